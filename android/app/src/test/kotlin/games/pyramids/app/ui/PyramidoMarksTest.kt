package games.pyramids.app.ui

import games.pyramids.app.paint.RecordingPainter
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.HomeScreen
import games.pyramids.app.screens.Launcher
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.core.BoardGhost
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.LegendSymbol
import games.pyramids.core.MarkReason
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Pyramido's board draws each mark the interaction model puts on a place
 * with the shared style of its reason's symbol (the same on iOS): the
 * choice's white outline and badge, the spots' green outline, the ghost's
 * white outline, the hint's magenta; never an app colour of its own.
 */
class PyramidoMarksTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(maxNodes = 60), host = host).also { it.size(1080f, 2340f); it.push(HomeScreen(it)) }
    private val humans = GameOptions(GameKind.PYRAMIDO, null, listOf(SeatController.Human, SeatController.Human), seed = 1001, firstPlayer = 0)

    private fun open(): GameScreen {
        assertTrue(Launcher.startNew(app, humans, false, replaceTop = false) == null)
        val g = app.current as GameScreen
        g.controller.start()
        g.layout(1080f, 2340f)
        return g
    }

    private fun board(g: GameScreen) = g.board as PyramidoBoard

    private fun drawn(g: GameScreen): RecordingPainter = RecordingPainter(1080, 2340).also { g.board.draw(it, host.time, g.controller) }

    private fun reasons(g: GameScreen): Set<MarkReason> = board(g).input.board.view(g.controller)?.marks?.map { it.reason }?.toSet() ?: emptySet()

    /** Pyramido's symbols take no amber (a piece to act with is Pylos's and Pyramida's), so the board draws none. */
    private fun noAppColours(p: RecordingPainter, what: String) {
        assertFalse(p.uses(Highlight.piece), "$what: no amber on Pyramido's board (the accent was the chosen domino's and the ghost's colour)")
        assertFalse(p.uses(0x8FD3FF), "$what: the hint is the palette's magenta, not a blue of the app's")
    }

    @Test fun `the choices, the chosen domino, its spots and its ghost are drawn in their symbols' colours`() {
        assertTrue(MarkArt.shape(LegendSymbol.PYRAMIDO_CHOICE) == games.pyramids.core.MarkShape.CHOICE_OUTLINE)
        assertTrue(MarkArt.shape(LegendSymbol.PYRAMIDO_SPOT) == games.pyramids.core.MarkShape.OUTLINE)
        assertTrue(MarkArt.shape(LegendSymbol.PYRAMIDO_GHOST) == games.pyramids.core.MarkShape.FADED_PIECE)
        val g = open()
        val c = g.controller
        // The place step: the dominoes that fit wear the choice's outline (white on the dark band).
        assertTrue(MarkReason.DOMINO in reasons(g))
        val choosing = drawn(g)
        assertTrue(choosing.uses(Highlight.colourOf(LegendSymbol.PYRAMIDO_CHOICE)) && choosing.uses(Highlight.shadow), "the choice's outline")
        noAppColours(choosing, "choosing")
        // A domino chosen: it is the selection (white), the cells it may cover the spots (green).
        val slot = board(g).input.fittingSlots(c).first()
        board(g).input.tap(c, BoardPlace.PyramidoSlot(slot.toUByte()))
        assertTrue(MarkReason.DOMINO_TO in reasons(g))
        val chosen = drawn(g)
        assertTrue(chosen.uses(Highlight.colourOf(LegendSymbol.SELECTED)), "the chosen domino's outline")
        assertTrue(chosen.uses(Highlight.colourOf(LegendSymbol.PYRAMIDO_SPOT)), "the spots' outline is the destination colour")
        noAppColours(chosen, "chosen")
        // A spot tapped: the domino shows faded there, outlined as the ghost is.
        val spot = board(g).input.board.marked(c, MarkReason.DOMINO_TO).first()
        board(g).input.tap(c, spot)
        val ghost = board(g).input.board.view(c)?.ghost as? BoardGhost.PyramidoDomino
        assertNotNull(ghost)
        assertTrue(ghost!!.cells.isNotEmpty())
        val ghosted = drawn(g)
        assertTrue(ghosted.uses(Highlight.colourOf(LegendSymbol.PYRAMIDO_GHOST)), "the ghost's outline")
        noAppColours(ghosted, "ghost")
    }

    @Test fun `a hint is the palette's magenta, marked by the model and listed by the legend`() {
        val g = open()
        g.controller.requestHint()
        host.runUi()
        assertNotNull(g.controller.hint)
        assertTrue(MarkReason.HINT in reasons(g), "the model marks the hint it was handed")
        assertTrue(g.legend().any { it.symbol == LegendSymbol.HINT }, "the legend lists the hint the board shows")
        val p = drawn(g)
        assertTrue(p.uses(Highlight.hint))
        noAppColours(p, "hint")
    }
}
