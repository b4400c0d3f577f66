//! Resource statements: declarations, their attributes, type names and
//! tags (defaults and amendments are in `amend`).

use std::rc::Rc;

use rustc_hash::FxHashSet as HashSet;

use super::scope::ScopeId;
use super::types::flatten;
use super::{Compiler, Eval};
use crate::catalog::schema;
use crate::catalog::value::{PType, capitalize_type_name};
use crate::catalog::{AttrMap, Kind, Param, Provenance, Resource, ResourceId, Value};
use crate::syntax::Span;
use crate::syntax::ast::*;

pub(super) const STATEMENT: &str =
    "Evaluation Error: Error while evaluating a Resource Statement, ";

/// Whether a string is a valid tag (and so becomes one automatically).
pub(super) fn valid_tag(s: &str) -> bool {
    if s.is_ascii() {
        let bytes = s.as_bytes();
        return bytes
            .first()
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
            && bytes
                .iter()
                .all(|&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b':' | b'.' | b'-'));
    }
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_alphanumeric() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || "_:.-".contains(c))
}

/// Adds a tag and, for `a::b`, its segments.
pub(super) fn add_tag(tags: &mut impl TagSink, tag: &str) {
    // Most tags are lowercase already, and most are already present:
    // allocate only for a new one. Type names (`File`) are the usual
    // capitalized tags: a short ASCII one is lowercased on the stack.
    let mut stack = [0u8; 64];
    let lowered;
    let tag = if !tag.bytes().any(|b| b.is_ascii_uppercase()) && tag.is_ascii() {
        tag
    } else if tag.is_ascii() && tag.len() <= stack.len() {
        let bytes = &mut stack[..tag.len()];
        bytes.copy_from_slice(tag.as_bytes());
        bytes.make_ascii_lowercase();
        std::str::from_utf8(bytes).expect("ASCII stays UTF-8")
    } else {
        lowered = tag.to_lowercase();
        lowered.as_str()
    };
    if tags.has(tag) || !valid_tag(tag) {
        return;
    }
    tags.put(Rc::from(tag));
    if tag.as_bytes().windows(2).any(|pair| pair == b"::") {
        for seg in tag.split("::") {
            if !tags.has(seg) {
                tags.put(Rc::from(seg));
            }
        }
    }
}

/// Where tags go: a resource's few (searched in order) or the catalog's
/// many (hashed).
pub(super) trait TagSink {
    fn has(&self, tag: &str) -> bool;
    fn put(&mut self, tag: Rc<str>);
}

impl TagSink for crate::catalog::TagSet {
    fn has(&self, tag: &str) -> bool {
        self.contains(tag)
    }
    fn put(&mut self, tag: Rc<str>) {
        self.insert(tag);
    }
}

impl TagSink for crate::catalog::Set<Rc<str>> {
    fn has(&self, tag: &str) -> bool {
        self.contains(tag)
    }
    fn put(&mut self, tag: Rc<str>) {
        self.insert(tag);
    }
}

impl Compiler {
    /// The span as a `(file: F, line: L)` suffix, as Puppet writes it.
    pub(super) fn at(&self, span: Span) -> String {
        format!(
            "(file: {}, line: {})",
            match self.file_name(span.file) {
                "" => "<unknown>",
                name => name,
            },
            span.line
        )
    }

