// The pages around the games: home, saved games, rules. Each wraps its
// drawn screen (HomeScreen, SavedGamesScreen, RulesScreen) with what the
// page remembers (scroll, the save being deleted) and turns touches into
// PageActions.
import PyramidsCore

/// Vertical scrolling by dragging, shared by the pages that scroll.
struct DragScroll {
    var offset = 0.0
    private var lastY: Double?
    private var travelled = 0.0

    /// Moves with the finger; true while the touch is a scroll (not a tap).
    mutating func track(_ t: Touch, max: Double, slop: Double) -> Bool {
        switch t.phase {
        case .down:
            lastY = t.at.y
            travelled = 0
            return false
        case .move:
            guard let last = lastY else { return false }
            travelled += abs(t.at.y - last)
            if travelled >= slop {
                offset = min(Swift.max(0, offset + last - t.at.y), Swift.max(0, max))
            }
            lastY = t.at.y
            return travelled >= slop
        case .up, .cancel:
            lastY = nil
            return travelled >= slop
        }
    }

    mutating func clamp(_ max: Double) { offset = min(offset, Swift.max(0, max)) }
}

// MARK: Home

@MainActor
public final class HomePage: Page {
    public let strings: Strings
    public let store: SaveStore
    public let learn: LearnStore
    public let puzzles: PuzzleStore
    public private(set) var screen: HomeScreen
    /// The newest unfinished game, read when the page appears.
    public private(set) var resume: SaveEntry?
    /// Each game's Learn entry, worded from the progress when the page appears.
    public private(set) var entries: [GameKind: LearnEntry] = [:]
    /// Each game's Puzzles entry, for the device's date, read when the page appears.
    public private(set) var puzzleEntries: [GameKind: PuzzleEntry] = [:]
    private let today: @MainActor () -> LocalDate
    private var scroll = DragScroll()

    public var route: Route { .home }
    public var scrollOffset: Double { scroll.offset }

    public init(strings: Strings, store: SaveStore, learn: LearnStore, puzzles: PuzzleStore, today: @escaping @MainActor () -> LocalDate,
                spec: ScreenSpec) {
        self.strings = strings
        self.store = store
        self.learn = learn
        self.puzzles = puzzles
        self.today = today
        screen = HomeScreen(strings: strings, spec: spec)
        resume = store.latestOngoing()
        readEntries()
    }

    private func readEntries() {
        let d = today()
        entries = Dictionary(uniqueKeysWithValues: HomeScreen.games.map { ($0, learn.progress.entry(game: $0, catalog: strings.catalog)) })
        puzzleEntries = Dictionary(uniqueKeysWithValues: HomeScreen.games.map {
            ($0, puzzles.progress.entry(game: $0, year: d.year, month: d.month, day: d.day, catalog: strings.catalog))
        })
    }

    private var hasResume: Bool { resume?.summary != nil }

    public func resize(_ spec: ScreenSpec) {
        screen = HomeScreen(strings: strings, spec: spec)
        scroll.clamp(screen.maxScroll(resume: hasResume))
    }
    public func appear() {
        resume = store.latestOngoing()
        readEntries()
        scroll.clamp(screen.maxScroll(resume: hasResume))
    }
    public func draw(_ p: Painter, now: Double) {
        screen.draw(p, resume: resume, learn: entries, puzzles: puzzleEntries, scroll: scroll.offset)
    }

