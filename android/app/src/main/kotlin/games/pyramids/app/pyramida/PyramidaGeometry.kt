package games.pyramids.app.pyramida

import games.pyramids.app.paint.Pt
import games.pyramids.app.ui.Box

/** One field on screen: its centre and the radius a stone there is drawn with. */
data class FieldSpot(val name: String, val column: Int, val row: Int, val center: Pt, val radius: Float)

/**
 * Where the 21 fields of the Pyramida triangle sit in a box: the dark squares
 * of an 11 × 6 chequer (files a–k, rows 1–6), base row at the bottom. Plain
 * Kotlin, so hit-testing is unit-tested.
 */
class PyramidaGeometry(val box: Box = Box(0f, 0f, 1f, 1f), margin: Float = 0f) {
    /** The side of one chequer square in pixels. */
    val cell: Float
    private val left: Float
    private val bottom: Float

    init {
        val w = box.width - 2 * margin
        val h = box.height - 2 * margin
        // The wooden triangle has 45° sides that clear the outer squares by
        // PAD squares: 13 + 4·PAD squares wide, 6.5 + 2·PAD high.
        cell = maxOf(1f, minOf(w / (COLUMNS + 2f + 4 * PAD), h / (ROWS + 0.5f + 2 * PAD)))
        left = box.cx - COLUMNS * cell / 2f
        // Base line at -0.5-PAD, apex at ROWS+PAD (in squares from the base row's centres).
        bottom = box.cy + ((ROWS + 0.5f + 2 * PAD) / 2f - 0.5f - PAD) * cell + cell * 0.5f
    }

    fun center(column: Int, row: Int): Pt = Pt(left + (column + 0.5f) * cell, bottom - (row + 0.5f) * cell)

    /** The triangle's corners (base left, base right, apex), its sides [pad] squares outside the outer squares. */
    fun corners(pad: Float = PAD): List<Pt> {
        val o = center(0, 0)
        val x0 = o.x; val y0 = o.y
        val base = y0 + (0.5f + pad) * cell
        val span = (1.5f + 2 * pad) * cell
        val apexY = y0 - (ROWS + pad) * cell
        return listOf(Pt(x0 - span, base), Pt(x0 + (COLUMNS - 1) * cell + span, base), Pt(x0 + 5 * cell, apexY))
    }

    val stoneRadius: Float get() = cell * 0.56f

    fun spots(): List<FieldSpot> = FIELDS.map { (name, col, row) -> FieldSpot(name, col, row, center(col, row), stoneRadius) }

    /** The field under [p] that [accept] allows, nearest first, within [slack] stone radii. */
    fun hit(p: Pt, accept: (FieldSpot) -> Boolean = { true }, slack: Float = 1.25f): FieldSpot? =
        spots().filter(accept).map { it to it.center.dist(p) }.filter { it.second <= it.first.radius * slack }
            .minByOrNull { it.second }?.first

    fun spot(name: String): FieldSpot? = spots().firstOrNull { it.name == name }

    companion object {
        const val COLUMNS = 11
        const val ROWS = 6
        /** How far the wood reaches beyond the outer squares, in squares. */
        const val PAD = 0.3f

        /** All 21 fields, row by row from the base, as the snapshot lists them. */
        val FIELDS: List<Triple<String, Int, Int>> = (0 until ROWS).flatMap { row ->
            (row until COLUMNS - row step 2).map { col -> Triple("${'a' + col}${row + 1}", col, row) }
        }
    }
}
