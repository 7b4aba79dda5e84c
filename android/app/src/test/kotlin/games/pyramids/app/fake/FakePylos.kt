package games.pyramids.app.fake

import games.pyramids.app.pylos.PylosProjection
import games.pyramids.app.session.ActionDetail
import games.pyramids.app.session.AiLevel
import games.pyramids.app.session.AiMove
import games.pyramids.app.session.BoardSnapshot
import games.pyramids.app.session.GameAction
import games.pyramids.app.session.GameEvent
import games.pyramids.app.session.GameInfo
import games.pyramids.app.session.GameKind
import games.pyramids.app.session.GameOptions
import games.pyramids.app.session.GameOutcome
import games.pyramids.app.session.GameSession
import games.pyramids.app.session.Hint
import games.pyramids.app.session.PylosColor
import games.pyramids.app.session.PylosEvent
import games.pyramids.app.session.PylosMove
import games.pyramids.app.session.PylosPhase
import games.pyramids.app.session.PylosPosition
import games.pyramids.app.session.PylosSnapshot
import games.pyramids.app.session.PyramidsException
import games.pyramids.app.session.SeatController
import games.pyramids.app.session.SessionFactory
import games.pyramids.app.session.Snapshot
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicBoolean

/**
 * A test double of the bindings' GameSession for Pylos, written from
 * shared/rules/pylos.md, so the UI can be driven on the JVM before the
 * native library is wired in. It produces the same snapshot, action and
 * event records (same notation, same order) as `bindings/src/pylos.rs`.
 * Test-only: the app itself has no rules knowledge.
 */
class PylosRules(val variant: String) {
    val names = PylosProjection.ALL
    private val index = names.withIndex().associate { it.value to it.index }
    val board = arrayOfNulls<PylosColor>(30)
    val reserves = intArrayOf(15, 15)
    var toMove = 0
    var phase = PylosPhase.MOVE
    var outcome: GameOutcome = GameOutcome.Ongoing

    fun copy(): PylosRules = PylosRules(variant).also {
        board.copyInto(it.board); reserves.copyInto(it.reserves)
        it.toMove = toMove; it.phase = phase; it.outcome = outcome
    }

    private fun lcr(n: String) = PylosProjection.parse(n)!!
    private fun at(l: Int, c: Int, r: Int) = board[index.getValue(PylosProjection.name(l, c, r))]

    fun supports(n: String): List<String> {
        val (l, c, r) = lcr(n)
        if (l == 1) return emptyList()
        return listOf(c to r, c + 1 to r, c to r + 1, c + 1 to r + 1).map { (cc, rr) -> PylosProjection.name(l - 1, cc, rr) }
    }

    private fun above(n: String): List<String> {
        val (l, c, r) = lcr(n)
        if (l == 4) return emptyList()
        val size = 5 - (l + 1)
        return listOf(c - 1 to r - 1, c to r - 1, c - 1 to r, c to r).filter { (cc, rr) -> cc in 0 until size && rr in 0 until size }
            .map { (cc, rr) -> PylosProjection.name(l + 1, cc, rr) }
    }

    fun ball(n: String) = board[index.getValue(n)]
    fun available(n: String) = ball(n) == null && supports(n).all { ball(it) != null }
    fun free(n: String) = ball(n) != null && above(n).none { ball(it) != null }

    fun legal(): List<PylosMove> {
        if (outcome.isOver) return emptyList()
        val me = color(toMove)
        return when (phase) {
            PylosPhase.MOVE -> {
                val out = ArrayList<PylosMove>()
                val avail = names.filter(::available)
                if (reserves[toMove] > 0) avail.forEach { out.add(PylosMove.Place(it)) }
                for (f in names) {
                    if (ball(f) != me || !free(f)) continue
                    val fl = lcr(f).first
                    for (t in avail) if (lcr(t).first > fl && f !in supports(t)) out.add(PylosMove.Raise(f, t))
                }
                out
            }
            PylosPhase.FIRST_RECLAIM -> names.filter { ball(it) == me && free(it) }.map { PylosMove.Reclaim(it) }
            PylosPhase.SECOND_RECLAIM -> names.filter { ball(it) == me && free(it) }.map { PylosMove.Reclaim(it) } + PylosMove.Stop
        }
    }

