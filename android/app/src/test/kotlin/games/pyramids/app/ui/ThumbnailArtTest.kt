package games.pyramids.app.ui

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.core.GameKind
import games.pyramids.core.ThumbFill
import games.pyramids.core.ThumbForm
import games.pyramids.core.ThumbShape
import games.pyramids.core.Thumbnail
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** A saved Pylos game's picture: an empty hole reads as a hollow in the wood, never as a dark ball. */
class ThumbnailArtTest {
    private fun disc(x: Int, fill: ThumbFill) = ThumbShape(x.toUShort(), 350u, 300u, 300u, ThumbForm.DISC, fill)

    @Test fun `a Pylos hole is a shallow recess, much lighter than a dark ball and without a highlight`() {
        val p = AwtPainter(400, 400)
        val box = Box(0f, 0f, 400f, 400f)
        ThumbnailArt.draw(p, Thumbnail(listOf(disc(0, ThumbFill.Place), disc(350, ThumbFill.Dark), disc(700, ThumbFill.Light))), GameKind.PYLOS, box)
        // Disc centres on screen: the shapes sit in the box less a 6% margin, on a square of side 1000.
        val inner = box.inset(400f * 0.06f)
        fun at(u: Int, v: Int) = p.image.getRGB((inner.left + u * inner.width / 1000f).toInt(), (inner.top + v * inner.height / 1000f).toInt())
        fun lum(u: Int, v: Int) = Colors.luminance(at(u, v))
        val hole = lum(150, 500); val dark = lum(500, 500)
        assertTrue(hole > dark * 2.5, "the hole ($hole) is far lighter than the dark ball ($dark)")
        // A recess: shaded under its upper rim, lighter to its foot; no spot brighter than its foot (no ball's highlight).
        val rim = lum(150, 380); val foot = lum(150, 620)
        assertTrue(rim < foot, "darker under the rim ($rim) than at the foot ($foot)")
        val brightest = (360..640 step 20).maxOf { v -> (20..280 step 20).maxOf { u -> if ((u - 150) * (u - 150) + (v - 500) * (v - 500) < 130 * 130) lum(u, v) else 0.0 } }
        assertTrue(brightest <= Colors.luminance(ThumbnailArt.recessFoot) * 1.05, "no highlight in the hole: $brightest")
        // It stays a place on the board: unlike the board's wood around it, and unlike a light ball.
        assertTrue(Colors.luminance(ThumbnailArt.recessTop) < Colors.luminance(Theme.woodMid), "the hollow is shaded below the board's surface")
        assertTrue(lum(850, 500) > hole * 1.8, "a light ball stands out from the hole")
    }
}