    /// Scrolls by `dy` points' pixels (tests; VoiceOver's scroll action).
    public func scrollBy(_ dy: Double) {
        scroll.offset = min(max(0, scroll.offset + dy), screen.maxScroll(resume: hasResume))
    }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        if scroll.track(t, max: screen.maxScroll(resume: hasResume), slop: screen.spec.scale.pt(8)) { return t.phase == .move ? .redraw : .none }
        guard t.phase == .up else { return .none }
        let resumable = hasResume ? resume?.id : nil
        switch screen.target(at: t.at, resumeId: resumable, scroll: scroll.offset) {
        case .game(let kind)?: return .choose(kind)
        case .learn(let kind)?: return .open(.lessons(kind))
        case .puzzles(let kind)?: return puzzleEntries[kind]?.nextPuzzle.map { .open(.puzzle($0)) } ?? .none
        case .daily(let kind)?: return puzzleEntries[kind]?.daily.map { .open(.puzzle($0)) } ?? .none
        case .resume(let id)?: return .resume(id)
        case .savedGames?: return .open(.savedGames)
        case .settings?: return .open(.settings)
        case .statistics?: return .open(.statistics)
        case nil: return .none
        }
    }

    public func accessibility(now: Double) -> [A11yElement] {
        screen.accessibility(resume: resume, learn: entries, puzzles: puzzleEntries, scroll: scroll.offset)
    }
}

// MARK: Saved games

@MainActor
public final class SavedGamesPage: Page {
    public let strings: Strings
    public let store: SaveStore
    public private(set) var screen: SavedGamesScreen
    public private(set) var entries: [SaveEntry]
    /// The save whose Delete was tapped: the confirmation is up (ConfirmDialog, as Resign's).
    public private(set) var confirming: String?
    private var scroll = DragScroll()
    /// The cards as last drawn (wrapping needs the painter's text measures).
    private var cards: [(id: String, frame: Box)] = []
    private var contentBottom = 0.0

    public var route: Route { .savedGames }

    public init(strings: Strings, store: SaveStore, spec: ScreenSpec) {
        self.strings = strings
        self.store = store
        screen = SavedGamesScreen(strings: strings, spec: spec)
        entries = store.list()
    }

    public func resize(_ spec: ScreenSpec) { screen = SavedGamesScreen(strings: strings, spec: spec) }

    public func appear() {
        entries = store.list()
        confirming = nil
    }

    public func draw(_ p: Painter, now: Double) {
        let laid = screen.cards(p, entries)
        contentBottom = (laid.last?.frame.maxY ?? 0) + screen.spec.scale.pt(16)
        scroll.clamp(maxScroll)
        cards = screen.draw(p, entries, scroll: scroll.offset)
        deleteDialog?.draw(p)
    }

    /// The confirmation while it is up: Delete this saved game?, the save's
    /// card in words, that it cannot be brought back; Cancel and the red Delete.
    public var deleteDialog: ConfirmDialog? {
        guard let id = confirming, let entry = entries.first(where: { $0.id == id }) else { return nil }
        let spec = screen.spec
        let scale = spec.scale
        let area = Box(x: 0, y: scale.pt(spec.safeTop), width: spec.width, height: spec.height - scale.pt(spec.safeTop + spec.safeBottom))
        return ConfirmDialog(scale: scale, over: area, model: strings.catalog.confirmDialog(ask: .deleteSave),
                             subject: screen.lines(entry).prefix(2).joined(separator: " · "))
    }

