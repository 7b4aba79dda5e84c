//! What a game adds to the generic terminal front end.

use pyramids_core::game::{Seat, SeatKind};
use pyramids_core::setup::Setup;

use crate::args::Args;

pub trait TerminalGame: Setup {
    /// Option flags this game reads (beyond the common ones).
    const OPTION_FLAGS: &'static [&'static str];
    fn options_from_args(args: &Args) -> Result<Self::Options, String>;
    /// Options for an AI match with `seats` players.
    fn match_options(args: &Args, _seats: usize) -> Result<Self::Options, String> {
        Self::options_from_args(args)
    }
    /// Seats from flags; `default` fills seats not given.
    fn seats_from_args(args: &Args, default: &[SeatKind]) -> Result<Vec<SeatKind>, String>;
    /// The whole public state, drawn for a terminal.
    fn draw(&self, color: bool) -> String;
    fn seat_name(&self, seat: Seat) -> String;
    /// Work before the first decision (Pyramida installs `--table FILE`).
    fn prepare(_args: &Args) -> Result<(), String> {
        Ok(())
    }
    /// Work to do before play starts for these seats (Pyramida: solve once
    /// if a seat plays perfectly, rather than in the first AI move's budget).
    fn prepare_seats(_seats: &[SeatKind]) {}
}

pub fn parse_seat(flag: &str, value: &str) -> Result<SeatKind, String> {
    SeatKind::from_name(value).ok_or_else(|| {
        format!("--{flag}: {value:?} is not human, random, easy, medium, hard, expert or perfect")
    })
}

/// ANSI styling that disappears when colour is off.
pub struct Paint(pub bool);

impl Paint {
    pub fn fg(&self, code: &str, text: &str) -> String {
        if self.0 {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    pub fn bold(&self, text: &str) -> String {
        self.fg("1", text)
    }
    pub fn dim(&self, text: &str) -> String {
        self.fg("2", text)
    }
}
