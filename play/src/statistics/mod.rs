//! The player's results: per game and per opponent (each computer level,
//! and another player at the same device), games, wins, losses and draws,
//! and the current and longest winning streak against the computer. The
//! apps keep them as one small JSON file with their data, record each
//! finished game, and show [`words::game_over_line`] on the game-over sheet
//! and [`words::screen`] as the statistics screen.
//!
//! A game is known by its game and the seed its save holds (a rematch gets
//! a new one), so reopening a finished save, or a game ending again after
//! an undo, is not counted twice; the last [`REMEMBERED`] games are kept
//! for that.

pub mod words;

use std::collections::{BTreeMap, VecDeque};

use pyramids_core::game::{GameKind, Level, Outcome, SeatKind};
use serde::{Deserialize, Serialize};

use crate::game_over::human_facing_computer;
use crate::progress_file;
pub use crate::progress_file::ProgressError;

/// The format written now; older ones load, newer ones are refused.
pub const STATISTICS_VERSION: u32 = 1;
/// How many counted games are remembered so that they are not counted
/// again: far more than a player reopens, and a file that stays small.
pub const REMEMBERED: usize = 100;

/// Whom a game was played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opponent {
    /// The computer; with several computer seats, the strongest.
    Computer(Level),
    /// Pass-and-play: humans only, at one device.
    AnotherPlayer,
}

impl Opponent {
    /// Every opponent in the order the statistics list them.
    pub fn all() -> impl Iterator<Item = Opponent> {
        Level::ALL
            .into_iter()
            .map(Opponent::Computer)
            .chain([Opponent::AnotherPlayer])
    }

    fn key(self) -> &'static str {
        match self {
            Opponent::Computer(level) => level.name(),
            Opponent::AnotherPlayer => "player",
        }
    }

    fn from_key(key: &str) -> Option<Opponent> {
        match key {
            "player" => Some(Opponent::AnotherPlayer),
            _ => Level::from_name(key).map(Opponent::Computer),
        }
    }
}

/// A game's result for the one human facing the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    Win,
    Loss,
    /// A draw, or first place shared with a computer.
    Draw,
}

/// Games against one opponent. Against another player nobody at the
/// device is "you", so only games and draws count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    fn count(&mut self, result: Option<GameResult>, draw: bool) -> u32 {
        self.games += 1;
        match result {
            Some(GameResult::Win) => {
                self.wins += 1;
                self.wins
            }
            Some(GameResult::Loss) => {
                self.losses += 1;
                self.losses
            }
            Some(GameResult::Draw) => {
                self.draws += 1;
                self.draws
            }
            None => {
                self.draws += u32::from(draw);
                self.games
            }
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
struct GameStats {
    against: BTreeMap<String, Tally>,
    /// Wins in a row against the computer, now and at best.
    streak: u32,
    best_streak: u32,
}

/// What recording a finished game did (or, for one already counted, had
/// done), for the game-over line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub opponent: Opponent,
    /// `None` against another player.
    pub result: Option<GameResult>,
    /// Which win, loss or draw against this opponent this was (1 for the
    /// first); against another player, which game.
    pub nth: u32,
    /// Whether this call counted it (false: it had been counted before).
    pub counted: bool,
}

/// A game counted, as the file remembers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Counted {
    id: String,
    #[serde(with = "opponent_key")]
    opponent: Opponent,
    #[serde(default)]
    result: Option<GameResult>,
    nth: u32,
}

mod opponent_key {
    use super::Opponent;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(o: &Opponent, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(o.key())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Opponent, D::Error> {
        let key = String::deserialize(d)?;
        Opponent::from_key(&key).ok_or_else(|| serde::de::Error::custom("no such opponent"))
    }
}

/// A finished game as its save knows it.
#[derive(Clone, Copy, Debug)]
pub struct FinishedGame<'a> {
    pub game: GameKind,
    /// The save's seed: a new game (a rematch too) gets a new one.
    pub seed: u64,
    pub seats: &'a [SeatKind],
    pub outcome: &'a Outcome,
}

