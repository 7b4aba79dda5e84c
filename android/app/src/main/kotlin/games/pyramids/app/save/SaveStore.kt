package games.pyramids.app.save

import games.pyramids.app.session.gameKindOf
import games.pyramids.app.session.id
import games.pyramids.core.GameKind
import games.pyramids.core.SaveCard
import games.pyramids.core.saveCard
import games.pyramids.core.unreadableSaveCard
import java.io.File
import java.io.FileOutputStream
import java.io.IOException

/** What the saved-games list shows without loading the game. */
data class SaveMeta(
    val game: GameKind,
    /** Milliseconds since the epoch of the last write. */
    val updatedMs: Long,
    /** Decisions played. */
    val ply: Int,
    val finished: Boolean,
    /** Seat controllers, e.g. `human,ai:hard`. */
    val seats: String,
    /** Table mode was on. */
    val tableMode: Boolean = false,
    /** The core seat to move (unfinished games); null in saves written before it was recorded. */
    val toMove: Int? = null,
)

/**
 * Why the store could not read a save (its file or the app's header; the
 * reasons are English, for logs). The player reads [typed]'s words, from
 * the shared catalog.
 */
sealed class SaveProblem {
    /** Not a save of this app, or cut short. */
    data class Corrupted(val reason: String) : SaveProblem()
    /** Written by a newer app whose format this one does not know. */
    data class FutureVersion(val version: Int) : SaveProblem()
    /** Larger than any save ([bytes] long): not read. */
    data class TooLarge(val bytes: Long) : SaveProblem()
    /** The file system failed (permissions, disk). */
    data class Unreadable(val reason: String) : SaveProblem()

    /** The shared model's problem, which the catalog words. */
    fun typed(): games.pyramids.core.SaveProblem = when (this) {
        is Corrupted -> games.pyramids.core.SaveProblem.Malformed
        is FutureVersion -> games.pyramids.core.SaveProblem.NewerVersion(version.toULong())
        is TooLarge -> games.pyramids.core.SaveProblem.TooLarge(bytes.toULong())
        is Unreadable -> games.pyramids.core.SaveProblem.Unreadable
    }
}

/** One file of the store, as listed, with the core save it holds (if read). */
data class SaveEntry(val id: String, val meta: SaveMeta?, val problem: SaveProblem?, val coreSave: String? = null) {
    /**
     * Its card on the saved-games screen: the shared model (crate
     * pyramids-play) reads the core save itself — game, players, whose turn
     * or the result, the move, damaged or made by a newer version.
     */
    val card: SaveCard by lazy {
        when {
            coreSave != null -> saveCard(coreSave, meta?.game, meta?.updatedMs)
            else -> unreadableSaveCard((problem ?: SaveProblem.Corrupted("no game")).typed(), meta?.game, meta?.updatedMs)
        }
    }
}

sealed class LoadResult {
    data class Ok(val id: String, val meta: SaveMeta, val coreSave: String) : LoadResult()
    data class Failed(val id: String, val problem: SaveProblem) : LoadResult()
}

/**
 * Saved games as files in [dir]. A file is a small text header written by
 * the app (format line, then `key=value` lines, then an empty line) followed
 * by the core's save string, which the app treats as opaque text.
 *
 * Every write goes to a temporary file created exclusively under a unique
 * name beside the file it replaces (so a symlink planted at the temp name
 * is never written through; a save that is itself a symbolic link is
 * written through: the file it points to is replaced in its own directory
 * and the link stays a link; a link to nothing is refused),
 * flushed and synced, given the replaced file's permissions and renamed over
 * it, with the directory synced before and after; on any failure the temp
 * file is removed and the old save is untouched. Temp files a killed write
 * left (older than [STALE_MS], locked by no writer) go with the next write
 * of that save and with [list]. Reading takes regular files
 * only, at most [MAX_BYTES] + 1 bytes. Reading never throws: problems come
 * back as [SaveProblem]s.
 *
 * [writer] writes the bytes (tests fail it half-way); [fs] holds the calls
 * API 24's java.io lacks (directory fsync, file modes), done with
 * android.system.Os on a device and skipped where it is unavailable.
 */
