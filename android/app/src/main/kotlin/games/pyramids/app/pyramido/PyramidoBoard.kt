package games.pyramids.app.pyramido

import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.anim.Tween
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.session.ActionDetail
import games.pyramids.app.session.BoardSnapshot
import games.pyramids.app.session.GameEvent
import games.pyramids.app.session.GameOutcome
import games.pyramids.app.session.PyramidoArea
import games.pyramids.app.session.PyramidoColour
import games.pyramids.app.session.PyramidoDir
import games.pyramids.app.session.PyramidoEvent
import games.pyramids.app.session.PyramidoMove
import games.pyramids.app.session.PyramidoPhase
import games.pyramids.app.session.PyramidoPlayer
import games.pyramids.app.session.PyramidoSnapshot
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.fitText

/** Something the Pyramido board animates, queued from the core's events. */
sealed class PyramidoAnim {
    /** Blocks (a domino, or a single tile) landing on a pyramid. */
    data class Land(val seat: Int, val floor: Int, val cells: List<String>) : PyramidoAnim()
    data class Marker(val seat: Int, val floor: Int, val cell: String, val colour: PyramidoColour) : PyramidoAnim()
    /** A pile's top sliding into a quarry slot. */
    data class Refill(val slot: Int, val pile: Int) : PyramidoAnim()
    /** The bottom of one pile moving onto an empty one. */
    data class PileMoved(val from: Int, val to: Int) : PyramidoAnim()
    /**
     * One marked area of a floor scoring: [area] lights up on [seat]'s
     * pyramid and its points count into the score. [floorPoints] is the
     * seat's whole score for the floor and [before] what it had counted of
     * it before this step, so the panel can count up from the total.
     */
    data class ScoreArea(val seat: Int, val area: PyramidoArea, val floorPoints: Int, val before: Int, val points: Int, val bonus: Boolean) : PyramidoAnim()
    /** A line across the board: a new floor, a player out, a no-fit turn. */
    data class Banner(val text: String) : PyramidoAnim()
}

/**
 * The Pyramido board in the game screen: the quarry between its four piles
 * across the top, the pyramid of the player to move large below (the
 * others' small in their panels), and each decision of a turn as its own
 * step — place (drag, snap, turn, Place), mark, single tile, refill. Floor
 * scorings replay area by area on each pyramid while the scores count up.
 */
class PyramidoBoard(private val strings: Strings, private val density: Float) : BoardView {
    var geometry = PyramidoGeometry()
        private set
    val input = PyramidoInput(slopPx = 8f * density)
    val timeline = Timeline<PyramidoAnim>()
    override var reserveAnchors: List<Pt> = emptyList()
    override val seatInfoHeightDp: Float get() = 74f
    private var ui: Ui? = null

    override fun layout(box: Box, ui: Ui) {
        this.ui = ui
        geometry = PyramidoGeometry(box, ui.dp(6))
    }

    fun snap(c: GameController): PyramidoSnapshot = (c.snapshot.board as BoardSnapshot.Pyramido).board

    /** The pyramid drawn large: the one being scored, else the winner's once over, else the mover's. */
    fun shownSeat(c: GameController, now: Long): Int {
        timeline.active(now).firstOrNull { it.payload is PyramidoAnim.ScoreArea }?.let { return (it.payload as PyramidoAnim.ScoreArea).seat }
        return when (val o = c.snapshot.outcome) {
            is GameOutcome.Win -> o.winner
            is GameOutcome.SharedWin -> o.winners.first()
            else -> c.snapshot.toMove
        }
    }

    private fun viewFor(player: PyramidoPlayer): PyramidView = PyramidView.of(geometry.pyramidArea.inset(0f, dp(22f)).offset(0f, dp(11f)), player)

    /** The scene the input maps touches in: the mover's pyramid as drawn now. */
    fun scene(c: GameController): PyramidoScene {
        val s = snap(c)
        val mover = s.player(c.snapshot.toMove)
        return PyramidoScene(s, mover, viewFor(mover), geometry, c.legal)
    }

    private fun dp(v: Float) = v * density

    // ---- drawing ----------------------------------------------------------

    override fun draw(p: Painter, now: Long, c: GameController) {
        val s = snap(c)
        val pulse = Lerp.sinWave(1400, now)
        val active = timeline.pending(now)
        val toMove = c.snapshot.toMove
        val human = c.humanToMove
        // The legal actions are sorted into the scene once a frame.
        val sc = scene(c)
        if (human && (s.phase == PyramidoPhase.TILE || s.phase == PyramidoPhase.NO_FIT)) drawTileStrip(p, sc, pulse)
        else drawQuarry(p, s, c, sc, active, now, pulse)

        val seat = shownSeat(c, now)
        val player = s.player(seat)
        val view = viewFor(player)
        val header = TextStyle(dp(14f), Theme.textDim, bold = true)
        val label = strings.pyramidoPyramidOf(strings.playerN(seat + 1)) + " · " + strings.pyramidoFloor(minOf(s.floor, 4))
        p.drawText(label, geometry.pyramidArea.left + dp(4f), geometry.pyramidArea.top + dp(14f), header)
        drawPyramid(p, view, player, s, c, active, now, pulse, large = true)
        if (seat == toMove && human) drawDecision(p, view, player, sc, pulse)
        drawScoring(p, view, s, active, now)
        drawBanner(p, active, now)
    }

