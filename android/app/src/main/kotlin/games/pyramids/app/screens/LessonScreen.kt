package games.pyramids.app.screens

import games.pyramids.app.ai.AiRunner
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.learn.CoachLayout
import games.pyramids.app.learn.LessonModel
import games.pyramids.app.learn.isWrong
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.session.GameSession
import games.pyramids.app.session.LessonBoardSession
import games.pyramids.app.session.UniffiSession
import games.pyramids.app.session.isOver
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Highlight
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Icons
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.LessonWaiting
import games.pyramids.core.PyramidsException
import games.pyramids.core.TextKey

/**
 * A lesson: the game's own board (the same BoardView as a game) drawing the
 * lesson's position, hit-tested through the lesson's interaction model, and
 * the coach panel beside or below it ([CoachLayout]: never over the board)
 * with the step's words, the answer to the last try and the lesson's
 * buttons. The places the step points at are ringed in the hint's colour.
 * The closing game is played on the same board through the game's turn flow
 * (a [GameController] over the lesson's game session, the computer at the
 * step's level). Every word is the library's.
 */
class LessonScreen(app: App, lessonId: String) : BaseScreen(app) {
    val model = LessonModel(lessonId, app.learn, app.strings.catalog)
    val board: BoardView = when (model.game) {
        GameKind.PYLOS -> PylosBoard(app.strings, app.density)
        GameKind.PYRAMIDA -> games.pyramids.app.pyramida.PyramidaBoard(app.strings, app.density)
        GameKind.PYRAMIDO -> games.pyramids.app.pyramido.PyramidoBoard(app.strings, app.density, app.host::now)
    }
    private val ai = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }

    /** The lesson's own board, all of its seats the player's. */
    val lessonController = controllerOf(LessonBoardSession(UniffiSession(model.controller.session())))
    /** The closing game while it is played (and its last position once over). */
    var gameController: GameController? = null
        private set
    /** What the board draws and takes taps for now. */
    val active: GameController get() = gameController ?: lessonController

    override val title: String get() = model.screen.text.title

    var boardBox = Box(0f, 0f, 1f, 1f)
        private set
    var panelBox = Box(0f, 0f, 1f, 1f)
        private set
    private var downOnBoard = false
    /** Each seat's box in the strip under the board. */
    var seatBoxes = emptyList<Box>()
        private set

    private class Line(val text: String, val style: TextStyle, val y: Float)
    private var lines = emptyList<Line>()
    /** The answer's card (inside the scrolled text) and whether it answers a wrong try. */
    private var answerBox: Box? = null
    private var answerWrong = false
    private var textTop = 0f
    /** The rules' refusal of the last tap on the board (the lesson's answer to it until the next try or step). */
    var refusal: String? = null
        private set

    init {
        // A wrong place is answered, not ignored, on a lesson's board.
        (board as? PylosBoard)?.input?.tapsAnyPlace = true
        (board as? games.pyramids.app.pyramido.PyramidoBoard)?.input?.tapsAnyPlace = true
        lessonController.start()
        startGameIfDue()
    }

    private fun controllerOf(session: GameSession): GameController {
        val c = GameController(session, ai, UiScheduler { d, r -> app.host.post(d, r) }, app.host::now, null,
            describeError = { e -> if (e is PyramidsException) s.errorText(e) else s(TextKey.FAILURE, e.message ?: e.javaClass.simpleName) })
        c.onEvents = { events, _ -> board.onEvents(events, app.host.now()) }
        c.onSkipAnimations = { board.skipAnimations() }
        c.animationsEndAt = { board.animationsEndAt() }
        c.onChanged = {
            if (!c.humanToMove) board.resetInput()
            if (c === gameController && c.snapshot.outcome.isOver && model.screen.waiting is LessonWaiting.Game) model.gameEnded()
            relayout()
        }
        return c
    }

    /** A step that waits for the closing game: it begins on the lesson's position, the computer at the step's level. */
    private fun startGameIfDue() {
        if (model.screen.waiting !is LessonWaiting.Game || gameController != null) return
        val inner = model.controller.gameSession() ?: return
        val c = controllerOf(app.sessions.adopt(inner))
        gameController = c
        board.resetInput()
        c.start()
    }

    private fun endGame() {
        gameController?.dispose()
        gameController = null
        board.resetInput()
    }

    private fun relayout() {
        if (ui.width > 1f) layout(ui.width, ui.height)
        app.host.invalidate()
    }

    /** After the lesson moved on (a try, Next, Skip, Restart): the board shows its position again. */
    private fun changed() {
        refusal = null
        board.resetInput()
        if (model.screen.waiting !is LessonWaiting.Game && model.screen.waiting !is LessonWaiting.Finished) endGame()
        lessonController.start()
        startGameIfDue()
        relayout()
    }

    // ---- what the panel does -------------------------------------------------

    fun next() {
        if (model.isFinished) {
            val id = model.nextLessonId
            if (id != null) app.replace(LessonScreen(app, id)) else app.pop()
            return
        }
        model.next(); changed()
    }

    fun skip() { board.skipAnimations(); endGame(); model.skip(); changed() }
    fun restart() { board.skipAnimations(); endGame(); model.restart(); changed() }
    fun leave() { app.pop() }

    /** A decision completed elsewhere than by touch (a screen reader's action, a test): as a completed selection on the board. */
    fun choose(action: games.pyramids.core.GameAction) = handle(InputResult.Play(action))

    private fun handle(r: InputResult) {
        when (r) {
            is InputResult.Play -> {
                val game = gameController
                if (game != null) { game.play(r.action); return }
                board.skipAnimations()
                val update = model.tryAction(r.action)
                if (update != null && update.events.isNotEmpty()) board.onEvents(update.events, app.host.now())
                changed()
            }
            InputResult.Changed -> relayout()
            InputResult.None -> {}
        }
    }

    // ---- layout ------------------------------------------------------------

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(model.screen.text.title)
        val areas = CoachLayout.of(ui, width, height, below.top, edgeLeft, edgeRight) { w -> layoutPanel(w, dryRun = true) }
        panelBox = areas.panel
        // The seats' strip (a Pylos reserve, Pyramido's score and tiles) at the foot of the board's area.
        val info = board.compactSeatInfoHeightDp ?: board.seatInfoHeightDp
        val stripH = ui.dp(info + 16)
        val a = areas.board
        val inset = if (ui.isLandscape) 0f else ui.dp(12)
        val seats = active.snapshot.seats.size
        // A large font in portrait: one seat to a row, so each seat's words keep the window's width.
        val rows = !ui.isLandscape && app.fontScale > 1.4f
        val stripAll = if (rows) seats * stripH + (seats - 1) * ui.dp(6) else stripH
        val strip = Box(a.left + inset, a.bottom - stripAll, a.right - inset, a.bottom)
        seatBoxes = if (rows) strip.rows(seats, ui.dp(6)) else strip.columns(seats, ui.dp(8))
        boardBox = Box(a.left, a.top, a.right, a.bottom - stripAll - ui.dp(6))
        board.layout(boardBox, ui)
        layoutPanel(panelBox.width, dryRun = false)
    }

    /** The panel's words and buttons for a panel [w] wide; returns the height it needs. Laid out for real unless [dryRun]. */
    private fun layoutPanel(w: Float, dryRun: Boolean): Float {
        val screen = model.screen
        val text = screen.text
        val pad = ui.dp(16)
        val inner = w - 2 * pad
        val out = ArrayList<Line>()
        var y = 0f
        fun add(t: String, style: TextStyle, gapAfter: Float) {
            for (l in wrapText(measure, t, style, inner)) { out.add(Line(l, style, y)); y += style.size * 1.3f }
            y += gapAfter
        }
        text.complete?.let { add(it, ui.headline.withColor(Theme.accent), ui.dp(4)) }
        add(text.step, ui.small.withColor(Theme.textDim), ui.dp(6))
        add(text.say, ui.body, ui.dp(10))
        // The closing game: whose turn it is, as a game's status line says it.
        gameController?.takeIf { !it.snapshot.outcome.isOver }?.let { g ->
            val status = if (g.thinking) s(TextKey.THINKING, s.seatName(model.game, g.snapshot.toMove)) else if (g.humanToMove) board.prompt(g) else ""
            if (status.isNotEmpty()) add(status, ui.body.withColor(Theme.accent), ui.dp(10))
        }
        var answer: Box? = null
        val answerText = refusal ?: text.answer
        if (answerText != null) {
            // The answer's card: an icon (a cross for a wrong try, a check for praise) beside its words.
            val icon = ui.dp(28)
            val words = wrapText(measure, answerText, ui.body, inner - icon - ui.dp(28))
            val top = y
            words.forEach { l -> out.add(Line(l, ui.body, y + ui.dp(10))); y += ui.body.size * 1.3f }
            y += ui.dp(20)
            answer = Box(0f, top, inner, y)
            y += ui.dp(8)
        }
        // The buttons: the board's own for this decision (Done, Rotate …), then the lesson's.
        data class B(val id: String, val label: String, val icon: Icon, val kind: ButtonKind, val run: () -> Unit)
        val lessonDone = screen.waiting is LessonWaiting.Finished
        val step = if (lessonDone) emptyList() else board.actions(active).map { a -> B(a.id, a.label, a.icon, if (a.primary) ButtonKind.PRIMARY else ButtonKind.SECONDARY) { handle(a.run()) } }
        val showNext = screen.waiting is LessonWaiting.Next || lessonDone
        val own = listOfNotNull(
            if (showNext) B("next", text.next, Icon.NEXT, ButtonKind.PRIMARY) { next() } else null,
            if (lessonDone) null else B("skip", text.skip, Icon.NONE, ButtonKind.SECONDARY) { skip() },
            if (lessonDone) null else B("restart", text.restart, Icon.REMATCH, ButtonKind.SECONDARY) { restart() },
            B("leave", text.leave, Icon.BACK, ButtonKind.SECONDARY) { leave() },
        )
        val btnH = maxOf(ui.dp(Theme.minTouch), ui.label.size * 1.3f + ui.dp(20))
        val gap = ui.dp(8)
        // What Button.draw needs: the label, an icon and its gap, 14 dp each side, and a little air.
        fun need(b: B) = measure.measureText(b.label, ui.label) + (if (b.icon != Icon.NONE) ui.dp(22 + 8) else 0f) + ui.dp(36)
        // Rows of buttons, as many to a row as their labels allow (a long language wraps onto more rows);
        // a label too long for the panel even alone gives up its icon rather than shrink.
        fun fitted(list: List<B>) = list.map { b -> if (b.icon != Icon.NONE && need(b) > inner) b.copy(icon = Icon.NONE) else b }
        val rows = ArrayList<List<B>>()
        for (group in listOf(fitted(step), fitted(own))) {
            var row = ArrayList<B>()
            for (b in group) {
                val widest = (row + b).maxOf { need(it) }
                if (row.isNotEmpty() && widest * (row.size + 1) + gap * row.size > inner) { rows.add(row); row = ArrayList() }
                row.add(b)
            }
            if (row.isNotEmpty()) rows.add(row)
        }
        val buttonsH = rows.size * btnH + (rows.size - 1).coerceAtLeast(0) * gap
        // The words, the gap above the buttons, the buttons.
        val need = pad + y + ui.dp(8) + buttonsH + pad
        if (dryRun) return need

        lines = out
        answerWrong = refusal != null || screen.answer?.isWrong == true
        val panel = panelBox
        textTop = panel.top + pad
        val buttonsTop = panel.bottom - pad - buttonsH
        answerBox = answer?.offset(panel.left + pad, textTop)
        rows.forEachIndexed { i, row ->
            val top = buttonsTop + i * (btnH + gap)
            val cells = Box(panel.left + pad, top, panel.right - pad, top + btnH).columns(row.size, gap)
            row.forEachIndexed { j, b -> buttons.add(Button(b.id, cells[j], b.label, b.icon, b.kind) { b.run() }) }
        }
        scroller.viewport = Box(panel.left, textTop, panel.right, buttonsTop - ui.dp(8))
        scroller.contentHeight = y
        return need
    }

    // ---- drawing -----------------------------------------------------------

    /** Where the step's points are drawn (screen coordinates); empty during the closing game. */
    fun pointBoxes(): List<Pair<BoardPlace, Box?>> =
        if (gameController != null) emptyList() else model.screen.points.map { it to board.placeBox(it, active) }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        board.draw(p, nowMs, active)
        // After the board: it brings the reserves' counts up to date as it draws.
        drawSeats(p, nowMs)
        drawPoints(p, nowMs)
        board.drawOverlay(p, nowMs, active)
        drawPanel(p)
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    /** Each seat's badge and what the board shows of it (a reserve …); the seat to move framed in the accent. */
    private fun drawSeats(p: Painter, now: Long) {
        val snap = active.snapshot
        val anchors = seatBoxes.mapIndexed { seat, b ->
            drawCard(p, b, ui, Theme.surface)
            if (seat == snap.toMove && !snap.outcome.isOver) p.strokeRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(Theme.corner), ui.dp(2), Theme.accent)
            // A Pylos reserve is balls of the seat's colour already: a badge beside it would read as one more ball.
            val r = if (board is PylosBoard) 0f else ui.dp(9)
            if (r > 0f) board.drawSeatBadge(p, seat, b.left + ui.dp(10) + r, b.cy, r)
            val infoBox = Box(b.left + ui.dp(10) + 2 * r + (if (r > 0f) ui.dp(8) else 0f), b.top + ui.dp(6), b.right - ui.dp(8), b.bottom - ui.dp(6))
            board.drawSeatInfo(p, seat, infoBox, now, active) ?: infoBox.center
        }
        board.reserveAnchors = anchors
    }

    /** A ring in the hint's colour (the shared palette's "look here") around each place the step points at. */
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

    private fun drawPanel(p: Painter) {
        val panel = panelBox
        drawCard(p, panel, ui, Theme.surface)
        val left = panel.left + ui.dp(16)
        drawScrolled(p) {
            answerBox?.let { a ->
                val colour = if (answerWrong) Theme.danger else Theme.good
                p.withSave {
                    drawCard(p, a, ui, Colors.withAlpha(colour, 40))
                    p.strokeRoundRect(a.left, a.top, a.right, a.bottom, ui.dp(Theme.corner), ui.dp(1.5f), colour)
                    // Not colour alone: a cross answers a wrong try, a check praise.
                    Icons.draw(p, if (answerWrong) Icon.CLOSE else Icon.CHECK, a.left + ui.dp(24), a.top + ui.dp(10) + ui.body.size * 0.65f, ui.dp(20), colour, ui)
                }
            }
            for (l in lines) {
                val inAnswer = answerBox?.let { l.y + textTop >= it.top && l.y + textTop < it.bottom } == true
                val x = if (inAnswer) left + ui.dp(44) else left
                p.drawText(l.text, x, textTop + l.y + p.metrics(l.style).ascent, l.style)
            }
        }
    }

    // ---- input ---------------------------------------------------------------

    override fun onTouch(t: Touch): Boolean {
        if (!downOnBoard && super.onTouch(t)) return true
        if (t.kind == Touch.Kind.DOWN) downOnBoard = boardBox.contains(t.x, t.y)
        if (!downOnBoard) return false
        if (t.kind == Touch.Kind.UP || t.kind == Touch.Kind.CANCEL) downOnBoard = false
        val c = active
        if (c.snapshot.outcome.isOver) return true
        val result = board.onTouch(t, c)
        if (result != InputResult.None) c.clearNotice()
        board.takeProblem()?.let { problem ->
            if (gameController == null) {
                refusal = s.problemText(games.pyramids.core.ActionProblem.Rule(problem))
                board.resetInput()
            }
        }
        handle(result)
        if (result == InputResult.None && t.kind == Touch.Kind.MOVE) return true
        app.host.invalidate()
        return true
    }

    override fun isAnimating(nowMs: Long): Boolean = board.isAnimating(nowMs) || active.thinking

    override fun onPause() { gameController?.pause() }
    override fun onResume() { gameController?.resume() }

    override fun onDispose() {
        gameController?.dispose()
        lessonController.dispose()
        model.close()
    }

    override fun accessibilityNodes(): List<A11yNode> {
        val nodes = ArrayList<A11yNode>()
        nodes.addAll(board.accessibilityNodes(active, 1000) { it })
        val text = model.screen.text
        // The points as one node over them: "Look at a1 (level 2), d4."
        val boxes = pointBoxes().mapNotNull { it.second }
        val look = text.lookAt
        if (look != null && boxes.isNotEmpty()) {
            val all = boxes.reduce { a, b -> Box(minOf(a.left, b.left), minOf(a.top, b.top), maxOf(a.right, b.right), maxOf(a.bottom, b.bottom)) }
            nodes.add(A11yNode(900, all, look))
        }
        seatBoxes.forEachIndexed { seat, b ->
            val reserve = (active.snapshot.board as? games.pyramids.core.BoardSnapshot.Pylos)?.board?.reserves?.getOrNull(seat)
            val words = listOfNotNull(s.seatName(model.game, seat), reserve?.let { s.plural(TextKey.RESERVE, it) }).joinToString(". ")
            nodes.add(A11yNode(950 + seat, b, words))
        }
        val v = scroller.viewport
        val words = listOfNotNull(text.complete, text.step, text.say).joinToString(". ")
        nodes.add(A11yNode(901, v, words))
        answerBox?.let { a -> (refusal ?: text.answer)?.let { nodes.add(A11yNode(902, a.offset(0f, -scroller.offset), it)) } }
        nodes.addAll(buttons.nodes(3000))
        return nodes
    }
}
