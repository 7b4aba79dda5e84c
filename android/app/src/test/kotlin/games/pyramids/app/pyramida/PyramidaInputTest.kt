package games.pyramids.app.pyramida

import games.pyramids.app.session.at
import games.pyramids.app.paint.Pt
import games.pyramids.app.pylos.InputResult
import games.pyramids.core.ActionDetail
import games.pyramids.core.BoardSnapshot
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidaDecision
import games.pyramids.core.PyramidaMove
import games.pyramids.core.PyramidaSnapshot
import games.pyramids.core.PyramidaStone
import games.pyramids.app.testkit.engineSession
import games.pyramids.app.ui.Box
import games.pyramids.app.ui.Touch
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Taps on the real Pyramida geometry → the legal action they mean, on the real engine. */
class PyramidaInputTest {
    private val geo = PyramidaGeometry(Box(0f, 0f, 1080f, 800f), 10f)
    private val input = PyramidaInput(games.pyramids.app.game.BoardInput(games.pyramids.app.i18n.Strings(games.pyramids.core.Language.ENGLISH)))
    private val session = engineSession(GameOptions(GameKind.PYRAMIDA, "standard"))
    private var controller: games.pyramids.app.game.GameController? = null

    /** The controller over the session as scripted so far. */
    private fun c(): games.pyramids.app.game.GameController = controller ?: games.pyramids.app.game.GameController(
        session, games.pyramids.app.ai.AiRunner(java.util.concurrent.Executor { it.run() }) { it.run() },
        games.pyramids.app.game.UiScheduler { _, r -> r.run() }, { 0L }, null,
    ).also { it.start(); controller = it }

    private fun snap(): PyramidaSnapshot = (session.snapshot().board as BoardSnapshot.Pyramida).board
    private fun at(name: String) = geo.spot(name)!!.center
    private fun tap(p: Pt): InputResult {
        input.onTouch(Touch(Touch.Kind.DOWN, p.x, p.y, 0), c(), geo)
        return input.onTouch(Touch(Touch.Kind.UP, p.x, p.y, 0), c(), geo)
    }
    private fun move(r: InputResult): PyramidaMove = ((r as InputResult.Play).action.detail as ActionDetail.Pyramida).action

    @Test fun `the geometry has the 21 fields of the snapshot, base at the bottom`() {
        assertEquals(snap().fields.map { it.name }, PyramidaGeometry.FIELDS.map { it.first })
        for (f in snap().fields) assertEquals(f.column to f.row, geo.spot(f.name)!!.let { it.column to it.row })
        assertTrue(at("f6").y < at("f2").y && at("a1").x < at("k1").x)
        // Every field is hit at its centre, and a tap half a square off still finds it.
        for ((name, _, _) in PyramidaGeometry.FIELDS) {
            assertEquals(name, geo.hit(at(name))!!.name)
            assertEquals(name, geo.hit(at(name) + Pt(geo.cell * 0.4f, 0f))!!.name)
        }
        assertNull(geo.hit(Pt(0f, 0f)))
    }

    @Test fun `tap a stone, then a target, to move it`() {
        // From the start White may move e1 and i1 only (a1 is a base-row end).
        assertTrue(tap(at("a1")) !is InputResult.Play)
        assertNull(input.selected(c()))
        assertEquals(InputResult.Changed, tap(at("e1")))
        assertEquals("e1", input.selected(c()))
        assertEquals(listOf("d2", "f2"), input.targets(c()).sorted())
        assertEquals(PyramidaMove.Step("e1", "f2"), move(tap(at("f2"))))
    }

    @Test fun `tapping the stone again lets it go, another movable stone switches`() {
        tap(at("e1"))
        assertEquals(InputResult.Changed, tap(at("i1")))
        assertEquals("i1", input.selected(c()))
        assertEquals(InputResult.Changed, tap(at("i1")))
        assertNull(input.selected(c()))
        // A field that is no target does not play.
        tap(at("e1"))
        assertTrue(tap(at("f6")) !is InputResult.Play)
        assertEquals("e1", input.selected(c()), "the model keeps the stone and says why")
    }

    @Test fun `a pending retreat is chosen by tapping a green field, asked of the stone's owner`() {
        session.script("e1-f2", "g1-f2")
        val s = snap()
        assertEquals(PyramidaDecision.RETREAT, s.decision)
        assertEquals("f2", s.retreatFrom)
        assertEquals(PyramidaStone.WHITE, s.retreating)
        assertEquals(0, session.snapshot().toMove) // White, the owner, decides
        assertEquals(listOf("e1", "g1"), s.retreatOptions.sorted())
        // A stone tap does nothing now; a green field plays the retreat.
        assertTrue(tap(at("i1")) !is InputResult.Play)
        val r = tap(at("g1"))
        assertEquals(PyramidaMove.Retreat("g1"), move(r))
        assertEquals(0, (r as InputResult.Play).action.seat)
        session.playAction(r.action)
        assertEquals(PyramidaDecision.MOVE, snap().decision)
    }

    @Test fun `with no legal move the only action is pass, from the button`() {
        session.script("e1-d2", "g1-h2", "i1-j2", "h2-i1", "d2-c3", "c1-b2", "j2-i3", "i1-h2", "i3-j2", "h2-i3")
        val s = snap()
        assertEquals(PyramidaDecision.PASS, s.decision)
        assertTrue(s.canPass)
        assertEquals(InputResult.None, tap(at("c3")))
        assertEquals(listOf("pass"), input.board.actions(c()).map { it.id })
        assertEquals(PyramidaMove.Pass, move(input.board.press(c(), games.pyramids.core.BoardButtonKind.PASS)))
    }

    @Test fun `blocked stones and the protected field come through the adapter`() {
        session.script("e1-d2", "c1-b2")
        assertEquals(listOf("b2"), snap().at("a1")!!.blockedBy)
        assertEquals(0, snap().at("b2")!!.edge)
        assertTrue(snap().at("a1")!!.moveTargets.isEmpty())
    }
}
