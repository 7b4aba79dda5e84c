// The turn flow shared by the three games, on the real engine.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Game model: turn flow, AI seats, autosave", .cleansTemporaryDirectories)
struct GameModelTests {
    @Test(arguments: [GameKind.pylos, .pyramida, .pyramido])
    func aComputerOnlyGamePlaysToTheEndAndAutosavesEveryDecision(_ game: GameKind) async throws {
        let dir = try Support.temporaryDirectory("model-\(game.id)")
        let store = SaveStore(directory: dir)
        let s = try Support.session(game, seats: [.ai(level: .easy), .ai(level: .medium)], seed: 21, maxPlies: 400)
        let id = store.newId(for: game)
        var saves = 0
        let m = try GameModel(session: s, aiBudget: .nodes(count: 800), aiPauseMs: 0) { session in
            try store.write(id: id, session: session)
            saves += 1
        }
        // The screen is asked before each of the computer's decisions,
        // after the one before it was played.
        var waitedAt: [Int] = []
        m.animationsEnded = { waitedAt.append(Int(m.snapshot.ply)) }
        await m.advance()?.value
        #expect(m.isOver, "\(game)")
        #expect(!m.isThinking)
        #expect(saves == Int(m.snapshot.ply))
        #expect(waitedAt == Array(0..<Int(m.snapshot.ply)), "\(game)")
        guard case .success(let (summary, resumed)) = store.load(id: id) else {
            Issue.record("the autosave did not load")
            return
        }
        #expect(summary.finished)
        #expect(resumed.snapshot() == m.snapshot)
    }

    @Test func leavingStopsAThinkingComputerAndNothingIsPlayed() async throws {
        let s = try Support.session(.pylos, seats: [.ai(level: .expert), .human], seed: 8)
        // A minute of thinking: the search cannot end on its own before the stop.
        let m = try GameModel(session: s, aiBudget: .time(ms: 60_000))
        m.advance()
        #expect(m.isThinking)
        #expect(!m.awaitsHuman)
        // Stop at once, with no wait between: every suite shares the main
        // actor, so a wait here can last longer than the search's minute and
        // let its move land (CI, twice). The controller's cancel is race-free:
        // one that arrives before the search has begun still stops it.
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
        m.undo()
        m.undo()
        #expect(m.snapshot.board == start.board)
        m.redo()
        #expect(m.snapshot.ply == 1)
        #expect(!m.lastEvents.isEmpty, "a redo's events are there to animate")
    }

    @Test func redoAgainstTheComputerGoesOnThroughItsDecisions() async throws {
        let m = try GameModel(session: try Support.session(.pylos, seats: [.human, .ai(level: .easy)]), aiBudget: .nodes(count: 500))
        #expect(m.play(m.legal[0]))
        await m.advance()?.value
        #expect(m.snapshot.ply == 2, "the computer answered")
        m.undo()
        #expect(m.snapshot.ply == 0, "undo goes back to the human's decision")
        m.redo()
        #expect(m.snapshot.ply == 2, "redo replays the human's decision and the computer's answer, as on Android")
        #expect(m.snapshot.moverIsHuman)
        #expect(!m.lastEvents.isEmpty)
    }

    @Test func theComputersMoveWaitsUntilTheScreenSaysItsAnimationsEnded() async throws {
        let m = try GameModel(session: try Support.session(.pylos, seats: [.human, .ai(level: .easy)]), aiBudget: .nodes(count: 500))
        let gate = AnimationGate()
        m.animationsEnded = { await gate.wait() }
        #expect(m.play(m.legal[0]))
        let task = m.advance()
        #expect(m.isThinking, "the computer is due")
        for _ in 0..<10_000 where gate.waits == 0 { await Task.yield() }
        #expect(gate.waits == 1, "the computer asks the screen first")
        // Longer than the computer's pause and a 500-node search.
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(m.view.aiWaiting && !m.view.thinking, "it has not begun while the human's move animates")
        #expect(m.session.snapshot().ply == 1)
        #expect(!m.awaitsHuman && m.legal.isEmpty)
        gate.open()
        await task?.value
        #expect(m.snapshot.ply == 2, "it played once the animations ended")
        #expect(m.view.turnSeat == 1)
        #expect(m.awaitsHuman && !m.isThinking)
        #expect(gate.waits == 1)
    }

    @Test func onTheScreenTheComputerBeginsWhenTheBoardsAnimationHasEnded() async throws {
        let m = try GameModel(session: try Support.session(.pylos, seats: [.human, .ai(level: .easy)]), aiBudget: .nodes(count: 500))
        let clock: @MainActor () -> Double = { Date().timeIntervalSinceReferenceDate * 1000 }
        let page = GamePage(id: "wait", model: m, strings: Strings(.english), spec: .iPhone, tableMode: false, clock: clock)
        let board = try #require(page.board as? PylosBoard)
        var began: Double?
        let redraw = m.onChange
        m.onChange = {
            redraw?()
            if began == nil && m.view.thinking { began = clock() }
        }
        let spot = try #require(board.projection.spot("1b2")).center
        _ = page.touch(Touch(.down, spot), now: clock())
        _ = page.touch(Touch(.up, spot), now: clock())
        #expect(m.snapshot.ply == 1)
        let end = page.board.animationsEnd
        #expect(end > 0, "the human's ball is dropping")
        await m.advance()?.value
        #expect(m.snapshot.ply == 2)
        let start = try #require(began, "the computer thought")
        #expect(start >= end, "the computer began \(end - start) ms before the drop ended")
    }

