//! Property tests of the exported surface (through its Rust API): random
//! bytes, mutated real saves and random notation give a result or a clean
//! error — never `Internal` (a caught panic), never a hang.

use proptest::prelude::*;
use pyramids_ffi::{AiLevel, GameKind, GameOptions, GameSession, PyramidsError, SeatController};

fn real_save() -> String {
    let s = GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: Some("expert".into()),
        seats: vec![SeatController::Ai { level: AiLevel::Medium }, SeatController::Ai { level: AiLevel::Easy }],
        seed: 3,
        max_plies: None,
    })
    .unwrap();
    for _ in 0..16 {
        s.ai_move_nodes(None, 200).unwrap();
    }
    s.undo().unwrap();
    s.save().unwrap()
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
    fn random_bytes_are_bad_saves(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let load_refused = matches!(no_internal(GameSession::load(text.clone())), Err(PyramidsError::BadSave { .. }));
        let kind_refused = matches!(no_internal(pyramids_ffi::save_game_kind(text)), Err(PyramidsError::BadSave { .. }));
        prop_assert!(load_refused && kind_refused);
    }

    #[test]
    fn mutated_saves_load_consistently_or_fail_cleanly(at in 0usize..4000, insert in "[\\[\\]{}\",:0-9a-z\\- x]{0,5}", cut in 0usize..4) {
        let text = real_save();
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        let mutated = format!("{}{}{}", &text[..at], insert, &text[end..]);
        match no_internal(GameSession::load(mutated)) {
            Ok(s) => {
                let snap = s.snapshot().unwrap();
                prop_assert_eq!(snap.legal_action_count as usize, s.legal_actions().unwrap().len());
                let again = GameSession::load(s.save().unwrap()).unwrap();
                prop_assert_eq!(again.snapshot().unwrap(), snap);
            }
            Err(e) => prop_assert!(matches!(e, PyramidsError::BadSave { .. }), "{e:?}"),
        }
    }

    #[test]
    fn random_notation_is_an_action_or_illegal(text in "\\PC{0,80}") {
        let s = GameSession::load(real_save()).unwrap();
        s.set_seat(0, SeatController::Human).unwrap();
        s.set_seat(1, SeatController::Human).unwrap();
        let before = s.snapshot().unwrap();
        match no_internal(s.play(text)) {
            Ok(events) => prop_assert!(!events.is_empty()),
            Err(e) => {
                prop_assert!(matches!(e, PyramidsError::IllegalAction { .. }), "{e:?}");
                prop_assert_eq!(s.snapshot().unwrap(), before);
            }
        }
    }
}
