//! Where `spaceship fleet` finds its nodes: Puppet server's YAML facts
//! cache as a facts directory, `--nodes` globs and `/regex/`es, and the
//! factsets of a real PuppetDB's active nodes (`--puppetdb URL` without
//! `--facts`; set `SPACESHIP_PUPPETDB_URL`, as CI does, else that test
//! says it is skipped).

use std::collections::BTreeMap;

#[path = "fleet/fixture.rs"]
#[allow(dead_code)]
mod fixture;
use fixture::*;

/// The fixture's facts as Puppet server caches them
/// (`$vardir/yaml/facts/NODE.yaml`; Puppet 7.23 writes the times quoted).
fn cache_file(name: &str, role: &str, family: &str) -> String {
    format!(
        "--- !ruby/object:Puppet::Node::Facts\nname: {name}\nvalues:\n  clientcert: {name}\n  role: {role}\n  broken: false\n  os:\n    family: {family}\n  trusted:\n    certname: {name}\n    authenticated: remote\n    extensions: {{}}\ntimestamp: \"2026-11-27T10:00:00.000000000+00:00\"\nexpiration: \"2026-11-27T10:30:00.000000000+00:00\"\n"
    )
}

#[test]
fn puppet_servers_facts_cache_is_a_facts_directory() {
    let fixture = Fixture::new("cache");
    let cache = fixture.scratch.0.join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    for (name, role, family) in [
        ("web-0001", "web", "Debian"),
        ("web-0005", "web", "RedHat"),
        ("db-01", "db", "Debian"),
    ] {
        std::fs::write(
            cache.join(format!("{name}.yaml")),
            cache_file(name, role, family),
        )
        .unwrap();
    }
    let from_cache = run(&fixture, &cache, &[]);
    let from_files = run(
        &fixture,
        &fixture.facts(),
        &[
            "--nodes", "web-0001", "--nodes", "web-0005", "--nodes", "db-01",
        ],
    );
    assert_eq!(from_cache.len(), 3, "{from_cache:?}");
    assert_eq!(from_cache, from_files);
}

/// Each node's status with its group's changes.
fn run(fixture: &Fixture, facts: &std::path::Path, extra: &[&str]) -> BTreeMap<String, String> {
    let mut args = vec!["--from", "first", "--to", "second", "--format", "json"];
    args.extend_from_slice(extra);
    let out = fixture.diff_command_on(facts, &args).output().unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    by_node(&report)
}

fn by_node(report: &serde_json::Value) -> BTreeMap<String, String> {
    let groups = report["groups"].as_array().unwrap();
    report["nodes"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(name, node)| {
            let changes = groups
                .iter()
                .find(|g| g["id"] == node["group"])
                .map(|g| g["changes"].to_string())
                .unwrap_or_default();
            (name.clone(), format!("{} {changes}", node["status"]))
        })
        .collect()
}

#[test]
fn nodes_select_by_glob_and_regex() {
    let fixture = Fixture::new("select");
    let names = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["--from", "first", "--to", "second"];
        all.extend_from_slice(args);
        let (_, report) = fixture.report(&all);
        report["nodes"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    assert_eq!(names(&["--nodes", "db-0?"]), ["db-01", "db-02"]);
    assert_eq!(
        names(&["--nodes", "/^web-000[45]$/", "--nodes", "mail-*"]),
        ["mail-01", "web-0004", "web-0005"]
    );
    assert_eq!(
        names(&["--nodes", "/broken|plain/"]),
        ["broken-01", "plain-01"]
    );
    let out = fixture.fleet(&["--from", "first", "--nodes", "/(/"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--nodes /(/:"), "{stderr}");
}

#[test]
fn puppetdb_factsets_are_the_fleet() {
    let Ok(url) = std::env::var("SPACESHIP_PUPPETDB_URL") else {
        println!(
            "skipped: puppetdb_factsets_are_the_fleet: no PuppetDB (set SPACESHIP_PUPPETDB_URL)"
        );
        return;
    };
    let fixture = Fixture::new("pdbfacts");
    let server = spaceship::store::puppetdb::PuppetDb::new(&url).unwrap();
    // Nodes of their own (other tests share the PuppetDB), and a facts
    // directory with the same facts.
    let dir = fixture.scratch.0.join("same");
    std::fs::create_dir_all(&dir).unwrap();
    let nodes = [
        ("fleetpdb-web-01", "web", "Debian"),
        ("fleetpdb-web-02", "web", "RedHat"),
        ("fleetpdb-db-01", "db", "Debian"),
    ];
    for (name, role, family) in nodes {
        let text = facts(name, role, family, false);
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        server.submit_facts(name, "production", &json).unwrap();
        std::fs::write(dir.join(format!("{name}.json")), text).unwrap();
    }
    let gone = "fleetpdb-gone-01";
    let json: serde_json::Value =
        serde_json::from_str(&facts(gone, "web", "Debian", false)).unwrap();
    server.submit_facts(gone, "production", &json).unwrap();
    server.deactivate(gone).unwrap();

    let repo = fixture.repo();
    let args = [
        "fleet",
        "diff",
        repo.to_str().unwrap(),
        "--from",
        "first",
        "--to",
        "second",
        "--format",
        "json",
        "--nodes",
        "fleetpdb-*",
        "--puppetdb",
        &url,
    ];
    let out = fixture.command(&args).output().unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    let from_puppetdb = by_node(&report);
    // The deactivated node is not in the fleet.
    assert_eq!(
        from_puppetdb.keys().collect::<Vec<_>>(),
        ["fleetpdb-db-01", "fleetpdb-web-01", "fleetpdb-web-02"]
    );
    let from_files = run(&fixture, &dir, &[]);
    assert_eq!(from_puppetdb, from_files);
    for (name, _, _) in nodes {
        server.deactivate(name).unwrap();
    }
}
