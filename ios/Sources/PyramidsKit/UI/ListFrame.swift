// The frame of a scrolled list screen (settings, statistics): the top bar
// with the back button and the screen's title, the list's window under it,
// and their drawing and screen-reader elements. The list itself is its
// view's; this part is the same for every such screen.
import PyramidsCore

public struct ListFrame {
    public let spec: ScreenSpec
    private var scale: UIScale { spec.scale }

    public init(spec: ScreenSpec) { self.spec = spec }

    public var topBar: Box {
        let m = scale.pt(12)
        return Box(x: m, y: scale.pt(spec.safeTop) + scale.pt(8), width: spec.width - 2 * m, height: scale.minTouch(table: false))
    }

    /// Where the back button is and how far its touch reaches.
    public var back: (center: Pt, reach: Double) {
        let (home, _, r) = Chrome(scale: scale).topBarHomeHelp(topBar)
        return (home, max(r, scale.minTouch(table: false) / 2))
    }

    /// The scrolled list's window.
    public var listArea: Box {
        let y = topBar.maxY + scale.pt(12)
        return Box(x: 0, y: y, width: spec.width, height: spec.height - scale.pt(spec.safeBottom) - y)
    }

    /// How far a list ending at `end` (unscrolled) scrolls at most.
    public func maxScroll(end: Double) -> Double {
        max(0, end + scale.pt(16) - listArea.maxY)
    }

    /// The background, `list` clipped to its window, the back button and
    /// the title fitted between the bar's ends.
    @MainActor
    public func draw(_ p: Painter, title: String, list: () -> Void) {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        p.withSave {
            p.clip(listArea)
            list()
        }
        chrome.roundButton(p, center: back.center, radius: topBar.height / 2 * 0.9, icon: .back)
        let style = TextStyle(size: scale.title.size, color: Theme.text, bold: true, align: .center)
        p.drawTextCentered(title, x: topBar.center.x, cy: topBar.center.y,
                           style: p.fitted(title, style: style, maxWidth: topBar.width - 2 * topBar.height - scale.pt(16), minSize: scale.pt(12)))
    }

    /// The back button's and the title's elements, read first.
    public func accessibility(title: String, back label: String) -> [A11yElement] {
        let b = back
        return [A11yElement(id: "button.back", frame: Box(x: b.center.x - b.reach, y: b.center.y - b.reach, width: 2 * b.reach, height: 2 * b.reach),
                            label: label, actionable: true),
                A11yElement(id: "title", frame: topBar, label: title, actionable: false)]
    }
}
