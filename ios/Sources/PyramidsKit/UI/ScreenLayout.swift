// Where the parts of a game screen go, for a phone (portrait or landscape),
// an iPad, and an iPad lying flat between the players (table mode, whose
// panels are TablePanels'). Boxes
// are in pixels; everything is sized in points and scaled, so the same code
// serves every device. The board gets all the room the chrome leaves.

public enum DeviceKind: Sendable, Hashable {
    case phone
    case tablet
}

public struct ScreenSpec: Sendable, Hashable {
    public let width: Double
    public let height: Double
    public let pixelsPerPoint: Double
    public let device: DeviceKind
    /// Unsafe areas (notch, home indicator) in points.
    public let safeTop: Double
    public let safeBottom: Double
    public var fontScale: Double = 1

    public init(width: Double, height: Double, pixelsPerPoint: Double, device: DeviceKind, safeTop: Double, safeBottom: Double,
                fontScale: Double = 1) {
        self.width = width
        self.height = height
        self.pixelsPerPoint = pixelsPerPoint
        self.device = device
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.fontScale = fontScale
    }

    /// iPhone 15/16 Pro portrait: 1179 × 2556 px.
    public static let iPhone = ScreenSpec(width: 1179, height: 2556, pixelsPerPoint: 3, device: .phone, safeTop: 59, safeBottom: 34)
    /// iPad Pro 12.9" landscape: 2732 × 2048 px.
    public static let iPad = ScreenSpec(width: 2732, height: 2048, pixelsPerPoint: 2, device: .tablet, safeTop: 24, safeBottom: 20)

    public var scale: UIScale { UIScale(pixelsPerPoint: pixelsPerPoint, fontScale: fontScale, isTablet: device == .tablet) }

    /// The app's window in points (SwiftUI draws in points): a tablet layout
    /// where the narrower side has room for one (an iPad, not in a narrow
    /// split view), and the system text size as `fontScale`.
    public static func window(width: Double, height: Double, safeTop: Double, safeBottom: Double, textSize: TextSize = .large) -> ScreenSpec {
        ScreenSpec(width: width, height: height, pixelsPerPoint: 1, device: min(width, height) >= 600 ? .tablet : .phone,
                   safeTop: safeTop, safeBottom: safeBottom, fontScale: textSize.fontScale)
    }
    public var isLandscape: Bool { width > height }
}

/// The system text size (Dynamic Type's categories, as SwiftUI's
/// DynamicTypeSize names them), and how much the app's text grows for each.
public enum TextSize: Int, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// 1 at the default size (large). The layouts are tested up to 2×, so
    /// the largest accessibility sizes stop there: text beyond it would no
    /// longer fit a phone's board screen.
    public var fontScale: Double {
        switch self {
        case .xSmall: 0.82
        case .small: 0.88
        case .medium: 0.94
        case .large: 1
        case .xLarge: 1.12
        case .xxLarge: 1.23
        case .xxxLarge: 1.35
        case .accessibility1: 1.6
        case .accessibility2: 1.8
        case .accessibility3, .accessibility4, .accessibility5: 2
        }
    }
}

public struct ScreenLayout: Sendable {
    public let spec: ScreenSpec
    public let table: Bool
    public internal(set) var topBar: Box
    public internal(set) var status: Box
    /// One panel per seat; in table mode each is turned to face its seat.
    public internal(set) var seats: [Box]
    /// Degrees each seat panel is turned (0 upright; in table mode its edge's angle).
    public internal(set) var seatRotation: [Double]
    public internal(set) var board: Box
    public internal(set) var actions: Box
    /// Table mode: the seats' panels round the table, each with its own controls.
    public internal(set) var panels: TablePanels?
    /// A lesson's screen: the bar shows this title with a back arrow, the
    /// seats are one line under it, there is no status strip (the coach
    /// panel says what to do) and the board has all the rest.
    public let lessonTitle: String?

