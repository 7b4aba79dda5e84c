package games.pyramids.app.pylos

import games.pyramids.app.session.at
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Tween
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.PathBuilder
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.fillCircle
import games.pyramids.app.paint.fillGlow
import games.pyramids.app.paint.line
import games.pyramids.app.paint.fillShadedCircle
import games.pyramids.app.paint.strokeCircle
import games.pyramids.app.paint.withSave
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosSnapshot
import games.pyramids.app.ui.Highlight
import games.pyramids.app.ui.MarkArt
import games.pyramids.core.LegendSymbol
import games.pyramids.app.ui.Palette
import games.pyramids.app.ui.Theme
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.TextStyle
import games.pyramids.core.LabelAxis
import games.pyramids.core.LabelEdge
import games.pyramids.core.pylosEdgeLabels

/** The coordinates' ink: 4.6:1 on the slab's darkest top tone (woodMid). */
const val COORDINATE_INK = 0xFF140A03.toInt()

/** Level 2's coordinates: a step lighter than level 1's, still 3:1 on the slab's darkest top tone. */
const val LEVEL2_INK = 0xFF3A2410.toInt()

/** How one ball looks; shared by the board, the reserves and the home picture. */
object PylosArt {
    /** What a covered ball's tones are pulled towards: the contact shadow's brown. */
    const val SHADOW = 0xFF1A0C04.toInt()

    /** How far a covered ball's tones move towards [SHADOW]. */
    const val COVERED_DIM = 0.38f

    /**
     * One ball. A [covered] ball (one a higher ball rests on) is drawn flat
     * and dimmed towards the shadow, without its glint, so the balls a
     * player can still see whole, and take, stand out.
     */
    fun ball(p: Painter, cx: Float, cy: Float, r: Float, color: PylosColor, lineScale: Float = 1f, covered: Boolean = false) {
        // The fill is the shared palette's; highlight and rim are derived from it here.
        val base = if (covered) Colors.mix(Palette.ball(color), SHADOW, COVERED_DIM) else Palette.ball(color)
        val flat = if (covered) 0.35f else 1f
        when (color) {
            PylosColor.LIGHT -> {
                p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 0.85f * flat), base, Colors.darken(base, 0.3f * flat))
                // Light balls: a crisp dark outline.
                p.strokeCircle(cx, cy, r - 0.6f * lineScale, maxOf(1.2f, r * 0.055f) * lineScale, Colors.withAlpha(Theme.lightBallOutline, 200))
            }
            PylosColor.DARK -> {
                p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 0.3f * flat), base, Colors.darken(base, 0.7f * flat))
                // Dark balls: a pale engraved ring inside the edge, a second cue beside brightness.
                p.strokeCircle(cx, cy, r * 0.74f, maxOf(1f, r * 0.045f) * lineScale, Theme.darkBallRing)
                p.strokeCircle(cx, cy, r - 0.5f, maxOf(1f, r * 0.03f), Colors.withAlpha(0x000000, 160))
            }
        }
        games.pyramids.app.ui.PatternArt.draw(p, games.pyramids.app.ui.Box.centered(cx, cy, 2 * r, 2 * r),
            games.pyramids.core.PatternPiece.PylosBall(Palette.side(color)), base, round = true)
        // A small specular glint, on the balls in full view only.
        if (!covered) p.fillGlow(cx - r * 0.36f, cy - r * 0.42f, r * 0.28f, Colors.withAlpha(0xFFFFFF, if (color == PylosColor.LIGHT) 200 else 90))
    }

    /** The rim of a ball above the base: dark on a light ball, light on a dark one, so its outline reads against the balls under it. */
    fun rim(p: Painter, cx: Float, cy: Float, r: Float, color: PylosColor, density: Float) {
        val w = 1.25f * density
        val ink = if (color == PylosColor.LIGHT) Theme.lightBallOutline else RIM_ON_DARK
        p.strokeCircle(cx, cy, r - w / 2f, w, ink)
    }

    /** The rim of a dark ball above the base: the engraved ring's cream, opaque. */
    const val RIM_ON_DARK = 0xFFF1DDBE.toInt()

    /** The shadow a ball above the base casts on the balls it rests on, a little towards the viewer. */
    fun restingShadow(p: Painter, cx: Float, cy: Float, r: Float) =
        p.fillGlow(cx, cy + r * 0.24f, r * 1.12f, Colors.withAlpha(0x000000, 120))

    /** A soft contact shadow on the surface under a ball. */
    fun shadow(p: Painter, cx: Float, cy: Float, r: Float) {
        p.fill(Shape.Oval(cx - r * 1.05f, cy - r * 0.3f, cx + r * 1.05f, cy + r * 0.75f),
            Fill.Radial(cx, cy + r * 0.22f, r * 1.05f, intArrayOf(Colors.withAlpha(0x1A0C04, 150), Colors.withAlpha(0x1A0C04, 0)), floatArrayOf(0f, 1f)))
    }
}

