package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameSession
import games.pyramids.core.PylosEvent
import games.pyramids.core.SeatController
import games.pyramids.core.availableGames
import games.pyramids.core.gameInfo
import games.pyramids.core.libraryVersion
import games.pyramids.core.saveGameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.ValueSource
import kotlin.random.Random

/** Complete games through the FFI: human actions, AI moves, undo/redo, saves. */
class GameplayTest {
    /** A scripted "human": a seeded random legal action, by notation or as the typed record. */
    private fun humanTurn(s: GameSession, rng: Random): List<GameEvent> {
        val legal = s.legalActions()
        val choice = legal[rng.nextInt(legal.size)]
        return if (rng.nextBoolean()) s.play(choice.notation) else s.playAction(choice)
    }

    private fun checkEvents(events: List<GameEvent>, over: Boolean) {
        assertTrue(events.isNotEmpty())
        assertEquals(over, events.last().name == "game_over", "game_over comes last, exactly when the game ends: $events")
    }

    @ParameterizedTest
    @ValueSource(strings = ["kids", "standard", "expert"])
    fun `a human plays a complete game against the AI`(variant: String) {
        Support.pylos(variant, listOf(Support.HUMAN, Support.ai(AiLevel.MEDIUM)), seed = 11L).use { s ->
            val rng = Random(variant.hashCode())
            var plies = 0
            while (!s.outcome().isOver()) {
                val snap = Support.checkConsistent(s)
                val events = if (snap.toMoveController == SeatController.Human) {
                    humanTurn(s, rng)
                } else {
                    val m = s.aiMove(null, AiBudget.Nodes(400uL))
                    assertEquals(1, m.action.seat)
                    m.events
                }
                checkEvents(events, s.outcome().isOver())
                plies++
                assertTrue(plies < 600, "the game ends")
            }
            val end = Support.checkConsistent(s)
            assertEquals(plies.toInt(), end.ply)
            assertEquals(plies, s.history().size)
            assertTrue(end.outcome is GameOutcome.Win || end.outcome is GameOutcome.Draw, "${end.outcome}")
        }
    }

