package games.pyramids.app.pyramido

import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.GameAction
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoCorner
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch

/** What the input needs to map a touch: the decision, the mover's pyramid as drawn, the strip, the legal actions. */
class PyramidoScene(
    val snapshot: PyramidoSnapshot,
    val mover: PyramidoPlayer,
    val view: PyramidView,
    val geometry: PyramidoGeometry,
    val legal: List<GameAction>,
) {
    val floor: Int get() = snapshot.floor
    val places: List<Placement> by lazy {
        legal.mapNotNull { ((it.detail as? ActionDetail.Pyramido)?.action as? PyramidoMove.Place)?.let { m -> Placement(m.slot, m.cell, m.dir) } }
    }
    /** The blocks (a tile step) or holes (a no-fit turn) a single tile may go on now. */
    val tileTargets: List<String> get() = if (snapshot.phase == PyramidoPhase.TILE) snapshot.tileCells else snapshot.holeCells
    /** The mover's unused tile faces, in the order the strip shows them. */
    val faces: List<PyramidoColour> get() = mover.tiles.filter { it.unused }.flatMap { it.faces }

    fun fits(slot: Int): Boolean = places.any { it.slot == slot }
}

/** A quarry domino under the finger: where the finger is and the legal spot it snaps to, if any. */
data class DominoDrag(val slot: Int, val dir: PyramidoDir, val at: Pt, val snapped: Placement?)

/**
 * Turns touches on the Pyramido board into legal actions. Like the other
 * boards it knows no rules: the legal action list says where a domino may
 * go, which blocks may take a marker or a tile, which piles may refill.
 *
 * - Place: drag a quarry domino onto the pyramid; it snaps to the nearest
 *   legal spot (the ghost) and stays there when let go. Tap the ghost, its
 *   rotate badge (or the Rotate button) to rotate it, tap another cell to
 *   move it, then Place. Without dragging: tap a quarry domino (tap it
 *   again to rotate it), then tap a cell.
 * - Mark: tap a glowing block. Refill: tap a glowing pile.
 * - Tile (and the two tiles of a no-fit turn): tap a glowing block, pick a
 *   face in the strip, tap the tile (or its badge) to rotate its jewel, then
 *   Place; a tap elsewhere lets go of the tile (Skip tile comes back).
 *
 * [minTouchPx] is the smallest touch target (48 dp): the rotate badge and
 * the tile faces react that far around them.
 */
class PyramidoInput(private val slopPx: Float, val minTouchPx: Float = 0f) {
    /** The turn each quarry domino is shown (and dragged) with. */
    val dirs = Array(3) { PyramidoDir.E }
    var selectedSlot: Int? = null
        private set
    var drag: DominoDrag? = null
        private set
    var pending: Placement? = null
        private set
    var tileCell: String? = null
        private set
    var tileColour: PyramidoColour? = null
        private set
    var tileCorner: PyramidoCorner = PyramidoCorner.NE
        private set

    private sealed class Press {
        data class Slot(val slot: Int) : Press()
        object Ghost : Press()
        object Other : Press()
    }
    private var press: Press? = null
    private var downAt: Pt? = null

    fun reset() {
        dirs.fill(PyramidoDir.E)
        selectedSlot = null; drag = null; pending = null
        tileCell = null; tileColour = null
        press = null; downAt = null
    }

    /** [t] is in board coordinates. */
    fun onTouch(t: Touch, sc: PyramidoScene): InputResult {
        val p = Pt(t.x, t.y)
        return when (sc.snapshot.phase) {
            PyramidoPhase.PLACE -> placeTouch(t, p, sc)
            PyramidoPhase.MARK -> if (t.kind != Touch.Kind.UP) InputResult.None else {
                val cell = targetAt(p, sc, sc.snapshot.markCells)
                if (cell != null) play(sc.legal, PyramidoMove.Mark(cell)) else InputResult.None
            }
            PyramidoPhase.REFILL -> if (t.kind != Touch.Kind.UP) InputResult.None else {
                val pile = sc.snapshot.refillPiles.firstOrNull { sc.geometry.pileBox(it).contains(p) }
                if (pile != null) play(sc.legal, PyramidoMove.Refill(pile)) else InputResult.None
            }
            PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> if (t.kind != Touch.Kind.UP) InputResult.None else tileTap(p, sc)
            PyramidoPhase.OVER -> InputResult.None
        }
    }

