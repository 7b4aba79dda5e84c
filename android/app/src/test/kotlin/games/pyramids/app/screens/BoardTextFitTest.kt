package games.pyramids.app.screens

import games.pyramids.core.AiBudget
import games.pyramids.core.TextKey
import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.TextAudit
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The text the boards draw themselves follows the system font size: the
 * seat panels' counts (Pylos' "7 balls left", Pyramida's stones off,
 * Pyramido's score) and Pyramido's heading, pile counts and strip caption.
 * Pylos, Pyramida and Pyramido in mid-game, on a phone, a 360 dp phone and a
 * tablet, in all four languages, at font scale 1, 1.3 and 2: each board text
 * is larger than at 1×, none is cut or shrunk ([TextAudit]), none leaves its
 * box (its seat panel, the heading, the pile, the strip) or the window, and
 * no two texts overlap. The 2× renders are written to
 * build/screenshots/fontscale-<game>-<lang>-<device>.png.
 */
class BoardTextFitTest {
    data class Device(val name: String, val w: Int, val h: Int, val density: Float)

    private val phone = Device("phone", 1080, 2340, 2.625f)
    /** 360 × 720 dp: the narrowest common phone. */
    private val small = Device("small", 720, 1440, 2.0f)
    private val tablet = Device("tablet", 2560, 1600, 2.0f)

    private val problems = ArrayList<String>()

    @AfterEach fun quiet() { TextAudit.listener = null }

    /** One line of text as drawn: where (window pixels, ascent to descent) and how large. */
    data class Drawn(val text: String, val box: Box, val size: Float)

