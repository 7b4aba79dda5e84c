package games.pyramids.app.learn

import games.pyramids.app.screens.LessonScreen
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The coach panel never covers what the step points at: at every step of
 * every lesson of the three games, on a phone in portrait and in landscape
 * and on a tablet, each point is drawn inside the board's area and clear of
 * the panel (and the panel and the board do not overlap at all). A place
 * the board does not draw at that moment has nothing to cover.
 */
class CoachPanelGeometryTest {
    private fun overlaps(a: Box, b: Box) = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

    @Test
    fun thePanelCoversNoPointAtAnyStepOfAnyLessonOnAnyWindow() {
        var checked = 0
        for (w in listOf(phonePortrait, phoneLandscape, tablet)) {
            val app = testApp(density = w.density)
            app.size(w.w.toFloat(), w.h.toFloat())
            for (game in GameKind.entries) for (id in lessonIds(app, game)) {
                val screen = LessonScreen(app, id)
                app.push(screen)
                screen.walk { s ->
                    s.layout(w.w.toFloat(), w.h.toFloat())
                    val where = "$id step ${s.model.screen.step} on ${w.name}"
                    assertTrue(!overlaps(s.panelBox, s.boardBox), "$where: the panel overlaps the board")
                    assertTrue(s.panelBox.right <= w.w && s.panelBox.bottom <= w.h, "$where: the panel leaves the window")
                    for ((place, box) in s.pointBoxes()) {
                        // A place the board does not draw now (Pyramido's quarry while the strip shows tiles) is not ringed.
                        val b = box ?: continue
                        assertTrue(!overlaps(b, s.panelBox), "$where: the panel covers $place ($b, panel ${s.panelBox})")
                        val slack = app.density * 2
                        assertTrue(b.left >= s.boardBox.left - slack && b.right <= s.boardBox.right + slack &&
                            b.top >= s.boardBox.top - slack && b.bottom <= s.boardBox.bottom + slack, "$where: $place ($b) is outside the board ${s.boardBox}")
                        checked++
                    }
                }
                app.pop()
            }
        }
        // Every lesson with points was walked (a walk that checked nothing proves nothing).
        assertTrue(checked > 100, "only $checked points checked")
    }
}
