// Colour-blind patterns: the shared model's mark for each Pyramido colour
// and each side drawn over the piece (PatternArt), none when the setting is
// Off, heavier when Strong; every board shot as a deuteranope and a
// protanope see it, and the palette's hardest pairs measured under both.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

@MainActor
@Suite("Colour-blind patterns")
struct PatternsTests {
    private let box = Box(x: 0, y: 0, width: 120, height: 120)

    /// What PatternArt drew for `piece`: its fills' and strokes' shapes, kind by kind.
    private func signature(_ setting: ColourPatterns, _ piece: PatternPiece, fill: RGBA) -> [String] {
        let p = RecordingPainter(.iPhone)
        PatternArt.draw(p, Patterns(setting, pixelsPerPoint: 3), piece, .square(box), fill: fill)
        return p.fills.map { "fill.\(kind($0.0))" } + p.strokeLog.map { "stroke.\(kind($0.shape))" }
    }

    private func kind(_ s: Shape) -> String {
        switch s {
        case .rect: "rect"
        case .roundRect: "roundRect"
        case .oval: "oval"
        case .circle: "circle"
        case .line: "line"
        case .path: "path"
        }
    }

    @Test func eachPyramidoColourAndEachSideGetsItsOwnMarkAndOffDrawsNone() {
        let colours = PyramidoGrid.colours
        let drawn = colours.map { c in signature(.standard, .pyramidoColour(colour: c), fill: PyramidoArt.colour(c)) }
        for (c, d) in zip(colours, drawn) { #expect(!d.isEmpty, "\(c) carries a mark") }
        #expect(Set(drawn).count == 6, "six colours, six different marks: \(drawn)")
        for c in colours { #expect(signature(.off, .pyramidoColour(colour: c), fill: PyramidoArt.colour(c)).isEmpty, "Off: \(c) plain") }
        let light = signature(.standard, .pylosBall(side: .light), fill: Theme.lightBall)
        let dark = signature(.standard, .pylosBall(side: .dark), fill: Theme.darkBall)
        // The light side is the model's Solid (no mark): the dark one's rings tell them apart.
        #expect(!dark.isEmpty && light != dark, "Pylos's sides differ by mark")
        let white = signature(.standard, .pyramidaStone(side: .light), fill: PyramidaArt.whiteStone)
        let black = signature(.standard, .pyramidaStone(side: .dark), fill: PyramidaArt.blackStone)
        #expect(!black.isEmpty && white != black, "Pyramida's sides differ by mark")
    }

    @Test func strongStrokesAreHeavierAndTheInkContrastsWithTheFill() throws {
        // Every stroked mark: Strong's lines are heavier than Standard's.
        for c in PyramidoGrid.colours {
            let widths = [ColourPatterns.standard, .strong].map { setting -> Double in
                let p = RecordingPainter(.iPhone)
                PatternArt.draw(p, Patterns(setting, pixelsPerPoint: 3), .pyramidoColour(colour: c), .square(box), fill: PyramidoArt.colour(c))
                // The ink laid down: each stroke's width and each fill's size, times its opacity.
                let strokes = p.strokeLog.map { $0.width * $0.color.a }.reduce(0, +)
                let fills = p.fills.map { f -> Double in
                    guard case .solid(let c) = f.1 else { return 0 }
                    switch f.0 {
                    case .circle(_, let r): return r * c.a
                    case .rect(let b): return b.width * c.a
                    default: return 0
                    }
                }.reduce(0, +)
                return strokes + fills
            }
            #expect(widths[1] > widths[0], "\(c): Strong \(widths[1]) > Standard \(widths[0])")
        }
        for fill in PyramidoGrid.colours.map(PyramidoArt.colour) + [Theme.lightBall, Theme.darkBall, PyramidaArt.whiteStone, PyramidaArt.blackStone] {
            let ratio = contrastRatio(a: fill.hex, b: PatternArt.ink(on: fill).hex)
            #expect(ratio >= 3, "ink on \(fill): \(ratio)")
        }
    }

    /// The ink `PatternArt` lays on a piece `points` across at `ppp` pixels per point, measured in points:
    /// each stroke's width and each dot's radius, and the union of what it covers.
    private func inkInPoints(_ setting: ColourPatterns, _ piece: PatternPiece, _ fill: RGBA, square: Bool, points: Double, ppp: Double) -> [Double] {
        let p = RecordingPainter(.iPhone)
        let size = points * ppp
        let area: PatternArt.Area = square ? .square(Box(x: 0, y: 0, width: size, height: size))
            : .circle(center: Pt(size / 2, size / 2), radius: size / 2)
        PatternArt.draw(p, Patterns(setting, pixelsPerPoint: ppp), piece, area, fill: fill)
        let widths = p.strokeLog.map { $0.width / ppp }
        let dots = p.fills.compactMap { f -> Double? in if case .circle(_, let r) = f.0 { r / ppp } else if case .rect(let b) = f.0 { b.width / ppp } else { nil } }
        return (widths + dots).map { ($0 * 1000).rounded() / 1000 }.sorted()
    }

    @Test func aMarkMeasuresTheSameInPointsAtOneAndThreePixelsPerPoint() {
        // pattern_style sizes pieces in points: a 10 pt ball is the same ball at 1x and 3x, so it
        // wears the same mark (or none) in the same points, whatever the screen's density.
        let pieces: [(PatternPiece, RGBA, Bool)] = [
            (.pylosBall(side: .dark), Theme.darkBall, false),
            (.pyramidaStone(side: .dark), PyramidaArt.blackStone, false),
            (.pyramidoColour(colour: .green), PyramidoArt.colour(.green), true),
            (.pyramidoColour(colour: .blue), PyramidoArt.colour(.blue), true),
        ]
        for (piece, fill, square) in pieces {
            for setting in [ColourPatterns.standard, .strong] {
                for points in [6.0, 10, 13, 16, 24, 40] {
                    let one = inkInPoints(setting, piece, fill, square: square, points: points, ppp: 1)
                    let three = inkInPoints(setting, piece, fill, square: square, points: points, ppp: 3)
                    #expect(one == three, "\(piece) \(setting) at \(points) pt: 1x \(one), 3x \(three)")
                }
            }
            // The model's threshold is in points: a 10 pt piece is below it at any density, a 16 pt one above.
            #expect(inkInPoints(.standard, piece, fill, square: square, points: 10, ppp: 3).isEmpty, "\(piece): 10 pt is too small for Standard")
            #expect(!inkInPoints(.standard, piece, fill, square: square, points: 16, ppp: 1).isEmpty, "\(piece): 16 pt wears its mark")
        }
    }

    /// A green block (Dots) `block` px across, a marker on it as the pyramid draws one, under `setting`.
    private func markedGreen(_ setting: ColourPatterns, marker: Bool, block: Double = 240) -> CairoPainter {
        let p = CairoPainter(width: 300, height: 300)
        let box = Box(x: 30, y: 30, width: block, height: block)
        PyramidoArt.block(p, box, .green, jewels: [], floor: 1, line: 3, patterns: Patterns(setting, pixelsPerPoint: 3))
        if marker { PyramidoArt.marker(p, .green, box.center, PyramidoArt.markerRadius(block: block)) }
        return p
    }

    /// Pixels that differ clearly between two drawings.
    private func differing(_ a: CairoPainter, _ b: CairoPainter) -> Int {
        func channel(_ v: UInt32, _ shift: UInt32) -> Int { Int((v >> shift) & 0xFF) }
        var n = 0
        for (x, y) in zip(a.pixels(), b.pixels()) {
            let d: [Int] = [0, 8, 16].map { (s: UInt32) -> Int in abs(channel(x, s) - channel(y, s)) }
            if (d.max() ?? 0) > 24 { n += 1 }
        }
        return n
    }

    @Test func aMarkerLeavesTheDotsOfItsQuarterInSight() throws {
        for setting in [ColourPatterns.standard, .strong] {
            let bare = differing(markedGreen(setting, marker: false), markedGreen(.off, marker: false))
            let marked = differing(markedGreen(setting, marker: true), markedGreen(.off, marker: true))
            #expect(bare > 100, "\(setting): the dots are drawn (\(bare) px)")
            // The disc covers the block's middle: the dots sit in the corners, most of their ink in sight.
            #expect(Double(marked) >= 0.8 * Double(bare), "\(setting): \(marked) of \(bare) px of the dots' ink left with a marker on")
        }
        let shot = markedGreen(.standard, marker: true)
        try FileManager.default.createDirectory(at: Support.screenshotsDir, withIntermediateDirectories: true)
        _ = shot.writePNG(to: Support.screenshotsDir.appendingPathComponent("patterns-marker-on-dots.png").path)
    }

    /// A game a few moves in, on a phone, with the patterns `setting`.
    private func page(_ game: GameKind, moves: Int, _ setting: ColourPatterns) throws -> GamePage {
        let s = try Support.session(game, seats: [.human, .human], seed: 1001, firstPlayer: game == .pyramido ? 0 : nil)
        let m = try GameModel(session: s, aiBudget: .nodes(count: 200))
        for _ in 0..<moves { #expect(m.play(try #require(m.legal.first))) }
        let g = GamePage(id: "patterns", model: m, strings: Strings(.english), spec: .iPhone, tableMode: false, clock: { 0 })
        g.apply(BoardSettings(patterns: setting))
        return g
    }

    /// Pixels drawn in a pattern's ink (either one), at any alpha.
    private func inkMarks(_ p: RecordingPainter) -> Int {
        let inks = [RGBA(hex: 0x1A1208), RGBA(hex: 0xFFF8EA)]
        return p.strokeLog.filter { s in inks.contains(s.color.withAlpha(1)) }.count
            + p.fills.filter { f in if case .solid(let c) = f.1 { inks.contains(c.withAlpha(1)) } else { false } }.count
    }

    @Test func everyBoardDrawsTheMarksUnderTheSettingAndNoneWhenOff() throws {
        for (game, moves) in [(GameKind.pylos, 4), (.pyramida, 0), (.pyramido, 4)] {
            var counts: [ColourPatterns: Int] = [:]
            for setting in [ColourPatterns.off, .standard] {
                let g = try page(game, moves: moves, setting)
                let p = RecordingPainter(.iPhone)
                g.draw(p, now: 0)
                counts[setting] = inkMarks(p)
            }
            #expect(counts[.off] == 0, "\(game): Off draws no mark")
            #expect((counts[.standard] ?? 0) >= 4, "\(game): the pieces wear their marks (\(counts[.standard] ?? 0))")
        }
    }

    @Test func theLegendWearsTheMarksOfThePatternsSetting() {
        // Each game's full legend as the in-game sheet draws it: no marks when Off, the strong ones when Strong.
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let items = LegendItem.all(game, Strings(.english))
            var ink: [ColourPatterns: (marks: Int, width: Double)] = [:]
            for setting in [ColourPatterns.off, .standard, .strong] {
                let p = RecordingPainter(.iPhone)
                LegendSheet(strings: Strings(.english), scale: ScreenSpec.iPhone.scale, items: items,
                            over: Box(x: 0, y: 0, width: ScreenSpec.iPhone.width, height: ScreenSpec.iPhone.height), patterns: setting).draw(p)
                let inks = [RGBA(hex: 0x1A1208), RGBA(hex: 0xFFF8EA)]
                let width = p.strokeLog.filter { inks.contains($0.color.withAlpha(1)) }.map { $0.width * $0.color.a }.reduce(0, +)
                ink[setting] = (inkMarks(p), width)
            }
            #expect(ink[.off]?.marks == 0, "\(game): Off, the legend's pieces are plain")
            #expect((ink[.standard]?.marks ?? 0) > 0, "\(game): Standard, the legend's pieces wear their marks")
            #expect((ink[.strong]?.width ?? 0) > (ink[.standard]?.width ?? 0), "\(game): Strong, heavier marks \(ink)")
        }
    }

    @Test func everyBoardAsDichromatsSeeItAndTheHardestPairsStayApart() throws {
        try Screenshots.colourVision("patterns-pylos-phone", .iPhone) { try? page(.pylos, moves: 6, .standard).draw($0, now: 0) }
        try Screenshots.colourVision("patterns-pyramida-phone", .iPhone) { try? page(.pyramida, moves: 2, .standard).draw($0, now: 0) }
        try Screenshots.colourVision("patterns-pyramido-phone", .iPhone) { try? page(.pyramido, moves: 6, .standard).draw($0, now: 0) }
        try Screenshots.colourVision("patterns-pyramido-strong-phone", .iPhone) { try? page(.pyramido, moves: 6, .strong).draw($0, now: 0) }
        let colours = PyramidoGrid.colours
        for kind in [ColourVision.deuteranopia, .protanopia] {
            let seen = { (c: RGBA) in colourVisionRgb(rgb: c.hex, kind: kind) }
            var closest = (Double.infinity, "")
            for (i, a) in colours.enumerated() {
                for b in colours[(i + 1)...] {
                    let d = colourDistance(a: seen(PyramidoArt.colour(a)), b: seen(PyramidoArt.colour(b)))
                    if d < closest.0 { closest = (d, "\(a)/\(b)") }
                }
            }
            let aquaGreen = colourDistance(a: seen(PyramidoArt.colour(.aqua)), b: seen(PyramidoArt.colour(.green)))
            let blueAqua = colourDistance(a: seen(PyramidoArt.colour(.blue)), b: seen(PyramidoArt.colour(.aqua)))
            let balls = contrastRatio(a: seen(Theme.lightBall), b: seen(Theme.darkBall))
            let stones = contrastRatio(a: seen(PyramidaArt.whiteStone), b: seen(PyramidaArt.blackStone))
            print("colour vision \(kind): aqua/green ΔE \(aquaGreen), blue/aqua ΔE \(blueAqua), closest \(closest.1) ΔE \(closest.0); "
                + "Pylos balls contrast \(balls):1, Pyramida stones \(stones):1")
            #expect(aquaGreen >= 15 && blueAqua >= 15 && closest.0 >= 15, "\(kind): the hardest pairs keep a difference")
            #expect(balls >= 4.5 && stones >= 4.5, "\(kind): the two sides keep their contrast")
        }
    }
}

extension RGBA {
    /// 0xRRGGBB, as the library's colour checks take it.
    var hex: UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
        return byte(r) << 16 | byte(g) << 8 | byte(b)
    }
}
