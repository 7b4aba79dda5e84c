package games.pyramids.app.ui

import games.pyramids.app.paint.Colors
import games.pyramids.core.PatternPiece
import games.pyramids.core.PatternSide
import games.pyramids.core.PylosColor
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoColour
import games.pyramids.core.pieceColour
import games.pyramids.core.seatColour
import java.util.concurrent.ConcurrentHashMap

/**
 * The pieces' and seats' base colours, from the shared palette
 * (`piece_colour` / `seat_colour` of pyramids-play), so both apps fill the
 * same piece with the same colour and the measured colour-blind distances
 * hold here too. The app only derives its shading (highlights, rims) from
 * these fills. Each colour crosses the FFI once and is kept.
 */
object Palette {
    /** Seats the shared palette colours (the most a game seats). */
    const val SEAT_COUNT = 4

    private val pieces = ConcurrentHashMap<PatternPiece, Int>()
    private val seats = ConcurrentHashMap<Int, Int>()

    /** [piece]'s base fill, opaque ARGB. */
    fun piece(piece: PatternPiece): Int = pieces.getOrPut(piece) { Colors.hex(pieceColour(piece).toInt()) }

    fun pyramido(colour: PyramidoColour): Int = piece(PatternPiece.PyramidoColour(colour))
    fun ball(color: PylosColor): Int = piece(PatternPiece.PylosBall(side(color)))
    fun stone(color: PyramidaStone): Int = piece(PatternPiece.PyramidaStone(side(color)))

    /**
     * Seat [index]'s colour; an index past the last seat takes the last
     * one's colour rather than crossing the FFI with a seat it would refuse.
     */
    fun seat(index: Int): Int {
        val s = index.coerceIn(0, SEAT_COUNT - 1)
        return seats.getOrPut(s) { Colors.hex(seatColour(s).toInt()) }
    }

    fun side(color: PylosColor): PatternSide = if (color == PylosColor.LIGHT) PatternSide.LIGHT else PatternSide.DARK
    fun side(color: PyramidaStone): PatternSide = if (color == PyramidaStone.WHITE) PatternSide.LIGHT else PatternSide.DARK
}
