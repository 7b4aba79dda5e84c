//! Learn from your mistakes: after a game's review, each of the player's
//! decisions marked a mistake or a blunder whose better move is exact (a
//! solved or proven value, not an estimate) becomes a puzzle: the position
//! before it, "find a better move". A try is judged against the value of
//! the move played in the game: better is solved, anything else is refuted.
//! Exact values exist for Pyramida (the solved table); other games offer
//! their mistakes once they can value a move exactly ([`ExactGame`]).

use pyramids_core::error::IllegalAction;
use pyramids_core::game::{Game, GameKind, Seat, SeatKind};
use pyramids_core::record::{Applied, GameRecord};
use pyramids_core::review::{Review, Verdict};
use pyramids_core::search::ProvenValue;

use pyramids_core::puzzle::Grade;

use super::progress::Attempt;
use super::session::{Heading, PuzzleAnswer, PuzzleStatus, PuzzleView};
use super::Lost;
use crate::learn::LessonGame;

/// One of the player's decisions worth playing again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub game: GameKind,
    /// The decisions from the start to the position before it.
    pub moves: Vec<String>,
    pub seat: Seat,
    pub verdict: Verdict,
    /// The decision played in the game, and what it was worth to the mover.
    pub played: String,
    pub played_value: ProvenValue,
    /// The review's better decision.
    pub better: String,
}

/// `seat`'s mistakes and blunders in a reviewed game whose better move is
/// exact, in the order they were played.
pub fn mistakes<G: Game>(
    record: &GameRecord<G>,
    review: &Review<G::Action>,
    seat: Seat,
) -> Vec<Mistake> {
    let moves = record.history_notation();
    review
        .decisions
        .iter()
        .filter(|d| d.seat == seat && matches!(d.verdict, Verdict::Mistake | Verdict::Blunder))
        .filter_map(|d| {
            let before = record.state_at(d.index)?;
            let better = d.best.as_ref()?;
            d.best_value.proven()?;
            Some(Mistake {
                game: G::KIND,
                moves: moves.get(..d.index)?.to_vec(),
                seat: d.seat,
                verdict: d.verdict,
                played: before.format_action(&d.played),
                played_value: d.played_value.proven()?,
                better: before.format_action(better),
            })
        })
        .collect()
}

/// A game whose moves have exact values.
pub trait ExactGame: LessonGame {
    /// The value of `action` for the mover in `record`'s position.
    fn value(record: &GameRecord<Self>, action: &Self::Action) -> ProvenValue;
    /// The other side's best reply after `action`, and what follows it.
    fn refute(record: &GameRecord<Self>, action: &Self::Action) -> (Option<Self::Action>, Lost);
}

/// Orders values for the mover: a faster win is better, a slower loss too.
fn rank(v: ProvenValue) -> i64 {
    match v {
        ProvenValue::Win(d) => 1_000_000 - i64::from(d),
        ProvenValue::Draw => 0,
        ProvenValue::Loss(d) => -1_000_000 + i64::from(d),
    }
}

/// One mistake being played again.
#[derive(Clone, Debug)]
pub struct MistakeSession<G: ExactGame> {
    mistake: Mistake,
    record: GameRecord<G>,
    answer: Option<PuzzleAnswer>,
    solved: bool,
    tried_wrong: bool,
}

impl<G: ExactGame> MistakeSession<G> {
    /// `None` when the mistake's position does not replay in this game.
    pub fn new(mistake: &Mistake) -> Option<MistakeSession<G>> {
        if mistake.game != G::KIND {
            return None;
        }
        let options = G::lesson_options(None);
        let seats = vec![SeatKind::Human; G::new(&options, 0).seat_count()];
        let mut record = GameRecord::new(options, 0, seats);
        for m in &mistake.moves {
            record.apply_notation(m).ok()?;
        }
        Some(MistakeSession {
            mistake: mistake.clone(),
            record,
            answer: None,
            solved: false,
            tried_wrong: false,
        })
    }

    pub fn record(&self) -> &GameRecord<G> {
        &self.record
    }

    pub fn mistake(&self) -> &Mistake {
        &self.mistake
    }

    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// Whether it was found without a wrong try.
    pub fn clean(&self) -> bool {
        self.solved && !self.tried_wrong
    }

    pub fn answer(&self) -> Option<&PuzzleAnswer> {
        self.answer.as_ref()
    }

    /// The panel as a puzzle's ([`super::words`] words it): "find a better
    /// move", the last answer, solved or not.
    pub fn view(&self) -> PuzzleView {
        let seat = self.mistake.seat;
        PuzzleView {
            id: String::new(),
            game: G::KIND,
            grade: Grade::Medium,
            heading: Heading::BetterMove { seat },
            solver: seat,
            defender: (seat + 1) % self.record.seats().len().max(1),
            moves_left: u32::from(!self.solved),
            answer: self.answer.clone(),
            hint: None,
            floor: 0,
            solution: Vec::new(),
            status: if self.solved {
                PuzzleStatus::Solved
            } else {
                PuzzleStatus::Solving
            },
            attempt: match (self.solved, self.tried_wrong) {
                (true, false) => Some(Attempt::Clean),
                (true, true) => Some(Attempt::Solved),
                (false, true) => Some(Attempt::Failed),
                (false, false) => None,
            },
        }
    }

    /// A try: the rules first, then its exact value against the game's
    /// move. A better one is played and solves it; any other changes
    /// nothing and is refuted.
    pub fn try_action(&mut self, action: &G::Action) -> (PuzzleAnswer, Vec<Applied<G>>) {
        let (answer, played) = self.judge(action);
        self.answer = Some(answer.clone());
        (answer, played)
    }

    fn judge(&mut self, action: &G::Action) -> (PuzzleAnswer, Vec<Applied<G>>) {
        if self.solved {
            return (PuzzleAnswer::Finished, Vec::new());
        }
        match self.record.clone().apply(action) {
            Ok(_) => {}
            Err(IllegalAction::Rejected { problem, .. }) => {
                return (PuzzleAnswer::Refused(problem), Vec::new())
            }
            Err(IllegalAction::GameOver) => return (PuzzleAnswer::Finished, Vec::new()),
        }
        if rank(G::value(&self.record, action)) > rank(self.mistake.played_value) {
            self.solved = true;
            let played = self.record.apply(action).into_iter().collect();
            return (PuzzleAnswer::Solved, played);
        }
        self.tried_wrong = true;
        let (refutation, after) = G::refute(&self.record, action);
        (
            PuzzleAnswer::NotBetter {
                refutation: refutation.as_ref().map(G::any_action),
                after,
            },
            Vec::new(),
        )
    }
}
