package games.pyramids.app.pyramida

import games.pyramids.app.session.at
import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.Align
import games.pyramids.core.LabelAxis
import games.pyramids.core.pyramidaEdgeLabels
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillGlow
import games.pyramids.app.paint.fillShadedCircle
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.PyramidaDecision
import games.pyramids.core.PyramidaEvent
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Highlight
import games.pyramids.app.ui.MarkArt
import games.pyramids.app.ui.Palette
import games.pyramids.app.ui.Theme
import games.pyramids.core.BoardPlace
import games.pyramids.core.LegendSymbol
import games.pyramids.core.MarkReason
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui

/** How a Pyramida stone looks; shared by the board and the seat panels. */
object PyramidaArt {
    fun stone(p: Painter, cx: Float, cy: Float, r: Float, color: PyramidaStone, density: Float) {
        // A flat, turned stone: a contact shadow, a shaded disc, a bevel.
        p.fill(Shape.Oval(cx - r * 1.02f, cy - r * 0.7f, cx + r * 1.02f, cy + r * 1.12f), Fill.Solid(Colors.withAlpha(0x1A0C04, 70)))
        // The fill is the shared palette's; highlight and rim are derived from it here.
        val base = Palette.stone(color)
        when (color) {
            PyramidaStone.WHITE -> {
                p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 1f), base, Colors.darken(base, 0.18f))
                // White: a crisp dark outline.
                p.strokeCircle(cx, cy, r - 0.6f * density, maxOf(1.2f, r * 0.07f), Colors.withAlpha(0x2A1A0C, 220))
                p.strokeCircle(cx, cy, r * 0.62f, maxOf(1f, r * 0.04f), Colors.withAlpha(0x8A7A60, 120))
            }
            PyramidaStone.BLACK -> {
                p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 0.2f), base, Colors.darken(base, 0.65f))
                // Black: a pale engraved ring inside the edge.
                p.strokeCircle(cx, cy, r * 0.66f, maxOf(1.2f, r * 0.07f), Colors.withAlpha(0xE8DCC0, 200))
                p.strokeCircle(cx, cy, r - 0.5f, maxOf(1f, r * 0.04f), Colors.withAlpha(0x000000, 200))
            }
        }
        games.pyramids.app.ui.PatternArt.draw(p, Box.centered(cx, cy, 2 * r, 2 * r),
            games.pyramids.core.PatternPiece.PyramidaStone(Palette.side(color)), base, round = true)
        p.fillGlow(cx - r * 0.35f, cy - r * 0.4f, r * 0.3f, Colors.withAlpha(0xFFFFFF, if (color == PyramidaStone.WHITE) 190 else 80))
    }

    /** A small padlock centred at (cx, cy), [s] high: a blocked stone. */
    fun lock(p: Painter, cx: Float, cy: Float, s: Float) {
        val w = s * 0.8f; val bodyTop = cy - s * 0.05f
        val shackle = PathBuilder().moveTo(cx - w * 0.3f, bodyTop).lineTo(cx - w * 0.3f, cy - s * 0.25f)
            .cubicTo(cx - w * 0.3f, cy - s * 0.62f, cx + w * 0.3f, cy - s * 0.62f, cx + w * 0.3f, cy - s * 0.25f)
            .lineTo(cx + w * 0.3f, bodyTop).build()
        p.stroke(shackle, s * 0.16f, Colors.hex(0x2A2A2A))
        p.stroke(shackle, s * 0.08f, Colors.hex(0xE0E0E0))
        p.fill(Shape.RoundRect(cx - w / 2, bodyTop, cx + w / 2, cy + s * 0.5f, s * 0.1f), Fill.Solid(Highlight.blocked))
        p.stroke(Shape.RoundRect(cx - w / 2, bodyTop, cx + w / 2, cy + s * 0.5f, s * 0.1f), maxOf(1f, s * 0.06f), Colors.hex(0x2A0A05))
        p.fillCircle(cx, cy + s * 0.2f, s * 0.08f, Colors.hex(0x2A0A05))
    }

    /** A small shield centred at (cx, cy), [s] high: the protected stone. */
    fun shield(p: Painter, cx: Float, cy: Float, s: Float) {
        val w = s * 0.8f
        val path = PathBuilder().moveTo(cx, cy - s / 2).lineTo(cx + w / 2, cy - s * 0.36f).lineTo(cx + w / 2, cy)
            .quadTo(cx + w / 2, cy + s * 0.32f, cx, cy + s / 2).quadTo(cx - w / 2, cy + s * 0.32f, cx - w / 2, cy)
            .lineTo(cx - w / 2, cy - s * 0.36f).close().build()
        p.fill(path, Fill.Solid(PROTECT))
        p.stroke(path, maxOf(1f, s * 0.08f), Colors.hex(0x1B2450))
    }

    val PROTECT = Highlight.protected
}