    private fun cellAt(p: Pt, sc: PyramidoScene): Cell? =
        if (sc.view.frame.contains(p)) sc.view.cellAt(p, sc.floor, sc.mover) else null

    /**
     * The target cell under [p]: the one it is on, else the nearest whose
     * box grown to [minTouchPx] holds it (blocks on a phone can be smaller
     * than a 48 dp target).
     */
    fun targetAt(p: Pt, sc: PyramidoScene, targets: Collection<String>): String? {
        cellAt(p, sc)?.name?.let { if (it in targets) return it }
        return targets.mapNotNull { name -> Cell.parse(name)?.let { sc.view.cellBox(sc.floor, it, sc.mover) }?.let { name to it } }
            .filter { it.second.atLeast(minTouchPx).contains(p) }
            .minByOrNull { it.second.center.dist(p) }?.first
    }

    private fun slotAt(p: Pt, sc: PyramidoScene): Int? = (0 until 3).firstOrNull { sc.geometry.slotBox(it).contains(p) && sc.snapshot.quarry.getOrNull(it) != null }

    private fun onGhost(p: Pt, sc: PyramidoScene): Boolean {
        val pl = pending ?: return false
        if (rotateTouchBox(sc)?.contains(p) == true) return true
        return pl.cells.any { name -> Cell.parse(name)?.let { sc.view.cellBox(sc.floor, it, sc.mover) }?.contains(p) == true }
    }

    // ---- the rotate badge -------------------------------------------------

    /** The rotate badge's radius as drawn for a block of [block] pixels. */
    fun badgeRadius(block: Float): Float = maxOf(block * 0.22f, minTouchPx * 0.3f)

    /**
     * The centre of the rotate badge: on the top-right corner of the ghost's
     * second block (or of the chosen single tile), kept on the plate.
     */
    fun rotateBadge(sc: PyramidoScene): Pt? {
        val name = when (sc.snapshot.phase) {
            PyramidoPhase.PLACE -> pending?.cells?.getOrNull(1)
            PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> if (tileColour != null) tileCell else null
            else -> null
        } ?: return null
        val b = Cell.parse(name)?.let { sc.view.cellBox(sc.floor, it, sc.mover) } ?: return null
        val r = badgeRadius(sc.view.block)
        val f = sc.view.frame
        val x = (b.right - sc.view.block * 0.08f).coerceIn(f.left + r, f.right - r)
        val y = (b.top + sc.view.block * 0.08f).coerceIn(f.top + r, f.bottom - r)
        return Pt(x, y)
    }

    /** Where the rotate badge reacts to touch: at least [minTouchPx] square. */
    fun rotateTouchBox(sc: PyramidoScene): Box? {
        val c = rotateBadge(sc) ?: return null
        val side = maxOf(2f * badgeRadius(sc.view.block), minTouchPx)
        return Box.centered(c.x, c.y, side, side)
    }

    // ---- place ----------------------------------------------------------

