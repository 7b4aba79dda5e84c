package games.pyramids.app.pyramida

import games.pyramids.app.paint.Pt
import games.pyramids.app.ui.Box

/** One field on screen: its centre and the radius a stone there is drawn with. */
data class FieldSpot(val name: String, val column: Int, val row: Int, val center: Pt, val radius: Float)

/**
 * Where the 21 fields of the Pyramida triangle sit in a box: the dark squares
 * of an 11 × 6 chequer (files a–k, rows 1–6), base row at the bottom. The
 * triangle is twice as wide as high with square cells; in a box taller than
 * that (a phone in portrait) the cells grow taller, up to [maxStretch] times
 * their width ([PHONE_STRETCH] on a phone's game screen), so the pyramid gets
 * steeper and fills more of the box; the stones grow with them, as far as a
 * row's neighbours two squares apart leave room. Plain Kotlin, so
 * hit-testing is unit-tested.
 */
class PyramidaGeometry(val box: Box = Box(0f, 0f, 1f, 1f), margin: Float = 0f, maxStretch: Float = MAX_STRETCH) {
    /** The width of one chequer square in pixels. */
    val cell: Float
    /** The height of one chequer square in pixels (≥ [cell]). */
    val cellH: Float
    private val left: Float
    private val bottom: Float

    init {
        val w = box.width - 2 * margin
        val h = box.height - 2 * margin
        // The wooden triangle's sides clear the outer squares by PAD
        // squares: 13 + 4·PAD squares wide, 6.5 + 2·PAD high.
        cell = maxOf(1f, minOf(w / WIDE, h / HIGH))
        cellH = (h / HIGH).coerceIn(cell, cell * maxOf(1f, maxStretch))
        left = box.cx - COLUMNS * cell / 2f
        // Base line at -0.5-PAD, apex at ROWS+PAD (in squares from the base row's centres).
        bottom = box.cy + (HIGH / 2f - 0.5f - PAD) * cellH + cellH * 0.5f
    }

    /** The distance between the nearest two fields (diagonal neighbours). */
    val spacing: Float get() = minOf(2 * cell, kotlin.math.hypot(cell, cellH))

    fun center(column: Int, row: Int): Pt = Pt(left + (column + 0.5f) * cell, bottom - (row + 0.5f) * cellH)

    /** The triangle's corners (base left, base right, apex), its sides [pad] squares outside the outer squares. */
    fun corners(pad: Float = PAD): List<Pt> {
        val o = center(0, 0)
        val x0 = o.x; val y0 = o.y
        val base = y0 + (0.5f + pad) * cellH
        val span = (1.5f + 2 * pad) * cell
        val apexY = y0 - (ROWS + pad) * cellH
        return listOf(Pt(x0 - span, base), Pt(x0 + (COLUMNS - 1) * cell + span, base), Pt(x0 + 5 * cell, apexY))
    }

    // Grown with the square's height, but never past 1.25x: two stones of a row sit two squares apart.
    val stoneRadius: Float get() = cell * 0.56f * minOf(1.25f, kotlin.math.sqrt(cellH / cell))

    fun spots(): List<FieldSpot> = FIELDS.map { (name, col, row) -> FieldSpot(name, col, row, center(col, row), stoneRadius) }

    /**
     * The field under [p] that [accept] allows, nearest first, within [slack]
     * stone radii or half the [spacing] of the fields, whichever is more (so
     * every field's target reaches halfway to its neighbours).
     */
    fun hit(p: Pt, accept: (FieldSpot) -> Boolean = { true }, slack: Float = 1.25f): FieldSpot? {
        val reach = maxOf(stoneRadius * slack, spacing / 2f)
        return spots().filter(accept).map { it to it.center.dist(p) }.filter { it.second <= reach }
            .minByOrNull { it.second }?.first
    }

    fun spot(name: String): FieldSpot? = spots().firstOrNull { it.name == name }

    companion object {
        const val COLUMNS = 11
        const val ROWS = 6
        /** How far the wood reaches beyond the outer squares, in squares. */
        const val PAD = 0.14f
        /** How much taller than wide the squares may grow in a tall box. */
        const val MAX_STRETCH = 1.5f
        /** A phone in portrait: a steeper triangle that takes the screen's height (as iOS's phoneStretch). */
        const val PHONE_STRETCH = 2.2f
        /** The triangle's width and height in squares (unstretched). */
        const val WIDE = COLUMNS + 2f + 4 * PAD
        const val HIGH = ROWS + 0.5f + 2 * PAD

        /** All 21 fields, row by row from the base, as the snapshot lists them. */
        val FIELDS: List<Triple<String, Int, Int>> = (0 until ROWS).flatMap { row ->
            (row until COLUMNS - row step 2).map { col -> Triple("${'a' + col}${row + 1}", col, row) }
        }
    }
}
