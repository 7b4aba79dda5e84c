package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.art.GamePictures
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.PylosArt
import games.pyramids.app.save.SaveEntry
import games.pyramids.app.session.id
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.drawWrapped
import games.pyramids.app.ui.wrapText
import games.pyramids.core.GameKind
import games.pyramids.core.PylosColor

/**
 * The first screen: the three games, each with a drawn picture, a short
 * description, Play and Rules; "Resume" for the newest unfinished game; the
 * saved-games list. Every block is as tall as its text needs (the font size
 * may be large); what does not fit in the window scrolls. Buttons keep out
 * of the edges' Back-swipe strips.
 */
class HomeScreen(app: App) : BaseScreen(app) {
    override val title: String get() = s(TextKey.APP_NAME)

    private class Card(val kind: GameKind, val box: Box, val picture: Box, val textLeft: Float, val name: Pair<Float, List<String>>, val blurb: Pair<Float, List<String>>)

    private var cards = emptyList<Card>()
    private var header = Box(0f, 0f, 0f, 0f)
    private var taglineLines = emptyList<String>()
    private var resumeBox: Box? = null
    private var resumeLines = emptyList<String>()
    private var resume: SaveEntry? = null
    /** An error to show (a save that would not open …); tap to dismiss. */
    var notice: String? = null
    private var noticeBox: Box? = null

    private val nameStyle: TextStyle get() = if (ui.isLandscape) ui.headline else ui.title.withSize(ui.sp(if (ui.isTablet) 25f else 21f))

