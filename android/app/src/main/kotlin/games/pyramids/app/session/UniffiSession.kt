package games.pyramids.app.session

import games.pyramids.core.ActionDetail as FfiActionDetail
import games.pyramids.core.AiLevel as FfiAiLevel
import games.pyramids.core.AiMove as FfiAiMove
import games.pyramids.core.BoardSnapshot as FfiBoardSnapshot
import games.pyramids.core.DrawReason as FfiDrawReason
import games.pyramids.core.GameAction as FfiGameAction
import games.pyramids.core.GameEvent as FfiGameEvent
import games.pyramids.core.GameInfo as FfiGameInfo
import games.pyramids.core.GameKind as FfiGameKind
import games.pyramids.core.GameOptions as FfiGameOptions
import games.pyramids.core.GameOutcome as FfiGameOutcome
import games.pyramids.core.GameSession as FfiGameSession
import games.pyramids.core.PylosColor as FfiPylosColor
import games.pyramids.core.PylosEvent as FfiPylosEvent
import games.pyramids.core.PylosMove as FfiPylosMove
import games.pyramids.core.PylosPhase as FfiPylosPhase
import games.pyramids.core.PylosPosition as FfiPylosPosition
import games.pyramids.core.PylosSnapshot as FfiPylosSnapshot
import games.pyramids.core.PyramidaDecision as FfiPyramidaDecision
import games.pyramids.core.PyramidaEvent as FfiPyramidaEvent
import games.pyramids.core.PyramidaField as FfiPyramidaField
import games.pyramids.core.PyramidaMove as FfiPyramidaMove
import games.pyramids.core.PyramidaSnapshot as FfiPyramidaSnapshot
import games.pyramids.core.PyramidaStone as FfiPyramidaStone
import games.pyramids.core.PyramidsException as FfiException
import games.pyramids.core.SeatController as FfiSeatController
import games.pyramids.core.Snapshot as FfiSnapshot
import games.pyramids.core.availableGames as ffiAvailableGames

/**
 * The app's [GameSession] over the UniFFI bindings' `games.pyramids.core.GameSession`
 * (the Rust core through JNA). It copies records field by field into the
 * app's mirror types (Model.kt) and rethrows the bindings' exceptions as the
 * app's [PyramidsException] of the same case. The same source compiles
 * against the Android flavour of the bindings (Gradle) and the plain-JVM one
 * (Maven CI): it uses only the records, the session and `availableGames`.
 */
class UniffiSession(val inner: FfiGameSession) : GameSession {
    override val game: GameKind = fromFfi(inner.game())

    override fun snapshot(): Snapshot = call { fromFfi(inner.snapshot()) }
    override fun legalActions(): List<GameAction> = call { inner.legalActions().map(::fromFfi) }
    override fun playAction(action: GameAction): List<GameEvent> = call { inner.playAction(toFfi(action)).map(::fromFfi) }
    /** Plays a decision given in the game's notation (tests, replays). */
    fun play(notation: String): List<GameEvent> = call { inner.play(notation).map(::fromFfi) }
    override fun undo(): Boolean = call { inner.undo() }
    override fun undoToHuman(): Int = call { inner.undoToHuman().toInt() }
    override fun redo(): List<GameEvent> = call { inner.redo().map(::fromFfi) }
    override fun aiMove(level: AiLevel?, budgetMs: Long): AiMove =
        call { fromFfi(inner.aiMove(level?.let(::toFfi), budgetMs.coerceAtLeast(0).toULong())) }
    /** The AI's move with a node cap instead of a clock: reproducible (tests, replays). Blocking. */
    fun aiMoveNodes(level: AiLevel?, maxNodes: Long): AiMove =
        call { fromFfi(inner.aiMoveNodes(level?.let(::toFfi), maxNodes.coerceAtLeast(0).toULong())) }
    override fun cancelAi(): Int = call { inner.cancelAi().toInt() }
    /** True while an [aiMove] or [hint] runs on some thread. */
    fun isThinking(): Boolean = call { inner.isThinking() }
    override fun hint(budgetMs: Long): Hint = call {
        val h = inner.hint(budgetMs.coerceAtLeast(0).toULong())
        Hint(fromFfi(h.action), h.score, h.depth.toInt())
    }
    override fun save(): String = call { inner.save() }
    override fun history(): List<String> = call { inner.history() }
    override fun outcome(): GameOutcome = call { fromFfi(inner.outcome()) }
    override fun options(): GameOptions = call { fromFfi(inner.options()) }
    override fun setSeat(seat: Int, controller: SeatController) = call { inner.setSeat(seat.toUInt(), toFfi(controller)) }
    override fun close() = inner.close()

