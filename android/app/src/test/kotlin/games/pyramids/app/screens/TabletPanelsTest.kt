package games.pyramids.app.screens

import games.pyramids.app.i18n.English
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.openGame
import games.pyramids.app.testkit.testApp
import games.pyramids.app.testkit.vsEasyAi
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController
import games.pyramids.core.TextKey
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * A tablet's panels: on its side, each panel as large as its content and
 * its words at least 13 sp, the board taking the rest; round a table, each
 * seat reading its own status line and holding a compact set of controls.
 */
class TabletPanelsTest {
    private val host = TestHost()
    private val density = 2f
    private val app = testApp(density = density, sessions = TestSessions(), host = host).also { it.size(2560f, 1600f); it.push(HomeScreen(it)) }

    /** Remembers each text with its size, on top of drawing it. */
    private class Sizes(val awt: AwtPainter) : Painter by awt {
        val texts = ArrayList<Triple<String, Float, Pair<Float, Float>>>()
        override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
            val at = awt.onImage(x, y)
            texts.add(Triple(text, style.size, at.x to at.y)); awt.drawText(text, x, y, style)
        }
    }

    @Test fun `on a tablet on its side the side panels are as large as their content, their words at least 13 sp, the board takes the rest`() {
        for (kind in listOf(GameKind.PYLOS, GameKind.PYRAMIDO)) {
            val g = app.openGame(vsEasyAi(kind), w = 2560f, h = 1600f)
            val p = Sizes(AwtPainter(2560, 1600))
            g.draw(p, host.time)
            val panels = g.panelBoxes
            assertEquals(2, panels.size)
            for (b in panels) {
                assertTrue(b.height <= 190f * density, "$kind: a panel ${b.height / density} dp tall holds a name row, a turn row and the seat info, no more")
                // Its widest row (a name beside who plays it, about 305 dp here), not the fixed 320 dp column of before.
                assertTrue(b.width <= 310f * density, "$kind: a panel ${b.width / density} dp wide")
                val inside = p.texts.filter { (_, _, at) -> at.first >= b.left && at.first <= b.right && at.second >= b.top && at.second <= b.bottom + 4f }
                assertTrue(inside.isNotEmpty(), "$kind: the panel has words")
                for ((text, size, _) in inside) assertTrue(size >= 13f * density - 0.01f, "$kind: \"$text\" is ${size / density} sp")
            }
            // The board takes the width between the two columns.
            val (left, right) = panels.sortedBy { it.left }
            assertTrue(g.boardBox.left - left.right <= 40f * density && right.left - g.boardBox.right <= 40f * density, "$kind: board ${g.boardBox} between $left and $right")
            app.back()
        }
    }

    @Test fun `round a table each seat reads its own status line and holds its own few controls`() {
        val options = GameOptions(GameKind.PYRAMIDO, null, List(4) { SeatController.Human }, 1, firstPlayer = 0)
        val g = app.openGame(options, w = 2560f, h = 1600f, table = true)
        val p = games.pyramids.app.paint.RecordingPainter(2560, 1600)
        g.draw(p, host.time)
        val prompt = g.board.interactionView(g.controller)!!.prompt
        val mover = g.controller.snapshot.toMove
        val lines = (0 until 4).map { g.controller.tableStatusLine(English.catalog, it, prompt) }
        for ((seat, line) in lines.withIndex()) assertTrue(line in p.texts, "seat $seat reads \"$line\" on its panel: ${p.texts}")
        assertTrue(lines.indices.filter { it != mover }.all { lines[it] != lines[mover] }, "the others' lines are not the mover's: $lines")
        assertTrue(lines[mover].contains(g.board.prompt(g.controller)), "the mover's line says what to do: ${lines[mover]}")
        // Controls: home, the legend and Undo on every panel; Redo, Hint and the step's on the mover's only.
        // Disabled buttons (nothing to undo yet) are still there, without an action.
        val nodes = g.accessibilityNodes()
        for (seat in 0 until 4) {
            val name = English.seatName(GameKind.PYRAMIDO, seat)
            // Resign sits on the panel of the seat it gives up for, whoever is to move.
            val own = nodes.filter { it.description.endsWith("($name)") }.map { it.description.removeSuffix(" ($name)") } - English(TextKey.RESIGN)
            val expected = listOf(English(TextKey.HOME), English(TextKey.LEGEND_TITLE), English(TextKey.UNDO))
            assertTrue(own.containsAll(expected), "$name: $own")
            if (seat == mover) assertTrue(English(TextKey.HINT) in own && English(TextKey.REDO) in own, "$name to move: $own")
            else assertEquals(expected.sorted(), own.sorted(), "$name waits: only its own three")
        }
    }
}
