//! Pylos on the board: tap a free place to put a ball there; to raise, tap
//! (or press and drag) one of your free balls, then tap (or release on) one
//! of its targets; tap the chosen ball again to let go, another raisable one
//! to switch. In a reclaim step tap one of your glowing balls; after one
//! reclaim, Done ends the turn.

use pyramids_core::error::RuleProblem;
use pyramids_core::game::Game;
use pyramids_core::pylos::{Phase, Pos, Pylos, PylosAction};

use super::{
    button, mark, play_or_problem, ButtonKind, Ghost, Ignored, MarkReason, Outcome, Place, Prompt,
    StepView, Steps,
};

/// The Pylos board's selection: the ball chosen to raise.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PylosInteraction {
    chosen: Option<Pos>,
}

fn targets(legal: &[PylosAction], from: Pos) -> impl Iterator<Item = Pos> + '_ {
    legal.iter().filter_map(move |a| match *a {
        PylosAction::Raise { from: f, to } if f == from => Some(to),
        _ => None,
    })
}

fn raisable(legal: &[PylosAction], at: Pos) -> bool {
    targets(legal, at).next().is_some()
}

fn problem(state: &Pylos) -> impl Fn(&PylosAction) -> Option<RuleProblem> + '_ {
    |a| state.check(a).map(|problem| RuleProblem::Pylos { problem })
}

impl Steps for PylosInteraction {
    type Game = Pylos;

    fn step_view(&self, state: &Pylos, legal: &[PylosAction]) -> StepView {
        let mut v = StepView::default();
        match state.phase() {
            Phase::Move => {
                for a in legal {
                    match *a {
                        PylosAction::Place { to } if self.chosen.is_none() => {
                            v.marks.push(mark(Place::Pylos(to), MarkReason::Place))
                        }
                        PylosAction::Raise { from, to } => {
                            let m = mark(Place::Pylos(from), MarkReason::RaiseFrom);
                            if !v.marks.contains(&m) {
                                v.marks.push(m);
                            }
                            if self.chosen == Some(from) {
                                v.marks.push(mark(Place::Pylos(to), MarkReason::RaiseTo));
                            }
                        }
                        _ => {}
                    }
                }
                v.selection = self.chosen.map(Place::Pylos);
                v.ghost = Some(Ghost::PylosBall {
                    seat: state.to_move(),
                    from: self.chosen,
                });
                v.prompt = Some(if self.chosen.is_some() {
                    Prompt::PylosRaiseChosen
                } else {
                    Prompt::PylosMove
                });
            }
            phase => {
                for a in legal {
                    if let PylosAction::Reclaim { from } = *a {
                        v.marks.push(mark(Place::Pylos(from), MarkReason::Reclaim));
                    }
                }
                v.prompt = Some(if phase == Phase::FirstReclaim {
                    Prompt::PylosFirstReclaim
                } else {
                    Prompt::PylosSecondReclaim
                });
                if legal.contains(&PylosAction::Stop) {
                    v.buttons.push(button(ButtonKind::Done, true));
                }
            }
        }
        v
    }

    fn step_tap(
        &mut self,
        state: &Pylos,
        legal: &[PylosAction],
        place: Place,
    ) -> Outcome<PylosAction> {
        let Place::Pylos(at) = place else {
            return Outcome::Ignored(Ignored::WrongGame);
        };
        if state.phase() != Phase::Move {
            return play_or_problem(legal, PylosAction::Reclaim { from: at }, problem(state));
        }
        match self.chosen {
            Some(from) => {
                if targets(legal, from).any(|t| t == at) {
                    Outcome::Play(PylosAction::Raise { from, to: at })
                } else if at == from {
                    self.chosen = None;
                    Outcome::Changed
                } else if raisable(legal, at) {
                    self.chosen = Some(at);
                    Outcome::Changed
                } else if legal.contains(&PylosAction::Place { to: at }) {
                    // A free place: the player changed their mind about raising.
                    self.chosen = None;
                    Outcome::Changed
                } else {
                    play_or_problem(legal, PylosAction::Raise { from, to: at }, problem(state))
                }
            }
            None => {
                if raisable(legal, at) {
                    self.chosen = Some(at);
                    Outcome::Changed
                } else {
                    play_or_problem(legal, PylosAction::Place { to: at }, problem(state))
                }
            }
        }
    }

    fn step_press(
        &mut self,
        _state: &Pylos,
        legal: &[PylosAction],
        button: ButtonKind,
    ) -> Outcome<PylosAction> {
        match button {
            ButtonKind::Done if legal.contains(&PylosAction::Stop) => {
                Outcome::Play(PylosAction::Stop)
            }
            _ => Outcome::Ignored(Ignored::NotOffered),
        }
    }

    fn action_places(action: &PylosAction) -> (Vec<Place>, Vec<Place>) {
        match *action {
            PylosAction::Place { to } => (vec![Place::Pylos(to)], vec![]),
            PylosAction::Raise { from, to } => (vec![Place::Pylos(to)], vec![Place::Pylos(from)]),
            PylosAction::Reclaim { from } => (vec![], vec![Place::Pylos(from)]),
            PylosAction::Stop => (vec![], vec![]),
        }
    }

    fn has_selection(&self) -> bool {
        self.chosen.is_some()
    }
}
