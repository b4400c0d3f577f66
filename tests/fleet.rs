//! `spaceship fleet`: a small control repository made by the test in a
//! temporary git repository (roles, profiles, Hiera data, a template),
//! a handful of fact sets, and a second commit that touches an OS-level
//! Hiera value, a profile's default, a template and a role's resources
//! and makes one node fail; a third commit changes only comments. The
//! reports are checked as insta snapshots (JSON and Markdown), against
//! single-node `spaceship diff`s of the same checkouts, shards merged
//! against the single run, and bad input for clear errors.

use std::process::Command;

use serde_json::Value as Json;

#[path = "fleet/fixture.rs"]
mod fixture;
use fixture::*;

#[test]
fn json_report_groups_identical_diffs() {
    let fixture = Fixture::new("json");
    let (code, report) = fixture.report(&["--from", "first", "--to", "second"]);
    assert_eq!(code, 2);
    insta::assert_snapshot!(
        "json_report",
        serde_json::to_string_pretty(&stable(report)).unwrap()
    );
}

#[test]
fn markdown_report_is_a_pull_request_comment() {
    let fixture = Fixture::new("markdown");
    let out = fixture.fleet(&["--from", "first", "--to", "second", "--format", "markdown"]);
    assert_eq!(out.status.code(), Some(2));
    insta::assert_snapshot!("markdown_report", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn text_report_names_groups_and_failures() {
    let fixture = Fixture::new("text");
    let out = fixture.fleet(&["--from", "first", "--to", "second"]);
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8_lossy(&out.stdout);
    let (first, rest) = text.split_once('\n').unwrap();
    assert!(
        first.starts_with("first → second: 11 nodes: 8 changed, 0 unchanged, 3 failed ("),
        "{first}"
    );
    insta::assert_snapshot!("text_report", rest);
}

#[test]
fn a_comment_only_change_changes_no_node() {
    let fixture = Fixture::new("comments");
    let (code, report) = fixture.report(&["--from", "second", "--to", "third"]);
    assert_eq!(code, 0, "{report:#}");
    assert_eq!(report["summary"]["changed"], 0);
    assert_eq!(report["groups"], Json::Array(vec![]));
    // The garbled facts file fails at both sides; a failure at both sides
    // alone is no change.
    assert_eq!(report["summary"]["failed"], 2);
    assert_eq!(report["nodes"]["broken-01"]["side"], "both");
}

#[test]
fn to_defaults_to_the_work_tree_with_uncommitted_changes() {
    let fixture = Fixture::new("worktree");
    let (code, report) = fixture.report(&["--from", "third"]);
    assert_eq!(code, 0);
    assert_eq!(report["to"], "work tree");
    write(
        &fixture.repo(),
        &[(
            "data/common.yaml",
            "---\nprofile::base::ntp_server: ntp.example.org\n",
        )],
    );
    let (code, report) = fixture.report(&["--from", "third"]);
    assert_eq!(code, 2);
    // Only the RedHat node reads common.yaml's value.
    let changed: Vec<&String> = statuses(&report)
        .iter()
        .filter(|(_, s)| *s == "changed")
        .map(|(n, _)| n)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|n| {
            report["nodes"]
                .as_object()
                .unwrap()
                .get_key_value(n)
                .unwrap()
                .0
        })
        .collect();
    assert_eq!(changed, ["web-0005"]);
    let changes = report["groups"][0]["changes"].as_array().unwrap();
    let resources: Vec<&str> = changes
        .iter()
        .map(|c| c["resource"].as_str().unwrap())
        .collect();
    assert_eq!(resources, ["Class[Profile::Base]", "File[/etc/ntp.conf]"]);
    let causes = changes[0]["causes"].to_string();
    assert!(causes.contains("data/common.yaml:2"), "{causes}");
}

/// Every node's fleet result agrees with `spaceship diff` of the same
/// node between checkouts of the two refs, run one node at a time.
#[test]
fn fleet_agrees_with_single_node_diffs() {
    let fixture = Fixture::new("single");
    let (_, report) = fixture.report(&["--from", "first", "--to", "second", "--jobs", "2"]);
    let sides = fixture.scratch.0.join("sides");
    for tag in ["first", "second"] {
        let dir = sides.join(tag);
        std::fs::create_dir_all(&dir).unwrap();
        let archive = Command::new("git")
            .arg("-C")
            .arg(fixture.repo())
            .args(["archive", "--format=tar", tag])
            .output()
            .unwrap();
        let mut tar = Command::new("tar")
            .arg("-x")
            .arg("-C")
            .arg(&dir)
            .stdin(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        tar.stdin
            .take()
            .unwrap()
            .write_all(&archive.stdout)
            .unwrap();
        assert!(tar.wait().unwrap().success());
    }
    for (node, entry) in report["nodes"].as_object().unwrap() {
        let facts = std::fs::read_dir(fixture.facts())
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.file_stem().unwrap().to_str() == Some(node.as_str()))
            .unwrap();
        let out = fixture
            .command(&[
                "diff",
                sides.join("first").to_str().unwrap(),
                sides.join("second").to_str().unwrap(),
                "--node",
                node,
                "--facts",
                facts.to_str().unwrap(),
                "--format",
                "json",
            ])
            .output()
            .unwrap();
        let single = match out.status.code() {
            Some(0) => "unchanged",
            Some(2) => "changed",
            _ => "failed",
        };
        assert_eq!(
            entry["status"],
            single,
            "{node}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        if single == "changed" {
            let diff: Json = serde_json::from_slice(&out.stdout).unwrap();
            let mut expected: Vec<String> = ["removed", "added", "changed"]
                .iter()
                .flat_map(|k| diff[k].as_array().unwrap().iter())
                .map(|r| r["resource"].as_str().unwrap().to_string())
                .collect();
            let group = &report["groups"][entry["group"].as_u64().unwrap() as usize - 1];
            let mut got: Vec<String> = group["changes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["resource"].as_str().unwrap().to_string())
                .collect();
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "{node}");
        }
    }
}

#[test]
fn shards_merged_equal_the_single_run() {
    let fixture = Fixture::new("shards");
    let (_, whole) = fixture.report(&["--from", "first", "--to", "second"]);
    let mut paths = Vec::new();
    let mut covered = 0;
    for i in 1..=3 {
        let shard = format!("{i}/3");
        let (_, part) = fixture.report(&["--from", "first", "--to", "second", "--shard", &shard]);
        assert_eq!(part["shard"], shard.as_str());
        covered += part["nodes"].as_object().unwrap().len();
        let path = fixture.scratch.0.join(format!("shard-{i}.json"));
        std::fs::write(&path, part.to_string()).unwrap();
        paths.push(path);
    }
    assert_eq!(covered, whole["nodes"].as_object().unwrap().len());
    let mut args = vec!["fleet", "merge", "--format", "json"];
    args.extend(paths.iter().map(|p| p.to_str().unwrap()));
    let out = fixture.command(&args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let merged: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(stable(merged), stable(whole));

    // A shard from the CI runner's environment is the same slice.
    let (_, from_env) = {
        let out = fixture
            .diff_command(&["--from", "first", "--to", "second", "--format", "json"])
            .env("CI_NODE_INDEX", "2")
            .env("CI_NODE_TOTAL", "3")
            .output()
            .unwrap();
        (
            out.status,
            serde_json::from_slice::<Json>(&out.stdout).unwrap(),
        )
    };
    let second: Json = serde_json::from_str(&std::fs::read_to_string(&paths[1]).unwrap()).unwrap();
    assert_eq!(statuses(&from_env), statuses(&second));
}

#[test]
fn merging_reports_of_different_refs_is_an_error() {
    let fixture = Fixture::new("merge-refs");
    let (_, a) = fixture.report(&["--from", "first", "--to", "second", "--shard", "1/2"]);
    let (_, b) = fixture.report(&["--from", "second", "--to", "third", "--shard", "2/2"]);
    let (pa, pb) = (
        fixture.scratch.0.join("a.json"),
        fixture.scratch.0.join("b.json"),
    );
    std::fs::write(&pa, a.to_string()).unwrap();
    std::fs::write(&pb, b.to_string()).unwrap();
    let out = fixture
        .command(&["fleet", "merge", pa.to_str().unwrap(), pb.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("reports of different refs do not merge"),
        "{stderr}"
    );
    let out = fixture
        .command(&["fleet", "merge", pa.to_str().unwrap(), pa.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is in another report too"));
}

#[test]
fn bad_input_gets_clear_errors() {
    let fixture = Fixture::new("bad");
    let out = fixture.fleet(&["--from", "no-such-ref", "--to", "second"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no such git ref: no-such-ref"), "{stderr}");
    assert!(!stderr.contains("panicked"));

    for spec in ["4/3", "0/3", "x"] {
        let out = fixture.fleet(&["--from", "first", "--shard", spec]);
        assert_eq!(out.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("--shard {spec}: expected I/N")),
            "{stderr}"
        );
    }
    let out = fixture
        .diff_command(&["--from", "first"])
        .env("CI_NODE_INDEX", "5")
        .env("CI_NODE_TOTAL", "3")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("out of range"));

    let not_git = fixture.scratch.0.join("facts");
    let out = fixture
        .command(&[
            "fleet",
            "diff",
            "/",
            "--facts",
            not_git.to_str().unwrap(),
            "--from",
            "first",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a git work tree"));

    // The garbled facts file: that node failed, named by its file, the
    // run goes on.
    let (_, report) = fixture.report(&["--from", "first", "--to", "second"]);
    let garbled = &report["nodes"]["garbled"];
    assert_eq!(garbled["status"], "failed");
    assert_eq!(garbled["side"], "both");
    assert!(
        garbled["error"]
            .as_str()
            .unwrap()
            .contains("not valid JSON"),
        "{garbled}"
    );
}

#[test]
fn exit_statuses_and_fail_on_error() {
    let fixture = Fixture::new("exit");
    let web = ["--nodes", "web-*"];
    let (code, report) =
        fixture.report(&[&["--from", "first", "--to", "first"][..], &web].concat());
    assert_eq!(code, 0);
    assert_eq!(report["summary"]["nodes"], 5);
    let (code, _) = fixture.report(&[&["--from", "first", "--to", "second"][..], &web].concat());
    assert_eq!(code, 2);
    // broken-01 fails at the to side only: a change, and with
    // --fail-on-error an error.
    let (code, report) =
        fixture.report(&["--from", "first", "--to", "second", "--nodes", "/^broken/"]);
    assert_eq!(code, 2);
    assert_eq!(report["nodes"]["broken-01"]["side"], "to");
    let error = report["nodes"]["broken-01"]["error"].as_str().unwrap();
    assert!(
        error.contains("site-modules/role/manifests/db.pp:5"),
        "{error}"
    );
    let (code, _) = fixture.report(&[
        "--from",
        "first",
        "--to",
        "second",
        "--nodes",
        "/^broken/",
        "--fail-on-error",
    ]);
    assert_eq!(code, 1);
}

#[test]
fn fleet_compile_writes_catalogs_and_groups_failures() {
    let fixture = Fixture::new("compile");
    git(&fixture.repo(), &["checkout", "-q", "second"]);
    let out_dir = fixture.scratch.0.join("catalogs");
    let out = fixture
        .command(&[
            "fleet",
            "compile",
            fixture.repo().to_str().unwrap(),
            "--facts",
            fixture.facts().to_str().unwrap(),
            "--out",
            out_dir.to_str().unwrap(),
            "--jobs",
            "2",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    let (first, rest) = text.split_once('\n').unwrap();
    assert!(
        first.starts_with("11 nodes: 9 compiled, 2 failed ("),
        "{first}"
    );
    insta::assert_snapshot!("compile_failures", rest);
    let catalog: Json =
        serde_json::from_str(&std::fs::read_to_string(out_dir.join("web-0001.json")).unwrap())
            .unwrap();
    let titles: Vec<&str> = catalog["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["title"].as_str().unwrap())
        .collect();
    assert!(titles.contains(&"/etc/nginx/listen.conf"), "{titles:?}");
    assert!(!out_dir.join("broken-01.json").exists());
}

#[test]
fn ctrl_c_leaves_no_temporary_checkouts() {
    let fixture = Fixture::new("interrupt");
    for delay_ms in [0, 20, 80] {
        let child = fixture
            .diff_command(&["--from", "first", "--to", "second", "--jobs", "1"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        // SAFETY: a signal to the child this test started.
        unsafe {
            libc::kill(child.id() as i32, libc::SIGINT);
        }
        let out = child.wait_with_output().unwrap();
        // Either it finished before the signal, or it stopped on it.
        assert!(
            matches!(out.status.code(), Some(2) | Some(130) | None),
            "{:?}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            std::fs::read_dir(fixture.tmp()).unwrap().next().is_none(),
            "temporary checkouts left behind after SIGINT at {delay_ms} ms"
        );
    }
}

/// A change to one role's profile: a fourth commit (with a template of
/// its own), a fifth that edits only that template, a sixth only an
/// OS-level Hiera file.
const FOURTH: &[(&str, &str)] = &[
    (
        "site-modules/profile/manifests/db.pp",
        "class profile::db (String $size = 'medium') {\n  file { '/etc/db.conf':\n    content => template('profile/db.erb'),\n  }\n}\n",
    ),
    (
        "site-modules/profile/templates/db.erb",
        "size=<%= @size %>\n",
    ),
];
const FIFTH: &[(&str, &str)] = &[(
    "site-modules/profile/templates/db.erb",
    "# managed\nsize=<%= @size %>\n",
)];
const SIXTH: &[(&str, &str)] = &[(
    "data/os/Debian.yaml",
    "---\nprofile::base::ntp_server: ntp2.debian.example.com\n",
)];

/// The first line of the text report.
fn text_head(fixture: &Fixture, from: &str, to: &str) -> String {
    let out = fixture.fleet(&["--from", from, "--to", to]);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .unwrap()
        .to_string()
}

fn changed_nodes(report: &Json) -> Vec<String> {
    statuses(report)
        .into_iter()
        .filter(|(_, s)| s == "changed")
        .map(|(n, _)| n)
        .collect()
}

/// The skip is exact: every report equals the one compiling every node
/// at both sides (`--no-skip`); a change to one role's template compiles
/// only that role's nodes again, a change to one OS's Hiera data only
/// that OS's nodes.
#[test]
fn skip_equals_no_skip() {
    let fixture = Fixture::new("skip");
    for (files, tag) in [(FOURTH, "fourth"), (FIFTH, "fifth"), (SIXTH, "sixth")] {
        write(&fixture.repo(), files);
        commit(&fixture.repo(), tag);
        git(&fixture.repo(), &["tag", tag]);
    }
    for (from, to) in [
        ("first", "second"),
        ("second", "third"),
        ("third", "fourth"),
        ("fourth", "fifth"),
        ("fifth", "sixth"),
        ("first", "sixth"),
        ("sixth", "sixth"),
    ] {
        let (code, skipped) = fixture.report(&["--from", from, "--to", to]);
        let (no_skip_code, all) = fixture.report(&["--from", from, "--to", to, "--no-skip"]);
        assert_eq!(stable(skipped), stable(all), "{from} → {to}");
        assert_eq!(code, no_skip_code);
    }
    // Five web nodes, plain-01 and mail-01 read nothing of profile::db.
    let head = text_head(&fixture, "fourth", "fifth");
    assert!(
        head.contains("; 7 not compiled again at fifth: nothing they read changed"),
        "{head}"
    );
    let (_, report) = fixture.report(&["--from", "fourth", "--to", "fifth"]);
    assert_eq!(changed_nodes(&report), ["db-01", "db-02"]);
    // Only the RedHat node does not read Debian's data.
    let head = text_head(&fixture, "fifth", "sixth");
    assert!(head.contains("; 1 not compiled again at sixth"), "{head}");
    // An added file turns the skip off.
    let head = text_head(&fixture, "third", "fourth");
    assert!(!head.contains("not compiled again"), "{head}");

    // An uncommitted edit of a Hiera data file one node reads.
    write(
        &fixture.repo(),
        &[("data/nodes/db-02.yaml", "---\nprofile::db::size: huge\n")],
    );
    let (_, skipped) = fixture.report(&["--from", "sixth"]);
    let (_, all) = fixture.report(&["--from", "sixth", "--no-skip"]);
    assert_eq!(stable(skipped.clone()), stable(all));
    assert_eq!(changed_nodes(&skipped), ["db-02"]);
    let out = fixture.fleet(&["--from", "sixth"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines()
            .next()
            .unwrap()
            .contains("; 9 not compiled again"),
        "{text}"
    );
}

/// `--storeconfigs`: exported collectors collect from the store, read
/// only, the same at both refs; without it they collect nothing.
#[test]
fn exported_collectors_read_the_store() {
    let fixture = Fixture::new("store");
    let store = fixture.scratch.0.join("store.sqlite");
    let exporter = fixture.scratch.0.join("exporter.pp");
    std::fs::write(
        &exporter,
        "@@file { '/etc/exported-by-exporter': ensure => file, tag => 'shared' }\n",
    )
    .unwrap();
    let out = fixture
        .command(&[
            "compile",
            exporter.to_str().unwrap(),
            "--node",
            "exporter",
            "--storeconfigs",
            store.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    write(
        &fixture.repo(),
        &[(
            "site-modules/role/manifests/web.pp",
            "class role::web {\n  include profile::base\n  include profile::web\n  File <<| tag == 'shared' |>>\n}\n",
        )],
    );
    commit(&fixture.repo(), "collect");
    let (code, report) = fixture.report(&[
        "--from",
        "third",
        "--to",
        "HEAD",
        "--nodes",
        "web-*",
        "--storeconfigs",
        store.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert_eq!(report["groups"].as_array().unwrap().len(), 1);
    let change = &report["groups"][0]["changes"][0];
    assert_eq!(change["resource"], "File[/etc/exported-by-exporter]");
    assert_eq!(change["change"], "added");
    let (code, _) = fixture.report(&["--from", "third", "--to", "HEAD", "--nodes", "web-*"]);
    assert_eq!(code, 0);
}

/// A comment that would pass the limit leaves whole sections out and
/// says how many; every shown section is complete.
#[test]
fn markdown_within_the_limit_says_what_was_cut() {
    use spaceship::fleet::render::markdown_within;
    use spaceship::fleet::report::Report;
    let fixture = Fixture::new("limit");
    let (_, json) = fixture.report(&["--from", "first", "--to", "second"]);
    let report = Report::from_json("report", &json).unwrap();
    let whole = markdown_within(&report, 65_536);
    assert!(!whole.contains("not shown"));
    let limit = 2_000;
    let cut = markdown_within(&report, limit);
    assert!(cut.chars().count() <= limit, "{}", cut.chars().count());
    assert_eq!(
        cut.matches("<details>").count(),
        cut.matches("</details>").count()
    );
    let shown = cut.matches("<details>").count();
    let total = whole.matches("<details>").count();
    assert!(shown < total);
    let note = cut.lines().last().unwrap();
    assert!(
        note.starts_with(&format!("_{} sections (", total - shown)) && note.contains("not shown"),
        "{note}"
    );
}

/// Modules installed in the work tree and ignored by git (as r10k
/// leaves them) serve both refs while the Puppetfile is the same; a
/// Puppetfile change is an error naming its lines.
#[test]
fn installed_modules_serve_both_refs_while_the_puppetfile_holds() {
    let fixture = Fixture::new("installed");
    let repo = fixture.repo();
    pin_installed_extra(&repo, "web", "extra");
    write(
        &repo,
        &[(
            "modules/extra/manifests/init.pp",
            "class extra {\n  file { '/etc/extra': ensure => file }\n}\n",
        )],
    );
    write(
        &repo,
        &[(
            "site-modules/profile/manifests/web.pp",
            "class profile::web (Integer $port = 81) {\n  file { '/etc/nginx/listen.conf':\n    content => \"listen ${port};\\n\",\n  }\n}\n",
        )],
    );
    commit(&repo, "port");
    let (code, report) = fixture.report(&["--from", "extra", "--to", "HEAD", "--nodes", "web-*"]);
    assert_eq!(code, 2, "{report:#}");
    assert_eq!(report["summary"]["failed"], 0, "{report:#}");
    assert_eq!(report["summary"]["changed"], 5);

    write(&repo, &[("Puppetfile", "mod 'extra', '2.0.0'\n")]);
    commit(&repo, "bump");
    let out = fixture.fleet(&["--from", "extra", "--to", "HEAD", "--nodes", "web-*"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the Puppetfile differs between extra and HEAD"),
        "{stderr}"
    );
    assert!(
        stderr.contains("-mod 'extra', '1.0.0'\n+mod 'extra', '2.0.0'"),
        "{stderr}"
    );
}
