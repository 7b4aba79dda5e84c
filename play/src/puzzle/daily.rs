//! The daily puzzle: chosen from the date alone, so every device shows the
//! same one on the same day without asking anyone.

use pyramids_core::game::GameKind;
use pyramids_core::puzzle::Puzzle;

use super::set;

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar
/// (negative before it). Howard Hinnant's `days_from_civil`.
pub fn days_from_civil(year: i32, month: u32, day: u32) -> i64 {
    let (y, m, d) = (i64::from(year), i64::from(month), i64::from(day));
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The puzzle of the day `days` after 1970-01-01: the set's puzzles in
/// turn, one a day. `None` for a game without a set.
pub fn daily(game: GameKind, days: i64) -> Option<&'static Puzzle> {
    let all = set(game);
    let len = i64::try_from(all.len()).ok().filter(|&n| n > 0)?;
    usize::try_from(days.rem_euclid(len))
        .ok()
        .and_then(|i| all.get(i))
}
