//! The text catalog (`pyramids-play`), for both apps: every string they show
//! comes from here, by a typed key.

use pyramids_core::game::{GameKind, Level};
use pyramids_core::pyramido::Colour;
use pyramids_play::catalog::{Catalog, Language, ProblemKey, ReviewKey, RulesPicture, TextKey};

use crate::error::{ActionProblem, PyramidsError};

/// A language of the catalog.
#[uniffi::remote(Enum)]
pub enum Language {
    English,
    Portuguese,
    Czech,
    Slovenian,
}

/// A diagram a rules page draws under a section.
#[uniffi::remote(Enum)]
pub enum RulesPicture {
    PylosPyramid,
    PylosRaise,
    PylosSquare,
    PyramidoPyramid,
    PyramidoTurn,
    PyramidoBonus,
    PyramidoNoFit,
    PyramidaBoard,
    PyramidaMove,
    PyramidaRetreat,
    PyramidaProtected,
    PyramidaBlocked,
}

// The key list is written once, in `pyramids_play::with_text_keys!`; the
// restatements UniFFI needs are made from that same list. The problem and
// move keys stay inside: apps ask for `problem`, `error_message` and
// `action_words`, not for them.
macro_rules! remote_text_keys {
    (
        TextKey { $($text:ident),* $(,)? }
        ReviewKey { $($review:ident),* $(,)? }
        ProblemKey { $($problem:ident),* $(,)? }
        MoveKey { $($move:ident),* $(,)? }
    ) => {
        /// A text of the catalog (see `TextCatalog.text`).
        #[uniffi::remote(Enum)]
        pub enum TextKey {
            $($text),*
        }

        /// A text of the review screens (see `TextCatalog.review_text`).
        #[uniffi::remote(Enum)]
        pub enum ReviewKey {
            $($review),*
        }
    };
}
pyramids_play::with_text_keys!(remote_text_keys);

/// A section of a rules page. A record of its own because the catalog's
/// holds `&'static str`, which UniFFI cannot carry.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesSection {
    pub heading: String,
    pub paragraphs: Vec<String>,
    pub picture: Option<RulesPicture>,
}

/// The catalog in one language. Nothing here fails: a missing value shows
/// its placeholder (`{1}`), visibly, rather than throwing.
#[derive(uniffi::Object)]
pub struct TextCatalog {
    pub(crate) inner: Catalog,
}

#[uniffi::export]
impl TextCatalog {
    #[uniffi::constructor]
    pub fn new(language: Language) -> Self {
        TextCatalog {
            inner: Catalog::new(language),
        }
    }

    /// The catalog for a locale tag ("pt-BR", "cs_CZ"); English for a
    /// language it does not have.
    #[uniffi::constructor]
    pub fn for_locale(tag: String) -> Self {
        Self::new(Language::for_locale(&tag))
    }

    pub fn language(&self) -> Language {
        self.inner.language()
    }

    /// The language's ISO 639-1 code ("en", "pt", "cs", "sl"), for the
    /// platform's date and number formatters.
    pub fn language_code(&self) -> String {
        self.inner.language().code().to_string()
    }

    /// The text of `key`, `args` in its placeholders `{0}`, `{1}` ….
    pub fn text(&self, key: TextKey, args: Vec<String>) -> String {
        self.inner.text(key, &args)
    }

    /// The form of `key` for `count` (CLDR plural rules); the count is `{0}`
    /// and `args` fill `{1}` on.
    pub fn plural(&self, key: TextKey, count: i64, args: Vec<String>) -> String {
        self.inner.plural(key, count, &args)
    }

    /// A review screen's text (as `text`).
    pub fn review_text(&self, key: ReviewKey, args: Vec<String>) -> String {
        self.inner.text(key, &args)
    }

    /// A review screen's text for a count (as `plural`).
    pub fn review_plural(&self, key: ReviewKey, count: i64, args: Vec<String>) -> String {
        self.inner.plural(key, count, &args)
    }

    pub fn game_name(&self, game: GameKind) -> String {
        self.inner.game_name(game)
    }

    /// What a game is about, in one line.
    pub fn game_blurb(&self, game: GameKind) -> String {
        self.inner.game_blurb(game)
    }

