package games.pyramids.app.screens

import games.pyramids.app.art.GamePictures
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.withSave
import games.pyramids.core.GameKind
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.drawCard
import games.pyramids.app.ui.drawWrapped

/** The rules of one game in the app's language, scrolled by dragging. */
class RulesScreen(app: App, val kind: GameKind) : BaseScreen(app) {
    override val title: String get() = s.rulesTitle(s.gameName(kind))

    private var content = Box(0f, 0f, 0f, 0f)
    private var scroll = 0f
    private var contentHeight = 0f
    private var lastY: Float? = null

    override fun onLayout(width: Float, height: Float) {
        val below = topBar(title)
        val w = minOf(width - ui.dp(32), ui.dp(720))
        content = Box((width - w) / 2, below.top, (width + w) / 2, height)
    }

    override fun draw(p: Painter, nowMs: Long) {
        background(p)
        p.withSave {
            p.clipRect(0f, content.top, ui.width, ui.height)
            p.translate(0f, -scroll)
            var y = content.top + ui.dp(8)
            val pic = Box(content.left, y, content.right, y + ui.dp(if (ui.isTablet) 220 else 170))
            drawCard(p, pic, ui)
            GamePictures.draw(p, kind, pic.inset(ui.dp(14)), app.density)
            y = pic.bottom + ui.dp(18)
            for (section in s.rulesOf(kind)) {
                p.drawText(section.heading, content.left, y + ui.title.size, ui.title.withColor(Theme.accent))
                y += ui.title.size * 1.7f
                for (para in section.paragraphs) {
                    y += drawWrapped(p, para, ui.body, Box(content.left, y, content.right, y + 10000f), 1.4f)
                    y += ui.dp(10)
                }
                y += ui.dp(10)
            }
            contentHeight = y - content.top + ui.dp(24)
        }
        drawTopBar(p)
        buttons.draw(p, ui)
    }

    private fun maxScroll() = (contentHeight - content.height).coerceAtLeast(0f)

    override fun onTouch(t: Touch): Boolean {
        if (super.onTouch(t)) return true
        when (t.kind) {
            Touch.Kind.DOWN -> lastY = t.y
            Touch.Kind.MOVE -> lastY?.let { ly ->
                scroll = (scroll + (ly - t.y)).coerceIn(0f, maxScroll())
                lastY = t.y
                app.host.invalidate()
            }
            Touch.Kind.UP, Touch.Kind.CANCEL -> lastY = null
        }
        return true
    }

    /** Scrolls by [dy] pixels (tests, keyboard). */
    fun scrollBy(dy: Float) { scroll = (scroll + dy).coerceIn(0f, maxScroll()) }

    override fun accessibilityNodes(): List<A11yNode> {
        val text = s.rulesOf(kind).joinToString("\n") { sec -> sec.heading + ". " + sec.paragraphs.joinToString(" ") }
        return buttons.nodes(1) + A11yNode(50, content, text)
    }
}
