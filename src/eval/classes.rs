//! Classes, defines and nodes: declaring, binding parameters with their
//! types, and evaluating bodies in the right scope.

use std::rc::Rc;
use std::sync::Arc;

use super::pending_params::{Callee, PendingParams};
use super::resources::add_tag;
use super::scope::{Scope, ScopeId};
use super::{Compiler, Eval, bare_resource};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{ClassDeclaration, DeclaredBy, Kind, Param, Provenance, ResourceId, Value};
use crate::syntax::Span;

/// A class whose resource is added and whose body is still to evaluate.
pub(super) struct PendingClass {
    id: ResourceId,
    scope: ScopeId,
    def: Arc<Definition>,
    params: Vec<GivenParam>,
    span: Span,
    what: &'static str,
}

/// A parameter given to a class or define instance: its name, its value,
/// and where it was set (a relationship metaparameter's problems are
/// located there).
pub(super) type GivenParam = (String, Value, Provenance);
use crate::syntax::ast::Definition;

impl Compiler {
    /// Declares a class (by `include` when `params` is None, or resource-like
    /// `class { 'x': }` otherwise) and evaluates it once.
    pub(super) fn declare_class(
        &mut self,
        name: &str,
        params: Option<Vec<GivenParam>>,
        how: DeclaredBy,
        scope: ScopeId,
        span: Span,
    ) -> Eval<ResourceId> {
        let (id, pending) = self.prepare_class(name, params, how, scope, span)?;
        self.record_declaration(id, &pending, how, scope, span);
        self.evaluate_classes(pending)?;
        Ok(id)
    }

