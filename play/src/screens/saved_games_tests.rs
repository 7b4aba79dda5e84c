use super::*;
use crate::catalog::Language;
use pyramids_core::game::Game;
use pyramids_core::game::Level;

fn record<G: Game>(seats: Vec<SeatKind>, plies: usize, max_plies: Option<u32>) -> String {
    let mut r = GameRecord::<G>::new(G::Options::default(), 7, seats).with_max_plies(max_plies);
    for _ in 0..plies {
        if r.outcome().is_over() {
            break;
        }
        let action = r.legal_actions()[0].clone();
        r.apply(&action).unwrap();
    }
    save::save(&r)
}

fn good(game: GameKind) -> String {
    let seats = vec![SeatKind::Human, SeatKind::Ai(Level::Hard)];
    match game {
        GameKind::Pylos => record::<Pylos>(seats, 3, None),
        GameKind::Pyramido => record::<Pyramido>(seats, 3, None),
        GameKind::Pyramida => record::<Pyramida>(seats, 3, None),
    }
}

const GAMES: [GameKind; 3] = [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida];
fn en() -> Catalog {
    Catalog::new(Language::English)
}

#[test]
fn a_good_save_of_each_game_makes_a_card_that_opens_and_reviews() {
    for game in GAMES {
        let card = SaveCard::of_save(&good(game));
        assert_eq!(card.game, Some(game));
        assert_eq!(card.state, CardState::Ok);
        assert!(card.opens() && card.reviewable(), "{game:?}");
        assert_eq!(card.seats, vec![SeatKind::Human, SeatKind::Ai(Level::Hard)]);
        assert_eq!(
            card.move_number, 4,
            "{game:?}: three played, the fourth on view"
        );
        assert!(matches!(card.status, Some(CardStatus::ToMove { .. })));
        let text = en().save_card_text(&card);
        assert_eq!(text.title, en().game_name(game));
        assert!(
            text.players.contains("Human") && text.players.contains("Computer · Hard"),
            "{}",
            text.players
        );
        assert!(
            text.status.contains("to move · Move\u{a0}4"),
            "{}",
            text.status
        );
    }
    let pylos = en().save_card_text(&SaveCard::of_save(&good(GameKind::Pylos)));
    assert_eq!(pylos.players, "Light: Human, Dark: Computer · Hard");
    assert_eq!(pylos.status, "Dark to move · Move\u{a0}4");
}

#[test]
fn a_finished_save_says_the_result_and_the_last_move() {
    let text = record::<Pyramida>(vec![SeatKind::Human, SeatKind::Human], 10, Some(2));
    let card = SaveCard::of_save(&text);
    assert_eq!(
        card.status,
        Some(CardStatus::Draw {
            reason: DrawReason::PlyLimit
        })
    );
    assert_eq!(card.move_number, 2);
    assert!(card.reviewable());
    assert_eq!(
        en().save_card_text(&card).status,
        "Draw: move limit reached · Move\u{a0}2"
    );
    let won = SaveCard {
        status: Some(CardStatus::Won { winner: 1 }),
        ..card
    };
    assert_eq!(en().save_card_text(&won).status, "Black won · Move\u{a0}2");
}

#[test]
fn a_damaged_save_of_each_game_says_damaged_and_never_a_file_name() {
    for game in GAMES {
        let good = good(game);
        // Cut short.
        let cut = SaveCard::of_save(&good[..good.len() / 2]);
        assert_eq!(
            cut.state,
            CardState::Damaged {
                problem: SaveProblem::Malformed
            }
        );
        assert!(!cut.reviewable());
        // A history action that cannot be played: the game is still known.
        let forged = replace_first_history(&good, "zz");
        let card = SaveCard::of_save(&forged);
        assert!(
            matches!(
                card.state,
                CardState::Damaged {
                    problem: SaveProblem::IllegalAction { index: 0 } | SaveProblem::BadField
                }
            ),
            "{game:?}: {:?}",
            card.state
        );
        assert_eq!(card.game, Some(game));
        let text = en().save_card_text(&card);
        assert_eq!(text.title, "Damaged save");
        assert_eq!(text.players, en().game_name(game));
        assert_eq!(text.status, "This save is damaged and cannot be opened");
    }
    let junk = en().save_card_text(&SaveCard::of_save("broken"));
    assert_eq!(junk.title, "Damaged save");
    assert!(!junk.description.contains("broken"));
}

