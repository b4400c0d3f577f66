//! Why a value changed, named the same way by the REPL (`:reload`,
//! `:diff`), `spaceship diff` and `spaceship fleet diff`. The control
//! repository `tests/data/causes/from` becomes `to` by one change of
//! each kind: a key in `data/common.yaml` another key interpolates
//! (`profile::net::cidr`, a class parameter, then through a variable and
//! string interpolation, and into a resource `create_resources` declares
//! from a hash), a level's part of a `lookup_options` deep merge
//! (`profile::app::settings`, an explicit `lookup()` through variables),
//! a class parameter from Hiera passed on to a define and through
//! `sprintf` (`profile::web::port`), a template line and a manifest
//! line. Each text is an insta snapshot.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value as Json;

#[path = "common/git.rs"]
#[allow(dead_code)]
mod git;
use git::{commit_and_tag, git};
#[path = "common/scratch.rs"]
mod scratch;
use scratch::Scratch;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn data() -> PathBuf {
    root().join("tests/data/causes")
}

/// Copies a directory tree's files over `to`.
fn copy_tree(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_tree(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

fn spaceship(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).to_string(),
    )
}

#[test]
fn spaceship_diff_names_what_changed() {
    let facts = data().join("facts.json");
    let (code, text) = spaceship(&[
        "diff",
        "tests/data/causes/from",
        "tests/data/causes/to",
        "--facts",
        facts.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{text}");
    let text = text.replace(&format!("{}/", root().display()), "");
    insta::assert_snapshot!("diff_text", text);
    let (_, json) = spaceship(&[
        "diff",
        "tests/data/causes/from",
        "tests/data/causes/to",
        "--facts",
        facts.to_str().unwrap(),
        "--format",
        "json",
    ]);
    let json: Json = serde_json::from_str(&json).unwrap();
    let causes: Vec<(String, String, Json)> = json["changed"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| {
            c["attributes"].as_array().unwrap().iter().map(|a| {
                (
                    c["resource"].as_str().unwrap().to_string(),
                    a["name"].as_str().unwrap().to_string(),
                    a["causes"].clone(),
                )
            })
        })
        .collect();
    insta::assert_snapshot!("diff_json_causes", format!("{causes:#?}"));
}

#[test]
fn repl_reload_and_diff_name_what_changed() {
    let scratch = Scratch::new("causes-repl");
    let env = scratch.0.join("env");
    std::fs::create_dir_all(&env).unwrap();
    copy_tree(&data().join("from"), &env);
    let facts = spaceship::loader::facts::read(&data().join("facts.json")).unwrap();
    let node = facts.name.clone().unwrap();
    let facts = spaceship::loader::facts::for_node(&facts.values, &node, &[]);
    let mut session = spaceship::session::Session::with_settings(
        node,
        facts,
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
    session.load(&env).expect("the environment loads");
    let mut out = Vec::new();
    assert!(spaceship::repl::run_batch(
        &mut session,
        ":snapshot before\n".as_bytes(),
        &mut out
    ));
    copy_tree(&data().join("to"), &env);
    out.clear();
    assert!(spaceship::repl::run_batch(
        &mut session,
        ":reload\n".as_bytes(),
        &mut out
    ));
    let shown =
        |out: &[u8]| String::from_utf8_lossy(out).replace(&format!("{}/", env.display()), "");
    insta::assert_snapshot!("repl_reload", shown(&out));
    out.clear();
    assert!(spaceship::repl::run_batch(
        &mut session,
        ":diff before\n".as_bytes(),
        &mut out
    ));
    insta::assert_snapshot!("repl_diff", shown(&out));
}

#[test]
fn fleet_diff_names_each_change_s_causes() {
    let scratch = Scratch::new("causes-fleet");
    let repo = scratch.0.join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q", "-b", "main"]);
    copy_tree(&data().join("from"), &repo);
    commit_and_tag(&repo, "from");
    copy_tree(&data().join("to"), &repo);
    commit_and_tag(&repo, "to");
    let facts = scratch.0.join("facts");
    std::fs::create_dir_all(&facts).unwrap();
    std::fs::copy(data().join("facts.json"), facts.join("node1.json")).unwrap();
    let tmp = scratch.0.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .env("TMPDIR", &tmp)
        .args(["fleet", "diff"])
        .arg(&repo)
        .args(["--from", "from", "--to", "to", "--facts"])
        .arg(&facts)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Json = serde_json::from_slice(&out.stdout).unwrap();
    let changes: Vec<(String, Json)> = report["groups"][0]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["resource"].as_str().unwrap().to_string(),
                c["causes"].clone(),
            )
        })
        .collect();
    insta::assert_snapshot!("fleet_causes", format!("{changes:#?}"));
}
