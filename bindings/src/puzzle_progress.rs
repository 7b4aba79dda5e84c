//! `PuzzleProgress`: the player's puzzle results, streak and rating, the
//! daily puzzle and Home's Puzzles entry, worded.

use std::sync::{Arc, Mutex};

use pyramids_play::catalog::PuzzleKey;
use pyramids_play::puzzle::{self as play, words};

use super::{no_such_puzzle, PuzzleAttempt, PuzzleGrade};
use crate::catalog::TextCatalog;
use crate::error::{bad_progress, guard, lock, Result};
use crate::types::GameKind;

/// Solved puzzles and puzzles there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleCounts {
    pub solved: u32,
    pub total: u32,
}

/// A first attempt's effect on the rating, worded ("Rating 1208 (+8)").
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRated {
    pub before: i32,
    pub after: i32,
    pub text: String,
}

/// Home's Puzzles entry for one game: the app draws the label and the
/// lines and opens `next_puzzle` (or `daily`) on a tap.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleEntry {
    pub game: GameKind,
    /// "Puzzles": the entry's label.
    pub label: String,
    /// "Pyramida puzzles": the puzzle screen's title.
    pub title: String,
    /// "Solved: 3 of 300"; "No Pylos puzzles yet" for a game without a set.
    pub progress: String,
    /// "Rating 1208".
    pub rating: String,
    /// "Streak: 2 puzzles".
    pub streak: String,
    /// "Puzzle of the day".
    pub daily_label: String,
    pub counts: PuzzleCounts,
    /// The day's puzzle, and the one a tap on the entry opens (null for a
    /// game without a set).
    pub daily: Option<String>,
    pub next_puzzle: Option<String>,
}

/// What the player has done at puzzles. The app keeps `to_json()` in one
/// file with its data (written atomically, as a save) and reads it back
/// with `from_json`.
#[derive(uniffi::Object)]
pub struct PuzzleProgress {
    inner: Mutex<play::Progress>,
}

#[uniffi::export]
impl PuzzleProgress {
    /// No puzzle tried (first launch).
    #[uniffi::constructor]
    pub fn empty() -> Arc<Self> {
        Arc::new(PuzzleProgress {
            inner: Mutex::new(play::Progress::default()),
        })
    }

    /// A progress file. A damaged one fails `BadSave { Malformed }`, one
    /// written by a newer version `BadSave { NewerVersion }`: keep the file
    /// and start from `empty()` for this run rather than overwrite it.
    #[uniffi::constructor]
    pub fn from_json(text: String) -> Result<Arc<Self>> {
        guard(|| {
            let progress =
                play::Progress::from_json(&text).map_err(|e| bad_progress(e, "puzzle progress"))?;
            Ok(Arc::new(PuzzleProgress {
                inner: Mutex::new(progress),
            }))
        })
    }

    pub fn to_json(&self) -> String {
        lock(&self.inner).to_json()
    }

    /// How a puzzle went (`PuzzleScreen.attempt`, whenever it is set or
    /// changes; repeating it changes nothing). The first attempt at a
    /// puzzle moves the rating and the streak and returns what it did.
    pub fn record(
        &self,
        puzzle_id: String,
        attempt: PuzzleAttempt,
        catalog: Arc<TextCatalog>,
    ) -> Result<Option<PuzzleRated>> {
        guard(|| {
            let puzzle = play::puzzle(&puzzle_id).ok_or_else(|| no_such_puzzle(&puzzle_id))?;
            Ok(lock(&self.inner)
                .record(puzzle, attempt.play())
                .map(|r| PuzzleRated {
                    before: r.before,
                    after: r.after,
                    text: words::rating_change(&catalog.inner, r),
                }))
        })
    }

    /// The best result at a puzzle, if it was tried.
    pub fn result(&self, puzzle_id: String) -> Option<PuzzleAttempt> {
        lock(&self.inner)
            .result(&puzzle_id)
            .map(PuzzleAttempt::from_play)
    }

    pub fn rating(&self) -> i32 {
        lock(&self.inner).rating()
    }

    pub fn streak(&self) -> u32 {
        lock(&self.inner).streak()
    }

    pub fn best_streak(&self) -> u32 {
        lock(&self.inner).best_streak()
    }

    /// Solved puzzles of a game, of one grade or of all (`null`).
    pub fn counts(&self, game: GameKind, grade: Option<PuzzleGrade>) -> PuzzleCounts {
        let c = lock(&self.inner).counts(game, grade.map(PuzzleGrade::core));
        PuzzleCounts {
            solved: c.solved as u32,
            total: c.total as u32,
        }
    }

    /// The puzzle Next opens after `after` (null: from the start): the next
    /// unsolved one of the grade in the set's order, going round.
    pub fn next_puzzle(
        &self,
        game: GameKind,
        grade: Option<PuzzleGrade>,
        after: Option<String>,
    ) -> Option<String> {
        let progress = lock(&self.inner);
        play::next_puzzle(game, grade.map(PuzzleGrade::core), after.as_deref(), |id| {
            progress.is_solved(id)
        })
        .map(|p| p.id.clone())
    }

    /// The puzzle of a day (the device's local date): the same on every
    /// device that day.
    pub fn daily(&self, game: GameKind, year: i32, month: u32, day: u32) -> Option<String> {
        play::daily(game, play::days_from_civil(year, month, day)).map(|p| p.id.clone())
    }

    /// Home's Puzzles entry for `game` on a day.
    pub fn entry(
        &self,
        game: GameKind,
        year: i32,
        month: u32,
        day: u32,
        catalog: Arc<TextCatalog>,
    ) -> PuzzleEntry {
        let c = &catalog.inner;
        let counts = self.counts(game, None);
        let name = c.game_name(game);
        let progress = lock(&self.inner);
        PuzzleEntry {
            game,
            label: c.text(PuzzleKey::Puzzles, &[]),
            title: c.text(PuzzleKey::PuzzlesTitle, std::slice::from_ref(&name)),
            progress: if counts.total == 0 {
                c.text(PuzzleKey::PuzzleNoneYet, &[name])
            } else {
                c.text(
                    PuzzleKey::PuzzlesSolved,
                    &[counts.solved.to_string(), counts.total.to_string()],
                )
            },
            rating: c.text(PuzzleKey::PuzzleRating, &[progress.rating().to_string()]),
            streak: c.plural(PuzzleKey::PuzzleStreak, i64::from(progress.streak()), &[]),
            daily_label: c.text(PuzzleKey::PuzzleDaily, &[]),
            counts,
            daily: self.daily(game, year, month, day),
            next_puzzle: play::next_puzzle(game, None, None, |id| progress.is_solved(id))
                .map(|p| p.id.clone()),
        }
    }
}
