//! stdlib's functions that read or declare resources: `ensure_resource`,
//! `ensure_resources` and `stdlib::ensure_packages` declare a resource
//! unless one with the same parameters exists (one with others is
//! Puppet's duplicate declaration), `defined_with_params` is that test,
//! `getparam` reads a parameter.

use super::Ctx;
use crate::catalog::schema;
use crate::catalog::value::{capitalize_type_name, parse_reference};
use crate::catalog::{Kind, Map, Param, Provenance, ResourceId, Value};
use crate::eval::{Compiler, Eval};
use crate::syntax::ast::Call;

impl Compiler {
    /// A resource `create_resources` made for a title that is not a
    /// String (`ensure_resource('apache::listen', 80)` gives the Integer
    /// 80). Puppet keeps such a title as it is: only strings become tags,
    /// and the catalog writes the namevar (Puppet's `parse_title`, the
    /// title's text) because it differs from the title itself.
    pub(crate) fn keep_non_string_title(&mut self, id: ResourceId, title: &Value) {
        if matches!(title, Value::Str(_)) {
            return;
        }
        let text = title.to_string();
        let resource = &self.catalog.resources[id];
        let tagged_as_attribute = resource.params.get("tag").is_some_and(|p| {
            crate::eval::types::flatten(std::slice::from_ref(&p.value))
                .iter()
                .any(|t| t.to_string().eq_ignore_ascii_case(&text))
        });
        let namevar = match resource.kind {
            Kind::Defined => Some("name"),
            _ => schema::builtin(&resource.type_name).map(|s| s.namevar),
        };
        let source = resource.source.clone();
        let resource = &mut self.catalog.resources[id];
        if !tagged_as_attribute {
            resource.tags.remove(&text.to_lowercase());
        }
        if let Some(namevar) = namevar.filter(|n| !resource.params.contains_key(n)) {
            let param = Param {
                value: Value::str(&text),
                provenance: Provenance::TitleText,
                source,
            };
            resource.params.shift_insert(0, namevar.to_string(), param);
        }
    }

    /// `ensure_resource(type, title_or_titles, params)`.
    pub(super) fn ensure_resource(&mut self, args: &[Value], ctx: &Ctx) -> Eval<()> {
        let (type_name, title) = self.type_and_titles(args, ctx)?;
        let params = params_of(args.get(2));
        let titles = crate::eval::types::flatten(std::slice::from_ref(&title));
        for item in titles {
            let reference = Value::str(format!("{type_name}[{item}]"));
            if self.defined_with_params(&[reference, Value::hash(params.clone())], ctx)? {
                continue;
            }
            // The title as given: an Integer stays one (see
            // `keep_non_string_title`).
            let mut instances = Map::default();
            instances.insert(item, Value::hash(params.clone()));
            self.call_by_name(
                "create_resources",
                vec![
                    Value::str(ruby_capitalize(&type_name)),
                    Value::hash(instances),
                ],
                ctx,
            )?;
        }
        Ok(())
    }

    /// The type and title arguments of `ensure_resource(s)`, which
    /// Ruby's `unless` rejects only when missing.
    fn type_and_titles(&self, args: &[Value], ctx: &Ctx) -> Eval<(String, Value)> {
        match args {
            [] | [Value::Bool(false), ..] => Err(self.fail(ctx, "Must specify a type")),
            [_] | [_, Value::Bool(false), ..] => Err(self.fail(ctx, "Must specify a title")),
            [t, title, ..] => Ok((t.to_string(), title.clone())),
        }
    }

    /// `ensure_resources(type, {title => params}, defaults)`.
    pub(super) fn ensure_resources(&mut self, args: &[Value], ctx: &Ctx) -> Eval<()> {
        let (type_name, titles) = self.type_and_titles(args, ctx)?;
        let defaults = params_of(args.get(2));
        let Value::Hash(titles) = titles else {
            return Err(self.fail(
                ctx,
                "ensure_resources(): Requires second argument to be a Hash",
            ));
        };
        for (title, params) in titles.iter() {
            let mut merged = defaults.clone();
            if let Value::Hash(p) = params {
                merged.extend(p.iter().map(|(k, v)| (k.clone(), v.clone())));
            }
            let call = [Value::str(&type_name), title.clone(), Value::hash(merged)];
            self.ensure_resource(&call, ctx)?;
        }
        Ok(())
    }