    /** A pyramid from above: plate, grid of the open floor, blocks floor by floor, markers, marks. */
    private fun drawPyramid(p: Painter, view: PyramidView, player: PyramidoPlayer, s: PyramidoSnapshot, c: GameController?,
                            active: List<Tween<PyramidoAnim>>, now: Long, pulse: Float, large: Boolean) {
        val f = view.frame
        val r = 0f
        p.fill(Shape.RoundRect(f.left - r, f.top - r, f.right + r, f.bottom + r, view.quarter),
            Fill.Linear(0f, f.top, 0f, f.bottom, intArrayOf(Colors.hex(0xE4D3AE), Colors.hex(0xCDB889)), floatArrayOf(0f, 1f)))
        p.stroke(Shape.RoundRect(f.left - r, f.top - r, f.right + r, f.bottom + r, view.quarter), maxOf(1f, dp(1f)), Colors.withAlpha(0x5A4420, 160))

        // The open floor's empty cells: on the plate for floor 1, over the blocks below for higher floors.
        val floor = minOf(s.floor, 4)
        fun openCells() {
            val (cols, rows) = PyramidoGrid.size(floor, player.footprint)
            val filled = player.floors.firstOrNull { it.floor == floor }?.blocks?.map { it.cell }?.toSet() ?: emptySet()
            if (player.eliminated || s.phase == PyramidoPhase.OVER) return
            for (row in 0 until rows) for (col in 0 until cols) {
                val cell = Cell(col, row)
                if (cell.name in filled) continue
                val b = view.cellBox(floor, cell, player) ?: continue
                if (!view.frame.contains(b.cx, b.cy)) continue
                val inset = view.block * 0.06f
                val shape = Shape.RoundRect(b.left + inset, b.top + inset, b.right - inset, b.bottom - inset, view.block * 0.08f)
                when {
                    floor > 1 -> {
                        p.fill(shape, Fill.Solid(Colors.withAlpha(0xFFFFFF, 46)))
                        p.stroke(shape, maxOf(1f, dp(if (large) 1.6f else 0.6f)), Colors.withAlpha(0xFFF6E0, 190))
                    }
                    PyramidoGrid.reachable(cell, player.floor1Bounds) -> p.stroke(shape, maxOf(1f, dp(if (large) 1f else 0.5f)), Colors.withAlpha(0x6B5228, 90))
                    large -> p.fill(shape, Fill.Solid(Colors.withAlpha(0x6B5228, 26)))
                }
            }
        }
        if (floor <= 1) openCells()

        val landing = active.filter { (it.payload as? PyramidoAnim.Land)?.seat == player.seat }
        val hidden = landing.flatMap { t -> (t.payload as PyramidoAnim.Land).let { l -> l.cells.map { l.floor to it } } }.toSet()
        val scoring = active.filter { (it.payload as? PyramidoAnim.ScoreArea)?.seat == player.seat }.map { it.payload as PyramidoAnim.ScoreArea }
        for (fl in player.floors.sortedBy { it.floor }) for (b in fl.blocks) {
            if ((b.floor to b.cell) in hidden) continue
            PyramidoArt.block(p, view.blockBox(b.quarterColumn, b.quarterRow), b.colour, b.jewels, b.floor, if (large) density else density * 0.5f, b.tile)
        }
        if (floor > 1) openCells()
        // Landing blocks drop from above and settle.
        for (t in landing) {
            if (!t.hasStarted(now)) continue
            val l = t.payload as PyramidoAnim.Land
            val k = t.progress(now)
            for (cell in l.cells) {
                val b = player.floors.firstOrNull { it.floor == l.floor }?.blocks?.firstOrNull { it.cell == cell } ?: continue
                val box = view.blockBox(b.quarterColumn, b.quarterRow)
                val scale = Lerp.f(1.35f, 1f, k)
                p.withSave {
                    p.multiplyAlpha(Lerp.f(0.35f, 1f, t.rawProgress(now)))
                    val bb = Box.centered(box.cx, box.cy - view.block * 0.3f * (1f - k), box.width * scale, box.height * scale)
                    PyramidoArt.block(p, bb, b.colour, b.jewels, b.floor + 1, density, b.tile)
                }
            }
        }
        // Markers.
        val popping = active.filter { (it.payload as? PyramidoAnim.Marker)?.seat == player.seat }
        for (fl in player.floors) for (b in fl.blocks) {
            if (!b.marker || (b.floor to b.cell) in hidden) continue
            val box = view.blockBox(b.quarterColumn, b.quarterRow)
            val pop = popping.firstOrNull { (it.payload as PyramidoAnim.Marker).let { m -> m.floor == b.floor && m.cell == b.cell } }
            if (pop != null && !pop.hasStarted(now)) continue
            val k = pop?.let { Ease.outBack(it.rawProgress(now)) } ?: 1f
            PyramidoArt.marker(p, b.colour, box.cx, box.cy, view.block * 0.24f * k)
        }
        // Markers being scored (already returned in the snapshot).
        for (a in scoring) {
            val cell = Cell.parse(a.area.cell) ?: continue
            val box = view.cellBox(a.area.floor, cell, player) ?: continue
            if (!a.bonus) PyramidoArt.marker(p, a.area.colour, box.cx, box.cy, view.block * 0.24f)
        }
        if (c == null) return
        // The last domino or tile placed on this pyramid, and the hint.
        for (cell in lastCells(c, player.seat)) {
            val b = Cell.parse(cell.second)?.let { view.cellBox(cell.first, it, player) } ?: continue
            p.strokeRoundRect(b.left, b.top, b.right, b.bottom, view.block * 0.1f, dp(2f), Colors.withAlpha(0xFFFFFF, 170))
        }
        if (player.seat == c.snapshot.toMove) for (cell in hintCells(c)) {
            val b = Cell.parse(cell)?.let { view.cellBox(floor, it, player) } ?: continue
            p.strokeRoundRect(b.left, b.top, b.right, b.bottom, view.block * 0.1f, dp(3f), Colors.withAlpha(0x8FD3FF, 160 + (90 * pulse).toInt()))
        }
    }

