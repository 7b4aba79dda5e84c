// Table mode with Table board: Turn to mover: the board turns to face the
// player to move in a short eased turn, not a jump, so the players see it
// go round (the reviewer found a jump disorienting). Its time follows the
// animation-speed setting; with animations off it turns at once.

public struct BoardTurn: Sendable, Equatable {
    /// The turn's time at Normal speed, in milliseconds.
    public static let baseMs = 300.0

    public private(set) var from: Double
    public private(set) var to: Double
    public private(set) var start: Double = 0
    public private(set) var duration: Double = 0
    private var aimed = false

    public init(at angle: Double = 0) {
        from = angle
        to = angle
    }

    /// Aims at `target` degrees at `now` (ms): the first aim puts the board
    /// there; a new target starts a turn from the angle on view, the short
    /// way round, lasting `baseMs` times `factor` (0: at once).
    public mutating func aim(_ target: Double, now: Double, factor: Double) {
        guard aimed else {
            aimed = true
            (from, to, duration) = (target, target, 0)
            return
        }
        guard Self.norm(target) != Self.norm(to) else { return }
        let current = now.isFinite ? angle(now) : to
        // The short way round: at most half a turn.
        var delta = Self.norm(target) - Self.norm(current)
        if delta > 180 { delta -= 360 }
        if delta < -180 { delta += 360 }
        from = current
        to = current + delta
        start = now.isFinite ? now : 0
        duration = now.isFinite ? Self.baseMs * max(0, factor) : 0
    }

    /// The angle on view at `now`, eased in and out.
    public func angle(_ now: Double) -> Double {
        guard duration > 0, now.isFinite else { return to }
        let t = min(1, max(0, (now - start) / duration))
        let e = t < 0.5 ? 2 * t * t : 1 - (2 - 2 * t) * (2 - 2 * t) / 2
        return from + (to - from) * e
    }

    public func isTurning(_ now: Double) -> Bool { duration > 0 && now.isFinite && now < start + duration }

    /// When the turn ends (0: no turn queued).
    public var endsAt: Double { duration > 0 ? start + duration : 0 }

    static func norm(_ a: Double) -> Double { ((a.truncatingRemainder(dividingBy: 360)) + 360).truncatingRemainder(dividingBy: 360) }
}
