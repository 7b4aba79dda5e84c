//! Why the rules refused an action, in each language.

use pyramids_core::error::RuleProblem;

use super::Catalog;

impl Catalog {
    /// Why the rules refused an action, as a phrase to follow "That move is
    /// not allowed:".
    pub fn rule_problem(&self, problem: &RuleProblem) -> String {
        // TEMPORARY: being ported from the apps' Problems.kt / Problems.swift.
        problem.kind().to_string()
    }
}
