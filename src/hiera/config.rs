//! `hiera.yaml` version 5: the hierarchy of one layer (global,
//! environment or module), its defaults, and the module layer's
//! `default_hierarchy`. Backends other than `yaml_data` and `json_data`
//! (eyaml, hocon, custom Ruby functions) are kept by name so that a lookup
//! reaching them fails with a clear error naming the level.

use std::path::{Path, PathBuf};

use crate::catalog::Value;
use crate::syntax::{Diagnostic, Span};

/// How a level finds its data files.
#[derive(Debug, Clone, PartialEq)]
pub enum Locations {
    /// `path` / `paths`: files relative to the datadir, interpolated.
    Paths(Vec<String>),
    /// `glob` / `globs`: patterns relative to the datadir.
    Globs(Vec<String>),
    /// `mapped_paths: [var, key, template]`.
    Mapped {
        variable: String,
        key: String,
        template: String,
    },
    /// No location: for `yaml_data`/`json_data` an error when the level
    /// is consulted; other functions may need none.
    None,
}

/// The backend a level reads its data with.
#[derive(Debug, Clone, PartialEq)]
pub enum Backend {
    Yaml,
    Json,
    /// hiera-eyaml's `eyaml_lookup_key`: YAML files whose `ENC[...]`
    /// values are decrypted with the level's `options`.
    Eyaml,
    /// Anything else: (`data_hash`/`lookup_key`/`data_dig`, function name).
    Unsupported(&'static str, String),
}

/// One hierarchy level.
#[derive(Debug, Clone)]
pub struct Level {
    pub name: String,
    pub datadir: PathBuf,
    pub backend: Backend,
    pub locations: Locations,
    /// The options given to the level's function (its own, else the
    /// `defaults`'), or undef.
    pub options: Value,
    /// The line of the level in hiera.yaml.
    pub line: u32,
    /// The hiera.yaml that declares the level.
    pub config_path: PathBuf,
}

/// One layer's configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// The hiera.yaml it was read from.
    pub path: PathBuf,
    /// 3 (read for its shape, then ignored outside the global layer), 4
    /// (deprecated, still read) or 5.
    pub version: i64,
    pub hierarchy: Vec<Level>,
    /// Modules only: consulted after everything else, for defaults.
    pub default_hierarchy: Vec<Level>,
    /// The line of `default_hierarchy`, when given (only a module's may
    /// be).
    pub has_default_hierarchy: Option<u32>,
}

impl Config {
    /// Reads a hiera.yaml; relative datadirs are taken from its folder.
    pub fn read(path: &Path, files: &dyn super::Files) -> Result<Config, Diagnostic> {
        let text = files
            .read(path)
            .and_then(|t| t.ok_or_else(|| std::io::Error::from_raw_os_error(2)))
            .map_err(|e| Diagnostic::new(Span::default(), format!("{}: {e}", path.display())))?;
        Config::parse(path, &text)
    }

