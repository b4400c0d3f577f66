//! Compiling the fleet: a pool of worker threads takes facts files one at
//! a time and compiles each selected node at every side (ref). Loader
//! environments hold `Rc`s, so they cannot cross threads: each worker
//! opens one per side, once, and compiles all its nodes with it — module
//! files, Hiera configuration and data parsed for one node serve the
//! next, and the main manifests are read once per worker.

use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::catalog::Value;
use crate::driver;
use crate::eval::{Compiler, Options};
use crate::loader::interface::Loader;
use crate::loader::{Environment, Overrides};
use crate::syntax::{Source, SourceMap};

use super::exports::{Recorded, Recorder, SideStore, StoredExport};
use super::nodes::{self, Selection};
use crate::catalog::settings::Settings;

/// What a side's compile of one node gave: the handler's result, or the
/// error (its paths relative to the side's root).
pub type SideOutcome<T> = Result<T, String>;

/// One node's run: its name and facts file, and what the caller's
/// `reduce` made of its compiles (on the worker, so that catalogs are
/// not kept past their node).
pub struct NodeRun<R> {
    pub name: String,
    pub file: PathBuf,
    pub result: R,
}

/// What one node's compiles gave, for `reduce`: each side's outcome (or,
/// where its facts did not read, that error), and whether the sides
/// after the first were not compiled: nothing the first side's compile
/// read differs at them (see [`Skip`]). A skipped node's first side is
/// not handed on either: its outcomes are empty, or the first side's
/// error.
pub struct Compiled<T> {
    pub outcome: Result<Vec<SideOutcome<T>>, String>,
    pub skipped: bool,
    /// Skipped with its reads from the cache: compiled at no side.
    pub cached: bool,
}

/// The skip: the files that differ between the first side and the
/// others (absolute paths below the first side's checkout). A node none
/// of whose reads at the first side is among them compiles the same at
/// the others, and is not compiled again.
#[derive(Debug, Clone, Default)]
pub struct Skip {
    pub changed: rustc_hash::FxHashSet<PathBuf>,
}

impl Skip {
    fn touches<P: AsRef<Path>>(&self, reads: &[P]) -> bool {
        reads
            .iter()
            .any(|r| self.changed.contains(&normalized(r.as_ref())))
    }
}

/// A path with `.` and `..` resolved by its text (reads name files as
/// the loader joined them).
pub fn normalized(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// A side: the environment's directory (canonical).
#[derive(Debug, Clone)]
pub struct Side {
    pub root: PathBuf,
}

impl Side {
    /// Writes the side's paths relative to its root: the two sides of a
    /// diff live in different directories, and a report names files as
    /// the repository does.
    pub fn relative(&self, text: &str) -> String {
        let mut prefix = self.root.display().to_string();
        prefix.push('/');
        text.replace(&prefix, "")
    }
}

/// The job: facts files, sides, and how to compile.
pub struct Job<'a> {
    pub files: &'a [nodes::NodeInput],
    pub sides: &'a [Side],
    pub overrides: &'a Overrides,
    pub selection: &'a Selection,
    pub jobs: usize,
    /// Compile the sides after the first only where a read changed.
    pub skip: Option<&'a Skip>,
    /// Each node's reads at the first side from earlier runs (with the
    /// skip only): a node whose entry holds and none of whose reads
    /// changed is compiled at no side.
    pub cache: Option<&'a super::cache::ReadCache>,
    /// The store given (`--storeconfigs`, `--puppetdb`), opened on each
    /// worker: read only, the same at every side.
    pub exports: Option<&'a crate::diff::side::ExportsSource>,
    /// Each side its own store of the fleet's exports, in two passes
    /// (see [`super::exports`]); false (`--no-storeconfigs`): exported
    /// collectors collect nothing.
    pub fleet_store: bool,
    /// The Puppet version and settings of every compile.
    pub settings: Settings,
    /// `--trusted-fact KEY=VALUE`s, for every node.
    pub trusted_facts: &'a [(String, String)],
}

/// A side as a worker keeps it: its main manifests' text and its
/// environment (opened once per worker), or why it could not be opened.
struct Opened {
    manifests: Vec<(String, String)>,
    environment: Option<Rc<Environment>>,
    exports: Option<Rc<dyn crate::eval::Exports>>,
}

