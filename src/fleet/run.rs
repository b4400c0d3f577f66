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

use super::nodes::{self, Selection};

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
/// read differs at them (see [`Skip`]).
pub struct Compiled<T> {
    pub outcome: Result<Vec<SideOutcome<T>>, String>,
    pub skipped: bool,
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
    fn touches(&self, reads: &[PathBuf]) -> bool {
        reads.iter().any(|r| self.changed.contains(&normalized(r)))
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
    pub files: &'a [PathBuf],
    pub sides: &'a [Side],
    pub overrides: &'a Overrides,
    pub selection: &'a Selection,
    pub jobs: usize,
    /// Compile the sides after the first only where a read changed.
    pub skip: Option<&'a Skip>,
    /// Where exported collectors collect from (the same store at every
    /// side, read only); none collects nothing.
    pub exports: Option<&'a crate::diff::side::ExportsSource>,
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

/// Compiles one node at one side and hands the compile to `handle`.
fn compile_side<T>(
    side: &Side,
    opened: &Result<Opened, String>,
    node: &str,
    facts: &Value,
    handle: &(dyn Fn(usize, &Compiler, &SourceMap) -> Result<T, String> + Sync),
    index: usize,
) -> SideOutcome<T> {
    let opened = opened.as_ref().map_err(Clone::clone)?;
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
            exports: opened.exports.clone(),
            // The default version (8): the fleet command does not take
            // --puppet-version through to here yet.
            settings: Default::default(),
        },
    );
    match compiled {
        Ok(compiler) => handle(index, &compiler, &sources).map_err(|e| side.relative(&e)),
        Err(e) => Err(side.relative(&e.render(&sources))),
    }
}

/// Compiles every selected node at every side on `job.jobs` threads;
/// `handle` turns a side's compile into what the caller keeps (it runs
/// on the worker). Runs come back sorted by node name; a name two files
/// give is an error. A stop (Ctrl-C) ends the workers after their
/// current node.
pub fn compile_all<T, R: Send>(
    job: &Job,
    handle: &(dyn Fn(usize, &Compiler, &SourceMap) -> Result<T, String> + Sync),
    reduce: &(dyn Fn(Compiled<T>) -> R + Sync),
    progress: &(dyn Fn() + Sync),
) -> Result<Vec<NodeRun<R>>, String> {
    let next = AtomicUsize::new(0);
    let runs: Mutex<Vec<NodeRun<R>>> = Mutex::new(Vec::new());
    let worker = || {
        let mut opened: Vec<Option<Result<Opened, String>>> =
            job.sides.iter().map(|_| None).collect();
        loop {
            if super::signals::stopped().is_some() {
                return;
            }
            let i = next.fetch_add(1, Ordering::SeqCst);
            let Some(file) = job.files.get(i) else {
                return;
            };
            let (name, facts) = nodes::read(file);
            if !job.selection.selects(&name) {
                progress();
                continue;
            }
            let mut skipped = false;
            let outcome = facts.map(|facts| {
                let mut outcomes = Vec::new();
                for (s, side) in job.sides.iter().enumerate() {
                    let first_open = opened[s].is_none();
                    let opened = opened[s].get_or_insert_with(|| open(side, job));
                    let recording = s == 0 && job.skip.is_some();
                    let environment = opened.as_ref().ok().and_then(|o| o.environment.clone());
                    if recording && let Some(e) = &environment {
                        if first_open {
                            e.record_reads();
                        }
                        e.take_reads();
                    }
                    outcomes.push(compile_side(side, opened, &name, &facts, handle, s));
                    if let (true, Some(skip), Ok(o)) = (recording, job.skip, opened.as_ref()) {
                        let mut reads = environment.map(|e| e.take_reads()).unwrap_or_default();
                        reads.extend(o.manifests.iter().map(|(m, _)| PathBuf::from(m)));
                        if !skip.touches(&reads) {
                            skipped = true;
                            break;
                        }
                    }
                }
                outcomes
            });
            progress();
            let result = reduce(Compiled { outcome, skipped });
            runs.lock().expect("runs").push(NodeRun {
                name,
                file: file.clone(),
                result,
            });
        }
    };
    let threads = job.jobs.max(1).min(job.files.len().max(1));
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(worker);
        }
        worker();
    });
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
