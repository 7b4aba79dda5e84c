package games.pyramids.app.android

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import games.pyramids.app.sound.SoundPlayer
import games.pyramids.core.SoundCue
import games.pyramids.core.soundCuesAll
import games.pyramids.core.soundFile
import java.io.IOException

/**
 * The bundled sounds through SoundPool: every cue's asset is loaded once at
 * start (they are short), so a move never waits on a file. A cue asked for
 * before its sound has loaded is skipped rather than delayed.
 */
class SoundPoolPlayer(context: Context) : SoundPlayer {
    private val pool = SoundPool.Builder()
        .setMaxStreams(4)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()
    private val ids = HashMap<SoundCue, Int>()
    private val ready = HashSet<Int>()

    init {
        pool.setOnLoadCompleteListener { _, id, status -> if (status == 0) synchronized(ready) { ready.add(id) } }
        for (cue in soundCuesAll()) {
            try {
                context.assets.openFd(soundFile(cue)).use { ids[cue] = pool.load(it, 1) }
            } catch (_: IOException) {
                // A sound missing from the package stays silent; the game goes on.
            }
        }
    }

    override fun play(cue: SoundCue) {
        val id = ids[cue] ?: return
        if (synchronized(ready) { id in ready }) pool.play(id, 1f, 1f, 1, 0, 1f)
    }

    fun release() = pool.release()
}
