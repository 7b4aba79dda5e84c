//! The core's diagnostics reach a foreign logger (here one written in
//! Rust, as the apps' are in Kotlin and Swift): one process of its own,
//! since the subscriber is the process's.

use pyramids_ffi::AiBudget;
use std::sync::{Arc, Mutex};

use pyramids_ffi::logging::{
    default_log_level, install_logger, remove_logger, LogError, LogLevel, LogRecord, Logger,
};
use pyramids_ffi::{
    pyramida_install_table, AiLevel, GameKind, GameOptions, GameSession, SeatController,
};

#[derive(Default)]
struct Keep(Mutex<Vec<LogRecord>>);
impl Logger for Keep {
    fn log(&self, record: LogRecord) -> Result<(), LogError> {
        self.0.lock().unwrap().push(record);
        Ok(())
    }
}

/// A logger that fails on every line, the way a throwing Kotlin or Swift
/// one comes back.
struct Failing;
impl Logger for Failing {
    fn log(&self, _: LogRecord) -> Result<(), LogError> {
        Err(LogError::Failed {
            reason: "disk full".into(),
        })
    }
}

/// Two computer seats at `level`: `ai_move` plays for either.
fn session(game: GameKind, level: AiLevel) -> Arc<GameSession> {
    GameSession::new(GameOptions {
        game,
        variant: None,
        seats: vec![SeatController::Ai { level }; 2],
        seed: 3,
        max_plies: None,
        first_player: None,
    })
    .unwrap()
}

fn field<'a>(r: &'a LogRecord, name: &str) -> Option<&'a str> {
    r.fields
        .iter()
        .find(|f| f.name == name)
        .map(|f| f.value.as_str())
}

// One test: the logger and its level are the process's.
#[test]
fn spans_of_searches_and_table_installs_reach_the_installed_logger_at_its_level() {
    // The test profile has debug assertions: a development library.
    assert_eq!(default_log_level(), LogLevel::Debug);

    let keep = Arc::new(Keep::default());
    assert_eq!(
        install_logger(keep.clone(), LogLevel::Info).unwrap(),
        LogLevel::Info
    );
    let played = session(GameKind::Pylos, AiLevel::Hard)
        .ai_move(None, AiBudget::Nodes { count: 3_000 })
        .unwrap();
    let bad_table = pyramida_install_table(vec![1, 2, 3]);
    assert!(bad_table.is_err());
    {
        let got = keep.0.lock().unwrap();
        let search = got
            .iter()
            .find(|r| r.span.as_deref() == Some("ai_search"))
            .unwrap_or_else(|| panic!("no ai_search in {got:?}"));
        assert_eq!(search.level, LogLevel::Info);
        assert_eq!(search.message, "closed");
        assert_eq!(field(search, "game"), Some("pylos"));
        assert_eq!(field(search, "level"), Some("hard"));
        assert_eq!(field(search, "budget"), Some("3000nodes"));
        assert_eq!(
            field(search, "nodes"),
            Some(played.nodes.to_string().as_str())
        );
        assert!(field(search, "depth").is_some());
        assert!(field(search, "time_ms").is_some());
        assert!(search
            .text
            .starts_with("ai_search: closed game=pylos level=hard"));
        let table = got
            .iter()
            .find(|r| r.span.as_deref() == Some("table_install"))
            .unwrap_or_else(|| panic!("no table_install in {got:?}"));
        assert_eq!(field(table, "bytes"), Some("3"));
        assert_ne!(field(table, "outcome"), Some("read"));
        // Info keeps the search's per-iteration debug events out.
        assert!(got.iter().all(|r| r.level != LogLevel::Debug), "{got:?}");
    }

    // A new logger replaces the old one, at its own level.
    let debug = Arc::new(Keep::default());
    assert_eq!(
        install_logger(debug.clone(), LogLevel::Debug).unwrap(),
        LogLevel::Debug
    );
    let before = keep.0.lock().unwrap().len();
    session(GameKind::Pylos, AiLevel::Expert)
        .ai_move(None, AiBudget::Nodes { count: 2_000 })
        .unwrap();
    assert_eq!(keep.0.lock().unwrap().len(), before);
    assert!(debug
        .0
        .lock()
        .unwrap()
        .iter()
        .any(|r| r.level == LogLevel::Debug && r.message == "search iteration"));

    // A logger that fails changes nothing for the game.
    install_logger(Arc::new(Failing), LogLevel::Trace).unwrap();
    let s = session(GameKind::Pyramido, AiLevel::Easy);
    assert!(s.ai_move(None, AiBudget::Nodes { count: 50 }).is_ok());

    // Removed: nothing more is forwarded.
    install_logger(keep.clone(), LogLevel::Info).unwrap();
    remove_logger();
    let before = keep.0.lock().unwrap().len();
    session(GameKind::Pylos, AiLevel::Easy)
        .ai_move(None, AiBudget::Nodes { count: 500 })
        .unwrap();
    assert_eq!(keep.0.lock().unwrap().len(), before);
}
