//! Pylos in the terminal: drawing, options, perft, benchmarks, endgame report.

use std::time::{Duration, Instant};

use pyramids_core::ai::{AiRequest, GameAi};
use pyramids_core::game::{Game, Level, Seat, SeatKind};
use pyramids_core::playout;
use pyramids_core::pylos::{
    perft, proof, Bitboard, Phase, Pos, Pylos, PylosEvent, PylosOptions, Variant, APEX, LIGHT,
};
use pyramids_core::save;
use pyramids_core::search::{SearchLimits, Searcher};

use crate::args::Args;
use crate::clock::Clock;
use crate::terminal::{and_list, parse_seat, Paint, TerminalGame};

impl TerminalGame for Pylos {
    const OPTION_FLAGS: &'static [&'static str] = &["variant", "light", "dark"];

    fn options_from_args(args: &Args) -> Result<PylosOptions, String> {
        let variant = match args.get("variant") {
            None => Variant::Standard,
            Some(v) => Variant::from_name(v)
                .ok_or_else(|| format!("--variant: {v:?} is not kids, standard or expert"))?,
        };
        Ok(PylosOptions { variant })
    }

    fn seats_from_args(args: &Args, default: &[SeatKind]) -> Result<Vec<SeatKind>, String> {
        let light = args
            .get("light")
            .map(|v| parse_seat("light", v, Pylos::levels()))
            .transpose()?
            .unwrap_or(default[0]);
        let dark = args
            .get("dark")
            .map(|v| parse_seat("dark", v, Pylos::levels()))
            .transpose()?
            .unwrap_or(default[1]);
        Ok(vec![light, dark])
    }

    fn draw(&self, color: bool) -> String {
        draw(self, color)
    }

    fn seat_name(&self, seat: Seat) -> String {
        if seat == LIGHT {
            "Light".into()
        } else {
            "Dark".into()
        }
    }

    const NOTATION: &'static str = "\
Notation (a position is level 1-4, column letter, row number: 2b1; row 1 is
at the bottom of each level as drawn; + marks where a ball can go):
  1b2        place a ball from your reserve on 1b2
  1a1-2b1    raise your free ball from 1a1 to 2b1, a higher level
  x2b1       take back (reclaim) your free ball at 2b1 after completing a square
  stop       decline the optional second reclaim (also -)
Several decisions can go on one line: 1c3 x1c3 stop";

    fn variant_text(options: &PylosOptions) -> String {
        format!("{} variant", options.variant.name())
    }

    fn narrate(&self, seat: Seat, events: &[PylosEvent], _you: Option<Seat>) -> Option<String> {
        let who = self.seat_name(seat);
        let mut parts = Vec::new();
        let mut reclaimed = Vec::new();
        for event in events {
            match event {
                PylosEvent::Placed { to, .. } => parts.push(format!("places a ball on {to}")),
                PylosEvent::Raised { from, to, .. } => {
                    parts.push(format!("raises the ball from {from} to {to}"))
                }
                PylosEvent::PatternCompleted { positions, .. } => {
                    let line = positions.iter().all(|p| p.row() == positions[0].row())
                        || positions.iter().all(|p| p.col() == positions[0].col());
                    parts.push(format!(
                        "completed a {}",
                        if line { "line" } else { "square" }
                    ))
                }
                PylosEvent::Reclaimed { from, .. } => reclaimed.push(from.to_string()),
                _ => {}
            }
        }
        if !reclaimed.is_empty() {
            parts.push(format!("takes back {}", and_list(&reclaimed)));
        }
        (!parts.is_empty()).then(|| format!("{who} {}", and_list(&parts)))
    }

    fn end_reason(&self) -> Option<String> {
        let pyramids_core::Outcome::Win { winner } = self.outcome() else {
            return None;
        };
        if self.at(APEX) == Some(winner) {
            Some(format!("{} placed the top ball", self.seat_name(winner)))
        } else {
            let loser = 1 - winner;
            (self.reserve(loser) == 0)
                .then(|| format!("{} has no balls left", self.seat_name(loser)))
        }
    }
}

