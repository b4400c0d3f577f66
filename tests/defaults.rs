//! Quiet and clear defaults (issue #40, point 9), through the binary: a
//! compile of an environment without `--facts` says which facts it uses,
//! once; `--quiet` hides warnings and notes but not errors; a plain
//! compile (or REPL, or diff) makes no storeconfigs file unless the code
//! exports or collects exported resources; a fact named as a server fact
//! warns as Puppet 7.23 and 8.10 do (`tests/data/server_fact_warnings`,
//! made by scripts/regen-server-fact-warnings), and a fact Puppet refuses
//! to set as a variable (`server_facts`, `facts`, `title`...) fails the
//! compile with Puppet's error (`tests/data/reserved_facts`, made by
//! scripts/regen-reserved-facts), shown at the facts file (Puppet names no
//! place), never at a manifest line.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_spaceship");

#[path = "common/scratch.rs"]
mod scratch;
use scratch::Scratch as TempDir;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The binary, its data folder (the default store's) inside `home`.
fn spaceship(home: &Path) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.env("XDG_DATA_HOME", home.join("data"))
        .env("SPACESHIP_PUPPET_VERSION", "7")
        .current_dir(root());
    cmd
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

const ENVIRONMENT: &str = "tests/environments/cases/control_repo_tour/env";
const NOTE: &str = "no --facts: compiling for web1.example.com with this host's facts";

#[test]
fn an_environment_compiled_without_facts_says_which_facts_once() {
    let home = TempDir::new("note");
    let out = spaceship(&home.0)
        .args(["compile", "--node", "web1.example.com", ENVIRONMENT])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out).matches(NOTE).count(), 1, "{}", stderr(&out));
    // Given facts, or --quiet, or a manifest that is no environment: no note.
    let facts = "tests/environments/cases/control_repo_tour/facts.json";
    for args in [
        vec!["compile", "--facts", facts, ENVIRONMENT],
        vec![
            "--quiet",
            "compile",
            "--node",
            "web1.example.com",
            ENVIRONMENT,
        ],
        vec![
            "compile",
            "--node",
            "web1.example.com",
            "examples/collectors.pp",
        ],
    ] {
        let out = spaceship(&home.0).args(&args).output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(
            !stderr(&out).contains("no --facts"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    // The REPL says it once too, before its first prompt.
    let out = run_repl(
        &home.0,
        &["--node", "web1.example.com", ENVIRONMENT],
        ":quit\n",
    );
    assert_eq!(stderr(&out).matches(NOTE).count(), 1, "{}", stderr(&out));
}

fn run_repl(home: &Path, args: &[&str], input: &str) -> Output {
    let mut child = spaceship(home)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn quiet_hides_warnings_but_not_notices_nor_errors() {
    let home = TempDir::new("quiet");
    let manifest = home.0.join("w.pp");
    std::fs::write(
        &manifest,
        "warning('careful') notice('told') $x = \"${nosuch}\"\n",
    )
    .unwrap();
    let loud = spaceship(&home.0)
        .args(["compile", "--node", "a"])
        .arg(&manifest)
        .output()
        .unwrap();
    assert!(
        stderr(&loud).contains("warning: careful"),
        "{}",
        stderr(&loud)
    );
    assert!(
        stderr(&loud).contains("warning: Unknown variable"),
        "{}",
        stderr(&loud)
    );
    let quiet = spaceship(&home.0)
        .args(["compile", "--quiet", "--node", "a"])
        .arg(&manifest)
        .output()
        .unwrap();
    assert!(quiet.status.success());
    assert_eq!(stderr(&quiet), "notice: told\n");
    // The REPL's accounts leave warnings out too.
    let out = run_repl(
        &home.0,
        &["-q", "--node", "a"],
        "warning('careful')\nnotice('told')\n",
    );
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(!printed.contains("careful"), "{printed}");
    assert!(printed.contains("notice: told"), "{printed}");
    // An error still prints.
    std::fs::write(&manifest, "fail('stop')\n").unwrap();
    let failed = spaceship(&home.0)
        .args(["compile", "--quiet", "--node", "a"])
        .arg(&manifest)
        .output()
        .unwrap();
    assert!(!failed.status.success());
    assert!(stderr(&failed).contains("stop"), "{}", stderr(&failed));
}

#[test]
fn a_plain_compile_makes_no_storeconfigs_file() {
    let home = TempDir::new("store");
    let store = home.0.join("data/spaceship/storeconfigs.sqlite");
    let plain = home.0.join("plain.pp");
    std::fs::write(&plain, "notify { 'plain': }\n").unwrap();
    let out = spaceship(&home.0)
        .args(["compile", "--node", "a"])
        .arg(&plain)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let out = spaceship(&home.0)
        .args(["diff", "--node", "a"])
        .arg(&plain)
        .arg(&plain)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    run_repl(&home.0, &["--node", "a"], "notify { 'typed': }\n:node b\n");
    assert!(
        !store.exists(),
        "a plain compile, diff or REPL made {}",
        store.display()
    );
    // Collecting exported resources opens (and makes) the store.
    let collects = home.0.join("collects.pp");
    std::fs::write(&collects, "File <<| tag == 'x' |>>\n").unwrap();
    let out = spaceship(&home.0)
        .args(["compile", "--node", "a"])
        .arg(&collects)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(store.is_file(), "collecting made no store");
    // Exporting keeps the catalog there.
    std::fs::remove_dir_all(home.0.join("data")).unwrap();
    let exports = home.0.join("exports.pp");
    std::fs::write(&exports, "@@file { '/tmp/x': tag => 'x' }\n").unwrap();
    let out = spaceship(&home.0)
        .args(["compile", "--node", "a"])
        .arg(&exports)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(store.is_file(), "exporting made no store");
    let nodes = spaceship(&home.0).args(["nodes"]).output().unwrap();
    assert!(
        String::from_utf8_lossy(&nodes.stdout).contains("a (1 resources, 1 exported)")
            || String::from_utf8_lossy(&nodes.stdout).starts_with("a ("),
        "{}",
        String::from_utf8_lossy(&nodes.stdout)
    );
}

/// Puppet's lines for the data, as spaceship writes them: `Warning: X`
/// is `warning: X`, `Notice: Scope(Class[main]): X` is `notice: X`; the
/// compile's own closing notice has no counterpart.
fn puppet_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            if let Some(rest) = line.strip_prefix("Warning: ") {
                Some(format!("warning: {rest}"))
            } else {
                line.strip_prefix("Notice: Scope(Class[main]): ")
                    .map(|rest| format!("notice: {rest}"))
            }
        })
        .collect()
}

