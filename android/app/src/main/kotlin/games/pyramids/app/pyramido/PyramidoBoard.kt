package games.pyramids.app.pyramido

import games.pyramids.core.TextKey
import games.pyramids.app.session.at
import games.pyramids.app.session.isHuman
import games.pyramids.app.session.isOver
import games.pyramids.app.session.player
import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Lerp
import games.pyramids.app.anim.Timeline
import games.pyramids.app.anim.Tween
import games.pyramids.app.game.BoardAction
import games.pyramids.app.game.BoardView
import games.pyramids.app.game.GameController
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Align
import games.pyramids.app.paint.Colors
import games.pyramids.app.paint.Fill
import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.paint.Shape
import games.pyramids.app.paint.TextStyle
import games.pyramids.app.paint.drawTextCentered
import games.pyramids.app.paint.fillRoundRect
import games.pyramids.app.paint.line
import games.pyramids.app.paint.strokeRoundRect
import games.pyramids.app.paint.withSave
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.GameAction
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameEvent
import games.pyramids.core.GameOutcome
import games.pyramids.core.PyramidoArea
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoDomino
import games.pyramids.core.PyramidoEvent
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoPlayer
import games.pyramids.core.PyramidoSnapshot
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.core.BoardPlace
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Palette
import games.pyramids.app.ui.Theme
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui
import games.pyramids.app.ui.fitText

/**
 * Where a seat panel's Pyramido content goes: the small pyramid, the score,
 * the six markers (dim once on the pyramid) and the three single tiles
 * (both faces shown; a used one as an empty outline).
 */
data class SeatInfoLayout(
    val mini: Box,
    val scoreX: Float,
    val scoreBaseline: Float,
    val scoreSize: Float,
    val markers: List<Pt>,
    val markerR: Float,
    val tiles: List<Box>,
    /** "pts" under the score rather than after it (a narrow panel's short column beside the pyramid). */
    val pointsBelow: Boolean = false,
)

/**
 * The Pyramido board in the game screen: the quarry between its four piles
 * across the top, the pyramid of the player to move large below (the
 * others' small in their panels; tap a panel to see that pyramid large),
 * and each decision of a turn as its own step — place (drag, snap, rotate,
 * Place), mark, single tile, refill. Floor scorings replay area by area on
 * each pyramid while the scores count up, and the status line follows them.
 */
