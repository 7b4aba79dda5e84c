//! The text catalog (`pyramids-play`), for both apps: every string they show
//! comes from here, by a typed key.

use pyramids_core::game::{GameKind, Level};
use pyramids_core::pyramido::Colour;
use pyramids_play::catalog::{
    Catalog, Key, Language, ProblemKey, ReviewKey, RulesPicture, SettingsKey, TextKey,
};

use crate::error::{
    ActionProblem, CancelReason, OptionsProblem, PyramidsError, Result, TableProblem,
};
use crate::seat::Seat;
use crate::types::{GameOutcome, SeatController};

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

    /// What a player reads for a failed call, worded from the error's typed
    /// data: never the library's English `detail`, which is for logs. The
    /// one wording of errors both apps show.
    ///
    /// Throws only when `error` was not the library's (an app-made value
    /// with a seat or place no game has fails where it crosses).
    pub fn error_message(&self, error: PyramidsError) -> Result<String> {
        Ok(error_text(&self.inner, &error))
    }
}

/// Every language of the catalog, in the order a language picker lists them.
#[uniffi::export]
pub fn catalog_languages() -> Vec<Language> {
    Language::ALL.to_vec()
}

/// Seats are 0-based over the FFI and counted from 1 where a player reads
/// them.
fn counted(n: i32) -> String {
    (i64::from(n) + 1).to_string()
}

fn seat(c: &Catalog, game: GameKind, seat: Seat) -> String {
    c.seat_name(game, seat.index() as u32)
}

pub(crate) fn error_text(c: &Catalog, error: &PyramidsError) -> String {
    use ProblemKey::*;
    match error {
        PyramidsError::IllegalAction { problem, .. } => {
            c.text(TextKey::Illegal, &[problem_text(c, problem)])
        }
        PyramidsError::NotYourTurn {
            game,
            seat: s,
            controller,
        } => match controller {
            SeatController::Ai { level } => c.text(
                ErrorNotYourTurnComputer,
                &[seat(c, *game, *s), c.level_name(*level)],
            ),
            SeatController::Human => c.text(ErrorNotYourTurnHuman, &[seat(c, *game, *s)]),
        },
        PyramidsError::GameOver { game, outcome } => match outcome {
            GameOutcome::Win { winner } => c.text(ErrorGameOverWin, &[seat(c, *game, *winner)]),
            GameOutcome::SharedWin { winners } => {
                let names: Vec<String> = winners.iter().map(|w| seat(c, *game, *w)).collect();
                c.text(ErrorGameOverShared, &[c.list(Key::ListAnd, &names)])
            }
            GameOutcome::Draw { .. } => c.text(ErrorGameOverDraw, &[]),
            // Not raised for a game still on; the plain heading if it were.
            GameOutcome::Ongoing => c.text(TextKey::GameOver, &[]),
        },
        PyramidsError::BadSave {
            options: Some(options),
            ..
        } => c.text(ErrorSaveOptions, &[options_text(c, options)]),
        PyramidsError::BadSave { problem, .. } => c.save_problem(problem),
        PyramidsError::BadOptions { problem, .. } => options_text(c, problem),
        PyramidsError::BadTable { problem, .. } => match problem {
            TableProblem::NotATable => c.text(ErrorTableNotATable, &[]),
            TableProblem::UnknownVersion { found } => {
                c.text(ErrorTableVersion, &[found.to_string()])
            }
            TableProblem::Truncated { needed, found } => c.text(
                ErrorTableTruncated,
                &[found.to_string(), needed.to_string()],
            ),
            TableProblem::Damaged => c.text(ErrorTableDamaged, &[]),
            TableProblem::NotThisEngine => c.text(ErrorTableNotThisEngine, &[]),
        },
        PyramidsError::Cancelled { reason } => c.text(
            match reason {
                CancelReason::ByCaller => ErrorCancelledByCaller,
                CancelReason::PositionChanged => ErrorCancelledPositionChanged,
                CancelReason::AlreadyRan => ErrorCancelledAlreadyRan,
                CancelReason::TurnStopped => ErrorCancelledTurnStopped,
            },
            &[],
        ),
        PyramidsError::Internal { reason } => {
            c.text(TextKey::Failure, std::slice::from_ref(reason))
        }
    }
}

