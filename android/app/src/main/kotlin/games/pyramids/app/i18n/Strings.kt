package games.pyramids.app.i18n

import games.pyramids.core.ActionProblem
import games.pyramids.core.AiLevel
import games.pyramids.core.GameKind
import games.pyramids.core.PyramidoColour

/** A heading and its paragraphs, for the rules pages, and the diagram drawn under them ([games.pyramids.app.art.RulesArt]). */
data class Section(val heading: String, val paragraphs: List<String>, val picture: String? = null)

/**
 * Every text the app shows, for one language. There is one instance per
 * language ([English], [Portuguese], [Czech], [Slovenian]); a missing entry
 * is a compile error because there are no defaults. Texts with values are
 * functions.
 */
class Strings(
    val languageTag: String,
    val languageName: String,
    val appName: String,
    val tagline: String,
    // Games
    val pylosName: String,
    val pyramidoName: String,
    val pyramidaName: String,
    val pylosBlurb: String,
    val pyramidoBlurb: String,
    val pyramidaBlurb: String,
    // Home
    val resume: String,
    val resumeDetail: (game: String, move: Int) -> String,
    val savedGames: String,
    val rules: String,
    val newGame: String,
    val play: String,
    // New game
    val players: String,
    val human: String,
    val computer: String,
    val levelName: (AiLevel) -> String,
    val variant: String,
    val variantName: (String) -> String,
    val variantBlurb: (String) -> String,
    val playerCount: String,
    val whoStarts: String,
    /** Beside a seat on New game: its colour "moves first" (Light, White); [colourDrawn] when the starter is drawn at random. */
    val movesFirst: String,
    val colourDrawn: String,
    val random: String,
    val tableMode: String,
    val tableModeBlurb: String,
    val start: String,
    val back: String,
    // Seats
    val pylosSeat: (Int) -> String,
    val pyramidaSeat: (Int) -> String,
    val playerN: (Int) -> String,
    val aiSeat: (seatName: String, level: String) -> String,
    // Game chrome
    val toMove: (String) -> String,
    val yourTurn: String,
    val thinking: (String) -> String,
    val undo: String,
    val redo: String,
    val hint: String,
    val hintIs: (String) -> String,
    val done: String,
    val home: String,
    val reserve: (Int) -> String,
    val moveNumber: (Int) -> String,
    val wins: (String) -> String,
    val sharedWin: (String) -> String,
    val drawRepetition: String,
    val drawLimit: String,
    val gameOver: String,
    val rematch: String,
    /** The game-over headline to the one human facing the computer. */
    val youWon: String,
    val youLost: String,
    val youShareWin: String,
    /** Closes the game-over sheet to look at the final position; [showResult] opens it again. */
    val showBoard: String,
    val showResult: String,
    // Review (a finished or saved game, move by move)
    val review: String,
    /** While the engine reviews: how far it is. */
    val reviewing: (done: Int, total: Int) -> String,
    val reviewFailed: (String) -> String,
    /** The review was stopped part-way (only the first moves are marked). */
    val reviewPartial: (done: Int, total: Int) -> String,
    /** The decision's heading: "Move 12 · Light". */
    val reviewMoveBy: (move: Int, seat: String) -> String,
    val reviewStart: String,
    val reviewFinal: String,
    val reviewPlayed: (String) -> String,
    /** The engine's better choice, drawn on the board as the hint is. */
    val reviewBest: (String) -> String,
    val reviewPlayedWasBest: String,
    /** "Best" / "Played" before a value ("Best: Win in 7"). */
    val reviewValueBest: String,
    val reviewValuePlayed: String,
    val reviewWinIn: (Int) -> String,
    val reviewLossIn: (Int) -> String,
    val reviewDraw: String,
    /** A Pylos evaluation, the number already signed ("+1.5"). */
    val reviewBalls: (String) -> String,
    /** A Pyramido expectation, the number already signed ("+4.2"). */
    val reviewPoints: (String) -> String,
    val verdictForced: String,
    val verdictBest: String,
    val verdictGood: String,
    val verdictInaccuracy: String,
    val verdictMistake: String,
    val verdictBlunder: String,
    val turningPoint: String,
    val reviewFirst: String,
    val reviewPrevious: String,
    val reviewNext: String,
    val reviewLast: String,
    /** The graph's top and bottom edges: the seat whose side it shows is ahead / behind. */
    val reviewAhead: (seat: String) -> String,
    val reviewBehind: (seat: String) -> String,
    /** The graph, for screen readers: whose view, and what a tap does. */
    val reviewGraph: (seat: String) -> String,
    val illegal: (String) -> String,
    val failure: (String) -> String,
    /** Why the core refused an action (see [Problems]); use [problemText]. */
    val problem: (ActionProblem, colourName: (PyramidoColour) -> String) -> String,
    // Pylos decisions
    val pylosMove: String,
    val pylosRaiseChosen: String,
    val pylosFirstReclaim: String,
    val pylosSecondReclaim: String,
    val pylosStop: String,
    /** The view button: see the board from above / tilted, in 3D. */
    val pylosViewPlan: String,
    val pylosViewTilted: String,
    val pylosOutOfBalls: (String) -> String,
    // Pyramida decisions
    val pyramidaMove: String,
    val pyramidaStoneChosen: String,
    val pyramidaRetreat: (String) -> String,
    val pyramidaPass: String,
    val pyramidaPassButton: String,
    val pyramidaOff: (Int) -> String,
    // Pyramido board
    val pyramidoPlace: (floor: Int) -> String,
    val pyramidoPlaceChosen: String,
    val pyramidoPlacePending: String,
    val pyramidoMark: String,
    val pyramidoTile: String,
    val pyramidoTileChosen: String,
    val pyramidoRefill: String,
    val pyramidoNoFit: (tile: Int) -> String,
    val pyramidoRotate: String,
    val pyramidoConfirm: String,
    val pyramidoSkipTile: String,
    val pyramidoNoRoom: String,
    val pyramidoYourTiles: String,
    val pyramidoNoTiles: String,
    val pyramidoFloor: (Int) -> String,
    val pyramidoPyramidOf: (String) -> String,
    val pyramidoPileSize: (Int) -> String,
    val pyramidoPoints: (Int) -> String,
    val pyramidoBonus: (Int) -> String,
    val pyramidoPointsShort: String,
    val pyramidoTilesLeft: (Int) -> String,
    val pyramidoOut: String,
    val pyramidoFloorScored: (Int) -> String,
    val pyramidoNoFitBanner: (String) -> String,
    val pyramidoEliminated: (String) -> String,
    val pyramidoColourName: (PyramidoColour) -> String,
    val pyramidoJewels: (Int) -> String,
    val pyramidoSingleTile: String,
    val pyramidoMarker: String,
    val pyramidoCellA11y: (floor: Int, cell: String) -> String,
    val pyramidoPileA11y: (pile: Int, size: Int, top: String) -> String,
    val pyramidoQuarryA11y: (slot: Int, domino: String) -> String,
    val pyramidoScoreA11y: (score: Int, markers: Int, tiles: Int) -> String,
    /** The status line while a floor scoring plays: "Scoring floor 1: Player 2 +3" ([points] is [pyramidoPoints] or [pyramidoBonus]). */
    val pyramidoScoringArea: (floor: Int, player: String, points: String) -> String,
    /** The tile strip's line in a no-fit turn before a place is chosen. */
    val pyramidoNoFitHow: String,
    /** Column headings of the final ranking: a floor, the total, unused single tiles. */
    val pyramidoFloorShort: (Int) -> String,
    val pyramidoTotal: String,
    val pyramidoTilesShort: String,
    /** A seat panel's action: show that player's pyramid large. */
    val pyramidoShowPyramid: (String) -> String,
    // Saves
    val noSaves: String,
    val damagedSave: String,
    val futureSave: (Int) -> String,
    val unreadableSave: (String) -> String,
    val delete: String,
    val finished: String,
    val ongoing: String,
    val saveFailed: (String) -> String,
    val noSavesTitle: String,
    /** A save from a newer app version: the card's title (not "damaged"). */
    val newerSave: String,
    /** A save the app cannot read, in the player's words (the technical reason stays out). */
    val damagedSaveDetail: String,
    val deleteTitle: String,
    val deleteDetail: String,
    val cancel: String,
    // Accessibility
    val a11yPosition: (level: Int, column: Char, row: Int) -> String,
    val a11yEmpty: String,
    val a11yLightBall: String,
    val a11yDarkBall: String,
    val a11yCanPlace: String,
    val a11yCanRaise: String,
    val a11yRaiseTarget: String,
    val a11yCanReclaim: String,
    val a11ySelected: String,
    val a11yLastMove: String,
    val a11yBlocked: String,
    val a11yProtected: String,
    val a11yMoveTarget: String,
    val a11yBoard: (balls: Int) -> String,
    val a11yGamePicture: (String) -> String,
    // Rules pages
    val rulesTitle: (String) -> String,
    // The "?" legend and the rules' symbols section: what each mark on the board means
    val legendTitle: String,
    val fullRules: String,
    val symbolsHeading: String,
    val symPlace: String,
    val symRaise: String,
    val symRaiseTarget: String,
    val symReclaim: String,
    val symLastMove: String,
    val symHint: String,
    val symMovable: String,
    val symMoveTarget: String,
    val symBlocked: String,
    val symProtected: String,
    val symEdges: String,
    val symTop: String,
    val symRetreat: String,
    val symJewels: String,
    val symMarker: String,
    val symTile: String,
    val symBonus: String,
    val symNoFit: String,
    val pylosRules: List<Section>,
    val pyramidoRules: List<Section>,
    val pyramidaRules: List<Section>,
) {
    /** Why the core refused an action, in this language. */
    fun problemText(p: ActionProblem): String = problem(p, pyramidoColourName)

    fun gameName(kind: GameKind) = when (kind) {
        GameKind.PYLOS -> pylosName
        GameKind.PYRAMIDO -> pyramidoName
        GameKind.PYRAMIDA -> pyramidaName
    }

    fun blurb(kind: GameKind) = when (kind) {
        GameKind.PYLOS -> pylosBlurb
        GameKind.PYRAMIDO -> pyramidoBlurb
        GameKind.PYRAMIDA -> pyramidaBlurb
    }

    fun rulesOf(kind: GameKind) = when (kind) {
        GameKind.PYLOS -> pylosRules
        GameKind.PYRAMIDO -> pyramidoRules
        GameKind.PYRAMIDA -> pyramidaRules
    }

    /** The seat's name in this game: Light/Dark, White/Black, Player n. */
    fun seatName(kind: GameKind, seat: Int) = when (kind) {
        GameKind.PYLOS -> pylosSeat(seat)
        GameKind.PYRAMIDA -> pyramidaSeat(seat)
        GameKind.PYRAMIDO -> playerN(seat + 1)
    }

    companion object {
        val all: List<Strings> by lazy { listOf(English, Portuguese, Czech, Slovenian) }

        /**
         * The strings for a BCP-47 language tag or a bare language code
         * (`pt-BR`, `cs`, `sl_SI` …); English for anything else.
         */
        fun forLanguage(tag: String?): Strings {
            val lang = tag.orEmpty().lowercase().substringBefore('-').substringBefore('_')
            return all.firstOrNull { it.languageTag == lang } ?: English
        }
    }
}
