package games.pyramids.app.pylos

import games.pyramids.core.GameKind
import games.pyramids.core.TextKey
import games.pyramids.app.session.at
import games.pyramids.app.a11y.Describe
import games.pyramids.app.anim.CountUp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillCircle
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosMove
import games.pyramids.core.PylosPhase
import games.pyramids.core.PylosSnapshot
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui

/**
 * The Pylos board in the game screen: projection, renderer, input and
 * animations together. In table mode the board is seen from above
 * ([PylosView.PLAN]), which reads the same from every seat, and does not
 * turn; otherwise the player picks the tilted or the plan view with the
 * toolbar's view button.
 */
class PylosBoard(private val strings: Strings, private val density: Float, private val tableMode: Boolean = false) : BoardView {
    var projection = PylosProjection()
        private set
    /** How the board is seen now. */
    var view: PylosView = if (tableMode) PylosView.PLAN else PylosView.TILTED
        private set
    private var ui: Ui? = null
    private val renderer = PylosRenderer(density)

    /** Whether the coordinates are drawn along the board's edges (on by default; a setting may hide them). */
    override var confirmMoves: Boolean
        get() = input.board.confirmMoves
        set(v) { input.board.confirmMoves = v }
    override var showCoordinates: Boolean
        get() = renderer.showCoordinates
        set(v) { renderer.showCoordinates = v }
    val input = PylosInput(touchSlopPx = 8f * density, games.pyramids.app.game.BoardInput(strings))
    val timeline = Timeline<PylosAnim>()
    private val reserves = listOf(CountUp(), CountUp())
    override var reserveAnchors: List<Pt> = emptyList()
    private var box = Box(0f, 0f, 1f, 1f)

    override fun layout(box: Box, ui: Ui) {
        this.box = box
        this.ui = ui
        projection = PylosProjection.forBox(view, box, ui.dp(4), sideRoom = showCoordinates)
    }

    /** Switches between the tilted and the plan view. */
    fun toggleView() {
        view = if (view == PylosView.TILTED) PylosView.PLAN else PylosView.TILTED
        ui?.let { layout(box, it) }
    }

    /** The height of the board in the current view at this width (switching views lays the screen out again). */
    override fun preferredHeight(width: Float, ui: Ui): Float =
        PylosProjection.forBox(view, Box(0f, 0f, width, width * 3f), ui.dp(4), sideRoom = showCoordinates).bounds().height + ui.dp(8)

    override val seatsAtTableEnds: Boolean get() = true

    /** Three rows of five balls beside "n balls left" at a readable size. */
    override val sideSeatInfoDp: Pair<Float, Float> get() = 66f to 240f

    override fun toolbarActions(c: GameController): List<BoardAction> = if (tableMode) emptyList() else listOf(
        BoardAction("view", if (view == PylosView.TILTED) strings(TextKey.VIEW_TOP) else strings(TextKey.VIEW3D),
            if (view == PylosView.TILTED) Icon.VIEW_PLAN else Icon.VIEW_TILTED) { toggleView(); InputResult.Changed })

    override fun takeProblem() = input.board.takeProblem()

    fun spots(): List<Spot> = projection.spots()

    override fun placeBox(place: games.pyramids.core.BoardPlace, c: GameController): Box? {
        val name = (place as? games.pyramids.core.BoardPlace.Pylos)?.at ?: return null
        val spot = spots().firstOrNull { it.name == name } ?: return null
        return Box.centered(spot.center.x, spot.center.y, spot.radius * 2f, spot.radius * 2f)
    }

    private fun snap(c: GameController): PylosSnapshot = (c.snapshot.board as BoardSnapshot.Pylos).board

    override fun draw(p: Painter, now: Long, c: GameController) {
        val s = snap(c)
        val animated = !timeline.isIdle(now)
        for (i in 0..1) {
            val v = s.reserves.getOrElse(i) { 0 }
            if (animated) reserves[i].set(v, now) else if (!reserves[i].isAnimating(now)) reserves[i].snap(v)
        }
        renderer.draw(p, projection, s, overlay(c, now), now)
    }

