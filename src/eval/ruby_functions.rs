//! Functions written in Ruby that modules provide (stdlib's `pick`,
//! `merge`, `ensure_packages`...), implemented natively with Puppet's
//! behaviour. A function is callable only when a module on the
//! modulepath defines it (`lib/puppet/functions/` or
//! `lib/puppet/parser/functions/`), as in Puppet; one spaceship does not
//! implement is Puppet's "Unknown function" error, naming its file.
//!
//! Families live in `ruby_functions/`: pure ones answer
//! `Option<Result<Value, String>>` (`None`: not theirs; `Err`: Puppet's
//! message without the "Error while evaluating" preamble), those that need
//! the compiler (facts, scopes, the catalog, blocks) are methods.

mod collections;
mod conversions;
mod crypt;
mod extras;
mod facts;
mod module_resources;
mod module_specific;
mod network;
mod predicates;
mod random;
mod resources;
mod sequences;
mod serialize;
mod signatures;
mod strings;

use super::builtins::CallSite;
use super::{Compiler, Eval, ScopeId};
use crate::catalog::Value;
use crate::syntax::Span;
use crate::syntax::ast::Lambda;

/// What a native implementation needs of the call besides its arguments.
pub(super) struct Ctx<'a> {
    pub lambda: Option<&'a Lambda>,
    pub scope: ScopeId,
    pub span: Span,
    pub site: &'a CallSite,
}

