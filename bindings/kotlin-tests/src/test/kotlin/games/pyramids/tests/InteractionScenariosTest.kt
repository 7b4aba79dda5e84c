package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardGhost
import games.pyramids.core.BoardInteraction
import games.pyramids.core.BoardPlace
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.GameOutcome
import games.pyramids.core.GameSession
import games.pyramids.core.InteractionOutcome
import games.pyramids.core.InteractionView
import games.pyramids.core.Language
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.TextCatalog
import games.pyramids.core.TurnController
import games.pyramids.core.TurnView
import games.pyramids.core.gameOverSummary
import games.pyramids.core.parsePlace
import games.pyramids.core.placeNotation
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

/**
 * The interaction scenarios of tests/scenarios/interaction/<game>/ (format
 * in docs/bindings.md): taps and presses on a BoardInteraction, the view
 * after each; commands and the computer's turns through a TurnController on
 * a node budget, as the apps run them. One runner for the three games; the
 * Rust (tests/src/interaction.rs) and Swift suites run the same files with
 * the same semantics.
 */
class InteractionScenariosTest {
    private val scenarioKeys = setOf("name", "description", "options", "setup", "steps")
    private val stepKeys = setOf("tap", "drop", "drop_ghost", "press", "show_hint", "run", "computer", "resign",
        "rematch", "expect")
    private val expectKeys = setOf("outcome", "ignored", "problem", "played", "events", "command", "marks", "selection",
        "ghost", "drop_ghost", "prompt", "prompt_text", "buttons", "primary", "turn")
    private val turnKeys = setOf("ply", "to_move", "outcome", "resigned", "resign_seat", "can_undo", "can_redo",
        "human_to_move", "ai_waiting", "headline", "note")
    private val outcomes = setOf("changed", "ignored", "problem", "played", "chosen", "command")
    private val english = TextCatalog(Language.ENGLISH)

    /** The computer's budget in scenarios: nodes, so every run plays the same. */
    private val computerNodes = 2_000uL

    // As many files as the folders hold now: a runner that skipped the newer ones would fail.
    private fun scenarios(game: String, atLeast: Int): List<DynamicTest> {
        val dir = File(Support.scenariosDir, "interaction/$game")
        val files = (dir.listFiles { f -> f.name.endsWith(".json") } ?: emptyArray()).sortedBy { it.name }
        assertTrue(files.size >= atLeast, "at least $atLeast $game interaction scenarios in $dir, found ${files.size}")
        return files.map { f -> DynamicTest.dynamicTest(f.nameWithoutExtension) { run(JSONObject(f.readText())) } }
    }

    @TestFactory fun pylos(): List<DynamicTest> = scenarios("pylos", 14)
    @TestFactory fun pyramida(): List<DynamicTest> = scenarios("pyramida", 11)
    @TestFactory fun pyramido(): List<DynamicTest> = scenarios("pyramido", 12)



    private fun seat(name: String): SeatController =
        if (name == "human") SeatController.Human else SeatController.Ai(AiLevel.valueOf(name.uppercase()))


    private fun ghostText(g: BoardGhost): String = when (g) {
        is BoardGhost.PylosBall -> g.from?.let { "ball:$it" } ?: "ball"
        is BoardGhost.PyramidoDomino -> "domino:q${g.slot.toInt() + 1}:${g.dir.name.lowercase()}" +
            (if (g.cells.isEmpty()) "" else ":" + g.cells.joinToString(","))
        is BoardGhost.PyramidoTile -> "tile:${g.cell}:${g.colour.name.lowercase()}:${g.corner.name.lowercase()}"
    }

    private fun viewFacts(v: InteractionView): Map<String, Any?> {
        val marks = HashMap<String, MutableSet<String>>()
        for (m in v.marks) marks.getOrPut(nameOf(m.reason)) { HashSet() }.add(placeNotation(m.place))
        return mapOf(
            "marks" to marks,
            "selection" to v.selection?.let { placeNotation(it) },
            "ghost" to v.ghost?.let { ghostText(it) },
            "prompt" to nameOf(v.prompt),
            "prompt_text" to english.promptText(v.prompt),
            "buttons" to v.buttons.associate { nameOf(it.kind) to it.enabled },
            "primary" to v.buttons.firstOrNull { it.primary }?.let { nameOf(it.kind) },
        )
    }

