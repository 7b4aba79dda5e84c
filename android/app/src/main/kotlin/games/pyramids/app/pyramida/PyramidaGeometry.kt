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
        // 11 columns and 6 rows, plus half a square of wood all round.
        cell = maxOf(1f, minOf(w / (COLUMNS + 1f), h / (ROWS + 1f)))
        left = box.cx - COLUMNS * cell / 2f
        bottom = box.cy + ROWS * cell / 2f
    }

    fun center(column: Int, row: Int): Pt = Pt(left + (column + 0.5f) * cell, bottom - (row + 0.5f) * cell)

    /** The triangle's corners (base left, base right, apex), half a square outside the outer fields. */
    fun corners(pad: Float = 0.75f): List<Pt> {
        val bl = center(0, 0); val br = center(COLUMNS - 1, 0); val top = center(5, ROWS - 1)
        val k = cell * pad
        return listOf(Pt(bl.x - k * 1.9f, bl.y + k), Pt(br.x + k * 1.9f, br.y + k), Pt(top.x, top.y - k * 1.9f))
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

        /** All 21 fields, row by row from the base, as the snapshot lists them. */
        val FIELDS: List<Triple<String, Int, Int>> = (0 until ROWS).flatMap { row ->
            (row until COLUMNS - row step 2).map { col -> Triple("${'a' + col}${row + 1}", col, row) }
        }
    }
}
