package games.pyramids.app.i18n

import games.pyramids.core.ActionProblem
import games.pyramids.core.PylosProblem
import games.pyramids.core.PyramidaProblem
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoPhase
import games.pyramids.core.PyramidoPlaceError
import games.pyramids.core.PyramidoProblem
import games.pyramids.core.RuleProblem
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Every kind of refusal the core can send has its own text in every language. */
class ProblemsTest {
    /** One value of every variant (and every placement reason and phase). */
    private val samples: List<ActionProblem> = buildList {
        add(ActionProblem.Unreadable("a position like 1a1"))
        add(ActionProblem.TooLong(64))
        listOf(
            PylosProblem.ReserveEmpty, PylosProblem.Occupied("1a1"), PylosProblem.NotSupported("2a1"),
            PylosProblem.NotYourBall("1b1"), PylosProblem.CarriesABall("1c1"), PylosProblem.NotAvailable("3a1"),
            PylosProblem.NotHigher("2a1", "2b1"), PylosProblem.SupportsTarget("1a1", "2a1"),
            PylosProblem.FirstReclaimMandatory, PylosProblem.PlaceOrRaiseFirst, PylosProblem.ReclaimFirst,
        ).forEach { add(ActionProblem.Rule(RuleProblem.Pylos(it))) }
        listOf(
            PyramidaProblem.NoSuchField, PyramidaProblem.NoOwnStone("d2"), PyramidaProblem.NotAStep("e1", "e3"),
            PyramidaProblem.OwnStone("c1"), PyramidaProblem.FirstMoveFromEnd("a1"), PyramidaProblem.Blocked("b2", listOf("c3")),
            PyramidaProblem.Protected("e3"), PyramidaProblem.BaseStone("c1"), PyramidaProblem.ChainFails("d2"),
            PyramidaProblem.RetreatNotAllowed("f4", listOf("e3", "g3")), PyramidaProblem.MustRetreatFirst("f4", listOf("e3")),
            PyramidaProblem.NotRetreating, PyramidaProblem.PassWithLegalMove,
        ).forEach { add(ActionProblem.Rule(RuleProblem.Pyramida(it))) }
        val pyramido = mutableListOf<PyramidoProblem>(
            PyramidoProblem.SlotEmpty(1), PyramidoProblem.NotJustPlaced("e6"), PyramidoProblem.CannotMark("e5"),
            PyramidoProblem.CarriesMarker("e5"), PyramidoProblem.TileUsed(PyramidoColour.RED), PyramidoProblem.WrongPile(1, 3),
            PyramidoProblem.PileEmpty(2), PyramidoProblem.NotAHole("b2", 2),
        )
        PyramidoPlaceError.entries.forEach { pyramido += PyramidoProblem.CannotPlace(it) }
        PyramidoPhase.entries.forEach { pyramido += PyramidoProblem.WrongDecision(it) }
        pyramido.forEach { add(ActionProblem.Rule(RuleProblem.Pyramido(it))) }
    }

    /** The variants of a generated sealed class, by name (Java reflection: no kotlin-reflect here). */
    private fun variants(sealed: Class<*>): Set<String> =
        sealed.declaredClasses.filter { sealed.isAssignableFrom(it) && it != sealed }.map { it.simpleName }.toSet()

    private fun variantOf(p: ActionProblem): Pair<Class<*>, String> = when (p) {
        is ActionProblem.Rule -> when (val r = p.problem) {
            is RuleProblem.Pylos -> PylosProblem::class.java to r.problem.javaClass.simpleName
            is RuleProblem.Pyramida -> PyramidaProblem::class.java to r.problem.javaClass.simpleName
            is RuleProblem.Pyramido -> PyramidoProblem::class.java to r.problem.javaClass.simpleName
        }
        else -> ActionProblem::class.java to p.javaClass.simpleName
    }

    @Test fun `the samples cover every variant the bindings generate`() {
        val covered = samples.map(::variantOf).groupBy({ it.first }, { it.second }).mapValues { it.value.toSet() }
        for (sealed in listOf(PylosProblem::class.java, PyramidaProblem::class.java, PyramidoProblem::class.java)) {
            assertEquals(variants(sealed), covered[sealed], "samples of ${sealed.simpleName}")
        }
        assertEquals(variants(ActionProblem::class.java) - "Rule", covered[ActionProblem::class.java])
    }

    @Test fun `every problem has its own text in every language`() {
        for (s in Strings.all) {
            val texts = samples.map { s.problemText(it) }
            for ((p, t) in samples.zip(texts)) {
                assertTrue(t.isNotBlank(), "${s.languageTag}: $p")
                assertTrue(s.illegal(t).contains(t), "${s.languageTag}: the notice shows the reason")
            }
            // Distinct kinds read differently (none falls back to a shared text).
            assertEquals(texts.size, texts.toSet().size, "${s.languageTag}: two problems share a text")
        }
    }

    @Test fun `other languages do not fall back to English`() {
        for (s in Strings.all - English) {
            for (p in samples.filter { it !is ActionProblem.TooLong }) {
                assertNotEquals(English.problemText(p), s.problemText(p), "${s.languageTag}: $p")
            }
        }
    }

    @Test fun `the data of a problem appears in its text`() {
        for (s in Strings.all) {
            assertTrue(s.problemText(ActionProblem.Rule(RuleProblem.Pylos(PylosProblem.Occupied("1a1")))).contains("1a1"))
            assertTrue(s.problemText(ActionProblem.Rule(RuleProblem.Pyramida(PyramidaProblem.RetreatNotAllowed("f4", listOf("e3", "g3")))))
                .let { it.contains("f4") && it.contains("e3") && it.contains("g3") })
            val tile = s.problemText(ActionProblem.Rule(RuleProblem.Pyramido(PyramidoProblem.TileUsed(PyramidoColour.RED))))
            assertTrue(tile.contains(s.pyramidoColourName(PyramidoColour.RED)), "${s.languageTag}: $tile")
        }
    }
}
