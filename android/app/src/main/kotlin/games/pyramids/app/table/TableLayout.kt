package games.pyramids.app.table

import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.withSave
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Screen
import games.pyramids.app.ui.Touch
import games.pyramids.core.GameKind
import games.pyramids.core.PyramidsException
import games.pyramids.core.TableBoard
import games.pyramids.core.TableSide
import games.pyramids.core.tableBoardSide
import games.pyramids.core.tableSeatSides
import games.pyramids.core.tableSideDegrees
import kotlin.math.cos
import kotlin.math.sin

/**
 * A side of the screen where a player sits in table mode: the shared
 * model's [TableSide] (`pyramids-play`'s table layout), with its angle.
 */
enum class Side(val table: TableSide) {
    BOTTOM(TableSide.BOTTOM), LEFT(TableSide.LEFT), TOP(TableSide.TOP), RIGHT(TableSide.RIGHT);

    /** Clockwise rotation that turns content drawn for the bottom edge to face this side (the shared model's). */
    val degrees: Float by lazy { tableSideDegrees(table).toFloat() }

    companion object {
        fun of(side: TableSide): Side = entries.first { it.table == side }
    }
}

/**
 * Pass-and-play geometry. On a tablet lying flat between the players each
 * seat gets a side (seats in turn order go clockwise round the table); its
 * panel is drawn facing that side, and the board stays facing the bottom
 * seat unless the player's setting turns it to the mover (the shared
 * model's `table_board_side`).
 * Everything is plain math, tested on the JVM.
 */
object TableLayout {
    /**
     * Where seats sit, in turn order: clockwise from the bottom, as the
     * shared model decides (`table_seat_sides`). Two players sit at the
     * bottom and top, or with [atEnds] at the left and right ends of a
     * landscape screen: a square board then has the full height. Three sit
     * at the bottom, left and right.
     */
    fun sides(seats: Int, atEnds: Boolean = false): List<Side> = try {
        tableSeatSides(seats, atEnds).map(Side::of)
    } catch (e: PyramidsException) {
        throw IllegalArgumentException("table mode seats 1 to 4 players, not $seats", e)
    }

    /**
     * The edge [game]'s board faces when the seat at [mover] is to move under
     * the player's [tableBoard] setting (the shared model's: still by default).
     */
    fun boardSide(game: GameKind, mover: Side, tableBoard: TableBoard): Side = Side.of(tableBoardSide(game, mover.table, tableBoard))

    /** [game]'s board rotation when [seat] is to move (0 when table mode is off). */
    fun boardAngle(game: GameKind, seats: Int, seat: Int, tableMode: Boolean, tableBoard: TableBoard, sides: List<Side> = sides(seats)): Float =
        if (!tableMode) 0f else boardSide(game, sides[seat], tableBoard).degrees

    /**
     * A panel along [side] of a [w]×[h] screen, [thickness] deep. Returns the
     * panel's size in its own upright frame (length along the side × thickness)
     * and the transform that puts it there, facing outwards. With panels on
     * the left or right too ([occupied]), top and bottom panels stop short of
     * them so no two overlap in the corners.
     */
    fun panel(side: Side, w: Float, h: Float, thickness: Float, inset: Float = 0f, occupied: Collection<Side> = emptyList()): Frame {
        val left = (if (Side.LEFT in occupied) thickness else 0f) + inset
        val right = w - (if (Side.RIGHT in occupied) thickness else 0f) - inset
        return when (side) {
            Side.BOTTOM -> Frame(Pt(left, h - thickness), side.degrees, right - left, thickness)
            Side.TOP -> Frame(Pt(right, thickness), side.degrees, right - left, thickness)
            Side.LEFT -> Frame(Pt(thickness, inset), side.degrees, h - 2 * inset, thickness)
            Side.RIGHT -> Frame(Pt(w - thickness, h - inset), side.degrees, h - 2 * inset, thickness)
        }
    }

    /** The part of the screen left for the board once [sides] have panels [thickness] deep. */
    fun boardArea(sides: Collection<Side>, w: Float, h: Float, thickness: Float): Box = Box(
        if (Side.LEFT in sides) thickness else 0f,
        if (Side.TOP in sides) thickness else 0f,
        if (Side.RIGHT in sides) w - thickness else w,
        if (Side.BOTTOM in sides) h - thickness else h,
    )
}

/**
 * A rectangle drawn in its own upright frame ([width] × [height], y down),
 * placed on screen by a clockwise rotation of [degrees] about [origin],
 * where the frame's (0, 0) lands. Table-mode panels use it with their side's
 * angle (y = 0 is the panel's inner edge, [height] its outer edge); upright
 * panels with 0°.
 */
