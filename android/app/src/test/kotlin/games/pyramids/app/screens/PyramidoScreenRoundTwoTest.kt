package games.pyramids.app.screens

import games.pyramids.core.AiBudget
import games.pyramids.core.TextKey
import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Colors
import games.pyramids.app.pyramido.Cell
import games.pyramids.app.pyramido.PyramidoArt
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.pyramido.PyramidoGeometry
import games.pyramids.app.pyramido.PyramidView
import games.pyramids.app.session.isOver
import games.pyramids.app.session.player
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.Scenarios
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.fitText
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.math.abs
import kotlin.math.pow

/**
 * The Pyramido screen's second round (issue 13): the plate holds every
 * reachable cell, the action bar shows only the step's buttons, highlights
 * read without colour, the prompt follows what plays, opponents' pyramids
 * can be looked at, the single tiles show their faces, table-mode markers
 * are readable, and the game-over sheet closes and reopens.
 */
class PyramidoScreenRoundTwoTest {
    private val host = TestHost()
    private fun app(strings: Strings = English, density: Float = 2.625f) =
        testApp(strings = strings, density = density, sessions = TestSessions(maxNodes = 60), host = host)

    private var w = 1080
    private var h = 2340

    private fun open(options: GameOptions, strings: Strings = English, table: Boolean = false, size: Pair<Int, Int> = 1080 to 2340, density: Float = 2.625f): GameScreen {
        w = size.first; h = size.second
        val app = app(strings, density)
        app.size(w.toFloat(), h.toFloat())
        app.push(HomeScreen(app))
        assertTrue(Launcher.startNew(app, options, table, replaceTop = false) == null)
        val g = app.current as GameScreen
        g.render(w, h, host.time)
        return g
    }

    private fun snap(g: GameScreen): PyramidoSnapshot = (g.controller.snapshot.board as BoardSnapshot.Pyramido).board
    private fun board(g: GameScreen) = g.board as PyramidoBoard
    private fun dp(g: GameScreen, v: Float) = v * g.ui.density

