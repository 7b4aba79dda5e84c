package games.pyramids.app.pyramido

import games.pyramids.core.TextKey
import games.pyramids.app.session.at
import games.pyramids.app.session.player
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
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.GameOutcome
import games.pyramids.core.MarkReason
import games.pyramids.core.PyramidoArea
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoDomino
import games.pyramids.core.PyramidoEvent
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.LabelAxis
import games.pyramids.core.pyramidoEdgeLabels
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Highlight
import games.pyramids.app.ui.MarkArt
import games.pyramids.core.BoardPlace
import games.pyramids.core.LegendSymbol
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.fitText

/**
 * Draws the Pyramido board: the quarry between its piles (or the mover's
 * tile faces in a tile step), the shown pyramid floor by floor with
 * markers, the current decision's highlights, floor scorings and banners.
 * State (timeline, input, geometry) is the [PyramidoBoard]'s.
 */
class PyramidoRenderer(private val board: PyramidoBoard, private val strings: Strings, private val density: Float) {
    internal companion object {
        /** How much of a ghost (a domino or tile where it would go) shows: the same on iOS. */
        const val GHOST_ALPHA = 0.8f
        /** How dark the veil over a floor with another laid on it (0–255). */
        const val DIM_BELOW = 70
        /** An upper floor's open cell on the large pyramid: a cream line (dp) on a dark halo (dp), both opaque enough to read on any block. */
        const val OPEN_LINE = 2.2f
        const val OPEN_HALO = 4.4f
        val OPEN_CELL = Colors.hex(0xFFF6E0)
    }

    private fun dp(v: Float) = v * density
    /** Text sizes follow the font size (the board's Ui; dp until laid out). */
    private fun sp(v: Float) = board.ui?.sp(v) ?: dp(v)

    /** Coordinates along the open floor's north and west edges, so the words of hints and errors point somewhere (a setting may hide them). */
    var showCoordinates: Boolean = true

    fun draw(p: Painter, now: Long, c: GameController) {
        val s = board.snap(c)
        val pulse = Lerp.sinWave(1400, now)
        val active = board.timeline.pending(now)
        val toMove = c.snapshot.toMove
        val human = c.humanToMove
        val sc = board.scene(c)
        if (board.stripShowsFaces(c)) drawTileStrip(p, c, sc, pulse)
        else drawQuarry(p, s, c, active, now, pulse)

        val seat = board.shownSeat(c, now)
        val player = s.player(seat)
        val view = board.viewFor(player)
        // While a floor is scored the heading names that floor, not the next one already open.
        val scored = active.firstOrNull { it.payload is PyramidoAnim.ScoreArea && it.hasStarted(now) }?.let { (it.payload as PyramidoAnim.ScoreArea).area.floor }
        drawHeading(p, seat, scored ?: minOf(s.floor, 4))
        drawPyramid(p, view, player, s, c, active, now, pulse, large = true)
        if (seat == toMove && human) drawDecision(p, player, sc, c, pulse)
        drawScoring(p, view, s, active, now)
        drawBanner(p, active, now)
    }

    /** "Player 1's pyramid · Floor 1 of 4" above the plate; a Back button while another player's pyramid is shown. */
    private fun drawHeading(p: Painter, seat: Int, floor: Int) {
        val h = board.geometry.heading
        val back = board.backButton()
        val header = TextStyle(sp(14f), if (back != null) Theme.accent else Theme.textDim, bold = true)
        val whose = strings(TextKey.PYRAMIDO_PYRAMID_OF, strings(TextKey.PLAYER_N, seat + 1))
        val label = whose + " · " + strings(TextKey.PYRAMIDO_FLOOR, floor)
        val right = (back?.left ?: h.right) - dp(8f)
        val room = right - h.left - dp(4f)
        if (p.measureText(label, header) <= room) p.drawTextCentered(label, h.left + dp(4f), h.cy, header)
        else {
            // Too long for one line (a large font, a narrow phone): whose pyramid above, the floor below.
            val step = header.size * 1.15f
            p.drawTextCentered(whose, h.left + dp(4f), h.cy - step / 2f, fitText(p, whose, header, room))
            val f = strings(TextKey.PYRAMIDO_FLOOR, floor)
            p.drawTextCentered(f, h.left + dp(4f), h.cy + step / 2f, fitText(p, f, header, room))
        }
        if (back != null) {
            val pill = Box(back.left, h.cy - dp(18f), back.right, h.cy + dp(18f))
            p.fillRoundRect(pill.left, pill.top, pill.right, pill.bottom, dp(18f), Theme.surfaceHigh)
            p.strokeRoundRect(pill.left, pill.top, pill.right, pill.bottom, dp(18f), dp(1.5f), Theme.accent)
            val ui = board.ui ?: Ui(density, 1f, 1f)
            val style = ui.label.withColor(Theme.text)
            val tw = p.measureText(strings(TextKey.BACK), style)
            val icon = dp(18f)
            val x0 = pill.cx - (icon + dp(6f) + tw) / 2f
            games.pyramids.app.ui.Icons.draw(p, Icon.BACK, x0 + icon / 2f, pill.cy, icon, Theme.text, ui)
            p.drawTextCentered(strings(TextKey.BACK), x0 + icon + dp(6f), pill.cy, style)
        }
    }

