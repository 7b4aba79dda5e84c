package games.pyramids.app.pylos

import games.pyramids.app.paint.Pt
import games.pyramids.app.ui.Box
import kotlin.math.cos
import kotlin.math.sin
import kotlin.math.sqrt

/** A point in board space: units of one ball diameter, z up from the board's top face. */
data class P3(val x: Float, val y: Float, val z: Float)

/** A projected point: screen position, scale (perspective) and depth (bigger = nearer the eye). */
data class Projected(val x: Float, val y: Float, val scale: Float, val depth: Float) {
    val pt: Pt get() = Pt(x, y)
}

/** One of the 30 positions on screen. */
data class Spot(val name: String, val level: Int, val column: Int, val row: Int, val center: Pt, val radius: Float, val depth: Float)

/** How the Pylos board is seen. */
enum class PylosView {
    /** From the front, tilted: the pyramid in 3D; balls of a higher level hide part of those behind them. */
    TILTED,
    /**
     * From straight above: every ball and hole of every level shows (a
     * higher ball covers only the inner quarters of the four it rests on).
     * It reads the same from every side, so table mode uses it.
     */
    PLAN,
}

/**
 * The Pylos pyramid in a 3D-looking projection: the board is seen from the
 * front, tilted by [elevationDeg], turned by [yawDeg] about the vertical,
 * with a mild perspective. [fitTo] scales it to fill a screen box;
 * [PylosProjection.forBox] also picks the tilt that fills the box best.
 *
 * Positions follow the notation: level 1 is 4×4 (`1a1` … `1d4`), a level-L
 * ball at (c, r) rests on (c, r) (c+1, r) (c, r+1) (c+1, r+1) of level L-1,
 * so it sits half a ball further in each direction and √½ higher. Row 1 is
 * the near side and column a the left, as seen by Light (seat 0): the
 * rules page and the terminal board draw row 1 at the foot, as a chess
 * board does, so the words of a hint point where the player looks.
 */
