// The in-game legend (the "?" button): the symbols of the screen you are on,
// each drawn with the game's own art beside what it means, with a way to the
// full rules. The rules pages show the same symbols.
import PyramidsCore

/// One line of a legend: a symbol as the board draws it and its words,
/// both from the library's legend model (the same entries as on Android).
public struct LegendItem: Sendable, Hashable {
    public let symbol: LegendSymbol
    public let text: String
    /// The game whose board draws it: the marks every board shares (the
    /// selection, the hint) are drawn as that board draws them.
    public let game: GameKind?
    public init(_ entry: LegendEntry, game: GameKind? = nil) {
        symbol = entry.symbol
        text = entry.text
        self.game = game
    }

    /// The legend of the board on view: exactly the symbols it draws for
    /// `view` (its interaction model's view) of `snapshot`.
    public static func board(_ snapshot: Snapshot, _ view: InteractionView?, _ strings: Strings) -> [LegendItem] {
        guard let view else { return [] }
        let entries = (try? boardLegend(snapshot: snapshot, view: view, catalog: strings.catalog)) ?? []
        return entries.map { LegendItem($0, game: snapshot.game) }
    }

    /// Every symbol a game's board can draw (the rules pages).
    public static func all(_ game: GameKind, _ strings: Strings) -> [LegendItem] {
        legendSymbols(game: game, catalog: strings.catalog).map { LegendItem($0, game: game) }
    }
}