class SaveStore(
    val dir: File,
    private val writer: (FileOutputStream, ByteArray) -> Unit = { out, bytes -> out.write(bytes) },
    private val fs: PosixCalls = PosixCalls.Default,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    /** POSIX calls beyond java.io on API 24; each is best effort. */
    interface PosixCalls {
        /** fsync on a directory, so a rename in it is durable. */
        fun syncDir(dir: File)
        /** The permission bits of [file], or null if unknown. */
        fun mode(file: File): Int?
        fun chmod(file: File, mode: Int)

        object Default : PosixCalls {
            override fun syncDir(dir: File) {
                try {
                    val fd = android.system.Os.open(dir.path, android.system.OsConstants.O_RDONLY, 0)
                    try { android.system.Os.fsync(fd) } finally { android.system.Os.close(fd) }
                } catch (e: Throwable) {
                    // Not on a device (JVM tests), or a file system that refuses: the rename still happened.
                }
            }
            override fun mode(file: File): Int? = try {
                android.system.Os.stat(file.path).st_mode and 0x1ff
            } catch (e: Throwable) {
                null
            }
            override fun chmod(file: File, mode: Int) {
                try { android.system.Os.chmod(file.path, mode) } catch (e: Throwable) { }
            }
        }
    }

    companion object {
        const val MAGIC = "pyramids-app-save"
        const val VERSION = 1
        const val EXTENSION = ".pyrsave"
        private const val TMP = ".tmp"
        /** Larger files are not read (the core caps saves at 1 MiB). */
        const val MAX_BYTES = 2L * 1024 * 1024
        private val ID = Regex("[A-Za-z0-9_-]{1,64}")
        /** A temp file older than this, locked by no writer, was left by a killed write. */
        const val STALE_MS = 60_000L

        /** `.NAME.<digits>.tmp`: File.createTempFile's names for [name]. */
        internal fun isTempOf(file: String, name: String): Boolean {
            val middle = file.removePrefix(".$name.").takeIf { file.startsWith(".$name.") } ?: return false
            val digits = middle.removeSuffix(TMP).takeIf { middle.endsWith(TMP) } ?: return false
            return digits.isNotEmpty() && digits.all(Char::isDigit)
        }

        fun isValidId(id: String) = ID.matches(id)

        fun encode(meta: SaveMeta, coreSave: String): String = buildString {
            append(MAGIC).append(' ').append(VERSION).append('\n')
            append("game=").append(meta.game.id).append('\n')
            append("updated=").append(meta.updatedMs).append('\n')
            append("ply=").append(meta.ply).append('\n')
            append("finished=").append(meta.finished).append('\n')
            append("seats=").append(meta.seats.replace('\n', ' ')).append('\n')
            append("table=").append(meta.tableMode).append('\n')
            meta.toMove?.let { append("tomove=").append(it).append('\n') }
            append('\n')
            append(coreSave)
        }

        /** Parses a file's text: the header and the core save, or the problem. */
        fun decode(text: String): Pair<Pair<SaveMeta, String>?, SaveProblem?> {
            val firstEnd = text.indexOf('\n')
            if (firstEnd < 0) return null to SaveProblem.Corrupted("no header")
            val first = text.substring(0, firstEnd).trim().split(' ')
            if (first.size != 2 || first[0] != MAGIC) return null to SaveProblem.Corrupted("not a Pyramids save")
            val version = first[1].toIntOrNull() ?: return null to SaveProblem.Corrupted("bad format version \"${first[1].take(12)}\"")
            if (version > VERSION) return null to SaveProblem.FutureVersion(version)
            if (version < 1) return null to SaveProblem.Corrupted("bad format version $version")
            val headerEnd = text.indexOf("\n\n", firstEnd)
            if (headerEnd < 0) return null to SaveProblem.Corrupted("the header never ends (file cut short?)")
            val fields = HashMap<String, String>()
            for (line in text.substring(firstEnd + 1, headerEnd).split('\n')) {
                val eq = line.indexOf('=')
                if (eq <= 0) return null to SaveProblem.Corrupted("bad header line \"${line.take(40)}\"")
                fields[line.substring(0, eq)] = line.substring(eq + 1)
            }
            val game = fields["game"]?.let(::gameKindOf) ?: return null to SaveProblem.Corrupted("unknown game \"${fields["game"]?.take(20)}\"")
            val updated = fields["updated"]?.toLongOrNull() ?: return null to SaveProblem.Corrupted("no time stamp")
            val ply = fields["ply"]?.toIntOrNull()?.takeIf { it >= 0 } ?: return null to SaveProblem.Corrupted("no move count")
            val finished = fields["finished"]?.toBooleanStrictOrNull() ?: false
            val core = text.substring(headerEnd + 2)
            if (core.isBlank()) return null to SaveProblem.Corrupted("the game itself is missing")
            val toMove = fields["tomove"]?.toIntOrNull()?.takeIf { it in 0..7 }
            val meta = SaveMeta(game, updated, ply, finished, fields["seats"].orEmpty(), fields["table"]?.toBooleanStrictOrNull() ?: false, toMove)
            return (meta to core) to null
        }
    }

    private fun file(id: String): File {
        require(isValidId(id)) { "bad save id" }
        return File(dir, id + EXTENSION)
    }

    /** A fresh id for a new game (time based, unique in this store). */
    fun newId(game: GameKind): String {
        var base = "${game.id}-${clock()}"
        var n = 0
        while (file(if (n == 0) base else "$base-$n").exists()) n++
        if (n > 0) base = "$base-$n"
        return base
    }

    /**
     * Writes atomically: temp file, flush, fsync, rename. Throws [IOException]
     * on failure (the caller shows it); the old save is then untouched.
     */
    @Throws(IOException::class)
    fun write(id: String, meta: SaveMeta, coreSave: String) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot create ${dir.name}")
        val target = resolve(file(id))
        if (target.isDirectory) throw IOException("${target.name} is a directory")
        if (target.exists() && !target.isFile) throw IOException("${target.name} is not a regular file")
        val home = target.parentFile ?: dir
        val keepMode = if (target.isFile) fs.mode(target) else null
        val bytes = encode(meta.copy(updatedMs = if (meta.updatedMs > 0) meta.updatedMs else clock()), coreSave).toByteArray(Charsets.UTF_8)
        // Exclusive creation (O_CREAT|O_EXCL) under a random name: an existing
        // file or symlink there makes it pick another name, never follow it.
        val tmp = File.createTempFile(".${target.name}.", TMP, home)
        var renamed = false
        try {
            FileOutputStream(tmp).use { out ->
                // Held until closed: another write's clean-up leaves this
                // temp file alone, however old it looks.
                val lock = try { out.channel.tryLock() } catch (e: IOException) { null }
                writer(out, bytes)
                out.flush()
                out.fd.sync()
                keepMode?.let { fs.chmod(tmp, it) }
                fs.syncDir(home)
                if (!tmp.renameTo(target)) throw IOException("cannot replace ${target.name}")
                renamed = true
                lock?.release()
            }
            fs.syncDir(home)
        } finally {
            if (!renamed) tmp.delete()
        }
        removeStaleTemps(home, target.name)
    }

    /**
     * The file a save's name stands for: itself, or, when it is a symbolic
     * link, the file the link points to, so a write replaces that file and
     * the link stays a link. A link to nothing is refused.
     */
    private fun resolve(named: File): File {
        val real = named.canonicalFile
        val inPlace = File(dir.canonicalFile, named.name)
        if (real == inPlace) {
            // Not a link, or a dangling one (whose target cannot be resolved).
            if (!named.exists() && dir.list()?.contains(named.name) == true) {
                throw IOException("${named.name} is a symbolic link to nothing; not written")
            }
            return named
        }
        if (!real.exists()) throw IOException("${named.name} is a symbolic link to nothing; not written")
        return real
    }

    /**
     * Removes the temp files of [name] in [home] that killed writes left:
     * older than [STALE_MS] and locked by no writer. Best effort.
     */
    private fun removeStaleTemps(home: File, name: String) {
        val now = System.currentTimeMillis()
        home.listFiles()?.filter { isTempOf(it.name, name) && it.isFile && now - it.lastModified() >= STALE_MS }
            ?.forEach { f ->
                try {
                    java.io.RandomAccessFile(f, "rw").use { raf ->
                        val lock = try { raf.channel.tryLock() } catch (e: java.nio.channels.OverlappingFileLockException) { null }
                        if (lock != null) {
                            f.delete()
                            lock.release()
                        }
                    }
                } catch (e: IOException) {
                    // Unreadable or gone meanwhile: left as it is.
                }
            }
    }

    /** Reads one save; never throws. */
    fun read(id: String): LoadResult {
        if (!isValidId(id)) return LoadResult.Failed(id, SaveProblem.Corrupted("bad save name"))
        val f = file(id)
        return try {
            if (!f.exists()) return LoadResult.Failed(id, SaveProblem.Unreadable("missing"))
            // Not a pipe (which would block), a device (endless) or a directory.
            if (!f.isFile) return LoadResult.Failed(id, SaveProblem.Unreadable("not a regular file"))
            if (f.length() > MAX_BYTES) return LoadResult.Failed(id, SaveProblem.TooLarge(f.length()))
            // The file may grow after the check: read one byte past the cap at most.
            val bytes = f.inputStream().use { readCapped(it, MAX_BYTES) }
                ?: return LoadResult.Failed(id, SaveProblem.TooLarge(MAX_BYTES + 1))
            val text = bytes.toString(Charsets.UTF_8)
            val (ok, problem) = decode(text)
            if (ok != null) LoadResult.Ok(id, ok.first, ok.second) else LoadResult.Failed(id, problem!!)
        } catch (e: IOException) {
            LoadResult.Failed(id, SaveProblem.Unreadable(e.message ?: e.javaClass.simpleName))
        } catch (e: SecurityException) {
            LoadResult.Failed(id, SaveProblem.Unreadable(e.message ?: "permission denied"))
        }
    }

    /** Every save, newest first; damaged ones are listed with their problem. Leftover temp files are removed. */
    fun list(): List<SaveEntry> {
        // Temp files a killed write left: the older `ID.pyrsave.tmp` at once
        // (no write makes them any more), `.ID.pyrsave.N.tmp` once stale.
        dir.listFiles()?.filter { it.name.endsWith(EXTENSION + TMP) }?.forEach { it.delete() }
        val files = dir.listFiles() ?: return emptyList()
        files.map { it.name }.filter { it.startsWith(".") && it.endsWith(TMP) }
            .map { it.removePrefix(".").substringBefore("$EXTENSION.") + EXTENSION }
            .distinct().forEach { removeStaleTemps(dir, it) }
        return files.filter { it.isFile && it.name.endsWith(EXTENSION) }
            .map { it.name.removeSuffix(EXTENSION) }
            .filter(::isValidId)
            .map { id ->
                when (val r = read(id)) {
                    is LoadResult.Ok -> SaveEntry(id, r.meta, null, r.coreSave)
                    is LoadResult.Failed -> SaveEntry(id, null, r.problem)
                }
            }
            .sortedWith(compareByDescending<SaveEntry> { it.meta?.updatedMs ?: Long.MIN_VALUE }.thenBy { it.id })
    }

    /** The newest unfinished game, for "Resume". */
    fun latestOngoing(): SaveEntry? = list().firstOrNull { it.meta != null && !it.meta.finished }

    fun delete(id: String): Boolean = isValidId(id) && file(id).delete()
}
