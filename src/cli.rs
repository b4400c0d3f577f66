//! The command line: `spaceship [FILES]` and `spaceship repl` (the REPL),
//! `spaceship parse`, `spaceship compile`, `spaceship diff`,
//! `spaceship graph`, `spaceship lookup` and `spaceship fleet`.

use std::io::{IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

#[path = "cli/fleet.rs"]
mod fleet;
#[path = "cli/lookup.rs"]
mod lookup;
#[path = "cli/node.rs"]
mod node;
#[path = "cli/semantics.rs"]
mod semantics;
#[path = "cli/storeconfigs.rs"]
mod storeconfigs;
use node::{NodeArgs, is_environment, node_and_facts, stock_facts_note};
use semantics::SemanticsArgs;
use storeconfigs::StoreArgs;

use spaceship::catalog::json::{Selection, check_puppet_nesting, write_catalog_json};
use spaceship::catalog::settings::Settings;
use spaceship::catalog::text;
use spaceship::diff::side::SideOptions;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::session::Session;
use spaceship::syntax::{self, Source, SourceMap};

#[derive(Parser)]
#[command(
    name = "spaceship",
    version,
    disable_version_flag = true,
    about = "A fast, faithful Puppet catalog explorer"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    repl: ReplArgs,
    #[command(flatten)]
    semantics: SemanticsArgs,
    /// Print the version, and the Puppet version whose semantics are in force.
    #[arg(short = 'V', long = "version")]
    version: bool,
    /// Never run module Ruby code (functions, templates spaceship does
    /// not evaluate natively): such code is an error instead. Use it to
    /// explore code you do not trust.
    #[arg(long = "no-ruby", global = true)]
    no_ruby: bool,
    /// The Ruby (with Puppet's library) that runs module Ruby code
    /// spaceship does not implement (default: SPACESHIP_RUBY, then
    /// /opt/puppetlabs/puppet/bin/ruby, then `ruby` on the PATH).
    #[arg(long = "ruby", value_name = "PATH", global = true)]
    ruby: Option<PathBuf>,
    /// Print no warnings (Puppet's, and spaceship's notes on standard
    /// error such as which facts a compile uses); errors still print.
    #[arg(short = 'q', long = "quiet", global = true)]
    quiet: bool,
}

/// `--quiet`: warnings and notes are not printed.
static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn quiet() -> bool {
    QUIET.load(std::sync::atomic::Ordering::Relaxed)
}

/// Prints a compiler message on standard error, unless it is a warning
/// and `--quiet` is on.
fn print_message(message: &str) {
    if !(quiet() && spaceship::repl::is_warning(message)) {
        eprintln!("{message}");
    }
}

/// Prints a note or warning of spaceship's own on standard error, unless
/// `--quiet` is on.
fn note(text: &str) {
    if !quiet() {
        eprintln!("spaceship: {text}");
    }
}

/// Starting the REPL: manifests to load and the node to compile for.
#[derive(clap::Args)]
struct ReplArgs {
    /// Manifests, directories of manifests, or a Puppet environment.
    files: Vec<PathBuf>,
    #[command(flatten)]
    node: NodeArgs,
    /// `:node` keeps the catalog of the node it leaves in the store;
    /// `<<| |>>` collects (and previews) the other nodes' exports.
    #[command(flatten)]
    store: StoreArgs,
}

