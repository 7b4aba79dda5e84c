package games.pyramids.app.a11y

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.Strings
import games.pyramids.app.pylos.PylosProjection
import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosPosition
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot

/** Content descriptions for TalkBack, built from snapshots in the app's language. */
object Describe {
    /** "Level 2, column B, row 1, dark ball, you can raise this ball". */
    fun pylosPosition(s: Strings, pos: PylosPosition, selected: Boolean, isTarget: Boolean, lastMove: Boolean, humanToMove: Boolean): String {
        val (level, col, row) = PylosProjection.parse(pos.name) ?: Triple(pos.level, pos.column, pos.row)
        val parts = ArrayList<String>()
        parts.add(s(TextKey.A11Y_POSITION, level, ('a' + col).uppercaseChar(), row + 1))
        parts.add(when (pos.ball) {
            null -> s(TextKey.A11Y_EMPTY)
            PylosColor.LIGHT -> s(TextKey.A11Y_LIGHT_BALL)
            PylosColor.DARK -> s(TextKey.A11Y_DARK_BALL)
        })
        if (selected) parts.add(s(TextKey.A11Y_SELECTED))
        if (lastMove) parts.add(s(TextKey.A11Y_LAST_MOVE))
        if (humanToMove) {
            if (isTarget) parts.add(s(TextKey.A11Y_RAISE_TARGET))
            else if (pos.canPlace) parts.add(s(TextKey.A11Y_CAN_PLACE))
            if (pos.raiseTargets.isNotEmpty() && !selected) parts.add(s(TextKey.A11Y_CAN_RAISE))
            if (pos.canReclaim) parts.add(s(TextKey.A11Y_CAN_RECLAIM))
        }
        return parts.joinToString(", ")
    }

    /** A seat's name with who plays it: "Dark (computer, Hard)". */
    fun seat(s: Strings, game: GameKind, seat: Int, controller: SeatController): String {
        val name = s.seatName(game, seat)
        return when (controller) {
            SeatController.Human -> name
            is SeatController.Ai -> s(TextKey.AI_SEAT, name, s.levelName(controller.level))
        }
    }

    /** The result line of a finished game, or null while it goes on. */
    fun outcome(s: Strings, snap: Snapshot): String? = when (val o = snap.outcome) {
        GameOutcome.Ongoing -> null
        is GameOutcome.Win -> s(TextKey.WINS, s.seatName(snap.game, o.winner))
        is GameOutcome.SharedWin -> s(TextKey.SHARED_WIN, o.winners.joinToString(", ") { s.seatName(snap.game, it) })
        is GameOutcome.Draw -> when (o.reason) {
            games.pyramids.core.DrawReason.REPETITION -> s(TextKey.DRAW_REPETITION)
            games.pyramids.core.DrawReason.PLY_LIMIT -> s(TextKey.DRAW_LIMIT)
        }
    }
}
