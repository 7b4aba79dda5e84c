package games.pyramids.app.testkit

import org.junit.jupiter.api.extension.AfterEachCallback
import org.junit.jupiter.api.extension.ExtensionContext
import java.io.File
import java.nio.file.Files

/**
 * The tests' temporary directories, made in one place and removed with
 * everything in them after each test ([Cleanup], registered for every test
 * through JUnit's extension autodetection), so a run leaves no
 * /tmp/pyramids-* behind (deleteOnExit cannot remove a folder with files
 * in it). As iOS's TemporaryDirectories.
 */
object TemporaryDirectories {
    private val made = ArrayList<File>()

    fun create(prefix: String = "pyramids-test"): File = Files.createTempDirectory(prefix).toFile().also { synchronized(made) { made.add(it) } }

    /** Removes every directory made since the last call; returns how many. */
    fun removeAll(): Int {
        val dirs = synchronized(made) { made.toList().also { made.clear() } }
        for (d in dirs) d.deleteRecursively()
        return dirs.size
    }

    /** After each test: its directories go. */
    class Cleanup : AfterEachCallback {
        override fun afterEach(context: ExtensionContext) { removeAll() }
    }
}
