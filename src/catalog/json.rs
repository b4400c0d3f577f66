//! Puppet's catalog JSON, as `puppet catalog compile --render-as json`
//! prints it (less the volatile `version`, `code_id` and `catalog_uuid`,
//! which are given fixed values).
//!
//! The document is written straight from the catalog by a small JSON
//! writer of its own (no intermediate tree, no serde): printing is a
//! whole-process cost of `spaceship compile`, and most of it is string
//! escaping, which the writer does a word at a time. A 200,000-resource
//! catalog costs no more memory than the writer's buffer.
//!
//! The other way, [`json_to_value`] reads JSON (facts files, Hiera's JSON
//! data, PuppetDB's answers) as Puppet values.

use std::io::Write;

use serde_json::Value as Json;

use super::value::reference_text;
use super::{Catalog, Kind, Resource, Value};
use crate::syntax::SourceMap;
use crate::syntax::span::LOADED_FILES;

pub mod rich;
mod writer;
use writer::JsonWriter;

/// Which resources to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// As Puppet: no unrealized virtual resources (nor uncollected
    /// exported ones).
    Puppet,
    /// Everything, each resource with its state.
    All,
}

/// The catalog as Puppet's JSON document (a tree, for tests and tools).
pub fn catalog_json(catalog: &Catalog, sources: &SourceMap, selection: Selection) -> Json {
    let mut bytes = Vec::new();
    write_catalog_json(&mut bytes, catalog, sources, selection).expect("writing to memory");
    parse_deep(&bytes).expect("the writer writes JSON")
}

/// Writes the catalog as one line of Puppet's JSON.
pub fn write_catalog_json(
    out: impl Write,
    catalog: &Catalog,
    sources: &SourceMap,
    selection: Selection,
) -> std::io::Result<()> {
    let mut w = JsonWriter::new(out);
    // Every resource names its file: escape each name once.
    let file_entry = |file: u32| {
        let mut entry = b",\"file\":".to_vec();
        writer::escape_string_into(&mut entry, sources.name(file));
        entry.extend_from_slice(b",\"line\":");
        entry
    };
    let file_entries = (0..sources.len() as u32).map(file_entry).collect();
    let loaded_file_entries = (0..sources.loaded().len() as u32)
        .map(|i| file_entry(LOADED_FILES + i))
        .collect();
    let doc = Document {
        catalog,
        file_entries,
        loaded_file_entries,
        selection,
    };
    doc.write(&mut w)?;
    w.finish()
}

/// A value as Puppet renders it in catalog parameters, as a JSON tree.
pub fn value_json(value: &Value) -> Json {
    let mut bytes = Vec::new();
    let mut w = JsonWriter::new(&mut bytes);
    write_value(&mut w, value)
        .and_then(|()| w.finish())
        .expect("writing to memory");
    parse_deep(&bytes).expect("the writer writes JSON")
}

/// The most levels of arrays and objects Puppet's JSON writer (Ruby's
/// json) nests: a catalog deeper than that compiles, but Puppet cannot
/// write it ("nesting of 100 is too deep"). A parameter's value sits at
/// the fourth level (document, resources, resource, parameters), so it
/// may nest 96 levels.
pub const PUPPET_MAX_NESTING: usize = 100;

/// Puppet's error for a catalog that nests deeper than its JSON writer
/// writes, if this one does: what `puppet catalog compile` says instead
/// of printing it.
pub fn check_puppet_nesting(catalog: &Catalog, selection: Selection) -> Result<(), String> {
    let mut heights = rustc_hash::FxHashMap::default();
    let room = PUPPET_MAX_NESTING - 4;
    for r in &catalog.resources {
        if selection == Selection::Puppet && r.is_virtual {
            continue;
        }
        for (_, p) in r.params.iter() {
            let value = match &p.value {
                Value::Sensitive(inner) => inner,
                value => value,
            };
            if !value.is_container() {
                // A scalar nests nothing and writes as one piece of text.
                continue;
            }
            if nesting(value, &mut heights) > room {
                return Err(format!("nesting of {PUPPET_MAX_NESTING} is too deep"));
            }
            // A value shared without bound (`[$m, $m]` sixty times) is
            // written out whole: past the budget of one string, refused.
            super::limits::writable(value)?;
        }
    }
    Ok(())
}