public enum LegendArt {
    /// Draws `symbol` as `game`'s board shows it (Pylos's when none is
    /// given), fitted in a square of side `2 r` around `c`, its pieces wearing
    /// the marks the board draws under the player's `patterns` setting.
    public static func draw(_ p: Painter, _ symbol: LegendSymbol, center c: Pt, radius r: Double, scale: UIScale, game: GameKind? = nil,
                            patterns setting: ColourPatterns) {
        // Every symbol on a patch of its board's wood (or plate), as in the game.
        let patch = Box(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        let patterns = Patterns(setting, scale)
        let plate = RGBA(hex: 0xD8C49A)
        if game == .pyramido && (symbol == .selected || symbol == .hint) {
            // Pyramido's outlines, on a block (as Android's legend draws them).
            p.fill(.roundRect(patch, radius: r * 0.2), plate)
            let b = patch.inset(r * 0.3)
            PyramidoArt.block(p, b, .yellow, jewels: [.sw], floor: 1, line: scale.pt(1.2), patterns: patterns)
            Marks.outline(p, symbol, b, scale: scale)
            return
        }
        switch symbol {
        case .pyramidoChoice, .pyramidoSpot, .pyramidoGhost, .pyramidoJewel, .pyramidoMarker:
            p.fill(.roundRect(patch, radius: r * 0.2), plate)
        default:
            p.fill(.roundRect(patch, radius: r * 0.2), .linear(from: Pt(c.x, c.y - r), to: Pt(c.x, c.y + r),
                                                               stops: [Stop(0, Theme.woodLight), Stop(1, Theme.woodMid)]))
        }
        let ball = r * 0.62
        let spot = PylosSpot(name: "1a1", level: 1, column: 0, row: 0, center: c, radius: ball, depth: 0)
        let pylos = PylosRenderer(scale: scale)
        let pyramida = PyramidaRenderer(scale: scale)
        let line = scale.pt(1.2)
        switch symbol {
        case .pylosPlace:
            p.fill(.circle(center: c, radius: ball * 0.72), Theme.woodHole)
            pylos.destination(p, spot, strong: false)
        case .pylosRaiseTo:
            p.fill(.circle(center: c, radius: ball * 0.72), Theme.woodHole)
            pylos.destination(p, spot, strong: true)
        case .pylosRaiseFrom:
            PylosArt.ball(p, center: c, radius: ball, color: .light, lineWidth: line, patterns: patterns)
            pylos.raiseBadge(p, spot)
        case .pylosReclaim:
            PylosArt.ball(p, center: c, radius: ball, color: .dark, lineWidth: line, patterns: patterns)
            pylos.pickRing(p, spot)
        case .selected:
            PylosArt.ball(p, center: c, radius: ball, color: .light, lineWidth: line, patterns: patterns)
            pylos.selectedRing(p, spot)
        case .lastMove:
            PylosArt.ball(p, center: c, radius: ball * 0.9, color: .dark, lineWidth: line, patterns: patterns)
            pylos.lastMoveRing(p, spot)
        case .lastFrom:
            p.fill(.circle(center: c, radius: ball * 0.72), Theme.woodHole)
            pylos.lastFromRing(p, spot)
        case .hint:
            p.fill(.circle(center: c, radius: ball * 0.72), Theme.woodHole)
            pylos.hintMark(p, spot)
        case .pyramidaMovable:
            PyramidaArt.stone(p, center: c, radius: ball, .white, line: line, patterns: patterns)
            pyramida.movableRing(p, c, ball)
        case .pyramidaMoveTo:
            p.fill(.circle(center: c, radius: ball), RGBA(hex: 0x5A351A, alpha: 0.85))
            pyramida.target(p, c, ball, empty: true)
        case .pyramidaRetreatTo:
            p.fill(.circle(center: c, radius: ball), RGBA(hex: 0x5A351A, alpha: 0.85))
            let to = Pt(c.x + r * 0.3, c.y + r * 0.3)
            pyramida.retreatArrow(p, from: Pt(c.x - r * 0.85, c.y - r * 0.85), to: to, radius: ball * 0.55)
            pyramida.target(p, to, ball * 0.55, empty: false)
        case .pyramidaBlocked:
            PyramidaArt.stone(p, center: Pt(c.x - r * 0.1, c.y + r * 0.1), radius: ball, .black, line: line, patterns: patterns)
            pyramida.padlock(p, Pt(c.x + ball * 0.6, c.y - ball * 0.6), ball * 0.45)
        case .pyramidaProtected:
            PyramidaArt.stone(p, center: Pt(c.x + r * 0.1, c.y + r * 0.1), radius: ball, .white, line: line, patterns: patterns)
            pyramida.shield(p, Pt(c.x - ball * 0.6, c.y - ball * 0.6), ball * 0.45)
        case .pyramidaEdges:
            for k in -1...1 {
                let q = Pt(c.x + Double(k) * r * 0.42, c.y - Double(k) * r * 0.42)
                p.fill(.rect(Box(x: q.x - r * 0.2, y: q.y - r * 0.2, width: r * 0.4, height: r * 0.4)), RGBA(hex: 0x5A351A, alpha: 0.85))
            }
            p.stroke(.line(Pt(c.x - r * 0.8, c.y + r * 0.8), Pt(c.x + r * 0.8, c.y - r * 0.8)), width: scale.pt(2.5), color: PyramidaRenderer.inlay)
        case .pyramidaTop:
            p.fill(.rect(patch.inset(r * 0.3)), RGBA(hex: 0x5A351A, alpha: 0.85))
            pyramida.topMark(p, c, ball)
        case .pyramidoChoice:
            let b = patch.inset(r * 0.3)
            PyramidoArt.block(p, b, .aqua, jewels: [.sw], floor: 1, line: line, patterns: patterns)
            Marks.outline(p, symbol, b, scale: scale)
        case .pyramidoSpot:
            let u = r * 0.8
            Marks.outline(p, symbol, Box(x: c.x - u, y: c.y - u / 2, width: u, height: u), scale: scale)
            Marks.outline(p, symbol, Box(x: c.x, y: c.y - u / 2, width: u, height: u), scale: scale)
        case .pyramidoGhost:
            let u = r * 0.8
            p.withSave {
                p.multiplyAlpha(PyramidoRenderer.ghostAlpha)
                PyramidoArt.block(p, Box(x: c.x - u, y: c.y - u / 2, width: u, height: u), .red, jewels: [.nw], floor: 1, line: line, patterns: patterns)
                PyramidoArt.block(p, Box(x: c.x, y: c.y - u / 2, width: u, height: u), .blue, jewels: [], floor: 1, line: line, patterns: patterns)
            }
            Marks.outline(p, symbol, Box(x: c.x - u, y: c.y - u / 2, width: 2 * u, height: u), scale: scale)
        case .pyramidoJewel:
            PyramidoArt.jewel(p, .yellow, c, r * 0.5)
        case .pyramidoMarker:
            PyramidoArt.marker(p, .green, c, r * 0.55)
        }
    }
}

/// The legend as a sheet over the board: a title, one row per symbol, and
/// two buttons (the full rules, close). The buttons sit at fixed places at
/// the bottom of the sheet, so touches need no text measuring. In table
/// mode it is turned to face the seat whose panel opened it: `frame` and
/// the buttons are in the sheet's own upright frame, turned by `degrees`
/// about the board's centre on screen.
public struct LegendSheet {
    public let strings: Strings
    public let scale: UIScale
    public let items: [LegendItem]
    /// The colour-blind setting the board draws with: the legend's pieces wear the same marks (or none).
    public let patterns: ColourPatterns
    public let frame: Box
    /// Clockwise degrees the sheet is turned by (0 upright; a seat's edge angle in table mode).
    public let degrees: Double
    private let pivot: Pt

