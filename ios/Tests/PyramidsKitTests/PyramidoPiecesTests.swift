// Pyramido's blocks drawn as pieces: a domino's two halves under one
// outline with a seam between them on every floor, and upper floors lifted
// over a soft shadow with the floors under them dimmed.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramido pieces")
struct PyramidoPiecesTests {
    private func model(seed: UInt64, actions: [String]) throws -> GameModel {
        let s = try Support.session(.pyramido, seats: [.human, .human], seed: seed, firstPlayer: 0)
        for a in actions { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 1_500))
    }

    private func outlines(_ p: RecordingPainter) -> [Box] {
        p.strokeLog.compactMap { s in
            if case .roundRect(let b, _) = s.shape, s.color == PyramidoArt.pieceOutline { return b }
            return nil
        }
    }

    private func draw(_ m: GameModel) throws -> (RecordingPainter, PyramidoScene, PyramidoPlayer) {
        let b = PyramidoBoard(strings: Strings(.english), spec: .iPhone, seatCount: 2, table: false)
        let sc = try #require(b.scene(m))
        let player = try #require(m.snapshot.pyramido?.players.first)
        let p = RecordingPainter(.iPhone)
        PyramidoRenderer(scale: ScreenSpec.iPhone.scale).drawPyramid(p, sc.view, player, floor: Int(sc.snapshot.floor), PyramidoOverlay(), large: true)
        return (p, sc, player)
    }

    @Test func aDominoOnFloorOneIsOneOutlineRoundBothHalvesWithOneSeam() throws {
        let m = try model(seed: 1001, actions: ["q1@e5e", "m@e5", "-", "p1", "q3@e5e", "-", "p4"])
        let (p, sc, player) = try draw(m)
        let blocks = player.floors.flatMap(\.blocks)
        #expect(blocks.count == 2, "one domino on floor 1")
        #expect(PyramidoPieces.group(blocks).map(\.count) == [2], "its halves are one piece")
        let boxes = outlines(p)
        #expect(boxes.count == 1, "one outline, not one per half: \(boxes)")
        let u = try #require(boxes.first)
        let s = sc.view.block
        #expect(abs(u.width - s * 1.93) < 1 && abs(u.height - s * 0.93) < 1, "the outline spans both cells: \(u), block \(s)")
        let seams = p.strokeLog.filter { $0.color == PyramidoArt.pieceSeam }
        #expect(seams.count == 1, "a seam only between the halves")
        if case .line(let a, let z) = try #require(seams.first).shape {
            #expect(abs(a.x - z.x) < 1e-6 && abs(a.x - u.center.x) < 1, "the seam is the shared edge, upright between east and west")
            #expect(z.y - a.y < u.height, "the seam stops short of the outline")
        }
    }

    @Test func upperFloorsAreLiftedOverAShadowAndTheFloorBelowIsDimmed() throws {
        let url = Support.scenariosDir.appendingPathComponent("pyramido/16-complete-game-four-floors-scored.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let all = try #require(json["actions"] as? [String])
        // Play until the first player has blocks on floor 3.
        let s = try Support.session(.pyramido, seats: [.human, .human], seed: 1002, firstPlayer: 0)
        for a in all {
            try s.play(notation: a)
            let p0 = try #require(s.snapshot().pyramido?.players.first)
            if p0.floors.contains(where: { $0.floor == 3 && !$0.blocks.isEmpty }) { break }
        }
        let m = try GameModel(session: s, aiBudget: .nodes(count: 1_500))
        let (p, sc, player) = try draw(m)
        let s1 = sc.view.block
        let f3 = try #require(player.floors.first { $0.floor == 3 }?.blocks.first)
        let cell = sc.view.blockBox(Int(f3.quarterColumn), Int(f3.quarterRow))
        let l = PyramidoArt.lift(3, s1)
        #expect(l >= s1 * 0.05, "a visible lift on floor 3")
        // The floor-3 piece's outline sits up and left of its cell by the lift.
        let lifted = outlines(p).contains { b in
            abs(b.y - (cell.y + s1 * 0.035 - l)) < 0.5 && (abs(b.x - (cell.x + s1 * 0.035 - l * 0.6)) < 0.5 || b.x < cell.x)
        }
        #expect(lifted, "floor 3's outline is lifted")
        let shade = p.fills.filter { if case .solid(let c) = $0.1 { return c == RGBA(0, 0, 0, 0.12) }; return false }
        #expect(shade.count >= 4, "a soft shadow of several rings under an upper floor")
        // Floor 1 is drawn darker than a lone floor-1 block of its colour.
        let f1 = try #require(player.floors.first { $0.floor == 1 }?.blocks.first)
        let mid = p.fills.compactMap { f -> RGBA? in
            if case .linear(_, _, let stops) = f.1, stops.count == 3 { return stops[1].color }
            return nil
        }
        let plain = PyramidoArt.colour(f1.colour)
        let dimmed = plain.mix(RGBA(0, 0, 0, plain.a), PyramidoRenderer.dimBelow * 2)
        #expect(mid.contains { abs($0.r - dimmed.r) < 1e-6 && abs($0.g - dimmed.g) < 1e-6 }, "floor 1 dimmed twice under floor 3")
        #expect(!mid.contains { $0 == plain }, "no floor-1 block drawn at full strength")
        try Screenshots.shoot("pyramido-iphone-pieces-floor3", .iPhone) {
            PyramidoBoard(strings: Strings(.english), spec: .iPhone, seatCount: 2, table: false).draw($0, m)
        }
    }
}
