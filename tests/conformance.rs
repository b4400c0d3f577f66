//! The conformance suite: every `tests/conformance/cases/*.pp` is compiled
//! with each Puppet version's semantics and compared with what that real
//! Puppet produced for it: Puppet 7.23's `CASE.expected` (made by
//! `scripts/regen-conformance`) with `--puppet-version 7`, and Puppet
//! 8.10's with `--puppet-version 8`: `CASE.puppet8.expected` where 8.10
//! answered otherwise, else the same `CASE.expected` (made by
//! `scripts/regen-conformance8`). Cases listed in
//! `tests/conformance/known-failures.txt` (7) and
//! `known-failures-puppet8.txt` (8) are expected to differ still; one
//! that starts passing must be taken off its list.
//! `tests/conformance/puppet8/*.pp` are checked with Puppet 8's semantics
//! only: their `CASE.expected` is Puppet 8.10's, where 7.23 has no answer
//! to compare with (see each case's comment).
//! `SPACESHIP_CONFORMANCE_CASES=DIR` checks the cases of another directory.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value as Json;
use spaceship::catalog::json::{Selection, catalog_json};
use spaceship::catalog::settings::{PuppetVersion, Settings};
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::SourceMap;

/// The facts of `tests/conformance/facts.yaml`, as JSON.
fn facts() -> Json {
    serde_json::json!({
        "networking": { "hostname": "test", "fqdn": "test.example.com" },
        "hostname": "test", "fqdn": "test.example.com", "domain": "example.com",
        "os": { "family": "Debian", "name": "Debian", "release": { "major": "12", "full": "12.5" } },
        "osfamily": "Debian", "operatingsystem": "Debian", "kernel": "Linux",
        "ipaddress": "10.0.0.5", "processorcount": 2, "is_virtual": false,
    })
}

/// Compiles a case and normalizes the result as normalize-catalog.py does.
fn actual(path: &Path, version: PuppetVersion) -> String {
    let mut sources = SourceMap::default();
    driver::load(&mut sources, path).expect("case readable");
    let options = Options {
        node: "test".into(),
        facts: spaceship::catalog::json::json_to_value(&facts()),
        loader: None,
        exports: None,
        settings: Settings::defaults(version),
    };
    match driver::compile(&sources, options) {
        Ok(compiler) => {
            let mut json = catalog_json(&compiler.catalog, &sources, Selection::Puppet);
            let obj = json.as_object_mut().expect("catalog object");
            for key in ["version", "catalog_uuid", "code_id"] {
                obj.shift_remove(key);
            }
            for r in obj
                .get_mut("resources")
                .and_then(Json::as_array_mut)
                .expect("resources")
            {
                if let Some(Json::String(file)) = r.get_mut("file") {
                    *file = file.rsplit('/').next().unwrap_or_default().to_string();
                }
            }
            serde_json::to_string(&json).expect("json")
        }
        Err(e) => format!("error: {}", e.puppet_message()),
    }
}

/// What the Puppet of `version` produced: Puppet 8.10's own expectation
/// where it differs from 7.23's.
fn expected(path: &Path, version: PuppetVersion) -> String {
    let own = path.with_extension("puppet8.expected");
    let file = match version {
        PuppetVersion::V8 if own.exists() => own,
        _ => path.with_extension("expected"),
    };
    let text =
        std::fs::read_to_string(file).expect("expected output; run scripts/regen-conformance");
    match serde_json::from_str::<Json>(&text) {
        Ok(json) => serde_json::to_string(&json).expect("json"),
        Err(_) => text.trim_end().to_string(),
    }
}

#[test]
fn conformance_with_puppet_7() {
    conformance(PuppetVersion::V7, "known-failures.txt");
}

#[test]
fn conformance_with_puppet_8() {
    conformance(PuppetVersion::V8, "known-failures-puppet8.txt");
}

fn conformance(version: PuppetVersion, known_failures: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let known: BTreeSet<String> = std::fs::read_to_string(root.join(known_failures))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    // A directory of probe cases made the same way can be checked instead.
    let dirs = match std::env::var_os("SPACESHIP_CONFORMANCE_CASES") {
        Some(dir) => vec![std::path::PathBuf::from(dir)],
        None if version == PuppetVersion::V8 => vec![root.join("cases"), root.join("puppet8")],
        None => vec![root.join("cases")],
    };
    let mut cases: Vec<_> = dirs
        .iter()
        .flat_map(|dir| std::fs::read_dir(dir).expect("cases"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pp"))
        .collect();
    cases.sort();
    let (mut passed, mut unexpected, mut fixed) = (0, Vec::new(), Vec::new());
    for case in &cases {
        let name = case.file_stem().unwrap().to_string_lossy().to_string();
        let (want, got) = (expected(case, version), actual(case, version));
        let ok = want == got;
        if ok {
            passed += 1;
        }
        match (ok, known.contains(&name)) {
            (false, false) => {
                unexpected.push(format!("{name}\n  expected: {want}\n  actual:   {got}"))
            }
            (true, true) => fixed.push(name),
            _ => {}
        }
    }
    println!(
        "conformance: {passed} of {} cases agree with {version}",
        cases.len()
    );
    assert!(
        unexpected.is_empty(),
        "cases that differ from {version}:\n{}",
        unexpected.join("\n")
    );
    assert!(
        fixed.is_empty(),
        "now passing; remove from {known_failures}: {fixed:?}"
    );
}
