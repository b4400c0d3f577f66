//! The evaluator: runs the parsed template, writing its text and
//! `<%= %>` values to the output, with Ruby's scoping (locals by block,
//! `@vars` from Puppet's scope) and control flow.

use std::collections::HashMap;
use std::rc::Rc;

use super::ast::{Expr, Part};
use super::value::{PairsBuilder, RV};
use super::{ErbContext, Pos};

/// Why evaluation stopped early: an error (and whether a Ruby `rescue`
/// may catch it: Ruby's own errors can be, refusals and unsupported
/// methods cannot), or `next` / `break` on their way out of a block.
pub enum Flow {
    Err(Pos, String, bool),
    Next(RV),
    Break(RV),
    Return(RV),
}

pub type R<T> = Result<T, Flow>;

/// The most expressions one template render evaluates (a few seconds of
/// work): past it the template is stopped as running away.
const MAX_WORK: u64 = 200_000_000;

pub struct Interp<'c> {
    pub(super) ctx: &'c mut dyn ErbContext,
    pub(super) frames: Vec<HashMap<String, RV>>,
    pub(super) ivars: HashMap<String, RV>,
    /// How deep template-defined methods have called each other.
    pub(super) depth: usize,
    /// Strings that came from Puppet (by address): Puppet hands templates
    /// frozen strings, so appending to one is Ruby's FrozenError.
    pub(super) frozen: std::collections::HashSet<usize>,
    /// What `freeze` froze, kept alive so that no new object takes its
    /// address (and its frozenness).
    pub(super) kept_frozen: Vec<RV>,
    /// Loop iterations and block calls so far: a template that runs
    /// away stops with an error instead of hanging the compile.
    pub(super) steps: u64,
    /// Expressions evaluated so far: bounds the work a template does
    /// within one loop iteration too.
    pub(super) work: u64,
    /// Methods the template defined (`def`).
    pub(super) methods: HashMap<String, Rc<super::ast::MethodDef>>,
    pub(super) last_match: RV,
    /// The message and class of the last `raise` that named a class.
    pub(super) raised: Option<(String, String)>,
    pub(super) out: String,
    /// Where the call being made was written (for error locations).
    pub(super) pos: Pos,
}

impl<'c> Interp<'c> {
    pub fn new(ctx: &'c mut dyn ErbContext) -> Self {
        Interp {
            ctx,
            frames: vec![HashMap::new()],
            ivars: HashMap::new(),
            methods: HashMap::new(),
            depth: 0,
            steps: 0,
            work: 0,
            frozen: Default::default(),
            kept_frozen: Vec::new(),
            last_match: RV::Nil,
            raised: None,
            out: String::new(),
            pos: Pos { line: 1, column: 1 },
        }
    }

    pub fn run(&mut self, program: &Expr) -> Result<String, (Pos, String, bool)> {
        match self.eval(program) {
            Ok(_) => Ok(std::mem::take(&mut self.out)),
            Err(Flow::Err(pos, msg, ruby)) => Err((pos, msg, ruby)),
            Err(Flow::Next(_)) | Err(Flow::Break(_)) | Err(Flow::Return(_)) => Err((
                self.pos,
                "'next' or 'break' outside of a block".into(),
                false,
            )),
        }
    }

    pub(super) fn set_local(&mut self, name: &str, v: RV) {
        for f in self.frames.iter_mut().rev() {
            if let Some(slot) = f.get_mut(name) {
                *slot = v;
                return;
            }
        }
        self.frames.last_mut().unwrap().insert(name.to_string(), v);
    }

    fn get_local(&self, name: &str) -> RV {
        self.frames
            .iter()
            .rev()
            .find_map(|f| f.get(name))
            .cloned()
            .unwrap_or(RV::Nil)
    }

    /// `@name`: a template variable, as Puppet's scope has it.
    pub(super) fn ivar(&mut self, name: &str) -> RV {
        if let Some(v) = self.ivars.get(name) {
            return v.clone();
        }
        let v = match self.ctx.variable(name) {
            Some(v) => self.puppet_value(&v),
            None => RV::Nil,
        };
        self.ivars.insert(name.to_string(), v.clone());
        v
    }

    fn text(&mut self, parts: &[Part]) -> R<String> {
        let mut s = String::new();
        for p in parts {
            match p {
                Part::Lit(l) => s.push_str(l),
                Part::Code(e) => {
                    let v = self.eval(e)?;
                    s.push_str(&self.text_of(&v)?);
                }
            }
        }
        Ok(s)
    }

