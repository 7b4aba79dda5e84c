package games.pyramids.app.game

import games.pyramids.app.session.isHuman
import games.pyramids.app.session.isOver
import games.pyramids.app.ai.AiRunner
import games.pyramids.core.AiBudget
import games.pyramids.core.hintBudget
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.GameOptions
import games.pyramids.app.session.GameSession
import games.pyramids.core.Hint
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot

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
 * The turn flow of one game, independent of which game it is: it plays
 * human actions, asks the AI for its seats on a background thread, handles
 * undo/redo (cancelling the AI), hints, and autosaves after every change.
 * Everything here runs on the UI thread and never waits; the AI's result
 * comes back through [AiRunner].
 *
 * [onEvents] receives each decision's events so the screen can queue its
 * animations; [animationsEndAt] tells when they will have finished, so the
 * AI's next move waits for the previous one to be seen.
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

    var snapshot: Snapshot = session.snapshot()
        private set
    var legal: List<GameAction> = session.legalActions()
        private set
    var thinking = false
        private set
    var hint: Hint? = null
        private set
    /** In the review's still view ([show]): the choice that was played from this position, marked on the board. */
    var played: GameAction? = null
        private set
    var hintPending = false
        private set
    var notice: Notice? = null
        private set
    /** The last decision's events (for "last move" marks). */
    var lastEvents: List<GameEvent> = emptyList()
        private set(value) {
            field = value
            // The decisions of one seat in a row make its turn (Pylos: a place, then the reclaims it allowed).
            val seat = decidedBy
            turnEvents = if (value.isEmpty()) emptyList() else if (seat == turnSeat) turnEvents + value else value
            turnSeat = if (value.isEmpty()) -1 else seat
        }
    /** The events of the last turn: the last decision's and those of the same seat's decisions just before it. */
    var turnEvents: List<GameEvent> = emptyList()
        private set
    private var turnSeat = -1
    /** Who made the decision whose events are being recorded. */
    private var decidedBy = -1

    private var aiTicket = 0L
    private var disposed = false

    /** A pause between an AI decision becoming visible and the next one. */
    var aiPauseMs = 280L

    val hasAiSeat: Boolean get() = snapshot.seats.any { it is SeatController.Ai }
    val hasHumanSeat: Boolean get() = snapshot.seats.any { it.isHuman }
    /** Showing still positions for the review ([show]): nobody is to move, so the boards offer no places to play. */
    private var still = false
    val humanToMove: Boolean get() = !still && !snapshot.outcome.isOver && snapshot.toMoveController.isHuman
    val canUndo: Boolean get() = snapshot.canUndo && !(hasAiSeat && !hasHumanSeat)
    val canRedo: Boolean get() = snapshot.canRedo
    val canHint: Boolean get() = humanToMove && !hintPending

    fun start() {
        refresh()
        maybeAi()
        onChanged()
    }

    private fun refresh() {
        snapshot = session.snapshot()
        legal = session.legalActions()
    }

    private fun save() {
        try {
            autosave?.save(session, snapshot)
        } catch (e: Exception) {
            notice = Notice(describeError(e), true, clock())
        }
    }

    /** Plays a human's action. False (with a notice) if the core refused it. */
    fun play(action: GameAction): Boolean {
        if (disposed) return false
        onSkipAnimations()
        cancelHint()
        return try {
            decidedBy = snapshot.toMove
            val events = session.playAction(action)
            lastEvents = events
            notice = null
            refresh()
            onEvents(events, true)
            save()
            maybeAi()
            onChanged()
            true
        } catch (e: PyramidsException) {
            notice = Notice(describeError(e), true, clock())
            refresh()
            onChanged()
            false
        }
    }

    /** Takes back the last decision; against the AI, back to the last human decision. */
    fun undo() {
        if (disposed || !canUndo) return
        stopThinking()
        onSkipAnimations()
        cancelHint()
        try {
            if (hasAiSeat) session.undoToHuman() else session.undo()
        } catch (e: PyramidsException) {
            notice = Notice(describeError(e), true, clock())
        }
        lastEvents = emptyList()
        refresh()
        save()
        // After undoing an all-AI stretch back to the start, an AI may be to move.
        maybeAi()
        onChanged()
    }

    /** Replays undone decisions: one, then on through AI decisions to the next human one. */
    fun redo() {
        if (disposed || !canRedo) return
        stopThinking()
        onSkipAnimations()
        cancelHint()
        try {
            val replayed = if (hasAiSeat) {
                session.redoToHuman().map { it.seat to it.events }
            } else {
                listOf(snapshot.toMove to session.redo()).filter { it.second.isNotEmpty() }
            }
            for ((seat, events) in replayed) {
                decidedBy = seat
                lastEvents = events
                onEvents(events, false)
            }
        } catch (e: PyramidsException) {
            notice = Notice(describeError(e), true, clock())
        }
        refresh()
        save()
        maybeAi()
        onChanged()
    }

    /** Schedules the AI if an AI seat is to move; it starts once the animations have played. */
    private fun maybeAi() {
        val controller = snapshot.toMoveController
        if (disposed || thinking || snapshot.outcome.isOver || controller !is SeatController.Ai) return
        val ticket = ++aiTicket
        thinking = true
        val delay = (animationsEndAt() - clock()).coerceAtLeast(0L) + aiPauseMs
        scheduler.schedule(delay, Runnable {
            if (ticket != aiTicket || disposed) return@Runnable
            // Registered now, on the UI thread: a cancel before the executor
            // runs it still stops it (and nothing is played).
            val call = session.beginAi()
            val budget = session.aiBudget(controller.level)
            ai.start(
                work = { call.play(null, budget) },
                onResult = { move ->
                    thinking = false
                    decidedBy = snapshot.toMove
                    lastEvents = move.events
                    refresh()
                    onEvents(move.events, false)
                    save()
                    maybeAi()
                    onChanged()
                },
                onError = { e ->
                    thinking = false
                    refresh()
                    if (e !is PyramidsException.Cancelled) notice = Notice(describeError(e), true, clock())
                    onChanged()
                },
                onCancel = { call.cancel() },
            )
        })
    }

    private fun stopThinking() {
        aiTicket++
        thinking = false
        ai.cancel()
    }

    /** Asks the strongest AI for a suggestion (off the UI thread). */
    fun requestHint(budgetMs: Long = (hintBudget() as AiBudget.Time).ms.toLong()) {
        if (disposed || !canHint) return
        hintPending = true
        val ply = snapshot.ply
        onChanged()
        ai.start(
            work = { session.hint(budgetMs) },
            onResult = { h ->
                hintPending = false
                if (snapshot.ply == ply) hint = h
                onChanged()
            },
            onError = { e ->
                hintPending = false
                if (e !is PyramidsException.Cancelled) notice = Notice(describeError(e), true, clock())
                onChanged()
            },
            onCancel = { session.cancelAi() },
        )
    }

    private fun cancelHint() {
        if (hintPending) { ai.cancel(); hintPending = false }
        hint = null
    }

    /**
     * The review's still view ([games.pyramids.app.screens.ReviewScreen]):
     * shows [position] as it stood, with no legal moves, nobody to move (no
     * places to play drawn), no AI and no last move, [best] (the engine's better choice) drawn as a hint is
     * and [played] (the choice that was made here) marked with [games.pyramids.app.ui.Highlight.playedMark].
     * Never [start] a controller used this way.
     */
    fun show(position: Snapshot, best: GameAction?, played: GameAction? = null) {
        if (thinking) stopThinking()
        cancelHint()
        still = true
        snapshot = position
        legal = emptyList()
        lastEvents = emptyList()
        notice = null
        hint = best?.let { Hint(it, 0, 0, null) }
        this.played = played
        onChanged()
    }

    /** Options for the same game again (same seats and variant, a new seed). */
    fun rematchOptions(newSeed: Long): GameOptions = session.options().copy(seed = newSeed)

    fun clearNotice() { notice = null }

    /** The app goes to the background: stop thinking, save now. */
    fun pause() {
        if (thinking) stopThinking()
        if (hintPending) cancelHint()
        save()
    }

    /** Resumes after [pause]: the AI picks up again if it is to move. */
    fun resume() {
        if (disposed) return
        refresh()
        maybeAi()
        onChanged()
    }

    /**
     * Leaves the game for good: stops the AI, saves, and frees the native
     * session (a cancelled search still returning on the AI thread finishes
     * first; its late result is dropped by the ticket check).
     */
    fun dispose() {
        if (disposed) return
        pause()
        disposed = true
        try {
            session.close()
        } catch (_: RuntimeException) {
            // Already closed: nothing to free.
        }
    }
}