/// The levels of arrays and objects `value` is written with, each shared
/// container measured once.
fn nesting(value: &Value, heights: &mut rustc_hash::FxHashMap<usize, usize>) -> usize {
    let address = match value {
        Value::Array(items) => std::rc::Rc::as_ptr(items) as *const u8 as usize,
        Value::Hash(map) => std::rc::Rc::as_ptr(map) as *const u8 as usize,
        Value::Sensitive(inner) => std::rc::Rc::as_ptr(inner) as *const u8 as usize,
        _ => return 0,
    };
    if let Some(&height) = heights.get(&address) {
        return height;
    }
    let height = 1 + stacker::maybe_grow(64 * 1024, 1024 * 1024, || match value {
        Value::Array(items) => items
            .iter()
            .map(|child| nesting(child, heights))
            .max()
            .unwrap_or(0),
        Value::Hash(map) => map
            .values()
            .map(|child| nesting(child, heights))
            .max()
            .unwrap_or(0),
        Value::Sensitive(inner) => nesting(inner, heights),
        _ => 0,
    });
    heights.insert(address, height);
    height
}

/// The most levels of arrays and objects [`parse_deep`] reads: past the
/// deepest value the compiler makes (500 levels) and the catalog's own
/// structure around it, so a catalog spaceship wrote always reads back.
pub const MAX_JSON_DEPTH: usize = 1024;

/// JSON text parsed without serde_json's recursion limit of 128 levels
/// (a catalog parameter may nest as deep as the compiler allows), on a
/// stack grown to fit, and refused past [`MAX_JSON_DEPTH`] levels with an
/// error that says so.
pub fn parse_deep<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    let depth = json_depth(bytes);
    if depth > MAX_JSON_DEPTH {
        return Err(format!(
            "JSON nested {depth} levels deep is more than spaceship reads ({MAX_JSON_DEPTH} levels)"
        ));
    }
    // Each level costs the parser (and later walks) a few frames.
    stacker::maybe_grow(depth * 4096 + 64 * 1024, depth * 8192 + 1024 * 1024, || {
        let mut de = serde_json::Deserializer::from_slice(bytes);
        de.disable_recursion_limit();
        let value = T::deserialize(&mut de).map_err(|e| e.to_string())?;
        de.end().map_err(|e| e.to_string())?;
        Ok(value)
    })
}

/// The deepest nesting of `[` and `{` in JSON text (outside strings).
fn json_depth(bytes: &[u8]) -> usize {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0, false, false);
    for &b in bytes {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

struct Document<'a> {
    catalog: &'a Catalog,
    /// `,"file":"<name>","line":` for each source.
    file_entries: Vec<Vec<u8>>,
    /// The same for files an environment loaded, from `LOADED_FILES` on.
    loaded_file_entries: Vec<Vec<u8>>,
    selection: Selection,
}