    /** What the human to move may do on their pyramid: glowing cells, the domino or tile ghost, the dragged domino. */
    private fun drawDecision(p: Painter, view: PyramidView, player: PyramidoPlayer, sc: PyramidoScene, pulse: Float) {
        val s = sc.snapshot
        val floor = s.floor
        fun cellBox(name: String) = Cell.parse(name)?.let { view.cellBox(floor, it, player) }
        val glow = Colors.withAlpha(Theme.good, 150 + (90 * pulse).toInt())
        when (s.phase) {
            PyramidoPhase.MARK -> for (name in s.markCells) {
                val b = cellBox(name) ?: continue
                p.strokeRoundRect(b.left, b.top, b.right, b.bottom, view.block * 0.1f, dp(3f), glow)
                p.withSave { p.multiplyAlpha(0.45f); PyramidoArt.marker(p, player.floors.flatMap { it.blocks }.first { it.floor == floor && it.cell == name }.colour, b.cx, b.cy, view.block * 0.22f) }
            }
            PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> {
                for (name in sc.tileTargets) {
                    val b = cellBox(name) ?: continue
                    if (name == input.tileCell) continue
                    p.strokeRoundRect(b.left, b.top, b.right, b.bottom, view.block * 0.1f, dp(3f), glow)
                }
                val cell = input.tileCell; val colour = input.tileColour
                if (cell != null && colour != null) cellBox(cell)?.let { b ->
                    PyramidoArt.block(p, b, colour, listOf(input.tileCorner), floor + 1, density, tile = true)
                    p.strokeRoundRect(b.left, b.top, b.right, b.bottom, view.block * 0.1f, dp(3f), Theme.accent)
                    turnMark(p, b.right - view.block * 0.05f, b.top + view.block * 0.05f, view.block * 0.18f)
                }
            }
            PyramidoPhase.PLACE -> {
                val sel = input.selectedSlot
                val pending = input.pending
                val drag = input.drag
                if (pending != null) {
                    val d = s.quarry.getOrNull(pending.slot)
                    val ctr = view.placementCenter(floor, pending, player)
                    if (d != null && ctr != null) {
                        p.withSave { p.multiplyAlpha(0.72f); PyramidoArt.domino(p, d, pending.dir, ctr.x, ctr.y, view.block, density, floor + 1) }
                        outlinePlacement(p, view, floor, pending, player, Theme.accent)
                        val end = cellBox(pending.cells[1])
                        if (end != null) turnMark(p, end.right - view.block * 0.05f, end.top + view.block * 0.05f, view.block * 0.2f)
                    }
                } else if (drag == null && sel != null) {
                    // Where the chosen domino may go: its legal anchors, faintly.
                    val covered = sc.places.filter { it.slot == sel && it.dir == input.dirs[sel] }.flatMap { it.cells }.toSet()
                    for (name in covered) cellBox(name)?.let { b -> p.fill(Shape.RoundRect(b.left, b.top, b.right, b.bottom, view.block * 0.1f), Fill.Solid(Colors.withAlpha(Theme.good, 40 + (30 * pulse).toInt()))) }
                }
                if (drag != null) {
                    val d = s.quarry.getOrNull(drag.slot) ?: return
                    drag.snapped?.let { sn ->
                        val ctr = view.placementCenter(floor, sn, player)
                        if (ctr != null) {
                            p.withSave { p.multiplyAlpha(0.45f); PyramidoArt.domino(p, d, sn.dir, ctr.x, ctr.y, view.block, density, floor) }
                            outlinePlacement(p, view, floor, sn, player, Theme.good)
                        }
                    }
                    val at = PyramidoInput.dragCentre(drag.at, view.block)
                    p.withSave { p.multiplyAlpha(if (drag.snapped != null) 0.55f else 0.95f); PyramidoArt.domino(p, d, drag.dir, at.x, at.y, view.block * 1.05f, density, 4) }
                }
            }
            else -> {}
        }
    }

    private fun outlinePlacement(p: Painter, view: PyramidView, floor: Int, pl: Placement, player: PyramidoPlayer, color: Int) {
        val boxes = pl.cells.mapNotNull { Cell.parse(it)?.let { c -> view.cellBox(floor, c, player) } }
        if (boxes.size != 2) return
        val u = Box(minOf(boxes[0].left, boxes[1].left), minOf(boxes[0].top, boxes[1].top), maxOf(boxes[0].right, boxes[1].right), maxOf(boxes[0].bottom, boxes[1].bottom))
        p.strokeRoundRect(u.left, u.top, u.right, u.bottom, view.block * 0.12f, dp(3f), color)
    }

    /** A small round arrow: "tap to turn". */
    private fun turnMark(p: Painter, cx: Float, cy: Float, r: Float) {
        p.fill(Shape.Circle(cx, cy, r), Fill.Solid(Colors.withAlpha(0x10232A, 220)))
        games.pyramids.app.ui.Icons.draw(p, Icon.REMATCH, cx, cy, r * 1.1f, Theme.accent, ui ?: Ui(density, 1f, 1f))
    }

