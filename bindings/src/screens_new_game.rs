//! The new-game screen's choices (`pyramids_play::screens::new_game`), for
//! both apps: the choices are a plain record the app keeps; every change
//! goes through `new_game_choose`, and what the screen offers (seat counts,
//! levels, variants in their one order, each seat's colour) through
//! `new_game_view`, so the two apps cannot differ.

use pyramids_play::screens::new_game::{GameOffer, NewGame, PlayerKind};

use crate::catalog::TextCatalog;
use crate::error::{guard, Result};
use crate::session;
use crate::types::{AiLevel, GameKind, GameOptions, SeatController};

/// The player's choices on the new-game screen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct NewGameChoices {
    pub game: GameKind,
    pub seat_count: u32,
    /// One controller for each seat the game can have; the first
    /// `seat_count` play.
    pub controllers: Vec<SeatController>,
    /// Each seat's computer level, kept while the seat is a human (so
    /// Human and back to Computer restores it).
    pub seat_levels: Vec<AiLevel>,
    pub variant: String,
    /// The starter's seat, or `null` for a random one.
    pub starter: Option<u32>,
    pub table_mode: bool,
}

/// One change the player makes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum NewGameChoice {
    SeatCount {
        count: u32,
    },
    Seat {
        seat: u32,
        controller: SeatController,
    },
    /// The seat's switch: a human, or the computer at the seat's level.
    PlayerKind {
        seat: u32,
        kind: PlayerKind,
    },
    /// A computer seat's level (refused for a human seat).
    Level {
        seat: u32,
        level: AiLevel,
    },
    Variant {
        variant: String,
    },
    /// `null`: drawn at random.
    Starter {
        seat: Option<u32>,
    },
    TableMode {
        on: bool,
    },
}

/// Who plays a seat: the first of its two choices.
#[uniffi::remote(Enum)]
pub enum PlayerKind {
    Human,
    Computer,
}

/// A seat row of the screen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct NewGameSeat {
    pub seat: u32,
    pub controller: SeatController,
    /// The switch's choice (`NewGameView.player_kinds` are its options).
    pub kind: PlayerKind,
    /// The computer's level, the level row's choice (`NewGameView.levels`
    /// its options); `null` for a human: no level row.
    pub level: Option<AiLevel>,
    /// The core seat whose colour this player plays (0: Light or White, who
    /// moves first); `null` in Pyramido or when the starter is drawn.
    pub colour: Option<u32>,
    /// This seat starts (the chosen starter).
    pub moves_first: bool,
}

/// What the screen offers for the choices as they are.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct NewGameView {
    /// The seat counts offered (one: no picker).
    pub seat_counts: Vec<u32>,
    /// Each seat's switch, in order: Human, Computer.
    pub player_kinds: Vec<PlayerKind>,
    /// The levels a computer seat's level row offers, weakest first.
    pub levels: Vec<AiLevel>,
    /// The rules variants in the one order both apps show (empty: no
    /// picker).
    pub variants: Vec<String>,
    pub seats: Vec<NewGameSeat>,
    /// The starters offered, in order: each seat, then `null` (random).
    pub starters: Vec<Option<u32>>,
    /// Pyramido: seats keep their places and colours are not by seat.
    pub takes_first_player: bool,
    pub human_count: u32,
}

fn offer(game: GameKind) -> GameOffer {
    let info = session::info(game);
    GameOffer {
        game,
        variants: info.variants,
        min_seats: info.min_seats as u32,
        max_seats: info.max_seats as u32,
        levels: info.ai_levels,
    }
}

fn model(choices: &NewGameChoices) -> Result<NewGame> {
    let mut m = NewGame::new(offer(choices.game));
    // Taken one by one, so a record the app built by hand cannot hold a
    // choice the game does not offer.
    m.set_seat_count(choices.seat_count);
    for (seat, c) in choices
        .controllers
        .iter()
        .enumerate()
        .take(m.controllers.len())
    {
        if m.offer.levels.contains(&match c {
            SeatController::Ai { level } => *level,
            SeatController::Human => AiLevel::Random,
        }) || *c == SeatController::Human
        {
            m.controllers[seat] = c.core();
        }
    }
    for (seat, level) in choices.seat_levels.iter().enumerate().take(m.levels.len()) {
        if m.offer.levels.contains(level) {
            m.levels[seat] = *level;
        }
    }
    m.set_variant(&choices.variant);
    m.set_starter(choices.starter);
    m.table_mode = choices.table_mode;
    Ok(m)
}

