package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.AiMove
import games.pyramids.core.GameSession
import games.pyramids.core.PyramidsException
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.Callable
import java.util.concurrent.CountDownLatch
import java.util.concurrent.ExecutionException
import java.util.concurrent.Executors
import java.util.concurrent.Future
import java.util.concurrent.TimeUnit

/** One session shared between threads: the AI thinks on one, the UI reads and cancels on another. */
class ConcurrencyTest {
    private fun waitUntilThinking(s: GameSession) {
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
        while (!s.isThinking()) {
            assertTrue(System.nanoTime() < deadline, "the AI never started")
            Thread.sleep(1)
        }
    }

    private fun <T> Future<T>.failure(): Throwable = try {
        get(10, TimeUnit.SECONDS)
        throw AssertionError("expected the AI call to fail")
    } catch (e: ExecutionException) {
        e.cause!!
    }

    @Test
    @Timeout(30)
    fun `cancel from another thread stops a long AI search promptly`() {
        val pool = Executors.newSingleThreadExecutor()
        try {
            Support.pylos(seats = listOf(Support.ai(AiLevel.EXPERT), Support.HUMAN)).use { s ->
                val started = System.nanoTime()
                val thinking: Future<AiMove> = pool.submit(Callable { s.aiMove(null, AiBudget.Time(60_000uL)) })
                waitUntilThinking(s)
                // The session stays usable from this thread while the AI thinks.
                repeat(20) {
                    assertEquals(0, s.snapshot().ply)
                    assertEquals(16, s.legalActions().size)
                    s.save()
                }
                Thread.sleep(150)
                val cancelledAt = System.nanoTime()
                assertEquals(1, s.cancelAi())
                val e = thinking.failure()
                val cancelMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cancelledAt)
                assertTrue(e is PyramidsException.Cancelled, "$e")
                assertTrue(cancelMs < 2_000, "cancel took $cancelMs ms")
                assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) < 10_000)
                assertFalse(s.isThinking())
                assertEquals(0, s.snapshot().ply, "a cancelled AI plays nothing")
                // The next call is not cancelled by the old request.
                s.aiMove(null, AiBudget.Nodes(300uL))
                assertEquals(1, s.snapshot().ply)
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    @Timeout(30)
    fun `undo while the AI thinks cancels it and nothing is played`() {
        val pool = Executors.newSingleThreadExecutor()
        try {
            Support.pylos(seats = listOf(Support.HUMAN, Support.ai(AiLevel.EXPERT))).use { s ->
                s.play("1b2")
                val thinking = pool.submit(Callable { s.aiMove(null, AiBudget.Time(60_000uL)) })
                waitUntilThinking(s)
                assertTrue(s.undo())
                assertTrue(thinking.failure() is PyramidsException.Cancelled)
                assertEquals(0, s.snapshot().ply)
                assertEquals(listOf("1b2"), s.redoList())
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    @Timeout(60)
    fun `many threads racing on one session keep it consistent`() {
        val threads = 4
        val pool = Executors.newFixedThreadPool(threads)
        try {
            Support.pylos(seed = 4L).use { s ->
                val go = CountDownLatch(1)
                val jobs = (0 until threads).map { t ->
                    pool.submit(Callable {
                        go.await()
                        var played = 0
                        var refused = 0
                        repeat(60) { i ->
                            val legal = s.legalActions()
                            if (legal.isEmpty()) return@repeat
                            try {
                                s.play(legal[(i * 7 + t) % legal.size].notation)
                                played++
                            } catch (e: PyramidsException.IllegalAction) {
                                refused++ // another thread moved first: the action went stale
                            } catch (e: PyramidsException.GameOver) {
                                refused++
                            }
                            if (i % 10 == t) s.snapshot()
                        }
                        played to refused
                    })
                }
                go.countDown()
                val results = jobs.map { it.get(30, TimeUnit.SECONDS) }
                val played = results.sumOf { it.first }
                assertEquals(played, s.history().size, "every accepted action is in the history once")
                Support.checkConsistent(s)
                // The history replays to the same position.
                GameSession.load(s.save()).use { assertEquals(s.snapshot(), it.snapshot()) }
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    @Timeout(60)
    fun `independent sessions think in parallel`() {
        val pool = Executors.newFixedThreadPool(2)
        try {
            val sessions = List(2) { Support.pylos(seats = listOf(Support.ai(AiLevel.MEDIUM), Support.ai(AiLevel.HARD)), seed = it.toLong()) }
            val jobs = sessions.map { s ->
                pool.submit(Callable {
                    repeat(20) { if (!s.outcome().isOver()) s.aiMove(null, AiBudget.Nodes(300uL)) }
                    s.history().size
                })
            }
            assertEquals(listOf(20, 20), jobs.map { it.get(30, TimeUnit.SECONDS) })
            sessions.forEach { it.close() }
        } finally {
            pool.shutdownNow()
        }
    }
}
