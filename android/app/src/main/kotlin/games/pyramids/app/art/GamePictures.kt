package games.pyramids.app.art

import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.fillShadedCircle
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.PylosOverlay
import games.pyramids.app.pylos.PylosProjection
import games.pyramids.app.pylos.PylosRenderer
import games.pyramids.core.GameKind
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosPhase
import games.pyramids.core.PylosPosition
import games.pyramids.core.PylosSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoColour
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Palette
import games.pyramids.app.ui.Theme

/** The pictures of the three games on the home screen, drawn in code. */
object GamePictures {
    fun draw(p: Painter, kind: GameKind, box: Box, density: Float) = when (kind) {
        GameKind.PYLOS -> pylos(p, box, density)
        GameKind.PYRAMIDO -> pyramido(p, box, density)
        GameKind.PYRAMIDA -> pyramida(p, box, density)
    }

    /** A static Pylos position from a map of balls (for pictures and previews). */
    fun pylosSnapshot(balls: Map<String, PylosColor>): PylosSnapshot {
        val positions = PylosProjection.ALL.map { n ->
            val (l, c, r) = PylosProjection.parse(n)!!
            PylosPosition(n, l, c, r, balls[n], false, false, false, emptyList(), false)
        }
        val light = balls.values.count { it == PylosColor.LIGHT }
        val dark = balls.values.count { it == PylosColor.DARK }
        return PylosSnapshot(PylosPhase.MOVE, listOf(15 - light, 15 - dark), positions, balls.size, false)
    }

    private val pylosPicture: PylosSnapshot by lazy {
        val L = PylosColor.LIGHT; val D = PylosColor.DARK
        val base = listOf(L, D, L, D, D, L, D, L, L, L, D, D, D, L, L, D)
        val balls = HashMap<String, PylosColor>()
        PylosProjection.ALL.filter { it[0] == '1' }.forEachIndexed { i, n -> balls[n] = base[i] }
        listOf("2a1" to D, "2b1" to L, "2c1" to D, "2a2" to L, "2b2" to D, "2c2" to L, "2a3" to D, "2b3" to L, "2c3" to D,
            "3a1" to L, "3b1" to D, "3a2" to D).forEach { (n, c) -> balls[n] = c }
        pylosSnapshot(balls)
    }

    fun pylos(p: Painter, box: Box, density: Float) {
        val proj = PylosProjection(yawDeg = 14f, elevationDeg = 36f).fitTo(box, box.width * 0.01f)
        // A picture of the game: no coordinates.
        PylosRenderer(density * 0.8f).apply { showCoordinates = false }.draw(p, proj, pylosPicture, PylosOverlay(showPlayable = false), 0L)
    }

    private val blockColors get() = listOf(PyramidoColour.BROWN, PyramidoColour.BLUE, PyramidoColour.YELLOW, PyramidoColour.AQUA, PyramidoColour.RED, PyramidoColour.GREEN)
        .map { Palette.pyramido(it) }.toIntArray()

    /** A Pyramido pyramid seen from above: four floors of coloured blocks, each inset by a quarter, with jewels. */
    fun pyramido(p: Painter, box: Box, density: Float) {
        val cols = 5; val rows = 4
        val b = minOf(box.width / (cols + 0.6f), box.height / (rows + 0.6f))
        val left = box.cx - cols * b / 2f
        val top = box.cy - rows * b / 2f
        // Floor colours (block indexes into blockColors), floor by floor.
        val floors = listOf(
            intArrayOf(0, 0, 2, 2, 1, 3, 5, 5, 2, 1, 3, 4, 4, 0, 1, 3, 3, 4, 0, 5),
            intArrayOf(1, 1, 2, 4, 5, 5, 2, 4, 3, 0, 0, 4),
            intArrayOf(2, 3, 3, 4, 4, 1),
            intArrayOf(5, 5),
        )
        val jewels = setOf(0 to 2, 0 to 7, 0 to 11, 0 to 16, 1 to 1, 1 to 6, 1 to 10, 2 to 2, 2 to 3, 3 to 0)
        p.fillRoundRect(left - b * 0.18f, top - b * 0.18f + b * 0.12f, left + cols * b + b * 0.18f, top + rows * b + b * 0.3f, b * 0.2f, Colors.withAlpha(0x000000, 70))
        for ((f, colors) in floors.withIndex()) {
            val fc = cols - f; val fr = rows - f
            val ox = left + f * b / 2f; val oy = top + f * b / 2f
            // The floor's shadow on the one below.
            if (f > 0) p.fillRoundRect(ox - b * 0.04f, oy + b * 0.1f, ox + fc * b + b * 0.1f, oy + fr * b + b * 0.16f, b * 0.1f, Colors.withAlpha(0x000000, 80))
            for (i in colors.indices) {
                val cx = i % fc; val cy = i / fc
                val x0 = ox + cx * b; val y0 = oy + cy * b
                // The game's own block art, so the picture looks like the board.
                val colour = games.pyramids.core.PyramidoColour.entries[colors[i]]
                val jewelled = if ((f to i) in jewels) listOf(games.pyramids.core.PyramidoCorner.NW) else emptyList()
                games.pyramids.app.pyramido.PyramidoArt.block(p, Box(x0, y0, x0 + b, y0 + b), colour, jewelled, f + 1, density)
            }
        }
        // A marker on top.
        games.pyramids.app.pyramido.PyramidoArt.marker(p, games.pyramids.core.PyramidoColour.GREEN, left + 2.5f * b, top + 2f * b, b * 0.2f)
    }