fn record(m: &NewGame) -> NewGameChoices {
    NewGameChoices {
        game: m.game(),
        seat_count: m.seat_count,
        controllers: m
            .controllers
            .iter()
            .map(|c| SeatController::from_core(*c))
            .collect(),
        seat_levels: m.levels.clone(),
        variant: m.variant.clone(),
        starter: m.starter,
        table_mode: m.table_mode,
    }
}

/// The defaults for a new game of `game` (every game is in every build).
#[uniffi::export]
pub fn new_game_choices(game: GameKind) -> NewGameChoices {
    record(&NewGame::new(offer(game)))
}

/// The choices after one change, or `null` if the game does not offer it
/// (nothing changes then).
#[uniffi::export]
pub fn new_game_choose(choices: NewGameChoices, choice: NewGameChoice) -> Option<NewGameChoices> {
    guard(|| {
        let mut m = model(&choices)?;
        let ok = match choice {
            NewGameChoice::SeatCount { count } => m.set_seat_count(count),
            NewGameChoice::Seat { seat, controller } => m.set_controller(seat, controller.core()),
            NewGameChoice::PlayerKind { seat, kind } => m.set_player_kind(seat, kind),
            NewGameChoice::Level { seat, level } => m.set_level(seat, level),
            NewGameChoice::Variant { variant } => m.set_variant(&variant),
            NewGameChoice::Starter { seat } => m.set_starter(seat),
            NewGameChoice::TableMode { on } => {
                m.table_mode = on;
                true
            }
        };
        Ok(ok.then(|| record(&m)))
    })
    .ok()
    .flatten()
}

/// What the screen shows for `choices`.
#[uniffi::export]
pub fn new_game_view(choices: NewGameChoices) -> NewGameView {
    let m = match model(&choices) {
        Ok(m) => m,
        Err(_) => {
            return NewGameView {
                seat_counts: vec![],
                player_kinds: vec![],
                levels: vec![],
                variants: vec![],
                seats: vec![],
                starters: vec![],
                takes_first_player: false,
                human_count: 0,
            }
        }
    };
    NewGameView {
        seat_counts: m.seat_counts(),
        player_kinds: PlayerKind::ALL.to_vec(),
        levels: m.levels(),
        variants: if m.has_variants() {
            m.variants().to_vec()
        } else {
            vec![]
        },
        seats: (0..m.seat_count)
            .map(|seat| NewGameSeat {
                seat,
                controller: SeatController::from_core(m.seats()[seat as usize]),
                kind: PlayerKind::of(m.seats()[seat as usize]),
                level: m.level_of(seat),
                colour: m.colour_of(seat),
                moves_first: m.starter == Some(seat),
            })
            .collect(),
        starters: (0..m.seat_count).map(Some).chain([None]).collect(),
        takes_first_player: m.takes_first_player(),
        human_count: m.human_count(),
    }
}

/// The options to start the chosen game with; `drawn` is the starter the
/// app drew (`0 ..< seat_count`) for when the player left it to chance.
#[uniffi::export]
pub fn new_game_options(choices: NewGameChoices, seed: i64, drawn: u32) -> Result<GameOptions> {
    guard(|| {
        let start = model(&choices)?.start(drawn);
        Ok(GameOptions {
            game: choices.game,
            variant: start.variant,
            seats: start
                .seats
                .into_iter()
                .map(SeatController::from_core)
                .collect(),
            seed,
            max_plies: None,
            first_player: start.first_player.map(|f| f as i32),
        })
    })
}

#[uniffi::export]
impl TextCatalog {
    /// A seat switch's word: "Human", "Computer" (the rows' titles are
    /// `TextKey.PLAYED_BY` and `TextKey.LEVEL_ROW`; a level's word is
    /// `level_name`).
    pub fn player_kind_name(&self, kind: PlayerKind) -> String {
        self.inner.player_kind_name(kind)
    }

