// The app: its services (strings, saves, the AI's budget, a clock, a random
// source) and its pages on a stack with home at the root. The SwiftUI host
// (PyramidsUI) gives it the window (size, safe areas, text size), forwards
// touches and draws what it says; everything the app decides is here and
// tested on Linux.
import Foundation
import PyramidsCore

/// A seedable random source (SplitMix64): the app seeds it from the system,
/// tests from a number.
public struct SplitMix: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: New game page

@MainActor
public final class NewGamePage: Page {
    public let strings: Strings
    public private(set) var model: NewGameModel
    public private(set) var screen: NewGameScreen
    private var scroll = DragScroll()

    public var route: Route { .newGame(model.game) }

    public init(strings: Strings, spec: ScreenSpec, model: NewGameModel) {
        self.strings = strings
        self.model = model
        screen = NewGameScreen(strings: strings, spec: spec, model: model)
    }

    private func rebuild(_ spec: ScreenSpec? = nil) {
        screen = NewGameScreen(strings: strings, spec: spec ?? screen.spec, model: model)
        scroll.clamp(screen.maxScroll(screen.layout()))
    }

    public func resize(_ spec: ScreenSpec) { rebuild(spec) }
    public func draw(_ p: Painter, now: Double) { screen.draw(p, scroll: scroll.offset) }

    public var scrollOffset: Double { scroll.offset }

    /// Scrolls by `dy` px (tests; VoiceOver's scroll action): a computer's level rows make the list taller.
    public func scrollBy(_ dy: Double) {
        scroll.offset = min(max(0, scroll.offset + dy), screen.maxScroll(screen.layout()))
    }

    /// Applies a choice as a tap on its control would (tests, VoiceOver).
    @discardableResult
    public func choose(_ choice: NewGameScreen.Choice) -> Bool {
        let ok = model.apply(choice)
        rebuild()
        return ok
    }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        let scale = screen.spec.scale
        if t.phase == .up {
            let (home, help, r) = Chrome(scale: scale).topBarHomeHelp(screen.topBar)
            let reach = max(r, scale.minTouch(table: false) / 2)
            if t.at.distance(to: home) <= reach { return .back }
            if t.at.distance(to: help) <= reach { return .open(.rules(model.game)) }
            if screen.startButton.contains(t.at) { return .start(model) }
        }
        let layout = screen.layout()
        if scroll.track(t, max: screen.maxScroll(layout), slop: scale.pt(8)) { return t.phase == .move ? .redraw : .none }
        guard t.phase == .up, let control = screen.control(at: t.at, layout, scroll: scroll.offset) else { return .none }
        return choose(control.choice) ? .redraw : .none
    }

    public func accessibility(now: Double) -> [A11yElement] { screen.accessibility(scroll: scroll.offset) }
}

// MARK: The app

@MainActor
public final class AppModel {
    /// The words of every screen: the settings' language, else the device's.
    public private(set) var strings: Strings
    public let store: SaveStore
    /// The player's settings (settings.json beside the saves).
    public let settings: SettingsStore
    /// The player's results (statistics.json beside the saves).
    public let statistics: StatisticsStore
    /// Plays the decisions' sounds (the host's audio; tests record them).
    public let sound: any SoundPlayer
    /// The device's language, for the settings' "Device language".
    private let systemLocale: String
    /// The lessons' progress (learn.json beside the saves).
    public let learn: LearnStore
    /// The puzzles' results, streak and rating (puzzles.json beside the saves).
    public let puzzles: PuzzleStore
    /// The device's local date (year, month, day): the daily puzzle's.
    public let today: @MainActor () -> LocalDate
    /// The mistakes of the game whose offer was taken (Route.mistake).
    public private(set) var mistakes: MistakeController?
    public private(set) var spec: ScreenSpec
    public private(set) var pages: [any Page]
    /// `nil`: each level's own time (the shared turn policy).
    public let aiBudget: AiBudget?
    public let hintBudget: AiBudget
    /// How long a review thinks about each decision.
    public let reviewBudget: ReviewBudget
    /// Makes the library's reviewer of a session's played line (tests give a double).
    private let makeReviewer: @Sendable (PlaySession) throws -> any GameReviewerProtocol
    /// A message over the page (a game that would not open), until the next touch.
    public private(set) var notice: String?
    /// Counts feedback events; the host plays a haptic when it changes.
    public private(set) var feedbackSerial = 0
    public private(set) var lastFeedback: Feedback?
    /// Something changed: the host draws again.
    public var onChange: (@MainActor () -> Void)?
    private var random: SplitMix
    private let clock: @MainActor () -> Double

