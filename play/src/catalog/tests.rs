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
    // Where `one` covers more than 1 (Slovenian 1, 101 …)
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
    assert_eq!(pt.plural(TextKey::Reserve, 0, &[]), "Restam 0 bolas");
    assert_eq!(pt.plural(TextKey::Reserve, 1, &[]), "Resta 1 bola");
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

/// Every text of a language: each key's templates and the rules pages.
fn every_text(language: Language) -> Vec<String> {
    let mut all: Vec<String> = Key::all()
        .flat_map(|k| language.entry(k).templates())
        .map(str::to_string)
        .collect();
    for game in [GameKind::Pylos, GameKind::Pyramido, GameKind::Pyramida] {
        for s in Catalog::new(language).rules(game) {
            all.push(s.heading.to_string());
            all.extend(s.paragraphs.iter().map(|p| p.to_string()));
        }
    }
    all
}

/// The lower-case words of a text.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The texts of one game's keys (by the key's name) and its rules page.
fn texts_of(language: Language, game: GameKind) -> Vec<String> {
    let name = format!("{game:?}");
    let mut all: Vec<String> = Key::all()
        .filter(|k| format!("{k:?}").contains(&name))
        .flat_map(|k| language.entry(k).templates())
        .map(str::to_string)
        .collect();
    for s in Catalog::new(language).rules(game) {
        all.extend(s.paragraphs.iter().map(|p| p.to_string()));
    }
    all
}

/// The decisions of docs/glossary.md: a drifted word coming back fails here.
/// Each entry bans exact word forms (lower case) in every text of a language.
#[test]
fn each_language_keeps_its_glossary() {
    use Language::*;
    let banned: &[(Language, &str, &[&str])] = &[
        // "Lehký" beside a seat ("Světlý (počítač, Lehký)") reads as light.
        (
            Czech,
            "the easy level is Snadný",
            &["lehký", "lehkého", "lehkému", "lehkém", "lehkým"],
        ),
        // A Pyramido block is a "kostka", the whole piece a "domino".
        (
            Czech,
            "a block is a kostka",
            &[
                "blok", "bloku", "bloky", "bloků", "blokem", "blocích", "blokům",
            ],
        ),
        // Floors are numbered 1–4 on screen; "přízemí" would be a floor 0.
        (Czech, "floor 1, not the ground floor", &["přízemí"]),
        (
            Portuguese,
            "a Pyramida field is a casa",
            &["campo", "campos"],
        ),
        (Portuguese, "the aqua colour is turquesa", &["água"]),
        (Portuguese, "floor 1, not the ground floor", &["rés"]),
        (
            Slovenian,
            "a block is a kocka",
            &[
                "blok", "bloka", "bloku", "blokom", "bloki", "bloke", "blokov", "blokih", "blokoma",
            ],
        ),
        // "oznaka" is any mark; the game piece is the "označevalec".
        (
            Slovenian,
            "a marker is an označevalec",
            &["oznaka", "oznake", "oznaki", "oznako", "oznak", "oznakami"],
        ),
        // Standard Slovenian says "raven"; "nivo" is the colloquial loan.
        (
            Slovenian,
            "a Pylos level is a raven",
            &[
                "nivo", "nivoja", "nivoju", "nivojem", "nivoji", "nivojev", "nivojih",
            ],
        ),
        (
            Slovenian,
            "floor 1, not the ground floor",
            &["pritličje", "pritličju"],
        ),
        // A Pyramida stone pushed down: the rules' verb in every text.
        (
            Czech,
            "a pushed stone is zatlačený",
            &["vytlačit", "vytlačený", "vytlačen", "odstrčený", "odstrčit"],
        ),
        (
            Slovenian,
            "a pushed stone is potisnjen",
            &[
                "izriniti",
                "izrinjen",
                "izrinjeni",
                "odrinjen",
                "odrinjeni",
                "odriniti",
            ],
        ),
        (
            Portuguese,
            "a pushed stone is empurrada",
            &["expulsa", "expulso", "expulsar", "expulsas"],
        ),
    ];
    for (language, decision, forms) in banned {
        for text in every_text(*language) {
            for word in words(&text) {
                assert!(
                    !forms.contains(&word.as_str()),
                    "{language:?} ({decision}): {word:?} in {text:?}"
                );
            }
        }
    }
    // "Namizni način" reads as desktop mode ("namizne igre", board games, stays).
    for text in every_text(Slovenian) {
        assert!(!text.to_lowercase().contains("namizni način"), "{text:?}");
    }
}

#[test]
fn the_glossary_terms_are_the_ones_shown() {
    let cs = Catalog::new(Language::Czech);
    assert_eq!(cs.level_name(Level::Easy), "Snadný");
    assert_eq!(cs.text(TextKey::PyramidoMarker, &[]), "značka");
    for key in [
        ProblemKey::ProblemPyramidoCannotPlaceOffFloor,
        ProblemKey::ProblemPyramidoCannotPlaceFirstAnchor,
        ProblemKey::ProblemPyramidoCannotPlaceNoContact,
        ProblemKey::ProblemPyramidoNotJustPlaced,
        ProblemKey::ProblemPyramidoWrongDecisionPlace,
    ] {
        let text = cs.text(key, &["c3".into()]);
        assert!(
            text.contains("domin") && !text.starts_with("kostk"),
            "{text}"
        );
    }
    let sl = Catalog::new(Language::Slovenian);
    assert_eq!(sl.text(TextKey::TableMode, &[]), "Igra okoli mize");
    assert!(sl
        .text(ProblemKey::ErrorOptionsTableSeats, &["5".into()])
        .starts_with("Igra okoli mize"));
    assert_eq!(sl.text(TextKey::PyramidoMarker, &[]), "označevalec");
    assert_eq!(
        sl.text(MoveKey::PylosAt, &["1".into(), "a1".into()]),
        "a1 (raven 1)"
    );
    let pt = Catalog::new(Language::Portuguese);
    assert!(pt.text(TextKey::PyramidaMove, &[]).contains("casa marcada"));
    assert_eq!(pt.colour_name(Colour::Aqua), "turquesa");
}

