package games.pyramids.app.pylos

import games.pyramids.app.session.at
import games.pyramids.app.paint.Pt
import games.pyramids.core.ActionDetail
import games.pyramids.core.GameAction
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosMove
import games.pyramids.core.PylosPhase
import games.pyramids.core.PylosSnapshot
import games.pyramids.app.ui.Touch

/** What a touch asks the game screen to do. */
sealed class InputResult {
    /** Nothing to do. */
    object None : InputResult()
    /** The selection or a drag changed: redraw. */
    object Changed : InputResult()
    /** Play this legal action. */
    data class Play(val action: GameAction) : InputResult()
}

/** A ball being dragged towards a raise target, in board coordinates. */
data class Drag(val from: String, val at: Pt, val hover: String?)

/**
 * Turns taps and drags on the Pylos board into legal actions. It knows no
 * rules: everything comes from the snapshot (which positions may take a
 * ball, which balls may rise where, which may be taken back) and the legal
 * action list, which it matches by the typed move.
 *
 * - Move phase: tap a glowing place to put a ball there. To raise, drag one
 *   of your free balls onto a glowing target, or tap it (selected) and tap
 *   the target; tap it again to let go.
 * - Reclaim phases: tap a glowing ball of yours to take it back; the screen's
 *   Done button plays [stop].
 */
class PylosInput(private val touchSlopPx: Float) {
    var selected: String? = null
        private set
    var drag: Drag? = null
        private set

    private var downAt: Pt? = null
    private var pressedBall: String? = null

    fun reset() {
        selected = null
        drag = null
        downAt = null
        pressedBall = null
    }

    /** Where [from] may rise now (empty if it may not). */
    fun targetsOf(snapshot: PylosSnapshot, from: String?): List<String> =
        from?.let { snapshot.at(it)?.raiseTargets } ?: emptyList()

    private fun raisable(snapshot: PylosSnapshot, s: Spot) = snapshot.at(s.name)?.raiseTargets?.isNotEmpty() == true

    /** [t] is in board coordinates (the screen undoes table rotation first). */
    fun onTouch(t: Touch, snapshot: PylosSnapshot, spots: List<Spot>, legal: List<GameAction>): InputResult {
        val p = Pt(t.x, t.y)
        return when (snapshot.phase) {
            PylosPhase.MOVE -> moveTouch(t, p, snapshot, spots, legal)
            PylosPhase.FIRST_RECLAIM, PylosPhase.SECOND_RECLAIM -> {
                if (t.kind != Touch.Kind.UP) return InputResult.None
                val hit = PylosHit.hit(spots, p, { snapshot.at(it.name)?.canReclaim == true }) ?: return InputResult.None
                play(legal, PylosMove.Reclaim(hit.name))
            }
        }
    }

    private fun moveTouch(t: Touch, p: Pt, snapshot: PylosSnapshot, spots: List<Spot>, legal: List<GameAction>): InputResult {
        when (t.kind) {
            Touch.Kind.DOWN -> {
                downAt = p
                // A press on a raisable ball may become a drag; a press on a
                // target of the selected ball is a tap.
                val targets = targetsOf(snapshot, selected)
                val onTarget = PylosHit.hit(spots, p, { it.name in targets })
                pressedBall = if (onTarget != null) null else PylosHit.hit(spots, p, { raisable(snapshot, it) })?.name
                return InputResult.None
            }
            Touch.Kind.MOVE -> {
                val start = downAt ?: return InputResult.None
                val from = pressedBall ?: return InputResult.None
                if (drag == null && start.dist(p) < touchSlopPx) return InputResult.None
                val targets = targetsOf(snapshot, from)
                val hover = PylosHit.hit(spots, p, { it.name in targets }, slack = 1.7f)?.name
                selected = from
                drag = Drag(from, p, hover)
                return InputResult.Changed
            }
            Touch.Kind.CANCEL -> {
                val had = drag != null
                drag = null; downAt = null; pressedBall = null
                return if (had) InputResult.Changed else InputResult.None
            }
            Touch.Kind.UP -> {
                val d = drag
                downAt = null
                pressedBall = null
                if (d != null) {
                    drag = null
                    if (d.hover != null) {
                        selected = null
                        return play(legal, PylosMove.Raise(d.from, d.hover))
                    }
                    selected = null
                    return InputResult.Changed
                }
                return tap(p, snapshot, spots, legal)
            }
        }
    }

    private fun tap(p: Pt, snapshot: PylosSnapshot, spots: List<Spot>, legal: List<GameAction>): InputResult {
        val sel = selected
        if (sel != null) {
            val targets = targetsOf(snapshot, sel)
            val target = PylosHit.hit(spots, p, { it.name in targets })
            if (target != null) {
                selected = null
                return play(legal, PylosMove.Raise(sel, target.name))
            }
            val other = PylosHit.hit(spots, p, { raisable(snapshot, it) })
            selected = if (other != null && other.name != sel) other.name else null
            return InputResult.Changed
        }
        val hit = PylosHit.hit(spots, p, { s ->
            val pos = snapshot.at(s.name)
            pos != null && (pos.canPlace || pos.raiseTargets.isNotEmpty())
        }) ?: return InputResult.None
        val pos = snapshot.at(hit.name)!!
        return if (pos.canPlace) {
            play(legal, PylosMove.Place(hit.name))
        } else {
            selected = hit.name
            InputResult.Changed
        }
    }

    /** The Done button in the optional second reclaim. */
    fun stop(legal: List<GameAction>): InputResult = play(legal, PylosMove.Stop)

    /** Selects a ball by name (accessibility: a double-tap on a raisable ball). */
    fun select(name: String?) { selected = name; drag = null }

    private fun play(legal: List<GameAction>, move: PylosMove): InputResult {
        val want = ActionDetail.Pylos(move)
        val action = legal.firstOrNull { it.detail == want } ?: return InputResult.Changed
        reset()
        return InputResult.Play(action)
    }

    companion object {
        /** The colour of a seat: Light is seat 0. */
        fun colorOf(seat: Int) = if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
    }
}
