//! Loading one side of `spaceship diff`: a catalog JSON file (recognised
//! by its content: a JSON object with `resources`), or manifests, a
//! directory or an environment compiled for a node and its facts.

use std::path::{Path, PathBuf};

use crate::catalog::Value;
use crate::catalog::view::View;
use crate::driver;
use crate::eval::Options;
use crate::loader::Overrides;
use crate::syntax::SourceMap;

/// Opens what a compiled side's exported collectors (`<<| |>>`) collect
/// from; called on the thread that compiles the side (the stores are not
/// shared between threads). The front end, which knows the stores, makes it.
pub type ExportsSource =
    std::sync::Arc<dyn Fn() -> Result<std::rc::Rc<dyn crate::eval::Exports>, String> + Send + Sync>;

/// How to compile a side that is not a catalog file.
#[derive(Clone, Default)]
pub struct SideOptions {
    pub node: Option<String>,
    pub facts: Option<PathBuf>,
    pub overrides: Overrides,
    /// The Puppet version and settings a compiled side follows.
    pub settings: crate::catalog::settings::Settings,
    /// `--trusted-fact KEY=VALUE`s: `$trusted['extensions']`.
    pub trusted_facts: Vec<(String, String)>,
    /// Where exported collectors collect from; none collects nothing, as
    /// Puppet without storeconfigs. A side is never stored.
    pub exports: Option<ExportsSource>,
}

impl std::fmt::Debug for SideOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SideOptions")
            .field("node", &self.node)
            .field("facts", &self.facts)
            .field("overrides", &self.overrides)
            .field("trusted_facts", &self.trusted_facts)
            .field("exports", &self.exports.is_some())
            .field("settings", &self.settings)
            .finish()
    }
}

/// A catalog JSON file's view, if `path` is one.
fn catalog_file(path: &Path) -> Option<Result<View, String>> {
    if path.is_dir() {
        return None;
    }
    let bytes = crate::loader::files::read(path).ok()?;
    let start = bytes.iter().position(|b| !b.is_ascii_whitespace())?;
    if bytes[start] != b'{' {
        return None;
    }
    let json: serde_json::Value = crate::catalog::json::parse_deep(&bytes).ok()?;
    json.is_object().then(|| View::from_json_owned(json))
}

/// The node and facts for a side, as `spaceship compile` takes them.
pub fn node_and_facts(options: &SideOptions) -> Result<(String, Value), String> {
    let host = || {
        std::fs::read_to_string("/etc/hostname")
            .map(|s| s.trim().to_string())
            .ok()
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "localhost".to_string())
    };
    match &options.facts {
        None => {
            let node = options.node.clone().unwrap_or_else(host);
            let facts = driver::default_facts(&node);
            let facts = crate::loader::facts::for_node(&facts, &node, &options.trusted_facts);
            Ok((node, facts))
        }
        // A facts directory, one file a node: --node names the one.
        Some(dir) if dir.is_dir() => {
            use crate::loader::facts::{known_nodes, node_facts};
            let has = || match known_nodes(dir) {
                nodes if nodes.is_empty() => "no node".to_string(),
                nodes => nodes.join(", "),
            };
            let Some(node) = options.node.clone() else {
                return Err(format!(
                    "--facts {} is a directory: name the node with --node (it has facts for {})",
                    dir.display(),
                    has()
                ));
            };
            match node_facts(dir, &node)? {
                Some(facts) => {
                    let facts =
                        crate::loader::facts::for_node(&facts, &node, &options.trusted_facts);
                    Ok((node, facts))
                }
                None => Err(format!(
                    "no facts for {node} in {} (it has facts for {})",
                    dir.display(),
                    has()
                )),
            }
        }
        Some(path) => {
            let file = crate::loader::facts::read(path).map_err(|e| e.message)?;
            let node = options
                .node
                .clone()
                .or_else(|| file.node_name())
                .unwrap_or_else(host);
            let facts = crate::loader::facts::for_node(&file.values, &node, &options.trusted_facts);
            Ok((node, facts))
        }
    }
}

/// Loads a side: a catalog file as it is, anything else compiled.
pub fn load(path: &Path, options: &SideOptions) -> Result<View, String> {
    load_all(std::slice::from_ref(&path.to_path_buf()), options)
}

/// Loads one catalog file, or compiles manifests, directories or an
/// environment together.
pub fn load_all(paths: &[PathBuf], options: &SideOptions) -> Result<View, String> {
    if let [path] = paths
        && let Some(view) = catalog_file(path)
    {
        return view.map_err(|e| format!("{}: {e}", path.display()));
    }
    let (node, facts) = node_and_facts(options)?;
    let inputs = driver::inputs(paths, &options.overrides)?;
    let mut sources = SourceMap::default();
    for file in &inputs.manifests {
        driver::load(&mut sources, file).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    let loader = inputs
        .environment
        .map(|e| e as std::rc::Rc<dyn crate::loader::interface::Loader>);
    let compiler = driver::compile_loading(
        &mut sources,
        Options {
            node,
            facts,
            loader,
            exports: options.exports.as_ref().map(|open| open()).transpose()?,
            settings: options.settings,
        },
    )
    .map_err(|e| e.render(&sources))?;
    let mut view = View::from_catalog(&compiler.catalog, &sources);
    // Two copies of an environment compare their files by the names
    // below their directories.
    // Two copies of a manifest compare as one file.
    if let [path] = paths {
        view.roots = side_roots(path);
    }
    Ok(view)
}

/// The directory a side's file names start with: the path as given, and
/// as the loader resolves it.
fn side_roots(path: &Path) -> Vec<String> {
    let given = path.display().to_string();
    let mut roots = vec![given.trim_end_matches('/').to_string()];
    if let Ok(canonical) = std::fs::canonicalize(path) {
        roots.push(canonical.display().to_string());
    }
    roots
}
