//! Any text given to the save loader (core and FFI) yields a game or a clean
//! error: never a panic, a hang or unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pyramids_core::pylos::Pylos;
use pyramids_core::save;
use pyramids_ffi::{GameSession, PyramidsError};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = save::peek_kind(&text);
    if let Ok(record) = save::load::<Pylos>(&text) {
        // Whatever loads saves again and reloads to the same game.
        let again = save::load::<Pylos>(&save::save(&record)).expect("a re-saved game loads");
        assert_eq!(again.state(), record.state());
    }
    match GameSession::load(text.into_owned()) {
        Ok(session) => {
            session.snapshot().expect("a loaded session draws");
            session
                .legal_actions()
                .expect("a loaded session lists its actions");
        }
        Err(PyramidsError::Internal { reason }) => panic!("internal error: {reason}"),
        Err(_) => {}
    }
});
