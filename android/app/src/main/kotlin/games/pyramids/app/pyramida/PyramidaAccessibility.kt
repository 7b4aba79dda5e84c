package games.pyramids.app.pyramida

import games.pyramids.core.GameKind
import games.pyramids.core.TextKey
import games.pyramids.app.session.at
import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillGlow
import games.pyramids.app.paint.fillShadedCircle
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.PyramidaDecision
import games.pyramids.core.PyramidaEvent
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui

/** The Pyramida board for screen readers: every field with its words and, where the player may act, its action. */
class PyramidaAccessibility(private val board: PyramidaBoard, private val strings: Strings) {
    fun nodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> {
        val s = board.snap(c)
        val selected = board.input.selected(c)
        val targets = if (selected != null) board.input.targets(c) else emptyList()
        val nodes = ArrayList<A11yNode>()
        for ((i, sp) in board.geometry.spots().withIndex()) {
            val f = s.at(sp.name) ?: continue
            val center = toScreen(sp.center)
            val bounds = Box.centered(center.x, center.y, sp.radius * 2, sp.radius * 2)
            val desc = buildString {
                append(f.name)
                f.stone?.let { append(", ").append(strings.seatName(GameKind.PYRAMIDA, if (it == PyramidaStone.WHITE) 0 else 1)) } ?: append(", ").append(strings(TextKey.A11Y_EMPTY))
                if (f.blockedBy.isNotEmpty()) append(", ").append(strings(TextKey.A11Y_BLOCKED))
                if (f.protected) append(", ").append(strings(TextKey.A11Y_PROTECTED))
                if (f.name == selected) append(", ").append(strings(TextKey.A11Y_SELECTED))
                if (f.name in targets || (c.humanToMove && f.canRetreatHere)) append(", ").append(strings(TextKey.A11Y_MOVE_TARGET))
            }
            // A double-tap is a tap on the field: the model decides what it does.
            val actionable = f.name in targets || f.canRetreatHere || f.moveTargets.isNotEmpty() || f.name == selected
            val click: (() -> Unit)? = if (!c.humanToMove || !actionable) null else { { tap(c, f.name) } }
            nodes.add(A11yNode(firstId + i, bounds, desc, click, f.name == selected))
        }
        return nodes
    }

    private fun tap(c: GameController, name: String) {
        when (val r = board.input.board.tap(c, games.pyramids.core.BoardPlace.Pyramida(name))) {
            is InputResult.Play -> c.play(r.action)
            else -> c.onChanged()
        }
    }
}
