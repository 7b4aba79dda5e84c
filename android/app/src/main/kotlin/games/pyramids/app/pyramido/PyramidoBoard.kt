package games.pyramids.app.pyramido

import games.pyramids.app.session.at
import games.pyramids.app.session.player
import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.anim.Tween
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.GameOutcome
import games.pyramids.core.PyramidoArea
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoDomino
import games.pyramids.core.PyramidoEvent
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.fitText

/**
 * The Pyramido board in the game screen: the quarry between its four piles
 * across the top, the pyramid of the player to move large below (the
 * others' small in their panels), and each decision of a turn as its own
 * step — place (drag, snap, turn, Place), mark, single tile, refill. Floor
 * scorings replay area by area on each pyramid while the scores count up.
 */
class PyramidoBoard(private val strings: Strings, private val density: Float) : BoardView {
    var geometry = PyramidoGeometry()
        private set
    val input = PyramidoInput(slopPx = 8f * density)
    val timeline = Timeline<PyramidoAnim>()
    override var reserveAnchors: List<Pt> = emptyList()
    override val seatInfoHeightDp: Float get() = 74f
    internal var ui: Ui? = null
        private set
    private val renderer = PyramidoRenderer(this, strings, density)

    override fun layout(box: Box, ui: Ui) {
        this.ui = ui
        geometry = PyramidoGeometry(box, ui.dp(6))
    }

    fun snap(c: GameController): PyramidoSnapshot = (c.snapshot.board as BoardSnapshot.Pyramido).board

    /** The pyramid drawn large: the one being scored, else the winner's once over, else the mover's. */
    fun shownSeat(c: GameController, now: Long): Int {
        timeline.active(now).firstOrNull { it.payload is PyramidoAnim.ScoreArea }?.let { return (it.payload as PyramidoAnim.ScoreArea).seat }
        return when (val o = c.snapshot.outcome) {
            is GameOutcome.Win -> o.winner
            is GameOutcome.SharedWin -> o.winners.first()
            else -> c.snapshot.toMove
        }
    }

    internal fun viewFor(player: PyramidoPlayer): PyramidView = PyramidView.of(geometry.pyramidArea.inset(0f, dp(22f)).offset(0f, dp(11f)), player)

    /** The scene the input maps touches in: the mover's pyramid as drawn now. */
    fun scene(c: GameController): PyramidoScene {
        val s = snap(c)
        val mover = s.player(c.snapshot.toMove)
        return PyramidoScene(s, mover, viewFor(mover), geometry, c.legal)
    }

    private fun dp(v: Float) = v * density

    // ---- drawing ----------------------------------------------------------

    override fun draw(p: Painter, now: Long, c: GameController) = renderer.draw(p, now, c)

    // ---- panels ---------------------------------------------------------------

    /** The seat's pyramid small, its score (counting up during a scoring), markers in hand and tiles left. */
    override fun drawSeatInfo(p: Painter, seat: Int, box: Box, now: Long, c: GameController): Pt? {
        val s = snap(c)
        val player = s.player(seat)
        val side = minOf(box.height, box.width * 0.5f)
        val mini = Box(box.left, box.cy - side / 2, box.left + side, box.cy + side / 2)
        renderer.drawPyramid(p, PyramidView.of(mini.inset(side * 0.04f), player), player, s, c, timeline.pending(now), now, 0f, large = false)
        val x = mini.right + dp(10f)
        val score = shownScore(seat, s, now)
        val big = TextStyle(minOf(dp(26f), box.height * 0.42f), Theme.text, bold = true)
        val dim = TextStyle(minOf(dp(12.5f), box.height * 0.2f), Theme.textDim)
        val right = box.right
        if (player.eliminated) {
            p.drawText(strings.pyramidoOut, x, box.top + big.size, big.withColor(Theme.danger))
        } else {
            p.drawText(score.toString(), x, box.top + big.size, big)
            val sw = p.measureText(score.toString(), big)
            p.drawText(strings.pyramidoPointsShort, x + sw + dp(4f), box.top + big.size, dim)
        }
        // Markers still in hand (dim when on the pyramid) and unused tiles.
        val r = minOf(dp(7f), (right - x) / 14f, box.height * 0.1f)
        if (r >= dp(3f)) {
            var mx = x + r
            val my = box.top + big.size + dp(8f) + r
            for (colour in PyramidoColour.entries) {
                p.withSave {
                    if (colour !in player.markersInHand) p.multiplyAlpha(0.25f)
                    PyramidoArt.jewel(p, colour, mx, my, r)
                }
                mx += r * 2.3f
            }
            val ty = my + r * 2.4f
            var tx = x
            val unused = player.tiles.count { it.unused }
            for (i in 0 until player.tiles.size) {
                val col = if (i < unused) Colors.hex(0xEFE6D0) else Colors.withAlpha(0xFFFFFF, 40)
                p.fillRoundRect(tx, ty - r, tx + r * 2f, ty + r, r * 0.3f, col)
                tx += r * 2.6f
            }
            if (ty + r < box.bottom) p.drawText(strings.pyramidoTilesLeft(unused), tx + dp(2f), ty + r * 0.6f, dim)
        }
        return mini.center
    }

    /** The seat's score as the panel shows it: counting up through a floor scoring still playing. */
    fun shownScore(seat: Int, s: PyramidoSnapshot, now: Long): Int {
        val total = s.scores.getOrElse(seat) { 0 }
        val t = timeline.pending(now).firstOrNull { (it.payload as? PyramidoAnim.ScoreArea)?.seat == seat } ?: return total
        val a = t.payload as PyramidoAnim.ScoreArea
        val base = total - a.floorPoints + a.before
        return if (t.hasStarted(now)) base + Math.round(a.points * Ease.outCubic(minOf(1f, t.rawProgress(now) * 2f))) else base
    }

