//! Storeconfigs across nodes, through the real binary and a temporary
//! embedded store: the multi-node scenarios of `tests/store/cases`
//! (compared with real Puppet's results, see `cases_runner`), concurrent
//! writers, a writer killed mid-transaction, and bad store files.

mod cases_runner;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_spaceship");

#[path = "common/scratch.rs"]
mod scratch;
use scratch::Scratch as TempDir;

/// The binary, kept away from the user's data folder.
fn spaceship(home: &Path) -> Command {
    let mut cmd = Command::new(BIN);
    // The expectations are Puppet 7.23's.
    cmd.env("SPACESHIP_PUPPET_VERSION", "7");
    cmd.env("XDG_DATA_HOME", home.join("data"))
        .env_remove("SPACESHIP_STORE_PAUSE_MS");
    cmd
}

fn compile(home: &Path, store: &Path, node: &str, file: &Path) -> Output {
    spaceship(home)
        .args(["compile", "--node", node, "--storeconfigs"])
        .arg(store)
        .arg(file)
        .output()
        .unwrap()
}

/// The scenarios' steps on a fresh embedded store.
struct Embedded {
    home: PathBuf,
    store: PathBuf,
}

impl cases_runner::Backend for Embedded {
    fn compile(&self, node: &str, file: &Path) -> Output {
        compile(&self.home, &self.store, node, file)
    }
    fn compile_without_store(&self, node: &str, file: &Path) -> Output {
        spaceship(&self.home)
            .args(["compile", "--no-storeconfigs", "--node", node])
            .arg(file)
            .output()
            .unwrap()
    }
    fn stored(&self, _node: &str) -> Option<serde_json::Value> {
        None
    }
    fn nodes(&self) -> Output {
        spaceship(&self.home)
            .args(["nodes", "--format", "json", "--storeconfigs"])
            .arg(&self.store)
            .output()
            .unwrap()
    }
}

