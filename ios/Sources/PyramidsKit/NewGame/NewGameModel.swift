// The choices of the new-game screen before a session exists, held here
// and decided by the shared model (crate pyramids-play, through
// `newGameChoose` / `newGameView`): the seat counts, levels and rules
// variants offered — in the one order both apps show — each seat's colour,
// and the options they start. A change the game does not offer is refused
// (`false`) and changes nothing.
import PyramidsCore

public struct NewGameModel: Sendable {
    public let info: GameInfo
    public private(set) var choices: NewGameChoices
    /// What the screen offers for the choices as they are.
    public private(set) var view: NewGameView

    public init?(info: GameInfo) {
        let choices = newGameChoices(game: info.game)
        self.info = info
        self.choices = choices
        view = newGameView(choices: choices)
    }

    /// For a game of this build (nil if the library does not offer it).
    public static func forGame(_ kind: GameKind) -> NewGameModel? {
        NewGameModel(info: gameInfo(game: kind))
    }

    mutating func choose(_ choice: NewGameChoice) -> Bool {
        guard let next = newGameChoose(choices: choices, choice: choice) else { return false }
        choices = next
        view = newGameView(choices: next)
        return true
    }

    public var game: GameKind { choices.game }
    /// The levels offered in the seat pickers (weakest first, no random mover).
    public var levels: [AiLevel] { view.levels }
    public var seatCount: Int { Int(choices.seatCount) }
    public var seatCountChoices: [Int] { view.seatCounts.map(Int.init) }
    /// The rules variants in the shared order (empty: the game has one).
    public var variants: [String] { view.variants }
    public var hasVariants: Bool { !view.variants.isEmpty }
    public var variant: String { choices.variant }
    /// The starter's seat number, or nil for random.
    public var starter: Int? { choices.starter.map(Int.init) }
    public var tableMode: Bool {
        get { choices.tableMode }
        set { _ = choose(.tableMode(on: newValue)) }
    }
    /// Pyramido: every seat keeps its place and the starter is named.
    public var takesFirstPlayer: Bool { view.takesFirstPlayer }
    public var seats: [SeatController] { view.seats.map(\.controller) }
    public var humanCount: Int { Int(view.humanCount) }
    /// The core seat whose colour `player` plays (0 moves first); nil in
    /// Pyramido or when the starter is drawn.
    public func colour(player: Int) -> Int? {
        view.seats.indices.contains(player) ? view.seats[player].colour.map(Int.init) : nil
    }

    @discardableResult
    public mutating func setSeatCount(_ n: Int) -> Bool { n >= 0 && choose(.seatCount(count: UInt32(n))) }

    @discardableResult
    public mutating func setController(_ seat: Int, _ c: SeatController) -> Bool { seat >= 0 && choose(.seat(seat: UInt32(seat), controller: c)) }

    @discardableResult
    public mutating func setVariant(_ v: String) -> Bool { choose(.variant(variant: v)) }

    @discardableResult
    public mutating func setStarter(_ seat: Int?) -> Bool {
        if let seat, seat < 0 { return false }
        return choose(.starter(seat: seat.map(UInt32.init)))
    }

    /// The core's options; `random` draws a starter (`0 ..< seatCount`) when none is chosen.
    public func options(seed: UInt64, random: (Int) -> Int) -> GameOptions {
        let drawn = starter == nil ? UInt32(max(0, random(seatCount))) : 0
        return (try? newGameOptions(choices: choices, seed: Int64(bitPattern: seed), drawn: drawn))
            ?? GameOptions(game: game, variant: nil, seats: [], seed: Int64(bitPattern: seed), maxPlies: nil, firstPlayer: nil)
    }
}
