package games.pyramids.app.save

import games.pyramids.core.PyramidsException
import games.pyramids.core.SaveProblem
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.util.concurrent.Executor

/**
 * One progress file of the shared model (the lessons' `learn.json`, the
 * puzzles' `puzzles.json`) beside the saves, read once and written the way
 * saves are: an exclusively created temporary file, flushed, synced and
 * renamed over the old one, so a crash never tears it. The policy for a
 * file that cannot be used is the same for every such file: a damaged one
 * starts empty and is replaced at the next change; one a newer app wrote
 * starts empty and is never overwritten (keeping it whole matters more than
 * this run's progress). The same as iOS's stores.
 */
abstract class ProgressStore<T>(
    val dir: File,
    fileName: String,
    empty: () -> T,
    parse: (String) -> T,
    private val toJson: (T) -> String,
    /** Where writes run: at once on the caller's thread, or off it (the app's save thread). */
    private val io: Executor = Executor { it.run() },
    private val writer: (FileOutputStream, ByteArray) -> Unit = { out, bytes -> out.write(bytes) },
    private val fs: SaveStore.PosixCalls = SaveStore.PosixCalls.Default,
) {
    /** Why the file on disk was not used (the store then starts empty). */
    enum class LoadProblem {
        DAMAGED,
        /** Written by a newer app: left as it is, never overwritten by this one. */
        NEWER_VERSION,
        TOO_LARGE,
        UNREADABLE,
    }

    val file = File(dir, fileName)
    var progress: T
        private set
    var loadProblem: LoadProblem? = null
        private set
    /** The last write's failure, for the app to show (null: saved). */
    @Volatile var saveFailure: String? = null
        private set

    init {
        val (p, problem) = load(empty, parse)
        progress = p
        loadProblem = problem
    }

    private fun load(empty: () -> T, parse: (String) -> T): Pair<T, LoadProblem?> {
        val bytes = try {
            if (!file.exists()) return empty() to null
            if (!file.isFile) return empty() to LoadProblem.UNREADABLE
            file.inputStream().use { readCapped(it, MAX_BYTES) } ?: return empty() to LoadProblem.TOO_LARGE
        } catch (e: IOException) {
            return empty() to LoadProblem.UNREADABLE
        } catch (e: SecurityException) {
            return empty() to LoadProblem.UNREADABLE
        }
        return try {
            parse(bytes.toString(Charsets.UTF_8)) to null
        } catch (e: PyramidsException.BadSave) {
            empty() to if (e.problem is SaveProblem.NewerVersion) LoadProblem.NEWER_VERSION else LoadProblem.DAMAGED
        } catch (e: PyramidsException) {
            empty() to LoadProblem.DAMAGED
        }
    }

    /** Writes the progress as it is now (its JSON taken here, the file written on [io]). */
    protected fun save() {
        if (loadProblem == LoadProblem.NEWER_VERSION) return
        val bytes = toJson(progress).toByteArray(Charsets.UTF_8)
        io.execute {
            saveFailure = try {
                write(bytes)
                null
            } catch (e: IOException) {
                e.message ?: e.javaClass.simpleName
            } catch (e: SecurityException) {
                e.message ?: e.javaClass.simpleName
            }
        }
    }

    private fun write(bytes: ByteArray) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create ${dir.name}")
        if (file.exists() && !file.isFile) throw IOException("${file.name} is not a regular file")
        // Exclusive creation under a random name: a file or link planted there is never written through.
        val tmp = File.createTempFile(".${file.name}.", ".tmp", dir)
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
        /** Far larger than any progress the shared model writes. */
        const val MAX_BYTES = 256L * 1024
    }
}