    override fun drawSeatBadge(p: Painter, seat: Int, cx: Float, cy: Float, r: Float) {
        val col = Theme.seatColors[seat % Theme.seatColors.size]
        p.fill(Shape.Circle(cx, cy, r), Fill.Radial(cx - r * 0.3f, cy - r * 0.35f, r * 1.4f, intArrayOf(Colors.lighten(col, 0.4f), col, Colors.darken(col, 0.35f)), floatArrayOf(0f, 0.5f, 1f)))
        p.stroke(Shape.Circle(cx, cy, r), maxOf(1f, r * 0.1f), Colors.darken(col, 0.6f))
        // The seat's number as the second cue.
        p.drawTextCentered((seat + 1).toString(), cx, cy, TextStyle(r * 1.1f, Colors.hex(0x1A1A1A), bold = true, align = Align.CENTER))
    }

    // ---- events -----------------------------------------------------------

    override fun onEvents(events: List<GameEvent>, now: Long) = PyramidoAnimator.enqueue(events, timeline, now, strings)

    override fun skipAnimations() = timeline.finishAll()
    override fun animationsEndAt(): Long = timeline.endsAt()
    override fun isAnimating(now: Long): Boolean = !timeline.isIdle(now)
    override fun resetInput() = input.reset()

    // ---- input ------------------------------------------------------------

    override fun onTouch(t: Touch, c: GameController): InputResult {
        if (!c.humanToMove) return InputResult.None
        // A scoring or landing still playing shows another moment: a touch jumps to now.
        if (t.kind == Touch.Kind.DOWN && timeline.size > 0) timeline.finishAll()
        return input.onTouch(t, scene(c))
    }

    override fun prompt(c: GameController): String {
        val s = snap(c)
        return when (s.phase) {
            PyramidoPhase.PLACE -> when {
                input.pending != null -> strings.pyramidoPlacePending
                input.selectedSlot != null -> strings.pyramidoPlaceChosen
                else -> strings.pyramidoPlace(s.floor)
            }
            PyramidoPhase.MARK -> strings.pyramidoMark
            PyramidoPhase.TILE -> if (input.tileCell != null) strings.pyramidoTileChosen else strings.pyramidoTile
            PyramidoPhase.REFILL -> strings.pyramidoRefill
            PyramidoPhase.NO_FIT -> if (input.tileCell != null) strings.pyramidoTileChosen else strings.pyramidoNoFit(s.holesFilled + 1)
            PyramidoPhase.OVER -> strings.gameOver
        }
    }

    override fun actions(c: GameController): List<BoardAction> {
        if (!c.humanToMove) return emptyList()
        val s = snap(c)
        val out = ArrayList<BoardAction>()
        fun sc() = scene(c)
        when (s.phase) {
            PyramidoPhase.PLACE -> if (input.pending != null || input.selectedSlot != null) {
                out.add(BoardAction("turn", strings.pyramidoTurn, Icon.REMATCH) { if (input.turn(sc())) InputResult.Changed else InputResult.None })
                if (input.pending != null) out.add(BoardAction("place", strings.pyramidoConfirm) { input.confirm(sc()) })
            }
            PyramidoPhase.TILE, PyramidoPhase.NO_FIT -> {
                if (input.tileCell != null && input.tileColour != null) {
                    out.add(BoardAction("turn", strings.pyramidoTurn, Icon.REMATCH) { if (input.turnTile(sc())) InputResult.Changed else InputResult.None })
                    out.add(BoardAction("place", strings.pyramidoConfirm) { input.confirm(sc()) })
                }
                if (s.phase == PyramidoPhase.TILE && s.canSkipTile) out.add(BoardAction("skip", strings.pyramidoSkipTile, Icon.NONE) { input.skipTile(sc()) })
            }
            else -> {}
        }
        return out
    }

    override fun outcomeDetail(c: GameController): String? {
        val s = snap(c)
        if (s.ranking.isEmpty()) return null
        return s.ranking.sortedBy { it.place }.joinToString("  ·  ") { r ->
            "${r.place}. ${strings.playerN(r.seat + 1)} ${if (r.eliminated) strings.pyramidoOut else r.score.toString()}"
        }
    }

    // ---- accessibility ----------------------------------------------------

    override fun accessibilityNodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> =
        PyramidoAccessibility(this, strings).nodes(c, firstId, toScreen)

    /** "Red with 1 jewel and blue": a domino in words. */
    fun dominoWords(d: PyramidoDomino): String = PyramidoAccessibility(this, strings).dominoWords(d)

    internal fun lastCells(c: GameController, seat: Int): List<Pair<Int, String>> = c.lastEvents.flatMap { e ->
        when (val ev = (e as? GameEvent.Pyramido)?.event) {
            is PyramidoEvent.DominoPlaced -> if (ev.seat == seat) ev.blocks.map { ev.floor to it.cell } else emptyList()
            is PyramidoEvent.TilePlaced -> if (ev.seat == seat) listOf(ev.floor to ev.cell) else emptyList()
            is PyramidoEvent.HoleFilled -> if (ev.seat == seat) listOf(ev.floor to ev.cell) else emptyList()
            else -> emptyList()
        }
    }

    internal fun hintCells(c: GameController): List<String> = when (val m = (c.hint?.action?.detail as? ActionDetail.Pyramido)?.action) {
        is PyramidoMove.Place -> Placement(m.slot, m.cell, m.dir).cells
        is PyramidoMove.Mark -> listOf(m.cell)
        is PyramidoMove.Tile -> listOf(m.cell)
        is PyramidoMove.FillHole -> listOf(m.cell)
        else -> emptyList()
    }
}
