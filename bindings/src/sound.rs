//! Sounds (`pyramids_play::sound`): the app asks its session which bundled
//! sounds a decision's events make, with the very events it animates, and
//! plays the files of that name (Android's assets, the iOS bundle: both
//! from `play/data/sounds/`).

pub use pyramids_play::sound::SoundCue;
use pyramids_play::sound::{self as play, Heard, Sounding};

use crate::pylos::PylosEvent;
use crate::pyramida::PyramidaEvent;
use crate::pyramido::PyramidoEvent;
use crate::session::GameSession;
use crate::types::{GameEvent, GameOutcome};

/// One of the bundled sounds; `sound_file` names its file.
#[uniffi::remote(Enum)]
pub enum SoundCue {
    BallPlaced,
    BallRaised,
    BallsTakenBack,
    DominoLaid,
    MarkerSet,
    StoneMoved,
    StonePushed,
    StoneOff,
    Win,
    Loss,
    Draw,
}

/// The bundled file of `cue` (`ball_placed.wav`).
#[uniffi::export]
pub fn sound_file(cue: SoundCue) -> String {
    cue.file().to_string()
}

/// Every bundled sound, for an app that loads them all at start.
#[uniffi::export]
pub fn sound_cues_all() -> Vec<SoundCue> {
    SoundCue::ALL.to_vec()
}

fn end(outcome: &GameOutcome) -> Option<Heard> {
    let winners = match outcome {
        GameOutcome::Ongoing => return None,
        GameOutcome::Win { winner } => vec![usize::from(*winner)],
        GameOutcome::SharedWin { winners } => winners.iter().map(|&w| usize::from(w)).collect(),
        GameOutcome::Draw { .. } => Vec::new(),
    };
    Some(Heard::End { winners })
}

impl Sounding for GameEvent {
    fn heard(&self) -> Option<Heard> {
        let piece = |cue| Some(Heard::Piece(cue));
        match self {
            GameEvent::Pylos { event } => match event {
                PylosEvent::Placed { .. } => piece(SoundCue::BallPlaced),
                PylosEvent::Raised { .. } => piece(SoundCue::BallRaised),
                PylosEvent::Reclaimed { .. } => piece(SoundCue::BallsTakenBack),
                PylosEvent::GameOver { outcome } => end(outcome),
                _ => None,
            },
            GameEvent::Pyramida { event } => match event {
                PyramidaEvent::Moved { .. } | PyramidaEvent::Retreated { .. } => {
                    piece(SoundCue::StoneMoved)
                }
                PyramidaEvent::Displaced { .. } => piece(SoundCue::StonePushed),
                PyramidaEvent::LeftBoard { .. } => piece(SoundCue::StoneOff),
                PyramidaEvent::GameOver { outcome } => end(outcome),
                _ => None,
            },
            GameEvent::Pyramido { event } => match event {
                PyramidoEvent::DominoPlaced { .. }
                | PyramidoEvent::TilePlaced { .. }
                | PyramidoEvent::HoleFilled { .. } => piece(SoundCue::DominoLaid),
                PyramidoEvent::MarkerPlaced { .. } => piece(SoundCue::MarkerSet),
                PyramidoEvent::GameOver { outcome } => end(outcome),
                _ => None,
            },
        }
    }
}

#[uniffi::export]
impl GameSession {
    /// The sounds of one decision's `events` (a `ReplayedDecision`'s, a
    /// puzzle's or a lesson's), in order: a repeated one once, the game's
    /// end last, heard as a win or a loss by the one human playing the
    /// computer (a win for anyone at a table of humans).
    pub fn sounds(&self, events: Vec<GameEvent>) -> Vec<SoundCue> {
        play::cues(&events, &self.seat_kinds())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{AiLevel, GameKind, GameOptions, SeatController};
    use std::sync::Arc;

    fn session(game: GameKind, seats: Vec<SeatController>) -> Arc<GameSession> {
        GameSession::new(GameOptions {
            game,
            variant: None,
            seats,
            seed: 7,
            max_plies: Some(400),
            first_player: None,
        })
        .unwrap()
    }

    /// Plays the first legal decision until the game ends: each decision's
    /// sounds.
    fn heard(s: &GameSession) -> Vec<Vec<SoundCue>> {
        let mut all = Vec::new();
        while !s.snapshot().outcome.is_over() {
            let action = s.legal_actions().remove(0);
            let events = s.play_action(action).unwrap();
            all.push(s.sounds(events));
        }
        all
    }

    const PIECES: [(GameKind, SoundCue); 3] = [
        (GameKind::Pylos, SoundCue::BallPlaced),
        (GameKind::Pyramida, SoundCue::StoneMoved),
        (GameKind::Pyramido, SoundCue::DominoLaid),
    ];

    #[test]
    fn each_games_first_decision_sounds_its_piece() {
        for (game, cue) in PIECES {
            let s = session(game, Vec::new());
            let first = heard(&s).into_iter().find(|c| !c.is_empty()).unwrap();
            assert_eq!(first[0], cue, "{game:?}");
        }
    }

    #[test]
    fn a_whole_game_ends_with_exactly_one_end_sound_last() {
        for (game, _) in PIECES {
            let s = session(game, Vec::new());
            let decisions = heard(&s);
            let ends: Vec<SoundCue> = decisions
                .iter()
                .flatten()
                .copied()
                .filter(|c| matches!(c, SoundCue::Win | SoundCue::Loss | SoundCue::Draw))
                .collect();
            assert_eq!(ends.len(), 1, "{game:?}: {decisions:?}");
            assert_eq!(decisions.last().unwrap().last(), ends.first());
        }
    }

    #[test]
    fn a_loss_to_the_computer_sounds_as_a_loss_and_a_table_hears_a_win() {
        let lost = GameEvent::Pylos {
            event: PylosEvent::GameOver {
                outcome: GameOutcome::Win {
                    winner: crate::seat::Seat::ALL[1],
                },
            },
        };
        let against = session(
            GameKind::Pylos,
            vec![
                SeatController::Human,
                SeatController::Ai {
                    level: AiLevel::Easy,
                },
            ],
        );
        assert_eq!(against.sounds(vec![lost.clone()]), vec![SoundCue::Loss]);
        let table = session(GameKind::Pylos, Vec::new());
        assert_eq!(table.sounds(vec![lost]), vec![SoundCue::Win]);
    }

    #[test]
    fn every_cue_names_a_bundled_file() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../play/data/sounds");
        for cue in sound_cues_all() {
            assert!(dir.join(sound_file(cue)).is_file(), "{cue:?}");
        }
    }
}
