package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextMetrics
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillVerticalGradient
import games.pyramids.app.paint.withSave
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Screen
import games.pyramids.app.ui.Scroller
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.wrapText

/**
 * Shared plumbing: the [Ui] for the current size, a button set, the
 * background, a top bar whose title wraps (it grows with the font size), and
 * an optional scrolled content area ([content] buttons, [scroller]) for
 * screens taller than the window (a landscape phone, a large font).
 */
abstract class BaseScreen(val app: App) : Screen {
    protected val s get() = app.strings
    var ui: Ui = Ui(app.density, 1f, 1f, app.fontScale)
        private set
    /** Buttons fixed on the screen (the top bar's, a bottom bar's). */
    protected val buttons = ButtonSet { ui.dp(Theme.minTouch) }
    /** Buttons in the scrolled content, in content coordinates. */
    protected val content = ButtonSet { ui.dp(Theme.minTouch) }
    val scroller = Scroller { ui.dp(10) }

    /** Measures text while laying out (the app's painter; an estimate when there is none). */
    protected val measure: Painter get() = app.measurer ?: Estimate

    /** How far the left edge's Back gesture reaches into this screen (0 if it stays in the safe area's margin). */
    protected val edgeLeft: Float get() = (app.gestureArea.left - app.safeArea.left).coerceAtLeast(0f)
    protected val edgeRight: Float get() = (app.gestureArea.right - app.safeArea.right).coerceAtLeast(0f)

    final override fun layout(width: Float, height: Float) {
        ui = Ui(app.density, width, height, app.fontScale)
        buttons.clear()
        content.clear()
        onLayout(width, height)
    }

    /** Lays the screen out for [ui]; buttons were cleared. */
    protected abstract fun onLayout(width: Float, height: Float)

    /** The window's background: reaches under the system bars, so it matches what [App.draw] painted there. */
    protected fun background(p: Painter) {
        val safe = app.safeArea
        p.fillVerticalGradient(-safe.left, -safe.top, ui.width + safe.right, ui.height + safe.bottom, Theme.backgroundTop, Theme.backgroundBottom)
    }

    private var titleBox: Box? = null
    private var titleLines = emptyList<String>()

    private var chipBox: Box? = null
    private var chipText = ""
    /** Whether the last [topBar] drew its chip (a narrow window with a large font leaves it out). */
    protected var chipShown = false
        private set

    /**
     * A top bar with a back button and a centred title (wrapped onto more
     * lines if it must), and at its right either a button or a [chip] (a
     * puzzle's grade); returns the area below it.
     */
    protected fun topBar(title: String, withBack: Boolean = true, right: Button? = null, chip: String? = null): Box {
        val style = ui.title
        val side = ui.dp(64) + maxOf(edgeLeft, edgeRight)
        // The chip widens the bar's right side only; a title word it would leave no room for sends it away (the screen says it elsewhere).
        val widest = title.split(' ').maxOf { measure.measureText(it, style) }
        val chipW = chip?.let { measure.measureText(it, ui.small) + ui.dp(24) }
            ?.takeIf { ui.width - side - maxOf(side, it + ui.dp(20) + edgeRight) >= widest }
        chipShown = chipW != null
        val rightSide = if (chipW != null) maxOf(side, chipW + ui.dp(20) + edgeRight) else side
        titleLines = wrapText(measure, title, style, ui.width - side - rightSide)
        val h = maxOf(ui.dp(if (ui.isTablet) 68 else 58), titleLines.size * style.size * 1.25f + ui.dp(20))
        titleBox = Box(side, 0f, ui.width - rightSide, h)
        val mid = ui.dp(if (ui.isTablet) 34 else 29)
        if (withBack) {
            buttons.add(Button("back", Box.centered(ui.dp(32) + edgeLeft, mid, ui.dp(44), ui.dp(44)), "", Icon.BACK, ButtonKind.GHOST,
                description = s(TextKey.BACK)) { app.back() })
        }
        if (right != null) {
            right.box = Box.centered(ui.width - ui.dp(32) - edgeRight, mid, ui.dp(44), ui.dp(44))
            buttons.add(right)
        }
        chipText = chip.orEmpty()
        chipBox = chipW?.let { w -> Box(ui.width - ui.dp(12) - edgeRight - w, mid - ui.dp(16), ui.width - ui.dp(12) - edgeRight, mid + ui.dp(16)) }
        return Box(0f, h, ui.width, ui.height)
    }

