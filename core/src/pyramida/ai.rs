//! Pyramida evaluation, move ordering and levels.

use super::{Pyramida, PyramidaAction};
use crate::game::Game;

pub fn evaluate(state: &Pyramida) -> i32 {
    let me = state.to_move();
    let side = |s: usize| i32::from(state.off(s)) * 100 + super::fields_of(state.stones(s)).map(|f| i32::from(f.row()) * 10).sum::<i32>();
    side(me) - side(1 - me)
}

pub fn order_hint(_state: &Pyramida, _action: &PyramidaAction) -> i32 {
    0
}
