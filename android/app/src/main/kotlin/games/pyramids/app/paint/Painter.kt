package games.pyramids.app.paint

/**
 * The one drawing surface of the app. Every screen draws through it, so the
 * same code paints on an Android [android.graphics.Canvas] (the app's Views,
 * [CanvasPainter]) and on a `java.awt.Graphics2D` (the screenshot tests).
 *
 * Coordinates are pixels, y down; angles are degrees, clockwise (Android's
 * convention). Colours are ARGB ints (see [Colors]). [save]/[restore] bracket
 * transforms, clips and [multiplyAlpha].
 */
interface Painter {
    val width: Float
    val height: Float

    fun save()
    fun restore()
    fun translate(dx: Float, dy: Float)
    /** Clockwise rotation about (px, py). */
    fun rotate(degrees: Float, px: Float = 0f, py: Float = 0f)
    fun scale(sx: Float, sy: Float = sx, px: Float = 0f, py: Float = 0f)
    fun clipRect(left: Float, top: Float, right: Float, bottom: Float)
    /** Multiplies the opacity of everything drawn until the matching [restore]. */
    fun multiplyAlpha(alpha: Float)

    fun fill(shape: Shape, fill: Fill)
    fun stroke(shape: Shape, width: Float, color: Int)

    /** Draws one line of text with its baseline at [y]; [TextStyle.align] anchors [x]. */
    fun drawText(text: String, x: Float, y: Float, style: TextStyle)
    fun measureText(text: String, style: TextStyle): Float
    fun metrics(style: TextStyle): TextMetrics
}

/** Font metrics of a style, both positive: ascent above and descent below the baseline. */
data class TextMetrics(val ascent: Float, val descent: Float) {
    val height: Float get() = ascent + descent
}

enum class Align { LEFT, CENTER, RIGHT }

data class TextStyle(
    val size: Float,
    val color: Int,
    val bold: Boolean = false,
    val align: Align = Align.LEFT,
) {
    fun withColor(c: Int) = copy(color = c)
    fun withAlign(a: Align) = copy(align = a)
    fun withSize(s: Float) = copy(size = s)
}

/** What to paint with. Gradient coordinates are in the current transform's space. */
sealed class Fill {
    data class Solid(val color: Int) : Fill()
    class Linear(val x0: Float, val y0: Float, val x1: Float, val y1: Float, val colors: IntArray, val stops: FloatArray) : Fill() {
        init { checkStops(colors, stops) }
    }
    class Radial(val cx: Float, val cy: Float, val radius: Float, val colors: IntArray, val stops: FloatArray) : Fill() {
        init { checkStops(colors, stops) }
    }
}

private fun checkStops(colors: IntArray, stops: FloatArray) {
    require(colors.size >= 2 && colors.size == stops.size) { "a gradient needs ≥2 colours, one stop each" }
    for (i in 1 until stops.size) require(stops[i] > stops[i - 1]) { "gradient stops must increase" }
    require(stops.first() >= 0f && stops.last() <= 1f) { "gradient stops lie in 0..1" }
}

/** Shapes the painters know natively; [Path] covers everything else. */
sealed class Shape {
    data class Rect(val left: Float, val top: Float, val right: Float, val bottom: Float) : Shape()
    data class RoundRect(val left: Float, val top: Float, val right: Float, val bottom: Float, val radius: Float) : Shape()
    data class Oval(val left: Float, val top: Float, val right: Float, val bottom: Float) : Shape()
    data class Circle(val cx: Float, val cy: Float, val r: Float) : Shape()
    data class Line(val x0: Float, val y0: Float, val x1: Float, val y1: Float) : Shape()
    class Path(val ops: List<PathOp>) : Shape()
}

sealed class PathOp {
    data class MoveTo(val x: Float, val y: Float) : PathOp()
    data class LineTo(val x: Float, val y: Float) : PathOp()
    data class QuadTo(val cx: Float, val cy: Float, val x: Float, val y: Float) : PathOp()
    data class CubicTo(val c1x: Float, val c1y: Float, val c2x: Float, val c2y: Float, val x: Float, val y: Float) : PathOp()
    object Close : PathOp()
}

/** Builds a [Shape.Path]. */
class PathBuilder {
    private val ops = ArrayList<PathOp>()
    fun moveTo(x: Float, y: Float) = apply { ops.add(PathOp.MoveTo(x, y)) }
    fun lineTo(x: Float, y: Float) = apply { ops.add(PathOp.LineTo(x, y)) }
    fun quadTo(cx: Float, cy: Float, x: Float, y: Float) = apply { ops.add(PathOp.QuadTo(cx, cy, x, y)) }
    fun cubicTo(c1x: Float, c1y: Float, c2x: Float, c2y: Float, x: Float, y: Float) =
        apply { ops.add(PathOp.CubicTo(c1x, c1y, c2x, c2y, x, y)) }
    fun close() = apply { ops.add(PathOp.Close) }
    fun build(): Shape.Path = Shape.Path(ops.toList())

