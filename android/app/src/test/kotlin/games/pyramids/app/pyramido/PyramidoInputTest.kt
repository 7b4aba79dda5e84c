package games.pyramids.app.pyramido

import games.pyramids.app.session.isOver
import games.pyramids.app.session.player
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoEvent
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Touches on the real Pyramido geometry → the legal action they mean, on the real engine. */
class PyramidoInputTest {
    private val geo = PyramidoGeometry(Box(0f, 0f, 1080f, 1300f), 12f)
    private val input = PyramidoInput(slopPx = 20f)
    private val humans = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 11, firstPlayer = 0)
    private val session = engineSession(humans)

    private fun snap(s: EngineSession = session): PyramidoSnapshot = (s.snapshot().board as BoardSnapshot.Pyramido).board
    private fun scene(s: EngineSession = session): PyramidoScene {
        val b = snap(s)
        val mover = b.player(s.snapshot().toMove)
        return PyramidoScene(b, mover, PyramidView.of(geo.pyramidArea, mover), geo, s.legalActions())
    }
    private fun touch(kind: Touch.Kind, p: Pt) = input.onTouch(Touch(kind, p.x, p.y, 0), scene())
    private fun tap(p: Pt): InputResult { touch(Touch.Kind.DOWN, p); return touch(Touch.Kind.UP, p) }
    private fun move(r: InputResult): PyramidoMove = ((r as InputResult.Play).action.detail as ActionDetail.Pyramido).action
    private fun cellCentre(name: String): Pt = scene().let { it.view.cellBox(it.floor, Cell.parse(name)!!, it.mover)!!.center }

    @Test fun `cells and quarters agree with the core's drawing positions, on every floor`() {
        // Play well into floor 2 with node-capped AIs, then compare every block's quarter with the app's geometry.
        val s = engineSession(humans.copy(seats = List(2) { SeatController.Ai(AiLevel.EASY) }), maxNodes = 60)
        while (snap(s).floor < 3 && !s.outcome().isOver) s.real.aiMoveNodes(AiLevel.EASY, 60)
        var checked = 0
        for (player in snap(s).players) for (floor in player.floors) for (b in floor.blocks) {
            assertEquals(b.quarterColumn to b.quarterRow, PyramidoGrid.quarterOrigin(b.floor, Cell.parse(b.cell)!!, player.footprint), "${b.floor}/${b.cell}")
            assertEquals(Cell(b.column, b.row).name, b.cell)
            val view = PyramidView.of(geo.pyramidArea, player)
            val centre = view.blockBox(b.quarterColumn, b.quarterRow).center
            assertEquals(Cell.parse(b.cell), view.cellAt(centre, b.floor, player), "the block under its own centre")
            checked++
        }
        assertTrue(checked >= 2 * 20 + 2, "floor 1 and part of floor 2 checked ($checked blocks)")
    }

    @Test fun `a placed domino's jewels are its printed jewels turned with it`() {
        for (dir in PyramidoDir.entries) {
            val s = engineSession(humans)
            val d = snap(s).quarry[1]!!
            val events = s.real.play("q2@e5${dir.name.lowercase()}")
            val placed = events.firstNotNullOf { ((it as? GameEvent.Pyramido)?.event as? PyramidoEvent.DominoPlaced) }
            val expected = PyramidoGrid.facesFor(d, dir)
            assertEquals(expected.map { it.first }, placed.blocks.map { it.colour }, "$dir colours")
            assertEquals(expected.map { it.second.toSet() }, placed.blocks.map { it.jewels.toSet() }, "$dir jewels")
            assertEquals(Placement(1, "e5", dir).cells, placed.blocks.map { it.cell })
        }
    }

    @Test fun `drag a quarry domino - it snaps to the nearest legal spot, stays when let go, Place plays it`() {
        val from = geo.slotBox(0).center
        touch(Touch.Kind.DOWN, from)
        assertNull(input.drag, "no drag before the finger moves past the slop")
        // Move so the floating domino (a block above the finger) centres on e5/f5.
        val target = scene().let { sc -> sc.view.placementCenter(1, Placement(0, "e5", PyramidoDir.E), sc.mover)!! }
        val finger = Pt(target.x + 10f, target.y + scene().view.block * 0.9f)
        assertEquals(InputResult.Changed, touch(Touch.Kind.MOVE, Pt(from.x, from.y + 60f)))
        assertEquals(InputResult.Changed, touch(Touch.Kind.MOVE, finger))
        assertEquals(Placement(0, "e5", PyramidoDir.E), input.drag!!.snapped)
        assertEquals(InputResult.Changed, touch(Touch.Kind.UP, finger))
        assertNull(input.drag)
        assertEquals(Placement(0, "e5", PyramidoDir.E), input.pending)
        val r = input.confirm(scene())
        assertEquals(PyramidoMove.Place(0, "e5", PyramidoDir.E), move(r))
        session.playAction((r as InputResult.Play).action)
        assertTrue(snap().phase != PyramidoPhase.PLACE)
        assertEquals(listOf("e5", "f5"), snap().turnCells)
    }

    @Test fun `a drag let go away from any legal spot puts the domino back`() {
        val from = geo.slotBox(2).center
        touch(Touch.Kind.DOWN, from)
        touch(Touch.Kind.MOVE, Pt(from.x, from.y + 40f))
        touch(Touch.Kind.MOVE, Pt(geo.strip.left + 2f, geo.strip.top + 2f))
        assertNull(input.drag!!.snapped)
        touch(Touch.Kind.UP, Pt(geo.strip.left + 2f, geo.strip.top + 2f))
        assertNull(input.pending)
        assertEquals(InputResult.None, input.confirm(scene()))
    }

    @Test fun `tap a domino, tap again to turn it, tap a cell, tap the ghost to turn it about its first block`() {
        assertEquals(InputResult.Changed, tap(geo.slotBox(1).center))
        assertEquals(1, input.selectedSlot)
        assertEquals(PyramidoDir.E, input.dirs[1])
        tap(geo.slotBox(1).center)
        assertEquals(PyramidoDir.S, input.dirs[1], "a second tap turns it a quarter clockwise")
        // The first domino of floor 1 is anchored on e5 (engine decision): a tap beside it finds nothing.
        assertEquals(InputResult.None, tap(cellCentre("b2")))
        assertEquals(InputResult.Changed, tap(cellCentre("e5")))
        assertEquals(Placement(1, "e5", PyramidoDir.S), input.pending)
        assertEquals(InputResult.Changed, tap(cellCentre("e6")), "the ghost's second block")
        assertEquals(Placement(1, "e5", PyramidoDir.W), input.pending)
        assertTrue(input.turn(scene()))
        assertEquals(Placement(1, "e5", PyramidoDir.N), input.pending)
        // Choosing another domino keeps the ghost where it is when that one fits there.
        tap(geo.slotBox(2).center)
        assertEquals(Placement(2, "e5", PyramidoDir.N), input.pending)
        assertEquals(PyramidoMove.Place(2, "e5", PyramidoDir.N), move(input.confirm(scene())))
    }

    @Test fun `later dominoes snap only where they touch a full edge`() {
        session.real.play("q1@e5e")
        while (snap().phase != PyramidoPhase.PLACE) session.real.play(session.legalActions().last().notation)
        session.real.play(session.legalActions().first { (it.detail as ActionDetail.Pyramido).action is PyramidoMove.Place }.notation)
        while (snap().phase != PyramidoPhase.PLACE || session.snapshot().toMove != 0) session.real.play(session.legalActions().last().notation)
        // Seat 0 again: a tap far from its domino finds no legal spot.
        tap(geo.slotBox(0).center)
        assertEquals(InputResult.None, tap(cellCentre("a1")))
        assertNull(input.pending)
        assertEquals(InputResult.Changed, tap(cellCentre("e6")))
        val pl = input.pending!!
        assertTrue("e6" in pl.cells)
        assertTrue(scene().places.contains(pl))
    }

    /** Plays seat 0's first domino so that a marker choice follows; returns the cells offered. */
    private fun reachMark(): List<String> {
        for (a in session.legalActions()) {
            session.playAction(a)
            if (snap().phase == PyramidoPhase.MARK) return snap().markCells
            session.undo()
        }
        error("no first placement leads to a marker choice")
    }

    @Test fun `mark by tapping a glowing block`() {
        val cells = reachMark()
        assertEquals(2, cells.size, "a choice between the two blocks")
        assertEquals(InputResult.None, tap(cellCentre("a1")))
        assertEquals(PyramidoMove.Mark(cells[1]), move(tap(cellCentre(cells[1]))))
    }

    @Test fun `single tile - tap a block, pick a face, rotate the jewel, Place, or Skip tile`() {
        reachMark()
        session.real.play(session.legalActions().first().notation)
        assertEquals(PyramidoPhase.TILE, snap().phase)
        val cell = snap().tileCells.first()
        assertEquals(InputResult.Changed, tap(cellCentre(cell)))
        assertEquals(cell, input.tileCell)
        val first = input.tileColour!!
        // The strip shows six faces (three tiles); pick the other face of the first tile.
        val faces = scene().faces
        assertEquals(6, faces.size)
        val other = faces.first { it != first && input.tileOptions(cell, scene()).any { o -> o.first == it } }
        assertEquals(InputResult.Changed, tap(geo.faceBoxes(faces.size)[faces.indexOf(other)].center))
        assertEquals(other, input.tileColour)
        val corner = input.tileCorner
        tap(cellCentre(cell))
        assertEquals(PyramidoGrid.turn(corner, 1), input.tileCorner, "tapping the tile turns its jewel")
        val r = input.confirm(scene())
        assertEquals(PyramidoMove.Tile(cell, other, PyramidoGrid.turn(corner, 1)), move(r))
        assertEquals(PyramidoMove.SkipTile, move(input.skipTile(scene())))
    }

    @Test fun `refill by tapping one of the two glowing piles`() {
        reachMark()
        session.real.play(session.legalActions().first().notation)
        session.real.play("-")
        assertEquals(PyramidoPhase.REFILL, snap().phase)
        val piles = snap().refillPiles
        assertEquals(2, piles.size)
        val other = (0 until 4).first { it !in piles }
        assertEquals(InputResult.None, tap(geo.pileBox(other).center))
        assertEquals(PyramidoMove.Refill(piles[1]), move(tap(geo.pileBox(piles[1]).center)))
    }

    @Test fun `the app areas are the core areas - quarters and jewels of every scored area`() {
        val s = engineSession(GameOptions(GameKind.PYRAMIDO, null, List(3) { SeatController.Ai(AiLevel.EASY) }, seed = 5, firstPlayer = 1), maxNodes = 40)
        var areas = 0
        while (!s.outcome().isOver) {
            val events = s.real.aiMoveNodes(null, 40).events
            for (e in events) {
                val ev = (e as? GameEvent.Pyramido)?.event as? PyramidoEvent.FloorScored ?: continue
                for (fs in ev.scores) {
                    val top = TopView(snap(s).player(fs.seat))
                    for (a in fs.areas) {
                        val q = top.area(a.floor, a.cell)
                        assertEquals(a.quarters, q.size, "floor ${ev.floor} seat ${fs.seat} ${a.colour} at ${a.cell}")
                        assertEquals(a.jewels, top.jewelsIn(q))
                        areas++
                    }
                    assertEquals(fs.points, fs.areas.sumOf { it.jewels } + fs.bonus)
                }
            }
        }
        assertTrue(areas >= 6, "$areas areas compared")
        assertNotNull(snap(s).ranking.firstOrNull())
    }
}
