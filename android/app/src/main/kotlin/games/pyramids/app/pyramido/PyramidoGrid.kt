package games.pyramids.app.pyramido

import games.pyramids.core.PyramidoBlock
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoCorner
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoDomino
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoRect

/** A cell on one floor's block grid; notation `e5` = column 4, row 4 (0-based, row 1 north). */
data class Cell(val col: Int, val row: Int) {
    val name: String get() = "${'a' + col}${row + 1}"
    fun toward(dir: PyramidoDir): Cell = when (dir) {
        PyramidoDir.E -> Cell(col + 1, row)
        PyramidoDir.S -> Cell(col, row + 1)
        PyramidoDir.W -> Cell(col - 1, row)
        PyramidoDir.N -> Cell(col, row - 1)
    }

    companion object {
        fun parse(name: String): Cell? {
            if (name.length < 2) return null
            val col = name[0].lowercaseChar() - 'a'
            val row = name.substring(1).toIntOrNull() ?: return null
            return if (col in 0..25 && row >= 1) Cell(col, row - 1) else null
        }
    }
}

/** A domino laid on a floor: the west block at [cell], the east block toward [dir]. */
data class Placement(val slot: Int, val cell: String, val dir: PyramidoDir) {
    val cells: List<String> get() {
        val a = Cell.parse(cell) ?: return listOf(cell)
        return listOf(cell, a.toward(dir).name)
    }
}

/**
 * The geometry the pictures and the touch mapping share, taken from the
 * bindings' conventions (`bindings/src/pyramido.rs`): floor 1 is a 9×9 block
 * canvas; floor f > 1 is the floor-1 footprint shrunk by f-1 blocks, shifted
 * f-1 quarters south-east on the common 18×18 quarter grid.
 */
object PyramidoGrid {
    const val CANVAS = 9
    const val QUARTERS = 18

    fun next(d: PyramidoDir): PyramidoDir = PyramidoDir.entries[(d.ordinal + 1) % 4]

    /** A corner after [turns] quarter turns clockwise. */
    fun turn(c: PyramidoCorner, turns: Int): PyramidoCorner = PyramidoCorner.entries[(c.ordinal + turns).mod(4)]

    /** Quarter offset (dx, dy) of a corner inside its block. */
    fun cornerOffset(c: PyramidoCorner): Pair<Int, Int> = when (c) {
        PyramidoCorner.NW -> 0 to 0
        PyramidoCorner.NE -> 1 to 0
        PyramidoCorner.SE -> 1 to 1
        PyramidoCorner.SW -> 0 to 1
    }

    /** The north-west quarter of [cell] on [floor], or null when the floor has no grid yet. */
    fun quarterOrigin(floor: Int, cell: Cell, footprint: PyramidoRect?): Pair<Int, Int>? = when {
        floor <= 1 -> 2 * cell.col to 2 * cell.row
        footprint == null -> null
        else -> (2 * (footprint.column + cell.col) + floor - 1) to (2 * (footprint.row + cell.row) + floor - 1)
    }

    /** Columns × rows of [floor]'s grid for a player. */
    fun size(floor: Int, footprint: PyramidoRect?): Pair<Int, Int> = when {
        floor <= 1 -> CANVAS to CANVAS
        footprint == null -> 0 to 0
        else -> (footprint.width - (floor - 1)) to (footprint.height - (floor - 1))
    }

    /**
     * Whether a floor-1 cell can still belong to the floor: the blocks placed
     * so far plus this one fit a 5×4 or 4×5 rectangle.
     */
    fun reachable(cell: Cell, bounds: PyramidoRect?): Boolean {
        if (cell.col !in 0 until CANVAS || cell.row !in 0 until CANVAS) return false
        if (bounds == null) return true
        val l = minOf(bounds.column, cell.col); val r = maxOf(bounds.column + bounds.width - 1, cell.col)
        val t = minOf(bounds.row, cell.row); val b = maxOf(bounds.row + bounds.height - 1, cell.row)
        val w = r - l + 1; val h = b - t + 1
        return (w <= 5 && h <= 4) || (w <= 4 && h <= 5)
    }

    /** A domino's two faces as they lie for [dir]: the west face's jewels and the east face's, turned. */
    fun facesFor(d: PyramidoDomino, dir: PyramidoDir): List<Pair<PyramidoColour, List<PyramidoCorner>>> =
        listOf(d.west, d.east).map { f -> f.colour to f.jewels.map { turn(it, dir.ordinal) } }
}

/** One quarter seen from above: the colour of the highest block over it, whether it shows a jewel, and that block. */
data class TopQuarter(val colour: PyramidoColour, val jewel: Boolean, val block: PyramidoBlock)

/**
 * A pyramid seen from the top at quarter resolution, as floor scoring sees
 * it: higher blocks hide what lies under them, jewels included.
 */
class TopView(player: PyramidoPlayer) {
    private val grid = arrayOfNulls<TopQuarter>(PyramidoGrid.QUARTERS * PyramidoGrid.QUARTERS)

    init {
        for (floor in player.floors.sortedBy { it.floor }) for (b in floor.blocks) {
            for (corner in PyramidoCorner.entries) {
                val (dx, dy) = PyramidoGrid.cornerOffset(corner)
                val x = b.quarterColumn + dx; val y = b.quarterRow + dy
                if (x in 0 until PyramidoGrid.QUARTERS && y in 0 until PyramidoGrid.QUARTERS)
                    grid[y * PyramidoGrid.QUARTERS + x] = TopQuarter(b.colour, corner in b.jewels, b)
            }
        }
    }

    fun at(x: Int, y: Int): TopQuarter? =
        if (x in 0 until PyramidoGrid.QUARTERS && y in 0 until PyramidoGrid.QUARTERS) grid[y * PyramidoGrid.QUARTERS + x] else null

    /**
     * The area (4-connected visible quarters of one colour) that the block at
     * [floor]/[cell] belongs to, as quarter coordinates; empty when that block
     * is hidden or absent.
     */
    fun area(floor: Int, cell: String): Set<Pair<Int, Int>> {
        val seeds = ArrayList<Pair<Int, Int>>()
        for (y in 0 until PyramidoGrid.QUARTERS) for (x in 0 until PyramidoGrid.QUARTERS) {
            val q = at(x, y) ?: continue
            if (q.block.floor == floor && q.block.cell == cell) seeds.add(x to y)
        }
        val colour = seeds.firstOrNull()?.let { at(it.first, it.second)?.colour } ?: return emptySet()
        val seen = HashSet<Pair<Int, Int>>(seeds)
        val stack = ArrayDeque(seeds)
        while (stack.isNotEmpty()) {
            val (x, y) = stack.removeLast()
            for ((nx, ny) in listOf(x + 1 to y, x - 1 to y, x to y + 1, x to y - 1)) {
                val q = at(nx, ny) ?: continue
                if (q.colour == colour && seen.add(nx to ny)) stack.addLast(nx to ny)
            }
        }
        return seen
    }

    fun jewelsIn(area: Set<Pair<Int, Int>>): Int = area.count { at(it.first, it.second)?.jewel == true }
}
