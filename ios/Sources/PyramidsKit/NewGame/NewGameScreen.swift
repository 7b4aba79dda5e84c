// The new-game screen: number of players (Pyramido), who plays each seat
// (a human or the computer at a level), the rules variant, who starts, table
// mode (tablets), and Start pinned at the bottom clear of the screen's
// edge. Choices come from NewGameModel (the library's GameInfo). Segmented
// rows wrap onto a second line rather than shrink their labels, so large
// text stays legible; the content scrolls when it is taller than the screen.
//
// The layout estimates text widths (no painter needed), so touches can be
// mapped before anything is drawn; drawing fits each label to its segment.
import PyramidsCore

public struct NewGameScreen {
    public let strings: Strings
    public let spec: ScreenSpec
    public let model: NewGameModel
    /// Table mode is offered (a tablet).
    public let offersTable: Bool

    public init(strings: Strings, spec: ScreenSpec, model: NewGameModel, offersTable: Bool? = nil) {
        self.strings = strings
        self.spec = spec
        self.model = model
        self.offersTable = offersTable ?? (spec.device == .tablet)
    }

    private var scale: UIScale { spec.scale }

    /// What a control sets.
    public enum Choice: Sendable, Hashable {
        case seatCount(Int)
        case seat(Int, SeatController)
        /// Human or Computer: the seat's two-option switch.
        case playerKind(Int, PlayerKind)
        /// The computer's level (its row only while the seat is the computer's).
        case level(Int, AiLevel)
        case variant(String)
        case starter(Int?)
        case tableMode(Bool)
    }

    public struct Control: Sendable {
        public let choice: Choice
        /// In content coordinates (before scrolling).
        public let frame: Box
        public let label: String
        public let selected: Bool
        /// The group it belongs to, for VoiceOver ("Player 1: Hard, selected").
        public let group: String
    }

    public enum TextKind: Sendable { case heading, seat, note }

    public struct Text: Sendable {
        public let text: String
        public let frame: Box
        public let kind: TextKind
        /// The seat whose badge is drawn before it.
        public let seat: Int?
    }

    public struct Layout: Sendable {
        public var texts: [Text] = []
        public var controls: [Control] = []
        /// Segment rows' backgrounds.
        public var groups: [Box] = []
        public var tableRow: Box?
        public var contentHeight = 0.0
    }

    public var topBar: Box { Box(x: scale.pt(12), y: scale.pt(spec.safeTop), width: spec.width - scale.pt(24), height: scale.pt(52)) }

    public var startButton: Box {
        let h = max(scale.pt(spec.device == .tablet ? 60 : 54), scale.label.size * 2.6)
        let w = min(spec.width - scale.pt(32), scale.pt(620))
        return Box(x: (spec.width - w) / 2, y: spec.height - scale.pt(spec.safeBottom) - scale.pt(16) - h, width: w, height: h)
    }

    /// Where the choices scroll: between the top bar and Start.
    public var content: Box {
        let top = topBar.maxY + scale.pt(4)
        return Box(x: 0, y: top, width: spec.width, height: startButton.y - scale.pt(12) - top)
    }

    /// A width for `text` at `size` that errs on the wide side.
    static func estimate(_ text: String, size: Double, bold: Bool) -> Double {
        Double(text.count) * size * (bold ? 0.6 : 0.55)
    }

    /// The seat name a player gets from who starts: in Pylos and Pyramida the
    /// starter plays the first seat (Light, White); nil when it is drawn at random.
    public func colourName(player: Int) -> String? {
        model.colour(player: player).map { strings.seatName(model.game, $0) }
    }

    /// The seat row's label, the shared model's ("Player 1 · Light, moves first").
    public func playerLabel(_ player: Int) -> String { strings.newGameSeatLabel(model.choices, player) }