    /** A pyramid from above: plate, grid of the open floor, blocks floor by floor, markers, marks. */
    internal fun drawPyramid(p: Painter, view: PyramidView, player: PyramidoPlayer, s: PyramidoSnapshot, c: GameController?,
                            active: List<Tween<PyramidoAnim>>, now: Long, pulse: Float, large: Boolean) {
        val f = view.frame
        val r = 0f
        p.fill(Shape.RoundRect(f.left - r, f.top - r, f.right + r, f.bottom + r, view.quarter),
            Fill.Linear(0f, f.top, 0f, f.bottom, intArrayOf(Colors.hex(0xE4D3AE), Colors.hex(0xCDB889)), floatArrayOf(0f, 1f)))
        p.stroke(Shape.RoundRect(f.left - r, f.top - r, f.right + r, f.bottom + r, view.quarter), maxOf(1f, dp(1f)), Colors.withAlpha(0x5A4420, 160))

        // The open floor's empty cells: on the plate for floor 1, over the blocks below for higher floors.
        val floor = minOf(s.floor, 4)
        fun openCells() {
            val filled = player.floors.firstOrNull { it.floor == floor }?.blocks?.map { it.cell }?.toSet() ?: emptySet()
            if (player.eliminated || s.phase == PyramidoPhase.OVER) return
            // Only cells wholly on the plate: every reachable one is (the view is fitted to them).
            for (gc in view.gridCells(floor, player)) {
                if (gc.cell.name in filled) continue
                val b = gc.box
                val inset = view.block * 0.06f
                val shape = Shape.RoundRect(b.left + inset, b.top + inset, b.right - inset, b.bottom - inset, view.block * 0.08f)
                when {
                    // An upper floor's cells lie over the blocks below: where the domino may go is
                    // outlined in cream on a dark halo, so it reads on every colour of block.
                    floor > 1 && large && gc.reachable -> {
                        p.fill(shape, Fill.Solid(Colors.withAlpha(0xFFFFFF, 40)))
                        p.stroke(shape, dp(OPEN_HALO), Colors.withAlpha(0x1A1208, 200))
                        p.stroke(shape, dp(OPEN_LINE), OPEN_CELL)
                    }
                    floor > 1 -> {
                        p.fill(shape, Fill.Solid(Colors.withAlpha(0xFFFFFF, 46)))
                        p.stroke(shape, maxOf(1f, dp(if (large) 1.2f else 0.6f)), Colors.withAlpha(0xFFF6E0, if (large) 120 else 190))
                    }
                    gc.reachable -> p.stroke(shape, maxOf(1f, dp(if (large) 1f else 0.5f)), Colors.withAlpha(0x6B5228, 90))
                    large -> p.fill(shape, Fill.Solid(Colors.withAlpha(0x6B5228, 26)))
                }
            }
        }
        if (floor <= 1) openCells()

        val landing = active.filter { (it.payload as? PyramidoAnim.Land)?.seat == player.seat }
        val hidden = landing.flatMap { t -> (t.payload as PyramidoAnim.Land).let { l -> l.cells.map { l.floor to it } } }.toSet()
        val scoring = active.filter { (it.payload as? PyramidoAnim.ScoreArea)?.seat == player.seat }.map { it.payload as PyramidoAnim.ScoreArea }
        val pieceDensity = if (large) density else density * 0.5f
        for (fl in player.floors.sortedBy { it.floor }) {
            val shown = fl.blocks.filter { (it.floor to it.cell) !in hidden }
            // The floor below sinks back where this one is laid over it.
            if (fl.floor > 1 && shown.isNotEmpty()) dimBelow(p, view, player, fl.floor - 1, hidden)
            val lift = PyramidoArt.lift(fl.floor, view.block)
            val pieces = PyramidoPieces.of(shown).map { piece ->
                piece to piece.map { b -> PyramidoArt.PieceHalf(view.blockBox(b.quarterColumn, b.quarterRow).offset(-lift, -lift), b.colour, b.jewels) }
            }
            for ((_, halves) in pieces) PyramidoArt.shadow(p, halves, fl.floor)
            for ((piece, halves) in pieces) PyramidoArt.piece(p, halves, fl.floor, pieceDensity, piece.size == 1 && piece[0].tile, withShadow = false)
        }
        if (floor > 1) openCells()
        if (large && showCoordinates && !player.eliminated && s.phase != PyramidoPhase.OVER) drawCoordinates(p, view, player, floor)
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
            val lift = PyramidoArt.lift(b.floor, view.block)
            val box = view.blockBox(b.quarterColumn, b.quarterRow).offset(-lift, -lift)
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
        // The hint (the interaction model marks no last turn here: the pyramid on view is the mover's, not the last player's).
        if (player.seat == c.snapshot.toMove) for (cell in board.hintCells(c)) {
            val b = Cell.parse(cell)?.let { view.cellBox(floor, it, player) } ?: continue
            MarkArt.box(p, LegendSymbol.HINT, b, density, pulse)
        }
        // The review: the choice played from this position in the last move's shared outline (as iOS).
        if (player.seat == c.snapshot.toMove) for (cell in board.playedCells(c)) {
            val b = Cell.parse(cell)?.let { view.cellBox(floor, it, player) } ?: continue
            MarkArt.box(p, LegendSymbol.LAST_MOVE, b, density)
        }
    }

