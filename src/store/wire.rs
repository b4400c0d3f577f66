//! A compiled catalog as Puppet's PuppetDB terminus sends it: the
//! `replace catalog` command's payload, wire format v9.
//!
//! Both stores keep what this makes, so that the embedded store holds
//! what PuppetDB would and other nodes collect the same parameters:
//! titles as strings, every resource with `parameters` (`{}` if none),
//! the namevar as an `alias` when it differs from the title (and
//! `Stage[main]`/`Class[main]` aliased `main`, as Puppet does), the
//! unordered metaparameters (`before`, `require`, `tag`...) sorted,
//! `Sensitive` parameters dropped, containment edges named `contains`
//! and one edge per `before`/`require`/`notify`/`subscribe` target
//! (`required-by`, `notifies`, `subscription-of` reversed as Puppet
//! does). Exported resources nobody collected are sent (that is how
//! other nodes find them) but take no part in edges.

use serde_json::{Map, Value as Json, json};

use crate::catalog::Catalog;
use crate::catalog::json::{Selection, catalog_json};
use crate::syntax::SourceMap;

/// What the command carries besides the catalog.
#[derive(Debug, Clone)]
pub struct Envelope {
    /// When the catalog was made, ISO 8601 with milliseconds, UTC.
    pub producer_timestamp: String,
    /// The machine that compiled it.
    pub producer: String,
    pub catalog_uuid: String,
    pub transaction_uuid: Option<String>,
    pub job_id: Option<String>,
    pub code_id: Option<String>,
    /// Milliseconds since the epoch, as Puppet's catalog version.
    pub version: String,
}

/// Metaparameters whose arrays mean a set: Puppet's terminus sorts them.
const UNORDERED: [&str; 8] = [
    "alias",
    "audit",
    "before",
    "check",
    "notify",
    "require",
    "subscribe",
    "tag",
];

/// Relationship metaparameters: the edge's name and whether it points
/// from the resource (forward) or to it.
const RELATIONSHIPS: [(&str, &str, bool); 4] = [
    ("before", "before", true),
    ("require", "required-by", false),
    ("notify", "notifies", true),
    ("subscribe", "subscription-of", false),
];

/// The `replace catalog` v9 payload of `node`'s compiled catalog, or
/// Puppet's refusal of a relationship to a resource it lacks.
pub fn replace_catalog_payload(
    node: &str,
    catalog: &Catalog,
    sources: &SourceMap,
    envelope: &Envelope,
) -> Result<Json, String> {
    let mut doc = catalog_json(catalog, sources, Selection::All);
    let (resources, uncollected) = resources_of(&mut doc, catalog);
    let mut edges: Vec<Json> = doc
        .get("edges")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
        .filter_map(|e| {
            let source = reference(e.get("source")?.as_str()?)?;
            let target = reference(e.get("target")?.as_str()?)?;
            Some(json!({"source": source, "target": target, "relationship": "contains"}))
        })
        .collect();
    relationship_edges(&resources, &uncollected, &mut edges)?;
    let mut unique = std::collections::HashSet::new();
    edges.retain(|e| unique.insert(e.to_string()));
    Ok(json!({
        "certname": node,
        "version": envelope.version,
        "edges": edges,
        "resources": resources,
        "code_id": envelope.code_id,
        "job_id": envelope.job_id,
        "catalog_uuid": envelope.catalog_uuid,
        "transaction_uuid": envelope.transaction_uuid,
        "environment": doc.get("environment").cloned().unwrap_or(json!("production")),
        "producer_timestamp": envelope.producer_timestamp,
        "producer": envelope.producer,
    }))
}

/// The resources the terminus sends, from the catalog's JSON (every
/// resource, in the catalog's order): each with whether it is an
/// exported one nobody collected.
pub fn resources(catalog: &Catalog, sources: &SourceMap) -> (Vec<Json>, Vec<bool>) {
    resources_of(&mut catalog_json(catalog, sources, Selection::All), catalog)
}

/// Takes the resources out of the catalog's JSON.
fn resources_of(doc: &mut Json, catalog: &Catalog) -> (Vec<Json>, Vec<bool>) {
    let listed = match doc.get_mut("resources").map(Json::take) {
        Some(Json::Array(listed)) => listed,
        _ => Vec::new(),
    };
    let mut resources = Vec::with_capacity(listed.len());
    let mut uncollected = Vec::with_capacity(listed.len());
    for (r, json) in catalog.resources.iter().zip(listed) {
        if r.is_virtual && !r.exported {
            continue;
        }
        resources.push(wire_resource(json, r));
        uncollected.push(r.is_virtual);
    }
    (resources, uncollected)
}

