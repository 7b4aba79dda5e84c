package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.ActionDetail
import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.GameAction
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameSession
import games.pyramids.core.OptionsProblem
import games.pyramids.core.PylosMove
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.availableGames
import games.pyramids.core.gameInfo
import games.pyramids.core.libraryVersion
import games.pyramids.core.saveGameKind
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import org.junit.jupiter.api.assertThrows
import java.nio.charset.CharacterCodingException
import java.util.concurrent.Callable
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.random.Random

/**
 * Every exported function with hostile arguments: empty strings, huge
 * strings and numbers, control characters, garbage saves, other games'
 * actions. Each call returns normally or throws a PyramidsException; none
 * crashes the JVM, hangs, or breaks the session.
 */
class HostileArgumentsTest {
    private val weirdStrings = listOf(
        "", " ", "\u0000", "\n\t\r", "1a1\u0000", "ｘ１ａ１", "🂡🂢", "\u202Eb1a1", "1a1-", "-1a1", "x", "xx1a1",
        "1a1-2b1-3a1", "1A1-2B1 ", "4a1-1a1", "0a0", "1z9", "9a1", "1a0", "stop stop", "STOP", "--", "null", "NaN",
        "1".repeat(64), "1".repeat(65), "x".repeat(100_000), "1a1".repeat(10_000),
        // Other games' notation: Pyramido dominoes/markers, Pyramida stone moves, chess.
        "D12:a1b1", "M3", "tile c2", "refill", "a3>b4", "s1-s2", "retreat", "e2e4", "O-O",
    )

    /** Runs [block]; it may only fail with a PyramidsException. */
    private fun clean(what: String, block: () -> Unit) {
        try {
            block()
        } catch (e: PyramidsException) {
            assertFalse(e.message.isNullOrBlank(), "$what: empty message")
            assertTrue(e.message!!.length < 2_000, "$what: message of ${e.message!!.length} chars")
            assertFalse(e is PyramidsException.Internal, "$what: internal error ${e.message}")
        }
    }

    @Test
    fun `new game with hostile options`() {
        val variants = weirdStrings + listOf("standard", "Standard", " kids ", "EXPERT")
        for (v in variants) clean("variant ${v.take(20)}") { GameSession(GameOptions(GameKind.PYLOS, v)).close() }
        for (seed in listOf(0L, 1L, Long.MAX_VALUE, Long.MIN_VALUE)) {
            Support.pylos(seed = seed).use { s -> s.play("1a1"); GameSession.load(s.save()).close() }
        }
        Support.pylos(maxPlies = Int.MAX_VALUE).use { it.play("1a1") }
        assertThrows<PyramidsException.BadOptions> { Support.pylos(maxPlies = 0) }
        assertThrows<PyramidsException.BadOptions> { Support.pylos(seats = List(10_000) { SeatController.Human }) }
        for (kind in GameKind.values()) clean("game $kind") { GameSession(GameOptions(kind)).close() }
        for (level in AiLevel.values()) clean("seat $level") { Support.pylos(seats = listOf(Support.ai(level), Support.ai(level))).close() }
    }

