// The home screen: the three games, each with a picture drawn like its real
// board, its Learn entry under it (the lessons' progress) and its Puzzles
// entry (solved, rating, streak, and the puzzle of the day), a Resume card
// for the newest unfinished game, and the saved games. Where the window is
// too short for all of it the page scrolls (HomePage).
import Foundation
import PyramidsCore

public struct HomeScreen {
    public enum Target: Sendable, Hashable {
        case game(GameKind)
        /// The game's Learn entry: its lesson list.
        case learn(GameKind)
        /// The game's Puzzles entry: its next puzzle.
        case puzzles(GameKind)
        /// The entry's smaller button: the puzzle of the day.
        case daily(GameKind)
        case resume(String)
        case savedGames
        /// The gear at the top's right: the settings.
        case settings
        /// Beside it: the statistics.
        case statistics
    }

    public let strings: Strings
    public let spec: ScreenSpec
    public init(strings: Strings, spec: ScreenSpec) {
        self.strings = strings
        self.spec = spec
    }

    private var scale: UIScale { spec.scale }
    /// The gear's and the chart's names: their screens' titles, as the shared model words them.
    public var settingsTitle: String { AppSettings.defaults().screen(catalog: strings.catalog).title }
    public var statisticsTitle: String { PlayerStatistics.empty().screen(catalog: strings.catalog).title }
    public static let games: [GameKind] = [.pylos, .pyramido, .pyramida]

    /// Where everything goes, `scroll` up: the resume card (when there is a
    /// game to resume), one card per game with its Learn and Puzzles entries
    /// under it, the saved-games button.
    /// The title's size: one and a half headlines, kept to 48 pt at large text.
    private var titleSize: Double { min(scale.headline.size * 1.5, scale.pt(48)) }
    /// Where the title and the tagline are centred, below the safe top; the tagline under the title at any text size.
    private var titleCentre: Double { scale.pt(12) + titleSize * 0.55 }
    private var taglineCentre: Double { titleCentre + titleSize * 0.55 + scale.pt(8) + scale.body.size * 0.75 }
    /// The band of the title and tagline above the entries (96 pt at the default size, more at large text).
    private var header: Double { max(scale.pt(96), taglineCentre + scale.body.size * 0.75 + scale.pt(16)) }

    @MainActor
    public func frames(resume: Bool, scroll: Double = 0) -> [(Target?, Box)] { layout(resume: resume, scroll: scroll).frames }

