package games.pyramids.app.ui

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillRoundRect

/**
 * How far the player has come (lessons done, puzzles solved) as a thin bar at
 * a card's foot. The whole way is a visible track, so a little progress
 * reads as the start of a bar, not a stray sliver; any progress fills at
 * least [MIN_FILL_DP], one solved puzzle of 300 included.
 */
object ProgressBar {
    const val MIN_FILL_DP = 8f
    val track: Int get() = Colors.withAlpha(Theme.text, 46)

    /** The filled length of a bar [width] long for [done] of [total]. */
    fun fillWidth(width: Float, done: Int, total: Int, ui: Ui): Float =
        if (total <= 0 || done <= 0) 0f else maxOf(width * done / total, minOf(width, ui.dp(MIN_FILL_DP)))

    /** Draws the bar from [left] to [right] ending [bottom]; nothing before any progress. */
    fun draw(p: Painter, ui: Ui, left: Float, right: Float, bottom: Float, done: Int, total: Int) {
        val fill = fillWidth(right - left, done, total, ui)
        if (fill <= 0f) return
        val top = bottom - ui.dp(3)
        p.fillRoundRect(left, top, right, bottom, ui.dp(1.5f), track)
        p.fillRoundRect(left, top, left + fill, bottom, ui.dp(1.5f), Theme.accent)
    }
}
