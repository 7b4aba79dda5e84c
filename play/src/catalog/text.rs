//! A catalog entry and how its placeholders are filled.

use super::PluralCategory;

/// One language's text for a key: a plain template, or one template per
/// plural category of the language (the count is placeholder `{0}`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Text {
    Plain(&'static str),
    Plural(&'static [(PluralCategory, &'static str)]),
}

impl Text {
    /// The template for a plural category (the plain text for a plain entry).
    pub(crate) fn form(self, category: PluralCategory) -> &'static str {
        match self {
            Text::Plain(s) => s,
            Text::Plural(forms) => forms
                .iter()
                .find(|(c, _)| *c == category)
                .or_else(|| forms.iter().find(|(c, _)| *c == PluralCategory::Other))
                .map_or("", |(_, s)| s),
        }
    }

    /// Every template of the entry.
    #[cfg(test)]
    pub(crate) fn templates(self) -> Vec<&'static str> {
        match self {
            Text::Plain(s) => vec![s],
            Text::Plural(forms) => forms.iter().map(|(_, s)| *s).collect(),
        }
    }
}

/// Puts `args[i]` in place of each `{i}`. A placeholder without its value
/// stays as it is (visible, so a wrong call shows on screen and in tests,
/// and nothing panics); `{{` and `}}` are not special here: no text needs them.
pub(crate) fn fill(template: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after
            .find('}')
            .and_then(|close| Some((close, after[..close].parse::<usize>().ok()?)))
        {
            Some((close, i)) if i < args.len() => {
                out.push_str(&args[i]);
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder numbers a template uses, sorted and without repeats.
#[cfg(test)]
pub(crate) fn placeholders(template: &str) -> Vec<usize> {
    let mut found = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                if let Ok(i) = after[..close].parse::<usize>() {
                    found.push(i);
                }
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_by_position_and_keeps_a_missing_value_visible() {
        let args = ["Light".to_string(), "3".to_string()];
        assert_eq!(fill("{0} has {1} · {0}", &args), "Light has 3 · Light");
        assert_eq!(fill("{0} and {2}", &args[..1]), "Light and {2}");
        assert_eq!(fill("a { b } c {x}", &args), "a { b } c {x}");
        assert_eq!(fill("ends with {", &args), "ends with {");
    }

    #[test]
    fn lists_placeholders() {
        assert_eq!(placeholders("{1} then {0} and {1}"), vec![0, 1]);
        assert!(placeholders("none { here").is_empty());
    }
}
