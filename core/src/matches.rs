//! AI-versus-AI matches for any game: seats rotate between games so every
//! level sits in every seat equally often. Used by the CLI's `match`
//! command and by the strength tests (with node budgets, deterministic).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::ai::{AiRequest, GameAi};
use crate::game::{Level, Outcome, SeatKind};
use crate::record::GameRecord;
use crate::rng::splitmix64;

/// How the AI seats of a match think: a node cap (deterministic) or a time
/// budget per decision.
#[derive(Clone, Debug, Default)]
pub struct MatchBudget {
    pub time_ms: Option<u64>,
    pub max_nodes: Option<u64>,
}

/// One entry's results over a match.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LevelStats {
    pub level: Option<Level>,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Wins, shared wins and draws counted as fractions.
    pub share: f64,
    pub score_sum: f64,
    pub scored: u32,
}

impl LevelStats {
    pub fn win_rate(&self, games: usize) -> f64 {
        if games == 0 {
            0.0
        } else {
            self.share / games as f64
        }
    }
    /// Mean final score, for games that score.
    pub fn mean_score(&self) -> Option<f64> {
        (self.scored > 0).then(|| self.score_sum / f64::from(self.scored))
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchReport {
    pub games: usize,
    /// One entry per level passed in, in that order.
    pub stats: Vec<LevelStats>,
    pub decisions: u64,
    pub turns: u64,
}

impl MatchReport {
    pub fn mean_decisions(&self) -> f64 {
        self.decisions as f64 / self.games.max(1) as f64
    }
    pub fn mean_turns(&self) -> f64 {
        self.turns as f64 / self.games.max(1) as f64
    }
}

/// The settings of a match.
#[derive(Clone, Debug)]
pub struct MatchSetup<G: GameAi> {
    pub options: G::Options,
    pub levels: Vec<Level>,
    pub games: usize,
    pub seed: u64,
    pub budget: MatchBudget,
    /// Decisions after which a game is a draw.
    pub max_plies: u32,
    pub threads: usize,
}

/// One finished game: the record and the number of turns (changes of the
/// player to move).
pub fn play_game<G: GameAi>(
    options: &G::Options,
    seats: &[Level],
    seed: u64,
    budget: &MatchBudget,
    max_plies: u32,
) -> (GameRecord<G>, u64) {
    let kinds = seats.iter().map(|l| SeatKind::Ai(*l)).collect();
    let mut record =
        GameRecord::<G>::new(options.clone(), seed, kinds).with_max_plies(Some(max_plies));
    let mut turns = 0;
    while !record.outcome().is_over() {
        let mover = record.to_move();
        let request = AiRequest {
            level: seats[mover],
            time_ms: budget.time_ms,
            max_nodes: budget.max_nodes,
            seed: splitmix64(seed ^ (record.ply() as u64).wrapping_mul(0x9E37_79B9)),
            cancel: None,
        };
        let Ok(choice) = record
            .state()
            .choose(&record.repetition_history(), &request)
        else {
            break;
        };
        if record.apply(&choice.action).is_err() {
            break;
        }
        if record.to_move() != mover {
            turns += 1;
        }
    }
    (record, turns)
}

/// Plays the match; `on_game` sees each finished game (index, outcome, decisions).
pub fn play_match<G: GameAi>(
    setup: &MatchSetup<G>,
    on_game: &(dyn Fn(usize, &Outcome, usize) + Sync),
) -> MatchReport {
    let n = setup.levels.len();
    let report = Mutex::new(MatchReport {
        games: setup.games,
        stats: setup
            .levels
            .iter()
            .map(|l| LevelStats {
                level: Some(*l),
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    });
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..setup.threads.max(1) {
            scope.spawn(|| loop {
                let game = next.fetch_add(1, Ordering::Relaxed);
                if game >= setup.games {
                    break;
                }
                // Entry i sits in seat (i + game) % n.
                let seat_of = |entry: usize| (entry + game) % n;
                let mut seats = vec![Level::Random; n];
                for (entry, level) in setup.levels.iter().enumerate() {
                    seats[seat_of(entry)] = *level;
                }
                let seed = splitmix64(setup.seed.wrapping_add(game as u64));
                let (record, turns) =
                    play_game::<G>(&setup.options, &seats, seed, &setup.budget, setup.max_plies);
                let outcome = record.outcome();
                on_game(game, &outcome, record.ply());
                let mut r = report.lock().unwrap_or_else(|e| e.into_inner());
                r.decisions += record.ply() as u64;
                r.turns += turns;
                for entry in 0..n {
                    let seat = seat_of(entry);
                    let share = outcome.share_of(seat, n);
                    let s = &mut r.stats[entry];
                    s.share += share;
                    match &outcome {
                        Outcome::Draw { .. } | Outcome::Ongoing => s.draws += 1,
                        _ if share > 0.0 => s.wins += 1,
                        _ => s.losses += 1,
                    }
                    if let Some(score) = record.state().score(seat) {
                        s.score_sum += f64::from(score);
                        s.scored += 1;
                    }
                }
            });
        }
    });
    report.into_inner().unwrap_or_else(|e| e.into_inner())
}