fn open(side: &Side, job: &Job) -> Result<Opened, String> {
    let overrides = job.overrides;
    let inputs = driver::inputs(std::slice::from_ref(&side.root), overrides)
        .map_err(|e| side.relative(&e))?;
    let mut manifests = Vec::new();
    for path in &inputs.manifests {
        let text = crate::loader::files::read_to_string(path)
            .map_err(|e| side.relative(&format!("{}: {e}", path.display())))?;
        let name = std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
        manifests.push((name.display().to_string(), text));
    }
    Ok(Opened {
        manifests,
        environment: inputs.environment,
        exports: job.exports.map(|open| open()).transpose()?,
    })
}

type Handle<'h, T> = dyn Fn(usize, &Compiler, &SourceMap) -> Result<T, String> + Sync + 'h;

/// One side's compile of a node: what `handle` made of it, and what it
/// exported and asked the store.
struct SideRun<T> {
    /// `Ok(None)`: compiled, not handed on (the node is skipped).
    outcome: SideOutcome<Option<T>>,
    recorded: Recorded,
}

/// The sides' outcomes as `reduce` takes them: those not handed on left
/// out.
fn outcomes<T>(sides: Vec<SideRun<T>>) -> Vec<SideOutcome<T>> {
    sides
        .into_iter()
        .filter_map(|s| s.outcome.transpose())
        .collect()
}

/// Compiles one node at one side (collecting from `exports`) and hands
/// the compile to `handle`, unless `gate` (asked once the compile is
/// done) says its result is not needed: then `Ok(None)`.
fn compile_side<T>(
    side: &Side,
    opened: &Result<Opened, String>,
    node: &str,
    facts: &Value,
    exports: Option<Rc<dyn crate::eval::Exports>>,
    (handle, index, settings): (&Handle<T>, usize, Settings),
    gate: &mut dyn FnMut() -> bool,
) -> (SideOutcome<Option<T>>, Vec<StoredExport>) {
    let opened = match opened {
        Ok(o) => o,
        Err(e) => return (Err(e.clone()), Vec::new()),
    };
    let mut sources = SourceMap::default();
    for (name, text) in &opened.manifests {
        sources.add(Source::new(name.clone(), text.clone()));
    }
    let compiled = driver::compile_loading(
        &mut sources,
        Options {
            node: node.to_string(),
            facts: facts.clone(),
            loader: opened.environment.clone().map(|e| e as Rc<dyn Loader>),
            exports,
            settings,
        },
    );
    // The gate first (it takes the compile's reads): a compile whose
    // result is not needed is not handed on.
    let needed = gate();
    match compiled {
        Ok(compiler) => {
            let exported = super::exports::exported_by(node, &compiler.catalog, &sources);
            let outcome = match needed {
                true => handle(index, &compiler, &sources)
                    .map(Some)
                    .map_err(|e| side.relative(&e)),
                false => Ok(None),
            };
            (outcome, exported)
        }
        Err(e) => (Err(side.relative(&e.render(&sources))), Vec::new()),
    }
}

/// A worker's sides, each opened on first use.
struct Worker<'j, 'a> {
    job: &'j Job<'a>,
    opened: Vec<Option<Result<Opened, String>>>,
}

impl Worker<'_, '_> {
    fn opened(&mut self, s: usize) -> (&Result<Opened, String>, bool) {
        let first = self.opened[s].is_none();
        let job = self.job;
        let opened = self.opened[s].get_or_insert_with(|| open(&job.sides[s], job));
        (opened, first)
    }

    /// The store a compile at side `s` asks: in the first pass the one
    /// given, recorded; in the second the side's own (`store`).
    fn compile<T>(
        &mut self,
        s: usize,
        node: &str,
        facts: &Value,
        store: Option<&SideStore>,
        handle: &Handle<T>,
        gate: &mut dyn FnMut() -> bool,
    ) -> SideRun<T> {
        let job = self.job;
        let (opened, _) = self.opened(s);
        let base = opened.as_ref().ok().and_then(|o| o.exports.clone());
        let recorder = (job.fleet_store && store.is_none()).then(|| Recorder::new(base.clone()));
        let exports: Option<Rc<dyn crate::eval::Exports>> = match (store, &recorder) {
            (Some(store), _) => Some(Rc::new(store.on_worker(base))),
            (None, Some(r)) => Some(r.clone()),
            (None, None) => base,
        };
        let (outcome, exported) = compile_side(
            &job.sides[s],
            opened,
            node,
            facts,
            exports,
            (handle, s, job.settings),
            gate,
        );
        SideRun {
            outcome,
            recorded: Recorded {
                exported,
                questions: recorder.map(|r| r.take()).unwrap_or_default(),
            },
        }
    }
}

/// Each node's exported resources at a side.
type NodesExports = Vec<(String, Vec<StoredExport>)>;

