package games.pyramids.app.screens

import games.pyramids.core.GameOverButton
import games.pyramids.core.GameOverSummary
import games.pyramids.core.TextKey
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.game.OutcomeRow
import games.pyramids.app.game.OutcomeTable
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillRect
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.session.isOver
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.kind
import games.pyramids.app.ui.ellipsize
import games.pyramids.app.ui.fitText
import games.pyramids.core.Snapshot

/**
 * The game-over sheet, the same for the three games and on both apps: what
 * it says and offers is the shared model's ([GameOverSummary], from
 * `pyramids-play`): who won — "You won" / "You lost" to the one human facing
 * the computer, "Light wins!" between humans — Pyramido's ranking table (one
 * line per player with the points of each floor, the unused tiles and the
 * total), and its buttons in order: Rematch, Review, Home and See the board
 * (the close button; a tap beside the card does the same). Only the board's
 * detail line is this app's. [reopen] (the "Result" button) brings it back.
 */
class GameOverSheet(
    private val strings: Strings,
    private val board: BoardView,
    private val controller: GameController,
    private val onRematch: () -> Unit,
    private val onHome: () -> Unit,
    /** The sheet was put away or brought back (the screen lays out its Result button). */
    private val onOpenChanged: () -> Unit = {},
    /** Opens the game's review (null: no Review button). */
    private val onReview: (() -> Unit)? = null,
    /** Learn from your mistakes, once the finished game has an offer (Pyramida), and what its button opens. */
    private val mistakes: () -> games.pyramids.core.MistakeOffer? = { null },
    private val onMistakes: () -> Unit = {},
    /** Counts the finished game in the player's statistics (once) and gives the sheet's line ("3rd win against Hard"), or null. */
    private val recordStatistics: () -> String? = { null },
) {
    /** The statistics' line for the finished game, once counted. */
    var statisticsLine: String? = null
        private set
    private var statsCy = 0f
    private var offerCy = 0f
    /** Whether the sheet is up (it opens by itself when the game ends). */
    var open = true
        private set
    private var wasOver = false
    private var ui = Ui(1f, 1f, 1f)

    /** The card, in the coordinates it is drawn in (the board's, turned in table mode). */
    var card = Box(0f, 0f, 0f, 0f)
        private set
    val buttons = ButtonSet { ui.dp(Theme.minTouch) }
    /** The "Result" button the closed sheet draws itself (table mode); outside table mode the screen's action bar has it. */
    val reopenButtons = ButtonSet { ui.dp(Theme.minTouch) }
    private var pressedOutside = false

    private var headlineCy = 0f
    private var badgeCy = 0f
    private var detailCy = 0f
    private var noteCy = 0f
    /** The table's heading row and its rows, top to bottom. */
    var tableRows: List<Box> = emptyList()
        private set

    fun close() { pressedOutside = false; if (open) { open = false; onOpenChanged() } }
    fun reopen() { if (!open) { open = true; onOpenChanged() } }

    /** Call after every change: a game that has just ended opens the sheet. */
    fun update() {
        val over = controller.snapshot.outcome.isOver
        if (over && !wasOver) {
            open = true
            statisticsLine = recordStatistics()
        }
        if (!over) statisticsLine = null
        wasOver = over
    }

    /** Where the open card sits: at the foot of its bounds (phones in portrait, table mode), or at their right side (landscape, tablets). */
    enum class Dock { BOTTOM, SIDE }

    /** How far the card has been dragged towards its edge (down, or right when docked at the side). */
    var dragOffset = 0f
        private set
    private var dragFrom: Float? = null
    private var dock = Dock.BOTTOM

    /**
     * Places the card, sized to its content, at the foot of [bounds] (the
     * screen, or the board's area in table mode) or at its right side, so
     * the final position above or beside it stays in view; [area] is the
     * board's box. [reopenAt] is where the closed sheet draws its own
     * "Result" button, or null when the screen shows one.
     */
    fun layout(ui: Ui, area: Box, bounds: Box, reopenAt: Box?, dock: Dock = Dock.BOTTOM) {
        this.dock = dock
        this.ui = ui
        buttons.clear(); reopenButtons.clear()
        val detail = board.outcomeDetail(controller)
        val table = table()
        val offered = summary()?.buttons.orEmpty()
        fun label(b: GameOverButton) = offered.firstOrNull { it.button == b }?.label
        // Styled by the shared model's role: the rematch alone is filled.
        fun kind(b: GameOverButton) = offered.firstOrNull { it.button == b }?.role?.kind() ?: ButtonKind.SECONDARY
        // At the side: as wide as the column beside the board (at least 300 dp), so the board stays clear.
        val w = if (dock == Dock.SIDE) minOf(ui.dp(420), maxOf(ui.dp(300), bounds.right - area.right - ui.dp(8)))
            else minOf(bounds.width - ui.dp(16), maxOf(minOf(area.width - ui.dp(24), ui.dp(480)), ui.dp(300)))
        val note = summary()?.note
        val offer = mistakes()
        fun heightWith(head: Float, line: Float): Float {
            var h = ui.dp(head)
            if (note != null) h += ui.dp(line)
            if (statisticsLine != null) h += ui.dp(line)
            if (detail != null) h += ui.dp(line)
            if (table != null) h += ui.dp(30) + ui.dp(36) * table.rows.size + ui.dp(12)
            h += ui.dp(16 + 52 + 20)
            if (onReview != null) h += ui.dp(52 + 12)
            if (offer != null) h += ui.dp(28 + 52 + 12)
            return h + ui.dp(HANDLE_DP)
        }
        // A short screen (a phone on its side) gets the lines closer together rather than a card cut off.
        val tight = heightWith(104f, 32f) > bounds.height - ui.dp(16)
        val head = if (tight) 84f else 104f
        val line = if (tight) 26f else 32f
        val h = heightWith(head, line)
        card = when (dock) {
            Dock.SIDE -> Box(bounds.right - ui.dp(8) - w, bounds.cy - h / 2, bounds.right - ui.dp(8), bounds.cy + h / 2)
            Dock.BOTTOM -> Box(bounds.cx - w / 2, bounds.bottom - ui.dp(8) - h, bounds.cx + w / 2, bounds.bottom - ui.dp(8))
        }.let { if (it.top < bounds.top + ui.dp(8)) it.offset(0f, bounds.top + ui.dp(8) - it.top) else it }
        // The grab handle over the content: drag it (or the card) towards the edge to put the sheet away.
        val top = card.top + ui.dp(HANDLE_DP)
        badgeCy = top + ui.dp(if (tight) 26 else 34)
        headlineCy = top + ui.dp(head - 26)
        var y = top + ui.dp(head)
        // The line under the headline ("Dark resigned"), then the board's detail.
        if (note != null) { noteCy = y + ui.dp(line / 2 - 4); y += ui.dp(line) }
        if (statisticsLine != null) { statsCy = y + ui.dp(line / 2 - 4); y += ui.dp(line) }
        if (detail != null) { detailCy = y + ui.dp(line / 2 - 4); y += ui.dp(line) }
        val rows = ArrayList<Box>()
        if (table != null) {
            rows.add(Box(card.left + ui.dp(16), y, card.right - ui.dp(16), y + ui.dp(30)))
            y += ui.dp(30)
            for (i in table.rows.indices) { rows.add(Box(card.left + ui.dp(16), y, card.right - ui.dp(16), y + ui.dp(36))); y += ui.dp(36) }
        }
        tableRows = rows
        val row = Box(card.left + ui.dp(20), card.bottom - ui.dp(20) - ui.dp(52), card.right - ui.dp(20), card.bottom - ui.dp(20))
        val (a, b) = row.columns(2, ui.dp(12))
        // The shared model's buttons: Rematch and Home side by side, Review the
        // whole width above them (its label has room in every language), See
        // the board as the card's close button.
        label(GameOverButton.REMATCH)?.let { buttons.add(Button("rematch", a, it, Icon.REMATCH, kind(GameOverButton.REMATCH)) { onRematch() }) }
        label(GameOverButton.HOME)?.let { buttons.add(Button("home", b, it, Icon.HOME, kind(GameOverButton.HOME)) { onHome() }) }
        label(GameOverButton.REVIEW)?.let { text -> onReview?.let { review -> buttons.add(Button("review", row.offset(0f, -ui.dp(52 + 12)), text, Icon.REVIEW, kind(GameOverButton.REVIEW)) { review() }) } }
        // The offer above them: its button, then right under it the detail ("2 positions to play again") that belongs to it.
        if (offer != null) {
            val up = ui.dp(52 + 12) * (if (onReview != null) 2 else 1) + ui.dp(28)
            val b = row.offset(0f, -up)
            offerCy = b.bottom + ui.dp(12)
            buttons.add(Button("mistakes", b, offer.title, Icon.PLAY, ButtonKind.SECONDARY, description = "${offer.title}. ${offer.detail}") { onMistakes() })
        }
        label(GameOverButton.SEE_BOARD)?.let {
            buttons.add(Button("close", Box(card.right - ui.dp(52), top + ui.dp(4), card.right - ui.dp(4), top + ui.dp(52)), "", Icon.CLOSE,
                ButtonKind.GHOST, description = it) { close() })
        }
        if (reopenAt != null) reopenButtons.add(Button("result", reopenAt, strings(TextKey.RESULT_SHOW), Icon.NONE, ButtonKind.PRIMARY) { reopen() })
    }

    // ---- drawing ------------------------------------------------------------

    /** Draws the sheet over a scrim, or, closed, only the "Result" button it owns. */
    fun draw(p: Painter) {
        if (!open) { reopenButtons.draw(p, ui); return }
        // No scrim: the final position stays readable around the card.
        p.withSave {
            if (dock == Dock.SIDE) p.translate(dragOffset, 0f) else p.translate(0f, dragOffset)
            drawOpen(p)
        }
    }

    private fun drawOpen(p: Painter) {
        val c = card
        p.fillRoundRect(c.left + ui.dp(2), c.top + ui.dp(4), c.right + ui.dp(2), c.bottom + ui.dp(6), ui.dp(Theme.corner), Colors.withAlpha(0x000000, 90))
        drawCard(p, c, ui, Theme.surfaceHigh)
        p.strokeRoundRect(c.left, c.top, c.right, c.bottom, ui.dp(Theme.corner), ui.dp(2), Colors.withAlpha(Theme.accent, 200))
        // The grab handle.
        p.fillRoundRect(c.cx - ui.dp(22), c.top + ui.dp(8), c.cx + ui.dp(22), c.top + ui.dp(13), ui.dp(2.5f), Colors.withAlpha(Theme.textDim, 200))
        emblemSeats = GameOverEmblemArt.draw(p, summary()?.emblem, board, c.cx, badgeCy, ui)
        val result = summary()?.headlineText ?: strings(TextKey.GAME_OVER)
        // A long shared win ("Shared win: Player 1, Player 4") is set a little smaller rather than cut.
        p.drawTextCentered(result, c.cx, headlineCy, fitText(p, result, ui.headline.withAlign(Align.CENTER), c.width - ui.dp(32)))
        summary()?.note?.let { n ->
            val style = fitText(p, n, ui.body.withAlign(Align.CENTER), c.width - ui.dp(32))
            p.drawTextCentered(n, c.cx, noteCy, style)
        }
        statisticsLine?.let { l ->
            val style = fitText(p, l, ui.label.withColor(Theme.accent).withAlign(Align.CENTER), c.width - ui.dp(32))
            p.drawTextCentered(l, c.cx, statsCy, style)
        }
        board.outcomeDetail(controller)?.let { d ->
            val style = ui.bodyDim.withAlign(Align.CENTER)
            p.drawTextCentered(ellipsize(p, d, style, c.width - ui.dp(32)), c.cx, detailCy, style)
        }
        table()?.let { drawTable(p, it) }
        mistakes()?.takeIf { buttons["mistakes"] != null }?.let { o ->
            val style = ui.bodyDim.withAlign(Align.CENTER)
            p.drawTextCentered(ellipsize(p, o.detail, style, c.width - ui.dp(32)), c.cx, offerCy, style)
        }
        buttons.draw(p, ui)
    }

    /** Column right edges of the table's values, from the card's right padding leftwards (last column = total). */
    fun columnRights(p: Painter, table: OutcomeTable): List<Float> {
        val right = card.right - ui.dp(16)
        val head = ui.small
        val value = ui.body.withAlign(Align.RIGHT)
        val widths = table.headings.indices.map { i ->
            maxOf(p.measureText(table.headings[i], head), table.rows.maxOf { p.measureText(it.values.getOrElse(i) { "" }, value.copy(bold = i == table.headings.lastIndex)) })
        }
        val gap = ui.dp(12)
        val out = ArrayList<Float>()
        var x = right - ui.dp(6)
        for (i in table.headings.indices.reversed()) { out.add(0, x); x -= widths[i] + gap }
        return out
    }

    /** Where the names column ends (the first value column's left edge). */
    fun namesRight(p: Painter, table: OutcomeTable): Float {
        val rights = columnRights(p, table)
        val first = maxOf(p.measureText(table.headings[0], ui.small), table.rows.maxOf { p.measureText(it.values.getOrElse(0) { "" }, ui.body) })
        return rights[0] - first - ui.dp(10)
    }

    /** Where a row's name starts: after its place and seat badge. */
    fun nameLeft(): Float = card.left + ui.dp(16) + ui.dp(28) + ui.dp(34)

    private fun drawTable(p: Painter, table: OutcomeTable) {
        if (tableRows.isEmpty()) return
        val rights = columnRights(p, table)
        val you = summary()?.you
        val head = ui.small.withAlign(Align.RIGHT)
        val hr = tableRows[0]
        for ((i, h) in table.headings.withIndex()) p.drawTextCentered(h, rights[i], hr.cy, head.withColor(if (i == table.headings.lastIndex) Theme.text else Theme.textDim))
        p.fillRect(hr.left, hr.bottom - ui.dp(1), hr.right, hr.bottom, Theme.surfaceLine)
        val nameX = nameLeft()
        val nameRight = namesRight(p, table)
        for ((k, row) in table.rows.withIndex()) {
            val b = tableRows.getOrNull(k + 1) ?: break
            if (row.seat == you) p.fillRoundRect(b.left - ui.dp(6), b.top + ui.dp(2), b.right + ui.dp(6), b.bottom - ui.dp(2), ui.dp(8), Colors.withAlpha(Theme.accent, 40))
            val place = ui.label.withColor(if (row.place == 1) Theme.accent else Theme.textDim).withAlign(Align.CENTER)
            p.drawTextCentered("${row.place}.", b.left + ui.dp(12), b.cy, place)
            board.drawSeatBadge(p, row.seat, b.left + ui.dp(28) + ui.dp(14), b.cy, ui.dp(12))
            val name = ui.body.withColor(if (row.seat == you) Theme.accent else Theme.text)
            p.drawTextCentered(ellipsize(p, row.name, name, nameRight - nameX), nameX, b.cy, name)
            for ((i, v) in row.values.withIndex()) {
                val total = i == row.values.lastIndex
                p.drawTextCentered(v, rights.getOrElse(i) { b.right }, b.cy, ui.body.withAlign(Align.RIGHT).copy(bold = total).withColor(if (total) Theme.text else Theme.textDim))
            }
        }
    }

    // ---- touch --------------------------------------------------------------

    /**
     * A touch in the sheet's coordinates. Open, the sheet takes every touch
     * (a tap beside the card closes it); closed, only its "Result" button.
     */
    fun onTouch(t: Touch): Boolean {
        if (!open) return reopenButtons.onTouch(t)
        val along = if (dock == Dock.SIDE) t.x else t.y
        dragFrom?.let { from ->
            // A drag of the card towards its edge: it follows the finger, and goes away past a threshold.
            when (t.kind) {
                Touch.Kind.MOVE -> dragOffset = (along - from).coerceAtLeast(0f)
                Touch.Kind.UP -> { val far = dragOffset > ui.dp(DRAG_AWAY_DP); dragOffset = 0f; dragFrom = null; if (far) close() }
                Touch.Kind.CANCEL -> { dragOffset = 0f; dragFrom = null }
                Touch.Kind.DOWN -> {}
            }
            return true
        }
        if (buttons.onTouch(t)) return true
        when (t.kind) {
            Touch.Kind.DOWN -> {
                pressedOutside = !card.contains(t.x, t.y)
                if (!pressedOutside) dragFrom = along
            }
            Touch.Kind.UP -> { if (pressedOutside && !card.contains(t.x, t.y)) close(); pressedOutside = false }
            Touch.Kind.CANCEL -> pressedOutside = false
            Touch.Kind.MOVE -> {}
        }
        return true
    }

    // ---- accessibility ------------------------------------------------------

    /** Nodes in screen coordinates ([toScreen] maps a box of the sheet's). */
    fun nodes(firstId: Int, toScreen: (Box) -> Box): List<A11yNode> {
        var id = firstId
        val out = ArrayList<A11yNode>()
        if (!open) {
            for (b in reopenButtons.nodes(id)) out.add(b.copy(bounds = toScreen(b.bounds)))
            return out
        }
        val headline = summary()?.headlineText ?: strings(TextKey.GAME_OVER)
        out.add(A11yNode(id++, toScreen(card), listOfNotNull(headline, summary()?.note, statisticsLine).joinToString(" ")))
        board.outcomeDetail(controller)?.let { out.add(A11yNode(id++, toScreen(Box(card.left, detailCy - ui.dp(14), card.right, detailCy + ui.dp(14))), it)) }
        table()?.let { table ->
            for ((k, row) in table.rows.withIndex()) out.add(A11yNode(id++, toScreen(tableRows.getOrElse(k + 1) { card }), row.words))
        }
        for (b in buttons.nodes(id)) out.add(b.copy(id = id++, bounds = toScreen(b.bounds)))
        return out
    }

    // ---- the shared model --------------------------------------------------

    private var summaryOf: Snapshot? = null
    private var summary: GameOverSummary? = null

    /** The shared model's summary of the finished game (null while it goes on), made once per snapshot. */
    fun summary(): GameOverSummary? {
        val snap = controller.snapshot
        if (snap !== summaryOf) { summary = strings.gameOver(snap); summaryOf = snap }
        return summary
    }

    /** The ranking as the sheet draws it (Pyramido), or null. */
    fun table(): OutcomeTable? {
        val s = summary() ?: return null
        if (s.ranking.isEmpty()) return null
        return OutcomeTable(s.rankingHeadings, s.ranking.map { OutcomeRow(it.place, it.seat, it.name, it.cells, it.words) })
    }

    /** The seats whose badge the emblem drew last (a trophy's winner), none for a defeat or a draw. */
    var emblemSeats: List<Int> = emptyList()
        private set

    companion object {
        /** The grab handle's strip at the card's top, in dp. */
        const val HANDLE_DP = 18f
        /** How far the card must be dragged to go away, in dp. */
        const val DRAG_AWAY_DP = 56f

        /** The result in one line (the shared model's headline), or "Game over" while it goes on. */
        fun headline(s: Strings, snap: Snapshot): String = s.gameOver(snap)?.headlineText ?: s(TextKey.GAME_OVER)
    }
}
