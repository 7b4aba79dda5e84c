//! The new-game screen's choices, before a session exists: how many
//! players, who plays each seat (a human or the computer at a level), the
//! rules variant, who starts, and table mode — offered in one order for
//! both apps, from what the game offers ([`GameOffer`]).
//!
//! Seats are numbered as the player sees them (Player 1 …, or the order of
//! the rows). Where the core takes a first player (Pyramido), every seat
//! keeps its place and the starter is named, so table mode still draws seat
//! i at side i; elsewhere the seats are rotated so that the chosen starter
//! becomes the core's seat 0, which moves first (Light, White).

use pyramids_core::game::{GameKind, Level, SeatKind};

use crate::catalog::{Catalog, TextKey};

/// What a game offers a new game: the bindings' `GameInfo`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameOffer {
    pub game: GameKind,
    /// In the order the game lists them, its default first; the screen
    /// offers them in this order on both apps.
    pub variants: Vec<String>,
    pub min_seats: u32,
    pub max_seats: u32,
    /// Weakest first.
    pub levels: Vec<Level>,
}

/// Who plays a seat, the first of a seat's two choices; the level is the
/// second, and only for the computer (both apps draw a two-way switch and,
/// under it, the levels, rather than one list mixing a person with the
/// computer's strengths).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerKind {
    Human,
    Computer,
}

impl PlayerKind {
    /// The kinds in the order both apps offer them.
    pub const ALL: [PlayerKind; 2] = [PlayerKind::Human, PlayerKind::Computer];

    pub fn of(seat: SeatKind) -> PlayerKind {
        match seat {
            SeatKind::Human => PlayerKind::Human,
            SeatKind::Ai(_) => PlayerKind::Computer,
        }
    }
}

/// The player's choices.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NewGame {
    pub offer: GameOffer,
    pub seat_count: u32,
    /// One controller for each seat the game can have (`max_seats`); the
    /// first `seat_count` play.
    pub controllers: Vec<SeatKind>,
    /// Each seat's computer level, kept while the seat is a human, so that
    /// switching Human and back to Computer restores the level chosen.
    pub levels: Vec<Level>,
    pub variant: String,
    /// The starter's seat, or `None` for a random one.
    pub starter: Option<u32>,
    pub table_mode: bool,
}

/// What a new game is started with (the bindings' `GameOptions` without
/// the seed).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NewGameStart {
    /// `None` where the game has one variant.
    pub variant: Option<String>,
    /// In core seat order.
    pub seats: Vec<SeatKind>,
    /// For a game that takes a first player (Pyramido).
    pub first_player: Option<u32>,
    pub table_mode: bool,
}

