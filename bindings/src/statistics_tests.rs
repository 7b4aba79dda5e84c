use super::*;
use crate::error::PyramidsError;
use crate::screens_saves::SaveProblem;
use crate::seat::Seat;
use crate::types::{GameOptions, SeatController};
use pyramids_play::catalog::Language;

fn en() -> Arc<TextCatalog> {
    Arc::new(TextCatalog::new(Language::English))
}

const HARD: SeatController = SeatController::Ai {
    level: AiLevel::Hard,
};

fn game(seats: Vec<SeatController>, seed: i64) -> Arc<GameSession> {
    GameSession::new(GameOptions {
        game: GameKind::Pylos,
        variant: None,
        seats,
        seed,
        max_plies: None,
        first_player: None,
    })
    .unwrap()
}

/// A game the human (seat 0) lost by resigning, or won by the computer's
/// resignation.
fn finished(seed: i64, human_wins: bool) -> Arc<GameSession> {
    let s = game(vec![SeatController::Human, HARD], seed);
    s.resign(Seat::ALL[usize::from(human_wins)]).unwrap();
    s
}

#[test]
fn a_finished_game_is_counted_once_and_its_line_said_each_time() {
    let stats = PlayerStatistics::empty();
    let s = finished(1, false);
    let first = stats.record(s.clone(), en()).unwrap().unwrap();
    assert_eq!(
        first,
        GameRecorded {
            opponent: StatsOpponent::Computer {
                level: AiLevel::Hard
            },
            result: Some(GameResult::Loss),
            nth: 1,
            counted: true,
            line: Some("First loss against Hard".into()),
        }
    );
    // The sheet shown again, and the save reopened after a restart.
    let again = stats.record(s.clone(), en()).unwrap().unwrap();
    assert_eq!((again.counted, again.line), (false, first.line.clone()));
    let stats = PlayerStatistics::from_json(stats.to_json()).unwrap();
    let reopened = GameSession::load(s.save()).unwrap();
    assert!(!stats.record(reopened, en()).unwrap().unwrap().counted);
    let hard = StatsOpponent::Computer {
        level: AiLevel::Hard,
    };
    assert_eq!(stats.tally(GameKind::Pylos, hard).games, 1);
    // A rematch has a seed of its own.
    let second = stats.record(finished(2, false), en()).unwrap().unwrap();
    assert_eq!(second.line.as_deref(), Some("2nd loss against Hard"));
    for seed in 3..6 {
        stats.record(finished(seed, true), en()).unwrap();
    }
    assert_eq!(
        stats.tally(GameKind::Pylos, hard),
        StatsTally {
            games: 5,
            wins: 3,
            losses: 2,
            draws: 0
        }
    );
    assert_eq!(
        (
            stats.streak(GameKind::Pylos),
            stats.best_streak(GameKind::Pylos)
        ),
        (3, 3)
    );
    let line = stats.record(finished(6, true), en()).unwrap().unwrap().line;
    assert_eq!(line.as_deref(), Some("4th win against Hard"));
}

#[test]
fn a_game_going_on_or_of_computers_only_is_not_counted_and_pass_and_play_has_no_line() {
    let stats = PlayerStatistics::empty();
    assert_eq!(
        stats.record(game(vec![SeatController::Human, HARD], 1), en()),
        Ok(None)
    );
    let computers = game(vec![HARD, HARD], 2);
    computers.resign(Seat::ALL[0]).unwrap();
    assert_eq!(stats.record(computers, en()), Ok(None));
    let humans = game(vec![], 3);
    humans.resign(Seat::ALL[1]).unwrap();
    let r = stats.record(humans, en()).unwrap().unwrap();
    assert_eq!(
        (r.opponent, r.result, r.line),
        (StatsOpponent::AnotherPlayer, None, None)
    );
    assert_eq!(stats.streak(GameKind::Pylos), 0);
}

#[test]
fn the_screen_has_each_games_table_worded() {
    let stats = PlayerStatistics::empty();
    stats.record(finished(1, true), en()).unwrap();
    stats.record(finished(2, false), en()).unwrap();
    let screen = stats.screen(Arc::new(TextCatalog::new(Language::Slovenian)));
    assert_eq!(screen.title, "Statistika");
    assert_eq!(screen.headings.len(), 5);
    let pylos = &screen.games[0];
    assert_eq!(pylos.game, GameKind::Pylos);
    assert_eq!(pylos.rows.len(), 1);
    assert_eq!(pylos.rows[0].cells, ["2", "1", "1", "0", "50 %"]);
    assert_eq!(
        pylos.longest_streak.as_deref(),
        Some("Najdaljši niz: 1 zmaga")
    );
    assert_eq!(screen.games[1].empty.as_deref(), Some("Še brez partij"));
}

#[test]
fn damaged_and_newer_files_are_refused() {
    assert!(matches!(
        PlayerStatistics::from_json("[]".into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::Malformed,
            ..
        })
    ));
    assert!(matches!(
        PlayerStatistics::from_json(r#"{"version":2}"#.into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::NewerVersion { found: 2 },
            ..
        })
    ));
}
