package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.English
import games.pyramids.app.pyramida.PyramidaBoard
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

/** Pyramida round a tablet: the board's share of the screen and every seat's own home and rules. */
class TableModeTest {
    private val host = TestHost()
    private val app = testApp(density = 2f, sessions = TestSessions(), host = host).also { it.size(2560f, 1600f); it.push(HomeScreen(it)) }

    @Test fun `Pyramida in table mode - the board takes half the tablet, each seat reaches home and rules from its side`() {
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
            for (what in listOf(English(TextKey.HOME), English(TextKey.RULES))) {
                val n = nodes.first { it.description == "$what ($seat)" }
                assertTrue(n.onClick != null)
                assertTrue(panel.contains(n.bounds.cx, n.bounds.cy), "$seat's $what is not on its panel")
            }
        }
        // Black (top) opens the rules from its own panel.
        val rules = nodes.first { it.description == "${English(TextKey.RULES)} (${English.seatName(GameKind.PYRAMIDA, 1)})" }.bounds
        g.tap(rules.cx, rules.cy)
        assertTrue(app.current is RulesScreen)
        app.back()
        assertEquals(g, app.current)
    }
}
