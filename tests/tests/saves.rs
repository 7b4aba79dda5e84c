//! Save files: round trips, and every kind of bad save rejected with an
//! error that says what and where — never a panic.

use proptest::prelude::*;
use pyramids_core::game::{Game, Level, SeatKind};
use pyramids_core::pylos::{Pylos, PylosOptions, Variant};
use pyramids_core::record::GameRecord;
use pyramids_core::save::{self, SaveError};

fn sample() -> GameRecord<Pylos> {
    let mut r = GameRecord::<Pylos>::new(
        PylosOptions {
            variant: Variant::Standard,
        },
        9,
        vec![SeatKind::Human, SeatKind::Ai(Level::Expert)],
    );
    for m in [
        "1a1", "1c3", "1b1", "1d3", "1a2", "1c4", "1b2", "x1b2", "stop", "1d1",
    ] {
        r.apply_notation(m).unwrap();
    }
    r.undo();
    r
}

#[test]
fn round_trip_keeps_history_redo_seats_and_seed() {
    let r = sample();
    let text = save::save(&r);
    let back = save::load::<Pylos>(&text).unwrap();
    assert_eq!(back.state(), r.state());
    assert_eq!(back.history_notation(), r.history_notation());
    assert_eq!(back.redo_notation(), vec!["1d1".to_string()]);
    assert_eq!(back.seats(), r.seats());
    assert_eq!(back.seed(), 9);
    assert_eq!(save::save(&back), text, "saving is stable");
}

#[test]
fn malformed_json_says_where() {
    let err = save::load::<Pylos>("{\"format\": \"pyramids-save\",\n \"version\": }").unwrap_err();
    match err {
        SaveError::Malformed { line, .. } => assert_eq!(line, 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn unknown_version_is_named() {
    let text = save::save(&sample()).replace("\"version\": 1", "\"version\": 7");
    assert_eq!(
        save::load::<Pylos>(&text).unwrap_err(),
        SaveError::UnknownVersion { found: 7 }
    );
    assert!(save::load::<Pylos>(&text)
        .unwrap_err()
        .to_string()
        .contains("version 7"));
}

#[test]
fn illegal_action_names_its_index() {
    let text = save::save(&sample()).replace("\"1c4\"", "\"1a1\"");
    match save::load::<Pylos>(&text).unwrap_err() {
        SaveError::IllegalAction {
            list,
            index,
            action,
            reason,
        } => {
            assert_eq!((list, index, action.as_str()), ("history", 5, "1a1"));
            assert!(reason.contains("occupied"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_redo_entry_is_rejected() {
    let text = save::save(&sample()).replace("\"1d1\"", "\"4a1\"");
    assert!(matches!(
        save::load::<Pylos>(&text).unwrap_err(),
        SaveError::IllegalAction {
            list: "redo",
            index: 0,
            ..
        }
    ));
}

#[test]
fn wrong_game_and_non_saves_are_rejected() {
    let text = save::save(&sample()).replace("\"game\": \"pylos\"", "\"game\": \"pyramida\"");
    assert!(matches!(
        save::load::<Pylos>(&text).unwrap_err(),
        SaveError::WrongGame { .. }
    ));
    assert_eq!(save::load::<Pylos>("{}").unwrap_err(), SaveError::NotASave);
    assert_eq!(
        save::load::<Pylos>("[1,2]").unwrap_err(),
        SaveError::NotASave
    );
    let text = save::save(&sample()).replace("\"standard\"", "\"giant\"");
    assert!(
        matches!(save::load::<Pylos>(&text).unwrap_err(), SaveError::BadField { ref field, .. } if field == "options")
    );
}

#[test]
fn caps_on_size_and_history_are_enforced() {
    let huge = " ".repeat(save::MAX_SAVE_BYTES + 1);
    assert!(matches!(
        save::load::<Pylos>(&huge).unwrap_err(),
        SaveError::TooLarge(_)
    ));
    let history: Vec<String> = (0..save::MAX_HISTORY + 1)
        .map(|_| "1a1".to_string())
        .collect();
    let text = serde_json::json!({"format": "pyramids-save", "version": 1, "game": "pylos", "options": {}, "seed": 0, "seats": ["human", "human"], "history": history}).to_string();
    assert!(matches!(
        save::load::<Pylos>(&text).unwrap_err(),
        SaveError::HistoryTooLong { .. }
    ));
    let long_action = "1".repeat(save::MAX_ACTION_CHARS + 1);
    let text = serde_json::json!({"format": "pyramids-save", "version": 1, "game": "pylos", "options": {}, "seed": 0, "seats": ["human", "human"], "history": [long_action]}).to_string();
    assert!(matches!(
        save::load::<Pylos>(&text).unwrap_err(),
        SaveError::IllegalAction { .. }
    ));
}

#[test]
fn a_finished_game_loads_and_stays_finished() {
    let mut r = GameRecord::<Pylos>::new(
        PylosOptions {
            variant: Variant::Kids,
        },
        0,
        vec![],
    );
    while !r.outcome().is_over() {
        let a = r.legal_actions()[0];
        r.apply(&a).unwrap();
    }
    let back = save::load::<Pylos>(&save::save(&r)).unwrap();
    assert_eq!(back.outcome(), r.outcome());
    // An extra action after the end is refused.
    let mut v: serde_json::Value = serde_json::from_str(&save::save(&r)).unwrap();
    v["history"].as_array_mut().unwrap().push("1a1".into());
    assert!(matches!(
        save::load::<Pylos>(&v.to_string()).unwrap_err(),
        SaveError::IllegalAction { .. }
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = save::load::<Pylos>(&text);
        let _ = save::peek_kind(&text);
    }

    #[test]
    fn mutated_real_saves_never_panic(cut in 0usize..2000, insert in "[\\[\\]{}\",:0-9a-z\\- ]{0,6}") {
        let text = save::save(&sample());
        let at = cut.min(text.len());
        let at = (0..=at).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
        let mutated = format!("{}{}{}", &text[..at], insert, &text[at..]);
        if let Ok(r) = save::load::<Pylos>(&mutated) {
            // Whatever loads is a consistent game.
            prop_assert!(r.ply() <= 10);
        }
    }

    #[test]
    fn action_parser_never_panics(text in "\\PC{0,12}") {
        let g = Pylos::new(&PylosOptions::default(), 0);
        if let Ok(a) = g.parse_action(&text) {
            prop_assert_eq!(g.parse_action(&g.format_action(&a)).unwrap(), a);
        }
    }
}
