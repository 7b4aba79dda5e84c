import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Saved-games screen", .cleansTemporaryDirectories)
struct SavedGamesScreenTests {
    @Test func cardsSayWhatEachSaveIsInThePlayersWords() throws {
        let dir = try Support.temporaryDirectory("list")
        let store = SaveStore(directory: dir, clock: { 1_790_000_000 })
        let pylos = try Support.session(.pylos, seats: [.human, .ai(level: .hard)])
        try pylos.play(notation: "1b2")
        try store.write(id: "pylos-1", session: pylos)
        let pyramido = try Support.session(.pyramido, seats: [.human, .human, .human], seed: 3)
        try pyramido.play(try #require(pyramido.legalActions().first))
        try pyramido.setSeat(2, to: .ai(level: .easy))
        try store.write(id: "pyramido-1", session: pyramido)
        try #"{"format":"pyramids-app-save","version":9}"#.write(to: dir.appendingPathComponent("a9x.pyrsave"), atomically: true, encoding: .utf8)
        try "garbage".write(to: dir.appendingPathComponent("brk.pyrsave"), atomically: true, encoding: .utf8)
        // A good envelope around a core save of a newer library, and a file too large to read.
        let envelope = try String(contentsOf: dir.appendingPathComponent("pylos-1.pyrsave"), encoding: .utf8)
        try envelope.replacingOccurrences(of: #"\"version\": 1"#, with: #"\"version\": 9"#)
            .write(to: dir.appendingPathComponent("c9x.pyrsave"), atomically: true, encoding: .utf8)
        try String(repeating: " ", count: SaveStore.maxBytes + 10).write(to: dir.appendingPathComponent("h3x.pyrsave"), atomically: true, encoding: .utf8)
        let entries = store.list()
        #expect(entries.count == 6)
        #expect(entries.first { $0.id == "c9x" }?.card.state == .newer(version: 9))
        for language in Language.allCases {
            let screen = SavedGamesScreen(strings: Strings(language), spec: .iPhone)
            let byId = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, screen.lines($0)) })
            let strings = Strings(language)
            #expect(byId["a9x"] == [strings(.newerSaveTitle), strings(.newerSaveDetail, 9)], "a newer save is not called damaged")
            #expect(byId["c9x"] == [strings(.newerSaveTitle), strings.gameName(.pylos), strings(.newerSaveDetail, 9)])
            #expect(byId["brk"] == [strings(.damagedSaveTitle), strings(.damagedSave)])
            #expect(byId["h3x"]?.first == strings(.damagedSaveTitle))
            for (id, lines) in byId { #expect(!lines[0].contains(id), "never a file name as a title: \(lines)") }
            for lines in byId.values {
                for line in lines {
                    #expect(!line.contains("json") && !line.contains("header") && !line.contains("{"), "\(language): \(line)")
                }
            }
            try Screenshots.shoot("saved-games-iphone-\(language.code)", .iPhone) { screen.draw($0, entries) }
        }
        let en = SavedGamesScreen(strings: Strings(.english), spec: .iPhone)
        let pylosLines = en.lines(entries.first { $0.id == "pylos-1" }!)
        #expect(pylosLines == ["Pylos", "Light: Human, Dark: Computer · Hard", "Dark to move · Move\u{00A0}2", pylosLines[3]])
        #expect(en.lines(entries.first { $0.id == "pyramido-1" }!)[1] == "Player 1: Human, Player 2: Human, Player 3: Computer · Easy")
        // Review for every game's save with a move played, Pyramido's too; none for one that does not open.
        #expect(Set(entries.filter(en.reviewable).map(\.id)) == ["pylos-1", "pyramido-1"])
        // Cards and their Delete buttons fit the screen's width (the list scrolls) and are large enough to touch.
        let painter = PyramidsCairo.CairoPainter(width: 1179, height: 2556)
        for (card, _) in en.cards(painter, entries) {
            #expect(card.x >= 0 && card.maxX <= ScreenSpec.iPhone.width)
            let del = en.deleteFrame(card)
            #expect(card.contains(del))
            #expect(del.height >= ScreenSpec.iPhone.scale.pt(44))
        }
        try Screenshots.shoot("saved-games-ipad", .iPad) { SavedGamesScreen(strings: Strings(.english), spec: .iPad).draw($0, entries) }
        try Screenshots.shoot("saved-games-empty-iphone", .iPhone) { en.draw($0, []) }
    }

