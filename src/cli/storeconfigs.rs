//! The command line's storeconfigs flags: which store exported
//! resources go to and come from (`--storeconfigs PATH`, the default
//! embedded store, `--puppetdb URL [--submit]`, `--no-storeconfigs`),
//! keeping a compiled catalog there, and `spaceship nodes`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;

use spaceship::catalog::Catalog;
use spaceship::store::puppetdb::PuppetDb;
use spaceship::store::{self, Store, StoreError, StoredNode};
use spaceship::syntax::SourceMap;

use super::Format;

/// Storeconfigs: where exported resources are kept across nodes.
#[derive(clap::Args, Clone, Default)]
pub(super) struct StoreArgs {
    /// The storeconfigs store, an SQLite file (default: the user's data
    /// folder's spaceship/storeconfigs.sqlite). The compiled catalog
    /// replaces the node's stored one; `<<| |>>` collects the other
    /// nodes' exported resources from it.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["no_storeconfigs", "puppetdb"])]
    pub(super) storeconfigs: Option<PathBuf>,
    /// Compile as Puppet without storeconfigs: nothing is stored, and
    /// exported collectors collect nothing.
    #[arg(long, conflicts_with = "puppetdb")]
    pub(super) no_storeconfigs: bool,
    /// A real PuppetDB (its HTTP port, e.g. http://127.0.0.1:8080) instead
    /// of the embedded store: `<<| |>>` queries it.
    #[arg(long, value_name = "URL")]
    pub(super) puppetdb: Option<String>,
    /// With --puppetdb: send the compiled catalog to PuppetDB (its
    /// `replace catalog` command, as Puppet's terminus does).
    #[arg(long, requires = "puppetdb")]
    pub(super) submit: bool,
}

/// An open store.
#[derive(Clone, Debug)]
pub(super) enum Backend {
    Embedded(Rc<Store>),
    /// The default store, opened when first needed.
    Default(Rc<DefaultStore>),
    PuppetDb {
        server: Rc<PuppetDb>,
        submit: bool,
    },
}

impl Backend {
    /// What the compiler asks for other nodes' exports.
    pub(super) fn exports(&self) -> Rc<dyn spaceship::eval::Exports> {
        match self {
            Backend::Embedded(store) => store.clone(),
            Backend::Default(store) => store.clone(),
            Backend::PuppetDb { server, .. } => server.clone(),
        }
    }

    /// Keeps `node`'s compiled catalog: replaces it in the embedded store
    /// (a catalog that exports nothing matters to no other node, and is
    /// stored only to replace one that did), or sends it to PuppetDB
    /// with --submit.
    pub(super) fn keep_catalog(
        &self,
        node: &str,
        catalog: &Catalog,
        sources: &SourceMap,
    ) -> Result<(), StoreError> {
        match self {
            Backend::Embedded(store) => keep_in(store, node, catalog, sources),
            Backend::Default(lazy) => {
                let exports = catalog.resources.iter().any(|r| r.exported);
                match lazy.get(exports) {
                    Some(store) => keep_in(&store, node, catalog, sources),
                    None => Ok(()),
                }
            }
            Backend::PuppetDb { server, submit } if *submit => {
                server.submit_catalog(node, catalog, sources)
            }
            Backend::PuppetDb { .. } => Ok(()),
        }
    }

    /// The stored nodes and their exported resources.
    fn nodes(&self) -> Result<Vec<StoredNode>, StoreError> {
        match self {
            Backend::Embedded(store) => store.nodes(),
            Backend::Default(lazy) => lazy.get(false).map_or(Ok(Vec::new()), |s| s.nodes()),
            Backend::PuppetDb { server, .. } => server.nodes(),
        }
    }
}

impl spaceship::eval::Exports for Backend {
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&spaceship::eval::ExportQuery>,
    ) -> Result<Vec<spaceship::eval::ExportedResource>, String> {
        match self {
            Backend::Embedded(store) => store.exported(type_name, node, query),
            Backend::Default(lazy) => lazy.exported(type_name, node, query),
            Backend::PuppetDb { server, .. } => server.exported(type_name, node, query),
        }
    }
}

/// The REPL's `:node` keeps the catalog of the node it leaves as a
/// compile would.
impl spaceship::store::Storeconfigs for Backend {
    fn keep(&self, node: &str, catalog: &Catalog, sources: &SourceMap) -> Result<(), String> {
        self.keep_catalog(node, catalog, sources).map_err(|e| e.0)
    }
}