    /** A veil over [floor]'s blocks, so the floor laid over them stands out. */
    private fun dimBelow(p: Painter, view: PyramidView, player: PyramidoPlayer, floor: Int, hidden: Set<Pair<Int, String>>) {
        val lift = PyramidoArt.lift(floor, view.block)
        for (b in player.floors.firstOrNull { it.floor == floor }?.blocks ?: return) {
            if ((b.floor to b.cell) in hidden) continue
            val box = view.blockBox(b.quarterColumn, b.quarterRow).offset(-lift, -lift)
            p.fill(Shape.Rect(box.left, box.top, box.right, box.bottom), Fill.Solid(Colors.withAlpha(0x1A1208, DIM_BELOW)))
        }
    }

    /**
     * The library's labels (`pyramidoEdgeLabels`) for the columns and rows of
     * [floor] the plate shows: letters above its columns, numbers beside its
     * rows, in the plate's margin round floor 1 where no block or mark goes
     * (an upper floor's grid is inset, so beside its cells would be on the
     * blocks below). Near-black on the sand plate.
     */
    private fun drawCoordinates(p: Painter, view: PyramidView, player: PyramidoPlayer, floor: Int) {
        val cells = view.gridCells(floor, player)
        if (cells.isEmpty()) return
        val c0 = cells.minOf { it.cell.col }; val c1 = cells.maxOf { it.cell.col }
        val r0 = cells.minOf { it.cell.row }; val r1 = cells.maxOf { it.cell.row }
        val (cols, rows) = PyramidoGrid.size(floor, player.footprint)
        val size = maxOf(dp(10f), minOf(view.quarter * 0.7f, dp(14f)))
        val style = TextStyle(size, Colors.hex(0x140A03), bold = true, align = Align.CENTER)
        // The middle of the margin: a quarter wide while floor 1 is open, a quarter and a half round a footprint (PyramidView.of).
        val margin = view.quarter * (if (player.footprint == null) 0.5f else 0.75f)
        for (label in pyramidoEdgeLabels(floor, cols, rows, c0, r0, c1 - c0 + 1, r1 - r0 + 1)) {
            val i = label.index.toInt()
            when (label.axis) {
                LabelAxis.COLUMN -> view.cellBox(floor, Cell(i, r0), player)?.let { b -> p.drawText(label.text, b.cx, view.frame.top + margin + size * 0.36f, style) }
                LabelAxis.ROW -> view.cellBox(floor, Cell(c0, i), player)?.let { b -> p.drawText(label.text, view.frame.left + margin, b.cy + size * 0.36f, style) }
            }
        }
    }