    @Test func aCardReadsInFewLinesWithItsButtonsInARowUnderTheTextAtOneAndTwiceTheTextSize() throws {
        let dir = try Support.temporaryDirectory("layout")
        let store = SaveStore(directory: dir, clock: { 1_790_000_000 })
        let pyramido = try Support.session(.pyramido, seats: [.human, .human, .human], seed: 3)
        try pyramido.play(try #require(pyramido.legalActions().first))
        try pyramido.setSeat(2, to: .ai(level: .easy))
        try store.write(id: "pyramido-1", session: pyramido)
        let pylos = try Support.session(.pylos, seats: [.human, .ai(level: .hard)])
        try pylos.play(notation: "1b2")
        try store.write(id: "pylos-1", session: pylos)
        let entries = store.list()
        for fontScale in [1.0, 2.0] {
            var spec = ScreenSpec.iPhone
            spec.fontScale = fontScale
            let screen = SavedGamesScreen(strings: Strings(.english), spec: spec)
            let p = CairoPainter(width: Int(spec.width), height: Int(spec.height))
            let s = spec.scale
            for (entry, laid) in zip(entries, screen.cards(p, entries)) {
                let card = laid.frame
                let visual = laid.lines.map(\.count)
                // Title, players, status, date: at 1x at most one of them wraps, to two lines; at 2x the title
                // stays whole and only three players' names run past three lines.
                #expect(visual[0] == 1, "\(entry.id) at \(fontScale)x: the title on one line")
                #expect(visual.allSatisfy { $0 <= (fontScale == 1 ? 2 : 4) }, "\(entry.id) at \(fontScale)x: \(visual) lines")
                #expect(visual.reduce(0, +) <= laid.lines.count + (fontScale == 1 ? 1 : 5), "\(entry.id) at \(fontScale)x: \(visual)")
                let stackedGap = fontScale > 1.3 ? screen.thumbnailSide + s.pt(6) - 1.3 * s.title.size * Double(visual[0]) : 0
                let textBottom = card.y + s.pt(12) + max(0, stackedGap)
                    + 1.3 * (s.title.size * Double(visual[0]) + s.body.size * Double(visual.dropFirst().reduce(0, +)))
                let del = screen.deleteFrame(card), review = screen.reviewFrame(card)
                #expect(card.contains(del) && card.contains(review), "\(entry.id): the buttons inside the card")
                #expect(del.y >= textBottom && del.y >= screen.thumbnailFrame(card).maxY, "\(entry.id) at \(fontScale)x: the buttons under the text and picture")
                #expect(!del.intersects(review) && del.height >= s.pt(44))
                for (i, block) in laid.lines.enumerated() {
                    let style = i == 0 ? s.title : s.body
                    let room = card.maxX - s.pt(12) - (card.x + s.pt(16) + screen.textIndent(entry, line: i))
                    for line in block { #expect(p.measureText(line, style: style) <= room + 0.5, "\(entry.id): \(line) is whole") }
                }
                for action in entry.card.actions {
                    let label = Strings(.english).catalog.saveActionLabel(action: action.action)
                    #expect(p.measureText(label, style: s.label) <= del.width - s.pt(8), "\(label) fits its button at \(fontScale)x")
                }
            }
            try Screenshots.shoot("saved-games-iphone-font\(Int(fontScale))x", spec) { screen.draw($0, entries) }
        }
    }
}
