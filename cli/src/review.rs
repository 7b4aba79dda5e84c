//! `pyramids review FILE`: every decision of a saved game judged by the
//! engine (see `pyramids_core::review`), printed with a mark each, the best
//! alternative where the choice was worse, and the turning point.

use std::path::Path;
use std::time::Instant;

use pyramids_core::game::{Game, GameKind, Outcome};
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::pyramido::Pyramido;
use pyramids_core::record::GameRecord;
use pyramids_core::review::{
    self, Review, ReviewBudget, ReviewControl, ReviewValue, Reviewable, Verdict,
    PYLOS_DEFAULT_NODES, PYRAMIDO_DEFAULT_PLAYOUTS,
};
use pyramids_core::save;
use serde_json::json;

use crate::args::Args;
use crate::play::clip;
use crate::terminal::TerminalGame;

pub fn run(args: &Args) -> Result<(), String> {
    args.check_known(&["json", "nodes", "time", "table"])?;
    let path = args
        .positional
        .get(1)
        .ok_or("review: which save file? (pyramids review FILE)")?;
    let text = crate::bounded::read_save(Path::new(path))
        .map_err(|e| format!("cannot read {}: {e}", clip(path)))?;
    let kind = save::peek_kind(&text).map_err(|e| format!("{}: {e}", clip(path)))?;
    match kind {
        GameKind::Pylos => review_file::<Pylos>(args, path, &text),
        GameKind::Pyramido => review_file::<Pyramido>(args, path, &text),
        GameKind::Pyramida => review_file::<Pyramida>(args, path, &text),
    }
}

/// The budget from `--nodes N` or `--time MS`, else the game's default
/// node budget (deterministic output).
fn budget<G: Game>(args: &Args) -> Result<ReviewBudget, String> {
    if args.has("nodes") && args.has("time") {
        return Err("give --nodes or --time, not both".into());
    }
    let positive = |name: &str, v: u64| {
        if v == 0 {
            Err(format!("--{name} must be at least 1"))
        } else {
            Ok(v)
        }
    };
    if args.has("time") {
        let ms = positive("time", args.num("time", 0u64)?)?;
        return Ok(ReviewBudget::Time {
            ms_per_decision: ms,
        });
    }
    let default = match G::KIND {
        GameKind::Pylos => PYLOS_DEFAULT_NODES,
        GameKind::Pyramido => PYRAMIDO_DEFAULT_PLAYOUTS,
        GameKind::Pyramida => 1,
    };
    Ok(ReviewBudget::Nodes {
        per_decision: positive("nodes", args.num("nodes", default)?)?,
    })
}

fn review_file<G: TerminalGame + Reviewable>(
    args: &Args,
    path: &str,
    text: &str,
) -> Result<(), String> {
    G::prepare(args)?;
    let record: GameRecord<G> =
        save::load(text).map_err(|e| format!("cannot load {}: {e}", clip(path)))?;
    let budget = budget::<G>(args)?;
    if G::KIND == GameKind::Pyramida {
        crate::pyramida::ensure_solution("the review");
    }
    let started = Instant::now();
    let control = ReviewControl::new();
    let result = review::review(&record, budget, &control).map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    if args.has("json") {
        println!("{}", to_json(&record, &result, budget));
    } else {
        print!("{}", to_text(&record, &result, budget, path, seconds));
    }
    Ok(())
}

fn budget_text(budget: ReviewBudget, kind: GameKind) -> String {
    match (budget, kind) {
        (_, GameKind::Pyramida) => "exact, from the solved table".into(),
        (ReviewBudget::Time { ms_per_decision }, _) => format!("{ms_per_decision} ms per decision"),
        (ReviewBudget::Nodes { per_decision }, GameKind::Pyramido) => {
            format!("{per_decision} play-outs per decision")
        }
        (ReviewBudget::Nodes { per_decision }, _) => format!("{per_decision} nodes per decision"),
    }
}

