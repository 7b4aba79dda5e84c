package games.pyramids.app.game

import games.pyramids.app.session.isOver
import games.pyramids.app.ai.AiRunner
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.core.ActionDetail
import games.pyramids.core.AiLevel
import games.pyramids.core.GameAction
import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameOptions
import games.pyramids.app.session.GameSession
import games.pyramids.core.PylosMove
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.Executor
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit

class GameControllerTest {
    private val host = TestHost()
    private val saves = ArrayList<Int>()
    /** The core's save string of the last autosave. */
    private var lastSave: String? = null
    private val autosave = Autosave { session: GameSession, s: Snapshot -> saves.add(s.ply); lastSave = session.save() }

    private fun controller(session: EngineSession, executor: Executor = Executor { it.run() }): GameController {
        val ai = AiRunner(executor) { r -> host.post(0, r) }
        return GameController(session, ai, UiScheduler { d, r -> host.post(d, r) }, host::now, autosave).also { it.start() }
    }

    private fun place(c: GameController, to: String): GameAction =
        c.legal.first { (it.detail as ActionDetail.Pylos).action == PylosMove.Place(to) }

    /** Some place on the board (the AI's answers are the engine's, so the test does not name one). */
    private fun anyPlace(c: GameController): GameAction =
        c.legal.first { (it.detail as ActionDetail.Pylos).action is PylosMove.Place }