    /**
     * What the human to move may do on their pyramid, as the model's view
     * says: the blocks to mark or tile and the holes glowing, the tile or
     * domino ghost, the cells the chosen domino may cover, the dragged
     * domino and the spot a release would leave it on.
     */
    private fun drawDecision(p: Painter, player: PyramidoPlayer, sc: PyramidoScene, c: GameController, pulse: Float) {
        val view = sc.view
        val floor = sc.floor
        val input = board.input
        // Blocks for a marker, blocks and holes for a single tile: the choice's outline and badge.
        val tile = input.tileGhost(c)
        for (name in input.cells(c, MarkReason.MARKER) + input.tileTargets(c)) {
            val b = sc.cellBox(name) ?: continue
            if (name == tile?.cell) continue
            MarkArt.box(p, LegendSymbol.PYRAMIDO_CHOICE, b, density, pulse)
        }
        if (tile != null) sc.cellBox(tile.cell)?.let { b ->
            p.withSave { p.multiplyAlpha(GHOST_ALPHA); PyramidoArt.block(p, b, tile.colour, listOf(tile.corner), floor + 1, density, tile = true) }
            MarkArt.box(p, LegendSymbol.PYRAMIDO_GHOST, b, density)
        }
        val ghost = input.dominoGhost(c)
        val drag = input.drag
        if (drag == null && ghost != null) {
            val spot = ghost.at
            val d = sc.snapshot.quarry.getOrNull(ghost.slot)
            val ctr = spot?.let { view.placementCenter(floor, it, player) }
            if (d != null && spot != null && ctr != null) {
                p.withSave { p.multiplyAlpha(GHOST_ALPHA); PyramidoArt.domino(p, d, spot.dir, ctr.x, ctr.y, view.block, density, floor + 1) }
                outlinePlacement(p, view, floor, spot, player)
            } else if (spot == null) {
                // Where the chosen domino may go: the cells it may cover.
                for (name in input.cells(c, MarkReason.DOMINO_TO)) sc.cellBox(name)?.let { b -> MarkArt.box(p, LegendSymbol.PYRAMIDO_SPOT, b, density) }
            }
        }
        if (drag == null) rotateBadge(p, c, sc)
        else {
            val d = sc.snapshot.quarry.getOrNull(drag.slot) ?: return
            drag.snapped?.let { sn ->
                val ctr = view.placementCenter(floor, sn, player)
                if (ctr != null) {
                    p.withSave { p.multiplyAlpha(0.45f); PyramidoArt.domino(p, d, sn.dir, ctr.x, ctr.y, view.block, density, floor) }
                    outlinePlacement(p, view, floor, sn, player)
                }
            }
            val at = PyramidoInput.dragCentre(drag.at, view.block)
            p.withSave { p.multiplyAlpha(if (drag.snapped != null) 0.55f else 0.95f); PyramidoArt.domino(p, d, drag.dir, at.x, at.y, view.block * 1.05f, density, 4) }
        }
    }

    /** The ghost's outline round the two cells a domino would cover. */
    private fun outlinePlacement(p: Painter, view: PyramidView, floor: Int, pl: Placement, player: PyramidoPlayer) {
        val boxes = pl.cells.mapNotNull { Cell.parse(it)?.let { c -> view.cellBox(floor, c, player) } }
        if (boxes.size != 2) return
        val u = Box(minOf(boxes[0].left, boxes[1].left), minOf(boxes[0].top, boxes[1].top), maxOf(boxes[0].right, boxes[1].right), maxOf(boxes[0].bottom, boxes[1].bottom))
        MarkArt.box(p, LegendSymbol.PYRAMIDO_GHOST, u, density)
    }

    /** The rotate badge on the ghost or the chosen tile: a round arrow, "tap to rotate" (its touch target is 48 dp). */
    private fun rotateBadge(p: Painter, gc: GameController, sc: PyramidoScene) {
        val c = board.input.rotateBadge(gc, sc) ?: return
        val r = board.input.badgeRadius(sc.view.block)
        p.fillCircle(c.x + r * 0.08f, c.y + r * 0.14f, r, Colors.withAlpha(0x000000, 90))
        p.fill(Shape.Circle(c.x, c.y, r), Fill.Solid(Colors.withAlpha(0x10232A, 235)))
        // In the ghost's colour (as on iOS): it turns the piece that mark shows.
        p.stroke(Shape.Circle(c.x, c.y, r), dp(2f), Highlight.selected)
        games.pyramids.app.ui.Icons.draw(p, Icon.REMATCH, c.x, c.y, r * 1.15f, Highlight.selected, board.ui ?: Ui(density, 1f, 1f))
    }

