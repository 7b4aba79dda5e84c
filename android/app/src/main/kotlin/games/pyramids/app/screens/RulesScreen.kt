package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.art.GamePictures
import games.pyramids.app.art.RulesArt
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.table.FacingScreen
import games.pyramids.app.table.Side
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.wrapText
import games.pyramids.core.GameKind
import games.pyramids.core.LegendEntry
import games.pyramids.core.LegendSymbol

/**
 * A scrolled column of text, diagrams and symbol rows, laid out once per size
 * with the text measured, so it grows with the font size and never clips.
 */
class Column(private val measure: Painter, private val ui: Ui, val left: Float, val right: Float, top: Float) {
    sealed class Item {
        class Text(val lines: List<String>, val style: TextStyle, val x: Float, val top: Float, val step: Float) : Item()
        class Picture(val id: String, val box: Box, val card: Boolean) : Item()
        class Symbol(val symbol: LegendSymbol, val icon: Box, val row: Box) : Item()
    }
    val items = ArrayList<Item>()
    var y = top
    val width get() = right - left

    fun text(t: String, style: TextStyle, gap: Float = 1.38f, indent: Float = 0f, after: Float = ui.dp(10)) {
        val lines = wrapText(measure, t, style, width - indent)
        items.add(Item.Text(lines, style, left + indent, y, style.size * gap))
        y += lines.size * style.size * gap + after
    }

    fun picture(id: String, height: Float, card: Boolean = true) {
        items.add(Item.Picture(id, Box(left, y, right, y + height), card))
        y += height + ui.dp(14)
    }

    /** A symbol drawn in a square, its meaning wrapped beside it. */
    fun symbol(id: LegendSymbol, meaning: String) {
        val icon = ui.dp(68)
        val style = ui.body
        val lines = wrapText(measure, meaning, style, width - icon - ui.dp(14))
        val h = maxOf(icon, lines.size * style.size * 1.3f)
        val row = Box(left, y, right, y + h)
        items.add(Item.Symbol(id, Box(left, row.cy - icon / 2, left + icon, row.cy + icon / 2), row))
        items.add(Item.Text(lines, style, left + icon + ui.dp(14), row.cy - lines.size * style.size * 1.3f / 2f, style.size * 1.3f))
        y += h + ui.dp(8)
    }

    fun draw(p: Painter, density: Float, kind: GameKind) {
        for (it in items) when (it) {
            is Item.Text -> {
                val m = p.metrics(it.style)
                var yy = it.top + m.ascent
                for (l in it.lines) { p.drawText(l, it.x, yy, it.style); yy += it.step }
            }
            is Item.Picture -> {
                if (it.card) drawCard(p, it.box, ui)
                val inner = it.box.inset(ui.dp(12))
                if (it.id == "home") GamePictures.draw(p, kind, inner, density) else RulesArt.diagram(p, it.id, inner, density)
            }
            is Item.Symbol -> {
                p.fillRoundRect(it.icon.left, it.icon.top, it.icon.right, it.icon.bottom, ui.dp(12), Colors.withAlpha(0x000000, 55))
                RulesArt.symbol(p, it.symbol, it.icon.inset(ui.dp(2)), density, kind)
            }
        }
    }
}

/**
 * The rules of one game in the app's language: short sections, each with a
 * diagram drawn like the real board, and at the end every mark the board
 * shows, with its picture. Scrolled by dragging.
 */
class RulesScreen(app: App, val kind: GameKind) : BaseScreen(app) {
    override val title: String get() = s(TextKey.RULES_TITLE, s.gameName(kind))

    private var column: Column? = null

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(title)
        val side = ui.dp(16) + maxOf(edgeLeft, edgeRight)
        val w = minOf(width - 2 * side, ui.dp(720))
        val left = (width - w) / 2
        val col = Column(measure, ui, left, left + w, below.top + ui.dp(8))
        col.picture("home", minOf(w * 0.5f, ui.dp(if (ui.isTablet) 240 else 180)))
        for (section in s.rulesOf(kind)) {
            col.text(section.heading, ui.title.withColor(Theme.accent), gap = 1.25f, after = ui.dp(6))
            for (para in section.paragraphs) col.text(para, ui.body, gap = 1.4f)
            section.picture?.let { RulesArt.id(it) }?.let { col.picture(it, minOf(w * RulesArt.aspect(it), ui.dp(300))) }
            col.y += ui.dp(8)
        }
        col.text(s(TextKey.SYMBOLS), ui.title.withColor(Theme.accent), gap = 1.25f, after = ui.dp(8))
        for (sym in RulesArt.symbols(kind, s)) col.symbol(sym.symbol, sym.text)
        column = col
        scroller.viewport = Box(0f, below.top, width, height)
        scroller.contentHeight = col.y - below.top + ui.dp(24)
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) { column?.draw(p, app.density, kind) }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    /** Scrolls by [dy] pixels (tests, keyboard). */
    fun scrollBy(dy: Float) = scroller.scrollBy(dy)

    override fun accessibilityNodes(): List<A11yNode> {
        val text = s.rulesOf(kind).joinToString("\n") { sec -> sec.heading + ". " + sec.paragraphs.joinToString(" ") } +
            "\n" + s(TextKey.SYMBOLS) + ". " + RulesArt.symbols(kind, s).joinToString(". ") { it.text }
        return buttons.nodes(1) + A11yNode(50, scroller.viewport, text)
    }
}

/**
 * The in-game "?": what each symbol on the board on view means ([entries],
 * the library's legend of that view), each drawn as the board draws it, and
 * a way on to the full rules. Opened from a table-mode panel it faces that
 * seat's [facing] side (a [FacingScreen]), and so do the rules it leads to.
 */
class LegendScreen(app: App, val kind: GameKind, val entries: List<LegendEntry>, val facing: Side? = null) : BaseScreen(app) {
    override val title: String get() = s(TextKey.LEGEND_TITLE)

    private var column: Column? = null

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(title)
        val side = ui.dp(16) + maxOf(edgeLeft, edgeRight)
        val w = minOf(width - 2 * side, ui.dp(620))
        val left = (width - w) / 2
        val barH = ui.dp(48) + ui.dp(32)
        val bar = Box(left, height - barH + ui.dp(12), left + w, height - ui.dp(20))
        buttons.add(Button("rules", bar, s(TextKey.LEGEND_RULES), Icon.RULES, ButtonKind.SECONDARY) { app.replace(FacingScreen.wrap(RulesScreen(app, kind), facing)) })
        val col = Column(measure, ui, left, left + w, below.top + ui.dp(8))
        for (e in entries) col.symbol(e.symbol, e.text)
        column = col
        scroller.viewport = Box(0f, below.top, width, height - barH)
        scroller.contentHeight = col.y - below.top + ui.dp(12)
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        drawScrolled(p) { column?.draw(p, app.density, kind) }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    override fun accessibilityNodes(): List<A11yNode> =
        buttons.nodes(1) + A11yNode(50, scroller.viewport, entries.joinToString(". ") { it.text })
}
