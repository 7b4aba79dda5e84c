//! `--log LEVEL`: the engine's spans and events on stderr, one line each,
//! so that they never mix with the game on stdout.

use std::io::Write;

use pyramids_core::trace::{Forwarder, LogLine, LogSink};
use tracing::level_filters::LevelFilter;

struct Stderr;

impl LogSink for Stderr {
    fn line(&self, line: LogLine) {
        // A closed stderr loses the line; it must not end the game.
        let _ = writeln!(
            std::io::stderr().lock(),
            "[{} {}] {}",
            line.level,
            line.target,
            line.text()
        );
    }
}

pub fn install(level: &str) -> Result<(), String> {
    let filter = match level.to_ascii_lowercase().as_str() {
        "off" => LevelFilter::OFF,
        "error" => LevelFilter::ERROR,
        "warn" => LevelFilter::WARN,
        "info" => LevelFilter::INFO,
        "debug" => LevelFilter::DEBUG,
        "trace" => LevelFilter::TRACE,
        _ => {
            return Err(format!(
                "--log: {level:?} is not a level (off, error, warn, info, debug, trace)"
            ))
        }
    };
    tracing::subscriber::set_global_default(Forwarder::new(Stderr, filter))
        .map_err(|e| format!("--log: {e}"))
}
