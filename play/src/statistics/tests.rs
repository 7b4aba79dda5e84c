use pyramids_core::game::DrawReason;

use super::words::{game_over_line, ordinal, screen};
use super::*;
use crate::catalog::{Catalog, Language};

const H: SeatKind = SeatKind::Human;
const HARD: SeatKind = SeatKind::Ai(Level::Hard);
const EASY: SeatKind = SeatKind::Ai(Level::Easy);

fn win(winner: usize) -> Outcome {
    Outcome::Win { winner }
}

fn draw() -> Outcome {
    Outcome::Draw {
        reason: DrawReason::Repetition,
    }
}

/// Records a Pylos game of its own seed.
fn play(s: &mut Statistics, seed: u64, seats: &[SeatKind], outcome: Outcome) -> Option<Recorded> {
    s.record(&FinishedGame {
        game: GameKind::Pylos,
        seed,
        seats,
        outcome: &outcome,
    })
}

#[test]
fn wins_losses_and_draws_count_per_opponent_from_the_humans_seat() {
    let mut s = Statistics::default();
    play(&mut s, 1, &[H, HARD], win(0));
    play(&mut s, 2, &[HARD, H], win(0));
    play(&mut s, 3, &[H, HARD], draw());
    play(&mut s, 4, &[H, EASY], win(0));
    assert_eq!(
        s.tally(GameKind::Pylos, Opponent::Computer(Level::Hard)),
        Tally {
            games: 3,
            wins: 1,
            losses: 1,
            draws: 1
        }
    );
    assert_eq!(
        s.tally(GameKind::Pylos, Opponent::Computer(Level::Easy))
            .wins,
        1
    );
    assert_eq!(
        s.tally(GameKind::Pyramida, Opponent::Computer(Level::Easy)),
        Tally::default(),
        "per game"
    );
}

#[test]
fn a_shared_first_place_is_a_draw_and_the_strongest_computer_is_the_opponent() {
    let mut s = Statistics::default();
    let shared = Outcome::SharedWin {
        winners: vec![0, 2],
    };
    let r = s
        .record(&FinishedGame {
            game: GameKind::Pyramido,
            seed: 9,
            seats: &[H, EASY, HARD],
            outcome: &shared,
        })
        .unwrap();
    assert_eq!(
        (r.opponent, r.result),
        (Opponent::Computer(Level::Hard), Some(GameResult::Draw))
    );
}

#[test]
fn pass_and_play_counts_games_and_draws_and_mixed_or_unfinished_games_do_not_count() {
    let mut s = Statistics::default();
    let r = play(&mut s, 1, &[H, H], win(1)).unwrap();
    assert_eq!(
        (r.opponent, r.result, r.nth),
        (Opponent::AnotherPlayer, None, 1)
    );
    play(&mut s, 2, &[H, H], draw());
    assert_eq!(
        s.tally(GameKind::Pylos, Opponent::AnotherPlayer),
        Tally {
            games: 2,
            draws: 1,
            ..Tally::default()
        }
    );
    assert_eq!(s.streak(GameKind::Pylos), 0, "not against the computer");
    assert_eq!(
        play(&mut s, 3, &[H, H, HARD], win(0)),
        None,
        "nobody is you"
    );
    assert_eq!(play(&mut s, 4, &[HARD, EASY], win(0)), None);
    assert_eq!(play(&mut s, 5, &[H, HARD], Outcome::Ongoing), None);
}

#[test]
fn a_game_counts_once_however_often_it_ends_or_is_reopened() {
    let mut s = Statistics::default();
    let first = play(&mut s, 7, &[H, HARD], win(0)).unwrap();
    assert!(first.counted);
    // Reopened, or won again after an undo: the same game, the same line.
    let again = play(&mut s, 7, &[H, HARD], win(0)).unwrap();
    assert_eq!(
        again,
        Recorded {
            counted: false,
            ..first
        }
    );
    let after_a_restart = Statistics::from_json(&s.to_json()).unwrap();
    let mut reopened = after_a_restart.clone();
    assert!(!play(&mut reopened, 7, &[H, HARD], win(1)).unwrap().counted);
    assert_eq!(reopened, after_a_restart, "nothing changed");
    assert_eq!(
        s.tally(GameKind::Pylos, Opponent::Computer(Level::Hard))
            .games,
        1
    );
    // The same seed in another game is another game.
    let other = s.record(&FinishedGame {
        game: GameKind::Pyramida,
        seed: 7,
        seats: &[H, HARD],
        outcome: &win(0),
    });
    assert!(other.unwrap().counted);
}

#[test]
fn the_memory_of_counted_games_is_bounded() {
    let mut s = Statistics::default();
    for seed in 0..(REMEMBERED as u64 + 20) {
        play(&mut s, seed, &[H, EASY], win(0));
    }
    assert_eq!(s.counted.len(), REMEMBERED);
    // The oldest are forgotten, the newest still known.
    assert!(
        !play(&mut s.clone(), REMEMBERED as u64 + 19, &[H, EASY], win(0))
            .unwrap()
            .counted
    );
    assert!(play(&mut s.clone(), 0, &[H, EASY], win(0)).unwrap().counted);
}

