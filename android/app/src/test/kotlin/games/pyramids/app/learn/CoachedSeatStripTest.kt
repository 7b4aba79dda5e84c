package games.pyramids.app.learn

import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.puzzle.openPuzzle
import games.pyramids.app.pyramida.PyramidaBoard
import games.pyramids.app.screens.CoachedScreen
import games.pyramids.app.screens.LessonScreen
import games.pyramids.app.testkit.testApp
import games.pyramids.app.ui.Box
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * A lesson's or puzzle's seat strip reads at arm's length (as iOS's
 * aLessonSeatStripReadsAtArmsLength): on a phone either way up and a tablet,
 * in the four languages, every word in a strip is at least 11 sp and inside
 * it, Pyramida's stones keep a visible size, and a strip that puts the count
 * under the stones is at least 44 dp tall.
 */
class CoachedSeatStripTest {
    private data class Drawn(val text: String, val box: Box, val size: Float)

    private class Recorder(val inner: AwtPainter) : Painter by inner {
        val texts = ArrayList<Drawn>()
        override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
            val w = inner.measureText(text, style)
            val m = inner.metrics(style)
            val left = when (style.align) { Align.LEFT -> x; Align.CENTER -> x - w / 2; Align.RIGHT -> x - w }
            texts.add(Drawn(text, Box(left, y - m.ascent, left + w, y + m.descent), style.size))
            inner.drawText(text, x, y, style)
        }
    }

    @Test
    fun aLessonSeatStripReadsAtArmsLength() {
        val problems = ArrayList<String>()
        var twoLines = 0
        for (strings in listOf(English, Czech, Portuguese, Slovenian)) for (w in listOf(phonePortrait, phoneLandscape, tablet)) {
            for (what in listOf("pyramida-climb", "puzzle:pyramida-1-12", "pylos-raise", "puzzle:pylos-1-3")) {
                val app = testApp(strings = strings, density = w.density)
                app.size(w.w.toFloat(), w.h.toFloat())
                val s: CoachedScreen = if (what.startsWith("puzzle:")) openPuzzle(app, what.removePrefix("puzzle:"))
                else LessonScreen(app, what).also { app.push(it) }
                app.size(w.w.toFloat(), w.h.toFloat())
                val p = Recorder(AwtPainter(w.w, w.h))
                s.draw(p, 0L)
                val label = "$what ${strings.languageTag} ${w.name}"
                val floor = 11f * w.density - 0.01f
                val onTwo = s.seatBoxes.any { it.height >= 44f * w.density - 0.5f }
                for ((seat, b) in s.seatBoxes.withIndex()) {
                    val inside = p.texts.filter { b.contains(it.box.cx, it.box.cy) }
                    if (inside.isEmpty()) problems.add("$label seat $seat: no words in the strip")
                    for (t in inside) {
                        if (t.size < floor) problems.add("$label: \"${t.text}\" ${t.size / w.density} dp < 11")
                        if (t.box.left < b.left || t.box.right > b.right || t.box.top < b.top - 1f || t.box.bottom > b.bottom + 1f)
                            problems.add("$label: \"${t.text}\" ${t.box} outside its strip $b")
                    }
                    val r = ((s.board as? PyramidaBoard)?.panelStoneR?.get(seat))
                    if (r != null && r < 5f * w.density - 0.01f) problems.add("$label seat $seat: stones ${r / w.density} dp radius")
                    // Stones over the count: the count's top is below the stones' row, in a strip of 44 dp or more.
                    if (s.board is PyramidaBoard && inside.any { it.box.top > b.cy }) {
                        twoLines++
                        if (!onTwo) problems.add("$label: the count under the stones in a strip ${b.height / w.density} dp tall")
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), problems.joinToString("\n"))
        // Pyramida's "0 of 3 over the top" beside three stones leaves a phone's half strip no room: the two-line strip must be in use.
        assertTrue(twoLines > 0, "no strip puts Pyramida's count under its stones")
    }
}
