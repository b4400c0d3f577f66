//! `spaceship fleet`'s flags; the work is `spaceship::fleet::command`'s.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Subcommand, ValueEnum};

use spaceship::catalog::settings::Settings;
use spaceship::fleet::command::{self, CompileFlags, CompileRequest, DiffRequest, Format};
use spaceship::loader::Overrides;
use spaceship::session::Session;

use super::storeconfigs::StoreArgs;

#[derive(Subcommand)]
pub enum FleetCommand {
    /// Compile every node at two git refs and diff: nodes with identical
    /// diffs grouped, each change with its cause. Exit status: 0 no
    /// change, 2 changes, 1 an error.
    Diff(DiffArgs),
    /// Compile every node once: catalogs written to --out, failures
    /// grouped by message. Exit status 1 if a node failed.
    Compile(CompileArgs),
    /// Join shards' JSON reports into the report of the whole run.
    Merge {
        /// Reports written by `fleet diff --shard I/N --format json`.
        #[arg(required = true)]
        reports: Vec<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: ReportFormat,
    },
}

/// What every node of a run shares: selection, parallelism, the
/// environment flags `compile` takes.
#[derive(clap::Args)]
pub struct FleetArgs {
    /// A directory of facts files, one per node (JSON or YAML from
    /// `facter`, `puppet facts`, or Puppet server's YAML facts cache);
    /// without it, --puppetdb's active nodes and their factsets.
    #[arg(long, required_unless_present = "puppetdb")]
    facts: Option<PathBuf>,
    /// Only nodes matching: a glob (`web-*`) or `/regex/`. Repeatable.
    #[arg(long = "nodes", value_name = "PATTERN")]
    nodes: Vec<String>,
    /// Compiles at once (default: the number of cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Only the slice I of N of the nodes (by a hash of the certname);
    /// default: from CI_NODE_INDEX/CI_NODE_TOTAL, JOB_COMPLETION_INDEX
    /// (with --shards) or SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT.
    #[arg(long, value_name = "I/N")]
    shard: Option<String>,
    /// The number of shards, for JOB_COMPLETION_INDEX.
    #[arg(long, value_name = "N")]
    shards: Option<u32>,
    /// Directories of modules, separated by `:` (replaces the
    /// environment's modulepath at both refs).
    #[arg(long)]
    modulepath: Option<String>,
    /// The global Hiera configuration (hiera.yaml).
    #[arg(long = "hiera-config", alias = "hiera_config")]
    hiera_config: Option<PathBuf>,
    /// The main manifest, replacing the environment's.
    #[arg(long)]
    manifest: Option<PathBuf>,
    /// A storeconfigs store (SQLite) that exported collectors collect
    /// from, read only, the same at both refs (default: none, as Puppet
    /// without storeconfigs).
    #[arg(long, value_name = "PATH", conflicts_with_all = ["no_storeconfigs", "puppetdb"])]
    storeconfigs: Option<PathBuf>,
    /// Collect nothing with exported collectors (the default).
    #[arg(long, conflicts_with = "puppetdb")]
    no_storeconfigs: bool,
    /// A real PuppetDB (e.g. http://127.0.0.1:8080) that exported
    /// collectors query, read only (the nodes the run compiles answer
    /// from their own compiles); without --facts, the nodes and their
    /// facts too: the factsets of its active nodes.
    #[arg(long, value_name = "URL")]
    puppetdb: Option<String>,
    /// A trusted fact for every node, `KEY=VALUE`:
    /// `$trusted['extensions'][KEY]`. Repeatable.
    #[arg(long = "trusted-fact", value_name = "KEY=VALUE",
          value_parser = spaceship::loader::facts::parse_trusted_fact)]
    trusted_facts: Vec<(String, String)>,
}

impl FleetArgs {
    /// Opens the store on each worker thread (stores are not shared
    /// between threads).
    fn exports(&self) -> Option<spaceship::diff::side::ExportsSource> {
        let store = StoreArgs {
            storeconfigs: self.storeconfigs.clone(),
            no_storeconfigs: self.no_storeconfigs,
            puppetdb: self.puppetdb.clone(),
            submit: false,
        };
        (store.storeconfigs.is_some() || store.puppetdb.is_some()).then(|| {
            std::sync::Arc::new(move || {
                let backend = store.open()?.ok_or("no storeconfigs")?;
                Ok(backend.exports())
            }) as spaceship::diff::side::ExportsSource
        })
    }

