package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.game.NewGameModel
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.pylos.PylosArt
import games.pyramids.app.pyramida.PyramidaArt
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Palette
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.drawWrapped
import games.pyramids.app.ui.wrapText
import games.pyramids.core.GameKind
import games.pyramids.core.LearnOffer
import games.pyramids.app.ui.ConfirmDialog
import games.pyramids.core.PylosColor
import games.pyramids.core.PyramidaStone

/**
 * New game: number of players (Pyramido), who plays each seat (a human or
 * the computer at a level) with the colour that seat will play, the rules
 * variant, who starts, and table mode for a tablet shared round a table.
 * The form scrolls (a landscape phone, a large font); Start stays at the
 * bottom, clear of the screen's edge. A choice whose labels do not fit in
 * one row wraps onto more rows instead of shrinking its text.
 */
class NewGameScreen(app: App, val kind: GameKind) : BaseScreen(app) {
    val model = NewGameModel(kind)
    override val title: String get() = "${s(TextKey.NEW_GAME)} · ${s.gameName(kind)}"

    private class Label(val lines: List<String>, val x: Float, val top: Float, val style: TextStyle)
    /** A seat's row: its colour badge (null: drawn at random), where it goes. */
    private class Badge(val seat: Int, val colourIndex: Int?, val cx: Float, val cy: Float, val r: Float)
    private val labels = ArrayList<Label>()
    private val groups = ArrayList<Box>()
    private val badges = ArrayList<Badge>()
    private var tableRow: Box? = null
    private var error: String? = null
    private var startBar = Box(0f, 0f, 0f, 0f)
    /** The first-launch offer of this game's lessons, until answered (the library says whether it is due). */
    var offer: LearnOffer? = app.learn.progress.offer(kind, s.catalog)
        private set
    private val offerDialog = ConfirmDialog { ui.dp(Theme.minTouch) }

