package games.pyramids.app.ui

/**
 * How far, in pixels, the status bar, the navigation or gesture bar and a
 * display cutout reach into each edge of the window. The app draws edge to
 * edge (enforced from target SDK 35 on Android 15+): [games.pyramids.app.screens.App]
 * paints the background under the bars and lays every screen out in the
 * rectangle inside these insets, so no text, button or board sits under them.
 */
data class SafeArea(val left: Float = 0f, val top: Float = 0f, val right: Float = 0f, val bottom: Float = 0f) {
    init {
        require(left >= 0f && top >= 0f && right >= 0f && bottom >= 0f) { "negative inset: $this" }
    }

    /** The safe rectangle of a [width] × [height] window. */
    fun inside(width: Float, height: Float) = Box(left, top, maxOf(left, width - right), maxOf(top, height - bottom))

    /** Each edge the larger of the two (system bars and a cutout may cover the same edge). */
    fun union(o: SafeArea) = SafeArea(maxOf(left, o.left), maxOf(top, o.top), maxOf(right, o.right), maxOf(bottom, o.bottom))

    companion object {
        val NONE = SafeArea()
    }
}
