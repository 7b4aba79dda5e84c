package games.pyramids.app.android

import android.app.Activity
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import android.view.Window
import games.pyramids.app.i18n.Strings
import games.pyramids.app.save.SaveStore
import games.pyramids.app.screens.App
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.Host
import java.io.File
import java.util.Locale
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.ThreadFactory

/**
 * The single activity. It builds the [App] with the platform's pieces (the
 * main-thread handler, a background thread for the engine, one for saves,
 * the files directory, the device language) and hosts it in a [ScreenView].
 * Its engine thread first installs Pyramida's solved table from the assets.
 * Orientation changes do not recreate it (see the manifest), so a game keeps
 * running through a rotation.
 */
class MainActivity : Activity() {
    private val handler = Handler(Looper.getMainLooper())
    private lateinit var view: ScreenView
    private lateinit var app: App
    private lateinit var engineThread: ExecutorService
    private lateinit var ioThread: ExecutorService

    private fun named(name: String, priority: Int) = ThreadFactory { r ->
        Thread({ android.os.Process.setThreadPriority(priority); r.run() }, name).apply { isDaemon = true }
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        requestWindowFeature(Window.FEATURE_NO_TITLE)
        engineThread = Executors.newSingleThreadExecutor(named("pyramids-engine", android.os.Process.THREAD_PRIORITY_BACKGROUND))
        ioThread = Executors.newSingleThreadExecutor(named("pyramids-saves", android.os.Process.THREAD_PRIORITY_BACKGROUND))
        // First task of the engine thread: Pyramida's solved table, so the
        // perfect level never solves on the phone.
        Engine.installPyramidaTable(this, engineThread)
        view = ScreenView(this) { if (::app.isInitialized) app else null }
        val host = object : Host {
            override fun invalidate() = view.refresh()
            override fun post(delayMs: Long, r: Runnable) {
                handler.postDelayed({ r.run(); view.refresh() }, delayMs)
            }
            override fun now(): Long = SystemClock.uptimeMillis()
            override fun exit() = finish()
        }
        app = App(
            strings = Strings.forLanguage(Locale.getDefault().toLanguageTag()),
            density = resources.displayMetrics.density,
            sessions = Engine.factory(),
            saves = SaveStore(File(filesDir, "saves")),
            aiExecutor = engineThread,
            ioExecutor = ioThread,
            host = host,
        )
        app.push(HomeScreen(app))
        setContentView(view)
        title = app.strings.appName
    }

    override fun onPause() {
        super.onPause()
        app.pause()
    }

    override fun onResume() {
        super.onResume()
        app.resume()
    }

    @Deprecated("Still the way to see Back on API 24–32")
    @Suppress("DEPRECATION")
    override fun onBackPressed() {
        app.back()
    }

    override fun onDestroy() {
        super.onDestroy()
        engineThread.shutdownNow()
        ioThread.shutdown()
    }
}
