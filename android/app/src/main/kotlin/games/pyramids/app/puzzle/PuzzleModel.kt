package games.pyramids.app.puzzle

import games.pyramids.app.save.PuzzleStore
import games.pyramids.core.PuzzleAttempt
import games.pyramids.core.PuzzleState
import games.pyramids.core.PuzzleVerdict
import games.pyramids.core.TextCatalog
import games.pyramids.core.PuzzleScreen as PuzzleView

/**
 * One puzzle on screen (a [PuzzleSource]) and what it does to the player's
 * progress: each time the screen's attempt is set or changes it is recorded
 * ([PuzzleStore.record], saved), and the first attempt's rating change
 * ("Rating 1208 (+8)") is kept for the panel. Mistakes are not recorded.
 * Runs on the UI thread; the source's blocking calls are the screen's to
 * run elsewhere, handing their screens to [show].
 */
class PuzzleModel(val source: PuzzleSource, private val store: PuzzleStore, val catalog: TextCatalog) : AutoCloseable {
    var screen: PuzzleView = source.screen(catalog)
        private set
    /** The rating line after the puzzle's first settlement, or null. */
    var rated: String? = null
        private set
    private var recorded: PuzzleAttempt? = null

    init { show(screen) }

    fun show(next: PuzzleView) {
        screen = next
        val attempt = next.attempt ?: return
        if (!source.recorded || attempt == recorded) return
        recorded = attempt
        store.record(next.puzzleId, attempt, catalog)?.let { rated = it.text }
    }

    /** Settled: solved, failed or the solution shown. */
    val settled: Boolean get() = screen.attempt != null || screen.state !is PuzzleState.Solving

    /** The solution is on show with decisions still to play. */
    val solutionLeft: Boolean get() = (screen.state as? PuzzleState.Solution)?.let { it.step < it.steps } == true

    override fun close() = source.close()
}

/** The try failed (refused, wrong, too slow, fewer points): the panel draws a cross, and Retry is offered. */
val PuzzleVerdict.isWrong: Boolean
    get() = this is PuzzleVerdict.Refused || this is PuzzleVerdict.Wrong || this is PuzzleVerdict.TooSlow || this is PuzzleVerdict.FewerPoints
