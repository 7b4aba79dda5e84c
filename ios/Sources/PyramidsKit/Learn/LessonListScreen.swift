// A game's lesson list: the Learn entry's title and progress as the
// heading, one card per lesson (its number, or a check once done; title;
// summary; a dot per step, filled up to where a left lesson resumes, and
// the step it resumes at in words), and Home's button as the way back.
// Every word is the shared catalog's (LearnEntry, LessonCard).
import PyramidsCore

public struct LessonListScreen {
    public let spec: ScreenSpec
    public let entry: LearnEntry
    public let cards: [LessonCard]

    public init(spec: ScreenSpec, entry: LearnEntry, cards: [LessonCard]) {
        self.spec = spec
        self.entry = entry
        self.cards = cards
    }

    private var scale: UIScale { spec.scale }

    public var topBar: Box {
        let m = scale.pt(12)
        return Box(x: m, y: scale.pt(spec.safeTop), width: spec.width - 2 * m, height: scale.pt(52))
    }

    /// The progress line under the title.
    public var progressLine: Box {
        Box(x: topBar.x, y: topBar.maxY, width: topBar.width, height: scale.small.size * 2.2)
    }

    /// Where the cards scroll.
    public var listArea: Box {
        let y = progressLine.maxY + scale.pt(6)
        return Box(x: 0, y: y, width: spec.width, height: spec.height - scale.pt(spec.safeBottom) - y)
    }

    /// Room for the title, two lines of summary and the steps' row, at the text size.
    public var cardHeight: Double { scale.pt(28) + scale.title.size * 1.3 + 2 * scale.body.size * 1.3 + scale.small.size * 1.8 }

    /// Each card's frame at scroll offset 0 (one column, at most 640 pt wide).
    public func frames() -> [Box] {
        let w = min(spec.width - 2 * scale.pt(16), scale.pt(640))
        let x = (spec.width - w) / 2
        let gap = scale.pt(10)
        return cards.indices.map { i in Box(x: x, y: listArea.y + scale.pt(4) + Double(i) * (cardHeight + gap), width: w, height: cardHeight) }
    }

    /// Where more cards wait below: the list's foot fades into the
    /// background, so a card cut there reads as "scroll on", not as clipped.
    /// Scrolled to its end, the last card stands clear above it, unfaded.
    public func bottomFade(scroll: Double) -> (box: Box, fill: Fill)? {
        guard scroll < maxScroll - 0.5 else { return nil }
        let h = scale.pt(36)
        let box = Box(x: listArea.x, y: listArea.maxY - h, width: listArea.width, height: h)
        // The background's colour there (it runs from top to bottom of the screen).
        let t = min(1, max(0, listArea.maxY / spec.height))
        let a = Theme.backgroundTop, b = Theme.backgroundBottom
        let bg = RGBA(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1)
        return (box, .linear(from: Pt(0, box.y), to: Pt(0, box.maxY), stops: [Stop(0, bg.withAlpha(0)), Stop(1, bg)]))
    }

    public var maxScroll: Double { max(0, (frames().last?.maxY ?? 0) + scale.pt(12) - listArea.maxY) }

    /// The card under a point (the list scrolled by `scroll`).
    public func card(at p: Pt, scroll: Double) -> LessonCard? {
        guard listArea.contains(p) else { return nil }
        let q = Pt(p.x, p.y + scroll)
        return zip(cards, frames()).first { $0.1.contains(q) }?.0
    }

    public func isBack(_ p: Pt) -> Bool {
        let (home, _, r) = Chrome(scale: scale).topBarHomeHelp(topBar)
        return p.distance(to: home) <= max(r, scale.minTouch(table: false) / 2) + scale.pt(4)
    }

    /// A card's words for VoiceOver: number, title, summary, done or where it resumes.
    public static func label(_ card: LessonCard) -> String {
        var parts = ["\(card.number). \(card.title)", card.summary]
        if let complete = card.complete { parts.append(complete) }
        if let resume = card.resume { parts.append(resume) }
        return parts.joined(separator: ". ")
    }

    public func draw(_ p: Painter, scroll: Double, back: String) {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        p.withSave {
            p.clip(listArea)
            for (card, frame) in zip(cards, frames()) {
                let f = Box(x: frame.x, y: frame.y - scroll, width: frame.width, height: frame.height)
                guard f.maxY > listArea.y, f.y < listArea.maxY else { continue }
                draw(p, card, f)
            }
        }
        if let fade = bottomFade(scroll: scroll) { p.fill(.rect(fade.box), fade.fill) }
        chrome.topBar(p, topBar, title: entry.title, help: false)
        var progress = scale.bodyDim
        progress.align = .center
        p.drawTextCentered(entry.progress, x: progressLine.center.x, cy: progressLine.center.y, style: progress)
    }

