//! Function calls: Puppet's built-in functions that manifests commonly
//! use, iteration with lambdas, and functions written in Puppet.

use md5::Digest;

use super::arity::{arity, legacy_minimum_arity, parameter_types};
use super::builtins::{CallSite, map_strings, versioncmp};
use super::scope::ScopeId;
use super::types::flatten;
use super::{Compiler, Control, Eval};
use crate::catalog::settings::PuppetVersion;
use crate::catalog::value::ObjectKind;
use crate::catalog::{PType, Value};
use crate::syntax::Span;
use crate::syntax::ast::{Call, Lambda};

impl Compiler {
    /// Calls a function (or a method, when `receiver` is given).
    pub(super) fn call(
        &mut self,
        call: &Call,
        receiver: Option<Value>,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        let what = if receiver.is_some() {
            "Method call"
        } else {
            "Function Call"
        };
        let mut args = Vec::new();
        if let Some(r) = receiver {
            args.push(r);
        }
        let mark = self.flow_mark();
        args.extend(self.eval_list(&call.args, scope)?);
        if call.name.trim_start_matches("::") == "create_resources" {
            // The resources it declares take what their hash was computed
            // from (a class parameter Hiera gave...), as attributes
            // written in code take their values' sources.
            self.note_attribute_sources(span, mark);
        }
        // Puppet's stack frame of a call from the language (those from
        // Ruby, templates and `call()` push none), its arguments done.
        self.puppet_stack.push((span.file, span.line));
        let result = self.call_with(call, args, what, scope, span);
        self.puppet_stack.pop();
        result
    }

