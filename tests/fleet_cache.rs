//! `spaceship fleet diff`'s read-set cache: a second run from the same
//! commit compiles the nodes none of whose reads changed at neither side,
//! and gives exactly the report compiling every node gives (`--no-skip`);
//! an entry is not used once the node's facts changed, or a file it read
//! (or looked for) that git does not track changed; a corrupt cache file
//! is ignored and written anew; `--no-cache` neither reads nor writes.

use serde_json::Value as Json;

#[path = "fleet/fixture.rs"]
#[allow(dead_code)]
mod fixture;
use fixture::*;

/// The nodes the text report says were compiled at neither side.
fn at_neither_side(fixture: &Fixture, args: &[&str]) -> usize {
    let out = fixture.fleet(args);
    let text = String::from_utf8_lossy(&out.stdout);
    let head = text.lines().next().unwrap_or_default();
    match head.split_once(" of them at neither side") {
        Some((before, _)) => before.rsplit(' ').next().unwrap().parse().unwrap(),
        None => 0,
    }
}

/// The report with the cache as it is, checked against compiling every
/// node at both sides.
fn report_as_no_skip(fixture: &Fixture, args: &[&str]) -> Json {
    let (code, report) = fixture.report(args);
    let mut all = args.to_vec();
    all.push("--no-skip");
    let (no_skip_code, expected) = fixture.report(&all);
    assert_eq!(stable(report.clone()), stable(expected), "{args:?}");
    assert_eq!(code, no_skip_code, "{args:?}");
    report
}

fn status<'a>(report: &'a Json, node: &str) -> &'a str {
    report["nodes"][node]["status"].as_str().unwrap()
}

/// A commit touching one role's profile only.
fn web_port(fixture: &Fixture) {
    write(
        &fixture.repo(),
        &[(
            "site-modules/profile/manifests/web.pp",
            "class profile::web (Integer $port = 8443) {\n  file { '/etc/nginx/listen.conf':\n    content => \"listen ${port};\\n\",\n  }\n}\n",
        )],
    );
    commit(&fixture.repo(), "web");
    git(&fixture.repo(), &["tag", "web"]);
}

const RANGE: [&str; 4] = ["--from", "third", "--to", "web"];

#[test]
fn a_warm_cache_compiles_untouched_nodes_at_neither_side() {
    let fixture = Fixture::new("cache-hit");
    web_port(&fixture);
    // Cold: every node compiled at `third`; the web nodes again at `web`.
    assert_eq!(at_neither_side(&fixture, &RANGE), 0);
    // Warm: db-01, db-02, broken-01 and mail-01 read nothing that changed.
    assert_eq!(at_neither_side(&fixture, &RANGE), 4);
    let report = report_as_no_skip(&fixture, &RANGE);
    assert_eq!(status(&report, "web-0001"), "changed");
    assert_eq!(status(&report, "db-01"), "unchanged");
    // broken-01 fails at both sides, from the cache as from its compile.
    assert_eq!(report["nodes"]["broken-01"]["side"], "both");
    let mut without = RANGE.to_vec();
    without.push("--no-cache");
    assert_eq!(at_neither_side(&fixture, &without), 0);
    // Other settings are another key: a compile under Puppet 7's needs
    // its own reads.
    let mut seven = RANGE.to_vec();
    seven.extend(["--puppet-version", "7"]);
    assert_eq!(at_neither_side(&fixture, &seven), 0);
    assert_eq!(at_neither_side(&fixture, &seven), 4);
    // Another commit is another key: nothing of `third` serves it.
    assert_eq!(
        at_neither_side(&fixture, &["--from", "second", "--to", "web"]),
        0
    );
}

#[test]
fn no_cache_writes_nothing() {
    let fixture = Fixture::new("cache-off");
    web_port(&fixture);
    let mut args = RANGE.to_vec();
    args.push("--no-cache");
    fixture.fleet(&args);
    fixture.fleet(&args);
    assert!(!fixture.cache().exists(), "a cache was written");
    assert_eq!(at_neither_side(&fixture, &args), 0);
}

#[test]
fn changed_facts_miss_the_cache() {
    let fixture = Fixture::new("cache-facts");
    web_port(&fixture);
    fixture.fleet(&RANGE);
    assert_eq!(at_neither_side(&fixture, &RANGE), 4);
    // db-01 becomes a web node: it reads the changed profile now.
    std::fs::write(
        fixture.facts().join("db-01.json"),
        facts("db-01", "web", "Debian", false),
    )
    .unwrap();
    assert_eq!(at_neither_side(&fixture, &RANGE), 3);
    let report = report_as_no_skip(&fixture, &RANGE);
    assert_eq!(status(&report, "db-01"), "changed");
}

