//! The work of `spaceship fleet diff`, `fleet compile` and `fleet merge`,
//! apart from their flags (which `cli` declares).

use std::io::{IsTerminal as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use crate::catalog::json::{Selection as JsonSelection, write_catalog_json};
use crate::catalog::view::View;
use crate::diff::{Filters, compare};
use crate::loader::Overrides;

use super::cache::{self, ReadCache, RunKey};
use super::checkout::{self, Checkout};
use super::nodes::{self, Selection, Shard, compress};
use super::render;
use super::report::{NodeDiff, Report, changes};
use super::run::{self, Job, Side};

/// Exit status when some node changed.
pub const CHANGED: u8 = 2;

/// How a report is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Markdown,
}

/// The flags that mean the same for every node of a run.
#[derive(Debug, Clone, Default)]
pub struct CompileFlags {
    /// The Puppet version and settings (`--puppet-version`, `--strict`,
    /// `--[no-]strict-variables`).
    pub settings: crate::catalog::settings::Settings,
    /// `--trusted-fact KEY=VALUE`s.
    pub trusted_facts: Vec<(String, String)>,
    /// `--no-storeconfigs`: exported collectors collect nothing (else
    /// each side collects the fleet's own exports, in two passes).
    pub no_storeconfigs: bool,
}

/// What `spaceship fleet diff` was asked.
pub struct DiffRequest {
    pub repo: PathBuf,
    pub from: String,
    /// `None`: the work tree, uncommitted changes included.
    pub to: Option<String>,
    /// `--facts DIR`; without it, the factsets of `puppetdb`'s nodes.
    pub facts: Option<PathBuf>,
    pub puppetdb: Option<String>,
    pub nodes: Vec<String>,
    pub shard: Option<Shard>,
    pub overrides: Overrides,
    pub filters: Filters,
    pub format: Format,
    pub fail_on_error: bool,
    pub jobs: usize,
    /// Compile every node at `to` even where nothing it read changed.
    pub no_skip: bool,
    /// Neither read nor write the read-set cache.
    pub no_cache: bool,
    /// Where exported collectors collect from (read only).
    pub exports: Option<crate::diff::side::ExportsSource>,
    /// `--bootstrap CMD`: installs a ref's modules in its checkout.
    pub bootstrap: Option<String>,
    /// What every compile shares: the Puppet settings, trusted facts,
    /// whether exported collectors collect (the fleet's own exports).
    pub compile: CompileFlags,
}

fn print(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.to_string()),
        _ => Ok(()),
    }
}

fn failed(message: &str) -> ExitCode {
    eprintln!("spaceship: {message}");
    ExitCode::FAILURE
}

/// The exit status of a stop by signal, once the checkouts are gone.
fn stopped(signal: i32) -> ExitCode {
    eprintln!("spaceship: interrupted");
    ExitCode::from(super::signals::exit_status(signal))
}

/// Prints a report in a format.
fn print_report(report: &Report, format: Format) -> Result<(), String> {
    let text = match format {
        Format::Json => {
            let mut t = serde_json::to_string_pretty(&report.to_json()).expect("json");
            t.push('\n');
            t
        }
        Format::Markdown => render::markdown(report),
        Format::Text => render::text(report, std::io::stdout().is_terminal()),
    };
    print(&text)
}

