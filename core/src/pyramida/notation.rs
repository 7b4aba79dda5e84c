//! Pyramida notation and a plain-text board.
//!
//! Grammar (case and surrounding blanks ignored):
//!
//! ```text
//! action  = move | retreat | "pass"
//! move    = field "-" field        e.g. e1-d2, e5-f6
//! retreat = field                  the retreating stone's target, e.g. d2
//! field   = file row               file a..k, row 1..6, on the board
//! ```

use super::{Field, Pyramida, PyramidaAction, BLACK, WHITE};
use crate::error::NotationError;
use crate::game::{Game, Outcome};

const EXPECTED: &str = "a move like e1-d2, a retreat target like d2, or pass";

pub fn format(action: &PyramidaAction) -> String {
    match action {
        PyramidaAction::Move { from, to } => format!("{from}-{to}"),
        PyramidaAction::Retreat { to } => to.to_string(),
        PyramidaAction::Pass => "pass".into(),
    }
}

pub fn parse(text: &str) -> Result<PyramidaAction, NotationError> {
    let t = text.trim().to_ascii_lowercase();
    let field = |s: &str| {
        Field::parse(s).ok_or_else(|| {
            NotationError::new(
                text,
                format!(
                    "{:?} is not a field (a1 c1 … k1, b2 … j2, c3 … i3, d4 f4 h4, e5 g5, f6)",
                    s.trim()
                ),
            )
        })
    };
    if t == "pass" {
        return Ok(PyramidaAction::Pass);
    }
    if let Some((from, to)) = t.split_once('-') {
        return Ok(PyramidaAction::Move {
            from: field(from)?,
            to: field(to)?,
        });
    }
    if t.len() == 2 {
        return Ok(PyramidaAction::Retreat { to: field(&t)? });
    }
    Err(NotationError::new(text, EXPECTED))
}

/// The board as text, top row first, one file per three columns:
///
/// ```text
/// 6                 .
/// 5              .     .
/// …
/// 1  W     B     W     B     W     B
///    a  b  c  d  e  f  g  h  i  j  k
/// ```
///
/// `W`/`B` are stones, lower case when blocked, `*` marks a protected stone
/// and `!` the field a stone is retreating from. With `color`, stones are
/// drawn with ANSI colours.
pub fn draw_board(state: &Pyramida, color: bool) -> String {
    let paint = |text: String, code: &str| {
        if color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text
        }
    };
    let mut out = String::new();
    for row in (0..6u8).rev() {
        let mut line = format!("{} ", row + 1);
        for x in 0..11u8 {
            let cell = match Field::at(x, row) {
                None => "   ".to_string(),
                Some(f) => {
                    let mark = if state.retreat_from() == Some(f) {
                        "!"
                    } else if state.protected() == Some(f) {
                        "*"
                    } else {
                        " "
                    };
                    let glyph = match state.occupant(f) {
                        Some(seat) => {
                            let letter = match (seat, state.is_blocked(f)) {
                                (WHITE, false) => "W",
                                (WHITE, true) => "w",
                                (_, false) => "B",
                                (_, true) => "b",
                            };
                            paint(
                                letter.to_string(),
                                if seat == WHITE { "1;97" } else { "1;94" },
                            )
                        }
                        None => paint(".".to_string(), "2"),
                    };
                    format!(" {glyph}{mark}")
                }
            };
            line.push_str(&cell);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("   a  b  c  d  e  f  g  h  i  j  k\n");
    let status = match state.outcome() {
        Outcome::Win { winner } => format!("{} wins", seat_name(winner)),
        _ => match state.retreat_from() {
            Some(from) => format!(
                "{} to retreat the stone from {from} to {}",
                seat_name(state.to_move()),
                state
                    .retreat_options()
                    .iter()
                    .map(|f| f.to_string())
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
            None => format!(
                "{} to {}",
                seat_name(state.to_move()),
                crate::Decision::Pyramida {
                    decision: state.decision()
                }
            ),
        },
    };
    out.push_str(&format!(
        "off: White {}, Black {}; {status}\n",
        state.off(WHITE),
        state.off(BLACK)
    ));
    out
}

pub fn seat_name(seat: usize) -> &'static str {
    if seat == WHITE {
        "White"
    } else {
        "Black"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pyramida::PyramidaOptions;

    #[test]
    fn round_trip_all_forms() {
        for text in ["e1-d2", "d2", "pass", "e5-f6", "k1-j2", "f2-e1"] {
            assert_eq!(format(&parse(text).unwrap()), text);
        }
        assert_eq!(parse("  E1-D2 ").unwrap(), parse("e1-d2").unwrap());
        assert_eq!(parse("PASS").unwrap(), PyramidaAction::Pass);
    }

    #[test]
    fn rejects_garbage_with_a_reason() {
        for bad in [
            "", "b1", "e1-", "-d2", "e1-d2-f2", "x", "f7", "e1d2", "é1", "passe", "a1-l2",
        ] {
            let err = parse(bad).unwrap_err();
            assert!(!err.expected.is_empty(), "{bad}");
        }
    }

    #[test]
    fn board_drawing_shows_the_start() {
        let text = draw_board(&Pyramida::start(&PyramidaOptions::default()), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[5], "1  W     B     W     B     W     B");
        assert_eq!(lines[0], "6                 .");
        assert!(lines[7].contains("White to move a stone"), "{text}");
        let colored = draw_board(&Pyramida::start(&PyramidaOptions::default()), true);
        assert!(colored.contains("\x1b["));
    }
}
