//! Hiera 5: data lookup across the global layer (`--hiera-config`), the
//! environment layer (`<env>/hiera.yaml`) and the module layer
//! (`<module>/hiera.yaml`, for that module's `mod::` keys, with its
//! `default_hierarchy` last), each a hierarchy of levels whose data files
//! are read once. A lookup records every level it tried, so a user can
//! see why a value is what it is (as `puppet lookup --explain` does).

pub mod config;
mod explain;
pub mod eyaml;
pub mod function_levels;
pub mod interpolate;
pub mod merge;
mod options;
mod search;
mod variables;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use rustc_hash::FxHashMap as HashMap;

use crate::catalog::Value;
use crate::catalog::explain::{Event, Kind};
use crate::catalog::lookup::{Interpolated, Origin, Outcome, Step};

pub use config::Config;
use config::{Backend, Level, Locations};
use interpolate::{Context as _, Interpolation, holds_interpolation};
pub use merge::Strategy;

/// The prefix of an error Puppet reports as an evaluation error of the
/// lookup call (at its location); Hiera's other errors are reported bare.
pub const CALL: &str = "Evaluation Error: Error while evaluating a Function Call, ";

/// Lookups nested deeper than this (through `%{lookup()}` and `alias`)
/// are a loop.
const MAX_DEPTH: usize = 64;

/// What Hiera needs of the file system. The loader layer provides it:
/// Hiera opens no file and lists no directory itself.
pub trait Files: std::fmt::Debug {
    /// A file's text; `Ok(None)` when nothing is there.
    fn read(&self, path: &Path) -> std::io::Result<Option<String>>;
    /// The files below `dir` a `glob` level's pattern matches, in the
    /// order Ruby's `Pathname.glob` gives them.
    fn glob(&self, dir: &Path, pattern: &str) -> Vec<PathBuf>;
}

/// The most lookups and variable expansions one interpolation may make
/// through the values it interpolates, all levels together.
const MAX_NESTED_LOOKUPS: usize = 100_000;

pub use variables::{Site, Undefined, Variables};

/// A found value.
#[derive(Debug, Clone)]
pub struct Found {
    pub value: Value,
    /// Every level that contributed, highest priority first.
    pub origins: Vec<Origin>,
    pub strategy: Strategy,
    /// `lookup_options`' `convert_to`, for the compiler to apply.
    pub convert_to: Option<Value>,
    /// Whether part of the value was decrypted (eyaml): shown masked
    /// unless secrets are asked for.
    pub secret: bool,
}

/// The three layers of one environment's data.
#[derive(Debug)]
pub struct Hiera {
    global: Option<Config>,
    environment: Option<Config>,
    /// Module directories by name, for module layers.
    modules: HashMap<String, PathBuf>,
    module_configs: RefCell<HashMap<String, Option<Rc<Config>>>>,
    /// Each data file tried, read once: its contents, `None` when there
    /// is no such file (a hierarchy names the same few paths for every
    /// key, so each is looked at once, not once per key), or its error.
    data: RefCell<HashMap<PathBuf, DataFileRead>>,
    /// The steps of the last lookups (cleared by `take_explanation`),
    /// and the merge strategy of the lookup in progress at each depth.
    steps: RefCell<Vec<Step>>,
    strategies: RefCell<Vec<&'static str>>,
    /// Puppet's tree of the last lookup.
    tracer: RefCell<explain::Tracer>,
    /// While recording: every data file consulted (read or found absent,
    /// cached or not), for callers that must know what a compile read.
    reads: RefCell<Option<Vec<PathBuf>>>,
    /// The keys being looked up, outermost first (to detect loops).
    stack: RefCell<Vec<String>>,
    functions: RefCell<Option<Rc<dyn function_levels::FunctionBackends>>>,
    /// What Ruby function levels answered, kept as Puppet keeps it.
    function_answers: RefCell<function_levels::FunctionAnswers>,
    /// Whether the lookup in progress decrypted a value.
    decrypted: std::cell::Cell<bool>,
    /// Each glob level's files, by datadir and interpolated pattern:
    /// listed once (a glob over thousands of files costs a walk; data
    /// files too are read once per `Hiera`, which a reload replaces).
    globs: RefCell<HashMap<GlobKey, Rc<[PathBuf]>>>,
    files: Rc<dyn Files>,
    /// Lookups made inside interpolations since the stack was last
    /// empty: bounded by [`MAX_NESTED_LOOKUPS`].
    nested_lookups: std::cell::Cell<usize>,
}

