//! Real-world benchmark for issues #16 and #17, against real Puppet in the
//! same run, on the public modules (never committed: `SPACESHIP_MODULES`
//! names a directory holding them, as `scripts/realworld-agreement` uses,
//! e.g. /tmp/mods), with Debian 12 facts from tests/realworld/facts:
//!
//! 1. `include apache` with one vhost, whole process: `spaceship compile`
//!    (best of 5) against `puppet catalog compile` (best of 2), with each
//!    one's peak memory and whether the catalogs are the same (target:
//!    100x).
//! 2. The ERB templates of the realworld apache case (two vhosts, mod_php),
//!    the templates alone: spaceship's time inside its outermost
//!    `template()` calls (`SPACESHIP_TIMINGS`, best of 5) against the time
//!    Puppet's own profiler gives its `template()` calls in the same
//!    compile (`puppet apply --noop --profile`, best of 2) (target: 20x).
//!    The whole compiles of that case are printed beside.
//!
//! Without Puppet on the PATH or without the modules it says so and
//! measures nothing. Run:
//! `cargo build --release && SPACESHIP_MODULES=/tmp/mods cargo bench --bench realworld`

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/process.rs"]
mod process;
use process::{Run, best_of, on_path};

const NODE: &str = "web01.example.com";

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("target/release/spaceship");
    let Some(modules) = std::env::var_os("SPACESHIP_MODULES").map(PathBuf::from) else {
        println!(
            "realworld: skipped: set SPACESHIP_MODULES to a directory of the public modules (see tests/realworld/modules.txt)"
        );
        return;
    };
    let Ok(modules) = std::fs::canonicalize(&modules) else {
        println!(
            "realworld: skipped: no modules directory {}",
            modules.display()
        );
        return;
    };
    if !modules.join("apache/manifests/init.pp").is_file() {
        println!(
            "realworld: skipped: {} holds no apache module",
            modules.display()
        );
        return;
    }
    if !on_path("puppet") {
        println!(
            "realworld: skipped: `puppet` is not on the PATH (Debian: apt-get install -y puppet)"
        );
        return;
    }
    if !bin.is_file() {
        println!("realworld: skipped: build the release binary first: cargo build --release");
        return;
    }
    let work = root.join("target/bench/realworld");
    let facts = root.join("tests/realworld/facts/debian12.json");
    let _ = std::fs::remove_dir_all(&work);
    let vhost = "include apache\napache::vhost { 'www.example.com': port => 80, docroot => '/var/www/html' }\n";
    let case =
        std::fs::read_to_string(root.join("tests/realworld/cases/apache.pp")).unwrap_or_default();
    let bench = Bench {
        bin,
        work,
        modules,
        facts,
    };
    bench.whole_compile("apache_vhost", vhost);
    bench.templates("apache_case", &case);
}

/// Puppet's directories for one case (its environment is `production`,
/// as spaceship names every environment) and the facts both compilers
/// read.
fn setup(work: &Path, facts: &Path) -> std::io::Result<()> {
    for sub in ["conf", "var/yaml/facts", "var/facts.d", "code/environments"] {
        std::fs::create_dir_all(work.join(sub))?;
    }
    let values = std::fs::read_to_string(facts)?;
    // `catalog compile` reads the node's facts from the yaml terminus;
    // `apply` asks Facter, where these external facts override the host's.
    let cached =
        format!("--- !ruby/object:Puppet::Node::Facts\nname: \"{NODE}\"\nvalues: {values}\n");
    std::fs::write(work.join(format!("var/yaml/facts/{NODE}.yaml")), cached)?;
    std::fs::write(work.join("var/facts.d/facts.json"), values)?;
    Ok(())
}

struct Bench {
    bin: PathBuf,
    work: PathBuf,
    modules: PathBuf,
    facts: PathBuf,
}

