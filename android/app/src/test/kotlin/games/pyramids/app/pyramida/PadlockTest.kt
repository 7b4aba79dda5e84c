package games.pyramids.app.pyramida

import games.pyramids.app.paint.AwtPainter
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/** A blocked stone's padlock is drawn closed: the shackle's two legs run unbroken into the body, the arch joins them. */
class PadlockTest {
    private val size = 200
    private val s = 160f
    private val cx = 100f
    private val cy = 100f

    private fun lock(): AwtPainter = AwtPainter(size, size).also { PyramidaArt.lock(it, cx, cy, s) }
    private fun painted(p: AwtPainter, x: Int, y: Int) = (p.image.getRGB(x, y) ushr 24) > 128

    @Test fun `both legs of the shackle reach into the body, and the arch closes over the gap`() {
        val p = lock()
        p.writePng(File(games.pyramids.app.screens.ScreenshotTest.outDir.also { it.mkdirs() }, "padlock-closed.png"))
        val bodyTop = (cy - s * 0.05f).toInt()
        // Each leg, from where the arch begins down past the body's top edge: no gap (an open lock lifts one leg out).
        for (leg in listOf(-1, 1)) {
            val x = (cx + leg * s * 0.8f * 0.3f).toInt()
            for (y in (cy - s * 0.25f).toInt()..bodyTop + 4) assertTrue(painted(p, x, y), "leg $leg at y=$y")
        }
        // The arch spans the middle above the body; under it, inside the shackle, the ground shows through.
        assertTrue(((cy - s * 0.6f).toInt()..(cy - s * 0.3f).toInt()).any { painted(p, cx.toInt(), it) }, "the arch over the middle")
        assertTrue(!painted(p, cx.toInt(), (cy - s * 0.18f).toInt()), "the shackle is a loop, not a blob")
        // The body is solid under both legs, in the blocked colour.
        val body = p.image.getRGB(cx.toInt(), (cy + s * 0.35f).toInt()) and 0xFFFFFF
        assertEquals(games.pyramids.app.ui.Highlight.blocked and 0xFFFFFF, body)
    }
}