    /// The frames, and the form the game cards take (the same for all three).
    @MainActor
    private func layout(resume: Bool, scroll: Double) -> (frames: [(Target?, Box)], form: CardForm) {
        let margin = scale.pt(16)
        let top = scale.pt(spec.safeTop) + header - scroll
        let bottom = spec.height - scale.pt(spec.safeBottom) - scale.pt(12) - scroll
        var out: [(Target?, Box)] = topButtons(scroll: scroll)
        let w = min(spec.width - 2 * margin, scale.pt(spec.isLandscape ? 1100 : 640))
        let x = (spec.width - w) / 2
        var y = top
        if resume {
            out.append((nil, Box(x: x, y: y, width: w, height: scale.pt(72))))
            y += scale.pt(84)
        }
        let buttonH = scale.minTouch(table: false) * 1.15
        // Each game's slot: its card, then its Learn entry (a touch target's
        // height, two lines where the column is narrow for its words) and
        // its Puzzles entry (two lines, the daily button inside).
        let columnW = spec.isLandscape ? (w - 2 * scale.pt(12)) / 3 : w
        let stacked = Self.stackedEntries(scale, columnWidth: columnW)
        let learnH = Self.learnHeight(scale, stacked: stacked)
        let puzzlesH = Self.puzzlesHeight(scale)
        let gap = scale.pt(6)
        // A column without room beside the daily button for the entry's
        // words at their size (a phone upright, three side by side, large
        // text) puts the button on a row of its own.
        let narrow = stacked || !Self.dailyBeside(scale, columnWidth: columnW)
        let dailyRowH = narrow ? scale.minTouch(table: false) + gap : 0
        let entriesH = learnH + puzzlesH + 2 * gap + dailyRowH
        // The cards keep room for their name and blurb; the page scrolls rather than clip them.
        let minCard = scale.pt(spec.isLandscape ? 140 : 120)
        var form = CardForm(wide: false, side: 0)
        /// A card `height` tall, or taller where a game's words need it (the same for all three).
        func cardHeight(_ height: Double) -> Double {
            form = cardForm(width: columnW, height: height)
            let parts = Self.games.map { cardParts(Box(x: 0, y: 0, width: columnW, height: height), $0, form: form, measure: TextMeasure.width) }
            let h = parts.map(\.height).max() ?? height
            // A tall card's picture the same in all three: what the longest words leave.
            let words = parts.map(\.words.height).max() ?? 0
            form.picture = max(scale.pt(64), min(h * 0.62, h - 3 * scale.pt(14) - words))
            return h
        }
        func slot(_ g: GameKind, _ b: Box) {
            out.append((.game(g), Box(x: b.x, y: b.y, width: b.width, height: b.height - entriesH)))
            let learnY = b.maxY - entriesH + gap
            out.append((.learn(g), Box(x: b.x, y: learnY, width: b.width, height: learnH)))
            let row = Box(x: b.x, y: learnY + learnH + gap, width: b.width, height: puzzlesH)
            if narrow {
                out.append((.puzzles(g), row))
                out.append((.daily(g), Box(x: b.x + b.width * 0.15, y: row.maxY + gap, width: b.width * 0.7, height: scale.minTouch(table: false))))
            } else {
                let daily = Self.dailyFrame(row, scale: scale)
                out.append((.puzzles(g), Box(x: row.x, y: row.y, width: daily.x - scale.pt(4) - row.x, height: row.height)))
                out.append((.daily(g), daily))
            }
        }
        let fitted = bottom - buttonH - scale.pt(16)
        let slotsBottom: Double
        if spec.isLandscape {
            let cw = (w - 2 * scale.pt(12)) / 3
            let h = cardHeight(max(fitted - y, minCard + entriesH) - entriesH) + entriesH
            for (i, g) in Self.games.enumerated() {
                slot(g, Box(x: x + Double(i) * (cw + scale.pt(12)), y: y, width: cw, height: h))
            }
            slotsBottom = y + h
        } else {
            let ch = cardHeight(max((fitted - y - 2 * scale.pt(12)) / 3, minCard + entriesH) - entriesH) + entriesH
            for (i, g) in Self.games.enumerated() {
                slot(g, Box(x: x, y: y + Double(i) * (ch + scale.pt(12)), width: w, height: ch))
            }
            slotsBottom = y + 3 * ch + 2 * scale.pt(12)
        }
        out.append((.savedGames, Box(x: x, y: max(bottom - buttonH, slotsBottom + scale.pt(16)), width: w, height: buttonH)))
        return (out, form)
    }

    /// The settings' gear at the title's right, the statistics left of it
    /// (touch-sized; the title stays centred between the window's edges).
    func topButtons(scroll: Double) -> [(Target?, Box)] {
        let t = scale.minTouch(table: false)
        let cy = scale.pt(spec.safeTop) + scale.pt(30) - scroll
        let gear = Box(x: spec.width - scale.pt(8) - t, y: cy - t / 2, width: t, height: t)
        return [(.statistics, Box(x: gear.x - t - scale.pt(4), y: gear.y, width: t, height: t)), (.settings, gear)]
    }

    /// How far the page scrolls at most (0 where everything fits).
    @MainActor
    public func maxScroll(resume: Bool) -> Double {
        let end = frames(resume: resume).last?.1.maxY ?? 0
        return max(0, end + scale.pt(12) + scale.pt(spec.safeBottom) - spec.height)
    }

    /// A Puzzles entry: a touch target and a margin, or its two lines of words where they are taller.
    static func puzzlesHeight(_ s: UIScale) -> Double { max(s.minTouch(table: false) + s.pt(12), s.label.size * 1.2 + s.small.size * 1.25 + s.pt(12)) }

    /// Whether a column `columnWidth` wide is too narrow for a Learn
    /// entry's title and progress side by side (about eighteen letters of
    /// the title's size): then each has a line of its own, and the daily
    /// button a row of its own.
    static func stackedEntries(_ s: UIScale, columnWidth: Double) -> Bool { columnWidth < s.label.size * 18 }

