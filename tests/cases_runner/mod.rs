//! The multi-node storeconfigs scenarios of `tests/store/cases`, run
//! through the real binary against one store (the embedded one in
//! tests/store.rs, a real PuppetDB in tests/puppetdb.rs) and compared
//! with what real Puppet 7.23 with PuppetDB produced
//! (`scripts/regen-store` writes the `*.expected` files).
//!
//! Each case folder has manifests and `steps`, one command a line:
//! `compile NODE FILE [> OUT]`, `compile-nostore NODE FILE [> OUT]`
//! (`--no-storeconfigs`), `fail NODE FILE > OUT` (the compile must fail;
//! OUT is its error), `nodes > OUT` (the stored nodes that export
//! something, with their exports) and `stored NODE > OUT` (the catalog
//! PuppetDB holds for NODE: what was submitted, compared only where the
//! store is a PuppetDB). Each OUT is compared with
//! `OUT.expected` beside it; an OUT named `*.stderr` takes the command's
//! warnings. Outputs are normalized as the regeneration normalizes
//! Puppet's: the case folder written `<case>`, a catalog without its
//! version, catalog_uuid and code_id, an error as `error: MESSAGE`
//! without file and line, a node listing without timestamps, its
//! exports by type and title with tags sorted.

use std::path::{Path, PathBuf};
use std::process::Output;

/// How a scenario's steps reach the binary.
pub trait Backend {
    /// `spaceship compile --node NODE FILE` with this store.
    fn compile(&self, node: &str, file: &Path) -> Output;
    /// The same compile with `--no-storeconfigs`.
    fn compile_without_store(&self, node: &str, file: &Path) -> Output;
    /// `spaceship nodes --format json` of this store.
    fn nodes(&self) -> Output;
    /// The catalog the store holds for a node as PuppetDB's catalogs
    /// endpoint gives it, where the store keeps whole catalogs (the
    /// embedded store keeps no edges: None, the step is PuppetDB's).
    fn stored(&self, node: &str) -> Option<serde_json::Value>;
}

/// Every case folder, sorted.
pub fn cases() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/store/cases");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("steps").is_file())
        .collect();
    cases.sort();
    cases
}

/// Runs a case's steps; returns what differs from the expected files.
pub fn run_case(case: &Path, backend: &dyn Backend) -> Vec<String> {
    let steps = std::fs::read_to_string(case.join("steps")).unwrap();
    let mut failures = Vec::new();
    for line in steps.lines().filter(|l| !l.trim().is_empty()) {
        let (command, out) = match line.split_once(" > ") {
            Some((c, o)) => (c, Some(o.trim())),
            None => (line, None),
        };
        let words: Vec<&str> = command.split_whitespace().collect();
        if let (["stored", node], Some(out)) = (words.as_slice(), out) {
            let Some(held) = backend.stored(node) else {
                continue;
            };
            let text = held
                .to_string()
                .replace(&case.display().to_string(), "<case>");
            let actual = pretty(&stored_catalog(serde_json::from_str(&text).unwrap()));
            failures.extend(compare(case, line, out, &actual));
            continue;
        }
        let output = match words.as_slice() {
            ["compile" | "fail", node, file] => backend.compile(node, &case.join(file)),
            ["compile-nostore", node, file] => {
                backend.compile_without_store(node, &case.join(file))
            }
            ["nodes"] => backend.nodes(),
            _ => panic!("{}: bad step {line:?}", case.display()),
        };
        let should_fail = words[0] == "fail";
        if output.status.success() == should_fail {
            failures.push(format!(
                "{}: {line}: exit {:?}, stderr: {}",
                case.display(),
                output.status.code(),
                String::from_utf8_lossy(&output.stderr)
            ));
            continue;
        }
        let Some(out) = out else { continue };
        let stderr =
            String::from_utf8_lossy(&output.stderr).replace(&case.display().to_string(), "<case>");
        let stdout =
            String::from_utf8_lossy(&output.stdout).replace(&case.display().to_string(), "<case>");
        let actual = if should_fail {
            error_line(&stderr)
        } else if out.ends_with(".stderr") {
            warnings(&stderr)
        } else if words[0] == "nodes" {
            pretty(&listing(&stdout))
        } else {
            pretty(&catalog(&stdout))
        };
        failures.extend(compare(case, line, out, &actual));
    }
    failures
}

/// What differs between a step's output and its expected file.
fn compare(case: &Path, line: &str, out: &str, actual: &str) -> Option<String> {
    let expected_path = case.join(format!("{out}.expected"));
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_else(|_| {
        panic!(
            "{} is missing (scripts/regen-store)",
            expected_path.display()
        )
    });
    (expected != actual).then(|| {
        format!(
            "{}: {line}: output differs from {}:\n{}",
            case.display(),
            expected_path.display(),
            similar::TextDiff::from_lines(expected.as_str(), actual)
                .unified_diff()
                .header("expected (Puppet)", "spaceship")
        )
    })
}

