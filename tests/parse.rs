//! Parser data tests: `tests/data/parse/ok/*.pp` must be accepted and
//! `tests/data/parse/err/*.pp` rejected with the diagnostic that
//! `puppet parser validate` gave (`.expected`, file name stripped).
//! `known-differences.txt` lists error files whose wording still differs.

use std::path::Path;

use spaceship::driver::CompileError;
use spaceship::syntax::{self, Source, SourceMap};

fn files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pp"))
        .collect();
    v.sort();
    v
}

fn check(path: &Path) -> Result<(), String> {
    let mut sources = SourceMap::default();
    let file = sources.add(Source::new(
        path.display().to_string(),
        std::fs::read_to_string(path).unwrap(),
    ));
    syntax::parse_and_validate(sources.get(file), file)
        .map(|_| ())
        .map_err(|diagnostic| {
            let message = CompileError {
                diagnostic,
                is_parse: false,
            }
            .puppet_message();
            message
        })
}

#[test]
fn accepted_manifests_parse() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut accepted = files(&root.join("tests/data/parse/ok"));
    // Every conformance case that Puppet did not reject while parsing is
    // accepted data too (its .expected says so). Puppet logs the first of
    // several parse errors without that preamble: those cases are `parse_*`.
    let cases = root.join("tests/conformance/cases");
    accepted.extend(files(&cases).into_iter().filter(|p| {
        !p.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("parse_"))
            && !std::fs::read_to_string(p.with_extension("expected"))
                .unwrap_or_default()
                .contains("Could not parse")
    }));
    assert!(
        accepted.len() >= 150,
        "only {} accepted files",
        accepted.len()
    );
    let failures: Vec<String> = accepted
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{}: {e}", p.display())))
        .collect();
    assert!(failures.is_empty(), "rejected:\n{}", failures.join("\n"));
}

#[test]
fn rejected_manifests_fail_like_puppet() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/parse");
    let known = std::fs::read_to_string(root.join("known-differences.txt")).unwrap_or_default();
    let mut problems = Vec::new();
    for path in files(&root.join("err")) {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap()
            .trim()
            .to_string();
        match check(&path) {
            Ok(()) => problems.push(format!("{name}: accepted, Puppet says: {expected}")),
            Err(actual) => {
                let listed = known.lines().any(|l| l.trim() == name);
                if (actual == expected) == listed {
                    problems.push(format!("{name}: expected `{expected}`, got `{actual}` (listed as known difference: {listed})"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
