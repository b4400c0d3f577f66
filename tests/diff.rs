//! Catalog diffs: pairs of catalogs (manifest edits, fact changes, node
//! changes) against expected change lists (insta snapshots), Puppet's own
//! catalogs of the conformance cases against spaceship's compiles (no
//! change), the command line's exit statuses, and the relationship graph
//! read back from its DOT.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

use serde_json::Value as Json;
use spaceship::catalog::view::View;
use spaceship::diff::side::{SideOptions, load};
use spaceship::diff::{Filters, compare, render};
use spaceship::driver;
use spaceship::graph::Graph;
use spaceship::syntax::SourceMap;

#[path = "common/catalog_cases.rs"]
#[allow(dead_code)]
mod catalog_cases;
use catalog_cases::conformance_facts;
#[path = "common/compile.rs"]
#[allow(dead_code)]
mod compile;
use compile::puppet7_options;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn side(node: &str, facts: Option<&str>) -> SideOptions {
    SideOptions {
        node: Some(node.into()),
        facts: facts.map(|f| root().join("tests/diff").join(f)),
        overrides: Default::default(),
        settings: spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
        trusted_facts: Vec::new(),
        exports: None,
    }
}

fn case(name: &str) -> PathBuf {
    root().join("tests/diff").join(name)
}

/// The text of a diff with the repository's path left out.
fn text(from: &View, to: &View, filters: &Filters) -> String {
    let diff = compare(from, to, filters);
    let prefix = format!("{}/", root().display());
    render::text(&diff, false).replace(&prefix, "")
}

#[test]
fn manifest_edit() {
    let from = load(&case("before.pp"), &side("web1", Some("debian.json"))).unwrap();
    let to = load(&case("after.pp"), &side("web1", Some("debian.json"))).unwrap();
    insta::assert_snapshot!(text(&from, &to, &Filters::default()));
    let json = render::to_json(&compare(&from, &to, &Filters::default()));
    assert_eq!(json["differ"], Json::Bool(true));
    assert_eq!(json["added"].as_array().unwrap().len(), 2);
    assert_eq!(json["removed"].as_array().unwrap().len(), 2);
    let package = json["changed"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["resource"] == "Package[nginx]")
        .unwrap();
    assert_eq!(package["attributes"][0]["from"], "installed");
    assert_eq!(package["attributes"][0]["to"], "1.24");
    assert!(
        package["attributes"][0]["to_provenance"]
            .as_str()
            .unwrap()
            .starts_with("collector override at ")
    );
}

#[test]
fn filters_leave_out_noise() {
    let from = load(&case("before.pp"), &side("web1", Some("debian.json"))).unwrap();
    let to = load(&case("after.pp"), &side("web1", Some("debian.json"))).unwrap();
    let filters = Filters {
        ignore: vec![
            "Notify[listening*]".into(),
            "User".into(),
            "Class[*]".into(),
        ],
        ignore_attrs: vec!["content".into(), "sub*".into()],
        ignore_tags: true,
    };
    insta::assert_snapshot!(text(&from, &to, &filters));
}

#[test]
fn fact_change() {
    let from = load(&case("before.pp"), &side("web1", Some("debian.json"))).unwrap();
    let to = load(&case("before.pp"), &side("web1", Some("redhat.json"))).unwrap();
    insta::assert_snapshot!(text(&from, &to, &Filters::default()));
}

#[test]
fn node_change() {
    let from = load(&case("before.pp"), &side("web1", None)).unwrap();
    let to = load(&case("before.pp"), &side("db.example.com", None)).unwrap();
    insta::assert_snapshot!(text(&from, &to, &Filters::default()));
}

