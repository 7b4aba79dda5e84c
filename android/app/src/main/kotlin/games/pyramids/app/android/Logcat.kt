package games.pyramids.app.android

import android.util.Log
import games.pyramids.core.LogLevel
import games.pyramids.core.LogRecord
import games.pyramids.core.Logger
import games.pyramids.core.PyramidsException
import games.pyramids.core.defaultLogLevel
import games.pyramids.core.installLogger
import games.pyramids.core.removeLogger

/**
 * The core's spans and events in logcat, under the tag `Pyramids`
 * (`adb logcat -s Pyramids`): one line per AI search, review and table
 * install when it ends, with its figures. The level is the library's
 * default: Debug in a debug build of the Rust library, Info in a release
 * one (the library forwards nothing below Info there, whatever is asked).
 */
object Logcat : Logger {
    const val TAG = "Pyramids"

    /**
     * Installs [logger] (this one, by default) at [level], replacing any
     * installed before; the level in effect, or null if the library refused.
     * Once per process is enough, again is harmless.
     */
    fun install(logger: Logger = this, level: LogLevel = defaultLogLevel()): LogLevel? = try {
        installLogger(logger, level)
    } catch (e: PyramidsException) {
        Log.w(TAG, "the core's diagnostics stay off: ${e.message}")
        null
    }

    /** Stops forwarding (the tests' loggers go when they end). */
    fun remove() {
        try {
            removeLogger()
        } catch (e: PyramidsException) {
            Log.w(TAG, "could not remove the logger: ${e.message}")
        }
    }

    /** logcat's priority for a level (null: not logged). */
    fun priority(level: LogLevel): Int? = when (level) {
        LogLevel.OFF -> null
        LogLevel.ERROR -> Log.ERROR
        LogLevel.WARN -> Log.WARN
        LogLevel.INFO -> Log.INFO
        LogLevel.DEBUG -> Log.DEBUG
        LogLevel.TRACE -> Log.VERBOSE
    }

    // Called on the thread that logged (often the engine thread); Log is thread-safe.
    override fun log(record: LogRecord) {
        val priority = priority(record.level) ?: return
        Log.println(priority, TAG, record.text)
    }
}