    /// Declares several classes as one `include a, b` does: every class
    /// resource is added first, then the bodies are evaluated in order.
    pub(super) fn declare_classes(
        &mut self,
        names: &[String],
        how: DeclaredBy,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Vec<ResourceId>> {
        let mut ids = Vec::new();
        for name in names {
            let (id, more) = self.prepare_class(name, None, how, scope, span)?;
            self.record_declaration(id, &more, how, scope, span);
            ids.push(id);
            if !more.is_empty() {
                self.classes_awaiting.push(more);
            }
        }
        // Each body in turn; one an earlier body included has run then.
        for &id in &ids {
            let group = self.take_awaiting(id);
            self.evaluate_classes(group)?;
        }
        Ok(ids)
    }

    /// The bodies still to run of a class `include a, b` added but has
    /// not evaluated yet (with the ancestors added with it), taken out of
    /// the waiting list: nothing if it has run (an earlier class's body
    /// included it).
    fn take_awaiting(&mut self, id: ResourceId) -> Vec<PendingClass> {
        for group in 0..self.classes_awaiting.len() {
            if let Some(at) = self.classes_awaiting[group].iter().position(|p| p.id == id) {
                let rest = self.classes_awaiting[group].split_off(at + 1);
                let taken = std::mem::replace(&mut self.classes_awaiting[group], rest);
                if self.classes_awaiting[group].is_empty() {
                    self.classes_awaiting.remove(group);
                }
                return taken;
            }
        }
        Vec::new()
    }

    /// Keeps a declaration of class `id` for `:why`: by the code of the
    /// scope's resource, and for each ancestor it added, by its child.
    fn record_declaration(
        &mut self,
        id: ResourceId,
        added: &[PendingClass],
        how: DeclaredBy,
        scope: ScopeId,
        span: Span,
    ) {
        let by = self.scopes[scope].resource;
        let declarations = &mut self.catalog.class_declarations;
        declarations.push(ClassDeclaration {
            class: id,
            how,
            span,
            by,
        });
        // `added` runs root first: each ancestor is declared by the class
        // after it.
        for pair in added.windows(2) {
            // A class run early (see `take_awaiting`) had its ancestors
            // recorded when it was added.
            let known = declarations
                .iter()
                .any(|d| d.class == pair[0].id && d.how == DeclaredBy::Inherits);
            if known {
                continue;
            }
            declarations.push(ClassDeclaration {
                class: pair[0].id,
                how: DeclaredBy::Inherits,
                span,
                by: pair[1].id,
            });
        }
    }

    fn evaluate_classes(&mut self, pending: Vec<PendingClass>) -> Eval<()> {
        for p in pending {
            // A parent added by another `include` and not run yet runs
            // first, as Puppet evaluates a class's parent before it.
            if let Some(parent) = &p.def.parent {
                let parent = parent.trim_start_matches("::").to_lowercase();
                if let Some(parent_id) = self.catalog.find("Class", &parent) {
                    let earlier = self.take_awaiting(parent_id);
                    if !earlier.is_empty() {
                        self.evaluate_classes(earlier)?;
                    }
                }
            }
            // As Puppet's `finish_evaluation`: scope tags first, once.
            self.inherit_scope_tags(p.id);
            // Puppet records a class (and tags the catalog) when it evaluates it.
            let name = self.scopes[p.scope].source.clone();
            self.catalog.classes.push(name.to_string());
            add_tag(&mut self.catalog.tags, &name);
            let given_tags: Vec<String> = p
                .params
                .iter()
                .filter(|(k, ..)| k == "tag")
                .flat_map(|(_, v, _)| super::types::flatten(std::slice::from_ref(v)))
                .map(|t| t.to_string())
                .collect();
            for t in &given_tags {
                add_tag(&mut self.catalog.tags, t);
            }
            self.bind_params(&p.def, p.id, &p.params, p.scope, p.span, p.what)?;
            if given_tags.is_empty() {
                self.tag_from_parameter_default(p.id);
            }
            self.body(&p.def.body, p.scope)?;
        }
        Ok(())
    }

    /// A `$tag` parameter's default tags its class or define instance as
    /// a given `tag` does.
    fn tag_from_parameter_default(&mut self, id: ResourceId) {
        let Some(tag) = self.catalog.resources[id].params.get("tag") else {
            return;
        };
        let defaults: Vec<String> = super::types::flatten(std::slice::from_ref(&tag.value))
            .iter()
            .filter(|v| !v.is_undef())
            .map(|t| t.to_string())
            .collect();
        for t in &defaults {
            add_tag(&mut self.catalog.resources[id].tags, t);
        }
    }

    /// Adds the resources of a class and its not-yet-declared ancestors
    /// (root first) and returns the bodies still to evaluate.
    fn prepare_class(
        &mut self,
        name: &str,
        params: Option<Vec<GivenParam>>,
        how: DeclaredBy,
        scope: ScopeId,
        span: Span,
    ) -> Eval<(ResourceId, Vec<PendingClass>)> {
        let name = name.trim_start_matches("::").to_lowercase();
        let what = if params.is_some() {
            "Resource Statement"
        } else {
            "Function Call"
        };
        let Some(def) = self.find_class(&name)? else {
            // `include x` and `class { 'x': }` word it differently.
            let message = if what == "Resource Statement" {
                format!(
                    "Evaluation Error: Error while evaluating a {what}, Could not find declared class {name}{}",
                    self.puppetfile_note(&name, true)
                )
            } else {
                format!(
                    "Evaluation Error: Error while evaluating a {what}, Could not find class ::{name} for {}{}",
                    self.options.node,
                    self.puppetfile_note(&name, true)
                )
            };
            return Err(self.error(span, message));
        };
        let title = capitalize_type_name(&name);
        if let Some(existing) = self.catalog.find("Class", &name) {
            if params.is_some() {
                // An included class has no location; Puppet then omits "at".
                let at_old = self.catalog.resources[existing]
                    .span
                    .map(|old| format!(" at {}", self.at(old)))
                    .unwrap_or_default();
                return Err(self.error(span, format!("Evaluation Error: Error while evaluating a {what}, Duplicate declaration: Class[{title}] is already declared{at_old}; cannot redeclare {}", self.at(span))));
            }
            self.check_body_sees_class(true, &name);
            return Ok((existing, Vec::new()));
        }
        if self.declaring_in_define_body() {
            // Where the loop runs the body, the class would be evaluated
            // among what bodies make: only a compile places it.
            self.refuse_input("a define body declared a class not evaluated before it runs");
            return Err(self.error(
                span,
                "a class declared by a define body is left to the full compile",
            ));
        }
        let mut chain = vec![(name.clone(), def.clone())];
        let mut parent = def.parent.clone();
        while let Some(p) = parent.map(|p| p.trim_start_matches("::").to_lowercase()) {
            if self.catalog.find("Class", &p).is_some() {
                break;
            }
            if chain.iter().any(|(n, _)| *n == p) {
                return Err(self.error(span, format!("Evaluation Error: Error while evaluating a {what}, Class[{}] inherits from itself", capitalize_type_name(&p))));
            }
            let Some(pdef) = self.find_class(&p)? else {
                // Reported at the inheriting class's definition, by line.
                let child = chain.last().map(|(_, d)| d.span).unwrap_or(span);
                return Err(self.error(Span { column: 0, ..child }, format!("Could not find parent resource type '::{p}' of type hostclass in production")));
            };
            parent = pdef.parent.clone();
            chain.push((p, pdef));
        }
        chain.reverse();
        let last = chain.len() - 1;
        let mut pending = Vec::new();
        for (i, (class_name, class_def)) in chain.into_iter().enumerate() {
            let own_params = if i == last { params.clone() } else { None };
            // `contain` contains the class it names, not its ancestors
            // nor the classes its body declares.
            let contained = how == DeclaredBy::Contain && i == last;
            let (id, class_scope) = self.add_class_resource(
                &class_name,
                &class_def,
                own_params.as_deref(),
                contained,
                scope,
                span,
            )?;
            pending.push(PendingClass {
                id,
                scope: class_scope,
                def: class_def,
                params: own_params.unwrap_or_default(),
                span,
                what,
            });
        }
        Ok((pending[last].id, pending))
    }

    /// Adds a class's resource, containment and scope, without evaluating it.
    fn add_class_resource(
        &mut self,
        name: &str,
        def: &Arc<Definition>,
        params: Option<&[GivenParam]>,
        contained: bool,
        scope: ScopeId,
        span: Span,
    ) -> Eval<(ResourceId, ScopeId)> {
        let resource_like = params.is_some();
        let title = capitalize_type_name(name);
        let parent_scope = def.parent.as_ref().and_then(|p| {
            self.class_scopes
                .get(&p.trim_start_matches("::").to_lowercase())
                .copied()
        });
        let mut resource = bare_resource("Class", &title, Kind::Class);
        // A `tag` given to a resource-like declaration comes first, and
        // also tags the catalog.
        let given_tags: Vec<String> = params
            .and_then(|p| p.iter().find(|(k, ..)| k == "tag"))
            .map(|(_, v, _)| {
                super::types::flatten(std::slice::from_ref(v))
                    .iter()
                    .map(|t| t.to_string())
                    .collect()
            })
            .unwrap_or_default();
        if !given_tags.is_empty() {
            resource.tags.clear();
            for t in &given_tags {
                add_tag(&mut resource.tags, t);
            }
            resource.tags.insert("class".into());
        }
        add_tag(&mut resource.tags, name);
        resource.scope = scope;
        resource.evaluated = true;
        if resource_like {
            resource.span = Some(Span { column: 0, ..span });
        }
        let id = self.catalog.add(resource);
        let given_stage = params
            .and_then(|p| p.iter().find(|(k, ..)| k == "stage"))
            .map(|(_, v, _)| v.to_string());
        // As Puppet's `add_edge_to_stage`: a class without a stage of its
        // own runs in the stage of the resource whose code declared it
        // (a class declared with `stage => 'pre'` takes what it includes
        // there), and keeps that stage as its parameter.
        let declaring = self.scopes[scope].resource;
        let inherited_stage = match &given_stage {
            Some(_) => None,
            None => self.catalog.resources[declaring]
                .params
                .get("stage")
                .map(|p| p.value.to_string())
                .filter(|s| s != "main"),
        };
        if let Some(stage) = &inherited_stage {
            self.catalog.resources[id].params.insert(
                "stage".into(),
                crate::catalog::Param {
                    value: Value::str(stage),
                    provenance: crate::catalog::Provenance::Compiler,
                    source: "".into(),
                },
            );
        }
        let stage_name = given_stage.or(inherited_stage);
        let stage = match stage_name {
            Some(s) => self.catalog.find("Stage", &s).ok_or_else(|| {
                self.error(
                    span,
                    format!("Evaluation Error: Error while evaluating a Resource Statement, Could not find stage {s} specified by Class[{title}]"),
                )
            })?,
            None => 0,
        };
        self.catalog.edges.push((stage, id));
        let container = self.scopes[scope].resource;
        if contained {
            self.catalog.edges.push((container, id));
        }
        let lexical = parent_scope.or(self.node_scope).unwrap_or(0);
        let mut class_scope = Scope::new(Some(lexical), id, name.to_string());
        // An inheriting class continues in its parent class's scope, for
        // defaults too.
        class_scope.dynamic = Some(parent_scope.unwrap_or(scope));
        self.scopes.push(class_scope);
        let class_scope = self.scopes.len() - 1;
        self.class_scopes.insert(name.to_string(), class_scope);
        self.scopes[class_scope]
            .vars
            .insert("title".into(), Value::str(name));
        self.scopes[class_scope]
            .vars
            .insert("name".into(), Value::str(name));
        self.set_module_names(class_scope, def.span.file, span.file);
        Ok((id, class_scope))
    }

    /// Puppet's loader refuses a type alias named as a type it already
    /// knows: a resource type, a data type, a define or an earlier alias
    /// (defines and aliases that come later are not checked).
    pub(super) fn check_alias_name(&self, name: &str) -> Eval<()> {
        let lower = name.to_lowercase();
        let file_url = |at: Span| {
            let file = self.file_name(at.file);
            format!("file://{file}?line={}&pos={}", at.line, at.column)
        };
        let origin = if let Some(first) = self.alias_spans.get(&lower) {
            // Located at the alias's name, after `type `.
            let at = Span {
                column: first.column + 5,
                ..*first
            };
            format!("Originally set at {}.", file_url(at))
        } else if let Some(define) = self.defines.get(&lower) {
            format!("Originally set at {}.", file_url(define.span))
        } else if matches!(lower.as_str(), "data" | "richdata" | "richdatakey")
            || crate::catalog::schema::builtin(&capitalize_type_name(&lower)).is_some()
        {
            "Set at unknown location".to_string()
        } else if super::types::data_type(name).is_some() {
            "Originally set by Puppet-Type-System/Static-Loader.".to_string()
        } else {
            return Ok(());
        };
        Err(crate::syntax::Diagnostic::new(
            Span::default(),
            format!(
                "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/{lower}'. {origin}"
            ),
        ))
    }

    /// A class or define named like one defined before is an error,
    /// worded as Puppet words each case.
    pub(super) fn check_redefinition(
        &self,
        name: &str,
        def: &Definition,
        is_class: bool,
    ) -> Eval<()> {
        let at = Span {
            column: 0,
            ..def.span
        };
        let (class, define) = (self.classes.get(name), self.defines.get(name));
        let message = match (is_class, class, define) {
            (true, Some(first), _) => format!(
                "Class '{name}' is already defined {}; cannot redefine",
                self.at(first.span)
            ),
            (true, None, Some(first)) => format!(
                "'{name}' is already defined {} as a definition; cannot redefine as a class",
                self.at(first.span)
            ),
            (false, Some(first), _) => format!(
                "'{name}' is already defined {} as a class; cannot redefine as a definition",
                self.at(first.span)
            ),
            (false, None, Some(first)) => {
                let file = self.file_name(first.span.file);
                return Err(self.error(
                    Span::default(),
                    format!(
                        "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/{name}'. Originally set at file://{file}?line={}&pos={}.",
                        first.span.line, first.span.column
                    ),
                ));
            }
            (_, None, None) => return Ok(()),
        };
        Err(self.error(at, message))
    }

    /// Binds a class's or define's parameters in its scope and records
    /// them on its resource: given values first, then defaults.
    fn bind_params(
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
                if !self.instance_of(&t, &value) {
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

    /// Evaluates a define instance's body (lazily, as Puppet does).
    pub(super) fn evaluate_define(&mut self, id: ResourceId) -> Eval<()> {
        self.evaluated_after_top_scope = true;
        self.catalog.resources[id].evaluated = true;
        self.inherit_scope_tags(id);
        let type_name = self.catalog.resources[id].type_name.to_lowercase();
        let def = self
            .defines
            .get(&type_name)
            .cloned()
            .expect("define exists");
        let declaring = self.catalog.resources[id].scope;
        let mut scope = Scope::new(Some(self.node_scope.unwrap_or(0)), id, type_name);
        scope.dynamic = Some(declaring);
        self.scopes.push(scope);
        let scope = self.scopes.len() - 1;
        let title = self.catalog.resources[id].title.clone();
        let name = self.catalog.resources[id]
            .params
            .get("name")
            .map(|p| p.value.clone())
            .unwrap_or_else(|| Value::str(&title));
        self.scopes[scope]
            .vars
            .insert("title".into(), Value::str(&title));
        self.scopes[scope].vars.insert("name".into(), name);
        let declared_in = self.catalog.resources[id].span.map_or(0, |s| s.file);
        self.set_module_names(scope, def.span.file, declared_in);
        let given: Vec<GivenParam> = self.catalog.resources[id]
            .params
            .iter()
            .map(|(k, p)| (k.clone(), p.value.clone(), p.provenance.clone()))
            .collect();
        let span = self.catalog.resources[id].span.unwrap_or_default();
        let tag_given = given.iter().any(|(k, ..)| k == "tag");
        let given: Vec<GivenParam> = given
            .into_iter()
            .filter(|(k, ..)| def.params.iter().any(|p| p.name == *k))
            .collect();
        self.bind_params(
            &def,
            id,
            &given,
            scope,
            Span { column: 0, ..span },
            "Resource Statement",
        )?;
        if !tag_given {
            self.tag_from_parameter_default(id);
        }
        // Puppet wraps an error in a define's body with the location of
        // the declaration (line only).
        if let Err(e) = self.body(&def.body, scope) {
            let at = self.catalog.resources[id].span.unwrap_or_default();
            let file = self.file_name(e.span.file);
            // An error located by line only stays so.
            let inner = match e.span.column {
                0 => format!("(file: {file}, line: {})", e.span.line),
                column => format!("(file: {file}, line: {}, column: {column})", e.span.line),
            };
            let message = format!(
                "Evaluation Error: Error while evaluating a Resource Statement, {} {inner}",
                e.message
            );
            return Err(self.error(Span { column: 0, ..at }, message));
        }
        Ok(())
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
