package games.pyramids.app.ui

/**
 * Vertical scrolling for a screen's content: a [viewport] on the screen, the
 * content's [contentHeight], and the [offset] dragged to. A press becomes a
 * scroll once the finger moves more than [slop] pixels; the screen then
 * cancels the press on whatever button it started on.
 */
class Scroller(private val slop: () -> Float) {
    var viewport = Box(0f, 0f, 0f, 0f)
    var contentHeight = 0f
        set(v) { field = v; offset = offset.coerceIn(0f, max) }
    var offset = 0f
        private set
    private var downY: Float? = null
    private var lastY = 0f
    var dragging = false
        private set

    val max: Float get() = (contentHeight - viewport.height).coerceAtLeast(0f)
    val canScroll: Boolean get() = max > 0.5f

    fun scrollBy(dy: Float) { offset = (offset + dy).coerceIn(0f, max) }
    fun scrollTo(y: Float) { offset = y.coerceIn(0f, max) }

    /** Returns true while the touch is a scroll (from the move that passed the slop to the release). */
    fun onTouch(t: Touch): Boolean = when (t.kind) {
        Touch.Kind.DOWN -> {
            downY = if (viewport.contains(t.x, t.y)) t.y else null
            lastY = t.y; dragging = false; false
        }
        Touch.Kind.MOVE -> {
            val d = downY
            if (d != null && !dragging && canScroll && kotlin.math.abs(t.y - d) > slop()) dragging = true
            if (dragging) { scrollBy(lastY - t.y); lastY = t.y }
            dragging
        }
        Touch.Kind.UP, Touch.Kind.CANCEL -> { val was = dragging; downY = null; dragging = false; was }
    }
}