    /// `to_s` as output and interpolation use it.
    pub(super) fn text_of(&mut self, v: &RV) -> R<String> {
        match v {
            RV::Opaque(o) if o.class.is_empty() => Ok(o.text.clone()),
            RV::Enumerator(..) | RV::Scope => {
                Err(self.unsupported(format!("cannot output a {}", v.class_name())))
            }
            _ => Ok(v.to_s()),
        }
    }

    pub(super) fn eval_list(&mut self, items: &[Expr]) -> R<Vec<RV>> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            match item {
                Expr::Splat(e) => match self.eval(e)? {
                    RV::Array(a) => out.extend(a.borrow().iter().cloned()),
                    RV::Nil => {}
                    RV::Range(_) | RV::Hash(_) | RV::Enumerator(..) => {
                        let v = self.eval(e)?;
                        out.extend(self.items(&v)?);
                    }
                    v => out.push(v),
                },
                e => out.push(self.eval(e)?),
            }
        }
        Ok(out)
    }

    /// Evaluates one expression: each is a step of the template's work
    /// (bounded, and where Ctrl-C is heard), on a stack grown for deeply
    /// nested expressions (10,000-long operator or method chains).
    pub fn eval(&mut self, e: &Expr) -> R<RV> {
        self.work += 1;
        if self.work > MAX_WORK {
            return Err(self.unsupported(format!(
                "template ran too long (more than {MAX_WORK} evaluation steps)"
            )));
        }
        if crate::interrupt::requested() {
            return Err(self.unsupported("Interrupted"));
        }
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.eval_expr(e))
    }

    fn eval_expr(&mut self, e: &Expr) -> R<RV> {
        Ok(match e {
            Expr::Nil => RV::Nil,
            Expr::True => RV::Bool(true),
            Expr::False => RV::Bool(false),
            Expr::SelfRef => return Err(self.unsupported("'self' is not supported in templates")),
            Expr::Int(i) => RV::Int(*i),
            Expr::Float(f) => RV::Float(*f),
            Expr::Str(parts) => RV::str(self.text(parts)?),
            Expr::Sym(s) => RV::Sym(Rc::from(s.as_str())),
            Expr::DSym(parts) => RV::Sym(Rc::from(self.text(parts)?)),
            Expr::Regex(parts, flags, pos) => {
                let src = self.text(parts)?;
                match super::regex::compile(&src, flags) {
                    Ok(r) => RV::Regex(r),
                    Err(m) => return Err(Flow::Err(*pos, m, false)),
                }
            }
            Expr::Array(items) => RV::array(self.eval_list(items)?),
            Expr::Hash(pairs) => {
                let mut out = PairsBuilder::default();
                for (k, v) in pairs {
                    let k = self.eval(k)?;
                    let v = self.eval(v)?;
                    out.set(k, v);
                }
                RV::hash(out.into_pairs())
            }
            Expr::Range(a, b, excl) => {
                let a = self.eval(a)?;
                let b = self.eval(b)?;
                RV::Range(Rc::new((a, b, *excl)))
            }
            Expr::LVar(n) => self.get_local(n),
            Expr::IVar(n) => self.ivar(n),
            Expr::GVar(n, pos) => {
                self.pos = *pos;
                match (&self.last_match, n.as_str()) {
                    (m, "~") => m.clone(),
                    (RV::Match(m), "`") => RV::str(&m.pre),
                    (RV::Match(m), "'") => RV::str(&m.post),
                    (RV::Match(m), "&") => m[0].clone().map_or(RV::Nil, RV::str),
                    (RV::Match(m), d) => d
                        .parse::<usize>()
                        .ok()
                        .and_then(|i| m.get(i).cloned().flatten())
                        .map_or(RV::Nil, RV::str),
                    _ => RV::Nil,
                }
            }
            Expr::Const(n, pos) => {
                self.pos = *pos;
                self.constant(n)?
            }
            Expr::Call {
                recv,
                name,
                args,
                block,
                safe_nav,
                pos,
            } => {
                // `s << x` on a variable: the string grows where it is
                // (appends in a loop stay linear). The variable is read
                // after its argument, which only a variable allows.
                let mut appended = None;
                if let (
                    Some(target @ (Expr::LVar(_) | Expr::IVar(_))),
                    "<<" | "concat",
                    [tail],
                    None,
                ) = (recv.as_deref(), name.as_str(), args.as_slice(), block)
                {
                    let tail = self.eval(tail)?;
                    self.pos = *pos;
                    if let Some(grown) = self.append_in_place(target, &tail) {
                        return Ok(grown);
                    }
                    appended = Some(tail);
                }
                let r = match recv {
                    Some(e) => Some(self.eval(e)?),
                    None => None,
                };
                if *safe_nav && matches!(r, Some(RV::Nil)) {
                    return Ok(RV::Nil);
                }
                let args = match appended {
                    Some(tail) => vec![tail],
                    None => self.eval_list(args)?,
                };
                self.pos = *pos;
                // Strings are values here: appending is done by storing
                // the longer string back into the variable (below).
                if let (Some(RV::Str(s)), "<<" | "concat" | "prepend" | "insert") =
                    (&r, name.as_str())
                {
                    if self.frozen.contains(&(Rc::as_ptr(s) as *const u8 as usize)) {
                        return Err(self.ruby_err(format!(
                            "can't modify frozen String: {}",
                            super::value::inspect_str(s)
                        )));
                    }
                    if !matches!(recv.as_deref(), Some(Expr::LVar(_) | Expr::IVar(_))) {
                        return Err(self.unsupported(
                            "changing a string in place is only supported on a variable in templates",
                        ));
                    }
                }
                let block = block.as_deref();
                let result = match r {
                    Some(r) => self.send(r, name, args, block),
                    None => self.call_function_like(name, args, block),
                };
                let result = match result {
                    Err(Flow::Break(v)) if block.is_some() => v,
                    other => other?,
                };
                // Strings are values here, so `s << "x"` on a variable
                // stores the longer string back.
                if let (
                    RV::Str(_),
                    "<<" | "concat" | "prepend" | "insert",
                    Some(target @ (Expr::LVar(_) | Expr::IVar(_))),
                ) = (&result, name.as_str(), recv.as_deref())
                {
                    self.assign(target, result.clone())?;
                }
                result
            }
            Expr::Splat(inner) => self.eval(inner)?,
            Expr::Not(inner) => RV::Bool(!self.eval(inner)?.truthy()),
            Expr::And(a, b) => {
                let l = self.eval(a)?;
                if l.truthy() { self.eval(b)? } else { l }
            }
            Expr::Or(a, b) => {
                let l = self.eval(a)?;
                if l.truthy() { l } else { self.eval(b)? }
            }
            Expr::Defined(inner) => match &**inner {
                Expr::LVar(_) => RV::str("local-variable"),
                // Puppet sets no instance variable for an undef one.
                Expr::IVar(n) => {
                    let assigned = self
                        .ivars
                        .get(n.as_str())
                        .is_some_and(|v| !matches!(v, RV::Nil));
                    if assigned || self.ctx.has_variable(n) {
                        RV::str("instance-variable")
                    } else {
                        RV::Nil
                    }
                }
                Expr::Const(n, _) => match self.constant(n) {
                    Ok(_) => RV::str("constant"),
                    Err(_) => RV::Nil,
                },
                // A bare name that is not a local: a method, if the
                // template has it.
                Expr::Call {
                    recv: None,
                    name,
                    args,
                    ..
                } if args.is_empty()
                    && (self.methods.contains_key(name)
                        || matches!(
                            name.as_str(),
                            "scope" | "has_variable?" | "instance_variables"
                        )) =>
                {
                    RV::str("method")
                }
                // Kernel's methods (those refused in templates among them).
                Expr::Call {
                    recv: None, name, ..
                } if super::policy::REFUSED_METHODS.contains(&name.as_str())
                    || matches!(
                        name.as_str(),
                        "format"
                            | "sprintf"
                            | "raise"
                            | "fail"
                            | "instance_variable_get"
                            | "Integer"
                            | "Float"
                            | "String"
                            | "Array"
                    ) =>
                {
                    RV::str("method")
                }
                Expr::Call {
                    recv: None, args, ..
                } if args.is_empty() => RV::Nil,
                // A method of a receiver that is defined and answers to it.
                Expr::Call {
                    recv: Some(recv),
                    name,
                    ..
                } => match self.eval(recv) {
                    Ok(v) if super::classes::responds(&v, name) => RV::str("method"),
                    _ => RV::Nil,
                },
                Expr::Nil => RV::str("nil"),
                Expr::True => RV::str("true"),
                Expr::False => RV::str("false"),
                Expr::SelfRef => RV::str("self"),
                _ => {
                    return Err(
                        self.unsupported("'defined?' is only supported on variables, constants and names in templates")
                    );
                }
            },
            Expr::If(c, a, b) => {
                if self.eval(c)?.truthy() {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            Expr::While(c, body, until) => {
                loop {
                    if self.eval(c)?.truthy() == *until {
                        break;
                    }
                    self.step()?;
                    match self.eval(body) {
                        Ok(_) | Err(Flow::Next(_)) => {}
                        Err(Flow::Break(v)) => return Ok(v),
                        Err(e) => return Err(e),
                    }
                }
                RV::Nil
            }
            Expr::Case(subject, whens, otherwise, pos) => {
                let subject = match subject {
                    Some(s) => Some(self.eval(s)?),
                    None => None,
                };
                for (values, body) in whens {
                    for pattern in self.eval_list(values)? {
                        self.pos = *pos;
                        let hit = match &subject {
                            Some(s) => self.case_eq(&pattern, s)?,
                            None => pattern.truthy(),
                        };
                        if hit {
                            return self.eval(body);
                        }
                    }
                }
                self.eval(otherwise)?
            }
            Expr::Assign(target, value) => {
                let v = self.eval(value)?;
                self.assign(target, v.clone())?;
                v
            }
            Expr::MultiAssign(targets, value) => {
                let v = self.eval(value)?;
                let items = match &v {
                    RV::Array(a) => a.borrow().clone(),
                    other => vec![other.clone()],
                };
                let splat_at = targets.iter().position(|t| matches!(t, Expr::Splat(_)));
                for (i, t) in targets.iter().enumerate() {
                    match (t, splat_at) {
                        (Expr::Splat(inner), _) => {
                            let after = targets.len() - i - 1;
                            let end = items.len().saturating_sub(after).max(i);
                            let rest = items.get(i..end).map(<[RV]>::to_vec).unwrap_or_default();
                            self.assign(inner, RV::array(rest))?;
                        }
                        (_, Some(s)) if i > s => {
                            // After the splat: counted from the end.
                            let from_end = targets.len() - i;
                            let v = items
                                .len()
                                .checked_sub(from_end)
                                .filter(|&k| k >= s)
                                .and_then(|k| items.get(k).cloned());
                            self.assign(t, v.unwrap_or(RV::Nil))?;
                        }
                        _ => self.assign(t, items.get(i).cloned().unwrap_or(RV::Nil))?,
                    }
                }
                v
            }
            Expr::OpAssign(target, op, value, pos) => {
                let current = self.eval(target)?;
                let v = match op.as_str() {
                    "||" if current.truthy() => return Ok(current),
                    "&&" if !current.truthy() => return Ok(current),
                    "||" | "&&" => self.eval(value)?,
                    _ => {
                        let rhs = self.eval(value)?;
                        self.pos = *pos;
                        if op == "+" {
                            drop(current);
                            if let Some(grown) = self.append_in_place(target, &rhs) {
                                return Ok(grown);
                            }
                            let current = self.eval(target)?;
                            self.send(current, op, vec![rhs], None)?
                        } else {
                            self.send(current, op, vec![rhs], None)?
                        }
                    }
                };
                self.assign(target, v.clone())?;
                v
            }
            Expr::Seq(list) => {
                let mut last = RV::Nil;
                for e in list {
                    // The value before is let go first: a string it holds
                    // can then grow in place (`s << x`) in what follows.
                    drop(std::mem::replace(&mut last, RV::Nil));
                    last = self.eval(e)?;
                }
                last
            }
            Expr::Next(v) => return Err(Flow::Next(self.eval(v)?)),
            Expr::Return(v) => return Err(Flow::Return(self.eval(v)?)),
            Expr::For(names, list, body) => {
                let list = self.eval(list)?;
                for item in self.items(&list)? {
                    if names.len() == 1 {
                        self.set_local(&names[0], item);
                    } else {
                        let parts = match &item {
                            RV::Array(a) => a.borrow().clone(),
                            other => vec![other.clone()],
                        };
                        for (i, n) in names.iter().enumerate() {
                            self.set_local(n, parts.get(i).cloned().unwrap_or(RV::Nil));
                        }
                    }
                    match self.eval(body) {
                        Ok(_) | Err(Flow::Next(_)) => {}
                        Err(Flow::Break(v)) => return Ok(v),
                        Err(e) => return Err(e),
                    }
                }
                list
            }
            Expr::Def(name, def) => {
                self.methods.insert(name.clone(), def.clone());
                RV::Sym(Rc::from(name.as_str()))
            }
            Expr::Break(v) => return Err(Flow::Break(self.eval(v)?)),
            Expr::Begin(block) => self.begin_block(block)?,
            Expr::Rescue(body, handler) => match self.eval(body) {
                Err(Flow::Err(_, _, true)) => self.eval(handler)?,
                other => other?,
            },
            Expr::Text(t) => {
                self.out.push_str(t);
                RV::Nil
            }
            Expr::Output(inner, pos) => {
                let v = self.eval(inner)?;
                self.pos = *pos;
                let s = self.text_of(&v)?;
                self.out.push_str(&s);
                RV::Nil
            }
        })
    }
}