    /** The quarry between the four piles; in a refill the two piles that may refill glow. */
    private fun drawQuarry(p: Painter, s: PyramidoSnapshot, c: GameController, sc: PyramidoScene, active: List<Tween<PyramidoAnim>>, now: Long, pulse: Float) {
        val g = geometry
        val strip = g.strip
        p.fillRoundRect(strip.left, strip.top, strip.right, strip.bottom, dp(12f), Colors.withAlpha(0x000000, 50))
        val human = c.humanToMove
        val hint = c.hint?.action?.detail?.let { (it as? ActionDetail.Pyramido)?.action }
        val small = TextStyle(dp(12f), Theme.textDim, align = Align.CENTER)
        val refilling = active.mapNotNull { it.payload as? PyramidoAnim.Refill }
        val shifting = active.filter { it.payload is PyramidoAnim.PileMoved }
        for (i in 0 until 4) {
            val box = g.pileBox(i)
            val pile = s.piles.getOrNull(i) ?: continue
            val canRefill = human && s.phase == PyramidoPhase.REFILL && i in s.refillPiles
            if (canRefill) PyramidoArt.glow(p, box, Colors.withAlpha(Theme.good, 90 + (70 * pulse).toInt()))
            val unit = minOf(box.width * 0.62f, (box.height - dp(22f)) / 2.15f)
            val cx = box.cx; val cy = box.top + dp(4f) + unit
            // The stack's depth under the top domino.
            val depth = minOf(pile.size, 6)
            for (k in depth downTo 1) {
                val o = k * dp(1.2f)
                p.fillRoundRect(cx - unit / 2 + o, cy - unit + o, cx + unit / 2 + o, cy + unit + o, unit * 0.1f, Colors.hex(if (k % 2 == 0) 0xD8CCB0 else 0xBFB293))
            }
            val top = pile.top
            if (top != null) PyramidoArt.domino(p, top, PyramidoDir.S, cx, cy, unit, density * 0.7f)
            else p.strokeRoundRect(cx - unit / 2, cy - unit, cx + unit / 2, cy + unit, unit * 0.1f, dp(1.5f), Colors.withAlpha(0xFFFFFF, 70))
            if (canRefill) p.strokeRoundRect(cx - unit / 2 - dp(3f), cy - unit - dp(3f), cx + unit / 2 + dp(3f), cy + unit + dp(3f), unit * 0.12f, dp(3f), Theme.good)
            if (hint is PyramidoMove.Refill && hint.pile == i) p.strokeRoundRect(cx - unit / 2 - dp(6f), cy - unit - dp(6f), cx + unit / 2 + dp(6f), cy + unit + dp(6f), unit * 0.12f, dp(3f), Colors.hex(0x8FD3FF))
            strings.pyramidoPileSize(pile.size).let { t -> p.drawText(t, cx, box.bottom - dp(4f), fitText(p, t, small, box.width + dp(8f))) }
        }
        for (t in shifting) {
            if (!t.hasStarted(now)) continue
            val m = t.payload as PyramidoAnim.PileMoved
            val a = g.pileBox(m.from).center; val b = g.pileBox(m.to).center
            val at = Lerp.arc(a, b, strip.height * 0.4f, t.progress(now))
            val w = g.pileBox(0).width * 0.5f
            p.fillRoundRect(at.x - w / 2, at.y - w, at.x + w / 2, at.y + w, w * 0.1f, Colors.hex(0xD8CCB0))
        }
        for (k in 0 until 3) {
            val box = g.slotBox(k)
            p.fillRoundRect(box.left, box.top + dp(4f), box.right, box.bottom - dp(4f), dp(10f), Colors.withAlpha(0x000000, 45))
            val d = s.quarry.getOrNull(k)
            val flying = refilling.firstOrNull { it.slot == k }
            val placing = human && s.phase == PyramidoPhase.PLACE
            if (d == null) continue
            if (flying != null) continue
            val fits = !placing || sc.fits(k)
            val chosen = placing && (input.selectedSlot == k || input.pending?.slot == k)
            if (chosen) PyramidoArt.glow(p, box, Colors.withAlpha(Theme.accent, 120))
            if (hint is PyramidoMove.Place && hint.slot == k) p.strokeRoundRect(box.left, box.top + dp(4f), box.right, box.bottom - dp(4f), dp(10f), dp(3f), Colors.hex(0x8FD3FF))
            if (input.drag?.slot == k) continue
            val dir = if (placing) input.dirs[k] else PyramidoDir.E
            p.withSave {
                if (!fits) p.multiplyAlpha(0.35f)
                PyramidoArt.domino(p, d, dir, box.cx, box.cy, g.quarryBlock, density)
            }
            if (chosen) p.strokeRoundRect(box.left, box.top + dp(4f), box.right, box.bottom - dp(4f), dp(10f), dp(3f), Theme.accent)
            else if (placing && fits && input.selectedSlot == null && input.pending == null)
                p.strokeRoundRect(box.left, box.top + dp(4f), box.right, box.bottom - dp(4f), dp(10f), dp(2f), Colors.withAlpha(Theme.good, 110 + (90 * pulse).toInt()))
            if (!fits) p.drawText(strings.pyramidoNoRoom, box.cx, box.bottom - dp(8f), small)
        }
        // Refills in flight: from the pile's top to the slot.
        for (t in active) {
            val rf = t.payload as? PyramidoAnim.Refill ?: continue
            val d = s.quarry.getOrNull(rf.slot) ?: continue
            val from = g.pileBox(rf.pile).center; val to = g.slotBox(rf.slot).center
            val k = if (t.hasStarted(now)) t.progress(now) else 0f
            val at = Lerp.arc(from, to, strip.height * 0.35f, k)
            PyramidoArt.domino(p, d, if (k < 0.5f) PyramidoDir.S else PyramidoDir.E, at.x, at.y, g.quarryBlock * Lerp.f(0.75f, 1f, k), density)
        }
    }

