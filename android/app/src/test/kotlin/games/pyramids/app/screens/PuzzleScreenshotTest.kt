package games.pyramids.app.screens

import games.pyramids.app.puzzle.openPuzzle
import games.pyramids.app.puzzle.play
import games.pyramids.app.puzzle.press
import games.pyramids.app.puzzle.tapPlace
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Companion.stage
import games.pyramids.app.screens.ScreenshotTest.Companion.tablet
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.render
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PuzzleAttempt
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Test

/**
 * The puzzles on screen: Home's entries, a Pyramida puzzle after a right
 * move, a Pylos one after a wrong try on a tablet, a Pyramido one with its
 * hint, and a Pyramida game's mistakes offered on the game-over sheet.
 */
class PuzzleScreenshotTest {
    @Test
    fun puzzlesHomeAndTheThreeGamesPuzzles() {
        val st = stage(phone)
        st.app.puzzles.record("pylos-1-3", PuzzleAttempt.CLEAN, st.app.strings.catalog)
        st.app.puzzles.record("pyramida-1-12", PuzzleAttempt.SOLVED, st.app.strings.catalog)
        val home = st.app.current as HomeScreen
        home.layout(phone.w.toFloat(), phone.h.toFloat())
        home.scroller.scrollTo(home.scroller.max)
        shot("puzzles-home", phone, st)

        val a = stage(phone)
        val pyramida = openPuzzle(a.app, "pyramida-1-12")
        pyramida.play("d4-e5")
        a.host.advance(5_000)
        shot("puzzle-pyramida", phone, a)

        val t = stage(tablet)
        val pylos = openPuzzle(t.app, "pylos-1-3")
        pylos.layout(tablet.w.toFloat(), tablet.h.toFloat())
        pylos.tapPlace(BoardPlace.Pylos("1a4"))
        shot("puzzle-pylos-wrong", tablet, t)

        val o = stage(phone)
        val pyramido = openPuzzle(o.app, "pyramido-1-3")
        pyramido.press("hint")
        shot("puzzle-pyramido", phone, o)
    }

    @Test
    fun mistakesOnTheGameOverSheet() {
        val st = stage(phone)
        Launcher.startNew(st.app, GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), 3), false, replaceTop = false)
        val g = st.app.current as GameScreen
        (g.session as EngineSession).playOut(AiLevel.RANDOM)
        g.controller.start()
        st.host.runUi()
        g.render(phone.w, phone.h, st.host.time)
        assertNotNull(g.mistakes.offer)
        shot("mistakes-pyramida", phone, st)
        g.sheet.buttons["mistakes"]!!.onClick()
        shot("mistakes-puzzle-pyramida", phone, st)
    }
}