    /// Calls a function with its arguments evaluated (`call` is the
    /// written call: its name, block and argument locations).
    pub(super) fn call_with(
        &mut self,
        call: &Call,
        args: Vec<Value>,
        what: &'static str,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        let site = &CallSite {
            what,
            subject: "block".to_string(),
            span,
        };
        let lambda = call.lambda.clone();
        let fail = |this: &Self, msg: String| {
            this.error(
                span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, {msg}",
                    site.what
                ),
            )
        };
        let name = call.name.trim_start_matches("::");
        if self.run_guard.is_some() && self.refused_as_called(name) {
            // An incremental input's call the plainness check let through
            // as long as it did not run.
            self.refuse_input("a function that is not plain ran");
            return Err(fail(self, "left to the full compile".into()));
        }
        if name.starts_with(|c: char| c.is_ascii_uppercase()) {
            // `Integer('3')`, `MyAlias('5')`: the type's `new`.
            if let Ok(Value::Type(t)) = self.resolve_type_name(name, span)
                && !matches!(t.as_ref(), PType::Resource(..) | PType::Class(_))
            {
                let call = super::instances::NewCall {
                    what,
                    span,
                    lambda: lambda.as_ref(),
                    scope,
                };
                return self.new_instance(&t, args, &call);
            }
            return self.convert(name, args, span);
        }
        let version = self.options.settings.version;
        if let Some(message) = super::arity::own_count_error(name, &args, version) {
            return Err(fail(self, message));
        }
        if let Some(expected) = arity(name).and_then(|a| a.mismatch(args.len())) {
            return Err(fail(self, format!("'{name}' {expected}")));
        }
        if super::arity::converts_arguments(name)
            && args.iter().any(super::legacy_values::holds_iterator)
        {
            return Err(fail(
                self,
                "Use of an Iterator is not supported here".into(),
            ));
        }
        if let Some(params) = parameter_types(name) {
            for ((param, expected), value) in params.iter().zip(&args) {
                if !self.instance_of(expected, value) {
                    let why = self.describe_mismatch(expected, value);
                    return Err(fail(self, format!("'{name}' parameter '{param}' {why}")));
                }
            }
        }
        if let Some(signatures) = super::signatures::signatures(name, self.options.settings.version)
        {
            self.check_signatures(name, &args, &signatures)
                .map_err(|message| fail(self, message))?;
        }
        if let Some(minimum) = legacy_minimum_arity(name).filter(|&m| args.len() < m) {
            return Err(fail(
                self,
                format!(
                    "{name}(): Wrong number of arguments given ({} for minimum {minimum})",
                    args.len()
                ),
            ));
        }
        let str_arg = |i: usize| args.get(i).map(|v| v.to_string()).unwrap_or_default();
        // A function of the manifest may be named `new`, called without a
        // type.
        let user_new = name == "new"
            && !matches!(args.first(), Some(Value::Type(_)))
            && self.find_function("new")?.is_some();
        Ok(match name {
            "annotate" => self
                .annotate(&args, lambda.as_deref(), scope, site)?
                .map_err(|message| fail(self, message))?,
            "include" | "require" | "contain" => {
                self.declare_by_function(name, &flatten(&args), scope, span)?
            }
            "return" | "next" | "break" => {
                let value = args.first().cloned().unwrap_or(Value::Undef);
                self.control = Some(match name {
                    "return" => Control::Return(value),
                    "next" => Control::Next(value),
                    _ => Control::Break,
                });
                return Err(self.error(span, format!("Evaluation Error: The '{name}' function can only be used in a function or lambda")));
            }
            "realize" => {
                self.realize(&args, span)?;
                Value::Undef
            }
            "notice" | "info" | "warning" | "err" | "debug" | "alert" | "emerg" | "crit" => {
                let text = spaced(&args).map_err(|e| fail(self, e))?;
                self.messages.push(format!("{name}: {text}"));
                Value::Undef
            }
            "fail" => {
                let text = spaced(&args).map_err(|e| fail(self, e))?;
                return Err(fail(self, text));
            }
            "tag" => {
                let owner = self.scopes[scope].resource;
                for t in flatten(&args) {
                    super::resources::add_tag(
                        &mut self.catalog.resources[owner].tags,
                        &t.to_string(),
                    );
                }
                Value::Undef
            }
            "tagged" => {
                // The catalog is tagged with every class evaluated so far
                // (which a class declared later would change).
                let owner = self.scopes[scope].resource;
                Value::Bool(flatten(&args).iter().all(|t| {
                    let tag = t.to_string().to_lowercase();
                    self.note_class_probe(&tag);
                    self.catalog.tags.contains(tag.as_str())
                        || self.catalog.resources[owner].tags.contains(tag.as_str())
                }))
            }
            "defined" => {
                if args
                    .iter()
                    .any(|a| matches!(a, Value::Type(t) if **t == PType::Class(None)))
                {
                    let message = "The given class type is a reference to all classes";
                    return Err(fail(self, message.into()));
                }
                for (arg, value) in call.args.iter().zip(&args) {
                    if let Value::Type(t) = value
                        && let PType::Resource(Some(type_name), None) = t.as_ref()
                        && self.type_kind(type_name, arg.span).is_err()
                    {
                        return Err(self.error(
                            arg.span,
                            format!("Evaluation Error: Resource type not found: {type_name}"),
                        ));
                    }
                }
                Value::Bool(args.iter().any(|a| match a {
                    Value::Str(s) if s.starts_with('$') => {
                        self.variable_defined(s.trim_start_matches('$'), scope, span)
                    }
                    other => self.is_defined(other),
                }))
            }
            "create_resources" => {
                self.create_resources(&args, scope, span, site.what)?;
                Value::Undef
            }
            "reverse_each" | "step" | "slice" if lambda.is_none() || name != "reverse_each" => {
                self.iterator_function(name, args, lambda.as_ref(), scope, site)?
            }
            "unwrap" if lambda.is_some() => {
                let lambda = lambda.expect("checked");
                let inner = match args.first() {
                    Some(Value::Sensitive(inner)) => inner.as_ref().clone(),
                    Some(other) => other.clone(),
                    None => Value::Undef,
                };
                self.call_lambda(&lambda, vec![inner], scope, site)?
            }
            "index" if lambda.is_some() => {
                let lambda = lambda.expect("checked");
                self.iterate(name, args, &lambda, scope, site)?
            }
            "each" | "map" | "filter" | "reduce" | "with" | "any" | "all" | "reverse_each" => {
                let lambda =
                    lambda.ok_or_else(|| fail(self, format!("'{name}' expects a block")))?;
                self.iterate(name, args, &lambda, scope, site)?
            }
            "lest" | "then" => {
                let lambda =
                    lambda.ok_or_else(|| fail(self, format!("'{name}' expects a block")))?;
                self.check_block_count(name, &lambda, usize::from(name == "then"), site)?;
                let value = args.first().cloned().unwrap_or(Value::Undef);
                match (name, value.is_undef()) {
                    ("lest", true) => self.call_lambda(&lambda, Vec::new(), scope, site)?,
                    ("lest", false) => value,
                    (_, true) => Value::Undef,
                    _ => self.call_lambda(&lambda, vec![value], scope, site)?,
                }
            }
            // Puppet 8 splits a sensitive string into a sensitive array.
            "split" if let Some(Value::Sensitive(inner)) = args.first() => {
                let mut plain = args.clone();
                plain[0] = inner.as_ref().clone();
                let parts = self.call_with(call, plain, what, scope, span)?;
                Value::Sensitive(std::rc::Rc::new(parts))
            }
            "split" => {
                let text = str_arg(0);
                let pattern = match args.get(1) {
                    Some(Value::Regex(r)) => r.to_string(),
                    Some(Value::Type(t)) => match t.as_ref() {
                        PType::Regexp(Some(r)) => r.clone(),
                        _ => String::new(),
                    },
                    // A string pattern is a regular expression too.
                    _ => str_arg(1),
                };
                if pattern.is_empty() {
                    // Ruby splits on an empty pattern into characters.
                    return Ok(Value::array(
                        text.chars().map(|c| Value::str(c.to_string())).collect(),
                    ));
                }
                let re = regex_lite::Regex::new(&super::builtins::ruby_regex(&pattern))
                    .map_err(|_| fail(self, super::builtins::ruby_regex_error(&pattern)))?;
                let mut parts: Vec<Value> = re.split(&text).map(Value::str).collect();
                while parts.last().is_some_and(|p| p.as_str() == Some("")) {
                    parts.pop();
                }
                Value::array(parts)
            }
            "strftime" => super::time_values::strftime(&args).map_err(|m| fail(self, m))?,
            "length" | "size" | "count" => Value::Int(match args.first() {
                Some(Value::Binary(b)) => b.len() as i64,
                Some(Value::Array(a)) => a.len() as i64,
                Some(Value::Hash(h)) => h.len() as i64,
                Some(Value::Str(s)) => s.chars().count() as i64,
                Some(other) if name != "count" => {
                    let got = super::mismatch::general(other);
                    let message = format!(
                        "'{name}' parameter 'arg' expects a value of type Collection, String, or Binary, got {got}"
                    );
                    return Err(fail(self, message));
                }
                _ => 0,
            }),
            "empty" if matches!(args.first(), Some(Value::Sensitive(inner)) if !matches!(**inner, Value::Str(_))) =>
            {
                let got = super::mismatch::general(&args[0]);
                return Err(fail(
                    self,
                    format!(
                        "The function 'empty' was called with arguments it does not accept. It expects one of:\n  (Collection coll)\n    rejected: parameter 'coll' expects a Collection value, got {got}\n  (Sensitive[String] str)\n    rejected: parameter 'str' expects a Sensitive[String] value, got {got}\n  (String str)\n    rejected: parameter 'str' expects a String value, got {got}\n  (Numeric num)\n    rejected: parameter 'num' expects a Numeric value, got {got}\n  (Binary bin)\n    rejected: parameter 'bin' expects a Binary value, got {got}\n  (Undef x)\n    rejected: parameter 'x' expects an Undef value, got {got}"
                    ),
                ));
            }
            "empty" => Value::Bool(
                match args.first().map(|v| match v {
                    // The empty value of a Sensitive is its content's.
                    Value::Sensitive(inner) => inner.as_ref(),
                    other => other,
                }) {
                    Some(Value::Array(a)) => a.is_empty(),
                    Some(Value::Hash(h)) => h.is_empty(),
                    Some(Value::Str(s)) => s.is_empty(),
                    Some(Value::Undef) | None => true,
                    Some(Value::Binary(b)) => b.is_empty(),
                    _ => false,
                },
            ),
            "flatten" => {
                let n = crate::catalog::limits::flattened_len(&args);
                crate::catalog::limits::elements("an array", n).map_err(|e| fail(self, e))?;
                Value::array(flatten(&args))
            }
            "unique" => {
                if let Some(lambda) = &lambda {
                    self.check_block_count(name, lambda, 1, site)?;
                }
                // An Integer range or an Enum is the array of its values.
                let mut args = super::lambdas::enum_values_as_array(args);
                if let Some(Value::Type(t)) = args.first()
                    && let Some((lo, hi)) = super::lambdas::iterable_range(t)
                    && hi.saturating_sub(lo) < 1 << 20
                {
                    args[0] = Value::array((lo..=hi).map(Value::Int).collect());
                }
                let subject = args.first().unwrap_or(&Value::Undef);
                if !matches!(
                    subject,
                    Value::Str(_)
                        | Value::Array(_)
                        | Value::Hash(_)
                        | Value::Int(_)
                        | Value::Iterator(_)
                ) {
                    let got = super::mismatch::general(subject);
                    return Err(fail(
                        self,
                        format!(
                            "The function 'unique' was called with arguments it does not accept. It expects one of:\n  (String string, Callable[String] block?)\n    rejected: parameter 'string' expects a String value, got {got}\n  (Hash hash, Callable[Any] block?)\n    rejected: parameter 'hash' expects a Hash value, got {got}\n  (Array array, Callable[Any] block?)\n    rejected: parameter 'array' expects an Array value, got {got}\n  (Iterable iterable, Callable[Any] block?)\n    rejected: parameter 'iterable' expects an Iterable value, got {got}"
                        ),
                    ));
                }
                self.unique(args, lambda.as_ref(), scope, site)?
            }
            // A URI's parts, read as its members (`$uri.host`).
            "scheme" | "userinfo" | "host" | "port" | "path" | "query" | "fragment" | "opaque"
                if matches!(args.as_slice(), [Value::Object(ObjectKind::Uri, _)]) =>
            {
                super::pcore_objects::uri_member(name, &args[0].to_string())
            }
            // Puppet 8 orders versions as versions (7, as their strings).
            "min" | "max"
                if self.options.settings.version == PuppetVersion::V8
                    && super::pcore_objects::versions_min_max(name, &args).is_some() =>
            {
                super::pcore_objects::versions_min_max(name, &args).unwrap_or(Value::Undef)
            }
            "min" | "max" if lambda.is_some() => {
                let lambda = lambda.clone().expect("checked");
                self.min_max_with(name, args, &lambda, scope, site)?
            }
            "sort" if lambda.is_some() => {
                let lambda = lambda.clone().expect("checked");
                self.check_block_count(name, &lambda, 2, site)?;
                self.sort_with(args, &lambda, scope, site)?
            }
            "group_by" | "partition" | "tree_each" if lambda.is_some() => {
                let lambda = lambda.clone().expect("checked");
                let subject = args.first().unwrap_or(&Value::Undef);
                if name != "tree_each" && !matches!(subject, Value::Array(_) | Value::Hash(_)) {
                    let got = super::mismatch::general(subject);
                    return Err(fail(
                        self,
                        format!(
                            "The function '{name}' was called with arguments it does not accept. It expects one of:\n  (Collection collection, Callable[1, 1] block)\n    rejected: parameter 'collection' expects a Collection value, got {got}\n  (Array array, Callable[2, 2] block)\n    rejected: parameter 'array' expects an Array value, got {got}\n  (Collection collection, Callable[2, 2] block)\n    rejected: parameter 'collection' expects a Collection value, got {got}"
                        ),
                    ));
                }
                self.iterate(name, args, &lambda, scope, site)?
            }
            "group_by" | "partition" => {
                return Err(fail(self, format!("'{name}' expects a block")));
            }
            // Without a block, its walk as `[path, value]` pairs for the
            // next step of a chain (`$x.tree_each.map |$v| { }`).
            "tree_each" => self.tree_iterator(&args, site)?,
            "epp" => {
                let name = str_arg(0);
                let template = match self.epp_file(&name) {
                    Ok(Some(template)) => template,
                    Ok(None) => {
                        return Err(fail(self, format!("Could not find template '{name}'")));
                    }
                    Err(message) => return Err(fail(self, message)),
                };
                let rendered = self.inline_epp(&template, args.get(1), scope, site, true)?;
                self.note_rendered(&rendered.to_string(), vec![name]);
                rendered
            }
            "file" => self.read_module_file(&args, site)?,
            "find_file" | "find_template" => self.find_module_file(name, &args, site)?,
            "inline_template" => self.inline_template(&args, scope, site)?,
            "template" => self.template(&args, scope, site)?,
            "inline_epp" => {
                let template = str_arg(0);
                self.inline_epp(&template, args.get(1), scope, site, false)?
            }
            super::epp::RENDER => {
                let value = args.first().cloned().unwrap_or(Value::Undef);
                self.epp_render(&value, span)?
            }
            "getvar" => {
                if !matches!(args.first(), Some(Value::Str(_))) {
                    let got = super::mismatch::general(args.first().unwrap_or(&Value::Undef));
                    let message = format!(
                        "'getvar' parameter 'get_string' expects a match for Pattern[/\\A(?:::)?(?:[a-z]\\w*::)*[a-z_]\\w*(?:\\.|\\Z)/], got {got}"
                    );
                    return Err(fail(self, message));
                }
                let path = str_arg(0);
                let (var, rest) = match path.split_once('.') {
                    Some((v, r)) => (v.to_string(), r.to_string()),
                    None => (path.clone(), String::new()),
                };
                if !super::library::is_variable_name(&var) {
                    let message =
                        "'getvar' The given string does not start with a valid variable name";
                    return Err(fail(self, message.into()));
                }
                let value = self.lookup(&var, scope, span)?;
                match super::library::call("get", &[value, Value::str(&rest)]) {
                    Some(Ok(Value::Undef)) | None => args.get(1).cloned().unwrap_or(Value::Undef),
                    Some(Ok(v)) => v,
                    Some(Err(e)) => return Err(fail(self, e)),
                }
            }
            // A number below MAX that is the same on every run for this
            // node (its fqdn), and differs between nodes and seeds.
            "fqdn_rand" => {
                let max = match args.first() {
                    Some(Value::Int(i)) => *i,
                    Some(Value::Float(f)) => *f as i64,
                    Some(Value::Str(s)) => super::builtins::ruby_to_i(s),
                    _ => 0,
                };
                let fqdn = self.scopes[0]
                    .vars
                    .get("facts")
                    .and_then(|facts| facts.hash_get("networking")?.hash_get("fqdn"))
                    .map(|v| v.to_string())
                    .unwrap_or_default();
                let fqdn = if args.get(2).is_some_and(Value::truthy) {
                    fqdn.to_lowercase()
                } else {
                    fqdn
                };
                let seed = args
                    .get(1)
                    .map(super::builtins::ruby_to_s)
                    .unwrap_or_default();
                let digest = md5::Md5::digest(format!("{fqdn}:{max}:{seed}").as_bytes());
                let max = u32::try_from(max).unwrap_or(0).max(1);
                Value::Int(i64::from(super::ruby_random::rand_below(&digest, max)))
            }
            // `call('name', args...)`: the named function, block passed on.
            // A Deferred value: its function called with its arguments.
            "call" if matches!(args.first(), Some(Value::Deferred(_))) => {
                let Some(Value::Deferred(init)) = args.first() else {
                    unreachable!("matched above")
                };
                let field = |k: &str| match init.as_ref() {
                    Value::Hash(h) => h.get(&Value::str(k)).cloned(),
                    _ => None,
                };
                let target = field("name").map(|n| n.to_string()).unwrap_or_default();
                let mut given = match field("arguments") {
                    Some(Value::Array(a)) => a.as_ref().clone(),
                    _ => Vec::new(),
                };
                given.extend(args[1..].iter().cloned());
                let by_name = Call {
                    name: target,
                    args: Vec::new(),
                    lambda: call.lambda.clone(),
                    parenthesized: true,
                };
                return self.call_with(&by_name, given, what, scope, span);
            }
            "call" => {
                let Some(Value::Str(target)) = args.first() else {
                    let got = super::mismatch::general(args.first().unwrap_or(&Value::Undef));
                    return Err(fail(
                        self,
                        format!(
                            "The function 'call' was called with arguments it does not accept. It expects one of:\n  (String function_name, Any *arguments, Callable &block?)\n    rejected: parameter 'function_name' expects a String value, got {got}\n  (Deferred deferred, Any *arguments, Callable &block?)\n    rejected: parameter 'deferred' expects a Deferred value, got {got}"
                        ),
                    ));
                };
                let by_name = Call {
                    name: target.to_string(),
                    args: Vec::new(),
                    lambda: call.lambda.clone(),
                    parenthesized: true,
                };
                let known = super::known::BUILTIN_FUNCTIONS.contains(&target.as_ref())
                    || self.find_function(target)?.is_some()
                    || target.starts_with(|c: char| c.is_ascii_uppercase())
                    || self
                        .options
                        .loader
                        .as_ref()
                        .is_some_and(|l| l.ruby_function(target).is_some());
                if !known {
                    return Err(fail(self, format!("Unknown function '{target}'")));
                }
                return self.call_with(&by_name, args[1..].to_vec(), what, scope, span);
            }
            "convert_to" => {
                let call = super::instances::NewCall {
                    what: site.what,
                    span,
                    lambda: lambda.as_ref(),
                    scope,
                };
                return self.convert_to(&args, &call);
            }
            "upcase" | "downcase" | "capitalize" | "strip" | "lstrip" | "rstrip" | "chomp" => {
                map_strings(args.first().unwrap_or(&Value::Undef), &|s| match name {
                    "upcase" => s.to_uppercase(),
                    "downcase" => s.to_lowercase(),
                    "capitalize" => {
                        let mut c = s.chars();
                        c.next()
                            .map(|f| {
                                f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase()
                            })
                            .unwrap_or_default()
                    }
                    "strip" => s.trim().to_string(),
                    "lstrip" => s.trim_start().to_string(),
                    "rstrip" => s.trim_end().to_string(),
                    // Ruby's `chomp`: one line ending, `\r\n`, `\n` or `\r`.
                    _ => s
                        .strip_suffix("\r\n")
                        .or_else(|| s.strip_suffix('\n'))
                        .or_else(|| s.strip_suffix('\r'))
                        .unwrap_or(s)
                        .to_string(),
                })
            }
            "regsubst" => {
                let pattern = match args.get(1) {
                    Some(Value::Regex(r)) => r.to_string(),
                    _ => str_arg(1),
                };
                let flags = str_arg(3);
                let global = flags.contains('G');
                let written = pattern.clone();
                let pattern = if flags.contains('I') {
                    format!("(?i){pattern}")
                } else {
                    pattern
                };
                let re = regex_lite::Regex::new(&super::builtins::ruby_regex(&pattern))
                    .map_err(|_| fail(self, super::builtins::ruby_regex_error(&written)))?;
                let replacement = super::library::ruby_replacement(&str_arg(2));
                map_strings(args.first().unwrap_or(&Value::Undef), &|s| {
                    if global {
                        re.replace_all(s, replacement.as_str()).into_owned()
                    } else {
                        re.replace(s, replacement.as_str()).into_owned()
                    }
                })
            }
            "scanf" => {
                let [Value::Str(data), Value::Str(format)] = args.as_slice() else {
                    return Err(fail(
                        self,
                        format!(
                            "scanf(): Wrong number of arguments given ({} for 2)",
                            args.len()
                        ),
                    ));
                };
                let found = super::scanf::scanf(data, format).map_err(|e| fail(self, e))?;
                match &lambda {
                    Some(lambda) => self.call_lambda(lambda, vec![found], scope, site)?,
                    None => found,
                }
            }
            "sprintf" => Value::str(
                super::sprintf::sprintf_as(
                    &super::builtins::implicit_string(&args[0]).map_err(|e| fail(self, e))?,
                    args.get(1..).unwrap_or_default(),
                    self.options.settings.version == PuppetVersion::V8,
                )
                .map_err(|e| fail(self, e))?,
            ),
            "type" => match args.first() {
                Some(v) => {
                    use super::infer::{Detail, infer};
                    let detail = match str_arg(1).as_str() {
                        "generalized" => Detail::Generalized,
                        "reduced" => Detail::Reduced,
                        _ => Detail::Detailed,
                    };
                    Value::ty(infer(v, detail))
                }
                None => Value::Undef,
            },
            "versioncmp" => {
                let ignore_trailing_zeroes = args.get(2).is_some_and(Value::truthy);
                let trim = |v: String| {
                    if !ignore_trailing_zeroes {
                        return v;
                    }
                    let mut v = v.as_str();
                    while let Some(rest) = v.strip_suffix(".0") {
                        v = rest;
                    }
                    v.to_string()
                };
                Value::Int(versioncmp(&trim(str_arg(0)), &trim(str_arg(1))))
            }
            "dig" => {
                let mut current = args.first().cloned().unwrap_or(Value::Undef);
                for (depth, k) in args[1..].iter().enumerate() {
                    if !matches!(current, Value::Hash(_) | Value::Array(_) | Value::Undef) {
                        let path =
                            super::builtins::ruby_inspect(&Value::array(args[1..=depth].to_vec()));
                        return Err(fail(
                            self,
                            format!(
                                "The given data does not contain a Collection at {path}, got '{}'",
                                super::builtins::infer_text(&current)
                            ),
                        ));
                    }
                    current = match (&current, k) {
                        (Value::Hash(m), k) => m.get(k).cloned().unwrap_or(Value::Undef),
                        (Value::Array(a), Value::Int(i)) => {
                            a.get(*i as usize).cloned().unwrap_or(Value::Undef)
                        }
                        _ => Value::Undef,
                    };
                }
                current
            }
            "lookup" => {
                let lambda = lambda.clone();
                self.lookup_function(&args, lambda.as_deref(), scope, span, site)?
            }
            "hiera" | "hiera_array" | "hiera_hash" | "hiera_include" => {
                let lambda = lambda.clone();
                self.hiera_function(name, &args, lambda.as_deref(), scope, span, site)?
            }
            "assert_type" => {
                let lambda = lambda.as_ref();
                self.assert_type(&args, lambda, scope, site)
                    .map_err(|m| fail(self, m))??
            }
            "new" if !user_new => match args.first() {
                Some(Value::Type(t)) => {
                    let t = t.clone();
                    let call = super::instances::NewCall {
                        what: site.what,
                        span,
                        lambda: lambda.as_ref(),
                        scope,
                    };
                    return self.new_instance(&t, args[1..].to_vec(), &call);
                }
                Some(other) => {
                    let why = self.describe_mismatch(&PType::Type(Box::new(PType::Any)), other);
                    return Err(fail(self, format!("'new' parameter 'type' {why}")));
                }
                None => return Err(fail(self, "'new' expects a Type".into())),
            },
            _ if let Some(result) = super::library::call(name, &args) => {
                result.map_err(|message| fail(self, message))?
            }
            _ => match self.find_function(name)? {
                Some(def) => {
                    if let Some(expected) = self.function_arity(&def.params).mismatch(args.len()) {
                        return Err(fail(self, format!("'{name}' {expected}")));
                    }
                    let lambda = Lambda {
                        params: def.params.clone(),
                        body: def.body.clone(),
                        span: def.span,
                    };
                    let value = self.call_lambda(
                        &lambda,
                        args,
                        0,
                        &CallSite {
                            what: site.what,
                            subject: format!("'{name}'"),
                            span,
                        },
                    )?;
                    if let Some(return_type) = &def.return_type
                        && let Value::Type(t) = self.eval(return_type, 0)?
                        && !self.instance_of(&t, &value)
                    {
                        let why = self.describe_mismatch(&t, &value);
                        return Err(fail(
                            self,
                            format!("value returned from {name} has wrong type, {why}"),
                        ));
                    }
                    value
                }
                None => {
                    let ruby_file = self
                        .options
                        .loader
                        .as_ref()
                        .and_then(|l| l.ruby_function(name));
                    if let Some(file) = ruby_file {
                        let lambda = lambda.clone();
                        return self.call_ruby_function(
                            name,
                            &file,
                            args,
                            lambda.as_deref(),
                            scope,
                            span,
                            site,
                        );
                    }
                    let note = self.puppetfile_note(name, false);
                    return Err(self.error(
                        span,
                        format!("Evaluation Error: Unknown function: '{name}'.{note}"),
                    ));
                }
            },
        })
    }
}

/// The values as the log functions and `fail` write them, space
/// separated, within the budget of one string.
fn spaced(values: &[Value]) -> Result<String, String> {
    let mut text = String::new();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            crate::catalog::limits::push_text(&mut text, " ")?;
        }
        crate::catalog::limits::push_value(&mut text, v)?;
    }
    Ok(text)
}
