package games.pyramids.app.art

import games.pyramids.core.RulesPicture
import games.pyramids.core.TextKey
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillGlow
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.PylosArt
import games.pyramids.app.pylos.PylosOverlay
import games.pyramids.app.pylos.PylosProjection
import games.pyramids.app.pylos.PylosRenderer
import games.pyramids.app.pyramida.PyramidaArt
import games.pyramids.app.pyramida.PyramidaGeometry
import games.pyramids.app.pyramido.PyramidoArt
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Highlight
import games.pyramids.app.ui.MarkArt
import games.pyramids.app.pyramida.PyramidaRenderer
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.core.LegendEntry
import games.pyramids.core.LegendSymbol
import games.pyramids.app.ui.Theme
import games.pyramids.core.GameKind
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosPhase
import games.pyramids.core.PylosPosition
import games.pyramids.core.PylosSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoCorner

/**
 * The rules' diagrams and the legend's symbols, drawn with the boards' own
 * art (balls, stones, padlock, shield, blocks, markers) so a picture looks
 * like the board the player meets.
 */
object RulesArt {
    /** Every symbol the game's board can draw, in legend order, with its style and words (the library's list, as on iOS). */
    fun symbols(kind: GameKind, s: Strings): List<LegendEntry> = s.legendSymbols(kind)

