// The pieces' and seats' base colours come from the shared palette
// (`piece_colour` / `seat_colour`), so both apps fill the same piece with the
// same colour and the measured colour-blind distances hold for both; this
// app only adds its shading (highlights, rims) around them.
import PyramidsCore

public enum Palette {
    public static func piece(_ piece: PatternPiece) -> RGBA { RGBA(hex: pieceColour(piece: piece)) }

    public static func pyramido(_ colour: PyramidoColour) -> RGBA { piece(.pyramidoColour(colour: colour)) }
    public static func ball(_ side: PatternSide) -> RGBA { piece(.pylosBall(side: side)) }
    public static func stone(_ side: PatternSide) -> RGBA { piece(.pyramidaStone(side: side)) }

    /// Seat `index`'s colour; an index past the last seat takes the last one's
    /// colour rather than crossing the FFI with a seat it would refuse.
    public static func seat(_ index: Int) -> RGBA {
        RGBA(hex: seatColour(seat: Seat(clamping: min(max(index, 0), seatCount - 1))))
    }

    /// Seats the shared palette colours (the most a game seats).
    public static let seatCount = 4
}
