package games.pyramids.app.game

import games.pyramids.app.i18n.Strings
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.ui.Icon
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardGhost
import games.pyramids.core.BoardInteraction
import games.pyramids.core.BoardPlace
import games.pyramids.core.InteractionOutcome
import games.pyramids.core.InteractionView
import games.pyramids.core.MarkReason
import games.pyramids.core.PyramidsException
import games.pyramids.core.Snapshot

/**
 * A board's link to its interaction model in Rust ([BoardInteraction]):
 * the board hit-tests a touch to a place or a button and hands it over;
 * what is marked, chosen, prompted and offered comes back in the view. No
 * turn rules or input states live here, only the view's cache (read again
 * whenever the position or the selection changed).
 */
class BoardInput(private val strings: Strings) {
    private var session: games.pyramids.app.session.GameSession? = null
    private var model: BoardInteraction? = null
    private var cached: InteractionView? = null
    private var cachedFor: Snapshot? = null
    private var cachedHint: games.pyramids.core.GameAction? = null

    /**
     * The confirming-tap setting: on, a tap that completes a decision holds
     * it (the view's `pending`) until a second tap on its place or Confirm.
     */
    var confirmMoves = false
        set(v) {
            if (field == v) return
            field = v
            model?.setConfirmMoves(v)
            cached = null
        }

    private fun model(c: GameController): BoardInteraction {
        val m = model
        if (m != null && session === c.session) return m
        m?.close()
        cached = null
        session = c.session
        return c.session.interaction().also { it.setConfirmMoves(confirmMoves); model = it }
    }

    /**
     * The view for the position on show. The controller's hint is handed to
     * the model first, so its places carry `Hint` marks and the legend,
     * which reads the same view, lists the hint whenever the board shows it.
     */
    fun view(c: GameController): InteractionView? {
        val hint = if (c.reviewing) null else c.hint?.action
        if (cached == null || cachedFor !== c.snapshot || cachedHint != hint) {
            cached = try {
                val m = model(c)
                m.showHint(hint)
                m.view()
            } catch (e: PyramidsException) { null }
            cachedFor = c.snapshot
            cachedHint = hint
        }
        return cached
    }

    /**
     * The places the model marks for [reason] that the board draws whatever
     * the seat to move: the hint and the last turn (none in the review's
     * still view, whose position is not the model's).
     */
    fun shown(c: GameController, reason: MarkReason): List<BoardPlace> = if (c.reviewing) emptyList() else marked(c, reason)

    /** Where a second tap plays the decision held for its confirming tap, or null. */
    fun pendingAt(c: GameController): BoardPlace? = view(c)?.pending?.at

    /** The chosen place, as the view says. */
    fun selection(c: GameController): BoardPlace? = view(c)?.selection

    /** The places carrying a mark for [reason]. */
    fun marked(c: GameController, reason: MarkReason): List<BoardPlace> =
        view(c)?.marks?.filter { it.reason == reason }?.map { it.place } ?: emptyList()

    /**
     * The places a tap is taken on though nothing is drawn there (a lesson's
     * other legal choices, left unmarked so the taught move stands out): the
     * inputs hit-test them as marked places so a different try is answered.
     */
    fun quiet(c: GameController): List<BoardPlace> = view(c)?.quiet ?: emptyList()

    fun tap(c: GameController, place: BoardPlace): InputResult = outcome { model(c).tap(place) }

    fun press(c: GameController, kind: BoardButtonKind): InputResult = outcome { model(c).press(kind) }

    /** A dragged piece released on [place] (Pyramido: the domino lands there, even on its old ghost). */
    fun drop(c: GameController, place: BoardPlace): InputResult = outcome { model(c).dropOn(place) }

    /** The ghost a release on [place] would leave, nothing changed: where a dragged piece snaps to. */
    fun dropGhost(c: GameController, place: BoardPlace): BoardGhost? =
        try { model(c).dropGhost(place) } catch (e: PyramidsException) { null }

    /** Lets go of every selection (after undo, or when the turn changes). */
    fun reset() {
        try { model?.reset() } catch (_: PyramidsException) {}
        cached = null
    }

    /** The rules' reason the last tap was refused (a lesson answers it), until [takeProblem]. */
    private var problem: games.pyramids.core.RuleProblem? = null

    /** The refusal of the last tap, once: null if it was not refused. */
    fun takeProblem(): games.pyramids.core.RuleProblem? = problem.also { problem = null }

    private fun outcome(call: () -> InteractionOutcome): InputResult {
        val out = try { call() } catch (e: PyramidsException) { return InputResult.None }
        cached = null
        problem = (out as? InteractionOutcome.Problem)?.problem
        return when (out) {
            is InteractionOutcome.Chosen -> InputResult.Play(out.action)
            is InteractionOutcome.Changed, is InteractionOutcome.Problem, is InteractionOutcome.Played -> InputResult.Changed
            is InteractionOutcome.Ignored, is InteractionOutcome.Command -> InputResult.None
        }
    }

    /** What the human to move should do now, in words. */
    fun prompt(c: GameController): String? = view(c)?.let { if (it.pending != null) strings.catalog.confirmWords().prompt else strings.prompt(it.prompt) }

    /** The step's own buttons (Undo, Redo and Hint are the screen's), the primary one marked. */
    fun actions(c: GameController): List<BoardAction> {
        if (!c.humanToMove) return emptyList()
        val view = view(c) ?: return emptyList()
        if (view.pending != null) {
            val words = strings.catalog.confirmWords()
            return listOf(
                BoardAction("cancel", words.cancel, Icon.CLOSE) { press(c, BoardButtonKind.CANCEL) },
                BoardAction("confirm", words.confirm, Icon.CHECK, primary = true) { outcome { model(c).confirm() } },
            )
        }
        val buttons = view.buttons
        return buttons.filter { it.kind !in COMMANDS && it.enabled }.map { b ->
            BoardAction(idOf(b.kind), strings.buttonLabel(b.kind), iconOf(b.kind), primary = b.primary) { press(c, b.kind) }
        }
    }

    companion object {
        private val COMMANDS = setOf(BoardButtonKind.UNDO, BoardButtonKind.REDO, BoardButtonKind.HINT, BoardButtonKind.CANCEL)

        fun idOf(kind: BoardButtonKind): String = when (kind) {
            BoardButtonKind.DONE -> "stop"
            BoardButtonKind.SKIP_TILE -> "skip"
            else -> kind.name.lowercase()
        }

        fun iconOf(kind: BoardButtonKind): Icon = when (kind) {
            BoardButtonKind.PASS -> Icon.PASS
            BoardButtonKind.ROTATE -> Icon.REMATCH
            BoardButtonKind.SKIP_TILE -> Icon.NONE
            else -> Icon.CHECK
        }
    }
}
