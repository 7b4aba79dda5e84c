//! `pyramids`: the terminal front end — play, AI matches, perft, benchmarks.

mod args;
mod atomic;
mod bounded;
mod clock;
mod explain;
mod learn;
mod log;
mod matches;
mod play;
mod puzzle;
mod puzzle_mistakes;
mod puzzles;
mod pylos;
mod pyramida;
mod pyramido;
mod review;
mod terminal;

use pyramids_core::game::{GameKind, Level, SeatKind};
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;

use args::Args;

const USAGE: &str = "\
pyramids — Pylos, Pyramido and Pyramida in the terminal

USAGE
  pyramids play pylos [--variant kids|standard|expert] [--light SEAT] [--dark SEAT]
                      [--seed N] [--time MS | --nodes N] [--load FILE] [--json] [--max-plies N]
      SEAT is human, random, easy, medium, hard or expert (default: you play
      Light against the expert). --time is the AI's budget per decision.
      --json reads one action or command per line and prints one JSON line each.
  pyramids match pylos --a LEVEL --b LEVEL [-n GAMES] [--time MS | --nodes N]
                       [--variant V] [--threads T] [--seed S]
      Without --a/--b the game's strongest level plays random (and says so).
      Prints each game's result, the table and the real time per decision.
  pyramids perft pylos [--variant V] [--depth N] [--from SAVE] [--compare] [--no-bulk]
      --compare also counts with the straightforward array implementation
      in the same run and prints the speed ratio; --no-bulk enumerates
      every turn, the last one too, instead of counting it in bulk.
  pyramids bench pylos [--depth N] [--search-depth D] [--expert-ms MS]
      perft 6 and search depth 7; --expert-ms: the depth the expert reaches
      in MS from the opening and from ten midgame positions.
  pyramids bench pyramido [--time MS] [-n GAMES] [--seed N]
      the expert's turns against hard at MS a call (default 2500, the
      app's): the longest turn, the mean, against the budget.
  pyramids endgame pylos [--time MS | --nodes N] [--samples K] [--from-empty A] [--to-empty B] [--prover search|pns|both]
  pyramids play pyramida [--setup standard|swapped] [--white SEAT] [--black SEAT]
                         [--seed N] [--time MS | --nodes N] [--load FILE] [--json]
                         [--table FILE]
      SEAT is human, random, easy, medium, hard or perfect (default: you play
      White against the perfect player). The first perfect game solves once
      (~4 s, ~430 MB) and keeps the table in $XDG_CACHE_HOME/pyramids/ (or
      ~/.cache/pyramids/), checked on every load, so later starts are at once.
      --table installs a given table instead (made with
      `pyramids solve pyramida --write-table FILE`).
  pyramids match pyramida --a LEVEL --b LEVEL [-n GAMES] [--time MS | --nodes N]
                          [--table FILE]
  pyramids solve pyramida [--json] [--write-table PATH] [--read-table PATH]
      Solves the game and reports. --write-table writes the solved table (the
      file apps install so they never solve); --read-table installs one
      instead of solving and reports how long that took.
  pyramids play pyramido [--seats human,expert[,…]] [--first N] [--seed N]
                         [--time MS | --nodes N] [--load FILE] [--json]
      2 to 4 seats, each human, random, easy, medium, hard or expert.
  pyramids match pyramido --seats expert,hard[,…] [-n GAMES] [--nodes N | --time MS]
  pyramids learn pylos|pyramido|pyramida [--lesson N] [--lang en|pt|cs|sl]
  pyramids puzzles generate pylos|pyramido|pyramida [--count N] [--seed S] [--out FILE]
  pyramids puzzles verify FILE
      The lessons of the apps: each step sets up a position, says what to
      do and why, and answers your decision; the last lesson is a game
      against the easy level (--time MS / --nodes N for its budget).
  pyramids puzzle pylos|pyramido|pyramida [--grade easy|medium|hard] [--lang L]
                  [--daily | --id ID] [--progress FILE]
      The apps' puzzles: play the winning side against the best defence;
      a wrong try is refuted, with hint, solution, retry and next.
      --progress keeps the results, streak and rating in FILE.
  pyramids puzzle pyramida --mistakes FILE [--seat N]
      Learn from your mistakes: the saved game is reviewed and each of the
      seat's mistakes with an exact better move is played again.
  pyramids review FILE [--json] [--nodes N | --time MS] [--table FILE]
      Judges every decision of a saved game (any of the three): a mark each
      (! best, ?! inaccuracy, ? mistake, ?? blunder), the values before and
      after, the best alternative and the turning point. Pyramida is exact
      (solved table); Pylos proves what it can within the budget (default
      300000 nodes per decision); Pyramido estimates expected final points
      from the mover's information (default 64 play-outs per decision).
  pyramids --log LEVEL …             with any command: the engine's diagnostics on stderr
      (error, warn, info, debug or trace): at info one line per AI search
      (level, budget, nodes, depth, time_ms), review and table install.
  pyramids help | -h | --help        this text
  pyramids --version                 the program's version
