//! Pylos action notation: `1b2` place, `1a1-2b1` raise, `x2b1` reclaim,
//! `stop` (or `-`) to decline the optional second reclaim.

use super::{Pos, PylosAction};
use crate::error::NotationError;

const EXPECTED: &str = "a place like 1b2, a raise like 1a1-2b1, a reclaim like x2b1, or stop";

pub fn format(action: &PylosAction) -> String {
    match action {
        PylosAction::Place { to } => to.to_string(),
        PylosAction::Raise { from, to } => format!("{from}-{to}"),
        PylosAction::Reclaim { from } => format!("x{from}"),
        PylosAction::Stop => "stop".into(),
    }
}

pub fn parse(text: &str) -> Result<PylosAction, NotationError> {
    let t = text.trim().to_ascii_lowercase();
    let pos = |s: &str| {
        Pos::parse(s).ok_or_else(|| {
            NotationError::new(
                text,
                format!("{s:?} is not a position (level 1-4, column letter, row number, e.g. 2b1)"),
            )
        })
    };
    if t == "stop" || t == "-" {
        return Ok(PylosAction::Stop);
    }
    if let Some(rest) = t.strip_prefix('x') {
        return Ok(PylosAction::Reclaim { from: pos(rest)? });
    }
    if let Some((from, to)) = t.split_once('-') {
        return Ok(PylosAction::Raise {
            from: pos(from)?,
            to: pos(to)?,
        });
    }
    if t.len() == 3 {
        return Ok(PylosAction::Place { to: pos(&t)? });
    }
    Err(NotationError::new(text, EXPECTED))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_all_forms() {
        for text in ["1b2", "1a1-2b1", "x2b1", "stop", "4a1", "3b2-4a1"] {
            assert_eq!(format(&parse(text).unwrap()), text);
        }
        assert_eq!(
            parse("  X1A1 ").unwrap(),
            PylosAction::Reclaim {
                from: Pos::parse("1a1").unwrap()
            }
        );
        assert_eq!(parse("-").unwrap(), PylosAction::Stop);
    }

    #[test]
    fn rejects_garbage_with_a_reason() {
        for bad in ["", "1e1", "z", "1a1-", "x", "1a1-2b1-3a1", "11111", "é"] {
            let err = parse(bad).unwrap_err();
            assert!(!err.expected.is_empty(), "{bad}");
        }
    }
}
