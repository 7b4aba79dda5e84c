// No text runs off the screen or touches its edge: every game screen is
// drawn through a painter that records where each line of text lands (its
// measured width, the font's ascent and descent, through the current
// translate/rotate/scale), at 1× and 2× system text size, phone and tablet.
import Foundation
import PyramidsCairo
import PyramidsCore
@testable import PyramidsKit
import Testing

/// A painter that forwards to Cairo and records each text's box on screen.
final class TextRecorder: Painter {
    struct Placed {
        let text: String
        let box: Box
        /// The text's size in pixels (before any scaling transform).
        var size: Double = 0
    }

    let inner: CairoPainter
    private(set) var texts: [Placed] = []
    /// Current transform as an affine matrix (a b c d tx ty): screen = M · local.
    private var m = (a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)
    private var stack: [(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)] = []

    init(_ spec: ScreenSpec) { inner = CairoPainter(width: Int(spec.width), height: Int(spec.height)) }

    var width: Double { inner.width }
    var height: Double { inner.height }

    func save() {
        stack.append(m)
        inner.save()
    }

    func restore() {
        if let last = stack.popLast() { m = last }
        inner.restore()
    }

    private func apply(_ p: Pt) -> Pt { Pt(m.a * p.x + m.c * p.y + m.tx, m.b * p.x + m.d * p.y + m.ty) }

    func translate(_ dx: Double, _ dy: Double) {
        m.tx += m.a * dx + m.c * dy
        m.ty += m.b * dx + m.d * dy
        inner.translate(dx, dy)
    }

    func rotate(degrees: Double, about pivot: Pt) {
        // T(pivot) · R · T(-pivot), composed onto the current matrix.
        let r = degrees * .pi / 180, cs = cos(r), sn = sin(r)
        m.tx += m.a * pivot.x + m.c * pivot.y
        m.ty += m.b * pivot.x + m.d * pivot.y
        let (a, b, c, d) = (m.a, m.b, m.c, m.d)
        m.a = a * cs + c * sn
        m.b = b * cs + d * sn
        m.c = -a * sn + c * cs
        m.d = -b * sn + d * cs
        m.tx += m.a * -pivot.x + m.c * -pivot.y
        m.ty += m.b * -pivot.x + m.d * -pivot.y
        inner.rotate(degrees: degrees, about: pivot)
    }

    func scale(_ sx: Double, _ sy: Double) {
        m.a *= sx
        m.b *= sx
        m.c *= sy
        m.d *= sy
        inner.scale(sx, sy)
    }

    func clip(_ box: Box) { inner.clip(box) }
    func multiplyAlpha(_ alpha: Double) { inner.multiplyAlpha(alpha) }
    func fill(_ shape: Shape, _ fill: Fill) { inner.fill(shape, fill) }
    func stroke(_ shape: Shape, width: Double, color: RGBA, dash: [Double]) { inner.stroke(shape, width: width, color: color, dash: dash) }
    func measureText(_ text: String, style: TextStyle) -> Double { inner.measureText(text, style: style) }
    func metrics(_ style: TextStyle) -> TextMetrics { inner.metrics(style) }

    func drawText(_ text: String, x: Double, y: Double, style: TextStyle) {
        let w = inner.measureText(text, style: style)
        let mt = inner.metrics(style)
        let left = switch style.align {
        case .left: x
        case .center: x - w / 2
        case .right: x - w
        }
        let corners = [Pt(left, y - mt.ascent), Pt(left + w, y - mt.ascent), Pt(left, y + mt.descent), Pt(left + w, y + mt.descent)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        texts.append(Placed(text: text, box: Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!),
                            size: style.size * (m.a * m.a + m.b * m.b).squareRoot()))
        inner.drawText(text, x: x, y: y, style: style)
    }

    /// Texts closer than `margin` to an edge of the screen, or over it
    /// (left and right only for a screen that scrolls).
    func offScreen(margin: Double, vertical: Bool = true) -> [String] {
        texts.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }.compactMap { t in
            let b = t.box
            let ok = b.x >= margin && b.maxX <= width - margin && (!vertical || (b.y >= margin && b.maxY <= height - margin))
            return ok ? nil : "\"\(t.text)\" at x \(Int(b.x))…\(Int(b.maxX)) y \(Int(b.y))…\(Int(b.maxY)) on \(Int(width))×\(Int(height))"
        }
    }
}

