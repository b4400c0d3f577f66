//! `spaceship lookup` against `puppet lookup`: each line of
//! `tests/data/lookup/queries` (a key and puppet lookup's flags) is asked
//! of the environment `tests/data/lookup/env` for node web1 with
//! `facts.yaml`; what spaceship prints, and its exit status, must be what
//! Puppet 7.23 printed (`expected`, made by `scripts/regen-lookup`), and
//! with `--explain` what `puppet lookup --explain` printed (`explained`).

use std::path::Path;
use std::process::{Command, Output};

fn data() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/lookup"))
}

#[path = "common/expectations.rs"]
mod expectations;
use expectations::blocks;

/// `spaceship lookup` (after `global`, Puppet's version) asked `query` of
/// the environment for node web1 with its facts.
fn lookup_web1(global: &[&str], query: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .args(global)
        .arg("lookup")
        .args(query.split_whitespace())
        .arg(data().join("env"))
        .args(["--node", "web1", "--facts"])
        .arg(data().join("facts.yaml"))
        .output()
        .unwrap()
}

#[test]
fn lookups_print_what_puppet_lookup_prints() {
    let blocks = blocks(&data().join("expected"));
    assert!(blocks.len() >= 10);
    let mut failures = Vec::new();
    for (query, status, printed) in blocks {
        let out = lookup_web1(&[], &query);
        // `--explain-options` names the environment's files: `<env>`.
        let actual = String::from_utf8_lossy(&out.stdout)
            .replace(&data().join("env").display().to_string(), "<env>");
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

/// `--explain` prints what `puppet lookup --explain` printed (Puppet
/// 7.23: `explained`, made by `scripts/regen-lookup`, the environment's
/// directory written `<env>`): the search for `lookup_options`, the merge
/// they give, each level, each lookup an interpolation made nested under
/// the level whose value made it. `tests/lookup_explain.rs` has more.
#[test]
fn explanations_are_puppet_lookup_explains() {
    let blocks = blocks(&data().join("explained"));
    assert!(blocks.len() >= 4);
    let env = data().join("env").display().to_string();
    for (query, status, printed) in blocks {
        let out = lookup_web1(&["--puppet-version", "7"], &query);
        let actual = String::from_utf8_lossy(&out.stdout).replace(&env, "<env>");
        assert_eq!(out.status.code(), Some(status), "{query}:\n{actual}");
        assert_eq!(actual, printed, "{query}");
    }
}
