//! Pyramida on the board: tap one of your stones that may move, then one of
//! its targets (tap the stone again to let go, another movable one to
//! switch); when a stone of yours is driven off with a choice, tap where it
//! retreats; without a legal move, Pass.

use pyramids_core::error::RuleProblem;
use pyramids_core::pyramida::{Decision, Field, Pyramida, PyramidaAction};

use super::{
    button, mark, play_or_problem, ButtonKind, Ignored, MarkReason, Outcome, Place, Prompt,
    StepView, Steps,
};
use pyramids_core::game::Game;

/// The Pyramida board's selection: the stone chosen to move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PyramidaInteraction {
    chosen: Option<Field>,
}

fn targets(legal: &[PyramidaAction], from: Field) -> impl Iterator<Item = Field> + '_ {
    legal.iter().filter_map(move |a| match *a {
        PyramidaAction::Move { from: f, to } if f == from => Some(to),
        _ => None,
    })
}

fn problem(state: &Pyramida) -> impl Fn(&PyramidaAction) -> Option<RuleProblem> + '_ {
    |a| {
        state
            .check(a)
            .map(|problem| RuleProblem::Pyramida { problem })
    }
}

impl Steps for PyramidaInteraction {
    type Game = Pyramida;

    fn step_view(&self, state: &Pyramida, legal: &[PyramidaAction]) -> StepView {
        let mut v = StepView::default();
        match state.decision() {
            Decision::Move => {
                for a in legal {
                    if let PyramidaAction::Move { from, to } = *a {
                        let m = mark(Place::Pyramida(from), MarkReason::Movable);
                        if !v.marks.contains(&m) {
                            v.marks.push(m);
                        }
                        if self.chosen == Some(from) {
                            v.marks.push(mark(Place::Pyramida(to), MarkReason::MoveTo));
                        }
                    }
                }
                v.selection = self.chosen.map(Place::Pyramida);
                v.prompt = Some(if self.chosen.is_some() {
                    Prompt::PyramidaStoneChosen
                } else {
                    Prompt::PyramidaMove
                });
            }
            Decision::Retreat => {
                for a in legal {
                    if let PyramidaAction::Retreat { to } = *a {
                        v.marks
                            .push(mark(Place::Pyramida(to), MarkReason::RetreatTo));
                    }
                }
                v.selection = state.retreat_from().map(Place::Pyramida);
                v.prompt = Some(Prompt::PyramidaRetreat {
                    seat: state.to_move(),
                });
            }
            Decision::Pass => {
                v.prompt = Some(Prompt::PyramidaPass);
                v.buttons.push(button(
                    ButtonKind::Pass,
                    legal.contains(&PyramidaAction::Pass),
                ));
            }
            Decision::GameOver => v.prompt = Some(Prompt::GameOver),
        }
        v
    }

    fn step_tap(
        &mut self,
        state: &Pyramida,
        legal: &[PyramidaAction],
        place: Place,
    ) -> Outcome<PyramidaAction> {
        let Place::Pyramida(at) = place else {
            return Outcome::Ignored(Ignored::WrongGame);
        };
        match state.decision() {
            Decision::Retreat => {
                play_or_problem(legal, PyramidaAction::Retreat { to: at }, problem(state))
            }
            Decision::Move => {
                let movable = targets(legal, at).next().is_some();
                match self.chosen {
                    Some(from) if targets(legal, from).any(|t| t == at) => {
                        Outcome::Play(PyramidaAction::Move { from, to: at })
                    }
                    Some(from) if from == at => {
                        self.chosen = None;
                        Outcome::Changed
                    }
                    _ if movable => {
                        self.chosen = Some(at);
                        Outcome::Changed
                    }
                    Some(from) => play_or_problem(
                        legal,
                        PyramidaAction::Move { from, to: at },
                        problem(state),
                    ),
                    None => match state.occupant(at) {
                        // One of the mover's stones that cannot move: the
                        // core says why (blocked, protected …) for a step up.
                        Some(seat) if seat == state.to_move() => {
                            let up =
                                Field::all().find(|&to| at.dir_to(to).is_some_and(|d| d.is_up()));
                            match up {
                                Some(to) => play_or_problem(
                                    legal,
                                    PyramidaAction::Move { from: at, to },
                                    problem(state),
                                ),
                                None => Outcome::Ignored(Ignored::NotSelectable),
                            }
                        }
                        _ => Outcome::Ignored(Ignored::NotSelectable),
                    },
                }
            }
            Decision::Pass | Decision::GameOver => Outcome::Ignored(Ignored::NotSelectable),
        }
    }

    fn step_press(
        &mut self,
        _state: &Pyramida,
        legal: &[PyramidaAction],
        button: ButtonKind,
    ) -> Outcome<PyramidaAction> {
        match button {
            ButtonKind::Pass if legal.contains(&PyramidaAction::Pass) => {
                Outcome::Play(PyramidaAction::Pass)
            }
            _ => Outcome::Ignored(Ignored::NotOffered),
        }
    }

    fn action_places(action: &PyramidaAction) -> (Vec<Place>, Vec<Place>) {
        match *action {
            PyramidaAction::Move { from, to } => {
                (vec![Place::Pyramida(to)], vec![Place::Pyramida(from)])
            }
            PyramidaAction::Retreat { to } => (vec![Place::Pyramida(to)], vec![]),
            PyramidaAction::Pass => (vec![], vec![]),
        }
    }

    fn has_selection(&self) -> bool {
        self.chosen.is_some()
    }
}
