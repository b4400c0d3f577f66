//! A catalog as the diff and the relationship graph see it: resources
//! keyed by `Type[title]`, parameters as Puppet's catalog JSON writes them,
//! declaration file and line, and (for a compile) each parameter's
//! provenance in words. Read from a catalog JSON file or made from a
//! compiled [`Catalog`]; the graph adds its own narrower view
//! (`View::for_graph`, in the graph layer).

use serde_json::Value as Json;

use super::json::{Selection, catalog_json};
use super::sources::{DataSource, Resolver, Source};
use super::text::provenance_text;
use super::{Catalog, Map, Provenance};
use crate::syntax::SourceMap;

/// One resource of a side.
#[derive(Debug, Clone, PartialEq)]
pub struct Res {
    pub type_name: String,
    pub title: String,
    pub file: Option<String>,
    pub line: Option<u64>,
    pub exported: bool,
    pub tags: Vec<String>,
    /// Parameters in the catalog's order.
    pub params: Vec<(String, Json)>,
    /// For each parameter, where its value came from (a compile only).
    pub provenance: Vec<Option<String>>,
    /// For each parameter, what its value was computed from (a compile
    /// only; empty where nothing is known).
    pub sources: Vec<Vec<Source>>,
}

impl Res {
    /// `Type[title]`.
    pub fn reference(&self) -> String {
        format!("{}[{}]", self.type_name, self.title)
    }

    /// What a parameter's value was computed from.
    pub fn sources_of(&self, name: &str) -> &[Source] {
        self.params
            .iter()
            .position(|(n, _)| n == name)
            .and_then(|i| self.sources.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// The value of a parameter and its provenance.
    pub fn param(&self, name: &str) -> Option<(&Json, Option<&str>)> {
        let i = self.params.iter().position(|(n, _)| n == name)?;
        Some((
            &self.params[i].1,
            self.provenance.get(i).and_then(|p| p.as_deref()),
        ))
    }

    /// `file:line` of the declaration, if known.
    pub fn location(&self) -> Option<String> {
        match (&self.file, self.line) {
            (Some(f), Some(l)) => Some(format!("{f}:{l}")),
            (Some(f), None) => Some(f.clone()),
            _ => None,
        }
    }
}

/// A catalog as the diff and the graph see it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct View {
    pub name: String,
    pub resources: Vec<Res>,
    /// Containment edges, `Type[title]` to `Type[title]`.
    pub edges: Vec<(String, String)>,
    /// Resource index by reference.
    pub index: Map<String, usize>,
    /// The texts of the manifests and templates the sources name, by
    /// name: what a diff compares line by line.
    pub texts: super::sources::Texts,
    /// The directories the side's files are under, as its names spell
    /// them (its names less these prefixes are what two sides compare).
    pub roots: Vec<String>,
}

impl View {
    /// Reads Puppet's catalog JSON (a JSON object with `resources`); also
    /// accepts the `{"data": {...}}` wrapper of older catalogs.
    pub fn from_json(json: &Json) -> Result<View, String> {
        View::from_json_owned(json.clone())
    }

