package games.pyramids.app.ui

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillGlow
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.pyramida.PyramidaArt
import games.pyramids.core.LegendSymbol
import games.pyramids.core.MarkShape
import games.pyramids.core.legendSymbolStyle

/**
 * The marks of every board, drawn from the shared style of each symbol
 * (its colour and [MarkShape], the same on iOS): round ones for Pylos's and
 * Pyramida's places ([draw]), outlines for Pyramido's blocks, dominoes,
 * piles, slots and faces ([box]). The boards and the legend's swatches call
 * these, so a swatch is the board's own mark. Every mark lies on a dark halo so it reads on light and dark
 * pieces and on the wood. [r] is the radius of the place or piece marked.
 */
object MarkArt {
    private val styles = LegendSymbol.entries.associateWith { legendSymbolStyle(it) }

    fun shape(symbol: LegendSymbol): MarkShape = styles.getValue(symbol).shape

    /** Draws [symbol]'s mark round (cx, cy); [pulse] 0–1 breathes the marks of what may be chosen. */
    fun draw(p: Painter, symbol: LegendSymbol, cx: Float, cy: Float, r: Float, density: Float, pulse: Float = 1f) {
        val colour = Highlight.colourOf(symbol)
        val w = density * 3f
        when (shape(symbol)) {
            MarkShape.DASHED_RING_DOT -> {
                p.fillGlow(cx, cy, r * 1.05f, Colors.withAlpha(colour, 60 + (50 * pulse).toInt()))
                dashed(p, cx, cy, r * 0.78f, w, colour, 10)
                dot(p, cx, cy, r * 0.16f, colour, density)
            }
            MarkShape.RING_DOT -> {
                ring(p, cx, cy, r * 0.8f, density * 3.5f, colour)
                dot(p, cx, cy, r * 0.16f, colour, density)
            }
            MarkShape.CHEVRON -> {
                val c = r * 0.26f; val y = cy - r * 0.5f
                val chevron = PathBuilder().moveTo(cx - c, y + c * 0.6f).lineTo(cx, y - c * 0.4f).lineTo(cx + c, y + c * 0.6f).build()
                p.stroke(chevron, density * 5f, Colors.withAlpha(Highlight.shadow, 200))
                p.stroke(chevron, density * 3f, colour)
            }
            MarkShape.BROKEN_RING -> {
                p.fillGlow(cx, cy, r * 1.4f, Colors.withAlpha(colour, 40 + (50 * pulse).toInt()))
                dashed(p, cx, cy, r * 1.08f, density * 3.5f, Colors.withAlpha(colour, 190 + (65 * pulse).toInt()), 8, on = 0.62f)
            }
            MarkShape.RING -> ring(p, cx, cy, r * 1.1f, density * 3.5f, colour)
            MarkShape.DOTTED_RING -> {
                p.fillGlow(cx, cy, r * 0.9f, Colors.withAlpha(colour, 70 + (40 * pulse).toInt()))
                dashed(p, cx, cy, r * 0.92f, density * 4f, colour, 14, on = 0.3f)
            }
            MarkShape.SMALL_DOTTED_RING -> dashed(p, cx, cy, r * 0.7f, density * 2.8f, colour, 12, on = 0.4f)
            MarkShape.ARROW, MarkShape.OUTLINE -> {
                // The target end of an arrow ([arrow] draws the shaft from the piece).
                ring(p, cx, cy, r * 0.8f, density * 3f, colour)
                dot(p, cx, cy, r * 0.16f, colour, density)
            }
            MarkShape.PADLOCK -> {
                ring(p, cx, cy, r * 1.1f, density * 2.5f, colour)
                PyramidaArt.lock(p, cx - r * 0.75f, cy - r * 0.75f, r * 0.8f)
            }
            MarkShape.SHIELD -> {
                ring(p, cx, cy, r * 1.12f, density * 2.5f, colour)
                PyramidaArt.shield(p, cx + r * 0.75f, cy - r * 0.75f, r * 0.8f)
            }
            MarkShape.CHOICE_OUTLINE, MarkShape.FADED_PIECE, MarkShape.PIECE_ART -> {}
        }
    }

