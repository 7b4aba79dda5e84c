package games.pyramids.app.screens

import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.testkit.render
import games.pyramids.app.ui.Touch
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameOverEmblem
import games.pyramids.core.SeatController
import games.pyramids.app.testkit.testApp
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The game-over sheet leaves the final position in view: docked at the
 * foot (a phone in portrait) or the side (landscape), dragged away to
 * the small Result bar; and its emblem never shows the winner's badge
 * above "You lost".
 */
class GameOverSheetTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host).also {
        it.size(1080f, 2340f)
        it.push(HomeScreen(it))
    }

    private val humans = GameOptions(GameKind.PYLOS, "kids", listOf(SeatController.Human, SeatController.Human))

    /** A whole kids' game (always the first placement on offer) and who wins it. */
    private val line: Pair<List<String>, Int> by lazy {
        engineSession(humans).use { s ->
            while (!s.outcome().isOver) s.script(s.legalActions().first { !it.notation.contains('-') }.notation)
            s.history() to (s.outcome() as GameOutcome.Win).winner
        }
    }

    private fun finished(humanSeat: Int, w: Int = 1080, h: Int = 2340): GameScreen {
        app.size(w.toFloat(), h.toFloat())
        val seats = listOf(0, 1).map { if (it == humanSeat) SeatController.Human else SeatController.Ai(AiLevel.EASY) }
        assertNull(Launcher.startNew(app, humans.copy(seats = seats), false, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).script(*line.first.toTypedArray())
        g.controller.start()
        host.advance(5_000)
        g.render(w, h, host.time)
        assertTrue(g.controller.snapshot.outcome.isOver)
        return g
    }

    private fun overlaps(a: games.pyramids.app.ui.Box, b: games.pyramids.app.ui.Box) =
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

    @Test fun `on a phone the open sheet sits at the foot, is dragged down to the Result bar, and then uncovers the whole board`() {
        val g = finished(humanSeat = line.second)
        assertTrue(g.sheet.open)
        val card = g.sheet.card
        // Sized to its content at the bottom: the board's upper part stays in view above it.
        assertTrue(card.bottom > 2340 - 60 && card.height < 2340 * 0.6f, "card $card")
        assertTrue(card.top > g.boardBox.top + g.boardBox.height * 0.25f, "card $card over board ${g.boardBox}")
        // A drag down the card follows the finger, then puts the sheet away past the threshold.
        val x = card.cx; val y = card.top + 20f
        g.onTouch(Touch(Touch.Kind.DOWN, x, y, host.time))
        g.onTouch(Touch(Touch.Kind.MOVE, x, y + 100f, host.time))
        assertEquals(100f, g.sheet.dragOffset)
        g.onTouch(Touch(Touch.Kind.MOVE, x, y + 400f, host.time))
        g.onTouch(Touch(Touch.Kind.UP, x, y + 400f, host.time))
        assertFalse(g.sheet.open)
        g.render(1080, 2340, host.time)
        // Collapsed: nothing of the sheet over the board, and the Result button to bring it back.
        val nodes = g.accessibilityNodes()
        assertTrue(nodes.none { overlaps(it.bounds, g.boardBox) && it.description == g.sheet.summary()!!.headlineText }, nodes.toString())
        val result = nodes.first { it.description == app.strings(games.pyramids.core.TextKey.RESULT_SHOW) }
        assertFalse(overlaps(result.bounds, g.boardBox), "Result ${result.bounds} board ${g.boardBox}")
        result.onClick!!()
        assertTrue(g.sheet.open)
    }

    @Test fun `the sheet fills one button only, the rematch, as the shared model's roles say`() {
        val g = finished(humanSeat = line.second)
        val filled = g.sheet.buttons.buttons.filter { it.kind == games.pyramids.app.ui.ButtonKind.PRIMARY }
        assertEquals(listOf("rematch"), filled.map { it.id })
        assertTrue(g.sheet.buttons.buttons.any { it.id == "home" && it.kind == games.pyramids.app.ui.ButtonKind.SECONDARY })
    }

    @Test fun `a short drag snaps back and the sheet stays`() {
        val g = finished(humanSeat = line.second)
        val card = g.sheet.card
        g.onTouch(Touch(Touch.Kind.DOWN, card.cx, card.top + 20f, host.time))
        g.onTouch(Touch(Touch.Kind.MOVE, card.cx, card.top + 60f, host.time))
        g.onTouch(Touch(Touch.Kind.UP, card.cx, card.top + 60f, host.time))
        assertTrue(g.sheet.open)
        assertEquals(0f, g.sheet.dragOffset)
    }

    @Test fun `in landscape the sheet docks at the side and leaves the board uncovered`() {
        val g = finished(humanSeat = line.second, w = 2340, h = 1080)
        val card = g.sheet.card
        assertTrue(card.right > 2340 - 60, "card $card")
        // The card takes the column beside the board: at least four fifths of the board's box stay uncovered
        // (a square board drawn in the middle of its box keeps all of it), and it fits the short screen.
        assertTrue(card.left >= g.boardBox.left + g.boardBox.width * 0.8f, "card $card board ${g.boardBox}")
        assertTrue(card.top >= 0f && card.bottom <= 1080f, "card $card")
    }

    @Test fun `a loss to the computer draws no winner's badge, a win draws the trophy with the human's`() {
        val lost = finished(humanSeat = 1 - line.second)
        assertEquals(GameOverEmblem.Defeat, lost.sheet.summary()!!.emblem)
        lost.render(1080, 2340, host.time)
        assertEquals(emptyList<Int>(), lost.sheet.emblemSeats)
        ScreenshotTest.shot("gameover-lost", ScreenshotTest.phone, ScreenshotTest.Companion.Stage(app, host, TestSessions()))
        app.popToRoot()
        val won = finished(humanSeat = line.second)
        assertEquals(GameOverEmblem.Trophy(line.second), won.sheet.summary()!!.emblem)
        won.render(1080, 2340, host.time)
        assertEquals(listOf(line.second), won.sheet.emblemSeats)
        ScreenshotTest.shot("gameover-won", ScreenshotTest.phone, ScreenshotTest.Companion.Stage(app, host, TestSessions()))
    }
}