    /** The mover's unused single tiles, face by face, for a tile step. */
    private fun drawTileStrip(p: Painter, sc: PyramidoScene, pulse: Float) {
        val g = geometry
        val strip = g.strip
        p.fillRoundRect(strip.left, strip.top, strip.right, strip.bottom, dp(12f), Colors.withAlpha(0x000000, 50))
        val faces = sc.faces
        val boxes = g.faceBoxes(faces.size)
        val legalColours = input.tileCell?.let { cell -> input.tileOptions(cell, sc).map { it.first }.toSet() }
        for ((i, colour) in faces.withIndex()) {
            val b = boxes[i]
            val usable = legalColours == null || colour in legalColours
            p.withSave {
                if (!usable) p.multiplyAlpha(0.35f)
                PyramidoArt.block(p, b, colour, listOf(if (colour == input.tileColour) input.tileCorner else games.pyramids.app.session.PyramidoCorner.NE), 1, density, tile = true)
            }
            if (colour == input.tileColour) p.strokeRoundRect(b.left - dp(3f), b.top - dp(3f), b.right + dp(3f), b.bottom + dp(3f), dp(8f), dp(3f), Theme.accent)
            else if (usable && input.tileCell != null) p.strokeRoundRect(b.left - dp(3f), b.top - dp(3f), b.right + dp(3f), b.bottom + dp(3f), dp(8f), dp(2f), Colors.withAlpha(Theme.good, 110 + (90 * pulse).toInt()))
            if (i % 2 == 1) {
                // The two faces of one tile, joined by a flip mark.
                val a = boxes[i - 1]
                p.line(a.right + dp(1f), a.bottom + dp(6f), b.left - dp(1f), b.bottom + dp(6f), dp(2f), Colors.withAlpha(0xFFFFFF, 90))
            }
        }
        val label = TextStyle(dp(12f), Theme.textDim, align = Align.CENTER)
        p.drawText(strings.pyramidoYourTiles, strip.cx, strip.top + dp(14f), label)
        if (faces.isEmpty()) p.drawTextCentered(strings.pyramidoNoTiles, strip.cx, strip.cy, label)
    }

    /** The area being scored lights up; everything else dims; its points float above the marker. */
    private fun drawScoring(p: Painter, view: PyramidView, s: PyramidoSnapshot, active: List<Tween<PyramidoAnim>>, now: Long) {
        val t = active.firstOrNull { it.payload is PyramidoAnim.ScoreArea && it.hasStarted(now) } ?: return
        val a = t.payload as PyramidoAnim.ScoreArea
        val snapshotView = s.player(a.seat)
        val top = TopView(snapshotView)
        val quarters = top.area(a.area.floor, a.area.cell)
        val k = t.rawProgress(now)
        val fade = minOf(1f, k * 4f, (1f - k) * 4f)
        val f = view.frame
        p.withSave {
            p.multiplyAlpha(fade)
            // Dim what is not in the area, quarter by quarter.
            for (y in 0 until PyramidoGrid.QUARTERS) for (x in 0 until PyramidoGrid.QUARTERS) {
                if (top.at(x, y) == null || (x to y) in quarters) continue
                val pt = view.toPx(x.toFloat(), y.toFloat())
                p.fill(Shape.Rect(pt.x, pt.y, pt.x + view.quarter, pt.y + view.quarter), Fill.Solid(Colors.withAlpha(0x000000, 120)))
            }
            // The area's outline.
            for ((x, y) in quarters) {
                val pt = view.toPx(x.toFloat(), y.toFloat())
                val q = view.quarter
                val w = dp(2.5f); val col = if (a.bonus) Theme.accent else 0xFFFFFFFF.toInt()
                if ((x to y - 1) !in quarters) p.line(pt.x, pt.y, pt.x + q, pt.y, w, col)
                if ((x to y + 1) !in quarters) p.line(pt.x, pt.y + q, pt.x + q, pt.y + q, w, col)
                if ((x - 1 to y) !in quarters) p.line(pt.x, pt.y, pt.x, pt.y + q, w, col)
                if ((x + 1 to y) !in quarters) p.line(pt.x + q, pt.y, pt.x + q, pt.y + q, w, col)
            }
            val cell = Cell.parse(a.area.cell)
            val box = cell?.let { view.cellBox(a.area.floor, it, snapshotView) } ?: f
            val text = if (a.bonus) strings.pyramidoBonus(a.points) else strings.pyramidoPoints(a.points)
            val style = TextStyle(dp(22f), if (a.bonus) Theme.accent else Theme.text, bold = true, align = Align.CENTER)
            // Above the marker, or below it when the marker is on the top row.
            val above = box.top - view.block * 0.2f - view.block * 0.4f * Ease.outCubic(k)
            val y = if (above - dp(22f) < f.top) box.bottom + dp(26f) + view.block * 0.4f * Ease.outCubic(k) else above
            val w = p.measureText(text, style) + dp(16f)
            p.fillRoundRect(box.cx - w / 2, y - dp(22f), box.cx + w / 2, y + dp(8f), dp(10f), Colors.withAlpha(0x10232A, 220))
            p.drawText(text, box.cx, y, style)
        }
    }

