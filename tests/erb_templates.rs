//! The ERB corpus: every `tests/templates/erb/*.pp` calls `inline_template`
//! and is compiled and compared with what real Puppet 7.23 produced for it
//! (`.expected`, made by `scripts/regen-erb`), as the conformance suite
//! does. Cases listed in `tests/templates/erb/known-failures.txt` are
//! expected to differ still; one that starts passing must leave the list.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value as Json;
use spaceship::catalog::json::{Selection, catalog_json};
use spaceship::driver;
use spaceship::syntax::SourceMap;

#[path = "common/compile.rs"]
#[allow(dead_code)]
mod compile;
use compile::puppet7_options;

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
fn actual(path: &Path) -> String {
    let mut sources = SourceMap::default();
    driver::load(&mut sources, path).expect("case readable");
    let options = puppet7_options(spaceship::catalog::json::json_to_value(&facts()));
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

fn expected(path: &Path) -> String {
    let text = std::fs::read_to_string(path.with_extension("expected"))
        .expect("expected output; run scripts/regen-erb");
    match serde_json::from_str::<Json>(&text) {
        Ok(json) => serde_json::to_string(&json).expect("json"),
        Err(_) => text.trim_end().to_string(),
    }
}

#[test]
fn erb_templates_render_as_puppet() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/templates/erb");
    let known: BTreeSet<String> = std::fs::read_to_string(root.join("known-failures.txt"))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let dir = root.clone();
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .expect("cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pp"))
        .collect();
    cases.sort();
    let (mut passed, mut unexpected, mut fixed) = (0, Vec::new(), Vec::new());
    for case in &cases {
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
    println!(
        "erb: {passed} of {} template cases agree with Puppet 7.23",
        cases.len()
    );
    assert!(
        unexpected.is_empty(),
        "cases that differ from Puppet:\n{}",
        unexpected.join("\n")
    );
    assert!(
        fixed.is_empty(),
        "now passing; remove from known-failures.txt: {fixed:?}"
    );
}
