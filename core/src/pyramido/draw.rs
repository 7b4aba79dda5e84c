//! A plain-text picture of the table for terminals: every pyramid seen
//! from above at quarter resolution, the mover's current floor as a cell map
//! (for notation), the quarry and the pile tops. No I/O: callers print it.
//!
//! Legend: a quarter shows its colour letter (n brown, b blue, y yellow,
//! a aqua, r red, g green), in capitals when it shows a jewel icon, followed
//! by the floor it lies on (1–4) or `@` on a marked block. `|` and `-` are
//! floor borders. With `color`, quarters get their colour as ANSI background.

use std::fmt::Write;

use super::board::{Cell, Pyramid, TopQuarter, QSIDE};
use super::dominoes::{domino, Block, Colour, Corner, TILE_FACES};
use super::{Phase, Pyramido, FLOORS, PILES};
use crate::game::{Game, Outcome};

fn paint(text: &str, colour: Option<Colour>, color: bool) -> String {
    match (color, colour) {
        (true, Some(c)) => {
            let (bg, fg) = match c {
                Colour::Brown => (94, 231),
                Colour::Blue => (27, 231),
                Colour::Yellow => (220, 16),
                Colour::Aqua => (51, 16),
                Colour::Red => (160, 231),
                Colour::Green => (28, 231),
            };
            format!("\x1b[48;5;{bg}m\x1b[38;5;{fg}m{text}\x1b[0m")
        }
        _ => text.to_string(),
    }
}

fn letter(colour: Colour, jewel: bool) -> char {
    let l = colour.letter();
    if jewel {
        l.to_ascii_uppercase()
    } else {
        l
    }
}

/// Two text rows (north, south) for a block's four quarters.
fn block_rows(block: Block, color: bool) -> [String; 2] {
    let q = |c: Corner| {
        paint(
            &letter(block.colour, block.jewels.contains(c)).to_string(),
            Some(block.colour),
            color,
        )
    };
    [
        format!("{}{}", q(Corner::Nw), q(Corner::Ne)),
        format!("{}{}", q(Corner::Sw), q(Corner::Se)),
    ]
}

/// A domino as two rows of four quarters, west block first.
fn domino_rows(id: Option<u8>, color: bool) -> [String; 2] {
    match id {
        None => ["  --  ".into(), "      ".into()],
        Some(id) => {
            let d = domino(id);
            let w = block_rows(d.west, color);
            let e = block_rows(d.east, color);
            [format!("{}|{}", w[0], e[0]), format!("{}|{}", w[1], e[1])]
        }
    }
}

/// The top view of one pyramid, cropped to what is built.
fn top_view(p: &Pyramid, marked: &[usize], color: bool) -> Vec<String> {
    let top = p.top_view();
    let built: Vec<usize> = (0..top.len())
        .filter(|&q| top[q].colour_code() != 0)
        .collect();
    if built.is_empty() {
        return vec!["(nothing built)".into()];
    }
    let x0 = built.iter().map(|q| q % QSIDE).min().unwrap_or(0);
    let x1 = built.iter().map(|q| q % QSIDE).max().unwrap_or(0);
    let y0 = built.iter().map(|q| q / QSIDE).min().unwrap_or(0);
    let y1 = built.iter().map(|q| q / QSIDE).max().unwrap_or(0);
    let at = |x: usize, y: usize| top[y * QSIDE + x];
    let floor_of = |t: TopQuarter| t.floor();
    let mut lines = Vec::new();
    for y in y0..=y1 {
        if y > y0 {
            // Border row: '-' under quarters whose floor changes downwards.
            let mut border = String::new();
            for x in x0..=x1 {
                let (a, b) = (at(x, y), at(x, y - 1));
                let changes =
                    a.colour_code() != 0 && b.colour_code() != 0 && floor_of(a) != floor_of(b);
                border.push_str(if changes { "--" } else { "  " });
                if x < x1 {
                    border.push(' ');
                }
            }
            if border.trim().is_empty() {
                lines.push(String::new());
            } else {
                lines.push(border.trim_end().to_string());
            }
        }
        let mut row = String::new();
        for x in x0..=x1 {
            let t = at(x, y);
            let cell = match t.colour() {
                None => "  ".to_string(),
                Some(c) => {
                    let tag = if marked.contains(&(y * QSIDE + x)) {
                        '@'
                    } else {
                        char::from(b'0' + t.floor())
                    };
                    paint(&format!("{}{}", letter(c, t.jewel()), tag), Some(c), color)
                }
            };
            row.push_str(&cell);
            if x < x1 {
                let (a, b) = (at(x, y), at(x + 1, y));
                let border =
                    a.colour_code() != 0 && b.colour_code() != 0 && floor_of(a) != floor_of(b);
                row.push(if border { '|' } else { ' ' });
            }
        }
        lines.push(row.trim_end().to_string());
    }
    // Blank border rows carry no information; keep the grid compact.
    lines.retain(|l| !l.is_empty());
    lines
}

