package games.pyramids.tests

import games.pyramids.core.BoardButtonKind
import games.pyramids.core.BoardInteraction
import games.pyramids.core.GameKind
import games.pyramids.core.InteractionOutcome
import games.pyramids.core.Language
import games.pyramids.core.LessonAnswer
import games.pyramids.core.LessonController
import games.pyramids.core.LessonScreen
import games.pyramids.core.LessonUpdate
import games.pyramids.core.LessonWaiting
import games.pyramids.core.PyramidsException
import games.pyramids.core.SeatController
import games.pyramids.core.TextCatalog
import games.pyramids.core.parsePlace
import games.pyramids.core.placeNotation
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import java.io.File

/**
 * The lesson scenarios of tests/scenarios/lessons/<game>/ (format in
 * docs/learn.md): each lesson played to its end on a LessonController, its
 * board hit-tested with BoardInteraction.lesson as the apps do, every wrong
 * try answered with nothing changed, every screen's words in four languages.
 * The Rust (tests/src/lessons.rs) and Swift suites run the same files with
 * the same semantics.
 */
class LessonScenariosTest {
    private val scenarioKeys = setOf("lesson", "game", "number", "description", "steps", "end")
    private val stepKeys = setOf("screen", "wrong", "read", "taps", "action", "played", "events", "answer", "game")
    private val screenKeys = setOf("step", "steps", "waiting", "level", "points", "answer")
    private val wrongKeys = setOf("taps", "action", "answer", "problem", "ignored")
    private val endKeys = setOf("step", "waiting")
    private val languages = listOf(Language.ENGLISH, Language.PORTUGUESE, Language.CZECH, Language.SLOVENIAN)
    private val english = TextCatalog(Language.ENGLISH)

    private fun scenarios(game: String): List<DynamicTest> {
        val dir = File(Support.scenariosDir, "lessons/$game")
        val files = (dir.listFiles { f -> f.name.endsWith(".json") } ?: emptyArray()).sortedBy { it.name }
        assertTrue(files.isNotEmpty(), "no $game lesson scenarios in $dir")
        return files.map { f -> DynamicTest.dynamicTest(f.nameWithoutExtension) { run(JSONObject(f.readText())) } }
    }

    @TestFactory fun pylos(): List<DynamicTest> = scenarios("pylos")
    @TestFactory fun pyramida(): List<DynamicTest> = scenarios("pyramida")
    @TestFactory fun pyramido(): List<DynamicTest> = scenarios("pyramido")




    /** The answer as the scenarios name it, and the refused problem's kind. */
    private fun answerName(a: LessonAnswer?): Pair<Any?, String?> = when (a) {
        null -> Pair(null, null)
        is LessonAnswer.Refused -> Pair("refused", problemKind(a.problem))
        is LessonAnswer.NotIt -> Pair("not_it", null)
        is LessonAnswer.GameOver -> Pair("game_over", null)
        is LessonAnswer.Right -> Pair("right", null)
    }

    private fun screenFacts(s: LessonScreen): Map<String, Any?> {
        val w = s.waiting
        val facts = mutableMapOf<String, Any?>(
            "step" to s.step.toInt(),
            "steps" to s.steps.toInt(),
            "waiting" to when (w) {
                is LessonWaiting.Decision -> "decision"
                is LessonWaiting.Next -> "next"
                is LessonWaiting.Game -> "game"
                is LessonWaiting.Finished -> "finished"
            },
            "points" to s.points.map { placeNotation(it) },
            "answer" to answerName(s.answer).first,
        )
        if (w is LessonWaiting.Game) facts["level"] = w.level.name.lowercase()
        return facts
    }

    /** A JSON value in the facts' terms (lists of strings, numbers as Int, null). */
    private fun plain(v: Any?): Any? = when (v) {
        null, JSONObject.NULL -> null
        is JSONArray -> (0 until v.length()).map { plain(v.get(it)) }
        is Number -> v.toInt()
        else -> v
    }

    private fun check(want: JSONObject?, got: Map<String, Any?>, keys: Set<String>, at: String, problems: MutableList<String>) {
        if (want == null) {
            problems += "$at: missing"
            return
        }
        checkKeys(want, keys, at, problems)
        for (k in want.keySet()) {
            val w = plain(want.get(k))
            if (w != got[k]) problems += "$at.$k: want $w, got ${got[k]}"
        }
    }

