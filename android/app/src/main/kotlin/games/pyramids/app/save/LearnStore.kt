package games.pyramids.app.save

import games.pyramids.core.GameKind
import games.pyramids.core.LearnProgress
import games.pyramids.core.PyramidsException
import java.io.File
import java.io.FileOutputStream
import java.io.IOException

/**
 * What the player has learnt (the shared model's [LearnProgress]: lessons
 * done, where a lesson was left, first-launch offers turned down), kept as
 * one JSON file beside the saves and written the way saves are (a temporary
 * file, synced, renamed over the old one) at once after every change, so a
 * crash never loses a step or tears the file. The same as iOS's LearnStore.
 */
class LearnStore(
    val dir: File,
    private val writer: (FileOutputStream, ByteArray) -> Unit = { out, bytes -> out.write(bytes) },
    private val fs: SaveStore.PosixCalls = SaveStore.PosixCalls.Default,
) {
    /** Why the file on disk was not used (the store then starts from no lesson begun). */
    enum class LoadProblem {
        DAMAGED,
        /** Written by a newer app: left as it is, never overwritten by this one. */
        NEWER_VERSION,
        TOO_LARGE,
        UNREADABLE,
    }

    val file = File(dir, FILE_NAME)
    var progress: LearnProgress
        private set
    var loadProblem: LoadProblem? = null
        private set
    /** The last write's failure, for the app to show (null: saved). */
    var saveFailure: String? = null
        private set

    init {
        val (p, problem) = load()
        progress = p
        loadProblem = problem
    }

    private fun load(): Pair<LearnProgress, LoadProblem?> {
        val bytes = try {
            if (!file.exists()) return LearnProgress.empty() to null
            if (!file.isFile) return LearnProgress.empty() to LoadProblem.UNREADABLE
            file.inputStream().use { readCapped(it, MAX_BYTES) } ?: return LearnProgress.empty() to LoadProblem.TOO_LARGE
        } catch (e: IOException) {
            return LearnProgress.empty() to LoadProblem.UNREADABLE
        } catch (e: SecurityException) {
            return LearnProgress.empty() to LoadProblem.UNREADABLE
        }
        return try {
            LearnProgress.fromJson(bytes.toString(Charsets.UTF_8)) to null
        } catch (e: PyramidsException.BadSave) {
            LearnProgress.empty() to if (e.problem is games.pyramids.core.SaveProblem.NewerVersion) LoadProblem.NEWER_VERSION else LoadProblem.DAMAGED
        } catch (e: PyramidsException) {
            LearnProgress.empty() to LoadProblem.DAMAGED
        }
    }

    /** A lesson left at [step] (0-based): its card resumes there. */
    fun left(lessonId: String, step: Int) {
        progress.left(lessonId, step.toUInt())
        save()
    }

    fun finished(lessonId: String) {
        progress.finished(lessonId)
        save()
    }

    /** Not now on the first-launch offer: it is not made again for [game]. */
    fun declineOffer(game: GameKind) {
        progress.declineOffer(game)
        save()
    }

    private fun save() {
        // A newer app's file holds what this one cannot read: keeping it whole
        // matters more than this run's progress. A damaged file holds nothing,
        // so the next change replaces it.
        if (loadProblem == LoadProblem.NEWER_VERSION) return
        saveFailure = try {
            write(progress.toJson().toByteArray(Charsets.UTF_8))
            null
        } catch (e: IOException) {
            e.message ?: e.javaClass.simpleName
        } catch (e: SecurityException) {
            e.message ?: e.javaClass.simpleName
        }
    }

    private fun write(bytes: ByteArray) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create ${dir.name}")
        if (file.exists() && !file.isFile) throw IOException("${file.name} is not a regular file")
        // Exclusive creation under a random name: a file or link planted there is never written through.
        val tmp = File.createTempFile(".$FILE_NAME.", ".tmp", dir)
        var renamed = false
        try {
            FileOutputStream(tmp).use { out ->
                writer(out, bytes)
                out.flush()
                out.fd.sync()
            }
            fs.syncDir(dir)
            if (!tmp.renameTo(file)) throw IOException("cannot replace ${file.name}")
            renamed = true
            fs.syncDir(dir)
        } finally {
            if (!renamed) tmp.delete()
        }
    }

    companion object {
        const val FILE_NAME = "learn.json"
        /** Far larger than any progress the lessons can write. */
        const val MAX_BYTES = 256L * 1024
    }
}