/// The current floor as a grid of cells with coordinates, for notation.
fn floor_map(p: &Pyramid, floor: u8, color: bool) -> Vec<String> {
    let (w, h) = p.dims(floor);
    let (c0, r0, c1, r1) = if floor == 1 {
        match p.floor1_bounds() {
            // Two cells of margin: as far as a domino can reach.
            Some(b) => (
                b.col.saturating_sub(2),
                b.row.saturating_sub(2),
                (b.col + b.width + 1).min(w - 1),
                (b.row + b.height + 1).min(h - 1),
            ),
            None => (2, 2, 6, 6),
        }
    } else if w == 0 {
        return Vec::new();
    } else {
        (0, 0, w - 1, h - 1)
    };
    let mut lines = Vec::new();
    let mut header = String::from("    ");
    for c in c0..=c1 {
        let _ = write!(header, " {} ", (b'a' + c) as char);
    }
    lines.push(header.trim_end().to_string());
    for r in r0..=r1 {
        let mut line = format!("{:>3} ", u32::from(r) + 1);
        for c in c0..=c1 {
            let slot = p.slot(floor, Cell::new(c, r));
            match slot.block() {
                None => line.push_str(" . "),
                Some(b) => {
                    let n = b.jewels.count();
                    let tag = if slot.is_tile() {
                        't'
                    } else if n > 0 {
                        char::from(b'0' + n as u8)
                    } else {
                        ' '
                    };
                    line.push_str(&paint(
                        &format!(" {}{}", letter(b.colour, n > 0), tag),
                        Some(b.colour),
                        color,
                    ));
                }
            }
        }
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// The whole table as text; ANSI colours when `color`.
pub fn draw(state: &Pyramido, color: bool) -> String {
    let mut out = String::new();
    let floor = state.floor();
    let _ = writeln!(
        out,
        "Pyramido — floor {floor} of {FLOORS}, {}",
        state.decision()
    );
    for (seat, p) in state.players().iter().enumerate() {
        let mover = seat == state.to_move() && state.phase() != Phase::Over;
        let tiles: Vec<String> = p
            .tiles()
            .iter()
            .zip(TILE_FACES)
            .filter(|(t, _)| **t)
            .map(|(_, f)| format!("{}/{}", f[0].name(), f[1].name()))
            .collect();
        let floors: Vec<String> = p.floor_scores().iter().map(u16::to_string).collect();
        let _ = writeln!(
            out,
            "\n{} Seat {} — {} pts [{}] · tiles: {} · floor {floor}: {}/{} blocks{}",
            if mover { '>' } else { ' ' },
            seat + 1,
            p.score(),
            floors.join(" "),
            if tiles.is_empty() {
                "none".into()
            } else {
                tiles.join(", ")
            },
            p.pyramid().filled(floor),
            super::FLOOR_CELLS[usize::from(floor.clamp(1, 4)) - 1],
            if p.is_eliminated() { " · OUT" } else { "" },
        );
        let markers: Vec<String> = Colour::ALL
            .iter()
            .filter_map(|&c| {
                p.marker(c)
                    .map(|(f, cell)| format!("{c} on {cell} (floor {f})"))
            })
            .collect();
        if !markers.is_empty() {
            let _ = writeln!(out, "  markers: {}", markers.join(", "));
        }
        let marked: Vec<usize> = Colour::ALL
            .iter()
            .filter_map(|&c| {
                p.marker(c)
                    .map(|(f, cell)| p.pyramid().quarters_of(f, cell)[0])
            })
            .collect();
        for line in top_view(p.pyramid(), &marked, color) {
            let _ = writeln!(out, "  {line}");
        }
        if mover {
            let _ = writeln!(out, "  floor {floor} cells:");
            for line in floor_map(p.pyramid(), floor, color) {
                let _ = writeln!(out, "  {line}");
            }
        }
    }
    let sizes = state.pile_sizes();
    let tops = state.pile_tops();
    let quarry = state.quarry();
    let _ = writeln!(out);
    let mut piles = [
        String::from("piles  "),
        String::from("       "),
        String::from("       "),
    ];
    for p in 0..PILES {
        let _ = write!(piles[0], "p{} ({:>2})    ", p + 1, sizes[p]);
        let rows = domino_rows(tops[p], color);
        let _ = write!(piles[1], "{}     ", rows[0]);
        let _ = write!(piles[2], "{}     ", rows[1]);
    }
    let mut q = [
        String::from("quarry    "),
        String::from("          "),
        String::from("          "),
    ];
    for (s, &slot) in quarry.iter().enumerate() {
        let _ = write!(q[0], "q{}          ", s + 1);
        let rows = domino_rows(slot, color);
        let _ = write!(q[1], "{}     ", rows[0]);
        let _ = write!(q[2], "{}     ", rows[1]);
    }
    for line in piles.iter().chain(q.iter()) {
        let _ = writeln!(out, "{}", line.trim_end());
    }
    match state.outcome() {
        Outcome::Ongoing => {}
        outcome => {
            let _ = writeln!(out, "\nGame over: {outcome:?}");
            for r in state.ranking() {
                let _ = writeln!(
                    out,
                    "  {}. seat {} — {} pts, {} tiles left, best floor {}{}",
                    r.place,
                    r.seat + 1,
                    r.score,
                    r.unused_tiles,
                    r.best_floor,
                    if r.eliminated { " (out)" } else { "" }
                );
            }
        }
    }
    out
}
