// The rules of one game: a picture drawn like the real board, short
// sections (heading and paragraphs), and the symbols the game screen draws,
// each with its picture. Scrolled by dragging.
import PyramidsCore

public struct RulesScreen {
    public let strings: Strings
    public let spec: ScreenSpec
    public let game: GameKind
    public init(strings: Strings, spec: ScreenSpec, game: GameKind) {
        self.strings = strings
        self.spec = spec
        self.game = game
    }

    private var scale: UIScale { spec.scale }

    public var topBar: Box { Box(x: scale.pt(12), y: scale.pt(spec.safeTop), width: spec.width - scale.pt(24), height: scale.pt(52)) }

    /// Where the text scrolls.
    public var content: Box {
        let top = topBar.maxY + scale.pt(8)
        let w = min(spec.width - scale.pt(32), scale.pt(720))
        return Box(x: (spec.width - w) / 2, y: top, width: w, height: spec.height - scale.pt(spec.safeBottom) - top)
    }

    /// What was drawn: the height of everything (to clamp scrolling) and
    /// each block's frame and text on screen (VoiceOver reads them).
    public struct Drawn {
        public var contentHeight: Double = 0
        public var blocks: [(frame: Box, text: String)] = []
    }

    @discardableResult
    public func draw(_ p: Painter, scroll: Double) -> Drawn {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        let area = content
        var drawn = Drawn()
        p.withSave {
            p.clip(Box(x: 0, y: area.y, width: spec.width, height: area.height))
            var y = area.y + scale.pt(8) - scroll
            let picture = Box(x: area.x, y: y, width: area.width, height: scale.pt(spec.device == .tablet ? 220 : 170))
            p.fill(.roundRect(picture, radius: scale.pt(18)), Theme.surface)
            GamePictures.draw(p, game, in: picture.inset(scale.pt(14)), scale: scale)
            drawn.blocks.append((picture, strings(.a11yGamePicture, strings.gameName(game))))
            y = picture.maxY + scale.pt(18)
            var heading = scale.title
            heading.color = Theme.accent
            let bodyH = scale.body.size * 1.4
            for section in strings.rules(game) {
                let top = y
                p.drawTextCentered(section.heading, x: area.x, cy: y + heading.size * 0.7,
                                   style: p.fitted(section.heading, style: heading, maxWidth: area.width, minSize: scale.pt(12)))
                y += heading.size * 1.7
                for para in section.paragraphs {
                    for line in chrome.wrap(p, para, style: scale.body, width: area.width) {
                        p.drawTextCentered(line, x: area.x, cy: y + bodyH / 2, style: scale.body)
                        y += bodyH
                    }
                    y += scale.pt(10)
                }
                y += scale.pt(8)
                drawn.blocks.append((Box(x: area.x, y: top, width: area.width, height: y - top),
                                     ([section.heading] + section.paragraphs).joined(separator: ". ")))
            }
            // The symbols of the game screen, each with its picture.
            let top = y
            p.drawTextCentered(strings(.symbols), x: area.x, cy: y + heading.size * 0.7, style: heading)
            y += heading.size * 1.7
            let items = LegendItem.all(game, strings)
            let r = max(scale.pt(20), scale.body.size * 1.1)
            for item in items {
                let x = area.x + 2 * r + scale.pt(12)
                let lines = chrome.wrap(p, item.text, style: scale.body, width: area.maxX - x)
                let h = max(2 * r + scale.pt(8), Double(lines.count) * bodyH + scale.pt(8))
                LegendArt.draw(p, item.symbol, center: Pt(area.x + r, y + h / 2), radius: r, scale: scale, game: game, patterns: .standard)
                var ly = y + h / 2 - Double(lines.count) * bodyH / 2
                for line in lines {
                    p.drawTextCentered(line, x: x, cy: ly + bodyH / 2, style: scale.body)
                    ly += bodyH
                }
                y += h + scale.pt(6)
            }
            drawn.blocks.append((Box(x: area.x, y: top, width: area.width, height: y - top),
                                 ([strings(.symbols)] + items.map(\.text)).joined(separator: ". ")))
            drawn.contentHeight = y + scroll - area.y + scale.pt(24)
        }
        chrome.topBar(p, topBar, title: strings(.rulesTitle, strings.gameName(game)), help: false)
        return drawn
    }

    /// The most it scrolls, for content of `height`.
    public func maxScroll(_ height: Double) -> Double { max(0, height - content.height) }
}
