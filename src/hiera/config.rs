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
    /// No location: a backend that needs none (`lookup_key` functions).
    None,
}

/// The backend a level reads its data with.
#[derive(Debug, Clone, PartialEq)]
pub enum Backend {
    Yaml,
    Json,
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
    /// The line of the level in hiera.yaml.
    pub line: u32,
}

/// One layer's configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// The hiera.yaml it was read from.
    pub path: PathBuf,
    pub hierarchy: Vec<Level>,
    /// Modules only: consulted after everything else, for defaults.
    pub default_hierarchy: Vec<Level>,
}

impl Config {
    /// Reads a hiera.yaml; relative datadirs are taken from its folder.
    pub fn read(path: &Path) -> Result<Config, Diagnostic> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Diagnostic::new(Span::default(), format!("{}: {e}", path.display())))?;
        Config::parse(path, &text)
    }

    /// Parses a hiera.yaml's text.
    pub fn parse(path: &Path, text: &str) -> Result<Config, Diagnostic> {
        let shown = path.display().to_string();
        let doc = crate::yaml::parse(text).map_err(|e| {
            located(
                &shown,
                e.line,
                format!("{}", e.puppet_message(Some(&shown))),
            )
        })?;
        let Value::Hash(top) = &doc.value else {
            return Err(located(&shown, 1, "hiera.yaml must be a hash".into()));
        };
        let line_of = |key: &str| doc.line_of(&[Value::str(key)]).unwrap_or(1);
        match top.get(&Value::str("version")) {
            Some(Value::Int(5)) => {}
            Some(other) => {
                return Err(located(
                    &shown,
                    line_of("version"),
                    format!(
                        "hiera.yaml version {other} is not supported: spaceship reads version 5 (Puppet 7's format)"
                    ),
                ));
            }
            None => {
                return Err(located(
                    &shown,
                    1,
                    "hiera.yaml has no 'version': spaceship reads version 5 (Puppet 7's format)"
                        .into(),
                ));
            }
        }
        let base = path.parent().unwrap_or(Path::new("."));
        let defaults = top.get(&Value::str("defaults"));
        let default_datadir = defaults
            .and_then(|d| hash_str(d, "datadir"))
            .unwrap_or_else(|| "data".into());
        let default_backend = match defaults {
            Some(d) => backend_of(d),
            None => None,
        }
        .unwrap_or(Backend::Yaml);
        let levels = |key: &str| -> Result<Vec<Level>, Diagnostic> {
            let Some(Value::Array(entries)) = top.get(&Value::str(key)) else {
                return Ok(Vec::new());
            };
            let mut out = Vec::new();
            for (i, entry) in entries.iter().enumerate() {
                let line = doc
                    .line_of(&[Value::str(key), Value::Int(i as i64)])
                    .unwrap_or(1);
                out.push(
                    level(entry, base, &default_datadir, &default_backend, line)
                        .map_err(|m| located(&shown, line, m))?,
                );
            }
            Ok(out)
        };
        let hierarchy = levels("hierarchy")?;
        let default_hierarchy = levels("default_hierarchy")?;
        Ok(Config {
            path: path.to_path_buf(),
            hierarchy,
            default_hierarchy,
        })
    }
}

fn level(
    entry: &Value,
    base: &Path,
    default_datadir: &str,
    default_backend: &Backend,
    line: u32,
) -> Result<Level, String> {
    let Value::Hash(_) = entry else {
        return Err("a hierarchy level must be a hash".into());
    };
    let name = hash_str(entry, "name").ok_or("a hierarchy level needs a 'name'")?;
    let datadir = base.join(hash_str(entry, "datadir").unwrap_or_else(|| default_datadir.into()));
    let backend = backend_of(entry).unwrap_or_else(|| default_backend.clone());
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
        let [variable, key, template] = <[String; 3]>::try_from(m).map_err(|_| {
            format!("hierarchy level '{name}': mapped_paths must be [variable, key, template]")
        })?;
        Locations::Mapped {
            variable,
            key,
            template,
        }
    } else if strings("uri").or_else(|| strings("uris")).is_some() {
        Locations::None
    } else if matches!(backend, Backend::Unsupported("lookup_key", _)) {
        Locations::None
    } else {
        // Puppet's default location is the level's name.
        Locations::Paths(vec![name.clone()])
    };
    Ok(Level {
        name,
        datadir,
        backend,
        locations,
        line,
    })
}

fn backend_of(entry: &Value) -> Option<Backend> {
    for kind in ["data_hash", "lookup_key", "data_dig"] {
        if let Some(function) = hash_str(entry, kind) {
            return Some(match (kind, function.as_str()) {
                ("data_hash", "yaml_data") => Backend::Yaml,
                ("data_hash", "json_data") => Backend::Json,
                _ => Backend::Unsupported(kind, function),
            });
        }
    }
    None
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

fn located(file: &str, line: u32, message: String) -> Diagnostic {
    Diagnostic::new(
        Span {
            line,
            column: 1,
            ..Span::default()
        },
        format!("{file}:{line}: {message}"),
    )
}