    /// A sheet centred over `area` (the board), at most 560 pt wide, read
    /// from the edge `degrees` turns the bottom to (a quarter turn swaps
    /// the room it has across and along).
    public init(strings: Strings, scale: UIScale, items: [LegendItem], over area: Box, degrees: Double = 0, patterns: ColourPatterns) {
        self.strings = strings
        self.scale = scale
        self.items = items
        self.patterns = patterns
        self.degrees = degrees
        pivot = area.center
        let room = rotate(area, degrees: degrees, about: area.center)
        let w = min(room.width - scale.pt(16), scale.pt(560))
        let rowH = max(scale.pt(56), scale.body.size * 3.4)
        let h = min(room.height - scale.pt(8), scale.pt(64) + Double(items.count) * rowH + scale.minTouch(table: false) + scale.pt(32))
        frame = Box(x: area.center.x - w / 2, y: area.center.y - h / 2, width: w, height: h)
    }

    /// A box of the sheet's upright frame on screen.
    public func screen(_ b: Box) -> Box { degrees == 0 ? b : rotate(b, degrees: degrees, about: pivot) }

    public var rulesButton: Box { scale.footerButtons(in: frame).left }

    public var closeButton: Box { scale.footerButtons(in: frame).right }

    private var rowsArea: Box {
        let top = frame.y + scale.pt(56)
        return Box(x: frame.x + scale.pt(16), y: top, width: frame.width - scale.pt(32), height: rulesButton.y - scale.pt(8) - top)
    }

    public enum Hit: Sendable, Hashable { case rules, close, inside, outside }

    /// What a screen point is on.
    public func hit(_ at: Pt) -> Hit {
        let p = degrees == 0 ? at : rotate(at, degrees: -degrees, about: pivot)
        if rulesButton.contains(p) { return .rules }
        if closeButton.contains(p) { return .close }
        return frame.contains(p) ? .inside : .outside
    }

    public func draw(_ p: Painter) {
        p.fill(.rect(Box(x: 0, y: 0, width: p.width, height: p.height)), RGBA(0, 0, 0, 0.45))
        p.withSave {
            if degrees != 0 { p.rotate(degrees: degrees, about: pivot) }
            drawSheet(p)
        }
    }

    private func drawSheet(_ p: Painter) {
        p.fill(.roundRect(frame, radius: scale.pt(20)), Theme.surfaceHigh)
        p.stroke(.roundRect(frame, radius: scale.pt(20)), width: scale.pt(2), color: Theme.accent)
        var title = scale.title
        title.align = .center
        let titleText = strings(.legendTitle)
        p.drawTextCentered(titleText, x: frame.center.x, cy: frame.y + scale.pt(30),
                           style: p.fitted(titleText, style: title, maxWidth: frame.width - scale.pt(32), minSize: scale.pt(12)))
        let area = rowsArea
        let rowH = area.height / Double(max(1, items.count))
        let chrome = Chrome(scale: scale)
        for (i, item) in items.enumerated() {
            let y = area.y + Double(i) * rowH
            let r = min(rowH * 0.42, scale.pt(22))
            LegendArt.draw(p, item.symbol, center: Pt(area.x + r, y + rowH / 2), radius: r, scale: scale, game: item.game, patterns: patterns)
            let x = area.x + 2 * r + scale.pt(12)
            let width = area.maxX - x
            // Wrapped to two lines at most; shrunk if even that does not fit.
            var style = scale.body
            var lines = chrome.wrap(p, item.text, style: style, width: width)
            while (lines.count > 2 || Double(lines.count) * style.size * 1.25 > rowH) && style.size > scale.pt(10) {
                style.size *= 0.92
                lines = chrome.wrap(p, item.text, style: style, width: width)
            }
            let lineH = style.size * 1.25
            var ly = y + rowH / 2 - Double(lines.count - 1) * lineH / 2
            for line in lines {
                p.drawTextCentered(line, x: x, cy: ly, style: p.fitted(line, style: style, maxWidth: width, minSize: scale.pt(9)))
                ly += lineH
            }
        }
        chrome.buttons(p, [BoardButton(id: .help, label: strings(.legendRules))], in: rulesButton)
        chrome.buttons(p, [BoardButton(id: .done, label: strings(.close), primary: true)], in: closeButton)
    }

    public func accessibility() -> [A11yElement] {
        let text = items.map(\.text).joined(separator: ". ")
        return [A11yElement(id: "legend", frame: screen(rowsArea), label: "\(strings(.legendTitle)). \(text)", actionable: false),
                A11yElement(id: "legend.rules", frame: screen(rulesButton), label: strings(.legendRules), actionable: true),
                A11yElement(id: "legend.close", frame: screen(closeButton), label: strings(.close), actionable: true)]
    }
}
