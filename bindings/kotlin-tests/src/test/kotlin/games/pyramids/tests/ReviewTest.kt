package games.pyramids.tests

import games.pyramids.core.GameReviewer
import games.pyramids.core.PyramidsException
import games.pyramids.core.ReviewBudget
import games.pyramids.core.ReviewValue
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** The review surface through the generated Kotlin: one run, its records, its errors. */
class ReviewTest {
    @Test
    fun `a Pylos review judges every decision of the played line`() {
        Support.pylos().use { s ->
            for (m in listOf("1a1", "1b1", "1a2", "1b2")) s.play(m)
            s.undo() // undone: not part of the played line
            GameReviewer(s).use { r ->
                assertEquals(3, r.decisionCount())
                val review = r.run(ReviewBudget.Nodes(2_000L))
                assertTrue(review.complete)
                assertEquals(listOf("1a1", "1b1", "1a2"), review.decisions.map { it.played.notation })
                assertEquals(3, r.progress().done)
                review.decisions.forEach { d ->
                    assertEquals(2, d.standing.size)
                    assertTrue(d.playedValue is ReviewValue.Balls || d.playedValue is ReviewValue.Draw)
                    assertEquals(d.index, r.positionAt(d.index).ply)
                }
                assertThrows<PyramidsException.BadOptions> { r.positionAt(4) }
            }
        }
    }

    @Test
    fun `a cancelled reviewer returns an incomplete review and an empty game is refused`() {
        Support.pylos().use { s ->
            assertThrows<PyramidsException.BadOptions> { GameReviewer(s) }
            s.play("1a1")
            GameReviewer(s).use { r ->
                r.cancel()
                assertFalse(r.run(ReviewBudget.Time(50L)).complete)
            }
        }
    }
}
