//! Diagnostics: the spans the engine opens around its slow work, and a
//! small `tracing` subscriber that hands every span and event, already
//! formatted, to a [`LogSink`] (the terminal's stderr, an app's platform log
//! through the bindings).
//!
//! Only `tracing` (and its `tracing-core`) is available to the build, not
//! `tracing-subscriber`, so the subscriber is written here against the
//! `Subscriber` trait itself. It keeps, per open span, its name, fields and
//! start time, and reports a span once, when it closes, with every field
//! recorded by then and `time_ms`: the figures of a search (nodes, depth)
//! are only known at its end.
//!
//! The engine does no I/O: a sink decides where lines go.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use tracing::field::{Field, Visit};
use tracing::level_filters::LevelFilter;
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Level, Metadata, Subscriber};

use crate::ai::{AiChoice, AiError, AiRequest, GameAi};

/// Chooses `state`'s move like [`GameAi::choose`], inside an `ai_search`
/// span: the game, the level and the budget when it starts; the nodes,
/// the depth reached, a fallback level and the outcome when it ends (the
/// span's close adds the time).
pub fn choose<G: GameAi>(
    state: &G,
    history: &[u64],
    request: &AiRequest,
) -> Result<AiChoice<G::Action>, AiError> {
    let budget = match (request.time_ms, request.max_nodes) {
        (Some(ms), _) => format!("{ms}ms"),
        (None, Some(nodes)) => format!("{nodes}nodes"),
        (None, None) => "depth".to_string(),
    };
    let span = tracing::info_span!(
        "ai_search",
        game = G::KIND.name(),
        level = request.level.name(),
        budget = budget.as_str(),
        nodes = tracing::field::Empty,
        depth = tracing::field::Empty,
        fallback = tracing::field::Empty,
        outcome = tracing::field::Empty,
    );
    let _entered = span.enter();
    let result = state.choose(history, request);
    match &result {
        Ok(choice) => {
            span.record("nodes", choice.nodes);
            span.record("depth", choice.depth);
            if let Some(level) = choice.fallback {
                span.record("fallback", level.name());
            }
            span.record("outcome", "move");
        }
        Err(e) => {
            span.record(
                "outcome",
                match e {
                    AiError::GameOver => "game_over",
                    AiError::UnsupportedLevel(_) => "unsupported_level",
                    AiError::Cancelled => "cancelled",
                },
            );
        }
    }
    result
}

/// One formatted line for a sink.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub level: Level,
    /// The module that logged (`pyramids_core::search` …).
    pub target: String,
    /// The span reported (when it closed), or the innermost span an event
    /// happened in; `None` for an event outside any span.
    pub span: Option<String>,
    /// The event's message, or `"closed"` for a span.
    pub message: String,
    /// `(name, value)` in the order they were given; a span's end with
    /// `time_ms` last.
    pub fields: Vec<(String, String)>,
}

impl LogLine {
    /// `span: message name=value …`, the text a platform log shows.
    pub fn text(&self) -> String {
        let mut out = String::new();
        if let Some(span) = &self.span {
            let _ = write!(out, "{span}: ");
        }
        out.push_str(&self.message);
        for (name, value) in &self.fields {
            let _ = write!(out, " {name}={value}");
        }
        out
    }
}

/// Where a [`Forwarder`] sends its lines. Called on whichever thread logged,
/// so it must be cheap and must not log itself.
pub trait LogSink: Send + Sync + 'static {
    fn line(&self, line: LogLine);
}

struct OpenSpan {
    name: &'static str,
    target: &'static str,
    level: Level,
    fields: Vec<(String, String)>,
    start: Instant,
    refs: usize,
}

