package games.pyramids.app.i18n

import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.Language
import games.pyramids.core.NewGameChoices
import games.pyramids.core.PyramidoColour
import games.pyramids.core.PyramidsException
import games.pyramids.core.ReviewKey
import games.pyramids.core.RulesSection
import games.pyramids.core.SaveCard
import games.pyramids.core.SaveCardText
import games.pyramids.core.SaveProblem
import games.pyramids.core.TextCatalog
import games.pyramids.core.TextKey

/**
 * Every text the app shows, in one language: a thin wrapper over the shared
 * Rust catalog ([TextCatalog], crate `pyramids-play`), which holds the words,
 * the plural rules and the placeholders of both apps. Nothing here is text.
 *
 *     s(TextKey.UNDO)                    a plain text
 *     s(TextKey.TO_MOVE, name)           its values in `{0}`, `{1}` …
 *     s.plural(TextKey.RESERVE, n)       the form for count `n` (`{0}`), more values from `{1}` on
 */
class Strings(val language: Language) {
    /** The shared catalog itself, for the library calls that word their own screens (the lessons). */
    val catalog = TextCatalog(language)

    /** The ISO 639-1 code ("en", "pt", "cs", "sl"), for dates and numbers. */
    val languageTag: String = catalog.languageCode()

    operator fun invoke(key: TextKey, vararg args: Any): String = catalog.text(key, args.map { it.toString() })

    fun plural(key: TextKey, count: Int, vararg args: Any): String = catalog.plural(key, count.toLong(), args.map { it.toString() })

    /** A text of the review screens (the catalog keeps them in an enum of their own). */
    operator fun invoke(key: ReviewKey, vararg args: Any): String = catalog.reviewText(key, args.map { it.toString() })

    fun plural(key: ReviewKey, count: Int, vararg args: Any): String = catalog.reviewPlural(key, count.toLong(), args.map { it.toString() })

    fun gameName(kind: GameKind): String = catalog.gameName(kind)

    /** Every symbol [kind]'s board can draw, with its style and words, in legend order (the rules pages). */
    fun legendSymbols(kind: GameKind): List<games.pyramids.core.LegendEntry> = games.pyramids.core.legendSymbols(kind, catalog)

    /** The legend of the board on view: exactly the symbols it draws for [view] of [snapshot]. */
    fun boardLegend(snapshot: games.pyramids.core.Snapshot, view: games.pyramids.core.InteractionView): List<games.pyramids.core.LegendEntry> =
        games.pyramids.core.boardLegend(snapshot, view, catalog)

    /** A review verdict's symbol, word and colour (the same on iOS). */
    fun verdictMark(v: games.pyramids.core.Verdict): games.pyramids.core.VerdictMark = games.pyramids.core.reviewVerdictMark(catalog, v)

    /** A review value in the game's terms ("Win in 7 moves", "+1.5 balls"). */
    fun reviewValue(v: games.pyramids.core.ReviewValue): String = games.pyramids.core.reviewValueText(catalog, v)

    /** The review card's lines for the board on view (see `bindings/src/screens_review.rs`). */
    fun reviewCard(
        game: GameKind, state: games.pyramids.core.ReviewState, index: Int, count: Int, mover: Int,
        decision: games.pyramids.core.ReviewedDecision?, outcome: String,
    ): List<games.pyramids.core.ReviewCardLine> =
        games.pyramids.core.reviewCard(catalog, game, state, index.toUInt(), count.toUInt(), mover.toUInt(), decision, outcome)

    fun reviewStepLabel(step: games.pyramids.core.ReviewStep): String = games.pyramids.core.reviewStepLabel(catalog, step)

    fun reviewGraphEnds(game: GameKind, seats: Int, seat: Int): games.pyramids.core.ReviewGraphEnds =
        games.pyramids.core.reviewGraphEnds(catalog, game, seats.toUInt(), seat.toUInt())

    /** A board's prompt (from [games.pyramids.core.InteractionView.prompt]). */
    fun prompt(prompt: games.pyramids.core.BoardPrompt): String = catalog.promptText(prompt)

    /** A hint in words ("Hint: Raise the ball from d4 (level 1) to b1 (level 2)"): a player never sees engine notation. */
    fun hintText(kind: GameKind, action: games.pyramids.core.GameAction): String = catalog.hintText(kind, action.notation)

    /** A decision in words, as the boards label their places. */
    fun actionWords(kind: GameKind, action: games.pyramids.core.GameAction): String = catalog.actionWords(kind, action.notation)

    /** A board button's label. */
    fun buttonLabel(kind: games.pyramids.core.BoardButtonKind): String = catalog.buttonLabel(kind)

    /** The game-over sheet's summary in this language (the shared model's), or null while the game goes on. */
    fun gameOver(snap: games.pyramids.core.Snapshot): games.pyramids.core.GameOverSummary? = games.pyramids.core.gameOverSummary(snap, catalog)

    fun blurb(kind: GameKind): String = catalog.gameBlurb(kind)

    fun levelName(level: AiLevel): String = catalog.levelName(level)

    /** The seat's name in this game: Light/Dark, White/Black, Player n. */
    fun seatName(kind: GameKind, seat: Int): String = catalog.seatName(kind, seat.toUInt())

    fun colourName(colour: PyramidoColour): String = catalog.colourName(colour)

    fun variantName(variant: String): String = catalog.variantName(variant)

    fun variantBlurb(kind: GameKind, variant: String): String = catalog.variantBlurb(kind, variant)

    fun rulesOf(kind: GameKind): List<RulesSection> = catalog.rules(kind)

    /** Why the core refused an action, in this language. */
    fun problemText(p: ActionProblem): String = catalog.problem(p)

    /** An engine error, in this language (never the exception's own English message). */
    fun errorText(e: PyramidsException): String = catalog.errorMessage(e)

    /** A saved game's card in words (the shared model's). */
    fun saveCardText(card: SaveCard): SaveCardText = catalog.saveCardText(card)

    /** A seat row's label on the new-game screen (the shared model's). */
    fun newGameSeatLabel(choices: NewGameChoices, seat: Int): String = catalog.newGameSeatLabel(choices, seat.toUInt())

    /** Why a save cannot be opened. */
    fun saveProblem(problem: SaveProblem): String = catalog.saveProblem(problem)

    companion object {
        val all: List<Strings> by lazy { listOf(English, Portuguese, Czech, Slovenian) }

        /**
         * The strings for a BCP-47 language tag or a bare language code
         * (`pt-BR`, `cs`, `sl_SI` …); English for anything else.
         */
        fun forLanguage(tag: String?): Strings = all.first { it.language == TextCatalog.forLocale(tag.orEmpty()).language() }
    }
}

val English by lazy { Strings(Language.ENGLISH) }
val Portuguese by lazy { Strings(Language.PORTUGUESE) }
val Czech by lazy { Strings(Language.CZECH) }
val Slovenian by lazy { Strings(Language.SLOVENIAN) }
