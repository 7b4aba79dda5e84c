//! Pyramida in the terminal: drawing, options and the solver report.

use pyramids_core::ai::GameAi;
use pyramids_core::game::{Game, Level, Seat, SeatKind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use pyramids_core::pyramida::solver::solution;
use pyramids_core::pyramida::{
    draw_board, install_solution, solve_stats, table, Pyramida, PyramidaEvent, PyramidaOptions,
    Solution, STONES, WHITE,
};
use serde_json::json;

use crate::args::Args;
use crate::terminal::{and_list, parse_seat, TerminalGame};

impl TerminalGame for Pyramida {
    const OPTION_FLAGS: &'static [&'static str] = &["setup", "white", "black", "table"];

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
            let seat = args
                .get(name)
                .map(|v| parse_seat(name, v, Pyramida::levels()))
                .transpose()?
                .unwrap_or(default[i]);
            seats.push(seat);
        }
        Ok(seats)
    }

    fn draw(&self, color: bool) -> String {
        draw_board(self, color)
    }

    fn seat_name(&self, seat: Seat) -> String {
        if seat == WHITE {
            "White".into()
        } else {
            "Black".into()
        }
    }

    const NOTATION: &'static str = "\
Notation (a field is a file letter and a row: a1 c1 … k1 on the base row,
up to f6 at the top):
  e1-d2      move your stone from e1 one diagonal step to d2 (up or down)
  e5-f6      move a stone to the top: it leaves the board (take all three off to win)
  d2         retreat: where your driven-off stone goes, when it has a choice
  pass       the only action when you have no legal move
An enemy stone you enter must retreat; its owner moves it, so after a
retreat the player who moved before it moves again.";

    fn variant_text(options: &PyramidaOptions) -> String {
        if options.swapped {
            "swapped setup (Black starts on a1)".into()
        } else {
            "standard setup".into()
        }
    }

    fn narrate(&self, seat: Seat, events: &[PyramidaEvent], you: Option<Seat>) -> Option<String> {
        let whose = |s: Seat| {
            if Some(s) == you {
                "your".to_string()
            } else {
                format!("{}'s", self.seat_name(s))
            }
        };
        let mut parts = Vec::new();
        let mut retreated: Option<Seat> = None;
        for event in events {
            match event {
                PyramidaEvent::Moved { seat, from, to } => {
                    parts.push(format!("{} moves {from}-{to}", self.seat_name(*seat)))
                }
                PyramidaEvent::LeftBoard { seat, off } => parts.push(format!(
                    "{} stone leaves the board at the top ({off} of {STONES} off)",
                    whose(*seat)
                )),
                PyramidaEvent::Displaced { seat, at, .. } => {
                    parts.push(format!("{} stone on {at} is driven off", whose(*seat)))
                }
                PyramidaEvent::Retreated { seat, from, to, .. } => {
                    retreated = Some(*seat);
                    parts.push(format!(
                        "{} stone retreats from {from} to {to}",
                        whose(*seat)
                    ))
                }
                PyramidaEvent::Blocked { seat, at, by } => parts.push(format!(
                    "{} stone on {at} is blocked by the stone on {by}",
                    whose(*seat)
                )),
                PyramidaEvent::Passed { seat } => {
                    parts.push(format!("{} passes", self.seat_name(*seat)))
                }
                _ => {}
            }
        }
        if parts.is_empty() {
            return None;
        }
        let mut text = and_list(&parts);
        // The retreat was the owner's move, so the turn comes back to the
        // player who moved first in these events.
        let seat = events
            .iter()
            .find_map(|e| match e {
                PyramidaEvent::Moved { seat, .. } => Some(*seat),
                _ => None,
            })
            .unwrap_or(seat);
        if let Some(owner) = retreated {
            if owner != seat && self.to_move() == seat && !self.outcome().is_over() {
                text = format!(
                    "{text}; {} moves twice: {} stone had to retreat",
                    self.seat_name(seat),
                    whose(owner)
                );
            }
        }
        Some(text)
    }

    fn ends_turn(events: &[PyramidaEvent]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, PyramidaEvent::TurnPassed { .. }))
    }

    fn end_reason(&self) -> Option<String> {
        let pyramids_core::Outcome::Win { winner } = self.outcome() else {
            return None;
        };
        (self.off(winner) == STONES).then(|| {
            format!(
                "{} has taken all {STONES} stones off the top",
                self.seat_name(winner)
            )
        })
    }

    /// `--table FILE` installs a solved table (written by `pyramids solve
    /// pyramida --write-table FILE`), so a perfect seat does not solve again.
    fn prepare(args: &Args) -> Result<(), String> {
        let Some(path) = args.get("table") else {
            return Ok(());
        };
        let make = format!("make one with: pyramids solve pyramida --write-table {path}");
        let bytes = crate::bounded::read_capped(Path::new(path), table::MAX_TABLE_BYTES as u64)
            .map_err(|e| format!("--table {path}: {e} ({make})"))?;
        let solution =
            Solution::from_bytes(&bytes).map_err(|e| format!("--table {path}: {e} ({make})"))?;
        install_solution(solution);
        Ok(())
    }

    fn prepare_seats(seats: &[SeatKind]) {
        if seats.contains(&SeatKind::Ai(Level::Perfect)) {
            ensure_solution("the perfect player");
        }
    }
}

