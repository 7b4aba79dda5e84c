// Saved games' pictures: each card draws the shared model's thumbnail of its
// position (shape for shape, in the shared palette), a damaged save none.
import Foundation
import PyramidsCairo
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
        // The wooden ground, then level 1's sixteen empty places, each a recess in the wood.
        #expect(picture.count == 17, "ground + 16 places: \(picture.count)")
        #expect(picture.dropFirst().allSatisfy {
            if case .oval = $0.0, case .linear(_, _, let stops) = $0.1, stops.map(\.color) == [ThumbnailArt.recessTop, ThumbnailArt.recessFoot] { true } else { false }
        })
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

    /// Relative luminance (sRGB), as the contrast checks use it.
    private func luminance(_ c: RGBA) -> Double {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }

    /// A Pylos hole in a saved game's picture reads as a hollow in the
    /// wood, never as a dark ball: sampled from the PNG painter.
    @Test func aPylosHoleIsAShallowRecessMuchLighterThanADarkBallAndWithoutAHighlight() throws {
        let p = CairoPainter(width: 400, height: 400)
        let box = Box(x: 0, y: 0, width: 400, height: 400)
        let disc = { (x: UInt16, fill: ThumbFill) in ThumbShape(x: x, y: 350, w: 300, h: 300, shape: .disc, fill: fill) }
        ThumbnailArt.draw(p, Thumbnail(shapes: [disc(0, .place), disc(350, .dark), disc(700, .light)]), game: .pylos, in: box)
        // The shapes sit in the box less a 6% margin, on a square of side 1000.
        let inner = box.inset(400 * 0.06)
        func lum(_ u: Double, _ v: Double) -> Double {
            luminance(p.pixel(x: Int(inner.x + u * inner.width / 1000), y: Int(inner.y + v * inner.height / 1000)))
        }
        let hole = lum(150, 500), dark = lum(500, 500)
        #expect(hole > dark * 2.5, "the hole (\(hole)) is far lighter than the dark ball (\(dark))")
        // A recess: shaded under its upper rim, lighter to its foot; no spot brighter than its foot (no ball's highlight).
        let rim = lum(150, 380), foot = lum(150, 620)
        #expect(rim < foot, "darker under the rim (\(rim)) than at the foot (\(foot))")
        var brightest = 0.0
        for v in stride(from: 360.0, through: 640, by: 20) {
            for u in stride(from: 20.0, through: 280, by: 20) where (u - 150) * (u - 150) + (v - 500) * (v - 500) < 130 * 130 {
                brightest = max(brightest, lum(u, v))
            }
        }
        #expect(brightest <= luminance(ThumbnailArt.recessFoot) * 1.05, "no highlight in the hole: \(brightest)")
        // Still a place on the board: shaded below the wood around it, and far from a light ball.
        #expect(luminance(ThumbnailArt.recessTop) < luminance(Theme.woodMid), "the hollow is shaded below the board's surface")
        #expect(lum(850, 500) > hole * 1.8, "a light ball stands out from the hole")
        try Screenshots.shoot("thumbnail-pylos-recess", ScreenSpec(width: 400, height: 400, pixelsPerPoint: 2, device: .phone, safeTop: 0, safeBottom: 0)) {
            ThumbnailArt.draw($0, Thumbnail(shapes: [disc(0, .place), disc(350, .dark), disc(700, .light)]), game: .pylos, in: box)
        }
    }
}
