// The app's few conveniences on UniFFI's generated types (module
// PyramidsCore). The app uses the generated records and enums directly —
// never a hand-written mirror — and reaches into their per-game cases only
// through the accessors here, so an FFI change is adapted in one file.
import PyramidsCore

extension Snapshot {
    public var pylos: PylosSnapshot? {
        if case .pylos(let board) = board { return board }
        return nil
    }
    public var pyramida: PyramidaSnapshot? {
        if case .pyramida(let board) = board { return board }
        return nil
    }
    public var pyramido: PyramidoSnapshot? {
        if case .pyramido(let board) = board { return board }
        return nil
    }
    public var isOver: Bool { outcome.isOver }
    /// The seat to move as an index.
    public var mover: Int { Int(toMove) }
    public var moverIsHuman: Bool { toMoveController.isHuman }
}

extension GameAction {
    public var pylosMove: PylosMove? {
        if case .pylos(let action) = detail { return action }
        return nil
    }
    public var pyramidaMove: PyramidaMove? {
        if case .pyramida(let action) = detail { return action }
        return nil
    }
    public var pyramidoMove: PyramidoMove? {
        if case .pyramido(let action) = detail { return action }
        return nil
    }
}

extension GameOutcome {
    public var isOver: Bool {
        if case .ongoing = self { return false }
        return true
    }
    /// The winning seats (one for a win, several for a shared win, none otherwise).
    public var winners: [Int] {
        switch self {
        case .win(let winner): [Int(winner)]
        case .sharedWin(let winners): winners.map { Int($0) }
        case .ongoing, .draw: []
        }
    }
}

extension SeatController {
    public var isHuman: Bool {
        if case .human = self { return true }
        return false
    }
    public var aiLevel: AiLevel? {
        if case .ai(let level) = self { return level }
        return nil
    }
}

extension GameEvent {
    /// The snake_case name the core gives the event (`placed`, `pattern_completed` …).
    public var name: String {
        switch self {
        case .pylos(let e):
            switch e {
            case .placed: "placed"
            case .raised: "raised"
            case .patternCompleted: "pattern_completed"
            case .reclaimed: "reclaimed"
            case .reclaimDeclined: "reclaim_declined"
            case .turnPassed: "turn_passed"
            case .gameOver: "game_over"
            }
        case .pyramida(let e): snakeCase(caseName(e))
        case .pyramido(let e): snakeCase(caseName(e))
        }
    }
}

/// The name of an enum case without its payload (`moved(seat: 0, …)` → `moved`).
private func caseName(_ value: Any) -> String {
    let text = String(describing: value)
    return String(text.prefix { $0 != "(" })
}

private func snakeCase(_ name: String) -> String {
    var out = ""
    for c in name {
        if c.isUppercase {
            if !out.isEmpty { out.append("_") }
            out.append(contentsOf: c.lowercased())
        } else {
            out.append(c)
        }
    }
    return out
}

/// What went wrong, without its text: what the app decides on.
public enum ProblemKind: String, Sendable, CaseIterable {
    case illegalAction = "illegal_action"
    case notYourTurn = "not_your_turn"
    case gameOver = "game_over"
    case badSave = "bad_save"
    case badOptions = "bad_options"
    case badTable = "bad_table"
    case cancelled
    case `internal`
}

extension PyramidsError {
    /// The kind, named as the conformance scenarios name it.
    public var kind: ProblemKind {
        switch self {
        case .IllegalAction: .illegalAction
        case .NotYourTurn: .notYourTurn
        case .GameOver: .gameOver
        case .BadSave: .badSave
        case .BadOptions: .badOptions
        case .BadTable: .badTable
        case .Cancelled: .cancelled
        case .Internal: .internal
        }
    }

    /// What went wrong, in English, for logs only: a player reads
    /// `Strings.message(for:)`, the library's wording of the typed data.
    public var detail: String {
        switch self {
        case .IllegalAction(let action, let problem): "\(action): \(problem)"
        case .NotYourTurn(let game, let seat, let controller): "\(game) seat \(seat) is \(controller)"
        case .GameOver(let game, let outcome): "\(game) is over: \(outcome)"
        case .BadSave(_, _, let detail), .BadOptions(_, let detail), .BadTable(_, let detail), .Internal(let detail): detail
        case .Cancelled(let reason): "cancelled: \(reason)"
        }
    }
}

extension GameKind {
    /// The lower-case id used in saves and file names.
    public var id: String {
        switch self {
        case .pylos: "pylos"
        case .pyramido: "pyramido"
        case .pyramida: "pyramida"
        }
    }
    public init?(id: String) {
        switch id {
        case "pylos": self = .pylos
        case "pyramido": self = .pyramido
        case "pyramida": self = .pyramida
        default: return nil
        }
    }
}
