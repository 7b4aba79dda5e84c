//! Floor scoring from the top view, and the final ranking.
//!
//! An area is a 4-connected group of visible quarters of one colour, so it
//! runs across floors wherever a lower floor's uncovered ring touches a
//! higher block of the same colour. A quarter covered by a higher block is
//! gone from the view together with its jewel.

use serde::Serialize;

use super::board::{Cell, Pyramid, TopQuarter, QSIDE, QUARTERS};
use super::dominoes::Colour;
use crate::game::Seat;

/// The quarters and visible jewels of one area.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Area {
    pub quarters: u16,
    pub jewels: u16,
}

/// The area containing quarter `start` of a top view (empty if nothing is
/// built there). `seen` marks visited quarters so callers can enumerate all
/// areas without counting one twice.
pub fn area_from(top: &[TopQuarter; QUARTERS], start: usize, seen: &mut [bool; QUARTERS]) -> Area {
    let mut area = Area::default();
    let Some(colour) = top.get(start).map(|q| q.colour_code()).filter(|&c| c != 0) else {
        return area;
    };
    if seen[start] {
        return area;
    }
    let mut stack = [0u16; QUARTERS];
    let mut len = 1;
    stack[0] = start as u16;
    seen[start] = true;
    while len > 0 {
        len -= 1;
        let q = usize::from(stack[len]);
        area.quarters += 1;
        area.jewels += u16::from(top[q].jewel());
        let (x, y) = (q % QSIDE, q / QSIDE);
        let mut visit = |n: usize| {
            if !seen[n] && top[n].colour_code() == colour {
                seen[n] = true;
                stack[len] = n as u16;
                len += 1;
            }
        };
        if x > 0 {
            visit(q - 1);
        }
        if x + 1 < QSIDE {
            visit(q + 1);
        }
        if y > 0 {
            visit(q - QSIDE);
        }
        if y + 1 < QSIDE {
            visit(q + QSIDE);
        }
    }
    area
}

/// Every area of a top view with its colour (largest first by jewels), for
/// UIs and the AI.
pub fn all_areas(top: &[TopQuarter; QUARTERS]) -> Vec<(Colour, Area)> {
    let mut seen = [false; QUARTERS];
    let mut out = Vec::new();
    for q in 0..QUARTERS {
        if let Some(colour) = top[q].colour() {
            if !seen[q] {
                out.push((colour, area_from(top, q, &mut seen)));
            }
        }
    }
    out.sort_by(|a, b| b.1.jewels.cmp(&a.1.jewels).then(a.0.cmp(&b.0)));
    out
}

/// One marker's area in a floor scoring.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MarkedArea {
    pub colour: Colour,
    /// The floor and cell of the marked block.
    pub floor: u8,
    pub cell: Cell,
    pub quarters: u16,
    /// Visible jewel icons in the area: the marker's points.
    pub jewels: u16,
}

/// One player's score for one floor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FloorScore {
    pub seat: Seat,
    pub floor: u8,
    /// Marked areas in colour order.
    pub areas: Vec<MarkedArea>,
    /// The Mino bonus: the lowest marked area's points once more.
    pub bonus: u16,
    /// The colour of the area that earned the bonus (the first colour among
    /// equals; the choice does not change the points).
    pub bonus_colour: Option<Colour>,
    pub points: u16,
}

/// Scores the markers (one optional cell index per colour) on a pyramid.
pub fn score_markers(
    pyramid: &Pyramid,
    markers: &[Option<u8>; 6],
    seat: Seat,
    floor: u8,
) -> FloorScore {
    let top = pyramid.top_view();
    let mut areas = Vec::new();
    for colour in Colour::ALL {
        let Some(index) = markers[colour.index()] else {
            continue;
        };
        let Some((f, cell)) = pyramid.locate(usize::from(index)) else {
            continue;
        };
        // Markers of different colours never share an area, so a fresh
        // visited set per marker costs nothing in correctness.
        let mut seen = [false; QUARTERS];
        let q = pyramid.quarters_of(f, cell)[0];
        let area = area_from(top, q, &mut seen);
        areas.push(MarkedArea {
            colour,
            floor: f,
            cell,
            quarters: area.quarters,
            jewels: area.jewels,
        });
    }
    let lowest = areas.iter().min_by_key(|a| a.jewels);
    let bonus = lowest.map_or(0, |a| a.jewels);
    let bonus_colour = lowest.map(|a| a.colour);
    let points = areas.iter().map(|a| a.jewels).sum::<u16>() + bonus;
    FloorScore {
        seat,
        floor,
        areas,
        bonus,
        bonus_colour,
        points,
    }
}

/// A floor's score without the details (AI hot path).
pub fn marker_points(pyramid: &Pyramid, markers: &[Option<u8>; 6]) -> u16 {
    let top = pyramid.top_view();
    let mut total = 0u16;
    let mut lowest = u16::MAX;
    for index in markers.iter().flatten() {
        let Some((f, cell)) = pyramid.locate(usize::from(*index)) else {
            continue;
        };
        let mut seen = [false; QUARTERS];
        let jewels = area_from(top, pyramid.quarters_of(f, cell)[0], &mut seen).jewels;
        total += jewels;
        lowest = lowest.min(jewels);
    }
    if lowest == u16::MAX {
        0
    } else {
        total + lowest
    }
}

/// One line of the final ranking.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RankEntry {
    /// 1 for the winners; tied players share a place.
    pub place: u8,
    pub seat: Seat,
    pub score: u32,
    pub unused_tiles: u8,
    pub best_floor: u16,
    pub eliminated: bool,
}
