//! What a value was computed from: the data sources a compile records
//! for each attribute value (Hiera lookups with their origins and the
//! lookups their interpolations made, templates rendered, the manifest
//! code the value passed through), in two forms. [`DataSource`] is the
//! compile's own (cheap to share: spans and `Rc`s, attached where values
//! are bound); [`Source`] is the resolved form a [`super::view::View`]
//! keeps (file names and lines, values as text: it crosses threads),
//! which a diff intersects with what differs between its two sides.

use std::rc::Rc;

use super::HieraSource;
use crate::syntax::{SourceMap, Span};

/// One thing a value was computed from, as the compile records it.
#[derive(Debug, Clone)]
pub enum DataSource {
    /// A Hiera lookup (explicit, or a class parameter's automatic one).
    Lookup(Rc<HieraSource>),
    /// A template rendered into the value.
    Template(Rc<TemplateSource>),
    /// Manifest code the value was computed by (an attribute, an
    /// assignment, a parameter's default or argument).
    Code(Span),
}

/// A template that rendered: its name and text.
#[derive(Debug)]
pub struct TemplateSource {
    pub name: String,
    pub text: std::sync::Arc<crate::syntax::Source>,
}

impl DataSource {
    /// Whether two records name the same source (a lookup or a template
    /// by identity, code by place).
    pub fn same(&self, other: &DataSource) -> bool {
        match (self, other) {
            (DataSource::Lookup(a), DataSource::Lookup(b)) => Rc::ptr_eq(a, b),
            (DataSource::Template(a), DataSource::Template(b)) => a.name == b.name,
            (DataSource::Code(a), DataSource::Code(b)) => a == b,
            _ => false,
        }
    }
}

/// The most sources one value keeps: a value folded over thousands of
/// inputs names the first ones (fewer causes, never a wrong one).
pub const MOST_SOURCES: usize = 256;

/// Sources without repeats, in first-seen order, at most [`MOST_SOURCES`].
pub fn distinct(items: &[DataSource]) -> Vec<DataSource> {
    let mut out: Vec<DataSource> = Vec::with_capacity(items.len().min(8));
    for item in items {
        if out.len() >= MOST_SOURCES {
            break;
        }
        if !out.iter().any(|o| o.same(item)) {
            out.push(item.clone());
        }
    }
    out
}

/// A source resolved to names and lines.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    Lookup(std::sync::Arc<Lookup>),
    /// A scope variable a Hiera value interpolated (`%{x}`), its value.
    Variable {
        name: String,
        value: String,
    },
    /// A template (its name, as `template()` takes it).
    Template {
        name: String,
    },
    /// Lines `line..=end` of a manifest.
    Code {
        file: String,
        line: u32,
        end: u32,
    },
}

/// A Hiera lookup, resolved.
#[derive(Debug, Clone, PartialEq)]
pub struct Lookup {
    pub key: String,
    pub strategy: String,
    pub origins: Vec<Origin>,
}

/// One level that gave a lookup data.
#[derive(Debug, Clone, PartialEq)]
pub struct Origin {
    pub file: String,
    pub line: u32,
    pub level: String,
    pub layer: String,
    /// The data as written there (before interpolation), as Puppet code.
    pub raw: String,
    /// What its interpolations read.
    pub nested: Vec<Source>,
}

/// A lookup's record resolved (values as Puppet code); the texts of
/// its data files join `texts`.
pub fn resolve_lookup(source: &HieraSource, texts: &mut Texts) -> Lookup {
    Lookup {
        key: source.key.clone(),
        strategy: source.strategy.to_string(),
        origins: (source.origins.iter())
            .map(|o| resolve_origin(o, texts))
            .collect(),
    }
}

fn resolve_origin(origin: &super::lookup::Origin, texts: &mut Texts) -> Origin {
    if let Some(text) = &origin.text
        && !texts.0.contains_key(&origin.file)
    {
        texts.0.insert(origin.file.clone(), text.0.clone());
    }
    Origin {
        file: origin.file.clone(),
        line: origin.line,
        level: origin.level.clone(),
        layer: origin.layer.clone(),
        raw: origin
            .raw
            .as_ref()
            .map(super::value::puppet_source)
            .unwrap_or_default(),
        nested: origin
            .nested
            .iter()
            .map(|n| match n {
                super::lookup::Interpolated::Lookup(found) => {
                    Source::Lookup(std::sync::Arc::new(resolve_lookup(found, texts)))
                }
                super::lookup::Interpolated::Variable { name, value } => Source::Variable {
                    name: name.clone(),
                    value: super::value::puppet_source(value),
                },
            })
            .collect(),
    }
}

/// The texts of the files sources name, by name.
#[derive(Debug, Clone, Default)]
pub struct Texts(pub super::Map<String, std::sync::Arc<crate::syntax::Source>>);

impl PartialEq for Texts {
    fn eq(&self, other: &Texts) -> bool {
        self.0.len() == other.0.len()
            && self
                .0
                .iter()
                .all(|(k, v)| other.0.get(k).is_some_and(|o| o.text == v.text))
    }
}

impl Texts {
    /// The text of a file, by name.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(|s| s.text.as_str())
    }
}

/// Resolves a compile's records against its sources, once per lookup
/// and file however many values name them; the texts of the files they
/// name are gathered in `texts` (by name).
#[derive(Default)]
pub struct Resolver {
    pub texts: Texts,
    lookups: rustc_hash::FxHashMap<*const HieraSource, std::sync::Arc<Lookup>>,
    files: rustc_hash::FxHashSet<crate::syntax::FileId>,
}

impl Resolver {
    /// Compile records resolved.
    pub fn resolve(&mut self, items: &[DataSource], sources: &SourceMap) -> Vec<Source> {
        items
            .iter()
            .filter_map(|item| match item {
                DataSource::Lookup(l) => {
                    let key = Rc::as_ptr(l);
                    let resolved = match self.lookups.get(&key) {
                        Some(known) => known.clone(),
                        None => {
                            let made = std::sync::Arc::new(resolve_lookup(l, &mut self.texts));
                            self.lookups.insert(key, made.clone());
                            made
                        }
                    };
                    Some(Source::Lookup(resolved))
                }
                DataSource::Template(t) => {
                    if !self.texts.0.contains_key(&t.name) {
                        self.texts.0.insert(t.name.clone(), t.text.clone());
                    }
                    Some(Source::Template {
                        name: t.name.clone(),
                    })
                }
                DataSource::Code(span) => {
                    let source = sources.find(span.file)?;
                    let last = (span.end as usize).saturating_sub(1);
                    let end = source.line_column(last).0.max(span.line);
                    if self.files.insert(span.file) && !self.texts.0.contains_key(&source.name) {
                        let shared = match sources.loaded().iter().find(|l| l.name == source.name) {
                            Some(loaded) => loaded.clone(),
                            None => std::sync::Arc::new(source.clone()),
                        };
                        self.texts.0.insert(source.name.clone(), shared);
                    }
                    Some(Source::Code {
                        file: source.name.clone(),
                        line: span.line,
                        end,
                    })
                }
            })
            .collect()
    }
}
