//! Real-world benchmark for issues #16 and #17, against real Puppet in the
//! same run, on the public modules (never committed: `SPACESHIP_MODULES`
//! names a directory holding them, as `scripts/realworld-agreement` uses,
//! e.g. /tmp/mods), with Debian 12 facts from tests/realworld/facts:
//!
//! 1. `include apache` with one vhost, whole process: `spaceship compile`
//!    (best of 15) against `puppet catalog compile` (best of 2), with each
//!    one's peak memory and whether the catalogs are the same (target:
//!    100x).
//! 2. The templates (ERB and EPP) of the realworld apache case (two
//!    vhosts, mod_php) rendered many times, so that rendering dominates:
//!    the case is compiled twice by each compiler, whole process, once
//!    with every `template()` and `epp()` call of the apache module made
//!    once and once with each made 40 times (a copy of its manifests,
//!    rewritten: see `common/repeat_templates.rs`; the calls are wrapped
//!    in a one-pass loop in the first so that both do the same work but
//!    the renders). The difference over 39 is what one rendering of the
//!    case's templates costs each compiler, all of it: reading, parsing,
//!    evaluating and joining, as each does it (Puppet compiles the ERB and
//!    parses the EPP again at each call; spaceship parses each template
//!    once per compile). Both catalogs are compared for each variant.
//!    spaceship best of 15, Puppet best of 2; wall and CPU time (target:
//!    20x). The whole compiles of the first variant are printed beside.
//!
//! Without Puppet on the PATH or without the modules it says so and
//! measures nothing. Run:
//! `cargo build --release && SPACESHIP_MODULES=/tmp/mods cargo bench --bench realworld`

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/process.rs"]
mod process;
use process::{Run, best_of, on_path};

#[path = "common/repeat_templates.rs"]
mod repeat_templates;

const NODE: &str = "web01.example.com";

/// How many times the templates benchmark makes each template call.
const RENDERS: usize = 40;

/// Runs of spaceship a figure takes the best of: a run is some
/// milliseconds, where a busy machine's scheduling shows; Puppet's runs
/// are seconds long and taken the best of 2.
const OUR_RUNS: usize = 15;

/// Puppet's compile of the node's catalog, from the cached facts.
const CATALOG_COMPILE: [&str; 6] = [
    "catalog",
    "compile",
    "--render-as",
    "json",
    "--facts_terminus",
    "yaml",
];

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
        self.environment_with(name, site, &self.modules)
    }

    /// [`Bench::environment`] with the modules of directory `modules`.
    fn environment_with(&self, name: &str, site: &str, modules: &Path) -> Option<PathBuf> {
        let work = self.work.join(name);
        if let Err(e) = setup(&work, &self.facts) {
            println!("{name}: skipped: cannot lay out {}: {e}", work.display());
            return None;
        }
        let env = work.join("code/environments/production");
        let _ = std::fs::create_dir_all(env.join("manifests"));
        let _ = std::fs::write(env.join("environment.conf"), "modulepath = modules\n");
        let _ = std::fs::write(env.join("manifests/site.pp"), site);
        let _ = std::os::unix::fs::symlink(modules, env.join("modules"));
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
        let ours = best_of(OUR_RUNS, || self.spaceship(&env));
        let theirs = best_of(2, || self.puppet(name, &CATALOG_COMPILE));
        let (Some(ours), Some(theirs)) = (ours, theirs) else {
            println!("{name}: a compiler could not be started");
            return;
        };
        let same = same_catalog(
            &self.normalized(&env, &self.modules, &ours),
            &self.normalized(&env, &self.modules, &theirs),
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
        let mut variants = Vec::new();
        for times in [1, RENDERS] {
            let case = format!("{name}_x{times}");
            let modules = self.work.join(format!("{case}-modules"));
            let calls = match repeat_templates::repeat_module_templates(
                &self.modules,
                &modules,
                "apache",
                times,
            ) {
                Ok(calls) => calls,
                Err(e) => {
                    println!("{name}: skipped: cannot copy the modules: {e}");
                    return;
                }
            };
            let Some(env) = self.environment_with(&case, site, &modules) else {
                return;
            };
            let ours = best_of(OUR_RUNS, || self.spaceship(&env));
            let theirs = best_of(2, || self.puppet(&case, &CATALOG_COMPILE));
            let (Some(ours), Some(theirs)) = (ours, theirs) else {
                println!("{name}: a compiler could not be started");
                return;
            };
            let same = same_catalog(
                &self.normalized(&env, &modules, &ours),
                &self.normalized(&env, &modules, &theirs),
            );
            variants.push((calls, ours, theirs, same));
        }
        let [
            (calls, ours_once, theirs_once, same_once),
            (_, ours, theirs, same),
        ] = &variants[..]
        else {
            return;
        };
        let per_render = |many: f64, once: f64| (many - once) / (RENDERS - 1) as f64 * 1000.0;
        let (our_ms, their_ms) = (
            per_render(ours.seconds, ours_once.seconds),
            per_render(theirs.seconds, theirs_once.seconds),
        );
        let (our_cpu, their_cpu) = (
            per_render(ours.cpu_seconds, ours_once.cpu_seconds),
            per_render(theirs.cpu_seconds, theirs_once.cpu_seconds),
        );
        println!(
            "{name} templates ({calls} template()/epp() calls, each made 1 and {RENDERS} times): one rendering costs spaceship {our_ms:.2} ms, puppet {their_ms:.0} ms; {:.0}x faster (target: 20x); CPU time: spaceship {our_cpu:.2} ms, puppet {their_cpu:.0} ms, {:.0}x; same catalogs: {}",
            their_ms / our_ms.max(0.001),
            their_cpu / our_cpu.max(0.001),
            *same_once && *same,
        );
        println!(
            "{name} whole compile (calls made once): spaceship {:.1} ms, {:.1} MB peak; puppet {:.0} ms, {:.1} MB peak; {:.0}x; CPU time: {}",
            ours_once.seconds * 1000.0,
            ours_once.peak_mb,
            theirs_once.seconds * 1000.0,
            theirs_once.peak_mb,
            theirs_once.seconds / ours_once.seconds,
            cpu_ratio(ours_once, theirs_once),
        );
        println!(
            "{name} whole compile ({RENDERS} renders): spaceship {:.1} ms, {:.1} MB peak; puppet {:.0} ms, {:.1} MB peak",
            ours.seconds * 1000.0,
            ours.peak_mb,
            theirs.seconds * 1000.0,
            theirs.peak_mb,
        );
    }

    /// A run's catalog with the volatile keys dropped and the modules'
    /// real directories (`modules`, and the originals it may link to)
    /// written as the environment's `modules` link.
    fn normalized(&self, env: &Path, modules: &Path, run: &Run) -> serde_json::Value {
        let link = env.join("modules").display().to_string();
        let text = run
            .stdout
            .replace(&modules.display().to_string(), &link)
            .replace(&self.modules.display().to_string(), &link);
        let Some(line) = text.lines().find(|l| l.starts_with('{')) else {
            let why = run.stderr.lines().find(|l| !l.trim().is_empty());
            println!("  (no catalog: {})", why.unwrap_or("no output"));
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
