// Pyramido on a phone: where the next floor's domino may go is clearly
// outlined on the large pyramid, and with four players every seat's small
// pyramid and score are large enough to read (as Android's
// PyramidoOpenCellsTest).
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramido open cells and four seats on a phone")
struct PyramidoOpenCellsTests {
    /// The shared scenario of a whole game, played until the first seat is to lay a domino on floor 2.
    private func floorTwo() throws -> GameModel {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/16-complete-game-four-floors-scored.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let actions = try #require(json["actions"] as? [String])
        let m = try GameModel(session: Support.session(.pyramido, seats: [.human, .human], seed: 1002, firstPlayer: 0), aiBudget: .nodes(count: 500))
        for a in actions {
            if let s = m.snapshot.pyramido, s.floor == 2, s.phase == .place { return m }
            #expect(m.play(try #require(m.legal.first { $0.notation == a })))
        }
        Issue.record("the scenario never reaches floor 2")
        return m
    }

    @Test func anUpperFloorsOpenCellsAreOutlinedInAnOpaqueLineOnADarkHalo() throws {
        let m = try floorTwo()
        let spec = ScreenSpec.iPhone
        let board = PyramidoBoard(strings: Strings(.english), spec: spec, seatCount: 2)
        let p = RecordingPainter(spec)
        board.draw(p, m, now: .infinity)
        let line = spec.scale.pt(PyramidoRenderer.upperSlotLineWidth), halo = spec.scale.pt(PyramidoRenderer.upperSlotHaloWidth)
        let big = board.layout.board
        // The large pyramid's strokes only (the seat panels' small ones have a faint grid).
        let onBoard = p.strokeLog.filter { s in
            if case .roundRect(let b, _) = s.shape { return big.contains(b.center) }
            return false
        }
        let lines = onBoard.filter { abs($0.width - line) < 0.01 && $0.color == PyramidoRenderer.upperSlotLine }
        let halos = onBoard.filter { abs($0.width - halo) < 0.01 && $0.color.a >= 180.0 / 255 && $0.color.r < 0.2 }
        #expect(lines.count >= 4, "floor 2's open cells have the opaque cream outline (\(lines.count))")
        #expect(halos.count >= lines.count, "each on a dark halo (\(halos.count))")
        #expect(PyramidoRenderer.upperSlotLine.a == 1 && line >= spec.scale.pt(2), "an opaque line at least 2 pt wide")
        // Each line is drawn over its own halo, in the same place.
        for l in lines {
            guard case .roundRect(let b, _) = l.shape else { continue }
            #expect(halos.contains { if case .roundRect(let h, _) = $0.shape { h == b } else { false } }, "a halo under the line at \(b)")
        }
        try Screenshots.shoot("pyramido-iphone-open-cells", spec) { board.draw($0, m, now: .infinity) }
    }

    @Test func withFourPlayersEverySeatsPyramidOnAPhoneIsAtLeast52PointsAcrossAndItsScore13Points() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let m = try GameModel(session: Support.session(.pyramido, seats: Array(repeating: .human, count: 4), seed: 4, firstPlayer: 0),
                              aiBudget: .nodes(count: 500))
        let strings = Strings(.english)
        for spec in [ScreenSpec.iPhone, SeatPanelLayoutTests.phoneLandscape] {
            let board = PyramidoBoard(strings: strings, spec: spec, seatCount: 4)
            let rec = TextRecorder(spec)
            board.draw(rec, m, now: .infinity)
            let s = spec.scale
            for seat in 0..<4 {
                let box = board.layout.seats[seat]
                let mini = board.seatPyramidBox(box)
                #expect(mini.width >= s.pt(52) - 0.01, "\(spec.width)px: seat \(seat)'s pyramid is \(Int(mini.width / s.pixelsPerPoint)) pt across")
                let score = rec.texts.filter { box.contains($0.box.center) && $0.text.contains(strings(.pyramidoPointsShort)) }
                #expect(!score.isEmpty, "\(spec.width)px: seat \(seat) shows its points")
                for t in score {
                    #expect(t.size >= s.pt(13) - 0.01, "\(spec.width)px: seat \(seat)'s \"\(t.text)\" is \(t.size / s.pixelsPerPoint) pt")
                }
            }
            try Screenshots.shoot("pyramido-four-seats-\(spec.isLandscape ? "landscape" : "iphone")", spec) { board.draw($0, m, now: .infinity) }
        }
    }
}
