//! Fuzz targets: each takes any bytes and must neither panic, hang nor
//! grow without bound. Driven by proptest (tests/random_bytes.rs), by
//! `fuzz-replay` on files, and by libFuzzer where it is available.

use pyramids_core::game::Game;
use pyramids_core::pylos::{Pylos, PylosOptions};
use pyramids_core::pyramida::{Pyramida, PyramidaOptions, Solution};
use pyramids_core::pyramido::{Pyramido, PyramidoOptions};
use pyramids_core::save;
use pyramids_core::setup::Setup;
use pyramids_ffi::{GameKind, GameOptions, GameSession, PyramidsError};

/// The targets by name, for the replay driver.
/// A fuzz target: any bytes in, a panic on a bug.
pub type Target = fn(&[u8]);

pub const TARGETS: &[(&str, Target)] = &[
    ("save_load", save_load),
    ("action_parse", action_parse),
    ("play_save_roundtrip", play_save_roundtrip),
    ("table_read", table_read),
];

fn load_as<G: Setup>(text: &str) {
    if let Ok(record) = save::load::<G>(text) {
        // Whatever loads saves again and reloads to the same game.
        let again = save::load::<G>(&save::save(&record)).expect("a re-saved game loads");
        assert_eq!(again.history_notation(), record.history_notation());
        assert_eq!(again.redo_notation(), record.redo_notation());
    }
}

/// Any text given to the save loader (core, each game, and FFI) yields a
/// game or a clean error.
pub fn save_load(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let _ = save::peek_kind(&text);
    load_as::<Pylos>(&text);
    load_as::<Pyramido>(&text);
    load_as::<Pyramida>(&text);
    match GameSession::load(text.into_owned()) {
        Ok(session) => {
            session.snapshot();
            session.legal_actions();
            GameSession::load(session.save()).expect("a saved session loads");
        }
        Err(PyramidsError::Internal { reason }) => panic!("internal error: {reason}"),
        Err(_) => {}
    }
}

fn parse_in<G: Game>(game: &G, text: &str) {
    if let Ok(action) = game.parse_action(text) {
        let notation = game.format_action(&action);
        assert_eq!(
            game.parse_action(&notation)
                .expect("formatted notation parses"),
            action,
            "{text:?}"
        );
    }
}

fn options(game: GameKind, seats: usize) -> GameOptions {
    GameOptions {
        game,
        variant: None,
        seats: vec![pyramids_ffi::SeatController::Human; seats],
        seed: 0,
        max_plies: None,
        first_player: None,
    }
}

/// Any text given as an action (each game's parser and a session) is an
/// action or a clean error, and every parsed action formats back to
/// notation that parses to it.
pub fn action_parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data).into_owned();
    parse_in(&Pylos::new(&PylosOptions::default(), 0), &text);
    parse_in(&Pyramido::new(&PyramidoOptions::players(3), 0), &text);
    parse_in(&Pyramida::new(&PyramidaOptions::default(), 0), &text);
    for (game, seats) in [
        (GameKind::Pylos, 2),
        (GameKind::Pyramido, 3),
        (GameKind::Pyramida, 2),
    ] {
        let session = GameSession::new(options(game, seats)).expect("a default game starts");
        match session.play(text.clone()) {
            Ok(_) | Err(PyramidsError::IllegalAction { .. }) => {}
            Err(other) => panic!("unexpected error for {text:?}: {other:?}"),
        }
    }
}

/// The first byte picks a game (and variant or player count); the others
/// choose legal actions, undos and redos. After them, the session's save
/// reloads to the very same snapshot, history and redo list.
pub fn play_save_roundtrip(data: &[u8]) {
    let Some((&pick, choices)) = data.split_first() else {
        return;
    };
    let mut o = match pick % 6 {
        0..=2 => options(GameKind::Pylos, 2),
        3 => options(GameKind::Pyramida, 2),
        n => options(GameKind::Pyramido, 2 + usize::from(n == 5) * 2),
    };
    o.variant = match (o.game, pick / 6 % 3) {
        (GameKind::Pylos, v) => Some(["standard", "kids", "expert"][usize::from(v)].into()),
        (GameKind::Pyramida, 1) => Some("swapped".into()),
        _ => None,
    };
    o.seed = i64::from(pick);
    let session = GameSession::new(o).expect("a game starts");
    for &byte in choices.iter().take(300) {
        match byte {
            0xF0 => {
                session.undo().expect("undo");
            }
            0xF1 => {
                session.redo().expect("redo");
            }
            _ => {
                let legal = session.legal_actions();
                if legal.is_empty() {
                    break;
                }
                session
                    .play_action(legal[usize::from(byte) % legal.len()].clone())
                    .expect("a legal action plays");
            }
        }
    }
    let back = GameSession::load(session.save()).expect("a saved game loads");
    assert_eq!(back.snapshot(), session.snapshot());
    assert_eq!(back.history(), session.history());
    assert_eq!(back.redo_list(), session.redo_list());
}

/// Any bytes given to the Pyramida table reader (core and FFI) are a table
/// or a clean error. Inputs that start with the table's magic and version
/// reach the checks past the header.
pub fn table_read(data: &[u8]) {
    let _ = Solution::from_bytes(data);
    let mut framed = pyramids_core::pyramida::table::MAGIC.to_vec();
    framed.extend_from_slice(&pyramids_core::pyramida::table::VERSION.to_le_bytes());
    framed.extend_from_slice(data);
    let _ = Solution::from_bytes(&framed);
    match pyramids_ffi::pyramida_install_table(framed) {
        Ok(_) | Err(PyramidsError::BadTable { .. }) => {}
        Err(other) => panic!("unexpected error: {other:?}"),
    }
}