    /**
     * Draws [symbol] centred in [box] (a square of about 68 dp) as the board
     * draws it: on a patch of its board, with the board's own mark code
     * ([MarkArt]) or the piece's art. The marks every board shares (the
     * selection, the hint) are drawn as [kind]'s board draws them: on a
     * block, as an outline, in Pyramido.
     */
    fun symbol(p: Painter, symbol: LegendSymbol, box: Box, density: Float, kind: GameKind? = null) {
        val cx = box.cx; val cy = box.cy
        val r = minOf(box.width, box.height) * 0.33f
        if (kind == GameKind.PYRAMIDO && (symbol == LegendSymbol.SELECTED || symbol == LegendSymbol.HINT)) {
            val b = Box.centered(cx, cy, r * 2f, r * 2f)
            PyramidoArt.block(p, b, PyramidoColour.YELLOW, listOf(PyramidoCorner.SW), 1, density)
            MarkArt.box(p, symbol, b, density)
            return
        }
        when (symbol) {
            LegendSymbol.PYLOS_PLACE, LegendSymbol.PYLOS_RAISE_TO -> {
                hole(p, cx, cy, r)
                MarkArt.draw(p, symbol, cx, cy, r, density)
            }
            LegendSymbol.PYLOS_RAISE_FROM, LegendSymbol.SELECTED -> {
                PylosArt.ball(p, cx, cy, r, PylosColor.LIGHT, density)
                MarkArt.draw(p, symbol, cx, cy, r, density)
            }
            LegendSymbol.PYLOS_RECLAIM, LegendSymbol.LAST_MOVE -> {
                PylosArt.ball(p, cx, cy, r, PylosColor.DARK, density)
                MarkArt.draw(p, symbol, cx, cy, r, density)
            }
            LegendSymbol.HINT, LegendSymbol.LAST_FROM -> {
                hole(p, cx, cy, r)
                MarkArt.draw(p, symbol, cx, cy, r, density)
            }
            LegendSymbol.PYRAMIDA_MOVABLE -> {
                square(p, cx, cy, r * 1.6f, density)
                PyramidaArt.stone(p, cx, cy, r * 0.9f, PyramidaStone.WHITE, density)
                MarkArt.draw(p, symbol, cx, cy, r * 0.9f, density)
            }
            LegendSymbol.PYRAMIDA_MOVE_TO -> {
                square(p, cx, cy, r * 1.6f, density)
                MarkArt.draw(p, symbol, cx, cy, r, density)
            }
            LegendSymbol.PYRAMIDA_RETREAT_TO -> {
                square(p, cx, cy, r * 1.6f, density)
                val t = Pt(cx + r * 0.45f, cy + r * 0.45f)
                MarkArt.arrow(p, symbol, Pt(cx - r * 1.1f, cy - r * 1.1f), t, r * 0.5f, density)
                MarkArt.draw(p, symbol, t.x, t.y, r * 0.6f, density)
            }
            LegendSymbol.PYRAMIDA_BLOCKED, LegendSymbol.PYRAMIDA_PROTECTED -> {
                square(p, cx, cy, r * 1.6f, density)
                PyramidaArt.stone(p, cx, cy, r * 0.9f, PyramidaStone.BLACK, density)
                MarkArt.draw(p, symbol, cx, cy, r * 0.9f, density)
            }
            LegendSymbol.PYRAMIDA_EDGES -> {
                val s = r * 0.62f
                for (k in -1..1) square(p, cx + k * s * 1.0f, cy - k * s * 1.0f, s * 1.0f, density)
                p.line(cx - s * 1.6f, cy + s * 1.6f, cx + s * 1.6f, cy - s * 1.6f, density * 2.5f, Colors.withAlpha(PyramidaRenderer.INLAY, 200))
            }
            LegendSymbol.PYRAMIDA_TOP -> {
                square(p, cx, cy, r * 1.6f, density)
                p.strokeCircle(cx, cy, r * 0.8f, density * 2f, Colors.withAlpha(PyramidaRenderer.INLAY, 200))
                val a = r * 0.45f
                p.fill(PathBuilder.polygon(cx, cy - a, cx + a, cy + a * 0.6f, cx - a, cy + a * 0.6f), Fill.Solid(Colors.withAlpha(PyramidaRenderer.INLAY, 170)))
            }
            LegendSymbol.PYRAMIDO_CHOICE -> {
                val b = Box.centered(cx, cy, r * 2.2f, r * 2.2f)
                PyramidoArt.block(p, b, PyramidoColour.AQUA, listOf(PyramidoCorner.SW), 1, density)
                MarkArt.box(p, symbol, b, density)
            }
            LegendSymbol.PYRAMIDO_SPOT -> {
                val b = Box.centered(cx, cy, r * 2.4f, r * 1.2f)
                p.fillRoundRect(b.left, b.top, b.right, b.bottom, r * 0.15f, Colors.hex(0xD8C49A))
                MarkArt.box(p, symbol, Box(b.left, b.top, b.cx, b.bottom), density)
                MarkArt.box(p, symbol, Box(b.cx, b.top, b.right, b.bottom), density)
            }
            LegendSymbol.PYRAMIDO_GHOST -> {
                p.withSave {
                    p.multiplyAlpha(0.8f)
                    PyramidoArt.block(p, Box.centered(cx - r * 0.55f, cy, r * 1.1f, r * 1.1f), PyramidoColour.RED, listOf(PyramidoCorner.NW), 1, density)
                    PyramidoArt.block(p, Box.centered(cx + r * 0.55f, cy, r * 1.1f, r * 1.1f), PyramidoColour.BLUE, emptyList(), 1, density)
                }
                MarkArt.box(p, symbol, Box(cx - r * 1.1f, cy - r * 0.55f, cx + r * 1.1f, cy + r * 0.55f), density)
            }
            LegendSymbol.PYRAMIDO_JEWEL -> {
                val cols = PyramidoColour.entries
                val g = minOf(box.width / 3.2f, box.height / 2.2f)
                cols.forEachIndexed { i, c ->
                    val x = cx + (i % 3 - 1) * g; val y = cy + (i / 3 - 0.5f) * g
                    PyramidoArt.jewel(p, c, x, y, g * 0.36f)
                }
            }
            LegendSymbol.PYRAMIDO_MARKER -> {
                PyramidoArt.block(p, Box.centered(cx, cy, r * 2.2f, r * 2.2f), PyramidoColour.RED, listOf(PyramidoCorner.NW), 1, density)
                PyramidoArt.marker(p, PyramidoColour.RED, cx + r * 0.25f, cy + r * 0.25f, r * 0.55f)
            }
        }
    }

    private fun hole(p: Painter, cx: Float, cy: Float, r: Float) {
        p.fillCircle(cx, cy, r * 1.35f, Theme.woodMid)
        p.fill(Shape.Circle(cx, cy, r), Fill.Radial(cx, cy - r * 0.35f, r * 1.1f,
            intArrayOf(Colors.darken(Theme.woodHole, 0.35f), Theme.woodHole, Colors.lighten(Theme.woodMid, 0.1f)), floatArrayOf(0f, 0.75f, 1f)))
    }

