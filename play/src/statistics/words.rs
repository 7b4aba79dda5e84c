//! The statistics in words: the game-over sheet's line ("3rd win against
//! Hard") and the statistics screen, in the catalog's language.

use pyramids_core::game::GameKind;

use super::{GameResult, Opponent, Recorded, Statistics, Tally};
use crate::catalog::{Catalog, Language, SettingsKey};

/// "21st": English's ordinal by CLDR's ordinal categories (one, two, few,
/// other). The other languages' marks agree with their nouns ("3.ª
/// vitória", "3.º empate"), so their sentences carry them and the number
/// stays bare.
pub fn ordinal(c: &Catalog, n: u32) -> String {
    let key = match (c.language(), n % 10, n % 100) {
        (Language::English, 1, r) if r != 11 => SettingsKey::OrdinalOne,
        (Language::English, 2, r) if r != 12 => SettingsKey::OrdinalTwo,
        (Language::English, 3, r) if r != 13 => SettingsKey::OrdinalFew,
        _ => SettingsKey::OrdinalOther,
    };
    c.text(key, &[n.to_string()])
}

/// An opponent's name: the computer's level, or "Another player".
pub fn opponent_name(c: &Catalog, opponent: Opponent) -> String {
    match opponent {
        Opponent::Computer(level) => c.level_name(level),
        Opponent::AnotherPlayer => c.text(SettingsKey::StatsAnotherPlayer, &[]),
    }
}

/// The game-over sheet's line: "First win against Medium", "3rd win
/// against Hard", "2nd loss against Easy". None against another player.
pub fn game_over_line(c: &Catalog, recorded: &Recorded) -> Option<String> {
    use SettingsKey::*;
    let (first, nth) = match recorded.result? {
        GameResult::Win => (StatsFirstWin, StatsNthWin),
        GameResult::Loss => (StatsFirstLoss, StatsNthLoss),
        GameResult::Draw => (StatsFirstDraw, StatsNthDraw),
    };
    let name = opponent_name(c, recorded.opponent);
    Some(if recorded.nth <= 1 {
        c.text(first, &[name])
    } else {
        c.text(nth, &[ordinal(c, recorded.nth), name])
    })
}

/// One opponent's line of a game's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpponentRow {
    pub opponent: Opponent,
    /// "Hard", "Another player".
    pub label: String,
    pub tally: Tally,
    /// Whether wins and losses count (not against another player).
    pub sided: bool,
    /// Wins of all games, rounded to a whole percent ("67%").
    pub win_rate: Option<String>,
    /// The values under [`StatisticsScreen::headings`]: games, wins,
    /// losses, draws, win rate ("–" where a value does not count).
    pub cells: Vec<String>,
    /// The row for screen readers: "Hard: 3 games, 2 wins, 1 loss, 0 draws, 67%".
    pub words: String,
}

/// One game's part of the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameStatistics {
    pub game: GameKind,
    /// The game's name.
    pub title: String,
    /// The opponents played, in level order, another player last.
    pub rows: Vec<OpponentRow>,
    /// "No games yet" while no game of it is counted.
    pub empty: Option<String>,
    /// "Longest winning streak: 4 wins", once a game against the computer
    /// is counted.
    pub longest_streak: Option<String>,
    /// "Current streak: 2 wins", likewise.
    pub current_streak: Option<String>,
}

/// The statistics screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatisticsScreen {
    pub title: String,
    /// Games, Wins, Losses, Draws, Win rate: the columns of every table.
    pub headings: Vec<String>,
    pub games: Vec<GameStatistics>,
}

const NONE: &str = "–";

fn row(c: &Catalog, opponent: Opponent, tally: Tally) -> OpponentRow {
    use SettingsKey::*;
    let sided = opponent != Opponent::AnotherPlayer;
    let win_rate = (sided && tally.games > 0).then(|| {
        let percent = (f64::from(tally.wins) * 100.0 / f64::from(tally.games)).round();
        c.text(StatsPercent, &[percent.to_string()])
    });
    let count = |n: u32| n.to_string();
    let sided_count = |n: u32| if sided { count(n) } else { NONE.to_string() };
    let cells = vec![
        count(tally.games),
        sided_count(tally.wins),
        sided_count(tally.losses),
        count(tally.draws),
        win_rate.clone().unwrap_or_else(|| NONE.to_string()),
    ];
    let mut parts = vec![c.plural(StatsGamesCount, i64::from(tally.games), &[])];
    if sided {
        parts.push(c.plural(StatsWinsCount, i64::from(tally.wins), &[]));
        parts.push(c.plural(StatsLossesCount, i64::from(tally.losses), &[]));
    }
    parts.push(c.plural(StatsDrawsCount, i64::from(tally.draws), &[]));
    parts.extend(win_rate.clone());
    let label = opponent_name(c, opponent);
    OpponentRow {
        opponent,
        words: format!("{label}: {}", parts.join(", ")),
        label,
        tally,
        sided,
        win_rate,
        cells,
    }
}

/// The statistics screen in `c`'s language: a table per game.
pub fn screen(c: &Catalog, stats: &Statistics) -> StatisticsScreen {
    use SettingsKey::*;
    let games = GameKind::ALL
        .iter()
        .map(|&game| {
            let rows: Vec<OpponentRow> = Opponent::all()
                .filter_map(|o| {
                    let tally = stats.tally(game, o);
                    (tally.games > 0).then(|| row(c, o, tally))
                })
                .collect();
            let against_computer = rows.iter().any(|r| r.sided);
            let streak = |key, n: u32| against_computer.then(|| c.plural(key, i64::from(n), &[]));
            GameStatistics {
                game,
                title: c.game_name(game),
                empty: rows.is_empty().then(|| c.text(StatsNoGames, &[])),
                longest_streak: streak(StatsLongestStreak, stats.best_streak(game)),
                current_streak: streak(StatsCurrentStreak, stats.streak(game)),
                rows,
            }
        })
        .collect();
    StatisticsScreen {
        title: c.text(StatsTitle, &[]),
        headings: [StatsGames, StatsWins, StatsLosses, StatsDraws, StatsWinRate]
            .iter()
            .map(|&k| c.text(k, &[]))
            .collect(),
        games,
    }
}