impl NewGame {
    /// The defaults: the fewest seats, a human against the computer at
    /// medium (or the strongest level offered), the default variant, the
    /// first seat starts, table mode off.
    pub fn new(offer: GameOffer) -> NewGame {
        let level = if offer.levels.contains(&Level::Medium) {
            Level::Medium
        } else {
            offer.levels.last().copied().unwrap_or(Level::Random)
        };
        let controllers = (0..offer.max_seats.max(offer.min_seats))
            .map(|i| {
                if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Ai(level)
                }
            })
            .collect();
        NewGame {
            seat_count: offer.min_seats,
            controllers,
            levels: vec![level; offer.max_seats.max(offer.min_seats) as usize],
            variant: offer.variants.first().cloned().unwrap_or_default(),
            starter: Some(0),
            table_mode: false,
            offer,
        }
    }

    pub fn game(&self) -> GameKind {
        self.offer.game
    }

    /// The seat counts offered (one: no choice to show).
    pub fn seat_counts(&self) -> Vec<u32> {
        (self.offer.min_seats..=self.offer.max_seats).collect()
    }

    /// The levels the seat pickers offer, weakest first (not the random
    /// mover, which is for strength matches).
    pub fn levels(&self) -> Vec<Level> {
        self.offer
            .levels
            .iter()
            .copied()
            .filter(|&l| l != Level::Random)
            .collect()
    }

    /// The variants offered, in the one order both apps show.
    pub fn variants(&self) -> &[String] {
        &self.offer.variants
    }

    pub fn has_variants(&self) -> bool {
        self.offer.variants.len() > 1
    }

    /// Whether the core takes the first player (Pyramido) rather than
    /// seat 0 always moving first.
    pub fn takes_first_player(&self) -> bool {
        self.offer.game == GameKind::Pyramido
    }

    /// The seats that play.
    pub fn seats(&self) -> &[SeatKind] {
        &self.controllers[..self.seat_count as usize]
    }

    pub fn human_count(&self) -> u32 {
        self.seats()
            .iter()
            .filter(|s| **s == SeatKind::Human)
            .count() as u32
    }

    /// `false` (and nothing changes) for a count the game does not offer.
    pub fn set_seat_count(&mut self, n: u32) -> bool {
        if !(self.offer.min_seats..=self.offer.max_seats).contains(&n) {
            return false;
        }
        self.seat_count = n;
        if self.starter.is_some_and(|s| s >= n) {
            self.starter = Some(0);
        }
        true
    }

    /// `false` for a seat not playing or a level the game does not offer.
    pub fn set_controller(&mut self, seat: u32, controller: SeatKind) -> bool {
        if seat >= self.seat_count {
            return false;
        }
        if let SeatKind::Ai(level) = controller {
            if !self.offer.levels.contains(&level) {
                return false;
            }
        }
        self.controllers[seat as usize] = controller;
        if let SeatKind::Ai(level) = controller {
            self.levels[seat as usize] = level;
        }
        true
    }

    /// Who plays `seat`.
    pub fn player_kind(&self, seat: u32) -> Option<PlayerKind> {
        self.controllers
            .get(seat as usize)
            .map(|c| PlayerKind::of(*c))
    }

    /// The level of a computer seat; `None` for a human (no level row).
    pub fn level_of(&self, seat: u32) -> Option<Level> {
        match self.controllers.get(seat as usize)? {
            SeatKind::Ai(level) => Some(*level),
            SeatKind::Human => None,
        }
    }

    /// Makes `seat` a human or the computer at the level it last had (the
    /// default level at first). `false` for a seat not playing.
    pub fn set_player_kind(&mut self, seat: u32, kind: PlayerKind) -> bool {
        let Some(&level) = self.levels.get(seat as usize) else {
            return false;
        };
        self.set_controller(
            seat,
            match kind {
                PlayerKind::Human => SeatKind::Human,
                PlayerKind::Computer => SeatKind::Ai(level),
            },
        )
    }

    /// The level of a computer seat; `false` for a human seat (choose
    /// Computer first), a seat not playing or a level not offered.
    pub fn set_level(&mut self, seat: u32, level: Level) -> bool {
        self.player_kind(seat) == Some(PlayerKind::Computer)
            && self.set_controller(seat, SeatKind::Ai(level))
    }

    pub fn set_variant(&mut self, variant: &str) -> bool {
        if !self.offer.variants.iter().any(|v| v == variant) {
            return false;
        }
        self.variant = variant.to_string();
        true
    }

    pub fn set_starter(&mut self, starter: Option<u32>) -> bool {
        if starter.is_some_and(|s| s >= self.seat_count) {
            return false;
        }
        self.starter = starter;
        true
    }

    /// The player's seat numbers in core seat order (core seat i is player
    /// `seat_order(first)[i]`): the identity where the core takes a first
    /// player.
    pub fn seat_order(&self, first: u32) -> Vec<u32> {
        let n = self.seat_count;
        if self.takes_first_player() {
            (0..n).collect()
        } else {
            (0..n).map(|i| (first + i) % n).collect()
        }
    }

    /// The core seat whose colour player `seat` plays (0: Light or White,
    /// who moves first), or `None` where colours are not by seat (Pyramido)
    /// or the starter is drawn.
    pub fn colour_of(&self, seat: u32) -> Option<u32> {
        if self.takes_first_player() || seat >= self.seat_count {
            return None;
        }
        let first = self.starter?;
        self.seat_order(first)
            .iter()
            .position(|&s| s == seat)
            .map(|i| i as u32)
    }

    /// The game to start; `drawn` is the starter when the player left it to
    /// chance (the app draws it, `0..seat_count`).
    pub fn start(&self, drawn: u32) -> NewGameStart {
        let first = self.starter.unwrap_or(drawn % self.seat_count.max(1));
        NewGameStart {
            variant: self.has_variants().then(|| self.variant.clone()),
            seats: self
                .seat_order(first)
                .iter()
                .map(|&s| self.controllers[s as usize])
                .collect(),
            first_player: self.takes_first_player().then_some(first),
            table_mode: self.table_mode,
        }
    }
}

impl Catalog {
    /// A player kind's word on the seat's switch: "Human", "Computer".
    pub fn player_kind_name(&self, kind: PlayerKind) -> String {
        self.text(
            match kind {
                PlayerKind::Human => TextKey::Human,
                PlayerKind::Computer => TextKey::Computer,
            },
            &[],
        )
    }

