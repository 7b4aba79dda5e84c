package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.English
import games.pyramids.app.paint.Pt
import games.pyramids.app.pyramido.Cell
import games.pyramids.app.pyramido.Placement
import games.pyramids.core.ActionDetail
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoMove
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.save.LoadResult
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController
import games.pyramids.app.table.Rotation
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.Scenarios
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The Pyramido game screen driven by touches at screen coordinates, against the real engine. */
class PyramidoGameScreenTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(maxNodes = 60), host = host).also {
        it.size(1080f, 2340f)
        it.push(HomeScreen(it))
    }

    private var w = 1080
    private var h = 2340

    private fun open(options: GameOptions, table: Boolean = false, size: Pair<Int, Int> = 1080 to 2340): GameScreen {
        w = size.first; h = size.second
        app.size(size.first.toFloat(), size.second.toFloat())
        assertNull(Launcher.startNew(app, options, table, replaceTop = false))
        val g = app.current as GameScreen
        g.render(size.first, size.second, host.time)
        return g
    }

    private fun snap(g: GameScreen): PyramidoSnapshot = (g.controller.snapshot.board as BoardSnapshot.Pyramido).board
    private fun board(g: GameScreen) = g.board as PyramidoBoard

    private fun boardCenter(g: GameScreen): Pt {
        val f = GameScreen::class.java.getDeclaredField("boardBox").apply { isAccessible = true }
        return (f.get(g) as Box).center
    }

    /** A board point on screen, turned like the board. */
    private fun onScreen(g: GameScreen, p: Pt, angle: Float) = Rotation.rotate(p, boardCenter(g), angle)

    private fun cellPoint(g: GameScreen, cell: String): Pt {
        val sc = board(g).scene(g.controller)
        return sc.view.cellBox(sc.floor, Cell.parse(cell)!!, sc.mover)!!.center
    }

    /** Drags the first quarry domino that fits onto its first legal spot (screen turned by [angle]); returns the cells it covers. */
    private fun dragDomino(g: GameScreen, angle: Float = 0f): List<String> {
        val b = board(g)
        val sc = b.scene(g.controller)
        val slot = (0 until 3).first { it in b.input.fittingSlots(g.controller) }
        // A domino is dragged as it lies in the quarry, turned east; its first block goes over the spot's cell.
        val m = g.controller.legal.mapNotNull { (it.detail as ActionDetail.Pyramido).action as? PyramidoMove.Place }
            .first { it.slot == slot && it.dir == PyramidoDir.E }
        val target = Placement(slot, m.cell, m.dir)
        val cell = sc.view.cellBox(sc.floor, Cell.parse(m.cell)!!, sc.mover)!!.center
        val from = onScreen(g, b.geometry.slotBox(slot).center, angle)
        val to = onScreen(g, Pt(cell.x + sc.view.block / 2f, cell.y + sc.view.block * 0.9f), angle)
        g.onTouch(Touch(Touch.Kind.DOWN, from.x, from.y, 0))
        for (i in 1..10) {
            val t = i / 10f
            g.onTouch(Touch(Touch.Kind.MOVE, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, i * 16L))
        }
        g.render(w, h, host.time) // drawing mid-drag works
        g.onTouch(Touch(Touch.Kind.UP, to.x, to.y, 200))
        assertEquals(target, b.input.dominoGhost(g.controller)?.at, "the domino stays where it snapped")
        return target.cells
    }

    private fun pressAction(g: GameScreen, label: String) {
        g.render(w, h, host.time)
        val node = g.accessibilityNodes().first { it.description.startsWith(label) && it.onClick != null }
        g.tap(node.bounds.cx, node.bounds.cy)
    }

    /** Finishes the turn by touch: the marker on the first offered block, no tile, the first offered pile. */
    private fun finishTurn(g: GameScreen, angle: Float = 0f) {
        val seat = g.controller.snapshot.toMove
        var guard = 0
        while (g.controller.snapshot.toMove == seat && snap(g).phase != PyramidoPhase.PLACE && guard++ < 6) {
            g.render(w, h, host.time)
            val s = snap(g)
            when (s.phase) {
                PyramidoPhase.MARK -> { val p = onScreen(g, cellPoint(g, s.markCells.first()), angle); g.tap(p.x, p.y) }
                PyramidoPhase.TILE -> pressAction(g, English(TextKey.PYRAMIDO_SKIP_TILE))
                PyramidoPhase.REFILL -> { val p = onScreen(g, board(g).geometry.pileBox(s.refillPiles.first()).center, angle); g.tap(p.x, p.y) }
                else -> error("unexpected ${s.phase}")
            }
        }
        assertTrue(g.controller.snapshot.toMove != seat, "the turn passed")
    }

    @Test fun `a whole turn by touch against the computer, which then plays its own turn`() {
        val g = open(GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 3, firstPlayer = 0))
        assertTrue(g.controller.humanToMove)
        val cells = dragDomino(g)
        assertEquals(listOf("rotate", "place"), board(g).actions(g.controller).map { it.id })
        pressAction(g, English(TextKey.PYRAMIDO_CONFIRM))
        assertEquals(cells.sorted(), snap(g).players[0].floors[0].blocks.map { it.cell }.sorted())
        assertTrue(g.session.history().first().startsWith("q"), g.session.history().toString())
        finishTurn(g)
        val humanDecisions = g.session.history().size
        // The computer (node-capped) plays its place, mark, tile and refill decisions one after another.
        assertTrue(g.controller.thinking)
        host.advance(30_000)
        assertEquals(0, g.controller.snapshot.toMove, "back to the human")
        assertEquals(PyramidoPhase.PLACE, snap(g).phase)
        assertEquals(2, snap(g).players[1].floors[0].filled)
        assertTrue(g.session.history().size - humanDecisions >= 2, "the computer's turn took several decisions")
        // Every decision was autosaved.
        val saved = app.saves.read(g.saveId) as LoadResult.Ok
        assertEquals(g.session.save(), saved.coreSave)
        // A hint for the next placement.
        g.controller.requestHint()
        host.runUi() // the result comes back on the UI thread
        assertNotNull(g.controller.hint)
        g.render(1080, 2340, host.time)
    }

    @Test fun `undo takes back the computer's turn and the human's last decision, resume restores pyramids and redo`() {
        val g = open(GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), seed = 8, firstPlayer = 0))
        dragDomino(g)
        pressAction(g, English(TextKey.PYRAMIDO_CONFIRM))
        finishTurn(g)
        host.advance(30_000)
        val played = g.session.history()
        pressAction(g, English(TextKey.UNDO))
        assertTrue(g.controller.humanToMove)
        assertTrue(g.session.history().size < played.size)
        val mine = snap(g).players[0].floors[0].blocks
        val id = g.saveId
        app.back()
        assertNull(Launcher.openSave(app, id))
        val resumed = app.current as GameScreen
        assertEquals(mine, snap(resumed).players[0].floors[0].blocks)
        assertTrue(resumed.controller.canRedo)
    }

    @Test fun `four players round a tablet - with TurnToMover the board turns to each player and their drags still land`() =
        fourRoundATablet(games.pyramids.core.TableBoard.TURN_TO_MOVER, listOf(0f, 90f, 180f, 270f))

    @Test fun `four players round a tablet - the still board (the default) never turns and every drag still lands`() =
        fourRoundATablet(games.pyramids.core.TableBoard.STILL, listOf(0f, 0f, 0f, 0f))

    private fun fourRoundATablet(tableBoard: games.pyramids.core.TableBoard, angles: List<Float>) {
        if (tableBoard == games.pyramids.core.TableBoard.TURN_TO_MOVER) app.changeSetting(games.pyramids.core.SettingId.TABLE_BOARD, games.pyramids.core.SettingValue.Choice(1u))
        val g = open(GameOptions(GameKind.PYRAMIDO, null, List(4) { SeatController.Human }, seed = 6, firstPlayer = 0), table = true, size = 2560 to 1600)
        for (seat in 0 until 4) {
            assertEquals(seat, g.controller.snapshot.toMove)
            host.advance(2000) // the board has turned (or not) for this seat
            val angle = games.pyramids.app.table.TableLayout.boardAngle(GameKind.PYRAMIDO, 4, seat, true, app.settings.values.tableBoard)
            assertEquals(angles[seat], angle)
            val cells = dragDomino(g, angle)
            g.render(2560, 1600, host.time)
            val place = g.accessibilityNodes().first { it.description.startsWith(English(TextKey.PYRAMIDO_CONFIRM)) && it.onClick != null }
            place.onClick!!()
            assertEquals(cells.toSet(), snap(g).players[seat].floors[0].blocks.map { it.cell }.toSet())
            finishTurn(g, angle)
        }
        assertEquals(0, g.controller.snapshot.toMove)
    }

    @Test fun `accessibility - quarry, piles and cells are nodes, a domino and a cell chosen by double-tap`() {
        val g = open(GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 3, firstPlayer = 0))
        val nodes = g.accessibilityNodes()
        assertEquals(4, nodes.count { it.description.startsWith("Pile ") })
        val quarry = nodes.filter { it.description.startsWith("Quarry ") }
        assertEquals(3, quarry.size)
        assertTrue(quarry.all { it.onClick != null })
        quarry[1].onClick!!()
        val e5 = g.accessibilityNodes().first { it.description.startsWith("Floor 1, e5") }
        e5.onClick!!()
        assertNotNull(board(g).input.dominoGhost(g.controller)?.at)
        pressAction(g, English(TextKey.PYRAMIDO_CONFIRM))
        assertTrue(g.session.history().first().startsWith("q2@e5"), g.session.history().toString())
        val after = g.accessibilityNodes().first { it.description.startsWith("Floor 1, e5") }
        assertTrue(English.colourName(snap(g).players[0].floors[0].blocks.first { it.cell == "e5" }.colour) in after.description, after.description)
        assertTrue(g.accessibilityNodes().any { it.description.contains("Player 1") && it.description.contains("markers in hand") })
    }

    @Test fun `no domino fits - two single tiles go into holes, by touch (conformance scenario 13)`() {
        val g = open(GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 1001, firstPlayer = 0))
        (g.session as EngineSession).script(*Scenarios.actions("pyramido", "13-no-fit-turn-fills-two-holes").toTypedArray())
        g.controller.start()
        g.render(w, h, host.time)
        assertEquals(PyramidoPhase.NO_FIT, snap(g).phase)
        assertEquals(English(TextKey.PYRAMIDO_NO_FIT, 1), g.board.prompt(g.controller))
        for (k in 0 until 2) {
            val hole = snap(g).holeCells.first()
            val p = cellPoint(g, hole)
            g.tap(p.x, p.y)
            assertEquals(hole, board(g).input.tileCell(g.controller))
            pressAction(g, English(TextKey.PYRAMIDO_CONFIRM))
            assertTrue(g.session.history().last().startsWith("h@$hole="), g.session.history().last())
            assertTrue(hole in snap(g).players[0].floors[0].blocks.filter { it.tile }.map { it.cell })
        }
        assertEquals(1, g.controller.snapshot.toMove, "two holes filled: the turn passed")
        assertEquals(18, snap(g).players[0].floors[0].filled)
    }
}