/**
 * The last turn as the interaction model marks it (`MarkReason.LAST_MOVE`
 * and `LAST_FROM`): where balls went, and where balls left (a raise's
 * source, a ball taken back). A ball placed and taken back in one turn is
 * in both; only its empty place is drawn.
 */
data class PylosLastTurn(
    /** Positions a ball was placed or raised to. */
    val to: Set<String> = emptySet(),
    /** Positions a ball left: raised from or taken back. */
    val from: Set<String> = emptySet(),
) {
    val isEmpty: Boolean get() = to.isEmpty() && from.isEmpty()
}

/** What the board shows besides the snapshot: selection, drag, hint, last move, animations. */
data class PylosOverlay(
    val selected: String? = null,
    val drag: Drag? = null,
    /** Positions of the hint (target, and source for a raise). */
    val hint: List<String> = emptyList(),
    /** The review: the choice played from this position, drawn as the last turn is. */
    val played: PylosLastTurn = PylosLastTurn(),
    /** The last turn (shown once the animations have played). */
    val lastTurn: PylosLastTurn = PylosLastTurn(),
    /** Only the human to move sees what is playable. */
    val showPlayable: Boolean = true,
    val animations: List<Tween<PylosAnim>> = emptyList(),
    /** Where each seat's reserve sits, in board coordinates (balls fly there). */
    val reserveAnchors: List<Pt> = emptyList(),
)

/** Where a flying ball is: shared by the renderer and the tests that check its path. */
object PylosFlight {
    /** A reserve ball on its way from [from] to the hole at [to] (of radius [r]), at raw progress [raw]. */
    fun drop(from: Pt, to: Pt, unit: Float, raw: Float): Pt = Lerp.arc(from, to, unit * 1.6f, games.pyramids.app.anim.Ease.inOutCubic(raw))
}

/**
 * Draws the Pylos board: a wooden slab with 16 holes and the balls in depth
 * order, with the playable places, raise targets, reclaimable balls, the
 * hint and the last turn marked in the colours of [Highlight]; the flights
 * (drops, raises, reclaims, a dragged ball) are drawn apart, above the
 * seat panels ([drawFlights]).
 */
class PylosRenderer(private val density: Float) {
    /** Coordinates on the slab's rim, so the words of hints and errors point somewhere (a setting may hide them). */
    var showCoordinates: Boolean = true

