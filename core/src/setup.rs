//! The one check of a game's setup — options, seats, ply limit — used alike
//! by new games (CLI flags, FFI), loaded saves and the CLI, so that no front
//! end can start or load a game that cannot go on (an AI level the game
//! does not have, a first player who does not exist, …).

use thiserror::Error;

use crate::ai::GameAi;
use crate::game::{Game, SeatKind};
use crate::pylos::Pylos;
use crate::pyramida::Pyramida;
use crate::pyramido::{Pyramido, MAX_PLAYERS, MIN_PLAYERS};

/// Why a setup cannot be played. Each variant names its field (see
/// [`OptionsError::field`]), as it is spelt in a save.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionsError {
    #[error("players: {game} is for {min} to {max} players, not {found}")]
    Players {
        game: &'static str,
        found: u8,
        min: u8,
        max: u8,
    },
    #[error("first_player: seat {found} does not exist (the seats are 0 to {last})")]
    FirstPlayer { found: u8, last: usize },
    #[error("seats: {game} with these options takes {expected} seats, not {found}")]
    SeatCount {
        game: &'static str,
        expected: usize,
        found: usize,
    },
    #[error("seats: seat {seat} is AI level {level}, which {game} does not offer")]
    Level {
        seat: usize,
        level: &'static str,
        game: &'static str,
    },
    #[error("max_plies: must be at least 1 (or absent for no limit)")]
    MaxPlies,
}

impl OptionsError {
    /// The save field at fault.
    pub fn field(&self) -> &'static str {
        match self {
            OptionsError::Players { .. } => "players",
            OptionsError::FirstPlayer { .. } => "first_player",
            OptionsError::SeatCount { .. } | OptionsError::Level { .. } => "seats",
            OptionsError::MaxPlies => "max_plies",
        }
    }
}

/// What each game checks of its own options.
pub trait Setup: GameAi {
    /// The number of seats `options` make, or why they are not playable.
    fn seats_for(options: &Self::Options) -> Result<usize, OptionsError>;
}

impl Setup for Pylos {
    fn seats_for(_options: &Self::Options) -> Result<usize, OptionsError> {
        Ok(2)
    }
}

impl Setup for Pyramida {
    fn seats_for(_options: &Self::Options) -> Result<usize, OptionsError> {
        Ok(2)
    }
}

impl Setup for Pyramido {
    fn seats_for(options: &Self::Options) -> Result<usize, OptionsError> {
        let players = options.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(OptionsError::Players {
                game: "Pyramido",
                found: players,
                min: MIN_PLAYERS,
                max: MAX_PLAYERS,
            });
        }
        match options.first_player {
            Some(f) if f >= players => Err(OptionsError::FirstPlayer {
                found: f,
                last: usize::from(players) - 1,
            }),
            _ => Ok(usize::from(players)),
        }
    }
}

/// Checks a whole setup: the game's options, one seat per player, every AI
/// seat at a level the game offers, and a ply limit of at least 1.
pub fn validate<G: Setup>(
    options: &G::Options,
    seats: &[SeatKind],
    max_plies: Option<u32>,
) -> Result<(), OptionsError> {
    let expected = G::seats_for(options)?;
    if seats.len() != expected {
        return Err(OptionsError::SeatCount {
            game: game_name::<G>(),
            expected,
            found: seats.len(),
        });
    }
    for (seat, kind) in seats.iter().enumerate() {
        if let SeatKind::Ai(level) = kind {
            if !G::levels().contains(level) {
                return Err(OptionsError::Level {
                    seat,
                    level: level.name(),
                    game: game_name::<G>(),
                });
            }
        }
    }
    if max_plies == Some(0) {
        return Err(OptionsError::MaxPlies);
    }
    Ok(())
}

fn game_name<G: Game>() -> &'static str {
    match G::KIND {
        crate::game::GameKind::Pylos => "Pylos",
        crate::game::GameKind::Pyramido => "Pyramido",
        crate::game::GameKind::Pyramida => "Pyramida",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Level;
    use crate::pyramido::PyramidoOptions;

    #[test]
    fn each_problem_names_its_field() {
        let two = [SeatKind::Human, SeatKind::Human];
        assert_eq!(
            validate::<Pylos>(&Default::default(), &two, Some(0))
                .unwrap_err()
                .field(),
            "max_plies"
        );
        assert_eq!(
            validate::<Pylos>(&Default::default(), &two[..1], None)
                .unwrap_err()
                .field(),
            "seats"
        );
        let perfect = [SeatKind::Human, SeatKind::Ai(Level::Perfect)];
        assert_eq!(
            validate::<Pylos>(&Default::default(), &perfect, None)
                .unwrap_err()
                .field(),
            "seats"
        );
        assert!(validate::<Pyramida>(&Default::default(), &perfect, None).is_ok());
        let five = PyramidoOptions {
            players: 5,
            first_player: None,
        };
        assert_eq!(
            validate::<Pyramido>(&five, &[SeatKind::Human; 5], None)
                .unwrap_err()
                .field(),
            "players"
        );
        let first = PyramidoOptions {
            players: 2,
            first_player: Some(2),
        };
        assert_eq!(
            validate::<Pyramido>(&first, &two, None)
                .unwrap_err()
                .field(),
            "first_player"
        );
        let ok = PyramidoOptions {
            players: 2,
            first_player: Some(1),
        };
        assert!(validate::<Pyramido>(&ok, &two, Some(1)).is_ok());
    }
}
