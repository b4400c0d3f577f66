//! Exported collection across nodes (storeconfigs): what `Type <<| q |>>`
//! brings in from the resources other nodes exported.
//!
//! The compiler never opens the store: [`Options::exports`] hands it an
//! [`Exports`] (the store layer implements it), asked once per exported
//! collector. As Puppet with PuppetDB does, the collector takes the
//! matching exported resources of every other node (they arrive with
//! `exported: false`) besides the node's own exported ones, applies its
//! overrides to them, and fails when one has the type and title of a
//! resource the node declares itself.
//!
//! [`Options::exports`]: super::Options::exports

use super::query::EvaluatedQuery;
use super::{Compiler, Eval};
use crate::catalog::{ExportOrigin, Param, Provenance, Resource, ResourceId, TagSet, Value};

/// A resource another node exported, as the store keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportedResource {
    /// The node whose catalog exported it.
    pub node: String,
    /// Capitalized type name.
    pub type_name: String,
    pub title: String,
    /// Every tag, inherited ones included (as the catalog shows them).
    pub tags: Vec<String>,
    pub params: Vec<(String, Value)>,
    /// Where the exporting node declared it.
    pub file: Option<String>,
    pub line: Option<u32>,
}

/// Where exported collectors find the other nodes' exported resources.
pub trait Exports: std::fmt::Debug {
    /// The exported resources of type `type_name` (capitalized) of every
    /// node but `node`. `tags`, when given, may narrow them to resources
    /// having one of those tags (the query decides the rest); `Err` is a
    /// store error in words.
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        tags: Option<&[String]>,
    ) -> Result<Vec<ExportedResource>, String>;
}

impl Compiler {
    /// Puppet's warning for an export (`what`: "the export") or an
    /// exported collector ("the collection") compiled without
    /// storeconfigs.
    pub(super) fn warn_without_storeconfigs(&mut self, what: &str, span: crate::syntax::Span) {
        if self.options.exports.is_some() {
            return;
        }
        let message = format!(
            "warning: You cannot collect exported resources without storeconfigs being set; {what} (file: {}, line: {}, column: {})",
            self.file_name(span.file),
            span.line,
            span.column
        );
        self.messages.push(message);
    }

    /// Adds to the catalog the other nodes' exported resources that
    /// exported collector `c` matches (the first time it runs) and
    /// returns their ids.
    pub(super) fn collect_remote(&mut self, c: usize) -> Eval<Vec<ResourceId>> {
        let collector = &self.collectors[c];
        if !collector.exported || collector.fetched || self.options.exports.is_none() {
            return Ok(Vec::new());
        }
        self.collectors[c].fetched = true;
        let (span, scope) = (self.collectors[c].span, self.collectors[c].scope);
        let kind = self.type_kind(&self.collectors[c].type_name.clone(), span)?;
        let mut ids = Vec::new();
        for (item, resource) in self.fetch_remote(c)? {
            let key = format!("{}|{}|{}", item.node, item.type_name, item.title);
            if let Some(existing) = self.catalog.find(&item.type_name, &item.title) {
                // Another collector brought it in: this one takes it too.
                if self.remote.get(&existing) == Some(&key) {
                    ids.push(existing);
                    continue;
                }
                return Err(self.error(span, format!("A duplicate resource was found while collecting exported resources, with the type and title {}[{}]", item.type_name, item.title)));
            }
            let container = self.scopes[scope].resource;
            let id = self.catalog.add(resource);
            self.catalog.edges.push((container, id));
            self.remote.insert(id, key);
            self.catalog.exported_by.insert(
                id,
                ExportOrigin {
                    node: item.node,
                    file: item.file,
                    line: item.line,
                },
            );
            if kind == crate::catalog::Kind::Defined {
                self.bind_define_params(id, span)?;
            }
            ids.push(id);
        }
        Ok(ids)
    }

    /// What exported collector `c` would bring in from the other nodes,
    /// without adding it (a preview): each resource with where it was
    /// exported.
    pub(super) fn preview_remote(&mut self, c: usize) -> Eval<Vec<(String, ExportOrigin)>> {
        if !self.collectors[c].exported || self.options.exports.is_none() {
            return Ok(Vec::new());
        }
        Ok(self
            .fetch_remote(c)?
            .into_iter()
            .map(|(item, r)| {
                let origin = ExportOrigin {
                    node: item.node,
                    file: item.file,
                    line: item.line,
                };
                (r.reference(), origin)
            })
            .collect())
    }

    /// The other nodes' exported resources collector `c` matches, each
    /// made a resource as it would arrive (`exported: false`).
    fn fetch_remote(&mut self, c: usize) -> Eval<Vec<(ExportedResource, Resource)>> {
        let Some(exports) = self.options.exports.clone() else {
            return Ok(Vec::new());
        };
        let collector = &self.collectors[c];
        let (type_name, span, scope) =
            (collector.type_name.clone(), collector.span, collector.scope);
        let query = collector.query.clone();
        let tags = query.as_ref().and_then(tag_hint);
        let found = exports
            .exported(&type_name, &self.options.node, tags.as_deref())
            .map_err(|m| {
                self.error(
                    span,
                    format!("Evaluation Error: Error while evaluating an Exported Query, {m}"),
                )
            })?;
        let kind = self.type_kind(&type_name, span)?;
        let mut matched = Vec::new();
        for item in found {
            let mut tags = TagSet::default();
            for tag in &item.tags {
                tags.insert(tag.as_str().into());
            }
            let source: std::rc::Rc<str> = "".into();
            let mut resource = Resource {
                type_name: item.type_name.clone(),
                title: item.title.clone(),
                params: Default::default(),
                tags,
                span: None,
                exported: false,
                is_virtual: false,
                declared_virtual: false,
                kind,
                container: Some(self.scopes[scope].resource),
                source: source.clone(),
                evaluated: false,
                scope,
                via_function: false,
            };
            for (name, value) in item.params.clone() {
                let param = Param {
                    value,
                    provenance: Provenance::Compiler,
                    source: source.clone(),
                };
                resource.params.insert(name, param);
            }
            if query
                .as_ref()
                .is_none_or(|q| q.matches(&resource, &|t| resource.tags.contains(t)))
            {
                matched.push((item, resource));
            }
        }
        Ok(matched)
    }
}

/// Tags one of which every resource the query matches has, if the query
/// says so (`tag == 'x'`, under `and`s and on both sides of `or`s).
fn tag_hint(query: &EvaluatedQuery) -> Option<Vec<String>> {
    match query {
        EvaluatedQuery::Eq(attr, Value::Str(tag)) if attr == "tag" => {
            Some(vec![tag.to_lowercase()])
        }
        EvaluatedQuery::And(l, r) => tag_hint(l).or_else(|| tag_hint(r)),
        EvaluatedQuery::Or(l, r) => {
            let mut tags = tag_hint(l)?;
            tags.extend(tag_hint(r)?);
            Some(tags)
        }
        _ => None,
    }
}
