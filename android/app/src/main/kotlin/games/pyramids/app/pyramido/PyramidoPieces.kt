package games.pyramids.app.pyramido

import games.pyramids.core.PyramidoBlock
import kotlin.math.abs

/**
 * A floor's blocks grouped into the pieces a player sees: a domino's two
 * uncovered halves (same domino, side by side) as one piece, every other
 * block — a single tile, a half whose partner a tile covers — alone.
 */
object PyramidoPieces {
    fun of(blocks: List<PyramidoBlock>): List<List<PyramidoBlock>> {
        val out = ArrayList<List<PyramidoBlock>>()
        val byDomino = blocks.filter { !it.tile && it.domino != null }.groupBy { it.floor to it.domino }
        val paired = HashSet<PyramidoBlock>()
        for (group in byDomino.values) {
            if (group.size != 2) continue
            val (a, b) = group
            if (abs(a.column - b.column) + abs(a.row - b.row) != 1) continue
            out.add(group)
            paired.addAll(group)
        }
        for (b in blocks) if (b !in paired) out.add(listOf(b))
        return out
    }
}
