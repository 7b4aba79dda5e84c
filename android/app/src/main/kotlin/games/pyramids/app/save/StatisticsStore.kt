package games.pyramids.app.save

import games.pyramids.app.session.GameSession
import games.pyramids.core.GameRecorded
import games.pyramids.core.PlayerStatistics
import games.pyramids.core.TextCatalog
import java.io.File
import java.util.concurrent.Executor

/**
 * The player's results (the shared model's [PlayerStatistics]), kept as
 * `statistics.json` beside the saves ([ProgressStore]'s policy for a file
 * that cannot be used), written on the save thread when a game is counted.
 */
class StatisticsStore(dir: File, io: Executor) :
    ProgressStore<PlayerStatistics>(dir, FILE_NAME, { PlayerStatistics.empty() }, { PlayerStatistics.fromJson(it) }, { it.toJson() }, io) {
    /**
     * Counts [session]'s finished game (once: the model knows a game it has
     * seen), saved when it changed anything; null for a game it does not count.
     */
    fun record(session: GameSession, catalog: TextCatalog): GameRecorded? {
        val recorded = session.recordIn(progress, catalog) ?: return null
        if (recorded.counted) save()
        return recorded
    }

    companion object {
        const val FILE_NAME = "statistics.json"
    }
}
