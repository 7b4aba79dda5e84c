// Each board draws exactly the library's edge labels (pylosEdgeLabels,
// pyramidaEdgeLabels, pyramidoEdgeLabels), as Android's CoordinatesTest
// checks: the texts drawn with the coordinates on, less those drawn with
// them off, are the model's labels, on a phone, a tablet and a table. And
// each label stays on screen, off every piece and off the other labels.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Board coordinates")
struct CoordinatesTests {
    static let screens: [(name: String, spec: ScreenSpec, table: Bool)] = [
        ("iphone", .iPhone, false), ("ipad", .iPad, false), ("ipad-table", .iPad, true),
    ]

    private func model(_ game: GameKind, first: UInt32? = nil, actions: [String] = []) throws -> GameModel {
        let s = try Support.session(game, seats: [.human, .human], seed: 3, firstPlayer: first)
        for a in actions { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 500))
    }

    /// The texts drawn with the coordinates on that are not drawn, in the
    /// same place, with them off.
    private func labelsDrawn(_ spec: ScreenSpec, show: (Bool) -> Void, draw: (Painter) -> Void) -> [TextRecorder.Placed] {
        show(false)
        let off = TextRecorder(spec)
        draw(off)
        show(true)
        let on = TextRecorder(spec)
        draw(on)
        var extra = on.texts
        for t in off.texts {
            if let i = extra.firstIndex(where: { $0.text == t.text && $0.box == t.box }) { extra.remove(at: i) }
        }
        return extra
    }

    /// Whether `box` and the convex polygon `poly` share any point.
    static func intersects(_ box: Box, _ poly: [Pt]) -> Bool {
        func inside(_ q: Pt) -> Bool {
            var sign = 0.0
            for (i, a) in poly.enumerated() {
                let b = poly[(i + 1) % poly.count]
                let c = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
                if c != 0 {
                    if sign != 0 && (c > 0) != (sign > 0) { return false }
                    sign = c
                }
            }
            return true
        }
        // A grid over the box (labels are small beside a slab), and the slab's corners in the box.
        for i in 0...6 {
            for j in 0...6 where inside(Pt(box.x + box.width * Double(i) / 6, box.y + box.height * Double(j) / 6)) { return true }
        }
        return poly.contains { $0.x > box.x && $0.x < box.maxX && $0.y > box.y && $0.y < box.maxY }
    }

    private func texts(_ labels: [TextRecorder.Placed]) -> [String] { labels.map(\.text).sorted() }

    private func overlaps(_ a: Box, _ b: Box) -> Bool { a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY }

    private func touches(_ box: Box, disc center: Pt, radius: Double) -> Bool {
        let x = min(max(center.x, box.x), box.maxX), y = min(max(center.y, box.y), box.maxY)
        return Pt(x, y).distance(to: center) < radius
    }

    /// On screen, and no two labels on each other.
    private func legible(_ labels: [TextRecorder.Placed], _ spec: ScreenSpec, _ name: String) {
        for l in labels {
            #expect(l.box.x >= 0 && l.box.y >= 0 && l.box.maxX <= spec.width && l.box.maxY <= spec.height, "\(name): \"\(l.text)\" off screen at \(l.box)")
        }
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where overlaps(a.box, b.box) {
                #expect(Bool(false), "\(name): \"\(a.text)\" at \(a.box) overlaps \"\(b.text)\" at \(b.box)")
            }
        }
    }

    @Test func thePylosBoardDrawsLevel1AndLevel2sLabelsFromTheLibraryClearOfEveryBall() throws {
        // Level 1's a–d and 1–4, level 2's a–c and 1–3.
        let expected = (["1", "2", "3", "4", "a", "b", "c", "d"] + ["1", "2", "3", "a", "b", "c"]).sorted()
        #expect(pylosEdgeLabels().map(\.text).sorted() == expected)
        let m = try model(.pylos)
        for (name, spec, table) in Self.screens {
            let board = PylosBoard(strings: Strings(.english), spec: spec, table: table)
            #expect(board.showCoordinates, "on by default")
            for view in PylosView.allCases {
                board.view = view
                let labels = labelsDrawn(spec, show: { board.showCoordinates = $0 }, draw: { board.draw($0, m, now: 0) })
                // And a level badge, "1" and "2", where each level's two lines meet.
                #expect(texts(labels) == (expected + ["1", "2"]).sorted(), "\(name) \(view)")
                legible(labels, spec, "\(name) \(view)")
                // Beside the slab, never on it (nor straddling its edge), and within the board's canvas.
                let slab = board.projection.slabOutline()
                for l in labels {
                    #expect(!Self.intersects(l.box, slab), "\(name) \(view): \"\(l.text)\" at \(l.box) on the slab")
                    let canvas = board.layout.board
                    #expect(l.box.x >= canvas.x - 0.5 && l.box.maxX <= canvas.maxX + 0.5 && l.box.y >= canvas.y - 0.5 && l.box.maxY <= canvas.maxY + 0.5,
                            "\(name) \(view): \"\(l.text)\" at \(l.box) outside the board's canvas \(canvas)")
                }
                // Clear of a ball on every one of the 30 places (a full pyramid hides most).
                for spot in board.projection.spots() {
                    for l in labels where touches(l.box, disc: spot.center, radius: spot.radius) {
                        #expect(Bool(false), "\(name) \(view): \"\(l.text)\" at \(l.box) under the ball at \(spot.name)")
                    }
                }
            }
        }
    }

    @Test func thePyramidaBoardDrawsTheFilesAndRowsFromTheLibraryClearOfEveryStone() throws {
        let expected = ((1...6).map { "\($0)" } + "abcdefghijk".map { String($0) }).sorted()
        #expect(pyramidaEdgeLabels().map(\.text).sorted() == expected)
        let m = try model(.pyramida)
        for (name, spec, table) in Self.screens {
            let board = PyramidaBoard(strings: Strings(.english), spec: spec, table: table)
            #expect(board.showCoordinates, "on by default")
            let labels = labelsDrawn(spec, show: { board.showCoordinates = $0 }, draw: { board.draw($0, m) })
            #expect(texts(labels) == expected, "\(name)")
            legible(labels, spec, name)
            let g = board.geometry
            for spot in g.spots() {
                for l in labels where touches(l.box, disc: spot.center, radius: g.stoneRadius) {
                    #expect(Bool(false), "\(name): \"\(l.text)\" at \(l.box) under the stone at \(spot.name)")
                }
            }
        }
    }

    @Test func thePyramidoBoardDrawsTheOpenFloorsShownColumnsAndRowsFromTheLibrary() throws {
        // Before the first domino the whole 9×9 canvas is open.
        let expected = ((1...9).map { "\($0)" } + "abcdefghi".map { String($0) }).sorted()
        let m = try model(.pyramido, first: 0)
        for (name, spec, table) in Self.screens {
            let board = PyramidoBoard(strings: Strings(.english), spec: spec, seatCount: 2, table: table)
            #expect(board.showCoordinates, "on by default")
            let labels = labelsDrawn(spec, show: { board.showCoordinates = $0 }, draw: { board.draw($0, m) })
            #expect(texts(labels) == expected, "\(name)")
            legible(labels, spec, name)
            // In the plate's margin: on the plate, beside the cells, on none of them.
            let view = board.view(m, seat: 0)
            guard let player = m.snapshot.pyramido?.players[0] else { continue }
            for l in labels {
                #expect(overlaps(l.box, view.frame), "\(name): \"\(l.text)\" off the plate")
                for row in 0..<9 {
                    for col in 0..<9 {
                        if let cell = view.cellBox(1, PyramidoCell(col, row), player), overlaps(l.box, cell.inset(view.block * 0.06)) {
                            #expect(Bool(false), "\(name): \"\(l.text)\" at \(l.box) on the cell \(PyramidoCell(col, row).name)")
                        }
                    }
                }
            }
        }
    }

    @Test func thePyramidoLabelsOfAnUpperFloorStayInThePlatesMarginOffEveryBlock() throws {
        // A complete game (scenario 16): floors 2, 3 and 4 as each opens.
        let url = Support.scenariosDir.appendingPathComponent("pyramido/16-complete-game-four-floors-scored.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let actions = try #require(json["actions"] as? [String])
        let s = try Support.session(.pyramido, seats: [.human, .human], seed: 1002, firstPlayer: 0)
        let m = try GameModel(session: s, aiBudget: .nodes(count: 500))
        var seen = Set<Int>()
        for a in actions {
            let snap = try #require(m.snapshot.pyramido)
            let floor = Int(snap.floor)
            if floor >= 2, !seen.contains(floor), snap.phase == .place {
                seen.insert(floor)
                let mover = Int(m.snapshot.mover)
                let player = snap.players[mover]
                let (cols, rows) = PyramidoGrid.size(floor, player.footprint)
                for (name, spec, table) in Self.screens {
                    let board = PyramidoBoard(strings: Strings(.english), spec: spec, seatCount: 2, table: table)
                    let labels = labelsDrawn(spec, show: { board.showCoordinates = $0 }, draw: { board.draw($0, m) })
                    let expected = ((1...rows).map { "\($0)" } + (0..<cols).map { PyramidoCell($0, 0).name.dropLast().description }).sorted()
                    #expect(texts(labels) == expected, "\(name) floor \(floor)")
                    legible(labels, spec, "\(name) floor \(floor)")
                    // (At a table the pyramid is turned to face its player: its blocks' boxes are not the screen's.)
                    guard !table else { continue }
                    let view = board.view(m, seat: mover)
                    for fl in player.floors {
                        for b in fl.blocks {
                            let box = view.blockBox(Int(b.quarterColumn), Int(b.quarterRow))
                            for l in labels where overlaps(l.box, box.inset(view.block * 0.04)) {
                                #expect(Bool(false), "\(name) floor \(floor): \"\(l.text)\" at \(l.box) on the floor-\(fl.floor) block at \(b.cell)")
                            }
                        }
                    }
                }
            }
            let action = try #require(m.legal.first { $0.notation == a })
            #expect(m.play(action))
        }
        #expect(seen == [2, 3, 4])
    }
}
