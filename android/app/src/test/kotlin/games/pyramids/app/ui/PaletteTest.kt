package games.pyramids.app.ui

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.app.pylos.PylosArt
import games.pyramids.app.pyramida.PyramidaArt
import games.pyramids.app.pyramido.PyramidoArt
import games.pyramids.core.ColourPatterns
import games.pyramids.core.PatternPiece
import games.pyramids.core.PatternSide
import games.pyramids.core.PylosColor
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoColour
import games.pyramids.core.pieceColour
import games.pyramids.core.seatColour
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import kotlin.math.abs

/** The boards fill every piece with the shared palette's colour (piece_colour / seat_colour), not a table of the app's. */
class PaletteTest {
    // Patterns off: the test reads the fill, not the colour-blind mark over it.
    @BeforeEach fun noPatterns() { PatternArt.setting = ColourPatterns.OFF }
    @AfterEach fun restore() { PatternArt.setting = ColourPatterns.STANDARD }

    private fun shared(piece: PatternPiece) = Colors.hex(pieceColour(piece).toInt())

    /** The pixel at ([x], [y]) of what [draw] painted on a 200 px square. */
    private fun pixel(x: Int, y: Int, draw: (AwtPainter) -> Unit): Int {
        val p = AwtPainter(200, 200)
        draw(p)
        return p.image.getRGB(x, y)
    }

    private fun assertSameColour(expected: Int, actual: Int, what: String) {
        val off = listOf(Colors::red, Colors::green, Colors::blue).maxOf { abs(it(expected) - it(actual)) }
        // One step of rounding in the gradient, no more.
        assertTrue(off <= 1, "$what: painted %06X, palette %06X".format(actual and 0xFFFFFF, expected and 0xFFFFFF))
    }

    @Test fun `a ball's and a stone's centre is the shared colour`() {
        for (color in PylosColor.entries) {
            val side = if (color == PylosColor.LIGHT) PatternSide.LIGHT else PatternSide.DARK
            val centre = pixel(100, 100) { PylosArt.ball(it, 100f, 100f, 60f, color) }
            assertSameColour(shared(PatternPiece.PylosBall(side)), centre, "Pylos $color ball")
        }
        for (color in PyramidaStone.entries) {
            val side = if (color == PyramidaStone.WHITE) PatternSide.LIGHT else PatternSide.DARK
            val centre = pixel(100, 100) { PyramidaArt.stone(it, 100f, 100f, 60f, color, 2f) }
            assertSameColour(shared(PatternPiece.PyramidaStone(side)), centre, "Pyramida $color stone")
        }
    }

    @Test fun `every Pyramido quarter is filled with the shared colour`() {
        for (colour in PyramidoColour.entries) {
            // A quarter's middle on the block's gradient midline, clear of the seams and the embossed symbol.
            val quarter = pixel(150, 50) { PyramidoArt.block(it, Box(0f, 0f, 200f, 200f), colour, emptyList(), floor = 1, density = 2f) }
            assertSameColour(shared(PatternPiece.PyramidoColour(colour)), quarter, "Pyramido $colour")
        }
        assertEquals(0x6CBF55, Palette.pyramido(PyramidoColour.GREEN) and 0xFFFFFF, "the palette's green, as iOS's PaletteTests pin it")
    }

    @Test fun `seat colours are the shared ones, past the last seat the last`() {
        for (seat in 0 until Palette.SEAT_COUNT) assertEquals(Colors.hex(seatColour(seat).toInt()), Palette.seat(seat))
        assertEquals(Palette.seat(3), Palette.seat(9))
    }
}