    @Test
    fun `play with hostile notation, including other games' actions`() {
        Support.pylos().use { s ->
            s.play("1b2")
            val before = s.snapshot()
            for (text in weirdStrings) {
                val started = System.nanoTime()
                clean("play ${text.take(20)}") { s.play(text) }
                assertTrue(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) < 1_000, "play(${text.take(20)}) was slow")
                if (s.snapshot() != before) s.undo()
            }
            assertEquals(before.copy(canRedo = s.canRedo()), s.snapshot())
            // An echoed action is clipped.
            val e = assertThrows<PyramidsException.IllegalAction> { s.play("q".repeat(100_000)) }
            assertTrue(e.action.length <= 65)
            // Lone surrogates are not valid UTF-16: Kotlin refuses them before the call.
            assertThrows<CharacterCodingException> { s.play("\uD800") }
            s.play("1c3")
        }
    }

    @Test
    fun `play_action with forged records`() {
        Support.pylos().use { s ->
            val forged = listOf(
                PylosMove.Place(""), PylosMove.Place("4a1"), PylosMove.Place("1a1".repeat(1000)), PylosMove.Place("\u0000"),
                PylosMove.Raise("1a1", "2a1"), PylosMove.Raise("", ""), PylosMove.Raise("4a1", "1a1"),
                PylosMove.Reclaim("1a1"), PylosMove.Reclaim("🂡"), PylosMove.Stop,
            )
            for (m in forged) {
                for (seat in listOf(0, 1, Int.MAX_VALUE)) {
                    val a = GameAction("x".repeat(10_000), seat, ActionDetail.Pylos(m))
                    clean("play_action $m") { s.playAction(a) }
                    if (s.canUndo()) s.undo()
                }
            }
            assertEquals(emptyList<String>(), s.history())
            // A place or a seat that cannot be one is refused where it crosses, typed.
            val place = assertThrows<PyramidsException.IllegalAction> {
                s.playAction(GameAction("1d4", 0, ActionDetail.Pylos(PylosMove.Place("9z9"))))
            }
            assertEquals(ActionProblem.Unreadable("a Pylos position"), place.problem)
            val seat = assertThrows<PyramidsException.BadOptions> {
                s.playAction(GameAction("1d4", Int.MAX_VALUE, ActionDetail.Pylos(PylosMove.Place("1d4"))))
            }
            assertEquals(OptionsProblem.NoSuchSeat(Int.MAX_VALUE, 4), seat.problem)
            assertEquals(emptyList<String>(), s.history())
            // The typed detail counts, not the notation or seat written next to it.
            s.playAction(GameAction("nonsense", 1, ActionDetail.Pylos(PylosMove.Place("1d4"))))
            assertEquals(listOf("1d4"), s.history())
        }
    }

    @Test
    @Timeout(60)
    fun `AI and hint with hostile budgets and levels`() {
        val pool = Executors.newSingleThreadExecutor()
        try {
            Support.pylos(seats = listOf(Support.ai(AiLevel.EXPERT), Support.ai(AiLevel.EXPERT))).use { s ->
                for (level in AiLevel.values()) {
                    for (budget in listOf(0uL, 1uL)) clean("ai_move $level $budget") { s.aiMove(level, AiBudget.Time(budget)); s.undo() }
                    clean("ai_move_nodes $level 0") { s.aiMove(level, AiBudget.Nodes(0uL)); s.undo() }
                }
                assertThrows<PyramidsException.BadOptions> { s.aiMove(AiLevel.PERFECT, AiBudget.Nodes(ULong.MAX_VALUE)) }
                s.aiMove(AiLevel.RANDOM, AiBudget.Nodes(ULong.MAX_VALUE))
                s.hint(0L)
                // Unbounded budgets are clamped, and cancel still stops them at once.
                for (call in listOf<() -> Any>(
                    { s.aiMove(null, AiBudget.Time(ULong.MAX_VALUE)) },
                    { s.aiMove(AiLevel.EXPERT, AiBudget.Nodes(ULong.MAX_VALUE)) },
                    { s.hint(Long.MAX_VALUE) },
                )) {
                    val job = pool.submit(Callable { runCatching { call() } })
                    while (!s.isThinking()) Thread.sleep(1)
                    Thread.sleep(50)
                    s.cancelAi()
                    val result = job.get(5, TimeUnit.SECONDS)
                    assertTrue(result.exceptionOrNull() is PyramidsException.Cancelled, "$result")
                }
                assertEquals(0, s.cancelAi(), "nothing to cancel")
                assertFalse(s.isThinking())
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun `seat changes and undo or redo at the edges`() {
        Support.pylos().use { s ->
            for (seat in listOf(2, 3, 1000, Int.MAX_VALUE)) assertThrows<PyramidsException.BadOptions> { s.setSeat(seat, SeatController.Human) }
            assertFalse(s.undo())
            assertEquals(0, s.undoToHuman())
            assertTrue(s.redo().isEmpty())
            assertTrue(s.redoList().isEmpty())
            assertFalse(s.canUndo())
            assertFalse(s.canRedo())
            assertEquals(GameKind.PYLOS, s.game())
            assertTrue(JSONObject(s.debugJson()).getString("game") == "pylos")
        }
    }

    @Test
    fun `load and save_game_kind with garbage`() {
        val garbage = weirdStrings + listOf(
            "null", "[]", "{}", "0", "\"pyramids-save\"", "{\"format\":\"pyramids-save\"}",
            "{\"format\":\"pyramids-save\",\"version\":-1}", "{\"format\":\"pyramids-save\",\"version\":1.5}",
            "{\"format\":\"pyramids-save\",\"version\":18446744073709551616}",
            "[".repeat(100_000), "{\"a\":".repeat(50_000), " ".repeat((1 shl 20) + 1), "\uFEFF{}",
        )
        for (text in garbage) {
            assertThrows<PyramidsException.BadSave>("load ${text.take(30)}") { GameSession.load(text) }
            assertThrows<PyramidsException.BadSave>("kind ${text.take(30)}") { saveGameKind(text) }
        }
    }

    private fun realSave(): String = Support.pylos(seats = listOf(Support.ai(AiLevel.EASY), Support.ai(AiLevel.MEDIUM)), seed = 2L).use { s ->
        repeat(20) { s.aiMove(null, AiBudget.Nodes(200uL)) }
        repeat(3) { s.undo() }
        s.save()
    }

    @Test
    fun `save caps hold through the FFI`() {
        val base = JSONObject(realSave())
        fun withField(name: String, value: Any): String = JSONObject(base.toString()).put(name, value).toString()
        // MAX_HISTORY: 5000 actions per list.
        val long = JSONArray(List(5_001) { "1a1" })
        assertTrue(assertThrows<PyramidsException.BadSave> { GameSession.load(withField("history", long)) }.reason.contains("5000"))
        assertTrue(assertThrows<PyramidsException.BadSave> { GameSession.load(withField("redo", long)) }.reason.contains("5000"))
        // MAX_ACTION_CHARS: 64 per action.
        val wordy = JSONArray(listOf("1a1" + " ".repeat(62)))
        assertTrue(assertThrows<PyramidsException.BadSave> { GameSession.load(withField("history", wordy)) }.reason.contains("64"))
        // MAX_SAVE_BYTES: 1 MiB, checked before parsing.
        val padded = base.toString().dropLast(1) + ",\"pad\":\"" + "x".repeat(1 shl 20) + "\"}"
        assertTrue(assertThrows<PyramidsException.BadSave> { GameSession.load(padded) }.reason.contains("bytes"))
        // Seats: at most 8; wrong types anywhere.
        assertThrows<PyramidsException.BadSave> { GameSession.load(withField("seats", JSONArray(List(9) { "human" }))) }
        for ((field, value) in listOf("seed" to -1, "seed" to "x", "seats" to JSONArray(listOf("wizard")), "history" to "1a1",
            "history" to JSONArray(listOf(1, 2)), "max_plies" to -5, "options" to JSONObject().put("variant", 3), "game" to "chess")) {
            assertThrows<PyramidsException.BadSave>("$field=$value") { GameSession.load(withField(field, value)) }
        }
        // Just under the caps still loads.
        val legalLong = JSONArray(listOf("  1A1  "))
        GameSession.load(withField("history", legalLong).let { JSONObject(it).put("redo", JSONArray()).toString() }).use {
            assertEquals(listOf("1a1"), it.history())
        }
    }

    @Test
    fun `random mutations of a real save load cleanly or fail with BadSave`() {
        val save = realSave()
        val rng = Random(42)
        val alphabet = "[]{}\",:0123456789abcdxz-. \\\n"
        var loaded = 0
        repeat(1_500) {
            val chars = StringBuilder(save)
            repeat(1 + rng.nextInt(4)) {
                val at = rng.nextInt(chars.length + 1)
                when (rng.nextInt(3)) {
                    0 -> chars.insert(at, alphabet[rng.nextInt(alphabet.length)])
                    1 -> if (at < chars.length) chars.deleteCharAt(at)
                    else -> if (at < chars.length) chars.setCharAt(at, alphabet[rng.nextInt(alphabet.length)])
                }
            }
            try {
                GameSession.load(chars.toString()).use { s ->
                    loaded++
                    Support.checkConsistent(s)
                }
            } catch (e: PyramidsException.BadSave) {
                assertFalse(e.reason.isBlank())
            }
        }
        assertTrue(loaded > 0, "some mutations (whitespace, seeds …) still load")
        // Pure random text.
        repeat(1_000) {
            val text = String(CharArray(rng.nextInt(200)) { alphabet[rng.nextInt(alphabet.length)] })
            assertThrows<PyramidsException.BadSave> { GameSession.load(text) }
        }
    }

    @Test
    fun `catalogue functions never fail`() {
        assertEquals(3, availableGames().size)
        for (kind in GameKind.values()) clean("game_info $kind") { gameInfo(kind) }
        assertFalse(libraryVersion().isBlank())
    }
}