    fun patterns(n: String): List<String> {
        if (variant == "kids") return emptyList()
        val me = ball(n) ?: return emptyList()
        val (l, c, r) = lcr(n)
        val size = 5 - l
        val found = LinkedHashSet<String>()
        if (l <= 3) for (c0 in c - 1..c) for (r0 in r - 1..r) {
            if (c0 < 0 || r0 < 0 || c0 + 1 >= size || r0 + 1 >= size) continue
            val sq = listOf(c0 to r0, c0 + 1 to r0, c0 to r0 + 1, c0 + 1 to r0 + 1).map { PylosProjection.name(l, it.first, it.second) }
            if (sq.all { ball(it) == me }) found.addAll(sq)
        }
        if (variant == "expert" && l <= 2) {
            val row = (0 until size).map { PylosProjection.name(l, it, r) }
            val col = (0 until size).map { PylosProjection.name(l, c, it) }
            if (row.all { ball(it) == me }) found.addAll(row)
            if (col.all { ball(it) == me }) found.addAll(col)
        }
        return found.toList()
    }

    private fun set(n: String, c: PylosColor?) { board[index.getValue(n)] = c }

    /** Applies [m] (must be legal); returns the events. */
    fun apply(m: PylosMove): List<PylosEvent> {
        require(m in legal()) { "illegal $m" }
        val seat = toMove
        val me = color(seat)
        val ev = ArrayList<PylosEvent>()
        var endTurn = false
        when (m) {
            is PylosMove.Place -> {
                set(m.to, me); reserves[seat]--
                ev.add(PylosEvent.Placed(seat, m.to))
                if (m.to == "4a1") { outcome = GameOutcome.Win(seat); ev.add(PylosEvent.GameOver(outcome)); return ev }
                val pat = patterns(m.to)
                if (pat.isNotEmpty()) { ev.add(PylosEvent.PatternCompleted(seat, pat)); phase = PylosPhase.FIRST_RECLAIM } else endTurn = true
            }
            is PylosMove.Raise -> {
                set(m.from, null); set(m.to, me)
                ev.add(PylosEvent.Raised(seat, m.from, m.to))
                val pat = patterns(m.to)
                if (pat.isNotEmpty()) { ev.add(PylosEvent.PatternCompleted(seat, pat)); phase = PylosPhase.FIRST_RECLAIM } else endTurn = true
            }
            is PylosMove.Reclaim -> {
                set(m.from, null); reserves[seat]++
                ev.add(PylosEvent.Reclaimed(seat, m.from))
                if (phase == PylosPhase.FIRST_RECLAIM) phase = PylosPhase.SECOND_RECLAIM else endTurn = true
            }
            PylosMove.Stop -> { ev.add(PylosEvent.ReclaimDeclined(seat)); endTurn = true }
        }
        if (endTurn) {
            phase = PylosPhase.MOVE
            if (reserves[seat] == 0 && ball("4a1") == null) {
                outcome = GameOutcome.Win(1 - seat)
                ev.add(PylosEvent.GameOver(outcome))
            } else {
                toMove = 1 - seat
                ev.add(PylosEvent.TurnPassed(toMove))
            }
        }
        return ev
    }

    fun snapshot(): PylosSnapshot {
        val legal = legal()
        val raise = HashMap<String, MutableList<String>>()
        val place = HashSet<String>(); val reclaim = HashSet<String>()
        var stop = false
        for (m in legal) when (m) {
            is PylosMove.Place -> place.add(m.to)
            is PylosMove.Raise -> raise.getOrPut(m.from) { ArrayList() }.add(m.to)
            is PylosMove.Reclaim -> reclaim.add(m.from)
            PylosMove.Stop -> stop = true
        }
        val positions = names.map { n ->
            val (l, c, r) = lcr(n)
            PylosPosition(n, l, c, r, ball(n), available(n), n in place, free(n), raise[n] ?: emptyList(), n in reclaim)
        }
        return PylosSnapshot(phase, reserves.toList(), positions, board.count { it != null }, stop)
    }

