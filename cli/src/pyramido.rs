//! Pyramido in the terminal: seats, options and drawing.

use pyramids_core::ai::GameAi;
use pyramids_core::game::{Level, Seat, SeatKind};
use pyramids_core::pyramido::{draw, Pyramido, PyramidoOptions};

use crate::args::Args;
use crate::terminal::{parse_seat, TerminalGame};

impl TerminalGame for Pyramido {
    const OPTION_FLAGS: &'static [&'static str] = &["seats", "first"];

    fn options_from_args(args: &Args) -> Result<PyramidoOptions, String> {
        let players = match args.get("seats") {
            Some(list) => list.split(',').count(),
            None => 2,
        };
        Self::match_options(args, players)
    }

    fn match_options(args: &Args, players: usize) -> Result<PyramidoOptions, String> {
        if !(2..=4).contains(&players) {
            return Err(format!(
                "--seats: Pyramido is for 2 to 4 players, got {players}"
            ));
        }
        let first_player = match args.get("first") {
            None => None,
            Some(v) => match v.parse::<u8>() {
                Ok(n) if (1..=players as u8).contains(&n) => Some(n - 1),
                _ => {
                    return Err(format!(
                        "--first: {v:?} is not a seat number from 1 to {players}"
                    ))
                }
            },
        };
        Ok(PyramidoOptions {
            players: players as u8,
            first_player,
        })
    }

    fn seats_from_args(args: &Args, default: &[SeatKind]) -> Result<Vec<SeatKind>, String> {
        let Some(list) = args.get("seats") else {
            return Ok(default.to_vec());
        };
        list.split(',')
            .map(|name| parse_seat("seats", name, Pyramido::levels()))
            .collect()
    }

    fn draw(&self, color: bool) -> String {
        draw(self, color)
    }

    fn seat_name(&self, seat: Seat) -> String {
        format!("Seat {}", seat + 1)
    }
}

/// The default table: you against the expert.
pub const DEFAULT_SEATS: &[SeatKind] = &[SeatKind::Human, SeatKind::Ai(Level::Expert)];