    private var maxScroll: Double { contentBottom - screen.listArea.maxY }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        let scale = screen.spec.scale
        // The confirmation is modal: only its two buttons answer.
        if let dialog = deleteDialog {
            guard t.phase == .up else { return .none }
            switch dialog.hit(t.at) {
            case .cancel: confirming = nil
            case .confirm:
                if let id = confirming { store.delete(id: id) }
                confirming = nil
                entries = store.list()
            case nil: return .none
            }
            return .redraw
        }
        if t.phase == .up, Chrome(scale: scale).topBarHomeHelp(screen.topBar).home.distance(to: t.at) <= scale.minTouch(table: false) / 2 + scale.pt(4) {
            return .back
        }
        if scroll.track(t, max: maxScroll, slop: scale.pt(8)) { return t.phase == .move ? .redraw : .none }
        guard t.phase == .up, screen.listArea.contains(t.at) else { return .none }
        guard let card = cards.first(where: { $0.frame.contains(t.at) }) else { return .none }
        if screen.deleteFrame(card.frame).contains(t.at) {
            confirming = card.id
            return .redraw
        }
        guard let entry = entries.first(where: { $0.id == card.id }), entry.card.opens else { return .none }
        if screen.reviewable(entry), screen.reviewFrame(card.frame).contains(t.at) { return .open(.review(entry.id)) }
        return .resume(entry.id)
    }

    public func back() -> Bool {
        guard confirming != nil else { return false }
        confirming = nil
        return true
    }

    public func accessibility(now: Double) -> [A11yElement] {
        if let dialog = deleteDialog { return dialog.accessibility() }
        let scale = screen.spec.scale
        let (home, _, r) = Chrome(scale: scale).topBarHomeHelp(screen.topBar)
        let reach = max(r, scale.minTouch(table: false) / 2)
        var out = [A11yElement(id: "button.home", frame: Box(x: home.x - reach, y: home.y - reach, width: 2 * reach, height: 2 * reach),
                               label: strings(.back), actionable: true)]
        if entries.isEmpty {
            out.append(A11yElement(id: "empty", frame: screen.listArea, label: strings(.noSaves), actionable: false))
        }
        for card in cards {
            guard let entry = entries.first(where: { $0.id == card.id }) else { continue }
            out.append(A11yElement(id: "save.\(card.id)", frame: card.frame, label: screen.lines(entry).joined(separator: ". "),
                                   actionable: entry.problem == nil))
            out.append(A11yElement(id: "delete.\(card.id)", frame: screen.deleteFrame(card.frame),
                                   label: "\(strings(.delete)): \(screen.lines(entry).first ?? "")", actionable: true))
            if screen.reviewable(entry) {
                out.append(A11yElement(id: "review.\(card.id)", frame: screen.reviewFrame(card.frame),
                                       label: "\(strings(.review)): \(screen.lines(entry).first ?? "")", actionable: true))
            }
        }
        return out
    }
}

// MARK: Rules

@MainActor
public final class RulesPage: Page {
    public let strings: Strings
    public let game: GameKind
    public private(set) var screen: RulesScreen
    private var scroll = DragScroll()
    private var drawn = RulesScreen.Drawn()

    public var route: Route { .rules(game) }
    public var scrollOffset: Double { scroll.offset }

    public init(strings: Strings, spec: ScreenSpec, game: GameKind) {
        self.strings = strings
        self.game = game
        screen = RulesScreen(strings: strings, spec: spec, game: game)
    }

    public func resize(_ spec: ScreenSpec) { screen = RulesScreen(strings: strings, spec: spec, game: game) }

    public func draw(_ p: Painter, now: Double) {
        drawn = screen.draw(p, scroll: scroll.offset)
        let clamped = min(scroll.offset, screen.maxScroll(drawn.contentHeight))
        if clamped != scroll.offset {
            scroll.offset = clamped
            drawn = screen.draw(p, scroll: clamped)
        }
    }

    /// Scrolls by `dy` pixels (tests; VoiceOver's scroll action).
    public func scrollBy(_ dy: Double) {
        scroll.offset = min(max(0, scroll.offset + dy), screen.maxScroll(drawn.contentHeight))
    }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        let scale = screen.spec.scale
        if t.phase == .up, Chrome(scale: scale).topBarHomeHelp(screen.topBar).home.distance(to: t.at) <= scale.minTouch(table: false) / 2 + scale.pt(4) {
            return .back
        }
        return scroll.track(t, max: screen.maxScroll(drawn.contentHeight), slop: scale.pt(6)) && t.phase == .move ? .redraw : .none
    }

    public func accessibility(now: Double) -> [A11yElement] {
        let scale = screen.spec.scale
        let (home, _, r) = Chrome(scale: scale).topBarHomeHelp(screen.topBar)
        let reach = max(r, scale.minTouch(table: false) / 2)
        let area = screen.content
        return [A11yElement(id: "button.home", frame: Box(x: home.x - reach, y: home.y - reach, width: 2 * reach, height: 2 * reach),
                            label: strings(.back), actionable: true),
                A11yElement(id: "title", frame: screen.topBar, label: strings(.rulesTitle, strings.gameName(game)), actionable: false)]
            + drawn.blocks.enumerated().compactMap { i, block in
                // Blocks scrolled out of view are still read, placed at the edge they left by.
                let y = min(max(block.frame.y, area.y), area.maxY - 1)
                let frame = Box(x: block.frame.x, y: y, width: block.frame.width, height: max(1, min(block.frame.maxY, area.maxY) - y))
                return A11yElement(id: "rules.\(i)", frame: frame, label: block.text, actionable: false)
            }
    }
}