    companion object {
        fun color(seat: Int) = if (seat == 0) PylosColor.LIGHT else PylosColor.DARK
        fun notation(m: PylosMove) = when (m) {
            is PylosMove.Place -> m.to
            is PylosMove.Raise -> "${m.from}-${m.to}"
            is PylosMove.Reclaim -> "x${m.from}"
            PylosMove.Stop -> "stop"
        }
        fun parse(text: String): PylosMove? {
            val t = text.trim().lowercase()
            return when {
                t == "stop" -> PylosMove.Stop
                t.startsWith("x") && PylosProjection.parse(t.drop(1)) != null -> PylosMove.Reclaim(t.drop(1))
                t.contains('-') -> t.split('-').let { if (it.size == 2 && it.all { p -> PylosProjection.parse(p) != null }) PylosMove.Raise(it[0], it[1]) else null }
                PylosProjection.parse(t) != null -> PylosMove.Place(t)
                else -> null
            }
        }
    }
}

/** A Pylos [GameSession] over [PylosRules], with history, undo/redo, saves and a scripted AI. */
class FakePylosSession(private var opts: GameOptions) : GameSession {
    override val game = GameKind.PYLOS
    private val variant = opts.variant ?: "standard"
    private val history = ArrayList<PylosMove>()
    private val redoList = ArrayList<PylosMove>()
    private var state = PylosRules(variant)
    private val cancelled = AtomicBoolean(false)
    @Volatile var thinkingCalls = 0
        private set

    /** When set, aiMove/hint wait on it (tests of threading and cancel). */
    @Volatile var aiGate: CountDownLatch? = null
    /** Picks the AI's move among the legal ones (default: the first). */
    var aiChoice: (List<PylosMove>) -> PylosMove = { it.first() }

    private val seats: List<SeatController> get() = opts.seats.ifEmpty { listOf(SeatController.Human, SeatController.Human) }

    init {
        require(seats.size == 2) { "Pylos takes 2 seats" }
    }

    private fun action(m: PylosMove) = GameAction(PylosRules.notation(m), state.toMove, ActionDetail.Pylos(m))

    override fun snapshot(): Snapshot = Snapshot(
        game = GameKind.PYLOS, variant = variant, seats = seats, toMove = state.toMove,
        toMoveController = seats[state.toMove], decision = state.phase.name.lowercase(), ply = history.size,
        outcome = state.outcome, canUndo = history.isNotEmpty(), canRedo = redoList.isNotEmpty(),
        legalActionCount = state.legal().size, board = BoardSnapshot.Pylos(state.snapshot()),
    )

    override fun legalActions(): List<GameAction> = state.legal().map(::action)

    @Synchronized
    private fun applyMove(m: PylosMove, keepRedo: Boolean = false): List<GameEvent> {
        if (state.outcome.isOver) throw PyramidsException.GameOver("the game is over")
        if (m !in state.legal()) throw PyramidsException.IllegalAction(PylosRules.notation(m), "not legal now")
        val ev = state.apply(m)
        history.add(m)
        if (!keepRedo) redoList.clear()
        return ev.map { GameEvent.Pylos(it) }
    }

    /** Plays a list of actions in notation (test setup), whoever is to move. */
    fun script(vararg moves: String) {
        for (t in moves) applyMove(PylosRules.parse(t) ?: error("bad notation $t"))
    }

    override fun playAction(action: GameAction): List<GameEvent> {
        if (!seats[state.toMove].isHuman) throw PyramidsException.NotYourTurn(state.toMove, "seat ${state.toMove} is played by the AI")
        val m = (action.detail as? ActionDetail.Pylos)?.action ?: throw PyramidsException.IllegalAction(action.notation, "not a Pylos action")
        return applyMove(m)
    }

    @Synchronized
    private fun replay() {
        state = PylosRules(variant)
        for (m in history) state.apply(m)
    }

    @Synchronized
    override fun undo(): Boolean {
        cancelAi()
        if (history.isEmpty()) return false
        redoList.add(history.removeAt(history.size - 1))
        replay()
        return true
    }

    override fun undoToHuman(): Int {
        var n = 0
        while (undo()) { n++; if (seats[state.toMove].isHuman) break }
        return n
    }

