package games.pyramids.app.testkit

import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.MethodOrderer
import org.junit.jupiter.api.Order
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestMethodOrder
import java.io.File

/** A test's temporary directory is gone, files and all, once the test is over. */
@TestMethodOrder(MethodOrderer.OrderAnnotation::class)
class TemporaryDirectoriesTest {
    companion object { var left: File? = null }

    @Test @Order(1) fun `a test makes a directory with files in it`() {
        val dir = tempDir()
        File(dir, "saves").mkdirs()
        File(dir, "saves/a.pyrsave").writeText("x")
        assertTrue(dir.isDirectory)
        left = dir
    }

    @Test @Order(2) fun `the next test finds it removed`() {
        val dir = left!!
        assertFalse(dir.exists(), "$dir was left behind")
    }
}