    companion object Convert {
        /** Runs a bindings call, turning its exceptions into the app's. */
        inline fun <T> call(block: () -> T): T =
            try {
                block()
            } catch (e: FfiException) {
                throw fromFfi(e)
            }

        fun fromFfi(e: FfiException): PyramidsException = when (e) {
            is FfiException.IllegalAction -> PyramidsException.IllegalAction(e.action, e.reason)
            is FfiException.NotYourTurn -> PyramidsException.NotYourTurn(e.seat.toInt(), e.reason)
            is FfiException.GameOver -> PyramidsException.GameOver(e.reason)
            is FfiException.BadSave -> PyramidsException.BadSave(e.reason)
            is FfiException.BadOptions -> PyramidsException.BadOptions(e.reason)
            is FfiException.Cancelled -> PyramidsException.Cancelled(e.reason)
            is FfiException.Internal -> PyramidsException.Internal(e.reason)
        }

        fun fromFfi(k: FfiGameKind): GameKind = when (k) {
            FfiGameKind.PYLOS -> GameKind.PYLOS
            FfiGameKind.PYRAMIDO -> GameKind.PYRAMIDO
            FfiGameKind.PYRAMIDA -> GameKind.PYRAMIDA
        }

        fun toFfi(k: GameKind): FfiGameKind = when (k) {
            GameKind.PYLOS -> FfiGameKind.PYLOS
            GameKind.PYRAMIDO -> FfiGameKind.PYRAMIDO
            GameKind.PYRAMIDA -> FfiGameKind.PYRAMIDA
        }

        fun fromFfi(l: FfiAiLevel): AiLevel = AiLevel.valueOf(l.name)
        fun toFfi(l: AiLevel): FfiAiLevel = FfiAiLevel.valueOf(l.name)

        fun fromFfi(c: FfiSeatController): SeatController = when (c) {
            is FfiSeatController.Human -> SeatController.Human
            is FfiSeatController.Ai -> SeatController.Ai(fromFfi(c.level))
        }

        fun toFfi(c: SeatController): FfiSeatController = when (c) {
            is SeatController.Human -> FfiSeatController.Human
            is SeatController.Ai -> FfiSeatController.Ai(toFfi(c.level))
        }

        fun toFfi(o: GameOptions): FfiGameOptions = FfiGameOptions(
            game = toFfi(o.game), variant = o.variant, seats = o.seats.map(::toFfi),
            seed = o.seed.toULong(), maxPlies = o.maxPlies?.toUInt(),
        )

        fun fromFfi(o: FfiGameOptions): GameOptions = GameOptions(
            game = fromFfi(o.game), variant = o.variant, seats = o.seats.map(::fromFfi),
            seed = o.seed.toLong(), maxPlies = o.maxPlies?.toInt(),
        )

        fun fromFfi(i: FfiGameInfo): GameInfo = GameInfo(
            fromFfi(i.game), i.name, i.variants, i.defaultVariant, i.minSeats.toInt(), i.maxSeats.toInt(), i.aiLevels.map(::fromFfi),
        )

        fun fromFfi(o: FfiGameOutcome): GameOutcome = when (o) {
            is FfiGameOutcome.Ongoing -> GameOutcome.Ongoing
            is FfiGameOutcome.Win -> GameOutcome.Win(o.winner.toInt())
            is FfiGameOutcome.SharedWin -> GameOutcome.SharedWin(o.winners.map { it.toInt() })
            is FfiGameOutcome.Draw -> GameOutcome.Draw(
                when (o.reason) {
                    FfiDrawReason.REPETITION -> DrawReason.REPETITION
                    FfiDrawReason.PLY_LIMIT -> DrawReason.PLY_LIMIT
                },
            )
        }

        fun fromFfi(s: FfiSnapshot): Snapshot = Snapshot(
            game = fromFfi(s.game), variant = s.variant, seats = s.seats.map(::fromFfi), toMove = s.toMove.toInt(),
            toMoveController = fromFfi(s.toMoveController), decision = s.decision, ply = s.ply.toInt(),
            outcome = fromFfi(s.outcome), canUndo = s.canUndo, canRedo = s.canRedo,
            legalActionCount = s.legalActionCount.toInt(), board = fromFfi(s.board),
        )

        // Games the app has no board for yet (Pyramido) fail here with a
        // clear message (the bindings grow games before the app draws them).
        private fun unsupported(what: Any): Nothing =
            throw PyramidsException.Internal("this version of the app cannot show ${what::class.simpleName}")

        fun fromFfi(b: FfiBoardSnapshot): BoardSnapshot = when (b) {
            is FfiBoardSnapshot.Pylos -> BoardSnapshot.Pylos(fromFfi(b.board))
            is FfiBoardSnapshot.Pyramida -> BoardSnapshot.Pyramida(fromFfi(b.board))
            else -> unsupported(b)
        }

        fun fromFfi(b: FfiPylosSnapshot): PylosSnapshot = PylosSnapshot(
            phase = when (b.phase) {
                FfiPylosPhase.MOVE -> PylosPhase.MOVE
                FfiPylosPhase.FIRST_RECLAIM -> PylosPhase.FIRST_RECLAIM
                FfiPylosPhase.SECOND_RECLAIM -> PylosPhase.SECOND_RECLAIM
            },
            reserves = b.reserves.map { it.toInt() }, positions = b.positions.map(::fromFfi),
            ballsOnBoard = b.ballsOnBoard.toInt(), canStop = b.canStop,
        )

        fun fromFfi(p: FfiPylosPosition): PylosPosition = PylosPosition(
            name = p.name, level = p.level.toInt(), column = p.column.toInt(), row = p.row.toInt(),
            ball = p.ball?.let { if (it == FfiPylosColor.LIGHT) PylosColor.LIGHT else PylosColor.DARK },
            available = p.available, canPlace = p.canPlace, free = p.free, raiseTargets = p.raiseTargets, canReclaim = p.canReclaim,
        )

        fun fromFfi(a: FfiGameAction): GameAction = GameAction(a.notation, a.seat.toInt(), fromFfi(a.detail))
        fun toFfi(a: GameAction): FfiGameAction = FfiGameAction(a.notation, a.seat.toUInt(), toFfi(a.detail))

        fun fromFfi(d: FfiActionDetail): ActionDetail = when (d) {
            is FfiActionDetail.Pylos -> ActionDetail.Pylos(
                when (val m = d.action) {
                    is FfiPylosMove.Place -> PylosMove.Place(m.to)
                    is FfiPylosMove.Raise -> PylosMove.Raise(m.from, m.to)
                    is FfiPylosMove.Reclaim -> PylosMove.Reclaim(m.from)
                    is FfiPylosMove.Stop -> PylosMove.Stop
                },
            )
            is FfiActionDetail.Pyramida -> ActionDetail.Pyramida(
                when (val m = d.action) {
                    is FfiPyramidaMove.Step -> PyramidaMove.Step(m.from, m.to)
                    is FfiPyramidaMove.Retreat -> PyramidaMove.Retreat(m.to)
                    is FfiPyramidaMove.Pass -> PyramidaMove.Pass
                },
            )
            else -> unsupported(d)
        }

        fun toFfi(d: ActionDetail): FfiActionDetail = when (d) {
            is ActionDetail.Pylos -> FfiActionDetail.Pylos(
                when (val m = d.action) {
                    is PylosMove.Place -> FfiPylosMove.Place(m.to)
                    is PylosMove.Raise -> FfiPylosMove.Raise(m.from, m.to)
                    is PylosMove.Reclaim -> FfiPylosMove.Reclaim(m.from)
                    is PylosMove.Stop -> FfiPylosMove.Stop
                },
            )
            is ActionDetail.Pyramida -> FfiActionDetail.Pyramida(
                when (val m = d.action) {
                    is PyramidaMove.Step -> FfiPyramidaMove.Step(m.from, m.to)
                    is PyramidaMove.Retreat -> FfiPyramidaMove.Retreat(m.to)
                    is PyramidaMove.Pass -> FfiPyramidaMove.Pass
                },
            )
        }

        fun fromFfi(e: FfiGameEvent): GameEvent = when (e) {
            is FfiGameEvent.Pylos -> GameEvent.Pylos(
                when (val p = e.event) {
                    is FfiPylosEvent.Placed -> PylosEvent.Placed(p.seat.toInt(), p.to)
                    is FfiPylosEvent.Raised -> PylosEvent.Raised(p.seat.toInt(), p.from, p.to)
                    is FfiPylosEvent.PatternCompleted -> PylosEvent.PatternCompleted(p.seat.toInt(), p.positions)
                    is FfiPylosEvent.Reclaimed -> PylosEvent.Reclaimed(p.seat.toInt(), p.from)
                    is FfiPylosEvent.ReclaimDeclined -> PylosEvent.ReclaimDeclined(p.seat.toInt())
                    is FfiPylosEvent.TurnPassed -> PylosEvent.TurnPassed(p.to.toInt())
                    is FfiPylosEvent.GameOver -> PylosEvent.GameOver(fromFfi(p.outcome))
                },
            )
            is FfiGameEvent.Pyramida -> GameEvent.Pyramida(
                when (val p = e.event) {
                    is FfiPyramidaEvent.Moved -> PyramidaEvent.Moved(p.seat.toInt(), p.from, p.to)
                    is FfiPyramidaEvent.LeftBoard -> PyramidaEvent.LeftBoard(p.seat.toInt(), p.off.toInt())
                    is FfiPyramidaEvent.Displaced -> PyramidaEvent.Displaced(p.seat.toInt(), p.at, p.by.toInt())
                    is FfiPyramidaEvent.RetreatChoice -> PyramidaEvent.RetreatChoice(p.seat.toInt(), p.from, p.options)
                    is FfiPyramidaEvent.Retreated -> PyramidaEvent.Retreated(p.seat.toInt(), p.from, p.to, p.automatic)
                    is FfiPyramidaEvent.Blocked -> PyramidaEvent.Blocked(p.seat.toInt(), p.at, p.by)
                    is FfiPyramidaEvent.Unblocked -> PyramidaEvent.Unblocked(p.seat.toInt(), p.at)
                    is FfiPyramidaEvent.Protected -> PyramidaEvent.Protected(p.seat.toInt(), p.at)
                    is FfiPyramidaEvent.ProtectionEnded -> PyramidaEvent.ProtectionEnded(p.seat.toInt(), p.at)
                    is FfiPyramidaEvent.Passed -> PyramidaEvent.Passed(p.seat.toInt())
                    is FfiPyramidaEvent.TurnPassed -> PyramidaEvent.TurnPassed(p.to.toInt())
                    is FfiPyramidaEvent.GameOver -> PyramidaEvent.GameOver(fromFfi(p.outcome))
                },
            )
            else -> unsupported(e)
        }

        fun fromFfi(b: FfiPyramidaSnapshot): PyramidaSnapshot = PyramidaSnapshot(
            decision = when (b.decision) {
                FfiPyramidaDecision.MOVE -> PyramidaDecision.MOVE
                FfiPyramidaDecision.RETREAT -> PyramidaDecision.RETREAT
                FfiPyramidaDecision.PASS -> PyramidaDecision.PASS
                FfiPyramidaDecision.GAME_OVER -> PyramidaDecision.GAME_OVER
            },
            swapped = b.swapped, fields = b.fields.map(::fromFfi),
            onBoard = b.onBoard.map { it.toInt() }, offBoard = b.offBoard.map { it.toInt() }, opened = b.opened,
            protected = b.protected, retreatFrom = b.retreatFrom, retreating = b.retreating?.let(::fromFfi),
            retreatOptions = b.retreatOptions, canPass = b.canPass,
        )

        fun fromFfi(s: FfiPyramidaStone): PyramidaStone =
            if (s == FfiPyramidaStone.WHITE) PyramidaStone.WHITE else PyramidaStone.BLACK

        fun fromFfi(f: FfiPyramidaField): PyramidaField = PyramidaField(
            name = f.name, column = f.column.toInt(), row = f.row.toInt(), stone = f.stone?.let(::fromFfi),
            blockedBy = f.blockedBy, protected = f.protected, edge = f.edge?.toInt(),
            moveTargets = f.moveTargets, canRetreatHere = f.canRetreatHere,
        )

        fun fromFfi(m: FfiAiMove): AiMove =
            AiMove(fromFfi(m.action), m.events.map(::fromFfi), m.score, m.depth.toInt(), m.nodes.toLong())
    }
}

/**
 * Sessions from the Rust core through the UniFFI bindings: what the app plays
 * with. A native library that cannot be loaded becomes
 * [PyramidsException.Internal] (reported on screen) instead of a crash.
 */
object UniffiSessions : SessionFactory {
    override fun newGame(options: GameOptions): GameSession =
        native { UniffiSession.call { UniffiSession(FfiGameSession(UniffiSession.toFfi(options))) } }

    override fun load(save: String): GameSession = native { UniffiSession.call { UniffiSession(FfiGameSession.load(save)) } }

    override fun availableGames(): List<GameInfo> = native { ffiAvailableGames().map(UniffiSession::fromFfi) }

    private inline fun <T> native(block: () -> T): T =
        try {
            block()
        } catch (e: LinkageError) {
            throw PyramidsException.Internal("the game engine could not be loaded: ${e.message}")
        }
}
