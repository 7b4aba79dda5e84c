//! What many of the crate's tests start from, defined once.

use std::sync::Arc;

use crate::{GameKind, GameOptions, GameSession};

/// A fresh game of `game` for the default seats, dealt from `seed`.
pub(crate) fn new_session(game: GameKind, seed: i64) -> Arc<GameSession> {
    GameSession::new(GameOptions {
        game,
        variant: None,
        seats: vec![],
        seed,
        max_plies: None,
        first_player: None,
    })
    .expect("the default options start a game")
}
