// A saved game's small picture (the shared model's `SaveCard.thumbnail`:
// shapes on a square of side 1000, back to front), painted with the shared
// palette on a wooden square; the model decides what is pictured, the app
// only scales it and picks each fill's colour.
import PyramidsCore

public enum ThumbnailArt {
    /// A fill's colour in `game`: the pieces' through the shared palette
    /// (Pyramida's sides are its stones, the others' Pylos's balls), the board's from the theme's wood.
    public static func colour(_ fill: ThumbFill, game: GameKind?) -> RGBA {
        let side = { (s: PatternSide) in game == .pyramida ? Palette.stone(s) : Palette.ball(s) }
        return switch fill {
        case .light: side(.light)
        case .dark: side(.dark)
        case .place: recessTop
        case .pyramido(let colour): Palette.pyramido(colour)
        case .marker: PyramidoArt.markerIvory
        }
    }

    /// An empty place's recess: the board's wood a little darker under its
    /// upper rim and lighter to its foot, so it reads as a shallow hollow,
    /// several times lighter than a dark ball and without a ball's
    /// highlight. As Android's.
    public static let recessTop = Theme.woodMid.mix(Theme.woodDark, 0.45)
    public static let recessFoot = Theme.woodMid.mix(Theme.woodLight, 0.2)

    /// How `fill` paints a shape spanning `top`...`bottom`: a piece flat in
    /// its palette colour, an empty place as a recess.
    public static func fill(_ fill: ThumbFill, game: GameKind?, top: Double, bottom: Double) -> Fill {
        guard fill == .place else { return .solid(colour(fill, game: game)) }
        return .linear(from: Pt(0, top), to: Pt(0, bottom), stops: [Stop(0, recessTop), Stop(1, recessFoot)])
    }

    /// Paints `thumbnail` into the square `box`: the wooden ground, then each
    /// shape in the model's order. Returns how many shapes it drew.
    @discardableResult
    public static func draw(_ p: Painter, _ thumbnail: Thumbnail, game: GameKind?, in box: Box) -> Int {
        let radius = box.width * 0.1
        p.fill(.roundRect(box, radius: radius), Theme.woodMid)
        // The shapes sit inside a margin so the rounded corners do not cut the board's corner pieces.
        let inner = box.inset(box.width * 0.06)
        let k = inner.width / 1000
        for s in thumbnail.shapes {
            let b = Box(x: inner.x + Double(s.x) * k, y: inner.y + Double(s.y) * k, width: Double(s.w) * k, height: Double(s.h) * k)
            let shape: Shape = switch s.shape {
            case .disc: .oval(b)
            case .square: .rect(b)
            case .triangleUp: .polygon([Pt(b.center.x, b.y), Pt(b.maxX, b.maxY), Pt(b.x, b.maxY)])
            case .triangleDown: .polygon([Pt(b.x, b.y), Pt(b.maxX, b.y), Pt(b.center.x, b.maxY)])
            }
            p.fill(shape, fill(s.fill, game: game, top: b.y, bottom: b.maxY))
        }
        p.stroke(.roundRect(box, radius: radius), width: max(1, box.width * 0.025), color: Theme.woodDark)
        return thumbnail.shapes.count
    }
}
