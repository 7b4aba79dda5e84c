// The choices of the new-game screen before a session exists: how many
// players, who plays each seat (a human or the computer at a level), the
// rule variant, who starts, table mode — all offered from the library's
// GameInfo (generated), never from a list of our own.
//
// Where the core takes a first player (Pyramido) every seat keeps its place
// and the starter is named, so table mode still draws seat i at side i;
// elsewhere the seats are rotated so the chosen starter becomes the core's
// seat 0, which moves first (Light in Pylos, White in Pyramida).
import PyramidsCore

public struct NewGameModel: Sendable {
    public let info: GameInfo
    public var game: GameKind { info.game }
    /// The levels offered in the seat pickers (weakest first, no random mover).
    public var levels: [AiLevel] { info.aiLevels.filter { $0 != .random } }

    public private(set) var seatCount: Int
    private var controllers: [SeatController]
    public private(set) var variant: String
    /// The starter's seat number, or nil for random.
    public private(set) var starter: Int? = 0
    public var tableMode = false

    public init(info: GameInfo) {
        self.info = info
        seatCount = Int(info.minSeats)
        let level: AiLevel = info.aiLevels.contains(.medium) ? .medium : (info.aiLevels.last ?? .random)
        controllers = (0..<Int(info.maxSeats)).map { $0 == 0 ? .human : .ai(level: level) }
        variant = info.defaultVariant
    }

    /// For a game of this build (nil if the library does not offer it).
    public static func forGame(_ kind: GameKind) -> NewGameModel? {
        (try? gameInfo(game: kind)).map(NewGameModel.init)
    }

    public var seatCountChoices: [Int] { Array(Int(info.minSeats)...Int(info.maxSeats)) }
    public var hasVariants: Bool { info.variants.count > 1 }
    public var takesFirstPlayer: Bool { info.game == .pyramido }
    public var seats: [SeatController] { Array(controllers.prefix(seatCount)) }
    public var humanCount: Int { seats.filter(\.isHuman).count }

    @discardableResult
    public mutating func setSeatCount(_ n: Int) -> Bool {
        guard seatCountChoices.contains(n) else { return false }
        seatCount = n
        if let s = starter, s >= n { starter = 0 }
        return true
    }

    @discardableResult
    public mutating func setController(_ seat: Int, _ c: SeatController) -> Bool {
        guard (0..<seatCount).contains(seat) else { return false }
        if let level = c.aiLevel, !info.aiLevels.contains(level) { return false }
        controllers[seat] = c
        return true
    }

    @discardableResult
    public mutating func setVariant(_ v: String) -> Bool {
        guard info.variants.contains(v) else { return false }
        variant = v
        return true
    }

    @discardableResult
    public mutating func setStarter(_ seat: Int?) -> Bool {
        if let seat, !(0..<seatCount).contains(seat) { return false }
        starter = seat
        return true
    }

    /// The player's seat numbers in core seat order (core seat i is player
    /// `seatOrder(first)[i]`): the identity where the core takes a first player.
    public func seatOrder(first: Int) -> [Int] {
        takesFirstPlayer ? Array(0..<seatCount) : (0..<seatCount).map { (first + $0) % seatCount }
    }

    /// The core's options; `random` picks a starter when none is chosen.
    public func options(seed: UInt64, random: (Int) -> Int) -> GameOptions {
        let first = starter ?? random(seatCount)
        return GameOptions(game: info.game, variant: hasVariants ? variant : nil,
                           seats: seatOrder(first: first).map { controllers[$0] }, seed: seed, maxPlies: nil,
                           firstPlayer: takesFirstPlayer ? UInt32(first) : nil)
    }
}