/**
 * Draws the Pyramida board: the wooden triangle, its fields and edges, the
 * stones, what the player may do, the hint and the last move, and the
 * slides in flight. State (timeline, input, geometry) is the [PyramidaBoard]'s.
 */
class PyramidaRenderer(private val board: PyramidaBoard, private val density: Float) {
    companion object {
        /** The light inlay of the board's edges and top field. */
        val INLAY = Colors.hex(0xFFE7B8)
    }

    /** Coordinates along the triangle's base and left side, so the words of hints and errors point somewhere (a setting may hide them). */
    var showCoordinates: Boolean = true

    fun draw(p: Painter, now: Long, c: GameController) {
        val s = board.snap(c)
        val g = board.geometry
        val pulse = Lerp.sinWave(1400, now)
        val show = c.humanToMove
        drawWood(p, g)
        if (showCoordinates) drawCoordinates(p, g)

        val spots = g.spots().associateBy { it.name }
        val selected = board.input.selected(c)
        val targets = if (selected != null) board.input.targets(c) else emptyList()
        val hint = c.hint?.action?.detail?.let { PyramidaBoard.fieldsOf(it) } ?: emptyList()
        // The last turn as the interaction model marks it (the legend reads the same marks).
        fun lastMarked(reason: MarkReason) = board.input.board.shown(c, reason).mapNotNull { (it as? BoardPlace.Pyramida)?.at }.toSet()
        val last = lastMarked(MarkReason.LAST_MOVE)
        val lastFrom = lastMarked(MarkReason.LAST_FROM)
        val r = g.stoneRadius

        // The fields and their marks.
        for (f in s.fields) {
            val sp = spots[f.name] ?: continue
            val half = g.cell * 0.5f; val halfH = g.cellH * 0.5f
            val sq = Shape.Rect(sp.center.x - half, sp.center.y - halfH, sp.center.x + half, sp.center.y + halfH)
            p.fill(sq, Fill.Radial(sp.center.x, sp.center.y - half * 0.3f, half * 1.5f,
                intArrayOf(Colors.darken(Theme.woodHole, 0.2f), Theme.woodHole, Colors.mix(Theme.woodHole, Theme.woodMid, 0.5f)), floatArrayOf(0f, 0.7f, 1f)))
            p.stroke(sq, density * 1f, Colors.withAlpha(0xFFF0D0, 50))
            if (f.row == 5) {
                // The top: a stone that gets here leaves the board (inlaid like the edges: part of the board, not a highlight).
                p.strokeCircle(sp.center.x, sp.center.y, r * 0.8f, density * 2f, Colors.withAlpha(INLAY, 170))
                val a = r * 0.45f
                p.fill(PathBuilder.polygon(sp.center.x, sp.center.y - a, sp.center.x + a, sp.center.y + a * 0.6f, sp.center.x - a, sp.center.y + a * 0.6f),
                    Fill.Solid(Colors.withAlpha(INLAY, 150)))
            }
            if (f.name in last) MarkArt.draw(p, LegendSymbol.LAST_MOVE, sp.center.x, sp.center.y, r * 1.05f, density)
            if (f.name in lastFrom && f.stone == null) MarkArt.draw(p, LegendSymbol.LAST_FROM, sp.center.x, sp.center.y, r, density)
            if (f.name in hint && f.stone == null) MarkArt.draw(p, LegendSymbol.HINT, sp.center.x, sp.center.y, r, density, pulse)
        }

        // The two edges (where the block rule applies), inlaid lighter.
        for ((lo, hi) in listOf("a1" to "e5", "k1" to "g5")) {
            val a = spots.getValue(lo).center; val b = spots.getValue(hi).center
            p.line(a.x, a.y, b.x, b.y, density * 2.5f, Colors.withAlpha(INLAY, 110))
        }

        // Slides still to finish: their stones are hidden at the end field
        // and drawn on the way (or still at the start, if not begun).
        val pending = board.timeline.pending(now)
        val slides = pending.filter { it.payload is PyramidaAnim.Slide }
        val hidden = slides.map { (it.payload as PyramidaAnim.Slide).to to it.payload.color }.toSet()
        val choice = board.showsRetreatChoice(now, c)

        // Stones (the retreating one is drawn apart, lifted above its field).
        for (f in s.fields) {
            val sp = spots[f.name] ?: continue
            val stone = f.stone ?: continue
            if ((f.name to stone) in hidden) continue
            val lift = if (f.name == selected) r * 0.22f else 0f
            val cx = sp.center.x; val cy = sp.center.y - lift
            if (show && selected == null && s.decision == PyramidaDecision.MOVE && f.moveTargets.isNotEmpty())
                MarkArt.draw(p, LegendSymbol.PYRAMIDA_MOVABLE, cx, cy, r, density, pulse)
            PyramidaArt.stone(p, cx, cy, r, stone, density)
            // A lock or shield that has just appeared pops in with a ring spreading from the stone.
            fun popping(blocked: Boolean) = pending.firstOrNull { (it.payload as? PyramidaAnim.Mark)?.let { m -> m.at == f.name && m.blocked == blocked } == true }
            for (blocked in listOf(false, true)) {
                val on = if (blocked) f.blockedBy.isNotEmpty() else f.protected
                if (!on) continue
                val pop = popping(blocked)
                if (pop != null && !pop.hasStarted(now)) continue
                val k = pop?.let { Ease.outBack(it.rawProgress(now)) } ?: 1f
                val ring = if (blocked) Colors.withAlpha(Highlight.blocked, 230) else Highlight.protected
                if (pop != null) {
                    val t = pop.rawProgress(now)
                    p.strokeCircle(cx, cy, r * (1.1f + 0.9f * t), density * 3f, Colors.fade(ring, 1f - t))
                }
                p.strokeCircle(cx, cy, r * (if (blocked) 1.1f else 1.12f), density * 2.5f, ring)
                val s0 = r * 0.8f * k
                if (blocked) PyramidaArt.lock(p, cx - r * 0.75f, cy - r * 0.75f, s0) else PyramidaArt.shield(p, cx + r * 0.75f, cy - r * 0.75f, s0)
            }
            if (f.name == selected) MarkArt.draw(p, LegendSymbol.SELECTED, cx, cy, r, density)
            // The hint's stone: its ring outside the others, so it shows on a stone that may move.
            if (f.name in hint) MarkArt.draw(p, LegendSymbol.HINT, cx, cy, r * 1.2f, density, pulse)
        }

        // While the slides play, the stone that will be driven off still sits
        // on its field (the attacker slides onto it).
        val from = s.retreatFrom?.let { spots[it] }
        val color = s.retreating
        if (s.decision == PyramidaDecision.RETREAT && !choice && from != null && color != null)
            PyramidaArt.stone(p, from.center.x, from.center.y, r, color, density)

        for (tw in slides) {
            val slide = tw.payload as PyramidaAnim.Slide
            val a = spots[slide.from] ?: continue
            val b = spots[slide.to] ?: continue
            val at = if (tw.hasStarted(now)) Lerp.arc(a.center, b.center, r * 0.6f, tw.progress(now)) else a.center
            PyramidaArt.stone(p, at.x, at.y, r, tw.payload.color, density)
        }

        // The review: the choice played from this position in the last
        // move's shared marks (as iOS), where the stone goes and where it leaves.
        when (val m = (c.played?.detail as? ActionDetail.Pyramida)?.action) {
            is PyramidaMove.Step -> {
                spots[m.from]?.let { MarkArt.draw(p, LegendSymbol.LAST_FROM, it.center.x, it.center.y, r, density) }
                spots[m.to]?.let { MarkArt.draw(p, LegendSymbol.LAST_MOVE, it.center.x, it.center.y, r * 1.05f, density) }
            }
            is PyramidaMove.Retreat -> spots[m.to]?.let { MarkArt.draw(p, LegendSymbol.LAST_MOVE, it.center.x, it.center.y, r * 1.05f, density) }
            else -> {}
        }

        // Move targets of the selected stone.
        for (name in targets) {
            val sp = spots[name] ?: continue
            ghostTarget(p, sp, r, s.at(selected!!)?.stone, pulse, LegendSymbol.PYRAMIDA_MOVE_TO)
        }

        // A pending retreat, once the slides have played: the driven-off stone
        // hovers above its old field, with arrows to where it may go.
        if (choice && from != null && color != null) {
            for (name in s.retreatOptions) {
                val sp = spots[name] ?: continue
                MarkArt.arrow(p, LegendSymbol.PYRAMIDA_RETREAT_TO, from.center, sp.center, r * 1.1f, density)
                ghostTarget(p, sp, r, if (show) color else null, pulse, LegendSymbol.PYRAMIDA_RETREAT_TO)
            }
            val hx = from.center.x + r * 0.7f; val hy = from.center.y - r * 1.15f
            PyramidaArt.stone(p, hx, hy, r * 0.8f, color, density)
            // The driven-off stone is the model's selection: the chosen piece's ring.
            MarkArt.draw(p, LegendSymbol.SELECTED, hx, hy, r * 0.8f, density)
        }
    }

