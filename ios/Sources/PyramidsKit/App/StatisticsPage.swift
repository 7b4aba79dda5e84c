// The statistics page: the shared model's tables (StatisticsView), read
// again each time the page appears, and a scroll.
import PyramidsCore

@MainActor
public final class StatisticsPage: Page {
    public let strings: Strings
    public private(set) var view: StatisticsView
    private let statistics: PlayerStatistics
    private var scroll = DragScroll()

    public var route: Route { .statistics }
    public var scrollOffset: Double { scroll.offset }

    public init(strings: Strings, statistics: PlayerStatistics, spec: ScreenSpec) {
        self.strings = strings
        self.statistics = statistics
        view = StatisticsView(screen: statistics.screen(catalog: strings.catalog), spec: spec)
    }

    public func resize(_ spec: ScreenSpec) {
        view = StatisticsView(screen: statistics.screen(catalog: strings.catalog), spec: spec)
        scroll.clamp(view.maxScroll())
    }

    public func appear() { resize(view.spec) }

    /// Scrolls by `dy` pixels (tests; VoiceOver's scroll action).
    public func scrollBy(_ dy: Double) {
        scroll.offset = min(max(0, scroll.offset + dy), view.maxScroll())
    }

    public func draw(_ p: Painter, now: Double) { view.draw(p, scroll: scroll.offset) }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        if t.phase == .up, t.at.distance(to: view.back.center) <= view.back.reach { return .back }
        return scroll.track(t, max: view.maxScroll(), slop: view.spec.scale.pt(8)) && t.phase == .move ? .redraw : .none
    }

    public func accessibility(now: Double) -> [A11yElement] { view.accessibility(scroll: scroll.offset, back: strings(.back)) }
}
