package games.pyramids.app.screens

import games.pyramids.app.session.isHuman
import games.pyramids.app.session.isOver
import games.pyramids.app.session.player
import games.pyramids.app.a11y.Describe
import games.pyramids.app.ai.AiRunner
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.TurningAngle
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRect
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.save.Autosaver
import games.pyramids.core.GameKind
import games.pyramids.app.session.GameSession
import games.pyramids.core.SeatController
import games.pyramids.app.table.Frame
import games.pyramids.app.table.Rotation
import games.pyramids.app.table.Side
import games.pyramids.app.table.TableLayout
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.ellipsize
import games.pyramids.app.ui.fitText

/**
 * A game in progress: the board, one panel per seat (name, who plays it,
 * reserve, whose turn, the AI thinking), undo/redo/hint, the decision's extra
 * buttons, a status line and the game-over panel with a rematch.
 *
 * In table mode every seat's panel faces its side of the table and carries
 * its own buttons, and the board turns to face the player to move.
 */
class GameScreen(
    app: App,
    val session: GameSession,
    val saveId: String,
    val tableMode: Boolean,
) : BaseScreen(app) {
    val board: BoardView = when (session.game) {
        GameKind.PYLOS -> PylosBoard(app.strings, app.density, tableMode)
        GameKind.PYRAMIDA -> games.pyramids.app.pyramida.PyramidaBoard(app.strings, app.density)
        GameKind.PYRAMIDO -> games.pyramids.app.pyramido.PyramidoBoard(app.strings, app.density)
    }
    private val ai = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }
    val controller = GameController(
        session, ai, UiScheduler { d, r -> app.host.post(d, r) }, app.host::now,
        Autosaver(app.saves, saveId, tableMode, app.ioExecutor, app.host::now) { e ->
            app.host.post(0, Runnable { saveError = app.strings.saveFailed(e.message ?: e.javaClass.simpleName); app.host.invalidate() })
        },
        describeError = { e -> describe(e) },
    )

    override val title: String get() = s.gameName(session.game)

    private var saveError: String? = null
    private val angle = TurningAngle(0f)
    private var boardBox = Box(0f, 0f, 1f, 1f)
    /** The status line (prompt, notices, the hint) outside table mode; flights never cross it. */
    var statusBox: Box? = null
        private set
    private var actionBar: Box? = null

    /** A seat's panel: where it is, which way it faces, its own buttons (table mode). */
    inner class Panel(val seat: Int, val frame: Frame, val side: Side?) {
        val buttons = ButtonSet { ui.dp(if (tableMode) Theme.tableMinTouch else Theme.minTouch) }
        var infoBox = Box(0f, 0f, 0f, 0f)
        /** Where the name row ends (buttons may follow), and the prompt row. */
        var nameRight = 0f
        /** The centre line of the name row. */
        var nameY = 0f
        /** Where the name row starts (after the panel's home and rules buttons in table mode); 0 is the panel's own margin. */
        var nameLeft = 0f
        var promptY = 0f
        var promptRight = 0f
        var anchorLocal: Pt? = null
    }
    private var panels = emptyList<Panel>()
    private var gameOverButtons = ButtonSet { ui.dp(Theme.minTouch) }
    private var gameOverCard = Box(0f, 0f, 0f, 0f)
    private var downOnBoard = false

    init {
        controller.onEvents = { events, _ -> board.onEvents(events, app.host.now()) }
        controller.onSkipAnimations = { board.skipAnimations() }
        controller.animationsEndAt = { board.animationsEndAt() }
        controller.onChanged = {
            if (!controller.humanToMove) board.resetInput()
            turnBoard(animated = true)
            if (ui.width > 1f) layout(ui.width, ui.height)
            app.host.invalidate()
        }
        controller.start()
    }

    private val seatCount get() = controller.snapshot.seats.size

    /** The seat shown at the bottom when not in table mode: the only human, else seat 0. */
    private fun bottomSeat(): Int {
        val humans = controller.snapshot.seats.indices.filter { controller.snapshot.seats[it].isHuman }
        return if (humans.size == 1) humans[0] else 0
    }

    private fun turnBoard(animated: Boolean) {
        val target = if (!board.turnsInTableMode) 0f else TableLayout.boardAngle(seatCount, controller.snapshot.toMove, tableMode, sides())
        if (animated) angle.turnTo(target, app.host.now()) else angle.snap(target)
    }

    override fun onLayout(width: Float, height: Float) {
        if (panels.isEmpty()) turnBoard(animated = false)
        val seats = seatCount
        val list = ArrayList<Panel>()
        if (tableMode) {
            val sides = sides()
            // Each panel carries its seat's buttons, home and rules included, so
            // every player reaches them; the board takes all the rest.
            val thick = ui.dp(if (ui.isTablet) 132 else 156)
            for (seat in 0 until seats) list.add(Panel(seat, TableLayout.panel(sides[seat], width, height, thick, ui.dp(8), sides), sides[seat]))
            val area = TableLayout.boardArea(sides, width, height, thick)
            statusBox = null
            actionBar = null
            // A board that turns a quarter (players on the left or right) needs a
            // square box to stay clear of the panels; otherwise it takes the area.
            val quarter = board.turnsInTableMode && sides.any { it == Side.LEFT || it == Side.RIGHT }
            boardBox = if (quarter) { val side = minOf(area.width, area.height) - ui.dp(16); Box.centered(area.cx, area.cy, side, side) }
                else area.inset(ui.dp(8))
            for (p in list) layoutTablePanel(p)
        } else {
            val below = topBar(title, right = Button("rules", Box(0f, 0f, 0f, 0f), "", Icon.RULES, ButtonKind.GHOST, description = s.rules) {
                app.push(RulesScreen(app, session.game))
            })
            // The board's own view buttons, left of the rules.
            board.toolbarActions(controller).forEachIndexed { i, a ->
                val x = ui.width - ui.dp(32) - ui.dp(52) * (i + 1)
                buttons.add(Button(a.id, Box.centered(x, below.top / 2, ui.dp(44), ui.dp(44)), "", a.icon, ButtonKind.GHOST, description = a.label) { handle(a.run()) })
            }
            val pad = ui.dp(12)
            val barH = ui.dp(if (ui.isTablet) 64 else 58)
            val statusH = ui.dp(if (ui.isTablet) 52 else 50)
            val bottom = bottomSeat()
            val others = (0 until seats).filter { it != bottom }
            if (ui.isLandscape) {
                val colW = minOf(ui.dp(if (board.wideBoard) 300 else 320), width * (if (board.wideBoard) 0.235f else 0.26f))
                val panelH = minOf(ui.dp(250), (height - below.top - pad * 2 - pad * (seats - 2).coerceAtLeast(0)) / (seats - 1).coerceAtLeast(1))
                val bar = Box(colW + pad * 2, height - pad - barH, width - colW - pad * 2, height - pad)
                actionBar = bar
                statusBox = Box(bar.left, bar.top - statusH - ui.dp(6), bar.right, bar.top - ui.dp(6))
                boardBox = Box(colW + pad * 2, below.top, width - colW - pad * 2, statusBox!!.top - ui.dp(4))
                val mid = (below.top + height) / 2f
                val stackH = others.size * panelH + (others.size - 1) * pad
                others.forEachIndexed { i, seat ->
                    val top = mid - stackH / 2f + i * (panelH + pad)
                    list.add(Panel(seat, Frame.upright(Box(pad, top, pad + colW, top + panelH)), null))
                }
                list.add(Panel(bottom, Frame.upright(Box(width - pad - colW, mid - panelH / 2f, width - pad, mid + panelH / 2f)), null))
            } else {
                val bar = Box(pad, height - pad - barH, width - pad, height - pad)
                actionBar = bar
                // The status line sits between the own panel and the buttons, so
                // nothing flying between a panel and the board crosses it.
                statusBox = Box(pad, bar.top - ui.dp(4) - statusH, width - pad, bar.top - ui.dp(4))
                var panelH = ui.dp(maxOf(96f, 62f + board.seatInfoHeightDp + 10f))
                // A board that cannot use all the height at full width (Pylos) leaves
                // the rest to the panels, whose reserves grow, up to 60 dp each.
                val rows = if (others.size >= 2) 2 else 1 + others.size
                val free = statusBox!!.top - ui.dp(4) - below.top - rows * (panelH + ui.dp(6)) + ui.dp(6) - ui.dp(4)
                board.preferredHeight(width, ui)?.let { want ->
                    if (want < free) panelH += minOf((free - want) / rows, ui.dp(60))
                }
                var y = below.top
                if (others.size >= 2) {
                    // Three or four players: the others side by side in one row.
                    val cols = Box(pad, y, width - pad, y + panelH).columns(others.size, ui.dp(6))
                    others.forEachIndexed { i, seat -> list.add(Panel(seat, Frame.upright(cols[i]), null)) }
                    y += panelH + ui.dp(6)
                } else for (seat in others) {
                    list.add(Panel(seat, Frame.upright(Box(pad, y, width - pad, y + panelH)), null))
                    y += panelH + ui.dp(6)
                }
                val own = Box(pad, statusBox!!.top - ui.dp(4) - panelH, width - pad, statusBox!!.top - ui.dp(4))
                list.add(Panel(bottom, Frame.upright(own), null))
                boardBox = Box(0f, y, width, own.top - ui.dp(4))
            }
            for (p in list) layoutUprightPanel(p)
            actionBar?.let { layoutActionBar(it) }
        }
        panels = list.sortedBy { it.seat }
        board.layout(boardBox, ui)
        layoutGameOver()
    }

    /** Name row, then who plays and the turn, then the game's seat info (reserve …). */
    private fun layoutUprightPanel(p: Panel) {
        val w = p.frame.width; val h = p.frame.height
        p.nameY = ui.dp(26)
        p.nameRight = w - ui.dp(14)
        p.promptY = ui.dp(56)
        p.promptRight = w - ui.dp(14)
        p.infoBox = Box(ui.dp(14), ui.dp(if (ui.isLandscape) 76 else 62), w - ui.dp(14), h - ui.dp(10))
    }

    /**
     * Table mode: the seat's buttons (home and rules at the left end, undo,
     * redo, hint and the decision's buttons at the right), its name, the
     * prompt and the reserve. A long panel has the name beside the buttons;
     * a short one (a phone) a row of buttons above the name.
     */
    private fun layoutTablePanel(p: Panel) {
        val w = p.frame.width; val h = p.frame.height
        val iconW = ui.dp(if (ui.isTablet) 64 else 52)
        val btnH = ui.dp(46)
        val gap = ui.dp(8)
        val actions = board.actions(controller)
        val seat = p.seat
        val extra = if (controller.snapshot.toMove == seat) actions.size else 0
        val n = 3 + extra
        // As wide as a labelled button on a tablet, narrower where many share a short panel.
        val room = w - ui.dp(24) - 2 * iconW - 2 * gap - gap * (n - 1)
        val btnW = minOf(ui.dp(if (ui.isTablet) 100 else 54), room / n)
        val labelled = btnW >= ui.dp(90)
        val row = Box(w - ui.dp(12) - btnW * n - gap * (n - 1), gap, w - ui.dp(12), gap + btnH)
        val cols = row.columns(n, gap)
        val home = Box(ui.dp(12), gap, ui.dp(12) + iconW, gap + btnH)
        val rules = home.offset(iconW + gap, 0f)
        p.buttons.add(Button("home", home, "", Icon.HOME, ButtonKind.SECONDARY, description = s.home) { app.popToRoot() })
        p.buttons.add(Button("rules", rules, "", Icon.RULES, ButtonKind.SECONDARY, description = s.rules) { app.push(RulesScreen(app, session.game)) })
        p.buttons.add(Button("undo", cols[0], if (labelled) s.undo else "", Icon.UNDO, ButtonKind.SECONDARY, description = s.undo) { undo() })
        p.buttons.add(Button("redo", cols[1], if (labelled) s.redo else "", Icon.REDO, ButtonKind.SECONDARY, description = s.redo) { redo() })
        p.buttons.add(Button("hint", cols[2], if (labelled) s.hint else "", Icon.HINT, ButtonKind.SECONDARY, description = s.hint) { controller.requestHint() })
        for (i in 0 until extra) {
            val a = actions[i]
            val label = if (labelled || a.icon == Icon.NONE) a.label else ""
            p.buttons.add(Button(a.id, cols[3 + i], label, a.icon, ButtonKind.PRIMARY, description = a.label) { handle(a.run()) })
        }
        for (b in p.buttons.buttons) b.enabled = enabledFor(b.id, seat)
        // The name beside the buttons if at least 150 dp are left for it.
        val nameLeft = rules.right + gap
        if (row.left - ui.dp(12) - nameLeft >= ui.dp(150)) {
            p.nameY = gap + btnH / 2f
            p.nameLeft = nameLeft
            p.nameRight = row.left - ui.dp(12)
            p.promptY = ui.dp(82)
        } else {
            p.nameY = gap + btnH + ui.dp(22)
            p.nameLeft = 0f
            p.nameRight = w - ui.dp(16)
            p.promptY = p.nameY + ui.dp(32)
        }
        p.promptRight = w - ui.dp(16)
        p.infoBox = Box(ui.dp(16), p.promptY + ui.dp(12), w - ui.dp(16), h - ui.dp(8))
    }

    /** Where the seats sit in table mode. */
    private fun sides() = TableLayout.sides(seatCount, board.seatsAtTableEnds && ui.isLandscape)

    private fun enabledFor(id: String, seat: Int): Boolean {
        val toMove = controller.snapshot.toMove == seat
        return when (id) {
            "undo" -> controller.canUndo
            "redo" -> controller.canRedo
            "hint" -> controller.canHint && toMove
            "home", "rules" -> true
            else -> toMove && controller.humanToMove
        }
    }

    private fun layoutActionBar(bar: Box) {
        val actions = board.actions(controller)
        val n = 3 + actions.size
        val cols = bar.columns(n, ui.dp(10))
        buttons.add(Button("undo", cols[0], s.undo, Icon.UNDO, ButtonKind.SECONDARY) { undo() }).enabled = controller.canUndo
        buttons.add(Button("redo", cols[1], s.redo, Icon.REDO, ButtonKind.SECONDARY) { redo() }).enabled = controller.canRedo
        buttons.add(Button("hint", cols[2], s.hint, Icon.HINT, ButtonKind.SECONDARY) { controller.requestHint() }).enabled = controller.canHint
        actions.forEachIndexed { i, a ->
            buttons.add(Button(a.id, cols[3 + i], a.label, a.icon, ButtonKind.PRIMARY) { handle(a.run()) })
        }
    }

    private fun layoutGameOver() {
        gameOverButtons = ButtonSet { ui.dp(Theme.minTouch) }
        val w = minOf(boardBox.width - ui.dp(24), ui.dp(420)).coerceAtLeast(ui.dp(260))
        val h = ui.dp(200)
        gameOverCard = Box.centered(boardBox.cx, boardBox.cy, w, h)
        val row = Box(gameOverCard.left + ui.dp(20), gameOverCard.bottom - ui.dp(20) - ui.dp(50), gameOverCard.right - ui.dp(20), gameOverCard.bottom - ui.dp(20))
        val (a, b) = row.columns(2, ui.dp(12))
        gameOverButtons.add(Button("rematch", a, s.rematch, Icon.REMATCH, ButtonKind.PRIMARY) { rematch() })
        gameOverButtons.add(Button("home", b, s.home, Icon.HOME, ButtonKind.SECONDARY) { app.popToRoot() })
    }

    fun undo() { board.resetInput(); controller.undo() }
    fun redo() { board.resetInput(); controller.redo() }

    fun rematch() {
        val options = controller.rematchOptions(app.random.nextLong() and Long.MAX_VALUE)
        Launcher.startNew(app, options, tableMode)
    }

    private fun handle(r: InputResult) {
        when (r) {
            is InputResult.Play -> controller.play(r.action)
            InputResult.Changed -> { layout(ui.width, ui.height); app.host.invalidate() }
            InputResult.None -> {}
        }
    }

    private fun describe(e: Throwable): String = when (e) {
        is games.pyramids.core.PyramidsException.IllegalAction -> s.illegal(s.problemText(e.problem))
        else -> s.failure(e.message ?: e.javaClass.simpleName)
    }

    private fun seatLabel(seat: Int): String = Describe.seat(s, session.game, seat, controller.snapshot.seats[seat])

    // ---- drawing ---------------------------------------------------------

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        val a = angle.value(nowMs)
        val center = boardBox.center
        // Panels' reserve anchors, in board coordinates, for flights.
        board.reserveAnchors = panels.map { panel ->
            val local = panel.anchorLocal ?: Pt(panel.infoBox.left, panel.infoBox.cy)
            Rotation.unrotate(panel.frame.toScreen(local), center, a)
        }
        p.withSave {
            p.rotate(a, center.x, center.y)
            board.draw(p, nowMs, controller)
        }
        for (panel in panels) drawPanel(p, panel, nowMs)
        if (!tableMode) {
            drawTopBar(p)
            statusBox?.let { drawStatus(p, it, nowMs) }
        }
        // What flies between the board and the panels goes above them.
        p.withSave {
            p.rotate(a, center.x, center.y)
            board.drawOverlay(p, nowMs, controller)
        }
        buttons.draw(p, ui)
        if (controller.snapshot.outcome.isOver && board.isAnimating(nowMs).not()) {
            p.withSave {
                p.rotate(if (tableMode) a else 0f, center.x, center.y)
                drawGameOver(p)
            }
        }
    }

    private fun drawPanel(p: Painter, panel: Panel, now: Long) {
        val f = panel.frame
        val snap = controller.snapshot
        val toMove = snap.toMove == panel.seat && !snap.outcome.isOver
        p.withSave {
            p.translate(f.origin.x, f.origin.y)
            p.rotate(f.degrees)
            val box = Box(0f, 0f, f.width, f.height)
            drawCard(p, box, ui, if (toMove) Theme.surfaceHigh else Theme.surface)
            if (toMove) p.strokeRoundRect(box.left, box.top, box.right, box.bottom, ui.dp(Theme.corner), ui.dp(2.5f), Colors.withAlpha(Theme.accent, 230))
            val r = ui.dp(13)
            val rowY = panel.nameY
            val left = if (panel.nameLeft > 0f) panel.nameLeft else ui.dp(14)
            board.drawSeatBadge(p, panel.seat, left + r, rowY, r)
            val x = left + 2 * r + ui.dp(10)
            val right = panel.nameRight
            val controllerText = when (val c = snap.seats[panel.seat]) {
                SeatController.Human -> s.human
                is SeatController.Ai -> "${s.computer} · ${s.levelName(c.level)}"
            }
            // Row 1: the seat's name, and who plays it (on row 2 in a narrow panel).
            val name = s.seatName(session.game, panel.seat)
            val compact = f.width < ui.dp(240)
            p.drawText(ellipsize(p, name, ui.title, right - x), x, rowY + ui.title.size * 0.36f, ui.title)
            val nameW = p.measureText(name, ui.title)
            if (!compact) p.drawText(ellipsize(p, controllerText, ui.small, right - x - nameW - ui.dp(12)), x + nameW + ui.dp(10), rowY + ui.title.size * 0.36f, ui.small)
            // Row 2: the turn (table mode: what to do), or the AI thinking.
            val y2 = panel.promptY
            val pr = panel.promptRight
            val x2 = if (panel.nameLeft > 0f) ui.dp(16) else x
            if (toMove && controller.thinking) {
                // The one place that says the AI is thinking: the dots, then the words, on the AI's own panel.
                drawThinking(p, x2, y2 - ui.body.size * 0.32f, now)
                val words = s.thinking(name)
                val style = fitText(p, words, ui.bodyDim, pr - x2 - ui.dp(34))
                p.drawText(ellipsize(p, words, style, pr - x2 - ui.dp(34)), x2 + ui.dp(34), y2, style)
            } else if (toMove && controller.humanToMove) {
                val text = if (tableMode) controller.notice?.text ?: controller.hint?.let { s.hintIs(it.action.notation) } ?: board.prompt(controller)
                else if (!controller.hasAiSeat) s.toMove(name) else s.yourTurn
                val style = fitText(p, text, ui.body.withColor(Theme.accent), pr - x2)
                p.drawText(ellipsize(p, text, style, pr - x2), x2, y2, style)
            } else if (toMove) {
                p.drawText(ellipsize(p, s.toMove(name), ui.body, pr - x2), x2, y2, ui.body.withColor(Theme.accent))
            } else if (compact) {
                p.drawText(ellipsize(p, controllerText, ui.small, pr - ui.dp(14)), ui.dp(14), y2, ui.small)
            }
            panel.anchorLocal = board.drawSeatInfo(p, panel.seat, panel.infoBox, now, controller)
            panel.buttons.draw(p, ui)
        }
    }

    private fun drawThinking(p: Painter, x: Float, cy: Float, now: Long) {
        for (i in 0 until 3) {
            val t = Lerp.sinWave(900, now + i * 150L)
            p.fillCircle(x + ui.dp(6) + i * ui.dp(10), cy, ui.dp(3f + 1.6f * t), Colors.withAlpha(Theme.accent, 120 + (135 * t).toInt()))
        }
    }

    private fun drawStatus(p: Painter, b: Box, now: Long) {
        val c = controller
        val (text, color) = when {
            saveError != null -> saveError!! to Theme.danger
            c.notice != null -> c.notice!!.text to (if (c.notice!!.isError) Theme.danger else Theme.text)
            c.snapshot.outcome.isOver -> (Describe.outcome(s, c.snapshot) ?: s.gameOver) to Theme.accent
            // The AI's panel says it is thinking (once on screen).
            c.hint != null -> s.hintIs(c.hint!!.action.notation) to games.pyramids.app.ui.Highlight.hint
            c.hintPending -> s.hint + "…" to Theme.textDim
            c.humanToMove -> board.prompt(c) to Theme.text
            else -> "" to Theme.text
        }
        if (text.isEmpty()) return
        p.fillRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(12), Colors.withAlpha(0x000000, 60))
        val style = fitText(p, text, ui.body.withColor(color).withAlign(Align.CENTER), b.width - ui.dp(24))
        p.drawTextCentered(ellipsize(p, text, style, b.width - ui.dp(24)), b.cx, b.cy, style)
    }

    private fun drawGameOver(p: Painter) {
        p.fillRect(-ui.width, -ui.height, ui.width * 2, ui.height * 2, Colors.withAlpha(Theme.scrim, 110))
        val c = gameOverCard
        drawCard(p, c, ui, Theme.surfaceHigh)
        p.strokeRoundRect(c.left, c.top, c.right, c.bottom, ui.dp(Theme.corner), ui.dp(2), Colors.withAlpha(Theme.accent, 200))
        val outcome = controller.snapshot.outcome
        val winners = when (outcome) {
            is games.pyramids.core.GameOutcome.Win -> listOf(outcome.winner)
            is games.pyramids.core.GameOutcome.SharedWin -> outcome.winners
            else -> emptyList()
        }
        // The winners' badges above the result.
        val r = ui.dp(14)
        winners.forEachIndexed { i, seat ->
            board.drawSeatBadge(p, seat, c.cx + (i - (winners.size - 1) / 2f) * r * 2.4f, c.top + ui.dp(30), r)
        }
        if (winners.isEmpty()) p.drawTextCentered(s.gameOver, c.cx, c.top + ui.dp(30), ui.label.withColor(Theme.textDim).withAlign(Align.CENTER))
        val result = Describe.outcome(s, controller.snapshot) ?: ""
        val style = fitText(p, result, ui.headline.withAlign(Align.CENTER), c.width - ui.dp(32))
        p.drawTextCentered(result, c.cx, c.top + ui.dp(70), style)
        board.outcomeDetail(controller)?.let { d ->
            val ds = fitText(p, d, ui.bodyDim.withAlign(Align.CENTER), c.width - ui.dp(32))
            p.drawTextCentered(d, c.cx, c.top + ui.dp(100), ds)
        }
        gameOverButtons.draw(p, ui)
    }

    // ---- input -----------------------------------------------------------

    override fun onTouch(t: Touch): Boolean {
        val now = app.host.now()
        if (controller.snapshot.outcome.isOver && !board.isAnimating(now)) {
            val center = boardBox.center
            val a = if (tableMode) angle.value(now) else 0f
            val local = Rotation.unrotate(Pt(t.x, t.y), center, a)
            if (gameOverButtons.onTouch(t.copy(x = local.x, y = local.y))) { app.host.invalidate(); return true }
        }
        for (panel in panels) {
            val local = panel.frame.toLocal(Pt(t.x, t.y))
            if (panel.buttons.pressed != null || (t.kind == Touch.Kind.DOWN && panel.frame.containsScreen(Pt(t.x, t.y)))) {
                if (panel.buttons.onTouch(t.copy(x = local.x, y = local.y))) { app.host.invalidate(); return true }
            }
        }
        if (!downOnBoard && super.onTouch(t)) return true
        // The board: undo the table rotation, then let the board map the touch.
        if (t.kind == Touch.Kind.DOWN) downOnBoard = boardBox.contains(t.x, t.y)
        if (!downOnBoard) return false
        if (t.kind == Touch.Kind.UP || t.kind == Touch.Kind.CANCEL) downOnBoard = false
        val local = Rotation.unrotate(Pt(t.x, t.y), boardBox.center, angle.value(now))
        val result = board.onTouch(t.copy(x = local.x, y = local.y), controller)
        if (result != InputResult.None) controller.clearNotice()
        handle(result)
        if (result == InputResult.None && t.kind == Touch.Kind.MOVE) return true
        app.host.invalidate()
        return true
    }

    override fun isAnimating(nowMs: Long): Boolean =
        board.isAnimating(nowMs) || angle.isAnimating(nowMs) || controller.thinking || controller.hintPending

    override fun onPause() = controller.pause()
    override fun onDispose() = controller.dispose()

    /** Resumes after the app came back (AI continues). */
    override fun onResume() = controller.resume()

    override fun accessibilityNodes(): List<A11yNode> {
        val now = app.host.now()
        val a = angle.value(now)
        val nodes = ArrayList<A11yNode>()
        nodes.addAll(board.accessibilityNodes(controller, 1000) { pt -> Rotation.rotate(pt, boardBox.center, a) })
        var id = 2000
        for (panel in panels) {
            val sb = panel.frame.screenBox()
            val desc = buildString {
                append(seatLabel(panel.seat))
                if (controller.snapshot.toMove == panel.seat && !controller.snapshot.outcome.isOver) append(". ").append(s.toMove(s.seatName(session.game, panel.seat)))
                if (session.game == GameKind.PYLOS) {
                    val board = controller.snapshot.board as games.pyramids.core.BoardSnapshot.Pylos
                    append(". ").append(s.reserve(board.board.reserves[panel.seat]))
                }
                if (session.game == GameKind.PYRAMIDA) {
                    val board = controller.snapshot.board as games.pyramids.core.BoardSnapshot.Pyramida
                    append(". ").append(s.pyramidaOff(board.board.offBoard.getOrElse(panel.seat) { 0 }))
                }
                if (session.game == GameKind.PYRAMIDO) {
                    val board = controller.snapshot.board as games.pyramids.core.BoardSnapshot.Pyramido
                    val player = board.board.player(panel.seat)
                    append(". ").append(s.pyramidoScoreA11y(player.score, player.markersInHand.size, player.tiles.count { it.unused }))
                    if (player.eliminated) append(". ").append(s.pyramidoOut)
                }
            }
            nodes.add(A11yNode(id++, sb, desc))
            for (b in panel.buttons.buttons) {
                val p1 = panel.frame.toScreen(Pt(b.box.left, b.box.top))
                val p2 = panel.frame.toScreen(Pt(b.box.right, b.box.bottom))
                val screen = Box(minOf(p1.x, p2.x), minOf(p1.y, p2.y), maxOf(p1.x, p2.x), maxOf(p1.y, p2.y))
                nodes.add(A11yNode(id++, screen, "${b.description} (${s.seatName(session.game, panel.seat)})", if (b.enabled) b.onClick else null))
            }
        }
        if (controller.snapshot.outcome.isOver) {
            nodes.add(A11yNode(id++, gameOverCard, Describe.outcome(s, controller.snapshot) ?: s.gameOver))
            nodes.addAll(gameOverButtons.nodes(id))
            id += 2
        }
        nodes.addAll(buttons.nodes(3000))
        return nodes
    }
}
