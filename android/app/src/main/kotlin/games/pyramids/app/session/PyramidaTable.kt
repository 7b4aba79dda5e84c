package games.pyramids.app.session

import games.pyramids.core.PyramidsException as FfiException
import games.pyramids.core.pyramidaInstallTable as ffiPyramidaInstallTable

/**
 * Pyramida's solved table, shipped with the app (the asset [ASSET], written
 * at build time by `pyramids solve pyramida --write-table`) and handed to the
 * core before the perfect level is first used, so the phone never solves
 * the game (seconds of CPU and some 400 MiB).
 *
 * [install] never throws: a missing or damaged table, or an engine that
 * cannot be loaded, is reported as a [Result] and the perfect level simply
 * solves on first use, as without a table.
 */
object PyramidaTable {
    /** The asset's name (android/core/build.gradle.kts generates it). */
    const val ASSET = "pyramida-table.bin"

    /** The most bytes read from the asset: the table is some 600 KB; the core's reader caps at the same 16 MiB. */
    const val MAX_BYTES = 16L * 1024 * 1024

    /** The asset's bytes, read at most one byte past [MAX_BYTES]; an [java.io.IOException] if it is longer. */
    fun readAsset(input: java.io.InputStream): ByteArray =
        games.pyramids.app.save.readCapped(input, MAX_BYTES) ?: throw java.io.IOException("the table asset is larger than $MAX_BYTES bytes")

    sealed class Result {
        /** The table is the engine's solution now. */
        object Installed : Result()
        /** A solution was already in place (installed before, or solved); nothing changed. */
        object AlreadyReady : Result()
        /** There is no table to read (a build without the asset). */
        object Missing : Result()
        /** The table could not be read or was refused; the engine will solve when needed. */
        data class Failed(val reason: String) : Result()
    }

    /**
     * Reads the table with [read] (`null`: there is none) and installs it.
     * Call it on the engine's thread, before its first AI move.
     */
    fun install(read: () -> ByteArray?): Result =
        try {
            val bytes = read()
            when {
                bytes == null -> Result.Missing
                ffiPyramidaInstallTable(bytes) -> Result.Installed
                else -> Result.AlreadyReady
            }
        } catch (e: FfiException.BadTable) {
            Result.Failed("bad table: ${e.detail}")
        } catch (e: FfiException) {
            Result.Failed(e.message ?: e.javaClass.simpleName)
        } catch (e: LinkageError) {
            Result.Failed("the game engine could not be loaded: ${e.message}")
        } catch (e: Exception) {
            Result.Failed("the table could not be read: $e")
        } catch (e: OutOfMemoryError) {
            Result.Failed("out of memory reading the table")
        }
}
