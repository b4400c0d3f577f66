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
