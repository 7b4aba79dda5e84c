// Maps touches on the Pyramido board to places for the library's
// interaction model (BoardInteraction): what a quarry domino, a cell, a pile
// or a tile face means in the step, what glows, the ghost, the prompt and
// the step's buttons are decided there. It keeps a drag's geometry: a press
// on a quarry domino that fits (or on the ghost) that moves past the slop
// chooses it and floats it above the finger, snapping to where the model
// says a release would leave it; the release drops it there, and off every
// spot lets go.
import PyramidsCore

/// What the input needs to map a touch: the decision, the mover's pyramid as drawn, the strip.
public struct PyramidoScene {
    public let snapshot: PyramidoSnapshot
    public let mover: PyramidoPlayer
    public let view: PyramidView
    public let geometry: PyramidoGeometry
    /// The smallest side of a tile face in the strip (the touch minimum).
    public let minFace: Double

    public init(snapshot: PyramidoSnapshot, mover: PyramidoPlayer, view: PyramidView, geometry: PyramidoGeometry, minFace: Double) {
        self.snapshot = snapshot
        self.mover = mover
        self.view = view
        self.geometry = geometry
        self.minFace = minFace
    }

    public var floor: Int { Int(snapshot.floor) }
    /// The strip shows the mover's tiles (a tile step, a no-fit turn) instead of the quarry.
    public var showsTiles: Bool { snapshot.phase == .tile || snapshot.phase == .noFit }
    /// The mover's unused tile faces, in the order the strip shows them.
    public var faces: [PyramidoColour] { mover.tiles.filter(\.unused).flatMap(\.faces) }
    public var faceBoxes: [Box] { geometry.faceBoxes(faces.count, minSide: minFace) }
}

/// A quarry domino under the finger: where the finger is and the spot it snaps to, if any.
public struct PyramidoDrag: Sendable, Hashable {
    public let slot: Int
    public let dir: PyramidoDir
    public var at: Pt
    /// The cell the domino's first block is over (what a release drops it on), and the model's spot for it.
    public var over: String?
    public var snapped: PyramidoPlacement?
}

/// The model's view, read once for a drawing or a touch.
public struct PyramidoMarks {
    public let view: InteractionView?
    public let marks: [BoardPlace: Set<MarkReason>]
    /// Places a tap is taken on though unmarked (a lesson's other legal choices): hit-tested, never drawn.
    public let quiet: Set<BoardPlace>

    public init(_ view: InteractionView?) {
        quiet = Set(view?.quiet ?? [])
        self.view = view
        var m: [BoardPlace: Set<MarkReason>] = [:]
        for mark in view?.marks ?? [] { m[mark.place, default: []].insert(mark.reason) }
        marks = m
    }

    public func has(_ place: BoardPlace, _ reason: MarkReason) -> Bool { marks[place]?.contains(reason) == true }

    /// The cells marked for `reason`.
    public func cells(_ reason: MarkReason) -> [String] {
        marks.compactMap { place, reasons in
            if case .pyramidoCell(let at) = place, reasons.contains(reason) { return at }
            return nil
        }.sorted()
    }

    public func fits(_ slot: Int) -> Bool { has(.pyramidoSlot(slot: UInt8(slot)), .domino) }

    /// The chosen quarry domino.
    public var selectedSlot: Int? {
        if case .pyramidoSlot(let slot)? = view?.selection { return Int(slot) }
        return nil
    }

    /// The chosen domino's turn (in the quarry or on the floor).
    public var dir: PyramidoDir? {
        if case .pyramidoDomino(_, let dir, _)? = view?.ghost { return dir }
        return nil
    }

    /// The ghost on the floor.
    public var pending: PyramidoPlacement? {
        if case .pyramidoDomino(let slot, let dir, let cells)? = view?.ghost, let first = cells.first {
            return PyramidoPlacement(slot: Int(slot), cell: first, dir: dir)
        }
        return nil
    }

    /// The chosen single tile: its block, face and jewel corner.
    public var tile: (cell: String, colour: PyramidoColour, corner: PyramidoCorner)? {
        if case .pyramidoTile(let cell, let colour, let corner)? = view?.ghost { return (cell, colour, corner) }
        return nil
    }

    /// The chosen block of a single tile.
    public var tileCell: String? {
        if case .pyramidoCell(let at)? = view?.selection { return at }
        return nil
    }

    /// The chosen face: the tile's, or one chosen before its block.
    public var face: PyramidoColour? {
        if let tile { return tile.colour }
        if case .pyramidoFace(let colour)? = view?.selection { return colour }
        return nil
    }

    /// The step's button of `kind`, if the view offers it.
    public func button(_ kind: BoardButtonKind) -> PyramidsCore.BoardButton? { view?.buttons.first { $0.kind == kind } }
}

@MainActor
public final class PyramidoInput {
    public private(set) var drag: PyramidoDrag?
    public let link = BoardLink()
    private let slop: Double
    private enum Press { case slot(Int), ghost, other }
    private var press: Press?
    private var downAt: Pt?
    /// The hint and Hint's availability last handed to the model, and the session it went to.
    private var shown: (session: ObjectIdentifier, hint: GameAction?, available: Bool)?

