// A lesson's and a puzzle's Pylos board sits wholly under the seat strips:
// the far row's balls stand above the slab's far edge, and the strips once
// cut them (lesson-wrong-ipad, puzzle-pylos-wrong-tablet).
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Board clear of the seat strips", .cleansTemporaryDirectories)
struct BoardClearOfSeatStripsTests {
    static let specs: [(String, ScreenSpec)] = [
        ("iPhone", .iPhone),
        ("iPhone landscape", ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)),
        ("iPad", .iPad),
        ("iPad portrait", ScreenSpec(width: 2048, height: 2732, pixelsPerPoint: 2, device: .tablet, safeTop: 24, safeBottom: 20)),
    ]
    private let strings = Strings(.english)

    init() { TextMeasure.painter = CairoPainter(width: 1, height: 1) }

    private func app(_ name: String, _ spec: ScreenSpec) throws -> AppModel {
        AppModel(strings: strings, store: SaveStore(directory: try Support.temporaryDirectory(name)), spec: spec,
                 aiBudget: .nodes(count: 500), hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
    }

    private func check(_ board: PylosBoard, _ at: String) {
        #expect(!board.layout.seats.isEmpty)
        for spot in board.projection.spots() {
            let disc = Box(x: spot.center.x - spot.radius, y: spot.center.y - spot.radius, width: 2 * spot.radius, height: 2 * spot.radius)
            for (i, strip) in board.layout.seats.enumerated() {
                #expect(!disc.intersects(strip), "\(at): \(spot.name)'s disc reaches into seat strip \(i)")
            }
        }
    }

    @Test(arguments: ["lesson", "puzzle"])
    func noBallOrPlaceOfTheBoardReachesASeatStrip(_ kind: String) throws {
        for (name, spec) in Self.specs {
            let app = try app("strips-\(kind)-\(name)", spec)
            app.open(kind == "lesson" ? .lesson("pylos-raise") : .puzzle("pylos-1-3"))
            let board = try #require((app.top as? LessonPage)?.board ?? (app.top as? PuzzlePage)?.board) as? PylosBoard
            check(try #require(board), "\(kind) on \(name)")
        }
    }
}
