//! Every text either app shows, by a typed key.
//!
//! The list is written once, in [`with_text_keys!`], in groups: UniFFI
//! carries at most 256 variants in an enum, so each domain the apps ask for
//! is an enum of its own ([`TextKey`], [`ReviewKey`]; Kotlin and Swift get
//! them through the FFI crate, which restates them from this same list).
//! [`Key`] joins every group; the language files match on it.

/// Calls `$callback! { Group { Key, … } … }` with every group of text keys.
#[macro_export]
macro_rules! with_text_keys {
    ($callback:ident) => {
        $callback! {
            // Home, new game, saved games, the game screens, the legend and
            // accessibility: `TextCatalog.text`.
            TextKey {
                LanguageName,
                AppName,
                Tagline,
                PylosName,
                PyramidoName,
                PyramidaName,
                PylosBlurb,
                PyramidoBlurb,
                PyramidaBlurb,
                Resume,
                ResumeDetail,
                SavedGames,
                Rules,
                NewGame,
                Play,
                Players,
                Human,
                Computer,
                LevelNameRandom,
                LevelNameEasy,
                LevelNameMedium,
                LevelNameHard,
                LevelNameExpert,
                LevelNamePerfect,
                Variant,
                VariantNameKids,
                VariantNameStandard,
                VariantNameExpert,
                VariantNameSwapped,
                VariantBlurbKids,
                VariantBlurbStandard,
                VariantBlurbExpert,
                VariantBlurbPyramidaStandard,
                VariantBlurbPyramidaSwapped,
                PlayerCount,
                WhoStarts,
                Random,
                TableMode,
                TableModeBlurb,
                Start,
                Back,
                PylosSeat0,
                PylosSeat1,
                PyramidaSeat0,
                PyramidaSeat1,
                PlayerN,
                AiSeat,
                ToMove,
                YourTurn,
                Thinking,
                Undo,
                Redo,
                Hint,
                HintIs,
                Done,
                Home,
                Reserve,
                MoveNumber,
                Wins,
                SharedWin,
                DrawRepetition,
                DrawLimit,
                GameOver,
                Rematch,
                Illegal,
                Failure,
                PylosMove,
                PylosRaiseChosen,
                PylosFirstReclaim,
                PylosSecondReclaim,
                PylosStop,
                PylosOutOfBalls,
                PyramidaMove,
                PyramidaStoneChosen,
                PyramidaRetreat,
                PyramidaPass,
                PyramidaPassButton,
                PyramidaOff,
                PyramidoPlace,
                PyramidoPlaceChosen,
                PyramidoPlacePending,
                PyramidoMark,
                PyramidoTile,
                PyramidoTileChosen,
                PyramidoRefill,
                PyramidoNoFit,
                PyramidoTurn,
                PyramidoConfirm,
                PyramidoSkipTile,
                PyramidoNoRoom,
                PyramidoYourTiles,
                PyramidoNoTiles,
                PyramidoFloor,
                PyramidoPyramidOf,
                PyramidoPileSize,
                PyramidoPoints,
                PyramidoBonus,
                PyramidoPointsShort,
                PyramidoTilesLeft,
                PyramidoOut,
                PyramidoFloorScored,
                PyramidoNoFitBanner,
                PyramidoEliminated,
                PyramidoColourNameBrown,
                PyramidoColourNameBlue,
                PyramidoColourNameYellow,
                PyramidoColourNameAqua,
                PyramidoColourNameRed,
                PyramidoColourNameGreen,
                PyramidoJewels,
                PyramidoSingleTile,
                PyramidoMarker,
                PyramidoCellA11y,
                PyramidoPileA11y,
                PyramidoQuarryA11y,
                PyramidoScoreA11y,
                PyramidoTotal,
                PyramidoFloorShort,
                PyramidoRanking,
                PyramidoBackTo,
                PyramidoTapPanel,
                NoSaves,
                DamagedSave,
                FutureSave,
                UnreadableSave,
                Delete,
                Finished,
                Ongoing,
                SaveFailed,
                A11yPosition,
                A11yEmpty,
                A11yLightBall,
                A11yDarkBall,
                A11yCanPlace,
                A11yCanRaise,
                A11yRaiseTarget,
                A11yCanReclaim,
                A11ySelected,
                A11yLastMove,
                A11yBlocked,
                A11yProtected,
                A11yMoveTarget,
                A11yBoard,
                A11yGamePicture,
                RulesTitle,
                BadOptionsMessage,
                YouWon,
                YouLost,
                ResultShow,
                ResultHide,
                A11yHint,
                ViewTop,
                View3d,
                ComputerLevel,
                A11yCanMove,
                Versus,
                TooLargeSave,
                NewGameTitle,
                ColoursByStarter,
                On,
                Off,
                LegendTitle,
                LegendRules,
                Close,
                Symbols,
                // The legend (`play::screens::legend`): a line is a shape,
                // then what the symbol means.
                LegendLine,
                LegendPylosPlace,
                LegendPylosRaise,
                LegendPylosRaiseTo,
                LegendPylosReclaim,
                LegendSelected,
                LegendLastMove,
                LegendLastFrom,
                LegendHint,
                LegendPyramidaMovable,
                LegendPyramidaTarget,
                LegendPyramidaRetreat,
                LegendPyramidaBlocked,
                LegendPyramidaProtected,
                LegendPyramidaEdges,
                LegendPyramidaTop,
                LegendPyramidoChoice,
                LegendPyramidoSpot,
                LegendPyramidoJewel,
                LegendPyramidoMarker,
                LegendPyramidoGhost,
                ShapeDashedRingDot,
                ShapeRingDot,
                ShapeChevron,
                ShapeBrokenRing,
                ShapeRing,
                ShapeDottedRing,
                ShapeSmallDottedRing,
                ShapeArrow,
                ShapePadlock,
                ShapeShield,
                ShapeChoiceOutline,
                ShapeOutline,
                ShapeFadedPiece,
                MovesFirst,
                ColourDrawn,
                YouShareWin,
                PyramidoMarkGlow,
                PyramidoTileGlow,
                PyramidoRefillGlow,
                PyramidoScoringArea,
                PyramidoNoFitHow,
                PyramidoTilesShort,
                PyramidoShowPyramid,
                NoSavesTitle,
                NoSavesDetail,
                DamagedSaveTitle,
                NewerSaveTitle,
                NewerSaveDetail,
                DeleteTitle,
                DeleteDetail,
                Cancel,
                // Saved-game cards (`TextCatalog.save_card_text`).
                CardSeat,
                CardWon,
                SaveFileUnreadable,
                // Board places in words (`TextCatalog.place_name`).
                PlaceQuarrySlot,
                PlacePile,
                PlaceTileFace,
                // Resigning, and the game-over sheet after it.
                Resign,
                ResignTitle,
                ResignBody,
                KeepPlaying,
                YouResigned,
                SeatResigned,
                // Why an action was refused (see `problems`).
            }
            // The review of a game, move by move: `TextCatalog.review_text`.
            ReviewKey {
                Review,
                ReviewTitle,
                ReviewRunning,
                ReviewReading,
                ReviewFailed,
                ReviewPartial,
                ReviewMove,
                ReviewFinal,
                ReviewPlayed,
                ReviewBest,
                ReviewWasBest,
                ReviewOnlyMove,
                ReviewVerdictForced,
                ReviewVerdictBest,
                ReviewVerdictGood,
                ReviewVerdictInaccuracy,
                ReviewVerdictMistake,
                ReviewVerdictBlunder,
                ReviewDraw,
                ReviewBalls,
                ReviewPoints,
                ReviewFirst,
                ReviewPrevious,
                ReviewNext,
                ReviewLast,
                ReviewTurningPoint,
                ReviewGraph,
                ReviewStanding,
                ReviewAhead,
                ReviewBehind,
                ReviewA11yBoard,
                ReviewWinIn,
                ReviewLossIn,
            }
            // Why an action was refused, and lists of places: worded by
            // `Catalog::rule_problem`, never asked for by the apps.
            ProblemKey {
                ProblemUnreadable,
                ProblemTooLong,
                ErrorNotYourTurnComputer,
                ErrorNotYourTurnHuman,
                ErrorGameOverWin,
                ErrorGameOverShared,
                ErrorGameOverDraw,
                ErrorOptionsVariant,
                ErrorOptionsNoFirstPlayer,
                ErrorOptionsFirstPlayer,
                ErrorOptionsPlayers,
                ErrorOptionsPlayersExact,
                ErrorOptionsSeatCount,
                ErrorOptionsLevel,
                ErrorOptionsMaxPlies,
                ErrorOptionsNoSuchSeat,
                ErrorOptionsNothingToReview,
                ErrorOptionsZeroBudget,
                ErrorOptionsNoSuchPosition,
                ErrorOptionsTableSeats,
                ErrorOptionsNoSuchLesson,
                ErrorSaveOptions,
                ErrorTableNotATable,
                ErrorTableVersion,
                ErrorTableTruncated,
                ErrorTableDamaged,
                ErrorTableNotThisEngine,
                ErrorCancelledByCaller,
                ErrorCancelledPositionChanged,
                ErrorCancelledAlreadyRan,
                ErrorCancelledTurnStopped,
                ProblemPylosReserveEmpty,
                ProblemPylosOccupied,
                ProblemPylosNotSupported,
                ProblemPylosNotYourBall,
                ProblemPylosCarriesABall,
                ProblemPylosNotAvailable,
                ProblemPylosNotHigher,
                ProblemPylosSupportsTarget,
                ProblemPylosFirstReclaimMandatory,
                ProblemPylosPlaceOrRaiseFirst,
                ProblemPylosReclaimFirst,
                ProblemPyramidaNoSuchField,
                ProblemPyramidaNoOwnStone,
                ProblemPyramidaNotAStep,
                ProblemPyramidaOwnStone,
                ProblemPyramidaFirstMoveFromEnd,
                ProblemPyramidaBlocked,
                ProblemPyramidaProtected,
                ProblemPyramidaBaseStone,
                ProblemPyramidaChainFails,
                ProblemPyramidaRetreatNotAllowed,
                ProblemPyramidaMustRetreatFirst,
                ProblemPyramidaNotRetreating,
                ProblemPyramidaPassWithLegalMove,
                ProblemPyramidoSlotEmpty,
                ProblemPyramidoCannotPlaceOffFloor,
                ProblemPyramidoCannotPlaceOccupied,
                ProblemPyramidoCannotPlaceFirstAnchor,
                ProblemPyramidoCannotPlaceNoContact,
                ProblemPyramidoCannotPlaceTooLarge,
                ProblemPyramidoCannotPlaceFloorNotReady,
                ProblemPyramidoNotJustPlaced,
                ProblemPyramidoCannotMark,
                ProblemPyramidoCarriesMarker,
                ProblemPyramidoTileUsed,
                ProblemPyramidoWrongPile,
                ProblemPyramidoPileEmpty,
                ProblemPyramidoNotAHole,
                ProblemPyramidoWrongDecisionPlace,
                ProblemPyramidoWrongDecisionMark,
                ProblemPyramidoWrongDecisionTile,
                ProblemPyramidoWrongDecisionRefill,
                ProblemPyramidoWrongDecisionNoFit,
                ProblemPyramidoWrongDecisionOver,
                ListAnd,
                ListOr,
            }
            // Decisions in words, and the names of places they use: worded
            // by `Catalog::action_words`, never asked for by the apps.
            MoveKey {
                PylosAt,
                MovePylosPlace,
                MovePylosRaise,
                MovePylosReclaim,
                MovePylosStop,
                MovePyramidaMove,
                MovePyramidaRetreat,
                MovePyramidaPass,
                MovePyramidoPlace,
                MovePyramidoMark,
                MovePyramidoTile,
                MovePyramidoSkipTile,
                MovePyramidoRefill,
                MovePyramidoFillHole,
                CornerNw,
                CornerNe,
                CornerSe,
                CornerSw,
            }
        }
    };
}

