package games.pyramids.app.screens

import games.pyramids.core.GameKind
import games.pyramids.core.ReviewKey
import games.pyramids.core.TextKey
import games.pyramids.app.art.GamePictures
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.save.SaveEntry
import games.pyramids.core.SaveCardState
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ConfirmDialog
import games.pyramids.app.ui.ThumbnailArt
import games.pyramids.app.ui.kind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.drawWrapped
import games.pyramids.app.ui.wrapText
import java.text.DateFormat
import java.util.Date
import java.util.Locale

/**
 * Every saved game, newest first, as the shared card model words it (crate
 * pyramids-play: the game, who plays it, whose turn or the result, the
 * move; never a file name) with the date formatted here; tap to resume,
 * review any game with moves played, or delete (after a confirmation). A
 * save from a newer version says so; a damaged one says it cannot be
 * opened. Rows grow with their text; the list scrolls.
 */
class SavedGamesScreen(app: App) : BaseScreen(app) {
    override val title: String get() = s(TextKey.SAVED_GAMES)

    private class Line(val text: String, val style: TextStyle, val indent: Float = 0f)
    private class Row(val entry: SaveEntry, val box: Box, val picture: Box, val textLeft: Float, val lines: List<Pair<Float, Line>>)
    private var rows = emptyList<Row>()
    var notice: String? = null
        private set
    /** The save whose deletion waits for the player's yes. */
    var confirming: SaveEntry? = null
        private set
    internal val dialog = ConfirmDialog { ui.dp(Theme.minTouch) }
    private var emptyBox: Box? = null

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(title)
        val side = ui.dp(16) + maxOf(edgeLeft, edgeRight)
        val w = minOf(width - 2 * side, ui.dp(720))
        val left = (width - w) / 2
        val gap = ui.dp(10)
        var y = below.top + ui.dp(8)
        val entries = app.saves.list()
        val pad = ui.dp(14)
        val pic = ui.dp(56)
        val btnH = ui.dp(Theme.minTouch)
        // Review and Delete in a row under the text, wide enough for their words and icons; where two do not
        // fit side by side (a small phone at a large font) each takes the card's width, Review above Delete.
        val need = maxOf(ui.dp(120), maxOf(measure.measureText(s(TextKey.DELETE), ui.label), measure.measureText(s(ReviewKey.REVIEW), ui.label)) + ui.dp(22) + ui.dp(40))
        val stackedButtons = 2 * need + ui.dp(10) > w - 2 * pad
        val btnW = if (stackedButtons) w - 2 * pad else need
        rows = entries.map { e ->
            val thumbnail = e.card.thumbnail
            // A save that opens shows its position; one that will not, a warning badge in the picture's place.
            val hasPicture = thumbnail != null || !e.card.opens
            // A large font: the title beside the picture, the details under it at the card's full width.
            val stacked = hasPicture && ui.fontScale > 1.3f
            val indent = if (hasPicture) pic + ui.dp(12) else 0f
            val lines = ArrayList<Pair<Float, Line>>()
            var ty = pad
            linesOf(e).forEachIndexed { i, l ->
                val x = if (i > 0 && stacked) 0f else indent
                if (i == 1 && stacked) ty = maxOf(ty, pad + pic + ui.dp(6))
                for (part in wrapText(measure, l.text, l.style, w - 2 * pad - x)) {
                    lines.add(ty to Line(part, l.style, x))
                    ty += l.style.size * 1.3f
                }
                ty += ui.dp(2)
            }
            val contentH = maxOf(ty, if (hasPicture) pad + pic else 0f)
            val rowsH = if (stackedButtons && e.card.reviewable) 2 * btnH + ui.dp(8) else btnH
            val h = contentH + ui.dp(8) + rowsH + pad
            val b = Box(left, y, left + w, y + h)
            y += h + gap
            val row = Box(b.left, b.bottom - pad - btnH, b.right, b.bottom - pad)
            if (e.card.opens) content.add(Button("open-${e.id}", Box(b.left, b.top, b.right, b.bottom - pad - rowsH - ui.dp(4)), "", Icon.NONE, ButtonKind.GHOST,
                description = describe(e)) { open(e) })
            fun roleOf(a: games.pyramids.core.SaveAction) = e.card.actions.firstOrNull { it.action == a }?.role
            val delete = Box(row.right - pad - btnW, row.top, row.right - pad, row.bottom)
            content.add(Button("delete-${e.id}", delete, s(TextKey.DELETE), Icon.TRASH,
                roleOf(games.pyramids.core.SaveAction.DELETE)?.kind() ?: ButtonKind.SECONDARY,
                description = "${s(TextKey.DELETE)}: ${describe(e)}") { confirming = e; relayout() })
            // A game with moves played can be reviewed: its button sits left of Delete.
            val reviewBox = if (stackedButtons) delete.offset(0f, -btnH - ui.dp(8)) else delete.offset(-btnW - ui.dp(10), 0f)
            if (e.card.reviewable) content.add(Button("review-${e.id}", reviewBox, s(ReviewKey.REVIEW), Icon.REVIEW,
                roleOf(games.pyramids.core.SaveAction.REVIEW)?.kind() ?: ButtonKind.SECONDARY,
                description = "${s(ReviewKey.REVIEW)}: ${describe(e)}") { review(e) })
            Row(e, b, if (hasPicture) Box(b.left + pad, b.top + pad, b.left + pad + pic, b.top + pad + pic) else Box(0f, 0f, 0f, 0f), b.left + pad, lines)
        }
        emptyBox = null
        if (rows.isEmpty()) {
            // A friendly empty state: the three games, a word, and the way to start one.
            val top = below.top + ui.dp(24)
            val picH = minOf(ui.dp(150), w * 0.4f)
            val lines = wrapText(measure, s(TextKey.NO_SAVES_DETAIL), ui.bodyDim, w - ui.dp(32))
            val titleLines = wrapText(measure, s(TextKey.NO_SAVES_TITLE), ui.headline, w - ui.dp(32))
            val textH = titleLines.size * ui.headline.size * 1.25f + ui.dp(10) + lines.size * ui.bodyDim.size * 1.35f
            val btnH = maxOf(ui.dp(52), ui.label.size * 1.3f + ui.dp(24))
            val box = Box(left, top, left + w, top + ui.dp(20) + picH + ui.dp(20) + textH + ui.dp(24) + btnH + ui.dp(24))
            emptyBox = box
            content.add(Button("play", Box.centered(box.cx, box.bottom - ui.dp(24) - btnH / 2,
                minOf(w - ui.dp(32), measure.measureText(s(TextKey.NEW_GAME), ui.label) + ui.dp(90)), btnH), s(TextKey.NEW_GAME), Icon.PLAY, ButtonKind.PRIMARY) { app.popToRoot() })
            y = box.bottom
        }
        scroller.viewport = Box(0f, below.top, width, height)
        scroller.contentHeight = y - below.top + ui.dp(16)
        layoutDialog(width, height)
    }

    /** The confirmation: Delete this game?, the save's card in words, that it cannot be undone; Cancel and the destructive Delete. */
    private fun layoutDialog(width: Float, height: Float) {
        dialog.clear()
        val e = confirming ?: return
        dialog.layout(ui, measure, width, height, s.catalog.confirmDialog(games.pyramids.core.ConfirmAsk.DeleteSave), ConfirmDialog.Text(describe(e), ui.bodyDim),
            backId = "cancel", goId = "confirm-delete", goIcon = Icon.TRASH, onBack = { confirming = null; relayout() }, onGo = { delete(e) })
    }

    /** Where [id]'s card draws its picture (its position, or a warning for a save that will not open); null for none. */
    fun pictureOf(id: String): Box? = rows.firstOrNull { it.entry.id == id }?.picture?.takeIf { it.width > 0f }

    /**
     * The lines of a row, from the shared card (crate pyramids-play): the
     * game, who plays, whose turn or the result — or what is wrong with the
     * save — then when, which the platform formats.
     */
    private fun linesOf(e: SaveEntry): List<Line> {
        val card = e.card
        val text = s.saveCardText(card)
        val titleStyle = when (card.state) {
            is SaveCardState.Ok -> ui.title
            is SaveCardState.Newer -> ui.title.withColor(Theme.accent)
            is SaveCardState.Damaged -> ui.title.withColor(Theme.danger)
        }
        return listOfNotNull(
            Line(text.title, titleStyle),
            text.players.takeIf { it.isNotEmpty() }?.let { Line(it, ui.bodyDim) },
            Line(text.status, if (card.opens) ui.body else ui.bodyDim),
            card.updatedMs?.takeIf { card.opens }?.let { Line(date(it), ui.small) },
        )
    }

    private fun describe(e: SaveEntry): String {
        val text = s.saveCardText(e.card).description
        return e.card.updatedMs?.takeIf { e.card.opens }?.let { "$text. ${date(it)}" } ?: text
    }

    private fun date(ms: Long): String =
        DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, Locale.forLanguageTag(s.languageTag)).format(Date(ms))

    private fun open(e: SaveEntry) {
        notice = Launcher.openSave(app, e.id)
        if (notice != null) relayout()
    }

    private fun review(e: SaveEntry) {
        notice = Launcher.reviewSave(app, e.id)
        if (notice != null) relayout()
    }

    private fun delete(e: SaveEntry) {
        app.saves.delete(e.id)
        confirming = null
        relayout()
    }

    private fun relayout() {
        val keep = scroller.offset
        layout(ui.width, ui.height)
        scroller.scrollTo(keep)
        app.host.invalidate()
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) {
            emptyBox?.let { drawEmpty(p, it) }
            for (r in rows) drawRow(p, r)
        }
        drawTopBar(p)
        buttons.draw(p, ui)
        notice?.let { n ->
            val w = ui.width - ui.dp(32)
            val h = wrapText(p, n, ui.body, w - ui.dp(28)).size * ui.body.size * 1.3f + ui.dp(28)
            val b = Box(ui.dp(16), ui.height - ui.dp(24) - h, ui.width - ui.dp(16), ui.height - ui.dp(24))
            drawCard(p, b, ui, Colors.darken(Theme.danger, 0.45f))
            drawWrapped(p, n, ui.body, b.inset(ui.dp(14)), 1.3f)
        }
        if (confirming != null) dialog.draw(p, ui)
    }

    private fun drawEmpty(p: Painter, b: Box) {
        drawCard(p, b, ui)
        val picH = minOf(ui.dp(150), b.width * 0.4f)
        val pics = Box(b.left + ui.dp(16), b.top + ui.dp(20), b.right - ui.dp(16), b.top + ui.dp(20) + picH).columns(3, ui.dp(10))
        games.pyramids.core.GameKind.entries.forEachIndexed { i, k ->
            p.fillRoundRect(pics[i].left, pics[i].top, pics[i].right, pics[i].bottom, ui.dp(12), Colors.withAlpha(0x000000, 45))
            GamePictures.draw(p, k, pics[i].inset(ui.dp(6)), app.density * 0.7f)
        }
        var y = pics[0].bottom + ui.dp(20)
        for (l in wrapText(p, s(TextKey.NO_SAVES_TITLE), ui.headline, b.width - ui.dp(32))) {
            p.drawText(l, b.cx, y + p.metrics(ui.headline).ascent, ui.headline.withAlign(Align.CENTER)); y += ui.headline.size * 1.25f
        }
        y += ui.dp(10)
        for (l in wrapText(p, s(TextKey.NO_SAVES_DETAIL), ui.bodyDim, b.width - ui.dp(32))) {
            p.drawText(l, b.cx, y + p.metrics(ui.bodyDim).ascent, ui.bodyDim.withAlign(Align.CENTER)); y += ui.bodyDim.size * 1.35f
        }
    }

    private fun drawRow(p: Painter, r: Row) {
        val b = r.box
        val card = r.entry.card
        val game = card.game.takeIf { card.opens }
        val future = card.state is SaveCardState.Newer
        drawCard(p, b, ui, when { game != null -> Theme.surface; future -> Colors.mix(Theme.surface, Theme.accent, 0.12f); else -> Colors.mix(Theme.surface, Theme.danger, 0.18f) })
        if (buttons.pressed == null && content.pressed?.id == "open-${r.entry.id}") p.fillRoundRect(b.left, b.top, b.right, b.bottom, ui.dp(Theme.corner), Colors.withAlpha(0xFFFFFF, 20))
        val pic = r.picture
        val thumbnail = card.thumbnail
        if (pic.width <= 0f) {
            // A save that opens but has no picture of its position: the text takes the room.
        } else if (thumbnail != null && game != null) {
            ThumbnailArt.draw(p, thumbnail, game, pic)
        } else if (game == null) {
            // A badge where the picture would be: "!" for damaged, an up arrow for a newer version.
            val k = pic.height * 0.3f
            val color = if (future) Theme.accent else Theme.danger
            p.fill(PathBuilder.polygon(pic.cx, pic.cy - k, pic.cx + k * 1.1f, pic.cy + k * 0.85f, pic.cx - k * 1.1f, pic.cy + k * 0.85f), Fill.Solid(color))
            p.drawText(if (future) "↑" else "!", pic.cx, pic.cy + k * 0.7f, ui.title.withColor(Theme.textOnAccent).withAlign(Align.CENTER))
        }
        for ((y, l) in r.lines) p.drawText(l.text, r.textLeft + l.indent, b.top + y + p.metrics(l.style).ascent, l.style)
    }

    override fun onTouch(t: Touch): Boolean {
        if (confirming != null) {
            if (dialog.onTouch(t)) app.host.invalidate()
            return true
        }
        return super.onTouch(t)
    }

    override fun onBack(): Boolean {
        if (confirming == null) return false
        confirming = null
        relayout()
        return true
    }

    override fun accessibilityNodes(): List<A11yNode> =
        if (confirming != null) dialog.nodes(1)
        else buttons.nodes(1) + contentNodes(500)
}
