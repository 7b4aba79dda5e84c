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
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui

/**
 * The Pyramida board in the game screen: a wooden triangle with the 21 fields
 * (dark squares of the chequer, linked by carved diagonals, the two edges
 * inlaid), the stones, and what the player may do marked. Moves and retreats
 * slide one after another, a stone leaving over the top flies to its seat's
 * panel ([PyramidaAnimator]); a retreat choice shows once they have played;
 * the rest of the snapshot shows at once.
 */
class PyramidaBoard(
    private val strings: Strings,
    private val density: Float,
    /** The game screen outside table mode: on a phone in portrait the triangle may get as steep as [PyramidaGeometry.PHONE_STRETCH]. */
    private val mayFillPhone: Boolean = false,
) : BoardView {
    var geometry = PyramidaGeometry()
        private set
    val input = PyramidaInput(games.pyramids.app.game.BoardInput(strings))
    /** Stones sliding one field (moves and retreats) and leaving over the top, one after another. */
    val timeline = Timeline<PyramidaAnim>()
    override var reserveAnchors: List<Pt> = emptyList()
    /** The radius of a stone in each seat's panel (set as the panels are drawn): where a leaving stone shrinks to. */
    internal val panelStoneR = HashMap<Int, Float>()
    private val renderer = PyramidaRenderer(this, density)

    /** Whether the coordinates are drawn along the board's edges (on by default; a setting may hide them). */
    override var confirmMoves: Boolean
        get() = input.board.confirmMoves
        set(v) { input.board.confirmMoves = v }
    override var showCoordinates: Boolean
        get() = renderer.showCoordinates
        set(v) { renderer.showCoordinates = v }

    override val wideBoard: Boolean get() = true

    private var ui: Ui? = null

    override fun layout(box: Box, ui: Ui) {
        this.ui = ui
        geometry = PyramidaGeometry(box, ui.dp(3), stretch(ui))
        // The files a–k hang under the base: lift the triangle so they stay in the box, not under the panel below it.
        var lift = 0f
        repeat(4) {
            val overflow = if (showCoordinates) renderer.filesBottom(geometry) - box.bottom else 0f
            if (overflow <= 0.5f) return
            lift += overflow
            geometry = PyramidaGeometry(Box(box.left, box.top, box.right, box.bottom - lift), ui.dp(3), stretch(ui))
        }
    }

    /** How much taller than wide the triangle's squares may grow on this screen. */
    private fun stretch(ui: Ui): Float =
        if (mayFillPhone && !ui.isTablet && !ui.isLandscape) PyramidaGeometry.PHONE_STRETCH else PyramidaGeometry.MAX_STRETCH

    /**
     * On a phone in portrait, the height of the steepest triangle at this width:
     * what it cannot use goes to the seat panels. Elsewhere it fills any box.
     */
    override fun preferredHeight(width: Float, ui: Ui): Float? {
        val stretch = stretch(ui)
        if (stretch == PyramidaGeometry.MAX_STRETCH) return null
        val margin = ui.dp(3)
        val cell = (width - 2 * margin) / PyramidaGeometry.WIDE
        return cell * stretch * PyramidaGeometry.HIGH + 2 * margin
    }

    override fun takeProblem() = input.board.takeProblem()

    override fun placeBox(place: games.pyramids.core.BoardPlace, c: GameController): Box? {
        val name = (place as? games.pyramids.core.BoardPlace.Pyramida)?.at ?: return null
        val spot = geometry.spot(name) ?: return null
        return Box.centered(spot.center.x, spot.center.y, spot.radius * 2f, spot.radius * 2f)
    }

    /**
     * Whether the retreat choice (arrows, ghosts) shows at [now]: only once
     * the slides that led to it have played. Taps on an option work before
     * that too (playing skips the animations).
     */
    fun showsRetreatChoice(now: Long, c: GameController): Boolean =
        snap(c).decision == PyramidaDecision.RETREAT && timeline.pending(now).all { it.payload is PyramidaAnim.Mark }

    /** How many stones [seat]'s panel shows over the top at [now]: those still flying there are not counted yet. */
    fun offShown(seat: Int, now: Long, c: GameController): Int {
        val off = snap(c).offBoard.getOrElse(seat) { 0 }
        val flying = timeline.pending(now).count { (it.payload as? PyramidaAnim.Leave)?.seat == seat }
        return (off - flying).coerceAtLeast(0)
    }

    internal fun snap(c: GameController): PyramidaSnapshot = (c.snapshot.board as BoardSnapshot.Pyramida).board

    override fun draw(p: Painter, now: Long, c: GameController) = renderer.draw(p, now, c)

    /** Stones leaving over the top, drawn above the panels they fly to. */
    override fun drawOverlay(p: Painter, now: Long, c: GameController) {
        val top = geometry.spot(PyramidaAnimator.TOP) ?: return
        val r = geometry.stoneRadius
        for (tw in timeline.active(now)) {
            val leave = tw.payload as? PyramidaAnim.Leave ?: continue
            val from = geometry.spot(leave.from)?.center ?: top.center
            val to = reserveAnchors.getOrNull(leave.seat) ?: Pt(from.x, geometry.box.top - r * 2f)
            val (at, rr) = PyramidaFlight.at(from, to, r, panelStoneR[leave.seat] ?: r * 0.6f, geometry.cellH * 1.1f, tw.rawProgress(now))
            p.fillGlow(at.x, at.y, rr * 1.9f, Colors.withAlpha(games.pyramids.app.ui.Highlight.lastMove, 110))
            PyramidaArt.stone(p, at.x, at.y, rr, leave.color, density)
        }
    }

    override fun onTouch(t: Touch, c: GameController): InputResult {
        if (!c.humanToMove) return InputResult.None
        val r = input.onTouch(t, c, geometry)
        // A tap that chose nothing while the slides before a retreat choice
        // play: finish them, so the choice shows at once. (A tap on an
        // option plays it: the controller skips the animations first.)
        if (r == InputResult.None && t.kind == Touch.Kind.UP && snap(c).decision == PyramidaDecision.RETREAT && timeline.size > 0) {
            timeline.finishAll()
            return InputResult.Changed
        }
        return r
    }

    override fun onEvents(events: List<GameEvent>, now: Long) = PyramidaAnimator.enqueue(events, timeline, now)
    override fun skipAnimations() = timeline.finishAll()
    override fun animationFactor(factor: Float) { timeline.factor = factor }
    override fun animationsEndAt(): Long = timeline.endsAt()
    override fun isAnimating(now: Long): Boolean = !timeline.isIdle(now)
    override fun resetInput() = input.reset()

    /** "White: 3 of 3 over the top". */
    override fun outcomeDetail(c: GameController): String? {
        val o = c.snapshot.outcome as? games.pyramids.core.GameOutcome.Win ?: return null
        return strings.seatName(GameKind.PYRAMIDA, o.winner) + ": " + strings(TextKey.PYRAMIDA_OFF, snap(c).offBoard.getOrElse(o.winner) { 0 })
    }

    override fun prompt(c: GameController): String = input.board.prompt(c) ?: ""

    override fun interactionView(c: GameController) = input.board.view(c)

    override fun actions(c: GameController): List<BoardAction> = input.board.actions(c)

    /**
     * The seat's three stones: those taken off the top bright, the others as
     * outlines; the count beside them, or under them where a narrow strip
     * (a lesson's on a phone) leaves the pair no room on one line and is tall
     * enough for two ([seatInfoRows]) in a lesson's strip. The count is never under 11 sp.
     */
    override fun drawSeatInfo(p: Painter, seat: Int, box: Box, now: Long, c: GameController): Pt? {
        val off = offShown(seat, now, c)
        val color = PyramidaAnimator.colorOf(seat)
        val label = strings(TextKey.PYRAMIDA_OFF, off)
        val two = box.height >= twoLineInfoHeight() - 0.5f && !fitsOneLine(p, box.width, box.height)
        val style = if (two) countStyle(p, box.width) else {
            // Sized to the panel at 1× and grown with the font size; fitted beside the smallest stones.
            val base = TextStyle(minOf(box.height * 0.45f, 15f * density) * (ui?.spFactor(15f) ?: 1f), Theme.textDim)
            fitFloor(p, widestCount(), base, box.width - STONES_W * MIN_STONE_DP * density - 4f * density)
        }
        val labelW = p.measureText(widestCount(), style) + 10f * density
        val r = if (two) minOf((box.height - style.size * 1.3f) / 2f, box.width / STONES_W) * 0.9f
        else maxOf(minOf(box.height / 2f, (box.width - labelW) / 6.5f) * 0.9f, MIN_STONE_DP * density)
        val stonesY = if (two) box.top + r else box.cy
        for (i in 0 until 3) {
            val cx = box.left + r + i * r * 2.2f
            if (i < off) PyramidaArt.stone(p, cx, stonesY, r, color, density * 0.6f)
            else p.strokeCircle(cx, stonesY, r * 0.8f, density * 1.2f, Colors.withAlpha(0xFFFFFF, 60))
        }
        if (two) p.drawText(label, box.left, box.bottom - style.size * 0.3f, style)
        else p.drawText(label, box.left + 3 * r * 2.2f + 4f * density, box.cy + style.size * 0.35f, style)
        panelStoneR[seat] = r
        // A stone leaving over the top lands in the first empty place.
        return Pt(box.left + r + minOf(off, 2) * r * 2.2f, stonesY)
    }

    /** The longest count a seat may show: all three over the top. */
    private fun widestCount() = strings(TextKey.PYRAMIDA_OFF, 3)

    /** A strip's count on a line of its own: 13 sp, fitted to [width] down to 11 sp. */
    private fun countStyle(p: Painter, width: Float): TextStyle =
        fitFloor(p, widestCount(), TextStyle(ui?.sp(13f) ?: 13f * density, Theme.textDim), width)

    private fun fitFloor(p: Painter, text: String, style: TextStyle, width: Float): TextStyle {
        val floor = ui?.sp(11f) ?: 11f * density
        var s = style
        while (s.size > floor && p.measureText(text, s) > width) s = s.withSize(maxOf(floor, s.size * 0.94f))
        return s
    }

    /** Whether stones of [MIN_ONE_LINE_STONE_DP] and the count at 13 sp fit one line [width] wide. */
    private fun fitsOneLine(p: Painter, width: Float, height: Float): Boolean {
        val size = minOf(ui?.sp(13f) ?: 13f * density, maxOf(height * 0.45f * (ui?.spFactor(15f) ?: 1f), ui?.sp(11f) ?: 11f * density))
        return STONES_W * MIN_ONE_LINE_STONE_DP * density + 4f * density + p.measureText(widestCount(), TextStyle(size, Theme.textDim)) <= width
    }

    /** The info box's height for stones over the count: 16 dp stones and the 13 sp line. */
    private fun twoLineInfoHeight(): Float = 16f * density + 1.3f * (ui?.sp(13f) ?: 13f * density)

    override fun seatInfoRows(p: Painter, width: Float): Int = if (fitsOneLine(p, width, (seatInfoHeightDp + 4f) * density)) 1 else 2

    override fun stripInfoHeightDp(rows: Int): Float = if (rows < 2) seatInfoHeightDp else twoLineInfoHeight() / density

    override fun drawSeatBadge(p: Painter, seat: Int, cx: Float, cy: Float, r: Float) =
        PyramidaArt.stone(p, cx, cy, r, if (seat == 0) PyramidaStone.WHITE else PyramidaStone.BLACK, density)

    override fun accessibilityNodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> =
        PyramidaAccessibility(this, strings).nodes(c, firstId, toScreen)

    companion object {
        /** Three stones' width in radii (2.2 apart, one radius each end). */
        private const val STONES_W = 6.6f
        /** The smallest stone a one-line count leaves (dp). */
        private const val MIN_STONE_DP = 5f
        /** Below stones this size (dp) a strip tall enough puts the count under them. */
        private const val MIN_ONE_LINE_STONE_DP = 8f

        fun fieldsOf(detail: ActionDetail): List<String> = when (detail) {
            is ActionDetail.Pyramida -> when (val m = detail.action) {
                is PyramidaMove.Step -> listOf(m.from, m.to)
                is PyramidaMove.Retreat -> listOf(m.to)
                PyramidaMove.Pass -> emptyList()
            }
            else -> emptyList()
        }
    }
}
