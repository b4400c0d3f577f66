//! Puppet's catalog JSON, as `puppet catalog compile --render-as json`
//! prints it (less the volatile `version`, `code_id` and `catalog_uuid`,
//! which are given fixed values).
//!
//! The document is serialized straight from the catalog (no intermediate
//! JSON tree), so printing a 200,000-resource catalog costs no more memory
//! than the output buffer.

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::Value as Json;

use super::value::reference_text;
use super::{Catalog, Kind, Resource, Value};
use crate::syntax::SourceMap;

/// Which resources to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// As Puppet: no unrealized virtual resources (nor uncollected
    /// exported ones).
    Puppet,
    /// Everything, each resource with its state.
    All,
}

/// The catalog as a serializable Puppet catalog document.
pub struct CatalogDocument<'a> {
    pub catalog: &'a Catalog,
    pub sources: &'a SourceMap,
    pub selection: Selection,
}

/// The catalog as Puppet's JSON document (a tree, for tests and tools).
pub fn catalog_json(catalog: &Catalog, sources: &SourceMap, selection: Selection) -> Json {
    serde_json::to_value(CatalogDocument {
        catalog,
        sources,
        selection,
    })
    .expect("catalog serializes")
}

/// Writes the catalog as one line of Puppet's JSON.
pub fn write_catalog_json(
    out: impl std::io::Write,
    catalog: &Catalog,
    sources: &SourceMap,
    selection: Selection,
) -> serde_json::Result<()> {
    serde_json::to_writer(
        out,
        &CatalogDocument {
            catalog,
            sources,
            selection,
        },
    )
}

impl CatalogDocument<'_> {
    fn shown(&self, id: usize) -> bool {
        self.selection == Selection::All || !self.catalog.resources[id].is_virtual
    }
}

impl Serialize for CatalogDocument<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let c = self.catalog;
        let mut map = s.serialize_map(Some(10))?;
        map.serialize_entry("tags", &c.tags)?;
        map.serialize_entry("name", &c.name)?;
        map.serialize_entry("version", &0)?;
        map.serialize_entry("code_id", &())?;
        map.serialize_entry("catalog_uuid", "00000000-0000-0000-0000-000000000000")?;
        map.serialize_entry("catalog_format", &2)?;
        map.serialize_entry("environment", "production")?;
        map.serialize_entry("resources", &Resources(self))?;
        map.serialize_entry("edges", &Edges(self))?;
        map.serialize_entry("classes", &c.classes)?;
        map.end()
    }
}

struct Resources<'a, 'b>(&'a CatalogDocument<'b>);

impl Serialize for Resources<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let doc = self.0;
        let mut seq = s.serialize_seq(None)?;
        for (id, r) in doc.catalog.resources.iter().enumerate() {
            if doc.shown(id) {
                seq.serialize_element(&ResourceEntry {
                    resource: r,
                    sources: doc.sources,
                    selection: doc.selection,
                })?;
            }
        }
        seq.end()
    }
}

struct Edges<'a, 'b>(&'a CatalogDocument<'b>);

impl Serialize for Edges<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let doc = self.0;
        // Puppet's graph lists edges grouped by target, targets in the
        // order of their first incoming edge. Sorting edge positions by
        // (target's first position, position) groups them without a list
        // per target.
        let edges = &doc.catalog.edges;
        let mut first_in = vec![u32::MAX; doc.catalog.resources.len()];
        let mut shown: Vec<u32> = Vec::new();
        for (i, &(source, target)) in edges.iter().enumerate() {
            if doc.shown(source) && doc.shown(target) {
                first_in[target] = first_in[target].min(i as u32);
                shown.push(i as u32);
            }
        }
        shown.sort_unstable_by_key(|&i| (first_in[edges[i as usize].1], i));
        let mut seq = s.serialize_seq(Some(shown.len()))?;
        for i in shown {
            let (source, target) = edges[i as usize];
            seq.serialize_element(&Edge(
                &doc.catalog.resources[source],
                &doc.catalog.resources[target],
            ))?;
        }
        seq.end()
    }
}

struct Edge<'a>(&'a Resource, &'a Resource);

impl Serialize for Edge<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("source", &Reference(self.0))?;
        map.serialize_entry("target", &Reference(self.1))?;
        map.end()
    }
}