class PylosProjection(
    val yawDeg: Float = 0f,
    val elevationDeg: Float = 50f,
    /** Eye distance in ball units; larger is flatter. */
    private val eye: Float = 15f,
    /** Balls are drawn this much smaller than they are (the plan view shrinks them so the level below shows between them). */
    val ballScale: Float = 1f,
    /** Whether the fit keeps room round the slab for the coordinates drawn beside it (only while they are shown). */
    val sideRoom: Boolean = false,
) {
    companion object {
        /** Height between levels for touching balls of diameter 1. */
        val LEVEL_RISE = sqrt(0.5f)
        /** Level-1 balls rest slightly sunk into their holes. */
        const val BASE_Z = 0.42f
        /** Half the board's width (slab edge) in ball units: the rim carries no labels, so it is just wider than the balls. */
        const val HALF_BOARD = 2.1f
        const val SLAB_THICKNESS = 0.34f

        /**
         * The coordinates run beside the slab, never on it (on the rim a
         * label straddled the slab's edge wherever the tilt narrowed the
         * rim): the row numbers this far out from the slab's side, in ball
         * units ...
         */
        const val ROW_GAP = 0.16f

        /** ... and line [ring] of the column letters (0 level 1's, 1 level 2's) this far from the centre, beyond the slab's front (Light's) edge. */
        fun columnLine(ring: Int): Float = HALF_BOARD + 0.27f + ring * 0.28f

        /** Half a label's footprint in ball units, so the fit leaves room for it. */
        const val LABEL_ROOM = 0.11f

        fun levelSize(level: Int) = 5 - level

        /** The slab's top outline in board space: a rounded square, counter-clockwise. */
        val SLAB_OUTLINE: List<P3> = run {
            val h = HALF_BOARD
            val corner = 0.35f
            val cs = listOf(Triple(h - corner, h - corner, 0.0), Triple(-h + corner, h - corner, 90.0), Triple(-h + corner, -h + corner, 180.0), Triple(h - corner, -h + corner, 270.0))
            cs.flatMap { (cx, cy, a0) ->
                (0..6).map { i ->
                    val a = Math.toRadians(a0 + i * 15.0)
                    P3(cx + corner * cos(a).toFloat(), cy + corner * sin(a).toFloat(), 0f)
                }
            }
        }

        /**
         * Board-space centre of a ball at a position. Rows count from the
         * near side (+y is towards Light), so row 1 is at +y; mirroring
         * keeps each ball on the four it rests on.
         */
        fun world(level: Int, column: Int, row: Int): P3 {
            val off = (level - 1) * 0.5f - 1.5f
            return P3(column + off, -(row + off), BASE_Z + (level - 1) * LEVEL_RISE)
        }

        /** Parses `2b1` → (2, 1, 0); null if it is not a position. */
        fun parse(name: String): Triple<Int, Int, Int>? {
            if (name.length != 3) return null
            val level = name[0] - '0'
            val col = name[1] - 'a'
            val row = name[2] - '1'
            val n = 5 - level
            if (level !in 1..4 || col !in 0 until n || row !in 0 until n) return null
            return Triple(level, col, row)
        }

        fun name(level: Int, column: Int, row: Int) = "$level${'a' + column}${row + 1}"

        /** Tilts the tilted view may take. */
        const val MIN_ELEVATION = 50f
        const val MAX_ELEVATION = 70f

        /**
         * The projection for [view] that draws the biggest board in [box]:
         * the plan view from straight above; the tilted view at the tilt
         * between [MIN_ELEVATION] and [MAX_ELEVATION] with the most pixels per
         * ball (the steeper on a tie, as it hides less).
         */
        fun forBox(view: PylosView, box: Box, margin: Float = 0f, sideRoom: Boolean = false): PylosProjection = when (view) {
            PylosView.PLAN -> PylosProjection(elevationDeg = 90f, eye = 40f, ballScale = 0.94f, sideRoom = sideRoom).fitTo(box, margin)
            PylosView.TILTED -> {
                var best: PylosProjection? = null
                var e = MIN_ELEVATION
                while (e <= MAX_ELEVATION + 0.01f) {
                    val p = PylosProjection(elevationDeg = e, sideRoom = sideRoom).fitTo(box, margin)
                    if (best == null || p.pixelsPerUnit >= best.pixelsPerUnit * 0.999f) best = p
                    e += 2f
                }
                best!!
            }
        }

        /** All 30 positions in snapshot order: level by level, row by row. */
        val ALL: List<String> = (1..4).flatMap { l -> (0 until levelSize(l)).flatMap { r -> (0 until levelSize(l)).map { c -> name(l, c, r) } } }
    }

    private val yaw = Math.toRadians(yawDeg.toDouble())
    private val elev = Math.toRadians(elevationDeg.toDouble())
    private val cy0 = cos(yaw).toFloat(); private val sy0 = sin(yaw).toFloat()
    private val se = sin(elev).toFloat(); private val ce = cos(elev).toFloat()

    private var unit = 100f
    private var ox = 0f
    private var oy = 0f

    /** Pixels per ball diameter at the board's centre depth. */
    val pixelsPerUnit: Float get() = unit

    /** Projection with unit scale, centred at the origin. */
    private fun raw(p: P3): Projected {
        val x = p.x * cy0 - p.y * sy0
        val y = p.x * sy0 + p.y * cy0
        val sx = x
        val sy = y * se - p.z * ce
        val depth = y * ce + p.z * se
        val k = eye / (eye - depth)
        return Projected(sx * k, sy * k, k, depth)
    }

    fun project(p: P3): Projected {
        val r = raw(p)
        return Projected(ox + r.x * unit, oy + r.y * unit, r.scale, r.depth)
    }

    /** The pyramid's extent (slab and apex, with room for the balls' tops) at unit scale. */
    private fun rawExtent(): FloatArray {
        val h = HALF_BOARD
        var minX = Float.MAX_VALUE; var minY = Float.MAX_VALUE; var maxX = -Float.MAX_VALUE; var maxY = -Float.MAX_VALUE
        fun add(x: Float, y: Float) { minX = minOf(minX, x); maxX = maxOf(maxX, x); minY = minOf(minY, y); maxY = maxOf(maxY, y) }
        for (x in listOf(-h, h)) for (y in listOf(-h, h)) for (z in listOf(0f, -SLAB_THICKNESS)) raw(P3(x, y, z)).let { add(it.x, it.y) }
        // The coordinates beside the slab: the row numbers on both sides, the two lines of letters beyond Light's edge.
        val side = if (sideRoom) h + ROW_GAP + LABEL_ROOM else h
        val front = if (sideRoom) columnLine(1) + LABEL_ROOM else h
        if (sideRoom) for (x in listOf(-side, side)) for (y in listOf(-h, front)) for (z in listOf(0f, -SLAB_THICKNESS)) raw(P3(x, y, z)).let { add(it.x, it.y) }
        // From above the board keeps a square box centred on the pyramid, whichever way it is turned (table mode turns it half round).
        if (elevationDeg >= 89f) {
            val l = maxOf(side, front)
            for (x in listOf(-l, l)) for (y in listOf(-l, l)) raw(P3(x, y, 0f)).let { add(it.x, it.y) }
        }
        // Every ball of a full pyramid, whole.
        for (n in ALL) {
            val (l, c, r) = parse(n)!!
            val p = raw(world(l, c, r))
            val rr = 0.5f * p.scale * ballScale
            add(p.x - rr, p.y - rr); add(p.x + rr, p.y + rr)
        }
        val pad = 0.02f
        return floatArrayOf(minX - pad, minY - pad, maxX + pad, maxY + pad)
    }

    /** Scales and centres the whole pyramid (board slab to apex) inside [box], leaving [margin] pixels. */
    fun fitTo(box: Box, margin: Float = 0f): PylosProjection {
        val (minX, minY, maxX, maxY) = rawExtent()
        val w = box.width - 2 * margin; val hh = box.height - 2 * margin
        unit = minOf(w / (maxX - minX), hh / (maxY - minY))
        ox = box.cx - (minX + maxX) / 2f * unit
        oy = box.cy - (minY + maxY) / 2f * unit
        return this
    }

    /** Where the pyramid (slab to apex) lies on screen. */
    fun bounds(): Box {
        val (minX, minY, maxX, maxY) = rawExtent()
        return Box(ox + minX * unit, oy + minY * unit, ox + maxX * unit, oy + maxY * unit)
    }

    /** The 30 positions as projected discs. */
    fun spots(): List<Spot> = ALL.map { n ->
        val (l, c, r) = parse(n)!!
        val p = project(world(l, c, r))
        Spot(n, l, c, r, p.pt, 0.5f * unit * p.scale * ballScale, p.depth)
    }

    fun spot(name: String): Spot {
        val (l, c, r) = parse(name) ?: throw IllegalArgumentException("not a Pylos position: $name")
        val p = project(world(l, c, r))
        return Spot(name, l, c, r, p.pt, 0.5f * unit * p.scale * ballScale, p.depth)
    }

    /**
     * The screen distance from [s] to its nearest neighbour on the same
     * level: the tilt squeezes rows closer than columns, so a mark sized
     * from the ball's radius alone would run into the next row's.
     */
    fun spacing(s: Spot): Float {
        val at = project(world(s.level, s.column, s.row)).pt
        return listOf(0 to 1, 0 to -1, 1 to 0, -1 to 0).minOf { (dc, dr) -> at.dist(project(world(s.level, s.column + dc, s.row + dr)).pt) }
    }

    /** A horizontal circle of [radius] (ball units) at [center], as a screen polygon. */
    fun flatCircle(center: P3, radius: Float, segments: Int = 28): List<Pt> = (0 until segments).map { i ->
        val a = 2.0 * Math.PI * i / segments
        project(P3(center.x + radius * cos(a).toFloat(), center.y + radius * sin(a).toFloat(), center.z)).pt
    }

    /** The slab's top face on screen. */
    fun slabTop(): List<Pt> = SLAB_OUTLINE.map { project(it).pt }

    /** Everything the slab covers on screen, top face and sides: the convex hull of its top and bottom outlines. */
    fun slabSilhouette(): List<Pt> = convexHull(SLAB_OUTLINE.flatMap { listOf(project(it).pt, project(it.copy(z = -SLAB_THICKNESS)).pt) })

    /** Whether a slab side with outward normal (nx, ny) faces the eye. */
    fun facesEye(nx: Float, ny: Float): Boolean = nx * sy0 + ny * cy0 > 0.02f
}

