//! Environment benchmark for issue #16: a generated control repository of
//! 300 modules (classes with Hiera-backed parameters, defined types, EPP
//! templates, module data) and a three-level hierarchy; a site manifest
//! uses 40 of the modules. Reports, whole process, best of 10 (compile
//! best of 3) with peak memory:
//! - opening the environment to a REPL prompt (target: under 50 ms);
//! - compiling it (`spaceship compile ENV`).
//!
//! With `SPACESHIP_BENCH_PUPPET=1` and Debian's `puppet` installed, Puppet
//! compiles the same environment: the ratio is printed and the catalogs
//! compared. With `SPACESHIP_BENCH_MODULES=DIR` (real modules, e.g.
//! puppetlabs-apache and its dependencies, never committed) it also
//! times `include apache` with a vhost against Puppet (target: 100x).
//!
//! Run: `cargo build --release && cargo bench --bench environment`

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Modules in the generated environment, and how many site.pp uses.
const MODULES: usize = 300;
const USED: usize = 40;

/// Runs a command, returning (seconds, peak RSS in MB, stdout).
fn measure(cmd: &mut Command) -> (f64, f64, String) {
    let start = Instant::now();
    let child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let pid = child.id() as libc::pid_t;
    let output = std::thread::spawn(move || {
        let mut child = child;
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(child.stdout.as_mut().expect("stdout"), &mut bytes)
            .expect("read");
        bytes
    });
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waiting for our own child; `usage` is a valid out-pointer.
    unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    (
        start.elapsed().as_secs_f64(),
        usage.ru_maxrss as f64 / 1024.0,
        String::from_utf8_lossy(&output.join().expect("reader")).to_string(),
    )
}

fn best_of(n: usize, mut cmd: impl FnMut() -> Command) -> (f64, f64, String) {
    let mut best = (f64::MAX, 0.0, String::new());
    for _ in 0..n {
        let run = measure(&mut cmd());
        if run.0 < best.0 {
            best = run;
        }
    }
    best
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("parent")).expect("dirs");
    std::fs::write(path, text).expect("write");
}

/// Writes the generated environment into `env`.
fn generate(env: &Path) {
    let _ = std::fs::remove_dir_all(env);
    write(&env.join("environment.conf"), "modulepath = modules\n");
    write(
        &env.join("hiera.yaml"),
        "version: 5\ndefaults:\n  datadir: data\n  data_hash: yaml_data\nhierarchy:\n  - name: Node\n    path: \"nodes/%{trusted.certname}.yaml\"\n  - name: OS\n    path: \"os/%{facts.os.family}.yaml\"\n  - name: Common\n    path: common.yaml\n",
    );
    let mut common =
        String::from("lookup_options:\n  \"^m\\\\d+::packages$\":\n    merge: unique\n");
    let mut debian = String::new();
    for m in 0..MODULES {
        let dir = env.join(format!("modules/m{m}"));
        write(
            &dir.join("manifests/init.pp"),
            &format!(
                "class m{m} (\n  String $owner = 'root',\n  Integer $port = {port},\n  Array[String] $packages = [],\n  Boolean $enabled = true,\n  String $mode = '0644',\n) {{\n  package {{ $packages: ensure => installed }}\n  file {{ \"/etc/m{m}.conf\":\n    owner   => $owner,\n    mode    => $mode,\n    content => epp('m{m}/conf.epp', {{ 'port' => $port, 'enabled' => $enabled }}),\n  }}\n  service {{ 'm{m}': ensure => $enabled, require => File[\"/etc/m{m}.conf\"] }}\n  contain m{m}::config\n}}\n",
                port = 1000 + m
            ),
        );
        write(
            &dir.join("manifests/config.pp"),
            &format!(
                "class m{m}::config {{\n  m{m}::site {{ 'default': path => '/srv/m{m}' }}\n}}\n"
            ),
        );
        write(
            &dir.join("manifests/site.pp"),
            &format!(
                "define m{m}::site (String $path, String $ensure = 'present') {{\n  file {{ $path: ensure => directory }}\n  file {{ \"${{path}}/${{title}}.conf\": ensure => $ensure, content => \"site ${{title}}\\n\" }}\n}}\n"
            ),
        );
        write(
            &dir.join("templates/conf.epp"),
            "<%- | Integer $port, Boolean $enabled | -%>\n# managed\nport = <%= $port %>\n<% if $enabled { -%>\nenabled = yes\n<% } -%>\n",
        );
        write(
            &dir.join("hiera.yaml"),
            "version: 5\nhierarchy:\n  - name: Module defaults\n    path: common.yaml\n",
        );
        write(
            &dir.join("data/common.yaml"),
            &format!("m{m}::owner: m{m}\nm{m}::packages:\n  - m{m}-base\n"),
        );
        common.push_str(&format!("m{m}::packages:\n  - m{m}-common\n"));
        debian.push_str(&format!("m{m}::mode: '0640'\n"));
    }
    write(&env.join("data/common.yaml"), &common);
    write(&env.join("data/os/Debian.yaml"), &debian);
    let mut site = String::new();
    for m in 0..USED {
        site.push_str(&format!(
            "include m{m}\nm{m}::site {{ 'extra': path => '/srv/extra{m}' }}\n"
        ));
    }
    write(&env.join("manifests/site.pp"), &site);
}

