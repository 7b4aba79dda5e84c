package games.pyramids.app.pyramida

import games.pyramids.app.game.BoardInput
import games.pyramids.app.game.GameController
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.ui.Touch
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardPlace
import games.pyramids.core.BoardPrompt
import games.pyramids.core.MarkReason

/**
 * Maps a lifted finger on the Pyramida board to a field for the interaction
 * model ([BoardInput]), which decides what it means (choose a stone, move
 * it, retreat); a tap off every field lets go of the chosen stone.
 */
class PyramidaInput(val board: BoardInput) {
    fun reset() = board.reset()

    /** The stone chosen to move (not the driven-off stone of a retreat, which is drawn as the retreat's). */
    fun selected(c: GameController): String? {
        val v = board.view(c) ?: return null
        return if (v.prompt is BoardPrompt.PyramidaStoneChosen) (v.selection as? BoardPlace.Pyramida)?.at else null
    }

    /** The fields the chosen stone may move to. */
    fun targets(c: GameController): List<String> =
        board.marked(c, MarkReason.MOVE_TO).mapNotNull { (it as? BoardPlace.Pyramida)?.at }

    /** Chooses the piece on [name] (a tap on it, unless it is chosen already): screenshots and tests. */
    fun select(c: GameController, name: String) {
        if (selected(c) != name) board.tap(c, BoardPlace.Pyramida(name))
    }

    /** [t] is in board coordinates. Only the lift of the finger counts. */
    fun onTouch(t: Touch, c: GameController, g: PyramidaGeometry): InputResult {
        if (t.kind != Touch.Kind.UP) return InputResult.None
        val hit = g.hit(Pt(t.x, t.y), { true }) ?: return if (selected(c) != null) board.press(c, BoardButtonKind.CANCEL) else InputResult.None
        return board.tap(c, BoardPlace.Pyramida(hit.name))
    }
}
