//! Property tests of the exported surface (through its Rust API): random
//! bytes, mutated real saves and random notation give a result or a clean
//! error — never `Internal` (a caught panic), never a hang.

use proptest::prelude::*;
use pyramids_ffi::AiBudget;
use pyramids_ffi::{
    AiLevel, GameKind, GameOptions, GameSession, PyramidsError, Seat, SeatController,
};

fn pylos_save() -> String {
    let s = GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: Some("expert".into()),
        seats: vec![
            SeatController::Ai {
                level: AiLevel::Medium,
            },
            SeatController::Ai {
                level: AiLevel::Easy,
            },
        ],
        seed: 3,
        max_plies: None,
        first_player: None,
    })
    .unwrap();
    for _ in 0..16 {
        s.ai_move(None, AiBudget::Nodes { count: 200 }).unwrap();
    }
    s.undo().unwrap();
    s.save()
}

/// A mid-game save of another game, all seats AI at `level`, after `moves`
/// decisions and one undo (so the redo list is not empty).
fn other_save(game: GameKind, seats: usize, level: AiLevel, moves: usize) -> String {
    let seats = vec![SeatController::Ai { level }; seats];
    let s = GameSession::new(GameOptions {
        game,
        variant: None,
        seats,
        seed: 5,
        max_plies: None,
        first_player: None,
    })
    .unwrap();
    for _ in 0..moves {
        s.ai_move(None, AiBudget::Nodes { count: 300 }).unwrap();
    }
    s.undo().unwrap();
    s.save()
}

/// One real save per game (0 Pylos, 1 Pyramida, 2 Pyramido), made once.
fn real_save(game: usize) -> String {
    static SAVES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let saves = SAVES.get_or_init(|| {
        vec![
            pylos_save(),
            other_save(GameKind::Pyramida, 2, AiLevel::Easy, 12),
            other_save(GameKind::Pyramido, 3, AiLevel::Random, 25),
        ]
    });
    saves[game % saves.len()].clone()
}

fn no_internal<T>(r: Result<T, PyramidsError>) -> Result<T, PyramidsError> {
    if let Err(PyramidsError::Internal { reason }) = &r {
        panic!("internal error: {reason}");
    }
    r
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_bytes_are_bad_tables(bytes in proptest::collection::vec(any::<u8>(), 0..300), magic in any::<bool>()) {
        let mut bytes = bytes;
        if magic && bytes.len() >= 12 {
            bytes[..8].copy_from_slice(b"PYRMDTBL");
            bytes[8..12].copy_from_slice(&1u32.to_le_bytes());
        }
        let refused = matches!(no_internal(pyramids_ffi::pyramida_install_table(bytes)), Err(PyramidsError::BadTable { .. }));
        prop_assert!(refused);
    }

    #[test]
    fn random_bytes_are_bad_saves(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let load_refused = matches!(no_internal(GameSession::load(text.clone())), Err(PyramidsError::BadSave { .. }));
        let kind_refused = matches!(no_internal(pyramids_ffi::save_game_kind(text)), Err(PyramidsError::BadSave { .. }));
        prop_assert!(load_refused && kind_refused);
    }

    #[test]
    fn mutated_saves_load_consistently_or_fail_cleanly(game in 0usize..3, at in 0usize..4000, insert in "[\\[\\]{}\",:0-9a-z\\- x]{0,5}", cut in 0usize..4) {
        let text = real_save(game);
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        let mutated = format!("{}{}{}", &text[..at], insert, &text[end..]);
        match no_internal(GameSession::load(mutated)) {
            Ok(s) => {
                let snap = s.snapshot();
                prop_assert_eq!(snap.legal_action_count as usize, s.legal_actions().len());
                let again = GameSession::load(s.save()).unwrap();
                prop_assert_eq!(again.snapshot(), snap);
            }
            Err(e) => prop_assert!(matches!(e, PyramidsError::BadSave { .. }), "{e:?}"),
        }
    }

    #[test]
    fn random_notation_is_an_action_or_illegal(game in 0usize..3, text in "\\PC{0,80}") {
        let s = GameSession::load(real_save(game)).unwrap();
        for &seat in &Seat::ALL[..s.snapshot().seats.len()] {
            s.set_seat(seat, SeatController::Human).unwrap();
        }
        let before = s.snapshot();
        match no_internal(s.play(text)) {
            Ok(events) => prop_assert!(!events.is_empty()),
            Err(e) => {
                prop_assert!(matches!(e, PyramidsError::IllegalAction { .. }), "{e:?}");
                prop_assert_eq!(s.snapshot(), before);
            }
        }
    }
}