    private fun drawBanner(p: Painter, active: List<Tween<PyramidoAnim>>, now: Long) {
        val t = active.firstOrNull { it.payload is PyramidoAnim.Banner && it.hasStarted(now) } ?: return
        val text = (t.payload as PyramidoAnim.Banner).text
        val k = t.rawProgress(now)
        val fade = minOf(1f, k * 5f, (1f - k) * 4f)
        val area = geometry.pyramidArea
        val style = TextStyle(dp(24f), Theme.text, bold = true, align = Align.CENTER)
        p.withSave {
            p.multiplyAlpha(fade)
            val w = minOf(area.width - dp(16f), p.measureText(text, style) + dp(40f))
            p.fillRoundRect(area.cx - w / 2, area.cy - dp(30f), area.cx + w / 2, area.cy + dp(30f), dp(16f), Colors.withAlpha(0x10232A, 230))
            p.strokeRoundRect(area.cx - w / 2, area.cy - dp(30f), area.cx + w / 2, area.cy + dp(30f), dp(16f), dp(2f), Theme.accent)
            p.drawTextCentered(text, area.cx, area.cy, style)
        }
    }

    // ---- panels ---------------------------------------------------------------

    /** The seat's pyramid small, its score (counting up during a scoring), markers in hand and tiles left. */
    override fun drawSeatInfo(p: Painter, seat: Int, box: Box, now: Long, c: GameController): Pt? {
        val s = snap(c)
        val player = s.player(seat)
        val side = minOf(box.height, box.width * 0.5f)
        val mini = Box(box.left, box.cy - side / 2, box.left + side, box.cy + side / 2)
        drawPyramid(p, PyramidView.of(mini.inset(side * 0.04f), player), player, s, c, timeline.pending(now), now, 0f, large = false)
        val x = mini.right + dp(10f)
        val score = shownScore(seat, s, now)
        val big = TextStyle(minOf(dp(26f), box.height * 0.42f), Theme.text, bold = true)
        val dim = TextStyle(minOf(dp(12.5f), box.height * 0.2f), Theme.textDim)
        val right = box.right
        if (player.eliminated) {
            p.drawText(strings.pyramidoOut, x, box.top + big.size, big.withColor(Theme.danger))
        } else {
            p.drawText(score.toString(), x, box.top + big.size, big)
            val sw = p.measureText(score.toString(), big)
            p.drawText(strings.pyramidoPointsShort, x + sw + dp(4f), box.top + big.size, dim)
        }
        // Markers still in hand (dim when on the pyramid) and unused tiles.
        val r = minOf(dp(7f), (right - x) / 14f, box.height * 0.1f)
        if (r >= dp(3f)) {
            var mx = x + r
            val my = box.top + big.size + dp(8f) + r
            for (colour in PyramidoColour.entries) {
                p.withSave {
                    if (colour !in player.markersInHand) p.multiplyAlpha(0.25f)
                    PyramidoArt.jewel(p, colour, mx, my, r)
                }
                mx += r * 2.3f
            }
            val ty = my + r * 2.4f
            var tx = x
            val unused = player.tiles.count { it.unused }
            for (i in 0 until player.tiles.size) {
                val col = if (i < unused) Colors.hex(0xEFE6D0) else Colors.withAlpha(0xFFFFFF, 40)
                p.fillRoundRect(tx, ty - r, tx + r * 2f, ty + r, r * 0.3f, col)
                tx += r * 2.6f
            }
            if (ty + r < box.bottom) p.drawText(strings.pyramidoTilesLeft(unused), tx + dp(2f), ty + r * 0.6f, dim)
        }
        return mini.center
    }

    /** The seat's score as the panel shows it: counting up through a floor scoring still playing. */
    fun shownScore(seat: Int, s: PyramidoSnapshot, now: Long): Int {
        val total = s.scores.getOrElse(seat) { 0 }
        val t = timeline.pending(now).firstOrNull { (it.payload as? PyramidoAnim.ScoreArea)?.seat == seat } ?: return total
        val a = t.payload as PyramidoAnim.ScoreArea
        val base = total - a.floorPoints + a.before
        return if (t.hasStarted(now)) base + Math.round(a.points * Ease.outCubic(minOf(1f, t.rawProgress(now) * 2f))) else base
    }

    override fun drawSeatBadge(p: Painter, seat: Int, cx: Float, cy: Float, r: Float) {
        val col = Theme.seatColors[seat % Theme.seatColors.size]
        p.fill(Shape.Circle(cx, cy, r), Fill.Radial(cx - r * 0.3f, cy - r * 0.35f, r * 1.4f, intArrayOf(Colors.lighten(col, 0.4f), col, Colors.darken(col, 0.35f)), floatArrayOf(0f, 0.5f, 1f)))
        p.stroke(Shape.Circle(cx, cy, r), maxOf(1f, r * 0.1f), Colors.darken(col, 0.6f))
        // The seat's number as the second cue.
        p.drawTextCentered((seat + 1).toString(), cx, cy, TextStyle(r * 1.1f, Colors.hex(0x1A1A1A), bold = true, align = Align.CENTER))
    }

    // ---- events -----------------------------------------------------------

