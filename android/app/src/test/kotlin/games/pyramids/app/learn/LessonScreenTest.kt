package games.pyramids.app.learn

import games.pyramids.app.screens.LessonScreen
import games.pyramids.app.testkit.testApp
import games.pyramids.core.LessonAnswer
import games.pyramids.core.LessonWaiting
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** A lesson played by tapping its board on a phone: wrong tries are answered and change nothing, the right one moves on. */
class LessonScreenTest {
    private fun open(id: String): LessonScreen {
        val app = testApp(density = phonePortrait.density)
        app.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        val screen = LessonScreen(app, id)
        app.push(screen)
        return screen
    }

    private fun LessonScreen.answerNode(): String? = accessibilityNodes().firstOrNull { it.id == 902 }?.description

    @Test
    fun aLessonsAndAPuzzlesBoardShowItsCoordinatesOnAPhoneUnlessTheyAreOff() {
        // Automatic: their words name places ("raise your ball from d4").
        val s = open("pylos-raise")
        assertTrue(s.board.showCoordinates, "a lesson on a phone")
        val puzzle = games.pyramids.app.puzzle.openPuzzle(s.app, "pyramida-1-0")
        s.app.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        assertTrue(puzzle.board.showCoordinates, "a puzzle on a phone")
        s.app.changeSetting(games.pyramids.core.SettingId.COORDINATES, games.pyramids.core.SettingValue.Choice(2u))
        val off = LessonScreen(s.app, "pylos-raise").also { s.app.push(it) }
        s.app.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        assertEquals(false, off.board.showCoordinates, "Off: none")
    }

    @Test
    fun aLegalTryThatIsNotItIsAnsweredAndChangesNothing() {
        val s = open("pylos-raise")
        val history = s.active.session.history()
        val board = s.active.snapshot.board
        s.tapPlace(pylos("1c1"))
        assertEquals(LessonAnswer.NotIt, s.model.screen.answer)
        assertEquals(0u, s.model.screen.step)
        assertEquals(LessonWaiting.Decision, s.model.screen.waiting)
        assertEquals(s.model.screen.text.answer, s.answerNode())
        assertTrue(s.model.screen.text.answer!!.startsWith("That spends a ball"))
        assertEquals(history, s.active.session.history())
        assertEquals(board, s.active.snapshot.board)
    }

    @Test
    fun aTapTheRulesRefuseIsAnsweredWithTheirReasonAndChangesNothing() {
        val s = open("pylos-raise")
        val history = s.active.session.history()
        // Dark's ball on c4: the place is taken.
        s.tapPlace(pylos("1c4"))
        assertNotNull(s.refusal)
        assertTrue(s.refusal!!.contains("c4"), s.refusal)
        assertEquals(s.refusal, s.answerNode())
        assertEquals(0u, s.model.screen.step)
        assertEquals(history, s.active.session.history())
    }

    @Test
    fun theRightTapsPlayTheStepWithTheReplyAndNextMovesOn() {
        val s = open("pylos-raise")
        val before = s.active.session.history().size
        s.tapPlace(pylos("1d4"))
        s.tapPlace(pylos("2a1"))
        assertEquals(LessonAnswer.Right, s.model.screen.answer)
        assertEquals(LessonWaiting.Next, s.model.screen.waiting)
        // The raise and Dark's scripted reply, on the board the screen draws.
        assertEquals(before + 2, s.active.session.history().size)
        assertTrue(s.visibleButtons().any { it.id == "next" })
        s.press("next")
        assertEquals(1u, s.model.screen.step)
        assertNull(s.answerNode())
        // Where the player is was saved at once: the card resumes there.
        assertEquals(1u, s.app.learn.progress.resumeStep("pylos-raise"))
    }

    @Test
    fun theStepsPointsAreAnnouncedOverWhereTheyAreDrawn() {
        val s = open("pylos-raise")
        val look = s.accessibilityNodes().first { it.id == 900 }
        assertEquals(s.model.screen.text.lookAt, look.description)
        assertTrue(look.description.startsWith("Look at "), look.description)
        for (p in s.model.screen.points) {
            val b = s.boxOf(p)
            assertTrue(look.bounds.contains(b.cx, b.cy), "$p at $b is outside the node ${look.bounds}")
        }
    }

    @Test
    fun theClosingGameIsPlayedAgainstTheComputerAndItsEndFinishesTheLesson() {
        val s = open("pyramida-game")
        val level = (s.model.screen.waiting as LessonWaiting.Game).level
        val game = s.gameController!!
        assertEquals(games.pyramids.core.SeatController.Ai(level), game.snapshot.seats[1])
        assertTrue(game.humanToMove)
        // Both sides played out by the capped computer, then the screen hears of the end as after any decision.
        (game.session as games.pyramids.app.testkit.EngineSession).playOut()
        game.start()
        assertEquals(LessonWaiting.Finished, s.model.screen.waiting)
        assertTrue(s.app.learn.progress.cards(games.pyramids.core.GameKind.PYRAMIDA, s.app.strings.catalog).last().done)
        assertTrue(s.visibleButtons().any { it.id == "next" })
    }

    @Test
    fun aLeftLessonReopensWhereItWasLeftAndAFinishedOneCountsAsDone() {
        val s = open("pylos-place")
        s.press("next")
        s.press("leave")
        val again = LessonScreen(s.app, "pylos-place")
        assertEquals(1u, again.model.screen.step)
        again.walk { }
        assertEquals(LessonWaiting.Finished, again.model.screen.waiting)
        assertEquals(1u, s.app.learn.progress.counts(games.pyramids.core.GameKind.PYLOS).done)
        assertNotNull(again.model.screen.text.complete)
    }
}