/// A glob level's datadir and interpolated pattern.
type GlobKey = (PathBuf, String);

/// A data file as first read: its contents, `None` when there is no such
/// file, or its error.
type DataFileRead = Result<Option<Rc<DataFile>>, String>;

/// A data file: its hash, and where its keys are.
#[derive(Debug)]
struct DataFile {
    value: Value,
    document: Option<crate::yaml::Document>,
    /// The text, for diffs that name the line that changed.
    text: crate::catalog::lookup::DataText,
}

impl Hiera {
    /// The layers of an environment; a missing hiera.yaml is no layer,
    /// as in Puppet 7. A hiera.yaml that cannot be read is an error.
    pub fn open(
        global: Option<&Path>,
        environment_root: Option<&Path>,
        modules: HashMap<String, PathBuf>,
        files: Rc<dyn Files>,
    ) -> Result<Hiera, crate::syntax::Diagnostic> {
        let global = global
            .map(|g| Config::read(g, files.as_ref()))
            .transpose()?;
        if let Some(4) = global.as_ref().map(|g| g.version) {
            return Err(bare(
                "hiera.yaml version 4 cannot be used in the global layer",
            ));
        }
        let environment = match environment_root.map(|r| r.join("hiera.yaml")) {
            Some(path) if path.is_file() => Some(Config::read(&path, files.as_ref())?),
            _ => None,
        };
        // Version 3 at an environment's root is ignored (Puppet warns).
        let environment = environment.filter(|e| e.version != 3);
        for config in [&global, &environment].into_iter().flatten() {
            if let Some(line) = config.has_default_hierarchy {
                return Err(bare(&format!(
                    "'default_hierarchy' is only allowed in the module layer (file: {}, line: {line})",
                    config.path.display()
                )));
            }
        }
        Ok(Hiera {
            global,
            environment,
            modules,
            module_configs: RefCell::default(),
            data: RefCell::default(),
            steps: RefCell::default(),
            strategies: RefCell::default(),
            tracer: RefCell::default(),
            reads: RefCell::default(),
            stack: RefCell::default(),
            functions: RefCell::default(),
            function_answers: RefCell::default(),
            decrypted: Default::default(),
            globs: RefCell::default(),
            files,
            nested_lookups: Default::default(),
        })
    }

    /// From now on, records each data file a lookup consults.
    pub fn record_reads(&self) {
        *self.reads.borrow_mut() = Some(Vec::new());
    }

