package games.pyramids.app.paint

/**
 * An [AwtPainter] that also remembers what was drawn: every text, and the
 * colour (without its alpha) of every stroke and solid fill, so tests can ask
 * "which words are on screen" and "which highlight colours were used".
 */
class RecordingPainter(val awt: AwtPainter) : Painter by awt {
    constructor(width: Int, height: Int) : this(AwtPainter(width, height))

    val texts = ArrayList<String>()
    /** RGB of each stroke, in drawing order. */
    val strokes = ArrayList<Int>()
    /** RGB of each solid fill and of each gradient's colours. */
    val fills = ArrayList<Int>()

    override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
        texts.add(text)
        awt.drawText(text, x, y, style)
    }

    override fun stroke(shape: Shape, width: Float, color: Int) {
        strokes.add(color and 0xFFFFFF)
        awt.stroke(shape, width, color)
    }

    override fun fill(shape: Shape, fill: Fill) {
        when (fill) {
            is Fill.Solid -> fills.add(fill.color and 0xFFFFFF)
            is Fill.Linear -> fill.colors.forEach { fills.add(it and 0xFFFFFF) }
            is Fill.Radial -> fill.colors.forEach { fills.add(it and 0xFFFFFF) }
        }
        awt.fill(shape, fill)
    }

    fun uses(rgb: Int): Boolean = (rgb and 0xFFFFFF).let { it in strokes || it in fills }
}
