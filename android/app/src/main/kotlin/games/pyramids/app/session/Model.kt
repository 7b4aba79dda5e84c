package games.pyramids.app.session

/*
 * The app's view of the core, mirroring the records that the UniFFI bindings
 * export from `bindings/src/` (crate pyramids-ffi, Kotlin package
 * games.pyramids.core) one to one: same names, same fields, same order.
 * Differences: integers are Int/Long instead of UInt/ULong, and enum constants
 * are the same upper-case names UniFFI generates. The UI depends only on
 * these, so the phase-2 adapter (UniffiSession) is a field-by-field copy and
 * the JVM tests can drive the UI with fakes.
 */

enum class GameKind(val id: String) {
    PYLOS("pylos"), PYRAMIDO("pyramido"), PYRAMIDA("pyramida");

    companion object {
        fun fromId(id: String): GameKind? = entries.firstOrNull { it.id == id }
    }
}

enum class AiLevel { RANDOM, EASY, MEDIUM, HARD, EXPERT, PERFECT }

sealed class SeatController {
    object Human : SeatController() {
        override fun toString() = "Human"
    }
    data class Ai(val level: AiLevel) : SeatController()

    val isHuman: Boolean get() = this is Human
}

data class GameOptions(
    val game: GameKind,
    /** A variant from [GameInfo.variants]; null for the default. */
    val variant: String? = null,
    /** One controller per player in turn order; seat 0 moves first. */
    val seats: List<SeatController> = emptyList(),
    val seed: Long = 0,
    val maxPlies: Int? = null,
)

data class GameInfo(
    val game: GameKind,
    val name: String,
    val variants: List<String>,
    val defaultVariant: String,
    val minSeats: Int,
    val maxSeats: Int,
    /** Levels accepted in seats, weakest first. */
    val aiLevels: List<AiLevel>,
)

enum class DrawReason { REPETITION, PLY_LIMIT }

sealed class GameOutcome {
    object Ongoing : GameOutcome() {
        override fun toString() = "Ongoing"
    }
    data class Win(val winner: Int) : GameOutcome()
    data class SharedWin(val winners: List<Int>) : GameOutcome()
    data class Draw(val reason: DrawReason) : GameOutcome()

    val isOver: Boolean get() = this !is Ongoing
}

/** Everything needed to draw a game now. */
data class Snapshot(
    val game: GameKind,
    val variant: String,
    val seats: List<SeatController>,
    val toMove: Int,
    val toMoveController: SeatController,
    /** The core's short label for the decision (not shown: the app words it itself). */
    val decision: String,
    val ply: Int,
    val outcome: GameOutcome,
    val canUndo: Boolean,
    val canRedo: Boolean,
    val legalActionCount: Int,
    val board: BoardSnapshot,
)

/** The game-specific part of a snapshot (Pyramido joins later). */
sealed class BoardSnapshot {
    data class Pylos(val board: PylosSnapshot) : BoardSnapshot()
    data class Pyramida(val board: PyramidaSnapshot) : BoardSnapshot()
}

/** One legal decision; hand it back to [GameSession.playAction]. */
data class GameAction(val notation: String, val seat: Int, val detail: ActionDetail)

sealed class ActionDetail {
    data class Pylos(val action: PylosMove) : ActionDetail()
    data class Pyramida(val action: PyramidaMove) : ActionDetail()
}

sealed class GameEvent {
    data class Pylos(val event: PylosEvent) : GameEvent()
    data class Pyramida(val event: PyramidaEvent) : GameEvent()
}

data class AiMove(val action: GameAction, val events: List<GameEvent>, val score: Int, val depth: Int, val nodes: Long)

data class Hint(val action: GameAction, val score: Int, val depth: Int)

// ---- Pylos -------------------------------------------------------------

enum class PylosColor { LIGHT, DARK }

enum class PylosPhase { MOVE, FIRST_RECLAIM, SECOND_RECLAIM }

data class PylosPosition(
    /** Notation, e.g. `2b1`. */
    val name: String,
    /** 1..4 */
    val level: Int,
    val column: Int,
    val row: Int,
    val ball: PylosColor?,
    val available: Boolean,
    val canPlace: Boolean,
    val free: Boolean,
    val raiseTargets: List<String>,
    val canReclaim: Boolean,
)

