//! A tiny flag parser: `--key value`, `--switch`, and positionals.

use std::collections::HashMap;

pub struct Args {
    pub positional: Vec<String>,
    flags: HashMap<String, Option<String>>,
    /// A flag given last without its value: reported by
    /// [`Args::check_known`] after unknown flags, so a typo at the end of
    /// the line is called unknown rather than "needs a value".
    missing_value: Option<String>,
}

/// Flags that take no value.
const SWITCHES: &[&str] = &[
    "json", "color", "no-color", "help", "version", "quiet", "verbose", "compare", "no-bulk",
];

impl Args {
    pub fn parse(raw: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = HashMap::new();
        let mut missing_value = None;
        let mut it = raw.into_iter().peekable();
        while let Some(arg) = it.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if let Some((k, v)) = name.split_once('=') {
                    flags.insert(k.to_string(), Some(v.to_string()));
                } else if SWITCHES.contains(&name) {
                    flags.insert(name.to_string(), None);
                } else {
                    match it.next() {
                        Some(value) => {
                            flags.insert(name.to_string(), Some(value));
                        }
                        None => {
                            flags.insert(name.to_string(), None);
                            missing_value = Some(format!("--{name}"));
                        }
                    }
                }
            } else if arg == "-n" {
                let value = it.next().ok_or("-n needs a value")?;
                flags.insert("games".into(), Some(value));
            } else if arg == "-h" {
                flags.insert("help".into(), None);
            } else if arg == "-V" {
                flags.insert("version".into(), None);
            } else if arg.starts_with('-') && arg.len() > 1 {
                return Err(format!(
                    "unknown option {arg} (options start with --, e.g. --help)"
                ));
            } else {
                positional.push(arg);
            }
        }
        Ok(Args {
            positional,
            flags,
            missing_value,
        })
    }

    /// Removes `--name VALUE` (a flag every command takes), so that each
    /// command's [`Args::check_known`] need not list it.
    pub fn take(&mut self, name: &str) -> Result<Option<String>, String> {
        let flag = format!("--{name}");
        match self.flags.remove(name) {
            None => Ok(None),
            Some(Some(value)) => Ok(Some(value)),
            Some(None) => {
                if self.missing_value.as_deref() == Some(flag.as_str()) {
                    self.missing_value = None;
                }
                Err(format!("{flag} needs a value"))
            }
        }
    }

    pub fn has(&self, name: &str) -> bool {
        self.flags.contains_key(name)
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.flags.get(name).and_then(|v| v.as_deref())
    }

    pub fn num<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name}: {v:?} is not a number")),
        }
    }

    /// Fails on flags no command knows, so typos do not pass silently.
    pub fn check_known(&self, known: &[&str]) -> Result<(), String> {
        match self.flags.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(format!(
                "unknown option --{k}; options here: {}",
                known
                    .iter()
                    .map(|k| format!("--{k}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            )),
            None => match &self.missing_value {
                Some(flag) => Err(format!("{flag} needs a value")),
                None => Ok(()),
            },
        }
    }

    /// Refuses words after the `expected` positionals (`play pylos extra`).
    pub fn check_positionals(&self, expected: usize) -> Result<(), String> {
        match self.positional.get(expected) {
            Some(word) => Err(format!(
                "unexpected word {:?} (see `pyramids help`)",
                crate::play::clip(word)
            )),
            None => Ok(()),
        }
    }

    pub fn color(&self) -> bool {
        use std::io::IsTerminal;
        if self.has("no-color") {
            false
        } else if self.has("color") {
            true
        } else {
            std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal()
        }
    }
}
