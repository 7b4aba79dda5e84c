package games.pyramids.app.session

import games.pyramids.core.ActionDetail
import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.DrawReason
import games.pyramids.core.GameAction
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosEvent
import games.pyramids.core.PylosMove
import games.pyramids.core.PylosPhase
import games.pyramids.core.PylosPosition
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoEvent
import games.pyramids.core.PyramidoMove
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The adapter over the generated bindings: records copied faithfully, every error case mapped. */
class UniffiSessionTest {
    private val humans = GameOptions(GameKind.PYLOS, "standard", listOf(SeatController.Human, SeatController.Human), seed = 3)

    private fun pylos(s: GameSession) = (s.snapshot().board as BoardSnapshot.Pylos).board

    private val pyramido3 = GameOptions(
        GameKind.PYRAMIDO, "standard", List(3) { SeatController.Human }, seed = 5, firstPlayer = 2,
    )

    private fun pyramido(s: GameSession) = (s.snapshot().board as BoardSnapshot.Pyramido).board

    private fun pyramidoMoves(s: GameSession): List<Pair<GameAction, PyramidoMove>> =
        s.legalActions().map { it to (it.detail as ActionDetail.Pyramido).action }

    private fun events(events: List<GameEvent>): List<PyramidoEvent> = events.map { (it as GameEvent.Pyramido).event }

    @Test fun `the factory lists Pylos as the core describes it`() {
        val pylos = UniffiSessions.availableGames().first { it.game == GameKind.PYLOS }
        assertEquals(listOf("standard", "kids", "expert"), pylos.variants)
        assertEquals(2, pylos.minSeats); assertEquals(2, pylos.maxSeats)
        assertTrue(AiLevel.EXPERT in pylos.aiLevels)
    }

    @Test fun `a new game's snapshot, actions and events come through field by field`() {
        UniffiSessions.newGame(humans).use { s ->
            assertEquals(GameKind.PYLOS, s.game)
            val snap = s.snapshot()
            assertEquals("standard", snap.variant)
            assertEquals(0, snap.toMove); assertEquals(0, snap.ply)
            assertEquals(GameOutcome.Ongoing, snap.outcome)
            assertFalse(snap.canUndo)
            val board = pylos(s)
            assertEquals(PylosPhase.MOVE, board.phase)
            assertEquals(listOf(15, 15), board.reserves)
            assertEquals(30, board.positions.size)
            assertEquals(PylosPosition("1a1", 1, 0, 0, null, true, true, false, emptyList(), false), board.positions.first())
            assertEquals("4a1", board.positions.last().name)
            assertEquals(16, s.legalActions().size)
            assertEquals(16, snap.legalActionCount)
            val place = s.legalActions().first { (it.detail as ActionDetail.Pylos).action == PylosMove.Place("1b2") }
            assertEquals("1b2", place.notation)
            val events = s.playAction(place)
            assertEquals(GameEvent.Pylos(PylosEvent.Placed(0, "1b2")), events.first())
            assertTrue(events.contains(GameEvent.Pylos(PylosEvent.TurnPassed(1))), events.toString())
            assertEquals(PylosColor.LIGHT, pylos(s).at("1b2")!!.ball)
            assertEquals(listOf(14, 15), pylos(s).reserves)
            assertEquals(listOf("1b2"), s.history())
            assertTrue(s.undo()); assertEquals(emptyList<String>(), s.history())
            assertEquals(events, s.redo())
        }
    }

    @Test fun `raises, squares, reclaims and stop are typed records`() {
        UniffiSessions.newGame(humans).use { s ->
            val u = s as UniffiSession
            listOf("1a1", "1d4", "1b1", "1d3", "1a2", "1c4", "1b2").forEach { u.play(it) }
            val board = pylos(s)
            assertEquals(PylosPhase.FIRST_RECLAIM, board.phase)
            assertEquals(setOf("1a1", "1b1", "1a2", "1b2"), board.positions.filter { it.canReclaim }.map { it.name }.toSet())
            val events = u.play("x1b2")
            assertEquals(GameEvent.Pylos(PylosEvent.Reclaimed(0, "1b2")), events.first())
            assertTrue(pylos(s).canStop)
            val stop = s.legalActions().first { (it.detail as ActionDetail.Pylos).action == PylosMove.Stop }
            assertEquals(GameEvent.Pylos(PylosEvent.ReclaimDeclined(0)), s.playAction(stop).first())
        }
    }

