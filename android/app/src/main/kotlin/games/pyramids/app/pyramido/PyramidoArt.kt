package games.pyramids.app.pyramido

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.withSave
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoCorner
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoDomino
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Palette
import games.pyramids.app.ui.PatternArt
import games.pyramids.app.ui.Theme
import games.pyramids.core.PatternPiece
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.sin

/**
 * How Pyramido's pieces look. Each of the six colours has its own jewel
 * shape (brown square, blue diamond, yellow star, aqua circle, red heart-
 * like drop, green triangle), drawn in every jewelled quarter and faintly
 * embossed in the middle of every block, so colour is never the only cue.
 */
object PyramidoArt {
    /** A quarter's fill: the shared palette's colour. */
    fun colour(c: PyramidoColour): Int = Palette.pyramido(c)

    /** The colour's symbol, centred at (cx, cy) with radius r. */
    fun symbol(c: PyramidoColour, cx: Float, cy: Float, r: Float): Shape = when (c) {
        PyramidoColour.BROWN -> Shape.RoundRect(cx - r * 0.78f, cy - r * 0.78f, cx + r * 0.78f, cy + r * 0.78f, r * 0.18f)
        PyramidoColour.BLUE -> PathBuilder.polygon(cx, cy - r, cx + r * 0.8f, cy, cx, cy + r, cx - r * 0.8f, cy)
        PyramidoColour.YELLOW -> star(cx, cy, r)
        PyramidoColour.AQUA -> Shape.Circle(cx, cy, r * 0.85f)
        PyramidoColour.RED -> PathBuilder().moveTo(cx, cy + r).cubicTo(cx - r * 1.25f, cy - r * 0.1f, cx - r * 0.55f, cy - r * 1.05f, cx, cy - r * 0.42f)
            .cubicTo(cx + r * 0.55f, cy - r * 1.05f, cx + r * 1.25f, cy - r * 0.1f, cx, cy + r).close().build()
        PyramidoColour.GREEN -> PathBuilder.polygon(cx, cy - r, cx + r * 0.95f, cy + r * 0.75f, cx - r * 0.95f, cy + r * 0.75f)
    }

    private fun star(cx: Float, cy: Float, r: Float): Shape.Path {
        val b = PathBuilder()
        for (i in 0 until 10) {
            val a = -PI / 2 + i * PI / 5
            val rr = if (i % 2 == 0) r else r * 0.45f
            val x = cx + (rr * cos(a)).toFloat(); val y = cy + (rr * sin(a)).toFloat()
            if (i == 0) b.moveTo(x, y) else b.lineTo(x, y)
        }
        return b.close().build()
    }

    /**
     * One block seen from above (a single tile, or a domino half whose other
     * half is covered): a piece of one square.
     */
    fun block(p: Painter, box: Box, colour: PyramidoColour, jewels: List<PyramidoCorner>, floor: Int, density: Float, tile: Boolean = false) =
        piece(p, listOf(PieceHalf(box, colour, jewels)), floor, density, tile)

    /** A square of a piece: where it lies, its colour and the corners holding a jewel. */
    data class PieceHalf(val box: Box, val colour: PyramidoColour, val jewels: List<PyramidoCorner>)

    /**
     * How far a block of [floor] is drawn lifted towards the top left, [unit]
     * px per block: enough to read the floors as stacked, small enough that
     * a touch still lands on the cell it sees (hit-testing uses the grid).
     */
    fun lift(floor: Int, unit: Float): Float = if (floor <= 1) 0f else unit * 0.03f * (floor - 1)

