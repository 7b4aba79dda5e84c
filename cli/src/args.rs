//! A tiny flag parser: `--key value`, `--switch`, and positionals.

use std::collections::HashMap;

pub struct Args {
    pub positional: Vec<String>,
    flags: HashMap<String, Option<String>>,
}

/// Flags that take no value.
const SWITCHES: &[&str] = &["json", "color", "no-color", "help", "quiet", "verbose"];

impl Args {
    pub fn parse(raw: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = HashMap::new();
        let mut it = raw.into_iter().peekable();
        while let Some(arg) = it.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if let Some((k, v)) = name.split_once('=') {
                    flags.insert(k.to_string(), Some(v.to_string()));
                } else if SWITCHES.contains(&name) {
                    flags.insert(name.to_string(), None);
                } else {
                    let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                    flags.insert(name.to_string(), Some(value));
                }
            } else if arg == "-n" {
                let value = it.next().ok_or("-n needs a value")?;
                flags.insert("games".into(), Some(value));
            } else {
                positional.push(arg);
            }
        }
        Ok(Args { positional, flags })
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
