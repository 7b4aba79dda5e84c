package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.ActionDetail
import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameSession
import games.pyramids.core.PylosMove
import games.pyramids.core.PyramidaDecision
import games.pyramids.core.PyramidaProblem
import games.pyramids.core.PyramidaEvent
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidoDir
import games.pyramids.core.PyramidoEvent
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoPlaceError
import games.pyramids.core.PyramidoProblem
import games.pyramids.core.PyramidsException
import games.pyramids.core.RuleProblem
import games.pyramids.core.SeatController
import games.pyramids.core.saveGameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.Callable
import java.util.concurrent.ExecutionException
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.assertThrows

/**
 * Pyramida and Pyramido through the FFI: complete games (human actions and
 * AI moves by node cap), undo/redo, save → load mid-game, every error, and
 * hostile arguments including other games' actions.
 */
class PyramidGamesTest {
    /** Plays until the end: AI seats by node cap, human seats by [pick]. Returns the decisions played. */
    private fun playOut(s: GameSession, nodes: Long = 2_000L, limit: Int = 3_000, pick: (List<GameAction>, Int) -> GameAction): Int {
        var n = 0
        while (!s.outcome().isOver() && n < limit) {
            val snap = Support.checkConsistent(s)
            if (snap.toMoveController is SeatController.Ai) {
                val mv = s.aiMove(null, AiBudget.Nodes(nodes.toULong()))
                assertTrue(mv.events.isNotEmpty())
                assertEquals(snap.toMove, mv.action.seat)
            } else {
                val legal = s.legalActions()
                val events = s.playAction(pick(legal, n))
                assertTrue(events.isNotEmpty())
            }
            n++
        }
        Support.checkConsistent(s)
        return n
    }