    override fun onLayout(width: Float, height: Float) {
        labels.clear(); groups.clear(); badges.clear()
        val below = topBar(title)
        val side = ui.dp(16) + maxOf(edgeLeft, edgeRight)
        val colW = minOf(width - 2 * side, ui.dp(620))
        val left = (width - colW) / 2f
        val right = left + colW
        val gap = ui.dp(if (ui.isTablet) 18 else 14)
        var y = below.top + ui.dp(4)

        fun text(t: String, style: TextStyle, x: Float = left, w: Float = right - x, lineGap: Float = 1.3f): Float {
            val lines = wrapText(measure, t, style, w)
            labels.add(Label(lines, x, y, style))
            return lines.size * style.size * lineGap
        }

        fun section(t: String) {
            y += text(t.uppercase(), ui.heading) + ui.dp(6)
        }

        // A choice: segments in as many columns as their longest label allows.
        fun segmented(id: String, options: List<Pair<String, Boolean>>, onPick: (Int) -> Unit) {
            val pad = ui.dp(3)
            // Button.draw keeps 8 dp each side of a label; a little air besides.
            val need = options.maxOf { measure.measureText(it.first, ui.label) } + ui.dp(20)
            val inner = colW - 2 * pad
            var cols = options.size
            while (cols > 1 && need * cols + pad * (cols - 1) > inner) cols--
            val rows = (options.size + cols - 1) / cols
            // Balanced rows (3 + 2, not 4 + 1).
            cols = (options.size + rows - 1) / rows
            val segH = maxOf(ui.dp(if (ui.isTablet) 50 else 44) - 2 * pad, ui.label.size * 1.3f + ui.dp(18))
            val box = Box(left, y, right, y + rows * segH + (rows - 1) * pad + 2 * pad)
            groups.add(box)
            options.forEachIndexed { i, (label, selected) ->
                val row = i / cols
                val inRow = if (row == rows - 1) options.size - row * cols else cols
                val cells = Box(box.left + pad, box.top + pad + row * (segH + pad), box.right - pad, box.top + pad + row * (segH + pad) + segH)
                    .columns(inRow, pad)
                content.add(Button("$id-$i", cells[i - row * cols], label, Icon.NONE, ButtonKind.GHOST) { onPick(i); relayout() }.also { it.selected = selected })
            }
            y = box.bottom + gap
        }

        if (model.hasSeatCount) {
            section(s(TextKey.PLAYER_COUNT))
            segmented("count", model.seatCountChoices.map { it.toString() to (it == model.seatCount) }) { model.setSeatCount(model.seatCountChoices[it]) }
        }

        section(s(TextKey.PLAYERS))
        for (seat in 0 until model.seatCount) {
            val r = ui.sp(11f)
            val colour = seatColour(seat)
            val x = left + ui.dp(4) + 2 * r + ui.dp(10)
            // The label is the shared model's ("Player 1 · Light, moves first").
            val lineH = text(s.newGameSeatLabel(model.choices, seat), ui.label, x)
            badges.add(Badge(seat, colour, left + ui.dp(4) + r, y + minOf(lineH, ui.label.size * 1.3f) / 2f, r))
            y += maxOf(lineH, 2 * r) + ui.dp(6)
            // Who plays the seat (Human | Computer) apart from how strongly: the level row only for the computer.
            val kinds = model.playerKinds
            val kind = model.playerKind(seat)
            segmented("seat$seat", kinds.map { s.catalog.playerKindName(it) to (it == kind) }) { i -> model.setPlayerKind(seat, kinds[i]) }
            model.level(seat)?.let { level ->
                y -= gap - ui.dp(4)
                y += text(s(TextKey.LEVEL_ROW), ui.bodyDim, left + ui.dp(4)) + ui.dp(2)
                val levels = model.levels
                segmented("level$seat", levels.map { s.levelName(it) to (it == level) }) { i -> model.setLevel(seat, levels[i]) }
            }
        }

        if (model.hasVariants) {
            section(s(TextKey.VARIANT))
            val variants = model.variantChoices
            segmented("variant", variants.map { s.variantName(it) to (it == model.variant) }) { model.setVariant(variants[it]) }
            y -= gap - ui.dp(6)
            y += text(s.variantBlurb(kind, model.variant), ui.bodyDim, left + ui.dp(4)) + gap
        }

        section(s(TextKey.WHO_STARTS))
        val starters = (0 until model.seatCount).map { s(TextKey.PLAYER_N, it + 1) to (model.starter == it) } + (s(TextKey.RANDOM) to (model.starter == null))
        segmented("starter", starters) { i -> model.setStarter(if (i < model.seatCount) i else null) }

        // Table mode: a switch row, its label wrapping beside the switch.
        val swW = ui.dp(52)
        val labelLines = wrapText(measure, s(TextKey.TABLE_MODE), ui.title, colW - swW - ui.dp(20))
        val rowH = maxOf(ui.dp(48), labelLines.size * ui.title.size * 1.25f + ui.dp(12))
        val row = Box(left, y, right, y + rowH)
        labels.add(Label(labelLines, left + ui.dp(4), row.cy - labelLines.size * ui.title.size * 1.25f / 2f, ui.title))
        content.add(Button("table", row, "", Icon.NONE, ButtonKind.GHOST, description = s(TextKey.TABLE_MODE) + ". " + s(TextKey.TABLE_MODE_BLURB)) {
            model.tableMode = !model.tableMode
            relayout()
        }.also { it.visible = true })
        tableRow = row
        y += rowH + ui.dp(2)
        y += text(s(TextKey.TABLE_MODE_BLURB), ui.bodyDim, left + ui.dp(4), lineGap = 1.3f) + gap

        // Start: a bar at the bottom, clear of the edge (and of the gesture bar the safe area already leaves out).
        val startH = maxOf(ui.dp(if (ui.isTablet) 60 else 54), ui.label.size * 1.3f + ui.dp(24))
        val margin = ui.dp(20)
        startBar = Box(0f, height - startH - 2 * margin, width, height)
        buttons.add(Button("start", Box(left, height - margin - startH, right, height - margin), s(TextKey.START), Icon.PLAY, ButtonKind.PRIMARY) { start() })
        scroller.viewport = Box(0f, below.top, width, startBar.top + ui.dp(10))
        scroller.contentHeight = y - below.top
        offerDialog.clear()
        offer?.let { o ->
            offerDialog.layout(ui, measure, width, height, listOf(ConfirmDialog.Text(o.text, ui.body)),
                cancel = ConfirmDialog.Choice("decline", o.decline) { declineOffer() },
                confirm = ConfirmDialog.Choice("learn", o.accept, Icon.RULES) { acceptOffer() },
                confirmKind = ButtonKind.PRIMARY)
        }
    }

    /** Learn: this game's lessons instead of the form. */
    fun acceptOffer() {
        offer = null
        app.replace(LessonListScreen(app, kind))
    }

    /** Not now: remembered (the offer is not made again), and the form is there to start the game. */
    fun declineOffer() {
        offer = null
        app.learn.declineOffer(kind)
        relayout()
    }

