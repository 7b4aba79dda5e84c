package games.pyramids.app.android

import android.content.Context
import android.os.SystemClock
import android.util.Log
import games.pyramids.app.session.PyramidaTable
import games.pyramids.app.session.SessionFactory
import games.pyramids.app.session.UniffiSessions
import java.io.FileNotFoundException
import java.util.concurrent.Executor
import java.util.concurrent.atomic.AtomicBoolean

/**
 * Where the app gets its game sessions: the Rust core through the UniFFI
 * bindings (`games.pyramids.core`, loading libpyramids_ffi.so through JNA on
 * first use).
 */
object Engine {
    private const val TAG = "PyramidsEngine"
    private val tableRequested = AtomicBoolean(false)

    fun factory(): SessionFactory = UniffiSessions

    /**
     * Installs Pyramida's solved table from the app's assets (see
     * [PyramidaTable]), once per process, as a task on [engineThread]: the
     * thread that runs the AI, so the table is in place before any perfect
     * move is asked for, and the UI thread never waits. A missing or broken
     * asset is only logged; the perfect level then solves on first use.
     */
    fun installPyramidaTable(context: Context, engineThread: Executor) {
        if (!tableRequested.compareAndSet(false, true)) return
        val assets = context.applicationContext.assets
        try {
            engineThread.execute {
                val started = SystemClock.elapsedRealtime()
                val result = PyramidaTable.install {
                    try {
                        assets.open(PyramidaTable.ASSET).use { PyramidaTable.readAsset(it) }
                    } catch (e: FileNotFoundException) {
                        null
                    }
                }
                val ms = SystemClock.elapsedRealtime() - started
                when (result) {
                    PyramidaTable.Result.Installed -> Log.i(TAG, "Pyramida table installed in $ms ms")
                    PyramidaTable.Result.AlreadyReady -> Log.i(TAG, "Pyramida solution already in place")
                    PyramidaTable.Result.Missing -> Log.w(TAG, "no ${PyramidaTable.ASSET} asset; the perfect level will solve on first use")
                    is PyramidaTable.Result.Failed -> Log.w(TAG, "${result.reason}; the perfect level will solve on first use")
                }
            }
        } catch (e: RuntimeException) {
            // A rejected task (the executor already shut down): try again next time.
            tableRequested.set(false)
            Log.w(TAG, "could not schedule the Pyramida table: $e")
        }
    }
}