impl Bench {
    /// The environment of case `name`, whose site.pp is `site`, the
    /// modules linked in; `None` if it cannot be written.
    fn environment(&self, name: &str, site: &str) -> Option<PathBuf> {
        let work = self.work.join(name);
        if let Err(e) = setup(&work, &self.facts) {
            println!("{name}: skipped: cannot lay out {}: {e}", work.display());
            return None;
        }
        let env = work.join("code/environments/production");
        let _ = std::fs::create_dir_all(env.join("manifests"));
        let _ = std::fs::write(env.join("environment.conf"), "modulepath = modules\n");
        let _ = std::fs::write(env.join("manifests/site.pp"), site);
        let _ = std::os::unix::fs::symlink(&self.modules, env.join("modules"));
        Some(env)
    }

    fn spaceship(&self, env: &Path) -> Command {
        let mut c = Command::new(&self.bin);
        c.args(["compile", "--no-storeconfigs", "--node", NODE, "--facts"])
            .arg(&self.facts)
            .arg(env);
        c
    }

    /// Puppet with this benchmark's directories (`action`: `catalog
    /// compile ...` or `apply ...`).
    fn puppet(&self, name: &str, action: &[&str]) -> Command {
        let work = self.work.join(name);
        let mut c = Command::new("puppet");
        c.args(action)
            .args(["--certname", NODE, "--environment", "production"])
            .env("HOME", &work);
        for sub in ["conf", "var", "code"] {
            c.arg(format!("--{sub}dir")).arg(work.join(sub));
        }
        c
    }

    fn whole_compile(&self, name: &str, site: &str) {
        let Some(env) = self.environment(name, site) else {
            return;
        };
        let ours = best_of(5, || self.spaceship(&env));
        let compile = [
            "catalog",
            "compile",
            "--render-as",
            "json",
            "--facts_terminus",
            "yaml",
        ];
        let theirs = best_of(2, || self.puppet(name, &compile));
        let (Some(ours), Some(theirs)) = (ours, theirs) else {
            println!("{name}: a compiler could not be started");
            return;
        };
        let same = same_catalog(
            &self.normalized(&env, &ours),
            &self.normalized(&env, &theirs),
        );
        println!(
            "{name} (include apache, one vhost): spaceship {:.1} ms, {:.1} MB peak; puppet {:.0} ms, {:.1} MB peak; {:.0}x faster, {:.1}x less memory; same catalog: {same} (target: 100x)",
            ours.seconds * 1000.0,
            ours.peak_mb,
            theirs.seconds * 1000.0,
            theirs.peak_mb,
            theirs.seconds / ours.seconds,
            theirs.peak_mb / ours.peak_mb.max(0.1),
        );
        println!("{name} CPU time: {}", cpu_ratio(&ours, &theirs));
    }

    fn templates(&self, name: &str, site: &str) {
        let Some(env) = self.environment(name, site) else {
            return;
        };
        let ours = best_of(5, || {
            let mut c = self.spaceship(&env);
            c.env("SPACESHIP_TIMINGS", "1");
            c
        });
        let apply = [
            "apply",
            "--noop",
            "--profile",
            "--verbose",
            "--color",
            "false",
        ];
        let mut theirs: Option<(f64, usize, Run)> = None;
        for _ in 0..2 {
            let site = env.join("manifests/site.pp");
            let mut c = self.puppet(name, &apply);
            c.arg(&site);
            let Some(run) = process::measure(&mut c) else {
                break;
            };
            let (seconds, renders) =
                puppet_template_time(&format!("{}\n{}", run.stdout, run.stderr));
            if theirs.as_ref().is_none_or(|t| seconds < t.0) {
                theirs = Some((seconds, renders, run));
            }
        }
        let (Some(ours), Some((their_seconds, their_renders, their_run))) = (ours, theirs) else {
            println!("{name}: a compiler could not be started");
            return;
        };
        let Some((our_renders, our_ms)) = spaceship_template_time(&ours.stderr) else {
            println!(
                "{name}: spaceship reported no template time: {}",
                ours.stderr.trim()
            );
            return;
        };
        if their_renders == 0 {
            println!(
                "{name}: Puppet's profile shows no template() call: {}",
                their_run.stdout.lines().last().unwrap_or("")
            );
            return;
        }
        println!(
            "{name} templates: spaceship {our_ms:.3} ms for {our_renders} template() calls; puppet {:.1} ms for {their_renders}; {:.0}x faster (target: 20x)",
            their_seconds * 1000.0,
            their_seconds * 1000.0 / our_ms.max(0.001),
        );
        let theirs = best_of(1, || {
            let compile = [
                "catalog",
                "compile",
                "--render-as",
                "json",
                "--facts_terminus",
                "yaml",
            ];
            self.puppet(name, &compile)
        });
        if let Some(theirs) = theirs {
            println!(
                "{name} whole compile: spaceship {:.1} ms, {:.1} MB peak; puppet {:.0} ms, {:.1} MB peak; {:.0}x; same catalog: {}",
                ours.seconds * 1000.0,
                ours.peak_mb,
                theirs.seconds * 1000.0,
                theirs.peak_mb,
                theirs.seconds / ours.seconds,
                same_catalog(
                    &self.normalized(&env, &ours),
                    &self.normalized(&env, &theirs)
                ),
            );
            println!(
                "{name} whole compile CPU time: {}",
                cpu_ratio(&ours, &theirs)
            );
        }
    }