/// A progress bar on standard error (indicatif): drawn only where it is
/// a terminal, and only once the run has taken a second (a quick run
/// leaves no trace).
struct Progress {
    start: Instant,
    bar: indicatif::ProgressBar,
    terminal: bool,
    shown: std::sync::atomic::AtomicBool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        let bar = indicatif::ProgressBar::with_draw_target(
            Some(total as u64),
            indicatif::ProgressDrawTarget::hidden(),
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "[{bar:30}] {pos}/{len} facts files, {elapsed} (about {eta} to go)",
        ) {
            bar.set_style(style.progress_chars("#> "));
        }
        Progress {
            start: Instant::now(),
            bar,
            terminal: std::io::stderr().is_terminal(),
            shown: Default::default(),
        }
    }

    fn tick(&self) {
        use std::sync::atomic::Ordering;
        self.bar.inc(1);
        if self.terminal
            && !self.shown.load(Ordering::Relaxed)
            && self.start.elapsed().as_secs_f64() > 1.0
            && !self.shown.swap(true, Ordering::SeqCst)
        {
            self.bar
                .set_draw_target(indicatif::ProgressDrawTarget::stderr());
        }
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The shard: `--shard`, else the CI runner's environment.
pub fn shard(spec: Option<&str>, shards: Option<u32>) -> Result<Option<Shard>, String> {
    match spec {
        Some(s) => Shard::parse(s).map(Some),
        None => Shard::from_environment(&|k| std::env::var(k).ok(), shards),
    }
}

/// Compares every node at two refs: 0 no change, 2 changes, 1 an error
/// (or, with `--fail-on-error`, a node failing at the `to` side).
pub fn diff(request: DiffRequest) -> ExitCode {
    super::signals::install();
    let start = Instant::now();
    let report = match diff_report(&request, start) {
        Ok(report) => report,
        Err(e) => {
            if let Some(signal) = super::signals::stopped() {
                return stopped(signal);
            }
            return failed(&e);
        }
    };
    if let Err(e) = print_report(&report, request.format) {
        return failed(&e);
    }
    if request.fail_on_error && report.fails_at_to() {
        ExitCode::FAILURE
    } else if report.differs() {
        ExitCode::from(CHANGED)
    } else {
        ExitCode::SUCCESS
    }
}

/// The report of `fleet diff`, the checkouts removed before it returns.
pub fn diff_report(request: &DiffRequest, start: Instant) -> Result<Report, String> {
    let top = checkout::work_tree(&request.repo)?;
    let here = std::fs::canonicalize(&request.repo)
        .map_err(|e| format!("{}: {e}", request.repo.display()))?;
    let relative = here
        .strip_prefix(&top)
        .unwrap_or(Path::new(""))
        .to_path_buf();
    let from_commit = checkout::resolve(&top, &request.from)?;
    let to_commit = match &request.to {
        Some(r) => Some(checkout::resolve(&top, r)?),
        None => None,
    };
    let files = nodes::inputs(request.facts.as_deref(), request.puppetdb.as_deref())?;
    let selection = Selection::new(&request.nodes, request.shard)?;
    let installed = super::installed::ignored_module_dirs(&top, &here, &request.overrides)?;
    // Modules: committed at each ref; else the work tree's installed
    // ones where the Puppetfile is the same at both refs; else each ref's
    // own, installed by --bootstrap in its checkout.
    let puppetfile_changed =
        super::installed::puppetfile_changes(&top, &from_commit, to_commit.as_deref())?;
    let bootstrap = match &request.bootstrap {
        Some(command) if installed.is_empty() || !puppetfile_changed.is_empty() => Some(command),
        _ => None,
    };
    if bootstrap.is_none() && !installed.is_empty() && !puppetfile_changed.is_empty() {
        return Err(format!(
            "the Puppetfile differs between {} and {} and the modules are installed in the work tree ({}), not committed: each ref needs its own modules; give --bootstrap CMD to install them in each ref's checkout (e.g. --bootstrap 'r10k puppetfile install')\n{}",
            request.from,
            request.to.as_deref().unwrap_or("the work tree"),
            installed.join(", "),
            puppetfile_changed.join("\n")
        ));
    }
    let prepare = |checkout: &Checkout, reference: &str| -> Result<(), String> {
        match bootstrap {
            Some(command) => super::installed::bootstrap(command, &checkout.root, reference),
            None => super::installed::share(&top, &checkout.root, &installed),
        }
    };
    let materialize_to = || -> Result<Checkout, String> {
        match (&to_commit, &request.to) {
            (Some(c), Some(reference)) => {
                let checkout = checkout::materialize(&top, c)?;
                prepare(&checkout, reference)?;
                Ok(checkout)
            }
            // The work tree is compiled as it is, with what it has installed.
            _ => Ok(checkout::in_place(&top)),
        }
    };
    let modified = || match request.no_skip {
        true => Ok(None),
        false => checkout::modified_files(&top, &from_commit, to_commit.as_deref()),
    };
    // The two checkouts and the list of changed files at once (each is
    // mostly waiting for git); bootstraps one after the other, as their
    // tools may share a cache folder.
    let (from_checkout, to_checkout, modified) = std::thread::scope(|scope| {
        let modified = scope.spawn(modified);
        let to = bootstrap.is_none().then(|| scope.spawn(materialize_to));
        let from = checkout::materialize(&top, &from_commit)
            .and_then(|c| prepare(&c, &request.from).map(|()| c));
        let to = match to {
            Some(to) => to.join().expect("checkout"),
            None => from
                .as_ref()
                .map_err(Clone::clone)
                .and_then(|_| materialize_to()),
        };
        (from, to, modified.join().expect("git diff"))
    });
    let (from_checkout, to_checkout) = (from_checkout?, to_checkout?);
    if let Some(signal) = super::signals::stopped() {
        return Err(format!("stopped by signal {signal}"));
    }
    let sides = [
        Side {
            root: run::environment_in(&from_checkout.root, &relative),
        },
        Side {
            root: run::environment_in(&to_checkout.root, &relative),
        },
    ];
    let skip = modified?.map(|files| run::Skip {
        changed: files
            .iter()
            .map(|f| run::normalized(&from_checkout.root.join(f)))
            .collect(),
    });
    // The cache holds what a compile reads of files and facts only: not
    // where a bootstrap made the modules, nor where a store is asked.
    let cache = match (&skip, request.no_cache) {
        (Some(_), false) if bootstrap.is_none() && request.exports.is_none() => read_cache(
            request,
            (&top, &from_commit),
            (&from_checkout.root, &sides[0].root),
            &relative,
        ),
        _ => None,
    };
    let job = Job {
        files: &files,
        sides: &sides,
        overrides: &request.overrides,
        selection: &selection,
        jobs: request.jobs,
        skip: skip.as_ref(),
        cache: cache.as_ref(),
        exports: request.exports.as_ref(),
        fleet_store: !request.compile.no_storeconfigs,
        settings: request.compile.settings,
        trusted_facts: &request.compile.trusted_facts,
    };
    let progress = Progress::new(files.len());
    let handle =
        |side: usize, compiler: &crate::eval::Compiler, sources: &crate::syntax::SourceMap| {
            let mut view = View::from_catalog(&compiler.catalog, sources);
            with_templates(&mut view, &compiler.catalog, sources);
            relative_paths(&mut view, &sides[side]);
            Ok(view)
        };
    let reduce = |compiled: run::Compiled<View>| {
        let (skipped, cached) = (compiled.skipped, compiled.cached);
        let diff = {
            match compiled.outcome {
                Err(error) => NodeDiff::Failed {
                    side: "both",
                    error,
                },
                // Nothing it read changed: the `to` side is the `from`
                // side's compile again.
                Ok(mut sides) if compiled.skipped => match sides.pop() {
                    None | Some(Ok(_)) => NodeDiff::Compared(Vec::new()),
                    Some(Err(error)) => NodeDiff::Failed {
                        side: "both",
                        error,
                    },
                },
                Ok(mut sides) => {
                    let to = sides.pop().expect("two sides");
                    let from = sides.pop().expect("two sides");
                    match (from, to) {
                        (Ok(a), Ok(b)) => {
                            NodeDiff::Compared(changes(&compare(&a, &b, &request.filters)))
                        }
                        (Err(e), Ok(_)) => NodeDiff::Failed {
                            side: "from",
                            error: e,
                        },
                        (Ok(_), Err(e)) => NodeDiff::Failed {
                            side: "to",
                            error: e,
                        },
                        (Err(a), Err(b)) => NodeDiff::Failed {
                            side: "both",
                            error: if a == b {
                                a
                            } else {
                                format!("from: {a}\nto: {b}")
                            },
                        },
                    }
                }
            }
        };
        (diff, skipped, cached)
    };
    let runs = run::compile_all(&job, &handle, &reduce, &|| progress.tick());
    progress.finish();
    // Stamps are taken while the checkout (and the links it holds to
    // installed modules) is there.
    if let Some(cache) = cache
        && runs.is_ok()
        && super::signals::stopped().is_none()
    {
        cache.save();
    }
    // The checkouts go before anything else can stop this function.
    drop((from_checkout, to_checkout));
    let runs = runs?;
    if let Some(signal) = super::signals::stopped() {
        return Err(format!("stopped by signal {signal}"));
    }
    let skipped = runs.iter().filter(|r| r.result.1).count();
    let cached = runs.iter().filter(|r| r.result.2).count();
    let results = runs
        .into_iter()
        .map(|run| (run.name, run.result.0))
        .collect();
    let to_name = request
        .to
        .clone()
        .unwrap_or_else(|| "work tree".to_string());
    let mut report = Report::new(
        (request.from.clone(), Some(from_commit)),
        (to_name, to_commit),
        request.shard,
        results,
        start.elapsed().as_secs_f64(),
    );
    report.skipped = skipped;
    report.cached = cached;
    Ok(report)
}

/// The read-set cache of a run from `from_commit`, keyed by everything
/// every node's compile shares (see [`super::cache`]); `None` where there
/// is no cache folder or the tree cannot be listed.
fn read_cache(
    request: &DiffRequest,
    (top, from_commit): (&Path, &str),
    (checkout_root, side_root): (&Path, &Path),
    relative: &Path,
) -> Option<ReadCache> {
    let dir = cache::default_dir()?;
    let (tree, files) = checkout::tree(top, from_commit).ok()?;
    let tracked: rustc_hash::FxHashSet<PathBuf> =
        files.iter().map(|f| checkout_root.join(f)).collect();
    let mut key = RunKey::new();
    key.add("tree", &tree);
    key.add("environment", &relative.to_string_lossy());
    key.add("settings", &format!("{:?}", request.compile.settings));
    key.add("trusted", &format!("{:?}", request.compile.trusted_facts));
    key.add("overrides", &format!("{:?}", request.overrides));
    key.add(
        "no-storeconfigs",
        &request.compile.no_storeconfigs.to_string(),
    );
    key.add("ruby", &format!("{:?}", std::env::var_os("SPACESHIP_RUBY")));
    key.add("ruby-policy", &format!("{:?}", crate::ruby::policy()));
    // What git does not track of the modules and Hiera: installed
    // modules (linked into the checkout), `--modulepath` folders,
    // absolute modulepath entries, a global Hiera configuration.
    let settings = crate::loader::Settings::for_environment(side_root, &request.overrides).ok()?;
    for dir in &settings.modulepath {
        key.add_tree(dir, checkout_root, &tracked);
    }
    for file in settings.hiera_config.iter().chain(&settings.manifest) {
        key.add_tree(file, checkout_root, &tracked);
    }
    Some(ReadCache::open(&dir, &key.finish(), checkout_root, tracked))
}

/// Each parameter's provenance with the templates that rendered its
/// value, where any did: a template's edit is a change's cause.
fn with_templates(
    view: &mut View,
    catalog: &crate::catalog::Catalog,
    sources: &crate::syntax::SourceMap,
) {
    if catalog.rendered.is_empty() {
        return;
    }
    for res in &mut view.resources {
        let Some(id) = catalog.find_exact(&res.type_name, &res.title) else {
            continue;
        };
        let r = &catalog.resources[id];
        for (i, (name, _)) in res.params.iter().enumerate() {
            if let Some(p) = r.params.get(name) {
                res.provenance[i] =
                    Some(crate::catalog::text::origin(catalog, r, name, p, sources));
            }
        }
    }
}

/// A view's file names and provenance relative to its side's root.
fn relative_paths(view: &mut View, side: &Side) {
    view.roots = vec![side.root.display().to_string()];
    for r in &mut view.resources {
        if let Some(f) = &mut r.file {
            *f = side.relative(f);
        }
        for p in r.provenance.iter_mut().flatten() {
            *p = side.relative(p);
        }
    }
}

/// What `spaceship fleet compile` was asked.
pub struct CompileRequest {
    pub environment: PathBuf,
    /// `--facts DIR`; without it, the factsets of `puppetdb`'s nodes.
    pub facts: Option<PathBuf>,
    pub puppetdb: Option<String>,
    pub out: Option<PathBuf>,
    pub nodes: Vec<String>,
    pub shard: Option<Shard>,
    pub overrides: Overrides,
    pub jobs: usize,
    /// Where exported collectors collect from (read only).
    pub exports: Option<crate::diff::side::ExportsSource>,
    /// What every compile shares: the Puppet settings, trusted facts,
    /// whether exported collectors collect (the fleet's own exports).
    pub compile: CompileFlags,
}

/// Compiles every node once; writes each catalog to `--out` as
/// `NODE.json`; prints a summary and the failures grouped by message.
/// Exit status 1 if any node failed.
pub fn compile(request: CompileRequest) -> ExitCode {
    super::signals::install();
    let start = Instant::now();
    let files = match nodes::inputs(request.facts.as_deref(), request.puppetdb.as_deref()) {
        Ok(f) => f,
        Err(e) => return failed(&e),
    };
    let selection = match Selection::new(&request.nodes, request.shard) {
        Ok(s) => s,
        Err(e) => return failed(&e),
    };
    let root = match std::fs::canonicalize(&request.environment) {
        Ok(r) => r,
        Err(e) => return failed(&format!("{}: {e}", request.environment.display())),
    };
    if let Some(out) = &request.out
        && let Err(e) = std::fs::create_dir_all(out)
    {
        return failed(&format!("{}: {e}", out.display()));
    }
    let sides = [Side { root }];
    let job = Job {
        files: &files,
        sides: &sides,
        overrides: &request.overrides,
        selection: &selection,
        jobs: request.jobs,
        skip: None,
        cache: None,
        exports: request.exports.as_ref(),
        fleet_store: !request.compile.no_storeconfigs,
        settings: request.compile.settings,
        trusted_facts: &request.compile.trusted_facts,
    };
    let progress = Progress::new(files.len());
    let out = request.out.as_deref();
    let handle = |_: usize,
                  compiler: &crate::eval::Compiler,
                  sources: &crate::syntax::SourceMap| {
        let Some(dir) = out else { return Ok(()) };
        let node = &compiler.options.node;
        if node.contains('/') || node.starts_with('.') {
            return Err(format!("{node}: not a node name a file can be named after"));
        }
        let path = dir.join(format!("{node}.json"));
        let file = std::fs::File::create(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut w = std::io::BufWriter::new(file);
        write_catalog_json(&mut w, &compiler.catalog, sources, JsonSelection::Puppet)
            .and_then(|()| writeln!(w))
            .and_then(|()| w.flush())
            .map_err(|e| format!("{}: {e}", path.display()))
    };
    // A node's error, if it failed.
    let reduce = |compiled: run::Compiled<()>| match compiled.outcome {
        Err(e) => Some(e),
        Ok(mut sides) => sides.pop().and_then(Result::err),
    };
    let runs = run::compile_all(&job, &handle, &reduce, &|| progress.tick());
    progress.finish();
    if let Some(signal) = super::signals::stopped() {
        return stopped(signal);
    }
    let runs = match runs {
        Ok(r) => r,
        Err(e) => return failed(&e),
    };
    let mut compiled = 0;
    let mut failures: Vec<(String, Vec<String>)> = Vec::new();
    for run in runs {
        match run.result {
            None => compiled += 1,
            Some(e) => match failures.iter_mut().find(|(m, _)| *m == e) {
                Some((_, nodes)) => nodes.push(run.name),
                None => failures.push((e, vec![run.name])),
            },
        }
    }
    failures.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.1.cmp(&b.1)));
    let failed_count: usize = failures.iter().map(|(_, n)| n.len()).sum();
    let mut text = format!(
        "{} nodes: {compiled} compiled, {failed_count} failed ({:.2} s)\n",
        compiled + failed_count,
        start.elapsed().as_secs_f64()
    );
    for (message, nodes) in &failures {
        text.push_str(&format!(
            "\nfailed ({} node{}): {}\n",
            nodes.len(),
            if nodes.len() == 1 { "" } else { "s" },
            compress(nodes).join(", ")
        ));
        for line in message.lines() {
            text.push_str(&format!("  {line}\n"));
        }
    }
    if let Err(e) = print(&text) {
        return failed(&e);
    }
    if failed_count > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Joins shards' JSON reports and prints the whole run's report.
pub fn merge(paths: &[PathBuf], format: Format) -> ExitCode {
    let mut reports = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        let text = match crate::loader::files::read_to_string(path) {
            Ok(t) => t,
            Err(e) => return failed(&format!("{name}: {e}")),
        };
        let doc: serde_json::Value = match serde_json::from_str(&text) {
            Ok(d) => d,
            Err(e) => {
                return failed(&format!(
                    "{name}:{}:{}: not valid JSON: {e}",
                    e.line(),
                    e.column()
                ));
            }
        };
        match Report::from_json(&name, &doc) {
            Ok(r) => reports.push((name, r)),
            Err(e) => return failed(&e),
        }
    }
    let report = match Report::merge(reports) {
        Ok(r) => r,
        Err(e) => return failed(&e),
    };
    if let Err(e) = print_report(&report, format) {
        return failed(&e);
    }
    if report.differs() {
        ExitCode::from(CHANGED)
    } else {
        ExitCode::SUCCESS
    }
}

