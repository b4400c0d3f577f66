//! The fleet tests' fixture: a control repository made in a temporary
//! git repository (three commits: the first, a pull request, a
//! comment-only change), a directory of facts files, and the command
//! run on them with its own temporary folder (checked empty after each
//! run).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value as Json;

#[path = "../common/git.rs"]
mod git;
pub use git::{commit, commit_and_tag, git};
#[path = "../common/scratch.rs"]
mod scratch;
pub use scratch::Scratch;

/// Writes each file (its folders made first) under `root`.
pub fn write(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

pub const FIRST: &[(&str, &str)] = &[
    ("environment.conf", "modulepath = site-modules:modules\n"),
    ("modules/.keep", ""),
    (
        "manifests/site.pp",
        "node default {\n  include \"role::${facts['role']}\"\n}\n",
    ),
    (
        "hiera.yaml",
        "---\nversion: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: node\n    path: \"nodes/%{facts.clientcert}.yaml\"\n  - name: os\n    path: \"os/%{facts.os.family}.yaml\"\n  - name: common\n    path: common.yaml\n",
    ),
    (
        "data/common.yaml",
        "---\nprofile::base::ntp_server: pool.ntp.org\n",
    ),
    (
        "data/os/Debian.yaml",
        "---\nprofile::base::ntp_server: debian.pool.ntp.org\n",
    ),
    ("data/nodes/db-02.yaml", "---\nprofile::db::size: large\n"),
    (
        "site-modules/role/manifests/web.pp",
        "class role::web {\n  include profile::base\n  include profile::web\n}\n",
    ),
    (
        "site-modules/role/manifests/db.pp",
        "class role::db {\n  include profile::base\n  include profile::db\n}\n",
    ),
    (
        "site-modules/profile/manifests/base.pp",
        "class profile::base (String $ntp_server) {\n  $os_family = $facts['os']['family']\n  file { '/etc/motd':\n    content => template('profile/motd.erb'),\n  }\n  file { '/etc/ntp.conf':\n    content => \"server ${ntp_server}\\n\",\n  }\n}\n",
    ),
    (
        "site-modules/profile/manifests/web.pp",
        "class profile::web (Integer $port = 80) {\n  file { '/etc/nginx/listen.conf':\n    content => \"listen ${port};\\n\",\n  }\n}\n",
    ),
    (
        "site-modules/profile/manifests/db.pp",
        "class profile::db (String $size = 'small') {\n  file { '/etc/db.conf':\n    content => \"size=${size}\\n\",\n  }\n}\n",
    ),
    (
        "site-modules/profile/templates/motd.erb",
        "Welcome to a <%= @os_family %> node.\nManaged by Puppet.\n",
    ),
];

/// The pull request: an OS-level Hiera value, a profile default, a
/// template, a role's resources, a node that now fails, a new role.
pub const SECOND: &[(&str, &str)] = &[
    (
        "data/os/Debian.yaml",
        "---\nprofile::base::ntp_server: ntp.debian.example.com\n",
    ),
    (
        "site-modules/profile/manifests/web.pp",
        "class profile::web (Integer $port = 8080) {\n  file { '/etc/nginx/listen.conf':\n    content => \"listen ${port};\\n\",\n  }\n}\n",
    ),
    (
        "site-modules/profile/templates/motd.erb",
        "Welcome to a <%= @os_family %> node.\nManaged by Puppet: do not edit.\n",
    ),
    (
        "site-modules/role/manifests/db.pp",
        "class role::db {\n  include profile::base\n  include profile::db\n  if $facts['broken'] {\n    fail('this node is broken')\n  }\n  file { '/etc/db-backup':\n    ensure => file,\n  }\n}\n",
    ),
    (
        "site-modules/role/manifests/mail.pp",
        "class role::mail {\n  include profile::base\n}\n",
    ),
];

/// Comments only.
pub const THIRD: &[(&str, &str)] = &[
    (
        "manifests/site.pp",
        "# Every node includes its role.\nnode default {\n  # the role fact\n  include \"role::${facts['role']}\"\n}\n",
    ),
    (
        "data/os/Debian.yaml",
        "---\n# Debian's own servers\nprofile::base::ntp_server: ntp.debian.example.com\n",
    ),
];

pub fn facts(name: &str, role: &str, family: &str, broken: bool) -> String {
    serde_json::json!({
        "clientcert": name,
        "fqdn": format!("{name}.example.com"),
        "role": role,
        "broken": broken,
        "os": {"family": family, "name": if family == "Debian" { "Debian" } else { "RedHat" }},
    })
    .to_string()
}

/// The fleet: four Debian web nodes, a RedHat one, two database nodes,
/// one that fails at the second commit, one whose role exists only
/// there, and a facts file that does not parse.
pub fn write_facts(dir: &Path) {
    let mut files: Vec<(String, String)> = Vec::new();
    for i in 1..=4 {
        let name = format!("web-{i:04}");
        files.push((format!("{name}.json"), facts(&name, "web", "Debian", false)));
    }
    files.push((
        "web-0005.json".into(),
        facts("web-0005", "web", "RedHat", false),
    ));
    files.push(("db-01.json".into(), facts("db-01", "db", "Debian", false)));
    files.push(("db-02.json".into(), facts("db-02", "db", "Debian", false)));
    files.push((
        "broken-01.json".into(),
        facts("broken-01", "db", "Debian", true),
    ));
    files.push((
        "mail-01.json".into(),
        facts("mail-01", "mail", "Debian", false),
    ));
    // Named by the file: clientcert is absent.
    files.push((
        "plain-01.yaml".into(),
        "---\nrole: web\nos:\n  family: Debian\n".into(),
    ));
    files.push(("garbled.json".into(), "{\"role\": \"web\",\n".into()));
    std::fs::create_dir_all(dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
}

/// A control repository with its three commits, and the facts.
pub struct Fixture {
    pub scratch: Scratch,
}

impl Fixture {
    pub fn new(name: &str) -> Fixture {
        let scratch = Scratch::new(name);
        let repo = scratch.0.join("control");
        std::fs::create_dir_all(&repo).unwrap();
        git(&repo, &["init", "-q", "-b", "main"]);
        write(&repo, FIRST);
        commit_and_tag(&repo, "first");
        write(&repo, SECOND);
        commit_and_tag(&repo, "second");
        write(&repo, THIRD);
        commit_and_tag(&repo, "third");
        write_facts(&scratch.0.join("facts"));
        std::fs::create_dir_all(scratch.0.join("tmp")).unwrap();
        Fixture { scratch }
    }

    pub fn repo(&self) -> PathBuf {
        self.scratch.0.join("control")
    }

    pub fn facts(&self) -> PathBuf {
        self.scratch.0.join("facts")
    }

    /// The temporary folder the command is given: empty after each run.
    pub fn tmp(&self) -> PathBuf {
        self.scratch.0.join("tmp")
    }

    /// The `XDG_CACHE_HOME` the command is given.
    pub fn cache(&self) -> PathBuf {
        self.scratch.0.join("cache")
    }

    pub fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_spaceship"));
        // Each test its own read-set cache.
        command
            .args(args)
            .env("TMPDIR", self.tmp())
            .env("XDG_CACHE_HOME", self.cache());
        for var in [
            "CI_NODE_INDEX",
            "CI_NODE_TOTAL",
            "JOB_COMPLETION_INDEX",
            "SLURM_ARRAY_TASK_ID",
            "SLURM_ARRAY_TASK_COUNT",
        ] {
            command.env_remove(var);
        }
        command
    }

    /// `fleet diff` of the repository with the facts directory `facts`,
    /// then `args`.
    pub fn diff_command_on(&self, facts: &Path, args: &[&str]) -> Command {
        let repo = self.repo();
        let mut all = vec![
            "fleet",
            "diff",
            repo.to_str().unwrap(),
            "--facts",
            facts.to_str().unwrap(),
        ];
        all.extend_from_slice(args);
        self.command(&all)
    }

    /// `fleet diff` of the repository with the fixture's facts, then
    /// `args`.
    pub fn diff_command(&self, args: &[&str]) -> Command {
        self.diff_command_on(&self.facts(), args)
    }

    pub fn fleet(&self, args: &[&str]) -> Output {
        let out = self.diff_command(args).output().unwrap();
        assert!(
            std::fs::read_dir(self.tmp()).unwrap().next().is_none(),
            "temporary checkouts left behind"
        );
        out
    }

    pub fn report(&self, args: &[&str]) -> (i32, Json) {
        let mut all = args.to_vec();
        all.extend_from_slice(&["--format", "json"]);
        let out = self.fleet(&all);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let json: Json = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}\n{stderr}", String::from_utf8_lossy(&out.stdout)));
        (out.status.code().unwrap(), json)
    }
}

/// Ignores `modules/` (installed there, as r10k leaves it), pins the
/// module `extra` at 1.0.0 in a Puppetfile, has `role::{role}` include
/// it, and commits that as the tag `tag`.
pub fn pin_installed_extra(repo: &Path, role: &str, tag: &str) {
    let manifest = format!(
        "class role::{role} {{\n  include profile::base\n  include profile::{role}\n  include extra\n}}\n"
    );
    write(
        repo,
        &[
            (".gitignore", "/modules/\n"),
            ("Puppetfile", "mod 'extra', '1.0.0'\n"),
            (&format!("site-modules/role/manifests/{role}.pp"), &manifest),
        ],
    );
    git(repo, &["rm", "-q", "--cached", "modules/.keep"]);
    commit(repo, "extra");
    git(repo, &["tag", tag]);
}

/// A report with its run-dependent parts (time, commits) fixed.
pub fn stable(mut report: Json) -> Json {
    report["summary"]["seconds"] = Json::from(0);
    report["commits"] = Json::from("(commits)");
    report
}

pub fn statuses(report: &Json) -> BTreeMap<String, String> {
    report["nodes"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(n, e)| (n.clone(), e["status"].as_str().unwrap().to_string()))
        .collect()
}
