package games.pyramids.app.pyramido

import games.pyramids.core.TextKey
import games.pyramids.app.anim.Ease
import games.pyramids.app.anim.Timeline
import games.pyramids.app.i18n.Strings
import games.pyramids.core.GameEvent
import games.pyramids.core.PyramidoArea
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidoEvent

/** Something the Pyramido board animates, queued from the core's events. */
sealed class PyramidoAnim {
    /** Blocks (a domino, or a single tile) landing on a pyramid. */
    data class Land(val seat: Int, val floor: Int, val cells: List<String>) : PyramidoAnim()
    data class Marker(val seat: Int, val floor: Int, val cell: String, val colour: PyramidoColour) : PyramidoAnim()
    /** A pile's top sliding into a quarry slot. */
    data class Refill(val slot: Int, val pile: Int) : PyramidoAnim()
    /** The bottom of one pile moving onto an empty one. */
    data class PileMoved(val from: Int, val to: Int) : PyramidoAnim()
    /**
     * One marked area of a floor scoring: [area] lights up on [seat]'s
     * pyramid and its points count into the score. [floorPoints] is the
     * seat's whole score for the floor and [before] what it had counted of
     * it before this step, so the panel can count up from the total.
     */
    data class ScoreArea(val seat: Int, val area: PyramidoArea, val floorPoints: Int, val before: Int, val points: Int, val bonus: Boolean) : PyramidoAnim()
    /** A line across the board: a new floor, a player out, a no-fit turn. */
    data class Banner(val text: String) : PyramidoAnim()
}

/** Turns the core's Pyramido events into queued animations. */
object PyramidoAnimator {
    const val LAND_MS = 380L
    const val TILE_MS = 300L
    const val MARKER_MS = 260L
    const val REFILL_MS = 420L
    const val AREA_MS = 900L
    const val BANNER_MS = 1000L

        fun enqueue(events: List<GameEvent>, timeline: Timeline<PyramidoAnim>, now: Long, strings: Strings) {
            for (e in events) {
                val ev = (e as? GameEvent.Pyramido)?.event ?: continue
                when (ev) {
                    is PyramidoEvent.DominoPlaced -> timeline.enqueue(PyramidoAnim.Land(ev.seat, ev.floor, ev.blocks.map { it.cell }), now, LAND_MS, Ease::outCubic)
                    is PyramidoEvent.TilePlaced -> timeline.enqueue(PyramidoAnim.Land(ev.seat, ev.floor, listOf(ev.cell)), now, TILE_MS, Ease::outCubic)
                    is PyramidoEvent.HoleFilled -> timeline.enqueue(PyramidoAnim.Land(ev.seat, ev.floor, listOf(ev.cell)), now, TILE_MS, Ease::outCubic)
                    is PyramidoEvent.MarkerPlaced -> timeline.enqueue(PyramidoAnim.Marker(ev.seat, ev.floor, ev.cell, ev.colour), now, MARKER_MS, Ease::linear)
                    is PyramidoEvent.QuarryRefilled -> timeline.enqueue(PyramidoAnim.Refill(ev.slot, ev.pile), now, REFILL_MS)
                    is PyramidoEvent.PileRefilled -> timeline.enqueue(PyramidoAnim.PileMoved(ev.from, ev.to), now, REFILL_MS)
                    is PyramidoEvent.NoFit -> timeline.enqueue(PyramidoAnim.Banner(strings(TextKey.PYRAMIDO_NO_FIT_BANNER, strings(TextKey.PLAYER_N, ev.seat + 1))), now, BANNER_MS)
                    is PyramidoEvent.PlayerEliminated -> timeline.enqueue(PyramidoAnim.Banner(strings(TextKey.PYRAMIDO_ELIMINATED, strings(TextKey.PLAYER_N, ev.seat + 1))), now, BANNER_MS)
                    is PyramidoEvent.FloorScored -> {
                        timeline.enqueue(PyramidoAnim.Banner(strings(TextKey.PYRAMIDO_FLOOR_SCORED, ev.floor)), now, BANNER_MS)
                        for (fs in ev.scores) {
                            var before = 0
                            for (area in fs.areas) {
                                timeline.enqueue(PyramidoAnim.ScoreArea(fs.seat, area, fs.points, before, area.jewels, bonus = false), now, AREA_MS, Ease::linear)
                                before += area.jewels
                            }
                            if (fs.bonus > 0) {
                                val lowest = fs.areas.filter { it.colour == fs.bonusColour }.minByOrNull { it.jewels } ?: fs.areas.minByOrNull { it.jewels }
                                if (lowest != null) timeline.enqueue(PyramidoAnim.ScoreArea(fs.seat, lowest, fs.points, before, fs.bonus, bonus = true), now, AREA_MS, Ease::linear)
                            }
                        }
                    }
                    is PyramidoEvent.FloorStarted -> timeline.enqueue(PyramidoAnim.Banner(strings(TextKey.PYRAMIDO_FLOOR, ev.floor)), now, BANNER_MS)
                    else -> {}
                }
            }
        }
}
