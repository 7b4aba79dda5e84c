package games.pyramids.app.game

import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.GameOptions
import games.pyramids.core.NewGameChoice
import games.pyramids.core.NewGameChoices
import games.pyramids.core.NewGameView
import games.pyramids.core.PlayerKind
import games.pyramids.core.SeatController
import games.pyramids.core.newGameChoices
import games.pyramids.core.newGameChoose
import games.pyramids.core.newGameOptions
import games.pyramids.core.newGameView

/**
 * The new-game screen's choices, held here and decided by the shared model
 * (crate pyramids-play, through `new_game_choose` / `new_game_view`): the
 * seat counts, the levels and the rules variants offered, in the one order
 * both apps show, each seat's colour, and the options they start. A change
 * the game does not offer is refused ([IllegalArgumentException]) and
 * changes nothing.
 */
class NewGameModel(val game: GameKind) {
    var choices: NewGameChoices = newGameChoices(game)
        private set
    /** What the screen offers for the choices as they are. */
    var view: NewGameView = newGameView(choices)
        private set

    private fun choose(choice: NewGameChoice) {
        choices = requireNotNull(newGameChoose(choices, choice)) { "$game does not offer $choice" }
        view = newGameView(choices)
    }

    val levels: List<AiLevel> get() = view.levels
    val seatCount: Int get() = choices.seatCount.toInt()
    val seatCountChoices: List<Int> get() = view.seatCounts.map { it.toInt() }
    val hasSeatCount: Boolean get() = view.seatCounts.size > 1
    /** The rules variants in the shared order (empty: the game has one). */
    val variantChoices: List<String> get() = view.variants
    val hasVariants: Boolean get() = view.variants.isNotEmpty()
    val variant: String get() = choices.variant
    /** The starter's seat number, or null for random. */
    val starter: Int? get() = choices.starter?.toInt()
    var tableMode: Boolean
        get() = choices.tableMode
        set(on) = choose(NewGameChoice.TableMode(on))
    /** Pyramido: every seat keeps its place and the starter is named. */
    val takesFirstPlayer: Boolean get() = view.takesFirstPlayer
    val humanCount: Int get() = view.humanCount.toInt()

    fun seats(): List<SeatController> = view.seats.map { it.controller }
    fun controller(seat: Int): SeatController = view.seats[seat].controller
    /** The core seat whose colour player [seat] plays (0 moves first); null in Pyramido or when drawn. */
    fun colour(seat: Int): Int? = view.seats.getOrNull(seat)?.colour?.toInt()

    fun setSeatCount(n: Int) = choose(NewGameChoice.SeatCount(n.toUInt()))
    fun setController(seat: Int, c: SeatController) = choose(NewGameChoice.Seat(seat.toUInt(), c))

    /** Each seat's switch, in the model's order (Human, Computer). */
    val playerKinds: List<PlayerKind> get() = view.playerKinds
    fun playerKind(seat: Int): PlayerKind = view.seats[seat].kind
    /** The computer's level, or null for a human seat (no level row). */
    fun level(seat: Int): AiLevel? = view.seats[seat].level
    fun setPlayerKind(seat: Int, kind: PlayerKind) = choose(NewGameChoice.PlayerKind(seat.toUInt(), kind))
    fun setLevel(seat: Int, level: AiLevel) = choose(NewGameChoice.Level(seat.toUInt(), level))
    fun setVariant(v: String) = choose(NewGameChoice.Variant(v))
    fun setStarter(seat: Int?) = choose(NewGameChoice.Starter(seat?.toUInt()))

    /** The core's options; [random] draws a starter (`0 until seatCount`) when none is chosen. */
    fun options(seed: Long, random: (Int) -> Int): GameOptions =
        newGameOptions(choices, seed, if (starter == null) random(seatCount).toUInt() else 0u)
}
