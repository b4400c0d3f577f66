//! Fuzz target: Hiera over any configuration and data, in-process. The
//! input is a global `hiera.yaml` and data files, separated by lines
//! `--8<-- NAME` (each file's name below the datadir `data/`); the files
//! live in memory, so globs, paths and interpolation run as they would on
//! disk without a file system. Every key of the data is looked up, with
//! each merge strategy. Errors are fine; a panic, an abort (stack
//! overflow), a hang or runaway memory is a finding.
#![no_main]

use std::path::{Path, PathBuf};
use std::rc::Rc;

use libfuzzer_sys::fuzz_target;
use spaceship::catalog::Value;
use spaceship::hiera::{Files, Hiera, Site, Undefined};

/// The in-memory files: paths and texts.
#[derive(Debug)]
struct Memory(Vec<(PathBuf, String)>);

impl Files for Memory {
    fn read(&self, path: &Path) -> std::io::Result<Option<String>> {
        Ok(self
            .0
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, text)| text.clone()))
    }

    /// Only `*` within the last segment, enough to reach every file.
    fn glob(&self, dir: &Path, pattern: &str) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = self
            .0
            .iter()
            .filter(|(p, _)| p.starts_with(dir))
            .filter(|(p, _)| {
                let name = p.strip_prefix(dir).unwrap().to_string_lossy();
                match pattern.split_once('*') {
                    Some((head, tail)) => {
                        name.len() >= head.len() + tail.len()
                            && name.starts_with(head)
                            && name.ends_with(tail)
                    }
                    None => name == pattern,
                }
            })
            .map(|(p, _)| p.clone())
            .collect();
        found.sort();
        found
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let root = Path::new("/fuzz");
    let mut files = Vec::new();
    let mut parts = text.split("\n--8<-- ");
    files.push((root.join("hiera.yaml"), parts.next().unwrap_or("").to_string()));
    for part in parts {
        let (name, body) = part.split_once('\n').unwrap_or((part, ""));
        files.push((root.join("data").join(name.trim()), body.to_string()));
    }
    let Ok(hiera) = Hiera::open(
        Some(&root.join("hiera.yaml")),
        None,
        Default::default(),
        Rc::new(Memory(files)),
    ) else {
        return;
    };
    // Unknown variables are fatal outside a level's locations, as under
    // Puppet 8's `strict = error`, so that both outcomes are explored.
    let facts = |name: &str, site| match name {
        "trusted" | "facts" => Ok(Some(Value::hash(Default::default()))),
        "environment" => Ok(Some(Value::str("production"))),
        _ if site == Site::Location => Ok(None),
        _ => Err(Undefined {
            name: name.to_string(),
            reason: String::new(),
        }),
    };
    let mut keys = hiera.keys(&facts);
    keys.truncate(64);
    for key in keys {
        for merge in [None, Some("unique"), Some("hash"), Some("deep")] {
            let merge = merge.map(Value::str);
            let _ = hiera.lookup(&key, merge.as_ref(), &facts);
        }
    }
});
