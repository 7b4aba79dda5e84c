package games.pyramids.app.pylos

import games.pyramids.app.session.at
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.paint.Pt
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PylosMove
import games.pyramids.core.PylosPhase
import games.pyramids.core.PylosSnapshot
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Taps and drags on the real projection → the legal action they mean. */
class PylosInputTest {
    private val proj = PylosProjection().fitTo(Box(0f, 0f, 1080f, 1100f), 10f)
    private val spots = proj.spots()
    private val input = PylosInput(touchSlopPx = 20f)
    private val session = engineSession(GameOptions(GameKind.PYLOS, "standard"))

    private fun snap(): PylosSnapshot = (session.snapshot().board as BoardSnapshot.Pylos).board
    private fun at(name: String) = proj.spot(name).center
    private fun touch(kind: Touch.Kind, p: Pt) = input.onTouch(Touch(kind, p.x, p.y, 0), snap(), spots, session.legalActions())
    private fun tap(p: Pt): InputResult { touch(Touch.Kind.DOWN, p); return touch(Touch.Kind.UP, p) }
    private fun move(r: InputResult): PylosMove = ((r as InputResult.Play).action.detail as ActionDetail.Pylos).action

    /** Light 2 balls + Dark 2 balls in a square: 2a1 available; Light's 1a3 can rise there. */
    private val setup = arrayOf("1a1", "1b1", "1b2", "1a2", "1a3")

    @Test fun `tapping an empty hole places a ball there`() {
        for (n in listOf("1a1", "1c3", "1d4")) {
            assertEquals(PylosMove.Place(n), move(tap(at(n))))
        }
        assertEquals(16, session.legalActions().size)
    }

    @Test fun `tapping an upper place puts the ball on top`() {
        session.script(*setup.dropLast(1).toTypedArray())
        assertEquals(PylosMove.Place("2a1"), move(tap(at("2a1"))))
    }

    @Test fun `tap a free ball, then a target, to raise it`() {
        session.script(*setup, "1d4")
        // Light to move; 1a3 may rise to 2a1.
        assertEquals(listOf("2a1"), snap().at("1a3")!!.raiseTargets)
        assertEquals(InputResult.Changed, tap(at("1a3")))
        assertEquals("1a3", input.selected)
        assertEquals(PylosMove.Raise("1a3", "2a1"), move(tap(at("2a1"))))
        assertNull(input.selected)
    }

    @Test fun `tapping the selected ball again lets it go, and a non-target does nothing`() {
        session.script(*setup, "1d4")
        tap(at("1a3"))
        assertEquals(InputResult.Changed, tap(at("1a3")))
        assertNull(input.selected)
        tap(at("1a3"))
        assertEquals(InputResult.Changed, tap(at("1c1")))
        assertNull(input.selected, "a tap elsewhere deselects without playing")
    }

    @Test fun `dragging a ball onto a target raises it, dropping it elsewhere does not`() {
        session.script(*setup, "1d4")
        val from = at("1a3"); val to = at("2a1")
        touch(Touch.Kind.DOWN, from)
        val mid = Pt((from.x + to.x) / 2, (from.y + to.y) / 2)
        assertEquals(InputResult.Changed, touch(Touch.Kind.MOVE, mid))
        assertEquals("1a3", input.drag?.from)
        touch(Touch.Kind.MOVE, Pt(to.x + 5, to.y - 5))
        assertEquals("2a1", input.drag?.hover)
        assertEquals(PylosMove.Raise("1a3", "2a1"), move(touch(Touch.Kind.UP, Pt(to.x + 5, to.y - 5))))

        val s2 = engineSession(GameOptions(GameKind.PYLOS, "standard")).also { it.script(*setup, "1d4") }
        val i2 = PylosInput(20f)
        val sn = (s2.snapshot().board as BoardSnapshot.Pylos).board
        i2.onTouch(Touch(Touch.Kind.DOWN, from.x, from.y, 0), sn, spots, s2.legalActions())
        i2.onTouch(Touch(Touch.Kind.MOVE, from.x + 300, from.y + 300, 0), sn, spots, s2.legalActions())
        assertEquals(InputResult.Changed, i2.onTouch(Touch(Touch.Kind.UP, from.x + 300, from.y + 300, 0), sn, spots, s2.legalActions()))
        assertNull(i2.drag); assertNull(i2.selected)
    }

    @Test fun `a small wobble is a tap, not a drag`() {
        session.script(*setup, "1d4")
        val p = at("1a3")
        touch(Touch.Kind.DOWN, p)
        assertEquals(InputResult.None, touch(Touch.Kind.MOVE, Pt(p.x + 5, p.y + 5)))
        assertNull(input.drag)
        touch(Touch.Kind.UP, Pt(p.x + 5, p.y + 5))
        assertEquals("1a3", input.selected)
    }

    @Test fun `the opponent's balls cannot be picked up`() {
        session.script(*setup, "1d4")
        assertEquals(InputResult.None, tap(at("1d4")))
        assertNull(input.selected)
    }

    @Test fun `after a square the glowing balls are taken back, then Done stops`() {
        session.script("1a1", "1d4", "1b1", "1d3", "1a2", "1c4", "1b2")
        assertEquals(PylosPhase.FIRST_RECLAIM, snap().phase)
        assertEquals(InputResult.None, tap(at("1d4")), "Dark's ball is not Light's to take")
        val first = move(tap(at("1b2")))
        assertEquals(PylosMove.Reclaim("1b2"), first)
        session.playAction(session.legalActions().first { (it.detail as ActionDetail.Pylos).action == first })
        assertEquals(PylosPhase.SECOND_RECLAIM, snap().phase)
        assertTrue(snap().canStop)
        assertEquals(PylosMove.Stop, move(input.stop(session.legalActions())))
    }

    @Test fun `taps that match no legal action change nothing`() {
        assertEquals(InputResult.None, tap(Pt(5f, 5f)))
        session.script("1a1")
        assertEquals(InputResult.None, tap(at("1a1")), "an occupied hole with nothing to raise")
    }
}
