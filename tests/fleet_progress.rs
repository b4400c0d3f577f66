//! `spaceship fleet diff`'s progress bar: on standard error where it is
//! a terminal (a pseudo-terminal made by `script`) once the run has taken
//! a second, and nowhere when standard error is not a terminal.

use std::process::Command;
use std::time::Instant;

#[path = "fleet/fixture.rs"]
#[allow(dead_code)]
mod fixture;
use fixture::*;

/// The fixture with enough nodes for a run of more than a second.
fn many_nodes(name: &str) -> Fixture {
    let fixture = Fixture::new(name);
    for i in 0..600 {
        let node = format!("many-{i:04}");
        std::fs::write(
            fixture.facts().join(format!("{node}.json")),
            facts(&node, "web", "Debian", false),
        )
        .unwrap();
    }
    fixture
}

const BAR: &str = "facts files";

#[test]
fn no_progress_bar_when_standard_error_is_not_a_terminal() {
    let fixture = many_nodes("progress-pipe");
    let start = Instant::now();
    let out = fixture.fleet(&["--from", "first", "--to", "second", "--no-skip"]);
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains(BAR), "{stderr}");
    assert!(!stderr.contains('\r'), "{stderr:?}");
    assert!(
        seconds > 1.0,
        "the run took {seconds:.2} s: too quick to say"
    );
}

#[test]
fn a_progress_bar_on_a_terminal() {
    let fixture = many_nodes("progress-tty");
    if Command::new("script").arg("--version").output().is_err() {
        println!("skipped: a_progress_bar_on_a_terminal: no `script` to make a terminal");
        return;
    }
    let command = format!(
        "{} fleet diff {} --facts {} --from first --to second --no-skip >/dev/null",
        env!("CARGO_BIN_EXE_spaceship"),
        fixture.repo().display(),
        fixture.facts().display()
    );
    let start = Instant::now();
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("TMPDIR", fixture.tmp())
        .env("XDG_CACHE_HOME", fixture.cache())
        .output()
        .unwrap();
    let seconds = start.elapsed().as_secs_f64();
    // `script` writes what the terminal showed: standard error only,
    // standard output going to /dev/null.
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        seconds > 1.0,
        "the run took {seconds:.2} s: too quick to say"
    );
    assert!(shown.contains(BAR), "{shown:?}");
    assert!(shown.contains("/611 facts files"), "{shown:?}");
}
