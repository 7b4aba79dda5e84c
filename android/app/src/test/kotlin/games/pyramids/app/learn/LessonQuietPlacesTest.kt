package games.pyramids.app.learn

import games.pyramids.app.game.BoardInput
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.screens.LessonScreen
import games.pyramids.app.testkit.testApp
import games.pyramids.core.BoardPlace
import games.pyramids.core.LessonAnswer
import games.pyramids.core.LessonWaiting
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * A lesson's board marks only the taught move; the other legal choices are
 * quiet (unmarked, still taken). Each game's input must take a tap there as on
 * a marked place, or a different try never reaches the lesson to be answered.
 * The "any place" fallback of a coached board is switched off here, so only
 * the quiet places can carry the tap.
 */
class LessonQuietPlacesTest {
    private fun open(id: String): LessonScreen {
        val app = testApp(density = phonePortrait.density)
        app.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        return LessonScreen(app, id).also { app.push(it) }
    }

    /** The first step of [game]'s lessons waiting for a decision with a quiet place [wanted], reached by reading on. */
    private fun firstQuiet(game: games.pyramids.core.GameKind, wanted: (LessonScreen, BoardPlace) -> Boolean): LessonScreen {
        for (id in lessonIds(testApp(), game)) {
            val s = open(id)
            var guard = 0
            while (guard++ < 40) {
                when (s.model.screen.waiting) {
                    is LessonWaiting.Next -> s.next()
                    is LessonWaiting.Decision -> if (s.input().view(s.active)!!.quiet.any { wanted(s, it) }) return s else s.skip()
                    else -> break
                }
            }
        }
        error("no $game lesson step has a quiet place")
    }

    private fun LessonScreen.input(): BoardInput = when (val b = board) {
        is PylosBoard -> b.input.also { it.tapsAnyPlace = false }.board
        is PyramidaBoard -> b.input.board
        is PyramidoBoard -> b.input.also { it.tapsAnyPlace = false }.board
        else -> error("no board input")
    }

    /** The taught marks stand alone: none on a quiet place, and fewer than a game would draw (marks and quiet places). */
    private fun LessonScreen.assertOnlyTheTaughtMoveIsMarked(): List<BoardPlace> {
        assertEquals(LessonWaiting.Decision, model.screen.waiting)
        val view = input().view(active)!!
        val marked = view.marks.map { it.place }.toSet()
        assertTrue(view.quiet.isNotEmpty(), "${model.lessonId}: no quiet places")
        assertTrue(view.quiet.none { it in marked }, "${model.lessonId}: a quiet place is marked")
        assertTrue(marked.size < (marked + view.quiet).size, "${model.lessonId}: as many marks as a game")
        return view.quiet
    }

    @Test
    fun pylosALegalPlaceTheStepDoesNotTeachIsAnsweredNotIt() {
        val s = open("pylos-raise")
        val quiet = s.assertOnlyTheTaughtMoveIsMarked()
        assertTrue(pylos("1c1") in quiet, "$quiet")
        val history = s.active.session.history()
        val board = s.active.snapshot.board
        s.tapPlace(pylos("1c1"))
        assertEquals(LessonAnswer.NotIt, s.model.screen.answer)
        assertEquals(history, s.active.session.history())
        assertEquals(board, s.active.snapshot.board)
    }

    @Test
    fun pyramidaAStoneTheStepDoesNotTeachIsTakenAndItsTryAnswered() {
        val s = firstQuiet(games.pyramids.core.GameKind.PYRAMIDA) { _, p -> p is BoardPlace.Pyramida }
        val quiet = s.assertOnlyTheTaughtMoveIsMarked()
        val input = s.input()
        val history = s.active.session.history()
        val stone = quiet.first()
        s.tapPlace(stone)
        assertEquals(stone, input.selection(s.active), "${s.model.lessonId}: the quiet stone $stone is chosen")
        // Its own targets are marked now; the first finishes the try, which the lesson answers without playing it.
        val to = input.view(s.active)!!.marks.map { it.place }.first { it != stone && it is BoardPlace.Pyramida }
        s.tapPlace(to)
        assertEquals(LessonAnswer.NotIt, s.model.screen.answer, s.model.lessonId)
        assertEquals(history, s.active.session.history())
    }

    @Test
    fun pyramidoADominoTheStepDoesNotTeachIsTakenAndItsTryAnswered() {
        val s = firstQuiet(games.pyramids.core.GameKind.PYRAMIDO) { _, p -> p is BoardPlace.PyramidoSlot }
        val quiet = s.assertOnlyTheTaughtMoveIsMarked()
        val input = s.input()
        val slot = quiet.first { it is BoardPlace.PyramidoSlot }
        val history = s.active.session.history()
        s.tapPlace(slot)
        assertEquals(slot, input.selection(s.active), "the quiet domino $slot is chosen")
        val cell = input.view(s.active)!!.marks.map { it.place }.first { it is BoardPlace.PyramidoCell }
        s.tapPlace(cell)
        if (input.view(s.active)?.pending == null) {
            assertFalse(s.model.screen.answer == LessonAnswer.Right, "a different domino is not the taught one")
        }
        assertEquals(history, s.active.session.history())
    }
}
