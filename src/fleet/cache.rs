//! The read-set cache: what each node's compile at a `from` commit read
//! (and the error it failed with, if it did), kept from earlier runs so
//! that a later `fleet diff` from the same commit need not compile at
//! either side a node none of whose reads changed.
//!
//! An entry is sound only for the inputs it was made from, so a cache
//! file is named by a digest of everything a compile depends on that is
//! the same for all nodes of a run ([`RunKey`]): the `from` commit's git
//! tree, the environment's folder in it, the Puppet settings, trusted
//! facts, `--modulepath`/`--hiera-config`/`--manifest`, this program's
//! build, and the size and times of every file of the module folders git
//! does not track (installed modules, `--modulepath` folders). Inside the
//! file each node's entry holds the digest of its facts, and each path a
//! node read (or looked for) that git does not track at `from` carries
//! its stamp (size, times, inode, or absence): an entry any of whose
//! stamps differs now is not used. Files are written whole to a
//! temporary name and renamed (a reader never sees half a file); a file
//! that does not parse is ignored and written anew.

use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rustc_hash::{FxHashMap, FxHashSet};
use serde_json::{Value as Json, json};
use sha2::{Digest as _, Sha256};

use crate::catalog::Value;

/// The format of a cache file; another is ignored.
const FORMAT: u64 = 1;

/// Cache files kept: the newest, by modification time.
const KEEP: usize = 32;

/// One node's compile at `from`: the digest of its facts, the paths it
/// read or looked for (absolute), and its error where it failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub facts: String,
    pub reads: Vec<Arc<Path>>,
    pub error: Option<String>,
}

/// The cache of one run: the entries its file held that still hold, and
/// those the run adds.
pub struct ReadCache {
    file: PathBuf,
    /// The `from` checkout's folder: reads below it are kept relative to
    /// it (each run unpacks `from` in another temporary folder).
    root: PathBuf,
    /// The files git tracks at `from` (absolute, below the checkout):
    /// their content is the tree's, so they need no stamp.
    tracked: FxHashSet<PathBuf>,
    entries: FxHashMap<String, Entry>,
    fresh: Mutex<Vec<(String, Entry)>>,
    /// Each path read once in memory, however many nodes read it.
    interned: Mutex<FxHashSet<Arc<Path>>>,
}

/// A digest of the inputs every node of a run shares; the cache file's
/// name.
pub struct RunKey(Sha256);

impl RunKey {
    pub fn new() -> RunKey {
        let mut key = RunKey(Sha256::new());
        key.add("format", &FORMAT.to_string());
        key.add("version", env!("CARGO_PKG_VERSION"));
        // This build: another may compile differently.
        if let Some(stamp) = std::env::current_exe().ok().and_then(|e| stamp(&e)) {
            key.add("exe", &stamp);
        }
        key
    }

    /// Adds a named part.
    pub fn add(&mut self, name: &str, value: &str) {
        self.0.update(name.len().to_le_bytes());
        self.0.update(name.as_bytes());
        self.0.update(value.len().to_le_bytes());
        self.0.update(value.as_bytes());
    }

    /// Adds every file and folder below `dir` (following symbolic links,
    /// as the loader does) with its stamp, leaving out the files git
    /// tracks (`tracked`); a folder that is not there is added as absent.
    /// Paths below `root` (the run's temporary checkout) are named
    /// relative to it.
    pub fn add_tree(&mut self, dir: &Path, root: &Path, tracked: &FxHashSet<PathBuf>) {
        let name = |path: &Path| {
            path.strip_prefix(root)
                .map_or_else(|_| path.to_string_lossy(), |p| p.to_string_lossy())
                .to_string()
        };
        let mut stack = vec![dir.to_path_buf()];
        let mut seen = 0usize;
        while let Some(path) = stack.pop() {
            seen += 1;
            if seen > 1_000_000 {
                // A link cycle: a key that never matches.
                self.add("cycle", &format!("{:?}", std::time::SystemTime::now()));
                return;
            }
            let Ok(meta) = std::fs::metadata(&path) else {
                self.add("absent", &name(&path));
                continue;
            };
            if meta.is_dir() {
                let mut children: Vec<PathBuf> = match std::fs::read_dir(&path) {
                    Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
                    Err(e) => {
                        self.add("unreadable", &format!("{}: {e}", path.display()));
                        continue;
                    }
                };
                children.sort();
                self.add("dir", &name(&path));
                stack.extend(children.into_iter().rev());
            } else if !tracked.contains(&path) {
                self.add(&name(&path), &stamp(&path).unwrap_or_default());
            }
        }
    }

