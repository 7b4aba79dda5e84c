//! Why a Pyramida action is refused. Typed, so front ends word it in their
//! own language (the CLI in English, the apps in four languages).

use serde::Serialize;

use super::board::Field;

/// Why an action is not legal now. Fields are in the position the action
/// was tried in.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum PyramidaProblem {
    /// A field index outside the 21 fields.
    NoSuchField,
    /// No stone of the player to move stands on `at`.
    NoOwnStone { at: Field },
    /// `to` is not one diagonal step from `from`.
    NotAStep { from: Field, to: Field },
    /// `at` holds the mover's own stone.
    OwnStone { at: Field },
    /// A player's first move may not use a stone on an end of the base row.
    FirstMoveFromEnd { at: Field },
    /// The stone at `at` is blocked by the enemy stones at `by` on its edge.
    Blocked { at: Field, by: Vec<Field> },
    /// The stone at `at` is protected this move (its pair was attacked from
    /// below).
    Protected { at: Field },
    /// The enemy stone at `at` is on the base row: it has nowhere to retreat.
    BaseStone { at: Field },
    /// Every retreat chain of the stone at `at` would run off the base row.
    ChainFails { at: Field },
    /// The stone driven from `from` may retreat only to `options`.
    RetreatNotAllowed { from: Field, options: Vec<Field> },
    /// The stone driven from `from` must retreat first, to one of `options`.
    MustRetreatFirst { from: Field, options: Vec<Field> },
    /// A retreat was given but no stone is retreating.
    NotRetreating,
    /// A pass while a legal move exists.
    PassWithLegalMove,
}

impl PyramidaProblem {
    /// The problem's snake_case name, as the conformance scenarios and the
    /// apps' string tables know it.
    pub fn kind(&self) -> &'static str {
        match self {
            PyramidaProblem::NoSuchField => "no_such_field",
            PyramidaProblem::NoOwnStone { .. } => "no_own_stone",
            PyramidaProblem::NotAStep { .. } => "not_a_step",
            PyramidaProblem::OwnStone { .. } => "own_stone",
            PyramidaProblem::FirstMoveFromEnd { .. } => "first_move_from_end",
            PyramidaProblem::Blocked { .. } => "blocked",
            PyramidaProblem::Protected { .. } => "protected",
            PyramidaProblem::BaseStone { .. } => "base_stone",
            PyramidaProblem::ChainFails { .. } => "chain_fails",
            PyramidaProblem::RetreatNotAllowed { .. } => "retreat_not_allowed",
            PyramidaProblem::MustRetreatFirst { .. } => "must_retreat_first",
            PyramidaProblem::NotRetreating => "not_retreating",
            PyramidaProblem::PassWithLegalMove => "pass_with_legal_move",
        }
    }
}
