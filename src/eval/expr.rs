//! Expression evaluation: values, variables, operators, conditionals,
//! calls and access. Resource-related forms are delegated to `resources`.

use super::builtins::ruby_regex;
use std::rc::Rc;

use crate::catalog::Map;

use super::operands::{exact_parts, ruby_div, shift_left, shifted_hex};
use super::scope::{Scope, ScopeId};
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::catalog::value::{ObjectKind, PType};
use crate::syntax::Span;
use crate::syntax::ast::*;
pub(super) use crate::syntax::validate::{a_an, a_an_uc};

/// How deep evaluation may nest. Puppet 7.23 evaluates chains of 1,000
/// `elsif`s, 1,000 `+` terms and 1,000 type aliases naming the next, and
/// runs out of Ruby stack by 2,000; the evaluator grows its stack as it
/// goes, so this bounds the work, not the stack.
const MAX_DEPTH: usize = 1500;

impl Compiler {
    /// Evaluates one expression in a scope.
    pub(super) fn eval(&mut self, expr: &Expr, scope: ScopeId) -> Eval<Value> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return Err(self.error(expr.span, "Evaluation nesting is too deep (recursion?)"));
        }
        if crate::interrupt::requested() {
            self.depth -= 1;
            return Err(self.error(expr.span, "Interrupted"));
        }
        // Grow the stack on deep nesting rather than overflow it. The red
        // zone holds what runs until the next check: a function call's
        // round (eval, call_with, signatures, the body's block) takes
        // about 80 KiB in a debug build.
        let result =
            stacker::maybe_grow(256 * 1024, 2 * 1024 * 1024, || self.eval_kind(expr, scope));
        self.depth -= 1;
        // What can nest a value a level deeper is measured.
        self.refuse_too_deep(expr, result)
    }

    fn eval_kind(&mut self, expr: &Expr, scope: ScopeId) -> Eval<Value> {
        use ExprKind::*;
        if matches!(expr.kind, If(..) | Unless(..) | Case(..) | Selector(..)) {
            return self.with_match_scope(scope, |this| this.eval_plain(expr, scope));
        }
        self.eval_plain(expr, scope)
    }

    /// Match variables (`$0`, `$1`...) set by a conditional's test are
    /// visible in its branches only, as Puppet's ephemeral scopes make them.
    fn with_match_scope(
        &mut self,
        scope: ScopeId,
        f: impl FnOnce(&mut Self) -> Eval<Value>,
    ) -> Eval<Value> {
        let is_match_var = |k: &String| k.chars().all(|c| c.is_ascii_digit());
        let saved: Vec<(String, Value)> = self.scopes[scope]
            .vars
            .iter()
            .filter(|(k, _)| is_match_var(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let result = f(self);
        self.scopes[scope].vars.retain(|k, _| !is_match_var(k));
        self.scopes[scope].vars.extend(saved);
        result
    }

    fn eval_plain(&mut self, expr: &Expr, scope: ScopeId) -> Eval<Value> {
        use ExprKind::*;
        Ok(match &expr.kind {
            Undef => Value::Undef,
            Default => Value::Default,
            Bool(b) => Value::Bool(*b),
            Integer(i) => Value::Int(*i),
            Float(f) => Value::Float(*f),
            Str(s) => Value::str(s),
            Interpolated(parts) => {
                let mut out = String::new();
                for part in parts {
                    match part {
                        StrPart::Text(t) => crate::catalog::limits::push_text(&mut out, t)
                            .map_err(|m| self.error(expr.span, format!("Evaluation Error: {m}")))?,
                        StrPart::Expr(e) => {
                            let v = self.eval(e, scope)?;
                            crate::catalog::limits::push_value(&mut out, &v).map_err(|m| {
                                self.error(expr.span, format!("Evaluation Error: {m}"))
                            })?;
                        }
                    }
                }
                Value::str(out)
            }
            Regex(r) => Value::Regex(Rc::from(r.as_str())),
            Variable(name) => {
                // A parameter default reading a later parameter fails as
                // such before the variable is found unknown.
                let value = self.lookup(name, scope, expr.span)?;
                if !self.variable_exists(name, scope) {
                    self.unknown_variable(name, expr.span)?;
                }
                value
            }
            BareWord(w) => Value::str(w),
            TypeRef(name) => self.resolve_type_name(name, expr.span)?,
            Array(items) => Value::array(self.eval_list(items, scope)?),
            Hash(entries) => {
                let mut map = Map::default();
                for (k, v) in entries {
                    let key = self.eval(k, scope)?;
                    let value = self.eval(v, scope)?;
                    map.insert(key, value);
                }
                Value::hash(map)
            }
            Access(target, key_exprs) => {
                let target_value = self.eval(target, scope)?;
                let mut keys = self.eval_list(key_exprs, scope)?;
                if matches!(target_value, Value::Array(_) | Value::Str(_)) {
                    // Indexes are numbers; numeric strings are converted.
                    for (key, key_expr) in keys.iter_mut().zip(key_exprs) {
                        if let Value::Str(s) = key.clone() {
                            match to_number(key) {
                                Some(n) => {
                                    self.numeric_coercion(key, &n, key_expr.span)?;
                                    *key = n
                                }
                                None if matches!(target_value, Value::Str(_)) => return Err(self.error(key_expr.span, "Evaluation Error: A substring operation does not accept a String as a character index. Expected an Integer")),
                                None => return Err(self.error(key_expr.span, format!("Evaluation Error: The value '{s}' cannot be converted to Numeric."))),
                            }
                        }
                    }
                }
                if let Value::Type(t) = &target_value {
                    self.check_type_keys(t, &keys, key_exprs, expr.span)?;
                }
                if matches!(target_value, Value::Array(_) | Value::Str(_)) {
                    self.check_slice_keys(&target_value, &keys, key_exprs, target.span)?;
                }
                self.access(target_value, keys, expr.span)?
            }
            Unary(op, operand) => {
                let v = self.eval(operand, scope)?;
                match op {
                    UnaryOp::Not => Value::Bool(!v.truthy()),
                    UnaryOp::Neg => match v {
                        Value::Int(i) => Value::Int(-i),
                        Value::Float(f) => Value::Float(-f),
                        other => match to_number(&other) {
                            Some(Value::Int(i)) => {
                                self.numeric_coercion(&other, &Value::Int(i), expr.span)?;
                                Value::Int(-i)
                            }
                            Some(Value::Float(f)) => {
                                self.numeric_coercion(&other, &Value::Float(f), expr.span)?;
                                Value::Float(-f)
                            }
                            _ => {
                                return Err(self.error(
                                    expr.span,
                                    format!(
                                        "Evaluation Error: The value '{}' cannot be converted to Numeric.",
                                        super::builtins::ruby_to_s(&other)
                                    ),
                                ));
                            }
                        },
                    },
                    UnaryOp::Splat => match v {
                        Value::Array(_) => v,
                        // A hash unfolds into its `[key, value]` pairs.
                        Value::Hash(h) => Value::array(
                            h.iter()
                                .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
                                .collect(),
                        ),
                        Value::Undef => Value::array(vec![]),
                        // An iterator unfolds into what it produces.
                        Value::Iterator(it) => Value::array(it.take(false)),
                        other => Value::array(vec![other]),
                    },
                }
            }
            Binary(op, left, right) => self.binary(*op, left, right, scope, expr.span)?,
            Assign(_, target, value) => {
                let mark = self.flow_mark();
                let v = self.eval(value, scope)?;
                if let (ExprKind::Array(targets), Value::Type(t)) = (&target.kind, &v)
                    && let PType::Class(class) = t.as_ref()
                {
                    let class = class.clone();
                    self.assign_from_class(
                        targets,
                        class.as_deref(),
                        scope,
                        expr.span,
                        value.span,
                    )?;
                } else {
                    self.assign(target, v.clone(), scope, expr.span)?;
                }
                let sources = self.flow_since(mark, Some(expr.span));
                self.bind_assigned_sources(target, scope, sources);
                v
            }
            Chain(op, left, right) => self.chain(*op, left, right, scope, expr.span)?,
            If(cond, then, otherwise) => {
                if self.eval(cond, scope)?.truthy() {
                    self.block(then, scope)?
                } else if let Some(b) = otherwise {
                    self.block(b, scope)?
                } else {
                    Value::Undef
                }
            }
            Unless(cond, then, otherwise) => {
                if !self.eval(cond, scope)?.truthy() {
                    self.block(then, scope)?
                } else if let Some(b) = otherwise {
                    self.block(b, scope)?
                } else {
                    Value::Undef
                }
            }
            Case(subject, options) => {
                let subject = self.eval(subject, scope)?;
                let mut default_body = None;
                for option in options {
                    for value in &option.values {
                        if matches!(value.kind, ExprKind::Default) {
                            default_body = Some(&option.body);
                            continue;
                        }
                        for candidate in self.eval_option(value, scope)? {
                            if let Some(problem) = super::limits::bad_regexp_type(&candidate) {
                                let message = format!(
                                    "Evaluation Error: Error while evaluating a 'case' statement, {problem}"
                                );
                                return Err(self.error(expr.span, message));
                            }
                            if self.case_match(&subject, &candidate, scope)? {
                                return self.block(&option.body, scope);
                            }
                        }
                    }
                }
                match default_body {
                    Some(body) => self.block(body, scope)?,
                    None => Value::Undef,
                }
            }
            Selector(subject, options) => {
                let subject_value = self.eval(subject, scope)?;
                let mut default_value = None;
                for (k, v) in options {
                    if matches!(k.kind, ExprKind::Default) {
                        default_value = Some(v);
                        continue;
                    }
                    for candidate in self.eval_option(k, scope)? {
                        if let Some(problem) = super::limits::bad_regexp_type(&candidate) {
                            let message = format!(
                                "Evaluation Error: Error while evaluating a Selector Expression, {problem}"
                            );
                            return Err(self.error(expr.span, message));
                        }
                        if self.case_match(&subject_value, &candidate, scope)? {
                            return self.eval(v, scope);
                        }
                    }
                }
                match default_value {
                    Some(v) => self.eval(v, scope)?,
                    None => return Err(self.error(
                        expr.span,
                        format!(
                            "Evaluation Error: No matching entry for selector parameter with value '{subject_value}'"
                        ),
                    )),
                }
            }
            Call(call) => self.call(call, None, scope, expr.span)?,
            MethodCall(receiver, call) => {
                let receiver = self.eval(receiver, scope)?;
                // An object's attribute, read as a method.
                let member = match &receiver {
                    Value::UserObject(o) => self.object_member(o, call, expr.span),
                    _ => None,
                };
                match member {
                    Some(value) => value?,
                    None => self.call(call, Some(receiver), scope, expr.span)?,
                }
            }
            Resource(resource) => self.declare(resource, scope, expr.span)?,
            ResourceDefaults(target, ops) => {
                self.resource_defaults(target, ops, scope, expr.span)?
            }
            ResourceOverride(target, ops) => {
                self.resource_override(target, ops, scope, expr.span)?
            }
            Collector(collector) => {
                self.register_collector(collector, scope, expr.span)?;
                Value::Undef
            }
            ClassDef(_) | DefineDef(_) | NodeDef(_) | FunctionDef(_) | TypeAlias(..) => {
                Value::Undef
            }
            Paren(inner) => self.eval(inner, scope)?,
            Lambda(_) => Value::Undef,
        })
    }

    /// Evaluates a list, unfolding `*` splats into it.
    pub(super) fn eval_list(&mut self, items: &[Expr], scope: ScopeId) -> Eval<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            let v = self.eval(item, scope)?;
            match (is_unfold(item), v) {
                (true, Value::Array(a)) => out.extend(a.iter().cloned()),
                (_, v) => out.push(v),
            }
        }
        Ok(out)
    }

    /// `needle in [...]`: a regexp matches a string element (setting
    /// `$0`..), a type an instance, anything else an equal element.
    fn includes<'v>(
        &mut self,
        items: impl Iterator<Item = &'v Value>,
        needle: &Value,
        scope: ScopeId,
    ) -> bool {
        let mut items = items;
        match needle {
            Value::Regex(re) => {
                items.any(|i| i.as_str().is_some_and(|s| self.regex_match(re, s, scope)))
            }
            Value::Type(t) => items.any(|i| self.instance_of(t, i)),
            // A string finds an object by its text.
            Value::Str(_) => items.any(|i| match i {
                Value::Object(..) => needle.puppet_eq(&Value::str(i.to_string())),
                _ => i.puppet_eq(needle),
            }),
            _ => items.any(|i| i.puppet_eq(needle)),
        }
    }

    /// A case or selector option's values: `*[a, b]` (in parentheses or
    /// not) is each of its elements in turn.
    fn eval_option(&mut self, option: &Expr, scope: ScopeId) -> Eval<Vec<Value>> {
        match self.eval(option, scope)? {
            Value::Array(items) if is_unfold(option) => Ok(items.to_vec()),
            value => Ok(vec![value]),
        }
    }

    /// Attaches an assignment's sources to the variables it set.
    fn bind_assigned_sources(
        &mut self,
        target: &Expr,
        scope: ScopeId,
        sources: Option<super::sources::Sources>,
    ) {
        match &target.kind {
            ExprKind::Variable(name) => self.bind_sources(scope, name, sources),
            ExprKind::Array(targets) => {
                for t in targets {
                    self.bind_assigned_sources(t, scope, sources.clone());
                }
            }
            _ => {}
        }
    }

    /// A new local scope (lambda body) under `parent`.
    pub(super) fn local_scope(&mut self, parent: ScopeId) -> ScopeId {
        let p = &self.scopes[parent];
        let mut s = Scope::new(Some(parent), p.resource, p.source.clone());
        s.dynamic = Some(parent);
        s.local = true;
        self.scopes.push(s);
        self.scopes.len() - 1
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        left: &Expr,
        right: &Expr,
        scope: ScopeId,
        span: Span,
    ) -> Eval<Value> {
        use BinaryOp::*;
        if op == And {
            let l = self.eval(left, scope)?;
            return Ok(Value::Bool(l.truthy() && self.eval(right, scope)?.truthy()));
        }
        if op == Or {
            let l = self.eval(left, scope)?;
            return Ok(Value::Bool(l.truthy() || self.eval(right, scope)?.truthy()));
        }
        let l = self.eval(left, scope)?;
        let r = self.eval(right, scope)?;
        let op_span = span;
        match op {
            Eq => Ok(Value::Bool(l.puppet_eq(&r))),
            Ne => Ok(Value::Bool(!l.puppet_eq(&r))),
            Match | NotMatch => {
                let matched = match (&l, &r) {
                    (Value::Str(s), Value::Regex(re)) => self.regex_match(re, s, scope),
                    // A version is matched against a range.
                    (
                        Value::Object(ObjectKind::SemVer, version),
                        Value::Object(ObjectKind::SemVerRange, range),
                    ) => super::pcore_objects::range_contains(range, version),
                    (Value::Str(s), Value::Str(pattern)) => {
                        let Ok(re) = regex_lite::Regex::new(&ruby_regex(pattern)) else {
                            let cause = super::builtins::ruby_regex_error(pattern);
                            return Err(self.error(right.span, format!("Evaluation Error: Can not convert right match operand to a regular expression. Caused by '{cause}'.")));
                        };
                        self.compiled_regex_match(&re, s, scope)
                    }
                    (v, Value::Type(t)) => {
                        if let PType::Regexp(Some(p)) = t.as_ref()
                            && let Some(problem) = crate::syntax::regex::ruby_problem(p)
                        {
                            let op = if op == Match { "=~" } else { "!~" };
                            return Err(self.error(op_span, format!("Evaluation Error: Error while evaluating a '{op}' expression, {problem}")));
                        }
                        self.instance_of(t, v)
                    }
                    // Ruby's `Regexp.new` refuses what is no string first.
                    (_, right_value)
                        if !matches!(
                            right_value,
                            Value::Str(_)
                                | Value::Regex(_)
                                | Value::Object(ObjectKind::SemVerRange, _)
                        ) =>
                    {
                        let class = match right_value {
                            Value::Undef => "nil".to_string(),
                            Value::Bool(b) => b.to_string(),
                            other => super::types::ruby_class(other),
                        };
                        return Err(self.error(right.span, format!("Evaluation Error: Can not convert right match operand to a regular expression. Caused by 'no implicit conversion of {class} into String'.")));
                    }
                    _ => {
                        let label = match &l {
                            Value::Object(kind, _) => kind.ruby_class().to_string(),
                            Value::Undef => "Undef Value".to_string(),
                            Value::Default => "Object".to_string(),
                            other => super::type_keys::model_label(other),
                        };
                        return Err(self.error(left.span, format!("Evaluation Error: Left match operand must result in a String value. Got {}.", a_an(&label))));
                    }
                };
                Ok(Value::Bool(if op == Match { matched } else { !matched }))
            }
            In => {
                let found = match &r {
                    Value::Str(hay) => match &l {
                        Value::Str(needle) => hay.to_lowercase().contains(&needle.to_lowercase()),
                        Value::Regex(re) => self.regex_match(re, hay, scope),
                        _ => false,
                    },
                    Value::Array(items) => self.includes(items.iter(), &l, scope),
                    // A hash holds its keys.
                    Value::Hash(map) => self.includes(map.keys(), &l, scope),
                    _ => false,
                };
                Ok(Value::Bool(found))
            }
            Lt | Le | Gt | Ge if matches!((&l, &r), (Value::Type(_), Value::Type(_))) => {
                // Types compare by assignability: `Integer < Numeric`.
                let (Value::Type(a), Value::Type(b)) = (&l, &r) else {
                    unreachable!("matched above")
                };
                let (sub, sup) = if matches!(op, Lt | Le) {
                    (a, b)
                } else {
                    (b, a)
                };
                let assignable = super::assignable::assignable(sup, sub);
                Ok(Value::Bool(
                    assignable && (matches!(op, Le | Ge) || sub != sup),
                ))
            }
            // A type is ordered by assignability, against types only.
            Lt | Le | Gt | Ge if matches!(l, Value::Type(_)) => Ok(Value::Bool(false)),
            Lt | Le | Gt | Ge => {
                let ordering = compare(&l, &r).ok_or_else(|| {
                    // Puppet names a URI by its Pcore kind here.
                    let label = |v: &Value| match v {
                        Value::Object(ObjectKind::Uri, _) | Value::Default => "Object".to_string(),
                        Value::Undef => "Undef Value".to_string(),
                        other => super::type_keys::model_label(other),
                    };
                    self.error(
                        op_span,
                        format!(
                            "Evaluation Error: Comparison of: {} {} {}, is not possible. Caused by '{}'.",
                            label(&l),
                            op_text(op),
                            label(&r),
                            match &l {
                                Value::Str(_) => "A String is not comparable to a non String",
                                Value::Int(_) | Value::Float(_) => "A Numeric is not comparable to non Numeric",
                                Value::Timespan(_) => "Timespans are only comparable to Timespans, Integers, and Floats",
                                Value::Timestamp(_) => "Timestamps are only comparable to Timestamps, Integers, and Floats",
                                Value::Object(ObjectKind::SemVer, _) => "Versions not comparable to non Versions",
                                Value::Default => "Symbol not comparable to non Symbol",
                                _ => "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable",
                            }
                        ),
                    )
                })?;
                Ok(Value::Bool(match op {
                    Lt => ordering.is_lt(),
                    Le => ordering.is_le(),
                    Gt => ordering.is_gt(),
                    _ => ordering.is_ge(),
                }))
            }
            Add | Sub | Mul | Div | Mod | Shl | Shr => {
                self.arithmetic(op, l, r, op_span, (left.span, right.span))
            }
            And | Or => unreachable!("handled above"),
        }
    }

    fn arithmetic(
        &self,
        op: BinaryOp,
        l: Value,
        r: Value,
        span: Span,
        operand_spans: (Span, Span),
    ) -> Eval<Value> {
        use BinaryOp::*;
        if matches!(op, Add | Sub | Mul | Div) {
            let symbol = match op {
                Add => '+',
                Sub => '-',
                Mul => '*',
                _ => '/',
            };
            // A binary concatenates; times are numbers, coerced first.
            if matches!(l, Value::Binary(_))
                && let Some(v) = super::time_values::time_arithmetic(symbol, &l, &r)
            {
                return Ok(v);
            }
        }
        match (op, &l, &r) {
            (Add, Value::Hash(h), Value::Array(items)) => {
                // The array becomes a hash: [[k, v], ...] or [k, v, ...].
                let pairs: Vec<Value> = if items
                    .iter()
                    .all(|i| matches!(i, Value::Array(p) if p.len() == 2))
                {
                    items
                        .iter()
                        .flat_map(|i| match i {
                            Value::Array(p) => p.as_ref().clone(),
                            _ => Vec::new(),
                        })
                        .collect()
                } else {
                    items.as_ref().clone()
                };
                if !pairs.len().is_multiple_of(2) {
                    return Err(self.error(span, "Evaluation Error: Error while evaluating a '+' expression, odd number of arguments for Hash"));
                }
                let mut m = h.as_ref().clone();
                for kv in pairs.chunks(2) {
                    m.insert(kv[0].clone(), kv[1].clone());
                }
                return Ok(Value::hash(m));
            }
            (Add, Value::Hash(_), other) if !matches!(other, Value::Hash(_)) => {
                return Err(self.error(
                    span,
                    "Evaluation Error: Error while evaluating a '+' expression, Can only append Array or Hash to a Hash",
                ));
            }
            (Add, Value::Array(a), Value::Array(b)) => {
                return Ok(Value::array(a.iter().chain(b.iter()).cloned().collect()));
            }
            (Add, Value::Array(a), Value::Hash(h)) => {
                let mut v = a.as_ref().clone();
                v.extend(
                    h.iter()
                        .map(|(k, v)| Value::array(vec![k.clone(), v.clone()])),
                );
                return Ok(Value::array(v));
            }
            (Add, Value::Array(a), other) => {
                let mut v = a.as_ref().clone();
                v.push(other.clone());
                return Ok(Value::array(v));
            }
            (Add, Value::Hash(a), Value::Hash(b)) => {
                let mut m = a.as_ref().clone();
                for (k, v) in b.iter() {
                    m.insert(k.clone(), v.clone());
                }
                return Ok(Value::hash(m));
            }
            // Puppet's set difference deletes with Ruby's `==`: strings
            // compare case-sensitively here, unlike Puppet's `==`.
            (Sub, Value::Array(a), right) => {
                let removed: Vec<Value> = match right {
                    Value::Array(b) => b.as_ref().clone(),
                    Value::Hash(h) => h
                        .iter()
                        .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
                        .collect(),
                    other => vec![other.clone()],
                };
                let removed: crate::catalog::sets::RubyEqSet = removed.iter().collect();
                return Ok(Value::array(
                    a.iter().filter(|x| !removed.contains(x)).cloned().collect(),
                ));
            }
            (Sub, Value::Hash(a), right) => {
                let removed: rustc_hash::FxHashSet<&Value> = match right {
                    Value::Array(b) => b.iter().collect(),
                    Value::Hash(h) => h.keys().collect(),
                    other => std::iter::once(other).collect(),
                };
                return Ok(Value::hash(
                    a.iter()
                        .filter(|(k, _)| !removed.contains(k))
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                ));
            }
            (Shl, Value::Hash(_), _) => {
                return Err(self.error(
                    operand_spans.0,
                    "Evaluation Error: Operator '<<' is not applicable to a Hash.",
                ));
            }
            (Shl, Value::Array(a), other) => {
                let mut v = a.as_ref().clone();
                v.push(other.clone());
                return Ok(Value::array(v));
            }
            _ => {}
        }
        // Puppet coerces the left operand, then the right; anything that is
        // neither a number (a time is one) nor a numeric string fails with
        // Ruby's `to_s` of it.
        let a = self.coerce_operand(&l, operand_spans.0)?;
        let b = self.coerce_operand(&r, operand_spans.1)?;
        let is_time = |v: &Value| matches!(v, Value::Timestamp(_) | Value::Timespan(_));
        if op == Mod && matches!(a, Value::Float(_)) {
            let message = "Evaluation Error: Operator '%' is not applicable to a Float.";
            return Err(self.error(operand_spans.0, message));
        }
        // An integer shifts by a float's whole part.
        let b = match (op, &a, b) {
            (Shl | Shr, Value::Int(_), Value::Float(f)) => Value::Int(f as i64),
            (_, _, b) => b,
        };
        if is_time(&a) || is_time(&b) {
            return self.time_operation(op, a, b, operand_spans.0);
        }
        if op == Mod && matches!(a, Value::Int(_)) && matches!(b, Value::Float(_)) {
            return Err(self.error(
                operand_spans.0,
                "Evaluation Error: Operator '%' is not applicable to an Integer when right side is a Float.",
            ));
        }
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => {
                let result = match op {
                    Add => x.checked_add(y),
                    Sub => x.checked_sub(y),
                    Mul => x.checked_mul(y),
                    Div | Mod if y == 0 => {
                        return Err(self.error(operand_spans.1, "Evaluation Error: Division by 0"));
                    }
                    Div => Some(ruby_div(x, y)),
                    Mod => {
                        Some(x.rem_euclid(y) + if y < 0 && x.rem_euclid(y) != 0 { y } else { 0 })
                    }
                    // A shift left by a negative count is one right, and
                    // the other way about.
                    Shl if y >= 0 => shift_left(x, y.unsigned_abs()),
                    Shr if y < 0 => shift_left(x, y.unsigned_abs()),
                    _ => Some(x >> y.unsigned_abs().min(63)),
                };
                result.map(Value::Int).ok_or_else(|| {
                    if matches!(op, Shl | Shr) && y.unsigned_abs() >= 1 << 33 {
                        // Ruby cannot print a number that long.
                        let message = format!("Evaluation Error: Error while evaluating a '{}' expression, Error while reporting issue: NUMERIC_OVERFLOW. size too big", op_text(op));
                        return self.error(span, message);
                    }
                    let (negative, magnitude) = match op {
                        Add => exact_parts(x as i128 + y as i128),
                        Sub => exact_parts(x as i128 - y as i128),
                        Mul => exact_parts(x as i128 * y as i128),
                        _ => (x < 0, shifted_hex(x.unsigned_abs(), y.unsigned_abs())),
                    };
                    let (sign, bound) = if negative { ('-', "min") } else { ('+', "max") };
                    let what = a_an_uc(&format!("'{}' expression", op_text(op)));
                    self.error(span, format!("Evaluation Error: {what} resulted in a value outside of Puppet Integer {bound} range, got '{sign}0x{magnitude}'"))
                })
            }
            (a, b) => {
                let x = as_f64(&a);
                let y = as_f64(&b);
                let result = match op {
                    Add => x + y,
                    Sub => x - y,
                    Mul => x * y,
                    Div => x / y,
                    // Puppet locates this error at the left operand.
                    _ => {
                        return Err(self.error(
                            operand_spans.0,
                            format!(
                                "Evaluation Error: Operator '{}' is not applicable to a Float.",
                                op_text(op)
                            ),
                        ));
                    }
                };
                if result.is_infinite() {
                    let message = format!(
                        "Evaluation Error: The result of the {} expression is Infinity",
                        op_text(op)
                    );
                    return Err(self.error(operand_spans.0, message));
                }
                Ok(Value::Float(result))
            }
        }
    }
}

use super::builtins::as_f64;
pub(super) use super::builtins::{compare, to_number};

pub(super) fn op_text(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Add => "+",
        Sub => "-",
        Mul => "*",
        Div => "/",
        Mod => "%",
        Shl => "<<",
        Shr => ">>",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        _ => "?",
    }
}

/// `*expr`, also in parentheses: an unfold, whose array spreads into the
/// list, case or selector option it is in.
fn is_unfold(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Unary(UnaryOp::Splat, _) => true,
        ExprKind::Paren(inner) => is_unfold(inner),
        _ => false,
    }
}
