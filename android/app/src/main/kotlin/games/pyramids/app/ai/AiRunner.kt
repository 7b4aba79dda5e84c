package games.pyramids.app.ai

import java.util.concurrent.Executor
import java.util.concurrent.atomic.AtomicLong

/**
 * Runs blocking engine calls (the AI's move, a hint) on a background
 * [executor] and hands the result to the UI thread through [postToUi]. The
 * UI thread never waits: [start] returns at once, and [cancel] only flips
 * flags (it calls the session's non-blocking cancel through [onCancel]).
 *
 * Each job has a ticket. A result is delivered only if its ticket is still
 * the current one when it reaches the UI thread, so a move computed for a
 * position that was since undone or left is silently dropped.
 */
class AiRunner(
    private val executor: Executor,
    private val postToUi: (Runnable) -> Unit,
) {
    private val ticket = AtomicLong(0)
    @Volatile private var running: Job? = null

    private class Job(val ticket: Long, val onCancel: () -> Unit)

    /** True between [start] and the delivery (or cancellation) of its result. */
    val isBusy: Boolean get() = running != null

    /**
     * Runs [work] off the UI thread; then, on the UI thread, [onResult] or
     * [onError] — unless [cancel] or another [start] came first.
     * [onCancel] must not block (e.g. `session.cancelAi()`).
     */
    fun <T> start(
        work: () -> T,
        onResult: (T) -> Unit,
        onError: (Throwable) -> Unit,
        onCancel: () -> Unit = {},
    ) {
        cancel()
        val mine = ticket.incrementAndGet()
        val job = Job(mine, onCancel)
        running = job
        executor.execute {
            val outcome: Result<T> = try { Result.success(work()) } catch (t: Throwable) { Result.failure(t) }
            postToUi(Runnable {
                if (ticket.get() != mine) return@Runnable
                running = null
                outcome.fold(onResult, onError)
            })
        }
    }

    /** Stops the running job (if any); its result will be dropped. Never blocks. */
    fun cancel() {
        val job = running ?: return
        running = null
        ticket.incrementAndGet()
        try { job.onCancel() } catch (_: Throwable) { /* cancelling must never fail the UI */ }
    }
}
