package games.pyramids.app.anim

import games.pyramids.app.paint.Pt
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class TimelineTest {
    @Test fun `queued tweens play one after another`() {
        val t = Timeline<String>()
        val a = t.enqueue("drop", 1000, 400)
        val b = t.enqueue("glow", 1000, 300)
        assertEquals(1000, a.startMs); assertEquals(1400, b.startMs); assertEquals(1700, t.endsAt())
        assertEquals(listOf("drop"), t.active(1200).map { it.payload })
        assertEquals(listOf("drop", "glow"), t.pending(1200).map { it.payload })
        assertEquals(listOf("glow"), t.active(1500).map { it.payload })
        assertTrue(t.isIdle(1700))
        // When idle, a new tween starts now, not after the old queue end.
        val c = t.enqueue("next", 5000, 100)
        assertEquals(5000, c.startMs)
    }

    @Test fun `overlays do not wait for the queue`() {
        val t = Timeline<String>()
        t.enqueue("a", 0, 1000)
        val o = t.overlay("b", 100, 50)
        assertEquals(100, o.startMs)
        assertEquals(setOf("a", "b"), t.active(120).map { it.payload }.toSet())
    }

    @Test fun `a fast player skips to the end`() {
        val t = Timeline<String>()
        t.enqueue("a", 0, 1000); t.enqueue("b", 0, 1000)
        t.finishAll()
        assertTrue(t.isIdle(1)); assertEquals(0, t.size)
        assertEquals(10, t.enqueue("c", 10, 5).startMs)
    }

    @Test fun `progress is eased and clamped`() {
        val tw = Tween("x", 100, 200, Ease::linear)
        assertEquals(0f, tw.progress(50)); assertEquals(0.5f, tw.progress(200)); assertEquals(1f, tw.progress(999))
        assertEquals(1f, Tween("x", 0, 0).progress(0))
        assertTrue(Ease.outBack(0.8f) > 1f, "outBack overshoots")
        assertEquals(1f, Ease.outBack(1f), 1e-4f)
        assertEquals(0f, Ease.inOutCubic(0f)); assertEquals(1f, Ease.inOutCubic(1f))
    }

    @Test fun `an arc rises in the middle and lands on its end`() {
        val a = Pt(0f, 100f); val b = Pt(100f, 100f)
        assertEquals(a, Lerp.arc(a, b, 40f, 0f)); assertEquals(b, Lerp.arc(a, b, 40f, 1f))
        assertEquals(Pt(50f, 60f), Lerp.arc(a, b, 40f, 0.5f))
    }

    @Test fun `angles turn the short way round`() {
        assertEquals(90f, Lerp.angleDelta(0f, 90f)); assertEquals(-90f, Lerp.angleDelta(0f, 270f))
        assertEquals(180f, Lerp.angleDelta(0f, 180f)); assertEquals(20f, Lerp.angleDelta(350f, 10f))
        val turn = TurningAngle(0f, 600)
        turn.turnTo(270f, 1000)
        assertEquals(-90f, turn.value(1600)); assertFalse(turn.isAnimating(1600))
        assertTrue(turn.value(1300) < 0f && turn.value(1300) > -90f)
    }

    @Test fun `counts move smoothly to their target and snap when told`() {
        val c = CountUp(null, 400)
        c.set(15, 0); assertEquals(15, c.shown(0))
        c.set(14, 1000)
        assertEquals(15, c.shown(1000)); assertEquals(14, c.shown(1400)); assertTrue(c.isAnimating(1010))
        c.snap(9); assertEquals(9, c.shown(1100))
    }
}
