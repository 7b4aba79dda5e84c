//! The lessons (`pyramids_play::learn`) for the apps. A `LessonController`
//! plays one lesson on a `GameSession` of its own, which the app draws and
//! hit-tests as any game's (`BoardInteraction.lesson` on it hands each
//! completed selection back instead of playing it, and offers no Undo, Redo
//! or Hint); the app passes that decision to `try_action`, shows the coach panel from `screen`, and plays
//! a closing game on `game_session` through a `TurnController`.
//! `LearnProgress` is what the player has learnt, kept by the app as one
//! JSON file with its data.

use std::sync::{Arc, Mutex};

use pyramids_core::error::RuleProblem;
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;
use pyramids_play::catalog::{LessonKey, TextKey};
use pyramids_play::learn::{self as play, Answer, LessonGame, LessonRun, Waiting};

use crate::adapter::{per_game, FfiGame};
use crate::catalog::TextCatalog;
use crate::error::{bad_progress, guard, lock, OptionsProblem, PyramidsError, Result};
use crate::interact::BoardPlace;
use crate::session::GameSession;
use crate::types::{AiLevel, GameAction, GameEvent, GameKind};

/// What the lesson waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LessonWaiting {
    /// The player's decision on the board.
    Decision,
    /// The player to go on (Next): a step to read, or one just done.
    Next,
    /// A game against the computer at `level`: play `game_session()`
    /// through a `TurnController`, then call `game_ended()`.
    Game { level: AiLevel },
    /// The lesson is over.
    Finished,
}

/// The lesson's answer to the last try.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LessonAnswer {
    /// The rules refuse it; nothing changed.
    Refused { problem: RuleProblem },
    /// Legal, but not what the step asks; nothing changed.
    NotIt,
    /// The board's game is over.
    GameOver,
    /// Done.
    Right,
}

/// The coach panel's words, in the catalog's language.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonText {
    /// "Raising a ball".
    pub title: String,
    /// "Step 2 of 3".
    pub step: String,
    /// What to do now and why (once finished: the lesson's last words).
    pub say: String,
    /// The answer to the last try: why it was refused, what it would cost,
    /// or the step's praise.
    pub answer: Option<String>,
    pub next: String,
    pub skip: String,
    pub restart: String,
    pub leave: String,
    /// "Lesson complete" once finished.
    pub complete: Option<String>,
    /// "Look at b1 (level 2), a1 (level 1)." for the points (a screen
    /// reader's words for what the board marks); none without points.
    pub look_at: Option<String>,
}

/// What the coach panel and the board show now.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonScreen {
    pub lesson_id: String,
    pub game: GameKind,
    /// 1-based, as the lesson list counts.
    pub number: u32,
    /// 0-based.
    pub step: u32,
    pub steps: u32,
    /// The places the coach points at: the panel must not cover them.
    pub points: Vec<BoardPlace>,
    pub answer: Option<LessonAnswer>,
    pub waiting: LessonWaiting,
    pub text: LessonText,
}

/// A try's result: the screen, and what was played (the player's decision
/// and the scripted reply) to animate, in order.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct LessonUpdate {
    pub screen: LessonScreen,
    pub played: Vec<GameAction>,
    pub events: Vec<GameEvent>,
}

enum AnyRun {
    Pylos(LessonRun<Pylos>),
    Pyramida(LessonRun<Pyramida>),
    Pyramido(LessonRun<Pyramido>),
}

/// One lesson being played.
#[derive(uniffi::Object)]
pub struct LessonController {
    session: Arc<GameSession>,
    run: Mutex<AnyRun>,
}

fn no_such_lesson(id: &str) -> PyramidsError {
    PyramidsError::bad_options(
        OptionsProblem::NoSuchLesson {
            id: crate::error::clip(id),
        },
        format!("there is no lesson {:?}", crate::error::clip(id)),
    )
}

impl LessonController {
    fn record_of<G: FfiGame + LessonGame>(run: &LessonRun<G>) -> crate::session::AnyRecord {
        G::wrap(run.record().clone())
    }

    /// The session shows the lesson's position after every change.
    fn sync(&self, run: &AnyRun) {
        let record = per_game!(AnyRun, run, |r, G| Self::record_of::<G>(r));
        let taught = per_game!(AnyRun, run, |r, G| Self::taught_of::<G>(r));
        self.session.replace_record_teaching(record, taught);
    }

    fn taught_of<G: FfiGame + LessonGame>(run: &LessonRun<G>) -> Vec<String> {
        let state = run.record().state();
        run.taught()
            .iter()
            .map(|a| state.format_action(a))
            .collect()
    }