    /** One dark field of Pyramida's chequer, on wood. */
    private fun square(p: Painter, cx: Float, cy: Float, half: Float, density: Float) {
        val sq = Shape.Rect(cx - half, cy - half, cx + half, cy + half)
        p.fill(sq, Fill.Radial(cx, cy - half * 0.3f, half * 1.5f,
            intArrayOf(Colors.darken(Theme.woodHole, 0.2f), Theme.woodHole, Colors.mix(Theme.woodHole, Theme.woodMid, 0.5f)), floatArrayOf(0f, 0.7f, 1f)))
        p.stroke(sq, density, Colors.withAlpha(0xFFF0D0, 50))
    }

    private fun arrow(p: Painter, a: Pt, b: Pt, density: Float, color: Int = Colors.withAlpha(Highlight.destination, 230)) {
        val d = a.dist(b); if (d < 1f) return
        val ux = (b.x - a.x) / d; val uy = (b.y - a.y) / d
        val h = maxOf(density * 5f, d * 0.22f)
        val e = Pt(b.x - ux * h * 0.6f, b.y - uy * h * 0.6f)
        p.line(a.x, a.y, e.x, e.y, density * 2.6f, color)
        p.fill(PathBuilder.polygon(b.x, b.y, e.x - uy * h * 0.55f - ux * h * 0.4f, e.y + ux * h * 0.55f - uy * h * 0.4f,
            e.x + uy * h * 0.55f - ux * h * 0.4f, e.y - ux * h * 0.55f - uy * h * 0.4f), Fill.Solid(color))
    }

    // ---- diagrams --------------------------------------------------------

    /** The id under which [diagram] draws a rules section's picture (the catalog names it by [RulesPicture]). */
    fun id(picture: RulesPicture): String = when (picture) {
        RulesPicture.PYLOS_PYRAMID -> "pylos-pyramid"
        RulesPicture.PYLOS_RAISE -> "pylos-raise"
        RulesPicture.PYLOS_SQUARE -> "pylos-square"
        RulesPicture.PYRAMIDO_PYRAMID -> "pyramido-pyramid"
        RulesPicture.PYRAMIDO_TURN -> "pyramido-turn"
        RulesPicture.PYRAMIDO_BONUS -> "pyramido-bonus"
        RulesPicture.PYRAMIDO_NO_FIT -> "pyramido-nofit"
        RulesPicture.PYRAMIDA_BOARD -> "pyramida-board"
        RulesPicture.PYRAMIDA_MOVE -> "pyramida-move"
        RulesPicture.PYRAMIDA_RETREAT -> "pyramida-retreat"
        RulesPicture.PYRAMIDA_PROTECTED -> "pyramida-protected"
        RulesPicture.PYRAMIDA_BLOCKED -> "pyramida-blocked"
    }

    /** How tall a diagram wants to be for a width, as a fraction of it. */
    fun aspect(picture: String): Float = when {
        picture.startsWith("pyramida") -> 0.58f
        picture.startsWith("pylos") -> 0.62f
        else -> 0.5f
    }

    fun diagram(p: Painter, picture: String, box: Box, density: Float) {
        when (picture) {
            "pylos-pyramid" -> GamePictures.pylos(p, box, density)
            "pylos-raise" -> pylos(p, box, density,
                mapOf("1b1" to L, "1c1" to D, "1b2" to D, "1c2" to L, "1a4" to L, "1d1" to D),
                raise = mapOf("1a4" to listOf("2b1")), target = "2b1")
            "pylos-square" -> pylos(p, box, density,
                mapOf("1a1" to L, "1b1" to L, "1a2" to L, "1b2" to L, "1c1" to D, "1d4" to D, "1c4" to D),
                reclaim = setOf("1a1", "1b1", "1a2", "1b2"))
            "pyramido-pyramid" -> GamePictures.pyramido(p, box, density)
            "pyramido-turn" -> pyramidoTurn(p, box, density)
            "pyramido-bonus" -> pyramidoBonus(p, box, density)
            "pyramido-nofit" -> pyramidoNoFit(p, box, density)
            "pyramida-board" -> pyramida(p, box, density, START)
            "pyramida-move" -> pyramida(p, box, density, START, movable = setOf("e1", "i1"), targets = setOf("d2", "f2"), selected = "e1")
            "pyramida-retreat" -> pyramida(p, box, density,
                mapOf("g5" to W, "f4" to B, "e3" to B, "g3" to W, "f2" to W, "a1" to W, "c1" to B, "k1" to B),
                arrows = listOf("g5" to "f4", "f4" to "e3", "e3" to "d2"))
            "pyramida-protected" -> pyramida(p, box, density,
                mapOf("c1" to W, "d2" to B, "e3" to B, "i1" to W, "g1" to B, "e1" to W),
                arrows = listOf("c1" to "d2"), protected = setOf("e3"))
            "pyramida-blocked" -> pyramida(p, box, density,
                mapOf("b2" to W, "d4" to B, "e1" to W, "g1" to B, "i1" to W, "k1" to B),
                arrows = listOf("c1" to "b2"), blocked = setOf("d4"), edges = true)
        }
    }

