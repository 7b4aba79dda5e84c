import PyramidsCore
@testable import PyramidsKit
import Testing

@Suite("New-game choices")
struct NewGameModelTests {
    @Test(arguments: [GameKind.pylos, .pyramido, .pyramida])
    func everyChoiceStartsAGameTheLibraryAccepts(_ game: GameKind) throws {
        var m = try #require(NewGameModel.forGame(game))
        #expect(m.seats.first == .human)
        #expect(!m.levels.contains(.random))
        for n in m.seatCountChoices {
            do { let ok = m.setSeatCount(n); #expect(ok) }
            for level in m.levels { do { let ok = m.setController(n - 1, .ai(level: level)); #expect(ok) } }
            for variant in m.variants.isEmpty ? [m.variant] : m.variants {
                do { let ok = m.setVariant(variant); #expect(ok) }
                for starter in [nil] + (0..<n).map(Optional.some) {
                    do { let ok = m.setStarter(starter); #expect(ok) }
                    let options = m.options(seed: 5) { $0 - 1 }
                    let s = try PlaySession(options: options)
                    let snap = s.snapshot()
                    #expect(snap.seats.count == n)
                    let first = starter ?? n - 1
                    if m.takesFirstPlayer {
                        #expect(snap.mover == first, "the chosen player starts")
                        #expect(snap.seats == m.seats, "seats keep their places")
                    } else {
                        #expect(snap.seats[0] == m.seats[first], "the chosen player is the core's first seat")
                    }
                }
            }
        }
        // What the library does not offer is refused.
        do { let ok = m.setSeatCount(Int(m.info.maxSeats) + 1); #expect(!ok) }
        do { let ok = m.setVariant("nonsense"); #expect(!ok) }
        do { let ok = m.setStarter(9); #expect(!ok) }
        if !m.info.aiLevels.contains(.perfect) { do { let ok = m.setController(1, .ai(level: .perfect)); #expect(!ok) } }
    }

    @Test func pyramidoTakesTwoToFourPlayersAndPylosOffersItsVariants() throws {
        let pyramido = try #require(NewGameModel.forGame(.pyramido))
        #expect(pyramido.seatCountChoices == [2, 3, 4])
        let pylos = try #require(NewGameModel.forGame(.pylos))
        // One order on both apps: the game's own (GameInfo.variants), default first.
        #expect(pylos.variants == ["standard", "kids", "expert"])
        #expect(pylos.variants == pylos.info.variants)
        #expect(try #require(NewGameModel.forGame(.pyramida)).variants == ["standard", "swapped"])
        #expect(!pyramido.hasVariants)
        let en = Strings(.english)
        // Round 2: the expert variant is not named like the expert AI level.
        #expect(en(.variantNameExpert) != en.levelName(.expert))
    }
}

/// Each seat: a Human | Computer switch, and only for the computer a row of levels.
@MainActor
@Suite("New game: Human | Computer")
struct NewGamePlayerKindTests {
    @Test func switchingToComputerShowsTheLevelRowAndHumanHidesIt() throws {
        let strings = Strings(.english)
        var model = try #require(NewGameModel.forGame(.pylos))
        func screen() -> NewGameScreen { NewGameScreen(strings: strings, spec: .iPhone, model: model) }
        func levels(_ seat: Int) -> [NewGameScreen.Control] {
            screen().layout().controls.filter { if case .level(seat, _) = $0.choice { true } else { false } }
        }
        func kinds(_ seat: Int) -> [NewGameScreen.Control] {
            screen().layout().controls.filter { if case .playerKind(seat, _) = $0.choice { true } else { false } }
        }
        #expect(kinds(0).map(\.label) == [strings.catalog.playerKindName(kind: .human), strings.catalog.playerKindName(kind: .computer)])
        let toComputer = model.apply(.playerKind(1, .computer))
        #expect(toComputer)
        #expect(model.view.seats[1].kind == .computer && model.view.seats[1].level != nil)
        #expect(levels(1).count == model.levels.count, "the computer's seat offers every level")
        #expect(levels(1).filter(\.selected).count == 1)
        #expect(kinds(1).first { $0.selected }?.choice == .playerKind(1, .computer))
        let toHard = model.apply(.level(1, .hard))
        #expect(toHard)
        #expect(model.seats[1] == .ai(level: .hard))
        try Screenshots.shoot("newgame-pylos-computer-phone", .iPhone) { screen().draw($0, scroll: 0) }
        let toHuman = model.apply(.playerKind(1, .human))
        #expect(toHuman)
        #expect(levels(1).isEmpty, "a human seat has no level row")
        #expect(model.seats[1] == .human)
    }
}