    override fun onLayout(width: Float, height: Float) {
        resume = try { app.saves.latestOngoing() } catch (_: Exception) { null }
        val pad = ui.dp(if (ui.isTablet) 32 else 16)
        val left = pad + edgeLeft
        val right = width - pad - edgeRight
        val gap = ui.dp(if (ui.isTablet) 22 else 12)
        var y = pad + ui.dp(if (ui.isTablet) 8 else 4)

        // Header: the balls, the name, the tagline (wrapped), and at its right Statistics and Settings.
        val icon = ui.dp(Theme.minTouch)
        val settingsTitle = app.settings.progress.screen(s.catalog).title
        val statisticsTitle = app.statistics.progress.screen(s.catalog).title
        content.add(Button("settings", Box(right - icon, y - ui.dp(4), right, y - ui.dp(4) + icon), "", Icon.SETTINGS, ButtonKind.GHOST,
            description = settingsTitle) { app.push(SettingsScreen(app)) })
        titleRight = right - icon * 2 - ui.dp(4) - ui.dp(8)
        content.add(Button("statistics", Box(right - icon * 2 - ui.dp(4), y - ui.dp(4), right - icon - ui.dp(4), y - ui.dp(4) + icon), "", Icon.STATISTICS, ButtonKind.GHOST,
            description = statisticsTitle) { app.push(StatisticsScreen(app)) })
        val ballsW = ui.sp(34f) * 1.5f
        taglineLines = wrapText(measure, s(TextKey.TAGLINE), ui.bodyDim, right - left - ballsW - ui.dp(16) - icon * 2 - ui.dp(8))
        val headerH = ui.display.size * 1.2f + taglineLines.size * ui.bodyDim.size * 1.3f + ui.dp(8)
        header = Box(left, y, right, y + headerH)
        y = header.bottom + gap

        resumeBox = null
        val r = resume
        if (r?.meta != null) {
            val rw = if (ui.isLandscape) minOf(right - left, ui.dp(560)) else right - left
            val rl = (left + right) / 2 - rw / 2
            val textW = rw - ui.dp(72)
            resumeLines = wrapText(measure, s(TextKey.RESUME_DETAIL, s.gameName(r.meta.game), r.meta.ply + 1), ui.small, textW)
            val rh = maxOf(ui.dp(64), ui.title.size * 1.3f + resumeLines.size * ui.small.size * 1.3f + ui.dp(22))
            val rb = Box(rl, y, rl + rw, y + rh)
            resumeBox = rb
            content.add(Button("resume", rb, "", Icon.NONE, ButtonKind.GHOST,
                description = "${s(TextKey.RESUME)}: ${s(TextKey.RESUME_DETAIL, s.gameName(r.meta.game), r.meta.ply + 1)}") { open(r.id) })
            y = rb.bottom + gap
        }

        val btnH = maxOf(ui.dp(44), ui.label.size * 1.3f + ui.dp(18))
        val savedH = maxOf(ui.dp(52), ui.label.size * 1.3f + ui.dp(24))
        // The Learn and Puzzles entries: one pair per game, in a row on a wide screen, stacked on a narrow one.
        val learnBlock = entries.plan(ui, measure, right - left) + gap
        val bottomRoom = savedH + gap + pad + learnBlock
        val kinds = GameKind.entries
        val list = ArrayList<Card>()
        if (ui.isLandscape) {
            val cols = Box(left, y, right, y + 1f).columns(3, gap)
            // Text and buttons first; the picture takes what is left, at least 80 dp.
            val parts = kinds.mapIndexed { i, k -> cardText(k, cols[i].width - ui.dp(36), btnH) }
            val textH = parts.maxOf { it.height }
            val picH = (height - bottomRoom - y - textH - ui.dp(36)).coerceIn(ui.dp(72), ui.dp(260))
            val cardH = picH + ui.dp(36) + textH
            kinds.forEachIndexed { i, k ->
                val b = Box(cols[i].left, y, cols[i].right, y + cardH)
                val pic = Box(b.left + ui.dp(12), b.top + ui.dp(12), b.right - ui.dp(12), b.top + ui.dp(12) + picH)
                list.add(placeCard(k, b, pic, b.left + ui.dp(18), b.right - ui.dp(18), pic.bottom + ui.dp(10), parts[i], btnH))
            }
            y += cardH + gap
        } else {
            val free = height - bottomRoom - y
            val w = right - left
            // The picture gives way to the longest name (a large font on a narrow phone).
            val longest = kinds.maxOf { measure.measureText(s.gameName(it), nameStyle) }
            val picW = minOf(ui.dp(if (ui.isTablet) 200 else 124), w * 0.3f, w - longest - ui.dp(8 + 12 + 14 + 4)).coerceAtLeast(ui.dp(56))
            val textW = w - picW - ui.dp(8) - ui.dp(12) - ui.dp(14)
            val parts = kinds.map { cardText(it, textW, btnH) }
            val needs = parts.map { maxOf(it.height + ui.dp(26), picW * 0.8f) }
            // Spare height is shared out, so the three cards fill a tall phone.
            val extra = ((free - needs.sum() - gap * 2) / 3f).coerceIn(0f, ui.dp(80))
            kinds.forEachIndexed { i, k ->
                val b = Box(left, y, right, y + needs[i] + extra)
                val pw = minOf(picW, b.height - ui.dp(16))
                val pic = Box(b.left + ui.dp(8), b.cy - pw / 2, b.left + ui.dp(8) + pw, b.cy + pw / 2)
                val tl = b.left + ui.dp(8) + picW + ui.dp(12)
                list.add(placeCard(k, b, pic, tl, b.right - ui.dp(14), b.top + ui.dp(14) + extra / 2, parts[i], btnH))
                y = b.bottom + gap
            }
        }
        cards = list
        entries.place(ui, measure, left, right, y, content)
        y += learnBlock
        val savedTop = maxOf(y, height - pad - savedH)
        val savedW = minOf(right - left, maxOf(ui.dp(320), measure.measureText(s(TextKey.SAVED_GAMES), ui.label) + ui.dp(48)))
        content.add(Button("saved", Box.centered((left + right) / 2, savedTop + savedH / 2, savedW, savedH), s(TextKey.SAVED_GAMES), Icon.NONE, ButtonKind.SECONDARY) {
            app.push(SavedGamesScreen(app))
        })
        scroller.viewport = Box(0f, 0f, width, height)
        scroller.contentHeight = savedTop + savedH + pad
        noticeBox = null
    }

    /** Each game's Learn and Puzzles entries, below the cards. */
    private val entries = HomeEntries(app)

    /** A card's text block for a column [w] wide: the name, the blurb, and whether Play and Rules sit side by side. */
    private class CardText(val name: List<String>, val blurb: List<String>, val sideBySide: Boolean, val height: Float)