    fun draw(p: Painter, proj: PylosProjection, snap: PylosSnapshot, overlay: PylosOverlay, now: Long) {
        drawSlab(p, proj)
        if (showCoordinates) drawCoordinates(p, proj)
        val plan = proj.elevationDeg >= 89f

        val pulse = Lerp.sinWave(1400, now)
        val targets = overlay.selected?.let { snap.at(it)?.raiseTargets } ?: emptyList()
        val raising = overlay.selected != null

        // What the animations hide.
        val hidden = HashSet<String>()
        var patternGlow: Pair<PylosAnim.Pattern, Float>? = null
        for (tw in overlay.animations) {
            when (val a = tw.payload) {
                is PylosAnim.Drop -> hidden.add(a.to)
                is PylosAnim.Rise -> hidden.add(a.to)
                is PylosAnim.Pattern -> if (tw.hasStarted(now)) patternGlow = a to tw.rawProgress(now)
                is PylosAnim.Reclaim, is PylosAnim.Turn -> {}
            }
        }
        // Balls still waiting for their reclaim flight stay drawn where they were.
        val ghostsAtSource = overlay.animations.mapNotNull { tw -> (tw.payload as? PylosAnim.Reclaim)?.takeIf { !tw.hasStarted(now) } }
        // The last turn shows once its animations have played.
        val last = if (overlay.animations.any { it.payload !is PylosAnim.Turn }) PylosLastTurn() else overlay.lastTurn

        val spots = proj.spots().associateBy { it.name }
        val dragged = overlay.drag?.from
        // Balls a higher ball rests on (in the tilted view; the top view is kept as it was).
        val covered = if (plan) emptySet() else coveredBalls(snap, hidden)

        // Holes and the marks inside them (level 1).
        for (s in spots.values.filter { it.level == 1 }) {
            val pos = snap.at(s.name) ?: continue
            val hole = PathBuilder.polygon(proj.flatCircle(PylosProjection.world(1, s.column, s.row).copy(z = 0f), 0.41f))
            p.fill(hole, Fill.Radial(s.center.x, s.center.y - s.radius * 0.35f, s.radius * 1.1f,
                intArrayOf(Colors.darken(Theme.woodHole, 0.35f), Theme.woodHole, Colors.lighten(Theme.woodMid, 0.1f)), floatArrayOf(0f, 0.75f, 1f)))
            val empty = pos.ball == null || s.name in hidden
            val mr = placeMarkRadius(proj, s)
            if (empty && overlay.showPlayable && !raising && pos.canPlace) MarkArt.draw(p, LegendSymbol.PYLOS_PLACE, s.center.x, s.center.y, mr, density, pulse)
            if (empty && s.name in targets) {
                val hot = overlay.drag?.hover == s.name
                MarkArt.draw(p, LegendSymbol.PYLOS_RAISE_TO, s.center.x, s.center.y, mr * (if (hot) 1.1f else 1f), density)
            }
            if (empty && s.name in overlay.hint) MarkArt.draw(p, LegendSymbol.HINT, s.center.x, s.center.y, mr, density, pulse)
        }

        // Contact shadows of the base balls.
        for (pos in snap.positions) {
            if (pos.level != 1 || pos.ball == null || pos.name in hidden || pos.name == dragged) continue
            val s = spots.getValue(pos.name)
            PylosArt.shadow(p, s.center.x, s.center.y + s.radius * 0.25f, s.radius)
        }

        // Balls, ghost places and targets, far to near.
        data class Item(val depth: Float, val draw: () -> Unit)
        val items = ArrayList<Item>()
        for (pos in snap.positions) {
            val s = spots.getValue(pos.name)
            val ball = pos.ball
            if (ball != null && pos.name !in hidden) {
                items.add(Item(s.depth) {
                    if (pos.name == dragged) {
                        // The dragged ball's old place shows faintly.
                        p.withSave { p.multiplyAlpha(0.25f); PylosArt.ball(p, s.center.x, s.center.y, s.radius, ball, density) }
                    } else {
                        val lift = if (pos.name == overlay.selected) s.radius * 0.18f else 0f
                        // Seen from above, a higher ball casts its shadow on those it rests on: the levels read apart.
                        if (plan && pos.level > 1) p.fillGlow(s.center.x + s.radius * 0.12f, s.center.y + s.radius * 0.2f, s.radius * 1.22f, Colors.withAlpha(0x000000, 130))
                        if (!plan && pos.level > 1) PylosArt.restingShadow(p, s.center.x, s.center.y - lift, s.radius)
                        PylosArt.ball(p, s.center.x, s.center.y - lift, s.radius, ball, density, covered = pos.name in covered)
                        if (!plan && pos.level > 1) PylosArt.rim(p, s.center.x, s.center.y - lift, s.radius, ball, density)
                        decorateBall(p, s, pos.name, snap, overlay, lift, pulse)
                    }
                })
            } else if (pos.level > 1 && (ball == null || pos.name in hidden)) {
                val place = overlay.showPlayable && !raising && pos.canPlace
                val target = pos.name in targets
                val hint = pos.name in overlay.hint
                if (place || target || hint) items.add(Item(s.depth) { ghost(p, s, placeMarkRadius(proj, s), place, target, overlay.drag?.hover == pos.name, hint, pulse) })
            }
        }
        for (g in ghostsAtSource) {
            val s = spots[g.from] ?: continue
            items.add(Item(s.depth) { PylosArt.ball(p, s.center.x, s.center.y, s.radius, g.color, density) })
        }
        items.sortBy { it.depth }
        for (it in items) it.draw()

        // The last turn's ring above every ball, as on iOS: no nearer ball hides it.
        for (name in last.to) {
            val s = spots[name] ?: continue
            if (snap.at(name)?.ball == null || name in hidden || name == dragged) continue
            val lift = if (name == overlay.selected) s.radius * 0.18f else 0f
            lastMoveRing(p, s.center.x, s.center.y - lift, s.radius)
        }

        // The review: the choice played from this position in the last turn's
        // shared marks (as iOS), where its ball goes and where one leaves.
        for (name in overlay.played.to) {
            val s = spots[name] ?: continue
            lastMoveRing(p, s.center.x, s.center.y, s.radius)
        }
        for (name in overlay.played.from) {
            val s = spots[name] ?: continue
            MarkArt.draw(p, LegendSymbol.LAST_FROM, s.center.x, s.center.y, s.radius, density)
        }

        // Where the last turn's balls left, above the balls.
        drawLastFrom(p, spots, snap, last)

        // The pattern just completed glows over the balls.
        patternGlow?.let { (a, t) ->
            val alpha = (1f - kotlin.math.abs(t * 2f - 1f))
            for (name in a.positions) {
                val s = spots[name] ?: continue
                p.fillGlow(s.center.x, s.center.y, s.radius * 1.5f, Colors.withAlpha(Highlight.lastMove, (150 * alpha).toInt()))
            }
        }
    }