fn outcome_text<G: TerminalGame>(record: &GameRecord<G>) -> String {
    let state = record.state();
    match record.outcome() {
        Outcome::Ongoing => "unfinished".into(),
        Outcome::Win { winner } => format!("{} won", state.seat_name(winner)),
        Outcome::SharedWin { winners } => format!(
            "{} share the win",
            winners
                .iter()
                .map(|&w| state.seat_name(w))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Outcome::Draw { reason } => format!("draw by {}", crate::play::draw_reason(reason)),
    }
}

/// `12. Black  b3a1 ??  blunder: win in 7 → loss in 4; best c2b2`
fn decision_line<G: TerminalGame>(
    record: &GameRecord<G>,
    d: &review::ReviewedDecision<G::Action>,
) -> String {
    let Some(state) = record.state_at(d.index) else {
        return String::new();
    };
    let notation = state.format_action(&d.played);
    let head = format!(
        "{:>4}. {:<7} {:<12} {:<3}",
        d.index + 1,
        state.seat_name(d.seat),
        notation,
        d.verdict.mark()
    );
    let tail = match d.verdict {
        Verdict::Forced => format!("forced, {}", d.played_value),
        Verdict::Best => format!("best, {}", d.played_value),
        verdict => {
            let mut t = format!("{}: {} → {}", verdict.name(), d.best_value, d.played_value);
            if let Some(best) = &d.best {
                t.push_str(&format!("; best {}", state.format_action(best)));
            }
            t
        }
    };
    let short = match d.samples {
        Some(s) if s.is_short() => format!(" (low confidence: {} of {} deals)", s.used, s.wanted),
        _ => String::new(),
    };
    format!("{head} {tail}{short}").trim_end().to_string()
}

fn to_text<G: TerminalGame>(
    record: &GameRecord<G>,
    review: &Review<G::Action>,
    budget: ReviewBudget,
    path: &str,
    seconds: f64,
) -> String {
    let mut out = format!(
        "review of {}: {}, {}, {} ({})\n",
        clip(path),
        G::KIND.name(),
        crate::play::count(record.ply(), "decision", "decisions"),
        outcome_text(record),
        budget_text(budget, G::KIND)
    );
    for d in &review.decisions {
        out.push_str(&decision_line(record, d));
        out.push('\n');
    }
    let count = |v: Verdict| review.decisions.iter().filter(|d| d.verdict == v).count();
    let words = crate::play::count;
    out.push_str(&format!(
        "marks: {} best, {}, {}, {}\n",
        count(Verdict::Best),
        words(count(Verdict::Inaccuracy), "inaccuracy", "inaccuracies"),
        words(count(Verdict::Mistake), "mistake", "mistakes"),
        words(count(Verdict::Blunder), "blunder", "blunders")
    ));
    match review.turning_point.and_then(|t| review.decisions.get(t)) {
        Some(d) => out.push_str(&format!(
            "turning point: {}\n",
            decision_line(record, d).trim_start()
        )),
        None => out.push_str("turning point: none\n"),
    }
    let rate = review.decisions.len() as f64 / seconds.max(1e-9);
    out.push_str(&format!(
        "reviewed {} in {seconds:.2} s ({rate:.1} decisions/s)\n",
        crate::play::count(review.decisions.len(), "decision", "decisions")
    ));
    out
}

fn value_json(v: ReviewValue) -> serde_json::Value {
    match v {
        ReviewValue::Win { plies } => json!({ "kind": "win", "plies": plies }),
        ReviewValue::Draw => json!({ "kind": "draw" }),
        ReviewValue::Loss { plies } => json!({ "kind": "loss", "plies": plies }),
        ReviewValue::Balls { balls, depth } => {
            json!({ "kind": "balls", "balls": balls, "depth": depth })
        }
        ReviewValue::Points { expected } => json!({ "kind": "points", "expected": expected }),
    }
}

fn to_json<G: TerminalGame>(
    record: &GameRecord<G>,
    review: &Review<G::Action>,
    budget: ReviewBudget,
) -> serde_json::Value {
    let decisions: Vec<serde_json::Value> = review
        .decisions
        .iter()
        .filter_map(|d| {
            let state = record.state_at(d.index)?;
            Some(json!({
                "index": d.index,
                "seat": d.seat,
                "played": state.format_action(&d.played),
                "verdict": d.verdict.name(),
                "mark": d.verdict.mark(),
                "played_value": value_json(d.played_value),
                "best_value": value_json(d.best_value),
                "best": d.best.as_ref().map(|b| state.format_action(b)),
                "loss": d.loss,
                "standing": d.standing,
                "samples": d.samples.map(|s| json!({ "used": s.used, "wanted": s.wanted })),
            }))
        })
        .collect();
    let budget = match budget {
        ReviewBudget::Time { ms_per_decision } => json!({ "ms_per_decision": ms_per_decision }),
        ReviewBudget::Nodes { per_decision } => json!({ "nodes_per_decision": per_decision }),
    };
    json!({
        "game": G::KIND.name(),
        "outcome": record.outcome(),
        "budget": budget,
        "complete": review.complete,
        "turning_point": review.turning_point,
        "decisions": decisions,
    })
}
