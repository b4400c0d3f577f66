//! House rules checked over the source tree, as rust-analyzer's own `tidy`
//! test does: every import points down the layer table (which
//! ARCHITECTURE.md writes once and this test reads from there), siblings
//! of one row form no cycle, every module file opens with a `//!` doc, no
//! file passes 800 lines, no `todo!`, `unimplemented!` or `#[ignore]`
//! remains, and every public module has its line on ARCHITECTURE.md's code
//! map. Each failure names the file and line and what rule it breaks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Files are split before they pass this many lines.
const MAX_LINES: usize = 800;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn architecture() -> String {
    let path = root().join("ARCHITECTURE.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `.rs` file under `dir`, sorted, with its path relative to the
/// repository.
fn rust_files(dir: &Path) -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut paths = Vec::new();
    walk(dir, &mut paths);
    paths.sort();
    let root = root();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p:?}: {e}"));
            let name = p.strip_prefix(&root).unwrap_or(&p).display().to_string();
            (name, text)
        })
        .collect()
}

/// The text under a `## heading` of a markdown document, up to the next
/// heading of that level.
fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
    let start = doc
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("ARCHITECTURE.md has no `## {heading}` section"));
    let body = &doc[start + heading.len() + 5..];
    &body[..body.find("\n## ").unwrap_or(body.len())]
}

/// The words in backticks in `text`.
fn backticked(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The layer table: the modules of each row, bottom row first. Read from
/// ARCHITECTURE.md's `## Layers` section: the rows of its markdown table
/// whose first cell is the row's number (from 0, in order), the second
/// cell the row's modules in backticks.
fn layer_table(architecture: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for line in section(architecture, "Layers").lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
        let Some(Ok(number)) = cells.first().map(|c| c.trim().parse::<usize>()) else {
            continue;
        };
        assert_eq!(
            number,
            rows.len(),
            "ARCHITECTURE.md's layer table: rows are numbered from 0 in order; got {number} for row {}",
            rows.len()
        );
        let modules: Vec<String> = cells
            .get(1)
            .map(|c| backticked(c).into_iter().map(String::from).collect())
            .unwrap_or_default();
        assert!(
            !modules.is_empty(),
            "ARCHITECTURE.md's layer table: row {number} names no module in backticks"
        );
        rows.push(modules);
    }
    assert!(rows.len() > 1, "ARCHITECTURE.md's layer table has no rows");
    rows
}

/// The code of a Rust file with comments and the contents of string and
/// character literals blanked out (line breaks kept, so lines still count
/// from 1): what is left is what the compiler reads as paths.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let before = i.checked_sub(1).map(|j| chars[j]);
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && matches!(next, Some('"' | '#'))
            && !before.is_some_and(|b| ident(b) && b != 'b')
            && chars[i + 1..].iter().find(|&&c| c != '#') == Some(&'"')
        {
            // A raw string: r"..." or r#"..."# (br too).
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            let closing: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            out.push_str(&" ".repeat(hashes + 2));
            i += hashes + 2;
            while i < chars.len() && !chars[i..].starts_with(&closing) {
                out.push(blank(chars[i]));
                i += 1;
            }
            out.push_str(&" ".repeat(closing.len()));
            i += closing.len();
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push('"');
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character literal (a lifetime has no closing quote).
            let end = (i + 2..chars.len())
                .find(|&j| chars[j] == '\'' && (j > i + 2 || next != Some('\\')))
                .unwrap_or(chars.len() - 1);
            out.push_str(&" ".repeat(end + 1 - i));
            i = end + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The top-level module a file of `src/` belongs to (`src/eval/expr.rs`
/// is `eval`); `None` for the crate roots.
fn module_of(file: &str) -> Option<&str> {
    let rest = file.strip_prefix("src/")?;
    let first = rest.split('/').next()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (!matches!(name, "lib" | "main")).then_some(name)
}

/// A path into another top-level module: `crate::x::...` (or
/// `spaceship::x::...` from the binary), in a `use` or inline.
#[derive(Debug, Clone)]
struct Import {
    line: usize,
    target: String,
    /// The path as written (shortened), for messages.
    shown: String,
}

/// The paths of `code` (comments and literals blanked) that name a
/// module of the crate root: `crate::a::b`, each item of `crate::{a::b,
/// c}`, and `spaceship::a::b`.
fn imports(code: &str, modules: &BTreeSet<String>) -> Vec<Import> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let line_at = |at: usize| code[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    for prefix in ["crate::", "spaceship::"] {
        for (at, _) in code.match_indices(prefix) {
            if code[..at]
                .chars()
                .next_back()
                .is_some_and(|c| ident(c) || c == ':')
            {
                continue;
            }
            let rest = code[at + prefix.len()..].trim_start();
            let mut items = Vec::new();
            if let Some(group) = rest.strip_prefix('{') {
                // The top-level items of the group.
                let (mut depth, mut start) = (0usize, 0);
                for (j, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => {
                            items.push(&group[start..j]);
                            break;
                        }
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            items.push(&group[start..j]);
                            start = j + 1;
                        }
                        _ => {}
                    }
                }
            } else {
                items.push(rest);
            }
            for item in items {
                let item = item.trim_start();
                let name: String = item.chars().take_while(|&c| ident(c)).collect();
                if !modules.contains(&name) {
                    continue;
                }
                let path: String = item
                    .chars()
                    .take_while(|&c| ident(c) || c == ':')
                    .take(60)
                    .collect();
                let offset = item.as_ptr() as usize - code.as_ptr() as usize;
                out.push(Import {
                    line: line_at(offset),
                    target: name,
                    shown: format!("{prefix}{path}"),
                });
            }
        }
    }
    out.sort_by_key(|i| i.line);
    out
}