fn options_text(c: &Catalog, problem: &OptionsProblem) -> String {
    use ProblemKey::*;
    match problem {
        OptionsProblem::UnknownVariant { game, variant } => {
            c.text(ErrorOptionsVariant, &[c.game_name(*game), variant.clone()])
        }
        OptionsProblem::NoFirstPlayerOption { game } => {
            c.text(ErrorOptionsNoFirstPlayer, &[c.game_name(*game)])
        }
        OptionsProblem::FirstPlayer { found, last } => {
            c.text(ErrorOptionsFirstPlayer, &[counted(*found), counted(*last)])
        }
        OptionsProblem::Players {
            game,
            found,
            min,
            max,
        } if min == max => c.text(
            ErrorOptionsPlayersExact,
            &[c.game_name(*game), min.to_string(), found.to_string()],
        ),
        OptionsProblem::Players {
            game,
            found,
            min,
            max,
        } => c.text(
            ErrorOptionsPlayers,
            &[
                c.game_name(*game),
                min.to_string(),
                max.to_string(),
                found.to_string(),
            ],
        ),
        OptionsProblem::SeatCount { expected, found } => c.text(
            ErrorOptionsSeatCount,
            &[expected.to_string(), found.to_string()],
        ),
        OptionsProblem::Level { game, level, .. } => c.text(
            ErrorOptionsLevel,
            &[c.game_name(*game), c.level_name(*level)],
        ),
        OptionsProblem::MaxPlies => c.text(ErrorOptionsMaxPlies, &[]),
        OptionsProblem::NoSuchSeat { seat, count } => {
            c.text(ErrorOptionsNoSuchSeat, &[counted(*seat), count.to_string()])
        }
        OptionsProblem::NothingToReview => c.text(ErrorOptionsNothingToReview, &[]),
        OptionsProblem::ZeroBudget => c.text(ErrorOptionsZeroBudget, &[]),
        OptionsProblem::NoSuchPosition { index, last } => c.text(
            ErrorOptionsNoSuchPosition,
            &[index.to_string(), last.to_string()],
        ),
        OptionsProblem::TableSeats { seats } => {
            c.text(ErrorOptionsTableSeats, &[seats.to_string()])
        }
        OptionsProblem::NoSuchLesson { id } => {
            c.text(ErrorOptionsNoSuchLesson, std::slice::from_ref(id))
        }
        OptionsProblem::NoSuchPuzzle { id } => c.text(
            pyramids_play::catalog::PuzzleKey::PuzzleNoSuchPuzzle,
            std::slice::from_ref(id),
        ),
        OptionsProblem::NoSuchSettingOption { setting, index, .. } => c.text(
            SettingsKey::SettingsNoSuchOption,
            &[c.text(setting.label(), &[]), index.to_string()],
        ),
        OptionsProblem::WrongSettingKind { setting } => c.text(
            SettingsKey::SettingsWrongKind,
            &[c.text(setting.label(), &[])],
        ),
    }
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

    use crate::types::DrawReason;

    /// One error of every kind and every typed cause.
    fn every_error() -> Vec<PyramidsError> {
        let options = |problem| PyramidsError::BadOptions {
            problem,
            detail: "english detail".into(),
        };
        let table = |problem| PyramidsError::BadTable {
            problem,
            detail: "english detail".into(),
        };
        let mut all = vec![
            PyramidsError::illegal("9z9", ActionProblem::TooLong { max_chars: 64 }),
            PyramidsError::NotYourTurn {
                game: GameKind::Pylos,
                seat: Seat::ALL[1],
                controller: SeatController::Ai { level: Level::Hard },
            },
            PyramidsError::NotYourTurn {
                game: GameKind::Pyramida,
                seat: Seat::ALL[0],
                controller: SeatController::Human,
            },
            PyramidsError::GameOver {
                game: GameKind::Pylos,
                outcome: GameOutcome::Win {
                    winner: Seat::ALL[1],
                },
            },
            PyramidsError::GameOver {
                game: GameKind::Pyramido,
                outcome: GameOutcome::SharedWin {
                    winners: vec![Seat::ALL[0], Seat::ALL[2]],
                },
            },
            PyramidsError::GameOver {
                game: GameKind::Pylos,
                outcome: GameOutcome::Draw {
                    reason: DrawReason::Repetition,
                },
            },
            options(OptionsProblem::UnknownVariant {
                game: GameKind::Pylos,
                variant: "giant".into(),
            }),
            options(OptionsProblem::NoFirstPlayerOption {
                game: GameKind::Pyramida,
            }),
            options(OptionsProblem::FirstPlayer { found: 3, last: 2 }),
            options(OptionsProblem::Players {
                game: GameKind::Pyramido,
                found: 5,
                min: 2,
                max: 4,
            }),
            options(OptionsProblem::Players {
                game: GameKind::Pylos,
                found: 3,
                min: 2,
                max: 2,
            }),
            options(OptionsProblem::SeatCount {
                expected: 3,
                found: 2,
            }),
            options(OptionsProblem::Level {
                game: GameKind::Pyramido,
                seat: Some(1),
                level: Level::Perfect,
            }),
            options(OptionsProblem::MaxPlies),
            options(OptionsProblem::NoSuchSeat { seat: 2, count: 2 }),
            options(OptionsProblem::NothingToReview),
            options(OptionsProblem::ZeroBudget),
            options(OptionsProblem::NoSuchPosition { index: 9, last: 4 }),
            options(OptionsProblem::TableSeats { seats: 6 }),
            PyramidsError::BadSave {
                problem: crate::screens_saves::SaveProblem::BadOptions,
                options: Some(OptionsProblem::Players {
                    game: GameKind::Pyramido,
                    found: 9,
                    min: 2,
                    max: 4,
                }),
                reason: "english detail".into(),
            },
            table(TableProblem::NotATable),
            table(TableProblem::UnknownVersion { found: 7 }),
            table(TableProblem::Truncated {
                needed: 617_387,
                found: 1_024,
            }),
            table(TableProblem::Damaged),
            table(TableProblem::NotThisEngine),
            PyramidsError::internal("boom"),
        ];
        for reason in [
            CancelReason::ByCaller,
            CancelReason::PositionChanged,
            CancelReason::AlreadyRan,
            CancelReason::TurnStopped,
        ] {
            all.push(PyramidsError::cancelled(reason));
        }
        all
    }

    #[test]
    fn every_error_is_worded_from_its_data_in_every_language() {
        for language in Language::ALL {
            let c = TextCatalog::new(*language);
            let mut seen = std::collections::HashSet::new();
            for e in every_error() {
                let text = c.error_message(e.clone()).unwrap();
                assert!(!text.is_empty(), "{language:?} {e:?}");
                assert!(
                    !text.contains('{'),
                    "{language:?} {e:?}: a placeholder left unfilled in {text:?}"
                );
                assert!(
                    !text.contains("english detail"),
                    "{language:?} {e:?}: the log detail reached the player: {text:?}"
                );
                assert!(
                    seen.insert(text.clone()),
                    "{language:?} {e:?}: worded like another error: {text:?}"
                );
            }
        }
    }

    #[test]
    fn the_words_carry_the_errors_data() {
        let en = TextCatalog::new(Language::English);
        let cs = TextCatalog::new(Language::Czech);
        let pt = TextCatalog::new(Language::Portuguese);
        let sl = TextCatalog::new(Language::Slovenian);
        let computer = PyramidsError::NotYourTurn {
            game: GameKind::Pylos,
            seat: Seat::ALL[1],
            controller: SeatController::Ai { level: Level::Hard },
        };
        assert_eq!(
            en.error_message(computer.clone()).unwrap(),
            "Wait: the computer plays Dark (Hard)"
        );
        assert_eq!(
            cs.error_message(computer.clone()).unwrap(),
            "Počkejte: na tahu je Tmavý (počítač, Těžký)"
        );
        let won = PyramidsError::GameOver {
            game: GameKind::Pyramida,
            outcome: GameOutcome::Win {
                winner: Seat::ALL[0],
            },
        };
        assert_eq!(
            en.error_message(won).unwrap(),
            "The game is over: White won"
        );
        let shared = PyramidsError::GameOver {
            game: GameKind::Pyramido,
            outcome: GameOutcome::SharedWin {
                winners: vec![Seat::ALL[0], Seat::ALL[2]],
            },
        };
        assert_eq!(
            en.error_message(shared).unwrap(),
            "The game is over: a shared win (Player 1 and Player 3)"
        );
        let players = PyramidsError::bad_options(
            OptionsProblem::Players {
                game: GameKind::Pyramido,
                found: 5,
                min: 2,
                max: 4,
            },
            "english detail",
        );
        assert_eq!(
            en.error_message(players.clone()).unwrap(),
            "Players for Pyramido: 2 to 4, not 5"
        );
        assert_eq!(
            pt.error_message(players.clone()).unwrap(),
            "Jogadores para Pyramido: de 2 a 4, não 5"
        );
        assert_eq!(
            sl.error_message(players).unwrap(),
            "Število igralcev v igri Pyramido: od 2 do 4, ne 5"
        );
        let first = PyramidsError::bad_options(
            OptionsProblem::FirstPlayer { found: 3, last: 2 },
            "english detail",
        );
        assert_eq!(
            en.error_message(first).unwrap(),
            "Player 4 cannot start: the players are 1 to 3",
            "seats are counted from 1 for a player"
        );
        let truncated = PyramidsError::BadTable {
            problem: TableProblem::Truncated {
                needed: 617_387,
                found: 1_024,
            },
            detail: "english detail".into(),
        };
        assert_eq!(
            cs.error_message(truncated).unwrap(),
            "Tabulka dokonalého hráče je neúplná (1024 z 617387 bajtů); hru si propočítá sám"
        );
        assert_eq!(
            sl.error_message(PyramidsError::cancelled(CancelReason::PositionChanged))
                .unwrap(),
            "Položaj se je spremenil, zato je računalnik nehal razmišljati"
        );
    }

    #[test]
    fn errors_from_the_library_are_worded_by_the_catalog() {
        // A real error from a real call, not one built here.
        let session = crate::GameSession::new(crate::types::GameOptions {
            game: GameKind::Pylos,
            variant: None,
            seats: vec![],
            seed: 1,
            max_plies: None,
            first_player: None,
        })
        .unwrap();
        let e = session
            .set_seat(Seat::ALL[2], SeatController::Human)
            .unwrap_err();
        assert_eq!(
            TextCatalog::new(Language::Portuguese)
                .error_message(e)
                .unwrap(),
            "Não existe o jogador 3: os jogadores são de 1 a 2"
        );
        let e = crate::pyramida_install_table(b"not a table".to_vec()).unwrap_err();
        assert!(matches!(e, PyramidsError::BadTable { .. }), "{e:?}");
        assert_ne!(
            TextCatalog::new(Language::English)
                .error_message(e)
                .unwrap(),
            "",
        );
    }

    #[test]
    fn languages_and_rules_cross_as_the_catalog_has_them() {
        let cs = TextCatalog::new(Language::Czech);
        assert_eq!(
            TextCatalog::for_locale("sl-SI".into()).language(),
            Language::Slovenian
        );
        assert_eq!(
            cs.rules(GameKind::Pylos).len(),
            cs.inner.rules(GameKind::Pylos).len()
        );
    }

    #[test]
    fn a_save_with_options_no_game_has_names_the_option() {
        let session = crate::GameSession::new(crate::GameOptions {
            game: GameKind::Pylos,
            variant: None,
            seats: vec![],
            seed: 1,
            max_plies: Some(50),
            first_player: None,
        })
        .unwrap();
        let save = session.save();
        assert!(save.contains("\"max_plies\": 50"), "{save}");
        let bad = save.replace("\"max_plies\": 50", "\"max_plies\": 0");
        let e = match crate::GameSession::load(bad) {
            Err(e) => e,
            Ok(_) => panic!("a save with a ply limit of 0 opened"),
        };
        assert!(
            matches!(
                &e,
                PyramidsError::BadSave {
                    options: Some(OptionsProblem::MaxPlies),
                    ..
                }
            ),
            "{e:?}"
        );
        let en = TextCatalog::new(Language::English);
        let why = en
            .error_message(PyramidsError::bad_options(OptionsProblem::MaxPlies, ""))
            .unwrap();
        assert_eq!(
            en.error_message(e.clone()).unwrap(),
            format!("This save cannot be opened: its settings are wrong. {why}")
        );
        for language in Language::ALL {
            let c = TextCatalog::new(*language);
            let text = c.error_message(e.clone()).unwrap();
            let why = c
                .error_message(PyramidsError::bad_options(OptionsProblem::MaxPlies, ""))
                .unwrap();
            assert!(
                text.ends_with(&why),
                "{language:?}: the option is named: {text}"
            );
            assert_ne!(text, why, "{language:?}: and the save too");
        }
    }
}
