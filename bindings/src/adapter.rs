//! What the session needs from each game beyond the core's `Game`/`GameAi`
//! contract: translating core types to the FFI's plain records and back.
//! No rules live here; adding a game is one module implementing this trait
//! plus one variant in `AnyRecord`, `BoardSnapshot`, `ActionDetail` and
//! `GameEvent`.

use pyramids_core::record::GameRecord;
use pyramids_core::setup::Setup;

use crate::error::PyramidsError;
use crate::session::AnyRecord;
use crate::types::{ActionDetail, BoardSnapshot, GameEvent, GameKind};

pub trait FfiGame: Setup {
    const FFI_KIND: GameKind;
    /// Variant names, the default first.
    const VARIANTS: &'static [&'static str];
    const MIN_SEATS: usize;
    const MAX_SEATS: usize;

    /// Core options for a variant name (`None`: the default), a number of
    /// seats already checked against `MIN_SEATS..=MAX_SEATS` and a first
    /// player (`None`: the game's rule or the seed).
    fn options_for(
        variant: Option<&str>,
        seats: usize,
        first_player: Option<i32>,
    ) -> Result<Self::Options, PyramidsError>;
    fn variant_name(options: &Self::Options) -> String;
    /// The first player the options fix, if any.
    fn first_player(_options: &Self::Options) -> Option<i32> {
        None
    }
    /// The board part of the snapshot; `legal` are the legal actions now.
    fn board(state: &Self, legal: &[Self::Action]) -> BoardSnapshot;
    fn detail(state: &Self, action: &Self::Action) -> ActionDetail;
    /// The core action for a typed detail, or why it is not one of this game.
    fn from_detail(state: &Self, detail: &ActionDetail) -> Result<Self::Action, String>;
    fn event(event: &Self::Event) -> GameEvent;
    fn wrap(record: GameRecord<Self>) -> AnyRecord;
    fn get(any: &AnyRecord) -> Option<&GameRecord<Self>>;
    fn get_mut(any: &mut AnyRecord) -> Option<&mut GameRecord<Self>>;
}

/// Runs `$body` with `$x` bound to what `$any` holds and `$G` to its game:
/// `$enum` is a per-game enum with one variant per game, named after it
/// (`AnyRun`, `AnySession`), so no arm can meet another game's value.
macro_rules! per_game {
    ($enum:ident, $any:expr, |$x:ident, $G:ident| $body:expr) => {
        match $any {
            $enum::Pylos($x) => {
                #[allow(unused)]
                type $G = pyramids_core::pylos::Pylos;
                $body
            }
            $enum::Pyramida($x) => {
                #[allow(unused)]
                type $G = pyramids_core::pyramida::Pyramida;
                $body
            }
            $enum::Pyramido($x) => {
                #[allow(unused)]
                type $G = pyramids_core::pyramido::Pyramido;
                $body
            }
        }
    };
}
pub(crate) use per_game;