/// The layering errors of these files (path and text): imports up the
/// table, modules the table lacks, and cycles among the modules of one
/// row.
fn layering_errors(table: &[Vec<String>], files: &[(String, String)]) -> Vec<String> {
    let rank: BTreeMap<&str, usize> = table
        .iter()
        .enumerate()
        .flat_map(|(row, modules)| modules.iter().map(move |m| (m.as_str(), row)))
        .collect();
    let mut modules: BTreeSet<String> = rank.keys().map(|m| m.to_string()).collect();
    modules.extend(
        files
            .iter()
            .filter_map(|(f, _)| module_of(f).map(String::from)),
    );
    let mut errors = Vec::new();
    let mut unplaced = BTreeSet::new();
    // Edges between siblings of one row, each with where it is first made.
    let mut sibling: BTreeMap<(String, String), String> = BTreeMap::new();
    for (file, text) in files {
        let Some(from) = module_of(file) else {
            continue;
        };
        let Some(&from_row) = rank.get(from) else {
            if unplaced.insert(from.to_string()) {
                errors.push(format!(
                    "{file}: module `{from}` has no row in ARCHITECTURE.md's layer table"
                ));
            }
            continue;
        };
        for import in imports(&code_only(text), &modules) {
            let to = import.target.as_str();
            let Some(&to_row) = rank.get(to) else {
                continue;
            };
            let at = format!("{file}:{}", import.line);
            if to_row > from_row {
                errors.push(format!(
                    "{at}: `{}` imports upward: `{from}` (row {from_row}) may not use `{to}` (row {to_row}); \
                     move what it needs down, or the caller up (ARCHITECTURE.md, Layers)",
                    import.shown
                ));
            } else if to_row == from_row && to != from {
                sibling
                    .entry((from.to_string(), to.to_string()))
                    .or_insert(format!("{at} (`{}`)", import.shown));
            }
        }
    }
    errors.extend(sibling_cycles(&sibling));
    errors
}

/// Each cycle among siblings, once, with where each of its edges is made.
fn sibling_cycles(edges: &BTreeMap<(String, String), String>) -> Vec<String> {
    fn search(
        edges: &BTreeMap<(String, String), String>,
        path: &mut Vec<String>,
        found: &mut BTreeSet<Vec<String>>,
    ) {
        let last = path.last().expect("a start").clone();
        for (a, b) in edges.keys() {
            if *a != last {
                continue;
            }
            if *b == path[0] {
                // Each cycle is reported once, from its least module.
                if path.iter().min() == Some(&path[0]) {
                    found.insert(path.clone());
                }
            } else if !path.contains(b) {
                path.push(b.clone());
                search(edges, path, found);
                path.pop();
            }
        }
    }
    let mut found = BTreeSet::new();
    for (a, _) in edges.keys() {
        search(edges, &mut vec![a.clone()], &mut found);
    }
    found
        .into_iter()
        .map(|cycle| {
            let mut lines = vec![format!(
                "siblings form a cycle: {} -> {}",
                cycle.join(" -> "),
                cycle[0]
            )];
            for (i, a) in cycle.iter().enumerate() {
                let b = &cycle[(i + 1) % cycle.len()];
                lines.push(format!(
                    "    {a} -> {b} at {}",
                    edges[&(a.clone(), b.clone())]
                ));
            }
            lines.join("\n")
        })
        .collect()
}

fn fail_on(rule: &str, errors: Vec<String>) {
    assert!(
        errors.is_empty(),
        "{rule}: {} problem(s)\n{}\n",
        errors.len(),
        errors.join("\n")
    );
}