macro_rules! define_text_keys {
    ($($(#[$doc:meta])* $group:ident { $($key:ident),* $(,)? })*) => {
        /// Any text of the catalog, whatever its group. Which values a text
        /// takes is fixed by its English wording (`{0}`, `{1}` …); the catalog
        /// tests check that every language takes the same ones.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Key {
            $($($key,)*)*
            /// The lessons' texts, one file per language of their own.
            Lesson(LessonKey),
        }

        impl Key {
            /// Every key but the lessons', in catalog order.
            pub const ALL: &'static [Key] = &[$($(Key::$key),*),*];

            /// Every key, the lessons' too.
            pub fn all() -> impl Iterator<Item = Key> {
                Key::ALL
                    .iter()
                    .copied()
                    .chain(LessonKey::ALL.iter().map(|&k| Key::Lesson(k)))
            }

            /// The key's name as written in the list (for tests and logs).
            pub fn name(self) -> &'static str {
                match self {
                    $($(Key::$key => stringify!($key),)*)*
                    Key::Lesson(key) => key.name(),
                }
            }
        }

        $(
            /// A group of keys (see the module's text).
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub enum $group {
                $($key),*
            }

            impl From<$group> for Key {
                fn from(key: $group) -> Key {
                    match key {
                        $($group::$key => Key::$key),*
                    }
                }
            }
        )*
    };
}