    @Test
    fun `Pyramida complete game human against AI, and AI against AI at every level but perfect`() {
        Support.pyramida(seats = listOf(Support.HUMAN, Support.ai(AiLevel.MEDIUM)), seed = 2L).use { s ->
            // The human races up: the highest target first.
            val n = playOut(s) { legal, i ->
                legal.maxByOrNull { a -> (a.pyramidaMove as? PyramidaMove.Step)?.to?.let { it[1].code * 10 + (i % 7) } ?: 0 }!!
            }
            val snap = s.snapshot()
            assertTrue(snap.outcome.isOver(), "over after $n decisions")
            val p = snap.pyramida
            assertEquals(PyramidaDecision.GAME_OVER, p.decision)
            if (snap.outcome is GameOutcome.Win) assertTrue(p.offBoard.contains(3))
            assertTrue(s.legalActions().isEmpty())
        }
        for ((i, level) in listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD).withIndex()) {
            Support.pyramida(seats = listOf(Support.ai(level), Support.ai(AiLevel.EASY)), seed = i.toLong(), maxPlies = 400).use { s ->
                playOut(s, nodes = 3_000L) { l, _ -> l.first() }
                assertTrue(s.outcome().isOver(), "$level")
            }
        }
    }

    @Test
    fun `Pyramida perfect level plays a whole game (the one solve of the suite)`() {
        Support.pyramida(seats = listOf(Support.ai(AiLevel.PERFECT), Support.ai(AiLevel.EASY)), variant = "swapped", seed = 4L, maxPlies = 300).use { s ->
            playOut(s, nodes = 5_000L) { l, _ -> l.first() }
            assertTrue(s.outcome().isOver())
            assertTrue(s.snapshot().pyramida.swapped)
        }
        // The hint uses the strongest level (perfect, now solved): instant, any seat, plays nothing.
        Support.pyramida().use { s ->
            val hint = s.hint(1_000L)
            assertTrue(hint.action.notation in s.legalActions().map { it.notation })
            assertEquals(0, s.snapshot().ply)
        }
    }

    @Test
    @Timeout(30)
    fun `cancel stops a long Pyramido or Pyramida search from another thread`() {
        val pool = Executors.newSingleThreadExecutor()
        try {
            val sessions = listOf(
                Support.pyramido(seats = listOf(Support.ai(AiLevel.EXPERT), Support.HUMAN), firstPlayer = 0),
                Support.pyramida(seats = listOf(Support.ai(AiLevel.HARD), Support.HUMAN)),
            )
            for (s in sessions) s.use {
                val thinking = pool.submit(Callable { s.aiMove(null, AiBudget.Time(60_000uL)) })
                val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
                while (!s.isThinking() && !thinking.isDone) {
                    assertTrue(System.nanoTime() < deadline, "the AI never started")
                    Thread.sleep(1)
                }
                Thread.sleep(100)
                val cancelledAt = System.nanoTime()
                s.cancelAi()
                val outcome = try {
                    thinking.get(10, TimeUnit.SECONDS); "played"
                } catch (e: ExecutionException) {
                    assertTrue(e.cause is PyramidsException.Cancelled, "${e.cause}"); "cancelled"
                }
                val ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cancelledAt)
                assertTrue(ms < 2_000, "${s.game()}: cancel took $ms ms")
                // Pyramido's expert samples until its budget runs out, so it is always cancelled; Pyramida's
                // hard search may prove the position and finish early, then it played.
                if (s.game() == GameKind.PYRAMIDO) assertEquals("cancelled", outcome)
                // A search that finished early played; a cancelled one did not.
                assertEquals(if (outcome == "played") 1 else 0, s.snapshot().ply, "${s.game()} $outcome")
                assertFalse(s.isThinking())
            }
        } finally {
            pool.shutdownNow()
        }
    }

    @Test
    fun `Pyramido complete games with 2, 3 and 4 players, humans and AI`() {
        for ((players, first) in listOf(2 to 1, 3 to 0, 4 to 3)) {
            val seats = List(players) { if (it == 0) Support.HUMAN else Support.ai(if (it % 2 == 0) AiLevel.EASY else AiLevel.RANDOM) }
            Support.pyramido(seats = seats, seed = players.toLong(), firstPlayer = first).use { s ->
                assertEquals(first, s.snapshot().toMove)
                assertEquals(first, s.options().firstPlayer)
                val n = playOut(s, nodes = 300L) { legal, i -> legal[(i * 7919) % legal.size] }
                val snap = s.snapshot()
                assertTrue(snap.outcome.isOver(), "$players players: over after $n decisions")
                val p = snap.pyramido
                assertEquals(PyramidoPhase.OVER, p.phase)
                assertEquals(players, p.ranking.size)
                assertEquals(1, p.ranking.first().place.toInt())
                val survivors = p.players.filter { !it.eliminated }
                if (survivors.size >= 2) for (pl in survivors) {
                    assertEquals(listOf(20, 12, 6, 2), pl.floors.map { it.filled.toInt() }, "complete pyramid")
                    assertEquals(4, pl.floorScores.size)
                    assertEquals(pl.floorScores.sum(), pl.score)
                }
            }
        }
        // Expert plays a few decisions (it searches; a full game would be slow).
        Support.pyramido(seats = listOf(Support.ai(AiLevel.EXPERT), Support.ai(AiLevel.HARD)), seed = 7L).use { s ->
            repeat(8) { s.aiMove(null, AiBudget.Nodes(2_000uL)) }
            Support.checkConsistent(s)
            s.setSeat(s.snapshot().toMove, Support.HUMAN)
            val hint = s.hint(50L)
            assertTrue(hint.action.notation in s.legalActions().map { it.notation })
        }
    }

    @Test
    fun `Pyramido snapshot shows pile tops and sizes, never the order below`() {
        Support.pyramido(seed = 9L, firstPlayer = 0).use { s ->
            val p = s.snapshot().pyramido
            assertEquals(listOf(22, 22, 22, 21), p.piles.map { it.size })
            assertTrue(p.piles.all { it.top != null })
            assertEquals(3, p.quarry.count { it != null })
            // Nothing in the snapshot or the legal actions names a domino that is neither visible nor placed.
            val visible = (p.quarry.mapNotNull { it?.id } + p.piles.mapNotNull { it.top?.id }).toSet()
            val text = s.snapshot().toString()
            val ids = Regex("""id=(\d+)""").findAll(text).map { it.groupValues[1].toInt() }.toSet()
            assertEquals(visible, ids)
            // Two sessions that differ only in the hidden order look the same at the start only if the tops agree: the seed decides both.
            val first = s.legalActions().first()
            assertTrue(first.pyramidoMove is PyramidoMove.Place)
            assertEquals(12, s.legalActions().size, "3 slots × 4 directions on e5")
        }
    }

    @Test
    fun `undo and redo give identical snapshots, for both games`() {
        for (s in listOf(Support.pyramida(seed = 3L), Support.pyramido(seed = 3L, firstPlayer = 0))) s.use {
            val snaps = mutableListOf(s.snapshot())
            for (i in 0 until 12) {
                val legal = s.legalActions()
                if (legal.isEmpty()) break
                s.playAction(legal[(i * 31) % legal.size])
                snaps += s.snapshot()
            }
            val played = snaps.size - 1
            val history = s.history()
            repeat(played) { assertTrue(s.undo()) }
            assertEquals(snaps.first().copy(canRedo = true), s.snapshot())
            assertFalse(s.canUndo())
            assertEquals(history, s.redoList())
            repeat(played) { s.redo() }
            assertEquals(snaps.last(), s.snapshot())
            assertEquals(history, s.history())
        }
    }

    @Test
    fun `save and load mid-game, then both copies play on identically`() {
        val games = listOf(
            Support.pyramida(seats = listOf(Support.ai(AiLevel.HARD), Support.ai(AiLevel.MEDIUM)), seed = 8L),
            Support.pyramido(seats = listOf(Support.ai(AiLevel.MEDIUM), Support.ai(AiLevel.EASY), Support.ai(AiLevel.RANDOM)), seed = 8L),
        )
        for (s in games) s.use {
            repeat(10) { s.aiMove(null, AiBudget.Nodes(1_000uL)) }
            s.undo()
            val text = s.save()
            assertEquals(s.game(), saveGameKind(text))
            GameSession.load(text).use { copy ->
                assertEquals(s.snapshot(), copy.snapshot())
                assertEquals(s.redoList(), copy.redoList())
                repeat(10) {
                    if (!s.outcome().isOver()) assertEquals(s.aiMove(null, AiBudget.Nodes(1_000uL)).action, copy.aiMove(null, AiBudget.Nodes(1_000uL)).action)
                }
                assertEquals(s.snapshot(), copy.snapshot())
            }
        }
    }

    @Test
    fun `events are typed records for a UI`() {
        Support.pyramida().use { s ->
            s.play("e1-f2")
            val events = s.play("g1-f2").map { (it as GameEvent.Pyramida).event }
            assertEquals(PyramidaEvent.Moved(1, "g1", "f2"), events[0])
            assertEquals(PyramidaEvent.Displaced(0, "f2", 1), events[1])
            assertEquals(PyramidaEvent.RetreatChoice(0, "f2", listOf("e1", "g1")), events[2])
            val p = s.snapshot().pyramida
            assertEquals(PyramidaDecision.RETREAT, p.decision)
            assertEquals("f2", p.retreatFrom)
            assertEquals(listOf("e1", "g1"), p.retreatOptions)
            assertEquals(listOf(PyramidaMove.Retreat("e1"), PyramidaMove.Retreat("g1")), s.legalActions().map { it.pyramidaMove })
        }
        Support.pyramido(seed = 1001L, firstPlayer = 0).use { s ->
            val events = s.play("q1@e5e").map { (it as GameEvent.Pyramido).event }
            assertTrue(events[0] is PyramidoEvent.DominoTaken)
            val placed = events[1] as PyramidoEvent.DominoPlaced
            assertEquals(PyramidoDir.E, placed.dir)
            assertEquals(listOf("e5", "f5"), placed.blocks.map { it.cell })
            val p = s.snapshot().pyramido
            assertEquals(PyramidoPhase.MARK, p.phase)
            assertEquals(setOf("e5", "f5"), p.markCells.toSet())
            assertEquals(listOf("e5", "f5"), p.turnCells)
        }
    }

    @Test
    fun `errors arrive as the right exceptions with useful messages`() {
        Support.pyramida(seats = listOf(Support.HUMAN, Support.ai(AiLevel.EASY))).use { s ->
            val e = assertThrows<PyramidsException.IllegalAction> { s.play("a1-b2") }
            assertEquals(ActionProblem.Rule(RuleProblem.Pyramida(PyramidaProblem.FirstMoveFromEnd("a1"))), e.problem)
            assertEquals(SeatController.Human, assertThrows<PyramidsException.NotYourTurn> { s.aiMove(null, AiBudget.Time(10uL)) }.controller)
            s.play("e1-d2")
            assertEquals(SeatController.Ai(AiLevel.EASY), assertThrows<PyramidsException.NotYourTurn> { s.play("c1-b2") }.controller)
            s.aiMove(null, AiBudget.Nodes(500uL))
            assertThrows<PyramidsException.BadOptions> { s.setSeat(1, Support.ai(AiLevel.EXPERT)) }
        }
        Support.pyramida(maxPlies = 1).use { s ->
            s.play("e1-d2")
            assertTrue(assertThrows<PyramidsException.GameOver> { s.play("c1-b2") }.outcome is GameOutcome.Draw)
            assertThrows<PyramidsException.GameOver> { s.hint(10L) }
        }
        Support.pyramido(seats = listOf(Support.HUMAN, Support.ai(AiLevel.RANDOM)), firstPlayer = 0, seed = 1001L).use { s ->
            assertEquals(ActionProblem.Rule(RuleProblem.Pyramido(PyramidoProblem.WrongDecision(PyramidoPhase.PLACE))),
                assertThrows<PyramidsException.IllegalAction> { s.play("p1") }.problem)
            assertEquals(ActionProblem.Rule(RuleProblem.Pyramido(PyramidoProblem.CannotPlace(PyramidoPlaceError.FIRST_ANCHOR))),
                assertThrows<PyramidsException.IllegalAction> { s.play("q1@a1e") }.problem)
            s.play("q1@e5e"); s.play("m@e5"); s.play("-"); s.play("p1")
            assertThrows<PyramidsException.NotYourTurn> { s.play(s.legalActions().first().notation) }
        }
        Support.pyramido(seats = listOf(Support.ai(AiLevel.RANDOM), Support.ai(AiLevel.RANDOM)), maxPlies = 3).use { s ->
            repeat(3) { s.aiMove(null, AiBudget.Nodes(10uL)) }
            assertThrows<PyramidsException.GameOver> { s.aiMove(null, AiBudget.Nodes(10uL)) }
        }
        val good = Support.pyramido(seed = 2L).use { it.play(it.legalActions().first().notation); it.save() }
        assertThrows<PyramidsException.BadSave> { GameSession.load(good.replace("\"pyramido\"", "\"pyramida\"")) }
        assertThrows<PyramidsException.BadSave> { GameSession.load(good.dropLast(5)) }
        assertThrows<PyramidsException.BadOptions> { Support.pyramido(seats = List(5) { Support.HUMAN }) }
    }

    @Test
    fun `hostile arguments, including other games' actions`() {
        val pylosAction = Support.pylos().use { it.legalActions().first() }
        val pyramidaAction = Support.pyramida().use { it.legalActions().first() }
        val pyramidoAction = Support.pyramido(firstPlayer = 0).use { it.legalActions().first() }
        val weird = listOf("", " ", "\u0000", "1a1", "1a1-2b1", "x1a1", "stop", "e1-d2", "q1@e5e", "m@e5", "t@e5=red:ne", "-", "p1",
            "h@a1=aqua:sw", "pass", "f6", "k1-l2", "e1-e1", "q9@e5e", "q1@z99n", "t@e5=purple:ne", "p0", "p5", "x".repeat(100_000), "🂡")
        for (s in listOf(Support.pyramida(), Support.pyramido(firstPlayer = 0))) s.use {
            val before = s.snapshot()
            for (text in weird) {
                try {
                    s.play(text)
                    s.undo()
                } catch (e: PyramidsException) {
                    assertTrue(e is PyramidsException.IllegalAction, "$text: $e")
                    assertFalse(e.message.isNullOrBlank())
                    assertTrue(e.message!!.length < 2_000)
                }
            }
            assertEquals(before.board, s.snapshot().board)
            val foreign = if (s.game() == GameKind.PYRAMIDA) listOf(pylosAction, pyramidoAction) else listOf(pylosAction, pyramidaAction)
            for (a in foreign) {
                val e = assertThrows<PyramidsException.IllegalAction> { s.playAction(a) }
                assertTrue(e.message.contains("not a"), e.message)
            }
            // Forged records of the right game.
            val forged = if (s.game() == GameKind.PYRAMIDA) {
                listOf(ActionDetail.Pyramida(PyramidaMove.Step("zz", "e1")), ActionDetail.Pyramida(PyramidaMove.Retreat("e1")),
                    ActionDetail.Pyramida(PyramidaMove.Step("e1", "f6")))
            } else {
                listOf(ActionDetail.Pyramido(PyramidoMove.Place(Int.MAX_VALUE, "e5", PyramidoDir.E)),
                    ActionDetail.Pyramido(PyramidoMove.Place(0, "z99", PyramidoDir.N)), ActionDetail.Pyramido(PyramidoMove.Refill(Int.MAX_VALUE)),
                    ActionDetail.Pyramido(PyramidoMove.Mark("")))
            }
            for (d in forged) assertThrows<PyramidsException.IllegalAction> { s.playAction(GameAction("x", 0, d)) }
            for (seat in listOf(7, Int.MAX_VALUE)) assertThrows<PyramidsException.BadOptions> { s.setSeat(seat, Support.HUMAN) }
            val save = s.save()
            val forgedSave = Regex(""""history":\s*\[""").replace(save, "\"history\": [\"1a1\", ")
            assertNotEquals(save, forgedSave)
            assertThrows<PyramidsException.BadSave> { GameSession.load(forgedSave) }
            assertEquals(before.board, s.snapshot().board)
        }
        // A Pylos notation and record given to a Pyramida session.
        Support.pyramida().use { s ->
            assertThrows<PyramidsException.IllegalAction> { s.play("1a1") }
            assertThrows<PyramidsException.IllegalAction> { s.playAction(GameAction("1a1", 0, ActionDetail.Pylos(PylosMove.Place("1a1")))) }
        }
        assertNotEquals(pylosAction.detail, pyramidaAction.detail)
    }
}
