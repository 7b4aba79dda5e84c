package games.pyramids.app.ui

import games.pyramids.app.paint.Colors.hex
import games.pyramids.app.paint.Colors.withAlpha
import games.pyramids.app.paint.TextStyle

/**
 * Colours and sizes in one place. Sizes are dp; [Ui.dp] turns them into
 * pixels for the device's density.
 */
object Theme {
    // A warm evening table: dark teal felt, sand and wood.
    val backgroundTop = hex(0x1F3B3F)
    val backgroundBottom = hex(0x10232A)
    val surface = hex(0x28474C)
    val surfaceHigh = hex(0x33585D)
    val surfaceLine = withAlpha(hex(0xFFFFFF), 34)
    val text = hex(0xF4EEDF)
    val textDim = hex(0xB9C6C2)
    val textOnAccent = hex(0x2A1A08)
    val accent = hex(0xF2B640)       // amber: actions, available places
    val accentDeep = hex(0xC98A17)
    val good = hex(0x7ED99B)         // legal targets
    val danger = hex(0xF07A6A)
    val scrim = withAlpha(hex(0x071215), 190)
    val shadow = withAlpha(hex(0x000000), 90)

    // Wood for the Pylos board.
    val woodLight = hex(0xC68E55)
    val woodMid = hex(0xA86F3C)
    val woodDark = hex(0x6E4322)
    val woodHole = hex(0x5A351A)

    // Pylos balls' outline cues beside their shading (the fills are the shared
    // palette's, see Palette): light balls a dark rim line, dark ones a pale ring.
    val lightBallOutline = hex(0x5C4424)
    val darkBallRing = withAlpha(hex(0xF1DDBE), 150)

    const val corner = 14f
    const val minTouch = 48f
    const val tableMinTouch = 64f
}

/**
 * Density-aware sizes and the common text styles for one window. Text is in
 * sp: dp times the system's font scale ([fontScale], Settings → Display →
 * Font size), so layouts that hold text must grow with [sp], not [dp].
 */
class Ui(val density: Float, val width: Float, val height: Float, val fontScale: Float = 1f) {
    fun dp(v: Float) = v * density
    fun dp(v: Int) = v * density
    /**
     * Scaled pixels: a text size that follows the font size setting. Like
     * Android 14's non-linear font scaling, large text grows less than small
     * text (a 14 sp label doubles at 2×, a 34 sp title grows by a fifth), so
     * headings still fit a phone; see [scaledSp].
     */
    fun sp(v: Float) = scaledSp(v, fontScale) * density
    fun sp(v: Int) = sp(v.toFloat())
    /**
     * How much larger [v] sp is than [v] dp: 1 at the default font size. A
     * board text sized to its box at 1× (smaller on a small panel) grows by
     * this factor, so it follows the font size and stays as at 1× by default.
     */
    fun spFactor(v: Float) = scaledSp(v, fontScale) / v

    companion object {
        // Android 14's table for font scale 2 (FontScaleConverterFactory): sp → sp.
        private val FROM = floatArrayOf(8f, 10f, 12f, 14f, 18f, 20f, 24f, 30f, 100f)
        private val TO_2X = floatArrayOf(16f, 20f, 24f, 26f, 30f, 34f, 36f, 38f, 100f)

        /** [v] sp at [scale]: linear up to 1×, then blended towards the 2× table (and beyond it, linearly). */
        fun scaledSp(v: Float, scale: Float): Float {
            if (scale <= 1f) return v * scale
            val at2 = when {
                v <= FROM[0] -> v * 2f
                v >= FROM.last() -> v
                else -> {
                    val i = FROM.indexOfFirst { it >= v }
                    val t = (v - FROM[i - 1]) / (FROM[i] - FROM[i - 1])
                    TO_2X[i - 1] + (TO_2X[i] - TO_2X[i - 1]) * t
                }
            }
            return v + (at2 - v) * (scale - 1f)
        }
    }
    val isLandscape: Boolean get() = width > height
    /** Smallest side in dp: ≥ 600 is a tablet. */
    val smallestDp: Float get() = minOf(width, height) / density
    val isTablet: Boolean get() = smallestDp >= 600f

    /** Scales text a little up on tablets. */
    private val k = if (isTablet) 1.2f else 1f
    val display = TextStyle(sp(34f * k), Theme.text, bold = true)
    val headline = TextStyle(sp(24f * k), Theme.text, bold = true)
    val title = TextStyle(sp(19f * k), Theme.text, bold = true)
    val body = TextStyle(sp(15.5f * k), Theme.text)
    val bodyDim = TextStyle(sp(15.5f * k), Theme.textDim)
    val label = TextStyle(sp(14f * k), Theme.text, bold = true)
    val small = TextStyle(sp(12.5f * k), Theme.textDim)
    /** A section heading (New game's "Players", "Who starts" …): one style for all of them. */
    val heading = TextStyle(sp(13f * k), Theme.accent, bold = true)
}
