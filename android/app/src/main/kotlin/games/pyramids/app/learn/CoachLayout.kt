package games.pyramids.app.learn

import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Ui

/**
 * Where a lesson's board and its coach panel go: never one over the other,
 * so the panel cannot cover a place the step points at. A window wider than
 * tall (a phone in landscape, a tablet) puts the panel at the top of a
 * column beside the board, as tall as its content needs up to the column's
 * height; a portrait one puts it below the board, as tall as its words
 * need up to a little over half the height (the words scroll beyond that).
 */
object CoachLayout {
    data class Areas(val board: Box, val panel: Box)

    /**
     * The areas of a [width]×[height] screen below [top] (the top bar), the
     * edges' Back-gesture strips [edgeLeft] and [edgeRight] left free;
     * [need] is the panel's height for a width.
     */
    fun of(ui: Ui, width: Float, height: Float, top: Float, edgeLeft: Float = 0f, edgeRight: Float = 0f, need: (Float) -> Float): Areas {
        val pad = ui.dp(12)
        val left = pad + edgeLeft
        val right = width - pad - edgeRight
        return if (ui.isLandscape) {
            val colW = (width * 0.36f).coerceIn(minOf(ui.dp(300), width * 0.45f), ui.dp(if (ui.isTablet) 440 else 380))
            // At the top of the column, as tall as its words and buttons (the words scroll beyond the column).
            val h = need(colW).coerceIn(minOf(ui.dp(120), height - pad - top), height - pad - top)
            val panel = Box(right - colW, top, right, top + h)
            Areas(Box(left, top, panel.left - pad, height - pad), panel)
        } else {
            val h = need(right - left).coerceIn(ui.dp(120), (height - top) * 0.55f)
            val panel = Box(left, height - pad - h, right, height - pad)
            Areas(Box(0f, top, width, panel.top - ui.dp(6)), panel)
        }
    }
}