    /** The flights (drops, raises, reclaims) and the dragged ball: drawn above everything, the seat panels included. */
    fun drawFlights(p: Painter, proj: PylosProjection, snap: PylosSnapshot, overlay: PylosOverlay, now: Long) {
        val unit = proj.pixelsPerUnit
        val spots = proj.spots().associateBy { it.name }
        for (tw in overlay.animations) {
            val a = tw.payload
            if (a is PylosAnim.Drop && !tw.hasStarted(now)) continue
            val t = tw.progress(now)
            when (a) {
                is PylosAnim.Drop -> {
                    val to = spots[a.to] ?: continue
                    val from = overlay.reserveAnchors.getOrNull(a.seat) ?: Pt(to.center.x, to.center.y - unit * 3f)
                    val raw = tw.rawProgress(now)
                    val pt = PylosFlight.drop(from, to.center, unit, raw)
                    // A small squash-and-settle as it lands (t overshoots with outBack).
                    val k = 1f + 0.25f * (t - raw).coerceAtLeast(0f)
                    PylosArt.ball(p, pt.x, pt.y, Lerp.f(to.radius * 0.8f, to.radius, raw) * k, a.color, density)
                }
                is PylosAnim.Rise -> {
                    val from = spots[a.from] ?: continue
                    val to = spots[a.to] ?: continue
                    val pt = Lerp.arc(from.center, to.center, unit * 1.2f, t)
                    PylosArt.ball(p, pt.x, pt.y, Lerp.f(from.radius, to.radius, t) * (1f + 0.12f * 4f * t * (1 - t)), a.color, density)
                }
                is PylosAnim.Reclaim -> {
                    if (!tw.hasStarted(now)) continue
                    val from = spots[a.from] ?: continue
                    val to = overlay.reserveAnchors.getOrNull(a.seat) ?: Pt(from.center.x, from.center.y + unit * 4f)
                    val pt = Lerp.arc(from.center, to, unit * 1.4f, t)
                    p.withSave {
                        p.multiplyAlpha(1f - 0.4f * t)
                        PylosArt.ball(p, pt.x, pt.y, from.radius * (1f - 0.35f * t), a.color, density)
                    }
                }
                else -> {}
            }
        }

        // The dragged ball follows the finger, lifted, with its shadow below.
        overlay.drag?.let { d ->
            val s = spots[d.from] ?: return@let
            val color = snap.at(d.from)?.ball ?: return@let
            val at = d.hover?.let { spots[it]?.center } ?: d.at
            PylosArt.shadow(p, at.x, at.y + s.radius * 0.9f, s.radius * 0.9f)
            PylosArt.ball(p, at.x, at.y - s.radius * 0.3f, s.radius * 1.1f, color, density)
        }
    }