#[test]
fn a_newer_save_says_so_in_words() {
    for game in GAMES {
        let newer = good(game).replacen("\"version\": 1", "\"version\": 9", 1);
        let card = SaveCard::of_save(&newer);
        assert_eq!(card.state, CardState::Newer { version: 9 }, "{game:?}");
        assert!(!card.reviewable());
        for language in Language::ALL {
            let c = Catalog::new(*language);
            let text = c.save_card_text(&card);
            assert_eq!(text.title, c.text(TextKey::NewerSaveTitle, &[]));
            assert_eq!(text.status, c.text(TextKey::NewerSaveDetail, &["9".into()]));
            // The status says what to do, not again what the title says.
            assert!(
                !text.status.contains(&text.title),
                "{language:?}: {:?} repeats {:?}",
                text.status,
                text.title
            );
            assert!(
                text.status.contains('9'),
                "{language:?}: the format is named"
            );
        }
    }
    // The app's own envelope from a newer app: the same card.
    let app = SaveCard::unreadable(SaveProblem::NewerVersion { found: 3 }, None);
    assert_eq!(app.state, CardState::Newer { version: 3 });
    assert_eq!(
        en().save_card_text(&app).status,
        "Update the app to open it (save format 3)."
    );
}

#[test]
fn a_too_large_save_of_each_game_says_its_size() {
    for game in GAMES {
        let good = good(game);
        let padded = format!("{good}{}", " ".repeat(save::MAX_SAVE_BYTES));
        let card = SaveCard::of_save(&padded);
        let bytes = padded.len() as u64;
        assert_eq!(
            card.state,
            CardState::Damaged {
                problem: SaveProblem::TooLarge { bytes }
            }
        );
        let text = en().save_card_text(&card);
        assert_eq!(text.title, "Damaged save");
        assert_eq!(
            text.status,
            format!(
                "This save is too large to open ({} KiB)",
                bytes.div_ceil(1024)
            )
        );
    }
    let unread = SaveCard::unreadable(SaveProblem::Unreadable, None);
    assert_eq!(
        en().save_card_text(&unread).status,
        "This save's file cannot be read"
    );
}

#[test]
fn every_save_problem_has_words_in_every_language() {
    let problems = [
        SaveProblem::TooLarge { bytes: 3_000_000 },
        SaveProblem::Malformed,
        SaveProblem::NotASave,
        SaveProblem::NewerVersion { found: 2 },
        SaveProblem::UnknownVersion { found: 0 },
        SaveProblem::WrongGame,
        SaveProblem::BadField,
        SaveProblem::HistoryTooLong,
        SaveProblem::IllegalAction { index: 4 },
        SaveProblem::BadOptions,
        SaveProblem::Unreadable,
    ];
    for language in Language::ALL {
        let c = Catalog::new(*language);
        for p in &problems {
            let t = c.save_problem(p);
            assert!(!t.is_empty() && !t.contains('{'), "{language:?} {p:?}: {t}");
        }
    }
}

/// Replaces the first history entry of a save (the play crate has no JSON
/// dependency; saves are pretty-printed, one entry a line).
fn replace_first_history(text: &str, action: &str) -> String {
    let open = text.find("\"history\": [").expect("a history") + "\"history\": [".len();
    let first = open + text[open..].find('"').unwrap();
    let end = first + 1 + text[first + 1..].find('"').unwrap();
    format!("{}\"{action}\"{}", &text[..first], &text[end + 1..])
}
