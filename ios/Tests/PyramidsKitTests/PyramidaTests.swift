// The Pyramida screen's logic on the real engine: taps to actions (move,
// retreat, pass), symbols, turn flow against the computer, screenshots.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Pyramida screen")
struct PyramidaTests {
    private func model(_ seats: [SeatController] = [.human, .human], variant: String? = nil, actions: [String] = []) throws -> GameModel {
        let s = try Support.session(.pyramida, variant: variant, seats: seats, seed: 1)
        for a in actions { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 2_000))
    }

    private func tap(_ board: PyramidaBoard, _ m: GameModel, _ name: String) -> InputResult<GameAction> {
        board.touch(Touch(.up, board.geometry.spot(name)!.center), m)
    }

    private func playing(_ r: InputResult<GameAction>) -> GameAction? {
        if case .play(let a) = r { return a }
        return nil
    }

    @Test func theTwentyOneFieldsAreHitAtTheirCentresAndAreLargeEnough() {
        for spec in [ScreenSpec.iPhone, .iPad] {
            let board = PyramidaBoard(strings: Strings(.english), spec: spec)
            let g = board.geometry
            #expect(g.spots().count == 21)
            for spot in g.spots() {
                #expect(g.hit(spot.center)?.name == spot.name)
                #expect(board.layout.board.contains(spot.center))
                #expect(spot.radius * 2 >= spec.scale.pt(30), "\(spot.name) on \(spec.device)")
            }
        }
    }

    @Test func aStoneThenATargetPlaysTheStep() throws {
        let m = try model()
        let board = PyramidaBoard(strings: Strings(.english), spec: .iPhone)
        #expect(playing(tap(board, m, "e1")) == nil)
        #expect(board.input.selected == "e1")
        #expect(board.prompt(m) == Strings(.english)(.pyramidaStoneChosen))
        try Screenshots.shoot("pyramida-iphone-stone-selected", .iPhone) { board.draw($0, m) }
        let step = try #require(playing(tap(board, m, "f2")))
        #expect(step.pyramidaMove == .step(from: "e1", to: "f2"))
        #expect(m.play(step))
        #expect(board.accessibility(m).contains { $0.id == "f2" && $0.label.contains("last move") })
    }

    @Test func theDisplacedOwnerChoosesTheRetreat() throws {
        let m = try model(actions: ["e1-f2", "g1-f2"])
        let s = try #require(m.snapshot.pyramida)
        #expect(s.decision == .retreat)
        let board = PyramidaBoard(strings: Strings(.english), spec: .iPhone)
        #expect(board.prompt(m).contains("retreats"))
        try Screenshots.shoot("pyramida-iphone-retreat", .iPhone) { board.draw($0, m) }
        let option = try #require(s.retreatOptions.first)
        let retreat = try #require(playing(tap(board, m, option)))
        #expect(retreat.pyramidaMove == .retreat(to: option))
    }

    /// The stone being driven off is drawn beside the attacker on its field
    /// (not only the attacker, ringed), and it wears the chosen piece's ring.
    @Test func theDrivenOffStoneIsDrawnBesideTheAttackerAndRinged() throws {
        let m = try model(actions: ["e1-f2", "g1-f2"])
        let s = try #require(m.snapshot.pyramida)
        #expect(s.retreatFrom == "f2" && s.retreating == .white)
        for spec in [ScreenSpec.iPhone, .iPad] {
            let board = PyramidaBoard(strings: Strings(.english), spec: spec)
            let g = board.geometry
            let attacker = try #require(g.spot("f2"))
            let d = try #require(PyramidaRenderer(scale: spec.scale).drivenOff(g, s))
            #expect(d.stone == .white)
            // Beside the attacker, overlapping it less than half, inside the wood.
            let apart = d.center.distance(to: attacker.center)
            #expect(apart > attacker.radius && apart < attacker.radius + d.radius)
            let p = RecordingPainter(spec)
            board.draw(p, m)
            // A light stone's pixels where the driven-off stone sits (clear of its pattern mark and the ring).
            func light(_ at: Pt) -> Bool {
                let c = p.inner.pixel(x: Int(at.x), y: Int(at.y))
                return (c.r + c.g + c.b) / 3 > 0.7
            }
            let probe = Pt(d.center.x - d.radius * 0.3, d.center.y + d.radius * 0.3)
            #expect(light(probe), "no light stone at \(probe) on \(spec.device)")
            #expect(!light(Pt(attacker.center.x - attacker.radius * 0.5, attacker.center.y + attacker.radius * 0.5)), "the attacker is black")
            // The chosen ring goes round the driven-off stone, not round the attacker.
            let rings = p.strokeLog.filter { $0.color == Marks.selected }.compactMap { s -> Pt? in
                if case .circle(let c, _) = s.shape { return c }
                return nil
            }
            #expect(rings.contains { $0.distance(to: d.center) < 0.5 })
            #expect(!rings.contains { $0.distance(to: attacker.center) < 0.5 })
        }
    }

    @Test func withNoMoveThePassButtonIsTheOnePrimaryAction() throws {
        let m = try model(actions: ["e1-d2", "g1-h2", "i1-j2", "h2-i1", "d2-c3", "c1-b2", "j2-i3", "i1-h2", "i3-j2", "h2-i3"])
        let board = PyramidaBoard(strings: Strings(.english), spec: .iPhone)
        let buttons = board.buttons(m)
        #expect(buttons.filter(\.primary).map(\.id) == [.pass])
        try Screenshots.shoot("pyramida-iphone-pass", .iPhone) { board.draw($0, m) }
        let frame = Chrome(scale: board.spec.scale).buttonFrames(buttons, in: board.layout.actions)[0]
        let pass = try #require(playing(board.touch(Touch(.up, frame.center), m)))
        #expect(pass.pyramidaMove == .pass)
    }

    @Test func blockedAndProtectedStonesAreMarkedAndDescribed() throws {
        let blocked = try model(actions: ["e1-d2", "c1-b2"])
        let board = PyramidaBoard(strings: Strings(.english), spec: .iPhone)
        #expect(board.accessibility(blocked).contains { $0.label.contains("blocked") })
        try Screenshots.shoot("pyramida-iphone-blocked", .iPhone) { board.draw($0, blocked) }
        let prot = try model(actions: ["e1-d2", "c1-d2", "c1", "g1-f2", "i1-j2", "f2-e3", "c1-d2", "e1"])
        if prot.snapshot.pyramida?.protected != nil {
            #expect(board.accessibility(prot).contains { $0.label.contains("protected") })
        }
        try Screenshots.shoot("pyramida-ipad-protected", .iPad) { PyramidaBoard(strings: Strings(.english), spec: .iPad).draw($0, prot) }
    }

    @Test func againstTheComputerAndScreenshots() async throws {
        let m = try model([.human, .ai(level: .hard)])
        let board = PyramidaBoard(strings: Strings(.english), spec: .iPhone)
        try Screenshots.shoot("pyramida-iphone-opening", .iPhone) { board.draw($0, m) }
        #expect(playing(tap(board, m, "e1")) == nil)
        let step = try #require(playing(tap(board, m, "d2")))
        #expect(m.play(step))
        try Screenshots.shoot("pyramida-iphone-computer-thinking", .iPhone) { board.draw($0, m) }
        await m.advance()?.value
        #expect(m.awaitsHuman)
        await m.requestHint(budget: .time(ms: 50))
        try Screenshots.shoot("pyramida-iphone-hint", .iPhone) { board.draw($0, m) }
        try Screenshots.shoot("pyramida-ipad-midgame", .iPad) { PyramidaBoard(strings: Strings(.english), spec: .iPad).draw($0, m) }
        let table = PyramidaBoard(strings: Strings(.slovenian), spec: .iPad, table: true)
        try Screenshots.shoot("pyramida-ipad-table-slovenian", .iPad) { table.draw($0, m) }
        // Three stones over the top: game over.
        let over = try model(actions: ["e1-f2", "c1-b2", "f2-e3", "g1-f2", "i1-j2", "b2-c1", "j2-i3", "c1-b2", "i3-h4", "b2-c3", "e3-d4", "f2-e3",
                                       "d4-e5", "e3-f4", "e5-f6", "c3-b2", "h4-g5", "b2-c1", "g5-f6", "k1-j2", "a1-b2", "f4-g3", "b2-c3",
                                       "g3-f2", "c3-d4", "j2-i3", "d4-e5", "c1-d2", "e5-f6"])
        #expect(over.isOver)
        #expect(board.headline(over) == "White wins!")
        try Screenshots.shoot("pyramida-iphone-game-over", .iPhone) { board.draw($0, over) }
        // While the sheet is up (with its own See board) the bar has no
        // result button; a tap on the board puts the sheet away, and the
        // bar's Result opens it again.
        #expect(board.buttons(over).isEmpty, "See board is not shown twice, and nothing live stays under the sheet")
        #expect(board.touch(Touch(.up, board.layout.board.center), over).isChanged)
        #expect(!board.resultOpen)
        let overButtons = board.buttons(over)
        #expect(overButtons.map(\.id) == [.undo, .redo, .result])
        let resultAt = try #require(zip(overButtons, Chrome(scale: board.spec.scale).buttonFrames(overButtons, in: board.layout.actions)).first { $0.0.id == .result }?.1.center)
        #expect(board.buttons(over).last?.label == "Result" && board.buttons(over).last?.primary == true)
        try Screenshots.shoot("pyramida-iphone-game-over-final-position", .iPhone) { board.draw($0, over) }
        #expect(board.touch(Touch(.up, resultAt), over).isChanged)
        #expect(board.resultOpen)
    }
}
