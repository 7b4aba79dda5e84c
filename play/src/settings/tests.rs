use super::screen::{RowControl, SettingId, SettingValue, SettingsError};
use super::*;
use crate::catalog::Catalog;

#[test]
fn defaults_are_the_issues() {
    let s = Settings::default();
    assert!(s.sound && s.haptics && !s.confirm_moves);
    assert_eq!(s.animation, AnimationSpeed::Normal);
    assert_eq!(s.coordinates, Coordinates::Automatic);
    assert_eq!(s.patterns, ColourPatterns::Standard);
    assert_eq!(s.language, LanguageChoice::System);
    assert_eq!(s.table_board, TableBoard::Still);
}

#[test]
fn settings_round_trip_and_a_file_of_this_version_loads_as_written() {
    let s = Settings {
        sound: false,
        animation: AnimationSpeed::Off,
        coordinates: Coordinates::On,
        patterns: ColourPatterns::Strong,
        language: LanguageChoice::Czech,
        confirm_moves: true,
        table_board: TableBoard::TurnToMover,
        ..Settings::default()
    };
    // Kept literally so a change of format that would lose a player's
    // settings fails here.
    let written = r#"{"version":1,"sound":false,"haptics":true,"animation":"off","coordinates":"on","patterns":"strong","language":"cs","confirm_moves":true,"table_board":"turn"}"#;
    assert_eq!(s.to_json(), written);
    assert_eq!(Settings::from_json(written), Ok(s));
}