// MARK: Facing a table seat

/// A page turned to face a table-mode seat: the rules a seat's legend led
/// to, so its player reads them without walking round the table (Android's
/// FacingScreen). The page is laid out for the window as that seat sees it
/// (width and height swapped for a quarter turn), drawn turned by `degrees`
/// about the window's centre; touches and VoiceOver frames turn with it.
@MainActor
public final class FacingPage: Page {
    public let inner: any Page
    /// Clockwise degrees: the seat's edge angle (90 the left, 180 the top, 270 the right).
    public let degrees: Double
    private var spec: ScreenSpec

    /// `page` facing the edge `degrees` turns the bottom to, or `page` itself upright.
    public static func wrap(_ page: any Page, degrees: Double, spec: ScreenSpec) -> any Page {
        Int(degrees.rounded()) % 360 == 0 ? page : FacingPage(page, degrees: degrees, spec: spec)
    }

    init(_ inner: any Page, degrees: Double, spec: ScreenSpec) {
        self.inner = inner
        self.degrees = degrees
        self.spec = spec
        inner.resize(innerSpec)
    }

    private var quarter: Bool { Int(degrees.rounded()) % 180 == 90 }
    /// The window as the seat sees it (no notch or home bar on that edge).
    private var innerSpec: ScreenSpec {
        ScreenSpec(width: quarter ? spec.height : spec.width, height: quarter ? spec.width : spec.height,
                   pixelsPerPoint: spec.pixelsPerPoint, device: spec.device, safeTop: 0, safeBottom: 0, fontScale: spec.fontScale)
    }
    private var center: Pt { Pt(spec.width / 2, spec.height / 2) }
    /// Where the inner page's origin sits before the turn (centred on the window).
    private var offset: Pt { Pt((spec.width - innerSpec.width) / 2, (spec.height - innerSpec.height) / 2) }

    /// A window point in the inner page's frame.
    public func toInner(_ p: Pt) -> Pt {
        let u = rotate(p, degrees: -degrees, about: center)
        return Pt(u.x - offset.x, u.y - offset.y)
    }

    public var route: Route { inner.route }
    public func resize(_ spec: ScreenSpec) {
        self.spec = spec
        inner.resize(innerSpec)
    }
    public func appear() { inner.appear() }
    public func draw(_ p: Painter, now: Double) {
        p.withSave {
            p.rotate(degrees: degrees, about: center)
            p.translate(offset.x, offset.y)
            inner.draw(p, now: now)
        }
    }
    public func touch(_ t: Touch, now: Double) -> PageAction { inner.touch(Touch(t.phase, toInner(t.at)), now: now) }
    public func accessibility(now: Double) -> [A11yElement] {
        inner.accessibility(now: now).map { e in
            let b = rotate(Box(x: e.frame.x + offset.x, y: e.frame.y + offset.y, width: e.frame.width, height: e.frame.height),
                           degrees: degrees, about: center)
            return A11yElement(id: e.id, frame: b, label: e.label, actionable: e.actionable)
        }
    }
    public func isAnimating(now: Double) -> Bool { inner.isAnimating(now: now) }
    public func back() -> Bool { inner.back() }
    public func rotateGesture() -> Bool { inner.rotateGesture() }
    public func pause() async { await inner.pause() }
    public func resume() { inner.resume() }
}
