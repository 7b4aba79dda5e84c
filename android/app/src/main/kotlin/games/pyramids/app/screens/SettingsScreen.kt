package games.pyramids.app.screens

import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText
import games.pyramids.core.SettingControl
import games.pyramids.core.SettingValue
import games.pyramids.core.SettingsRow
import games.pyramids.core.SettingsScreen as SettingsModel

/**
 * The settings, drawn from the shared model's rows ([games.pyramids.core.AppSettings.screen]):
 * a switch for a toggle, segmented options for a choice (wrapped onto more
 * lines when they do not fit side by side), the explanation under each
 * label. A change is saved and applied at once ([App.changeSetting]): a new
 * language re-words this screen and the ones below it.
 */
class SettingsScreen(app: App) : BaseScreen(app) {
    private var model: SettingsModel = app.settings.progress.screen(app.strings.catalog)
    override val title: String get() = model.title

    /** A row as laid out: its card, the label's and the detail's lines and where they start, and the switch (toggles). */
    private class Placed(val row: SettingsRow, val card: Box, val textLeft: Float, val labelTop: Float, val label: List<String>, val detail: List<String>, val switch: Box?)

    private var placed = emptyList<Placed>()

    override fun onLayout(width: Float, height: Float) {
        model = app.settings.progress.screen(app.strings.catalog)
        val below = topBar(title)
        val pad = ui.dp(if (ui.isTablet) 24 else 16)
        val w = minOf(width - pad * 2 - edgeLeft - edgeRight, ui.dp(640))
        val left = (width - w) / 2
        val right = left + w
        val inner = ui.dp(16)
        var y = below.top + ui.dp(8)
        val list = ArrayList<Placed>()
        for (row in model.rows) {
            val control = row.control
            val switchW = ui.dp(56)
            val textW = w - inner * 2 - (if (control is SettingControl.Toggle) switchW + ui.dp(12) else 0f)
            val label = wrapText(measure, row.label, ui.title, textW)
            val detail = row.detail?.let { wrapText(measure, it, ui.bodyDim, textW) }.orEmpty()
            val textH = label.size * ui.title.size * 1.25f + (if (detail.isEmpty()) 0f else ui.dp(4) + detail.size * ui.bodyDim.size * 1.3f)
            val top = y
            val id = row.id.name.lowercase()
            var switch: Box? = null
            when (control) {
                is SettingControl.Toggle -> {
                    val h = maxOf(textH, ui.dp(Theme.minTouch)) + inner * 2
                    val card = Box(left, top, right, top + h)
                    switch = Box.centered(right - inner - switchW / 2, card.cy, switchW, ui.dp(32))
                    // The whole row is the switch's target.
                    content.add(Button(id, card, "", Icon.NONE, ButtonKind.GHOST,
                        description = spokenRow(row)) { toggle(row, !control.on) })
                    list.add(Placed(row, card, left + inner, top + inner + (h - inner * 2 - textH) / 2, label, detail, switch))
                    y = card.bottom + ui.dp(10)
                }
                is SettingControl.Choice -> {
                    val segH = maxOf(ui.dp(Theme.minTouch), ui.label.size * 1.3f + ui.dp(20))
                    val gap = ui.dp(8)
                    val area = w - inner * 2
                    val widest = control.options.maxOf { measure.measureText(it, ui.label) } + ui.dp(20)
                    // As many options side by side as their longest label allows.
                    val fits = (1..control.options.size).reversed().first { n -> n == 1 || widest * n + gap * (n - 1) <= area }
                    // Lines of equal length (four options: two by two, not three and one).
                    val lines = (control.options.size + fits - 1) / fits
                    val cols = (control.options.size + lines - 1) / lines
                    val segTop = top + inner + textH + ui.dp(12)
                    val segW = (area - gap * (cols - 1)) / cols
                    control.options.forEachIndexed { i, option ->
                        val l = left + inner + (i % cols) * (segW + gap)
                        val t = segTop + (i / cols) * (segH + gap)
                        content.add(Button("$id-$i", Box(l, t, l + segW, t + segH), option, Icon.NONE, ButtonKind.SECONDARY,
                            description = "${row.label}: $option") { choose(row, i) }).selected = i == control.selected.toInt()
                    }
                    val h = inner + textH + ui.dp(12) + lines * segH + (lines - 1) * gap + inner
                    list.add(Placed(row, Box(left, top, right, top + h), left + inner, top + inner, label, detail, null))
                    y = top + h + ui.dp(10)
                }
            }
        }
        placed = list
        scroller.viewport = Box(0f, below.top, width, height)
        scroller.contentHeight = y - below.top + pad
    }

    private fun toggle(row: SettingsRow, on: Boolean) = app.changeSetting(row.id, SettingValue.Toggle(on))
    private fun choose(row: SettingsRow, index: Int) = app.changeSetting(row.id, SettingValue.Choice(index.toUInt()))

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) { for (r in placed) drawRow(p, r) }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    private fun drawRow(p: Painter, r: Placed) {
        drawCard(p, r.card, ui)
        var top = r.labelTop
        for (l in r.label) { p.drawText(l, r.textLeft, top + p.metrics(ui.title).ascent, ui.title); top += ui.title.size * 1.25f }
        top += ui.dp(4)
        for (l in r.detail) { p.drawText(l, r.textLeft, top + p.metrics(ui.bodyDim).ascent, ui.bodyDim); top += ui.bodyDim.size * 1.3f }
        val s = r.switch ?: return
        val on = (r.row.control as? SettingControl.Toggle)?.on == true
        val radius = s.height / 2
        if (on) p.fillRoundRect(s.left, s.top, s.right, s.bottom, radius, Theme.accent)
        else {
            p.fillRoundRect(s.left, s.top, s.right, s.bottom, radius, Theme.surfaceHigh)
            p.strokeRoundRect(s.left, s.top, s.right, s.bottom, radius, ui.dp(1.5f), Theme.textDim)
        }
        val knob = radius - ui.dp(4)
        val kx = if (on) s.right - radius else s.left + radius
        p.fillRoundRect(kx - knob, s.cy - knob, kx + knob, s.cy + knob, knob, if (on) Theme.textOnAccent else Theme.textDim)
    }

    /**
     * Toggles read as switches that are on or off (selected), the choices'
     * options as selected or not. A choice row's card is a node of its own
     * that speaks the row and its current value ("Animations: Fast"), so a
     * TalkBack user hears the state before walking through the options.
     */
    override fun accessibilityNodes(): List<A11yNode> {
        val on = placed.associate { it.row.id.name.lowercase() to ((it.row.control as? SettingControl.Toggle)?.on == true) }
        val v = scroller.viewport
        val rows = placed.withIndex().filter { it.value.row.control is SettingControl.Choice }.mapNotNull { (i, r) ->
            val b = r.card.offset(0f, -scroller.offset)
            val clipped = Box(maxOf(b.left, v.left), maxOf(b.top, v.top), minOf(b.right, v.right), minOf(b.bottom, v.bottom))
            if (clipped.isEmpty) null else A11yNode(900 + i, clipped, spokenRow(r.row))
        }
        return buttons.nodes(1) + rows + contentNodes(500).map { n ->
            val id = content.buttons.getOrNull(n.id - 500)?.id
            if (id != null && on[id] == true) n.copy(selected = true) else n
        }
    }

    /** The model's whole row for a screen reader ("Sound: On"), then its explanation. */
    private fun spokenRow(row: SettingsRow) = listOfNotNull(row.spoken, row.detail).joinToString(". ")
}
