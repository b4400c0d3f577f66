//! The ERB corpus: every `tests/templates/erb/*.pp` calls `inline_template`
//! and is compiled and compared with what real Puppet 7.23 produced for it
//! (`.expected`, made by `scripts/regen-erb`), as the conformance suite
//! does. Cases listed in `tests/templates/erb/known-failures.txt` are
//! expected to differ still; one that starts passing must leave the list.

use std::path::Path;

use spaceship::catalog::settings::{PuppetVersion, Settings};

#[path = "common/catalog_cases.rs"]
mod catalog_cases;
use catalog_cases::{Tally, expected_text, known_failures, normalized_catalog, tally};

/// Compiles a case and normalizes the result as normalize-catalog.py does.
fn actual(path: &Path) -> String {
    normalized_catalog(path, Settings::defaults(PuppetVersion::V7))
}

fn expected(path: &Path) -> String {
    expected_text(&path.with_extension("expected"), "regen-erb")
}

#[test]
fn erb_templates_render_as_puppet() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/templates/erb");
    let known = known_failures(&root.join("known-failures.txt"));
    let dir = root.clone();
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .expect("cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pp"))
        .collect();
    cases.sort();
    let Tally {
        passed,
        unexpected,
        fixed,
    } = tally(&cases, &known, expected, actual);
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
