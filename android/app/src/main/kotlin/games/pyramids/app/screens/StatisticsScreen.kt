package games.pyramids.app.screens

import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillRect
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.ellipsize
import games.pyramids.app.ui.wrapText
import games.pyramids.core.StatisticsScreen as StatisticsModel
import games.pyramids.core.StatsGame

/**
 * The player's results, drawn from the shared model's screen
 * ([games.pyramids.core.PlayerStatistics.screen]): one card per game with a
 * table (a row per opponent, the model's headings and cells, right-aligned
 * numbers) and the streaks under it, or the model's "No games yet".
 */
class StatisticsScreen(app: App) : BaseScreen(app) {
    private var model: StatisticsModel = app.statistics.progress.screen(app.strings.catalog)
    override val title: String get() = model.title

    /** A game's card as laid out: where its title, rows and lines go. */
    private class Placed(val game: StatsGame, val card: Box, val titleTop: Float, val headTop: Float, val rowTops: List<Float>, val linesTop: Float)

    private var placed = emptyList<Placed>()
    /** Each column's right edge (the opponent's name is left of the first), and the headings wrapped to their columns. */
    private var rights = emptyList<Float>()
    private var headings = emptyList<List<String>>()
    private var labelLeft = 0f
    /** Where the first value column starts: the opponent's name ends before it. */
    private var valuesLeft = 0f
    private val rowH get() = maxOf(ui.dp(40), ui.body.size * 1.3f + ui.dp(14))
    private val lineH get() = ui.bodyDim.size * 1.35f

    override fun onLayout(width: Float, height: Float) {
        model = app.statistics.progress.screen(app.strings.catalog)
        val below = topBar(title)
        val pad = ui.dp(if (ui.isTablet) 24 else 16)
        val w = minOf(width - pad * 2 - edgeLeft - edgeRight, ui.dp(720))
        val left = (width - w) / 2
        val inner = ui.dp(16)
        labelLeft = left + inner
        // A column is as wide as its widest cell or its heading's longest word; headings wrap onto more lines.
        val gap = ui.dp(10)
        val cells = model.games.flatMap { it.rows }.map { it.cells }
        val widths = model.headings.mapIndexed { i, h ->
            maxOf(h.split(' ').maxOf { measure.measureText(it, ui.small) }, cells.maxOfOrNull { measure.measureText(it.getOrElse(i) { "" }, ui.body) } ?: 0f)
        }
        val list = ArrayList<Float>()
        var x = left + w - inner
        for (i in widths.indices.reversed()) { list.add(0, x); x -= widths[i] + gap }
        rights = list
        valuesLeft = (list.firstOrNull() ?: left + w) - (widths.firstOrNull() ?: 0f)
        headings = model.headings.mapIndexed { i, h -> wrapText(measure, h, ui.small, widths[i]) }
        val headH = (headings.maxOfOrNull { it.size } ?: 1) * ui.small.size * 1.25f + ui.dp(8)
        var y = below.top + ui.dp(8)
        val out = ArrayList<Placed>()
        for (g in model.games) {
            val top = y
            var at = top + inner
            val titleTop = at
            at += ui.title.size * 1.3f + ui.dp(6)
            val headTop = at
            val rowTops = ArrayList<Float>()
            if (g.rows.isNotEmpty()) {
                at += headH
                for (r in g.rows) { rowTops.add(at); at += rowH }
            }
            val linesTop = at + ui.dp(4)
            val lines = listOfNotNull(g.empty, g.longestStreak, g.currentStreak).size
            at = linesTop + lines * lineH
            val card = Box(left, top, left + w, at + inner)
            out.add(Placed(g, card, titleTop, headTop, rowTops, linesTop))
            y = card.bottom + ui.dp(12)
        }
        placed = out
        scroller.viewport = Box(0f, below.top, width, height)
        scroller.contentHeight = y - below.top + pad
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) { for (g in placed) drawGame(p, g) }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    private fun drawGame(p: Painter, g: Placed) {
        drawCard(p, g.card, ui)
        p.drawText(g.game.title, labelLeft, g.titleTop + p.metrics(ui.title).ascent, ui.title)
        if (g.rowTops.isNotEmpty()) {
            val head = ui.small.withAlign(Align.RIGHT)
            val most = headings.maxOf { it.size }
            headings.forEachIndexed { i, lines ->
                // Bottom-aligned, so one-line headings sit on the same line as a wrapped one's last.
                var y = g.headTop + (most - lines.size) * ui.small.size * 1.25f + p.metrics(ui.small).ascent
                for (l in lines) { p.drawText(l, rights[i], y, head); y += ui.small.size * 1.25f }
            }
            val nameRight = valuesLeft - ui.dp(8)
            g.game.rows.forEachIndexed { k, row ->
                val top = g.rowTops[k]
                p.fillRect(g.card.left + ui.dp(12), top, g.card.right - ui.dp(12), top + ui.dp(1), Theme.surfaceLine)
                val base = top + (rowH + p.metrics(ui.body).ascent - p.metrics(ui.body).descent) / 2
                p.drawText(ellipsize(p, row.label, ui.body, nameRight - labelLeft), labelLeft, base, ui.body)
                row.cells.forEachIndexed { i, c ->
                    val last = i == row.cells.lastIndex
                    p.drawText(c, rights.getOrElse(i) { g.card.right }, base, ui.body.withAlign(Align.RIGHT).copy(bold = last).withColor(if (last) Theme.accent else Theme.text))
                }
            }
        }
        var y = g.linesTop
        for (l in listOfNotNull(g.game.empty, g.game.longestStreak, g.game.currentStreak)) {
            p.drawText(ellipsize(p, l, ui.bodyDim, g.card.width - ui.dp(32)), labelLeft, y + p.metrics(ui.bodyDim).ascent, ui.bodyDim)
            y += lineH
        }
    }

    /** Each row read as the model words it ("Hard: 3 games, 2 wins …"), each game's title and lines. */
    override fun accessibilityNodes(): List<A11yNode> {
        val v = scroller.viewport
        val nodes = ArrayList<A11yNode>()
        var id = 100
        for (g in placed) {
            fun add(b: Box, text: String) {
                val s = b.offset(0f, -scroller.offset)
                val seen = Box(s.left, maxOf(s.top, v.top), s.right, minOf(s.bottom, v.bottom))
                if (!seen.isEmpty) nodes.add(A11yNode(id, seen, text))
                id++
            }
            add(Box(g.card.left, g.titleTop, g.card.right, g.headTop), g.game.title)
            g.game.rows.forEachIndexed { k, r -> add(Box(g.card.left, g.rowTops[k], g.card.right, g.rowTops[k] + rowH), r.words) }
            val lines = listOfNotNull(g.game.empty, g.game.longestStreak, g.game.currentStreak)
            if (lines.isNotEmpty()) add(Box(g.card.left, g.linesTop, g.card.right, g.linesTop + lines.size * lineH), lines.joinToString(". "))
        }
        return buttons.nodes(1) + nodes
    }
}