    /// The hexadecimal digest.
    pub fn finish(self) -> String {
        hex(&self.0.finalize())
    }
}

impl Default for RunKey {
    fn default() -> Self {
        RunKey::new()
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A file's stamp as the file system gives it (size, modification and
/// change times, inode; following links), `absent` where there is none,
/// or `None` where it cannot be known.
fn stamp(path: &Path) -> Option<String> {
    match std::fs::metadata(path) {
        Ok(m) => Some(format!(
            "{}:{}:{}.{}:{}.{}:{}",
            if m.is_dir() { "d" } else { "f" },
            m.len(),
            m.mtime(),
            m.mtime_nsec(),
            m.ctime(),
            m.ctime_nsec(),
            m.ino()
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some("absent".into()),
        Err(_) => None,
    }
}

/// The digest of a node's facts (as the compile gets them, trusted facts
/// and all).
pub fn facts_digest(facts: &Value) -> String {
    hex(&Sha256::digest(format!("{facts:?}").as_bytes()))
}

/// The folder cache files go in: `$XDG_CACHE_HOME/spaceship/fleet`, else
/// `$HOME/.cache/spaceship/fleet`.
pub fn default_dir() -> Option<PathBuf> {
    crate::cache_home::folder("fleet")
}

impl ReadCache {
    /// The cache of a run whose key is `key`, in `dir`; `root` the `from`
    /// checkout's folder, `tracked` the files git tracks in it.
    pub fn open(dir: &Path, key: &str, root: &Path, tracked: FxHashSet<PathBuf>) -> ReadCache {
        let mut cache = ReadCache {
            file: dir.join(format!("{key}.json")),
            root: root.to_path_buf(),
            tracked,
            entries: FxHashMap::default(),
            fresh: Mutex::new(Vec::new()),
            interned: Mutex::default(),
        };
        if let Some(entries) = std::fs::read(&cache.file)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Json>(&bytes).ok())
            .and_then(|doc| cache.parse(&doc))
        {
            cache.entries = entries;
        }
        cache
    }

    /// The entries of a cache file that still hold; `None` where it is
    /// not one this program wrote.
    fn parse(&self, doc: &Json) -> Option<FxHashMap<String, Entry>> {
        if doc.get("format")?.as_u64()? != FORMAT {
            return None;
        }
        let mut paths: Vec<(Arc<Path>, bool)> = Vec::new();
        for p in doc.get("paths")?.as_array()? {
            let [name, stamped] = p.as_array()?.as_slice() else {
                return None;
            };
            let path: Arc<Path> = self.absolute(name.as_str()?).into();
            // A stamped path holds while its stamp does.
            let holds = match stamped {
                Json::Null => self.tracked.contains(path.as_ref()),
                Json::String(s) => stamp(&path).as_deref() == Some(s.as_str()),
                _ => return None,
            };
            paths.push((path, holds));
        }
        let mut entries = FxHashMap::default();
        for (node, e) in doc.get("nodes")?.as_object()? {
            let facts = e.get("facts")?.as_str()?.to_string();
            let error = match e.get("error")? {
                Json::Null => None,
                Json::String(s) => Some(s.clone()),
                _ => return None,
            };
            let mut reads = Vec::new();
            let mut holds = true;
            for i in e.get("reads")?.as_array()? {
                let (path, ok) = paths.get(usize::try_from(i.as_u64()?).ok()?)?;
                holds &= ok;
                reads.push(path.clone());
            }
            if holds {
                entries.insert(
                    node.clone(),
                    Entry {
                        facts,
                        reads,
                        error,
                    },
                );
            }
        }
        Some(entries)
    }

    /// A path as a cache file names it: relative to the `from`
    /// checkout's folder where it is below it, else absolute.
    fn relative(&self, path: &Path) -> Option<String> {
        let text = match path.strip_prefix(&self.root) {
            Ok(rest) => rest.to_str()?.to_string(),
            Err(_) => path.to_str()?.to_string(),
        };
        // A relative name must not read as absolute, nor be empty.
        (!text.is_empty() && (path.starts_with(&self.root) != text.starts_with('/')))
            .then_some(text)
    }

    fn absolute(&self, name: &str) -> PathBuf {
        match name.starts_with('/') {
            true => PathBuf::from(name),
            false => self.root.join(name),
        }
    }

    /// The entry of a node whose facts digest is `facts`, if one holds.
    pub fn lookup(&self, node: &str, facts: &str) -> Option<&Entry> {
        self.entries.get(node).filter(|e| e.facts == facts)
    }

    /// A node's reads as an entry keeps them: each path shared.
    pub fn intern(&self, reads: Vec<PathBuf>) -> Vec<Arc<Path>> {
        let mut interned = self.interned.lock().expect("cache");
        reads
            .into_iter()
            .map(|read| match interned.get(read.as_path()) {
                Some(path) => path.clone(),
                None => {
                    let path: Arc<Path> = read.into();
                    interned.insert(path.clone());
                    path
                }
            })
            .collect()
    }

    /// Keeps a node's entry (from a compile at `from`).
    pub fn record(&self, node: &str, entry: Entry) {
        if self.entries.get(node) != Some(&entry) {
            self.fresh
                .lock()
                .expect("cache")
                .push((node.to_string(), entry));
        }
    }

    /// Writes the cache file where the run added entries: the entries
    /// that held and the new ones, stamps taken now. Errors are ignored
    /// (a cache that cannot be written is only a slower next run).
    pub fn save(self) {
        let fresh = std::mem::take(&mut *self.fresh.lock().expect("cache"));
        if fresh.is_empty() {
            return;
        }
        let mut entries = self.entries.clone();
        entries.extend(fresh);
        let mut index: FxHashMap<Arc<Path>, usize> = FxHashMap::default();
        let mut paths: Vec<Json> = Vec::new();
        let mut nodes = serde_json::Map::new();
        let mut names: Vec<&String> = entries.keys().collect();
        names.sort();
        'node: for node in names {
            let entry = &entries[node];
            let mut reads = Vec::new();
            for read in &entry.reads {
                let i = match index.get(read) {
                    Some(&i) => i,
                    None => {
                        let Some(name) = self.relative(read) else {
                            continue 'node;
                        };
                        let stamped = match self.tracked.contains(read.as_ref()) {
                            true => Json::Null,
                            false => match stamp(read) {
                                Some(s) => Json::String(s),
                                None => continue 'node,
                            },
                        };
                        paths.push(json!([name, stamped]));
                        index.insert(read.clone(), paths.len() - 1);
                        paths.len() - 1
                    }
                };
                reads.push(i);
            }
            nodes.insert(
                node.clone(),
                json!({"facts": entry.facts, "reads": reads, "error": entry.error}),
            );
        }
        let doc = json!({"format": FORMAT, "paths": paths, "nodes": nodes});
        let Some(dir) = self.file.parent() else {
            return;
        };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        let temporary = dir.join(format!(".{}.tmp", std::process::id()));
        let written = std::fs::write(&temporary, doc.to_string())
            .and_then(|()| std::fs::rename(&temporary, &self.file));
        if written.is_err() {
            let _ = std::fs::remove_file(&temporary);
            return;
        }
        prune(dir);
    }
}

/// Leaves the newest [`KEEP`] cache files in `dir`.
fn prune(dir: &Path) {
    let Ok(listing) = std::fs::read_dir(dir) else {
        return;
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = listing
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".json"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    if files.len() <= KEEP {
        return;
    }
    files.sort();
    for (_, path) in &files[..files.len() - KEEP] {
        let _ = std::fs::remove_file(path);
    }
}
