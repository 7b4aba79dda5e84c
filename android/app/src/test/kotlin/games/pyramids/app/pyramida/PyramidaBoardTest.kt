package games.pyramids.app.pyramida

import games.pyramids.app.session.at
import games.pyramids.app.paint.Pt
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.Launcher
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidaDecision
import games.pyramids.core.PyramidaStone
import games.pyramids.core.SeatController
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.math.abs

/** The Pyramida board on the game screen: its animations, when the retreat choice shows, and its size on phones and tablets. */
class PyramidaBoardTest {
    private val host = TestHost()
    private val humans = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1)

    private fun open(w: Int, h: Int, density: Float, vararg moves: String): GameScreen {
        val app = testApp(sessions = TestSessions(), host = host, density = density).also {
            it.size(w.toFloat(), h.toFloat())
            it.push(HomeScreen(it))
        }
        assertNull(Launcher.startNew(app, humans, false, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        g.render(w, h, host.time)
        return g
    }
    private fun phone(vararg moves: String) = open(1080, 2340, 2.625f, *moves)
    private fun board(g: GameScreen) = g.board as PyramidaBoard
    private fun play(g: GameScreen, notation: String) = assertTrue(g.controller.play(g.controller.legal.first { it.notation == notation }))
    private fun at(g: GameScreen, name: String): Pt = board(g).geometry.spot(name)!!.center
    private fun offBoard(g: GameScreen) = (g.controller.snapshot.board as BoardSnapshot.Pyramida).board.offBoard

    /** Black is one step below the top (e5), to move. */
    private val blackBelowTop = arrayOf("e1-f2", "c1-b2", "i1-h2", "b2-c3", "h2-i3", "c3-d4", "f2-g3", "d4-e5", "i3-h4")

    @Test fun `a stone reaching the top slides there, then flies off to its panel, which counts it on landing`() {
        val g = phone(*blackBelowTop)
        val b = board(g)
        val t0 = host.time
        play(g, "e5-f6")
        assertEquals(1, offBoard(g)[1])
        // One after another: the slide to f6, then the flight off the top.
        val queued = b.timeline.pending(t0)
        assertEquals(listOf(PyramidaAnim.Slide(PyramidaStone.BLACK, "e5", "f6"), PyramidaAnim.Leave(1, "f6", 1)), queued.map { it.payload })
        assertEquals(queued[0].endMs, queued[1].startMs)
        assertEquals(t0 + PyramidaAnimator.SLIDE_MS + PyramidaAnimator.LEAVE_MS, b.animationsEndAt())
        // The panel shows the previous count until the stone lands.
        val landing = t0 + PyramidaAnimator.SLIDE_MS + PyramidaAnimator.LEAVE_MS
        assertEquals(0, b.offShown(1, t0 + 10, g.controller))
        assertEquals(0, b.offShown(1, landing - 10, g.controller))
        assertTrue(b.isAnimating(landing - 10))
        g.render(1080, 2340, landing - 300) // mid-flight: draws without trouble, sets the panels' anchors
        assertEquals(1, b.offShown(1, landing, g.controller))
        assertFalse(b.isAnimating(landing))
        assertEquals(0, b.offShown(0, landing, g.controller))
        // The stone lands where the panel's anchor is: Black's first empty place.
        val anchor = b.reserveAnchors[1]
        val end = PyramidaFlight.at(at(g, "f6"), anchor, 10f, 4f, 30f, 1f)
        assertTrue(end.first.dist(anchor) < 0.01f && end.second == 4f)
        // Skipping finishes the flight at once.
        g.controller.undo()
        assertEquals(0, offBoard(g)[1])
        play(g, "e5-f6")
        assertTrue(b.isAnimating(host.time + 10))
        assertEquals(0, b.offShown(1, host.time, g.controller))
        b.skipAnimations()
        assertEquals(0, b.timeline.size)
        assertEquals(1, b.offShown(1, host.time, g.controller))
    }

    @Test fun `the flight rises straight off the top, then arcs to the panel, shrinking`() {
        val from = Pt(100f, 100f); val to = Pt(400f, 900f)
        val (p0, r0) = PyramidaFlight.at(from, to, 20f, 8f, 50f, 0f)
        assertEquals(from, p0); assertEquals(20f, r0)
        val (p1, r1) = PyramidaFlight.at(from, to, 20f, 8f, 50f, PyramidaFlight.RISE)
        assertTrue(abs(p1.x - 100f) < 0.01f && abs(p1.y - 50f) < 0.01f && r1 > 20f)
        // Halfway through the flight it is above the straight line from the top to the panel.
        val (pm, rm) = PyramidaFlight.at(from, to, 20f, 8f, 50f, PyramidaFlight.RISE + (1 - PyramidaFlight.RISE) / 2)
        assertTrue(pm.y < (50f + 900f) / 2f && rm < r1 && rm > 8f)
        val (pe, re) = PyramidaFlight.at(from, to, 20f, 8f, 50f, 1f)
        assertTrue(pe.dist(to) < 0.01f); assertEquals(8f, re)
    }

    /** Black's b2 blocks White's a1; Black g1-f2 drives White off f2: White chooses e1 or g1. */
    private val beforeDrive = arrayOf("i1-h2", "c1-b2", "e1-f2")

    @Test fun `a padlock pops up once the blocking stone has slid in`() {
        // Black c1-b2 blocks White's a1 on the left edge.
        val g = phone("i1-h2")
        val b = board(g)
        val t0 = host.time
        play(g, "c1-b2")
        val pending = b.timeline.pending(t0)
        val slide = pending.single { it.payload is PyramidaAnim.Slide }
        val lock = pending.single { it.payload is PyramidaAnim.Mark }
        assertEquals(PyramidaAnim.Mark(PyramidaStone.WHITE, "a1", blocked = true), lock.payload)
        assertEquals(slide.endMs, lock.startMs, "it appears when the slide ends")
        assertTrue(b.isAnimating(lock.startMs + 10))
        assertFalse(b.isAnimating(lock.endMs))
        // Drawing before, during and after the pop works.
        for (t in listOf(t0, lock.startMs + 100, lock.endMs + 1)) g.render(1080, 2340, t)
    }

    @Test fun `the retreat choice shows only once the driving slide has played`() {
        val g = phone(*beforeDrive)
        val b = board(g)
        val t0 = host.time
        play(g, "g1-f2")
        assertEquals(PyramidaDecision.RETREAT, (g.controller.snapshot.board as BoardSnapshot.Pyramida).board.decision)
        assertFalse(b.showsRetreatChoice(t0, g.controller))
        assertFalse(b.showsRetreatChoice(t0 + PyramidaAnimator.SLIDE_MS - 1, g.controller))
        g.render(1080, 2340, t0 + 100)
        assertTrue(b.showsRetreatChoice(t0 + PyramidaAnimator.SLIDE_MS, g.controller))
        // A tap elsewhere on the board during the slide finishes it: the choice shows at once, nothing is played.
        val k1 = at(g, "k1")
        g.tap(k1.x, k1.y)
        assertTrue(b.showsRetreatChoice(t0 + 1, g.controller))
        assertEquals(listOf("i1-h2", "c1-b2", "e1-f2", "g1-f2"), g.session.history())
    }

    @Test fun `a tap on a retreat option during the slide is not lost`() {
        val g = phone(*beforeDrive)
        val b = board(g)
        play(g, "g1-f2")
        assertTrue(b.isAnimating(host.time + 10))
        assertFalse(b.showsRetreatChoice(host.time + 10, g.controller))
        val e1 = at(g, "e1")
        g.tap(e1.x, e1.y)
        assertEquals(listOf("i1-h2", "c1-b2", "e1-f2", "g1-f2", "e1"), g.session.history())
    }

    private fun boardBox(g: GameScreen): Box {
        val f = GameScreen::class.java.getDeclaredField("boardBox").apply { isAccessible = true }
        return f.get(g) as Box
    }

    /** The triangle's share of the board box (width, height), and the nearest fields' distance in dp. */
    private fun measure(g: GameScreen, density: Float): Triple<Float, Float, Float> {
        val geo = board(g).geometry
        val box = boardBox(g)
        val c = geo.corners()
        val w = (c.maxOf { it.x } - c.minOf { it.x }) / box.width
        val h = (c.maxOf { it.y } - c.minOf { it.y }) / box.height
        val spots = geo.spots()
        var nearest = Float.MAX_VALUE
        for (a in spots) for (o in spots) if (a !== o) nearest = minOf(nearest, a.center.dist(o.center))
        // Every field's target reaches 24 dp from its centre in every direction.
        for (s in spots) for (k in 0 until 8) {
            val ang = k * Math.PI / 4
            val p = Pt(s.center.x + (24 * density * kotlin.math.cos(ang)).toFloat(), s.center.y + (24 * density * kotlin.math.sin(ang)).toFloat())
            assertEquals(s.name, geo.hit(p, { it.name == s.name })?.name, "${s.name} at $k")
        }
        // The triangle stays inside the box.
        assertTrue(c.all { box.contains(it.x, it.y) }, "corners $c in $box")
        return Triple(w, h, nearest / density)
    }

    @Test fun `on a phone in portrait the triangle fills the board box and fields are at least 48 dp apart`() {
        val g = phone()
        val (w, h, dp) = measure(g, 2.625f)
        assertTrue(w >= 0.97f, "width share $w")
        assertTrue(h >= 0.58f, "height share $h")
        assertTrue(dp >= 48f, "fields $dp dp apart")
    }

    @Test fun `on a tablet in landscape the triangle fills the board box and fields are at least 48 dp apart`() {
        val g = open(2560, 1600, 2f)
        val (w, h, dp) = measure(g, 2f)
        assertTrue(w >= 0.95f && h >= 0.75f, "shares $w × $h")
        assertTrue(dp >= 48f, "fields $dp dp apart")
    }

    /** The brightness (0–255) of a pixel. */
    private fun lum(rgb: Int): Int = ((rgb shr 16 and 0xFF) * 3 + (rgb shr 8 and 0xFF) * 6 + (rgb and 0xFF)) / 10

    @Test fun `on a phone the steeper triangle takes the width, its stones grow, and the apex and edges are drawn`() {
        val g = phone()
        val geo = board(g).geometry
        val c = geo.corners()
        val w = c.maxOf { it.x } - c.minOf { it.x }
        assertTrue(w >= 0.8f * 1080, "the triangle is ${w / 1080} of the phone's width")
        // Steeper than anywhere else, up to the phone's limit; the stones grow with the squares, short of a row's neighbours.
        assertTrue(geo.cellH > geo.cell * PyramidaGeometry.MAX_STRETCH + 0.01f, "squares ${geo.cell} × ${geo.cellH}")
        assertTrue(geo.cellH <= geo.cell * PyramidaGeometry.PHONE_STRETCH + 0.01f)
        assertTrue(geo.stoneRadius > geo.cell * 0.6f && geo.stoneRadius < geo.cell, "stone radius ${geo.stoneRadius}, square ${geo.cell}")
        // What the triangle cannot use went to the seat panels: the board box is no taller than it needs.
        assertTrue(boardBox(g).height <= (c.maxOf { it.y } - c.minOf { it.y }) * 1.25f, "board box ${boardBox(g)}")
        val img = g.render(1080, 2340, host.time).image
        fun px(p: Pt) = img.getRGB(p.x.toInt(), p.y.toInt())
        // The apex field (no stone at the start) carries the light inlaid triangle; an empty field lower down is a dark hollow.
        val fields = (g.controller.snapshot.board as BoardSnapshot.Pyramida).board.fields
        // (Off the two edges, whose inlaid lines run through their fields' centres.)
        val edges = setOf("a1", "b2", "c3", "d4", "e5", "k1", "j2", "i3", "h4", "g5")
        val empty = fields.first { it.stone == null && it.name != "f6" && it.name !in edges }
        assertTrue(fields.first { it.name == "f6" }.stone == null)
        assertTrue(lum(px(at(g, "f6"))) > lum(px(at(g, empty.name))) + 40, "apex %06X, hollow %06X".format(px(at(g, "f6")) and 0xFFFFFF, px(at(g, empty.name)) and 0xFFFFFF))
        // Each edge is inlaid lighter than the wood beside it: where it crosses between b2 and c3 (and j2, i3) versus a point a quarter square off it.
        for ((lo, hi, away) in listOf(Triple("b2", "c3", 1f), Triple("j2", "i3", -1f))) {
            val a = at(g, lo); val b = at(g, hi)
            val on = Pt((a.x + b.x) / 2, (a.y + b.y) / 2)
            val off = Pt(on.x + away * geo.cell * 0.25f, on.y + geo.cellH * 0.25f)
            assertTrue(lum(px(on)) > lum(px(off)) + 15, "$lo–$hi edge %06X, wood %06X".format(px(on) and 0xFFFFFF, px(off) and 0xFFFFFF))
        }
        g.controller.dispose()
    }
}
