//! Typed errors shared by all games.

use serde::Serialize;
use thiserror::Error;

use crate::pylos::PylosProblem;
use crate::pyramida::PyramidaProblem;
use crate::pyramido::PyramidoProblem;

/// An action the rules do not allow now. The state is unchanged.
///
/// The problem is typed: front ends put it into words (the CLI in English,
/// the apps in four languages); the `Display` text here is for logs.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    #[error("{action} is not legal now ({})", problem.kind())]
    Rejected {
        /// The action in notation.
        action: String,
        problem: RuleProblem,
    },
}

impl IllegalAction {
    pub fn rejected(action: impl Into<String>, problem: RuleProblem) -> Self {
        IllegalAction::Rejected {
            action: action.into(),
            problem,
        }
    }

    /// The rule problem, if the game is not simply over.
    pub fn problem(&self) -> Option<&RuleProblem> {
        match self {
            IllegalAction::GameOver => None,
            IllegalAction::Rejected { problem, .. } => Some(problem),
        }
    }
}

/// Why one of the games refuses an action, per game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum RuleProblem {
    Pylos { problem: PylosProblem },
    Pyramido { problem: PyramidoProblem },
    Pyramida { problem: PyramidaProblem },
}

impl RuleProblem {
    /// The problem's snake_case name within its game (`not_supported` …).
    pub fn kind(&self) -> &'static str {
        match self {
            RuleProblem::Pylos { problem } => problem.kind(),
            RuleProblem::Pyramido { problem } => problem.kind(),
            RuleProblem::Pyramida { problem } => problem.kind(),
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