    /// A run's catalog with the volatile keys dropped and the modules'
    /// real directory written as the environment's `modules` link.
    fn normalized(&self, env: &Path, run: &Run) -> serde_json::Value {
        let link = env.join("modules").display().to_string();
        let text = run
            .stdout
            .replace(&self.modules.display().to_string(), &link);
        let Some(line) = text.lines().find(|l| l.starts_with('{')) else {
            return serde_json::Value::Null;
        };
        let mut v: serde_json::Value = serde_json::from_str(line).unwrap_or_default();
        if let Some(o) = v.as_object_mut() {
            for k in ["version", "catalog_uuid", "code_id"] {
                o.shift_remove(k);
            }
        }
        v
    }
}

/// Both runs' CPU time (user and system) and its ratio: on a machine
/// other work shares, wall time also counts the waits for a core.
fn cpu_ratio(ours: &Run, theirs: &Run) -> String {
    format!(
        "spaceship {:.1} ms, puppet {:.0} ms, {:.0}x",
        ours.cpu_seconds * 1000.0,
        theirs.cpu_seconds * 1000.0,
        theirs.cpu_seconds / ours.cpu_seconds.max(0.000_1)
    )
}

fn same_catalog(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    !a.is_null() && a == b
}

/// Seconds Puppet's profiler gives the `template()` and
/// `inline_template()` calls the manifests made (`N template: took S
/// seconds`; the nested calls templates make, `Called template`, are
/// inside those), and how many there were.
fn puppet_template_time(stdout: &str) -> (f64, usize) {
    let mut seconds = 0.0;
    let mut calls = 0;
    for line in stdout.lines().filter(|l| l.contains("PROFILE")) {
        let Some((_, rest)) = line.split_once("] ") else {
            continue;
        };
        let mut words = rest.split_whitespace();
        let _id = words.next();
        let what = words.next();
        if !matches!(what, Some("template:") | Some("inline_template:")) {
            continue;
        }
        if let Some(s) = rest
            .split("took ")
            .nth(1)
            .and_then(|t| t.split_whitespace().next())
        {
            seconds += s.parse::<f64>().unwrap_or(0.0);
            calls += 1;
        }
    }
    (seconds, calls)
}

/// spaceship's `timing: templates (N renders, ...): MS ms` line.
fn spaceship_template_time(stderr: &str) -> Option<(usize, f64)> {
    let line = stderr
        .lines()
        .find(|l| l.starts_with("timing: templates ("))?;
    let renders = line["timing: templates (".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    let ms = line
        .rsplit(": ")
        .next()?
        .trim_end_matches(" ms")
        .parse()
        .ok()?;
    Some((renders, ms))
}
