package games.pyramids.app.ui

import games.pyramids.app.paint.Painter

/** One pointer event, already in the screen's pixel coordinates. */
data class Touch(val kind: Kind, val x: Float, val y: Float, val timeMs: Long) {
    enum class Kind { DOWN, MOVE, UP, CANCEL }
}

/**
 * A node for accessibility services (TalkBack): a rectangle, what it is, and
 * what a double-tap does. [ScreenView][games.pyramids.app.android.ScreenView]
 * exposes these as virtual views.
 */
data class A11yNode(
    val id: Int,
    val bounds: Box,
    val description: String,
    val onClick: (() -> Unit)? = null,
    val selected: Boolean = false,
)

/**
 * A full-window screen drawn on a [Painter]. Pure Kotlin: layout, drawing,
 * touch handling and accessibility all live here, so JVM tests run the same
 * code the Android View does.
 */
interface Screen {
    /** Called before the first draw and on every size change. */
    fun layout(width: Float, height: Float)
    fun draw(p: Painter, nowMs: Long)
    /** Returns true if the event was used. Never blocks. */
    fun onTouch(t: Touch): Boolean
    fun accessibilityNodes(): List<A11yNode>
    /** True while something moves, so the host keeps drawing frames. */
    fun isAnimating(nowMs: Long): Boolean = false
    /** The system back button; false lets the host close the app. */
    fun onBack(): Boolean = false
    /** The app goes to the background (save now, stop background work). */
    fun onPause() {}
    /** The app is back in the foreground. */
    fun onResume() {}
    /** The screen is left for good (cancel background work). */
    fun onDispose() {}
    /** A short title for the window (accessibility pane title). */
    val title: String
}
