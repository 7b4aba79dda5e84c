package games.pyramids.app.screens

import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.openGame
import games.pyramids.app.testkit.vsEasyAi
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.LegendSymbol
import games.pyramids.core.TextKey
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The in-game legend lists the library's entries for the board on view, and nothing else. */
class LegendTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host).also { it.size(1080f, 2340f); it.push(HomeScreen(it)) }

    private fun open(options: GameOptions, vararg moves: String): GameScreen = app.openGame(options, *moves)

    /** Opens the legend the way a player does: the "?" in the top bar. */
    private fun openLegend(g: GameScreen): LegendScreen {
        g.accessibilityNodes().first { it.description == app.strings(TextKey.LEGEND_TITLE) }.onClick!!()
        val legend = app.current as LegendScreen
        legend.layout(1080f, 2340f)
        return legend
    }

    private val pylos = vsEasyAi(GameKind.PYLOS)

    @Test fun `a new Pylos game's legend is its free places only`() {
        val g = open(pylos)
        val legend = openLegend(g)
        assertEquals(listOf(LegendSymbol.PYLOS_PLACE), legend.entries.map { it.symbol })
        val words = legend.accessibilityNodes().joinToString(" ") { it.description }
        assertTrue(words.contains(legend.entries.single().text), words)
        assertTrue(!words.contains(app.strings(TextKey.LEGEND_HINT)), "no hint on view, no hint in the legend")
    }

    @Test fun `a chosen ball adds the selection and its raise targets, as the model says`() {
        val g = open(pylos, *ScreenshotTest.midGame)
        (g.board as PylosBoard).input.select(g.controller, "1a3")
        val view = g.board.interactionView(g.controller)!!
        val want = app.strings.boardLegend(g.controller.snapshot, view)
        val legend = openLegend(g)
        assertEquals(want, legend.entries)
        val symbols = legend.entries.map { it.symbol }
        assertTrue(LegendSymbol.SELECTED in symbols && LegendSymbol.PYLOS_RAISE_TO in symbols, symbols.toString())
        assertTrue(LegendSymbol.HINT !in symbols && LegendSymbol.PYRAMIDA_MOVABLE !in symbols, symbols.toString())
    }

    @Test fun `a Pyramida legend shows its movable stones and the board's inlays`() {
        val g = open(vsEasyAi(GameKind.PYRAMIDA))
        assertEquals(
            listOf(LegendSymbol.PYRAMIDA_MOVABLE, LegendSymbol.PYRAMIDA_EDGES, LegendSymbol.PYRAMIDA_TOP),
            openLegend(g).entries.map { it.symbol },
        )
    }
}
