/// One touch event, in the board's coordinates (the screen undoes any table
/// rotation first).
public struct Touch: Sendable, Hashable {
    public enum Phase: Sendable, Hashable { case down, move, up, cancel }
    public let phase: Phase
    public let at: Pt
    public init(_ phase: Phase, _ at: Pt) {
        self.phase = phase
        self.at = at
    }
}

/// What a touch asks the game screen to do.
public enum InputResult<Action: Sendable>: Sendable {
    /// Nothing to do.
    case none
    /// The selection or a drag changed: redraw.
    case changed
    /// Play this legal action.
    case play(Action)
}
