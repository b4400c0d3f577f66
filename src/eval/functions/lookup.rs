//! Hiera from the compiler's side: the `lookup()` function in all its
//! forms, and automatic parameter lookup (a class parameter not given
//! is looked up as `class::parameter` before its default is used).
//! The data itself is the environment's (`crate::hiera`).

use std::cell::RefCell;
use std::rc::Rc;

use super::{Compiler, Eval, ScopeId};
use crate::catalog::settings::{PuppetVersion, Strict};
use crate::catalog::{HieraSource, Map, PType, Provenance, Value};
use crate::hiera::{Site, Undefined};
use crate::syntax::Span;
use crate::syntax::ast::Lambda;

/// A lookup explained: the value and where it came from (if found), and
/// every level tried.
pub type Explanation = (
    Option<(Value, Rc<HieraSource>)>,
    crate::catalog::lookup::Explained,
);

/// What `lookup()` was asked, however it was written.
struct Request {
    names: Vec<String>,
    value_type: Option<PType>,
    merge: Option<Value>,
    default: Option<Value>,
    /// `default_values_hash`: defaults per name.
    default_values: Option<Map<Value, Value>>,
    /// `override`: values that win over any data.
    overrides: Option<Map<Value, Value>>,
}

impl Compiler {
    /// Looks a key up in the environment's Hiera data, converting the
    /// value as `lookup_options`' `convert_to` says.
    pub(super) fn hiera_lookup(
        &mut self,
        key: &str,
        merge: Option<&Value>,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Option<(Value, Rc<HieraSource>)>> {
        let Some(loader) = self.options.loader.clone() else {
            return Ok(None);
        };
        let warnings = RefCell::new(Vec::new());
        let found = {
            let variables =
                |name: &str, site| self.variable_for_hiera(name, scope, site, &warnings);
            loader.lookup(key, merge, &variables)
        };
        for warning in warnings.into_inner() {
            self.warn_once(&warning);
        }
        // Hiera's own errors are reported bare, evaluation errors at the
        // call.
        let found = found.map_err(|message| {
            if message.starts_with(crate::hiera::CALL) {
                self.error(span, message)
            } else {
                self.error(Span::default(), message).shown_at(span)
            }
        })?;
        let Some(found) = found else {
            return Ok(None);
        };
        let mut value = found.value;
        if let Some(convert) = &found.convert_to {
            let (type_name, extra) = match convert {
                Value::Array(items) if !items.is_empty() => {
                    (items[0].to_string(), items[1..].to_vec())
                }
                other => (other.to_string(), Vec::new()),
            };
            let mut args = vec![value];
            args.extend(extra);
            value = self.convert(&type_name, args, span)?;
        }
        let source = Rc::new(HieraSource {
            key: key.to_string(),
            strategy: found.strategy.name(),
            origins: found.origins,
            secret: found.secret,
        });
        self.flow_push(crate::catalog::sources::DataSource::Lookup(source.clone()));
        Ok(Some((value, source)))
    }

    /// A variable as Hiera's interpolation sees it: from the compiling
    /// scope, `::x` from top scope; `None` when undef or unknown.
    fn value_for_hiera(&self, name: &str, scope: ScopeId) -> Option<Value> {
        let (name, scope) = match name.strip_prefix("::") {
            Some(top) => (top, 0),
            None => (name, scope),
        };
        self.lookup(name, scope, Span::default())
            .ok()
            .filter(|v| !v.is_undef())
    }

    /// A variable as a lookup's interpolation reads it. One the scope
    /// lacks does what Puppet's `strict` setting says: nothing, a warning
    /// (once a compile, as Puppet warns once a variable), or an error —
    /// except in a hierarchy level's locations, where Puppet 8 warns
    /// and goes on.
    fn variable_for_hiera(
        &self,
        name: &str,
        scope: ScopeId,
        site: Site,
        warnings: &RefCell<Vec<String>>,
    ) -> Result<Option<Value>, Undefined> {
        if let Some(value) = self.value_for_hiera(name, scope) {
            return Ok(Some(value));
        }
        let (plain, scope) = match name.strip_prefix("::") {
            Some(top) => (top, 0),
            None => (name, scope),
        };
        // Set to undef, or one of Puppet's built-in variables.
        if self.variable_exists(plain, scope)
            || plain.bytes().all(|b| b.is_ascii_digit())
            || matches!(plain, "module_name" | "caller_module_name")
        {
            return Ok(None);
        }
        let undefined = self.undefined_for_hiera(name);
        let settings = self.options.settings;
        match settings.strict {
            Strict::Off => {}
            Strict::Warning => warnings.borrow_mut().push(format!(
                "Undefined variable '{}'; {}",
                undefined.name, undefined.reason
            )),
            Strict::Error if site == Site::Location && settings.version == PuppetVersion::V8 => {
                warnings.borrow_mut().push(format!(
                    "Interpolation failed with '{}', but compilation continuing; {}",
                    undefined.name, undefined.reason
                ));
            }
            Strict::Error => return Err(undefined),
        }
        Ok(None)
    }

    /// An unknown variable named as Puppet names it: `x`, `::x` for top
    /// scope, `::a::x` for an evaluated class's, `a::x` with the reason
    /// where the class is not evaluated or not found.
    fn undefined_for_hiera(&self, name: &str) -> Undefined {
        let qualified = name.trim_start_matches("::");
        let Some((class, _)) = qualified.rsplit_once("::") else {
            return Undefined {
                name: name.to_string(),
                reason: String::new(),
            };
        };
        let key = class.to_lowercase();
        // (A class an incremental input may not see counts as not yet
        // evaluated, as in the compile it stands for.)
        let evaluated = self.class_scopes.contains_key(&key) && !self.class_guarded(&key);
        let reason = if evaluated {
            return Undefined {
                name: format!("::{qualified}"),
                reason: String::new(),
            };
        } else if self.classes.contains_key(&key) {
            format!("class {class} has not been evaluated")
        } else {
            format!("class {class} could not be found")
        };
        Undefined {
            name: qualified.to_string(),
            reason,
        }
    }

    /// A warning without a location, printed once a compile (Puppet's
    /// `warn_once`: its keys name the subject, so one text, one warning).
    pub(super) fn warn_once(&mut self, message: &str) {
        let line = format!("warning: {message}");
        if !self.messages.contains(&line) {
            self.messages.push(line);
        }
    }

    /// Looks a key up from top scope for an explanation: the value and
    /// where it came from (if found), and every level tried.
    pub fn explain_lookup(
        &mut self,
        key: &str,
        merge: Option<&Value>,
    ) -> Result<Explanation, super::EvalError> {
        let loader = self.options.loader.clone();
        if let Some(loader) = &loader {
            loader.explain_lookups(true);
        }
        let found = self.hiera_lookup(key, merge, 0, Span::default());
        if let Some(loader) = &loader {
            loader.explain_lookups(false);
        }
        let found = found?;
        let steps = self
            .options
            .loader
            .as_ref()
            .map(|l| l.lookup_steps())
            .unwrap_or_default();
        Ok((found, steps))
    }

    /// The keys Hiera's data holds for the top scope's facts.
    pub fn hiera_keys(&self) -> Vec<String> {
        let Some(loader) = self.options.loader.clone() else {
            return Vec::new();
        };
        let variables = |name: &str, _| Ok(self.value_for_hiera(name, 0));
        loader.hiera_keys(&variables)
    }

    /// Automatic parameter lookup: `class::param` in Hiera.
    pub(super) fn automatic_parameter(
        &mut self,
        class: &str,
        param: &str,
        has_default: bool,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Option<(Value, Provenance)>> {
        let key = format!("{class}::{param}");
        // A key found with a null value leaves the parameter to its
        // default, as if not found; without a default, undef is its
        // value (modules' data says `~` for "no value here").
        Ok(self
            .hiera_lookup(&key, None, scope, span)?
            .filter(|(value, _)| !value.is_undef() || !has_default)
            .map(|(value, source)| (value, Provenance::Hiera(source))))
    }

    /// `lookup(name, [type, [merge, [default]]])`, `lookup(name, options)`,
    /// `lookup(options)`, with an optional block giving the default.
    pub(super) fn lookup_function(
        &mut self,
        args: &[Value],
        lambda: Option<&Lambda>,
        scope: ScopeId,
        span: Span,
        site: &super::builtins::CallSite,
    ) -> Eval<Value> {
        let request = self.lookup_request(args, span)?;
        for name in &request.names {
            if let Some(v) = request
                .overrides
                .as_ref()
                .and_then(|o| o.get(&Value::str(name)))
            {
                return Ok(v.clone());
            }
            if let Some((value, _)) =
                self.hiera_lookup(name, request.merge.as_ref(), scope, span)?
            {
                self.check_type(&request, &value, "Found value", span)?;
                return Ok(value);
            }
        }
        let first = request.names.first().cloned().unwrap_or_default();
        if let Some(v) = request
            .default_values
            .as_ref()
            .and_then(|d| request.names.iter().find_map(|n| d.get(&Value::str(n))))
        {
            return Ok(v.clone());
        }
        let default = match lambda {
            Some(block) => {
                let block = block.clone();
                let names = match request.names.len() {
                    1 => Value::str(&first),
                    _ => Value::array(request.names.iter().map(Value::str).collect()),
                };
                Some(self.call_lambda(&block, vec![names], scope, site)?)
            }
            None => request.default.clone(),
        };
        match default {
            Some(d) => {
                self.check_type(&request, &d, "Default value", span)?;
                Ok(d)
            }
            None if request.names.len() == 1 => Err(self
                .error(
                    Span::default(),
                    format!("Function lookup() did not find a value for the name '{first}'"),
                )
                .shown_at(span)),
            None => Err(self
                .error(
                    Span::default(),
                    format!(
                        "Function lookup() did not find a value for any of the names [{}]",
                        request
                            .names
                            .iter()
                            .map(|n| format!("'{n}'"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
                .shown_at(span)),
        }
    }

    /// Puppet 3's `hiera(key, [default, [override]])` and its `_array`
    /// (a unique merge), `_hash` (a hash merge) and `_include` (a unique
    /// merge whose classes are included), still in Puppet 7; `override`
    /// names a data file to consult first, which spaceship ignores.
    pub(super) fn hiera_function(
        &mut self,
        name: &str,
        args: &[Value],
        lambda: Option<&Lambda>,
        scope: ScopeId,
        span: Span,
        site: &super::builtins::CallSite,
    ) -> Eval<Value> {
        let settings = self.options.settings;
        if settings.strict != Strict::Off {
            self.warn_once(&format!(
                "The function '{name}' is deprecated in favor of using 'lookup'. See https://puppet.com/docs/puppet/{}/deprecated_language.html",
                settings.version.release()
            ));
        }
        let key = args.first().map(Value::to_string).unwrap_or_default();
        let merge = match name {
            "hiera_array" | "hiera_include" => Some(Value::str("unique")),
            "hiera_hash" => Some(Value::str("hash")),
            _ => None,
        };
        let value = match self.hiera_lookup(&key, merge.as_ref(), scope, span)? {
            Some((value, _)) => value,
            None => match (lambda, args.get(1)) {
                (Some(block), _) => {
                    let block = block.clone();
                    self.call_lambda(&block, vec![Value::str(&key)], scope, site)?
                }
                (None, Some(default)) => default.clone(),
                (None, None) => {
                    return Err(self
                        .error(
                            Span::default(),
                            format!("Function lookup() did not find a value for the name '{key}'"),
                        )
                        .shown_at(span));
                }
            },
        };
        if name != "hiera_include" {
            return Ok(value);
        }
        let classes: Vec<String> = match &value {
            Value::Array(items) => items.iter().map(Value::to_string).collect(),
            Value::Undef => Vec::new(),
            other => vec![other.to_string()],
        };
        if !classes.is_empty() {
            self.declare_classes(
                &classes,
                crate::catalog::DeclaredBy::HieraInclude,
                scope,
                span,
            )?;
        }
        Ok(Value::Undef)
    }

    fn lookup_request(&mut self, args: &[Value], span: Span) -> Eval<Request> {
        let names_of = |v: &Value| -> Vec<String> {
            match v {
                Value::Array(items) => items.iter().map(Value::to_string).collect(),
                other => vec![other.to_string()],
            }
        };
        let type_of = |v: Option<&Value>| match v {
            Some(Value::Type(t)) => Some(t.as_ref().clone()),
            _ => None,
        };
        let options = match (args.first(), args.get(1)) {
            (Some(Value::Hash(h)), _) => Some((None, h.clone())),
            (Some(name), Some(Value::Hash(h))) => Some((Some(name.clone()), h.clone())),
            _ => None,
        };
        if let Some((name, options)) = options {
            let get = |k: &str| options.get(&Value::str(k)).cloned();
            let name = name
                .or_else(|| get("name"))
                .ok_or_else(|| self.error(span, "Function lookup() needs a name to look up"))?;
            let hash = |v: Option<Value>| match v {
                Some(Value::Hash(h)) => Some(h.as_ref().clone()),
                _ => None,
            };
            return Ok(Request {
                names: names_of(&name),
                value_type: type_of(get("value_type").as_ref()),
                merge: get("merge"),
                default: get("default_value"),
                default_values: hash(get("default_values_hash")),
                overrides: hash(get("override")),
            });
        }
        Ok(Request {
            names: args.first().map(names_of).unwrap_or_default(),
            value_type: type_of(args.get(1)),
            merge: args.get(2).filter(|v| !v.is_undef()).cloned(),
            default: args.get(3).cloned(),
            default_values: None,
            overrides: None,
        })
    }

    fn check_type(&mut self, request: &Request, value: &Value, what: &str, span: Span) -> Eval<()> {
        let Some(expected) = &request.value_type else {
            return Ok(());
        };
        if self.instance_of(expected, value) {
            return Ok(());
        }
        // Several problems are one a line, the first line led by a space
        // (Puppet's multi-line assertion message).
        let why: Vec<String> = self
            .describe_mismatch(expected, value)
            .lines()
            .map(|w| format!("{what} has wrong type, {w}"))
            .collect();
        let lead = if why.len() > 1 { " " } else { "" };
        Err(self.error(
            span,
            format!("{}{lead}{}", crate::hiera::CALL, why.join("\n  ")),
        ))
    }
}
