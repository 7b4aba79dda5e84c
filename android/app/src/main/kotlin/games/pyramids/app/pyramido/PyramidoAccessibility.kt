package games.pyramids.app.pyramido

import games.pyramids.core.TextKey
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.core.BoardPlace
import games.pyramids.core.MarkReason
import games.pyramids.core.PyramidoDomino
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
        val input = board.input
        val human = c.humanToMove
        fun screenBox(b: Box): Box {
            val a = toScreen(Pt(b.left, b.top)); val z = toScreen(Pt(b.right, b.bottom))
            return Box(minOf(a.x, z.x), minOf(a.y, z.y), maxOf(a.x, z.x), maxOf(a.y, z.y))
        }
        // A double-tap is a tap on the place: the model decides what it does.
        fun tap(place: BoardPlace) {
            when (val r = input.tap(c, place)) {
                is InputResult.Play -> c.play(r.action)
                else -> c.onChanged()
            }
        }
        val refill = if (human) input.refillPiles(c) else emptySet()
        for (i in 0 until 4) {
            val pile = s.piles.getOrNull(i) ?: continue
            val desc = strings(TextKey.PYRAMIDO_PILE_A11Y, i + 1, pile.size, pile.top?.let { dominoWords(it) } ?: strings(TextKey.A11Y_EMPTY))
            nodes.add(A11yNode(id++, screenBox(board.geometry.pileBox(i)), desc,
                if (i in refill) { { tap(BoardPlace.PyramidoPile(i.toUByte())) } } else null))
        }
        val placing = human && s.phase == PyramidoPhase.PLACE
        val fitting = input.fittingSlots(c)
        val chosenSlot = if (human) input.selectedSlot(c) else null
        for (k in 0 until 3) {
            val d = s.quarry.getOrNull(k) ?: continue
            val fits = k in fitting
            val desc = buildString {
                append(strings(TextKey.PYRAMIDO_QUARRY_A11Y, k + 1, dominoWords(d)))
                if (placing && !fits) append(", ").append(strings(TextKey.PYRAMIDO_NO_ROOM))
                if (chosenSlot == k) append(", ").append(strings(TextKey.A11Y_SELECTED))
            }
            nodes.add(A11yNode(id++, screenBox(board.geometry.slotBox(k)), desc,
                if (placing && fits) { { tap(BoardPlace.PyramidoSlot(k.toUByte())) } } else null, chosenSlot == k))
        }
        // A tile step: the mover's tile faces in the strip.
        if (board.stripShowsFaces(c)) {
            val faces = sc.faces
            val usable = input.usableFaces(c)
            val chosen = input.chosenFace(c)
            for ((i, box) in board.geometry.faceBoxes(faces.size).withIndex()) {
                val desc = strings(TextKey.PYRAMIDO_SINGLE_TILE) + ": " + strings.colourName(faces[i]) +
                    if (faces[i] == chosen) ", " + strings(TextKey.A11Y_SELECTED) else ""
                nodes.add(A11yNode(id++, screenBox(box), desc,
                    if (faces[i] in usable) { { tap(BoardPlace.PyramidoFace(faces[i])) } } else null, faces[i] == chosen))
            }
        }
        val player = sc.mover
        val view = sc.view
        val floor = minOf(s.floor, 4)
        val (cols, rows) = PyramidoGrid.size(floor, player.footprint)
        val blocks = player.floors.firstOrNull { it.floor == floor }?.blocks?.associateBy { it.cell } ?: emptyMap()
        val targets = if (human) input.cells(c, MarkReason.MARKER) + input.tileTargets(c) else emptySet()
        val covers = if (human) input.cells(c, MarkReason.DOMINO_TO) else emptySet()
        val chosenCells = if (human) (input.dominoGhost(c)?.at?.cells ?: emptyList()) + listOfNotNull(input.tileCell(c)) else emptyList()
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
                if (cell.name in targets) append(", ").append(strings(TextKey.A11Y_MOVE_TARGET))
                if (cell.name in chosenCells) append(", ").append(strings(TextKey.A11Y_SELECTED))
            }
            val acts = cell.name in targets || cell.name in covers || cell.name in chosenCells
            nodes.add(A11yNode(id++, screenBox(box), desc, if (acts) { { tap(BoardPlace.PyramidoCell(cell.name)) } } else null))
        }
        return nodes
    }

    /** "Red with 1 jewel and blue": a domino in words. */
    fun dominoWords(d: PyramidoDomino): String =
        listOf(d.west, d.east).joinToString(" + ") { f ->
            strings.colourName(f.colour) + if (f.jewels.isEmpty()) "" else " (${strings.plural(TextKey.PYRAMIDO_JEWELS, f.jewels.size)})"
        }
}
