//! [`Seat`]: a player's place in turn order, as it crosses the FFI.

use pyramids_core::pyramido::MAX_PLAYERS;

use crate::error::{OptionsProblem, PyramidsError};

/// A seat: the 0-based index of a player in turn order (seat 0 moves
/// first). No game seats more than four, so a seat is 0–3. It crosses as a
/// plain integer (`Int` in Kotlin, `Int32` in Swift); a number outside 0–3
/// coming back from an app is refused where it is lifted, before the call
/// runs, with `BadOptions` / `NoSuchSeat`. Whether the seat exists in the
/// game at hand (a third seat of Pylos) is the call's own check.
///
/// The core's seats stay `usize` indexes; this is their FFI form only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(u8);

// `from_core` relies on it: every core seat fits.
const _: () = assert!(MAX_PLAYERS as usize <= Seat::COUNT);

impl Seat {
    /// The most seats any game has.
    pub const COUNT: usize = 4;

    /// Every seat, in turn order.
    pub const ALL: [Seat; Seat::COUNT] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat `index`, if it is one (below [`Seat::COUNT`]).
    pub fn new(index: usize) -> Option<Seat> {
        (index < Self::COUNT).then_some(Seat(index as u8))
    }

    /// A seat the core reports. The core never has more than four (checked
    /// at compile time above); the clamp only keeps this total.
    pub fn from_core(seat: pyramids_core::game::Seat) -> Seat {
        Seat(seat.min(Self::COUNT - 1) as u8)
    }

    /// The core's index.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat as the FFI's integer.
    pub fn number(self) -> i32 {
        i32::from(self.0)
    }

    /// The seat `n` from the app side, or the typed refusal its lift gives.
    pub fn lift(n: i32) -> Result<Seat, PyramidsError> {
        usize::try_from(n).ok().and_then(Seat::new).ok_or_else(|| {
            PyramidsError::bad_options(
                OptionsProblem::NoSuchSeat {
                    seat: n,
                    count: Seat::COUNT as i32,
                },
                format!("seat {n} does not exist: seats are 0 to 3"),
            )
        })
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq<i32> for Seat {
    fn eq(&self, n: &i32) -> bool {
        self.number() == *n
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.index()
    }
}

uniffi::custom_type!(Seat, i32, {
    lower: |s| s.number(),
    // A refusal here is the call's own typed error: UniFFI hands a failed
    // argument lift back as the function's `PyramidsError`.
    try_lift: |n| Seat::lift(n).map_err(Into::into),
});

#[cfg(test)]
mod tests {
    use super::*;
    use uniffi::FfiConverter;

    #[test]
    fn seats_0_to_3_cross_and_others_are_no_such_seat() {
        for n in 0..4 {
            let seat = <Seat as FfiConverter<crate::UniFfiTag>>::try_lift(n).unwrap();
            assert_eq!(seat.number(), n);
            assert_eq!(<Seat as FfiConverter<crate::UniFfiTag>>::lower(seat), n);
        }
        for n in [-1, 4, 200, i32::MIN, i32::MAX] {
            let err = <Seat as FfiConverter<crate::UniFfiTag>>::try_lift(n).unwrap_err();
            match err.downcast::<PyramidsError>() {
                Ok(PyramidsError::BadOptions {
                    problem: OptionsProblem::NoSuchSeat { seat, count: 4 },
                    ..
                }) => assert_eq!(seat, n),
                other => panic!("{n}: {other:?}"),
            }
        }
    }
}