    private val L = PylosColor.LIGHT
    private val D = PylosColor.DARK
    val W = PyramidaStone.WHITE
    val B = PyramidaStone.BLACK
    private val START = mapOf("a1" to W, "c1" to B, "e1" to W, "g1" to B, "i1" to W, "k1" to B)

    private fun pylos(
        p: Painter, box: Box, density: Float, balls: Map<String, PylosColor>,
        raise: Map<String, List<String>> = emptyMap(), target: String? = null, reclaim: Set<String> = emptySet(),
    ) {
        val positions = PylosProjection.ALL.map { n ->
            val (l, c, r) = PylosProjection.parse(n)!!
            PylosPosition(n, l, c, r, balls[n], false, false, false, raise[n] ?: emptyList(), n in reclaim)
        }
        val snap = PylosSnapshot(PylosPhase.MOVE, listOf(15, 15), positions, balls.size, false)
        val proj = PylosProjection(yawDeg = 10f, elevationDeg = 40f).fitTo(box, box.width * 0.02f)
        // A chosen ball shows where it can go: select it so the target ring is drawn.
        val selected = if (target != null) raise.keys.firstOrNull() else null
        // A picture of a rule: no coordinates.
        PylosRenderer(density).apply { showCoordinates = false }.draw(p, proj, snap, PylosOverlay(selected = selected), 0L)
    }