#[test]
fn a_fact_named_as_a_server_fact_warns_as_puppet_does() {
    let home = TempDir::new("server-facts");
    let data = root().join("tests/data/server_fact_warnings");
    for (version, expected) in [("7", "puppet7.txt"), ("8", "puppet8.txt")] {
        let expected = std::fs::read_to_string(data.join(expected)).unwrap();
        let out = spaceship(&home.0)
            .args([
                "compile",
                "--puppet-version",
                version,
                "--node",
                "test",
                "--facts",
            ])
            .arg(data.join("facts.yaml"))
            .arg(data.join("site.pp"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let printed: Vec<String> = stderr(&out).lines().map(str::to_string).collect();
        assert_eq!(printed, puppet_lines(&expected), "Puppet {version}");
    }
}

/// Each facts file of `tests/data/reserved_facts/facts` compiled by both
/// versions: where Puppet failed, spaceship fails with Puppet's first
/// error; where Puppet compiled, spaceship prints its notices.
#[test]
fn a_fact_puppet_refuses_as_a_variable_fails_as_puppet_does() {
    let home = TempDir::new("reserved-facts");
    let data = root().join("tests/data/reserved_facts");
    let mut failed = 0;
    for (version, expected) in [("7", "puppet7.txt"), ("8", "puppet8.txt")] {
        let text = std::fs::read_to_string(data.join(expected)).unwrap();
        for block in text.split("== ").filter(|b| !b.is_empty()) {
            let (name, printed) = block.split_once('\n').unwrap();
            let out = spaceship(&home.0)
                .args(["compile", "--puppet-version", version, "--node", "test"])
                .arg("--facts")
                .arg(data.join("facts").join(format!("{name}.yaml")))
                .arg(data.join("site.pp"))
                .output()
                .unwrap();
            let err = stderr(&out);
            match printed.lines().find_map(|l| l.strip_prefix("Error: ")) {
                Some(error) => {
                    failed += 1;
                    assert!(!out.status.success(), "{name} (Puppet {version}) compiled");
                    let headline = err.lines().find(|l| l.contains(": ")).unwrap_or("");
                    assert!(
                        headline.ends_with(&format!(": {error}")),
                        "{name} (Puppet {version}): expected {error:?}, got:\n{err}"
                    );
                    // Puppet names no place; spaceship names the facts
                    // file, never a manifest's line.
                    let facts = data.join("facts").join(format!("{name}.yaml"));
                    assert_eq!(
                        headline,
                        format!("{}: {error}", facts.display()),
                        "{name} (Puppet {version})"
                    );
                }
                None => {
                    assert!(out.status.success(), "{name} (Puppet {version}): {err}");
                    let lines: Vec<String> = err.lines().map(str::to_string).collect();
                    assert_eq!(lines, puppet_lines(printed), "{name} (Puppet {version})");
                }
            }
        }
    }
    assert!(failed >= 10, "too few refused facts checked ({failed})");
}

/// A facts file without `puppet facts`' `name` (Facter's output with the
/// agent's `clientcert`, as PuppetDB keeps it) names the node by its
/// `clientcert`: the compile is that node's, not this host's, in
/// `compile`, the REPL and `lookup`.
#[test]
fn a_facts_file_s_clientcert_names_the_node() {
    let home = TempDir::new("clientcert");
    let facts = root().join("tests/data/repl_env/control_repo_tour.facts/db1.example.com.json");
    let env = root().join("tests/environments/cases/control_repo_tour/env");
    let out = spaceship(&home.0)
        .args(["compile", "--puppet-version", "7", "--facts"])
        .arg(&facts)
        .arg(&env)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["name"], "db1.example.com");
    let out = spaceship(&home.0)
        .args([
            "lookup",
            "--puppet-version",
            "7",
            "profile::base::motd",
            "--facts",
        ])
        .arg(&facts)
        .arg(&env)
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("db1: the database"),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        stderr(&out)
    );
}

