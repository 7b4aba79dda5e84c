package games.pyramids.app.paint

import android.graphics.Canvas
import android.graphics.LinearGradient
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RadialGradient
import android.graphics.RectF
import android.graphics.Shader
import android.graphics.Typeface

/**
 * [Painter] over an Android [Canvas]: what the app's Views draw with. One
 * instance is reused across frames ([begin] before each `onDraw`), so drawing
 * allocates little.
 */
class CanvasPainter : Painter {
    private var canvas: Canvas? = null
    private val paint = Paint(Paint.ANTI_ALIAS_FLAG or Paint.DITHER_FLAG)
    private val path = Path()
    private val rect = RectF()
    private val alphaStack = FloatArray(64)
    private var depth = 0
    private var alpha = 1f
    private val regular: Typeface = Typeface.create(Typeface.SANS_SERIF, Typeface.NORMAL)
    private val bold: Typeface = Typeface.create(Typeface.SANS_SERIF, Typeface.BOLD)
    private val fm = Paint.FontMetrics()

    override var width: Float = 0f
        private set
    override var height: Float = 0f
        private set

    fun begin(canvas: Canvas, width: Int, height: Int) {
        this.canvas = canvas
        this.width = width.toFloat()
        this.height = height.toFloat()
        depth = 0
        alpha = 1f
    }

    private val c: Canvas get() = canvas ?: error("CanvasPainter used outside onDraw")

    override fun save() {
        c.save()
        if (depth < alphaStack.size) alphaStack[depth] = alpha
        depth++
    }

    override fun restore() {
        c.restore()
        depth--
        if (depth in alphaStack.indices) alpha = alphaStack[depth]
    }

    override fun translate(dx: Float, dy: Float) = c.translate(dx, dy)
    override fun rotate(degrees: Float, px: Float, py: Float) = c.rotate(degrees, px, py)
    override fun scale(sx: Float, sy: Float, px: Float, py: Float) = c.scale(sx, sy, px, py)
    override fun clipRect(left: Float, top: Float, right: Float, bottom: Float) {
        c.clipRect(left, top, right, bottom)
    }
    override fun multiplyAlpha(alpha: Float) {
        this.alpha *= alpha.coerceIn(0f, 1f)
    }

    private fun modulate(color: Int) = if (alpha >= 1f) color else Colors.fade(color, alpha)

    private fun setFill(fill: Fill) {
        paint.style = Paint.Style.FILL
        when (fill) {
            is Fill.Solid -> {
                paint.shader = null
                paint.color = modulate(fill.color)
            }
            is Fill.Linear -> {
                paint.color = 0xFF000000.toInt()
                paint.shader = LinearGradient(fill.x0, fill.y0, fill.x1, fill.y1, IntArray(fill.colors.size) { modulate(fill.colors[it]) },
                    fill.stops, Shader.TileMode.CLAMP)
            }
            is Fill.Radial -> {
                paint.color = 0xFF000000.toInt()
                paint.shader = RadialGradient(fill.cx, fill.cy, fill.radius.coerceAtLeast(0.01f), IntArray(fill.colors.size) { modulate(fill.colors[it]) },
                    fill.stops, Shader.TileMode.CLAMP)
            }
        }
    }

    private fun draw(shape: Shape) {
        val cv = c
        when (shape) {
            is Shape.Rect -> cv.drawRect(shape.left, shape.top, shape.right, shape.bottom, paint)
            is Shape.RoundRect -> {
                rect.set(shape.left, shape.top, shape.right, shape.bottom)
                cv.drawRoundRect(rect, shape.radius, shape.radius, paint)
            }
            is Shape.Oval -> {
                rect.set(shape.left, shape.top, shape.right, shape.bottom)
                cv.drawOval(rect, paint)
            }
            is Shape.Circle -> cv.drawCircle(shape.cx, shape.cy, shape.r, paint)
            is Shape.Line -> cv.drawLine(shape.x0, shape.y0, shape.x1, shape.y1, paint)
            is Shape.Path -> {
                path.reset()
                for (op in shape.ops) when (op) {
                    is PathOp.MoveTo -> path.moveTo(op.x, op.y)
                    is PathOp.LineTo -> path.lineTo(op.x, op.y)
                    is PathOp.QuadTo -> path.quadTo(op.cx, op.cy, op.x, op.y)
                    is PathOp.CubicTo -> path.cubicTo(op.c1x, op.c1y, op.c2x, op.c2y, op.x, op.y)
                    PathOp.Close -> path.close()
                }
                cv.drawPath(path, paint)
            }
        }
    }

    override fun fill(shape: Shape, fill: Fill) {
        if (shape is Shape.Line) return
        setFill(fill)
        draw(shape)
        paint.shader = null
    }

    override fun stroke(shape: Shape, width: Float, color: Int) {
        paint.shader = null
        paint.style = Paint.Style.STROKE
        paint.strokeWidth = width
        paint.strokeCap = Paint.Cap.ROUND
        paint.strokeJoin = Paint.Join.ROUND
        paint.color = modulate(color)
        draw(shape)
        paint.style = Paint.Style.FILL
    }

    private fun setText(style: TextStyle) {
        paint.shader = null
        paint.style = Paint.Style.FILL
        paint.typeface = if (style.bold) bold else regular
        paint.textSize = style.size
        paint.color = modulate(style.color)
        paint.textAlign = when (style.align) {
            Align.LEFT -> Paint.Align.LEFT
            Align.CENTER -> Paint.Align.CENTER
            Align.RIGHT -> Paint.Align.RIGHT
        }
    }

    override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
        setText(style)
        c.drawText(text, x, y, paint)
    }

    override fun measureText(text: String, style: TextStyle): Float {
        setText(style)
        return paint.measureText(text)
    }

    override fun metrics(style: TextStyle): TextMetrics {
        setText(style)
        paint.getFontMetrics(fm)
        return TextMetrics(-fm.ascent, fm.descent)
    }
}
