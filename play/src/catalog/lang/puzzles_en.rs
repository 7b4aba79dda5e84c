//! English: the puzzles.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::PuzzleKey::{self, *};

pub(crate) fn text(key: PuzzleKey) -> Text {
    let plain = Text::Plain;
    match key {
        Puzzles => plain("Puzzles"),
        PuzzlesTitle => plain("{0} puzzles"),
        PuzzlesSolved => plain("Solved: {0} of {1}"),
        PuzzleRating => plain("Rating {0}"),
        PuzzleStreak => {
            Text::Plural(&[(One, "Streak: {0} puzzle"), (Other, "Streak: {0} puzzles")])
        }
        PuzzleDaily => plain("Puzzle of the day"),
        PuzzleNumber => plain("Puzzle {0} of {1}"),
        PuzzleGradeEasy => plain("Easy"),
        PuzzleGradeMedium => plain("Medium"),
        PuzzleGradeHard => plain("Hard"),
        PuzzleWinIn => Text::Plural(&[
            (One, "{1} to move and win in {0} move"),
            (Other, "{1} to move and win in {0} moves"),
        ]),
        PuzzleBestTurn => Text::Plural(&[
            (One, "{1} to move: score {0} point this turn"),
            (Other, "{1} to move: score {0} points this turn"),
        ]),
        PuzzleFewerPoints => Text::Plural(&[
            (
                One,
                "After that the turn makes only {0} point; the best makes {1}.",
            ),
            (
                Other,
                "After that the turn makes only {0} points; the best makes {1}.",
            ),
        ]),
        PuzzleWrongWins => plain("That lets the win slip: {0} answers “{1}” and wins."),
        PuzzleWrongNoWin => plain("That does not keep the win."),
        PuzzleBetterMove => plain("{0} to move: find a better move"),
        PuzzleMovesLeft => Text::Plural(&[
            (One, "{0} more move to win"),
            (Other, "{0} more moves to win"),
        ]),
        PuzzleKept => plain("Right. {0} answers “{1}”."),
        PuzzleKeptNoReply => plain("Right. Go on."),
        PuzzleSolved => plain("Solved!"),
        PuzzleTooSlow => Text::Plural(&[
            (
                One,
                "That still wins, but only in {0} move; the puzzle asks for a win in {1}.",
            ),
            (
                Other,
                "That still wins, but only in {0} moves; the puzzle asks for a win in {1}.",
            ),
        ]),
        PuzzleWrongLoss => Text::Plural(&[
            (
                One,
                "That lets the win slip: {1} answers “{2}” and wins in {0} move.",
            ),
            (
                Other,
                "That lets the win slip: {1} answers “{2}” and wins in {0} moves.",
            ),
        ]),
        PuzzleWrongLossNoReply => Text::Plural(&[
            (One, "That lets the win slip: {1} wins in {0} move."),
            (Other, "That lets the win slip: {1} wins in {0} moves."),
        ]),
        PuzzleWrongDraw => plain("That lets the win slip: {0} answers “{1}” and holds the draw."),
        PuzzleWrongDrawNoReply => plain("That lets the win slip: the game can only be drawn now."),
        PuzzleNotBetter => {
            plain("That is no better than the move played in the game: {0} answers “{1}”.")
        }
        PuzzleNotBetterNoReply => plain("That is no better than the move played in the game."),
        PuzzleHint => plain("Hint: look at {0}."),
        PuzzleSolutionIs => plain("The solution: {0}."),
        PuzzleSolutionButton => plain("Solution"),
        PuzzleSolutionStep => plain("Next move of the solution"),
        PuzzleRetry => plain("Retry"),
        PuzzleNext => plain("Next puzzle"),
        PuzzleNextMistake => plain("Next mistake"),
        PuzzleNoneYet => plain("No {0} puzzles yet"),
        PuzzleNoSuchPuzzle => plain("There is no puzzle “{0}”"),
        PuzzleRatingChange => plain("Rating {0} ({1})"),
        PuzzleYourMistakes => plain("Learn from your mistakes"),
        PuzzleMistakesFound => Text::Plural(&[
            (One, "{0} position to play again"),
            (Other, "{0} positions to play again"),
        ]),
    }
}
