package games.pyramids.app.screens

import games.pyramids.app.i18n.Czech
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Slovenian
import games.pyramids.app.paint.AwtPainter
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.testkit.testApp
import games.pyramids.core.TextKey
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The app's name at the head of the home screen stays clear of the Statistics button, at every font size (the review saw it touch at 2x). */
class HomeTitleTest {
    private class Ends(val inner: AwtPainter, val text: String) : Painter by inner {
        var right: Float? = null
        override fun drawText(text: String, x: Float, y: Float, style: TextStyle) {
            if (text == this.text && right == null) right = x + inner.measureText(text, style)
            inner.drawText(text, x, y, style)
        }
    }

    @Test
    fun theNameEndsBeforeTheStatisticsButtonAtEveryFontSize() {
        val problems = ArrayList<String>()
        for (strings in listOf(English, Czech, Portuguese, Slovenian)) for (scale in listOf(1f, 1.3f, 2f)) {
            val app = testApp(strings = strings, density = 2.625f, fontScale = scale)
            app.size(1080f, 2340f)
            val home = HomeScreen(app).also { app.push(it) }
            app.size(1080f, 2340f)
            val p = Ends(AwtPainter(1080, 2340), strings(TextKey.APP_NAME))
            home.draw(p, 0L)
            val stats = home.visibleButtons().first { it.id == "statistics" }.box
            val right = p.right ?: error("the name is not drawn")
            if (right > stats.left - 2.625f * 4f) problems.add("${strings.languageTag} x$scale: name ends at $right, Statistics at ${stats.left}")
        }
        assertTrue(problems.isEmpty(), problems.joinToString("\n"))
    }
}
