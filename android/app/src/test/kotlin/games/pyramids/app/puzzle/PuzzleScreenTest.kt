package games.pyramids.app.puzzle

import games.pyramids.app.learn.phonePortrait
import games.pyramids.app.save.PuzzleStore
import games.pyramids.app.screens.App
import games.pyramids.app.screens.PuzzleScreen
import games.pyramids.app.testkit.Direct
import games.pyramids.app.testkit.testApp
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.PuzzleAttempt
import games.pyramids.core.PuzzleState
import games.pyramids.core.PuzzleVerdict
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Shipped puzzles played on a phone through the screen (the positions and
 * answers of tests/scenarios/puzzles): a wrong try is answered with a cross
 * and the refutation's words and leaves the board as it was; retry, hint,
 * the solution played step by step, Next; the result recorded once and
 * read back from the file.
 */
class PuzzleScreenTest {
    private fun app(): App = testApp(density = phonePortrait.density).also { it.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat()) }

    private fun PuzzleScreen.crossShown() = answerCards().single().second

    @Test
    fun aWrongTapIsAnsweredWithACrossAndTheRefutationAndTheBoardStaysAsItWas() {
        val s = openPuzzle(app(), "pylos-1-3")
        assertEquals("Dark to move and win in 7 moves", s.model.screen.text.heading)
        val history = s.active.session.history()
        val board = s.active.snapshot.board
        s.tapPlace(BoardPlace.Pylos("1a4"))
        assertTrue(s.model.screen.verdict is PuzzleVerdict.Wrong, "${s.model.screen.verdict}")
        val answer = s.answerNode()!!
        assertTrue(answer.contains("Raise the ball from a1 (level 1) to a3 (level 2)"), answer)
        assertTrue(s.crossShown(), "a wrong try is drawn with a cross")
        assertEquals(history, s.active.session.history())
        assertEquals(board, s.active.snapshot.board)
        assertTrue(s.has("retry"))
        // The right ball: played with Light's reply, both animated in order; the board takes no tap meanwhile.
        s.tapPlace(BoardPlace.Pylos("1a2"))
        assertTrue(s.model.screen.verdict is PuzzleVerdict.Kept, "${s.model.screen.verdict}")
        assertFalse(s.crossShown(), "a kept move is drawn with a check")
        assertEquals(history + listOf("1a2", "1b2"), s.active.session.history())
        assertTrue(s.board.isAnimating(s.app.host.now()))
        val free = s.active.legal.first { it.notation.length == 3 }.notation
        s.tapPlace(BoardPlace.Pylos(free))
        assertEquals(history.size + 2, s.active.session.history().size, "a tap while the reply animates is ignored")
    }

    @Test
    fun wrongRetryThenTheWinSolvesItRecordsItOnceAndNextOpensTheNextPuzzle() {
        val app = app()
        val s = openPuzzle(app, "pyramida-1-12")
        val start = s.active.session.history()
        s.play("d4-c3")
        assertEquals(PuzzleVerdict.Wrong(null), s.model.screen.verdict)
        assertTrue(s.answerNode()!!.contains("retreats to d2"), s.answerNode())
        assertTrue(s.crossShown())
        s.press("retry")
        assertNull(s.model.screen.verdict)
        assertEquals(start, s.active.session.history())
        s.play("d4-e5")
        assertEquals("Right. Black answers “Move the stone from f2 to e3”.", s.answerNode())
        s.app.host.let { (it as games.pyramids.app.testkit.TestHost).advance(5_000) }
        s.play("e5-f6")
        assertEquals(PuzzleVerdict.Solved, s.model.screen.verdict)
        assertFalse(s.crossShown(), "solved is drawn with a check")
        assertEquals(PuzzleAttempt.SOLVED, s.model.screen.attempt)
        // The first attempt moved the rating (a wrong try: not clean), worded on the panel.
        val rating = app.puzzles.progress.rating()
        assertTrue(rating < 1200, "rating $rating")
        val line = s.model.rated!!
        assertTrue(line.startsWith("Rating $rating"), line)
        assertTrue(s.accessibilityNodes().any { it.description == line })
        // Retried and solved again: nothing more moves.
        s.press("retry")
        s.play("d4-e5"); s.play("e5-f6")
        assertEquals(rating, app.puzzles.progress.rating())
        // Read back from puzzles.json.
        val again = PuzzleStore(app.saves.dir, Direct)
        assertNull(again.loadProblem)
        assertEquals(PuzzleAttempt.SOLVED, again.progress.result("pyramida-1-12"))
        assertEquals(rating, again.progress.rating())
        // Next: the next unsolved puzzle of the set after this one.
        val expected = app.puzzles.progress.nextPuzzle(GameKind.PYRAMIDA, null, "pyramida-1-12")
        s.press("next")
        val next = app.current as PuzzleScreen
        assertNotEquals(s, next)
        assertEquals(expected, next.model.screen.puzzleId)
    }

    @Test
    fun aPyramidoTurnIsFinishedWithTheBoardsOwnSkipTileButtonOnThePanel() {
        val s = openPuzzle(app(), "pyramido-1-3")
        assertEquals("Player 2 to move: score 26 points this turn", s.model.screen.text.heading)
        s.play("q1@a1e")
        assertTrue(s.model.screen.verdict is PuzzleVerdict.FewerPoints, "${s.model.screen.verdict}")
        assertTrue(s.crossShown())
        s.play("q1@a2n")
        assertTrue(s.model.screen.verdict is PuzzleVerdict.Kept, "${s.model.screen.verdict}")
        // The single tile's step: the board's Skip tile is among the panel's buttons, and completes the turn.
        s.press("skip")
        assertEquals(PuzzleVerdict.Solved, s.model.screen.verdict)
        assertFalse(s.crossShown())
        assertFalse(s.has("skip"), "no board button once solved")
    }

    @Test
    fun theHintMarksItsPlaceAndTheSolutionPlayedStepByStepWins() {
        val s = openPuzzle(app(), "pyramida-1-3")
        assertTrue(s.pointBoxes().isEmpty())
        s.press("hint")
        assertEquals(BoardPlace.Pyramida("g3"), s.model.screen.hint)
        val (place, box) = s.pointBoxes().single()
        assertEquals(BoardPlace.Pyramida("g3"), place)
        assertNotNull(box)
        val look = s.accessibilityNodes().first { it.id == games.pyramids.app.screens.CoachedScreen.ID_LOOK }
        assertEquals(s.model.screen.text.hint, look.description)
        assertFalse(s.has("hint"), "the hint is given once")
        s.press("solution")
        assertEquals(PuzzleState.Solution(0u, 7u), s.model.screen.state)
        assertNotNull(s.model.screen.text.solution)
        var steps = 0
        while (s.has("solution-step")) { s.press("solution-step"); steps++; (s.app.host as games.pyramids.app.testkit.TestHost).advance(5_000) }
        assertEquals(7, steps)
        assertTrue(s.active.snapshot.outcome is games.pyramids.core.GameOutcome.Win, "${s.active.snapshot.outcome}")
        assertEquals(PuzzleAttempt.FAILED, s.model.screen.attempt)
        assertTrue(s.has("retry") && s.has("next"))
    }
}
