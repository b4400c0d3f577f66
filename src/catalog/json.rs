//! Puppet's catalog JSON, as `puppet catalog compile --render-as json`
//! prints it (less the volatile `version`, `code_id` and `catalog_uuid`,
//! which are given fixed values).

use serde_json::{Map, Value as Json, json};

use super::{Catalog, Kind, Value};
use crate::syntax::SourceMap;

/// Which resources to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// As Puppet: no unrealized virtual resources, no exported ones.
    Puppet,
    /// Everything, each resource with its state.
    All,
}

/// The catalog as Puppet's JSON document.
pub fn catalog_json(catalog: &Catalog, sources: &SourceMap, selection: Selection) -> Json {
    let shown = |i: usize| {
        let r = &catalog.resources[i];
        selection == Selection::All || !r.is_virtual
    };
    let resources: Vec<Json> = (0..catalog.resources.len())
        .filter(|&i| shown(i))
        .map(|i| resource_json(catalog, i, sources, selection))
        .collect();
    let edges: Vec<Json> = catalog
        .edges
        .iter()
        .filter(|(s, t)| shown(*s) && shown(*t))
        .map(|(s, t)| json!({"source": catalog.resources[*s].reference(), "target": catalog.resources[*t].reference()}))
        .collect();
    json!({
        "tags": catalog.tags.iter().collect::<Vec<_>>(),
        "name": catalog.name,
        "version": 0,
        "code_id": null,
        "catalog_uuid": "00000000-0000-0000-0000-000000000000",
        "catalog_format": 2,
        "environment": "production",
        "resources": resources,
        "edges": edges,
        "classes": catalog.classes,
    })
}

fn resource_json(catalog: &Catalog, id: usize, sources: &SourceMap, selection: Selection) -> Json {
    let r = &catalog.resources[id];
    let mut obj = Map::new();
    obj.insert("type".into(), json!(r.type_name));
    obj.insert("title".into(), json!(r.title));
    obj.insert("tags".into(), json!(r.tags.iter().collect::<Vec<_>>()));
    if let Some(span) = r.span {
        obj.insert("file".into(), json!(sources.name(span.file)));
        obj.insert("line".into(), json!(span.line));
    }
    obj.insert("exported".into(), json!(r.exported));
    let kind = match r.kind {
        Kind::Builtin => "compilable_type",
        Kind::Defined => "defined_type",
        Kind::Class if r.span.is_some() => "class",
        Kind::Class => "unknown",
    };
    obj.insert("kind".into(), json!(kind));
    let params: Map<String, Json> = r
        .params
        .iter()
        .filter(|(_, p)| !p.value.is_undef())
        .map(|(k, p)| (k.clone(), value_json(&p.value)))
        .collect();
    if !params.is_empty() {
        obj.insert("parameters".into(), Json::Object(params));
    }
    if selection == Selection::All {
        let state = if r.exported {
            "exported"
        } else if r.is_virtual {
            "virtual"
        } else if r.declared_virtual {
            "realized"
        } else {
            "declared"
        };
        obj.insert("state".into(), json!(state));
    }
    Json::Object(obj)
}

/// A value as Puppet renders it in catalog parameters.
pub fn value_json(value: &Value) -> Json {
    match value {
        Value::Undef => Json::Null,
        Value::Default => json!("default"),
        Value::Bool(b) => json!(b),
        Value::Int(i) => json!(i),
        Value::Float(f) => json!(f),
        Value::Str(s) => json!(s.as_ref()),
        Value::Regex(r) => json!(format!("/{r}/")),
        Value::Array(items) => Json::Array(items.iter().map(value_json).collect()),
        Value::Hash(map) => Json::Object(
            map.iter()
                .map(|(k, v)| (key_string(k), value_json(v)))
                .collect(),
        ),
        Value::Type(_) => match value.as_ref_parts() {
            Some((ty, title)) => json!(super::value::reference_text(&ty, &title)),
            None => json!(value.to_string()),
        },
    }
}

fn key_string(key: &Value) -> String {
    match key {
        Value::Str(s) => s.to_string(),
        other => other.to_string(),
    }
}