    /// Parses a hiera.yaml's text. Errors are Puppet's: a problem Puppet
    /// finds by its type assertion is an evaluation error of the lookup
    /// call (prefixed [`crate::hiera::CALL`]); the others are Hiera's own,
    /// reported bare.
    pub fn parse(path: &Path, text: &str) -> Result<Config, Diagnostic> {
        let shown = path.display().to_string();
        let doc = crate::yaml::parse(text).map_err(|e| call(e.puppet_message(Some(&shown))))?;
        let base = path.parent().unwrap_or(Path::new("."));
        let Value::Hash(top) = &doc.value else {
            // Puppet falls back to Hiera 3's default configuration.
            return Ok(Config::empty(path, 3));
        };
        let wrong = |what: String| {
            call(format!(
                "The Lookup Configuration at '{shown}' has wrong type, {what}"
            ))
        };
        let version = match top.get(&Value::str("version")) {
            None => 3,
            Some(Value::Int(v)) => *v,
            Some(Value::Str(s)) => s.trim().parse().unwrap_or(0),
            Some(other) => {
                return Err(wrong(format!(
                    "entry 'version' expects an Integer value, got {}",
                    type_name(other)
                )));
            }
        };
        match version {
            3 => {
                // The hierarchy must be strings (Puppet 7 reads version 3
                // in the global layer alone).
                if let Some(Value::Array(items)) = top.get(&Value::str("hierarchy"))
                    && let Some((i, bad)) = items
                        .iter()
                        .enumerate()
                        .find(|(_, v)| !matches!(v, Value::Str(_)))
                {
                    return Err(call(format!(
                        " The Lookup Configuration at '{shown}' has wrong type, entry 'hierarchy' variant 0 expects a String value, got Tuple\n  The Lookup Configuration at '{shown}' has wrong type, entry 'hierarchy' variant 1 index {i} expects a String value, got {}",
                        type_name(bad)
                    )));
                }
                return Ok(v3(path, top));
            }
            4 => return v4(path, base, top, &doc),
            5 => {}
            other => {
                return Err(bare(format!(
                    "This runtime does not support hiera.yaml version {other}"
                )));
            }
        }
        for key in top.keys() {
            let k = key.to_string();
            if ![
                "version",
                "defaults",
                "hierarchy",
                "plan_hierarchy",
                "default_hierarchy",
            ]
            .contains(&k.as_str())
            {
                return Err(wrong(format!("unrecognized key '{k}'")));
            }
        }
        let defaults = top.get(&Value::str("defaults"));
        if let Some(Value::Hash(d)) = defaults {
            for key in d.keys() {
                let k = key.to_string();
                if !["data_hash", "lookup_key", "data_dig", "datadir", "options"]
                    .contains(&k.as_str())
                {
                    return Err(wrong(format!("entry 'defaults' unrecognized key '{k}'")));
                }
            }
            if let Some(key) = reserved_option(defaults.and_then(|d| hash_get(d, "options"))) {
                return Err(bare(format!(
                    "Option key '{key}' used in defaults is reserved by Puppet"
                )));
            }
            if FUNCTION_KEYS
                .iter()
                .filter(|k| d.contains_key(&Value::str(k)))
                .count()
                > 1
            {
                return Err(bare(format!(
                    "Only one of {} can be defined in defaults",
                    FUNCTION_LIST
                )));
            }
        }
        let default_datadir = defaults
            .and_then(|d| hash_str(d, "datadir"))
            .unwrap_or_else(|| "data".into());
        // Without `defaults`, Puppet's own are taken (yaml_data); given
        // `defaults` without a function, every level must name one.
        let default_backend = match defaults {
            Some(d) => backend_of(d),
            None => Some(Backend::Yaml),
        };
        let levels = |key: &str| -> Result<Vec<Level>, Diagnostic> {
            let entries = match top.get(&Value::str(key)) {
                Some(Value::Array(entries)) => entries.as_ref().clone(),
                Some(other) => {
                    return Err(wrong(format!(
                        "entry '{key}' expects an Array value, got {}",
                        type_name(other)
                    )));
                }
                None if key == "hierarchy" => vec![Value::hash(
                    [
                        (Value::str("name"), Value::str("Common")),
                        (Value::str("path"), Value::str("common.yaml")),
                    ]
                    .into_iter()
                    .collect(),
                )],
                None => return Ok(Vec::new()),
            };
            let mut out = Vec::new();
            for (i, entry) in entries.iter().enumerate() {
                let line = doc
                    .line_of(&[Value::str(key), Value::Int(i as i64)])
                    .unwrap_or(1);
                let at = format!("entry '{key}' index {i}");
                let mut level = level(
                    entry,
                    base,
                    &default_datadir,
                    default_backend.as_ref(),
                    line,
                    &at,
                    &wrong,
                )?;
                level.config_path = path.to_path_buf();
                if level.options.is_undef() {
                    level.options = defaults
                        .and_then(|d| hash_get(d, "options"))
                        .cloned()
                        .unwrap_or(Value::Undef);
                }
                out.push(level);
            }
            for (i, l) in out.iter().enumerate() {
                if let Some(first) = out[..i].iter().find(|f| f.name == l.name) {
                    return Err(bare(format!(
                        "Hierarchy name '{}' defined more than once. First defined at (line: {}) (file: {shown}, line: {})",
                        l.name, first.line, l.line
                    )));
                }
            }
            Ok(out)
        };
        let hierarchy = levels("hierarchy")?;
        let default_hierarchy = levels("default_hierarchy")?;
        let default_hierarchy_line = text
            .lines()
            .position(|l| l.trim_start().starts_with("default_hierarchy:"))
            .map_or(1, |i| i as u32 + 1);
        Ok(Config {
            path: path.to_path_buf(),
            version: 5,
            hierarchy,
            default_hierarchy,
            has_default_hierarchy: top
                .contains_key(&Value::str("default_hierarchy"))
                .then_some(default_hierarchy_line),
        })
    }

