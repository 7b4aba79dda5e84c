package games.pyramids.app.save

import games.pyramids.core.GameKind
import games.pyramids.app.testkit.tempDir
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Assumptions.assumeFalse
import org.junit.jupiter.api.Test
import java.io.File
import java.io.IOException
import java.io.RandomAccessFile
import java.nio.file.Files

/** The save store against planted symlinks, failing writes and files that are not saves. */
class SaveStoreHostileTest {
    private val dir = tempDir()
    private val meta = SaveMeta(GameKind.PYLOS, 1_700_000_000_000L, 3, false, "human,ai:hard")

    private fun names() = dir.list()!!.sorted()

    @Test fun `a symlink at the old temp name is never written through`() {
        val victim = File(dir.parentFile, "victim-${System.nanoTime()}").apply { writeText("precious") }
        Files.createSymbolicLink(File(dir, "g1.pyrsave.tmp").toPath(), victim.toPath())
        SaveStore(dir).write("g1", meta, "new")
        assertEquals("precious", victim.readText())
        assertEquals("new", (SaveStore(dir).read("g1") as LoadResult.Ok).coreSave)
    }

    @Test fun `a write failing half-way (a full disk, a kill) leaves the old save and no temp file`() {
        SaveStore(dir).write("g1", meta, "old")
        val failing = SaveStore(dir, writer = { out, bytes ->
            out.write(bytes, 0, bytes.size / 2)
            throw IOException("No space left on device")
        })
        assertThrows(IOException::class.java) { failing.write("g1", meta, "a much longer new save") }
        assertEquals("old", (SaveStore(dir).read("g1") as LoadResult.Ok).coreSave)
        assertEquals(listOf("g1.pyrsave"), names())
    }

    @Test fun `a directory where the save should go is refused, not deleted`() {
        File(dir, "g1.pyrsave").mkdir()
        assertThrows(IOException::class.java) { SaveStore(dir).write("g1", meta, "new") }
        assertTrue(File(dir, "g1.pyrsave").isDirectory)
        assertEquals(listOf("g1.pyrsave"), names())
    }

    @Test fun `a read-only directory fails cleanly`() {
        SaveStore(dir).write("g1", meta, "old")
        dir.setWritable(false)
        try {
            val probe = File(dir, "probe")
            val root = runCatching { probe.createNewFile() }.getOrDefault(false)
            if (root) probe.delete()
            assumeFalse(root, "this user writes into read-only directories (root)")
            assertThrows(IOException::class.java) { SaveStore(dir).write("g1", meta, "new") }
        } finally {
            dir.setWritable(true)
        }
        assertEquals("old", (SaveStore(dir).read("g1") as LoadResult.Ok).coreSave)
        assertEquals(listOf("g1.pyrsave"), names())
    }

    @Test fun `a huge file is refused without reading it`() {
        RandomAccessFile(File(dir, "big.pyrsave"), "rw").use { it.setLength(1L shl 30) }
        val started = System.nanoTime()
        val r = SaveStore(dir).read("big") as LoadResult.Failed
        assertTrue(System.nanoTime() - started < 2_000_000_000L)
        assertTrue(r.problem is SaveProblem.TooLarge, "${r.problem}")
    }

    @Test fun `a pipe or a link to a device is refused as not a regular file`() {
        Files.createSymbolicLink(File(dir, "zero.pyrsave").toPath(), File("/dev/zero").toPath())
        val r = SaveStore(dir).read("zero") as LoadResult.Failed
        assertEquals(SaveProblem.Unreadable("not a regular file"), r.problem)
        assertTrue(ProcessBuilder("mkfifo", File(dir, "pipe.pyrsave").path).start().waitFor() == 0)
        val p = SaveStore(dir).read("pipe") as LoadResult.Failed
        assertEquals(SaveProblem.Unreadable("not a regular file"), p.problem)
    }

    @Test fun `a save that is a symbolic link is written through and stays a link`() {
        val synced = File(dir.parentFile, "synced-${System.nanoTime()}").apply { mkdirs() }
        val real = File(synced, "g1.pyrsave")
        SaveStore(synced).write("g1", meta, "old")
        Files.createSymbolicLink(File(dir, "g1.pyrsave").toPath(), real.toPath())
        SaveStore(dir).write("g1", meta, "new")
        assertTrue(Files.isSymbolicLink(File(dir, "g1.pyrsave").toPath()))
        assertEquals("new", (SaveStore(synced).read("g1") as LoadResult.Ok).coreSave)
        assertEquals(listOf("g1.pyrsave"), names())
        assertEquals(listOf("g1.pyrsave"), synced.list()!!.sorted())
    }

    @Test fun `a link to nothing is refused and stays as it was`() {
        Files.createSymbolicLink(File(dir, "g1.pyrsave").toPath(), File(dir, "nowhere/x").toPath())
        assertThrows(IOException::class.java) { SaveStore(dir).write("g1", meta, "new") }
        assertTrue(Files.isSymbolicLink(File(dir, "g1.pyrsave").toPath()))
        assertEquals(listOf("g1.pyrsave"), names())
    }

    @Test fun `a write removes the stale temp files of killed writes and keeps the rest`() {
        val old = System.currentTimeMillis() - SaveStore.STALE_MS - 5_000
        for (n in 1..5) File(dir, ".g1.pyrsave.$n.tmp").apply { writeText("x"); setLastModified(old) }
        File(dir, ".g1.pyrsave.77.tmp").writeText("fresh")
        File(dir, ".g2.pyrsave.8.tmp").apply { writeText("other save"); setLastModified(old) }
        val busy = File(dir, ".g1.pyrsave.99.tmp").apply { writeText("busy"); setLastModified(old) }
        RandomAccessFile(busy, "rw").use { raf ->
            raf.channel.lock().use {
                SaveStore(dir).write("g1", meta, "new")
            }
        }
        assertEquals(listOf(".g1.pyrsave.77.tmp", ".g1.pyrsave.99.tmp", ".g2.pyrsave.8.tmp", "g1.pyrsave"), names())
        assertTrue(SaveStore.isTempOf(".g1.pyrsave.123.tmp", "g1.pyrsave"))
        assertFalse(SaveStore.isTempOf(".g1.pyrsave.x.tmp", "g1.pyrsave"))
    }

    @Test fun `reading stops one byte past the cap`() {
        val bytes = readCapped(ByteArray(100).inputStream(), 99)
        assertEquals(null, bytes)
        assertEquals(100, readCapped(ByteArray(100).inputStream(), 100)!!.size)
    }
}