/// A node whose compile asked the store: kept for the second pass.
struct Pending<T> {
    name: String,
    input: nodes::NodeInput,
    sides: Vec<SideRun<T>>,
    skipped: bool,
}

/// The second pass of a node whose compiles asked the store: each side
/// where the side's store answers a question otherwise is compiled again
/// over it; a node skipped at the later sides is compiled at them too
/// where any side is.
fn second_pass_of<T>(
    worker: &mut Worker,
    mut node: Pending<T>,
    stores: &[SideStore],
    handle: &Handle<T>,
) -> Compiled<T> {
    let count = worker.job.sides.len();
    let mut again: Vec<bool> = (0..count)
        .map(|s| {
            let recorded = &node.sides[s.min(node.sides.len() - 1)].recorded;
            let (opened, _) = worker.opened(s);
            let base = opened.as_ref().ok().and_then(|o| o.exports.clone());
            !recorded.answered_alike(&node.name, &stores[s].on_worker(base))
        })
        .collect();
    if node.skipped && again.iter().any(|&a| a) {
        // The first side's compile was not handed on: every side again.
        node.skipped = false;
        again.iter_mut().for_each(|a| *a = true);
    }
    // The facts again (values are not shared between threads).
    let facts = match node.input.read().1 {
        Ok(f) => crate::loader::facts::for_node(&f, &node.name, worker.job.trusted_facts),
        Err(e) => {
            return Compiled {
                outcome: Err(e),
                skipped: false,
                cached: false,
            };
        }
    };
    for (s, again) in again.into_iter().enumerate() {
        if !again {
            continue;
        }
        let run = worker.compile(s, &node.name, &facts, Some(&stores[s]), handle, &mut || {
            true
        });
        if s < node.sides.len() {
            node.sides[s] = run;
        } else {
            node.sides.push(run);
        }
    }
    Compiled {
        outcome: Ok(outcomes(node.sides)),
        skipped: node.skipped,
        cached: false,
    }
}

