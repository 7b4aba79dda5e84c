package games.pyramids.app.session

import games.pyramids.core.BoardInteraction
import games.pyramids.core.PyramidsException
import games.pyramids.core.AiBudget
import games.pyramids.core.AiCall
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.ReplayedDecision
import games.pyramids.core.GameInfo
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameReview
import games.pyramids.core.ReviewBudget
import games.pyramids.core.ReviewProgress
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import games.pyramids.core.TurnController

/**
 * What the screens need from one game: the calls of the bindings'
 * `GameSession` object (see `bindings/src/session.rs`), and the one seam the
 * app keeps between itself and the core. [UniffiSession] implements it over
 * the generated `games.pyramids.core.GameSession`; tests use fakes. Every
 * record and enum it passes is the bindings' own generated type (package
 * games.pyramids.core), never a copy; errors are the generated
 * [PyramidsException].
 *
 * Thread rules, as in the bindings: every method is atomic and may be called
 * from any thread; an [AiCall] from [beginAi] and the turn controller's calls block for up to their
 * budget and must never run on the UI thread ([games.pyramids.app.ai.AiRunner]
 * runs them); [cancelAi] and [AiCall.cancel] never block.
 */
interface GameSession : AutoCloseable {
    val game: GameKind

    fun snapshot(): Snapshot
    /** The legal actions for the current decision (empty once the game is over). */
    fun legalActions(): List<GameAction>
    /** Plays a human decision; returns what happened, in order. */
    fun playAction(action: GameAction): List<GameEvent>
    /** Takes back the last decision (whoever made it); false at the start. */
    fun undo(): Boolean
    /** Takes back decisions until a human is to move; returns how many. */
    fun undoToHuman(): Int
    /** Replays the last undone decision; empty when there is nothing to redo. */
    fun redo(): List<GameEvent>
    /** Replays one decision, then on through the AI's until a human is to move: each decision, its seat and events. */
    fun redoToHuman(): List<ReplayedDecision>
    /**
     * Registers an AI call for the position as it is now (on the UI thread,
     * where the app decides the AI should act); [AiCall.play] then runs it
     * off the UI thread. A cancel, undo or redo in between is not lost.
     */
    fun beginAi(): AiCall
    /**
     * The turn flow of this game, written once in the core for both apps
     * (`bindings/src/turn_flow.rs`): when the computer moves, undo and redo
     * around its decisions, hints, when to save. Each level thinks for the
     * shared turn policy's time; tests give node budgets.
     */
    fun turnController(): TurnController
    /**
     * The board's interaction model (`bindings/src/interact.rs`): a tap on a
     * place or a button → what to draw; a completed selection comes back as
     * `InteractionOutcome.Chosen`, for the turn controller to play.
     */
    fun interaction(): BoardInteraction
    /** How long a hint thinks: the shared turn policy's time. */
    fun hintBudget(): AiBudget = games.pyramids.core.hintBudget()
    /** Stops every running AI call or hint; they throw [PyramidsException.Cancelled]. */
    fun cancelAi(): Int
    /** The game as the core's save string (opaque to the app). */
    fun save(): String
    /** Decisions so far, in notation. */
    fun history(): List<String>
    fun outcome(): GameOutcome
    /** Options to start the same game again. */
    fun options(): GameOptions
    fun setSeat(seat: Int, controller: SeatController)
    /**
     * A review of the played line (history up to the current ply; undone
     * moves are left out) on its own copy of the record, so this session can
     * be closed or played on. [PyramidsException.BadOptions] when no decision
     * was played. Cheap, but call it off the UI thread like the rest of the review.
     */
    fun reviewer(): GameReviewSession
    /**
     * Learn from your mistakes: [seat]'s reviewed mistakes with an exact
     * better move (Pyramida only; none elsewhere). Reviews the game and may
     * solve Pyramida's table first: call it off the UI thread. Null when
     * this session cannot be reviewed so.
     */
    fun mistakes(seat: Int): games.pyramids.core.MistakeController? = null
    /** The sounds of a decision's [events], in order, heard by this game's seats (none for a session that is not the library's). */
    fun sounds(events: List<GameEvent>): List<games.pyramids.core.SoundCue> = emptyList()
    /** Counts this finished game in [stats] (null: a game the statistics do not count, or not the library's). */
    fun recordIn(stats: games.pyramids.core.PlayerStatistics, catalog: games.pyramids.core.TextCatalog): games.pyramids.core.GameRecorded? = null
}

/**
 * A review of one game's played line (the bindings' `GameReviewer`, see
 * `bindings/src/review.rs`): the board before each decision, and every
 * decision judged. [run] blocks for up to its budget per decision and must
 * never run on the UI thread ([games.pyramids.app.screens.ReviewScreen] runs
 * it through [games.pyramids.app.ai.AiRunner]); so should [positionAt].
 * [progress] and [cancel] never block and may be called from any thread;
 * [cancel] is final (a cancelled [run] returns at once with the decisions so
 * far and `complete = false`).
 */
interface GameReviewSession : AutoCloseable {
    /** Number of decisions in the played line. */
    fun decisionCount(): Int
    /** The board before decision [index] (index == [decisionCount]: the final position). */
    fun positionAt(index: Int): Snapshot
    fun run(budget: ReviewBudget): GameReview
    fun progress(): ReviewProgress
    fun cancel()
}

/** Creates sessions: over the bindings in the app, over fakes in tests. */
interface SessionFactory {
    fun newGame(options: GameOptions): GameSession
    /** Restores a game; throws [PyramidsException.BadSave] for anything that is not a save. */
    fun load(save: String): GameSession
    /** The games this build can play. */
    fun availableGames(): List<GameInfo>
    /** A session the library made (a lesson's closing game), as the app plays it. */
    fun adopt(inner: games.pyramids.core.GameSession): GameSession = UniffiSession(inner)
}
