//! Resignation (an engine decision; the rules pages have none): who wins,
//! that it is final, and that a save keeps it without costing older builds
//! the games that have none.

use pyramids_core::game::{Outcome, SeatKind};
use pyramids_core::pylos::{Pylos, PylosOptions, Variant};
use pyramids_core::pyramido::{Pyramido, PyramidoOptions};
use pyramids_core::record::{resignation_outcome, GameRecord, ResignError};
use pyramids_core::save::{self, SaveError};

fn pylos() -> GameRecord<Pylos> {
    let mut r = GameRecord::<Pylos>::new(
        PylosOptions {
            variant: Variant::Standard,
        },
        3,
        vec![SeatKind::Human, SeatKind::Human],
    );
    for m in ["1a1", "1c3", "1b1"] {
        r.apply_notation(m).unwrap();
    }
    r
}

#[test]
fn resign_in_a_game_of_two_the_other_seat_wins_whoever_is_to_move() {
    for seat in [0, 1] {
        let mut r = pylos();
        assert_eq!(r.to_move(), 1);
        let outcome = r.resign(seat).unwrap();
        assert_eq!(outcome, Outcome::Win { winner: 1 - seat });
        assert_eq!(r.outcome(), outcome);
        assert_eq!(r.resigned(), Some(seat));
        assert!(r.legal_actions().is_empty(), "nothing is legal after it");
        assert!(r.apply_notation("1d4").is_err());
    }
}

#[test]
fn resign_in_pyramido_of_four_the_three_others_share_the_win() {
    let mut r =
        GameRecord::<Pyramido>::new(PyramidoOptions::players(4), 5, vec![SeatKind::Human; 4]);
    assert_eq!(
        r.resign(2).unwrap(),
        Outcome::SharedWin {
            winners: vec![0, 1, 3]
        }
    );
    assert_eq!(resignation_outcome(0, 2), Outcome::Win { winner: 1 });
}

#[test]
fn resign_is_final_no_undo_no_redo() {
    let mut r = pylos();
    r.undo();
    assert!(r.can_redo());
    r.resign(0).unwrap();
    assert!(
        !r.can_undo() && !r.can_redo(),
        "the redo list is dropped too"
    );
    assert_eq!(r.undo(), None);
    assert!(r.redo().is_none());
    assert_eq!(r.undo_to_human(), 0);
    assert_eq!(r.ply(), 2, "the board stays as it was");
}

#[test]
fn resign_refused_after_the_end_and_for_a_seat_that_does_not_exist() {
    let mut r = pylos();
    assert_eq!(
        r.resign(2),
        Err(ResignError::NoSuchSeat { seat: 2, seats: 2 })
    );
    assert_eq!(r.resigned(), None, "a refusal changes nothing");
    r.resign(1).unwrap();
    assert_eq!(r.resign(0), Err(ResignError::GameOver));
    assert_eq!(r.outcome(), Outcome::Win { winner: 0 });
}

#[test]
fn resign_save_keeps_it_in_version_2_and_games_without_one_stay_version_1() {
    let mut r = pylos();
    let plain = save::save(&r);
    assert!(plain.contains("\"version\": 1"), "{plain}");
    assert!(!plain.contains("resigned"));
    r.resign(0).unwrap();
    let text = save::save(&r);
    assert!(
        text.contains("\"version\": 2") && text.contains("\"resigned\": 0"),
        "{text}"
    );
    let back = save::load::<Pylos>(&text).unwrap();
    assert_eq!(back.resigned(), Some(0));
    assert_eq!(back.outcome(), Outcome::Win { winner: 1 });
    assert_eq!(back.history_notation(), r.history_notation());
    assert_eq!(save::save(&back), text, "saving is stable");
}

#[test]
fn resign_in_a_version_1_save_or_beside_a_redo_list_or_twice_is_refused() {
    let mut r = pylos();
    r.resign(0).unwrap();
    let text = save::save(&r);
    let v1 = text.replace("\"version\": 2", "\"version\": 1");
    assert!(matches!(
        save::load::<Pylos>(&v1),
        Err(SaveError::UnknownKey { key }) if key == "resigned"
    ));
    let with_redo = text.replace("\"redo\": []", "\"redo\": [\"1d4\"]");
    assert_ne!(with_redo, text);
    assert!(matches!(
        save::load::<Pylos>(&with_redo),
        Err(SaveError::BadField { field, .. }) if field == "resigned"
    ));
    let bad_seat = text.replace("\"resigned\": 0", "\"resigned\": 7");
    assert!(matches!(
        save::load::<Pylos>(&bad_seat),
        Err(SaveError::BadField { field, .. }) if field == "resigned"
    ));
}
