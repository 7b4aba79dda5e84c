package games.pyramids.app.session

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.io.IOException

/** Installing Pyramida's table never throws: a bad or missing asset is a result, and the app goes on. */
class PyramidaTableTest {
    private val table = File(System.getProperty("pyramids.bindings.dir") ?: "../build/bindings", PyramidaTable.ASSET)

    @Test fun `a missing asset is reported as missing`() {
        assertEquals(PyramidaTable.Result.Missing, PyramidaTable.install { null })
    }

    @Test fun `garbage bytes are refused with the reason, not thrown`() {
        for (bytes in listOf(ByteArray(0), "not a table".toByteArray(), ByteArray(4096) { it.toByte() })) {
            val result = PyramidaTable.install { bytes }
            assertTrue(result is PyramidaTable.Result.Failed && result.reason.startsWith("bad table:"), "$result")
        }
    }

    @Test fun `a read that fails is reported, not thrown`() {
        val result = PyramidaTable.install { throw IOException("asset stream broke") }
        assertTrue(result is PyramidaTable.Result.Failed && "asset stream broke" in result.reason, "$result")
    }

    @Test fun `the table the build writes installs (or a solution is already in place)`() {
        assumeTrue(table.isFile, "no $table: scripts/kotlin-test writes it (scripts/test runs it first)")
        val bytes = table.readBytes()
        val damaged = bytes.copyOf().also { it[bytes.size / 2] = (it[bytes.size / 2].toInt() xor 1).toByte() }
        val refused = PyramidaTable.install { damaged }
        assertTrue(refused is PyramidaTable.Result.Failed && "checksum" in refused.reason, "$refused")
        val first = PyramidaTable.install { bytes }
        assertTrue(first == PyramidaTable.Result.Installed || first == PyramidaTable.Result.AlreadyReady, "$first")
        assertEquals(PyramidaTable.Result.AlreadyReady, PyramidaTable.install { bytes })
    }
}
