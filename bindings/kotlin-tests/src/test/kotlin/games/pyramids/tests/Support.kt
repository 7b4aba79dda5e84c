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
        seed: ULong = 1uL,
        maxPlies: UInt? = null,
    ): GameSession = GameSession(GameOptions(GameKind.PYLOS, variant, seats, seed, maxPlies))

    fun ai(level: AiLevel): SeatController = SeatController.Ai(level)

    val HUMAN: SeatController = SeatController.Human

    /**
     * Checks that a snapshot says exactly what the legal actions say, and the
     * Pylos invariants (ball conservation, nothing floats). Returns the snapshot.
     */
    fun checkConsistent(s: GameSession): Snapshot {
        val snap = s.snapshot()
        val legal = s.legalActions()
        assertEquals(snap.legalActionCount.toInt(), legal.size, "legal_action_count")
        assertEquals(snap.outcome.isOver(), legal.isEmpty(), "no actions exactly when the game is over")
        for (a in legal) assertEquals(snap.toMove, a.seat, "every action is the mover's: ${a.notation}")
        val p = snap.pylos
        assertEquals(30, p.positions.size)
        val onBoard = p.positions.count { it.ball != null }
        assertEquals(onBoard.toUInt(), p.ballsOnBoard)
        assertEquals(30u, p.reserves.sum() + p.ballsOnBoard, "ball conservation")
        val byName = p.positions.associateBy { it.name }
        for (pos in p.positions) {
            if (pos.ball != null && pos.level > 1u) {
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
        return snap
    }
}

fun GameOutcome.isOver(): Boolean = this !is GameOutcome.Ongoing

val Snapshot.pylos: PylosSnapshot
    get() = when (val b = board) {
        is BoardSnapshot.Pylos -> b.board
    }

val GameAction.pylosMove: PylosMove
    get() = when (val d = detail) {
        is ActionDetail.Pylos -> d.action
    }

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
    }
