//! Manifests compiled and compared with the catalog real Puppet made for
//! them (the conformance suite's way): the facts, the normalized catalog
//! or error, the expected text, the known failures and the tally.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;
use spaceship::catalog::json::{Selection, catalog_json, json_to_value};
use spaceship::catalog::settings::Settings;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::SourceMap;

/// The facts of `tests/conformance/facts.yaml`, as JSON.
pub fn conformance_facts() -> Json {
    serde_json::json!({
        "networking": { "hostname": "test", "fqdn": "test.example.com" },
        "hostname": "test", "fqdn": "test.example.com", "domain": "example.com",
        "os": { "family": "Debian", "name": "Debian", "release": { "major": "12", "full": "12.5" } },
        "osfamily": "Debian", "operatingsystem": "Debian", "kernel": "Linux",
        "ipaddress": "10.0.0.5", "processorcount": 2, "is_virtual": false,
    })
}

/// Compiles a case for node `test` with the conformance facts and
/// normalizes the result as normalize-catalog.py does.
pub fn normalized_catalog(path: &Path, settings: Settings) -> String {
    let mut sources = SourceMap::default();
    driver::load(&mut sources, path).expect("case readable");
    let options = Options {
        node: "test".into(),
        facts: json_to_value(&conformance_facts()),
        loader: None,
        exports: None,
        settings,
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

/// An expectation file's text: compact JSON, or the error line as it is;
/// `regen` names the script that makes it.
pub fn expected_text(file: &Path, regen: &str) -> String {
    let text = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("expected output; run scripts/{regen}: {e}"));
    match serde_json::from_str::<Json>(&text) {
        Ok(json) => serde_json::to_string(&json).expect("json"),
        Err(_) => text.trim_end().to_string(),
    }
}

/// The case names a known-failures file lists (none if it is absent).
pub fn known_failures(file: &Path) -> BTreeSet<String> {
    std::fs::read_to_string(file)
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// The cases compared.
pub struct Tally {
    pub passed: usize,
    /// A case that differs and is not a known failure, with both texts.
    pub unexpected: Vec<String>,
    /// Known failures that now agree.
    pub fixed: Vec<String>,
}

/// Compares each case's `expected` and `actual` text.
pub fn tally(
    cases: &[PathBuf],
    known: &BTreeSet<String>,
    expected: impl Fn(&Path) -> String,
    actual: impl Fn(&Path) -> String,
) -> Tally {
    let (mut passed, mut unexpected, mut fixed) = (0, Vec::new(), Vec::new());
    for case in cases {
        let name = case.file_stem().unwrap().to_string_lossy().to_string();
        let (want, got) = (expected(case), actual(case));
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
    Tally {
        passed,
        unexpected,
        fixed,
    }
}
