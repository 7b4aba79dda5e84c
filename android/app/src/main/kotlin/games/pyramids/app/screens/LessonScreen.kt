package games.pyramids.app.screens

import games.pyramids.app.game.GameController
import games.pyramids.app.learn.CoachPanel
import games.pyramids.app.learn.LessonModel
import games.pyramids.app.learn.isWrong
import games.pyramids.app.pylos.InputResult
import games.pyramids.app.session.LessonBoardSession
import games.pyramids.app.session.UniffiSession
import games.pyramids.app.session.isOver
import games.pyramids.app.ui.ButtonKind
import games.pyramids.app.ui.Icon
import games.pyramids.app.ui.Theme
import games.pyramids.core.ActionProblem
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameAction
import games.pyramids.core.LessonWaiting
import games.pyramids.core.RuleProblem
import games.pyramids.core.TextKey

/**
 * A lesson on a coached board ([CoachedScreen]): the lesson's position,
 * hit-tested through the lesson's interaction model, the step's points
 * ringed, and the coach panel with the step's words, the answer to the
 * last try and the lesson's buttons. The closing game is played on the
 * same board through the game's turn flow (a [GameController] over the
 * lesson's game session, the computer at the step's level). Every word is
 * the library's.
 */
class LessonScreen(app: App, lessonId: String, val model: LessonModel = LessonModel(lessonId, app.learn, app.strings.catalog)) : CoachedScreen(app, model.game) {
    /** The lesson's own board, all of its seats the player's. */
    val lessonController = controllerOf(LessonBoardSession(UniffiSession(model.controller.session()))) { c -> gameMayHaveEnded(c) }
    /** The closing game while it is played (and its last position once over). */
    var gameController: GameController? = null
        private set
    override val active: GameController get() = gameController ?: lessonController

    override val barTitle: String get() = model.screen.text.title

    /** The rules' refusal of the last tap on the board (the lesson's answer to it until the next try or step). */
    var refusal: String? = null
        private set

    init {
        lessonController.start()
        startGameIfDue()
    }

    private fun gameMayHaveEnded(c: GameController) {
        if (c === gameController && c.snapshot.outcome.isOver && model.screen.waiting is LessonWaiting.Game) model.gameEnded()
    }

    /** A step that waits for the closing game: it begins on the lesson's position, the computer at the step's level. */
    private fun startGameIfDue() {
        if (model.screen.waiting !is LessonWaiting.Game || gameController != null) return
        val inner = model.controller.gameSession() ?: return
        val c = controllerOf(app.sessions.adopt(inner)) { g -> gameMayHaveEnded(g) }
        gameController = c
        board.resetInput()
        c.start()
    }

    private fun endGame() {
        gameController?.dispose()
        gameController = null
        board.resetInput()
    }

    /** After the lesson moved on (a try, Next, Skip, Restart): the board shows its position again. */
    private fun changed() {
        refusal = null
        board.resetInput()
        if (model.screen.waiting !is LessonWaiting.Game && model.screen.waiting !is LessonWaiting.Finished) endGame()
        lessonController.start()
        startGameIfDue()
        relayout()
    }

    // ---- what the panel does -------------------------------------------------

    fun next() {
        if (model.isFinished) {
            val id = model.nextLessonId
            if (id != null) app.replace(LessonScreen(app, id)) else app.pop()
            return
        }
        model.next(); changed()
    }

    fun skip() { board.skipAnimations(); endGame(); model.skip(); changed() }
    fun restart() { board.skipAnimations(); endGame(); model.restart(); changed() }
    fun leave() { app.pop() }

    /** A decision completed elsewhere than by touch (a screen reader's action, a test): as a completed selection on the board. */
    fun choose(action: GameAction) = handle(InputResult.Play(action))

    override fun handle(r: InputResult) {
        when (r) {
            is InputResult.Play -> {
                val game = gameController
                if (game != null) { game.play(r.action); return }
                board.skipAnimations()
                val update = model.tryAction(r.action)
                if (update != null && update.events.isNotEmpty()) app.decided(board, lessonController.session, update.events, byPlayer = true)
                changed()
            }
            InputResult.Changed -> relayout()
            InputResult.None -> {}
        }
    }

    override fun refused(problem: RuleProblem) {
        if (gameController != null) return
        refusal = s.problemText(ActionProblem.Rule(problem))
        board.resetInput()
    }

    // ---- the panel -----------------------------------------------------------

    override fun panelContent(): CoachPanel.Content {
        val screen = model.screen
        val text = screen.text
        val items = ArrayList<CoachPanel.Item>()
        text.complete?.let { items.add(CoachPanel.Words(it, ui.headline.withColor(Theme.accent), ui.dp(4))) }
        items.add(CoachPanel.Words(text.step, ui.small.withColor(Theme.textDim), ui.dp(6)))
        items.add(CoachPanel.Words(text.say, ui.body, ui.dp(10)))
        // The closing game: whose turn it is, as a game's status line says it.
        gameController?.takeIf { !it.snapshot.outcome.isOver }?.let { g ->
            val status = if (g.thinking) s(TextKey.THINKING, s.seatName(model.game, g.snapshot.toMove)) else if (g.humanToMove) board.prompt(g) else ""
            if (status.isNotEmpty()) items.add(CoachPanel.Words(status, ui.body.withColor(Theme.accent), ui.dp(10)))
        }
        (refusal ?: text.answer)?.let { items.add(CoachPanel.Answer(it, refusal != null || screen.answer?.isWrong == true)) }
        // The buttons: the board's own for this decision (Done, Rotate …), then the lesson's.
        val lessonDone = screen.waiting is LessonWaiting.Finished
        val step = if (lessonDone) emptyList() else board.actions(active).map { a ->
            CoachPanel.Action(a.id, a.label, a.icon, if (a.primary) ButtonKind.PRIMARY else ButtonKind.SECONDARY) { handle(a.run()) }
        }
        val showNext = screen.waiting is LessonWaiting.Next || lessonDone
        val own = listOfNotNull(
            if (showNext) CoachPanel.Action("next", text.next, Icon.NEXT, ButtonKind.PRIMARY) { next() } else null,
            if (lessonDone) null else CoachPanel.Action("skip", text.skip, Icon.NONE, ButtonKind.SECONDARY) { skip() },
            if (lessonDone) null else CoachPanel.Action("restart", text.restart, Icon.REMATCH, ButtonKind.SECONDARY) { restart() },
            CoachPanel.Action("leave", text.leave, Icon.BACK, ButtonKind.SECONDARY) { leave() },
        )
        return CoachPanel.Content(items, listOf(step, own))
    }

    /** The step's points; none during the closing game. */
    override fun marked(): List<BoardPlace> = if (gameController != null) emptyList() else model.screen.points

    override val lookAt: String? get() = model.screen.text.lookAt

    override fun onPause() { gameController?.pause() }
    override fun onResume() { gameController?.resume() }

    override fun onDispose() {
        gameController?.dispose()
        lessonController.dispose()
        model.close()
    }
}
