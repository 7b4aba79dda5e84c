// The game-over sheet leaves the final position in sight: sized to its
// content at the board's foot (its side on a wide board), dragged down to
// put it away, and its emblem is the shared model's — a resignation to the
// computer draws no winner's trophy above "You lost".
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Game-over sheet: place, drag, emblem")
struct GameOverSheetPlaceTests {
    static let landscape = ScreenSpec(width: 2556, height: 1179, pixelsPerPoint: 3, device: .phone, safeTop: 0, safeBottom: 21)

    private func finished(_ game: GameKind, _ spec: ScreenSpec) throws -> GamePage {
        let session: PlaySession
        if game == .pyramido {
            // Four players sharing the win (the cross-language scenario).
            let url = Support.scenariosDir.appendingPathComponent("pyramido/24-full-tie-shares-the-win.json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            session = try PlaySession(options: Support.options(.pyramido, seats: Array(repeating: .human, count: 4), seed: 21058, firstPlayer: 0))
            for a in try #require(json["actions"] as? [String]) { try session.play(notation: a) }
        } else {
            session = try ReviewGames.session(game)
        }
        let m = try GameModel(session: session, aiBudget: .nodes(count: 200))
        #expect(m.isOver)
        return GamePage(id: "over", model: m, strings: Strings(.english), spec: spec, tableMode: false, clock: { 0 })
    }

    @Test func theSheetKeepsOffTheBoardsMiddleAndADragDownUncoversIt() throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let page = try finished(game, .iPhone)
            let board = page.board.sheetArea
            let sheet = try #require(page.board.resultSheetFrame(page.model))
            #expect(board.contains(sheet), "\(game)")
            // Sized to its content: the ranking of four takes more of the board than two rows of buttons.
            #expect(sheet.y >= board.y + board.height * (game == .pyramido ? 0.1 : 0.4), "\(game): the board's upper part in sight")
            #expect(abs(sheet.maxY - board.maxY) <= ScreenSpec.iPhone.scale.pt(8) + 1, "\(game): anchored at the bottom")
            try Screenshots.shoot("\(game.id)-iphone-game-over", .iPhone) { page.draw($0, now: 1e9) }
            // A drag down on the sheet shrinks it to its peek; a drag down on the peek puts it away:
            // no sheet, no sheet buttons, the bar's Result brings it back.
            func dragDown(_ box: Box) {
                let from = Pt(box.center.x, box.y + ScreenSpec.iPhone.scale.pt(10))
                _ = page.touch(Touch(.down, from), now: 0)
                _ = page.touch(Touch(.move, Pt(from.x, from.y + 60)), now: 0)
                _ = page.touch(Touch(.up, Pt(from.x, from.y + ScreenSpec.iPhone.scale.pt(80))), now: 0)
            }
            dragDown(sheet)
            #expect(page.board.resultOpen && page.board.resultPeeked, "\(game): dragged down, peeked")
            dragDown(try #require(page.board.resultSheetFrame(page.model)))
            #expect(!page.board.resultOpen, "\(game): dragged down again, put away")
            #expect(page.board.resultSheetFrame(page.model) == nil && page.board.resultButtons(page.model).isEmpty)
            let p = RecordingPainter(.iPhone)
            page.draw(p, now: 1e9)
            let sheetFill = p.fills.contains { f in
                if case .roundRect(let b, _) = f.0, case .solid(let c) = f.1 { return c == Theme.surfaceHigh && b == sheet }
                return false
            }
            #expect(!sheetFill, "\(game): nothing of the sheet is drawn over the board")
            #expect(page.accessibility(now: 0).contains { $0.id == "button.result" }, "\(game): Result stays in the bar")
            try Screenshots.shoot("\(game.id)-iphone-game-over-collapsed", .iPhone) { page.draw($0, now: 1e9) }
        }
    }