    fn compile_flags(&self, settings: Settings) -> CompileFlags {
        CompileFlags {
            settings,
            trusted_facts: self.trusted_facts.clone(),
            no_storeconfigs: self.no_storeconfigs,
        }
    }

    fn overrides(&self) -> Overrides {
        Overrides {
            modulepath: self.modulepath.clone(),
            manifest: self.manifest.clone(),
            hiera_config: self.hiera_config.clone(),
            ruby: spaceship::ruby::hosts(),
        }
    }
}

#[derive(clap::Args)]
pub struct DiffArgs {
    /// The control repository: a git work tree (or an environment folder
    /// inside one).
    repo: PathBuf,
    /// The ref before (a branch, tag or commit).
    #[arg(long)]
    from: String,
    /// The ref after (default: the work tree, uncommitted changes included).
    #[arg(long)]
    to: Option<String>,
    #[command(flatten)]
    fleet: FleetArgs,
    /// A shell command that installs a ref's modules (e.g. `r10k
    /// puppetfile install`), run once in each ref's temporary checkout
    /// where the Puppetfile differs between the refs (or no modules are
    /// installed in the work tree); SPACESHIP_REF names the ref.
    #[arg(long, value_name = "CMD")]
    bootstrap: Option<String>,
    /// Open the explorer on the report instead of printing it: groups,
    /// their nodes, each change with its causes; Enter on a node opens
    /// its live catalog at --to, Esc comes back.
    #[arg(long, conflicts_with = "format")]
    explore: bool,
    /// Exit 1 if a node fails to compile at the `to` side.
    #[arg(long = "fail-on-error")]
    fail_on_error: bool,
    /// Compile every node at `--to`, even those none of whose reads
    /// (manifests, templates, module and Hiera data files) changed.
    #[arg(long = "no-skip")]
    no_skip: bool,
    /// Neither read nor write the cache of each node's reads at --from
    /// (kept in $XDG_CACHE_HOME/spaceship/fleet between runs).
    #[arg(long = "no-cache")]
    no_cache: bool,
    /// Leave out resources matching `Type[title]` globs (a bare `Type`
    /// leaves out the type). Repeatable.
    #[arg(long)]
    ignore: Vec<String>,
    /// Leave out an attribute (a glob). Repeatable.
    #[arg(long = "ignore-attr")]
    ignore_attr: Vec<String>,
    /// Leave out tags.
    #[arg(long = "ignore-tags")]
    ignore_tags: bool,
    /// Output format: text, json (docs/fleet.md's schema) or markdown (a
    /// pull-request comment).
    #[arg(long, value_enum, default_value = "text")]
    format: ReportFormat,
}

