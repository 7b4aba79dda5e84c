package games.pyramids.app.ui

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Shape
import games.pyramids.app.pylos.PylosArt
import games.pyramids.app.pyramida.PyramidaArt
import games.pyramids.app.pyramido.PyramidoArt
import games.pyramids.core.ColourPatterns
import games.pyramids.core.PylosColor
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoColour
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The colour-blind patterns as the piece drawers paint them, recorded op by op. */
class PatternArtTest {
    /** One drawing op in a pattern's ink: which shape, how wide a stroke (0 for a fill), how opaque. */
    data class InkOp(val shape: String, val width: Float, val alpha: Int)

    /** Keeps the ops drawn in either pattern ink. */
    private class InkRecorder(awt: AwtPainter) : Painter by awt {
        val ops = ArrayList<InkOp>()
        private val inks = setOf(PATTERN_INK_DARK and 0xFFFFFF, PATTERN_INK_LIGHT and 0xFFFFFF)
        private val a = awt
        override fun stroke(shape: Shape, width: Float, color: Int) {
            if ((color and 0xFFFFFF) in inks) ops.add(InkOp(shape.javaClass.simpleName, width, color ushr 24))
            a.stroke(shape, width, color)
        }
        override fun fill(shape: Shape, fill: Fill) {
            if (fill is Fill.Solid && (fill.color and 0xFFFFFF) in inks) ops.add(InkOp(shape.javaClass.simpleName, 0f, fill.color ushr 24))
            a.fill(shape, fill)
        }
    }

    @AfterEach fun restore() { PatternArt.setting = ColourPatterns.STANDARD; PatternArt.density = 1f }

    private fun block(colour: PyramidoColour, setting: ColourPatterns, size: Float = 120f): List<InkOp> {
        PatternArt.setting = setting
        val p = InkRecorder(AwtPainter(200, 200))
        PyramidoArt.block(p, Box(20f, 20f, 20f + size, 20f + size), colour, emptyList(), 1, 1f)
        return p.ops
    }

    /** A mark's signature: its shapes and how many of each, whatever their size. */
    private fun signature(ops: List<InkOp>) = ops.groupingBy { it.shape + (if (it.width > 0f) "/stroke" else "/fill") }.eachCount()

    @Test fun `each of the six Pyramido colours carries its own mark`() {
        val marks = PyramidoColour.entries.associateWith { signature(block(it, ColourPatterns.STANDARD)) }
        for ((c, m) in marks) assertTrue(m.isNotEmpty(), "$c has no mark")
        assertEquals(6, marks.values.toSet().size, marks.toString())
        // The pairs colour-blind players confuse are told apart by their marks.
        assertNotEquals(marks[PyramidoColour.AQUA], marks[PyramidoColour.GREEN])
        assertNotEquals(marks[PyramidoColour.BLUE], marks[PyramidoColour.AQUA])
    }

    @Test fun `Off draws no mark on any piece`() {
        for (c in PyramidoColour.entries) assertEquals(emptyList<InkOp>(), block(c, ColourPatterns.OFF), c.name)
        PatternArt.setting = ColourPatterns.OFF
        val p = InkRecorder(AwtPainter(200, 200))
        PylosArt.ball(p, 100f, 100f, 60f, PylosColor.DARK)
        PyramidaArt.stone(p, 100f, 100f, 60f, PyramidaStone.BLACK, 1f)
        assertEquals(emptyList<InkOp>(), p.ops)
    }

    @Test fun `Strong strokes are heavier and more opaque than the standard ones`() {
        for (c in PyramidoColour.entries) {
            val subtle = block(c, ColourPatterns.STANDARD)
            val strong = block(c, ColourPatterns.STRONG)
            assertEquals(signature(subtle), signature(strong), "$c keeps its mark")
            assertTrue(strong.map { it.alpha }.average() > subtle.map { it.alpha }.average(), c.name)
            val ws = subtle.filter { it.width > 0f }; val wg = strong.filter { it.width > 0f }
            if (ws.isNotEmpty()) assertTrue(wg.sumOf { it.width.toDouble() } > 1.5 * ws.sumOf { it.width.toDouble() }, "$c: ${wg} vs $ws")
        }
    }

    @Test fun `the standard setting spares small pieces, Strong marks them too`() {
        assertEquals(emptyList<InkOp>(), block(PyramidoColour.GREEN, ColourPatterns.STANDARD, size = 10f))
        assertTrue(block(PyramidoColour.GREEN, ColourPatterns.STRONG, size = 10f).isNotEmpty())
    }

    @Test fun `Pylos's and Pyramida's two sides differ by their marks, the dark one ringed`() {
        fun ball(c: PylosColor) = InkRecorder(AwtPainter(200, 200)).also { PylosArt.ball(it, 100f, 100f, 60f, c) }.ops
        fun stone(c: PyramidaStone) = InkRecorder(AwtPainter(200, 200)).also { PyramidaArt.stone(it, 100f, 100f, 60f, c, 1f) }.ops
        PatternArt.setting = ColourPatterns.STRONG
        assertEquals(emptyList<InkOp>(), ball(PylosColor.LIGHT))
        assertEquals(mapOf("Circle/stroke" to 2), signature(ball(PylosColor.DARK)))
        assertEquals(emptyList<InkOp>(), stone(PyramidaStone.WHITE))
        assertEquals(mapOf("Circle/stroke" to 2), signature(stone(PyramidaStone.BLACK)))
    }
}
