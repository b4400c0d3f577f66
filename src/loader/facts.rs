//! Facts files in every form a user has: JSON or YAML from `facter`
//! (`facter -j`, `facter -y`) or from `puppet facts` (a `name` and its
//! `values`), and Puppet's own cache (`--- !ruby/object:Puppet::Node::Facts`
//! in `$vardir/yaml/facts/NODE.yaml`).

use std::path::{Path, PathBuf};

use crate::catalog::Value;
use crate::syntax::{Diagnostic, Span};

/// Facts read from a file, and the node name the file gives, if any.
#[derive(Debug, Clone)]
pub struct FactsFile {
    pub name: Option<String>,
    pub values: Value,
}

impl FactsFile {
    /// The node the file is about: `puppet facts`' `name`, else the
    /// `clientcert` fact (which Puppet's agent adds to what Facter found,
    /// so facts taken from PuppetDB or a node's cache carry it), else
    /// `trusted.certname`.
    pub fn node_name(&self) -> Option<String> {
        let at = |path: &[&str]| {
            let mut value = &self.values;
            for key in path {
                let Value::Hash(h) = value else {
                    return None;
                };
                value = h.get(&Value::str(key))?;
            }
            match value {
                Value::Str(s) if !s.is_empty() => Some(s.to_string()),
                _ => None,
            }
        };
        self.name
            .clone()
            .or_else(|| at(&["clientcert"]))
            .or_else(|| at(&["trusted", "certname"]))
    }
}

/// Reads a facts file; JSON or YAML is told by its first character.
pub fn read(path: &Path) -> Result<FactsFile, Diagnostic> {
    let text = super::files::read_to_string(path).map_err(|e| {
        Diagnostic::new(
            Span::default(),
            format!("Could not read facts file {}: {e}", path.display()),
        )
    })?;
    parse(&path.display().to_string(), &text)
}

/// Parses facts from text; `name` is the file's name for messages.
pub fn parse(name: &str, text: &str) -> Result<FactsFile, Diagnostic> {
    let trimmed = text.trim_start();
    let value = if trimmed.starts_with('{') {
        let json: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            Diagnostic::new(
                Span {
                    line: e.line() as u32,
                    column: e.column() as u32,
                    ..Span::default()
                },
                format!("{name}:{}:{}: not valid JSON: {e}", e.line(), e.column()),
            )
        })?;
        crate::catalog::json::json_to_value(&json)
    } else {
        parse_yaml(name, text)?
    };
    let Value::Hash(hash) = &value else {
        return Err(Diagnostic::new(
            Span::default(),
            format!("{name}: facts must be a hash of fact names to values"),
        ));
    };
    // `puppet facts` and Puppet's cache wrap the facts in `values`.
    let values = hash.get(&Value::str("values"));
    match values {
        Some(Value::Hash(_)) if hash.contains_key(&Value::str("name")) => Ok(FactsFile {
            name: hash.get(&Value::str("name")).map(Value::to_string),
            values: values.cloned().unwrap_or(Value::Undef),
        }),
        _ => Ok(FactsFile {
            name: None,
            values: value.clone(),
        }),
    }
}

/// The facts as Puppet's agent sends them for `node`: `clientcert` is
/// the node's name (the agent adds it to what Facter found), so that
/// `$trusted['certname']` and `$clientcert` name the node compiled.
/// `extensions` (`--trusted-fact KEY=VALUE`, rspec-puppet's
/// `trusted_facts`) go into the facts' `trusted` hash, which the compiler
/// takes as `$trusted` (over one the facts file carried).
pub fn for_node(facts: &Value, node: &str, extensions: &[(String, String)]) -> Value {
    let mut facts = match facts {
        Value::Hash(h) => h.as_ref().clone(),
        _ => Default::default(),
    };
    facts.insert(Value::str("clientcert"), Value::str(node));
    if !extensions.is_empty() {
        let key = Value::str("trusted");
        let mut trusted = match facts.get(&key) {
            Some(Value::Hash(h)) => h.as_ref().clone(),
            _ => Default::default(),
        };
        let name = Value::str("extensions");
        let mut given = match trusted.get(&name) {
            Some(Value::Hash(h)) => h.as_ref().clone(),
            _ => Default::default(),
        };
        for (k, v) in extensions {
            given.insert(Value::str(k), Value::str(v));
        }
        trusted.insert(name, Value::hash(given));
        facts.insert(key, Value::hash(trusted));
    }
    Value::hash(facts)
}