    /// A seat row's label on the new-game screen ("Player 1 · Light, moves
    /// first", "Player 2 · Dark", "Player 1 · colour drawn at the start";
    /// Pyramido: "Player 3 · moves first").
    pub fn new_game_seat_label(&self, choices: NewGameChoices, seat: u32) -> String {
        match model(&choices) {
            Ok(m) => self.inner.new_game_seat_label(&m, seat),
            Err(_) => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameSession;

    #[test]
    fn variants_come_in_the_games_order_and_choices_make_a_game() {
        let c = new_game_choices(GameKind::Pylos);
        let view = new_game_view(c.clone());
        assert_eq!(view.variants, ["standard", "kids", "expert"]);
        assert_eq!(view.seat_counts, [2]);
        assert!(!view.levels.contains(&AiLevel::Random));
        assert!(new_game_choose(c.clone(), NewGameChoice::SeatCount { count: 3 }).is_none());
        let c = new_game_choose(
            c,
            NewGameChoice::Variant {
                variant: "kids".into(),
            },
        )
        .unwrap();
        let c = new_game_choose(c, NewGameChoice::Starter { seat: Some(1) }).unwrap();
        let view = new_game_view(c.clone());
        assert_eq!(view.seats[1].colour, Some(0));
        assert!(view.seats[1].moves_first);
        let options = new_game_options(c, 5, 0).unwrap();
        assert_eq!(options.variant.as_deref(), Some("kids"));
        assert_eq!(options.seats[1], SeatController::Human);
        GameSession::new(options).unwrap();

        let p = new_game_choices(GameKind::Pyramido);
        assert!(new_game_view(p.clone()).variants.is_empty());
        let p = new_game_choose(p, NewGameChoice::SeatCount { count: 4 }).unwrap();
        let p = new_game_choose(p, NewGameChoice::Starter { seat: None }).unwrap();
        let options = new_game_options(p, 5, 2).unwrap();
        assert_eq!(options.first_player, Some(2));
        assert_eq!(options.seats.len(), 4);
        GameSession::new(options).unwrap();
        assert_eq!(
            new_game_view(new_game_choices(GameKind::Pyramida)).variants,
            ["standard", "swapped"]
        );
    }

    #[test]
    fn a_seat_is_human_or_computer_with_a_level() {
        let c = new_game_choices(GameKind::Pylos);
        let view = new_game_view(c.clone());
        assert_eq!(view.player_kinds, [PlayerKind::Human, PlayerKind::Computer]);
        assert_eq!(
            (view.seats[0].kind, view.seats[0].level),
            (PlayerKind::Human, None)
        );
        assert_eq!(view.seats[1].level, Some(AiLevel::Medium));
        let c = new_game_choose(
            c,
            NewGameChoice::Level {
                seat: 1,
                level: AiLevel::Hard,
            },
        )
        .unwrap();
        assert!(
            new_game_choose(
                c.clone(),
                NewGameChoice::Level {
                    seat: 0,
                    level: AiLevel::Easy
                }
            )
            .is_none(),
            "a human seat has no level"
        );
        let human = PlayerKind::Human;
        let c = new_game_choose(
            c,
            NewGameChoice::PlayerKind {
                seat: 1,
                kind: human,
            },
        )
        .unwrap();
        assert_eq!(new_game_view(c.clone()).seats[1].level, None);
        let computer = PlayerKind::Computer;
        let c = new_game_choose(
            c,
            NewGameChoice::PlayerKind {
                seat: 1,
                kind: computer,
            },
        )
        .unwrap();
        let view = new_game_view(c.clone());
        assert_eq!(
            (view.seats[1].kind, view.seats[1].level),
            (PlayerKind::Computer, Some(AiLevel::Hard)),
            "the level survives the round trip through Human and the record"
        );
        let options = new_game_options(c, 1, 0).unwrap();
        assert_eq!(
            options.seats[1],
            SeatController::Ai {
                level: AiLevel::Hard
            }
        );
        let cs = TextCatalog::new(pyramids_play::Language::Czech);
        assert_eq!(cs.player_kind_name(PlayerKind::Computer), "Počítač");
    }
}
