// A game's seat panels keep their texts apart (name, who plays, the
// reserve or score) on a phone in both orientations and an iPad, at the
// default and at twice the text size; and a lesson's board on a phone in
// portrait is large enough to play on.
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Seat panels and lesson boards", .cleansTemporaryDirectories)
struct SeatPanelLayoutTests {
    static let phoneLandscape = ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)
    static let specs: [(String, ScreenSpec)] = [("phone", .iPhone), ("landscape", phoneLandscape), ("ipad", .iPad)].flatMap { name, spec in
        var big = spec
        big.fontScale = 2
        return [(name, spec), ("\(name)-2x", big)]
    }

    private func model(_ game: GameKind, seats: Int = 2) throws -> GameModel {
        try GameModel(session: Support.session(game, seats: Array(repeating: .human, count: seats)), aiBudget: .nodes(count: 500))
    }

    /// The texts drawn inside `box`, each of which must keep clear of the others.
    private func overlaps(_ rec: TextRecorder, in box: Box) -> [String] {
        let inside = rec.texts.filter { !$0.text.isEmpty && box.contains($0.box.center) }
        var out: [String] = []
        for (i, a) in inside.enumerated() {
            for b in inside[(i + 1)...] where a.box.inset(0.5).intersects(b.box.inset(0.5)) {
                out.append("\"\(a.text)\" / \"\(b.text)\"")
            }
        }
        return out
    }

    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func noTwoTextsOfASeatPanelOverlap(_ game: GameKind) throws {
        let m = try model(game)
        for (name, spec) in Self.specs {
            let strings = Strings(.english)
            let seats: [Box]
            let draw: (Painter) -> Void
            switch game {
            case .pylos:
                let b = PylosBoard(strings: strings, spec: spec)
                draw = { b.draw($0, m, now: 0) }
                seats = b.layout.seats
            case .pyramida:
                let b = PyramidaBoard(strings: strings, spec: spec)
                draw = { b.draw($0, m) }
                seats = b.layout.seats
            case .pyramido:
                let b = PyramidoBoard(strings: strings, spec: spec, seatCount: 2)
                draw = { b.draw($0, m) }
                seats = b.layout.seats
            }
            let rec = TextRecorder(spec)
            draw(rec)
            if name.hasPrefix("landscape") { _ = try Screenshots.shoot("game-\(game.id)-\(name)", spec, draw) }
            for (i, box) in seats.enumerated() {
                let inside = rec.texts.filter { box.contains($0.box.center) }
                #expect(inside.count >= 2, "\(game) \(name): seat \(i) shows its name and more")
                let bad = overlaps(rec, in: box)
                #expect(bad.isEmpty, "\(game) \(name): seat \(i)'s texts overlap: \(bad)")
            }
        }
    }

    /// An iPad's side column reads at arm's length: every text in it at
    /// least 13 pt, every control at least 44 pt with its word (Pyramido's
    /// Undo, Redo and Hint too, not icons), and the board has the room the
    /// column's content leaves it.
    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func anIPadsSideColumnHasLegibleTextAndLabelledControls(_ game: GameKind) throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let spec = ScreenSpec.iPad
        let s = spec.scale
        let m = try model(game, seats: game == .pyramido ? 4 : 2)
        let strings = Strings(.english)
        let board: any GameBoard
        switch game {
        case .pylos: board = PylosBoard(strings: strings, spec: spec)
        case .pyramida: board = PyramidaBoard(strings: strings, spec: spec)
        case .pyramido: board = PyramidoBoard(strings: strings, spec: spec, seatCount: 4)
        }
        let rec = TextRecorder(spec)
        board.draw(rec, m, now: 0)
        let column = board.sheetArea.maxX
        let inColumn = rec.texts.filter { $0.box.x >= column && !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(inColumn.count >= 6, "\(game): the column's texts")
        let small = inColumn.filter { $0.size < s.pt(13) - 0.01 }.map { "\"\($0.text)\" \(Int($0.size / spec.pixelsPerPoint)) pt" }
        #expect(small.isEmpty, "\(game): text under 13 pt in the side column: \(small)")
        let controls = board.chromeElements(m, now: 0).filter { $0.id.hasPrefix("button.") }
        for id in ["button.undo", "button.redo", "button.hint"] {
            let c = try #require(controls.first { $0.id == id }, "\(game): \(id)")
            #expect(c.frame.height >= s.pt(44) && c.frame.width >= s.pt(44), "\(game): \(id) is \(Int(c.frame.width / 2))×\(Int(c.frame.height / 2)) pt")
            #expect(inColumn.contains { $0.text == c.label && c.frame.contains($0.box.center) }, "\(game): \(id) shows its word")
        }
        try Screenshots.shoot("\(game.id)-ipad-side-column", spec) { board.draw($0, m, now: 0) }
    }

    /// An iPad's side column is as tall as what it holds: the buttons right
    /// under the seat panels (not a screen's height below them), Pyramido's
    /// panels tall enough for a pyramid to read, its step row right under them.
    @Test func anIPadsSideColumnIsAsTallAsItsContent() throws {
        let spec = ScreenSpec.iPad
        let s = spec.scale
        let strings = Strings(.english)
        for layout in [PylosBoard(strings: strings, spec: spec).layout, PyramidaBoard(strings: strings, spec: spec).layout] {
            let last = try #require(layout.seats.last)
            #expect(layout.actions.y - last.maxY <= s.pt(12) + 0.5, "the buttons \(layout.actions.y - last.maxY) px under the panels")
            #expect(layout.actions.x >= layout.board.maxX, "the buttons in the column")
            #expect(layout.status.height <= s.pt(16) + 1.3 * (s.title.size + 2 * s.body.size) + 0.5, "the status strip no taller than its lines")
        }
        for n in [2, 4] {
            let layout = PyramidoBoard(strings: strings, spec: spec, seatCount: n).layout
            let last = try #require(layout.seats.last)
            #expect(layout.stepRow.y - last.maxY <= s.pt(12) + 0.5, "\(n) seats: the step row right under the panels")
            #expect(layout.actions.y > layout.stepRow.maxY && layout.actions.maxY <= spec.height - s.pt(spec.safeBottom), "\(n) seats: the commands under it, on screen")
            #expect(layout.seats.allSatisfy { $0.height >= s.pt(n == 2 ? 180 : 140) }, "\(n) seats: panels \(layout.seats.map { Int($0.height / 2) }) pt tall")
        }
    }

    /// A lesson's or puzzle's seat strip reads at arm's length: its name
    /// and count at least 13 pt on an iPad and 11 on a phone (upright and on
    /// its side), each inside the strip, the strip at least 44 pt tall on an
    /// iPad and wherever it needs two lines; in every language. The board is
    /// the one the lesson's page lays out beside or above its coach panel.
    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func aLessonSeatStripReadsAtArmsLength(_ game: GameKind) throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let devices: [(String, ScreenSpec, Double)] = [("ipad", .iPad, 13), ("phone", .iPhone, 11), ("landscape", Self.phoneLandscape, 11)]
        for language in [Language.english, .czech, .portuguese, .slovenian] {
            let strings = Strings(language)
            let store = LearnStore(directory: try Support.temporaryDirectory("strip-\(game.id)-\(language)"))
            let id = try #require(LearnProgress.empty().cards(game: game, catalog: strings.catalog).first?.id)
            for (name, spec, floor) in devices {
                let page = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings, spec: spec,
                                          aiBudget: .nodes(count: 500), clock: { 0 })
                let s = spec.scale
                let at = "\(game) \(language) \(name)"
                let board = page.board
                let seats: [Box] = switch board {
                case let b as PylosBoard: b.layout.seats
                case let b as PyramidaBoard: b.layout.seats
                case let b as PyramidoBoard: b.layout.seats
                default: []
                }
                #expect(seats.count >= 2, "\(at): the seats")
                let rec = TextRecorder(spec)
                board.draw(rec, page.model, now: 0)
                if language == .english { _ = try Screenshots.shoot("lesson-strip-\(game.id)-\(name)", spec) { board.draw($0, page.model, now: 0) } }
                for (i, box) in seats.enumerated() {
                    let inside = rec.texts.filter { !$0.text.isEmpty && box.contains($0.box.center) }
                    #expect(inside.count >= 2, "\(at): seat \(i) shows its name and count")
                    let small = inside.filter { $0.size < s.pt(floor) - 0.01 }.map { "\"\($0.text)\" \(Int($0.size / spec.pixelsPerPoint)) pt" }
                    #expect(small.isEmpty, "\(at): seat \(i)'s strip has text under \(Int(floor)) pt: \(small)")
                    let out = inside.filter { $0.box.x < box.x || $0.box.maxX > box.maxX || $0.box.y < box.y || $0.box.maxY > box.maxY }.map(\.text)
                    #expect(out.isEmpty, "\(at): seat \(i)'s words run out of its strip: \(out)")
                    let lines = Set(inside.map { Int($0.box.center.y / 4) }).count
                    if spec.device == .tablet || lines > 1 {
                        #expect(box.height >= s.pt(44) - 0.5, "\(at): seat \(i)'s strip is \(Int(box.height / spec.pixelsPerPoint)) pt tall")
                    }
                }
            }
        }
    }

    /// A phone's Pyramida seat panel upright is tall (the board leaves it the
    /// room): its three places over the top are drawn large, not 7 pt rings
    /// beside a count squeezed to fit, and the count reads whole at the
    /// panel's small size, under them and inside the panel.
    @Test func aPhonesPyramidaPanelShowsItsPlacesLargeAndItsCountWhole() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let spec = ScreenSpec.iPhone
        let s = spec.scale
        let m = try model(.pyramida)
        for language in [Language.english, .czech, .portuguese, .slovenian] {
            let strings = Strings(language)
            let b = PyramidaBoard(strings: strings, spec: spec)
            let rec = TextRecorder(spec)
            b.draw(rec, m, now: 0)
            let shapes = RecordingPainter(spec)
            b.draw(shapes, m, now: 0)
            for (i, box) in b.layout.seats.enumerated() {
                let count = strings(.pyramidaOff, 0)
                let placed = try #require(rec.texts.first { $0.text == count && box.contains($0.box.center) }, "\(language): seat \(i)'s count")
                #expect(placed.size >= s.small.size - 0.01, "\(language): seat \(i)'s count is \(placed.size / spec.pixelsPerPoint) pt")
                #expect(placed.box.x >= box.x && placed.box.maxX <= box.maxX, "\(language): seat \(i)'s count runs out of its panel")
                // An empty place is a faint ring (the stones' own rings are their art).
                let rings: [Double] = shapes.strokeLog.compactMap {
                    guard $0.color == Theme.textDim.withAlpha(0.5), case .circle(let c, let r) = $0.shape, box.contains(c), c.y < placed.box.y else { return nil }
                    return r
                }
                #expect(rings.count == 3, "\(language): seat \(i)'s three places above its count (\(rings.count))")
                #expect(rings.allSatisfy { $0 >= s.pt(9) }, "\(language): seat \(i)'s places are rings of radius \(rings.map { Int($0 / spec.pixelsPerPoint) }) pt")
            }
        }
    }

    @Test func aLessonsBoardOnAPhoneInPortraitIsLargeEnoughToPlayOn() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        let strings = Strings(.english)
        let spec = ScreenSpec.iPhone
        let progress = LearnProgress.empty()
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let store = LearnStore(directory: try Support.temporaryDirectory("learn-size-\(game.id)"))
            for id in progress.cards(game: game, catalog: strings.catalog).map(\.id) {
                let page = try LessonPage(lesson: LessonModel(lessonId: id, store: store, strings: strings), strings: strings, spec: spec,
                                          aiBudget: .nodes(count: 500), clock: { 0 })
                for _ in 0..<60 where !page.lesson.isFinished && page.lesson.screen.waiting.kind != .game {
                    let at = "\(id) step \(page.lesson.screen.step)"
                    switch page.board {
                    case let b as PylosBoard:
                        let spots = b.projection.spots()
                        let width = (spots.map { $0.center.x + $0.radius }.max() ?? 0) - (spots.map { $0.center.x - $0.radius }.min() ?? 0)
                        #expect(width >= spec.width * 0.8, "\(at): the Pylos board is \(Int(width / spec.width * 100)) % of the width")
                    case let b as PyramidaBoard:
                        let corners = b.geometry.corners()
                        let width = (corners.map(\.x).max() ?? 0) - (corners.map(\.x).min() ?? 0)
                        #expect(width >= spec.width * 0.8, "\(at): the Pyramida board is \(Int(width / spec.width * 100)) % of the width")
                    case let b as PyramidoBoard:
                        let cell = b.view(page.model, seat: b.shownSeat(page.model, now: .infinity)).block
                        #expect(cell >= spec.scale.pt(28), "\(at): a Pyramido cell is \(Int(cell / spec.pixelsPerPoint)) pt")
                    default: Issue.record("\(at): an unknown board")
                    }
                    _ = page.press(page.lesson.screen.waiting.kind == .next ? .next : .skip)
                }
            }
        }
    }
}
