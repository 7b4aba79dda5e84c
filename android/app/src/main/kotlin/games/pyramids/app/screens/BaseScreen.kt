package games.pyramids.app.screens

import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillVerticalGradient
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Button
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.ButtonSet
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Screen
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.ellipsize

/** Shared plumbing: the [Ui] for the current size, a button set, the background and a top bar. */
abstract class BaseScreen(val app: App) : Screen {
    protected val s get() = app.strings
    var ui: Ui = Ui(app.density, 1f, 1f)
        private set
    protected val buttons = ButtonSet { ui.dp(Theme.minTouch) }

    final override fun layout(width: Float, height: Float) {
        ui = Ui(app.density, width, height)
        buttons.clear()
        onLayout(width, height)
    }

    /** Lays the screen out for [ui]; buttons were cleared. */
    protected abstract fun onLayout(width: Float, height: Float)

    /** The window's background: reaches under the system bars, so it matches what [App.draw] painted there. */
    protected fun background(p: Painter) {
        val safe = app.safeArea
        p.fillVerticalGradient(-safe.left, -safe.top, ui.width + safe.right, ui.height + safe.bottom, Theme.backgroundTop, Theme.backgroundBottom)
    }

    /** A top bar with a back button and a centred title; returns the area below it. */
    protected fun topBar(title: String, withBack: Boolean = true, right: Button? = null): Box {
        val h = ui.dp(if (ui.isTablet) 68 else 58)
        val bar = Box(0f, 0f, ui.width, h)
        titleBox = bar
        barTitle = title
        if (withBack) {
            buttons.add(Button("back", Box.centered(ui.dp(32), h / 2, ui.dp(44), ui.dp(44)), "", Icon.BACK, ButtonKind.GHOST,
                description = s.back) { app.back() })
        }
        if (right != null) {
            right.box = Box.centered(ui.width - ui.dp(32), h / 2, ui.dp(44), ui.dp(44))
            buttons.add(right)
        }
        return Box(0f, h, ui.width, ui.height)
    }

    private var titleBox: Box? = null
    private var barTitle = ""

    protected fun drawTopBar(p: Painter) {
        val b = titleBox ?: return
        val style = ui.title.withAlign(Align.CENTER)
        p.drawTextCentered(ellipsize(p, barTitle, style, b.width - ui.dp(130)), b.cx, b.cy, style)
    }

    override fun onTouch(t: Touch): Boolean {
        val used = buttons.onTouch(t)
        if (used) app.host.invalidate()
        return used
    }

    override fun accessibilityNodes(): List<A11yNode> = buttons.nodes(1)
}
