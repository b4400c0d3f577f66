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

/// What the REPL's `:lookup` prints for each line of `commands` (one
/// REPL a line, on the same environment, node and facts).
fn repl_lookups(version: &str, commands: &[String]) -> Vec<String> {
    use std::io::Write as _;
    let data = data();
    let env = data.join("env");
    let conf = data.join("conf");
    commands
        .iter()
        .map(|command| {
            let mut child = Command::new(env!("CARGO_BIN_EXE_spaceship"))
                .current_dir(&data)
                .args(["--puppet-version", version])
                .arg(&env)
                .args(["--node", "test", "--facts", "facts.yaml", "--hiera-config"])
                .arg(conf.join("hiera.yaml"))
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            writeln!(stdin, "{command}").unwrap();
            drop(stdin);
            let out = child.wait_with_output().unwrap();
            String::from_utf8_lossy(&out.stdout)
                .replace(&env.display().to_string(), "<env>")
                .replace(&conf.display().to_string(), "<conf>")
        })
        .collect()
}

/// The REPL's `:lookup KEY` explains as `puppet lookup --explain` does
/// (each query of a bare key): `:lookup --show-secrets KEY` line for line;
/// plain `:lookup KEY` the same but for what was decrypted from eyaml
/// data, which it masks.
fn repl_explains_as(version: &str) {
    let data = data();
    let puppet7 = data.join("explained.puppet7");
    let file = match version {
        "7" if puppet7.exists() => puppet7,
        _ => data.join("explained"),
    };
    let blocks: Vec<_> = blocks(&file)
        .into_iter()
        .filter(|(query, _, _)| !query.contains(' '))
        .collect();
    assert!(blocks.len() >= 20, "{}", file.display());
    let shown = repl_lookups(
        version,
        &blocks
            .iter()
            .map(|(key, _, _)| format!(":lookup --show-secrets {key}"))
            .collect::<Vec<_>>(),
    );
    let masked = repl_lookups(
        version,
        &blocks
            .iter()
            .map(|(key, _, _)| format!(":lookup {key}"))
            .collect::<Vec<_>>(),
    );
    let mut failures = Vec::new();
    let mut masked_some = false;
    for (((key, _, printed), shown), masked) in blocks.iter().zip(&shown).zip(&masked) {
        if shown != printed {
            failures.push(format!(
                "== :lookup --show-secrets {key}\n{}",
                first_difference(printed, shown)
            ));
        }
        if masked == printed {
            continue;
        }
        masked_some = true;
        // Masked: the secret replaced, every other line Puppet's.
        let invented: Vec<&str> = masked
            .lines()
            .filter(|l| !l.contains("<encrypted: eyaml>") && !printed.lines().any(|p| p == *l))
            .collect();
        if !masked.contains("<encrypted: eyaml>") || !invented.is_empty() {
            failures.push(format!("== :lookup {key}: masked otherwise\n{masked}"));
        }
    }
    assert!(masked_some, "no explanation masked a decrypted value");
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        blocks.len(),
        failures.join("\n")
    );
}

#[test]
fn repl_explanations_are_puppet_8s() {
    repl_explains_as("8");
}

#[test]
fn repl_explanations_are_puppet_7s() {
    repl_explains_as("7");
}
