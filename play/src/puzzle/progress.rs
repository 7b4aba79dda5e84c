//! How the player does at puzzles: each puzzle's result, the streak and a
//! rating. The apps keep it as one small JSON file with their data, like
//! the lessons' progress.
//!
//! The rating is Elo against the puzzle's grade, which stands for a fixed
//! rating ([`grade_rating`]): only a puzzle's first attempt counts, as 1
//! when solved cleanly (no wrong try, hint or solution) and 0 otherwise,
//! with K = 32. So a player who solves every easy puzzle settles near the
//! easy puzzles' rating plus a few hundred, and retrying a puzzle cannot
//! raise the rating.

use std::collections::BTreeMap;

use pyramids_core::game::GameKind;
use pyramids_core::puzzle::{Grade, Puzzle};
use serde::{Deserialize, Serialize};

use super::sets::puzzles;
use crate::progress_file;
pub use crate::progress_file::ProgressError;

/// The format written now; older ones load, newer ones are refused.
pub const PROGRESS_VERSION: u32 = 1;

/// A new player's rating.
pub const START_RATING: i32 = 1200;
/// The Elo factor.
const K: f64 = 32.0;

/// The rating a puzzle of a grade stands for.
pub fn grade_rating(grade: Grade) -> i32 {
    match grade {
        Grade::Easy => 1000,
        Grade::Medium => 1300,
        Grade::Hard => 1600,
    }
}

/// How one puzzle went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Attempt {
    /// Not solved: a wrong try, a hint or the solution.
    Failed,
    /// Solved after a wrong try or a hint.
    Solved,
    /// Solved with no wrong try, hint or solution.
    Clean,
}

/// A first attempt's effect on the rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated {
    pub before: i32,
    pub after: i32,
}

/// Solved puzzles and puzzles there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameCounts {
    pub solved: usize,
    pub total: usize,
}

fn start_rating() -> i32 {
    START_RATING
}

/// The player's puzzle progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The first attempt at each puzzle, by id.
    #[serde(default)]
    first: BTreeMap<String, Attempt>,
    /// The best attempt at each puzzle, by id.
    #[serde(default)]
    best: BTreeMap<String, Attempt>,
    /// Clean solves in a row (first attempts only).
    #[serde(default)]
    streak: u32,
    #[serde(default)]
    best_streak: u32,
    #[serde(default = "start_rating")]
    rating: i32,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            first: BTreeMap::new(),
            best: BTreeMap::new(),
            streak: 0,
            best_streak: 0,
            rating: START_RATING,
        }
    }
}

impl Progress {
    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        let progress: Progress = progress_file::read(text, PROGRESS_VERSION)?;
        // Results of puzzles an update dropped stay: a set can come back,
        // and the rating they made is the player's anyway.
        Ok(progress)
    }

    pub fn to_json(&self) -> String {
        progress_file::write(self, PROGRESS_VERSION)
    }

    /// How a puzzle went (call it whenever a session's attempt is settled
    /// or improves; repeating it changes nothing). The first attempt at a
    /// puzzle moves the rating and the streak, and what it did is returned;
    /// later ones only keep the best result.
    pub fn record(&mut self, puzzle: &Puzzle, attempt: Attempt) -> Option<Rated> {
        let best = self.best.entry(puzzle.id.clone()).or_insert(attempt);
        *best = (*best).max(attempt);
        if self.first.contains_key(&puzzle.id) {
            return None;
        }
        self.first.insert(puzzle.id.clone(), attempt);
        let before = self.rating;
        let score = if attempt == Attempt::Clean { 1.0 } else { 0.0 };
        let expected =
            1.0 / (1.0 + 10f64.powf(f64::from(grade_rating(puzzle.grade) - before) / 400.0));
        self.rating = before + (K * (score - expected)).round() as i32;
        if attempt == Attempt::Clean {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        Some(Rated {
            before,
            after: self.rating,
        })
    }

    /// The best result at a puzzle, if it was tried.
    pub fn result(&self, id: &str) -> Option<Attempt> {
        self.best.get(id).copied()
    }

    pub fn is_solved(&self, id: &str) -> bool {
        self.result(id).is_some_and(|a| a >= Attempt::Solved)
    }

    pub fn rating(&self) -> i32 {
        self.rating
    }

    pub fn streak(&self) -> u32 {
        self.streak
    }

    pub fn best_streak(&self) -> u32 {
        self.best_streak
    }

    /// Solved puzzles of a game (of one grade, or all for `None`).
    pub fn counts(&self, game: GameKind, grade: Option<Grade>) -> GameCounts {
        let all = puzzles(game, grade);
        GameCounts {
            solved: all.iter().filter(|p| self.is_solved(&p.id)).count(),
            total: all.len(),
        }
    }
}
