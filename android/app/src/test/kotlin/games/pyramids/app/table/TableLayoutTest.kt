package games.pyramids.app.table

import games.pyramids.app.paint.Pt
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class TableLayoutTest {
    private val w = 2560f
    private val h = 1600f
    private fun near(a: Pt, b: Pt) = assertTrue(a.dist(b) < 0.01f, "$a != $b")

    @Test fun `seats go clockwise round the table from the bottom`() {
        assertEquals(listOf(Side.BOTTOM, Side.TOP), TableLayout.sides(2))
        assertEquals(listOf(Side.BOTTOM, Side.LEFT, Side.RIGHT), TableLayout.sides(3))
        assertEquals(listOf(Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT), TableLayout.sides(4))
        assertEquals(listOf(Side.LEFT, Side.RIGHT), TableLayout.sides(2, atEnds = true))
        assertEquals(listOf(Side.BOTTOM, Side.LEFT, Side.RIGHT), TableLayout.sides(3, atEnds = true))
        assertThrows(IllegalArgumentException::class.java) { TableLayout.sides(5) }
        assertThrows(IllegalArgumentException::class.java) { TableLayout.sides(0) }
    }

    @Test fun `three seats face 0, 90 and 270 degrees, as the shared model decides`() {
        assertEquals(listOf(0f, 90f, 270f), (0..2).map { TableLayout.boardAngle(GameKind.PYRAMIDO, 3, it, true, games.pyramids.core.TableBoard.TURN_TO_MOVER) })
        assertEquals(listOf(0f, 90f, 180f, 270f), Side.entries.map { it.degrees })
    }

    @Test fun `with TurnToMover Pyramida's and Pyramido's boards face the player to move only in table mode, Pylos's never turns`() {
        val turn = games.pyramids.core.TableBoard.TURN_TO_MOVER
        assertEquals(0f, TableLayout.boardAngle(GameKind.PYRAMIDA, 2, 0, true, turn))
        assertEquals(180f, TableLayout.boardAngle(GameKind.PYRAMIDA, 2, 1, true, turn))
        assertEquals(0f, TableLayout.boardAngle(GameKind.PYRAMIDA, 2, 1, false, turn))
        assertEquals(listOf(0f, 90f, 180f, 270f), (0..3).map { TableLayout.boardAngle(GameKind.PYRAMIDO, 4, it, true, turn) })
        assertEquals(listOf(0f, 0f), (0..1).map { TableLayout.boardAngle(GameKind.PYLOS, 2, it, true, turn, TableLayout.sides(2, atEnds = true)) })
    }

    @Test fun `a still board (the default) faces the bottom seat whoever moves`() {
        val still = games.pyramids.core.TableBoard.STILL
        assertEquals(listOf(0f, 0f), (0..1).map { TableLayout.boardAngle(GameKind.PYRAMIDA, 2, it, true, still) })
        assertEquals(listOf(0f, 0f, 0f, 0f), (0..3).map { TableLayout.boardAngle(GameKind.PYRAMIDO, 4, it, true, still) })
    }

    @Test fun `a facing screen is laid out upright for its side and its touches turn back`() {
        class Probe : games.pyramids.app.ui.Screen {
            var size = Pt(0f, 0f); var touched: Pt? = null
            override fun layout(width: Float, height: Float) { size = Pt(width, height) }
            override fun draw(p: games.pyramids.app.paint.Painter, nowMs: Long) {}
            override fun onTouch(t: games.pyramids.app.ui.Touch): Boolean { touched = Pt(t.x, t.y); return true }
            override fun accessibilityNodes() = listOf(games.pyramids.app.ui.A11yNode(1, games.pyramids.app.ui.Box(0f, size.y - 100f, size.x, size.y), "bottom bar"))
            override val title = "probe"
        }
        for (side in Side.entries) {
            val inner = Probe()
            val f = FacingScreen(inner, side)
            f.layout(w, h)
            val quarter = side == Side.LEFT || side == Side.RIGHT
            near(inner.size, if (quarter) Pt(h, w) else Pt(w, h))
            // The inner screen's bottom bar lies along the seat's own edge.
            val bar = f.accessibilityNodes().single().bounds
            when (side) {
                Side.BOTTOM -> assertEquals(h, bar.bottom, 0.01f)
                Side.TOP -> assertEquals(0f, bar.top, 0.01f)
                Side.LEFT -> assertEquals(0f, bar.left, 0.01f)
                Side.RIGHT -> assertEquals(w, bar.right, 0.01f)
            }
            f.onTouch(games.pyramids.app.ui.Touch(games.pyramids.app.ui.Touch.Kind.DOWN, bar.cx, bar.cy, 0))
            near(inner.touched!!, Pt(inner.size.x / 2, inner.size.y - 50f))
        }
        val upright = Probe()
        assertTrue(FacingScreen.wrap(upright, Side.BOTTOM) === upright && FacingScreen.wrap(upright, null) === upright)
    }

    @Test fun `each panel lies along its side with its outer edge on the screen edge`() {
        val t = 200f
        for (side in Side.entries) {
            val f = TableLayout.panel(side, w, h, t)
            val box = f.screenBox()
            when (side) {
                Side.BOTTOM -> { assertEquals(h - t, box.top, 0.01f); assertEquals(h, box.bottom, 0.01f); assertEquals(w, box.width, 0.01f) }
                Side.TOP -> { assertEquals(0f, box.top, 0.01f); assertEquals(t, box.bottom, 0.01f); assertEquals(w, box.width, 0.01f) }
                Side.LEFT -> { assertEquals(0f, box.left, 0.01f); assertEquals(t, box.right, 0.01f); assertEquals(h, box.height, 0.01f) }
                Side.RIGHT -> { assertEquals(w - t, box.left, 0.01f); assertEquals(w, box.right, 0.01f); assertEquals(h, box.height, 0.01f) }
            }
            // The panel's outer edge (local y = height) is the screen edge on that side.
            val outer = f.toScreen(Pt(f.width / 2, f.height))
            when (side) {
                Side.BOTTOM -> assertEquals(h, outer.y, 0.01f)
                Side.TOP -> assertEquals(0f, outer.y, 0.01f)
                Side.LEFT -> assertEquals(0f, outer.x, 0.01f)
                Side.RIGHT -> assertEquals(w, outer.x, 0.01f)
            }
        }
    }

    @Test fun `text in a panel reads left to right for the player on that side`() {
        // The local +x axis must point to that player's right hand.
        fun dir(side: Side): Pt { val f = TableLayout.panel(side, w, h, 100f); return f.toScreen(Pt(1f, 0f)) - f.toScreen(Pt(0f, 0f)) }
        near(Pt(1f, 0f), dir(Side.BOTTOM))
        near(Pt(-1f, 0f), dir(Side.TOP))
        near(Pt(0f, 1f), dir(Side.LEFT))
        near(Pt(0f, -1f), dir(Side.RIGHT))
    }

    @Test fun `touches map into a panel and back`() {
        for (side in Side.entries) {
            val f = TableLayout.panel(side, w, h, 150f, inset = 10f)
            for (p in listOf(Pt(0f, 0f), Pt(37f, 12f), Pt(f.width - 1, f.height - 1))) {
                near(p, f.toLocal(f.toScreen(p)))
                assertTrue(f.containsScreen(f.toScreen(Pt(p.x.coerceAtMost(f.width - 0.5f), p.y.coerceAtMost(f.height - 0.5f)))))
            }
            assertTrue(!f.containsScreen(Pt(w / 2, h / 2)), "$side panel must not cover the centre")
        }
    }

    @Test fun `the board area leaves room for the panels`() {
        val area = TableLayout.boardArea(TableLayout.sides(4), w, h, 120f)
        assertEquals(120f, area.left); assertEquals(120f, area.top); assertEquals(w - 120f, area.right); assertEquals(h - 120f, area.bottom)
        val two = TableLayout.boardArea(TableLayout.sides(2), w, h, 120f)
        assertEquals(0f, two.left); assertEquals(w, two.right); assertEquals(120f, two.top)
    }

    @Test fun `board rotation is undone exactly for hit-testing`() {
        val c = Pt(640f, 400f)
        for (deg in listOf(0f, 90f, 180f, 270f, 33f)) {
            val p = Pt(100f, 250f)
            near(p, Rotation.unrotate(Rotation.rotate(p, c, deg), c, deg))
        }
        near(Pt(1280f - 100f, 800f - 250f), Rotation.rotate(Pt(100f, 250f), c, 180f))
    }

    @Test fun `with three or four players no two panels overlap and the board area is free of them`() {
        for (n in 2..4) {
            val sides = TableLayout.sides(n)
            val boxes = sides.map { TableLayout.panel(it, w, h, 150f, 8f, sides).screenBox() }
            for (b in boxes) assertTrue(b.left >= -0.01f && b.top >= -0.01f && b.right <= w + 0.01f && b.bottom <= h + 0.01f, "$b on screen")
            for (i in boxes.indices) for (j in i + 1 until boxes.size) {
                val a = boxes[i]; val b = boxes[j]
                val overlap = minOf(a.right, b.right) - maxOf(a.left, b.left) > 0.01f && minOf(a.bottom, b.bottom) - maxOf(a.top, b.top) > 0.01f
                assertTrue(!overlap, "$n seats: ${sides[i]} $a overlaps ${sides[j]} $b")
            }
            val area = TableLayout.boardArea(sides, w, h, 150f)
            for (b in boxes) assertTrue(minOf(area.right, b.right) - maxOf(area.left, b.left) <= 0.01f || minOf(area.bottom, b.bottom) - maxOf(area.top, b.top) <= 0.01f)
        }
    }
}
