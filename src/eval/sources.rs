//! What each value was computed from, recorded as the compile runs (for
//! diffs that name what changed, see `catalog::sources`).
//!
//! The compiler keeps a flow: every data source read while a value is
//! computed is pushed onto it (a Hiera lookup, a template, the sources
//! of a variable read). Where a value is bound — a variable assigned, a
//! parameter bound, a resource attribute set — the flow since the
//! binding began is the value's sources, attached to the binding: values
//! themselves are not copied or wrapped, and a variable read pushes its
//! binding's shared list. A block's statements whose values are unused
//! take what they pushed back off the flow.

use std::rc::Rc;

use super::{Compiler, ScopeId};
use crate::catalog::sources::{DataSource, distinct};
use crate::catalog::{Provenance, ResourceId};
use crate::syntax::Span;

/// Sources of one binding, shared by every read of it.
pub(super) type Sources = Rc<[DataSource]>;

/// The flow, and the sources of each attribute operation last
/// evaluated (by its span) until its resource takes them.
#[derive(Default)]
pub(super) struct Flow {
    items: std::cell::RefCell<Vec<DataSource>>,
    attributes: rustc_hash::FxHashMap<Span, Sources>,
}

impl Compiler {
    /// Evaluates statements in a scope; the value is the last statement's.
    pub(super) fn block(
        &mut self,
        block: &[crate::syntax::ast::Expr],
        scope: ScopeId,
    ) -> super::Eval<crate::catalog::Value> {
        let mut last = crate::catalog::Value::Undef;
        let count = block.len();
        for (n, statement) in block.iter().enumerate() {
            // Only the last statement's value is the block's.
            self.value_unused = n + 1 < count
                && matches!(statement.kind, crate::syntax::ast::ExprKind::Resource(_));
            last = self.statement(statement, scope, n + 1 < count)?;
        }
        Ok(last)
    }

    /// A statement of a block: what one whose value is unused read is no
    /// source of the block's value (but an EPP template's statements
    /// write its text: what they read is its value's).
    pub(super) fn statement(
        &mut self,
        statement: &crate::syntax::ast::Expr,
        scope: ScopeId,
        unused: bool,
    ) -> super::Eval<crate::catalog::Value> {
        let mark = self.flow_mark();
        let value = self.eval(statement, scope)?;
        if unused && self.epp_output.is_empty() {
            self.flow_truncate(mark);
        }
        Ok(value)
    }

    /// Where the flow is now, to take what is pushed after.
    pub(super) fn flow_mark(&self) -> usize {
        self.flow.items.borrow().len()
    }

    /// Drops what was pushed since `mark`.
    pub(super) fn flow_truncate(&self, mark: usize) {
        let mut flow = self.flow.items.borrow_mut();
        if flow.len() > mark {
            flow.truncate(mark);
        }
    }

    /// Pushes a source read.
    pub(super) fn flow_push(&self, source: DataSource) {
        self.flow.items.borrow_mut().push(source);
    }

    /// The sources pushed since `mark`, with `code` (where the binding is
    /// written) first; none if nothing was pushed and no code is given.
    pub(super) fn flow_since(&self, mark: usize, code: Option<Span>) -> Option<Sources> {
        let flow = self.flow.items.borrow();
        let pushed = flow.get(mark..).unwrap_or_default();
        if pushed.is_empty() && code.is_none() {
            return None;
        }
        let mut items: Vec<DataSource> = code.map(DataSource::Code).into_iter().collect();
        items.extend_from_slice(pushed);
        Some(distinct(&items).into())
    }

    /// A variable read: its binding's sources join the flow.
    pub(super) fn note_variable_sources(&self, scope: ScopeId, name: &str) {
        let s = &self.scopes[scope];
        if s.sources.is_empty() {
            return;
        }
        if let Some(sources) = s.sources.get(name) {
            self.flow.items.borrow_mut().extend(sources.iter().cloned());
        }
    }

    /// Attaches sources to a variable of `scope`.
    pub(super) fn bind_sources(&mut self, scope: ScopeId, name: &str, sources: Option<Sources>) {
        match sources {
            Some(s) => {
                self.scopes[scope].sources.insert(name.to_string(), s);
            }
            None => {
                if !self.scopes[scope].sources.is_empty() {
                    self.scopes[scope].sources.remove(name);
                }
            }
        }
    }

    /// Keeps what an attribute operation's value read, until its
    /// resource takes it ([`Compiler::take_attribute_sources`]).
    pub(super) fn note_attribute_sources(&mut self, at: Span, mark: usize) {
        match self.flow_since(mark, None) {
            Some(s) => {
                self.flow.attributes.insert(at, s);
            }
            None => {
                if !self.flow.attributes.is_empty() {
                    self.flow.attributes.remove(&at);
                }
            }
        }
    }

