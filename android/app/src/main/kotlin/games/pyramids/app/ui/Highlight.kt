package games.pyramids.app.ui

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
}