    /// `stdlib::ensure_packages(names_or_hash, defaults)`.
    pub(super) fn ensure_packages(&mut self, args: &[Value], ctx: &Ctx) -> Eval<()> {
        let defaults = params_of(args.get(1));
        let names: Vec<(Value, Map<Value, Value>)> = match args.first() {
            Some(Value::Hash(h)) => h
                .iter()
                .map(|(name, attrs)| {
                    let mut d = defaults.clone();
                    if let Value::Hash(a) = attrs {
                        d.extend(a.iter().map(|(k, v)| (k.clone(), v.clone())));
                    }
                    (name.clone(), d)
                })
                .collect(),
            Some(Value::Array(a)) => a.iter().map(|n| (n.clone(), defaults.clone())).collect(),
            Some(other) => vec![(other.clone(), defaults.clone())],
            None => vec![],
        };
        let ensure = Value::str("ensure");
        for (name, attributes) in names {
            let mut params = Map::default();
            params.insert(ensure.clone(), Value::str("installed"));
            params.extend(attributes);
            let wanted = params
                .get(&ensure)
                .and_then(Value::as_str)
                .map(str::to_string);
            if matches!(wanted.as_deref(), Some("present" | "installed")) {
                // An existing `ensure => present` package stays as it is.
                let mut present = Map::default();
                present.insert(ensure.clone(), Value::str("present"));
                let reference = Value::str(format!("Package[{name}]"));
                let found = self.defined_with_params(&[reference, Value::hash(present)], ctx)?;
                let value = if found { "present" } else { "installed" };
                params.insert(ensure.clone(), Value::str(value));
            }
            let call = [Value::str("package"), name, Value::hash(params)];
            self.ensure_resource(&call, ctx)?;
        }
        Ok(())
    }

    /// `defined_with_params(reference, params)`: whether a resource so
    /// named (any of its type, without a title) exists with those values,
    /// other than the one whose code is running.
    pub(super) fn defined_with_params(&mut self, args: &[Value], ctx: &Ctx) -> Eval<bool> {
        let reference = args.first().cloned().unwrap_or(Value::Undef);
        let (type_name, title) = match &reference {
            Value::Str(s) if s.is_empty() => {
                return Err(self.fail(ctx, "Must specify a reference"));
            }
            Value::Str(s) => match parse_reference(s) {
                Some(parts) => parts,
                None => {
                    return Err(self.fail(
                        ctx,
                        format!("No title provided and {s:?} is not a valid resource reference"),
                    ));
                }
            },
            Value::Type(_) if reference.as_ref_parts().is_some() => {
                reference.as_ref_parts().expect("checked")
            }
            other => {
                let class = crate::eval::builtins::ruby_class(other);
                return Err(self.fail(ctx, format!("Reference is not understood: '{class}'")));
            }
        };
        let type_name = capitalize_type_name(&type_name);
        let params = params_of(args.get(1));
        if title.is_empty() {
            self.note_probe(&type_name);
        } else {
            self.note_resource_probe(&type_name, &title);
        }
        let candidates: Vec<ResourceId> = if title.is_empty() {
            (0..self.catalog.resources.len())
                .filter(|&id| self.catalog.resources[id].type_name == type_name)
                .collect()
        } else {
            self.catalog
                .find_referenced(&type_name, &title)
                .into_iter()
                .collect()
        };
        let current = self.scopes[ctx.scope].resource;
        // A define body of a REPL input must find what it would where the
        // generator loop runs it, with the values it had there.
        for &id in &candidates {
            self.check_body_sees_resource(id);
            if !params.is_empty() {
                self.check_body_sees_values(id);
            }
        }
        Ok(candidates
            .into_iter()
            .filter(|&id| id != current)
            .any(|id| {
                let resource = &self.catalog.resources[id];
                params.iter().all(|(key, value)| {
                    let have = resource
                        .params
                        .get(key.to_string().as_str())
                        .map(|p| p.value.clone())
                        .unwrap_or(Value::Undef);
                    (have.is_undef() && value.is_undef()) || have.ruby_eq(value)
                })
            }))
    }

    /// `getparam(reference, name)`: the parameter's value, or `''`.
    pub(super) fn getparam(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let reference = args.first().cloned().unwrap_or(Value::Undef);
        if !reference.truthy() {
            return Err(self.fail(ctx, "Must specify a reference"));
        }
        let Some(Value::Str(param)) = args.get(1) else {
            return Err(self.fail(ctx, "Must specify name of a parameter"));
        };
        if param.is_empty() {
            return Ok(Value::str(""));
        }
        let parts = reference
            .as_ref_parts()
            .or_else(|| parse_reference(&reference.to_string()));
        let found = parts.and_then(|(t, title)| {
            let t = capitalize_type_name(&t);
            self.note_resource_probe(&t, &title);
            self.catalog.find_referenced(&t, &title)
        });
        Ok(found
            .and_then(|id| self.catalog.resources[id].params.get(param.as_ref()))
            .map(|p| p.value.clone())
            .filter(|v| !v.is_undef())
            .unwrap_or_else(|| Value::str("")))
    }

    /// Calls another function by name, as Ruby's `call_function` does.
    pub(super) fn call_by_name(&mut self, name: &str, args: Vec<Value>, ctx: &Ctx) -> Eval<Value> {
        let call = Call {
            name: name.to_string(),
            args: Vec::new(),
            lambda: None,
            parenthesized: true,
        };
        self.call_with(&call, args, ctx.site.what, ctx.scope, ctx.span)
    }
}

/// A parameters argument: a hash, else none.
fn params_of(v: Option<&Value>) -> Map<Value, Value> {
    match v {
        Some(Value::Hash(h)) => h.as_ref().clone(),
        _ => Map::default(),
    }
}

/// Ruby's `String#capitalize`: first letter up, the rest down.
fn ruby_capitalize(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|f| f.to_uppercase().collect::<String>() + &chars.as_str().to_lowercase())
        .unwrap_or_default()
}
