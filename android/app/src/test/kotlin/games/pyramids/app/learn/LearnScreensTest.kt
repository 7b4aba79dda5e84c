package games.pyramids.app.learn

import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.LessonListScreen
import games.pyramids.app.screens.LessonScreen
import games.pyramids.app.screens.NewGameScreen
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.tempDir
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Theme
import games.pyramids.app.session.id
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/** Home's Learn entries, the lesson list and the first-launch offer, over the progress file. */
class LearnScreensTest {
    private fun app(dir: File = tempDir()) = testApp(density = phonePortrait.density, dir = dir, offers = true).also {
        it.size(phonePortrait.w.toFloat(), phonePortrait.h.toFloat())
    }

    private fun HomeScreen.learnLabel(game: GameKind) = visibleButtons().first { it.id == "learn-${game.id}" }.description

    @Test
    fun homeShowsALearnEntryPerGameWhoseCountGrowsWhenALessonIsFinished() {
        val app = app()
        val home = HomeScreen(app)
        app.push(home)
        assertEquals("Learn Pylos. Lessons: 0 of 6", home.learnLabel(GameKind.PYLOS))
        assertEquals("Learn Pyramida. Lessons: 0 of 7", home.learnLabel(GameKind.PYRAMIDA))
        assertEquals("Learn Pyramido. Lessons: 0 of 7", home.learnLabel(GameKind.PYRAMIDO))
        for (b in home.visibleButtons().filter { it.id.startsWith("learn-") }) {
            assertTrue(b.box.height >= app.density * Theme.minTouch, "${b.id} is ${b.box.height / app.density} dp high")
        }
        // Learn → the list → a lesson played to its end → back on Home.
        val entry = home.visibleButtons().first { it.id == "learn-pylos" }
        home.scroller.scrollTo(entry.box.top - app.density * 100)
        home.tap(entry.box.cx, entry.box.cy - home.scroller.offset)
        val list = app.current as LessonListScreen
        list.open(list.cards[1])
        (app.current as LessonScreen).walk { }
        app.pop(); app.pop()
        assertEquals("Learn Pylos. Lessons: 1 of 6", home.learnLabel(GameKind.PYLOS))
        assertEquals("Learn Pyramida. Lessons: 0 of 7", home.learnLabel(GameKind.PYRAMIDA))
    }

    @Test
    fun theListHasACardPerLessonMarkedDoneOrWhereItResumes() {
        val app = app()
        app.learn.finished("pylos-place")
        app.learn.left("pylos-square", 2)
        val list = LessonListScreen(app, GameKind.PYLOS)
        app.push(list)
        assertEquals(listOf("pylos-place", "pylos-raise", "pylos-square", "pylos-line", "pylos-empty", "pylos-game"), list.cards.map { it.id })
        assertEquals("Learn Pylos", list.title)
        assertEquals("Lessons: 1 of 6", list.entry.progress)
        assertTrue(list.cards[0].done)
        assertEquals("Step 3 of 4", list.cards[2].resume)
        val square = list.visibleButtons().first { it.id == "lesson-pylos-square" }
        assertTrue(square.description.contains("Squares take balls back") && square.description.endsWith("Step 3 of 4"), square.description)
        // A tap opens the lesson where it was left.
        list.tap(square.box.cx, square.box.cy)
        val lesson = app.current as LessonScreen
        assertEquals("pylos-square", lesson.model.lessonId)
        assertEquals(2u, lesson.model.screen.step)
    }

    @Test
    fun theOfferIsMadeOnceAndNotNowIsRememberedAcrossAReload() {
        val dir = tempDir()
        val app = app(dir)
        app.push(HomeScreen(app))
        val form = NewGameScreen(app, GameKind.PYLOS)
        app.push(form)
        val offer = form.offer!!
        assertEquals("New to Pylos? Learn it in a few short lessons.", offer.text)
        // While it is up only its two answers are there for a screen reader.
        assertEquals(listOf(offer.text, offer.decline, offer.accept), form.accessibilityNodes().map { it.description })
        val notNow = form.accessibilityNodes().first { it.description == offer.decline }
        form.tap(notNow.bounds.cx, notNow.bounds.cy)
        assertNull(form.offer)
        assertTrue(form.visibleButtons().any { it.id == "start" })
        assertNull(NewGameScreen(app, GameKind.PYLOS).offer)
        // Another game is still offered; a reload remembers the answer.
        assertNotNull(NewGameScreen(app, GameKind.PYRAMIDA).offer)
        val reloaded = app(dir)
        assertNull(NewGameScreen(reloaded, GameKind.PYLOS).offer)
        assertNotNull(NewGameScreen(reloaded, GameKind.PYRAMIDO).offer)
    }

    @Test
    fun learnOnTheOfferOpensTheLessonsAndABegunLessonEndsTheOffer() {
        val app = app()
        app.push(HomeScreen(app))
        val form = NewGameScreen(app, GameKind.PYRAMIDA)
        app.push(form)
        val learn = form.accessibilityNodes().first { it.description == form.offer!!.accept }
        form.tap(learn.bounds.cx, learn.bounds.cy)
        val list = app.current as LessonListScreen
        assertEquals(GameKind.PYRAMIDA, list.game)
        list.open(list.cards[0])
        (app.current as LessonScreen).next()
        assertNull(NewGameScreen(app, GameKind.PYRAMIDA).offer)
        assertFalse(app.learn.progress.offers(GameKind.PYRAMIDA))
    }
}