    /**
     * The radius handed to [MarkArt] for an empty place's marks: their
     * rings (drawn at about 0.8 of it, on a halo ~3 dp wide) stay within
     * 0.42 of the spacing to the next place, halo included within 0.47, so
     * two neighbouring targets' rings never touch (the tilt squeezes rows).
     */
    fun placeMarkRadius(proj: PylosProjection, s: Spot): Float {
        val spacing = proj.spacing(s)
        return minOf(s.radius, 0.42f * spacing / 0.8f, (0.47f * spacing - 3f * density) / 0.8f)
    }

    /** The balls a ball of the level above rests on: each ball of level L+1 lies on four of level L. */
    private fun coveredBalls(snap: PylosSnapshot, hidden: Set<String>): Set<String> {
        val out = HashSet<String>()
        for (pos in snap.positions) {
            if (pos.level < 2 || pos.ball == null || pos.name in hidden) continue
            for (dc in 0..1) for (dr in 0..1) out.add(PylosProjection.name(pos.level - 1, pos.column + dc, pos.row + dr))
        }
        return out
    }

    /** A ring round the ball that moved last, on the marks' dark halo, so it reads on light and dark balls and on the wood. */
    private fun lastMoveRing(p: Painter, cx: Float, cy: Float, r: Float) = MarkArt.draw(p, LegendSymbol.LAST_MOVE, cx, cy, r, density)

    /** Where the last turn took a ball from, on each such place now empty. */
    private fun drawLastFrom(p: Painter, spots: Map<String, Spot>, snap: PylosSnapshot, last: PylosLastTurn) {
        for (name in last.from) {
            val s = spots[name] ?: continue
            if (snap.at(name)?.ball == null) dashedRing(p, s.center, s.radius * 0.92f)
        }
    }

    /** Where the last turn took a ball from. */
    private fun dashedRing(p: Painter, c: Pt, r: Float) = MarkArt.draw(p, LegendSymbol.LAST_FROM, c.x, c.y, r / 0.92f, density)

    private fun decorateBall(p: Painter, s: Spot, name: String, snap: PylosSnapshot, o: PylosOverlay, lift: Float, pulse: Float) {
        val pos = snap.at(name) ?: return
        val cx = s.center.x; val cy = s.center.y - lift
        if (o.showPlayable && pos.canReclaim) MarkArt.draw(p, LegendSymbol.PYLOS_RECLAIM, cx, cy, s.radius, density, pulse)
        if (name == o.selected) {
            MarkArt.draw(p, LegendSymbol.SELECTED, cx, cy, s.radius, density)
        } else if (o.showPlayable && o.selected == null && pos.raiseTargets.isNotEmpty()) {
            MarkArt.draw(p, LegendSymbol.PYLOS_RAISE_FROM, cx, cy, s.radius, density)
        }
        if (name in o.hint) MarkArt.draw(p, LegendSymbol.HINT, cx, cy, s.radius, density, pulse)
    }

