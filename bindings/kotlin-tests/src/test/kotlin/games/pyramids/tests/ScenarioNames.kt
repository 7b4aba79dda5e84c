package games.pyramids.tests

import games.pyramids.core.PyramidoProblem
import games.pyramids.core.RuleProblem

// The names the interaction and lesson scenarios give the FFI's enums and
// problems, shared by their two runners so the files mean the same in both.

internal fun scenarioSnake(name: String): String = name.replace(Regex("(?<=[A-Za-z0-9])(?=[A-Z])"), "_").lowercase()

/** An enum constant or a sealed class's case, as the scenarios name it. */
internal fun nameOf(v: Any): String = if (v is Enum<*>) v.name.lowercase() else scenarioSnake(v::class.simpleName!!)

/** A rules problem as the scenarios name it (a Pyramido placement by its reason). */
internal fun problemKind(r: RuleProblem): String = when (r) {
    is RuleProblem.Pylos -> scenarioSnake(r.problem::class.simpleName!!)
    is RuleProblem.Pyramida -> scenarioSnake(r.problem::class.simpleName!!)
    is RuleProblem.Pyramido -> when (val q = r.problem) {
        is PyramidoProblem.CannotPlace -> q.reason.name.lowercase()
        else -> scenarioSnake(q::class.simpleName!!)
    }
}
