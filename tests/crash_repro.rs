//! Issue #42's reproducers, one per crash or hang class and its
//! siblings (other walkers of values, other file readers, other loops,
//! other evaluators): each case under `tests/data/crash/repro` runs the
//! real binary in a scratch folder under a 4 GB address-space cap and a
//! time bound, and must end with the exit status its header names and no
//! panic, stack overflow or allocation abort. `scripts/crash-repro` runs
//! the same cases on the release binary within 20 s each.
//!
//! A case is a manifest whose leading `#` lines say how to run it:
//! `# setup:` (bash, run first in the scratch folder, which holds the case
//! as `case.pp`), `# run:` (bash; `$BIN` is spaceship; default: compile
//! `case.pp` for node `test` without a store), `# exit:` (0, 1, 2 or
//! `any`, which is 0 or 1) and `# expect:` (text the output holds).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

#[path = "common/bounded_run.rs"]
mod bounded_run;
use bounded_run::{run_bounded, two_at_a_time};
#[path = "common/manifests.rs"]
mod manifests;
use manifests::manifests;

/// Generous for a debug build on a loaded machine (the release binary
/// ends each case within 20 s: `scripts/crash-repro`).
const TIME_BOUND: Duration = Duration::from_secs(150);

struct Case {
    name: String,
    text: String,
    setup: Vec<String>,
    run: String,
    exit: String,
    expected: Vec<String>,
}

fn case(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).unwrap();
    let mut case = Case {
        name: path.file_name().unwrap().to_string_lossy().into_owned(),
        text: text.clone(),
        setup: Vec::new(),
        run: "\"$BIN\" compile --no-storeconfigs --node test case.pp".into(),
        exit: String::new(),
        expected: Vec::new(),
    };
    for line in text.lines().take_while(|l| l.starts_with('#')) {
        let line = line.trim_start_matches('#').trim_start();
        if let Some(v) = line.strip_prefix("setup:") {
            case.setup.push(v.trim().to_string());
        } else if let Some(v) = line.strip_prefix("run:") {
            case.run = v.trim().to_string();
        } else if let Some(v) = line.strip_prefix("exit:") {
            case.exit = v.trim().to_string();
        } else if let Some(v) = line.strip_prefix("expect:") {
            case.expected.push(v.trim().to_string());
        }
    }
    assert!(!case.exit.is_empty(), "{}: no `# exit:`", case.name);
    case
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "spaceship-crash-repro-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a case: its exit status (`None`: still running at the bound or
/// killed by a signal), what it printed, and how long it took.
fn run(case: &Case) -> (Option<i32>, String, Duration) {
    let dir = scratch(&case.name);
    std::fs::write(dir.join("case.pp"), &case.text).unwrap();
    for line in &case.setup {
        let status = Command::new("bash")
            .args(["-c", line])
            .env("BIN", env!("CARGO_BIN_EXE_spaceship"))
            .current_dir(&dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "{}: setup failed: {line}", case.name);
    }
    let mut command = Command::new("bash");
    command
        .arg("-c")
        .arg(format!("ulimit -v 4194304; {}", case.run))
        .env("BIN", env!("CARGO_BIN_EXE_spaceship"))
        .current_dir(&dir);
    let (status, printed, took) = run_bounded(&mut command, TIME_BOUND);
    let _ = std::fs::remove_dir_all(&dir);
    (status, printed, took)
}

fn check(case: &Case, status: Option<i32>, printed: &str, took: Duration) -> Option<String> {
    let shown: String = printed.chars().take(600).collect();
    let name = &case.name;
    let wanted = match case.exit.as_str() {
        "any" => matches!(status, Some(0 | 1)),
        code => status == code.parse().ok(),
    };
    if status.is_none() {
        Some(format!(
            "{name}: no end within {took:?} (a hang or a signal): {shown}"
        ))
    } else if !wanted {
        Some(format!(
            "{name}: exit {status:?}, not {}: {shown}",
            case.exit
        ))
    } else if ["panicked", "overflowed its stack", "memory allocation of"]
        .iter()
        .any(|crash| printed.contains(crash))
    {
        Some(format!("{name}: crashed: {shown}"))
    } else {
        let missing = case
            .expected
            .iter()
            .find(|e| !printed.contains(e.as_str()))?;
        Some(format!("{name}: no {missing:?} in: {shown}"))
    }
}

#[test]
fn every_reproducer_ends_cleanly_under_the_limits() {
    let paths = manifests("tests/data/crash/repro");
    assert!(paths.len() >= 30, "the cases are missing");
    let failures: Vec<String> = two_at_a_time(&paths, |path| {
        let case = case(&path);
        let (status, printed, took) = run(&case);
        check(&case, status, &printed, took)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