    public func layout() -> Layout {
        var out = Layout()
        let w = min(spec.width - scale.pt(32), scale.pt(620))
        let left = (spec.width - w) / 2
        // Each segment (inset 3 pt in its row) at least the touch minimum.
        let segH = max(scale.minTouch(table: false) + scale.pt(6), scale.label.size * 2.3)
        let gap = scale.pt(spec.device == .tablet ? 16 : 12)
        var y = content.y + scale.pt(8)

        func heading(_ text: String) {
            let h = scale.label.size * 1.7
            out.texts.append(Text(text: text, frame: Box(x: left, y: y, width: w, height: h), kind: .heading, seat: nil))
            y += h
        }
        func subheading(_ text: String) {
            let h = scale.small.size * 1.6
            out.texts.append(Text(text: text, frame: Box(x: left + scale.pt(4), y: y - gap * 0.4, width: w - scale.pt(4), height: h), kind: .heading, seat: nil))
            y += h - gap * 0.4
        }
        func note(_ text: String) {
            let perLine = max(1, w / (scale.small.size * 0.55))
            let lines = max(1, Int((Double(text.count) / perLine).rounded(.up)))
            let h = Double(lines) * scale.small.size * 1.35 + scale.pt(4)
            out.texts.append(Text(text: text, frame: Box(x: left + scale.pt(4), y: y, width: w - scale.pt(4), height: h), kind: .note, seat: nil))
            y += h + gap * 0.5
        }
        func segmented(_ group: String, _ options: [(Choice, String, Bool)]) {
            let inner = scale.pt(3)
            let minW = options.map { max(scale.minTouch(table: false), Self.estimate($0.1, size: scale.label.size, bold: true) + scale.pt(20)) }.max() ?? 0
            let n = options.count
            var perRow = max(1, min(n, Int((w - 2 * inner + inner) / (minW + inner))))
            let rows = (n + perRow - 1) / perRow
            perRow = (n + rows - 1) / rows
            for r in 0..<rows {
                let row = Box(x: left, y: y, width: w, height: segH)
                out.groups.append(row)
                let items = Array(options[(r * perRow)..<min(n, (r + 1) * perRow)])
                let cellW = (w - 2 * inner - inner * Double(items.count - 1)) / Double(items.count)
                for (i, o) in items.enumerated() {
                    let f = Box(x: left + inner + Double(i) * (cellW + inner), y: y + inner, width: cellW, height: segH - 2 * inner)
                    out.controls.append(Control(choice: o.0, frame: f, label: o.1, selected: o.2, group: group))
                }
                y += segH + inner * 2
            }
            y += gap - inner * 2
        }

        if model.seatCountChoices.count > 1 {
            heading(strings(.playerCount))
            segmented(strings(.playerCount), model.seatCountChoices.map { (.seatCount($0), "\($0)", $0 == model.seatCount) })
        }
        heading(strings(.players))
        for seat in 0..<model.seatCount {
            let h = scale.body.size * 1.6
            let label = playerLabel(seat)
            out.texts.append(Text(text: label, frame: Box(x: left, y: y, width: w, height: h), kind: .seat, seat: seat))
            y += h
            // Who plays it (Human | Computer) apart from how strongly: the level row only for the computer.
            let s = model.view.seats[seat]
            let kinds = model.view.playerKinds
            segmented("\(label). \(strings(.playedBy))", kinds.map { (.playerKind(seat, $0), strings.catalog.playerKindName(kind: $0), s.kind == $0) })
            if let level = s.level {
                subheading(strings(.levelRow))
                segmented("\(label). \(strings(.levelRow))", model.levels.map { (.level(seat, $0), strings.levelName($0), level == $0) })
            }
        }
        if model.hasVariants {
            heading(strings(.variant))
            segmented(strings(.variant), model.variants.map { (.variant($0), strings.variantName($0), $0 == model.variant) })
            note(strings.variantBlurb(model.game, model.variant))
        }
        heading(strings(.whoStarts))
        segmented(strings(.whoStarts), (0..<model.seatCount).map { (.starter($0), strings(.playerN, $0 + 1), model.starter == $0) }
            + [(.starter(nil), strings(.random), model.starter == nil)])
        if !model.takesFirstPlayer { note(strings(.coloursByStarter, strings.seatName(model.game, 0))) }
        if offersTable {
            let row = Box(x: left, y: y, width: w, height: segH)
            out.tableRow = row
            out.controls.append(Control(choice: .tableMode(!model.tableMode), frame: row, label: strings(.tableMode),
                                        selected: model.tableMode, group: strings(.tableMode)))
            y += segH + scale.pt(4)
            note(strings(.tableModeBlurb))
        }
        out.contentHeight = y - content.y + scale.pt(8)
        return out
    }

    public func maxScroll(_ layout: Layout) -> Double { max(0, layout.contentHeight - content.height) }