    private fun cardText(kind: GameKind, w: Float, btnH: Float): CardText {
        val name = wrapText(measure, s.gameName(kind), nameStyle, w)
        val blurb = wrapText(measure, s.blurb(kind), ui.bodyDim, w)
        // What a button with an icon needs besides its label (Button.draw: the icon and 28 dp), and a little air.
        val icon = ui.dp(22) + ui.dp(28) + ui.dp(6)
        val need = maxOf(measure.measureText(s(TextKey.PLAY), ui.label), measure.measureText(s(TextKey.RULES), ui.label)) + icon
        val sideBySide = need * 2 + ui.dp(10) <= w
        val h = name.size * nameStyle.size * 1.25f + ui.dp(4) + blurb.size * ui.bodyDim.size * 1.28f + ui.dp(12) +
            (if (sideBySide) btnH else btnH * 2 + ui.dp(8))
        return CardText(name, blurb, sideBySide, h)
    }

    private fun placeCard(kind: GameKind, b: Box, pic: Box, tl: Float, tr: Float, top: Float, t: CardText, btnH: Float): Card {
        val nameH = t.name.size * nameStyle.size * 1.25f
        val rowsH = if (t.sideBySide) btnH else btnH * 2 + ui.dp(8)
        val btnTop = b.bottom - ui.dp(14) - rowsH
        val area = Box(tl, btnTop, tr, btnTop + rowsH)
        val (play, rules) = if (t.sideBySide) area.columns(2, ui.dp(10)).let { it[0] to it[1] } else area.rows(2, ui.dp(8)).let { it[0] to it[1] }
        val name = s.gameName(kind)
        content.add(Button("play-${kind.id}", play, s(TextKey.PLAY), Icon.PLAY, ButtonKind.PRIMARY, description = "${s(TextKey.PLAY)}: $name") { newGame(kind) })
        content.add(Button("rules-${kind.id}", rules, s(TextKey.RULES), Icon.RULES, ButtonKind.SECONDARY, description = s(TextKey.RULES_TITLE, name)) {
            app.push(RulesScreen(app, kind))
        })
        return Card(kind, b, pic, tl, top to t.name, (top + nameH + ui.dp(4)) to t.blurb)
    }

    private fun newGame(kind: GameKind) = app.push(NewGameScreen(app, kind))

