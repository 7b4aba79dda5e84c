package games.pyramids.tests

import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.Decision
import games.pyramids.core.DrawReason
import games.pyramids.core.GameEvent
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameSession
import games.pyramids.core.PylosColor
import games.pyramids.core.PylosPhase
import games.pyramids.core.PyramidaStone
import games.pyramids.core.PyramidoProblem
import games.pyramids.core.PyramidsException
import games.pyramids.core.RuleProblem
import games.pyramids.core.SeatController
import games.pyramids.core.Snapshot
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

/**
 * The conformance scenarios of tests/scenarios/<game>/ (format in
 * docs/bindings.md), played through the FFI. The Rust test
 * tests/tests/scenarios.rs plays the same files against the core.
 */
class ScenariosTest {
    private val scenarioKeys = setOf("name", "rules", "description", "options", "actions", "expect", "then")
    private val expectKeys = setOf("to_move", "decision", "legal_action_count", "legal_actions", "legal_actions_include",
        "legal_actions_exclude", "outcome", "history", "can_undo", "can_redo", "last_events", "pylos", "pyramida", "pyramido")
    private val pylosKeys = setOf("phase", "reserves", "balls_on_board", "light", "dark", "available", "raises", "reclaimable", "can_stop")

    private val pyramidaKeys = setOf("decision", "white", "black", "on_board", "off_board", "opened", "blocked", "protected",
        "retreat_from", "retreat_options", "moves", "can_pass")
    private val pyramidoKeys = setOf("phase", "floor", "starter", "players", "scores", "floor_scores", "filled", "eliminated",
        "tiles_unused", "markers", "quarry", "pile_sizes", "pile_tops", "turn_cells", "blocks")

    private fun scenarios(game: String): List<DynamicTest> {
        val files = (File(Support.scenariosDir, game).listFiles { f -> f.name.endsWith(".json") } ?: emptyArray()).sortedBy { it.name }
        assertTrue(files.size >= 15, "at least 15 $game scenarios in ${Support.scenariosDir}, found ${files.size}")
        return files.map { f -> DynamicTest.dynamicTest(f.nameWithoutExtension) { runScenario(JSONObject(f.readText())) } }
    }

    @TestFactory
    fun pylos(): List<DynamicTest> = scenarios("pylos")

    @TestFactory
    fun pyramida(): List<DynamicTest> = scenarios("pyramida")

    @TestFactory
    fun pyramido(): List<DynamicTest> = scenarios("pyramido")

    private fun seat(name: String): SeatController =
        if (name.equals("human", ignoreCase = true)) SeatController.Human else SeatController.Ai(AiLevel.valueOf(name.uppercase()))

    private fun errorKind(e: PyramidsException): String = when (e) {
        is PyramidsException.IllegalAction -> "illegal_action"
        is PyramidsException.NotYourTurn -> "not_your_turn"
        is PyramidsException.GameOver -> "game_over"
        is PyramidsException.BadSave -> "bad_save"
        is PyramidsException.BadOptions -> "bad_options"
        is PyramidsException.BadTable -> "bad_table"
        is PyramidsException.Cancelled -> "cancelled"
        is PyramidsException.Internal -> "internal"
    }

    /**
     * The scenario name of a refusal, read off the generated types alone: a
     * variant's class name in snake_case (`FirstReclaimMandatory` is
     * `first_reclaim_mandatory`); a Pyramido placement problem is named
     * after its `PyramidoPlaceError`.
     */
    private fun problemKind(p: ActionProblem): String = when (p) {
        is ActionProblem.Unreadable -> "unreadable"
        is ActionProblem.TooLong -> "too_long"
        is ActionProblem.Rule -> when (val r = p.problem) {
            is RuleProblem.Pylos -> snake(r.problem::class.simpleName!!)
            is RuleProblem.Pyramida -> snake(r.problem::class.simpleName!!)
            is RuleProblem.Pyramido -> when (val q = r.problem) {
                is PyramidoProblem.CannotPlace -> q.reason.name.lowercase()
                else -> snake(q::class.simpleName!!)
            }
        }
    }

