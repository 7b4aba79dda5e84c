package games.pyramids.app.screens

import games.pyramids.core.AiCall
import games.pyramids.core.CancelReason
import games.pyramids.core.ReviewKey
import games.pyramids.app.ai.AiRunner
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillRect
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.session.GameReviewSession
import games.pyramids.app.session.GameSession
import games.pyramids.app.session.isHuman
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText
import games.pyramids.core.AiLevel
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.ReplayedDecision
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameReview
import games.pyramids.core.Hint
import games.pyramids.core.reviewStepTarget
import games.pyramids.core.reviewGraphSeat
import games.pyramids.core.ReviewStep
import games.pyramids.core.ReviewState
import games.pyramids.core.ReviewCardRole
import games.pyramids.core.TurnController
import games.pyramids.core.GameSession as FfiGameSession
import games.pyramids.core.PyramidsException
import games.pyramids.core.ReviewValue
import games.pyramids.core.ReviewedDecision
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import games.pyramids.core.Verdict
import java.util.Locale

/**
 * The review of one game (a finished one from the game-over sheet, or a
 * saved one): the engine judges every decision off the UI thread (progress
 * shown, cancelled by leaving), then the player steps through the game — the
 * board before each decision drawn by the game's own board, first / previous
 * / next / last, a tap or drag on the graph of how the game stood (from
 * [viewSeat]'s side) to jump, each move's mark as a symbol and a word, the
 * values of the played and the best choice in the game's terms, the best
 * choice drawn on the board as the hint is, and a jump to the turning point.
 *
 * [source] is only read (the reviewer copies its record); the screen closes
 * it on leaving when [ownsSource] (a save opened for the review).
 */
