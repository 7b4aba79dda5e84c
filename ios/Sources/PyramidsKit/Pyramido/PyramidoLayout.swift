// Where the parts of the Pyramido screen go, for 2–4 seats: a phone (seat
// panels in one row, or two rows of two), an iPad (panels in the side
// column) and an iPad lying flat (table mode: TablePanels, a panel at each
// seat's edge turned to face it, with its controls; the board turned to face
// the player to move).
public struct PyramidoLayout: Sendable {
    public let spec: ScreenSpec
    public let table: Bool
    public let topBar: Box
    public let status: Box
    /// Each seat's panel as drawn before turning (centred where it sits).
    public let seats: [Box]
    /// Degrees each panel is turned (0 upright at the bottom, 90 the left
    /// edge, 180 the far edge, 270 the right edge).
    public let seatRotation: [Double]
    /// The board on screen. In table mode its contents are laid out in
    /// `local(rotation:)` and turned to face the player to move.
    public let board: Box
    /// Non-table: the step's buttons under the board.
    public let actions: Box
    /// A tablet's step buttons: a row above `actions`, which has Undo, Redo and Hint with their words.
    public let stepRow: Box
    /// Table mode: the seats' panels round the table, each with its own controls.
    public let panels: TablePanels?

    /// A lesson's screen (ScreenLayout's): its bar, the seats in one line, the board in the rest.
    public let lessonTitle: String?

    /// `actionsRow`: false for a lesson's own board, whose step buttons sit beside the pyramid's heading.
    public init(spec: ScreenSpec, seatCount n: Int, table: Bool, lessonTitle: String? = nil, actionsRow: Bool = true, seatLineRows: Int = 1) {
        self.spec = spec
        self.table = table
        self.lessonTitle = table ? nil : lessonTitle
        let s = spec.scale
        let w = spec.width
        let margin = s.pt(12)
        if table {
            // A panel at each seat's edge (the shared model's: three sit at
            // the bottom, left and right), each with its own controls.
            let round = TablePanels(spec: spec, seats: n, card: s.pt(118))
            panels = round
            status = Box(x: 0, y: 0, width: 0, height: 0)
            topBar = status
            actions = status
            stepRow = status
            seatRotation = round.rotations
            seats = round.panels
            board = round.board
            return
        }
        panels = nil
        let base = ScreenLayout(spec: spec, seatCount: n, table: false, lessonTitle: lessonTitle, actionsRow: actionsRow, seatLineRows: seatLineRows)
        topBar = base.topBar
        status = base.status
        let commandsRow = spec.device == .tablet && lessonTitle == nil
        seatRotation = Array(repeating: 0, count: n)
        let stacked = spec.isLandscape && spec.device == .tablet && lessonTitle == nil
        if !stacked {
            actions = base.actions
            let a = base.actions
            stepRow = commandsRow ? Box(x: a.x, y: a.y - a.height - s.pt(10), width: a.width, height: a.height) : a
        } else {
            // A tablet's column holds the status, the panels (each pyramid
            // drawn large enough to read) and, right under them, the step's
            // row and the commands: as tall as its content.
            let gap = s.pt(8)
            let rowH = base.actions.height
            let below = 2 * rowH + s.pt(10) + margin
            let bottom = spec.height - s.pt(spec.safeBottom) - margin
            let avail = bottom - below - (base.status.maxY + margin) - gap * Double(n - 1)
            let panelH = min(s.pt(n <= 2 ? 190 : 150) * max(1, min(1.6, spec.fontScale)), avail / Double(n))
            seats = (0..<n).map { i in
                Box(x: base.status.x, y: base.status.maxY + margin + Double(i) * (panelH + gap), width: base.status.width, height: panelH)
            }
            let rowY = (seats.last?.maxY ?? base.status.maxY) + margin
            stepRow = Box(x: base.actions.x, y: rowY, width: base.actions.width, height: rowH)
            actions = Box(x: base.actions.x, y: rowY + rowH + s.pt(10), width: base.actions.width, height: rowH)
            board = base.board
            return
        }
        if lessonTitle != nil {
            seats = base.seats
            board = base.board
            return
        }
        if spec.isLandscape {
            // The side column: panels tall enough for a small pyramid and a
            // legible score. Where a column of one panel a row would leave
            // each too low to read (a phone on its side, three or four
            // seats), two a row.
            let gap = s.pt(8)
            let avail = stepRow.y - margin - (base.status.maxY + margin)
            let single = (avail - gap * Double(n - 1)) / Double(n)
            let perRow = n >= 3 && single < s.pt(90) ? 2 : 1
            let rows = (n + perRow - 1) / perRow
            let panelH = min(s.pt(118) * max(1, min(1.6, spec.fontScale)), (avail - gap * Double(rows - 1)) / Double(rows))
            let x = base.status.x
            let width = (base.status.width - gap * Double(perRow - 1)) / Double(perRow)
            seats = (0..<n).map { i in
                Box(x: x + Double(i % perRow) * (width + gap), y: base.status.maxY + margin + Double(i / perRow) * (panelH + gap), width: width, height: panelH)
            }
            board = base.board
            return
        }
        // Phone: panels tall enough for an opponent's pyramid read at a
        // glance (its blocks about 14 pt) and marker icons of 14 pt; two rows
        // of two for four seats.
        let panelH = s.pt(Self.phonePanel) * max(1, min(1.6, spec.fontScale))
        let perRow = n == 4 ? 2 : n
        let rows = (n + perRow - 1) / perRow
        let gap = s.pt(8)
        let y0 = status.maxY + gap
        let panelW = (w - 2 * margin - gap * Double(perRow - 1)) / Double(perRow)
        seats = (0..<n).map { i in
            Box(x: margin + Double(i % perRow) * (panelW + gap), y: y0 + Double(i / perRow) * (panelH + gap), width: panelW, height: panelH)
        }
        let boardY = y0 + Double(rows) * (panelH + gap)
        board = Box(x: margin * 0.5, y: boardY, width: w - margin, height: actions.y - boardY - gap)
    }