    @Synchronized
    override fun redo(): List<GameEvent> {
        cancelAi()
        if (redoList.isEmpty()) return emptyList()
        return applyMove(redoList.removeAt(redoList.size - 1), keepRedo = true)
    }

    private fun waitGate() {
        val gate = aiGate ?: return
        while (!gate.await(5, TimeUnit.MILLISECONDS)) {
            if (cancelled.get()) throw PyramidsException.Cancelled("cancel_ai was called while the AI was thinking")
        }
    }

    override fun aiMove(level: AiLevel?, budgetMs: Long): AiMove {
        cancelled.set(false)
        thinkingCalls++
        val seat = state.toMove
        if (seats[seat].isHuman) throw PyramidsException.NotYourTurn(seat, "seat $seat is human")
        val plyBefore = history.size
        waitGate()
        if (cancelled.get()) throw PyramidsException.Cancelled("cancelled")
        synchronized(this) {
            if (history.size != plyBefore) throw PyramidsException.Cancelled("the position changed while the AI was thinking")
            val m = aiChoice(state.legal())
            val a = action(m)
            return AiMove(a, applyMove(m), 0, 1, 1)
        }
    }

    override fun cancelAi(): Int { cancelled.set(true); return 1 }

    override fun hint(budgetMs: Long): Hint {
        cancelled.set(false)
        waitGate()
        val m = state.legal().firstOrNull() ?: throw PyramidsException.GameOver("over")
        return Hint(action(m), 0, 1)
    }

    override fun save(): String = buildString {
        append("fake-pylos 1\n")
        append(variant).append('\n')
        append(seats.joinToString(",") { if (it is SeatController.Ai) "ai:" + it.level.name.lowercase() else "human" }).append('\n')
        append(history.joinToString(" ") { PylosRules.notation(it) }).append('\n')
        append(redoList.joinToString(" ") { PylosRules.notation(it) }).append('\n')
    }

    override fun history(): List<String> = history.map(PylosRules::notation)
    override fun outcome(): GameOutcome = state.outcome
    override fun options(): GameOptions = opts.copy(variant = variant, seats = seats)
    override fun setSeat(seat: Int, controller: SeatController) {
        opts = opts.copy(seats = seats.toMutableList().also { it[seat] = controller })
    }
    override fun close() {}

    companion object {
        fun load(text: String): FakePylosSession {
            val lines = text.split('\n')
            if (lines.size < 5 || lines[0] != "fake-pylos 1") throw PyramidsException.BadSave("not a Pylos save")
            val seats = lines[2].split(',').map {
                when {
                    it == "human" -> SeatController.Human
                    it.startsWith("ai:") -> SeatController.Ai(AiLevel.valueOf(it.drop(3).uppercase()))
                    else -> throw PyramidsException.BadSave("bad seat $it")
                }
            }
            val s = FakePylosSession(GameOptions(GameKind.PYLOS, lines[1], seats))
            try {
                lines[3].split(' ').filter { it.isNotEmpty() }.forEach { s.applyMove(PylosRules.parse(it) ?: throw PyramidsException.BadSave("bad action $it")) }
                val redo = lines[4].split(' ').filter { it.isNotEmpty() }.map { PylosRules.parse(it) ?: throw PyramidsException.BadSave("bad action $it") }
                s.redoList.addAll(redo)
            } catch (e: PyramidsException.IllegalAction) {
                throw PyramidsException.BadSave("illegal action ${e.action} in the history")
            }
            return s
        }
    }
}

/** A factory of [FakePylosSession]s; other games are "not in this build", as in the bindings today. */
class FakeSessions : SessionFactory {
    val created = ArrayList<FakePylosSession>()
    override fun newGame(options: GameOptions): GameSession {
        if (options.game != GameKind.PYLOS) throw PyramidsException.BadOptions("${options.game} is not available in this build yet")
        return FakePylosSession(options).also { created.add(it) }
    }
    override fun load(save: String): GameSession = FakePylosSession.load(save).also { created.add(it) }
    override fun availableGames(): List<GameInfo> = listOf(games.pyramids.app.game.Catalog.pylos)
}
