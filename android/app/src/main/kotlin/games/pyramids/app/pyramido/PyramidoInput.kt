package games.pyramids.app.pyramido

import games.pyramids.app.game.BoardInput
import games.pyramids.app.game.GameController
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardGhost
import games.pyramids.core.BoardPlace
import games.pyramids.core.MarkReason
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoSnapshot

/** What the input needs to hit-test a touch: the position, the mover's pyramid as drawn, the strip. */
class PyramidoScene(
    val snapshot: PyramidoSnapshot,
    val mover: PyramidoPlayer,
    val view: PyramidView,
    val geometry: PyramidoGeometry,
) {
    val floor: Int get() = snapshot.floor
    /** The mover's unused tile faces, in the order the strip shows them. */
    val faces: List<PyramidoColour> get() = mover.tiles.filter { it.unused }.flatMap { it.faces }

    /** The cell of the open floor under [p], if [p] is on one. */
    fun cellAt(p: Pt): Cell? {
        if (!view.frame.contains(p)) return null
        val cell = view.cellAt(p, floor, mover) ?: return null
        val (cols, rows) = PyramidoGrid.size(floor, mover.footprint)
        return cell.takeIf { it.col in 0 until cols && it.row in 0 until rows }
    }

    fun cellBox(name: String): Box? = Cell.parse(name)?.let { view.cellBox(floor, it, mover) }
}

/** The model's domino ghost: the quarry slot, its turn, and its spot on the floor (null while in the quarry). */
data class DominoGhost(val slot: Int, val dir: PyramidoDir, val at: Placement?)

/** A quarry domino under the finger, and the spot the model says a release there would leave it on. */
data class DominoDrag(val slot: Int, val dir: PyramidoDir, val at: Pt, val over: String?, val snapped: Placement?)

/**
 * Maps touches on the Pyramido board to places for the interaction model
 * ([BoardInput]), which decides what they mean in the step (choose, turn,
 * put down, mark, refill, pick a tile face, let go). It keeps only a drag's
 * geometry: a press on a quarry domino that fits (or on the ghost) that
 * moves past the slop chooses that domino and drags it, the model's ghost
 * following where a release would leave it; a release there drops it
 * (off every spot it goes back, let go). A tap goes to the marked place under the finger (a block to mark
 * or tile reacts [minTouchPx] around it), the rotate badge presses Rotate,
 * a tap on nothing marked lets go of what is chosen.
 */
class PyramidoInput(private val slopPx: Float, val minTouchPx: Float = 0f, val board: BoardInput) {
    var drag: DominoDrag? = null
        private set

    private var downAt: Pt? = null
    /** The quarry slot of the domino a press is on (in the quarry or as the ghost), which a move past the slop drags. */
    private var pressedSlot: Int? = null

    fun reset() {
        drag = null
        downAt = null
        pressedSlot = null
        board.reset()
    }

    // ---- the view, in board terms --------------------------------------------

    private fun marks(c: GameController): List<games.pyramids.core.PlaceMark> = board.view(c)?.marks ?: emptyList()

    /** The cells carrying a mark for [reason]. */
    fun cells(c: GameController, reason: MarkReason): Set<String> =
        marks(c).filter { it.reason == reason }.mapNotNull { (it.place as? BoardPlace.PyramidoCell)?.at }.toSet()

    /** The quarry slots whose domino fits the floor. */
    fun fittingSlots(c: GameController): Set<Int> =
        marks(c).filter { it.reason == MarkReason.DOMINO }.mapNotNull { (it.place as? BoardPlace.PyramidoSlot)?.slot?.toInt() }.toSet()

    /** The fitting slots and the quiet ones (a lesson's other dominoes): a press or tap on either is taken. */
    private fun takenSlots(c: GameController): Set<Int> =
        fittingSlots(c) + board.quiet(c).mapNotNull { (it as? BoardPlace.PyramidoSlot)?.slot?.toInt() }

    /** The piles that may refill the quarry. */
    fun refillPiles(c: GameController): Set<Int> =
        marks(c).filter { it.reason == MarkReason.REFILL }.mapNotNull { (it.place as? BoardPlace.PyramidoPile)?.pile?.toInt() }.toSet()

    /** The tile faces that may be laid now (on the chosen block, if one is). */
    fun usableFaces(c: GameController): Set<PyramidoColour> =
        marks(c).filter { it.reason == MarkReason.FACE }.mapNotNull { (it.place as? BoardPlace.PyramidoFace)?.colour }.toSet()

    /** The blocks (a tile step) or holes (a no-fit turn) a single tile may go on. */
    fun tileTargets(c: GameController): Set<String> = cells(c, MarkReason.TILE) + cells(c, MarkReason.HOLE)

    /** The chosen quarry domino. */
    fun selectedSlot(c: GameController): Int? = (board.selection(c) as? BoardPlace.PyramidoSlot)?.slot?.toInt()

    /** The block chosen for a single tile. */
    fun tileCell(c: GameController): String? = (board.selection(c) as? BoardPlace.PyramidoCell)?.at