#[test]
fn slovenian_pylos_has_levels_and_pyramido_floors() {
    // Two concepts, two words: a Pylos level is a "raven", a Pyramido floor a
    // "nadstropje"; neither game borrows the other's.
    let level = ["raven", "ravni", "ravneh"];
    for text in texts_of(Language::Slovenian, GameKind::Pylos) {
        assert!(!text.contains("nadstrop"), "{text:?}");
    }
    for text in texts_of(Language::Slovenian, GameKind::Pyramido) {
        assert!(
            words(&text).all(|w| !level.contains(&w.as_str())),
            "{text:?}"
        );
    }
    assert!(texts_of(Language::Slovenian, GameKind::Pylos)
        .iter()
        .any(|t| t.contains("ravni")));
}

#[test]
fn a_pyramido_board_is_not_labelled_as_the_game_pyramida() {
    // "Pyramida: Hráč 1" over a Pyramido board read as the other game; so
    // would Slovenian "Piramida: …", one letter away.
    let fold = |s: &str| s.to_lowercase().replace('y', "i");
    for &language in Language::ALL {
        let c = Catalog::new(language);
        let pyramida = fold(&c.game_name(GameKind::Pyramida));
        for key in [TextKey::PyramidoPyramidOf, TextKey::PyramidoShowPyramid] {
            let label = c.text(key, &[c.seat_name(GameKind::Pyramido, 0)]);
            assert!(
                !fold(&label).starts_with(&pyramida),
                "{language:?}: {label}"
            );
        }
    }
}

#[test]
fn the_swapped_pyramida_start_names_every_square_and_both_seats_as_shown() {
    // Seat names are written as the board shows them (capitalised), and the
    // swapped start lists all three squares, as the standard one does.
    for &language in Language::ALL {
        let c = Catalog::new(language);
        for variant in ["standard", "swapped"] {
            let blurb = c.variant_blurb(GameKind::Pyramida, variant);
            for square in ["a1", "e1", "i1"] {
                assert!(blurb.contains(square), "{language:?} {variant}: {blurb}");
            }
            assert!(
                blurb.contains(&c.seat_name(GameKind::Pyramida, 0)),
                "{language:?} {variant}: {blurb}"
            );
        }
        let swapped = c.variant_blurb(GameKind::Pyramida, "swapped");
        assert!(
            swapped.contains(&c.seat_name(GameKind::Pyramida, 1)),
            "{swapped}"
        );
    }
}

#[test]
fn a_name_is_never_put_where_czech_or_slovenian_would_decline_it() {
    // A seat or game name is inserted as it is (nominative). After a
    // preposition that takes another case it would read wrong: "pro
    // Světlý" for "pro Světlého", "za Pyramida" for "za Pyramido".
    let named: &[Key] = &[
        TextKey::ToMove.into(),
        TextKey::Wins.into(),
        TextKey::Thinking.into(),
        TextKey::CardWon.into(),
        TextKey::SeatResigned.into(),
        TextKey::ResignBody.into(),
        TextKey::ColoursByStarter.into(),
        TextKey::PyramidoPyramidOf.into(),
        TextKey::PyramidoShowPyramid.into(),
        TextKey::PyramidoBackTo.into(),
        ReviewKey::ReviewGraph.into(),
        ReviewKey::ReviewAhead.into(),
        ReviewKey::ReviewBehind.into(),
        ProblemKey::ErrorGameOverWin.into(),
        ProblemKey::ErrorNotYourTurnComputer.into(),
        ProblemKey::ErrorNotYourTurnHuman.into(),
        ProblemKey::ErrorOptionsPlayers.into(),
        ProblemKey::ErrorOptionsPlayersExact.into(),
        ProblemKey::ErrorOptionsLevel.into(),
        ProblemKey::ErrorOptionsVariant.into(),
    ];
    let prepositions: &[(Language, &[&str])] = &[
        (
            Language::Czech,
            &[
                "pro", "za", "na", "do", "od", "u", "k", "ke", "s", "se", "z", "ze", "proti",
            ],
        ),
        (
            Language::Slovenian,
            &[
                "za", "na", "do", "od", "pri", "k", "h", "s", "z", "proti", "v", "o",
            ],
        ),
    ];
    for (language, before) in prepositions {
        for &key in named {
            let template = language.entry(key).form(PluralCategory::Other);
            let head = &template[..template.find("{0}").unwrap_or(0)];
            let last = words(head).last().unwrap_or_default();
            assert!(
                !before.contains(&last.as_str()),
                "{language:?} {key:?}: {template:?}"
            );
        }
    }
}

#[test]
fn a_portuguese_pylos_row_is_a_linha_and_pyramidas_bottom_row_a_fila() {
    // The Pylos texts say "linha" (the board's rows, the advanced rule's
    // lines); "fila" is Pyramida's bottom row.
    for text in texts_of(Language::Portuguese, GameKind::Pylos) {
        assert!(
            words(&text).all(|w| w != "fila" && w != "filas"),
            "{text:?}"
        );
    }
    assert!(texts_of(Language::Portuguese, GameKind::Pyramida)
        .iter()
        .any(|t| t.contains("fila de baixo")));
}