    private fun outcomeFacts(o: InteractionOutcome): Map<String, Any?> = when (o) {
        is InteractionOutcome.Changed -> mapOf("outcome" to "changed")
        is InteractionOutcome.Ignored -> mapOf("outcome" to "ignored", "ignored" to nameOf(o.why))
        is InteractionOutcome.Problem -> mapOf("outcome" to "problem", "problem" to problemKind(o.problem))
        is InteractionOutcome.Played -> mapOf("outcome" to "played", "played" to o.action.notation, "events" to o.events.map { it.name })
        is InteractionOutcome.Chosen -> mapOf("outcome" to "chosen", "played" to o.action.notation)
        is InteractionOutcome.Command -> mapOf("outcome" to "command", "command" to nameOf(o.button))
    }

    private fun outcomeText(o: GameOutcome): String = when (o) {
        is GameOutcome.Ongoing -> "ongoing"
        is GameOutcome.Win -> "win ${o.winner}"
        is GameOutcome.SharedWin -> "shared ${o.winners.joinToString(",")}"
        is GameOutcome.Draw -> "draw ${o.reason.name.lowercase()}"
    }

    /** The turn controller's view as the scenarios' facts (`"turn"`). */
    private fun turnFacts(v: TurnView): Map<String, Any?> {
        val s = v.snapshot
        val sheet = gameOverSummary(s, english)
        return mapOf(
            "ply" to s.ply,
            "to_move" to s.toMove,
            "outcome" to outcomeText(s.outcome),
            "resigned" to s.resigned,
            "resign_seat" to v.resignSeat,
            "can_undo" to v.canUndo,
            "can_redo" to v.canRedo,
            "human_to_move" to v.humanToMove,
            "ai_waiting" to v.aiWaiting,
            "headline" to sheet?.headlineText,
            "note" to sheet?.note,
        )
    }

    /** The turn controller over a scenario's session: the computer thinks on nodes, with no pause before it. */
    private fun turnController(s: GameSession): TurnController =
        TurnController.withPause(s, AiBudget.Nodes(computerNodes), 0uL)

    /**
     * A command as the apps run it: undo and redo through the turn controller
     * (against the computer, back to or on to the human's own decision),
     * resign for the seat it offers; a hint is shown by the scenario itself.
     */
    private fun runCommand(turns: TurnController, name: String) {
        when (name) {
            "undo" -> turns.undo()
            "redo" -> turns.redo()
            "resign" -> turns.resign()
            "hint" -> {}
            else -> throw AssertionError("unknown command $name")
        }
    }

    /** The computer's decision, begun as an app begins it (the animations over) and run to its end here. */
    private fun computerTurn(turns: TurnController) {
        val turn = turns.beginAiTurn() ?: throw AssertionError("no computer decision is due")
        turn.use { it.run() }
    }

    /** Runs [body]; a failed call is one of the scenario's problems, as in the Rust runner. */
    private fun attempt(at: String, what: String, problems: MutableList<String>, body: () -> Unit) {
        try {
            body()
        } catch (e: PyramidsException) {
            problems += "$at: $what: $e"
        } catch (e: AssertionError) {
            problems += "$at: $what: ${e.message}"
        }
    }

    private fun strings(a: JSONArray): List<String> = (0 until a.length()).map { a.getString(it) }

    private fun checkKeys(obj: JSONObject, allowed: Set<String>, what: String, problems: MutableList<String>) {
        for (k in obj.keySet()) if (k !in allowed) problems += "unknown key \"$k\" in $what"
    }

