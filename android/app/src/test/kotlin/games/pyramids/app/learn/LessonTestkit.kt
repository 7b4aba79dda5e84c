package games.pyramids.app.learn

import games.pyramids.app.screens.App
import games.pyramids.app.screens.LessonScreen
import games.pyramids.app.testkit.tap
import games.pyramids.app.ui.Box
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.LessonWaiting

/** A window to lay a lesson out in: a phone either way up and a landscape tablet, as the screenshots use. */
data class Window(val name: String, val w: Int, val h: Int, val density: Float)

val phonePortrait = Window("phone", 1080, 2340, 2.625f)
val phoneLandscape = Window("landscape", 2340, 1080, 2.625f)
val tablet = Window("tablet", 2560, 1600, 2.0f)

/** Every lesson id of [game], in the list's order. */
fun lessonIds(app: App, game: GameKind): List<String> = app.learn.progress.cards(game, app.strings.catalog).map { it.id }

/** Where [place] is drawn on [screen]'s board. */
fun LessonScreen.boxOf(place: BoardPlace): Box = board.placeBox(place, active) ?: error("$place is not drawn")

/** Taps the middle of [place] on the lesson's board, as a finger would. */
fun LessonScreen.tapPlace(place: BoardPlace) = boxOf(place).let { tap(it.cx, it.cy) }

/** Presses one of the coach panel's buttons by its id (next, skip, restart, leave). */
fun LessonScreen.press(id: String) {
    val b = visibleButtons().first { it.id == id }
    tap(b.box.cx, b.box.cy)
}

/** Walks the lesson on step by step (Next for a step to read, Skip for a decision), calling [at] at each step, up to its closing game or its end. */
fun LessonScreen.walk(at: (LessonScreen) -> Unit) {
    var guard = 0
    while (guard++ < 40) {
        at(this)
        when (model.screen.waiting) {
            is LessonWaiting.Next -> next()
            is LessonWaiting.Decision -> skip()
            is LessonWaiting.Game, is LessonWaiting.Finished -> return
        }
    }
    error("${model.lessonId} never ended")
}

fun pylos(at: String) = BoardPlace.Pylos(at)