    fun dominoGhost(c: GameController): DominoGhost? {
        val g = board.view(c)?.ghost as? BoardGhost.PyramidoDomino ?: return null
        return DominoGhost(g.slot.toInt(), g.dir, placementOf(g))
    }

    fun tileGhost(c: GameController): BoardGhost.PyramidoTile? = board.view(c)?.ghost as? BoardGhost.PyramidoTile

    /** The chosen face: the tile's on its block, or one picked before the block. */
    fun chosenFace(c: GameController): PyramidoColour? =
        tileGhost(c)?.colour ?: (board.selection(c) as? BoardPlace.PyramidoFace)?.colour

    /** The turn the chosen domino is shown (and dragged) with, or E for the others. */
    fun dirOf(c: GameController, slot: Int): PyramidoDir = dominoGhost(c)?.takeIf { it.slot == slot }?.dir ?: PyramidoDir.E

    /** A tap on [place] from outside the touch path (screen readers, screenshots). */
    fun tap(c: GameController, place: BoardPlace): InputResult = board.tap(c, place)

    // ---- the rotate badge ------------------------------------------------------

    /** The rotate badge's radius as drawn for a block of [block] pixels. */
    fun badgeRadius(block: Float): Float = maxOf(block * 0.22f, minTouchPx * 0.3f)

    /**
     * The centre of the rotate badge: on the top-right corner of the ghost's
     * second block (or of the chosen single tile), kept on the plate.
     */
    fun rotateBadge(c: GameController, sc: PyramidoScene): Pt? {
        val name = dominoGhost(c)?.at?.cells?.getOrNull(1) ?: tileGhost(c)?.cell ?: return null
        val b = sc.cellBox(name) ?: return null
        val r = badgeRadius(sc.view.block)
        val f = sc.view.frame
        val x = (b.right - sc.view.block * 0.08f).coerceIn(f.left + r, f.right - r)
        val y = (b.top + sc.view.block * 0.08f).coerceIn(f.top + r, f.bottom - r)
        return Pt(x, y)
    }

    /** Where the rotate badge reacts to touch: at least [minTouchPx] square. */
    fun rotateTouchBox(c: GameController, sc: PyramidoScene): Box? {
        val at = rotateBadge(c, sc) ?: return null
        val side = maxOf(2f * badgeRadius(sc.view.block), minTouchPx)
        return Box.centered(at.x, at.y, side, side)
    }

    // ---- touches ---------------------------------------------------------------

    /** [t] is in board coordinates (the screen undoes table rotation first). */
    fun onTouch(t: Touch, c: GameController, sc: PyramidoScene, stripShowsFaces: Boolean): InputResult {
        val p = Pt(t.x, t.y)
        when (t.kind) {
            Touch.Kind.DOWN -> {
                downAt = p
                pressedSlot = if (rotateTouchBox(c, sc)?.contains(p) == true) null else {
                    val ghost = dominoGhost(c)
                    if (ghost?.at != null && ghost.at.cells.any { sc.cellBox(it)?.contains(p) == true }) ghost.slot
                    else slotAt(p, sc)?.takeIf { !stripShowsFaces && it in takenSlots(c) }
                }
                return InputResult.None
            }
            Touch.Kind.MOVE -> {
                val d = drag
                if (d != null) {
                    val over = dropCell(p, d.dir, sc)
                    val snapped = if (over == d.over) d.snapped else over?.let { snapOf(c, it) }
                    drag = d.copy(at = p, over = over, snapped = snapped)
                    return InputResult.Changed
                }
                val start = downAt ?: return InputResult.None
                val slot = pressedSlot ?: return InputResult.None
                if (start.dist(p) < slopPx) return InputResult.None
                if (selectedSlot(c) != slot) board.tap(c, BoardPlace.PyramidoSlot(slot.toUByte()))
                if (selectedSlot(c) != slot) { pressedSlot = null; return InputResult.Changed }
                val dir = dirOf(c, slot)
                val over = dropCell(p, dir, sc)
                drag = DominoDrag(slot, dir, p, over, over?.let { snapOf(c, it) })
                return InputResult.Changed
            }
            Touch.Kind.CANCEL -> {
                val had = drag != null
                drag = null; downAt = null; pressedSlot = null
                return if (had) InputResult.Changed else InputResult.None
            }
            Touch.Kind.UP -> {
                val d = drag
                drag = null; downAt = null; pressedSlot = null
                if (d != null) {
                    val over = dropCell(p, d.dir, sc)
                    val snapped = if (over == d.over) d.snapped else over?.let { snapOf(c, it) }
                    if (over != null && snapped != null) return board.drop(c, BoardPlace.PyramidoCell(over))
                    // Off every spot the domino goes back to the quarry, let go (as a Pylos ball does).
                    board.press(c, BoardButtonKind.CANCEL)
                    return InputResult.Changed
                }
                return tapAt(p, c, sc, stripShowsFaces)
            }
        }
    }