    /**
     * Draws [symbol]'s mark on the box [b] (Pyramido's cells, dominoes,
     * piles, quarry slots and tile faces), from the shared style as [draw]
     * does for round places; iOS draws the same geometry (`Marks.outline`).
     * Sizes are in dp, so the mark reads alike on every block size:
     *
     * - CHOICE_OUTLINE: a white dashed outline over a dark band just inside
     *   the box, and a "+" badge on its top-right corner;
     * - OUTLINE: a solid outline just inside the box, on the band;
     * - FADED_PIECE: a solid outline just outside the piece (the caller draws
     *   the piece faded first);
     * - RING: a solid outline a little further out (the chosen piece);
     * - DOTTED_RING: a light tint and a dotted outline inside the box, so
     *   it shows within a choice's outline (drawn before it: the badge
     *   stays on top) and the piece under it stays readable.
     *
     * [pulse] 0–1 breathes a choice's outline.
     */
    fun box(p: Painter, symbol: LegendSymbol, b: Box, density: Float, pulse: Float = 1f) {
        val colour = Highlight.colourOf(symbol)
        fun dp(v: Float) = v * density
        val side = minOf(b.width, b.height)
        fun rr(inset: Float) = maxOf(dp(2f), side * 0.12f - inset)
        when (shape(symbol)) {
            MarkShape.CHOICE_OUTLINE -> {
                val o = b.inset(dp(1.8f))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, rr(dp(1.8f)), dp(4.8f), Colors.withAlpha(Highlight.shadow, 230))
                p.stroke(dashedRoundRect(o, rr(dp(1.8f)), dp(6f), dp(3.75f)), dp(2.4f), Colors.withAlpha(colour, 200 + (55 * pulse).toInt()))
                val r = (side * 0.16f).coerceIn(dp(7f), dp(12f))
                // On the corner, so it covers little of a north-east jewel.
                plusBadge(p, b.right - r * 0.35f, b.top + r * 0.35f, r, colour)
            }
            MarkShape.OUTLINE -> {
                val o = b.inset(dp(1.8f))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, rr(dp(1.8f)), dp(5.6f), Colors.withAlpha(Highlight.shadow, 200))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, rr(dp(1.8f)), dp(3f), colour)
            }
            MarkShape.FADED_PIECE, MarkShape.RING -> {
                val o = b.inset(-dp(if (shape(symbol) == MarkShape.RING) 3f else 1.5f))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, rr(0f), dp(6f), Colors.withAlpha(Highlight.shadow, 180))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, rr(0f), dp(3.5f), colour)
            }
            MarkShape.DOTTED_RING -> {
                val o = b.inset(dp(7f))
                p.fill(Shape.RoundRect(o.left, o.top, o.right, o.bottom, rr(dp(7f))), Fill.Solid(Colors.withAlpha(colour, 35 + (20 * pulse).toInt())))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, rr(dp(7f)), dp(6.5f), Colors.withAlpha(Highlight.shadow, 150))
                p.stroke(dashedRoundRect(o, rr(dp(7f)), dp(2f), dp(5f)), dp(4f), colour)
            }
            else -> {}
        }
    }

    /** The round badge with a "+" of a choice's outline: "you may choose this". */
    private fun plusBadge(p: Painter, cx: Float, cy: Float, r: Float, colour: Int) {
        p.fillCircle(cx, cy, r, Colors.withAlpha(Highlight.shadow, 235))
        p.strokeCircle(cx, cy, r, r * 0.16f, colour)
        val a = r * 0.5f; val w = r * 0.24f
        p.line(cx - a, cy, cx + a, cy, w, colour)
        p.line(cx, cy - a, cx, cy + a, w, colour)
    }

    /** The dashes ([on] long, [off] apart) along a rounded rectangle, clockwise from its top-left corner's end, as a dashed stroke on iOS is. */
    private fun dashedRoundRect(b: Box, radius: Float, on: Float, off: Float): Shape.Path {
        val r = minOf(radius, b.width / 2f, b.height / 2f)
        // The outline as a polyline: four straight sides and four quarter arcs.
        val pts = ArrayList<Pt>()
        fun arc(cx: Float, cy: Float, from: Double) {
            for (k in 0..6) {
                val a = from + Math.PI / 2 * k / 6
                pts.add(Pt(cx + r * kotlin.math.cos(a).toFloat(), cy + r * kotlin.math.sin(a).toFloat()))
            }
        }
        arc(b.right - r, b.top + r, -Math.PI / 2)
        arc(b.right - r, b.bottom - r, 0.0)
        arc(b.left + r, b.bottom - r, Math.PI / 2)
        arc(b.left + r, b.top + r, Math.PI)
        pts.add(pts[0])
        val path = PathBuilder()
        var drawing = true
        var left = on
        var pen = false
        for (i in 0 until pts.size - 1) {
            var a = pts[i]; val e = pts[i + 1]
            var seg = a.dist(e)
            while (seg > 0f) {
                val step = minOf(seg, left)
                val t = step / seg
                val n = Pt(a.x + (e.x - a.x) * t, a.y + (e.y - a.y) * t)
                if (drawing) {
                    if (!pen) { path.moveTo(a.x, a.y); pen = true }
                    path.lineTo(n.x, n.y)
                }
                seg -= step; left -= step; a = n
                if (left <= 0f) { drawing = !drawing; left = if (drawing) on else off; pen = false }
            }
        }
        return path.build()
    }

    /** The shaft and head of [symbol]'s arrow (a retreat) from [a] towards the mark at [b], stopping [gap] short of it. */
    fun arrow(p: Painter, symbol: LegendSymbol, a: Pt, b: Pt, gap: Float, density: Float) {
        val colour = Highlight.colourOf(symbol)
        val d = a.dist(b); if (d < 1f) return
        val ux = (b.x - a.x) / d; val uy = (b.y - a.y) / d
        val s = Pt(a.x + ux * gap * 0.9f, a.y + uy * gap * 0.9f)
        val e = Pt(b.x - ux * gap, b.y - uy * gap)
        val h = gap * 0.35f
        val head = PathBuilder.polygon(e.x + ux * h, e.y + uy * h, e.x - uy * h * 0.7f, e.y + ux * h * 0.7f, e.x + uy * h * 0.7f, e.y - ux * h * 0.7f)
        p.line(s.x, s.y, e.x, e.y, density * 5f, Colors.withAlpha(Highlight.shadow, 200))
        p.stroke(head, density * 2f, Colors.withAlpha(Highlight.shadow, 200))
        p.line(s.x, s.y, e.x, e.y, density * 3f, colour)
        p.fill(head, Fill.Solid(colour))
    }

    private fun ring(p: Painter, cx: Float, cy: Float, r: Float, w: Float, colour: Int) {
        p.strokeCircle(cx, cy, r, w + w * 0.7f, Colors.withAlpha(Highlight.shadow, 200))
        p.strokeCircle(cx, cy, r, w, colour)
    }

    private fun dot(p: Painter, cx: Float, cy: Float, r: Float, colour: Int, density: Float) {
        p.fillCircle(cx, cy, r + density * 1.2f, Colors.withAlpha(Highlight.shadow, 200))
        p.fillCircle(cx, cy, r, colour)
    }

    /** A ring of [n] dashes, each [on] of its share of the circle, over a solid halo band. */
    private fun dashed(p: Painter, cx: Float, cy: Float, r: Float, w: Float, colour: Int, n: Int, on: Float = 0.55f) {
        p.strokeCircle(cx, cy, r, w * 1.7f, Colors.withAlpha(Highlight.shadow, 170))
        val path = PathBuilder()
        val steps = 4
        for (i in 0 until n) {
            val a0 = 2.0 * Math.PI * i / n
            val a1 = a0 + 2.0 * Math.PI * on / n
            for (k in 0..steps) {
                val a = a0 + (a1 - a0) * k / steps
                val x = cx + r * kotlin.math.cos(a).toFloat(); val y = cy + r * kotlin.math.sin(a).toFloat()
                if (k == 0) path.moveTo(x, y) else path.lineTo(x, y)
            }
        }
        p.stroke(path.build(), w, colour)
    }
}