    /// A Learn entry: a touch target, or its two lines where `stacked`.
    static func learnHeight(_ s: UIScale, stacked: Bool) -> Double {
        stacked ? max(s.minTouch(table: false), s.label.size * 1.25 + s.small.size * 1.25 + s.pt(12)) : s.minTouch(table: false)
    }

    /// Whether a Puzzles entry `columnWidth` wide leaves its words room
    /// beside the daily button: "Rating 1208 · Streak: 12 puzzles" (and its
    /// translations, up to about 32 letters) at the small size, unshrunk.
    static func dailyBeside(_ s: UIScale, columnWidth: Double) -> Bool {
        let row = Box(x: 0, y: 0, width: columnWidth, height: puzzlesHeight(s))
        return entryTextRoom(row, daily: dailyFrame(row, scale: s), scale: s) >= 18 * s.small.size
    }

    /// Where a Puzzles entry's words go: right of its ring, up to the daily button (or the row's end where the button is under it).
    static func entryTextRoom(_ row: Box, daily: Box?, scale s: UIScale) -> Double {
        let r = min(row.height * 0.27, s.pt(13))
        let textX = row.x + s.pt(24) + r + s.pt(10)
        return (daily.map { $0.x - s.pt(10) } ?? row.maxX - row.height / 2) - textX
    }

    /// The daily button at the right end of a Puzzles entry.
    static func dailyFrame(_ row: Box, scale s: UIScale) -> Box {
        let h = s.minTouch(table: false)
        let w = min(row.width * 0.4, s.pt(200))
        return Box(x: row.maxX - s.pt(6) - w, y: row.center.y - h / 2, width: w, height: h)
    }

    @MainActor
    public func target(at p: Pt, resumeId: String?, scroll: Double = 0) -> Target? {
        for (target, box) in frames(resume: resumeId != nil, scroll: scroll) where box.contains(p) {
            return target ?? resumeId.map(Target.resume)
        }
        return nil
    }

    /// One VoiceOver element per card and button.
    @MainActor
    public func accessibility(resume: SaveEntry?, learn: [GameKind: LearnEntry] = [:], puzzles: [GameKind: PuzzleEntry] = [:],
                              scroll: Double = 0) -> [A11yElement] {
        var out = [A11yElement(id: "title", frame: Box(x: 0, y: scale.pt(spec.safeTop) - scroll, width: spec.width, height: scale.pt(90)),
                               label: "\(strings(.appName)). \(strings(.tagline))", actionable: false)]
        for (target, box) in frames(resume: resume?.summary != nil, scroll: scroll) {
            switch target {
            case nil:
                guard let summary = resume?.summary, let kind = summary.kind else { continue }
                out.append(A11yElement(id: "resume", frame: box,
                                       label: "\(strings(.resume)): \(strings(.resumeDetail, strings.gameName(kind), summary.ply + 1))", actionable: true))
            case .game(let kind)?:
                out.append(A11yElement(id: "game.\(kind.id)", frame: box,
                                       label: "\(strings.gameName(kind)). \(strings.blurb(kind)). \(strings(.newGame))", actionable: true))
            case .learn(let kind)?:
                guard let entry = learn[kind] else { continue }
                out.append(A11yElement(id: "learn.\(kind.id)", frame: box, label: "\(entry.title). \(entry.progress)", actionable: true))
            case .puzzles(let kind)?:
                guard let entry = puzzles[kind] else { continue }
                out.append(A11yElement(id: "puzzles.\(kind.id)", frame: box,
                                       label: "\(entry.title). \(entry.progress). \(entry.rating). \(entry.streak)", actionable: entry.nextPuzzle != nil))
            case .daily(let kind)?:
                guard let entry = puzzles[kind], entry.daily != nil else { continue }
                out.append(A11yElement(id: "daily.\(kind.id)", frame: box, label: "\(entry.title): \(entry.dailyLabel)", actionable: true))
            case .savedGames?:
                out.append(A11yElement(id: "savedGames", frame: box, label: strings(.savedGames), actionable: true))
            case .settings?:
                out.append(A11yElement(id: "settings", frame: box, label: settingsTitle, actionable: true))
            case .statistics?:
                out.append(A11yElement(id: "statistics", frame: box, label: statisticsTitle, actionable: true))
            case .resume?:
                break
            }
        }
        return out
    }

