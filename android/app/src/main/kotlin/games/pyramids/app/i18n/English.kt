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
            "expert" -> "Expert"
            "swapped" -> "Swapped"
            else -> v.replaceFirstChar { it.uppercase() }
        }
    },
    variantBlurb = { v ->
        when (v) {
            "kids" -> "No taking back: just place and raise."
            "standard" -> "A square of your colour takes back 1 or 2 balls."
            "expert" -> "Squares and full lines of your colour take back balls."
            "pyramida-standard" -> "White starts on a1, e1 and i1 and moves first."
            "pyramida-swapped" -> "Black starts on a1, e1 and i1; White still moves first."
            else -> ""
        }
    },
    playerCount = "Number of players",
    whoStarts = "Who starts",
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
    pyramidoPlaceChosen = "Tap where the domino goes, or tap it again to turn it",
    pyramidoPlacePending = "Tap the domino to turn it, then Place",
    pyramidoMark = "Put a marker on a glowing jewelled block",
    pyramidoTile = "Tap a glowing block to cover it with a single tile, or No tile",
    pyramidoTileChosen = "Pick a face, tap the tile to turn its jewel, then Place",
    pyramidoRefill = "Refill the quarry: tap a glowing pile",
    pyramidoNoFit = { "No domino fits: put a single tile on an empty place ($it of 2)" },
    pyramidoTurn = "Turn",
    pyramidoConfirm = "Place",
    pyramidoSkipTile = "No tile",
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
    noSaves = "No saved games yet. Every game saves itself as you play.",
    damagedSave = "Damaged save",
    futureSave = { "Saved by a newer version of the app (format $it). Update the app to open it." },
    unreadableSave = { "This save cannot be opened: $it" },
    delete = "Delete",
    finished = "Finished",
    ongoing = "In progress",
    saveFailed = { "Could not save the game: $it" },
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
    pylosRules = listOf(
        Section("The aim", listOf(
            "Two players, Light and Dark, each start with 15 balls in reserve. Together you build a pyramid: a 4×4 base, then 3×3, 2×2 and a single ball on top.",
            "The player who must end a turn with an empty reserve loses at once, so every ball you save counts.",
        )),
        Section("Your turn", listOf(
            "Place one ball from your reserve on any free place: a hole of the base, or a spot on top of four touching balls.",
            "Or raise one of your own balls that has nothing on it to a higher level. Raising costs no ball from your reserve, but the ball may not be one of the four the new spot rests on.",
        )),
        Section("Taking balls back", listOf(
            "Standard rules: if the ball you just placed or raised completes a 2×2 square of your colour, take back one of your free balls, and if you like a second one.",
            "Expert rules: a full line of four on the base, or of three on the second level, counts as well.",
            "Kids rules: nothing is taken back.",
        )),
        Section("Good to know", listOf(
            "The same position three times is a draw.",
            "In this app: tap a glowing place to put a ball there. Drag one of your balls (or tap it, then tap a target) to raise it. After a pattern, tap the glowing balls you want back.",
        )),
    ),
    pyramidoRules = listOf(
        Section("The aim", listOf(
            "Each player builds a pyramid of dominoes, floor by floor: 10 dominoes on the ground floor, then 6, 3 and 1. The most points after the fourth floor wins.",
        )),
        Section("Your turn", listOf(
            "Take one of the three dominoes of the quarry and lay it on your current floor. On the ground floor every domino after the first must touch a full block edge, and the floor must fit in 5×4 blocks.",
            "Put one of your jewel markers on a block of that domino with the marker's colour and a jewel.",
            "You may cover one block with a single tile; if you still have that colour's marker, it goes on the tile.",
            "Refill the quarry from one of the two piles next to the empty slot.",
        )),
        Section("Scoring", listOf(
            "When everyone has finished a floor, look at your pyramid from above. Each marker scores one point per jewel visible in its colour area, which may run across floors.",
            "Your weakest marked area scores once more. Then the markers come back to you.",
        )),
    ),
    pyramidaRules = listOf(
        Section("About this game", listOf(
            "Pyramida comes from an old Czech book of board games. No drawing of its board survives, so the triangle board used here is reconstructed from the text.",
        )),
        Section("The aim", listOf(
            "White and Black each have three stones on the bottom row of a triangle of 21 fields. Be the first to move all three over the top field.",
        )),
        Section("Moving", listOf(
            "Move one of your stones one field diagonally up or down. A stone that reaches the top leaves the board.",
            "Entering a field with an enemy stone pushes it down to a field below; if that field holds another stone, the push goes on. Every push counts as a move of the pushed stone's owner.",
            "A stone moving up onto an edge blocks enemy stones already on that edge until it moves down again.",
        )),
        Section("Good to know", listOf(
            "A player with no legal move passes. The same position three times is a draw.",
        )),
    ),
)
