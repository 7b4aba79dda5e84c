//! Pyramida in the terminal: drawing, options and the solver report.

use pyramids_core::ai::GameAi;
use pyramids_core::game::{Seat, SeatKind};
use pyramids_core::pyramida::{draw_board, solve_stats, Pyramida, PyramidaOptions, WHITE};

use crate::args::Args;
use crate::terminal::{parse_seat, TerminalGame};

impl TerminalGame for Pyramida {
    const OPTION_FLAGS: &'static [&'static str] = &["setup", "white", "black"];

    fn options_from_args(args: &Args) -> Result<PyramidaOptions, String> {
        let swapped = match args.get("setup") {
            None | Some("standard") => false,
            Some("swapped") => true,
            Some(other) => return Err(format!("--setup: {other:?} is not standard or swapped")),
        };
        Ok(PyramidaOptions { swapped })
    }

    fn seats_from_args(args: &Args, default: &[SeatKind]) -> Result<Vec<SeatKind>, String> {
        let mut seats = Vec::new();
        for (i, name) in ["white", "black"].into_iter().enumerate() {
            let seat = args.get(name).map(|v| parse_seat(name, v)).transpose()?.unwrap_or(default[i]);
            if let SeatKind::Ai(level) = seat {
                if !Pyramida::levels().contains(&level) {
                    return Err(format!("--{name}: Pyramida has no {} level (random, easy, medium, hard, perfect)", level.name()));
                }
            }
            seats.push(seat);
        }
        Ok(seats)
    }

    fn draw(&self, color: bool) -> String {
        draw_board(self, color)
    }

    fn seat_name(&self, seat: Seat) -> String {
        if seat == WHITE { "White".into() } else { "Black".into() }
    }
}

pub fn solve_command(args: &Args) -> Result<(), String> {
    args.check_known(&["json"])?;
    let stats = solve_stats();
    if args.has("json") {
        println!("{}", stats.to_json());
    } else {
        println!("Pyramida, solved by retrograde analysis\n{stats}");
    }
    Ok(())
}