class ReviewScreen(
    app: App,
    private val source: GameSession,
    private val ownsSource: Boolean,
) : BaseScreen(app) {
    val game: GameKind = source.game

    companion object {
        /** The review draws the choice played as every board draws the last move, and the better one as the hint: the shared symbols, the card's keys too. */
        val PLAYED_SYMBOL = games.pyramids.core.LegendSymbol.LAST_MOVE
        val BEST_SYMBOL = games.pyramids.core.LegendSymbol.HINT
    }

    override val title: String get() = "${s(ReviewKey.REVIEW)} · ${s.gameName(game)}"

    private val still = StillSession(game, source.snapshot(), source.options())
    private val runner = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }
    val board: BoardView = when (game) {
        GameKind.PYLOS -> PylosBoard(app.strings, app.density, false)
        GameKind.PYRAMIDA -> games.pyramids.app.pyramida.PyramidaBoard(app.strings, app.density)
        GameKind.PYRAMIDO -> games.pyramids.app.pyramido.PyramidoBoard(app.strings, app.density, app.host::now)
    }
    /** The board's controller: never started, it only shows positions ([GameController.show]); its runner stays idle. */
    val controller = GameController(still, AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }, UiScheduler { d, r -> app.host.post(d, r) }, app.host::now, null)

    /** The board before each decision, then the final position (null until the reviewer gave them). */
    var positions: List<Snapshot>? = null
        private set
    var review: GameReview? = null
        private set
    var error: String? = null
        private set
    /** Decisions reviewed so far and in all, while the review runs. */
    var progress = 0 to 0
        private set
    /** The board shown: before decision [index]; [decisionCount] is the final position. */
    var index = 0
        private set
    val running: Boolean get() = runner.isBusy
    @Volatile private var reviewer: GameReviewSession? = null
    @Volatile private var left = false

    /** Whose side the graph shows: the one human facing the computer, else the first seat. */
    val viewSeat: Int = reviewGraphSeat(still.snapshot().seats).toInt()

    val decisionCount: Int get() = (positions?.size ?: 1) - 1
    val decision: ReviewedDecision? get() = review?.decisions?.getOrNull(index)

    private var boardBox = Box(0f, 0f, 1f, 1f)
    var graphBox = Box(0f, 0f, 1f, 1f)
        private set
    var cardBox = Box(0f, 0f, 1f, 1f)
        private set
    private var cardLines = emptyList<CardLine>()
    private var markBadge: Pair<String, Int>? = null

    /** A card line as the core words it, with the style its role takes here. */
    internal class CardLine(val role: ReviewCardRole, val text: String, val style: TextStyle)
    private var graphDown = false

    /** Learn from your mistakes: the reviewed game's offer (Pyramida), found off the UI thread. */
    val mistakes = games.pyramids.app.puzzle.MistakeOffers(app, source) { relayout() }
    private var offerCy = 0f

    init {
        controller.onChanged = { app.host.invalidate() }
        start()
        mistakes.update(source.snapshot())
    }

    /** Starts the review: the positions first (shown at once), then every decision judged. */
    private fun start() {
        val budget = app.reviewBudget
        runner.start(
            work = {
                val r = source.reviewer()
                reviewer = r
                try {
                    val n = r.decisionCount()
                    val ps = (0..n).map { r.positionAt(it) }
                    app.host.post(0, Runnable { if (!left && positions == null) { positions = ps; progress = 0 to n; show(); pollProgress() } })
                    if (left) throw PyramidsException.Cancelled(CancelReason.BY_CALLER)
                    ps to r.run(budget)
                } finally {
                    reviewer = null
                    r.close()
                }
            },
            onResult = { (ps, rv) ->
                if (positions == null) positions = ps
                review = rv
                progress = rv.decisions.size to (positions!!.size - 1)
                show()
            },
            onError = { e ->
                error = s(ReviewKey.REVIEW_FAILED, describe(e))
                relayout()
            },
            onCancel = { left = true; reviewer?.cancel() },
        )
    }

    private fun describe(e: Throwable): String = when (e) {
        is PyramidsException -> s.errorText(e)
        else -> e.message ?: e.javaClass.simpleName
    }

    /** While the review runs, its progress is read every tenth of a second (a call that never blocks). */
    private fun pollProgress() {
        if (left || !running) return
        reviewer?.let { r -> try { r.progress().let { progress = it.done to it.total } } catch (_: RuntimeException) {} }
        app.host.invalidate()
        app.host.post(100, Runnable { pollProgress() })
    }

    // ---- stepping ----------------------------------------------------------

    fun goTo(i: Int) {
        val n = positions?.size ?: return
        val to = i.coerceIn(0, n - 1)
        if (to == index && controller.snapshot === positions!![to]) return
        index = to
        show()
    }

    /** Where [step] goes now, or null when it is closed (the core decides, as on iOS). */
    private fun target(step: ReviewStep): Int? =
        if (positions == null) null
        else reviewStepTarget(step, index.toUInt(), decisionCount.toUInt(), review?.turningPoint?.toUInt())?.toInt()

    fun step(step: ReviewStep) { target(step)?.let { goTo(it) } }
    fun first() = step(ReviewStep.FIRST)
    fun previous() = step(ReviewStep.PREVIOUS)
    fun next() = step(ReviewStep.NEXT)
    fun last() = step(ReviewStep.LAST)
    fun turningPoint() = step(ReviewStep.TURNING_POINT)

    /** Shows the board at [index] with the played choice marked and the better one drawn as the hint, and lays the text out again. */
    private fun show() {
        val ps = positions ?: return
        board.resetInput()
        controller.show(ps[index], decision?.best, decision?.played)
        relayout()
    }

    private fun relayout() {
        if (ui.width > 1f) layout(ui.width, ui.height)
        app.host.invalidate()
    }

    // ---- text ----------------------------------------------------------------

    /** The card's lines for the board shown: which move, its mark, what was played and what was better, with their values. */
    internal fun cardText(): List<CardLine> {
        val ps = positions
        val count = (ps?.size ?: 1) - 1
        val rv = review
        val state = when {
            error != null -> ReviewState.Failed(error!!)
            ps == null -> ReviewState.Reading
            rv == null -> ReviewState.Running(progress.first.toUInt(), progress.second.toUInt())
            else -> ReviewState.Done(rv.complete, rv.decisions.size.toUInt())
        }
        val outcome = if (ps != null && index >= count) GameOverSheet.headline(s, ps.last()) else ""
        val mover = ps?.getOrNull(index)?.toMove ?: 0
        return s.reviewCard(game, state, index, count, mover, decision, outcome).map { l ->
            val style = when (val role = l.role) {
                is ReviewCardRole.Heading -> ui.title
                is ReviewCardRole.Mark -> ui.label.withColor(Colors.hex(s.verdictMark(role.verdict).colour.toInt()))
                is ReviewCardRole.Played -> ui.body
                // Plain text: each game draws its hint in its own way, so the words, not a colour, point to it.
                is ReviewCardRole.Best -> ui.body.withColor(if (decision?.best != null) Theme.text else Theme.textDim)
                is ReviewCardRole.Outcome -> ui.body.withColor(Theme.accent)
                is ReviewCardRole.Status -> ui.bodyDim
                is ReviewCardRole.Problem -> ui.body.withColor(Theme.danger)
            }
            // The mark's line draws its symbol in a chip, then the word.
            val text = (l.role as? ReviewCardRole.Mark)?.let { s.verdictMark(it.verdict).word } ?: l.text
            CardLine(l.role, text, style)
        }
    }

    // ---- layout --------------------------------------------------------------

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(title)
        board.toolbarActions(controller).forEachIndexed { i, a ->
            val x = ui.width - ui.dp(32) - ui.dp(52) * i
            buttons.add(Button(a.id, Box.centered(x, below.top / 2, ui.dp(44), ui.dp(44)), "", a.icon, ButtonKind.GHOST, description = a.label) { a.run(); relayout() })
        }
        val pad = ui.dp(12)
        val gap = ui.dp(8)
        val wide = ui.isLandscape
        // Landscape (and tablets): the board on the left, the review in a column on the right.
        val column = if (wide) Box(width - pad - minOf(ui.dp(440), width * 0.4f), below.top + ui.dp(4), width - pad, height - pad)
            else Box(pad, below.top, width - pad, height - pad)
        // Heights first: the step buttons (the turning point on a row of its own if its label
        // does not fit between first/previous and next/last), the card, the graph.
        val btnH = maxOf(ui.dp(52), ui.label.size * 1.3f + ui.dp(22))
        val iconW = ui.dp(52)
        val tpW = measure.measureText(s.reviewStepLabel(ReviewStep.TURNING_POINT), ui.label) + ui.dp(36)
        val oneRow = column.width - 4 * iconW - 4 * gap >= tpW
        val offer = mistakes.offer
        // The offer's row: its detail over its button, between the card and the step buttons.
        val offerH = if (offer != null) ui.small.size * 1.3f + ui.dp(4) + btnH + gap else 0f
        val buttonsH = (if (oneRow) btnH else btnH * 2 + gap) + offerH
        // The card: as tall as the longest text of any move, so the board does not jump while stepping.
        val inner = column.width - ui.dp(32)
        cardLines = cardText()
        markBadge = cardLines.firstNotNullOfOrNull { it.role as? ReviewCardRole.Mark }?.let { s.verdictMark(it.verdict) }
            ?.takeIf { it.symbol.isNotEmpty() }?.let { it.symbol to Colors.hex(it.colour.toInt()) }
        val textH = cardLines.sumOf { l -> wrapText(measure, l.text, l.style, inner - badgeRoom(l) - (if (keyed(l)) ui.dp(26) else 0f)).size * l.style.size * 1.3 }.toFloat()
        // Room for a heading, the mark and two values of two lines each, at least.
        val cardH = maxOf(textH, ui.title.size * 1.3f + ui.label.size * 1.3f + 2 * ui.body.size * 1.3f * 2) + ui.dp(24)
        var graphH = ui.dp(if (ui.isTablet) 132 else 96)
        // In a column the stack sits in the middle, its graph taller where there is room.
        var top = column.bottom - buttonsH - gap - cardH - gap - graphH
        if (wide) {
            graphH = (graphH + (top - column.top)).coerceIn(graphH, ui.dp(220))
            val total = graphH + gap + cardH + gap + buttonsH
            top = column.top + ((column.height - total) / 2f).coerceAtLeast(0f)
        }
        graphBox = Box(column.left, top, column.right, top + graphH)
        cardBox = Box(column.left, graphBox.bottom + gap, column.right, graphBox.bottom + gap + cardH)
        if (offer != null) {
            val b = Box(column.left, cardBox.bottom + offerH - btnH, column.right, cardBox.bottom + offerH)
            offerCy = b.top - ui.dp(4) - ui.small.size * 0.65f
            buttons.add(Button("mistakes", b, offer.title, Icon.PLAY, ButtonKind.SECONDARY, description = "${offer.title}. ${offer.detail}") { mistakes.open() })
        }
        val stepsTop = cardBox.bottom + offerH
        val navTop = stepsTop + gap + (if (oneRow) 0f else btnH + gap)
        val navRow = Box(column.left, navTop, column.right, navTop + btnH)
        val tpRow = if (oneRow) null else Box(column.left, stepsTop + gap, column.right, stepsTop + gap + btnH)
        fun nav(id: String, icon: Icon, desc: String, b: Box, enabled: Boolean, run: () -> Unit) {
            buttons.add(Button(id, b, "", icon, ButtonKind.SECONDARY, description = desc) { run() }).enabled = enabled
        }
        fun nav(id: String, icon: Icon, step: ReviewStep, b: Box) =
            nav(id, icon, s.reviewStepLabel(step), b, target(step) != null) { step(step) }
        var x = navRow.left
        nav("first", Icon.FIRST, ReviewStep.FIRST, Box(x, navRow.top, x + iconW, navRow.bottom)); x += iconW + gap
        nav("previous", Icon.PREVIOUS, ReviewStep.PREVIOUS, Box(x, navRow.top, x + iconW, navRow.bottom))
        x = navRow.right - iconW
        nav("last", Icon.LAST, ReviewStep.LAST, Box(x, navRow.top, x + iconW, navRow.bottom)); x -= iconW + gap
        nav("next", Icon.NEXT, ReviewStep.NEXT, Box(x, navRow.top, x + iconW, navRow.bottom))
        val tpBox = tpRow ?: Box(navRow.left + 2 * (iconW + gap), navRow.top, navRow.right - 2 * (iconW + gap), navRow.bottom)
        buttons.add(Button("turning", tpBox, s.reviewStepLabel(ReviewStep.TURNING_POINT), Icon.NONE, ButtonKind.PRIMARY) { turningPoint() }).enabled =
            target(ReviewStep.TURNING_POINT) != null
        boardBox = if (wide) Box(pad, below.top, column.left - pad, height - pad) else Box(0f, below.top, width, graphBox.top - gap)
        if (!wide) {
            // A board shorter than its box (Pylos' square, Pyramida's triangle, both as wide as
            // the screen) leaves the rest to the graph, which reads finer for it, so the review
            // follows the board closely with no empty band between them.
            val used = boardHeight(width)
            if (used != null && used < boardBox.height) {
                boardBox = Box(0f, below.top, width, below.top + used)
                graphBox = Box(graphBox.left, boardBox.bottom + gap, graphBox.right, graphBox.bottom)
            }
        }
        board.layout(boardBox, ui)
    }

    /** The height the board draws in at [width] (its own aspect), or null if it fills any height. */
    private fun boardHeight(width: Float): Float? = board.preferredHeight(width, ui) ?: when (game) {
        GameKind.PYRAMIDA -> games.pyramids.app.pyramida.PyramidaGeometry.let { g ->
            val margin = ui.dp(3)
            (width - 2 * margin) / g.WIDE * g.HIGH * g.MAX_STRETCH + 2 * margin
        }
        else -> null
    }

    /** The mark badge sits before the mark's word. */
    private fun badgeRoom(l: CardLine): Float = if (l.role is ReviewCardRole.Mark && markBadge != null) ui.dp(44) else 0f

    /** The line that names the better choice (keyed to the board by a ring). */
    private fun isBestLine(l: CardLine): Boolean = l.role is ReviewCardRole.Best && decision?.best != null

    /** The line that names the played choice (keyed to the board by [PLAYED_SYMBOL]). */
    private fun isPlayedLine(l: CardLine): Boolean = l.role is ReviewCardRole.Played

    private fun keyed(l: CardLine): Boolean = isBestLine(l) || isPlayedLine(l)

    /** A line's key: the board's own mark, drawn small (round on Pylos's and Pyramida's boards, an outline on Pyramido's). */
    private fun key(p: Painter, symbol: games.pyramids.core.LegendSymbol, cx: Float, cy: Float) {
        if (game == GameKind.PYRAMIDO) {
            // The last move's outline lies outside its box, the hint's inside: boxes that show both at one size (as iOS).
            val h = ui.dp(if (symbol == BEST_SYMBOL) 14f else 6f)
            games.pyramids.app.ui.MarkArt.box(p, symbol, Box(cx - h, cy - h, cx + h, cy + h), ui.density)
        }
        else games.pyramids.app.ui.MarkArt.draw(p, symbol, cx, cy, ui.dp(7), ui.density)
    }

    // ---- drawing -------------------------------------------------------------

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        if (positions != null) {
            board.draw(p, nowMs, controller)
            board.drawOverlay(p, nowMs, controller)
        }
        drawTopBar(p)
        drawGraph(p)
        drawCardText(p)
        mistakes.offer?.takeIf { buttons["mistakes"] != null }?.let { o ->
            val style = ui.small.withAlign(games.pyramids.app.paint.Align.CENTER)
            p.drawTextCentered(games.pyramids.app.ui.ellipsize(p, o.detail, style, cardBox.width), cardBox.cx, offerCy, style)
        }
        buttons.draw(p, ui)
    }

    private fun drawCardText(p: Painter) {
        val c = cardBox
        drawCard(p, c, ui)
        var y = c.top + ui.dp(12)
        val left = c.left + ui.dp(16)
        for (line in cardLines) {
            val text = line.text
            val st = line.style
            var x = left
            if (line.role is ReviewCardRole.Mark && markBadge != null) {
                // The symbol in a chip of the mark's colour, then the word: the mark never rests on colour alone.
                val (sym, col) = markBadge!!
                val h = st.size * 1.3f
                p.fillRoundRect(x, y, x + ui.dp(36), y + h, ui.dp(8), col)
                p.drawTextCentered(sym, x + ui.dp(18), y + h / 2, st.withColor(Theme.textOnAccent).withAlign(Align.CENTER))
                x += ui.dp(44)
            }
            if (isPlayedLine(line)) {
                // The board's mark of the played choice, drawn small: the key to it.
                val h = st.size * 1.3f
                key(p, PLAYED_SYMBOL, x + ui.dp(9), y + h / 2)
                x += ui.dp(26)
            }
            if (isBestLine(line)) {
                // The board's hint mark, which draws the better choice: the key to it.
                val h = st.size * 1.3f
                key(p, BEST_SYMBOL, x + ui.dp(9), y + h / 2)
                x += ui.dp(26)
            }
            for (l in wrapText(p, text, st, c.right - ui.dp(16) - x)) {
                p.drawText(l, x, y + p.metrics(st).ascent + (st.size * 1.3f - p.metrics(st).ascent - p.metrics(st).descent) / 2f, st)
                y += st.size * 1.3f
            }
        }
        if (running) {
            // A thin progress bar along the card's foot.
            val (done, total) = progress
            val f = if (total > 0) done.toFloat() / total else 0f
            val bar = Box(c.left + ui.dp(16), c.bottom - ui.dp(10), c.right - ui.dp(16), c.bottom - ui.dp(6))
            p.fillRoundRect(bar.left, bar.top, bar.right, bar.bottom, ui.dp(2), Colors.withAlpha(Theme.text, 40))
            p.fillRoundRect(bar.left, bar.top, bar.left + bar.width * f, bar.bottom, ui.dp(2), Theme.accent)
        }
    }

    /** The graph's x for the standing before decision [i] (i = 0: the start; i = n: the end). */
    fun graphX(i: Int): Float {
        val n = maxOf(1, decisionCount)
        val g = graphBox.inset(ui.dp(10))
        return g.left + g.width * i / n
    }

    /** The graph's y for a standing from -1 (lost) to +1 (won). */
    private fun graphY(v: Double): Float {
        val g = graphBox.inset(ui.dp(10))
        return g.cy - (v.coerceIn(-1.0, 1.0) * g.height / 2).toFloat()
    }

    /** The board index a touch at [x] on the graph goes to: the move whose step holds it, the end at the right edge. */
    fun indexAt(x: Float): Int {
        val n = decisionCount
        if (n <= 0) return 0
        val g = graphBox.inset(ui.dp(10))
        val col = g.width / n
        return ((x - g.left) / col).toInt().coerceIn(0, n - 1).let { if (x >= g.right - col * 0.25f) n else it }
    }

    private fun drawGraph(p: Painter) {
        val g = graphBox
        drawCard(p, g, ui, Colors.darken(Theme.surface, 0.2f))
        val n = decisionCount
        val zero = graphY(0.0)
        val inner = g.inset(ui.dp(10))
        p.line(inner.left, zero, inner.right, zero, ui.dp(1), Colors.withAlpha(Theme.text, 70))
        // The move shown: its step, under everything.
        if (positions != null && n > 0) {
            val x0 = graphX(index); val x1 = if (index < n) graphX(index + 1) else x0
            p.fillRect(x0 - ui.dp(2), inner.top - ui.dp(4), maxOf(x1, x0 + ui.dp(2)) + ui.dp(2), inner.bottom + ui.dp(4), Colors.withAlpha(Theme.accent, 70))
        }
        val rv = review ?: return
        val points = ArrayList<Pair<Float, Float>>()
        points.add(graphX(0) to zero)
        for ((i, d) in rv.decisions.withIndex()) points.add(graphX(i + 1) to graphY(d.standing.getOrElse(viewSeat) { 0.0 }))
        if (points.size >= 2) {
            // Above the line: good for the seat shown (its colour), below: bad.
            val area = PathBuilder().moveTo(points[0].first, zero)
            for ((x, y) in points) area.lineTo(x, y)
            area.lineTo(points.last().first, zero).close()
            p.withSave {
                p.clipRect(g.left, g.top, g.right, zero)
                p.fill(area.build(), Fill.Solid(Colors.withAlpha(Theme.good, 90)))
            }
            p.withSave {
                p.clipRect(g.left, zero, g.right, g.bottom)
                p.fill(area.build(), Fill.Solid(Colors.withAlpha(Theme.danger, 90)))
            }
            for (k in 1 until points.size) p.line(points[k - 1].first, points[k - 1].second, points[k].first, points[k].second, ui.dp(2), Theme.text)
        }
        // The turning point: a flag across the graph.
        rv.turningPoint?.let { t ->
            val x = (graphX(t) + graphX(minOf(t + 1, n))) / 2f
            p.line(x, inner.top, x, inner.bottom, ui.dp(2), Theme.accent)
            p.fill(PathBuilder.polygon(x, inner.top - ui.dp(6), x + ui.dp(12), inner.top, x, inner.top + ui.dp(6)), Fill.Solid(Theme.accent))
        }
        // The marks the core puts on the graph (mistakes and blunders, as on iOS): a dot in the
        // mark's colour and its symbol beside it where it does not crowd the previous one.
        val sym = ui.small.copy(bold = true).withAlign(Align.CENTER)
        var lastLabel = Float.NEGATIVE_INFINITY
        for ((i, d) in rv.decisions.withIndex()) {
            val mark = s.verdictMark(d.verdict)
            if (!mark.onGraph) continue
            val colour = Colors.hex(mark.colour.toInt())
            val (x, y) = points[i + 1]
            p.fillCircle(x, y, ui.dp(if (d.verdict == Verdict.BLUNDER) 5.5f else 4.5f), colour)
            if (x - lastLabel >= ui.dp(22)) {
                val ty = if (y > g.cy) y - ui.dp(12) else y + ui.dp(12)
                p.drawTextCentered(mark.symbol, x, ty, sym.withColor(colour))
                lastLabel = x
            }
        }
        // Which way is up: the seat whose side the graph shows.
        val ends = s.reviewGraphEnds(game, still.snapshot().seats.size, viewSeat)
        val tag = ui.small.withColor(Theme.textDim)
        p.drawText(ends.top, inner.left + ui.dp(2), inner.top + p.metrics(tag).ascent, tag)
        p.drawText(ends.bottom, inner.left + ui.dp(2), inner.bottom - p.metrics(tag).descent, tag)
    }

    private fun Painter.fillCircle(cx: Float, cy: Float, r: Float, color: Int) =
        fill(games.pyramids.app.paint.Shape.Circle(cx, cy, r), Fill.Solid(color))

    // ---- input ---------------------------------------------------------------

    override fun onTouch(t: Touch): Boolean {
        if (!graphDown && super.onTouch(t)) return true
        // The graph: tap or drag along it to go to a move.
        if (t.kind == Touch.Kind.DOWN) graphDown = graphBox.contains(t.x, t.y) && positions != null
        if (!graphDown) return false
        if (t.kind == Touch.Kind.UP || t.kind == Touch.Kind.CANCEL) graphDown = false
        if (t.kind != Touch.Kind.CANCEL) goTo(indexAt(t.x))
        return true
    }

    override fun isAnimating(nowMs: Long): Boolean = board.isAnimating(nowMs)

    /** Leaving stops the review at once (the engine returns within a moment; its result is dropped). */
    override fun onDispose() {
        left = true
        mistakes.cancel()
        runner.cancel()
        if (ownsSource) try { source.close() } catch (_: RuntimeException) {}
    }

    override fun accessibilityNodes(): List<A11yNode> {
        val nodes = ArrayList<A11yNode>()
        if (positions != null) nodes.addAll(board.accessibilityNodes(controller, 1000) { it })
        nodes.add(A11yNode(2000, cardBox, cardLines.joinToString(". ") { it.text }))
        val standing = decision?.standing?.getOrNull(viewSeat)
        nodes.add(A11yNode(2001, graphBox, s(ReviewKey.REVIEW_GRAPH, s.seatName(game, viewSeat)) + (standing?.let { " " + String.format(Locale.ROOT, "%+.2f", it) } ?: ""), null))
        nodes.addAll(buttons.nodes(3000))
        return nodes
    }
}

