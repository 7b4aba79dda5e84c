package games.pyramids.app.puzzle

import games.pyramids.core.GameAction
import games.pyramids.core.GameKind
import games.pyramids.core.MistakeController
import games.pyramids.core.PuzzleController
import games.pyramids.core.PuzzleProgress
import games.pyramids.core.PuzzleUpdate
import games.pyramids.core.TextCatalog
import games.pyramids.core.GameSession as FfiGameSession
import games.pyramids.core.PuzzleScreen as PuzzleView

/**
 * Where the puzzle screen's position comes from: a shipped puzzle
 * ([Shipped], over `PuzzleController`) or a mistake of the player's own
 * game ([Mistake], over `MistakeController`). One screen draws both; the
 * calls that judge a try (and for Pyramida may solve the table first) block
 * and run off the UI thread.
 */
sealed interface PuzzleSource : AutoCloseable {
    val game: GameKind
    /** The bar's title ("Pyramida puzzles", "Learn from your mistakes"). */
    val title: String
    /** Whether the bar shows the grade (a mistake has none of its own). */
    val graded: Boolean
    /** Whether the result counts in the player's progress (mistakes do not). */
    val recorded: Boolean
    /** The board: drawn as a game's, hit-tested with `BoardInteraction.lesson`. */
    fun session(): FfiGameSession
    fun screen(catalog: TextCatalog): PuzzleView
    fun tryAction(action: GameAction, catalog: TextCatalog): PuzzleUpdate
    fun hint(catalog: TextCatalog): PuzzleView
    fun showSolution(catalog: TextCatalog): PuzzleView
    fun solutionStep(catalog: TextCatalog): PuzzleUpdate
    fun retry(catalog: TextCatalog): PuzzleView
    /** Whether Next has somewhere to go. */
    val hasNext: Boolean
    /** What Next opens once this one is settled (null: nothing more). */
    fun next(): PuzzleSource?

    /** A shipped puzzle; Next is the next unsolved one of the set after it (as Home's entry counts, every grade). */
    class Shipped(val id: String, override val title: String, private val progress: () -> PuzzleProgress) : PuzzleSource {
        private val controller = PuzzleController(id)
        override val game: GameKind = controller.session().game()
        override val graded = true
        override val recorded = true
        override fun session() = controller.session()
        override fun screen(catalog: TextCatalog) = controller.screen(catalog)
        override fun tryAction(action: GameAction, catalog: TextCatalog) = controller.tryAction(action, catalog)
        override fun hint(catalog: TextCatalog) = controller.hint(catalog)
        override fun showSolution(catalog: TextCatalog) = controller.showSolution(catalog)
        override fun solutionStep(catalog: TextCatalog) = controller.solutionStep(catalog)
        override fun retry(catalog: TextCatalog) = controller.retry(catalog)
        private fun nextId(): String? = progress().nextPuzzle(game, null, id)?.takeIf { it != id }
        override val hasNext: Boolean get() = nextId() != null
        override fun next(): PuzzleSource? = nextId()?.let { Shipped(it, title, progress) }
        override fun close() = controller.close()
    }

    /**
     * Mistake [index] of a reviewed game, with a puzzle's help: the hint's
     * place, the better move worded then played, Retry back before the
     * mistake. The controller is shared by the mistakes Next walks
     * through, so it is left to its cleaner, not closed here; it keeps no
     * screen to ask for, so the last one it answered is kept.
     */
    class Mistake(private val controller: MistakeController, val index: Int, override val title: String, private val catalog: TextCatalog) : PuzzleSource {
        private var last: PuzzleView = controller.open(index.toUInt(), catalog)
        override val game = GameKind.PYRAMIDA
        override val graded = false
        override val recorded = false
        override fun session() = controller.session()
        override fun screen(catalog: TextCatalog) = last
        override fun tryAction(action: GameAction, catalog: TextCatalog) = controller.tryAction(action, catalog).also { last = it.screen }
        override fun hint(catalog: TextCatalog) = controller.hint(catalog).also { last = it }
        override fun showSolution(catalog: TextCatalog) = controller.showSolution(catalog).also { last = it }
        override fun solutionStep(catalog: TextCatalog) = controller.solutionStep(catalog).also { last = it.screen }
        override fun retry(catalog: TextCatalog) = controller.retry(catalog).also { last = it }
        override val hasNext: Boolean get() = index + 1 < controller.count().toInt()
        override fun next(): PuzzleSource? = if (hasNext) Mistake(controller, index + 1, title, catalog) else null
        override fun close() {}
    }
}