impl Document<'_> {
    fn shown(&self, id: usize) -> bool {
        self.selection == Selection::All || !self.catalog.resources[id].is_virtual
    }

    fn write<W: Write>(&self, w: &mut JsonWriter<W>) -> std::io::Result<()> {
        let c = self.catalog;
        w.raw("{\"tags\":");
        w.strings(c.tags.iter().map(|t| &**t));
        w.raw(",\"name\":");
        w.string(&c.name);
        w.raw(concat!(
            ",\"version\":0,\"code_id\":null,",
            "\"catalog_uuid\":\"00000000-0000-0000-0000-000000000000\",",
            "\"catalog_format\":2,\"environment\":\"production\",\"resources\":["
        ));
        let mut first = true;
        for (id, r) in c.resources.iter().enumerate() {
            if self.shown(id) {
                w.separator(&mut first);
                self.write_resource(w, r)?;
            }
        }
        w.raw("],\"edges\":[");
        self.write_edges(w)?;
        w.raw("],\"classes\":");
        w.strings(c.classes.iter().map(String::as_str));
        w.raw("}");
        Ok(())
    }

    fn write_edges<W: Write>(&self, w: &mut JsonWriter<W>) -> std::io::Result<()> {
        let resources = &self.catalog.resources;
        let mut first = true;
        for (source, target) in puppet_edges(self.catalog, |id| self.shown(id)) {
            w.separator(&mut first);
            w.raw("{\"source\":");
            w.joined_string(&reference_parts(&resources[source]));
            w.raw(",\"target\":");
            w.joined_string(&reference_parts(&resources[target]));
            w.raw("}");
            w.flush_if_full()?;
        }
        Ok(())
    }

    fn write_resource<W: Write>(&self, w: &mut JsonWriter<W>, r: &Resource) -> std::io::Result<()> {
        w.raw("{\"type\":");
        w.string(&r.type_name);
        w.raw(",\"title\":");
        w.string(&r.title);
        w.raw(",\"tags\":");
        w.strings(r.tags.iter().map(|t| &**t));
        if let Some(span) = r.span {
            let entry = match span.file.checked_sub(LOADED_FILES) {
                Some(index) => self.loaded_file_entries.get(index as usize),
                None => self.file_entries.get(span.file as usize),
            };
            match entry {
                Some(entry) => w.raw_bytes(entry),
                None => {
                    w.raw(",\"file\":\"<unknown>\",\"line\":");
                }
            }
            w.integer(span.line.into());
        }
        let kind = match r.kind {
            Kind::Builtin => "\"compilable_type\"",
            Kind::Defined => "\"defined_type\"",
            Kind::Class if r.span.is_some() => "\"class\"",
            Kind::Class => "\"unknown\"",
        };
        let exported = if r.exported { "true" } else { "false" };
        // `create_resources` makes Puppet put `kind` before `exported`.
        for key in if r.via_function {
            ["kind", "exported"]
        } else {
            ["exported", "kind"]
        } {
            w.raw(",\"");
            w.raw(key);
            w.raw("\":");
            w.raw(if key == "kind" { kind } else { exported });
        }
        // Puppet lists the namevar first (it starts from the title's
        // namevar and merges the parameters in), and leaves it out when it
        // only repeats the title. (The compiler's own Stage[main] keeps
        // its, and so does a title that was no String; resources collected
        // from other nodes, also without a place, are ordered as any.)
        let namevar = namevar(r);
        let shown = |name: &str, p: &super::Param| param_shown(r, namevar, name, p);
        if r.params.iter().any(|(name, p)| shown(name, p)) {
            w.raw(",\"parameters\":{");
            let mut first = true;
            let lead = namevar.and_then(|n| r.params.get(n).map(|p| (n, p)));
            let rest = r
                .params
                .iter()
                .map(|(name, p)| (name.as_str(), p))
                .filter(|(name, _)| Some(*name) != namevar);
            for (name, p) in lead.into_iter().chain(rest) {
                if !shown(name, p) {
                    continue;
                }
                let value = match &p.value {
                    Value::Sensitive(inner) => inner,
                    value => value,
                };
                w.separator(&mut first);
                w.string(name);
                w.raw(":");
                match (self.catalog.rich_data, value) {
                    (_, Value::Str(text)) => w.string(text),
                    // Plain data is written alike either way, without the
                    // rich form's detour through a JSON tree.
                    (true, value) if !rich::needs_rich_form(value) => write_value(w, value)?,
                    (true, value) => write_json(w, &rich::rich_value(value)),
                    (false, value) => write_value(w, value)?,
                }
            }
            w.raw("}");
        }
        let mut sensitive = r
            .params
            .iter()
            .filter(|(_, p)| matches!(p.value, Value::Sensitive(_)))
            .map(|(name, _)| name.as_str())
            .peekable();
        if sensitive.peek().is_some() {
            w.raw(",\"sensitive_parameters\":");
            w.strings(sensitive);
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
            w.raw(",\"state\":");
            w.string(state);
        }
        w.raw("}");
        w.flush_if_full()
    }
}