    fn screen_of<G: FfiGame + LessonGame>(
        run: &LessonRun<G>,
        catalog: &TextCatalog,
    ) -> LessonScreen {
        let view = run.view();
        let lesson = run.lesson();
        let c = &catalog.inner;
        let number = play::lessons(G::KIND)
            .iter()
            .position(|l| l.id == lesson.id)
            .map_or(0, |i| i + 1);
        let answer_text = view.answer.as_ref().and_then(|a| match a {
            // The rules' problem is a phrase; the panel shows it standing
            // alone, so it goes into the game's own refusal sentence.
            Answer::Refused(problem) => Some(c.text(TextKey::Illegal, &[c.rule_problem(problem)])),
            Answer::NotIt(key) => Some(c.text(*key, &[])),
            Answer::GameOver => Some(c.text(TextKey::GameOver, &[])),
            Answer::Right { praise } => praise.map(|k| c.text(k, &[])),
        });
        let finished = view.waiting == Waiting::Finished;
        let text = LessonText {
            title: c.text(lesson.title, &[]),
            step: c.text(
                LessonKey::LessonStep,
                &[
                    (view.step.min(view.steps.saturating_sub(1)) + 1).to_string(),
                    view.steps.to_string(),
                ],
            ),
            say: c.text(view.say, &[]),
            answer: answer_text,
            next: c.text(
                if finished {
                    LessonKey::LessonNextLesson
                } else {
                    LessonKey::LessonNext
                },
                &[],
            ),
            skip: c.text(LessonKey::LessonSkip, &[]),
            restart: c.text(LessonKey::LessonRestart, &[]),
            leave: c.text(LessonKey::LessonLeave, &[]),
            complete: finished.then(|| c.text(LessonKey::LessonComplete, &[])),
            look_at: Self::look_at(run, &view.points, c),
        };
        LessonScreen {
            lesson_id: lesson.id.to_string(),
            game: G::FFI_KIND,
            number: number as u32,
            step: view.step as u32,
            steps: view.steps as u32,
            points: view.points.into_iter().map(BoardPlace::from_play).collect(),
            answer: view.answer.map(|a| match a {
                Answer::Refused(problem) => LessonAnswer::Refused { problem },
                Answer::NotIt(_) => LessonAnswer::NotIt,
                Answer::GameOver => LessonAnswer::GameOver,
                Answer::Right { .. } => LessonAnswer::Right,
            }),
            waiting: match view.waiting {
                Waiting::Decision => LessonWaiting::Decision,
                Waiting::Next => LessonWaiting::Next,
                Waiting::Game { level } => LessonWaiting::Game { level },
                Waiting::Finished => LessonWaiting::Finished,
            },
            text,
        }
    }

    /// The points in words, as the terminal's lessons say them; a
    /// Pyramido cell is on the floor being built.
    fn look_at<G: FfiGame + LessonGame>(
        run: &LessonRun<G>,
        points: &[pyramids_play::interact::Place],
        c: &pyramids_play::catalog::Catalog,
    ) -> Option<String> {
        use pyramids_play::interact::Place;
        if points.is_empty() {
            return None;
        }
        let state: &dyn std::any::Any = run.record().state();
        let floor = state.downcast_ref::<Pyramido>().map_or(1, |s| s.floor());
        let places: Vec<String> = points
            .iter()
            .map(|&p| match p {
                Place::Pylos(pos) => c.pylos_place(pos),
                other => c.place_name(other, floor),
            })
            .collect();
        // Cell names hold a comma ("Floor 1, e4"), so they are set apart.
        let sep = if places.iter().any(|p| p.contains(',')) {
            "; "
        } else {
            ", "
        };
        Some(c.text(LessonKey::LessonLookAt, &[places.join(sep)]))
    }

    fn try_with<G: FfiGame + LessonGame>(
        run: &mut LessonRun<G>,
        action: &GameAction,
    ) -> Result<(Vec<GameAction>, Vec<GameEvent>)> {
        let state = run.record().state().clone();
        let typed = G::from_detail(&state, &action.detail)
            .map_err(|expected| PyramidsError::unreadable(&action.notation, expected))?;
        let played = run.try_action(&typed).unwrap_or_default();
        let mut actions = Vec::new();
        let mut events = Vec::new();
        let mut before = state;
        for applied in &played {
            // Each decision is named from the position it was taken in.
            actions.push(GameSession::action_of(&before, &applied.action));
            events.extend(applied.events.iter().map(G::event));
            before
                .apply(&applied.action)
                .map_err(|e| PyramidsError::internal(e.to_string()))?;
        }
        Ok((actions, events))
    }
}

