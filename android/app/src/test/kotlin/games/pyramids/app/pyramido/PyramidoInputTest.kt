package games.pyramids.app.pyramido

import games.pyramids.app.ai.AiRunner
import games.pyramids.app.game.BoardInput
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.i18n.Strings
import games.pyramids.app.session.isOver
import games.pyramids.app.session.player
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.AiBudget
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.Language
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
import java.util.concurrent.Executor

/**
 * Touches on the real Pyramido geometry → the places handed to the
 * interaction model, and the legal action they complete, on the real
 * engine (what a place means in each step is the model's, checked by the
 * interaction scenarios).
 */
class PyramidoInputTest {
    private val geo = PyramidoGeometry(Box(0f, 0f, 1080f, 1300f), 12f)
    private val input = PyramidoInput(slopPx = 20f, board = BoardInput(Strings(Language.ENGLISH)))
    private val humans = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 11, firstPlayer = 0)
    private val session = engineSession(humans)
    private var controller: GameController? = null

    /** The controller over the session as played so far (made again after [EngineSession.script]). */
    private fun c(): GameController = controller ?: GameController(
        session, AiRunner(Executor { it.run() }) { it.run() }, UiScheduler { _, r -> r.run() }, { 0L }, null,
    ).also { it.start(); controller = it }

    private fun script(vararg moves: String) { session.script(*moves); controller = null }

    private fun snap(s: EngineSession = session): PyramidoSnapshot = (s.snapshot().board as BoardSnapshot.Pyramido).board
    private fun scene(): PyramidoScene {
        val b = snap()
        val mover = b.player(session.snapshot().toMove)
        return PyramidoScene(b, mover, PyramidView.of(geo.pyramidArea, mover), geo)
    }
    private fun faces() = snap().phase.let { it == PyramidoPhase.TILE || it == PyramidoPhase.NO_FIT }
    private fun touch(kind: Touch.Kind, p: Pt) = input.onTouch(Touch(kind, p.x, p.y, 0), c(), scene(), faces())
    private fun tap(p: Pt): InputResult { touch(Touch.Kind.DOWN, p); return touch(Touch.Kind.UP, p) }
    private fun press(kind: BoardButtonKind) = input.board.press(c(), kind)
    private fun move(r: InputResult): PyramidoMove = ((r as InputResult.Play).action.detail as ActionDetail.Pyramido).action
    /** Plays what a touch completed, through the controller as the screen does. */
    private fun play(r: InputResult) { assertTrue(c().play((r as InputResult.Play).action)) }
    private fun cellCentre(name: String): Pt = scene().let { it.view.cellBox(it.floor, Cell.parse(name)!!, it.mover)!!.center }
    private fun ghost(): Placement? = input.dominoGhost(c())?.at
    private fun stepButtons() = input.board.actions(c()).map { it.id }

    /** Where the finger is when the dragged domino (turned [dir]) has its first block over [cell]. */
    private fun fingerFor(cell: String, dir: PyramidoDir = PyramidoDir.E): Pt {
        val at = cellCentre(cell)
        val (dx, dy) = PyramidoInput.offset(dir)
        val half = scene().view.block / 2f
        return Pt(at.x + dx * half, at.y + dy * half + scene().view.block * 0.9f)
    }

    @Test fun `cells and quarters agree with the core's drawing positions, on every floor`() {
        // Play well into floor 2 with node-capped AIs, then compare every block's quarter with the app's geometry.
        val s = engineSession(humans.copy(seats = List(2) { SeatController.Ai(AiLevel.EASY) }), maxNodes = 60)
        while (snap(s).floor < 3 && !s.outcome().isOver) s.real.aiMove(AiLevel.EASY, AiBudget.Nodes(60uL))
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

    @Test fun `drag a quarry domino - its ghost snaps where the model says, stays when let go, Place plays it`() {
        val from = geo.slotBox(0).center
        touch(Touch.Kind.DOWN, from)
        assertEquals(InputResult.None, touch(Touch.Kind.MOVE, Pt(from.x, from.y + 5f)), "a wobble is no drag")
        assertNull(input.drag, "no drag before the finger moves past the slop")
        assertEquals(InputResult.Changed, touch(Touch.Kind.MOVE, Pt(from.x, from.y + 60f)))
        assertEquals(0, input.selectedSlot(c()), "the press chose the domino")
        val finger = fingerFor("e5").let { Pt(it.x + 10f, it.y) }
        assertEquals(InputResult.Changed, touch(Touch.Kind.MOVE, finger))
        assertEquals(Placement(0, "e5", PyramidoDir.E), input.drag!!.snapped)
        assertNull(ghost(), "the snap is a preview: the model's ghost is still in the quarry")
        assertEquals(InputResult.Changed, touch(Touch.Kind.UP, finger))
        assertNull(input.drag)
        assertEquals(Placement(0, "e5", PyramidoDir.E), ghost())
        assertEquals(listOf("rotate", "place"), stepButtons())
        val r = press(BoardButtonKind.PLACE)
        assertEquals(PyramidoMove.Place(0, "e5", PyramidoDir.E), move(r))
        play(r)
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
        assertNull(input.drag)
        assertNull(ghost())
        assertNull(input.selectedSlot(c()), "let go")
        assertEquals(emptyList<String>(), stepButtons(), "no Place without a spot")
        assertTrue(press(BoardButtonKind.PLACE) !is InputResult.Play)
    }

    @Test fun `the ghost dragged onto its own second block moves there, a tap on it turns it`() {
        tap(geo.slotBox(0).center)
        tap(cellCentre("e5"))
        assertEquals(Placement(0, "e5", PyramidoDir.E), ghost())
        // Press on the ghost's second block and drag a little: a release on that block moves the domino there.
        val on = cellCentre("f5")
        touch(Touch.Kind.DOWN, on)
        touch(Touch.Kind.MOVE, Pt(on.x, on.y + 40f))
        val finger = fingerFor("f5")
        touch(Touch.Kind.MOVE, finger)
        val snapped = input.drag!!.snapped
        assertNotNull(snapped)
        assertTrue("f5" in snapped!!.cells, "$snapped covers f5")
        touch(Touch.Kind.UP, finger)
        assertEquals(snapped, ghost(), "the drop left the domino where the preview showed")
        assertEquals(PyramidoDir.E, ghost()!!.dir, "a drop keeps its turn")
        // A plain tap on the ghost turns it.
        tap(cellCentre(ghost()!!.cells[0]))
        assertTrue(ghost()!!.dir != PyramidoDir.E, "a tap on the ghost turns it")
    }

    @Test fun `tap a domino, tap again to turn it, tap a cell, tap the ghost to turn it about its first block`() {
        assertEquals(InputResult.Changed, tap(geo.slotBox(1).center))
        assertEquals(1, input.selectedSlot(c()))
        assertEquals(PyramidoDir.E, input.dirOf(c(), 1))
        tap(geo.slotBox(1).center)
        assertEquals(PyramidoDir.S, input.dirOf(c(), 1), "a second tap turns it a quarter clockwise")
        // The first domino of floor 1 covers e5 (engine decision): a tap on a cell it cannot cover lets go.
        assertEquals(InputResult.Changed, tap(cellCentre("b2")))
        assertNull(input.selectedSlot(c()))
        tap(geo.slotBox(1).center); tap(geo.slotBox(1).center)
        assertEquals(InputResult.Changed, tap(cellCentre("e5")))
        assertEquals(Placement(1, "e5", PyramidoDir.S), ghost())
        assertEquals(InputResult.Changed, tap(cellCentre("e6")), "the ghost's second block")
        assertEquals(Placement(1, "e5", PyramidoDir.W), ghost())
        assertEquals(InputResult.Changed, press(BoardButtonKind.ROTATE))
        assertEquals(Placement(1, "e5", PyramidoDir.N), ghost())
        // Choosing another domino keeps the ghost where it is when that one fits there.
        tap(geo.slotBox(2).center)
        assertEquals(Placement(2, "e5", PyramidoDir.N), ghost())
        assertEquals(PyramidoMove.Place(2, "e5", PyramidoDir.N), move(press(BoardButtonKind.PLACE)))
    }

    @Test fun `the rotate badge turns the ghost`() {
        val board = PyramidoInput(slopPx = 20f, minTouchPx = 126f, board = input.board)
        fun t(kind: Touch.Kind, p: Pt) = board.onTouch(Touch(kind, p.x, p.y, 0), c(), scene(), false)
        t(Touch.Kind.DOWN, geo.slotBox(0).center); t(Touch.Kind.UP, geo.slotBox(0).center)
        t(Touch.Kind.DOWN, cellCentre("e5")); t(Touch.Kind.UP, cellCentre("e5"))
        val box = board.rotateTouchBox(c(), scene())!!
        assertTrue(box.width >= 126f - 0.5f, "a 48 dp target")
        val near = Pt(box.right - 3f, box.bottom - 3f)
        t(Touch.Kind.DOWN, near)
        assertEquals(InputResult.Changed, t(Touch.Kind.UP, near))
        assertTrue(ghost()!!.dir != PyramidoDir.E, "the badge rotated the ghost")
    }

    @Test fun `later dominoes snap only where they touch a full edge`() {
        script("q1@e5e")
        while (snap().phase != PyramidoPhase.PLACE) script(session.legalActions().last().notation)
        script(session.legalActions().first { (it.detail as ActionDetail.Pyramido).action is PyramidoMove.Place }.notation)
        while (snap().phase != PyramidoPhase.PLACE || session.snapshot().toMove != 0) script(session.legalActions().last().notation)
        // Seat 0 again: a tap far from its domino lets go; a tap on e6 puts the ghost on a legal spot covering it.
        tap(geo.slotBox(0).center)
        tap(cellCentre("a1"))
        assertNull(ghost())
        tap(geo.slotBox(0).center)
        assertEquals(InputResult.Changed, tap(cellCentre("e6")))
        val pl = ghost()!!
        assertTrue("e6" in pl.cells)
        assertEquals(PyramidoMove.Place(0, pl.cell, pl.dir), move(press(BoardButtonKind.PLACE)), "a legal placement")
    }

    /** Plays seat 0's first domino so that a marker choice follows; returns the cells offered. */
    private fun reachMark(): List<String> {
        for (a in session.legalActions()) {
            session.playAction(a)
            if (snap().phase == PyramidoPhase.MARK) { controller = null; return snap().markCells }
            session.undo()
        }
        error("no first placement leads to a marker choice")
    }

    @Test fun `mark by tapping a glowing block`() {
        val cells = reachMark()
        assertEquals(2, cells.size, "a choice between the two blocks")
        assertEquals(cells.toSet(), input.cells(c(), games.pyramids.core.MarkReason.MARKER))
        assertEquals(InputResult.None, tap(cellCentre("a1")))
        assertEquals(PyramidoMove.Mark(cells[1]), move(tap(cellCentre(cells[1]))))
    }

    @Test fun `single tile - tap a block, pick a face, rotate the jewel, Place, or Skip tile`() {
        reachMark()
        script(session.legalActions().first().notation)
        assertEquals(PyramidoPhase.TILE, snap().phase)
        assertEquals(listOf("skip"), stepButtons())
        val cell = snap().tileCells.first()
        assertEquals(InputResult.Changed, tap(cellCentre(cell)))
        assertEquals(cell, input.tileCell(c()))
        val first = input.chosenFace(c())!!
        // The strip shows six faces (three tiles); pick another face that may go there.
        val faces = scene().faces
        assertEquals(6, faces.size)
        val other = faces.first { it != first && it in input.usableFaces(c()) }
        assertEquals(InputResult.Changed, tap(geo.faceBoxes(faces.size)[faces.indexOf(other)].center))
        assertEquals(other, input.chosenFace(c()))
        val corner = input.tileGhost(c())!!.corner
        tap(cellCentre(cell))
        val turned = input.tileGhost(c())!!.corner
        assertTrue(turned != corner, "tapping the tile turns its jewel")
        assertEquals(PyramidoMove.Tile(cell, other, turned), move(press(BoardButtonKind.PLACE)))
        // The model let go of the tile: Skip tile is back.
        assertEquals(listOf("skip"), stepButtons())
        assertEquals(PyramidoMove.SkipTile, move(press(BoardButtonKind.SKIP_TILE)))
    }

    @Test fun `a face picked before its block is shown chosen and goes on the block tapped next`() {
        reachMark()
        script(session.legalActions().first().notation)
        val faces = scene().faces
        val face = faces.last { it in input.usableFaces(c()) }
        assertEquals(InputResult.Changed, tap(geo.faceBoxes(faces.size)[faces.indexOf(face)].center))
        assertEquals(face, input.chosenFace(c()))
        assertNull(input.tileCell(c()))
        val cell = snap().tileCells.first()
        tap(cellCentre(cell))
        assertEquals(face, input.tileGhost(c())!!.colour)
        // A tap on nothing marked lets go of the tile.
        assertEquals(InputResult.Changed, tap(Pt(geo.plateArea.left + 2f, geo.plateArea.bottom - 2f)))
        assertNull(input.tileGhost(c()))
        assertEquals(listOf("skip"), stepButtons())
    }

    @Test fun `refill by tapping one of the two glowing piles`() {
        reachMark()
        script(session.legalActions().first().notation)
        script("-")
        assertEquals(PyramidoPhase.REFILL, snap().phase)
        val piles = snap().refillPiles
        assertEquals(2, piles.size)
        assertEquals(piles.toSet(), input.refillPiles(c()))
        val other = (0 until 4).first { it !in piles }
        assertEquals(InputResult.None, tap(geo.pileBox(other).center))
        assertEquals(PyramidoMove.Refill(piles[1]), move(tap(geo.pileBox(piles[1]).center)))
    }

    @Test fun `the app areas are the core areas - quarters and jewels of every scored area`() {
        val s = engineSession(GameOptions(GameKind.PYRAMIDO, null, List(3) { SeatController.Ai(AiLevel.EASY) }, seed = 5, firstPlayer = 1), maxNodes = 40)
        var areas = 0
        while (!s.outcome().isOver) {
            val events = s.real.aiMove(null, AiBudget.Nodes(40uL)).events
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