    private fun snake(name: String): String = name.replace(Regex("(?<=[A-Za-z])(?=[A-Z])"), "_").lowercase()

    private fun checkKeys(obj: JSONObject, allowed: Set<String>, what: String, problems: MutableList<String>) {
        for (k in obj.keySet()) if (k !in allowed) problems += "unknown key \"$k\" in $what"
    }

    private fun runScenario(sc: JSONObject) {
        val problems = mutableListOf<String>()
        checkKeys(sc, scenarioKeys, "scenario", problems)
        val o = sc.getJSONObject("options")
        val options = GameOptions(
            game = GameKind.valueOf(o.getString("game").uppercase()),
            variant = o.optString("variant", "").ifEmpty { null },
            seats = o.optJSONArray("seats")?.let { a -> (0 until a.length()).map { seat(a.getString(it)) } } ?: listOf(),
            seed = o.optLong("seed", 0).toLong(),
            maxPlies = if (o.has("max_plies") && !o.isNull("max_plies")) o.getInt("max_plies").toInt() else null,
            firstPlayer = if (o.has("first_player") && !o.isNull("first_player")) o.getInt("first_player").toInt() else null,
        )
        GameSession(options).use { s ->
            var lastEvents = listOf<String>()
            val actions = sc.optJSONArray("actions") ?: JSONArray()
            for (i in 0 until actions.length()) {
                val text = actions.getString(i)
                lastEvents = when (text) {
                    ":undo" -> { s.undo(); listOf() }
                    ":redo" -> s.redo().map { it.name }
                    else -> try {
                        s.play(text).map { it.name }
                    } catch (e: PyramidsException) {
                        throw AssertionError("action $i (\"$text\") failed: ${e.message}", e)
                    }
                }
                Support.checkConsistent(s)
            }
            val expect = sc.optJSONObject("expect") ?: JSONObject()
            checkKeys(expect, expectKeys, "expect", problems)
            check(s, expect, lastEvents, "", problems)
            val thens = when (val t = sc.opt("then")) {
                null -> JSONArray()
                is JSONArray -> t
                else -> JSONArray().put(t)
            }
            for (i in 0 until thens.length()) {
                val then = thens.getJSONObject(i)
                val text = then.getString("action")
                val want = then.getString("error")
                val before = s.history()
                try {
                    s.play(text)
                    problems += "then[$i]: \"$text\" was accepted, expected $want"
                } catch (e: PyramidsException) {
                    if (errorKind(e) != want) problems += "then[$i]: \"$text\" failed with ${errorKind(e)} (${e.message}), expected $want"
                    val want = then.optString("problem", "")
                    if (want.isNotEmpty()) {
                        val got = if (e is PyramidsException.IllegalAction) problemKind(e.problem) else "(none)"
                        if (got != want) problems += "then[$i]: \"$text\" was refused for $got, expected $want"
                    }
                }
                if (s.history() != before) problems += "then[$i]: the failed action changed the history"
                check(s, expect, lastEvents, "after then[$i]: ", problems)
            }
        }
        if (problems.isNotEmpty()) throw AssertionError("${sc.getString("name")}:\n  " + problems.joinToString("\n  "))
    }

    private fun outcomeJson(o: GameOutcome): JSONObject = when (o) {
        is GameOutcome.Ongoing -> JSONObject().put("result", "ongoing")
        is GameOutcome.Win -> JSONObject().put("result", "win").put("winner", o.winner.toInt())
        is GameOutcome.SharedWin -> JSONObject().put("result", "shared_win").put("winners", JSONArray(o.winners.map { it.toInt() }))
        is GameOutcome.Draw -> JSONObject().put("result", "draw").put("reason", when (o.reason) {
            DrawReason.REPETITION -> "repetition"
            DrawReason.PLY_LIMIT -> "ply_limit"
        })
    }

