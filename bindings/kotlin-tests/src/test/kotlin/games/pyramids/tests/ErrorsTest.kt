package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.CancelReason
import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.Language
import games.pyramids.core.OptionsProblem
import games.pyramids.core.GameOptions
import games.pyramids.core.GameSession
import games.pyramids.core.PylosProblem
import games.pyramids.core.PyramidsException
import games.pyramids.core.RuleProblem
import games.pyramids.core.SeatController
import games.pyramids.core.TextCatalog
import games.pyramids.core.diagnosticPanic
import games.pyramids.core.gameInfo
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Each error variant arrives as its own Kotlin exception, with its typed data and a message for logs. */
class ErrorsTest {
    private fun assertUseful(e: PyramidsException, vararg needles: String) {
        val message = e.message ?: ""
        for (n in needles) assertTrue(message.contains(n), "message \"$message\" should mention \"$n\"")
    }

    @Test
    fun `IllegalAction names the action and the rule, and changes nothing`() {
        Support.pylos().use { s ->
            s.play("1a1")
            val before = s.snapshot()
            val e = assertThrows<PyramidsException.IllegalAction> { s.play("1a1") }
            assertEquals("1a1", e.action)
            assertEquals(ActionProblem.Rule(RuleProblem.Pylos(PylosProblem.Occupied("1a1"))), e.problem)
            assertEquals(before, s.snapshot())
            val garbage = assertThrows<PyramidsException.IllegalAction> { s.play("castle kingside") }
            assertTrue(garbage.problem is ActionProblem.Unreadable, "${garbage.problem}")
            val covered = assertThrows<PyramidsException.IllegalAction> { s.play("2a1") }
            assertEquals(ActionProblem.Rule(RuleProblem.Pylos(PylosProblem.NotSupported("2a1"))), covered.problem)
            assertEquals(before, s.snapshot())
        }
    }

    @Test
    fun `NotYourTurn both ways`() {
        Support.pylos(seats = listOf(Support.HUMAN, Support.ai(AiLevel.EASY))).use { s ->
            val ai = assertThrows<PyramidsException.NotYourTurn> { s.aiMove(null, AiBudget.Time(10uL)) }
            assertEquals(0, ai.seat)
            assertEquals(SeatController.Human, ai.controller)
            s.play("1a1")
            val human = assertThrows<PyramidsException.NotYourTurn> { s.play("1b1") }
            assertEquals(1, human.seat)
            assertEquals(GameKind.PYLOS, human.game)
            assertEquals(SeatController.Ai(AiLevel.EASY), human.controller)
            val typed = s.legalActions().first()
            assertThrows<PyramidsException.NotYourTurn> { s.playAction(typed) }
        }
    }

    @Test
    fun `GameOver after the end, for actions, AI moves and hints`() {
        Support.pylos(maxPlies = 1).use { s ->
            s.play("1a1")
            val over = assertThrows<PyramidsException.GameOver> { s.play("1b1") }
            assertTrue(over.outcome is GameOutcome.Draw, "${over.outcome}")
            assertThrows<PyramidsException.GameOver> { s.hint(10L) }
            s.setSeat(1, Support.ai(AiLevel.EASY))
            assertThrows<PyramidsException.GameOver> { s.aiMove(null, AiBudget.Time(10uL)) }
            assertTrue(s.legalActions().isEmpty())
        }
    }

