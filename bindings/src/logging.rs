//! The core's diagnostics, forwarded to the platform log: the apps
//! implement [`Logger`] (Android: `android.util.Log`, so logcat; iOS:
//! `os.Logger`) and call [`install_logger`] once at start.
//!
//! Spans come when they end, with their figures: `ai_search` (game, level,
//! budget, nodes, depth, outcome, time_ms), `review` (game, budget,
//! decisions, judged, complete, time_ms) and `table_install` (bytes,
//! positions, outcome, time_ms); events come as they happen. In a release
//! library nothing below `Info` is forwarded, whatever level is asked for:
//! the search's per-iteration `Debug` events are for development builds.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, OnceLock, RwLock};

use pyramids_core::trace::{Forwarder, LogLine, LogSink};
use tracing::level_filters::LevelFilter;
use tracing::Level;

use crate::error::{guard, PyramidsError, Result};

/// How much is forwarded; each level includes the ones above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LogLevel {
    Off,
    Error,
    Warn,
    Info,
    Debug,
    Trace,
}

/// One field of a span or event.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LogField {
    pub name: String,
    pub value: String,
}

/// One line for the platform log.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LogRecord {
    /// Never `Off`.
    pub level: LogLevel,
    /// The Rust module that logged (`pyramids_core::ai` …): a log category.
    pub target: String,
    /// The span that ended (`message` is then `"closed"`), or the one an
    /// event happened in.
    pub span: Option<String>,
    pub message: String,
    pub fields: Vec<LogField>,
    /// Everything above on one line (`ai_search: closed game=pylos … time_ms=412`),
    /// ready for the platform log.
    pub text: String,
}

/// What a foreign logger may fail with. Anything it throws instead is
/// turned into this too, and a failed line is dropped: logging never
/// stops a game call.
#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum LogError {
    #[error("the logger failed: {reason}")]
    Failed { reason: String },
}

impl From<uniffi::UnexpectedUniFFICallbackError> for LogError {
    fn from(e: uniffi::UnexpectedUniFFICallbackError) -> Self {
        LogError::Failed { reason: e.reason }
    }
}

/// Implemented by the app: receives the core's lines, on whichever thread
/// logged (often an AI or review thread). Must not call back into the
/// library.
#[uniffi::export(with_foreign)]
pub trait Logger: Send + Sync {
    fn log(&self, record: LogRecord) -> std::result::Result<(), LogError>;
}

/// The process's one subscriber's sink: the logger installed last.
#[derive(Default)]
struct Current {
    logger: RwLock<Option<Arc<dyn Logger>>>,
}

thread_local! {
    /// Set while a line is with the foreign logger, so that anything it
    /// makes the library log is dropped instead of recursing.
    static IN_LOGGER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl LogSink for Current {
    fn line(&self, line: LogLine) {
        if IN_LOGGER.with(|f| f.replace(true)) {
            return;
        }
        let logger = self
            .logger
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        if let Some(logger) = logger {
            let record = record_of(line);
            // A panic while lowering or lifting stays here, like an error.
            let _ = catch_unwind(AssertUnwindSafe(|| logger.log(record)));
        }
        IN_LOGGER.with(|f| f.set(false));
    }
}

fn record_of(line: LogLine) -> LogRecord {
    let text = line.text();
    LogRecord {
        level: level_of(line.level),
        target: line.target,
        span: line.span,
        message: line.message,
        fields: line
            .fields
            .into_iter()
            .map(|(name, value)| LogField { name, value })
            .collect(),
        text,
    }
}

fn level_of(level: Level) -> LogLevel {
    match level {
        Level::ERROR => LogLevel::Error,
        Level::WARN => LogLevel::Warn,
        Level::INFO => LogLevel::Info,
        Level::DEBUG => LogLevel::Debug,
        Level::TRACE => LogLevel::Trace,
    }
}

fn filter_of(level: LogLevel) -> LevelFilter {
    match level {
        LogLevel::Off => LevelFilter::OFF,
        LogLevel::Error => LevelFilter::ERROR,
        LogLevel::Warn => LevelFilter::WARN,
        LogLevel::Info => LevelFilter::INFO,
        LogLevel::Debug => LevelFilter::DEBUG,
        LogLevel::Trace => LevelFilter::TRACE,
    }
}

fn level_of_filter(filter: LevelFilter) -> LogLevel {
    filter.into_level().map_or(LogLevel::Off, level_of)
}

/// The most a library built this way forwards: `Trace` with debug
/// assertions (development builds), `Info` in release libraries.
fn ceiling() -> LevelFilter {
    if cfg!(debug_assertions) {
        LevelFilter::TRACE
    } else {
        LevelFilter::INFO
    }
}

/// The subscriber, or why the process refused it.
static FORWARDER: OnceLock<std::result::Result<Arc<Forwarder<Current>>, String>> = OnceLock::new();

/// Installs the process's subscriber the first time (it stays, with no
/// logger and level `Off` until one is installed).
fn forwarder() -> Result<&'static Arc<Forwarder<Current>>> {
    FORWARDER
        .get_or_init(|| {
            let forwarder = Arc::new(Forwarder::new(Current::default(), LevelFilter::OFF));
            tracing::subscriber::set_global_default(forwarder.clone())
                .map(|()| forwarder)
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|reason| {
            PyramidsError::internal(format!(
                "another tracing subscriber is already installed in this process: {reason}"
            ))
        })
}

/// The level apps pass to [`install_logger`]: `Debug` in a development
/// library, `Info` in a release one.
#[uniffi::export]
pub fn default_log_level() -> LogLevel {
    if cfg!(debug_assertions) {
        LogLevel::Debug
    } else {
        LogLevel::Info
    }
}

/// Sends the core's spans and events up to `level` to `logger`, replacing
/// any logger installed before; returns the level in effect (a release
/// library lowers anything below `Info` to `Info`).
#[uniffi::export]
pub fn install_logger(logger: Arc<dyn Logger>, level: LogLevel) -> Result<LogLevel> {
    guard(|| {
        let forwarder = forwarder()?;
        *forwarder
            .sink()
            .logger
            .write()
            .unwrap_or_else(|e| e.into_inner()) = Some(logger);
        let effective = filter_of(level).min(ceiling());
        forwarder.set_max_level(effective);
        Ok(level_of_filter(effective))
    })
}

/// Stops forwarding and lets the installed logger go.
#[uniffi::export]
pub fn remove_logger() {
    if let Some(Ok(forwarder)) = FORWARDER.get() {
        forwarder.set_max_level(LevelFilter::OFF);
        *forwarder
            .sink()
            .logger
            .write()
            .unwrap_or_else(|e| e.into_inner()) = None;
    }
}