    private fun checkKeys(obj: JSONObject, allowed: Set<String>, what: String, problems: MutableList<String>) {
        for (k in obj.keySet()) if (k !in allowed) problems += "unknown key \"$k\" in $what"
    }

    /** Every word of the screen in the four languages: present, and translated where English differs. */
    private fun texts(lesson: LessonController, at: String, problems: MutableList<String>) {
        val en = lesson.screen(english).text
        for (language in languages) {
            val screen = lesson.screen(TextCatalog(language))
            val t = screen.text
            val words = mutableListOf(
                Triple("title", t.title, en.title), Triple("step", t.step, null), Triple("say", t.say, en.say),
                Triple("answer", t.answer, en.answer), Triple("next", t.next, null), Triple("skip", t.skip, null),
                Triple("restart", t.restart, null), Triple("leave", t.leave, null),
            )
            if (screen.waiting is LessonWaiting.Finished) words += Triple("complete", t.complete, null)
            val answered = screen.answer != null && screen.answer !is LessonAnswer.Right
            for ((name, text, enText) in words) {
                when {
                    text != null && text.isBlank() -> problems += "$at: $language $name is empty"
                    text != null && language != Language.ENGLISH && text == enText ->
                        problems += "$at: $language $name is the English \"$text\""
                    text == null && name == "answer" && answered -> problems += "$at: $language has no words for the answer"
                    text == null && name == "complete" -> problems += "$at: $language has no words for the end"
                }
            }
        }
    }

    private sealed class Tried {
        data class Board(val problem: String) : Tried()
        data class Ignored(val why: String) : Tried()
        data class Lesson(val update: LessonUpdate) : Tried()
    }

    /** One input of a `taps` list: a place in notation, or `press:<button>`. */
    private fun input(board: BoardInteraction, game: GameKind, text: String): InteractionOutcome =
        if (text.startsWith("press:")) board.press(BoardButtonKind.valueOf(text.removePrefix("press:").uppercase()))
        else board.tap(parsePlace(game, text))

    /** Taps on a fresh lesson board up to the decision they complete, handed to the lesson; or a legal decision in notation. */
    private fun attempt(lesson: LessonController, game: GameKind, step: JSONObject): Tried {
        val session = lesson.session()
        val action = if (step.has("taps")) {
            val taps = step.getJSONArray("taps")
            BoardInteraction.lesson(session).use { board ->
                var chosen: games.pyramids.core.GameAction? = null
                for (i in 0 until taps.length()) {
                    val text = taps.getString(i)
                    val last = i + 1 == taps.length()
                    when (val out = input(board, game, text)) {
                        is InteractionOutcome.Chosen -> if (last) chosen = out.action else throw AssertionError("tap $i $text: $out")
                        is InteractionOutcome.Problem -> if (last) return Tried.Board(problemKind(out.problem)) else throw AssertionError("tap $i $text: $out")
                        is InteractionOutcome.Ignored -> if (last) return Tried.Ignored(nameOf(out.why)) else throw AssertionError("tap $i $text: $out")
                        is InteractionOutcome.Changed -> if (last) throw AssertionError("tap $i $text: $out")
                        else -> throw AssertionError("tap $i $text: $out")
                    }
                }
                chosen ?: throw AssertionError("no taps")
            }
        } else {
            val text = step.getString("action")
            session.legalActions().firstOrNull { it.notation == text } ?: throw AssertionError("$text is not legal here")
        }
        return Tried.Lesson(lesson.tryAction(action, english))
    }

