package games.pyramids.app.screens

import games.pyramids.app.session.id
import games.pyramids.app.art.GamePictures
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.PylosArt
import games.pyramids.app.save.SaveEntry
import games.pyramids.core.GameKind
import games.pyramids.core.PylosColor
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.drawWrapped

/**
 * The first screen: the three games, each with a drawn picture, a one-line
 * description, Play and Rules; "Resume" for the newest unfinished game; the
 * saved-games list.
 */
class HomeScreen(app: App) : BaseScreen(app) {
    override val title: String get() = s.appName

    private class Card(val kind: GameKind, val box: Box, val picture: Box, val text: Box)

    private var cards = emptyList<Card>()
    private var header = Box(0f, 0f, 0f, 0f)
    private var resumeBox: Box? = null
    private var resume: SaveEntry? = null
    /** An error to show (a save that would not open …); tap to dismiss. */
    var notice: String? = null
    private var noticeBox: Box? = null

    override fun onLayout(width: Float, height: Float) {
        resume = try { app.saves.latestOngoing() } catch (_: Exception) { null }
        val pad = ui.dp(if (ui.isTablet) 32 else 16)
        val gap = ui.dp(if (ui.isTablet) 22 else 12)
        var y = pad + ui.dp(if (ui.isTablet) 8 else 6)
        header = Box(pad, y, width - pad, y + ui.dp(if (ui.isTablet) 96 else 86))
        y = header.bottom + gap

        val bottomH = ui.dp(56)
        val bottom = Box(pad, height - pad - bottomH, width - pad, height - pad)
        val content = Box(pad, y, width - pad, bottom.top - gap)

        var area = content
        resumeBox = null
        val r = resume
        if (r?.meta != null) {
            val rb = Box(area.left, area.top, area.right, area.top + ui.dp(64)).let {
                if (ui.isLandscape) Box.centered(area.cx, it.cy, minOf(area.width, ui.dp(560)), it.height) else it
            }
            resumeBox = rb
            buttons.add(Button("resume", rb, "", Icon.NONE, ButtonKind.GHOST,
                description = "${s.resume}: ${s.resumeDetail(s.gameName(r.meta.game), r.meta.ply + 1)}") { open(r.id) }).also { it.visible = true }
            area = Box(area.left, rb.bottom + gap, area.right, area.bottom)
        }

        val kinds = GameKind.entries
        cards = if (ui.isLandscape) {
            area.columns(3, gap).mapIndexed { i, b ->
                val pic = Box(b.left + ui.dp(12), b.top + ui.dp(12), b.right - ui.dp(12), b.top + b.height * 0.52f)
                Card(kinds[i], b, pic, Box(b.left + ui.dp(18), pic.bottom + ui.dp(10), b.right - ui.dp(18), b.bottom - ui.dp(72)))
            }
        } else {
            area.rows(3, gap).mapIndexed { i, b ->
                val picW = minOf(b.height - ui.dp(16), b.width * 0.38f)
                val pic = Box(b.left + ui.dp(8), b.cy - picW / 2, b.left + ui.dp(8) + picW, b.cy + picW / 2)
                Card(kinds[i], b, pic, Box(pic.right + ui.dp(12), b.top + ui.dp(14), b.right - ui.dp(14), b.bottom - ui.dp(60)))
            }
        }
        for (c in cards) {
            val bh = ui.dp(44)
            val row = if (ui.isLandscape) Box(c.text.left, c.box.bottom - ui.dp(18) - bh, c.text.right, c.box.bottom - ui.dp(18))
            else Box(c.text.left, c.box.bottom - ui.dp(12) - bh, c.text.right, c.box.bottom - ui.dp(12))
            val (play, rules) = row.columns(2, ui.dp(10))
            val name = s.gameName(c.kind)
            buttons.add(Button("play-${c.kind.id}", play, s.play, Icon.PLAY, ButtonKind.PRIMARY, description = "${s.play}: $name") { newGame(c.kind) })
            buttons.add(Button("rules-${c.kind.id}", rules, s.rules, Icon.RULES, ButtonKind.SECONDARY, description = s.rulesTitle(name)) {
                app.push(RulesScreen(app, c.kind))
            })
        }
        val saved = Box.centered(bottom.cx, bottom.cy, minOf(bottom.width, ui.dp(320)), bottom.height)
        buttons.add(Button("saved", saved, s.savedGames, Icon.NONE, ButtonKind.SECONDARY) { app.push(SavedGamesScreen(app)) })
        noticeBox = null
    }

