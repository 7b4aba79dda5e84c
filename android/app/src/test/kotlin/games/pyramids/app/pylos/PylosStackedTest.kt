package games.pyramids.app.pylos

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.ScreenshotTest
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.openGame
import games.pyramids.app.testkit.vsEasyAi
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Theme
import games.pyramids.core.GameKind
import games.pyramids.core.SettingId
import games.pyramids.core.SettingValue
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.math.abs

/**
 * A stacked position reads at a glance in the tilted view: balls under a
 * higher ball are dimmed, balls above the base have a rim, and the rings of
 * neighbouring empty places never run into each other.
 */
class PylosStackedTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host).also { it.size(1080f, 2340f); it.push(HomeScreen(it)) }

    /** Remembers every circle filled and stroked, on top of drawing it. */
    private class Circles(val awt: AwtPainter) : Painter by awt {
        val fills = ArrayList<Pair<Shape.Circle, Fill>>()
        val strokes = ArrayList<Triple<Shape.Circle, Float, Int>>()
        override fun fill(shape: Shape, fill: Fill) { if (shape is Shape.Circle) fills.add(shape to fill); awt.fill(shape, fill) }
        override fun stroke(shape: Shape, width: Float, color: Int) { if (shape is Shape.Circle) strokes.add(Triple(shape, width, color)); awt.stroke(shape, width, color) }
    }

    private fun open(vararg moves: String): GameScreen = app.openGame(vsEasyAi(GameKind.PYLOS), *moves)

    private fun draw(g: GameScreen): Circles = Circles(AwtPainter(1080, 2340)).also { g.board.draw(it, host.time, g.controller) }

    private fun spot(g: GameScreen, name: String) = (g.board as PylosBoard).projection.spot(name)

    private fun near(c: Shape.Circle, s: Spot) = abs(c.cx - s.center.x) < 0.5f && abs(c.cy - s.center.y) < 0.5f

    /** The ball's own shading: the radial fill of a circle of the ball's size at its centre (its middle stop is the base tone). */
    private fun baseTone(p: Circles, s: Spot): Int = p.fills.last { (c, f) -> near(c, s) && abs(c.r - s.radius) < 0.5f && f is Fill.Radial && f.colors.size == 3 }
        .let { (it.second as Fill.Radial).colors[1] }

    /** How far the rings drawn round [s] reach (the stroke's outer edge). */
    private fun ringReach(p: Circles, s: Spot): Float = p.strokes.filter { near(it.first, s) }.maxOf { it.first.r + it.second / 2f }

    @Test fun `a ball under a higher ball is drawn darker than a free ball of its colour, and a ball above the base has a rim`() {
        // midGame: Light's 2a1 rests on 1a1 (Light), 1b1, 1a2, 1b2; Light's 1b4 has nothing on it; Dark's 2c1 sits on the base too.
        val g = open(*ScreenshotTest.midGame)
        val p = draw(g)
        val covered = Colors.luminance(baseTone(p, spot(g, "1a1")))
        val free = Colors.luminance(baseTone(p, spot(g, "1b4")))
        assertTrue(covered < free * 0.7, "covered 1a1 ($covered) is clearly darker than free 1b4 ($free)")
        val rimOnLight = p.strokes.filter { near(it.first, spot(g, "2a1")) }.map { it.third }
        assertTrue(Theme.lightBallOutline in rimOnLight, "the light ball on level 2 has an opaque dark rim")
        val rimOnDark = p.strokes.filter { near(it.first, spot(g, "2c1")) }.map { it.third }
        assertTrue(PylosArt.RIM_ON_DARK in rimOnDark, "the dark ball on level 2 has a light rim")
        val base = p.strokes.filter { near(it.first, spot(g, "1b4")) }.map { it.third }
        assertTrue(Theme.lightBallOutline !in base, "a base ball keeps its softer outline (no rim)")
    }

    /** How strongly the ball's own shading runs from glint to shade: the luminance between its radial fill's first and last stops. */
    private fun relief(p: Circles, s: Spot): Double = p.fills.last { (c, f) -> near(c, s) && abs(c.r - s.radius) < 0.5f && f is Fill.Radial && f.colors.size == 3 }
        .let { (it.second as Fill.Radial).colors }.let { Colors.luminance(it[0]) - Colors.luminance(it[2]) }

    /** A dark ball's engraved ring (the stroke at 0.74 of its radius), laid over its base tone: how far it stands out from the ball. */
    private fun ringContrast(p: Circles, s: Spot): Double {
        val ring = p.strokes.last { near(it.first, s) && abs(it.first.r - s.radius * 0.74f) < 0.5f }.third
        val base = baseTone(p, s)
        val seen = Colors.mix(base, ring or 0xFF000000.toInt(), Colors.alpha(ring) / 255f)
        return Colors.luminance(seen) - Colors.luminance(base)
    }

    @Test fun `a covered dark ball is flatter and duller than a free dark ball, not only a shade darker`() {
        // midGame: Dark's 1b1 is under Light's 2a1; Dark's 1d3 has nothing on it.
        val g = open(*ScreenshotTest.midGame)
        val p = draw(g)
        val covered = spot(g, "1b1"); val free = spot(g, "1d3")
        assertTrue(relief(p, covered) < relief(p, free) * 0.4, "covered 1b1's shading (${relief(p, covered)}) is much flatter than free 1d3's (${relief(p, free)})")
        assertTrue(ringContrast(p, covered) < ringContrast(p, free) * 0.5, "covered 1b1's ring (${ringContrast(p, covered)}) fades against free 1d3's (${ringContrast(p, free)})")
        val glints = p.fills.count { (c, f) -> f is Fill.Radial && f.colors.size == 2 && abs(c.cx - (covered.center.x - covered.radius * 0.36f)) < 1f && abs(c.cy - (covered.center.y - covered.radius * 0.42f)) < 1f }
        assertEquals(0, glints, "no glint on the covered dark ball")
    }

    @Test fun `the rings of neighbouring empty places do not intersect, in the opening and in a raise`() {
        // The opening: 16 neighbouring places, rows squeezed by the tilt.
        val opening = open()
        val po = draw(opening)
        val holes = (0..3).flatMap { c -> (0..3).map { r -> spot(opening, PylosProjection.name(1, c, r)) } }
        for (a in holes) for (b in holes) if (a.name < b.name) {
            val d = a.center.dist(b.center)
            assertTrue(d > ringReach(po, a) + ringReach(po, b), "${a.name}–${b.name}: ${ringReach(po, a)} + ${ringReach(po, b)} vs $d")
        }
        app.back()
        // The raise: 1a3 selected, its level-2 targets (2b1, 2c2) and the selected ball's ring.
        val g = open(*ScreenshotTest.midGame)
        val board = g.board as PylosBoard
        board.input.select(g.controller, "1a3")
        val p = draw(g)
        val targets = listOf("2b1", "2c2").map { spot(g, it) }
        for (t in targets) assertTrue(ringReach(p, t) <= 0.47f * board.projection.spacing(t) + 0.5f, "${t.name}'s ring is within 0.47 of the spacing")
        val d = targets[0].center.dist(targets[1].center)
        assertTrue(d > ringReach(p, targets[0]) + ringReach(p, targets[1]))
    }

    /** Whether the box and the convex polygon share any point (separating axes: the box's two, the polygon's edge normals). */
    private fun overlaps(b: Box, poly: List<Pt>): Boolean {
        val corners = listOf(Pt(b.left, b.top), Pt(b.right, b.top), Pt(b.right, b.bottom), Pt(b.left, b.bottom))
        if (poly.maxOf { it.x } <= b.left || poly.minOf { it.x } >= b.right || poly.maxOf { it.y } <= b.top || poly.minOf { it.y } >= b.bottom) return false
        for (i in poly.indices) {
            val a = poly[i]; val c = poly[(i + 1) % poly.size]
            val nx = c.y - a.y; val ny = -(c.x - a.x)
            val pa = poly.map { it.x * nx + it.y * ny }; val pb = corners.map { it.x * nx + it.y * ny }
            if (pa.max() <= pb.min() || pb.max() <= pa.min()) return false
        }
        return true
    }

    @Test fun `every coordinate and level badge stands off the slab, clear of every ball, inside the board's box`() {
        for ((size, density) in listOf((1080 to 2340) to 2.625f, (2560 to 1600) to 2.0f, (1600 to 2560) to 2.0f)) {
            val (w, h) = size
            val a = testApp(sessions = TestSessions(), host = host, density = density).also { it.size(w.toFloat(), h.toFloat()); it.push(HomeScreen(it)) }
            // Coordinates on (a phone hides them by default): the board then keeps room beside the slab for them.
            a.changeSetting(SettingId.COORDINATES, SettingValue.Choice(1u))
            val g = a.openGame(vsEasyAi(GameKind.PYLOS), *ScreenshotTest.midGame, w = w.toFloat(), h = h.toFloat())
            val board = g.board as PylosBoard
            for (view in listOf(PylosView.TILTED, PylosView.PLAN)) {
                if (board.view != view) { board.toggleView(); g.layout(w.toFloat(), h.toFloat()) }
                val proj = board.projection
                val measure = AwtPainter(1, 1)
                val marks = PylosRenderer(density).coordinateMarks(proj) { t, st -> measure.measureText(t, st) }
                assertEquals(16, marks.size, "14 labels and a badge per level")
                val silhouette = proj.slabSilhouette(); val bounds = proj.bounds()
                // Every ball of a full pyramid, so no later ball lands on a label either.
                val balls = proj.spots()
                for (m in marks) {
                    val what = "${w}x$h $view: ${if (m.badge) "badge" else "label"} ${m.text} (level ${m.level}) at ${m.box}"
                    assertTrue(!overlaps(m.box, silhouette), "$what stands off the slab")
                    for (s in balls) {
                        val nx = s.center.x.coerceIn(m.box.left, m.box.right); val ny = s.center.y.coerceIn(m.box.top, m.box.bottom)
                        assertTrue(Pt(nx, ny).dist(s.center) > s.radius, "$what clear of ball ${s.name}")
                    }
                    assertTrue(m.box.left >= bounds.left - 0.5f && m.box.right <= bounds.right + 0.5f && m.box.top >= bounds.top - 0.5f && m.box.bottom <= bounds.bottom + 0.5f, "$what is inside the board's box $bounds")
                    assertTrue(m.box.left >= 0f && m.box.right <= w && m.box.top >= 0f && m.box.bottom <= h, "$what is on the canvas")
                }
                for ((i, b) in marks.withIndex()) for (o in marks.drop(i + 1)) {
                    val hit = b.box.left < o.box.right && o.box.left < b.box.right && b.box.top < o.box.bottom && o.box.top < b.box.bottom
                    assertTrue(!hit, "${w}x$h $view: ${b.text} at ${b.box} clear of ${o.text} at ${o.box}")
                }
            }
        }
    }
}
