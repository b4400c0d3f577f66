//! The flags every node of a fleet run shares reach each compile:
//! `--puppet-version` and `--[no-]strict-variables` (an unknown
//! variable), `--trusted-fact` (`$trusted['extensions']`), at both refs
//! of `fleet diff` and in `fleet compile`.

#[path = "fleet/fixture.rs"]
#[allow(dead_code)]
mod fixture;
use fixture::*;

/// A commit whose web profile reads an unknown variable and a trusted
/// fact.
fn flagged(name: &str) -> Fixture {
    let fixture = Fixture::new(name);
    write(
        &fixture.repo(),
        &[(
            "site-modules/profile/manifests/web.pp",
            "class profile::web (Integer $port = 80) {\n  file { '/etc/nginx/listen.conf':\n    content => \"listen ${port}; ${no_such_variable}\\n\",\n  }\n  file { '/etc/zone':\n    content => \"${trusted['extensions']['pp_zone']}\",\n  }\n}\n",
        )],
    );
    commit(&fixture.repo(), "flagged");
    git(&fixture.repo(), &["tag", "flagged"]);
    fixture
}

#[test]
fn the_puppet_version_and_strict_variables_reach_every_compile() {
    let fixture = flagged("flags-version");
    let base = ["--from", "third", "--to", "flagged", "--nodes", "web-0001"];
    // Puppet 8: strict_variables, the web node fails at the new side.
    let (_, report) = fixture.report(&[&base[..], &["--puppet-version", "8"]].concat());
    let node = &report["nodes"]["web-0001"];
    assert_eq!(node["status"], "failed", "{report:#}");
    assert_eq!(node["side"], "to");
    assert!(
        node["error"].as_str().unwrap().contains("no_such_variable"),
        "{node}"
    );
    // Puppet 7, or 8 without strict_variables: the variable is undef.
    for flags in [
        &["--puppet-version", "7"][..],
        &["--no-strict-variables", "--strict", "warning"][..],
    ] {
        let (code, report) = fixture.report(&[&base[..], flags].concat());
        assert_eq!(code, 2, "{flags:?}: {report:#}");
        assert_eq!(
            report["nodes"]["web-0001"]["status"], "changed",
            "{flags:?}: {report:#}"
        );
    }
}

#[test]
fn trusted_facts_reach_every_node() {
    let fixture = flagged("flags-trusted");
    let out_dir = fixture.scratch.0.join("out");
    let repo = fixture.repo();
    let facts_dir = fixture.facts();
    let args = [
        "fleet",
        "compile",
        repo.to_str().unwrap(),
        "--facts",
        facts_dir.to_str().unwrap(),
        "--nodes",
        "/^web-000[12]$/",
        "--out",
        out_dir.to_str().unwrap(),
        "--puppet-version",
        "7",
        "--trusted-fact",
        "pp_zone=blue",
    ];
    let out = fixture.command(&args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    for node in ["web-0001", "web-0002"] {
        let text = std::fs::read_to_string(out_dir.join(format!("{node}.json"))).unwrap();
        let catalog: serde_json::Value = serde_json::from_str(&text).unwrap();
        let zone = catalog["resources"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["title"] == "/etc/zone")
            .unwrap();
        assert_eq!(zone["parameters"]["content"], "blue", "{node}");
    }
}