    /// `clock`: milliseconds, the same time base the host draws with.
    /// `strings`: the device's language (the settings may choose another).
    public init(strings: Strings, store: SaveStore, learn: LearnStore? = nil, puzzles: PuzzleStore? = nil, settings: SettingsStore? = nil,
                statistics: StatisticsStore? = nil, sound: any SoundPlayer = SilentPlayer(), spec: ScreenSpec, aiBudget: AiBudget? = nil,
                hintBudget: AiBudget = PyramidsCore.hintBudget(), reviewBudget: ReviewBudget = .time(msPerDecision: 150),
                reviewer: @escaping @Sendable (PlaySession) throws -> any GameReviewerProtocol = AppModel.libraryReviewer,
                seed: UInt64 = UInt64.random(in: 0...UInt64.max),
                clock: @escaping @MainActor () -> Double = { Date().timeIntervalSinceReferenceDate * 1000 },
                today: @escaping @MainActor () -> LocalDate = { LocalDate(Date()) }) {
        self.store = store
        let settings = settings ?? SettingsStore(directory: store.directory)
        self.settings = settings
        self.sound = sound
        self.statistics = statistics ?? StatisticsStore(directory: store.directory)
        systemLocale = strings.language.code
        self.strings = Strings(catalog: settings.settings.catalog(systemLocale: systemLocale))
        self.learn = learn ?? LearnStore(directory: store.directory)
        self.puzzles = puzzles ?? PuzzleStore(directory: store.directory)
        self.today = today
        self.spec = spec
        self.aiBudget = aiBudget
        self.hintBudget = hintBudget
        self.reviewBudget = reviewBudget
        makeReviewer = reviewer
        self.clock = clock
        random = SplitMix(seed: seed)
        pages = []
        pages = [makeHome()]
    }

    private func makeHome() -> HomePage {
        HomePage(strings: strings, store: store, learn: learn, puzzles: puzzles, today: today, spec: spec)
    }

    public var top: any Page { pages[pages.count - 1] }
    public var route: Route { top.route }
    public var routes: [Route] { pages.map(\.route) }
    /// The game on screen, if any.
    public var gamePage: GamePage? { pages.last { $0 is GamePage } as? GamePage }

    private func changed() { onChange?() }

    /// Something the player should feel: the host plays it, while vibration is on.
    private func feel(_ feedback: Feedback) {
        guard settings.values.haptics else { return }
        lastFeedback = feedback
        feedbackSerial += 1
    }

    /// A decision's sounds, while the sound setting is on.
    private func hear(_ events: [GameEvent], _ session: GameSession) {
        sound.play(events, of: session, on: settings.values.sound)
    }

    // MARK: Settings

    /// What the boards apply of the settings on this device.
    public var boardSettings: BoardSettings { boardSettings(coached: false) }

    /// A lesson's or a puzzle's board: its words name places, so the library
    /// shows its coordinates on a phone too unless they are turned off.
    public func boardSettings(coached: Bool) -> BoardSettings {
        let values = settings.values
        let coordinates = coached ? settings.settings.showsCoordinatesCoached()
            : settings.settings.showsCoordinates(isTablet: spec.device == .tablet)
        return BoardSettings(animationFactor: Double(settings.settings.animationFactor()),
                             coordinates: coordinates,
                             sound: values.sound, confirmMoves: values.confirmMoves,
                             patterns: values.patterns, tableBoard: values.tableBoard)
    }

    /// A settings row changed: stored, and applied at once. A new language
    /// remakes the pages under the settings (Home) in its words.
    public func change(_ id: SettingId, _ value: SettingValue) {
        guard settings.set(id, value) else { return }
        let words = Strings(catalog: settings.settings.catalog(systemLocale: systemLocale))
        if words.language != strings.language {
            strings = words
            // The settings are opened from Home: the stack is Home and them.
            pages = [makeHome(), SettingsPage(strings: strings, settings: settings.settings, spec: spec)]
        }
        for page in pages { (page as? GamePage)?.apply(boardSettings) }
        top.appear()
    }

    // MARK: Window

    public func resize(_ spec: ScreenSpec) {
        guard spec != self.spec else { return }
        self.spec = spec
        for page in pages { page.resize(spec) }
        changed()
    }

    public func draw(_ p: Painter, now: Double) {
        top.draw(p, now: now)
        offerDialog?.draw(p)
        if let notice { drawNotice(p, notice) }
    }

