// Where a lesson's points (LessonScreen.points) are on the board as drawn:
// the same geometry the board draws and hit-tests with, so the coach
// panel can be kept off them (and tests can check it) and the board can
// mark them in the shared hint style.
import PyramidsCore

@MainActor
public enum LessonPoints {
    /// One box per point, in order; nil where the board does not show the
    /// place now (a tile face before the tile step shows the tiles, the
    /// quarry while the strip shows the tiles).
    public static func rects(_ board: any GameBoard, _ model: GameModel, _ points: [BoardPlace]) -> [Box?] {
        points.map { rect(board, model, $0) }
    }

    static func rect(_ board: any GameBoard, _ model: GameModel, _ place: BoardPlace) -> Box? {
        switch place {
        case .pylos:
            guard let b = board as? PylosBoard, let name = try? placeNotation(place: place), let s = b.projection.spot(name) else { return nil }
            return Box(x: s.center.x - s.radius, y: s.center.y - s.radius, width: 2 * s.radius, height: 2 * s.radius)
        case .pyramida:
            guard let b = board as? PyramidaBoard, let name = try? placeNotation(place: place), let s = b.geometry.spot(name) else { return nil }
            return Box(x: s.center.x - s.radius, y: s.center.y - s.radius, width: 2 * s.radius, height: 2 * s.radius)
        case .pyramidoCell(let at):
            guard let b = board as? PyramidoBoard, let sc = b.scene(model) else { return nil }
            return sc.view.cellBox(sc.floor, at, sc.mover)
        // The strip shows the player's tiles instead of the quarry in a tile step or a no-fit turn.
        case .pyramidoSlot(let slot):
            guard let b = board as? PyramidoBoard, let sc = b.scene(model), !sc.showsTiles else { return nil }
            return sc.geometry.slotBox(Int(slot))
        case .pyramidoPile(let pile):
            guard let b = board as? PyramidoBoard, let sc = b.scene(model), !sc.showsTiles else { return nil }
            return sc.geometry.pileBox(Int(pile))
        case .pyramidoFace(let colour):
            // The faces are on the board's strip during a tile step only (a seat panel's tiles elsewhere).
            guard let b = board as? PyramidoBoard, let sc = b.scene(model), sc.showsTiles, let i = sc.faces.firstIndex(of: colour),
                  sc.faceBoxes.indices.contains(i) else { return nil }
            return sc.faceBoxes[i]
        }
    }

    /// Marks the points in the hint style (Marks.hint over its dark band):
    /// a ring round a ball or a stone, the hint's outline on a Pyramido box.
    public static func draw(_ p: Painter, _ board: any GameBoard, _ model: GameModel, _ points: [BoardPlace], scale: UIScale) {
        for (place, rect) in zip(points, rects(board, model, points)) {
            guard let b = rect else { continue }
            switch place {
            case .pylos, .pyramida:
                let r = b.width / 2 + scale.pt(3)
                p.stroke(.circle(center: b.center, radius: r), width: scale.pt(6.5), color: Marks.halo.withAlpha(0.75))
                p.stroke(.circle(center: b.center, radius: r), width: scale.pt(3.5), color: Marks.hint)
            default:
                Marks.outline(p, .hint, b, scale: scale)
            }
        }
    }
}
