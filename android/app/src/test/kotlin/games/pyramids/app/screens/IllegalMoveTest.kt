package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.i18n.English
import games.pyramids.app.i18n.Portuguese
import games.pyramids.app.i18n.Strings
import games.pyramids.app.testkit.EngineSession
import games.pyramids.app.testkit.TestHost
import games.pyramids.app.testkit.TestSessions
import games.pyramids.app.testkit.render
import games.pyramids.app.testkit.testApp
import games.pyramids.core.ActionDetail
import games.pyramids.core.ActionProblem
import games.pyramids.core.GameAction
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.PylosMove
import games.pyramids.core.PylosProblem
import games.pyramids.core.RuleProblem
import games.pyramids.core.SeatController
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** A move the core refuses is explained in the player's language, from the core's typed problem. */
class IllegalMoveTest {
    private fun refusedNotice(strings: Strings): String {
        val host = TestHost()
        val app = testApp(strings = strings, sessions = TestSessions(), host = host).also {
            it.size(1080f, 2340f)
            it.push(HomeScreen(it))
        }
        val options = GameOptions(GameKind.PYLOS, seats = listOf(SeatController.Human, SeatController.Human))
        assertNull(Launcher.startNew(app, options, false, replaceTop = false))
        val g = app.current as GameScreen
        (g.session as EngineSession).script("1a1")
        g.controller.start()
        g.render(1080, 2340, host.time)
        // A stale action (1a1 is taken now), as a slow double tap would send.
        val stale = GameAction("1a1", 1, ActionDetail.Pylos(PylosMove.Place("1a1")))
        assertFalse(g.controller.play(stale), "the core refuses it")
        assertEquals(listOf("1a1"), g.session.history(), "nothing changed")
        val notice = g.controller.notice
        assertNotNull(notice)
        assertTrue(notice!!.isError)
        return notice.text
    }

    @Test fun `an illegal move in Portuguese shows a Portuguese reason`() {
        val occupied = ActionProblem.Rule(RuleProblem.Pylos(PylosProblem.Occupied("1a1")))
        val portuguese = refusedNotice(Portuguese)
        assertEquals(Portuguese(TextKey.ILLEGAL, Portuguese.problemText(occupied)), portuguese)
        assertTrue(portuguese.contains("a1 (nível 1) já está ocupado"), portuguese)  // the place as the board labels it, not notation
        val english = refusedNotice(English)
        assertEquals(English(TextKey.ILLEGAL, English.problemText(occupied)), english)
        assertFalse(portuguese.contains(English.problemText(occupied)), portuguese)
    }
}
