//! Classes, defines and nodes: declaring, binding parameters with their
//! types, and evaluating bodies in the right scope.

use std::sync::Arc;

use super::resources::add_tag;
use super::scope::{Scope, ScopeId};
use super::{Compiler, Eval, bare_resource};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{DeclaredBy, Kind, PType, Provenance, ResourceId, Value};
use crate::syntax::Span;

/// A class whose resource is added and whose body is still to evaluate.
pub(super) struct PendingClass {
    pub(super) id: ResourceId,
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

impl Compiler {
    /// `include`, `require` and `contain` as functions: the classes
    /// declared (each declaration kept for `:why`), `contain`'s edge from
    /// the container, and `require`'s `require` on the caller, which
    /// names each call ([`crate::catalog::Provenance::Required`]). Their references.
    pub(super) fn declare_by_function(
        &mut self,
        name: &str,
        args: &[Value],
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        // A class type or resource type that names no class.
        for arg in args {
            let unspecific = match arg {
                Value::Type(t) => match t.as_ref() {
                    PType::Class(None) => "Cannot use an unspecific Class[] Type",
                    PType::Resource(None, _) => {
                        "Cannot use an unspecific Resource[] where a Resource['class', name] is expected"
                    }
                    _ => continue,
                },
                _ => continue,
            };
            return Err(self.error(
                span,
                format!("Evaluation Error: Error while evaluating a Function Call, {unspecific}"),
            ));
        }
        let mut refs = Vec::new();
        let names: Vec<String> = args
            .iter()
            .map(|a| match a {
                Value::Type(_) => a.as_ref_parts().map(|(_, t)| t).unwrap_or_default(),
                other => other.to_string(),
            })
            .collect();
        let how = match name {
            "require" => crate::catalog::DeclaredBy::Require,
            "contain" => crate::catalog::DeclaredBy::Contain,
            _ => crate::catalog::DeclaredBy::Include,
        };
        let ids = self.declare_classes(&names, how, scope, span);
        for id in ids? {
            let title = self.catalog.resources[id].title.clone();
            if name == "contain" {
                let container = self.scopes[scope].resource;
                if !self.catalog.edges.contains(&(container, id)) {
                    self.catalog.edges.push((container, id));
                }
            }
            if name == "require" {
                let container = self.scopes[scope].resource;
                let reference = Value::resource_ref("Class", &title);
                let current = self.catalog.resources[container].params.get("require");
                let mut list = match current.map(|p| &p.value) {
                    Some(Value::Array(a)) => a.as_ref().clone(),
                    Some(other) => vec![other.clone()],
                    None => vec![],
                };
                // Each call is named: `require profile::db` at its line.
                let mut calls = match current.map(|p| &p.provenance) {
                    Some(crate::catalog::Provenance::Required(calls)) => calls.clone(),
                    _ => Vec::new(),
                };
                calls.push((
                    crate::catalog::value::reference_text("Class", &title).into(),
                    span,
                ));
                list.push(reference);
                self.catalog.resources[container].params.insert(
                    "require".into(),
                    crate::catalog::Param {
                        value: Value::array(list),
                        provenance: crate::catalog::Provenance::Required(calls),
                        source: "".into(),
                    },
                );
            }
            refs.push(Value::resource_ref("Class", &title));
        }
        Ok(Value::array(refs))
    }
}
