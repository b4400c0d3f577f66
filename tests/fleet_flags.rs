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

/// `--hiera-config`: the global Hiera layer, the same at both refs,
/// comes before the environment's: the port it sets hides the pull
/// request's change of the profile's default.
#[test]
fn the_global_hiera_config_reaches_both_refs() {
    let fixture = Fixture::new("flags-hiera");
    let global = fixture.scratch.0.join("global");
    std::fs::create_dir_all(global.join("data")).unwrap();
    std::fs::write(
        global.join("hiera.yaml"),
        format!(
            "---\nversion: 5\nhierarchy:\n  - name: global\n    datadir: {}\n    path: common.yaml\n",
            global.join("data").display()
        ),
    )
    .unwrap();
    std::fs::write(
        global.join("data/common.yaml"),
        "---\nprofile::web::port: 9090\n",
    )
    .unwrap();
    let changed = |extra: &[&str]| -> Vec<String> {
        let args = [
            &["--from", "first", "--to", "second", "--nodes", "web-0005"][..],
            extra,
        ]
        .concat();
        let (_, report) = fixture.report(&args);
        let group = &report["nodes"]["web-0005"]["group"];
        report["groups"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| &g["id"] == group)
            .flat_map(|g| g["changes"].as_array().unwrap().iter())
            .map(|c| c["resource"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(changed(&[]).contains(&"Class[Profile::Web]".to_string()));
    let config = global.join("hiera.yaml");
    let with_global = changed(&["--hiera-config", config.to_str().unwrap()]);
    assert!(
        !with_global.contains(&"Class[Profile::Web]".to_string()),
        "{with_global:?}"
    );
    assert!(
        with_global.contains(&"File[/etc/motd]".to_string()),
        "{with_global:?}"
    );
}
