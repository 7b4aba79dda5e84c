package games.pyramids.app.screens

import games.pyramids.core.ReviewBudget

import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillVerticalGradient
import games.pyramids.app.save.SaveStore
import games.pyramids.core.GameInfo
import games.pyramids.app.session.SessionFactory
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.SafeArea
import games.pyramids.app.ui.Screen
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
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
    /** A short tick of the vibration motor (the player's own move, when the setting is on). */
    fun haptic() {}
}

/**
 * The app's services and its screen stack. Built by PyramidsActivity with the
 * real platform pieces and by the tests with fakes.
 */
class App(
    /** The device language's strings: the app's until the player picks another in the settings. */
    strings: Strings,
    val density: Float,
    val sessions: SessionFactory,
    val saves: SaveStore,
    /** Runs engine calls that block (AI moves, hints). */
    val aiExecutor: Executor,
    /** Writes save files. */
    val ioExecutor: Executor,
    val host: Host,
    val random: Random = Random(),
    /** The system font size (1 = default; Android offers up to 2): every text size is multiplied by it. */
    val fontScale: Float = 1f,
    /** Measures text while screens lay out (how many lines a title takes); a painter that need not draw. */
    val measurer: Painter? = null,
    /** The lessons' progress, in one file beside the saves. */
    val learn: games.pyramids.app.save.LearnStore = games.pyramids.app.save.LearnStore(saves.dir),
    /** The device's local date (the daily puzzle's): the clock in the app, a fixed day in tests. */
    val today: () -> games.pyramids.app.puzzle.LocalDay = { games.pyramids.app.puzzle.LocalDay.today() },
    /** The device's locale tag, for the settings' "System" language. */
    private val systemLocale: String? = strings.languageTag,
    /** Plays the bundled sounds (when the sound setting is on). */
    private val sound: games.pyramids.app.sound.SoundPlayer = games.pyramids.app.sound.SoundPlayer.SILENT,
) {
    /** The player's settings, in one file beside the saves, written on the save thread. */
    val settings = games.pyramids.app.save.SettingsStore(saves.dir, ioExecutor).also {
        games.pyramids.app.ui.PatternArt.setting = it.values.patterns
        games.pyramids.app.ui.PatternArt.density = density
    }

    /** The player's results, in one file beside the saves, written on the save thread. */
    val statistics = games.pyramids.app.save.StatisticsStore(saves.dir, ioExecutor)

    /** Every word the screens show, in the language the settings choose (re-read by every screen at each layout). */
    var strings: Strings = languageOf(strings)
        private set

    private fun languageOf(current: Strings): Strings {
        val language = settings.progress.catalogLanguage(systemLocale)
        return if (language == current.language) current else Strings.all.firstOrNull { it.language == language } ?: Strings(language)
    }

    /** What every board animation's duration is multiplied by (0: pieces are put in place at once). */
    val animationFactor: Float get() = settings.progress.animationFactor()

    /** Whether the boards draw their coordinates on a screen that is a tablet's or not (the setting; automatic: on tablets only). */
    fun showsCoordinates(isTablet: Boolean): Boolean = settings.progress.showsCoordinates(isTablet)

    /** A lesson's or a puzzle's board: its words name places, so shown on a phone too unless turned off. */
    fun showsCoordinatesCoached(): Boolean = settings.progress.showsCoordinatesCoached()

    /**
     * A decision was played on [board] (the player's, the computer's, a
     * puzzle's or a lesson's reply; [byPlayer]: the player's own): its
     * animations at the setting's speed, a vibration tick for the player's
     * own, then its sounds, each if its setting is on.
     */
    fun decided(board: games.pyramids.app.game.BoardView, session: games.pyramids.app.session.GameSession, events: List<games.pyramids.core.GameEvent>, byPlayer: Boolean) {
        board.animationFactor(animationFactor)
        board.onEvents(events, host.now())
        // The vibration answers the player's own decision, not the computer's.
        if (byPlayer && settings.values.haptics && events.isNotEmpty()) host.haptic()
        if (!settings.values.sound) return
        val cues = try { session.sounds(events) } catch (_: games.pyramids.core.PyramidsException) { emptyList() }
        cues.forEach(sound::play)
    }

    /**
     * Changes one setting, saves it and applies it at once: a new language
     * re-words every screen in the stack (each lays out again).
     */
    fun changeSetting(id: games.pyramids.core.SettingId, value: games.pyramids.core.SettingValue) {
        settings.set(id, value)
        games.pyramids.app.ui.PatternArt.setting = settings.values.patterns
        strings = languageOf(strings)
        if (width > 0) stack.forEach { it.layout(width, height) }
        host.invalidate()
    }

    /** The puzzles' progress, in one file beside the saves, written on the save thread. */
    val puzzles = games.pyramids.app.save.PuzzleStore(saves.dir, ioExecutor)

    private val stack = ArrayList<Screen>()

    /** How long the review may think about each decision: a short clock in the app, a node budget in tests. */
    var reviewBudget: ReviewBudget = ReviewBudget.Time(150)
    // The window, and the size of its safe area that every screen is laid out in.
    private var windowWidth = 0f
    private var windowHeight = 0f
    private var width = 0f
    private var height = 0f

    /** What system bars and a display cutout cover; screens never draw their content there. */
    var safeArea: SafeArea = SafeArea.NONE
        private set

    /**
     * Where the system's edge gestures (Back swipe from the left and right
     * edges) reach into the window, in window pixels: screens keep their
     * buttons out of the left and right strips ([BaseScreen.edgeLeft]).
     */
    var gestureArea: SafeArea = SafeArea.NONE
        private set

    fun gestures(area: SafeArea) {
        if (area == gestureArea) return
        gestureArea = area
        current?.let { if (width > 0) it.layout(width, height) }
        host.invalidate()
    }

    val current: Screen? get() = stack.lastOrNull()
    val depth: Int get() = stack.size

    val availableGames: List<GameInfo> by lazy {
        try { sessions.availableGames() } catch (_: Exception) { emptyList() }
    }

    /**
     * The window is [width] × [height] pixels, [safe] of it under system bars
     * or a cutout: screens are laid out in the rectangle inside [safe].
     */
    fun size(width: Float, height: Float, safe: SafeArea = safeArea) {
        windowWidth = width
        windowHeight = height
        safeArea = safe
        val inside = safe.inside(width, height)
        this.width = inside.width
        this.height = inside.height
        current?.layout(this.width, this.height)
    }

    /**
     * Draws the window: the background edge to edge (under the bars), then the
     * top screen clipped to the safe area, so nothing a screen draws (a
     * layout taller than a landscape phone, a scrim) lands under the bars.
     */
    fun draw(p: Painter, nowMs: Long) {
        val screen = current ?: return
        p.fillVerticalGradient(0f, 0f, windowWidth, windowHeight, Theme.backgroundTop, Theme.backgroundBottom)
        p.save()
        p.translate(safeArea.left, safeArea.top)
        p.clipRect(0f, 0f, width, height)
        screen.draw(p, nowMs)
        p.restore()
    }

    /** A touch in window pixels, handed to the top screen in its own coordinates. */
    fun touch(t: Touch): Boolean =
        current?.onTouch(t.copy(x = t.x - safeArea.left, y = t.y - safeArea.top)) ?: false

    /** The top screen's accessibility nodes, in window pixels. */
    fun accessibilityNodes(): List<A11yNode> =
        current?.accessibilityNodes()?.map { it.copy(bounds = it.bounds.offset(safeArea.left, safeArea.top)) } ?: emptyList()

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
