//! `pyramids match`: AI-versus-AI matches on all cores, seats rotating.

use std::time::Instant;

use pyramids_core::game::{Level, Outcome, SeatKind};
use pyramids_core::matches::{play_match, MatchBudget, MatchSetup};

use crate::args::Args;
use crate::terminal::{parse_level, TerminalGame};

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
    let level = |flag: &str, name: &str| parse_level(flag, name, G::levels());
    if args.has("seats") && (args.has("a") || args.has("b")) {
        return Err("give --seats or --a/--b, not both".into());
    }
    let levels: Vec<Level> = match args.get("seats") {
        Some(list) => list
            .split(',')
            .map(|s| level("seats", s))
            .collect::<Result<_, _>>()?,
        None => {
            // The game's strongest level against random, said out loud.
            let strongest = G::levels().last().map_or("random", |l| l.name());
            let a = args.get("a").unwrap_or(strongest);
            let b = args.get("b").unwrap_or("random");
            let mut defaults = Vec::new();
            if !args.has("a") {
                defaults.push(format!("--a {a}"));
            }
            if !args.has("b") {
                defaults.push(format!("--b {b}"));
            }
            if !defaults.is_empty() {
                eprintln!(
                    "no level given for {}: using {} (choose with --a LEVEL --b LEVEL)",
                    if defaults.len() == 2 {
                        "either side"
                    } else {
                        "one side"
                    },
                    defaults.join(" ")
                );
            }
            vec![level("a", a)?, level("b", b)?]
        }
    };
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
    // Seat names (Light, Dark, …) from a fresh game of these options.
    let table = G::new(&setup.options, 0);
    let n = setup.levels.len();
    let levels = setup.levels.clone();
    let start = Instant::now();
    let report = play_match(&setup, &|game, outcome, decisions| {
        if !quiet {
            // Entry i sits in seat (i + game) % n (see `play_match`).
            let who = |seat: usize| {
                let entry = (seat + n - game % n) % n;
                format!("{} ({})", table.seat_name(seat), levels[entry].name())
            };
            let result = match outcome {
                Outcome::Win { winner } => format!("{} wins", who(*winner)),
                Outcome::SharedWin { winners } => format!(
                    "{} share the win",
                    winners
                        .iter()
                        .map(|&w| who(w))
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
                Outcome::Draw { reason } => {
                    format!("draw by {}", crate::play::draw_reason(*reason))
                }
                Outcome::Ongoing => "unfinished".into(),
            };
            eprintln!(
                "game {}: {result} after {}",
                game + 1,
                crate::play::count(decisions, "decision", "decisions")
            );
        }
    });
    let elapsed = start.elapsed().as_secs_f64();
    let budget = match setup.budget.max_nodes {
        Some(n) => format!("{n} nodes/decision"),
        None => format!("{} ms/decision", setup.budget.time_ms.unwrap_or(0)),
    };
    // What a decision really took: the wall time of the whole match times
    // the threads playing at once, over all decisions played.
    let playing = setup.threads.max(1).min(setup.games.max(1));
    let per_decision = elapsed * 1000.0 * playing as f64 / (report.decisions.max(1)) as f64;
    println!(
        "{} match, {}, budget {budget}, seats rotating, {elapsed:.1} s on {}",
        G::KIND.name(),
        crate::play::count(setup.games, "game", "games"),
        crate::play::count(playing, "thread", "threads"),
    );
    println!(
        "real time per decision: {per_decision:.1} ms (wall time × threads ÷ {})",
        crate::play::count(report.decisions as usize, "decision", "decisions")
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
