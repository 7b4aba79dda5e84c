package games.pyramids.tests

import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameSession
import games.pyramids.core.PylosEvent
import games.pyramids.core.PylosMove
import games.pyramids.core.PylosSnapshot
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import java.io.File

/** Shared helpers for the suites. */
object Support {
    val bindingsDir: File = File(System.getProperty("pyramids.bindings.dir") ?: "../../build/bindings")
    val scenariosDir: File = File(System.getProperty("pyramids.scenarios.dir") ?: "../../tests/scenarios")

    fun pylos(
        variant: String? = null,
        seats: List<SeatController> = listOf(),
        seed: Long = 1L,
        maxPlies: Int? = null,
        firstPlayer: Int? = null,
    ): GameSession = GameSession(GameOptions(GameKind.PYLOS, variant, seats, seed, maxPlies, firstPlayer))

    fun pyramida(
        variant: String? = null,
        seats: List<SeatController> = listOf(),
        seed: Long = 1L,
        maxPlies: Int? = null,
        firstPlayer: Int? = null,
    ): GameSession = GameSession(GameOptions(GameKind.PYRAMIDA, variant, seats, seed, maxPlies, firstPlayer))

    fun pyramido(
        variant: String? = null,
        seats: List<SeatController> = listOf(),
        seed: Long = 1L,
        maxPlies: Int? = null,
        firstPlayer: Int? = null,
    ): GameSession = GameSession(GameOptions(GameKind.PYRAMIDO, variant, seats, seed, maxPlies, firstPlayer))

    fun ai(level: AiLevel): SeatController = SeatController.Ai(level)

    val HUMAN: SeatController = SeatController.Human

    /**
     * Checks that a snapshot says exactly what the legal actions say, and the
     * game's invariants (Pylos: ball conservation, nothing floats; Pyramida:
     * three stones per player; Pyramido: 90 dominoes, markers on jewels).
     * Returns the snapshot.
     */
    fun checkConsistent(s: GameSession): Snapshot {
        val snap = s.snapshot()
        val legal = s.legalActions()
        assertEquals(snap.legalActionCount.toInt(), legal.size, "legal_action_count")
        assertEquals(snap.outcome.isOver(), legal.isEmpty(), "no actions exactly when the game is over")
        for (a in legal) assertEquals(snap.toMove, a.seat, "every action is the mover's: ${a.notation}")
        when (val b = snap.board) {
            is BoardSnapshot.Pylos -> checkPylos(b.board, legal)
            is BoardSnapshot.Pyramida -> checkPyramida(b.board, legal)
            is BoardSnapshot.Pyramido -> checkPyramido(b.board, legal)
        }
        return snap
    }

    private fun checkPyramida(p: PyramidaSnapshot, legal: List<GameAction>) {
        assertEquals(21, p.fields.size)
        for (seat in 0..1) {
            val colour = if (seat == 0) PyramidaStone.WHITE else PyramidaStone.BLACK
            val on = p.fields.count { it.stone == colour } + if (p.retreating == colour) 1 else 0
            assertEquals(on.toInt(), p.onBoard[seat], "stones on board, seat $seat")
            assertEquals(3, p.onBoard[seat] + p.offBoard[seat], "three stones per player, seat $seat")
        }
        val moves = legal.map { it.pyramidaMove }
        assertEquals(moves.filterIsInstance<PyramidaMove.Step>().groupBy({ it.from }, { it.to }).mapValues { it.value.toSet() },
            p.fields.filter { it.moveTargets.isNotEmpty() }.associate { it.name to it.moveTargets.toSet() }, "move_targets")
        assertEquals(moves.filterIsInstance<PyramidaMove.Retreat>().map { it.to }.toSet(),
            p.fields.filter { it.canRetreatHere }.map { it.name }.toSet(), "can_retreat_here")
        assertEquals(moves.contains(PyramidaMove.Pass), p.canPass, "can_pass")
        for (f in p.fields) if (f.blockedBy.isNotEmpty()) assertTrue(f.stone != null && f.edge != null, "${f.name} blocked without a stone on an edge")
        p.protected?.let { name -> assertTrue(p.fields.first { it.name == name }.stone != null, "protected $name is empty") }
    }

