import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Saved-games screen")
struct SavedGamesScreenTests {
    @Test func cardsSayWhatEachSaveIsInThePlayersWords() throws {
        let dir = try Support.temporaryDirectory("list")
        let store = SaveStore(directory: dir, clock: { 1_790_000_000 })
        let pylos = try Support.session(.pylos, seats: [.human, .ai(level: .hard)])
        try pylos.play(notation: "1b2")
        try store.write(id: "pylos-1", session: pylos)
        let pyramido = try Support.session(.pyramido, seats: [.human, .human, .ai(level: .easy)], seed: 3)
        try store.write(id: "pyramido-1", session: pyramido)
        try #"{"format":"pyramids-app-save","version":9}"#.write(to: dir.appendingPathComponent("newer.pyrsave"), atomically: true, encoding: .utf8)
        try "garbage".write(to: dir.appendingPathComponent("broken.pyrsave"), atomically: true, encoding: .utf8)
        let entries = store.list()
        #expect(entries.count == 4)
        for language in Language.allCases {
            let screen = SavedGamesScreen(strings: Strings(language), spec: .iPhone)
            let byId = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, screen.lines($0)) })
            let strings = Strings(language)
            #expect(byId["newer"]?.last == strings(.futureSave, 9), "a newer save is not called damaged")
            #expect(byId["broken"]?.last == strings(.damagedSave))
            for lines in byId.values {
                for line in lines {
                    #expect(!line.contains("json") && !line.contains("header") && !line.contains("{"), "\(language): \(line)")
                }
            }
            try Screenshots.shoot("saved-games-iphone-\(language.code)", .iPhone) { screen.draw($0, entries) }
        }
        let en = SavedGamesScreen(strings: Strings(.english), spec: .iPhone)
        let pylosLines = en.lines(entries.first { $0.id == "pylos-1" }!)
        #expect(pylosLines == ["Pylos", "Light vs Dark (Computer · Hard)", "Dark to move · Move\u{00A0}2", pylosLines[3]])
        #expect(en.lines(entries.first { $0.id == "pyramido-1" }!)[1] == "Player 1, Player 2, Player 3 (Computer · Easy)")
        // Cards and their Delete buttons fit the screen and are large enough to touch.
        let painter = PyramidsCairo.CairoPainter(width: 1179, height: 2556)
        for (card, _) in en.cards(painter, entries) {
            #expect(card.maxY <= ScreenSpec.iPhone.height)
            let del = en.deleteFrame(card)
            #expect(card.contains(del))
            #expect(del.height >= ScreenSpec.iPhone.scale.pt(44))
        }
        try Screenshots.shoot("saved-games-ipad", .iPad) { SavedGamesScreen(strings: Strings(.english), spec: .iPad).draw($0, entries) }
        try Screenshots.shoot("saved-games-empty-iphone", .iPhone) { en.draw($0, []) }
    }
}