    public init(slop: Double) {
        self.slop = slop
    }

    /// Follows the game on show, its hint and whether Hint may be asked for.
    func bind(_ model: GameModel) {
        link.bind(model)
        let now = (session: ObjectIdentifier(model.session.core), hint: model.hint, available: model.canHint)
        if let shown, shown.session == now.session, shown.hint == now.hint, shown.available == now.available { return }
        shown = now
        link.show(hint: now.hint, available: now.available)
    }

    public func marks(_ model: GameModel) -> PyramidoMarks {
        bind(model)
        return PyramidoMarks(link.view)
    }

    public func reset() {
        drag = nil
        press = nil
        downAt = nil
        link.reset()
    }

    /// The place under a point of the board: a tile face or a quarry
    /// domino or a pile (what the strip shows), else a cell of the floor.
    public func place(at p: Pt, _ sc: PyramidoScene) -> BoardPlace? {
        if sc.showsTiles {
            if let i = sc.faceBoxes.firstIndex(where: { $0.contains(p) }) { return .pyramidoFace(colour: sc.faces[i]) }
        } else {
            if let k = (0..<3).first(where: { sc.geometry.slotBox($0).contains(p) && sc.snapshot.quarry.indices.contains($0) && sc.snapshot.quarry[$0] != nil }) {
                return .pyramidoSlot(slot: UInt8(k))
            }
            if let i = (0..<min(4, sc.snapshot.piles.count)).first(where: { sc.geometry.pileBox($0).contains(p) }) {
                return .pyramidoPile(pile: UInt8(i))
            }
        }
        guard sc.view.frame.contains(p), let cell = sc.view.cell(at: p, floor: sc.floor, player: sc.mover) else { return nil }
        return .pyramidoCell(at: cell.name)
    }

    public func onTouch(_ t: Touch, _ model: GameModel, _ sc: PyramidoScene) -> InputResult<GameAction> {
        let m = marks(model)
        let p = t.at
        switch t.phase {
        case .down:
            downAt = p
            let place = place(at: p, sc)
            if case .pyramidoSlot(let k)? = place, m.fits(Int(k)) || m.quiet.contains(.pyramidoSlot(slot: k)) {
                press = .slot(Int(k))
            } else if case .pyramidoCell(let cell)? = place, m.pending?.cells.contains(cell) == true {
                press = .ghost
            } else {
                press = .other
            }
            return .none
        case .move:
            if var d = drag {
                d.at = p
                (d.over, d.snapped) = snap(d, sc)
                drag = d
                return .changed
            }
            guard let start = downAt, start.distance(to: p) >= slop else { return .none }
            let slot: Int
            switch press {
            case .slot(let k):
                slot = k
                if m.selectedSlot != k { _ = link.tap(.pyramidoSlot(slot: UInt8(k))) }
            case .ghost:
                guard let pl = m.pending else { return .none }
                slot = pl.slot
            default: return .none
            }
            guard let dir = PyramidoMarks(link.view).dir else { return .none }
            var d = PyramidoDrag(slot: slot, dir: dir, at: p, over: nil, snapped: nil)
            (d.over, d.snapped) = snap(d, sc)
            drag = d
            return .changed
        case .cancel:
            let had = drag != nil
            drag = nil
            press = nil
            downAt = nil
            return had ? .changed : .none
        case .up:
            let d = drag
            drag = nil
            press = nil
            downAt = nil
            if let d {
                if d.snapped != nil, let over = d.over { return link.drop(.pyramidoCell(at: over)) }
                _ = link.press(.cancel)
                return .changed
            }
            guard let place = place(at: p, sc) else { return .none }
            return link.tap(place)
        }
    }

    /// A dragged domino floats a block above the finger so the finger does not hide it.
    public static func dragCentre(_ finger: Pt, block: Double) -> Pt { Pt(finger.x, finger.y - block * 0.9) }

    /// The cell under the dragged domino's first block, and the spot the
    /// model would drop it on from there (none: it is not over a spot).
    private func snap(_ d: PyramidoDrag, _ sc: PyramidoScene) -> (String?, PyramidoPlacement?) {
        let centre = Self.dragCentre(d.at, block: sc.view.block)
        // The first block sits half a block back from the centre, against the turn.
        let half = sc.view.block / 2
        let first = switch d.dir {
        case .e: Pt(centre.x - half, centre.y)
        case .w: Pt(centre.x + half, centre.y)
        case .s: Pt(centre.x, centre.y - half)
        case .n: Pt(centre.x, centre.y + half)
        }
        guard sc.view.frame.contains(first), let cell = sc.view.cell(at: first, floor: sc.floor, player: sc.mover)?.name else { return (nil, nil) }
        if cell == d.over { return (cell, d.snapped) }
        if case .pyramidoDomino(let slot, let dir, let cells)? = link.dropGhost(.pyramidoCell(at: cell)), let at = cells.first {
            return (cell, PyramidoPlacement(slot: Int(slot), cell: at, dir: dir))
        }
        return (cell, nil)
    }
}