    /// The sources an attribute operation written at `at` last read.
    pub(super) fn attribute_sources_at(&self, at: Span) -> Option<Sources> {
        if self.flow.attributes.is_empty() {
            return None;
        }
        self.flow.attributes.get(&at).cloned()
    }

    /// Records, for a resource just made, what each attribute's value
    /// read (attributes written in its body, or its `default:` body).
    pub(super) fn take_attribute_sources(&mut self, id: ResourceId) {
        if self.flow.attributes.is_empty() {
            return;
        }
        let mut found: Vec<(String, Sources)> = Vec::new();
        for (name, p) in self.catalog.resources[id].params.iter() {
            if let Provenance::Declared(at) | Provenance::Splat(at) | Provenance::DefaultBody(at) =
                p.provenance
                && let Some(s) = self.flow.attributes.get(&at)
            {
                found.push((name.clone(), s.clone()));
            }
        }
        for (name, s) in found {
            self.catalog.value_sources.insert((id, name), s);
        }
    }

    /// The Hiera lookup read for the value being computed whose data
    /// names class `title` (`lookup('classes')` before `.include`), with
    /// only the levels whose data holds the name, if any.
    pub(super) fn lookup_naming(&self, title: &str) -> Option<Rc<crate::catalog::HieraSource>> {
        let flow = self.flow.items.borrow();
        let names = |v: &crate::catalog::Value| {
            v.any(&|item| {
                matches!(item, crate::catalog::Value::Str(s)
                    if s.trim_start_matches("::").eq_ignore_ascii_case(title))
            })
        };
        // The value's own lookups are the latest; a long flow (a body
        // reading much before the call) is not searched whole.
        flow.iter().rev().take(64).find_map(|source| {
            let DataSource::Lookup(lookup) = source else {
                return None;
            };
            let origins: Vec<_> = (lookup.origins.iter())
                .filter(|o| o.raw.as_ref().is_some_and(names))
                .cloned()
                .collect();
            (!origins.is_empty()).then(|| {
                Rc::new(crate::catalog::HieraSource {
                    origins,
                    ..lookup.as_ref().clone()
                })
            })
        })
    }

    /// What the value of a resource's attribute was computed from.
    pub(super) fn value_sources(&self, id: ResourceId, name: &str) -> Option<Sources> {
        if self.catalog.value_sources.is_empty() {
            return None;
        }
        self.catalog
            .value_sources
            .get(&(id, name.to_string()))
            .cloned()
    }
}

/// Where a given parameter's value is written, if in code.
pub(super) fn written_at(provenance: &Provenance) -> Option<Span> {
    match provenance {
        Provenance::Declared(at)
        | Provenance::Splat(at)
        | Provenance::DefaultBody(at)
        | Provenance::ResourceDefault(at)
        | Provenance::Amended(at) => Some(*at),
        _ => None,
    }
}

impl Compiler {
    /// A parameter just bound: what its value was computed from joins
    /// its variable and its resource's attribute. A value found in Hiera
    /// or a default's read since `mark`; a given value's, as its
    /// declaration recorded it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn bind_parameter_sources(
        &mut self,
        id: ResourceId,
        scope: ScopeId,
        name: &str,
        mark: usize,
        given_at: Option<Span>,
        from_default: bool,
        p: &crate::syntax::ast::Parameter,
    ) {
        let pushed = self.flow_mark() > mark;
        let sources = if from_default {
            self.flow_since(mark, p.default.as_ref().map(|d| d.span))
        } else if pushed {
            // Found in Hiera (the lookup is what was pushed).
            self.flow_since(mark, None)
        } else {
            let recorded = self
                .value_sources(id, name)
                .or_else(|| given_at.and_then(|at| self.attribute_sources_at(at)));
            match (recorded, given_at) {
                (Some(s), _) => Some(s),
                (None, Some(at)) => Some(std::rc::Rc::from(vec![DataSource::Code(at)])),
                (None, None) => None,
            }
        };
        self.flow_truncate(mark);
        // Code alone is what the parameter's provenance says already.
        let more_than_code = sources
            .as_ref()
            .is_some_and(|s| s.len() > 1 || !matches!(s[0], DataSource::Code(_)));
        if more_than_code && let Some(s) = &sources {
            self.catalog
                .value_sources
                .insert((id, name.to_string()), s.clone());
        }
        self.bind_sources(scope, name, sources);
    }
}
