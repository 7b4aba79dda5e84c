// A game review on screen (issue 16): the generated GameReviewer works off
// the main actor on a queue of its own — first the boards of the played line,
// then the review itself, whose progress is polled for the page — and is
// cancelled by leaving. The page steps through the decisions here.
import Dispatch
import PyramidsCore

@MainActor
public final class ReviewModel {
    public enum State: Sendable, Equatable {
        /// Reading the boards, then reviewing (`progress` says how far).
        case running
        /// The review arrived (possibly partial: `review.complete`).
        case done
        /// The review could not be made, and why (the page words it).
        case failed(PyramidsError)
    }

    public let reviewer: any GameReviewerProtocol
    public let budget: ReviewBudget
    public let game: GameKind
    public let seats: [SeatController]
    /// Decisions in the played line; positions go from 0 to `count` (the final board).
    public let count: Int
    /// The seat whose view the graph takes: the human's against the computer, else the first seat.
    public let viewSeat: Int
    private let opening: Snapshot
    public private(set) var state: State = .running
    public private(set) var progress = ReviewProgress(done: 0, total: 0)
    public private(set) var review: GameReview?
    /// The board before each decision, and the final one (filled off the main actor).
    public private(set) var positions: [Snapshot] = []
    /// The position shown: the board before decision `index` (or the final board).
    public private(set) var index = 0
    /// A Pyramida review waiting for the bundled solved table to be installed.
    public private(set) var awaitsTable = false
    public var onChange: (@MainActor () -> Void)?
    private(set) var task: Task<Void, Never>?

    /// Returns once Pyramida's solved table may be read (tests hold it).
    private let tableInstalled: @Sendable () async -> Void

    /// `first`: a snapshot of the game (its seats and kind; any ply).
    /// `tableInstalled`: the wait for the bundled Pyramida table (the AI queue's, by default).
    public init(reviewer: any GameReviewerProtocol, first: Snapshot, budget: ReviewBudget,
                tableInstalled: @escaping @Sendable () async -> Void = { await PlaySession.afterPyramidaTableInstall() }) {
        self.reviewer = reviewer
        self.tableInstalled = tableInstalled
        self.opening = first
        self.budget = budget
        game = first.game
        seats = first.seats
        count = Int(reviewer.decisionCount())
        viewSeat = Int(reviewGraphSeat(seats: first.seats))
        progress = ReviewProgress(done: 0, total: Int32(clamping: count))
    }

    // MARK: Running

    public var isRunning: Bool { state == .running }

    /// Starts reading the boards and reviewing (once). Returns the task (tests await it).
    @discardableResult
    public func start() -> Task<Void, Never> {
        if let task { return task }
        let reviewer = self.reviewer
        let budget = self.budget
        let count = self.count
        let work = Task { @MainActor [weak self] in
            do {
                guard let boards = try await self?.offMain({ try (0...count).map { try reviewer.positionAt(index: Int32($0)) } }),
                      let self else { return }
                positions = boards
                onChange?()
                // Pyramida's review reads the solved table: it waits for the
                // bundled one as AI moves do, or the core would solve the
                // game itself (seconds of CPU, some 400 MiB).
                if game == .pyramida {
                    awaitsTable = true
                    await tableInstalled()
                    awaitsTable = false
                }
                let poll = Task { @MainActor [weak self] in
                    while !Task.isCancelled {
                        try? await Task.sleep(nanoseconds: 100_000_000)
                        guard let self, !Task.isCancelled else { return }
                        let now = reviewer.progress()
                        if now != progress {
                            progress = now
                            onChange?()
                        }
                    }
                }
                defer { poll.cancel() }
                let result = try await offMain { try reviewer.run(budget: budget) }
                review = result
                progress = ReviewProgress(done: Int32(clamping: result.decisions.count), total: Int32(clamping: count))
                state = .done
            } catch let error as PyramidsError {
                self?.state = .failed(error)
            } catch {
                self?.state = .failed(.Internal(reason: String(describing: error)))
            }
            self?.onChange?()
        }
        task = work
        return work
    }

    /// Stops the review (leaving the page, the app goes to the background) and waits for it.
    public func stop() async {
        guard let task else { return }
        if state == .running { reviewer.cancel() }
        await task.value
    }

    /// Blocking library calls run on the review's own serial queue (a thread
    /// of its own), never on the cooperative pool nor on the AI's queue: a
    /// long review never keeps a computer's move from starting.
    private let queue = DispatchQueue(label: "games.pyramids.review", qos: .userInitiated)

    private func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let queue = self.queue
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// The same review made again by a new reviewer (a cancelled one is done
    /// for good), at the same position.
    public func again(with reviewer: any GameReviewerProtocol) -> ReviewModel {
        let next = ReviewModel(reviewer: reviewer, first: opening, budget: budget, tableInstalled: tableInstalled)
        next.positions = positions
        next.index = index
        return next
    }

    /// Stopped part-way (left, or the app went to the background).
    public var wasStopped: Bool { review?.complete == false }

    // MARK: Stepping

    /// The board shown (nil until the boards are read).
    public var snapshot: Snapshot? { positions.indices.contains(index) ? positions[index] : nil }
    /// The reviewed decision taken on the board shown (nil on the final board or before it is reviewed).
    public var decision: ReviewedDecision? {
        review?.decisions.first { Int($0.index) == index }
    }
    public var turningPoint: Int? { review?.turningPoint.map { Int($0) } }

    /// Shows position `i` (the graph's taps and drags; 0…count).
    public func go(to i: Int) {
        let next = min(max(0, i), count)
        guard next != index else { return }
        index = next
        onChange?()
    }

    /// Where `step` goes from the board shown; nil when it is closed.
    public func target(of step: ReviewStep) -> Int? {
        reviewStepTarget(step: step, index: UInt32(index), count: UInt32(count), turningPoint: turningPoint.map { UInt32($0) }).map { Int($0) }
    }

    public func step(_ step: ReviewStep) {
        if let to = target(of: step) { go(to: to) }
    }

    public func first() { step(.first) }
    public func previous() { step(.previous) }
    public func next() { step(.next) }
    public func last() { step(.last) }
    public func jumpToTurningPoint() { step(.turningPoint) }

    /// How the game stood for `viewSeat` after each reviewed decision, from -1 to +1.
    public var standings: [Double] {
        (review?.decisions ?? []).map { d in d.standing.indices.contains(viewSeat) ? max(-1, min(1, d.standing[viewSeat])) : 0 }
    }
}
