// Table mode on an iPad lying flat: every seat's own panel (TablePanels)
// at the edge the shared model gives it, facing that seat, with home, help,
// Undo, Redo and Hint on each, Resign on the resigning seat's, and the
// current step's buttons only on the panel of the seat to move; the
// Pyramida and Pyramido boards turned to face the player to move and the
// legend to face the seat that opened it — as on Android (PylosScreenTest,
// TableModeTest). Screenshots of each game round a table.
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Table mode")
struct TableModeTests {
    private let en = Strings(.english)

    private func page(_ game: GameKind, seats n: Int, actions: [String] = []) throws -> GamePage {
        // Only Pyramido has a who-starts option.
        let s = try Support.session(game, seats: Array(repeating: .human, count: n), seed: 3, firstPlayer: game == .pyramido ? 0 : nil)
        for a in actions { try s.play(notation: a) }
        let m = try GameModel(session: s, aiBudget: .nodes(count: 500))
        return GamePage(id: "table", model: m, strings: en, spec: .iPad, tableMode: true, clock: { 0 })
    }

    private func panels(_ page: GamePage) throws -> TablePanels {
        switch page.board {
        case let b as PylosBoard: try #require(b.layout.panels)
        case let b as PyramidaBoard: try #require(b.layout.panels)
        case let b as PyramidoBoard: try #require(b.layout.panels)
        default: throw Unexpected.board
        }
    }

    private enum Unexpected: Error { case board }

    private func element(_ page: GamePage, _ id: String) -> A11yElement? {
        page.accessibility(now: 0).first { $0.id == id }
    }

    private func tap(_ page: GamePage, _ at: Pt) -> PageAction {
        _ = page.touch(Touch(.down, at), now: 0)
        return page.touch(Touch(.up, at), now: 0)
    }