    protected fun drawTopBar(p: Painter) {
        val b = titleBox ?: return
        val style = ui.title.withAlign(Align.CENTER)
        val step = style.size * 1.25f
        val m = p.metrics(style)
        var y = b.cy - titleLines.size * step / 2f + (step - m.ascent - m.descent) / 2f + m.ascent
        for (l in titleLines) { p.drawText(l, b.cx, y, style); y += step }
        chipBox?.let { c ->
            p.fill(games.pyramids.app.paint.Shape.RoundRect(c.left, c.top, c.right, c.bottom, c.height / 2f), games.pyramids.app.paint.Fill.Solid(Theme.surfaceHigh))
            p.stroke(games.pyramids.app.paint.Shape.RoundRect(c.left, c.top, c.right, c.bottom, c.height / 2f), ui.dp(1.5f), Theme.accent)
            p.drawTextCentered(chipText, c.cx, c.cy, ui.small.withColor(Theme.text).withAlign(Align.CENTER))
        }
    }

    /** The bar's chip and its words (TalkBack reads it), or null. */
    protected fun chipNode(id: Int): A11yNode? = chipBox?.let { A11yNode(id, it, chipText) }

    /** Draws the scrolled content: [block] in content coordinates, then the [content] buttons, clipped to the viewport. */
    protected fun drawScrolled(p: Painter, block: () -> Unit) {
        val v = scroller.viewport
        p.withSave {
            p.clipRect(v.left, v.top, v.right, v.bottom)
            p.translate(0f, -scroller.offset)
            block()
            content.draw(p, ui)
        }
        if (scroller.canScroll) {
            // A thin scroll bar: where the view is in the content.
            val track = v.height - ui.dp(8)
            val len = (track * v.height / scroller.contentHeight).coerceAtLeast(ui.dp(24))
            val top = v.top + ui.dp(4) + (track - len) * (scroller.offset / scroller.max)
            p.fill(games.pyramids.app.paint.Shape.RoundRect(v.right - ui.dp(5), top, v.right - ui.dp(2), top + len, ui.dp(2)),
                games.pyramids.app.paint.Fill.Solid(games.pyramids.app.paint.Colors.withAlpha(Theme.text, 90)))
        }
    }

    override fun onTouch(t: Touch): Boolean {
        if (buttons.pressed != null || (t.kind == Touch.Kind.DOWN && buttons.hit(t.x, t.y) != null)) {
            val used = buttons.onTouch(t)
            if (used) app.host.invalidate()
            return used
        }
        if (scroller.onTouch(t)) {
            content.onTouch(t.copy(kind = Touch.Kind.CANCEL))
            app.host.invalidate()
            return true
        }
        val v = scroller.viewport
        if (t.kind == Touch.Kind.DOWN && !v.contains(t.x, t.y)) return false
        val used = content.onTouch(t.copy(y = t.y + scroller.offset))
        if (used) app.host.invalidate()
        return used
    }

    /** The content buttons' nodes, on screen (those scrolled into view). */
    protected fun contentNodes(firstId: Int): List<A11yNode> {
        val v = scroller.viewport
        return content.nodes(firstId).mapNotNull { n ->
            val b = n.bounds.offset(0f, -scroller.offset)
            val clipped = Box(maxOf(b.left, v.left), maxOf(b.top, v.top), minOf(b.right, v.right), minOf(b.bottom, v.bottom))
            if (clipped.isEmpty) null else n.copy(bounds = clipped)
        }
    }

    /** Every button on the screen, content ones where they are drawn now (tests measure their labels). */
    fun visibleButtons(): List<Button> = (buttons.buttons + content.buttons).filter { it.visible }

    override fun accessibilityNodes(): List<A11yNode> = buttons.nodes(1) + contentNodes(500)

    /** Text widths without a painter: a generous estimate (only before the app has one). */
    private object Estimate : Painter {
        override val width = 1f
        override val height = 1f
        override fun save() {}
        override fun restore() {}
        override fun translate(dx: Float, dy: Float) {}
        override fun rotate(degrees: Float, px: Float, py: Float) {}
        override fun scale(sx: Float, sy: Float, px: Float, py: Float) {}
        override fun clipRect(left: Float, top: Float, right: Float, bottom: Float) {}
        override fun multiplyAlpha(alpha: Float) {}
        override fun fill(shape: games.pyramids.app.paint.Shape, fill: games.pyramids.app.paint.Fill) {}
        override fun stroke(shape: games.pyramids.app.paint.Shape, width: Float, color: Int) {}
        override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {}
        override fun measureText(text: String, style: TextStyle): Float = text.length * style.size * 0.6f
        override fun metrics(style: TextStyle) = TextMetrics(style.size * 0.93f, style.size * 0.24f)
    }
}
