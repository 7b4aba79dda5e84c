package games.pyramids.app.screens

import games.pyramids.app.ai.AiRunner
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.learn.CoachLayout
import games.pyramids.app.learn.CoachPanel
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.session.GameSession
import games.pyramids.app.session.isOver
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Highlight
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.core.BoardPlace
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.PyramidsException
import games.pyramids.core.RuleProblem
import games.pyramids.core.TextKey

/**
 * A board with a coach beside it — a lesson, a puzzle: the bar (back, the
 * title, an optional chip), the game's own [BoardView] (the same as a
 * game's) over [active], a strip of the seats under it, the places to look
 * at ringed in the hint's colour, and the [CoachPanel] beside the board in
 * landscape and below it in portrait ([CoachLayout]: never over it). What
 * the panel says and what a completed selection on the board does is the
 * subclass's; every word is the library's.
 */
abstract class CoachedScreen(app: App, val game: GameKind) : BaseScreen(app) {
    val board: BoardView = when (game) {
        GameKind.PYLOS -> PylosBoard(app.strings, app.density)
        GameKind.PYRAMIDA -> PyramidaBoard(app.strings, app.density)
        GameKind.PYRAMIDO -> PyramidoBoard(app.strings, app.density, app.host::now)
    }
    protected val ai = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }
    protected val panel = CoachPanel()

    /** What the board draws and takes taps for now. */
    abstract val active: GameController
    /** The bar's title. */
    protected abstract val barTitle: String
    /** A chip at the bar's right (a puzzle's grade), or null. */
    protected open val barChip: String? get() = null
    /** The panel's words and buttons now. */
    protected abstract fun panelContent(): CoachPanel.Content
    /** The places ringed on the board now. */
    protected abstract fun marked(): List<BoardPlace>
    /** The ringed places in words, for TalkBack ("Look at d4."), or null. */
    protected abstract val lookAt: String?
    /** A completed selection, a change of selection, or nothing, from the board. */
    protected abstract fun handle(r: InputResult)
    /** The rules refused a tap on the board (the panel answers it). */
    protected abstract fun refused(problem: RuleProblem)
    /** While true the board takes no touch (a reply animating, a call running). */
    protected open val boardBusy: Boolean get() = false

    override val title: String get() = barTitle

    var boardBox = Box(0f, 0f, 1f, 1f)
        private set
    var panelBox = Box(0f, 0f, 1f, 1f)
        private set
    /** Each seat's box in the strip under the board. */
    var seatBoxes = emptyList<Box>()
        private set
    private var downOnBoard = false

    init {
        // A wrong place is answered, not ignored, on a coached board.
        (board as? PylosBoard)?.input?.tapsAnyPlace = true
        (board as? PyramidoBoard)?.input?.tapsAnyPlace = true
    }

    /** A turn flow over [session] drawn on this screen's board; [changed] runs after its own relayout trigger. */
    protected fun controllerOf(session: GameSession, changed: (GameController) -> Unit = {}): GameController {
        val c = GameController(session, ai, UiScheduler { d, r -> app.host.post(d, r) }, app.host::now, null,
            describeError = { e -> if (e is PyramidsException) s.errorText(e) else s(TextKey.FAILURE, e.message ?: e.javaClass.simpleName) })
        c.onEvents = { events, fromHuman -> app.decided(board, session, events, fromHuman) }
        c.onSkipAnimations = { board.skipAnimations() }
        c.animationsEndAt = { board.animationsEndAt() }
        c.onChanged = {
            if (!c.humanToMove) board.resetInput()
            changed(c)
            relayout()
        }
        return c
    }

    protected fun relayout() {
        if (ui.width > 1f) layout(ui.width, ui.height)
        app.host.invalidate()
    }

    // ---- layout ------------------------------------------------------------

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(barTitle, chip = barChip)
        val content = panelContent()
        val areas = CoachLayout.of(ui, width, height, below.top, edgeLeft, edgeRight) { w -> panel.need(ui, measure, w, content) }
        panelBox = areas.panel
        // The seats' strip (a Pylos reserve, Pyramido's score and tiles) at the foot of the board's area.
        val a = areas.board
        val inset = if (ui.isLandscape) 0f else ui.dp(12)
        val seats = active.snapshot.seats.size
        // A large font in portrait: one seat to a row, so each seat's words keep the window's width.
        val rows = !ui.isLandscape && app.fontScale > 1.4f
        val seatW = if (rows) a.width - 2 * inset else (a.width - 2 * inset - ui.dp(8) * (seats - 1)) / seats
        // Measured before the board is sized: where a seat's count does not fit beside its pieces it goes under them.
        val info = board.stripInfoHeightDp(board.seatInfoRows(measure, seatW - infoInsetLeft() - ui.dp(8)))
        val stripH = ui.dp(info + 16)
        val stripAll = if (rows) seats * stripH + (seats - 1) * ui.dp(6) else stripH
        val strip = Box(a.left + inset, a.bottom - stripAll, a.right - inset, a.bottom)
        seatBoxes = if (rows) strip.rows(seats, ui.dp(6)) else strip.columns(seats, ui.dp(8))
        boardBox = Box(a.left, a.top, a.right, a.bottom - stripAll - ui.dp(6))
        board.showCoordinates = app.showsCoordinatesCoached()
        board.confirmMoves = app.settings.values.confirmMoves
        board.layout(boardBox, ui)
        panel.place(ui, measure, panelBox, content, buttons, scroller)
    }

    // ---- drawing -----------------------------------------------------------

    /** Where the ringed places are drawn (screen coordinates; null: not drawn now). */
    fun pointBoxes(): List<Pair<BoardPlace, Box?>> = marked().map { it to board.placeBox(it, active) }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        board.draw(p, nowMs, active)
        // After the board: it brings the reserves' counts up to date as it draws.
        drawSeats(p, nowMs)
        drawPoints(p, nowMs)
        board.drawOverlay(p, nowMs, active)
        panel.drawBack(p, ui)
        drawScrolled(p) { panel.drawWords(p, ui) }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    // A Pylos reserve is balls of the seat's colour already: a badge beside it would read as one more ball.
    private fun badgeRadius() = if (board is PylosBoard) 0f else ui.dp(9)

    /** Where a seat's info starts in its strip box, right of the badge. */
    private fun infoInsetLeft() = badgeRadius().let { r -> ui.dp(10) + 2 * r + (if (r > 0f) ui.dp(8) else 0f) }

    /** Each seat's badge and what the board shows of it (a reserve …); the seat to move framed in the accent. */
    private fun drawSeats(p: Painter, now: Long) {
        val snap = active.snapshot
        val anchors = seatBoxes.mapIndexed { seat, b ->
            drawCard(p, b, ui, Theme.surface)
            if (seat == snap.toMove && !snap.outcome.isOver) p.strokeRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(Theme.corner), ui.dp(2), Theme.accent)
            val r = badgeRadius()
            if (r > 0f) board.drawSeatBadge(p, seat, b.left + ui.dp(10) + r, b.cy, r)
            val infoBox = Box(b.left + infoInsetLeft(), b.top + ui.dp(6), b.right - ui.dp(8), b.bottom - ui.dp(6))
            board.drawSeatInfo(p, seat, infoBox, now, active) ?: infoBox.center
        }
        board.reserveAnchors = anchors
    }

    /** A ring in the hint's colour (the shared palette's "look here") around each marked place. */
    private fun drawPoints(p: Painter, now: Long) {
        if (board.isAnimating(now)) return
        for ((place, b) in pointBoxes()) {
            b ?: continue
            val w = ui.dp(3)
            val round = place is BoardPlace.Pylos || place is BoardPlace.Pyramida
            if (round) {
                val r = maxOf(b.width, b.height) / 2f + ui.dp(4)
                p.strokeCircle(b.cx, b.cy, r + w, w * 1.6f, Colors.withAlpha(Highlight.shadow, 140))
                p.strokeCircle(b.cx, b.cy, r + w, w, Highlight.hint)
            } else {
                val o = b.inset(-ui.dp(4))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, ui.dp(8), w * 1.6f, Colors.withAlpha(Highlight.shadow, 140))
                p.strokeRoundRect(o.left, o.top, o.right, o.bottom, ui.dp(8), w, Highlight.hint)
            }
        }
    }

    // ---- input ---------------------------------------------------------------

    override fun onTouch(t: Touch): Boolean {
        if (!downOnBoard && super.onTouch(t)) return true
        if (t.kind == Touch.Kind.DOWN) downOnBoard = boardBox.contains(t.x, t.y) && !boardBusy
        if (!downOnBoard) return false
        if (t.kind == Touch.Kind.UP || t.kind == Touch.Kind.CANCEL) downOnBoard = false
        val c = active
        if (c.snapshot.outcome.isOver) return true
        val result = board.onTouch(t, c)
        if (result != InputResult.None) c.clearNotice()
        board.takeProblem()?.let { refused(it) }
        handle(result)
        if (result == InputResult.None && t.kind == Touch.Kind.MOVE) return true
        app.host.invalidate()
        return true
    }

    /** The answer cards where they are drawn and whether each answers a wrong try (a cross) or a right one (a check). */
    fun answerCards(): List<Pair<Box, Boolean>> = panel.answers(scroller.offset)

    override fun isAnimating(nowMs: Long): Boolean = board.isAnimating(nowMs) || active.thinking || ai.isBusy

    // ---- accessibility -----------------------------------------------------

    override fun accessibilityNodes(): List<A11yNode> {
        val nodes = ArrayList<A11yNode>()
        nodes.addAll(board.accessibilityNodes(active, 1000) { it })
        // The ringed places as one node over them: "Look at a1 (level 2), d4."
        val boxes = pointBoxes().mapNotNull { it.second }
        val look = lookAt
        if (look != null && boxes.isNotEmpty()) {
            val all = boxes.reduce { a, b -> Box(minOf(a.left, b.left), minOf(a.top, b.top), maxOf(a.right, b.right), maxOf(a.bottom, b.bottom)) }
            nodes.add(A11yNode(ID_LOOK, all, look))
        }
        seatBoxes.forEachIndexed { seat, b ->
            val reserve = (active.snapshot.board as? BoardSnapshot.Pylos)?.board?.reserves?.getOrNull(seat)
            val words = listOfNotNull(s.seatName(game, seat), reserve?.let { s.plural(TextKey.RESERVE, it) }).joinToString(". ")
            nodes.add(A11yNode(950 + seat, b, words))
        }
        nodes.addAll(panel.nodes(ID_WORDS, ID_ANSWER, scroller.offset, scroller.viewport))
        nodes.addAll(buttons.nodes(3000))
        return nodes
    }

    companion object {
        const val ID_LOOK = 900
        /** The answer to the last try. */
        const val ID_ANSWER = 902
        /** The panel's paragraphs, from here. */
        const val ID_WORDS = 910
    }
}