    // MARK: The lessons' first-launch offer

    /// The game whose lessons are offered (the player chose it on Home, and
    /// none of its lessons was begun nor the offer declined).
    public private(set) var offering: GameKind?

    /// The offer as the app's drawn dialog: "Learn Pylos", the offer's
    /// words, Not now and Learn (the shared catalog's, LearnOffer).
    public var offerDialog: ConfirmDialog? {
        guard let game = offering, let offer = learn.progress.offer(game: game, catalog: strings.catalog) else { return nil }
        let s = spec.scale
        let area = Box(x: 0, y: s.pt(spec.safeTop), width: spec.width, height: spec.height - s.pt(spec.safeTop + spec.safeBottom))
        let title = learn.progress.entry(game: game, catalog: strings.catalog).title
        return ConfirmDialog(scale: s, over: area, title: title, body: offer.text, cancel: offer.decline, confirm: offer.accept, destructive: false)
    }

    /// A game chosen: its lessons are offered first while they are to be, else New game.
    public func choose(_ game: GameKind) {
        if learn.progress.offer(game: game, catalog: strings.catalog) != nil {
            offering = game
        } else {
            open(.newGame(game))
        }
    }

    /// Learn: the game's lesson list. Not now: never offered again, and on to New game.
    public func answerOffer(accept: Bool) {
        guard let game = offering else { return }
        offering = nil
        if accept {
            open(.lessons(game))
        } else {
            learn.declineOffer(game)
            open(.newGame(game))
        }
        changed()
    }

    private var noticeBox: Box {
        let s = spec.scale
        let w = min(spec.width - s.pt(32), s.pt(560))
        let h = max(s.pt(64), s.body.size * 3.6)
        return Box(x: (spec.width - w) / 2, y: spec.height - s.pt(spec.safeBottom) - h - s.pt(96), width: w, height: h)
    }

    private func drawNotice(_ p: Painter, _ text: String) {
        let s = spec.scale
        let box = noticeBox
        p.fill(.roundRect(box.inset(-s.pt(2)), radius: s.pt(16)), RGBA(0, 0, 0, 0.4))
        p.fill(.roundRect(box, radius: s.pt(14)), Theme.surfaceHigh)
        p.stroke(.roundRect(box, radius: s.pt(14)), width: s.pt(2), color: Theme.danger)
        let lines = Chrome(scale: s).wrap(p, text, style: s.body, width: box.width - s.pt(24))
        let lineH = s.body.size * 1.3
        var y = box.center.y - Double(min(lines.count, 2) - 1) * lineH / 2
        var style = s.body
        style.align = .center
        for line in lines.prefix(2) {
            p.drawTextCentered(line, x: box.center.x, cy: y, style: p.fitted(line, style: style, maxWidth: box.width - s.pt(24), minSize: s.pt(9)))
            y += lineH
        }
    }

    public func isAnimating(now: Double) -> Bool { top.isAnimating(now: now) }

    public func accessibility(now: Double) -> [A11yElement] {
        var out = offerDialog?.accessibility() ?? top.accessibility(now: now)
        if let notice { out.append(A11yElement(id: "notice", frame: noticeBox, label: notice, actionable: true)) }
        return out
    }

    // MARK: Input

    public func touch(_ t: Touch, now: Double) {
        if notice != nil, t.phase == .up {
            // A tap closes the notice and does nothing else.
            notice = nil
            changed()
            return
        }
        if notice != nil { return }
        if let dialog = offerDialog {
            // The offer is modal: only its two answers do something.
            guard t.phase == .up, let hit = dialog.hit(t.at) else { return }
            answerOffer(accept: hit == .confirm)
            return
        }
        perform(top.touch(t, now: now))
    }

    /// Taps at a point (VoiceOver's activation of an element).
    public func tap(_ at: Pt, now: Double) {
        touch(Touch(.down, at), now: now)
        touch(Touch(.up, at), now: now)
    }

    public func rotateGesture() {
        if top.rotateGesture() { changed() }
    }

    /// The system back (Escape): closes the page's sheet, or the page.
    public func back() {
        if notice != nil {
            notice = nil
        } else if offering != nil {
            offering = nil
        } else if !top.back() {
            pop()
            return
        }
        changed()
    }

    public func perform(_ action: PageAction) {
        switch action {
        case .none: return
        case .redraw: break
        case .open(let route): open(route)
        case .choose(let game): choose(game)
        case .back: pop()
        case .home: popToRoot()
        case .start(let choices): start(choices)
        case .resume(let id): resume(id)
        case .rematch(let id): rematch(id)
        case .mistakes(let controller): takeMistakes(controller)
        case .setting(let id, let value): change(id, value)
        }
        changed()
    }

