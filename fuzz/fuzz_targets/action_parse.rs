//! Any text given as an action (parser and session) is an action or a clean
//! error, and every parsed action formats back to notation that parses to it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pyramids_core::game::Game;
use pyramids_core::pylos::{Pylos, PylosOptions};
use pyramids_ffi::{GameKind, GameOptions, GameSession, PyramidsError};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let game = Pylos::new(&PylosOptions::default(), 0);
    if let Ok(action) = game.parse_action(&text) {
        let notation = game.format_action(&action);
        assert_eq!(
            game.parse_action(&notation)
                .expect("formatted notation parses"),
            action
        );
    }
    let session = GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: None,
        seats: vec![],
        seed: 0,
        max_plies: None,
    })
    .expect("a default game starts");
    for _ in 0..2 {
        match session.play(text.clone()) {
            Ok(_) | Err(PyramidsError::IllegalAction { .. }) => {}
            Err(other) => panic!("unexpected error for {text:?}: {other:?}"),
        }
    }
});