    @Test fun `every error of the bindings arrives as the app's case of the same name`() {
        UniffiSessions.newGame(humans.copy(seats = listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)))).use { s ->
            val u = s as UniffiSession
            val e = assertThrows(PyramidsException.IllegalAction::class.java) { u.play("9z9") }
            assertEquals("9z9", e.action)
            assertThrows(PyramidsException.NotYourTurn::class.java) { s.beginAi().play(null, AiBudget.Time(100u)) }
            u.play("1a1")
            val nyt = assertThrows(PyramidsException.NotYourTurn::class.java) { u.play("1b1") }
            assertEquals(1, nyt.seat)
            u.aiMove(null, AiBudget.Nodes(500uL))
            assertEquals(2, s.history().size)
        }
        assertThrows(PyramidsException.BadOptions::class.java) { UniffiSessions.newGame(humans.copy(variant = "nope")) }
        assertThrows(PyramidsException.BadSave::class.java) { UniffiSessions.load("{}") }
        assertThrows(PyramidsException.BadSave::class.java) { UniffiSessions.load("") }
        UniffiSessions.newGame(humans.copy(variant = "kids", maxPlies = 2)).use { s ->
            val u = s as UniffiSession
            u.play("1a1"); u.play("1b1")
            assertEquals(GameOutcome.Draw(DrawReason.PLY_LIMIT), s.outcome())
            assertThrows(PyramidsException.GameOver::class.java) { u.play("1c1") }
        }
    }

    @Test fun `an AI call cancelled before it runs plays nothing, and one made before an undo is refused`() {
        val vsAi = humans.copy(seats = listOf(SeatController.Ai(AiLevel.HARD), SeatController.Human), seed = 3)
        UniffiSessions.newGame(vsAi).use { s ->
            val call = s.beginAi()
            assertEquals(1, s.cancelAi(), "registered when begun, before it runs")
            assertThrows(PyramidsException.Cancelled::class.java) { call.play(null, AiBudget.Time(5_000u)) }
            assertTrue(s.history().isEmpty())
            s.beginAi().play(null, AiBudget.Nodes(500u))
            val stale = s.beginAi()
            s.undo()
            assertThrows(PyramidsException.Cancelled::class.java) { stale.play(null, AiBudget.Nodes(500u)) }
            assertTrue(s.history().isEmpty(), "the stale call did not play into the new position")
        }
    }

    @Test fun `save and load keep options, history and the redo list`() {
        val opts = humans.copy(variant = "expert", seats = listOf(SeatController.Ai(AiLevel.HARD), SeatController.Human), seed = 11)
        UniffiSessions.newGame(opts).use { s ->
            val u = s as UniffiSession
            u.aiMove(null, AiBudget.Nodes(500uL)); s.playAction(s.legalActions().first()); u.aiMove(null, AiBudget.Nodes(500uL))
            s.undoToHuman()
            UniffiSessions.load(s.save()).use { t ->
                assertEquals(s.history(), t.history())
                assertEquals(s.snapshot(), t.snapshot())
                assertEquals(opts, t.options())
                assertTrue(t.snapshot().canRedo)
            }
        }
    }

    @Test fun `a Pyramido game starts with the chosen first player and its snapshot converts`() {
        UniffiSessions.newGame(pyramido3).use { s ->
            assertEquals(GameKind.PYRAMIDO, s.game)
            val snap = s.snapshot()
            assertEquals(2, snap.toMove)
            val b = pyramido(s)
            assertEquals(PyramidoPhase.PLACE, b.phase)
            assertEquals(1, b.floor); assertEquals(2, b.starter)
            assertEquals(3, b.players.size)
            assertEquals(listOf(0, 1, 2), b.players.map { it.seat })
            assertEquals(3, b.quarry.filterNotNull().size)
            assertEquals(4, b.piles.size)
            assertEquals(87, b.piles.sumOf { it.size })
            assertTrue(b.piles.all { it.top != null })
            val p = b.player(2)
            assertEquals(listOf(1, 2, 3, 4), p.floors.map { it.floor })
            assertEquals(listOf(20, 12, 6, 2), p.floors.map { it.cells })
            assertTrue(p.floors.all { it.blocks.isEmpty() && !it.complete })
            assertEquals(PyramidoColour.entries.toSet(), p.markersInHand.toSet())
            assertTrue(p.tiles.all { it.unused && it.faces.size == 2 })
            assertNull(p.footprint); assertNull(p.floor1Bounds)
            assertEquals(listOf(0, 0, 0), b.scores)
            assertNull(b.turnSlot); assertNull(b.turnDomino); assertEquals(emptyList<String>(), b.turnCells)
            assertTrue(pyramidoMoves(s).all { it.second is PyramidoMove.Place })
            assertEquals(pyramido3, s.options())
        }
    }

    @Test fun `a whole Pyramido turn through typed actions (place, mark, tile, refill)`() {
        UniffiSessions.newGame(pyramido3).use { s ->
            val before = pyramido(s)
            val (placeAction, place) = pyramidoMoves(s).first()
            place as PyramidoMove.Place
            val domino = before.quarry[place.slot]!!
            val placed = events(s.playAction(placeAction))
            assertEquals(PyramidoEvent.DominoTaken(2, place.slot, domino.id), placed[0])
            val dp = placed[1] as PyramidoEvent.DominoPlaced
            assertEquals(2, dp.seat); assertEquals(1, dp.floor); assertEquals(domino.id, dp.domino); assertEquals(place.dir, dp.dir)
            assertEquals(place.cell, dp.blocks.first().cell)
            assertEquals(listOf(domino.west.colour, domino.east.colour), dp.blocks.map { it.colour })
            var b = pyramido(s)
            assertEquals(place.slot, b.turnSlot); assertEquals(domino, b.turnDomino)
            assertEquals(dp.blocks.map { it.cell }, b.turnCells)
            assertNull(b.quarry[place.slot])
            assertEquals(2, b.player(2).floors[0].blocks.size)
            assertEquals(2, s.snapshot().toMove)

            // Seed 5: the marker is offered, then the tile.
            assertEquals(PyramidoPhase.MARK, b.phase)
            run {
                val (a, m) = pyramidoMoves(s).first { it.second is PyramidoMove.Mark }
                assertEquals(b.markCells.toSet(), pyramidoMoves(s).mapNotNull { (it.second as? PyramidoMove.Mark)?.cell }.toSet())
                val e = events(s.playAction(a)).first() as PyramidoEvent.MarkerPlaced
                assertEquals((m as PyramidoMove.Mark).cell, e.cell); assertEquals(2, e.seat)
                b = pyramido(s)
                assertTrue(b.player(2).markers.any { it.cell == m.cell && it.colour == e.colour })
                assertTrue(b.turnMarked.contains(true))
            }
            assertEquals(PyramidoPhase.TILE, b.phase)
            run {
                assertTrue(b.canSkipTile)
                assertTrue(b.tileCells.isNotEmpty())
                val skip = pyramidoMoves(s).first { it.second == PyramidoMove.SkipTile }
                assertEquals(PyramidoEvent.TileSkipped(2), events(s.playAction(skip.first)).first())
                b = pyramido(s)
            }
            assertEquals(PyramidoPhase.REFILL, b.phase)
            val refills = pyramidoMoves(s)
            assertEquals(b.refillPiles, refills.map { (it.second as PyramidoMove.Refill).pile })
            assertEquals(listOf(place.slot, place.slot + 1), b.refillPiles)
            val (ra, rm) = refills.first()
            val pile = (rm as PyramidoMove.Refill).pile
            val top = b.piles[pile].top!!
            val refilled = events(s.playAction(ra))
            val q = refilled.first() as PyramidoEvent.QuarryRefilled
            assertEquals(place.slot, q.slot); assertEquals(pile, q.pile); assertEquals(top.id, q.domino)
            val after = pyramido(s)
            assertEquals(top, after.quarry[place.slot])
            assertEquals(q.pileSize, after.piles[pile].size)
            assertEquals(q.newTop, after.piles[pile].top?.id)
            assertEquals(PyramidoPhase.PLACE, after.phase)
            val next = s.snapshot().toMove
            assertTrue(next != 2)
            assertTrue(refilled.contains(PyramidoEvent.TurnStarted(next, 1)), refilled.toString())
            assertNull(after.turnSlot)
            assertEquals(s.history().size, s.snapshot().ply)
        }
    }

    @Test fun `a Pyramido save loads into the same snapshot and options`() {
        UniffiSessions.newGame(pyramido3.copy(seed = 9)).use { s ->
            val u = s as UniffiSession
            var tiled = false
            repeat(6) {
                val tile = pyramidoMoves(s).firstOrNull { it.second is PyramidoMove.Tile }
                if (tile != null) {
                    val t = tile.second as PyramidoMove.Tile
                    assertEquals(PyramidoEvent.TilePlaced(s.snapshot().toMove, 1, t.cell, t.colour, t.corner), events(s.playAction(tile.first)).first())
                    tiled = true
                } else {
                    s.playAction(s.legalActions().first())
                }
            }
            assertTrue(tiled, "a tile was laid before saving")
            assertTrue(pyramido(s).players.any { p -> p.tiles.any { !it.unused } && p.floors[0].blocks.any { it.tile } })
            UniffiSessions.load(s.save()).use { t ->
                assertEquals(s.history(), t.history())
                assertEquals(s.snapshot(), t.snapshot())
                assertEquals(pyramido3.copy(seed = 9), t.options())
            }
            assertEquals(2, u.options().firstPlayer)
        }
    }

    @Test fun `the options round-trip firstPlayer, and null lets the seed choose`() {
        UniffiSessions.newGame(pyramido3.copy(firstPlayer = 1)).use { s ->
            assertEquals(1, s.options().firstPlayer)
            assertEquals(1, s.snapshot().toMove)
        }
        UniffiSessions.newGame(pyramido3.copy(firstPlayer = null)).use { s ->
            assertNull(s.options().firstPlayer)
            assertTrue(s.snapshot().toMove in 0..2)
        }
        assertThrows(PyramidsException.BadOptions::class.java) { UniffiSessions.newGame(pyramido3.copy(firstPlayer = 3)) }
    }

    @Test fun `an AI move in Pyramido comes back as typed events`() {
        UniffiSessions.newGame(pyramido3.copy(seats = List(3) { SeatController.Ai(AiLevel.EASY) })).use { s ->
            val m = (s as UniffiSession).aiMove(null, AiBudget.Nodes(300uL))
            assertEquals(2, m.action.seat)
            assertTrue(m.action.detail is ActionDetail.Pyramido)
            assertTrue(m.events.isNotEmpty())
            assertTrue(m.events.all { it is GameEvent.Pyramido }, m.events.toString())
            assertEquals(listOf(m.action.notation), s.history())
        }
    }
}
