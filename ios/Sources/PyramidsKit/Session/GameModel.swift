// One game on screen, over the library's TurnController, which decides the
// turn flow for both apps: whose turn it is, when the computer may start,
// how far undo and redo go, whether a hint still stands, when to save. This
// adapter keeps the controller's latest view for the main actor, runs the
// controller's blocking calls (the computer's decision, a hint) on a
// dispatch queue, writes the save when an update asks for it, and tells the
// screen what to animate. The per-game boards turn touches into the actions
// it plays, and draw what it holds.
import PyramidsCore

@MainActor
public final class GameModel {
    public let session: PlaySession
    public let controller: TurnController
    /// A lesson's board (LessonController.session): its decisions go to the
    /// lesson, which offers no Undo, Redo or Hint (BoardInteraction.lesson).
    public let lesson: Bool
    /// What the screen offers now (the controller's view after the last change).
    public private(set) var view: TurnView
    /// The decisions of the last change that played any (a move, the
    /// computer's, a redo), in order, for animations.
    public private(set) var lastEvents: [GameEvent] = []
    /// Counts the changes that played decisions: the screen animates each once.
    public private(set) var moveSerial = 0
    /// The last problem to show (a translated message is made by Strings).
    public private(set) var problem: PyramidsError?
    /// The last save that failed, if the latest write failed.
    public private(set) var saveFailure: String?
    /// Writes the session when an update says to save.
    private let autosave: (@MainActor (PlaySession) throws -> Void)?
    /// The screen's animations of the decisions last played have ended: the
    /// computer's next decision waits for this (`nil`: nothing to wait for).
    public var animationsEnded: (@MainActor () async -> Void)?
    private var aiTask: Task<Void, Never>?
    /// Which `advance` the running task belongs to: a stopped one that ends
    /// later leaves the next one alone.
    private var aiRun = 0
    /// Called after every change (the view redraws; tests count).
    public var onChange: (@MainActor () -> Void)?

    /// `aiBudget`: `nil` for each level's own thinking time; tests give
    /// nodes. `aiPauseMs`: the pause before each computer decision, `nil`
    /// for the apps' own (tests that play whole games give 0).
    public init(session: PlaySession, aiBudget: AiBudget? = nil, aiPauseMs: UInt64? = nil, lesson: Bool = false,
                autosave: (@MainActor (PlaySession) throws -> Void)? = nil) throws {
        self.session = session
        self.lesson = lesson
        self.autosave = autosave
        controller = aiPauseMs.map { TurnController.withPause(session: session.core, aiBudget: aiBudget, pauseMs: $0) }
            ?? TurnController(session: session.core, aiBudget: aiBudget)
        view = controller.view()
    }

    public var snapshot: Snapshot { view.snapshot }
    public var legal: [GameAction] { view.legal }
    /// The suggestion shown for this position, if any.
    public var hint: GameAction? { view.hint?.action }
    /// The last turn's events (one seat's decisions in a row), for last-move marks.
    public var turnEvents: [GameEvent] { view.turnEvents }
    public var isOver: Bool { snapshot.isOver }
    /// A human may act now.
    public var awaitsHuman: Bool { view.humanToMove }
    public var canUndo: Bool { !lesson && view.canUndo }
    public var canRedo: Bool { !lesson && view.canRedo }
    public var canHint: Bool { !lesson && view.canHint }
    /// Whose game Resign gives up now, `nil` when it is not offered (the
    /// turn flow decides: against the computer the one human, also while the
    /// computer thinks; at a table of humans the human to move).
    public var resignSeat: Int? { view.resignSeat.map(Int.init) }
    /// The computer is on its decision: thinking, or due and waiting for the
    /// screen's animations to end.
    public var isThinking: Bool { view.thinking || (aiTask != nil && view.aiWaiting) }

    /// Takes a change's update: its decisions to animate, its save, its view.
    private func take(_ update: TurnUpdate) {
        view = update.view
        if !update.decisions.isEmpty {
            lastEvents = update.decisions.flatMap(\.events)
            moveSerial += 1
        }
        if update.autosave { save() }
    }

    private func save() {
        do {
            try autosave?(session)
            saveFailure = nil
        } catch {
            saveFailure = String(describing: error)
        }
    }

    /// Reads the view again (after a call ended elsewhere, or was dropped).
    private func refresh() {
        view = controller.view()
    }