    /// Evaluates the type part of a resource statement to a type name:
    /// `Class`, or a capitalized resource type.
    pub(super) fn resource_type_name(&mut self, type_expr: &Expr, scope: ScopeId) -> Eval<String> {
        let value = match &type_expr.kind {
            ExprKind::BareWord(w) => return Ok(capitalize_type_name(w)),
            _ => self.eval(type_expr, scope)?,
        };
        // Puppet takes a type only as written: `Notify`, `Resource[$t]`;
        // a variable or call holding one is rejected.
        let written_as_type = match &type_expr.kind {
            ExprKind::TypeRef(_) => true,
            ExprKind::Access(left, _) => matches!(left.kind, ExprKind::TypeRef(_)),
            _ => false,
        };
        if !written_as_type {
            let actual = match &value {
                Value::Type(t) => format!("Type[{t}]"),
                // An empty collection is named by its size.
                Value::Array(a) if a.is_empty() => "Array[0, 0]".to_string(),
                Value::Hash(h) if h.is_empty() => "Hash[0, 0]".to_string(),
                other => other.type_label(),
            };
            return Err(self.error(type_expr.span, format!("Evaluation Error: Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {actual}")));
        }
        match &value {
            Value::Str(s) => Ok(capitalize_type_name(s)),
            Value::Type(t) => match t.as_ref() {
                PType::Resource(Some(name), None) => Ok(name.clone()),
                // `Class { 'x': }` declares a class, as `class { 'x': }`.
                PType::Class(None) => Ok("Class".into()),
                other => Err(self.error(type_expr.span, format!("Evaluation Error: Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got Type[{other}]"))),
            },
            other => Err(self.error(type_expr.span, format!("{STATEMENT}Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {}", other.type_label()))),
        }
    }

    /// The kind of a resource type, or an "Unknown resource type" error.
    pub(super) fn type_kind(&mut self, type_name: &str, span: Span) -> Eval<Kind> {
        // Built-in names are found in any case, without allocating.
        if schema::builtin(type_name).is_some() {
            return Ok(Kind::Builtin);
        }
        let lower = type_name.trim_start_matches("::").to_lowercase();
        if self.defines.contains_key(&lower) || self.find_define(&lower)?.is_some() {
            Ok(Kind::Defined)
        } else if lower == "class" {
            Ok(Kind::Class)
        } else if self.ruby_type(&lower, span)?.is_some() {
            // Types written in Ruby are compiled like built-in ones.
            Ok(Kind::Builtin)
        } else {
            Err(self.error(span, format!("{STATEMENT}Unknown resource type: '{lower}'")))
        }
    }

    /// Evaluates attribute operations into ordered (name, value, append, provenance) entries.
    pub(super) fn attribute_values(
        &mut self,
        ops: &[AttributeOp],
        scope: ScopeId,
        splat_provenance: bool,
    ) -> Eval<Vec<(String, Value, bool, Provenance)>> {
        let mut out: Vec<(String, Value, bool, Provenance)> = Vec::with_capacity(ops.len());
        for op in ops {
            let mark = self.flow_mark();
            let value = self.eval(&op.value, scope)?;
            self.note_attribute_sources(op.span, mark);
            let ruby_3_3 =
                self.options.settings.version == crate::catalog::settings::PuppetVersion::V8;
            // (Most values are strings, which neither check need walk.)
            let plain = matches!(value, Value::Str(_) | Value::Int(_) | Value::Bool(_));
            if let Some(problem) = (!plain)
                .then(|| super::legacy_values::unconvertible_reference(&value, ruby_3_3))
                .flatten()
            {
                let arrow = if op.append { "+>" } else { "=>" };
                return Err(self.error(
                    op.span,
                    format!(
                        "Evaluation Error: Error while evaluating a '{arrow}' expression, {problem}"
                    ),
                ));
            }
            if !plain && super::legacy_values::holds_iterator(&value) {
                let arrow = if op.append { "+>" } else { "=>" };
                return Err(self.error(
                    op.span,
                    format!("Evaluation Error: Error while evaluating a '{arrow}' expression, Use of an Iterator is not supported here"),
                ));
            }
            if op.name == "*" {
                match value {
                    Value::Hash(map) => {
                        for (k, v) in map.iter() {
                            let provenance = if splat_provenance {
                                Provenance::Splat(op.span)
                            } else {
                                Provenance::Declared(op.span)
                            };
                            out.push((k.to_string(), v.clone(), op.append, provenance));
                        }
                    }
                    other => {
                        let got = super::mismatch::inferred(&other);
                        return Err(self.error(
                            op.value.span,
                            format!("Evaluation Error: Expected value of type Hash, got {got}"),
                        ));
                    }
                }
            } else {
                out.push((
                    op.name.clone(),
                    value,
                    op.append,
                    Provenance::Declared(op.span),
                ));
            }
        }
        Ok(out)
    }