    /// The control under a screen point, with the content scrolled by `scroll`.
    public func control(at p: Pt, _ layout: Layout, scroll: Double) -> Control? {
        guard content.contains(p) else { return nil }
        let q = Pt(p.x, p.y + scroll)
        return layout.controls.first { $0.frame.contains(q) }
    }

    /// Where a seat line's words start: after its piece, if it has one.
    private func seatTextX(_ t: Text) -> Double {
        t.frame.x + scale.pt(4) + (t.seat != nil ? 2 * t.frame.height * 0.3 + scale.pt(8) : 0)
    }

    public func draw(_ p: Painter, scroll: Double) {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        let l = layout()
        // Every seat's line at one size, the largest at which all of them fit ("Jogador 1 · Claras, joga primeiro" beside "Jogador 2 · Escuras").
        let seatSize = l.texts.filter { $0.kind == .seat }.map { t in
            p.fitted(t.text, style: scale.body, maxWidth: t.frame.maxX - seatTextX(t), minSize: scale.pt(11)).size
        }.min() ?? scale.body.size
        p.withSave {
            p.clip(content)
            p.translate(0, -scroll)
            for t in l.texts {
                switch t.kind {
                case .heading:
                    var style = scale.label
                    style.color = Theme.textDim
                    p.drawTextCentered(t.text, x: t.frame.x, cy: t.frame.center.y,
                                       style: p.fitted(t.text, style: style, maxWidth: t.frame.width, minSize: scale.pt(10)))
                case .seat:
                    if let seat = t.seat {
                        let r = t.frame.height * 0.3
                        badge(p, seat, Pt(t.frame.x + scale.pt(4) + r, t.frame.center.y), r)
                    }
                    var style = scale.body
                    style.size = seatSize
                    p.drawTextCentered(t.text, x: seatTextX(t), cy: t.frame.center.y, style: style)
                case .note:
                    var ty = t.frame.y + scale.small.size * 0.7
                    for line in chrome.wrap(p, t.text, style: scale.small, width: t.frame.width) where ty < t.frame.maxY {
                        p.drawTextCentered(line, x: t.frame.x, cy: ty, style: scale.small)
                        ty += scale.small.size * 1.35
                    }
                }
            }
            for g in l.groups {
                p.fill(.roundRect(g, radius: min(g.height / 2, scale.pt(16))), RGBA(0, 0, 0, 0.24))
                p.stroke(.roundRect(g, radius: min(g.height / 2, scale.pt(16))), width: scale.pt(1), color: Theme.surfaceLine)
            }
            // One text size per group: the largest at which all its labels fit.
            var sizes: [String: Double] = [:]
            for c in l.controls where l.tableRow != c.frame {
                let fitted = p.fitted(c.label, style: scale.label, maxWidth: c.frame.width - scale.pt(12), minSize: scale.pt(10)).size
                sizes[c.group] = min(sizes[c.group] ?? .infinity, fitted)
            }
            for c in l.controls {
                if let row = l.tableRow, row == c.frame {
                    tableSwitch(p, row, on: model.tableMode)
                    continue
                }
                let r = min(c.frame.height / 2, scale.pt(13))
                if c.selected {
                    p.fill(.roundRect(c.frame, radius: r), Theme.accent)
                }
                var style = scale.label
                style.align = .center
                style.size = sizes[c.group] ?? style.size
                style.color = c.selected ? Theme.textOnAccent : Theme.text
                p.drawTextCentered(c.label, x: c.frame.center.x, cy: c.frame.center.y, style: style)
            }
        }
        chrome.topBar(p, topBar, title: strings(.newGameTitle, strings.gameName(model.game)))
        // Start spans the column (Chrome.buttons caps a single button's width).
        let s = startButton
        p.fill(.roundRect(s, radius: s.height / 2), Theme.accent)
        var style = scale.title
        style.align = .center
        style.color = Theme.textOnAccent
        p.drawTextCentered(strings(.start), x: s.center.x, cy: s.center.y, style: p.fitted(strings(.start), style: style, maxWidth: s.width - scale.pt(24), minSize: scale.pt(12)))
    }

