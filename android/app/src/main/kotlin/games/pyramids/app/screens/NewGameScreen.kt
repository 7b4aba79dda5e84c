package games.pyramids.app.screens

import games.pyramids.app.session.isHuman
import games.pyramids.app.game.NewGameModel
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.core.GameKind
import games.pyramids.core.SeatController
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.drawWrapped

/**
 * New game: number of players (Pyramido), who plays each seat (a human or
 * the computer at a level), the rules variant (Pylos), who starts, and table
 * mode for a tablet shared round a table.
 */
class NewGameScreen(app: App, val kind: GameKind) : BaseScreen(app) {
    val model = NewGameModel.forGame(kind, app.availableGames)
    override val title: String get() = "${s.newGame} · ${s.gameName(kind)}"

    private class Label(val text: String, val x: Float, val y: Float, val dim: Boolean = false)
    private val labels = ArrayList<Label>()
    private val groups = ArrayList<Box>()
    private var blurbBox: Box? = null
    private var tableBlurbBox: Box? = null
    private var error: String? = null

    override fun onLayout(width: Float, height: Float) {
        labels.clear(); groups.clear()
        val below = topBar(title)
        val colW = minOf(width - ui.dp(32), ui.dp(620))
        val left = (width - colW) / 2f
        val right = left + colW
        val segH = ui.dp(if (ui.isTablet) 50 else 44)
        val gap = ui.dp(if (ui.isTablet) 16 else 11)
        var y = below.top + ui.dp(8)

        fun section(text: String) {
            labels.add(Label(text, left, y + ui.label.size))
            y += ui.label.size * 1.6f
        }

        fun segmented(id: String, options: List<Pair<String, Boolean>>, onPick: (Int) -> Unit) {
            val row = Box(left, y, right, y + segH)
            groups.add(row)
            row.inset(ui.dp(3)).columns(options.size, ui.dp(3)).forEachIndexed { i, b ->
                buttons.add(Button("$id-$i", b, options[i].first, Icon.NONE, ButtonKind.GHOST) { onPick(i); relayout() }.also { it.selected = options[i].second })
            }
            y += segH + gap
        }

        if (model.hasSeatCount) {
            section(s.playerCount)
            segmented("count", model.seatCountChoices.map { it.toString() to (it == model.seatCount) }) { model.setSeatCount(model.seatCountChoices[it]) }
        }

        section(s.players)
        for (seat in 0 until model.seatCount) {
            labels.add(Label(s.playerN(seat + 1), left + ui.dp(4), y + ui.small.size, dim = true))
            y += ui.small.size * 1.5f
            val c = model.controller(seat)
            val opts = listOf(s.human to c.isHuman) + model.levels.map { l -> s.levelName(l) to (c is SeatController.Ai && c.level == l) }
            segmented("seat$seat", opts) { i ->
                model.setController(seat, if (i == 0) SeatController.Human else SeatController.Ai(model.levels[i - 1]))
            }
        }

        if (model.hasVariants) {
            section(s.variant)
            val variants = model.variantChoices
            segmented("variant", variants.map { s.variantName(it) to (it == model.variant) }) { model.setVariant(variants[it]) }
            blurbBox = Box(left + ui.dp(4), y - gap + ui.dp(4), right, y + ui.dp(20))
            y += ui.dp(22)
        } else blurbBox = null

        section(s.whoStarts)
        val starters = (0 until model.seatCount).map { s.playerN(it + 1) to (model.starter == it) } + (s.random to (model.starter == null))
        segmented("starter", starters) { i -> model.setStarter(if (i < model.seatCount) i else null) }

        // Table mode: a switch row.
        val row = Box(left, y, right, y + segH)
        buttons.add(Button("table", row, s.tableMode, Icon.NONE, ButtonKind.GHOST, description = s.tableMode + ". " + s.tableModeBlurb) {
            model.tableMode = !model.tableMode
            relayout()
        }.also { it.selected = false })
        tableRow = row
        y += segH
        tableBlurbBox = Box(left + ui.dp(4), y + ui.dp(2), right, y + ui.dp(44))
        y += ui.dp(48)

        val startH = ui.dp(if (ui.isTablet) 60 else 54)
        val startTop = maxOf(y + gap, height - ui.dp(24) - startH).coerceAtMost(height - startH - ui.dp(8))
        buttons.add(Button("start", Box(left, startTop, right, startTop + startH), s.start, Icon.PLAY, ButtonKind.PRIMARY) { start() })
    }

    private var tableRow: Box? = null

    private fun relayout() {
        layout(ui.width, ui.height)
        app.host.invalidate()
    }

    fun start() {
        val options = model.options(app.random.nextLong() and Long.MAX_VALUE) { n -> app.random.nextInt(n) }
        error = Launcher.startNew(app, options, model.tableMode)
        app.host.invalidate()
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawTopBar(p)
        for (l in labels) p.drawText(l.text, l.x, l.y, if (l.dim) ui.small else ui.label.withColor(Theme.textDim))
        for (g in groups) {
            p.fillRoundRect(g.left, g.top, g.right, g.bottom, minOf(g.height / 2, ui.dp(16)), Colors.withAlpha(0x000000, 60))
            p.strokeRoundRect(g.left, g.top, g.right, g.bottom, minOf(g.height / 2, ui.dp(16)), ui.dp(1), Theme.surfaceLine)
        }
        blurbBox?.let { drawWrapped(p, s.variantBlurb(if (model.info.game == GameKind.PYRAMIDA) "pyramida-${model.variant}" else model.variant), ui.small, it) }
        // Segments of one control share one text size (the one that fits them all).
        buttons.buttons.filter { it.id.contains('-') }.groupBy { it.id.substringBefore('-') }.forEach { (_, group) ->
            val size = group.minOf { b -> games.pyramids.app.ui.fitText(p, b.label, ui.label, b.box.width - ui.dp(12)).size }
            group.forEach { it.labelSize = size }
        }
        buttons.buttons.filter { it.id != "table" }.forEach { it.draw(p, ui, it === buttons.pressed) }
        tableRow?.let { drawSwitchRow(p, it) }
        tableBlurbBox?.let { drawWrapped(p, s.tableModeBlurb, ui.small, it, 1.25f) }
        error?.let { e ->
            val b = Box(ui.dp(16), ui.height - ui.dp(150), ui.width - ui.dp(16), ui.height - ui.dp(96))
            p.fillRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(12), Colors.darken(Theme.danger, 0.4f))
            drawWrapped(p, e, ui.body, b.inset(ui.dp(12)))
        }
    }

    private fun drawSwitchRow(p: Painter, row: Box) {
        p.drawText(s.tableMode, row.left + ui.dp(4), row.cy + ui.label.size * 0.35f, ui.title)
        val w = ui.dp(52); val h = ui.dp(30)
        val sw = Box(row.right - w, row.cy - h / 2, row.right, row.cy + h / 2)
        val on = model.tableMode
        p.fillRoundRect(sw.left, sw.top, sw.right, sw.bottom, h / 2, if (on) Theme.accent else Theme.surfaceHigh)
        p.strokeRoundRect(sw.left, sw.top, sw.right, sw.bottom, h / 2, ui.dp(1), Theme.surfaceLine)
        val kx = if (on) sw.right - h / 2 else sw.left + h / 2
        p.fillCircle(kx, sw.cy, h / 2 - ui.dp(3), if (on) Theme.textOnAccent else Theme.text)
    }
}
