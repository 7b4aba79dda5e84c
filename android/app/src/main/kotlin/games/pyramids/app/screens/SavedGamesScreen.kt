package games.pyramids.app.screens

import games.pyramids.app.art.GamePictures
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.save.SaveEntry
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.drawWrapped
import games.pyramids.app.ui.ellipsize
import java.text.DateFormat
import java.util.Date
import java.util.Locale

/**
 * Every saved game, newest first: tap to resume, or delete. A damaged or
 * future-version save is listed with what is wrong and can only be deleted.
 */
class SavedGamesScreen(app: App) : BaseScreen(app) {
    override val title: String get() = s.savedGames

    private class Row(val entry: SaveEntry, val box: Box)
    private var rows = emptyList<Row>()
    var notice: String? = null
        private set
    private var empty = Box(0f, 0f, 0f, 0f)

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(title)
        val w = minOf(width - ui.dp(32), ui.dp(720))
        val left = (width - w) / 2
        val rowH = ui.dp(if (ui.isTablet) 96 else 84)
        val gap = ui.dp(10)
        var y = below.top + ui.dp(8)
        val entries = app.saves.list()
        rows = entries.map { e ->
            val b = Box(left, y, left + w, y + rowH)
            y += rowH + gap
            if (e.meta != null) buttons.add(Button("open-${e.id}", b.splitRight(ui.dp(64)).first, "", Icon.NONE, ButtonKind.GHOST,
                description = describe(e)) { open(e) })
            buttons.add(Button("delete-${e.id}", Box.centered(b.right - ui.dp(36), b.cy, ui.dp(44), ui.dp(44)), "", Icon.TRASH, ButtonKind.GHOST,
                description = "${s.delete}: ${describe(e)}") { delete(e) })
            Row(e, b)
        }
        empty = Box(left, below.top + ui.dp(24), left + w, below.top + ui.dp(200))
    }

    private fun describe(e: SaveEntry): String {
        val m = e.meta ?: return s.damagedSave + ": " + Launcher.describe(app, e.problem!!)
        val state = if (m.finished) s.finished else s.ongoing
        return "${s.gameName(m.game)} · ${s.moveNumber(m.ply)} · $state · ${date(m.updatedMs)}"
    }

    private fun date(ms: Long): String =
        DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, Locale.forLanguageTag(s.languageTag)).format(Date(ms))

    private fun open(e: SaveEntry) {
        notice = Launcher.openSave(app, e.id)
        if (notice != null) relayout()
    }

    private fun delete(e: SaveEntry) {
        app.saves.delete(e.id)
        relayout()
    }

    private fun relayout() {
        layout(ui.width, ui.height)
        app.host.invalidate()
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawTopBar(p)
        if (rows.isEmpty()) drawWrapped(p, s.noSaves, ui.bodyDim, empty, 1.35f)
        for (r in rows) drawRow(p, r)
        buttons.draw(p, ui)
        notice?.let { n ->
            val b = Box(ui.dp(16), ui.height - ui.dp(120), ui.width - ui.dp(16), ui.height - ui.dp(24))
            drawCard(p, b, ui, Colors.darken(Theme.danger, 0.45f))
            drawWrapped(p, n, ui.body, b.inset(ui.dp(14)), 1.3f)
        }
    }

    private fun drawRow(p: Painter, r: Row) {
        val b = r.box
        val m = r.entry.meta
        drawCard(p, b, ui, if (m == null) Colors.mix(Theme.surface, Theme.danger, 0.18f) else Theme.surface)
        val pic = Box(b.left + ui.dp(8), b.top + ui.dp(8), b.left + ui.dp(8) + b.height - ui.dp(16), b.bottom - ui.dp(8))
        val textLeft = pic.right + ui.dp(14)
        val textW = b.right - ui.dp(72) - textLeft
        if (m != null) {
            p.fillRoundRect(pic.left, pic.top, pic.right, pic.bottom, ui.dp(10), Colors.withAlpha(0x000000, 45))
            GamePictures.draw(p, m.game, pic.inset(ui.dp(4)), app.density * 0.6f)
            p.drawText(s.gameName(m.game), textLeft, b.top + ui.dp(30), ui.title)
            val state = if (m.finished) s.finished else s.ongoing
            p.drawText(ellipsize(p, "${s.moveNumber(m.ply)} · $state", ui.body, textW), textLeft, b.top + ui.dp(52), ui.bodyDim)
            p.drawText(ellipsize(p, date(m.updatedMs), ui.small, textW), textLeft, b.top + ui.dp(72), ui.small)
        } else {
            // A warning badge where the picture would be.
            val k = pic.height * 0.3f
            p.fill(games.pyramids.app.paint.PathBuilder.polygon(pic.cx, pic.cy - k, pic.cx + k * 1.1f, pic.cy + k * 0.85f, pic.cx - k * 1.1f, pic.cy + k * 0.85f),
                games.pyramids.app.paint.Fill.Solid(Theme.danger))
            p.drawText("!", pic.cx, pic.cy + k * 0.7f, ui.title.withColor(Theme.textOnAccent).withAlign(games.pyramids.app.paint.Align.CENTER))
            p.drawText(s.damagedSave, textLeft, b.top + ui.dp(30), ui.title.withColor(Theme.danger))
            drawWrapped(p, Launcher.describe(app, r.entry.problem!!), ui.small, Box(textLeft, b.top + ui.dp(40), textLeft + textW, b.bottom), 1.25f)
        }
    }

    override fun accessibilityNodes(): List<A11yNode> = buttons.nodes(1)
}