/**
 * The still game the review's board reads: one position at a time, set by
 * [GameController.show]; nothing can be played, undone or asked of the AI.
 */
private class StillSession(override val game: GameKind, private val first: Snapshot, private val opts: GameOptions) : GameSession {
    override fun snapshot(): Snapshot = first
    override fun legalActions(): List<GameAction> = emptyList()
    override fun playAction(action: GameAction): List<GameEvent> = throw PyramidsException.Internal("a review cannot be played")
    override fun undo(): Boolean = false
    override fun undoToHuman(): Int = 0
    override fun redo(): List<GameEvent> = emptyList()
    override fun redoToHuman(): List<ReplayedDecision> = emptyList()
    override fun beginAi(): AiCall = throw PyramidsException.Cancelled(CancelReason.BY_CALLER)
    override fun cancelAi(): Int = 0
    /**
     * The controller needs a turn flow; it never runs one here ([GameController.show]
     * replaces its view), so a fresh game of the same kind with no computer seat serves.
     */
    override fun turnController(): TurnController =
        TurnController(FfiGameSession(opts.copy(seats = opts.seats.map { SeatController.Human })), null)
    /** Nothing is chosen on a still board (nobody is to move there); a fresh game's model serves. */
    override fun interaction(): games.pyramids.core.BoardInteraction =
        games.pyramids.core.BoardInteraction.choosing(FfiGameSession(opts.copy(seats = opts.seats.map { SeatController.Human })))
    override fun save(): String = throw PyramidsException.Internal("a review is not saved")
    override fun history(): List<String> = emptyList()
    override fun outcome(): GameOutcome = first.outcome
    override fun options(): GameOptions = opts
    override fun setSeat(seat: Int, controller: SeatController) {}
    override fun reviewer(): GameReviewSession = throw PyramidsException.Internal("a review of a review")
    override fun close() {}
}