    override fun onEvents(events: List<GameEvent>, now: Long) {
        for (e in events) {
            val ev = (e as? GameEvent.Pyramido)?.event ?: continue
            when (ev) {
                is PyramidoEvent.DominoPlaced -> timeline.enqueue(PyramidoAnim.Land(ev.seat, ev.floor, ev.blocks.map { it.cell }), now, LAND_MS, Ease::outCubic)
                is PyramidoEvent.TilePlaced -> timeline.enqueue(PyramidoAnim.Land(ev.seat, ev.floor, listOf(ev.cell)), now, TILE_MS, Ease::outCubic)
                is PyramidoEvent.HoleFilled -> timeline.enqueue(PyramidoAnim.Land(ev.seat, ev.floor, listOf(ev.cell)), now, TILE_MS, Ease::outCubic)
                is PyramidoEvent.MarkerPlaced -> timeline.enqueue(PyramidoAnim.Marker(ev.seat, ev.floor, ev.cell, ev.colour), now, MARKER_MS, Ease::linear)
                is PyramidoEvent.QuarryRefilled -> timeline.enqueue(PyramidoAnim.Refill(ev.slot, ev.pile), now, REFILL_MS)
                is PyramidoEvent.PileRefilled -> timeline.enqueue(PyramidoAnim.PileMoved(ev.from, ev.to), now, REFILL_MS)
                is PyramidoEvent.NoFit -> timeline.enqueue(PyramidoAnim.Banner(strings.pyramidoNoFitBanner(strings.playerN(ev.seat + 1))), now, BANNER_MS)
                is PyramidoEvent.PlayerEliminated -> timeline.enqueue(PyramidoAnim.Banner(strings.pyramidoEliminated(strings.playerN(ev.seat + 1))), now, BANNER_MS)
                is PyramidoEvent.FloorScored -> {
                    timeline.enqueue(PyramidoAnim.Banner(strings.pyramidoFloorScored(ev.floor)), now, BANNER_MS)
                    for (fs in ev.scores) {
                        var before = 0
                        for (area in fs.areas) {
                            timeline.enqueue(PyramidoAnim.ScoreArea(fs.seat, area, fs.points, before, area.jewels, bonus = false), now, AREA_MS, Ease::linear)
                            before += area.jewels
                        }
                        if (fs.bonus > 0) {
                            val lowest = fs.areas.filter { it.colour == fs.bonusColour }.minByOrNull { it.jewels } ?: fs.areas.minByOrNull { it.jewels }
                            if (lowest != null) timeline.enqueue(PyramidoAnim.ScoreArea(fs.seat, lowest, fs.points, before, fs.bonus, bonus = true), now, AREA_MS, Ease::linear)
                        }
                    }
                }
                is PyramidoEvent.FloorStarted -> timeline.enqueue(PyramidoAnim.Banner(strings.pyramidoFloor(ev.floor)), now, BANNER_MS)
                else -> {}
            }
        }
    }

    override fun skipAnimations() = timeline.finishAll()
    override fun animationsEndAt(): Long = timeline.endsAt()
    override fun isAnimating(now: Long): Boolean = !timeline.isIdle(now)
    override fun resetInput() = input.reset()

    // ---- input ------------------------------------------------------------

    override fun onTouch(t: Touch, c: GameController): InputResult {
        if (!c.humanToMove) return InputResult.None
        // A scoring or landing still playing shows another moment: a touch jumps to now.
        if (t.kind == Touch.Kind.DOWN && timeline.size > 0) timeline.finishAll()
        return input.onTouch(t, scene(c))
    }

    override fun prompt(c: GameController): String {
        val s = snap(c)
        return when (s.phase) {
            PyramidoPhase.PLACE -> when {
                input.pending != null -> strings.pyramidoPlacePending
                input.selectedSlot != null -> strings.pyramidoPlaceChosen
                else -> strings.pyramidoPlace(s.floor)
            }
            PyramidoPhase.MARK -> strings.pyramidoMark
            PyramidoPhase.TILE -> if (input.tileCell != null) strings.pyramidoTileChosen else strings.pyramidoTile
            PyramidoPhase.REFILL -> strings.pyramidoRefill
            PyramidoPhase.NO_FIT -> if (input.tileCell != null) strings.pyramidoTileChosen else strings.pyramidoNoFit(s.holesFilled + 1)
            PyramidoPhase.OVER -> strings.gameOver
        }
    }

    override fun actions(c: GameController): List<BoardAction> {
        if (!c.humanToMove) return emptyList()
        val s = snap(c)
        val out = ArrayList<BoardAction>()
        fun sc() = scene(c)
        when (s.phase) {
            PyramidoPhase.PLACE -> if (input.pending != null || input.selectedSlot != null) {
                out.add(BoardAction("turn", strings.pyramidoTurn, Icon.REMATCH) { if (input.turn(sc())) InputResult.Changed else InputResult.None })
                if (input.pending != null) out.add(BoardAction("place", strings.pyramidoConfirm) { input.confirm(sc()) })
            }
            PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> {
                if (input.tileCell != null && input.tileColour != null) {
                    out.add(BoardAction("turn", strings.pyramidoTurn, Icon.REMATCH) { if (input.turnTile(sc())) InputResult.Changed else InputResult.None })
                    out.add(BoardAction("place", strings.pyramidoConfirm) { input.confirm(sc()) })
                }
                if (s.phase == PyramidoPhase.TILE && s.canSkipTile) out.add(BoardAction("skip", strings.pyramidoSkipTile, Icon.NONE) { input.skipTile(sc()) })
            }
            else -> {}
        }
        return out
    }

    override fun outcomeDetail(c: GameController): String? {
        val s = snap(c)
        if (s.ranking.isEmpty()) return null
        return s.ranking.sortedBy { it.place }.joinToString("  ·  ") { r ->
            "${r.place}. ${strings.playerN(r.seat + 1)} ${if (r.eliminated) strings.pyramidoOut else r.score.toString()}"
        }
    }

    // ---- accessibility ----------------------------------------------------

