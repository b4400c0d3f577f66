//! The manifests (`.pp` files) of a folder of the repository, for tests
//! that run every case of a folder.

use std::path::{Path, PathBuf};

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
