package games.pyramids.app.game

import games.pyramids.app.paint.Painter
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.GameEvent
import games.pyramids.core.InteractionView
import games.pyramids.core.PyramidsException
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Touch
import games.pyramids.app.ui.Ui

/**
 * An extra button a board needs in some decisions (Pylos: "Done" after one
 * reclaim; Pyramido: Rotate, Place, Skip tile). One button of a step is the
 * [primary] one; when none says so, the last one is.
 */
data class BoardAction(val id: String, val label: String, val icon: Icon = Icon.CHECK, val primary: Boolean = false, val run: () -> InputResult)

/** The primary action of a step: the one marked so, else the last. */
fun List<BoardAction>.primaryAction(): BoardAction? = firstOrNull { it.primary } ?: lastOrNull()

/**
 * The final standings as a table (Pyramido's ranking with its per-floor
 * scores), one row per player in ranking order, for the game-over sheet.
 */
data class OutcomeTable(val headings: List<String>, val rows: List<OutcomeRow>)

/** One player's line: place, seat, name, one value per heading, and the line in words for screen readers. */
data class OutcomeRow(val place: Int, val seat: Int, val name: String, val values: List<String>, val words: String)

/**
 * One game's board inside the common [games.pyramids.app.screens.GameScreen]:
 * drawing, touch → action mapping, animations and accessibility. Coordinates
 * are the board's own (the screen undoes table-mode rotation before calling
 * [onTouch] and applies it around [draw]).
 */
interface BoardView {
    fun layout(box: Box, ui: Ui)
    /** The board is much wider than high (Pyramida's triangle): in landscape the side panels are narrower, to give it width. */
    val wideBoard: Boolean get() = false
    /**
     * On a phone on its side the board wants the whole height (Pyramido's
     * pyramid): the status line and the action bar move under the own
     * panel in the right column instead of under the board.
     */
    val tallInLandscape: Boolean get() = false
    /**
     * A tablet on its side: how tall and how wide, in dp, the seat info
     * wants to be in a side column's panel, which is sized to its content
     * (the board takes what the columns leave).
     */
    val sideSeatInfoDp: Pair<Float, Float> get() = seatInfoHeightDp to 220f
    /** How tall the seat info wants to be in a narrow panel (three others side by side on a phone), in dp. */
    val narrowSeatInfoHeightDp: Float get() = seatInfoHeightDp
    /**
     * In table mode two players sit at the ends of the screen's longer side
     * (a square board then gets the whole short side), not along its long
     * edges (a wide board's place).
     */
    val seatsAtTableEnds: Boolean get() = false
    /**
     * The height the board can use at [width] pixels wide (its own aspect), or
     * null if it fills any height (Pyramida's triangle stretches). A phone in
     * portrait gives what is left over to the seat panels.
     */
    fun preferredHeight(width: Float, ui: Ui): Float? = null
    /** Buttons about how the board is shown (Pylos: the view), in the top bar beside the rules. */
    fun toolbarActions(c: GameController): List<BoardAction> = emptyList()
    fun draw(p: Painter, now: Long, c: GameController)
    /** Draws what flies above the seat panels (pieces landing in them), in board coordinates, after the panels. */
    fun drawOverlay(p: Painter, now: Long, c: GameController) {}
    fun onTouch(t: Touch, c: GameController): InputResult
    /** Queues the animations of a decision's events. */
    fun onEvents(events: List<GameEvent>, now: Long)
    fun skipAnimations()
    /** The animation setting: what the board's animation durations are multiplied by (0: none). */
    fun animationFactor(factor: Float)
    /** The coordinates setting: whether the board draws its edge labels. */
    var showCoordinates: Boolean
    /** The confirming-tap setting, handed to the board's interaction model. */
    var confirmMoves: Boolean
    fun animationsEndAt(): Long
    fun isAnimating(now: Long): Boolean
    /** Forgets selections and drags (after undo, or when the turn changes). */
    fun resetInput()
    /** Why the game ended, in words, when the board can tell ("Light has no balls left"). */
    fun outcomeDetail(c: GameController): String? = null
    /** What the board is playing now (a floor scoring …), in words for the status line, or null. */
    fun showing(c: GameController, now: Long): String? = null
    /** A tap on [seat]'s panel (Pyramido: show that player's pyramid large); true if the board used it. */
    fun onSeatTap(seat: Int, c: GameController): Boolean = false
    /** What a tap on [seat]'s panel does, for screen readers; null when it does nothing. */
    fun seatTapDescription(seat: Int, c: GameController): String? = null
    /**
     * The interaction model's view the board draws now, for the legend of
     * what is on screen. A board not yet drawn from the model asks a fresh
     * one (the marks of the step's start).
     */
    fun interactionView(c: GameController): InteractionView? =
        try { c.session.interaction().use { it.view() } } catch (e: PyramidsException) { null }
    /** What the human to move should do now, in words. */
    fun prompt(c: GameController): String
    /** Extra buttons for the current decision. */
    fun actions(c: GameController): List<BoardAction>
    /** Draws a seat's game-specific panel content (reserve, score …) in [box]; returns where its pieces fly to/from. */
    fun drawSeatInfo(p: Painter, seat: Int, box: Box, now: Long, c: GameController): Pt?
    /** How tall the game-specific part of a seat panel wants to be, in dp (Pyramido shows a small pyramid). */
    val seatInfoHeightDp: Float get() = 24f
    /** A lower seat info in one line, for a phone whose board would otherwise get too little height (a large font), or null. */
    val compactSeatInfoHeightDp: Float? get() = null
    /**
     * The lines a seat's info needs in a strip [width] wide (a lesson's or
     * puzzle's, [seatInfoHeightDp] tall): 1, or 2 where its words and pieces
     * do not fit side by side at a readable size.
     */
    fun seatInfoRows(p: Painter, width: Float): Int = 1
    /** The seat info's height for [rows] lines ([seatInfoRows]) in a lesson's strip. */
    fun stripInfoHeightDp(rows: Int): Float = compactSeatInfoHeightDp ?: seatInfoHeightDp
    /** The colour chip that stands for a seat in panels. */
    fun drawSeatBadge(p: Painter, seat: Int, cx: Float, cy: Float, r: Float)
    /** Where pieces fly to or from for each seat, in board coordinates (set by the screen each frame). */
    var reserveAnchors: List<Pt>
    /**
     * Where [place] is drawn now, in board coordinates (a lesson's coach panel
     * keeps clear of the places it points at), or null if the board does not
     * show it.
     */
    fun placeBox(place: games.pyramids.core.BoardPlace, c: GameController): Box? = null
    /** Why the rules refused the last tap on the board, once (a lesson answers it); null if it was not refused. */
    fun takeProblem(): games.pyramids.core.RuleProblem? = null
    /** Accessibility nodes for the board; [toScreen] maps board points to the screen. */
    fun accessibilityNodes(c: GameController, firstId: Int, toScreen: (Pt) -> Pt): List<A11yNode>
}
