package games.pyramids.app.ai

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

class AiRunnerTest {
    /** A fake UI thread: posted runnables wait in a queue until the test runs them. */
    private val ui = LinkedBlockingQueue<Runnable>()
    private fun drainUi(timeoutMs: Long = 2000): Int {
        var n = 0
        val first = ui.poll(timeoutMs, TimeUnit.MILLISECONDS) ?: return 0
        first.run(); n++
        while (true) { val r = ui.poll() ?: return n; r.run(); n++ }
    }

    @Test fun `the result reaches the UI thread, and start never waits for the work`() {
        val pool = Executors.newSingleThreadExecutor()
        val gate = CountDownLatch(1)
        val runner = AiRunner(pool) { ui.add(it) }
        var got: Int? = null
        var workThread: Thread? = null
        val t0 = System.nanoTime()
        runner.start(work = { workThread = Thread.currentThread(); gate.await(); 42 }, onResult = { got = it }, onError = { throw it })
        val startedIn = (System.nanoTime() - t0) / 1_000_000
        assertTrue(startedIn < 200, "start blocked for $startedIn ms")
        assertTrue(runner.isBusy)
        assertEquals(null, got)
        gate.countDown()
        assertEquals(1, drainUi())
        assertEquals(42, got)
        assertFalse(runner.isBusy)
        assertTrue(workThread != Thread.currentThread())
        pool.shutdownNow()
    }

    @Test fun `a cancelled job's result is dropped and its cancel hook runs`() {
        val pool = Executors.newSingleThreadExecutor()
        val gate = CountDownLatch(1)
        val runner = AiRunner(pool) { ui.add(it) }
        var got: String? = null
        var cancelledHook = 0
        runner.start(work = { gate.await(); "late" }, onResult = { got = it }, onError = { got = "error" }, onCancel = { cancelledHook++ })
        runner.cancel()
        assertEquals(1, cancelledHook)
        assertFalse(runner.isBusy)
        gate.countDown()
        drainUi()
        assertEquals(null, got, "a cancelled result must not be delivered")
        runner.cancel() // nothing running: no second hook call
        assertEquals(1, cancelledHook)
        pool.shutdownNow()
    }

    @Test fun `a new job replaces the old one`() {
        val runner = AiRunner({ it.run() }) { ui.add(it) }
        val results = ArrayList<String>()
        runner.start(work = { "first" }, onResult = { results.add(it) }, onError = {})
        runner.start(work = { "second" }, onResult = { results.add(it) }, onError = {})
        drainUi()
        assertEquals(listOf("second"), results)
    }

    @Test fun `errors arrive on the UI thread too`() {
        val runner = AiRunner({ it.run() }) { ui.add(it) }
        var error: Throwable? = null
        runner.start<Int>(work = { throw IllegalStateException("boom") }, onResult = {}, onError = { error = it })
        drainUi()
        assertEquals("boom", error?.message)
    }
}