    /// Attribute operations as (name, value, `+>`, where written), for
    /// defaults, amendments and collector overrides.
    pub(super) fn located_attributes(
        &mut self,
        ops: &[AttributeOp],
        scope: ScopeId,
    ) -> Eval<Vec<(String, Value, bool, Span)>> {
        Ok(self
            .attribute_values(ops, scope, false)?
            .into_iter()
            .map(|(name, value, append, provenance)| {
                let at = match provenance {
                    Provenance::Declared(s) | Provenance::Splat(s) => s,
                    _ => unreachable!("attribute operations are declared"),
                };
                (name, value, append, at)
            })
            .collect())
    }

    /// A resource declaration; its value is the array of references made.
    pub(super) fn declare(
        &mut self,
        resource: &ResourceExpr,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        // A statement whose value nobody reads makes no references.
        let wants_refs = !std::mem::take(&mut self.value_unused);
        let type_name = self.resource_type_name(&resource.type_expr, scope)?;
        let kind = self.type_kind(&type_name, span).map_err(|_| {
            let display = match &resource.type_expr.kind {
                ExprKind::BareWord(word) => word,
                _ => &type_name,
            };
            self.error(
                span,
                format!("{STATEMENT}Unknown resource type: '{display}'"),
            )
        })?;
        // Titles first, as Puppet does: each must be a string, and no title
        // (`default` included) may appear twice in one expression.
        let mut seen_titles = HashSet::default();
        let mut bodies = Vec::new();
        for body in &resource.bodies {
            let titles = if matches!(body.title.kind, ExprKind::Default) {
                vec![None]
            } else {
                let value = self.eval(&body.title, scope)?;
                let mut titles = Vec::new();
                // A lone string title (the usual case) needs no flattening.
                let flattened;
                let flat = match value {
                    Value::Str(_) => std::slice::from_ref(&value),
                    _ => {
                        flattened = flatten(std::slice::from_ref(&value));
                        flattened.as_slice()
                    }
                };
                for (index, title) in flat.iter().enumerate() {
                    // `default` among the titles makes the body the
                    // expression's defaults too.
                    if matches!(title, Value::Default) {
                        titles.push(None);
                        continue;
                    }
                    titles.push(Some(match title {
                        Value::Str(s) if s.is_empty() => return Err(self.error(body.title.span, format!("Evaluation Error: Empty string title at {index}. Title strings must have a length greater than zero."))),
                        Value::Str(s) => String::from(&**s),
                        Value::Type(_) if kind == Kind::Class => title.as_ref_parts().map(|(_, t)| t).unwrap_or_default(),
                        Value::Undef => return Err(self.error(body.title.span, "Evaluation Error: Missing title. The title expression resulted in undef")),
                        other => {
                            let message = format!("Evaluation Error: Illegal title type at index {index}. Expected String, got {}", match other {
                                Value::Hash(_) | Value::Array(_) => super::mismatch::inferred(other),
                                Value::UserObject(o) => o.ty.expanded(),
                                Value::Iterator(_) => super::mismatch::general(other),
                                _ => other.type_label(),
                            });
                            return Err(self.error(body.title.span, message));
                        }
                    }));
                }
                titles
            };
            // One body with one title (the usual case) cannot repeat one.
            if resource.bodies.len() > 1 || titles.len() > 1 {
                for title in &titles {
                    let shown = title.as_deref().unwrap_or("default");
                    if !seen_titles.insert(shown.to_string()) {
                        return Err(self.error(span, format!("Evaluation Error: The title '{shown}' has already been used in this resource expression")));
                    }
                }
            }
            bodies.push((body, titles));
        }
        let mut defaults: Vec<(String, Value, bool, Provenance)> = Vec::new();
        for (body, _) in bodies.iter().filter(|(_, titles)| titles.contains(&None)) {
            defaults = self.attribute_values(&body.ops, scope, true)?;
            for d in &mut defaults {
                // Where the attribute is written in the `default:` body.
                let at = match d.3 {
                    Provenance::Declared(at) | Provenance::Splat(at) => at,
                    _ => body.span,
                };
                d.3 = Provenance::DefaultBody(at);
            }
        }
        // Every body's attributes are evaluated before any resource is
        // made, as Puppet does: a body cannot refer to a resource of the
        // same expression (`File['/b']['mode']` there is not found).
        let titled_bodies: Vec<_> = bodies
            .iter()
            .filter(|(_, titles)| titles.iter().any(Option::is_some))
            .collect();
        let mut evaluated = Vec::with_capacity(titled_bodies.len());
        for (body, _) in &titled_bodies {
            evaluated.push(self.attribute_values(&body.ops, scope, true)?);
        }
        let mut refs = Vec::new();
        for ((_, titles), attrs) in titled_bodies.into_iter().zip(evaluated) {
            let mut merged: AttrMap<(Value, Provenance)> =
                AttrMap::with_capacity(defaults.len() + attrs.len());
            for (name, value, _, provenance) in defaults.iter().cloned() {
                merged.insert(name, (value, provenance));
            }
            let from_defaults = merged.len();
            // Defaults the body replaced, by position.
            let mut replaced: Vec<usize> = Vec::new();
            for (name, value, _, provenance) in attrs {
                let (index, earlier) = merged.insert_full(name, (value, provenance));
                if earlier.is_some() {
                    if index >= from_defaults || replaced.contains(&index) {
                        let (name, _) = merged.get_index(index).expect("just inserted");
                        return Err(self.error(
                            span,
                            format!(
                                "Evaluation Error: The attribute '{name}' has already been set"
                            ),
                        ));
                    }
                    replaced.push(index);
                }
            }
            let titled = titles.iter().flatten().count();
            for (n, title) in titles.iter().flatten().enumerate() {
                if kind == Kind::Class {
                    if resource.form != ResourceForm::Regular {
                        return Err(self.error(span, "Classes are not virtualizable"));
                    }
                    let params: Vec<super::classes::GivenParam> = merged
                        .iter()
                        .map(|(k, (v, provenance))| (k.clone(), v.clone(), provenance.clone()))
                        .collect();
                    let how = crate::catalog::DeclaredBy::ResourceLike;
                    let id = self.declare_class(title, Some(params), how, scope, span)?;
                    if wants_refs {
                        refs.push(Value::resource_ref(
                            "Class",
                            &self.catalog.resources[id].title,
                        ));
                    }
                    continue;
                }
                // The last title takes the attributes; the others copy them.
                let attrs = if n + 1 == titled {
                    std::mem::take(&mut merged)
                } else {
                    merged.clone()
                };
                let id = self.create_resource(
                    &type_name,
                    title,
                    kind,
                    attrs,
                    resource.form,
                    scope,
                    span,
                )?;
                if wants_refs {
                    refs.push(Value::resource_ref(
                        &type_name,
                        &self.catalog.resources[id].title,
                    ));
                }
            }
        }
        Ok(Value::array(refs))
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn create_resource(
        &mut self,
        type_name: &str,
        title: &str,
        kind: Kind,
        attrs: AttrMap<(Value, Provenance)>,
        form: ResourceForm,
        scope: ScopeId,
        span: Span,
    ) -> Eval<ResourceId> {
        // `File['/x/']` finds `/x`, but declaring `/x/` is a clash of
        // paths (an alias), not of titles.
        if let Some(existing) = self.catalog.find_exact(type_name, title) {
            let old = self.catalog.resources[existing].span.unwrap_or_default();
            return Err(self.error(
                span,
                format!("{STATEMENT}Duplicate declaration: {type_name}[{title}] is already declared at {}; cannot redeclare {}", self.at(old), self.at(span)),
            ));
        }
        if attrs.contains_key("stage") {
            let message = format!(
                "{STATEMENT}Only classes can set 'stage'; normal resources like {} cannot change run stage",
                crate::catalog::value::reference_text(type_name, title)
            );
            return Err(self.error(span, message));
        }
        let source = self.source_of(scope);
        let mut params = AttrMap::with_capacity(attrs.len());
        for (name, (value, provenance)) in attrs {
            params.insert(
                name,
                Param {
                    value,
                    provenance,
                    source: source.clone(),
                },
            );
        }
        // Tags: a declared `tag` first, then type and title, then a `tag`
        // that came from resource defaults (Puppet's order of tagging).
        // Room for the usual type, title and class tags.
        let mut tags = crate::catalog::TagSet::with_capacity(7);
        if let Some(p) = params.get("tag") {
            let mut tag = |t: &str| {
                if !valid_tag(t) {
                    let at = Span { column: 0, ..span };
                    // Puppet checks (and shows) the tag in lower case.
                    let t = t.to_lowercase();
                    return Err(self.error(at, format!("Invalid tag '{t}'")));
                }
                add_tag(&mut tags, t);
                Ok(())
            };
            match &p.value {
                // The usual single tag, without a list or a copy.
                Value::Str(t) => tag(t)?,
                value => {
                    for t in flatten(std::slice::from_ref(value)) {
                        tag(&t.to_string())?;
                    }
                }
            }
        }
        self.add_type_tag(&mut tags, type_name);
        add_tag(&mut tags, title);

        let mut default_sources = Vec::new();
        for (name, default) in self.lookup_defaults(type_name, scope) {
            if params.contains_key(&name) {
                continue;
            }
            if let Some(s) = default.sources {
                default_sources.push((name.clone(), s));
            }
            if name == "tag" {
                for t in flatten(std::slice::from_ref(&default.value)) {
                    add_tag(&mut tags, &t.to_string());
                }
            }
            params.insert(
                name,
                Param {
                    value: default.value,
                    provenance: Provenance::ResourceDefault(default.span),
                    source: source.clone(),
                },
            );
        }
        let mut aliases: Vec<String> = params
            .get("alias")
            .map(|p| {
                flatten(std::slice::from_ref(&p.value))
                    .iter()
                    .map(|v| v.to_string())
                    .collect()
            })
            .unwrap_or_default();
        for alias in &aliases {
            if let Some(existing) = self.catalog.find_exact(type_name, alias) {
                let old = self.catalog.resources[existing].span.unwrap_or_default();
                return Err(self.error(span, format!("{STATEMENT}Cannot alias {type_name}[{title}] to \"{alias}\" at {}; resource [\"{type_name}\", \"{alias}\"] already declared {}", self.at(span), self.at(old))));
            }
        }
        // Puppet also knows a resource by its namevar (its uniqueness key):
        // `file { 'a': path => '/x' }` is File['/x'] too, and a file title
        // loses its trailing slashes (the path is then set explicitly).
        if type_name == "Package" {
            // A package is unique by command, name and provider together.
            let part = |attr: &str| {
                params
                    .get(attr)
                    .map_or("nil".to_string(), |p| format!("{:?}", p.value.to_string()))
            };
            let name = params.get("name").map_or(format!("{title:?}"), |p| {
                format!("{:?}", p.value.to_string())
            });
            let parts = format!("{}, {name}, {}", part("command"), part("provider"));
            let key = format!("\0[{parts}]");
            if let Some(existing) = self.catalog.find(type_name, &key) {
                let old = self.catalog.resources[existing].span.unwrap_or_default();
                return Err(self.error(span, format!("{STATEMENT}Cannot alias {type_name}[{title}] to [{parts}] at {}; resource [\"{type_name}\", {parts}] already declared {}", self.at(span), self.at(old))));
            }
            aliases.push(key);
            // References by name still find it (first one wins).
            if let Some(name) = params.get("name").map(|p| p.value.to_string())
                && name != title
                && self.catalog.find(type_name, &name).is_none()
            {
                aliases.push(name);
            }
        }
        // Execs and tidies are not isomorphic: no uniqueness alias.
        let isomorphic = !matches!(type_name, "Exec" | "Tidy" | "Package");
        if let Some(schema) = schema::builtin(type_name).filter(|_| isomorphic) {
            let namevar = match params.get(schema.namevar) {
                Some(p) => Some(p.value.to_string()),
                None if type_name == "File" && title.len() > 1 && title.ends_with('/') => {
                    let path = title.trim_end_matches('/');
                    let path = if path.is_empty() { "/" } else { path };
                    let param = Param {
                        value: Value::str(path),
                        provenance: Provenance::Compiler,
                        source: source.clone(),
                    };
                    params.shift_insert(0, schema.namevar.to_string(), param);
                    Some(path.to_string())
                }
                None => None,
            };
            if let Some(key) = namevar.filter(|k| k != title) {
                if let Some(existing) = self.catalog.find(type_name, &key) {
                    let old = self.catalog.resources[existing].span.unwrap_or_default();
                    return Err(self.error(span, format!("{STATEMENT}Cannot alias {type_name}[{title}] to [\"{key}\"] at {}; resource [\"{type_name}\", \"{key}\"] already declared {}", self.at(span), self.at(old))));
                }
                aliases.push(key);
            }
        }
        if let Some(ruby) = self.loaded_ruby_type(type_name).cloned() {
            let alias = self
                .ruby_type_alias(&ruby, type_name, title, &params)
                .map_err(|m| self.error(span, format!("{STATEMENT}{m}")))?;
            if let Some((key, shown)) = alias {
                if let Some(existing) = self.catalog.find(type_name, &key) {
                    let old = self.catalog.resources[existing].span.unwrap_or_default();
                    return Err(self.error(span, format!("{STATEMENT}Cannot alias {type_name}[{title}] to [{shown}] at {}; resource [\"{type_name}\", {shown}] already declared {}", self.at(span), self.at(old))));
                }
                aliases.push(key);
            }
        }
        let container = self.scopes[scope].resource;
        let resource = Resource {
            type_name: type_name.to_string(),
            title: title.to_string(),
            params,
            tags,
            span: Some(Span { column: 0, ..span }),
            exported: form == ResourceForm::Exported,
            is_virtual: form != ResourceForm::Regular,
            declared_virtual: form != ResourceForm::Regular,
            kind,
            container: Some(container),
            source,
            evaluated: false,
            scope,
            via_function: false,
        };
        if form == ResourceForm::Exported {
            self.warn_without_storeconfigs("the export is ignored", span);
        }
        let id = self.catalog.add(resource);
        self.take_attribute_sources(id);
        for (name, s) in default_sources {
            self.catalog.value_sources.insert((id, name), s);
        }
        for alias in aliases {
            self.catalog.alias(type_name, &alias, id);
        }
        // Stages are not contained by the class that declares them.
        if type_name != "Stage" {
            self.catalog.edges.push((container, id));
        }
        // Exported instances are checked when the catalog is finished.
        if kind == Kind::Defined && form != ResourceForm::Exported {
            self.bind_define_params(id, span)?;
        }
        Ok(id)
    }

    /// Adds a type's tag (and its segments) with one shared string per type.
    fn add_type_tag(&mut self, tags: &mut crate::catalog::TagSet, type_name: &str) {
        let shared = match self.type_tags.get(type_name) {
            Some(tag) => tag.clone(),
            None => {
                let tag: Rc<str> = type_name.to_lowercase().into();
                self.type_tags.insert(type_name.to_string(), tag.clone());
                tag
            }
        };
        if shared.contains("::") || !valid_tag(&shared) {
            add_tag(tags, &shared);
        } else {
            tags.insert(shared);
        }
    }
}

/// A parameter the compiler sets itself (no source location).
pub(super) fn compiler_param(value: Value) -> crate::catalog::Param {
    crate::catalog::Param {
        value,
        provenance: crate::catalog::Provenance::Compiler,
        source: "".into(),
    }
}

/// A resource with no parameters, tagged with its type's name.
pub(super) fn bare_resource(type_name: &str, title: &str, kind: Kind) -> Resource {
    let mut tags = crate::catalog::TagSet::default();
    tags.insert(type_name.to_lowercase().into());
    Resource {
        type_name: type_name.to_string(),
        title: title.to_string(),
        params: crate::catalog::AttrMap::default(),
        tags,
        span: None,
        exported: false,
        is_virtual: false,
        declared_virtual: false,
        kind,
        container: None,
        source: "".into(),
        evaluated: false,
        scope: 0,
        via_function: false,
    }
}
