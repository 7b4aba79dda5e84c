//! One text catalog for both apps and every language.
//!
//! A text is looked up by a typed key ([`TextKey`], [`ReviewKey`] …); values go into its positional
//! placeholders `{0}`, `{1}` …; a text that depends on a count has one form
//! per CLDR plural category of the language ([`PluralCategory`]). Each
//! language is one file under `lang/` whose `match` has no fallback arm, so a
//! key without text in some language does not compile. The tests below check
//! what the compiler cannot: the same placeholders in every language, every
//! plural form CLDR defines, and no empty text.
//!
//! Names of the core's values (games, levels, seats, colours, variants) and
//! the wording of refused actions ([`problems`]) are here too, so neither app
//! maps a value to words on its own.

mod interact;
mod key;
mod lang;
pub mod moves;
mod plural;
pub mod problems;
pub mod rules;
mod text;

pub use key::{Key, LessonKey, MoveKey, ProblemKey, PuzzleKey, ReviewKey, SettingsKey, TextKey};
pub use moves::AnyAction;
pub use plural::PluralCategory;
pub use rules::{RulesPicture, RulesSection};

use pyramids_core::game::{GameKind, Level};
use pyramids_core::pyramido::Colour;

use text::{fill, Text};

/// A language of the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    Portuguese,
    Czech,
    Slovenian,
}

impl Language {
    pub const ALL: &'static [Language] = &[
        Language::English,
        Language::Portuguese,
        Language::Czech,
        Language::Slovenian,
    ];

    /// The language of a BCP 47 tag or POSIX locale ("pt-BR", "cs_CZ",
    /// "sl"); English for any other.
    pub fn for_locale(tag: &str) -> Language {
        let code = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match code.as_str() {
            "pt" => Language::Portuguese,
            "cs" => Language::Czech,
            "sl" => Language::Slovenian,
            _ => Language::English,
        }
    }

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Portuguese => "pt",
            Language::Czech => "cs",
            Language::Slovenian => "sl",
        }
    }

    fn entry(self, key: Key) -> Text {
        match self {
            Language::English => lang::en::text(key),
            Language::Portuguese => lang::pt::text(key),
            Language::Czech => lang::cs::text(key),
            Language::Slovenian => lang::sl::text(key),
        }
    }
}

/// The catalog in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Catalog {
    language: Language,
}

impl Catalog {
    pub fn new(language: Language) -> Catalog {
        Catalog { language }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of `key` with `args` in its placeholders. For a plural key
    /// this is the `other` form; use [`Catalog::plural`].
    pub fn text(&self, key: impl Into<Key>, args: &[String]) -> String {
        fill(
            self.language.entry(key.into()).form(PluralCategory::Other),
            args,
        )
    }

    /// The form of `key` for `count`, which is placeholder `{0}`; `args` fill
    /// `{1}` on. For a plain key this is the plain text.
    pub fn plural(&self, key: impl Into<Key>, count: i64, args: &[String]) -> String {
        let category = PluralCategory::for_count(self.language, count);
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(count.to_string());
        all.extend_from_slice(args);
        fill(self.language.entry(key.into()).form(category), &all)
    }

    /// Whether `key` has forms by count (call [`Catalog::plural`]).
    pub fn is_plural(key: impl Into<Key>) -> bool {
        matches!(Language::English.entry(key.into()), Text::Plural(_))
    }

    fn t(&self, key: TextKey) -> String {
        self.text(key, &[])
    }

    pub fn game_name(&self, game: GameKind) -> String {
        self.t(match game {
            GameKind::Pylos => TextKey::PylosName,
            GameKind::Pyramido => TextKey::PyramidoName,
            GameKind::Pyramida => TextKey::PyramidaName,
        })
    }

    /// What a game is about, in one line (Home's card).
    pub fn game_blurb(&self, game: GameKind) -> String {
        self.t(match game {
            GameKind::Pylos => TextKey::PylosBlurb,
            GameKind::Pyramido => TextKey::PyramidoBlurb,
            GameKind::Pyramida => TextKey::PyramidaBlurb,
        })
    }

    pub fn level_name(&self, level: Level) -> String {
        self.t(match level {
            Level::Random => TextKey::LevelNameRandom,
            Level::Easy => TextKey::LevelNameEasy,
            Level::Medium => TextKey::LevelNameMedium,
            Level::Hard => TextKey::LevelNameHard,
            Level::Expert => TextKey::LevelNameExpert,
            Level::Perfect => TextKey::LevelNamePerfect,
        })
    }

    /// A seat as its game calls it: Light/Dark, White/Black, Player n (from 1).
    pub fn seat_name(&self, game: GameKind, seat: u32) -> String {
        match (game, seat) {
            (GameKind::Pylos, 0) => self.t(TextKey::PylosSeat0),
            (GameKind::Pylos, _) => self.t(TextKey::PylosSeat1),
            (GameKind::Pyramida, 0) => self.t(TextKey::PyramidaSeat0),
            (GameKind::Pyramida, _) => self.t(TextKey::PyramidaSeat1),
            (GameKind::Pyramido, n) => self.text(TextKey::PlayerN, &[(n + 1).to_string()]),
        }
    }

    pub fn colour_name(&self, colour: Colour) -> String {
        self.t(match colour {
            Colour::Brown => TextKey::PyramidoColourNameBrown,
            Colour::Blue => TextKey::PyramidoColourNameBlue,
            Colour::Yellow => TextKey::PyramidoColourNameYellow,
            Colour::Aqua => TextKey::PyramidoColourNameAqua,
            Colour::Red => TextKey::PyramidoColourNameRed,
            Colour::Green => TextKey::PyramidoColourNameGreen,
        })
    }

    /// A rules variant's name, by the id `GameInfo.variants` lists.
    pub fn variant_name(&self, variant: &str) -> String {
        match variant {
            "kids" => self.t(TextKey::VariantNameKids),
            "standard" => self.t(TextKey::VariantNameStandard),
            "expert" => self.t(TextKey::VariantNameExpert),
            "swapped" => self.t(TextKey::VariantNameSwapped),
            other => other.to_string(),
        }
    }

    /// What a rules variant changes, in one line ("" for an unknown one).
    pub fn variant_blurb(&self, game: GameKind, variant: &str) -> String {
        match (game, variant) {
            (GameKind::Pyramida, "standard") => self.t(TextKey::VariantBlurbPyramidaStandard),
            (GameKind::Pyramida, "swapped") => self.t(TextKey::VariantBlurbPyramidaSwapped),
            (GameKind::Pylos, "kids") => self.t(TextKey::VariantBlurbKids),
            (GameKind::Pylos, "standard") => self.t(TextKey::VariantBlurbStandard),
            (GameKind::Pylos, "expert") => self.t(TextKey::VariantBlurbExpert),
            _ => String::new(),
        }
    }

    /// The rules page of a game.
    pub fn rules(&self, game: GameKind) -> &'static [RulesSection] {
        match self.language {
            Language::English => lang::en::rules(game),
            Language::Portuguese => lang::pt::rules(game),
            Language::Czech => lang::cs::rules(game),
            Language::Slovenian => lang::sl::rules(game),
        }
    }
}

#[cfg(test)]
mod tests;
