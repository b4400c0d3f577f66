//! `create_resources`: resources (virtual or exported with `@` and `@@`)
//! and classes declared from a hash of titles and attributes, with
//! defaults, as Puppet's function declares them.

use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{Map, PType, Value};
use crate::syntax::Span;

impl Compiler {
    /// `create_resources(type, instances, defaults?)`.
    pub(super) fn create_resources(
        &mut self,
        args: &[Value],
        scope: ScopeId,
        span: Span,
        what: &'static str,
    ) -> Eval<()> {
        let fail = |this: &Self, message: String| {
            this.error(
                span,
                format!("Evaluation Error: Error while evaluating a {what}, {message}"),
            )
        };
        // `@type` and `@@type` create virtual and exported resources.
        let requested = args.first().map(|v| v.to_string()).unwrap_or_default();
        let (form, bare) = if let Some(t) = requested.strip_prefix("@@") {
            (crate::syntax::ast::ResourceForm::Exported, t)
        } else if let Some(t) = requested.strip_prefix('@') {
            (crate::syntax::ast::ResourceForm::Virtual, t)
        } else {
            (
                crate::syntax::ast::ResourceForm::Regular,
                requested.as_str(),
            )
        };
        let type_name = capitalize_type_name(bare);
        // The Class type itself names no resource type.
        if matches!(args.first(), Some(Value::Type(t)) if **t == PType::Class(None)) {
            return Err(fail(
                self,
                "No title provided and \"class\" is not a valid resource reference".into(),
            ));
        }
        let Some(Value::Hash(instances)) = args.get(1) else {
            return Err(fail(
                self,
                "create_resources(): second argument must be a hash".into(),
            ));
        };
        let defaults = match args.get(2) {
            Some(Value::Hash(d)) => d.as_ref().clone(),
            _ => Map::default(),
        };
        let Ok(kind) = self.type_kind(&type_name, span) else {
            let unknown = format!("Unknown resource type: '{}'", type_name.to_lowercase());
            return Err(fail(self, unknown));
        };
        if let Some(after_top) = self.run_guard.as_ref().map(|g| g.after_top)
            && !instances.is_empty()
        {
            // An incremental input's: a class would run unchecked, an
            // export reach other nodes. Define instances run their bodies
            // where the generator loop would, as if declared in the code:
            // those bodies must be as plain.
            let plain = match kind {
                crate::catalog::Kind::Builtin => true,
                crate::catalog::Kind::Defined => {
                    super::incremental::is_plain_define(self, &type_name, after_top)
                }
                crate::catalog::Kind::Class => false,
            };
            if !plain || form == crate::syntax::ast::ResourceForm::Exported {
                self.refuse_input(
                    "create_resources() declared classes, exports or define instances whose bodies are not plain",
                );
                return Err(fail(self, "left to the full compile".into()));
            }
        }
        if kind == crate::catalog::Kind::Class && form != crate::syntax::ast::ResourceForm::Regular
        {
            return Err(self.error(
                Span { column: 0, ..span },
                "Evaluation Error: Classes are not virtualizable",
            ));
        }
        for (title, attrs) in instances.iter() {
            let mut merged: crate::catalog::AttrMap<(Value, crate::catalog::Provenance)> =
                Default::default();
            for (k, v) in &defaults {
                merged.insert(
                    k.to_string(),
                    (v.clone(), crate::catalog::Provenance::DefaultBody(span)),
                );
            }
            if let Value::Hash(a) = attrs {
                for (k, v) in a.iter() {
                    merged.insert(
                        k.to_string(),
                        (v.clone(), crate::catalog::Provenance::Declared(span)),
                    );
                }
            }
            if kind == crate::catalog::Kind::Class {
                let params = merged
                    .iter()
                    .map(|(k, (v, provenance))| (k.clone(), v.clone(), provenance.clone()))
                    .collect();
                let how = crate::catalog::DeclaredBy::CreateResources;
                let id = self.declare_class(&title.to_string(), Some(params), how, scope, span)?;
                self.catalog.resources[id].via_function = true;
            } else {
                let id = self
                    .create_resource(
                        &type_name,
                        &title.to_string(),
                        kind,
                        merged,
                        form,
                        scope,
                        span,
                    )
                    .map_err(|mut e| {
                        // The function, not a statement, declared it.
                        if let Some(rest) = e.message.strip_prefix(super::resources::STATEMENT) {
                            e.message = format!(
                                "Evaluation Error: Error while evaluating a {what}, {rest}"
                            );
                        }
                        e
                    })?;
                self.catalog.resources[id].via_function = true;
                self.keep_non_string_title(id, title);
            }
        }
        Ok(())
    }
}
