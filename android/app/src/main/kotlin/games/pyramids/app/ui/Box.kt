package games.pyramids.app.ui

import games.pyramids.app.paint.Pt

/** An axis-aligned rectangle in pixels (plain Kotlin, unlike android.graphics.RectF). */
data class Box(val left: Float, val top: Float, val right: Float, val bottom: Float) {
    val width: Float get() = right - left
    val height: Float get() = bottom - top
    val cx: Float get() = (left + right) / 2f
    val cy: Float get() = (top + bottom) / 2f
    val center: Pt get() = Pt(cx, cy)
    val isEmpty: Boolean get() = width <= 0f || height <= 0f

    fun contains(x: Float, y: Float) = x >= left && x < right && y >= top && y < bottom
    fun contains(p: Pt) = contains(p.x, p.y)
    fun inset(d: Float) = Box(left + d, top + d, right - d, bottom - d)
    fun inset(dx: Float, dy: Float) = Box(left + dx, top + dy, right - dx, bottom - dy)
    fun offset(dx: Float, dy: Float) = Box(left + dx, top + dy, right + dx, bottom + dy)
    /** Grown to at least [minW] × [minH] around the same centre (touch targets). */
    fun atLeast(minW: Float, minH: Float = minW): Box {
        val w = maxOf(width, minW); val h = maxOf(height, minH)
        return Box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
    }
    fun splitTop(h: Float) = Box(left, top, right, top + h) to Box(left, top + h, right, bottom)
    fun splitBottom(h: Float) = Box(left, top, right, bottom - h) to Box(left, bottom - h, right, bottom)
    fun splitLeft(w: Float) = Box(left, top, left + w, bottom) to Box(left + w, top, right, bottom)
    fun splitRight(w: Float) = Box(left, top, right - w, bottom) to Box(right - w, top, right, bottom)

    /** [n] equal columns with [gap] between them. */
    fun columns(n: Int, gap: Float): List<Box> {
        val w = (width - gap * (n - 1)) / n
        return (0 until n).map { i -> Box(left + i * (w + gap), top, left + i * (w + gap) + w, bottom) }
    }
    /** [n] equal rows with [gap] between them. */
    fun rows(n: Int, gap: Float): List<Box> {
        val h = (height - gap * (n - 1)) / n
        return (0 until n).map { i -> Box(left, top + i * (h + gap), right, top + i * (h + gap) + h) }
    }

    companion object {
        fun ofSize(w: Float, h: Float) = Box(0f, 0f, w, h)
        fun centered(cx: Float, cy: Float, w: Float, h: Float) = Box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
    }
}
