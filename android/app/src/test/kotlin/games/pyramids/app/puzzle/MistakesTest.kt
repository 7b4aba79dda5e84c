package games.pyramids.app.puzzle

import games.pyramids.app.learn.phonePortrait
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.Launcher
import games.pyramids.app.screens.PuzzleScreen
import games.pyramids.app.screens.ReviewScreen
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PuzzleAttempt
import games.pyramids.core.PuzzleState
import games.pyramids.core.ReviewBudget
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Learn from your mistakes: a Pyramida game the human played badly (moves
 * at random, node-capped) offers its mistakes on the game-over sheet and the
 * review screen; the offer opens the first on the puzzle screen, Next the
 * others; they are not counted as puzzles. Other games offer none.
 */
class MistakesTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host, density = phonePortrait.density).also {
        it.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        it.push(HomeScreen(it))
        it.reviewBudget = ReviewBudget.Nodes(200)
    }

    private fun finished(game: GameKind): GameScreen {
        assertNull(Launcher.startNew(app, GameOptions(game, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), 3), false, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).playOut(AiLevel.RANDOM)
        g.controller.start()
        host.runUi()
        g.render(phonePortrait.w, phonePortrait.h, host.time)
        return g
    }

    /** Records where each text is drawn, through the sheet's translations. */
    private class Placed(val inner: games.pyramids.app.paint.AwtPainter) : games.pyramids.app.paint.Painter by inner {
        val texts = ArrayList<Pair<String, Float>>()
        private var dy = 0f
        private val stack = ArrayList<Float>()
        override fun save() { stack.add(dy); inner.save() }
        override fun restore() { dy = stack.removeAt(stack.size - 1); inner.restore() }
        override fun translate(dx: Float, dy: Float) { this.dy += dy; inner.translate(dx, dy) }
        override fun drawText(text: String, x: Float, y: Float, style: games.pyramids.app.paint.TextStyle) {
            texts.add(text to dy + y); inner.drawText(text, x, y, style)
        }
    }

    @Test
    fun theMistakesCountSitsRightUnderItsButton() {
        val g = finished(GameKind.PYRAMIDA)
        val offer = g.mistakes.offer ?: error("no offer after a game played at random")
        host.advance(5000)
        val p = Placed(games.pyramids.app.paint.AwtPainter(phonePortrait.w, phonePortrait.h))
        g.draw(p, host.time)
        val b = g.sheet.buttons["mistakes"]!!.box
        val baseline = p.texts.last { it.first == offer.detail }.second
        val dp = phonePortrait.density
        // Under the button, its top within a few dp of the button's foot, and nearer to it than to any other button.
        assertTrue(baseline > b.bottom && baseline - b.bottom < 24f * dp, "count at ${baseline / dp} dp, button ${b.top / dp}..${b.bottom / dp}")
        val others = listOf("review", "rematch", "home").mapNotNull { g.sheet.buttons[it]?.box }.filter { it.top >= b.bottom }
        for (o in others) assertTrue(o.top - baseline > baseline - b.bottom - 0f, "count at ${baseline / dp}, next button at ${o.top / dp}")
    }

    @Test
    fun aBadlyPlayedPyramidaGameOffersItsMistakesWhichOpenOneAfterAnother() {
        val g = finished(GameKind.PYRAMIDA)
        val offer = g.mistakes.offer ?: error("no offer after a game played at random")
        assertEquals("Learn from your mistakes", offer.title)
        assertTrue(offer.count > 0u)
        assertTrue(offer.detail.contains("${offer.count}"), offer.detail)
        val b = g.sheet.buttons["mistakes"]!!
        assertTrue(g.accessibilityNodes().any { it.description == "${offer.title}. ${offer.detail}" })
        g.tap(b.box.cx, b.box.cy)
        val first = app.current as PuzzleScreen
        assertEquals(offer.title, first.title)
        assertTrue(first.model.screen.text.heading.contains("find a better move"), first.model.screen.text.heading)
        assertTrue(first.has("hint") && first.has("solution"), "a mistake has a puzzle's help")
        // A try no better than the game's move is answered with a cross and changes nothing.
        val history = first.active.session.history()
        val rating = app.puzzles.progress.rating()
        first.play(first.active.legal.first().notation)
        assertNotNull(first.model.screen.text.answer)
        if (first.model.screen.attempt == null) assertEquals(history, first.active.session.history())
        assertEquals(rating, app.puzzles.progress.rating(), "mistakes are not rated")
        first.press("retry")
        assertEquals(history, first.active.session.history())
        assertEquals(PuzzleState.Solving, first.model.screen.state)
        // Next goes through the others.
        if (offer.count > 1u) {
            val source = first.model.source as PuzzleSource.Mistake
            assertEquals(0, source.index)
            assertTrue(source.hasNext)
        }
    }

    @Test
    fun aMistakesHintMarksThePlaceTheSolutionPlaysTheBetterMoveAndRetryGoesBack() {
        val g = finished(GameKind.PYRAMIDA)
        g.sheet.buttons["mistakes"]!!.box.let { g.tap(it.cx, it.cy) }
        val s = app.current as PuzzleScreen
        val history = s.active.session.history()
        s.press("hint")
        val hint = s.model.screen.hint as? BoardPlace.Pyramida ?: error("no place for the hint: ${s.model.screen.text.hint}")
        val (place, box) = s.pointBoxes().single()
        assertEquals(hint, place)
        assertNotNull(box, "the hint's place is ringed on the board")
        assertNotNull(s.model.screen.text.hint)
        assertFalse(s.has("hint"), "the hint is given once")
        s.press("solution")
        assertEquals(PuzzleState.Solution(0u, 1u), s.model.screen.state)
        assertNotNull(s.model.screen.text.solution)
        s.press("solution-step")
        host.advance(5_000)
        val after = s.active.session.history()
        assertEquals(history, after.dropLast(1), "the solution plays one move on the mistake's position")
        val better = after.last()
        assertTrue(better.startsWith(hint.at), "$better starts from the hint's $hint")
        assertEquals(PuzzleState.Solution(1u, 1u), s.model.screen.state)
        assertFalse(s.has("solution-step"))
        assertEquals(PuzzleAttempt.FAILED, s.model.screen.attempt, "help shown is not found alone")
        s.press("retry")
        assertEquals(history, s.active.session.history())
        assertEquals(PuzzleState.Solving, s.model.screen.state)
        assertNull(s.model.screen.hint)
        // The move the solution played is the better one: tried, it solves the mistake (after help).
        s.play(better)
        assertEquals(PuzzleState.Solved, s.model.screen.state)
        assertEquals(PuzzleAttempt.SOLVED, s.model.screen.attempt)
        assertEquals(after, s.active.session.history())
    }

    @Test
    fun theReviewScreenShowsTheSameOffer() {
        val g = finished(GameKind.PYRAMIDA)
        val r = ReviewScreen(app, g.session, ownsSource = false)
        app.push(r)
        host.runUi()
        r.layout(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        val offer = r.mistakes.offer
        assertNotNull(offer)
        val b = r.visibleButtons().first { it.id == "mistakes" }
        r.tap(b.box.cx, b.box.cy)
        assertTrue(app.current is PuzzleScreen)
    }

    @Test
    fun pyramidoOffersNone() {
        val g = finished(GameKind.PYRAMIDO)
        assertNull(g.mistakes.offer)
        assertNull(g.sheet.buttons["mistakes"])
    }
}
