//! AI-versus-AI matches for any game: seats rotate between games so every
//! player gets every seat equally often; games run on all cores.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use pyramids_core::ai::AiRequest;
use pyramids_core::game::{Level, Outcome, SeatKind};
use pyramids_core::record::GameRecord;

use crate::args::Args;
use crate::terminal::TerminalGame;

pub const MATCH_FLAGS: &[&str] = &["a", "b", "seats", "games", "time", "nodes", "threads", "seed", "max-plies", "quiet"];

#[derive(Default, Clone)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    share: f64,
    score_sum: f64,
    scored: u32,
}

pub fn run<G: TerminalGame>(args: &Args) -> Result<(), String> {
    let mut known = MATCH_FLAGS.to_vec();
    known.extend_from_slice(G::OPTION_FLAGS);
    args.check_known(&known)?;
    let players: Vec<Level> = match args.get("seats") {
        Some(list) => list.split(',').map(|s| Level::from_name(s).ok_or_else(|| format!("--seats: {s:?} is not an AI level"))).collect::<Result<_, _>>()?,
        None => {
            let a = args.get("a").unwrap_or("expert");
            let b = args.get("b").unwrap_or("random");
            vec![Level::from_name(a).ok_or(format!("--a: {a:?} is not an AI level"))?, Level::from_name(b).ok_or(format!("--b: {b:?} is not an AI level"))?]
        }
    };
    let games: usize = args.num("games", 100)?;
    let time: u64 = args.num("time", 100)?;
    let nodes: Option<u64> = args.get("nodes").map(|v| v.parse()).transpose().map_err(|_| "--nodes: not a number")?;
    let threads: usize = args.num("threads", std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))?;
    let base_seed: u64 = args.num("seed", 1)?;
    let max_plies: u32 = args.num("max-plies", 1000)?;
    let quiet = args.has("quiet");
    let options = G::options_from_args(args)?;
    let seat_count = G::new(&options, 0).seat_count();
    if players.len() != seat_count {
        return Err(format!("this game is set up for {seat_count} seats, got {} players", players.len()));
    }
    for level in &players {
        if !G::levels().contains(level) {
            return Err(format!("level {} is not available for this game", level.name()));
        }
    }

    let tallies = Mutex::new(vec![Tally::default(); players.len()]);
    let lengths = Mutex::new((0u64, 0u64));
    let next = AtomicUsize::new(0);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let game_no = next.fetch_add(1, Ordering::Relaxed);
                if game_no >= games {
                    break;
                }
                // Player i sits in seat (i + game_no) % seats.
                let seat_of = |player: usize| (player + game_no) % seat_count;
                let mut seats = vec![SeatKind::Human; seat_count];
                for (player, level) in players.iter().enumerate() {
                    seats[seat_of(player)] = SeatKind::Ai(*level);
                }
                let seed = base_seed.wrapping_mul(1_000_003).wrapping_add(game_no as u64);
                let mut record = GameRecord::<G>::new(options.clone(), seed, seats).with_max_plies(Some(max_plies));
                let mut turns = 0u64;
                while !record.outcome().is_over() {
                    let SeatKind::Ai(level) = record.seat_to_move() else { break };
                    let ai_seed = seed ^ ((record.ply() as u64) << 32) ^ 0x5eed;
                    let request = match nodes {
                        Some(n) => AiRequest::nodes(level, n, ai_seed),
                        None => AiRequest::new(level, time, ai_seed),
                    };
                    let mover = record.to_move();
                    let Ok(choice) = record.state().choose(&record.repetition_history(), &request) else { break };
                    if record.apply(&choice.action).is_err() {
                        break;
                    }
                    if record.to_move() != mover {
                        turns += 1;
                    }
                }
                let outcome = record.outcome();
                let mut t = tallies.lock().expect("tally lock");
                for player in 0..players.len() {
                    let seat = seat_of(player);
                    let share = outcome.share_of(seat, seat_count);
                    let entry = &mut t[player];
                    entry.share += share;
                    match &outcome {
                        Outcome::Draw { .. } | Outcome::Ongoing => entry.draws += 1,
                        _ if share > 0.0 => entry.wins += 1,
                        _ => entry.losses += 1,
                    }
                    if let Some(score) = record.state().final_score(seat) {
                        entry.score_sum += f64::from(score);
                        entry.scored += 1;
                    }
                }
                let mut l = lengths.lock().expect("length lock");
                l.0 += record.ply() as u64;
                l.1 += turns;
                if !quiet {
                    eprintln!("game {game_no}: {:?} after {} decisions", outcome, record.ply());
                }
            });
        }
    });
    let tallies = tallies.into_inner().expect("tally lock");
    let (plies, turns) = lengths.into_inner().expect("length lock");
    let budget = match nodes {
        Some(n) => format!("{n} nodes/move"),
        None => format!("{time} ms/move"),
    };
    println!("{} match, {games} games, {budget}, seats rotating, {:.1} s", G::KIND.name(), start.elapsed().as_secs_f64());
    println!("{:<8} {:>6} {:>6} {:>6} {:>8} {:>10}", "player", "wins", "draws", "losses", "win %", "mean score");
    for (level, t) in players.iter().zip(&tallies) {
        let mean = if t.scored > 0 { format!("{:.1}", t.score_sum / f64::from(t.scored)) } else { "-".into() };
        println!("{:<8} {:>6} {:>6} {:>6} {:>7.1}% {:>10}", level.name(), t.wins, t.draws, t.losses, 100.0 * t.share / games as f64, mean);
    }
    println!("average length: {:.1} decisions, {:.1} turns", plies as f64 / games as f64, turns as f64 / games as f64);
    Ok(())
}
