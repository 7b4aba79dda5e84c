//! Lessons: each game taught by playing it, in a scripted order (the theme
//! and the goal, then the general rules, then the specifics), the same in
//! both apps and the terminal.
//!
//! A lesson is data ([`Lesson`]): a few steps, each setting up a position
//! from moves in notation played through the rules engine (so it is always
//! legal), saying what to do and why, pointing at the places that matter,
//! waiting for the player's decision, answering a wrong try and playing the
//! other side's scripted reply. [`LessonRun`] plays one; its texts are the
//! catalog's [`LessonKey`]s, so every language has every lesson.

mod progress;
mod pylos;
mod pyramida;
mod pyramido;
mod run;

#[cfg(test)]
mod tests;

pub use progress::{LessonCard, Progress, ProgressError, PROGRESS_VERSION};
pub use run::{Answer, LessonGame, LessonRun, LessonView, Waiting};

use pyramids_core::game::{GameKind, Level};

use crate::catalog::LessonKey;

/// One lesson: a short sequence of steps on one game and rules variant.
#[derive(Debug)]
pub struct Lesson {
    /// Stable name, kept in the saved progress (`pylos-place` …).
    pub id: &'static str,
    pub game: GameKind,
    /// The rules variant (`GameInfo.variants`), or `None` for the default.
    pub variant: Option<&'static str>,
    /// Drives any shuffling, so a lesson deals the same every time.
    pub seed: u64,
    pub title: LessonKey,
    /// What the lesson teaches, in a line (the lesson list).
    pub summary: LessonKey,
    pub steps: &'static [Step],
}

/// One step of a lesson.
#[derive(Debug)]
pub struct Step {
    pub setup: Setup,
    /// What to do now and why.
    pub say: LessonKey,
    /// The places the coach points at, in notation (`1b2`, `e3`, `q1` …).
    pub points: &'static [&'static str],
    pub task: Task,
    /// Said once the step is done, if anything is.
    pub praise: Option<LessonKey>,
}

/// Where a step starts.
#[derive(Debug)]
pub enum Setup {
    /// Where the previous step ended (after its expected decision and reply).
    Continue,
    /// These decisions from the start of a new game, in notation.
    Moves(&'static [&'static str]),
}

/// What a step waits for.
#[derive(Debug)]
pub enum Task {
    /// Nothing to play: the player reads, looks at the board, goes on.
    Read,
    /// One decision of the player's.
    Play(Play),
    /// A whole game against the computer, from the step's position.
    Game { level: Level },
}

/// One decision the step waits for.
#[derive(Debug)]
pub struct Play {
    /// The decisions that do what the step asks, in notation; the first is
    /// the one played when the step is skipped or resumed past.
    pub accept: &'static [&'static str],
    /// Any legal decision does (the step teaches how to play, not which
    /// move); `accept[0]` is still the one played when skipping.
    pub any: bool,
    /// The answer to a legal decision that is not one of `accept`: what it
    /// would cost (`None` only where `any` is set).
    pub not_it: Option<LessonKey>,
    /// The other side's decisions after it, one after the other; each is
    /// the first of its alternatives that is legal then.
    pub reply: &'static [&'static [&'static str]],
}

/// Every lesson of a game, in the order they are taught.
pub fn lessons(game: GameKind) -> &'static [Lesson] {
    match game {
        GameKind::Pylos => pylos::LESSONS,
        GameKind::Pyramida => pyramida::LESSONS,
        GameKind::Pyramido => pyramido::LESSONS,
    }
}

/// The lesson of a stable name.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida]
        .into_iter()
        .flat_map(lessons)
        .find(|l| l.id == id)
}
