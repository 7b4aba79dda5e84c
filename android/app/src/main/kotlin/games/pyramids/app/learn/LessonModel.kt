package games.pyramids.app.learn

import games.pyramids.app.save.LearnStore
import games.pyramids.core.GameAction
import games.pyramids.core.GameKind
import games.pyramids.core.LessonAnswer
import games.pyramids.core.LessonController
import games.pyramids.core.LessonScreen
import games.pyramids.core.LessonUpdate
import games.pyramids.core.LessonWaiting
import games.pyramids.core.PyramidsException
import games.pyramids.core.TextCatalog

/**
 * One lesson being played (the shared model's [LessonController]) and what
 * it does to the player's progress: every step change is recorded as where
 * the lesson was left and the finish as done, each saved at once
 * ([LearnStore]). The coach panel and the board draw from [screen] and the
 * controller's session; every word is the catalog's. The same as iOS's
 * LessonModel.
 */
class LessonModel(lessonId: String, val store: LearnStore, private val catalog: TextCatalog) : AutoCloseable {
    val controller = LessonController(lessonId, store.progress.resumeStep(lessonId))
    var screen: LessonScreen = controller.screen(catalog)
        private set
    /** The decisions the last right try played (the player's and the reply), to animate. */
    var lastUpdate: LessonUpdate? = null
        private set

    val lessonId: String get() = screen.lessonId
    val game: GameKind get() = screen.game
    val isFinished: Boolean get() = screen.waiting is LessonWaiting.Finished

    /** The lesson after this one in its game's list, if any. */
    val nextLessonId: String?
        get() {
            val cards = store.progress.cards(game, catalog)
            val i = cards.indexOfFirst { it.id == lessonId }
            return if (i >= 0 && i + 1 < cards.size) cards[i + 1].id else null
        }

    /**
     * A decision completed on the lesson's board. A refused or wrong try
     * changes nothing and the panel says why; null when the library could not
     * read the decision at all.
     */
    fun tryAction(action: GameAction): LessonUpdate? {
        val update = try { controller.tryAction(action, catalog) } catch (e: PyramidsException) { return null }
        lastUpdate = update
        show(update.screen)
        return update
    }

    fun next() = show(controller.goOn(catalog))
    fun skip() = show(controller.skip(catalog))
    fun restart() = show(controller.restart(catalog))

    /** The closing game ended (played on `controller.gameSession()`): the lesson is finished. */
    fun gameEnded() = show(controller.gameEnded(catalog))

    private fun show(next: LessonScreen) {
        val moved = next.step != screen.step || next.waiting::class != screen.waiting::class
        screen = next
        if (!moved) return
        if (next.waiting is LessonWaiting.Finished) store.finished(next.lessonId) else store.left(next.lessonId, next.step.toInt())
    }

    override fun close() = controller.close()
}

/** The try was wrong (refused by the rules, or not what the step asks): the coach panel draws it apart from praise. */
val LessonAnswer.isWrong: Boolean get() = this is LessonAnswer.Refused || this is LessonAnswer.NotIt
