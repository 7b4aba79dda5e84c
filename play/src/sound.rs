//! Which short sound a decision makes. Both apps play what [`cues`] names
//! for the events of each decision they animate (their own, the computer's,
//! a puzzle's reply), so a raise sounds the same on either platform and the
//! choice is tested once. The sounds are project-made files
//! (`play/data/sounds/`, `scripts/make-sounds`); the apps only play them.

use pyramids_core::game::SeatKind;

use crate::game_over::human_facing_computer;

/// One of the bundled sounds. `file()` is its name in `play/data/sounds/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundCue {
    BallPlaced,
    BallRaised,
    /// One or two balls taken back after a completed pattern: one sound for
    /// the decision, however many.
    BallsTakenBack,
    /// A Pyramido domino, tile or hole filling laid on the pyramid.
    DominoLaid,
    /// A Pyramido marker set on a block.
    MarkerSet,
    StoneMoved,
    /// A Pyramida stone entered by an enemy stone, driven back.
    StonePushed,
    /// A Pyramida stone leaves the board over the apex.
    StoneOff,
    Win,
    Loss,
    Draw,
}

impl SoundCue {
    pub const ALL: [SoundCue; 11] = [
        SoundCue::BallPlaced,
        SoundCue::BallRaised,
        SoundCue::BallsTakenBack,
        SoundCue::DominoLaid,
        SoundCue::MarkerSet,
        SoundCue::StoneMoved,
        SoundCue::StonePushed,
        SoundCue::StoneOff,
        SoundCue::Win,
        SoundCue::Loss,
        SoundCue::Draw,
    ];

    /// The bundled file's name (`ball_placed.wav`): Android's assets and the
    /// iOS bundle hold the same files under the same names.
    pub fn file(self) -> &'static str {
        match self {
            SoundCue::BallPlaced => "ball_placed.wav",
            SoundCue::BallRaised => "ball_raised.wav",
            SoundCue::BallsTakenBack => "balls_taken_back.wav",
            SoundCue::DominoLaid => "domino_laid.wav",
            SoundCue::MarkerSet => "marker_set.wav",
            SoundCue::StoneMoved => "stone_moved.wav",
            SoundCue::StonePushed => "stone_pushed.wav",
            SoundCue::StoneOff => "stone_off.wav",
            SoundCue::Win => "win.wav",
            SoundCue::Loss => "loss.wav",
            SoundCue::Draw => "draw.wav",
        }
    }
}

/// What one event is heard as: a piece's sound, or the game's end with its
/// winners (seat indices; none for a draw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Piece(SoundCue),
    End { winners: Vec<usize> },
}

/// An event as far as sound goes. The bindings implement it for the events
/// the apps receive, so the apps ask for a decision's sounds with the very
/// events they animate.
pub trait Sounding {
    fn heard(&self) -> Option<Heard>;
}

/// The sounds of one decision's events, in order. A cue repeated within the
/// decision sounds once (two balls taken back are one gesture), and the
/// decision's piece sound comes before the game's end. The end is heard from
/// the seat of the one human playing the computer: a win or a loss; at a
/// table of humans (or computers only) any win sounds as a win.
pub fn cues<E: Sounding>(events: &[E], seats: &[SeatKind]) -> Vec<SoundCue> {
    let you = human_facing_computer(seats).map(|s| s as usize);
    let mut out: Vec<SoundCue> = Vec::new();
    for heard in events.iter().filter_map(Sounding::heard) {
        let cue = match heard {
            Heard::Piece(cue) => cue,
            Heard::End { winners } if winners.is_empty() => SoundCue::Draw,
            Heard::End { winners } => match you {
                Some(y) if !winners.contains(&y) => SoundCue::Loss,
                _ => SoundCue::Win,
            },
        };
        if !out.contains(&cue) {
            out.push(cue);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use pyramids_core::game::Level;
    use std::collections::HashSet;

    const HUMAN_FIRST: [SeatKind; 2] = [SeatKind::Human, SeatKind::Ai(Level::Hard)];
    const TABLE: [SeatKind; 2] = [SeatKind::Human, SeatKind::Human];

    impl Sounding for Heard {
        fn heard(&self) -> Option<Heard> {
            Some(self.clone())
        }
    }

    fn end(winners: &[usize]) -> Heard {
        Heard::End {
            winners: winners.to_vec(),
        }
    }

    #[test]
    fn every_cue_has_its_own_file() {
        let files: HashSet<_> = SoundCue::ALL.iter().map(|c| c.file()).collect();
        assert_eq!(files.len(), SoundCue::ALL.len());
    }

    #[test]
    fn every_bundled_sound_file_is_shipped() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/sounds");
        for cue in SoundCue::ALL {
            let bytes = std::fs::read(dir.join(cue.file()))
                .unwrap_or_else(|e| panic!("{}: {e}", cue.file()));
            assert_eq!(&bytes[..4], b"RIFF", "{} is a WAV file", cue.file());
            assert!(bytes.len() < 64 * 1024, "{} stays small", cue.file());
        }
    }

    #[test]
    fn the_end_is_heard_from_the_human_facing_the_computer() {
        assert_eq!(cues(&[end(&[1])], &HUMAN_FIRST), vec![SoundCue::Loss]);
        assert_eq!(cues(&[end(&[0])], &HUMAN_FIRST), vec![SoundCue::Win]);
        assert_eq!(cues(&[end(&[1])], &TABLE), vec![SoundCue::Win]);
        assert_eq!(cues(&[end(&[])], &HUMAN_FIRST), vec![SoundCue::Draw]);
        let four = [
            SeatKind::Ai(Level::Easy),
            SeatKind::Ai(Level::Easy),
            SeatKind::Human,
            SeatKind::Ai(Level::Easy),
        ];
        assert_eq!(
            cues(&[end(&[0, 2])], &four),
            vec![SoundCue::Win],
            "a shared win"
        );
    }

    #[test]
    fn a_cue_repeated_in_one_decision_sounds_once_and_the_end_comes_last() {
        let taken = Heard::Piece(SoundCue::BallsTakenBack);
        let events = [taken.clone(), taken, end(&[0])];
        assert_eq!(
            cues(&events, &TABLE),
            vec![SoundCue::BallsTakenBack, SoundCue::Win]
        );
    }
}
