package games.pyramids.app.pylos

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Shape
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.ScreenshotTest
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.openGame
import games.pyramids.app.testkit.vsEasyAi
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Theme
import games.pyramids.core.GameKind
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
}
