//! Issue #42's value and evaluation classes: each manifest under
//! `tests/data/crash/values` runs through the real binary under a 4 GB
//! address-space cap and a time bound, and must end with the exit status
//! and the messages its header names (`# exit:`, `# expect:`, `# args:`),
//! never with a panic, a stack overflow or an allocation abort.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
        .arg(&case.path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
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
    let started = Instant::now();
    let mut child = command.spawn().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let err = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if started.elapsed() > TIME_BOUND {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let printed = out.join().unwrap() + &err.join().unwrap();
    (status, printed, started.elapsed())
}

#[test]
fn every_value_crash_case_ends_cleanly() {
    let dir = Path::new(ROOT).join("tests/data/crash/values");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pp"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 20, "the cases are missing");
    // Two at a time: the machine may be shared.
    let mut failures = Vec::new();
    for pair in paths.chunks(2) {
        let runs: Vec<_> = pair
            .iter()
            .map(|path| {
                let case = case(path);
                std::thread::spawn(move || {
                    let result = run(&case);
                    (case, result)
                })
            })
            .collect();
        for run in runs {
            let (case, (status, printed, took)) = run.join().unwrap();
            let name = case.path.file_name().unwrap().to_string_lossy().to_string();
            let shown: String = printed.chars().take(600).collect();
            if status.is_none() {
                failures.push(format!("{name}: still running after {took:?}"));
            } else if status != Some(case.exit) {
                failures.push(format!(
                    "{name}: exit {status:?}, not {}: {shown}",
                    case.exit
                ));
            } else if printed.contains("panicked") || printed.contains("overflowed its stack") {
                failures.push(format!("{name}: crashed: {shown}"));
            } else if let Some(missing) = case.expected.iter().find(|e| !printed.contains(*e)) {
                failures.push(format!("{name}: no {missing:?} in: {shown}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
