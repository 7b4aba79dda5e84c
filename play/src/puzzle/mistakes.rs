//! Learn from your mistakes: after a game's review, each of the player's
//! decisions marked a mistake or a blunder whose better move is exact (a
//! solved or proven value, not an estimate) becomes a puzzle: the position
//! before it, "find a better move". A try is judged against the value of
//! the move played in the game: better is solved, anything else is refuted.
//! Values are exact for Pyramida (the solved table) and proven for Pylos
//! (df-pn, where the review's search and a try's proof settle them);
//! Pyramido, which has no exact values, offers none ([`ExactGame`]).

use pyramids_core::error::IllegalAction;
use pyramids_core::game::{GameKind, Seat, SeatKind};
use pyramids_core::record::{Applied, GameRecord};
use pyramids_core::review::{exact_verdict, Review, Verdict};
use pyramids_core::search::ProvenValue;

use pyramids_core::puzzle::Grade;

use super::game::PuzzleGame;
use super::progress::Attempt;
use super::session::{Heading, PuzzleAnswer, PuzzleStatus, PuzzleView};
use super::Lost;
use crate::catalog::AnyAction;
use crate::interact::Place;
use crate::learn::LessonGame;

/// The review budget a game's mistakes are found with (nodes per decision,
/// deterministic): Pyramida reads its table and needs none; Pylos's search
/// proves the endgame's values within it (a game of 60 decisions in about a
/// second on the build machine).
pub const MISTAKE_REVIEW_NODES: u64 = 20_000;

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
/// exact or proven, in the order they were played. Where the review only
/// estimated a decision (Pylos before its endgame), the better move and the
/// game's are proven here ([`ExactGame::value`]); the decision stays only
/// if the proofs show a worse result for the game's move.
pub fn mistakes<G: ExactGame>(
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
            let moves = moves.get(..d.index)?.to_vec();
            let (verdict, played_value) = match (d.best_value.proven(), d.played_value.proven()) {
                (Some(_), Some(played)) => (d.verdict, played),
                _ => {
                    let at = replay::<G>(&moves)?;
                    let best = G::value(&at, better)?;
                    let played = G::value(&at, &d.played)?;
                    (exact_verdict(best, played).0, played)
                }
            };
            matches!(verdict, Verdict::Mistake | Verdict::Blunder).then(|| Mistake {
                game: G::KIND,
                moves,
                seat: d.seat,
                verdict,
                played: before.format_action(&d.played),
                played_value,
                better: before.format_action(better),
            })
        })
        .collect()
}

/// The game's position after `moves`, with the options lessons and
/// mistakes are played with; `None` if they do not replay.
fn replay<G: ExactGame>(moves: &[String]) -> Option<GameRecord<G>> {
    let options = G::lesson_options(None);
    let seats = vec![SeatKind::Human; G::new(&options, 0).seat_count()];
    let mut record = GameRecord::new(options, 0, seats);
    for m in moves {
        record.apply_notation(m).ok()?;
    }
    Some(record)
}

/// A game whose moves have exact or proven values: Pyramida's solved
/// table, Pylos's df-pn proofs.
pub trait ExactGame: LessonGame {
    /// The value of `action` for the mover in `record`'s position; `None`
    /// where nothing is proven (Pylos beyond the prover's budget).
    fn value(record: &GameRecord<Self>, action: &Self::Action) -> Option<ProvenValue>;
    /// `action`'s value together with the other side's best reply after
    /// it and what follows, from one proof: a wrong try is answered with
    /// both, and a Pylos proof costs tens of milliseconds.
    fn tried(record: &GameRecord<Self>, action: &Self::Action) -> Tried<Self::Action>;
}

/// What one proof says of a try: its value for the mover (`None` where
/// nothing is proven), the defender's reply and what follows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried<A> {
    pub value: Option<ProvenValue>,
    pub refutation: Option<A>,
    pub after: Lost,
}