/// A node's environment at a report's `to` side, for the explorer's
/// Enter: the checkout of `to_commit` (removed when dropped; the work
/// tree's installed modules lent to it) or the work tree itself, and the
/// environment's directory in it.
pub fn to_environment(repo: &Path, to_commit: Option<&str>) -> Result<(Checkout, PathBuf), String> {
    let top = checkout::work_tree(repo)?;
    let here = std::fs::canonicalize(repo).map_err(|e| format!("{}: {e}", repo.display()))?;
    let relative = here
        .strip_prefix(&top)
        .unwrap_or(Path::new(""))
        .to_path_buf();
    let checkout = match to_commit {
        Some(commit) => {
            let commit = checkout::resolve(&top, commit)?;
            let installed =
                super::installed::ignored_module_dirs(&top, &here, &Overrides::default())?;
            let checkout = checkout::materialize(&top, &commit)?;
            super::installed::share(&top, &checkout.root, &installed)?;
            checkout
        }
        None => checkout::in_place(&top),
    };
    let root = run::environment_in(&checkout.root, &relative);
    Ok((checkout, root))
}

/// A node's facts from `--facts DIR` or PuppetDB's factsets, as the
/// fleet run read them.
pub fn node_facts(
    facts: Option<&Path>,
    puppetdb: Option<&str>,
    node: &str,
) -> Result<crate::catalog::Value, String> {
    for input in nodes::inputs(facts, puppetdb)? {
        let (name, values) = input.read();
        if name == node {
            return values;
        }
    }
    Err(format!("no facts for {node}"))
}