/// The containment edges Puppet's JSON lists, between resources `shown`
/// keeps: grouped by target, targets in the order of their first
/// incoming edge (Puppet's graph keeps them so).
pub fn puppet_edges(
    catalog: &Catalog,
    shown: impl Fn(usize) -> bool,
) -> impl Iterator<Item = (usize, usize)> + '_ {
    // Sorting edge positions by (target's first position, position)
    // groups them without a list per target.
    let edges = &catalog.edges;
    let mut first_in = vec![u32::MAX; catalog.resources.len()];
    let mut kept: Vec<u32> = Vec::new();
    for (i, &(source, target)) in edges.iter().enumerate() {
        if shown(source) && shown(target) {
            first_in[target] = first_in[target].min(i as u32);
            kept.push(i as u32);
        }
    }
    kept.sort_unstable_by_key(|&i| (first_in[edges[i as usize].1], i));
    kept.into_iter().map(|i| edges[i as usize])
}

/// The namevar Puppet lists first among a resource's parameters.
fn namevar(r: &Resource) -> Option<&'static str> {
    match r.kind {
        _ if r.span.is_none() && r.type_name == "Stage" => None,
        Kind::Builtin => super::schema::builtin(&r.type_name).map(|s| s.namevar),
        Kind::Defined => Some("name"),
        Kind::Class => None,
    }
}

/// Whether Puppet's JSON lists a parameter: not when undef, nor a namevar
/// that only repeats the title.
pub fn param_shown(r: &Resource, namevar: Option<&str>, name: &str, p: &super::Param) -> bool {
    match &p.value {
        Value::Undef => false,
        Value::Str(s) if Some(name) == namevar => {
            **s != *r.title || p.provenance == super::Provenance::TitleText
        }
        _ => true,
    }
}

/// The parameters of `names` Puppet's JSON lists, as it lists them (a
/// sensitive value unwrapped), in the resource's order.
pub fn shown_params_json(r: &Resource, names: impl Fn(&str) -> bool) -> Vec<(String, Json)> {
    let namevar = namevar(r);
    r.params
        .iter()
        .filter(|(name, p)| names(name) && param_shown(r, namevar, name, p))
        .map(|(name, p)| {
            let value = match &p.value {
                Value::Sensitive(inner) => inner,
                value => value,
            };
            (name.to_string(), plain_json(value))
        })
        .collect()
}

/// [`value_json`], without writing and reading the strings and lists of
/// strings most parameters are.
fn plain_json(value: &Value) -> Json {
    match value {
        Value::Str(text) => Json::String(text.to_string()),
        Value::Array(items) if items.iter().all(|i| matches!(i, Value::Str(_))) => {
            Json::Array(items.iter().map(plain_json).collect())
        }
        value => value_json(value),
    }
}

/// `Type[title]` in pieces, to be written without formatting.
fn reference_parts(r: &Resource) -> [&str; 4] {
    [&r.type_name, "[", &r.title, "]"]
}