/**
 * Hit-testing on the projected positions. Among the discs under the finger
 * the nearest to the eye wins (it is drawn on top); if none is under it, the
 * closest within a forgiving radius, so small phones stay playable.
 */
object PylosHit {
    fun hit(spots: List<Spot>, p: Pt, accept: (Spot) -> Boolean, slack: Float = 1.35f): Spot? {
        val candidates = spots.filter(accept)
        val direct = candidates.filter { it.center.dist(p) <= it.radius }
        if (direct.isNotEmpty()) return direct.maxByOrNull { it.depth }
        return candidates
            .map { it to it.center.dist(p) / it.radius }
            .filter { it.second <= slack }
            .minByOrNull { it.second }?.first
    }
}

/** The convex hull of [points] (Andrew's monotone chain), counter-clockwise on screen. */
fun convexHull(points: List<Pt>): List<Pt> {
    val sorted = points.sortedWith(compareBy<Pt>({ it.x }, { it.y }))
    if (sorted.size < 3) return sorted
    fun cross(o: Pt, a: Pt, b: Pt) = (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    val hull = ArrayList<Pt>()
    for (pass in 0..1) {
        val start = hull.size
        for (p in if (pass == 0) sorted else sorted.asReversed()) {
            while (hull.size >= start + 2 && cross(hull[hull.size - 2], hull[hull.size - 1], p) <= 0f) hull.removeAt(hull.size - 1)
            hull.add(p)
        }
        hull.removeAt(hull.size - 1)
    }
    return hull
}
