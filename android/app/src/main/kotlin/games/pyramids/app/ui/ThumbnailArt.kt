package games.pyramids.app.ui

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Shape
import games.pyramids.app.pyramido.PyramidoArt
import games.pyramids.core.GameKind
import games.pyramids.core.PatternPiece
import games.pyramids.core.PatternSide
import games.pyramids.core.ThumbFill
import games.pyramids.core.ThumbForm
import games.pyramids.core.Thumbnail

/**
 * A saved game's small picture: the shared model's `SaveCard.thumbnail`
 * (shapes on a square of side 1000, back to front) painted with the shared
 * palette on a wooden square. The model decides what is pictured; the app
 * only scales it and picks each fill's colour, as iOS's ThumbnailArt.
 */
object ThumbnailArt {
    /** A fill's colour in [game]: the pieces' from the shared palette (Pyramida's sides are its stones, the others' Pylos's balls), the board's the wood's. */
    fun colour(fill: ThumbFill, game: GameKind?): Int {
        fun side(s: PatternSide) = Palette.piece(if (game == GameKind.PYRAMIDA) PatternPiece.PyramidaStone(s) else PatternPiece.PylosBall(s))
        return when (fill) {
            ThumbFill.Light -> side(PatternSide.LIGHT)
            ThumbFill.Dark -> side(PatternSide.DARK)
            ThumbFill.Place -> recessTop
            is ThumbFill.Pyramido -> Palette.pyramido(fill.colour)
            ThumbFill.Marker -> PyramidoArt.MARKER_IVORY
        }
    }

    /**
     * An empty place's recess: the board's wood, a little darker under its
     * upper rim and lighter to its foot, so it reads as a shallow hollow,
     * several times lighter than a dark ball and without a ball's highlight.
     */
    val recessTop: Int = Colors.mix(Theme.woodMid, Theme.woodDark, 0.45f)
    val recessFoot: Int = Colors.mix(Theme.woodMid, Theme.woodLight, 0.2f)

    /** How [fill] paints a shape spanning [top]..[bottom]: pieces flat in their palette colour, an empty place as a recess ([recessTop]). */
    fun fill(fill: ThumbFill, game: GameKind?, top: Float, bottom: Float): Fill =
        if (fill == ThumbFill.Place) Fill.Linear(0f, top, 0f, bottom, intArrayOf(recessTop, recessFoot), floatArrayOf(0f, 1f))
        else Fill.Solid(colour(fill, game))

    /** Paints [thumbnail] into the square [box]: the wooden ground, then each shape in the model's order. Returns how many shapes it drew. */
    fun draw(p: Painter, thumbnail: Thumbnail, game: GameKind?, box: Box): Int {
        val radius = box.width * 0.1f
        p.fill(Shape.RoundRect(box.left, box.top, box.right, box.bottom, radius), Fill.Solid(Theme.woodMid))
        // The shapes keep a margin, so the rounded corners do not cut the board's corner pieces.
        val inner = box.inset(box.width * 0.06f)
        val k = inner.width / 1000f
        for (s in thumbnail.shapes) {
            val l = inner.left + s.x.toInt() * k; val t = inner.top + s.y.toInt() * k
            val r = l + s.w.toInt() * k; val b = t + s.h.toInt() * k
            val shape = when (s.shape) {
                ThumbForm.DISC -> Shape.Oval(l, t, r, b)
                ThumbForm.SQUARE -> Shape.Rect(l, t, r, b)
                ThumbForm.TRIANGLE_UP -> PathBuilder.polygon((l + r) / 2, t, r, b, l, b)
                ThumbForm.TRIANGLE_DOWN -> PathBuilder.polygon(l, t, r, t, (l + r) / 2, b)
            }
            p.fill(shape, fill(s.fill, game, t, b))
        }
        p.stroke(Shape.RoundRect(box.left, box.top, box.right, box.bottom, radius), maxOf(1f, box.width * 0.025f), Theme.woodDark)
        return thumbnail.shapes.count()
    }
}
