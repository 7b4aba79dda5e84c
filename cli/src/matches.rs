//! `pyramids match`: AI-versus-AI matches on all cores, seats rotating.

use std::time::Instant;

use pyramids_core::game::{Level, SeatKind};
use pyramids_core::matches::{play_match, MatchBudget, MatchSetup};

use crate::args::Args;
use crate::terminal::TerminalGame;

pub const MATCH_FLAGS: &[&str] = &[
    "a",
    "b",
    "seats",
    "games",
    "time",
    "nodes",
    "threads",
    "seed",
    "max-plies",
    "quiet",
];

pub fn run<G: TerminalGame>(args: &Args) -> Result<(), String> {
    let mut known = MATCH_FLAGS.to_vec();
    known.extend_from_slice(G::OPTION_FLAGS);
    args.check_known(&known)?;
    G::prepare(args)?;
    let level = |flag: &str, name: &str| {
        Level::from_name(name).ok_or_else(|| format!("--{flag}: {name:?} is not an AI level"))
    };
    let levels: Vec<Level> = match args.get("seats") {
        Some(list) => list
            .split(',')
            .map(|s| level("seats", s))
            .collect::<Result<_, _>>()?,
        None => vec![
            level("a", args.get("a").unwrap_or("expert"))?,
            level("b", args.get("b").unwrap_or("random"))?,
        ],
    };
    for l in &levels {
        if !G::levels().contains(l) {
            return Err(format!(
                "level {} is not available for {}",
                l.name(),
                G::KIND.name()
            ));
        }
    }
    let nodes: Option<u64> = args
        .get("nodes")
        .map(|v| v.parse())
        .transpose()
        .map_err(|_| "--nodes: not a number")?;
    let budget = MatchBudget {
        time_ms: if nodes.is_some() {
            None
        } else {
            Some(args.num("time", 100)?)
        },
        max_nodes: nodes,
    };
    let setup = MatchSetup::<G> {
        options: G::match_options(args, levels.len())?,
        levels,
        games: args.num("games", 100)?,
        seed: args.num("seed", 1)?,
        budget,
        max_plies: args.num("max-plies", 2000)?,
        threads: args.num(
            "threads",
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
        )?,
    };
    // Solving work (Pyramida's perfect seat without `--table`) happens here,
    // announced, rather than silently inside the first game.
    let seats: Vec<SeatKind> = setup.levels.iter().map(|&l| SeatKind::Ai(l)).collect();
    G::prepare_seats(&seats);
    let quiet = args.has("quiet");
    let start = Instant::now();
    let report = play_match(&setup, &|game, outcome, decisions| {
        if !quiet {
            eprintln!("game {game}: {outcome:?} after {decisions} decisions");
        }
    });
    let budget = match setup.budget.max_nodes {
        Some(n) => format!("{n} nodes/decision"),
        None => format!("{} ms/decision", setup.budget.time_ms.unwrap_or(0)),
    };
    println!(
        "{} match, {} games, {budget}, seats rotating, {:.1} s",
        G::KIND.name(),
        setup.games,
        start.elapsed().as_secs_f64()
    );
    println!(
        "{:<8} {:>6} {:>6} {:>6} {:>8} {:>10}",
        "player", "wins", "draws", "losses", "win %", "mean score"
    );
    for s in &report.stats {
        let mean = s.mean_score().map_or("-".into(), |m| format!("{m:.1}"));
        let name = s.level.map_or("?", |l| l.name());
        println!(
            "{name:<8} {:>6} {:>6} {:>6} {:>7.1}% {:>10}",
            s.wins,
            s.draws,
            s.losses,
            100.0 * s.win_rate(setup.games),
            mean
        );
    }
    println!(
        "average length: {:.1} decisions, {:.1} turns",
        report.mean_decisions(),
        report.mean_turns()
    );
    Ok(())
}