    /** Balls in flight and the dragged ball, above the seat panels they come from or go to. */
    override fun drawOverlay(p: Painter, now: Long, c: GameController) =
        renderer.drawFlights(p, projection, snap(c), overlay(c, now), now)

    private fun overlay(c: GameController, now: Long) = PylosOverlay(
        selected = input.selected(c),
        drag = input.drag,
        hint = c.hint?.action?.detail?.let { positionsOf(it) } ?: emptyList(),
        played = c.played?.detail?.let { playedTurn(it) } ?: PylosLastTurn(),
        lastTurn = lastTurn(c),
        showPlayable = c.humanToMove,
        animations = timeline.pending(now),
        reserveAnchors = reserveAnchors,
    )

    /** The last turn, as the interaction model marks it (the legend reads the same marks). */
    fun lastTurn(c: GameController): PylosLastTurn = PylosLastTurn(
        input.board.shown(c, games.pyramids.core.MarkReason.LAST_MOVE).mapNotNull { (it as? games.pyramids.core.BoardPlace.Pylos)?.at }.toSet(),
        input.board.shown(c, games.pyramids.core.MarkReason.LAST_FROM).mapNotNull { (it as? games.pyramids.core.BoardPlace.Pylos)?.at }.toSet(),
    )

    override fun onTouch(t: Touch, c: GameController): InputResult {
        if (!c.humanToMove) return InputResult.None
        return input.onTouch(t, c, spots())
    }

    override fun onEvents(events: List<GameEvent>, now: Long) = PylosAnimator.enqueue(events, timeline, now)
    override fun skipAnimations() = timeline.finishAll()
    override fun animationFactor(factor: Float) { timeline.factor = factor }
    override fun animationsEndAt(): Long = timeline.endsAt()
    override fun isAnimating(now: Long): Boolean =
        !timeline.isIdle(now) || reserves.any { it.isAnimating(now) } || input.drag != null
    override fun resetInput() = input.reset()

    override fun prompt(c: GameController): String = input.board.prompt(c) ?: ""

    override fun interactionView(c: GameController) = input.board.view(c)

    override fun outcomeDetail(c: GameController): String? {
        val o = c.snapshot.outcome as? games.pyramids.core.GameOutcome.Win ?: return null
        val loser = 1 - o.winner
        return if (snap(c).reserves.getOrElse(loser) { 1 } == 0) strings(TextKey.PYLOS_OUT_OF_BALLS, strings.seatName(GameKind.PYLOS, loser)) else null
    }

    override fun actions(c: GameController): List<BoardAction> = input.board.actions(c)

    /**
     * The seat's reserve: 15 places, filled ones as balls, in one row on a
     * phone and in a 5 × 3 tray where the panel is tall; the count beside.
     */
    override fun drawSeatInfo(p: Painter, seat: Int, box: Box, now: Long, c: GameController): Pt? {
        val n = reserves[seat].shown(now)
        val color = if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
        val label = strings.plural(TextKey.RESERVE, n)
        // Sized to the panel at 1× and grown with the font size (at most 0.85 of the box's height at 2×).
        // Never under 13 sp: the count is read across a table.
        val style = TextStyle(maxOf(minOf(box.height * 0.45f, 15f * density), 13f * density) * (ui?.spFactor(15f) ?: 1f), Theme.textDim)
        val labelW = p.measureText(strings.plural(TextKey.RESERVE, 15), style) + 10f * density
        val avail = box.width - labelW
        var best = 1; var bestR = 0f
        for (rows in 1..3) {
            val cols = (15 + rows - 1) / rows
            val r = minOf(box.height / rows / 2f, avail / cols / 2f) * 0.96f
            if (r > bestR * 1.15f) { best = rows; bestR = r }
        }
        val rows = best; val cols = (15 + rows - 1) / rows; val r = bestR
        val step = r * 2.08f
        val top = box.cy - (rows - 1) * step / 2f
        var anchor: Pt? = null
        for (i in 0 until 15) {
            val cx = box.left + r + (i % cols) * step
            val cy = top + (i / cols) * step
            if (i < n) PylosArt.ball(p, cx, cy, r, color, density * 0.6f)
            else p.fillCircle(cx, cy, r * 0.3f, Colors.withAlpha(0xFFFFFF, 34))
            if (i == n.coerceIn(0, 14)) anchor = Pt(cx, cy)
        }
        val lx = box.left + cols * step + 6f * density
        p.drawText(label, lx, box.cy + style.size * 0.35f, style)
        return anchor ?: Pt(box.left + r, box.cy)
    }