    /// [`View::from_json`], taking the document apart instead of copying.
    pub fn from_json_owned(mut json: Json) -> Result<View, String> {
        if json.get("resources").is_none()
            && let Some(data) = json.get_mut("data")
        {
            json = data.take();
        }
        let Some(Json::Array(resources)) = json.get_mut("resources").map(Json::take) else {
            return Err("not a catalog: no `resources` array".into());
        };
        let mut view = View {
            name: json
                .get("name")
                .and_then(Json::as_str)
                .unwrap_or_default()
                .to_string(),
            ..View::default()
        };
        view.resources.reserve(resources.len());
        view.index.reserve(resources.len());
        for mut r in resources {
            let mut string = |k: &str| match r.get_mut(k).map(Json::take) {
                Some(Json::String(s)) => Some(s),
                _ => None,
            };
            let type_name = string("type").unwrap_or_default();
            let file = string("file");
            let title = match r.get_mut("title").map(Json::take) {
                Some(Json::String(s)) => s,
                Some(other) => other.to_string(),
                None => String::new(),
            };
            let params: Vec<(String, Json)> = match r.get_mut("parameters").map(Json::take) {
                Some(Json::Object(m)) => m.into_iter().collect(),
                _ => Vec::new(),
            };
            let tags = match r.get_mut("tags").map(Json::take) {
                Some(Json::Array(t)) => t
                    .into_iter()
                    .filter_map(|t| match t {
                        Json::String(s) => Some(s),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            view.push(Res {
                type_name,
                title,
                file,
                line: r.get("line").and_then(Json::as_u64),
                exported: r.get("exported").and_then(Json::as_bool).unwrap_or(false),
                tags,
                provenance: vec![None; params.len()],
                sources: Vec::new(),
                params,
            });
        }
        for e in json
            .get("edges")
            .and_then(Json::as_array)
            .into_iter()
            .flatten()
        {
            if let (Some(s), Some(t)) = (
                e.get("source").and_then(Json::as_str),
                e.get("target").and_then(Json::as_str),
            ) {
                view.edges.push((s.to_string(), t.to_string()));
            }
        }
        Ok(view)
    }

    /// A compiled catalog, as Puppet's JSON would show it, with each
    /// parameter's provenance.
    pub fn from_catalog(catalog: &Catalog, sources: &SourceMap) -> View {
        let json = catalog_json(catalog, sources, Selection::Puppet);
        let mut view = View::from_json_owned(json).expect("the writer writes a catalog");
        let mut resolver = Resolver::default();
        for res in &mut view.resources {
            let Some(id) = catalog.find_exact(&res.type_name, &res.title) else {
                continue;
            };
            let r = &catalog.resources[id];
            res.sources = vec![Vec::new(); res.params.len()];
            for (i, (name, _)) in res.params.iter().enumerate() {
                if let Some(p) = r.params.get(name) {
                    res.provenance[i] = Some(provenance_text(&p.provenance, sources));
                    let recorded = catalog.value_sources.get(&(id, name.clone()));
                    let items = value_sources(&p.provenance, recorded.map(|r| &r[..]));
                    res.sources[i] = resolver.resolve(&items, sources);
                }
            }
        }
        view.texts = resolver.texts;
        view
    }

    /// A file's name as two sides compare it: less the side's root.
    pub fn relative<'a>(&self, name: &'a str) -> &'a str {
        self.roots
            .iter()
            .find_map(|root| name.strip_prefix(root.as_str()))
            .filter(|rest| rest.is_empty() || rest.starts_with('/'))
            .map_or(name, |rest| rest.trim_start_matches('/'))
    }

    fn push(&mut self, res: Res) {
        self.index.insert(res.reference(), self.resources.len());
        self.resources.push(res);
    }

    /// The resource named by `Type[title]`.
    pub fn get(&self, reference: &str) -> Option<&Res> {
        self.index.get(reference).map(|&i| &self.resources[i])
    }

    /// Reduces every file to its base name (as the conformance data is).
    pub fn base_names(&mut self) {
        for r in &mut self.resources {
            if let Some(f) = &mut r.file {
                *f = f.rsplit('/').next().unwrap_or_default().to_string();
            }
        }
    }
}

/// A value's sources: where its provenance says it is written, the
/// lookup that found it, then what the compile recorded.
fn value_sources(provenance: &Provenance, recorded: Option<&[DataSource]>) -> Vec<DataSource> {
    let mut items: Vec<DataSource> = Vec::new();
    match provenance {
        Provenance::Declared(at)
        | Provenance::DefaultBody(at)
        | Provenance::Splat(at)
        | Provenance::ResourceDefault(at)
        | Provenance::Amended(at)
        | Provenance::ParameterDefault(at)
        | Provenance::CollectorOverride { at, .. }
        | Provenance::Appended { at, .. } => items.push(DataSource::Code(*at)),
        Provenance::Hiera(h) => items.push(DataSource::Lookup(h.clone())),
        Provenance::Required(calls) => {
            items.extend(calls.iter().map(|(_, at)| DataSource::Code(*at)));
        }
        _ => {}
    }
    for item in recorded.into_iter().flatten() {
        if !items.iter().any(|i| i.same(item)) {
            items.push(item.clone());
        }
    }
    items
}
