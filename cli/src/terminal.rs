//! What a game adds to the generic terminal front end.

use pyramids_core::game::{Level, Seat, SeatKind};
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
    /// The notation, an example for each kind of action (for `help`).
    const NOTATION: &'static str;
    /// The variant or setup in words, for the start banner.
    fn variant_text(options: &Self::Options) -> String;
    /// What the events of one turn (or part of one) did, in words: `seat`
    /// decided, `you` is the only human seat if there is one.
    fn narrate(&self, seat: Seat, events: &[Self::Event], you: Option<Seat>) -> Option<String>;
    /// Whether these events end a turn even though the same seat moves
    /// next (Pyramida: after a retreat the mover moves again).
    fn ends_turn(_events: &[Self::Event]) -> bool {
        false
    }
    /// Why the finished game ended as it did ("Dark has no balls left").
    fn end_reason(&self) -> Option<String>;
    /// Work before the first decision (Pyramida installs `--table FILE`).
    fn prepare(_args: &Args) -> Result<(), String> {
        Ok(())
    }
    /// Work to do before play starts for these seats (Pyramida: solve once
    /// if a seat plays perfectly, rather than in the first AI move's budget).
    fn prepare_seats(_seats: &[SeatKind]) {}
}

/// `a, b and c`.
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// `a, b or c`.
pub fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The names of `levels`, as `random, easy, … or expert`.
pub fn level_list(levels: &[Level]) -> String {
    or_list(&levels.iter().map(|l| l.name()).collect::<Vec<_>>())
}

/// A seat from `--flag value`: human or one of the game's `levels`; a bad
/// name lists the good ones (only the game's).
pub fn parse_seat(flag: &str, value: &str, levels: &[Level]) -> Result<SeatKind, String> {
    match SeatKind::from_name(value) {
        Some(SeatKind::Ai(level)) if !levels.contains(&level) => Err(format!(
            "--{flag}: this game has no {} level; a seat is human, {}",
            level.name(),
            level_list(levels)
        )),
        Some(seat) => Ok(seat),
        None => Err(format!(
            "--{flag}: {:?} is not a seat; a seat is human, {}",
            crate::play::clip(value),
            level_list(levels)
        )),
    }
}

/// An AI level from `--flag value`, one of the game's `levels`.
pub fn parse_level(flag: &str, value: &str, levels: &[Level]) -> Result<Level, String> {
    match Level::from_name(value) {
        Some(level) if levels.contains(&level) => Ok(level),
        _ => Err(format!(
            "--{flag}: {:?} is not a level of this game; its levels are {}",
            crate::play::clip(value),
            level_list(levels)
        )),
    }
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

/// Breaks `text` into lines of at most `width` characters at spaces.
pub fn wrap(text: &str, width: usize) -> String {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines.join("\n")
}