data class PylosSnapshot(
    val phase: PylosPhase,
    /** `[light, dark]` */
    val reserves: List<Int>,
    /** All 30 positions, level by level, row by row (`1a1`, `1b1` … `4a1`). */
    val positions: List<PylosPosition>,
    val ballsOnBoard: Int,
    val canStop: Boolean,
) {
    fun at(name: String): PylosPosition? = positions.firstOrNull { it.name == name }
}

sealed class PylosMove {
    data class Place(val to: String) : PylosMove()
    data class Raise(val from: String, val to: String) : PylosMove()
    data class Reclaim(val from: String) : PylosMove()
    object Stop : PylosMove() {
        override fun toString() = "Stop"
    }
}

sealed class PylosEvent {
    data class Placed(val seat: Int, val to: String) : PylosEvent()
    data class Raised(val seat: Int, val from: String, val to: String) : PylosEvent()
    data class PatternCompleted(val seat: Int, val positions: List<String>) : PylosEvent()
    data class Reclaimed(val seat: Int, val from: String) : PylosEvent()
    data class ReclaimDeclined(val seat: Int) : PylosEvent()
    data class TurnPassed(val to: Int) : PylosEvent()
    data class GameOver(val outcome: GameOutcome) : PylosEvent()
}

// ---- Pyramida ----------------------------------------------------------

enum class PyramidaStone { WHITE, BLACK }

enum class PyramidaDecision { MOVE, RETREAT, PASS, GAME_OVER }

data class PyramidaField(
    /** Notation, e.g. `e1`. */
    val name: String,
    /** 0-based file on the 11×6 chequer (`a` = 0 … `k` = 10). */
    val column: Int,
    /** 0-based row (the base is 0, the top `f6` is 5). */
    val row: Int,
    val stone: PyramidaStone?,
    /** The enemy stones blocking the stone here; empty when it is free. */
    val blockedBy: List<String>,
    val protected: Boolean,
    /** 0 = left edge, 1 = right edge, null otherwise. */
    val edge: Int?,
    /** Where the stone here may move now. */
    val moveTargets: List<String>,
    val canRetreatHere: Boolean,
)

data class PyramidaSnapshot(
    val decision: PyramidaDecision,
    val swapped: Boolean,
    /** All 21 fields, row by row from the base. */
    val fields: List<PyramidaField>,
    /** `[white, black]` */
    val onBoard: List<Int>,
    /** `[white, black]`: stones taken off the top (3 wins). */
    val offBoard: List<Int>,
    val opened: List<Boolean>,
    val protected: String?,
    val retreatFrom: String?,
    val retreating: PyramidaStone?,
    val retreatOptions: List<String>,
    val canPass: Boolean,
) {
    fun at(name: String): PyramidaField? = fields.firstOrNull { it.name == name }
}

sealed class PyramidaMove {
    data class Step(val from: String, val to: String) : PyramidaMove()
    data class Retreat(val to: String) : PyramidaMove()
    object Pass : PyramidaMove() {
        override fun toString() = "Pass"
    }
}

sealed class PyramidaEvent {
    data class Moved(val seat: Int, val from: String, val to: String) : PyramidaEvent()
    data class LeftBoard(val seat: Int, val off: Int) : PyramidaEvent()
    data class Displaced(val seat: Int, val at: String, val by: Int) : PyramidaEvent()
    data class RetreatChoice(val seat: Int, val from: String, val options: List<String>) : PyramidaEvent()
    data class Retreated(val seat: Int, val from: String, val to: String, val automatic: Boolean) : PyramidaEvent()
    data class Blocked(val seat: Int, val at: String, val by: String) : PyramidaEvent()
    data class Unblocked(val seat: Int, val at: String) : PyramidaEvent()
    data class Protected(val seat: Int, val at: String) : PyramidaEvent()
    data class ProtectionEnded(val seat: Int, val at: String) : PyramidaEvent()
    data class Passed(val seat: Int) : PyramidaEvent()
    data class TurnPassed(val to: Int) : PyramidaEvent()
    data class GameOver(val outcome: GameOutcome) : PyramidaEvent()
}