@MainActor
@Suite("Text stays on screen")
struct TextBoundsTests {
    static let specs: [(String, ScreenSpec)] = {
        var big = ScreenSpec.iPhone
        big.fontScale = 2
        var bigPad = ScreenSpec.iPad
        bigPad.fontScale = 2
        return [("iphone", .iPhone), ("iphone-2x", big), ("ipad", .iPad), ("ipad-2x", bigPad)]
    }()

    private func check(_ name: String, _ spec: ScreenSpec, _ draw: (Painter) -> Void) {
        let rec = TextRecorder(spec)
        draw(rec)
        #expect(!rec.texts.isEmpty, "\(name) draws text")
        let bad = rec.offScreen(margin: spec.scale.pt(2))
        #expect(bad.isEmpty, "\(name): text touching or over the screen's edge: \(bad)")
    }

    private func model(_ game: GameKind, variant: String? = nil, seats: [SeatController] = [.human, .human], seed: UInt64 = 1001,
                       actions: [String] = [], first: UInt32? = nil) throws -> GameModel {
        let s = try Support.session(game, variant: variant, seats: seats, seed: seed, firstPlayer: first)
        for a in actions { try s.play(notation: a) }
        return try GameModel(session: s, aiBudget: .nodes(count: 500))
    }

    @Test func pyramidoQuarryAndChromeTextsKeepClearOfTheEdges() throws {
        let m = try model(.pyramido, first: 0)
        let late = try model(.pyramido, first: 0)
        for _ in 0..<12 {
            guard let a = late.legal.first else { break }
            #expect(late.play(a))
        }
        for lang in [Language.english, .portuguese, .czech, .slovenian] {
            for (name, spec) in Self.specs {
                let b = PyramidoBoard(strings: Strings(lang), spec: spec, seatCount: 2, table: false)
                check("pyramido-\(name)-\(lang)", spec) { b.draw($0, m) }
                check("pyramido-late-\(name)-\(lang)", spec) { b.draw($0, late) }
            }
        }
        // A finished four-player game: the ranking table, one line a player.
        let url = Support.scenariosDir.appendingPathComponent("pyramido/24-full-tie-shares-the-win.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let over = try model(.pyramido, seats: Array(repeating: .human, count: 4), seed: 21058,
                             actions: try #require(json["actions"] as? [String]), first: 0)
        #expect(over.isOver)
        for lang in [Language.english, .czech] {
            for (name, spec) in Self.specs {
                let b = PyramidoBoard(strings: Strings(lang), spec: spec, seatCount: 4, table: false)
                check("pyramido-over-\(name)-\(lang)", spec) { b.draw($0, over) }
                // The ranking sheet (drawn last, from its title on): inside the
                // board, and no two of its texts run into each other ("10 12", not "1012").
                let rec = TextRecorder(spec)
                b.draw(rec, over)
                // (The title gives its place to the Review button where the rows need the room.)
                let start = try #require(rec.texts.lastIndex { $0.text == "#" })
                let sheet = Array(rec.texts[start...])
                #expect(sheet.count >= 7 * 5, "a header and a line per player")
                #expect(sheet.contains { $0.text == Strings(lang)(.review) }, "the Review button")
                // Inside the sheet, which stays on the board unless its rows would fall under 11 pt there.
                let frame = try #require(b.resultSheetFrame(over))
                for t in sheet {
                    #expect(frame.inset(-1).contains(t.box), "pyramido-over-\(name)-\(lang): \(t.text) inside the sheet")
                    #expect(t.size >= spec.scale.pt(11) - 0.01, "pyramido-over-\(name)-\(lang): \(t.text) at \(t.size / spec.pixelsPerPoint) pt")
                }
                for (i, a) in sheet.enumerated() where !a.text.isEmpty {
                    for c in sheet[(i + 1)...] where !c.text.isEmpty {
                        #expect(!a.box.inset(1).intersects(c.box.inset(1)), "pyramido-over-\(name)-\(lang): \(a.text) / \(c.text)")
                    }
                }
            }
        }
        var big = ScreenSpec.iPhone
        big.fontScale = 2
        try Screenshots.shoot("pyramido-iphone-font-2x-game-over-4", big) {
            PyramidoBoard(strings: Strings(.english), spec: big, seatCount: 4, table: false).draw($0, over)
        }
        var bigPad = ScreenSpec.iPad
        bigPad.fontScale = 2
        let padOver = PyramidoBoard(strings: Strings(.english), spec: bigPad, seatCount: 4, table: false)
        for seat in 0..<4 { #expect(padOver.layout.seats[seat].maxY <= padOver.layout.actions.y, "panel \(seat) above the buttons") }
        try Screenshots.shoot("pyramido-ipad-font-2x-game-over-4", bigPad) { padOver.draw($0, over) }
        try Screenshots.shoot("pyramido-iphone-font-2x-portuguese", big) {
            PyramidoBoard(strings: Strings(.portuguese), spec: big, seatCount: 2, table: false).draw($0, m)
        }
    }

    @Test func reviewTextsKeepClearOfTheEdges() async throws {
        for game in [GameKind.pylos, .pyramida, .pyramido] {
            let d = try ReviewDouble(ReviewGames.options(game), actions: try ReviewGames.actions(game), blunderAt: 12)
            let m = ReviewModel(reviewer: d, first: d.positions[0], budget: .nodes(perDecision: 100))
            for lang in [Language.english, .portuguese, .czech, .slovenian] {
                for (name, spec) in Self.specs {
                    let screen = ReviewScreen(strings: Strings(lang), spec: spec)
                    check("review-\(game.id)-reading-\(name)-\(lang)", spec) { screen.draw($0, m) }
                }
            }
            await m.start().value
            for lang in [Language.english, .portuguese, .czech, .slovenian] {
                for (name, spec) in Self.specs {
                    let screen = ReviewScreen(strings: Strings(lang), spec: spec)
                    // A blunder (the longest mark), an inaccuracy, and the final position.
                    for i in [12, 11, d.count] {
                        m.go(to: i)
                        check("review-\(game.id)-\(i)-\(name)-\(lang)", spec) { screen.draw($0, m) }
                    }
                }
            }
        }
    }

    @Test func pylosAndPyramidaTextsKeepClearOfTheEdges() throws {
        let pylos = try model(.pylos, actions: ["1a1", "1d4", "1b1"])
        let pyramida = try model(.pyramida, actions: ["e1-f2"])
        // Finished games: the result sheet open, and closed with the Result button.
        let pylosOver = try model(.pylos, variant: "kids", actions: [
            "1a1", "1b1", "1c1", "1d1", "1a2", "1b2", "1c2", "1d2", "1a3", "1b3", "1c3", "1d3", "1a4", "1b4", "1c4", "1d4",
            "2a1", "2b1", "2c1", "2a2", "2b2", "2c2", "2a3", "2b3", "2c3", "3a1", "3b1", "3a2", "3b2"])
        let pyramidaOver = try model(.pyramida, actions: [
            "e1-f2", "c1-b2", "f2-e3", "g1-f2", "i1-j2", "b2-c1", "j2-i3", "c1-b2", "i3-h4", "b2-c3", "e3-d4", "f2-e3",
            "d4-e5", "e3-f4", "e5-f6", "c3-b2", "h4-g5", "b2-c1", "g5-f6", "k1-j2", "a1-b2", "f4-g3", "b2-c3",
            "g3-f2", "c3-d4", "j2-i3", "d4-e5", "c1-d2", "e5-f6"])
        #expect(pylosOver.isOver && pyramidaOver.isOver)
        for lang in [Language.english, .portuguese, .czech, .slovenian] {
            for (name, spec) in Self.specs {
                let pb = PylosBoard(strings: Strings(lang), spec: spec)
                check("pylos-\(name)-\(lang)", spec) { pb.draw($0, pylos, now: 0) }
                check("pylos-over-\(name)-\(lang)", spec) { pb.draw($0, pylosOver, now: 0) }
                pb.resultOpen = false
                check("pylos-over-closed-\(name)-\(lang)", spec) { pb.draw($0, pylosOver, now: 0) }
                let rb = PyramidaBoard(strings: Strings(lang), spec: spec)
                check("pyramida-\(name)-\(lang)", spec) { rb.draw($0, pyramida) }
                check("pyramida-over-\(name)-\(lang)", spec) { rb.draw($0, pyramidaOver) }
            }
        }
    }
}