/// The file the solved table is kept in between runs:
/// `$XDG_CACHE_HOME/pyramids/`, else `~/.cache/pyramids/`.
pub fn cache_path() -> Option<PathBuf> {
    let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    let base = std::env::var_os("XDG_CACHE_HOME")
        .and_then(absolute)
        .or_else(|| {
            std::env::var_os("HOME")
                .and_then(absolute)
                .map(|h| h.join(".cache"))
        })?;
    Some(base.join("pyramids").join(CACHE_FILE))
}

const CACHE_FILE: &str = "pyramida-table.bin";

/// Makes the solution ready for `purpose` (the perfect player, a review):
/// from the cached table when there is a good one (checked like any
/// `--table`), else by solving once and keeping the table for next time.
pub fn ensure_solution(purpose: &str) {
    if pyramids_core::pyramida::solution_ready() {
        return;
    }
    let Some(path) = cache_path() else {
        eprintln!(
            "solving Pyramida for {purpose} (~4 s, ~430 MB); no cache directory \
             (set XDG_CACHE_HOME or HOME) to keep the table in, so pass \
             `--table FILE` made once with `pyramids solve pyramida --write-table FILE`"
        );
        solution();
        return;
    };
    let shown = path.display();
    match crate::bounded::read_capped(&path, table::MAX_TABLE_BYTES as u64) {
        Ok(bytes) => match Solution::from_bytes(&bytes) {
            Ok(cached) => {
                install_solution(cached);
                return;
            }
            Err(e) => eprintln!("the kept table {shown} is unusable ({e}); solving again"),
        },
        Err(crate::bounded::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => eprintln!("the kept table {shown} cannot be read ({e}); solving again"),
    }
    eprintln!(
        "solving Pyramida for {purpose}, this first time only (~4 s, ~430 MB); \
         the table is kept in {shown}, so later starts are at once"
    );
    let bytes = solution().to_bytes();
    if let Err(e) = write_atomically(&path, &bytes) {
        eprintln!(
            "could not keep the table in {shown}: {e}; the next start solves again \
             (or pass `--table FILE`, made with `pyramids solve pyramida --write-table FILE`)"
        );
    }
}

/// `pyramids solve pyramida`: solves (or reads a table) and reports; with
/// `--write-table PATH` writes the table apps install instead of solving.
pub fn solve_command(args: &Args) -> Result<(), String> {
    args.check_known(&["json", "write-table", "read-table", "cancel-after"])?;
    if let Some(ms) = args.get("cancel-after") {
        let ms: u64 = ms
            .parse()
            .map_err(|_| format!("--cancel-after: {ms:?} is not a number of milliseconds"))?;
        return cancel_report(ms, args.has("json"));
    }
    let mut table = serde_json::Map::new();
    if let Some(path) = args.get("read-table") {
        let started = Instant::now();
        let bytes = crate::bounded::read_capped(Path::new(path), table::MAX_TABLE_BYTES as u64)
            .map_err(|e| format!("--read-table {path}: {e}"))?;
        let read = started.elapsed();
        let solution =
            Solution::from_bytes(&bytes).map_err(|e| format!("--read-table {path}: {e}"))?;
        let installed = install_solution(solution);
        let loaded = started.elapsed();
        let checksum = table::stored_checksum(&bytes).unwrap_or(0);
        table.insert("read".into(), json!({ "path": path, "bytes": bytes.len(), "checksum": format!("{checksum:016x}"), "file_ms": ms(read), "load_ms": ms(loaded), "installed": installed }));
        if !args.has("json") {
            println!("read {path}: {} bytes, checksum {checksum:016x}; read in {:.1} ms, checked and installed in {:.1} ms (no solve)", bytes.len(), ms(read), ms(loaded));
        }
    }
    let started = Instant::now();
    let stats = solve_stats();
    let ready = started.elapsed();
    if let Some(path) = args.get("write-table") {
        let bytes = solution().to_bytes();
        write_atomically(Path::new(path), &bytes)
            .map_err(|e| format!("--write-table {path}: {e}"))?;
        let checksum = table::stored_checksum(&bytes).unwrap_or(0);
        table.insert("written".into(), json!({ "path": path, "bytes": bytes.len(), "checksum": format!("{checksum:016x}"), "entries": solution().keys().len() }));
        if !args.has("json") {
            println!("wrote {path}: {} bytes ({:.2} MiB), checksum {checksum:016x}, {} decisive positions", bytes.len(), bytes.len() as f64 / (1024.0 * 1024.0), solution().keys().len());
        }
    }
    if args.has("json") {
        let mut v = stats.to_json();
        if let Some(obj) = v.as_object_mut() {
            obj.insert("ready_ms".into(), json!(ms(ready)));
            obj.extend(table);
        }
        println!("{v}");
    } else {
        let how = if args.has("read-table") {
            "installed from the table".to_string()
        } else {
            format!("solution ready in {:.2} s here", ready.as_secs_f64())
        };
        println!("Pyramida, solved by retrograde analysis ({how})\n{stats}");
    }
    Ok(())
}

/// `--cancel-after MS`: starts a solve, cancels it after MS milliseconds
/// from another thread and reports how long it took to stop.
fn cancel_report(after_ms: u64, json_out: bool) -> Result<(), String> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    let flag = Arc::new(AtomicBool::new(false));
    let setter = flag.clone();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(after_ms));
        setter.store(true, Ordering::SeqCst);
        Instant::now()
    });
    let started = Instant::now();
    let solved =
        pyramids_core::pyramida::solver::solve_within(&|| flag.load(Ordering::Relaxed)).is_some();
    let returned = Instant::now();
    let cancelled_at = canceller
        .join()
        .map_err(|_| "the cancelling thread failed")?;
    let stop_ms = ms(returned.saturating_duration_since(cancelled_at));
    if json_out {
        println!(
            "{}",
            json!({ "cancel_after_ms": after_ms, "solved": solved, "returned_ms": ms(returned - started), "stop_latency_ms": if solved { None } else { Some(stop_ms) } })
        );
    } else if solved {
        println!(
            "the solve finished in {:.1} ms, before the cancel at {after_ms} ms",
            ms(returned - started)
        );
    } else {
        println!("cancelled at {after_ms} ms; the solve stopped {stop_ms:.1} ms later (returned after {:.1} ms)", ms(returned - started));
    }
    Ok(())
}

fn ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 10_000.0).round() / 10.0
}

/// Writes next to `path` and renames, so a build never sees half a table.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    crate::atomic::write_atomically(path, bytes)
}
