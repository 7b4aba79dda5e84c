//! Pyramido in the terminal: seats, options and drawing.

use pyramids_core::ai::GameAi;
use pyramids_core::game::{Level, Seat, SeatKind};
use pyramids_core::pyramido::{draw, Pyramido, PyramidoEvent, PyramidoOptions};

use crate::args::Args;
use crate::terminal::{and_list, parse_seat, TerminalGame};

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
        format!("{}\n{LEGEND}", draw(self, color).trim_end())
    }

    fn seat_name(&self, seat: Seat) -> String {
        format!("Seat {}", seat + 1)
    }

    const NOTATION: &'static str = "\
Notation (cells are on your current floor, as in its cell map):
  q2@e5s         take the domino in quarry slot 2, west block on e5, east block to the south (e s w n)
  m@e6           put your marker of that colour on the jewel block at e6
  t@e5=red:ne    cover e5 with a single tile: red face, jewel in the north-east corner
  -              no single tile this turn (also skip)
  p3             refill the quarry from pile 3 (slot k lies between piles k and k+1)
  h@b2=aqua:sw   when no domino fits: fill the hole b2 with a single tile
Colours: brown blue yellow aqua red green (or n b y a r g); corners nw ne se sw.";

    fn variant_text(options: &PyramidoOptions) -> String {
        format!("{} players", options.players)
    }

    fn narrate(&self, seat: Seat, events: &[PyramidoEvent], _you: Option<Seat>) -> Option<String> {
        let mut parts = Vec::new();
        for event in events {
            match event {
                PyramidoEvent::DominoPlaced { floor, blocks, .. } => parts.push(format!(
                    "places a domino on floor {floor} ({} and {})",
                    blocks[0].cell, blocks[1].cell
                )),
                PyramidoEvent::MarkerPlaced { cell, colour, .. } => {
                    parts.push(format!("puts the {colour} marker on {cell}"))
                }
                PyramidoEvent::TilePlaced { cell, colour, .. } => {
                    parts.push(format!("covers {cell} with a {colour} tile"))
                }
                PyramidoEvent::TileSkipped { .. } => parts.push("places no single tile".into()),
                PyramidoEvent::QuarryRefilled { slot, pile, .. } => parts.push(format!(
                    "refills quarry slot {} from pile {}",
                    slot + 1,
                    pile + 1
                )),
                PyramidoEvent::NoFit { .. } => parts.push("has no place for a domino".into()),
                PyramidoEvent::HoleFilled { cell, colour, .. } => {
                    parts.push(format!("fills {cell} with a {colour} tile"))
                }
                PyramidoEvent::PlayerEliminated { .. } => {
                    parts.push("cannot build on and is out".into())
                }
                PyramidoEvent::FloorScored { floor, .. } => {
                    parts.push(format!("floor {floor} is scored"))
                }
                _ => {}
            }
        }
        (!parts.is_empty()).then(|| format!("{} {}", self.seat_name(seat), and_list(&parts)))
    }

    fn end_reason(&self) -> Option<String> {
        let ranking = self.ranking();
        let first = ranking.iter().find(|r| r.place == 1)?;
        let points = |n: u32| crate::play::count(n as usize, "point", "points");
        let level = ranking.iter().filter(|r| r.score == first.score).count();
        Some(if level == 1 {
            format!("the most points ({})", points(first.score))
        } else {
            format!(
                "{} players share the top score ({}); the tie-breaks decided (fewest unused tiles, then the best floor)",
                level,
                points(first.score)
            )
        })
    }
}

/// What the board's marks mean, under every board.
const LEGEND: &str = "key: aa|Nn a domino, west|east block, quarter by quarter (n brown b blue y yellow a aqua r red g green, capital = jewel) · r1 R1 a quarter on floor 1 (R: with a jewel), r@ a marked block · cells: R2 a block with 2 jewels, t a single tile · pts [points per floor]";

/// The default table: you against the expert.
pub const DEFAULT_SEATS: &[SeatKind] = &[SeatKind::Human, SeatKind::Ai(Level::Expert)];

/// The expert's whole turns against hard at a per-call budget (the app's
/// 2,500 ms by default), timed on the wall clock as a player waits for them:
/// the longest turn is the figure, since the app's budget bounds every turn,
/// not the mean one. Seats alternate between games.
pub fn bench_command(args: &Args) -> Result<(), String> {
    use pyramids_core::ai::AiRequest;
    use pyramids_core::game::Game;
    use std::time::Instant;

    args.check_known(&["time", "games", "seed"])?;
    let ms: u64 = args.num("time", 2500)?;
    let games: u64 = args.num("games", 2)?;
    let seed: u64 = args.num("seed", 1)?;
    let mut turns: Vec<f64> = Vec::new();
    for game in 0..games {
        let expert_seat = (game % 2) as Seat;
        let mut state = Pyramido::new(&PyramidoOptions::default(), seed + game);
        let mut turn: Option<f64> = None;
        while !state.outcome().is_over() {
            let seat = state.to_move();
            let level = if seat == expert_seat {
                Level::Expert
            } else {
                Level::Hard
            };
            let started = Instant::now();
            let choice = state
                .choose(&[], &AiRequest::new(level, ms, seed + game))
                .map_err(|e| e.to_string())?;
            let secs = started.elapsed().as_secs_f64();
            if seat == expert_seat {
                *turn.get_or_insert(0.0) += secs;
            }
            let events = state
                .apply(&choice.action)
                .map_err(|e| format!("the AI chose an illegal action: {e}"))?;
            let next_turn = events
                .iter()
                .any(|e| matches!(e, PyramidoEvent::TurnStarted { .. }));
            if next_turn || state.outcome().is_over() {
                turns.extend(turn.take());
            }
        }
    }
    let longest = turns.iter().copied().fold(0.0, f64::max);
    let mean = turns.iter().sum::<f64>() / turns.len().max(1) as f64;
    println!(
        "pyramido expert vs hard, {ms} ms a call, {games} games: {} expert turns, longest {:.3} s ({:.0} % of the budget), mean {:.3} s (wall)",
        turns.len(),
        longest,
        longest * 100.0 / (ms as f64 / 1000.0),
        mean
    );
    Ok(())
}