/// A JSON tree, its numbers as Ruby writes them.
fn write_json<W: Write>(w: &mut JsonWriter<W>, json: &Json) {
    match json {
        Json::Null => w.raw("null"),
        Json::Bool(b) => w.raw(if *b { "true" } else { "false" }),
        Json::Number(n) => match n.as_i64() {
            Some(i) => w.integer(i),
            None => w.float(n.as_f64().unwrap_or_default()),
        },
        Json::String(s) => w.string(s),
        Json::Array(items) => {
            w.raw("[");
            let mut first = true;
            for item in items {
                w.separator(&mut first);
                write_json(w, item);
            }
            w.raw("]");
        }
        Json::Object(entries) => {
            w.raw("{");
            let mut first = true;
            for (k, v) in entries {
                w.separator(&mut first);
                w.string(k);
                w.raw(":");
                write_json(w, v);
            }
            w.raw("}");
        }
    }
}

/// A value as Puppet renders it in catalog parameters.
fn write_value<W: Write>(w: &mut JsonWriter<W>, value: &Value) -> std::io::Result<()> {
    match value {
        Value::Undef => w.raw("null"),
        Value::Default => w.string("default"),
        Value::Bool(b) => w.raw(if *b { "true" } else { "false" }),
        Value::Int(i) => w.integer(*i),
        Value::Float(f) => w.float(*f),
        Value::Str(text) | Value::Object(_, text) => w.string(text),
        Value::Regex(r) => w.display_string(format_args!("/{r}/")),
        Value::UserObject(_) => w.display_string(format_args!("{value}")),
        Value::Array(items) => {
            w.raw("[");
            let mut first = true;
            for item in items.iter() {
                w.separator(&mut first);
                write_value(w, item)?;
            }
            w.raw("]");
        }
        Value::Hash(entries) => {
            w.raw("{");
            let mut first = true;
            for (k, v) in entries.iter() {
                w.separator(&mut first);
                match k {
                    Value::Str(key) => w.string(key),
                    Value::Undef => w.string(""),
                    // A collection key becomes what Ruby's `inspect` shows.
                    key @ (Value::Array(_) | Value::Hash(_)) => {
                        w.string(&super::value::ruby_inspect(key))
                    }
                    // A reference key is written as a reference value is.
                    key => match key.as_ref_parts() {
                        Some((ty, title)) => w.string(&reference_text(&ty, &title)),
                        None => w.display_string(key),
                    },
                }
                w.raw(":");
                write_value(w, v)?;
            }
            w.raw("}");
        }
        Value::Type(t) => match (value.as_ref_parts(), t.without_instance()) {
            (Some((ty, title)), _) => w.string(&reference_text(&ty, &title)),
            // A resource type alone is a reference with an empty title.
            (None, crate::catalog::PType::Resource(Some(ty), None)) => {
                w.display_string(format_args!("{ty}[]"))
            }
            (None, _) => w.display_string(value),
        },
        // An iterator never reaches a catalog (attributes refuse one);
        // elsewhere it is written as its text.
        Value::Timestamp(_)
        | Value::Timespan(_)
        | Value::Binary(_)
        | Value::Deferred(_)
        | Value::Iterator(_) => w.display_string(value),
        // A parameter's own sensitive value is unwrapped by the caller
        // (and listed in `sensitive_parameters`); nested ones are rich data.
        Value::Sensitive(inner) => {
            w.raw("{\"__ptype\":\"Sensitive\",\"__pvalue\":");
            write_value(w, inner)?;
            w.raw("}");
        }
    }
    w.flush_if_full()
}

/// Converts JSON (facts files) to a Puppet value.
pub fn json_to_value(json: &serde_json::Value) -> Value {
    match json {
        serde_json::Value::Null => Value::Undef,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => n
            .as_i64()
            .map(Value::Int)
            .unwrap_or_else(|| Value::Float(n.as_f64().unwrap_or(0.0))),
        serde_json::Value::String(s) => Value::str(s),
        serde_json::Value::Array(items) => Value::array(items.iter().map(json_to_value).collect()),
        serde_json::Value::Object(map) => Value::hash(
            map.iter()
                .map(|(k, v)| (Value::str(k), json_to_value(v)))
                .collect(),
        ),
    }
}