/// Compiles every selected node at every side on `job.jobs` threads;
/// `handle` turns a side's compile into what the caller keeps (it runs
/// on the worker). Runs come back sorted by node name; a name two files
/// give is an error. A stop (Ctrl-C) ends the workers after their
/// current node.
pub fn compile_all<T: Send, R: Send>(
    job: &Job,
    handle: &Handle<T>,
    reduce: &(dyn Fn(Compiled<T>) -> R + Sync),
    progress: &(dyn Fn() + Sync),
) -> Result<Vec<NodeRun<R>>, String> {
    let next = AtomicUsize::new(0);
    let runs: Mutex<Vec<NodeRun<R>>> = Mutex::new(Vec::new());
    let pending: Mutex<Vec<Pending<T>>> = Mutex::new(Vec::new());
    let exported: Mutex<Vec<NodesExports>> =
        Mutex::new(job.sides.iter().map(|_| Vec::new()).collect());
    let first_pass = || {
        let mut worker = Worker {
            job,
            opened: job.sides.iter().map(|_| None).collect(),
        };
        loop {
            if super::signals::stopped().is_some() {
                return;
            }
            let i = next.fetch_add(1, Ordering::SeqCst);
            let Some(file) = job.files.get(i) else {
                return;
            };
            let (name, facts) = file.read();
            if !job.selection.selects(&name) {
                progress();
                continue;
            }
            let facts = facts.map(|f| crate::loader::facts::for_node(&f, &name, job.trusted_facts));
            let Ok(facts) = facts else {
                progress();
                let result = reduce(Compiled {
                    outcome: facts.map(|_| Vec::new()),
                    skipped: false,
                    cached: false,
                });
                runs.lock().expect("runs").push(NodeRun {
                    name,
                    file: file.label(),
                    result,
                });
                continue;
            };
            let mut sides: Vec<SideRun<T>> = Vec::new();
            let mut skipped = false;
            let digest = job
                .cache
                .filter(|_| job.skip.is_some())
                .map(|_| super::cache::facts_digest(&facts));
            if let (Some(cache), Some(skip), Some(digest)) = (job.cache, job.skip, &digest)
                && let Some(entry) = cache.lookup(&name, digest)
                && !skip.touches(&entry.reads)
            {
                // What it read at the first side is as an earlier run
                // recorded it, and none of it changed: no compile at all.
                sides.push(SideRun {
                    outcome: entry.error.clone().map_or(Ok(None), Err),
                    recorded: Recorded::default(),
                });
                skipped = true;
            }
            let cached = skipped;
            for s in (0..job.sides.len()).filter(|_| !cached) {
                let recording = s == 0 && job.skip.is_some();
                let (opened, first_open) = worker.opened(s);
                let environment = opened.as_ref().ok().and_then(|o| o.environment.clone());
                let manifests: Vec<PathBuf> = opened
                    .as_ref()
                    .map(|o| o.manifests.iter().map(|(m, _)| PathBuf::from(m)).collect())
                    .unwrap_or_default();
                if recording && let Some(e) = &environment {
                    if first_open {
                        e.record_reads();
                    }
                    e.take_reads();
                }
                let mut unchanged = false;
                let mut read_set: Option<Vec<PathBuf>> = None;
                let mut gate = || {
                    let (true, Some(skip), Some(e)) = (recording, job.skip, &environment) else {
                        return true;
                    };
                    let mut reads = e.take_reads();
                    reads.extend(manifests.iter().cloned());
                    unchanged = !skip.touches(&reads);
                    if job.cache.is_some() {
                        read_set = Some(reads);
                    }
                    !unchanged
                };
                let run = worker.compile(s, &name, &facts, None, handle, &mut gate);
                // Kept for later runs where nothing else reaches the node:
                // it exported nothing and collected nothing.
                if let (Some(cache), Some(facts), Some(reads)) = (job.cache, &digest, read_set)
                    && run.recorded.exported.is_empty()
                    && run.recorded.questions.is_empty()
                {
                    let entry = super::cache::Entry {
                        facts: facts.clone(),
                        reads: cache.intern(reads),
                        error: run.outcome.as_ref().err().cloned(),
                    };
                    cache.record(&name, entry);
                }
                sides.push(run);
                if unchanged {
                    skipped = true;
                    break;
                }
            }
            {
                let mut exported = exported.lock().expect("exports");
                for (s, list) in exported.iter_mut().enumerate() {
                    let run = &sides[s.min(sides.len() - 1)];
                    list.push((name.clone(), run.recorded.exported.clone()));
                }
            }
            if sides.iter().any(|s| !s.recorded.questions.is_empty()) {
                pending.lock().expect("pending").push(Pending {
                    name,
                    input: file.clone(),
                    sides,
                    skipped,
                });
                continue;
            }
            progress();
            let outcome = Ok(outcomes(sides));
            let result = reduce(Compiled {
                outcome,
                skipped,
                cached,
            });
            runs.lock().expect("runs").push(NodeRun {
                name,
                file: file.label(),
                result,
            });
        }
    };
    let threads = job.jobs.max(1).min(job.files.len().max(1));
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(first_pass);
        }
        first_pass();
    });
    let pending = pending.into_inner().expect("pending");
    if !pending.is_empty() {
        let stores: Vec<SideStore> = exported
            .into_inner()
            .expect("exports")
            .into_iter()
            .map(SideStore::new)
            .collect();
        let pending: Vec<Mutex<Option<Pending<T>>>> =
            pending.into_iter().map(|p| Mutex::new(Some(p))).collect();
        let next = AtomicUsize::new(0);
        let second_pass = || {
            let mut worker = Worker {
                job,
                opened: job.sides.iter().map(|_| None).collect(),
            };
            loop {
                if super::signals::stopped().is_some() {
                    return;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(slot) = pending.get(i) else { return };
                let Some(node) = slot.lock().expect("pending").take() else {
                    continue;
                };
                let (name, file) = (node.name.clone(), node.input.label());
                let result = reduce(second_pass_of(&mut worker, node, &stores, handle));
                progress();
                runs.lock()
                    .expect("runs")
                    .push(NodeRun { name, file, result });
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..job.jobs.max(1).min(pending.len()) {
                scope.spawn(second_pass);
            }
            second_pass();
        });
    }
    let mut runs = runs.into_inner().expect("runs");
    runs.sort_by(|a, b| a.name.cmp(&b.name).then(a.file.cmp(&b.file)));
    for pair in runs.windows(2) {
        if pair[0].name == pair[1].name {
            return Err(format!(
                "two facts files name the node {}: {} and {}",
                pair[0].name,
                pair[0].file.display(),
                pair[1].file.display()
            ));
        }
    }
    Ok(runs)
}

/// The number of cores, the default `--jobs`.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The directory of the environment inside a checkout: the part of the
/// work tree the command was pointed at, relative to its top.
pub fn environment_in(checkout_root: &Path, relative: &Path) -> PathBuf {
    if relative.as_os_str().is_empty() {
        checkout_root.to_path_buf()
    } else {
        checkout_root.join(relative)
    }
}
