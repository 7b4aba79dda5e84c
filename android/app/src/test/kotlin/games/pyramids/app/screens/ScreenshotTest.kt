package games.pyramids.app.screens

import games.pyramids.core.AiBudget
import games.pyramids.core.TextKey
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.testApp
import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PylosMove
import games.pyramids.core.SeatController
import games.pyramids.app.ui.Screen
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * Renders every screen through the AWT painter — the same drawing code the
 * Android Views run — to PNG files under android/build/screenshots/, on a
 * phone in portrait (1080×2340, 420 dpi) and a tablet in landscape
 * (2560×1600, 320 dpi). Each image is also checked for being more than a
 * blank background.
 */
class ScreenshotTest {
    data class Device(val name: String, val w: Int, val h: Int, val density: Float)

    companion object {
        val phone = Device("phone", 1080, 2340, 2.625f)
        val tablet = Device("tablet", 2560, 1600, 2.0f)
        val outDir = File(System.getProperty("pyramids.screenshots") ?: "build/screenshots")

        /** Light (human) against Dark (computer, hard). */
        val vsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)
        val twoHumans = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), 1)

        /** A middle game: a chequered base, three balls on level 2, Light to move. */
        val midGame = arrayOf("1a1", "1b1", "1c1", "1d1", "1b2", "1a2", "1d2", "1c2", "1a3", "1b3", "1c3", "1d3", "2a1", "2c1", "1b4", "2b2")

        /** Light completes the square 1a1 1b1 1a2 1b2 and must take a ball back. */
        val square = arrayOf("1a1", "1d4", "1b1", "1d3", "1a2", "1c4", "1b2")

        class Stage(val app: App, val host: TestHost, val sessions: TestSessions)

        /** A fresh app on [d] at the home screen, over the real engine (AI capped by [sessions]' nodes). */
        fun stage(d: Device, strings: Strings = English, sessions: TestSessions = TestSessions(), offers: Boolean = false): Stage {
            val host = TestHost()
            val app = testApp(strings = strings, density = d.density, sessions = sessions, host = host, offers = offers)
            app.size(d.w.toFloat(), d.h.toFloat())
            app.push(HomeScreen(app))
            return Stage(app, host, sessions)
        }

        /** Draws the top screen into android/build/screenshots/<name>-<device>.png and checks it is not blank. */
        fun shot(name: String, d: Device, st: Stage, now: Long = st.host.time): File {
            val screen: Screen = st.app.current!!
            screen.layout(d.w.toFloat(), d.h.toFloat())
            val p = AwtPainter(d.w, d.h)
            screen.draw(p, now)
            val file = File(outDir, "$name-${d.name}.png")
            p.writePng(file)
            p.dispose()
            assertTrue(distinctColours(p) > 200, "$name-${d.name} looks blank")
            assertTrue(p.depth == 0, "$name-${d.name}: unbalanced save/restore")
            return file
        }

        private fun distinctColours(p: AwtPainter): Int {
            val seen = HashSet<Int>()
            val img = p.image
            var y = 0
            while (y < img.height) { var x = 0; while (x < img.width) { seen.add(img.getRGB(x, y)); x += 7 }; y += 7 }
            return seen.size
        }
    }

    private fun game(st: Stage, options: GameOptions, table: Boolean = false, vararg moves: String): GameScreen {
        assertTrue(Launcher.startNew(st.app, options, table, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        return g
    }

    @Test fun home() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            // A game in progress gives the home screen its Resume entry.
            game(st, vsAi, false, *midGame)
            st.app.popToRoot()
            shot("home", d, st)
        }
    }

    @Test fun newGame() {
        val st = stage(phone)
        st.app.push(NewGameScreen(st.app, GameKind.PYLOS))
        shot("newgame-pylos", phone, st)
        val t = stage(tablet, Slovenian)
        val ng = NewGameScreen(t.app, GameKind.PYRAMIDO)
        ng.model.setSeatCount(4)
        ng.model.setController(2, SeatController.Human)
        ng.model.tableMode = true
        t.app.push(ng)
        shot("newgame-pyramido-sl", tablet, t)
    }

    @Test fun pylosOpening() {
        for (d in listOf(phone, tablet)) shot("pylos-opening", d, stage(d).also { game(it, vsAi) })
    }

    @Test fun pylosMidGameRaise() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = game(st, vsAi, false, *midGame)
            // Light's free ball 1a3 is selected: its raise targets 2b1 and 2c2 glow green.
            (g.board as PylosBoard).input.select(g.controller, "1a3")
            shot("pylos-midgame", d, st)
        }
    }

    @Test fun pylosReclaim() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            game(st, twoHumans, false, *square)
            shot("pylos-reclaim", d, st)
        }
    }

    @Test fun pylosAgainstTheEngine() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = game(st, vsAi)
            // Light plays the centre holes; the engine (hard, node-capped) answers each move.
            for (to in listOf("1b2", "1c3", "1c2", "1b3", "1a1", "1d4")) {
                val place = g.controller.legal.firstOrNull {
                    (it.detail as games.pyramids.core.ActionDetail.Pylos).action == PylosMove.Place(to)
                } ?: g.controller.legal.first { (it.detail as games.pyramids.core.ActionDetail.Pylos).action is PylosMove.Place }
                assertTrue(g.controller.play(place))
                st.host.advance(5000)
                assertTrue(g.controller.humanToMove, "the engine answered")
            }
            assertTrue(g.session.history().size >= 12)
            shot("pylos-vs-engine", d, st)
        }
    }

    @Test fun pylosDropAnimation() {
        val st = stage(phone)
        val g = game(st, vsAi, false, *midGame.take(10).toTypedArray())
        val place = g.controller.legal.first { (it.detail as games.pyramids.core.ActionDetail.Pylos).action is PylosMove.Place }
        g.controller.play(place)
        shot("pylos-drop-animation", phone, st, st.host.time + 150)
    }

    @Test fun pylosGameOver() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = game(st, GameOptions(GameKind.PYLOS, "kids", listOf(SeatController.Human, SeatController.Ai(AiLevel.EXPERT)), 1))
            val s = g.session as EngineSession
            // Everyone places on the first free spot: Light runs out first.
            while (!s.outcome().isOver) s.script(s.legalActions().first { (it.detail as games.pyramids.core.ActionDetail.Pylos).action is PylosMove.Place }.notation)
            g.controller.start()
            shot("pylos-gameover", d, st)
        }
    }

    @Test fun pylosResign() {
        // Against the computer: the confirmation names the one human's colour.
        val st = stage(phone)
        val g = game(st, vsAi)
        assertTrue(g.controller.play(g.controller.legal.first { (it.detail as games.pyramids.core.ActionDetail.Pylos).action == PylosMove.Place("1b2") }))
        st.host.advance(5000)
        g.askResign()
        assertTrue(g.confirmingResign == 0)
        shot("pylos-resign-confirm", phone, st)
        // At a table of two: the sheet names the winner, with the line saying who resigned.
        val st2 = stage(phone)
        val g2 = game(st2, twoHumans, false, "1a1", "1b2", "1c3")
        g2.askResign()
        g2.accessibilityNodes().first { it.description == st2.app.strings(games.pyramids.core.TextKey.RESIGN) }.onClick!!()
        assertTrue(g2.controller.snapshot.resigned == 1)
        shot("pylos-resigned-sheet", phone, st2, st2.host.time + 5000)
    }

    @Test fun pylosTableMode() {
        val st = stage(tablet)
        // Two players round a tablet; Dark is to move, so the board faces the top side.
        game(st, twoHumans, true, *midGame.take(13).toTypedArray())
        st.host.advance(2000)
        shot("pylos-table", tablet, st)
        val ph = stage(phone)
        game(ph, twoHumans, true, *midGame.take(9).toTypedArray())
        ph.host.advance(2000)
        shot("pylos-table", phone, ph)
    }

    @Test fun rules() {
        val st = stage(phone)
        st.app.push(RulesScreen(st.app, GameKind.PYLOS))
        shot("rules-pylos", phone, st)
        val cs = stage(phone, Czech)
        cs.app.push(RulesScreen(cs.app, GameKind.PYRAMIDA))
        shot("rules-pyramida-cs", phone, cs)
        val tb = stage(tablet)
        tb.app.push(RulesScreen(tb.app, GameKind.PYRAMIDO))
        shot("rules-pyramido", tablet, tb)
    }

    @Test fun savedGames() {
        val st = stage(phone)
        game(st, vsAi, false, *midGame)
        st.app.popToRoot()
        st.host.time += 3_600_000
        game(st, twoHumans, true, *square)
        st.app.popToRoot()
        // A damaged file and one from a future version of the app.
        File(st.app.saves.dir, "broken.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\n")
        File(st.app.saves.dir, "future.pyrsave").writeText("pyramids-app-save 7\ngame=pylos\n\n{}")
        st.app.push(SavedGamesScreen(st.app))
        shot("saved-games", phone, st)
        assertTrue(Colors.alpha(0) == 0)
    }

    /** White (human) against Black (computer, hard). */
    private val pyramidaVsAi = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)

    @Test fun pyramidaNewGame() {
        val st = stage(phone)
        st.app.push(NewGameScreen(st.app, GameKind.PYRAMIDA))
        shot("newgame-pyramida", phone, st)
    }

    @Test fun pyramidaOpening() {
        for (d in listOf(phone, tablet)) shot("pyramida-opening", d, stage(d).also { game(it, pyramidaVsAi) })
    }

    @Test fun pyramidaRetreatChoice() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            // Black's b2 blocks White's a1 on the left edge; Black g1-f2 drives White's f2 off: White chooses e1 or g1.
            val g = game(st, GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1),
                false, "i1-h2", "c1-b2", "e1-f2", "g1-f2")
            assertTrue(g.board.prompt(g.controller).contains("White"))
            shot("pyramida-retreat", d, st)
        }
    }

    @Test fun pyramidaMoveSelected() {
        val st = stage(phone)
        val g = game(st, pyramidaVsAi, false, "e1-d2", "c1-b2")
        (g.board as games.pyramids.app.pyramida.PyramidaBoard).input.select(g.controller, "d2")
        shot("pyramida-selected", phone, st)
    }

    private val pyramidaHumans = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1)

    @Test fun pyramidaProtectedAndPass() {
        for (d in listOf(phone, tablet)) {
            // Black's e3 is protected (the shield); White's d2 is selected.
            val st = stage(d)
            val g = game(st, pyramidaHumans, false, "e1-d2", "c1-d2", "c1", "g1-f2", "i1-j2", "f2-e3", "c1-d2", "e1")
            (g.board as games.pyramids.app.pyramida.PyramidaBoard).input.select(g.controller, "d2")
            shot("pyramida-protected", d, st)
        }
        // White has no move: the Pass button.
        val st = stage(phone)
        val g = game(st, pyramidaHumans, false, "e1-d2", "g1-h2", "i1-j2", "h2-i1", "d2-c3", "c1-b2", "j2-i3", "i1-h2", "i3-j2", "h2-i3")
        assertTrue(g.board.actions(g.controller).map { it.id } == listOf("pass"))
        shot("pyramida-pass", phone, st)
        // Black has taken a stone off the top.
        val t = stage(tablet)
        game(t, pyramidaHumans, false, "e1-f2", "c1-b2", "i1-h2", "b2-c3", "h2-i3", "c3-d4", "f2-g3", "d4-e5", "i3-h4", "e5-f6")
        shot("pyramida-off", tablet, t)
    }

    @Test fun pyramidaSlideAnimation() {
        val st = stage(phone)
        val g = game(st, pyramidaHumans, false, "e1-f2")
        // Black g1-f2 drives White off f2 (White then chooses e1 or g1): Black's stone is caught mid-slide.
        val step = g.controller.legal.first { it.notation == "g1-f2" }
        assertTrue(g.controller.play(step))
        assertTrue(g.board.isAnimating(st.host.time + 100))
        shot("pyramida-slide-animation", phone, st, st.host.time + 150)
        assertTrue(!g.board.isAnimating(st.host.time + 1000))
    }

    @Test fun pyramidaLeaveAnimation() {
        val st = stage(phone)
        val g = game(st, pyramidaHumans, false, "e1-f2", "c1-b2", "i1-h2", "b2-c3", "h2-i3", "c3-d4", "f2-g3", "d4-e5", "i3-h4")
        // Black e5-f6: the stone slides to the top, rises off it and flies to Black's panel, which still shows 0.
        val t0 = st.host.time
        assertTrue(g.controller.play(g.controller.legal.first { it.notation == "e5-f6" }))
        val b = g.board as games.pyramids.app.pyramida.PyramidaBoard
        val at = t0 + games.pyramids.app.pyramida.PyramidaAnimator.SLIDE_MS + games.pyramids.app.pyramida.PyramidaAnimator.LEAVE_MS * 62 / 100
        shot("pyramida-leave-animation", phone, st, at) // once to place the panels' anchors
        assertTrue(b.offShown(1, at, g.controller) == 0 && b.isAnimating(at))
        shot("pyramida-leave-animation", phone, st, at)
        // Rising off the top.
        shot("pyramida-leave-rise", phone, st, t0 + games.pyramids.app.pyramida.PyramidaAnimator.SLIDE_MS + games.pyramids.app.pyramida.PyramidaAnimator.LEAVE_MS * 22 / 100)
    }

    @Test fun pyramidaGameOver() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = game(st, pyramidaHumans)
            val s = g.session as EngineSession
            // White (hard) against Black (random), node-capped, until someone has three stones over the top.
            s.real.setSeat(0, SeatController.Ai(AiLevel.HARD)); s.real.setSeat(1, SeatController.Ai(AiLevel.RANDOM))
            var guard = 0
            while (!s.outcome().isOver && guard++ < 600) s.real.aiMove(null, AiBudget.Nodes(2_000uL))
            s.real.setSeat(0, SeatController.Human); s.real.setSeat(1, SeatController.Human)
            g.controller.start()
            assertTrue(s.outcome().isOver)
            val o = s.outcome()
            if (o is games.pyramids.core.GameOutcome.Win) assertEquals(English.seatName(GameKind.PYRAMIDA, o.winner) + ": " + English(TextKey.PYRAMIDA_OFF, 3), g.board.outcomeDetail(g.controller))
            shot("pyramida-gameover", d, st, st.host.time + 60_000)
        }
    }
}