    override fun drawSeatBadge(p: Painter, seat: Int, cx: Float, cy: Float, r: Float) =
        PylosArt.ball(p, cx, cy, r, if (seat == 0) PylosColor.LIGHT else PylosColor.DARK, density)

    override fun accessibilityNodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> {
        val s = snap(c)
        val spots = spots().associateBy { it.name }
        val selected = input.selected(c)
        val targets = input.board.marked(c, games.pyramids.core.MarkReason.RAISE_TO).mapNotNull { (it as? games.pyramids.core.BoardPlace.Pylos)?.at }
        val marked = input.board.view(c)?.marks?.filter { it.reason != games.pyramids.core.MarkReason.HINT && it.reason != games.pyramids.core.MarkReason.LAST_MOVE && it.reason != games.pyramids.core.MarkReason.LAST_FROM }
            ?.mapNotNull { (it.place as? games.pyramids.core.BoardPlace.Pylos)?.at }?.toSet().orEmpty() +
            input.board.quiet(c).mapNotNull { (it as? games.pyramids.core.BoardPlace.Pylos)?.at }
        val last = lastTurn(c).to
        val nodes = ArrayList<A11yNode>()
        for ((i, pos) in s.positions.withIndex()) {
            val visible = pos.ball != null || pos.available
            if (!visible) continue
            val spot = spots.getValue(pos.name)
            val center = toScreen(spot.center)
            val bounds = Box.centered(center.x, center.y, spot.radius * 2, spot.radius * 2)
            val desc = Describe.pylosPosition(strings, pos, pos.name == selected, pos.name in targets, pos.name in last, c.humanToMove)
            // A double-tap is a tap on the place: the model decides what it does.
            val click: (() -> Unit)? = if (!c.humanToMove || (pos.name !in marked && pos.name != selected)) null else {
                { tapFromA11y(c, pos.name) }
            }
            nodes.add(A11yNode(firstId + i, bounds, desc, click, pos.name == selected))
        }
        return nodes
    }

    private fun tapFromA11y(c: GameController, name: String) {
        when (val r = input.board.tap(c, games.pyramids.core.BoardPlace.Pylos(name))) {
            is InputResult.Play -> c.play(r.action)
            else -> c.onChanged()
        }
    }

    companion object {
        /** The review's choice played, split as the interaction model splits a last turn: where a ball goes, where one leaves. */
        fun playedTurn(detail: ActionDetail): PylosLastTurn = when (val m = (detail as? ActionDetail.Pylos)?.action) {
            is PylosMove.Place -> PylosLastTurn(to = setOf(m.to))
            is PylosMove.Raise -> PylosLastTurn(to = setOf(m.to), from = setOf(m.from))
            is PylosMove.Reclaim -> PylosLastTurn(from = setOf(m.from))
            else -> PylosLastTurn()
        }

        fun positionsOf(detail: ActionDetail): List<String> = when (detail) {
            is ActionDetail.Pylos -> when (val m = detail.action) {
                is PylosMove.Place -> listOf(m.to)
                is PylosMove.Raise -> listOf(m.from, m.to)
                is PylosMove.Reclaim -> listOf(m.from)
                PylosMove.Stop -> emptyList()
            }
            else -> emptyList()
        }
    }
}
