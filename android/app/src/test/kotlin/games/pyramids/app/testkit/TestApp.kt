package games.pyramids.app.testkit

import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.save.SaveStore
import games.pyramids.app.screens.App
import games.pyramids.app.screens.Host
import games.pyramids.app.session.SessionFactory
import games.pyramids.app.ui.Screen
import games.pyramids.app.ui.Touch
import java.io.File
import java.nio.file.Files
import java.util.Random
import java.util.concurrent.Executor

/**
 * A host for the JVM tests: a manual clock, and a UI-thread queue that runs
 * only when the test says so ([runUi], [advance]), so timing is exact.
 */
class TestHost : Host {
    var time = 1_795_000_000_000L // November 2026, so dates in screenshots look real
    var invalidations = 0
    var exited = false
    private val queue = ArrayList<Pair<Long, Runnable>>()

    override fun invalidate() { invalidations++ }
    override fun post(delayMs: Long, r: Runnable) { synchronized(queue) { queue.add(time + delayMs to r) } }
    override fun now(): Long = time
    override fun exit() { exited = true }
    var haptics = 0
    override fun haptic() { haptics++ }

    val pending: Int get() = synchronized(queue) { queue.size }

    /** Runs every posted task that is due now (and those they post, if due). */
    fun runUi(): Int {
        var n = 0
        while (true) {
            val next = synchronized(queue) {
                val due = queue.filter { it.first <= time }.minByOrNull { it.first } ?: return n
                queue.remove(due); due
            }
            next.second.run(); n++
        }
    }

    /** Moves the clock on, running what falls due on the way. */
    fun advance(ms: Long) {
        val end = time + ms
        while (true) {
            val nextAt = synchronized(queue) { queue.filter { it.first <= end }.minOfOrNull { it.first } } ?: break
            time = maxOf(time, nextAt)
            runUi()
        }
        time = end
    }
}

/** Runs tasks at once on the calling thread. */
object Direct : Executor {
    override fun execute(command: Runnable) = command.run()
}

/** A fresh directory, removed after the test ([TemporaryDirectories]). */
fun tempDir(): File = TemporaryDirectories.create()

fun testApp(
    strings: Strings = English,
    density: Float = 2.625f,
    sessions: SessionFactory = TestSessions(),
    dir: File = tempDir(),
    host: TestHost = TestHost(),
    ai: Executor = Direct,
    fontScale: Float = 1f,
    /** Whether the first-launch offer of the lessons is still to be made (a first launch); else every game's was declined, as a returning player's. */
    offers: Boolean = false,
    /** The device's date (the daily puzzle's). */
    today: games.pyramids.app.puzzle.LocalDay = games.pyramids.app.puzzle.LocalDay(2026, 11, 19),
    /** Where the sounds go ([RecordingSounds] to hear them). */
    sound: games.pyramids.app.sound.SoundPlayer = games.pyramids.app.sound.SoundPlayer.SILENT,
): App = App(strings, density, sessions, SaveStore(dir) { host.time }, ai, Direct, host, Random(7), fontScale, AwtPainter(1, 1), today = { today }, sound = sound).also { app ->
    if (!offers) games.pyramids.core.GameKind.entries.forEach { if (app.learn.progress.offers(it)) app.learn.declineOffer(it) }
}

/** The sounds the app asked for, in order. */
class RecordingSounds : games.pyramids.app.sound.SoundPlayer {
    val played = ArrayList<games.pyramids.core.SoundCue>()
    override fun play(cue: games.pyramids.core.SoundCue) { played.add(cue) }
}

/** Taps at a screen point: DOWN then UP. */
fun Screen.tap(x: Float, y: Float, t: Long = 0) {
    onTouch(Touch(Touch.Kind.DOWN, x, y, t))
    onTouch(Touch(Touch.Kind.UP, x, y, t + 60))
}

/** Draws a screen into an image (also proves drawing does not throw). */
fun Screen.render(w: Int, h: Int, now: Long): AwtPainter {
    layout(w.toFloat(), h.toFloat())
    val p = AwtPainter(w, h)
    draw(p, now)
    return p
}
