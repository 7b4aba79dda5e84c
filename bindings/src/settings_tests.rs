use super::*;
use crate::screens_saves::SaveProblem;

fn en() -> Arc<TextCatalog> {
    Arc::new(TextCatalog::new(Language::English))
}

#[test]
fn a_changed_row_returns_the_new_settings_and_they_survive_the_file() {
    let s = AppSettings::defaults();
    assert_eq!(s.values(), Settings::default());
    let v = s
        .set(SettingId::Animation, SettingValue::Choice { index: 0 })
        .unwrap();
    assert_eq!(v.animation, AnimationSpeed::Off);
    assert_eq!(s.animation_factor(), 0.0);
    let v = s
        .set(SettingId::ConfirmMoves, SettingValue::Toggle { on: true })
        .unwrap();
    assert!(v.confirm_moves);
    assert_eq!(s.values(), v);
    let back = AppSettings::from_json(s.to_json()).unwrap();
    assert_eq!(back.values(), v);
}

#[test]
fn a_bad_value_is_a_typed_error_worded_by_the_catalog_and_changes_nothing() {
    let s = AppSettings::defaults();
    let before = s.to_json();
    let err = s
        .set(SettingId::Coordinates, SettingValue::Choice { index: 3 })
        .unwrap_err();
    assert!(matches!(
        err,
        PyramidsError::BadOptions {
            problem: OptionsProblem::NoSuchSettingOption {
                setting: SettingId::Coordinates,
                index: 3,
                count: 3
            },
            ..
        }
    ));
    assert_eq!(
        en().error_message(err).unwrap(),
        "Board coordinates: there is no option 3"
    );
    let err = s
        .set(SettingId::Sound, SettingValue::Choice { index: 0 })
        .unwrap_err();
    assert!(matches!(
        err,
        PyramidsError::BadOptions {
            problem: OptionsProblem::WrongSettingKind {
                setting: SettingId::Sound
            },
            ..
        }
    ));
    assert_eq!(s.to_json(), before);
}

#[test]
fn the_screen_rows_are_toggles_and_choices_in_the_catalogs_language() {
    let s = AppSettings::defaults();
    let screen = s.screen(Arc::new(TextCatalog::new(Language::Portuguese)));
    assert_eq!(screen.title, "Definições");
    assert_eq!(screen.rows.len(), 8);
    let table = screen
        .rows
        .iter()
        .find(|r| r.id == SettingId::TableBoard)
        .unwrap();
    assert_eq!(
        table.control,
        SettingControl::Choice {
            options: vec!["Fixo".into(), "Vira-se para quem joga".into()],
            selected: 0
        },
        "the board stays by default"
    );
    assert_eq!(screen.rows[0].id, SettingId::Sound);
    assert_eq!(screen.rows[0].control, SettingControl::Toggle { on: true });
    let patterns = screen
        .rows
        .iter()
        .find(|r| r.id == SettingId::Patterns)
        .unwrap();
    assert_eq!(
        patterns.control,
        SettingControl::Choice {
            options: vec!["Desligados".into(), "Normais".into(), "Fortes".into()],
            selected: 1
        }
    );
}

#[test]
fn each_row_carries_the_words_a_screen_reader_speaks_and_they_follow_a_change() {
    let s = AppSettings::defaults();
    let cs = Arc::new(TextCatalog::new(Language::Czech));
    let sound = |s: &AppSettings| s.screen(cs.clone()).rows.remove(0);
    let on = sound(&s);
    assert_eq!(
        (on.value.as_str(), on.spoken.as_str()),
        ("Zapnuto", "Zvuk: Zapnuto")
    );
    s.set(SettingId::Sound, SettingValue::Toggle { on: false })
        .unwrap();
    assert_eq!(sound(&s).value, "Vypnuto");
    s.set(SettingId::Animation, SettingValue::Choice { index: 1 })
        .unwrap();
    let rows = s.screen(en()).rows;
    let animation = rows.iter().find(|r| r.id == SettingId::Animation).unwrap();
    assert_eq!(animation.spoken, "Animations: Fast");
}

#[test]
fn the_catalog_follows_the_choice_or_the_devices_locale() {
    let s = AppSettings::defaults();
    assert_eq!(s.catalog_language(Some("cs-CZ".into())), Language::Czech);
    assert_eq!(s.catalog_language(Some("ja-JP".into())), Language::English);
    assert_eq!(s.catalog(None).language(), Language::English);
    s.set(SettingId::Language, SettingValue::Choice { index: 2 })
        .unwrap();
    assert_eq!(
        s.catalog(Some("cs-CZ".into())).language(),
        Language::Portuguese
    );
    assert!(s.shows_coordinates(true) && !s.shows_coordinates(false));
    assert!(s.shows_coordinates_coached());
}

#[test]
fn damaged_and_newer_files_are_refused_as_the_progress_files_are() {
    assert!(matches!(
        AppSettings::from_json("nonsense".into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::Malformed,
            ..
        })
    ));
    assert!(matches!(
        AppSettings::from_json(r#"{"version":9}"#.into()),
        Err(PyramidsError::BadSave {
            problem: SaveProblem::NewerVersion { found: 9 },
            ..
        })
    ));
    let partial = AppSettings::from_json(r#"{"version":1,"sound":false}"#.into()).unwrap();
    assert!(!partial.values().sound && partial.values().haptics);
}