/// A compile that fails still prints what it logged before the failure,
/// in order, then the error — as `puppet catalog compile` (7.23) printed
/// for this manifest: `Notice: Scope(Class[main]): before`, `Warning:
/// Scope(Class[main]): careful`, `Warning: Unknown variable:
/// 'undefined_thing'. (file: ..., line: 3, column: 6)`, then `Error:
/// Evaluation Error: Error while evaluating a Function Call, boom (file:
/// ..., line: 4, column: 1)`.
#[test]
fn a_failed_compile_keeps_the_warnings_before_its_error() {
    let home = TempDir::new("failed-warnings");
    let manifest = home.0.join("a.pp");
    std::fs::write(
        &manifest,
        "notice('before')\nwarning('careful')\n$x = $undefined_thing\nfail('boom')\n",
    )
    .unwrap();
    let out = spaceship(&home.0)
        .args(["--puppet-version", "7", "compile", "--node", "test"])
        .arg(&manifest)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let printed = stderr(&out);
    let lines: Vec<&str> = printed.lines().collect();
    let unknown = format!(
        "warning: Unknown variable: 'undefined_thing'. (file: {}, line: 3, column: 6)",
        manifest.display()
    );
    assert_eq!(
        lines.get(..3),
        Some(&["notice: before", "warning: careful", unknown.as_str()][..]),
        "{printed}"
    );
    assert!(
        lines[3].ends_with("Evaluation Error: Error while evaluating a Function Call, boom"),
        "{printed}"
    );
}
