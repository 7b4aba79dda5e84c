package games.pyramids.app.ui

import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillRect

/**
 * A question that needs the player's yes before something that cannot be
 * taken back (deleting a save, resigning a game): a card over a scrim with a
 * title, lines of explanation, the way back and the destructive button — in
 * the danger colour, never the primary accent. Both screens that ask draw
 * it; the words come from the catalog. Modal: while it is up only its two
 * buttons answer, and back is the way back.
 */
class ConfirmDialog(minTouch: () -> Float) {
    /** A paragraph of the card, wrapped to its width. */
    class Text(val text: String, val style: TextStyle)

    /** One of the two answers. */
    class Choice(val id: String, val label: String, val icon: Icon = Icon.NONE, val onClick: () -> Unit)

    val buttons = ButtonSet(minTouch)
    var card = Box(0f, 0f, 0f, 0f)
        private set
    private var lines = emptyList<Pair<Float, Text>>()

    /** Whether the dialog is up (laid out since the last [clear]). */
    val open: Boolean get() = buttons.buttons.isNotEmpty()

    fun clear() {
        buttons.clear()
        lines = emptyList()
    }

    /**
     * Lays the card out centred on a [width]×[height] screen, at most 440 dp
     * wide: [texts] wrapped, then [cancel] and the destructive [confirm]
     * side by side, or stacked (the destructive one on top) where the two
     * labels do not fit one row.
     */
    fun layout(
        ui: Ui, measure: Painter, width: Float, height: Float, texts: List<Text>,
        cancel: Choice, confirm: Choice,
        /** The danger colour for what cannot be taken back; an invitation (the lessons' offer) is the primary accent. */
        confirmKind: ButtonKind = ButtonKind.DANGER,
        cancelKind: ButtonKind = ButtonKind.SECONDARY,
    ) {
        clear()
        val w = minOf(width - ui.dp(48), ui.dp(440))
        val inner = w - ui.dp(48)
        val out = ArrayList<Pair<Float, Text>>()
        var y = ui.dp(24)
        for (t in texts) {
            for (part in wrapText(measure, t.text, t.style, inner)) { out.add(y to Text(part, t.style)); y += t.style.size * 1.3f }
            y += ui.dp(8)
        }
        val btnH = maxOf(ui.dp(48), ui.label.size * 1.3f + ui.dp(20))
        fun need(b: Choice) = measure.measureText(b.label, ui.label) + (if (b.icon != Icon.NONE) ui.dp(30) else 0f)
        val stacked = (maxOf(need(cancel), need(confirm)) + ui.dp(36)) * 2 + ui.dp(12) > inner
        val h = y + ui.dp(12) + (if (stacked) btnH * 2 + ui.dp(10) else btnH) + ui.dp(24)
        card = Box.centered(width / 2, height / 2, w, h)
        lines = out
        val row = Box(card.left + ui.dp(24), card.top + y + ui.dp(12), card.right - ui.dp(24), card.bottom - ui.dp(24))
        val (cancelBox, confirmBox) = if (stacked) row.rows(2, ui.dp(10)).let { it[1] to it[0] } else row.columns(2, ui.dp(12)).let { it[0] to it[1] }
        buttons.add(Button(cancel.id, cancelBox, cancel.label, cancel.icon, cancelKind, onClick = cancel.onClick))
        buttons.add(Button(confirm.id, confirmBox, confirm.label, confirm.icon, confirmKind, onClick = confirm.onClick))
    }

    /**
     * Lays out the shared model's confirmation ([TextCatalog.confirmDialog]):
     * its title, an optional [subject] under it (the save being deleted), its
     * sentence, and its two answers with the model's words and roles, so the
     * way back and the destructive answer are styled by role, never by label.
     */
    fun layout(
        ui: Ui, measure: Painter, width: Float, height: Float, model: games.pyramids.core.ConfirmDialog, subject: Text?,
        backId: String, goId: String, goIcon: Icon, onBack: () -> Unit, onGo: () -> Unit,
    ) {
        val back = model.buttons.first { it.answer == games.pyramids.core.ConfirmAnswer.BACK }
        val go = model.buttons.first { it.answer == games.pyramids.core.ConfirmAnswer.GO }
        layout(ui, measure, width, height, listOfNotNull(Text(model.title, ui.title), subject, Text(model.body, ui.body)),
            cancel = Choice(backId, back.label, onClick = onBack), confirm = Choice(goId, go.label, goIcon, onGo),
            confirmKind = go.role.kind(), cancelKind = back.role.kind())
    }

    fun draw(p: Painter, ui: Ui) {
        if (!open) return
        p.fillRect(-ui.width, -ui.height, ui.width * 2, ui.height * 2, Theme.scrim)
        drawCard(p, card, ui, Theme.surfaceHigh)
        for ((y, l) in lines) p.drawText(l.text, card.left + ui.dp(24), card.top + y + p.metrics(l.style).ascent, l.style)
        buttons.draw(p, ui)
    }

    /** Only the two buttons answer; any touch is the dialog's. */
    fun onTouch(t: Touch): Boolean = buttons.onTouch(t)

    /** The card's text as one node, then the two buttons: all a screen reader reaches while it is up. */
    fun nodes(firstId: Int): List<A11yNode> =
        listOf(A11yNode(firstId, card, lines.joinToString(" ") { it.second.text })) + buttons.nodes(firstId + 1)
}