with_text_keys!(define_text_keys);

/// Defines [`LessonKey`]: the lessons' texts are many and only the lessons
/// ask for them, so they are a group of their own, worded in
/// `lang/lessons_*.rs`.
macro_rules! define_lesson_keys {
    ($($key:ident),* $(,)?) => {
        /// A text of the lessons (see [`crate::learn`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum LessonKey {
            $($key),*
        }

        impl LessonKey {
            pub const ALL: &'static [LessonKey] = &[$(LessonKey::$key),*];

            pub fn name(self) -> &'static str {
                match self {
                    $(LessonKey::$key => stringify!($key)),*
                }
            }
        }

        impl From<LessonKey> for Key {
            fn from(key: LessonKey) -> Key {
                Key::Lesson(key)
            }
        }
    };
}

define_lesson_keys! {
    Learn,
    LearnTitle,
    LessonsDone,
    LessonStep,
    LessonNext,
    LessonRestart,
    LessonSkip,
    LessonLeave,
    LessonComplete,
    LessonNextLesson,
    LessonPlayGame,
    LessonOffer,
    LessonNotNow,
    LessonLookAt,
    PylosPlaceTitle,
    PylosPlaceSummary,
    PylosWelcome,
    PylosFirstBall,
    PylosFirstBallDone,
    PylosUpperPlace,
    PylosUpperPlaceNotIt,
    PylosUpperPlaceDone,
    PylosRaiseTitle,
    PylosRaiseSummary,
    PylosRaise,
    PylosRaiseNotIt,
    PylosRaiseDone,
    PylosCarries,
    PylosSquareTitle,
    PylosSquareSummary,
    PylosSquare,
    PylosSquareNotIt,
    PylosSquareDone,
    PylosReclaimFirst,
    PylosReclaimFirstDone,
    PylosReclaimSecond,
    PylosReclaimSecondDone,
    PylosKids,
    PylosLineTitle,
    PylosLineSummary,
    PylosLine,
    PylosLineNotIt,
    PylosLineDone,
    PylosLineReclaim,
    PylosLineReclaimDone,
    PylosEmptyTitle,
    PylosEmptySummary,
    PylosEmpty,
    PylosEmptyNotIt,
    PylosEmptyDone,
    PylosTop,
    PylosGameTitle,
    PylosGameSummary,
    PylosGame,
    PylosGameDone,
    PyramidaClimbTitle,
    PyramidaClimbSummary,
    PyramidaWelcome,
    PyramidaFirstMove,
    PyramidaFirstMoveDone,
    PyramidaClimb,
    PyramidaClimbNotIt,
    PyramidaClimbDone,
    PyramidaPushTitle,
    PyramidaPushSummary,
    PyramidaPush,
    PyramidaPushNotIt,
    PyramidaPushDone,
    PyramidaRetreat,
    PyramidaRetreatDone,
    PyramidaProtectTitle,
    PyramidaProtectSummary,
    PyramidaPair,
    PyramidaPairNotIt,
    PyramidaPairDone,
    PyramidaProtected,
    PyramidaProtectedDone,
    PyramidaPassTitle,
    PyramidaPassSummary,
    PyramidaBlocked,
    PyramidaBlockedDone,
    PyramidaRepeatTitle,
    PyramidaRepeatSummary,
    PyramidaRepeat,
    PyramidaRepeatNotIt,
    PyramidaRepeatDone,
    PyramidaTopTitle,
    PyramidaTopSummary,
    PyramidaTop,
    PyramidaTopNotIt,
    PyramidaTopDone,
    PyramidaLastStone,
    PyramidaLastStoneDone,
    PyramidaGameTitle,
    PyramidaGameSummary,
    PyramidaGame,
    PyramidaGameDone,
}