    private fun ghost(p: Painter, s: Spot, markR: Float, place: Boolean, target: Boolean, hot: Boolean, hint: Boolean, pulse: Float) {
        // A place above the base: a faint glass ball where a ball would sit, and the place's marks on it.
        val glass = s.radius * (if (hot) 1.06f else 0.96f)
        p.fill(Shape.Circle(s.center.x, s.center.y, glass), Fill.Radial(s.center.x - glass * 0.3f, s.center.y - glass * 0.35f, glass * 1.3f,
            intArrayOf(Colors.withAlpha(0xFFFFFF, 70), Colors.withAlpha(0xFFFFFF, 15)), floatArrayOf(0f, 1f)))
        val r = markR * (if (hot) 1.1f else 1f)
        if (target) MarkArt.draw(p, LegendSymbol.PYLOS_RAISE_TO, s.center.x, s.center.y, r, density)
        else if (place) MarkArt.draw(p, LegendSymbol.PYLOS_PLACE, s.center.x, s.center.y, r, density, pulse)
        if (hint) MarkArt.draw(p, LegendSymbol.HINT, s.center.x, s.center.y, r, density, pulse)
    }

    /**
     * The library's labels (`pylosEdgeLabels`) on the slab's rim, in the
     * strip between the outer balls and the slab's edge so they never sit
     * under a ball or a mark: level 1's letters on the line nearest Light
     * under its columns and its numbers on the left, level 2's letters on
     * the line beyond (the wider rim on Light's side) under its columns and
     * its numbers on the right, each beside the column or row it names.
     * Near-black on the wood: at least 4.5:1 on its darkest tone.
     */
    private fun drawCoordinates(p: Painter, proj: PylosProjection) {
        val unit = proj.pixelsPerUnit
        val size = maxOf(10f * density, minOf(unit * 0.22f, 16f * density))
        val labels = pylosEdgeLabels()
        // Where each level's two lines run: its letters' line (y) and its numbers' line (x).
        val lines = HashMap<Int, FloatArray>()
        for (label in labels) {
            val line = PylosProjection.labelLine(label.ring.toInt())
            val xy = lines.getOrPut(label.level.toInt()) { floatArrayOf(Float.NaN, Float.NaN) }
            when (label.axis) {
                LabelAxis.COLUMN -> xy[1] = if (label.edge == LabelEdge.TOP) -line else line
                LabelAxis.ROW -> xy[0] = if (label.edge == LabelEdge.RIGHT) line else -line
            }
        }
        // Each level's badge where its two lines meet, at their outer ends: the digit tells level 1's letters from level 2's without words.
        for ((level, xy) in lines) {
            if (xy[0].isNaN() || xy[1].isNaN()) continue
            val pt = proj.project(P3(xy[0], xy[1], 0f))
            levelBadge(p, pt.x, pt.y, size * (if (level == 1) 0.62f else 0.55f), level)
        }
        for (label in labels) {
            val line = PylosProjection.labelLine(label.ring.toInt())
            val level = label.level.toInt()
            // Level 2's line a little smaller and lighter: the base's letters lead.
            val style = if (level == 1) TextStyle(size, COORDINATE_INK, bold = true, align = Align.CENTER)
                else TextStyle(size * 0.86f, LEVEL2_INK, bold = true, align = Align.CENTER)
            val at = when (label.axis) {
                // On the rim's surface, under the column.
                LabelAxis.COLUMN -> PylosProjection.world(level, label.index.toInt(), 0).copy(y = if (label.edge == LabelEdge.TOP) -line else line, z = 0f)
                // At the height of the row's balls, so that in the 3-D view the number stands level with them (level 2's stand higher).
                LabelAxis.ROW -> PylosProjection.world(level, 0, label.index.toInt()).copy(x = if (label.edge == LabelEdge.RIGHT) line else -line)
            }
            val pt = proj.project(at)
            p.drawText(label.text, pt.x, pt.y + style.size * 0.36f, style)
        }
    }