    private fun run(sc: JSONObject) {
        val problems = mutableListOf<String>()
        checkKeys(sc, scenarioKeys, "scenario", problems)
        val lesson = LessonController(sc.getString("lesson"), 0u)
        val first = lesson.screen(english)
        val game = first.game
        if (sc.getString("game") != game.name.lowercase()) problems += "game: want ${sc.getString("game")}, got $game"
        if (sc.getInt("number") != first.number.toInt()) problems += "number: want ${sc.getInt("number")}, got ${first.number}"
        val steps = sc.getJSONArray("steps")
        if (steps.length() != first.steps.toInt()) problems += "steps: ${steps.length()} written, the lesson has ${first.steps}"
        for (i in 0 until steps.length()) {
            val step = steps.getJSONObject(i)
            val at = "steps[$i]"
            checkKeys(step, stepKeys, at, problems)
            val screen = lesson.screen(english)
            check(step.optJSONObject("screen"), screenFacts(screen), screenKeys, "$at.screen", problems)
            texts(lesson, at, problems)
            val wrong = step.optJSONArray("wrong") ?: JSONArray()
            if (screen.waiting is LessonWaiting.Decision && wrong.length() == 0) problems += "$at: a decision step without a wrong try"
            for (j in 0 until wrong.length()) {
                val w = wrong.getJSONObject(j)
                val wat = "$at.wrong[$j]"
                checkKeys(w, wrongKeys, wat, problems)
                val history = lesson.session().history()
                val snapshot = lesson.session().snapshot()
                val facts = HashMap<String, Any?>()
                try {
                    when (val tried = attempt(lesson, game, w)) {
                        is Tried.Board -> { facts["answer"] = "refused"; facts["problem"] = tried.problem }
                        is Tried.Ignored -> { facts["answer"] = "ignored"; facts["ignored"] = tried.why }
                        is Tried.Lesson -> {
                            if (tried.update.played.isNotEmpty() || tried.update.events.isNotEmpty()) {
                                problems += "$wat: a wrong try played ${tried.update.played}"
                            }
                            texts(lesson, wat, problems)
                            val (answer, problem) = answerName(tried.update.screen.answer)
                            facts["answer"] = answer
                            facts["problem"] = problem
                        }
                    }
                } catch (e: PyramidsException) {
                    problems += "$wat: $e"
                    continue
                } catch (e: AssertionError) {
                    problems += "$wat: ${e.message}"
                    continue
                }
                for (key in listOf("answer", "problem", "ignored")) {
                    val want = plain(w.opt(key))
                    if (want != facts[key]) problems += "$wat.$key: want $want, got ${facts[key]}"
                }
                val after = lesson.screen(english)
                if (lesson.session().history() != history || lesson.session().snapshot() != snapshot ||
                    after.step != screen.step || after.waiting != screen.waiting
                ) {
                    problems += "$wat: a wrong try changed the lesson"
                }
            }
            when {
                step.optBoolean("read", false) -> lesson.goOn(english)
                step.has("taps") || step.has("action") -> {
                    try {
                        when (val tried = attempt(lesson, game, step)) {
                            is Tried.Lesson -> {
                                val u = tried.update
                                val got = mapOf(
                                    "played" to u.played.map { "${it.seat} ${it.notation}" },
                                    "events" to u.events.map { it.name },
                                    "answer" to answerName(u.screen.answer).first,
                                )
                                for ((key, g) in got) {
                                    val want = plain(step.opt(key))
                                    if (want != g) problems += "$at.$key: want $want, got $g"
                                }
                                texts(lesson, at, problems)
                                if (u.screen.waiting !is LessonWaiting.Next) problems += "$at: done, but waits ${u.screen.waiting}"
                            }
                            is Tried.Board -> problems += "$at: the board refused the right taps: ${tried.problem}"
                            is Tried.Ignored -> problems += "$at: the board refused the right taps: ${tried.why}"
                        }
                    } catch (e: PyramidsException) {
                        problems += "$at: $e"
                    } catch (e: AssertionError) {
                        problems += "$at: ${e.message}"
                    }
                    lesson.goOn(english)
                }
                step.has("game") -> {
                    val want = plain(step.getJSONObject("game").opt("seats"))
                    val session = lesson.gameSession()
                    if (session == null) {
                        problems += "$at: no game to play"
                    } else {
                        session.use { s ->
                            val seats = s.options().seats.map {
                                when (it) {
                                    is SeatController.Human -> "human"
                                    is SeatController.Ai -> it.level.name.lowercase()
                                }
                            }
                            if (want != seats) problems += "$at.game.seats: want $want, got $seats"
                            if (s.history() != lesson.session().history()) problems += "$at: the game does not start from the lesson's position"
                        }
                    }
                    lesson.gameEnded(english)
                }
                else -> problems += "$at: neither read, taps, action nor game"
            }
        }
        val end = lesson.screen(english)
        check(sc.optJSONObject("end"), screenFacts(end), endKeys, "end", problems)
        if (end.waiting !is LessonWaiting.Finished) problems += "end: the lesson is not finished: ${end.waiting}"
        texts(lesson, "end", problems)
        lesson.close()
        assertTrue(problems.isEmpty(), problems.joinToString("\n"))
    }
}
