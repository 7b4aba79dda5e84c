package games.pyramids.app.puzzle

import games.pyramids.app.screens.App
import games.pyramids.app.screens.PuzzleScreen
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.tap
import games.pyramids.app.ui.Box
import games.pyramids.core.BoardPlace

/** The screen of a shipped puzzle, as Home makes it (not shown yet). */
fun puzzleScreen(app: App, id: String): PuzzleScreen {
    val game = games.pyramids.core.GameKind.valueOf(id.substringBefore("-").uppercase())
    val title = app.puzzles.progress.entry(game, 2026, 11u, 19u, app.strings.catalog).title
    return PuzzleScreen(app, PuzzleSource.Shipped(id, title) { app.puzzles.progress })
}

/** A shipped puzzle on [app]'s screen stack, as Home opens it. */
fun openPuzzle(app: App, id: String): PuzzleScreen = puzzleScreen(app, id).also { app.push(it) }

/** Runs what the engine thread posted back (the tests' engine thread runs at once; its results wait for the UI thread). */
fun PuzzleScreen.settle() { (app.host as TestHost).runUi() }

/** Tries the legal decision named [notation], as the board would hand it over, and lets its answer arrive. */
fun PuzzleScreen.play(notation: String) {
    val action = active.legal.firstOrNull { it.notation == notation } ?: error("$notation is not legal here: ${active.legal.map { it.notation }}")
    tryAction(action)
    settle()
}

fun PuzzleScreen.boxOf(place: BoardPlace): Box = board.placeBox(place, active) ?: error("$place is not drawn")

/** Taps the middle of [place] on the puzzle's board, as a finger would, and lets the answer arrive. */
fun PuzzleScreen.tapPlace(place: BoardPlace) { boxOf(place).let { tap(it.cx, it.cy) }; settle() }

/** Presses one of the panel's buttons by its id, and lets its answer arrive. */
fun PuzzleScreen.press(id: String) {
    val b = visibleButtons().firstOrNull { it.id == id } ?: error("no $id button: ${visibleButtons().map { it.id }}")
    tap(b.box.cx, b.box.cy)
    settle()
}

fun PuzzleScreen.has(id: String) = visibleButtons().any { it.id == id }

/** The words of the panel's answer (TalkBack's node), or null. */
fun PuzzleScreen.answerNode(): String? = accessibilityNodes().firstOrNull { it.id == games.pyramids.app.screens.CoachedScreen.ID_ANSWER }?.description