/// Puppet's catalog of an environment (or manifest with a modulepath).
fn puppet(work: &Path, env: Option<&Path>, extra: &[&str]) -> (f64, f64, String) {
    let _ = std::fs::remove_dir_all(work);
    for sub in ["conf", "var/yaml/facts", "code/environments"] {
        std::fs::create_dir_all(work.join(sub)).expect("puppet dirs");
    }
    if let Some(env) = env {
        std::os::unix::fs::symlink(env, work.join("code/environments/production")).expect("link");
    }
    let mut cmd = Command::new("puppet");
    cmd.args([
        "catalog",
        "compile",
        "--render-as",
        "json",
        "--certname",
        "test",
    ]);
    for sub in ["conf", "var", "code"] {
        cmd.arg(format!("--{sub}dir")).arg(work.join(sub));
    }
    cmd.args(extra);
    measure(&mut cmd)
}

fn same_catalog(theirs: &str, ours: &str) -> bool {
    let strip = |s: &str| {
        let line = s.lines().find(|l| l.starts_with('{')).unwrap_or("{}");
        let mut v: serde_json::Value = serde_json::from_str(line).unwrap_or_default();
        if let Some(o) = v.as_object_mut() {
            for k in ["version", "catalog_uuid", "code_id"] {
                o.shift_remove(k);
            }
        }
        v
    };
    strip(theirs) == strip(ours)
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("target/release/spaceship");
    assert!(
        bin.exists(),
        "build the release binary first: cargo build --release"
    );
    let env: PathBuf = root.join("target/bench/environment");
    generate(&env);
    let env = std::fs::canonicalize(&env).expect("env");

    let (t, mb, _) = best_of(10, || {
        let mut c = Command::new(&bin);
        c.args(["repl", "--node", "test"]).arg(&env);
        c
    });
    println!(
        "environment ({MODULES} modules, {USED} used): to a REPL prompt {:.1} ms, {:.1} MB peak (target: under 50 ms)",
        t * 1000.0,
        mb
    );
    let (t_ours, mb, ours) = best_of(3, || {
        let mut c = Command::new(&bin);
        c.args(["compile", "--no-storeconfigs", "--node", "test"])
            .arg(&env);
        c
    });
    println!(
        "environment: compile {:.1} ms, {:.1} MB peak, {} resources",
        t_ours * 1000.0,
        mb,
        ours.matches("\"type\":").count()
    );
    if std::env::var_os("SPACESHIP_BENCH_PUPPET").is_some() {
        let (t, mb, theirs) = puppet(&root.join("target/bench/puppet-env"), Some(&env), &[]);
        println!(
            "puppet: {:.1} ms, {:.1} MB; speed-up {:.0}x; same catalog: {}",
            t * 1000.0,
            mb,
            t / t_ours,
            same_catalog(&theirs, &ours)
        );
    }
    if let Some(modules) = std::env::var_os("SPACESHIP_BENCH_MODULES") {
        apache(&bin, root, Path::new(&modules));
    }
}

/// `include apache` with a vhost, against real modules.
fn apache(bin: &Path, root: &Path, modules: &Path) {
    let manifest = root.join("target/bench/apache.pp");
    write(
        &manifest,
        "include apache\napache::vhost { 'www.example.com': port => 80, docroot => '/var/www/html' }\n",
    );
    let (t_ours, mb, ours) = best_of(3, || {
        let mut c = Command::new(bin);
        c.args([
            "compile",
            "--no-storeconfigs",
            "--node",
            "test",
            "--modulepath",
        ])
        .arg(modules)
        .arg(&manifest);
        c
    });
    println!(
        "apache: spaceship {:.1} ms, {:.1} MB peak",
        t_ours * 1000.0,
        mb
    );
    if std::env::var_os("SPACESHIP_BENCH_PUPPET").is_some() {
        let modulepath = modules.display().to_string();
        let manifest = manifest.display().to_string();
        let (t, mb, theirs) = puppet(
            &root.join("target/bench/puppet-apache"),
            None,
            &["--modulepath", &modulepath, "--manifest", &manifest],
        );
        println!(
            "apache: puppet {:.1} ms, {:.1} MB; speed-up {:.0}x; same catalog: {}",
            t * 1000.0,
            mb,
            t / t_ours,
            same_catalog(&theirs, &ours)
        );
    }
}