";

fn main() {
    // A closed stdout (`pyramids … | head`) ends the program quietly, as
    // it does other terminal tools, instead of failing on every write.
    // A file size limit (`ulimit -f`) makes a save that passes it fail with
    // "File too large" (EFBIG), which the game reports and survives, instead
    // of SIGXFSZ killing the process with the game in memory.
    // SAFETY: restoring the default action of one signal and ignoring
    // another before any thread starts; no handler runs Rust code.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let code = match run(raw) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("error: {message}");
            2
        }
    };
    std::process::exit(code);
}

fn run(raw: Vec<String>) -> Result<(), String> {
    let mut args = Args::parse(raw)?;
    if let Some(level) = args.take("log")? {
        log::install(&level)?;
    }
    let command = args
        .positional
        .first()
        .map(String::as_str)
        .unwrap_or("help");
    if args.has("version") || command == "version" {
        println!("pyramids {}", env!("CARGO_PKG_VERSION"));
        return Ok(());
    }
    if command == "help" || args.has("help") {
        print!("{USAGE}");
        return Ok(());
    }
    // `pyramids help` and `pyramids version` take nothing more; every
    // other command a game (or, for review, a file).
    if command == "puzzles" {
        return puzzles::run(&args);
    }
    args.check_positionals(2)?;
    if command == "review" {
        return review::run(&args);
    }
    let game_name = args.positional.get(1).ok_or_else(|| {
        format!("{command}: which game? (pylos, pyramido or pyramida)\n\n{USAGE}")
    })?;
    let game = GameKind::from_name(game_name)
        .ok_or_else(|| format!("unknown game {game_name:?} (pylos, pyramido or pyramida)"))?;
    match (command, game) {
        ("learn", GameKind::Pylos) => learn::run::<Pylos>(&args),
        ("learn", GameKind::Pyramida) => learn::run::<Pyramida>(&args),
        ("learn", GameKind::Pyramido) => learn::run::<Pyramido>(&args),
        ("puzzle", GameKind::Pylos) => puzzle::run::<Pylos>(&args),
        ("puzzle", GameKind::Pyramida) => puzzle::run::<Pyramida>(&args),
        ("puzzle", GameKind::Pyramido) => puzzle::run::<Pyramido>(&args),
        ("play", GameKind::Pylos) => {
            play::run::<Pylos>(&args, &[SeatKind::Human, SeatKind::Ai(Level::Expert)])
        }
        ("match", GameKind::Pylos) => matches::run::<Pylos>(&args),
        ("perft", GameKind::Pylos) => pylos::perft_command(&args),
        ("bench", GameKind::Pylos) => pylos::bench_command(&args),
        ("bench", GameKind::Pyramido) => pyramido::bench_command(&args),
        ("endgame", GameKind::Pylos) => pylos::endgame_command(&args),
        ("play", GameKind::Pyramida) => {
            play::run::<Pyramida>(&args, &[SeatKind::Human, SeatKind::Ai(Level::Perfect)])
        }
        ("match", GameKind::Pyramida) => matches::run::<Pyramida>(&args),
        ("solve", GameKind::Pyramida) => pyramida::solve_command(&args),
        ("play", GameKind::Pyramido) => play::run::<Pyramido>(&args, pyramido::DEFAULT_SEATS),
        ("match", GameKind::Pyramido) => matches::run::<Pyramido>(&args),
        (_, game) => Err(format!(
            "'{command}' is not available for {}\n\n{USAGE}",
            game.name()
        )),
    }
}