    /// A phone's seat panel in points at the default text size.
    public static let phonePanel = 100.0

    /// The board's frame before it is turned by `rotation` (its sides swap for a quarter turn).
    public func local(rotation: Double) -> Box {
        let quarter = Int(rotation.rounded()) % 180 == 90
        guard quarter else { return board }
        let c = board.center
        return Box(x: c.x - board.height / 2, y: c.y - board.width / 2, width: board.height, height: board.width)
    }

    /// A seat panel's place on screen (for touches and accessibility).
    public func seatFrame(_ seat: Int) -> Box {
        let b = seats[seat]
        guard Int(seatRotation[seat].rounded()) % 180 == 90 else { return b }
        let c = b.center
        return Box(x: c.x - b.height / 2, y: c.y - b.width / 2, width: b.height, height: b.width)
    }
}

/// Turning points about a centre (clockwise degrees, y down), for table mode.
public func rotate(_ p: Pt, degrees: Double, about c: Pt) -> Pt {
    let q = Int(((degrees.truncatingRemainder(dividingBy: 360)) + 360).rounded()) % 360
    let d = p - c
    switch q {
    case 90: return Pt(c.x - d.y, c.y + d.x)
    case 180: return Pt(c.x - d.x, c.y - d.y)
    case 270: return Pt(c.x + d.y, c.y - d.x)
    default: return p
    }
}

/// The screen box of a box turned about `c`.
public func rotate(_ b: Box, degrees: Double, about c: Pt) -> Box {
    let a = rotate(Pt(b.x, b.y), degrees: degrees, about: c)
    let z = rotate(Pt(b.maxX, b.maxY), degrees: degrees, about: c)
    return Box(x: min(a.x, z.x), y: min(a.y, z.y), width: abs(z.x - a.x), height: abs(z.y - a.y))
}
