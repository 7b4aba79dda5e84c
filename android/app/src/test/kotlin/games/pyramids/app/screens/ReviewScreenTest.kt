package games.pyramids.app.screens

import games.pyramids.core.AiBudget
import games.pyramids.core.ReviewKey
import games.pyramids.app.i18n.English
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.ui.Highlight
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.save.SaveMeta
import games.pyramids.app.screens.ScreenshotTest.Companion.Stage
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Device
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.FakeReviewer
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.ReviewBudget
import games.pyramids.core.SeatController
import games.pyramids.core.Verdict
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit

/**
 * The review screen: reached from the game-over sheet and from a saved
 * game, the review run off the UI thread and stopped by leaving, stepping
 * (buttons, the graph, the turning point), the marks as symbol and word, the
 * better choice drawn on the board, and the screenshots
 * review-<game>-phone/tablet.png. The positions are the real engine's; the
 * marks come from [FakeReviewer] so the tests know them.
 */
class ReviewScreenTest {
    private val phone = ScreenshotTest.phone
    private val tablet = ScreenshotTest.tablet

    private fun options(kind: GameKind) = when (kind) {
        GameKind.PYRAMIDO -> GameOptions(kind, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), seed = 8, firstPlayer = 0)
        else -> GameOptions(kind, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM)), 1)
    }

    private fun stage(d: Device, reviews: ((EngineSession) -> games.pyramids.app.session.GameReviewSession)? = { FakeReviewer(it) },
                      ai: java.util.concurrent.Executor = games.pyramids.app.testkit.Direct): Stage {
        val host = TestHost()
        val sessions = TestSessions(maxNodes = 60, reviews = reviews)
        val app = testApp(density = d.density, sessions = sessions, host = host, ai = ai)
        app.reviewBudget = ReviewBudget.Nodes(500)
        app.size(d.w.toFloat(), d.h.toFloat())
        app.push(HomeScreen(app))
        return Stage(app, host, sessions)
    }

    /** A game played to its end by the node-capped computer for both seats; the game-over sheet is up. */
    private fun finished(st: Stage, kind: GameKind, decisions: Int = Int.MAX_VALUE): GameScreen {
        assertTrue(Launcher.startNew(st.app, options(kind), false, replaceTop = false) == null)
        val g = st.app.current as GameScreen
        val s = g.session as EngineSession
        val seats = s.real.options().seats
        seats.indices.forEach { s.real.setSeat(it, SeatController.Ai(AiLevel.HARD)) }
        var n = 0
        while (!s.real.outcome().isOver && n < decisions) { s.real.aiMove(AiLevel.HARD, AiBudget.Nodes(60uL)); n++ }
        seats.forEachIndexed { i, c -> s.real.setSeat(i, c) }
        g.controller.start()
        st.host.advance(8000)
        return g
    }

    private fun openFromSheet(st: Stage, g: GameScreen): ReviewScreen {
        assertTrue(g.controller.snapshot.outcome.isOver)
        g.layout(g.ui.width, g.ui.height)
        val node = g.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW) }
        node.onClick!!()
        st.host.runUi()
        return st.app.current as ReviewScreen
    }

    @Test fun `the game-over sheet opens the review, which steps through the played line`() {
        val st = stage(phone)
        val g = finished(st, GameKind.PYLOS)
        val r = openFromSheet(st, g)
        val history = (g.session as EngineSession).real.history()
        val positions = r.positions!!
        assertEquals(history.size + 1, positions.size, "a board before each decision and the final one")
        assertEquals(history.size, r.review!!.decisions.size)
        assertEquals(0, r.index)
        assertTrue(r.controller.snapshot === positions[0])
        // Next, previous, last, first: the board follows.
        r.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW_NEXT) }.onClick!!()
        assertEquals(1, r.index); assertTrue(r.controller.snapshot === positions[1])
        assertEquals(1, r.controller.snapshot.ply - positions[0].ply, "one decision on")
        r.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW_LAST) }.onClick!!()
        assertEquals(history.size, r.index); assertTrue(r.controller.snapshot.outcome.isOver, "the last board is the final position")
        assertNull(r.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW_NEXT) }.onClick, "no next after the end")
        r.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW_PREVIOUS) }.onClick!!()
        assertEquals(history.size - 1, r.index)
        r.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW_FIRST) }.onClick!!()
        assertEquals(0, r.index)
        // Back leaves the review for the finished game.
        st.app.back()
        assertTrue(st.app.current === g)
    }

    @Test fun `a tap on the graph goes to that move, the turning point button to the turning point`() {
        val st = stage(phone)
        val r = openFromSheet(st, finished(st, GameKind.PYRAMIDA))
        val n = r.decisionCount
        assertTrue(n >= 8, "$n decisions")
        val k = n / 2
        val cy = r.graphBox.cy
        r.tap((r.graphX(k) + r.graphX(k + 1)) / 2f, cy)
        assertEquals(k, r.index, "the graph's step $k")
        r.tap(r.graphBox.right - 2f, cy)
        assertEquals(n, r.index, "the graph's right end is the final position")
        val tp = r.review!!.turningPoint
        assertNotNull(tp, "the scripted blunder is the turning point")
        r.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW_TURNING_POINT) }.onClick!!()
        assertEquals(tp, r.index)
        assertEquals(Verdict.BLUNDER, r.decision!!.verdict)
    }

    /** Records the texts drawn. */
    private class Texts(val inner: AwtPainter) : Painter by inner {
        val all = ArrayList<String>()
        override fun drawText(text: String, x: Float, y: Float, style: TextStyle) { all.add(text); inner.drawText(text, x, y, style) }
    }

    @Test fun `every move shows its mark as a symbol and a word, and the better choice is drawn on the board`() {
        val st = stage(phone)
        val r = openFromSheet(st, finished(st, GameKind.PYLOS))
        var marked = 0
        for (i in 0 until r.decisionCount) {
            r.goTo(i)
            r.layout(phone.w.toFloat(), phone.h.toFloat())
            val d = r.decision!!
            val texts = Texts(AwtPainter(phone.w, phone.h))
            r.draw(texts, st.host.time)
            texts.inner.dispose()
            // A forced move has no badge: its line says it was the only one (as on iOS).
            val word = if (d.verdict == Verdict.FORCED) English(ReviewKey.REVIEW_ONLY_MOVE) else English.verdictMark(d.verdict).word
            assertTrue(texts.all.any { it.startsWith(word) }, "move ${i + 1}: the word \"$word\" is shown")
            val symbol = English.verdictMark(d.verdict).symbol
            if (symbol.isNotEmpty()) { assertTrue(symbol in texts.all, "move ${i + 1}: the symbol $symbol is shown"); marked++ }
            assertTrue(English(ReviewKey.REVIEW_PLAYED, English.actionWords(GameKind.PYLOS, d.played), English.reviewValue(d.playedValue)) in texts.all.joinToString(" "), "move ${i + 1}: what was played, in words (wrapped or not): ${texts.all}")
            // The better choice: named, and handed to the board as the hint is.
            assertEquals(d.best, r.controller.hint?.action)
            if (d.best != null) assertTrue(English(ReviewKey.REVIEW_BEST, English.actionWords(GameKind.PYLOS, d.best!!), English.reviewValue(d.bestValue)) in texts.all.joinToString(" "), "move ${i + 1}: the better choice is named, in words")
        }
        assertTrue(marked >= 3, "$marked moves with a symbol")
        // On the board: the same position draws differently with the better choice shown.
        val i = r.review!!.decisions.indexOfFirst { it.best != null }
        r.goTo(i)
        val with = AwtPainter(phone.w, phone.h).also { r.draw(it, st.host.time) }
        r.controller.show(r.positions!![i], null)
        val without = AwtPainter(phone.w, phone.h).also { r.draw(it, st.host.time) }
        var differ = 0
        for (y in 0 until phone.h step 3) for (x in 0 until phone.w step 3) if (with.image.getRGB(x, y) != without.image.getRGB(x, y)) differ++
        assertTrue(differ > 20, "the better choice changes the board ($differ pixels)")
    }

    @Test fun `each saved game opens its review`() {
        val st = stage(phone)
        val g = finished(st, GameKind.PYRAMIDA, decisions = 6)
        assertFalse(g.controller.snapshot.outcome.isOver)
        st.app.popToRoot()
        // A second save with no move is not reviewable.
        st.app.saves.write("pylos-empty", SaveMeta(GameKind.PYLOS, st.host.time, 0, false, "human,ai:medium", toMove = 0), "{}")
        val saved = SavedGamesScreen(st.app)
        st.app.push(saved)
        val reviews = saved.accessibilityNodes().filter { it.description.startsWith(English(ReviewKey.REVIEW) + ":") }
        assertEquals(1, reviews.size, reviews.joinToString { it.description })
        assertTrue(reviews[0].bounds.width >= 48f * phone.density - 0.5f && reviews[0].bounds.height >= 48f * phone.density - 0.5f, "a 48 dp target")
        reviews[0].onClick!!()
        st.host.runUi()
        val r = st.app.current as ReviewScreen
        assertEquals(GameKind.PYRAMIDA, r.game)
        assertTrue(r.decisionCount >= 6)
        assertEquals(r.decisionCount, r.review!!.decisions.size)
    }

    @Test fun `the review runs off the UI thread and leaving stops it`() {
        val pool = Executors.newSingleThreadExecutor()
        try {
            val made = java.util.concurrent.LinkedBlockingQueue<FakeReviewer>()
            val st = stage(phone, reviews = { FakeReviewer(it, blockUntilCancelled = true).also { f -> made.add(f) } }, ai = pool)
            val g = finished(st, GameKind.PYLOS, decisions = 10)
            st.app.popToRoot()
            // The saved game, reviewed: the screen is up at once, the review runs on the pool.
            val r = ReviewScreen(st.app, st.app.sessions.load(st.app.saves.read(st.app.saves.list().first().id).let { (it as games.pyramids.app.save.LoadResult.Ok).coreSave }), ownsSource = true)
            st.app.push(r)
            val fake = made.poll(10, TimeUnit.SECONDS) ?: error("no reviewer was made")
            assertTrue(fake.started.await(5, TimeUnit.SECONDS), "the review started")
            assertEquals(ReviewBudget.Nodes(500), fake.lastBudget, "the app's budget reaches the reviewer")
            st.host.runUi()
            assertTrue(r.running, "the review is running")
            assertNotNull(r.positions, "the boards are shown while the marks are worked out")
            assertNull(r.review)
            val texts = Texts(AwtPainter(phone.w, phone.h)).also { r.draw(it, st.host.time) }
            assertTrue(texts.all.any { it.startsWith(English(ReviewKey.REVIEW_RUNNING, 0, 10).substringBefore("…")) }, "the progress is shown: ${texts.all}")
            st.app.back()
            assertTrue(fake.cancelled, "leaving cancelled the review")
            pool.shutdown()
            assertTrue(pool.awaitTermination(5, TimeUnit.SECONDS))
            st.host.runUi()
            assertNull(r.review, "a cancelled review is not shown")
            assertTrue(fake.closed, "the reviewer was freed")
            assertTrue(st.app.current is HomeScreen)
            g.controller.dispose()
        } finally {
            pool.shutdownNow()
        }
    }

    @Test fun `the engine's own review of a Pylos game, node-capped, marks every decision`() {
        val st = stage(phone, reviews = null)
        val g = finished(st, GameKind.PYLOS)
        val r = openFromSheet(st, g)
        val rv = r.review!!
        val history = (g.session as EngineSession).real.history()
        assertTrue(rv.complete)
        assertEquals(history.size, rv.decisions.size)
        assertEquals(history, rv.decisions.map { it.played.notation }, "the played line, in order")
        for (d in rv.decisions) {
            assertEquals(r.positions!![d.index].toMove, d.seat, "decision ${d.index}: the mover is the seat to move in its position")
            if (d.best != null) assertNotEquals(d.played.notation, d.best!!.notation)
        }
        // Stepping to each decision hands its better choice to the board.
        for (d in rv.decisions) { r.goTo(d.index); assertEquals(d.best, r.controller.hint?.action) }
    }

    /** With the engine's own review (node-capped): what a player sees. */
    @Test fun `the played choice is marked on the board of each game, apart from the better one, and keyed in the card`() {
        for (kind in GameKind.entries) {
            val st = stage(phone)
            val r = openFromSheet(st, finished(st, kind))
            for (better in listOf(true, false)) {
                val d = r.review!!.decisions.firstOrNull { (it.best != null) == better } ?: continue
                r.goTo(d.index)
                r.layout(phone.w.toFloat(), phone.h.toFloat())
                // Handed to the board with the better choice (or alone when it was the best).
                assertEquals(d.played, r.controller.played, "$kind move ${d.index + 1}")
                assertEquals(d.best, r.controller.hint?.action, "$kind move ${d.index + 1}")
                val texts = Texts(AwtPainter(phone.w, phone.h))
                r.draw(texts, st.host.time)
                texts.inner.dispose()
                assertTrue(English(ReviewKey.REVIEW_PLAYED, English.actionWords(kind, d.played), English.reviewValue(d.playedValue)) in texts.all.joinToString(" "), "$kind: the played line, in words (wrapped or not): ${texts.all}")
                // The board with the mark against the same position and hint without it: the
                // pixels that change are the mark's, drawn in the last-move colour (and its dark edge), never the hint's.
                val with = AwtPainter(phone.w, phone.h).also { r.draw(it, st.host.time) }
                r.controller.show(r.positions!![d.index], d.best, null)
                val without = AwtPainter(phone.w, phone.h).also { r.draw(it, st.host.time) }
                r.goTo(d.index); r.controller.show(r.positions!![d.index], d.best, d.played)
                var white = 0; var hintish = 0
                for (y in 0 until phone.h) for (x in 0 until phone.w) {
                    val a = with.image.getRGB(x, y) and 0xFFFFFF
                    if (a == without.image.getRGB(x, y) and 0xFFFFFF) continue
                    if (a == Highlight.lastMove and 0xFFFFFF) white++
                    if (a == Highlight.hint and 0xFFFFFF || a == 0x8FD3FF) hintish++
                }
                assertTrue(white > 40, "$kind move ${d.index + 1} (better: $better): the played choice is drawn in white ($white pixels)")
                assertEquals(0, hintish, "$kind: the played mark is not drawn in the hint's colour")
            }
        }
    }

    @Test fun `screenshots of a review on phone and tablet, for each game`() {
        for (kind in GameKind.entries) for (d in listOf(phone, tablet)) {
            val st = stage(d, reviews = null)
            // Pyramido's budget buys play-outs (one deal per 8 nodes): a light one keeps the test quick.
            if (kind == GameKind.PYRAMIDO) st.app.reviewBudget = ReviewBudget.Nodes(48)
            val g = finished(st, kind)
            g.layout(d.w.toFloat(), d.h.toFloat())
            g.accessibilityNodes().first { it.description == English(ReviewKey.REVIEW) }.onClick!!()
            st.host.runUi()
            val r = st.app.current as ReviewScreen
            // The worst move with a better choice on the board (the turning point if it has one).
            val rv = r.review!!
            val worst = rv.decisions.filter { it.best != null }.maxByOrNull { it.verdict.ordinal }
            val i = rv.turningPoint?.takeIf { t -> rv.decisions.getOrNull(t)?.best != null } ?: worst?.index ?: (r.decisionCount / 2)
            r.goTo(i)
            shot("review-${kind.name.lowercase()}", d, st)
            assertNotEquals(0, r.decisionCount)
        }
    }

    @Test fun `the review draws the played choice as the boards draw the last move, in the shared last-move symbol's ring`() {
        // The boards' own symbols, so the review and its card's keys speak the boards' language (and iOS's).
        assertEquals(games.pyramids.core.LegendSymbol.LAST_MOVE, ReviewScreen.PLAYED_SYMBOL)
        assertEquals(games.pyramids.core.LegendSymbol.HINT, ReviewScreen.BEST_SYMBOL)
        assertEquals(games.pyramids.core.MarkShape.RING, games.pyramids.app.ui.MarkArt.shape(ReviewScreen.PLAYED_SYMBOL))
        // Pylos: a raise splits as the interaction model splits a last turn.
        assertEquals(games.pyramids.app.pylos.PylosLastTurn(to = setOf("2b1"), from = setOf("1a3")),
            games.pyramids.app.pylos.PylosBoard.playedTurn(games.pyramids.core.ActionDetail.Pylos(games.pyramids.core.PylosMove.Raise("1a3", "2b1"))))
        // Pyramida: the field a played step goes to is ringed at the last-move ring's radius (the shared
        // geometry of MarkArt's RING round the stone), where the old double ring sat well inside the field.
        val st = stage(phone)
        val r = openFromSheet(st, finished(st, GameKind.PYRAMIDA))
        val d = r.review!!.decisions.first { (it.played.detail as? games.pyramids.core.ActionDetail.Pyramida)?.action is games.pyramids.core.PyramidaMove.Step }
        r.goTo(d.index)
        r.layout(phone.w.toFloat(), phone.h.toFloat())
        r.controller.show(r.positions!![d.index], null, d.played)
        val to = ((d.played.detail as games.pyramids.core.ActionDetail.Pyramida).action as games.pyramids.core.PyramidaMove.Step).to
        val geometry = (r.board as games.pyramids.app.pyramida.PyramidaBoard).geometry
        val spot = geometry.spot(to)!!
        val p = AwtPainter(phone.w, phone.h).also { r.draw(it, st.host.time) }
        val m = Highlight.lastMove
        fun hits(radius: Float) = (0 until 72).count { i ->
            val a = Math.PI * 2 * i / 72
            val rgb = p.image.getRGB((spot.center.x + radius * Math.cos(a)).toInt(), (spot.center.y + radius * Math.sin(a)).toInt())
            kotlin.math.abs(games.pyramids.app.paint.Colors.red(rgb) - games.pyramids.app.paint.Colors.red(m)) < 40 &&
                kotlin.math.abs(games.pyramids.app.paint.Colors.green(rgb) - games.pyramids.app.paint.Colors.green(m)) < 40 &&
                kotlin.math.abs((rgb and 255) - (m and 255)) < 40
        }
        assertTrue(hits(geometry.stoneRadius * 1.05f * 1.1f) >= 30, "the played step's field $to is ringed as the last move is")
        assertTrue(hits(geometry.stoneRadius * 0.62f * 0.74f) < 10, "no inner ring of the review's own")
    }
}
