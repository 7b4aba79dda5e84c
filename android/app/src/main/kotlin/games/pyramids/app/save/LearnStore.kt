package games.pyramids.app.save

import games.pyramids.core.GameKind
import games.pyramids.core.LearnProgress
import java.io.File
import java.io.FileOutputStream

/**
 * What the player has learnt (the shared model's [LearnProgress]: lessons
 * done, where a lesson was left, first-launch offers turned down), kept as
 * `learn.json` beside the saves ([ProgressStore]) and written at once after
 * every change, so a crash never loses a step. The same as iOS's LearnStore.
 */
class LearnStore(
    dir: File,
    writer: (FileOutputStream, ByteArray) -> Unit = { out, bytes -> out.write(bytes) },
    fs: SaveStore.PosixCalls = SaveStore.PosixCalls.Default,
) : ProgressStore<LearnProgress>(dir, FILE_NAME, { LearnProgress.empty() }, { LearnProgress.fromJson(it) }, { it.toJson() }, writer = writer, fs = fs) {
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

    companion object {
        const val FILE_NAME = "learn.json"
    }
}