    /// Each seat's panel sits at its edge from the shared layout, turned to
    /// it, its controls along its inner edge (towards the board, away from
    /// the seat); every seat reaches home, help, Undo, Redo and Hint; the
    /// step's buttons and Hint are only the mover's, Resign only on the
    /// resigning seat's panel. Returns the step buttons' ids on the mover's panel.
    @discardableResult
    private func checkPanels(_ page: GamePage, atEnds: Bool = false) throws -> Set<String> {
        let p = try panels(page)
        let m = page.model
        let n = m.snapshot.seats.count
        let sides = try tableSeatSides(seats: Int32(n), atEnds: atEnds)
        #expect(p.sides == sides, "the shared model's seat layout")
        #expect(p.rotations == sides.map { Double(tableSideDegrees(side: $0)) })
        let board = page.board.sheetArea
        let steps = ["done", "pass", "rotate", "place", "skipTile"]
        var moverSteps: Set<String> = []
        for seat in 0..<n {
            let frame = p.frame(seat)
            let home = try #require(element(page, "seat\(seat).home"), "seat \(seat) has home")
            let c = home.frame.center
            switch sides[seat] {
            case .bottom:
                #expect(frame.y >= board.maxY, "seat \(seat) below the board")
                #expect(c.y < frame.center.y, "its controls towards the board")
            case .top:
                #expect(frame.maxY <= board.y, "seat \(seat) above the board")
                #expect(c.y > frame.center.y)
            case .left:
                #expect(frame.maxX <= board.x, "seat \(seat) left of the board")
                #expect(c.x > frame.center.x)
            case .right:
                #expect(frame.x >= board.maxX, "seat \(seat) right of the board")
                #expect(c.x < frame.center.x)
            }
            for j in 0..<seat { #expect(!frame.intersects(p.frame(j)), "panels \(j) and \(seat) apart") }
            let name = en.seatName(m.snapshot.game, seat)
            let toMove = seat == m.snapshot.mover && !m.isOver
            // One compact set a seat: the mover's full, the others' home, help and Undo only.
            for id in toMove ? ["home", "help", "undo", "redo", "hint"] : ["home", "help", "undo"] {
                let e = try #require(element(page, "seat\(seat).\(id)"), "seat \(seat) has \(id)")
                #expect(frame.contains(e.frame), "seat \(seat)'s \(id) on its panel")
                #expect(min(e.frame.width, e.frame.height) >= ScreenSpec.iPad.scale.pt(44))
                #expect(e.label.hasSuffix("(\(name))"))
            }
            if !toMove { #expect(element(page, "seat\(seat).redo") == nil && element(page, "seat\(seat).hint") == nil, "seat \(seat): no Redo or Hint") }
            #expect(element(page, "seat\(seat).hint").map { $0.actionable == m.canHint } ?? !toMove, "Hint only for the seat to move")
            // Each seat reads its own line at its edge: the mover its turn, the others whom they wait for.
            let drawn = RecordingPainter(.iPad)
            page.draw(drawn, now: 0)
            let line = p.statusLine(seat: seat, model: m, view: page.board.link.view, strings: en, status: ("", Theme.accent)).text
            #expect(!line.isEmpty, "seat \(seat) reads a status line")
            #expect(drawn.texts.contains(line), "seat \(seat)'s line is drawn: \(line)")
            #expect((element(page, "seat\(seat).resign") != nil) == (m.resignSeat == seat), "Resign on the resigning seat's panel")
            let shown = Set(steps.filter { element(page, "seat\(seat).\($0)") != nil })
            if toMove { moverSteps = shown } else { #expect(shown.isEmpty, "seat \(seat) is not to move: no step buttons") }
        }
        return moverSteps
    }

    @Test func pylosPanelsSitAtTheEndsAndDoneIsOnlyOnTheMoversPanel() throws {
        // The optional second reclaim: Done is Light's step.
        let g = try page(.pylos, seats: 2, actions: ["1a1", "1d4", "1b1", "1c4", "1a2", "1d3", "1b2", "x1b2"])
        #expect(try checkPanels(g, atEnds: true) == ["done"])
        try Screenshots.shoot("pylos-ipad-table-reclaim", .iPad) { g.draw($0, now: 0) }
        let done = try #require(element(g, "seat0.done"))
        _ = tap(g, done.frame.center)
        #expect(g.model.snapshot.mover == 1, "Done on Light's panel ended Light's turn")
        #expect(try checkPanels(g, atEnds: true).isEmpty, "Dark places: no step button")
        // Home from the far seat's own panel.
        let home = tap(g, try #require(element(g, "seat1.home")).frame.center)
        #expect({ if case .home = home { true } else { false } }(), "home from Dark's panel")
        // Resign from the resigning seat's panel asks first.
        let resign = try #require(element(g, "seat1.resign"))
        _ = tap(g, resign.frame.center)
        #expect(g.resignDialog != nil && g.confirmingResign == 1)
        g.keepPlaying()
    }

    @Test func pyramidaPanelsSitAtTheBottomAndTop() throws {
        let g = try page(.pyramida, seats: 2)
        #expect(try checkPanels(g).isEmpty)
        try Screenshots.shoot("pyramida-ipad-table", .iPad) { g.draw($0, now: 0) }
        // Undo on the seat not to move undoes the last move, as on Android.
        #expect(g.model.play(try #require(g.model.legal.first)))
        let undo = try #require(element(g, "seat0.undo"))
        #expect(undo.actionable)
        _ = tap(g, undo.frame.center)
        #expect(g.model.snapshot.ply == 0)
    }

    /// By default (Table board: Still) Pyramida's board stays facing the
    /// bottom seat whoever moves; the top seat reads its own panel.
    @Test func pyramidaBoardStaysStillByDefault() throws {
        let g = try page(.pyramida, seats: 2)
        let b = try #require(g.board as? PyramidaBoard)
        #expect(b.tableBoard == .still)
        #expect(g.model.play(try #require(g.model.legal.first)))
        #expect(g.model.snapshot.mover == 1)
        #expect(b.boardRotation(g.model) == 0, "the top seat to move: the board stays")
        try Screenshots.shoot("pyramida-ipad-table-still", .iPad) { g.draw($0, now: 0) }
    }

    /// With Table board: Turn to mover, Pyramida's board turns to face the
    /// player to move, as on Android (the shared model's `table_board_side`):
    /// upright for the bottom seat, a half turn for the top seat, and a touch
    /// still lands on the field drawn under the finger.
    @Test func pyramidaBoardFacesThePlayerToMove() throws {
        let g = try page(.pyramida, seats: 2)
        g.apply(BoardSettings(tableBoard: .turnToMover))
        let b = try #require(g.board as? PyramidaBoard)
        let p = try panels(g)
        #expect(b.boardRotation(g.model) == 0, "the bottom seat moves first: upright")
        #expect(g.model.play(try #require(g.model.legal.first)))
        #expect(g.model.snapshot.mover == 1)
        let top = Double(tableSideDegrees(side: tableBoardSide(game: .pyramida, mover: p.sides[1], tableBoard: .turnToMover)))
        #expect(top == 180 && b.boardRotation(g.model) == top, "the top seat to move: a half turn")
        try Screenshots.shoot("pyramida-ipad-table-top", .iPad) { g.draw($0, now: 0) }
        // A movable stone of the top seat, where VoiceOver (and the eye) finds it on the turned board.
        let stone = try #require(g.board.accessibility(g.model).first { $0.actionable })
        let spot = try #require(b.geometry.spot(stone.id))
        #expect(stone.frame.center.distance(to: rotate(spot.center, degrees: 180, about: b.layout.board.center)) < 1,
                "drawn half turned round the board's centre")
        _ = tap(g, stone.frame.center)
        #expect(b.input.selected == stone.id, "the tap on the turned stone selected it")
    }

    /// Turn to mover turns the board in a short eased turn, not a jump: from
    /// the angle on view to the mover's in 300 ms at Normal speed, scaled by
    /// the animation setting, at once with animations off; Pyramido's too.
    @Test func theBoardTurnsToTheMoverInAShortTurnScaledByTheAnimationSetting() throws {
        for (factor, ms) in [(1.0, 300.0), (0.5, 150.0), (2.0, 600.0), (0.0, 0.0)] {
            let g = try page(.pyramida, seats: 2)
            g.apply(BoardSettings(animationFactor: factor, tableBoard: .turnToMover))
            let b = try #require(g.board as? PyramidaBoard)
            let blank = RecordingPainter(.iPad)
            b.draw(blank, g.model, now: 0)
            #expect(b.turn.angle(0) == 0, "upright for the bottom seat")
            #expect(g.model.play(try #require(g.model.legal.first)))
            b.draw(blank, g.model, now: 1000)
            #expect(b.turn.from == 0 && b.turn.to == 180, "factor \(factor): from upright to the half turn")
            #expect(b.turn.duration == ms, "factor \(factor): \(b.turn.duration) ms")
            if ms > 0 {
                #expect(b.turn.angle(1000) == 0, "starts where it was")
                #expect(abs(b.turn.angle(1000 + ms / 2) - 90) < 1e-6, "half way at half the time")
                #expect(b.isAnimating(now: 1000 + ms / 2) && b.animationsEnd == 1000 + ms)
                #expect(b.turn.angle(1000 + ms) == 180 && !b.isAnimating(now: 1000 + ms))
                if factor == 1 { try Screenshots.shoot("pyramida-ipad-table-turning", .iPad) { b.draw($0, g.model, now: 1000 + ms / 3) } }
            } else {
                #expect(b.turn.angle(1000) == 180 && !b.isAnimating(now: 1000), "animations off: turned at once")
            }
        }
        // Pyramido's board turns the same way, the short way round.
        var t = BoardTurn()
        t.aim(90, now: 0, factor: 1)
        t.aim(0, now: 10, factor: 1)
        #expect(t.from == 90 && t.to == 0 && t.duration == BoardTurn.baseMs)
        t.aim(270, now: 1000, factor: 1)
        #expect(t.to == -90, "a quarter turn back, not three forward")
    }

    /// The legend opens facing the seat whose panel's help opened it (its
    /// Close towards that seat's edge), as on Android, and closes again;
    /// the rules it leads to face that seat too.
    @Test func legendFacesTheSeatWhosePanelOpenedIt() throws {
        for (game, n) in [(GameKind.pyramida, 2), (.pyramido, 4), (.pylos, 2)] {
            let g = try page(game, seats: n)
            let p = try panels(g)
            for seat in 0..<n {
                _ = tap(g, try #require(element(g, "seat\(seat).help")).frame.center)
                #expect(g.legendOpen && g.legendSeat == seat)
                let sheet = g.legendSheet
                #expect(sheet.degrees == p.rotations[seat], "\(game) seat \(seat): the legend faces its edge")
                let rows = try #require(element(g, "legend")).frame.center
                let close = try #require(element(g, "legend.close")).frame.center
                switch p.sides[seat] {
                case .bottom: #expect(close.y > rows.y, "\(game): Close towards the bottom seat")
                case .top: #expect(close.y < rows.y, "\(game): Close towards the top seat")
                case .left: #expect(close.x < rows.x, "\(game): Close towards the left seat")
                case .right: #expect(close.x > rows.x, "\(game): Close towards the right seat")
                }
                if game == .pyramido && seat == 1 { try Screenshots.shoot("pyramido-ipad-table-4-legend-left", .iPad) { g.draw($0, now: 0) } }
                _ = tap(g, close)
                #expect(!g.legendOpen, "\(game) seat \(seat): Close, where that seat sees it, closes the legend")
                // Its "All the rules" opens the rules facing the same seat: their title at the far side from it.
                _ = tap(g, try #require(element(g, "seat\(seat).help")).frame.center)
                let action = tap(g, try #require(element(g, "legend.rules")).frame.center)
                #expect({ if case .open(.rules(game)) = action { true } else { false } }())
                #expect(g.rulesFacing == p.rotations[seat])
                let rules = FacingPage.wrap(RulesPage(strings: en, spec: .iPad, game: game), degrees: g.rulesFacing, spec: .iPad)
                let title = try #require(rules.accessibility(now: 0).first { $0.id == "title" }).frame.center
                let back = try #require(rules.accessibility(now: 0).first { $0.id == "button.home" }).frame.center
                let mid = Pt(ScreenSpec.iPad.width / 2, ScreenSpec.iPad.height / 2)
                switch p.sides[seat] {
                case .bottom: #expect(title.y < mid.y)
                case .top: #expect(title.y > mid.y, "\(game): the rules' title away from the top seat")
                case .left: #expect(title.x > mid.x, "\(game): the rules' title away from the left seat")
                case .right: #expect(title.x < mid.x, "\(game): the rules' title away from the right seat")
                }
                if game == .pyramida && seat == 1 { try Screenshots.shoot("pyramida-ipad-table-rules-top", .iPad) { rules.draw($0, now: 0) } }
                _ = rules.touch(Touch(.down, back), now: 0)
                #expect({ if case .back = rules.touch(Touch(.up, back), now: 0) { true } else { false } }(), "its back button answers where it is drawn")
            }
        }
    }

    @Test func pyramidoPanelsForTwoToFourSeatsAndTheStepsButtonsFollowTheMover() throws {
        for n in 2...4 {
            let g = try page(.pyramido, seats: n)
            let b = try #require(g.board as? PyramidoBoard)
            let m = g.model
            #expect(try checkPanels(g).isEmpty, "nothing chosen yet: no step button")
            for seat in 0..<min(n, 2) {
                #expect(m.snapshot.mover == seat)
                // A domino and a cell: Rotate and Place on the mover's panel only.
                let sc = try #require(b.scene(m))
                _ = tap(g, b.toScreen(sc.geometry.slotBox(0).center, m))
                let box = try #require(sc.view.cellBox(sc.floor, "e5", sc.mover))
                _ = tap(g, b.toScreen(box.center, m))
                #expect(try checkPanels(g) == ["rotate", "place"], "\(n) seats, seat \(seat)")
                if seat == 0 { try Screenshots.shoot("pyramido-ipad-table-\(n)-place", .iPad) { g.draw($0, now: 0) } }
                _ = tap(g, try #require(element(g, "seat\(seat).place")).frame.center)
                // Mark, tile and refill steps until the next seat is to move.
                while m.snapshot.mover == seat, let s = m.snapshot.pyramido {
                    switch s.phase {
                    case .mark:
                        let sc = try #require(b.scene(m))
                        let cell = try #require(sc.view.cellBox(sc.floor, s.markCells[0], sc.mover))
                        _ = tap(g, b.toScreen(cell.center, m))
                    case .tile:
                        #expect(try checkPanels(g).contains("skipTile"))
                        _ = tap(g, try #require(element(g, "seat\(seat).skipTile")).frame.center)
                    case .refill:
                        _ = tap(g, b.toScreen(b.frame(m).geometry.pileBox(Int(s.refillPiles[0])).center, m))
                    default: Issue.record("unexpected \(s.phase)"); return
                    }
                }
            }
        }
    }
}
