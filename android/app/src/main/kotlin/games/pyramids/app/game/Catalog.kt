package games.pyramids.app.game

import games.pyramids.core.AiLevel
import games.pyramids.core.GameInfo
import games.pyramids.core.GameKind

/**
 * What each game offers when the bindings cannot be asked yet (or do not
 * include a game): the values of `game_info` in the bindings and the rules
 * pages. The app prefers the factory's [GameInfo] where it has one.
 */
object Catalog {
    val pylos = GameInfo(GameKind.PYLOS, "Pylos", listOf("standard", "kids", "expert"), "standard", 2, 2,
        listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.EXPERT))
    val pyramido = GameInfo(GameKind.PYRAMIDO, "Pyramido", listOf("standard"), "standard", 2, 4,
        listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.EXPERT))
    val pyramida = GameInfo(GameKind.PYRAMIDA, "Pyramida", listOf("standard"), "standard", 2, 2,
        listOf(AiLevel.RANDOM, AiLevel.EASY, AiLevel.MEDIUM, AiLevel.HARD, AiLevel.EXPERT, AiLevel.PERFECT))

    fun default(kind: GameKind): GameInfo = when (kind) {
        GameKind.PYLOS -> pylos
        GameKind.PYRAMIDO -> pyramido
        GameKind.PYRAMIDA -> pyramida
    }

    /** Variants in the order a player reads them (easiest first). */
    fun orderedVariants(info: GameInfo): List<String> {
        val order = listOf("kids", "standard", "expert")
        return info.variants.sortedBy { v -> order.indexOf(v).let { if (it < 0) 99 else it } }
    }
}
