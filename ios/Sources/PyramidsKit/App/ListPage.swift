// A scrolled list screen (settings, statistics): its view remade from the
// shared model on every resize and each time the page appears (the rows'
// values, the words of a new language), a drag scroll, and the back
// button. What a tap on the list means is the view's (`ListView.action`).
import PyramidsCore

/// A list screen's view, remade from its model for a window.
@MainActor
public protocol ListView {
    associatedtype Model
    init(model: Model, strings: Strings, spec: ScreenSpec)
    var spec: ScreenSpec { get }
    var back: (center: Pt, reach: Double) { get }
    func maxScroll() -> Double
    func draw(_ p: Painter, scroll: Double)
    /// What a tap (the finger up, not a drag) at `at` does.
    func action(at: Pt, scroll: Double) -> PageAction
    func accessibility(scroll: Double, back label: String) -> [A11yElement]
}

@MainActor
public final class ListPage<V: ListView>: Page {
    public let strings: Strings
    public let route: Route
    public private(set) var view: V
    private let model: V.Model
    private var scroll = DragScroll()

    public var scrollOffset: Double { scroll.offset }

    public init(route: Route, strings: Strings, model: V.Model, spec: ScreenSpec) {
        self.route = route
        self.strings = strings
        self.model = model
        view = V(model: model, strings: strings, spec: spec)
    }

    public func resize(_ spec: ScreenSpec) {
        view = V(model: model, strings: strings, spec: spec)
        scroll.clamp(view.maxScroll())
    }

    /// The list again, after a change (a setting, a game counted).
    public func appear() { resize(view.spec) }

    /// Scrolls by `dy` pixels (tests; VoiceOver's scroll action).
    public func scrollBy(_ dy: Double) {
        scroll.offset = min(max(0, scroll.offset + dy), view.maxScroll())
    }

    public func draw(_ p: Painter, now: Double) { view.draw(p, scroll: scroll.offset) }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        if t.phase == .up, t.at.distance(to: view.back.center) <= view.back.reach { return .back }
        if scroll.track(t, max: view.maxScroll(), slop: view.spec.scale.pt(8)) { return t.phase == .move ? .redraw : .none }
        guard t.phase == .up else { return .none }
        return view.action(at: t.at, scroll: scroll.offset)
    }

    public func accessibility(now: Double) -> [A11yElement] { view.accessibility(scroll: scroll.offset, back: strings(.back)) }
}

/// The settings page: a tapped row is handed to the app
/// (`PageAction.setting`), which stores it and applies it everywhere at
/// once; the page is then remade with the new values and words.
public typealias SettingsPage = ListPage<SettingsView>
/// The statistics page: the tables, read again each time it appears.
public typealias StatisticsPage = ListPage<StatisticsView>

extension ListPage where V == SettingsView {
    public convenience init(strings: Strings, settings: AppSettings, spec: ScreenSpec) {
        self.init(route: .settings, strings: strings, model: settings, spec: spec)
    }
}

extension ListPage where V == StatisticsView {
    public convenience init(strings: Strings, statistics: PlayerStatistics, spec: ScreenSpec) {
        self.init(route: .statistics, strings: strings, model: statistics, spec: spec)
    }
}

extension SettingsView: ListView {
    public init(model: AppSettings, strings: Strings, spec: ScreenSpec) {
        self.init(screen: model.screen(catalog: strings.catalog), spec: spec)
    }

    public func action(at: Pt, scroll: Double) -> PageAction {
        guard let target = target(at: at, scroll: scroll) else { return .none }
        return .setting(target.id, target.value)
    }
}

extension StatisticsView: ListView {
    public init(model: PlayerStatistics, strings: Strings, spec: ScreenSpec) {
        self.init(screen: model.screen(catalog: strings.catalog), spec: spec)
    }

    public func action(at: Pt, scroll: Double) -> PageAction { .none }
}
