// Pyramido animations from the core's events: blocks landing, a marker
// set down, a pile's top sliding into the quarry, banners (no fit, a player
// out, a new floor) and the floor scoring replayed area by area while the
// panels count up. The snapshot already holds the result; the timeline
// says what is playing at a given moment (the prompt follows it).
import Foundation
import PyramidsCore

public enum PyramidoAnim: Sendable {
    /// Blocks (a domino, or a single tile) landing on a pyramid.
    case land(seat: Int, floor: Int, cells: [String])
    case marker(seat: Int, floor: Int, cell: String, colour: PyramidoColour)
    /// A pile's top sliding into a quarry slot.
    case refill(slot: Int, pile: Int)
    /// The bottom of one pile moving onto an empty one.
    case pileMoved(from: Int, to: Int)
    /// One marked area of a floor scoring on `seat`'s pyramid; `floorPoints`
    /// is the seat's whole floor score and `before` what was counted before
    /// this step, so its panel counts up from the total.
    case scoreArea(seat: Int, area: PyramidoArea, floorPoints: Int, before: Int, points: Int, bonus: Bool)
    /// A line across the board.
    case banner(Banner)

    public enum Banner: Sendable, Hashable {
        case noFit(seat: Int)
        case eliminated(seat: Int)
        case floorScored(floor: Int)
        case floorStarted(floor: Int)
    }
}

public struct PyramidoTween: Sendable {
    public let anim: PyramidoAnim
    public let start: Double
    public let duration: Double
    public func progress(_ now: Double) -> Double { min(1, max(0, (now - start) / duration)) }
    public func isActive(_ now: Double) -> Bool { now >= start && now < start + duration }
    public func isPending(_ now: Double) -> Bool { now < start + duration }
}

public struct PyramidoTimeline: Sendable {
    public private(set) var tweens: [PyramidoTween] = []
    public static let landMs = 380.0
    public static let markerMs = 260.0
    public static let refillMs = 420.0
    public static let areaMs = 900.0
    public static let bannerMs = 1000.0
    /// The animation setting: every duration times this; 0 queues nothing
    /// (the snapshot already shows the result).
    public var factor = 1.0

    public init() {}

    private mutating func add(_ a: PyramidoAnim, _ t: inout Double, _ ms: Double) {
        tweens.append(PyramidoTween(anim: a, start: t, duration: ms * factor))
        t += ms * factor
    }

    /// Queues the events' animations one after another from `now` (ms).
    public mutating func enqueue(_ events: [GameEvent], now: Double) {
        guard factor > 0 else { return }
        var t = max(now, endsAt)
        for case .pyramido(let e) in events {
            switch e {
            case .dominoPlaced(let seat, let floor, _, _, let blocks):
                add(.land(seat: Int(seat), floor: Int(floor), cells: blocks.map(\.cell)), &t, Self.landMs)
            case .tilePlaced(let seat, let floor, let cell, _, _), .holeFilled(let seat, let floor, let cell, _, _):
                add(.land(seat: Int(seat), floor: Int(floor), cells: [cell]), &t, Self.landMs)
            case .markerPlaced(let seat, let floor, let cell, let colour, _):
                add(.marker(seat: Int(seat), floor: Int(floor), cell: cell, colour: colour), &t, Self.markerMs)
            case .quarryRefilled(let slot, let pile, _, _, _):
                add(.refill(slot: Int(slot), pile: Int(pile)), &t, Self.refillMs)
            case .pileRefilled(let from, let to, _, _):
                add(.pileMoved(from: Int(from), to: Int(to)), &t, Self.refillMs)
            case .noFit(let seat, _, _):
                add(.banner(.noFit(seat: Int(seat))), &t, Self.bannerMs)
            case .playerEliminated(let seat, _, _):
                add(.banner(.eliminated(seat: Int(seat))), &t, Self.bannerMs)
            case .floorScored(let floor, let scores):
                add(.banner(.floorScored(floor: Int(floor))), &t, Self.bannerMs)
                for fs in scores {
                    var before = 0
                    for area in fs.areas {
                        add(.scoreArea(seat: Int(fs.seat), area: area, floorPoints: Int(fs.points), before: before, points: Int(area.jewels),
                                       bonus: false), &t, Self.areaMs)
                        before += Int(area.jewels)
                    }
                    if fs.bonus > 0 {
                        let lowest = fs.areas.filter { $0.colour == fs.bonusColour }.min { $0.jewels < $1.jewels } ?? fs.areas.min { $0.jewels < $1.jewels }
                        if let lowest {
                            add(.scoreArea(seat: Int(fs.seat), area: lowest, floorPoints: Int(fs.points), before: before, points: Int(fs.bonus),
                                           bonus: true), &t, Self.areaMs)
                        }
                    }
                }
            case .floorStarted(let floor, _):
                add(.banner(.floorStarted(floor: Int(floor))), &t, Self.bannerMs)
            default:
                break
            }
        }
    }

    public var endsAt: Double { tweens.map { $0.start + $0.duration }.max() ?? 0 }
    public func isIdle(_ now: Double) -> Bool { now >= endsAt }
    public mutating func finishAll() { tweens.removeAll() }

    /// What is playing at `now`.
    public func active(_ now: Double) -> [PyramidoTween] { tweens.filter { $0.isActive(now) } }
    /// What has not finished at `now` (started or not).
    public func pending(_ now: Double) -> [PyramidoTween] { tweens.filter { $0.isPending(now) } }

    /// The scoring step playing at `now`, if any.
    public func scoring(_ now: Double) -> (tween: PyramidoTween, seat: Int, area: PyramidoArea, points: Int, bonus: Bool)? {
        for t in active(now) {
            if case .scoreArea(let seat, let area, _, _, let points, let bonus) = t.anim { return (t, seat, area, points, bonus) }
        }
        return nil
    }

    public func banner(_ now: Double) -> (tween: PyramidoTween, banner: PyramidoAnim.Banner)? {
        for t in active(now) {
            if case .banner(let b) = t.anim { return (t, b) }
        }
        return nil
    }

    /// Cells of `seat`'s pyramid whose blocks have not landed yet at `now`.
    public func landing(seat: Int, now: Double) -> Set<String> {
        var out = Set<String>()
        for t in pending(now) where t.progress(now) < 1 {
            if case .land(let s, _, let cells) = t.anim, s == seat, now < t.start { out.formUnion(cells) }
        }
        return out
    }

    /// Cells of `seat`'s pyramid landing at `now`, with how far (0…1).
    public func landingProgress(seat: Int, now: Double) -> [String: Double] {
        var out: [String: Double] = [:]
        for t in active(now) {
            if case .land(let s, _, let cells) = t.anim, s == seat { for c in cells { out[c] = t.progress(now) } }
        }
        return out
    }

    /// The seat's score as its panel shows it: counting up through a floor scoring still playing.
    public func shownScore(seat: Int, total: Int, now: Double) -> Int {
        for t in pending(now) {
            guard case .scoreArea(let s, _, let floorPoints, let before, let points, _) = t.anim, s == seat else { continue }
            let base = total - floorPoints + before
            guard now >= t.start else { return base }
            let k = min(1, t.progress(now) * 2)
            return base + Int((Double(points) * (1 - pow(1 - k, 3))).rounded())
        }
        return total
    }
}
