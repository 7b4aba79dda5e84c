package games.pyramids.app.game

import games.pyramids.app.ai.AiRunner
import games.pyramids.core.AiBudget
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.GameOptions
import games.pyramids.app.session.GameSession
import games.pyramids.core.Hint
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import games.pyramids.core.TurnUpdate
import games.pyramids.core.TurnView

/** The UI thread's timer: run [r] after [delayMs] on the UI thread. */
fun interface UiScheduler {
    fun schedule(delayMs: Long, r: Runnable)
}

/** Saves the game after every change; see [games.pyramids.app.save.Autosaver]. */
fun interface Autosave {
    fun save(session: GameSession, snapshot: Snapshot)
}

/** A message for the player (shown for a few seconds). */
data class Notice(val text: String, val isError: Boolean, val atMs: Long)

/**
 * The Android side of one game's turn flow. The flow itself (when the
 * computer moves, how far undo and redo go, when a hint may be asked, when to
 * save, which decisions make the last turn) is the core's `TurnController`,
 * the same on iOS; this class only runs its calls: the computer's decisions
 * and hints on [ai]'s worker thread, everything else on the UI thread, which
 * never waits.
 *
 * [onEvents] receives each decision's events so the screen can queue its
 * animations; [animationsEndAt] tells when they will have finished: that is
 * when the computer's next decision begins.
 */