    /**
     * A piece seen from above: one square (a tile) or a domino's two. A
     * domino is drawn as one body — one outline round both halves, a thin
     * seam only between them — so a player sees which two squares belong
     * together on every floor. Upper floors cast a soft shadow that grows
     * with the floor.
     */
    fun piece(p: Painter, halves: List<PieceHalf>, floor: Int, density: Float, tile: Boolean = false, withShadow: Boolean = true) {
        if (halves.isEmpty()) return
        val s = halves[0].box.width
        val b = body(halves)
        val r = s * 0.08f
        if (withShadow) shadow(p, halves, floor)
        for (h in halves) {
            val base = Colors.lighten(colour(h.colour), 0.035f * (floor - 1))
            val hb = h.box
            p.withSave {
                // Each half's colour, cut from the piece's one rounded body.
                p.clipRect(hb.left, hb.top, hb.right, hb.bottom)
                p.fill(Shape.RoundRect(b.left, b.top, b.right, b.bottom, r),
                    Fill.Linear(hb.left, hb.top, hb.right, hb.bottom, intArrayOf(Colors.lighten(base, 0.22f), base, Colors.darken(base, 0.2f)), floatArrayOf(0f, 0.5f, 1f)))
            }
            val ib = hb.inset(s * 0.035f)
            // Quarter seams, faint: jewels sit on quarters.
            p.stroke(Shape.Line(ib.cx, ib.top + s * 0.12f, ib.cx, ib.bottom - s * 0.12f), maxOf(0.6f, density * 0.5f), Colors.withAlpha(Colors.darken(base, 0.4f), 60))
            p.stroke(Shape.Line(ib.left + s * 0.12f, ib.cy, ib.right - s * 0.12f, ib.cy), maxOf(0.6f, density * 0.5f), Colors.withAlpha(Colors.darken(base, 0.4f), 60))
            // The colour-blind pattern over the whole half, so every quarter carries it.
            PatternArt.draw(p, hb, PatternPiece.PyramidoColour(h.colour), base)
            // The colour's symbol embossed in the middle.
            p.fill(symbol(h.colour, ib.cx, ib.cy, s * 0.13f), Fill.Solid(Colors.withAlpha(Colors.darken(base, 0.5f), 110)))
            if (tile) p.stroke(Shape.RoundRect(ib.left + s * 0.045f, ib.top + s * 0.045f, ib.right - s * 0.045f, ib.bottom - s * 0.045f, s * 0.06f), maxOf(1f, density * 1.6f), Colors.withAlpha(0xFFFFFF, 150))
            for (c in h.jewels) {
                val (dx, dy) = PyramidoGrid.cornerOffset(c)
                jewel(p, h.colour, hb.left + s * (0.25f + 0.5f * dx), hb.top + s * (0.25f + 0.5f * dy), s * 0.16f, base)
            }
        }
        if (halves.size == 2) {
            // The seam: a thin groove where the halves meet, never a gap.
            val (a, c) = halves[0].box to halves[1].box
            val seam = if (a.right <= c.left + 0.5f || c.right <= a.left + 0.5f) {
                val x = if (a.right <= c.left + 0.5f) a.right else c.right
                Shape.Line(x, b.top + s * 0.1f, x, b.bottom - s * 0.1f)
            } else {
                val y = if (a.bottom <= c.top + 0.5f) a.bottom else c.bottom
                Shape.Line(b.left + s * 0.1f, y, b.right - s * 0.1f, y)
            }
            p.stroke(seam, maxOf(1f, density * 0.8f), Colors.withAlpha(0x2A1A08, 120))
        }
        val edge = Colors.darken(Colors.lighten(colour(halves[0].colour), 0.035f * (floor - 1)), 0.55f)
        p.stroke(Shape.RoundRect(b.left, b.top, b.right, b.bottom, r), maxOf(1.2f, density * 1.3f), edge)
    }

    /** The rounded body a piece's halves make together. */
    private fun body(halves: List<PieceHalf>): Box {
        val u = halves.map { it.box }.reduce { a, b -> Box(minOf(a.left, b.left), minOf(a.top, b.top), maxOf(a.right, b.right), maxOf(a.bottom, b.bottom)) }
        return u.inset(halves[0].box.width * 0.035f)
    }

    /**
     * Under a piece: a tight contact shadow on floor 1, a soft wider one
     * (three layers) that grows with the floor above it. A floor's shadows
     * all go down before its pieces, so none darkens a neighbour.
     */
    fun shadow(p: Painter, halves: List<PieceHalf>, floor: Int) {
        if (halves.isEmpty()) return
        val s = halves[0].box.width
        val b = body(halves)
        val r = s * 0.08f
        val off = s * (0.03f + 0.035f * floor)
        if (floor <= 1) {
            p.fill(Shape.RoundRect(b.left + off * 0.6f, b.top + off, b.right + off * 0.6f, b.bottom + off, r), Fill.Solid(Colors.withAlpha(0x000000, 70)))
            return
        }
        for ((k, a) in listOf(0.16f to 34, 0.09f to 40, 0.03f to 56)) {
            val g = s * k
            p.fill(Shape.RoundRect(b.left + off * 0.6f - g, b.top + off - g, b.right + off * 0.6f + g, b.bottom + off + g, r + g), Fill.Solid(Colors.withAlpha(0x000000, a)))
        }
    }

    /** A jewel icon: the colour's symbol cut in a pale stone, with a glint. */
    fun jewel(p: Painter, colour: PyramidoColour, cx: Float, cy: Float, r: Float, base: Int = colour(colour)) {
        val shape = symbol(colour, cx, cy, r)
        p.fill(shape, Fill.Radial(cx - r * 0.3f, cy - r * 0.35f, r * 1.5f, intArrayOf(0xFFFFFFFF.toInt(), Colors.lighten(base, 0.55f), Colors.lighten(base, 0.2f)), floatArrayOf(0f, 0.45f, 1f)))
        p.stroke(shape, maxOf(1f, r * 0.14f), Colors.darken(base, 0.55f))
    }