#[test]
fn puppet_catalogs_diff_clean_against_spaceship() {
    let dir = root().join("tests/conformance");
    let known: BTreeSet<String> = std::fs::read_to_string(dir.join("known-failures.txt"))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir.join("cases"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pp"))
        .collect();
    cases.sort();
    let mut compared = 0;
    let mut failures = Vec::new();
    for pp in &cases {
        let name = pp.file_stem().unwrap().to_string_lossy().to_string();
        if known.contains(&name) {
            continue;
        }
        let expected = std::fs::read_to_string(pp.with_extension("expected")).unwrap();
        let Ok(json) = serde_json::from_str::<Json>(&expected) else {
            continue; // an error, not a catalog
        };
        let puppet = View::from_json(&json).unwrap();
        let mut sources = SourceMap::default();
        driver::load(&mut sources, pp).unwrap();
        let options =
            puppet7_options(spaceship::catalog::json::json_to_value(&conformance_facts()));
        let compiler = driver::compile(&sources, options).unwrap();
        let mut ours = View::from_catalog(&compiler.catalog, &sources);
        ours.base_names();
        let diff = compare(&puppet, &ours, &Filters::default());
        if !diff.is_empty() {
            failures.push(format!("{name}:\n{}", render::text(&diff, false)));
        }
        compared += 1;
    }
    assert!(compared > 1000, "compared {compared} catalogs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_puppet_catalog_with_an_edit_differs() {
    let pp = root().join("tests/conformance/cases/abstract2_01.pp");
    let mut json: Json =
        serde_json::from_str(&std::fs::read_to_string(pp.with_extension("expected")).unwrap())
            .unwrap();
    let before = View::from_json(&json).unwrap();
    let resources = json["resources"].as_array_mut().unwrap();
    let last = resources.len() - 1;
    resources[last]["parameters"]["spaceship_probe"] = Json::from("x");
    resources.remove(0);
    let after = View::from_json(&json).unwrap();
    let diff = compare(&before, &after, &Filters::default());
    assert_eq!(diff.removed.len(), 1);
    assert_eq!(diff.changed.len(), 1);
    assert_eq!(diff.changed[0].attributes[0].name, "spaceship_probe");
}

fn spaceship(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
        // The expectations are Puppet 7.23's.
        .env("SPACESHIP_PUPPET_VERSION", "7")
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn exit_status_says_whether_they_differ() {
    let same = spaceship(&["diff", "tests/diff/before.pp", "tests/diff/before.pp"]);
    assert_eq!((same.0, same.1.as_str()), (0, "no changes\n"));
    let differ = spaceship(&[
        "diff",
        "--format",
        "json",
        "--node",
        "web1",
        "tests/diff/before.pp",
        "tests/diff/after.pp",
    ]);
    assert_eq!(differ.0, 2);
    let json: Json = serde_json::from_str(&differ.1).unwrap();
    assert_eq!(json["differ"], Json::Bool(true));
    let error = spaceship(&["diff", "tests/diff/before.pp", "tests/diff/no-such.pp"]);
    assert_eq!(error.0, 1);
    assert!(!error.2.is_empty());
    // A catalog file (recognised by content) against the manifest it came from.
    let dir = std::env::temp_dir().join(format!("spaceship-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let catalog = dir.join("catalog.txt");
    let compiled = spaceship(&["compile", "--node", "web1", "tests/diff/after.pp"]);
    std::fs::write(&catalog, compiled.1).unwrap();
    let clean = spaceship(&[
        "diff",
        "--node",
        "web1",
        catalog.to_str().unwrap(),
        "tests/diff/after.pp",
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!((clean.0, clean.1.as_str()), (0, "no changes\n"));
}

/// A catalog that differs from a compile only in its containment edges
/// differs: the edges are compared too, and the summary counts them.
#[test]
fn containment_edges_are_compared() {
    let dir = std::env::temp_dir().join(format!("spaceship-diff-edges-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let compiled = spaceship(&["compile", "--node", "web1", "tests/diff/after.pp"]);
    let mut catalog: Json = serde_json::from_str(&compiled.1).unwrap();
    let edges = catalog["edges"].as_array_mut().unwrap();
    let dropped = edges
        .iter()
        .position(|e| e["source"] != "Class[main]")
        .expect("an edge below a class");
    let edge = edges.remove(dropped);
    let path = dir.join("catalog.json");
    std::fs::write(&path, catalog.to_string()).unwrap();
    let (status, out, _) = spaceship(&[
        "diff",
        "--node",
        "web1",
        path.to_str().unwrap(),
        "tests/diff/after.pp",
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    let (source, target) = (
        edge["source"].as_str().unwrap(),
        edge["target"].as_str().unwrap(),
    );
    assert_eq!(status, 2, "{out}");
    assert_eq!(
        out,
        format!(
            "+ edge {source} contains {target}\n0 added, 0 removed, 0 changed, 1 containment edge differs\n"
        )
    );
}

/// Exported collectors of the compiled sides collect from the store
/// `--storeconfigs` names (read only), and from nothing with
/// `--no-storeconfigs`, as `compile` reads those flags.
#[test]
fn diff_sides_collect_from_the_store_named() {
    let dir = std::env::temp_dir().join(format!("spaceship-diff-store-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = dir.join("store.sqlite");
    let exporter = dir.join("exporter.pp");
    std::fs::write(&exporter, "@@notify { 'from db1': tag => 'x' }\n").unwrap();
    let collector = dir.join("collector.pp");
    std::fs::write(
        &collector,
        "Notify <<| tag == 'x' |>>\nnotify { 'local': }\n",
    )
    .unwrap();
    let (status, _, err) = spaceship(&[
        "compile",
        "--node",
        "db1",
        "--storeconfigs",
        store.to_str().unwrap(),
        exporter.to_str().unwrap(),
    ]);
    assert_eq!(status, 0, "{err}");
    let collector = collector.to_str().unwrap();
    let with_store = |flag: &[&str]| {
        let mut args = vec!["diff", "--node", "web1"];
        args.extend_from_slice(flag);
        args.extend([collector, collector]);
        spaceship(&args)
    };
    assert_eq!(with_store(&["--no-storeconfigs"]).1, "no changes\n");
    let (status, out, err) = spaceship(&[
        "diff",
        "--node",
        "web1",
        "--from-node",
        "db1",
        "--storeconfigs",
        store.to_str().unwrap(),
        collector,
        collector,
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    // db1 does not collect its own exports; web1 collects them.
    assert_eq!(status, 2, "{out}{err}");
    assert!(out.contains("+ Notify[from db1]"), "{out}");
}

#[test]
fn check_graph_reports_cycles_as_puppet() {
    let (status, _, stderr) = spaceship(&["compile", "--check-graph", "tests/cycles/chain.pp"]);
    assert_eq!(status, 1);
    let expected = std::fs::read_to_string(root().join("tests/cycles/chain.expected")).unwrap();
    assert_eq!(stderr.trim_end(), format!("Error: {}", expected.trim_end()));
    let (status, _, stderr) = spaceship(&["compile", "--check-graph", "tests/cycles/no_cycle.pp"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
}

/// A tiny DOT reader: node statements and `"a" -> "b" [... label="k"]`.
fn read_dot(dot: &str) -> (Vec<String>, Vec<(String, String, String)>) {
    fn quoted(s: &str) -> (String, &str) {
        let s = s.trim_start().strip_prefix('"').expect("a quoted id");
        let mut out = String::new();
        let mut chars = s.char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => out.push(chars.next().unwrap().1),
                '"' => return (out, &s[i + 1..]),
                c => out.push(c),
            }
        }
        panic!("unterminated id")
    }
    let mut nodes = Vec::new();
    let mut edges = Vec::new();
    let body = dot.trim().strip_prefix("digraph catalog {").unwrap();
    let body = body.strip_suffix('}').unwrap();
    for line in body.lines().map(str::trim).filter(|l| l.starts_with('"')) {
        let (from, rest) = quoted(line);
        match rest.trim_start().strip_prefix("->") {
            None => nodes.push(from),
            Some(rest) => {
                let (to, attrs) = quoted(rest);
                let label = attrs.split("label=").nth(1).unwrap();
                let (label, _) = quoted(label);
                edges.push((from, to, label));
            }
        }
    }
    (nodes, edges)
}

#[test]
fn graph_dot_reads_back() {
    let (status, dot, _) = spaceship(&["graph", "tests/diff/graph.pp"]);
    assert_eq!(status, 0);
    let (nodes, edges) = read_dot(&dot);
    let view = load(&case("graph.pp"), &side("test", None)).unwrap();
    let graph = Graph::from_view(&view);
    assert_eq!(nodes, graph.nodes);
    let ours: Vec<(String, String, String)> = graph
        .edges
        .iter()
        .map(|e| {
            (
                graph.nodes[e.from].clone(),
                graph.nodes[e.to].clone(),
                e.kind.name().to_string(),
            )
        })
        .collect();
    assert_eq!(edges, ours);
    let has = |from: &str, to: &str, kind: &str| {
        edges
            .iter()
            .any(|(f, t, k)| f == from && t == to && k == kind)
    };
    // Chaining arrows, a collector's arrow and metaparameters.
    assert!(has("Package[app]", "File[/etc/app.conf]", "before"));
    assert!(has("File[/etc/app.conf]", "Service[app]", "notify"));
    assert!(has("User[deploy]", "Class[App]", "before"));
    assert!(has("Class[App]", "Notify[done]", "require"));
    assert!(has("Package[app]", "Exec[migrate]", "subscribe"));
    assert!(has("Class[App]", "Package[app]", "contains"));
    let (status, json, _) = spaceship(&["graph", "--format", "json", "tests/cycles/chain.pp"]);
    assert_eq!(status, 0);
    let json: Json = serde_json::from_str(&json).unwrap();
    assert_eq!(
        json["cycles"][0],
        serde_json::json!(["Notify[a]", "Notify[b]", "Notify[c]", "Notify[a]"])
    );
}

/// `--facts` takes a facts directory as compile and the REPL do: `--node`
/// picks the node's file (its Hiera node level follows); without
/// `--node`, or for a node it has no facts for, a clear error naming the
/// nodes it has.
#[test]
fn a_facts_directory_gives_the_node_s_facts() {
    let env = "tests/environments/cases/node_facts_switch/env";
    let dir = "tests/data/repl_env/node_facts_switch.facts";
    let same = spaceship(&[
        "diff",
        "--facts",
        dir,
        "--node",
        "db1.example.com",
        env,
        env,
    ]);
    assert_eq!((same.0, same.1.as_str()), (0, "no changes\n"), "{}", same.2);
    // web1's file against the directory's db1: the nodes' data differ.
    let web1 = format!("{dir}/web1.example.com.json");
    let differ = spaceship(&[
        "diff",
        "--node",
        "db1.example.com",
        "--from-facts",
        &web1,
        "--to-facts",
        dir,
        env,
        env,
    ]);
    assert_eq!(differ.0, 2, "{}{}", differ.1, differ.2);
    assert!(differ.1.contains("Notify[role]"), "{}", differ.1);
    let unnamed = spaceship(&["diff", "--facts", dir, env, env]);
    assert_eq!(unnamed.0, 1);
    assert!(
        unnamed.2.contains("is a directory: name the node with --node (it has facts for db1.example.com, web1.example.com)"),
        "{}",
        unnamed.2
    );
    let unknown = spaceship(&["diff", "--facts", dir, "--node", "nosuch", env, env]);
    assert_eq!(unknown.0, 1);
    assert!(
        unknown.2.contains("no facts for nosuch in"),
        "{}",
        unknown.2
    );
}
