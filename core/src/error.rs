//! Typed errors shared by all games.

use thiserror::Error;

/// An action the rules do not allow now. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    #[error("{action} is not legal now ({decision}): {reason}")]
    Rejected {
        action: String,
        decision: String,
        reason: String,
    },
}

impl IllegalAction {
    pub fn rejected(
        action: impl Into<String>,
        decision: impl Into<String>,
        reason: impl Into<String>,
    ) -> Self {
        IllegalAction::Rejected {
            action: action.into(),
            decision: decision.into(),
            reason: reason.into(),
        }
    }
}

/// Text that is not an action in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read {text:?}: {expected}")]
pub struct NotationError {
    pub text: String,
    pub expected: String,
}

impl NotationError {
    pub fn new(text: &str, expected: impl Into<String>) -> Self {
        NotationError {
            text: text.chars().take(64).collect(),
            expected: expected.into(),
        }
    }
}

/// Either a notation or a rules problem, for callers that take text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
}
