//! Interactive play (and `--json` driving) for any game.

use std::io::{BufRead, Write};

use pyramids_core::ai::AiRequest;
use pyramids_core::game::{Outcome, SeatKind};
use pyramids_core::record::{Applied, GameRecord};
use pyramids_core::save;

use crate::args::Args;
use crate::terminal::{Paint, TerminalGame};

pub const PLAY_FLAGS: &[&str] = &[
    "seed",
    "time",
    "nodes",
    "json",
    "color",
    "no-color",
    "load",
    "max-plies",
];

const HELP: &str = "\
Commands:
  <action> [<action> …]  play one or more decisions in notation
  moves                  list the legal actions
  hint                   ask the strongest AI level for a suggestion
  undo / redo            take back / replay (against the AI: back to your last decision)
  save FILE / load FILE  write or read a save (JSON); save! FILE replaces a read-only file
  history                the actions so far
  board                  draw the board again
  help                   this text
  quit                   leave";

pub struct PlayConfig {
    pub time_ms: u64,
    /// A node cap instead of a time budget: deterministic AI decisions.
    pub nodes: Option<u64>,
    pub json: bool,
    pub color: bool,
    /// Return once the game is over (a lesson's game goes on to the lesson)
    /// rather than wait for `quit`.
    pub stop_at_end: bool,
}