    override fun onTouch(t: games.pyramids.app.ui.Touch): Boolean {
        if (offerDialog.open) {
            if (offerDialog.onTouch(t)) app.host.invalidate()
            return true
        }
        return super.onTouch(t)
    }

    /** The badge colour of [seat]: the core seat it plays (0: Light/White, who moves first; Pyramido's seats are their own), or null when drawn at random. */
    private fun seatColour(seat: Int): Int? = if (model.takesFirstPlayer) seat else model.colour(seat)

    private fun relayout() {
        val keep = scroller.offset
        layout(ui.width, ui.height)
        scroller.scrollTo(keep)
        app.host.invalidate()
    }

    fun start() {
        val options = model.options(app.random.nextLong() and Long.MAX_VALUE) { n -> app.random.nextInt(n) }
        error = Launcher.startNew(app, options, model.tableMode)
        app.host.invalidate()
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) {
            for (l in labels) {
                val m = p.metrics(l.style)
                var yy = l.top + m.ascent
                for (line in l.lines) { p.drawText(line, l.x, yy, l.style); yy += l.style.size * 1.3f }
            }
            for (g in groups) {
                p.fillRoundRect(g.left, g.top, g.right, g.bottom, minOf(g.height / 2, ui.dp(16)), Colors.withAlpha(0x000000, 60))
                p.strokeRoundRect(g.left, g.top, g.right, g.bottom, minOf(g.height / 2, ui.dp(16)), ui.dp(1), Theme.surfaceLine)
            }
            for (b in badges) drawBadge(p, b)
            tableRow?.let { drawSwitch(p, it) }
        }
        // The Start bar fades the form out above it.
        p.withSave {
            p.clipRect(0f, startBar.top + ui.dp(10), ui.width, ui.height)
            background(p)
        }
        drawTopBar(p)
        buttons.draw(p, ui)
        error?.let { e ->
            val w = ui.width - ui.dp(32)
            val h = wrapText(p, e, ui.body, w - ui.dp(24)).size * ui.body.size * 1.3f + ui.dp(24)
            val b = Box(ui.dp(16), startBar.top - h - ui.dp(8), ui.width - ui.dp(16), startBar.top - ui.dp(8))
            p.fillRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(12), Colors.darken(Theme.danger, 0.4f))
            drawWrapped(p, e, ui.body, b.inset(ui.dp(12)))
        }
        offerDialog.draw(p, ui)
    }

    private fun drawBadge(p: Painter, b: Badge) {
        val c = b.colourIndex
        when {
            c == null -> {
                p.strokeCircle(b.cx, b.cy, b.r, ui.dp(1.5f), Theme.textDim)
                p.drawTextCentered("?", b.cx, b.cy, TextStyle(b.r * 1.3f, Theme.textDim, bold = true, align = Align.CENTER))
            }
            kind == GameKind.PYLOS -> PylosArt.ball(p, b.cx, b.cy, b.r, if (c == 0) PylosColor.LIGHT else PylosColor.DARK, app.density)
            kind == GameKind.PYRAMIDA -> PyramidaArt.stone(p, b.cx, b.cy, b.r, if (c == 0) PyramidaStone.WHITE else PyramidaStone.BLACK, app.density)
            else -> {
                p.fillCircle(b.cx, b.cy, b.r, Palette.seat(c))
                p.strokeCircle(b.cx, b.cy, b.r, ui.dp(1), Colors.withAlpha(0x000000, 120))
            }
        }
    }

    private fun drawSwitch(p: Painter, row: Box) {
        val w = ui.dp(52); val h = ui.dp(30)
        val sw = Box(row.right - w, row.cy - h / 2, row.right, row.cy + h / 2)
        val on = model.tableMode
        p.fillRoundRect(sw.left, sw.top, sw.right, sw.bottom, h / 2, if (on) Theme.accent else Theme.surfaceHigh)
        p.strokeRoundRect(sw.left, sw.top, sw.right, sw.bottom, h / 2, ui.dp(1), Theme.surfaceLine)
        val kx = if (on) sw.right - h / 2 else sw.left + h / 2
        p.fillCircle(kx, sw.cy, h / 2 - ui.dp(3), if (on) Theme.textOnAccent else Theme.text)
    }

    override fun accessibilityNodes(): List<A11yNode> =
        if (offerDialog.open) offerDialog.nodes(1) else buttons.nodes(1) + contentNodes(500)
}
