package games.pyramids.app.screens

import games.pyramids.app.ai.AiRunner
import games.pyramids.app.game.GameController
import games.pyramids.app.learn.CoachPanel
import games.pyramids.app.puzzle.PuzzleModel
import games.pyramids.app.puzzle.PuzzleSource
import games.pyramids.app.puzzle.isWrong
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.session.LessonBoardSession
import games.pyramids.app.session.UniffiSession
import games.pyramids.app.ui.A11yNode
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.core.ActionProblem
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameAction
import games.pyramids.core.PuzzleState
import games.pyramids.core.PuzzleUpdate
import games.pyramids.core.PyramidsException
import games.pyramids.core.RuleProblem
import games.pyramids.core.TextKey

/**
 * A puzzle — shipped, or a mistake of the player's game ([PuzzleSource]) —
 * on a coached board ([CoachedScreen]): the bar with the title and the
 * grade, the puzzle's board hit-tested through `BoardInteraction.lesson`
 * (a completed selection is the try), the hint's place ringed, and the
 * panel: the heading, the moves left, the answer to the last try (a check
 * or a cross), the hint and the solution in words, the rating line once
 * settled, and Hint, Solution, the solution's next step, Retry and Next.
 * The library's calls that judge (Pyramida's may solve the table first) run
 * on the engine thread with the panel saying so; the board takes no touch
 * while one runs or a reply animates. Every word is the library's.
 */
class PuzzleScreen(app: App, source: PuzzleSource) : CoachedScreen(app, source.game) {
    val model = PuzzleModel(source, app.puzzles, app.strings.catalog)
    private val source get() = model.source
    private val calls = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }

    /** The puzzle's own board, every seat the player's. */
    val boardController = controllerOf(LessonBoardSession(UniffiSession(source.session())))
    override val active: GameController get() = boardController

    override val barTitle: String get() = source.title
    override val barChip: String? get() = if (source.graded) model.screen.text.grade else null

    /** The rules' refusal of the last tap on the board, or a call's failure (the answer until the next try). */
    var refusal: String? = null
        private set
    /** A library call is running off the UI thread. */
    val busy: Boolean get() = calls.isBusy
    override val boardBusy: Boolean get() = busy || board.isAnimating(app.host.now())

    init { boardController.start() }

    // ---- what the panel and the board do --------------------------------------

    /** Runs [work] on the engine thread, then [done] with its result on the UI thread. */
    private fun <T> call(work: () -> T, done: (T) -> Unit) {
        if (busy) return
        refusal = null
        board.resetInput()
        calls.start(work, { r -> done(r); changed() }, { e ->
            refusal = if (e is PyramidsException) s.errorText(e) else s(TextKey.FAILURE, e.message ?: e.javaClass.simpleName)
            changed()
        })
        relayout()
    }

    private fun changed() {
        boardController.start()
        relayout()
    }

    /** The decisions played (the solver's, then the defender's reply), animated in order. */
    private fun played(update: PuzzleUpdate) {
        board.skipAnimations()
        model.show(update.screen)
        if (update.events.isNotEmpty()) app.decided(board, boardController.session, update.events, byPlayer = true)
    }

    fun tryAction(action: GameAction) = call({ source.tryAction(action, model.catalog) }, ::played)
    fun hint() = call({ source.hint(model.catalog) }, model::show)
    fun showSolution() = call({ source.showSolution(model.catalog) }, model::show)
    fun solutionStep() = call({ source.solutionStep(model.catalog) }, ::played)
    fun retry() = call({ source.retry(model.catalog) }) { board.skipAnimations(); model.show(it) }

    fun next() {
        if (busy) return
        val next = source.next() ?: return
        app.replace(PuzzleScreen(app, next))
    }

    override fun handle(r: InputResult) {
        when (r) {
            is InputResult.Play -> tryAction(r.action)
            InputResult.Changed -> relayout()
            InputResult.None -> {}
        }
    }

    override fun refused(problem: RuleProblem) {
        refusal = s.problemText(ActionProblem.Rule(problem))
        board.resetInput()
    }

    // ---- the panel -----------------------------------------------------------

    override fun panelContent(): CoachPanel.Content {
        val screen = model.screen
        val text = screen.text
        val items = ArrayList<CoachPanel.Item>()
        // The grade, when the bar had no room for its chip.
        if (source.graded && !chipShown) items.add(CoachPanel.Words(text.grade, ui.small.withColor(Theme.accent), ui.dp(4)))
        items.add(CoachPanel.Words(text.heading, ui.title, ui.dp(4)))
        text.movesLeft?.let { items.add(CoachPanel.Words(it, ui.small.withColor(Theme.textDim), ui.dp(10))) }
        if (busy) {
            // The defender's answer is what the engine works out; its name says who "thinks".
            val seats = active.snapshot.seats.size
            val other = if (seats > 1) (screen.solver + 1) % seats else screen.solver
            items.add(CoachPanel.Words(s(TextKey.THINKING, s.seatName(game, other)), ui.body.withColor(Theme.accent), ui.dp(10)))
        }
        val wrong = refusal != null || screen.verdict?.isWrong == true
        (refusal ?: text.answer)?.let { items.add(CoachPanel.Answer(it, wrong)) }
        text.hint?.let { items.add(CoachPanel.Words(it, ui.body, ui.dp(10))) }
        text.solution?.let { items.add(CoachPanel.Words(it, ui.body, ui.dp(10))) }
        model.rated?.let { items.add(CoachPanel.Words(it, ui.label.withColor(Theme.accent), ui.dp(10))) }

        val solving = screen.state is PuzzleState.Solving
        val step = model.solutionLeft
        val buttons = listOfNotNull(
            if (solving && screen.hint == null) CoachPanel.Action("hint", text.hintButton, Icon.HINT, ButtonKind.SECONDARY) { hint() } else null,
            if (solving) CoachPanel.Action("solution", text.solutionButton, Icon.NONE, ButtonKind.SECONDARY) { showSolution() } else null,
            if (step) CoachPanel.Action("solution-step", text.solutionStep, Icon.NEXT, ButtonKind.PRIMARY) { solutionStep() } else null,
            if (wrong || model.settled) CoachPanel.Action("retry", text.retry, Icon.REMATCH, ButtonKind.SECONDARY) { retry() } else null,
            if (model.settled && source.hasNext) CoachPanel.Action("next", text.next, Icon.NEXT, if (step) ButtonKind.SECONDARY else ButtonKind.PRIMARY) { next() } else null,
        )
        // The board's own buttons for the decision under way (Pyramido's Place and Skip tile, Pylos' Done) first.
        val decision = if (solving && !busy) board.actions(active).map { a ->
            CoachPanel.Action(a.id, a.label, a.icon, if (a.primary) ButtonKind.PRIMARY else ButtonKind.SECONDARY) { handle(a.run()) }
        } else emptyList()
        return CoachPanel.Content(items, listOf(decision, buttons))
    }

    /** The hint's place, once asked for. */
    override fun marked(): List<BoardPlace> = listOfNotNull(model.screen.hint)

    override val lookAt: String? get() = model.screen.text.hint

    override fun isAnimating(nowMs: Long): Boolean = super.isAnimating(nowMs) || busy

    override fun accessibilityNodes(): List<A11yNode> = super.accessibilityNodes() + listOfNotNull(chipNode(899))

    override fun onDispose() {
        calls.cancel()
        boardController.dispose()
        model.close()
    }
}