/// One resource of Puppet's catalog JSON as the terminus sends it.
fn wire_resource(json: Json, r: &crate::catalog::Resource) -> Json {
    let mut out = match json {
        Json::Object(object) => object,
        _ => Map::new(),
    };
    out.shift_remove("state");
    let mut params = match out.shift_remove("parameters") {
        Some(Json::Object(p)) => p,
        _ => Map::new(),
    };
    if let Some(Json::Array(sensitive)) = out.shift_remove("sensitive_parameters") {
        for name in sensitive.iter().filter_map(Json::as_str) {
            params.remove(name);
        }
    }
    add_namevar_alias(&mut params, r);
    for name in UNORDERED {
        if let Some(Json::Array(values)) = params.get_mut(name) {
            values.sort_by_cached_key(ruby_to_s);
        }
    }
    // Titles are strings already in the catalog's JSON.
    out.insert("parameters".into(), Json::Object(params));
    Json::Object(out)
}

/// The resource's `alias` with its namevar added when that differs from
/// the title (not for types whose titles are not unique by namevar:
/// `exec`, and `package` whose key also has its provider).
fn add_namevar_alias(params: &mut Map<String, Json>, r: &crate::catalog::Resource) {
    let mut aliases: Vec<Json> = match params.get("alias") {
        Some(Json::Array(a)) => a.clone(),
        Some(Json::Null) | None => Vec::new(),
        Some(one) => vec![one.clone()],
    };
    // Puppet finds these two by the symbol `main`, which never equals
    // the string title.
    let main = r.title == "main" && matches!(&*r.type_name, "Stage" | "Class");
    let name = if main {
        Some(Json::String("main".into()))
    } else {
        let namevar = match r.kind {
            crate::catalog::Kind::Builtin if !matches!(&*r.type_name, "Exec" | "Package") => {
                crate::catalog::schema::builtin(&r.type_name).map(|s| s.namevar)
            }
            crate::catalog::Kind::Defined => Some("name"),
            _ => None,
        };
        namevar
            .and_then(|n| params.get(n))
            .filter(|v| v.as_str() != Some(&r.title))
            .cloned()
    };
    if let Some(name) = name.filter(|n| !n.is_null() && !aliases.contains(n)) {
        aliases.push(name);
    }
    if !aliases.is_empty() {
        params.insert("alias".into(), Json::Array(aliases));
    }
}

/// A value as Ruby's `to_s` shows it, the key Puppet sorts sets by.
fn ruby_to_s(value: &Json) -> String {
    match value {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `Type[title]` as `{"type", "title"}`.
fn reference(text: &str) -> Option<Json> {
    let open = text.find('[')?;
    let title = text[open + 1..].strip_suffix(']')?;
    let type_name = &text[..open];
    (!type_name.is_empty() && !title.is_empty()).then(|| json!({"type": type_name, "title": title}))
}

/// The edges of the relationship metaparameters, as Puppet's terminus
/// makes them (targets found by title or alias), or its refusal.
fn relationship_edges(
    resources: &[Json],
    uncollected: &[bool],
    edges: &mut Vec<Json>,
) -> Result<(), String> {
    let key = |r: &Json| {
        (
            r["type"].as_str().unwrap_or_default().to_string(),
            r["title"].as_str().unwrap_or_default().to_string(),
        )
    };
    let mut table = std::collections::HashMap::new();
    for (i, r) in resources.iter().enumerate() {
        table.insert(key(r), i);
    }
    for (i, r) in resources.iter().enumerate() {
        let aliases = r["parameters"]["alias"].as_array().into_iter().flatten();
        for alias in aliases.filter_map(Json::as_str) {
            let (type_name, _) = key(r);
            table.entry((type_name, alias.to_string())).or_insert(i);
        }
    }
    for (i, r) in resources.iter().enumerate() {
        if uncollected[i] {
            continue;
        }
        let (type_name, title) = key(r);
        let this = json!({"type": type_name, "title": title});
        for (param, relationship, forward) in RELATIONSHIPS {
            let Some(value) = r["parameters"].get(param) else {
                continue;
            };
            let targets: Vec<&Json> = match value {
                Json::Array(items) => items.iter().collect(),
                one => vec![one],
            };
            for target in targets {
                let text = ruby_to_s(target);
                let refused = |why: &str| {
                    format!(
                        "Invalid relationship: {type_name}[{title}] {{ {param} => {text} }}, because {text} {why}"
                    )
                };
                let Some(mut other) = reference(&text) else {
                    return Err(refused(
                        "doesn't seem to be in the correct format. Resource references should be formatted as: Classname['title'] or Modulename::Classname['title'] (take careful note of the capitalization).",
                    ));
                };
                if other["type"] == "File" {
                    let trimmed = other["title"].as_str().unwrap_or_default();
                    let trimmed = trimmed.trim_end_matches('/').to_string();
                    other["title"] = Json::String(trimmed);
                }
                let wanted = (
                    other["type"].as_str().unwrap_or_default().to_string(),
                    other["title"].as_str().unwrap_or_default().to_string(),
                );
                let Some(&found) = table.get(&wanted) else {
                    return Err(refused("doesn't seem to be in the catalog"));
                };
                if uncollected[found] {
                    return Err(refused("is exported but not collected"));
                }
                other["title"] = resources[found]["title"].clone();
                let (source, target) = if forward {
                    (this.clone(), other)
                } else {
                    (other, this.clone())
                };
                edges.push(
                    json!({"relationship": relationship, "source": source, "target": target}),
                );
            }
        }
    }
    Ok(())
}
