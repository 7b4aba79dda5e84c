package games.pyramids.app.screens

import games.pyramids.app.game.BoardView
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Ui
import games.pyramids.core.GameOverEmblem

/**
 * The picture over the game-over headline, as the shared model's
 * [GameOverEmblem] says: a trophy carrying the winner's badge, one per seat
 * for a shared first place, a neutral picture for a defeat (never the
 * winner's badge above "You lost") and for a draw.
 */
object GameOverEmblemArt {
    private val gold = Colors.hex(0xE2B43C)
    private val goldDark = Colors.hex(0x8A6514)

    /** Draws [emblem] centred at ([cx], [cy]); returns the seats whose badge it drew. */
    fun draw(p: Painter, emblem: GameOverEmblem?, board: BoardView, cx: Float, cy: Float, ui: Ui): List<Int> = when (emblem) {
        is GameOverEmblem.Trophy -> { trophy(p, board, emblem.seat, cx, cy, ui.dp(20)); listOf(emblem.seat) }
        is GameOverEmblem.SharedWin -> {
            val r = ui.dp(15)
            emblem.seats.forEachIndexed { i, seat -> trophy(p, board, seat, cx + (i - (emblem.seats.size - 1) / 2f) * r * 2.6f, cy, r) }
            emblem.seats
        }
        GameOverEmblem.Defeat -> { defeat(p, cx, cy, ui.dp(20)); emptyList() }
        GameOverEmblem.Draw -> { draw(p, cx, cy, ui.dp(20)); emptyList() }
        null -> emptyList()
    }

    /** A cup on a foot, the winner's badge in its bowl (the seat's own colour). */
    private fun trophy(p: Painter, board: BoardView, seat: Int, cx: Float, cy: Float, r: Float) {
        val bowl = PathBuilder().moveTo(cx - r * 0.95f, cy - r * 0.95f).lineTo(cx + r * 0.95f, cy - r * 0.95f)
            .cubicTo(cx + r * 0.95f, cy + r * 0.1f, cx + r * 0.5f, cy + r * 0.45f, cx + r * 0.14f, cy + r * 0.52f)
            .lineTo(cx + r * 0.14f, cy + r * 0.72f).lineTo(cx + r * 0.55f, cy + r * 0.95f).lineTo(cx - r * 0.55f, cy + r * 0.95f)
            .lineTo(cx - r * 0.14f, cy + r * 0.72f).lineTo(cx - r * 0.14f, cy + r * 0.52f)
            .cubicTo(cx - r * 0.5f, cy + r * 0.45f, cx - r * 0.95f, cy + r * 0.1f, cx - r * 0.95f, cy - r * 0.95f).close().build()
        // The handles.
        p.strokeCircle(cx - r * 0.95f, cy - r * 0.45f, r * 0.38f, maxOf(1.5f, r * 0.14f), goldDark)
        p.strokeCircle(cx + r * 0.95f, cy - r * 0.45f, r * 0.38f, maxOf(1.5f, r * 0.14f), goldDark)
        p.fill(bowl, Fill.Linear(cx - r, cy - r, cx + r, cy + r, intArrayOf(Colors.lighten(gold, 0.35f), gold, goldDark), floatArrayOf(0f, 0.5f, 1f)))
        p.stroke(bowl, maxOf(1f, r * 0.07f), goldDark)
        board.drawSeatBadge(p, seat, cx, cy - r * 0.35f, r * 0.42f)
    }

    /** A defeat: a grey disc with a lowered flag, in no seat's colour. */
    private fun defeat(p: Painter, cx: Float, cy: Float, r: Float) {
        p.fillCircle(cx, cy, r, Theme.surface)
        p.strokeCircle(cx, cy, r, maxOf(1f, r * 0.08f), Theme.textDim)
        val ink = Theme.textDim
        p.stroke(Shape.Line(cx - r * 0.35f, cy - r * 0.55f, cx - r * 0.35f, cy + r * 0.6f), maxOf(1.5f, r * 0.1f), ink)
        p.fill(PathBuilder.polygon(cx - r * 0.35f, cy - r * 0.05f, cx + r * 0.5f, cy + r * 0.12f, cx - r * 0.35f, cy + r * 0.35f), Fill.Solid(Colors.withAlpha(ink, 200)))
    }

    /** A draw: two equal halves of one disc, in neutral tones. */
    private fun draw(p: Painter, cx: Float, cy: Float, r: Float) {
        p.fillCircle(cx, cy, r, Theme.surface)
        p.strokeCircle(cx, cy, r, maxOf(1f, r * 0.08f), Theme.textDim)
        p.stroke(Shape.Line(cx - r * 0.45f, cy - r * 0.2f, cx + r * 0.45f, cy - r * 0.2f), maxOf(1.5f, r * 0.12f), Theme.text)
        p.stroke(Shape.Line(cx - r * 0.45f, cy + r * 0.2f, cx + r * 0.45f, cy + r * 0.2f), maxOf(1.5f, r * 0.12f), Theme.text)
    }
}
