// Pylos animations from the core's events: a placed ball flies in from its
// seat's reserve, a raised ball lifts in an arc, a reclaimed ball flies back
// to the reserve. The snapshot already shows the result; the timeline only
// draws the balls in flight (and hides them at their destination meanwhile).
import Foundation
import PyramidsCore

/// A ball in flight, drawn over the board.
public struct PylosFlight: Sendable, Hashable {
    /// The position it lands on ("" when it leaves the board).
    public let to: String
    public let at: Pt
    public let radius: Double
    public let color: PylosColor
}

public struct PylosMotion: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case drop(to: String)
        case raise(from: String, to: String)
        case reclaim(from: String)
    }
    public let kind: Kind
    public let seat: Int
    public let start: Double
    public let duration: Double
}

public struct PylosTimeline: Sendable {
    public private(set) var motions: [PylosMotion] = []
    public static let dropMs = 420.0
    public static let raiseMs = 520.0
    public static let reclaimMs = 380.0
    /// The animation setting: every duration times this; 0 queues nothing
    /// (the snapshot already shows where the balls went).
    public var factor = 1.0

    public init() {}

    /// Queues the events' motions one after another from `now` (ms).
    public mutating func enqueue(_ events: [GameEvent], now: Double) {
        guard factor > 0 else { return }
        let k = factor
        var t = max(now, endsAt)
        for case .pylos(let event) in events {
            let motion: PylosMotion? = switch event {
            case .placed(let seat, let to): PylosMotion(kind: .drop(to: to), seat: Int(seat), start: t, duration: Self.dropMs * k)
            case .raised(let seat, let from, let to):
                PylosMotion(kind: .raise(from: from, to: to), seat: Int(seat), start: t, duration: Self.raiseMs * k)
            case .reclaimed(let seat, let from):
                PylosMotion(kind: .reclaim(from: from), seat: Int(seat), start: t, duration: Self.reclaimMs * k)
            case .patternCompleted, .reclaimDeclined, .turnPassed, .gameOver: nil
            }
            if let motion {
                motions.append(motion)
                t += motion.duration
            }
        }
    }

    public var endsAt: Double { motions.map { $0.start + $0.duration }.max() ?? 0 }
    public func isIdle(_ now: Double) -> Bool { now >= endsAt }
    public mutating func finishAll() { motions.removeAll() }

    /// The balls in flight at `now`. A motion not yet started still hides
    /// its ball at the destination (it has not arrived). `reserve`: where a
    /// seat's reserve is on screen. Flights stay inside `bounds` (never
    /// under the status strip).
    public func flights(at now: Double, _ projection: PylosProjection, bounds: Box, reserve: (Int) -> Pt) -> [PylosFlight] {
        motions.compactMap { m in
            let t = min(1, max(0, (now - m.start) / m.duration))
            if now >= m.start + m.duration { return nil }
            let color: PylosColor = m.seat == 0 ? .light : .dark
            func ease(_ x: Double) -> Double { x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2 }
            func clamp(_ p: Pt, _ r: Double) -> Pt {
                Pt(min(max(p.x, bounds.x + r), bounds.maxX - r), min(max(p.y, bounds.y + r), bounds.maxY - r))
            }
            switch m.kind {
            case .drop(let to):
                guard let spot = projection.spot(to) else { return nil }
                let from = reserve(m.seat)
                let e = ease(t)
                let lift = sin(t * .pi) * spot.radius * 2
                let p = Pt(from.x + (spot.center.x - from.x) * e, from.y + (spot.center.y - from.y) * e - lift)
                return PylosFlight(to: to, at: clamp(p, spot.radius), radius: spot.radius, color: color)
            case .raise(let fromName, let to):
                guard let a = projection.spot(fromName), let b = projection.spot(to) else { return nil }
                let e = ease(t)
                let lift = sin(t * .pi) * a.radius * 1.6
                let p = Pt(a.center.x + (b.center.x - a.center.x) * e, a.center.y + (b.center.y - a.center.y) * e - lift)
                return PylosFlight(to: to, at: clamp(p, b.radius), radius: a.radius + (b.radius - a.radius) * e, color: color)
            case .reclaim(let fromName):
                guard let a = projection.spot(fromName) else { return nil }
                let dest = reserve(m.seat)
                let e = ease(t)
                let p = Pt(a.center.x + (dest.x - a.center.x) * e, a.center.y + (dest.y - a.center.y) * e)
                return PylosFlight(to: "", at: p, radius: a.radius * (1 - 0.4 * e), color: color)
            }
        }
    }
}
