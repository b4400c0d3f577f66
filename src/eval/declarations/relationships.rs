//! Relationships: chaining arrows resolved at the end of compilation
//! into `before`/`notify`, and the check that every relationship target
//! exists.

use super::scope::ScopeId;
use super::types::flatten;
use super::{Compiler, Eval, RelationSide};
use crate::catalog::schema::RELATIONSHIP_PARAMS;
use crate::catalog::value::{parse_reference, reference_text};
use crate::catalog::{PType, Param, Provenance, Resource, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::*;

impl Compiler {
    /// A chain `left op right`: sides are resolved now, collectors later.
    pub(super) fn chain(
        &mut self,
        op: ChainOp,
        left: &Expr,
        right: &Expr,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        let (_, value) = self.chain_side(op, left, right, scope, span)?;
        // A relationship's value is its right side's references.
        Ok(match value {
            Value::Undef => Value::Undef,
            value => Value::array(flatten(std::slice::from_ref(&value))),
        })
    }

    /// Records a relationship and gives its right side, which is what a
    /// chain continuing from it relates (`A -> Coll <| |> -> B` relates
    /// the collected resources to B).
    fn chain_side(
        &mut self,
        op: ChainOp,
        left: &Expr,
        right: &Expr,
        scope: ScopeId,
        span: Span,
    ) -> Eval<(RelationSide, Value)> {
        let l = self.relation_side(left, scope, op, span)?;
        let r = self.relation_side(right, scope, op, span)?;
        let (source, target) = match op {
            ChainOp::Before | ChainOp::Notify => (l.0.clone(), r.0.clone()),
            ChainOp::After | ChainOp::NotifiedBy => (r.0.clone(), l.0.clone()),
        };
        self.relationships.push((source, target, op, span));
        match &r.0 {
            // `X -> [] -> Y` relates X to Y: an empty right side passes
            // the left one on.
            RelationSide::Refs(refs) if refs.is_empty() => return Ok(l),
            // A collector may turn out empty only later; it keeps the left
            // side to stand in for it then.
            RelationSide::Collector(c) => self.collectors[*c].empty_alternative = Some(l.0),
            RelationSide::Refs(_) => {}
        }
        Ok(r)
    }

    fn relation_side(
        &mut self,
        expr: &Expr,
        scope: ScopeId,
        op: ChainOp,
        chain_span: Span,
    ) -> Eval<(RelationSide, Value)> {
        if let ExprKind::Collector(c) = &expr.kind {
            let index = self.register_collector(c, scope, expr.span)?;
            return Ok((RelationSide::Collector(index), Value::Undef));
        }
        if let ExprKind::Chain(inner, l, r) = &expr.kind {
            // A chain of thousands of arrows nests as deep.
            return stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                self.chain_side(*inner, l, r, scope, expr.span)
            });
        }
        let value = self.eval(expr, scope)?;
        let mut refs = Vec::new();
        for v in flatten(std::slice::from_ref(&value)) {
            match v.as_ref_parts() {
                Some((type_name, _))
                    if type_name != "Class" && self.type_kind(&type_name, expr.span).is_err() =>
                {
                    return Err(self.error(
                        expr.span,
                        format!("Evaluation Error: Resource type not found: {type_name}"),
                    ));
                }
                Some(parts) => refs.push(parts),
                None => refs.push(self.reference_operand(&v, op, chain_span)?),
            }
        }
        Ok((RelationSide::Refs(refs), value))
    }

    /// A relationship operand that is not a reference value: a string
    /// naming one, or an untitled resource type (taken now, refused when
    /// the relationship is made: an empty title stands for it).
    fn reference_operand(
        &self,
        v: &Value,
        op: ChainOp,
        chain_span: Span,
    ) -> Eval<(String, String)> {
        let arrow = match op {
            ChainOp::Before => "->",
            ChainOp::Notify => "~>",
            ChainOp::After => "<-",
            ChainOp::NotifiedBy => "<~",
        };
        let failure = match v {
            Value::Str(text) => match parse_reference(text) {
                Some(parts) => return Ok(parts),
                None => format!(
                    "Error while evaluating a '{arrow}' expression, The expression <{text}> is not a valid type specification."
                ),
            },
            Value::Type(t) => match t.as_ref() {
                PType::Resource(Some(type_name), None) => {
                    return Ok((type_name.clone(), String::new()));
                }
                PType::Class(None) => format!(
                    "Error while evaluating a '{arrow}' expression, No title provided and \"class\" is not a valid resource reference"
                ),
                _ => not_catalog_type(v),
            },
            _ => not_catalog_type(v),
        };
        Err(self.error(chain_span, format!("Evaluation Error: {failure}")))
    }

    /// The resources a side relates. A collector that is the source and
    /// collected nothing relates what stood left of it in its chain,
    /// leftwards until something is found (Puppet's `leftmost_alternative`);
    /// as a target it relates only what it collected.
    pub(super) fn side_refs(&self, side: &RelationSide, is_source: bool) -> Vec<(String, String)> {
        match side {
            RelationSide::Refs(r) => r.clone(),
            RelationSide::Collector(i) if is_source && self.collectors[*i].collected.is_empty() => {
                match &self.collectors[*i].empty_alternative {
                    Some(alternative) => self.side_refs(alternative, true),
                    None => Vec::new(),
                }
            }
            RelationSide::Collector(i) => {
                let mut ids: Vec<ResourceId> =
                    self.collectors[*i].collected.iter().copied().collect();
                ids.sort_unstable();
                ids.into_iter()
                    .map(|id| {
                        (
                            self.catalog.resources[id].type_name.clone(),
                            self.catalog.resources[id].title.clone(),
                        )
                    })
                    .collect()
            }
        }
    }

    /// The earlier resources (before `first_new`) the relationships a REPL
    /// input made start from, to which the end of the compile it stands
    /// for would add their targets (a collector's, those it collected);
    /// None where only a full compile can: a collector relates resources
    /// not in their final order, or later code's relationships (applied
    /// after the input's there) or an amendment (applied after all of
    /// them) already set that earlier source's list.
    pub(super) fn earlier_relationship_sources(
        &self,
        first_new: ResourceId,
    ) -> Option<Vec<ResourceId>> {
        let mut earlier = Vec::new();
        for (source, target, op, _) in &self.relationships {
            if !self.collected_in_final_order(target) {
                return None;
            }
            let param = match op {
                ChainOp::Before | ChainOp::After => "before",
                _ => "notify",
            };
            for (type_name, title) in &self.side_refs(source, true) {
                let id = self.catalog.find_referenced(type_name, title)?;
                if id >= first_new || earlier.contains(&id) {
                    continue;
                }
                let params = &self.catalog.resources[id].params;
                let amended = (params.get(param))
                    .is_some_and(|p| matches!(p.provenance, Provenance::Amended(_)));
                // A list the relationship starts goes before what later
                // finishing steps added (inherited metaparameters, pending
                // amendments), not after it.
                let finished_after = !params.contains_key(param)
                    && params.values().any(|p| {
                        matches!(
                            p.provenance,
                            Provenance::Inherited(_) | Provenance::Amended(_)
                        )
                    });
                let later = (self.later_relationship_sources.iter())
                    .any(|(t, title)| self.catalog.find_referenced(t, title) == Some(id));
                if later || amended || finished_after {
                    return None;
                }
                earlier.push(id);
            }
        }
        Some(earlier)
    }

    /// Whether a relationship's target side relates its resources in the
    /// order the compile an input stands for would: a collector relates
    /// them in catalog order, which moves the input's resources (and its
    /// define bodies') before those of code after the top scope. Only
    /// the top scope's are in place already.
    fn collected_in_final_order(&self, side: &RelationSide) -> bool {
        let RelationSide::Collector(c) = side else {
            return true;
        };
        let top = self.top_scope_end.resources;
        (self.collectors[*c].collected.iter())
            .filter(|&&id| id >= top)
            .nth(1)
            .is_none()
    }

    /// Relationships become `before`/`notify` on the source resources.
    pub(super) fn apply_relationships(&mut self) -> Eval<()> {
        let relationships = std::mem::take(&mut self.relationships);
        for (source, target, ..) in &relationships {
            for side in [source, target] {
                if let RelationSide::Collector(c) = side {
                    self.chained_collectors.insert(*c);
                }
            }
        }
        for (source, target, op, span) in &relationships {
            let sources = self.side_refs(source, true);
            let targets = self.side_refs(target, false);
            let param = if matches!(op, ChainOp::Before | ChainOp::After) {
                "before"
            } else {
                "notify"
            };
            for (st, stitle) in &sources {
                untitled_check(st, stitle)?;
                let Some(sid) = self.catalog.find_referenced(st, stitle) else {
                    let target_name = targets
                        .first()
                        .map(|(t, n)| format!("{t}[{n}]"))
                        .unwrap_or_default();
                    return Err(self.error(Span { column: 0, line: 0, ..*span }, format!("Could not find resource '{st}[{stitle}]' for relationship on '{target_name}'")));
                };
                for (tt, ttitle) in &targets {
                    untitled_check(tt, ttitle)?;
                    if self.catalog.find_referenced(tt, ttitle).is_none() {
                        return Err(self.error(
                            Span {
                                column: 0,
                                line: 0,
                                ..*span
                            },
                            format!(
                                "Could not find resource '{}' for relationship from '{}'",
                                reference_text(tt, ttitle),
                                reference_text(st, stitle)
                            ),
                        ));
                    }
                    let reference = Value::resource_ref(tt, ttitle);
                    let current = self.catalog.resources[sid]
                        .params
                        .get(param)
                        .map(|p| p.value.clone());
                    let mut list = match current {
                        Some(Value::Array(a)) => a.as_ref().clone(),
                        Some(Value::Undef) | None => Vec::new(),
                        Some(other) => vec![other],
                    };
                    list.push(reference);
                    let source_name = self.catalog.resources[sid].source.clone();
                    self.set_param(
                        sid,
                        param,
                        Value::array(list),
                        Provenance::Relationship(*span),
                        source_name,
                    );
                }
            }
        }
        Ok(())
    }

    /// Every resource named by a relationship metaparameter of `ids`
    /// must exist.
    pub(super) fn check_relationship_targets(
        &self,
        ids: impl IntoIterator<Item = ResourceId>,
    ) -> Eval<()> {
        for id in ids {
            let r = &self.catalog.resources[id];
            if r.is_virtual {
                continue;
            }
            for param in RELATIONSHIP_PARAMS {
                let Some(p) = r.params.get(param) else {
                    continue;
                };
                for v in flatten(std::slice::from_ref(&p.value)) {
                    let parts = match &v {
                        Value::Str(s) => match parse_reference(s) {
                            Some(parts) => Some(parts),
                            None => return Err(untitled_reference(s, where_set(r, p))),
                        },
                        Value::Type(t) => match t.as_ref() {
                            // A resource type names no resource.
                            PType::Resource(Some(name), None) => {
                                let text = format!("{name}[]");
                                return Err(untitled_reference(&text, where_set(r, p)));
                            }
                            _ => v.as_ref_parts(),
                        },
                        Value::Undef => v.as_ref_parts(),
                        // Numbers, booleans, hashes: Puppet reads their text
                        // as a reference, and finds no title in it.
                        other => {
                            let text = super::builtins::ruby_to_s(other);
                            return Err(untitled_reference(&text, where_set(r, p)));
                        }
                    };
                    let Some((t, title)) = parts else {
                        continue;
                    };
                    let found = self.find_referenced_resource(&t, &title);
                    if found.is_none() {
                        return Err(self.error(
                            where_set(r, p),
                            format!(
                                "Could not find resource '{}' in parameter '{param}'",
                                reference_text(&t, &title)
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

/// Where Puppet locates a problem with a relationship metaparameter: at
/// the line of the attribute that set it (the resource body's, a
/// default's, an amendment's or a collector's), without a column. Puppet
/// knows no line for a value `create_resources` gave, a parameter's
/// default bound, or a list a chain added to (it sets the parameter anew).
fn where_set(resource: &Resource, param: &Param) -> Span {
    let at = match &param.provenance {
        Provenance::Declared(_) | Provenance::DefaultBody(_) if resource.via_function => {
            return Span::default();
        }
        Provenance::Compiler
        | Provenance::Required(_)
        | Provenance::ParameterDefault(_)
        | Provenance::Relationship(_) => {
            return Span::default();
        }
        Provenance::Declared(at)
        | Provenance::DefaultBody(at)
        | Provenance::Splat(at)
        | Provenance::ResourceDefault(at)
        | Provenance::Amended(at)
        | Provenance::CollectorOverride { at, .. }
        | Provenance::Appended { at, .. } => *at,
        Provenance::TitleText | Provenance::Hiera(_) | Provenance::Inherited(_) => {
            resource.span.unwrap_or_default()
        }
    };
    Span { column: 0, ..at }
}

/// Puppet's words for an operand that is neither a reference nor a type.
fn not_catalog_type(v: &Value) -> String {
    let label = if v.is_undef() {
        "Undef Value".to_string()
    } else {
        v.type_label()
    };
    format!(
        "Illegal relationship operand, can not form a relationship with {}. A Catalog type is required.",
        super::expr::a_an(&label)
    )
}

/// An untitled resource type as a relationship side: Puppet cannot find
/// it in the catalog, and says so without a location.
fn untitled_check(type_name: &str, title: &str) -> Eval<()> {
    if !title.is_empty() {
        return Ok(());
    }
    Err(crate::syntax::Diagnostic::new(
        Span::default(),
        format!("No title provided and \"{type_name}[]\" is not a valid resource reference"),
    ))
}

/// Puppet's error for a relationship value that names no resource,
/// located by line.
fn untitled_reference(text: &str, span: Span) -> crate::syntax::Diagnostic {
    crate::syntax::Diagnostic::new(
        Span { column: 0, ..span },
        // Puppet shows the text as Ruby's `inspect` does.
        format!("No title provided and {text:?} is not a valid resource reference"),
    )
}