    private fun strings(a: JSONArray): List<String> = (0 until a.length()).map { a.getString(it) }

    private fun check(s: GameSession, expect: JSONObject, lastEvents: List<String>, prefix: String, problems: MutableList<String>) {
        val snap: Snapshot = s.snapshot()
        val legal = s.legalActions().map { it.notation }
        fun fact(name: String, actual: Any) {
            if (!expect.has(name)) return
            val want = expect.get(name)
            val same = when (want) {
                is JSONArray -> strings(want) == actual
                is JSONObject -> want.similar(actual)
                is Number -> want.toLong() == (actual as Number).toLong()
                else -> want == actual
            }
            if (!same) problems += "$prefix$name: expected $want, got $actual"
        }
        fact("to_move", snap.toMove.toLong())
        fact(
            "decision",
            when (val d = snap.decision) {
                is Decision.Pylos -> d.phase.name
                is Decision.Pyramido -> d.phase.name
                is Decision.Pyramida -> d.decision.name
            }.lowercase(),
        )
        fact("legal_action_count", snap.legalActionCount.toLong())
        fact("legal_actions", legal.sorted())
        fact("outcome", outcomeJson(snap.outcome))
        fact("history", s.history())
        fact("can_undo", snap.canUndo)
        fact("can_redo", snap.canRedo)
        fact("last_events", lastEvents)
        expect.optJSONArray("legal_actions_include")?.let { a ->
            for (x in strings(a)) if (x !in legal) problems += "${prefix}legal_actions_include: $x is not legal (legal: $legal)"
        }
        expect.optJSONArray("legal_actions_exclude")?.let { a ->
            for (x in strings(a)) if (x in legal) problems += "${prefix}legal_actions_exclude: $x is legal"
        }
        expect.optJSONObject("pylos")?.let { checkPylos(snap, it, "${prefix}pylos.", problems) }
        expect.optJSONObject("pyramida")?.let { checkPyramida(snap, it, "${prefix}pyramida.", problems) }
        expect.optJSONObject("pyramido")?.let { checkPyramido(snap, it, "${prefix}pyramido.", problems) }
    }

    /** JSON (or Kotlin) values in one comparable form; lists are sorted (sets) unless [ordered]. */
    private fun norm(v: Any?, ordered: Boolean): Any? = when (v) {
        null, JSONObject.NULL -> null
        is JSONArray -> norm((0 until v.length()).map { v.get(it) }, ordered)
        is JSONObject -> v.keySet().associateWith { norm(v.get(it), ordered) }
        is List<*> -> v.map { norm(it, ordered) }.let { l -> if (ordered) l else l.sortedBy { it.toString() } }
        is Map<*, *> -> v.entries.associate { it.key.toString() to norm(it.value, ordered) }
        is UByte -> v.toLong()
        is Number -> v.toLong()
        else -> v
    }

    private fun compareFacts(facts: JSONObject, actual: Map<String, Any?>, ordered: Set<String>, prefix: String, problems: MutableList<String>) {
        for ((name, value) in actual) {
            if (!facts.has(name)) continue
            val want = norm(facts.get(name), name in ordered)
            val got = norm(value, name in ordered)
            if (want != got) problems += "$prefix$name: expected $want, got $got"
        }
    }

