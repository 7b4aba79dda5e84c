package games.pyramids.app.puzzle

import games.pyramids.app.learn.phonePortrait
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.PuzzleScreen
import games.pyramids.app.session.id
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Theme
import games.pyramids.core.GameKind
import games.pyramids.core.PuzzleAttempt
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Home's Puzzles entries: their lines, a tap opening the next puzzle, the day's button opening the day's, the lines moving once one is solved. */
class PuzzleEntriesTest {
    private val day = LocalDay(2026, 12, 3)
    private val app = testApp(density = phonePortrait.density, today = day).also { it.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat()) }
    private val home = HomeScreen(app).also { app.push(it) }

    private fun button(id: String) = home.visibleButtons().first { it.id == id }

    private fun tapButton(id: String) {
        val b = button(id)
        home.scroller.scrollTo(b.box.top - app.density * 100)
        home.tap(b.box.cx, b.box.cy - home.scroller.offset)
    }

    @Test
    fun eachGameHasAnEntryWithItsProgressRatingAndStreak() {
        for ((game, total) in listOf(GameKind.PYLOS to 300, GameKind.PYRAMIDA to 300, GameKind.PYRAMIDO to 150)) {
            val b = button("puzzles-${game.id}")
            assertTrue(b.description.contains("Solved: 0 of $total"), b.description)
            assertTrue(b.description.contains("Rating 1200"), b.description)
            assertTrue(b.box.height >= app.density * Theme.minTouch)
            val daily = button("daily-${game.id}")
            assertTrue(daily.box.height >= app.density * Theme.minTouch)
            // The day's button lies inside its entry: each game's pair reads as one.
            assertTrue(b.box.contains(daily.box.cx, daily.box.cy))
        }
    }

    @Test
    fun aTapOpensTheNextPuzzleAndTheDaysButtonTheDaysPuzzle() {
        val entry = app.puzzles.progress.entry(GameKind.PYLOS, day.year, day.month.toUInt(), day.day.toUInt(), app.strings.catalog)
        tapButton("puzzles-pylos")
        val next = app.current as PuzzleScreen
        assertEquals(entry.nextPuzzle, next.model.screen.puzzleId)
        assertEquals(entry.title, next.title)
        app.pop()
        tapButton("daily-pylos")
        val daily = app.current as PuzzleScreen
        assertEquals(app.puzzles.progress.daily(GameKind.PYLOS, 2026, 12u, 3u), daily.model.screen.puzzleId)
        assertNotEquals(entry.nextPuzzle, daily.model.screen.puzzleId, "the day's puzzle is not simply the first")
        app.pop()
        // A clean solve counts on Home and moves the streak.
        app.puzzles.record(entry.nextPuzzle!!, PuzzleAttempt.CLEAN, app.strings.catalog)
        home.layout(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
        val d = button("puzzles-pylos").description
        val rating = app.puzzles.progress.rating()
        assertTrue(rating > 1200 && d.contains("Solved: 1 of 300") && d.contains("Streak: 1 puzzle") && d.contains("Rating $rating"), d)
        tapButton("puzzles-pylos")
        assertNotEquals(entry.nextPuzzle, (app.current as PuzzleScreen).model.screen.puzzleId, "a solved puzzle is not opened again")
    }
}
