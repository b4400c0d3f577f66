//! Exported collection across nodes (storeconfigs): what `Type <<| q |>>`
//! brings in from the resources other nodes exported.
//!
//! The compiler never opens the store: [`Options::exports`] hands it an
//! [`Exports`] (the store layer implements it), asked once per exported
//! collector with its query as PuppetDB's terminus sends it
//! ([`ExportQuery`], matched with PuppetDB's semantics by the store). As
//! Puppet with PuppetDB does, the collector takes the matching exported
//! resources of every other node (they arrive with `exported: false`,
//! rebuilt from type, title and parameters only) besides the node's own
//! exported ones, applies its overrides to them, and fails when one has
//! the type and title of a resource the node declares, or that another
//! node's export already brought in.
//!
//! [`Options::exports`]: super::Options::exports

use super::export_query::ExportQuery;
use super::resources::{add_tag, bare_resource};
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

impl ExportedResource {
    /// Where it was exported.
    pub fn origin(&self) -> ExportOrigin {
        ExportOrigin {
            node: self.node.clone(),
            file: self.file.clone(),
            line: self.line,
        }
    }
}

/// Where exported collectors find the other nodes' exported resources.
pub trait Exports: std::fmt::Debug {
    /// The exported resources of type `type_name` (capitalized) of every
    /// node but `node` that `query` (when given) matches, with PuppetDB's
    /// semantics ([`ExportQuery::matches`]), in the order the store
    /// keeps them; `Err` is a store error in words.
    fn exported(
        &self,
        type_name: &str,
        node: &str,
        query: Option<&ExportQuery>,
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
            self.note_resource_probe(&item.type_name, &item.title);
            if let Some(existing) = self.catalog.find(&item.type_name, &item.title) {
                // Another collector brought it in first: Puppet leaves it
                // to that one (this collector's overrides and arrows skip
                // it).
                if self.remote.get(&existing) == Some(&key) {
                    continue;
                }
                return Err(self.error(span, format!("A duplicate resource was found while collecting exported resources, with the type and title {}[{}]", item.type_name, item.title)));
            }
            let container = self.scopes[scope].resource;
            let id = self.catalog.add(resource);
            self.catalog.edges.push((container, id));
            self.remote.insert(id, key);
            self.catalog.exported_by.insert(id, item.origin());
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
            .map(|(item, r)| (r.reference(), item.origin()))
            .collect())
    }

    /// The other nodes' exported resources collector `c` matches (the
    /// store decides, with PuppetDB's semantics), each made a resource as
    /// it would arrive (`exported: false`).
    fn fetch_remote(&mut self, c: usize) -> Eval<Vec<(ExportedResource, Resource)>> {
        let Some(exports) = self.options.exports.clone() else {
            return Ok(Vec::new());
        };
        let collector = &self.collectors[c];
        let (type_name, span, scope) =
            (collector.type_name.clone(), collector.span, collector.scope);
        let query = collector.query.as_ref().map(ExportQuery::from_evaluated);
        let found = exports
            .exported(&type_name, &self.options.node, query.as_ref())
            .map_err(|m| {
                self.error(
                    span,
                    format!("Evaluation Error: Error while evaluating an Exported Query, {m}"),
                )
            })?;
        let kind = self.type_kind(&type_name, span)?;
        Ok(found
            .into_iter()
            .map(|item| {
                let resource = self.remote_resource(&item, kind, scope);
                (item, resource)
            })
            .collect())
    }

    /// A resource of another node as Puppet rebuilds it from PuppetDB's
    /// answer: its type, title and parameters only. Its tags are made
    /// anew (the `tag` parameter's, the type's, the title's; the
    /// collecting scope's come at the end, as for any resource): the
    /// exporting node's scope tags stay behind. The collecting scope's
    /// resource defaults apply.
    fn remote_resource(
        &mut self,
        item: &ExportedResource,
        kind: crate::catalog::Kind,
        scope: super::ScopeId,
    ) -> Resource {
        let source: std::rc::Rc<str> = "".into();
        let mut tags = TagSet::default();
        for (name, value) in &item.params {
            if name == "tag" {
                for tag in super::types::flatten(std::slice::from_ref(value)) {
                    add_tag(&mut tags, &tag.to_string());
                }
            }
        }
        add_tag(&mut tags, &item.type_name);
        add_tag(&mut tags, &item.title);
        let mut resource = Resource {
            tags,
            container: Some(self.scopes[scope].resource),
            source: source.clone(),
            scope,
            ..bare_resource(&item.type_name, &item.title, kind)
        };
        for (name, value) in &item.params {
            let param = Param {
                value: value.clone(),
                provenance: Provenance::Compiler,
                source: source.clone(),
            };
            resource.params.insert(name.clone(), param);
        }
        // The collecting scope's resource defaults fill what the exporter
        // left unset (Puppet adds them when it finishes the resource).
        for (name, default) in self.lookup_defaults(&resource.type_name, scope) {
            if resource.params.contains_key(&name) {
                continue;
            }
            if name == "tag" {
                for tag in super::types::flatten(std::slice::from_ref(&default.value)) {
                    add_tag(&mut resource.tags, &tag.to_string());
                }
            }
            let param = Param {
                value: default.value,
                provenance: Provenance::ResourceDefault(default.span),
                source: source.clone(),
            };
            resource.params.insert(name, param);
        }
        resource
    }
}