/// A `--trusted-fact` argument: `KEY=VALUE`.
pub fn parse_trusted_fact(arg: &str) -> Result<(String, String), String> {
    match arg.split_once('=') {
        Some((key, value)) if !key.trim().is_empty() => {
            Ok((key.trim().to_string(), value.to_string()))
        }
        _ => Err(format!("expected KEY=VALUE, got '{arg}'")),
    }
}

/// YAML facts, as Puppet's YAML facts terminus reads its cache (which
/// permits the `Puppet::Node::Facts` object; `facter -y` output is plain).
fn parse_yaml(name: &str, text: &str) -> Result<Value, Diagnostic> {
    crate::yaml::parse_facts(text)
        .map(|document| document.value)
        .map_err(|e| {
            Diagnostic::new(
                Span {
                    line: e.line,
                    column: e.column,
                    ..Span::default()
                },
                format!(
                    "{name}:{}:{}: not valid YAML: {}",
                    e.line,
                    e.column,
                    e.puppet_message(Some(name))
                ),
            )
        })
}

// A facts directory: one file a node, found by the node's name
// (`NAME.json`, `NAME.yaml`, `NAME.yml`) or by the certname a file gives
// (`puppet facts`' `name`, the `clientcert` or `certname` fact).

/// The extensions a node's facts file may have, in the order tried.
const EXTENSIONS: [&str; 3] = ["json", "yaml", "yml"];

/// The facts of `node` in `dir`: Ok(None) when no file there is the
/// node's; an error when the node's file cannot be read.
pub fn node_facts(dir: &Path, node: &str) -> Result<Option<Value>, String> {
    for extension in EXTENSIONS {
        let path = dir.join(format!("{node}.{extension}"));
        if path.is_file() {
            return read_message(&path).map(|file| Some(file.values));
        }
    }
    // A file named otherwise may still be the node's by its certname;
    // files that cannot be read are not anyone's.
    for path in facts_files(dir)? {
        if let Ok(file) = read_message(&path)
            && certname(&file).as_deref() == Some(node)
        {
            return Ok(Some(file.values));
        }
    }
    Ok(None)
}

/// The nodes `dir` has facts for: each file's certname, else its name
/// without the extension; sorted.
pub fn known_nodes(dir: &Path) -> Vec<String> {
    let mut nodes: Vec<String> = facts_files(dir)
        .unwrap_or_default()
        .iter()
        .filter_map(|path| {
            let stem = path.file_stem()?.to_string_lossy().to_string();
            Some(
                read_message(path)
                    .ok()
                    .and_then(|f| certname(&f))
                    .unwrap_or(stem),
            )
        })
        .collect();
    nodes.sort();
    nodes.dedup();
    nodes
}

/// The facts files of `dir` (by extension), sorted.
fn facts_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read facts directory {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.is_file()
                && p.extension()
                    .is_some_and(|x| EXTENSIONS.iter().any(|e| x == *e))
        })
        .collect();
    files.sort();
    Ok(files)
}

fn read_message(path: &Path) -> Result<FactsFile, String> {
    read(path).map_err(|d| d.message)
}

