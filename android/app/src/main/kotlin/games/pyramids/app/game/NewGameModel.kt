package games.pyramids.app.game

import games.pyramids.app.session.isHuman
import games.pyramids.core.AiLevel
import games.pyramids.core.GameInfo
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.SeatController

/**
 * The choices of the new-game screen, before a session exists: how many
 * players, who plays each seat (a human or the computer at a level), the
 * rule variant, who starts, and table mode. Seats are numbered as the
 * player sees them ("Player 1" … or Light/Dark). Where the core takes a
 * first player (Pyramido), [options] keeps every seat in its place and
 * names the starter, so table mode still draws seat i at side i; elsewhere
 * it rotates the seats so the chosen starter becomes the core's seat 0,
 * which moves first.
 */
class NewGameModel(val info: GameInfo) {
    val game: GameKind get() = info.game

    /** The levels offered in the seat pickers (weakest first, no "random"). */
    val levels: List<AiLevel> = info.aiLevels.filter { it != AiLevel.RANDOM }

    var seatCount: Int = info.minSeats
        private set
    private val controllers = MutableList<SeatController>(info.maxSeats) { i ->
        if (i == 0) SeatController.Human else SeatController.Ai(defaultLevel())
    }
    var variant: String = info.defaultVariant
        private set
    /** The starter's seat number, or null for random. */
    var starter: Int? = 0
        private set
    var tableMode: Boolean = false

    val seatCountChoices: List<Int> get() = (info.minSeats..info.maxSeats).toList()
    val variantChoices: List<String> get() = Catalog.orderedVariants(info)
    val hasVariants: Boolean get() = info.variants.size > 1
    val hasSeatCount: Boolean get() = info.maxSeats > info.minSeats

    private fun defaultLevel(): AiLevel = when {
        AiLevel.MEDIUM in info.aiLevels -> AiLevel.MEDIUM
        else -> info.aiLevels.last()
    }

    fun seats(): List<SeatController> = controllers.take(seatCount)
    fun controller(seat: Int): SeatController = controllers[seat]

    fun setSeatCount(n: Int) {
        require(n in info.minSeats..info.maxSeats) { "${info.name} takes ${info.minSeats}–${info.maxSeats} players" }
        seatCount = n
        starter?.let { if (it >= n) starter = 0 }
    }

    fun setController(seat: Int, c: SeatController) {
        require(seat in 0 until seatCount) { "no seat $seat" }
        if (c is SeatController.Ai) require(c.level in info.aiLevels) { "${c.level} is not offered for ${info.name}" }
        controllers[seat] = c
    }

    fun setVariant(v: String) {
        require(v in info.variants) { "unknown variant $v" }
        variant = v
    }

    fun setStarter(seat: Int?) {
        require(seat == null || seat in 0 until seatCount) { "no seat $seat" }
        starter = seat
    }

    val humanCount: Int get() = seats().count { it.isHuman }

    /** Whether the core takes a first player ([GameOptions.firstPlayer]) instead of seat 0 always starting. */
    val takesFirstPlayer: Boolean get() = info.game == GameKind.PYRAMIDO

    /**
     * The core's options. [random] picks a starter when none is chosen. With
     * [takesFirstPlayer] the seats stay as they are and the starter goes in
     * `firstPlayer`; otherwise the seats are rotated so the starter is first.
     */
    fun options(seed: Long, random: (Int) -> Int): GameOptions {
        val first = starter ?: random(seatCount)
        return GameOptions(
            game = info.game,
            variant = variant.takeIf { hasVariants },
            seats = seatOrder(first).map { controllers[it] },
            seed = seed,
            firstPlayer = first.takeIf { takesFirstPlayer },
        )
    }

    /**
     * The player's seat numbers in core seat order (core seat i is player
     * [seatOrder]`[i]`): the identity where the core [takesFirstPlayer].
     */
    fun seatOrder(first: Int): List<Int> =
        if (takesFirstPlayer) (0 until seatCount).toList() else (0 until seatCount).map { (first + it) % seatCount }

    companion object {
        fun forGame(kind: GameKind, available: List<GameInfo>): NewGameModel =
            NewGameModel(available.firstOrNull { it.game == kind } ?: Catalog.default(kind))
    }
}
