package games.pyramids.app.puzzle

import java.util.Calendar

/** A date on the device's calendar (the daily puzzle's day); java.time is not on API 24. */
data class LocalDay(val year: Int, val month: Int, val day: Int) {
    companion object {
        /** Today where the device is. */
        fun today(): LocalDay = Calendar.getInstance().let { LocalDay(it.get(Calendar.YEAR), it.get(Calendar.MONTH) + 1, it.get(Calendar.DAY_OF_MONTH)) }
    }
}
