//! Pyramido notation, one token per decision (cells are on the mover's
//! current floor: the 9×9 canvas a1–i9 on floor 1, the footprint grid from
//! a1 above it):
//!
//! ```text
//! place   = "q" slot "@" cell dir        q2@e5s   quarry slot 1-3, west block on e5, east block to the south
//! mark    = "m@" cell                    m@e6
//! tile    = "t@" cell "=" colour ":" corner    t@e5=red:ne   face colour, jewel corner
//! skip    = "-" | "skip"                 -        no single tile this turn
//! refill  = "p" pile                     p3       piles 1-4; slot k is between piles k and k+1
//! hole    = "h@" cell "=" colour ":" corner    h@b2=aqua:sw  no-fit turn, one tile per action
//! dir     = "e" | "s" | "w" | "n"
//! colour  = brown | blue | yellow | aqua | red | green | n | b | y | a | r | g
//! corner  = "nw" | "ne" | "se" | "sw"
//! cell    = column letter + row number, e.g. c3
//! ```
//! Case and surrounding spaces are ignored; printing gives full colour names.

use super::board::{Cell, Dir};
use super::dominoes::{Colour, Corner};
use super::PyramidoAction;
use crate::error::NotationError;

const EXPECTED: &str =
    "a placement like q2@e5s, a mark like m@e6, a tile like t@e5=red:ne, - to skip the tile, \
                        a refill like p3, or a hole fill like h@b2=aqua:sw";

pub fn format(action: &PyramidoAction) -> String {
    match *action {
        PyramidoAction::Place { slot, cell, dir } => {
            format!("q{}@{cell}{}", u32::from(slot) + 1, dir.letter())
        }
        PyramidoAction::Mark { cell } => format!("m@{cell}"),
        PyramidoAction::Tile {
            cell,
            colour,
            corner,
        } => format!("t@{cell}={colour}:{corner}"),
        PyramidoAction::SkipTile => "-".into(),
        PyramidoAction::Refill { pile } => format!("p{}", u32::from(pile) + 1),
        PyramidoAction::FillHole {
            cell,
            colour,
            corner,
        } => format!("h@{cell}={colour}:{corner}"),
    }
}

fn number(text: &str, digits: &str, lo: u8, hi: u8, what: &str) -> Result<u8, NotationError> {
    match digits.parse::<u8>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n - 1),
        _ => Err(NotationError::new(text, format!("{what} {lo}-{hi}"))),
    }
}

fn cell(text: &str, s: &str) -> Result<Cell, NotationError> {
    Cell::parse(s).ok_or_else(|| {
        NotationError::new(
            text,
            format!("{s:?} is not a cell (column letter and row number, e.g. c3)"),
        )
    })
}

/// `<cell>=<colour>:<corner>`
fn tile_spec(text: &str, s: &str) -> Result<(Cell, Colour, Corner), NotationError> {
    let (at, face) = s
        .split_once('=')
        .ok_or_else(|| NotationError::new(text, "cell=colour:corner, e.g. e5=red:ne"))?;
    let (colour, corner) = face
        .split_once(':')
        .ok_or_else(|| NotationError::new(text, "colour:corner after '=', e.g. red:ne"))?;
    let colour = Colour::parse(colour).ok_or_else(|| {
        NotationError::new(
            text,
            format!("{colour:?} is not a colour (brown, blue, yellow, aqua, red, green)"),
        )
    })?;
    let corner = Corner::parse(corner).ok_or_else(|| {
        NotationError::new(text, format!("{corner:?} is not a corner (nw, ne, se, sw)"))
    })?;
    Ok((cell(text, at)?, colour, corner))
}

pub fn parse(text: &str) -> Result<PyramidoAction, NotationError> {
    let t: String = text.trim().to_ascii_lowercase();
    if t == "-" || t == "skip" {
        return Ok(PyramidoAction::SkipTile);
    }
    if let Some(rest) = t.strip_prefix("m@") {
        return Ok(PyramidoAction::Mark {
            cell: cell(text, rest)?,
        });
    }
    if let Some(rest) = t.strip_prefix("t@") {
        let (cell, colour, corner) = tile_spec(text, rest)?;
        return Ok(PyramidoAction::Tile {
            cell,
            colour,
            corner,
        });
    }
    if let Some(rest) = t.strip_prefix("h@") {
        let (cell, colour, corner) = tile_spec(text, rest)?;
        return Ok(PyramidoAction::FillHole {
            cell,
            colour,
            corner,
        });
    }
    if let Some(rest) = t.strip_prefix('p') {
        return Ok(PyramidoAction::Refill {
            pile: number(text, rest, 1, 4, "a pile")?,
        });
    }
    if let Some(rest) = t.strip_prefix('q') {
        let (slot, place) = rest
            .split_once('@')
            .ok_or_else(|| NotationError::new(text, "q<slot>@<cell><dir>, e.g. q2@e5s"))?;
        let slot = number(text, slot, 1, 3, "a quarry slot")?;
        let dir_char = place
            .chars()
            .last()
            .ok_or_else(|| NotationError::new(text, "a cell and a direction after '@'"))?;
        let dir = Dir::from_letter(dir_char).ok_or_else(|| {
            NotationError::new(
                text,
                "a direction e, s, w or n after the cell (where the east block goes)",
            )
        })?;
        let at = &place[..place.len() - dir_char.len_utf8()];
        return Ok(PyramidoAction::Place {
            slot,
            cell: cell(text, at)?,
            dir,
        });
    }
    Err(NotationError::new(text, EXPECTED))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_every_form() {
        for text in [
            "q1@e5e",
            "q3@i9n",
            "m@e6",
            "t@e5=red:ne",
            "-",
            "p4",
            "h@b2=aqua:sw",
            "q2@a1s",
            "t@a1=brown:nw",
        ] {
            assert_eq!(format(&parse(text).unwrap()), text);
        }
        assert_eq!(parse(" Q2@E5S ").unwrap(), parse("q2@e5s").unwrap());
        assert_eq!(parse("skip").unwrap(), PyramidoAction::SkipTile);
        assert_eq!(parse("t@c3=r:se").unwrap(), parse("t@c3=red:se").unwrap());
        assert_eq!(parse("h@c3=n:se").unwrap(), parse("h@c3=brown:se").unwrap());
    }

    #[test]
    fn notation_rejects_garbage_with_a_reason() {
        for bad in [
            "",
            "q",
            "q4@e5e",
            "q0@e5e",
            "q1e5e",
            "q1@e5",
            "q1@e5x",
            "q1@5e",
            "m@",
            "m@zz",
            "t@e5",
            "t@e5=red",
            "t@e5=pink:ne",
            "t@e5=red:up",
            "p0",
            "p5",
            "p",
            "h@e5=red",
            "é",
            "q1@é",
            "x",
            "q1@a0e",
            "q1@a100e",
        ] {
            let err = parse(bad).unwrap_err();
            assert!(!err.expected.is_empty(), "{bad}");
        }
    }
}