/// The four levels side by side, row 1 at the bottom as in the notation.
pub fn draw(state: &Pylos, color: bool) -> String {
    let paint = Paint(color);
    let available = if state.phase() == Phase::Move {
        state.available()
    } else {
        Bitboard::EMPTY
    };
    let highlight = match state.phase() {
        Phase::Move => state.raise_sources(),
        _ => state.own_free(state.to_move()),
    };
    let cell = |p: Pos| -> String {
        match state.at(p) {
            Some(s) => {
                let (glyph, code) = if s == LIGHT {
                    ("L", "1;97")
                } else {
                    ("D", "1;34")
                };
                let code = if highlight.contains(p) {
                    format!("{code};4")
                } else {
                    code.to_string()
                };
                if color {
                    paint.fg(&code, if s == LIGHT { "●" } else { "○" })
                } else if highlight.contains(p) {
                    glyph.to_lowercase()
                } else {
                    glyph.to_string()
                }
            }
            None if available.contains(p) => paint.fg("32", "+"),
            None => paint.dim("·"),
        }
    };
    let mut lines = vec![String::new(); 6];
    for level in 1..=4u8 {
        let size = 5 - level;
        let width = 3 + 2 * size as usize + 3;
        let header = format!("level {level}");
        lines[0].push_str(&format!("{header:<width$}"));
        let cols: String = (0..size)
            .map(|c| format!(" {}", (b'a' + c) as char))
            .collect();
        lines[1].push_str(&format!("{:<width$}", format!(" {cols}")));
        for line_no in 0..4usize {
            let row_from_top = line_no as i32 - (4 - size as i32);
            let text = if row_from_top >= 0 {
                let row = size - 1 - row_from_top as u8;
                let cells: Vec<String> = (0..size)
                    .map(|c| cell(Pos::new(level, c, row).expect("on board")))
                    .collect();
                format!("{} {} ", row + 1, cells.join(" "))
            } else {
                String::new()
            };
            let visible = 3 + 2 * size as usize;
            lines[2 + line_no].push_str(&text);
            lines[2 + line_no]
                .push_str(&" ".repeat(width - if row_from_top >= 0 { visible } else { 0 }));
        }
    }
    let mut out = lines
        .iter()
        .map(|l| l.trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n");
    out.push_str(&format!(
        "\nreserves: Light {} · Dark {}   variant {}   (+ available, {} movable now)",
        state.reserve(0),
        state.reserve(1),
        state.variant().name(),
        if color { "underlined" } else { "lower case" }
    ));
    out
}

fn start_or_file(args: &Args) -> Result<Pylos, String> {
    match args.get("from") {
        Some(path) => {
            if args.has("variant") {
                return Err(
                    "--variant cannot be used with --from: the save fixes the variant".into(),
                );
            }
            let text = crate::bounded::read_save(std::path::Path::new(path))
                .map_err(|e| format!("cannot read {path}: {e}"))?;
            Ok(save::load::<Pylos>(&text)
                .map_err(|e| format!("cannot load {path}: {e}"))?
                .state()
                .clone())
        }
        None => Ok(Pylos::new(&Pylos::options_from_args(args)?, 0)),
    }
}

pub fn perft_command(args: &Args) -> Result<(), String> {
    args.check_known(&["variant", "depth", "from", "compare", "no-bulk"])?;
    let depth: u32 = args.num("depth", 5)?;
    let state = start_or_file(args)?;
    let compare = args.has("compare");
    if compare && state.phase() != Phase::Move {
        return Err("--compare needs a position at the start of a turn".into());
    }
    let bulk = !args.has("no-bulk");
    println!(
        "perft pylos, variant {}, {}",
        state.variant().name(),
        if bulk {
            "last turn counted in bulk"
        } else {
            "every turn enumerated (--no-bulk)"
        }
    );
    let mut counter = if bulk {
        perft::Perft::new()
    } else {
        perft::Perft::plain()
    };
    let unit = Clock::unit();
    for d in 1..=depth {
        let start = Clock::start();
        let n = counter.count(&state, d);
        let secs = start.secs();
        print!(
            "depth {d}: {n} leaves in {secs:.3} {unit} ({:.0} leaves/s)",
            n as f64 / secs.max(1e-9)
        );
        if compare {
            // The straightforward array implementation, same position, same run.
            let board = perft::array::board_of(&state);
            let patterns = perft::array::patterns_of(state.variant());
            let start = Clock::start();
            let m = perft::array::perft(&board, state.to_move() as u8, d, patterns);
            let array_secs = start.secs();
            if m != n {
                return Err(format!(
                    "depth {d}: the array reference counts {m}, perft {n}"
                ));
            }
            print!("; array reference {array_secs:.3} {unit}");
            if secs >= 0.01 {
                print!(", perft {:.1}x faster", array_secs / secs);
            }
        }
        println!();
    }
    Ok(())
}

pub fn bench_command(args: &Args) -> Result<(), String> {
    args.check_known(&["variant", "depth", "search-depth", "expert-ms"])?;
    let depth: u32 = args.num("depth", 6)?;
    let state = Pylos::new(&Pylos::options_from_args(args)?, 0);
    let unit = Clock::unit();
    let start = Clock::start();
    let leaves = perft::perft(&state, depth);
    let secs = start.secs();
    println!(
        "perft({depth}): {leaves} leaves in {secs:.3} {unit} = {:.2} M leaves/s",
        leaves as f64 / secs / 1e6
    );
    // Search: fixed depth from a few opening and middle-game positions.
    // One searcher with the expert's table, allocated before the clock
    // starts and cleared (O(1)) per position, as the AI does per decision.
    let search_depth: u32 = args.num("search-depth", 7)?;
    let positions: Vec<Pylos> = (0..6)
        .map(|seed| random_position(&state, seed, 6 + 3 * seed as usize))
        .collect();
    let start = Clock::start();
    let mut searcher = Searcher::<Pylos>::new(19);
    let setup = start.secs();
    let mut nodes = 0u64;
    let start = Clock::start();
    for position in &positions {
        searcher.clear();
        nodes += searcher
            .search(position, &[], SearchLimits::depth(search_depth), None)
            .nodes;
    }
    let secs = start.secs();
    println!(
        "search depth {search_depth} on 6 positions: {nodes} nodes in {secs:.3} {unit} = {:.2} M nodes/s (table set-up, once: {:.1} ms, not counted)",
        nodes as f64 / secs / 1e6,
        setup * 1000.0
    );
    // The same searches with a new expert-sized table each, as every expert
    // decision paid before the table was kept: the set-up is counted.
    let start = Clock::start();
    let mut fresh_nodes = 0u64;
    for position in &positions {
        let mut searcher = Searcher::<Pylos>::new(19);
        fresh_nodes += searcher
            .search(position, &[], SearchLimits::depth(search_depth), None)
            .nodes;
    }
    let fresh = start.secs();
    println!(
        "  with a new 2^19-entry table per position: {fresh_nodes} nodes in {fresh:.3} {unit} = {:.2} M nodes/s ({:.1}x slower)",
        fresh_nodes as f64 / fresh / 1e6,
        fresh / secs
    );
    if args.has("expert-ms") {
        expert_depths(&state, args.num("expert-ms", 1000)?);
    }
    Ok(())
}

/// How deep the expert gets within its budget from the opening and from ten
/// midgame positions (turn starts after 4 to 13 random decisions, above the
/// 16 empty positions where the endgame prover takes a share), and its
/// search speed there.
fn expert_depths(start: &Pylos, ms: u64) {
    let unit = Clock::unit();
    let mut positions = vec![start.clone()];
    positions.extend((0..10).map(|seed| random_position(start, 100 + seed, 4 + seed as usize)));
    let mut depths = Vec::new();
    let (mut nodes, mut secs) = (0u64, 0.0);
    for position in &positions {
        let clock = Clock::start();
        let Ok(choice) = position.choose(&[], &AiRequest::new(Level::Expert, ms, 1)) else {
            continue;
        };
        secs += clock.secs();
        nodes += choice.nodes;
        depths.push(choice.depth);
    }
    let opening = depths.first().copied().unwrap_or(0);
    let mid = &depths[1.min(depths.len())..];
    let mean = mid.iter().sum::<u32>() as f64 / mid.len().max(1) as f64;
    println!(
        "expert at {ms} ms: depth {opening} from the opening; midgame (10 positions) depth {}-{}, mean {mean:.1}; {nodes} nodes in {secs:.3} {unit} = {:.2} M nodes/s",
        mid.iter().min().unwrap_or(&0),
        mid.iter().max().unwrap_or(&0),
        nodes as f64 / secs.max(1e-9) / 1e6
    );
}

/// A position after at least `plies` random decisions from `start`, at a turn start.
fn random_position(start: &Pylos, seed: u64, plies: usize) -> Pylos {
    let mut n = 0;
    playout::random_until(start, seed, 400, |g| {
        n += 1;
        n > plies && g.phase() == Phase::Move
    })
    .unwrap_or_else(|| start.clone())
}

/// Which prover `pyramids endgame pylos` measures.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prover {
    /// The expert's alpha-beta search (a proof is a completed iteration).
    Search,
    /// The proof-number search of `pylos::proof`.
    Pns,
}

