//! The fleet's nodes: one facts file per node in a directory (every form
//! `--facts` reads), the node named by the file's certname (`name` of
//! `puppet facts` and Puppet's cache, else the `clientcert` fact, else
//! `trusted.certname`), else by the file's name; `--nodes` patterns and
//! `--shard I/N` select among them.

use std::path::{Path, PathBuf};

use crate::catalog::Value;
use crate::loader::facts;

/// The facts files of a directory, sorted by path: regular files ending
/// in `.json`, `.yaml` or `.yml` (Puppet's facts cache's own form).
pub fn facts_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .is_some_and(|x| x == "json" || x == "yaml" || x == "yml")
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!(
            "{}: no facts files (*.json, *.yaml, *.yml)",
            dir.display()
        ));
    }
    Ok(files)
}

/// Where a node's facts come from.
#[derive(Debug, Clone)]
pub enum NodeInput {
    /// A facts file.
    File(PathBuf),
    /// A factset PuppetDB gave (`--puppetdb URL` without `--facts`).
    Factset {
        name: String,
        facts: serde_json::Value,
        /// The PuppetDB's URL, for messages.
        source: String,
    },
}

impl NodeInput {
    /// The node's name and facts (or why they did not read).
    pub fn read(&self) -> (String, Result<Value, String>) {
        match self {
            NodeInput::File(path) => read(path),
            NodeInput::Factset { name, facts, .. } => {
                (name.clone(), Ok(crate::catalog::json::json_to_value(facts)))
            }
        }
    }

    /// Where the facts are, for messages.
    pub fn label(&self) -> PathBuf {
        match self {
            NodeInput::File(path) => path.clone(),
            NodeInput::Factset { name, source, .. } => {
                PathBuf::from(format!("{source}'s factset of {name}"))
            }
        }
    }
}

/// The fleet's nodes: the facts files of `--facts DIR`, else the
/// factsets of the active nodes of the PuppetDB at `--puppetdb URL`.
pub fn inputs(facts: Option<&Path>, puppetdb: Option<&str>) -> Result<Vec<NodeInput>, String> {
    if let Some(dir) = facts {
        return Ok(facts_files(dir)?.into_iter().map(NodeInput::File).collect());
    }
    let Some(url) = puppetdb else {
        return Err("give the nodes' facts: --facts DIR, or --puppetdb URL for the factsets of its active nodes".into());
    };
    let server = crate::store::puppetdb::PuppetDb::new(url).map_err(|e| e.0)?;
    let sets = server.factsets().map_err(|e| e.0)?;
    if sets.is_empty() {
        return Err(format!(
            "PuppetDB at {}: no active node has facts",
            server.url()
        ));
    }
    Ok(sets
        .into_iter()
        .map(|(name, facts)| NodeInput::Factset {
            name,
            facts,
            source: server.url().to_string(),
        })
        .collect())
}

/// A node's name when its file gives none: the file name less its
/// extension.
pub fn name_from_file(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default()
}

/// A node's facts file read: its name and facts, or (the file did not
/// read or parse) its name from the file name and the error.
pub fn read(path: &Path) -> (String, Result<Value, String>) {
    match facts::read(path) {
        Ok(file) => {
            let name = file.node_name().unwrap_or_else(|| name_from_file(path));
            (name, Ok(file.values))
        }
        // The file as the facts directory names it.
        Err(e) => {
            let dir = path.parent().map(|d| format!("{}/", d.display()));
            let message = match dir {
                Some(dir) => e.message.replace(&dir, ""),
                None => e.message,
            };
            (name_from_file(path), Err(message))
        }
    }
}

/// `--nodes`: glob patterns (`*`, `?`) or `/regex/`; none selects all.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    globs: Vec<String>,
    regexes: Vec<regex::Regex>,
    shard: Option<Shard>,
}

