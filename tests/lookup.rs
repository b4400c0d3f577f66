//! `spaceship lookup` against `puppet lookup`: each line of
//! `tests/data/lookup/queries` (a key and puppet lookup's flags) is asked
//! of the environment `tests/data/lookup/env` for node web1 with
//! `facts.yaml`; what spaceship prints, and its exit status, must be what
//! Puppet 7.23 printed (`expected`, made by `scripts/regen-lookup`).

use std::path::Path;
use std::process::Command;

fn data() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/lookup"))
}

/// The blocks of `expected`: the query, the exit status, the output.
fn expected() -> Vec<(String, i32, String)> {
    let text = std::fs::read_to_string(data().join("expected")).unwrap();
    let mut blocks: Vec<(String, i32, String)> = Vec::new();
    for line in text.lines() {
        if let Some(head) = line.strip_prefix("== ") {
            let (query, status) = head.rsplit_once(" (exit ").unwrap();
            let status = status.trim_end_matches(')').parse().unwrap();
            blocks.push((query.to_string(), status, String::new()));
        } else {
            let block = blocks.last_mut().unwrap();
            block.2.push_str(line);
            block.2.push('\n');
        }
    }
    blocks
}

#[test]
fn lookups_print_what_puppet_lookup_prints() {
    let blocks = expected();
    assert!(blocks.len() >= 10);
    let mut failures = Vec::new();
    for (query, status, printed) in blocks {
        let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
            .arg("lookup")
            .args(query.split_whitespace())
            .arg(data().join("env"))
            .args(["--node", "web1", "--facts"])
            .arg(data().join("facts.yaml"))
            .output()
            .unwrap();
        let actual = String::from_utf8_lossy(&out.stdout);
        if out.status.code() != Some(status) || actual != printed {
            failures.push(format!(
                "{query}: expected (exit {status}):\n{printed}actual (exit {:?}):\n{actual}{}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `--explain` says every level tried, and the merge `lookup_options` gives.
#[test]
fn explain_lists_each_level_and_the_merge() {
    let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .args(["lookup", "profile::packages", "--explain"])
        .arg(data().join("env"))
        .args(["--node", "web1", "--facts"])
        .arg(data().join("facts.yaml"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.starts_with("lookup 'profile::packages' (merge unique)\n"),
        "{text}"
    );
    for level in ["\"node\"", "\"os\"", "\"common\""] {
        assert!(text.contains(level), "{level} missing:\n{text}");
    }
    assert!(
        text.contains("no such file") || text.contains("key not found"),
        "{text}"
    );
}

/// One thing an explanation says: a level tried (`depth`, the key, the
/// data file under `<env>`, what it held) or a nested lookup beginning
/// (`path` empty, `outcome` "lookup"). Found scalars keep their text.
#[derive(Debug, PartialEq)]
struct Said {
    depth: usize,
    key: String,
    path: String,
    outcome: String,
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn between<'a>(text: &'a str, open: &str, close: char) -> &'a str {
    let rest = text.split_once(open).map_or("", |(_, r)| r);
    rest.split(close).next().unwrap_or("")
}

/// What `puppet lookup --explain` said, in its order: its `lookup_options`
/// searches left out; a lookup under another's `Interpolation on` one
/// deeper; a level's outcome is the line under its `Path`, after the
/// lookups its interpolations made. Also the merge strategy its first
/// search says (`first` when it says none).
fn puppet_said(text: &str) -> (String, Vec<Said>) {
    let mut said: Vec<Said> = Vec::new();
    // The open searches and Paths: their indent and key or step.
    let mut searches: Vec<(usize, String)> = Vec::new();
    let mut paths: Vec<(usize, usize)> = Vec::new();
    let mut skip_below: Option<usize> = None;
    let mut merge = None;
    for line in text.lines() {
        let at = indent(line);
        let line = line.trim_start();
        if let Some(limit) = skip_below {
            if at > limit {
                continue;
            }
            skip_below = None;
        }
        searches.retain(|(i, _)| *i < at);
        paths.retain(|(i, _)| *i < at);
        if let Some(key) = line.strip_prefix("Searching for \"") {
            let key = key.trim_end_matches('"').to_string();
            if key == "lookup_options" {
                skip_below = Some(at);
                continue;
            }
            if !searches.is_empty() {
                said.push(Said {
                    depth: searches.len(),
                    key: key.clone(),
                    path: String::new(),
                    outcome: "lookup".into(),
                });
            }
            searches.push((at, key));
        } else if let Some(strategy) = line.strip_prefix("Merge strategy ") {
            if searches.len() == 1 && merge.is_none() {
                merge = Some(strategy.to_string());
            }
        } else if line.starts_with("Path \"") {
            let (depth, key) = (searches.len() - 1, searches.last().unwrap().1.clone());
            said.push(Said {
                depth,
                key,
                path: between(line, "Path \"", '"').to_string(),
                outcome: String::new(),
            });
            paths.push((at, said.len() - 1));
        } else if let Some(&(path_at, index)) = paths.last()
            && at == path_at + 2
        {
            let outcome = if line == "Path not found" {
                "no such file".to_string()
            } else if line.starts_with("No such key") {
                "key not found".to_string()
            } else if let Some((_, value)) = line.split_once("value: ") {
                match value.strip_prefix('"') {
                    Some(s) => format!("found {}", s.trim_end_matches('"')),
                    None => "found".to_string(),
                }
            } else {
                continue;
            };
            said[index].outcome = outcome;
        }
    }
    (merge.unwrap_or_else(|| "first".into()), said)
}

/// What `spaceship lookup --explain` said, the same way: the headline's
/// merge; `interpolation: lookup 'k'` a nested lookup (indent 4 a depth);
/// `layer "level" path: outcome` a level (indent 2 + 4 a depth).
fn spaceship_said(text: &str, env: &str) -> (String, Vec<Said>) {
    let mut said = Vec::new();
    let mut merge = String::new();
    let mut keys: Vec<String> = Vec::new();
    for line in text.lines() {
        let at = indent(line);
        let trimmed = line.trim_start();
        if at == 0 {
            if let Some(rest) = trimmed.strip_prefix("lookup '") {
                keys = vec![rest.split('\'').next().unwrap().to_string()];
                merge = between(rest, "(merge ", ')').to_string();
            }
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("interpolation: lookup '") {
            let depth = at / 4;
            let key = rest.trim_end_matches('\'').to_string();
            keys.truncate(depth);
            keys.push(key.clone());
            said.push(Said {
                depth,
                key,
                path: String::new(),
                outcome: "lookup".into(),
            });
            continue;
        }
        let depth = (at - 2) / 4;
        let (_, after_level) = trimmed.split_once("\" ").unwrap();
        let (path, outcome) = after_level.split_once(": ").unwrap();
        let outcome = match outcome.strip_prefix("found '") {
            Some(s)
                if !s.contains('\'') || s.ends_with('\'') && !s[..s.len() - 1].contains('\'') =>
            {
                format!("found {}", s.trim_end_matches('\''))
            }
            _ if outcome.starts_with("found") => "found".into(),
            _ => outcome.to_string(),
        };
        said.push(Said {
            depth,
            key: keys[depth].clone(),
            path: path.replace(env, "<env>"),
            outcome,
        });
    }
    (merge, said)
}

/// `--explain`: the levels tried, in Puppet's order, each nested lookup
/// an interpolation made indented under the level whose value made it,
/// what each level held, and the merge, as `puppet lookup --explain`
/// says them (`explained`, made by `scripts/regen-lookup`).
#[test]
fn explanations_nest_and_order_levels_as_puppet_lookup_explain_does() {
    let text = std::fs::read_to_string(data().join("explained")).unwrap();
    let mut blocks: Vec<(String, i32, String)> = Vec::new();
    for line in text.lines() {
        if let Some(head) = line.strip_prefix("== ") {
            let (query, status) = head.rsplit_once(" (exit ").unwrap();
            let status = status.trim_end_matches(')').parse().unwrap();
            blocks.push((query.to_string(), status, String::new()));
        } else {
            let block = blocks.last_mut().unwrap();
            block.2.push_str(line);
            block.2.push('\n');
        }
    }
    assert!(blocks.len() >= 4);
    let env = data().join("env").display().to_string();
    let mut nested = 0;
    for (query, status, printed) in blocks {
        let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
            .arg("lookup")
            .args(query.split_whitespace())
            .arg(data().join("env"))
            .args(["--node", "web1", "--facts"])
            .arg(data().join("facts.yaml"))
            .output()
            .unwrap();
        let actual = String::from_utf8_lossy(&out.stdout);
        let (want_merge, want) = puppet_said(&printed);
        let (got_merge, got) = spaceship_said(&actual, &env);
        assert_eq!(out.status.code(), Some(status), "{query}:\n{actual}");
        assert_eq!(got_merge, want_merge, "{query}:\n{actual}");
        assert_eq!(got, want, "{query}:\n{actual}");
        nested += want.iter().filter(|s| s.depth > 1).count();
    }
    assert!(nested > 0, "no lookup nested two deep was checked");
}
