//! YAML read as Puppet reads it (Ruby's Psych, YAML 1.1), into Puppet values
//! that remember the line each came from.
//!
//! Puppet loads Hiera data, `hiera.yaml` and cached facts with
//! `Puppet::Util::Yaml.safe_load`: Psych over libyaml 0.2.5, YAML 1.1
//! scalar resolution, aliases allowed, only core classes (and `Symbol`)
//! permitted. The syntax is read by that same libyaml, in its line-for-line
//! Rust translation (`unsafe-libyaml`, wrapped in `libyaml.rs`), so what
//! parses, and the syntax errors with their positions, are Psych's; what
//! each scalar means is Psych's resolution, rewritten here ([`scalar`],
//! `number.rs`), as is what each tag does ([`tags`]). Like Psych, only the
//! first document is read (a later one may even be malformed), but all of
//! it is parsed before values are built, so a syntax error anywhere in it
//! wins over an earlier refused class or unknown alias.
//!
//! Differences from Ruby that a caller should know:
//! - Ruby Symbols (`:name`, `!ruby/sym name`) become strings, as Hiera's
//!   `symkeys_to_string` does for keys; a symbol *value* is marked in the
//!   position tree ([`Located::symbol`]) because Hiera refuses it when it
//!   is looked up ("got Runtime[ruby, 'Symbol']").
//! - Integers outside i64 (Ruby Bignums, which Puppet reads but cannot put
//!   in a catalog) are an error here.
//! - `!!binary` that is not UTF-8 becomes a string with U+FFFD;
//!   `!ruby/encoding NAME` (an Encoding object in Ruby) the string NAME.
//! - Nesting deeper than 1000 collections fails with Ruby's "stack level
//!   too deep"; Ruby's own limit depends on its stack (about 1000-1300).

mod compose;
mod emit;
mod libyaml;
mod number;
pub mod scalar;
pub mod tags;

pub use emit::{to_yaml, to_yaml_shared};
pub use number::ruby_float_to_s;

use std::fmt;
use std::rc::Rc;

use crate::catalog::Value;

/// A YAML document read as Puppet reads it.
#[derive(Debug, Clone)]
pub struct Document {
    /// What `Puppet::Util::Yaml.safe_load` returns: `false` for an empty
    /// document or a lone null, else the first document's value.
    pub value: Value,
    /// Where each part of `value` came from, in the same shape.
    pub located: Located,
}

/// Where a value came from (1-based), and its parts' places: for a hash,
/// each key's and value's position in the hash's order.
#[derive(Debug, Clone, PartialEq)]
pub struct Located {
    pub line: u32,
    pub column: u32,
    /// The value was a Ruby Symbol, here made a string.
    pub symbol: bool,
    pub children: Children,
}

/// Shared, so that an alias costs no copy (as it costs none in Ruby).
#[derive(Debug, Clone, PartialEq)]
pub enum Children {
    Leaf,
    Seq(Rc<[Located]>),
    /// (key, value) positions, in the order of the hash's entries.
    Map(Rc<[(Located, Located)]>),
}

/// What the loader accepts beyond core types.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Ruby classes Puppet passes as permitted (`Puppet::Node::Facts` for
    /// the facts cache); a `!ruby/object:` mapping of such a class is read
    /// as a plain hash of its instance variables.
    pub permitted_classes: Vec<String>,
}

/// A YAML file that Puppet would refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlError {
    pub line: u32,
    pub column: u32,
    /// Psych's message, as Puppet shows it after the `(file): ` prefix.
    pub message: String,
    /// Whether Puppet puts the `(file): ` prefix before the message (it
    /// does for syntax errors and refused classes, not for bad aliases or
    /// conversions).
    pub with_file: bool,
}

impl YamlError {
    fn from_libyaml(e: libyaml::Error) -> YamlError {
        // The Rust translation fixed a misspelling that libyaml 0.2.5, and
        // so Puppet, still prints.
        let problem = e.problem.replace("hexadecimal", "hexdecimal");
        let message = match e.context {
            Some(context) => format!("{problem} {context}"),
            None => problem,
        };
        let (line, column) = (
            e.context_mark.line as u32 + 1,
            e.context_mark.column as u32 + 1,
        );
        YamlError {
            line,
            column,
            message: format!("{message} at line {line} column {column}"),
            with_file: true,
        }
    }

    fn bare(mark: libyaml::Mark, message: String) -> YamlError {
        YamlError {
            line: mark.line as u32 + 1,
            column: mark.column as u32 + 1,
            message,
            with_file: false,
        }
    }