#[test]
fn streaks_run_over_wins_against_the_computer_and_a_loss_or_draw_ends_them() {
    let mut s = Statistics::default();
    for seed in 0..3 {
        play(&mut s, seed, &[H, HARD], win(0));
    }
    assert_eq!(
        (s.streak(GameKind::Pylos), s.best_streak(GameKind::Pylos)),
        (3, 3)
    );
    play(&mut s, 10, &[H, H], win(1));
    assert_eq!(s.streak(GameKind::Pylos), 3, "pass-and-play leaves it");
    play(&mut s, 11, &[H, EASY], draw());
    assert_eq!(
        (s.streak(GameKind::Pylos), s.best_streak(GameKind::Pylos)),
        (0, 3)
    );
    play(&mut s, 12, &[H, EASY], win(0));
    play(&mut s, 13, &[H, EASY], win(1));
    assert_eq!(
        (s.streak(GameKind::Pylos), s.best_streak(GameKind::Pylos)),
        (0, 3)
    );
}

#[test]
fn statistics_round_trip_and_a_file_of_this_version_loads_as_written() {
    let mut s = Statistics::default();
    play(&mut s, 255, &[H, HARD], win(0));
    play(&mut s, 256, &[H, H], draw());
    // Kept literally so a change of format that would lose a player's
    // results fails here.
    let written = r#"{"version":1,"games":{"pylos":{"against":{"hard":{"games":1,"wins":1,"losses":0,"draws":0},"player":{"games":1,"wins":0,"losses":0,"draws":1}},"streak":1,"best_streak":1}},"counted":[{"id":"pylos-00000000000000ff","opponent":"hard","result":"win","nth":1},{"id":"pylos-0000000000000100","opponent":"player","result":null,"nth":1}]}"#;
    assert_eq!(s.to_json(), written);
    assert_eq!(Statistics::from_json(written), Ok(s));
}

