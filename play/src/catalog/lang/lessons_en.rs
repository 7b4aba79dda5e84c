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
        PyramidaClimbTitle => "Up the triangle",
        PyramidaClimbSummary => "The goal, and how a stone moves.",
        PyramidaWelcome => {
            "Welcome to Pyramida. The board is a triangle of 21 fields; you play White, your rival Black, with three stones each on the bottom row. Whoever first takes all three stones off over the top field, f6, wins."
        }
        PyramidaFirstMove => {
            "A stone moves one field diagonally, up or down. Your first move may not use a stone at an end of the bottom row, so a1 must wait: move e1 or i1 up."
        }
        PyramidaFirstMoveDone => {
            "Black answers with a first move of its own. Turns alternate, one move each."
        }
        PyramidaClimb => {
            "Keep climbing: move your stone on f2 up, to e3 or g3. A stone never goes onto a field that holds a stone of its own colour."
        }
        PyramidaClimbNotIt => {
            "That move is legal, but this step asks you to move the stone on f2 up, to e3 or g3: the top is reached by climbing."
        }
        PyramidaClimbDone => {
            "Every field above the bottom row has two fields below it and at most two above: each stone climbs towards f6 one diagonal step at a time."
        }
        PyramidaPushTitle => "Pushing back",
        PyramidaPushSummary => "Enter an enemy stone's field and it retreats below.",
        PyramidaPush => {
            "A stone may move onto a field that holds an enemy stone: that stone is pushed back to one of the two fields below it. Push Black's stone on e3 with your stone from f2."
        }
        PyramidaPushNotIt => {
            "That move is legal, but this step asks you to push: move from f2 onto Black's stone on e3."
        }
        PyramidaPushDone => {
            "Black chose where its stone retreated; the owner always does when both fields below are free. That retreat was Black's move, so it is your turn again."
        }
        PyramidaRetreat => {
            "Now Black has pushed your stone off e3. You choose where it retreats: d2 or f2. A stone that retreats onto an enemy stone pushes that one back in turn, and a stone on the bottom row cannot be pushed at all."
        }
        PyramidaRetreatDone => "Your retreat was your move: Black moves next.",
        PyramidaProtectTitle => "Protected stones",
        PyramidaProtectSummary => "A stone with another of its colour behind it is protected.",
        PyramidaPair => {
            "Black's stone on e3 has another Black stone, d4, right behind it on the same diagonal. Push e3 from f2 and see what that pair does."
        }
        PyramidaPairNotIt => {
            "That move is legal, but this step asks you to push Black's stone on e3 from f2, along the diagonal towards d4."
        }
        PyramidaPairDone => "Black's stone retreated, and it is your move again.",
        PyramidaProtected => {
            "The stone behind, d4, is protected now: your next move may not enter it. Try e3 to d4 and the rules refuse it; make any other move."
        }
        PyramidaProtectedDone => {
            "The protection lasts one move. Stones on the bottom row are safe too: they have nowhere to retreat, so they cannot be pushed."
        }
        PyramidaPassTitle => "Blocked stones and passing",
        PyramidaPassSummary => "A stone moving up onto an edge blocks the enemy stones there.",
        PyramidaBlocked => {
            "Black has moved up onto both edges, to b2 and h4: every one of your stones on those edges, a1, c3 and i3, is blocked and may not move until that Black stone moves down. You have no move, so you pass."
        }
        PyramidaBlockedDone => {
            "Black stepped down from b2, so a1 and c3 may move again. A player passes only with no legal move."
        }
        PyramidaRepeatTitle => "Repetition",
        PyramidaRepeatSummary => "The same position a third time is a draw.",
        PyramidaRepeat => {
            "Your stone has gone between h2 and g3 twice while Black's went between d2 and e3. Moving g3 back to h2 would bring this position back a third time, and that is a draw. Make another move."
        }
        PyramidaRepeatNotIt => {
            "g3 to h2 repeats the position for the third time: the game would end in a draw. Choose another move."
        }
        PyramidaRepeatDone => {
            "A game that only goes to and fro ends in a draw: to win, you have to move on."
        }
        PyramidaTopTitle => "Over the top",
        PyramidaTopSummary => "A stone that reaches f6 leaves the board; three of them win.",
        PyramidaTop => {
            "Your stone on e5 is one step from the top. Move it to f6: a stone that reaches the top leaves the board at once."
        }
        PyramidaTopNotIt => {
            "That move is legal, but from e5 your stone can go over the top now: move it to f6."
        }
        PyramidaTopDone => "One stone is over the top and can no longer be pushed back.",
        PyramidaLastStone => {
            "Later in the game: two of your stones are over the top, and the last is on e5. Move it to f6 to win."
        }
        PyramidaLastStoneDone => "All three stones over the top: you win.",
        PyramidaGameTitle => "Your first game",
        PyramidaGameSummary => "A short game against the easy computer.",
        PyramidaGame => {
            "Now a whole game against the easy computer. Climb, push Black's stones back down, and mind the edges."
        }
        PyramidaGameDone => {
            "That was a whole game of Pyramida. The harder levels wait in New game."
        }
        PyramidoTurnTitle => "A turn",
        PyramidoTurnSummary => "Place, tile and refill: the parts of a turn.",
        PyramidoWelcome => {
            "Welcome to Pyramido. Each player builds a pyramid of four floors from dominoes: 10 on floor 1, then 6, 3 and 1. Every domino is two coloured blocks, some with jewels; your points come from markers on areas of one colour with many jewels."
        }
        PyramidoFirstDomino => {
            "A turn starts by placing one of the three quarry dominoes on your floor. The first goes anywhere; every later one on floor 1 must share a full block edge with a block already placed, and the floor must fit in a 5 by 4 rectangle. Choose a domino and place it."
        }
        PyramidoFirstDominoDone => {
            "Placed. Where a block of the domino just placed shows a jewel of a colour whose marker you still hold, a marker must go on it; with one such block it goes there by itself."
        }
        PyramidoTile => {
            "Next you may cover one unmarked block of that domino with one of your three single tiles, either face up: each face is one colour with one jewel. Or keep your tiles and skip. Here, skip."
        }
        PyramidoTileDone => {
            "Tiles you keep break a tie at the end. A tile laid in a colour whose marker you still hold takes that marker."
        }
        PyramidoRefill => {
            "Quarry place 3 is empty. Refill it with the top domino of one of the two piles beside it, pile 3 or pile 4: the domino you take is the next one your rival may choose."
        }
        PyramidoRefillDone => {
            "Your turn is over, and your rival has played one: place, mark, tile, refill, every turn."
        }
        PyramidoMarkTitle => "Markers",
        PyramidoMarkSummary => "A marker on a jewel block scores its area.",
        PyramidoMark => {
            "Your domino's yellow block on f5 and aqua block on g5 both show a jewel, and you hold both markers: choose which block gets its marker. A marker scores the jewels of its area when the floor is scored."
        }
        PyramidoMarkDone => {
            "Each marker is used once a floor, so a colour's marker is worth keeping for a big area of that colour."
        }
        PyramidoScoreTitle => "Scoring a floor",
        PyramidoScoreSummary => "Areas times jewels, and the Mino bonus.",
        PyramidoScore => {
            "Floor 1 is complete for both players and has been scored, from above: an area is a group of touching quarters of one colour, and each of your markers scores one point for every jewel showing in its area."
        }
        PyramidoMino => {
            "Then the Mino bonus: your lowest-scoring marked area scores once more. A player with no marker scores nothing. The markers come back, and the player with the fewest points starts the next floor."
        }
        PyramidoUpperTitle => "The floors above",
        PyramidoUpperSummary => "Where a domino goes on floors 2 to 4.",
        PyramidoUpper => {
            "Floor 2 is smaller: a domino goes anywhere inside its outline, no contact needed, each block resting on a quarter of four blocks below. It may cover quarters below, jewels too, but not another domino of floor 2, and it may not reach beyond the outline. Place a domino."
        }
        PyramidoUpperDone => {
            "Jewels a higher block covers no longer count: areas are seen from above and run across floors."
        }
        PyramidoNoFitTitle => "No domino fits",
        PyramidoNoFitSummary => "Two single tiles instead of a domino.",
        PyramidoNoFit => {
            "No quarry domino fits your floor. Instead you put 2 of your single tiles into 2 empty positions of the floor, either face, without a marker; the quarry stays as it is. Put the first one."
        }
        PyramidoNoFitDone => {
            "A player who holds fewer than 2 single tiles when no domino fits loses at once: keep tiles in hand."
        }
        PyramidoEndTitle => "The end",
        PyramidoEndSummary => "Who wins, and how ties are broken.",
        PyramidoEnd => {
            "The game ends once floor 4 is scored. Most points wins; a tie goes to the player with the most unused single tiles, then to the best single floor, and after that the win is shared."
        }
        PyramidoGameTitle => "Your first game",
        PyramidoGameSummary => "A short game against the easy computer.",
        PyramidoGame => {
            "Now a whole game against the easy computer. Mark big areas with many jewels, and keep a tile or two in hand."
        }
        PyramidoGameDone => {
            "That was a whole game of Pyramido. The harder levels wait in New game."
        }
        PyramidoUpperNext => {
            "Your first domino of floor 2 lies on a2 and a3. The next may go anywhere else inside the outline, touching it or not, but not over it: a domino never covers another of its own floor. Place a domino."
        }
        PyramidoSecondDomino => {
            "Your second domino: every domino after the first on floor 1 must share a full block edge with a block already placed; touching at a corner is not enough, and the floor must still fit in a 5 by 4 rectangle. Place the yellow and aqua domino of quarry place 2 beside your first."
        }
        PyramidoSecondDominoNotIt => {
            "That domino would do in a game, but this step asks for the yellow and aqua domino of quarry place 2: the next step puts a marker on it."
        }
        PyramidoNoFitSecond => {
            "Now the second tile, into the last empty position, f3. It touches your marked brown block on e3, red on f2 and blue on g3, and the floor is scored right after this turn: choose the face that scores most."
        }
        PyramidoNoFitSecondNotIt => {
            "That scores less. A blue face on f3 joins your marked blue area on g3 and the blue block on f4 and adds its own jewel: two points, where brown or red add one and green none."
        }
    })
}
