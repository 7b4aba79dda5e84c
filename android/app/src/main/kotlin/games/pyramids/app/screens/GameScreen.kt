package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.session.isHuman
import games.pyramids.app.session.isOver
import games.pyramids.app.session.player
import games.pyramids.app.a11y.Describe
import games.pyramids.app.ai.AiRunner
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.TurningAngle
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.primaryAction
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.save.Autosaver
import games.pyramids.core.GameKind
import games.pyramids.app.session.GameSession
import games.pyramids.core.SeatController
import games.pyramids.app.table.FacingScreen
import games.pyramids.app.table.Frame
import games.pyramids.app.table.Rotation
import games.pyramids.app.table.Side
import games.pyramids.app.table.TableLayout
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.ConfirmDialog
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.ellipsize
import games.pyramids.app.ui.fitText
import games.pyramids.app.ui.wrapText

/** The status line's line spacing, in text sizes. */
private const val STATUS_LINE_GAP = 1.25f

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
        GameKind.PYRAMIDA -> games.pyramids.app.pyramida.PyramidaBoard(app.strings, app.density, mayFillPhone = !tableMode)
        GameKind.PYRAMIDO -> games.pyramids.app.pyramido.PyramidoBoard(app.strings, app.density, app.host::now)
    }
    private val ai = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }
    val controller = GameController(
        session, ai, UiScheduler { d, r -> app.host.post(d, r) }, app.host::now,
        Autosaver(app.saves, saveId, tableMode, app.ioExecutor, app.host::now) { e ->
            app.host.post(0, Runnable { saveError = app.strings(TextKey.SAVE_FAILED, e.message ?: e.javaClass.simpleName); app.host.invalidate() })
        },
        describeError = { e -> describe(e) },
    )

    override val title: String get() = s.gameName(session.game)

    private var saveError: String? = null
    private val angle = TurningAngle(0f)
    var boardBox = Box(0f, 0f, 1f, 1f)
        private set
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
        /** False when the turn shows beside the name (no row under it). */
        var promptRow = true
        var anchorLocal: Pt? = null
    }
    private var panels = emptyList<Panel>()
    /** Where each seat's panel is on screen, in seat order (for tests of the layout). */
    internal val panelBoxes: List<Box> get() = panels.map { it.frame.screenBox() }
    /** The game-over sheet (shared by the three games). */
    /** The legend of the board on view (the "?"): exactly the symbols it draws now, from the library, as on iOS. */
    fun legend(): List<games.pyramids.core.LegendEntry> =
        board.interactionView(controller)?.let { app.strings.boardLegend(controller.snapshot, it) } ?: emptyList()

    val sheet = GameOverSheet(app.strings, board, controller, onRematch = { rematch() }, onHome = { app.popToRoot() },
        onOpenChanged = { if (ui.width > 1f) layout(ui.width, ui.height); app.host.invalidate() },
        onReview = { app.push(ReviewScreen(app, session, ownsSource = false)) },
        mistakes = { mistakes.offer }, onMistakes = { mistakes.open() },
        recordStatistics = { recordStatistics() })

    private fun recordStatistics(): String? =
        try { app.statistics.record(session, app.strings.catalog)?.line } catch (e: games.pyramids.core.PyramidsException) { null }
    /** Learn from your mistakes: the finished game's offer, reviewed off the UI thread. */
    val mistakes = games.pyramids.app.puzzle.MistakeOffers(app, session) { if (ui.width > 1f) layout(ui.width, ui.height); app.host.invalidate() }
    private var downOnBoard = false
    /** The seat whose panel a touch went down on (a tap there asks the board to show that seat). */
    private var panelDown: Int? = null
    /** Label widths measured while drawing, so the action bar can give every label its full size. */
    private val labelWidths = HashMap<Pair<String, Float>, Float>()
    private var barNeedsMeasure = false

    init {
        controller.onEvents = { events, fromHuman -> app.decided(board, session, events, fromHuman) }
        controller.onSkipAnimations = { board.skipAnimations() }
        controller.animationsEndAt = { board.animationsEndAt() }
        controller.onChanged = {
            sheet.update()
            mistakes.update(controller.snapshot)
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
        val target = TableLayout.boardAngle(session.game, seatCount, controller.snapshot.toMove, tableMode, app.settings.values.tableBoard, sides())
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
            val quarter = sides.any { TableLayout.boardSide(session.game, it, app.settings.values.tableBoard).let { b -> b == Side.LEFT || b == Side.RIGHT } }
            boardBox = if (quarter) { val side = minOf(area.width, area.height) - ui.dp(16); Box.centered(area.cx, area.cy, side, side) }
                else area.inset(ui.dp(8))
            for (p in list) layoutTablePanel(p)
        } else {
            val below = topBar(title, right = Button("rules", Box(0f, 0f, 0f, 0f), "", Icon.RULES, ButtonKind.GHOST, description = s(TextKey.LEGEND_TITLE)) {
                app.push(LegendScreen(app, session.game, legend()))
            })
            // The board's own view buttons, left of the rules.
            val tools = board.toolbarActions(controller)
            tools.forEachIndexed { i, a ->
                val x = ui.width - ui.dp(32) - ui.dp(52) * (i + 1)
                buttons.add(Button(a.id, Box.centered(x, below.top / 2, ui.dp(44), ui.dp(44)), "", a.icon, ButtonKind.GHOST, description = a.label) { handle(a.run()) })
            }
            // Resign, in the toolbar while the turn flow offers it (never among the step's buttons).
            if (controller.resignSeat != null) {
                val x = ui.width - ui.dp(32) - ui.dp(52) * (tools.size + 1)
                buttons.add(Button("resign", Box.centered(x, below.top / 2, ui.dp(44), ui.dp(44)), "", Icon.FLAG, ButtonKind.GHOST,
                    description = s(TextKey.RESIGN)) { askResign() })
            }
            val pad = ui.dp(12)
            val barH = ui.dp(if (ui.isTablet) 64 else 58)
            val bottom = bottomSeat()
            val others = (0 until seats).filter { it != bottom }
            if (ui.isLandscape) {
                val maxW = minOf(ui.dp(if (board.wideBoard) 300 else 320), width * (if (board.wideBoard) 0.235f else 0.26f))
                val maxH = minOf(ui.dp(250), (height - below.top - pad * 2 - pad * (seats - 2).coerceAtLeast(0)) / (seats - 1).coerceAtLeast(1))
                // A tablet's side panels as wide and tall as their content, no more: the board takes the rest.
                val colW = if (ui.isTablet) minOf(maxW, sidePanelWidth()) else maxW
                val panelH = if (ui.isTablet) minOf(maxH, sidePanelHeight()) else maxH
                val mid = (below.top + height) / 2f
                val stackH = others.size * panelH + (others.size - 1) * pad
                others.forEachIndexed { i, seat ->
                    val top = mid - stackH / 2f + i * (panelH + pad)
                    list.add(Panel(seat, Frame.upright(Box(pad, top, pad + colW, top + panelH)), null))
                }
                if (board.tallInLandscape && !ui.isTablet) {
                    // The board takes the whole height between the columns; the own panel, the
                    // status line and the buttons stack in the right column, as tall as their content.
                    val right = width - pad - colW
                    val bar = Box(right, height - pad - barH, width - pad, height - pad)
                    actionBar = bar
                    val statusH = statusHeight(bar.width)
                    statusBox = Box(bar.left, bar.top - statusH - ui.dp(6), bar.right, bar.top - ui.dp(6))
                    val ownH = minOf(panelH, statusBox!!.top - ui.dp(6) - below.top)
                    list.add(Panel(bottom, Frame.upright(Box(right, below.top, width - pad, below.top + ownH)), null))
                    boardBox = Box(colW + pad * 2, below.top, right - pad, height - pad)
                } else {
                    val bar = Box(colW + pad * 2, height - pad - barH, width - colW - pad * 2, height - pad)
                    actionBar = bar
                    val statusH = statusHeight(bar.width)
                    statusBox = Box(bar.left, bar.top - statusH - ui.dp(6), bar.right, bar.top - ui.dp(6))
                    boardBox = Box(colW + pad * 2, below.top, width - colW - pad * 2, statusBox!!.top - ui.dp(4))
                    list.add(Panel(bottom, Frame.upright(Box(width - pad - colW, mid - panelH / 2f, width - pad, mid + panelH / 2f)), null))
                }
            } else {
                val bar = Box(pad, height - pad - barH, width - pad, height - pad)
                actionBar = bar
                val statusH = statusHeight(bar.width)
                // The status line sits between the own panel and the buttons, so
                // nothing flying between a panel and the board crosses it.
                statusBox = Box(pad, bar.top - ui.dp(4) - statusH, width - pad, bar.top - ui.dp(4))
                // Each panel as tall as its own content: the name row, a row under it only
                // where one is needed (see [needsPromptRow]), and the game's seat info.
                val narrowOthers = others.size >= 2
                val othersW = if (narrowOthers) (width - 2 * pad - ui.dp(6) * (others.size - 1)) / others.size else width - 2 * pad
                promptRows.clear()
                for (seat in others) promptRows[seat] = needsPromptRow(seat, othersW)
                promptRows[bottom] = needsPromptRow(bottom, width - 2 * pad)
                var extra = 0f
                compactInfo = false
                // Three others side by side: narrow panels, whose seat info may ask for more height.
                val narrowInfo = others.size >= 3
                fun heightOf(seats: List<Int>) = seats.maxOfOrNull { panelHeight(promptRows[it] == true, narrowInfo && it != bottom) } ?: 0f
                var othersH = if (narrowOthers) listOf(heightOf(others)) else others.map { heightOf(listOf(it)) }
                var ownH = heightOf(listOf(bottom))
                // A board left with less than two fifths of the height (a large font on a small
                // phone) gets the panels' seat info in one line, where the board offers that.
                val boardH = statusBox!!.top - ui.dp(4) - below.top - othersH.sum() - ownH - (othersH.size + 1) * ui.dp(6)
                if (board.compactSeatInfoHeightDp != null && board.preferredHeight(width, ui) == null && boardH < height * 0.4f) {
                    compactInfo = true
                    othersH = if (narrowOthers) listOf(heightOf(others)) else others.map { heightOf(listOf(it)) }
                    ownH = heightOf(listOf(bottom))
                }
                // A board that cannot use all the height at full width (Pylos) leaves
                // the rest to the panels, whose reserves grow, up to 60 dp each beyond
                // the height of a panel with a row under its name.
                val rows = othersH.size + 1
                val free = statusBox!!.top - ui.dp(4) - below.top - othersH.sum() - ownH - rows * ui.dp(6) + ui.dp(6) - ui.dp(4)
                board.preferredHeight(width, ui)?.let { want ->
                    if (want < free) extra = minOf((free - want) / rows, ui.dp(60) + panelHeight(true) - panelHeight(false))
                }
                var y = below.top
                if (narrowOthers) {
                    // Three or four players: the others side by side in one row.
                    val h = othersH[0] + extra
                    val cols = Box(pad, y, width - pad, y + h).columns(others.size, ui.dp(6))
                    others.forEachIndexed { i, seat -> list.add(Panel(seat, Frame.upright(cols[i]), null)) }
                    y += h + ui.dp(6)
                } else others.forEachIndexed { i, seat ->
                    val h = othersH[i] + extra
                    list.add(Panel(seat, Frame.upright(Box(pad, y, width - pad, y + h)), null))
                    y += h + ui.dp(6)
                }
                val own = Box(pad, statusBox!!.top - ui.dp(4) - ownH - extra, width - pad, statusBox!!.top - ui.dp(4))
                list.add(Panel(bottom, Frame.upright(own), null))
                boardBox = Box(0f, y, width, own.top - ui.dp(4))
            }
            for (p in list) layoutUprightPanel(p)
            actionBar?.let { layoutActionBar(it) }
        }
        panels = list.sortedBy { it.seat }
        board.showCoordinates = app.showsCoordinates(ui.isTablet)
        board.confirmMoves = app.settings.values.confirmMoves
        board.layout(boardBox, ui)
        layoutGameOver()
        layoutResignDialog(width, height)
    }

    /** A tablet side panel's width: its widest name row (badge, name, who plays) or the board's seat info, with the margins. */
    private fun sidePanelWidth(): Float {
        val snap = controller.snapshot
        val rows = snap.seats.indices.map { seat ->
            val who = when (val c = snap.seats[seat]) {
                SeatController.Human -> s(TextKey.HUMAN)
                is SeatController.Ai -> "${s(TextKey.COMPUTER)} · ${s.levelName(c.level)}"
            }
            ui.dp(14 + 26 + 10) + measure.measureText(s.seatName(session.game, seat), ui.title) + ui.dp(12) + measure.measureText(who, ui.small) + ui.dp(14)
        }
        return maxOf(rows.max(), ui.dp(board.sideSeatInfoDp.second + 28f))
    }

    /**
     * A tablet side panel's height: the name row, the turn's row, the seat
     * info at the size the board asks for a side column, grown with the
     * font size as the seat info's words grow (else they climb into the turn's row).
     */
    private fun sidePanelHeight(): Float = maxOf(ui.dp(76), promptBaseY + ui.dp(6)) + ui.dp(board.sideSeatInfoDp.first) * ui.spFactor(15f) + ui.dp(10)

    /** A panel's name row (its centre) and the prompt's baseline: as designed at the default font size, lower with a larger one. */
    private val nameRowY: Float get() = maxOf(ui.dp(26), ui.dp(8) + ui.title.size * 0.7f)
    private val promptBaseY: Float get() = maxOf(ui.dp(56), nameRowY + ui.title.size * 0.55f + ui.body.size * 1.15f)

    /** Where a panel's seat info starts without a row under the name. */
    private val nameRowBottom: Float get() = maxOf(ui.dp(50), nameRowY + ui.title.size * 0.55f + ui.dp(6))

    /** A portrait panel's height: the name row, the row under it if [promptRow], the seat info. */
    private fun panelHeight(promptRow: Boolean, narrow: Boolean = false): Float {
        val info = if (compactInfo) board.compactSeatInfoHeightDp ?: board.seatInfoHeightDp else if (narrow) board.narrowSeatInfoHeightDp else board.seatInfoHeightDp
        return if (promptRow) maxOf(ui.dp(maxOf(96f, 62f + info + 10f)), promptBaseY + ui.dp(info + 16f))
        else nameRowBottom + ui.dp(info + 10f)
    }

    /** The portrait panels show the seat info in one line ([BoardView.compactSeatInfoHeightDp]). */
    private var compactInfo = false

    /** Which portrait panels have a row under the name (laid out with the panels). */
    private val promptRows = HashMap<Int, Boolean>()

    /**
     * Whether [seat]'s panel needs a row under its name. Against the computer
     * it does not when the turn fits beside the name: the human's panel says
     * "Your turn" there, the computer's shows its thinking dots there (the
     * words go to the status line). Pass-and-play ("Light to move") and a
     * narrow panel (three or four players) keep the row.
     */
    private fun needsPromptRow(seat: Int, panelW: Float): Boolean {
        if (tableMode || !controller.hasAiSeat || panelW < ui.dp(240)) return true
        val snap = controller.snapshot
        val name = s.seatName(session.game, seat)
        val room = panelW - ui.dp(14) - (ui.dp(14) + 2 * ui.dp(13) + ui.dp(10)) - measure.measureText(name, ui.title) - ui.dp(12)
        return when (val c = snap.seats[seat]) {
            // The one human facing the computer: "Your turn" beside the name where it fits, else
            // the panel's amber frame and the status line's prompt say it.
            SeatController.Human -> snap.seats.count { it.isHuman } > 1
            // The computer: its level beside the name, the thinking dots after it or in its place.
            is SeatController.Ai -> maxOf(measure.measureText(s.levelName(c.level), ui.small), ui.dp(34)) > room
        }
    }

    /** Name row, then who plays and the turn (if the panel has that row), then the game's seat info (reserve …). */
    private fun layoutUprightPanel(p: Panel) {
        val w = p.frame.width; val h = p.frame.height
        p.promptRow = ui.isLandscape || promptRows[p.seat] != false
        p.nameY = ui.dp(26)
        p.nameRight = w - ui.dp(14)
        p.promptY = promptBaseY
        p.promptRight = w - ui.dp(14)
        val infoTop = if (p.promptRow) maxOf(ui.dp(if (ui.isLandscape) 76 else 62), promptBaseY + ui.dp(6)) else nameRowBottom
        p.infoBox = Box(ui.dp(14), infoTop, w - ui.dp(14), h - ui.dp(10))
    }

    /**
     * Table mode: the seat's buttons (home and rules at the left end, undo
     * and, on the panel of the seat to move only, redo, hint and the
     * decision's buttons at the right), its name, its own status line and
     * the reserve. One compact set per seat, as on iOS, rather than every
     * button repeated round the board: Undo takes back one's own move from
     * any side; the rest is the mover's. A long panel has the name beside
     * the buttons; a short one (a phone) a row of buttons above the name.
     */
    private fun layoutTablePanel(p: Panel) {
        val w = p.frame.width; val h = p.frame.height
        val iconW = ui.dp(if (ui.isTablet) 64 else 52)
        val btnH = ui.dp(46)
        val gap = ui.dp(8)
        val actions = board.actions(controller)
        val seat = p.seat
        val toMove = controller.snapshot.toMove == seat && !controller.snapshot.outcome.isOver
        val commands = if (toMove) listOf("undo", "redo", "hint") else listOf("undo")
        val extra = if (toMove && controller.humanToMove) actions.size else 0
        val n = commands.size + extra
        // As wide as a labelled button on a tablet, narrower where many share a short panel.
        val room = w - ui.dp(24) - 2 * iconW - 2 * gap - gap * (n - 1)
        val btnW = minOf(ui.dp(if (ui.isTablet) 100 else 54), room / n)
        val labelled = btnW >= ui.dp(90)
        val row = Box(w - ui.dp(12) - btnW * n - gap * (n - 1), gap, w - ui.dp(12), gap + btnH)
        val cols = row.columns(n, gap)
        val home = Box(ui.dp(12), gap, ui.dp(12) + iconW, gap + btnH)
        val rules = home.offset(iconW + gap, 0f)
        p.buttons.add(Button("home", home, "", Icon.HOME, ButtonKind.SECONDARY, description = s(TextKey.HOME)) { app.popToRoot() })
        // The legend of the board on view, as the top bar's "?" opens it off the table, facing this seat.
        p.buttons.add(Button("rules", rules, "", Icon.RULES, ButtonKind.SECONDARY, description = s(TextKey.LEGEND_TITLE)) {
            app.push(FacingScreen.wrap(LegendScreen(app, session.game, legend(), p.side), p.side))
        })
        // Resign on the panel of the seat it would give the game up for.
        val resign = if (controller.resignSeat == seat) rules.offset(iconW + gap, 0f) else null
        if (resign != null) p.buttons.add(Button("resign", resign, "", Icon.FLAG, ButtonKind.SECONDARY, description = s(TextKey.RESIGN)) { askResign() })
        commands.forEachIndexed { i, id ->
            val (key, icon) = when (id) { "undo" -> TextKey.UNDO to Icon.UNDO; "redo" -> TextKey.REDO to Icon.REDO; else -> TextKey.HINT to Icon.HINT }
            p.buttons.add(Button(id, cols[i], if (labelled) s(key) else "", icon, ButtonKind.SECONDARY, description = s(key)) {
                when (id) { "undo" -> undo(); "redo" -> redo(); else -> controller.requestHint() }
            })
        }
        val primary = actions.primaryAction()
        for (i in 0 until extra) {
            val a = actions[i]
            val label = if (labelled || a.icon == Icon.NONE) a.label else ""
            p.buttons.add(Button(a.id, cols[commands.size + i], label, a.icon, if (a === primary) ButtonKind.PRIMARY else ButtonKind.SECONDARY, description = a.label) { handle(a.run()) })
        }
        for (b in p.buttons.buttons) b.enabled = enabledFor(b.id, seat)
        // The name beside the buttons if at least 150 dp are left for it.
        val nameLeft = (resign ?: rules).right + gap
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
            "home", "rules", "resign" -> true
            else -> toMove && controller.humanToMove
        }
    }

    /** The label's width at the one label size (measured when drawn; estimated until then). */
    private fun labelWidth(text: String): Float {
        val style = ui.label
        return labelWidths[text to style.size] ?: run { barNeedsMeasure = true; text.length * style.size * 0.62f }
    }

    /** The width a button needs for its label at the label size, never less than a touch target. */
    private fun naturalWidth(label: String, icon: Icon): Float {
        val iconSize = ui.dp(22)
        val w = if (icon != Icon.NONE) labelWidth(label) + iconSize + ui.dp(30) else labelWidth(label) + ui.dp(32)
        return maxOf(w, ui.dp(Theme.minTouch))
    }

    /** The ids of the action bar's buttons (outside table mode). */
    internal val barButtons: List<Button> get() = buttons.buttons.filter { it.id in barIds }
    private val barIds = HashSet<String>()

    /**
     * The action bar outside table mode. With nothing to decide by button,
     * Undo / Redo / Hint with their labels. When the step has buttons
     * (Rotate + Place, Skip tile, Done, Pass …) those get the room, each
     * wide enough for its label at the one label size and exactly one of
     * them primary, and Undo / Redo / Hint move to 48 dp icon buttons at
     * the bar's start. At game over with the sheet put away: Result.
     */
    private fun layoutActionBar(bar: Box) {
        barIds.clear()
        val over = controller.snapshot.outcome.isOver
        val step: List<BoardAction> = if (over) {
            if (!sheet.open) listOf(BoardAction("result", s(TextKey.RESULT_SHOW), Icon.NONE, primary = true) { sheet.reopen(); InputResult.Changed }) else emptyList()
        } else board.actions(controller)
        class Tool(val id: String, val label: String, val icon: Icon, val enabled: Boolean, val run: () -> Unit)
        var tools = listOfNotNull(
            Tool("undo", s(TextKey.UNDO), Icon.UNDO, controller.canUndo) { undo() },
            Tool("redo", s(TextKey.REDO), Icon.REDO, controller.canRedo) { redo() },
            if (over) null else Tool("hint", s(TextKey.HINT), Icon.HINT, controller.canHint) { controller.requestHint() },
        )
        val gap = ui.dp(10)
        fun addTool(tool: Tool, box: Box, labelled: Boolean) {
            barIds.add(tool.id)
            buttons.add(Button(tool.id, box, if (labelled) tool.label else "", tool.icon, ButtonKind.SECONDARY, description = tool.label) { tool.run() }).enabled = tool.enabled
        }
        if (step.isEmpty()) {
            val cols = bar.columns(tools.size, gap)
            val labelled = tools.all { naturalWidth(it.label, it.icon) <= cols[0].width }
            tools.forEachIndexed { i, tool -> addTool(tool, cols[i], labelled) }
            return
        }
        val toolW = ui.dp(52)
        var icons = true
        fun needed() = step.sumOf { naturalWidth(it.label, if (icons) it.icon else Icon.NONE).toDouble() }.toFloat() + gap * (step.size - 1)
        fun room() = bar.width - tools.size * (toolW + gap)
        if (needed() > room()) icons = false
        // Still too narrow (a large font): Redo, then Hint, give way to the step.
        if (needed() > room()) tools = tools.filter { it.id != "redo" }
        if (needed() > room()) tools = tools.filter { it.id != "hint" }
        var x = bar.left
        for (tool in tools) { addTool(tool, Box(x, bar.top, x + toolW, bar.bottom), labelled = false); x += toolW + gap }
        val extra = ((room() - needed()) / step.size).coerceAtLeast(0f)
        val primary = step.primaryAction()
        x = bar.right - (needed() + extra * step.size)
        for (a in step) {
            val icon = if (icons) a.icon else Icon.NONE
            val w = naturalWidth(a.label, icon) + extra
            barIds.add(a.id)
            buttons.add(Button(a.id, Box(x, bar.top, x + w, bar.bottom), a.label, icon, if (a === primary) ButtonKind.PRIMARY else ButtonKind.SECONDARY, description = a.label) { handle(a.run()) })
            x += w + gap
        }
    }

    /** Measures the action bar's labels with the real text (first frame, new labels), then lays the screen out again. */
    private fun measureBar(p: Painter) {
        if (!barNeedsMeasure) return
        val style = ui.label
        val labels = listOf(s(TextKey.UNDO), s(TextKey.REDO), s(TextKey.HINT), s(TextKey.RESULT_SHOW)) + board.actions(controller).map { it.label }
        for (l in labels) labelWidths[l to style.size] = p.measureText(l, style)
        barNeedsMeasure = false
        layout(ui.width, ui.height)
        barNeedsMeasure = false
    }

    private fun layoutGameOver() {
        // In table mode the closed sheet keeps a Result button at the board's foot; otherwise the action bar has it.
        val reopenAt = if (tableMode) Box.centered(boardBox.cx, boardBox.bottom - ui.dp(34), ui.dp(180), ui.dp(52)) else null
        // The card leaves the final position in view: at the foot of a portrait screen (of the
        // board in table mode, turned to the mover), at the side of a landscape one.
        val dock = if (!tableMode && ui.isLandscape) GameOverSheet.Dock.SIDE else GameOverSheet.Dock.BOTTOM
        sheet.layout(ui, boardBox, if (tableMode) boardBox else Box(0f, 0f, ui.width, ui.height), reopenAt, dock)
    }

    fun undo() { board.resetInput(); controller.undo() }

    /** The seat whose resignation waits for the player's yes (the confirmation is up), else null. */
    var confirmingResign: Int? = null
        private set
    internal val resignDialog = ConfirmDialog { ui.dp(Theme.minTouch) }

    /** Resign pressed: asks first (a resignation is final). */
    fun askResign() {
        confirmingResign = controller.resignSeat ?: return
        layout(ui.width, ui.height)
        app.host.invalidate()
    }

    /** Keep playing: the confirmation goes, nothing else changes. */
    fun cancelResign() {
        confirmingResign = null
        layout(ui.width, ui.height)
        app.host.invalidate()
    }

    private fun confirmResign() {
        confirmingResign = null
        board.resetInput()
        // The controller stops the computer, ends the game and saves; its onChanged lays the screen out with the sheet.
        controller.resign()
    }

    /** The confirmation: title, "Dark gives the game up …", Keep playing and Resign (the destructive one). */
    private fun layoutResignDialog(width: Float, height: Float) {
        resignDialog.clear()
        val seat = confirmingResign ?: return
        // The game ended meanwhile (the computer's last move): nothing is left to give up.
        if (controller.resignSeat != seat) { confirmingResign = null; return }
        // The shared confirmation's words and roles (Resign destructive, Keep playing the way back), as Delete's.
        resignDialog.layout(ui, measure, width, height, s.catalog.confirmDialog(games.pyramids.core.ConfirmAsk.Resign(session.game, seat.toUInt())), null,
            backId = "keep-playing", goId = "confirm-resign", goIcon = Icon.FLAG, onBack = { cancelResign() }, onGo = { confirmResign() })
    }

    private fun drawResignDialog(p: Painter) {
        if (confirmingResign != null) resignDialog.draw(p, ui)
    }
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
        is games.pyramids.core.PyramidsException -> s.errorText(e)
        else -> s(TextKey.FAILURE, e.message ?: e.javaClass.simpleName)
    }

    private fun seatLabel(seat: Int): String = Describe.seat(s, session.game, seat, controller.snapshot.seats[seat])

    // ---- drawing ---------------------------------------------------------

    override fun draw(p: Painter, nowMs: Long) {
        measureBar(p)
        fitStatus(p, nowMs)
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
                sheet.draw(p)
            }
        }
        drawResignDialog(p)
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
                SeatController.Human -> s(TextKey.HUMAN)
                is SeatController.Ai -> "${s(TextKey.COMPUTER)} · ${s.levelName(c.level)}"
            }
            // Row 1: the seat's name, and who plays it (on row 2 in a narrow panel).
            val name = s.seatName(session.game, panel.seat)
            // A narrow panel (three or four players on a phone) sets the name smaller rather than cut it.
            val narrow = f.width < ui.dp(240)
            val nameStyle = if (narrow) fitText(p, name, ui.title, right - x) else ui.title
            val nameW = p.measureText(name, nameStyle)
            // Who plays the seat: in full beside the name if it fits, else the level alone
            // ("Medium"), else on row 2 as in a narrow panel — never cut with an ellipsis.
            val room = right - x - nameW - ui.dp(12)
            val shortText = (snap.seats[panel.seat] as? SeatController.Ai)?.let { s.levelName(it.level) } ?: controllerText
            val beside = listOf(controllerText, shortText).firstOrNull { p.measureText(it, ui.small) <= room }
            val compact = narrow || beside == null
            p.drawText(ellipsize(p, name, nameStyle, right - x), x, rowY + nameStyle.size * 0.36f, nameStyle)
            if (!panel.promptRow) {
                // The turn beside the name: "Your turn" on the human's panel, the thinking dots after the computer's level.
                val bx = x + nameW + ui.dp(10)
                val by = rowY + ui.title.size * 0.36f
                val turn = ui.small.copy(bold = true).withColor(Theme.accent)
                if (toMove && controller.humanToMove) { if (bx + p.measureText(s(TextKey.YOUR_TURN), turn) <= right) p.drawText(s(TextKey.YOUR_TURN), bx, by, turn) }
                else {
                    val levelW = p.measureText(shortText, ui.small)
                    val thinking = toMove && controller.thinking
                    // While it thinks, the dots follow the level, or take its place where both do not fit.
                    if (thinking && bx + levelW + ui.dp(38) > right) drawThinking(p, bx, rowY, now)
                    else if (bx + levelW <= right) {
                        p.drawText(shortText, bx, by, ui.small)
                        if (thinking) drawThinking(p, bx + levelW + ui.dp(4), rowY, now)
                    }
                }
                panel.anchorLocal = board.drawSeatInfo(p, panel.seat, panel.infoBox, now, controller)
                panel.buttons.draw(p, ui)
                return@withSave
            }
            beside?.let { if (!compact) p.drawText(it, x + nameW + ui.dp(10), rowY + ui.title.size * 0.36f, ui.small) }
            // Row 2: the turn (table mode: what to do), or the AI thinking.
            val y2 = panel.promptY
            val pr = panel.promptRight
            val x2 = if (panel.nameLeft > 0f) ui.dp(16) else x
            if (tableMode) {
                // Round the table each seat reads its own line, worded by the turn flow.
                val thinking = toMove && controller.thinking
                val from = if (thinking) x2 + ui.dp(34) else x2
                if (thinking) drawThinking(p, x2, y2 - ui.body.size * 0.32f, now)
                val text = tableLine(panel.seat, toMove)
                val style = if (toMove) ui.body.withColor(Theme.accent) else ui.bodyDim
                val fitted = fitText(p, text, style, pr - from)
                p.drawText(ellipsize(p, text, fitted, pr - from), from, y2, fitted)
            } else if (toMove && controller.thinking) {
                // The one place that says the AI is thinking: the dots, then the words, on the AI's own panel.
                drawThinking(p, x2, y2 - ui.body.size * 0.32f, now)
                val words = s(TextKey.THINKING, name)
                val style = fitText(p, words, ui.bodyDim, pr - x2 - ui.dp(34))
                p.drawText(ellipsize(p, words, style, pr - x2 - ui.dp(34)), x2 + ui.dp(34), y2, style)
            } else if (toMove && controller.humanToMove) {
                val text = if (tableMode) controller.notice?.text ?: controller.hint?.let { s.hintText(session.game, it.action) } ?: board.prompt(controller)
                else if (!controller.hasAiSeat) s(TextKey.TO_MOVE, name) else s(TextKey.YOUR_TURN)
                // Too long beside the badge (a large font in a side column): from the panel's edge, under the badge.
                val from = if (p.measureText(text, ui.body) > pr - x2) minOf(x2, ui.dp(14)) else x2
                val style = fitText(p, text, ui.body.withColor(Theme.accent), pr - from)
                p.drawText(ellipsize(p, text, style, pr - from), from, y2, style)
            } else if (toMove) {
                p.drawText(ellipsize(p, s(TextKey.TO_MOVE, name), ui.body, pr - x2), x2, y2, ui.body.withColor(Theme.accent))
            } else if (compact) {
                val text = if (p.measureText(controllerText, ui.small) <= pr - ui.dp(14)) controllerText else shortText
                p.drawText(ellipsize(p, text, ui.small, pr - ui.dp(14)), ui.dp(14), y2, ui.small)
            }
            panel.anchorLocal = board.drawSeatInfo(p, panel.seat, panel.infoBox, now, controller)
            panel.buttons.draw(p, ui)
        }
    }

    /**
     * The line [seat]'s panel shows in table mode: the turn flow's
     * (`tableStatusLine`: "Your turn: …", "Waiting for Player 3", the
     * computer thinking); for the person to move a notice or the hint first,
     * as the status line says them off the table.
     */
    internal fun tableLine(seat: Int, toMove: Boolean): String {
        if (toMove && controller.humanToMove) {
            controller.notice?.text?.let { return it }
            controller.hint?.let { return s.hintText(session.game, it.action) }
        }
        val prompt = board.interactionView(controller)?.prompt ?: return if (toMove) board.prompt(controller) else ""
        return try { controller.tableStatusLine(s.catalog, seat, prompt) } catch (e: games.pyramids.core.PyramidsException) { board.prompt(controller) }
    }

    private fun drawThinking(p: Painter, x: Float, cy: Float, now: Long) {
        for (i in 0 until 3) {
            val t = Lerp.sinWave(900, now + i * 150L)
            p.fillCircle(x + ui.dp(6) + i * ui.dp(10), cy, ui.dp(3f + 1.6f * t), Colors.withAlpha(Theme.accent, 120 + (135 * t).toInt()))
        }
    }

    /**
     * The status line at [now]: a save or move problem, else what the board
     * is playing (a floor scoring), the result, the computer thinking, the
     * hint, or what to do.
     */
    internal fun statusLine(now: Long): Pair<String, Int> {
        val c = controller
        val showing = board.showing(c, now)
        return when {
            saveError != null -> saveError!! to Theme.danger
            c.notice != null -> c.notice!!.text to (if (c.notice!!.isError) Theme.danger else Theme.text)
            showing != null -> showing to Theme.text
            c.snapshot.outcome.isOver -> GameOverSheet.headline(s, c.snapshot) to Theme.accent
            // The AI's panel says it is thinking (once on screen); a panel with only the dots leaves the words here.
            c.thinking && panels.firstOrNull { it.seat == c.snapshot.toMove }?.promptRow == false ->
                s(TextKey.THINKING, s.seatName(session.game, c.snapshot.toMove)) to Theme.textDim
            c.hint != null -> s.hintText(session.game, c.hint!!.action) to games.pyramids.app.ui.Highlight.hint
            c.hintPending -> s(TextKey.HINT) + "…" to Theme.textDim
            c.humanToMove -> board.prompt(c) to Theme.text
            else -> "" to Theme.text
        }
    }

    private var statusCache: Triple<String, Float, List<String>>? = null

    /**
     * The status line's lines at the body size: wrapped, never shrunk nor
     * cut, and balanced — as narrow as the same number of lines allows, so
     * a second line never holds a lone word.
     */
    private fun statusLines(p: Painter, text: String, stripWidth: Float): List<String> {
        if (text.isEmpty()) return emptyList()
        val max = stripWidth - ui.dp(24)
        statusCache?.let { (t, w, lines) -> if (t == text && w == max) return lines }
        var lines = wrapText(p, text, ui.body, max)
        if (lines.size > 1) {
            var lo = max / lines.size; var hi = max
            repeat(12) {
                val mid = (lo + hi) / 2
                if (wrapText(p, text, ui.body, mid).size <= lines.size) hi = mid else lo = mid
            }
            lines = wrapText(p, text, ui.body, hi)
        }
        statusCache = Triple(text, max, lines)
        return lines
    }

    /** How many lines the status strip was laid out for: the most any text needed at this width, so the board does not jump between turns. */
    private var statusLineCount = 1
    private var statusWidth = 0f

    /**
     * The status strip's height: one line as designed, taller when the text
     * wraps (a long language, a large font). It keeps the most lines any
     * text needed (the computer's turn, a short notice), so the board does
     * not jump between turns.
     */
    private fun statusHeight(stripWidth: Float): Float {
        if (stripWidth != statusWidth) { statusWidth = stripWidth; statusLineCount = 1 }
        val n = statusLines(measure, statusLine(app.host.now()).first, stripWidth).size
        statusLineCount = maxOf(statusLineCount, n)
        val base = ui.dp(if (ui.isTablet) 52 else 50)
        return maxOf(base, statusLineCount * ui.body.size * STATUS_LINE_GAP + ui.dp(14))
    }

    /** A status text with more lines than the strip was laid out for lays the screen out again (first thing in a frame). */
    private fun fitStatus(p: Painter, now: Long) {
        val b = statusBox ?: return
        val n = statusLines(p, statusLine(now).first, b.width).size
        if (n > statusLineCount) layout(ui.width, ui.height)
    }

    private fun drawStatus(p: Painter, b: Box, now: Long) {
        val (text, color) = statusLine(now)
        if (text.isEmpty()) return
        p.fillRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(12), Colors.withAlpha(0x000000, 60))
        val style = ui.body.withColor(color).withAlign(Align.CENTER)
        val lines = statusLines(p, text, b.width)
        val step = style.size * STATUS_LINE_GAP
        var cy = b.cy - step * (lines.size - 1) / 2f
        for (line in lines) { p.drawTextCentered(line, b.cx, cy, style); cy += step }
    }

    // ---- input -----------------------------------------------------------

    override fun onTouch(t: Touch): Boolean {
        // The confirmation is modal: only its two buttons answer.
        if (confirmingResign != null) {
            if (resignDialog.onTouch(t)) app.host.invalidate()
            return true
        }
        val now = app.host.now()
        if (controller.snapshot.outcome.isOver && !board.isAnimating(now)) {
            val center = boardBox.center
            val a = if (tableMode) angle.value(now) else 0f
            val local = Rotation.unrotate(Pt(t.x, t.y), center, a)
            if (sheet.onTouch(t.copy(x = local.x, y = local.y))) { app.host.invalidate(); return true }
        }
        for (panel in panels) {
            val local = panel.frame.toLocal(Pt(t.x, t.y))
            if (panel.buttons.pressed != null || (t.kind == Touch.Kind.DOWN && panel.frame.containsScreen(Pt(t.x, t.y)))) {
                if (panel.buttons.onTouch(t.copy(x = local.x, y = local.y))) { app.host.invalidate(); return true }
            }
        }
        if (!downOnBoard && super.onTouch(t)) return true
        // A tap on a seat panel (beside its buttons): the board may show that seat (Pyramido: its pyramid large).
        if (!downOnBoard && (panelDown != null || t.kind == Touch.Kind.DOWN)) {
            val at = Pt(t.x, t.y)
            if (t.kind == Touch.Kind.DOWN) panelDown = panels.firstOrNull { it.frame.containsScreen(at) }?.seat
            val seat = panelDown
            if (seat != null) {
                if (t.kind == Touch.Kind.UP || t.kind == Touch.Kind.CANCEL) {
                    panelDown = null
                    val panel = panels.firstOrNull { it.seat == seat }
                    if (t.kind == Touch.Kind.UP && panel != null && panel.frame.containsScreen(at) && board.onSeatTap(seat, controller)) {
                        layout(ui.width, ui.height)
                        app.host.invalidate()
                    }
                }
                return true
            }
        }
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
    override fun onDispose() { mistakes.cancel(); controller.dispose() }

    /** Resumes after the app came back (AI continues). */
    override fun onResume() = controller.resume()

    override fun onBack(): Boolean {
        if (confirmingResign == null) return false
        cancelResign()
        return true
    }

    override fun accessibilityNodes(): List<A11yNode> {
        if (confirmingResign != null) return resignDialog.nodes(1)
        val now = app.host.now()
        val a = angle.value(now)
        val nodes = ArrayList<A11yNode>()
        nodes.addAll(board.accessibilityNodes(controller, 1000) { pt -> Rotation.rotate(pt, boardBox.center, a) })
        var id = 2000
        for (panel in panels) {
            val sb = panel.frame.screenBox()
            val desc = buildString {
                append(seatLabel(panel.seat))
                if (controller.snapshot.toMove == panel.seat && !controller.snapshot.outcome.isOver) append(". ").append(s(TextKey.TO_MOVE, s.seatName(session.game, panel.seat)))
                if (session.game == GameKind.PYLOS) {
                    val board = controller.snapshot.board as games.pyramids.core.BoardSnapshot.Pylos
                    append(". ").append(s.plural(TextKey.RESERVE, board.board.reserves[panel.seat]))
                }
                if (session.game == GameKind.PYRAMIDA) {
                    val board = controller.snapshot.board as games.pyramids.core.BoardSnapshot.Pyramida
                    append(". ").append(s(TextKey.PYRAMIDA_OFF, board.board.offBoard.getOrElse(panel.seat) { 0 }))
                }
                if (session.game == GameKind.PYRAMIDO) {
                    val board = controller.snapshot.board as games.pyramids.core.BoardSnapshot.Pyramido
                    val player = board.board.player(panel.seat)
                    append(". ").append(s(TextKey.PYRAMIDO_SCORE_A11Y, player.score, player.markersInHand.size, player.tiles.count { it.unused }))
                    if (player.eliminated) append(". ").append(s(TextKey.PYRAMIDO_OUT))
                }
            }
            val tap = board.seatTapDescription(panel.seat, controller)
            nodes.add(A11yNode(id++, sb, if (tap != null) "$desc. $tap" else desc,
                if (tap != null) { { if (board.onSeatTap(panel.seat, controller)) { layout(ui.width, ui.height); app.host.invalidate() } } } else null))
            for (b in panel.buttons.buttons) {
                val p1 = panel.frame.toScreen(Pt(b.box.left, b.box.top))
                val p2 = panel.frame.toScreen(Pt(b.box.right, b.box.bottom))
                val screen = Box(minOf(p1.x, p2.x), minOf(p1.y, p2.y), maxOf(p1.x, p2.x), maxOf(p1.y, p2.y))
                nodes.add(A11yNode(id++, screen, "${b.description} (${s.seatName(session.game, panel.seat)})", if (b.enabled) b.onClick else null))
            }
        }
        if (controller.snapshot.outcome.isOver) {
            val center = boardBox.center
            val turn = if (tableMode) a else 0f
            val sheetNodes = sheet.nodes(id) { b ->
                val p1 = Rotation.rotate(Pt(b.left, b.top), center, turn); val p2 = Rotation.rotate(Pt(b.right, b.bottom), center, turn)
                Box(minOf(p1.x, p2.x), minOf(p1.y, p2.y), maxOf(p1.x, p2.x), maxOf(p1.y, p2.y))
            }
            nodes.addAll(sheetNodes)
            // While the sheet is up it is all a screen reader reaches, like a dialog.
            if (sheet.open) return sheetNodes
        }
        nodes.addAll(buttons.nodes(3000))
        return nodes
    }
}
