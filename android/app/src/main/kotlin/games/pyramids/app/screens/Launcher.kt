package games.pyramids.app.screens

import games.pyramids.core.TextKey
import games.pyramids.app.save.LoadResult
import games.pyramids.app.save.SaveProblem
import games.pyramids.core.GameOptions
import games.pyramids.app.session.GameSession
import games.pyramids.core.PyramidsException

/** Opens games: new ones from options, saved ones from the store. Problems come back as text for the user. */
object Launcher {
    /** Starts a new game; returns an error message, or null when the game screen was opened. */
    fun startNew(app: App, options: GameOptions, tableMode: Boolean, replaceTop: Boolean = true): String? {
        val session: GameSession = try {
            app.sessions.newGame(options)
        } catch (e: PyramidsException) {
            return app.strings.errorText(e)
        } catch (e: RuntimeException) {
            return app.strings(TextKey.FAILURE, e.message ?: e.javaClass.simpleName)
        }
        val screen = GameScreen(app, session, app.saves.newId(options.game), tableMode)
        if (replaceTop) app.replace(screen) else app.push(screen)
        return null
    }

    /** Describes a save problem for the player. */
    fun describe(app: App, problem: SaveProblem): String =
        // The reason is for logs (English, technical); the player reads the catalog's words.
        app.strings.saveProblem(problem.typed())

    /**
     * Opens a saved game with its full history (undo works across the
     * resume). Returns an error message for a damaged, future-version or
     * unreadable save — never throws.
     */
    fun openSave(app: App, id: String): String? = withSave(app, id) { session, meta ->
        app.push(GameScreen(app, session, id, meta.tableMode))
    }

    /** Opens the review of a saved game (its played line); an error message as [openSave]. */
    fun reviewSave(app: App, id: String): String? = withSave(app, id) { session, _ ->
        app.push(ReviewScreen(app, session, ownsSource = true))
    }

    private inline fun withSave(app: App, id: String, open: (GameSession, games.pyramids.app.save.SaveMeta) -> Unit): String? {
        return when (val r = app.saves.read(id)) {
            is LoadResult.Failed -> describe(app, r.problem)
            is LoadResult.Ok -> {
                val session = try {
                    app.sessions.load(r.coreSave)
                } catch (e: PyramidsException) {
                    return app.strings.errorText(e)
                } catch (e: RuntimeException) {
                    return app.strings(TextKey.UNREADABLE_SAVE, e.message ?: e.javaClass.simpleName)
                }
                open(session, r.meta)
                null
            }
        }
    }
}