    private fun open(id: String) {
        notice = Launcher.openSave(app, id)
        app.host.invalidate()
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) {
            drawHeader(p)
            resumeBox?.let { drawResume(p, it) }
            for (c in cards) drawGameCard(p, c)
            entries.draw(p, ui, content.pressed?.id)
        }
        drawNotice(p)
    }

    /** Where the app's name must end: clear of the Statistics button. */
    private var titleRight = Float.MAX_VALUE

    private fun headlineFor(p: Painter, name: String, room: Float): TextStyle {
        val full = ui.display
        val w = p.measureText(name, full)
        return if (w <= room) full else full.withSize(full.size * maxOf(0.75f, room / w))
    }

    private fun drawHeader(p: Painter) {
        // A little pyramid of balls, then the name and the tagline; centred as a group on wide screens.
        val r = ui.sp(34f) * 0.34f
        val ballsW = r * 4.4f
        val gap = r * 0.6f
        val textW = maxOf(p.measureText(s(TextKey.APP_NAME), ui.display), taglineLines.maxOfOrNull { p.measureText(it, ui.bodyDim) } ?: 0f)
        val x0 = if (ui.isLandscape) header.cx - (ballsW + gap + textW) / 2f else header.left
        val cx = x0 + ballsW / 2f
        val base = header.top + ui.display.size * 0.95f
        PylosArt.ball(p, cx - r, base, r, PylosColor.DARK, app.density)
        PylosArt.ball(p, cx + r, base, r, PylosColor.LIGHT, app.density)
        PylosArt.ball(p, cx, base - r * 1.45f, r, PylosColor.LIGHT, app.density)
        val x = x0 + ballsW + gap
        // At a large font (or on a small phone) the name would run into the Statistics button: the headline is set
        // smaller there, down to 3/4 of its size (as iOS's title), a choice of the header's type rather than a text squeezed into a box.
        val nameStyle = if (ui.isLandscape) ui.display else headlineFor(p, s(TextKey.APP_NAME), titleRight - x)
        p.drawText(s(TextKey.APP_NAME), x, header.top + ui.display.size * 0.95f, nameStyle)
        var y = header.top + ui.display.size * 1.2f + p.metrics(ui.bodyDim).ascent
        for (l in taglineLines) { p.drawText(l, x, y, ui.bodyDim); y += ui.bodyDim.size * 1.3f }
    }

    private fun drawResume(p: Painter, b: Box) {
        drawCard(p, b, ui, Theme.surfaceHigh)
        p.fillRoundRect(b.left, b.top, b.left + ui.dp(6), b.bottom, ui.dp(3), Theme.accent)
        val pressed = content.pressed?.id == "resume"
        p.withSave {
            if (pressed) p.multiplyAlpha(0.7f)
            val ic = b.left + ui.dp(36)
            games.pyramids.app.ui.Icons.draw(p, Icon.PLAY, ic, b.cy, ui.dp(22), Theme.accent, ui)
            val textH = ui.title.size * 1.3f + resumeLines.size * ui.small.size * 1.3f
            var y = b.cy - textH / 2 + p.metrics(ui.title).ascent
            p.drawText(s(TextKey.RESUME), ic + ui.dp(28), y, ui.title)
            y += ui.title.size * 1.3f
            for (l in resumeLines) { p.drawText(l, ic + ui.dp(28), y, ui.small); y += ui.small.size * 1.3f }
        }
    }

    private fun drawGameCard(p: Painter, c: Card) {
        drawCard(p, c.box, ui)
        // The picture sits on a slightly darker well.
        p.fillRoundRect(c.picture.left, c.picture.top, c.picture.right, c.picture.bottom, ui.dp(12), Colors.withAlpha(0x000000, 45))
        GamePictures.draw(p, c.kind, c.picture.inset(ui.dp(6)), app.density)
        val x = c.textLeft
        var y = c.name.first + p.metrics(nameStyle).ascent
        for (l in c.name.second) { p.drawText(l, x, y, nameStyle); y += nameStyle.size * 1.25f }
        y = c.blurb.first + p.metrics(ui.bodyDim).ascent
        for (l in c.blurb.second) { p.drawText(l, x, y, ui.bodyDim); y += ui.bodyDim.size * 1.28f }
    }

    private fun drawNotice(p: Painter) {
        val text = notice ?: return
        val w = minOf(ui.width - ui.dp(32), ui.dp(560))
        val lines = wrapText(p, text, ui.body, w - ui.dp(32))
        val h = lines.size * ui.body.size * 1.3f + ui.dp(28)
        val b = Box.centered(ui.width / 2, ui.height - ui.dp(100) - h / 2, w, h)
        noticeBox = b
        drawCard(p, b, ui, Colors.darken(Theme.danger, 0.45f))
        drawWrapped(p, text, ui.body, b.inset(ui.dp(16), ui.dp(14)), 1.3f)
    }

    override fun onTouch(t: Touch): Boolean {
        if (notice != null && t.kind == Touch.Kind.UP) {
            notice = null
            app.host.invalidate()
            return true
        }
        return super.onTouch(t)
    }

    override fun accessibilityNodes(): List<A11yNode> {
        val nodes = ArrayList<A11yNode>()
        cards.forEachIndexed { i, c ->
            val name = s.gameName(c.kind)
            val b = c.picture.offset(0f, -scroller.offset)
            val v = scroller.viewport
            val seen = Box(b.left, maxOf(b.top, v.top), b.right, minOf(b.bottom, v.bottom))
            if (!seen.isEmpty) nodes.add(A11yNode(100 + i, seen, s(TextKey.A11Y_GAME_PICTURE, name) + ". " + s.blurb(c.kind)))
        }
        notice?.let { n -> noticeBox?.let { nodes.add(A11yNode(99, it, n, onClick = { notice = null; app.host.invalidate() })) } }
        return nodes + buttons.nodes(1) + contentNodes(500)
    }
}
