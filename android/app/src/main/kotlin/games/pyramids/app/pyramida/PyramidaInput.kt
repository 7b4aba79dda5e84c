package games.pyramids.app.pyramida

import games.pyramids.app.session.at
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.GameAction
import games.pyramids.core.PyramidaDecision
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.app.ui.Touch

/**
 * Turns taps on the Pyramida board into legal actions. Everything comes from
 * the snapshot (`moveTargets`, `canRetreatHere`) and the legal action list,
 * matched by the typed move; it knows no rules.
 *
 * - Move: tap one of your stones that may move (it lifts), then one of its
 *   green targets; tap the stone again (or elsewhere) to let go, or another
 *   movable stone to switch.
 * - Retreat: tap one of the green fields the driven-off stone may go to.
 * - Pass: the screen's Pass button plays [pass].
 */
class PyramidaInput {
    var selected: String? = null
        private set

    fun reset() { selected = null }

    fun select(name: String?) { selected = name }

    fun targetsOf(s: PyramidaSnapshot, from: String?): List<String> = from?.let { s.at(it)?.moveTargets } ?: emptyList()

    /** [t] is in board coordinates. Only the lift of the finger counts. */
    fun onTouch(t: Touch, s: PyramidaSnapshot, g: PyramidaGeometry, legal: List<GameAction>): InputResult {
        if (t.kind != Touch.Kind.UP) return InputResult.None
        val p = Pt(t.x, t.y)
        return when (s.decision) {
            PyramidaDecision.RETREAT -> {
                val hit = g.hit(p, { s.at(it.name)?.canRetreatHere == true }) ?: return InputResult.None
                play(legal, PyramidaMove.Retreat(hit.name))
            }
            PyramidaDecision.MOVE -> tap(p, s, g, legal)
            PyramidaDecision.PASS, PyramidaDecision.GAME_OVER -> InputResult.None
        }
    }

    private fun tap(p: Pt, s: PyramidaSnapshot, g: PyramidaGeometry, legal: List<GameAction>): InputResult {
        val sel = selected
        if (sel != null) {
            val targets = targetsOf(s, sel)
            val target = g.hit(p, { it.name in targets })
            if (target != null) return play(legal, PyramidaMove.Step(sel, target.name))
        }
        val stone = g.hit(p, { s.at(it.name)?.moveTargets?.isNotEmpty() == true })
        selected = if (stone != null && stone.name != sel) stone.name else null
        return if (selected != sel) InputResult.Changed else InputResult.None
    }

    /** The Pass button. */
    fun pass(legal: List<GameAction>): InputResult = play(legal, PyramidaMove.Pass)

    fun play(legal: List<GameAction>, move: PyramidaMove): InputResult {
        val want = ActionDetail.Pyramida(move)
        val action = legal.firstOrNull { it.detail == want } ?: return InputResult.Changed
        reset()
        return InputResult.Play(action)
    }
}
