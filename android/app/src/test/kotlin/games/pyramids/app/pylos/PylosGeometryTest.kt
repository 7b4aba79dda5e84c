package games.pyramids.app.pylos

import games.pyramids.app.paint.Pt
import games.pyramids.app.ui.Box
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class PylosGeometryTest {
    private val box = Box(0f, 300f, 1080f, 1500f)
    private val proj = PylosProjection().fitTo(box, 10f)

    @Test fun `notation parses and prints round trip, 30 positions in snapshot order`() {
        assertEquals(30, PylosProjection.ALL.size)
        assertEquals(listOf("1a1", "1b1", "1c1", "1d1", "1a2"), PylosProjection.ALL.take(5))
        assertEquals("4a1", PylosProjection.ALL.last())
        for (n in PylosProjection.ALL) {
            val (l, c, r) = PylosProjection.parse(n)!!
            assertEquals(n, PylosProjection.name(l, c, r))
        }
        for (bad in listOf("", "1e1", "2d1", "5a1", "0a1", "4b1", "1a", "x1a1")) assertNull(PylosProjection.parse(bad), bad)
    }

    @Test fun `the whole pyramid fits its box`() {
        for (s in proj.spots()) {
            assertTrue(box.contains(s.center.x - s.radius, s.center.y - s.radius) && box.contains(s.center.x + s.radius, s.center.y + s.radius), "${s.name} leaves the box")
        }
    }

    @Test fun `upper balls are nearer the eye than the balls they rest on, and higher on screen`() {
        for (s in proj.spots().filter { it.level > 1 }) {
            val (l, c, r) = PylosProjection.parse(s.name)!!
            for ((dc, dr) in listOf(0 to 0, 1 to 0, 0 to 1, 1 to 1)) {
                val below = proj.spot(PylosProjection.name(l - 1, c + dc, r + dr))
                assertTrue(s.depth > below.depth, "${s.name} over ${below.name}")
            }
            val under = listOf(0 to 0, 1 to 0, 0 to 1, 1 to 1).map { (dc, dr) -> proj.spot(PylosProjection.name(l - 1, c + dc, r + dr)).center.y }.average()
            assertTrue(s.center.y < under, "${s.name} must be drawn above its supports")
        }
    }

    @Test fun `row 1 is the near row, lower on screen and larger (perspective), as the rules page draws it`() {
        val near = proj.spot("1a1"); val far = proj.spot("1a4")
        assertTrue(near.center.y > far.center.y, "1a1 at the foot, 1a4 at the far side")
        assertTrue(near.radius > far.radius)
        assertTrue(proj.spot("1d1").center.x > near.center.x, "column d is right of column a")
    }

    @Test fun `tapping a ball's centre hits that ball, the front one wins where they overlap`() {
        val spots = proj.spots()
        for (s in spots.filter { it.level == 1 }) assertEquals(s.name, PylosHit.hit(spots, s.center, { it.level == 1 })?.name)
        // The apex covers the centre of its supports' group: it wins there.
        val apex = proj.spot("4a1")
        assertEquals("4a1", PylosHit.hit(spots, apex.center, { true })?.name)
        // A near miss still finds the closest accepted place; a far miss finds none.
        val s = proj.spot("1b3")
        assertEquals("1b3", PylosHit.hit(spots, Pt(s.center.x + s.radius * 1.2f, s.center.y), { it.name == "1b3" })?.name)
        assertNull(PylosHit.hit(spots, Pt(s.center.x + s.radius * 3f, s.center.y), { it.name == "1b3" }))
    }

    @Test fun `turning the board half round swaps near and far`() {
        val turned = PylosProjection(yawDeg = 180f).fitTo(box, 10f)
        assertTrue(turned.spot("1a4").center.y > turned.spot("1a1").center.y)
        assertTrue(turned.spot("1a1").center.x > turned.spot("1d1").center.x)
    }
}
