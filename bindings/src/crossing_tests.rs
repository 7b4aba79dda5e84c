//! What an app sends that is not a place or a seat is refused where it
//! crosses, with the call's typed error, and changes nothing. These tests
//! call the exported functions as Kotlin and Swift do: through the C
//! symbols UniFFI generates, with arguments written into a buffer the way
//! the generated bindings write them (a custom type as its builtin), so a
//! malformed value goes through the same lift an app's would.

use std::sync::Arc;

use uniffi::{FfiConverter, Lift, Lower, RustBuffer, RustCallStatus, RustCallStatusCode};

use crate::error::{ActionProblem, OptionsProblem, PyramidsError};
use crate::types::{GameKind, SeatController};
use crate::{GameSession, UniFfiTag};

fn session(game: GameKind) -> Arc<GameSession> {
    crate::test_support::new_session(game, 7)
}

/// A buffer written as the bindings write arguments.
#[derive(Default)]
struct Args(Vec<u8>);

impl Args {
    fn string(mut self, s: &str) -> Self {
        <String as FfiConverter<UniFfiTag>>::write(s.to_string(), &mut self.0);
        self
    }
    fn int(mut self, n: i32) -> Self {
        <i32 as FfiConverter<UniFfiTag>>::write(n, &mut self.0);
        self
    }
    fn buffer(self) -> RustBuffer {
        RustBuffer::from_vec(self.0)
    }
}

/// The error a failed call left in `status`: it must be the typed
/// `PyramidsError` (code `Error`), never an internal failure.
fn typed_error(status: RustCallStatus) -> PyramidsError {
    assert!(
        matches!(status.code, RustCallStatusCode::Error),
        "expected the call's typed error, got status {:?}",
        status.code as i8
    );
    let buf = std::mem::ManuallyDrop::into_inner(status.error_buf);
    <PyramidsError as Lift<UniFfiTag>>::try_lift_from_rust_buffer(buf).unwrap()
}

/// `GameSession.play_action` with a `GameAction` written by hand: notation,
/// seat, then `ActionDetail.Pylos(PylosMove.Place(to))` (variants are
/// written 1-based).
fn pylos_place(notation: &str, seat: i32, to: &str) -> RustBuffer {
    Args::default()
        .string(notation)
        .int(seat)
        .int(1) // ActionDetail::Pylos
        .int(1) // PylosMove::Place
        .string(to)
        .buffer()
}

fn play_action(s: &Arc<GameSession>, action: RustBuffer) -> PyramidsError {
    let mut status = RustCallStatus::default();
    let handle = <Arc<GameSession> as Lower<UniFfiTag>>::lower(Arc::clone(s));
    crate::session::uniffi_pyramids_ffi_fn_method_gamesession_play_action(
        handle,
        action,
        &mut status,
    );
    typed_error(status)
}

#[test]
fn a_place_that_is_no_position_fails_as_unreadable_and_changes_nothing() {
    let s = session(GameKind::Pylos);
    let before = s.save();
    for bad in ["9z9", "", "1a1x", "5a1"] {
        match play_action(&s, pylos_place("1a1", 0, bad)) {
            PyramidsError::IllegalAction {
                action,
                problem: ActionProblem::Unreadable { .. },
            } => assert_eq!(action, bad),
            other => panic!("{bad:?}: {other:?}"),
        }
    }
    assert_eq!(s.save(), before, "nothing was played");
    // The same record with a real position plays: the refusals above were
    // the place's, not the buffer's.
    let mut status = RustCallStatus::default();
    let handle = <Arc<GameSession> as Lower<UniFfiTag>>::lower(Arc::clone(&s));
    crate::session::uniffi_pyramids_ffi_fn_method_gamesession_play_action(
        handle,
        pylos_place("1a1", 0, "1a1"),
        &mut status,
    );
    assert!(matches!(status.code, RustCallStatusCode::Success));
    assert_eq!(s.history(), ["1a1"]);
}

#[test]
fn a_seat_outside_0_to_3_fails_as_no_such_seat_and_changes_nothing() {
    let s = session(GameKind::Pylos);
    let before = s.save();
    for bad in [-1, 4, 99, i32::MIN] {
        match play_action(&s, pylos_place("1a1", bad, "1a1")) {
            PyramidsError::BadOptions {
                problem: OptionsProblem::NoSuchSeat { seat, count: 4 },
                ..
            } => assert_eq!(seat, bad),
            other => panic!("{bad}: {other:?}"),
        }
        // `set_seat(seat, Human)`: the seat is a bare argument.
        let mut status = RustCallStatus::default();
        let handle = <Arc<GameSession> as Lower<UniFfiTag>>::lower(Arc::clone(&s));
        let human = <SeatController as Lower<UniFfiTag>>::lower(SeatController::Human);
        crate::session::uniffi_pyramids_ffi_fn_method_gamesession_set_seat(
            handle,
            bad,
            human,
            &mut status,
        );
        assert!(matches!(
            typed_error(status),
            PyramidsError::BadOptions {
                problem: OptionsProblem::NoSuchSeat { count: 4, .. },
                ..
            }
        ));
    }
    assert_eq!(s.save(), before, "nothing was played or handed over");
}

#[test]
fn a_pyramida_field_and_a_pyramido_cell_are_checked_too() {
    // `tap(BoardPlace.Pyramida(at))` and `tap(BoardPlace.PyramidoCell(at))`.
    for (game, variant, bad) in [(GameKind::Pyramida, 2, "b1"), (GameKind::Pyramido, 3, "a0")] {
        let s = session(game);
        let before = s.save();
        let board = crate::BoardInteraction::new(Arc::clone(&s));
        let view = board.view();
        let mut status = RustCallStatus::default();
        let handle = <Arc<crate::BoardInteraction> as Lower<UniFfiTag>>::lower(board.clone());
        let place = Args::default().int(variant).string(bad).buffer();
        crate::interact::uniffi_pyramids_ffi_fn_method_boardinteraction_tap(
            handle,
            place,
            &mut status,
        );
        match typed_error(status) {
            PyramidsError::IllegalAction {
                action,
                problem: ActionProblem::Unreadable { .. },
            } => assert_eq!(action, bad),
            other => panic!("{game:?}: {other:?}"),
        }
        assert_eq!(board.view(), view, "{game:?}: the selection is as it was");
        assert_eq!(s.save(), before, "{game:?}: nothing was played");
    }
}