impl StoreArgs {
    /// The store to use (None: storeconfigs off), or an error in words.
    pub(super) fn open(&self) -> Result<Option<Backend>, String> {
        if self.no_storeconfigs {
            return Ok(None);
        }
        if let Some(url) = &self.puppetdb {
            let server = PuppetDb::new(url).map_err(|e| e.0)?;
            return Ok(Some(Backend::PuppetDb {
                server: Rc::new(server),
                submit: self.submit,
            }));
        }
        if let Some(path) = &self.storeconfigs {
            return Store::open(path)
                .map(|s| Some(Backend::Embedded(Rc::new(s))))
                .map_err(|e| e.0);
        }
        // The default store is a convenience: where it cannot be had (no
        // home folder, a read-only one) the compile goes on without it.
        // It is made only when a compile needs it (code that exports or
        // collects exported resources): a plain compile leaves no file.
        match store::default_path() {
            Some(path) => Ok(Some(Backend::Default(Rc::new(DefaultStore {
                path,
                opened: std::cell::OnceCell::new(),
            })))),
            None => {
                without_store("no home folder for it");
                Ok(None)
            }
        }
    }
}

/// Keeps a catalog in an embedded store: a catalog that exports nothing
/// matters to no other node, and is stored only to replace one that did.
fn keep_in(
    store: &Store,
    node: &str,
    catalog: &Catalog,
    sources: &SourceMap,
) -> Result<(), StoreError> {
    let exports = catalog.resources.iter().any(|r| r.exported);
    if exports || store.has_node(node).unwrap_or(true) {
        store.replace_catalog(node, catalog, sources)?;
    }
    Ok(())
}

fn without_store(why: &str) {
    super::note(&format!(
        "warning: compiling without storeconfigs ({why}); pass --storeconfigs PATH to keep exported resources"
    ));
}

/// The default store (the user's data folder's), opened the first time a
/// compile collects exported resources or has exports to keep; until
/// then no file is made.
#[derive(Debug)]
pub(super) struct DefaultStore {
    path: PathBuf,
    /// Once tried: the store, or None where it could not be opened.
    opened: std::cell::OnceCell<Option<Rc<Store>>>,
}

impl DefaultStore {
    /// The store, opened (made, with `create`) now if need be; None when
    /// it does not exist and is not to be made, or cannot be opened.
    fn get(&self, create: bool) -> Option<Rc<Store>> {
        if let Some(opened) = self.opened.get() {
            return opened.clone();
        }
        if !create && !self.path.exists() {
            return None;
        }
        let opened = match Store::open(&self.path) {
            Ok(store) => Some(Rc::new(store)),
            Err(e) => {
                without_store(&e.0);
                None
            }
        };
        self.opened.get_or_init(|| opened).clone()
    }
}

impl spaceship::eval::Exports for DefaultStore {
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&spaceship::eval::ExportQuery>,
    ) -> Result<Vec<spaceship::eval::ExportedResource>, String> {
        match self.get(true) {
            Some(store) => store.exported(type_name, node, query),
            None => Ok(Vec::new()),
        }
    }
}

/// `spaceship nodes`: the stored nodes and their exported resources.
pub(super) fn nodes(
    storeconfigs: Option<PathBuf>,
    puppetdb: Option<String>,
    format: Format,
) -> ExitCode {
    let args = StoreArgs {
        storeconfigs,
        puppetdb,
        ..StoreArgs::default()
    };
    let listed = args.open().and_then(|backend| match backend {
        Some(b) => b.nodes().map_err(|e| e.0),
        None => Ok(Vec::new()),
    });
    let nodes = match listed {
        Ok(nodes) => nodes,
        Err(e) => {
            eprintln!("spaceship: {e}");
            return ExitCode::FAILURE;
        }
    };
    // Written whole, through the one printer that ends quietly when the
    // reader has gone (`spaceship nodes | head`).
    let mut text = String::new();
    if format == Format::Json {
        let all: Vec<_> = nodes.iter().map(|n| n.to_json()).collect();
        text = serde_json::to_string_pretty(&all).expect("json");
        text.push('\n');
        return spaceship::diff::command::print(&text);
    }
    for node in &nodes {
        text.push_str(&format!(
            "{} ({} resources, {} exported)\n",
            node.name,
            node.resources,
            node.exported.len()
        ));
        for r in &node.exported {
            let at = match (&r.file, r.line) {
                (Some(file), Some(line)) => format!(" at {file}:{line}"),
                _ => String::new(),
            };
            text.push_str(&format!("  {}[{}]{at}\n", r.type_name, r.title));
        }
    }
    spaceship::diff::command::print(&text)
}