    private val vsAi = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0)
    private val humans = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 1001, firstPlayer = 0)

    /** Node-capped AI decisions for every seat until [done] (test setup), then the screen picks up. */
    private fun advance(g: GameScreen, done: (PyramidoSnapshot, Int) -> Boolean) {
        val s = g.session as EngineSession
        val seats = s.real.options().seats
        seats.indices.forEach { s.real.setSeat(it, SeatController.Ai(AiLevel.EASY)) }
        try {
            var guard = 0
            while (!s.real.outcome().isOver && !done((s.real.snapshot().board as BoardSnapshot.Pyramido).board, s.real.snapshot().toMove) && guard++ < 400)
                s.real.aiMove(AiLevel.EASY, AiBudget.Nodes(40uL))
        } finally {
            seats.forEachIndexed { i, c -> s.real.setSeat(i, c) }
        }
        g.controller.start()
        host.advance(60_000)
        g.render(w, h, host.time)
    }

    // ---- 1. the plate holds every reachable cell -------------------------------

    @Test fun `the plate holds every cell a domino can reach, below the heading, on every floor`() {
        val s = engineSession(GameOptions(GameKind.PYRAMIDO, null, List(3) { SeatController.Ai(AiLevel.EASY) }, seed = 21, firstPlayer = 0), maxNodes = 40)
        val geometries = listOf(
            PyramidoGeometry(Box(0f, 200f, 1080f, 1500f), 16f, headingH = 94f, minTouch = 126f),
            PyramidoGeometry(Box(700f, 100f, 1860f, 1300f), 12f, headingH = 72f, minTouch = 96f),
        )
        var placements = 0
        var floors = HashSet<Int>()
        while (!s.outcome().isOver) {
            val b = (s.snapshot().board as BoardSnapshot.Pyramido).board
            val mover = b.player(s.snapshot().toMove)
            for (geo in geometries) {
                val view = PyramidView.of(geo.plateArea, mover)
                assertTrue(view.frame.top >= geo.heading.bottom, "the plate starts below the heading")
                assertTrue(view.frame.left >= geo.plateArea.left - 0.5f && view.frame.right <= geo.plateArea.right + 0.5f && view.frame.bottom <= geo.plateArea.bottom + 0.5f)
                for (gc in view.gridCells(b.floor, mover)) assertTrue(view.holds(gc.box), "drawn cell ${gc.cell.name} on floor ${b.floor} lies on the plate")
                if (b.floor == 1) for (row in 0 until 9) for (col in 0 until 9) {
                    val cell = Cell(col, row)
                    if (games.pyramids.app.pyramido.PyramidoGrid.reachable(cell, mover.floor1Bounds))
                        assertTrue(view.holds(view.cellBox(1, cell, mover)!!), "reachable ${cell.name} lies on the plate")
                }
                for (a in s.legalActions()) {
                    val m = (a.detail as ActionDetail.Pyramido).action as? PyramidoMove.Place ?: continue
                    val pl = games.pyramids.app.pyramido.Placement(m.slot, m.cell, m.dir)
                    for (name in pl.cells) assertTrue(view.holds(view.cellBox(b.floor, Cell.parse(name)!!, mover)!!), "${a.notation}: $name lies on the plate")
                    placements++
                }
            }
            floors.add(b.floor)
            s.real.aiMove(AiLevel.EASY, AiBudget.Nodes(40uL))
        }
        assertTrue(placements > 500, "$placements placements checked")
        assertEquals(setOf(1, 2, 3, 4), floors)
    }

    // ---- 2. the action bar -----------------------------------------------------

    /** The bar's buttons: ids, which are primary, and that every label fits at the one label size. */
    private fun bar(g: GameScreen): List<String> {
        g.render(w, h, host.time)
        val p = AwtPainter(8, 8)
        val buttons = g.barButtons
        for (b in buttons) {
            assertTrue(b.box.width >= dp(g, 48f) - 0.5f && b.box.height >= dp(g, 48f) - 0.5f, "${b.id} is at least 48 dp")
            if (b.label.isNotEmpty()) {
                val style = g.ui.label
                val room = if (b.icon != games.pyramids.app.ui.Icon.NONE) b.box.width - minOf(b.box.height * 0.46f, dp(g, 22f)) - dp(g, 28f) else b.box.width - dp(g, 16f)
                assertEquals(style.size, fitText(p, b.label, style, room).size, "'${b.label}' keeps the label size")
            }
        }
        val step = buttons.filter { it.id !in setOf("undo", "redo", "hint") }
        if (step.isNotEmpty()) {
            assertEquals(1, buttons.count { it.kind == ButtonKind.PRIMARY }, "exactly one primary: ${buttons.map { it.id to it.kind }}")
            assertTrue(buttons.filter { it.id in setOf("undo", "redo", "hint") }.all { it.label.isEmpty() }, "Undo/Redo/Hint give the step the room")
        }
        p.dispose()
        return step.map { it.id }
    }

    @Test fun `the action bar shows only the step's buttons, one primary, labels at one size, in every language and on a small phone`() {
        for ((strings, size) in listOf(English to (1080 to 2340), Portuguese to (1080 to 2340), Czech to (945 to 2000), Slovenian to (945 to 2000), Czech to (2560 to 1600))) {
            val density = if (size.first == 2560) 2f else 2.625f
            val g = open(humans.copy(seed = 11), strings, size = size, density = density)
            val b = board(g)
            assertEquals(emptyList<String>(), bar(g), "nothing chosen: a drag is the decision")
            b.input.tap(g.controller, games.pyramids.core.BoardPlace.PyramidoSlot(1u))
            assertEquals(listOf("rotate"), bar(g))
            val sc = b.scene(g.controller)
            val cell = g.controller.legal.mapNotNull { (it.detail as ActionDetail.Pyramido).action as? PyramidoMove.Place }.first { it.slot == 1 }.cell
            val box = sc.view.cellBox(1, Cell.parse(cell)!!, sc.mover)!!
            g.tap(box.cx, box.cy)
            assertNotNull(b.input.dominoGhost(g.controller)?.at)
            assertEquals(listOf("rotate", "place"), bar(g))
            assertEquals(strings(TextKey.PYRAMIDO_TURN), g.barButtons.first { it.id == "rotate" }.label)
            // The rotate badge on the ghost: a 48 dp target; a tap near its edge rotates.
            val touch = b.input.rotateTouchBox(g.controller, b.scene(g.controller))!!
            assertTrue(touch.width >= dp(g, 48f) - 0.5f && touch.height >= dp(g, 48f) - 0.5f)
            val before = b.input.dominoGhost(g.controller)?.at
            g.tap(touch.right - dp(g, 3f), touch.bottom - dp(g, 3f))
            assertTrue(b.input.dominoGhost(g.controller)?.at != before, "the badge rotated the ghost")
            g.barButtons.first { it.id == "place" }.onClick()
            // On to the tile step: Skip tile alone, then Rotate + Place once a tile is chosen.
            while (snap(g).phase == PyramidoPhase.MARK) g.controller.play(g.controller.legal.first())
            if (snap(g).phase == PyramidoPhase.TILE) {
                assertEquals(listOf("skip"), bar(g))
                assertEquals(strings(TextKey.PYRAMIDO_SKIP_TILE), g.barButtons.first { it.id == "skip" }.label)
                val target = b.scene(g.controller).view.cellBox(1, Cell.parse(snap(g).tileCells.first())!!, b.scene(g.controller).mover)!!
                g.tap(target.cx, target.cy)
                assertEquals(listOf("rotate", "place"), bar(g))
                for (face in b.geometry.faceBoxes(b.scene(g.controller).faces.size)) {
                    val t = b.geometry.faceTouchBox(face)
                    assertTrue(t.width >= dp(g, 48f) - 0.5f && t.height >= dp(g, 48f) - 0.5f, "a tile face is a 48 dp target")
                }
                // A tap beside the tile lets go of it: Skip tile is back.
                g.tap(b.geometry.plateArea.left + 2f, b.geometry.plateArea.bottom - 2f)
                assertEquals(listOf("skip"), bar(g))
            }
        }
    }

    @Test fun `a block to mark reacts 48 dp around it even where blocks are drawn smaller`() {
        val g = open(humans.copy(seed = 11))
        val s = g.session as EngineSession
        val place = g.controller.legal.first { a -> s.real.playAction(a); val ok = (s.real.snapshot().board as BoardSnapshot.Pyramido).board.phase == PyramidoPhase.MARK; s.real.undo(); ok }
        assertTrue(g.controller.play(place))
        host.advance(5_000)
        g.render(w, h, host.time)
        assertEquals(PyramidoPhase.MARK, snap(g).phase)
        val sc = board(g).scene(g.controller)
        val target = snap(g).markCells.first()
        val box = sc.view.cellBox(1, Cell.parse(target)!!, sc.mover)!!
        val slack = (dp(g, 48f) - box.width) / 2f
        if (slack > 2f) {
            // Just beside the block (on no other target), still within its 48 dp target.
            val x = if (Cell.parse(target)!!.let { c -> snap(g).markCells.any { Cell.parse(it)!!.col < c.col } }) box.right + slack - 1f else box.left - slack + 1f
            g.tap(x, box.cy)
        } else g.tap(box.cx, box.cy)
        assertTrue(g.session.history().last().startsWith("m@$target"), g.session.history().toString())
    }

    // ---- 3. highlights ---------------------------------------------------------

    private fun lum(argb: Int): Double {
        fun ch(c: Int): Double { val v = c / 255.0; return if (v <= 0.03928) v / 12.92 else ((v + 0.055) / 1.055).pow(2.4) }
        return 0.2126 * ch((argb shr 16) and 255) + 0.7152 * ch((argb shr 8) and 255) + 0.0722 * ch(argb and 255)
    }
    private fun contrast(a: Int, b: Int): Double { val x = lum(a); val y = lum(b); return (maxOf(x, y) + 0.05) / (minOf(x, y) + 0.05) }

    @Test fun `the highlight stands out on every block colour and on the plate, in brightness not only in colour`() {
        val size = 120
        val density = 2.625f
        for (colour in PyramidoColour.entries) {
            val plain = AwtPainter(size, size)
            val lit = AwtPainter(size, size)
            for (p in listOf(plain, lit)) {
                p.fill(games.pyramids.app.paint.Shape.Rect(0f, 0f, size.toFloat(), size.toFloat()), games.pyramids.app.paint.Fill.Solid(Colors.hex(0xE4D3AE)))
                PyramidoArt.block(p, Box(10f, 10f, 110f, 110f), colour, emptyList(), 1, density)
            }
            games.pyramids.app.ui.MarkArt.box(lit, games.pyramids.core.LegendSymbol.PYRAMIDO_CHOICE, Box(10f, 10f, 110f, 110f), density)
            val base = PyramidoArt.colour(colour)
            // Along the ring (a band inside the block's edge), at least one line has
            // at least 3:1 with the block, the contrast for graphical objects,
            // and the picture changes in brightness, which a colour-blind eye sees too.
            var best = 0.0
            var lumChange = 0.0
            var n = 0
            for (x in 20 until 100) for (y in listOf(13, 14, 15, 16, 17, 18, 19, 20)) {
                val a = lit.image.getRGB(x, y)
                best = maxOf(best, contrast(a, base))
                lumChange += abs(lum(a) - lum(plain.image.getRGB(x, y))); n++
            }
            assertTrue(best >= 3.0, "$colour: best ring contrast $best (3:1, the contrast for graphical objects)")
            assertTrue(lumChange / n >= 0.12, "$colour: mean brightness change ${lumChange / n}")
            plain.dispose(); lit.dispose()
        }
    }

    // ---- 4 and 6. the prompt ---------------------------------------------------

    @Test fun `a no-fit turn keeps its explanation on screen for both tiles`() {
        val g = open(humans)
        (g.session as EngineSession).script(*Scenarios.actions("pyramido", "13-no-fit-turn-fills-two-holes").toTypedArray())
        g.controller.start()
        host.advance(5_000)
        assertEquals(PyramidoPhase.NO_FIT, snap(g).phase)
        for (k in 1..2) {
            assertEquals(English(TextKey.PYRAMIDO_NO_FIT, k), g.statusLine(host.time).first)
            val hole = snap(g).holeCells.first()
            val sc = board(g).scene(g.controller)
            val box = sc.view.cellBox(sc.floor, Cell.parse(hole)!!, sc.mover)!!
            g.render(w, h, host.time)
            g.tap(box.cx, box.cy)
            assertEquals(hole, board(g).input.tileCell(g.controller))
            assertEquals(English(TextKey.PYRAMIDO_NO_FIT, k), g.statusLine(host.time).first, "still explained with tile $k chosen")
            assertEquals("No domino fits — place 2 single tiles ($k of 2)", board(g).prompt(g.controller))
            g.barButtons.first { it.id == "place" }.onClick()
            host.advance(5_000)
        }
    }

    @Test fun `during a floor scoring the status line follows the scoring, then says what to do`() {
        val g = open(vsAi.copy(seats = List(2) { SeatController.Human }))
        advance(g) { s, _ -> s.floor >= 2 }
        val s = g.session as EngineSession
        s.real.undo()
        g.controller.start()
        g.controller.redo()
        val b = board(g)
        val scoring = b.timeline.pending(host.time).first { it.payload is games.pyramids.app.pyramido.PyramidoAnim.ScoreArea }
        val a = scoring.payload as games.pyramids.app.pyramido.PyramidoAnim.ScoreArea
        val mid = scoring.startMs + scoring.durationMs / 2
        val line = g.statusLine(mid).first
        assertTrue(line.startsWith("Scoring floor 1: Player ${a.seat + 1} +"), line)
        assertTrue(!line.startsWith("Drag"), line)
        // Before the first area, the floor's banner (or the scoring to come), not the next floor's prompt.
        assertTrue(!g.statusLine(host.time).first.startsWith("Drag"), g.statusLine(host.time).first)
        host.advance(120_000)
        assertEquals(English(TextKey.PYRAMIDO_PLACE, 2), g.statusLine(host.time).first)
    }

    // ---- 5, 7 and 9. panels ------------------------------------------------------

    @Test fun `tapping an opponent's panel shows their pyramid large, and Back returns`() {
        val g = open(vsAi)
        val b = board(g)
        assertEquals(0, b.shownSeat(g.controller, host.time))
        val panel = g.accessibilityNodes().first { it.description.contains(English(TextKey.PYRAMIDO_SHOW_PYRAMID, "Player 2")) }
        g.tap(panel.bounds.cx, panel.bounds.cy)
        assertEquals(1, b.shownSeat(g.controller, host.time), "Player 2's pyramid is shown large")
        assertEquals(emptyList<String>(), bar(g), "no step buttons while looking at another pyramid")
        val back = b.backButton()!!
        assertTrue(back.height >= dp(g, 48f) - 0.5f && back.width >= dp(g, 48f))
        g.render(w, h, host.time)
        g.tap(back.cx, back.cy)
        assertEquals(0, b.shownSeat(g.controller, host.time))
    }

    @Test fun `panels show each single tile's two faces, a used one empty, and table-mode markers are readable`() {
        val g = open(vsAi)
        advance(g) { s, m -> m == 0 && s.phase == PyramidoPhase.PLACE && s.players[0].tiles.any { !it.unused } }
        val player = snap(g).players[0]
        val layout = board(g).seatLayouts[0]!!
        val p = AwtPainter(w, h)
        g.draw(p, host.time)
        // The layout is in the panel's own coordinates; the bottom panel stands upright at its screen box.
        val panel = g.accessibilityNodes().first { it.description.startsWith("Player 1") }.bounds
        for ((i, tile) in player.tiles.withIndex()) {
            val box = layout.tiles[i].offset(panel.left, panel.top)
            // The share of each half's pixels in that face's colour (the jewel covers part of it).
            fun share(x0: Float, x1: Float, colour: PyramidoColour): Double {
                var hit = 0; var n = 0
                var x = x0
                while (x < x1) { var y = box.top + box.height * 0.15f; while (y < box.bottom - box.height * 0.15f) { n++; if (closeTo(p.image.getRGB(x.toInt(), y.toInt()), PyramidoArt.colour(colour))) hit++; y += 1f }; x += 1f }
                return hit.toDouble() / n
            }
            val left = share(box.left + box.width * 0.06f, box.cx - box.width * 0.04f, tile.faces[0])
            val right = share(box.cx + box.width * 0.04f, box.right - box.width * 0.06f, tile.faces[1])
            if (tile.unused) {
                assertTrue(left >= 0.3, "tile $i: the left half is ${tile.faces[0]} ($left)")
                assertTrue(right >= 0.3, "tile $i: the right half is ${tile.faces[1]} ($right)")
            } else {
                assertTrue(left < 0.1 && right < 0.1, "used tile $i is drawn empty ($left, $right)")
            }
        }
        p.dispose()
        assertTrue(layout.markerR >= dp(g, 8.5f), "phone panel markers ${layout.markerR / g.ui.density} dp")
        // Four players round a tablet: every seat's markers are at least 20 dp across.
        val t = open(GameOptions(GameKind.PYRAMIDO, null, List(4) { SeatController.Human }, seed = 6, firstPlayer = 0), table = true, size = 2560 to 1600, density = 2f)
        for (seat in 0 until 4) {
            val r = board(t).seatLayouts[seat]!!.markerR
            assertTrue(r >= dp(t, 10f), "seat $seat markers ${2 * r / t.ui.density} dp across")
        }
    }

    private fun closeTo(a: Int, b: Int): Boolean =
        abs(((a shr 16) and 255) - ((b shr 16) and 255)) < 40 && abs(((a shr 8) and 255) - ((b shr 8) and 255)) < 40 && abs((a and 255) - (b and 255)) < 40

    // ---- 8. game over --------------------------------------------------------------

    @Test fun `game over - You won or You lost against the computer, Light wins between humans`() {
        val g = open(vsAi)
        val s = g.session as EngineSession
        s.playOut(AiLevel.EASY)
        g.controller.start()
        host.advance(120_000)
        g.render(w, h, host.time)
        val won = snap(g).ranking.first { it.seat == 0 }.place == 1
        val headline = g.accessibilityNodes().first().description
        // The sheet reads the statistics' line with the headline ("First loss against Hard").
        val line = g.sheet.statisticsLine
        assertTrue(line != null && line.endsWith(English.levelName(AiLevel.HARD)), line)
        assertEquals("${if (won) English(TextKey.YOU_WON) else English(TextKey.YOU_LOST)} $line", headline)
        assertEquals(if (won) English(TextKey.YOU_WON) else English(TextKey.YOU_LOST), g.statusLine(host.time).first)
        // While the sheet is up a screen reader reaches only the sheet; the table has a line per player.
        val rows = g.accessibilityNodes().filter { it.description.matches(Regex("^\\d\\. Player \\d: F1 .*")) }
        assertEquals(2, rows.size)
        // A tap beside the card puts the sheet away; the board's nodes come back.
        g.tap(4f, h / 2f)
        assertTrue(!g.sheet.open)
        assertTrue(g.accessibilityNodes().any { it.description.startsWith("Floor ") || it.description.startsWith("Quarry") || it.description.startsWith("Pile") })
        assertEquals(listOf("result"), bar(g))
        // Pass-and-play Pylos: the seat's name.
        val pylos = open(GameOptions(GameKind.PYLOS, "kids", listOf(SeatController.Human, SeatController.Human), 1))
        val ps = pylos.session as EngineSession
        while (!ps.outcome().isOver) ps.script(ps.legalActions().first { (it.detail as ActionDetail.Pylos).action is games.pyramids.core.PylosMove.Place }.notation)
        pylos.controller.start()
        val winner = (ps.outcome() as games.pyramids.core.GameOutcome.Win).winner
        assertEquals(English(TextKey.WINS, English.seatName(GameKind.PYLOS, winner)), GameOverSheet.headline(English, pylos.controller.snapshot))
    }

    // ---- 10. translations ----------------------------------------------------------

    @Test fun `Pyramido's words - one per thing in Czech and Slovenian, Portuguese 'do Jogador'`() {
        assertEquals("Pirâmide do Jogador 1", Portuguese(TextKey.PYRAMIDO_PYRAMID_OF, Portuguese(TextKey.PLAYER_N, 1)))
        assertTrue(Slovenian(TextKey.PYRAMIDO_REFILL_GLOW).contains("kupček s črtkano obrobo"))
        assertTrue(Slovenian(TextKey.PYRAMIDO_NO_FIT, 1).startsWith("Noben domino se ne prilega"))
        fun texts(s: Strings) = listOf(s(TextKey.PYRAMIDO_PLACE, 1), s(TextKey.PYRAMIDO_PLACE_CHOSEN), s(TextKey.PYRAMIDO_PLACE_PENDING), s(TextKey.PYRAMIDO_MARK_GLOW), s(TextKey.PYRAMIDO_TILE_GLOW), s(TextKey.PYRAMIDO_TILE_CHOSEN),
            s(TextKey.PYRAMIDO_REFILL_GLOW), s(TextKey.PYRAMIDO_NO_FIT, 1), s(TextKey.PYRAMIDO_NO_FIT_BANNER, "X"), s(TextKey.PYRAMIDO_NO_ROOM), s(TextKey.PYRAMIDO_MARKER), s(TextKey.PYRAMIDO_PILE_A11Y, 1, 2, "x"), s(TextKey.PYRAMIDO_SCORE_A11Y, 1, 2, 3)) +
            s.rulesOf(GameKind.PYRAMIDO).flatMap { it.paragraphs }
        val cs = texts(Czech).joinToString(" ").lowercase()
        // Czech: "domino" for the domino, "kostka" for a block, "značka" for the marker.
        assertTrue(!cs.contains("značkovač") && !cs.contains("blok") && !Regex("kostk\\w* (z lomu|patří|se nevejde)").containsMatchIn(cs), cs)
        assertTrue(cs.contains("domino") && cs.contains("kostk") && cs.contains("značk"))
        val sl = texts(Slovenian).joinToString(" ").lowercase()
        // Slovenian: "kocka" for a block, "označevalec" for the marker (the token; "oznaka" is any mark).
        assertTrue(!sl.contains("oznak") && !sl.contains("blok"), sl)
        assertTrue(sl.contains("kock") && sl.contains("označeval"))
        for (s in Strings.all) {
            assertTrue(s(TextKey.PYRAMIDO_SCORING_AREA, 3, "X", "+7").let { it.contains("3") && it.contains("X") && it.contains("+7") })
            assertTrue(s(TextKey.PYRAMIDO_FLOOR_SHORT, 2).contains("2"))
            assertTrue(s(TextKey.PYRAMIDO_SHOW_PYRAMID, "X").contains("X"))
            assertTrue(s(TextKey.PYRAMIDO_NO_FIT, 2).contains("2"))
        }
    }
}
