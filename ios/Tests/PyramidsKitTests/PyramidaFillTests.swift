// Pyramida on a phone: the triangle of fields takes the room the screen
// has, drawn as its 21 fields in the wood (no chequer of light squares),
// with the apex and the edges inlaid.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramida fills its space")
struct PyramidaFillTests {
    @Test func theTriangleTakesMostOfThePhonesBoardArea() throws {
        let s = try Support.session(.pyramida, seats: [.human, .human], seed: 1)
        let m = try GameModel(session: s, aiBudget: .nodes(count: 500))
        let spec = ScreenSpec.iPhone
        let b = PyramidaBoard(strings: Strings(.english), spec: spec)
        // The room the chrome leaves for the board (before the seat panels take what the triangle cannot use).
        let room = ScreenLayout(spec: spec, seatCount: 2).board
        let c = b.geometry.corners()
        let bbox = Box(x: c[0].x, y: c[2].y, width: c[1].x - c[0].x, height: c[0].y - c[2].y)
        let fraction = bbox.width * bbox.height / (room.width * room.height)
        #expect(fraction >= 0.8, "the triangle's box is \(Int(fraction * 100)) % of the board's room")
        #expect(b.layout.board.contains(bbox.inset(1)), "the triangle inside its box")
        #expect(b.geometry.cellH <= b.geometry.cell * PyramidaGeometry.phoneStretch + 1e-9)
        // The stones grow with the taller squares, short of touching their neighbours in a row (two squares apart).
        #expect(b.geometry.stoneRadius > b.geometry.cell * 0.56 && b.geometry.stoneRadius * 2 < b.geometry.cell * 2)
        let p = RecordingPainter(spec)
        b.draw(p, m)
        let squares = p.fills.filter { if case .rect(let r) = $0.0 { return bbox.contains(r) && abs(r.width - b.geometry.cell) < 0.01 }; return false }
        #expect(squares.count == 21, "only the 21 fields are drawn as squares, no light chequer (\(squares.count))")
        try Screenshots.shoot("pyramida-iphone-fills", spec) { b.draw($0, m) }
    }
}
