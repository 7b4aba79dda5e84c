package games.pyramids.tests

import games.pyramids.core.GameAction
import games.pyramids.core.Language
import games.pyramids.core.PuzzleAttempt
import games.pyramids.core.PuzzleController
import games.pyramids.core.PuzzleState
import games.pyramids.core.PuzzleVerdict
import games.pyramids.core.TextCatalog
import games.pyramids.core.placeNotation
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

/**
 * The puzzle scenarios of tests/scenarios/puzzles/<game>/ (format in
 * tests/src/puzzles.rs): each names a shipped puzzle and what every try,
 * hint, solution step and retry on a PuzzleController leads to, with every
 * answer worded in four languages. The Rust runner runs the same files with
 * the same semantics.
 */
class PuzzleScenariosTest {
    private val scenarioKeys = setOf("puzzle", "game", "description", "start", "steps", "end")
    private val startKeys = setOf("heading", "moves_left")
    private val stepKeys = setOf(
        "action", "verdict", "problem", "defender_moves", "refutation", "answer", "moves_left", "played",
        "hint", "solution", "solution_step", "retry",
    )
    private val endKeys = setOf("state", "attempt")
    private val languages = listOf(Language.ENGLISH, Language.PORTUGUESE, Language.CZECH, Language.SLOVENIAN)
    private val english = TextCatalog(Language.ENGLISH)

    private fun scenarios(game: String): List<DynamicTest> {
        val dir = File(Support.scenariosDir, "puzzles/$game")
        val files = (dir.listFiles { f -> f.name.endsWith(".json") } ?: emptyArray()).sortedBy { it.name }
        assertTrue(files.isNotEmpty(), "no $game puzzle scenarios in $dir")
        return files.map { f -> DynamicTest.dynamicTest(f.nameWithoutExtension) { run(JSONObject(f.readText())) } }
    }

    @TestFactory fun pylos(): List<DynamicTest> = scenarios("pylos")
    @TestFactory fun pyramida(): List<DynamicTest> = scenarios("pyramida")
    @TestFactory fun pyramido(): List<DynamicTest> = scenarios("pyramido")

    private fun unknown(o: JSONObject, allowed: Set<String>, what: String): List<String> =
        o.keys().asSequence().filter { it !in allowed }.map { "unknown key \"$it\" in $what" }.toList()

    /** `want[key]`, where given, against `got` (compared as JSON). */
    private fun check(problems: MutableList<String>, at: String, want: JSONObject, key: String, got: Any?) {
        if (!want.has(key)) return
        val w = want.get(key).toString()
        val g = JSONObject.wrap(got ?: JSONObject.NULL).toString()
        if (w != g) problems += "$at: $key is $g, expected $w"
    }

    private fun played(actions: List<GameAction>): JSONArray = JSONArray(actions.map { "${it.seat} ${it.notation}" })

    private fun verdictName(v: PuzzleVerdict?): String = when (v) {
        null -> "none"
        is PuzzleVerdict.Refused -> "refused"
        is PuzzleVerdict.Kept -> "kept"
        is PuzzleVerdict.Solved -> "solved"
        is PuzzleVerdict.TooSlow -> "too_slow"
        is PuzzleVerdict.Wrong -> "wrong"
        is PuzzleVerdict.FewerPoints -> "fewer_points"
        is PuzzleVerdict.Finished -> "finished"
    }

    private fun stateName(s: PuzzleState): String = when (s) {
        is PuzzleState.Solving -> "solving"
        is PuzzleState.Solved -> "solved"
        is PuzzleState.Solution -> "solution"
    }

    private fun attemptName(a: PuzzleAttempt?): String = a?.name?.lowercase() ?: "none"

    private fun worded(problems: MutableList<String>, at: String, c: PuzzleController) {
        for (language in languages) {
            val t = c.screen(TextCatalog(language)).text
            for (text in listOfNotNull(t.heading, t.answer, t.hint, t.solution)) {
                if (text.isBlank() || text.contains('{')) problems += "$at: $language words it \"$text\""
            }
        }
    }

    private fun run(scenario: JSONObject) {
        val problems = unknown(scenario, scenarioKeys, "the scenario").toMutableList()
        val c = PuzzleController(scenario.getString("puzzle"))
        val screen = c.screen(english)
        check(problems, "game", scenario, "game", screen.game.name.lowercase())
        val start = scenario.getJSONObject("start")
        problems += unknown(start, startKeys, "start")
        check(problems, "start", start, "heading", screen.text.heading)
        check(problems, "start", start, "moves_left", screen.movesLeft.toInt())
        val steps = scenario.getJSONArray("steps")
        for (i in 0 until steps.length()) {
            val at = "step $i"
            val step = steps.getJSONObject(i)
            problems += unknown(step, stepKeys, at)
            step(c, step, at, problems)
            worded(problems, at, c)
        }
        val end = scenario.getJSONObject("end")
        problems += unknown(end, endKeys, "end")
        val last = c.screen(english)
        check(problems, "end", end, "state", stateName(last.state))
        check(problems, "end", end, "attempt", attemptName(last.attempt))
        assertTrue(problems.isEmpty(), problems.joinToString("\n"))
    }

    private fun step(c: PuzzleController, step: JSONObject, at: String, problems: MutableList<String>) {
        when {
            step.has("action") -> {
                val notation = step.getString("action")
                val action = c.session().legalActions().firstOrNull { it.notation == notation }
                    ?: throw AssertionError("$at: \"$notation\" is no legal action here")
                val before = c.session().snapshot().ply
                val u = c.tryAction(action, english)
                val s = u.screen
                check(problems, at, step, "verdict", verdictName(s.verdict))
                check(problems, at, step, "played", played(u.played))
                check(problems, at, step, "answer", s.text.answer)
                check(problems, at, step, "moves_left", s.movesLeft.toInt())
                val v = s.verdict
                if (v is PuzzleVerdict.Refused) check(problems, at, step, "problem", problemKind(v.problem))
                if (v is PuzzleVerdict.Wrong) {
                    check(problems, at, step, "defender_moves", v.defenderMoves?.toInt())
                    check(problems, at, step, "refutation", u.refutation?.notation)
                }
                val kept = v is PuzzleVerdict.Kept || v is PuzzleVerdict.Solved
                val after = c.session().snapshot().ply
                if (kept == (after == before)) problems += "$at: the board went from ply $before to $after"
            }
            step.has("hint") -> {
                val s = c.hint(english)
                check(problems, at, step, "hint", s.hint?.let { placeNotation(it) })
            }
            step.has("solution") -> {
                val s = c.showSolution(english)
                val st = s.state
                check(problems, at, step, "solution", if (st is PuzzleState.Solution) st.steps.toInt() else stateName(st))
            }
            step.has("solution_step") -> check(problems, at, step, "solution_step", played(c.solutionStep(english).played))
            step.has("retry") -> {
                val s = c.retry(english)
                if (s.state !is PuzzleState.Solving) problems += "$at: retry left ${s.state}"
            }
            else -> throw AssertionError("$at: no action, hint, solution, solution_step or retry")
        }
    }
}