    private fun placeTouch(t: Touch, p: Pt, sc: PyramidoScene): InputResult {
        when (t.kind) {
            Touch.Kind.DOWN -> {
                downAt = p
                press = when {
                    onGhost(p, sc) -> Press.Ghost
                    else -> slotAt(p, sc)?.takeIf { sc.fits(it) }?.let { Press.Slot(it) } ?: Press.Other
                }
                return InputResult.None
            }
            Touch.Kind.MOVE -> {
                val d = drag
                if (d != null) {
                    drag = d.copy(at = p, snapped = snap(d.slot, d.dir, p, sc))
                    return InputResult.Changed
                }
                val start = downAt ?: return InputResult.None
                if (start.dist(p) < slopPx) return InputResult.None
                val (slot, dir) = when (val pr = press) {
                    is Press.Slot -> pr.slot to dirs[pr.slot]
                    Press.Ghost -> pending!!.slot to pending!!.dir
                    else -> return InputResult.None
                }
                selectedSlot = slot
                pending = null
                drag = DominoDrag(slot, dir, p, snap(slot, dir, p, sc))
                return InputResult.Changed
            }
            Touch.Kind.CANCEL -> {
                val had = drag != null
                drag = null; press = null; downAt = null
                return if (had) InputResult.Changed else InputResult.None
            }
            Touch.Kind.UP -> {
                val d = drag
                val pr = press
                drag = null; press = null; downAt = null
                if (d != null) {
                    pending = d.snapped
                    return InputResult.Changed
                }
                return when (pr) {
                    is Press.Slot -> { selectSlot(pr.slot, sc); InputResult.Changed }
                    Press.Ghost -> if (turn(sc)) InputResult.Changed else InputResult.None
                    else -> tapCell(p, sc)
                }
            }
        }
    }

    /** The legal spot for a domino dragged with its centre near [finger] (drawn a little above the finger). */
    fun snap(slot: Int, dir: PyramidoDir, finger: Pt, sc: PyramidoScene): Placement? {
        val centre = dragCentre(finger, sc.view.block)
        var best: Placement? = null
        var bestD = sc.view.block * 1.1f
        for (pl in sc.places) {
            if (pl.slot != slot || pl.dir != dir) continue
            val c = sc.view.placementCenter(sc.floor, pl, sc.mover) ?: continue
            val dist = c.dist(centre)
            if (dist < bestD) { bestD = dist; best = pl }
        }
        return best
    }

    /** Chooses a quarry domino; choosing the chosen one again turns it. */
    fun selectSlot(slot: Int, sc: PyramidoScene) {
        if (selectedSlot == slot && pending == null) {
            // A second tap on the chosen domino turns it.
            var d = dirs[slot]
            repeat(4) {
                d = PyramidoGrid.next(d)
                if (sc.places.any { it.slot == slot && it.dir == d }) { dirs[slot] = d; return }
            }
            return
        }
        selectedSlot = slot
        // Keep the ghost where it was if the newly chosen domino fits there too.
        val kept = pending?.let { Placement(slot, it.cell, it.dir) }?.takeIf { it in sc.places }
        pending = kept
        if (kept != null) dirs[slot] = kept.dir
    }

    private fun tapCell(p: Pt, sc: PyramidoScene): InputResult {
        val slot = selectedSlot ?: pending?.slot ?: return InputResult.None
        val cell = cellAt(p, sc) ?: return InputResult.None
        val pl = placementCovering(slot, cell, dirs[slot], sc) ?: return InputResult.None
        pending = pl
        dirs[slot] = pl.dir
        selectedSlot = slot
        return InputResult.Changed
    }

    /** A legal spot for [slot] covering [cell]: anchored there in [dir] first, then any turn. */
    fun placementCovering(slot: Int, cell: Cell, dir: PyramidoDir, sc: PyramidoScene): Placement? {
        var d = dir
        repeat(4) {
            val a = Placement(slot, cell.name, d)
            if (a in sc.places) return a
            val b = Placement(slot, cell.toward(opposite(d)).name, d)
            if (b in sc.places) return b
            d = PyramidoGrid.next(d)
        }
        return null
    }

    /** Turns the ghost a quarter clockwise about its first block (or its second when that does not fit). */
    fun turn(sc: PyramidoScene): Boolean {
        val pl = pending
        if (pl == null) {
            val slot = selectedSlot ?: return false
            val before = dirs[slot]
            selectSlot(slot, sc)
            return dirs[slot] != before
        }
        val a = Cell.parse(pl.cell) ?: return false
        val b = a.toward(pl.dir)
        var d = pl.dir
        repeat(3) {
            d = PyramidoGrid.next(d)
            for (cand in listOf(Placement(pl.slot, a.name, d), Placement(pl.slot, b.toward(opposite(d)).name, d))) {
                if (cand in sc.places) { pending = cand; dirs[pl.slot] = d; return true }
            }
        }
        return false
    }

