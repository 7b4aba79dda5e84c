package games.pyramids.app.testkit

import games.pyramids.app.session.isOver
import games.pyramids.core.AiBudget
import games.pyramids.core.TurnController
import games.pyramids.core.AiLevel
import games.pyramids.core.AiMove
import games.pyramids.core.GameInfo
import games.pyramids.core.GameOptions
import games.pyramids.app.session.GameSession
import games.pyramids.app.session.GameReviewSession
import games.pyramids.core.Hint
import games.pyramids.core.SeatController
import games.pyramids.app.session.SessionFactory
import games.pyramids.app.session.UniffiSession
import games.pyramids.app.session.UniffiSessions

/**
 * The real engine (the Rust core through the generated JVM bindings and
 * [UniffiSession], exactly as in the app) with two test conveniences:
 * the AI's moves are capped by nodes instead of the clock, so games are
 * reproducible and fast on a loaded machine, and [script] sets up positions
 * in notation. No rules live here.
 */
class EngineSession(val real: UniffiSession, var maxNodes: Long = DEFAULT_NODES) : GameSession by real {
    /**
     * When set, the AI thinks on the clock with this budget (the seat's
     * level) instead of a node cap: tests of cancelling a long search.
     */
    @Volatile var clockBudgetMs: Long? = null

    /**
     * The turn flow with this session's budget and no pause of its own: the
     * tests' virtual clock ([TestHost]) stands for the time the app waits.
     */
    override fun turnController(): TurnController {
        val clock = clockBudgetMs
        val budget = if (clock != null) AiBudget.Time(clock.toULong()) else AiBudget.Nodes(maxNodes.toULong())
        return TurnController.withPause(real.inner, budget, 0uL)
    }

    /**
     * When set, reviews come from this double instead of the engine's
     * reviewer (the screen's tests script the marks).
     */
    @Volatile var reviews: ((EngineSession) -> GameReviewSession)? = null

    override fun reviewer(): GameReviewSession = reviews?.invoke(this) ?: real.reviewer()

    /** Hints keep to a node cap: the strongest level would otherwise think for its full clock. */
    override fun hintBudget(): AiBudget = AiBudget.Nodes(maxNodes.toULong())

    /** Plays decisions in notation for whoever is to move (AI seats too: test setup). */
    fun script(vararg moves: String) {
        for (m in moves) {
            val snap = real.snapshot()
            val seat = snap.toMove
            val controller = snap.toMoveController
            if (controller is SeatController.Ai) real.setSeat(seat, SeatController.Human)
            try {
                real.play(m)
            } finally {
                if (controller is SeatController.Ai) real.setSeat(seat, controller)
            }
        }
    }

    /** Lets a node-capped AI of [level] play both seats until the game ends (seats are restored). */
    fun playOut(level: AiLevel = AiLevel.RANDOM) {
        val seats = real.options().seats
        seats.indices.forEach { real.setSeat(it, SeatController.Ai(level)) }
        try {
            while (!real.outcome().isOver) real.aiMove(level, AiBudget.Nodes(maxNodes.toULong()))
        } finally {
            seats.forEachIndexed { i, c -> real.setSeat(i, c) }
        }
    }

    companion object {
        const val DEFAULT_NODES = 2_000L
    }
}

/** Sessions over the real engine, remembered so tests can reach them. */
class TestSessions(
    private val maxNodes: Long = EngineSession.DEFAULT_NODES,
    /** Reviews of every session made: a double (see [EngineSession.reviews]), or null for the engine's. */
    private val reviews: ((EngineSession) -> GameReviewSession)? = null,
) : SessionFactory {
    val created = ArrayList<EngineSession>()
    override fun newGame(options: GameOptions): GameSession =
        EngineSession(UniffiSessions.newGame(options) as UniffiSession, maxNodes).also { it.reviews = reviews; created.add(it) }
    override fun load(save: String): GameSession =
        EngineSession(UniffiSessions.load(save) as UniffiSession, maxNodes).also { it.reviews = reviews; created.add(it) }
    override fun availableGames(): List<GameInfo> = UniffiSessions.availableGames()
    /** A lesson's closing game: its computer capped by nodes too. */
    override fun adopt(inner: games.pyramids.core.GameSession): GameSession =
        EngineSession(UniffiSession(inner), maxNodes).also { it.reviews = reviews; created.add(it) }
}

/** A new real session for tests that drive a controller or the input mapping directly. */
fun engineSession(options: GameOptions, maxNodes: Long = EngineSession.DEFAULT_NODES): EngineSession =
    EngineSession(UniffiSessions.newGame(options) as UniffiSession, maxNodes)
