//! Pyramido's rule options.

use serde::{Deserialize, Serialize};

fn default_players() -> u8 {
    2
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PyramidoOptions {
    /// 2, 3 or 4 (other values are clamped into that range).
    #[serde(default = "default_players")]
    pub players: u8,
    /// The seat that starts floor 1; chosen by the seed when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u8>,
}

impl Default for PyramidoOptions {
    fn default() -> Self {
        PyramidoOptions {
            players: default_players(),
            first_player: None,
        }
    }
}

impl PyramidoOptions {
    pub fn players(players: u8) -> Self {
        PyramidoOptions {
            players,
            first_player: None,
        }
    }
}
