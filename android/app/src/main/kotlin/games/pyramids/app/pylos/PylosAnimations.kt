package games.pyramids.app.pylos

import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Timeline
import games.pyramids.core.GameEvent
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosEvent

/** What moves on the Pylos board; the renderer draws these. */
sealed class PylosAnim {
    /** A reserve ball flies in and drops onto [to]. */
    data class Drop(val seat: Int, val to: String) : PylosAnim()
    /** A ball rises along an arc from [from] to [to]. */
    data class Rise(val seat: Int, val from: String, val to: String) : PylosAnim()
    /** A ball flies from [from] back to its owner's reserve. */
    data class Reclaim(val seat: Int, val from: String) : PylosAnim()
    /** The completed pattern glows. */
    data class Pattern(val seat: Int, val positions: List<String>) : PylosAnim()
    /** The turn passes: the panels and (in table mode) the board turn. */
    data class Turn(val to: Int) : PylosAnim()

    val color: PylosColor get() = when (this) {
        is Drop -> if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
        is Rise -> if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
        is Reclaim -> if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
        is Pattern -> if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
        is Turn -> if (to == 0) PylosColor.LIGHT else PylosColor.DARK
    }
}

/** Turns the core's events into queued animations, one after another. */
object PylosAnimator {
    const val DROP_MS = 420L
    const val RISE_MS = 520L
    const val RECLAIM_MS = 460L
    const val PATTERN_MS = 700L

    fun enqueue(events: List<GameEvent>, timeline: Timeline<PylosAnim>, now: Long) {
        for (e in events) {
            val ev = (e as? GameEvent.Pylos)?.event ?: continue
            when (ev) {
                is PylosEvent.Placed -> timeline.enqueue(PylosAnim.Drop(ev.seat, ev.to), now, DROP_MS, Ease::outBack)
                is PylosEvent.Raised -> timeline.enqueue(PylosAnim.Rise(ev.seat, ev.from, ev.to), now, RISE_MS, Ease::inOutCubic)
                is PylosEvent.Reclaimed -> timeline.enqueue(PylosAnim.Reclaim(ev.seat, ev.from), now, RECLAIM_MS, Ease::inOutCubic)
                is PylosEvent.PatternCompleted -> timeline.enqueue(PylosAnim.Pattern(ev.seat, ev.positions), now, PATTERN_MS, Ease::linear)
                is PylosEvent.TurnPassed -> timeline.overlay(PylosAnim.Turn(ev.to), timeline.endsAt().coerceAtLeast(now), 1L, Ease::linear)
                is PylosEvent.ReclaimDeclined, is PylosEvent.GameOver -> {}
            }
        }
    }
}
