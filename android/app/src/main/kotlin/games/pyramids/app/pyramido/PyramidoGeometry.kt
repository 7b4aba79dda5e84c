package games.pyramids.app.pyramido

import games.pyramids.app.paint.Pt
import games.pyramids.core.PyramidoPlayer
import games.pyramids.app.ui.Box
import kotlin.math.floor

/**
 * A pyramid drawn from above in [area]: quarter (qx, qy) of the common
 * 18×18 grid maps to pixels. While floor 1 is open the view holds the cells
 * a block may still reach (the whole 9×9 canvas before the first domino);
 * after that it closes in on the footprint with a quarter of margin.
 */
class PyramidView(val area: Box, private val q0x: Float, private val q0y: Float, qw: Float, qh: Float) {
    /** Pixels per quarter. */
    val quarter: Float = minOf(area.width / qw, area.height / qh)
    private val ox = area.cx - qw * quarter / 2f
    private val oy = area.cy - qh * quarter / 2f
    val block: Float get() = quarter * 2f
    /** The drawn square (or rectangle) of the whole view. */
    val frame: Box = Box(ox, oy, ox + qw * quarter, oy + qh * quarter)

    fun toPx(qx: Float, qy: Float): Pt = Pt(ox + (qx - q0x) * quarter, oy + (qy - q0y) * quarter)
    fun blockBox(qx: Int, qy: Int): Box {
        val a = toPx(qx.toFloat(), qy.toFloat())
        return Box(a.x, a.y, a.x + block, a.y + block)
    }

    /** The quarter under a point (fractional). */
    fun toQuarter(p: Pt): Pair<Float, Float> = ((p.x - ox) / quarter + q0x) to ((p.y - oy) / quarter + q0y)

    /** The cell of [floor] under [p] for [player] (may lie outside the grid: callers check). */
    fun cellAt(p: Pt, floor: Int, player: PyramidoPlayer): Cell? {
        val (qx, qy) = toQuarter(p)
        return if (floor <= 1) Cell(floor(qx / 2f).toInt(), floor(qy / 2f).toInt())
        else {
            val fp = player.footprint ?: return null
            Cell(floor((qx - (floor - 1)) / 2f).toInt() - fp.column, floor((qy - (floor - 1)) / 2f).toInt() - fp.row)
        }
    }

    /** The box of a cell of [floor] for [player], or null when that floor has no grid yet. */
    fun cellBox(floor: Int, cell: Cell, player: PyramidoPlayer): Box? {
        val (qx, qy) = PyramidoGrid.quarterOrigin(floor, cell, player.footprint) ?: return null
        return blockBox(qx, qy)
    }

    /** Whether [b] lies wholly on the plate (a hair of rounding allowed). */
    fun holds(b: Box): Boolean {
        val e = quarter * 0.01f
        return b.left >= frame.left - e && b.top >= frame.top - e && b.right <= frame.right + e && b.bottom <= frame.bottom + e
    }

    /**
     * The cells of [floor]'s grid drawn on the plate: every cell a block may
     * still go to (they all lie on it), and on floor 1 the canvas cells that
     * can no longer be reached but still lie wholly on the plate. Nothing is
     * drawn past the plate's edge.
     */
    fun gridCells(floor: Int, player: PyramidoPlayer): List<GridCell> {
        val (cols, rows) = PyramidoGrid.size(floor, player.footprint)
        val out = ArrayList<GridCell>()
        for (row in 0 until rows) for (col in 0 until cols) {
            val cell = Cell(col, row)
            val b = cellBox(floor, cell, player) ?: continue
            val reachable = floor > 1 || PyramidoGrid.reachable(cell, player.floor1Bounds)
            if (reachable || holds(b)) out.add(GridCell(cell, b, reachable))
        }
        return out
    }

    /** The centre of a placement's two blocks. */
    fun placementCenter(floor: Int, pl: Placement, player: PyramidoPlayer): Pt? {
        val boxes = pl.cells.mapNotNull { Cell.parse(it)?.let { c -> cellBox(floor, c, player) } }
        if (boxes.size != 2) return null
        return Pt((boxes[0].cx + boxes[1].cx) / 2f, (boxes[0].cy + boxes[1].cy) / 2f)
    }

    companion object {
        fun of(area: Box, player: PyramidoPlayer?): PyramidView {
            val fp = player?.footprint
            // The plate's margin is part of the view, so nothing drawn spills out of [area].
            if (fp != null) return PyramidView(area, 2f * fp.column - 1.5f, 2f * fp.row - 1.5f, 2f * fp.width + 3f, 2f * fp.height + 3f)
            // Floor 1 open: the cells a block may still reach (all of the canvas before the first domino).
            val reach = (0 until PyramidoGrid.CANVAS).flatMap { r -> (0 until PyramidoGrid.CANVAS).map { c -> Cell(c, r) } }
                .filter { PyramidoGrid.reachable(it, player?.floor1Bounds) }
            val l = reach.minOf { it.col }; val t = reach.minOf { it.row }
            val w = reach.maxOf { it.col } - l + 1; val h = reach.maxOf { it.row } - t + 1
            return PyramidView(area, 2f * l - 1f, 2f * t - 1f, 2f * w + 2f, 2f * h + 2f)
        }
    }
}

/** A cell of the open floor as drawn: its box on the plate, and whether a block may still go there. */
data class GridCell(val cell: Cell, val box: Box, val reachable: Boolean)

