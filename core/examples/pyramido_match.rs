//! Strength matches between Pyramido AI levels (seats rotate every game).
//!
//! ```text
//! cargo run --release -p pyramids-core --example pyramido_match -- \
//!     --seats expert,hard -n 100 [--nodes 200 | --time-ms 100] [--seed 1] [--json]
//! ```
//! Without `--nodes` or `--time-ms` the expert runs its default number of
//! play-outs per decision.

use pyramids_core::game::Level;
use pyramids_core::pyramido::ai::{play_match, MatchBudget};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let seats = value("--seats").unwrap_or_else(|| "expert,hard".into());
    let levels: Vec<Level> = match seats.split(',').map(Level::from_name).collect::<Option<Vec<_>>>() {
        Some(l) if (2..=4).contains(&l.len()) => l,
        _ => {
            eprintln!("--seats takes 2 to 4 of random, easy, medium, hard, expert (got {seats:?})");
            std::process::exit(2);
        }
    };
    let games: usize = value("-n").and_then(|v| v.parse().ok()).unwrap_or(20);
    let seed: u64 = value("--seed").and_then(|v| v.parse().ok()).unwrap_or(1);
    let budget =
        MatchBudget { time_ms: value("--time-ms").and_then(|v| v.parse().ok()), max_nodes: value("--nodes").and_then(|v| v.parse().ok()) };
    let started = std::time::Instant::now();
    let report = play_match(&levels, games, seed, &budget);
    if args.iter().any(|a| a == "--json") {
        println!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
        return;
    }
    println!("pyramido, {} players, {} games, seats rotated, budget {budget:?}", report.players, report.games);
    for s in &report.stats {
        println!("  {:>7}  win rate {:>5.1}%  mean score {:>5.1}", s.level.name(), 100.0 * s.win_rate, s.mean_score);
    }
    println!("  ({:.1} s)", started.elapsed().as_secs_f64());
}
