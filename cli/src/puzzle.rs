//! `pyramids puzzle GAME`: the apps' puzzles in the terminal. The puzzles,
//! their answers and their words come from `pyramids-play`; this file only
//! reads lines and prints.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use pyramids_play::catalog::{Catalog, Language, PuzzleKey};
use pyramids_play::puzzle::{
    self, words, Grade, Progress, Puzzle, PuzzleGame, PuzzleSession, PuzzleStatus,
};

use crate::args::Args;
use crate::terminal::{wrap, Paint, TerminalGame};

const FLAGS: &[&str] = &[
    "grade", "lang", "daily", "id", "progress", "mistakes", "seat", "color", "no-color",
];

const HELP: &str = "\
Commands:
  <action>     your decision in notation (as in 'pyramids play')
  hint         where to look (the puzzle then counts as not solved)
  solution     the solution in words, played on the board
  retry        back to the puzzle's position
  next         the next puzzle
  moves        the legal actions
  board        draw the board again
  quit         leave";

pub fn run<G: TerminalGame + PuzzleGame>(args: &Args) -> Result<(), String> {
    args.check_known(FLAGS)?;
    let game = G::KIND;
    let grade = args
        .get("grade")
        .map(|g| {
            Grade::from_name(g).ok_or_else(|| format!("--grade: {g:?} is not easy, medium or hard"))
        })
        .transpose()?;
    if puzzle::puzzles(game, grade).is_empty() {
        return Err(format!("{} has no puzzles of that grade", game.name()));
    }
    let language = match args.get("lang") {
        None => Language::English,
        Some(code) => Language::ALL
            .iter()
            .copied()
            .find(|l| l.code() == code)
            .ok_or_else(|| format!("--lang: {code:?} is not one of en, pt, cs, sl"))?,
    };
    if args.has("mistakes") {
        return crate::puzzle_mistakes::run(args, Catalog::new(language), game);
    }
    let progress_file = args.get("progress").map(PathBuf::from);
    let progress = match &progress_file {
        Some(path) if path.exists() => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("--progress: {e}"))?;
            Progress::from_json(&text).map_err(|e| format!("--progress: cannot read it ({e:?})"))?
        }
        _ => Progress::default(),
    };
    let first = if let Some(id) = args.get("id") {
        puzzle::puzzle(id)
            .filter(|p| p.game == game)
            .ok_or_else(|| format!("--id: there is no {} puzzle {id:?}", game.name()))?
    } else if args.has("daily") {
        puzzle::daily(game, today()).ok_or("no daily puzzle")?
    } else {
        puzzle::next_puzzle(game, grade, None, |id| progress.is_solved(id)).ok_or("no puzzle")?
    };
    let mut solver = Solver {
        catalog: Catalog::new(language),
        paint: Paint(args.color()),
        color: args.color(),
        grade,
        progress,
        progress_file,
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    solver
        .puzzles::<G>(first, &mut stdin.lock(), &mut stdout.lock())
        .map_err(|e| e.to_string())
}

/// Days since 1970-01-01 in UTC: the daily puzzle's date.
fn today() -> i64 {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    i64::try_from(secs / 86_400).unwrap_or(0)
}

struct Solver {
    catalog: Catalog,
    paint: Paint,
    color: bool,
    grade: Option<Grade>,
    progress: Progress,
    progress_file: Option<PathBuf>,
}

/// What the player chose when a puzzle ended.
enum Then {
    Next,
    Quit,
}

impl Solver {
    fn t(&self, key: PuzzleKey, args: &[String]) -> String {
        self.catalog.text(key, args)
    }

