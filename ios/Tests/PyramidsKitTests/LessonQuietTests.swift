// A lesson's board marks only the move its step teaches; the other legal
// choices (the view's `quiet` places) are drawn bare but still taken, so a
// different try reaches the lesson and is answered with the board unchanged.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("A lesson's quiet places", .cleansTemporaryDirectories)
struct LessonQuietTests {
    private let strings = Strings(.english)

    init() { TextMeasure.painter = CairoPainter(width: 1, height: 1) }

    private func app(_ name: String) throws -> AppModel {
        AppModel(strings: strings, store: SaveStore(directory: try Support.temporaryDirectory(name)), spec: .iPhone,
                 aiBudget: .nodes(count: 2_000), hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
    }

    /// A point standing for where a shape sits: a circle's centre, a line's middle, a path's mean point.
    private func anchor(_ s: Shape) -> Pt? {
        switch s {
        case .circle(let c, _): return c
        case .line(let a, let b): return Pt((a.x + b.x) / 2, (a.y + b.y) / 2)
        case .rect(let b), .roundRect(let b, _), .oval(let b): return b.center
        case .path(let ops):
            let pts = ops.compactMap { op -> Pt? in
                switch op {
                case .move(let p), .line(let p): return p
                default: return nil
                }
            }
            guard !pts.isEmpty else { return nil }
            return Pt(pts.map(\.x).reduce(0, +) / Double(pts.count), pts.map(\.y).reduce(0, +) / Double(pts.count))
        }
    }

    private func sameHue(_ a: RGBA, _ b: RGBA) -> Bool { abs(a.r - b.r) < 0.01 && abs(a.g - b.g) < 0.01 && abs(a.b - b.b) < 0.01 }

    /// The Pylos places the drawing marks: a shape in a choice's colours centred on the place.
    private func drawnMarks(_ app: AppModel, _ board: PylosBoard) -> Set<String> {
        let p = RecordingPainter(app.spec)
        app.draw(p, now: 1e9)
        let colours = [Marks.piece, Marks.destination]
        let shapes = p.strokeLog.map { ($0.shape, $0.color) } + p.fills.compactMap { f -> (Shape, RGBA)? in
            if case .solid(let c) = f.1 { return (f.0, c) }
            return nil
        }
        let marked = shapes.filter { s in colours.contains { sameHue($0, s.1) } }.compactMap { anchor($0.0) }
        return Set(board.projection.spots().filter { spot in marked.contains { $0.distance(to: spot.center) < spot.radius * 0.5 } }.map(\.name))
    }

    @Test func aLessonsBoardDrawsOnlyTheTaughtMovesMarksFewerThanAGameAtTheSamePosition() throws {
        let app = try app("quiet-draw")
        app.open(.lesson("pylos-raise"))
        let page = try #require(app.top as? LessonPage)
        let board = try #require(page.board as? PylosBoard)
        board.input.bind(page.model)
        let lesson = try #require(board.input.view)
        let pylos: (BoardPlace) -> String? = { if case .pylos(let at) = $0 { at } else { nil } }
        let quiet = Set(lesson.quiet.compactMap(pylos))
        #expect(quiet.contains("1c1"), "the legal choice the step does not teach is quiet")
        // The same position as a game marks it: every legal choice.
        let game = Set(BoardInteraction.choosing(session: page.model.session.core).view().marks.compactMap { pylos($0.place) })
        let drawn = drawnMarks(app, board)
        #expect(!drawn.isEmpty, "the taught move is marked")
        #expect(drawn.isSubset(of: Set(lesson.marks.compactMap { pylos($0.place) })))
        #expect(drawn.isDisjoint(with: quiet), "nothing is drawn on a quiet place")
        #expect(drawn.count < game.count, "fewer marks than a game shows there (\(drawn.count) of \(game.count))")
    }

    @Test(arguments: [GameKind.pyramida, .pyramido])
    func aWrongTryOnAQuietPlaceIsAnsweredWithTheBoardUnchanged(_ game: GameKind) throws {
        let app = try app("quiet-\(game.id)")
        let ids = LearnProgress.empty().cards(game: game, catalog: strings.catalog).map(\.id)
        var tried = 0
        for id in ids where tried == 0 {
            app.open(.lesson(id))
            let page = try #require(app.top as? LessonPage)
            for _ in 0..<30 where tried == 0 && !page.lesson.isFinished {
                if page.lesson.screen.waiting.kind == .decision, let (place, at) = quietSpot(page) {
                    let before = page.model.snapshot
                    let history = page.lesson.controller.session().history()
                    let step = page.lesson.screen.step
                    app.tap(at, now: 0)
                    // A quiet piece is only chosen; the try is answered once it is complete (the chosen piece's marked place).
                    var taps = [place]
                    for _ in 0..<3 where page.lesson.screen.answer == nil {
                        // Pyramido's domino on the floor waits for Place.
                        if let board = page.board as? PyramidoBoard,
                           let place = board.buttonFrames(page.model).first(where: { $0.0.id == .place && $0.0.enabled }) {
                            app.tap(place.1.center, now: 0)
                            continue
                        }
                        guard let (next, at) = spot(page, quiet: false) ?? quietSpot(page) else { break }
                        taps.append(next)
                        app.tap(at, now: 0)
                    }
                    #expect(page.lesson.screen.answer?.isNotIt == true, "\(id) step \(step): a try through quiet \(taps) is answered")
                    #expect(page.model.snapshot == before && page.lesson.controller.session().history() == history, "nothing played")
                    #expect(page.lesson.screen.step == step)
                    tried += 1
                } else {
                    _ = page.press(page.lesson.screen.waiting.kind == .next ? .next : .skip)
                }
            }
        }
        #expect(tried == 1, "a \(game.id) lesson has a step with a quiet place to try")
    }

    /// A quiet place of the lesson's board and where it is on screen (a field, a cell or a quarry slot).
    private func quietSpot(_ page: LessonPage) -> (BoardPlace, Pt)? { spot(page, quiet: true) }

    /// A quiet or a marked place of the board (not the chosen one) and where it is on screen.
    private func spot(_ page: LessonPage, quiet: Bool) -> (BoardPlace, Pt)? {
        (page.board as? PyramidaBoard)?.input.link.bind(page.model)
        (page.board as? PyramidoBoard)?.input.bind(page.model)
        let view = (page.board as? PyramidaBoard)?.input.link.view ?? (page.board as? PyramidoBoard)?.input.link.view
        let places = quiet ? view?.quiet ?? [] : (view?.marks ?? []).map(\.place).filter {
            if case .pyramidoSlot = $0 { return false }
            return $0 != view?.selection
        }
        for place in places {
            if let box = LessonPoints.rect(page.board, page.model, place) { return (place, box.center) }
        }
        return nil
    }
}

/// The lesson list's foot: a fade where more cards wait below, none once scrolled to the end, the last card then whole.
@MainActor
@Suite("Lesson list's foot", .cleansTemporaryDirectories)
struct LessonListFootTests {
    @Test func aCardCutAtTheFootFadesAndTheListScrollsTheLastCardFullyClear() throws {
        TextMeasure.painter = CairoPainter(width: 1, height: 1)
        for spec in [ScreenSpec.iPhone, ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)] {
            let app = AppModel(strings: Strings(.english), store: SaveStore(directory: try Support.temporaryDirectory("list-foot")), spec: spec,
                               aiBudget: .nodes(count: 500), hintBudget: .time(ms: 200), seed: 7, clock: { 0 })
            app.open(.lessons(.pylos))
            let screen = try #require(app.top as? LessonListPage).screen
            #expect(screen.maxScroll > 0, "six cards are taller than a phone")
            let area = screen.listArea
            // At the top: the card cut by the list's foot is under the fade.
            let cut = try #require(screen.frames().first { $0.y < area.maxY && $0.maxY > area.maxY })
            let fade = try #require(screen.bottomFade(scroll: 0), "a fade at the foot")
            #expect(fade.box.maxY == area.maxY && fade.box.intersects(cut), "the fade lies over the cut card")
            let p = RecordingPainter(spec)
            screen.draw(p, scroll: 0, back: "Back")
            #expect(p.fills.contains { if case .rect(let b) = $0.0, b == fade.box, case .linear = $0.1 { true } else { false } }, "the fade is drawn")
            // At the end: no fade, the last card whole inside the list with room under it.
            let end = screen.maxScroll
            #expect(screen.bottomFade(scroll: end) == nil)
            let last = try #require(screen.frames().last)
            #expect(last.maxY - end <= area.maxY - spec.scale.pt(8), "the last card clear of the list's foot")
        }
    }
}
