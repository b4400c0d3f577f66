//! Realization and end-of-compile resource checks: `realize()`, targets
//! never declared, attributes a built-in type lacks, and the tags a
//! resource inherits from the scopes that declared it.

use super::types::flatten;
use super::{Compiler, Eval};
use crate::catalog::schema;
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{Kind, PType, Realizer, ResourceId, Value};
use crate::syntax::Span;

impl Compiler {
    /// `realize()` targets and unknown attributes are checked at the end.
    pub(super) fn check_realized(&mut self) -> Eval<()> {
        let missing: Vec<String> = std::mem::take(&mut self.realize_pending)
            .into_iter()
            .filter(|(t, n, _)| self.catalog.find(t, n).is_none())
            .map(|(t, n, _)| format!("{t}[{n}]"))
            .collect();
        if !missing.is_empty() {
            return Err(self.error(
                Span::default(),
                format!("Failed to realize virtual resources {}", missing.join(", ")),
            ));
        }
        for id in 0..self.catalog.resources.len() {
            let r = &self.catalog.resources[id];
            if r.kind == Kind::Defined
                && r.exported
                && let Some(k) = self.unknown_define_param(id)
            {
                let message = format!("{}: has no parameter named '{k}'", r.reference());
                return Err(self.error(Span::default(), message));
            }
        }
        Ok(())
    }

    /// Every built-in resource of `ids`, realized or not, has only
    /// attributes its type knows.
    pub(super) fn check_attributes(&self, ids: impl IntoIterator<Item = ResourceId>) -> Eval<()> {
        for id in ids {
            let r = &self.catalog.resources[id];
            // Virtual resources too: Puppet checks every resource it holds.
            if r.kind != Kind::Builtin {
                continue;
            }
            let bad = match schema::builtin(&r.type_name) {
                Some(schema) => r
                    .params
                    .keys()
                    .find(|k| !schema.accepts(k) && r.type_name != "Stage"),
                None => match self.loaded_ruby_type(&r.type_name) {
                    Some(ruby) => r.params.keys().find(|k| !ruby.accepts(k)),
                    None => None,
                },
            };
            if let Some(bad) = bad {
                let span = r.span.unwrap_or_default();
                return Err(self.error(
                    Span { column: 0, ..span },
                    format!(
                        "no parameter named '{bad}' {} on {}",
                        self.at(span),
                        r.reference()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Whether a resource has a tag, counting those it will inherit from
    /// the resources whose scopes declared it (as they stand now). Walks
    /// the owner chain without allocating: collectors call this per match.
    pub(super) fn has_tag(&self, id: ResourceId, tag: &str) -> bool {
        let mut current = id;
        for _ in 0..256 {
            if self.catalog.resources[current].tags.contains(tag) {
                return true;
            }
            let owner = self
                .scopes
                .get(self.catalog.resources[current].scope)
                .map(|s| s.resource);
            match owner {
                Some(o) if o != current && o >= self.main => current = o,
                _ => return false,
            }
        }
        false
    }

    /// `realize()` targets declared after the call are realized in the
    /// generator loop, as Puppet's deferred realize collector does.
    pub(super) fn realize_declared_since(&mut self) -> bool {
        let before = self.realize_pending.len();
        let mut still = Vec::new();
        for (t, title, span) in std::mem::take(&mut self.realize_pending) {
            match self.catalog.find(&t, &title) {
                Some(id) => self.realize_id(id, Realizer::Function(span)),
                None => still.push((t, title, span)),
            }
        }
        self.realize_pending = still;
        self.realize_pending.len() != before
    }

    /// Realizes a resource, remembering what realized it first (a
    /// resource realized already keeps its first realizer).
    pub(super) fn realize_id(&mut self, id: ResourceId, by: Realizer) {
        if let Some(log) = &mut self.realized_log {
            log.note(&mut self.catalog, id, by, self.top_scope_end.resources);
        }
        let r = &mut self.catalog.resources[id];
        if r.is_virtual && r.declared_virtual {
            self.catalog.realized_by.entry(id).or_insert(by);
        }
        r.is_virtual = false;
    }

    /// `realize(refs)` at `span`: realizes now, or once declared, or fails
    /// at the end.
    pub(super) fn realize(&mut self, refs: &[Value], span: Span) -> Eval<()> {
        let ruby_3_3 = self.options.settings.version == crate::catalog::settings::PuppetVersion::V8;
        if let Some(problem) =
            super::legacy_values::unconvertible_reference(&Value::array(refs.to_vec()), ruby_3_3)
        {
            return Err(self.error(
                span,
                format!("Evaluation Error: Error while evaluating a Function Call, {problem}"),
            ));
        }
        for v in flatten(refs) {
            // Puppet 3's realize also takes references written as strings.
            let parts = match &v {
                Value::Str(s) => s
                    .strip_suffix(']')
                    .and_then(|s| s.split_once('['))
                    .map(|(t, title)| (capitalize_type_name(t), title.to_string())),
                other => other.as_ref_parts(),
            };
            let Some((t, title)) = parts else {
                // What Puppet 7.23 itself fails with, unlocated.
                let shown = match &v {
                    Value::Type(t) => match t.as_ref() {
                        PType::Resource(Some(name), None) => format!("{name}[]"),
                        other => other.to_string(),
                    },
                    other => super::builtins::ruby_to_s(other),
                };
                return Err(self.error(
                    Span::default(),
                    format!("Puppet::Parser::Compiler failed with error ArgumentError: No title provided and {shown:?} is not a valid resource reference"),
                ));
            };
            match self.catalog.find(&t, &title) {
                Some(id) => self.realize_id(id, Realizer::Function(span)),
                None => self.realize_pending.push((t, title, span)),
            }
        }
        Ok(())
    }
}