/**
 * The board box split for Pyramido: a strip for the quarry between its four
 * piles (or, when a single tile is to be chosen, the player's tiles), a
 * heading row ("Player 1's pyramid · Floor 1 of 4"), and the large
 * pyramid's plate below it. In a tall box the strip runs across the top; in
 * a wide one (a phone on its side) it stands at the left — piles in one
 * column, the quarry in the next — so the plate gets the height. Nothing of
 * the pyramid is drawn above [plateArea]'s top, so the heading is never
 * covered.
 */
class PyramidoGeometry(val box: Box = Box(0f, 0f, 1f, 1f), gap: Float = 0f, headingH: Float = 0f, val minTouch: Float = 0f, allowSide: Boolean = false) {
    val strip: Box
    val pyramidArea: Box
    /** The heading row above the large pyramid (and its Back button when another player's pyramid is shown). */
    val heading: Box
    /** Where the large pyramid's plate is fitted. */
    val plateArea: Box
    /** The strip stands at the left of the pyramid (a wide box) rather than across its top. */
    val side: Boolean = allowSide && box.width > box.height * SIDE_RATIO
    private val piles: List<Box>
    private val slots: List<Box>

    init {
        if (side) {
            // Piles a third of the strip's width, the quarry's slots the rest: a domino lies across its slot.
            val stripW = minOf(box.width * 0.26f, box.height * 0.36f)
            strip = Box(box.left + gap, box.top + gap, box.left + gap + stripW, box.bottom - gap)
            pyramidArea = Box(strip.right + gap * 2, box.top + gap, box.right - gap, box.bottom - gap)
            val (pileCol, slotCol) = strip.splitLeft(strip.width * 0.4f)
            piles = pileCol.rows(4, 0f)
            slots = slotCol.rows(3, 0f)
        } else {
            val stripH = minOf(box.height * 0.24f, box.width / 6.8f * 1.25f)
            strip = Box(box.left + gap, box.top + gap, box.right - gap, box.top + gap + stripH)
            pyramidArea = Box(box.left + gap, strip.bottom + gap * 2, box.right - gap, box.bottom - gap)
            // p1 q1 p2 q2 p3 q3 p4: piles 0.8 units wide, quarry slots 1.2.
            val unit = strip.width / (4 * 0.8f + 3 * 1.2f)
            var x = strip.left
            val cols = ArrayList<Box>()
            for (i in 0 until 7) {
                val w = unit * if (i % 2 == 0) 0.8f else 1.2f
                cols.add(Box(x, strip.top, x + w, strip.bottom))
                x += w
            }
            piles = cols.filterIndexed { i, _ -> i % 2 == 0 }
            slots = cols.filterIndexed { i, _ -> i % 2 == 1 }
        }
        heading = Box(pyramidArea.left, pyramidArea.top, pyramidArea.right, pyramidArea.top + headingH)
        plateArea = Box(pyramidArea.left, heading.bottom + gap, pyramidArea.right, pyramidArea.bottom)
    }

    /** How high a flight between the piles and the quarry arcs. */
    val arc: Float get() = minOf(strip.width, strip.height)

    fun pileBox(pile: Int): Box = piles[pile].let { if (side) it.inset(0f, it.height * 0.04f) else it.inset(it.width * 0.06f, 0f) }
    fun slotBox(slot: Int): Box = slots[slot].let { if (side) it.inset(it.width * 0.04f, it.height * 0.04f) else it.inset(it.width * 0.04f, 0f) }

    /** Pixels per block for a quarry domino drawn in its slot in either direction. */
    val quarryBlock: Float get() {
        val s = slotBox(0)
        return minOf(s.width / 2.3f, s.height / 2.3f)
    }

    /** The strip's caption line (above the tile faces). */
    val stripLabelY: Float get() = strip.top + if (side) strip.width * 0.14f else strip.height * 0.19f

    /** The tiles in the strip: one box per tile face, [faces] of them in pairs, below the caption (a pair a row when the strip stands at the side). */
    fun faceBoxes(faces: Int): List<Box> {
        if (faces == 0) return emptyList()
        if (side) {
            val top0 = stripLabelY + strip.width * 0.1f
            val rows = (faces + 1) / 2
            val size = minOf(strip.width / 2.5f, (strip.bottom - top0) / (rows * 1.35f))
            val out = ArrayList<Box>()
            for (i in 0 until faces) {
                val row = i / 2
                val x = strip.cx + if (i % 2 == 0) -size * 1.05f else size * 0.05f
                val y = top0 + row * size * 1.35f
                out.add(Box(x, y, x + size, y + size))
            }
            return out
        }
        val top0 = stripLabelY + strip.height * 0.12f
        val size = minOf(strip.bottom - top0 - strip.height * 0.08f, strip.width / (faces * 1.1f + (faces / 2) * 0.6f + 0.4f))
        val pairGap = size * 0.6f
        val total = faces * size * 1.1f - size * 0.1f + (faces / 2 - 1).coerceAtLeast(0) * pairGap
        var x = strip.cx - total / 2f
        val top = top0 + (strip.bottom - top0 - size) / 2f
        val out = ArrayList<Box>()
        for (i in 0 until faces) {
            out.add(Box(x, top, x + size, top + size))
            x += size * 1.1f
            if (i % 2 == 1) x += pairGap
        }
        return out
    }

    /** Where a face reacts to touch: at least [minTouch] each way around its box. */
    fun faceTouchBox(face: Box): Box = face.atLeast(minTouch)

    /** The face under [p]: the nearest one whose touch box holds it. */
    fun faceAt(p: games.pyramids.app.paint.Pt, faces: Int): Int? =
        faceBoxes(faces).withIndex().filter { faceTouchBox(it.value).contains(p) }.minByOrNull { it.value.center.dist(p) }?.index
}

/** How much wider than tall the board box must be for the strip to stand at the side. */
private const val SIDE_RATIO = 1.0f
