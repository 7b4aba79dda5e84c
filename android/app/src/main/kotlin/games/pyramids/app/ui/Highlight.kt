package games.pyramids.app.ui

import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.core.LegendSymbol
import games.pyramids.core.MarkColour
import games.pyramids.core.legendSymbolStyle
import games.pyramids.core.markColourRgba

/**
 * The board marks' colours: the shared palette (`play/src/screens/legend.rs`,
 * the same on iOS), turned into Android colours once, here. Boards take
 * their marks' colours from here, never from a colour of their own; which
 * colour and shape each mark has is the library's ([colourOf]).
 *
 * Amber is also the app's accent (primary buttons, the panel of the player
 * to move): everywhere it says "yours to act now".
 */
object Highlight {
    /** The palette colour as an ARGB int. */
    fun argb(colour: MarkColour): Int {
        val c = markColourRgba(colour)
        return (c.a.toInt() shl 24) or (c.r.toInt() shl 16) or (c.g.toInt() shl 8) or c.b.toInt()
    }

    val piece = argb(MarkColour.PIECE)
    val destination = argb(MarkColour.DESTINATION)
    val selected = argb(MarkColour.SELECTED)
    val lastMove = argb(MarkColour.LAST_MOVE)
    val hint = argb(MarkColour.HINT)
    val blocked = argb(MarkColour.BLOCKED)
    val protected = argb(MarkColour.PROTECTED)

    /** The dark band under every mark (opaque; callers give it their alpha), so a light mark reads on light wood and light pieces too. */
    val shadow = argb(MarkColour.HALO) or (0xFF shl 24)

    /** The colour a legend symbol is drawn in (white for a piece's own art, which has none of its own here). */
    fun colourOf(symbol: LegendSymbol): Int = legendSymbolStyle(symbol).colour?.let { argb(it) } ?: selected

    /**
     * The review's mark of the choice that was played: a double ring in the
     * last-move colour (what was played), steady and shaped unlike the hint's
     * single pulsing ring, so the two read apart without their colours.
     * [r] is the outer ring's radius; the review card's key draws the same.
     */
    fun playedMark(p: Painter, cx: Float, cy: Float, r: Float, density: Float) {
        for (k in listOf(1f, 0.74f)) {
            p.strokeCircle(cx, cy, r * k, density * 4f, games.pyramids.app.paint.Colors.withAlpha(shadow, 150))
            p.strokeCircle(cx, cy, r * k, density * 2f, lastMove)
        }
    }

    /** [playedMark] for a square mark (Pyramido's cells, piles and slots): a double outline. */
    fun playedMark(p: Painter, l: Float, t: Float, r: Float, b: Float, radius: Float, density: Float) {
        val inset = density * 5f
        for (d in listOf(0f, inset)) {
            p.strokeRoundRect(l + d, t + d, r - d, b - d, radius, density * 4f, games.pyramids.app.paint.Colors.withAlpha(shadow, 150))
            p.strokeRoundRect(l + d, t + d, r - d, b - d, radius, density * 2f, lastMove)
        }
    }
}
