package games.pyramids.app.ui

import games.pyramids.app.paint.Colors.hex
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect

/**
 * The board highlights of all three games: one colour, one meaning, so a
 * player who has learnt one game reads the others at a glance. Boards take
 * their marks from here, never from a colour of their own.
 *
 * | colour  | name            | means                                                                 |
 * |---------|-----------------|-----------------------------------------------------------------------|
 * | amber   | [piece]         | a piece of yours you may act with now: a ball you may raise or take back, a stone you may move, a domino you may pick; pulsing while it may be picked, solid (and lifted) once picked |
 * | green   | [destination]   | where the piece may go: a hole or place for a new ball, a raise target, a field to step or retreat to, a legal spot for a domino |
 * | white   | [lastMove]      | what was just played: a ring round the piece that moved, a trace from where it came |
 * | magenta | [hint]          | the move the hint suggests (absent from every piece and block colour, so it shows on all of them) |
 * | red     | [blocked]       | a piece that may not move (Pyramida's edge rule; drawn with a padlock) |
 * | indigo  | [protected]     | a piece that may not be driven off (Pyramida's protected pair; drawn with a shield) |
 *
 * Amber is also the app's accent (primary buttons, the panel of the player
 * to move): everywhere it says "yours to act now". Pyramido's names for the
 * same meanings are the same properties (`Highlight.piece` for a chosen
 * domino, `Highlight.destination` for a legal spot, …).
 */
object Highlight {
    val piece = Theme.accent
    val destination = Theme.good
    val lastMove = hex(0xFFFFFF)
    val hint = hex(0xF27BE6)
    val blocked = hex(0xD9503F)
    val protected = hex(0x8C8CFF)

    /** Every role with its colour, for the legend and the test that no two share one. */
    val roles: Map<String, Int> get() = linkedMapOf(
        "piece" to piece, "destination" to destination, "lastMove" to lastMove,
        "hint" to hint, "blocked" to blocked, "protected" to protected,
    )

    /** A dark edge drawn under a light mark so it reads on light pieces and light wood too. */
    val shadow = hex(0x1A0C04)

    /**
     * The review's mark of the choice that was played: a double ring in the
     * last-move colour (what was played), steady and shaped unlike the hint's
     * single pulsing ring, so the two read apart without their colours.
     * [r] is the outer ring's radius; the review card's key draws the same.
     */
    fun playedMark(p: Painter, cx: Float, cy: Float, r: Float, density: Float) {
        for (k in listOf(1f, 0.74f)) {
            p.strokeCircle(cx, cy, r * k, density * 4f, games.pyramids.app.paint.Colors.withAlpha(shadow, 150))
            p.strokeCircle(cx, cy, r * k, density * 2f, lastMove)
        }
    }

    /** [playedMark] for a square mark (Pyramido's cells, piles and slots): a double outline. */
    fun playedMark(p: Painter, l: Float, t: Float, r: Float, b: Float, radius: Float, density: Float) {
        val inset = density * 5f
        for (d in listOf(0f, inset)) {
            p.strokeRoundRect(l + d, t + d, r - d, b - d, radius, density * 4f, games.pyramids.app.paint.Colors.withAlpha(shadow, 150))
            p.strokeRoundRect(l + d, t + d, r - d, b - d, radius, density * 2f, lastMove)
        }
    }
}
