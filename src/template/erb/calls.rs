//! The evaluator's calls and bindings: methods the template defines,
//! blocks and their parameters, assignment targets, constants, `===`,
//! and the step budget every loop pays.

use super::ast::{BlockArg, Expr, Param};
use super::interp::{Flow, Interp, R};
use super::value::RV;
use std::collections::HashMap;
use std::rc::Rc;

impl Interp<'_> {
    /// Calls a method the template defined, if there is one by that name:
    /// it sees its arguments and the template's `@variables`, not the
    /// caller's locals.
    pub(super) fn user_method(&mut self, name: &str, args: &[RV]) -> Option<R<RV>> {
        let def = self.methods.get(name)?.clone();
        let (params, body) = &*def;
        let required = params.iter().filter(|(_, d)| d.is_none()).count();
        if args.len() < required || args.len() > params.len() {
            return Some(Err(self.ruby_err(format!(
                "wrong number of arguments (given {}, expected {})",
                args.len(),
                if required == params.len() {
                    required.to_string()
                } else {
                    format!("{required}..{}", params.len())
                }
            ))));
        }
        self.depth += 1;
        if self.depth > 200 {
            self.depth -= 1;
            return Some(Err(self.unsupported("stack level too deep")));
        }
        // Defaults are evaluated in the method's own scope, left to right.
        let outer = std::mem::replace(&mut self.frames, vec![HashMap::new()]);
        for (i, (p, default)) in params.iter().enumerate() {
            let v = match (args.get(i), default) {
                (Some(v), _) => v.clone(),
                (None, Some(d)) => match self.eval(d) {
                    Ok(v) => v,
                    Err(e) => {
                        self.frames = outer;
                        self.depth -= 1;
                        return Some(Err(e));
                    }
                },
                (None, None) => RV::Nil,
            };
            self.frames[0].insert(p.clone(), v);
        }
        let r = self.eval(body);
        self.frames = outer;
        self.depth -= 1;
        Some(match r {
            Err(Flow::Return(v)) => Ok(v),
            Err(Flow::Next(_)) | Err(Flow::Break(_)) => {
                Err(self.unsupported("'next' or 'break' outside of a block"))
            }
            other => other,
        })
    }

    /// `instance_variables`: the template's variables, as Puppet sets them.
    pub(super) fn instance_variables(&mut self) -> RV {
        let mut names = self.ctx.variable_names();
        for k in self.ivars.keys() {
            if !names.contains(k) {
                names.push(k.clone());
            }
        }
        RV::array(
            names
                .into_iter()
                .map(|n| RV::Sym(Rc::from(format!("@{n}"))))
                .collect(),
        )
    }

    pub(super) fn assign(&mut self, target: &Expr, v: RV) -> R<()> {
        match target {
            Expr::LVar(n) => self.set_local(n, v),
            Expr::IVar(n) => {
                self.ivars.insert(n.clone(), v);
            }
            Expr::Call {
                recv: Some(r),
                name,
                args,
                pos,
                ..
            } if name == "[]" => {
                let r = self.eval(r)?;
                let mut args = self.eval_list(args)?;
                args.push(v);
                self.pos = *pos;
                self.send(r, "[]=", args, None)?;
            }
            _ => return Err(self.unsupported("cannot assign to this expression")),
        }
        Ok(())
    }

    pub(super) fn constant(&mut self, n: &str) -> R<RV> {
        const CLASSES: &[&str] = &[
            "String",
            "Integer",
            "Float",
            "Numeric",
            "Array",
            "Hash",
            "Symbol",
            "NilClass",
            "TrueClass",
            "FalseClass",
            "Regexp",
            "Range",
            "Comparable",
            "Enumerable",
            "Object",
            "MatchData",
            "Fixnum",
            "Bignum",
        ];
        // Ruby 3.2 removed the old integer classes.
        let removed = self.ctx.ruby_3_3() && matches!(n, "Fixnum" | "Bignum");
        if CLASSES.contains(&n) && !matches!(n, "Fixnum" | "Bignum") {
            return Ok(RV::Class(Rc::from(n)));
        }
        if removed {
            let message = format!("uninitialized constant Puppet::Parser::TemplateWrapper::{n}");
            return Err(self.ruby_err(message));
        }
        // Ruby 3.1 keeps them as (deprecated) names of Integer.
        if matches!(n, "Fixnum" | "Bignum") {
            return Ok(RV::Class(Rc::from("Integer")));
        }
        match n {
            "File::SEPARATOR" => return Ok(RV::str("/")),
            "ERB::Util" => return Ok(RV::Class(Rc::from(n))),
            "Regexp::IGNORECASE" => return Ok(RV::Int(1)),
            "Regexp::EXTENDED" => return Ok(RV::Int(2)),
            "Regexp::MULTILINE" => return Ok(RV::Int(4)),
            _ => {}
        }
        if super::exceptions::CLASSES.iter().any(|(c, _)| *c == n) {
            return Ok(RV::Class(Rc::from(n)));
        }
        if matches!(
            n,
            "JSON" | "YAML" | "Shellwords" | "IPAddr" | "File" | "PP" | "Set"
        ) {
            return Ok(RV::Class(Rc::from(n)));
        }
        if matches!(n, "Psych" | "Date" | "Time" | "Digest") {
            return Err(self.unsupported(format!(
                "the Ruby library class {n} is not supported in templates"
            )));
        }
        Err(self.ruby_err(format!("uninitialized constant {n}")))
    }

    /// Ruby's `===` as `case`/`when` uses it.
    pub(super) fn case_eq(&mut self, pattern: &RV, v: &RV) -> R<bool> {
        Ok(match pattern {
            RV::Class(c) => super::classes::is_a(v, c),
            RV::Range(r) => {
                let (lo, hi, excl) = &**r;
                matches!(
                    lo.compare(v),
                    Some(std::cmp::Ordering::Less | std::cmp::Ordering::Equal)
                ) && match hi.compare(v) {
                    Some(std::cmp::Ordering::Greater) => true,
                    Some(std::cmp::Ordering::Equal) => !excl,
                    _ => false,
                }
            }
            RV::Regex(_) => match v {
                RV::Str(_) | RV::Sym(_) => self
                    .send(pattern.clone(), "=~", vec![v.clone()], None)?
                    .truthy(),
                _ => false,
            },
            p => p.equals(v),
        })
    }

    pub(super) fn step(&mut self) -> R<()> {
        self.steps += 1;
        if crate::interrupt::requested() {
            return Err(self.unsupported("Interrupted"));
        }
        if self.steps > 20_000_000 {
            return Err(
                self.unsupported("template ran too long (more than 20 million loop iterations)")
            );
        }
        Ok(())
    }

    /// Calls a block with arguments, as `yield` would.
    pub(super) fn yield_block(&mut self, block: &BlockArg, args: Vec<RV>) -> R<RV> {
        self.step()?;
        match block {
            BlockArg::Symbol(name) => {
                let mut args = args.into_iter();
                let recv = args.next().unwrap_or(RV::Nil);
                self.send(recv, name, args.collect(), None)
            }
            BlockArg::Code(b) => {
                let mut frame = HashMap::new();
                // One array given to a block of several parameters is
                // taken apart, as Ruby's blocks do.
                let args = match (&args[..], b.params.len()) {
                    ([RV::Array(a)], n) if n > 1 => a.borrow().clone(),
                    _ => args,
                };
                bind(&b.params, args, &mut frame);
                self.frames.push(frame);
                let r = self.eval(&b.body);
                self.frames.pop();
                match r {
                    Err(Flow::Next(v)) => Ok(v),
                    other => other,
                }
            }
        }
    }
}

fn bind(params: &[Param], args: Vec<RV>, frame: &mut HashMap<String, RV>) {
    let mut args = args.into_iter();
    let n = params.len();
    for (i, p) in params.iter().enumerate() {
        match p {
            Param::Name(name) => {
                frame.insert(name.clone(), args.next().unwrap_or(RV::Nil));
            }
            Param::Splat(name) => {
                let keep = n - i - 1;
                let mut splat: Vec<RV> = args.by_ref().collect();
                let rest = splat.split_off(splat.len().saturating_sub(keep));
                frame.insert(name.clone(), RV::array(splat));
                args = rest.into_iter();
            }
            Param::Nested(inner) => {
                let v = args.next().unwrap_or(RV::Nil);
                let items = match v {
                    RV::Array(a) => a.borrow().clone(),
                    other => vec![other],
                };
                bind(inner, items, frame);
            }
        }
    }
}