#[test]
fn multi_node_scenarios_give_what_puppet_with_puppetdb_gave() {
    let cases = cases_runner::cases();
    assert!(cases.len() >= 8, "the cases are there");
    let failures: Vec<String> = cases
        .iter()
        .flat_map(|case| {
            let tmp = TempDir::new(case.file_name().unwrap().to_str().unwrap());
            let backend = Embedded {
                home: tmp.0.clone(),
                store: tmp.0.join("storeconfigs.sqlite"),
            };
            cases_runner::run_case(case, &backend)
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The stored nodes, by name, with their exported resources' titles.
fn stored(home: &Path, store: &Path) -> serde_json::Value {
    let out = spaceship(home)
        .args(["nodes", "--format", "json", "--storeconfigs"])
        .arg(store)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn titles(nodes: &serde_json::Value, node: &str) -> Vec<String> {
    nodes
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["name"] == node)
        .map(|n| {
            n["exported"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["title"].as_str().unwrap().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// A manifest where each node exports `count` notifies named after it
/// and `version`.
fn exporting_manifest(dir: &Path, version: &str, count: usize) -> PathBuf {
    let path = dir.join(format!("{version}.pp"));
    let code = format!(
        "Integer[1, {count}].each |$i| {{ @@notify {{ \"${{facts['fqdn']}}-{version}-${{i}}\": tag => 'load' }} }}\n"
    );
    std::fs::write(&path, code).unwrap();
    path
}

#[test]
fn four_processes_writing_at_once_lose_nothing() {
    let tmp = TempDir::new("concurrent");
    let store = tmp.0.join("s.sqlite");
    let manifest = exporting_manifest(&tmp.0, "v", 300);
    for round in 0..3 {
        let children: Vec<_> = (0..4)
            .map(|n| {
                spaceship(&tmp.0)
                    .args(["compile", "--node", &format!("n{n}"), "--storeconfigs"])
                    .arg(&store)
                    .arg(&manifest)
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "round {round}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    let nodes = stored(&tmp.0, &store);
    for n in 0..4 {
        let titles = titles(&nodes, &format!("n{n}"));
        assert_eq!(titles.len(), 300, "node n{n}");
        assert_eq!(titles[0], format!("n{n}-v-1"));
    }
}

#[test]
fn a_writer_killed_mid_transaction_leaves_the_previous_catalog() {
    use std::io::{BufRead as _, BufReader};
    let tmp = TempDir::new("killed");
    let store = tmp.0.join("s.sqlite");
    let v1 = exporting_manifest(&tmp.0, "one", 20);
    let v2 = exporting_manifest(&tmp.0, "two", 20);
    let out = compile(&tmp.0, &store, "a", &v1);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut child = spaceship(&tmp.0)
        .env("SPACESHIP_STORE_PAUSE_MS", "60000")
        .args(["compile", "--node", "a", "--storeconfigs"])
        .arg(&store)
        .arg(&v2)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    while stderr.read_line(&mut line).unwrap() > 0 && !line.contains("storeconfigs: pausing") {
        line.clear();
    }
    assert!(line.contains("pausing"), "the writer reached the pause");
    // Half of the new catalog is written, uncommitted: readers see v1.
    let during = titles(&stored(&tmp.0, &store), "a");
    assert_eq!(during.len(), 20);
    assert!(during.iter().all(|t| t.starts_with("a-one-")), "{during:?}");
    child.kill().unwrap();
    child.wait().unwrap();
    let after = titles(&stored(&tmp.0, &store), "a");
    assert_eq!(during, after);
    // And the store takes the next catalog.
    let out = compile(&tmp.0, &store, "a", &v2);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let next = titles(&stored(&tmp.0, &store), "a");
    assert!(next.len() == 20 && next.iter().all(|t| t.starts_with("a-two-")));
}

/// Compiling into `store` fails with a message containing `words`, and
/// leaves the file as it was.
fn refused(name: &str, make: impl Fn(&Path), words: &[&str]) {
    let tmp = TempDir::new(name);
    let store = tmp.0.join("s.sqlite");
    make(&store);
    let before = std::fs::read(&store).unwrap();
    let manifest = exporting_manifest(&tmp.0, "v", 2);
    let out = compile(&tmp.0, &store, "a", &manifest);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{name}: compiled");
    assert!(out.stdout.is_empty(), "{name}: printed a catalog");
    for w in words {
        assert!(stderr.contains(w), "{name}: {stderr}");
    }
    assert_eq!(
        std::fs::read(&store).unwrap(),
        before,
        "{name}: file changed"
    );
}

#[test]
fn bad_store_files_are_clear_errors_and_stay_untouched() {
    refused(
        "corrupt",
        |p| {
            std::fs::write(
                p,
                b"this is not a database, it is some text, long enough.....",
            )
            .unwrap()
        },
        &["is not an SQLite database or is damaged", "move it aside"],
    );
    refused(
        "foreign",
        |p| {
            let c = rusqlite::Connection::open(p).unwrap();
            c.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
                .unwrap();
        },
        &["not a spaceship storeconfigs store", "--storeconfigs PATH"],
    );
    refused(
        "newer",
        |p| {
            let c = rusqlite::Connection::open(p).unwrap();
            c.execute_batch(&format!(
                "PRAGMA application_id = {}; PRAGMA user_version = 99; CREATE TABLE future (x);",
                spaceship::store::schema::APPLICATION_ID
            ))
            .unwrap();
        },
        &[
            "schema version 99, newer than this spaceship's (1)",
            "upgrade spaceship",
        ],
    );
}

#[test]
fn the_default_store_is_in_the_data_folder_and_no_storeconfigs_writes_none() {
    let tmp = TempDir::new("default");
    let manifest = exporting_manifest(&tmp.0, "v", 2);
    let out = spaceship(&tmp.0)
        .args(["compile", "--no-storeconfigs", "--node", "a"])
        .arg(&manifest)
        .output()
        .unwrap();
    assert!(out.status.success());
    let default = tmp.0.join("data/spaceship/storeconfigs.sqlite");
    assert!(!default.exists(), "--no-storeconfigs wrote a store");
    let out = spaceship(&tmp.0)
        .args(["compile", "--node", "a"])
        .arg(&manifest)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(default.is_file(), "no store at {}", default.display());
    let nodes = stored(&tmp.0, &default);
    assert_eq!(titles(&nodes, "a"), ["a-v-1", "a-v-2"]);
}
