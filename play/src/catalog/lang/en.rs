//! English.

use crate::catalog::rules::{RulesPicture, RulesSection};
use crate::catalog::text::Text;
use crate::catalog::{Key, Key::*, PluralCategory::*};
use pyramids_core::game::GameKind;

pub(crate) fn text(key: Key) -> Text {
    match key {
        Lesson(key) => super::lessons_en::text(key),
        Puzzle(key) => super::puzzles_en::text(key),
        Settings(key) => super::settings_en::text(key),
        LanguageName => Text::Plain("English"),
        AppName => Text::Plain("Pyramids"),
        Tagline => Text::Plain("Three pyramid games for one table"),
        PylosName => Text::Plain("Pylos"),
        PyramidoName => Text::Plain("Pyramido"),
        PyramidaName => Text::Plain("Pyramida"),
        PylosBlurb => Text::Plain("Stack a pyramid of balls and make your rival run out first."),
        PyramidoBlurb => {
            Text::Plain("Build a pyramid of dominoes and score the richest colour areas.")
        }
        PyramidaBlurb => Text::Plain("Race three stones over the top, pushing rivals back down."),
        Resume => Text::Plain("Resume"),
        ResumeDetail => Text::Plain("{0} · move {1}"),
        SavedGames => Text::Plain("Saved games"),
        Rules => Text::Plain("Rules"),
        NewGame => Text::Plain("New game"),
        Play => Text::Plain("Play"),
        Players => Text::Plain("Players"),
        Human => Text::Plain("Human"),
        Computer => Text::Plain("Computer"),
        PlayedBy => Text::Plain("Played by"),
        LevelRow => Text::Plain("Level"),
        LevelNameRandom => Text::Plain("Random"),
        LevelNameEasy => Text::Plain("Easy"),
        LevelNameMedium => Text::Plain("Medium"),
        LevelNameHard => Text::Plain("Hard"),
        LevelNameExpert => Text::Plain("Expert"),
        LevelNamePerfect => Text::Plain("Perfect"),
        Variant => Text::Plain("Rules"),
        VariantNameKids => Text::Plain("Kids"),
        VariantNameStandard => Text::Plain("Standard"),
        VariantNameExpert => Text::Plain("Advanced"),
        VariantNameSwapped => Text::Plain("Swapped"),
        VariantBlurbKids => Text::Plain("No taking back: just place and raise."),
        VariantBlurbStandard => Text::Plain("A square of your colour takes back 1 or 2 balls."),
        VariantBlurbExpert => Text::Plain("Squares and full lines of your colour take back balls."),
        VariantBlurbPyramidaStandard => {
            Text::Plain("White starts on a1, e1 and i1 and moves first.")
        }
        VariantBlurbPyramidaSwapped => {
            Text::Plain("Black starts on a1, e1 and i1; White still moves first.")
        }
        PlayerCount => Text::Plain("Number of players"),
        WhoStarts => Text::Plain("Who starts"),
        Random => Text::Plain("Random"),
        TableMode => Text::Plain("Table mode"),
        TableModeBlurb => Text::Plain("For a tablet lying between the players: each player's panel and status line face them."),
        Start => Text::Plain("Start"),
        Back => Text::Plain("Back"),
        PylosSeat0 => Text::Plain("Light"),
        PylosSeat1 => Text::Plain("Dark"),
        PyramidaSeat0 => Text::Plain("White"),
        PyramidaSeat1 => Text::Plain("Black"),
        PlayerN => Text::Plain("Player {0}"),
        AiSeat => Text::Plain("{0} (computer, {1})"),
        ToMove => Text::Plain("{0} to move"),
        YourTurn => Text::Plain("Your turn"),
        Thinking => Text::Plain("{0} is thinking…"),
        YourTurnTo => Text::Plain("Your turn: {0}"),
        WaitingFor => Text::Plain("Waiting for {0}"),
        Undo => Text::Plain("Undo"),
        Redo => Text::Plain("Redo"),
        Hint => Text::Plain("Hint"),
        HintIs => Text::Plain("Hint: {0}"),
        Done => Text::Plain("Done"),
        Home => Text::Plain("Home"),
        Reserve => Text::Plural(&[(One, "1 ball left"), (Other, "{0} balls left")]),
        MoveNumber => Text::Plain("Move {0}"),
        Wins => Text::Plain("{0} wins!"),
        SharedWin => Text::Plain("Shared win: {0}"),
        DrawRepetition => Text::Plain("Draw: the same position came up three times"),
        DrawLimit => Text::Plain("Draw: move limit reached"),
        GameOver => Text::Plain("Game over"),
        Rematch => Text::Plain("Rematch"),
        Illegal => Text::Plain("That move is not allowed: {0}"),
        Failure => Text::Plain("Something went wrong: {0}"),
        PylosMove => Text::Plain("Place a ball, or drag one of yours up"),
        PylosRaiseChosen => Text::Plain("Tap a place with a ring and a dot to raise the ball"),
        PylosFirstReclaim => Text::Plain("Pattern made! Take back one of your balls"),
        PylosSecondReclaim => Text::Plain("Take back a second ball, or tap Done"),
        PylosStop => Text::Plain("Done"),
        PylosOutOfBalls => Text::Plain("{0} has no balls left"),
        PyramidaMove => Text::Plain("Tap one of your stones, then a marked field"),
        PyramidaStoneChosen => Text::Plain("Tap a marked field to move the stone"),
        PyramidaRetreat => Text::Plain("{0}: choose where your stone retreats"),
        PyramidaPass => Text::Plain("No move possible: tap Pass"),
        PyramidaPassButton => Text::Plain("Pass"),
        PyramidaOff => Text::Plain("{0} of 3 over the top"),
        PyramidoPlace => Text::Plain("Drag a domino from the quarry onto floor {0}"),
        PyramidoPlaceChosen => Text::Plain("Tap where the domino goes, or tap it again to turn it"),
        PyramidoPlacePending => Text::Plain("Rotate it if you like, then Place"),
        PyramidoMark => Text::Plain("Put a marker on a block marked +"),
        PyramidoTile => {
            Text::Plain("Tap a block marked + to cover it with a single tile, or Skip tile")
        }
        PyramidoTileChosen => {
            Text::Plain("Pick a face, tap the tile to turn its jewel, then Place")
        }
        PyramidoRefill => Text::Plain("Refill the quarry: tap a pile marked +"),
        PyramidoNoFit => Text::Plain("No domino fits — place 2 single tiles ({0} of 2)"),
        PyramidoTurn => Text::Plain("Rotate"),
        PyramidoConfirm => Text::Plain("Place"),
        PyramidoSkipTile => Text::Plain("Skip tile"),
        PyramidoNoRoom => Text::Plain("does not fit"),
        PyramidoYourTiles => Text::Plain("Your single tiles"),
        PyramidoNoTiles => Text::Plain("No single tiles left"),
        PyramidoFloor => Text::Plain("Floor {0} of 4"),
        PyramidoPyramidOf => Text::Plain("{0}'s pyramid"),
        PyramidoPileSize => Text::Plain("{0} left"),
        PyramidoPoints => Text::Plain("+{0}"),
        PyramidoBonus => Text::Plain("Mino bonus +{0}"),
        PyramidoPointsShort => Text::Plain("pts"),
        PyramidoTilesLeft => Text::Plural(&[(One, "1 tile"), (Other, "{0} tiles")]),
        PyramidoOut => Text::Plain("Out"),
        PyramidoFloorScored => Text::Plain("Floor {0} is scored"),
        PyramidoNoFitBanner => Text::Plain("{0}: no domino fits"),
        PyramidoEliminated => Text::Plain("{0} is out: too few single tiles"),
        PyramidoColourNameBrown => Text::Plain("brown"),
        PyramidoColourNameBlue => Text::Plain("blue"),
        PyramidoColourNameYellow => Text::Plain("yellow"),
        PyramidoColourNameAqua => Text::Plain("aqua"),
        PyramidoColourNameRed => Text::Plain("red"),
        PyramidoColourNameGreen => Text::Plain("green"),
        PyramidoJewels => Text::Plural(&[(One, "1 jewel"), (Other, "{0} jewels")]),
        PyramidoSingleTile => Text::Plain("single tile"),
        PyramidoMarker => Text::Plain("marker"),
        PyramidoCellA11y => Text::Plain("Floor {0}, {1}"),
        PyramidoPileA11y => Text::Plain("Pile {0}, {1} dominoes, top: {2}"),
        PyramidoQuarryA11y => Text::Plain("Quarry {0}: {1}"),
        PyramidoScoreA11y => Text::Plain("{0} points, {1} markers in hand, {2} single tiles"),
        PyramidoTotal => Text::Plain("Total"),
        PyramidoFloorShort => Text::Plain("F{0}"),
        PyramidoRanking => Text::Plain("Ranking"),
        PyramidoBackTo => Text::Plain("Tap to go back to {0}"),
        PyramidoTapPanel => Text::Plain("Tap a panel to see that pyramid"),
        NoSaves => Text::Plain("No saved games yet. Every game saves itself as you play."),
        DamagedSave => Text::Plain("This save is damaged and cannot be opened"),
        FutureSave => Text::Plain(
            "Made by a newer version of the app (format {0}). Update the app to open it.",
        ),
        UnreadableSave => Text::Plain("This save cannot be opened: {0}"),
        Delete => Text::Plain("Delete"),
        Finished => Text::Plain("Finished"),
        Ongoing => Text::Plain("In progress"),
        SaveFailed => Text::Plain("Could not save the game: {0}"),
        A11yPosition => Text::Plain("Level {0}, column {1}, row {2}"),
        A11yEmpty => Text::Plain("empty"),
        A11yLightBall => Text::Plain("light ball"),
        A11yDarkBall => Text::Plain("dark ball"),
        A11yCanPlace => Text::Plain("you can place a ball here"),
        A11yCanRaise => Text::Plain("you can raise this ball"),
        A11yRaiseTarget => Text::Plain("raise the selected ball here"),
        A11yCanReclaim => Text::Plain("you can take this ball back"),
        A11ySelected => Text::Plain("selected"),
        A11yLastMove => Text::Plain("last move"),
        A11yBlocked => Text::Plain("blocked"),
        A11yProtected => Text::Plain("protected"),
        A11yMoveTarget => Text::Plain("can move here"),
        A11yBoard => Text::Plain("Pylos board with {0} balls"),
        A11yGamePicture => Text::Plain("Picture of {0}"),
        RulesTitle => Text::Plain("How to play {0}"),
        BadOptionsMessage => Text::Plain("This game cannot be started with these settings"),
        YouWon => Text::Plain("You won!"),
        YouLost => Text::Plain("You lost"),
        ResultShow => Text::Plain("Result"),
        ResultHide => Text::Plain("See board"),
        Review => Text::Plain("Review"),
        ReviewTitle => Text::Plain("Review · {0}"),
        ReviewRunning => Text::Plain("Reviewing the game… {0} of {1} moves"),
        ReviewReading => Text::Plain("Reading the game…"),
        ReviewFailed => Text::Plain("The review could not be made: {0}"),
        ReviewPartial => Text::Plain("Review stopped after {0} of {1} moves"),
        ReviewMove => Text::Plain("Move {0} of {1} · {2}"),
        ReviewFinal => Text::Plain("Final position"),
        ReviewPlayed => Text::Plain("Played: {0} · {1}"),
        ReviewBest => Text::Plain("Best: {0} · {1}"),
        ReviewWasBest => Text::Plain("The best move"),
        ReviewOnlyMove => Text::Plain("The only move"),
        ReviewVerdictForced => Text::Plain("Forced"),
        ReviewVerdictBest => Text::Plain("Best"),
        ReviewVerdictGood => Text::Plain("Good"),
        ReviewVerdictInaccuracy => Text::Plain("Inaccuracy"),
        ReviewVerdictMistake => Text::Plain("Mistake"),
        ReviewVerdictBlunder => Text::Plain("Blunder"),
        ReviewDraw => Text::Plain("Draw"),
        ReviewBalls => Text::Plain("{0} balls"),
        ReviewPoints => Text::Plain("{0} points expected"),
        ReviewFirst => Text::Plain("First move"),
        ReviewPrevious => Text::Plain("Previous move"),
        ReviewNext => Text::Plain("Next move"),
        ReviewLast => Text::Plain("Final position"),
        ReviewTurningPoint => Text::Plain("Turning point"),
        ReviewGraph => Text::Plain("How the game stood for {0}"),
        ReviewStanding => Text::Plain("{0}'s lead"),
        ReviewAhead => Text::Plain("{0} ahead"),
        ReviewBehind => Text::Plain("{0} behind"),
        ReviewA11yBoard => Text::Plain("Board before move {0}: {1}"),
        A11yHint => Text::Plain("suggested move"),
        ViewTop => Text::Plain("Top view"),
        View3d => Text::Plain("3-D view"),
        ComputerLevel => Text::Plain("Computer · {0}"),
        A11yCanMove => Text::Plain("you can move this stone"),
        Versus => Text::Plain("{0} vs {1}"),
        TooLargeSave => Text::Plain("This save is too large to open ({0} KiB)"),
        NewGameTitle => Text::Plain("New game: {0}"),
        ColoursByStarter => Text::Plain("Who starts plays {0}"),
        On => Text::Plain("on"),
        Off => Text::Plain("off"),
        LegendTitle => Text::Plain("Symbols on this screen"),
        LegendRules => Text::Plain("All the rules"),
        Close => Text::Plain("Close"),
        Symbols => Text::Plain("Symbols"),
        LegendLine => Text::Plain("{0}: {1}"),
        LegendPylosPlace => Text::Plain("a ball may go here"),
        LegendPylosRaise => Text::Plain("this ball of yours may be raised"),
        LegendPylosRaiseTo => Text::Plain("the chosen ball may be raised here"),
        LegendPylosReclaim => Text::Plain("you may take this ball back"),
        LegendSelectedBall => Text::Plain("the ball you chose"),
        LegendSelectedStone => Text::Plain("the stone you chose"),
        LegendSelectedPyramido => Text::Plain("the domino, block or tile face you chose"),
        LegendLastMove => Text::Plain("the last move"),
        LegendLastFrom => Text::Plain("where the last move's piece left"),
        LegendHint => Text::Plain("the suggested move (Hint)"),
        LegendPyramidaMovable => Text::Plain("this stone of yours may move"),
        LegendPyramidaTarget => Text::Plain("the chosen stone may go here"),
        LegendPyramidaRetreat => Text::Plain("the driven-off stone may retreat here"),
        LegendPyramidaBlocked => Text::Plain("blocked — an enemy stone moved up onto this edge"),
        LegendPyramidaProtected => Text::Plain("protected — it may not be entered on the next move"),
        LegendPyramidaEdges => Text::Plain("Light lines: the two edges, where stones block"),
        LegendPyramidaTop => Text::Plain("Top field: a stone that gets here leaves the board"),
        LegendPyramidoChoice => Text::Plain("you may choose this domino, block, hole, pile or tile"),
        LegendPyramidoSpot => Text::Plain("the chosen domino may go here"),
        LegendPyramidoJewel => Text::Plain("Jewel: a marked area scores a point for each jewel seen from above"),
        LegendPyramidoMarker => Text::Plain("Marker: claims its colour area when the floor is scored"),
        LegendPyramidoGhost => Text::Plain("where it will go; Rotate turns it, Place lays it"),
        ShapeDashedRingDot => Text::Plain("Dashed ring with a dot"),
        ShapeRingDot => Text::Plain("Ring with a dot"),
        ShapeChevron => Text::Plain("Chevron"),
        ShapeBrokenRing => Text::Plain("Broken ring"),
        ShapeRing => Text::Plain("Ring"),
        ShapeDottedRing => Text::Plain("Dotted ring"),
        ShapeSmallDottedRing => Text::Plain("Small dotted ring"),
        ShapeArrow => Text::Plain("Arrow"),
        ShapePadlock => Text::Plain("Padlock"),
        ShapeShield => Text::Plain("Shield"),
        ShapeChoiceOutline => Text::Plain("Dashed outline and +"),
        ShapeOutline => Text::Plain("Outline"),
        ShapeOutlineAround => Text::Plain("Outline round it"),
        ShapeDottedOutline => Text::Plain("Dotted outline"),
        ShapeFadedPiece => Text::Plain("Faded domino or tile"),
        MovesFirst => Text::Plain("moves first"),
        ColourDrawn => Text::Plain("colour drawn at the start"),
        YouShareWin => Text::Plain("You share the win!"),
        ReviewWinIn => Text::Plural(&[(One, "Win in 1 move"), (Other, "Win in {0} moves")]),
        ReviewLossIn => Text::Plural(&[(One, "Loss in 1 move"), (Other, "Loss in {0} moves")]),
        PyramidoMarkGlow => Text::Plain("Put a marker on a jewelled block with a dashed outline"),
        PyramidoTileGlow => Text::Plain("Tap a block with a dashed outline to cover it with a single tile, or Skip tile"),
        PyramidoRefillGlow => Text::Plain("Refill the quarry: tap a pile with a dashed outline"),
        PyramidoScoringArea => Text::Plain("Scoring floor {0}: {1} {2}"),
        PyramidoNoFitHow => Text::Plain("Tap an empty place with a dashed outline, then pick a face"),
        PyramidoTilesShort => Text::Plain("Tiles"),
        PyramidoShowPyramid => Text::Plain("Show {0}'s pyramid"),
        NoSavesTitle => Text::Plain("No saved games yet"),
        NoSavesDetail => Text::Plain(
            "Every game saves itself as you play. Start one and it will wait for you here.",
        ),
        DamagedSaveTitle => Text::Plain("Damaged save"),
        NewerSaveTitle => Text::Plain("Made by a newer version"),
        NewerSaveDetail => Text::Plain("Update the app to open it (save format {0})."),
        DeleteTitle => Text::Plain("Delete this saved game?"),
        DeleteDetail => Text::Plain("It cannot be brought back."),
        Cancel => Text::Plain("Cancel"),
        CardSeat => Text::Plain("{0}: {1}"),
        CardWon => Text::Plain("{0} won"),
        SaveFileUnreadable => Text::Plain("This save's file cannot be read"),
        PlaceQuarrySlot => Text::Plain("Quarry place {0}"),
        PlacePile => Text::Plain("Pile {0}"),
        PlaceTileFace => Text::Plain("Single tile, {0} face"),
        Resign => Text::Plain("Resign"),
        ResignTitle => Text::Plain("Resign this game?"),
        ResignBody => Text::Plain("{0} gives the game up and loses. This cannot be undone."),
        KeepPlaying => Text::Plain("Keep playing"),
        YouResigned => Text::Plain("You resigned"),
        SeatResigned => Text::Plain("{0} resigned"),
        ProblemUnreadable => Text::Plain("that is not a move of this game"),
        ProblemTooLong => Text::Plain("the move is longer than {0} characters"),
        ErrorNotYourTurnComputer => Text::Plain("Wait: the computer plays {0} ({1})"),
        ErrorNotYourTurnHuman => {
            Text::Plain("It is {0}'s turn (a person): play a move or ask for a hint")
        }
        ErrorGameOverWin => Text::Plain("The game is over: {0} won"),
        ErrorGameOverShared => Text::Plain("The game is over: a shared win ({0})"),
        ErrorGameOverDraw => Text::Plain("The game is over: it is a draw"),
        ErrorOptionsVariant => Text::Plain("{0} has no rules called “{1}”"),
        ErrorOptionsNoFirstPlayer => Text::Plain("In {0} the rules decide who moves first"),
        ErrorOptionsFirstPlayer => Text::Plain("Player {0} cannot start: the players are 1 to {1}"),
        ErrorOptionsPlayers => Text::Plain("Players for {0}: {1} to {2}, not {3}"),
        ErrorOptionsPlayersExact => Text::Plain("Players for {0}: {1}, not {2}"),
        ErrorOptionsSeatCount => Text::Plain("Players for these options: {0}, not {1}"),
        ErrorOptionsLevel => Text::Plain("{0} has no computer level “{1}”"),
        ErrorOptionsMaxPlies => Text::Plain("The move limit must be at least 1"),
        ErrorOptionsNoSuchSeat => {
            Text::Plain("Player {0} does not exist: the players are 1 to {1}")
        }
        ErrorOptionsNothingToReview => {
            Text::Plain("There is nothing to review: no move has been played")
        }
        ErrorOptionsZeroBudget => Text::Plain("The review needs some time to think"),
        ErrorOptionsNoSuchPosition => {
            Text::Plain("Position {0} does not exist: the positions are 0 to {1}")
        }
        ErrorOptionsTableSeats => Text::Plain("Table mode is for 1 to 4 players, not {0}"),
        ErrorOptionsNoSuchLesson => Text::Plain("There is no lesson “{0}”"),
        ErrorSaveOptions => Text::Plain("This save cannot be opened: its settings are wrong. {0}"),
        ErrorTableNotATable => {
            Text::Plain("The perfect player's table is not a table at all; it will work the game out instead")
        }
        ErrorTableVersion => {
            Text::Plain("The perfect player's table has format {0}, which this version does not read; it will work the game out instead")
        }
        ErrorTableTruncated => {
            Text::Plain("The perfect player's table is incomplete ({0} of {1} bytes); it will work the game out instead")
        }
        ErrorTableDamaged => {
            Text::Plain("The perfect player's table is damaged; it will work the game out instead")
        }
        ErrorTableNotThisEngine => {
            Text::Plain("The perfect player's table was made by another version of the game; it will work the game out instead")
        }
        ErrorCancelledByCaller => Text::Plain("The computer stopped thinking"),
        ErrorCancelledPositionChanged => {
            Text::Plain("The position changed, so the computer stopped thinking")
        }
        ErrorCancelledAlreadyRan => Text::Plain("The computer has already answered this request"),
        ErrorCancelledTurnStopped => Text::Plain("The computer's turn was stopped"),
        ProblemPylosReserveEmpty => Text::Plain("you have no ball left in your reserve"),
        ProblemPylosOccupied => Text::Plain("{0} is already taken"),
        ProblemPylosNotSupported => Text::Plain("{0} does not rest on four balls"),
        ProblemPylosNotYourBall => Text::Plain("there is no ball of yours on {0}"),
        ProblemPylosCarriesABall => Text::Plain("the ball on {0} carries another ball"),
        ProblemPylosNotAvailable => Text::Plain("{0} is not free to take a ball"),
        ProblemPylosNotHigher => {
            Text::Plain("a ball can only be raised to a higher level ({0} → {1})")
        }
        ProblemPylosSupportsTarget => Text::Plain("the ball on {0} holds up {1}"),
        ProblemPylosFirstReclaimMandatory => Text::Plain("you must take back at least one ball"),
        ProblemPylosPlaceOrRaiseFirst => Text::Plain("place or raise a ball first"),
        ProblemPylosReclaimFirst => Text::Plain("take back one of your free balls first"),
        ProblemPyramidaNoSuchField => Text::Plain("there is no such field"),
        ProblemPyramidaNoOwnStone => Text::Plain("there is no stone of yours on {0}"),
        ProblemPyramidaNotAStep => Text::Plain("{1} is not one diagonal step from {0}"),
        ProblemPyramidaOwnStone => Text::Plain("your own stone stands on {0}"),
        ProblemPyramidaFirstMoveFromEnd => {
            Text::Plain("your first move may not start from {0}, an end of the bottom row")
        }
        ProblemPyramidaBlocked => Text::Plain("the stone on {0} is blocked by {1}"),
        ProblemPyramidaProtected => Text::Plain("the stone on {0} is protected this move"),
        ProblemPyramidaBaseStone => {
            Text::Plain("the stone on {0} is on the bottom row and cannot be driven off")
        }
        ProblemPyramidaChainFails => Text::Plain("the stone on {0} would have nowhere to retreat"),
        ProblemPyramidaRetreatNotAllowed => {
            Text::Plain("the stone from {0} may only retreat to {1}")
        }
        ProblemPyramidaMustRetreatFirst => {
            Text::Plain("the stone driven from {0} must retreat first")
        }
        ProblemPyramidaNotRetreating => Text::Plain("no stone is retreating"),
        ProblemPyramidaPassWithLegalMove => {
            Text::Plain("you may only pass when no move is possible")
        }
        ProblemPyramidoSlotEmpty => Text::Plain("quarry place {0} is empty"),
        ProblemPyramidoCannotPlaceOffFloor => {
            Text::Plain("the domino would stick out of the floor")
        }
        ProblemPyramidoCannotPlaceOccupied => Text::Plain("something is already built there"),
        ProblemPyramidoCannotPlaceFirstAnchor => {
            Text::Plain("the first domino of the pyramid starts in the middle")
        }
        ProblemPyramidoCannotPlaceNoContact => {
            Text::Plain("the domino must touch a placed block along a whole edge")
        }
        ProblemPyramidoCannotPlaceTooLarge => {
            Text::Plain("the first floor must fit in 5 × 4 blocks")
        }
        ProblemPyramidoCannotPlaceFloorNotReady => {
            Text::Plain("the floor below is not finished yet")
        }
        ProblemPyramidoNotJustPlaced => {
            Text::Plain("{0} is not part of the domino you just placed")
        }
        ProblemPyramidoCannotMark => Text::Plain("the block on {0} cannot take a marker"),
        ProblemPyramidoCarriesMarker => Text::Plain("the block on {0} carries a marker"),
        ProblemPyramidoTileUsed => Text::Plain("your {0} single tile is already used"),
        ProblemPyramidoWrongPile => Text::Plain("pile {1} is not next to empty quarry place {0}"),
        ProblemPyramidoPileEmpty => Text::Plain("pile {0} is empty"),
        ProblemPyramidoNotAHole => Text::Plain("{0} is not an empty place on floor {1}"),
        ProblemPyramidoWrongDecisionPlace => Text::Plain("now you must place a domino"),
        ProblemPyramidoWrongDecisionMark => Text::Plain("now you must place a marker"),
        ProblemPyramidoWrongDecisionTile => {
            Text::Plain("now you must cover a block with a single tile, or skip")
        }
        ProblemPyramidoWrongDecisionRefill => Text::Plain("now you must refill the quarry"),
        ProblemPyramidoWrongDecisionNoFit => {
            Text::Plain("now you must put a single tile into an empty place")
        }
        ProblemPyramidoWrongDecisionOver => Text::Plain("now you must stop: the game is over"),
        ListAnd => Text::Plain("{0} and {1}"),
        ListOr => Text::Plain("{0} or {1}"),
        PylosAt => Text::Plain("{1} (level {0})"),
        MovePylosPlace => Text::Plain("Place a ball on {0}"),
        MovePylosRaise => Text::Plain("Raise the ball from {0} to {1}"),
        MovePylosReclaim => Text::Plain("Take back the ball on {0}"),
        MovePylosStop => Text::Plain("Take back no second ball"),
        MovePyramidaMove => Text::Plain("Move the stone from {0} to {1}"),
        MovePyramidaRetreat => Text::Plain("The pushed stone retreats to {0}"),
        MovePyramidaPass => Text::Plain("Pass"),
        MovePyramidoPlace => Text::Plain("Lay the domino from quarry place {0} on {1} and {2}"),
        MovePyramidoMark => Text::Plain("Put a marker on the block on {0}"),
        MovePyramidoTile => Text::Plain("Lay the {0} single tile on {1}, its jewel at the {2}"),
        MovePyramidoSkipTile => Text::Plain("Lay no single tile"),
        MovePyramidoRefill => Text::Plain("Refill the quarry from pile {0}"),
        MovePyramidoFillHole => {
            Text::Plain("Fill {0} with a single tile ({1}), its jewel at the {2}")
        }
        CornerNw => Text::Plain("top left"),
        CornerNe => Text::Plain("top right"),
        CornerSe => Text::Plain("bottom right"),
        CornerSw => Text::Plain("bottom left"),
    }
}