    @MainActor
    public func draw(_ p: Painter, resume: SaveEntry?, learn: [GameKind: LearnEntry] = [:], puzzles: [GameKind: PuzzleEntry] = [:],
                     scroll: Double = 0) {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        var head = scale.headline
        head.size = titleSize
        head.align = .center
        // Centred, and clear of the buttons at its right.
        let room = 2 * ((topButtons(scroll: 0).first?.1.x ?? spec.width) - spec.width / 2) - scale.pt(24)
        p.drawTextCentered(strings(.appName), x: spec.width / 2, cy: scale.pt(spec.safeTop) + titleCentre - scroll,
                           style: p.fitted(strings(.appName), style: head, maxWidth: room, minSize: min(scale.title.size, scale.pt(26))))
        var tag = scale.bodyDim
        tag.align = .center
        p.drawTextCentered(strings(.tagline), x: spec.width / 2, cy: scale.pt(spec.safeTop) + taglineCentre - scroll,
                           style: p.fitted(strings(.tagline), style: tag, maxWidth: spec.width - scale.pt(32), minSize: scale.pt(12)))
        let (all, form) = layout(resume: resume?.summary != nil, scroll: scroll)
        for (target, box) in all {
            switch target {
            case nil:
                guard let summary = resume?.summary, let kind = summary.kind else { continue }
                p.fill(.roundRect(box, radius: scale.pt(18)), Theme.accent)
                var t = scale.title
                t.color = Theme.textOnAccent
                p.drawTextCentered(strings(.resume), x: box.x + scale.pt(18), cy: box.y + box.height * 0.34, style: t)
                var d = scale.body
                d.color = Theme.textOnAccent
                let detail = strings(.resumeDetail, strings.gameName(kind), summary.ply + 1)
                p.drawTextCentered(detail, x: box.x + scale.pt(18), cy: box.y + box.height * 0.7,
                                   style: p.fitted(detail, style: d, maxWidth: box.width - scale.pt(36), minSize: scale.pt(11)))
            case .game(let kind)?:
                card(p, box, kind, form: form)
            case .learn(let kind)?:
                if let entry = learn[kind] { learnEntry(p, box, entry) }
            case .puzzles(let kind)?:
                // The row is the entry and its daily button together.
                if let entry = puzzles[kind], let daily = all.first(where: { $0.0 == .daily(kind) })?.1 {
                    puzzlesEntry(p, box, daily: daily, entry)
                }
            case .daily?:
                break
            case .savedGames?:
                chrome.buttons(p, [BoardButton(id: .home, label: strings(.savedGames))], in: box)
            case .settings?:
                chrome.roundButton(p, center: box.center, radius: box.width / 2 * 0.85, icon: .gear)
            case .statistics?:
                chrome.roundButton(p, center: box.center, radius: box.width / 2 * 0.85, icon: .chart)
            case .resume?:
                break
            }
        }
    }

