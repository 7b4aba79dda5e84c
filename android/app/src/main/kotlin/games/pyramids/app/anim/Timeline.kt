package games.pyramids.app.anim

import games.pyramids.app.paint.Pt
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.pow
import kotlin.math.sin

/** Easing curves, t in 0..1. */
object Ease {
    fun linear(t: Float) = t.coerceIn(0f, 1f)
    fun outCubic(t: Float): Float { val u = 1f - t.coerceIn(0f, 1f); return 1f - u * u * u }
    fun inOutCubic(t: Float): Float {
        val x = t.coerceIn(0f, 1f)
        return if (x < 0.5f) 4f * x * x * x else 1f - (-2f * x + 2f).pow(3) / 2f
    }
    /** Lands with a small bounce, for pieces dropping into place. */
    fun outBack(t: Float): Float {
        val x = t.coerceIn(0f, 1f)
        val c1 = 1.3f; val c3 = c1 + 1f
        return 1f + c3 * (x - 1f).pow(3) + c1 * (x - 1f).pow(2)
    }
    fun pulse(t: Float) = (0.5f - 0.5f * cos(2.0 * PI * t)).toFloat()
}

/** Interpolation helpers. */
object Lerp {
    fun f(a: Float, b: Float, t: Float) = a + (b - a) * t
    fun pt(a: Pt, b: Pt, t: Float) = Pt(f(a.x, b.x, t), f(a.y, b.y, t))
    /**
     * A point on a throw from [a] to [b] that rises [lift] pixels above the
     * straight line at its middle (screen y grows downwards).
     */
    fun arc(a: Pt, b: Pt, lift: Float, t: Float): Pt {
        val base = pt(a, b, t)
        return Pt(base.x, base.y - lift * 4f * t * (1f - t))
    }
    /** Shortest turn from [from] to [to] degrees, as a signed delta in (-180, 180]. */
    fun angleDelta(from: Float, to: Float): Float {
        var d = (to - from) % 360f
        if (d > 180f) d -= 360f
        if (d <= -180f) d += 360f
        return d
    }
    fun sinWave(periodMs: Long, now: Long): Float = (0.5 + 0.5 * sin(2.0 * PI * (now % periodMs) / periodMs)).toFloat()
}

/**
 * One animated thing: what it is ([payload], read by the renderer), when it
 * starts and how long it takes. Progress is eased.
 */
class Tween<T>(
    val payload: T,
    val startMs: Long,
    val durationMs: Long,
    private val easing: (Float) -> Float = Ease::inOutCubic,
) {
    val endMs: Long get() = startMs + durationMs
    fun rawProgress(now: Long): Float =
        if (durationMs <= 0) 1f else ((now - startMs).toFloat() / durationMs).coerceIn(0f, 1f)
    fun progress(now: Long): Float = easing(rawProgress(now))
    fun hasStarted(now: Long) = now >= startMs
    fun isDone(now: Long) = now >= endMs
}

/**
 * Animations queued from game events. Each [enqueue] starts when the
 * previous one ends (events play one after another), [overlay] starts now
 * alongside. The renderer asks [active] for what to draw; input handling
 * never waits on it: a new action calls [finishAll] first, so a fast player
 * jumps straight to the end of what was still moving.
 */
class Timeline<T> {
    private val items = ArrayList<Tween<T>>()
    private var queueEnd = 0L

    /** The animation setting: every duration and delay is multiplied by it (0: each tween ends as it starts). */
    var factor: Float = 1f

    private fun scaled(ms: Long): Long = (ms * factor).toLong()

    /** Adds [payload] after everything queued so far (or [delayMs] after now when idle). */
    fun enqueue(payload: T, now: Long, durationMs: Long, easing: (Float) -> Float = Ease::inOutCubic, delayMs: Long = 0): Tween<T> {
        val start = maxOf(now + scaled(delayMs), queueEnd)
        val tween = Tween(payload, start, scaled(durationMs), easing)
        items.add(tween)
        queueEnd = tween.endMs
        return tween
    }

    /** Adds [payload] starting at [now] + [delayMs], not waiting for the queue. */
    fun overlay(payload: T, now: Long, durationMs: Long, easing: (Float) -> Float = Ease::inOutCubic, delayMs: Long = 0): Tween<T> {
        val tween = Tween(payload, now + scaled(delayMs), scaled(durationMs), easing)
        items.add(tween)
        return tween
    }

    /** Tweens running now (started, not finished). Finished ones are dropped. */
    fun active(now: Long): List<Tween<T>> {
        items.removeAll { it.isDone(now) }
        return items.filter { it.hasStarted(now) }
    }

    /** Everything not finished, including tweens still waiting in the queue. */
    fun pending(now: Long): List<Tween<T>> {
        items.removeAll { it.isDone(now) }
        return items.toList()
    }

    fun isIdle(now: Long): Boolean = items.none { !it.isDone(now) }

    /** When the last queued tween ends. */
    fun endsAt(): Long = items.maxOfOrNull { it.endMs } ?: 0L

    /** Jumps to the end: every tween is dropped; the board shows its final state. */
    fun finishAll() {
        items.clear()
        queueEnd = 0L
    }

    val size: Int get() = items.size
}

/** A number that counts smoothly from one value to the next (reserves, scores). */
class CountUp(initial: Int? = null, private val durationMs: Long = 450) {
    private var from = initial ?: 0
    var target = initial ?: 0
        private set
    private var startMs = 0L
    private var known = initial != null

    /** Counts towards [value]; the first value ever set is shown at once. */
    fun set(value: Int, now: Long) {
        if (!known) { snap(value); return }
        if (value == target) return
        from = shown(now)
        target = value
        startMs = now
    }
    fun snap(value: Int) { from = value; target = value; startMs = 0; known = true }
    fun shown(now: Long): Int {
        if (durationMs <= 0 || now - startMs >= durationMs) return target
        val t = Ease.outCubic((now - startMs).toFloat() / durationMs)
        return Math.round(from + (target - from) * t)
    }
    fun isAnimating(now: Long) = shown(now) != target
}

/** An angle that turns smoothly (table mode: the board turning to the player). */
class TurningAngle(initial: Float, private val durationMs: Long = 600) {
    private var from = initial
    var target = initial
        private set
    private var startMs = 0L

    fun turnTo(degrees: Float, now: Long) {
        val current = value(now)
        if (Lerp.angleDelta(current, degrees) == 0f) { target = degrees; from = degrees; return }
        from = current
        target = current + Lerp.angleDelta(current, degrees)
        startMs = now
    }
    fun snap(degrees: Float) { from = degrees; target = degrees; startMs = 0 }
    fun value(now: Long): Float {
        if (now - startMs >= durationMs) return target
        return Lerp.f(from, target, Ease.inOutCubic((now - startMs).toFloat() / durationMs))
    }
    fun isAnimating(now: Long) = now - startMs < durationMs && from != target
}
