//! `spaceship fleet diff` with exported resources: each side is its own
//! store of the fleet's exports, compiled in two passes, so a change to
//! a resource one node exports reaches the nodes that collect it — even
//! though nothing those nodes read changed (the skip must not hide it),
//! and the same with `--no-skip`. `--no-storeconfigs` collects nothing.

use serde_json::Value as Json;

#[path = "fleet/fixture.rs"]
#[allow(dead_code)]
mod fixture;
use fixture::*;

/// Database nodes export a host entry whose address is their profile's
/// default; web nodes collect every exported host entry. The pull request
/// changes the database profile only.
fn exporting_fixture(name: &str) -> Fixture {
    let fixture = Fixture::new(name);
    let repo = fixture.repo();
    write(
        &repo,
        &[
            (
                "site-modules/profile/manifests/db.pp",
                "class profile::db (String $size = 'small', String $address = '10.0.0.1') {\n  file { '/etc/db.conf':\n    content => \"size=${size}\\n\",\n  }\n  @@host { $facts['clientcert']:\n    ip  => $address,\n    tag => 'fleet',\n  }\n}\n",
            ),
            (
                "site-modules/role/manifests/web.pp",
                "class role::web {\n  include profile::base\n  include profile::web\n  Host <<| tag == 'fleet' |>>\n}\n",
            ),
        ],
    );
    commit(&repo, "export");
    git(&repo, &["tag", "export"]);
    write(
        &repo,
        &[(
            "site-modules/profile/manifests/db.pp",
            "class profile::db (String $size = 'small', String $address = '10.0.0.2') {\n  file { '/etc/db.conf':\n    content => \"size=${size}\\n\",\n  }\n  @@host { $facts['clientcert']:\n    ip  => $address,\n    tag => 'fleet',\n  }\n}\n",
        )],
    );
    commit(&repo, "move");
    git(&repo, &["tag", "move"]);
    fixture
}

fn group_of<'a>(report: &'a Json, node: &str) -> &'a Json {
    let id = &report["nodes"][node]["group"];
    report["groups"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| &g["id"] == id)
        .unwrap_or_else(|| panic!("{node} is in no group: {report:#}"))
}

#[test]
fn an_exported_resources_change_reaches_its_collectors() {
    let fixture = exporting_fixture("exports");
    let (code, report) = fixture.report(&["--from", "export", "--to", "move"]);
    assert_eq!(code, 2, "{report:#}");
    // Every web node collects both database nodes' host entries, whose
    // address moved.
    for web in ["web-0001", "web-0005", "plain-01"] {
        assert_eq!(report["nodes"][web]["status"], "changed", "{report:#}");
        let changes = group_of(&report, web)["changes"].as_array().unwrap();
        let hosts: Vec<&str> = changes
            .iter()
            .map(|c| c["resource"].as_str().unwrap())
            .collect();
        assert_eq!(hosts, ["Host[db-01]", "Host[db-02]"], "{report:#}");
        for change in changes {
            assert_eq!(change["change"], "changed");
            assert_eq!(change["attributes"]["ip"]["from"], "10.0.0.1");
            assert_eq!(change["attributes"]["ip"]["to"], "10.0.0.2");
        }
    }
    // The skip changes nothing.
    let (_, whole) = fixture.report(&["--from", "export", "--to", "move", "--no-skip"]);
    assert_eq!(stable(report), stable(whole));
}

#[test]
fn the_collectors_see_each_sides_own_exports() {
    let fixture = exporting_fixture("exports-sides");
    // Before the export nobody exports: the web nodes gain the entries.
    let (code, report) = fixture.report(&[
        "--from", "third", "--to", "export", "--nodes", "web-0001", "--nodes", "db-*",
    ]);
    assert_eq!(code, 2, "{report:#}");
    let changes = group_of(&report, "web-0001")["changes"].as_array().unwrap();
    let added: Vec<(&str, &str)> = changes
        .iter()
        .map(|c| {
            (
                c["resource"].as_str().unwrap(),
                c["change"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        added,
        [("Host[db-01]", "added"), ("Host[db-02]", "added")],
        "{report:#}"
    );
    // Without the exporting nodes in the run, nothing is collected.
    let (code, report) = fixture.report(&["--from", "export", "--to", "move", "--nodes", "web-*"]);
    assert_eq!(code, 0, "{report:#}");
}

#[test]
fn no_storeconfigs_collects_nothing() {
    let fixture = exporting_fixture("exports-off");
    let (_, report) = fixture.report(&["--from", "export", "--to", "move", "--no-storeconfigs"]);
    assert_eq!(
        report["nodes"]["web-0001"]["status"], "unchanged",
        "{report:#}"
    );
    assert_eq!(report["nodes"]["db-01"]["status"], "changed", "{report:#}");
}
