// Table mode's seat panels, shared by the three boards: a panel along the
// edge each seat sits at (the shared model's `table_seat_sides`, through
// TableSeats), turned to face that seat, carrying its own controls in a row
// along its inner edge — home, help, Resign on the resigning seat's panel,
// Undo, Redo, Hint and, on the panel of the seat to move, the buttons its
// step offers (the interaction model's view) — so nobody has to read or
// reach across the table. The rest of the panel is the board's seat card.
import PyramidsCore

public struct TablePanels: Sendable {
    /// Each seat's edge, in turn order.
    public let sides: [TableSide]
    /// Each panel drawn upright (its length × thickness), centred where it sits; `rotations` turns it to face its edge.
    public let panels: [Box]
    /// Clockwise degrees each panel is turned by (0 the bottom edge, 90 the left, 180 the top, 270 the right).
    public let rotations: [Double]
    /// What the panels leave for the board.
    public let board: Box
    /// The controls' row at the panel's inner edge (the card is below it in the panel's upright frame).
    public let rowHeight: Double
    let scale: UIScale

    /// `card` is the seat card's height under the row; a panel at most
    /// `maxLength` long is centred on its edge.
    public init(spec: ScreenSpec, seats: Int, atEnds: Bool = false, card: Double, maxLength: Double = .infinity) {
        let s = spec.scale
        scale = s
        let margin = s.pt(12)
        let w = spec.width, h = spec.height
        let top = s.pt(spec.safeTop), bottom = h - s.pt(spec.safeBottom)
        rowHeight = s.minTouch(table: false) + s.pt(12)
        let thick = rowHeight + card
        sides = TableSeats.sides(seats, atEnds: atEnds)
        rotations = sides.map { Double(tableSideDegrees(side: $0)) }
        let left = sides.contains(.left), right = sides.contains(.right)
        // Panels on the long edges stop short of those on the short ones, so no two overlap in a corner.
        let spanX0 = left ? margin + thick + margin : margin
        let spanX1 = right ? w - margin - thick - margin : w - margin
        panels = sides.map { side in
            let footprint: Box = switch side {
            case .bottom: Box(x: spanX0, y: bottom - margin - thick, width: spanX1 - spanX0, height: thick)
            case .top: Box(x: spanX0, y: top + margin, width: spanX1 - spanX0, height: thick)
            case .left: Box(x: margin, y: top + margin, width: thick, height: bottom - top - 2 * margin)
            case .right: Box(x: w - margin - thick, y: top + margin, width: thick, height: bottom - top - 2 * margin)
            }
            let length = min(maxLength, max(footprint.width, footprint.height))
            let c = footprint.center
            return Box(x: c.x - length / 2, y: c.y - thick / 2, width: length, height: thick)
        }
        let x0 = left ? margin + thick + margin : margin
        let x1 = right ? w - margin - thick - margin : w - margin
        let y0 = sides.contains(.top) ? top + margin + thick + margin : top + margin
        let y1 = sides.contains(.bottom) ? bottom - margin - thick - margin : bottom - margin
        board = Box(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The board's clockwise turn while `mover` is to move: the edge the
    /// shared model (`table_board_side`) has the game's board face then
    /// under the player's Table board setting (Still: the bottom seat's).
    public func boardRotation(_ game: GameKind, mover: Int, setting: TableBoard) -> Double {
        guard sides.indices.contains(mover) else { return 0 }
        return Double(tableSideDegrees(side: tableBoardSide(game: game, mover: sides[mover], tableBoard: setting)))
    }

    /// The seat whose panel is under a screen point.
    public func seat(at p: Pt) -> Int? { panels.indices.first { frame($0).contains(p) } }

    /// The seat card: the panel under the controls' row (upright frame).
    public func card(_ seat: Int) -> Box {
        let b = panels[seat]
        return Box(x: b.x, y: b.y + rowHeight, width: b.width, height: b.height - rowHeight)
    }

    /// A panel's place on screen.
    public func frame(_ seat: Int) -> Box { rotate(panels[seat], degrees: rotations[seat], about: panels[seat].center) }

    /// A screen point in a panel's upright frame.
    public func local(_ p: Pt, seat: Int) -> Pt { rotate(p, degrees: -rotations[seat], about: panels[seat].center) }

    /// A box of a panel's upright frame on screen.
    public func screen(_ b: Box, seat: Int) -> Box { rotate(b, degrees: rotations[seat], about: panels[seat].center) }

    // MARK: Controls

    /// The step's buttons as the screen names them (the model's Cancel is never a button).
    static let stepIds: [BoardButtonKind: BoardButton.Id] = [.done: .done, .pass: .pass, .rotate: .rotate, .place: .place, .skipTile: .skipTile]

    /// The model's kind of a step button.
    public static func kind(_ id: BoardButton.Id) -> BoardButtonKind? { stepIds.first { $0.value == id }?.key }

    /// What `seat`'s panel offers now, one compact set per seat rather than
    /// every button repeated round the board: home, help, Resign where the
    /// turn controller would give the game up for this seat, and Undo (to
    /// take back one's own move) on every panel; Redo, Hint and the step's
    /// buttons (from the interaction model's `view`) only on the panel of
    /// the seat to move.
    @MainActor public func buttons(seat: Int, model: GameModel, view: InteractionView?, strings: Strings) -> (lead: [BoardButton], commands: [BoardButton], step: [BoardButton]) {
        var lead = [BoardButton(id: .home, label: strings(.home)), BoardButton(id: .help, label: strings(.legendTitle))]
        if model.resignSeat == seat { lead.append(BoardButton(id: .resign, label: strings(.resign))) }
        let toMove = !model.isOver && model.snapshot.mover == seat
        let listed = view?.buttons ?? []
        var commands: [BoardButton] = []
        for b in listed {
            switch b.kind {
            case .undo: commands.append(BoardButton(id: .undo, label: strings(.undo), enabled: b.enabled))
            case .redo where toMove: commands.append(BoardButton(id: .redo, label: strings(.redo), enabled: b.enabled))
            // The turn controller's word on Hint (the boards do not all pass it to their view).
            case .hint where toMove: commands.append(BoardButton(id: .hint, label: strings(.hint), enabled: model.canHint))
            default: break
            }
        }
        guard toMove && model.awaitsHuman else { return (lead, commands, []) }
        let step = listed.compactMap { b -> BoardButton? in
            Self.stepIds[b.kind].map { BoardButton(id: $0, label: strings.catalog.buttonLabel(button: b.kind), primary: b.primary, enabled: b.enabled) }
        }
        return (lead, commands, step)
    }

    /// The controls' frames in the panel's upright frame: the round lead
    /// buttons at the start, the round commands and the labelled step
    /// buttons at the end, and between them the room for the status line.
    public func layout(seat: Int, lead: [BoardButton], commands: [BoardButton], step: [BoardButton]) -> (buttons: [(BoardButton, Box)], status: Box) {
        let b = panels[seat]
        let d = scale.minTouch(table: false)
        let gap = scale.pt(8)
        let y = b.y + scale.pt(8)
        var out: [(BoardButton, Box)] = []
        var x = b.x + scale.pt(12)
        for button in lead {
            out.append((button, Box(x: x, y: y, width: d, height: d)))
            x += d + gap
        }
        let statusX = x + gap
        // The step's buttons get a label's room; they shrink where a short panel has many.
        let iconsW = Double(commands.count) * (d + gap)
        let room = b.maxX - scale.pt(12) - statusX - iconsW - scale.pt(160)
        let stepW = step.isEmpty ? 0 : min(scale.pt(140), max(d * 1.4, (room - gap * Double(step.count)) / Double(step.count)))
        var end = b.maxX - scale.pt(12)
        var tail: [(BoardButton, Box)] = []
        for button in step.reversed() {
            tail.append((button, Box(x: end - stepW, y: y, width: stepW, height: d)))
            end -= stepW + gap
        }
        for button in commands.reversed() {
            tail.append((button, Box(x: end - d, y: y, width: d, height: d)))
            end -= d + gap
        }
        out += tail.reversed()
        return (out, Box(x: statusX, y: y, width: max(0, end - statusX), height: d))
    }

    /// Each panel's backdrop, the seat to move's framed in the accent (the
    /// board draws its card on it, then the controls over it).
    public func drawBackdrops(_ p: Painter, mover: Int?) {
        for seat in panels.indices {
            let box = frame(seat)
            p.fill(.roundRect(box, radius: scale.pt(14)), seat == mover ? Theme.surfaceHigh : Theme.surface)
            if seat == mover { p.stroke(.roundRect(box.inset(scale.pt(1.5)), radius: scale.pt(13)), width: scale.pt(3), color: Theme.accent) }
        }
    }

    /// The line `seat` reads at its own edge (the turn controller's
    /// `table_status_line`: "Your turn: …", "Waiting for Player 3", "Player 2
    /// is thinking…"); the mover's own wording (a problem in the danger
    /// colour) where the model has no view yet.
    @MainActor public func statusLine(seat: Int, model: GameModel, view: InteractionView?, strings: Strings,
                                      status: (text: String, tone: RGBA)) -> (text: String, tone: RGBA) {
        let toMove = !model.isOver && model.snapshot.mover == seat
        if toMove && status.tone == Theme.danger { return status }
        guard let view, let line = try? model.controller.tableStatusLine(catalog: strings.catalog, reader: Seat(seat), prompt: view.prompt) else {
            return toMove ? status : ("", Theme.textDim)
        }
        return (line, toMove ? status.tone : Theme.textDim)
    }

    /// Draws every panel's controls (the cards are the board's) and each seat's own status line.
    @MainActor public func drawControls(_ p: Painter, model: GameModel, view: InteractionView?, strings: Strings, status: (text: String, tone: RGBA)) {
        let chrome = Chrome(scale: scale)
        for seat in panels.indices {
            let (lead, commands, step) = buttons(seat: seat, model: model, view: view, strings: strings)
            let (frames, statusBox) = layout(seat: seat, lead: lead, commands: commands, step: step)
            p.withSave {
                if rotations[seat] != 0 { p.rotate(degrees: rotations[seat], about: panels[seat].center) }
                for (b, f) in frames {
                    if let icon = Self.icon(b.id) {
                        chrome.roundButton(p, center: f.center, radius: f.width / 2, icon: icon, enabled: b.enabled)
                    } else {
                        chrome.buttons(p, [b], in: f)
                    }
                }
                let line = statusLine(seat: seat, model: model, view: view, strings: strings, status: status)
                if !line.text.isEmpty && statusBox.width > scale.pt(40) {
                    var style = scale.body
                    style.color = line.tone
                    p.drawTextCentered(line.text, x: statusBox.x, cy: statusBox.center.y,
                                       style: p.fitted(line.text, style: style, maxWidth: statusBox.width, minSize: scale.pt(10)))
                }
            }
        }
    }

    static func icon(_ id: BoardButton.Id) -> Chrome.Icon? {
        switch id {
        case .home: .home
        case .help: .help
        case .resign: .flag
        case .undo: .undo
        case .redo: .redo
        case .hint: .hint
        default: nil
        }
    }

    /// The enabled control under a screen point, with its seat.
    @MainActor public func hit(_ at: Pt, model: GameModel, view: InteractionView?, strings: Strings) -> (seat: Int, button: BoardButton)? {
        for seat in panels.indices where frame(seat).contains(at) {
            let (lead, commands, step) = buttons(seat: seat, model: model, view: view, strings: strings)
            let local = local(at, seat: seat)
            // Round buttons answer within the touch minimum's reach of their centre.
            let reach = scale.minTouch(table: false) / 2 + scale.pt(3)
            for (b, f) in layout(seat: seat, lead: lead, commands: commands, step: step).buttons where b.enabled {
                if Self.icon(b.id) != nil ? f.center.distance(to: local) <= reach : f.contains(local) { return (seat, b) }
            }
        }
        return nil
    }

    /// VoiceOver: each seat's controls, named with the seat ("Undo (Player 2)").
    @MainActor public func elements(model: GameModel, view: InteractionView?, strings: Strings, seatName: (Int) -> String) -> [A11yElement] {
        var out: [A11yElement] = []
        for seat in panels.indices {
            let (lead, commands, step) = buttons(seat: seat, model: model, view: view, strings: strings)
            for (b, f) in layout(seat: seat, lead: lead, commands: commands, step: step).buttons {
                out.append(A11yElement(id: "seat\(seat).\(b.id.rawValue)", frame: screen(f, seat: seat),
                                       label: "\(b.label) (\(seatName(seat)))", actionable: b.enabled))
            }
        }
        return out
    }
}