    private fun ghostTarget(p: Painter, sp: FieldSpot, r: Float, color: PyramidaStone?, pulse: Float, mark: LegendSymbol) {
        if (color != null) p.withSave { p.multiplyAlpha(0.35f); PyramidaArt.stone(p, sp.center.x, sp.center.y, r * 0.9f, color, density) }
        MarkArt.draw(p, mark, sp.center.x, sp.center.y, r * 1.1f, density, pulse)
    }

    /**
     * The library's labels (`pyramidaEdgeLabels`) on the felt just outside
     * the wood, clear of every stone and mark: the files a–k under the base
     * (a field is named by its file and row, so the files between the base
     * fields name the rows above), the rows 1–6 beside the left side.
     */
    private fun coordinateSize(g: PyramidaGeometry) = maxOf(10f * density, minOf(g.cell * 0.42f, 15f * density))

    /** The lowest the file letters reach under [g]'s base (their descent included). */
    fun filesBottom(g: PyramidaGeometry): Float = g.corners()[0].y + coordinateSize(g) * 1.35f

    private fun drawCoordinates(p: Painter, g: PyramidaGeometry) {
        val (baseLeft, _, apex) = g.corners()
        val size = coordinateSize(g)
        val style = TextStyle(size, Theme.text, bold = true, align = Align.CENTER)
        for (label in pyramidaEdgeLabels()) {
            val i = label.index.toInt()
            when (label.axis) {
                LabelAxis.COLUMN -> p.drawText(label.text, g.center(i, 0).x, baseLeft.y + size * 1.05f, style)
                LabelAxis.ROW -> {
                    val y = g.center(0, i).y
                    val t = (baseLeft.y - y) / (baseLeft.y - apex.y)
                    val sideX = baseLeft.x + (apex.x - baseLeft.x) * t
                    p.drawText(label.text, sideX - size * 0.9f, y + size * 0.36f, style)
                }
            }
        }
    }

