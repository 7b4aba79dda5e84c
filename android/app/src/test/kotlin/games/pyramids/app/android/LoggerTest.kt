package games.pyramids.app.android

import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.LogException
import games.pyramids.core.LogLevel
import games.pyramids.core.LogRecord
import games.pyramids.core.Logger
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.Collections
import games.pyramids.core.GameSession as CoreSession

/**
 * The logger interface the app implements ([Logcat]) through the real
 * bindings (the calls go through [Logcat.install]: the test compile sees the
 * bindings' classes but not their top-level functions): the core calls a Kotlin object from its own thread, with the
 * search's span and figures; a logger that throws changes nothing.
 */
class LoggerTest {
    private class Keep : Logger {
        val records: MutableList<LogRecord> = Collections.synchronizedList(mutableListOf())
        override fun log(record: LogRecord) { records.add(record) }
    }

    /** Two computer seats: the AI may move for either. */
    private fun computers(level: AiLevel) = GameOptions(GameKind.PYLOS, "standard", List(2) { SeatController.Ai(level) }, seed = 3)

    @Test fun `an AI search reaches the Kotlin logger as one ai_search line with its figures`() {
        val keep = Keep()
        try {
            assertEquals(LogLevel.INFO, Logcat.install(keep, LogLevel.INFO))
            val played = CoreSession(computers(AiLevel.HARD)).aiMove(null, AiBudget.Nodes(3_000uL))
            val search = synchronized(keep.records) { keep.records.first { it.span == "ai_search" } }
            assertEquals(LogLevel.INFO, search.level)
            val fields = search.fields.associate { it.name to it.value }
            assertEquals("pylos", fields["game"])
            assertEquals("hard", fields["level"])
            assertEquals(played.nodes.toString(), fields["nodes"])
            assertTrue(search.text.startsWith("ai_search: closed game=pylos"), search.text)
            assertEquals(android.util.Log.INFO, Logcat.priority(search.level))
        } finally {
            Logcat.remove()
        }
    }

    @Test fun `a logger that throws leaves the game call alone`() {
        val throwing = object : Logger {
            override fun log(record: LogRecord) { throw LogException.Failed("full") }
        }
        val unexpected = object : Logger {
            override fun log(record: LogRecord) { throw IllegalStateException("a bug in the logger") }
        }
        try {
            for (logger in listOf(throwing, unexpected)) {
                assertEquals(LogLevel.TRACE, Logcat.install(logger, LogLevel.TRACE))
                assertTrue(CoreSession(computers(AiLevel.EASY)).aiMove(null, AiBudget.Nodes(200uL)).nodes >= 0)
            }
        } finally {
            Logcat.remove()
        }
    }
}
