package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.save.SaveStore
import games.pyramids.app.screens.ScreenshotTest.Companion.Stage
import games.pyramids.app.screens.ScreenshotTest.Companion.outDir
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Device
import games.pyramids.app.testkit.Direct
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.tempDir
import games.pyramids.app.testkit.testApp
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.GameAction
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PylosMove
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.io.IOException
import java.util.Random

/**
 * The screens of issue 13's list beyond the boards: a landscape phone, a
 * 360 dp phone, font scale 1.3× and 2×, Czech and Slovenian games, the
 * empty saved-games list, the delete confirmation, the legend, the rules
 * from top to bottom, an illegal move and a save that failed.
 */
class MoreScreenshotTest {
    companion object {
        val phone = ScreenshotTest.phone
        val tablet = ScreenshotTest.tablet
        val landscape = Device("landscape", 2340, 1080, 2.625f)
        /** 360 × 720 dp. */
        val small = Device("small", 720, 1440, 2.0f)
        val vsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), 1)
        val pyramidaVsAi = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)
        val pyramidoVsAi = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), seed = 8, firstPlayer = 0)
    }

    private fun stage(d: Device, strings: Strings = English, scale: Float = 1f): Stage {
        val host = TestHost()
        val sessions = TestSessions()
        val app = testApp(strings = strings, density = d.density, sessions = sessions, host = host, fontScale = scale)
        app.size(d.w.toFloat(), d.h.toFloat())
        app.push(HomeScreen(app))
        return Stage(app, host, sessions)
    }

    private fun game(st: Stage, options: GameOptions, vararg moves: String): GameScreen {
        assertTrue(Launcher.startNew(st.app, options, false, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        st.host.advance(3000)
        return g
    }

    private val midGame = ScreenshotTest.midGame

    @Test fun landscapePhone() {
        val st = stage(landscape)
        game(st, vsAi, *midGame)
        shot("pylos-game", landscape, st)
        st.app.popToRoot()
        shot("home", landscape, st)
        st.app.push(NewGameScreen(st.app, GameKind.PYLOS))
        shot("newgame-pylos", landscape, st)
        val ng = st.app.current as NewGameScreen
        assertTrue(ng.scroller.canScroll, "the form scrolls on a landscape phone")
        ng.scroller.scrollTo(ng.scroller.max)
        shot("newgame-pylos-scrolled", landscape, st)
    }

    @Test fun smallPhone() {
        val st = stage(small)
        game(st, vsAi, *midGame)
        shot("pylos-game", small, st)
        st.app.popToRoot()
        game(st, pyramidoVsAi)
        shot("pyramido-game", small, st)
        st.app.popToRoot()
        shot("home", small, st)
        st.app.push(NewGameScreen(st.app, GameKind.PYLOS))
        shot("newgame-pylos", small, st)
    }

    @Test fun fontScale() {
        for (scale in listOf(1.3f, 2f)) {
            val tag = if (scale == 2f) "font2" else "font13"
            val st = stage(phone, English, scale)
            game(st, vsAi, *midGame)
            shot("pylos-game-$tag", phone, st)
            st.app.popToRoot()
            game(st, pyramidaVsAi, "e1-d2")
            shot("pyramida-game-$tag", phone, st)
            st.app.popToRoot()
            shot("home-$tag", phone, st)
            st.app.push(NewGameScreen(st.app, GameKind.PYLOS))
            shot("newgame-pylos-$tag", phone, st)
            st.app.popToRoot()
            st.app.push(NewGameScreen(st.app, GameKind.PYRAMIDO))
            shot("newgame-pyramido-$tag", phone, st)
            st.app.popToRoot()
            st.app.push(SavedGamesScreen(st.app))
            shot("saved-games-$tag", phone, st)
            st.app.popToRoot()
            st.app.push(RulesScreen(st.app, GameKind.PYRAMIDA))
            shot("rules-pyramida-$tag", phone, st)
            st.app.popToRoot()
            st.app.push(LegendScreen(st.app, GameKind.PYRAMIDA, st.app.strings.legendSymbols(GameKind.PYRAMIDA)))
            shot("legend-pyramida-$tag", phone, st)
        }
        // The tablet at 2× too.
        val tb = stage(tablet, English, 2f)
        game(tb, vsAi, *midGame)
        shot("pylos-game-font2", tablet, tb)
        tb.app.popToRoot()
        shot("home-font2", tablet, tb)
    }

    @Test fun czechAndSlovenianGames() {
        val cs = stage(phone, Czech)
        game(cs, pyramidaVsAi, "e1-d2")
        shot("pyramida-game-cs", phone, cs)
        cs.app.popToRoot()
        game(cs, pyramidoVsAi)
        shot("pyramido-game-cs", phone, cs)
        val sl = stage(phone, Slovenian)
        game(sl, vsAi, *midGame)
        shot("pylos-game-sl", phone, sl)
        sl.app.popToRoot()
        game(sl, pyramidoVsAi)
        shot("pyramido-game-sl", phone, sl)
        sl.app.popToRoot()
        sl.app.push(NewGameScreen(sl.app, GameKind.PYLOS))
        shot("newgame-pylos-sl", phone, sl)
    }

    @Test fun savedGamesEmptyAndConfirm() {
        val st = stage(phone)
        st.app.push(SavedGamesScreen(st.app))
        shot("saved-empty", phone, st)
        val sv = st.app.current as SavedGamesScreen
        sv.accessibilityNodes().first { it.description == English(TextKey.NEW_GAME) }.onClick!!()
        assertTrue(st.app.current is HomeScreen, "the empty list leads on to a new game")
        game(st, vsAi, *midGame)
        st.app.popToRoot()
        st.app.push(SavedGamesScreen(st.app))
        val saved = st.app.current as SavedGamesScreen
        saved.accessibilityNodes().first { it.description.startsWith(English(TextKey.DELETE)) }.onClick!!()
        assertNotNull(saved.confirming)
        shot("saved-delete-confirm", phone, st)
        assertTrue(saved.onBack(), "Back closes the question")
        assertEquals(1, st.app.saves.list().size)
    }

    @Test fun legendsAndRules() {
        for (kind in GameKind.entries) {
            val st = stage(phone)
            // The legend of a game on view: only the symbols its board draws now.
            val g = when (kind) {
                GameKind.PYLOS -> game(st, vsAi, *midGame)
                GameKind.PYRAMIDA -> game(st, pyramidaVsAi, "e1-d2")
                GameKind.PYRAMIDO -> game(st, pyramidoVsAi)
            }
            shot("legend-${kind.name.lowercase()}-board", phone, st)
            st.app.push(LegendScreen(st.app, kind, g.legend()))
            shot("legend-${kind.name.lowercase()}", phone, st)
            st.app.popToRoot()
            // The whole rules page in one tall picture.
            val r = RulesScreen(st.app, kind)
            st.app.push(r)
            r.layout(phone.w.toFloat(), phone.h.toFloat())
            val h = (r.scroller.contentHeight + r.scroller.viewport.top).toInt() + 40
            val p = AwtPainter(phone.w, h)
            r.layout(phone.w.toFloat(), h.toFloat())
            r.draw(p, 0L)
            p.writePng(File(outDir, "rules-${kind.name.lowercase()}-full-phone.png"))
            p.dispose()
        }
        val tb = stage(tablet, Czech)
        tb.app.push(LegendScreen(tb.app, GameKind.PYLOS, tb.app.strings.legendSymbols(GameKind.PYLOS)))
        shot("legend-pylos-cs", tablet, tb)
    }

    @Test fun illegalMoveMessage() {
        val st = stage(phone)
        val g = game(st, GameOptions(GameKind.PYLOS, seats = listOf(SeatController.Human, SeatController.Human)), "1a1")
        val stale = GameAction("1a1", 1, ActionDetail.Pylos(PylosMove.Place("1a1")))
        assertFalse(g.controller.play(stale))
        assertTrue(g.controller.notice!!.isError)
        shot("illegal-move", phone, st)
    }

    @Test fun saveFailedMessage() {
        val host = TestHost()
        val saves = SaveStore(tempDir(), writer = { _, _ -> throw IOException("No space left on device") }) { host.time }
        val app = App(English, phone.density, TestSessions(), saves, Direct, Direct, host, Random(7), 1f, AwtPainter(1, 1))
        app.size(phone.w.toFloat(), phone.h.toFloat())
        app.push(HomeScreen(app))
        val st = Stage(app, host, TestSessions())
        val g = game(st, GameOptions(GameKind.PYLOS, seats = listOf(SeatController.Human, SeatController.Human)), "1a1", "1b1")
        g.onPause()
        host.advance(100)
        shot("save-failed", phone, st)
        assertTrue(app.saves.list().isEmpty())
    }
}