/// The node a facts file names ([`FactsFile::node_name`]), else its
/// `certname` fact.
fn certname(file: &FactsFile) -> Option<String> {
    file.node_name().or_else(|| match &file.values {
        Value::Hash(values) => match values.get(&Value::str("certname")) {
            Some(Value::Str(name)) => Some(name.to_string()),
            _ => None,
        },
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fact(file: &FactsFile, name: &str) -> String {
        match &file.values {
            Value::Hash(h) => h
                .get(&Value::str(name))
                .map(Value::to_string)
                .unwrap_or_default(),
            _ => String::new(),
        }
    }

    #[test]
    fn facter_json_is_the_facts_themselves() {
        let file = parse(
            "f.json",
            r#"{"kernel": "Linux", "processors": {"count": 2}}"#,
        )
        .unwrap();
        assert_eq!(file.name, None);
        assert_eq!(fact(&file, "kernel"), "Linux");
    }

    #[test]
    fn puppet_facts_json_wraps_them_in_values() {
        let text = r#"{"name": "web1", "values": {"kernel": "Linux"}, "timestamp": "x"}"#;
        let file = parse("f.json", text).unwrap();
        assert_eq!(file.name.as_deref(), Some("web1"));
        assert_eq!(fact(&file, "kernel"), "Linux");
    }

    #[test]
    fn puppet_cache_yaml_names_the_node() {
        let text = "--- !ruby/object:Puppet::Node::Facts\nname: web1\nvalues:\n  kernel: Linux\n  virtual: yes\n";
        let file = parse("web1.yaml", text).unwrap();
        assert_eq!(file.name.as_deref(), Some("web1"));
        assert_eq!(fact(&file, "kernel"), "Linux");
        // Psych reads YAML 1.1: `yes` is a boolean.
        assert_eq!(fact(&file, "virtual"), "true");
    }

    #[test]
    fn the_node_is_named_by_the_file_then_clientcert_then_trusted_certname() {
        let named = |text: &str| parse("f.yaml", text).unwrap().node_name();
        assert_eq!(named("kernel: Linux\n"), None);
        assert_eq!(
            named("clientcert: web1.example.com\n").as_deref(),
            Some("web1.example.com")
        );
        assert_eq!(named("trusted:\n  certname: db1\n").as_deref(), Some("db1"));
        let cache =
            "--- !ruby/object:Puppet::Node::Facts\nname: web2\nvalues:\n  clientcert: other\n";
        assert_eq!(named(cache).as_deref(), Some("web2"));
    }

    #[test]
    fn facter_yaml_is_the_facts_themselves() {
        let file = parse("f.yaml", "kernel: Linux\nos:\n  family: Debian\n").unwrap();
        assert_eq!(file.name, None);
        assert_eq!(fact(&file, "kernel"), "Linux");
    }

    #[test]
    fn the_node_is_the_clientcert_and_trusted_facts_are_extensions() {
        let file = parse(
            "f.yaml",
            "clientcert: old\ntrusted:\n  extensions:\n    pp_env: prod\n",
        )
        .unwrap();
        let facts = for_node(&file.values, "web1", &[("pp_role".into(), "db".into())]);
        assert_eq!(
            fact(
                &FactsFile {
                    name: None,
                    values: facts.clone()
                },
                "clientcert"
            ),
            "web1"
        );
        let trusted = FactsFile {
            name: None,
            values: facts,
        };
        assert_eq!(
            fact(&trusted, "trusted"),
            "{extensions => {pp_env => prod, pp_role => db}}"
        );
    }

    #[test]
    fn a_trusted_fact_needs_an_equals_sign() {
        assert_eq!(
            parse_trusted_fact("pp_role=web"),
            Ok(("pp_role".into(), "web".into()))
        );
        assert!(parse_trusted_fact("pp_role").is_err());
    }

    #[test]
    fn a_json_error_is_located() {
        let error = parse("f.json", "{\n \"a\": ,\n}").unwrap_err();
        assert_eq!(error.span.line, 2);
        assert!(error.message.starts_with("f.json:2:"), "{}", error.message);
    }
}
