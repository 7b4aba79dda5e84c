package games.pyramids.app.session

import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.InputStream

/** The table asset is read at most one byte past any table's size. */
class PyramidaTableBoundedTest {
    @Test fun `an endless asset is refused after the cap, not read until memory runs out`() {
        var read = 0L
        val endless = object : InputStream() {
            override fun read(): Int = 0.also { read++ }
            override fun read(b: ByteArray, off: Int, len: Int): Int { read += len; return len }
        }
        val result = PyramidaTable.install { PyramidaTable.readAsset(endless) }
        assertTrue(result is PyramidaTable.Result.Failed && "larger than" in result.reason, "$result")
        assertTrue(read <= PyramidaTable.MAX_BYTES + 1 + 64 * 1024, "read $read bytes")
    }
}
