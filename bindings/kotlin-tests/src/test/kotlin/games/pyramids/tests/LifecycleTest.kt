package games.pyramids.tests

import games.pyramids.core.GameSession
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Native objects are released by close() / use {} and refuse use afterwards. */
class LifecycleTest {
    @Test
    fun `use closes the session and a closed session refuses calls`() {
        val s = Support.pylos()
        s.use { it.play("1a1") }
        assertThrows<IllegalStateException> { s.snapshot() }
        assertThrows<IllegalStateException> { s.play("1b1") }
        s.close() // closing twice is harmless
        s.destroy()
    }

    @Test
    fun `many sessions created and closed`() {
        repeat(2_000) { i ->
            Support.pylos(seed = i.toLong()).use { s ->
                s.play("1a1")
                if (i % 100 == 0) GameSession.load(s.save()).use { assertEquals(1, it.history().size) }
            }
        }
    }

    @Test
    fun `a session handed to another thread and closed there`() {
        val s = Support.pylos()
        val t = Thread { s.use { it.play("1d4") } }
        t.start()
        t.join()
        assertThrows<IllegalStateException> { s.history() }
    }
}
