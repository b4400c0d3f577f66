//! Manifests to type into a session one top-level statement at a time:
//! the manifests of a folder, and a manifest cut into its statements.

use std::path::{Path, PathBuf};

use spaceship::syntax::{Source, parser};

/// The `.pp` files of a folder of the repository, sorted.
pub fn manifests(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pp"))
        .collect();
    cases.sort();
    cases
}

/// The top-level statements of a manifest, as text (none if it does not
/// parse).
pub fn statements(text: &str) -> Vec<String> {
    let Ok(program) = parser::parse(&Source::new("case.pp", text), 0) else {
        return Vec::new();
    };
    program
        .iter()
        .map(|s| text[s.span.start as usize..s.span.end as usize].to_string())
        .collect()
}
