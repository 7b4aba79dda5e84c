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

/** How one ball looks; shared by the board, the reserves and the home picture. */
object PylosArt {
    /** What a covered ball's tones are pulled towards: the contact shadow's brown. */
    const val SHADOW = 0xFF1A0C04.toInt()

    /** How far a covered ball's tones move towards [SHADOW]. */
    const val COVERED_DIM = 0.38f

    /** How much of a free ball's shading a covered one keeps: nearly flat, so it reads as underneath at a glance. */
    const val COVERED_RELIEF = 0.2f

    /** How far a covered dark ball's engraved ring fades into its body: the dark ball's brightest cue goes dull too. */
    const val COVERED_RING_FADE = 0.65f

    /**
     * One ball. A [covered] ball (one a higher ball rests on) is drawn
     * flat and dimmed towards the shadow, without its glint, so the balls a
     * player can still see whole, and take, stand out. A dark ball is dark
     * already, so dimming alone barely shows: its relief is flattened as
     * much and its pale engraved ring fades into its body.
     */
    fun ball(p: Painter, cx: Float, cy: Float, r: Float, color: PylosColor, lineScale: Float = 1f, covered: Boolean = false) {
        // The fill is the shared palette's; highlight and rim are derived from it here.
        val base = if (covered) Colors.mix(Palette.ball(color), SHADOW, COVERED_DIM) else Palette.ball(color)
        val relief = if (covered) COVERED_RELIEF else 1f
        when (color) {
            PylosColor.LIGHT -> {
                p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 0.85f * relief), base, Colors.darken(base, 0.3f * relief))
                // Light balls: a crisp dark outline.
                p.strokeCircle(cx, cy, r - 0.6f * lineScale, maxOf(1.2f, r * 0.055f) * lineScale, Colors.withAlpha(Theme.lightBallOutline, 200))
            }
            PylosColor.DARK -> {
                p.fillShadedCircle(cx, cy, r, Colors.lighten(base, 0.3f * relief), base, Colors.darken(base, 0.7f * relief))
                // Dark balls: a pale engraved ring inside the edge, a second cue beside brightness.
                val ring = if (covered) Colors.mix(Theme.darkBallRing, base, COVERED_RING_FADE) else Theme.darkBallRing
                p.strokeCircle(cx, cy, r * 0.74f, maxOf(1f, r * 0.045f) * lineScale, ring)
                p.strokeCircle(cx, cy, r - 0.5f, maxOf(1f, r * 0.03f), Colors.withAlpha(0x000000, 160))
            }
        }
        // The colour-vision pattern stays on a covered ball (it still tells the colours apart), a step fainter.
        p.withSave {
            if (covered) p.multiplyAlpha(0.5f)
            games.pyramids.app.ui.PatternArt.draw(p, games.pyramids.app.ui.Box.centered(cx, cy, 2 * r, 2 * r),
                games.pyramids.core.PatternPiece.PylosBall(Palette.side(color)), base, round = true)
        }
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
    /** Coordinates beside the slab, so the words of hints and errors point somewhere (a setting may hide them). */
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
     * The library's labels (`pylosEdgeLabels`) beside the slab, never on
     * it: level 1's numbers left of its rows and level 2's right of theirs,
     * level 1's letters on the first line beyond Light's edge under their
     * columns and level 2's on the line beyond, each beside the column or
     * row it names. A line on a side that faces the eye runs at the foot of
     * that side, so it clears the side face too. Light ink on the screen's
     * background; level 2's smaller and dimmer, so level 1's read first.
     * A disc with the level's digit where each level's two lines meet tells
     * a-d from a-c without words. As iOS's.
     */
    private fun drawCoordinates(p: Painter, proj: PylosProjection) {
        for (m in coordinateMarks(proj) { text, style -> p.measureText(text, style) }) {
            if (m.badge) p.fillCircle(m.x, m.y, m.box.width / 2f, if (m.level == 1) Theme.text else Theme.textDim)
            p.drawText(m.text, m.x, m.y + m.style.size * 0.36f, m.style)
        }
    }

    /** One coordinate or level badge: centred at ([x], [y]), covering [box] on screen. */
    data class CoordinateMark(val text: String, val level: Int, val badge: Boolean, val x: Float, val y: Float, val style: TextStyle, val box: games.pyramids.app.ui.Box)

    /** Where [drawCoordinates] puts each label and badge ([measure] gives a text's width), so tests can check them. */
    fun coordinateMarks(proj: PylosProjection, measure: (String, TextStyle) -> Float): List<CoordinateMark> {
        val size = maxOf(10f * density, minOf(proj.pixelsPerUnit * 0.22f, 16f * density))
        val t = PylosProjection.SLAB_THICKNESS
        val out = ArrayList<CoordinateMark>()
        fun mark(text: String, level: Int, badge: Boolean, at: Pt, style: TextStyle, halfW: Float, halfH: Float) =
            CoordinateMark(text, level, badge, at.x, at.y, style, games.pyramids.app.ui.Box(at.x - halfW, at.y - halfH, at.x + halfW, at.y + halfH))
        // Where each level's two lines meet: its badge.
        val corners = sortedMapOf<Int, P3>()
        for (label in pylosEdgeLabels()) {
            val level = label.level.toInt()
            val i = label.index.toInt()
            val corner = corners[level] ?: P3(0f, 0f, 0f)
            val at = when (label.axis) {
                LabelAxis.COLUMN -> {
                    val sign = if (label.edge == LabelEdge.TOP) -1f else 1f
                    val y = sign * PylosProjection.columnLine(label.ring.toInt())
                    P3(PylosProjection.world(level, i, 0).x, y, if (proj.facesEye(0f, sign)) -t else 0f)
                        .also { corners[level] = corner.copy(y = y, z = minOf(corner.z, it.z)) }
                }
                LabelAxis.ROW -> {
                    val sign = if (label.edge == LabelEdge.RIGHT) 1f else -1f
                    val x = sign * (PylosProjection.HALF_BOARD + PylosProjection.ROW_GAP)
                    P3(x, PylosProjection.world(level, 0, i).y, if (proj.facesEye(sign, 0f)) -t else 0f)
                        .also { corners[level] = corner.copy(x = x, z = minOf(corner.z, it.z)) }
                }
            }
            val style = if (level == 1) TextStyle(size, Theme.text, bold = true, align = Align.CENTER)
                else TextStyle(size * 0.86f, Theme.textDim, bold = true, align = Align.CENTER)
            out += mark(label.text, level, false, proj.project(at).pt, style, measure(label.text, style) / 2f, style.size * 0.42f)
        }
        for ((level, c) in corners) {
            val r = size * (if (level > 1) 0.62f else 0.7f)
            val digit = TextStyle(r * 1.3f, Theme.backgroundBottom, bold = true, align = Align.CENTER)
            out += mark("$level", level, true, proj.project(c).pt, digit, r, r)
        }
        return out
    }

    private fun drawSlab(p: Painter, proj: PylosProjection) {
        val h = PylosProjection.HALF_BOARD
        val t = PylosProjection.SLAB_THICKNESS
        val outline = PylosProjection.SLAB_OUTLINE
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
