package games.pyramids.app.ui

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.fillRect
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** One puzzle of 300 reads as the start of a bar, not a stray amber sliver: a visible track the whole way, a fill of at least 8 dp. */
class ProgressBarTest {
    @Test
    fun aLittleProgressShowsAVisibleTrackAndAFillOfAtLeastEightDp() {
        val ui = Ui(2.625f, 1080f, 400f, 1f)
        val p = AwtPainter(1080, 400)
        p.fillRect(0f, 0f, 1080f, 400f, Theme.surface)
        val left = 42f; val right = 1038f; val bottom = 200f
        ProgressBar.draw(p, ui, left, right, bottom, 1, 300)
        val y = (bottom - ui.dp(1.5f)).toInt()
        fun at(x: Float) = p.image.getRGB(x.toInt(), y) and 0xFFFFFF
        val amber = Theme.accent and 0xFFFFFF
        // The filled run, measured from the pixels.
        val filled = (left.toInt() until right.toInt()).count { at(it.toFloat()) == amber }
        assertTrue(filled >= ui.dp(8f) - 3f, "fill $filled px < 8 dp")
        // The track: far right of the fill, lighter than the card and not amber.
        val track = at(right - ui.dp(20f))
        val card = Theme.surface and 0xFFFFFF
        fun lum(c: Int) = ((c shr 16) and 255) + ((c shr 8) and 255) + (c and 255)
        assertTrue(track != amber && lum(track) - lum(card) >= 30, "track ${Integer.toHexString(track)} on card ${Integer.toHexString(card)}")
        // Before any progress, nothing.
        val q = AwtPainter(1080, 400)
        q.fillRect(0f, 0f, 1080f, 400f, Theme.surface)
        ProgressBar.draw(q, ui, left, right, bottom, 0, 300)
        assertEquals(card, q.image.getRGB(540, y) and 0xFFFFFF)
    }
}
