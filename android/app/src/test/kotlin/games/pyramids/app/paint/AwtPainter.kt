package games.pyramids.app.paint

import java.awt.AlphaComposite
import java.awt.BasicStroke
import java.awt.Color
import java.awt.Font
import java.awt.Graphics2D
import java.awt.LinearGradientPaint
import java.awt.MultipleGradientPaint
import java.awt.RadialGradientPaint
import java.awt.RenderingHints
import java.awt.geom.AffineTransform
import java.awt.geom.Ellipse2D
import java.awt.geom.Line2D
import java.awt.geom.Path2D
import java.awt.geom.Point2D
import java.awt.geom.Rectangle2D
import java.awt.geom.RoundRectangle2D
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO

/**
 * [Painter] over `java.awt.Graphics2D`, for the JVM tests: screens draw
 * into a [BufferedImage] exactly as they draw on an Android Canvas, and the
 * tests write PNGs of them. Fonts: DejaVu Sans when installed (it covers the
 * Czech, Slovenian and Portuguese letters), else the JVM's sans-serif.
 */
class AwtPainter(val image: BufferedImage) : Painter {
    constructor(width: Int, height: Int) : this(BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB))

    private val g: Graphics2D = image.createGraphics().apply {
        setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON)
        setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON)
        setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY)
        setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE)
        setRenderingHint(RenderingHints.KEY_COLOR_RENDERING, RenderingHints.VALUE_COLOR_RENDER_QUALITY)
    }

    private data class State(val transform: AffineTransform, val clip: java.awt.Shape?, val alpha: Float)
    private val stack = ArrayList<State>()
    private var alpha = 1f

    /** Calls to fill/stroke/drawText, so tests can check that something was drawn. */
    var operations = 0
        private set

    override val width: Float get() = image.width.toFloat()
    override val height: Float get() = image.height.toFloat()

    override fun save() { stack.add(State(g.transform, g.clip, alpha)) }
    override fun restore() {
        val s = stack.removeAt(stack.size - 1)
        g.transform = s.transform
        g.clip = s.clip
        alpha = s.alpha
    }
    val depth: Int get() = stack.size

    /** Where the local point ([x], [y]) lands on the image under the current transform (panels draw translated and turned). */
    fun onImage(x: Float, y: Float): Pt = java.awt.geom.Point2D.Float(x, y).let { g.transform.transform(it, null) }.let { Pt(it.x.toFloat(), it.y.toFloat()) }

    override fun translate(dx: Float, dy: Float) = g.translate(dx.toDouble(), dy.toDouble())
    override fun rotate(degrees: Float, px: Float, py: Float) = g.rotate(Math.toRadians(degrees.toDouble()), px.toDouble(), py.toDouble())
    override fun scale(sx: Float, sy: Float, px: Float, py: Float) {
        g.translate(px.toDouble(), py.toDouble())
        g.scale(sx.toDouble(), sy.toDouble())
        g.translate(-px.toDouble(), -py.toDouble())
    }
    override fun clipRect(left: Float, top: Float, right: Float, bottom: Float) =
        g.clip(Rectangle2D.Float(left, top, right - left, bottom - top))
    override fun multiplyAlpha(alpha: Float) { this.alpha *= alpha.coerceIn(0f, 1f) }

    private fun color(c: Int): Color {
        val a = Colors.alpha(c) * alpha
        return Color(Colors.red(c), Colors.green(c), Colors.blue(c), a.toInt().coerceIn(0, 255))
    }

    private fun shape(s: Shape): java.awt.Shape = when (s) {
        is Shape.Rect -> Rectangle2D.Float(s.left, s.top, s.right - s.left, s.bottom - s.top)
        is Shape.RoundRect -> RoundRectangle2D.Float(s.left, s.top, s.right - s.left, s.bottom - s.top, 2 * s.radius, 2 * s.radius)
        is Shape.Oval -> Ellipse2D.Float(s.left, s.top, s.right - s.left, s.bottom - s.top)
        is Shape.Circle -> Ellipse2D.Float(s.cx - s.r, s.cy - s.r, 2 * s.r, 2 * s.r)
        is Shape.Line -> Line2D.Float(s.x0, s.y0, s.x1, s.y1)
        is Shape.Path -> Path2D.Float().apply {
            for (op in s.ops) when (op) {
                is PathOp.MoveTo -> moveTo(op.x, op.y)
                is PathOp.LineTo -> lineTo(op.x, op.y)
                is PathOp.QuadTo -> quadTo(op.cx, op.cy, op.x, op.y)
                is PathOp.CubicTo -> curveTo(op.c1x, op.c1y, op.c2x, op.c2y, op.x, op.y)
                PathOp.Close -> closePath()
            }
        }
    }

    override fun fill(shape: Shape, fill: Fill) {
        if (shape is Shape.Line) return
        operations++
        g.composite = AlphaComposite.SrcOver
        g.paint = when (fill) {
            is Fill.Solid -> color(fill.color)
            is Fill.Linear -> if (fill.x0 == fill.x1 && fill.y0 == fill.y1) color(fill.colors.last()) else
                LinearGradientPaint(Point2D.Float(fill.x0, fill.y0), Point2D.Float(fill.x1, fill.y1), fill.stops,
                    fill.colors.map(::color).toTypedArray(), MultipleGradientPaint.CycleMethod.NO_CYCLE)
            is Fill.Radial -> RadialGradientPaint(Point2D.Float(fill.cx, fill.cy), fill.radius.coerceAtLeast(0.01f), fill.stops,
                fill.colors.map(::color).toTypedArray(), MultipleGradientPaint.CycleMethod.NO_CYCLE)
        }
        g.fill(shape(shape))
    }

    override fun stroke(shape: Shape, width: Float, color: Int) {
        operations++
        g.paint = color(color)
        g.stroke = BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
        g.draw(shape(shape))
    }

    private fun font(style: TextStyle): Font = fonts.getOrPut(style.bold to style.size) {
        base(style.bold).deriveFont(style.size)
    }

    override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
        operations++
        val f = font(style)
        g.font = f
        g.paint = color(style.color)
        val w = measureText(text, style)
        val x0 = when (style.align) { Align.LEFT -> x; Align.CENTER -> x - w / 2f; Align.RIGHT -> x - w }
        g.drawString(text, x0, y)
    }

    override fun measureText(text: String, style: TextStyle): Float =
        font(style).getStringBounds(text, g.fontRenderContext).width.toFloat()

    override fun metrics(style: TextStyle): TextMetrics {
        val lm = font(style).getLineMetrics("Hg", g.fontRenderContext)
        return TextMetrics(lm.ascent, lm.descent)
    }

    fun writePng(file: File) {
        file.parentFile?.mkdirs()
        ImageIO.write(image, "png", file)
    }

    fun dispose() = g.dispose()

    companion object {
        private val fonts = HashMap<Pair<Boolean, Float>, Font>()
        private val regular: Font by lazy { load("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") ?: Font(Font.SANS_SERIF, Font.PLAIN, 12) }
        private val bold: Font by lazy { load("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf") ?: Font(Font.SANS_SERIF, Font.BOLD, 12) }
        private fun base(isBold: Boolean) = if (isBold) bold else regular
        private fun load(path: String): Font? = try {
            File(path).takeIf { it.isFile }?.let { Font.createFont(Font.TRUETYPE_FONT, it) }
        } catch (_: Exception) { null }
    }
}
