//! The full public state as JSON (the CLI's `--json`, debugging).

use serde_json::json;

use super::{domino, Cell, Colour, Game, Pyramido, FLOORS, PILES, TILE_FACES};

pub(super) fn state_json(state: &Pyramido) -> serde_json::Value {
    let dom = |id: Option<u8>| {
        id.map(|id| json!({"id": id, "west": domino(id).west, "east": domino(id).east}))
    };
    let seats: Vec<serde_json::Value> = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let floors: Vec<serde_json::Value> = (1..=FLOORS)
                .map(|f| {
                    let (w, h) = p.pyramid.dims(f);
                    let (w, h) =
                        if f == 1 { p.pyramid.floor1_bounds().map_or((0, 0), |r| (r.col + r.width, r.row + r.height)) } else { (w, h) };
                    let mut cells = Vec::new();
                    for row in 0..h {
                        for col in 0..w {
                            let cell = Cell { col, row };
                            if let Some(b) = p.pyramid.slot(f, cell).block() {
                                cells.push(json!({
                                    "cell": cell, "colour": b.colour, "jewels": b.jewels,
                                    "tile": p.pyramid.slot(f, cell).is_tile(),
                                    "domino": p.pyramid.domino_at(f, cell),
                                }));
                            }
                        }
                    }
                    json!({"floor": f, "size": p.pyramid.dims(f), "cells": cells})
                })
                .collect();
            let markers: serde_json::Map<String, serde_json::Value> = Colour::ALL
                .into_iter()
                .map(|c| (c.name().to_string(), json!(p.marker(c).map(|(f, cell)| json!({"floor": f, "cell": cell})))))
                .collect();
            json!({
                "seat": seat,
                "score": p.score(),
                "floor_scores": p.floor_scores(),
                "tiles": p.tiles().iter().zip(TILE_FACES).map(|(&t, faces)| json!({"faces": faces, "unused": t})).collect::<Vec<_>>(),
                "markers": markers,
                "eliminated": p.is_eliminated(),
                "rect": p.pyramid.rect(),
                "floors": floors,
            })
        })
        .collect();
    json!({
        "game": "pyramido",
        "players": state.players.len(),
        "floor": state.floor,
        "starter": state.starter,
        "to_move": state.to_move,
        "phase": state.phase(),
        "decision": state.decision().kind(),
        "turn": state.turn(),
        "quarry": state.quarry.map(dom),
        "piles": (0..PILES).map(|p| json!({"size": state.piles[p].len(), "top": dom(state.piles[p].last().copied())})).collect::<Vec<_>>(),
        "seats": seats,
        "ranking": state.ranking(),
        "outcome": state.outcome(),
    })
}
