package games.pyramids.app.session

import games.pyramids.core.AiBudget
import games.pyramids.core.BoardInteraction
import games.pyramids.core.AiCall
import games.pyramids.core.AiLevel
import games.pyramids.core.AiMove
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
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import games.pyramids.core.TurnController
import games.pyramids.core.availableGames as ffiAvailableGames
import games.pyramids.core.GameSession as FfiGameSession
import games.pyramids.core.GameReviewer as FfiGameReviewer

/**
 * The app's [GameSession] over the UniFFI bindings' `games.pyramids.core.GameSession`
 * (the Rust core through JNA). A plain delegate: records, enums and
 * exceptions are the bindings' generated types, passed through unchanged.
 * The same source compiles against the Android flavour of the bindings
 * (Gradle) and the plain-JVM one (Maven CI).
 */
class UniffiSession(val inner: FfiGameSession) : GameSession {
    override val game: GameKind = inner.game()

    override fun snapshot(): Snapshot = inner.snapshot()
    override fun legalActions(): List<GameAction> = inner.legalActions()
    override fun playAction(action: GameAction): List<GameEvent> = inner.playAction(action)
    /** Plays a decision given in the game's notation (tests, replays). */
    fun play(notation: String): List<GameEvent> = inner.play(notation)
    override fun undo(): Boolean = inner.undo()
    override fun undoToHuman(): Int = inner.undoToHuman()
    override fun redo(): List<GameEvent> = inner.redo()
    override fun redoToHuman(): List<ReplayedDecision> = inner.redoToHuman()
    override fun beginAi(): AiCall = inner.beginAi()
    /** The AI's move within `budget` (a node cap is reproducible: tests, replays). Blocking. */
    fun aiMove(level: AiLevel?, budget: AiBudget): AiMove = inner.aiMove(level, budget)
    override fun cancelAi(): Int = inner.cancelAi()
    /** True while an AI move or hint runs on some thread. */
    fun isThinking(): Boolean = inner.isThinking()
    override fun turnController(): TurnController = TurnController(inner, null)
    override fun interaction(): BoardInteraction = BoardInteraction.choosing(inner)
    override fun save(): String = inner.save()
    override fun history(): List<String> = inner.history()
    override fun outcome(): GameOutcome = inner.outcome()
    override fun options(): GameOptions = inner.options()
    override fun setSeat(seat: Int, controller: SeatController) = inner.setSeat(seat, controller)
    override fun reviewer(): GameReviewSession = UniffiReviewer(FfiGameReviewer(inner))
    override fun mistakes(seat: Int): games.pyramids.core.MistakeController = games.pyramids.core.MistakeController(inner, seat)
    override fun sounds(events: List<GameEvent>): List<games.pyramids.core.SoundCue> = inner.sounds(events)
    override fun recordIn(stats: games.pyramids.core.PlayerStatistics, catalog: games.pyramids.core.TextCatalog): games.pyramids.core.GameRecorded? =
        stats.record(inner, catalog)
    override fun close() = inner.close()
}

/**
 * A lesson's board (`LessonController.session()`): drawn and hit-tested as a
 * game's, but its interaction model hands a completed selection back for the
 * lesson to judge instead of playing it, and offers no Undo, Redo or Hint.
 */
class LessonBoardSession(private val real: UniffiSession) : GameSession by real {
    override fun interaction(): BoardInteraction = BoardInteraction.lesson(real.inner)
}

/** The app's [GameReviewSession] over the bindings' `GameReviewer`: a plain delegate, like [UniffiSession]. */
class UniffiReviewer(val inner: FfiGameReviewer) : GameReviewSession {
    override fun decisionCount(): Int = inner.decisionCount()
    override fun positionAt(index: Int): Snapshot = inner.positionAt(index)
    override fun run(budget: ReviewBudget): GameReview = inner.run(budget)
    override fun progress(): ReviewProgress = inner.progress()
    override fun cancel() = inner.cancel()
    override fun close() = inner.close()
}

/**
 * Sessions from the Rust core through the UniFFI bindings: what the app plays
 * with. A native library that cannot be loaded becomes
 * [PyramidsException.Internal] (reported on screen) instead of a crash.
 */
object UniffiSessions : SessionFactory {
    override fun newGame(options: GameOptions): GameSession = native { UniffiSession(FfiGameSession(options)) }

    override fun load(save: String): GameSession = native { UniffiSession(FfiGameSession.load(save)) }

    override fun availableGames(): List<GameInfo> = native { ffiAvailableGames() }

    private inline fun <T> native(block: () -> T): T =
        try {
            block()
        } catch (e: LinkageError) {
            throw PyramidsException.Internal("the game engine could not be loaded: ${e.message}")
        }
}