    /** A small dark disc with the level's digit in the wood's light tone. */
    private fun levelBadge(p: Painter, cx: Float, cy: Float, r: Float, level: Int) {
        p.fillCircle(cx, cy, r, if (level == 1) COORDINATE_INK else LEVEL2_INK)
        p.drawText("$level", cx, cy + r * 0.5f, TextStyle(r * 1.4f, Theme.woodLight, bold = true, align = Align.CENTER))
    }

    private fun drawSlab(p: Painter, proj: PylosProjection) {
        val h = PylosProjection.HALF_BOARD
        val t = PylosProjection.SLAB_THICKNESS
        val corner = 0.35f
        // The slab's outline: a rounded square, sampled.
        val outline = ArrayList<P3>()
        // Light's side (+y) reaches NEAR_LIP further: the second line of coordinates.
        val near = h + PylosProjection.NEAR_LIP
        val cs = listOf(Triple(h - corner, near - corner, 0.0), Triple(-h + corner, near - corner, 90.0), Triple(-h + corner, -h + corner, 180.0), Triple(h - corner, -h + corner, 270.0))
        for ((cx, cy, a0) in cs) for (i in 0..6) {
            val a = Math.toRadians(a0 + i * 15.0)
            outline.add(P3(cx + corner * kotlin.math.cos(a).toFloat(), cy + corner * kotlin.math.sin(a).toFloat(), 0f))
        }
        val top = outline.map { proj.project(it).pt }
        val bottom = outline.map { proj.project(it.copy(z = -t)).pt }
        // Shadow on the table.
        val sh = outline.map { proj.project(P3(it.x * 1.02f, it.y * 1.02f + 0.12f, -t)).pt }
        p.fill(PathBuilder.polygon(sh), Fill.Solid(Colors.withAlpha(0x000000, 45)))
        // Side faces that look at the eye.
        val n = outline.size
        for (i in 0 until n) {
            val a = outline[i]; val b = outline[(i + 1) % n]
            // Outward normal of this edge (the outline runs counter-clockwise in board space).
            val nx = (b.y - a.y); val ny = -(b.x - a.x)
            if (!proj.facesEye(nx, ny)) continue
            val len = kotlin.math.hypot(nx, ny) + 1e-6f
            // Lit from the upper left: faces turned left are a little brighter.
            val shade = Colors.mix(Theme.woodDark, Theme.woodMid, 0.55f - 0.25f * (nx / len))
            p.fill(PathBuilder.polygon(listOf(top[i], top[(i + 1) % n], bottom[(i + 1) % n], bottom[i])), Fill.Solid(shade))
        }
        // Top face with a warm gradient and a bevel line.
        val minY = top.minOf { it.y }; val maxY = top.maxOf { it.y }
        p.fill(PathBuilder.polygon(top), Fill.Linear(0f, minY, 0f, maxY, intArrayOf(Theme.woodMid, Theme.woodLight, Colors.lighten(Theme.woodLight, 0.08f)), floatArrayOf(0f, 0.6f, 1f)))
        // Wood grain: a few faint lines across the board.
        for (k in 0 until 7) {
            val y = -h + 0.35f + k * (2 * h - 0.7f) / 6f
            val a = proj.project(P3(-h + 0.15f, y + 0.05f * kotlin.math.sin(k * 1.7f), 0f)).pt
            val b = proj.project(P3(h - 0.15f, y - 0.05f * kotlin.math.cos(k * 1.3f), 0f)).pt
            p.stroke(Shape.Line(a.x, a.y, b.x, b.y), density * 1.2f, Colors.withAlpha(Theme.woodDark, 28))
        }
        val inner = outline.map { proj.project(P3(it.x * 0.93f, it.y * 0.93f, 0f)).pt }
        p.stroke(PathBuilder.polygon(inner), density * 1.5f, Colors.withAlpha(Theme.woodDark, 90))
        p.stroke(PathBuilder.polygon(top), density * 1.2f, Colors.withAlpha(0xFFF0D0, 70))
    }
}
