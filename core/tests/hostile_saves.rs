//! Saves written by hand or by an attacker: options that no new game could
//! have, a byte-order mark, duplicate and unknown keys. Each is refused with
//! an error that names the field (or accepted, for the BOM), never loaded
//! into a game that cannot go on.

use pyramids_core::game::{Level, SeatKind};
use pyramids_core::pylos::{Pylos, PylosOptions};
use pyramids_core::pyramida::{Pyramida, PyramidaOptions};
use pyramids_core::pyramido::{Pyramido, PyramidoOptions};
use pyramids_core::record::GameRecord;
use pyramids_core::save::{self, SaveError};
use pyramids_core::setup::OptionsError;
use serde_json::{json, Value};

fn pylos_save() -> Value {
    let r = GameRecord::<Pylos>::new(
        PylosOptions::default(),
        3,
        vec![SeatKind::Human, SeatKind::Ai(Level::Hard)],
    );
    serde_json::from_str(&save::save(&r)).unwrap()
}

fn pyramido_save() -> Value {
    let r = GameRecord::<Pyramido>::new(PyramidoOptions::players(3), 3, vec![SeatKind::Human; 3]);
    serde_json::from_str(&save::save(&r)).unwrap()
}

fn pyramida_save() -> Value {
    let r = GameRecord::<Pyramida>::new(
        PyramidaOptions::default(),
        3,
        vec![SeatKind::Human, SeatKind::Ai(Level::Hard)],
    );
    serde_json::from_str(&save::save(&r)).unwrap()
}

fn options_error(err: SaveError) -> OptionsError {
    match err {
        SaveError::Options(e) => e,
        other => panic!("expected an options error, got {other:?}"),
    }
}

#[test]
fn a_level_the_game_does_not_offer_is_refused_naming_the_seat() {
    let mut v = pylos_save();
    v["seats"][1] = json!({"ai": "perfect"});
    let e = options_error(save::load::<Pylos>(&v.to_string()).unwrap_err());
    assert_eq!(e.field(), "seats");
    assert!(e.to_string().contains("perfect"), "{e}");

    let mut v = pyramida_save();
    v["seats"][1] = json!({"ai": "expert"});
    let e = options_error(save::load::<Pyramida>(&v.to_string()).unwrap_err());
    assert_eq!(e.field(), "seats");
}

#[test]
fn pyramido_players_outside_two_to_four_are_refused_not_clamped() {
    for players in [0u64, 1, 5, 255] {
        let mut v = pyramido_save();
        v["options"]["players"] = json!(players);
        let e = options_error(save::load::<Pyramido>(&v.to_string()).unwrap_err());
        assert_eq!(e.field(), "players", "{players}: {e}");
    }
}

#[test]
fn a_seat_count_that_differs_from_the_players_is_refused() {
    let mut v = pyramido_save();
    v["seats"] = json!(["human", "human"]);
    let e = options_error(save::load::<Pyramido>(&v.to_string()).unwrap_err());
    assert_eq!(e.field(), "seats");
}

#[test]
fn a_first_player_that_does_not_exist_is_refused() {
    let mut v = pyramido_save();
    v["options"]["first_player"] = json!(255);
    let e = options_error(save::load::<Pyramido>(&v.to_string()).unwrap_err());
    assert_eq!(e.field(), "first_player");
    // Seat 2 of 3 exists.
    v["options"]["first_player"] = json!(2);
    let r = save::load::<Pyramido>(&v.to_string()).unwrap();
    assert_eq!(r.options().first_player, Some(2));
}

#[test]
fn max_plies_zero_is_refused() {
    let mut v = pylos_save();
    v["max_plies"] = json!(0);
    let e = options_error(save::load::<Pylos>(&v.to_string()).unwrap_err());
    assert_eq!(e.field(), "max_plies");
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let text = format!("\u{feff}{}", pylos_save());
    let r = save::load::<Pylos>(&text).expect("a save with a BOM loads");
    assert_eq!(r.seed(), 3);
    assert_eq!(
        save::peek_kind(&text).unwrap(),
        pyramids_core::GameKind::Pylos
    );
}

#[test]
fn duplicate_keys_are_refused_at_any_depth() {
    let base = pylos_save().to_string();
    // Top level.
    let dup = base.replacen("{", "{\"seed\":4,", 1);
    match save::load::<Pylos>(&dup).unwrap_err() {
        SaveError::DuplicateKey { key } => assert_eq!(key, "seed"),
        other => panic!("{other:?}"),
    }
    // Inside the options.
    let dup = base.replacen("\"options\":{", "\"options\":{\"variant\":\"kids\",", 1);
    assert_ne!(dup, base);
    match save::load::<Pylos>(&dup).unwrap_err() {
        SaveError::DuplicateKey { key } => assert_eq!(key, "variant"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn unknown_keys_are_refused() {
    let mut v = pylos_save();
    v["options"]["varient"] = json!("kids");
    match save::load::<Pylos>(&v.to_string()).unwrap_err() {
        SaveError::BadField { field, message } => {
            assert_eq!(field, "options");
            assert!(message.contains("varient"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    let mut v = pyramido_save();
    v["options"]["colour"] = json!(1);
    assert!(matches!(
        save::load::<Pyramido>(&v.to_string()),
        Err(SaveError::BadField { .. })
    ));
    let mut v = pyramida_save();
    v["options"]["swaped"] = json!(true);
    assert!(matches!(
        save::load::<Pyramida>(&v.to_string()),
        Err(SaveError::BadField { .. })
    ));
    let mut v = pylos_save();
    v["extra"] = json!(1);
    match save::load::<Pylos>(&v.to_string()).unwrap_err() {
        SaveError::UnknownKey { key } => assert_eq!(key, "extra"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn what_we_write_loads_again_for_every_game() {
    assert!(save::load::<Pylos>(&pylos_save().to_string()).is_ok());
    assert!(save::load::<Pyramido>(&pyramido_save().to_string()).is_ok());
    assert!(save::load::<Pyramida>(&pyramida_save().to_string()).is_ok());
}
