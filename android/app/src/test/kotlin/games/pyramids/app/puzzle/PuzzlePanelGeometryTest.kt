package games.pyramids.app.puzzle

import games.pyramids.app.learn.phoneLandscape
import games.pyramids.app.learn.phonePortrait
import games.pyramids.app.learn.tablet
import games.pyramids.app.screens.PuzzleScreen
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Theme
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The puzzle panel never covers the board: for the first puzzles of each
 * game, on a phone either way up and on a tablet, before and after the
 * hint (whose place is ringed on the board), the panel and the board do not
 * overlap, the hint's place is inside the board and clear of the panel, and
 * every button keeps a finger's size inside the panel.
 */
class PuzzlePanelGeometryTest {
    private fun overlaps(a: Box, b: Box) = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

    private fun check(s: PuzzleScreen, where: String, w: Int, h: Int) {
        s.layout(w.toFloat(), h.toFloat())
        assertTrue(!overlaps(s.panelBox, s.boardBox), "$where: the panel overlaps the board")
        assertTrue(s.panelBox.right <= w && s.panelBox.bottom <= h, "$where: the panel leaves the window")
        for (b in s.visibleButtons().filter { it.id != "back" }) {
            assertTrue(b.box.height >= s.app.density * Theme.minTouch - 0.5f, "$where: ${b.id} is too small")
            assertTrue(b.box.left >= s.panelBox.left && b.box.right <= s.panelBox.right && b.box.bottom <= s.panelBox.bottom, "$where: ${b.id} is outside the panel")
        }
        for ((place, box) in s.pointBoxes()) {
            val b = box ?: continue
            assertTrue(!overlaps(b, s.panelBox), "$where: the panel covers $place")
            val slack = s.app.density * 2
            assertTrue(b.left >= s.boardBox.left - slack && b.right <= s.boardBox.right + slack &&
                b.top >= s.boardBox.top - slack && b.bottom <= s.boardBox.bottom + slack, "$where: $place ($b) is outside the board ${s.boardBox}")
        }
    }

    @Test
    fun thePanelCoversNoPartOfTheBoardOnAnyWindow() {
        var hints = 0
        for (w in listOf(phonePortrait, phoneLandscape, tablet)) {
            val app = testApp(density = w.density)
            app.size(w.w.toFloat(), w.h.toFloat())
            for (game in GameKind.entries) {
                var id: String? = null
                repeat(3) {
                    val next = app.puzzles.progress.nextPuzzle(game, null, id) ?: return@repeat
                    id = next
                    val s = openPuzzle(app, next)
                    check(s, "$next on ${w.name}", w.w, w.h)
                    s.press("hint")
                    if (s.pointBoxes().any { it.second != null }) hints++
                    check(s, "$next after the hint on ${w.name}", w.w, w.h)
                    app.pop()
                }
            }
        }
        // Hints were drawn and checked on every window (a walk that ringed nothing proves nothing).
        assertTrue(hints >= 15, "only $hints hints drawn")
    }
}
