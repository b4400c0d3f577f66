//! Where the session's facts come from when it switches nodes: one facts
//! file (every node keeps its facts) or a directory of them, one file a
//! node (found as `loader::facts::node_facts` finds it).

use std::path::{Path, PathBuf};

/// The facts given on the command line or with `:facts FILE`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FactsSource {
    /// One file: its facts serve every node.
    File(PathBuf),
    /// One file a node.
    Directory(PathBuf),
}

impl FactsSource {
    /// A file or a directory, as the path is.
    pub fn of_path(path: &Path) -> FactsSource {
        if path.is_dir() {
            FactsSource::Directory(path.to_path_buf())
        } else {
            FactsSource::File(path.to_path_buf())
        }
    }
}

pub use crate::loader::facts::{known_nodes, node_facts};
