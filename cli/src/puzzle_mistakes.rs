//! `pyramids puzzle pyramida --mistakes FILE`: learn from your mistakes in
//! the terminal. The saved game is reviewed, and each of one seat's
//! mistakes with an exact better move is played again from the position
//! before it (`pyramids-play`'s `MistakeSession`).

use std::io::{BufRead, Write};

use pyramids_core::game::{Game, GameKind};
use pyramids_core::pyramida::Pyramida;
use pyramids_core::record::GameRecord;
use pyramids_core::review::{review, ReviewBudget, ReviewControl};
use pyramids_core::save;
use pyramids_play::catalog::{AnyAction, Catalog, PuzzleKey};
use pyramids_play::puzzle::{mistakes, words, Mistake, MistakeSession, PuzzleAnswer};

use crate::args::Args;
use crate::terminal::{Paint, TerminalGame};

pub fn run(args: &Args, catalog: Catalog) -> Result<(), String> {
    let path = args
        .get("mistakes")
        .ok_or("--mistakes: which saved game?")?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("--mistakes: {e}"))?;
    let record: GameRecord<Pyramida> =
        save::load(&text).map_err(|e| format!("--mistakes: cannot load {path}: {e}"))?;
    let seat: usize = args.num("seat", 0)?;
    if seat > 1 {
        return Err(format!("--seat: {seat} is not 0 or 1"));
    }
    crate::pyramida::ensure_solution("the review");
    let reviewed = review(
        &record,
        ReviewBudget::Nodes { per_decision: 1 },
        &ReviewControl::new(),
    )
    .map_err(|e| e.to_string())?;
    let found = mistakes(&record, &reviewed, seat);
    let paint = Paint(args.color());
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    play_all(
        &found,
        &catalog,
        paint,
        args.color(),
        &mut stdin.lock(),
        &mut stdout.lock(),
    )
    .map_err(|e| e.to_string())
}

fn play_all(
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
        let Some(mut s) = MistakeSession::<Pyramida>::new(mistake) else {
            continue;
        };
        writeln!(out, "\n{}", s.record().state().draw(color))?;
        writeln!(
            out,
            "{}",
            paint.bold(&words::heading(c, GameKind::Pyramida, s.view().heading))
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
                        let words = c.action_words(&AnyAction::Pyramida(a));
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
