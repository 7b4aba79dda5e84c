//! `pyramids learn GAME`: the lessons of the apps, in the terminal. The
//! lessons, their words and their answers come from `pyramids-play`; this
//! file only reads lines and prints.

use std::io::{BufRead, Write};

use pyramids_play::catalog::{Catalog, Language, LessonKey};
use pyramids_play::interact::Place;
use pyramids_play::learn::{self, Answer, Lesson, LessonGame, LessonRun, Waiting};

use crate::args::Args;
use crate::play::{PlayConfig, Session};
use crate::terminal::{wrap, Paint, TerminalGame};

const FLAGS: &[&str] = &[
    "lesson", "lang", "seed", "time", "nodes", "color", "no-color",
];

const HELP: &str = "\
Commands:
  <action>     your decision in notation (as in 'pyramids play')
  Enter/next   go on once a step is read or done
  moves        the legal actions
  board        draw the board again
  skip         skip this step
  restart      start this lesson again
  lessons      list the lessons
  quit         leave";

pub fn run<G: TerminalGame + LessonGame>(args: &Args) -> Result<(), String> {
    args.check_known(FLAGS)?;
    let lessons = learn::lessons(G::KIND);
    if lessons.is_empty() {
        return Err(format!(
            "{} has no lessons yet; 'pyramids play {}' plays it",
            G::KIND.name(),
            G::KIND.name()
        ));
    }
    let first: usize = args.num("lesson", 1)?;
    if first == 0 || first > lessons.len() {
        return Err(format!(
            "--lesson: {first} is not a lesson; {} has lessons 1 to {}",
            G::KIND.name(),
            lessons.len()
        ));
    }
    let language = match args.get("lang") {
        None => Language::English,
        Some(code) => Language::ALL
            .iter()
            .copied()
            .find(|l| l.code() == code)
            .ok_or_else(|| format!("--lang: {code:?} is not one of en, pt, cs, sl"))?,
    };
    let nodes = args
        .get("nodes")
        .map(|v| v.parse::<u64>())
        .transpose()
        .map_err(|_| "--nodes: not a number")?;
    let mut coach = Coach {
        catalog: Catalog::new(language),
        paint: Paint(args.color()),
        config: PlayConfig {
            time_ms: args.num("time", pyramids_core::ai::DEFAULT_BUDGET_MS)?,
            nodes,
            json: false,
            color: args.color(),
            stop_at_end: true,
        },
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    coach
        .lessons::<G>(lessons, first - 1, &mut stdin.lock(), &mut stdout.lock())
        .map_err(|e| e.to_string())
}

struct Coach {
    catalog: Catalog,
    paint: Paint,
    config: PlayConfig,
}

/// What the player chose at the end of a lesson.
enum Then {
    Next,
    Quit,
}

impl Coach {
    fn t(&self, key: LessonKey, args: &[String]) -> String {
        self.catalog.text(key, args)
    }

    fn lessons<G: TerminalGame + LessonGame>(
        &mut self,
        lessons: &'static [Lesson],
        first: usize,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        writeln!(
            out,
            "{}",
            self.paint
                .bold(&self.t(LessonKey::LearnTitle, &[self.catalog.game_name(G::KIND)]))
        )?;
        writeln!(out, "Type 'help' for the commands.")?;
        let mut index = first;
        while let Some(lesson) = lessons.get(index) {
            match self.lesson::<G>(lesson, index, lessons, input, out)? {
                Then::Next => index += 1,
                Then::Quit => return Ok(()),
            }
        }
        writeln!(
            out,
            "{}",
            self.t(
                LessonKey::LessonsDone,
                &[lessons.len().to_string(), lessons.len().to_string()]
            )
        )
    }

    fn list(&self, lessons: &[Lesson], out: &mut impl Write) -> std::io::Result<()> {
        for (i, lesson) in lessons.iter().enumerate() {
            writeln!(
                out,
                "  {}. {} — {}",
                i + 1,
                self.t(lesson.title, &[]),
                self.t(lesson.summary, &[])
            )?;
        }
        Ok(())
    }

    fn lesson<G: TerminalGame + LessonGame>(
        &mut self,
        lesson: &'static Lesson,
        index: usize,
        lessons: &'static [Lesson],
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> std::io::Result<Then> {
        let mut run = LessonRun::<G>::new(lesson);
        writeln!(
            out,
            "\n{}",
            self.paint
                .bold(&format!("{}. {}", index + 1, self.t(lesson.title, &[])))
        )?;
        let mut shown = None;
        loop {
            if let Waiting::Game { .. } = run.waiting() {
                self.step(&run, out)?;
                if let Some(record) = run.game_record() {
                    let mut game = Session::new(record, self.config_copy());
                    game.run(input, out)?;
                    if !game.record.outcome().is_over() {
                        return Ok(Then::Quit);
                    }
                }
                run.game_ended();
                // The game's words after it: the step's praise.
                writeln!(out, "\n{}", wrap(&self.t(run.view().say, &[]), 76))?;
            }
            if run.waiting() == Waiting::Finished {
                writeln!(
                    out,
                    "{}",
                    self.paint.bold(&self.t(LessonKey::LessonComplete, &[]))
                )?;
                return Ok(Then::Next);
            }
            if shown != Some(run.step_index()) {
                shown = Some(run.step_index());
                self.step(&run, out)?;
            }
            write!(
                out,
                "{}> ",
                match run.waiting() {
                    Waiting::Decision => "your move",
                    _ => "Enter to go on",
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
                "board" => shown = None,
                "lessons" => self.list(lessons, out)?,
                "restart" => {
                    run.restart();
                    shown = None;
                }
                "skip" => run.skip(),
                "moves" => {
                    let state = run.record().state();
                    let list: Vec<String> = run
                        .record()
                        .legal_actions()
                        .iter()
                        .map(|a| state.format_action(a))
                        .collect();
                    writeln!(out, "{}", list.join(" "))?;
                }
                "" | "next" if run.waiting() == Waiting::Next => {
                    run.go_on();
                }
                "" | "next" => {}
                _ if run.waiting() == Waiting::Decision => self.try_action(&mut run, text, out)?,
                _ => writeln!(out, "Press Enter to go on, or type 'help'.")?,
            }
        }
    }

    fn config_copy(&self) -> PlayConfig {
        PlayConfig {
            time_ms: self.config.time_ms,
            nodes: self.config.nodes,
            json: false,
            color: self.config.color,
            stop_at_end: true,
        }
    }

    fn step<G: TerminalGame + LessonGame>(
        &self,
        run: &LessonRun<G>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let view = run.view();
        writeln!(out, "\n{}", run.record().state().draw(self.config.color))?;
        writeln!(
            out,
            "{}",
            self.paint.dim(&self.t(
                LessonKey::LessonStep,
                &[(view.step + 1).to_string(), view.steps.to_string()]
            ))
        )?;
        writeln!(out, "{}", wrap(&self.t(view.say, &[]), 76))?;
        if !view.points.is_empty() {
            // A Pyramido cell is on the mover's floor, the one being built.
            let state: &dyn std::any::Any = run.record().state();
            let floor = state
                .downcast_ref::<pyramids_core::pyramido::Pyramido>()
                .map_or(1, |s| s.floor());
            let places: Vec<String> = view.points.iter().map(|&p| self.place(p, floor)).collect();
            // Cell names hold a comma ("Floor 1, e4"), so they are set apart.
            let sep = if places.iter().any(|p| p.contains(',')) {
                "; "
            } else {
                ", "
            };
            let look = self.t(LessonKey::LessonLookAt, &[places.join(sep)]);
            writeln!(out, "{}", wrap(&look, 76))?;
        }
        Ok(())
    }

    fn place(&self, place: Place, floor: u8) -> String {
        match place {
            Place::Pylos(pos) => self.catalog.pylos_place(pos),
            other => self.catalog.place_name(other, floor),
        }
    }

    fn try_action<G: TerminalGame + LessonGame>(
        &self,
        run: &mut LessonRun<G>,
        text: &str,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let action = match run.record().state().parse_action(text) {
            Ok(action) => action,
            Err(e) => return writeln!(out, "{}", self.paint.fg("31", &e.to_string())),
        };
        match run.try_action(&action) {
            Err(answer) => {
                let words = match answer {
                    Answer::Refused(problem) => self.catalog.rule_problem(&problem),
                    Answer::NotIt(key) => self.t(key, &[]),
                    Answer::GameOver | Answer::Right { .. } => String::new(),
                };
                writeln!(out, "{}", self.paint.fg("33", &wrap(&words, 76)))
            }
            Ok(played) => {
                for applied in &played {
                    writeln!(
                        out,
                        "{}: {}",
                        self.catalog.seat_name(G::KIND, applied.seat as u32),
                        self.catalog.action_words(&G::any_action(&applied.action))
                    )?;
                }
                writeln!(out, "\n{}", run.record().state().draw(self.config.color))?;
                if let Some(Answer::Right {
                    praise: Some(praise),
                }) = run.view().answer
                {
                    writeln!(
                        out,
                        "{}",
                        self.paint.fg("32", &wrap(&self.t(praise, &[]), 76))
                    )?;
                }
                Ok(())
            }
        }
    }
}
