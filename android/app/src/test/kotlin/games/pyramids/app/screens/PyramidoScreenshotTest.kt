package games.pyramids.app.screens

import games.pyramids.core.AiBudget
import games.pyramids.core.TextKey
import games.pyramids.app.session.isOver
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Pt
import games.pyramids.app.pyramido.Cell
import games.pyramids.app.pyramido.PyramidoAnim
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.pyramido.PyramidView
import games.pyramids.app.screens.ScreenshotTest.Companion.Stage
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.screens.ScreenshotTest.Companion.tablet
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.Scenarios
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The Pyramido game screen rendered to PNG files under
 * android/build/screenshots/ (see [ScreenshotTest]): every step of a turn,
 * a floor scoring mid-animation, game over, three and four players, table
 * mode.
 */
class PyramidoScreenshotTest {
    private fun stage(d: ScreenshotTest.Device, strings: Strings = English) = ScreenshotTest.stage(d, strings, TestSessions(maxNodes = 60))

    private fun open(st: Stage, options: GameOptions, table: Boolean = false): GameScreen {
        assertTrue(Launcher.startNew(st.app, options, table, replaceTop = false) == null)
        return st.app.current as GameScreen
    }

    private fun snap(g: GameScreen): PyramidoSnapshot = (g.controller.snapshot.board as BoardSnapshot.Pyramido).board

    /** Plays node-capped AI decisions for every seat (test setup) until [done]; then the screen picks up. */
    private fun advance(g: GameScreen, done: (PyramidoSnapshot, Int) -> Boolean) {
        val s = g.session as EngineSession
        val seats = s.real.options().seats
        seats.indices.forEach { s.real.setSeat(it, SeatController.Ai(AiLevel.HARD)) }
        try {
            var guard = 0
            while (!s.real.outcome().isOver && !done((s.real.snapshot().board as BoardSnapshot.Pyramido).board, s.real.snapshot().toMove) && guard++ < 400)
                s.real.aiMove(AiLevel.HARD, AiBudget.Nodes(40uL))
        } finally {
            seats.forEachIndexed { i, c -> s.real.setSeat(i, c) }
        }
        g.controller.start()
    }

