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
    /** Pyramido only: the seat that starts; null lets the seed choose. */
    val firstPlayer: Int? = null,
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

/** The game-specific part of a snapshot. */
sealed class BoardSnapshot {
    data class Pylos(val board: PylosSnapshot) : BoardSnapshot()
    data class Pyramido(val board: PyramidoSnapshot) : BoardSnapshot()
    data class Pyramida(val board: PyramidaSnapshot) : BoardSnapshot()
}

/** One legal decision; hand it back to [GameSession.playAction]. */
data class GameAction(val notation: String, val seat: Int, val detail: ActionDetail)

sealed class ActionDetail {
    data class Pylos(val action: PylosMove) : ActionDetail()
    data class Pyramido(val action: PyramidoMove) : ActionDetail()
    data class Pyramida(val action: PyramidaMove) : ActionDetail()
}

sealed class GameEvent {
    data class Pylos(val event: PylosEvent) : GameEvent()
    data class Pyramido(val event: PyramidoEvent) : GameEvent()
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

// ---- Pyramido ---------------------------------------------------------
// Only what players at the table see: the quarry, each pile's top and size
// (never the order below the tops), every pyramid.

/** A block colour (and a single tile's face). */
enum class PyramidoColour { BROWN, BLUE, YELLOW, AQUA, RED, GREEN }

/** A quarter of a block, for jewels (north is up, row 1). */
enum class PyramidoCorner { NW, NE, SE, SW }

/**
 * Where a placed domino's east block lies from its west (anchor) block;
 * equally its rotation in quarter turns clockwise (`E` = as printed).
 */
enum class PyramidoDir { E, S, W, N }

/** The decision the player to move faces. */
enum class PyramidoPhase {
    /** Place a quarry domino on the current floor. */
    PLACE,
    /** Put a marker on one of the two blocks just placed. */
    MARK,
    /** Cover a block just placed with a single tile, or skip. */
    TILE,
    /** Refill the empty quarry slot from one of the two piles above it. */
    REFILL,
    /** No domino fits: put a single tile into an empty position (twice). */
    NO_FIT,
    OVER,
}

/** One face of a domino (or a tile face): colour and jewelled quarters. */
data class PyramidoFace(val colour: PyramidoColour, val jewels: List<PyramidoCorner>)

/** A domino as printed: [west] on the left, [east] on the right. */
data class PyramidoDomino(val id: Int, val west: PyramidoFace, val east: PyramidoFace)

/** A built block of a pyramid, as it lies (jewels already rotated). */
data class PyramidoBlock(
    val floor: Int,
    /** Notation of the cell on its floor's grid, e.g. `e5`. */
    val cell: String,
    /** 0-based column and row on the floor's grid (`a1` = 0, 0; north-west). */
    val column: Int,
    val row: Int,
    val colour: PyramidoColour,
    val jewels: List<PyramidoCorner>,
    /** A single tile (covering a domino block, or filling a hole). */
    val tile: Boolean,
    /** The domino this block is (or lies on); null for a tile in a hole. */
    val domino: Int?,
    /** The player's marker of this block's colour sits here. */
    val marker: Boolean,
    /**
     * Where to draw it: the north-west quarter on the common 18×18 quarter
     * grid (a block covers 2×2 quarters; floor f is shifted f-1 quarters
     * south-east, so it sits centred over the four blocks below it).
     */
    val quarterColumn: Int,
    val quarterRow: Int,
)

/** A rectangle of blocks on the floor-1 canvas. */
data class PyramidoRect(val column: Int, val row: Int, val width: Int, val height: Int)

data class PyramidoFloor(
    /** 1..4 */
    val floor: Int,
    /**
     * Grid size: the 9×9 canvas for floor 1, the footprint above (one less
     * each way per floor); 0×0 while floor 1 is not complete.
     */
    val columns: Int,
    val rows: Int,
    /** Blocks the floor needs (20, 12, 6, 2) and has. */
    val cells: Int,
    val filled: Int,
    val complete: Boolean,
    val blocks: List<PyramidoBlock>,
)

data class PyramidoMarker(val colour: PyramidoColour, val floor: Int, val cell: String)

/** A double-sided single tile: its two faces and whether it is unused. */
data class PyramidoTile(val faces: List<PyramidoColour>, val unused: Boolean)

data class PyramidoPlayer(
    val seat: Int,
    /** Floors 1..4. */
    val floors: List<PyramidoFloor>,
    /** Markers on the pyramid this floor. */
    val markers: List<PyramidoMarker>,
    /** Colours whose marker is still in hand this floor. */
    val markersInHand: List<PyramidoColour>,
    val tiles: List<PyramidoTile>,
    /** Points of each floor scored so far. */
    val floorScores: List<Int>,
    val score: Int,
    val eliminated: Boolean,
    /** The floor-1 rectangle (known once floor 1 is complete). */
    val footprint: PyramidoRect?,
    /** Floor 1's blocks' bounding box so far. */
    val floor1Bounds: PyramidoRect?,
)

/** A draw pile: its size and visible top only. */
data class PyramidoPile(val size: Int, val top: PyramidoDomino?)

data class PyramidoRank(
    /** 1-based; fully tied players share a place. */
    val place: Int,
    val seat: Int,
    val score: Int,
    val unusedTiles: Int,
    val bestFloor: Int,
    val eliminated: Boolean,
)

data class PyramidoSnapshot(
    val phase: PyramidoPhase,
    /** The floor being built (4 after the game ends). */
    val floor: Int,
    /** Who started the current floor. */
    val starter: Int,
    val players: List<PyramidoPlayer>,
    /** Quarry slots 0..2 (notation `q1`..`q3`); null when empty. */
    val quarry: List<PyramidoDomino?>,
    /** Piles 0..3 (notation `p1`..`p4`); quarry slot k lies between piles k and k+1. */
    val piles: List<PyramidoPile>,
    /** Standing by the rules (final once the game is over). */
    val ranking: List<PyramidoRank>,
    /** Seats out of the game, in elimination order. */
    val eliminated: List<Int>,
    /** Per-seat totals, the same as `players[i].score`. */
    val scores: List<Int>,
    /**
     * The turn in progress: the quarry slot taken, the domino just placed
     * and its cells (west block first), which of them carry a marker.
     */
    val turnSlot: Int?,
    val turnDomino: PyramidoDomino?,
    val turnCells: List<String>,
    val turnMarked: List<Boolean>,
    /** Holes filled so far in a no-fit turn. */
    val holesFilled: Int,
    /**
     * From the legal actions: cells that may take the marker now, cells
     * that may take a tile now, whether `-` (skip the tile) is legal, the
     * piles that may refill the quarry, the holes that may take a tile.
     */
    val markCells: List<String>,
    val tileCells: List<String>,
    val canSkipTile: Boolean,
    val refillPiles: List<Int>,
    val holeCells: List<String>,
) {
    fun player(seat: Int): PyramidoPlayer = players[seat]
}

/**
 * A Pyramido decision. Slots and piles are 0-based here, 1-based in
 * notation; cells are on the mover's current floor.
 */
sealed class PyramidoMove {
    /** `q2@e5s`: quarry slot, the west block's cell, the east block's direction. */
    data class Place(val slot: Int, val cell: String, val dir: PyramidoDir) : PyramidoMove()
    /** `m@e6` */
    data class Mark(val cell: String) : PyramidoMove()
    /** `t@e5=red:ne`: a single tile's face and jewel corner. */
    data class Tile(val cell: String, val colour: PyramidoColour, val corner: PyramidoCorner) : PyramidoMove()
    /** `-` */
    object SkipTile : PyramidoMove() {
        override fun toString() = "SkipTile"
    }
    /** `p3` */
    data class Refill(val pile: Int) : PyramidoMove()
    /** `h@b2=aqua:sw` (no-fit turn). */
    data class FillHole(val cell: String, val colour: PyramidoColour, val corner: PyramidoCorner) : PyramidoMove()
}

/** A block as placed. */
data class PyramidoPlacedBlock(val cell: String, val colour: PyramidoColour, val jewels: List<PyramidoCorner>)

/** One marker's area in a floor scoring. */
data class PyramidoArea(
    val colour: PyramidoColour,
    val floor: Int,
    val cell: String,
    val quarters: Int,
    /** Visible jewels in the area: the marker's points. */
    val jewels: Int,
)

data class PyramidoFloorScore(
    val seat: Int,
    val floor: Int,
    val areas: List<PyramidoArea>,
    /** The Mino bonus (the lowest marked area's points once more). */
    val bonus: Int,
    val bonusColour: PyramidoColour?,
    val points: Int,
)

sealed class PyramidoEvent {
    data class TurnStarted(val seat: Int, val floor: Int) : PyramidoEvent()
    data class DominoTaken(val seat: Int, val slot: Int, val domino: Int) : PyramidoEvent()
    data class DominoPlaced(val seat: Int, val floor: Int, val domino: Int, val dir: PyramidoDir, val blocks: List<PyramidoPlacedBlock>) : PyramidoEvent()
    data class MarkerPlaced(val seat: Int, val floor: Int, val cell: String, val colour: PyramidoColour, val onTile: Boolean) : PyramidoEvent()
    data class TilePlaced(val seat: Int, val floor: Int, val cell: String, val colour: PyramidoColour, val corner: PyramidoCorner) : PyramidoEvent()
    data class TileSkipped(val seat: Int) : PyramidoEvent()
    /** The top of [pile] moved into quarry [slot]; [newTop] is the pile's newly visible top. */
    data class QuarryRefilled(val slot: Int, val pile: Int, val domino: Int, val pileSize: Int, val newTop: Int?) : PyramidoEvent()
    /** An empty pile received the bottom [count] dominoes of pile [from]. */
    data class PileRefilled(val from: Int, val to: Int, val count: Int, val newTop: Int?) : PyramidoEvent()
    data class NoFit(val seat: Int, val floor: Int, val holes: List<String>) : PyramidoEvent()
    data class HoleFilled(val seat: Int, val floor: Int, val cell: String, val colour: PyramidoColour, val corner: PyramidoCorner) : PyramidoEvent()
    data class PlayerEliminated(val seat: Int, val floor: Int, val tilesLeft: Int) : PyramidoEvent()
    data class FloorScored(val floor: Int, val scores: List<PyramidoFloorScore>) : PyramidoEvent()
    data class MarkersReturned(val floor: Int) : PyramidoEvent()
    data class FloorStarted(val floor: Int, val starter: Int) : PyramidoEvent()
    data class Finished(val ranking: List<PyramidoRank>) : PyramidoEvent()
    data class GameOver(val outcome: GameOutcome) : PyramidoEvent()
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