    fn puzzles<G: TerminalGame + PuzzleGame>(
        &mut self,
        first: &'static Puzzle,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        writeln!(
            out,
            "{}",
            self.paint
                .bold(&self.t(PuzzleKey::PuzzlesTitle, &[self.catalog.game_name(G::KIND)]))
        )?;
        writeln!(out, "Type 'help' for the commands.")?;
        let mut current = first;
        loop {
            match self.puzzle::<G>(current, input, out)? {
                Then::Quit => return Ok(()),
                Then::Next => {
                    let progress = &self.progress;
                    match puzzle::next_puzzle(G::KIND, self.grade, Some(&current.id), |id| {
                        progress.is_solved(id)
                    }) {
                        Some(next) => current = next,
                        None => return Ok(()),
                    }
                }
            }
        }
    }

    fn puzzle<G: TerminalGame + PuzzleGame>(
        &mut self,
        p: &'static Puzzle,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<Then> {
        let mut session = match PuzzleSession::<G>::new(p) {
            Ok(s) => s,
            Err(e) => {
                writeln!(out, "puzzle {}: {e}", p.id)?;
                return Ok(Then::Next);
            }
        };
        let all = puzzle::puzzles(G::KIND, self.grade);
        let number = all.iter().position(|q| q.id == p.id).map_or(0, |i| i + 1);
        writeln!(
            out,
            "\n{}",
            self.paint.dim(&format!(
                "{} · {} · {}",
                self.t(
                    PuzzleKey::PuzzleNumber,
                    &[number.to_string(), all.len().to_string()]
                ),
                words::grade_name(&self.catalog, p.grade),
                self.t(
                    PuzzleKey::PuzzleRating,
                    &[self.progress.rating().to_string()]
                ),
            ))
        )?;
        self.show(&session, out)?;
        loop {
            let status = session.view().status;
            write!(
                out,
                "{}> ",
                match status {
                    PuzzleStatus::Solving => "your move",
                    PuzzleStatus::Solution { step, steps } if step < steps =>
                        "Enter for the next move",
                    _ => "next, retry or quit",
                }
            )?;
            out.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                return Ok(Then::Quit);
            }
            let text = line.trim();
            match text.to_ascii_lowercase().as_str() {
                "quit" | "q" | "exit" => return Ok(Then::Quit),
                "help" | "?" => writeln!(out, "{}\n\n{HELP}", G::NOTATION)?,
                "board" => self.show(&session, out)?,
                "next" | "n" => return Ok(Then::Next),
                "retry" => {
                    session.retry();
                    self.show(&session, out)?;
                }
                "hint" => {
                    session.hint();
                    self.settle(&session, out)?;
                    if let Some(hint) = words::hint(&self.catalog, &session.view()) {
                        writeln!(out, "{}", self.paint.fg("36", &wrap(&hint, 76)))?;
                    }
                }
                "solution" => {
                    session.show_solution();
                    self.settle(&session, out)?;
                    if let Some(words) = words::solution(&self.catalog, &session.view()) {
                        writeln!(out, "{}", wrap(&words, 76))?;
                    }
                }
                "" if matches!(status, PuzzleStatus::Solution { .. }) => {
                    let played = session.solution_step();
                    for applied in &played {
                        self.say_played::<G>(applied.seat, &applied.action, out)?;
                    }
                    if !played.is_empty() {
                        writeln!(out, "\n{}", session.record().state().draw(self.color))?;
                    }
                }
                "" => {}
                "moves" => {
                    let state = session.record().state();
                    let list: Vec<String> = session
                        .record()
                        .legal_actions()
                        .iter()
                        .map(|a| state.format_action(a))
                        .collect();
                    writeln!(out, "{}", list.join(" "))?;
                }
                _ if status == PuzzleStatus::Solving => self.try_action(&mut session, text, out)?,
                _ => writeln!(out, "Type next, retry or quit (or 'help').")?,
            }
        }
    }

    fn show<G: TerminalGame + PuzzleGame>(
        &self,
        session: &PuzzleSession<G>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let view = session.view();
        writeln!(out, "\n{}", session.record().state().draw(self.color))?;
        writeln!(
            out,
            "{}",
            self.paint
                .bold(&words::heading(&self.catalog, G::KIND, view.heading))
        )?;
        if let Some(left) = words::moves_left(&self.catalog, &view) {
            writeln!(out, "{}", self.paint.dim(&left))?;
        }
        Ok(())
    }

    fn say_played<G: TerminalGame + PuzzleGame>(
        &self,
        seat: pyramids_core::game::Seat,
        action: &G::Action,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        writeln!(
            out,
            "{}: {}",
            self.catalog.seat_name(G::KIND, seat as u32),
            self.catalog.action_words(&G::any_action(action))
        )
    }

    fn try_action<G: TerminalGame + PuzzleGame>(
        &mut self,
        session: &mut PuzzleSession<G>,
        text: &str,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let action = match session.record().state().parse_action(text) {
            Ok(action) => action,
            Err(e) => return writeln!(out, "{}", self.paint.fg("31", &e.to_string())),
        };
        let (_, played) = session.try_action(&action);
        for applied in &played {
            self.say_played::<G>(applied.seat, &applied.action, out)?;
        }
        let view = session.view();
        if !played.is_empty() {
            writeln!(out, "\n{}", session.record().state().draw(self.color))?;
        }
        if let Some(answer) = words::answer(&self.catalog, &view) {
            let colour = if played.is_empty() { "33" } else { "32" };
            writeln!(out, "{}", self.paint.fg(colour, &wrap(&answer, 76)))?;
        }
        if !played.is_empty() {
            if let Some(left) = words::moves_left(&self.catalog, &view) {
                writeln!(out, "{}", self.paint.dim(&left))?;
            }
        }
        self.settle(session, out)
    }

    /// Records how the puzzle went once that is settled, and says what it
    /// did to the rating (a puzzle's first attempt only).
    fn settle<G: PuzzleGame>(
        &mut self,
        session: &PuzzleSession<G>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let Some(attempt) = session.attempt() else {
            return Ok(());
        };
        if let Some(rated) = self.progress.record(session.puzzle(), attempt) {
            writeln!(
                out,
                "{}",
                self.paint.dim(&words::rating_change(&self.catalog, rated))
            )?;
        }
        if let Some(path) = &self.progress_file {
            crate::atomic::write_atomically(path, self.progress.to_json().as_bytes())?;
        }
        Ok(())
    }
}