    @Test func pauseStopsTheComputerUntilResumeAndSaves() async throws {
        var saves = 0
        let m = try GameModel(session: try Support.session(.pyramida, seats: [.ai(level: .easy), .human]), aiBudget: .nodes(count: 500)) { _ in
            saves += 1
        }
        let gate = AnimationGate()
        m.animationsEnded = { await gate.wait() }
        let task = m.advance()
        m.pause()
        #expect(saves == 1, "leaving saves")
        #expect(!m.isThinking && !m.view.aiWaiting, "paused, the computer waits")
        gate.open()
        await task?.value
        #expect(m.snapshot.ply == 0)
        #expect(m.advance() == nil, "nothing starts while paused")
        m.resume()
        await m.advance()?.value
        #expect(m.snapshot.ply == 1 && m.awaitsHuman)
    }

    @Test func resignWhileTheComputerThinksEndsTheGameAndItsMoveNeverLands() async throws {
        let dir = try Support.temporaryDirectory("model-resign")
        let store = SaveStore(directory: dir)
        let s = try Support.session(.pylos, seats: [.human, .ai(level: .expert)], seed: 8)
        let id = store.newId(for: .pylos)
        // The largest node budget, not a clock: on a loaded machine (the
        // suites run in parallel and can hold the main actor for minutes)
        // a minute of wall time could run out before this test looks, but
        // fifty million nodes of work cannot be done while the other tests
        // take the cores. Resign stops the search long before.
        let m = try GameModel(session: s, aiBudget: .nodes(count: 50_000_000), aiPauseMs: 0) { session in
            try store.write(id: id, session: session)
        }
        #expect(m.resignSeat == 0, "the one human may resign")
        #expect(m.play(try #require(m.legal.first)))
        let task = m.advance()
        var waited = 0
        while !s.isThinking && waited < 20_000 {
            try await Task.sleep(nanoseconds: 1_000_000)
            waited += 1
        }
        #expect(m.isThinking)
        #expect(m.resignSeat == 0, "also while the computer thinks")
        m.resign()
        #expect(m.snapshot.outcome == .win(winner: 1), "the computer wins")
        #expect(m.snapshot.resigned == 0)
        #expect(m.resignSeat == nil && !m.canUndo && !m.canRedo, "a resignation is final")
        await task?.value
        #expect(!m.isThinking)
        #expect(m.snapshot.ply == 1, "the computer's move never landed")
        #expect(m.problem == nil, "the stopped search is not a problem to show")
        guard case .success(let (summary, resumed)) = store.load(id: id) else {
            Issue.record("the autosave did not load")
            return
        }
        #expect(summary.finished)
        #expect(try resumed.snapshot().resigned == 0, "the save holds the resignation")
        #expect(try resumed.snapshot().ply == 1)
    }

    @Test func resignAsksFirstKeepPlayingChangesNothingAndYesEndsTheGame() throws {
        var saves = 0
        let m = try GameModel(session: try Support.session(.pyramida, seats: [.human, .human]), aiBudget: .nodes(count: 500)) { _ in
            saves += 1
        }
        let strings = Strings(.english)
        let page = GamePage(id: "resign", model: m, strings: strings, spec: .iPhone, tableMode: false, clock: { 0 })
        #expect(m.play(try #require(m.legal.first)))
        let before = saves
        let button = try #require(page.resignButton, "Resign is offered to the player to move")
        #expect(page.accessibility(now: 0).contains { $0.id == "button.resign" && $0.label == "Resign" && $0.actionable })
        func tap(_ at: Pt) {
            _ = page.touch(Touch(.down, at), now: 0)
            _ = page.touch(Touch(.up, at), now: 0)
        }
        tap(button.center)
        let dialog = try #require(page.resignDialog)
        #expect(dialog.title == "Resign this game?")
        #expect(dialog.body == "Black gives the game up and loses. This cannot be undone.")
        #expect(dialog.cancel == "Keep playing" && dialog.confirm == "Resign")
        try Screenshots.shoot("resign-iphone-confirm", .iPhone) { page.draw($0, now: 0) }
        #expect(page.accessibility(now: 0).map(\.id) == ["dialog", "dialog.cancel", "dialog.confirm"], "only the dialog is reachable")
        tap(dialog.frame.center)
        #expect(page.resignDialog != nil, "a tap beside its buttons is no answer")
        tap(dialog.cancelButton.center)
        #expect(page.resignDialog == nil)
        #expect(!m.isOver && m.snapshot.resigned == nil && saves == before, "Keep playing changes nothing")
        #expect(m.resignSeat == 1)
        page.askResign()
        #expect(page.back(), "back answers Keep playing")
        #expect(page.resignDialog == nil && !m.isOver)
        tap(button.center)
        tap(try #require(page.resignDialog).confirmButton.center)
        #expect(m.isOver && m.snapshot.resigned == 1)
        #expect(m.snapshot.outcome == .win(winner: 0))
        #expect(saves == before + 1, "the resignation is saved")
        #expect(page.board.resultOpen)
        let summary = try #require(strings.gameOver(m.snapshot))
        #expect(summary.headlineText == "White wins!")
        #expect(summary.note == "Black resigned")
        #expect(page.resignButton == nil, "nothing left to give up")
        try Screenshots.shoot("resign-iphone-game-over", .iPhone) { page.draw($0, now: 0) }
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

/// A screen whose animations end when the test says so.
@MainActor
final class AnimationGate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var opened = false
    private(set) var waits = 0

    func wait() async {
        waits += 1
        if opened { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        opened = true
        for w in waiting { w.resume() }
        waiting = []
    }
}