    /// Dragged down, the sheet peeks over the button row: at least 80% of the
    /// board in sight, the headline and every button of the model whole and
    /// in reach; dragged up it opens again. The result is said once on screen.
    @Test func thePeekUncoversTheBoardAndKeepsTheResultAndButtons() throws {
        for spec in [ScreenSpec.iPhone, Self.landscape, .iPad] {
            for game in [GameKind.pylos, .pyramida, .pyramido] {
                let page = try finished(game, spec)
                let summary = try #require(page.strings.gameOver(page.model.snapshot))
                let open = RecordingPainter(spec)
                page.draw(open, now: 1e9)
                #expect(open.texts.filter { $0 == summary.headlineText }.count == 1, "\(game) \(spec.device): the result said once")
                let sheet = try #require(page.board.resultSheetFrame(page.model))
                let from = Pt(sheet.center.x, sheet.y + spec.scale.pt(10))
                _ = page.touch(Touch(.down, from), now: 0)
                _ = page.touch(Touch(.up, Pt(from.x, from.y + spec.scale.pt(80))), now: 0)
                #expect(page.board.resultPeeked, "\(game) \(spec.device)")
                let peek = try #require(page.board.resultSheetFrame(page.model))
                let board = page.board.sheetArea
                let covered = max(0, min(peek.maxX, board.maxX) - max(peek.x, board.x)) * max(0, min(peek.maxY, board.maxY) - max(peek.y, board.y))
                #expect(covered <= board.width * board.height * 0.2, "\(game) \(spec.device): \(covered / (board.width * board.height)) of the board covered")
                #expect(peek.x >= 0 && peek.maxX <= spec.width && peek.maxY <= spec.height - spec.scale.pt(spec.safeBottom) + 1)
                let buttons = page.board.resultButtons(page.model)
                // The model's buttons but See board (the board is in sight).
                #expect(buttons.map(\.button) == summary.buttons.map(\.button).filter { $0 != .seeBoard })
                #expect(buttons.map(\.button).contains(.rematch) && buttons.map(\.button).contains(.home))
                for (b, f) in buttons {
                    #expect(peek.contains(f), "\(game) \(spec.device): \(b) inside the peek")
                    #expect(f.height >= spec.scale.pt(44), "\(b) a touch target")
                }
                let p = RecordingPainter(spec)
                page.draw(p, now: 1e9)
                #expect(p.texts.filter { $0 == summary.headlineText }.count == 1, "\(game) \(spec.device): the peek says the result, once")
                for choice in summary.buttons where choice.button != .seeBoard { #expect(p.texts.contains(choice.label)) }
                try Screenshots.shoot("\(game.id)-\(spec.device == .tablet ? "ipad" : spec.isLandscape ? "iphone-landscape" : "iphone")-game-over-peek", spec) {
                    page.draw($0, now: 1e9)
                }
                // A button of the peek answers; a drag up opens the full sheet again.
                let home = try #require(buttons.first { $0.button == .home }?.frame)
                if case .home = page.touch(Touch(.up, home.center), now: 0) {} else { Issue.record("\(game): Home on the peek") }
                _ = page.touch(Touch(.down, Pt(peek.center.x, peek.y + spec.scale.pt(8))), now: 0)
                _ = page.touch(Touch(.up, Pt(peek.center.x, peek.y - spec.scale.pt(60))), now: 0)
                #expect(page.board.resultOpen && !page.board.resultPeeked, "\(game) \(spec.device): dragged up, open")
            }
        }
    }

    @Test func onAWideBoardTheSheetSitsAtTheSide() throws {
        let page = try finished(.pylos, Self.landscape)
        let board = page.board.sheetArea
        let sheet = try #require(page.board.resultSheetFrame(page.model))
        if board.width > board.height * 1.15 {
            #expect(sheet.x > board.center.x, "at the right side: the board's left and middle in sight")
        } else {
            #expect(sheet.y > board.center.y)
        }
        try Screenshots.shoot("pylos-iphone-landscape-game-over", Self.landscape) { page.draw($0, now: 1e9) }
    }

    @Test func aLossToTheComputerDrawsNoWinnerBadgeAndAWinATintedTrophy() throws {
        let s = try Support.session(.pyramida, seats: [.human, .ai(level: .easy)])
        try s.play(notation: "e1-f2")
        let m = try GameModel(session: s, aiBudget: .nodes(count: 200))
        let page = GamePage(id: "lost", model: m, strings: Strings(.english), spec: .iPhone, tableMode: false, clock: { 0 })
        page.askResign()
        page.confirmResign()
        #expect(m.isOver)
        let summary = try #require(page.strings.gameOver(m.snapshot))
        #expect([.youLost, .youResigned].contains(summary.headline))
        #expect(summary.emblem == .defeat)
        #expect(!EmblemArt.parts(summary.emblem, game: .pyramida).contains { if case .trophy = $0 { true } else { false } }, "no winner's badge")
        // What is drawn in the emblem's place: only the neutral ink, never the winning seat's stone colour.
        let p = RecordingPainter(.iPhone)
        EmblemArt.draw(p, summary.emblem, game: .pyramida, center: Pt(50, 50), size: 40)
        let colours = Set(p.fills.compactMap { f -> RGBA? in if case .solid(let c) = f.1 { c.withAlpha(1) } else { nil } } + p.strokeLog.map { $0.color.withAlpha(1) })
        #expect(colours == [EmblemArt.neutral], "\(colours)")
        try Screenshots.shoot("pyramida-iphone-resigned-to-computer", .iPhone) { page.draw($0, now: 1e9) }
        // A win: one trophy in the winner's colour.
        #expect(EmblemArt.parts(.trophy(seat: 1), game: .pyramida) == [.trophy(PyramidaArt.blackStone)])
        #expect(EmblemArt.parts(.sharedWin(seats: [0, 3]), game: .pyramido) == [.trophy(Palette.seat(0)), .trophy(Palette.seat(3))])
    }
}