    /** Draws and records where each text went (the game screen in upright mode only translates). */
    private class Recorder(val inner: AwtPainter) : Painter by inner {
        val texts = ArrayList<Drawn>()
        private var dx = 0f
        private var dy = 0f
        private val stack = ArrayList<Pair<Float, Float>>()
        override fun save() { stack.add(dx to dy); inner.save() }
        override fun restore() { stack.removeAt(stack.size - 1).let { dx = it.first; dy = it.second }; inner.restore() }
        override fun translate(dx: Float, dy: Float) { this.dx += dx; this.dy += dy; inner.translate(dx, dy) }
        override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
            val w = inner.measureText(text, style)
            val m = inner.metrics(style)
            val left = dx + when (style.align) { Align.LEFT -> x; Align.CENTER -> x - w / 2; Align.RIGHT -> x - w }
            texts.add(Drawn(text, Box(left, dy + y - m.ascent, left + w, dy + y + m.descent), style.size))
            inner.drawText(text, x, y, style)
        }
    }

    private fun options(kind: GameKind) = when (kind) {
        GameKind.PYRAMIDO -> GameOptions(kind, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0)
        else -> GameOptions(kind, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), 1)
    }

    /** A mid-game: the node-capped computer plays both seats for a while, then the human is to move. */
    private fun midGame(kind: GameKind, d: Device, strings: Strings, scale: Float): GameScreen {
        val host = TestHost()
        val app = testApp(strings = strings, density = d.density, sessions = TestSessions(maxNodes = 60), host = host, fontScale = scale)
        app.size(d.w.toFloat(), d.h.toFloat())
        app.push(HomeScreen(app))
        assertTrue(Launcher.startNew(app, options(kind), false, replaceTop = false) == null)
        val g = app.current as GameScreen
        val s = g.session as EngineSession
        val seats = s.real.options().seats
        seats.indices.forEach { s.real.setSeat(it, SeatController.Ai(AiLevel.HARD)) }
        val decisions = when (kind) { GameKind.PYLOS -> 14; GameKind.PYRAMIDA -> 12; else -> 24 }
        var n = 0
        while (n < decisions || s.real.snapshot().toMove != 0) {
            if (s.real.outcome().isOver) break
            s.real.aiMove(AiLevel.HARD, AiBudget.Nodes(40uL)); n++
        }
        seats.forEachIndexed { i, c -> s.real.setSeat(i, c) }
        g.controller.start()
        host.advance(5000)
        return g
    }

    /** The board's own texts by kind ("seat", "pile", "heading", "caption"), or null for the screen's. */
    private fun kindOf(text: String, kind: GameKind, strings: Strings, g: GameScreen): String? = when (kind) {
        GameKind.PYLOS -> if ((0..15).any { text == strings.plural(TextKey.RESERVE, it) }) "seat" else null
        GameKind.PYRAMIDA -> if ((0..3).any { text == strings(TextKey.PYRAMIDA_OFF, it) }) "seat" else null
        GameKind.PYRAMIDO -> when {
            text == strings(TextKey.PYRAMIDO_POINTS_SHORT) || text == strings(TextKey.PYRAMIDO_OUT) -> "seat"
            text.all { it.isDigit() } -> "number"
            (0..45).any { text == strings(TextKey.PYRAMIDO_PILE_SIZE, it) } -> "pile"
            text == (g.board as PyramidoBoard).stripCaption(g.controller) -> "caption"
            // One line, or whose pyramid and the floor on two.
            (0..1).any { seat -> val whose = strings(TextKey.PYRAMIDO_PYRAMID_OF, strings(TextKey.PLAYER_N, seat + 1)); text == whose || (1..4).any { f -> text == strings(TextKey.PYRAMIDO_FLOOR, f) || text == whose + " · " + strings(TextKey.PYRAMIDO_FLOOR, f) } } -> "heading"
            else -> null
        }
    }

    private fun Box.holds(b: Box, slack: Float) = b.left >= left - slack && b.right <= right + slack && b.top >= top - slack && b.bottom <= bottom + slack
    private fun Box.overlaps(b: Box) = left < b.right - 1f && b.left < right - 1f && top < b.bottom - 1f && b.top < bottom - 1f

    /** Renders [g], checks every text, returns the largest size of each board text kind. */
    private fun measure(label: String, kind: GameKind, strings: Strings, d: Device, g: GameScreen, png: File?): Map<String, Float> {
        val reports = ArrayList<Pair<String, String>>()
        TextAudit.listener = { what, text -> reports.add(what to text) }
        g.layout(d.w.toFloat(), d.h.toFloat())
        val rec = Recorder(AwtPainter(d.w, d.h))
        g.draw(rec, g.app.host.now())
        TextAudit.listener = null
        png?.let { rec.inner.writePng(it) }
        rec.inner.dispose()
        val window = Box(0f, 0f, d.w.toFloat(), d.h.toFloat())
        val panels = g.accessibilityNodes().filter { it.id >= 2000 && it.bounds.height >= 60f * d.density }.map { it.bounds }
        val sizes = HashMap<String, Float>()
        // A bare number is a score in a panel or a pile's count (when a large font leaves no room for "20 left").
        fun pileAt(t: Drawn) = kind == GameKind.PYRAMIDO && (g.board as PyramidoBoard).geometry.let { geo -> (0 until 4).any { geo.pileBox(it).contains(t.box.center) } }
        // Pyramido's coordinates (a row's number on the plate) are sized to the cells, not the font: CoordinatesTest checks them.
        fun onPlate(t: Drawn) = kind == GameKind.PYRAMIDO && (g.board as PyramidoBoard).geometry.pyramidArea.contains(t.box.center)
        val board = rec.texts.mapNotNull { t -> kindOf(t.text, kind, strings, g)?.let { k -> (if (k == "number") (if (pileAt(t)) "pile" else if (onPlate(t)) null else "seat") else k)?.let { it to t } } }
        // Only the board's own texts are this test's; the screen's (the status line …) are TextFitTest's.
        val boardTexts = board.map { it.second.text }.toSet()
        for ((k, t) in board) {
            sizes[k] = maxOf(sizes[k] ?: 0f, t.size)
            val home: Box? = when (k) {
                "seat" -> panels.firstOrNull { it.contains(t.box.center) }
                "pile" -> (g.board as PyramidoBoard).geometry.let { geo -> (0 until 4).map { geo.pileBox(it) }.firstOrNull { it.contains(t.box.center) }?.let { Box(it.left - 4f * d.density, it.top, it.right + 4f * d.density, it.bottom) } }
                "caption" -> (g.board as PyramidoBoard).geometry.strip
                "heading" -> (g.board as PyramidoBoard).geometry.heading
                else -> null
            }
            if (home == null || !home.holds(t.box, 0.5f)) problems.add("$label: $k \"${t.text}\" at ${t.box} is outside its box $home")
        }
        for ((r, text) in reports) if (text in boardTexts) problems.add("$label: $r: \"$text\"")
        for (t in rec.texts) if (!window.holds(t.box, 0.5f)) problems.add("$label: \"${t.text}\" runs off the window (${t.box})")
        for ((_, a) in board) for (b in rec.texts) if (a !== b && a.text.isNotBlank() && b.text.isNotBlank() && a.box.overlaps(b.box))
            problems.add("$label: \"${a.text}\" (${a.box}) overlaps \"${b.text}\" (${b.box})")
        return sizes
    }

    @Test fun `board texts grow with the font size and fit their boxes, in every language`() {
        val outDir = ScreenshotTest.outDir.also { it.mkdirs() }
        var renders = 0
        for (kind in listOf(GameKind.PYLOS, GameKind.PYRAMIDA, GameKind.PYRAMIDO)) for (strings in listOf(English, Portuguese, Czech, Slovenian)) for (d in listOf(phone, small, tablet)) {
            val game = kind.name.lowercase()
            var base: Map<String, Float>? = null
            for (scale in listOf(1f, 1.3f, 2f)) {
                val label = "$game ${strings.languageTag} ×$scale ${d.name}"
                val g = midGame(kind, d, strings, scale)
                val png = if (scale == 2f) File(outDir, "fontscale-$game-${strings.languageTag}-${d.name}.png") else null
                val sizes = measure(label, kind, strings, d, g, png)
                renders++
                // (Pyramido's strip caption shows only in the tile step; checked when drawn.)
                val expected = if (kind == GameKind.PYRAMIDO) setOf("seat", "pile", "heading") else setOf("seat")
                if (!sizes.keys.containsAll(expected)) problems.add("$label: board texts ${expected - sizes.keys} not drawn")
                if (scale == 1f) base = sizes
                else for ((k, s1) in base!!) {
                    val s = sizes[k] ?: continue
                    if (s <= s1 * 1.05f) problems.add("$label: $k text $s px is not larger than at 1× ($s1 px)")
                }
                g.controller.dispose()
            }
        }
        assertTrue(renders == 108, "$renders renders")
        assertTrue(problems.isEmpty(), problems.size.toString() + " problems:\n" + problems.take(80).joinToString("\n"))
    }
}
