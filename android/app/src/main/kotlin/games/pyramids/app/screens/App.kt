package games.pyramids.app.screens

import games.pyramids.app.i18n.Strings
import games.pyramids.app.save.SaveStore
import games.pyramids.core.GameInfo
import games.pyramids.app.session.SessionFactory
import games.pyramids.app.ui.Screen
import java.util.Random
import java.util.concurrent.Executor

/** What the screens need from the platform: redraws, the UI thread's timer, the clock. */
interface Host {
    fun invalidate()
    /** Runs [r] on the UI thread after [delayMs]. */
    fun post(delayMs: Long, r: Runnable)
    fun now(): Long
    /** Leaves the app (back on the home screen). */
    fun exit()
}

/**
 * The app's services and its screen stack. Built by MainActivity with the
 * real platform pieces and by the tests with fakes.
 */
class App(
    val strings: Strings,
    val density: Float,
    val sessions: SessionFactory,
    val saves: SaveStore,
    /** Runs engine calls that block (AI moves, hints). */
    val aiExecutor: Executor,
    /** Writes save files. */
    val ioExecutor: Executor,
    val host: Host,
    val random: Random = Random(),
) {
    private val stack = ArrayList<Screen>()
    private var width = 0f
    private var height = 0f

    val current: Screen? get() = stack.lastOrNull()
    val depth: Int get() = stack.size

    val availableGames: List<GameInfo> by lazy {
        try { sessions.availableGames() } catch (_: Exception) { emptyList() }
    }

    fun size(width: Float, height: Float) {
        this.width = width
        this.height = height
        current?.layout(width, height)
    }

    fun push(screen: Screen) {
        stack.add(screen)
        if (width > 0) screen.layout(width, height)
        host.invalidate()
    }

    /** Replaces the top screen (disposing it). */
    fun replace(screen: Screen) {
        stack.removeLastOrNull()?.onDispose()
        push(screen)
    }

    /** Back to the home screen, disposing everything above it. */
    fun popToRoot() {
        while (stack.size > 1) stack.removeAt(stack.size - 1).onDispose()
        current?.let { if (width > 0) it.layout(width, height) }
        host.invalidate()
    }

    fun pop(): Boolean {
        if (stack.size <= 1) return false
        stack.removeAt(stack.size - 1).onDispose()
        current?.let { if (width > 0) it.layout(width, height) }
        host.invalidate()
        return true
    }

    /** The system back button. */
    fun back() {
        val s = current ?: return host.exit()
        if (!s.onBack() && !pop()) host.exit()
    }

    /** The app goes to the background: every screen in the stack saves and stops its work. */
    fun pause() { stack.forEach { it.onPause() } }

    /** Back in the foreground. */
    fun resume() {
        stack.forEach { it.onResume() }
        host.invalidate()
    }
}
