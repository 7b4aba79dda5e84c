package games.pyramids.app.screens

import games.pyramids.app.paint.RecordingPainter
import games.pyramids.app.pylos.PylosBoard
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.pyramido.PyramidoBoard
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.testApp
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import games.pyramids.core.SettingId
import games.pyramids.core.SettingValue
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/**
 * Each board draws the library's edge labels, and nothing else changes
 * when they are hidden: the texts drawn with the coordinates on, less those
 * drawn with them off, are exactly the model's labels (spelt out here: the
 * bindings' top-level functions are not reachable from the test sources;
 * the Rust tests tie these texts to the notation).
 */
class CoordinatesTest {
    private val host = TestHost()
    private val app = testApp(sessions = TestSessions(), host = host).also { it.push(HomeScreen(it)) }

    private fun open(game: GameKind, variant: String?, w: Int, h: Int): GameScreen {
        app.size(w.toFloat(), h.toFloat())
        val options = GameOptions(game, variant, listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), 1, firstPlayer = if (game == GameKind.PYRAMIDO) 0 else null)
        assertNull(Launcher.startNew(app, options, false, replaceTop = false))
        val g = app.current as GameScreen
        g.controller.start()
        return g
    }

    private fun texts(g: GameScreen, w: Int, h: Int): List<String> {
        g.layout(w.toFloat(), h.toFloat())
        val p = RecordingPainter(w, h)
        g.draw(p, host.time)
        return p.texts
    }

    /** The texts drawn with the coordinates on that are not drawn with them off. */
    private fun labelsDrawn(g: GameScreen, w: Int, h: Int, show: (Boolean) -> Unit): List<String> {
        show(true)
        val on = texts(g, w, h).toMutableList()
        show(false)
        for (t in texts(g, w, h)) on.remove(t)
        app.changeSetting(SettingId.COORDINATES, SettingValue.Choice(0u))
        return on.sorted()
    }

    private val sizes = listOf(1080 to 2340, 2560 to 1600)

    /** The coordinates setting's On or Off (its options: Automatic, On, Off). */
    private fun coordinates(on: Boolean) = app.changeSetting(SettingId.COORDINATES, SettingValue.Choice(if (on) 1u else 2u))

    @Test fun `the Pylos board draws level 1's and level 2's letters and numbers from the library`() {
        for ((w, h) in sizes) {
            val g = open(GameKind.PYLOS, "standard", w, h)
            val board = g.board as PylosBoard
            assertEquals(w > 2000, board.showCoordinates, "on by default on a tablet only")
            // Level 1's a–d and 1–4, level 2's a–c and 1–3, and each level's badge ("1", "2") where its lines meet.
            val expected = (listOf("1", "2", "3", "4", "a", "b", "c", "d") + listOf("1", "2", "3", "a", "b", "c") + listOf("1", "2")).sorted()
            assertEquals(expected, labelsDrawn(g, w, h, ::coordinates), "${w}×$h")
            app.back()
        }
    }

    @Test fun `the Pyramida board draws the files and rows from the library`() {
        for ((w, h) in sizes) {
            val g = open(GameKind.PYRAMIDA, null, w, h)
            val board = g.board as PyramidaBoard
            assertEquals(w > 2000, board.showCoordinates, "on by default on a tablet only")
            val expected = ((1..6).map { "$it" } + ('a'..'k').map { "$it" }).sorted()
            assertEquals(expected, labelsDrawn(g, w, h, ::coordinates), "${w}×$h")
            app.back()
        }
    }

    @Test fun `the Pyramido board draws the open floor's shown columns and rows from the library`() {
        for ((w, h) in sizes) {
            val g = open(GameKind.PYRAMIDO, null, w, h)
            val board = g.board as PyramidoBoard
            assertEquals(w > 2000, board.showCoordinates, "on by default on a tablet only")
            // Before the first domino the whole 9×9 canvas is open.
            val expected = ((1..9).map { "$it" } + ('a'..'i').map { "$it" }).sorted()
            assertEquals(expected, labelsDrawn(g, w, h, ::coordinates), "${w}×$h")
            app.back()
        }
    }
}
