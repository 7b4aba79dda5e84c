//! English: the lessons.

use crate::catalog::text::Text;
use crate::catalog::LessonKey::{self, *};

pub(crate) fn text(key: LessonKey) -> Text {
    Text::Plain(match key {
        Learn => "Learn",
        LearnTitle => "Learn {0}",
        LessonsDone => "Lessons: {0} of {1}",
        LessonStep => "Step {0} of {1}",
        LessonNext => "Next",
        LessonRestart => "Restart",
        LessonSkip => "Skip",
        LessonLeave => "Leave",
        LessonComplete => "Lesson complete",
        LessonNextLesson => "Next lesson",
        LessonPlayGame => "Play the game",
        LessonOffer => "New to {0}? Learn it in a few short lessons.",
        LessonNotNow => "Not now",
        LessonLookAt => "Look at {0}.",
        PylosPlaceTitle => "Placing balls",
        PylosPlaceSummary => "The goal, and how a ball goes on the board.",
        PylosWelcome => {
            "Welcome to Pylos. You and your rival build one pyramid of 30 balls together: you play Light, your rival Dark, with 15 balls each in reserve. Whoever runs out of balls first loses, so every ball you keep counts."
        }
        PylosFirstBall => {
            "On your turn you place a ball from your reserve on any empty place of the bottom level. Choose one of the 16 places."
        }
        PylosFirstBallDone => "Dark answers with a ball of its own. Turns alternate like this, one ball each.",
        PylosUpperPlace => {
            "Four balls touching in a square, whatever their colours, make a place on the level above. Place a ball on a1 (level 2), resting on the four."
        }
        PylosUpperPlaceNotIt => {
            "That place is fine in a game, but this step asks for the new place on level 2: a1 (level 2), above the four balls."
        }
        PylosUpperPlaceDone => {
            "A place opened by four balls is there for either player, and a ball up there counts like any other."
        }
        PylosRaiseTitle => "Raising a ball",
        PylosRaiseSummary => "Move one of your balls up instead of spending one.",
        PylosRaise => {
            "Instead of placing a new ball you may raise one of your free balls to a higher level. It costs nothing: your reserve keeps the ball. Raise your ball from d4 to a1 (level 2)."
        }
        PylosRaiseNotIt => {
            "That spends a ball from your reserve. Raising d4 to a1 (level 2) covers the same place and keeps the ball: a ball saved is one more turn at the end."
        }
        PylosRaiseDone => "You still have 12 balls in reserve; placing would have left 11.",
        PylosCarries => {
            "A ball that holds another cannot move. Your balls on a1 and a2 now carry the ball on a1 (level 2): until it leaves, they can be neither raised nor taken back. And a ball never rises onto a place it holds up itself."
        }
        PylosSquareTitle => "Squares take balls back",
        PylosSquareSummary => "Four of your colour in a square give you one or two balls back.",
        PylosSquare => {
            "You have three balls of a square. Place the fourth on b2: a square of your own colour lets you take balls back."
        }
        PylosSquareNotIt => {
            "Legal, but placing on b2 completes your square and gives you balls back at once."
        }
        PylosSquareDone => "A square of your colour: now take balls back.",
        PylosReclaimFirst => {
            "Take one of your free balls back into your reserve: any of them, even the one just placed. Taking back b2 opens your square again, to complete once more."
        }
        PylosReclaimFirstDone => "One ball is back in your reserve.",
        PylosReclaimSecond => "You may take back a second free ball, or press Done to stop at one.",
        PylosReclaimSecondDone => {
            "Dark completed its own square with c3 and took that ball back. Squares are the heart of Pylos: each one saves balls."
        }
        PylosKids => {
            "The kids' rules have no taking back: you only place and raise. The advanced rules add lines, in the next lesson."
        }
        PylosLineTitle => "Lines (advanced rules)",
        PylosLineSummary => "In the advanced rules a full line of your colour takes balls back too.",
        PylosLine => {
            "In the advanced rules a full row or column of your colour takes balls back like a square: four on the bottom level, three on level 2. Complete your row: place on d1."
        }
        PylosLineNotIt => "Legal, but d1 completes your row of four and takes balls back now.",
        PylosLineDone => "A full row: take balls back, as after a square.",
        PylosLineReclaim => "Take back one of your free balls; then you may take a second.",
        PylosLineReclaimDone => {
            "Lines count only straight across or straight up the board, never diagonally, and only on levels 1 and 2."
        }
        PylosEmptyTitle => "Running out",
        PylosEmptySummary => "Whoever runs out of balls loses.",
        PylosEmpty => {
            "Late in a game you have one ball left, Dark six. A player who ends a turn with an empty reserve loses at once, so placing your last ball would lose. Raise a free ball instead: d1 or a2."
        }
        PylosEmptyNotIt => {
            "That places your last ball: your reserve would be empty and you would lose at once. Raise one of your free balls instead."
        }
        PylosEmptyDone => "Saved, for now. Dark still has more balls than you: count them every turn.",
        PylosTop => {
            "The last ball on top would win. But with 29 balls on the board only one is left in the reserves, so the rival has run out and lost already: a game is won by running the rival out of balls. Place sparingly, raise when you can, make squares."
        }
        PylosGameTitle => "Your first game",
        PylosGameSummary => "A short game against the easy computer.",
        PylosGame => {
            "Now a whole game against the easy computer. Raise when you can, make squares and count the balls."
        }
        PylosGameDone => "That was a whole game of Pylos. The harder levels wait in New game.",
    })
}
