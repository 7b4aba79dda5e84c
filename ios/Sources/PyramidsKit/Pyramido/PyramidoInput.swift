// Turns touches on the Pyramido board into legal actions. It knows no
// rules: the legal action list says where a domino may go, which blocks may
// take a marker or a tile, which piles may refill.
//
// - Place: drag a quarry domino onto the pyramid; it snaps to the nearest
//   legal spot (the ghost) and stays there when let go. Rotate turns it (or
//   tap the ghost), a tap on another cell moves it, then Place. Without
//   dragging: tap a quarry domino (again to turn it), then tap a cell.
// - Mark: tap a highlighted block. Refill: tap a highlighted pile.
// - Tile (and the two holes of a no-fit turn): tap a highlighted block or
//   hole, pick a face in the strip, tap the tile to turn its jewel (or
//   Rotate), then Place; or Skip tile.
import PyramidsCore

/// What the input needs to map a touch: the decision, the mover's pyramid as drawn, the strip, the legal actions.
public struct PyramidoScene {
    public let snapshot: PyramidoSnapshot
    public let mover: PyramidoPlayer
    public let view: PyramidView
    public let geometry: PyramidoGeometry
    public let legal: [GameAction]
    public let places: [PyramidoPlacement]
    /// The smallest side of a tile face in the strip (the touch minimum).
    public let minFace: Double

    public init(snapshot: PyramidoSnapshot, mover: PyramidoPlayer, view: PyramidView, geometry: PyramidoGeometry, legal: [GameAction],
                minFace: Double) {
        self.snapshot = snapshot
        self.mover = mover
        self.view = view
        self.geometry = geometry
        self.legal = legal
        self.minFace = minFace
        places = legal.compactMap { a in
            if case .place(let slot, let cell, let dir)? = a.pyramidoMove { return PyramidoPlacement(slot: Int(slot), cell: cell, dir: dir) }
            return nil
        }
    }

    public var floor: Int { Int(snapshot.floor) }
    /// The blocks (a tile step) or holes (a no-fit turn) a single tile may go on now.
    public var tileTargets: [String] { snapshot.phase == .tile ? snapshot.tileCells : snapshot.holeCells }
    /// The mover's unused tile faces, in the order the strip shows them.
    public var faces: [PyramidoColour] { mover.tiles.filter(\.unused).flatMap(\.faces) }
    public var faceBoxes: [Box] { geometry.faceBoxes(faces.count, minSide: minFace) }
    public func fits(_ slot: Int) -> Bool { places.contains { $0.slot == slot } }
}

/// A quarry domino under the finger: where the finger is and the legal spot it snaps to, if any.
public struct PyramidoDrag: Sendable, Hashable {
    public let slot: Int
    public let dir: PyramidoDir
    public var at: Pt
    public var snapped: PyramidoPlacement?
}

public final class PyramidoInput {
    /// The turn each quarry domino is shown (and dragged) with.
    public private(set) var dirs: [PyramidoDir] = [.e, .e, .e]
    public private(set) var selectedSlot: Int?
    public private(set) var drag: PyramidoDrag?
    public private(set) var pending: PyramidoPlacement?
    public private(set) var tileCell: String?
    public private(set) var tileColour: PyramidoColour?
    public private(set) var tileCorner: PyramidoCorner = .ne
    private let slop: Double

    private enum Press { case slot(Int), ghost, other }
    private var press: Press?
    private var downAt: Pt?

    public init(slop: Double) {
        self.slop = slop
    }

    public func reset() {
        dirs = [.e, .e, .e]
        selectedSlot = nil
        drag = nil
        pending = nil
        tileCell = nil
        tileColour = nil
        press = nil
        downAt = nil
    }

    public func onTouch(_ t: Touch, _ sc: PyramidoScene) -> InputResult<GameAction> {
        let p = t.at
        switch sc.snapshot.phase {
        case .place: return placeTouch(t, sc)
        case .mark:
            guard t.phase == .up, let cell = cellAt(p, sc)?.name, sc.snapshot.markCells.contains(cell) else { return .none }
            return play(sc.legal, .mark(cell: cell))
        case .refill:
            guard t.phase == .up,
                  let pile = sc.snapshot.refillPiles.first(where: { sc.geometry.pileBox(Int($0)).contains(p) }) else { return .none }
            return play(sc.legal, .refill(pile: pile))
        case .tile, .noFit:
            return t.phase == .up ? tileTap(p, sc) : .none
        case .over:
            return .none
        }
    }

    private func cellAt(_ p: Pt, _ sc: PyramidoScene) -> PyramidoCell? {
        sc.view.frame.contains(p) ? sc.view.cell(at: p, floor: sc.floor, player: sc.mover) : nil
    }

