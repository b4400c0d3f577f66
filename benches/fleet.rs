//! Benchmark of issue #38: `spaceship fleet diff` of N generated nodes
//! (default 1,000; `FLEET_NODES`) over 3 roles, 4 sites and 6 OS releases
//! at two git refs, whole process, wall time and peak memory, beside the
//! naive loop it replaces: one `spaceship diff` process per node (two
//! compiles each), two at a time, and Puppet's (`puppet catalog compile`
//! of a 10-node sample at both refs, its mean time per compile scaled to
//! the fleet; skipped without Puppet). The pull request touches an OS-level
//! Hiera value, a profile's default and a template (every node); a second
//! change touches one role's profile only (the skip: only that role's
//! nodes are compiled again), measured with the read-set cache cold (every
//! node compiled at `--from` to learn its reads) and warm (an earlier run
//! from the same commit: the other nodes compiled at neither side).
//!
//! Goals (2 cores): 1,000 nodes ≤ 4 s wall and ≤ 1 GB peak, ≥ 4× the
//! naive loop; the one-role change ≤ 1 s (warm cache).
//!
//! Run: `cargo build --release && cargo bench --bench fleet`
//! (`FLEET_NODES=N` for another fleet size).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Runs a command, returning (seconds, peak RSS in MB, exit code).
// `wait4` reaps the child (it gives its peak memory too).
#[allow(clippy::zombie_processes)]
fn measure(cmd: &mut Command) -> (f64, f64, i32) {
    let start = Instant::now();
    let child = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waiting for our own child; `usage` is a valid out-pointer.
    unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    (
        start.elapsed().as_secs_f64(),
        usage.ru_maxrss as f64 / 1024.0,
        code,
    )
}

