//! The confirming tap (the "confirm each move" setting): with it on, a tap
//! or a release that completes a decision does not play it but holds it,
//! pending. The board shows the decision and only the commands; a second
//! tap on the same place, or [`Board::confirm`], plays it; a tap elsewhere
//! or Cancel lets it go. A step button that completes a decision (Done,
//! Pass, Place, Skip tile) is a deliberate press already and plays at once.
//! With the setting off nothing changes.

use super::{Action, Board, Ignored, Outcome, Place, Steps};

/// A completed decision waiting for its confirming tap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Pending<A> {
    pub action: A,
    /// The place whose tap completed it: a second tap there confirms.
    pub at: Place,
}

/// What the board shows of a pending decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PendingView {
    /// Where the decision puts a piece, then where it takes one from: the
    /// board highlights them.
    pub places: Vec<Place>,
    /// The place a second tap on confirms.
    pub at: Place,
}

impl<S: Steps> Board<S> {
    /// Turns the confirming tap on or off (off lets a pending decision go).
    pub fn set_confirm(&mut self, on: bool) {
        self.confirm = on;
        if !on {
            self.reset();
        }
    }

    /// The decision waiting for its confirming tap, if one is.
    pub fn pending(&self) -> Option<&Action<S>> {
        self.pending.as_ref().map(|p| &p.action)
    }

    /// Plays the pending decision (the Confirm button).
    pub fn confirm(&mut self) -> Outcome<Action<S>> {
        match self.pending.take() {
            Some(p) => {
                self.reset();
                Outcome::Play(p.action)
            }
            None => Outcome::Ignored(Ignored::NothingSelected),
        }
    }

    /// A tap or a release while a decision is pending: on its place it is
    /// played, anywhere else it is let go. `None` while nothing is pending.
    pub(super) fn answer_pending(&mut self, place: Place) -> Option<Outcome<Action<S>>> {
        let at = self.pending.as_ref()?.at;
        Some(if place == at {
            self.confirm()
        } else {
            self.reset();
            Outcome::Changed
        })
    }

    /// What a completing tap on `at` does: held with the setting on (the
    /// selection stays drawn), played otherwise.
    pub(super) fn hold_or_play(
        &mut self,
        out: Outcome<Action<S>>,
        at: Place,
    ) -> Outcome<Action<S>> {
        match out {
            Outcome::Play(action) if self.confirm => {
                self.pending = Some(Pending { action, at });
                Outcome::Changed
            }
            Outcome::Play(action) => {
                self.steps.reset();
                Outcome::Play(action)
            }
            other => other,
        }
    }

    pub(super) fn pending_view(&self) -> Option<PendingView> {
        self.pending.as_ref().map(|p| {
            let (to, from) = S::action_places(&p.action);
            PendingView {
                places: to.into_iter().chain(from).collect(),
                at: p.at,
            }
        })
    }
}