    private fun checkPyramida(snap: Snapshot, facts: JSONObject, prefix: String, problems: MutableList<String>) {
        checkKeys(facts, pyramidaKeys, "pyramida", problems)
        val p = snap.pyramida
        val actual = mapOf(
            "decision" to p.decision.name.lowercase(),
            "white" to p.fields.filter { it.stone == PyramidaStone.WHITE }.map { it.name },
            "black" to p.fields.filter { it.stone == PyramidaStone.BLACK }.map { it.name },
            "on_board" to p.onBoard,
            "off_board" to p.offBoard,
            "opened" to p.opened,
            "blocked" to p.fields.filter { it.blockedBy.isNotEmpty() }.associate { it.name to it.blockedBy },
            "protected" to p.protected,
            "retreat_from" to p.retreatFrom,
            "retreat_options" to p.retreatOptions,
            "moves" to p.fields.filter { it.moveTargets.isNotEmpty() }.associate { it.name to it.moveTargets },
            "can_pass" to p.canPass,
        )
        compareFacts(facts, actual, setOf("on_board", "off_board", "opened"), prefix, problems)
    }

    private fun checkPyramido(snap: Snapshot, facts: JSONObject, prefix: String, problems: MutableList<String>) {
        checkKeys(facts, pyramidoKeys, "pyramido", problems)
        val p = snap.pyramido
        val actual = mapOf(
            "phase" to p.phase.name.lowercase(),
            "floor" to p.floor,
            "starter" to p.starter,
            "players" to p.players.size,
            "scores" to p.scores,
            "floor_scores" to p.players.map { it.floorScores },
            "filled" to p.players.map { pl -> pl.floors.map { it.filled } },
            "eliminated" to p.eliminated,
            "tiles_unused" to p.players.map { pl -> pl.tiles.count { it.unused } },
            "markers" to p.players.map { pl -> pl.markers.associate { it.colour.name.lowercase() to "${it.floor}:${it.cell}" } },
            "quarry" to p.quarry.map { it?.id },
            "pile_sizes" to p.piles.map { it.size },
            "pile_tops" to p.piles.map { it.top?.id },
            "turn_cells" to p.turnCells,
            "blocks" to p.players.map { pl ->
                pl.floors.flatMap { f -> f.blocks.map { b -> "${b.floor}:${b.cell}" to b.colour.name.lowercase() + (if (b.tile) "*" else "") } }.toMap()
            },
        )
        compareFacts(facts, actual, setOf("scores", "floor_scores", "filled", "eliminated", "tiles_unused", "markers", "quarry",
            "pile_sizes", "pile_tops", "turn_cells", "blocks"), prefix, problems)
    }

    private fun checkPylos(snap: Snapshot, facts: JSONObject, prefix: String, problems: MutableList<String>) {
        checkKeys(facts, pylosKeys, "pylos", problems)
        val p = snap.pylos
        fun names(filter: (games.pyramids.core.PylosPosition) -> Boolean) = p.positions.filter(filter).map { it.name }.toSet()
        val actual = mapOf(
            "phase" to when (p.phase) {
                PylosPhase.MOVE -> "move"
                PylosPhase.FIRST_RECLAIM -> "first_reclaim"
                PylosPhase.SECOND_RECLAIM -> "second_reclaim"
            },
            "reserves" to p.reserves.map { it.toLong() },
            "balls_on_board" to p.ballsOnBoard.toLong(),
            "light" to names { it.ball == PylosColor.LIGHT },
            "dark" to names { it.ball == PylosColor.DARK },
            "available" to names { it.available },
            "raises" to p.positions.filter { it.raiseTargets.isNotEmpty() }.associate { it.name to it.raiseTargets.toSet() },
            "reclaimable" to names { it.canReclaim },
            "can_stop" to p.canStop,
        )
        for ((name, value) in actual) {
            if (!facts.has(name)) continue
            val want: Any = when (name) {
                "reserves" -> facts.getJSONArray(name).let { a -> (0 until a.length()).map { a.getLong(it) } }
                "light", "dark", "available", "reclaimable" -> strings(facts.getJSONArray(name)).toSet()
                "raises" -> facts.getJSONObject(name).let { m -> m.keySet().associateWith { strings(m.getJSONArray(it)).toSet() } }
                "balls_on_board" -> facts.getLong(name)
                else -> facts.get(name)
            }
            if (want != value) problems += "$prefix$name: expected $want, got $value"
        }
    }
}
