package games.pyramids.app.ui

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.RecordingPainter
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.ScreenshotTest
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.openGame
import games.pyramids.app.testkit.vsEasyAi
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** One meaning per highlight colour, in Pylos and in Pyramida alike. */
class HighlightTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host).also { it.size(1080f, 2340f); it.push(HomeScreen(it)) }

    @Test fun `the highlight colours are the shared palette's (the same as iOS)`() {
        // The palette's own checks (contrast, distinct marks) are the library's (play/src/screens/legend_tests.rs).
        assertEquals(0xFFF2B640.toInt(), Highlight.piece)
        assertEquals(0xFF7ED99B.toInt(), Highlight.destination)
        assertEquals(0xFFFFFFFF.toInt(), Highlight.selected)
        assertEquals(0xFF6FE3FF.toInt(), Highlight.lastMove)
        assertEquals(0xFFFF77BB.toInt(), Highlight.hint)
        assertEquals(Highlight.argb(games.pyramids.core.MarkColour.BLOCKED), Highlight.blocked)
    }

    private fun open(options: GameOptions, vararg moves: String): GameScreen = app.openGame(options, *moves)

    /** Draws only the board (not the panels or buttons, whose amber is the accent). */
    private fun boardColours(g: GameScreen): RecordingPainter {
        val p = RecordingPainter(1080, 2340)
        g.board.draw(p, host.time, g.controller)
        return p
    }

    private val pylosVsAi = vsEasyAi(GameKind.PYLOS)
    private val pyramidaVsAi = vsEasyAi(GameKind.PYRAMIDA)

    @Test fun `where a piece may go is green in both games, the piece to act with amber in both`() {
        // Pylos opening: only places for a new ball (destinations).
        val pylosOpening = boardColours(open(pylosVsAi))
        assertTrue(pylosOpening.uses(Highlight.destination), "Pylos' places are destinations")
        assertFalse(pylosOpening.uses(Highlight.piece), "nothing amber when there is no piece to pick (the places were amber before)")
        // Pyramida opening: only stones that may move (pieces).
        val pyramidaOpening = boardColours(open(pyramidaVsAi))
        assertTrue(pyramidaOpening.uses(Highlight.piece), "Pyramida's movable stones are pieces")
        assertFalse(pyramidaOpening.uses(Highlight.destination))
        // A Pylos ball picked for a raise: the ball white (chosen), its targets green.
        val raise = open(pylosVsAi, *ScreenshotTest.midGame)
        (raise.board as PylosBoard).input.select(raise.controller, "1a3")
        val r = boardColours(raise)
        assertTrue(r.uses(Highlight.selected) && r.uses(Highlight.destination))
        // A Pyramida stone picked: the stone white (chosen), its fields green.
        val step = open(pyramidaVsAi, "e1-d2", "c1-b2")
        (step.board as PyramidaBoard).input.select(step.controller, "d2")
        val s = boardColours(step)
        assertTrue(s.uses(Highlight.selected) && s.uses(Highlight.destination))
        // Neither game uses the hint's colour without a hint.
        for (p in listOf(pylosOpening, pyramidaOpening, r, s)) assertFalse(p.uses(Highlight.hint))
    }

    @Test fun `a hint is magenta in both games`() {
        for (g in listOf(open(pylosVsAi, *ScreenshotTest.midGame), open(pyramidaVsAi, "e1-d2", "c1-b2"))) {
            g.controller.requestHint()
            host.runUi()
            assertTrue(g.controller.hint != null, "the hint came (the executor runs at once)")
            assertTrue(boardColours(g).uses(Highlight.hint), "${g.session.game}: the hint shows in the hint colour")
        }
    }

    @Test fun `the last move is ringed in the last-move colour in both games`() {
        for (options in listOf(pylosVsAi, pyramidaVsAi)) {
            val g = open(options)
            val white = Highlight.lastMove and 0xFFFFFF
            assertFalse(white in boardColours(g).strokes, "${options.game}: no last-move ring before a move")
            g.controller.play(g.controller.legal.first())
            host.advance(10_000)
            assertTrue(white in boardColours(g).strokes, "${options.game}: the last move is ringed")
        }
    }

    private fun marked(g: GameScreen, reason: games.pyramids.core.MarkReason): Set<games.pyramids.core.BoardPlace> =
        g.board.interactionView(g.controller)?.marks?.filter { it.reason == reason }?.map { it.place }?.toSet() ?: emptySet()

    @Test fun `the last-move ring is drawn from the interaction model's marks, the ones the legend lists`() {
        // Pylos: a raise; the ring goes round the model's LAST_MOVE place, the dotted ring on its LAST_FROM place.
        val pylos = open(GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), 1), *ScreenshotTest.midGame)
        val raise = pylos.controller.legal.first { (it.detail as games.pyramids.core.ActionDetail.Pylos).action == games.pyramids.core.PylosMove.Raise("1a3", "2b1") }
        assertTrue(pylos.controller.play(raise))
        host.advance(10_000)
        val board = pylos.board as PylosBoard
        val last = board.lastTurn(pylos.controller)
        assertEquals(marked(pylos, games.pyramids.core.MarkReason.LAST_MOVE).map { (it as games.pyramids.core.BoardPlace.Pylos).at }.toSet(), last.to)
        assertEquals(setOf("2b1"), last.to)
        assertEquals(setOf("1a3"), last.from)
        val symbols = pylos.legend().map { it.symbol }
        assertTrue(games.pyramids.core.LegendSymbol.LAST_MOVE in symbols && games.pyramids.core.LegendSymbol.LAST_FROM in symbols, "$symbols")
        // Pyramida: the field the model marks is ringed in the last-move colour, the field left has the small dotted ring.
        val pyramida = open(GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1))
        val step = pyramida.controller.legal.first()
        assertTrue(pyramida.controller.play(step))
        host.advance(10_000)
        val to = marked(pyramida, games.pyramids.core.MarkReason.LAST_MOVE).map { (it as games.pyramids.core.BoardPlace.Pyramida).at }
        assertEquals(1, to.size, "one field moved to: $to")
        val geometry = (pyramida.board as PyramidaBoard).geometry
        val spot = geometry.spot(to.single())!!
        val p = RecordingPainter(1080, 2340)
        pyramida.board.draw(p, host.time, pyramida.controller)
        var hits = 0
        for (i in 0 until 72) {
            val a = Math.PI * 2 * i / 72
            val r = geometry.stoneRadius * 1.05f * 1.1f
            val rgb = p.awt.image.getRGB((spot.center.x + r * Math.cos(a)).toInt(), (spot.center.y + r * Math.sin(a)).toInt())
            val m = Highlight.lastMove
            if (kotlin.math.abs(Colors.red(rgb) - Colors.red(m)) < 40 && kotlin.math.abs(Colors.green(rgb) - Colors.green(m)) < 40 && kotlin.math.abs((rgb and 255) - (m and 255)) < 40) hits++
        }
        assertTrue(hits >= 30, "the model's field ${to.single()} is ringed in the last-move colour: $hits of 72 samples")
    }
}