    /**
     * A tap on a domino, block or cell nothing marks goes to the model too,
     * which answers why the rules refuse it (a lesson's board: a wrong try is
     * answered); in a game such a tap does nothing.
     */
    var tapsAnyPlace = false

    private fun tapAt(p: Pt, c: GameController, sc: PyramidoScene, stripShowsFaces: Boolean): InputResult {
        if (rotateTouchBox(c, sc)?.contains(p) == true) return board.press(c, BoardButtonKind.ROTATE)
        if (sc.geometry.strip.contains(p)) {
            if (stripShowsFaces) {
                val faces = sc.faces
                val i = sc.geometry.faceAt(p, faces.size) ?: return InputResult.None
                // A face that cannot be laid now is drawn dim and does nothing.
                return if (faces[i] in usableFaces(c) || BoardPlace.PyramidoFace(faces[i]) in board.quiet(c)) board.tap(c, BoardPlace.PyramidoFace(faces[i])) else InputResult.None
            }
            slotAt(p, sc)?.let { slot ->
                return if (slot in takenSlots(c) || tapsAnyPlace) board.tap(c, BoardPlace.PyramidoSlot(slot.toUByte())) else InputResult.None
            }
            (0 until 4).firstOrNull { sc.geometry.pileBox(it).contains(p) }?.let { pile ->
                if (pile in refillPiles(c) || BoardPlace.PyramidoPile(pile.toUByte()) in board.quiet(c)) return board.tap(c, BoardPlace.PyramidoPile(pile.toUByte()))
            }
        }
        // On a lesson's board the cell under the finger counts, not a marked one nearby.
        if (tapsAnyPlace) sc.cellAt(p)?.let { return board.tap(c, BoardPlace.PyramidoCell(it.name)) }
        targetAt(p, c, sc)?.let { return board.tap(c, BoardPlace.PyramidoCell(it)) }
        // A tap on nothing marked lets go of what is chosen.
        return if (board.selection(c) != null) board.press(c, BoardButtonKind.CANCEL) else InputResult.None
    }

    /**
     * The marked cell under [p] (a place a domino may cover, a block to mark
     * or tile, a hole, the chosen tile or the ghost): the one it is on, else
     * the nearest whose box grown to [minTouchPx] holds it (blocks on a
     * phone can be smaller than a 48 dp target).
     */
    fun targetAt(p: Pt, c: GameController, sc: PyramidoScene): String? {
        val boardReasons = setOf(MarkReason.DOMINO_TO, MarkReason.MARKER, MarkReason.TILE, MarkReason.HOLE)
        val targets = marks(c).filter { it.reason in boardReasons }.mapNotNull { (it.place as? BoardPlace.PyramidoCell)?.at }.toMutableSet()
        board.quiet(c).forEach { (it as? BoardPlace.PyramidoCell)?.let { q -> targets.add(q.at) } }
        tileCell(c)?.let { targets.add(it) }
        dominoGhost(c)?.at?.cells?.let { targets.addAll(it) }
        sc.cellAt(p)?.name?.let { if (it in targets) return it }
        return targets.mapNotNull { name -> sc.cellBox(name)?.let { name to it } }
            .filter { it.second.atLeast(minTouchPx).contains(p) }
            .minByOrNull { it.second.center.dist(p) }?.first
    }

    private fun slotAt(p: Pt, sc: PyramidoScene): Int? =
        (0 until 3).firstOrNull { sc.geometry.slotBox(it).contains(p) && sc.snapshot.quarry.getOrNull(it) != null }

    /** The cell under the dragged domino's first block (the domino floats above the finger, see [dragCentre]). */
    private fun dropCell(finger: Pt, dir: PyramidoDir, sc: PyramidoScene): String? {
        val centre = dragCentre(finger, sc.view.block)
        val (dx, dy) = offset(dir)
        val half = sc.view.block / 2f
        return sc.cellAt(Pt(centre.x - dx * half, centre.y - dy * half))?.name
    }

    /** Where the model says a release on [cell] leaves the dragged domino. */
    private fun snapOf(c: GameController, cell: String): Placement? =
        (board.dropGhost(c, BoardPlace.PyramidoCell(cell)) as? BoardGhost.PyramidoDomino)?.let { placementOf(it) }

    companion object {
        /** A dragged domino floats a block above the finger so the finger does not hide it. */
        fun dragCentre(finger: Pt, block: Float): Pt = Pt(finger.x, finger.y - block * 0.9f)

        /** The screen step from a domino's first block to its second. */
        fun offset(dir: PyramidoDir): Pair<Int, Int> = when (dir) {
            PyramidoDir.E -> 1 to 0
            PyramidoDir.S -> 0 to 1
            PyramidoDir.W -> -1 to 0
            PyramidoDir.N -> 0 to -1
        }

        fun placementOf(g: BoardGhost.PyramidoDomino): Placement? =
            g.cells.firstOrNull()?.let { Placement(g.slot.toInt(), it, g.dir) }
    }
}
