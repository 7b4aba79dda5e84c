package games.pyramids.app.puzzle

import games.pyramids.app.ai.AiRunner
import games.pyramids.app.screens.App
import games.pyramids.app.screens.PuzzleScreen
import games.pyramids.app.session.GameSession
import games.pyramids.app.session.isHuman
import games.pyramids.app.session.isOver
import games.pyramids.core.GameOutcome
import games.pyramids.core.MistakeController
import games.pyramids.core.MistakeOffer
import games.pyramids.core.Snapshot

/**
 * Learn from your mistakes after a finished game (the game-over sheet, the
 * review screen): the game's `MistakeController`, built on the engine thread
 * (it reviews the game, and may solve Pyramida's table first), for the
 * human's seat — in pass-and-play the seat of the player who lost, seat 0
 * on a draw — and its worded offer once it has one. Which games have
 * mistakes (Pyramida's exact, Pylos's proven; Pyramido none) is the
 * library's to say: every finished game is asked.
 */
class MistakeOffers(private val app: App, private val session: GameSession, private val changed: () -> Unit) {
    private val runner = AiRunner(app.aiExecutor) { r -> app.host.post(0, r) }
    /** The number of decisions the offer was asked for (a game undone and ended again is asked again). */
    private var askedAt = -1
    private var controller: MistakeController? = null
    /** "Learn from your mistakes", "2 positions to play again"; null while none (or not yet). */
    var offer: MistakeOffer? = null
        private set

    /** Call after every change of the game: a finished game is reviewed once for its offer. */
    fun update(snapshot: Snapshot) {
        if (!snapshot.outcome.isOver) return
        val plies = session.history().size
        if (plies == askedAt) return
        val seat = seatOf(snapshot) ?: return
        askedAt = plies
        offer = null
        runner.start({ session.mistakes(seat)?.let { c -> c to c.offer(app.strings.catalog) } }, { r ->
            controller = r?.first
            offer = r?.second
            changed()
        }, { _ -> /* no review, no offer: the sheet stays as it was */ })
    }

    /** Opens the first mistake on the puzzle screen (Next goes through the others). */
    fun open() {
        val c = controller ?: return
        val o = offer ?: return
        app.push(PuzzleScreen(app, PuzzleSource.Mistake(c, 0, o.title, app.strings.catalog)))
    }

    fun cancel() = runner.cancel()

    companion object {
        /** The seat whose mistakes are offered: the one human, else the loser, else seat 0; null with no human. */
        fun seatOf(snapshot: Snapshot): Int? {
            val humans = snapshot.seats.indices.filter { snapshot.seats[it].isHuman }
            if (humans.isEmpty()) return null
            if (humans.size == 1) return humans[0]
            val winner = (snapshot.outcome as? GameOutcome.Win)?.winner ?: return 0
            return humans.firstOrNull { it != winner } ?: 0
        }
    }
}