    /// `atEnds`: in table mode two seats sit at the short ends of a landscape screen (the board then has the full height).
    /// `actionsRow`: false for a lesson's board whose step buttons sit elsewhere (Pyramido's, beside its heading).
    /// `seatLineRows`: a lesson's seat strips, one line or the name over the count (SeatLine.rows, `lessonSeatLineRows`).
    public init(spec: ScreenSpec, seatCount: Int, table: Bool = false, atEnds: Bool = false, lessonTitle: String? = nil, actionsRow: Bool = true,
                seatLineRows: Int = 1) {
        self.spec = spec
        self.table = table
        self.lessonTitle = table ? nil : lessonTitle
        let s = spec.scale
        let w = spec.width
        let h = spec.height
        let margin = s.pt(12)
        let top = s.pt(spec.safeTop)
        let bottom = h - s.pt(spec.safeBottom)
        let barH = s.pt(52)
        // Heights follow the text sizes (the system text size), with one
        // headline and two prompt lines in the status strip, and a name, a
        // detail and the reserve row in a seat panel.
        let line = 1.3
        let statusH = s.pt(16) + line * (s.title.size + 2 * s.body.size)
        let seatH = s.pt(24) + line * (s.label.size + 2 * s.small.size)
        let actionH = s.pt(64)
        if table {
            // A panel at each seat's edge (the shared model's), with that
            // seat's own controls; the board takes all the rest.
            let round = TablePanels(spec: spec, seats: seatCount, atEnds: atEnds, card: s.pt(100), maxLength: s.pt(900))
            panels = round
            seats = round.panels
            seatRotation = round.rotations
            board = round.board
            topBar = Box(x: 0, y: 0, width: 0, height: 0)
            status = topBar
            actions = topBar
        } else if lessonTitle != nil {
            // The lesson's window is what its coach panel leaves: the same
            // stack whatever the device.
            topBar = Box(x: margin, y: top, width: w - 2 * margin, height: s.minTouch(table: false))
            status = Box(x: margin, y: topBar.maxY, width: w - 2 * margin, height: 0)
            let lineH = SeatLine(scale: s).height(rows: seatLineRows)
            let gap = s.pt(6)
            let seatW = Self.lessonSeatWidth(spec, seatCount: seatCount)
            let lineY = topBar.maxY + s.pt(2)
            seats = (0..<seatCount).map { i in Box(x: margin + Double(i) * (seatW + gap), y: lineY, width: seatW, height: lineH) }
            seatRotation = Array(repeating: 0, count: seatCount)
            let touch = actionsRow ? s.minTouch(table: false) : 0
            actions = Box(x: margin, y: bottom - touch - s.pt(4), width: w - 2 * margin, height: touch)
            let boardY = lineY + lineH + s.pt(2)
            board = Box(x: margin * 0.5, y: boardY, width: w - margin, height: actions.y - s.pt(2) - boardY)
        } else if spec.isLandscape {
            // Board on the left, as large as the height allows; a column of
            // chrome on the right.
            // A tablet's column is as wide as its words need (the status's
            // two prompt lines, a seat's name and count), the rest the board's.
            let side = spec.device == .tablet ? min(w * 0.3, s.pt(400) * max(1, min(1.4, spec.fontScale))) : min(w * 0.36, s.pt(440))
            let colX = w - margin - side
            topBar = Box(x: colX, y: top, width: side, height: barH)
            actions = Box(x: colX, y: bottom - actionH - margin, width: side, height: actionH)
            // The panels come first (a name, who plays and the reserve each
            // need their line), the status strip takes what is left up to
            // its own height, and it never falls below one headline and a
            // prompt line: on a low window the panels give way after it.
            let n = Double(seatCount)
            let column = actions.y - margin - (topBar.maxY + margin)
            let minStatus = s.pt(16) + line * (s.title.size + s.body.size)
            let panelH = min(seatH * 1.15, (column - minStatus - margin * n) / n)
            status = Box(x: colX, y: topBar.maxY + margin, width: side, height: min(statusH * 1.3, max(0, column - n * (panelH + margin))))
            var y = status.maxY + margin
            var boxes: [Box] = []
            for _ in 0..<seatCount {
                boxes.append(Box(x: colX, y: y, width: side, height: panelH))
                y += panelH + margin
            }
            seats = boxes
            seatRotation = Array(repeating: 0, count: seatCount)
            board = Box(x: margin, y: top, width: colX - 2 * margin, height: bottom - top)
            if spec.device == .tablet {
                // On a tablet the column is as tall as what it holds: the
                // status strip only as tall as a headline and two lines, and
                // the buttons right under the panels, not a screen's height
                // below them with nothing between.
                let shift = status.height - min(status.height, statusH)
                status = Box(x: colX, y: status.y, width: side, height: status.height - shift)
                seats = seats.map { Box(x: $0.x, y: $0.y - shift, width: $0.width, height: $0.height) }
                let under = (seats.last?.maxY ?? status.maxY) + margin
                actions = Box(x: colX, y: min(actions.y, under), width: side, height: actionH)
            }
        } else {
            topBar = Box(x: margin, y: top, width: w - 2 * margin, height: barH)
            status = Box(x: margin, y: topBar.maxY + s.pt(4), width: w - 2 * margin, height: statusH)
            let seatsY = status.maxY + s.pt(8)
            let seatW = (w - 2 * margin - s.pt(10) * Double(seatCount - 1)) / Double(seatCount)
            seats = (0..<seatCount).map { i in Box(x: margin + Double(i) * (seatW + s.pt(10)), y: seatsY, width: seatW, height: seatH) }
            seatRotation = Array(repeating: 0, count: seatCount)
            actions = Box(x: margin, y: bottom - actionH - s.pt(6), width: w - 2 * margin, height: actionH)
            board = Box(x: margin * 0.5, y: seatsY + seatH + s.pt(8), width: w - margin, height: actions.y - seatsY - seatH - s.pt(16))
        }
    }

    /// A lesson's seat strip's width: the seats side by side under the bar.
    public static func lessonSeatWidth(_ spec: ScreenSpec, seatCount: Int) -> Double {
        let s = spec.scale
        return (spec.width - 2 * s.pt(12) - s.pt(6) * Double(seatCount - 1)) / Double(seatCount)
    }

    /// The lines a lesson's seat strips need for every seat's name and
    /// widest count, measured before anything is drawn (TextMeasure).
    @MainActor public static func lessonSeatLineRows(_ spec: ScreenSpec, seatCount: Int, words: [(name: String, value: String)]) -> Int {
        SeatLine(scale: spec.scale).rows(width: lessonSeatWidth(spec, seatCount: seatCount), words: words, measure: { TextMeasure.width($0, $1) })
    }

    /// A phone in portrait gives the board more height than a square board
    /// can use: the board's box is cut to the board's own shape (`aspect`:
    /// height over width, `margin` on every side) and the seat panels above
    /// it take the rest, so the board fills the space it has.
    public func fittingBoard(aspect: Double, margin: Double) -> ScreenLayout {
        guard !table, !spec.isLandscape, lessonTitle == nil else { return self }
        let needed = (board.width - 2 * margin) * aspect + 2 * margin
        let spare = board.height - needed
        guard spare > 1 else { return self }
        var out = self
        out.seats = seats.map { Box(x: $0.x, y: $0.y, width: $0.width, height: $0.height + spare) }
        out.board = Box(x: board.x, y: board.y + spare, width: board.width, height: needed)
        return out
    }
}