    // MARK: Navigation

    public func open(_ route: Route) {
        switch route {
        case .home: popToRoot()
        case .newGame(let kind):
            guard let model = NewGameModel.forGame(kind) else {
                notice = strings(.badOptionsMessage)
                return
            }
            push(NewGamePage(strings: strings, spec: spec, model: model))
        case .rules(let kind):
            // From a table seat's legend, the rules face that seat too.
            let facing = (top as? GamePage)?.rulesFacing ?? 0
            push(FacingPage.wrap(RulesPage(strings: strings, spec: spec, game: kind), degrees: facing, spec: spec))
        case .savedGames: push(SavedGamesPage(strings: strings, store: store, spec: spec))
        case .game(let id): resume(id)
        case .review(let id): review(id)
        case .lessons(let game): push(LessonListPage(strings: strings, learn: learn, game: game, spec: spec))
        case .lesson(let id): openLesson(id)
        case .puzzle(let id): openPuzzle(id)
        case .mistake(let index): openMistake(index)
        case .settings: push(SettingsPage(strings: strings, settings: settings.settings, spec: spec))
        case .statistics: push(StatisticsPage(strings: strings, statistics: statistics.statistics, spec: spec))
        }
    }

    /// A shipped puzzle from its position; Next replaces it with the next one.
    public func openPuzzle(_ id: String) {
        guard let game = HomeScreen.games.first(where: { id.hasPrefix("\($0.id)-") }) else {
            notice = strings(.failure, id)
            return
        }
        let d = today()
        let title = puzzles.progress.entry(game: game, year: d.year, month: d.month, day: d.day, catalog: strings.catalog).title
        let store = puzzles
        let catalog = strings.catalog
        open(puzzle: { try ShippedPuzzle(id: id, title: title) }, route: .puzzle(id),
             record: { id, attempt in store.record(id, attempt, catalog: catalog) },
             next: { screen in
                 store.progress.nextPuzzle(game: screen.game, grade: screen.grade, after: screen.puzzleId).map(Route.puzzle)
             })
    }

    /// Mistake `index` of the game whose offer was taken; Next goes through them.
    public func openMistake(_ index: UInt32) {
        guard let mistakes else { return }
        let title = mistakes.offer(catalog: strings.catalog)?.title ?? ""
        let source = MistakePuzzle(mistakes, index: index, title: title)
        open(puzzle: { source }, route: .mistake(index), record: nil, next: { _ in source.next.map(Route.mistake) })
    }

    /// Takes a game's mistakes offer (the game-over sheet's, the review's): the first mistake opens.
    public func takeMistakes(_ controller: MistakeController) {
        mistakes = controller
        openMistake(0)
    }

    private func open(puzzle make: () throws -> any PuzzleSource, route: Route, record: ((String, PuzzleAttempt) -> PuzzleRated?)?,
                      next: @escaping (PuzzleScreen) -> Route?) {
        present {
            try PuzzlePage(source: make(), route: route, strings: strings, spec: spec, record: record, next: next, settings: boardSettings(coached: true), clock: clock)
        }
    }

    /// A lesson where it was left, over its list (the next lesson replaces the one finished).
    public func openLesson(_ id: String) {
        present {
            let lesson = try LessonModel(lessonId: id, store: learn, strings: strings)
            return try LessonPage(lesson: lesson, strings: strings, spec: spec, aiBudget: aiBudget, settings: boardSettings(coached: true), clock: clock)
        }
    }

    /// Pushes a lesson's or a puzzle's page, hooked to the app; one of the
    /// same kind on top (the lesson or puzzle just left by Next) is replaced.
    /// A page that cannot open leaves a notice instead.
    private func present<P: CoachedPage>(_ make: () throws -> P) {
        let page: P
        do {
            page = try make()
        } catch let error as PyramidsError {
            notice = strings.message(for: error)
            return
        } catch {
            notice = strings(.failure, String(describing: error))
            return
        }
        page.onChange = { [weak self] in self?.changed() }
        page.onFeedback = { [weak self] in self?.feel($0) }
        page.onDecision = { [weak self] in self?.hear($0, $1) }
        if top is P {
            let old = pages.removeLast()
            Task { await old.pause() }
        }
        push(page)
    }