/// `Type[title]`, streamed.
struct Reference<'a>(&'a Resource);

impl Serialize for Reference<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&super::ReferenceText(self.0))
    }
}

struct ResourceEntry<'a> {
    resource: &'a Resource,
    sources: &'a SourceMap,
    selection: Selection,
}

impl Serialize for ResourceEntry<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.resource;
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("type", &r.type_name)?;
        map.serialize_entry("title", &r.title)?;
        map.serialize_entry("tags", &r.tags)?;
        if let Some(span) = r.span {
            map.serialize_entry("file", self.sources.name(span.file))?;
            map.serialize_entry("line", &span.line)?;
        }
        let kind = match r.kind {
            Kind::Builtin => "compilable_type",
            Kind::Defined => "defined_type",
            Kind::Class if r.span.is_some() => "class",
            Kind::Class => "unknown",
        };
        if r.via_function {
            map.serialize_entry("kind", kind)?;
            map.serialize_entry("exported", &r.exported)?;
        } else {
            map.serialize_entry("exported", &r.exported)?;
            map.serialize_entry("kind", kind)?;
        }
        if r.params.values().any(|p| !p.value.is_undef()) {
            map.serialize_entry("parameters", &Parameters(r))?;
        }
        let sensitive: Vec<&String> = r
            .params
            .iter()
            .filter(|(_, p)| matches!(p.value, Value::Sensitive(_)))
            .map(|(name, _)| name)
            .collect();
        if !sensitive.is_empty() {
            map.serialize_entry("sensitive_parameters", &sensitive)?;
        }
        if self.selection == Selection::All {
            let state = if r.exported {
                "exported"
            } else if r.is_virtual {
                "virtual"
            } else if r.declared_virtual {
                "realized"
            } else {
                "declared"
            };
            map.serialize_entry("state", state)?;
        }
        map.end()
    }
}

struct Parameters<'a>(&'a Resource);

impl Serialize for Parameters<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        for (name, p) in &self.0.params {
            match &p.value {
                Value::Undef => {}
                Value::Sensitive(inner) => map.serialize_entry(name, &PuppetValue(inner))?,
                value => map.serialize_entry(name, &PuppetValue(value))?,
            }
        }
        map.end()
    }
}

/// A value as Puppet renders it in catalog parameters.
pub struct PuppetValue<'a>(pub &'a Value);

impl Serialize for PuppetValue<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::Undef => s.serialize_unit(),
            Value::Default => s.serialize_str("default"),
            Value::Bool(b) => s.serialize_bool(*b),
            Value::Int(i) => s.serialize_i64(*i),
            Value::Float(f) => s.serialize_f64(*f),
            Value::Str(text) => s.serialize_str(text),
            Value::Regex(r) => s.serialize_str(&format!("/{r}/")),
            Value::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items.iter() {
                    seq.serialize_element(&PuppetValue(item))?;
                }
                seq.end()
            }
            Value::Hash(entries) => {
                let mut map = s.serialize_map(Some(entries.len()))?;
                for (k, v) in entries.iter() {
                    map.serialize_entry(&k.to_string(), &PuppetValue(v))?;
                }
                map.end()
            }
            Value::Type(t) => match (self.0.as_ref_parts(), t.without_instance()) {
                (Some((ty, title)), _) => s.serialize_str(&reference_text(&ty, &title)),
                // A resource type alone is a reference with an empty title.
                (None, crate::catalog::PType::Resource(Some(ty), None)) => {
                    s.serialize_str(&format!("{ty}[]"))
                }
                (None, _) => s.serialize_str(&self.0.to_string()),
            },
            // A parameter's own sensitive value is unwrapped by the caller
            // (and listed in `sensitive_parameters`); nested ones are rich data.
            Value::Sensitive(inner) => {
                let mut map = s.serialize_map(Some(2))?;
                map.serialize_entry("__ptype", "Sensitive")?;
                map.serialize_entry("__pvalue", &PuppetValue(inner))?;
                map.end()
            }
        }
    }
}

/// A value as Puppet renders it in catalog parameters, as a JSON tree.
pub fn value_json(value: &Value) -> Json {
    serde_json::to_value(PuppetValue(value)).expect("value serializes")
}