    /** Pyramida's chequer triangle with stones and marks, like the board. */
    fun pyramida(
        p: Painter, box: Box, density: Float, stones: Map<String, PyramidaStone>,
        movable: Set<String> = emptySet(), targets: Set<String> = emptySet(), selected: String? = null,
        arrows: List<Pair<String, String>> = emptyList(), protected: Set<String> = emptySet(), blocked: Set<String> = emptySet(),
        edges: Boolean = true,
    ) {
        val g = PyramidaGeometry(box, box.width * 0.01f, maxStretch = 1f)
        val corners = g.corners()
        p.withSave {
            p.translate(g.cell * 0.06f, g.cell * 0.12f)
            p.fill(PathBuilder.polygon(corners), Fill.Solid(Colors.withAlpha(0x000000, 60)))
        }
        val minY = corners.minOf { it.y }; val maxY = corners.maxOf { it.y }
        p.fill(PathBuilder.polygon(corners), Fill.Linear(0f, minY, 0f, maxY,
            intArrayOf(Colors.lighten(Theme.woodLight, 0.08f), Theme.woodLight, Theme.woodMid), floatArrayOf(0f, 0.55f, 1f)))
        p.stroke(PathBuilder.polygon(corners), density * 1.5f, Colors.withAlpha(Theme.woodDark, 200))
        val spots = g.spots().associateBy { it.name }
        val r = g.stoneRadius
        for (sp in spots.values) {
            val half = g.cell * 0.5f; val halfH = g.cellH * 0.5f
            val sq = Shape.Rect(sp.center.x - half, sp.center.y - halfH, sp.center.x + half, sp.center.y + halfH)
            p.fill(sq, Fill.Radial(sp.center.x, sp.center.y - half * 0.3f, half * 1.5f,
                intArrayOf(Colors.darken(Theme.woodHole, 0.2f), Theme.woodHole, Colors.mix(Theme.woodHole, Theme.woodMid, 0.5f)), floatArrayOf(0f, 0.7f, 1f)))
            p.stroke(sq, density, Colors.withAlpha(0xFFF0D0, 50))
            if (sp.row == 5) {
                p.strokeCircle(sp.center.x, sp.center.y, r * 0.8f, density * 2f, Colors.withAlpha(Theme.accent, 160))
                val a = r * 0.45f
                p.fill(PathBuilder.polygon(sp.center.x, sp.center.y - a, sp.center.x + a, sp.center.y + a * 0.6f, sp.center.x - a, sp.center.y + a * 0.6f),
                    Fill.Solid(Colors.withAlpha(Theme.accent, 140)))
            }
        }
        if (edges) for ((lo, hi) in listOf("a1" to "e5", "k1" to "g5")) {
            val a = spots.getValue(lo).center; val b = spots.getValue(hi).center
            p.line(a.x, a.y, b.x, b.y, density * 2.5f, Colors.withAlpha(0xFFE7B8, 110))
        }
        for ((name, stone) in stones) {
            val c = spots[name]?.center ?: continue
            if (name in movable && name != selected) p.strokeCircle(c.x, c.y, r * 1.1f, density * 2.5f, Colors.withAlpha(Theme.accent, 220))
            if (name == selected) p.fillGlow(c.x, c.y, r * 1.5f, Colors.withAlpha(Theme.accent, 150))
            PyramidaArt.stone(p, c.x, c.y, r, stone, density)
            if (name == selected) p.strokeCircle(c.x, c.y, r * 1.1f, density * 3f, Theme.accent)
            if (name in blocked) {
                p.strokeCircle(c.x, c.y, r * 1.1f, density * 2.5f, Colors.withAlpha(0xD9503F, 230))
                PyramidaArt.lock(p, c.x - r * 0.75f, c.y - r * 0.75f, r * 0.8f)
            }
            if (name in protected) {
                p.strokeCircle(c.x, c.y, r * 1.12f, density * 2.5f, PyramidaArt.PROTECT)
                PyramidaArt.shield(p, c.x + r * 0.75f, c.y - r * 0.75f, r * 0.8f)
            }
        }
        for (name in targets) {
            val c = spots[name]?.center ?: continue
            p.strokeCircle(c.x, c.y, r * 1.02f, density * 3f, Colors.withAlpha(Theme.good, 230))
            p.fillCircle(c.x, c.y, r * 0.18f, Colors.withAlpha(Theme.good, 230))
        }
        for ((from, to) in arrows) {
            val a = spots[from]?.center ?: continue; val b = spots[to]?.center ?: continue
            val d = a.dist(b); val ux = (b.x - a.x) / d; val uy = (b.y - a.y) / d
            arrow(p, Pt(a.x + ux * r * 0.5f, a.y + uy * r * 0.5f), Pt(b.x - ux * r * 0.55f, b.y - uy * r * 0.55f), density, Colors.withAlpha(Theme.accent, 240))
        }
    }

    private fun blockAt(p: Painter, x: Float, y: Float, u: Float, c: PyramidoColour, jewels: List<PyramidoCorner>, density: Float, tile: Boolean = false) =
        PyramidoArt.block(p, Box(x, y, x + u, y + u), c, jewels, 1, density, tile)

    /** A domino laid, its jewelled red block marked, a single tile beside it. */
    private fun pyramidoTurn(p: Painter, box: Box, density: Float) {
        val u = minOf(box.width / 5.2f, box.height / 1.25f)
        val x0 = box.cx - u * 2.25f; val y0 = box.cy - u / 2
        blockAt(p, x0, y0, u, PyramidoColour.RED, listOf(PyramidoCorner.NW), density)
        blockAt(p, x0 + u, y0, u, PyramidoColour.BLUE, listOf(PyramidoCorner.SE), density)
        PyramidoArt.marker(p, PyramidoColour.RED, x0 + u * 0.62f, y0 + u * 0.62f, u * 0.2f)
        arrowText(p, box, x0 + u * 2.3f, box.cy, u, density)
        blockAt(p, x0 + u * 3.5f, y0, u, PyramidoColour.AQUA, listOf(PyramidoCorner.NE), density, tile = true)
    }