    /// A game's Learn entry: "Learn Pylos" and "Lessons: 2 of 6", with a
    /// check once every lesson is done (a shape, not a colour alone).
    private func learnEntry(_ p: Painter, _ box: Box, _ entry: LearnEntry) {
        p.fill(.roundRect(box, radius: box.height / 2), Theme.surfaceHigh)
        p.stroke(.roundRect(box, radius: box.height / 2), width: scale.pt(1.5), color: Theme.accent.withAlpha(0.7))
        let r = box.height * 0.3
        let icon = Pt(box.x + box.height / 2, box.center.y)
        let all = entry.counts.total > 0 && entry.counts.done == entry.counts.total
        LessonArt.progressBadge(p, center: icon, radius: r, done: entry.counts.done, total: entry.counts.total, complete: all, scale: scale)
        let textX = icon.x + r + scale.pt(10)
        if Self.stackedEntries(scale, columnWidth: box.width) {
            // Stacked: the title over the progress, each as wide as the entry.
            let right = box.maxX - box.height * 0.3
            var title = scale.label
            title.color = Theme.accent
            title = p.fitted(entry.title, style: title, maxWidth: right - textX, minSize: scale.pt(13))
            var progress = scale.small
            progress.color = Theme.text
            progress = p.fitted(entry.progress, style: progress, maxWidth: right - textX, minSize: scale.pt(12))
            let top = box.center.y - (title.size * 1.2 + progress.size * 1.25) / 2
            p.drawTextCentered(entry.title, x: textX, cy: top + title.size * 0.6, style: title)
            p.drawTextCentered(entry.progress, x: textX, cy: top + title.size * 1.2 + progress.size * 0.625, style: progress)
            return
        }
        var progress = scale.small
        progress.color = Theme.text
        progress.align = .right
        let progressW = min(p.measureText(entry.progress, style: progress), (box.maxX - textX) * 0.5)
        let right = box.maxX - box.height / 2
        p.drawTextCentered(entry.progress, x: right, cy: box.center.y,
                           style: p.fitted(entry.progress, style: progress, maxWidth: progressW, minSize: scale.pt(9)))
        var title = scale.label
        title.color = Theme.accent
        // Never over the progress: the title gives way first.
        p.drawTextCentered(entry.title, x: textX, cy: box.center.y,
                           style: p.fitted(entry.title, style: title, maxWidth: right - progressW - scale.pt(10) - textX, minSize: scale.pt(7)))
    }

    /// A game's Puzzles entry: "Puzzles", "Solved: 3 of 300" and "Rating
    /// 1208 · Streak: 2 puzzles", a ring filled as they are solved, and the
    /// smaller "Puzzle of the day" button at its right end.
    private func puzzlesEntry(_ p: Painter, _ left: Box, daily: Box, _ entry: PuzzleEntry) {
        let inside = daily.y < left.maxY
        let row = inside ? Box(x: left.x, y: left.y, width: daily.maxX + scale.pt(6) - left.x, height: left.height) : left
        p.fill(.roundRect(row, radius: row.height / 2), Theme.surfaceHigh)
        p.stroke(.roundRect(row, radius: row.height / 2), width: scale.pt(1.5), color: Theme.accent.withAlpha(0.7))
        let r = min(row.height * 0.27, scale.pt(13))
        let icon = Pt(row.x + scale.pt(24), row.center.y)
        let all = entry.counts.total > 0 && entry.counts.solved == entry.counts.total
        LessonArt.progressBadge(p, center: icon, radius: r, done: entry.counts.solved, total: entry.counts.total, complete: all, scale: scale)
        let textX = icon.x + r + scale.pt(10)
        let textEnd = inside ? daily.x - scale.pt(10) : row.maxX - row.height / 2
        let room = textEnd - textX
        var title = scale.label
        title.color = Theme.accent
        title = p.fitted(entry.label, style: title, maxWidth: room * 0.45, minSize: scale.pt(13))
        // The two lines centred in the row, whatever the text size.
        let top = row.center.y - (title.size * 1.2 + scale.small.size * 1.25) / 2
        let line1 = top + title.size * 0.6
        p.drawTextCentered(entry.label, x: textX, cy: line1, style: title)
        var progress = scale.small
        progress.color = Theme.text
        let progressX = textX + p.measureText(entry.label, style: title) + scale.pt(8)
        p.drawTextCentered(entry.progress, x: progressX, cy: line1,
                           style: p.fitted(entry.progress, style: progress, maxWidth: textEnd - progressX, minSize: scale.pt(11)))
        let standing = "\(entry.rating) · \(entry.streak)"
        p.drawTextCentered(standing, x: textX, cy: top + title.size * 1.2 + scale.small.size * 0.625,
                           style: p.fitted(standing, style: scale.small, maxWidth: room, minSize: scale.pt(11)))
        guard entry.daily != nil else { return }
        p.fill(.roundRect(daily, radius: daily.height / 2), Theme.surface)
        p.stroke(.roundRect(daily, radius: daily.height / 2), width: scale.pt(1.5), color: Theme.accent)
        var label = scale.small
        label.bold = true
        label.color = Theme.text
        label.align = .center
        p.drawTextCentered(entry.dailyLabel, x: daily.center.x, cy: daily.center.y,
                           style: p.fitted(entry.dailyLabel, style: label, maxWidth: daily.width - scale.pt(14), minSize: scale.pt(11)))
    }