pub fn run<G: TerminalGame>(args: &Args, default_seats: &[SeatKind]) -> Result<(), String> {
    let mut known: Vec<&str> = PLAY_FLAGS.to_vec();
    known.extend_from_slice(G::OPTION_FLAGS);
    args.check_known(&known)?;
    G::prepare(args)?;
    let record = match args.get("load") {
        Some(path) => {
            load_file::<G>(path).map_err(|e| format!("cannot load {}: {e}", clip(path)))?
        }
        None => {
            let options = G::options_from_args(args)?;
            let seats = G::seats_from_args(args, default_seats)?;
            let seed = args.num("seed", seed_from_clock())?;
            let max_plies = args
                .get("max-plies")
                .map(|v| v.parse::<u32>())
                .transpose()
                .map_err(|_| "--max-plies: not a number")?;
            // The check a loaded save gets, so flags cannot make a game
            // that a save of it would not load.
            pyramids_core::setup::validate::<G>(&options, &seats, max_plies)
                .map_err(|e| format!("invalid options: {e}"))?;
            GameRecord::<G>::new(options, seed, seats).with_max_plies(max_plies)
        }
    };
    G::prepare_seats(record.seats());
    let nodes = args
        .get("nodes")
        .map(|v| v.parse::<u64>())
        .transpose()
        .map_err(|_| "--nodes: not a number")?;
    let config = PlayConfig {
        time_ms: args.num("time", pyramids_core::ai::DEFAULT_BUDGET_MS)?,
        nodes,
        json: args.has("json"),
        color: args.color() && !args.has("json"),
        stop_at_end: false,
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    Session::new(record, config)
        .run(&mut input, &mut out)
        .map_err(|e| e.to_string())
}

/// A save file, read bounded and loaded.
fn load_file<G: TerminalGame>(path: &str) -> Result<GameRecord<G>, String> {
    let text = crate::bounded::read_save(std::path::Path::new(path))?;
    save::load::<G>(&text).map_err(|e| e.to_string())
}

/// At most this many bytes of an input line are read; the rest of a longer
/// line is skipped and the line refused.
const MAX_LINE_BYTES: usize = 64 * 1024;
/// At most this many characters of the user's text are echoed back (as
/// the FFI does).
const ECHO_CHARS: usize = 64;

/// `text` cut to [`ECHO_CHARS`] characters, with `…` if it was cut.
pub fn clip(text: &str) -> String {
    let mut out: String = text.chars().take(ECHO_CHARS).collect();
    if text.chars().nth(ECHO_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// One input line as read by [`read_line_capped`].
enum Line {
    Eof,
    Text(String),
    TooLong,
    NotUtf8,
}

/// Reads one line of at most [`MAX_LINE_BYTES`] bytes, skipping the rest
/// of a longer one, so no line costs more than that in memory.
fn read_line_capped(input: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<Line> {
    buf.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..=i], true),
            None => (available, false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(buf.len());
        if chunk.len() > room {
            too_long = true;
        } else {
            buf.extend_from_slice(chunk);
        }
        let used = chunk.len();
        input.consume(used);
        if done {
            break;
        }
    }
    if !any {
        return Ok(Line::Eof);
    }
    if too_long {
        return Ok(Line::TooLong);
    }
    match String::from_utf8(std::mem::take(buf)) {
        Ok(text) => Ok(Line::Text(text)),
        Err(_) => Ok(Line::NotUtf8),
    }
}

/// The file name after `save`/`load`: one word, or a name in double or
/// single quotes (which may hold spaces).
fn path_argument(rest: &str) -> Result<&str, String> {
    let rest = rest.trim();
    if rest.is_empty() {
        return Err("needs a file name".into());
    }
    let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'');
    match quote {
        Some(q) => match rest[1..].find(q) {
            Some(end) if rest[1 + end + 1..].trim().is_empty() && end > 0 => Ok(&rest[1..1 + end]),
            Some(0) => Err("needs a file name".into()),
            Some(_) => Err("takes one file name; nothing may follow the closing quote".into()),
            None => Err(format!("the name has no closing {q}")),
        },
        None if rest.split_whitespace().count() > 1 => Err(format!(
            "takes one file name; quote a name with spaces: \"{}\"",
            clip(rest)
        )),
        None => Ok(rest),
    }
}

fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

pub struct Session<G: TerminalGame> {
    pub record: GameRecord<G>,
    pub config: PlayConfig,
    ai_counter: u64,
    /// Events of the turn in progress, narrated when the turn passes.
    pending: Vec<G::Event>,
}

impl<G: TerminalGame> Session<G> {
    pub fn new(record: GameRecord<G>, config: PlayConfig) -> Self {
        Session {
            record,
            config,
            ai_counter: 0,
            pending: Vec::new(),
        }
    }

    pub fn run(&mut self, input: &mut impl BufRead, out: &mut impl Write) -> std::io::Result<()> {
        if self.config.json {
            self.emit_json(out, None, &[], None)?;
        } else {
            writeln!(out, "{}", self.banner())?;
            writeln!(
                out,
                "Type an action, or 'help' for the notation and the commands."
            )?;
            self.show(out)?;
        }
        self.play_ai_turns(out)?;
        let mut line = Vec::new();
        loop {
            if !self.config.json {
                let state = self.record.state();
                if !self.record.outcome().is_over() {
                    write!(
                        out,
                        "{} ({})> ",
                        state.seat_name(state.to_move()),
                        state.decision()
                    )?;
                } else {
                    write!(out, "game over> ")?;
                }
                out.flush()?;
            }
            let text = match read_line_capped(input, &mut line)? {
                Line::Eof => return Ok(()),
                Line::Text(text) => text,
                Line::TooLong => {
                    self.error(
                        out,
                        &format!("line longer than {MAX_LINE_BYTES} bytes; ignored"),
                    )?;
                    continue;
                }
                Line::NotUtf8 => {
                    self.error(out, "input is not UTF-8 text; line ignored")?;
                    continue;
                }
            };
            let text = text.trim();
            if text.is_empty() {
                continue;
            }
            if !self.command(text, out)? {
                return Ok(());
            }
            self.play_ai_turns(out)?;
            if self.config.stop_at_end && self.record.outcome().is_over() {
                return Ok(());
            }
        }
    }

    /// Handles one input line; false means quit.
    fn command(&mut self, text: &str, out: &mut impl Write) -> std::io::Result<bool> {
        let mut words = text.split_whitespace();
        let head = words.next().unwrap_or("").to_ascii_lowercase();
        // What follows the command word, as typed (quotes and spaces kept).
        let rest = text.trim_start()[text
            .trim_start()
            .find(char::is_whitespace)
            .unwrap_or(text.trim_start().len())..]
            .trim();
        const BARE: &[&str] = &[
            "quit", "exit", "q", "help", "?", "board", "moves", "legal", "history", "hint",
        ];
        if BARE.contains(&head.as_str()) && !rest.is_empty() {
            self.error(
                out,
                &format!("{head} takes nothing after it, not {:?}", clip(rest)),
            )?;
            return Ok(true);
        }
        match head.as_str() {
            "quit" | "exit" | "q" => return Ok(false),
            "help" | "?" => self.say(out, &format!("{}\n\n{HELP}", G::NOTATION))?,
            "board" => self.show(out)?,
            "moves" | "legal" => {
                let state = self.record.state();
                let list: Vec<String> = self
                    .record
                    .legal_actions()
                    .iter()
                    .map(|a| state.format_action(a))
                    .collect();
                if self.config.json {
                    self.emit_json(out, None, &[], None)?;
                } else if list.is_empty() {
                    writeln!(out, "No legal actions: {}", describe_outcome(&self.record))?;
                } else {
                    writeln!(
                        out,
                        "{} ({}): {}",
                        count(list.len(), "legal action", "legal actions"),
                        state.decision(),
                        list.join(" ")
                    )?;
                }
            }
            "history" => {
                let h = self.record.history_notation();
                self.say(
                    out,
                    format!("{}: {}", count(h.len(), "action", "actions"), h.join(" "))
                        .trim_end_matches([':', ' ']),
                )?;
            }
            "undo" | "redo" => {
                // `undo undo` undoes twice; anything else after it is refused.
                let times = text.split_whitespace().count();
                if text
                    .split_whitespace()
                    .any(|w| !w.eq_ignore_ascii_case(&head))
                {
                    self.error(
                        out,
                        &format!(
                            "{head} takes nothing after it (type '{head} {head}' to {head} twice)"
                        ),
                    )?;
                    return Ok(true);
                }
                for _ in 0..times {
                    if head == "undo" {
                        if !self.undo_once(out)? {
                            break;
                        }
                    } else {
                        match self.record.redo() {
                            Some(applied) => self.report_applied(out, &applied)?,
                            None => {
                                self.error(out, "nothing to redo")?;
                                break;
                            }
                        }
                    }
                }
            }
            "hint" => {
                // The game's strongest level (Pyramida: perfect, from the
                // kept table).
                G::prepare_seats(&[SeatKind::Ai(
                    G::levels()
                        .last()
                        .copied()
                        .unwrap_or(pyramids_core::Level::Expert),
                )]);
                let strongest = G::levels()
                    .last()
                    .copied()
                    .unwrap_or(pyramids_core::Level::Expert);
                let request = self.request(strongest);
                match pyramids_core::trace::choose(
                    self.record.state(),
                    &self.record.repetition_history(),
                    &request,
                ) {
                    Ok(choice) => {
                        let text = self.record.state().format_action(&choice.action);
                        let fallback = choice.fallback.map(|l| l.name());
                        if self.config.json {
                            writeln!(
                                out,
                                "{}",
                                serde_json::json!({"hint": text, "value": hint_value::<G>(&choice), "score": choice.score, "depth": choice.depth, "fallback": fallback})
                            )?;
                        } else {
                            let note = fallback
                                .map(|l| {
                                    format!(
                                        "; from the {l} level: {} is not ready within the budget",
                                        strongest.name()
                                    )
                                })
                                .unwrap_or_default();
                            writeln!(out, "Hint: {text} ({}{note})", hint_value::<G>(&choice))?;
                        }
                    }
                    Err(e) => self.error(out, &e.to_string())?,
                }
            }
            "save" | "save!" => match path_argument(rest) {
                Ok(path) => match crate::atomic::write_atomically_as(
                    std::path::Path::new(path),
                    save::save(&self.record).as_bytes(),
                    head == "save!",
                ) {
                    Ok(()) => self.say(out, &format!("saved to {}", clip(path)))?,
                    Err(e) => {
                        let confirm = match crate::atomic::refusal(&e) {
                            Some(crate::atomic::Refused::ReadOnly) => {
                                format!(" ('save! {}' replaces it)", clip(rest))
                            }
                            _ => String::new(),
                        };
                        self.error(out, &format!("cannot save to {}: {e}{confirm}", clip(path)))?
                    }
                },
                Err(e) => self.error(out, &format!("save {e}"))?,
            },
            "load" => match path_argument(rest) {
                Ok(path) => match load_file::<G>(path) {
                    Ok(record) => {
                        self.record = record;
                        self.after_change(out, &format!("loaded {}", clip(path)))?;
                    }
                    Err(e) => self.error(out, &format!("cannot load {}: {e}", clip(path)))?,
                },
                Err(e) => self.error(out, &format!("load {e}"))?,
            },
            _ => {
                // One or more actions; stop at the first rejected one.
                for word in text.split_whitespace() {
                    if self.record.seat_to_move() != SeatKind::Human
                        && !self.record.outcome().is_over()
                    {
                        self.error(out, "it is the AI's decision")?;
                        break;
                    }
                    match self.record.apply_notation(word) {
                        Ok(applied) => self.report_applied(out, &applied)?,
                        Err(e) => {
                            let hint = if self.config.json {
                                String::new()
                            } else {
                                " (type 'moves' to list the legal actions, 'help' for commands)"
                                    .into()
                            };
                            self.error(out, &format!("{}{hint}", reason(word, &e)))?;
                            break;
                        }
                    }
                }
            }
        }
        Ok(true)
    }

    /// One undo (against the AI: back to your last decision); false when
    /// there was nothing to undo.
    fn undo_once(&mut self, out: &mut impl Write) -> std::io::Result<bool> {
        let any_ai = self.record.seats().iter().any(|s| *s != SeatKind::Human);
        let undone = if any_ai {
            self.record.undo_to_human()
        } else {
            usize::from(self.record.undo().is_some())
        };
        if undone == 0 {
            self.error(out, "nothing to undo")?;
            return Ok(false);
        }
        self.after_change(
            out,
            &format!("undid {}", count(undone, "action", "actions")),
        )?;
        Ok(true)
    }

    fn request(&mut self, level: pyramids_core::Level) -> AiRequest {
        let seed = self.next_ai_seed();
        match self.config.nodes {
            Some(n) => AiRequest::nodes(level, n, seed),
            None => AiRequest::new(level, self.config.time_ms, seed),
        }
    }

    fn next_ai_seed(&mut self) -> u64 {
        self.ai_counter += 1;
        self.record.seed() ^ (self.record.ply() as u64) << 20 ^ self.ai_counter
    }

    /// Lets AI seats move until a human must decide or the game ends.
    fn play_ai_turns(&mut self, out: &mut impl Write) -> std::io::Result<()> {
        while !self.record.outcome().is_over() {
            let SeatKind::Ai(level) = self.record.seat_to_move() else {
                return Ok(());
            };
            let request = self.request(level);
            let choice = match pyramids_core::trace::choose(
                self.record.state(),
                &self.record.repetition_history(),
                &request,
            ) {
                Ok(c) => c,
                Err(e) => return self.error(out, &format!("AI: {e}")),
            };
            if let (Some(used), false) = (choice.fallback, self.config.json) {
                writeln!(
                    out,
                    "(the {} level is not ready within the budget; the {} level chose)",
                    level.name(),
                    used.name()
                )?;
            }
            match self.record.apply(&choice.action) {
                Ok(applied) => self.report_applied(out, &applied)?,
                Err(e) => return self.error(out, &format!("AI chose an illegal action: {e}")),
            }
        }
        Ok(())
    }

    fn report_applied(
        &mut self,
        out: &mut impl Write,
        applied: &Applied<G>,
    ) -> std::io::Result<()> {
        if self.config.json {
            return self.emit_json(out, Some(&applied.notation), &applied.events, None);
        }
        let who = self.record.state().seat_name(applied.seat);
        writeln!(out, "{who}: {}", applied.notation)?;
        self.pending.extend(applied.events.iter().cloned());
        // Narrate and draw when the turn passes or the game ends, not after
        // every step.
        if self.record.to_move() != applied.seat
            || self.record.outcome().is_over()
            || self.record.seat_to_move() == SeatKind::Human
            || G::ends_turn(&applied.events)
        {
            let events = std::mem::take(&mut self.pending);
            let state = self.record.state();
            if let Some(text) = state.narrate(applied.seat, &events, self.you()) {
                writeln!(out, "{}.", capitalise(&text))?;
            }
            self.show(out)?;
        }
        Ok(())
    }

    /// The only human seat, if there is exactly one.
    fn you(&self) -> Option<pyramids_core::Seat> {
        let humans: Vec<usize> = (0..self.record.seats().len())
            .filter(|&i| self.record.seats()[i] == SeatKind::Human)
            .collect();
        (humans.len() == 1).then(|| humans[0])
    }

    /// Who plays what against whom, and the variant.
    fn banner(&self) -> String {
        let state = self.record.state();
        let seats = self.record.seats();
        let named = |i: usize| match seats[i] {
            SeatKind::Human => state.seat_name(i),
            SeatKind::Ai(level) => format!("{} (the {} AI)", state.seat_name(i), level.name()),
        };
        let variant = G::variant_text(self.record.options());
        let game = G::KIND.name();
        let game = format!("{}{}", game[..1].to_uppercase(), &game[1..]);
        let humans: Vec<usize> = (0..seats.len())
            .filter(|&i| seats[i] == SeatKind::Human)
            .collect();
        let who = match humans.as_slice() {
            [you] => format!(
                "You play {} against {}",
                state.seat_name(*you),
                crate::terminal::and_list(
                    &(0..seats.len())
                        .filter(|i| i != you)
                        .map(named)
                        .collect::<Vec<_>>()
                )
            ),
            [] => format!(
                "You watch {}",
                crate::terminal::and_list(&(0..seats.len()).map(named).collect::<Vec<_>>())
            ),
            _ => format!(
                "{} play here, taking turns at this keyboard",
                crate::terminal::and_list(&(0..seats.len()).map(named).collect::<Vec<_>>())
            ),
        };
        format!(
            "{game}, {variant}. {who}; {} moves first.",
            state.seat_name(state.to_move())
        )
    }

    fn after_change(&mut self, out: &mut impl Write, message: &str) -> std::io::Result<()> {
        if self.config.json {
            self.emit_json(out, None, &[], None)
        } else {
            writeln!(out, "{message}")?;
            self.show(out)
        }
    }

    fn say(&self, out: &mut impl Write, text: &str) -> std::io::Result<()> {
        if self.config.json {
            writeln!(out, "{}", serde_json::json!({"message": text}))
        } else {
            writeln!(out, "{text}")
        }
    }

    fn error(&mut self, out: &mut impl Write, text: &str) -> std::io::Result<()> {
        if self.config.json {
            self.emit_json(out, None, &[], Some(text))
        } else {
            let paint = Paint(self.config.color);
            writeln!(out, "{}", paint.fg("31", &format!("rejected: {text}")))
        }
    }

    fn show(&self, out: &mut impl Write) -> std::io::Result<()> {
        let state = self.record.state();
        writeln!(out, "\n{}", state.draw(self.config.color))?;
        let outcome = self.record.outcome();
        if outcome.is_over() {
            writeln!(
                out,
                "{}",
                Paint(self.config.color).bold(&describe_outcome(&self.record))
            )?;
        } else {
            writeln!(
                out,
                "{} to {} (move {})",
                state.seat_name(state.to_move()),
                state.decision(),
                self.record.ply() + 1
            )?;
        }
        Ok(())
    }

    fn emit_json(
        &self,
        out: &mut impl Write,
        action: Option<&str>,
        events: &[G::Event],
        error: Option<&str>,
    ) -> std::io::Result<()> {
        let state = self.record.state();
        let legal: Vec<String> = self
            .record
            .legal_actions()
            .iter()
            .map(|a| state.format_action(a))
            .collect();
        let line = serde_json::json!({
            "ok": error.is_none(),
            "error": error,
            "action": action,
            "events": events,
            "state": state.state_json(),
            "to_move": state.to_move(),
            "decision": state.decision().kind(),
            "legal": legal,
            "outcome": self.record.outcome(),
            "ply": self.record.ply(),
            "can_undo": self.record.can_undo(),
            "can_redo": self.record.can_redo(),
        });
        writeln!(out, "{line}")
    }
}

/// Why `word` was refused, said once: the rule's reason, or for text that
/// is not notation the word (clipped, with `…` when cut) and what was
/// expected.
fn reason(word: &str, error: &pyramids_core::PlayError) -> String {
    match error {
        pyramids_core::PlayError::Notation(e) => {
            format!("cannot read {:?}: {}", clip(word), e.expected)
        }
        other => crate::explain::play_error(other),
    }
}

/// `1 decision`, `2 decisions`: a count with its noun in agreement.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Why a game was drawn, in words.
pub fn draw_reason(reason: pyramids_core::DrawReason) -> &'static str {
    match reason {
        pyramids_core::DrawReason::Repetition => "threefold repetition",
        pyramids_core::DrawReason::PlyLimit => "the move limit",
    }
}

