package games.pyramids.app.paint

import kotlin.math.roundToInt

/** ARGB colour helpers (no Android dependency, so tests and both painters share them). */
object Colors {
    fun argb(a: Int, r: Int, g: Int, b: Int): Int = (a shl 24) or (r shl 16) or (g shl 8) or b
    fun rgb(r: Int, g: Int, b: Int): Int = argb(255, r, g, b)
    fun hex(rgb: Int): Int = (0xFF shl 24) or (rgb and 0xFFFFFF)

    fun alpha(c: Int) = (c ushr 24) and 0xFF
    fun red(c: Int) = (c shr 16) and 0xFF
    fun green(c: Int) = (c shr 8) and 0xFF
    fun blue(c: Int) = c and 0xFF

    fun withAlpha(c: Int, a: Int): Int = (a.coerceIn(0, 255) shl 24) or (c and 0xFFFFFF)
    fun withAlpha(c: Int, a: Float): Int = withAlpha(c, (a * 255f).roundToInt())

    /** Multiplies the colour's alpha by [k] (0..1). */
    fun fade(c: Int, k: Float): Int = withAlpha(c, (alpha(c) * k.coerceIn(0f, 1f)).roundToInt())

    /** Linear blend of two colours, t = 0 → a, 1 → b. */
    fun mix(a: Int, b: Int, t: Float): Int {
        val u = t.coerceIn(0f, 1f)
        fun ch(x: Int, y: Int) = (x + (y - x) * u).roundToInt()
        return argb(ch(alpha(a), alpha(b)), ch(red(a), red(b)), ch(green(a), green(b)), ch(blue(a), blue(b)))
    }

    fun lighten(c: Int, t: Float) = mix(c, withAlpha(0xFFFFFF, alpha(c)), t)
    fun darken(c: Int, t: Float) = mix(c, withAlpha(0x000000, alpha(c)), t)

    /** Relative luminance (0..1), for contrast checks in tests. */
    fun luminance(c: Int): Double {
        fun lin(v: Int): Double {
            val s = v / 255.0
            return if (s <= 0.03928) s / 12.92 else Math.pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * lin(red(c)) + 0.7152 * lin(green(c)) + 0.0722 * lin(blue(c))
    }

    fun contrast(a: Int, b: Int): Double {
        val la = luminance(a); val lb = luminance(b)
        return (maxOf(la, lb) + 0.05) / (minOf(la, lb) + 0.05)
    }
}
