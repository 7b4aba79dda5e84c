package games.pyramids.app.session

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The adapter over the generated bindings: records copied faithfully, every error case mapped. */
class UniffiSessionTest {
    private val humans = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), seed = 3)

    private fun pylos(s: GameSession) = (s.snapshot().board as BoardSnapshot.Pylos).board

    @Test fun `the factory lists Pylos as the core describes it`() {
        val pylos = UniffiSessions.availableGames().first { it.game == GameKind.PYLOS }
        assertEquals(listOf("standard", "kids", "expert"), pylos.variants)
        assertEquals(2, pylos.minSeats); assertEquals(2, pylos.maxSeats)
        assertTrue(AiLevel.EXPERT in pylos.aiLevels)
    }

    @Test fun `a new game's snapshot, actions and events come through field by field`() {
        UniffiSessions.newGame(humans).use { s ->
            assertEquals(GameKind.PYLOS, s.game)
            val snap = s.snapshot()
            assertEquals("standard", snap.variant)
            assertEquals(0, snap.toMove); assertEquals(0, snap.ply)
            assertEquals(GameOutcome.Ongoing, snap.outcome)
            assertFalse(snap.canUndo)
            val board = pylos(s)
            assertEquals(PylosPhase.MOVE, board.phase)
            assertEquals(listOf(15, 15), board.reserves)
            assertEquals(30, board.positions.size)
            assertEquals(PylosPosition("1a1", 1, 0, 0, null, true, true, false, emptyList(), false), board.positions.first())
            assertEquals("4a1", board.positions.last().name)
            assertEquals(16, s.legalActions().size)
            assertEquals(16, snap.legalActionCount)
            val place = s.legalActions().first { (it.detail as ActionDetail.Pylos).action == PylosMove.Place("1b2") }
            assertEquals("1b2", place.notation)
            val events = s.playAction(place)
            assertEquals(GameEvent.Pylos(PylosEvent.Placed(0, "1b2")), events.first())
            assertTrue(events.contains(GameEvent.Pylos(PylosEvent.TurnPassed(1))), events.toString())
            assertEquals(PylosColor.LIGHT, pylos(s).at("1b2")!!.ball)
            assertEquals(listOf(14, 15), pylos(s).reserves)
            assertEquals(listOf("1b2"), s.history())
            assertTrue(s.undo()); assertEquals(emptyList<String>(), s.history())
            assertEquals(events, s.redo())
        }
    }

    @Test fun `raises, squares, reclaims and stop are typed records`() {
        UniffiSessions.newGame(humans).use { s ->
            val u = s as UniffiSession
            listOf("1a1", "1d4", "1b1", "1d3", "1a2", "1c4", "1b2").forEach { u.play(it) }
            val board = pylos(s)
            assertEquals(PylosPhase.FIRST_RECLAIM, board.phase)
            assertEquals(setOf("1a1", "1b1", "1a2", "1b2"), board.positions.filter { it.canReclaim }.map { it.name }.toSet())
            val events = u.play("x1b2")
            assertEquals(GameEvent.Pylos(PylosEvent.Reclaimed(0, "1b2")), events.first())
            assertTrue(pylos(s).canStop)
            val stop = s.legalActions().first { (it.detail as ActionDetail.Pylos).action == PylosMove.Stop }
            assertEquals(GameEvent.Pylos(PylosEvent.ReclaimDeclined(0)), s.playAction(stop).first())
        }
    }

    @Test fun `every error of the bindings arrives as the app's case of the same name`() {
        UniffiSessions.newGame(humans.copy(seats = listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)))).use { s ->
            val u = s as UniffiSession
            val e = assertThrows(PyramidsException.IllegalAction::class.java) { u.play("9z9") }
            assertEquals("9z9", e.action)
            assertThrows(PyramidsException.NotYourTurn::class.java) { s.aiMove(null, 100) }
            u.play("1a1")
            val nyt = assertThrows(PyramidsException.NotYourTurn::class.java) { u.play("1b1") }
            assertEquals(1, nyt.seat)
            u.aiMoveNodes(null, 500)
            assertEquals(2, s.history().size)
        }
        assertThrows(PyramidsException.BadOptions::class.java) { UniffiSessions.newGame(humans.copy(variant = "nope")) }
        assertThrows(PyramidsException.BadSave::class.java) { UniffiSessions.load("{}") }
        assertThrows(PyramidsException.BadSave::class.java) { UniffiSessions.load("") }
        UniffiSessions.newGame(humans.copy(variant = "kids", maxPlies = 2)).use { s ->
            val u = s as UniffiSession
            u.play("1a1"); u.play("1b1")
            assertEquals(GameOutcome.Draw(DrawReason.PLY_LIMIT), s.outcome())
            assertThrows(PyramidsException.GameOver::class.java) { u.play("1c1") }
        }
    }

    @Test fun `save and load keep options, history and the redo list`() {
        val opts = humans.copy(variant = "expert", seats = listOf(SeatController.Ai(AiLevel.HARD), SeatController.Human), seed = 11)
        UniffiSessions.newGame(opts).use { s ->
            val u = s as UniffiSession
            u.aiMoveNodes(null, 500); s.playAction(s.legalActions().first()); u.aiMoveNodes(null, 500)
            s.undoToHuman()
            UniffiSessions.load(s.save()).use { t ->
                assertEquals(s.history(), t.history())
                assertEquals(s.snapshot(), t.snapshot())
                assertEquals(opts, t.options())
                assertTrue(t.snapshot().canRedo)
            }
        }
    }
}