/// A catalog PuppetDB holds without what changes from run to run (its
/// uuid, hash, version, producer and timestamp), resources by type and
/// title with tags sorted, edges sorted.
fn stored_catalog(mut held: serde_json::Value) -> serde_json::Value {
    use serde_json::Value as Json;
    let text = |v: &Json| v.as_str().unwrap_or_default().to_string();
    let mut resources = held["resources"]["data"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    for r in &mut resources {
        if let Some(object) = r.as_object_mut() {
            object.shift_remove("resource");
        }
        if let Some(tags) = r["tags"].as_array_mut() {
            tags.sort_by_key(text);
        }
        if let Some(params) = r["parameters"].as_object() {
            let mut sorted: Vec<(String, Json)> =
                params.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
            sorted.sort_by(|a, b| a.0.cmp(&b.0));
            r["parameters"] = Json::Object(sorted.into_iter().collect());
        }
    }
    resources.sort_by_key(|r| (text(&r["type"]), text(&r["title"])));
    let mut edges = held["edges"]["data"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    edges.sort_by_key(|e| e.to_string());
    let mut out = serde_json::Map::new();
    for key in [
        "certname",
        "environment",
        "code_id",
        "job_id",
        "transaction_uuid",
    ] {
        out.insert(key.into(), held[key].take());
    }
    out.insert("resources".into(), Json::Array(resources));
    out.insert("edges".into(), Json::Array(edges));
    Json::Object(out)
}

fn pretty(json: &serde_json::Value) -> String {
    serde_json::to_string_pretty(json).unwrap() + "\n"
}

/// A catalog without what changes from run to run, and without the
/// order PuppetDB happened to return collected resources in (its rows'
/// order on disk): each run of resources without a file (those that
/// came from other nodes) sorted by type and title, and the edges
/// sorted.
fn catalog(stdout: &str) -> serde_json::Value {
    let mut json: serde_json::Value = serde_json::from_str(stdout).expect("a catalog");
    let Some(object) = json.as_object_mut() else {
        return json;
    };
    for key in ["version", "catalog_uuid", "code_id"] {
        object.shift_remove(key);
    }
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_default().to_string();
    let key = |r: &serde_json::Value| (text(&r["type"]), text(&r["title"]));
    if let Some(resources) = object.get_mut("resources").and_then(|r| r.as_array_mut()) {
        let remote = |r: &serde_json::Value| {
            r.get("file").is_none()
                && !matches!(r["type"].as_str(), Some("Stage" | "Class" | "Node"))
        };
        let mut start = 0;
        while start < resources.len() {
            let mut end = start;
            while end < resources.len() && remote(&resources[end]) {
                end += 1;
            }
            resources[start..end].sort_by_key(key);
            start = end + 1;
        }
    }
    if let Some(edges) = object.get_mut("edges").and_then(|e| e.as_array_mut()) {
        edges.sort_by_key(|e| (text(&e["source"]), text(&e["target"])));
    }
    json
}

/// The nodes that export something: name, resource count and exports
/// (by type and title, tags sorted, parameters by name).
fn listing(stdout: &str) -> serde_json::Value {
    let json: serde_json::Value = serde_json::from_str(stdout).expect("a node listing");
    let mut nodes = Vec::new();
    for node in json.as_array().expect("nodes").iter() {
        let mut exported: Vec<serde_json::Value> =
            node["exported"].as_array().cloned().unwrap_or_default();
        if exported.is_empty() {
            continue;
        }
        exported.sort_by_key(|r| (r["type"].to_string(), r["title"].to_string()));
        for r in &mut exported {
            if let Some(tags) = r["tags"].as_array_mut() {
                tags.sort_by_key(|t| t.to_string());
            }
            if let Some(params) = r["parameters"].as_object() {
                let mut sorted: Vec<(String, serde_json::Value)> =
                    params.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                sorted.sort_by(|a, b| a.0.cmp(&b.0));
                r["parameters"] = serde_json::Value::Object(sorted.into_iter().collect());
            }
        }
        nodes.push(serde_json::json!({
            "name": node["name"],
            "resources": node["resources"],
            "exported": exported,
        }));
    }
    serde_json::Value::Array(nodes)
}

/// The first error, as `error: MESSAGE` (spaceship writes it
/// `FILE:LINE:COLUMN: MESSAGE`).
fn error_line(stderr: &str) -> String {
    let first = stderr
        .lines()
        .find(|l| !l.starts_with("warning:"))
        .unwrap_or("no error");
    let located = regex_lite::Regex::new(r"^.*?:\d+:\d+: ").unwrap();
    let message = located.replace(first, "");
    let message = message.trim_start_matches("spaceship: ");
    format!("error: {}\n", message.trim())
}

fn warnings(stderr: &str) -> String {
    stderr
        .lines()
        .filter(|l| l.starts_with("warning: "))
        .map(|l| format!("{l}\n"))
        .collect()
}
