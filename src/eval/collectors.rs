//! Collectors: registration, the matching pass run in the generator
//! loop, realization and override blocks.

use std::collections::HashSet;

use super::query::EvaluatedQuery;
use super::scope::ScopeId;
use super::types::flatten;
use super::{Compiler, Eval, PendingCollector};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{Provenance, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::*;

impl Compiler<'_> {
    /// Registers a collector; it runs in the generator loop.
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
            return Err(self.error(span, format!("Evaluation Error: Error while evaluating a {what}, Resource type {} doesn't exist", type_name.to_lowercase())));
        }
        let mut collector = collector.clone();
        collector.type_name = type_name;
        self.collectors.push(PendingCollector {
            collector,
            span,
            scope,
            collected: HashSet::new(),
        });
        Ok(self.collectors.len() - 1)
    }

    /// One pass of every collector; true if any found something new.
    pub(super) fn evaluate_collectors(&mut self) -> Eval<bool> {
        let mut found = false;
        for index in 0..self.collectors.len() {
            let matches = self.collect(index)?;
            let fresh: Vec<ResourceId> = matches
                .into_iter()
                .filter(|id| !self.collectors[index].collected.contains(id))
                .collect();
            if fresh.is_empty() {
                continue;
            }
            found = true;
            for &id in &fresh {
                self.catalog.resources[id].is_virtual = false;
                self.collectors[index].collected.insert(id);
            }
            let pending = self.collectors[index].clone();
            if !pending.collector.ops.is_empty() {
                let source = self.source_of(pending.scope);
                self.override_sources.insert(source.clone());
                let values = self.attribute_values(&pending.collector.ops, pending.scope, false)?;
                for &id in &fresh {
                    for (name, value, append, provenance) in &values {
                        let at = match provenance {
                            Provenance::Declared(s) | Provenance::Splat(s) => *s,
                            _ => pending.span,
                        };
                        let current = self.catalog.resources[id]
                            .params
                            .get(name)
                            .map(|p| p.value.clone());
                        let (value, provenance) = match (&current, append) {
                            (Some(cur), true) => (
                                Value::array(flatten(&[cur.clone(), value.clone()])),
                                Provenance::Appended {
                                    at,
                                    replaced: current.clone(),
                                },
                            ),
                            _ => (
                                value.clone(),
                                Provenance::CollectorOverride {
                                    at,
                                    replaced: current.clone(),
                                },
                            ),
                        };
                        self.set_param(id, name, value, provenance, source.clone());
                    }
                }
            }
        }
        Ok(found)
    }

    /// The resources a collector matches now. Exported collectors collect
    /// nothing without storeconfigs, as in Puppet's default setup.
    fn collect(&mut self, index: usize) -> Eval<Vec<ResourceId>> {
        let pending = self.collectors[index].clone();
        if pending.collector.exported {
            return Ok(Vec::new());
        }
        let query = match &pending.collector.query {
            Some(q) => Some(self.eval_query(q, pending.scope)?),
            None => None,
        };
        Ok(self
            .catalog
            .of_type(&pending.collector.type_name)
            .iter()
            .copied()
            .filter(|&id| {
                query.as_ref().is_none_or(|q| {
                    q.matches(&self.catalog.resources[id], &self.effective_tags(id))
                })
            })
            .collect())
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
