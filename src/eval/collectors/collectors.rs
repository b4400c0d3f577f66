//! Collectors: registration, the matching pass run in the generator
//! loop, realization and override blocks.
//!
//! As in Puppet, a collector's query and override values are evaluated
//! once, where the collector is written; matching runs in every generator
//! pass. So that compile time does not grow as resources × collectors,
//! each pass indexes resources by tag (inherited tags included) and by
//! title, and a collector whose query pins a tag or title only looks at
//! those candidates.

use std::rc::Rc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::query::EvaluatedQuery;
use super::scope::ScopeId;
use super::types::flatten;
use super::{Compiler, Eval, RelationSide};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{Provenance, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::*;

/// A collector registered during evaluation and run in the generator loop.
#[derive(Debug, Clone)]
pub(super) struct PendingCollector {
    /// Capitalized type name.
    pub(super) type_name: String,
    pub(super) exported: bool,
    pub(super) query: Option<EvaluatedQuery>,
    /// Override block: (attribute, value, `+>`, location).
    pub(super) overrides: Vec<(String, Value, bool, Span)>,
    /// The class the collector was written in.
    pub(super) source: Rc<str>,
    /// Resources already collected by this collector.
    pub(super) collected: HashSet<ResourceId>,
    /// Where the collector is written (for exported collection).
    pub(super) scope: ScopeId,
    pub(super) span: Span,
    /// Whether the other nodes' exports were asked for (once).
    pub(super) fetched: bool,
    /// What a chain relates in this collector's place when, as the
    /// source of a relationship, it collected nothing: the left side of
    /// the arrow it was the right side of (`A -> Coll <| |> -> B` relates
    /// A to B then), as Puppet's empty-alternative adapter does.
    pub(super) empty_alternative: Option<RelationSide>,
}

/// Per-pass lookups: for a type, resource ids by tag and by lowercase title.
#[derive(Default)]
pub(super) struct PassIndex {
    /// Look tags up one at a time (previews) instead of indexing them all.
    pub(super) per_tag: bool,
    pub(super) by_tag: HashMap<String, HashMap<Rc<str>, Vec<ResourceId>>>,
    pub(super) by_title: HashMap<String, HashMap<String, Vec<ResourceId>>>,
    /// For a type and attribute: ids by lowercase string value (each
    /// string member of an array value too).
    pub(super) by_value: HashMap<(String, String), HashMap<String, Vec<ResourceId>>>,
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
            "an Exported Query"
        } else {
            "a Virtual Query"
        };
        if collector.exported && self.run_guard.as_ref().is_some_and(|g| g.after_top) {
            // An incremental input's, once code ran after the top scope
            // (a define body's too): other nodes' exports are not in the
            // catalog to run it over again where the compile would.
            self.refuse_input("an exported collector ran after code past the top scope");
            return Err(self.error(span, "left to the full compile"));
        }
        if collector.type_name.eq_ignore_ascii_case("class") {
            return Err(self.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating {what}, Classes cannot be collected"
                ),
            ));
        }
        let type_name = capitalize_type_name(&collector.type_name);
        if self.type_kind(&type_name, span).is_err() {
            let message = format!(
                "Evaluation Error: Error while evaluating {what}, Resource type {} doesn't exist",
                type_name.to_lowercase()
            );
            return Err(self.error(span, message));
        }
        if let Some(class) = collector.query.as_ref().and_then(untransformable) {
            let message = format!(
                "Evaluation Error: Error while evaluating {what}, Cannot transform object of class Puppet::Pops::Model::{class}"
            );
            return Err(self.error(span, message));
        }
        let query = match &collector.query {
            Some(q) => Some(self.eval_query(q, scope)?),
            None => None,
        };
        if query.as_ref().is_some_and(EvaluatedQuery::has_numeric_tag) {
            let message = format!(
                "Evaluation Error: Error while evaluating {what}, Cannot transform a number to a tag"
            );
            return Err(self.error(span, message));
        }
        if collector.exported {
            self.warn_without_storeconfigs("the collection will be ignored", span);
        }
        let overrides = self.located_attributes(&collector.ops, scope)?;
        self.collectors.push(PendingCollector {
            type_name,
            exported: collector.exported,
            query,
            overrides,
            source: self.source_of(scope),
            collected: HashSet::default(),
            scope,
            span,
            fetched: false,
            empty_alternative: None,
        });
        Ok(self.collectors.len() - 1)
    }

    /// One pass of every collector; true if any found something new.
    /// `index` may come from the previous pass if nothing but these
    /// collectors changed the catalog since (it is kept up to date here).
    pub(super) fn evaluate_collectors(&mut self, index: &mut PassIndex) -> Eval<bool> {
        let mut found = self.realize_declared_since();
        for c in 0..self.collectors.len() {
            let remote = self.collect_remote(c)?;
            if !remote.is_empty() {
                *index = PassIndex::default();
            }
            let mut fresh: Vec<ResourceId> = self
                .collect(c, index)
                .into_iter()
                .filter(|id| !self.collectors[c].collected.contains(id))
                .collect();
            fresh.extend(remote);
            if fresh.is_empty() {
                continue;
            }
            found = true;
            let overrides = self.apply_collected(c, &fresh)?;
            if overrides.iter().any(|(name, ..)| name == "tag") {
                // Tags changed: later collectors must see them.
                *index = PassIndex::default();
            } else {
                // Overridden values: later collectors must see them.
                index
                    .by_value
                    .retain(|(_, attr), _| !overrides.iter().any(|(name, ..)| name == attr));
            }
        }
        Ok(found)
    }

    /// Realizes what collector `c` newly matched and applies its
    /// overrides to them (the last collector to set an attribute wins);
    /// returns those overrides.
    pub(super) fn apply_collected(
        &mut self,
        c: usize,
        fresh: &[ResourceId],
    ) -> Eval<Vec<(String, Value, bool, Span)>> {
        let span = self.collectors[c].span;
        for &id in fresh {
            self.realize_id(id, crate::catalog::Realizer::Collector(span));
            self.collectors[c].collected.insert(id);
        }
        if self.collectors[c].overrides.is_empty() {
            return Ok(Vec::new());
        }
        let source = self.collectors[c].source.clone();
        self.override_sources.insert(source.to_string());
        let overrides = self.collectors[c].overrides.clone();
        for &id in fresh {
            self.override_of_evaluated(id, span)?;
            for (name, value, append, at) in &overrides {
                let current = self.catalog.resources[id]
                    .params
                    .get(name)
                    .map(|p| p.value.clone());
                let replaced = current.clone().map(Box::new);
                let (value, provenance) = match (&current, append) {
                    (Some(cur), true) => (
                        Value::array(flatten(&[cur.clone(), value.clone()])),
                        Provenance::Appended { at: *at, replaced },
                    ),
                    _ => (
                        value.clone(),
                        Provenance::CollectorOverride { at: *at, replaced },
                    ),
                };
                self.set_param(id, name, value, provenance, source.clone());
            }
        }
        Ok(overrides)
    }

    /// The resources a collector matches now. Exported collectors collect
    /// nothing without storeconfigs, as in Puppet's default setup; with
    /// them, the node's own exported resources (which stay exported).
    pub(super) fn collect(&mut self, c: usize, index: &mut PassIndex) -> Vec<ResourceId> {
        let collector = &self.collectors[c];
        if collector.exported {
            if self.options.exports.is_none() {
                return Vec::new();
            }
            let query = collector.query.clone();
            return self
                .catalog
                .of_type(&collector.type_name)
                .iter()
                .copied()
                .filter(|&id| {
                    let r = &self.catalog.resources[id];
                    r.exported
                        && !self.remote.contains_key(&id)
                        && query
                            .as_ref()
                            .is_none_or(|q| q.matches(r, &|tag| self.has_tag(id, tag)))
                })
                .collect();
        }
        let type_name = collector.type_name.clone();
        let Some(query) = collector.query.clone() else {
            return self.catalog.of_type(&type_name).to_vec();
        };
        let candidates = self.candidates(&type_name, &query, index);
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

    /// A superset of the resources `query` can match, found through the
    /// pass's indexes, or None if only a scan can tell. Every `==` on a
    /// string narrows: `and` takes either side, `or` needs both.
    fn candidates(
        &self,
        type_name: &str,
        query: &EvaluatedQuery,
        index: &mut PassIndex,
    ) -> Option<Vec<ResourceId>> {
        match query {
            EvaluatedQuery::Eq(attr, Value::Str(key)) => {
                let key = key.to_lowercase();
                Some(match attr.as_str() {
                    "tag" => self.tag_candidates(type_name, &key, index),
                    "title" => self.title_candidates(type_name, &key, index),
                    _ => self.value_candidates(type_name, attr, &key, index),
                })
            }
            EvaluatedQuery::And(l, r) => self
                .candidates(type_name, l, index)
                .or_else(|| self.candidates(type_name, r, index)),
            EvaluatedQuery::Or(l, r) => {
                let mut ids = self.candidates(type_name, l, index)?;
                ids.extend(self.candidates(type_name, r, index)?);
                ids.sort_unstable();
                ids.dedup();
                Some(ids)
            }
            _ => None,
        }
    }

    /// Resources of a type whose `attr` is the string `key` (any case),
    /// or an array holding it.
    fn value_candidates(
        &self,
        type_name: &str,
        attr: &str,
        key: &str,
        index: &mut PassIndex,
    ) -> Vec<ResourceId> {
        let by_value = index
            .by_value
            .entry((type_name.to_string(), attr.to_string()))
            .or_insert_with(|| {
                let mut map: HashMap<String, Vec<ResourceId>> = HashMap::default();
                for &id in self.catalog.of_type(type_name) {
                    let Some(param) = self.catalog.resources[id].params.get(attr) else {
                        continue;
                    };
                    let mut add = |v: &Value| {
                        if let Value::Str(s) = v {
                            let ids = map.entry(s.to_lowercase()).or_default();
                            if ids.last() != Some(&id) {
                                ids.push(id);
                            }
                        }
                    };
                    match &param.value {
                        Value::Array(items) => items.iter().for_each(&mut add),
                        other => add(other),
                    }
                }
                map
            });
        by_value.get(key).cloned().unwrap_or_default()
    }

    fn tag_candidates(&self, type_name: &str, tag: &str, index: &mut PassIndex) -> Vec<ResourceId> {
        if !index.by_tag.contains_key(type_name) {
            let built = if index.per_tag {
                HashMap::default()
            } else {
                self.tag_index(type_name)
            };
            index.by_tag.insert(type_name.to_string(), built);
        }
        let by_tag = index.by_tag.get_mut(type_name).expect("inserted above");
        if let Some(ids) = by_tag.get(tag) {
            return ids.clone();
        }
        if !index.per_tag {
            return Vec::new();
        }
        // Previews ask for one tag at a time: scan for it once.
        let ids: Vec<ResourceId> = self
            .catalog
            .of_type(type_name)
            .iter()
            .copied()
            .filter(|&id| self.has_tag(id, tag))
            .collect();
        by_tag.insert(Rc::from(tag), ids.clone());
        ids
    }

    /// Every tag of every resource of a type (inherited ones included),
    /// computing each owner's inherited tags once.
    pub(super) fn tag_index(&self, type_name: &str) -> HashMap<Rc<str>, Vec<ResourceId>> {
        let mut map: HashMap<Rc<str>, Vec<ResourceId>> = HashMap::default();
        let mut inherited: HashMap<ResourceId, Vec<Rc<str>>> = HashMap::default();
        // Keys share the resources' tag strings.
        let add =
            |map: &mut HashMap<Rc<str>, Vec<ResourceId>>, tag: &Rc<str>, id: ResourceId| match map
                .get_mut(&**tag)
            {
                Some(ids) => {
                    if ids.last() != Some(&id) {
                        ids.push(id);
                    }
                }
                None => {
                    map.insert(tag.clone(), vec![id]);
                }
            };
        for &id in self.catalog.of_type(type_name) {
            for tag in &self.catalog.resources[id].tags {
                add(&mut map, tag, id);
            }
            let Some(owner) = self.owner(id) else {
                continue;
            };
            let tags = inherited.entry(owner).or_insert_with(|| {
                let mut tags = Vec::new();
                let mut current = Some(owner);
                while let Some(o) = current {
                    tags.extend(self.catalog.resources[o].tags.iter().cloned());
                    current = self.owner(o);
                }
                tags
            });
            for tag in tags.iter() {
                add(&mut map, tag, id);
            }
        }
        for ids in map.values_mut() {
            ids.sort_unstable();
            ids.dedup();
        }
        map
    }

    /// The resource whose scope declared `id` (its class, define or node).
    fn owner(&self, id: ResourceId) -> Option<ResourceId> {
        match self
            .scopes
            .get(self.catalog.resources[id].scope)
            .map(|s| s.resource)
        {
            Some(o) if o != id && o >= self.main => Some(o),
            _ => None,
        }
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
                let mut map: HashMap<String, Vec<ResourceId>> = HashMap::default();
                for &id in self.catalog.of_type(type_name) {
                    map.entry(self.catalog.resources[id].title.to_lowercase())
                        .or_default()
                        .push(id);
                }
                map
            });
        by_title.get(title).cloned().unwrap_or_default()
    }

    fn eval_query(&mut self, query: &Query, scope: ScopeId) -> Eval<EvaluatedQuery> {
        Ok(match query {
            Query::Eq(attr, value) => EvaluatedQuery::Eq(attr.clone(), self.eval(value, scope)?),
            Query::Ne(attr, value) => EvaluatedQuery::Ne(attr.clone(), self.eval(value, scope)?),
            Query::Computed {
                key,
                negated,
                value,
            } => {
                let name = self.query_key(key, scope)?;
                let value = self.eval(value, scope)?;
                if *negated {
                    EvaluatedQuery::Ne(name, value)
                } else {
                    EvaluatedQuery::Eq(name, value)
                }
            }
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

    /// The attribute a computed query key names: a bare word is its own
    /// name, anything else is evaluated and must give a string.
    fn query_key(&mut self, key: &Expr, scope: ScopeId) -> Eval<String> {
        match &key.kind {
            ExprKind::BareWord(word) => Ok(word.clone()),
            ExprKind::Paren(inner) => self.query_key(inner, scope),
            _ => match self.eval(key, scope)? {
                Value::Str(name) => Ok(name.to_string()),
                // Puppet fails on any other key (undef, numbers, booleans).
                other => Err(self.error(
                    key.span,
                    format!(
                        "Evaluation Error: {} cannot name an attribute in a query",
                        super::expr::a_an_uc(&if other.is_undef() {
                            "Undef Value".to_string()
                        } else {
                            other.type_label()
                        })
                    ),
                )),
            },
        }
    }
}

/// The first value in a query that Puppet's query transformer cannot
/// take (only strings, numbers, booleans, undef, bare words, variables
/// and access expressions can be compared with), by Puppet's model class.
fn untransformable(query: &Query) -> Option<&'static str> {
    match query {
        Query::And(l, r) | Query::Or(l, r) => untransformable(l).or_else(|| untransformable(r)),
        Query::Eq(_, value) | Query::Ne(_, value) => value_class(value),
        Query::Computed { key, value, .. } => value_class(key).or_else(|| value_class(value)),
    }
}

fn value_class(value: &Expr) -> Option<&'static str> {
    Some(match &value.kind {
        // A negative literal was written with a unary minus.
        ExprKind::Integer(n) if *n < 0 => "UnaryMinusExpression",
        ExprKind::Float(f) if *f < 0.0 => "UnaryMinusExpression",
        ExprKind::Str(_)
        | ExprKind::Interpolated(_)
        | ExprKind::Integer(_)
        | ExprKind::Float(_)
        | ExprKind::Bool(_)
        | ExprKind::Undef
        | ExprKind::BareWord(_)
        | ExprKind::Variable(_)
        | ExprKind::Access(..) => return None,
        ExprKind::Paren(inner) => return value_class(inner),
        ExprKind::Array(_) => "LiteralList",
        ExprKind::Hash(_) => "LiteralHash",
        ExprKind::TypeRef(_) => "QualifiedReference",
        ExprKind::Regex(_) => "LiteralRegularExpression",
        ExprKind::Default => "LiteralDefault",
        ExprKind::Unary(UnaryOp::Neg, _) => "UnaryMinusExpression",
        ExprKind::Unary(UnaryOp::Splat, _) => "UnfoldExpression",
        ExprKind::Binary(
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Mod,
            ..,
        ) => "ArithmeticExpression",
        ExprKind::Binary(BinaryOp::Shl | BinaryOp::Shr, ..) => "ArithmeticExpression",
        ExprKind::Binary(
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne,
            ..,
        ) => "ComparisonExpression",
        ExprKind::Binary(BinaryOp::In, ..) => "InExpression",
        ExprKind::Binary(BinaryOp::Match | BinaryOp::NotMatch, ..) => "MatchExpression",
        ExprKind::Unary(UnaryOp::Not, _) => "NotExpression",
        ExprKind::Selector(..) => "SelectorExpression",
        ExprKind::If(..) => "IfExpression",
        ExprKind::Unless(..) => "UnlessExpression",
        ExprKind::Case(..) => "CaseExpression",
        ExprKind::Call(_) => "CallNamedFunctionExpression",
        ExprKind::MethodCall(..) => "CallMethodExpression",
        // The validator has already refused the rest, in its own words.
        _ => return None,
    })
}
