//! Bytes choose legal actions, undos and redos; after each, the session's
//! save reloads to the very same snapshot, history and redo list.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pyramids_ffi::{GameKind, GameOptions, GameSession};

fuzz_target!(|data: &[u8]| {
    let Some((&variant, choices)) = data.split_first() else {
        return;
    };
    let variant = ["standard", "kids", "expert"][usize::from(variant) % 3];
    let session = GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: Some(variant.into()),
        seats: vec![],
        seed: 0,
        max_plies: None,
    })
    .expect("a game starts");
    for &byte in choices.iter().take(400) {
        match byte {
            0xF0 => {
                session.undo().expect("undo");
            }
            0xF1 => {
                session.redo().expect("redo");
            }
            _ => {
                let legal = session.legal_actions().expect("legal actions");
                if legal.is_empty() {
                    break;
                }
                session
                    .play_action(legal[usize::from(byte) % legal.len()].clone())
                    .expect("a legal action plays");
            }
        }
    }
    let back = GameSession::load(session.save().expect("save")).expect("a saved game loads");
    assert_eq!(
        back.snapshot().expect("snapshot"),
        session.snapshot().expect("snapshot")
    );
    assert_eq!(
        back.history().expect("history"),
        session.history().expect("history")
    );
    assert_eq!(
        back.redo_list().expect("redo"),
        session.redo_list().expect("redo")
    );
});