    /// Opens the review of a save: the game on screen's own session when it
    /// is that game (from its result sheet), else the save read again.
    public func review(_ id: String) {
        let session: PlaySession
        if let page = gamePage, page.id == id {
            session = page.model.session
        } else {
            switch store.load(id: id) {
            case .failure(let problem):
                notice = strings.message(for: problem)
                return
            case .success(let (_, loaded)): session = loaded
            }
        }
        do {
            let reviewer = try makeReviewer(session)
            let model = ReviewModel(reviewer: reviewer, first: session.snapshot(), budget: reviewBudget)
            let make = makeReviewer
            let page = ReviewPage(id: id, model: model, strings: strings, spec: spec, remake: { try make(session) }, session: session)
            page.onChange = { [weak self] in self?.changed() }
            push(page)
        } catch let error as PyramidsError {
            notice = strings.message(for: error)
        } catch {
            notice = strings(.failure, String(describing: error))
        }
    }

    private func push(_ page: any Page) {
        pages.append(page)
        page.appear()
        changed()
    }

    /// Closes the top page (never home).
    public func pop() {
        guard pages.count > 1 else { return }
        let page = pages.removeLast()
        Task { await page.pause() }
        top.appear()
        changed()
    }

    public func popToRoot() {
        while pages.count > 1 {
            let page = pages.removeLast()
            Task { await page.pause() }
        }
        top.appear()
        changed()
    }

    /// Starts a game with the new-game choices: a fresh session, saved at
    /// once (it is the newest game to resume), on top of home.
    public func start(_ choices: NewGameModel) {
        var rng = random
        let options = choices.options(seed: rng.next()) { n in Int(rng.next() % UInt64(max(1, n))) }
        random = rng
        open(options, tableMode: choices.tableMode)
    }

    /// The game on screen (`id`) again: the same options (game, variant,
    /// seats, who starts) with a new seed, in the same table mode, saved as
    /// a new game on top of home.
    public func rematch(_ id: String) {
        guard let page = gamePage, page.id == id else { return }
        var rng = random
        var options = page.model.session.options()
        options.seed = Int64(bitPattern: rng.next())
        random = rng
        open(options, tableMode: page.tableMode)
    }

    /// Starts a game with `options`, saves it as a new game and shows it; a
    /// game the library refuses says why and nothing opens.
    private func open(_ options: GameOptions, tableMode: Bool) {
        let session: PlaySession
        do {
            session = try PlaySession(options: options)
        } catch let error as PyramidsError {
            notice = strings.message(for: error)
            return
        } catch {
            notice = strings(.failure, String(describing: error))
            return
        }
        let id = store.newId(for: session.game)
        do {
            try store.write(id: id, session: session, tableMode: tableMode)
        } catch {
            notice = strings(.saveFailed, String(describing: error))
        }
        showGame(id: id, session: session, tableMode: tableMode)
    }

    /// Opens a saved game; a save that will not open says why.
    public func resume(_ id: String) {
        switch store.load(id: id) {
        case .failure(let problem):
            notice = strings.message(for: problem)
        case .success(let (summary, session)):
            showGame(id: id, session: session, tableMode: summary.tableMode)
        }
    }

    private func showGame(id: String, session: PlaySession, tableMode: Bool) {
        let store = self.store
        let model: GameModel
        do {
            model = try GameModel(session: session, aiBudget: aiBudget) { s in
                try store.write(id: id, session: s, tableMode: tableMode)
            }
        } catch let error as PyramidsError {
            notice = strings.message(for: error)
            return
        } catch {
            notice = strings(.failure, String(describing: error))
            return
        }
        let page = GamePage(id: id, model: model, strings: strings, spec: spec, tableMode: tableMode, hintBudget: hintBudget,
                            settings: boardSettings, record: { [statistics, strings] in statistics.record($0, catalog: strings.catalog) }, clock: clock)
        page.onChange = { [weak self] in self?.changed() }
        page.onFeedback = { [weak self] in self?.feel($0) }
        page.onDecision = { [weak self] in self?.hear($0, $1) }
        // Home, then the game: leaving the game goes home.
        while pages.count > 1 {
            let old = pages.removeLast()
            Task { await old.pause() }
        }
        push(page)
    }

    // MARK: Life cycle

    /// The app goes to the background: games stop thinking (they are saved
    /// after every decision already).
    public func pause() async {
        for page in pages { await page.pause() }
        // The puzzles' last result is on disk before the app may be suspended.
        await puzzles.flush()
    }

    /// Back in the foreground: the computer plays on, lists are read again.
    public func resume() {
        for page in pages { page.resume() }
        top.appear()
        changed()
    }
}
