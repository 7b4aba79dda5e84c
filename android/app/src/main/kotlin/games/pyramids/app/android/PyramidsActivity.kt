package games.pyramids.app.android

import games.pyramids.core.TextKey
import android.app.Activity
import android.graphics.Color
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import android.view.View
import android.view.Window
import android.view.WindowInsets
import android.view.WindowManager
import games.pyramids.app.i18n.Strings
import games.pyramids.app.save.SaveStore
import games.pyramids.app.screens.App
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.Host
import games.pyramids.app.ui.SafeArea
import java.io.File
import java.util.Locale
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.ThreadFactory

/**
 * The single activity, up to API 24. It builds the [App] with the platform's
 * pieces (the main-thread handler, a background thread for the engine, one
 * for saves, the files directory, the device language) and hosts it in a
 * [ScreenView] that fills the window edge to edge and lays the screens out
 * inside the window insets. Its engine thread first installs Pyramida's
 * solved table from the assets. Orientation changes do not recreate it (see
 * the manifest), so a game keeps running through a rotation.
 *
 * The manifest's activity is `MainActivity`, in app/src/newerApis/kotlin: a
 * folder only the Gradle build compiles (the CI's Maven build compiles this
 * folder against API 24). It adds what needs a newer API level through the
 * three hooks below: the display cutout (28), the API-30 insets and window
 * flags, and predictive back with OnBackInvokedCallback (33).
 */
abstract class PyramidsActivity : Activity() {
    private val handler = Handler(Looper.getMainLooper())
    private lateinit var view: ScreenView
    private lateinit var app: App
    private lateinit var engineThread: ExecutorService
    private lateinit var ioThread: ExecutorService
    private lateinit var sounds: SoundPoolPlayer

    private fun named(name: String, priority: Int) = ThreadFactory { r ->
        Thread({ android.os.Process.setThreadPriority(priority); r.run() }, name).apply { isDaemon = true }
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        requestWindowFeature(Window.FEATURE_NO_TITLE)
        drawEdgeToEdge()
        engineThread = Executors.newSingleThreadExecutor(named("pyramids-engine", android.os.Process.THREAD_PRIORITY_BACKGROUND))
        ioThread = Executors.newSingleThreadExecutor(named("pyramids-saves", android.os.Process.THREAD_PRIORITY_BACKGROUND))
        // The engine thread's first tasks: the core's diagnostics to logcat
        // (so the table install below is logged too), then Pyramida's solved table, so the
        // perfect level never solves on the phone.
        engineThread.execute { Logcat.install() }
        Engine.installPyramidaTable(this, engineThread)
        view = ScreenView(this, { if (::app.isInitialized) app else null }, ::safeAreaOf, ::gestureAreaOf)
        val host = object : Host {
            override fun invalidate() {
                view.refresh()
                // Every push and pop invalidates: the moment Back's target may change.
                if (::app.isInitialized) backStaysInApp(app.depth > 1)
            }
            override fun post(delayMs: Long, r: Runnable) {
                handler.postDelayed({ r.run(); view.refresh() }, delayMs)
            }
            override fun now(): Long = SystemClock.uptimeMillis()
            override fun exit() = finish()
            override fun haptic() { view.performHapticFeedback(android.view.HapticFeedbackConstants.VIRTUAL_KEY) }
        }
        sounds = SoundPoolPlayer(this)
        app = App(
            strings = Strings.forLanguage(Locale.getDefault().toLanguageTag()),
            density = resources.displayMetrics.density,
            sessions = Engine.factory(),
            saves = SaveStore(File(filesDir, "saves")),
            aiExecutor = engineThread,
            ioExecutor = ioThread,
            host = host,
            fontScale = resources.configuration.fontScale.takeIf { it > 0f } ?: 1f,
            measurer = games.pyramids.app.paint.CanvasPainter(),
            sound = sounds,
        )
        app.push(HomeScreen(app))
        setContentView(view)
        title = app.strings(TextKey.APP_NAME)
        backStaysInApp(app.depth > 1)
    }

    /**
     * The window reaches under the status and navigation bars (API 21 calls,
     * deprecated at 30/35 where the newer-API subclass adds their successors;
     * from target 35, Android 15+ enforces this anyway).
     */
    @Suppress("DEPRECATION")
    protected open fun drawEdgeToEdge() {
        val w = window
        w.addFlags(WindowManager.LayoutParams.FLAG_DRAWS_SYSTEM_BAR_BACKGROUNDS)
        w.statusBarColor = Color.TRANSPARENT
        w.navigationBarColor = Color.TRANSPARENT
        w.decorView.systemUiVisibility = View.SYSTEM_UI_FLAG_LAYOUT_STABLE or
            View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN or View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION
    }

    /** The part of the window the system bars cover (API 20 calls). */
    @Suppress("DEPRECATION")
    protected open fun safeAreaOf(insets: WindowInsets): SafeArea = SafeArea(
        insets.systemWindowInsetLeft.toFloat(),
        insets.systemWindowInsetTop.toFloat(),
        insets.systemWindowInsetRight.toFloat(),
        insets.systemWindowInsetBottom.toFloat(),
    )

    /** Where the system's edge gestures reach (API 29+, in the subclass); none before. */
    protected open fun gestureAreaOf(insets: WindowInsets): SafeArea = SafeArea.NONE

    /**
     * Whether Back now goes to a screen of the app ([inApp]: a screen above
     * Home) or leaves it. Called on every change of the screen stack. API
     * 33+: the subclass registers its OnBackInvokedCallback only while
     * [inApp], so that on Home the system handles Back itself and plays the
     * predictive back-to-home animation. Before 33 [onBackPressed] sees
     * every Back.
     */
    protected open fun backStaysInApp(inApp: Boolean) {}

    /** Back, from [onBackPressed] or the subclass's callback. */
    protected fun back() {
        app.back()
    }

    override fun onPause() {
        super.onPause()
        app.pause()
    }

    override fun onResume() {
        super.onResume()
        app.resume()
    }

    @Deprecated("Still the way to see Back on API 24–32; from 33 the callback of backStaysInApp")
    @Suppress("DEPRECATION")
    override fun onBackPressed() {
        back()
    }

    override fun onDestroy() {
        super.onDestroy()
        engineThread.shutdownNow()
        ioThread.shutdown()
        sounds.release()
    }
}
