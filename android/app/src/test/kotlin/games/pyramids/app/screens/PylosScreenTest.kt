package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.English
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.RecordingPainter
import games.pyramids.app.pylos.PylosAnim
import games.pyramids.app.pylos.PylosAnimator
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.pylos.PylosFlight
import games.pyramids.app.pylos.PylosView
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PylosMove
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The Pylos screen as a player sees it: how much room the board gets, flights, the AI thinking, the last move, table mode. */
class PylosScreenTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host).also { it.push(HomeScreen(it)) }

    private val vsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), 1)
    private val twoHumans = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), 1)

    private fun open(options: GameOptions, w: Int = 1080, h: Int = 2340, table: Boolean = false, vararg moves: String): GameScreen {
        app.size(w.toFloat(), h.toFloat())
        assertNull(Launcher.startNew(app, options, table, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        draw(g, w, h)
        return g
    }

    private fun draw(g: GameScreen, w: Int, h: Int, at: Long = host.time): AwtPainter {
        g.layout(w.toFloat(), h.toFloat())
        val p = AwtPainter(w, h)
        g.draw(p, at)
        return p
    }

    private fun boardBox(g: GameScreen): Box {
        val f = GameScreen::class.java.getDeclaredField("boardBox").apply { isAccessible = true }
        return f.get(g) as Box
    }

    private fun pylos(g: GameScreen) = g.board as PylosBoard

    @Test fun `on a phone the board fills the space it has, in portrait and in landscape`() {
        for ((w, h) in listOf(1080 to 2340, 2340 to 1080)) {
            val g = open(vsAi, w, h)
            val box = boardBox(g)
            val b = pylos(g).projection.bounds()
            val empty = (box.height - b.height) / box.height
            assertTrue(empty <= 0.1f, "${w}×$h: ${(empty * 100).toInt()}% of the board's height is empty")
            assertTrue(b.width >= box.width * 0.9f || b.height >= box.height * 0.9f, "${w}×$h: the board is held back on both axes")
            // And the plan view fills it as well.
            pylos(g).toggleView()
            assertEquals(PylosView.PLAN, pylos(g).view)
            val p = pylos(g).projection.bounds()
            assertTrue(p.width >= box.width * 0.9f || p.height >= box.height * 0.9f, "${w}×$h plan view: held back on both axes")
            assertTrue((box.height - p.height) / box.height <= 0.1f, "${w}×$h plan view: ${box.height - p.height} px of ${box.height} empty")
            app.back()
        }
    }

    @Test fun `the view button in the top bar switches between the tilted and the plan view`() {
        val g = open(twoHumans)
        assertEquals(PylosView.TILTED, pylos(g).view)
        val node = g.accessibilityNodes().first { it.description == English(TextKey.VIEW_TOP) }
        g.tap(node.bounds.cx, node.bounds.cy)
        assertEquals(PylosView.PLAN, pylos(g).view)
        draw(g, 1080, 2340)
        // Taps land on the plan view's places.
        val spot = pylos(g).projection.spot("1c3").center
        g.tap(spot.x, spot.y)
        assertEquals(listOf("1c3"), g.session.history())
        val back = g.accessibilityNodes().first { it.description == English(TextKey.VIEW3D) }
        g.tap(back.bounds.cx, back.bounds.cy)
        assertEquals(PylosView.TILTED, pylos(g).view)
    }

    @Test fun `a ball flying between a reserve and the board never crosses the status line, and flies above the panels`() {
        val g = open(vsAi)
        val status = g.statusBox!!
        val target = pylos(g).projection.spot("1b2").center
        g.tap(target.x, target.y)
        val t0 = host.time
        draw(g, 1080, 2340, t0) // places the panels' anchors
        val from = pylos(g).reserveAnchors[0]
        for (i in 0..50) {
            val pt = PylosFlight.drop(from, target, pylos(g).projection.pixelsPerUnit, i / 50f)
            assertTrue(!status.contains(pt), "Light's ball crosses the status line at t = ${i / 50f}: $pt in $status")
        }
        // Early in its flight the ball is still over Light's panel, drawn above it.
        val early = PylosFlight.drop(from, target, pylos(g).projection.pixelsPerUnit, 0.08f)
        val during = draw(g, 1080, 2340, t0 + PylosAnimator.DROP_MS * 8 / 100).image.getRGB(early.x.toInt(), early.y.toInt())
        val after = draw(g, 1080, 2340, t0 + 60_000).image.getRGB(early.x.toInt(), early.y.toInt())
        assertNotEquals(after, during, "the flying ball is hidden under the panel")
        // The computer's ball comes from the other side and does not cross it either.
        host.advance(5000)
        assertEquals(2, g.session.history().size)
        val ai = g.session.history()[1]
        val to = pylos(g).projection.spot(ai).center
        draw(g, 1080, 2340)
        val aiFrom = pylos(g).reserveAnchors[1]
        for (i in 0..50) assertTrue(!status.contains(PylosFlight.drop(aiFrom, to, pylos(g).projection.pixelsPerUnit, i / 50f)))
    }

    @Test fun `while the computer thinks, it says so once, on its own panel, with the dots beside the words`() {
        for ((w, h) in listOf(1080 to 2340, 2560 to 1600)) {
            val g = open(vsAi, w, h)
            val spot = pylos(g).projection.spot("1a1").center
            g.tap(spot.x, spot.y)
            assertTrue(g.controller.thinking)
            val p = RecordingPainter(w, h)
            g.layout(w.toFloat(), h.toFloat())
            g.draw(p, host.time + 1000)
            val thinking = English(TextKey.THINKING, English.seatName(GameKind.PYLOS, 1))
            assertEquals(1, p.texts.count { it.contains(English(TextKey.THINKING, "").trim().removeSuffix("…").trim()) }, "${w}×$h: ${p.texts}")
            assertTrue(p.texts.any { it == thinking }, "${w}×$h: ${p.texts}")
            host.advance(5000)
            app.back()
        }
    }

    @Test fun `the last turn is marked - a ring in the last-move colour round the ball placed, a small dotted ring where it left`() {
        val g = open(twoHumans, moves = ScreenshotTest.midGame)
        // Light raises 1a3 onto 2b1.
        val light = g.controller.legal.first { (it.detail as ActionDetail.Pylos).action == PylosMove.Raise("1a3", "2b1") }
        assertTrue(g.controller.play(light))
        // The interaction model's marks: where the ball went, where it left.
        val last = pylos(g).lastTurn(g.controller)
        assertEquals(setOf("2b1"), last.to)
        assertEquals(setOf("1a3"), last.from)
        host.advance(2000)
        val img = draw(g, 1080, 2340).image
        val s = pylos(g).projection.spot("2b1")
        val mark = games.pyramids.app.ui.Highlight.lastMove
        fun markShare(c: Pt, r: Float): Float {
            var hits = 0
            for (i in 0 until 72) {
                val a = Math.PI * 2 * i / 72
                val rgb = img.getRGB((c.x + r * Math.cos(a)).toInt(), (c.y + r * Math.sin(a)).toInt())
                val near = kotlin.math.abs(Colors.red(rgb) - Colors.red(mark)) < 40 && kotlin.math.abs(Colors.green(rgb) - Colors.green(mark)) < 40 &&
                    kotlin.math.abs(Colors.blue(rgb) - Colors.blue(mark)) < 40
                if (near) hits++
            }
            return hits / 72f
        }
        assertTrue(markShare(s.center, s.radius * 1.1f) >= 0.4f, "the ring round 2b1: ${markShare(s.center, s.radius * 1.1f)}")
        // The place the ball left carries a small dotted ring.
        val from = pylos(g).projection.spot("1a3")
        assertTrue(markShare(from.center, from.radius * 0.7f) >= 0.15f, "the ring where 1a3 was: ${markShare(from.center, from.radius * 0.7f)}")
        // After an undo the raise is no longer the last turn: the turn before it is.
        g.undo()
        val before = pylos(g).lastTurn(g.controller)
        assertTrue("2b1" !in before.to && "1a3" !in before.from, "$before")
    }

    @Test fun `the computer's whole turn is marked, not only its last decision`() {
        val g = open(vsAi, moves = arrayOf("1a1", "1d4", "1b1", "1d3", "1a2", "1c4"))
        // Light completes a square and takes two balls back; the turn is Light's three decisions.
        for (m in listOf(PylosMove.Place("1b2"), PylosMove.Reclaim("1b2"), PylosMove.Reclaim("1a2"))) {
            val a = g.controller.legal.first { (it.detail as ActionDetail.Pylos).action == m }
            assertTrue(g.controller.play(a), m.toString())
        }
        val last = pylos(g).lastTurn(g.controller)
        assertEquals(setOf("1b2", "1a2"), last.from)
        host.advance(5000)
        // Then the computer's move: its place (and any reclaims) are the last turn now.
        val ai = pylos(g).lastTurn(g.controller)
        assertTrue(ai.to.isNotEmpty() || ai.from.isNotEmpty(), "the computer's turn is marked")
        assertTrue("1b2" !in ai.from, "Light's reclaims are no longer the last turn")
    }

    @Test fun `table mode on a tablet - players at the ends, the board seen from above uses the height, each seat has home and the legend`() {
        val w = 2560; val h = 1600
        val g = open(twoHumans, w, h, table = true, moves = arrayOf("1a1"))
        assertEquals(PylosView.PLAN, pylos(g).view)
        host.advance(2000)
        draw(g, w, h)
        val b = pylos(g).projection.bounds()
        assertTrue(b.width * b.height >= w * h * 0.45f, "the board covers ${(b.width * b.height * 100 / (w * h)).toInt()}% of the tablet")
        // The board does not turn for Dark: seen from above it reads the same from both ends.
        val spot = pylos(g).projection.spot("1d4").center
        g.tap(spot.x, spot.y)
        assertEquals(listOf("1a1", "1d4"), g.session.history())
        val nodes = g.accessibilityNodes()
        // Light is to move: Hint is on Light's panel only (each panel offers what its own player may do now).
        for (seat in listOf(English.seatName(GameKind.PYLOS, 0), English.seatName(GameKind.PYLOS, 1))) {
            val panel = nodes.first { it.description.startsWith(seat) && it.onClick == null }.bounds
            val mover = seat == English.seatName(GameKind.PYLOS, g.controller.snapshot.toMove)
            assertEquals(mover, nodes.any { it.description == "${English(TextKey.HINT)} ($seat)" }, "$seat: Hint only on the mover's panel")
            for (what in listOf(English(TextKey.HOME), English(TextKey.LEGEND_TITLE), English(TextKey.UNDO)) + (if (mover) listOf(English(TextKey.HINT)) else emptyList())) {
                val n = nodes.firstOrNull { it.description == "$what ($seat)" }
                assertTrue(n != null, "$seat has no $what button")
                val nb = n!!.bounds
                assertTrue(nb.left >= panel.left - 1 && nb.right <= panel.right + 1 && nb.top >= panel.top - 1 && nb.bottom <= panel.bottom + 1, "$seat's $what is outside its panel")
                assertTrue(minOf(nb.width, nb.height) >= 44 * 2f, "$seat's $what is ${nb.width}×${nb.height}")
            }
        }
        // The panels face the ends: Light's on the left, Dark's on the right.
        val light = nodes.first { it.description.startsWith(English.seatName(GameKind.PYLOS, 0)) && it.onClick == null }.bounds
        val dark = nodes.first { it.description.startsWith(English.seatName(GameKind.PYLOS, 1)) && it.onClick == null }.bounds
        assertTrue(light.right < b.left && dark.left > b.right, "panels $light and $dark beside the board $b")
    }

    @Test fun `table mode on a phone - the board from above takes the width`() {
        val g = open(twoHumans, table = true)
        val b = pylos(g).projection.bounds()
        assertTrue(b.width >= 1080 * 0.85f, "the board is ${b.width} px of 1080")
        assertEquals(0, g.accessibilityNodes().count { it.description == English(TextKey.HOME) && it.onClick != null }, "home is in each panel, not loose")
        assertEquals(2, g.accessibilityNodes().count { it.description.startsWith(English(TextKey.HOME) + " (") })
    }
}
