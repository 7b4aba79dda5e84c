// The turn flow shared by the three games, on the real engine.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Game model: turn flow, AI seats, autosave")
struct GameModelTests {
    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func aComputerOnlyGamePlaysToTheEndAndAutosavesEveryDecision(_ game: GameKind) async throws {
        let dir = try Support.temporaryDirectory("model-\(game.id)")
        let store = SaveStore(directory: dir)
        let s = try Support.session(game, seats: [.ai(level: .easy), .ai(level: .medium)], seed: 21, maxPlies: 400)
        let id = store.newId(for: game)
        var saves = 0
        let m = try GameModel(session: s, aiBudget: .nodes(count: 800)) { session in
            try store.write(id: id, session: session)
            saves += 1
        }
        await m.advance()?.value
        #expect(m.isOver, "\(game)")
        #expect(!m.isThinking)
        #expect(saves == Int(m.snapshot.ply))
        guard case .success(let (summary, resumed)) = store.load(id: id) else {
            Issue.record("the autosave did not load")
            return
        }
        #expect(summary.finished)
        #expect(try resumed.snapshot() == m.snapshot)
    }

    @Test func leavingStopsAThinkingComputerAndNothingIsPlayed() async throws {
        let s = try Support.session(.pylos, seats: [.ai(level: .expert), .human], seed: 8)
        // A minute of thinking: the search cannot end on its own while this
        // test waits for the main actor (other suites draw screenshots on it).
        let m = try GameModel(session: s, aiBudget: .time(ms: 60_000))
        m.advance()
        #expect(m.isThinking)
        #expect(!m.awaitsHuman)
        var waited = 0
        // Wait (up to 20 s on a loaded machine) until the search has really begun,
        // so the stop below cancels a running search, not one yet to start.
        while !s.isThinking && waited < 20_000 {
            try await Task.sleep(nanoseconds: 1_000_000)
            waited += 1
        }
        await m.stopAI()
        #expect(!m.isThinking)
        #expect(m.snapshot.ply == 0)
        #expect(m.problem == nil, "a cancel is not a problem to show")
    }

    @Test func aRefusedActionKeepsTheStateAndSaysWhy() throws {
        let s = try Support.session(.pylos)
        let m = try GameModel(session: s)
        let foreign = GameAction(notation: "2a1", seat: 0, detail: .pylos(action: .place(to: "2a1")))
        #expect(!m.play(foreign))
        #expect(m.problem?.kind == .illegalAction)
        #expect(m.snapshot.ply == 0)
        let pt = Strings(.portuguese)
        if case .IllegalAction(_, let problem)? = m.problem { #expect(pt.message(for: m.problem!) == pt(.illegal, pt.problemText(problem))) }
        #expect(m.play(m.legal[0]))
        #expect(m.problem == nil)
    }

    @Test func aFailedAutosaveIsReportedAndPlayGoesOn() throws {
        struct DiskFull: Error {}
        let m = try GameModel(session: try Support.session(.pyramida)) { _ in throw DiskFull() }
        #expect(m.play(m.legal[0]))
        #expect(m.saveFailure != nil)
        #expect(m.snapshot.ply == 1)
    }

    @Test func undoAndRedoThroughTheModel() async throws {
        let m = try GameModel(session: try Support.session(.pyramido, seed: 5))
        let start = m.snapshot
        #expect(m.play(m.legal[0]))
        #expect(m.play(m.legal[0]))
        await m.undo()
        await m.undo()
        #expect(m.snapshot.board == start.board)
        await m.redo()
        #expect(m.snapshot.ply == 1)
        #expect(!m.lastEvents.isEmpty, "a redo's events are there to animate")
    }

    @Test func redoAgainstTheComputerGoesOnThroughItsDecisions() async throws {
        let m = try GameModel(session: try Support.session(.pylos, seats: [.human, .ai(level: .easy)]), aiBudget: .nodes(count: 500))
        #expect(m.play(m.legal[0]))
        await m.advance()?.value
        #expect(m.snapshot.ply == 2, "the computer answered")
        await m.undo()
        #expect(m.snapshot.ply == 0, "undo goes back to the human's decision")
        await m.redo()
        #expect(m.snapshot.ply == 2, "redo replays the human's decision and the computer's answer, as on Android")
        #expect(m.snapshot.moverIsHuman)
        #expect(!m.lastEvents.isEmpty)
    }

    @Test func tableModeTurnsEachSeatsPanelToItsSide() {
        let two = ScreenLayout(spec: .iPad, seatCount: 2, table: true)
        #expect(two.seatRotation == [0, 180])
        #expect(two.seats[0].y > two.board.maxY && two.seats[1].maxY < two.board.y, "the near seat below the board, the far one above")
        for layout in [two, ScreenLayout(spec: .iPad, seatCount: 2), ScreenLayout(spec: .iPhone, seatCount: 2)] {
            for seat in layout.seats { #expect(!seat.intersects(layout.board), "a panel does not cover the board") }
            #expect(!layout.actions.intersects(layout.board))
            #expect(Box(x: 0, y: 0, width: layout.spec.width, height: layout.spec.height).contains(layout.board))
        }
        // The board uses most of a tablet lying flat (round 2: it used ~30 %).
        #expect(two.board.width * two.board.height > 0.45 * two.spec.width * two.spec.height)
    }
}
