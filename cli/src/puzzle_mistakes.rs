//! `pyramids puzzle pyramida|pylos --mistakes FILE`: learn from your
//! mistakes in the terminal. The saved game is reviewed, and each of one
//! seat's mistakes with an exact (Pyramida) or proven (Pylos) better move is
//! played again from the position before it (`pyramids-play`'s
//! `MistakeSession`).

use std::io::{BufRead, Write};

use pyramids_core::game::GameKind;
use pyramids_core::pylos::Pylos;
use pyramids_core::pyramida::Pyramida;
use pyramids_core::record::GameRecord;
use pyramids_core::review::{review, ReviewBudget, ReviewControl, Reviewable};
use pyramids_core::save;
use pyramids_play::catalog::{Catalog, PuzzleKey};
use pyramids_play::puzzle::{
    mistakes, words, ExactGame, Mistake, MistakeSession, PuzzleAnswer, MISTAKE_REVIEW_NODES,
};

use crate::args::Args;
use crate::terminal::{Paint, TerminalGame};

pub fn run(args: &Args, catalog: Catalog, game: GameKind) -> Result<(), String> {
    match game {
        GameKind::Pylos => run_game::<Pylos>(args, catalog),
        GameKind::Pyramida => {
            crate::pyramida::ensure_solution("the review");
            run_game::<Pyramida>(args, catalog)
        }
        GameKind::Pyramido => Err(
            "--mistakes: Pyramido's moves have no exact or proven values; Pyramida's and Pylos's do"
                .into(),
        ),
    }
}

fn run_game<G: ExactGame + Reviewable + TerminalGame>(
    args: &Args,
    catalog: Catalog,
) -> Result<(), String> {
    let path = args
        .get("mistakes")
        .ok_or("--mistakes: which saved game?")?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("--mistakes: {e}"))?;
    let record: GameRecord<G> =
        save::load(&text).map_err(|e| format!("--mistakes: cannot load {path}: {e}"))?;
    let seat: usize = args.num("seat", 0)?;
    if seat > 1 {
        return Err(format!("--seat: {seat} is not 0 or 1"));
    }
    let reviewed = review(
        &record,
        ReviewBudget::Nodes {
            per_decision: MISTAKE_REVIEW_NODES,
        },
        &ReviewControl::new(),
    )
    .map_err(|e| e.to_string())?;
    let found = mistakes(&record, &reviewed, seat);
    let paint = Paint(args.color());
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    play_all::<G>(
        &found,
        &catalog,
        paint,
        args.color(),
        &mut stdin.lock(),
        &mut stdout.lock(),
    )
    .map_err(|e| e.to_string())
}

fn play_all<G: ExactGame + TerminalGame>(
    found: &[Mistake],
    c: &Catalog,
    paint: Paint,
    color: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{}",
        paint.bold(&c.text(PuzzleKey::PuzzleYourMistakes, &[]))
    )?;
    writeln!(
        out,
        "{}",
        c.plural(PuzzleKey::PuzzleMistakesFound, found.len() as i64, &[])
    )?;
    'mistakes: for mistake in found {
        let Some(mut s) = MistakeSession::<G>::new(mistake) else {
            continue;
        };
        writeln!(out, "\n{}", s.record().state().draw(color))?;
        writeln!(
            out,
            "{}",
            paint.bold(&words::heading(c, G::KIND, s.view().heading))
        )?;
        loop {
            if s.is_solved() {
                writeln!(
                    out,
                    "{}",
                    paint.fg("32", &c.text(PuzzleKey::PuzzleSolved, &[]))
                )?;
                continue 'mistakes;
            }
            write!(out, "your move> ")?;
            out.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                return Ok(());
            }
            match line.trim() {
                "quit" | "q" => return Ok(()),
                "next" | "n" => continue 'mistakes,
                "solution" => {
                    let better = s.record().state().parse_action(&mistake.better);
                    if let Ok(a) = better {
                        let words = c.action_words(&G::any_action(&a));
                        writeln!(out, "{}", c.text(PuzzleKey::PuzzleSolutionIs, &[words]))?;
                    }
                    continue 'mistakes;
                }
                text => {
                    let action = match s.record().state().parse_action(text) {
                        Ok(a) => a,
                        Err(e) => {
                            writeln!(out, "{}", paint.fg("31", &e.to_string()))?;
                            continue;
                        }
                    };
                    let (answer, played) = s.try_action(&action);
                    if !played.is_empty() {
                        writeln!(out, "\n{}", s.record().state().draw(color))?;
                    }
                    if answer != PuzzleAnswer::Solved {
                        let words = words::answer(c, &s.view()).unwrap_or_default();
                        writeln!(out, "{}", paint.fg("33", &words))?;
                    }
                }
            }
        }
    }
    Ok(())
}
