//! A seat's two choices: Human or Computer, then the computer's level.

use super::*;
use crate::catalog::Language;

fn pylos() -> GameOffer {
    GameOffer {
        game: GameKind::Pylos,
        variants: vec!["standard".into()],
        min_seats: 2,
        max_seats: 2,
        levels: vec![Level::Random, Level::Easy, Level::Medium, Level::Hard],
    }
}

#[test]
fn computer_keeps_its_level_and_human_has_none() {
    let mut m = NewGame::new(pylos());
    assert_eq!(m.player_kind(0), Some(PlayerKind::Human));
    assert_eq!(m.level_of(0), None, "a human seat has no level row");
    assert_eq!(m.level_of(1), Some(Level::Medium));

    assert!(m.set_player_kind(0, PlayerKind::Computer));
    assert_eq!(
        m.level_of(0),
        Some(Level::Medium),
        "a seat switched to Computer gets the default level"
    );
    assert!(m.set_level(1, Level::Hard));
    assert!(m.set_player_kind(1, PlayerKind::Human));
    assert_eq!(
        (m.player_kind(1), m.level_of(1)),
        (Some(PlayerKind::Human), None)
    );
    assert!(!m.set_level(1, Level::Easy), "no level for a human seat");
    assert!(m.set_player_kind(1, PlayerKind::Computer));
    assert_eq!(m.level_of(1), Some(Level::Hard), "the level chosen before");
    assert!(!m.set_player_kind(2, PlayerKind::Computer));
    assert!(
        !m.set_level(1, Level::Expert),
        "a level the game does not offer"
    );
    assert_eq!(
        m.seats(),
        [SeatKind::Ai(Level::Medium), SeatKind::Ai(Level::Hard)]
    );
}

#[test]
fn kind_and_row_words_in_every_language() {
    let want = [
        (
            Language::English,
            ["Human", "Computer", "Played by", "Level"],
        ),
        (
            Language::Portuguese,
            ["Pessoa", "Computador", "Quem joga", "Nível"],
        ),
        (
            Language::Czech,
            ["Člověk", "Počítač", "Kdo hraje", "Úroveň"],
        ),
        (
            Language::Slovenian,
            ["Človek", "Računalnik", "Kdo igra", "Stopnja"],
        ),
    ];
    for (language, [human, computer, played_by, level]) in want {
        let c = Catalog::new(language);
        assert_eq!(c.player_kind_name(PlayerKind::Human), human);
        assert_eq!(c.player_kind_name(PlayerKind::Computer), computer);
        assert_eq!(c.text(TextKey::PlayedBy, &[]), played_by);
        assert_eq!(c.text(TextKey::LevelRow, &[]), level);
    }
}
