package games.pyramids.app.android

import android.annotation.TargetApi
import android.os.Build
import android.view.Window
import android.view.WindowInsets
import android.view.WindowManager
import android.window.OnBackInvokedCallback
import android.window.OnBackInvokedDispatcher
import games.pyramids.app.ui.SafeArea

/**
 * The manifest's activity: [PyramidsActivity] plus what needs an API level
 * above the app's minSdk 24. This folder (app/src/newerApis/kotlin) is
 * compiled by the Gradle build only; the CI's Maven build compiles
 * app/src/main/kotlin against API 24 and leaves it out, which
 * scripts/check-android-sources verifies. Every call here is behind an
 * SDK_INT check.
 *
 * - Back (33+): with target SDK 36, predictive back is on and Android 16 no
 *   longer calls onBackPressed. While a screen above Home is shown, an
 *   OnBackInvokedCallback hands Back to the app's screen stack; on Home none
 *   is registered, so the system leaves the app with its back-to-home
 *   animation.
 * - Display cutout (28+): the window draws into the cutout area in every
 *   orientation, and the cutout's safe insets join the system bars' in the
 *   safe area (30+: one getInsets call for both).
 */
class MainActivity : PyramidsActivity() {
    override fun drawEdgeToEdge() {
        super.drawEdgeToEdge()
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) Api30.edgeToEdge(window)
        else if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.P) Api28.drawIntoCutout(window)
    }

    override fun safeAreaOf(insets: WindowInsets): SafeArea = when {
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.R -> Api30.safeArea(insets)
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.P -> super.safeAreaOf(insets).union(Api28.cutout(insets))
        else -> super.safeAreaOf(insets)
    }

    override fun gestureAreaOf(insets: WindowInsets): SafeArea = when {
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.R -> Api30.gestures(insets)
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q -> Api29.gestures(insets)
        else -> SafeArea.NONE
    }

    /** The registered callback (an OnBackInvokedCallback on 33+), or null while Back leaves the app. */
    private var backCallback: Any? = null

    override fun backStaysInApp(inApp: Boolean) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.TIRAMISU || inApp == (backCallback != null)) return
        backCallback = if (inApp) Api33.register(this) { back() } else Api33.unregister(this, backCallback).let { null }
    }

    @TargetApi(Build.VERSION_CODES.P)
    private object Api28 {
        fun drawIntoCutout(window: Window) {
            window.attributes = window.attributes.apply {
                layoutInDisplayCutoutMode = WindowManager.LayoutParams.LAYOUT_IN_DISPLAY_CUTOUT_MODE_SHORT_EDGES
            }
        }

        fun cutout(insets: WindowInsets): SafeArea {
            val c = insets.displayCutout ?: return SafeArea.NONE
            return SafeArea(c.safeInsetLeft.toFloat(), c.safeInsetTop.toFloat(), c.safeInsetRight.toFloat(), c.safeInsetBottom.toFloat())
        }
    }

    @TargetApi(Build.VERSION_CODES.Q)
    private object Api29 {
        /** The Back-swipe strips of gesture navigation (zero with three-button navigation). */
        @Suppress("DEPRECATION")
        fun gestures(insets: WindowInsets): SafeArea {
            val i = insets.systemGestureInsets
            return SafeArea(i.left.toFloat(), i.top.toFloat(), i.right.toFloat(), i.bottom.toFloat())
        }
    }

    @TargetApi(Build.VERSION_CODES.R)
    private object Api30 {
        fun gestures(insets: WindowInsets): SafeArea {
            val i = insets.getInsets(WindowInsets.Type.systemGestures())
            return SafeArea(i.left.toFloat(), i.top.toFloat(), i.right.toFloat(), i.bottom.toFloat())
        }

        fun edgeToEdge(window: Window) {
            window.setDecorFitsSystemWindows(false)
            window.attributes = window.attributes.apply {
                layoutInDisplayCutoutMode = WindowManager.LayoutParams.LAYOUT_IN_DISPLAY_CUTOUT_MODE_ALWAYS
            }
        }

        fun safeArea(insets: WindowInsets): SafeArea {
            val i = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
            return SafeArea(i.left.toFloat(), i.top.toFloat(), i.right.toFloat(), i.bottom.toFloat())
        }
    }

    @TargetApi(Build.VERSION_CODES.TIRAMISU)
    private object Api33 {
        fun register(activity: MainActivity, onBack: () -> Unit): Any {
            val callback = OnBackInvokedCallback { onBack() }
            activity.onBackInvokedDispatcher.registerOnBackInvokedCallback(OnBackInvokedDispatcher.PRIORITY_DEFAULT, callback)
            return callback
        }

        fun unregister(activity: MainActivity, callback: Any?) {
            (callback as? OnBackInvokedCallback)?.let { activity.onBackInvokedDispatcher.unregisterOnBackInvokedCallback(it) }
        }
    }
}
