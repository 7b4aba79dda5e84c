package games.pyramids.app.pyramido

import games.pyramids.core.TextKey
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import games.pyramids.core.PyramidoDomino
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase

/**
 * The Pyramido board for screen readers: the piles, the quarry, the tile
 * faces of a tile step and every cell of the floor being built, each with
 * its words and, where the player may act, its action.
 */
class PyramidoAccessibility(private val board: PyramidoBoard, private val strings: Strings) {
    fun nodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> {
        val s = board.snap(c)
        val nodes = ArrayList<A11yNode>()
        var id = firstId
        val sc = board.scene(c)
        val human = c.humanToMove
        fun screenBox(b: Box): Box {
            val a = toScreen(Pt(b.left, b.top)); val z = toScreen(Pt(b.right, b.bottom))
            return Box(minOf(a.x, z.x), minOf(a.y, z.y), maxOf(a.x, z.x), maxOf(a.y, z.y))
        }
        fun act(r: InputResult) { if (r is InputResult.Play) c.play(r.action) }
        for (i in 0 until 4) {
            val pile = s.piles.getOrNull(i) ?: continue
            val canRefill = human && s.phase == PyramidoPhase.REFILL && i in s.refillPiles
            val desc = strings(TextKey.PYRAMIDO_PILE_A11Y, i + 1, pile.size, pile.top?.let { dominoWords(it) } ?: strings(TextKey.A11Y_EMPTY))
            nodes.add(A11yNode(id++, screenBox(board.geometry.pileBox(i)), desc,
                if (canRefill) { { act(board.input.play(c.legal, PyramidoMove.Refill(i))) } } else null))
        }
        for (k in 0 until 3) {
            val d = s.quarry.getOrNull(k) ?: continue
            val placing = human && s.phase == PyramidoPhase.PLACE
            val fits = sc.fits(k)
            val desc = buildString {
                append(strings(TextKey.PYRAMIDO_QUARRY_A11Y, k + 1, dominoWords(d)))
                if (placing && !fits) append(", ").append(strings(TextKey.PYRAMIDO_NO_ROOM))
                if (board.input.selectedSlot == k) append(", ").append(strings(TextKey.A11Y_SELECTED))
            }
            nodes.add(A11yNode(id++, screenBox(board.geometry.slotBox(k)), desc,
                if (placing && fits) { { board.input.selectSlot(k, sc) } } else null, board.input.selectedSlot == k))
        }
        // A tile step: the mover's tile faces in the strip.
        if (human && (s.phase == PyramidoPhase.TILE || s.phase == PyramidoPhase.NO_FIT)) {
            val faces = sc.faces
            for ((i, box) in board.geometry.faceBoxes(faces.size).withIndex()) {
                val desc = strings(TextKey.PYRAMIDO_SINGLE_TILE) + ": " + strings.colourName(faces[i]) +
                    if (faces[i] == board.input.tileColour) ", " + strings(TextKey.A11Y_SELECTED) else ""
                nodes.add(A11yNode(id++, screenBox(box), desc, { board.input.onTouch(Touch(Touch.Kind.UP, box.cx, box.cy, 0), sc) }, faces[i] == board.input.tileColour))
            }
        }
        val player = sc.mover
        val view = sc.view
        val floor = minOf(s.floor, 4)
        val (cols, rows) = PyramidoGrid.size(floor, player.footprint)
        val blocks = player.floors.firstOrNull { it.floor == floor }?.blocks?.associateBy { it.cell } ?: emptyMap()
        for (row in 0 until rows) for (col in 0 until cols) {
            val cell = Cell(col, row)
            val box = view.cellBox(floor, cell, player) ?: continue
            val b = blocks[cell.name]
            if (b == null && floor == 1 && !PyramidoGrid.reachable(cell, player.floor1Bounds)) continue
            val desc = buildString {
                append(strings(TextKey.PYRAMIDO_CELL_A11Y, floor, cell.name))
                if (b == null) append(", ").append(strings(TextKey.A11Y_EMPTY))
                else {
                    append(", ").append(strings.colourName(b.colour))
                    if (b.jewels.isNotEmpty()) append(", ").append(strings.plural(TextKey.PYRAMIDO_JEWELS, b.jewels.size))
                    if (b.tile) append(", ").append(strings(TextKey.PYRAMIDO_SINGLE_TILE))
                    if (b.marker) append(", ").append(strings(TextKey.PYRAMIDO_MARKER))
                }
                if (human && cell.name in s.markCells && s.phase == PyramidoPhase.MARK) append(", ").append(strings(TextKey.A11Y_MOVE_TARGET))
                if (board.input.pending?.cells?.contains(cell.name) == true) append(", ").append(strings(TextKey.A11Y_SELECTED))
            }
            val click: (() -> Unit)? = if (!human) null else when (s.phase) {
                PyramidoPhase.MARK -> if (cell.name in s.markCells) { { act(board.input.play(c.legal, PyramidoMove.Mark(cell.name))) } } else null
                PyramidoPhase.PLACE -> if (board.input.selectedSlot != null) { { board.input.onTouch(Touch(Touch.Kind.DOWN, box.cx, box.cy, 0), sc); board.input.onTouch(Touch(Touch.Kind.UP, box.cx, box.cy, 0), sc) } } else null
                PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> { { board.input.onTouch(Touch(Touch.Kind.UP, box.cx, box.cy, 0), sc) } }
                else -> null
            }
            nodes.add(A11yNode(id++, screenBox(box), desc, click))
        }
        return nodes
    }

    /** "Red with 1 jewel and blue": a domino in words. */
    fun dominoWords(d: PyramidoDomino): String =
        listOf(d.west, d.east).joinToString(" + ") { f ->
            strings.colourName(f.colour) + if (f.jewels.isEmpty()) "" else " (${strings.plural(TextKey.PYRAMIDO_JEWELS, f.jewels.size)})"
        }
}