#[uniffi::export]
impl LessonController {
    /// Lesson `lesson_id` (`LearnProgress.cards`) from step `step` (0 for
    /// its start; a left lesson's `LearnProgress.resume_step`).
    #[uniffi::constructor]
    pub fn new(lesson_id: String, step: u32) -> Result<Arc<Self>> {
        guard(|| {
            let lesson = play::lesson(&lesson_id).ok_or_else(|| no_such_lesson(&lesson_id))?;
            let step = step as usize;
            let run = match lesson.game {
                pyramids_core::game::GameKind::Pylos => {
                    AnyRun::Pylos(LessonRun::at_step(lesson, step))
                }
                pyramids_core::game::GameKind::Pyramida => {
                    AnyRun::Pyramida(LessonRun::at_step(lesson, step))
                }
                pyramids_core::game::GameKind::Pyramido => {
                    AnyRun::Pyramido(LessonRun::at_step(lesson, step))
                }
            };
            let record = per_game!(AnyRun, &run, |r, G| Self::record_of::<G>(r));
            let controller = LessonController {
                session: GameSession::from_record(lesson.game, record),
                run: Mutex::new(run),
            };
            controller.sync(&lock(&controller.run));
            Ok(Arc::new(controller))
        })
    }

    /// The lesson's board: draw it, and hit-test on it with
    /// `BoardInteraction.lesson`.
    pub fn session(&self) -> Arc<GameSession> {
        self.session.clone()
    }

    pub fn screen(&self, catalog: Arc<TextCatalog>) -> LessonScreen {
        per_game!(AnyRun, &*lock(&self.run), |r, G| Self::screen_of::<G>(
            r, &catalog
        ))
    }

    /// The player's decision (from `BoardInteraction.lesson`'s `Chosen`).
    /// A refused or wrong try changes nothing and says why; the right one is
    /// played with the other side's reply.
    pub fn try_action(
        &self,
        action: GameAction,
        catalog: Arc<TextCatalog>,
    ) -> Result<LessonUpdate> {
        guard(|| {
            let mut run = lock(&self.run);
            let (played, events) =
                per_game!(AnyRun, &mut *run, |r, G| Self::try_with::<G>(r, &action))?;
            self.sync(&run);
            Ok(LessonUpdate {
                screen: per_game!(AnyRun, &*run, |r, G| Self::screen_of::<G>(r, &catalog)),
                played,
                events,
            })
        })
    }

    /// Next: on to the next step once this one is read or done (nothing
    /// otherwise).
    pub fn go_on(&self, catalog: Arc<TextCatalog>) -> LessonScreen {
        self.change(&catalog, |run| {
            per_game!(AnyRun, run, |r, G| {
                r.go_on();
            })
        })
    }

    /// Skip: the step's expected decision and the reply are played for the
    /// player, and the next step begins.
    pub fn skip(&self, catalog: Arc<TextCatalog>) -> LessonScreen {
        self.change(&catalog, |run| per_game!(AnyRun, run, |r, G| r.skip()))
    }

    pub fn restart(&self, catalog: Arc<TextCatalog>) -> LessonScreen {
        self.change(&catalog, |run| per_game!(AnyRun, run, |r, G| r.restart()))
    }

    /// The closing game of a `Game` step: this position, the player's seat
    /// human, the other seats the computer at the step's level. `null` at
    /// any other step.
    pub fn game_session(&self) -> Option<Arc<GameSession>> {
        let run = lock(&self.run);
        per_game!(AnyRun, &*run, |r, G| r
            .game_record()
            .map(|g| GameSession::from_record(G::FFI_KIND, G::wrap(g))))
    }

    /// The closing game has ended: the lesson is finished.
    pub fn game_ended(&self, catalog: Arc<TextCatalog>) -> LessonScreen {
        self.change(&catalog, |run| {
            per_game!(AnyRun, run, |r, G| r.game_ended())
        })
    }
}

impl LessonController {
    fn change(&self, catalog: &TextCatalog, f: impl FnOnce(&mut AnyRun)) -> LessonScreen {
        let mut run = lock(&self.run);
        f(&mut run);
        self.sync(&run);
        per_game!(AnyRun, &*run, |r, G| Self::screen_of::<G>(r, catalog))
    }
}

/// One lesson in the lesson list.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonCard {
    pub id: String,
    /// 1-based.
    pub number: u32,
    pub title: String,
    pub summary: String,
    pub steps: u32,
    pub done: bool,
    /// The step a left lesson resumes at.
    pub resume_step: Option<u32>,
    /// Where a left lesson resumes, worded: "Step 2 of 4".
    pub resume: Option<String>,
    /// "Lesson complete" once done (a screen reader's words for the check).
    pub complete: Option<String>,
}

/// Lessons done and lessons there are (Home's Learn entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonCounts {
    pub done: u32,
    pub total: u32,
}