thread_local! {
    /// The spans entered on this thread, innermost last.
    static ENTERED: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// A `tracing` subscriber that formats spans and events into [`LogLine`]s
/// for its sink, up to a maximum level that can change while it runs
/// ([`Forwarder::set_max_level`]).
pub struct Forwarder<S: LogSink> {
    sink: S,
    /// 0 off, 1 error … 5 trace.
    max: AtomicUsize,
    next_id: AtomicU64,
    spans: Mutex<HashMap<u64, OpenSpan>>,
}

fn filter_code(filter: LevelFilter) -> usize {
    match filter.into_level() {
        None => 0,
        Some(Level::ERROR) => 1,
        Some(Level::WARN) => 2,
        Some(Level::INFO) => 3,
        Some(Level::DEBUG) => 4,
        Some(Level::TRACE) => 5,
    }
}

fn code_filter(code: usize) -> LevelFilter {
    match code {
        0 => LevelFilter::OFF,
        1 => LevelFilter::ERROR,
        2 => LevelFilter::WARN,
        3 => LevelFilter::INFO,
        4 => LevelFilter::DEBUG,
        _ => LevelFilter::TRACE,
    }
}

impl<S: LogSink> Forwarder<S> {
    pub fn new(sink: S, max: LevelFilter) -> Self {
        Forwarder {
            sink,
            max: AtomicUsize::new(filter_code(max)),
            next_id: AtomicU64::new(1),
            spans: Mutex::new(HashMap::new()),
        }
    }

    pub fn max_level(&self) -> LevelFilter {
        code_filter(self.max.load(Ordering::Relaxed))
    }

    /// Changes what is forwarded from now on. `tracing` caches, per call
    /// site, whether anyone listens, so the caches are rebuilt.
    pub fn set_max_level(&self, max: LevelFilter) {
        self.max.store(filter_code(max), Ordering::Relaxed);
        tracing::callsite::rebuild_interest_cache();
    }

    pub fn sink(&self) -> &S {
        &self.sink
    }

    fn spans(&self) -> std::sync::MutexGuard<'_, HashMap<u64, OpenSpan>> {
        // A sink that panicked must not stop all later logging.
        self.spans.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Collects fields as text; `message` apart.
#[derive(Default)]
struct Fields {
    message: Option<String>,
    fields: Vec<(String, String)>,
}

impl Fields {
    fn put(&mut self, field: &Field, value: String) {
        if field.name() == "message" {
            self.message = Some(value);
        } else if let Some(slot) = self.fields.iter_mut().find(|(n, _)| n == field.name()) {
            slot.1 = value;
        } else {
            self.fields.push((field.name().to_string(), value));
        }
    }
}

impl Visit for Fields {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.put(field, value.to_string());
    }
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.put(field, format!("{value:?}"));
    }
}

