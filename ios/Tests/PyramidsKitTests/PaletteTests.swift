// The one palette: what the renderers fill a piece with is the shared
// palette's colour (piece_colour / seat_colour), not a table of this app's.
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Shared palette")
struct PaletteTests {
    /// The base colours (stops' middles) of every gradient `p` filled.
    private func bases(_ p: RecordingPainter) -> [RGBA] {
        p.fills.compactMap { _, fill -> RGBA? in
            switch fill {
            case .linear(_, _, let stops), .radial(_, _, let stops): stops.count == 3 ? stops[1].color : nil
            case .solid: nil
            }
        }
    }

    @Test func aGreenBlockIsFilledWithTheSharedGreen() {
        let p = RecordingPainter(.iPhone)
        PyramidoArt.block(p, Box(x: 100, y: 100, width: 120, height: 120), .green, jewels: [], floor: 1, line: 2, patterns: .off)
        let shared = RGBA(hex: pieceColour(piece: .pyramidoColour(colour: .green)))
        #expect(shared == RGBA(hex: 0x6CBF55), "the palette's green")
        #expect(bases(p) == [shared], "the block's gradient is built round the shared green")
    }

    @Test func ballsStonesAndSeatsComeFromThePalette() {
        let pylos = RecordingPainter(.iPhone)
        PylosArt.ball(pylos, center: Pt(200, 200), radius: 50, color: .dark, lineWidth: 2, patterns: .off)
        #expect(bases(pylos).contains(RGBA(hex: pieceColour(piece: .pylosBall(side: .dark)))))
        let pyramida = RecordingPainter(.iPhone)
        PyramidaArt.stone(pyramida, center: Pt(200, 200), radius: 50, .white, line: 2, patterns: .off)
        #expect(bases(pyramida).contains(RGBA(hex: pieceColour(piece: .pyramidaStone(side: .light)))))
        for seat in 0..<4 { #expect(Palette.seat(seat) == RGBA(hex: seatColour(seat: Seat(seat)))) }
        #expect(Palette.seat(9) == Palette.seat(3), "past the last seat: the last colour, no FFI refusal")
        #expect(EmblemArt.tint(.pyramido, seat: 1) == RGBA(hex: seatColour(seat: 1)))
    }
}
