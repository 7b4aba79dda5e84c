package games.pyramids.app.sound

import games.pyramids.core.SoundCue

/**
 * Plays the bundled sounds ([games.pyramids.core.soundFile] names each
 * cue's file). The platform's is SoundPool over the app's assets; the
 * tests record what was asked for.
 */
fun interface SoundPlayer {
    fun play(cue: SoundCue)

    companion object {
        /** No sound at all (a device without audio, the screenshot tests). */
        val SILENT = SoundPlayer {}
    }
}
