//! `spaceship fleet diff --bootstrap CMD`: where the Puppetfile differs
//! between the refs and the modules are installed (not committed), the
//! command installs each ref's modules in its temporary checkout. The
//! test's bootstrap is a shell script standing in for r10k: it writes a
//! module whose content is the version the checkout's Puppetfile pins.

#[path = "fleet/fixture.rs"]
#[allow(dead_code)]
mod fixture;
use fixture::*;

/// A repository whose web role includes the installed module `extra`,
/// pinned at 1.0.0 (tag `pinned`) and then at 2.0.0 (HEAD).
fn pinned(name: &str) -> Fixture {
    let fixture = Fixture::new(name);
    let repo = fixture.repo();
    pin_installed_extra(&repo, "web", "pinned");
    // What r10k would have installed in the work tree for 1.0.0.
    write(
        &repo,
        &[("modules/extra/manifests/init.pp", &module("1.0.0"))],
    );
    write(&repo, &[("Puppetfile", "mod 'extra', '2.0.0'\n")]);
    commit(&repo, "bump");
    fixture
}

fn module(version: &str) -> String {
    format!("class extra {{\n  file {{ '/etc/extra': content => '{version}' }}\n}}\n")
}

/// The stand-in for r10k: installs `extra` at the Puppetfile's version.
fn bootstrap_script(fixture: &Fixture) -> String {
    let script = fixture.scratch.0.join("bootstrap.sh");
    std::fs::write(
        &script,
        "set -e\nversion=$(sed -n \"s/^mod 'extra', '\\(.*\\)'/\\1/p\" Puppetfile)\nmkdir -p modules/extra/manifests\nprintf \"class extra {\\n  file { '/etc/extra': content => '%s' }\\n}\\n\" \"$version\" > modules/extra/manifests/init.pp\necho \"installed extra $version for $SPACESHIP_REF\" >> \"$(dirname \"$0\")/log\"\n",
    )
    .unwrap();
    format!("sh {}", script.display())
}

#[test]
fn bootstrap_installs_each_refs_modules() {
    let fixture = pinned("bootstrap");
    let command = bootstrap_script(&fixture);
    // Without it: the error names the Puppetfile's changed lines.
    let out = fixture.fleet(&["--from", "pinned", "--to", "HEAD", "--nodes", "web-0001"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("-mod 'extra', '1.0.0'\n+mod 'extra', '2.0.0'"),
        "{stderr}"
    );
    assert!(stderr.contains("--bootstrap"), "{stderr}");

    let (code, report) = fixture.report(&[
        "--from",
        "pinned",
        "--to",
        "HEAD",
        "--nodes",
        "web-*",
        "--bootstrap",
        &command,
    ]);
    assert_eq!(code, 2, "{report:#}");
    assert_eq!(report["summary"]["failed"], 0, "{report:#}");
    assert_eq!(report["summary"]["changed"], 5, "{report:#}");
    let changes = report["groups"][0]["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{report:#}");
    assert_eq!(changes[0]["resource"], "File[/etc/extra]");
    assert_eq!(changes[0]["attributes"]["content"]["from"], "1.0.0");
    assert_eq!(changes[0]["attributes"]["content"]["to"], "2.0.0");
    // Once per ref.
    let log = std::fs::read_to_string(fixture.scratch.0.join("log")).unwrap();
    assert_eq!(
        log,
        "installed extra 1.0.0 for pinned\ninstalled extra 2.0.0 for HEAD\n"
    );
}

#[test]
fn a_failing_bootstrap_is_a_clear_error() {
    let fixture = pinned("bootstrap-fails");
    let out = fixture.fleet(&[
        "--from",
        "pinned",
        "--to",
        "HEAD",
        "--bootstrap",
        "echo no network >&2; exit 3",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--bootstrap echo no network >&2; exit 3 failed in the checkout of pinned (exit status 3):\nno network"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

/// Ctrl-C while a bootstrap runs (the terminal signals the whole
/// foreground process group): the bootstrap and spaceship end, and no
/// temporary checkout is left.
#[test]
fn ctrl_c_during_a_bootstrap_leaves_no_checkout() {
    use std::os::unix::process::CommandExt as _;
    let fixture = pinned("bootstrap-interrupt");
    let marker = fixture.scratch.0.join("started");
    let command = format!("touch {}; sleep 30", marker.display());
    let started = std::time::Instant::now();
    let child = fixture
        .diff_command(&["--from", "pinned", "--to", "HEAD", "--bootstrap", &command])
        .process_group(0)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    while !marker.exists() {
        assert!(
            started.elapsed().as_secs() < 20,
            "the bootstrap never started"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SAFETY: a signal to the process group of the child this test started.
    unsafe {
        libc::kill(-(child.id() as i32), libc::SIGINT);
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(130),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        started.elapsed().as_secs() < 25,
        "the bootstrap was not stopped"
    );
    assert!(
        std::fs::read_dir(fixture.tmp()).unwrap().next().is_none(),
        "temporary checkouts left behind"
    );
}
