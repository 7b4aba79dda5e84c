// The turn flow of one game on screen, shared by the three games: the
// current snapshot and legal actions, human actions, AI seats played off the
// main thread (cancelled by undo or by leaving), undo/redo, hint, autosave.
// The per-game controllers (PylosController …) turn touches into the
// actions this model plays, and draw what it holds.
import PyramidsCore

@MainActor
public final class GameModel {
    public let session: PlaySession
    public private(set) var snapshot: Snapshot
    public private(set) var legal: [GameAction]
    /// The last decision played (by anyone) and what it caused, for animations.
    public private(set) var lastAction: GameAction?
    public private(set) var lastEvents: [GameEvent] = []
    /// Counts the decisions whose events arrived (played, the AI's, redone):
    /// the screen animates each new one once.
    public private(set) var moveSerial = 0
    /// The suggestion being shown, if any; cleared by any change.
    public private(set) var hint: GameAction?
    /// The last problem to show (a translated message is made by Strings).
    public private(set) var problem: PyramidsError?
    /// The last save that failed, if the latest write failed.
    public private(set) var saveFailure: String?
    /// How long the computer thinks; `nil`: each level's own time, as the
    /// shared turn policy sets it (`defaultAiBudget`). Tests give nodes.
    public let aiBudget: AiBudget?
    /// Called after every change with the session, to autosave.
    private let autosave: (@MainActor (PlaySession) throws -> Void)?
    private var aiTask: Task<Void, Never>?
    /// Called after every change (the view redraws; tests count).
    public var onChange: (@MainActor () -> Void)?

    public init(session: PlaySession, aiBudget: AiBudget? = nil,
                autosave: (@MainActor (PlaySession) throws -> Void)? = nil) throws {
        self.session = session
        self.aiBudget = aiBudget
        self.autosave = autosave
        snapshot = try session.snapshot()
        legal = try session.legalActions()
    }

    public var isThinking: Bool { aiTask != nil }
    public var isOver: Bool { snapshot.isOver }
    /// A human may act now (not over, a human seat to move, no AI running).
    public var awaitsHuman: Bool { !snapshot.isOver && snapshot.moverIsHuman && aiTask == nil }
    /// Against the AI, undo goes back to the human's last decision.
    public var playsAgainstAI: Bool { snapshot.seats.contains { !$0.isHuman } }

    private func refresh() {
        do {
            snapshot = try session.snapshot()
            legal = try session.legalActions()
        } catch let error as PyramidsError {
            problem = error
        } catch {}
        hint = nil
        do {
            try autosave?(session)
            saveFailure = nil
        } catch {
            saveFailure = String(describing: error)
        }
        onChange?()
    }

    /// Plays a human decision. On a refusal nothing changes and the problem is kept.
    @discardableResult
    public func play(_ action: GameAction) -> Bool {
        guard aiTask == nil else {
            problem = .NotYourTurn(seat: snapshot.toMove, reason: "the computer is thinking")
            onChange?()
            return false
        }
        do {
            lastEvents = try session.play(action)
            moveSerial += 1
            lastAction = action
            problem = nil
            refresh()
            return true
        } catch let error as PyramidsError {
            problem = error
            onChange?()
            return false
        } catch {
            return false
        }
    }

    /// Starts the AI if an AI seat is to move; it plays on until a human is
    /// to move or the game ends. Returns the task (tests await it).
    @discardableResult
    public func advance() -> Task<Void, Never>? {
        guard aiTask == nil, !snapshot.isOver, !snapshot.moverIsHuman else { return aiTask }
        let session = self.session
        let budget = aiBudget
        let task = Task { @MainActor [weak self] in
            while let model = self, !model.snapshot.isOver, !model.snapshot.moverIsHuman, !Task.isCancelled {
                do {
                    let level: AiLevel? = if case .ai(let level) = model.snapshot.toMoveController { level } else { nil }
                    let move = try await session.aiMove(budget: budget ?? level.map { defaultAiBudget(level: $0) } ?? hintBudget())
                    guard let model = self else { return }
                    model.lastAction = move.action
                    model.lastEvents = move.events
                    model.moveSerial += 1
                    model.refresh()
                } catch let error as PyramidsError {
                    if error.kind != .cancelled { self?.problem = error }
                    break
                } catch {
                    break
                }
            }
            self?.aiTask = nil
            self?.onChange?()
        }
        aiTask = task
        onChange?()
        return task
    }

    /// Stops a thinking AI (leaving the screen, undo). Waits for it to stop.
    public func stopAI() async {
        guard let task = aiTask else { return }
        task.cancel()
        session.cancelAI()
        await task.value
    }

    /// Takes back the last decision; against the AI, back to the human's
    /// last decision. Stops a thinking AI first.
    public func undo() async {
        await stopAI()
        do {
            if playsAgainstAI { try session.undoToHuman() } else { try session.undo() }
            lastAction = nil
            lastEvents = []
            refresh()
        } catch let error as PyramidsError {
            problem = error
        } catch {}
    }

    /// Replays what undo took back; against the AI, on through the AI's
    /// decisions to the human's next one (the library's `redo_to_human`).
    public func redo() async {
        await stopAI()
        do {
            lastEvents = playsAgainstAI ? try session.redoToHuman().flatMap(\.events) : try session.redo()
            moveSerial += 1
            lastAction = nil
            refresh()
        } catch let error as PyramidsError {
            problem = error
        } catch {}
    }

    /// Asks for a suggestion for the seat to move; it is shown until the next change.
    public func requestHint(budget: AiBudget) async {
        do {
            let h = try await session.hint(budget: budget)
            if legal.contains(h.action) { hint = h.action }
            onChange?()
        } catch let error as PyramidsError {
            if error.kind != .cancelled { problem = error }
        } catch {}
    }

    public func clearProblem() {
        problem = nil
        onChange?()
    }
}