    private func badge(_ p: Painter, _ seat: Int, _ c: Pt, _ r: Double) {
        switch model.game {
        case .pyramido: PyramidoArt.seatBadge(p, seat, c, r)
        case .pylos, .pyramida:
            guard let coreSeat = model.colour(player: seat) else {
                // Drawn at random: half light, half dark.
                p.fill(.circle(center: c, radius: r), Theme.lightBall)
                p.fill(.path([.move(Pt(c.x, c.y - r)), .line(Pt(c.x, c.y + r)), .quad(control: Pt(c.x + r * 1.33, c.y + r), to: Pt(c.x + r, c.y)),
                              .quad(control: Pt(c.x + r * 1.33, c.y - r), to: Pt(c.x, c.y - r)), .close]), Theme.darkBall)
                p.stroke(.circle(center: c, radius: r), width: scale.pt(1), color: Theme.textDim)
                return
            }
            if model.game == .pylos {
                PylosArt.ball(p, center: c, radius: r, color: coreSeat == 0 ? .light : .dark, lineWidth: scale.pt(1), patterns: Patterns(.standard, scale))
            } else {
                PyramidaArt.stone(p, center: c, radius: r, coreSeat == 0 ? .white : .black, line: scale.pt(1), patterns: Patterns(.standard, scale))
            }
        }
    }

    private func tableSwitch(_ p: Painter, _ row: Box, on: Bool) {
        p.drawTextCentered(strings(.tableMode), x: row.x + scale.pt(4), cy: row.center.y, style: scale.title)
        let w = scale.pt(52), h = scale.pt(30)
        let sw = Box(x: row.maxX - w, y: row.center.y - h / 2, width: w, height: h)
        p.fill(.roundRect(sw, radius: h / 2), on ? Theme.accent : Theme.surfaceHigh)
        p.stroke(.roundRect(sw, radius: h / 2), width: scale.pt(1), color: Theme.surfaceLine)
        p.fill(.circle(center: Pt(on ? sw.maxX - h / 2 : sw.x + h / 2, sw.center.y), radius: h / 2 - scale.pt(3)),
               on ? Theme.textOnAccent : Theme.text)
    }

    /// VoiceOver: the top bar, each heading and control (with its group and state), Start.
    public func accessibility(scroll: Double) -> [A11yElement] {
        let l = layout()
        let (home, help, r) = Chrome(scale: scale).topBarHomeHelp(topBar)
        let reach = max(r, scale.minTouch(table: false) / 2)
        func round(_ c: Pt) -> Box { Box(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach) }
        var out = [A11yElement(id: "button.home", frame: round(home), label: strings(.back), actionable: true),
                   A11yElement(id: "title", frame: topBar, label: strings(.newGameTitle, strings.gameName(model.game)), actionable: false),
                   A11yElement(id: "button.help", frame: round(help), label: strings(.rules), actionable: true)]
        let area = content
        func onScreen(_ b: Box) -> Box? {
            let s = Box(x: b.x, y: b.y - scroll, width: b.width, height: b.height)
            return s.intersects(area) ? s : nil
        }
        for (i, t) in l.texts.enumerated() where t.kind != .seat {
            if let f = onScreen(t.frame) { out.append(A11yElement(id: "text.\(i)", frame: f, label: t.text, actionable: false)) }
        }
        for (i, c) in l.controls.enumerated() {
            guard let f = onScreen(c.frame) else { continue }
            let label: String
            if case .tableMode = c.choice {
                label = "\(strings(.tableMode)), \(strings(model.tableMode ? .on : .off)). \(strings(.tableModeBlurb))"
            } else {
                label = "\(c.group): \(c.label)" + (c.selected ? ", \(strings(.a11ySelected))" : "")
            }
            out.append(A11yElement(id: "control.\(i)", frame: f, label: label, actionable: true))
        }
        out.append(A11yElement(id: "start", frame: startButton, label: strings(.start), actionable: true))
        return out
    }
}

extension NewGameModel {
    /// Applies a choice of the screen.
    @discardableResult
    public mutating func apply(_ choice: NewGameScreen.Choice) -> Bool {
        switch choice {
        case .seatCount(let n): return setSeatCount(n)
        case .seat(let seat, let c): return setController(seat, c)
        case .playerKind(let seat, let kind): return seat >= 0 && choose(.playerKind(seat: UInt32(seat), kind: kind))
        case .level(let seat, let level): return seat >= 0 && choose(.level(seat: UInt32(seat), level: level))
        case .variant(let v): return setVariant(v)
        case .starter(let s): return setStarter(s)
        case .tableMode(let on):
            tableMode = on
            return true
        }
    }
}
