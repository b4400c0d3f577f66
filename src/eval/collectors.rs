//! Collectors: registration, the matching pass run in the generator
//! loop, realization and override blocks.
//!
//! As in Puppet, a collector's query and override values are evaluated
//! once, where the collector is written; matching runs in every generator
//! pass. So that compile time does not grow as resources × collectors,
//! each pass indexes resources by tag (inherited tags included) and by
//! title, and a collector whose query pins a tag or title only looks at
//! those candidates.

use std::collections::{HashMap, HashSet};

use super::query::EvaluatedQuery;
use super::scope::ScopeId;
use super::types::flatten;
use super::{Compiler, Eval, PendingCollector};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{Provenance, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::*;

/// Per-pass lookups: for a type, resource ids by tag and by lowercase title.
#[derive(Default)]
struct PassIndex {
    by_tag: HashMap<String, HashMap<String, Vec<ResourceId>>>,
    by_title: HashMap<String, HashMap<String, Vec<ResourceId>>>,
}

impl Compiler {
    /// Registers a collector, evaluating its query and overrides now; it
    /// matches in the generator loop.
    pub(super) fn register_collector(
        &mut self,
        collector: &Collector,
        scope: ScopeId,
        span: Span,
    ) -> Eval<usize> {
        let what = if collector.exported {
            "Exported Query"
        } else {
            "Virtual Query"
        };
        if collector.type_name.eq_ignore_ascii_case("class") {
            return Err(self.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating a {what}, Classes cannot be collected"
                ),
            ));
        }
        let type_name = capitalize_type_name(&collector.type_name);
        if self.type_kind(&type_name, span).is_err() {
            let message = format!(
                "Evaluation Error: Error while evaluating a {what}, Resource type {} doesn't exist",
                type_name.to_lowercase()
            );
            return Err(self.error(span, message));
        }
        let query = match &collector.query {
            Some(q) => Some(self.eval_query(q, scope)?),
            None => None,
        };
        let overrides = self
            .attribute_values(&collector.ops, scope, false)?
            .into_iter()
            .map(|(name, value, append, provenance)| {
                let at = match provenance {
                    Provenance::Declared(s) | Provenance::Splat(s) => s,
                    _ => span,
                };
                (name, value, append, at)
            })
            .collect();
        self.collectors.push(PendingCollector {
            type_name,
            exported: collector.exported,
            query,
            overrides,
            source: self.source_of(scope),
            collected: HashSet::new(),
        });
        Ok(self.collectors.len() - 1)
    }

    /// One pass of every collector; true if any found something new.
    pub(super) fn evaluate_collectors(&mut self) -> Eval<bool> {
        let mut found = false;
        let mut index = PassIndex::default();
        for c in 0..self.collectors.len() {
            let fresh: Vec<ResourceId> = self
                .collect(c, &mut index)
                .into_iter()
                .filter(|id| !self.collectors[c].collected.contains(id))
                .collect();
            if fresh.is_empty() {
                continue;
            }
            found = true;
            for &id in &fresh {
                self.catalog.resources[id].is_virtual = false;
                self.collectors[c].collected.insert(id);
            }
            if self.collectors[c].overrides.is_empty() {
                continue;
            }
            let source = self.collectors[c].source.clone();
            self.override_sources.insert(source.clone());
            let overrides = self.collectors[c].overrides.clone();
            for &id in &fresh {
                for (name, value, append, at) in &overrides {
                    let current = self.catalog.resources[id]
                        .params
                        .get(name)
                        .map(|p| p.value.clone());
                    let (value, provenance) = match (&current, append) {
                        (Some(cur), true) => (
                            Value::array(flatten(&[cur.clone(), value.clone()])),
                            Provenance::Appended {
                                at: *at,
                                replaced: current.clone(),
                            },
                        ),
                        _ => (
                            value.clone(),
                            Provenance::CollectorOverride {
                                at: *at,
                                replaced: current.clone(),
                            },
                        ),
                    };
                    self.set_param(id, name, value, provenance, source.clone());
                }
            }
            if overrides.iter().any(|(name, ..)| name == "tag") {
                // Tags changed: later collectors must see them.
                index = PassIndex::default();
            }
        }
        Ok(found)
    }

    /// The resources a collector matches now. Exported collectors collect
    /// nothing without storeconfigs, as in Puppet's default setup.
    fn collect(&mut self, c: usize, index: &mut PassIndex) -> Vec<ResourceId> {
        let collector = &self.collectors[c];
        if collector.exported {
            return Vec::new();
        }
        let type_name = collector.type_name.clone();
        let Some(query) = collector.query.clone() else {
            return self.catalog.of_type(&type_name).to_vec();
        };
        let candidates = match query.pinned() {
            Some(("tag", key)) => Some(self.tag_candidates(&type_name, &key, index)),
            Some(("title", key)) => Some(self.title_candidates(&type_name, &key, index)),
            _ => None,
        };
        let matches = |id: &ResourceId| {
            query.matches(&self.catalog.resources[*id], &|tag| self.has_tag(*id, tag))
        };
        match candidates {
            Some(ids) => ids.into_iter().filter(matches).collect(),
            None => self
                .catalog
                .of_type(&type_name)
                .iter()
                .copied()
                .filter(matches)
                .collect(),
        }
    }

    fn tag_candidates(&self, type_name: &str, tag: &str, index: &mut PassIndex) -> Vec<ResourceId> {
        let by_tag = index
            .by_tag
            .entry(type_name.to_string())
            .or_insert_with(|| {
                let mut map: HashMap<String, Vec<ResourceId>> = HashMap::new();
                for &id in self.catalog.of_type(type_name) {
                    for t in self.all_tags(id) {
                        map.entry(t).or_default().push(id);
                    }
                }
                map
            });
        by_tag.get(tag).cloned().unwrap_or_default()
    }

    fn title_candidates(
        &self,
        type_name: &str,
        title: &str,
        index: &mut PassIndex,
    ) -> Vec<ResourceId> {
        let by_title = index
            .by_title
            .entry(type_name.to_string())
            .or_insert_with(|| {
                let mut map: HashMap<String, Vec<ResourceId>> = HashMap::new();
                for &id in self.catalog.of_type(type_name) {
                    map.entry(self.catalog.resources[id].title.to_lowercase())
                        .or_default()
                        .push(id);
                }
                map
            });
        by_title.get(title).cloned().unwrap_or_default()
    }

    /// A resource's own tags and those it inherits from its owners.
    fn all_tags(&self, id: ResourceId) -> HashSet<String> {
        let mut tags = HashSet::new();
        let mut current = id;
        for _ in 0..256 {
            tags.extend(self.catalog.resources[current].tags.iter().cloned());
            match self
                .scopes
                .get(self.catalog.resources[current].scope)
                .map(|s| s.resource)
            {
                Some(o) if o != current && o >= self.main => current = o,
                _ => break,
            }
        }
        tags
    }

    fn eval_query(&mut self, query: &Query, scope: ScopeId) -> Eval<EvaluatedQuery> {
        Ok(match query {
            Query::Eq(attr, value) => EvaluatedQuery::Eq(attr.clone(), self.eval(value, scope)?),
            Query::Ne(attr, value) => EvaluatedQuery::Ne(attr.clone(), self.eval(value, scope)?),
            Query::And(l, r) => EvaluatedQuery::And(
                Box::new(self.eval_query(l, scope)?),
                Box::new(self.eval_query(r, scope)?),
            ),
            Query::Or(l, r) => EvaluatedQuery::Or(
                Box::new(self.eval_query(l, scope)?),
                Box::new(self.eval_query(r, scope)?),
            ),
        })
    }
}
