package games.pyramids.app.learn

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Icons
import games.pyramids.app.ui.Scroller
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText

/**
 * The panel beside or below a coached board (a lesson's, a puzzle's): its
 * words top to bottom, the answer to the last try in a card with a drawn
 * cross (wrong) or check (right) — a shape, not colour alone — and rows of
 * buttons at its foot, as many to a row as their labels allow. Measured to
 * its content ([need]); when the panel is shorter the words scroll above
 * the buttons.
 */
class CoachPanel {
    sealed interface Item
    /** A paragraph in [style], [gapAfter] pixels above the next item. */
    class Words(val text: String, val style: TextStyle, val gapAfter: Float) : Item
    class Answer(val text: String, val wrong: Boolean) : Item
    data class Action(val id: String, val label: String, val icon: Icon, val kind: ButtonKind, val run: () -> Unit)
    /** The items, then groups of buttons (each group starts a row). */
    class Content(val items: List<Item>, val buttons: List<List<Action>>)

    private class Line(val text: String, val style: TextStyle, val y: Float, val indent: Boolean)
    private class Card(val box: Box, val wrong: Boolean, val text: String)
    private class Plan(val lines: List<Line>, val cards: List<Card>, val words: List<Pair<String, Box>>, val rows: List<List<Action>>, val textH: Float, val buttonsH: Float, val need: Float)

    private var lines = emptyList<Line>()
    private var cards = emptyList<Card>()
    private var words = emptyList<Pair<String, Box>>()
    private var textTop = 0f
    private var left = 0f
    private var box = Box(0f, 0f, 1f, 1f)

    /** The height the panel needs at [w] wide for [content]. */
    fun need(ui: Ui, measure: Painter, w: Float, content: Content): Float = plan(ui, measure, w, content).need

    private fun plan(ui: Ui, measure: Painter, w: Float, content: Content): Plan {
        val pad = ui.dp(16)
        val inner = w - 2 * pad
        val out = ArrayList<Line>()
        val cards = ArrayList<Card>()
        val words = ArrayList<Pair<String, Box>>()
        var y = 0f
        for (item in content.items) when (item) {
            is Words -> {
                val top = y
                for (l in wrapText(measure, item.text, item.style, inner)) { out.add(Line(l, item.style, y, false)); y += item.style.size * 1.3f }
                words.add(item.text to Box(0f, top, inner, y))
                y += item.gapAfter
            }
            is Answer -> {
                // The icon (28 dp) beside the words, inside the card's padding.
                val icon = ui.dp(28)
                val top = y
                for (l in wrapText(measure, item.text, ui.body, inner - icon - ui.dp(28))) { out.add(Line(l, ui.body, y + ui.dp(10), true)); y += ui.body.size * 1.3f }
                y += ui.dp(20)
                cards.add(Card(Box(0f, top, inner, y), item.wrong, item.text))
                y += ui.dp(8)
            }
        }
        val btnH = maxOf(ui.dp(Theme.minTouch), ui.label.size * 1.3f + ui.dp(20))
        val gap = ui.dp(8)
        // What Button.draw needs: the label, an icon and its gap, 14 dp each side, and a little air.
        fun need(b: Action) = measure.measureText(b.label, ui.label) + (if (b.icon != Icon.NONE) ui.dp(22 + 8) else 0f) + ui.dp(36)
        // A label too long for the panel even alone gives up its icon rather than shrink.
        fun fitted(list: List<Action>) = list.map { b -> if (b.icon != Icon.NONE && need(b) > inner) b.copy(icon = Icon.NONE) else b }
        val rows = ArrayList<List<Action>>()
        for (group in content.buttons.map(::fitted)) {
            var row = ArrayList<Action>()
            for (b in group) {
                val widest = (row + b).maxOf { need(it) }
                if (row.isNotEmpty() && widest * (row.size + 1) + gap * row.size > inner) { rows.add(row); row = ArrayList() }
                row.add(b)
            }
            if (row.isNotEmpty()) rows.add(row)
        }
        val buttonsH = rows.size * btnH + (rows.size - 1).coerceAtLeast(0) * gap
        return Plan(out, cards, words, rows, y, buttonsH, pad + y + ui.dp(8) + buttonsH + pad)
    }

    /** Lays [content] out in [panel]: its buttons go into [buttons], the words' viewport and height into [scroller]. */
    fun place(ui: Ui, measure: Painter, panel: Box, content: Content, buttons: ButtonSet, scroller: Scroller) {
        val plan = plan(ui, measure, panel.width, content)
        val pad = ui.dp(16)
        box = panel
        left = panel.left + pad
        textTop = panel.top + pad
        lines = plan.lines
        cards = plan.cards.map { Card(it.box.offset(left, textTop), it.wrong, it.text) }
        words = plan.words.map { (t, b) -> t to b.offset(left, textTop) }
        val btnH = maxOf(ui.dp(Theme.minTouch), ui.label.size * 1.3f + ui.dp(20))
        val gap = ui.dp(8)
        val buttonsTop = panel.bottom - pad - plan.buttonsH
        plan.rows.forEachIndexed { i, row ->
            val top = buttonsTop + i * (btnH + gap)
            val cells = Box(panel.left + pad, top, panel.right - pad, top + btnH).columns(row.size, gap)
            row.forEachIndexed { j, b -> buttons.add(Button(b.id, cells[j], b.label, b.icon, b.kind) { b.run() }) }
        }
        scroller.viewport = Box(panel.left, textTop, panel.right, buttonsTop - ui.dp(8))
        scroller.contentHeight = plan.textH
    }

    /** The panel's card (before the scrolled words). */
    fun drawBack(p: Painter, ui: Ui) = drawCard(p, box, ui, Theme.surface)

    /** The words and answer cards, in the scrolled content's coordinates. */
    fun drawWords(p: Painter, ui: Ui) {
        for (a in cards) {
            val colour = if (a.wrong) Theme.danger else Theme.good
            p.withSave {
                drawCard(p, a.box, ui, Colors.withAlpha(colour, 40))
                p.strokeRoundRect(a.box.left, a.box.top, a.box.right, a.box.bottom, ui.dp(Theme.corner), ui.dp(1.5f), colour)
                Icons.draw(p, if (a.wrong) Icon.CLOSE else Icon.CHECK, a.box.left + ui.dp(24), a.box.top + ui.dp(10) + ui.body.size * 0.65f, ui.dp(20), colour, ui)
            }
        }
        for (l in lines) p.drawText(l.text, if (l.indent) left + ui.dp(44) else left, textTop + l.y + p.metrics(l.style).ascent, l.style)
    }

    /** The answer cards where they are drawn (screen coordinates, scrolled by [offset]) and whether each answers a wrong try. */
    fun answers(offset: Float): List<Pair<Box, Boolean>> = cards.map { it.box.offset(0f, -offset) to it.wrong }

    /** One node per paragraph (ids from [wordsId]) and the answer ([answerId]), where they are drawn (scrolled by [offset], inside [viewport]). */
    fun nodes(wordsId: Int, answerId: Int, offset: Float, viewport: Box): List<A11yNode> {
        val all = words.mapIndexed { i, (t, b) -> Triple(wordsId + i, t, b) } + cards.mapIndexed { i, c -> Triple(answerId + i * 100, c.text, c.box) }
        return all.mapNotNull { (id, t, b) ->
            val o = b.offset(0f, -offset)
            val seen = Box(o.left, maxOf(o.top, viewport.top), o.right, minOf(o.bottom, viewport.bottom))
            if (seen.isEmpty) null else A11yNode(id, seen, t)
        }
    }
}
