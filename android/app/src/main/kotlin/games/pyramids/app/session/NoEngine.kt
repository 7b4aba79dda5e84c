package games.pyramids.app.session

import games.pyramids.core.GameInfo
import games.pyramids.core.GameOptions
import games.pyramids.core.PyramidsException

/**
 * A factory with no engine behind it: what the app uses until the UniFFI
 * bindings are wired in (phase 2 replaces it with a factory over
 * `games.pyramids.core.GameSession`). Every game start reports that the
 * engine is missing, so the UI can be exercised without the native library.
 */
object NoEngine : SessionFactory {
    override fun newGame(options: GameOptions): GameSession =
        throw PyramidsException.Internal("the game engine is not part of this build")

    override fun load(save: String): GameSession =
        throw PyramidsException.Internal("the game engine is not part of this build")

    override fun availableGames(): List<GameInfo> = emptyList()
}