    private func slotAt(_ p: Pt, _ sc: PyramidoScene) -> Int? {
        (0..<3).first { sc.geometry.slotBox($0).contains(p) && sc.snapshot.quarry.indices.contains($0) && sc.snapshot.quarry[$0] != nil }
    }

    private func onGhost(_ p: Pt, _ sc: PyramidoScene) -> Bool {
        guard let pl = pending else { return false }
        return pl.cells.contains { sc.view.cellBox(sc.floor, $0, sc.mover)?.contains(p) == true }
    }

    // MARK: Place

    private func placeTouch(_ t: Touch, _ sc: PyramidoScene) -> InputResult<GameAction> {
        let p = t.at
        switch t.phase {
        case .down:
            downAt = p
            if onGhost(p, sc) {
                press = .ghost
            } else if let slot = slotAt(p, sc), sc.fits(slot) {
                press = .slot(slot)
            } else {
                press = .other
            }
            return .none
        case .move:
            if var d = drag {
                d.at = p
                d.snapped = snap(slot: d.slot, dir: d.dir, finger: p, sc)
                drag = d
                return .changed
            }
            guard let start = downAt, start.distance(to: p) >= slop else { return .none }
            let slot: Int, dir: PyramidoDir
            switch press {
            case .slot(let s): (slot, dir) = (s, dirs[s])
            case .ghost:
                guard let pl = pending else { return .none }
                (slot, dir) = (pl.slot, pl.dir)
            default: return .none
            }
            selectedSlot = slot
            pending = nil
            drag = PyramidoDrag(slot: slot, dir: dir, at: p, snapped: snap(slot: slot, dir: dir, finger: p, sc))
            return .changed
        case .cancel:
            let had = drag != nil
            drag = nil
            press = nil
            downAt = nil
            return had ? .changed : .none
        case .up:
            let d = drag
            let pr = press
            drag = nil
            press = nil
            downAt = nil
            if let d {
                pending = d.snapped
                return .changed
            }
            switch pr {
            case .slot(let s):
                selectSlot(s, sc)
                return .changed
            case .ghost: return rotate(sc) ? .changed : .none
            default: return tapCell(p, sc)
            }
        }
    }

    /// A dragged domino floats a block above the finger so the finger does not hide it.
    public static func dragCentre(_ finger: Pt, block: Double) -> Pt { Pt(finger.x, finger.y - block * 0.9) }

    /// The legal spot for a domino dragged with its centre near the finger.
    public func snap(slot: Int, dir: PyramidoDir, finger: Pt, _ sc: PyramidoScene) -> PyramidoPlacement? {
        let centre = Self.dragCentre(finger, block: sc.view.block)
        var best: PyramidoPlacement?
        var bestD = sc.view.block * 1.1
        for pl in sc.places where pl.slot == slot && pl.dir == dir {
            guard let c = sc.view.center(sc.floor, pl, sc.mover) else { continue }
            let d = c.distance(to: centre)
            if d < bestD {
                bestD = d
                best = pl
            }
        }
        return best
    }

    /// Chooses a quarry domino; choosing the chosen one again turns it.
    public func selectSlot(_ slot: Int, _ sc: PyramidoScene) {
        if selectedSlot == slot && pending == nil {
            var d = dirs[slot]
            for _ in 0..<4 {
                d = PyramidoGrid.next(d)
                if sc.places.contains(where: { $0.slot == slot && $0.dir == d }) {
                    dirs[slot] = d
                    return
                }
            }
            return
        }
        selectedSlot = slot
        // The ghost stays where it was if the newly chosen domino fits there too.
        let kept = pending.map { PyramidoPlacement(slot: slot, cell: $0.cell, dir: $0.dir) }.flatMap { sc.places.contains($0) ? $0 : nil }
        pending = kept
        if let kept { dirs[slot] = kept.dir }
    }

    private func tapCell(_ p: Pt, _ sc: PyramidoScene) -> InputResult<GameAction> {
        guard let slot = selectedSlot ?? pending?.slot, let cell = cellAt(p, sc),
              let pl = placement(covering: cell, slot: slot, dir: dirs[slot], sc) else { return .none }
        pending = pl
        dirs[slot] = pl.dir
        selectedSlot = slot
        return .changed
    }

