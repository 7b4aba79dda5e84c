package games.pyramids.app.pylos

import games.pyramids.app.ui.Box
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The two ways of seeing the Pylos board, and how they fill their box. */
class PylosViewTest {
    /**
     * How much of each level-1 ball shows with all nine level-2 balls on top
     * (sampled on a grid over its disc): the part no nearer level-2 ball covers.
     */
    private fun visibleShares(proj: PylosProjection): Map<String, Float> {
        val spots = proj.spots().filter { it.level <= 2 }
        return spots.filter { it.level == 1 }.associate { s ->
            var seen = 0; var all = 0
            for (i in -10..10) for (j in -10..10) {
                val x = s.center.x + s.radius * i / 10f; val y = s.center.y + s.radius * j / 10f
                if (kotlin.math.hypot(x - s.center.x, y - s.center.y) > s.radius) continue
                all++
                if (spots.none { o -> o.level == 2 && o.depth > s.depth && kotlin.math.hypot(x - o.center.x, y - o.center.y) < o.radius }) seen++
            }
            s.name to seen.toFloat() / all
        }
    }

    @Test fun `seen from above, every level-1 ball and hole shows round a full level 2, tilted some hardly do`() {
        val box = Box(0f, 0f, 1080f, 1260f)
        val tilted = visibleShares(PylosProjection.forBox(PylosView.TILTED, box))
        val plan = visibleShares(PylosProjection.forBox(PylosView.PLAN, box))
        val worstTilted = tilted.values.minOrNull()!!
        val worstPlan = plan.values.minOrNull()!!
        assertTrue(worstPlan >= 0.3f, "from above the worst level-1 ball shows ${worstPlan * 100}%")
        assertTrue(worstPlan > worstTilted * 1.5f, "from above ${worstPlan * 100}% vs tilted ${worstTilted * 100}%")
        // The centre of every hole is free of the level-2 balls above it, so an empty hole always shows.
        val spots = PylosProjection.forBox(PylosView.PLAN, box).spots()
        for (hole in spots.filter { it.level == 1 }) for (upper in spots.filter { it.level == 2 })
            assertTrue(upper.center.dist(hole.center) > upper.radius * 1.2f, "${upper.name} covers the centre of hole ${hole.name}")
    }

    @Test fun `the plan view is square and the same seen from either side`() {
        val plan = PylosProjection.forBox(PylosView.PLAN, Box(0f, 0f, 1000f, 1000f))
        val b = plan.bounds()
        assertEquals(b.width, b.height, b.width * 0.02f)
        // 1a1 and 1d4 sit symmetrically about the centre: turned half round, the board looks the same.
        val a = plan.spot("1a1").center; val d = plan.spot("1d4").center
        assertEquals(1000f, a.x + d.x, 1f); assertEquals(1000f, a.y + d.y, 1f)
    }

    @Test fun `the tilted view takes the tilt that draws the biggest board, and stays inside its box`() {
        val tall = Box(0f, 0f, 1080f, 1160f)
        val wide = Box(0f, 0f, 1700f, 800f)
        for (box in listOf(tall, wide)) {
            val p = PylosProjection.forBox(PylosView.TILTED, box)
            var e = PylosProjection.MIN_ELEVATION
            while (e <= PylosProjection.MAX_ELEVATION) {
                assertTrue(p.pixelsPerUnit >= PylosProjection(elevationDeg = e).fitTo(box).pixelsPerUnit * 0.999f, "$box: ${p.elevationDeg}° is smaller than $e°")
                e += 2f
            }
            val b = p.bounds()
            assertTrue(b.width >= box.width * 0.98f || b.height >= box.height * 0.98f, "$box: held back on both axes")
            for (s in p.spots())
                assertTrue(s.center.y - s.radius >= box.top - 1f && s.center.y + s.radius <= box.bottom + 1f && s.center.x - s.radius >= box.left - 1f && s.center.x + s.radius <= box.right + 1f, s.name)
        }
    }
}