/// Modules installed in the work tree, ignored by git, lent to both
/// checkouts: a change to one of their files (or a file appearing where
/// a compile looked for one) is no change between the refs, but it is
/// one since the cache's run.
#[test]
fn untracked_module_files_invalidate_entries() {
    let fixture = Fixture::new("cache-untracked");
    let repo = fixture.repo();
    pin_installed_extra(&repo, "db", "extra");
    write(
        &repo,
        &[(
            "modules/extra/manifests/init.pp",
            "class extra {\n  include extra::more\n}\n",
        )],
    );
    web_port(&fixture);
    let range = ["--from", "extra", "--to", "web", "--nodes", "db-*"];
    // extra::more is not there: the db nodes fail at both sides.
    fixture.fleet(&range);
    assert_eq!(at_neither_side(&fixture, &range), 2);
    let report = report_as_no_skip(&fixture, &range);
    assert_eq!(report["nodes"]["db-01"]["side"], "both");

    // It appears where the compile looked for it.
    write(
        &repo,
        &[(
            "modules/extra/manifests/more.pp",
            "class extra::more {\n  file { '/etc/extra': ensure => file }\n}\n",
        )],
    );
    assert_eq!(at_neither_side(&fixture, &range), 0);
    let report = report_as_no_skip(&fixture, &range);
    assert_eq!(status(&report, "db-01"), "unchanged");
    assert_eq!(at_neither_side(&fixture, &range), 2);

    // A file it read changes (and no longer parses).
    write(
        &repo,
        &[(
            "modules/extra/manifests/more.pp",
            "class extra::more {\n  file { '/etc/extra': ensure => \n}\n",
        )],
    );
    assert_eq!(at_neither_side(&fixture, &range), 0);
    let report = report_as_no_skip(&fixture, &range);
    assert_eq!(status(&report, "db-01"), "failed");
    assert_eq!(report["nodes"]["db-01"]["side"], "both");
}

#[test]
fn a_corrupt_cache_file_is_ignored_and_written_anew() {
    let fixture = Fixture::new("cache-corrupt");
    web_port(&fixture);
    fixture.fleet(&RANGE);
    let dir = fixture.cache().join("spaceship/fleet");
    let files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    for garbage in [
        "{\"format\": 1, \"paths\": [[\"x\", nul",
        "{\"format\": 1, \"paths\": [[\"site.pp\", null]], \"nodes\": {\"db-01\": {\"facts\": \"0\", \"reads\": [7], \"error\": null}}}",
        "{\"format\": 1, \"paths\": 3, \"nodes\": []}",
        "\u{0}\u{1}binary",
    ] {
        std::fs::write(&files[0], garbage).unwrap();
        assert_eq!(at_neither_side(&fixture, &RANGE), 0, "{garbage}");
        let text = std::fs::read_to_string(&files[0]).unwrap();
        serde_json::from_str::<Json>(&text).expect("written anew");
        assert_eq!(at_neither_side(&fixture, &RANGE), 4);
    }
    report_as_no_skip(&fixture, &RANGE);
}

#[test]
fn a_changed_eyaml_key_invalidates_the_entries_that_decrypted_with_it() {
    let fixture = Fixture::new("cache-eyaml-key");
    let repo = fixture.repo();
    // The keys live outside the control repository, as on a real server.
    let keys = repo.parent().unwrap().join("keys");
    std::fs::create_dir_all(&keys).unwrap();
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/eyaml/keys");
    for key in ["private_key.pkcs7.pem", "public_key.pkcs7.pem"] {
        std::fs::copy(data.join(key), keys.join(key)).unwrap();
    }
    let encrypted = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/environments/cases/eyaml_decrypt/env/data/secrets.eyaml"),
    )
    .unwrap();
    let password = encrypted
        .lines()
        .find_map(|l| l.strip_prefix("password: "))
        .unwrap()
        .to_string();
    let hiera = format!(
        "---\nversion: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: secrets\n    lookup_key: eyaml_lookup_key\n    path: secrets.eyaml\n    options:\n      pkcs7_private_key: {k}/private_key.pkcs7.pem\n      pkcs7_public_key: {k}/public_key.pkcs7.pem\n  - name: common\n    path: common.yaml\n",
        k = keys.display()
    );
    write(
        &repo,
        &[
            ("hiera.yaml", hiera.as_str()),
            (
                "data/secrets.eyaml",
                &format!("---\nprofile::db::size: {password}\n"),
            ),
        ],
    );
    commit(&repo, "secrets");
    git(&repo, &["tag", "secrets"]);
    web_port(&fixture);
    let range = ["--from", "secrets", "--to", "web", "--nodes", "db-01"];
    fixture.fleet(&range);
    assert_eq!(at_neither_side(&fixture, &range), 1);
    assert_eq!(
        status(&report_as_no_skip(&fixture, &range), "db-01"),
        "unchanged"
    );

    // Another private key: what was decrypted no longer is.
    std::fs::copy(
        keys.join("public_key.pkcs7.pem"),
        keys.join("private_key.pkcs7.pem"),
    )
    .unwrap();
    assert_eq!(at_neither_side(&fixture, &range), 0);
    let report = report_as_no_skip(&fixture, &range);
    assert_eq!(status(&report, "db-01"), "failed", "{report}");
}
