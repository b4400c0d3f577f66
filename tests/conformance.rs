//! The conformance suite: every `tests/conformance/cases/*.pp` is compiled
//! with each Puppet version's semantics and compared with what that real
//! Puppet produced for it: Puppet 7.23's `CASE.expected` (made by
//! `scripts/regen-conformance`) with `--puppet-version 7`, and Puppet
//! 8.10's with `--puppet-version 8`: `CASE.puppet8.expected` where 8.10
//! answered otherwise, else the same `CASE.expected` (made by
//! `scripts/regen-conformance8`). Cases listed in
//! `tests/conformance/known-failures.txt` and
//! `known-failures-puppet8.txt` are expected to differ still; one
//! that starts passing must be taken off its list.
//! `tests/conformance/puppet8/*.pp` are checked with Puppet 8's semantics
//! only: their `CASE.expected` is Puppet 8.10's, where 7.23 has no answer
//! to compare with (see each case's comment).
//! `SPACESHIP_CONFORMANCE_CASES=DIR` checks the cases of another directory.

use std::path::Path;

use spaceship::catalog::settings::{PuppetVersion, Settings};

#[path = "common/catalog_cases.rs"]
mod catalog_cases;
use catalog_cases::{Tally, expected_text, known_failures, normalized_catalog, tally};

/// Compiles a case and normalizes the result as normalize-catalog.py does.
fn actual(path: &Path, version: PuppetVersion) -> String {
    normalized_catalog(path, Settings::defaults(version))
}

/// What the Puppet of `version` produced: Puppet 8.10's own expectation
/// where it differs from 7.23's.
fn expected(path: &Path, version: PuppetVersion) -> String {
    let own = path.with_extension("puppet8.expected");
    let file = match version {
        PuppetVersion::V8 if own.exists() => own,
        _ => path.with_extension("expected"),
    };
    expected_text(&file, "regen-conformance")
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
    let known = self::known_failures(&root.join(known_failures));
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
    let Tally {
        passed,
        unexpected,
        fixed,
    } = tally(
        &cases,
        &known,
        |case| expected(case, version),
        |case| actual(case, version),
    );
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