    fn empty(path: &Path, version: i64) -> Config {
        Config {
            path: path.to_path_buf(),
            version,
            hierarchy: Vec::new(),
            default_hierarchy: Vec::new(),
            has_default_hierarchy: None,
        }
    }
}

const FUNCTION_KEYS: [&str; 4] = ["data_hash", "lookup_key", "data_dig", "hiera3_backend"];
const FUNCTION_LIST: &str = "data_hash, lookup_key, data_dig, or hiera3_backend";
const LOCATION_KEYS: [&str; 7] = [
    "path",
    "paths",
    "glob",
    "globs",
    "uri",
    "uris",
    "mapped_paths",
];
const LEVEL_KEYS: [&str; 14] = [
    "name",
    "options",
    "data_hash",
    "lookup_key",
    "data_dig",
    "hiera3_backend",
    "path",
    "paths",
    "glob",
    "globs",
    "uri",
    "uris",
    "mapped_paths",
    "datadir",
];

/// Version 3 (the global layer's only): one level per backend (`yaml`,
/// `json`), each reading the hierarchy's files with its extension from
/// its `:datadir:` (Puppet's default is below the code directory).
fn v3(path: &Path, top: &crate::catalog::Map<Value, Value>) -> Config {
    let list = |key: &str, default: &[&str]| -> Vec<String> {
        match top.get(&Value::str(key)) {
            Some(Value::Array(items)) => items.iter().map(Value::to_string).collect(),
            Some(other) => vec![other.to_string()],
            None => default.iter().map(|s| s.to_string()).collect(),
        }
    };
    let hierarchy = list("hierarchy", &["nodes/%{::trusted.certname}", "common"]);
    let mut levels = Vec::new();
    for backend in list("backends", &["yaml"]) {
        let options = top.get(&Value::str(&backend));
        let datadir = options
            .and_then(|o| hash_str(o, "datadir"))
            .unwrap_or_else(|| "/etc/puppet/code/environments/%{::environment}/hieradata".into());
        let extension = match options.and_then(|o| hash_str(o, "extension")) {
            Some(e) => format!(".{e}"),
            None => format!(".{backend}"),
        };
        let kind = match backend.as_str() {
            "yaml" => Backend::Yaml,
            "json" => Backend::Json,
            _ => Backend::Unsupported("hiera3_backend", backend.clone()),
        };
        let paths = hierarchy
            .iter()
            .map(|p| {
                if p.ends_with(&extension) {
                    p.clone()
                } else {
                    format!("{p}{extension}")
                }
            })
            .collect();
        levels.push(Level {
            name: backend,
            datadir: PathBuf::from(datadir),
            backend: kind,
            locations: Locations::Paths(paths),
            options: Value::Undef,
            line: 1,
            config_path: path.to_path_buf(),
        });
    }
    Config {
        path: path.to_path_buf(),
        version: 3,
        hierarchy: levels,
        default_hierarchy: Vec::new(),
        has_default_hierarchy: None,
    }
}