    /** A marker's ivory (its disc on the board, its dot in a save's picture). */
    val MARKER_IVORY = Colors.hex(0xEFE6D0)

    /** A player's marker: an ivory disc with the colour's jewel on it. */
    fun marker(p: Painter, colour: PyramidoColour, cx: Float, cy: Float, r: Float) {
        p.fillCircle(cx + r * 0.12f, cy + r * 0.2f, r, Colors.withAlpha(0x000000, 90))
        p.fill(Shape.Circle(cx, cy, r), Fill.Radial(cx - r * 0.35f, cy - r * 0.4f, r * 1.5f, intArrayOf(0xFFFFFFFF.toInt(), MARKER_IVORY, Colors.hex(0xB9AD90)), floatArrayOf(0f, 0.5f, 1f)))
        p.strokeCircle(cx, cy, r, maxOf(1f, r * 0.12f), Colors.darken(colour(colour), 0.35f))
        jewel(p, colour, cx, cy, r * 0.55f)
    }

    /** Draws a domino as it lies for [dir], centred at (cx, cy), [unit] px per block. */
    fun domino(p: Painter, d: PyramidoDomino, dir: PyramidoDir, cx: Float, cy: Float, unit: Float, density: Float, floor: Int = 1) {
        val faces = PyramidoGrid.facesFor(d, dir)
        val (dx, dy) = when (dir) {
            PyramidoDir.E -> 1 to 0
            PyramidoDir.S -> 0 to 1
            PyramidoDir.W -> -1 to 0
            PyramidoDir.N -> 0 to -1
        }
        // West block and east block centres.
        val wx = cx - dx * unit / 2f; val wy = cy - dy * unit / 2f
        val ex = cx + dx * unit / 2f; val ey = cy + dy * unit / 2f
        piece(p, listOf(PieceHalf(Box.centered(wx, wy, unit, unit), faces[0].first, faces[0].second),
            PieceHalf(Box.centered(ex, ey, unit, unit), faces[1].first, faces[1].second)), floor, density)
    }

    /**
     * A double-sided single tile seen from above, showing both its faces:
     * the left half in one face's colour and symbol, the right half in the
     * other's. A used tile is drawn as an empty dashed outline.
     */
    fun singleTile(p: Painter, box: Box, faces: List<PyramidoColour>, unused: Boolean, density: Float) {
        val r = minOf(box.width, box.height) * 0.16f
        if (!unused) {
            p.stroke(Shape.RoundRect(box.left, box.top, box.right, box.bottom, r), maxOf(1f, density * 1.2f), Colors.withAlpha(0xFFFFFF, 70))
            p.stroke(Shape.Line(box.left + r * 0.6f, box.bottom - r * 0.6f, box.right - r * 0.6f, box.top + r * 0.6f), maxOf(1f, density * 1.2f), Colors.withAlpha(0xFFFFFF, 70))
            return
        }
        val a = faces.getOrNull(0) ?: return
        val b = faces.getOrNull(1) ?: a
        p.fill(Shape.RoundRect(box.left + density, box.top + density * 1.5f, box.right + density, box.bottom + density * 1.5f, r), Fill.Solid(Colors.withAlpha(0x000000, 80)))
        p.withSave {
            p.clipRect(box.left, box.top, box.cx, box.bottom)
            p.fill(Shape.RoundRect(box.left, box.top, box.right, box.bottom, r), Fill.Solid(colour(a)))
        }
        p.withSave {
            p.clipRect(box.cx, box.top, box.right, box.bottom)
            p.fill(Shape.RoundRect(box.left, box.top, box.right, box.bottom, r), Fill.Solid(colour(b)))
        }
        PatternArt.draw(p, Box(box.left, box.top, box.cx, box.bottom), PatternPiece.PyramidoColour(a), colour(a))
        PatternArt.draw(p, Box(box.cx, box.top, box.right, box.bottom), PatternPiece.PyramidoColour(b), colour(b))
        p.stroke(Shape.Line(box.cx, box.top, box.cx, box.bottom), maxOf(1f, density), Colors.withAlpha(0x000000, 120))
        p.stroke(Shape.RoundRect(box.left, box.top, box.right, box.bottom, r), maxOf(1f, density), Colors.hex(0xEFE6D0))
        val sr = minOf(box.width * 0.19f, box.height * 0.3f)
        jewel(p, a, box.left + box.width * 0.25f, box.cy, sr)
        jewel(p, b, box.left + box.width * 0.75f, box.cy, sr)
    }
}