    companion object {
        /** A closed polygon through [xy] = x0, y0, x1, y1 … */
        fun polygon(vararg xy: Float): Shape.Path {
            require(xy.size >= 6 && xy.size % 2 == 0)
            val b = PathBuilder().moveTo(xy[0], xy[1])
            var i = 2
            while (i < xy.size) { b.lineTo(xy[i], xy[i + 1]); i += 2 }
            return b.close().build()
        }
        fun polygon(points: List<Pt>): Shape.Path {
            require(points.size >= 3)
            val b = PathBuilder().moveTo(points[0].x, points[0].y)
            for (i in 1 until points.size) b.lineTo(points[i].x, points[i].y)
            return b.close().build()
        }
    }
}

/** A point in pixels. */
data class Pt(val x: Float, val y: Float) {
    operator fun plus(o: Pt) = Pt(x + o.x, y + o.y)
    operator fun minus(o: Pt) = Pt(x - o.x, y - o.y)
    operator fun times(k: Float) = Pt(x * k, y * k)
    fun dist(o: Pt): Float = kotlin.math.hypot((x - o.x).toDouble(), (y - o.y).toDouble()).toFloat()
}

// Conveniences over fill/stroke.
fun Painter.fillRect(l: Float, t: Float, r: Float, b: Float, color: Int) = fill(Shape.Rect(l, t, r, b), Fill.Solid(color))
fun Painter.fillRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, color: Int) =
    fill(Shape.RoundRect(l, t, r, b, radius), Fill.Solid(color))
fun Painter.strokeRoundRect(l: Float, t: Float, r: Float, b: Float, radius: Float, width: Float, color: Int) =
    stroke(Shape.RoundRect(l, t, r, b, radius), width, color)
fun Painter.fillCircle(cx: Float, cy: Float, r: Float, color: Int) = fill(Shape.Circle(cx, cy, r), Fill.Solid(color))
fun Painter.strokeCircle(cx: Float, cy: Float, r: Float, width: Float, color: Int) = stroke(Shape.Circle(cx, cy, r), width, color)
fun Painter.line(x0: Float, y0: Float, x1: Float, y1: Float, width: Float, color: Int) = stroke(Shape.Line(x0, y0, x1, y1), width, color)

/** A vertical gradient over a rectangle (backgrounds). */
fun Painter.fillVerticalGradient(l: Float, t: Float, r: Float, b: Float, top: Int, bottom: Int) =
    fill(Shape.Rect(l, t, r, b), Fill.Linear(0f, t, 0f, b, intArrayOf(top, bottom), floatArrayOf(0f, 1f)))

/**
 * A sphere-like disc: a radial gradient from a highlight up and to the left of
 * the centre, through [base], to a darker [rim].
 */
/** Where the base lies on [fillShadedCircle]'s gradient: the centre's distance from the highlight, over the radius. */
private val SHADED_BASE_STOP = (kotlin.math.hypot(0.38, 0.42) / 1.45).toFloat()

fun Painter.fillShadedCircle(cx: Float, cy: Float, r: Float, highlight: Int, base: Int, rim: Int) {
    val gx = cx - 0.38f * r
    val gy = cy - 0.42f * r
    fill(
        Shape.Circle(cx, cy, r),
        // The base stop falls on the disc's centre, so a piece's middle shows its palette colour exactly.
        Fill.Radial(gx, gy, 1.45f * r, intArrayOf(highlight, base, rim), floatArrayOf(0f, SHADED_BASE_STOP, 1f)),
    )
}

/** A soft round glow or shadow: [color] at the centre fading to transparent at [r]. */
fun Painter.fillGlow(cx: Float, cy: Float, r: Float, color: Int) =
    fill(Shape.Circle(cx, cy, r), Fill.Radial(cx, cy, r, intArrayOf(color, Colors.withAlpha(color, 0)), floatArrayOf(0f, 1f)))

/** Centres one line of text vertically on [cy]. */
fun Painter.drawTextCentered(text: String, x: Float, cy: Float, style: TextStyle) {
    val m = metrics(style)
    drawText(text, x, cy + (m.ascent - m.descent) / 2f, style)
}

inline fun Painter.withSave(block: () -> Unit) {
    save()
    try { block() } finally { restore() }
}