/// Version 4: `backend: yaml|json`, paths with that extension, the
/// level's name its default path.
fn v4(
    path: &Path,
    base: &Path,
    top: &crate::catalog::Map<Value, Value>,
    doc: &crate::yaml::Document,
) -> Result<Config, Diagnostic> {
    let datadir = top
        .get(&Value::str("datadir"))
        .map(Value::to_string)
        .unwrap_or_else(|| "data".into());
    let mut hierarchy = Vec::new();
    if let Some(Value::Array(entries)) = top.get(&Value::str("hierarchy")) {
        for (i, entry) in entries.iter().enumerate() {
            let name = hash_str(entry, "name").unwrap_or_default();
            let backend = hash_str(entry, "backend").unwrap_or_default();
            let (backend, extension) = match backend.as_str() {
                "yaml" => (Backend::Yaml, ".yaml"),
                "json" => (Backend::Json, ".json"),
                other => {
                    return Err(bare(format!(
                        "No data provider is registered for backend '{other}'"
                    )));
                }
            };
            let paths = match (hash_get(entry, "paths"), hash_get(entry, "path")) {
                (Some(Value::Array(p)), _) => p.iter().map(Value::to_string).collect(),
                (_, Some(p)) => vec![p.to_string()],
                _ => vec![name.clone()],
            };
            let paths = paths
                .into_iter()
                .map(|p| {
                    if p.ends_with(extension) {
                        p
                    } else {
                        format!("{p}{extension}")
                    }
                })
                .collect();
            let dir = hash_str(entry, "datadir").unwrap_or_else(|| datadir.clone());
            hierarchy.push(Level {
                name,
                datadir: base.join(dir),
                backend,
                locations: Locations::Paths(paths),
                options: Value::Undef,
                line: doc
                    .line_of(&[Value::str("hierarchy"), Value::Int(i as i64)])
                    .unwrap_or(1),
                config_path: path.to_path_buf(),
            });
        }
    }
    Ok(Config {
        path: path.to_path_buf(),
        version: 4,
        hierarchy,
        default_hierarchy: Vec::new(),
        has_default_hierarchy: None,
    })
}

fn level(
    entry: &Value,
    base: &Path,
    default_datadir: &str,
    default_backend: Option<&Backend>,
    line: u32,
    at: &str,
    wrong: &dyn Fn(String) -> Diagnostic,
) -> Result<Level, Diagnostic> {
    let Value::Hash(fields) = entry else {
        return Err(wrong(format!(
            "{at} expects a Struct value, got {}",
            type_name(entry)
        )));
    };
    for key in fields.keys() {
        let k = key.to_string();
        if !LEVEL_KEYS.contains(&k.as_str()) {
            return Err(wrong(format!("{at} unrecognized key '{k}'")));
        }
    }
    let name = hash_str(entry, "name")
        .ok_or_else(|| wrong(format!("{at} expects a value for key 'name'")))?;
    let functions = FUNCTION_KEYS
        .iter()
        .filter(|k| fields.contains_key(&Value::str(k)))
        .count();
    if functions > 1 {
        return Err(bare(format!(
            "Only one of {FUNCTION_LIST} can be defined in hierarchy '{name}'"
        )));
    }
    let backend = match backend_of(entry).or_else(|| default_backend.cloned()) {
        Some(b) => b,
        None => {
            return Err(bare(format!(
                "One of {FUNCTION_LIST} must be defined in hierarchy '{name}'"
            )));
        }
    };
    if let Some(key) = reserved_option(hash_get(entry, "options")) {
        return Err(bare(format!(
            "Option key '{key}' used in hierarchy '{name}' is reserved by Puppet"
        )));
    }
    if LOCATION_KEYS
        .iter()
        .filter(|k| fields.contains_key(&Value::str(k)))
        .count()
        > 1
    {
        return Err(bare(format!(
            "Only one of path, paths, glob, globs, uri, uris, or mapped_paths can be defined in hierarchy '{name}'"
        )));
    }
    let datadir = base.join(hash_str(entry, "datadir").unwrap_or_else(|| default_datadir.into()));
    let strings = |key: &str| -> Option<Vec<String>> {
        match hash_get(entry, key)? {
            Value::Array(items) => Some(items.iter().map(Value::to_string).collect()),
            other => Some(vec![other.to_string()]),
        }
    };
    let locations = if let Some(p) = strings("path").or_else(|| strings("paths")) {
        Locations::Paths(p)
    } else if let Some(g) = strings("glob").or_else(|| strings("globs")) {
        Locations::Globs(g)
    } else if let Some(m) = strings("mapped_paths") {
        let [variable, key, template] = <[String; 3]>::try_from(m).map_err(|m| {
            wrong(format!(
                "{at} entry 'mapped_paths' expects size to be 3, got {}",
                m.len()
            ))
        })?;
        Locations::Mapped {
            variable,
            key,
            template,
        }
    } else {
        Locations::None
    };
    Ok(Level {
        name,
        datadir,
        backend,
        locations,
        options: hash_get(entry, "options").cloned().unwrap_or(Value::Undef),
        line,
        // The caller knows the file.
        config_path: PathBuf::new(),
    })
}