impl Selection {
    /// The selection of these patterns, checking each regex.
    pub fn new(patterns: &[String], shard: Option<Shard>) -> Result<Selection, String> {
        let mut selection = Selection {
            shard,
            ..Selection::default()
        };
        for p in patterns {
            match p.strip_prefix('/').and_then(|r| r.strip_suffix('/')) {
                Some(r) if p.len() >= 2 => selection
                    .regexes
                    .push(regex::Regex::new(r).map_err(|e| format!("--nodes {p}: {e}"))?),
                _ => selection.globs.push(p.clone()),
            }
        }
        Ok(selection)
    }

    /// Whether a node of this name is compiled.
    pub fn selects(&self, name: &str) -> bool {
        let patterns = self.globs.is_empty() && self.regexes.is_empty()
            || self
                .globs
                .iter()
                .any(|g| crate::diff::compare::glob(g, name))
            || self.regexes.iter().any(|r| r.is_match(name));
        patterns && self.shard.is_none_or(|s| s.holds(name))
    }
}

/// A slice of the fleet: shard `index` (1-based) of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// `I/N`, 1 ≤ I ≤ N.
    pub fn parse(spec: &str) -> Result<Shard, String> {
        let bad = || format!("--shard {spec}: expected I/N with 1 <= I <= N (e.g. 2/3)");
        let (i, n) = spec.split_once('/').ok_or_else(bad)?;
        let index: u32 = i.trim().parse().map_err(|_| bad())?;
        let count: u32 = n.trim().parse().map_err(|_| bad())?;
        if count == 0 || index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The shard a CI runner gives through its environment, where no
    /// `--shard` is: GitLab's `CI_NODE_INDEX`/`CI_NODE_TOTAL` (1-based),
    /// Kubernetes Indexed Jobs' `JOB_COMPLETION_INDEX` (0-based, with
    /// `--shards N`), Slurm's `SLURM_ARRAY_TASK_ID` counted from
    /// `SLURM_ARRAY_TASK_MIN` (default 0) of `SLURM_ARRAY_TASK_COUNT`.
    pub fn from_environment(
        get: &dyn Fn(&str) -> Option<String>,
        shards: Option<u32>,
    ) -> Result<Option<Shard>, String> {
        let number = |name: &str| -> Result<Option<i64>, String> {
            match get(name) {
                None => Ok(None),
                Some(v) => v
                    .trim()
                    .parse()
                    .map(Some)
                    .map_err(|_| format!("{name}={v}: not a number")),
            }
        };
        let checked = |index: i64, count: i64, from: &str| -> Result<Option<Shard>, String> {
            if count < 1 || index < 1 || index > count {
                return Err(format!("{from}: shard {index} of {count} is out of range"));
            }
            Ok(Some(Shard {
                index: index as u32,
                count: count as u32,
            }))
        };
        if let (Some(i), Some(n)) = (number("CI_NODE_INDEX")?, number("CI_NODE_TOTAL")?) {
            return checked(i, n, "CI_NODE_INDEX/CI_NODE_TOTAL");
        }
        if let Some(i) = number("JOB_COMPLETION_INDEX")? {
            let Some(n) = shards else {
                return Err(
                    "JOB_COMPLETION_INDEX is set: give the number of shards with --shards N".into(),
                );
            };
            return checked(i + 1, n.into(), "JOB_COMPLETION_INDEX with --shards");
        }
        if let (Some(i), Some(n)) = (
            number("SLURM_ARRAY_TASK_ID")?,
            number("SLURM_ARRAY_TASK_COUNT")?,
        ) {
            let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
            return checked(i - min + 1, n, "SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT");
        }
        Ok(None)
    }

    /// Whether this shard compiles the node: by a hash of its certname
    /// (FNV-1a, the same on every machine and every build).
    pub fn holds(&self, name: &str) -> bool {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.bytes() {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        hash % u64::from(self.count) == u64::from(self.index - 1)
    }
}

/// Node names compressed for reading: names alike but for a number of
/// the same width are written once with the numbers as ranges,
/// `web-[0001-0412,0415].example.com`.
pub fn compress(names: &[String]) -> Vec<String> {
    // (prefix, width, suffix) -> numbers; other names as they are.
    let mut families: Vec<((String, usize, String), Vec<u64>)> = Vec::new();
    let mut out: Vec<(String, String)> = Vec::new();
    for name in names {
        match split_number(name) {
            Some((prefix, digits, suffix)) if digits.len() <= 18 => {
                let key = (prefix.to_string(), digits.len(), suffix.to_string());
                let n: u64 = digits.parse().unwrap_or(0);
                match families.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, numbers)) => numbers.push(n),
                    None => families.push((key, vec![n])),
                }
            }
            _ => out.push((name.clone(), name.clone())),
        }
    }
    for ((prefix, width, suffix), mut numbers) in families {
        numbers.sort_unstable();
        numbers.dedup();
        if numbers.len() == 1 {
            let name = format!("{prefix}{:0width$}{suffix}", numbers[0]);
            out.push((name.clone(), name));
            continue;
        }
        let mut ranges: Vec<String> = Vec::new();
        let mut i = 0;
        while i < numbers.len() {
            let start = numbers[i];
            while i + 1 < numbers.len() && numbers[i + 1] == numbers[i] + 1 {
                i += 1;
            }
            let end = numbers[i];
            ranges.push(if start == end {
                format!("{start:0width$}")
            } else {
                format!("{start:0width$}-{end:0width$}")
            });
            i += 1;
        }
        let sort_key = format!("{prefix}{:0width$}{suffix}", numbers[0]);
        out.push((sort_key, format!("{prefix}[{}]{suffix}", ranges.join(","))));
    }
    out.sort();
    out.into_iter().map(|(_, shown)| shown).collect()
}