impl Compiler {
    /// Calls the Ruby function `name` defined in `file`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn call_ruby_function(
        &mut self,
        name: &str,
        file: &str,
        args: Vec<Value>,
        lambda: Option<&Lambda>,
        scope: ScopeId,
        span: Span,
        site: &CallSite,
    ) -> Eval<Value> {
        let ctx = Ctx {
            lambda,
            scope,
            span,
            site,
        };
        // Puppet 3's API gives a function `undef` as the empty string (not
        // inside arrays and hashes).
        let legacy = file.contains("/parser/functions/");
        let args: Vec<Value> = if legacy {
            args.into_iter()
                .map(|a| if a.is_undef() { Value::str("") } else { a })
                .collect()
        } else {
            args
        };
        if let Some((modern, message)) = deprecated_shim(name) {
            // The old name calls `deprecation` (stdlib's own shims without
            // the strict setting) and the namespaced function, found on the
            // modulepath as any function is.
            if !message.is_empty() {
                let use_strict = !modern.starts_with("stdlib::");
                self.deprecate(name, message, use_strict, &ctx)?;
            }
            return self.call_by_name(modern, args, &ctx);
        }
        if !self.implements(name) {
            return self.call_unimplemented(name, file, &args, &ctx);
        }
        if !legacy {
            self.check_ruby_signature(name, &args, lambda.is_some())
                .map_err(|m| self.fail(&ctx, m))?;
        }
        self.ruby_function(name, args, &ctx)
    }

    /// A Ruby function spaceship does not implement: run by the Ruby
    /// worker, or Puppet's "Unknown function" error naming its file (and
    /// why no worker ran, where one should have).
    fn call_unimplemented(
        &mut self,
        name: &str,
        file: &str,
        args: &[Value],
        ctx: &Ctx,
    ) -> Eval<Value> {
        let unknown = format!(
            "Evaluation Error: Unknown function: '{name}'. (spaceship does not implement this Ruby function, defined in {file}"
        );
        match self.call_ruby_in_worker(name, file, args, (ctx.scope, ctx.span, ctx.lambda)) {
            None => Err(self.error(ctx.span, format!("{unknown})"))),
            Some(Ok(value)) => {
                // A text it returned says where it came from (`:why`).
                if let Value::Str(text) = &value {
                    let credit = format!("{}{name}", crate::catalog::RUBY_FUNCTION);
                    self.note_rendered(text, vec![credit]);
                }
                Ok(value)
            }
            Some(Err(crate::loader::ruby_host::RubyError::Unavailable(why))) => {
                Err(self.error(ctx.span, format!("{unknown}; no Ruby worker: {why})")))
            }
            Some(Err(e)) => Err(self.fail(ctx, e)),
        }
    }

    /// Puppet's error for a failed function call at `ctx`.
    pub(super) fn fail(&self, ctx: &Ctx, message: impl std::fmt::Display) -> super::EvalError {
        self.error(
            ctx.span,
            format!(
                "Evaluation Error: Error while evaluating a {}, {message}",
                ctx.site.what
            ),
        )
    }

    /// Whether spaceship has a native implementation of `name`.
    fn implements(&self, name: &str) -> bool {
        // The pure families answer `None` for names not theirs whatever
        // the arguments.
        compiler_functions(name) || pure(name, &[Value::Undef]).is_some()
    }

    /// Runs a native implementation (after its arguments were checked).
    pub(super) fn ruby_function(&mut self, name: &str, args: Vec<Value>, ctx: &Ctx) -> Eval<Value> {
        if let Some(result) = self.compiler_function(name, &args, ctx) {
            return result;
        }
        if let Some(result) = self.extra_function(name, &args, ctx) {
            return result;
        }
        match pure(name, &args) {
            Some(result) => result.map_err(|m| self.fail(ctx, m)),
            None => Err(self.fail(ctx, format!("Unknown function: '{name}'"))),
        }
    }

    /// The functions that need the compiler, or `None` for the others.
    fn compiler_function(&mut self, name: &str, args: &[Value], ctx: &Ctx) -> Option<Eval<Value>> {
        Some(match name {
            "deprecation" => self.deprecation(args, ctx),
            "assert_private" => self.assert_private(args, ctx),
            "is_a" => Ok(Value::Bool(match args.get(1) {
                Some(Value::Type(t)) => self.instance_of(t, &args[0]),
                _ => false,
            })),
            "fact" => Ok(self.fact(args.first().and_then(Value::as_str).unwrap_or(""))),
            "stdlib::os_version_gte" => Ok(self.os_version_gte(args)),
            "stdlib::has_interface_with" => Ok(self.has_interface(args)),
            "has_interface_with" => {
                let modern = "stdlib::has_interface_with";
                self.warn_deprecated(name, &deprecated(modern));
                self.check_ruby_signature(modern, args, false)
                    .map_err(|m| self.fail(ctx, m))
                    .map(|()| self.has_interface(args))
            }
            // Puppet 3 functions that ask `function_has_interface_with`
            // for `[kind, ip]`: stdlib 9's deprecated shim gets the pair as
            // one interface name, which no interface has.
            "has_ip_address" | "has_ip_network" => {
                if args.len() != 1 {
                    let message = format!(
                        "{name}(): Wrong number of arguments given ({} for 1)",
                        args.len()
                    );
                    return Some(Err(self.fail(ctx, message)));
                }
                Ok(Value::Bool(false))
            }
            "ssh::ipaddresses" => Ok(self.ssh_ipaddresses(args)),
            "parsepson" => {
                self.warn_deprecated(
                    name,
                    "This method is deprecated. From Puppet 8, PSON is no longer natively supported. Please use JSON.parse().",
                );
                return None;
            }
            "ensure_resource" => self.ensure_resource(args, ctx).map(|()| Value::Undef),
            "ensure_resources" => self.ensure_resources(args, ctx).map(|()| Value::Undef),
            "stdlib::ensure_packages" => self.ensure_packages(args, ctx).map(|()| Value::Undef),
            "ensure_packages" => {
                self.warn_deprecated(name, &deprecated("stdlib::ensure_packages"));
                self.check_ruby_signature("stdlib::ensure_packages", args, false)
                    .map_err(|m| self.fail(ctx, m))
                    .and_then(|()| self.ensure_packages(args, ctx))
                    .map(|()| Value::Undef)
            }
            "defined_with_params" => self.defined_with_params(args, ctx).map(Value::Bool),
            "getparam" => self.getparam(args, ctx),
            "stdlib::merge" | "merge" => {
                if name == "merge" {
                    self.warn_deprecated(name, &deprecated("stdlib::merge"));
                }
                self.merge(args, ctx)
            }
            "inifile::create_ini_settings" => self.create_ini_settings(args, ctx),
            "stdlib::fqdn_rotate" | "fqdn_rotate" => self.fqdn_rotate(args, ctx),
            "postgresql::postgresql_password" => self.postgresql_password(args, ctx),
            _ => return None,
        })
    }
}

