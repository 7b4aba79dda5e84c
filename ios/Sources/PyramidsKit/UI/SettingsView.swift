// The settings screen as the shared model words it (AppSettings.screen):
// one card per row, its label and explanation, a switch at the right of a
// toggle's card (the whole card is its target) or the options of a choice
// as a segmented row under its words (two rows where one would squeeze
// them). Laid out with TextMeasure, so touches and drawing agree before the
// first frame.
import PyramidsCore

public struct SettingsView {
    /// A tappable part of a row: the toggle's card, or one option of a choice.
    public struct Target: Sendable, Hashable {
        public let id: SettingId
        public let value: SettingValue
        public let frame: Box
    }

    public struct Row {
        public let row: SettingsRow
        public let card: Box
        public let labelY: Double
        public let detailLines: [String]
        public let targets: [Target]
    }

    public let screen: SettingsScreen
    public let spec: ScreenSpec
    private var scale: UIScale { spec.scale }

    public init(screen: SettingsScreen, spec: ScreenSpec) {
        self.screen = screen
        self.spec = spec
    }

    public var frame: ListFrame { ListFrame(spec: spec) }
    public var back: (center: Pt, reach: Double) { frame.back }
    public var listArea: Box { frame.listArea }

    private var detailStyle: TextStyle { scale.small }
    private var switchSize: (w: Double, h: Double) { (scale.pt(52), scale.pt(32)) }

    /// Every row's card, words and targets, `scroll` up.
    @MainActor
    public func rows(scroll: Double = 0) -> [Row] {
        let margin = scale.pt(16)
        let w = min(spec.width - 2 * margin, scale.pt(640))
        let x = (spec.width - w) / 2
        let pad = scale.pt(14)
        let touch = scale.minTouch(table: false)
        var y = listArea.y - scroll
        var out: [Row] = []
        for row in screen.rows {
            let toggle: Bool
            if case .toggle = row.control { toggle = true } else { toggle = false }
            let textW = w - 2 * pad - (toggle ? switchSize.w + pad : 0)
            let lines = row.detail.map { Chrome.wrap($0, style: detailStyle, width: textW, measure: TextMeasure.width) } ?? []
            let wordsH = scale.label.size * 1.4 + Double(lines.count) * detailStyle.size * 1.3
            var targets: [Target] = []
            var h = max(touch, pad + wordsH + pad)
            switch row.control {
            case .toggle(let on):
                targets.append(Target(id: row.id, value: .toggle(on: !on), frame: Box(x: x, y: y, width: w, height: h)))
            case .choice(let options, _):
                let segments = self.segments(options, in: Box(x: x + pad, y: y + pad + wordsH + scale.pt(8), width: w - 2 * pad, height: touch))
                for (i, frame) in segments.enumerated() {
                    targets.append(Target(id: row.id, value: .choice(index: UInt32(i)), frame: frame))
                }
                h = (segments.map(\.maxY).max() ?? y) + pad - y
            }
            out.append(Row(row: row, card: Box(x: x, y: y, width: w, height: h), labelY: y + pad + scale.label.size * 0.7,
                           detailLines: lines, targets: targets))
            y += h + scale.pt(10)
        }
        return out
    }

    /// The options' frames from `first` down: as many to a row as keep every label whole.
    @MainActor
    private func segments(_ options: [String], in first: Box) -> [Box] {
        let gap = scale.pt(6)
        let widest = options.map { TextMeasure.width($0, segmentStyle) }.max() ?? 0
        var perRow = max(1, options.count)
        while perRow > 1, (first.width - gap * Double(perRow - 1)) / Double(perRow) < widest + scale.pt(16) { perRow -= 1 }
        let rowsNeeded = (options.count + perRow - 1) / perRow
        perRow = (options.count + rowsNeeded - 1) / rowsNeeded
        let share = (first.width - gap * Double(perRow - 1)) / Double(perRow)
        return options.indices.map { i in
            Box(x: first.x + Double(i % perRow) * (share + gap), y: first.y + Double(i / perRow) * (first.height + gap), width: share, height: first.height)
        }
    }

    private var segmentStyle: TextStyle { scale.label }

    /// How far the list scrolls at most.
    @MainActor
    public func maxScroll() -> Double {
        frame.maxScroll(end: rows().last?.card.maxY ?? 0)
    }