    /// The data files consulted since the last call (recording goes on).
    pub fn take_reads(&self) -> Vec<PathBuf> {
        self.reads
            .borrow_mut()
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Every key the data files of the global and environment layers,
    /// and of modules' layers, hold for these variables (for completion).
    pub fn keys(&self, variables: Variables) -> Vec<String> {
        let mut keys = Vec::new();
        let module_names: Vec<String> = self.modules.keys().cloned().collect();
        let mut layers = self.layers(None, false).unwrap_or_default();
        for m in &module_names {
            if let Ok(Some(config)) = self.module_config(m) {
                layers.push((m.clone(), config, false));
            }
        }
        for (_, config, _) in layers {
            for level in &config.hierarchy {
                for path in self.level_paths(level, variables).unwrap_or_default() {
                    if let Ok(Some(data)) = self.data_file(&path, level)
                        && let Value::Hash(h) = &data.value
                    {
                        keys.extend(
                            h.keys()
                                .map(Value::to_string)
                                .filter(|k| k != "lookup_options"),
                        );
                    }
                }
            }
        }
        keys.sort();
        keys.dedup();
        keys
    }

    /// Looks `key` up in every layer; `merge` overrides the strategy
    /// `lookup_options` gives. `Ok(None)` is "not found".
    pub fn lookup(
        &self,
        key: &str,
        merge: Option<&Value>,
        variables: Variables,
    ) -> Result<Option<Found>, String> {
        if self.stack.borrow().is_empty() {
            // Only the last lookup is explained.
            self.steps.borrow_mut().clear();
            self.trace_reset();
        }
        self.enter(key)
            .map_err(|e| format!("Lookup of key '{key}' failed: {e}"))?;
        if self.stack.borrow().len() > 1 {
            self.push_step(key, String::new(), String::new(), "", Outcome::NestedLookup);
        }
        // A nested lookup's decryption is the outer one's too, whatever a
        // later sibling lookup decrypts.
        let outer = self.decrypted.replace(false);
        let result = self.lookup_inner(key, merge, variables);
        self.decrypted.set(outer || self.decrypted.get());
        self.stack.borrow_mut().pop();
        result
    }

    /// Marks `key` (a key, or `scope:x` for a variable being
    /// interpolated) as in progress; met again, it is a loop.
    fn enter(&self, key: &str) -> Result<(), String> {
        let mut stack = self.stack.borrow_mut();
        if stack.iter().any(|k| k == key) || stack.len() >= MAX_DEPTH {
            return Err(format!(
                "Recursive lookup detected in [{}]",
                stack.join(", ")
            ));
        }
        // Values that interpolate the level below twice (`a2: '%{lookup("a1")}%{lookup("a1")}'`)
        // double per level: the work and the text grow exponentially.
        let made = if stack.is_empty() {
            1
        } else {
            self.nested_lookups.get() + 1
        };
        if made > MAX_NESTED_LOOKUPS {
            return Err(format!(
                "Interpolation of '{}' made more than {MAX_NESTED_LOOKUPS} nested lookups (values that interpolate others several times grow exponentially)",
                stack.first().map_or(key, String::as_str)
            ));
        }
        self.nested_lookups.set(made);
        stack.push(key.to_string());
        Ok(())
    }

    fn lookup_inner(
        &self,
        key: &str,
        merge: Option<&Value>,
        variables: Variables,
    ) -> Result<Option<Found>, String> {
        let segments = interpolate::split_key(key)
            .filter(|s| !s.is_empty())
            .ok_or_else(|| format!("Syntax error in key: '{key}'"))?;
        let root = segments[0].to_string();
        // `lookup_options` are options, never data.
        if root == "lookup_options" {
            self.trace_leaf(|| (Kind::InvalidKey(root), Event::Nothing));
            return Ok(None);
        }
        let module = root.split_once("::").map(|(m, _)| m.to_string());
        let options = self.lookup_options(&root, module.as_deref(), variables, false)?;
        let option = |name: &str| match &options {
            Some(Value::Hash(h)) => h.get(&Value::str(name)).cloned(),
            _ => None,
        };
        if merge.is_none() && option("merge").is_some() {
            self.trace_leaf(|| (Kind::MergeSource, Event::Nothing));
        }
        let mut strategy = match merge.or(option("merge").as_ref()) {
            Some(m) => Strategy::from_value(m).map_err(|e| format!("{CALL}{e}"))?,
            None => Strategy::First,
        };
        self.explain_strategy(strategy.name());
        self.trace_push(|| Kind::Search(key.to_string()));
        let searched = self.search_and_dig(key, &root, module.as_deref(), &mut strategy, variables);
        self.trace_pop();
        let Some((value, origins)) = searched? else {
            return Ok(None);
        };
        // Puppet says so when it converts the value of the key asked.
        if let Some(convert_to) = option("convert_to")
            && self.stack.borrow().len() == 1
        {
            self.trace_leaf(|| {
                let text = format!(
                    "Applying convert_to lookup_option with arguments {}",
                    convert_to_text(&convert_to)
                );
                (Kind::Text(text), Event::Nothing)
            });
        }
        Ok(Some(Found {
            value,
            origins,
            strategy,
            convert_to: option("convert_to"),
            secret: self.decrypted.get(),
        }))
    }

    /// The search, its merge and the dig by the key's dotted segments;
    /// then, if nothing was found, the module's `default_hierarchy`'s.
    fn search_and_dig(
        &self,
        key: &str,
        root: &str,
        module: Option<&str>,
        strategy: &mut Strategy,
        variables: Variables,
    ) -> Result<Option<(Value, Vec<Origin>)>, String> {
        let segments = interpolate::split_key(key).unwrap_or_default();
        let dig = segments.get(1..).unwrap_or_default();
        let mut found = Vec::new();
        let mut origins = Vec::new();
        self.decrypted.set(false);
        let layers = self.layers(module, false)?;
        self.search(
            &layers,
            (root, dig),
            module,
            strategy,
            variables,
            (&mut found, &mut origins),
        )?;
        if !found.is_empty() {
            let merged = strategy.merge(&found)?;
            if let Some(value) = self.dig_segments(merged, dig) {
                return Ok(Some((value, origins)));
            }
        }
        let defaults = self.layers(module, true)?;
        let Some(m) = module.filter(|_| {
            defaults
                .iter()
                .any(|(_, c, _)| !c.default_hierarchy.is_empty())
        }) else {
            return Ok(None);
        };
        // A module's default_hierarchy merges as its own lookup_options
        // say, whatever the lookup asked.
        self.trace_push(|| Kind::Scope(format!("Searching default_hierarchy of module \"{m}\"")));
        let own = self.lookup_options(root, module, variables, true);
        let searched = own.and_then(|own| {
            *strategy = match own.as_ref().and_then(|o| hash_get(o, "merge")) {
                Some(m) => Strategy::from_value(&m).map_err(|e| format!("{CALL}{e}"))?,
                None => Strategy::First,
            };
            self.explain_strategy(strategy.name());
            self.trace_push(|| Kind::Scope(format!("Searching for \"{key}\"")));
            let (mut found, mut origins) = (Vec::new(), Vec::new());
            let searched = self.search(
                &defaults,
                (root, dig),
                module,
                strategy,
                variables,
                (&mut found, &mut origins),
            );
            self.trace_pop();
            searched?;
            if found.is_empty() {
                return Ok(None);
            }
            let merged = strategy.merge(&found)?;
            Ok(self.dig_segments(merged, dig).map(|v| (v, origins)))
        });
        self.trace_pop();
        searched
    }

    /// The layers in priority order: global, environment, module.
    fn layers(
        &self,
        module: Option<&str>,
        defaults: bool,
    ) -> Result<Vec<(String, Rc<Config>, bool)>, String> {
        let mut out = Vec::new();
        if !defaults {
            if let Some(g) = &self.global {
                out.push(("global".to_string(), Rc::new(g.clone()), false));
            }
            if let Some(e) = &self.environment {
                out.push(("environment".to_string(), Rc::new(e.clone()), false));
            }
        }
        if let Some(m) = module
            && let Some(config) = self.module_config(m)?
        {
            out.push((format!("module {m}"), config, defaults));
        }
        Ok(out)
    }

    fn module_config(&self, module: &str) -> Result<Option<Rc<Config>>, String> {
        if let Some(known) = self.module_configs.borrow().get(module) {
            return Ok(known.clone());
        }
        let config = match self
            .modules
            .get(module)
            .map(|dir| dir.join("hiera.yaml"))
            .filter(|p| p.is_file())
        {
            Some(p) => {
                let config = Config::read(&p, self.files.as_ref()).map_err(|d| d.message)?;
                match config.version {
                    3 => return Err("hiera.yaml version 3 cannot be used in a module".into()),
                    _ => Some(Rc::new(config)),
                }
            }
            None => None,
        };
        self.module_configs
            .borrow_mut()
            .insert(module.to_string(), config.clone());
        Ok(config)
    }

    /// The data files a level names, interpolated, in order.
    fn level_paths(&self, level: &Level, variables: Variables) -> Result<Vec<PathBuf>, String> {
        let locations = self.level_locations(level, variables)?;
        Ok(locations.into_iter().map(|(path, _)| path).collect())
    }

    /// The data files a level names, interpolated, in order, each with
    /// its path as hiera.yaml writes it.
    fn level_locations(
        &self,
        level: &Level,
        variables: Variables,
    ) -> Result<Vec<(PathBuf, String)>, String> {
        let mut context = Interpolation {
            hiera: self,
            variables,
            nested: Vec::new(),
            traced: false,
            site: Site::Config,
            config_path: &level.config_path,
        };
        let text = |s: &str, c: &mut Interpolation| -> Result<String, String> {
            interpolate::interpolate_path(s, c)
        };
        // The datadir is interpolated too.
        let datadir = match level.datadir.to_str() {
            Some(d) if d.contains("%{") => PathBuf::from(text(d, &mut context)?),
            _ => level.datadir.clone(),
        };
        context.site = Site::Location;
        Ok(match &level.locations {
            Locations::Paths(paths) => paths
                .iter()
                .map(|p| text(p, &mut context).map(|t| (datadir.join(t), p.clone())))
                .collect::<Result<_, _>>()?,
            Locations::Globs(globs) => {
                let mut out = Vec::new();
                for g in globs {
                    let pattern = text(g, &mut context)?;
                    let paths = self.glob(&datadir, pattern);
                    // Puppet shows a glob's pattern under the datadir.
                    let original = datadir.join(g).display().to_string();
                    out.extend(paths.iter().map(|p| (p.clone(), original.clone())));
                }
                out
            }
            Locations::Mapped {
                variable,
                key,
                template,
            } => {
                let mut path = variable.trim_start_matches("::").split('.');
                let root = context.variable(path.next().unwrap_or_default())?;
                let values = root
                    .and_then(|root| {
                        path.try_fold(root, |v, s| interpolate::dig(&v, &Value::str(s)))
                    })
                    .unwrap_or(Value::Undef);
                // Puppet maps over an array; a hash gives [key, value]
                // pairs, a string itself, nothing or an empty one none.
                let items: Vec<Value> = match values {
                    Value::Array(a) => a.as_ref().clone(),
                    Value::Hash(h) => h
                        .iter()
                        .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
                        .collect(),
                    Value::Undef => Vec::new(),
                    Value::Str(s) if s.is_empty() => Vec::new(),
                    other => vec![other],
                };
                let mut out = Vec::new();
                for item in items {
                    let bound = |name: &str, site| {
                        if name == key {
                            Ok(Some(item.clone()))
                        } else {
                            variables(name, site)
                        }
                    };
                    let mut inner = Interpolation {
                        hiera: self,
                        variables: &bound,
                        nested: Vec::new(),
                        traced: false,
                        site: Site::Location,
                        config_path: &level.config_path,
                    };
                    out.push((datadir.join(text(template, &mut inner)?), template.clone()));
                }
                out
            }
            Locations::None => match &level.backend {
                Backend::Yaml | Backend::Json => {
                    let function = if level.backend == Backend::Yaml {
                        "yaml_data"
                    } else {
                        "json_data"
                    };
                    return Err(format!(
                        "{CALL}'{function}' one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml when using this data_hash function"
                    ));
                }
                Backend::Eyaml => {
                    return Err(format!(
                        "{CALL}'eyaml_lookup_key': one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml when using this lookup_key function"
                    ));
                }
                _ => vec![(datadir.clone(), String::new())],
            },
        })
    }

    /// An eyaml key file's text, read as data files are (and, like them,
    /// part of what a compile read: a new key can change what it makes).
    fn read_key(&self, path: &str) -> Result<String, String> {
        if let Some(reads) = self.reads.borrow_mut().as_mut() {
            reads.push(PathBuf::from(path));
        }
        match self.files.read(Path::new(path)) {
            Ok(Some(text)) => Ok(text),
            Ok(None) => Err(eyaml::key_unreadable(path, None)),
            Err(e) => Err(eyaml::key_unreadable(path, Some(&e))),
        }
    }

    /// A data file's contents (read once), or `None` if there is none.
    fn data_file(&self, path: &Path, level: &Level) -> Result<Option<Rc<DataFile>>, String> {
        if let Some(reads) = self.reads.borrow_mut().as_mut() {
            reads.push(path.to_path_buf());
        }
        if let Some(done) = self.data.borrow().get(path) {
            return done.clone();
        }
        let read = match self.files.read(path) {
            Ok(None) => Ok(None),
            Ok(Some(text)) => read_data(path, &text, &level.backend).map(|d| Some(Rc::new(d))),
            // Ruby's own words on reading a directory.
            Err(e) if e.kind() == std::io::ErrorKind::IsADirectory => Err(format!(
                "{CALL}Is a directory @ io_fread - {}",
                path.display()
            )),
            Err(e) => Err(format!("{}: {e}", path.display())),
        };
        self.data
            .borrow_mut()
            .insert(path.to_path_buf(), read.clone());
        read
    }

    /// A glob level's files (listed once per pattern).
    fn glob(&self, datadir: &Path, pattern: String) -> Rc<[PathBuf]> {
        let key = (datadir.to_path_buf(), pattern);
        if let Some(found) = self.globs.borrow().get(&key) {
            return found.clone();
        }
        let found: Rc<[PathBuf]> = self.files.glob(&key.0, &key.1).into();
        self.globs.borrow_mut().insert(key, found.clone());
        found
    }

    /// A value interpolated, with what its interpolations read.
    fn interpolated(
        &self,
        value: &Value,
        variables: Variables,
    ) -> Result<(Value, Vec<Interpolated>), String> {
        if !holds_interpolation(value) {
            return Ok((value.clone(), Vec::new()));
        }
        let mut context = Interpolation {
            hiera: self,
            variables,
            nested: Vec::new(),
            traced: true,
            site: Site::Data,
            config_path: Path::new(""),
        };
        let value = interpolate::interpolate_value(value, &mut context)?;
        Ok((value, context.nested))
    }
}

fn read_data(path: &Path, text: &str, backend: &Backend) -> Result<DataFile, String> {
    let shown = path.display().to_string();
    let (value, document) = match backend {
        Backend::Json => {
            let json: serde_json::Value = serde_json::from_str(text)
                .map_err(|e| format!("Unable to parse ({shown}): {e}"))?;
            let value = crate::catalog::json::json_to_value(&json);
            if !matches!(value, Value::Hash(_)) {
                let got = match value {
                    Value::Array(_) => "Tuple",
                    Value::Str(_) => "String",
                    Value::Int(_) => "Integer",
                    Value::Float(_) => "Float",
                    Value::Bool(_) => "Boolean",
                    _ => "Undef",
                };
                return Err(format!(
                    "Value returned from data_hash function 'json_data', when using location '{shown}', has wrong type, expects a Hash value, got {got}"
                ));
            }
            (value, None)
        }
        _ => {
            let document = crate::yaml::parse(text)
                .map_err(|e| format!("Unable to parse {}", e.puppet_message(Some(&shown))))?;
            // Hiera refuses a Ruby Symbol as a value, naming the first key
            // holding one.
            if let Value::Hash(h) = &document.value
                && let Some(key) = h.keys().find(|k| document.holds_symbol(&[(*k).clone()]))
            {
                return Err(format!(
                    "Value for key '{key}', in hash returned from data_hash function 'yaml_data', when using location '{shown}', has wrong type, expects Puppet::LookupValue, got {}",
                    symbol_type(&h[key])
                ));
            }
            (document.value.clone(), Some(document))
        }
    };
    let value = match value {
        Value::Hash(_) => value,
        // An empty file is no data, and so is one that is not a hash
        // (Puppet warns that it "does not contain a valid yaml hash").
        _ => Value::hash(Default::default()),
    };
    let text = crate::catalog::lookup::DataText(std::sync::Arc::new(crate::syntax::Source::new(
        shown, text,
    )));
    Ok(DataFile {
        value,
        document,
        text,
    })
}

/// A level's eyaml options, interpolated as Puppet interpolates a
/// level's `options`.
fn eyaml_options(
    level: &Level,
    variables: Variables,
    hiera: &Hiera,
) -> Result<eyaml::Options, String> {
    let options = &level.options;
    let mut context = Interpolation {
        hiera,
        variables,
        nested: Vec::new(),
        traced: false,
        site: Site::Config,
        config_path: &level.config_path,
    };
    let options = interpolate::interpolate_value(options, &mut context)?;
    Ok(eyaml::Options::from_value(&options))
}

fn bare(message: &str) -> crate::syntax::Diagnostic {
    crate::syntax::Diagnostic::new(crate::syntax::Span::default(), message.to_string())
}

/// A level whose function spaceship cannot evaluate fails the lookup
/// that reaches it, naming the level.
fn check_backend(config: &Config, level: &Level) -> Result<(), String> {
    let Backend::Unsupported(kind, function) = &level.backend else {
        return Ok(());
    };
    Err(format!(
        "{CALL}hierarchy level '{}' in {} uses {kind} '{function}', which spaceship cannot evaluate (only yaml_data, json_data and eyaml_lookup_key are read)",
        level.name,
        config.path.display()
    ))
}

/// How Puppet's type assertion names a value holding a Symbol.
fn symbol_type(value: &Value) -> String {
    match value {
        Value::Array(items) => format!(
            "Tuple[{}]",
            items.iter().map(symbol_type).collect::<Vec<_>>().join(", ")
        ),
        Value::Str(_) => "Runtime[ruby, 'Symbol']".into(),
        _ => "Any".into(),
    }
}

/// `convert_to`'s arguments as Puppet writes them: a type, then values.
fn convert_to_text(convert_to: &Value) -> String {
    let items = match convert_to {
        Value::Array(items) => items.to_vec(),
        other => vec![other.clone()],
    };
    let shown: Vec<String> = items
        .iter()
        .enumerate()
        .map(|(i, v)| match (i, v) {
            (0, Value::Str(s)) => s.to_string(),
            _ => crate::catalog::value::puppet_source(v),
        })
        .collect();
    format!("[{}]", shown.join(", "))
}

fn hash_get(value: &Value, key: &str) -> Option<Value> {
    match value {
        Value::Hash(h) => h.get(&Value::str(key)).cloned(),
        _ => None,
    }
}