/// `text` with its first letter in capitals.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A hint's value in a player's words and where it comes from: `exact:`
/// from a solved table, `proven:` by search, `search:` an estimate.
fn hint_value<G: TerminalGame>(choice: &pyramids_core::ai::AiChoice<G::Action>) -> String {
    use pyramids_core::search::ProvenValue;
    let decisions = |n: u32| count(n as usize, "decision", "decisions");
    let source = match (G::KIND, choice.depth) {
        (pyramids_core::GameKind::Pyramida, 0) => "exact",
        _ => "proven by search",
    };
    match choice.proven {
        Some(ProvenValue::Win(n)) => format!("{source}: you win in {}", decisions(n)),
        Some(ProvenValue::Loss(n)) => format!("{source}: you lose in {}", decisions(n)),
        Some(ProvenValue::Draw) => format!("{source}: a draw with best play"),
        None => match G::KIND {
            pyramids_core::GameKind::Pylos => {
                // The evaluation counts 100 per ball of reserve.
                let balls = i64::from(choice.score / 100);
                let lead = match balls {
                    0 => "even".to_string(),
                    b if b > 0 => {
                        format!("you are about {} ahead", count(b as usize, "ball", "balls"))
                    }
                    b => format!(
                        "you are about {} behind",
                        count(b.unsigned_abs() as usize, "ball", "balls")
                    ),
                };
                format!("search {} ahead: {lead}", decisions(choice.depth))
            }
            pyramids_core::GameKind::Pyramido => {
                "estimate: the expert's best-looking play for this turn".into()
            }
            pyramids_core::GameKind::Pyramida => format!(
                "search: {}",
                match choice.score {
                    0 => "even",
                    s if s > 0 => "better for you",
                    _ => "worse for you",
                }
            ),
        },
    }
}

pub fn describe_outcome<G: TerminalGame>(record: &GameRecord<G>) -> String {
    let state = record.state();
    if let (Outcome::Win { winner }, Some(reason)) = (record.outcome(), state.end_reason()) {
        return format!("{} wins: {reason}", state.seat_name(winner));
    }
    if let (Outcome::SharedWin { .. }, Some(reason)) = (record.outcome(), state.end_reason()) {
        return format!("{} ({reason})", describe_plain(record));
    }
    describe_plain(record)
}

fn describe_plain<G: TerminalGame>(record: &GameRecord<G>) -> String {
    let state = record.state();
    match record.outcome() {
        Outcome::Ongoing => "the game goes on".into(),
        Outcome::Win { winner } => format!("{} wins", state.seat_name(winner)),
        Outcome::SharedWin { winners } => {
            format!(
                "shared win: {}",
                winners
                    .iter()
                    .map(|s| state.seat_name(*s))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
        Outcome::Draw { reason } => format!("draw by {}", draw_reason(reason)),
    }
}
