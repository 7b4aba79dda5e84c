//! How long the computer thinks. Written once so both apps think as long
//! at each level, pause as long between moves and give a hint the same time.

use pyramids_core::game::Level;

/// How long the computer thinks for one decision at a level, in
/// milliseconds: short at the weak levels (they are not meant to be strong,
/// and a quick answer feels natural), longest at the expert, whose search
/// gains the most from time. The perfect level reads Pyramida's solved table
/// and needs little.
pub fn ai_time_ms(level: Level) -> u64 {
    match level {
        Level::Random => 50,
        Level::Easy => 300,
        Level::Medium => 600,
        Level::Hard => 1200,
        Level::Expert => 2500,
        Level::Perfect => 1500,
    }
}

/// How long a hint (the strongest level's suggestion) may think.
pub const HINT_TIME_MS: u64 = 1200;

/// The pause between the last decision's animations ending and the
/// computer's next decision starting: without it a fast level's answer lands
/// before the player has seen their own move settle.
pub const AI_PAUSE_MS: u64 = 280;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stronger_search_levels_think_longer() {
        let search = [
            Level::Random,
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
        ];
        assert!(search
            .windows(2)
            .all(|w| ai_time_ms(w[0]) < ai_time_ms(w[1])));
        assert!(Level::ALL.iter().all(|&l| ai_time_ms(l) <= 2500));
    }
}