    private fun newGame(kind: GameKind) = app.push(NewGameScreen(app, kind))

    private fun open(id: String) {
        notice = Launcher.openSave(app, id)
        app.host.invalidate()
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawHeader(p)
        resumeBox?.let { drawResume(p, it) }
        for (c in cards) drawGameCard(p, c)
        buttons.draw(p, ui)
        drawNotice(p)
    }

    private fun drawHeader(p: Painter) {
        // A little pyramid of balls, then the name and the tagline; centred as a group on wide screens.
        val r = header.height * 0.16f
        val ballsW = r * 4.4f
        val gap = r * 0.6f
        val textW = maxOf(p.measureText(s.appName, ui.display), p.measureText(s.tagline, ui.bodyDim))
        val x0 = if (ui.isLandscape) header.cx - (ballsW + gap + textW) / 2f else header.left
        val cx = x0 + ballsW / 2f
        val base = header.top + header.height * 0.62f
        PylosArt.ball(p, cx - r, base, r, PylosColor.DARK, app.density)
        PylosArt.ball(p, cx + r, base, r, PylosColor.LIGHT, app.density)
        PylosArt.ball(p, cx, base - r * 1.45f, r, PylosColor.LIGHT, app.density)
        val x = x0 + ballsW + gap
        p.drawText(s.appName, x, header.top + header.height * 0.5f, ui.display)
        p.drawText(s.tagline, x, header.top + header.height * 0.5f + ui.body.size * 1.5f, ui.bodyDim)
    }

    private fun drawResume(p: Painter, b: Box) {
        val r = resume?.meta ?: return
        drawCard(p, b, ui, Theme.surfaceHigh)
        p.fillRoundRect(b.left, b.top, b.left + ui.dp(6), b.bottom, ui.dp(3), Theme.accent)
        val pressed = buttons.pressed?.id == "resume"
        p.withSave {
            if (pressed) p.multiplyAlpha(0.7f)
            val ic = b.left + ui.dp(36)
            games.pyramids.app.ui.Icons.draw(p, Icon.PLAY, ic, b.cy, ui.dp(22), Theme.accent, ui)
            p.drawText(s.resume, ic + ui.dp(28), b.cy - ui.dp(3), ui.title)
            p.drawText(s.resumeDetail(s.gameName(r.game), r.ply + 1), ic + ui.dp(28), b.cy + ui.dp(18), ui.small)
        }
    }

    private fun drawGameCard(p: Painter, c: Card) {
        drawCard(p, c.box, ui)
        // The picture sits on a slightly darker well.
        p.fillRoundRect(c.picture.left, c.picture.top, c.picture.right, c.picture.bottom, ui.dp(12), Colors.withAlpha(0x000000, 45))
        GamePictures.draw(p, c.kind, c.picture.inset(ui.dp(6)), app.density)
        val name = s.gameName(c.kind)
        val t = c.text
        val nameStyle = if (ui.isLandscape) ui.headline else ui.title.withSize(ui.dp(21))
        p.drawText(name, t.left, t.top + p.metrics(nameStyle).ascent, nameStyle)
        val descTop = t.top + nameStyle.size * 1.45f
        drawWrapped(p, s.blurb(c.kind), ui.bodyDim, Box(t.left, descTop, t.right, t.bottom), 1.28f)
    }

    private fun drawNotice(p: Painter) {
        val text = notice ?: return
        val w = minOf(ui.width - ui.dp(32), ui.dp(560))
        val lines = games.pyramids.app.ui.wrapText(p, text, ui.body, w - ui.dp(32))
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
            nodes.add(A11yNode(100 + i, c.picture, s.a11yGamePicture(name) + ". " + s.blurb(c.kind)))
        }
        notice?.let { n -> noticeBox?.let { nodes.add(A11yNode(99, it, n, onClick = { notice = null; app.host.invalidate() })) } }
        return nodes + buttons.nodes(1)
    }
}
