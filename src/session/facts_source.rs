//! Where the session's facts come from when it switches nodes: one facts
//! file (every node keeps its facts) or a directory of them, one file a
//! node, found by the node's name (`NAME.json`, `NAME.yaml`, `NAME.yml`)
//! or by the certname a file gives (`puppet facts`' `name`, the
//! `clientcert` or `certname` fact).

use std::path::{Path, PathBuf};

use crate::catalog::Value;
use crate::loader::facts::{self, FactsFile};

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

/// The extensions a node's facts file may have, in the order tried.
const EXTENSIONS: [&str; 3] = ["json", "yaml", "yml"];

/// The facts of `node` in `dir`: Ok(None) when no file there is the
/// node's; an error when the node's file cannot be read.
pub fn node_facts(dir: &Path, node: &str) -> Result<Option<Value>, String> {
    for extension in EXTENSIONS {
        let path = dir.join(format!("{node}.{extension}"));
        if path.is_file() {
            return read(&path).map(|file| Some(file.values));
        }
    }
    // A file named otherwise may still be the node's by its certname;
    // files that cannot be read are not anyone's.
    for path in facts_files(dir)? {
        if let Ok(file) = read(&path)
            && certname(&file).as_deref() == Some(node)
        {
            return Ok(Some(file.values));
        }
    }
    Ok(None)
}

/// The nodes `dir` has facts for: each file's certname, else its name
/// without the extension; sorted.
pub fn known_nodes(dir: &Path) -> Vec<String> {
    let mut nodes: Vec<String> = facts_files(dir)
        .unwrap_or_default()
        .iter()
        .filter_map(|path| {
            let stem = path.file_stem()?.to_string_lossy().to_string();
            Some(read(path).ok().and_then(|f| certname(&f)).unwrap_or(stem))
        })
        .collect();
    nodes.sort();
    nodes.dedup();
    nodes
}

/// The facts files of `dir` (by extension), sorted.
fn facts_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read facts directory {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .is_some_and(|x| EXTENSIONS.iter().any(|e| x == *e))
        })
        .collect();
    files.sort();
    Ok(files)
}

fn read(path: &Path) -> Result<FactsFile, String> {
    facts::read(path).map_err(|d| d.message)
}

/// The node a facts file names ([`FactsFile::node_name`]), else its
/// `certname` fact.
fn certname(file: &FactsFile) -> Option<String> {
    file.node_name().or_else(|| match &file.values {
        Value::Hash(values) => match values.get(&Value::str("certname")) {
            Some(Value::Str(name)) => Some(name.to_string()),
            _ => None,
        },
        _ => None,
    })
}
