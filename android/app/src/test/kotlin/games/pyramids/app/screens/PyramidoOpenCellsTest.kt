package games.pyramids.app.screens

import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Shape
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.pyramido.PyramidoRenderer
import games.pyramids.app.screens.ScreenshotTest.Companion.phone
import games.pyramids.app.session.isOver
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestSessions
import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Pyramido on a phone: where the next floor's domino may go is clearly outlined, and the others' pyramids are large enough to read. */
class PyramidoOpenCellsTest {
    /** Remembers each stroke's width and colour, on top of drawing it. */
    private class Strokes(val awt: AwtPainter) : Painter by awt {
        val strokes = ArrayList<Pair<Float, Int>>()
        override fun stroke(shape: Shape, width: Float, color: Int) { strokes.add(width to color); awt.stroke(shape, width, color) }
    }

    private fun open(options: GameOptions): GameScreen {
        val st = ScreenshotTest.stage(phone, sessions = TestSessions(maxNodes = 60))
        assertTrue(Launcher.startNew(st.app, options, false, replaceTop = false) == null)
        return (st.app.current as GameScreen).also { it.layout(1080f, 2340f) }
    }

    @Test fun `an upper floor's open cells are outlined in an opaque line on a dark halo`() {
        val g = open(GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)), seed = 4, firstPlayer = 0))
        // Capped computer moves for both seats until the player is to lay floor 2.
        val s = g.session as EngineSession
        val seats = s.real.options().seats
        seats.indices.forEach { s.real.setSeat(it, SeatController.Ai(AiLevel.HARD)) }
        var guard = 0
        fun snap() = (s.real.snapshot().board as BoardSnapshot.Pyramido).board
        while (!s.real.outcome().isOver && !(s.real.snapshot().toMove == 0 && snap().phase == PyramidoPhase.PLACE && snap().floor == 2) && guard++ < 400)
            s.real.aiMove(AiLevel.HARD, AiBudget.Nodes(40uL))
        seats.forEachIndexed { i, c -> s.real.setSeat(i, c) }
        g.controller.start()
        g.layout(1080f, 2340f)
        assertTrue(snap().floor == 2, "floor 2 is open")
        val p = Strokes(AwtPainter(1080, 2340))
        g.board.draw(p, 0L, g.controller)
        val line = PyramidoRenderer.OPEN_LINE * 2.625f; val halo = PyramidoRenderer.OPEN_HALO * 2.625f
        val lines = p.strokes.count { (w, c) -> kotlin.math.abs(w - line) < 0.01f && c == PyramidoRenderer.OPEN_CELL }
        val halos = p.strokes.count { (w, c) -> kotlin.math.abs(w - halo) < 0.01f && (c ushr 24) >= 180 }
        assertTrue(lines >= 4, "the open cells of floor 2 have the opaque cream outline ($lines)")
        assertTrue(halos >= lines, "each on a dark halo ($halos)")
        assertTrue(PyramidoRenderer.OPEN_CELL ushr 24 == 0xFF && line >= 2f * 2.625f, "an opaque line at least 2 dp wide")
    }

    @Test fun `with four players the others' pyramids on a phone are at least 52 dp across`() {
        val g = open(GameOptions(GameKind.PYRAMIDO, null, List(4) { SeatController.Human }, seed = 4, firstPlayer = 0))
        g.draw(AwtPainter(1080, 2340), 0L)
        val board = g.board as PyramidoBoard
        for (seat in 1..3) {
            // The plate as drawn in the seat's box (it keeps the open area's shape).
            val mini = board.seatLayouts.getValue(seat).mini
            val plate = games.pyramids.app.pyramido.PyramidView.of(mini.inset(mini.width * 0.04f), board.snap(g.controller).players[seat]).frame
            assertTrue(plate.width >= 52f * 2.625f, "seat $seat's pyramid is ${plate.width / 2.625f} dp across")
        }
    }
}
