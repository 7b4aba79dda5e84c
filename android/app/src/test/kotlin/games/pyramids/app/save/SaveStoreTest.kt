package games.pyramids.app.save

import games.pyramids.app.testkit.tempDir
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

class SaveStoreTest {
    private var now = 1_700_000_000_000L
    private val dir = tempDir()
    private val store = SaveStore(dir) { now }
    private fun meta(ply: Int = 3, finished: Boolean = false) = SaveMeta(GameKind.PYLOS, now, ply, finished, "human,ai:hard", tableMode = true)

    @Test fun `a save comes back as it was written`() {
        val core = "{\"format\":\"pyramids-save\",\n\"history\":[\"1a1\"]}\n\nwith blank lines"
        store.write("g1", meta(), core)
        val r = store.read("g1") as LoadResult.Ok
        assertEquals(core, r.coreSave)
        assertEquals(meta(), r.meta)
        assertTrue(r.meta.tableMode)
    }

    @Test fun `writing replaces atomically and leaves no temporary file`() {
        store.write("g1", meta(1), "old")
        store.write("g1", meta(2), "new")
        assertEquals("new", (store.read("g1") as LoadResult.Ok).coreSave)
        assertEquals(listOf("g1.pyrsave"), dir.list()!!.toList())
    }

    @Test fun `a write cut short by a crash leaves the previous save intact`() {
        store.write("g1", meta(1), "good")
        // A crash mid-write leaves only the temporary file behind.
        File(dir, "g1.pyrsave.tmp").writeText("pyramids-app-save 1\ngame=pyl")
        assertEquals("good", (store.read("g1") as LoadResult.Ok).coreSave)
        assertEquals(1, store.list().size)
        assertFalse(File(dir, "g1.pyrsave.tmp").exists(), "list() cleans leftovers")
    }

    @Test fun `damaged files are reported, never thrown`() {
        File(dir, "empty.pyrsave").writeText("")
        File(dir, "other.pyrsave").writeText("hello\nworld\n\nx")
        File(dir, "cut.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\nupdated=5\n")
        File(dir, "nogame.pyrsave").writeText("pyramids-app-save 1\ngame=chess\nupdated=5\nply=1\n\n{}")
        File(dir, "nocore.pyrsave").writeText("pyramids-app-save 1\ngame=pylos\nupdated=5\nply=1\n\n  ")
        File(dir, "binary.pyrsave").writeBytes(byteArrayOf(0, -1, -2, 10, 10, 0))
        for (id in listOf("empty", "other", "cut", "nogame", "nocore", "binary")) {
            val r = store.read(id)
            assertTrue(r is LoadResult.Failed && r.problem is SaveProblem.Corrupted, "$id: $r")
        }
        val listed = store.list()
        assertEquals(6, listed.size)
        assertTrue(listed.all { it.meta == null && it.problem != null })
        assertNull(store.latestOngoing())
    }

    @Test fun `a save from a newer app says so`() {
        File(dir, "new.pyrsave").writeText("pyramids-app-save 2\ngame=pylos\nsomething=else\n\n{}")
        assertEquals(SaveProblem.FutureVersion(2), (store.read("new") as LoadResult.Failed).problem)
    }

    @Test fun `missing, oversized and badly named saves fail cleanly`() {
        assertTrue((store.read("nothere") as LoadResult.Failed).problem is SaveProblem.Unreadable)
        assertTrue((store.read("../etc/passwd") as LoadResult.Failed).problem is SaveProblem.Corrupted)
        File(dir, "big.pyrsave").writeBytes(ByteArray((SaveStore.MAX_BYTES + 1).toInt()))
        assertTrue((store.read("big") as LoadResult.Failed).problem is SaveProblem.TooLarge)
        assertThrows(IllegalArgumentException::class.java) { store.write("a/b", meta(), "x") }
    }

    @Test fun `the list is newest first and resume picks the newest unfinished game`() {
        store.write("a", meta(5), "A"); now += 1000
        store.write("b", meta(7, finished = true), "B"); now += 1000
        store.write("c", meta(9), "C"); now += 1000
        File(dir, "junk.pyrsave").writeText("junk")
        assertEquals(listOf("c", "b", "a", "junk"), store.list().map { it.id })
        assertEquals("c", store.latestOngoing()?.id)
        store.delete("c")
        assertEquals("a", store.latestOngoing()?.id)
    }

    @Test fun `new ids are unique`() {
        val a = store.newId(GameKind.PYLOS)
        store.write(a, meta(), "x")
        val b = store.newId(GameKind.PYLOS)
        assertTrue(a != b && SaveStore.isValidId(b))
    }
}
