//! The docs' figure tables have exactly the rows `scripts/figures` prints
//! (its `--rows` list, which runs nothing), each table once, dated and
//! naming the machine. The numbers vary by machine and are not compared.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const PAGES: &[&str] = &[
    "README.md",
    "docs/engine.md",
    "docs/ai.md",
    "docs/review.md",
    "docs/testing.md",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace")
}

/// Table name → row labels, in order, from the script.
fn script_rows() -> BTreeMap<String, Vec<String>> {
    let out = Command::new("bash")
        .arg(root().join("scripts/figures"))
        .arg("--rows")
        .output()
        .expect("bash runs scripts/figures");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut rows: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let (table, label) = line.split_once('|').expect("table|label");
        rows.entry(table.into()).or_default().push(label.into());
    }
    rows
}

/// One figures table of a page: its name, the text between the marker and
/// the table, and the first cell of each row below the header.
struct DocTable {
    page: &'static str,
    name: String,
    preamble: String,
    labels: Vec<String>,
}

fn doc_tables(page: &'static str, text: &str) -> Vec<DocTable> {
    let mut tables = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(name) = line
            .trim()
            .strip_prefix("<!-- figures:")
            .and_then(|r| r.strip_suffix("-->"))
        else {
            continue;
        };
        let mut preamble = String::new();
        while let Some(l) = lines.next_if(|l| !l.starts_with('|')) {
            preamble.push_str(l);
            preamble.push('\n');
        }
        let rows: Vec<&str> =
            std::iter::from_fn(|| lines.next_if(|l| l.starts_with('|'))).collect();
        let labels = rows
            .iter()
            .skip(2) // the header and the separator
            .map(|r| {
                r.trim_matches('|')
                    .split('|')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_string()
            })
            .collect();
        tables.push(DocTable {
            page,
            name: name.trim().to_string(),
            preamble,
            labels,
        });
    }
    tables
}

#[test]
fn docs_figure_tables_have_the_rows_scripts_figures_prints() {
    let rows = script_rows();
    assert!(rows.len() >= 4, "tables: {:?}", rows.keys());
    let mut seen: BTreeMap<String, &'static str> = BTreeMap::new();
    for page in PAGES {
        let text = std::fs::read_to_string(root().join(page)).unwrap();
        for table in doc_tables(page, &text) {
            let expected = rows.get(&table.name).unwrap_or_else(|| {
                panic!("{}: no table {} in scripts/figures", table.page, table.name)
            });
            assert_eq!(
                &table.labels, expected,
                "{}: the rows of table {}",
                table.page, table.name
            );
            assert!(
                table.preamble.contains("Measured 20") && table.preamble.contains(" on "),
                "{}: table {} is not dated or names no machine: {:?}",
                table.page,
                table.name,
                table.preamble
            );
            if let Some(other) = seen.insert(table.name.clone(), table.page) {
                panic!("table {} is in both {other} and {}", table.name, table.page);
            }
        }
    }
    let missing: Vec<&String> = rows.keys().filter(|k| !seen.contains_key(*k)).collect();
    assert!(missing.is_empty(), "tables in no page: {missing:?}");
}

#[test]
fn a_table_row_is_read_by_its_first_cell() {
    // The parser itself, on a page with one table and text around it.
    let page = "text\n<!-- figures:t -->\nMeasured 2026-01-01 on x.\n\n| figure | command | measured |\n|---|---|---|\n| a | `c` | 1 |\n| b, c | `d` | 2 |\nafter\n| not | a row |\n";
    let tables = doc_tables("page", page);
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].name, "t");
    assert_eq!(tables[0].labels, ["a", "b, c"]);
    assert!(tables[0].preamble.contains("Measured 2026-01-01"));
}