    @Test
    fun `AI against AI at every level finishes, by node budget and by time budget`() {
        val levels = gameInfo(GameKind.PYLOS).aiLevels
        assertEquals(listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.EXPERT), levels)
        for ((i, level) in levels.withIndex()) {
            val other = levels[(i + 2) % levels.size]
            Support.pylos(seats = listOf(Support.ai(level), Support.ai(other)), seed = i.toLong()).use { s ->
                var plies = 0
                while (!s.outcome().isOver()) {
                    // Mostly node-capped (reproducible); every fifth move on a 5 ms clock.
                    val m = if (plies % 5 == 4) s.aiMove(null, AiBudget.Time(5uL)) else s.aiMove(null, AiBudget.Nodes(300uL))
                    checkEvents(m.events, s.outcome().isOver())
                    plies++
                    assertTrue(plies < 600)
                }
                Support.checkConsistent(s)
            }
        }
    }

    @Test
    fun `node-capped AI games are reproducible`() {
        fun game(): List<String> = Support.pylos(seats = listOf(Support.ai(AiLevel.HARD), Support.ai(AiLevel.EASY)), seed = 5L).use { s ->
            repeat(30) { if (!s.outcome().isOver()) s.aiMove(null, AiBudget.Nodes(500uL)) }
            s.history()
        }
        assertEquals(game(), game())
    }

    @Test
    fun `the AI level can be overridden per move and a seat can change hands`() {
        Support.pylos(seats = listOf(Support.HUMAN, Support.ai(AiLevel.EXPERT))).use { s ->
            s.play("1a1")
            val m = s.aiMove(AiLevel.RANDOM, AiBudget.Time(1uL))
            assertEquals(1, m.action.seat)
            assertEquals(0, m.depth.toInt(), "random does not search")
            s.setSeat(0, Support.ai(AiLevel.EASY))
            s.setSeat(1, Support.HUMAN)
            assertEquals(listOf(Support.ai(AiLevel.EASY), Support.HUMAN), s.options().seats)
            s.aiMove(null, AiBudget.Nodes(100uL))
            assertEquals(SeatController.Human, s.snapshot().toMoveController)
        }
    }

    @Test
    fun `undo and redo walk back and forth through identical snapshots`() {
        Support.pylos(seed = 3L).use { s ->
            val rng = Random(3)
            val snapshots = mutableListOf(s.snapshot())
            repeat(24) {
                humanTurn(s, rng)
                snapshots += s.snapshot()
            }
            val history = s.history()
            assertFalse(s.canRedo())
            for (i in snapshots.indices.reversed().drop(1)) {
                assertTrue(s.undo())
                val snap = s.snapshot()
                assertEquals(snapshots[i].copy(canRedo = true), snap.copy(canRedo = true), "after undo to ply $i")
                assertTrue(snap.canRedo)
            }
            assertFalse(s.canUndo())
            assertFalse(s.undo(), "nothing left to undo")
            assertEquals(history, s.redoList())
            for (i in 1 until snapshots.size) {
                val events = s.redo()
                assertTrue(events.isNotEmpty())
                assertEquals(snapshots[i].copy(canRedo = false), s.snapshot().copy(canRedo = false), "after redo to ply $i")
            }
            assertTrue(s.redo().isEmpty(), "nothing left to redo")
            assertEquals(history, s.history())
            // A new action clears the redo list.
            s.undo()
            humanTurn(s, rng)
            assertFalse(s.canRedo())
        }
    }

    @Test
    fun `undo against the AI returns to the human's decision`() {
        Support.pylos(seats = listOf(Support.HUMAN, Support.ai(AiLevel.EASY))).use { s ->
            s.play("1b2")
            s.aiMove(null, AiBudget.Nodes(100uL))
            s.play(s.legalActions().first().notation)
            s.aiMove(null, AiBudget.Nodes(100uL))
            assertEquals(2, s.undoToHuman())
            assertEquals("1b2", s.history()[0])
            assertEquals(2, s.history().size)
            assertEquals(SeatController.Human, s.snapshot().toMoveController)
        }
    }

    @Test
    fun `save and load round-trip mid-game, then both copies play on identically`() {
        Support.pylos(seats = listOf(Support.ai(AiLevel.HARD), Support.ai(AiLevel.MEDIUM)), seed = 9L, variant = "expert").use { s ->
            repeat(14) { s.aiMove(null, AiBudget.Nodes(300uL)) }
            s.undo()
            s.undo()
            val text = s.save()
            assertEquals(GameKind.PYLOS, saveGameKind(text))
            GameSession.load(text).use { back ->
                assertEquals(s.snapshot(), back.snapshot())
                assertEquals(s.history(), back.history())
                assertEquals(s.redoList(), back.redoList())
                assertEquals(2, back.redoList().size)
                assertEquals(s.options(), back.options())
                assertEquals(text, back.save(), "saving is stable")
                back.redo()
                s.redo()
                repeat(10) {
                    if (!s.outcome().isOver()) {
                        assertEquals(s.aiMove(null, AiBudget.Nodes(300uL)), back.aiMove(null, AiBudget.Nodes(300uL)))
                    }
                }
                assertEquals(s.snapshot(), back.snapshot())
            }
        }
    }

    @Test
    fun `a hint is a legal action and plays nothing`() {
        Support.pylos().use { s ->
            s.play("1a1")
            val before = s.snapshot()
            val hint = s.hint(30L)
            assertTrue(s.legalActions().contains(hint.action), "$hint")
            assertEquals(before, s.snapshot())
            s.playAction(hint.action)
            assertNotEquals(before, s.snapshot())
        }
    }

    @Test
    fun `events describe each decision in order`() {
        Support.pylos().use { s ->
            for (m in listOf("1a1", "1d4", "1b1", "1c4", "1a2", "1d3")) s.play(m)
            val events = s.play("1b2").map { (it as GameEvent.Pylos).event }
            assertEquals(PylosEvent.Placed(0, "1b2"), events[0])
            assertEquals(PylosEvent.PatternCompleted(0, listOf("1a1", "1b1", "1a2", "1b2")), events[1])
            assertEquals(listOf(PylosEvent.Reclaimed(0, "1b2")), s.play("x1b2").map { (it as GameEvent.Pylos).event })
            assertEquals(listOf(PylosEvent.ReclaimDeclined(0), PylosEvent.TurnPassed(1)),
                s.play("stop").map { (it as GameEvent.Pylos).event })
        }
    }

    @Test
    fun `game catalogue and version`() {
        val games = availableGames()
        assertEquals(listOf(GameKind.PYLOS, GameKind.PYRAMIDO, GameKind.PYRAMIDA), games.map { it.game })
        val info = games.first()
        assertEquals("pylos", info.name)
        assertEquals(listOf("standard", "kids", "expert"), info.variants)
        assertEquals("standard", info.defaultVariant)
        assertEquals(2, info.minSeats)
        assertEquals(2, info.maxSeats)
        assertTrue(libraryVersion().matches(Regex("""\d+\.\d+\.\d+.*""")))
        Support.pylos(variant = "KIDS").use { assertEquals("kids", it.snapshot().variant) }
        val pyramido = games.first { it.game == GameKind.PYRAMIDO }
        assertEquals(2, pyramido.minSeats)
        assertEquals(4, pyramido.maxSeats)
        assertEquals(listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.EXPERT), pyramido.aiLevels)
        val pyramida = games.first { it.game == GameKind.PYRAMIDA }
        assertEquals(listOf("standard", "swapped"), pyramida.variants)
        assertEquals(listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.PERFECT), pyramida.aiLevels)
    }
}