    private fun run(sc: JSONObject) {
        val problems = mutableListOf<String>()
        checkKeys(sc, scenarioKeys, "scenario", problems)
        val o = sc.getJSONObject("options")
        val game = GameKind.valueOf(o.getString("game").uppercase())
        val options = GameOptions(
            game = game,
            variant = o.optString("variant", "").ifEmpty { null },
            seats = o.optJSONArray("seats")?.let { a -> strings(a).map { seat(it) } } ?: listOf(),
            seed = o.optLong("seed", 0),
            maxPlies = null,
            firstPlayer = if (o.has("first_player")) o.getInt("first_player") else null,
        )
        var s = GameSession(options)
        for (a in strings(sc.optJSONArray("setup") ?: JSONArray())) s.play(a)
        var board = BoardInteraction(s)
        var turns = turnController(s)
        try {
            val steps = sc.getJSONArray("steps")
            for (i in 0 until steps.length()) {
                val step = steps.getJSONObject(i)
                val at = "steps[$i]"
                checkKeys(step, stepKeys, at, problems)
                val facts = HashMap<String, Any?>()
                if (step.has("drop_ghost")) {
                    facts["drop_ghost"] = board.dropGhost(parsePlace(game, step.getString("drop_ghost")))?.let { ghostText(it) }
                }
                val out = when {
                    step.has("tap") -> board.tap(parsePlace(game, step.getString("tap")))
                    step.has("drop") -> board.dropOn(parsePlace(game, step.getString("drop")))
                    step.has("press") -> board.press(BoardButtonKind.valueOf(step.getString("press").uppercase()))
                    else -> null
                }
                if (step.has("show_hint")) {
                    val want = step.getString("show_hint")
                    val action = s.legalActions().firstOrNull { it.notation == want }
                    if (action == null) problems += "$at: hint $want is not legal" else board.showHint(action)
                }
                if (step.has("run")) {
                    val command = step.getString("run")
                    attempt(at, "run $command", problems) { runCommand(turns, command) }
                }
                if (step.optBoolean("computer", false)) attempt(at, "computer", problems) { computerTurn(turns) }
                if (step.optBoolean("resign", false)) attempt(at, "resign", problems) { runCommand(turns, "resign") }
                if (step.has("rematch")) {
                    val seed = step.getLong("rematch")
                    attempt(at, "rematch", problems) {
                        val next = GameSession(turns.rematchOptions(seed))
                        turns.close()
                        board.close()
                        s.close()
                        s = next
                        board = BoardInteraction(s)
                        turns = turnController(s)
                    }
                }
                if (out != null) {
                    // A command runs as the turn controller runs it.
                    if (out is InteractionOutcome.Command) {
                        attempt(at, "command", problems) { runCommand(turns, nameOf(out.button)) }
                    }
                    facts.putAll(outcomeFacts(out))
                }
                facts.putAll(viewFacts(board.view()))
                facts["turn"] = turnFacts(turns.view())
                val expect = step.optJSONObject("expect") ?: continue
                checkKeys(expect, expectKeys, "$at.expect", problems)
                check(expect, facts, at, problems)
            }
        } finally {
            turns.close()
            board.close()
            s.close()
        }
        assertTrue(problems.isEmpty(), problems.joinToString("\n"))
    }

    /** A JSON value and a fact are the same: numbers by value, JSON null as null. */
    private fun same(want: Any?, got: Any?): Boolean = when {
        want == JSONObject.NULL || want == null -> got == null
        want is Number && got is Number -> want.toLong() == got.toLong()
        else -> want == got
    }

    @Suppress("UNCHECKED_CAST")
    private fun check(expect: JSONObject, facts: Map<String, Any?>, at: String, problems: MutableList<String>) {
        for (key in expect.keySet()) {
            val want = expect.get(key)
            when (key) {
                "marks" -> {
                    val marks = facts["marks"] as Map<String, Set<String>>
                    val w = want as JSONObject
                    for (reason in w.keySet()) {
                        val wantSet = strings(w.getJSONArray(reason)).toSet()
                        val got = marks[reason] ?: emptySet()
                        if (got != wantSet) problems += "$at: marks $reason: want ${wantSet.sorted()}, got ${got.sorted()}"
                    }
                }
                "buttons" -> {
                    val w = (want as JSONObject).let { j -> j.keySet().associateWith { j.getBoolean(it) } }
                    if (facts["buttons"] != w) problems += "$at: buttons: want $w, got ${facts["buttons"]}"
                }
                "events" -> {
                    val w = strings(want as JSONArray)
                    if (facts["events"] != w) problems += "$at: events: want $w, got ${facts["events"]}"
                }
                "turn" -> {
                    val w = want as JSONObject
                    checkKeys(w, turnKeys, "$at.expect.turn", problems)
                    val turn = facts["turn"] as Map<String, Any?>
                    for (k in w.keySet()) {
                        if (!same(w.get(k), turn[k])) problems += "$at: turn.$k: want ${w.get(k)}, got ${turn[k]}"
                    }
                }
                "outcome" -> when {
                    want !in outcomes -> problems += "$at: unknown outcome $want"
                    facts[key] != want -> problems += "$at: $key: want $want, got ${facts[key]}"
                }
                else -> {
                    val w = if (want == JSONObject.NULL) null else want
                    if (facts[key] != w) problems += "$at: $key: want $w, got ${facts[key]}"
                }
            }
        }
    }
}
