package games.pyramids.app.screens

import games.pyramids.app.paint.RecordingPainter
import games.pyramids.app.pyramido.PyramidoArt
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.pyramido.PyramidoPieces
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.screens.ScreenshotTest.Companion.shot
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestSessions
import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import javax.imageio.ImageIO
import kotlin.math.abs

/**
 * Pyramido read at a glance: each domino one piece on every floor, upper
 * floors lifted over a dimmed floor below, and a phone on its side giving
 * the pyramid most of its height.
 */
class PyramidoReadabilityTest {
    private val vsAi = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0)
    private val landscape = ScreenshotTest.Device("landscape", 2340, 1080, 2.625f)

    private fun open(d: ScreenshotTest.Device): Pair<ScreenshotTest.Companion.Stage, GameScreen> {
        val st = ScreenshotTest.stage(d, sessions = TestSessions(maxNodes = 60))
        assertTrue(Launcher.startNew(st.app, vsAi, false, replaceTop = false) == null)
        return st to st.app.current as GameScreen
    }

    private fun snap(g: GameScreen): PyramidoSnapshot = (g.controller.snapshot.board as BoardSnapshot.Pyramido).board

    /** Plays capped AI moves for both seats (set-up) until [done]. */
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

    private fun rgbDistance(a: Int, b: Int) =
        abs((a shr 16 and 0xFF) - (b shr 16 and 0xFF)) + abs((a shr 8 and 0xFF) - (b shr 8 and 0xFF)) + abs((a and 0xFF) - (b and 0xFF))

    @Test fun eachDominoOnFloorOneIsOnePieceWithNoGapBetweenItsHalves() {
        val (st, g) = open(phone)
        advance(g) { s, m -> m == 0 && s.phase == PyramidoPhase.PLACE && s.players[0].floors[0].filled >= 8 }
        st.host.advance(10_000)
        val player = snap(g).players[0]
        val blocks = player.floors.first { it.floor == 1 }.blocks
        val pieces = PyramidoPieces.of(blocks)
        val dominoes = pieces.filter { it.size == 2 }
        assertTrue(dominoes.size >= 3, "the placed dominoes pair up: $pieces")
        for (d in dominoes) assertEquals(1, abs(d[0].column - d[1].column) + abs(d[0].row - d[1].row), "a piece's halves touch")
        assertEquals(blocks.size, pieces.sumOf { it.size }, "every block is drawn once")

        val file = shot("pyramido-pieces", phone, st)
        val img = ImageIO.read(file)
        val view = (g.board as PyramidoBoard).viewFor(player)
        for (d in dominoes) {
            val a = view.blockBox(d[0].quarterColumn, d[0].quarterRow)
            val b = view.blockBox(d[1].quarterColumn, d[1].quarterRow)
            // The point where the halves meet, near the piece's top (or left) edge, off the seam's groove.
            val (x, y) = if (a.top == b.top) minOf(a.right, b.right) to a.top + a.height * 0.07f else a.left + a.width * 0.07f to minOf(a.bottom, b.bottom)
            val plate = img.getRGB((view.frame.left + view.quarter * 0.3f).toInt(), y.toInt())
            val at = img.getRGB(x.toInt(), y.toInt())
            assertTrue(rgbDistance(at, plate) > 40, "the plate (${Integer.toHexString(plate)}) shows between the halves of ${d.map { it.cell }}: ${Integer.toHexString(at)}")
        }
    }

    @Test fun upperFloorsAreLiftedOverADimmedFloorBelow() {
        val (st, g) = open(phone)
        advance(g) { s, _ -> s.floor >= 3 }
        st.host.advance(60_000)
        assertTrue(snap(g).players[0].floors.any { it.floor >= 2 && it.blocks.isNotEmpty() })
        g.layout(phone.w.toFloat(), phone.h.toFloat())
        val p = RecordingPainter(phone.w, phone.h)
        g.draw(p, st.host.time)
        assertTrue(p.uses(0x1A1208), "the floor under an upper floor is veiled")
        assertEquals(0f, PyramidoArt.lift(1, 100f))
        assertTrue(PyramidoArt.lift(3, 100f) > PyramidoArt.lift(2, 100f) && PyramidoArt.lift(4, 100f) <= 10f, "each floor a little higher, never off its cell")
        shot("pyramido-depth", phone, st)
    }

    @Test fun aPhoneOnItsSideGivesThePyramidMostOfItsHeight() {
        val (st, g) = open(landscape)
        st.host.advance(2_000)
        shot("pyramido-landscape", landscape, st)
        val board = g.board as PyramidoBoard
        val geo = board.geometry
        assertTrue(geo.side, "the quarry stands beside the pyramid")
        val frame = board.viewFor(snap(g).players[0]).frame
        assertTrue(frame.height >= landscape.h * 0.6f, "own pyramid ${frame.height} px of a ${landscape.h} px short side")
        // The quarry's dominoes stay a good size and nothing of the strip overlaps the plate.
        assertTrue(geo.quarryBlock >= 48f, "quarry block ${geo.quarryBlock} px")
        assertTrue(geo.strip.right <= geo.plateArea.left, "strip ${geo.strip} left of the plate ${geo.plateArea}")
        // The opponent's pyramid in its panel: large enough to read, its marks at least 14 dp across.
        val other = board.seatLayouts[1]!!
        assertTrue(other.mini.width >= 200f, "opponent's pyramid ${other.mini.width} px")
        assertTrue(other.markerR * 2f >= 14f * landscape.density, "marks ${other.markerR * 2f} px across")
        // The status line and the buttons sit beside the board, not over it.
        val status = g.statusBox!!
        assertTrue(status.left >= g.boardBox.right || status.top >= g.boardBox.bottom, "status $status clear of the board ${g.boardBox}")
    }
}