data class Frame(
    val origin: Pt,
    val degrees: Float,
    val width: Float,
    val height: Float,
) {
    private val rad = Math.toRadians(degrees.toDouble())
    private val c = cos(rad).toFloat().let { if (kotlin.math.abs(it) < 1e-6f) 0f else it }
    private val s = sin(rad).toFloat().let { if (kotlin.math.abs(it) < 1e-6f) 0f else it }

    /** A point of the frame on screen. */
    fun toScreen(p: Pt): Pt = Pt(origin.x + p.x * c - p.y * s, origin.y + p.x * s + p.y * c)

    /** A screen point in the frame's coordinates. */
    fun toLocal(p: Pt): Pt {
        val dx = p.x - origin.x; val dy = p.y - origin.y
        return Pt(dx * c + dy * s, -dx * s + dy * c)
    }

    fun containsScreen(p: Pt): Boolean {
        val l = toLocal(p)
        return l.x >= 0 && l.x < width && l.y >= 0 && l.y < height
    }

    /** The frame's bounds on screen. */
    fun screenBox(): Box {
        val corners = listOf(Pt(0f, 0f), Pt(width, 0f), Pt(0f, height), Pt(width, height)).map(::toScreen)
        return Box(corners.minOf { it.x }, corners.minOf { it.y }, corners.maxOf { it.x }, corners.maxOf { it.y })
    }

    companion object {
        fun upright(box: Box) = Frame(Pt(box.left, box.top), 0f, box.width, box.height)
    }
}

/** Rotation of a point about a centre (clockwise degrees, y down), and its inverse. */
object Rotation {
    fun rotate(p: Pt, center: Pt, degrees: Float): Pt {
        val r = Math.toRadians(degrees.toDouble())
        val c = cos(r).toFloat(); val s = sin(r).toFloat()
        val dx = p.x - center.x; val dy = p.y - center.y
        return Pt(center.x + dx * c - dy * s, center.y + dx * s + dy * c)
    }
    fun unrotate(p: Pt, center: Pt, degrees: Float): Pt = rotate(p, center, -degrees)
}

/**
 * A screen turned to face a table-mode seat's [side]: the screen that seat's
 * panel opened (the legend, the rules), so its player reads it without
 * walking round the table. It is laid out in its own upright frame (the
 * window's sides swapped for a quarter turn), drawn turned by the side's
 * angle about the window's centre, and touches and accessibility bounds
 * are turned the same way.
 */
class FacingScreen(val inner: Screen, val side: Side) : Screen {
    private var w = 0f
    private var h = 0f
    private val quarter get() = side == Side.LEFT || side == Side.RIGHT
    private val innerW get() = if (quarter) h else w
    private val innerH get() = if (quarter) w else h
    private val center get() = Pt(w / 2, h / 2)

    override fun layout(width: Float, height: Float) {
        w = width; h = height
        inner.layout(innerW, innerH)
    }

    /** A window point in the inner screen's frame. */
    fun toInner(p: Pt): Pt {
        val u = Rotation.unrotate(p, center, side.degrees)
        return Pt(u.x - (w - innerW) / 2, u.y - (h - innerH) / 2)
    }

    /** A point of the inner screen's frame in the window. */
    fun toScreen(p: Pt): Pt = Rotation.rotate(Pt(p.x + (w - innerW) / 2, p.y + (h - innerH) / 2), center, side.degrees)

    override fun draw(p: Painter, nowMs: Long) = p.withSave {
        p.rotate(side.degrees, center.x, center.y)
        p.translate((w - innerW) / 2, (h - innerH) / 2)
        inner.draw(p, nowMs)
    }

    override fun onTouch(t: Touch): Boolean {
        val q = toInner(Pt(t.x, t.y))
        return inner.onTouch(t.copy(x = q.x, y = q.y))
    }

    override fun accessibilityNodes(): List<A11yNode> = inner.accessibilityNodes().map { n ->
        val a = toScreen(Pt(n.bounds.left, n.bounds.top)); val b = toScreen(Pt(n.bounds.right, n.bounds.bottom))
        n.copy(bounds = Box(minOf(a.x, b.x), minOf(a.y, b.y), maxOf(a.x, b.x), maxOf(a.y, b.y)))
    }

    override fun isAnimating(nowMs: Long) = inner.isAnimating(nowMs)
    override fun onBack() = inner.onBack()
    override fun onPause() = inner.onPause()
    override fun onResume() = inner.onResume()
    override fun onDispose() = inner.onDispose()
    override val title: String get() = inner.title

    companion object {
        /** [screen] facing [side], or as it is for none (or the bottom, which faces the window already). */
        fun wrap(screen: Screen, side: Side?): Screen = if (side == null || side == Side.BOTTOM) screen else FacingScreen(screen, side)
    }
}
