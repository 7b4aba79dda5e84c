package games.pyramids.app.screens

import games.pyramids.core.AiBudget
import games.pyramids.core.TextKey
import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.puzzle.play
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.save.SaveMeta
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Screen
import games.pyramids.app.ui.TextAudit
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The app follows the system font size and no text is cut: every screen
 * besides the boards (home, new game, saved games with a confirmation and
 * empty, rules, the in-game legend) and the game screen of each game, in all four languages, at font scale
 * 1, 1.3 and 2, on a phone, a 360 dp phone and a landscape phone. Each render
 * is measured three ways: nothing was cut with an ellipsis, shrunk to fit or
 * left wider than its line ([TextAudit]); every button's label is no wider
 * than its button; every line of text lies inside the window.
 */
class TextFitTest {
    data class Device(val name: String, val w: Int, val h: Int, val density: Float)

    companion object {
        val phone = Device("phone", 1080, 2340, 2.625f)
        /** 360 × 720 dp: the narrowest common phone. */
        val small = Device("small", 720, 1440, 2.0f)
        val landscape = Device("landscape", 2340, 1080, 2.625f)
        val tablet = Device("tablet", 2560, 1600, 2.0f)
        val outDir = ScreenshotTest.outDir
        val vsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), 1)
        /**
         * The least share of a 360 dp phone's height the Pyramido pyramid keeps at
         * 2×. Measured: 0.22 (en, pt, sl) and 0.26 (cs) with every panel as tall as
         * its own content and the seat info in one line; 0.09 with only the
         * computer's row gone, a sliver of a few pixels when every panel was as
         * tall as one with a prompt row. 0.20 leaves a little room for a longer
         * prompt, and fails if a panel grows back by a text row (some 45 dp, 0.06).
         */
        const val MIN_PYRAMID_SHARE = 0.20f
    }

    private val problems = ArrayList<String>()

    @AfterEach fun quiet() { TextAudit.listener = null }

    /** Draws and records where each text went. */
    private class Recorder(val inner: AwtPainter) : Painter by inner {
        val texts = ArrayList<Triple<String, Float, Float>>()
        /** Each line of text: where (ascent to descent, window pixels) and at what size. */
        val lines = ArrayList<Line>()
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
            texts.add(Triple(text, left, left + w))
            lines.add(Line(text, Box(left, dy + y - m.ascent, left + w, dy + y + m.descent), style.size))
            inner.drawText(text, x, y, style)
        }
    }
    data class Line(val text: String, val box: Box, val size: Float)

    private class Stage(val app: App, val host: TestHost)

    private fun stage(d: Device, strings: Strings, scale: Float, sessions: TestSessions = TestSessions()): Stage {
        val host = TestHost()
        val app = testApp(strings = strings, density = d.density, sessions = sessions, host = host, fontScale = scale)
        app.size(d.w.toFloat(), d.h.toFloat())
        app.push(HomeScreen(app))
        return Stage(app, host)
    }

    /** Saves of every kind the list shows: two games, a newer version's file, a damaged one. */
    private fun withSaves(st: Stage) {
        val app = st.app
        app.saves.write("pylos-1", SaveMeta(GameKind.PYLOS, st.host.time, 14, false, "human,ai:medium", toMove = 1), "{}")
        app.saves.write("pyramido-1", SaveMeta(GameKind.PYRAMIDO, st.host.time - 86_400_000, 40, true, "human,ai:expert,ai:hard,human"), "{}")
        File(app.saves.dir, "future.pyrsave").writeText("pyramids-app-save 7\ngame=pylos\n\n{}")
        File(app.saves.dir, "broken.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\n")
        app.current!!.layout(1f, 1f)
    }

    /** Renders [screen] on [d] and collects what does not fit. */
    private fun measure(label: String, d: Device, screen: Screen, scroll: Boolean = true): Recorder {
        val reports = ArrayList<String>()
        TextAudit.listener = { kind, text -> reports.add("$kind: \"$text\"") }
        screen.layout(d.w.toFloat(), d.h.toFloat())
        val rec = Recorder(AwtPainter(d.w, d.h))
        screen.draw(rec, 0L)
        // Scrolled content: draw it scrolled to the end too, so every part is measured.
        if (scroll && screen is BaseScreen && screen.scroller.canScroll) {
            screen.scroller.scrollTo(screen.scroller.max)
            screen.draw(rec, 0L)
            screen.scroller.scrollTo(0f)
        }
        TextAudit.listener = null
        rec.inner.dispose()
        for (r in reports) problems.add("$label: $r")
        for ((text, l, r) in rec.texts) if (l < -0.5f || r > d.w + 0.5f) problems.add("$label: \"$text\" runs off the window ($l..$r of ${d.w})")
        if (screen is BaseScreen) {
            val ui = screen.ui
            for (b in screen.visibleButtons()) {
                if (b.label.isEmpty()) continue
                val style = ui.label.let { s -> b.labelSize?.let { s.withSize(it) } ?: s }
                val w = rec.inner.measureText(b.label, style)
                val iconSize = minOf(b.box.height * 0.46f, ui.dp(22))
                val room = if (b.icon != Icon.NONE) b.box.width - iconSize - ui.dp(28) else b.box.width - ui.dp(16)
                if (w > room + 0.5f) problems.add("$label: button \"${b.label}\" needs $w px, has $room")
            }
        }
        return rec
    }

    private fun screensOf(st: Stage, d: Device): List<Pair<String, () -> Screen>> {
        val a = st.app
        return listOf(
            "home" to { HomeScreen(a) },
            "newgame-pylos" to { NewGameScreen(a, GameKind.PYLOS) },
            "newgame-pyramida" to { NewGameScreen(a, GameKind.PYRAMIDA) },
            "newgame-pyramido-4" to { NewGameScreen(a, GameKind.PYRAMIDO).also { it.model.setSeatCount(4) } },
            "saved" to { SavedGamesScreen(a) },
            "saved-confirm" to { SavedGamesScreen(a).also { s -> s.layout(d.w.toFloat(), d.h.toFloat()); s.accessibilityNodes().first { it.description.startsWith(a.strings(TextKey.DELETE)) }.onClick!!() } },
            "rules-pylos" to { RulesScreen(a, GameKind.PYLOS) },
            "rules-pyramida" to { RulesScreen(a, GameKind.PYRAMIDA) },
            "rules-pyramido" to { RulesScreen(a, GameKind.PYRAMIDO) },
            "legend-pylos" to { LegendScreen(a, GameKind.PYLOS, a.strings.legendSymbols(GameKind.PYLOS)) },
            "legend-pyramida" to { LegendScreen(a, GameKind.PYRAMIDA, a.strings.legendSymbols(GameKind.PYRAMIDA)) },
            "legend-pyramido" to { LegendScreen(a, GameKind.PYRAMIDO, a.strings.legendSymbols(GameKind.PYRAMIDO)) },
            "learn-pylos" to { LessonListScreen(a, GameKind.PYLOS) },
            "learn-pyramido" to { LessonListScreen(a, GameKind.PYRAMIDO) },
            "lesson-pylos-raise" to { LessonScreen(a, "pylos-raise") },
            "lesson-pyramida-push" to { LessonScreen(a, "pyramida-push") },
            "lesson-pyramido-turn" to { LessonScreen(a, "pyramido-turn").also { it.next() } },
            // A wrong try (its answer, the rating line, Retry and Next) and a hint.
            "puzzle-pylos-wrong" to { games.pyramids.app.puzzle.puzzleScreen(a, "pylos-1-3").also { it.play("1a4") } },
            "puzzle-pyramido-hint" to { games.pyramids.app.puzzle.puzzleScreen(a, "pyramido-1-3").also { it.hint(); st.host.runUi() } },
        )
    }

    @Test fun `no text is cut, shrunk or wider than its box, at every font size, in every language`() {
        var renders = 0
        for (strings in listOf(English, Portuguese, Czech, Slovenian)) for (scale in listOf(1f, 1.3f, 2f)) {
            val devices = if (scale == 1.3f) listOf(phone) else listOf(phone, small, landscape)
            for (d in devices) {
                val st = stage(d, strings, scale)
                withSaves(st)
                for ((name, make) in screensOf(st, d)) {
                    val screen = make()
                    st.app.push(screen)
                    measure("${strings.languageTag} ×$scale ${d.name} $name", d, screen)
                    st.app.popToRoot()
                    renders++
                }
                // The empty list, too.
                st.app.saves.list().forEach { st.app.saves.delete(it.id) }
                val empty = SavedGamesScreen(st.app)
                st.app.push(empty)
                measure("${strings.languageTag} ×$scale ${d.name} saved-empty", d, empty)
                st.app.popToRoot()
            }
        }
        assertTrue(renders > 300, "$renders renders")
        assertTrue(problems.isEmpty(), problems.size.toString() + " problems:\n" + problems.take(60).joinToString("\n"))
    }

    @Test fun `text sizes follow the system font size`() {
        val st1 = stage(phone, English, 1f)
        val st2 = stage(phone, English, 2f)
        val h1 = (st1.app.current as BaseScreen).also { it.layout(1080f, 2340f) }.ui
        val h2 = (st2.app.current as BaseScreen).also { it.layout(1080f, 2340f) }.ui
        // Android 14's non-linear scaling: small text doubles, large text grows less, every size grows.
        assertEquals(h1.small.size * 2f, h2.small.size, h1.small.size * 0.05f)
        assertTrue(h2.body.size > h1.body.size * 1.7f, "body ${h1.body.size} → ${h2.body.size}")
        assertTrue(h2.title.size > h1.title.size * 1.5f && h2.title.size < h1.title.size * 2f, "title ${h1.title.size} → ${h2.title.size}")
        assertTrue(h2.display.size > h1.display.size * 1.1f, "display ${h1.display.size} → ${h2.display.size}")
        assertEquals(26f, games.pyramids.app.ui.Ui.scaledSp(14f, 2f), 0.01f)
        assertEquals(14f * 1.3f, games.pyramids.app.ui.Ui.scaledSp(14f, 1.3f), 14f * 0.1f)
        assertEquals(h1.dp(48), h2.dp(48), 0.01f, "touch targets stay in dp")
    }

    private fun gameOptions(kind: GameKind) = when (kind) {
        GameKind.PYRAMIDO -> GameOptions(kind, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), seed = 4, firstPlayer = 0)
        else -> GameOptions(kind, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), 1)
    }

    /** A game against the computer, the human to move: at the start, or after [decisions] node-capped decisions of both seats. */
    private fun game(st: Stage, kind: GameKind, decisions: Int): GameScreen {
        assertTrue(Launcher.startNew(st.app, gameOptions(kind), false, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        val s = g.session as EngineSession
        val seats = s.real.options().seats
        seats.indices.forEach { s.real.setSeat(it, SeatController.Ai(AiLevel.HARD)) }
        var n = 0
        while (n < decisions || s.real.snapshot().toMove != 0) {
            if (s.real.outcome().isOver) break
            s.real.aiMove(AiLevel.HARD, AiBudget.Nodes(40uL)); n++
        }
        seats.forEachIndexed { i, c -> s.real.setSeat(i, c) }
        g.controller.start()
        st.host.advance(5000)
        return g
    }

    /**
     * The game screen of every game, at the start and in mid-game, in four
     * languages, at 1×, 1.3× and 2×, on a phone, a 360 dp phone and a tablet:
     * the panels name the computer's level, and the status line shows the
     * whole prompt — wrapped onto more lines, never cut or shrunk below the
     * body size, every line inside its strip and the window.
     */
    @Test fun `the game screen shows the whole prompt and the computer's level, at every font size, in every language`() {
        var renders = 0
        for (kind in listOf(GameKind.PYLOS, GameKind.PYRAMIDA, GameKind.PYRAMIDO))
        for (strings in listOf(English, Portuguese, Czech, Slovenian)) for (scale in listOf(1f, 1.3f, 2f)) for (d in listOf(phone, small, tablet))
        for (decisions in listOf(0, 12)) {
            val st = stage(d, strings, scale)
            val g = game(st, kind, decisions)
            val label = "${kind.name.lowercase()} ${strings.languageTag} ×$scale ${d.name} after $decisions"
            val rec = measure(label, d, g, scroll = false)
            renders++
            val level = strings.levelName(AiLevel.MEDIUM)
            assertTrue(rec.texts.any { it.first.contains(level) }, "$label: the level is shown")
            val (status, _) = g.statusLine(st.host.now())
            assertTrue(status.isNotEmpty(), "$label: the human is to move, the status line says what to do")
            val strip = g.statusBox!!
            val lines = rec.lines.filter { strip.contains(it.box.cx, it.box.cy) }
            val drawn = lines.joinToString(" ") { it.text }
            if (drawn != status) problems.add("$label: the status line drew \"$drawn\", not \"$status\"")
            for (l in lines) {
                if (l.size < g.ui.body.size - 0.01f) problems.add("$label: status line \"${l.text}\" set at ${l.size} px, below the body size ${g.ui.body.size}")
                if (l.box.left < strip.left || l.box.right > strip.right || l.box.top < strip.top - 0.5f || l.box.bottom > strip.bottom + 0.5f)
                    problems.add("$label: status line \"${l.text}\" (${l.box}) leaves its strip $strip")
            }
            g.controller.dispose()
        }
        assertTrue(renders == 216, "$renders renders")
        assertTrue(problems.isEmpty(), problems.size.toString() + " problems:\n" + problems.take(60).joinToString("\n"))
    }

    /**
     * Each seat panel is as tall as its own content, so on a 360 dp phone at
     * 2× the Pyramido pyramid keeps a fair share of the height, in every
     * language.
     */
    @Test fun `the Pyramido pyramid keeps its share of a 360 dp phone at 2x`() {
        val shares = ArrayList<String>()
        for (strings in listOf(English, Portuguese, Czech, Slovenian)) {
            val st = stage(small, strings, 2f)
            val g = game(st, GameKind.PYRAMIDO, 12)
            g.layout(small.w.toFloat(), small.h.toFloat())
            val area = (g.board as games.pyramids.app.pyramido.PyramidoBoard).geometry.pyramidArea
            val share = area.height / small.h
            shares.add("${strings.languageTag} %.3f".format(share))
            assertTrue(share >= MIN_PYRAMID_SHARE, "${strings.languageTag}: the pyramid has ${area.height} of ${small.h} px (${share}); shares $shares")
            g.controller.dispose()
        }
        println("Pyramido pyramid share of a 360 dp phone at 2x: $shares")
    }

    /**
     * The review screen of each game (a move with a better choice, a blunder,
     * the final position) in four languages, at 1× and 2×, on a phone, a
     * 360 dp phone, a landscape phone and a tablet: no text cut, shrunk or
     * off the window, every button's label inside its button.
     */
    @Test fun `the review screen fits at every font size, in every language`() {
        var renders = 0
        for (kind in GameKind.entries) for (strings in listOf(English, Portuguese, Czech, Slovenian)) for (scale in listOf(1f, 2f))
        for (d in listOf(phone, small, landscape, tablet)) {
            val st = stage(d, strings, scale, TestSessions(reviews = { games.pyramids.app.testkit.FakeReviewer(it) }))
            val app = st.app; val host = st.host
            val g = game(st, kind, 14)
            val r = ReviewScreen(app, g.session, ownsSource = false)
            app.push(r)
            host.runUi()
            val rv = r.review!!
            val at = listOf(rv.decisions.indexOfFirst { it.best != null }, rv.decisions.indexOfFirst { it.verdict == games.pyramids.core.Verdict.BLUNDER }, r.decisionCount)
            for (i in at.filter { it >= 0 }) {
                r.goTo(i)
                measure("review ${kind.name.lowercase()} ${strings.languageTag} ×$scale ${d.name} at $i", d, r, scroll = false)
                renders++
            }
            app.popToRoot()
        }
        assertTrue(renders >= 250, "$renders renders")
        assertTrue(problems.isEmpty(), problems.size.toString() + " problems:\n" + problems.take(60).joinToString("\n"))
    }

    @Test fun `buttons keep out of the edges' Back-swipe strips`() {
        for (d in listOf(landscape, phone)) {
            val st = stage(d, English, 1f)
            val strip = 32 * d.density
            st.app.gestures(games.pyramids.app.ui.SafeArea(left = strip, right = strip))
            withSaves(st)
            for ((name, make) in screensOf(st, d)) {
                val screen = make()
                st.app.push(screen)
                screen.layout(d.w.toFloat(), d.h.toFloat())
                for (n in screen.accessibilityNodes()) if (n.onClick != null) {
                    assertTrue(n.bounds.left >= strip - 0.5f && n.bounds.right <= d.w - strip + 0.5f,
                        "${d.name} $name: '${n.description}' at ${n.bounds} reaches into a ${strip}px Back-swipe strip")
                }
                st.app.popToRoot()
            }
        }
    }
}
