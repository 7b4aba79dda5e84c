// A board's link to its interaction model in the library (BoardInteraction):
// the board hit-tests a touch to a place or a button and hands it over; what
// is marked, chosen, prompted and offered comes back in the view. The model
// is made `choosing`, so a completed selection comes back as the action for
// the GameModel to play through the turn controller. No turn rule or input
// state lives here.
import PyramidsCore

public final class BoardLink {
    private var interaction: BoardInteraction?
    private var session: GameSession?

    /// The "confirm each move" setting: a completing tap holds its decision
    /// as the view's `pending` until a second tap or Confirm.
    public var confirmMoves = false {
        didSet { interaction?.setConfirmMoves(on: confirmMoves) }
    }

    public init() {}

    /// Follows the game on show (a new game, a rematch, a loaded save).
    func bind(_ model: GameModel) {
        let core = model.session.core
        guard session !== core else { return }
        session = core
        interaction = model.lesson ? BoardInteraction.lesson(session: core) : BoardInteraction.choosing(session: core)
        interaction?.setConfirmMoves(on: confirmMoves)
    }

    public var view: InteractionView? { interaction?.view() }

    /// The view's marks by place, for the places `key` names (one game's).
    public func marks<Key: Hashable>(_ key: (BoardPlace) -> Key?) -> [Key: Set<MarkReason>] {
        var out: [Key: Set<MarkReason>] = [:]
        for m in view?.marks ?? [] {
            if let k = key(m.place) { out[k, default: []].insert(m.reason) }
        }
        return out
    }

    /// The places the view takes a tap on though it marks nothing there (a
    /// lesson's other legal choices): hit-tested like marked ones, never drawn.
    public func quiet<Key: Hashable>(_ key: (BoardPlace) -> Key?) -> Set<Key> {
        Set((view?.quiet ?? []).compactMap(key))
    }

    /// Whether the view offers `kind` enabled now.
    public func offers(_ kind: BoardButtonKind) -> Bool {
        view?.buttons.contains { $0.kind == kind && $0.enabled } == true
    }

    public func reset() { interaction?.reset() }

    public func tap(_ place: BoardPlace) -> InputResult<GameAction> { outcome { try $0.tap(place: place) } }

    public func press(_ kind: BoardButtonKind) -> InputResult<GameAction> { outcome { try $0.press(button: kind) } }

    /// Plays the pending decision (its Confirm button).
    public func confirm() -> InputResult<GameAction> { outcome { try $0.confirm() } }

    /// A dragged piece released on `place`.
    public func drop(_ place: BoardPlace) -> InputResult<GameAction> { outcome { try $0.dropOn(place: place) } }

    /// Where a dragged piece would land if released on `place` (nothing changes).
    public func dropGhost(_ place: BoardPlace) -> BoardGhost? { (try? interaction?.dropGhost(place: place)) ?? nil }

    /// The hint on show (marked on the board) and whether Hint may be asked for now, as the turn controller says.
    public func show(hint: GameAction?, available: Bool) {
        try? interaction?.showHint(hint: hint)
        interaction?.setHintAvailable(available: available)
    }

    private func outcome(_ call: (BoardInteraction) throws -> InteractionOutcome) -> InputResult<GameAction> {
        guard let interaction, let out = try? call(interaction) else { return .none }
        switch out {
        case .chosen(let action): return .play(action)
        case .changed, .problem, .played: return .changed
        case .ignored, .command: return .none
        }
    }
}
