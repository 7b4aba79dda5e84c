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
import games.pyramids.core.PyramidoArea as FfiPyramidoArea
import games.pyramids.core.PyramidoBlock as FfiPyramidoBlock
import games.pyramids.core.PyramidoColour as FfiPyramidoColour
import games.pyramids.core.PyramidoCorner as FfiPyramidoCorner
import games.pyramids.core.PyramidoDir as FfiPyramidoDir
import games.pyramids.core.PyramidoDomino as FfiPyramidoDomino
import games.pyramids.core.PyramidoEvent as FfiPyramidoEvent
import games.pyramids.core.PyramidoFace as FfiPyramidoFace
import games.pyramids.core.PyramidoFloor as FfiPyramidoFloor
import games.pyramids.core.PyramidoFloorScore as FfiPyramidoFloorScore
import games.pyramids.core.PyramidoMarker as FfiPyramidoMarker
import games.pyramids.core.PyramidoMove as FfiPyramidoMove
import games.pyramids.core.PyramidoPhase as FfiPyramidoPhase
import games.pyramids.core.PyramidoPile as FfiPyramidoPile
import games.pyramids.core.PyramidoPlacedBlock as FfiPyramidoPlacedBlock
import games.pyramids.core.PyramidoPlayer as FfiPyramidoPlayer
import games.pyramids.core.PyramidoRank as FfiPyramidoRank
import games.pyramids.core.PyramidoRect as FfiPyramidoRect
import games.pyramids.core.PyramidoSnapshot as FfiPyramidoSnapshot
import games.pyramids.core.PyramidoTile as FfiPyramidoTile
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
            is FfiException.BadTable -> PyramidsException.BadTable(e.reason)
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
            seed = o.seed.toULong(), maxPlies = o.maxPlies?.toUInt(), firstPlayer = o.firstPlayer?.toUInt(),
        )

        fun fromFfi(o: FfiGameOptions): GameOptions = GameOptions(
            game = fromFfi(o.game), variant = o.variant, seats = o.seats.map(::fromFfi),
            seed = o.seed.toLong(), maxPlies = o.maxPlies?.toInt(), firstPlayer = o.firstPlayer?.toInt(),
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

        fun fromFfi(b: FfiBoardSnapshot): BoardSnapshot = when (b) {
            is FfiBoardSnapshot.Pylos -> BoardSnapshot.Pylos(fromFfi(b.board))
            is FfiBoardSnapshot.Pyramido -> BoardSnapshot.Pyramido(fromFfi(b.board))
            is FfiBoardSnapshot.Pyramida -> BoardSnapshot.Pyramida(fromFfi(b.board))
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
            is FfiActionDetail.Pyramido -> ActionDetail.Pyramido(fromFfi(d.action))
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
            is ActionDetail.Pyramido -> FfiActionDetail.Pyramido(toFfi(d.action))
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
            is FfiGameEvent.Pyramido -> GameEvent.Pyramido(fromFfi(e.event))
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

        // ---- Pyramido

        fun fromFfi(c: FfiPyramidoColour): PyramidoColour = when (c) {
            FfiPyramidoColour.BROWN -> PyramidoColour.BROWN
            FfiPyramidoColour.BLUE -> PyramidoColour.BLUE
            FfiPyramidoColour.YELLOW -> PyramidoColour.YELLOW
            FfiPyramidoColour.AQUA -> PyramidoColour.AQUA
            FfiPyramidoColour.RED -> PyramidoColour.RED
            FfiPyramidoColour.GREEN -> PyramidoColour.GREEN
        }

        fun toFfi(c: PyramidoColour): FfiPyramidoColour = when (c) {
            PyramidoColour.BROWN -> FfiPyramidoColour.BROWN
            PyramidoColour.BLUE -> FfiPyramidoColour.BLUE
            PyramidoColour.YELLOW -> FfiPyramidoColour.YELLOW
            PyramidoColour.AQUA -> FfiPyramidoColour.AQUA
            PyramidoColour.RED -> FfiPyramidoColour.RED
            PyramidoColour.GREEN -> FfiPyramidoColour.GREEN
        }

        fun fromFfi(c: FfiPyramidoCorner): PyramidoCorner = when (c) {
            FfiPyramidoCorner.NW -> PyramidoCorner.NW
            FfiPyramidoCorner.NE -> PyramidoCorner.NE
            FfiPyramidoCorner.SE -> PyramidoCorner.SE
            FfiPyramidoCorner.SW -> PyramidoCorner.SW
        }

        fun toFfi(c: PyramidoCorner): FfiPyramidoCorner = when (c) {
            PyramidoCorner.NW -> FfiPyramidoCorner.NW
            PyramidoCorner.NE -> FfiPyramidoCorner.NE
            PyramidoCorner.SE -> FfiPyramidoCorner.SE
            PyramidoCorner.SW -> FfiPyramidoCorner.SW
        }

        fun fromFfi(d: FfiPyramidoDir): PyramidoDir = when (d) {
            FfiPyramidoDir.E -> PyramidoDir.E
            FfiPyramidoDir.S -> PyramidoDir.S
            FfiPyramidoDir.W -> PyramidoDir.W
            FfiPyramidoDir.N -> PyramidoDir.N
        }

        fun toFfi(d: PyramidoDir): FfiPyramidoDir = when (d) {
            PyramidoDir.E -> FfiPyramidoDir.E
            PyramidoDir.S -> FfiPyramidoDir.S
            PyramidoDir.W -> FfiPyramidoDir.W
            PyramidoDir.N -> FfiPyramidoDir.N
        }

        fun fromFfi(p: FfiPyramidoPhase): PyramidoPhase = when (p) {
            FfiPyramidoPhase.PLACE -> PyramidoPhase.PLACE
            FfiPyramidoPhase.MARK -> PyramidoPhase.MARK
            FfiPyramidoPhase.TILE -> PyramidoPhase.TILE
            FfiPyramidoPhase.REFILL -> PyramidoPhase.REFILL
            FfiPyramidoPhase.NO_FIT -> PyramidoPhase.NO_FIT
            FfiPyramidoPhase.OVER -> PyramidoPhase.OVER
        }

        fun fromFfi(f: FfiPyramidoFace): PyramidoFace = PyramidoFace(fromFfi(f.colour), f.jewels.map(::fromFfi))

        fun fromFfi(d: FfiPyramidoDomino): PyramidoDomino = PyramidoDomino(d.id.toInt(), fromFfi(d.west), fromFfi(d.east))

        fun fromFfi(b: FfiPyramidoBlock): PyramidoBlock = PyramidoBlock(
            floor = b.floor.toInt(), cell = b.cell, column = b.column.toInt(), row = b.row.toInt(),
            colour = fromFfi(b.colour), jewels = b.jewels.map(::fromFfi), tile = b.tile, domino = b.domino?.toInt(),
            marker = b.marker, quarterColumn = b.quarterColumn.toInt(), quarterRow = b.quarterRow.toInt(),
        )

        fun fromFfi(r: FfiPyramidoRect): PyramidoRect =
            PyramidoRect(column = r.column.toInt(), row = r.row.toInt(), width = r.width.toInt(), height = r.height.toInt())

        fun fromFfi(f: FfiPyramidoFloor): PyramidoFloor = PyramidoFloor(
            floor = f.floor.toInt(), columns = f.columns.toInt(), rows = f.rows.toInt(), cells = f.cells.toInt(),
            filled = f.filled.toInt(), complete = f.complete, blocks = f.blocks.map(::fromFfi),
        )

        fun fromFfi(m: FfiPyramidoMarker): PyramidoMarker = PyramidoMarker(fromFfi(m.colour), m.floor.toInt(), m.cell)

        fun fromFfi(t: FfiPyramidoTile): PyramidoTile = PyramidoTile(t.faces.map(::fromFfi), t.unused)

        fun fromFfi(p: FfiPyramidoPlayer): PyramidoPlayer = PyramidoPlayer(
            seat = p.seat.toInt(), floors = p.floors.map(::fromFfi), markers = p.markers.map(::fromFfi),
            markersInHand = p.markersInHand.map(::fromFfi), tiles = p.tiles.map(::fromFfi),
            floorScores = p.floorScores.map { it.toInt() }, score = p.score.toInt(), eliminated = p.eliminated,
            footprint = p.footprint?.let(::fromFfi), floor1Bounds = p.floor1Bounds?.let(::fromFfi),
        )

        fun fromFfi(p: FfiPyramidoPile): PyramidoPile = PyramidoPile(p.size.toInt(), p.top?.let(::fromFfi))

        fun fromFfi(r: FfiPyramidoRank): PyramidoRank = PyramidoRank(
            place = r.place.toInt(), seat = r.seat.toInt(), score = r.score.toInt(), unusedTiles = r.unusedTiles.toInt(),
            bestFloor = r.bestFloor.toInt(), eliminated = r.eliminated,
        )

        fun fromFfi(b: FfiPyramidoSnapshot): PyramidoSnapshot = PyramidoSnapshot(
            phase = fromFfi(b.phase), floor = b.floor.toInt(), starter = b.starter.toInt(), players = b.players.map(::fromFfi),
            quarry = b.quarry.map { it?.let(::fromFfi) }, piles = b.piles.map(::fromFfi), ranking = b.ranking.map(::fromFfi),
            eliminated = b.eliminated.map { it.toInt() }, scores = b.scores.map { it.toInt() },
            turnSlot = b.turnSlot?.toInt(), turnDomino = b.turnDomino?.let(::fromFfi), turnCells = b.turnCells,
            turnMarked = b.turnMarked, holesFilled = b.holesFilled.toInt(), markCells = b.markCells, tileCells = b.tileCells,
            canSkipTile = b.canSkipTile, refillPiles = b.refillPiles.map { it.toInt() }, holeCells = b.holeCells,
        )

        fun fromFfi(m: FfiPyramidoMove): PyramidoMove = when (m) {
            is FfiPyramidoMove.Place -> PyramidoMove.Place(m.slot.toInt(), m.cell, fromFfi(m.dir))
            is FfiPyramidoMove.Mark -> PyramidoMove.Mark(m.cell)
            is FfiPyramidoMove.Tile -> PyramidoMove.Tile(m.cell, fromFfi(m.colour), fromFfi(m.corner))
            is FfiPyramidoMove.SkipTile -> PyramidoMove.SkipTile
            is FfiPyramidoMove.Refill -> PyramidoMove.Refill(m.pile.toInt())
            is FfiPyramidoMove.FillHole -> PyramidoMove.FillHole(m.cell, fromFfi(m.colour), fromFfi(m.corner))
        }

        fun toFfi(m: PyramidoMove): FfiPyramidoMove = when (m) {
            is PyramidoMove.Place -> FfiPyramidoMove.Place(m.slot.toUInt(), m.cell, toFfi(m.dir))
            is PyramidoMove.Mark -> FfiPyramidoMove.Mark(m.cell)
            is PyramidoMove.Tile -> FfiPyramidoMove.Tile(m.cell, toFfi(m.colour), toFfi(m.corner))
            is PyramidoMove.SkipTile -> FfiPyramidoMove.SkipTile
            is PyramidoMove.Refill -> FfiPyramidoMove.Refill(m.pile.toUInt())
            is PyramidoMove.FillHole -> FfiPyramidoMove.FillHole(m.cell, toFfi(m.colour), toFfi(m.corner))
        }

        fun fromFfi(b: FfiPyramidoPlacedBlock): PyramidoPlacedBlock = PyramidoPlacedBlock(b.cell, fromFfi(b.colour), b.jewels.map(::fromFfi))

        fun fromFfi(a: FfiPyramidoArea): PyramidoArea = PyramidoArea(
            colour = fromFfi(a.colour), floor = a.floor.toInt(), cell = a.cell, quarters = a.quarters.toInt(), jewels = a.jewels.toInt(),
        )

        fun fromFfi(f: FfiPyramidoFloorScore): PyramidoFloorScore = PyramidoFloorScore(
            seat = f.seat.toInt(), floor = f.floor.toInt(), areas = f.areas.map(::fromFfi), bonus = f.bonus.toInt(),
            bonusColour = f.bonusColour?.let(::fromFfi), points = f.points.toInt(),
        )

        fun fromFfi(e: FfiPyramidoEvent): PyramidoEvent = when (e) {
            is FfiPyramidoEvent.TurnStarted -> PyramidoEvent.TurnStarted(e.seat.toInt(), e.floor.toInt())
            is FfiPyramidoEvent.DominoTaken -> PyramidoEvent.DominoTaken(e.seat.toInt(), e.slot.toInt(), e.domino.toInt())
            is FfiPyramidoEvent.DominoPlaced ->
                PyramidoEvent.DominoPlaced(e.seat.toInt(), e.floor.toInt(), e.domino.toInt(), fromFfi(e.dir), e.blocks.map(::fromFfi))
            is FfiPyramidoEvent.MarkerPlaced ->
                PyramidoEvent.MarkerPlaced(e.seat.toInt(), e.floor.toInt(), e.cell, fromFfi(e.colour), e.onTile)
            is FfiPyramidoEvent.TilePlaced ->
                PyramidoEvent.TilePlaced(e.seat.toInt(), e.floor.toInt(), e.cell, fromFfi(e.colour), fromFfi(e.corner))
            is FfiPyramidoEvent.TileSkipped -> PyramidoEvent.TileSkipped(e.seat.toInt())
            is FfiPyramidoEvent.QuarryRefilled ->
                PyramidoEvent.QuarryRefilled(e.slot.toInt(), e.pile.toInt(), e.domino.toInt(), e.pileSize.toInt(), e.newTop?.toInt())
            is FfiPyramidoEvent.PileRefilled -> PyramidoEvent.PileRefilled(e.from.toInt(), e.to.toInt(), e.count.toInt(), e.newTop?.toInt())
            is FfiPyramidoEvent.NoFit -> PyramidoEvent.NoFit(e.seat.toInt(), e.floor.toInt(), e.holes)
            is FfiPyramidoEvent.HoleFilled ->
                PyramidoEvent.HoleFilled(e.seat.toInt(), e.floor.toInt(), e.cell, fromFfi(e.colour), fromFfi(e.corner))
            is FfiPyramidoEvent.PlayerEliminated -> PyramidoEvent.PlayerEliminated(e.seat.toInt(), e.floor.toInt(), e.tilesLeft.toInt())
            is FfiPyramidoEvent.FloorScored -> PyramidoEvent.FloorScored(e.floor.toInt(), e.scores.map(::fromFfi))
            is FfiPyramidoEvent.MarkersReturned -> PyramidoEvent.MarkersReturned(e.floor.toInt())
            is FfiPyramidoEvent.FloorStarted -> PyramidoEvent.FloorStarted(e.floor.toInt(), e.starter.toInt())
            is FfiPyramidoEvent.Finished -> PyramidoEvent.Finished(e.ranking.map(::fromFfi))
            is FfiPyramidoEvent.GameOver -> PyramidoEvent.GameOver(fromFfi(e.outcome))
        }

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