    private func draw(_ p: Painter, _ card: LessonCard, _ f: Box) {
        let pad = scale.pt(14)
        p.fill(.roundRect(f, radius: scale.pt(16)), Theme.surface)
        if card.resumeStep != nil { p.stroke(.roundRect(f, radius: scale.pt(16)), width: scale.pt(2), color: Theme.accent) }
        let r = scale.pt(18)
        let badge = Pt(f.x + pad + r, f.y + pad + r)
        if card.done {
            LessonArt.check(p, center: badge, radius: r, colour: Theme.accent)
        } else {
            p.fill(.circle(center: badge, radius: r), Theme.surfaceHigh)
            var n = scale.label
            n.align = .center
            p.drawTextCentered("\(card.number)", x: badge.x, cy: badge.y, style: n)
        }
        let textX = badge.x + r + pad
        let textW = f.maxX - pad - textX
        var y = f.y + pad + scale.title.size * 0.65
        p.drawTextCentered(card.title, x: textX, cy: y, style: p.fitted(card.title, style: scale.title, maxWidth: textW, minSize: scale.pt(11)))
        y += scale.title.size * 0.65 + scale.pt(6) + scale.body.size * 0.65
        let chrome = Chrome(scale: scale)
        var style = scale.bodyDim
        var lines = chrome.wrap(p, card.summary, style: style, width: textW)
        while lines.count > 2 && style.size > scale.pt(10) {
            style.size *= 0.92
            lines = chrome.wrap(p, card.summary, style: style, width: textW)
        }
        for line in lines.prefix(2) {
            p.drawTextCentered(line, x: textX, cy: y, style: p.fitted(line, style: style, maxWidth: textW, minSize: scale.pt(9)))
            y += scale.body.size * 1.3
        }
        // A dot per step: filled up to the step a left lesson resumes at, all once done.
        let dotR = scale.pt(4)
        let rowY = f.maxY - pad - scale.small.size * 0.6
        let reached = card.done ? Int(card.steps) : Int(card.resumeStep ?? 0)
        for i in 0..<Int(card.steps) {
            let c = Pt(textX + dotR + Double(i) * dotR * 3, rowY)
            if i < reached {
                p.fill(.circle(center: c, radius: dotR), Theme.accent)
            } else {
                p.stroke(.circle(center: c, radius: dotR * 0.85), width: scale.pt(1.2), color: Theme.textDim)
            }
        }
        if let resume = card.resume {
            var s = scale.small
            s.color = Theme.accent
            let x = textX + Double(card.steps) * dotR * 3 + scale.pt(8)
            // A "play" triangle: the lesson goes on from there.
            let t = scale.small.size * 0.4
            p.fill(.polygon([Pt(x, rowY - t), Pt(x + t * 1.6, rowY), Pt(x, rowY + t)]), Theme.accent)
            p.drawTextCentered(resume, x: x + t * 1.6 + scale.pt(6), cy: rowY,
                               style: p.fitted(resume, style: s, maxWidth: f.maxX - pad - x - t * 1.6 - scale.pt(6), minSize: scale.pt(9)))
        }
    }
}

/// The lesson list as a page: its scroll, and a tap on a card opens that
/// lesson where it was left.
@MainActor
public final class LessonListPage: Page {
    public let strings: Strings
    public let learn: LearnStore
    public let game: GameKind
    public private(set) var screen: LessonListScreen
    private var scroll = DragScroll()

    public var route: Route { .lessons(game) }

    public init(strings: Strings, learn: LearnStore, game: GameKind, spec: ScreenSpec) {
        self.strings = strings
        self.learn = learn
        self.game = game
        screen = Self.make(strings, learn, game, spec)
    }

    private static func make(_ strings: Strings, _ learn: LearnStore, _ game: GameKind, _ spec: ScreenSpec) -> LessonListScreen {
        LessonListScreen(spec: spec, entry: learn.progress.entry(game: game, catalog: strings.catalog),
                         cards: learn.progress.cards(game: game, catalog: strings.catalog))
    }

    public func resize(_ spec: ScreenSpec) {
        screen = Self.make(strings, learn, game, spec)
        scroll.clamp(screen.maxScroll)
    }

    /// Back from a lesson: the cards say what was done and where it was left.
    public func appear() { resize(screen.spec) }

    public func draw(_ p: Painter, now: Double) { screen.draw(p, scroll: scroll.offset, back: strings(.back)) }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        if t.phase == .up, screen.isBack(t.at) { return .back }
        if scroll.track(t, max: screen.maxScroll, slop: screen.spec.scale.pt(8)) { return t.phase == .move ? .redraw : .none }
        guard t.phase == .up, let card = screen.card(at: t.at, scroll: scroll.offset) else { return .none }
        return .open(.lesson(card.id))
    }

    public func accessibility(now: Double) -> [A11yElement] {
        let scale = screen.spec.scale
        let (home, _, r) = Chrome(scale: scale).topBarHomeHelp(screen.topBar)
        let reach = max(r, scale.minTouch(table: false) / 2)
        var out = [A11yElement(id: "button.home", frame: Box(x: home.x - reach, y: home.y - reach, width: 2 * reach, height: 2 * reach),
                               label: strings(.back), actionable: true),
                   A11yElement(id: "title", frame: screen.topBar, label: "\(screen.entry.title). \(screen.entry.progress)", actionable: false)]
        for (card, frame) in zip(screen.cards, screen.frames()) {
            let y = min(max(frame.y - scroll.offset, screen.listArea.y), screen.listArea.maxY - 1)
            out.append(A11yElement(id: "lesson.\(card.id)", frame: Box(x: frame.x, y: y, width: frame.width, height: max(1, min(frame.height, screen.listArea.maxY - y))),
                                   label: LessonListScreen.label(card), actionable: true))
        }
        return out
    }
}