    private fun checkPyramido(p: PyramidoSnapshot, legal: List<GameAction>) {
        val placed = p.players.sumOf { pl -> pl.floors.flatMap { f -> f.blocks.mapNotNull { it.domino } }.toSet().size }
        assertEquals(90, p.quarry.count { it != null } + p.piles.sumOf { it.size.toInt() } + placed, "90 dominoes")
        assertEquals(4, p.piles.size)
        for (pl in p.players) {
            assertEquals(4, pl.floors.size)
            for (m in pl.markers) {
                val block = pl.floors[m.floor.toInt() - 1].blocks.first { it.cell == m.cell }
                assertEquals(m.colour, block.colour, "marker colour")
                assertTrue(block.jewels.isNotEmpty() && block.marker, "marker on a jewel")
            }
            for (f in pl.floors) assertEquals(f.filled.toInt(), f.blocks.size, "filled")
        }
        val moves = legal.map { it.pyramidoMove }
        assertEquals(moves.filterIsInstance<PyramidoMove.Mark>().map { it.cell }.toSet(), p.markCells.toSet(), "mark_cells")
        assertEquals(moves.contains(PyramidoMove.SkipTile), p.canSkipTile, "can_skip_tile")
        assertEquals(moves.filterIsInstance<PyramidoMove.Refill>().map { it.pile }.toSet(), p.refillPiles.toSet(), "refill_piles")
        assertEquals(p.scores, p.players.map { it.score }, "scores")
    }

    private fun checkPylos(p: PylosSnapshot, legal: List<GameAction>) {
        assertEquals(30, p.positions.size)
        val onBoard = p.positions.count { it.ball != null }
        assertEquals(onBoard.toInt(), p.ballsOnBoard)
        assertEquals(30, p.reserves.sum() + p.ballsOnBoard, "ball conservation")
        val byName = p.positions.associateBy { it.name }
        for (pos in p.positions) {
            if (pos.ball != null && pos.level > 1) {
                for (dc in 0..1) for (dr in 0..1) {
                    val below = "${pos.level.toInt() - 1}${'a' + pos.column.toInt() + dc}${pos.row.toInt() + dr + 1}"
                    assertTrue(byName.getValue(below).ball != null, "${pos.name} floats over empty $below")
                }
            }
        }
        val moves = legal.map { it.pylosMove }
        assertEquals(moves.filterIsInstance<PylosMove.Place>().map { it.to }.toSet(),
            p.positions.filter { it.canPlace }.map { it.name }.toSet(), "can_place")
        assertEquals(moves.filterIsInstance<PylosMove.Raise>().groupBy({ it.from }, { it.to }).mapValues { it.value.toSet() },
            p.positions.filter { it.raiseTargets.isNotEmpty() }.associate { it.name to it.raiseTargets.toSet() }, "raise_targets")
        assertEquals(moves.filterIsInstance<PylosMove.Reclaim>().map { it.from }.toSet(),
            p.positions.filter { it.canReclaim }.map { it.name }.toSet(), "can_reclaim")
        assertEquals(moves.contains(PylosMove.Stop), p.canStop, "can_stop")
    }
}

fun GameOutcome.isOver(): Boolean = this !is GameOutcome.Ongoing

val Snapshot.pylos: PylosSnapshot
    get() = (board as? BoardSnapshot.Pylos ?: error("not a Pylos board: $board")).board

val Snapshot.pyramida: PyramidaSnapshot
    get() = (board as? BoardSnapshot.Pyramida ?: error("not a Pyramida board: $board")).board

val Snapshot.pyramido: PyramidoSnapshot
    get() = (board as? BoardSnapshot.Pyramido ?: error("not a Pyramido board: $board")).board

val GameAction.pylosMove: PylosMove
    get() = (detail as? ActionDetail.Pylos ?: error("not a Pylos action: $detail")).action

val GameAction.pyramidaMove: PyramidaMove
    get() = (detail as? ActionDetail.Pyramida ?: error("not a Pyramida action: $detail")).action

val GameAction.pyramidoMove: PyramidoMove
    get() = (detail as? ActionDetail.Pyramido ?: error("not a Pyramido action: $detail")).action

private fun snake(name: String): String = name.replace(Regex("([a-z0-9])([A-Z])"), "$1_$2").lowercase()

/** The snake_case name the core gives an event (`placed`, `pattern_completed` …). */
val GameEvent.name: String
    get() = when (this) {
        is GameEvent.Pylos -> when (event) {
            is PylosEvent.Placed -> "placed"
            is PylosEvent.Raised -> "raised"
            is PylosEvent.PatternCompleted -> "pattern_completed"
            is PylosEvent.Reclaimed -> "reclaimed"
            is PylosEvent.ReclaimDeclined -> "reclaim_declined"
            is PylosEvent.TurnPassed -> "turn_passed"
            is PylosEvent.GameOver -> "game_over"
        }
        is GameEvent.Pyramida -> snake(event::class.simpleName ?: "?")
        is GameEvent.Pyramido -> snake(event::class.simpleName ?: "?")
    }