    @Test
    fun `BadSave gives the reason`() {
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load("") }, "JSON", "line 1")
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load("{}") }, "not a Pyramids save")
        val good = Support.pylos().use { it.play("1a1"); it.save() }
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load(good.replace("\"version\": 1", "\"version\": 42")) }, "version 42")
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load(good.replace("\"1a1\"", "\"9z9\"")) }, "history", "9z9")
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load(good.replace("\"standard\"", "\"giant\"")) }, "options")
        // A Pylos option key in a Pyramida save is refused as unknown; without it, the history is what fails.
        val asPyramida = good.replace("\"pylos\"", "\"pyramida\"")
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load(asPyramida) }, "options", "variant")
        assertUseful(assertThrows<PyramidsException.BadSave> { GameSession.load(asPyramida.replace("\"variant\": \"standard\"", "")) }, "1a1", "cannot be played")
    }

    @Test
    fun `BadOptions for seats, variants, levels and games this build lacks`() {
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pylos(seats = List(3) { Support.HUMAN }) }, "2 seats", "not 3")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pylos(seats = listOf(Support.HUMAN)) }, "not 1")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pylos(variant = "giant") }, "giant")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pylos(seats = listOf(Support.HUMAN, Support.ai(AiLevel.PERFECT))) }, "perfect")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramido(seats = List(5) { Support.HUMAN }) }, "2 to 4", "not 5")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramido(seats = listOf(Support.HUMAN)) }, "not 1")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramido(firstPlayer = 2) }, "first player 2")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramido(seats = listOf(Support.HUMAN, Support.ai(AiLevel.PERFECT))) }, "perfect")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramido(variant = "giant") }, "giant")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramida(seats = listOf(Support.HUMAN, Support.ai(AiLevel.EXPERT))) }, "expert")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramida(variant = "mirror") }, "mirror")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pyramida(firstPlayer = 1) }, "first-player")
        assertUseful(assertThrows<PyramidsException.BadOptions> { Support.pylos(firstPlayer = 1) }, "first-player")
        assertEquals(OptionsProblem.Players(GameKind.PYRAMIDO, 5, 2, 4),
            assertThrows<PyramidsException.BadOptions> { Support.pyramido(seats = List(5) { Support.HUMAN }) }.problem)
        assertEquals(OptionsProblem.FirstPlayer(2, 1),
            assertThrows<PyramidsException.BadOptions> { Support.pyramido(firstPlayer = 2) }.problem)
        Support.pylos(seats = listOf(Support.ai(AiLevel.EASY), Support.HUMAN)).use { s ->
            assertEquals(OptionsProblem.Level(GameKind.PYLOS, null, AiLevel.PERFECT),
                assertThrows<PyramidsException.BadOptions> { s.aiMove(AiLevel.PERFECT, AiBudget.Time(10uL)) }.problem)
            assertEquals(OptionsProblem.NoSuchSeat(2, 2),
                assertThrows<PyramidsException.BadOptions> { s.setSeat(2, Support.HUMAN) }.problem)
        }
    }

    @Test
    fun `Cancelled when cancel_ai stops the AI`() {
        Support.pylos(seats = listOf(Support.ai(AiLevel.EXPERT), Support.HUMAN)).use { s ->
            val t = Thread { while (!s.isThinking()) Thread.sleep(1); s.cancelAi() }
            t.start()
            assertEquals(CancelReason.BY_CALLER, assertThrows<PyramidsException.Cancelled> { s.aiMove(null, AiBudget.Time(20_000uL)) }.reason)
            t.join()
            assertEquals(0, s.snapshot().ply)
        }
    }

    @Test
    fun `Internal for a bug, and the session survives it unchanged`() {
        Support.pylos().use { s ->
            s.play("1a1")
            s.play("1b1")
            val before = s.snapshot()
            val e = assertThrows<PyramidsException.Internal> { diagnosticPanic(s) }
            assertUseful(e, "diagnostic panic")
            // The panic happened while the session's lock was held, half-way
            // through a change: nothing changed and the lock still works.
            assertEquals(before, s.snapshot())
            s.play("1c1")
            assertEquals(listOf("1a1", "1b1", "1c1"), s.history())
        }
    }

    @Test
    fun `an error from the library is worded by the catalog, in the player's language`() {
        Support.pylos(seats = listOf(Support.HUMAN, Support.ai(AiLevel.HARD))).use { s ->
            s.play("1a1")
            val e = assertThrows<PyramidsException.NotYourTurn> { s.play("1b1") }
            assertEquals("Wait: the computer plays Dark (Hard)", TextCatalog(Language.ENGLISH).errorMessage(e))
            assertEquals("Počkejte: na tahu je Tmavý (počítač, Těžký)", TextCatalog(Language.CZECH).errorMessage(e))
            val seat = assertThrows<PyramidsException.BadOptions> { s.setSeat(2, Support.HUMAN) }
            assertEquals("Não existe o jogador 3: os jogadores são de 1 a 2", TextCatalog(Language.PORTUGUESE).errorMessage(seat))
            // A number no game seats is refused where it crosses, worded the same way.
            val far = assertThrows<PyramidsException.BadOptions> { s.setSeat(5, Support.HUMAN) }
            assertEquals("Não existe o jogador 6: os jogadores são de 1 a 4", TextCatalog(Language.PORTUGUESE).errorMessage(far))
            assertFalse(TextCatalog(Language.SLOVENIAN).errorMessage(seat).contains(seat.detail), "the log detail stays out")
        }
    }

    @Test
    fun `every error is a PyramidsException and a plain Exception`() {
        Support.pylos().use { s ->
            val e: Exception = assertThrows<PyramidsException> { s.play("") }
            assertFalse(e.message.isNullOrBlank())
        }
    }
}