/// Home's Learn entry for one game: the app draws the label and the
/// progress line and opens the lesson list (or `next_lesson`) on a tap.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LearnEntry {
    pub game: GameKind,
    /// "Learn Pylos": the entry's label and the lesson list's title.
    pub title: String,
    /// "Lessons: 2 of 6".
    pub progress: String,
    pub counts: LessonCounts,
    /// The lesson a tap on "Learn" resumes: a left one, else the first not
    /// done, else the first.
    pub next_lesson: Option<String>,
}

/// The first-launch offer of a game's lessons, worded; the app shows it as
/// a dialog whose two answers are `accept` (open the lessons) and `decline`
/// (call `decline_offer`, then start the game).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LearnOffer {
    pub game: GameKind,
    /// "New to Pylos? Learn it in a few short lessons."
    pub text: String,
    /// "Learn".
    pub accept: String,
    /// "Not now".
    pub decline: String,
}

/// What the player has learnt. The app keeps `to_json()` in one file with
/// its data (written atomically, as a save) and reads it back with
/// `from_json`.
#[derive(uniffi::Object)]
pub struct LearnProgress {
    inner: Mutex<play::Progress>,
}

#[uniffi::export]
impl LearnProgress {
    /// No lesson begun (first launch).
    #[uniffi::constructor]
    pub fn empty() -> Arc<Self> {
        Arc::new(LearnProgress {
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
                play::Progress::from_json(&text).map_err(|e| bad_progress(e, "progress"))?;
            Ok(Arc::new(LearnProgress {
                inner: Mutex::new(progress),
            }))
        })
    }

    pub fn to_json(&self) -> String {
        lock(&self.inner).to_json()
    }

    /// A lesson played to its end.
    pub fn finished(&self, lesson_id: String) {
        lock(&self.inner).finished(&lesson_id);
    }

    /// A lesson left at `step` (0 forgets where).
    pub fn left(&self, lesson_id: String, step: u32) {
        lock(&self.inner).left(&lesson_id, step as usize);
    }

    pub fn resume_step(&self, lesson_id: String) -> u32 {
        lock(&self.inner).resume_step(&lesson_id) as u32
    }

    pub fn counts(&self, game: GameKind) -> LessonCounts {
        let (done, total) = lock(&self.inner).counts(game);
        LessonCounts {
            done: done as u32,
            total: total as u32,
        }
    }

    /// The lesson Learn opens: a left one, else the first not done.
    pub fn next_lesson(&self, game: GameKind) -> Option<String> {
        lock(&self.inner)
            .next_lesson(game)
            .map(|l| l.id.to_string())
    }

    /// Whether to offer the lessons when the game is first chosen.
    pub fn offers(&self, game: GameKind) -> bool {
        lock(&self.inner).offers(game)
    }

    pub fn decline_offer(&self, game: GameKind) {
        lock(&self.inner).decline_offer(game);
    }

    /// Home's Learn entry (and the lesson list's heading) for `game`.
    pub fn entry(&self, game: GameKind, catalog: Arc<TextCatalog>) -> LearnEntry {
        let c = &catalog.inner;
        let counts = self.counts(game);
        LearnEntry {
            game,
            title: c.text(LessonKey::LearnTitle, &[c.game_name(game)]),
            progress: c.text(
                LessonKey::LessonsDone,
                &[counts.done.to_string(), counts.total.to_string()],
            ),
            counts,
            next_lesson: self.next_lesson(game),
        }
    }

    /// The offer to show when `game` is chosen, while `offers(game)` holds.
    pub fn offer(&self, game: GameKind, catalog: Arc<TextCatalog>) -> Option<LearnOffer> {
        let c = &catalog.inner;
        self.offers(game).then(|| LearnOffer {
            game,
            text: c.text(LessonKey::LessonOffer, &[c.game_name(game)]),
            accept: c.text(LessonKey::Learn, &[]),
            decline: c.text(LessonKey::LessonNotNow, &[]),
        })
    }

    pub fn cards(&self, game: GameKind, catalog: Arc<TextCatalog>) -> Vec<LessonCard> {
        let c = &catalog.inner;
        lock(&self.inner)
            .cards(game)
            .into_iter()
            .map(|card| LessonCard {
                id: card.id.to_string(),
                number: card.number as u32,
                title: c.text(card.title, &[]),
                summary: c.text(card.summary, &[]),
                steps: card.steps as u32,
                done: card.done,
                resume_step: card.resume_step.map(|s| s as u32),
                resume: card.resume_step.map(|s| {
                    c.text(
                        LessonKey::LessonStep,
                        &[(s + 1).to_string(), card.steps.to_string()],
                    )
                }),
                complete: card.done.then(|| c.text(LessonKey::LessonComplete, &[])),
            })
            .collect()
    }
}

#[cfg(test)]
#[path = "learn_tests.rs"]
mod tests;
