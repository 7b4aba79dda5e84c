package games.pyramids.app.pylos

import games.pyramids.app.ai.AiRunner
import games.pyramids.app.game.BoardInput
import games.pyramids.app.game.GameController
import games.pyramids.app.game.UiScheduler
import games.pyramids.app.i18n.Strings
import games.pyramids.app.paint.Pt
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.Language
import games.pyramids.core.PylosMove
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.Executor

/**
 * Taps and drags on the real projection → the places handed to the
 * interaction model, and the legal action they complete (what a place means
 * is the model's, checked by the interaction scenarios).
 */
class PylosInputTest {
    private val proj = PylosProjection().fitTo(Box(0f, 0f, 1080f, 1100f), 10f)
    private val spots = proj.spots()
    private val input = PylosInput(touchSlopPx = 20f, BoardInput(Strings(Language.ENGLISH)))
    private val session = engineSession(GameOptions(GameKind.PYLOS, "standard"))
    private var controller: GameController? = null

    /** The controller over the session as scripted so far. */
    private fun c(): GameController = controller ?: GameController(
        session, AiRunner(Executor { it.run() }) { it.run() }, UiScheduler { _, r -> r.run() }, { 0L }, null,
    ).also { it.start(); controller = it }

    private fun at(name: String) = proj.spot(name).center
    private fun touch(kind: Touch.Kind, p: Pt) = input.onTouch(Touch(kind, p.x, p.y, 0), c(), spots)
    private fun tap(p: Pt): InputResult { touch(Touch.Kind.DOWN, p); return touch(Touch.Kind.UP, p) }
    private fun move(r: InputResult): PylosMove = ((r as InputResult.Play).action.detail as ActionDetail.Pylos).action

    /** Light 2 balls + Dark 2 balls in a square: 2a1 available; Light's 1a3 can rise there. */
    private val setup = arrayOf("1a1", "1b1", "1b2", "1a2", "1a3")

    @Test fun `tapping an empty hole places a ball there`() {
        for (n in listOf("1a1", "1c3", "1d4")) assertEquals(PylosMove.Place(n), move(tap(at(n))))
    }

    @Test fun `tapping an upper place puts the ball on top`() {
        session.script(*setup.dropLast(1).toTypedArray())
        assertEquals(PylosMove.Place("2a1"), move(tap(at("2a1"))))
    }

    @Test fun `tap a free ball, then a target, to raise it`() {
        session.script(*setup, "1d4")
        assertEquals(InputResult.Changed, tap(at("1a3")))
        assertEquals("1a3", input.selected(c()))
        assertEquals(PylosMove.Raise("1a3", "2a1"), move(tap(at("2a1"))))
    }

    @Test fun `tapping the selected ball again lets it go, a tap off the board too`() {
        session.script(*setup, "1d4")
        tap(at("1a3"))
        assertEquals(InputResult.Changed, tap(at("1a3")))
        assertNull(input.selected(c()))
        tap(at("1a3"))
        assertEquals(InputResult.Changed, tap(Pt(5f, 5f)))
        assertNull(input.selected(c()), "a tap off the board lets go without playing")
    }

    @Test fun `dragging a ball onto a target raises it, dropping it elsewhere does not`() {
        session.script(*setup, "1d4")
        val from = at("1a3"); val to = at("2a1")
        touch(Touch.Kind.DOWN, from)
        assertEquals(InputResult.Changed, touch(Touch.Kind.MOVE, Pt((from.x + to.x) / 2, (from.y + to.y) / 2)))
        assertEquals("1a3", input.drag?.from)
        assertEquals("1a3", input.selected(c()), "the press chose the ball")
        touch(Touch.Kind.MOVE, Pt(to.x + 5, to.y - 5))
        assertEquals("2a1", input.drag?.hover)
        assertEquals(PylosMove.Raise("1a3", "2a1"), move(touch(Touch.Kind.UP, Pt(to.x + 5, to.y - 5))))
    }

    @Test fun `a drag released off every target puts the ball back`() {
        session.script(*setup, "1d4")
        val from = at("1a3")
        touch(Touch.Kind.DOWN, from)
        touch(Touch.Kind.MOVE, Pt(from.x + 300, from.y + 300))
        assertEquals(InputResult.Changed, touch(Touch.Kind.UP, Pt(from.x + 300, from.y + 300)))
        assertNull(input.drag); assertNull(input.selected(c()))
    }

    @Test fun `a small wobble is a tap, not a drag`() {
        session.script(*setup, "1d4")
        val p = at("1a3")
        touch(Touch.Kind.DOWN, p)
        assertEquals(InputResult.None, touch(Touch.Kind.MOVE, Pt(p.x + 5, p.y + 5)))
        assertNull(input.drag)
        touch(Touch.Kind.UP, Pt(p.x + 5, p.y + 5))
        assertEquals("1a3", input.selected(c()))
    }

    @Test fun `the opponent's balls cannot be picked up`() {
        session.script(*setup, "1d4")
        assertTrue(tap(at("1d4")) !is InputResult.Play)
        assertNull(input.selected(c()))
    }

    @Test fun `after a square the glowing balls are taken back, then Done stops`() {
        session.script("1a1", "1d4", "1b1", "1d3", "1a2", "1c4", "1b2")
        assertTrue(tap(at("1d4")) !is InputResult.Play, "Dark's ball is not Light's to take")
        assertEquals(PylosMove.Reclaim("1b2"), move(tap(at("1b2"))))
        session.script("x1b2")
        controller = null
        assertEquals(listOf("stop"), input.board.actions(c()).map { it.id })
        assertEquals(PylosMove.Stop, move(input.board.press(c(), BoardButtonKind.DONE)))
    }

    @Test fun `taps that match no legal action play nothing`() {
        assertEquals(InputResult.None, tap(Pt(5f, 5f)))
        session.script("1a1")
        assertTrue(tap(at("1a1")) !is InputResult.Play, "an occupied hole with nothing to raise")
    }
}