fn write(root: &Path, files: &[(&str, String)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

fn git(repo: &Path, args: &[&str]) {
    let ok = Command::new("git")
        .arg("-C")
        .arg(repo)
        .args(args)
        .env("GIT_AUTHOR_NAME", "bench")
        .env("GIT_AUTHOR_EMAIL", "bench@example.com")
        .env("GIT_COMMITTER_NAME", "bench")
        .env("GIT_COMMITTER_EMAIL", "bench@example.com")
        .stdout(Stdio::null())
        .status()
        .unwrap()
        .success();
    assert!(ok, "git {args:?}");
}

const ROLES: [&str; 3] = ["web", "db", "cache"];
const SITES: [&str; 4] = ["ams", "fra", "nyc", "sgp"];
const RELEASES: [(&str, &str, &str); 6] = [
    ("Debian", "Debian", "11"),
    ("Debian", "Debian", "12"),
    ("Debian", "Ubuntu", "22.04"),
    ("RedHat", "RedHat", "8"),
    ("RedHat", "RedHat", "9"),
    ("RedHat", "Rocky", "9"),
];

fn profile(name: &str, default: &str, resources: usize) -> String {
    let mut text = format!(
        "class profile::{name} (String $setting = '{default}', Array[String] $packages = []) {{\n  package {{ $packages: ensure => installed }}\n"
    );
    for i in 0..resources {
        text.push_str(&format!(
            "  file {{ '/etc/{name}/conf-{i}':\n    ensure  => file,\n    mode    => '0644',\n    content => \"{name} {i} ${{setting}} ${{facts['site']}}\\n\",\n  }}\n"
        ));
    }
    text.push_str("}\n");
    text
}

fn control_repo(repo: &Path) {
    let mut files: Vec<(&str, String)> = vec![
        ("environment.conf", "modulepath = site-modules:modules\n".into()),
        ("modules/.keep", String::new()),
        (
            "manifests/site.pp",
            "node default {\n  include \"role::${facts['role']}\"\n}\n".into(),
        ),
        (
            "hiera.yaml",
            "---\nversion: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: node\n    path: \"nodes/%{trusted.certname}.yaml\"\n  - name: site\n    path: \"sites/%{facts.site}.yaml\"\n  - name: os\n    path: \"os/%{facts.os.name}/%{facts.os.release.major}.yaml\"\n  - name: family\n    path: \"family/%{facts.os.family}.yaml\"\n  - name: common\n    path: common.yaml\n".into(),
        ),
        (
            "data/common.yaml",
            "---\nprofile::base::ntp: pool.ntp.org\nprofile::base::packages: [vim, curl]\n".into(),
        ),
        (
            "data/family/Debian.yaml",
            "---\nprofile::base::packages: [vim, curl, apt-transport-https]\n".into(),
        ),
        (
            "data/family/RedHat.yaml",
            "---\nprofile::base::packages: [vim, curl, yum-utils]\n".into(),
        ),
        (
            "site-modules/profile/manifests/base.pp",
            "class profile::base (String $ntp, Array[String] $packages) {\n  package { $packages: ensure => installed }\n  file { '/etc/motd': content => template('profile/motd.erb') }\n  file { '/etc/ntp.conf': content => \"server ${ntp}\\n\" }\n}\n".into(),
        ),
        (
            "site-modules/profile/templates/motd.erb",
            "<%= @facts['os']['name'] %> <%= @facts['os']['release']['major'] %> at <%= @facts['site'] %>\n".into(),
        ),
    ];
    for site in SITES {
        files.push((
            Box::leak(format!("data/sites/{site}.yaml").into_boxed_str()),
            format!("---\nprofile::base::ntp: ntp.{site}.example.com\n"),
        ));
    }
    for (_, os, major) in RELEASES {
        let major = major.split('.').next().unwrap();
        files.push((
            Box::leak(format!("data/os/{os}/{major}.yaml").into_boxed_str()),
            format!("---\nprofile::web::setting: {os}-{major}\n"),
        ));
    }
    for role in ROLES {
        files.push((
            Box::leak(format!("site-modules/role/manifests/{role}.pp").into_boxed_str()),
            format!(
                "class role::{role} {{\n  include profile::base\n  include profile::{role}\n}}\n"
            ),
        ));
        files.push((
            Box::leak(format!("site-modules/profile/manifests/{role}.pp").into_boxed_str()),
            profile(role, "standard", 20),
        ));
    }
    write(repo, &files);
}

fn facts(dir: &Path, nodes: usize) {
    std::fs::create_dir_all(dir).unwrap();
    for i in 0..nodes {
        let role = ROLES[i % ROLES.len()];
        let site = SITES[(i / 3) % SITES.len()];
        let (family, os, release) = RELEASES[(i / 12) % RELEASES.len()];
        let name = format!("{role}-{i:04}.{site}.example.com");
        let major = release.split('.').next().unwrap();
        let json = serde_json::json!({
            "clientcert": name,
            "fqdn": name,
            "role": role,
            "site": site,
            "os": {"family": family, "name": os, "release": {"full": release, "major": major}},
            "trusted": {"certname": name},
        });
        std::fs::write(dir.join(format!("{name}.json")), json.to_string()).unwrap();
    }
}

fn archive(repo: &Path, reference: &str, dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let tar = Command::new("git")
        .arg("-C")
        .arg(repo)
        .args(["archive", "--format=tar", reference])
        .output()
        .unwrap();
    let mut child = Command::new("tar")
        .arg("-x")
        .arg("-C")
        .arg(dir)
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    child.stdin.take().unwrap().write_all(&tar.stdout).unwrap();
    assert!(child.wait().unwrap().success());
}

/// The naive loop: one `spaceship diff` per node, two at a time.
fn naive(bin: &Path, from: &Path, to: &Path, facts: &[PathBuf]) -> f64 {
    let start = Instant::now();
    for pair in facts.chunks(2) {
        let children: Vec<_> = pair
            .iter()
            .map(|f| {
                Command::new(bin)
                    .arg("diff")
                    .arg(from)
                    .arg(to)
                    .arg("--facts")
                    .arg(f)
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for mut c in children {
            c.wait().unwrap();
        }
    }
    start.elapsed().as_secs_f64()
}

/// Puppet's baseline: `puppet catalog compile` (one process per compile,
/// as octocatalog-diff runs it) of a sample of nodes at both refs, one
/// at a time; the mean seconds per compile, or None without Puppet.
fn puppet_per_compile(sides: &[&Path], facts: &[PathBuf], dir: &Path) -> Option<f64> {
    let found = Command::new("puppet")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        return None;
    }
    let mut compiles = 0;
    let mut seconds = 0.0;
    for (s, side) in sides.iter().enumerate() {
        for file in facts {
            let json: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
            let name = json["clientcert"].as_str().unwrap().to_string();
            let work = dir.join(format!("puppet-{s}-{name}"));
            let environments = work.join("code/environments");
            std::fs::create_dir_all(&environments).unwrap();
            std::os::unix::fs::symlink(side, environments.join("production")).unwrap();
            write(
                &work,
                &[(
                    &format!("var/yaml/facts/{name}.yaml"),
                    format!("--- !ruby/object:Puppet::Node::Facts\nname: {name}\nvalues: {json}\n"),
                )],
            );
            std::fs::create_dir_all(work.join("conf")).unwrap();
            let start = Instant::now();
            let out = Command::new("puppet")
                .args([
                    "catalog",
                    "compile",
                    "--render-as",
                    "json",
                    "--certname",
                    &name,
                ])
                .args(["--facts_terminus", "yaml"])
                .arg("--confdir")
                .arg(work.join("conf"))
                .arg("--vardir")
                .arg(work.join("var"))
                .arg("--codedir")
                .arg(work.join("code"))
                .env("HOME", &work)
                .output()
                .unwrap();
            seconds += start.elapsed().as_secs_f64();
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(
                text.lines().any(|l| l.starts_with('{')),
                "Puppet compiled no catalog for {name}: {text}{}",
                String::from_utf8_lossy(&out.stderr)
            );
            compiles += 1;
        }
    }
    Some(seconds / f64::from(compiles))
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // SPACESHIP_BIN: another build to measure (the release one by default).
    let bin = std::env::var_os("SPACESHIP_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/release/spaceship"));
    assert!(
        bin.exists(),
        "build the release binary first: cargo build --release"
    );
    let nodes: usize = std::env::var("FLEET_NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let dir = root.join("target/bench/fleet");
    let _ = std::fs::remove_dir_all(&dir);
    let repo = dir.join("control");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q", "-b", "main"]);
    control_repo(&repo);
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "-q", "-m", "base"]);
    git(&repo, &["tag", "base"]);
    // The pull request: an OS-level value, a profile default, a template.
    write(
        &repo,
        &[
            (
                "data/family/Debian.yaml",
                "---\nprofile::base::packages: [vim, curl, gnupg]\n".into(),
            ),
            ("site-modules/profile/manifests/web.pp", profile("web", "tuned", 20)),
            (
                "site-modules/profile/templates/motd.erb",
                "<%= @facts['os']['name'] %> <%= @facts['os']['release']['major'] %> at <%= @facts['site'] %> (managed)\n".into(),
            ),
        ],
    );
    git(&repo, &["commit", "-q", "-am", "pr"]);
    git(&repo, &["tag", "pr"]);
    // One role's profile only.
    write(
        &repo,
        &[(
            "site-modules/profile/manifests/db.pp",
            profile("db", "small", 20),
        )],
    );
    git(&repo, &["commit", "-q", "-am", "db"]);
    git(&repo, &["tag", "db"]);
    let facts_dir = dir.join("facts");
    facts(&facts_dir, nodes);

    // The read-set cache: its own folder, emptied before each cold run.
    let cache = dir.join("cache");
    let fleet = |from: &str, to: &str, extra: &[&str], warm: bool| {
        let mut c = Command::new(&bin);
        c.args(["fleet", "diff"])
            .arg(&repo)
            .args(["--from", from, "--to", to, "--format", "json", "--facts"])
            .arg(&facts_dir)
            .args(extra)
            .env("XDG_CACHE_HOME", &cache);
        let _ = std::fs::remove_dir_all(&cache);
        if warm {
            // An earlier run from the same commit fills the cache.
            measure(&mut c);
        }
        let best = (0..3)
            .map(|_| {
                if !warm {
                    let _ = std::fs::remove_dir_all(&cache);
                }
                measure(&mut c)
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .unwrap();
        assert_eq!(best.2, 2, "the fleet changes");
        best
    };
    let (wall, peak, _) = fleet("base", "pr", &[], false);
    println!(
        "fleet diff: {nodes} nodes, two refs, cold cache: {wall:.2} s wall, {peak:.0} MB peak (goal ≤ 4 s, ≤ 1 GB)"
    );
    let (wall_cold, peak_cold, _) = fleet("pr", "db", &[], false);
    println!(
        "fleet diff, one role's profile changed (the skip), cold cache (every node compiled at --from to learn its reads): {wall_cold:.2} s wall, {peak_cold:.0} MB peak"
    );
    let (wall_warm, peak_warm, _) = fleet("pr", "db", &[], true);
    println!(
        "  the same, warm cache (an earlier run from the same commit; untouched nodes compiled at neither side): {wall_warm:.2} s wall, {peak_warm:.0} MB peak (goal ≤ 1 s)"
    );
    let (wall_all, _, _) = fleet("pr", "db", &["--no-skip", "--no-cache"], false);
    println!("  the same with --no-skip: {wall_all:.2} s wall");

    let (from, to) = (dir.join("side-base"), dir.join("side-pr"));
    archive(&repo, "base", &from);
    archive(&repo, "pr", &to);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&facts_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let naive_wall = naive(&bin, &from, &to, &files);
    println!(
        "naive loop: {nodes} `spaceship diff` processes, two at a time: {naive_wall:.2} s ({:.1}× the fleet run; goal ≥ 4×)",
        naive_wall / wall
    );
    // A sample of 10 nodes spread over the roles, sites and releases.
    let sample: Vec<PathBuf> = files
        .iter()
        .step_by((files.len() / 10).max(1))
        .take(10)
        .cloned()
        .collect();
    match puppet_per_compile(&[&from, &to], &sample, &dir) {
        Some(per_compile) => {
            let fleet_seconds = per_compile * 2.0 * nodes as f64;
            println!(
                "Puppet 7.23 (`puppet catalog compile`, {} compiles of a {}-node sample at both refs): {per_compile:.2} s per compile; {nodes} nodes at two refs: {fleet_seconds:.0} s ({:.0}× the fleet run; goal ≥ 1,000×), {:.0} s two at a time",
                2 * sample.len(),
                sample.len(),
                fleet_seconds / wall,
                fleet_seconds / 2.0
            );
        }
        None => println!("Puppet's baseline: skipped: no puppet"),
    }
}
