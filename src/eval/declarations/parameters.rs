//! Binding the parameters of a class or define instance: given values,
//! Hiera's automatic lookup, defaults, their types, and the problems
//! Puppet reports when they do not fit.

use super::classes::GivenParam;
use super::pending_params::{Callee, PendingParams};
use super::resources::add_tag;
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::{Param, Provenance, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::Definition;
use std::rc::Rc;
use std::sync::Arc;

impl Compiler {
    /// Binds a class's or define's parameters in its scope and records
    /// them on its resource: given values first, then defaults.
    pub(super) fn bind_params(
        &mut self,
        def: &Arc<Definition>,
        id: ResourceId,
        given: &[GivenParam],
        scope: ScopeId,
        span: Span,
        what: &str,
    ) -> Eval<()> {
        let reference = self.catalog.resources[id].reference();
        let prefix = format!("Evaluation Error: Error while evaluating a {what}, {reference}:");
        // Metaparameters are recorded after the class's own parameters,
        // as Puppet lists them.
        let is_class = self.catalog.resources[id].type_name == "Class";
        let mut problems = parameter_problems(def, given.iter().map(|(k, ..)| k.as_str()));
        // A class's parameter without a value may yet come from Hiera.
        if is_class {
            problems.retain(|p| !p.starts_with("expects a value"));
        }
        if !problems.is_empty() {
            return Err(self.error(span, problem_list(&prefix, &problems)));
        }
        let metaparams: Vec<_> = given
            .iter()
            .filter(|(k, ..)| !def.params.iter().any(|p| p.name == *k))
            .collect();
        let mut values = Vec::new();
        let mut problems: Vec<String> = Vec::new();
        // A class looks parameters it is not given up in Hiera first.
        let class_name = (self.catalog.resources[id].type_name == "Class")
            .then(|| self.catalog.resources[id].title.to_lowercase());
        let mut found_in_hiera: Vec<(String, Provenance)> = Vec::new();
        let mut missing: Vec<String> = Vec::new();
        // Which parameters are given, by index (made when a default is
        // first evaluated).
        let mut given_flags: Option<Rc<[bool]>> = None;
        for (index, p) in def.params.iter().enumerate() {
            let (mark, found) = (self.flow_mark(), given.iter().find(|(k, ..)| *k == p.name));
            let given_at = found.and_then(|(_, _, at)| super::sources::written_at(at));
            let provided = found.map(|(_, v, _)| v.clone());
            // An explicit undef leaves a parameter to its default.
            let provided = provided.filter(|v| !v.is_undef() || p.default.is_none());
            let looked_up = match (&provided, &class_name) {
                (None, Some(class)) => {
                    self.automatic_parameter(class, &p.name, p.default.is_some(), scope, span)?
                }
                _ => None,
            };
            let provided = match looked_up {
                Some((value, provenance)) => {
                    found_in_hiera.push((p.name.clone(), provenance));
                    Some(value)
                }
                None => provided,
            };
            let (value, from_default) = match provided {
                Some(v) => (v.as_attribute_value(), false),
                None => match &p.default {
                    Some(d) => {
                        // Later parameters that have no given value are
                        // not set yet: reading one is an error.
                        let given = given_flags
                            .get_or_insert_with(|| {
                                def.params
                                    .iter()
                                    .map(|q| given.iter().any(|(k, ..)| *k == q.name))
                                    .collect()
                            })
                            .clone();
                        self.pending_params = Some(PendingParams {
                            scope,
                            callee: Callee::Definition(def.clone()),
                            current: index,
                            given,
                            settled: None,
                        });
                        let value = self.eval(d, scope);
                        self.pending_params = None;
                        match value {
                            // The resource cannot hold an iterator: Puppet
                            // refuses it at the declaration (a define's
                            // at its line).
                            Ok(v) if super::legacy_values::holds_iterator(&v) => {
                                let at = match is_class {
                                    true => span,
                                    false => Span { column: 0, ..span },
                                };
                                return Err(self.error(
                                    at,
                                    format!("Evaluation Error: Error while evaluating a {what}, Use of an Iterator is not supported here"),
                                ));
                            }
                            Ok(v) => (v.as_attribute_value(), true),
                            Err(e) if e.message.starts_with("default expression for $") => {
                                return Err(self.error(span, format!("{prefix} {}", e.message)));
                            }
                            // A define's defaults are evaluated with its
                            // resource: Puppet wraps their errors as its
                            // body's, at the declaration.
                            Err(e) if !is_class => {
                                let file = self.file_name(e.span.file);
                                let inner = match e.span.column {
                                    0 => format!("(file: {file}, line: {})", e.span.line),
                                    c => format!(
                                        "(file: {file}, line: {}, column: {c})",
                                        e.span.line
                                    ),
                                };
                                let message = format!(
                                    "Evaluation Error: Error while evaluating a Resource Statement, {} {inner}",
                                    e.message
                                );
                                return Err(self.error(span, message));
                            }
                            Err(e) => return Err(e),
                        }
                    }
                    // Even an Optional parameter needs a value or a default.
                    None if is_class => {
                        missing.push(format!("expects a value for parameter '{}'", p.name));
                        continue;
                    }
                    None => {
                        return Err(self.error(
                            span,
                            format!("{prefix} expects a value for parameter '{}'", p.name),
                        ));
                    }
                },
            };
            if p.type_expr.is_some() {
                let t = self.param_type(p, scope)?;
                if !self.instance_of(&t, &value)
                    && !self
                        .instance_of(&crate::eval::mismatch::without_collection_sizes(&t), &value)
                {
                    let reasons = self.describe_mismatches(&t, &value);
                    problems.extend(
                        reasons
                            .iter()
                            .map(|w| format!("parameter '{}' {w}", p.name)),
                    );
                }
            }
            self.scopes[scope]
                .vars
                .insert(p.name.clone(), value.clone());
            self.bind_parameter_sources(id, scope, &p.name, mark, given_at, from_default, p);
            values.push((p.name.clone(), value, from_default, index));
        }
        // Missing values are listed before wrong types.
        missing.append(&mut problems);
        let problems = missing;
        // Every parameter is checked; several problems are listed one a
        // line under the resource, as Puppet does.
        if !problems.is_empty() {
            return Err(self.error(span, problem_list(&prefix, &problems)));
        }
        // Given parameters come first (as given), then those found in
        // Hiera, then defaults, each as the class declares them.
        let rank = |name: &str, from_default: bool| match given.iter().position(|(k, ..)| k == name)
        {
            Some(i) if !from_default => (0, i),
            _ if found_in_hiera.iter().any(|(n, _)| n == name) => (1, 0),
            _ if !from_default => (1, 0),
            _ => (2, 0),
        };
        let mut values = values;
        values.sort_by_key(|(name, _, from_default, _)| rank(name, *from_default));
        let params = &mut self.catalog.resources[id].params;
        // The resource holds only what it was given so far: a parameter
        // that is not among those is added without searching (a define
        // such as apache::vhost has hundreds).
        let held: Vec<String> = params.keys().cloned().collect();
        for (name, value, from_default, index) in values.iter() {
            let is_held = held.iter().any(|h| h == name);
            let unset = !is_held || params.get(name).is_none_or(|p| p.value.is_undef());
            if unset || !*from_default {
                let default_span = def.params[*index].default.as_ref().map(|d| d.span);
                let hiera = found_in_hiera.iter().find(|(n, _)| n == name);
                let provenance = match (hiera, from_default, default_span) {
                    (Some((_, from_hiera)), _, _) => from_hiera.clone(),
                    (None, true, Some(at)) => Provenance::ParameterDefault(at),
                    (None, true, None) => Provenance::Compiler,
                    (None, false, _) => Provenance::Declared(span),
                };
                let param = Param {
                    value: value.clone(),
                    provenance,
                    source: "".into(),
                };
                if is_held {
                    params.insert(name.clone(), param);
                } else {
                    params.push_absent(name.clone(), param);
                }
            }
        }
        for (k, v, provenance) in metaparams {
            self.catalog.resources[id].params.insert(
                k.clone(),
                Param {
                    value: v.clone(),
                    provenance: provenance.clone(),
                    source: "".into(),
                },
            );
            if k == "tag" {
                for t in super::types::flatten(std::slice::from_ref(v)) {
                    add_tag(&mut self.catalog.resources[id].tags, &t.to_string());
                }
            }
        }
        Ok(())
    }

    fn param_type(
        &mut self,
        p: &crate::syntax::ast::Parameter,
        scope: ScopeId,
    ) -> Eval<crate::catalog::PType> {
        let t = p.type_expr.as_ref().expect("typed parameter");
        match self.eval(t, scope)? {
            Value::Type(t) => Ok(t.as_ref().clone()),
            _ => Ok(crate::catalog::PType::Any),
        }
    }

    /// Checks a define's given parameters when it is declared.
    pub(super) fn bind_define_params(&mut self, id: ResourceId, span: Span) -> Eval<()> {
        let resource = &self.catalog.resources[id];
        let Some(def) = self.defines.get(&resource.type_name.to_lowercase()) else {
            return Ok(());
        };
        let given = resource
            .params
            .keys()
            .map(String::as_str)
            .filter(|k| *k != "name");
        let problems = parameter_problems(def, given);
        if problems.is_empty() {
            return Ok(());
        }
        // Puppet reports a define's parameter errors by line only.
        let at = Span { column: 0, ..span };
        let prefix = format!(
            "Evaluation Error: Error while evaluating a Resource Statement, {}:",
            resource.reference()
        );
        Err(self.error(at, problem_list(&prefix, &problems)))
    }

    /// An attribute given to a define instance that the define lacks.
    pub(super) fn unknown_define_param(&self, id: ResourceId) -> Option<String> {
        let type_name = self.catalog.resources[id].type_name.to_lowercase();
        let def = self.defines.get(&type_name)?;
        self.catalog.resources[id]
            .params
            .keys()
            .find(|k| {
                !def.params.iter().any(|p| p.name == **k)
                    && !crate::catalog::schema::METAPARAMS.contains(&k.as_str())
                    && *k != "name"
            })
            .cloned()
    }
}

/// What is wrong with the parameters given to a class or define: those
/// it lacks (in the order given), then those it needs and did not get
/// (in its order), as Puppet lists them.
fn parameter_problems<'a>(
    def: &Definition,
    given: impl Iterator<Item = &'a str> + Clone,
) -> Vec<String> {
    let mut problems: Vec<String> = given
        .clone()
        .filter(|k| {
            !def.params.iter().any(|p| p.name == *k)
                && !crate::catalog::schema::METAPARAMS.contains(k)
        })
        .map(|k| format!("has no parameter named '{k}'"))
        .collect();
    problems.extend(
        def.params
            .iter()
            .filter(|p| p.default.is_none() && !given.clone().any(|k| k == p.name))
            .map(|p| format!("expects a value for parameter '{}'", p.name)),
    );
    problems
}

/// One problem follows the resource on its line; several are listed one
/// a line under it.
pub(super) fn problem_list(prefix: &str, problems: &[String]) -> String {
    match problems {
        [one] => format!("{prefix} {one}"),
        many => {
            let lines: Vec<String> = many.iter().map(|m| format!("  {m}")).collect();
            format!("{prefix}\n{}", lines.join("\n"))
        }
    }
}
