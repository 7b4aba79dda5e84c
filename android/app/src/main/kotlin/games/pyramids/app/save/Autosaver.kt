package games.pyramids.app.save

import games.pyramids.app.session.isOver
import games.pyramids.app.game.Autosave
import games.pyramids.app.session.GameSession
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import java.util.concurrent.Executor

/**
 * Autosave for one game: the core's save string is taken on the calling (UI)
 * thread, which is quick, and written by [io] (a background executor in the
 * app), atomically, under the game's [id]. Write errors reach [onError].
 */
class Autosaver(
    private val store: SaveStore,
    val id: String,
    private val tableMode: Boolean,
    private val io: Executor,
    private val clock: () -> Long,
    private val onError: (Exception) -> Unit,
) : Autosave {
    override fun save(session: GameSession, snapshot: Snapshot) {
        val core = session.save()
        val meta = SaveMeta(
            game = snapshot.game,
            updatedMs = clock(),
            ply = snapshot.ply,
            finished = snapshot.outcome.isOver,
            seats = seatsText(snapshot.seats),
            tableMode = tableMode,
            toMove = snapshot.toMove.takeIf { !snapshot.outcome.isOver },
        )
        io.execute {
            try {
                store.write(id, meta, core)
            } catch (e: Exception) {
                onError(e)
            }
        }
    }

    companion object {
        fun seatsText(seats: List<SeatController>) = seats.joinToString(",") {
            when (it) {
                SeatController.Human -> "human"
                is SeatController.Ai -> "ai:" + it.level.name.lowercase()
            }
        }
    }
}