    private val vsAi = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.HARD)))

    @Test fun `human then AI, the AI answers after the animations, off the UI thread's call stack`() {
        val session = engineSession(vsAi)
        val c = controller(session)
        var animationsEnd = 0L
        c.animationsEndAt = { animationsEnd }
        assertTrue(c.humanToMove)
        animationsEnd = host.time + 500
        assertTrue(c.play(place(c, "1b2")))
        assertEquals(listOf(1), saves, "autosaved after the human's move")
        assertTrue(c.thinking, "the AI seat is to move")
        assertFalse(c.humanToMove)
        assertEquals(1, session.history().size, "the AI waits for the animation")
        host.advance(400)
        assertEquals(1, session.history().size)
        host.advance(500)
        assertEquals(2, session.history().size, "the AI has played")
        assertFalse(c.thinking)
        assertTrue(c.humanToMove)
        assertEquals(listOf(1, 2), saves)
        assertTrue(c.lastEvents.isNotEmpty())
    }

    @Test fun `AI against AI plays on by itself`() {
        val session = engineSession(GameOptions(GameKind.PYLOS, "kids", listOf(SeatController.Ai(AiLevel.EASY), SeatController.Ai(AiLevel.EXPERT))))
        val c = controller(session)
        host.advance(60_000)
        assertTrue(session.outcome().isOver, "the game ran to its end")
        assertFalse(c.canUndo, "no undo without a human seat")
        assertEquals(session.history().size, saves.last())
    }

    @Test fun `undo against the AI goes back to the human's last decision`() {
        val session = engineSession(vsAi)
        val c = controller(session)
        c.play(place(c, "1a1")); host.advance(1000)
        val second = anyPlace(c)
        c.play(second); host.advance(1000)
        assertEquals(4, session.history().size)
        val aiAnswer = session.history()[1]
        c.undo()
        assertEquals(listOf("1a1", aiAnswer), session.history())
        assertTrue(c.humanToMove)
        assertTrue(c.canRedo)
        c.redo()
        assertEquals(4, session.history().size, "redo replays the human move and the AI's answer")
        assertTrue(c.humanToMove)
    }

    @Test fun `undo while the AI thinks cancels it without waiting, and its move never lands`() {
        // The expert searches as deep as its clock allows (hard stops at depth 4),
        // so with a minute's budget it is surely still thinking when undo comes.
        val session = engineSession(vsAi.copy(seats = listOf(SeatController.Human, SeatController.Ai(AiLevel.EXPERT))))
        session.clockBudgetMs = 60_000
        val pool = Executors.newSingleThreadExecutor()
        val c = controller(session, pool)
        c.play(place(c, "1a1"))
        host.advance(1000) // the AI starts thinking on the pool thread
        val deadline = System.currentTimeMillis() + 5000
        while (!session.real.isThinking() && System.currentTimeMillis() < deadline) Thread.sleep(5)
        assertTrue(session.real.isThinking(), "the engine is searching")
        assertTrue(c.thinking)
        val t0 = System.nanoTime()
        c.undo()
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 500, "undo must not wait for the AI")
        assertFalse(c.thinking)
        assertEquals(0, session.history().size)
        pool.shutdown()
        assertTrue(pool.awaitTermination(5, TimeUnit.SECONDS), "the cancelled search returned")
        assertFalse(session.real.isThinking())
        host.advance(100)
        assertEquals(0, session.history().size, "the cancelled AI move was dropped")
        assertTrue(c.humanToMove)
    }

    @Test fun `resign while the computer thinks ends the game at once, its move never lands, and the save holds it`() {
        val session = engineSession(vsAi.copy(seats = listOf(SeatController.Human, SeatController.Ai(AiLevel.EXPERT))))
        session.clockBudgetMs = 60_000
        val pool = Executors.newSingleThreadExecutor()
        val c = controller(session, pool)
        assertEquals(0, c.resignSeat, "the one human may resign")
        c.play(place(c, "1a1"))
        host.advance(1000)
        val deadline = System.currentTimeMillis() + 5000
        while (!session.real.isThinking() && System.currentTimeMillis() < deadline) Thread.sleep(5)
        assertTrue(session.real.isThinking(), "the engine is searching")
        assertEquals(0, c.resignSeat, "also while the computer thinks")
        val t0 = System.nanoTime()
        c.resign()
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 500, "resign must not wait for the computer")
        assertEquals(GameOutcome.Win(1), c.snapshot.outcome, "the computer wins")
        assertEquals(0, c.snapshot.resigned)
        assertFalse(c.thinking)
        assertNull(c.resignSeat, "nothing left to give up")
        assertFalse(c.canUndo, "a resignation is final")
        assertEquals(2, saves.size, "saved after the move and after the resignation")
        pool.shutdown()
        assertTrue(pool.awaitTermination(5, TimeUnit.SECONDS), "the stopped search returned")
        host.advance(5000)
        assertEquals(listOf("1a1"), session.history(), "the computer's move never landed")
        assertEquals(GameOutcome.Win(1), session.outcome())
        games.pyramids.app.testkit.TestSessions().load(lastSave!!).use { back ->
            assertEquals(0, back.snapshot().resigned, "the save holds the resignation")
            assertEquals(GameOutcome.Win(1), back.outcome())
        }
    }

    @Test fun `at a table of humans only the player to move may resign, and Resign when not offered changes nothing`() {
        val session = engineSession(GameOptions(GameKind.PYLOS, "standard"))
        val c = controller(session)
        assertEquals(0, c.resignSeat)
        c.play(place(c, "1a1"))
        assertEquals(1, c.resignSeat)
        c.resign()
        assertEquals(GameOutcome.Win(0), c.snapshot.outcome)
        assertEquals(1, c.snapshot.resigned)
        val saved = saves.size
        c.resign()
        assertEquals(saved, saves.size, "a second resign does nothing and saves nothing")
        assertEquals(1, c.snapshot.resigned)
    }

    @Test fun `two humans undo one decision at a time`() {
        val session = engineSession(GameOptions(GameKind.PYLOS, "standard"))
        val c = controller(session)
        c.play(place(c, "1a1")); c.play(place(c, "1b1"))
        c.undo()
        assertEquals(listOf("1a1"), session.history())
        assertEquals(1, c.snapshot.toMove)
    }

    @Test fun `a hint is computed off the UI thread and cleared by the next move`() {
        val session = engineSession(GameOptions(GameKind.PYLOS, "standard"))
        val c = controller(session)
        c.requestHint()
        assertTrue(c.hintPending)
        host.runUi()
        assertFalse(c.hintPending)
        assertNotNull(c.hint)
        c.play(c.hint!!.action)
        assertNull(c.hint)
    }

    @Test fun `an illegal action becomes a notice, not a crash`() {
        val session = engineSession(GameOptions(GameKind.PYLOS, "standard"))
        val c = controller(session)
        val stale = place(c, "1a1")
        c.play(stale)
        assertFalse(c.play(stale), "the same place again is refused")
        assertNotNull(c.notice)
        assertTrue(c.notice!!.isError)
        assertEquals(1, session.history().size)
    }

    @Test fun `pausing stops the AI and saves, resuming starts it again`() {
        val session = engineSession(vsAi)
        val c = controller(session)
        c.play(place(c, "1a1"))
        c.pause()
        assertFalse(c.thinking)
        host.advance(5000)
        assertEquals(1, session.history().size, "no AI move while paused")
        c.resume()
        host.advance(5000)
        assertEquals(2, session.history().size)
    }

    @Test fun `rematch keeps seats and variant with a new seed`() {
        val session = engineSession(vsAi.copy(variant = "expert", seed = 5))
        val c = controller(session)
        val o = c.rematchOptions(99)
        assertEquals("expert", o.variant); assertEquals(vsAi.seats, o.seats); assertEquals(99L, o.seed)
    }
}
