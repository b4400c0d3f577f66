//! The case files of a folder (manifests, transcripts), sorted, for tests
//! that run every case of a folder.

use std::path::{Path, PathBuf};

/// The `.pp` files of a folder of the repository, sorted.
pub fn manifests(dir: &str) -> Vec<PathBuf> {
    files_ending(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), "pp")
}

/// The files of `dir` whose extension is `extension`, sorted.
pub fn files_ending(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == extension))
        .collect();
    cases.sort();
    cases
}