    private val vsAi = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0)
    private val three = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.MEDIUM), SeatController.Ai(AiLevel.HARD)), seed = 9, firstPlayer = 0)
    private val fourHumans = GameOptions(GameKind.PYRAMIDO, null, List(4) { SeatController.Human }, seed = 2, firstPlayer = 0)

    private fun humanPlacing(s: PyramidoSnapshot, toMove: Int) = toMove == 0 && s.phase == PyramidoPhase.PLACE

    @Test fun opening() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            open(st, vsAi)
            shot("pyramido-opening", d, st)
        }
    }

    @Test fun draggingADominoSnapsItsGhost() {
        val st = stage(phone)
        val g = open(st, vsAi)
        advance(g) { s, m -> humanPlacing(s, m) && s.players[0].floors[0].filled >= 8 }
        val board = g.board as PyramidoBoard
        val sc = board.scene(g.controller)
        val slot = (0 until 3).first { it in board.input.fittingSlots(g.controller) }
        // Dragged as it lies in the quarry (turned east), its first block a little off the spot's cell.
        val m = g.controller.legal.mapNotNull { (it.detail as ActionDetail.Pyramido).action as? PyramidoMove.Place }
            .first { it.slot == slot && it.dir == games.pyramids.core.PyramidoDir.E }
        val target = games.pyramids.app.pyramido.Placement(slot, m.cell, m.dir)
        val cell = sc.view.cellBox(1, Cell.parse(m.cell)!!, sc.mover)!!.center
        val from = board.geometry.slotBox(slot).center
        val finger = Pt(cell.x + sc.view.block * 0.7f, cell.y + sc.view.block * 0.9f + sc.view.block * 0.15f)
        g.onTouch(Touch(Touch.Kind.DOWN, from.x, from.y, 0))
        g.onTouch(Touch(Touch.Kind.MOVE, from.x, from.y + 80f, 20))
        g.onTouch(Touch(Touch.Kind.MOVE, finger.x, finger.y, 40))
        assertEquals(target, board.input.drag!!.snapped)
        shot("pyramido-drag", phone, st)
        g.onTouch(Touch(Touch.Kind.UP, finger.x, finger.y, 60))
        assertEquals(target, board.input.dominoGhost(g.controller)?.at)
        assertEquals(listOf("rotate", "place"), board.actions(g.controller).map { it.id })
        shot("pyramido-ghost", phone, st)
    }

    @Test fun markTileAndRefillSteps() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = open(st, vsAi)
            // On to a turn of Player 1's where some placement asks for the marker.
            val s = g.session as EngineSession
            fun markingPlace() = g.controller.legal.firstOrNull { a ->
                s.real.playAction(a); val ok = snap0(s).phase == PyramidoPhase.MARK; s.real.undo(); ok
            }
            var filled = 4
            advance(g) { b, m -> humanPlacing(b, m) && b.players[0].floors[0].filled >= filled }
            while (markingPlace() == null) { filled += 2; advance(g) { b, m -> humanPlacing(b, m) && b.players[0].floors[0].filled >= filled } }
            val place = markingPlace()!!
            assertTrue(g.controller.play(place))
            st.host.advance(1000)
            assertEquals(PyramidoPhase.MARK, snap(g).phase)
            shot("pyramido-mark", d, st)
            g.controller.play(g.controller.legal.first())
            st.host.advance(1000)
            assertEquals(PyramidoPhase.TILE, snap(g).phase)
            val board = g.board as PyramidoBoard
            val sc = board.scene(g.controller)
            val cell = snap(g).tileCells.first()
            tapCell(g, cell)
            assertEquals(cell, board.input.tileCell(g.controller))
            // TalkBack reaches the six tile faces; choosing one by double-tap picks that face.
            val faces = g.accessibilityNodes().filter { it.description.startsWith(English(TextKey.PYRAMIDO_SINGLE_TILE) + ": ") }
            assertEquals(6, faces.size)
            faces.last().onClick!!()
            assertEquals(sc.faces.last(), board.input.chosenFace(g.controller))
            shot("pyramido-tile", d, st)
            assertTrue(g.controller.play(g.controller.legal.first { (it.detail as ActionDetail.Pyramido).action == PyramidoMove.SkipTile }))
            assertEquals(PyramidoPhase.REFILL, snap(g).phase)
            shot("pyramido-refill", d, st, st.host.time + 2000)
        }
    }

    private fun snap0(s: EngineSession): PyramidoSnapshot = (s.real.snapshot().board as BoardSnapshot.Pyramido).board

    /** A tap on a cell of the mover's open floor. */
    private fun tapCell(g: GameScreen, cell: String) {
        val sc = (g.board as PyramidoBoard).scene(g.controller)
        val box = sc.view.cellBox(sc.floor, Cell.parse(cell)!!, sc.mover)!!
        tapBoard(g, Pt(box.cx, box.cy))
    }

    /** A tap on the board at a board point (no table rotation outside table mode). */
    private fun tapBoard(g: GameScreen, p: Pt) {
        g.onTouch(Touch(Touch.Kind.DOWN, p.x, p.y, 0))
        g.onTouch(Touch(Touch.Kind.UP, p.x, p.y, 50))
    }

    @Test fun upperFloorAndScoring() {
        for (d in listOf(tablet, phone)) {
            val st = stage(d)
            val g = open(st, three)
            // Up to the last decision before floor 1 is scored, then let that decision play through the screen.
            advance(g) { s, _ -> s.floor >= 2 }
            val before = snap(g)
            assertTrue(before.floor >= 2, "floor 1 was scored")
            shot("pyramido-floor2", d, st, st.host.time + 10_000)
            // Replay the scoring: undo the decision that completed the floor and redo it through the screen.
            val s = g.session as EngineSession
            s.real.undo()
            g.controller.start()
            val board = g.board as PyramidoBoard
            g.controller.redo()
            val scoring = board.timeline.pending(st.host.time).firstOrNull { it.payload is PyramidoAnim.ScoreArea }
            assertNotNull(scoring, "the floor scoring is queued area by area")
            val at = scoring!!.startMs + scoring.durationMs / 2
            shot("pyramido-scoring", d, st, at)
            // The panel counts up: mid-way, the seat's score is below its total.
            val a = scoring.payload as PyramidoAnim.ScoreArea
            assertTrue(board.shownScore(a.seat, snap(g), scoring.startMs) < snap(g).scores[a.seat] || a.floorPoints == 0)
        }
    }

    @Test fun gameOver() {
        for (d in listOf(phone, tablet)) {
            val st = stage(d)
            val g = open(st, three)
            advance(g) { _, _ -> false }
            assertTrue(g.controller.snapshot.outcome.isOver)
            shot("pyramido-gameover", d, st, st.host.time + 60_000)
            // One line per player, in ranking order, with the points of each floor.
            val table = g.sheet.table()!!
            assertEquals(3, table.rows.size)
            assertEquals(listOf(1, 2, 3), table.rows.map { it.place }.sorted())
            for (row in table.rows) assertEquals(snap(g).players[row.seat].floorScores.map { it.toString() }, row.values.take(snap(g).players[row.seat].floorScores.size))
            // The human faces two computers: the sheet speaks to them.
            val you = if (snap(g).ranking.first { it.seat == 0 }.place == 1) English(TextKey.YOU_WON) else English(TextKey.YOU_LOST)
            assertEquals(you, GameOverSheet.headline(English, g.controller.snapshot))
            assertEquals(0, (g.board as PyramidoBoard).shownSeat(g.controller, st.host.time + 60_000), "the board shows the human's pyramid")
            // Put the sheet away to look at the final position; the Result button brings it back.
            g.accessibilityNodes().first { it.description == English(TextKey.RESULT_HIDE) }.onClick!!()
            assertTrue(!g.sheet.open)
            shot("pyramido-gameover-closed", d, st, st.host.time + 60_000)
            val result = g.accessibilityNodes().first { it.description == English(TextKey.RESULT_SHOW) }
            g.onTouch(Touch(Touch.Kind.DOWN, result.bounds.cx, result.bounds.cy, 0))
            g.onTouch(Touch(Touch.Kind.UP, result.bounds.cx, result.bounds.cy, 50))
            assertTrue(g.sheet.open)
        }
    }

    @Test fun fourPlayersAtATable() {
        val st = stage(tablet)
        val g = open(st, fourHumans, table = true)
        advance(g) { s, m -> m == 2 && s.phase == PyramidoPhase.PLACE && s.players[2].floors[0].filled >= 6 }
        st.host.advance(2000)
        shot("pyramido-table", tablet, st)
        // Portuguese, three players on a phone: the other two panels side by side.
        val pt = stage(phone, Portuguese)
        val g3 = open(pt, three)
        advance(g3) { s, m -> humanPlacing(s, m) && s.players[0].floors[0].filled >= 6 }
        pt.host.advance(2000)
        shot("pyramido-three-pt", phone, pt)
        assertTrue(PyramidView.of(g3.board.let { (it as PyramidoBoard).geometry.pyramidArea }, null).block > phone.density * 30)
    }

    @Test fun noFitTurn() {
        // Conformance scenario 13: no quarry domino fits Player 1's floor; a hole is chosen for the first single tile.
        val st = stage(phone)
        val g = open(st, GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 1001, firstPlayer = 0))
        (g.session as EngineSession).script(*Scenarios.actions("pyramido", "13-no-fit-turn-fills-two-holes").toTypedArray())
        g.controller.start()
        assertEquals(PyramidoPhase.NO_FIT, snap(g).phase)
        val hole = snap(g).holeCells.first()
        tapCell(g, hole)
        assertEquals(hole, (g.board as PyramidoBoard).input.tileCell(g.controller))
        shot("pyramido-nofit", phone, st, st.host.time + 5_000)
    }

    @Test fun hintAndThinking() {
        // The hint: its domino's slot and cells outlined in the hint colour, the status line names it.
        val st = stage(phone)
        val g = open(st, vsAi)
        advance(g) { s, m -> humanPlacing(s, m) && s.players[0].floors[0].filled >= 6 }
        st.host.advance(5_000)
        g.controller.requestHint()
        st.host.runUi()
        assertNotNull(g.controller.hint)
        assertTrue(g.statusLine(st.host.time).first.startsWith("Hint: "))
        shot("pyramido-hint", phone, st)
        // The computer moves first: it is thinking (phone and tablet).
        for (d in listOf(phone, tablet)) {
            val t = stage(d)
            val ai = open(t, vsAi.copy(firstPlayer = 1))
            assertTrue(ai.controller.thinking)
            // Said once: on a phone the computer's panel shows its dots beside its name and
            // the words go to the status line; on a tablet its panel has a row for them.
            val words = English(TextKey.THINKING, English(TextKey.PLAYER_N, 2))
            assertEquals(if (d == phone) words else "", ai.statusLine(t.host.time).first)
            shot("pyramido-thinking", d, t)
        }
    }

    @Test fun upperFloorsAndTheMinoBonus() {
        val st = stage(phone)
        val g = open(st, vsAi)
        advance(g) { s, _ -> s.floor >= 3 }
        st.host.advance(60_000)
        assertEquals(3, snap(g).floor)
        shot("pyramido-floor3", phone, st)
        advance(g) { s, _ -> s.floor >= 4 }
        st.host.advance(60_000)
        assertEquals(4, snap(g).floor)
        shot("pyramido-floor4", phone, st)
        // Replay the floor-3 scoring through the screen until a Mino bonus is on show.
        val t = stage(tablet)
        val g3 = open(t, three)
        advance(g3) { s, _ -> s.floor >= 2 }
        (g3.session as EngineSession).real.undo()
        g3.controller.start()
        g3.controller.redo()
        val bonus = (g3.board as PyramidoBoard).timeline.pending(t.host.time).firstOrNull { (it.payload as? PyramidoAnim.ScoreArea)?.bonus == true }
        assertNotNull(bonus, "a Mino bonus is scored")
        val at = bonus!!.startMs + bonus.durationMs / 2
        assertTrue(g3.statusLine(at).first.contains("Mino"), g3.statusLine(at).first)
        shot("pyramido-mino-bonus", tablet, t, at)
    }

    @Test fun fourPlayersOnAPhoneAndASharedWin() {
        val st = stage(phone)
        val g = open(st, fourHumans)
        advance(g) { s, m -> m == 0 && s.phase == PyramidoPhase.PLACE && s.players[0].floors[0].filled >= 6 }
        st.host.advance(5_000)
        shot("pyramido-four-phone", phone, st)
        // As drawn for the shot, six dominoes down and the open areas no longer square: each of the others' plates still at least 52 dp across.
        val board = g.board as PyramidoBoard
        for (seat in 1..3) {
            val mini = board.seatLayouts.getValue(seat).mini
            val plate = PyramidView.of(mini.inset(mini.width * 0.04f), snap(g).players[seat]).frame
            assertTrue(plate.width >= 52f * 2.625f, "seat $seat's pyramid is ${plate.width / 2.625f} dp across")
        }
        // Conformance scenario 24: the leaders tie on points, tiles and best floor and share the win.
        val sw = stage(phone)
        val g2 = open(sw, GameOptions(GameKind.PYRAMIDO, null, List(4) { SeatController.Human }, seed = 21058, firstPlayer = 0))
        (g2.session as EngineSession).script(*Scenarios.actions("pyramido", "24-full-tie-shares-the-win").toTypedArray())
        g2.controller.start()
        assertTrue(g2.controller.snapshot.outcome is games.pyramids.core.GameOutcome.SharedWin)
        assertTrue(GameOverSheet.headline(English, g2.controller.snapshot).startsWith("Shared win: "))
        assertEquals(4, g2.sheet.table()!!.rows.size)
        shot("pyramido-shared-win", phone, sw, sw.host.time + 60_000)
    }

    @Test fun elimination() {
        // Conformance scenario 15: with three players the one short of single tiles is out; the others play on.
        val st = stage(phone)
        val g = open(st, GameOptions(GameKind.PYRAMIDO, null, List(3) { SeatController.Human }, seed = 8002, firstPlayer = 0))
        val actions = Scenarios.actions("pyramido", "15-elimination-with-three-players-the-others-play-on")
        val s = g.session as EngineSession
        s.script(*actions.dropLast(1).toTypedArray())
        g.controller.start()
        assertTrue(g.controller.play(g.controller.legal.first { it.notation == actions.last() }))
        val board = g.board as PyramidoBoard
        val banner = board.timeline.pending(st.host.time).firstOrNull { (it.payload as? PyramidoAnim.Banner)?.text?.contains("is out") == true }
        if (banner != null) shot("pyramido-elimination", phone, st, banner.startMs + banner.durationMs / 2)
        st.host.advance(10_000)
        assertTrue(snap(g).players.any { it.eliminated })
        shot("pyramido-eliminated", phone, st)
    }
}