    /// A seat row's label on the new-game screen: "Player 1 · Light, moves
    /// first", "Player 2 · Dark", "Player 1 · colour drawn at the start";
    /// Pyramido, whose colours are not by seat: "Player 3 · moves first" for
    /// the starter, "Player 2" for the others.
    pub fn new_game_seat_label(&self, m: &NewGame, seat: u32) -> String {
        let name = self.text(TextKey::PlayerN, &[(seat + 1).to_string()]);
        let first = self.text(TextKey::MovesFirst, &[]);
        let detail = if m.takes_first_player() {
            (m.starter == Some(seat)).then_some(first)
        } else {
            Some(match m.colour_of(seat) {
                None => self.text(TextKey::ColourDrawn, &[]),
                Some(0) => format!("{}, {first}", self.seat_name(m.game(), 0)),
                Some(colour) => self.seat_name(m.game(), colour),
            })
        };
        match detail {
            Some(detail) => format!("{name} · {detail}"),
            None => name,
        }
    }
}

#[cfg(test)]
#[path = "new_game_kind_tests.rs"]
mod kind_tests;

#[cfg(test)]
mod tests {
    use super::*;

    fn pylos() -> GameOffer {
        GameOffer {
            game: GameKind::Pylos,
            variants: vec!["standard".into(), "kids".into(), "expert".into()],
            min_seats: 2,
            max_seats: 2,
            levels: vec![
                Level::Random,
                Level::Easy,
                Level::Medium,
                Level::Hard,
                Level::Expert,
            ],
        }
    }

    fn pyramido() -> GameOffer {
        GameOffer {
            game: GameKind::Pyramido,
            variants: vec!["standard".into()],
            min_seats: 2,
            max_seats: 4,
            levels: vec![
                Level::Random,
                Level::Easy,
                Level::Medium,
                Level::Hard,
                Level::Expert,
            ],
        }
    }

    #[test]
    fn defaults_and_the_one_variant_order() {
        let m = NewGame::new(pylos());
        assert_eq!(
            m.variants(),
            ["standard", "kids", "expert"],
            "the game's order, default first"
        );
        assert_eq!(m.variant, "standard");
        assert_eq!(m.seats(), [SeatKind::Human, SeatKind::Ai(Level::Medium)]);
        assert_eq!(
            m.levels(),
            [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        );
        assert_eq!(m.seat_counts(), [2]);
        assert_eq!(m.starter, Some(0));
        assert!(m.has_variants() && !m.takes_first_player() && !m.table_mode);
        assert!(!NewGame::new(pyramido()).has_variants());
    }

    #[test]
    fn choices_outside_the_offer_are_refused() {
        let mut m = NewGame::new(pylos());
        assert!(!m.set_seat_count(3));
        assert!(!m.set_variant("chess"));
        assert!(!m.set_controller(1, SeatKind::Ai(Level::Perfect)));
        assert!(!m.set_controller(2, SeatKind::Human));
        assert!(!m.set_starter(Some(2)));
        assert_eq!(m, NewGame::new(pylos()));
        assert!(m.set_variant("kids") && m.variant == "kids");
    }

    #[test]
    fn the_starter_rotates_seats_or_is_named() {
        let mut m = NewGame::new(pylos());
        m.set_controller(1, SeatKind::Ai(Level::Hard));
        m.set_starter(Some(1));
        let start = m.start(0);
        assert_eq!(start.seats, [SeatKind::Ai(Level::Hard), SeatKind::Human]);
        assert_eq!(start.first_player, None);
        assert_eq!(start.variant.as_deref(), Some("standard"));
        assert_eq!((m.colour_of(0), m.colour_of(1)), (Some(1), Some(0)));
        m.set_starter(None);
        assert_eq!(m.colour_of(0), None);
        assert_eq!(m.start(1).seats[0], SeatKind::Ai(Level::Hard));

        let mut p = NewGame::new(pyramido());
        assert!(p.set_seat_count(4));
        assert_eq!(p.human_count(), 1);
        p.set_starter(Some(3));
        let start = p.start(0);
        assert_eq!(start.first_player, Some(3));
        assert_eq!(start.variant, None);
        assert_eq!(start.seats.len(), 4);
        assert_eq!(start.seats[0], SeatKind::Human, "seats keep their places");
        assert!(p.set_seat_count(2));
        assert_eq!(
            p.starter,
            Some(0),
            "a starter who left falls back to the first seat"
        );
        assert_eq!(p.colour_of(0), None);
    }

    #[test]
    fn seat_labels_name_the_colour_and_the_starter() {
        let en = Catalog::new(crate::catalog::Language::English);
        let mut m = NewGame::new(pylos());
        assert_eq!(
            en.new_game_seat_label(&m, 0),
            "Player 1 · Light, moves first"
        );
        assert_eq!(en.new_game_seat_label(&m, 1), "Player 2 · Dark");
        m.set_starter(None);
        assert_eq!(
            en.new_game_seat_label(&m, 1),
            "Player 2 · colour drawn at the start"
        );
        let mut p = NewGame::new(pyramido());
        p.set_starter(Some(1));
        assert_eq!(en.new_game_seat_label(&p, 0), "Player 1");
        assert_eq!(en.new_game_seat_label(&p, 1), "Player 2 · moves first");
    }
}
