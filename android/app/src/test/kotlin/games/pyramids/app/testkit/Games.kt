package games.pyramids.app.testkit

import games.pyramids.app.screens.App
import games.pyramids.app.screens.GameScreen
import games.pyramids.app.screens.Launcher
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController

/** A game of [kind] against the easy AI, the player first: the set-up most board tests need. */
fun vsEasyAi(kind: GameKind): GameOptions =
    GameOptions(kind, "standard", listOf(SeatController.Human, SeatController.Ai(AiLevel.EASY)), 1)

/**
 * Starts a game of [options] the way the new-game screen does, plays the
 * scripted [moves] (the [EngineSession] answers with them, so the AI's replies
 * are part of the line), starts the turn flow and lays the screen out at
 * [w] x [h] (a 1080 x 2340 phone unless told), round a table if [table]. The app's sessions must be
 * [TestSessions], so the session is an [EngineSession].
 */
fun App.openGame(options: GameOptions, vararg moves: String, w: Float = 1080f, h: Float = 2340f, table: Boolean = false): GameScreen {
    Launcher.startNew(this, options, table, replaceTop = false)
    val g = current as GameScreen
    (g.session as EngineSession).script(*moves)
    g.controller.start()
    g.layout(w, h)
    return g
}