    pub fn level_name(&self, level: Level) -> String {
        self.inner.level_name(level)
    }

    /// A seat as its game calls it (Light, White, Player 3 …).
    pub fn seat_name(&self, game: GameKind, seat: u32) -> String {
        self.inner.seat_name(game, seat)
    }

    pub fn colour_name(&self, colour: Colour) -> String {
        self.inner.colour_name(colour)
    }

    pub fn variant_name(&self, variant: String) -> String {
        self.inner.variant_name(&variant)
    }

    pub fn variant_blurb(&self, game: GameKind, variant: String) -> String {
        self.inner.variant_blurb(game, &variant)
    }

    pub fn rules(&self, game: GameKind) -> Vec<RulesSection> {
        self.inner
            .rules(game)
            .iter()
            .map(|s| RulesSection {
                heading: s.heading.to_string(),
                paragraphs: s.paragraphs.iter().map(|p| p.to_string()).collect(),
                picture: s.picture,
            })
            .collect()
    }

    /// A decision in words ("Raise the ball from d4 (level 1) to b1 (level
    /// 2)"), from its notation, for every text that names a move: the
    /// review card, hints, lessons. Text that is no notation of `game` comes
    /// back as it is.
    pub fn action_words(&self, game: GameKind, notation: String) -> String {
        self.inner.notation_words(game, &notation)
    }

    /// The line that shows a hint: "Hint: " and the move in words.
    pub fn hint_text(&self, game: GameKind, notation: String) -> String {
        self.inner.text(
            TextKey::HintIs,
            &[self.inner.notation_words(game, &notation)],
        )
    }

    /// Why an action was refused, as a phrase (see `error_message`).
    pub fn problem(&self, problem: ActionProblem) -> String {
        problem_text(&self.inner, &problem)
    }

    /// What a player reads for a failed call: never the library's English
    /// `reason`, which is for logs.
    pub fn error_message(&self, error: PyramidsError) -> String {
        let c = &self.inner;
        match &error {
            PyramidsError::IllegalAction { problem, .. } => {
                c.text(TextKey::Illegal, &[problem_text(c, problem)])
            }
            PyramidsError::NotYourTurn { .. } => c.text(TextKey::NotYourTurnMessage, &[]),
            PyramidsError::GameOver { .. } => c.text(TextKey::GameOver, &[]),
            PyramidsError::BadSave { problem, .. } => c.save_problem(problem),
            PyramidsError::BadOptions { .. } => c.text(TextKey::BadOptionsMessage, &[]),
            PyramidsError::BadTable { .. } => c.text(TextKey::BadTableMessage, &[]),
            PyramidsError::Cancelled { .. } => c.text(TextKey::CancelledMessage, &[]),
            PyramidsError::Internal { reason } => {
                c.text(TextKey::Failure, std::slice::from_ref(reason))
            }
        }
    }
}

/// Every language of the catalog, in the order a language picker lists them.
#[uniffi::export]
pub fn catalog_languages() -> Vec<Language> {
    Language::ALL.to_vec()
}

fn problem_text(c: &Catalog, problem: &ActionProblem) -> String {
    match problem {
        ActionProblem::Unreadable { .. } => c.text(ProblemKey::ProblemUnreadable, &[]),
        ActionProblem::TooLong { max_chars } => {
            c.text(ProblemKey::ProblemTooLong, &[max_chars.to_string()])
        }
        ActionProblem::Rule { problem } => c.rule_problem(problem),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_worded_in_the_language_not_in_english() {
        let cs = TextCatalog::new(Language::Czech);
        let msg = cs.error_message(PyramidsError::NotYourTurn {
            seat: 1,
            reason: "english detail".into(),
        });
        assert!(!msg.contains("english"), "{msg}");
        assert_eq!(
            msg,
            Catalog::new(Language::Czech).text(TextKey::NotYourTurnMessage, &[])
        );
        assert_eq!(
            TextCatalog::for_locale("sl-SI".into()).language(),
            Language::Slovenian
        );
        assert_eq!(
            cs.rules(GameKind::Pylos).len(),
            cs.inner.rules(GameKind::Pylos).len()
        );
    }
}