    /// A game card's words laid out in a column `width` wide: the name on
    /// one line, down to three quarters of its size, on two past that; the
    /// blurb wrapped at the body size (a word wider than the column shrinks
    /// it, not under 13 pt).
    struct CardWords {
        var title: [String]
        var titleStyle: TextStyle
        var blurb: [String]
        var blurbStyle: TextStyle
        var height: Double { Double(title.count) * titleStyle.size * 1.25 + Double(blurb.count) * blurbStyle.size * 1.3 }
    }

    func cardWords(_ kind: GameKind, width: Double, measure: (String, TextStyle) -> Double) -> CardWords {
        func lines(_ text: String, _ style: inout TextStyle) -> [String] {
            let out = Chrome.wrap(text, style: style, width: width, measure: measure)
            let widest = out.map { measure($0, style) }.max() ?? 0
            if widest > width && widest > 0 { style.size = max(scale.pt(13), style.size * width / widest) }
            return out
        }
        let name = strings.gameName(kind)
        var title = scale.title
        let w = measure(name, title)
        if w > width && w > 0 { title.size = max(max(scale.pt(13), title.size * 0.75), title.size * width / w) }
        let titleLines = lines(name, &title)
        var blurb = scale.bodyDim
        let blurbLines = lines(strings.blurb(kind), &blurb)
        return CardWords(title: titleLines, titleStyle: title, blurb: blurbLines, blurbStyle: blurb)
    }

    /// A card's form: `wide`, the picture a square `side` across at its
    /// left; else the picture above the words.
    struct CardForm {
        var wide: Bool
        var side: Double
        /// A tall card's picture height, the same in the three cards (nil: as the card's words leave).
        var picture: Double?
    }

    /// The form of a card `width` wide laid out `height` tall: wide where
    /// the card is, and its words' column then holds the name at nearly its
    /// size (the picture as high as the card, at most 45% of its width).
    /// Chosen before the card grows to hold its words, so it keeps it.
    func cardForm(width: Double, height: Double) -> CardForm {
        let pad = scale.pt(14)
        let side = min(height - 2 * pad, width * 0.45)
        return CardForm(wide: width > height * 1.6 && width - side - 3 * pad >= scale.title.size * 5.5, side: side)
    }

    /// Where a card's picture and words go, and the height the card needs
    /// for them: a tall card's picture gives way to the words, not under 64 pt.
    func cardParts(_ box: Box, _ kind: GameKind, form: CardForm, measure: (String, TextStyle) -> Double)
        -> (picture: Box, text: Box, words: CardWords, height: Double) {
        let pad = scale.pt(14)
        if form.wide {
            let textW = box.width - form.side - 3 * pad
            let words = cardWords(kind, width: textW, measure: measure)
            // Beside the words, in the middle of a card grown for them.
            let picture = Box(x: box.x + pad, y: box.y + max(pad, (box.height - form.side) / 2), width: form.side, height: form.side)
            return (picture, Box(x: picture.maxX + pad, y: box.y + pad, width: textW, height: box.height - 2 * pad), words,
                    max(box.height, words.height + 2 * pad))
        }
        let words = cardWords(kind, width: box.width - 2 * pad, measure: measure)
        let least = scale.pt(64)
        let pictureH = form.picture ?? max(least, min(box.height * 0.62, box.height - 3 * pad - words.height))
        let picture = Box(x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: pictureH)
        return (picture, Box(x: box.x + pad, y: picture.maxY + pad, width: box.width - 2 * pad, height: box.maxY - picture.maxY - 2 * pad), words,
                max(box.height, least + 3 * pad + words.height))
    }

