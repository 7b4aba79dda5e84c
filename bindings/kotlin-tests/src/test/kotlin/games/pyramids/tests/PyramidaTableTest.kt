package games.pyramids.tests

import games.pyramids.core.AiBudget
import games.pyramids.core.AiLevel
import games.pyramids.core.PyramidsException
import games.pyramids.core.TableProblem
import games.pyramids.core.pyramidaInstallTable
import games.pyramids.core.pyramidaTableReady
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.io.File

/**
 * Pyramida's solved table as an app ships it: the file `pyramids solve
 * pyramida --write-table` wrote (scripts/kotlin-test puts it in
 * build/bindings/), installed through `pyramidaInstallTable`.
 */
class PyramidaTableTest {
    private val table = File(Support.bindingsDir, "pyramida-table.bin")

    private fun tableBytes(): ByteArray {
        assertTrue(table.isFile, "$table is missing: scripts/kotlin-test writes it with the CLI")
        return table.readBytes()
    }

    @Test
    fun `the table the CLI wrote installs, and the perfect level answers from it`() {
        val bytes = tableBytes()
        assertTrue(bytes.size in 400_000..1_000_000, "${bytes.size} bytes")
        // true, unless another suite's perfect game solved first in this JVM.
        val installed = pyramidaInstallTable(bytes)
        assertTrue(pyramidaTableReady(), "installed=$installed, yet not ready")
        assertFalse(pyramidaInstallTable(bytes), "a second install changes nothing")
        Support.pyramida(seats = listOf(Support.ai(AiLevel.PERFECT), Support.HUMAN), seed = 9L).use { s ->
            val move = s.aiMove(null, AiBudget.Time(10_000uL))
            assertTrue(move.action.notation.isNotEmpty())
            val hint = s.hint(1_000L)
            assertTrue(hint.action.notation in s.legalActions().map { it.notation })
        }
    }

    @Test
    fun `garbage, truncated or damaged tables give BadTable with the reason`() {
        val bytes = tableBytes()
        val cases = mapOf(
            "empty" to (ByteArray(0) to "truncated"),
            "text" to ("hello, world".toByteArray() to "bad magic"),
            "truncated" to (bytes.copyOf(bytes.size - 1000) to "truncated"),
            "damaged" to (bytes.copyOf().also { it[1000] = (it[1000].toInt() xor 0x40).toByte() } to "checksum"),
            "newer version" to (bytes.copyOf().also { it[8] = 9 } to "version 9"),
        )
        for ((what, case) in cases) {
            val (input, reason) = case
            val e = assertThrows<PyramidsException.BadTable>(what) { pyramidaInstallTable(input) }
            assertTrue(e.detail.contains(reason), "$what: ${e.detail}")
            assertTrue(e.message.contains(reason), "$what: ${e.message}")
        }
        val problem = { input: ByteArray -> assertThrows<PyramidsException.BadTable> { pyramidaInstallTable(input) }.problem }
        assertEquals(TableProblem.NotATable, problem("hello, world".toByteArray()))
        assertTrue(problem(bytes.copyOf(bytes.size - 1000)) is TableProblem.Truncated)
        assertEquals(TableProblem.Damaged, problem(bytes.copyOf().also { it[1000] = (it[1000].toInt() xor 0x40).toByte() }))
        assertEquals(TableProblem.UnknownVersion(9u), problem(bytes.copyOf().also { it[8] = 9 }))
    }
}
