//! What a template calls without a receiver (`scope`, `has_variable?`,
//! `Integer()`, `format`, its own `def` methods) and the `scope` object's
//! methods, which reach Puppet's variables and functions.

use super::ast::BlockArg;
use super::interp::{Interp, R};
use super::methods::arg;
use super::numbers::parse_int_strict;
use super::value::{RV, to_puppet};

impl Interp<'_> {
    /// Methods of `scope`, the Puppet scope object.
    pub(super) fn scope_method(&mut self, name: &str, args: Vec<RV>) -> R<RV> {
        match name {
            "[]" | "lookupvar" => {
                let n = self.str_arg(&args, 0)?;
                Ok(match self.ctx.variable(&n) {
                    Some(v) => self.puppet_value(&v),
                    // Puppet's scope raises for an unknown variable under
                    // `strict_variables` (its built-in ones excepted).
                    None if self.ctx.strict_variables()
                        && !matches!(n.as_str(), "module_name" | "caller_module_name")
                        && !n.chars().all(|c| c.is_ascii_digit()) =>
                    {
                        return Err(self.ruby_err(format!("Undefined variable '{n}'; ")));
                    }
                    None => RV::Nil,
                })
            }
            // Puppet's visible variables but undef ones; sorted, as
            // spaceship's scopes keep no order.
            "to_hash" if args.is_empty() => {
                let mut pairs = Vec::new();
                for n in self.ctx.variable_names() {
                    if let Some(v) = self.ctx.variable(&n) {
                        let object = self.puppet_value(&v);
                        pairs.push((RV::str(&n), object));
                    }
                }
                Ok(RV::hash(pairs))
            }
            "setvar" => {
                let n = self.str_arg(&args, 0)?;
                let object = arg(&args, 1);
                let v = to_puppet(&object).map_err(|m| self.unsupported(m))?;
                self.ctx
                    .set_variable(&n, v.clone())
                    .map_err(|m| self.ruby_err(m))?;
                // The scope now holds this very object: later reads, in
                // this template or one it renders, change the same one.
                if let Some(objects) = self.ctx.shared_objects() {
                    objects.adopt(&v, object.clone());
                }
                Ok(object)
            }
            "call_function" => {
                let f = self.str_arg(&args, 0)?;
                // Puppet splats the arguments (`*args`): a Hash becomes
                // its [key, value] pairs, as Ruby's `to_a` gives them.
                let fargs = match arg(&args, 1) {
                    RV::Array(a) => a.borrow().clone(),
                    RV::Hash(h) => h
                        .borrow()
                        .iter()
                        .map(|(k, v)| RV::array(vec![k.clone(), v.clone()]))
                        .collect(),
                    RV::Nil => vec![],
                    other => vec![other],
                };
                self.puppet_function(&f, &fargs)
            }
            n if n.starts_with("function_") => {
                let fargs = match arg(&args, 0) {
                    RV::Array(a) => a.borrow().clone(),
                    _ => return Err(self.ruby_err(format!("{n}(): arguments must be an array"))),
                };
                self.puppet_function(&n["function_".len()..], &fargs)
            }
            _ => Err(self.unsupported(format!("scope.{name} is not supported in templates"))),
        }
    }

    pub(super) fn puppet_function(&mut self, f: &str, args: &[RV]) -> R<RV> {
        let pargs = args
            .iter()
            .map(to_puppet)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|m| self.unsupported(m))?;
        match self.ctx.call_function(f, pargs) {
            Ok(v) => Ok(super::value::from_puppet(&v)),
            Err(m) => Err(self.unsupported(m)),
        }
    }

    /// Ruby's `format(fmt, args...)` (`fmt % args`).
    pub(super) fn format(&mut self, fmt: &str, args: &[RV]) -> R<RV> {
        let mut failed = None;
        let mut to_s = |v: &RV| match self.text_of(v) {
            Ok(s) => Ok(s),
            Err(e) => {
                failed = Some(e);
                Err(String::new())
            }
        };
        let r = super::format::format(fmt, args, &mut to_s);
        if let Some(e) = failed {
            return Err(e);
        }
        r.map(RV::str).map_err(|m| self.ruby_err(m))
    }

    /// A call with no receiver: the template's own methods.
    pub fn call_function_like(
        &mut self,
        name: &str,
        args: Vec<RV>,
        _block: Option<&BlockArg>,
    ) -> R<RV> {
        if let Some(r) = self.user_method(name, &args) {
            return r;
        }
        match name {
            "scope" => Ok(RV::Scope),
            "instance_variables" => Ok(self.instance_variables()),
            "instance_variable_defined?" => {
                let n: String = match arg(&args, 0) {
                    RV::Str(s) => s.to_string(),
                    RV::Sym(s) => s.to_string(),
                    other => {
                        return Err(self.ruby_err(format!(
                            "{} is not a symbol nor a string",
                            other.inspect()
                        )));
                    }
                };
                let name = n.strip_prefix('@').unwrap_or(&n);
                let known = match self.instance_variables() {
                    RV::Array(names) => names
                        .borrow()
                        .iter()
                        .any(|v| matches!(v, RV::Sym(s) if s.strip_prefix('@') == Some(name))),
                    _ => false,
                };
                Ok(RV::Bool(known))
            }
            // Reads a template variable, nothing else.
            "instance_variable_get" => {
                let n = match arg(&args, 0) {
                    RV::Str(s) => s.to_string(),
                    RV::Sym(s) => s.to_string(),
                    other => {
                        return Err(self.ruby_err(format!(
                            "{} is not a symbol nor a string",
                            other.inspect()
                        )));
                    }
                };
                match n.strip_prefix('@') {
                    Some(name) if !name.is_empty() => Ok(self.ivar(name)),
                    _ => {
                        Err(self
                            .ruby_err(format!("'{n}' is not allowed as an instance variable name")))
                    }
                }
            }
            // Raising stops the template with the message, as in Ruby.
            "raise" | "fail" => {
                let (class, message) = match (args.first(), args.get(1)) {
                    (Some(RV::Class(c)), Some(m)) => (c.to_string(), self.text_of(m)?),
                    (Some(RV::Class(c)), None) => (c.to_string(), c.to_string()),
                    // Raising a rescued exception again.
                    (Some(RV::Opaque(e)), _) if super::exceptions::is_exception(e) => {
                        (e.class.clone(), e.text.clone())
                    }
                    (Some(m), _) => ("RuntimeError".to_string(), self.text_of(m)?),
                    (None, _) => (
                        "RuntimeError".to_string(),
                        "unhandled exception".to_string(),
                    ),
                };
                self.raised = Some((message.clone(), class));
                Err(self.ruby_err(message))
            }
            "has_variable?" => {
                let n = self.str_arg(&args, 0)?;
                Ok(RV::Bool(self.ctx.has_variable(&n)))
            }
            "format" | "sprintf" => {
                let f = self.str_arg(&args, 0)?;
                self.format(&f, &args[1..])
            }
            "Integer" => match arg(&args, 0) {
                RV::Int(i) => Ok(RV::Int(i)),
                RV::Float(f) => Ok(RV::Int(f as i128)),
                RV::Str(s) => parse_int_strict(&s).map(RV::Int).ok_or_else(|| {
                    self.ruby_err(format!(
                        "invalid value for Integer(): {}",
                        super::value::inspect_str(&s)
                    ))
                }),
                other => {
                    Err(self.ruby_err(format!("can't convert {} into Integer", other.class_name())))
                }
            },
            "Float" => match arg(&args, 0) {
                RV::Int(i) => Ok(RV::Float(i as f64)),
                RV::Float(f) => Ok(RV::Float(f)),
                RV::Str(s) => s
                    .trim()
                    .replace('_', "")
                    .parse::<f64>()
                    .map(RV::Float)
                    .map_err(|_| {
                        self.ruby_err(format!(
                            "invalid value for Float(): {}",
                            super::value::inspect_str(&s)
                        ))
                    }),
                other => {
                    Err(self.ruby_err(format!("can't convert {} into Float", other.class_name())))
                }
            },
            "String" => {
                let s = self.text_of(&arg(&args, 0))?;
                Ok(RV::str(s))
            }
            "Array" => Ok(match arg(&args, 0) {
                RV::Nil => RV::array(vec![]),
                RV::Array(a) => RV::Array(a),
                v @ (RV::Hash(_) | RV::Range(_)) => RV::array(self.items(&v)?),
                v => RV::array(vec![v]),
            }),
            _ => Err(self.ruby_err(format!("undefined local variable or method `{name}'"))),
        }
    }
}