#[derive(Subcommand)]
enum Command {
    /// The REPL (the default): type Puppet, watch the live catalog change.
    Repl(ReplArgs),
    /// The explorer: a terminal UI over the live catalog.
    Explore(ReplArgs),
    /// Check that manifests parse and validate as Puppet 7 would.
    Parse {
        /// Print the AST as JSON.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Manifests to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Compile manifests into a catalog, as `puppet catalog compile` does.
    Compile {
        /// Manifests, directories of manifests, or a Puppet environment.
        files: Vec<PathBuf>,
        /// Puppet code to compile after the files.
        #[arg(short = 'e', long = "execute")]
        code: Option<String>,
        #[command(flatten)]
        node: NodeArgs,
        /// Output format.
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
        /// Include unrealized virtual and exported resources, with their state.
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        store: StoreArgs,
        /// Check the relationship graph as `puppet apply` does: dependency
        /// cycles and missing relationship targets go to standard error
        /// and the exit status is 1.
        #[arg(long = "check-graph")]
        check_graph: bool,
    },
    /// The nodes whose catalogs the storeconfigs store keeps, with their
    /// exported resources.
    Nodes {
        #[arg(long, value_name = "PATH", conflicts_with = "puppetdb")]
        /// The store (default: the user's data folder's
        /// spaceship/storeconfigs.sqlite).
        storeconfigs: Option<PathBuf>,
        /// A real PuppetDB's HTTP URL instead: its active nodes.
        #[arg(long, value_name = "URL")]
        puppetdb: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Compare two catalogs: resources added, removed and changed,
    /// attribute by attribute, with where each value came from.
    ///
    /// Each side is a catalog JSON file (Puppet's or spaceship's), a
    /// manifest, a directory or an environment, compiled with its own
    /// node and facts if given. Exit status: 0 the same, 2 they differ,
    /// 1 an error.
    Diff(DiffArgs),
    /// The Puppetfile's modules against what is installed: each `mod`
    /// entry with the version its `metadata.json` gives, missing and
    /// mismatched first. Never downloads (r10k and g10k do).
    Modules {
        /// The control repository (the folder of the Puppetfile; default:
        /// the current folder).
        dir: Option<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// The relationship graph: containment and before/require/notify/
    /// subscribe edges (chaining arrows and collectors' included).
    Graph {
        /// A catalog JSON file, or manifests, directories, an environment.
        files: Vec<PathBuf>,
        #[command(flatten)]
        node: NodeArgs,
        /// `dot` (Graphviz) or `json` (with the dependency cycles).
        #[arg(long, value_enum, default_value = "dot")]
        format: GraphFormat,
    },
    /// Every node of a control repository at once: `fleet diff` compiles
    /// each at two git refs and groups identical diffs; `fleet compile`
    /// compiles each once; `fleet merge` joins shards' reports.
    #[command(subcommand)]
    Fleet(fleet::FleetCommand),
    /// A Hiera lookup for a node, as `puppet lookup` makes it (--explain:
    /// every level tried). Exit status 1 when the key is not found
    /// (with --explain 0, as puppet lookup's).
    Lookup(lookup::LookupArgs),
}

#[derive(clap::Args)]
struct DiffArgs {
    /// The catalog before: a catalog JSON file, manifest, directory or environment.
    from: PathBuf,
    /// The catalog after.
    to: PathBuf,
    #[command(flatten)]
    node: NodeArgs,
    /// The node of the first side (else --node).
    #[arg(long = "from-node")]
    from_node: Option<String>,
    /// The node of the second side (else --node).
    #[arg(long = "to-node")]
    to_node: Option<String>,
    /// The facts of the first side (else --facts).
    #[arg(long = "from-facts")]
    from_facts: Option<PathBuf>,
    /// The facts of the second side (else --facts).
    #[arg(long = "to-facts")]
    to_facts: Option<PathBuf>,
    /// Leave out resources matching `Type[title]` (`*` and `?` globs; a
    /// bare `Type` leaves out the type). Repeatable.
    #[arg(long)]
    ignore: Vec<String>,
    /// Leave out an attribute (a glob). Repeatable.
    #[arg(long = "ignore-attr")]
    ignore_attr: Vec<String>,
    /// Leave out tags.
    #[arg(long = "ignore-tags")]
    ignore_tags: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// An SQLite storeconfigs store the compiled sides' `<<| |>>` collect
    /// from (read only: a side is never stored). Without it, or with
    /// --no-storeconfigs, exported collectors collect nothing.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["no_storeconfigs", "puppetdb"])]
    storeconfigs: Option<PathBuf>,
    /// Compile the sides as Puppet without storeconfigs (the default).
    #[arg(long, conflicts_with = "puppetdb")]
    no_storeconfigs: bool,
    /// A real PuppetDB the compiled sides' `<<| |>>` query (read only).
    #[arg(long, value_name = "URL")]
    puppetdb: Option<String>,
}

impl DiffArgs {
    fn request(self, settings: Settings) -> spaceship::diff::command::DiffRequest {
        let store = StoreArgs {
            storeconfigs: self.storeconfigs.clone(),
            no_storeconfigs: self.no_storeconfigs,
            puppetdb: self.puppetdb.clone(),
            submit: false,
        };
        let exports: Option<spaceship::diff::side::ExportsSource> =
            (store.storeconfigs.is_some() || store.puppetdb.is_some()).then(|| {
                std::sync::Arc::new(move || {
                    let backend = store.open()?.ok_or("no storeconfigs")?;
                    Ok(backend.exports())
                }) as spaceship::diff::side::ExportsSource
            });
        let side = |node: Option<String>, facts: Option<PathBuf>| SideOptions {
            node: node.or_else(|| self.node.node.clone()),
            facts: facts.or_else(|| self.node.facts.clone()),
            overrides: self.node.overrides(),
            settings,
            trusted_facts: self.node.trusted_facts.clone(),
            exports: exports.clone(),
        };
        spaceship::diff::command::DiffRequest {
            from_side: side(self.from_node.clone(), self.from_facts.clone()),
            to_side: side(self.to_node.clone(), self.to_facts.clone()),
            from: self.from,
            to: self.to,
            filters: spaceship::diff::Filters {
                ignore: self.ignore,
                ignore_attrs: self.ignore_attr,
                ignore_tags: self.ignore_tags,
            },
            json: self.format == Format::Json,
        }
    }
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum GraphFormat {
    Dot,
    Json,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Format {
    Text,
    Json,
}

/// Runs the command line and returns the process exit code.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let settings = match cli.semantics.settings() {
        Ok(settings) => settings,
        Err(e) => {
            eprintln!("spaceship: {e}");
            return ExitCode::FAILURE;
        }
    };
    if cli.version {
        println!("spaceship {}", env!("CARGO_PKG_VERSION"));
        println!("{}", settings.describe());
        return ExitCode::SUCCESS;
    }
    QUIET.store(cli.quiet, std::sync::atomic::Ordering::Relaxed);
    spaceship::ruby::set_policy(match (cli.no_ruby, &cli.ruby) {
        (true, _) => spaceship::ruby::Policy::Forbidden,
        (false, Some(path)) => spaceship::ruby::Policy::Path(path.clone()),
        (false, None) => spaceship::ruby::Policy::Auto,
    });
    match cli.command {
        None => repl(cli.repl, settings),
        Some(Command::Repl(args)) => repl(args, settings),
        Some(Command::Explore(args)) => explore(args, settings),
        Some(Command::Parse { format, files }) => parse(format, &files),
        Some(Command::Compile {
            files,
            code,
            node,
            format,
            all,
            store,
            check_graph,
        }) => compile(
            &files,
            code,
            node,
            (format, all, check_graph),
            &store,
            settings,
        ),
        Some(Command::Nodes {
            storeconfigs,
            puppetdb,
            format,
        }) => storeconfigs::nodes(storeconfigs, puppetdb, format),
        Some(Command::Diff(args)) => {
            let without_facts = |path: &PathBuf, facts: &Option<PathBuf>| {
                facts.is_none()
                    && args.node.facts.is_none()
                    && is_environment(std::slice::from_ref(path), &args.node)
            };
            if without_facts(&args.from, &args.from_facts)
                || without_facts(&args.to, &args.to_facts)
            {
                stock_facts_note(&args.node);
            }
            spaceship::diff::command::diff(args.request(settings))
        }
        Some(Command::Modules { dir, format }) => modules(dir, format),
        Some(Command::Fleet(command)) => fleet::run(command, settings),
        Some(Command::Lookup(args)) => lookup::lookup(args, settings),
        Some(Command::Graph {
            files,
            node,
            format,
        }) => {
            if node.facts.is_none() && is_environment(&files, &node) {
                stock_facts_note(&node);
            }
            let side = SideOptions {
                node: node.node.clone(),
                facts: node.facts.clone(),
                overrides: node.overrides(),
                settings,
                trusted_facts: node.trusted_facts.clone(),
                exports: None,
            };
            spaceship::diff::command::graph(&files, &side, format == GraphFormat::Json)
        }
    }
}

fn parse(format: Format, files: &[PathBuf]) -> ExitCode {
    let mut sources = SourceMap::default();
    let mut failed = false;
    let mut asts = Vec::new();
    for path in files {
        let text = match spaceship::loader::files::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                failed = true;
                continue;
            }
        };
        let file = sources.add(Source::new(path.display().to_string(), text));
        match syntax::parse_and_validate(sources.get(file), file) {
            Ok(_) if format != Format::Json => {}
            Ok(program) => asts.push(serde_json::json!({
                "file": path.display().to_string(),
                "body": program.iter().map(|e| e.to_json()).collect::<Vec<_>>(),
            })),
            Err(d) => {
                eprintln!("{}", d.render(&sources));
                failed = true;
            }
        }
    }
    if format == Format::Json {
        let mut json = serde_json::to_string_pretty(&asts).expect("json");
        json.push('\n');
        if spaceship::diff::command::print(&json) == ExitCode::FAILURE {
            return ExitCode::FAILURE;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn compile(
    files: &[PathBuf],
    code: Option<String>,
    node_args: NodeArgs,
    (format, all, check_graph): (Format, bool, bool),
    store_args: &StoreArgs,
    settings: Settings,
) -> ExitCode {
    let store = match store_args.open() {
        Ok(store) => store,
        Err(e) => {
            eprintln!("spaceship: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut sources = SourceMap::default();
    let inputs = match driver::inputs(files, &node_args.overrides()) {
        Ok(inputs) => inputs,
        Err(e) => {
            eprintln!("spaceship: {e}");
            return ExitCode::FAILURE;
        }
    };
    for path in &inputs.manifests {
        if let Err(e) = driver::load(&mut sources, path) {
            eprintln!("{}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    if let Some(code) = code {
        sources.add(Source::new("<execute>", code));
    }
    let Some((node, facts)) = node_and_facts(&node_args, is_environment(files, &node_args)) else {
        return ExitCode::FAILURE;
    };
    if let Some(name) = node::facts_file_name(&node_args, &node) {
        sources.set_facts_file(name);
    }
    let loader = inputs
        .environment
        .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>);
    match driver::compile_loading(
        &mut sources,
        Options {
            node,
            facts,
            loader,
            exports: store.as_ref().map(storeconfigs::Backend::exports),
            settings,
        },
    ) {
        Ok(compiler) => {
            for message in &compiler.messages {
                print_message(message);
            }
            // Kept before the catalog is printed: a catalog that could not
            // be kept is an error, with nothing printed.
            if let Some(store) = &store
                && let Err(e) =
                    store.keep_catalog(&compiler.options.node, &compiler.catalog, &sources)
            {
                eprintln!("spaceship: {e}");
                return ExitCode::FAILURE;
            }
            let selection = if all {
                Selection::All
            } else {
                Selection::Puppet
            };
            let mut timer = spaceship::timing::PhaseTimer::start();
            let mut out = std::io::BufWriter::new(unbuffered_stdout());
            if format == Format::Json
                && let Err(e) = check_puppet_nesting(&compiler.catalog, selection)
            {
                eprintln!("Error: {e}");
                return ExitCode::FAILURE;
            }
            let written = match format {
                Format::Json => {
                    write_catalog_json(&mut out, &compiler.catalog, &sources, selection)
                        .and_then(|()| writeln!(out))
                }
                Format::Text => write!(
                    out,
                    "{}",
                    text::render(&compiler.catalog, &sources, selection)
                ),
            };
            let flushed = written.and_then(|()| out.flush());
            timer.lap("output");
            let graph_problems = check_graph
                .then(|| {
                    let view =
                        spaceship::catalog::view::View::from_catalog(&compiler.catalog, &sources);
                    spaceship::diff::command::check_graph(&view)
                })
                .flatten();
            if let Some(problems) = &graph_problems {
                eprintln!("Error: {problems}");
            }
            // Skip freeing the catalog: the process is about to exit.
            std::mem::forget(compiler);
            match flushed {
                Ok(()) if graph_problems.is_some() => ExitCode::FAILURE,
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("spaceship: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(e) => {
            // What was logged before the failure, as Puppet prints it.
            for message in &e.messages {
                print_message(message);
            }
            eprintln!("{}", e.render(&sources));
            ExitCode::FAILURE
        }
    }
}

/// `spaceship modules [DIR]`.
fn modules(dir: Option<PathBuf>, format: Format) -> ExitCode {
    use spaceship::loader::puppetfile::{Puppetfile, Source, Status};
    let root = dir.unwrap_or_else(|| PathBuf::from("."));
    let file = match Puppetfile::read(&root) {
        Ok(Some(file)) => file,
        Ok(None) => {
            eprintln!("spaceship: no Puppetfile in {}", root.display());
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("spaceship: {}", e.message);
            return ExitCode::FAILURE;
        }
    };
    let rows = file.rows(&root);
    if format == Format::Json {
        let json: Vec<serde_json::Value> = rows
            .iter()
            .map(|row| {
                let (status, installed) = match &row.status {
                    Status::Missing => ("missing", None),
                    Status::Mismatched { installed } => ("mismatched", Some(installed.clone())),
                    Status::Installed { version } => ("installed", version.clone()),
                };
                let source = match &row.entry.source {
                    Source::Forge { .. } => "forge",
                    Source::Git { .. } => "git",
                    Source::Svn { .. } => "svn",
                    Source::Local => "local",
                };
                serde_json::json!({
                    "name": row.entry.name,
                    "title": row.entry.title,
                    "line": row.entry.line,
                    "source": source,
                    "wanted": row.entry.wanted_version(),
                    "installed": installed,
                    "status": status,
                    "path": file.install_dir(&root, &row.entry).display().to_string(),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&json).expect("json"));
        return ExitCode::SUCCESS;
    }
    let width = rows.iter().map(|r| r.entry.name.len()).max().unwrap_or(0);
    for row in &rows {
        let (status, detail) = match &row.status {
            Status::Missing => ("missing", "not installed".to_string()),
            Status::Mismatched { installed } => (
                "mismatched",
                format!(
                    "{installed} installed, {} wanted",
                    row.entry.wanted_version().unwrap_or_default()
                ),
            ),
            Status::Installed { version } => (
                "installed",
                version.clone().unwrap_or_else(|| "(no version)".into()),
            ),
        };
        println!(
            "{status:<10}  {:<width$}  {detail:<28}  {} (line {})",
            row.entry.name,
            row.entry.shown(),
            row.entry.line
        );
    }
    let count = |f: fn(&Status) -> bool| rows.iter().filter(|r| f(&r.status)).count();
    println!(
        "{} modules: {} missing, {} mismatched, {} installed ({})",
        rows.len(),
        count(|s| matches!(s, Status::Missing)),
        count(|s| matches!(s, Status::Mismatched { .. })),
        count(|s| matches!(s, Status::Installed { .. })),
        root.join(&file.moduledir).display()
    );
    ExitCode::SUCCESS
}

/// A session for the command line's node, facts and environment, with
/// the manifests to load into it.
fn open_session(args: &ReplArgs, settings: Settings) -> Option<(Session, Vec<PathBuf>)> {
    spaceship::allocator::keep_freed_memory();
    let inputs = match driver::inputs(&args.files, &args.node.overrides()) {
        Ok(inputs) => inputs,
        Err(e) => {
            eprintln!("spaceship: {e}");
            return None;
        }
    };
    let (node, facts) = node_and_facts(&args.node, is_environment(&args.files, &args.node))?;
    let loader = inputs
        .environment
        .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>);
    let mut session = Session::with_settings(node, facts, loader, settings);
    session.set_quiet(quiet());
    session.set_trusted_extensions(args.node.trusted_facts.clone());
    match args.store.open() {
        Ok(store) => {
            let store = store
                .map(|s| std::rc::Rc::new(s) as std::rc::Rc<dyn spaceship::store::Storeconfigs>);
            let _ = session.set_storeconfigs(store);
        }
        Err(e) => {
            eprintln!("spaceship: {e}");
            return None;
        }
    }
    match &args.node.facts {
        // Facts follow the node `:node` names.
        None => {
            let _ = session.use_host_facts();
        }
        Some(path) => {
            session.set_facts_source(Some(spaceship::session::FactsSource::of_path(path)))
        }
    }
    Some((session, inputs.manifests))
}

fn repl(args: ReplArgs, settings: Settings) -> ExitCode {
    let Some((mut session, manifests)) = open_session(&args, settings) else {
        return ExitCode::FAILURE;
    };
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let mut ok = true;
    // A failed load still opens the session, on what loaded before.
    match session.load_files(&manifests) {
        Ok(report) => {
            // What loading said (warnings, notices) goes where a
            // compile's does.
            for message in &report.messages {
                print_message(message);
            }
            if interactive && !manifests.is_empty() {
                let _ = spaceship::diff::command::print(&format!(
                    "loaded {} file(s) ({} resources)\n",
                    manifests.len(),
                    spaceship::catalog::text::resources_in_catalog(session.catalog())
                ));
            }
        }
        Err(e) => {
            eprintln!("error: {}", e.0);
            // `:reload` tries them again once fixed.
            session.keep_files_for_reload(&manifests);
            ok = false;
        }
    }
    spaceship::repl::set_explorer(spaceship::tui::run);
    ok &= spaceship::repl::run(&mut session, interactive);
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn explore(args: ReplArgs, settings: Settings) -> ExitCode {
    // A fleet report: its own explorer.
    let semantics = (settings, &args.node.trusted_facts[..]);
    let (facts, overrides) = (args.node.facts.clone(), args.node.overrides());
    if let Some(code) = fleet::explore_report(&args.files, facts, overrides, semantics) {
        return code;
    }
    let Some((mut session, manifests)) = open_session(&args, settings) else {
        return ExitCode::FAILURE;
    };
    // The explorer still opens on a failed load: the error is on its
    // message line, `:reload` tries the files again once fixed, and what
    // is typed meanwhile works on an empty catalog.
    let error = session.load_files(&manifests).err().map(|e| {
        session.keep_files_for_reload(&manifests);
        e.0
    });
    match spaceship::tui::run(&mut session, error) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spaceship: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Standard output without its line buffer, which scans every byte
/// written for a newline: the catalog is megabytes on one line, and the
/// caller buffers it anyway.
fn unbuffered_stdout() -> Box<dyn std::io::Write> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stdout().as_fd().try_clone_to_owned() {
            widen_pipe(&fd);
            return Box::new(std::fs::File::from(fd));
        }
    }
    Box::new(std::io::stdout().lock())
}

/// When standard output is a pipe, asks for a 1 MiB buffer (Linux keeps
/// 64 KiB by default): a catalog of megabytes then crosses in a few
/// writes instead of a hundred waits for the reader. Anything else (a
/// file, a terminal, an older kernel) keeps what it has.
#[cfg(target_os = "linux")]
fn widen_pipe(fd: &std::os::fd::OwnedFd) {
    use std::os::fd::AsRawFd;
    // SAFETY: F_SETPIPE_SZ on a descriptor we own; failure is harmless.
    unsafe {
        libc::fcntl(fd.as_raw_fd(), libc::F_SETPIPE_SZ, 1 << 20);
    }
}

#[cfg(all(unix, not(target_os = "linux")))]
fn widen_pipe(_fd: &std::os::fd::OwnedFd) {}
