// The home screen: the three games, each with a picture drawn like its real
// board and its Learn entry under it (the lessons' progress), a Resume card
// for the newest unfinished game, and the saved games.
import Foundation
import PyramidsCore

public struct HomeScreen {
    public enum Target: Sendable, Hashable {
        case game(GameKind)
        /// The game's Learn entry: its lesson list.
        case learn(GameKind)
        case resume(String)
        case savedGames
    }

    public let strings: Strings
    public let spec: ScreenSpec
    public init(strings: Strings, spec: ScreenSpec) {
        self.strings = strings
        self.spec = spec
    }

    private var scale: UIScale { spec.scale }
    public static let games: [GameKind] = [.pylos, .pyramido, .pyramida]

    /// Where everything goes: the resume card (when there is a game to
    /// resume), one card per game with its Learn entry under it, the
    /// saved-games button.
    public func frames(resume: Bool) -> [(Target?, Box)] {
        let margin = scale.pt(16)
        let top = scale.pt(spec.safeTop) + scale.pt(96)
        let bottom = spec.height - scale.pt(spec.safeBottom) - scale.pt(12)
        var out: [(Target?, Box)] = []
        let w = min(spec.width - 2 * margin, scale.pt(spec.isLandscape ? 1100 : 640))
        let x = (spec.width - w) / 2
        var y = top
        if resume {
            out.append((nil, Box(x: x, y: y, width: w, height: scale.pt(72))))
            y += scale.pt(84)
        }
        let buttonH = scale.minTouch(table: false) * 1.15
        let cardsBottom = bottom - buttonH - scale.pt(16)
        // Each game's slot: its card, then its Learn entry (a touch target's height).
        let learnH = scale.minTouch(table: false)
        let gap = scale.pt(6)
        func slot(_ g: GameKind, _ b: Box) {
            out.append((.game(g), Box(x: b.x, y: b.y, width: b.width, height: b.height - learnH - gap)))
            out.append((.learn(g), Box(x: b.x, y: b.maxY - learnH, width: b.width, height: learnH)))
        }
        if spec.isLandscape {
            let cw = (w - 2 * scale.pt(12)) / 3
            for (i, g) in Self.games.enumerated() {
                slot(g, Box(x: x + Double(i) * (cw + scale.pt(12)), y: y, width: cw, height: cardsBottom - y))
            }
        } else {
            let ch = (cardsBottom - y - 2 * scale.pt(12)) / 3
            for (i, g) in Self.games.enumerated() {
                slot(g, Box(x: x, y: y + Double(i) * (ch + scale.pt(12)), width: w, height: ch))
            }
        }
        out.append((.savedGames, Box(x: x, y: bottom - buttonH, width: w, height: buttonH)))
        return out
    }

    public func target(at p: Pt, resumeId: String?) -> Target? {
        for (target, box) in frames(resume: resumeId != nil) where box.contains(p) {
            return target ?? resumeId.map(Target.resume)
        }
        return nil
    }

    /// One VoiceOver element per card and button.
    public func accessibility(resume: SaveEntry?, learn: [GameKind: LearnEntry] = [:]) -> [A11yElement] {
        var out = [A11yElement(id: "title", frame: Box(x: 0, y: scale.pt(spec.safeTop), width: spec.width, height: scale.pt(90)),
                               label: "\(strings(.appName)). \(strings(.tagline))", actionable: false)]
        for (target, box) in frames(resume: resume?.summary != nil) {
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
            case .savedGames?:
                out.append(A11yElement(id: "savedGames", frame: box, label: strings(.savedGames), actionable: true))
            case .resume?:
                break
            }
        }
        return out
    }

    public func draw(_ p: Painter, resume: SaveEntry?, learn: [GameKind: LearnEntry] = [:]) {
        let chrome = Chrome(scale: scale)
        chrome.background(p)
        var head = scale.headline
        head.size *= 1.5
        head.align = .center
        p.drawTextCentered(strings(.appName), x: spec.width / 2, cy: scale.pt(spec.safeTop) + scale.pt(30), style: head)
        var tag = scale.bodyDim
        tag.align = .center
        p.drawTextCentered(strings(.tagline), x: spec.width / 2, cy: scale.pt(spec.safeTop) + scale.pt(68), style: tag)
        for (target, box) in frames(resume: resume?.summary != nil) {
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
                card(p, box, kind)
            case .learn(let kind)?:
                if let entry = learn[kind] { learnEntry(p, box, entry) }
            case .savedGames?:
                chrome.buttons(p, [BoardButton(id: .home, label: strings(.savedGames))], in: box)
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
        var progress = scale.small
        progress.color = Theme.text
        progress.align = .right
        let progressW = min(p.measureText(entry.progress, style: progress), (box.maxX - textX) * 0.5)
        let right = box.maxX - box.height / 2
        p.drawTextCentered(entry.progress, x: right, cy: box.center.y,
                           style: p.fitted(entry.progress, style: progress, maxWidth: progressW, minSize: scale.pt(9)))
        var title = scale.label
        title.color = Theme.accent
        p.drawTextCentered(entry.title, x: textX, cy: box.center.y,
                           style: p.fitted(entry.title, style: title, maxWidth: right - progressW - scale.pt(10) - textX, minSize: scale.pt(10)))
    }

    private func card(_ p: Painter, _ box: Box, _ kind: GameKind) {
        p.fill(.roundRect(box, radius: scale.pt(18)), Theme.surface)
        let pad = scale.pt(14)
        let picture: Box
        let textBox: Box
        if box.width > box.height * 1.6 {
            picture = Box(x: box.x + pad, y: box.y + pad, width: box.height - 2 * pad, height: box.height - 2 * pad)
            textBox = Box(x: picture.maxX + pad, y: box.y + pad, width: box.maxX - picture.maxX - 2 * pad, height: box.height - 2 * pad)
        } else {
            picture = Box(x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height * 0.62)
            textBox = Box(x: box.x + pad, y: picture.maxY + pad, width: box.width - 2 * pad, height: box.maxY - picture.maxY - 2 * pad)
        }
        GamePictures.draw(p, kind, in: picture, scale: scale)
        p.drawTextCentered(strings.gameName(kind), x: textBox.x, cy: textBox.y + scale.title.size * 0.7, style: scale.title)
        let lines = Chrome(scale: scale).wrap(p, strings.blurb(kind), style: scale.bodyDim, width: textBox.width)
        var y = textBox.y + scale.title.size * 1.4 + scale.body.size * 0.7
        for line in lines where y < textBox.maxY {
            p.drawTextCentered(line, x: textBox.x, cy: y, style: scale.bodyDim)
            y += scale.body.size * 1.3
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
            for (spot, color) in spots { PylosArt.ball(p, center: spot.center, radius: spot.radius, color: color, lineWidth: scale.pt(0.8)) }
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
                if let s = g.spot(name) { PyramidaArt.stone(p, center: s.center, radius: s.radius, stone, line: scale.pt(0.8)) }
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
