//! `PlayerStatistics`: the player's results (`pyramids_play::statistics`),
//! their file, the game-over sheet's line and the statistics screen. The
//! app records each finished game when its game-over sheet opens
//! (`record`, which counts a game once however often it is shown), draws
//! the line it returns, and stores `to_json()` again.

use std::sync::{Arc, Mutex};

pub use pyramids_play::statistics::GameResult;
use pyramids_play::statistics::{self as play, words, FinishedGame, Opponent, Tally};

use crate::adapter::per_game;
use crate::catalog::TextCatalog;
use crate::error::{bad_progress, guard, lock, Result};
use crate::session::{AnyRecord, GameSession};
use crate::types::{AiLevel, GameKind};

#[uniffi::remote(Enum)]
pub enum GameResult {
    Win,
    Loss,
    Draw,
}

/// Whom a game was played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum StatsOpponent {
    /// The computer at `level` (with several computer seats, the strongest).
    Computer { level: AiLevel },
    /// Pass-and-play: humans only.
    AnotherPlayer,
}

impl StatsOpponent {
    fn of(o: Opponent) -> Self {
        match o {
            Opponent::Computer(level) => StatsOpponent::Computer { level },
            Opponent::AnotherPlayer => StatsOpponent::AnotherPlayer,
        }
    }

    fn play(self) -> Opponent {
        match self {
            StatsOpponent::Computer { level } => Opponent::Computer(level),
            StatsOpponent::AnotherPlayer => Opponent::AnotherPlayer,
        }
    }
}

/// Games against one opponent (against another player only games and
/// draws count: nobody at the device is "you").
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatsTally {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl From<Tally> for StatsTally {
    fn from(t: Tally) -> Self {
        StatsTally {
            games: t.games,
            wins: t.wins,
            losses: t.losses,
            draws: t.draws,
        }
    }
}

/// A finished game as the statistics counted it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameRecorded {
    pub opponent: StatsOpponent,
    /// The one human's result against the computer; null against another
    /// player.
    pub result: Option<GameResult>,
    /// Which win, loss or draw against this opponent (1: the first);
    /// against another player, which game.
    pub nth: u32,
    /// False when the game had been counted before (a reopened save, a
    /// second game-over after an undo): nothing changed.
    pub counted: bool,
    /// The game-over sheet's line: "3rd win against Hard" (null against
    /// another player).
    pub line: Option<String>,
}

/// One opponent's row of a game's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatsRow {
    pub opponent: StatsOpponent,
    /// "Hard", "Another player".
    pub label: String,
    pub tally: StatsTally,
    /// Whether wins and losses count (false against another player).
    pub sided: bool,
    /// "67%"; null where wins do not count.
    pub win_rate: Option<String>,
    /// The values under `StatisticsScreen.headings` ("–" where a value
    /// does not count).
    pub cells: Vec<String>,
    /// The row for screen readers: "Hard: 3 games, 2 wins, 1 loss, 0 draws, 67%".
    pub words: String,
}

/// One game's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatsGame {
    pub game: GameKind,
    /// The game's name.
    pub title: String,
    /// The opponents played, in level order, another player last.
    pub rows: Vec<StatsRow>,
    /// "No games yet" while there are no rows.
    pub empty: Option<String>,
    /// "Longest winning streak: 4 wins", once the computer was played.
    pub longest_streak: Option<String>,
    /// "Current streak: 2 wins", likewise.
    pub current_streak: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatisticsScreen {
    /// "Statistics".
    pub title: String,
    /// Games, Wins, Losses, Draws, Win rate.
    pub headings: Vec<String>,
    pub games: Vec<StatsGame>,
}

/// The player's results. The app keeps `to_json()` in one file with its
/// data (written atomically, as a save) and reads it back with `from_json`.
#[derive(uniffi::Object)]
pub struct PlayerStatistics {
    inner: Mutex<play::Statistics>,
}

#[uniffi::export]
impl PlayerStatistics {
    /// No game counted (first launch).
    #[uniffi::constructor]
    pub fn empty() -> Arc<Self> {
        Arc::new(PlayerStatistics {
            inner: Mutex::new(play::Statistics::default()),
        })
    }

    /// A statistics file. A damaged one fails `BadSave { Malformed }`, one
    /// written by a newer version `BadSave { NewerVersion }`: keep the file
    /// and start from `empty()` for this run rather than overwrite it.
    #[uniffi::constructor]
    pub fn from_json(text: String) -> Result<Arc<Self>> {
        guard(|| {
            let stats =
                play::Statistics::from_json(&text).map_err(|e| bad_progress(e, "statistics"))?;
            Ok(Arc::new(PlayerStatistics {
                inner: Mutex::new(stats),
            }))
        })
    }

    pub fn to_json(&self) -> String {
        lock(&self.inner).to_json()
    }

    /// Counts the session's game if it is over and one the statistics
    /// count (one human against the computer, or humans only), once: a
    /// game is known by its game and seed. Null for a game going on, one
    /// of computers only, or several humans with a computer. Call it when
    /// the game-over sheet opens, and show `line`.
    pub fn record(
        &self,
        session: Arc<GameSession>,
        catalog: Arc<TextCatalog>,
    ) -> Result<Option<GameRecorded>> {
        guard(|| {
            let record = session.record_copy();
            let recorded = per_game!(AnyRecord, &record, |r, G| {
                lock(&self.inner).record(&FinishedGame {
                    game: session.kind(),
                    seed: r.seed(),
                    seats: r.seats(),
                    outcome: &r.outcome(),
                })
            });
            Ok(recorded.map(|r| GameRecorded {
                opponent: StatsOpponent::of(r.opponent),
                result: r.result,
                nth: r.nth,
                counted: r.counted,
                line: words::game_over_line(&catalog.inner, &r),
            }))
        })
    }

    pub fn tally(&self, game: GameKind, opponent: StatsOpponent) -> StatsTally {
        lock(&self.inner).tally(game, opponent.play()).into()
    }

    /// Wins in a row against the computer at `game`, now.
    pub fn streak(&self, game: GameKind) -> u32 {
        lock(&self.inner).streak(game)
    }

    /// The longest run of wins against the computer at `game`.
    pub fn best_streak(&self, game: GameKind) -> u32 {
        lock(&self.inner).best_streak(game)
    }

    /// The statistics screen, in `catalog`'s language.
    pub fn screen(&self, catalog: Arc<TextCatalog>) -> StatisticsScreen {
        let s = words::screen(&catalog.inner, &lock(&self.inner));
        StatisticsScreen {
            title: s.title,
            headings: s.headings,
            games: s
                .games
                .into_iter()
                .map(|g| StatsGame {
                    game: g.game,
                    title: g.title,
                    rows: g
                        .rows
                        .into_iter()
                        .map(|r| StatsRow {
                            opponent: StatsOpponent::of(r.opponent),
                            label: r.label,
                            tally: r.tally.into(),
                            sided: r.sided,
                            win_rate: r.win_rate,
                            cells: r.cells,
                            words: r.words,
                        })
                        .collect(),
                    empty: g.empty,
                    longest_streak: g.longest_streak,
                    current_streak: g.current_streak,
                })
                .collect(),
        }
    }
}

#[cfg(test)]
#[path = "statistics_tests.rs"]
mod tests;