    override fun accessibilityNodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> {
        val s = snap(c)
        val nodes = ArrayList<A11yNode>()
        var id = firstId
        val sc = scene(c)
        val human = c.humanToMove
        fun screenBox(b: Box): Box {
            val a = toScreen(Pt(b.left, b.top)); val z = toScreen(Pt(b.right, b.bottom))
            return Box(minOf(a.x, z.x), minOf(a.y, z.y), maxOf(a.x, z.x), maxOf(a.y, z.y))
        }
        fun act(r: InputResult) { if (r is InputResult.Play) c.play(r.action) }
        for (i in 0 until 4) {
            val pile = s.piles.getOrNull(i) ?: continue
            val canRefill = human && s.phase == PyramidoPhase.REFILL && i in s.refillPiles
            val desc = strings.pyramidoPileA11y(i + 1, pile.size, pile.top?.let { dominoWords(it) } ?: strings.a11yEmpty)
            nodes.add(A11yNode(id++, screenBox(geometry.pileBox(i)), desc,
                if (canRefill) { { act(input.play(c.legal, PyramidoMove.Refill(i))) } } else null))
        }
        for (k in 0 until 3) {
            val d = s.quarry.getOrNull(k) ?: continue
            val placing = human && s.phase == PyramidoPhase.PLACE
            val fits = sc.fits(k)
            val desc = buildString {
                append(strings.pyramidoQuarryA11y(k + 1, dominoWords(d)))
                if (placing && !fits) append(", ").append(strings.pyramidoNoRoom)
                if (input.selectedSlot == k) append(", ").append(strings.a11ySelected)
            }
            nodes.add(A11yNode(id++, screenBox(geometry.slotBox(k)), desc,
                if (placing && fits) { { input.selectSlot(k, sc) } } else null, input.selectedSlot == k))
        }
        // A tile step: the mover's tile faces in the strip.
        if (human && (s.phase == PyramidoPhase.TILE || s.phase == PyramidoPhase.NO_FIT)) {
            val faces = sc.faces
            for ((i, box) in geometry.faceBoxes(faces.size).withIndex()) {
                val desc = strings.pyramidoSingleTile + ": " + strings.pyramidoColourName(faces[i]) +
                    if (faces[i] == input.tileColour) ", " + strings.a11ySelected else ""
                nodes.add(A11yNode(id++, screenBox(box), desc, { input.onTouch(Touch(Touch.Kind.UP, box.cx, box.cy, 0), sc) }, faces[i] == input.tileColour))
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
                append(strings.pyramidoCellA11y(floor, cell.name))
                if (b == null) append(", ").append(strings.a11yEmpty)
                else {
                    append(", ").append(strings.pyramidoColourName(b.colour))
                    if (b.jewels.isNotEmpty()) append(", ").append(strings.pyramidoJewels(b.jewels.size))
                    if (b.tile) append(", ").append(strings.pyramidoSingleTile)
                    if (b.marker) append(", ").append(strings.pyramidoMarker)
                }
                if (human && cell.name in s.markCells && s.phase == PyramidoPhase.MARK) append(", ").append(strings.a11yMoveTarget)
                if (input.pending?.cells?.contains(cell.name) == true) append(", ").append(strings.a11ySelected)
            }
            val click: (() -> Unit)? = if (!human) null else when (s.phase) {
                PyramidoPhase.MARK -> if (cell.name in s.markCells) { { act(input.play(c.legal, PyramidoMove.Mark(cell.name))) } } else null
                PyramidoPhase.PLACE -> if (input.selectedSlot != null) { { input.onTouch(Touch(Touch.Kind.DOWN, box.cx, box.cy, 0), sc); input.onTouch(Touch(Touch.Kind.UP, box.cx, box.cy, 0), sc) } } else null
                PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> { { input.onTouch(Touch(Touch.Kind.UP, box.cx, box.cy, 0), sc) } }
                else -> null
            }
            nodes.add(A11yNode(id++, screenBox(box), desc, click))
        }
        return nodes
    }

    /** "Red with 1 jewel and blue": a domino in words. */
    fun dominoWords(d: games.pyramids.app.session.PyramidoDomino): String =
        listOf(d.west, d.east).joinToString(" + ") { f ->
            strings.pyramidoColourName(f.colour) + if (f.jewels.isEmpty()) "" else " (${strings.pyramidoJewels(f.jewels.size)})"
        }

    private fun lastCells(c: GameController, seat: Int): List<Pair<Int, String>> = c.lastEvents.flatMap { e ->
        when (val ev = (e as? GameEvent.Pyramido)?.event) {
            is PyramidoEvent.DominoPlaced -> if (ev.seat == seat) ev.blocks.map { ev.floor to it.cell } else emptyList()
            is PyramidoEvent.TilePlaced -> if (ev.seat == seat) listOf(ev.floor to ev.cell) else emptyList()
            is PyramidoEvent.HoleFilled -> if (ev.seat == seat) listOf(ev.floor to ev.cell) else emptyList()
            else -> emptyList()
        }
    }

    private fun hintCells(c: GameController): List<String> = when (val m = (c.hint?.action?.detail as? ActionDetail.Pyramido)?.action) {
        is PyramidoMove.Place -> Placement(m.slot, m.cell, m.dir).cells
        is PyramidoMove.Mark -> listOf(m.cell)
        is PyramidoMove.Tile -> listOf(m.cell)
        is PyramidoMove.FillHole -> listOf(m.cell)
        else -> emptyList()
    }

    companion object {
        const val LAND_MS = 380L
        const val TILE_MS = 300L
        const val MARKER_MS = 260L
        const val REFILL_MS = 420L
        const val AREA_MS = 900L
        const val BANNER_MS = 1000L
    }
}