    fun confirm(sc: PyramidoScene): InputResult = when (sc.snapshot.phase) {
        PyramidoPhase.PLACE -> pending?.let { play(sc.legal, PyramidoMove.Place(it.slot, it.cell, it.dir)) } ?: InputResult.None
        PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> {
            val cell = tileCell; val colour = tileColour
            if (cell == null || colour == null) InputResult.None
            else play(sc.legal, if (sc.snapshot.phase == PyramidoPhase.TILE) PyramidoMove.Tile(cell, colour, tileCorner) else PyramidoMove.FillHole(cell, colour, tileCorner))
        }
        else -> InputResult.None
    }

    fun skipTile(sc: PyramidoScene): InputResult = play(sc.legal, PyramidoMove.SkipTile)

    // ---- single tiles ---------------------------------------------------

    /** The (face, corner) pairs legal on [cell] now. */
    fun tileOptions(cell: String, sc: PyramidoScene): List<Pair<PyramidoColour, PyramidoCorner>> = sc.legal.mapNotNull {
        when (val m = (it.detail as? ActionDetail.Pyramido)?.action) {
            is PyramidoMove.Tile -> if (m.cell == cell) m.colour to m.corner else null
            is PyramidoMove.FillHole -> if (m.cell == cell) m.colour to m.corner else null
            else -> null
        }
    }

    private fun tileTap(p: Pt, sc: PyramidoScene): InputResult {
        // The rotate badge of the chosen tile.
        if (rotateTouchBox(sc)?.contains(p) == true) return if (turnTile(sc)) InputResult.Changed else InputResult.None
        // A face in the strip.
        val faces = sc.faces
        val fi = sc.geometry.faceAt(p, faces.size) ?: -1
        if (fi >= 0) {
            val colour = faces[fi]
            val cell = tileCell
            if (cell != null && tileOptions(cell, sc).none { it.first == colour }) return InputResult.None
            tileColour = colour
            cell?.let { fixCorner(it, sc) }
            return InputResult.Changed
        }
        val cell = targetAt(p, sc, sc.tileTargets + listOfNotNull(tileCell))
        if (cell != null && cell == tileCell && tileColour != null) return if (turnTile(sc)) InputResult.Changed else InputResult.None
        if (cell == null || cell !in sc.tileTargets) {
            // A tap elsewhere lets go of the chosen tile.
            if (tileCell == null) return InputResult.None
            tileCell = null; tileColour = null
            return InputResult.Changed
        }
        tileCell = cell
        val options = tileOptions(cell, sc)
        if (tileColour == null || options.none { it.first == tileColour }) tileColour = options.firstOrNull()?.first
        fixCorner(cell, sc)
        return InputResult.Changed
    }

    private fun fixCorner(cell: String, sc: PyramidoScene) {
        val options = tileOptions(cell, sc).filter { it.first == tileColour }
        if (options.none { it.second == tileCorner }) options.firstOrNull()?.let { tileCorner = it.second }
    }

    /** Turns the chosen tile's jewel a quarter clockwise (to the next legal corner). */
    fun turnTile(sc: PyramidoScene): Boolean {
        val cell = tileCell ?: return false
        val options = tileOptions(cell, sc).filter { it.first == tileColour }.map { it.second }
        var c = tileCorner
        repeat(4) {
            c = PyramidoGrid.turn(c, 1)
            if (c in options) { tileCorner = c; return true }
        }
        return false
    }

    fun play(legal: List<GameAction>, move: PyramidoMove): InputResult {
        val want = ActionDetail.Pyramido(move)
        val action = legal.firstOrNull { it.detail == want } ?: return InputResult.Changed
        reset()
        return InputResult.Play(action)
    }

    companion object {
        fun opposite(d: PyramidoDir): PyramidoDir = PyramidoDir.entries[(d.ordinal + 2) % 4]

        /** A dragged domino floats a block above the finger so the finger does not hide it. */
        fun dragCentre(finger: Pt, block: Float): Pt = Pt(finger.x, finger.y - block * 0.9f)
    }
}