class PyramidoBoard(
    private val strings: Strings,
    private val density: Float,
    /** The screen's clock (ms), for the prompt while a scoring plays. */
    private val clock: () -> Long = System::currentTimeMillis,
) : BoardView {
    var geometry = PyramidoGeometry()
        private set
    val input = PyramidoInput(slopPx = 8f * density, minTouchPx = 48f * density, games.pyramids.app.game.BoardInput(strings))
    val timeline = Timeline<PyramidoAnim>()
    override var reserveAnchors: List<Pt> = emptyList()
    override val seatInfoHeightDp: Float get() = 74f
    /** Four players on a phone: room for the pyramid above the markers ([narrowSeatInfo]). */
    override val narrowSeatInfoHeightDp: Float get() = 106f
    override val tallInLandscape: Boolean get() = true
    /** The small pyramid beside the score, the six markers and the tiles. */
    override val sideSeatInfoDp: Pair<Float, Float> get() = 84f to 270f
    /** The small pyramid, score, markers and tiles in one line ([seatInfoLayout]'s one-line form). */
    override val compactSeatInfoHeightDp: Float get() = 42f
    internal var ui: Ui? = null
        private set
    private val renderer = PyramidoRenderer(this, strings, density)

    /** Whether the coordinates are drawn along the board's edges (on by default; a setting may hide them). */
    override var confirmMoves: Boolean
        get() = input.board.confirmMoves
        set(v) { input.board.confirmMoves = v }
    override var showCoordinates: Boolean
        get() = renderer.showCoordinates
        set(v) { renderer.showCoordinates = v }

    /** Another seat's pyramid shown large (its panel was tapped), or null for the usual one. */
    var viewing: Int? = null
        private set
    private var backPressed = false

    /** Each seat panel's layout as last drawn (for tests and for the flights' anchors). */
    val seatLayouts = HashMap<Int, SeatInfoLayout>()

    override fun layout(box: Box, ui: Ui) {
        this.ui = ui
        geometry = PyramidoGeometry(box, ui.dp(6), headingH = maxOf(ui.dp(36), ui.sp(14f) * 2.5f), minTouch = ui.dp(Theme.minTouch),
            // Only a phone on its side (the game screen gives the board the whole height there); lessons and puzzles keep the strip on top.
            allowSide = ui.isLandscape && !ui.isTablet)
    }

    fun snap(c: GameController): PyramidoSnapshot = (c.snapshot.board as BoardSnapshot.Pyramido).board

    /** The seat the board shows when no panel was tapped: the one human's at game over, else the mover's. */
    fun usualSeat(c: GameController): Int {
        val snap = c.snapshot
        if (!snap.outcome.isOver) return snap.toMove
        val humans = snap.seats.indices.filter { snap.seats[it].isHuman }
        if (humans.size == 1) return humans[0]
        return when (val o = snap.outcome) {
            is GameOutcome.Win -> o.winner
            is GameOutcome.SharedWin -> o.winners.first()
            else -> snap.toMove
        }
    }

    /** The pyramid drawn large: the one being scored, else a tapped panel's, else [usualSeat]. */
    fun shownSeat(c: GameController, now: Long): Int {
        timeline.active(now).firstOrNull { it.payload is PyramidoAnim.ScoreArea }?.let { return (it.payload as PyramidoAnim.ScoreArea).seat }
        viewing?.let { if (it in c.snapshot.seats.indices) return it }
        return usualSeat(c)
    }

    internal fun viewFor(player: PyramidoPlayer): PyramidView = PyramidView.of(geometry.plateArea, player)

    /** The Back button in the heading row while another player's pyramid is shown (its touch box is at least 48 dp). */
    fun backButton(): Box? {
        if (viewing == null) return null
        val h = geometry.heading
        val w = dp(112f)
        return Box(h.right - w, h.top, h.right, h.top + maxOf(h.height, dp(Theme.minTouch)))
    }

    /** The scene the input hit-tests touches in: the mover's pyramid as drawn now. */
    fun scene(c: GameController): PyramidoScene {
        val s = snap(c)
        val mover = s.player(c.snapshot.toMove)
        return PyramidoScene(s, mover, viewFor(mover), geometry)
    }

    override fun takeProblem() = input.board.takeProblem()

    /** Only what is drawn now: a cell of the floor's grid; the quarry while the strip shows it, else the tile faces. */
    override fun placeBox(place: BoardPlace, c: GameController): Box? = when (place) {
        is BoardPlace.PyramidoCell -> scene(c).let { sc -> sc.cellBox(place.at)?.takeIf { sc.cellAt(it.center)?.name == place.at } }
        is BoardPlace.PyramidoSlot -> geometry.slotBox(place.slot.toInt()).takeIf { !stripShowsFaces(c) }
        is BoardPlace.PyramidoPile -> geometry.pileBox(place.pile.toInt()).takeIf { !stripShowsFaces(c) }
        is BoardPlace.PyramidoFace -> if (!stripShowsFaces(c)) null else {
            val faces = scene(c).faces
            val boxes = geometry.faceBoxes(faces.size).filterIndexed { i, _ -> faces.getOrNull(i) == place.colour }
            boxes.reduceOrNull { a, b -> Box(minOf(a.left, b.left), minOf(a.top, b.top), maxOf(a.right, b.right), maxOf(a.bottom, b.bottom)) }
        }
        else -> null
    }

    /** The strip shows the mover's tile faces (a tile step or a no-fit turn) rather than the quarry. */
    fun stripShowsFaces(c: GameController): Boolean =
        c.humanToMove && snap(c).phase.let { it == PyramidoPhase.TILE || it == PyramidoPhase.NO_FIT }

    private fun dp(v: Float) = v * density
    private fun sp(v: Float) = ui?.sp(v) ?: dp(v)
    private fun spFactor(v: Float) = ui?.spFactor(v) ?: 1f

    // ---- drawing ----------------------------------------------------------

    override fun draw(p: Painter, now: Long, c: GameController) = renderer.draw(p, now, c)

    // ---- panels ---------------------------------------------------------------

    /**
     * How a seat panel's content is laid out in [box]: in a short wide box
     * (a table-mode panel) everything in one line, with markers up to 24 dp
     * across; otherwise the score above the markers (one row of six or two
     * of three, whichever is larger) and the tiles.
     */
    fun seatInfoLayout(p: Painter, box: Box, scoreText: String): SeatInfoLayout {
        val h = box.height; val w = box.width
        val oneLine = h < dp(64f) && w > h * 7f
        val side = if (oneLine) h else minOf(h, w * 0.36f)
        val mini = Box(box.left, box.cy - side / 2, box.left + side, box.cy + side / 2)
        val x = mini.right + dp(10f)
        val avail = box.right - x
        if (oneLine) {
            val size = minOf(dp(26f), h * 0.6f) * spFactor(26f)
            val scoreW = p.measureText(scoreText, TextStyle(size, Theme.text, bold = true)) + dp(4f) +
                p.measureText(strings(TextKey.PYRAMIDO_POINTS_SHORT), TextStyle(maxOf(sp(13f), size * 0.5f), Theme.textDim))
            val r = minOf(dp(12f), h * 0.42f, (avail - scoreW - dp(24f)) / 24f).coerceAtLeast(dp(2f))
            var mx = x + scoreW + dp(12f) + r
            val markers = (0 until 6).map { Pt(mx, box.cy).also { mx += r * 2.5f } }
            var tx = mx - r + dp(12f)
            val tiles = (0 until 3).map { Box(tx, box.cy - r * 0.85f, tx + r * 2.8f, box.cy + r * 0.85f).also { tx += r * 3.3f } }
            return SeatInfoLayout(mini, x, box.cy + size * 0.36f, size, markers, r, tiles)
        }
        tallSeatInfo(box, side)?.let { return it }
        narrowSeatInfo(p, box, scoreText)?.let { return it }
        val size = minOf(dp(26f), h * 0.36f) * spFactor(26f)
        val below = h - size - dp(6f)
        // Six markers in a row, or two rows of three: the larger wins. The tiles take a row of their own.
        val r6 = minOf(dp(10f), avail / 15.5f, below / 4.6f)
        val r3 = minOf(dp(10f), avail / 7f, below / 7f)
        val perRow = if (r3 > r6 * 1.15f) 3 else 6
        val r = maxOf(if (perRow == 3) r3 else r6, dp(2f))
        val rows = 6 / perRow
        val top = box.top + size + dp(6f)
        val markers = (0 until 6).map { i -> Pt(x + r + (i % perRow) * r * 2.5f, top + r * 1.1f + (i / perRow) * r * 2.4f) }
        val ty = top + rows * r * 2.4f + r * 0.9f
        val tiles = (0 until 3).map { i -> Box(x + i * r * 3.3f, ty - r * 0.85f, x + i * r * 3.3f + r * 2.8f, ty + r * 0.85f) }
        return SeatInfoLayout(mini, x, box.top + size, size, markers, r, tiles)
    }

    /**
     * A panel with height to spare (a phone on its side): the score on top,
     * the pyramid below it as large as the width and height allow, then the
     * markers in one row (at least 7 dp in radius, so each colour's mark
     * reads) and the tiles. Null where that pyramid would not be larger than
     * the [side] of the usual form beside the markers.
     */
    private fun tallSeatInfo(box: Box, side: Float): SeatInfoLayout? {
        if (box.height < box.width * 0.7f) return null
        val size = minOf(dp(26f), box.height * 0.2f) * spFactor(26f)
        val r = minOf(dp(10f), box.width / 15.5f)
        if (r < dp(7f)) return null
        val rows = r * 2.4f + r * 1.9f
        val mini = minOf(box.width, box.height - size - dp(12f) - rows)
        if (mini <= side * 1.1f) return null
        val top = box.top + size + dp(6f)
        val m = Box(box.cx - mini / 2, top, box.cx + mini / 2, top + mini)
        val x0 = box.cx - r * 2.5f * 3f + r * 1.25f
        val my = m.bottom + dp(6f) + r * 1.1f
        val markers = (0 until 6).map { i -> Pt(x0 + i * r * 2.5f, my) }
        val ty = my + r * 2.3f
        val tx0 = box.cx - (3 * r * 2.8f + 2 * r * 0.5f) / 2f
        val tiles = (0 until 3).map { i -> Box(tx0 + i * r * 3.3f, ty - r * 0.85f, tx0 + i * r * 3.3f + r * 2.8f, ty + r * 0.85f) }
        return SeatInfoLayout(m, box.left, box.top + size, size, markers, r, tiles)
    }

    /**
     * A narrow panel (four players on a phone): the pyramid as large as
     * the panel allows at the top left, the score beside it with "pts"
     * under it, then the markers in one row and the tiles across the panel,
     * rather than a thumbnail squeezed beside them. Null where the panel is
     * wide enough for the usual form.
     */
    private fun narrowSeatInfo(p: Painter, box: Box, scoreText: String): SeatInfoLayout? {
        val w = box.width; val h = box.height
        if (w >= dp(140f)) return null
        val r = minOf(dp(7f), w / 15.5f)
        val rows = r * 2.3f + r * 1.9f + dp(6f)
        // Taller than wide where the panel allows: a pyramid's open area is often taller than wide, and its plate keeps that shape.
        val side = minOf(w * 0.64f, h - rows)
        if (side <= 0f) return null
        val mini = Box(box.left, box.top, box.left + side, box.top + maxOf(side, h - rows))
        val x = mini.right + dp(6f)
        val room = box.right - x
        val probe = TextStyle(dp(24f), Theme.text, bold = true)
        val size = minOf(dp(24f), side * 0.42f, dp(24f) * room / maxOf(1f, p.measureText(scoreText, probe)))
        val baseline = mini.cy + size * 0.1f
        val my = mini.bottom + dp(4f) + r * 1.1f
        val markers = (0 until 6).map { i -> Pt(box.left + r + i * r * 2.5f, my) }
        val ty = my + r * 2.3f
        val tiles = (0 until 3).map { i -> Box(box.left + i * r * 3.3f, ty - r * 0.85f, box.left + i * r * 3.3f + r * 2.8f, ty + r * 0.85f) }
        return SeatInfoLayout(mini, x, baseline, size, markers, r, tiles, pointsBelow = true)
    }

    /** The seat's pyramid small, its score (counting up during a scoring), markers in hand and single tiles. */
    override fun drawSeatInfo(p: Painter, seat: Int, box: Box, now: Long, c: GameController): Pt? {
        val s = snap(c)
        val player = s.player(seat)
        val score = shownScore(seat, s, now)
        val scoreText = if (player.eliminated) strings(TextKey.PYRAMIDO_OUT) else score.toString()
        val l = seatInfoLayout(p, box, scoreText)
        seatLayouts[seat] = l
        renderer.drawPyramid(p, PyramidView.of(l.mini.inset(l.mini.width * 0.04f), player), player, s, c, timeline.pending(now), now, 0f, large = false)
        if (viewing == seat) p.strokeRoundRect(l.mini.left, l.mini.top, l.mini.right, l.mini.bottom, dp(6f), dp(2.5f), Theme.accent)
        val big = TextStyle(l.scoreSize, Theme.text, bold = true)
        val dim = TextStyle(maxOf(sp(13f), l.scoreSize * 0.5f), Theme.textDim)
        if (player.eliminated) {
            p.drawText(scoreText, l.scoreX, l.scoreBaseline, big.withColor(Theme.danger))
        } else {
            p.drawText(scoreText, l.scoreX, l.scoreBaseline, big)
            if (l.pointsBelow) p.drawText(strings(TextKey.PYRAMIDO_POINTS_SHORT), l.scoreX, l.scoreBaseline + dim.size * 1.25f, dim)
            else p.drawText(strings(TextKey.PYRAMIDO_POINTS_SHORT), l.scoreX + p.measureText(scoreText, big) + dp(4f), l.scoreBaseline, dim)
        }
        // Markers still in hand (dim when on the pyramid) and the single tiles, both faces.
        for ((i, colour) in PyramidoColour.entries.withIndex()) {
            val at = l.markers[i]
            p.withSave {
                if (colour !in player.markersInHand) p.multiplyAlpha(0.25f)
                PyramidoArt.jewel(p, colour, at.x, at.y, l.markerR)
            }
        }
        for ((i, tile) in player.tiles.withIndex()) {
            val b = l.tiles.getOrNull(i) ?: break
            PyramidoArt.singleTile(p, b, tile.faces, tile.unused, density)
        }
        return l.mini.center
    }

    /** The seat's score as the panel shows it: counting up through a floor scoring still playing. */
    fun shownScore(seat: Int, s: PyramidoSnapshot, now: Long): Int {
        val total = s.scores.getOrElse(seat) { 0 }
        val t = timeline.pending(now).firstOrNull { (it.payload as? PyramidoAnim.ScoreArea)?.seat == seat } ?: return total
        val a = t.payload as PyramidoAnim.ScoreArea
        val base = total - a.floorPoints + a.before
        return if (t.hasStarted(now)) base + Math.round(a.points * Ease.outCubic(minOf(1f, t.rawProgress(now) * 2f))) else base
    }

    override fun drawSeatBadge(p: Painter, seat: Int, cx: Float, cy: Float, r: Float) {
        val col = Palette.seat(seat)
        p.fill(Shape.Circle(cx, cy, r), Fill.Radial(cx - r * 0.3f, cy - r * 0.35f, r * 1.4f, intArrayOf(Colors.lighten(col, 0.4f), col, Colors.darken(col, 0.35f)), floatArrayOf(0f, 0.5f, 1f)))
        p.stroke(Shape.Circle(cx, cy, r), maxOf(1f, r * 0.1f), Colors.darken(col, 0.6f))
        // The seat's number as the second cue.
        p.drawTextCentered((seat + 1).toString(), cx, cy, TextStyle(r * 1.1f, Colors.hex(0x1A1A1A), bold = true, align = Align.CENTER))
    }

    /** A tap on a panel shows that pyramid large; a tap on the shown one (or the usual seat's) goes back. */
    override fun onSeatTap(seat: Int, c: GameController): Boolean {
        if (seat !in c.snapshot.seats.indices) return false
        viewing = if (seat == viewing || seat == usualSeat(c)) null else seat
        return true
    }

    override fun seatTapDescription(seat: Int, c: GameController): String? =
        if (seat == viewing || (viewing == null && seat == usualSeat(c))) null
        else strings(TextKey.PYRAMIDO_SHOW_PYRAMID, strings(TextKey.PLAYER_N, seat + 1))

    // ---- events -----------------------------------------------------------

    override fun onEvents(events: List<GameEvent>, now: Long) = PyramidoAnimator.enqueue(events, timeline, now, strings)

    override fun skipAnimations() = timeline.finishAll()
    override fun animationFactor(factor: Float) { timeline.factor = factor }
    override fun animationsEndAt(): Long = timeline.endsAt()
    override fun isAnimating(now: Long): Boolean = !timeline.isIdle(now)
    override fun resetInput() = input.reset()
    override fun interactionView(c: GameController) = input.board.view(c)

    // ---- input ------------------------------------------------------------

    override fun onTouch(t: Touch, c: GameController): InputResult {
        // Back from another player's pyramid, whoever is to move.
        val back = backButton()
        if (back != null) {
            if (t.kind == Touch.Kind.DOWN) backPressed = back.contains(t.x, t.y)
            if (backPressed) {
                if (t.kind == Touch.Kind.UP || t.kind == Touch.Kind.CANCEL) {
                    backPressed = false
                    if (t.kind == Touch.Kind.UP && back.contains(t.x, t.y)) { viewing = null; return InputResult.Changed }
                }
                return InputResult.None
            }
        }
        if (!c.humanToMove) return InputResult.None
        if (viewing != null) {
            // Reaching for the quarry or the tiles brings the mover's own pyramid back; the shown one is only looked at.
            if (t.kind == Touch.Kind.DOWN && geometry.strip.contains(t.x, t.y)) viewing = null else return InputResult.None
        }
        // A scoring or landing still playing shows another moment: a touch jumps to now.
        if (t.kind == Touch.Kind.DOWN && timeline.size > 0) timeline.finishAll()
        return input.onTouch(t, c, scene(c), stripShowsFaces(c))
    }

    /** The scoring (or banner) playing at [now], in words; null when nothing is. */
    override fun showing(c: GameController, now: Long): String? {
        val pending = timeline.pending(now)
        if (pending.isEmpty()) return null
        val s = snap(c)
        val started = pending.filter { it.hasStarted(now) }
        started.firstOrNull { it.payload is PyramidoAnim.ScoreArea }?.let { t ->
            val a = t.payload as PyramidoAnim.ScoreArea
            val pts = if (a.bonus) strings(TextKey.PYRAMIDO_BONUS, a.points) else strings(TextKey.PYRAMIDO_POINTS, a.points)
            return strings(TextKey.PYRAMIDO_SCORING_AREA, a.area.floor, strings(TextKey.PLAYER_N, a.seat + 1), pts)
        }
        started.firstOrNull { it.payload is PyramidoAnim.Banner }?.let { return (it.payload as PyramidoAnim.Banner).text }
        // A scoring queued behind a landing: say so already, not the next floor's "Drag a domino…".
        pending.firstOrNull { it.payload is PyramidoAnim.ScoreArea }?.let { t ->
            return strings(TextKey.PYRAMIDO_FLOOR_SCORED, (t.payload as PyramidoAnim.ScoreArea).area.floor)
        }
        if (s.phase == PyramidoPhase.OVER) return strings(TextKey.GAME_OVER)
        return null
    }

    override fun prompt(c: GameController): String = showing(c, clock()) ?: input.board.prompt(c) ?: ""

    /** What the tile strip's caption says in a tile step. */
    fun stripCaption(c: GameController): String {
        val s = snap(c)
        // In a tile step the status line already says what to do; in a no-fit turn it keeps the explanation, so the strip says how.
        return when {
            s.phase != PyramidoPhase.NO_FIT -> strings(TextKey.PYRAMIDO_YOUR_TILES)
            input.tileCell(c) != null -> strings(TextKey.PYRAMIDO_TILE_CHOSEN)
            else -> strings(TextKey.PYRAMIDO_NO_FIT_HOW)
        }
    }

    /** The step's buttons from the model (Rotate, Place, Skip tile); none while another player's pyramid is shown. */
    override fun actions(c: GameController): List<BoardAction> = if (viewing != null) emptyList() else input.board.actions(c)

    // ---- accessibility ----------------------------------------------------

    override fun accessibilityNodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode> {
        val nodes = ArrayList(PyramidoAccessibility(this, strings).nodes(c, firstId, toScreen))
        backButton()?.let { b ->
            val a = toScreen(Pt(b.left, b.top)); val z = toScreen(Pt(b.right, b.bottom))
            nodes.add(A11yNode(firstId + 900, Box(minOf(a.x, z.x), minOf(a.y, z.y), maxOf(a.x, z.x), maxOf(a.y, z.y)),
                strings(TextKey.BACK) + ": " + strings(TextKey.PYRAMIDO_PYRAMID_OF, strings(TextKey.PLAYER_N, usualSeat(c) + 1)), { viewing = null }))
        }
        return nodes
    }

    /** "Red with 1 jewel and blue": a domino in words. */
    fun dominoWords(d: PyramidoDomino): String = PyramidoAccessibility(this, strings).dominoWords(d)

    internal fun hintCells(c: GameController): List<String> = cellsOf(c.hint?.action)

    /** The review: the cells of the choice that was played here. */
    internal fun playedCells(c: GameController): List<String> = cellsOf(c.played)

    private fun cellsOf(a: GameAction?): List<String> = when (val m = (a?.detail as? ActionDetail.Pyramido)?.action) {
        is PyramidoMove.Place -> Placement(m.slot, m.cell, m.dir).cells
        is PyramidoMove.Mark -> listOf(m.cell)
        is PyramidoMove.Tile -> listOf(m.cell)
        is PyramidoMove.FillHole -> listOf(m.cell)
        else -> emptyList()
    }
}