pub(crate) fn rules(game: GameKind) -> &'static [RulesSection] {
    match game {
        GameKind::Pylos => &[
            RulesSection {
                heading: "The aim",
                paragraphs: &[
                    "Two players, Light and Dark, each start with 15 balls in reserve. Together you build one pyramid: a 4×4 base, then 3×3, 2×2 and a single ball on top.",
                    "Whoever must end a turn with an empty reserve loses at once, so every ball you save counts.",
                ],
                picture: Some(RulesPicture::PylosPyramid),
            },
            RulesSection {
                heading: "Your turn: place or raise",
                paragraphs: &[
                    "Place one ball from your reserve on any free place: a hole of the base, or a spot resting on four touching balls.",
                    "Or raise one of your own balls with nothing on it to a higher level. A raise costs no ball from your reserve. The ball may not be one of the four its new spot rests on.",
                ],
                picture: Some(RulesPicture::PylosRaise),
            },
            RulesSection {
                heading: "Taking balls back",
                paragraphs: &[
                    "Standard rules: if the ball you just placed or raised completes a 2×2 square of your colour, take back one of your free balls, and if you like a second one.",
                    "Advanced rules: a full row or column of your colour — four on the base, three on the second level — counts too.",
                    "Kids rules: nothing is taken back.",
                ],
                picture: Some(RulesPicture::PylosSquare),
            },
            RulesSection {
                heading: "The end",
                paragraphs: &[
                    "A player left with no ball in reserve at the end of their turn loses. The same position three times is a draw.",
                ],
                picture: None,
            },
        ],
        GameKind::Pyramido => &[
            RulesSection {
                heading: "The aim",
                paragraphs: &[
                    "Each player builds their own pyramid of dominoes, floor by floor: 10 dominoes on floor 1, then 6, 3 and 1 on floors 2 to 4. The most points after the fourth floor wins.",
                ],
                picture: Some(RulesPicture::PyramidoPyramid),
            },
            RulesSection {
                heading: "Your turn",
                paragraphs: &[
                    "Take one of the three dominoes of the quarry and lay it on your current floor. On floor 1 every domino after the first must touch a whole block edge, and the floor must fit in 5×4 blocks.",
                    "Put one of your markers on a block of that domino that has the marker's colour and a jewel.",
                    "You may cover one unmarked block of that domino with a single tile; if you still have that colour's marker, it goes on the tile.",
                    "Refill the quarry from one of the two piles next to the empty slot.",
                ],
                picture: Some(RulesPicture::PyramidoTurn),
            },
            RulesSection {
                heading: "Scoring a floor",
                paragraphs: &[
                    "When everyone has finished a floor, look at your pyramid from above. Each marker scores one point per visible jewel in its colour area, which may run across floors.",
                    "Mino bonus: your weakest marked area scores once more. Then the markers come back to you.",
                    "The player with the fewest points for that floor starts the next one.",
                ],
                picture: Some(RulesPicture::PyramidoBonus),
            },
            RulesSection {
                heading: "When no domino fits",
                paragraphs: &[
                    "If no domino of the quarry fits on your floor, put 2 of your single tiles into 2 empty places instead, with no marker.",
                    "With fewer than 2 single tiles left you are out: with two players you lose, with more you rank last and the others play on.",
                ],
                picture: Some(RulesPicture::PyramidoNoFit),
            },
            RulesSection {
                heading: "The end and ties",
                paragraphs: &[
                    "After the fourth floor the most points wins. On a tie, the most unused single tiles wins; then the best score of a single floor; players still tied share the win.",
                ],
                picture: None,
            },
        ],
        GameKind::Pyramida => &[
            RulesSection {
                heading: "About this game",
                paragraphs: &[
                    "Pyramida comes from an old Czech book of board games. No drawing of its board survives, so the board used here is reconstructed from the text: the 21 dark squares of a chequerboard cut to a triangle.",
                ],
                picture: Some(RulesPicture::PyramidaBoard),
            },
            RulesSection {
                heading: "The aim",
                paragraphs: &[
                    "White and Black each have three stones on the bottom row. Be the first to move all three over the top field. White moves first.",
                ],
                picture: None,
            },
            RulesSection {
                heading: "Moving",
                paragraphs: &[
                    "Move one of your stones one field diagonally, up or down, onto a field without a stone of yours. A stone that reaches the top field leaves the board.",
                    "First move: each player's first move may not use a stone at an end of the bottom row (a1 or k1).",
                    "A player with no move passes.",
                ],
                picture: Some(RulesPicture::PyramidaMove),
            },
            RulesSection {
                heading: "Driving stones down",
                paragraphs: &[
                    "Entering a field with an enemy stone drives that stone to one of the two fields below it: to a free one if there is one, else onto a stone of its own colour (which must retreat in turn), else its owner chooses.",
                    "Every retreat counts as a move of the retreating stone's owner: having a stone driven down costs you your turn. A stone on the bottom row cannot be driven off.",
                ],
                picture: Some(RulesPicture::PyramidaRetreat),
            },
            RulesSection {
                heading: "Protected pair",
                paragraphs: &[
                    "When you attack upwards and a second enemy stone stands directly behind the attacked one on the same diagonal, that second stone is protected (shield): you may not enter its field on your next move.",
                ],
                picture: Some(RulesPicture::PyramidaProtected),
            },
            RulesSection {
                heading: "Edges and blocks",
                paragraphs: &[
                    "The two outer diagonals are the edges (the light lines). A stone that moves up onto an edge blocks the enemy stones already on that edge (padlock): they cannot move until the blocking stone moves down or leaves the board.",
                ],
                picture: Some(RulesPicture::PyramidaBlocked),
            },
            RulesSection {
                heading: "The end",
                paragraphs: &[
                    "The first player to take all three stones over the top wins. The same position three times is a draw.",
                ],
                picture: None,
            },
        ],
    }
}
