package games.pyramids.app.screens

import games.pyramids.app.i18n.English
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Button
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.PlayerKind
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** New game: each seat a Human | Computer switch (the shared model's player kinds), the level row only for a computer. */
class NewGameSeatTest {
    private val host = TestHost()
    private val app = testApp(host = host).also { it.size(1080f, 2340f); it.push(HomeScreen(it)) }

    private fun open(kind: GameKind): NewGameScreen = NewGameScreen(app, kind).also { app.push(it); it.render(1080, 2340, host.time) }
    private fun NewGameScreen.buttonsOf(prefix: String): List<Button> = visibleButtons().filter { it.id.startsWith(prefix) }
    private fun NewGameScreen.tapButton(b: Button) = tap(b.box.cx, b.box.cy - scroller.offset)

    @Test fun `the switch offers Human and Computer in the catalog's words, no level on it`() {
        val ng = open(GameKind.PYLOS)
        for (seat in 0 until ng.model.seatCount) {
            val labels = ng.buttonsOf("seat$seat-").map { it.label }
            assertEquals(listOf(PlayerKind.HUMAN, PlayerKind.COMPUTER).map { English.catalog.playerKindName(it) }, labels)
            val computer = ng.model.playerKind(seat) == PlayerKind.COMPUTER
            assertEquals(computer, ng.buttonsOf("level$seat-").isNotEmpty(), "seat $seat: a level row only for the computer")
        }
    }

    @Test fun `a tap on Computer shows the levels, and the started game has that seat as the AI at the chosen level`() {
        val ng = open(GameKind.PYLOS)
        // Both seats human first, so the tap decides the outcome.
        for (seat in 0 until ng.model.seatCount) if (ng.model.playerKind(seat) == PlayerKind.COMPUTER) {
            ng.tapButton(ng.buttonsOf("seat$seat-")[0])
        }
        assertTrue(ng.buttonsOf("level").isEmpty(), "no level row with two humans")
        ng.tapButton(ng.buttonsOf("seat1-")[1])
        val levels = ng.buttonsOf("level1-")
        assertEquals(ng.model.levels.map { English.levelName(it) }, levels.map { it.label })
        assertTrue(ng.buttonsOf("level0-").isEmpty(), "the human seat keeps no level row")
        val hard = levels.first { it.label == English.levelName(AiLevel.HARD) }
        ng.tapButton(hard)
        assertTrue(ng.buttonsOf("level1-").first { it.label == hard.label }.selected)
        ng.start()
        val g = app.current as GameScreen
        assertEquals(listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), g.controller.snapshot.seats)
        g.controller.dispose()
    }

    @Test fun `switching back to Human hides the levels again`() {
        val ng = open(GameKind.PYRAMIDO)
        ng.tapButton(ng.buttonsOf("seat0-")[1])
        assertTrue(ng.buttonsOf("level0-").isNotEmpty())
        ng.tapButton(ng.buttonsOf("seat0-")[0])
        assertTrue(ng.buttonsOf("level0-").isEmpty())
        assertEquals(PlayerKind.HUMAN, ng.model.playerKind(0))
    }
}