#[test]
fn damaged_newer_and_partial_files() {
    assert_eq!(Statistics::from_json("{"), Err(ProgressError::Unreadable));
    assert_eq!(
        Statistics::from_json(r#"{"version":2}"#),
        Err(ProgressError::NewerVersion { version: 2 })
    );
    assert_eq!(
        Statistics::from_json(r#"{"version":1,"games":[]}"#),
        Err(ProgressError::Unreadable)
    );
    let empty = Statistics::from_json(r#"{"version":1}"#).unwrap();
    assert_eq!(empty, Statistics::default());
    // A game or an opponent this build does not know is dropped; a tally's
    // missing field is 0.
    let s = Statistics::from_json(
        r#"{"version":1,"games":{"chess":{},"pylos":{"against":{"grandmaster":{"games":4},"easy":{"games":2,"wins":2}},"best_streak":2}}}"#,
    )
    .unwrap();
    assert_eq!(
        s.tally(GameKind::Pylos, Opponent::Computer(Level::Easy)),
        Tally {
            games: 2,
            wins: 2,
            ..Tally::default()
        }
    );
    assert_eq!(s.best_streak(GameKind::Pylos), 2);
    assert_eq!(s.games.len(), 1);
    assert_eq!(s.games["pylos"].against.len(), 1);
}

#[test]
fn ordinals_in_english_follow_cldr_and_the_other_languages_leave_the_mark_to_the_sentence() {
    let en = Catalog::new(Language::English);
    let got: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112]
        .iter()
        .map(|&n| ordinal(&en, n))
        .collect();
    assert_eq!(
        got,
        [
            "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
            "111th", "112th"
        ]
    );
    for l in [Language::Portuguese, Language::Czech, Language::Slovenian] {
        assert_eq!(ordinal(&Catalog::new(l), 3), "3");
    }
}

#[test]
fn the_game_over_line_in_four_languages() {
    let line = |language, opponent, result, nth| {
        game_over_line(
            &Catalog::new(language),
            &Recorded {
                opponent: Opponent::Computer(opponent),
                result: Some(result),
                nth,
                counted: true,
            },
        )
        .unwrap()
    };
    use GameResult::*;
    use Language::*;
    assert_eq!(line(English, Level::Hard, Win, 3), "3rd win against Hard");
    assert_eq!(
        line(English, Level::Medium, Win, 1),
        "First win against Medium"
    );
    assert_eq!(line(English, Level::Easy, Loss, 2), "2nd loss against Easy");
    assert_eq!(
        line(English, Level::Easy, Draw, 11),
        "11th draw against Easy"
    );
    // The level's name is the catalog's (its reviewers may reword it); the
    // sentence around it is this line's.
    let level = |language, l| Catalog::new(language).level_name(l);
    let (pt_hard, pt_medium) = (
        level(Portuguese, Level::Hard),
        level(Portuguese, Level::Medium),
    );
    assert_eq!(
        line(Portuguese, Level::Hard, Win, 3),
        format!("3.ª vitória contra o computador ({pt_hard})")
    );
    assert_eq!(
        line(Portuguese, Level::Hard, Draw, 2),
        format!("2.º empate contra o computador ({pt_hard})")
    );
    assert_eq!(
        line(Portuguese, Level::Medium, Win, 1),
        format!("Primeira vitória contra o computador ({pt_medium})")
    );
    assert_eq!(
        line(Czech, Level::Hard, Win, 3),
        format!("3. výhra proti počítači ({})", level(Czech, Level::Hard))
    );
    assert_eq!(
        line(Czech, Level::Easy, Loss, 1),
        format!(
            "První prohra proti počítači ({})",
            level(Czech, Level::Easy)
        )
    );
    assert_eq!(
        line(Slovenian, Level::Hard, Win, 3),
        format!(
            "3. zmaga proti računalniku ({})",
            level(Slovenian, Level::Hard)
        )
    );
    assert_eq!(
        line(Slovenian, Level::Easy, Loss, 1),
        format!(
            "Prvi poraz proti računalniku ({})",
            level(Slovenian, Level::Easy)
        )
    );
    let pass_and_play = Recorded {
        opponent: Opponent::AnotherPlayer,
        result: None,
        nth: 4,
        counted: true,
    };
    assert_eq!(game_over_line(&Catalog::new(English), &pass_and_play), None);
}

#[test]
fn the_game_over_line_counts_on_from_the_recorded_games() {
    let mut s = Statistics::default();
    let en = Catalog::new(Language::English);
    let lines: Vec<String> = (0..3)
        .map(|seed| game_over_line(&en, &play(&mut s, seed, &[H, HARD], win(0)).unwrap()).unwrap())
        .collect();
    assert_eq!(
        lines,
        [
            "First win against Hard",
            "2nd win against Hard",
            "3rd win against Hard"
        ]
    );
    let loss = play(&mut s, 9, &[HARD, H], win(0)).unwrap();
    assert_eq!(
        game_over_line(&en, &loss).unwrap(),
        "First loss against Hard"
    );
}

#[test]
fn the_screen_has_a_table_per_game_with_a_row_per_opponent_played() {
    let mut s = Statistics::default();
    play(&mut s, 1, &[H, HARD], win(0));
    play(&mut s, 2, &[H, HARD], win(0));
    play(&mut s, 3, &[HARD, H], win(0));
    play(&mut s, 4, &[H, EASY], draw());
    play(&mut s, 5, &[H, H], win(0));
    let en = screen(&Catalog::new(Language::English), &s);
    assert_eq!(en.title, "Statistics");
    assert_eq!(
        en.headings,
        ["Games", "Wins", "Losses", "Draws", "Win rate"]
    );
    let games: Vec<GameKind> = en.games.iter().map(|g| g.game).collect();
    assert_eq!(games, GameKind::ALL);
    let pylos = &en.games[0];
    assert_eq!(pylos.title, "Pylos");
    assert_eq!(pylos.empty, None);
    let labels: Vec<&str> = pylos.rows.iter().map(|r| r.label.as_str()).collect();
    assert_eq!(
        labels,
        ["Easy", "Hard", "Another player"],
        "level order, another player last"
    );
    let hard = &pylos.rows[1];
    assert_eq!(hard.cells, ["3", "2", "1", "0", "67%"]);
    assert_eq!(hard.words, "Hard: 3 games, 2 wins, 1 loss, 0 draws, 67%");
    let player = &pylos.rows[2];
    assert_eq!(player.cells, ["1", "–", "–", "0", "–"]);
    assert_eq!(player.words, "Another player: 1 game, 0 draws");
    assert_eq!(
        pylos.longest_streak.as_deref(),
        Some("Longest winning streak: 2 wins")
    );
    assert_eq!(
        pylos.current_streak.as_deref(),
        Some("Current streak: 0 wins")
    );
    let pyramida = &en.games[2];
    assert_eq!(
        (
            pyramida.rows.len(),
            pyramida.empty.as_deref(),
            &pyramida.longest_streak
        ),
        (0, Some("No games yet"), &None)
    );
    let cs = screen(&Catalog::new(Language::Czech), &s);
    assert_eq!(cs.games[0].rows[1].cells[4], "67 %");
    assert_eq!(
        cs.games[0].rows[1].words,
        format!(
            "{}: 3 partie, 2 výhry, 1 prohra, 0 remíz, 67 %",
            Catalog::new(Language::Czech).level_name(Level::Hard)
        )
    );
    assert_eq!(
        cs.games[0].longest_streak.as_deref(),
        Some("Nejdelší série: 2 výhry")
    );
}
