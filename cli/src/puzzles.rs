//! `pyramids puzzles generate|verify`: mining and checking puzzle sets.
//!
//! Pyramida's puzzles are exact (the solved table), Pylos's proven by
//! df-pn, Pyramido's single turns counted in full (docs/puzzles.md).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use pyramids_core::game::GameKind;
use pyramids_core::puzzle::{pylos, pyramida, pyramido, Puzzle, PuzzleSet, PUZZLE_SET_VERSION};
use pyramids_core::pyramida::solver::solution;

use crate::args::Args;

pub fn run(args: &Args) -> Result<(), String> {
    match args.positional.get(1).map(String::as_str) {
        Some("generate") => generate(args),
        Some("verify") => verify(args),
        _ => Err("puzzles: generate GAME [--count N] [--seed S] [--out FILE] | verify FILE".into()),
    }
}

fn to_json(puzzles: &[Puzzle]) -> Result<String, String> {
    serde_json::to_string(&PuzzleSet {
        version: PUZZLE_SET_VERSION,
        puzzles: puzzles.to_vec(),
    })
    .map_err(|e| e.to_string())
}

fn write(path: &str, json: &str) -> Result<(), String> {
    crate::atomic::write_atomically(Path::new(path), json.as_bytes())
        .map_err(|e| format!("{path}: {e}"))
}

fn generate(args: &Args) -> Result<(), String> {
    args.check_known(&["count", "seed", "out"])?;
    args.check_positionals(3)?;
    let game = args
        .positional
        .get(2)
        .and_then(|g| GameKind::from_name(g))
        .ok_or("puzzles generate: which game? (pylos, pyramido or pyramida)")?;
    let count: usize = args.num("count", 10)?;
    let seed: u64 = args.num("seed", 1)?;
    let out = args.get("out");
    let solve_start = Instant::now();
    if game == GameKind::Pyramida {
        solution();
    }
    let solve_secs = solve_start.elapsed().as_secs_f64();
    let start = Instant::now();
    // Slow games write what they have every few puzzles, so a long run
    // stopped early still leaves a valid set.
    let mut found: Vec<Puzzle> = Vec::new();
    let mut unsaved = 0;
    let mut checkpoint = |p: &Puzzle, examined: u64| {
        found.push(p.clone());
        unsaved += 1;
        eprint!(
            "\r{} puzzles, {examined} positions examined, {:.0} s",
            found.len(),
            start.elapsed().as_secs_f64()
        );
        if let (Some(path), true) = (out, unsaved == 10) {
            unsaved = 0;
            if let Err(e) = to_json(&found).and_then(|j| write(path, &j)) {
                eprintln!("\n{e}");
            }
        }
    };
    let (puzzles, examined) = match game {
        GameKind::Pyramida => {
            let mut shown = 0;
            pyramida::generate(solution(), count, seed, |found, examined| {
                if found >= shown + 25 {
                    shown = found;
                    eprint!("\r{found} puzzles, {examined} positions examined");
                }
            })
        }
        GameKind::Pylos => pylos::generate(count, seed, &mut checkpoint),
        GameKind::Pyramido => pyramido::generate(count, seed, &mut checkpoint),
    };
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    eprintln!();
    let json = to_json(&puzzles)?;
    match out {
        Some(path) => write(path, &json)?,
        None => println!("{json}"),
    }
    let mut grades = BTreeMap::new();
    for p in &puzzles {
        *grades.entry(p.grade.name()).or_insert(0) += 1;
    }
    let solving = if game == GameKind::Pyramida {
        format!(" after {solve_secs:.1} s of solving")
    } else {
        String::new()
    };
    eprintln!(
        "{} puzzles ({grades:?}) in {secs:.1} s{solving}: \
         {:.1} positions examined/s, {:.1} puzzles/min, {} bytes",
        puzzles.len(),
        examined as f64 / secs,
        puzzles.len() as f64 * 60.0 / secs,
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
    let mut prover = None;
    let mut failed = 0;
    for p in &set.puzzles {
        let result = match p.game {
            GameKind::Pyramida => pyramida::verify(solution(), p),
            GameKind::Pylos => pylos::verify(prover.get_or_insert_with(pylos::proof_prover), p),
            GameKind::Pyramido => pyramido::verify(p),
        };
        if let Err(e) = result {
            failed += 1;
            println!("{}: {e}", p.id);
        }
    }
    let secs = start.elapsed().as_secs_f64();
    if let Some(prover) = prover.as_mut() {
        // What "no other first move wins" rests on: proven losses, or no
        // proof either way within the budget.
        let mut total = pylos::Alternatives::default();
        for p in set.puzzles.iter().filter(|p| p.game == GameKind::Pylos) {
            if let Ok(a) = pylos::alternatives(prover, p) {
                total.lost += a.lost;
                total.unproven += a.unproven;
                total.won += a.won;
            }
        }
        println!(
            "pylos: other first moves {} proven lost, {} unproven within {} nodes, {} proven won",
            total.lost,
            total.unproven,
            pylos::PROOF_NODES,
            total.won
        );
    }
    println!(
        "{} of {} puzzles verified in {secs:.1} s ({:.2} s each)",
        set.puzzles.len() - failed,
        set.puzzles.len(),
        secs / set.puzzles.len().max(1) as f64
    );
    if failed > 0 {
        return Err(format!("{failed} puzzles failed"));
    }
    Ok(())
}