    @MainActor
    public func target(at p: Pt, scroll: Double) -> Target? {
        guard listArea.contains(p) else { return nil }
        return rows(scroll: scroll).lazy.flatMap(\.targets).first { $0.frame.contains(p) }
    }

    @MainActor
    public func draw(_ p: Painter, scroll: Double) {
        frame.draw(p, title: screen.title) {
            for row in rows(scroll: scroll) where row.card.intersects(listArea) { draw(p, row) }
        }
    }

    private func draw(_ p: Painter, _ row: Row) {
        let pad = scale.pt(14)
        p.fill(.roundRect(row.card, radius: scale.pt(16)), Theme.surface)
        var label = scale.label
        let toggleRoom = { if case .toggle = row.row.control { return switchSize.w + pad } else { return 0 } }()
        label = p.fitted(row.row.label, style: label, maxWidth: row.card.width - 2 * pad - toggleRoom, minSize: scale.pt(11))
        p.drawTextCentered(row.row.label, x: row.card.x + pad, cy: row.labelY, style: label)
        var y = row.labelY + scale.label.size * 0.7 + detailStyle.size * 0.7
        for line in row.detailLines {
            p.drawTextCentered(line, x: row.card.x + pad, cy: y, style: detailStyle)
            y += detailStyle.size * 1.3
        }
        switch row.row.control {
        case .toggle(let on): drawSwitch(p, on: on, center: Pt(row.card.maxX - pad - switchSize.w / 2, row.card.center.y))
        case .choice(let options, let selected):
            for (i, target) in row.targets.enumerated() where i < options.count {
                let chosen = i == Int(selected)
                let f = target.frame
                p.fill(.roundRect(f, radius: f.height / 2), chosen ? Theme.accent : Theme.surfaceHigh)
                p.stroke(.roundRect(f, radius: f.height / 2), width: scale.pt(chosen ? 2 : 1), color: chosen ? Theme.accent : Theme.surfaceLine)
                var style = segmentStyle
                style.align = .center
                style.color = chosen ? Theme.textOnAccent : Theme.text
                p.drawTextCentered(options[i], x: f.center.x, cy: f.center.y,
                                   style: p.fitted(options[i], style: style, maxWidth: f.width - scale.pt(12), minSize: scale.pt(10)))
            }
        }
    }

    /// A switch: a track filled with the accent when on, its knob at that end
    /// (the knob's side says it as well as the colour).
    private func drawSwitch(_ p: Painter, on: Bool, center c: Pt) {
        let (w, h) = switchSize
        let track = Box(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
        p.fill(.roundRect(track, radius: h / 2), on ? Theme.accent : Theme.surfaceHigh)
        p.stroke(.roundRect(track, radius: h / 2), width: scale.pt(1.5), color: on ? Theme.accent : Theme.textDim.withAlpha(0.6))
        let r = h / 2 - scale.pt(3)
        let knob = Pt(on ? track.maxX - h / 2 : track.x + h / 2, c.y)
        p.fill(.circle(center: knob, radius: r), on ? Theme.textOnAccent : Theme.textDim)
    }

    /// One element per row speaking its label and, as its value, the
    /// model's `value` ("On", the chosen option; together the row's
    /// `spoken`): a toggle's card, a choice's words; then each option of a
    /// choice (its label and the row's), the chosen one with the value too.
    @MainActor
    public func accessibility(scroll: Double, back label: String) -> [A11yElement] {
        var out = frame.accessibility(title: screen.title, back: label)
        for row in rows(scroll: scroll) {
            let words = ([row.row.label] + (row.row.detail.map { [$0] } ?? [])).joined(separator: ". ")
            switch row.row.control {
            case .toggle:
                out.append(A11yElement(id: "setting.\(row.row.id)", frame: row.card, label: words, actionable: true, value: row.row.value))
            case .choice(let options, let selected):
                let top = row.targets.map(\.frame.y).min() ?? row.card.maxY
                out.append(A11yElement(id: "setting.\(row.row.id)", frame: Box(x: row.card.x, y: row.card.y, width: row.card.width, height: top - row.card.y),
                                       label: words, actionable: false, value: row.row.value))
                for (i, t) in row.targets.enumerated() where i < options.count {
                    out.append(A11yElement(id: "setting.\(row.row.id).\(i)", frame: t.frame, label: "\(row.row.label): \(options[i])", actionable: true,
                                           value: i == Int(selected) ? row.row.value : nil))
                }
            }
        }
        return out
    }
}
