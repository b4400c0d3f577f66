//! Resource defaults (`File { mode => '0644' }`, found through the
//! dynamic scope) and amendments of declared resources by reference
//! (`File['/x'] { ... }`), applied at once or when the catalog is done.

use rustc_hash::FxHashSet as HashSet;

use super::resources::add_tag;
use super::scope::{DefaultValue, ScopeId};
use super::types::flatten;
use super::{Compiler, Eval, PendingOverride};
use crate::catalog::settings::Strict;
use crate::catalog::value::PType;
use crate::catalog::{Map, Param, Provenance, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::*;

impl Compiler {
    /// Resource defaults for a type, through the dynamic scope chain;
    /// nearer scopes win.
    pub(super) fn lookup_defaults(
        &self,
        type_name: &str,
        scope: ScopeId,
    ) -> Vec<(String, DefaultValue)> {
        // The scopes on the way that have some, nearest first (usually
        // none, and then nothing is allocated).
        let mut found = Vec::new();
        let mut current = Some(scope);
        while let Some(s) = current {
            if let Some(defaults) = self.scopes[s].defaults.get(type_name) {
                found.push(defaults);
            }
            current = self.scopes[s].dynamic;
        }
        if found.is_empty() {
            return Vec::new();
        }
        let mut merged: Map<String, DefaultValue> = Map::default();
        for defaults in found.into_iter().rev() {
            for (name, value) in defaults {
                merged.insert(name.clone(), value.clone());
            }
        }
        merged.into_iter().collect()
    }

    /// `File { attr => value }`.
    pub(super) fn resource_defaults(
        &mut self,
        target: &Expr,
        ops: &[AttributeOp],
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        let type_name = self.resource_type_name(target, scope)?;
        // Classes take no defaults: `Class` is no resource type here.
        if type_name == "Class" && !matches!(target.kind, ExprKind::BareWord(_)) {
            return Err(self.error(target.span, format!("Evaluation Error: Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got Type[{}]", PType::Class(None))));
        }
        self.type_kind(&type_name, span)?;
        let values = self.located_attributes(ops, scope)?;
        if let Some(existing) = self.scopes[scope].defaults.get(&type_name)
            && let Some((name, _, _, span)) = values
                .iter()
                .find(|(name, ..)| existing.iter().any(|(n, _)| n == name))
        {
            // Puppet locates this one by line only.
            return Err(self.error(
                Span { column: 0, ..*span },
                format!("Default already defined for {type_name} {{ {name} }}; cannot redefine"),
            ));
        }
        // The expression's value is the type it sets defaults for.
        let value = Value::ty(PType::Resource(Some(type_name.clone()), None));
        let mut made = Vec::with_capacity(values.len());
        for (name, value, _, span) in values {
            let sources = self.attribute_sources_at(span);
            made.push((
                name,
                DefaultValue {
                    value,
                    span,
                    sources,
                },
            ));
        }
        let entry = self.scopes[scope].defaults.entry(type_name).or_default();
        entry.extend(made);
        Ok(value)
    }

    /// `File['x'] { attr => value }`: applied now if the resource exists,
    /// else when the catalog is finished.
    pub(super) fn resource_override(
        &mut self,
        target: &Expr,
        ops: &[AttributeOp],
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        let refs = self.eval(target, scope)?;
        let params = self.located_attributes(ops, scope)?;
        let source = self.source_of(scope);
        for r in flatten(std::slice::from_ref(&refs)) {
            // A class is no resource to amend.
            if let Value::Type(t) = &r
                && let PType::Class(Some(_)) = t.as_ref()
            {
                let message = format!(
                    "Evaluation Error: Resource Override can only operate on resources, got: {t}-Type"
                );
                return Err(self.error(span, message));
            }
            let Some((type_name, title)) = r.as_ref_parts() else {
                // `Resource['file'] { ... }` is an override without a title.
                if let Value::Type(t) = &r
                    && let PType::Resource(Some(name), None) = t.as_ref()
                {
                    let message = format!(
                        "Evaluation Error: Error while evaluating a Resource Override, No title provided and :{} is not a valid resource reference",
                        name.to_lowercase()
                    );
                    return Err(self.error(span, message));
                }
                return Err(self.error(
                    span,
                    format!(
                        "Evaluation Error: Illegal resource override target, got {}",
                        r.type_label()
                    ),
                ));
            };
            // One amendment may set an attribute once.
            let mut seen = HashSet::default();
            if let Some((name, ..)) = params.iter().find(|(name, ..)| !seen.insert(name)) {
                let reference = crate::catalog::value::reference_text(&type_name, &title);
                let message = format!("Duplicate parameter '{name}' for on {reference}");
                return Err(self.error(Span { column: 0, ..span }, message));
            }
            let pending = PendingOverride {
                type_name,
                title,
                params: params.clone(),
                source: source.clone(),
                span,
            };
            match self.catalog.find(&pending.type_name, &pending.title) {
                Some(id) => self.merge_override(id, &pending)?,
                None => {
                    self.note_resource_probe(&pending.type_name, &pending.title);
                    self.overrides.push(pending);
                }
            }
        }
        // The expression's value is what it amended.
        Ok(refs)
    }

    /// Puppet's `Resource#merge` for reference amendments.
    fn merge_override(&mut self, id: ResourceId, over: &PendingOverride) -> Eval<()> {
        let attributes: Vec<&str> = over.params.iter().map(|p| p.0.as_str()).collect();
        self.note_amendment(id, &attributes);
        let resource_source = self.catalog.resources[id].source.clone();
        if !(over.source == resource_source || self.child_of(&over.source, &resource_source)) {
            return Err(self.error(
                Span {
                    column: 0,
                    ..over.span
                },
                "Only subclasses can override parameters",
            ));
        }
        self.override_of_evaluated(id, over.span)?;
        for (name, value, append, at) in &over.params {
            let current = self.catalog.resources[id].params.get(name).cloned();
            let value = match (&current, append) {
                (Some(cur), true) => Value::array(flatten(&[cur.value.clone(), value.clone()])),
                _ => value.clone(),
            };
            if let Some(cur) = &current
                && !self.child_of(&over.source, &cur.source)
            {
                let declared = match cur.provenance {
                    Provenance::Declared(s)
                    | Provenance::DefaultBody(s)
                    | Provenance::Splat(s)
                    | Provenance::ResourceDefault(s)
                    | Provenance::Amended(s) => s,
                    _ => over.span,
                };
                let reference = self.catalog.resources[id].reference();
                return Err(self.error(
                        Span { column: 0, ..over.span },
                        format!("Parameter '{name}' is already set on {reference} by #<Puppet::Resource::Type> at {}; cannot redefine", self.at(declared)),
                    ));
            }
            let provenance = if *append {
                Provenance::Appended {
                    at: *at,
                    replaced: current.map(|c| Box::new(c.value)),
                }
            } else {
                Provenance::Amended(*at)
            };
            self.set_param(id, name, value, provenance, over.source.clone());
        }
        Ok(())
    }

    pub(super) fn set_param(
        &mut self,
        id: ResourceId,
        name: &str,
        value: Value,
        provenance: Provenance,
        source: std::rc::Rc<str>,
    ) {
        if name == "tag" {
            for t in flatten(std::slice::from_ref(&value)) {
                add_tag(&mut self.catalog.resources[id].tags, &t.to_string());
            }
        }
        self.catalog.resources[id].params.insert(
            name.to_string(),
            Param {
                value,
                provenance,
                source,
            },
        );
        // What the replaced value was computed from is no source of this
        // one (its own code is, through its provenance).
        if !self.catalog.value_sources.is_empty() {
            self.catalog.value_sources.remove(&(id, name.to_string()));
        }
    }

    /// Puppet's check in `Resource#merge` that an override (at `at`) does
    /// not come after the resource's body ran (a define instance already
    /// evaluated): an error under `strict = error` (Puppet 8's default), a
    /// warning under `warning` (Puppet 7's), nothing when `off`; the new
    /// values are set all the same where the compile goes on.
    pub(super) fn override_of_evaluated(&mut self, id: ResourceId, at: Span) -> Eval<()> {
        let resource = &self.catalog.resources[id];
        if !resource.evaluated || self.options.settings.strict == Strict::Off {
            return Ok(());
        }
        let message = match resource.span {
            Some(declared) => format!(
                "Attempt to override an already evaluated resource, defined at {}, with new values",
                self.at(declared)
            ),
            None => "Attempt to override an already evaluated resource with new values".into(),
        };
        if self.options.settings.strict == Strict::Error {
            return Err(self.error(Span { column: 0, ..at }, message));
        }
        let warning = format!("warning: {message} {}", self.at(at));
        self.messages.push(warning);
        Ok(())
    }

    /// Whether class `child` inherits (at any depth) from `ancestor`, or
    /// ran a collector override (which Puppet lets override anything).
    fn child_of(&self, child: &str, ancestor: &str) -> bool {
        if self.override_sources.contains(child) {
            return true;
        }
        let mut current = self.classes.get(child).and_then(|d| d.parent.clone());
        while let Some(parent) = current {
            if parent == ancestor {
                return true;
            }
            current = self.classes.get(&parent).and_then(|d| d.parent.clone());
        }
        false
    }

    pub(super) fn apply_pending_overrides(&mut self) -> Eval<()> {
        let pending = std::mem::take(&mut self.overrides);
        let missing: Vec<String> = pending
            .iter()
            .filter(|o| self.catalog.find(&o.type_name, &o.title).is_none())
            .map(|o| format!("{}[{}]", o.type_name, o.title))
            .collect();
        if !missing.is_empty() {
            return Err(self.error(
                Span::default(),
                format!(
                    "Could not find resource(s) {} for overriding",
                    missing.join(", ")
                ),
            ));
        }
        for over in &pending {
            let id = self
                .catalog
                .find(&over.type_name, &over.title)
                .expect("checked above");
            self.merge_override(id, over)?;
        }
        Ok(())
    }
}
