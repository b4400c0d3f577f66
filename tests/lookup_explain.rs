//! `spaceship lookup --explain` against `puppet lookup --explain`: each
//! line of `tests/data/lookup_explain/queries` (a key and puppet lookup's
//! flags) is asked of the environment `env` (global layer `conf/hiera.yaml`)
//! for node `test` with `facts.yaml`; what spaceship prints, and its exit
//! status, must be what Puppet printed, line for line (`explained`, made by
//! Puppet 8.10; `explained.puppet7` where Puppet 7.23 explains otherwise —
//! both by `scripts/regen-lookup-explain`). Puppet's directories are
//! written `<env>` and `<conf>`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lookup_explain")
}

#[path = "common/expectations.rs"]
mod expectations;
use expectations::blocks;

/// Every query explained as the Puppet of `version` explains it.
fn explains_as(version: &str) {
    let data = data();
    let puppet7 = data.join("explained.puppet7");
    let file = match version {
        "7" if puppet7.exists() => puppet7,
        _ => data.join("explained"),
    };
    let blocks = blocks(&file);
    assert!(blocks.len() >= 20, "{}", file.display());
    let env = data.join("env");
    let conf = data.join("conf");
    let mut failures = Vec::new();
    for (query, status, printed) in &blocks {
        // The eyaml level's keys are relative to the working directory.
        let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
            .current_dir(&data)
            .args(["--puppet-version", version, "lookup", "--explain"])
            .args(query.split_whitespace())
            .arg(&env)
            .args(["--node", "test", "--facts", "facts.yaml", "--hiera-config"])
            .arg(conf.join("hiera.yaml"))
            .output()
            .unwrap();
        let actual = String::from_utf8_lossy(&out.stdout)
            .replace(&env.display().to_string(), "<env>")
            .replace(&conf.display().to_string(), "<conf>");
        if out.status.code() != Some(*status) || actual != *printed {
            failures.push(format!(
                "== {query}: expected (exit {status}), actual (exit {:?}) {}\n{}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr),
                first_difference(printed, &actual)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        blocks.len(),
        failures.join("\n")
    );
}

/// Where two texts part, with a few lines around.
fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let at = (0..e.len().max(a.len()))
        .find(|&i| e.get(i) != a.get(i))
        .unwrap_or(0);
    let from = at.saturating_sub(3);
    let show = |lines: &[&str]| lines[from.min(lines.len())..(at + 4).min(lines.len())].join("\n");
    format!(
        "at line {}:\n--- puppet\n{}\n--- spaceship\n{}",
        at + 1,
        show(&e),
        show(&a)
    )
}

#[test]
fn explanations_are_puppet_8s() {
    explains_as("8");
}

#[test]
fn explanations_are_puppet_7s() {
    explains_as("7");
}
