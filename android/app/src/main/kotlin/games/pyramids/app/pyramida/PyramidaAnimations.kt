package games.pyramids.app.pyramida

import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.paint.Pt
import games.pyramids.core.GameEvent
import games.pyramids.core.PyramidaEvent
import games.pyramids.core.PyramidaStone

/** What moves on the Pyramida board; the board draws these. */
sealed class PyramidaAnim {
    abstract val color: PyramidaStone

    /** A stone sliding one field (a move or a retreat). */
    data class Slide(override val color: PyramidaStone, val from: String, val to: String) : PyramidaAnim()

    /**
     * A stone on the top field [from] rising off the board and flying to its
     * seat's panel, which counts [off] stones over the top once it lands.
     */
    data class Leave(val seat: Int, val from: String, val off: Int) : PyramidaAnim() {
        override val color: PyramidaStone get() = PyramidaAnimator.colorOf(seat)
    }

    /**
     * The padlock ([blocked]) or the shield appearing on the stone at [at]
     * once the slides before it have played. It does not hold up the
     * queue: the next decision never waits for it.
     */
    data class Mark(override val color: PyramidaStone, val at: String, val blocked: Boolean) : PyramidaAnim()
}

/** Turns the core's events into queued animations, one after another. */
object PyramidaAnimator {
    const val SLIDE_MS = 300L
    const val LEAVE_MS = 700L
    const val MARK_MS = 420L
    /** The field a stone leaves the board from. */
    const val TOP = "f6"

    fun colorOf(seat: Int) = if (seat == 0) PyramidaStone.WHITE else PyramidaStone.BLACK

    fun enqueue(events: List<GameEvent>, timeline: Timeline<PyramidaAnim>, now: Long) {
        var lastTo = TOP
        for (e in events) {
            val ev = (e as? GameEvent.Pyramida)?.event ?: continue
            when (ev) {
                is PyramidaEvent.Moved -> {
                    timeline.enqueue(PyramidaAnim.Slide(colorOf(ev.seat), ev.from, ev.to), now, SLIDE_MS, Ease::inOutCubic)
                    lastTo = ev.to
                }
                is PyramidaEvent.Retreated -> timeline.enqueue(PyramidaAnim.Slide(colorOf(ev.seat), ev.from, ev.to), now, SLIDE_MS, Ease::inOutCubic)
                is PyramidaEvent.LeftBoard -> timeline.enqueue(PyramidaAnim.Leave(ev.seat, lastTo, ev.off), now, LEAVE_MS, Ease::linear)
                is PyramidaEvent.Blocked -> mark(timeline, PyramidaAnim.Mark(colorOf(ev.seat), ev.at, blocked = true), now)
                is PyramidaEvent.Protected -> mark(timeline, PyramidaAnim.Mark(colorOf(ev.seat), ev.at, blocked = false), now)
                else -> {}
            }
        }
    }
}

/** A mark pops up when the slides queued so far have ended. */
private fun mark(timeline: Timeline<PyramidaAnim>, m: PyramidaAnim.Mark, now: Long) {
    timeline.overlay(m, now, PyramidaAnimator.MARK_MS, Ease::linear, delayMs = (timeline.endsAt() - now).coerceAtLeast(0))
}

/**
 * The path of a stone leaving over the top: it rises straight up off the
 * apex (growing a little, as if picked up), then flies along an arc to the
 * panel, shrinking to the panel's stone size. Plain maths, unit-tested.
 */
object PyramidaFlight {
    /** The share of the flight spent rising off the top. */
    const val RISE = 0.3f

    /** Where the stone is at raw progress [t] (0..1) and its radius. */
    fun at(from: Pt, to: Pt, r: Float, endR: Float, rise: Float, t: Float): Pair<Pt, Float> {
        val x = t.coerceIn(0f, 1f)
        val top = Pt(from.x, from.y - rise)
        if (x < RISE) {
            val u = Ease.outCubic(x / RISE)
            return Pt(from.x, from.y - rise * u) to r * (1f + 0.15f * u)
        }
        val u = Ease.inOutCubic((x - RISE) / (1f - RISE))
        val lift = top.dist(to) * 0.22f
        return Lerp.arc(top, to, lift, u) to Lerp.f(r * 1.15f, endR, u)
    }
}