/// A name's number: the last run of digits in its first dot-separated
/// label (`web-0012` of `web-0012.dc1.example.com`), else none.
fn split_number(name: &str) -> Option<(&str, &str, &str)> {
    let label_end = name.find('.').unwrap_or(name.len());
    let label = &name[..label_end];
    let end = label.rfind(|c: char| c.is_ascii_digit())? + 1;
    let start = label[..end]
        .rfind(|c: char| !c.is_ascii_digit())
        .map_or(0, |i| i + 1);
    Some((&name[..start], &name[start..end], &name[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn compresses_numbered_names() {
        let shown = compress(&names(&[
            "web-0001.example.com",
            "web-0002.example.com",
            "web-0003.example.com",
            "web-0007.example.com",
            "db1",
            "mail",
        ]));
        assert_eq!(shown, ["db1", "mail", "web-[0001-0003,0007].example.com"]);
    }

    #[test]
    fn shards_partition_the_fleet() {
        let all: Vec<String> = (0..100).map(|i| format!("n{i}")).collect();
        let shards: Vec<Shard> = (1..=3).map(|i| Shard { index: i, count: 3 }).collect();
        for name in &all {
            assert_eq!(shards.iter().filter(|s| s.holds(name)).count(), 1);
        }
        assert!(Shard::parse("0/3").is_err());
        assert!(Shard::parse("4/3").is_err());
        assert_eq!(Shard::parse("2/3"), Ok(Shard { index: 2, count: 3 }));
    }

    #[test]
    fn shards_from_ci_environments() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        let gitlab = env(&[("CI_NODE_INDEX", "2"), ("CI_NODE_TOTAL", "3")]);
        assert_eq!(
            Shard::from_environment(&gitlab, None),
            Ok(Some(Shard { index: 2, count: 3 }))
        );
        let k8s = env(&[("JOB_COMPLETION_INDEX", "0")]);
        assert!(Shard::from_environment(&k8s, None).is_err());
        assert_eq!(
            Shard::from_environment(&k8s, Some(4)),
            Ok(Some(Shard { index: 1, count: 4 }))
        );
        let slurm = env(&[
            ("SLURM_ARRAY_TASK_ID", "5"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_COUNT", "5"),
        ]);
        assert_eq!(
            Shard::from_environment(&slurm, None),
            Ok(Some(Shard { index: 5, count: 5 }))
        );
        let bad = env(&[("CI_NODE_INDEX", "4"), ("CI_NODE_TOTAL", "3")]);
        assert!(Shard::from_environment(&bad, None).is_err());
    }
}
