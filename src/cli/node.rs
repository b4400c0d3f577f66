//! The command line's node: `--node`, `--facts` (a file or a directory
//! of them), the environment's overrides and trusted facts; the node's
//! name and facts from them, and the note that says which facts a
//! compile without `--facts` uses.

use std::path::PathBuf;

use spaceship::loader::Overrides;

use super::note;

/// The node, its facts and its environment, with Puppet's flags.
#[derive(clap::Args, Clone, Default)]
pub(super) struct NodeArgs {
    /// The node name (defaults to the node the facts file names: its
    /// `name`, else its `clientcert` fact; then this host's).
    #[arg(long)]
    pub(super) node: Option<String>,
    /// Facts: JSON or YAML from `facter` or `puppet facts`, or Puppet's
    /// own facts cache; or a directory of them, one file a node
    /// (`NODE.json`, `NODE.yaml` or a file whose `clientcert` is NODE),
    /// whose files `:node` switches between.
    #[arg(long)]
    pub(super) facts: Option<PathBuf>,
    /// Directories of modules, separated by `:` (replaces the
    /// environment's modulepath, as Puppet's `--modulepath` does).
    #[arg(long)]
    pub(super) modulepath: Option<String>,
    /// The global Hiera configuration (hiera.yaml).
    #[arg(long = "hiera-config", alias = "hiera_config")]
    pub(super) hiera_config: Option<PathBuf>,
    /// The main manifest (a file or a directory), replacing the
    /// environment's.
    #[arg(long)]
    pub(super) manifest: Option<PathBuf>,
    /// A trusted fact, `KEY=VALUE`: `$trusted['extensions'][KEY]`, as a
    /// certificate extension would give (`pp_role=web`). Repeatable.
    #[arg(long = "trusted-fact", value_name = "KEY=VALUE",
          value_parser = spaceship::loader::facts::parse_trusted_fact)]
    pub(super) trusted_facts: Vec<(String, String)>,
}

impl NodeArgs {
    pub(super) fn overrides(&self) -> Overrides {
        Overrides {
            modulepath: self.modulepath.clone(),
            manifest: self.manifest.clone(),
            hiera_config: self.hiera_config.clone(),
            ruby: spaceship::ruby::hosts(),
        }
    }
}

fn host_name() -> String {
    std::fs::read_to_string("/etc/hostname")
        .map(|s| s.trim().to_string())
        .ok()
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "localhost".to_string())
}

/// The node name and its facts: from `--facts` (whose file may name the
/// node), or the node's default facts; as the agent sends them, with the
/// trusted facts given. Compiling an environment without `--facts` says
/// which facts it uses (`environment`), once.
pub(super) fn node_and_facts(
    args: &NodeArgs,
    environment: bool,
) -> Option<(String, spaceship::catalog::Value)> {
    use spaceship::loader::facts::for_node;
    let Some(path) = &args.facts else {
        // No facts file: this machine's facts, as Puppet's agent sends.
        let node = args.node.clone().unwrap_or_else(host_name);
        if environment {
            note(&format!(
                "no --facts: compiling for {node} with this host's facts, as Puppet's agent on this host would send them (give --facts FILE, or --facts DIR with --node, for another node's)"
            ));
        }
        let facts = spaceship::loader::host_facts::gather(&node);
        let facts = for_node(&facts, &node, &args.trusted_facts);
        return Some((node, facts));
    };
    if path.is_dir() {
        let Some(node) = args.node.clone() else {
            eprintln!(
                "spaceship: --facts {} is a directory: name the node with --node (it has facts for {})",
                path.display(),
                known_nodes_list(path)
            );
            return None;
        };
        return match spaceship::session::node_facts(path, &node) {
            Ok(Some(facts)) => {
                let facts = for_node(&facts, &node, &args.trusted_facts);
                Some((node, facts))
            }
            Ok(None) => {
                eprintln!(
                    "spaceship: no facts for {node} in {} (it has facts for {})",
                    path.display(),
                    known_nodes_list(path)
                );
                None
            }
            Err(e) => {
                eprintln!("spaceship: {e}");
                None
            }
        };
    }
    match spaceship::loader::facts::read(path) {
        Ok(file) => {
            let node = args
                .node
                .clone()
                .or_else(|| file.node_name())
                .unwrap_or_else(host_name);
            let facts = for_node(&file.values, &node, &args.trusted_facts);
            Some((node, facts))
        }
        Err(e) => {
            eprintln!("spaceship: {}", e.message);
            None
        }
    }
}

/// `diff` and `graph` compile without `--facts` with the facts the
/// conformance data was made with, the same on every machine.
pub(super) fn stock_facts_note(args: &NodeArgs) {
    let node = args.node.clone().unwrap_or_else(host_name);
    note(&format!(
        "no --facts: compiling for {node} with spaceship's stock facts (Debian 12 on amd64, the same on every machine; give --facts FILE for the node's own)"
    ));
}

/// Whether the command line compiles an environment (a directory of
/// one, or modules or Hiera data given): what the facts matter to.
pub(super) fn is_environment(files: &[PathBuf], args: &NodeArgs) -> bool {
    let directory = matches!(files, [dir] if dir.is_dir()
        && spaceship::loader::settings::Settings::is_environment(dir));
    directory || args.modulepath.is_some() || args.hiera_config.is_some()
}

/// The nodes a facts directory has facts for, for messages.
fn known_nodes_list(dir: &std::path::Path) -> String {
    let nodes = spaceship::session::known_nodes(dir);
    if nodes.is_empty() {
        "no node".to_string()
    } else {
        nodes.join(", ")
    }
}

/// Where the node's facts came from, as errors about a fact name it: the
/// `--facts` file, or the node's facts in a `--facts` directory; none for
/// this host's facts.
pub(super) fn facts_file_name(args: &NodeArgs, node: &str) -> Option<String> {
    let path = args.facts.as_ref()?;
    Some(match path.is_dir() {
        true => format!("{} (the facts of {node})", path.display()),
        false => path.display().to_string(),
    })
}