#[test]
fn damaged_newer_and_partial_files() {
    assert_eq!(Settings::from_json("{"), Err(ProgressError::Unreadable));
    assert_eq!(
        Settings::from_json(r#"{"sound":false}"#),
        Err(ProgressError::Unreadable),
        "no version"
    );
    assert_eq!(
        Settings::from_json(r#"{"version":2,"sound":false}"#),
        Err(ProgressError::NewerVersion { version: 2 })
    );
    assert_eq!(
        Settings::from_json(r#"{"version":1,"animation":"warp"}"#),
        Err(ProgressError::Unreadable)
    );
    // A missing field takes its default; the rest is kept.
    let s = Settings::from_json(r#"{"version":1,"haptics":false}"#).unwrap();
    assert_eq!(
        s,
        Settings {
            haptics: false,
            ..Settings::default()
        }
    );
}

#[test]
fn applied_values_animation_factor_coordinates_and_language() {
    let mut s = Settings::default();
    let factors: Vec<f32> = AnimationSpeed::ALL
        .iter()
        .map(|&a| {
            s.animation = a;
            s.animation_factor()
        })
        .collect();
    assert_eq!(factors, [0.0, 0.5, 1.0, 1.5]);
    s.coordinates = Coordinates::Automatic;
    assert!(s.shows_coordinates(true) && !s.shows_coordinates(false));
    assert!(
        s.shows_coordinates_coached(),
        "a lesson's or puzzle's words name places: shown on a phone too"
    );
    s.coordinates = Coordinates::On;
    assert!(s.shows_coordinates(false) && s.shows_coordinates_coached());
    s.coordinates = Coordinates::Off;
    assert!(!s.shows_coordinates(true) && !s.shows_coordinates_coached());

    assert_eq!(s.catalog_language(Some("pt-PT")), Language::Portuguese);
    assert_eq!(s.catalog_language(Some("sl_SI.UTF-8")), Language::Slovenian);
    assert_eq!(s.catalog_language(Some("de-DE")), Language::English);
    assert_eq!(s.catalog_language(None), Language::English);
    s.language = LanguageChoice::Czech;
    assert_eq!(s.catalog_language(Some("pt-BR")), Language::Czech);
}

#[test]
fn the_screen_has_a_row_per_setting_worded_in_the_catalogs_language() {
    let s = Settings::default();
    let screen = s.screen(&Catalog::new(Language::English));
    assert_eq!(screen.title, "Settings");
    let ids: Vec<SettingId> = screen.rows.iter().map(|r| r.id).collect();
    assert_eq!(ids, SettingId::ALL);
    let row = |id| screen.rows.iter().find(|r| r.id == id).unwrap();
    assert_eq!(
        row(SettingId::Sound).control,
        RowControl::Toggle { on: true }
    );
    assert_eq!(
        row(SettingId::Animation).control,
        RowControl::Choice {
            options: vec!["Off".into(), "Fast".into(), "Normal".into(), "Slow".into()],
            selected: 2
        }
    );
    assert!(row(SettingId::Coordinates).detail.is_some());
    assert_eq!(row(SettingId::Language).detail, None);
    // Each language is named in its own language, whatever the catalog's.
    let cs = s.screen(&Catalog::new(Language::Czech));
    let language = cs
        .rows
        .iter()
        .find(|r| r.id == SettingId::Language)
        .unwrap();
    assert_eq!(language.label, "Jazyk");
    assert_eq!(
        language.control,
        RowControl::Choice {
            options: vec![
                "Jazyk zařízení".into(),
                "English".into(),
                "Português".into(),
                "Čeština".into(),
                "Slovenščina".into()
            ],
            selected: 0
        }
    );
}

#[test]
fn setting_a_row_returns_the_new_settings_and_a_bad_value_changes_nothing() {
    let s = Settings::default();
    let t = s
        .with(SettingId::Animation, SettingValue::Choice(3))
        .unwrap();
    assert_eq!(t.animation, AnimationSpeed::Slow);
    let t = t
        .with(SettingId::Sound, SettingValue::Toggle(false))
        .unwrap();
    assert!(!t.sound);
    let t = t
        .with(SettingId::Language, SettingValue::Choice(4))
        .unwrap();
    assert_eq!(t.language, LanguageChoice::Slovenian);
    assert_eq!(t.value(SettingId::Language), SettingValue::Choice(4));
    assert_eq!(
        t.with(SettingId::Patterns, SettingValue::Choice(3)),
        Err(SettingsError::NoSuchOption {
            id: SettingId::Patterns,
            index: 3,
            count: 3
        })
    );
    assert_eq!(
        t.with(SettingId::ConfirmMoves, SettingValue::Choice(1)),
        Err(SettingsError::WrongKind {
            id: SettingId::ConfirmMoves
        })
    );
    // Every row's value read back is the value set.
    for id in SettingId::ALL {
        assert_eq!(s.with(id, s.value(id)), Ok(s), "{id:?}");
    }
}

#[test]
fn every_row_speaks_its_value_in_every_language_and_the_words_follow_the_value() {
    let en = Settings::default().screen(&Catalog::new(Language::English));
    let spoken: Vec<&str> = en.rows.iter().map(|r| r.spoken.as_str()).collect();
    assert_eq!(spoken[0], "Sound: On");
    assert_eq!(spoken[2], "Animations: Normal");
    for &lang in Language::ALL {
        let c = Catalog::new(lang);
        let base = Settings::default();
        for id in SettingId::ALL {
            let count = match base.value(id) {
                SettingValue::Toggle(_) => 2,
                SettingValue::Choice(_) => id_options(&base, &c, id),
            };
            let mut seen = Vec::new();
            for i in 0..count {
                let v = match base.value(id) {
                    SettingValue::Toggle(_) => SettingValue::Toggle(i == 1),
                    SettingValue::Choice(_) => SettingValue::Choice(i),
                };
                let s = base.with(id, v).unwrap();
                let row = s.screen(&c).rows.into_iter().find(|r| r.id == id).unwrap();
                assert!(!row.value.trim().is_empty(), "{lang:?} {id:?} {i}");
                assert!(
                    row.spoken.contains(&row.label) && row.spoken.contains(&row.value),
                    "{lang:?}: {}",
                    row.spoken
                );
                assert!(!seen.contains(&row.value), "{lang:?} {id:?}: {}", row.value);
                seen.push(row.value);
            }
        }
    }
}

fn id_options(s: &Settings, c: &Catalog, id: SettingId) -> usize {
    match &s
        .screen(c)
        .rows
        .iter()
        .find(|r| r.id == id)
        .unwrap()
        .control
    {
        RowControl::Choice { options, .. } => options.len(),
        RowControl::Toggle { .. } => 2,
    }
}
