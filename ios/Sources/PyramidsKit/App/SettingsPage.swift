// The settings page: the shared model's rows (SettingsView) and a scroll.
// A tapped row is handed to the app (PageAction.setting), which stores it
// and applies it everywhere at once; the page is then remade with the new
// values and, for the language, the new words.
import PyramidsCore

@MainActor
public final class SettingsPage: Page {
    public let strings: Strings
    public private(set) var view: SettingsView
    private let settings: AppSettings
    private var scroll = DragScroll()

    public var route: Route { .settings }
    public var scrollOffset: Double { scroll.offset }

    public init(strings: Strings, settings: AppSettings, spec: ScreenSpec) {
        self.strings = strings
        self.settings = settings
        view = SettingsView(screen: settings.screen(catalog: strings.catalog), spec: spec)
    }

    public func resize(_ spec: ScreenSpec) {
        view = SettingsView(screen: settings.screen(catalog: strings.catalog), spec: spec)
        scroll.clamp(view.maxScroll())
    }

    /// The rows again, after a change.
    public func appear() { resize(view.spec) }

    /// Scrolls by `dy` pixels (tests; VoiceOver's scroll action).
    public func scrollBy(_ dy: Double) {
        scroll.offset = min(max(0, scroll.offset + dy), view.maxScroll())
    }

    public func draw(_ p: Painter, now: Double) { view.draw(p, scroll: scroll.offset) }

    public func touch(_ t: Touch, now: Double) -> PageAction {
        let scale = view.spec.scale
        if t.phase == .up, t.at.distance(to: view.back.center) <= view.back.reach { return .back }
        if scroll.track(t, max: view.maxScroll(), slop: scale.pt(8)) { return t.phase == .move ? .redraw : .none }
        guard t.phase == .up, let target = view.target(at: t.at, scroll: scroll.offset) else { return .none }
        return .setting(target.id, target.value)
    }

    public func accessibility(now: Double) -> [A11yElement] { view.accessibility(scroll: scroll.offset, back: strings(.back)) }
}
