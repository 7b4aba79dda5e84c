package games.pyramids.app.screens

import games.pyramids.app.pylos.PylosAnimator
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.pylos.PylosView
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Companion.stage
import games.pyramids.app.screens.ScreenshotTest.Companion.tablet
import games.pyramids.app.i18n.English
import games.pyramids.app.session.isOver
import games.pyramids.app.table.FacingScreen
import games.pyramids.app.table.Side
import games.pyramids.app.testkit.tap
import games.pyramids.core.TextKey
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.Scenarios
import games.pyramids.app.ui.Touch
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.PylosMove
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Screenshots of Pylos and Pyramida in play (android/build/screenshots/):
 * hints, the computer thinking, draws, Pylos' second reclaim, a raise by
 * drag, an expert line, the last move, the plan view and table mode.
 * Positions come from the real engine, several from the conformance
 * scenarios in tests/scenarios/.
 */
class PylosPyramidaScreenshotTest {
    private val pylosVsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)
    private val pylosHumans = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), 1)
    private val pyramidaVsAi = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)
    private val pyramidaHumans = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1)

    private fun game(st: ScreenshotTest.Companion.Stage, options: GameOptions, table: Boolean = false, vararg moves: String): GameScreen {
        assertTrue(Launcher.startNew(st.app, options, table, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        return g
    }

    @Test fun hints() {
        val st = stage(phone)
        val g = game(st, pylosVsAi, false, *ScreenshotTest.midGame)
        g.controller.requestHint()
        st.host.runUi()
        assertTrue(g.controller.hint != null)
        shot("pylos-hint", phone, st)
        val pa = stage(phone)
        val h = game(pa, pyramidaVsAi, false, "e1-d2", "c1-b2")
        h.controller.requestHint()
        pa.host.runUi()
        assertTrue(h.controller.hint != null)
        shot("pyramida-hint", phone, pa)
    }

    @Test fun computerThinking() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = game(st, pylosVsAi, false, *ScreenshotTest.midGame.take(10).toTypedArray())
            assertTrue(g.controller.play(g.controller.legal.first { (it.detail as ActionDetail.Pylos).action == PylosMove.Place("1b4") }))
            st.host.time += 2000 // the drop has landed; the AI's turn is scheduled but has not run
            assertTrue(g.controller.thinking)
            shot("pylos-thinking", d, st)
        }
        val st = stage(phone)
        val g = game(st, pyramidaVsAi, false)
        assertTrue(g.controller.play(g.controller.legal.first { it.notation == "e1-d2" }))
        st.host.time += 2000
        assertTrue(g.controller.thinking)
        shot("pyramida-thinking", phone, st)
    }

    @Test fun draws() {
        val st = stage(phone)
        val g = game(st, pyramidaHumans, false, *Scenarios.actions("pyramida", "17-third-repetition-is-a-draw").toTypedArray())
        assertTrue(g.session.outcome() is GameOutcome.Draw, "${g.session.outcome()}")
        shot("pyramida-draw", phone, st, st.host.time + 60_000)
        val pl = stage(phone)
        val p = game(pl, pylosHumans, false, *Scenarios.actions("pylos", "26-third-repetition-is-a-draw").toTypedArray())
        assertTrue(p.session.outcome() is GameOutcome.Draw)
        shot("pylos-draw", phone, pl, pl.host.time + 60_000)
    }

    @Test fun pylosSecondReclaim() {
        val st = stage(phone)
        val g = game(st, pylosHumans, false, *Scenarios.actions("pylos", "10-second-reclaim-is-optional").toTypedArray())
        assertEquals(listOf("stop"), g.board.actions(g.controller).map { it.id })
        shot("pylos-second-reclaim", phone, st)
    }

    @Test fun pylosRaiseByDrag() {
        val st = stage(phone)
        val g = game(st, pylosHumans, false, *ScreenshotTest.midGame)
        g.layout(phone.w.toFloat(), phone.h.toFloat())
        val b = g.board as PylosBoard
        val from = b.projection.spot("1a3").center
        val to = b.projection.spot("2b1").center
        g.onTouch(Touch(Touch.Kind.DOWN, from.x, from.y, 0))
        g.onTouch(Touch(Touch.Kind.MOVE, (from.x * 2 + to.x) / 3, (from.y * 2 + to.y) / 3, 40))
        g.onTouch(Touch(Touch.Kind.MOVE, (from.x + to.x * 3) / 4, (from.y + to.y * 3) / 4, 80))
        assertEquals("1a3", b.input.drag?.from)
        shot("pylos-raise-drag", phone, st)
        g.onTouch(Touch(Touch.Kind.UP, to.x, to.y, 120))
        assertEquals("1a3-2b1", g.session.history().last())
        // Once it has risen: the ring round the ball and the trace from where it came.
        st.host.advance(3000)
        shot("pylos-last-raise", phone, st)
    }

    @Test fun pylosExpertLine() {
        val st = stage(phone)
        val moves = Scenarios.actions("pylos", "18-expert-row-of-four-is-a-pattern")
        val g = game(st, GameOptions(GameKind.PYLOS, "expert", listOf(SeatController.Human, SeatController.Human), 1), false, *moves.dropLast(1).toTypedArray())
        val t0 = st.host.time
        assertTrue(g.controller.play(g.controller.legal.first { it.notation == moves.last() }))
        // The row of four glows as the last ball lands; then Light takes a ball back.
        shot("pylos-expert-line", phone, st, t0 + PylosAnimator.DROP_MS + PylosAnimator.PATTERN_MS / 2)
        shot("pylos-expert-line-reclaim", phone, st, t0 + 10_000)
    }

    @Test fun pylosPlanView() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = game(st, pylosVsAi, false, *ScreenshotTest.midGame)
            g.layout(d.w.toFloat(), d.h.toFloat())
            val b = g.board as PylosBoard
            b.toggleView()
            assertEquals(PylosView.PLAN, b.view)
            shot("pylos-plan", d, st)
        }
    }

    @Test fun pyramidaTableMode() {
        for (d in listOf(tablet, phone)) {
            val st = stage(d)
            // Black to move: its panel faces the top, the board has turned to it.
            val g = game(st, pyramidaHumans, true, "e1-d2", "c1-b2", "i1-h2")
            st.host.advance(2000)
            shot("pyramida-table", d, st)
            if (d == tablet) {
                // Black opens the legend from its panel: it faces Black, at the top.
                val black = "${English(TextKey.LEGEND_TITLE)} (${English.seatName(GameKind.PYRAMIDA, 1)})"
                val help = g.accessibilityNodes().first { it.description == black }.bounds
                g.tap(help.cx, help.cy)
                assertEquals(Side.TOP, (st.app.current as FacingScreen).side)
                shot("pyramida-table-legend", d, st)
            }
        }
    }

    @Test fun pylosTableModeReclaim() {
        val st = stage(tablet)
        // Dark has made a square in table mode: it takes a ball back from its end of the table.
        game(st, pylosHumans, true, "1d4", "1a1", "1c1", "1b1", "1c2", "1a2", "1d1", "1b2")
        st.host.advance(2000)
        shot("pylos-table-reclaim", tablet, st)
    }
}
