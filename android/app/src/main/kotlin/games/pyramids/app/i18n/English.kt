package games.pyramids.app.i18n

import games.pyramids.core.AiLevel
import games.pyramids.core.PyramidoColour

val English = Strings(
    languageTag = "en",
    languageName = "English",
    appName = "Pyramids",
    tagline = "Three pyramid games for one table",
    pylosName = "Pylos",
    pyramidoName = "Pyramido",
    pyramidaName = "Pyramida",
    pylosBlurb = "Stack a pyramid of balls and make your rival run out first.",
    pyramidoBlurb = "Build a pyramid of dominoes and score the richest colour areas.",
    pyramidaBlurb = "Race three stones over the top, pushing rivals back down.",
    resume = "Resume",
    resumeDetail = { game, move -> "$game · move $move" },
    savedGames = "Saved games",
    rules = "Rules",
    newGame = "New game",
    play = "Play",
    players = "Players",
    human = "Human",
    computer = "Computer",
    levelName = { level ->
        when (level) {
            AiLevel.RANDOM -> "Random"
            AiLevel.EASY -> "Easy"
            AiLevel.MEDIUM -> "Medium"
            AiLevel.HARD -> "Hard"
            AiLevel.EXPERT -> "Expert"
            AiLevel.PERFECT -> "Perfect"
        }
    },
    variant = "Rules",
    variantName = { v ->
        when (v) {
            "kids" -> "Kids"
            "standard" -> "Standard"
            "expert" -> "Advanced"
            "swapped" -> "Swapped"
            else -> v.replaceFirstChar { it.uppercase() }
        }
    },
    variantBlurb = { v ->
        when (v) {
            "kids" -> "No taking back: just place and raise."
            "standard" -> "A square of your colour takes back 1 or 2 balls."
            "expert" -> "Squares, and full rows or columns, of your colour take back balls."
            "pyramida-standard" -> "White starts on a1, e1 and i1 and moves first."
            "pyramida-swapped" -> "Black starts on a1, e1 and i1; White still moves first."
            else -> ""
        }
    },
    playerCount = "Number of players",
    whoStarts = "Who starts",
    movesFirst = "moves first",
    colourDrawn = "colour drawn at the start",
    random = "Random",
    tableMode = "Table mode",
    tableModeBlurb = "For a tablet lying between the players: the board turns to face whoever is to move.",
    start = "Start",
    back = "Back",
    pylosSeat = { if (it == 0) "Light" else "Dark" },
    pyramidaSeat = { if (it == 0) "White" else "Black" },
    playerN = { "Player $it" },
    aiSeat = { seat, level -> "$seat (computer, $level)" },
    toMove = { "$it to move" },
    yourTurn = "Your turn",
    thinking = { "$it is thinking…" },
    undo = "Undo",
    redo = "Redo",
    hint = "Hint",
    hintIs = { "Hint: $it" },
    done = "Done",
    home = "Home",
    reserve = { if (it == 1) "1 ball left" else "$it balls left" },
    moveNumber = { "Move $it" },
    wins = { "$it wins!" },
    sharedWin = { "Shared win: $it" },
    drawRepetition = "Draw: the same position came up three times",
    drawLimit = "Draw: move limit reached",
    gameOver = "Game over",
    rematch = "Rematch",
    youWon = "You won!",
    youLost = "You lost",
    youShareWin = "You share the win!",
    showBoard = "Show the board",
    showResult = "Result",
    review = "Review",
    reviewing = { d, t -> "Reviewing the game… $d of $t moves" },
    reviewFailed = { "The review failed: $it" },
    reviewPartial = { d, t -> "Review stopped after $d of $t moves" },
    reviewMoveBy = { m, seat -> "Move $m · $seat" },
    reviewStart = "Start of the game",
    reviewFinal = "Final position",
    reviewPlayed = { "Played $it" },
    reviewBest = { "Better: $it (shown on the board)" },
    reviewPlayedWasBest = "The move played was the best",
    reviewValueBest = "Best",
    reviewValuePlayed = "Played",
    reviewWinIn = { if (it == 1) "Win in 1 move" else "Win in $it moves" },
    reviewLossIn = { if (it == 1) "Loss in 1 move" else "Loss in $it moves" },
    reviewDraw = "Draw",
    reviewBalls = { "$it balls" },
    reviewPoints = { "$it points expected" },
    verdictForced = "Only move",
    verdictBest = "Best move",
    verdictGood = "Good move",
    verdictInaccuracy = "Inaccuracy",
    verdictMistake = "Mistake",
    verdictBlunder = "Blunder",
    turningPoint = "Turning point",
    reviewFirst = "First move",
    reviewPrevious = "Previous move",
    reviewNext = "Next move",
    reviewLast = "Final position",
    reviewAhead = { "$it ahead" },
    reviewBehind = { "$it behind" },
    reviewGraph = { "How the game stood for $it, move by move. Tap to go to a move." },
    illegal = { "That move is not allowed ($it)" },
    failure = { "Something went wrong: $it" },
    problem = Problems::english,
    pylosMove = "Place a ball, or drag one of yours up",
    pylosRaiseChosen = "Tap a glowing place to raise the ball",
    pylosFirstReclaim = "Pattern made! Take back one of your balls",
    pylosSecondReclaim = "Take back a second ball, or tap Done",
    pylosStop = "Done",
    pylosViewPlan = "View from above",
    pylosViewTilted = "View in 3D",
    pylosOutOfBalls = { "$it has no balls left" },
    pyramidaMove = "Tap one of your stones, then a green field",
    pyramidaStoneChosen = "Tap a green field to move the stone",
    pyramidaRetreat = { "$it: choose where your stone retreats" },
    pyramidaPass = "No move possible: tap Pass",
    pyramidaPassButton = "Pass",
    pyramidaOff = { "$it of 3 over the top" },
    // Pyramido board
    pyramidoPlace = { "Drag a domino from the quarry onto floor $it" },
    pyramidoPlaceChosen = "Tap where the domino goes, or tap it again to rotate it",
    pyramidoPlacePending = "Tap the domino to rotate it, then Place",
    pyramidoMark = "Put a marker on a glowing jewelled block",
    pyramidoTile = "Tap a glowing block to cover it with a single tile, or Skip tile",
    pyramidoTileChosen = "Pick a face, tap the tile to rotate its jewel, then Place",
    pyramidoRefill = "Refill the quarry: tap a glowing pile",
    pyramidoNoFit = { "No domino fits — place 2 single tiles ($it of 2)" },
    pyramidoRotate = "Rotate",
    pyramidoConfirm = "Place",
    pyramidoSkipTile = "Skip tile",
    pyramidoNoRoom = "does not fit",
    pyramidoYourTiles = "Your single tiles",
    pyramidoNoTiles = "No single tiles left",
    pyramidoFloor = { "Floor $it of 4" },
    pyramidoPyramidOf = { "$it's pyramid" },
    pyramidoPileSize = { "$it left" },
    pyramidoPoints = { "+$it" },
    pyramidoBonus = { "Mino bonus +$it" },
    pyramidoPointsShort = "pts",
    pyramidoTilesLeft = { if (it == 1) "1 tile" else "$it tiles" },
    pyramidoOut = "Out",
    pyramidoFloorScored = { "Floor $it is scored" },
    pyramidoNoFitBanner = { "$it: no domino fits" },
    pyramidoEliminated = { "$it is out: too few single tiles" },
    pyramidoColourName = {
        when (it) {
            PyramidoColour.BROWN -> "brown"
            PyramidoColour.BLUE -> "blue"
            PyramidoColour.YELLOW -> "yellow"
            PyramidoColour.AQUA -> "aqua"
            PyramidoColour.RED -> "red"
            PyramidoColour.GREEN -> "green"
        }
    },
    pyramidoJewels = { if (it == 1) "1 jewel" else "$it jewels" },
    pyramidoSingleTile = "single tile",
    pyramidoMarker = "marker",
    pyramidoCellA11y = { floor, cell -> "Floor $floor, $cell" },
    pyramidoPileA11y = { pile, size, top -> "Pile $pile, $size dominoes, top: $top" },
    pyramidoQuarryA11y = { slot, domino -> "Quarry $slot: $domino" },
    pyramidoScoreA11y = { score, markers, tiles -> "$score points, $markers markers in hand, $tiles single tiles" },
    pyramidoScoringArea = { floor, player, points -> "Scoring floor $floor: $player $points" },
    pyramidoNoFitHow = "Tap a glowing empty place, then pick a face",
    pyramidoFloorShort = { "F$it" },
    pyramidoTotal = "Total",
    pyramidoTilesShort = "Tiles",
    pyramidoShowPyramid = { "Show $it's pyramid" },
    noSaves = "Every game saves itself as you play. Start one and it will wait for you here.",
    damagedSave = "Damaged save",
    futureSave = { "Saved by a newer version of the app (format $it). Update the app to open it." },
    unreadableSave = { "This save cannot be opened: $it" },
    delete = "Delete",
    finished = "Finished",
    ongoing = "In progress",
    saveFailed = { "Could not save the game: $it" },
    noSavesTitle = "No saved games yet",
    newerSave = "Made by a newer version",
    damagedSaveDetail = "This file is damaged and cannot be opened. You can delete it.",
    deleteTitle = "Delete this saved game?",
    deleteDetail = "It cannot be brought back.",
    cancel = "Cancel",
    a11yPosition = { level, column, row -> "Level $level, column ${column.uppercaseChar()}, row $row" },
    a11yEmpty = "empty",
    a11yLightBall = "light ball",
    a11yDarkBall = "dark ball",
    a11yCanPlace = "you can place a ball here",
    a11yCanRaise = "you can raise this ball",
    a11yRaiseTarget = "raise the selected ball here",
    a11yCanReclaim = "you can take this ball back",
    a11ySelected = "selected",
    a11yLastMove = "last move",
    a11yBlocked = "blocked",
    a11yProtected = "protected",
    a11yMoveTarget = "can move here",
    a11yBoard = { "Pylos board with $it balls" },
    a11yGamePicture = { "Picture of $it" },
    rulesTitle = { "How to play $it" },
    legendTitle = "What the marks mean",
    fullRules = "Full rules",
    symbolsHeading = "Marks on the board",
    symPlace = "Glowing place: you can put a ball here",
    symRaise = "Green chevron: this ball of yours can be raised",
    symRaiseTarget = "Green ring: where the chosen ball can go",
    symReclaim = "Glowing ball: you may take it back",
    symLastMove = "Dot: the last ball played",
    symHint = "Blue ring: the hint",
    symMovable = "Amber ring: a stone you can move",
    symMoveTarget = "Green ring: where the chosen stone can go",
    symBlocked = "Padlock: blocked on its edge, it cannot move",
    symProtected = "Shield: protected, it may not be entered this move",
    symEdges = "Light lines: the two edges, where stones block",
    symTop = "Top field: a stone that gets here leaves the board",
    symRetreat = "Arrows: where a driven-off stone can retreat",
    symJewels = "Jewels: each colour has its own shape",
    symMarker = "Marker: scores the jewels of its colour area",
    symTile = "Single tile: one block with one jewel",
    symBonus = "Mino bonus: the weakest marked area scores again",
    symNoFit = "Greyed domino: it does not fit on your floor",
    pylosRules = listOf(
        Section("The aim", listOf(
            "Two players, Light and Dark, each start with 15 balls in reserve. Together you build one pyramid: a 4×4 base, then 3×3, 2×2 and a single ball on top.",
            "Whoever must end a turn with an empty reserve loses at once, so every ball you save counts.",
        ), "pylos-pyramid"),
        Section("Your turn: place or raise", listOf(
            "Place one ball from your reserve on any free place: a hole of the base, or a spot resting on four touching balls.",
            "Or raise one of your own balls with nothing on it to a higher level. A raise costs no ball from your reserve. The ball may not be one of the four its new spot rests on.",
        ), "pylos-raise"),
        Section("Taking balls back", listOf(
            "Standard rules: if the ball you just placed or raised completes a 2×2 square of your colour, take back one of your free balls, and if you like a second one.",
            "Advanced rules: a full row or column of your colour — four on the base, three on the second level — counts too.",
            "Kids rules: nothing is taken back.",
        ), "pylos-square"),
        Section("The end", listOf(
            "A player left with no ball in reserve at the end of their turn loses. The same position three times is a draw.",
        )),
    ),
    pyramidoRules = listOf(
        Section("The aim", listOf(
            "Each player builds their own pyramid of dominoes, floor by floor: 10 dominoes on the ground floor, then 6, 3 and 1. The most points after the fourth floor wins.",
        ), "pyramido-pyramid"),
        Section("Your turn", listOf(
            "Take one of the three dominoes of the quarry and lay it on your current floor. On the ground floor every domino after the first must touch a whole block edge, and the floor must fit in 5×4 blocks.",
            "Put one of your markers on a block of that domino that has the marker's colour and a jewel.",
            "You may cover one unmarked block of that domino with a single tile; if you still have that colour's marker, it goes on the tile.",
            "Refill the quarry from one of the two piles next to the empty slot.",
        ), "pyramido-turn"),
        Section("Scoring a floor", listOf(
            "When everyone has finished a floor, look at your pyramid from above. Each marker scores one point per visible jewel in its colour area, which may run across floors.",
            "Mino bonus: your weakest marked area scores once more. Then the markers come back to you.",
            "The player with the fewest points for that floor starts the next one.",
        ), "pyramido-bonus"),
        Section("When no domino fits", listOf(
            "If no domino of the quarry fits on your floor, put 2 of your single tiles into 2 empty places instead, with no marker.",
            "With fewer than 2 single tiles left you are out: with two players you lose, with more you rank last and the others play on.",
        ), "pyramido-nofit"),
        Section("The end and ties", listOf(
            "After the fourth floor the most points wins. On a tie, the most unused single tiles wins; then the best score of a single floor; players still tied share the win.",
        )),
    ),
    pyramidaRules = listOf(
        Section("About this game", listOf(
            "Pyramida comes from an old Czech book of board games. No drawing of its board survives, so the board used here is reconstructed from the text: the 21 dark squares of a chequerboard cut to a triangle.",
        ), "pyramida-board"),
        Section("The aim", listOf(
            "White and Black each have three stones on the bottom row. Be the first to move all three over the top field. White moves first.",
        )),
        Section("Moving", listOf(
            "Move one of your stones one field diagonally, up or down, onto a field without a stone of yours. A stone that reaches the top field leaves the board.",
            "First move: each player's first move may not use a stone at an end of the bottom row (a1 or k1).",
            "A player with no move passes.",
        ), "pyramida-move"),
        Section("Driving stones down", listOf(
            "Entering a field with an enemy stone drives that stone to one of the two fields below it: to a free one if there is one, else onto a stone of its own colour (which must retreat in turn), else its owner chooses.",
            "Every retreat counts as a move of the retreating stone's owner: having a stone driven down costs you your turn. A stone on the bottom row cannot be driven off.",
        ), "pyramida-retreat"),
        Section("Protected pair", listOf(
            "When you attack upwards and a second enemy stone stands directly behind the attacked one on the same diagonal, that second stone is protected (shield): you may not enter its field on your next move.",
        ), "pyramida-protected"),
        Section("Edges and blocks", listOf(
            "The two outer diagonals are the edges (the light lines). A stone that moves up onto an edge blocks the enemy stones already on that edge (padlock): they cannot move until the blocking stone moves down or leaves the board.",
        ), "pyramida-blocked"),
        Section("The end", listOf(
            "The first player to take all three stones over the top wins. The same position three times is a draw.",
        )),
    ),
)