#[derive(clap::Args)]
pub struct CompileArgs {
    /// The environment (a control repository's folder).
    environment: PathBuf,
    #[command(flatten)]
    fleet: FleetArgs,
    /// Where to write each node's catalog (NODE.json).
    #[arg(long)]
    out: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ReportFormat {
    Text,
    Json,
    Markdown,
}

impl ReportFormat {
    fn format(self) -> Format {
        match self {
            ReportFormat::Text => Format::Text,
            ReportFormat::Json => Format::Json,
            ReportFormat::Markdown => Format::Markdown,
        }
    }
}

fn shard(args: &FleetArgs) -> Result<Option<spaceship::fleet::nodes::Shard>, ExitCode> {
    command::shard(args.shard.as_deref(), args.shards).map_err(|e| {
        eprintln!("spaceship: {e}");
        ExitCode::FAILURE
    })
}

fn jobs(args: &FleetArgs) -> usize {
    args.jobs
        .filter(|&j| j > 0)
        .unwrap_or_else(spaceship::fleet::run::default_jobs)
}

/// Runs `spaceship fleet SUBCOMMAND`.
pub fn run(command: FleetCommand, settings: Settings) -> ExitCode {
    match command {
        FleetCommand::Diff(args) => {
            let shard = match shard(&args.fleet) {
                Ok(s) => s,
                Err(code) => return code,
            };
            let explore = args.explore.then(|| Explore {
                repo: args.repo.clone(),
                facts: args.fleet.facts.clone(),
                puppetdb: args.fleet.puppetdb.clone(),
                overrides: args.fleet.overrides(),
                flags: args.fleet.compile_flags(settings),
            });
            let request = DiffRequest {
                repo: args.repo,
                from: args.from,
                to: args.to,
                facts: args.fleet.facts.clone(),
                puppetdb: args.fleet.puppetdb.clone(),
                nodes: args.fleet.nodes.clone(),
                shard,
                overrides: args.fleet.overrides(),
                filters: spaceship::diff::Filters {
                    ignore: args.ignore,
                    ignore_attrs: args.ignore_attr,
                    ignore_tags: args.ignore_tags,
                },
                format: args.format.format(),
                fail_on_error: args.fail_on_error,
                no_skip: args.no_skip,
                no_cache: args.no_cache,
                bootstrap: args.bootstrap,
                exports: args.fleet.exports(),
                jobs: jobs(&args.fleet),
                compile: args.fleet.compile_flags(settings),
            };
            match explore {
                None => command::diff(request),
                Some(explore) => {
                    spaceship::fleet::signals::install();
                    match command::diff_report(&request, std::time::Instant::now()) {
                        Ok(report) => explore.run(report),
                        Err(e) => {
                            eprintln!("spaceship: {e}");
                            ExitCode::FAILURE
                        }
                    }
                }
            }
        }
        FleetCommand::Compile(args) => {
            let shard = match shard(&args.fleet) {
                Ok(s) => s,
                Err(code) => return code,
            };
            command::compile(CompileRequest {
                environment: args.environment,
                facts: args.fleet.facts.clone(),
                puppetdb: args.fleet.puppetdb.clone(),
                out: args.out,
                nodes: args.fleet.nodes.clone(),
                shard,
                overrides: args.fleet.overrides(),
                jobs: jobs(&args.fleet),
                exports: args.fleet.exports(),
                compile: args.fleet.compile_flags(settings),
            })
        }
        FleetCommand::Merge { reports, format } => command::merge(&reports, format.format()),
    }
}

/// What the report's explorer needs to open a node at `--to`.
pub struct Explore {
    pub repo: PathBuf,
    pub facts: Option<PathBuf>,
    pub puppetdb: Option<String>,
    pub overrides: Overrides,
    pub flags: CompileFlags,
}

impl Explore {
    /// Runs the explorer on a report; Enter on a node compiles it at the
    /// report's `to` commit (a temporary checkout, removed when its
    /// explorer closes) or in the work tree.
    pub fn run(self, report: spaceship::fleet::report::Report) -> ExitCode {
        let to_commit = report.to_commit.clone();
        let mut open = |node: &str| -> Result<(Session, Box<dyn std::any::Any>), String> {
            if self.facts.is_none() && self.puppetdb.is_none() {
                return Err("give --facts DIR (or --puppetdb URL) to open a node".into());
            }
            let facts = command::node_facts(self.facts.as_deref(), self.puppetdb.as_deref(), node)?;
            let facts = spaceship::loader::facts::for_node(&facts, node, &self.flags.trusted_facts);
            let (checkout, root) = command::to_environment(&self.repo, to_commit.as_deref())?;
            let inputs = spaceship::driver::inputs(&[root], &self.overrides)?;
            let loader = inputs
                .environment
                .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>);
            let mut session =
                Session::with_settings(node.to_string(), facts, loader, self.flags.settings);
            session.load_files(&inputs.manifests).map_err(|e| e.0)?;
            Ok((session, Box::new(checkout)))
        };
        match spaceship::tui::run_fleet(report, &mut open) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("spaceship: {e}");
                ExitCode::FAILURE
            }
        }
    }
}

/// `spaceship explore REPORT.json [REPO]`: the explorer on a fleet
/// report written by `fleet diff --format json` (or `fleet merge`), if
/// the file is one.
pub fn explore_report(
    files: &[PathBuf],
    facts: Option<PathBuf>,
    overrides: Overrides,
    (settings, trusted_facts): (Settings, &[(String, String)]),
) -> Option<ExitCode> {
    let path = files
        .first()
        .filter(|p| p.extension().is_some_and(|x| x == "json"))?;
    let text = std::fs::read_to_string(path).ok()?;
    let doc: serde_json::Value = serde_json::from_str(&text).ok()?;
    if !(doc.get("groups").is_some() && doc.get("summary").is_some()) {
        return None;
    }
    let report =
        match spaceship::fleet::report::Report::from_json(&path.display().to_string(), &doc) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("spaceship: {e}");
                return Some(ExitCode::FAILURE);
            }
        };
    let explore = Explore {
        repo: files.get(1).cloned().unwrap_or_else(|| PathBuf::from(".")),
        facts,
        puppetdb: None,
        overrides,
        flags: CompileFlags {
            settings,
            trusted_facts: trusted_facts.to_vec(),
            no_storeconfigs: true,
        },
    };
    Some(explore.run(report))
}
