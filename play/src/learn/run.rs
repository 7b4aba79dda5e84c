//! Playing one lesson: the position of each step, the answers to the
//! player's tries, the scripted replies, restart, skip and resume.

use pyramids_core::error::{IllegalAction, RuleProblem};
use pyramids_core::game::{Game, GameKind, Level, Seat, SeatKind};
use pyramids_core::pylos::{Pylos, PylosAction, PylosOptions, Variant};
use pyramids_core::pyramida::{Pyramida, PyramidaAction, PyramidaOptions};
use pyramids_core::pyramido::{Pyramido, PyramidoAction, PyramidoOptions};
use pyramids_core::record::{Applied, GameRecord};

use super::{Lesson, Play, Setup, Step, Task};
use crate::catalog::{AnyAction, LessonKey};
use crate::interact::Place;

/// A game lessons are written for: how a lesson's variant name becomes its
/// options, and its decisions in the catalog's terms (to word them).
pub trait LessonGame: Game {
    fn lesson_options(variant: Option<&str>) -> Self::Options;
    fn any_action(action: &Self::Action) -> AnyAction;
}

impl LessonGame for Pylos {
    fn lesson_options(variant: Option<&str>) -> PylosOptions {
        PylosOptions {
            variant: variant.and_then(Variant::from_name).unwrap_or_default(),
        }
    }
    fn any_action(action: &PylosAction) -> AnyAction {
        AnyAction::Pylos(*action)
    }
}

impl LessonGame for Pyramida {
    fn lesson_options(variant: Option<&str>) -> PyramidaOptions {
        PyramidaOptions {
            swapped: variant == Some("swapped"),
        }
    }
    fn any_action(action: &PyramidaAction) -> AnyAction {
        AnyAction::Pyramida(*action)
    }
}

impl LessonGame for Pyramido {
    fn lesson_options(_variant: Option<&str>) -> PyramidoOptions {
        PyramidoOptions::default()
    }
    fn any_action(action: &PyramidoAction) -> AnyAction {
        AnyAction::Pyramido(*action)
    }
}

/// What the lesson waits for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The player's decision on the board.
    Decision,
    /// The player to go on (a step to read, or one just done).
    Next,
    /// A game against the computer at `level` from this position; the app
    /// plays it as any game and reports its end ([`LessonRun::game_ended`]).
    Game { level: Level },
    /// The lesson is over.
    Finished,
}

/// The lesson's answer to the player's last try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The rules refuse it, and why. Nothing changed.
    Refused(RuleProblem),
    /// Legal, but not what the step asks: what it would cost. Nothing changed.
    NotIt(LessonKey),
    /// The game is over: nothing more is played on this board.
    GameOver,
    /// Done, with the step's praise if it has one.
    Right { praise: Option<LessonKey> },
}

/// What the coach panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonView {
    pub lesson: &'static str,
    pub game: GameKind,
    pub title: LessonKey,
    /// 0-based.
    pub step: usize,
    pub steps: usize,
    /// What to do now; once the lesson is finished, its last words.
    pub say: LessonKey,
    /// The places the coach points at (none once the step is done).
    pub points: Vec<Place>,
    pub answer: Option<Answer>,
    pub waiting: Waiting,
}

/// One lesson being played.
#[derive(Clone, Debug)]
pub struct LessonRun<G: LessonGame> {
    lesson: &'static Lesson,
    step: usize,
    record: GameRecord<G>,
    answer: Option<Answer>,
    done: bool,
}

impl<G: LessonGame> LessonRun<G> {
    /// The lesson from its first step.
    pub fn new(lesson: &'static Lesson) -> LessonRun<G> {
        Self::at_step(lesson, 0)
    }

    /// The lesson from step `step` (a resumed lesson), as if every earlier
    /// step had been played as written. Past the last step: finished.
    pub fn at_step(lesson: &'static Lesson, step: usize) -> LessonRun<G> {
        let mut run = LessonRun {
            lesson,
            step: 0,
            record: Self::fresh(lesson, &[]),
            answer: None,
            done: false,
        };
        run.enter(0);
        while run.step < step.min(lesson.steps.len()) {
            run.skip();
        }
        run
    }

    fn fresh(lesson: &Lesson, moves: &[&str]) -> GameRecord<G> {
        let options = G::lesson_options(lesson.variant);
        let seats = vec![SeatKind::Human; G::new(&options, lesson.seed).seat_count()];
        let mut record = GameRecord::new(options, lesson.seed, seats);
        for notation in moves {
            // The lesson tests play every setup; a move the rules refuse
            // stops the setup there rather than the app.
            if record.apply_notation(notation).is_err() {
                break;
            }
        }
        record
    }

    fn enter(&mut self, step: usize) {
        self.step = step;
        self.answer = None;
        self.done = false;
        if let Some(Step {
            setup: Setup::Moves(moves),
            ..
        }) = self.lesson.steps.get(step)
        {
            self.record = Self::fresh(self.lesson, moves);
        }
    }

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The position on the board.
    pub fn record(&self) -> &GameRecord<G> {
        &self.record
    }

    pub fn step_index(&self) -> usize {
        self.step
    }

