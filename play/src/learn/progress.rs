//! What a player has learnt: the lessons done, where a lesson was left, and
//! whether the first-launch offer was declined. The apps keep it as one
//! small JSON file with their data; an update that renames or drops a
//! lesson keeps the rest.

use std::collections::{BTreeMap, BTreeSet};

use pyramids_core::game::GameKind;
use serde::{Deserialize, Serialize};

use super::{lesson, lessons, Lesson};
use crate::catalog::LessonKey;
use crate::progress_file;
pub use crate::progress_file::ProgressError;

/// The format written now; older ones load, newer ones are refused.
pub const PROGRESS_VERSION: u32 = 1;

/// The player's progress through every game's lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Lessons played to their end, by id.
    #[serde(default)]
    done: BTreeSet<String>,
    /// Lessons left before their end: the step to resume at.
    #[serde(default)]
    resume: BTreeMap<String, usize>,
    /// Games whose first-launch offer the player turned down, by name.
    #[serde(default)]
    declined: BTreeSet<String>,
}

/// One lesson as the lesson list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonCard {
    pub id: &'static str,
    /// 1-based, as listed.
    pub number: usize,
    pub title: LessonKey,
    pub summary: LessonKey,
    pub steps: usize,
    pub done: bool,
    /// The step a left lesson resumes at.
    pub resume_step: Option<usize>,
}

impl Progress {
    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        let mut progress: Progress = progress_file::read(text, PROGRESS_VERSION)?;
        // Lessons an update dropped are forgotten; the rest is kept.
        progress.done.retain(|id| lesson(id).is_some());
        progress
            .resume
            .retain(|id, step| lesson(id).is_some_and(|l| *step > 0 && *step < l.steps.len()));
        Ok(progress)
    }

    pub fn to_json(&self) -> String {
        progress_file::write(self, PROGRESS_VERSION)
    }

    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }

    /// A lesson played to its end.
    pub fn finished(&mut self, id: &str) {
        if lesson(id).is_some() {
            self.done.insert(id.to_string());
            self.resume.remove(id);
        }
    }

    /// A lesson left at `step` (0: from the start again).
    pub fn left(&mut self, id: &str, step: usize) {
        match lesson(id) {
            Some(l) if step > 0 && step < l.steps.len() => {
                self.resume.insert(id.to_string(), step);
            }
            _ => {
                self.resume.remove(id);
            }
        }
    }

    /// Where a lesson resumes: the step it was left at, or its start.
    pub fn resume_step(&self, id: &str) -> usize {
        self.resume.get(id).copied().unwrap_or(0)
    }

    /// Lessons done and lessons there are, for Home's Learn entry.
    pub fn counts(&self, game: GameKind) -> (usize, usize) {
        let all = lessons(game);
        (all.iter().filter(|l| self.is_done(l.id)).count(), all.len())
    }

    /// The lesson Learn opens: a left one, else the first not done, else
    /// the first.
    pub fn next_lesson(&self, game: GameKind) -> Option<&'static Lesson> {
        let all = lessons(game);
        all.iter()
            .find(|l| self.resume.contains_key(l.id))
            .or_else(|| all.iter().find(|l| !self.is_done(l.id)))
            .or_else(|| all.first())
    }

    /// Whether to offer the lessons when a game is first chosen: it has
    /// some, none is begun or done, and the offer was not turned down.
    pub fn offers(&self, game: GameKind) -> bool {
        let all = lessons(game);
        !all.is_empty()
            && !self.declined.contains(game.name())
            && all
                .iter()
                .all(|l| !self.is_done(l.id) && !self.resume.contains_key(l.id))
    }

    pub fn decline_offer(&mut self, game: GameKind) {
        self.declined.insert(game.name().to_string());
    }

    /// The lesson list of a game.
    pub fn cards(&self, game: GameKind) -> Vec<LessonCard> {
        lessons(game)
            .iter()
            .enumerate()
            .map(|(i, l)| LessonCard {
                id: l.id,
                number: i + 1,
                title: l.title,
                summary: l.summary,
                steps: l.steps.len(),
                done: self.is_done(l.id),
                resume_step: self.resume.get(l.id).copied(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_a_file_of_this_version_loads_as_written() {
        let mut p = Progress::default();
        p.finished("pylos-place");
        p.left("pylos-square", 2);
        p.decline_offer(GameKind::Pyramido);
        assert_eq!(Progress::from_json(&p.to_json()), Ok(p.clone()));
        // The file as this version writes it, kept literally so a change
        // of format that would lose a player's progress fails here.
        let written = r#"{"version":1,"done":["pylos-place"],"resume":{"pylos-square":2},"declined":["pyramido"]}"#;
        assert_eq!(p.to_json(), written);
        assert_eq!(Progress::from_json(written), Ok(p));
    }

    #[test]
    fn damaged_newer_and_partial_files() {
        assert_eq!(Progress::from_json("{"), Err(ProgressError::Unreadable));
        assert_eq!(Progress::from_json("{}"), Err(ProgressError::Unreadable));
        assert_eq!(
            Progress::from_json(r#"{"version":2,"done":[]}"#),
            Err(ProgressError::NewerVersion { version: 2 })
        );
        assert_eq!(
            Progress::from_json(r#"{"version":1,"done":"pylos-place"}"#),
            Err(ProgressError::Unreadable)
        );
        // Missing parts are empty; lessons an update dropped and steps past
        // a lesson's end are forgotten, the rest kept.
        let p = Progress::from_json(
            r#"{"version":1,"done":["pylos-place","gone-lesson"],"resume":{"pylos-raise":99,"pylos-square":1}}"#,
        )
        .unwrap();
        assert!(p.is_done("pylos-place") && !p.is_done("gone-lesson"));
        assert_eq!(p.resume_step("pylos-raise"), 0);
        assert_eq!(p.resume_step("pylos-square"), 1);
    }

    #[test]
    fn counts_next_lesson_offer_and_cards() {
        let mut p = Progress::default();
        let total = lessons(GameKind::Pylos).len();
        assert_eq!(p.counts(GameKind::Pylos), (0, total));
        assert!(p.offers(GameKind::Pylos));
        assert_eq!(
            p.next_lesson(GameKind::Pylos).map(|l| l.id),
            Some("pylos-place")
        );
        p.finished("pylos-place");
        assert!(!p.offers(GameKind::Pylos), "begun: no offer");
        assert_eq!(
            p.next_lesson(GameKind::Pylos).map(|l| l.id),
            Some("pylos-raise")
        );
        p.left("pylos-square", 1);
        assert_eq!(
            p.next_lesson(GameKind::Pylos).map(|l| l.id),
            Some("pylos-square")
        );
        p.finished("pylos-square");
        assert_eq!(p.resume_step("pylos-square"), 0);
        assert_eq!(p.counts(GameKind::Pylos), (2, total));
        let cards = p.cards(GameKind::Pylos);
        assert_eq!(cards.len(), total);
        assert_eq!((cards[0].number, cards[0].done), (1, true));
        assert_eq!((cards[1].id, cards[1].done), ("pylos-raise", false));
        p.left("pylos-raise", 0);
        assert_eq!(p.cards(GameKind::Pylos)[1].resume_step, None);
        let mut fresh = Progress::default();
        fresh.decline_offer(GameKind::Pylos);
        assert!(!fresh.offers(GameKind::Pylos));
        for l in lessons(GameKind::Pylos) {
            fresh.finished(l.id);
        }
        assert_eq!(
            fresh.next_lesson(GameKind::Pylos).map(|l| l.id),
            Some("pylos-place")
        );
    }
}