    /// A legal spot for `slot` covering `cell`: anchored there in `dir` first, then any turn.
    public func placement(covering cell: PyramidoCell, slot: Int, dir: PyramidoDir, _ sc: PyramidoScene) -> PyramidoPlacement? {
        var d = dir
        for _ in 0..<4 {
            let a = PyramidoPlacement(slot: slot, cell: cell.name, dir: d)
            if sc.places.contains(a) { return a }
            let b = PyramidoPlacement(slot: slot, cell: cell.toward(PyramidoGrid.opposite(d)).name, dir: d)
            if sc.places.contains(b) { return b }
            d = PyramidoGrid.next(d)
        }
        return nil
    }

    /// Turns the ghost a quarter clockwise about its first block (or its
    /// second when that does not fit); without a ghost, the chosen domino.
    @discardableResult
    public func rotate(_ sc: PyramidoScene) -> Bool {
        guard let pl = pending else {
            guard let slot = selectedSlot else { return false }
            let before = dirs[slot]
            selectSlot(slot, sc)
            return dirs[slot] != before
        }
        guard let a = PyramidoCell(name: pl.cell) else { return false }
        let b = a.toward(pl.dir)
        var d = pl.dir
        for _ in 0..<3 {
            d = PyramidoGrid.next(d)
            for cand in [PyramidoPlacement(slot: pl.slot, cell: a.name, dir: d),
                         PyramidoPlacement(slot: pl.slot, cell: b.toward(PyramidoGrid.opposite(d)).name, dir: d)] where sc.places.contains(cand) {
                pending = cand
                dirs[pl.slot] = d
                return true
            }
        }
        return false
    }

    /// Place: the ghost, or the chosen single tile.
    public func confirm(_ sc: PyramidoScene) -> InputResult<GameAction> {
        switch sc.snapshot.phase {
        case .place:
            guard let pl = pending else { return .none }
            return play(sc.legal, pl.move)
        case .tile, .noFit:
            guard let cell = tileCell, let colour = tileColour else { return .none }
            return play(sc.legal, sc.snapshot.phase == .tile ? .tile(cell: cell, colour: colour, corner: tileCorner)
                                                             : .fillHole(cell: cell, colour: colour, corner: tileCorner))
        default:
            return .none
        }
    }

    public func skipTile(_ sc: PyramidoScene) -> InputResult<GameAction> { play(sc.legal, .skipTile) }

    // MARK: Single tiles

    /// The (face, corner) pairs legal on `cell` now.
    public func tileOptions(_ cell: String, _ sc: PyramidoScene) -> [(PyramidoColour, PyramidoCorner)] {
        sc.legal.compactMap { a in
            switch a.pyramidoMove {
            case .tile(let c, let colour, let corner)? where c == cell: (colour, corner)
            case .fillHole(let c, let colour, let corner)? where c == cell: (colour, corner)
            default: nil
            }
        }
    }

    private func tileTap(_ p: Pt, _ sc: PyramidoScene) -> InputResult<GameAction> {
        let faces = sc.faces
        if let fi = sc.faceBoxes.firstIndex(where: { $0.contains(p) }) {
            let colour = faces[fi]
            if let cell = tileCell, !tileOptions(cell, sc).contains(where: { $0.0 == colour }) { return .none }
            if colour == tileColour, tileCell != nil { return rotateTile(sc) ? .changed : .none }
            tileColour = colour
            if let cell = tileCell { fixCorner(cell, sc) }
            return .changed
        }
        guard let cell = cellAt(p, sc)?.name else { return .none }
        if cell == tileCell && tileColour != nil { return rotateTile(sc) ? .changed : .none }
        guard sc.tileTargets.contains(cell) else { return .none }
        tileCell = cell
        let options = tileOptions(cell, sc)
        if tileColour == nil || !options.contains(where: { $0.0 == tileColour }) { tileColour = options.first?.0 }
        fixCorner(cell, sc)
        return .changed
    }

    private func fixCorner(_ cell: String, _ sc: PyramidoScene) {
        let options = tileOptions(cell, sc).filter { $0.0 == tileColour }
        if !options.contains(where: { $0.1 == tileCorner }), let first = options.first { tileCorner = first.1 }
    }

    /// Turns the chosen tile's jewel a quarter clockwise (to the next legal corner).
    @discardableResult
    public func rotateTile(_ sc: PyramidoScene) -> Bool {
        guard let cell = tileCell else { return false }
        let options = tileOptions(cell, sc).filter { $0.0 == tileColour }.map(\.1)
        var c = tileCorner
        for _ in 0..<4 {
            c = PyramidoGrid.turn(c, 1)
            if options.contains(c) {
                tileCorner = c
                return true
            }
        }
        return false
    }

    public func play(_ legal: [GameAction], _ move: PyramidoMove) -> InputResult<GameAction> {
        guard let action = legal.first(where: { $0.pyramidoMove == move }) else { return .changed }
        reset()
        return .play(action)
    }
}
