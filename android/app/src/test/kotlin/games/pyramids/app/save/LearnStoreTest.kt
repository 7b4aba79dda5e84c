package games.pyramids.app.save

import games.pyramids.app.testkit.tempDir
import games.pyramids.core.GameKind
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

class LearnStoreTest {
    @Test
    fun progressSurvivesAReloadFromTheFileBesideTheSaves() {
        val dir = tempDir()
        LearnStore(dir).apply {
            finished("pylos-place")
            left("pylos-square", 2)
            declineOffer(GameKind.PYRAMIDO)
            assertNull(saveFailure)
        }
        assertTrue(File(dir, LearnStore.FILE_NAME).isFile)
        val again = LearnStore(dir)
        assertNull(again.loadProblem)
        assertEquals(1u, again.progress.counts(GameKind.PYLOS).done)
        assertEquals(2u, again.progress.resumeStep("pylos-square"))
        assertFalse(again.progress.offers(GameKind.PYRAMIDO))
        assertTrue(again.progress.offers(GameKind.PYRAMIDA))
        // No temporary file is left beside it.
        assertEquals(listOf(LearnStore.FILE_NAME), dir.list()!!.toList())
    }

    @Test
    fun aDamagedFileStartsEmptyAndIsReplacedAtTheNextChange() {
        val dir = tempDir()
        val file = File(dir, LearnStore.FILE_NAME)
        file.writeText("{\"version\":1,\"done\":[")
        val store = LearnStore(dir)
        assertEquals(ProgressStore.LoadProblem.DAMAGED, store.loadProblem)
        assertEquals(0u, store.progress.counts(GameKind.PYLOS).done)
        store.finished("pylos-raise")
        assertEquals(1u, LearnStore(dir).progress.counts(GameKind.PYLOS).done)
        assertNull(LearnStore(dir).loadProblem)
    }

    @Test
    fun aNewerAppsFileStartsEmptyAndIsNeverOverwritten() {
        val dir = tempDir()
        val file = File(dir, LearnStore.FILE_NAME)
        val newer = "{\"version\":99,\"done\":[\"pylos-place\"],\"resume\":{},\"declined\":[]}"
        file.writeText(newer)
        val store = LearnStore(dir)
        assertEquals(ProgressStore.LoadProblem.NEWER_VERSION, store.loadProblem)
        assertEquals(0u, store.progress.counts(GameKind.PYLOS).done)
        store.finished("pylos-raise")
        store.declineOffer(GameKind.PYLOS)
        assertEquals(newer, file.readText())
    }

    @Test
    fun aWriteThatFailsHalfWayLeavesTheOldFileWhole() {
        val dir = tempDir()
        LearnStore(dir).finished("pylos-place")
        val before = File(dir, LearnStore.FILE_NAME).readText()
        val failing = LearnStore(dir, writer = { out, bytes -> out.write(bytes, 0, 3); throw java.io.IOException("disk full") })
        failing.finished("pylos-raise")
        assertEquals("disk full", failing.saveFailure)
        assertEquals(before, File(dir, LearnStore.FILE_NAME).readText())
        assertEquals(listOf(LearnStore.FILE_NAME), dir.list()!!.toList())
    }
}