/// For each number of empty positions, how often each prover proves the
/// result within the budget from random positions with that many empty
/// (`--prover search|pns|both`; both: the same positions, side by side).
pub fn endgame_command(args: &Args) -> Result<(), String> {
    args.check_known(&[
        "variant",
        "time",
        "nodes",
        "samples",
        "from-empty",
        "to-empty",
        "prover",
    ])?;
    let time: u64 = args.num("time", 1000)?;
    // A node cap makes the table reproducible (the clock does not count).
    let nodes: Option<u64> = args
        .get("nodes")
        .map(|v| v.parse())
        .transpose()
        .map_err(|_| "--nodes: not a number")?;
    let samples: usize = args.num("samples", 10)?;
    let lo: u32 = args.num("from-empty", 4)?;
    let hi: u32 = args.num("to-empty", 14)?;
    let provers: &[Prover] = match args.get("prover").unwrap_or("search") {
        "search" => &[Prover::Search],
        "pns" => &[Prover::Pns],
        "both" => &[Prover::Search, Prover::Pns],
        other => return Err(format!("--prover: search, pns or both, not {other}")),
    };
    let start = Pylos::new(&Pylos::options_from_args(args)?, 0);
    let budget = nodes.map_or(format!("{time} ms"), |n| format!("{n} nodes"));
    let mut header = String::from("empty");
    for prover in provers {
        let name = if *prover == Prover::Search {
            "search"
        } else {
            "pns"
        };
        header += &format!("  {name:>6} proven/samples  mean / max time (ms)");
    }
    println!(
        "{header}   [budget {budget}, variant {}]",
        start.variant().name()
    );
    let mut prover_state = proof::Prover::new(20);
    for empty in lo..=hi {
        let mut proven = vec![0; provers.len()];
        let mut total_ms = vec![0.0; provers.len()];
        // The slowest sample: a budget is held when this stays within it.
        let mut max_ms = vec![0.0f64; provers.len()];
        let mut found = 0;
        let mut seed = 0;
        while found < samples && seed < samples as u64 * 200 {
            seed += 1;
            let Some(position) = position_with_empty(&start, seed + 1000 * u64::from(empty), empty)
            else {
                continue;
            };
            found += 1;
            for (i, prover) in provers.iter().enumerate() {
                let t = Instant::now();
                let ok = match prover {
                    Prover::Search => {
                        let request = match nodes {
                            Some(n) => AiRequest::nodes(Level::Expert, n, seed),
                            None => AiRequest::new(Level::Expert, time, seed),
                        };
                        position
                            .choose(&[], &request)
                            .is_ok_and(|c| c.proven.is_some())
                    }
                    Prover::Pns => {
                        let limits = SearchLimits {
                            max_nodes: nodes,
                            time: nodes.is_none().then(|| Duration::from_millis(time)),
                            ..Default::default()
                        };
                        prover_state.prove(&position, &[], limits).value.is_some()
                    }
                };
                proven[i] += usize::from(ok);
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                total_ms[i] += ms;
                max_ms[i] = max_ms[i].max(ms);
            }
        }
        let mut line = format!("{empty:>5}");
        for i in 0..provers.len() {
            line += &format!(
                "  {:>13}/{found:<7}  {:>9.0} / {:<9.0}",
                proven[i],
                total_ms[i] / found.max(1) as f64,
                max_ms[i]
            );
        }
        println!("{line}");
    }
    Ok(())
}

fn position_with_empty(start: &Pylos, seed: u64, empty: u32) -> Option<Pylos> {
    playout::random_until(start, seed, 400, |g| {
        g.phase() == Phase::Move && !g.outcome().is_over() && 30 - g.occupied().count() == empty
    })
}