#[test]
fn imports_point_down_the_layer_table() {
    let table = layer_table(&architecture());
    fail_on(
        "layering",
        layering_errors(&table, &rust_files(&root().join("src"))),
    );
}

/// The check itself: an import up the table, a cycle of siblings and a
/// module with no row are each reported with file, line and layers.
#[test]
fn the_layering_check_reports_what_breaks_it() {
    let table = layer_table(
        "\n## Layers\n| # | Modules |\n|-|-|\n| 0 | `syntax` |\n| 1 | `catalog` |\n| 2 | `graph`, `diff` |\n",
    );
    let file = |name: &str, text: &str| (name.to_string(), text.to_string());
    let errors = layering_errors(
        &table,
        &[
            file(
                "src/catalog/text.rs",
                "//! Text.\n// crate::diff in a comment is no import\nuse crate::syntax::Span;\nfn f() { crate::diff::x(\"crate::graph\") }\n",
            ),
            file("src/graph.rs", "use crate::{catalog::View, diff::Res};\n"),
            file("src/diff/model.rs", "\n\nuse crate::graph::auto;\n"),
            file("src/extra.rs", "use crate::syntax;\n"),
        ],
    );
    let expected = [
        "src/catalog/text.rs:4: `crate::diff::x` imports upward: `catalog` (row 1) may not use `diff` (row 2)",
        "src/extra.rs: module `extra` has no row",
        "siblings form a cycle: diff -> graph -> diff\n    diff -> graph at src/diff/model.rs:3 (`crate::graph::auto`)\n    graph -> diff at src/graph.rs:1 (`crate::diff::Res`)",
    ];
    for want in expected {
        assert!(
            errors.iter().any(|e| e.starts_with(want)),
            "missing {want:?} in:\n{}",
            errors.join("\n")
        );
    }
    assert_eq!(errors.len(), expected.len(), "{}", errors.join("\n"));
}

#[test]
fn every_module_file_opens_with_a_doc() {
    let errors = rust_files(&root().join("src"))
        .into_iter()
        .filter(|(_, text)| {
            !text
                .lines()
                .find(|l| !l.trim().is_empty())
                .is_some_and(|l| l.starts_with("//!"))
        })
        .map(|(file, _)| format!("{file}:1: opens without a `//!` doc saying what it owns"))
        .collect();
    fail_on("module docs", errors);
}

#[test]
fn no_file_is_too_long() {
    let errors = rust_files(&root().join("src"))
        .into_iter()
        .filter_map(|(file, text)| {
            let lines = text.lines().count();
            (lines > MAX_LINES)
                .then(|| format!("{file}: {lines} lines; split it before {MAX_LINES}"))
        })
        .collect();
    fail_on("file length", errors);
}

#[test]
fn no_stubs_or_ignored_tests() {
    let mut files = rust_files(&root().join("src"));
    files.extend(rust_files(&root().join("tests")));
    let mut errors = Vec::new();
    for (file, text) in files {
        for (n, line) in code_only(&text).lines().enumerate() {
            let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            for needle in ["todo!", "unimplemented!", "#[ignore"] {
                let found = squeezed.match_indices(needle).any(|(at, _)| {
                    !squeezed[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                });
                if found {
                    errors.push(format!("{file}:{}: `{needle}`", n + 1));
                }
            }
        }
    }
    fail_on("stubs and ignored tests", errors);
}

/// The public modules: those `src/lib.rs` declares (`x`) and the public
/// submodules of each (`x::y`).
fn public_modules() -> Vec<(String, String)> {
    let declared = |file: &Path| -> Vec<String> {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        code_only(&text)
            .lines()
            .filter_map(|l| {
                let name = l.trim().strip_prefix("pub mod ")?.strip_suffix(';')?;
                Some(name.trim().to_string())
            })
            .collect()
    };
    let src = root().join("src");
    let mut out = Vec::new();
    for layer in declared(&src.join("lib.rs")) {
        out.push(("src/lib.rs".to_string(), layer.clone()));
        let file = src.join(format!("{layer}.rs"));
        for sub in declared(&file) {
            out.push((format!("src/{layer}.rs"), format!("{layer}::{sub}")));
        }
    }
    out
}

#[test]
fn every_public_module_is_on_the_code_map() {
    let architecture = architecture();
    let map: BTreeSet<&str> = backticked(section(&architecture, "Code map"))
        .into_iter()
        .collect();
    let errors = public_modules()
        .into_iter()
        .filter(|(_, module)| !map.contains(module.as_str()))
        .map(|(file, module)| {
            format!("{file}: public module `{module}` has no line on ARCHITECTURE.md's code map")
        })
        .collect();
    fail_on("code map", errors);
}