    private fun drawWood(p: Painter, g: PyramidaGeometry) {
        val outer = g.corners()
        val shadow = outer.map { Pt(it.x + g.cell * 0.06f, it.y + g.cell * 0.12f) }
        p.fill(PathBuilder.polygon(shadow), Fill.Solid(Colors.withAlpha(0x000000, 60)))
        val minY = outer.minOf { it.y }; val maxY = outer.maxOf { it.y }
        p.fill(PathBuilder.polygon(outer), Fill.Linear(0f, minY, 0f, maxY,
            intArrayOf(Colors.lighten(Theme.woodLight, 0.08f), Theme.woodLight, Theme.woodMid), floatArrayOf(0f, 0.55f, 1f)))
        // Grain.
        for (k in 1 until 9) {
            val y = minY + (maxY - minY) * k / 9f
            val t = (y - minY) / (maxY - minY)
            val half = (outer[1].x - outer[0].x) / 2f * t * 0.92f
            p.line(outer[2].x - half, y + g.cell * 0.04f * kotlin.math.sin(k * 1.7f), outer[2].x + half, y - g.cell * 0.04f * kotlin.math.cos(k * 1.3f),
                density * 1.2f, Colors.withAlpha(Theme.woodDark, 30))
        }
        p.stroke(PathBuilder.polygon(g.corners(0.12f)), density * 1.5f, Colors.withAlpha(Theme.woodDark, 100))
        p.stroke(PathBuilder.polygon(outer), density * 2f, Colors.withAlpha(Theme.woodDark, 200))
    }
}