/// Whether `name` is a function of the pure families (called by its own
/// name: a deprecated one warns).
pub(super) fn is_pure(name: &str) -> bool {
    deprecated_shim(name).is_none() && pure(name, &[Value::Undef]).is_some()
}

/// The function `name` of the pure families, if one has it.
fn pure(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    strings::call(name, args)
        .or_else(|| collections::call(name, args))
        .or_else(|| conversions::call(name, args))
        .or_else(|| extras::call(name, args))
        .or_else(|| sequences::call(name, args))
        .or_else(|| random::call(name, args))
        .or_else(|| crypt::call(name, args))
        .or_else(|| crypt::salted(name, args))
        .or_else(|| network::call(name, args))
        .or_else(|| serialize::call(name, args))
        .or_else(|| module_specific::call(name, args))
}

/// The warning of a deprecated name whose function is now `key`.
fn deprecated(key: &str) -> String {
    format!("This function is deprecated, please use {key} instead.")
}

/// stdlib's deprecated top-level names that warn (once) and call their
/// namespaced function: that function, and the warning as kept.
pub(super) fn stdlib_shim(name: &str) -> Option<(&'static str, String)> {
    let target = match name {
        "ensure_packages" => "stdlib::ensure_packages",
        "merge" => "stdlib::merge",
        _ => return None,
    };
    Some((target, format!("warning: {}", deprecated(target))))
}

/// The deprecated top-level names modules keep for their namespaced
/// functions: the function to call and the warning.
fn deprecated_shim(name: &str) -> Option<(&'static str, &'static str)> {
    Some(match name {
        "apache_pw_hash" => (
            "apache::pw_hash",
            "This function is deprecated, please use apache::pw_hash instead.",
        ),
        "bool2httpd" => (
            "apache::bool2httpd",
            "This function is deprecated, please use apache::bool2httpd instead.",
        ),
        "postgresql_escape" => (
            "postgresql::postgresql_escape",
            "This method is deprecated, please use postgresql::postgresql_escape instead.",
        ),
        "postgresql_password" => (
            "postgresql::postgresql_password",
            "This method is deprecated, please use postgresql::postgresql_password instead.",
        ),
        "create_ini_settings" => (
            "inifile::create_ini_settings",
            "This method is deprecated, please use inifile::create_ini_settings instead.",
        ),
        "mysql_password" => (
            "mysql::password",
            "This method has been deprecated, please use the namespaced version 'mysql::password' instead.",
        ),
        // `time` calls stdlib's Puppet function, which warns itself.
        "time" => ("stdlib::time", ""),
        "os_version_gte" => (
            "stdlib::os_version_gte",
            "This function is deprecated, please use stdlib::os_version_gte instead.",
        ),
        _ => return None,
    })
}

/// Names `compiler_function` and `extra_function` answer.
fn compiler_functions(name: &str) -> bool {
    matches!(
        name,
        "stdlib::seeded_rand"
            | "seeded_rand"
            | "stdlib::fqdn_rand_string"
            | "fqdn_rand_string"
            | "stdlib::type_of"
            | "type_of"
            | "stdlib::has_function"
            | "stdlib::str2resource"
            | "stdlib::sort_by"
            | "validate_legacy"
            | "get_module_path"
            | "load_module_metadata"
            | "stdlib::fqdn_rotate"
            | "fqdn_rotate"
    ) || matches!(
        name,
        "deprecation"
            | "assert_private"
            | "is_a"
            | "fact"
            | "stdlib::os_version_gte"
            | "stdlib::has_interface_with"
            | "has_interface_with"
            | "has_ip_address"
            | "has_ip_network"
            | "ssh::ipaddresses"
            | "ensure_resource"
            | "ensure_resources"
            | "stdlib::ensure_packages"
            | "ensure_packages"
            | "defined_with_params"
            | "getparam"
            | "stdlib::merge"
            | "merge"
            | "inifile::create_ini_settings"
            | "postgresql::postgresql_password"
    )
}
