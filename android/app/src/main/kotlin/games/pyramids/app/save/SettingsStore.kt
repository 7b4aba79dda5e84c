package games.pyramids.app.save

import games.pyramids.core.AppSettings
import games.pyramids.core.SettingId
import games.pyramids.core.SettingValue
import games.pyramids.core.Settings
import java.io.File
import java.util.concurrent.Executor

/**
 * The player's settings (the shared model's [AppSettings]), kept as
 * `settings.json` beside the saves ([ProgressStore]: a damaged file gives
 * the defaults and is replaced at the next change, a newer one is never
 * overwritten), written on the save thread after every change.
 */
class SettingsStore(dir: File, io: Executor) :
    ProgressStore<AppSettings>(dir, FILE_NAME, { AppSettings.defaults() }, { AppSettings.fromJson(it) }, { it.toJson() }, io) {
    val values: Settings get() = progress.values()

    /** Changes one row and saves; a value the row does not take throws and changes nothing. */
    fun set(id: SettingId, value: SettingValue): Settings {
        val now = progress.set(id, value)
        save()
        return now
    }

    companion object {
        const val FILE_NAME = "settings.json"
    }
}