    fn unspecified_class(mark: libyaml::Mark, class: &str) -> YamlError {
        YamlError {
            with_file: true,
            ..YamlError::bare(mark, format!("Tried to load unspecified class: {class}"))
        }
    }

    /// The message of Puppet's `YamlLoadError` for this file (`None`: a
    /// string, shown as `<unknown>`).
    pub fn puppet_message(&self, file: Option<&str>) -> String {
        if self.with_file {
            format!("({}): {}", file.unwrap_or("<unknown>"), self.message)
        } else {
            self.message.clone()
        }
    }
}

impl fmt::Display for YamlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.puppet_message(None))
    }
}

impl std::error::Error for YamlError {}

/// Reads YAML as Hiera's `yaml_data` and `hiera.yaml` loading do
/// (`Symbol` permitted).
pub fn parse(text: &str) -> Result<Document, YamlError> {
    parse_with(text, &Options::default())
}

/// Reads a facts cache file (`--- !ruby/object:Puppet::Node::Facts`) as
/// Puppet's YAML facts terminus does; the facts are under `values`. That
/// terminus reads the file as `bom|utf-8`, dropping a byte order mark
/// (Hiera keeps it, and libyaml then counts it as a column).
pub fn parse_facts(text: &str) -> Result<Document, YamlError> {
    let options = Options {
        permitted_classes: vec!["Puppet::Node::Facts".to_string()],
    };
    parse_with(text.strip_prefix('\u{feff}').unwrap_or(text), &options)
}

/// Reads YAML with the given permitted classes.
pub fn parse_with(text: &str, options: &Options) -> Result<Document, YamlError> {
    parse_bytes(text.as_bytes(), options)
}

/// Reads a file's bytes as Puppet does, which hands them to libyaml
/// unchecked: bytes that are not UTF-8 are libyaml's error ("invalid
/// leading UTF-8 octet").
pub fn parse_bytes(bytes: &[u8], options: &Options) -> Result<Document, YamlError> {
    let mut composer = compose::Composer::new(bytes, options);
    let (value, located) = match composer.first_document()? {
        Some((Value::Undef, located)) => (Value::Bool(false), located),
        Some(node) => node,
        None => (
            Value::Bool(false),
            Located {
                line: 1,
                column: 1,
                symbol: false,
                children: Children::Leaf,
            },
        ),
    };
    Ok(Document { value, located })
}

impl Document {
    /// The position of the value at `path` (hash keys, or `Value::Int`
    /// indexes into arrays); `&[]` is the whole document.
    pub fn locate(&self, path: &[Value]) -> Option<&Located> {
        self.walk(path).map(|(_, l)| l)
    }

    /// The position of the last key of `path` (where `key:` is written).
    pub fn key_location(&self, path: &[Value]) -> Option<&Located> {
        let (last, parent) = path.split_last()?;
        let (value, located) = self.walk(parent)?;
        match (value, &located.children) {
            (Value::Hash(map), Children::Map(locs)) => {
                locs.get(map.get_index_of(last)?).map(|(k, _)| k)
            }
            _ => None,
        }
    }

    /// The line of the value at `path`.
    pub fn line_of(&self, path: &[Value]) -> Option<u32> {
        self.locate(path).map(|l| l.line)
    }

    /// Whether the value at `path` holds a Ruby Symbol, which Hiera refuses
    /// as a looked-up value.
    pub fn holds_symbol(&self, path: &[Value]) -> bool {
        fn any(l: &Located) -> bool {
            l.symbol
                || match &l.children {
                    Children::Leaf => false,
                    Children::Seq(items) => items.iter().any(any),
                    Children::Map(pairs) => pairs.iter().any(|(_, v)| any(v)),
                }
        }
        self.locate(path).is_some_and(any)
    }

    fn walk(&self, path: &[Value]) -> Option<(&Value, &Located)> {
        let mut value = &self.value;
        let mut located = &self.located;
        for seg in path {
            match (value, &located.children, seg) {
                (Value::Hash(map), Children::Map(locs), _) => {
                    let (i, _, v) = map.get_full(seg)?;
                    value = v;
                    located = &locs.get(i)?.1;
                }
                (Value::Array(items), Children::Seq(locs), Value::Int(i)) => {
                    let i = usize::try_from(*i).ok()?;
                    value = items.get(i)?;
                    located = locs.get(i)?;
                }
                _ => return None,
            }
        }
        Some((value, located))
    }
}
