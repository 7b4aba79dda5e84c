package games.pyramids.app.save

import games.pyramids.core.PuzzleAttempt
import games.pyramids.core.PuzzleProgress
import games.pyramids.core.PuzzleRated
import games.pyramids.core.TextCatalog
import java.io.File
import java.util.concurrent.Executor

/**
 * The player's puzzle results, streak and rating (the shared model's
 * [PuzzleProgress]), kept as `puzzles.json` beside the saves
 * ([ProgressStore]: the lessons' policy for a file that cannot be used),
 * written on the app's save thread after every result. The same as iOS's
 * PuzzleStore.
 */
class PuzzleStore(dir: File, io: Executor) :
    ProgressStore<PuzzleProgress>(dir, FILE_NAME, { PuzzleProgress.empty() }, { PuzzleProgress.fromJson(it) }, { it.toJson() }, io) {
    /**
     * How [puzzleId] went ([attempt], whenever the screen's attempt is set
     * or changes), saved; the rating's change, worded, when it was the
     * puzzle's first attempt.
     */
    fun record(puzzleId: String, attempt: PuzzleAttempt, catalog: TextCatalog): PuzzleRated? {
        val rated = progress.record(puzzleId, attempt, catalog)
        save()
        return rated
    }

    companion object {
        const val FILE_NAME = "puzzles.json"
    }
}