    /** A plus sign between two pieces: "and". */
    private fun arrowText(p: Painter, box: Box, x: Float, y: Float, u: Float, density: Float) {
        val c = Colors.withAlpha(Theme.textDim, 220); val k = u * 0.16f; val cx = x + u * 0.35f
        p.line(cx - k, y, cx + k, y, density * 3f, c)
        p.line(cx, y - k, cx, y + k, density * 3f, c)
    }

    /** Two marked areas: 3 jewels and 1 jewel; the weaker (1) scores twice. */
    private fun pyramidoBonus(p: Painter, box: Box, density: Float) {
        val u = minOf(box.width / 5.8f, box.height / 2.4f)
        val x0 = box.cx - u * 2.5f; val y0 = box.cy - u
        blockAt(p, x0, y0, u, PyramidoColour.YELLOW, listOf(PyramidoCorner.NW, PyramidoCorner.SE), density)
        blockAt(p, x0 + u, y0, u, PyramidoColour.YELLOW, listOf(PyramidoCorner.NE), density)
        blockAt(p, x0, y0 + u, u, PyramidoColour.GREEN, listOf(PyramidoCorner.SW), density)
        blockAt(p, x0 + u, y0 + u, u, PyramidoColour.BLUE, listOf(PyramidoCorner.SE), density)
        PyramidoArt.marker(p, PyramidoColour.YELLOW, x0 + u * 0.7f, y0 + u * 0.3f, u * 0.2f)
        PyramidoArt.marker(p, PyramidoColour.GREEN, x0 + u * 0.7f, y0 + u * 1.3f, u * 0.2f)
        val st = TextStyle(u * 0.36f, Theme.text, bold = true)
        val acc = st.withColor(Theme.accent)
        val tx = x0 + u * 2.4f
        p.drawText("3", tx, y0 + u * 0.62f, st)
        p.drawText("1", tx, y0 + u * 1.62f, st)
        p.drawText("+1", tx + u * 0.8f, y0 + u * 1.62f, acc)
        PyramidoArt.jewel(p, PyramidoColour.YELLOW, tx - u * 0.2f, y0 + u * 0.5f, u * 0.12f)
        PyramidoArt.jewel(p, PyramidoColour.GREEN, tx - u * 0.2f, y0 + u * 1.5f, u * 0.12f)
        p.line(tx - u * 0.3f, y0 + u * 1.95f, tx + u * 1.7f, y0 + u * 1.95f, density * 1.5f, Colors.withAlpha(Theme.text, 120))
        p.drawText("5", tx, y0 + u * 2.35f, st)
    }

    /** A floor 2 (4×3) with two holes no domino covers, and the two single tiles going in. */
    private fun pyramidoNoFit(p: Painter, box: Box, density: Float) {
        val u = minOf(box.width / 6.5f, box.height / 3.3f)
        val x0 = box.cx - u * 3.2f; val y0 = box.cy - u * 1.5f
        val colours = PyramidoColour.entries
        val holes = setOf(2 to 0, 1 to 2)
        var k = 0
        for (row in 0 until 3) for (col in 0 until 4) {
            val x = x0 + col * u; val y = y0 + row * u
            if ((col to row) in holes) {
                p.fillRoundRect(x + u * 0.06f, y + u * 0.06f, x + u * 0.94f, y + u * 0.94f, u * 0.1f, Colors.withAlpha(0x000000, 90))
                p.stroke(Shape.RoundRect(x + u * 0.06f, y + u * 0.06f, x + u * 0.94f, y + u * 0.94f, u * 0.1f), density * 2f, Colors.withAlpha(Theme.good, 220))
            } else blockAt(p, x, y, u, colours[k++ % 6], emptyList(), density)
        }
        val tx = x0 + u * 4.6f
        blockAt(p, tx, y0 + u * 0.15f, u * 0.9f, PyramidoColour.BROWN, listOf(PyramidoCorner.NE), density, tile = true)
        blockAt(p, tx, y0 + u * 1.55f, u * 0.9f, PyramidoColour.RED, listOf(PyramidoCorner.SW), density, tile = true)
    }
}
