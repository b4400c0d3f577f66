//! The evaluator: runs the parsed template, writing its text and
//! `<%= %>` values to the output, with Ruby's scoping (locals by block,
//! `@vars` from Puppet's scope) and control flow.

use std::collections::HashMap;
use std::rc::Rc;

use super::ast::{BlockArg, Expr, Param, Part};
use super::value::{PairsBuilder, RV, from_puppet};
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
    frames: Vec<HashMap<String, RV>>,
    ivars: HashMap<String, RV>,
    /// How deep template-defined methods have called each other.
    depth: usize,
    /// Strings that came from Puppet (by address): Puppet hands templates
    /// frozen strings, so appending to one is Ruby's FrozenError.
    pub(super) frozen: std::collections::HashSet<usize>,
    /// What `freeze` froze, kept alive so that no new object takes its
    /// address (and its frozenness).
    pub(super) kept_frozen: Vec<RV>,
    /// Loop iterations and block calls so far: a template that runs
    /// away stops with an error instead of hanging the compile.
    steps: u64,
    /// Expressions evaluated so far: bounds the work a template does
    /// within one loop iteration too.
    work: u64,
    /// Methods the template defined (`def`).
    methods: HashMap<String, Rc<super::ast::MethodDef>>,
    pub(super) last_match: RV,
    /// The message and class of the last `raise` that named a class.
    pub(super) raised: Option<(String, String)>,
    out: String,
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

    /// A Ruby error (one `rescue` can catch) at the current call.
    pub(super) fn ruby_err(&self, msg: impl Into<String>) -> Flow {
        Flow::Err(self.pos, msg.into(), true)
    }

    /// Something outside the supported subset, at the current call.
    pub(super) fn unsupported(&self, msg: impl Into<String>) -> Flow {
        Flow::Err(self.pos, msg.into(), false)
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

    /// A Puppet value as the template sees it, its strings frozen.
    pub(super) fn puppet_value(&mut self, v: &crate::catalog::Value) -> RV {
        // Each shared array or hash is looked into once (a value shared
        // 2^60 ways is one object per distinct part here too).
        fn note(
            v: &RV,
            frozen: &mut std::collections::HashSet<usize>,
            seen: &mut std::collections::HashSet<usize>,
        ) {
            match v {
                RV::Str(s) => {
                    frozen.insert(Rc::as_ptr(s) as *const u8 as usize);
                }
                RV::Array(a) if seen.insert(super::value::address(v)) => {
                    a.borrow().iter().for_each(|x| note(x, frozen, seen))
                }
                RV::Hash(h) if seen.insert(super::value::address(v)) => {
                    h.borrow().iter().for_each(|(k, x)| {
                        note(k, frozen, seen);
                        note(x, frozen, seen);
                    })
                }
                _ => {}
            }
        }
        let r = match self.ctx.shared_objects() {
            Some(objects) => objects.ruby_of(v),
            None => from_puppet(v),
        };
        note(&r, &mut self.frozen, &mut Default::default());
        r
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

    /// Appends `tail` to the string a variable holds, in place (copied
    /// first only when something else holds it too), as `s << tail` and
    /// `s += tail` do; `None`, changing nothing, where that is not a plain
    /// append: not a string, a frozen one (Ruby's error is the general
    /// path's), or past the size budget (its error too).
    fn append_in_place(&mut self, target: &Expr, tail: &RV) -> Option<RV> {
        let RV::Str(tail) = tail else { return None };
        let slot = match target {
            Expr::LVar(n) => self.frames.iter_mut().rev().find_map(|f| f.get_mut(n))?,
            Expr::IVar(n) => self.ivars.get_mut(n)?,
            _ => return None,
        };
        let RV::Str(s) = slot else { return None };
        let address = Rc::as_ptr(s) as *const u8 as usize;
        let length = s.len() as u128 + tail.len() as u128;
        if self.frozen.contains(&address)
            || crate::catalog::limits::characters("a string", length).is_err()
        {
            return None;
        }
        Rc::make_mut(s).push_str(tail);
        Some(RV::Str(s.clone()))
    }

    fn assign(&mut self, target: &Expr, v: RV) -> R<()> {
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

    fn constant(&mut self, n: &str) -> R<RV> {
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

    fn step(&mut self) -> R<()> {
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
