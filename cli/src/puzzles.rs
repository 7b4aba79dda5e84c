//! `pyramids puzzles generate|verify`: mining and checking puzzle sets.
//!
//! Pyramida's puzzles are exact (the solved table); Pylos and Pyramido are
//! refused until their provers are wired in.

use std::path::Path;
use std::time::Instant;

use pyramids_core::game::GameKind;
use pyramids_core::puzzle::{pyramida, PuzzleSet, PUZZLE_SET_VERSION};
use pyramids_core::pyramida::solver::solution;

use crate::args::Args;

pub fn run(args: &Args) -> Result<(), String> {
    match args.positional.get(1).map(String::as_str) {
        Some("generate") => generate(args),
        Some("verify") => verify(args),
        _ => Err("puzzles: generate GAME [--count N] [--seed S] [--out FILE] | verify FILE".into()),
    }
}

fn generate(args: &Args) -> Result<(), String> {
    args.check_known(&["count", "seed", "out"])?;
    args.check_positionals(3)?;
    let game = args
        .positional
        .get(2)
        .and_then(|g| GameKind::from_name(g))
        .ok_or("puzzles generate: which game? (pylos, pyramido or pyramida)")?;
    if game != GameKind::Pyramida {
        return Err(format!(
            "puzzles generate {}: only pyramida's exact puzzles are built so far",
            game.name()
        ));
    }
    let count: usize = args.num("count", 10)?;
    let seed: u64 = args.num("seed", 1)?;
    let solve_start = Instant::now();
    let table = solution();
    let solve_secs = solve_start.elapsed().as_secs_f64();
    let start = Instant::now();
    let mut shown = 0;
    let (puzzles, examined) = pyramida::generate(table, count, seed, |found, examined| {
        if found >= shown + 25 {
            shown = found;
            eprint!("\r{found} puzzles, {examined} positions examined");
        }
    });
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    eprintln!();
    let set = PuzzleSet {
        version: PUZZLE_SET_VERSION,
        puzzles,
    };
    let json = serde_json::to_string(&set).map_err(|e| e.to_string())?;
    match args.get("out") {
        Some(path) => crate::atomic::write_atomically(Path::new(path), json.as_bytes())
            .map_err(|e| format!("{path}: {e}"))?,
        None => println!("{json}"),
    }
    let mut grades = std::collections::BTreeMap::new();
    for p in &set.puzzles {
        *grades.entry(p.grade.name()).or_insert(0) += 1;
    }
    eprintln!(
        "{} puzzles ({grades:?}) in {secs:.1} s after {solve_secs:.1} s of solving: \
         {:.0} positions examined/s, {:.1} puzzles/min, {} bytes",
        set.puzzles.len(),
        examined as f64 / secs,
        set.puzzles.len() as f64 * 60.0 / secs,
        json.len()
    );
    Ok(())
}

fn verify(args: &Args) -> Result<(), String> {
    args.check_known(&[])?;
    args.check_positionals(3)?;
    let path = args
        .positional
        .get(2)
        .ok_or("puzzles verify: which file?")?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let set: PuzzleSet = serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
    if set.version != PUZZLE_SET_VERSION {
        return Err(format!(
            "{path}: version {} is not {PUZZLE_SET_VERSION}",
            set.version
        ));
    }
    let start = Instant::now();
    let mut failed = 0;
    for p in &set.puzzles {
        let result = match p.game {
            GameKind::Pyramida => pyramida::verify(solution(), p).map_err(|e| e.to_string()),
            other => Err(format!("{} puzzles cannot be verified yet", other.name())),
        };
        if let Err(e) = result {
            failed += 1;
            println!("{}: {e}", p.id);
        }
    }
    println!(
        "{} of {} puzzles verified in {:.1} s",
        set.puzzles.len() - failed,
        set.puzzles.len(),
        start.elapsed().as_secs_f64()
    );
    if failed > 0 {
        return Err(format!("{failed} puzzles failed"));
    }
    Ok(())
}
