package games.pyramids.app.game

import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class NewGameModelTest {
    @Test fun `levels per game, Pyramida also offers perfect play`() {
        val easyToExpert = listOf(AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.EXPERT)
        assertEquals(easyToExpert, NewGameModel(GameKind.PYLOS).levels)
        assertEquals(easyToExpert, NewGameModel(GameKind.PYRAMIDO).levels)
        // The library's own offer: Pyramida has perfect play and no expert (the old fallback table listed both).
        assertEquals(listOf(AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.PERFECT), NewGameModel(GameKind.PYRAMIDA).levels)
        assertThrows(IllegalArgumentException::class.java) { NewGameModel(GameKind.PYLOS).setController(1, SeatController.Ai(AiLevel.PERFECT)) }
    }

    @Test fun `Pylos, two seats, variants in the shared order (standard kids expert), human against the computer by default`() {
        val m = NewGameModel(GameKind.PYLOS)
        assertFalse(m.hasSeatCount)
        // One order on both apps: the game's own (GameInfo.variants), default first.
        assertEquals(listOf("standard", "kids", "expert"), m.variantChoices)
        assertEquals(games.pyramids.app.session.UniffiSessions.availableGames().first { it.game == GameKind.PYLOS }.variants, m.variantChoices)
        assertEquals(listOf("standard", "swapped"), NewGameModel(GameKind.PYRAMIDA).variantChoices)
        assertFalse(NewGameModel(GameKind.PYRAMIDO).hasVariants)
        assertEquals("standard", m.variant)
        assertEquals(listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), m.seats())
        m.setVariant("kids")
        val o = m.options(7) { 0 }
        assertEquals(GameKind.PYLOS, o.game); assertEquals("kids", o.variant); assertEquals(7L, o.seed)
        assertThrows(IllegalArgumentException::class.java) { m.setVariant("chess") }
        assertThrows(IllegalArgumentException::class.java) { m.setSeatCount(3) }
    }

    @Test fun `Pyramido takes 2 to 4 seats`() {
        val m = NewGameModel(GameKind.PYRAMIDO)
        assertTrue(m.hasSeatCount)
        assertEquals(listOf(2, 3, 4), m.seatCountChoices)
        m.setSeatCount(4)
        m.setController(3, SeatController.Ai(AiLevel.HARD))
        assertEquals(4, m.options(1) { 0 }.seats.size)
        assertNull(m.options(1) { 0 }.variant, "a game with one variant sends the default")
        m.setStarter(3)
        m.setSeatCount(2)
        assertEquals(0, m.starter, "a starter beyond the seats falls back to player 1")
        assertThrows(IllegalArgumentException::class.java) { m.setSeatCount(5) }
    }

    @Test fun `Pyramido keeps every seat in its place and names the starter`() {
        val m = NewGameModel(GameKind.PYRAMIDO)
        m.setSeatCount(3)
        m.setController(0, SeatController.Human)
        m.setController(1, SeatController.Ai(AiLevel.EASY))
        m.setController(2, SeatController.Ai(AiLevel.EXPERT))
        val seats = listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY), SeatController.Ai(AiLevel.EXPERT))
        m.setStarter(2)
        val o = m.options(0) { error("a chosen starter needs no draw") }
        assertEquals(seats, o.seats)
        assertEquals(2, o.firstPlayer)
        m.setStarter(null)
        var asked = -1
        val r = m.options(0) { n -> asked = n; 1 }
        assertEquals(3, asked, "a random starter is drawn among the seats")
        assertEquals(seats, r.seats)
        assertEquals(1, r.firstPlayer)
        assertNull(m.colour(1), "Pyramido's colours are not by seat")
    }

    @Test fun `Pylos rotates the seats so the starter moves first`() {
        val m = NewGameModel(GameKind.PYLOS)
        m.setStarter(1)
        val o = m.options(0) { 0 }
        assertEquals(listOf(SeatController.Ai(AiLevel.MEDIUM), SeatController.Human), o.seats)
        assertNull(o.firstPlayer)
        m.setStarter(null)
        assertEquals(listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), m.options(0) { 0 }.seats)
        assertEquals(listOf(SeatController.Ai(AiLevel.MEDIUM), SeatController.Human), m.options(0) { 1 }.seats)
        assertNull(m.options(0) { 1 }.firstPlayer)
        m.setStarter(1)
        assertEquals(listOf(1, 0), listOf(m.colour(0), m.colour(1)), "the starter plays Light")
    }
}