    /** The quarry between the four piles; in a refill the two piles that may refill glow. */
    private fun drawQuarry(p: Painter, s: PyramidoSnapshot, c: GameController, active: List<Tween<PyramidoAnim>>, now: Long, pulse: Float) {
        val g = board.geometry
        val strip = g.strip
        p.fillRoundRect(strip.left, strip.top, strip.right, strip.bottom, dp(12f), Colors.withAlpha(0x000000, 50))
        val human = c.humanToMove
        val hint = c.hint?.action?.detail?.let { (it as? ActionDetail.Pyramido)?.action }
        val played = c.played?.detail?.let { (it as? ActionDetail.Pyramido)?.action }
        val small = TextStyle(sp(12f), Theme.textDim, align = Align.CENTER)
        val refilling = active.mapNotNull { it.payload as? PyramidoAnim.Refill }
        val shifting = active.filter { it.payload is PyramidoAnim.PileMoved }
        val input = board.input
        val refill = if (human) input.refillPiles(c) else emptySet()
        val fitting = input.fittingSlots(c)
        val selected = if (human) input.selectedSlot(c) else null
        for (i in 0 until 4) {
            val box = g.pileBox(i)
            val pile = s.piles.getOrNull(i) ?: continue
            val canRefill = human && i in refill
            // Room below the stack for the count, which grows with the font size.
            val unit = minOf(box.width * 0.62f, (box.height - dp(10f) - sp(12f)) / 2.15f)
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
            val ring = Box(cx - unit / 2 - dp(5f), cy - unit - dp(5f), cx + unit / 2 + dp(5f), cy + unit + dp(5f))
            // The hint under the choice's outline, so the + badge stays on top.
            if (hint is PyramidoMove.Refill && hint.pile == i) MarkArt.box(p, LegendSymbol.HINT, ring, density, pulse)
            if (canRefill) MarkArt.box(p, LegendSymbol.PYRAMIDO_CHOICE, ring, density, pulse)
            if (played is PyramidoMove.Refill && played.pile == i) MarkArt.box(p, LegendSymbol.LAST_MOVE, ring, density)
            // "20 left", or just the count where a large font leaves no room for the words.
            val words = strings(TextKey.PYRAMIDO_PILE_SIZE, pile.size)
            val count = if (p.measureText(words, small) <= box.width + dp(8f)) words else pile.size.toString()
            p.drawText(count, cx, box.bottom - maxOf(dp(4f), p.metrics(small).descent), fitText(p, count, small, box.width + dp(8f)))
        }
        for (t in shifting) {
            if (!t.hasStarted(now)) continue
            val m = t.payload as PyramidoAnim.PileMoved
            val a = g.pileBox(m.from).center; val b = g.pileBox(m.to).center
            val at = Lerp.arc(a, b, g.arc * 0.4f, t.progress(now))
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
            val fits = !placing || k in fitting
            val chosen = placing && selected == k
            val slot = Box(box.left, box.top + dp(4f), box.right, box.bottom - dp(4f))
            if (played is PyramidoMove.Place && played.slot == k) MarkArt.box(p, LegendSymbol.LAST_MOVE, slot, density)
            if (input.drag?.slot == k) continue
            val dir = if (placing) input.dirOf(c, k) else PyramidoDir.E
            p.withSave {
                if (!fits) p.multiplyAlpha(0.35f)
                PyramidoArt.domino(p, d, dir, box.cx, box.cy, g.quarryBlock, density)
            }
            if (hint is PyramidoMove.Place && hint.slot == k) MarkArt.box(p, LegendSymbol.HINT, slot, density, pulse)
            if (chosen) MarkArt.box(p, LegendSymbol.SELECTED, slot, density)
            else if (placing && fits && selected == null) MarkArt.box(p, LegendSymbol.PYRAMIDO_CHOICE, slot, density, pulse)
            if (!fits) p.drawText(strings(TextKey.PYRAMIDO_NO_ROOM), box.cx, box.bottom - dp(8f), small)
        }
        // Refills in flight: from the pile's top to the slot.
        for (t in active) {
            val rf = t.payload as? PyramidoAnim.Refill ?: continue
            val d = s.quarry.getOrNull(rf.slot) ?: continue
            val from = g.pileBox(rf.pile).center; val to = g.slotBox(rf.slot).center
            val k = if (t.hasStarted(now)) t.progress(now) else 0f
            val at = Lerp.arc(from, to, g.arc * 0.35f, k)
            PyramidoArt.domino(p, d, if (k < 0.5f) PyramidoDir.S else PyramidoDir.E, at.x, at.y, g.quarryBlock * Lerp.f(0.75f, 1f, k), density)
        }
    }

