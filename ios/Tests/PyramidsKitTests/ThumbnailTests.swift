// Saved games' pictures: each card draws the shared model's thumbnail of its
// position (shape for shape, in the shared palette), a damaged save none.
import Foundation
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Saved-game thumbnails", .cleansTemporaryDirectories)
struct ThumbnailTests {
    /// The fills `p` made inside `box` (the picture's ground and its shapes).
    private func fills(_ p: RecordingPainter, in box: Box) -> [(Shape, Fill)] {
        p.fills.filter { shape, _ in
            switch shape {
            case .rect(let b), .oval(let b), .roundRect(let b, _): box.inset(-1).contains(b)
            default: false
            }
        }
    }

    @Test func aNewPylosCardDrawsItsSixteenPlacesAndADamagedOneNoPicture() throws {
        let dir = try Support.temporaryDirectory("thumbs")
        let store = SaveStore(directory: dir, clock: { 1_790_000_000 })
        try store.write(id: "pylos-new", session: try Support.session(.pylos, seats: [.human, .ai(level: .hard)]))
        let pyramida = try Support.session(.pyramida, seats: [.human, .human])
        try store.write(id: "pyramida-new", session: pyramida)
        try "garbage".write(to: dir.appendingPathComponent("brk.pyrsave"), atomically: true, encoding: .utf8)
        let entries = store.list()
        let pylos = try #require(entries.first { $0.id == "pylos-new" })
        let damaged = try #require(entries.first { $0.id == "brk" })
        #expect(damaged.card.thumbnail == nil)

        let screen = SavedGamesScreen(strings: Strings(.english), spec: .iPhone)
        let p = RecordingPainter(.iPhone)
        let shown = Dictionary(uniqueKeysWithValues: screen.draw(p, entries).map { ($0.id, $0.frame) })
        let picture = fills(p, in: screen.thumbnailFrame(try #require(shown["pylos-new"])))
        // The wooden ground, then level 1's sixteen empty places in the wood's hollow colour.
        #expect(picture.count == 17, "ground + 16 places: \(picture.count)")
        #expect(picture.dropFirst().allSatisfy { if case .oval = $0.0, $0.1 == .solid(Theme.woodHole) { true } else { false } })
        #expect(fills(p, in: screen.thumbnailFrame(try #require(shown["brk"]))).isEmpty, "a damaged save: no picture")
        // Pyramida's stones in the shared palette's stone colours.
        let stones = RecordingPainter(.iPhone)
        let thumb = try #require(entries.first { $0.id == "pyramida-new" }?.card.thumbnail)
        #expect(ThumbnailArt.draw(stones, thumb, game: .pyramida, in: Box(x: 0, y: 0, width: 300, height: 300)) == thumb.shapes.count)
        let colours = Set(stones.fills.compactMap { if case .solid(let c) = $0.1 { c } else { nil } })
        #expect(colours.isSuperset(of: [Palette.stone(.light), Palette.stone(.dark)]))
        // A card with a picture is tall enough to hold it whole.
        for (entry, laid) in zip(entries, screen.cards(p, entries)) where entry.card.thumbnail != nil {
            #expect(laid.frame.contains(screen.thumbnailFrame(laid.frame)))
        }
        try Screenshots.shoot("saved-games-thumbnails-iphone", .iPhone) { screen.draw($0, entries) }
    }
}