    /// A lesson changed its board (a right try with its reply, Skip,
    /// Restart): the view is read again and `events` animate once.
    public func lessonChanged(events: [GameEvent]) {
        refresh()
        if !events.isEmpty {
            lastEvents = events
            moveSerial += 1
        }
        onChange?()
    }

    private func failed(_ error: Error) {
        if let error = error as? PyramidsError {
            if error.kind != .cancelled { problem = error }
        } else {
            problem = .Internal(reason: String(describing: error))
        }
    }

    /// Plays a human decision. On a refusal nothing changes and the problem is kept.
    @discardableResult
    public func play(_ action: GameAction) -> Bool {
        do {
            take(try controller.play(action: action))
            problem = nil
            onChange?()
            return true
        } catch {
            failed(error)
            onChange?()
            return false
        }
    }

    /// Starts the computer if the view says it is due; each of its decisions
    /// waits for the screen's animations of the one before. Returns the task
    /// (tests await it): it ends when a human is to move, the game ended, or
    /// the computer was stopped.
    @discardableResult
    public func advance() -> Task<Void, Never>? {
        guard aiTask == nil, view.aiWaiting else { return aiTask }
        aiRun += 1
        let run = aiRun
        let task = Task { @MainActor [weak self] in
            guard let self else { return }
            await playComputer(run)
        }
        aiTask = task
        onChange?()
        return task
    }

    private func playComputer(_ run: Int) async {
        while view.aiWaiting, !Task.isCancelled {
            await animationsEnded?()
            guard !Task.isCancelled else { break }
            guard let turn = controller.beginAiTurn() else { break }
            refresh()
            onChange?()
            do {
                let update = try await PlaySession.offMain { try turn.run() } onCancel: { turn.cancel() }
                // Stopped after the decision landed in the library: the
                // change that stopped it has the newer view, but the
                // decision is saved.
                guard !Task.isCancelled else {
                    if update.autosave { save() }
                    break
                }
                take(update)
                onChange?()
            } catch {
                failed(error)
                break
            }
        }
        guard run == aiRun else { return }
        aiTask = nil
        refresh()
        onChange?()
    }

    /// Forgets the running computer task (its call is stopped by the
    /// controller or by `cancel`); returns it.
    @discardableResult
    private func dropComputer() -> Task<Void, Never>? {
        let task = aiTask
        task?.cancel()
        aiTask = nil
        aiRun += 1
        return task
    }

    /// Stops a thinking computer and waits until it stopped; `advance`
    /// starts it again.
    public func stopAI() async {
        guard let task = dropComputer() else { return }
        await task.value
        refresh()
        onChange?()
    }

    /// Takes back the last decision (against the computer, back to the
    /// human's); stops the computer and a hint.
    public func undo() {
        change { try controller.undo() }
    }

    /// Replays what undo took back; against the computer, on through its
    /// decisions to the human's next one.
    public func redo() {
        change { try controller.redo() }
    }

    /// Gives the game up for `resignSeat`, once the player has confirmed:
    /// the computer's running decision stops and never lands, the game ends
    /// (final: no undo or redo after it) and is saved as the update says.
    public func resign() {
        change { try controller.resign() }
    }

    private func change(_ call: () throws -> TurnUpdate) {
        do {
            let update = try call()
            // The change stopped the computer's call in the library (or it
            // had not begun: it waited for animations); the task goes too.
            if !update.view.thinking { dropComputer() }
            problem = nil
            take(update)
        } catch {
            failed(error)
        }
        onChange?()
    }

    /// Asks for a suggestion for the seat to move; it is shown until the
    /// next change. Nothing happens when the view offers no hint.
    public func requestHint(budget: AiBudget?) async {
        guard let turn = controller.beginHint(budget: budget) else { return }
        refresh()
        onChange?()
        do {
            _ = try await PlaySession.offMain { try turn.run() } onCancel: { turn.cancel() }
        } catch {
            failed(error)
        }
        // Read again rather than the hint's update: a change made meanwhile
        // is newer, and the view says whether the hint still stands.
        refresh()
        onChange?()
    }

    /// The app goes to the background or leaves the game: the computer and a
    /// hint stop until `resume`, and the game is saved.
    public func pause() {
        change { controller.pause() }
    }

    /// Back in the foreground: the computer goes on if it is to move.
    public func resume() {
        view = controller.resume()
        advance()
        onChange?()
    }
}
