package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.English
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.table.FacingScreen
import games.pyramids.app.table.Side
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.tap
import games.pyramids.app.testkit.testApp
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Pyramida round a tablet: the board's share of the screen and every seat's own home and legend, which faces that seat. */
class TableModeTest {
    private val host = TestHost()
    private val app = testApp(density = 2f, sessions = TestSessions(), host = host).also { it.size(2560f, 1600f); it.push(HomeScreen(it)) }

    @Test fun `Pyramida in table mode - the board takes half the tablet, each seat reaches home and the legend from its side`() {
        val options = GameOptions(GameKind.PYRAMIDA, "standard", listOf(SeatController.Human, SeatController.Human), 1)
        Launcher.startNew(app, options, true, replaceTop = false)
        val g = app.current as GameScreen
        (g.session as EngineSession).script("e1-d2")
        g.controller.start()
        host.advance(2000)
        g.render(2560, 1600, host.time)
        val corners = (g.board as PyramidaBoard).geometry.corners()
        val w = corners.maxOf { it.x } - corners.minOf { it.x }
        val h = corners.maxOf { it.y } - corners.minOf { it.y }
        assertTrue(w * h >= 2560 * 1600 * 0.45f, "the triangle's box covers ${(w * h * 100 / (2560 * 1600)).toInt()}% of the tablet")
        val nodes = g.accessibilityNodes()
        for (seat in listOf(English.seatName(GameKind.PYRAMIDA, 0), English.seatName(GameKind.PYRAMIDA, 1))) {
            val panel = nodes.first { it.description.startsWith(seat) && it.onClick == null }.bounds
            for (what in listOf(English(TextKey.HOME), English(TextKey.LEGEND_TITLE))) {
                val n = nodes.first { it.description == "$what ($seat)" }
                assertTrue(n.onClick != null)
                assertTrue(panel.contains(n.bounds.cx, n.bounds.cy), "$seat's $what is not on its panel")
            }
        }
        // Black (top) opens the legend from its own panel: it faces Black, its
        // way on to the rules at Black's edge (the top), and the rules face Black too.
        val legend = nodes.first { it.description == "${English(TextKey.LEGEND_TITLE)} (${English.seatName(GameKind.PYRAMIDA, 1)})" }.bounds
        g.tap(legend.cx, legend.cy)
        val facing = app.current as FacingScreen
        assertEquals(Side.TOP, facing.side)
        assertTrue(facing.inner is LegendScreen)
        facing.render(2560, 1600, host.time)
        val rules = facing.accessibilityNodes().first { it.description == English(TextKey.LEGEND_RULES) }.bounds
        assertTrue(rules.cy < 1600 / 3f, "the legend's Rules is at the top, Black's edge (at ${rules.cy})")
        facing.tap(rules.cx, rules.cy)
        val rulesScreen = app.current as FacingScreen
        assertEquals(Side.TOP, rulesScreen.side)
        assertTrue(rulesScreen.inner is RulesScreen)
        app.back()
        assertEquals(g, app.current)
        // White (bottom) gets the legend upright.
        val white = g.accessibilityNodes().first { it.description == "${English(TextKey.LEGEND_TITLE)} (${English.seatName(GameKind.PYRAMIDA, 0)})" }.bounds
        g.tap(white.cx, white.cy)
        assertTrue(app.current is LegendScreen)
        app.back()
        assertEquals(g, app.current)
    }
}
