package games.pyramids.app.pylos

import games.pyramids.app.game.BoardInput
import games.pyramids.app.game.GameController
import games.pyramids.app.paint.Pt
import games.pyramids.app.ui.Touch
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameAction
import games.pyramids.core.MarkReason
import games.pyramids.core.PylosColor

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
 * Maps touches on the Pylos board to places for the interaction model
 * ([BoardInput]); what a place means in the step is decided there. It keeps
 * only a drag's geometry: a press on a raisable ball that moves past the
 * slop taps the ball, a release on one of its targets taps the target, a
 * release anywhere else cancels.
 */
class PylosInput(private val touchSlopPx: Float, val board: BoardInput) {
    var drag: Drag? = null
        private set

    private var downAt: Pt? = null
    private var pressedBall: String? = null

    fun reset() {
        drag = null
        downAt = null
        pressedBall = null
        board.reset()
    }

    /** The chosen ball, as the model says. */
    fun selected(c: GameController): String? = (board.selection(c) as? BoardPlace.Pylos)?.at

    private fun names(c: GameController, reason: MarkReason): Set<String> =
        board.marked(c, reason).mapNotNull { (it as? BoardPlace.Pylos)?.at }.toSet()

    /** The quiet places (taken though unmarked), split into those holding a ball (raisable) and the empty ones. */
    private fun quiet(c: GameController, balls: Boolean): Set<String> {
        val held = (c.snapshot.board as? games.pyramids.core.BoardSnapshot.Pylos)?.board?.positions
            ?.filter { it.ball != null }?.map { it.name }?.toSet() ?: emptySet()
        return board.quiet(c).mapNotNull { (it as? BoardPlace.Pylos)?.at }.filter { (it in held) == balls }.toSet()
    }

    /** Every place a tap is taken on: marked or quiet. */
    fun takes(c: GameController): Set<String> =
        ((board.view(c)?.marks?.map { it.place } ?: emptyList()) + board.quiet(c)).mapNotNull { (it as? BoardPlace.Pylos)?.at }.toSet()

    /** Chooses the piece on [name] (a tap on it, unless it is chosen already): screenshots and tests. */
    fun select(c: GameController, name: String) {
        if (selected(c) != name) board.tap(c, BoardPlace.Pylos(name))
    }

    /**
     * A tap on a place nothing marks goes to the model too, which answers why
     * the rules refuse it (a lesson's board: a wrong try is answered); in a
     * game such a tap does nothing.
     */
    var tapsAnyPlace = false

    /** [t] is in board coordinates (the screen undoes table rotation first). */
    fun onTouch(t: Touch, c: GameController, spots: List<Spot>): InputResult {
        val p = Pt(t.x, t.y)
        when (t.kind) {
            Touch.Kind.DOWN -> {
                downAt = p
                // A press on a raisable ball may become a drag; a press on a target of the chosen ball is a tap.
                val onTarget = PylosHit.hit(spots, p, { it.name in names(c, MarkReason.RAISE_TO) + quiet(c, balls = false) })
                val raisable = names(c, MarkReason.RAISE_FROM) + quiet(c, balls = true)
                pressedBall = if (onTarget != null) null else PylosHit.hit(spots, p, { it.name in raisable })?.name
                return InputResult.None
            }
            Touch.Kind.MOVE -> {
                val start = downAt ?: return InputResult.None
                val from = pressedBall ?: return InputResult.None
                if (drag == null && start.dist(p) < touchSlopPx) return InputResult.None
                if (selected(c) != from) board.tap(c, BoardPlace.Pylos(from))
                val targets = names(c, MarkReason.RAISE_TO) + quiet(c, balls = false)
                val hover = PylosHit.hit(spots, p, { it.name in targets }, slack = 1.7f)?.name
                drag = Drag(from, p, hover)
                return InputResult.Changed
            }
            Touch.Kind.CANCEL -> {
                val had = drag != null
                drag = null; downAt = null; pressedBall = null
                if (had) board.press(c, BoardButtonKind.CANCEL)
                return if (had) InputResult.Changed else InputResult.None
            }
            Touch.Kind.UP -> {
                val d = drag
                drag = null; downAt = null; pressedBall = null
                if (d != null) {
                    return if (d.hover != null) board.tap(c, BoardPlace.Pylos(d.hover)) else {
                        board.press(c, BoardButtonKind.CANCEL)
                        InputResult.Changed
                    }
                }
                val marked = takes(c)
                // On a lesson's board the place under the finger counts, not a marked one nearby.
                val slack = if (tapsAnyPlace) 1f else 1.35f
                val hit = PylosHit.hit(spots, p, { it.name in marked }, slack)
                    ?: PylosHit.hit(spots, p, { it.name == selected(c) }, slack)
                    ?: (board.pendingAt(c) as? BoardPlace.Pylos)?.let { held -> PylosHit.hit(spots, p, { it.name == held.at }, slack) }
                    ?: if (tapsAnyPlace) PylosHit.hit(spots, p, { true }, slack) else null
                if (hit != null) return board.tap(c, BoardPlace.Pylos(hit.name))
                // A tap off every place lets go of the chosen ball.
                if (selected(c) == null) return InputResult.None
                board.press(c, BoardButtonKind.CANCEL)
                return InputResult.Changed
            }
        }
    }

    companion object {
        /** The colour of a seat: Light is seat 0. */
        fun colorOf(seat: Int) = if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
    }
}
