package games.pyramids.app.ui

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.withSave
import games.pyramids.core.ColourPatterns
import games.pyramids.core.PatternMark
import games.pyramids.core.PatternPiece
import games.pyramids.core.PatternStrength
import games.pyramids.core.PatternStyle
import games.pyramids.core.contrastRatio
import games.pyramids.core.patternStyle
import kotlin.math.PI
import kotlin.math.sin

/** Ink of a pattern on a light fill, and on a dark one. */
const val PATTERN_INK_DARK = 0xFF1B1206.toInt()
const val PATTERN_INK_LIGHT = 0xFFFFF6E2.toInt()

/**
 * The colour-blind patterns (`pattern_style` of the shared model decides the
 * mark and its strength from the setting and the piece's size; this only
 * paints it). The setting is held here, painter-wide like the theme, rather
 * than passed down: every drawer of a ball, stone or domino reads it, so the
 * quarry, the opponents' pyramids, the legend and the ghost can never be the
 * one call site that forgets it.
 */
object PatternArt {
    /** The player's setting; the app sets it at start and at every change. */
    @Volatile var setting: ColourPatterns = ColourPatterns.STANDARD

    /** Pixels per dp, so the model's size threshold means the same on every screen (and as iOS's points). */
    @Volatile var density: Float = 1f

    /** The style [piece] drawn [sizePx] px across wears now, or null for none. */
    fun style(piece: PatternPiece, sizePx: Float): PatternStyle? = patternStyle(setting, piece, sizePx / density)

    /**
     * Draws [piece]'s mark over its fill [base] inside [box]; a [round] piece
     * (a ball, a stone) keeps the mark within its inscribed square, so no
     * stroke leaves the disc.
     */
    fun draw(p: Painter, box: Box, piece: PatternPiece, base: Int, round: Boolean = false) {
        val size = minOf(box.width, box.height)
        val style = style(piece, size) ?: return
        mark(p, box, style, base, round)
    }

    private val inkOf = java.util.concurrent.ConcurrentHashMap<Int, Boolean>()

    /** Whether the dark ink contrasts more with [base] than the light one (WCAG, the shared model's measure), per fill colour once. */
    private fun darkInkOn(base: Int): Boolean = inkOf.getOrPut(base and 0xFFFFFF) {
        val rgb = (base and 0xFFFFFF).toUInt()
        contrastRatio(rgb, (PATTERN_INK_DARK and 0xFFFFFF).toUInt()) >= contrastRatio(rgb, (PATTERN_INK_LIGHT and 0xFFFFFF).toUInt())
    }

    /** Paints [style] in [box] over [base]: ink that contrasts with the fill, bolder when Strong. */
    fun mark(p: Painter, box: Box, style: PatternStyle, base: Int, round: Boolean = false) {
        if (style.mark == PatternMark.SOLID) return
        val strong = style.strength == PatternStrength.STRONG
        val area = if (round) Box.centered(box.cx, box.cy, box.width * 0.66f, box.height * 0.66f) else box.inset(minOf(box.width, box.height) * 0.1f)
        val s = minOf(area.width, area.height)
        val dark = darkInkOn(base)
        val ink = Colors.withAlpha(if (dark) PATTERN_INK_DARK else PATTERN_INK_LIGHT, if (strong) 215 else 125)
        val w = maxOf(if (strong) 1.4f else 0.8f, s * (if (strong) 0.095f else 0.05f))
        p.withSave {
            p.clipRect(area.left, area.top, area.right, area.bottom)
            when (style.mark) {
                PatternMark.SOLID -> {}
                PatternMark.DOTS -> for (i in 0..2) for (j in 0..2) if ((i + j) % 2 == 0) {
                    p.fill(Shape.Circle(area.left + s * (0.2f + 0.3f * i), area.top + s * (0.2f + 0.3f * j), w * 1.1f), Fill.Solid(ink))
                }
                PatternMark.STRIPES -> for (k in -2..2) {
                    val o = k * s * 0.34f
                    p.stroke(Shape.Line(area.left + o, area.bottom, area.left + o + s, area.top), w, ink)
                }
                PatternMark.CROSS -> {
                    val k = s * 0.22f
                    p.stroke(Shape.Line(area.cx - k, area.cy - k, area.cx + k, area.cy + k), w, ink)
                    p.stroke(Shape.Line(area.cx - k, area.cy + k, area.cx + k, area.cy - k), w, ink)
                }
                PatternMark.WAVES -> for (row in 0..1) {
                    val y0 = area.top + s * (0.32f + 0.36f * row)
                    val b = PathBuilder().moveTo(area.left, y0)
                    for (i in 1..16) {
                        val t = i / 16f
                        b.lineTo(area.left + s * t, y0 + (s * 0.1f * sin(t * 4 * PI)).toFloat())
                    }
                    p.stroke(b.build(), w, ink)
                }
                PatternMark.RINGS -> {
                    p.stroke(Shape.Circle(area.cx, area.cy, s * 0.36f), w, ink)
                    p.stroke(Shape.Circle(area.cx, area.cy, s * 0.16f), w, ink)
                }
                PatternMark.CHECKS -> for (i in 0..2) for (j in 0..2) if ((i + j) % 2 == 1) {
                    val c = s / 3f
                    p.fill(Shape.Rect(area.left + i * c, area.top + j * c, area.left + (i + 1) * c, area.top + (j + 1) * c), Fill.Solid(Colors.withAlpha(ink, if (strong) 150 else 80)))
                }
            }
        }
    }
}