impl<G: ExactGame + PuzzleGame> MistakeSession<G> {
    /// The place the better move starts from, to mark on the board. Asking
    /// settles it as found after help.
    pub fn hint(&mut self) -> Option<(AnyAction, Option<Place>)> {
        if self.solved || self.solution.is_some() {
            return None;
        }
        let better = self.better()?;
        self.tried_wrong = true;
        self.hint = Some((G::any_action(&better), G::hint_place(&better)));
        self.hint
    }
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
    start: GameRecord<G>,
    record: GameRecord<G>,
    answer: Option<PuzzleAnswer>,
    solved: bool,
    /// A wrong try, the hint or the solution: it is no longer found alone.
    tried_wrong: bool,
    hint: Option<(AnyAction, Option<Place>)>,
    /// The solution on show: the review's better move, and whether it was
    /// played.
    solution: Option<(G::Action, bool)>,
}

impl<G: ExactGame> MistakeSession<G> {
    /// `None` when the mistake's position does not replay in this game.
    pub fn new(mistake: &Mistake) -> Option<MistakeSession<G>> {
        if mistake.game != G::KIND {
            return None;
        }
        let record = replay::<G>(&mistake.moves)?;
        Some(MistakeSession {
            mistake: mistake.clone(),
            start: record.clone(),
            record,
            answer: None,
            solved: false,
            tried_wrong: false,
            hint: None,
            solution: None,
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
            hint: self.hint,
            floor: 0,
            solution: self
                .solution
                .iter()
                .map(|(better, _)| G::any_action(better))
                .collect(),
            status: match (&self.solution, self.solved) {
                (Some((_, played)), _) => PuzzleStatus::Solution {
                    step: usize::from(*played),
                    steps: 1,
                },
                (None, true) => PuzzleStatus::Solved,
                (None, false) => PuzzleStatus::Solving,
            },
            attempt: match (self.solved && self.solution.is_none(), self.tried_wrong) {
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

    /// The review's better move, typed (`None` if it does not read here,
    /// which a found mistake rules out).
    fn better(&self) -> Option<G::Action> {
        self.start.state().parse_action(&self.mistake.better).ok()
    }

    /// Shows the better move in words (`solution_step` plays it). It is no
    /// longer found alone, as after a puzzle's solution.
    pub fn show_solution(&mut self) -> Vec<AnyAction> {
        if self.solution.is_none() && !self.solved {
            if let Some(better) = self.better() {
                self.tried_wrong = true;
                self.answer = None;
                self.hint = None;
                self.solution = Some((better, false));
            }
        }
        self.view().solution
    }

    /// Plays the shown better move (nothing before it is shown, or twice).
    pub fn solution_step(&mut self) -> Vec<Applied<G>> {
        match &mut self.solution {
            Some((better, played @ false)) => {
                *played = true;
                let better = better.clone();
                self.record.apply(&better).into_iter().collect()
            }
            _ => Vec::new(),
        }
    }

    /// Back to the position before the mistake. How it went stays settled:
    /// found after help, never alone.
    pub fn retry(&mut self) {
        self.record = self.start.clone();
        self.answer = None;
        self.hint = None;
        self.solution = None;
        self.solved = false;
    }

    fn judge(&mut self, action: &G::Action) -> (PuzzleAnswer, Vec<Applied<G>>) {
        if self.solved || self.solution.is_some() {
            return (PuzzleAnswer::Finished, Vec::new());
        }
        match self.record.clone().apply(action) {
            Ok(_) => {}
            Err(IllegalAction::Rejected { problem, .. }) => {
                return (PuzzleAnswer::Refused(problem), Vec::new())
            }
            Err(IllegalAction::GameOver) => return (PuzzleAnswer::Finished, Vec::new()),
        }
        // Not proven better is not better: a try must show it beats the
        // game's move, as the review showed the game's move lost.
        let tried = G::tried(&self.record, action);
        let better = tried
            .value
            .is_some_and(|v| rank(v) > rank(self.mistake.played_value));
        if better {
            self.solved = true;
            let played = self.record.apply(action).into_iter().collect();
            return (PuzzleAnswer::Solved, played);
        }
        self.tried_wrong = true;
        (
            PuzzleAnswer::NotBetter {
                refutation: tried.refutation.as_ref().map(G::any_action),
                after: tried.after,
            },
            Vec::new(),
        )
    }
}