/// The first line of a hiera.yaml that interpolates variable `name`
/// (`%{name}`, the name quoted or not) before any `#`, as Puppet
/// finds the line of an undefined variable.
pub fn line_interpolating(text: &str, name: &str) -> Option<u32> {
    let quotes = ["", "'", "\""];
    let wanted: Vec<String> = quotes
        .iter()
        .flat_map(|open| {
            quotes
                .iter()
                .map(move |close| format!("%{{{open}{name}{close}}}"))
        })
        .collect();
    text.lines().zip(1u32..).find_map(|(line, number)| {
        // Puppet stops at any `#`, quoted or not.
        let code = line.split('#').next().unwrap_or_default();
        wanted
            .iter()
            .any(|w| code.contains(w.as_str()))
            .then_some(number)
    })
}

/// `path` and `uri` are Puppet's own options to a level's function.
fn reserved_option(options: Option<&Value>) -> Option<&'static str> {
    ["path", "uri"]
        .into_iter()
        .find(|k| options.and_then(|o| hash_get(o, k)).is_some())
}

fn backend_of(entry: &Value) -> Option<Backend> {
    for kind in ["data_hash", "lookup_key", "data_dig", "hiera3_backend"] {
        if let Some(function) = hash_str(entry, kind) {
            return Some(match (kind, function.as_str()) {
                ("data_hash", "yaml_data") => Backend::Yaml,
                ("data_hash", "json_data") => Backend::Json,
                ("lookup_key", "eyaml_lookup_key") => Backend::Eyaml,
                _ => Backend::Unsupported(kind, function),
            });
        }
    }
    None
}

/// A value's type as Puppet's type assertions name it.
pub(super) fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Array(_) => "Tuple",
        Value::Hash(_) => "Struct",
        Value::Str(_) => "String",
        Value::Int(_) => "Integer",
        Value::Float(_) => "Float",
        Value::Bool(_) => "Boolean",
        Value::Undef => "Undef",
        _ => "Any",
    }
}

fn hash_get<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    match v {
        Value::Hash(h) => h.get(&Value::str(key)),
        _ => None,
    }
}

fn hash_str(v: &Value, key: &str) -> Option<String> {
    hash_get(v, key).map(Value::to_string)
}

/// An error Hiera reports as it is, without the lookup call's location.
fn bare(message: String) -> Diagnostic {
    Diagnostic::new(Span::default(), message)
}

/// An error of the lookup call (located at it).
fn call(message: String) -> Diagnostic {
    Diagnostic::new(Span::default(), format!("{}{message}", crate::hiera::CALL))
}

/// A module's `lookup_options` are for its own keys only.
pub(super) fn check_module_options(layer: &str, options: &Value) -> Result<(), String> {
    let (Some(m), Value::Hash(options)) = (layer.strip_prefix("module "), options) else {
        return Ok(());
    };
    let own = format!("{m}::");
    let foreign = options.keys().any(|k| {
        let k = k.to_string();
        !k.starts_with(&own) && !k.starts_with(&format!("^{own}"))
    });
    if foreign {
        return Err(format!(
            "all lookup_options keys must start with module name '{m}'"
        ));
    }
    Ok(())
}
