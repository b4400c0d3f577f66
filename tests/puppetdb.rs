//! The multi-node scenarios of `tests/store/cases` through a real
//! PuppetDB 7: every compile with `--puppetdb URL --submit`, listings
//! with `spaceship nodes --puppetdb URL`, and the catalogs PuppetDB holds
//! after spaceship's submissions, compared with what real Puppet 7.23
//! produced with the same PuppetDB (the same `*.expected` files the
//! embedded store is held to); and a PuppetDB that cannot be reached.
//!
//! They need a running PuppetDB: set `SPACESHIP_PUPPETDB_URL` (e.g.
//! `http://127.0.0.1:8080`, which `scripts/puppetdb-start` starts; CI
//! does both). Without it the scenarios say they are skipped. Each case
//! starts by deactivating every active node, so the PuppetDB must be one
//! kept for tests.

mod cases_runner;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use spaceship::store::puppetdb::PuppetDb;

const BIN: &str = env!("CARGO_BIN_EXE_spaceship");

/// The scenarios' steps on a real PuppetDB.
struct Real {
    url: String,
    server: PuppetDb,
    home: PathBuf,
}

impl Real {
    fn spaceship(&self) -> Command {
        let mut cmd = Command::new(BIN);
        // The expectations are Puppet 7.23's.
        cmd.env("SPACESHIP_PUPPET_VERSION", "7");
        cmd.env("XDG_DATA_HOME", self.home.join("data"));
        cmd
    }

    /// Deactivates every active node: the case starts from nothing.
    fn forget_everything(&self) {
        for node in self.server.nodes().expect("PuppetDB lists its nodes") {
            self.server.deactivate(&node.name).expect("deactivated");
        }
    }
}

impl cases_runner::Backend for Real {
    fn compile(&self, node: &str, file: &Path) -> Output {
        self.spaceship()
            .args([
                "compile",
                "--node",
                node,
                "--submit",
                "--puppetdb",
                &self.url,
            ])
            .arg(file)
            .output()
            .unwrap()
    }
    fn compile_without_store(&self, node: &str, file: &Path) -> Output {
        self.spaceship()
            .args(["compile", "--no-storeconfigs", "--node", node])
            .arg(file)
            .output()
            .unwrap()
    }
    fn nodes(&self) -> Output {
        self.spaceship()
            .args(["nodes", "--format", "json", "--puppetdb", &self.url])
            .output()
            .unwrap()
    }
    fn stored(&self, node: &str) -> Option<serde_json::Value> {
        Some(
            self.server
                .catalog(node)
                .expect("PuppetDB answers")
                .expect("a catalog is stored"),
        )
    }
}

/// The PuppetDB to test against, or None (and why the test is skipped).
fn puppetdb(test: &str) -> Option<String> {
    match std::env::var("SPACESHIP_PUPPETDB_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            println!(
                "skipped: {test} needs a running PuppetDB; run scripts/puppetdb-start and set SPACESHIP_PUPPETDB_URL=http://127.0.0.1:8080"
            );
            None
        }
    }
}

#[test]
fn multi_node_scenarios_through_puppetdb_give_what_puppet_gave() {
    let Some(url) = puppetdb("the PuppetDB scenarios") else {
        return;
    };
    let home = std::env::temp_dir().join(format!("spaceship-puppetdb-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    let real = Real {
        server: PuppetDb::new(&url).expect("a PuppetDB URL"),
        url,
        home: home.clone(),
    };
    let cases = cases_runner::cases();
    assert!(cases.len() >= 8, "the cases are there");
    let mut failures = Vec::new();
    for case in &cases {
        real.forget_everything();
        failures.extend(cases_runner::run_case(case, &real));
    }
    real.forget_everything();
    let _ = std::fs::remove_dir_all(&home);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn an_unreachable_puppetdb_is_a_clear_error_and_nothing_is_printed() {
    // A port nothing listens on (no PuppetDB needed for this one).
    let site =
        std::env::temp_dir().join(format!("spaceship-unreachable-{}.pp", std::process::id()));
    std::fs::write(&site, "@@notify { 'x': }\nNotify <<| |>>\n").unwrap();
    for args in [
        &["--puppetdb", "http://127.0.0.1:9"][..],
        &["--puppetdb", "http://127.0.0.1:9", "--submit"][..],
    ] {
        let out = Command::new(BIN)
            .env("SPACESHIP_PUPPET_VERSION", "7")
            .args(["compile", "--node", "b"])
            .args(args)
            .arg(&site)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}: compiled");
        assert!(out.stdout.is_empty(), "{args:?}: printed a catalog");
        assert!(
            stderr.contains("Could not retrieve resources from the PuppetDB at http://127.0.0.1:9")
                && stderr.contains("scripts/puppetdb-start"),
            "{stderr}"
        );
    }
    // Exporting without collecting: the submission is what fails.
    std::fs::write(&site, "@@notify { 'x': }\n").unwrap();
    let out = Command::new(BIN)
        .env("SPACESHIP_PUPPET_VERSION", "7")
        .args([
            "compile",
            "--node",
            "a",
            "--submit",
            "--puppetdb",
            "http://127.0.0.1:9",
        ])
        .arg(&site)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && out.stdout.is_empty());
    assert!(
        stderr.contains(
            "cannot reach PuppetDB at http://127.0.0.1:9 to take the replace catalog command of a"
        ),
        "{stderr}"
    );
    let out = Command::new(BIN)
        .env("SPACESHIP_PUPPET_VERSION", "7")
        .args(["compile", "--node", "a", "--puppetdb", "https://db:8081"])
        .arg(&site)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("plain HTTP"));
    let _ = std::fs::remove_file(&site);
}

/// A server on loopback that answers every request with `500` and
/// `boom`; returns its URL.
fn refusing_server() -> String {
    use std::io::{Read as _, Write as _};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut request = [0u8; 65536];
            let _ = stream.read(&mut request);
            let _ = stream.write_all(
                b"HTTP/1.1 500 Server Error\r\nContent-Length: 4\r\nConnection: close\r\n\r\nboom",
            );
        }
    });
    url
}

#[test]
fn a_refusing_puppetdb_is_a_clear_error_and_nothing_is_printed() {
    let url = refusing_server();
    let site = std::env::temp_dir().join(format!("spaceship-refusing-{}.pp", std::process::id()));
    std::fs::write(&site, "@@notify { 'x': }\nNotify <<| |>>\n").unwrap();
    let out = Command::new(BIN)
        .env("SPACESHIP_PUPPET_VERSION", "7")
        .args(["compile", "--node", "b", "--puppetdb", &url])
        .arg(&site)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && out.stdout.is_empty(), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "Could not retrieve resources from the PuppetDB at {url}: [500] boom"
        )) && stderr.contains("check PuppetDB's log"),
        "{stderr}"
    );
    std::fs::write(&site, "@@notify { 'x': }\n").unwrap();
    let out = Command::new(BIN)
        .env("SPACESHIP_PUPPET_VERSION", "7")
        .args(["compile", "--node", "a", "--submit", "--puppetdb", &url])
        .arg(&site)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && out.stdout.is_empty(), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "PuppetDB at {url} refused to take the replace catalog command of a: [500] boom"
        )),
        "{stderr}"
    );
    let _ = std::fs::remove_file(&site);
}
