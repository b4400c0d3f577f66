//! Issue #42's value and evaluation classes: each manifest under
//! `tests/data/crash/values` runs through the real binary under a 4 GB
//! address-space cap and a time bound, and must end with the exit status
//! and the messages its header names (`# exit:`, `# expect:`, `# args:`),
//! never with a panic, a stack overflow or an allocation abort.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

#[path = "common/bounded_run.rs"]
mod bounded_run;
use bounded_run::{run_bounded, two_at_a_time};
#[path = "common/manifests.rs"]
mod manifests;
use manifests::manifests;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Generous for a debug build on a loaded machine; a release build ends
/// each case within a few seconds.
const TIME_BOUND: Duration = Duration::from_secs(120);

/// What a case's header asks.
struct Case {
    path: PathBuf,
    args: Vec<String>,
    exit: i32,
    expected: Vec<String>,
}

fn case(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).unwrap();
    let mut case = Case {
        path: path.to_path_buf(),
        args: Vec::new(),
        exit: -1,
        expected: Vec::new(),
    };
    for line in text.lines().take_while(|l| l.starts_with('#')) {
        let line = line.trim_start_matches('#').trim_start();
        if let Some(args) = line.strip_prefix("args:") {
            case.args = args.split_whitespace().map(String::from).collect();
        } else if let Some(exit) = line.strip_prefix("exit:") {
            case.exit = exit.trim().parse().unwrap();
        } else if let Some(text) = line.strip_prefix("expect:") {
            case.expected.push(text.trim().to_string());
        }
    }
    assert!(
        case.exit >= 0 && !case.expected.is_empty(),
        "{}: no `# exit:` or `# expect:`",
        path.display()
    );
    case
}

/// Runs the case: its exit status and what it printed (both streams).
fn run(case: &Case) -> (Option<i32>, String, Duration) {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(env!("CARGO_BIN_EXE_spaceship"));
    command
        .current_dir(ROOT)
        .args(["compile", "--no-storeconfigs", "--node", "test"])
        .args(&case.args)
        .arg(&case.path);
    // SAFETY: setrlimit is async-signal-safe.
    unsafe {
        command.pre_exec(|| {
            let cap = 4u64 << 30;
            let limit = libc::rlimit {
                rlim_cur: cap,
                rlim_max: cap,
            };
            libc::setrlimit(libc::RLIMIT_AS, &limit);
            Ok(())
        });
    }
    run_bounded(&mut command, TIME_BOUND)
}

/// What is wrong with a case's run, if anything.
fn check(case: &Case, (status, printed, took): (Option<i32>, String, Duration)) -> Option<String> {
    let name = case.path.file_name().unwrap().to_string_lossy().to_string();
    let shown: String = printed.chars().take(600).collect();
    if status.is_none() {
        Some(format!("{name}: still running after {took:?}"))
    } else if status != Some(case.exit) {
        Some(format!(
            "{name}: exit {status:?}, not {}: {shown}",
            case.exit
        ))
    } else if printed.contains("panicked") || printed.contains("overflowed its stack") {
        Some(format!("{name}: crashed: {shown}"))
    } else {
        let missing = case.expected.iter().find(|e| !printed.contains(*e))?;
        Some(format!("{name}: no {missing:?} in: {shown}"))
    }
}

#[test]
fn every_value_crash_case_ends_cleanly() {
    let paths = manifests("tests/data/crash/values");
    assert!(paths.len() >= 20, "the cases are missing");
    let failures: Vec<String> = two_at_a_time(&paths, |path| {
        let case = case(&path);
        let result = run(&case);
        check(&case, result)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