    private func card(_ p: Painter, _ box: Box, _ kind: GameKind, form: CardForm) {
        p.fill(.roundRect(box, radius: scale.pt(18)), Theme.surface)
        let parts = cardParts(box, kind, form: form, measure: p.measureText)
        GamePictures.draw(p, kind, in: parts.picture, scale: scale)
        let words = parts.words
        var y = parts.text.y
        for line in words.title {
            p.drawTextCentered(line, x: parts.text.x, cy: y + words.titleStyle.size * 0.62, style: words.titleStyle)
            y += words.titleStyle.size * 1.25
        }
        for line in words.blurb {
            p.drawTextCentered(line, x: parts.text.x, cy: y + words.blurbStyle.size * 0.65, style: words.blurbStyle)
            y += words.blurbStyle.size * 1.3
        }
    }
}

/// Small pictures of the three games, drawn like their real boards with the
/// same art as the game screens.
public enum GamePictures {
    public static func draw(_ p: Painter, _ kind: GameKind, in box: Box, scale: UIScale) {
        switch kind {
        case .pylos:
            let pr = PylosProjection(view: .perspective).fitted(to: box)
            let balls: [(String, PylosColor)] = [("1a1", .light), ("1b1", .dark), ("1c1", .light), ("1d1", .dark), ("1a2", .dark),
                                                 ("1b2", .light), ("1c2", .dark), ("1d2", .light), ("1a3", .light), ("1b3", .dark),
                                                 ("1c3", .light), ("1d3", .dark), ("1a4", .dark), ("1b4", .light), ("1c4", .dark),
                                                 ("1d4", .light), ("2a1", .light), ("2b1", .dark), ("2a2", .dark), ("2b2", .light), ("3a1", .dark)]
            let h = PylosProjection.halfBoard
            let top = [P3(-h, -h, 0), P3(h, -h, 0), P3(h, h, 0), P3(-h, h, 0)].map { pr.project($0).pt }
            p.fill(.polygon(top), Theme.woodMid)
            let spots = balls.compactMap { b in pr.spot(b.0).map { ($0, b.1) } }.sorted { $0.0.depth < $1.0.depth }
            for (spot, color) in spots { PylosArt.ball(p, center: spot.center, radius: spot.radius, color: color, lineWidth: scale.pt(0.8), patterns: .off) }
        case .pyramida:
            let g = PyramidaGeometry(box: box)
            let corners = g.corners()
            p.fill(.polygon(corners), Theme.woodMid)
            for row in 0..<PyramidaGeometry.rows {
                for col in row..<(PyramidaGeometry.columns - row) {
                    let c = g.center(col, row)
                    let sq = Box(x: c.x - g.cell / 2, y: c.y - g.cellH / 2, width: g.cell, height: g.cellH)
                    p.fill(.rect(sq), (col - row) % 2 == 0 ? RGBA(hex: 0x5A351A, alpha: 0.85) : RGBA(hex: 0xE2BE8A, alpha: 0.55))
                }
            }
            for (name, stone) in [("a1", PyramidaStone.white), ("c1", .black), ("e1", .white), ("g1", .black), ("i1", .white), ("k1", .black), ("f4", .white)] {
                if let s = g.spot(name) { PyramidaArt.stone(p, center: s.center, radius: s.radius, stone, line: scale.pt(0.8), patterns: .off) }
            }
        case .pyramido:
            // A stepped pyramid of coloured blocks seen from above.
            let colours: [UInt32] = [0x9A6A3F, 0x3E6FCB, 0xF1C84B, 0x52C7BE, 0xD9503F, 0x5EAA4E]
            let side = min(box.width, box.height)
            let origin = Pt(box.center.x - side / 2, box.center.y - side / 2)
            for level in 0..<4 {
                let n = 4 - level
                let cell = side / 4
                let off = Double(level) * cell / 2
                for r in 0..<n {
                    for c in 0..<n {
                        let b = Box(x: origin.x + off + Double(c) * cell, y: origin.y + off + Double(r) * cell, width: cell, height: cell)
                        let colour = RGBA(hex: colours[(r * 3 + c * 5 + level * 2) % colours.count])
                        p.fill(.roundRect(b.inset(scale.pt(1.5)), radius: scale.pt(3)), colour.mix(RGBA(hex: 0xFFFFFF), Double(level) * 0.08))
                        p.stroke(.roundRect(b.inset(scale.pt(1.5)), radius: scale.pt(3)), width: scale.pt(1), color: RGBA(hex: 0x000000, alpha: 0.35))
                    }
                }
            }
        }
    }
}