    /** A jewel symbol per colour (shape as a second cue beside the colour). */
    fun jewel(p: Painter, cx: Float, cy: Float, r: Float, colorIndex: Int) {
        val white = Colors.withAlpha(0xFFFFFF, 235)
        val shape = when (colorIndex % 6) {
            0 -> PathBuilder.polygon(cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy)                    // diamond
            1 -> PathBuilder.polygon(cx, cy - r, cx + r * 0.95f, cy + r * 0.8f, cx - r * 0.95f, cy + r * 0.8f) // triangle
            2 -> Shape.Circle(cx, cy, r * 0.85f)                                                          // pearl
            3 -> Shape.Rect(cx - r * 0.75f, cy - r * 0.75f, cx + r * 0.75f, cy + r * 0.75f)             // square
            4 -> hexagon(cx, cy, r)                                                                        // hexagon
            else -> star(cx, cy, r)                                                                        // star
        }
        p.fill(shape, Fill.Solid(white))
        p.stroke(shape, maxOf(1f, r * 0.18f), Colors.withAlpha(0x000000, 110))
    }

    private fun hexagon(cx: Float, cy: Float, r: Float): Shape.Path = PathBuilder.polygon((0 until 6).map { i ->
        val a = Math.toRadians(30.0 + 60.0 * i); Pt(cx + r * kotlin.math.cos(a).toFloat(), cy + r * kotlin.math.sin(a).toFloat())
    })

    private fun star(cx: Float, cy: Float, r: Float): Shape.Path = PathBuilder.polygon((0 until 10).map { i ->
        val a = Math.toRadians(-90.0 + 36.0 * i); val rr = if (i % 2 == 0) r else r * 0.45f
        Pt(cx + rr * kotlin.math.cos(a).toFloat(), cy + rr * kotlin.math.sin(a).toFloat())
    })

    /** The field centres of Pyramida's triangle board (reconstructed): name → (column 0..10, row 1..6). */
    val pyramidaFields: List<Triple<String, Int, Int>> = (1..6).flatMap { row ->
        (row - 1..11 - row step 2).map { col -> Triple("${'a' + col}$row", col, row) }
    }

    /** Pyramida's board as the game draws it: the chequer triangle, stones on the way up. */
    fun pyramida(p: Painter, box: Box, density: Float) =
        RulesArt.pyramida(p, box, density, mapOf("a1" to RulesArt.W, "d2" to RulesArt.B, "e3" to RulesArt.W, "g1" to RulesArt.B, "h4" to RulesArt.B, "i1" to RulesArt.W))

    /** A Pyramida stone: white with a dark rim, black with a pale ring. */
    fun stone(p: Painter, cx: Float, cy: Float, r: Float, white: Boolean, density: Float) {
        p.fillCircle(cx, cy + r * 0.18f, r, Colors.withAlpha(0x000000, 90))
        if (white) {
            val base = Palette.stone(PyramidaStone.WHITE)
            p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 1f), base, Colors.darken(base, 0.24f))
            p.strokeCircle(cx, cy, r, density * 1.2f, Colors.withAlpha(0x2A2A2A, 200))
        } else {
            val base = Palette.stone(PyramidaStone.BLACK)
            p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 0.28f), base, Colors.darken(base, 0.75f))
            p.strokeCircle(cx, cy, r * 0.68f, density * 1.2f, Colors.withAlpha(0xFFFFFF, 120))
        }
    }
}