class GameController(
    val session: GameSession,
    private val ai: AiRunner,
    private val scheduler: UiScheduler,
    private val clock: () -> Long,
    private val autosave: Autosave?,
    private val describeError: (Throwable) -> String = { it.message ?: it.javaClass.simpleName },
) {
    /** Called on the UI thread after anything changed: redraw. */
    var onChanged: () -> Unit = {}
    /** Called with a decision's events (from a human, the AI or redo), before [onChanged]. */
    var onEvents: (events: List<GameEvent>, fromHuman: Boolean) -> Unit = { _, _ -> }
    /** A human acted: finish running animations at once. */
    var onSkipAnimations: () -> Unit = {}
    /** When the queued animations end (ms on [clock]). */
    var animationsEndAt: () -> Long = { 0L }

    private val turns = session.turnController()
    private var view: TurnView = turns.view()

    /** The review's still view ([show]) replaces the game's. */
    private var still: Still? = null
    private class Still(val snapshot: Snapshot, val hint: Hint?, val played: GameAction?)

    val snapshot: Snapshot get() = still?.snapshot ?: view.snapshot
    val legal: List<GameAction> get() = if (still != null) emptyList() else view.legal
    /** The computer is to move: thinking, or waiting for the animations to end first. */
    val thinking: Boolean get() = still == null && (view.thinking || view.aiWaiting)
    val hint: Hint? get() = still?.hint ?: view.hint
    val hintPending: Boolean get() = view.hintPending
    /** The review's still view ([show]) is on: the board shows a past position, not the game's (nor its interaction model's). */
    val reviewing: Boolean get() = still != null
    /** In the review's still view ([show]): the choice that was played from this position, marked on the board. */
    val played: GameAction? get() = still?.played
    var notice: Notice? = null
        private set
    /** The last decision's events (for animations). */
    var lastEvents: List<GameEvent> = emptyList()
        private set
    /** The events of the last turn (one seat's decisions in a row), for the last-move marks. */
    val turnEvents: List<GameEvent> get() = if (still != null) emptyList() else view.turnEvents

    val humanToMove: Boolean get() = still == null && view.humanToMove
    val canUndo: Boolean get() = still == null && view.canUndo
    val canRedo: Boolean get() = still == null && view.canRedo
    val canHint: Boolean get() = still == null && view.canHint
    /**
     * Whose game Resign gives up now, null when it is not offered (the turn
     * flow decides: against the computer the one human, also while the
     * computer thinks; at a table of humans the human to move).
     */
    val resignSeat: Int? get() = if (still != null) null else view.resignSeat
    val hasAiSeat: Boolean get() = snapshot.seats.any { it is SeatController.Ai }

    /**
     * The status line [seat] reads at its own edge in table mode, worded by
     * the turn flow: "Your turn: " and [prompt] for the person to move, the
     * computer thinking, or whom the others wait for.
     */
    fun tableStatusLine(catalog: games.pyramids.core.TextCatalog, seat: Int, prompt: games.pyramids.core.BoardPrompt): String =
        turns.tableStatusLine(catalog, seat, prompt)

    /** Counts scheduled starts of the computer's turn: a start that was overtaken does nothing. */
    private var aiTicket = 0L
    private var aiScheduled = false
    private var disposed = false

    fun start() {
        view = turns.view()
        maybeAi()
        onChanged()
    }

    private fun save() {
        try {
            autosave?.save(session, view.snapshot)
        } catch (e: Exception) {
            notice = Notice(describeError(e), true, clock())
        }
    }

    /** Takes an update from the turn flow: animate its decisions, save if it says so, start the computer when due. */
    private fun apply(update: TurnUpdate, fromHuman: Boolean) {
        view = update.view
        for (decision in update.decisions) {
            lastEvents = decision.events
            onEvents(decision.events, fromHuman)
        }
        if (update.autosave) save()
        maybeAi()
    }

    private fun failed(e: PyramidsException) {
        notice = Notice(describeError(e), true, clock())
        view = turns.view()
    }

    /** Plays a human's action. False (with a notice) if the core refused it. */
    fun play(action: GameAction): Boolean {
        if (disposed) return false
        onSkipAnimations()
        return try {
            val update = turns.play(action)
            notice = null
            apply(update, true)
            onChanged()
            true
        } catch (e: PyramidsException) {
            failed(e)
            onChanged()
            false
        }
    }

    /** Takes back the last decision; against the computer, back to the human's last one. */
    fun undo() = step { turns.undo() }

    /** Replays undone decisions: one, then on through the computer's to the next human one. */
    fun redo() = step { turns.redo() }

    /**
     * Gives the game up for [resignSeat], once the player has confirmed: the
     * computer's running decision is stopped and never lands, the game ends
     * (final: no undo or redo after it) and is saved as the update says.
     */
    fun resign() = step { turns.resign() }

    private fun step(call: () -> TurnUpdate) {
        if (disposed || still != null) return
        // The computer's running call is stopped by the flow; its result is dropped here.
        ai.cancel()
        aiTicket++
        aiScheduled = false
        onSkipAnimations()
        try {
            lastEvents = emptyList()
            apply(call(), false)
        } catch (e: PyramidsException) {
            failed(e)
        }
        onChanged()
    }

    /** Starts the computer's decision once the last decision's animations have ended. */
    private fun maybeAi() {
        if (disposed || aiScheduled || !view.aiWaiting) return
        val ticket = ++aiTicket
        aiScheduled = true
        val delay = (animationsEndAt() - clock()).coerceAtLeast(0L)
        scheduler.schedule(delay, Runnable {
            if (ticket != aiTicket || disposed) return@Runnable
            aiScheduled = false
            // Begun here, on the UI thread: a cancel before the worker runs it still stops it.
            val turn = try {
                turns.beginAiTurn()
            } catch (e: PyramidsException) {
                failed(e)
                null
            } ?: return@Runnable onChanged()
            view = turns.view()
            ai.start(
                work = { turn.run() },
                onResult = { update ->
                    apply(update, false)
                    onChanged()
                },
                onError = { e ->
                    view = turns.view()
                    if (e !is PyramidsException.Cancelled) notice = Notice(describeError(e), true, clock())
                    maybeAi()
                    onChanged()
                },
                onCancel = { turn.cancel() },
            )
            onChanged()
        })
    }

    /** Asks the strongest AI for a suggestion (off the UI thread). */
    fun requestHint(budget: AiBudget = session.hintBudget()) {
        if (disposed || !canHint) return
        val call = try {
            turns.beginHint(budget)
        } catch (e: PyramidsException) {
            failed(e)
            null
        } ?: return onChanged()
        view = turns.view()
        onChanged()
        ai.start(
            work = { call.run() },
            onResult = { update ->
                view = update.view
                onChanged()
            },
            onError = { e ->
                view = turns.view()
                if (e !is PyramidsException.Cancelled) notice = Notice(describeError(e), true, clock())
                onChanged()
            },
            onCancel = { call.cancel() },
        )
    }

    /**
     * The review's still view ([games.pyramids.app.screens.ReviewScreen]):
     * shows [position] as it stood, with no legal moves, nobody to move (no
     * places to play drawn), no AI and no last move, [best] (the engine's
     * better choice) drawn as a hint is and [played] (the choice that was
     * made here) drawn as the last move is ([games.pyramids.app.screens.ReviewScreen.PLAYED_SYMBOL]).
     * Never [start] a controller used this way.
     */
    fun show(position: Snapshot, best: GameAction?, played: GameAction? = null) {
        ai.cancel()
        notice = null
        lastEvents = emptyList()
        still = Still(position, best?.let { Hint(it, 0, 0, null) }, played)
        onChanged()
    }

    /** Options for the same game again (same seats and variant, a new seed). */
    fun rematchOptions(newSeed: Long): GameOptions = turns.rematchOptions(newSeed)

    fun clearNotice() { notice = null }

    /** The app goes to the background: stop thinking, save now. */
    fun pause() {
        if (disposed) return
        ai.cancel()
        aiTicket++
        aiScheduled = false
        try {
            apply(turns.pause(), false)
        } catch (e: PyramidsException) {
            failed(e)
        }
    }

    /** Resumes after [pause]: the computer picks up again if it is to move. */
    fun resume() {
        if (disposed) return
        view = turns.resume()
        maybeAi()
        onChanged()
    }

    /**
     * Leaves the game for good: stops the computer, saves, and frees the
     * native objects (a cancelled search still returning on the worker
     * finishes first; its late result is dropped by [AiRunner]'s ticket).
     */
    fun dispose() {
        if (disposed) return
        pause()
        disposed = true
        try {
            turns.close()
            session.close()
        } catch (_: RuntimeException) {
            // Already closed: nothing to free.
        }
    }
}
