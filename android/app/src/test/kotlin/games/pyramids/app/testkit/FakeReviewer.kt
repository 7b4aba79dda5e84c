package games.pyramids.app.testkit

import games.pyramids.app.session.GameReviewSession
import games.pyramids.core.OptionsProblem
import games.pyramids.core.GameKind
import games.pyramids.core.GameReview
import games.pyramids.core.PyramidsException
import games.pyramids.core.ReviewBudget
import games.pyramids.core.ReviewProgress
import games.pyramids.core.ReviewValue
import games.pyramids.core.ReviewedDecision
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import games.pyramids.core.Verdict
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/**
 * A review double for the screen's tests: the positions are the real
 * engine's (the game's played line replayed on a new session), the
 * judgement is scripted — decision i gets [verdicts] (cycled), a worse mark
 * names another legal choice as the better one, and the standing follows the
 * marks. [blockUntilCancelled] makes [run] wait for [cancel] (the test of
 * leaving while the review runs).
 */
class FakeReviewer(
    private val of: EngineSession,
    private val verdicts: List<Verdict> = listOf(Verdict.BEST, Verdict.GOOD, Verdict.INACCURACY, Verdict.BEST, Verdict.MISTAKE, Verdict.GOOD, Verdict.BLUNDER),
    private val blockUntilCancelled: Boolean = false,
) : GameReviewSession {
    private val history = of.real.history()
    private val replay = engineSession(of.real.options().let { o -> o.copy(seats = o.seats.map { SeatController.Human }) })
    private val positions = ArrayList<Snapshot>()
    private val actions = ArrayList<games.pyramids.core.GameAction>()
    private val alternatives = ArrayList<games.pyramids.core.GameAction?>()
    @Volatile var cancelled = false
        private set
    @Volatile var closed = false
        private set
    @Volatile private var done = 0
    /** Counted down when [run] has started (tests wait on it). */
    val started = CountDownLatch(1)
    private val stop = CountDownLatch(1)
    var lastBudget: ReviewBudget? = null
        private set

    init {
        for (m in history) {
            positions.add(replay.snapshot())
            val legal = replay.legalActions()
            val played = legal.first { it.notation == m }
            actions.add(played)
            alternatives.add(legal.firstOrNull { it.notation != m })
            replay.real.play(m)
        }
        positions.add(replay.snapshot())
    }

    override fun decisionCount(): Int = history.size
    override fun positionAt(index: Int): Snapshot =
        positions.getOrNull(index) ?: throw PyramidsException.BadOptions(OptionsProblem.NoSuchPosition(index, positions.size - 1), "no position $index")

    override fun run(budget: ReviewBudget): GameReview {
        lastBudget = budget
        started.countDown()
        if (blockUntilCancelled) stop.await(20, TimeUnit.SECONDS)
        val out = ArrayList<ReviewedDecision>()
        var standing = 0.0
        for (i in history.indices) {
            if (cancelled) break
            val seat = actions[i].seat
            val v = if (alternatives[i] == null) Verdict.FORCED else verdicts[i % verdicts.size]
            val loss = when (v) { Verdict.INACCURACY -> 0.1; Verdict.MISTAKE -> 0.3; Verdict.BLUNDER -> 0.6; else -> 0.0 }
            // The mover's standing drops by what the mark cost; seat 0's view is kept.
            standing = (standing + (if (seat == 0) -loss else loss) + 0.04 * (if (i % 2 == 0) 1 else -1)).coerceIn(-1.0, 1.0)
            val best = if (v == Verdict.BEST || v == Verdict.GOOD || v == Verdict.FORCED) null else alternatives[i]
            out.add(ReviewedDecision(i, seat, actions[i], v, value(i, -loss), value(i, 0.0), best,
                List(positions[i].seats.size) { s -> if (s == 0) standing else -standing }))
            done = i + 1
        }
        val turning = out.indexOfFirst { it.verdict == Verdict.BLUNDER }.takeIf { it >= 0 }
        return GameReview(of.game, out, turning, !cancelled)
    }

    private fun value(i: Int, delta: Double): ReviewValue = when (of.game) {
        GameKind.PYLOS -> ReviewValue.Balls(1.5 + delta * 5, 6)
        GameKind.PYRAMIDA -> if (delta < -0.2) ReviewValue.Loss(history.size - i + 2) else ReviewValue.Win(history.size - i)
        GameKind.PYRAMIDO -> ReviewValue.Points(4.2 + delta * 10)
    }

    override fun progress(): ReviewProgress = ReviewProgress(done, history.size)
    override fun cancel() { cancelled = true; stop.countDown() }
    override fun close() { closed = true; replay.close() }
}