    fn current(&self) -> Option<&'static Step> {
        self.lesson.steps.get(self.step)
    }

    pub fn waiting(&self) -> Waiting {
        match self.current() {
            None => Waiting::Finished,
            Some(_) if self.done => Waiting::Next,
            Some(step) => match step.task {
                Task::Read => Waiting::Next,
                Task::Play(_) => Waiting::Decision,
                Task::Game { level } => Waiting::Game { level },
            },
        }
    }

    pub fn view(&self) -> LessonView {
        let (say, points) = match (self.current(), self.lesson.steps.last()) {
            (Some(step), _) if !self.done => (
                step.say,
                step.points
                    .iter()
                    .filter_map(|p| Place::parse(G::KIND, p))
                    .collect(),
            ),
            (Some(step), _) => (step.say, Vec::new()),
            (None, Some(last)) => (last.praise.unwrap_or(last.say), Vec::new()),
            (None, None) => (self.lesson.summary, Vec::new()),
        };
        LessonView {
            lesson: self.lesson.id,
            game: G::KIND,
            title: self.lesson.title,
            step: self.step.min(self.lesson.steps.len()),
            steps: self.lesson.steps.len(),
            say,
            points,
            answer: self.answer.clone(),
            waiting: self.waiting(),
        }
    }

    /// The decisions the step waits for, in this position: the board marks
    /// only their places ([`crate::interact::Context::taught`]). None where
    /// any decision does, the step is done or it is not a decision.
    pub fn taught(&self) -> Vec<G::Action> {
        match self.current() {
            Some(Step {
                task: Task::Play(play),
                ..
            }) if !self.done && !play.any => play
                .accept
                .iter()
                .filter_map(|a| self.record.state().parse_action(a).ok())
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The seat the player plays in this lesson.
    pub fn learner(&self) -> Seat {
        self.record.to_move()
    }

    /// The player's decision. A refused or wrong one changes nothing; the
    /// right one is played with the other side's reply, returned in order.
    pub fn try_action(&mut self, action: &G::Action) -> Result<Vec<Applied<G>>, Answer> {
        let Some(Step {
            task: Task::Play(play),
            praise,
            ..
        }) = self.current()
        else {
            return Ok(Vec::new());
        };
        if self.done {
            return Ok(Vec::new());
        }
        let answer = self.judge(play, action);
        if let Some(answer) = answer {
            self.answer = Some(answer.clone());
            return Err(answer);
        }
        let mut played = Vec::new();
        if let Ok(applied) = self.record.apply(action) {
            played.push(applied);
        }
        played.extend(self.reply(play));
        self.done = true;
        self.answer = Some(Answer::Right { praise: *praise });
        Ok(played)
    }

    fn judge(&self, play: &Play, action: &G::Action) -> Option<Answer> {
        let mut probe = self.record.clone();
        if let Err(refused) = probe.apply(action) {
            return Some(match refused {
                IllegalAction::Rejected { problem, .. } => Answer::Refused(problem),
                IllegalAction::GameOver => Answer::GameOver,
            });
        }
        let named = play.accept.iter().any(|a| {
            self.record
                .state()
                .parse_action(a)
                .is_ok_and(|wanted| wanted == *action)
        });
        match play.not_it {
            Some(not_it) if !play.any && !named => Some(Answer::NotIt(not_it)),
            _ => None,
        }
    }

    fn reply(&mut self, play: &Play) -> Vec<Applied<G>> {
        let mut played = Vec::new();
        for alternatives in play.reply {
            let chosen = alternatives.iter().find_map(|a| {
                let mut probe = self.record.clone();
                probe.apply_notation(a).ok().map(|_| *a)
            });
            match chosen.and_then(|a| self.record.apply_notation(a).ok()) {
                Some(applied) => played.push(applied),
                None => break,
            }
        }
        played
    }

    /// Goes on to the next step once this one is read or done.
    pub fn go_on(&mut self) -> bool {
        if self.waiting() != Waiting::Next {
            return false;
        }
        self.enter(self.step + 1);
        true
    }

    /// Skips the step: its first accepted decision and the reply are played
    /// (a game step is left unplayed), then the next step begins.
    pub fn skip(&mut self) {
        let Some(step) = self.current() else {
            return;
        };
        if let (Task::Play(play), false) = (&step.task, self.done) {
            if let Some(first) = play.accept.first() {
                if self.record.apply_notation(first).is_ok() {
                    self.reply(play);
                }
            }
        }
        self.enter(self.step + 1);
    }

    /// The game a [`Waiting::Game`] step plays: this position, the player's
    /// seat human and the others the computer at the step's level.
    pub fn game_record(&self) -> Option<GameRecord<G>> {
        let Waiting::Game { level } = self.waiting() else {
            return None;
        };
        let learner = self.learner();
        let seats = (0..self.record.seats().len())
            .map(|seat| {
                if seat == learner {
                    SeatKind::Human
                } else {
                    SeatKind::Ai(level)
                }
            })
            .collect();
        let mut game = GameRecord::new(self.record.options().clone(), self.lesson.seed, seats);
        for action in self.record.history() {
            game.apply(&action).ok()?;
        }
        Some(game)
    }

    /// The game of a [`Waiting::Game`] step has ended: the lesson is done.
    pub fn game_ended(&mut self) {
        if matches!(self.waiting(), Waiting::Game { .. }) {
            self.enter(self.step + 1);
        }
    }

    /// Back to the lesson's first step.
    pub fn restart(&mut self) {
        *self = Self::new(self.lesson);
    }
}