impl FinishedGame<'_> {
    fn id(&self) -> String {
        format!("{}-{:016x}", self.game.name(), self.seed)
    }

    /// Whom the game was against and how it went for the player; `None`
    /// for a game the statistics do not count (not over; computers only;
    /// several humans and a computer, where nobody is "you").
    fn classify(&self) -> Option<(Opponent, Option<GameResult>)> {
        if !self.outcome.is_over() {
            return None;
        }
        if let Some(you) = human_facing_computer(self.seats) {
            let level = self
                .seats
                .iter()
                .filter_map(|s| match s {
                    SeatKind::Ai(level) => Some(*level),
                    SeatKind::Human => None,
                })
                .max()?;
            let you = you as usize;
            let result = match self.outcome {
                Outcome::Win { winner } if *winner == you => GameResult::Win,
                Outcome::SharedWin { winners } if winners.contains(&you) => GameResult::Draw,
                Outcome::Draw { .. } => GameResult::Draw,
                _ => GameResult::Loss,
            };
            return Some((Opponent::Computer(level), Some(result)));
        }
        let humans_only = self.seats.len() >= 2 && self.seats.iter().all(|s| *s == SeatKind::Human);
        humans_only.then_some((Opponent::AnotherPlayer, None))
    }
}

/// The player's results in every game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Statistics {
    #[serde(default)]
    games: BTreeMap<String, GameStats>,
    /// The last games counted, oldest first.
    #[serde(default)]
    counted: VecDeque<Counted>,
}

impl Statistics {
    pub fn from_json(text: &str) -> Result<Statistics, ProgressError> {
        let mut s: Statistics = progress_file::read(text, STATISTICS_VERSION)?;
        // Games and opponents this build does not know are dropped, the
        // rest kept.
        s.games
            .retain(|name, _| GameKind::from_name(name).is_some());
        for stats in s.games.values_mut() {
            stats
                .against
                .retain(|key, _| Opponent::from_key(key).is_some());
        }
        while s.counted.len() > REMEMBERED {
            s.counted.pop_front();
        }
        Ok(s)
    }

    pub fn to_json(&self) -> String {
        progress_file::write(self, STATISTICS_VERSION)
    }

    /// Counts a finished game once. `None` for a game not counted (see
    /// [`FinishedGame`]); for one counted before, what counting it did then.
    pub fn record(&mut self, finished: &FinishedGame) -> Option<Recorded> {
        let (opponent, result) = finished.classify()?;
        let id = finished.id();
        if let Some(c) = self.counted.iter().find(|c| c.id == id) {
            return Some(Recorded {
                opponent: c.opponent,
                result: c.result,
                nth: c.nth,
                counted: false,
            });
        }
        let stats = self
            .games
            .entry(finished.game.name().to_string())
            .or_default();
        let draw = matches!(finished.outcome, Outcome::Draw { .. });
        let nth = stats
            .against
            .entry(opponent.key().to_string())
            .or_default()
            .count(result, draw);
        match result {
            Some(GameResult::Win) => {
                stats.streak += 1;
                stats.best_streak = stats.best_streak.max(stats.streak);
            }
            Some(_) => stats.streak = 0,
            None => {}
        }
        if self.counted.len() >= REMEMBERED {
            self.counted.pop_front();
        }
        self.counted.push_back(Counted {
            id,
            opponent,
            result,
            nth,
        });
        Some(Recorded {
            opponent,
            result,
            nth,
            counted: true,
        })
    }

    /// Games against one opponent at one game.
    pub fn tally(&self, game: GameKind, opponent: Opponent) -> Tally {
        self.games
            .get(game.name())
            .and_then(|s| s.against.get(opponent.key()))
            .copied()
            .unwrap_or_default()
    }

    /// Wins in a row against the computer at a game, now.
    pub fn streak(&self, game: GameKind) -> u32 {
        self.games.get(game.name()).map_or(0, |s| s.streak)
    }

    /// The longest run of wins against the computer at a game.
    pub fn best_streak(&self, game: GameKind) -> u32 {
        self.games.get(game.name()).map_or(0, |s| s.best_streak)
    }
}

#[cfg(test)]
mod tests;
