//! What the compiler cannot check about the catalog.

use super::text::{placeholders, Text};
use super::*;
use pyramids_core::game::GameKind;

#[test]
fn every_key_has_the_same_placeholders_in_every_language() {
    for key in Key::all() {
        let english: Vec<usize> = Language::English
            .entry(key)
            .templates()
            .iter()
            .flat_map(|t| placeholders(t))
            .collect();
        let mut want = english.clone();
        want.sort_unstable();
        want.dedup();
        // Placeholders are numbered from 0 without gaps.
        assert!(
            want.iter().enumerate().all(|(i, &p)| i == p),
            "{key:?}: placeholders {want:?} have a gap"
        );
        for &language in Language::ALL {
            for template in language.entry(key).templates() {
                let got = placeholders(template);
                let plural_one = matches!(language.entry(key), Text::Plural(_));
                // A plural form may leave out the count ("1 ball left" for one).
                let expected: Vec<usize> = if plural_one && !got.contains(&0) {
                    want.iter().copied().filter(|&p| p != 0).collect()
                } else {
                    want.clone()
                };
                assert_eq!(got, expected, "{language:?} {key:?}: {template:?}");
            }
        }
    }
}

#[test]
fn plural_texts_have_each_form_cldr_defines_and_plain_texts_stay_plain() {
    for key in Key::all() {
        let plural = Catalog::is_plural(key);
        for &language in Language::ALL {
            match language.entry(key) {
                Text::Plain(_) => assert!(
                    !plural,
                    "{language:?} {key:?} is plain where English has forms"
                ),
                Text::Plural(forms) => {
                    assert!(
                        plural,
                        "{language:?} {key:?} has forms where English is plain"
                    );
                    let mut got: Vec<PluralCategory> = forms.iter().map(|(c, _)| *c).collect();
                    got.sort();
                    assert_eq!(got, PluralCategory::of(language), "{language:?} {key:?}");
                }
            }
        }
    }
}

#[test]
fn a_form_without_the_count_is_only_for_a_category_of_exactly_one() {
    // Where `one` covers more than 1 (Portuguese 0 and 1, Slovenian 1, 101 …)
    // the form must show the count.
    for key in Key::all() {
        for &language in Language::ALL {
            if let Text::Plural(forms) = language.entry(key) {
                for (category, template) in forms {
                    if !placeholders(template).contains(&0) {
                        let covered: Vec<i64> = (0..=200)
                            .filter(|&n| PluralCategory::for_count(language, n) == *category)
                            .collect();
                        assert_eq!(
                            covered,
                            vec![1],
                            "{language:?} {key:?} {category:?}: {template:?} hides the count"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn no_text_is_empty_or_padded() {
    for key in Key::all() {
        for &language in Language::ALL {
            for t in language.entry(key).templates() {
                assert!(!t.trim().is_empty(), "{language:?} {key:?} is empty");
                assert_eq!(t.trim(), t, "{language:?} {key:?} has spaces at an end");
            }
        }
    }
    for &language in Language::ALL {
        for game in [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida] {
            let page = Catalog::new(language).rules(game);
            assert!(page.len() >= 3, "{language:?} {game:?}");
            for s in page {
                assert!(
                    !s.heading.is_empty()
                        && !s.paragraphs.is_empty()
                        && s.paragraphs.iter().all(|p| !p.is_empty())
                );
            }
        }
    }
}

#[test]
fn the_languages_are_really_translated() {
    // Most chrome differs from English in each language (names and a few
    // words may be the same): a table pasted from English would fail.
    for &language in &Language::ALL[1..] {
        let same = Key::ALL
            .iter()
            .filter(|&&k| Language::English.entry(k).templates() == language.entry(k).templates())
            .count();
        assert!(
            same * 5 < Key::ALL.len(),
            "{language:?}: {same} of {} texts are the English ones",
            Key::ALL.len()
        );
    }
}

#[test]
fn plurals_pick_the_cldr_form() {
    let cs = Catalog::new(Language::Czech);
    assert_eq!(cs.plural(TextKey::Reserve, 1, &[]), "Zbývá 1 koule");
    assert_eq!(cs.plural(TextKey::Reserve, 3, &[]), "Zbývají 3 koule");
    assert_eq!(cs.plural(TextKey::Reserve, 5, &[]), "Zbývá 5 koulí");
    let sl = Catalog::new(Language::Slovenian);
    assert_eq!(sl.plural(TextKey::Reserve, 2, &[]), "Ostaneta 2 krogli");
    assert_eq!(sl.plural(TextKey::Reserve, 103, &[]), "Ostanejo 103 krogle");
    let pt = Catalog::new(Language::Portuguese);
    assert_eq!(pt.plural(TextKey::Reserve, 0, &[]), "Resta 0 bola");
    assert_eq!(
        Catalog::new(Language::English).plural(TextKey::Reserve, 1, &[]),
        "1 ball left"
    );
}

#[test]
fn names_of_values_and_locales() {
    assert_eq!(Language::for_locale("pt_BR"), Language::Portuguese);
    assert_eq!(Language::for_locale("cs-CZ"), Language::Czech);
    assert_eq!(Language::for_locale("sl"), Language::Slovenian);
    assert_eq!(Language::for_locale("de-DE"), Language::English);
    assert_eq!(Language::for_locale(""), Language::English);
    let en = Catalog::new(Language::English);
    assert_eq!(en.seat_name(GameKind::Pyramido, 2), "Player 3");
    assert_eq!(en.seat_name(GameKind::Pylos, 1), "Dark");
    assert_eq!(en.variant_name("expert"), "Advanced");
    assert_eq!(en.variant_name("mystery"), "mystery");
    assert_eq!(en.variant_blurb(GameKind::Pyramido, "standard"), "");
    assert_eq!(en.text(TextKey::ToMove, &["Light".into()]), "Light to move");
}