impl<S: LogSink> Subscriber for Forwarder<S> {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        *metadata.level() <= self.max_level()
    }

    fn max_level_hint(&self) -> Option<LevelFilter> {
        Some(self.max_level())
    }

    fn new_span(&self, span: &Attributes<'_>) -> Id {
        let mut fields = Fields::default();
        span.record(&mut fields);
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let meta = span.metadata();
        self.spans().insert(
            id,
            OpenSpan {
                name: meta.name(),
                target: meta.target(),
                level: *meta.level(),
                fields: fields.fields,
                start: Instant::now(),
                refs: 1,
            },
        );
        Id::from_u64(id)
    }

    fn record(&self, span: &Id, values: &Record<'_>) {
        let mut spans = self.spans();
        if let Some(open) = spans.get_mut(&span.into_u64()) {
            let mut fields = Fields {
                message: None,
                fields: std::mem::take(&mut open.fields),
            };
            values.record(&mut fields);
            open.fields = fields.fields;
        }
    }

    fn record_follows_from(&self, _span: &Id, _follows: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let span = ENTERED
            .with(|e| e.borrow().last().copied())
            .and_then(|id| self.spans().get(&id).map(|s| s.name.to_string()));
        let meta = event.metadata();
        self.sink.line(LogLine {
            level: *meta.level(),
            target: meta.target().to_string(),
            span,
            message: fields.message.unwrap_or_default(),
            fields: fields.fields,
        });
    }

    fn enter(&self, span: &Id) {
        ENTERED.with(|e| e.borrow_mut().push(span.into_u64()));
    }

    fn exit(&self, span: &Id) {
        ENTERED.with(|e| {
            let mut entered = e.borrow_mut();
            if let Some(at) = entered.iter().rposition(|&id| id == span.into_u64()) {
                entered.remove(at);
            }
        });
    }

    fn clone_span(&self, span: &Id) -> Id {
        if let Some(open) = self.spans().get_mut(&span.into_u64()) {
            open.refs += 1;
        }
        span.clone()
    }

    fn try_close(&self, span: Id) -> bool {
        let closed = {
            let mut spans = self.spans();
            let Some(open) = spans.get_mut(&span.into_u64()) else {
                return false;
            };
            open.refs -= 1;
            if open.refs > 0 {
                return false;
            }
            spans.remove(&span.into_u64())
        };
        if let Some(open) = closed {
            let mut fields = open.fields;
            fields.push((
                "time_ms".to_string(),
                open.start.elapsed().as_millis().to_string(),
            ));
            self.sink.line(LogLine {
                level: open.level,
                target: open.target.to_string(),
                span: Some(open.name.to_string()),
                message: "closed".to_string(),
                fields,
            });
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::game::Level as AiLevel;
    use crate::pylos::{Pylos, PylosOptions, Variant};
    use std::sync::Arc;

    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<LogLine>>>);
    impl LogSink for Lines {
        fn line(&self, line: LogLine) {
            self.0.lock().unwrap().push(line);
        }
    }

    fn start() -> Pylos {
        Pylos::new(
            &PylosOptions {
                variant: Variant::Standard,
            },
            0,
        )
    }

    fn field<'a>(line: &'a LogLine, name: &str) -> Option<&'a str> {
        line.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    #[test]
    fn an_ai_search_is_reported_once_it_ends_with_its_figures() {
        let lines = Lines::default();
        let forwarder = Forwarder::new(lines.clone(), LevelFilter::INFO);
        let request = AiRequest::nodes(AiLevel::Expert, 2_000, 7);
        let choice = tracing::subscriber::with_default(forwarder, || {
            choose(&start(), &[], &request).unwrap()
        });
        let got = lines.0.lock().unwrap().clone();
        let spans: Vec<_> = got
            .iter()
            .filter(|l| l.span.as_deref() == Some("ai_search") && l.message == "closed")
            .collect();
        assert_eq!(spans.len(), 1, "{got:?}");
        let end = spans[0];
        assert_eq!(end.level, Level::INFO);
        assert_eq!(field(end, "game"), Some("pylos"));
        assert_eq!(field(end, "level"), Some("expert"));
        assert_eq!(field(end, "budget"), Some("2000nodes"));
        assert_eq!(field(end, "nodes"), Some(choice.nodes.to_string().as_str()));
        assert_eq!(field(end, "depth"), Some(choice.depth.to_string().as_str()));
        assert_eq!(field(end, "outcome"), Some("move"));
        assert!(field(end, "time_ms").unwrap().parse::<u64>().is_ok());
        assert!(end
            .text()
            .starts_with("ai_search: closed game=pylos level=expert"));
        // INFO keeps the search's per-iteration debug events out.
        assert!(got.iter().all(|l| l.level <= Level::INFO), "{got:?}");
    }

    #[test]
    fn debug_events_come_inside_their_span_when_the_level_allows_them() {
        let lines = Lines::default();
        let forwarder = Forwarder::new(lines.clone(), LevelFilter::DEBUG);
        let request = AiRequest::nodes(AiLevel::Expert, 2_000, 7);
        tracing::subscriber::with_default(forwarder, || {
            choose(&start(), &[], &request).unwrap();
        });
        let got = lines.0.lock().unwrap().clone();
        let iteration = got
            .iter()
            .find(|l| l.message == "search iteration")
            .expect("a debug event per search iteration");
        assert_eq!(iteration.level, Level::DEBUG);
        assert_eq!(iteration.span.as_deref(), Some("ai_search"));
        assert!(field(iteration, "depth").is_some());
    }

    #[test]
    fn a_lowered_level_stops_forwarding_and_off_forwards_nothing() {
        let lines = Lines::default();
        let forwarder = Arc::new(Forwarder::new(lines.clone(), LevelFilter::INFO));
        let dispatch = tracing::Dispatch::new(forwarder.clone());
        tracing::dispatcher::with_default(&dispatch, || {
            tracing::info!("first");
            forwarder.set_max_level(LevelFilter::OFF);
            tracing::error!("second");
            let request = AiRequest::nodes(AiLevel::Easy, 500, 1);
            choose(&start(), &[], &request).unwrap();
        });
        let got = lines.0.lock().unwrap().clone();
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].message, "first");
        assert_eq!(got[0].span, None);
    }
}