    /** The mover's unused single tiles, face by face, for a tile step. */
    private fun drawTileStrip(p: Painter, c: GameController, sc: PyramidoScene, pulse: Float) {
        val g = board.geometry
        val strip = g.strip
        p.fillRoundRect(strip.left, strip.top, strip.right, strip.bottom, dp(12f), Colors.withAlpha(0x000000, 50))
        val faces = sc.faces
        val boxes = g.faceBoxes(faces.size)
        val label = TextStyle(sp(12f), Theme.textDim, align = Align.CENTER)
        val caption = board.stripCaption(c)
        p.drawText(caption, strip.cx, g.stripLabelY, fitText(p, caption, label, strip.width - dp(12f)))
        val input = board.input
        val usableFaces = input.usableFaces(c)
        val chosen = input.chosenFace(c)
        val corner = input.tileGhost(c)?.corner ?: games.pyramids.core.PyramidoCorner.NE
        val hinted = input.board.shown(c, MarkReason.HINT).toSet()
        for ((i, colour) in faces.withIndex()) {
            val b = boxes[i]
            val usable = colour in usableFaces
            p.withSave {
                if (!usable) p.multiplyAlpha(0.35f)
                PyramidoArt.block(p, b, colour, listOf(if (colour == chosen) corner else games.pyramids.core.PyramidoCorner.NE), 1, density, tile = true)
            }
            if (BoardPlace.PyramidoFace(colour) in hinted) MarkArt.box(p, LegendSymbol.HINT, b, density, pulse)
            if (colour == chosen) MarkArt.box(p, LegendSymbol.SELECTED, b, density)
            else if (usable) MarkArt.box(p, LegendSymbol.PYRAMIDO_CHOICE, b, density, pulse)
            if (i % 2 == 1) {
                // The two faces of one tile, joined by a flip mark.
                val a = boxes[i - 1]
                p.line(a.right + dp(1f), a.bottom + dp(6f), b.left - dp(1f), b.bottom + dp(6f), dp(2f), Colors.withAlpha(0xFFFFFF, 90))
            }
        }
        if (faces.isEmpty()) p.drawTextCentered(strings(TextKey.PYRAMIDO_NO_TILES), strip.cx, strip.cy, label)
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
            val text = if (a.bonus) strings(TextKey.PYRAMIDO_BONUS, a.points) else strings(TextKey.PYRAMIDO_POINTS, a.points)
            val style = TextStyle(sp(22f), if (a.bonus) Theme.accent else Theme.text, bold = true, align = Align.CENTER)
            // Above the marker, or below it when the marker is on the top row.
            val above = box.top - view.block * 0.2f - view.block * 0.4f * Ease.outCubic(k)
            val up = style.size; val down = style.size * 8f / 22f
            val y = if (above - up < f.top) box.bottom + up + dp(4f) + view.block * 0.4f * Ease.outCubic(k) else above
            val w = p.measureText(text, style) + dp(16f)
            p.fillRoundRect(box.cx - w / 2, y - up, box.cx + w / 2, y + down, dp(10f), Colors.withAlpha(0x10232A, 220))
            p.drawText(text, box.cx, y, style)
        }
    }

    private fun drawBanner(p: Painter, active: List<Tween<PyramidoAnim>>, now: Long) {
        val t = active.firstOrNull { it.payload is PyramidoAnim.Banner && it.hasStarted(now) } ?: return
        val text = (t.payload as PyramidoAnim.Banner).text
        val k = t.rawProgress(now)
        val fade = minOf(1f, k * 5f, (1f - k) * 4f)
        val area = board.geometry.pyramidArea
        val style = TextStyle(sp(24f), Theme.text, bold = true, align = Align.CENTER)
        p.withSave {
            p.multiplyAlpha(fade)
            val w = minOf(area.width - dp(16f), p.measureText(text, style) + dp(40f))
            val half = maxOf(dp(30f), style.size * 1.25f)
            p.fillRoundRect(area.cx - w / 2, area.cy - half, area.cx + w / 2, area.cy + half, dp(16f), Colors.withAlpha(0x10232A, 230))
            p.strokeRoundRect(area.cx - w / 2, area.cy - half, area.cx + w / 2, area.cy + half, dp(16f), dp(2f), Theme.accent)
            // A long banner ("Player 1 is out: too few single tiles") is set smaller rather than cut.
            p.drawTextCentered(text, area.cx, area.cy, fitText(p, text, style, w - dp(24f)))
        }
    }
}
