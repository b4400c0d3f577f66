//! Lambdas: the iteration functions (`each`, `map`, `filter`, `reduce`,
//! `with`, `any`, `all`...) and calling a block or a Puppet function with
//! typed parameters, with Puppet's wording for their errors.

use std::sync::Arc;

use crate::catalog::Map;

use super::builtins::CallSite;
use super::scope::ScopeId;
use super::{Compiler, Control, Eval};
use crate::catalog::value::IteratorStyle;
use crate::catalog::{PType, Value};
use crate::syntax::ast::Lambda;

impl Compiler {
    /// An error that is a `return()`, `next()` or `break()` no function,
    /// lambda or body took: Puppet's words for it, at its line.
    pub(super) fn illegal_control(&mut self, e: super::EvalError) -> super::EvalError {
        let Some(control) = self.control.take() else {
            return e;
        };
        let name = match control {
            Control::Return(_) => "return",
            Control::Next(_) => "next",
            Control::Break => "break",
        };
        self.error(
            crate::syntax::Span {
                column: 0,
                ..e.span
            },
            format!("{name}() from context where this is illegal"),
        )
    }

    /// Calls the lambda; `None` when it called `break()`.
    pub(super) fn call_or_break(
        &mut self,
        lambda: &Lambda,
        args: Vec<Value>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Option<Value>> {
        match self.call_lambda(lambda, args, scope, site) {
            Ok(v) => Ok(Some(v)),
            Err(e) => match self.control.take() {
                Some(Control::Break) => Ok(None),
                other => {
                    self.control = other;
                    Err(e)
                }
            },
        }
    }

    pub(super) fn iterate(
        &mut self,
        name: &str,
        args: Vec<Value>,
        lambda: &Arc<Lambda>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let subject = args.first().cloned().unwrap_or(Value::Undef);
        let iterable = matches!(
            subject,
            Value::Array(_) | Value::Hash(_) | Value::Str(_) | Value::Type(_) | Value::Iterator(_)
        ) || matches!(subject, Value::Int(n) if n >= 0);
        // `reverse_each` and `step` take a one-parameter block, and
        // `tree_each` one of one or two.
        let refused_block = match name {
            "reverse_each" | "step" => !lambda_accepts(lambda, 1),
            "tree_each" => !lambda_accepts(lambda, 1) && !lambda_accepts(lambda, 2),
            _ => false,
        };
        if refused_block {
            return Err(self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, The function '{name}' was called with arguments it does not accept. It expects one of:\n  (Iterable iterable, Callable[1, 1] block?)\n    rejected: block expects 1 argument, got {}",
                    site.what,
                    super::block_functions::block_given(lambda)
                ),
            ));
        }
        if !iterable && name == "reverse_each" {
            let why = self.describe_mismatch(&PType::Iterable(Box::new(PType::Any)), &subject);
            return Err(self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, '{name}' parameter 'iterable' {why}",
                    site.what
                ),
            ));
        }
        if !iterable && name != "with" && name != "tree_each" {
            let got = super::mismatch::general(&subject);
            return Err(self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, The function '{name}' was called with arguments it does not accept. It expects one of:\n  (Hash[Any, Any] hash, Callable block)\n    rejected: parameter 'hash' expects a Hash value, got {got}\n  (Iterable enumerable, Callable block)\n    rejected: parameter 'enumerable' expects an Iterable value, got {got}",
                    site.what
                ),
            ));
        }
        // Puppet dispatches on what the block accepts: `reduce` needs
        // two arguments; the others take one (the value) or two (index or
        // key, and value), trying two first except `group_by` and
        // `partition`, which try one first.
        let accepts = |n: usize| lambda_accepts(lambda, n);
        let pairs = match name {
            "with" | "reduce" => accepts(2),
            "group_by" | "partition" => !accepts(1) && accepts(2),
            // `reverse_each` gives its block the values only.
            "reverse_each" => false,
            _ => accepts(2),
        };
        let fits = match name {
            "with" => true,
            "reduce" => accepts(2),
            _ => accepts(1) || accepts(2),
        };
        if !fits {
            let (min, max) = if name == "reduce" { (2, 2) } else { (1, 2) };
            let expected = if min == max {
                format!("{min} arguments")
            } else {
                format!("between {min} and {max} arguments")
            };
            let given = match lambda_arity(lambda) {
                (0, Some(0)) => "none".to_string(),
                (n, Some(m)) if n == m => n.to_string(),
                (n, Some(m)) => format!("between {n} and {m}"),
                (n, None) => format!("at least {n}"),
            };
            return Err(self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, '{name}' block expects {expected}, got {given}",
                    site.what
                ),
            ));
        }
        self.tree_iterator_refused(name, &subject, pairs, site)?;
        // Whether the subject is an iterator (or an enum type), and a
        // hash's own iterator.
        let hash_style = match &subject {
            Value::Iterator(it) => Some(it.style == IteratorStyle::HashPairs),
            Value::Type(t) if matches!(t.as_ref(), PType::Enum(_)) => Some(false),
            _ => None,
        };
        // Lazily: iterating a range of ten million runs in constant memory.
        type Items<'a> = Box<dyn DoubleEndedIterator<Item = Vec<Value>> + 'a>;
        let items: Items<'_> = match &subject {
            Value::Array(a) => Box::new(a.iter().enumerate().map(move |(i, v)| {
                if pairs && name != "reduce" {
                    vec![Value::Int(i as i64), v.clone()]
                } else {
                    vec![v.clone()]
                }
            })),
            Value::Hash(h) => Box::new(h.iter().map(move |(k, v)| {
                if pairs && name != "reduce" {
                    vec![k.clone(), v.clone()]
                } else if name == "index" {
                    // `index` gives a one-parameter block the value.
                    vec![v.clone()]
                } else {
                    vec![Value::array(vec![k.clone(), v.clone()])]
                }
            })),
            Value::Int(n) => Box::new((0..*n).map(move |i| {
                if pairs && name != "reduce" {
                    vec![Value::Int(i), Value::Int(i)]
                } else {
                    vec![Value::Int(i)]
                }
            })),
            // An iterator (and an enum type) gives its elements; a hash's
            // own iterator gives a block of two keys and values.
            Value::Iterator(_) | Value::Type(_) if hash_style.is_some() => {
                let (elements, walk) = super::iterators::elements_for(name, pairs, &subject);
                let hash_style = hash_style == Some(true);
                Box::new(elements.into_iter().enumerate().map(move |(i, v)| {
                    // A walk is as far as what was taken.
                    if let Some((it, from)) = &walk {
                        it.walked.set(from + i + 1);
                    }
                    match v {
                        Value::Array(kv) if hash_style && pairs && name != "reduce" => {
                            kv.as_ref().clone()
                        }
                        // `index` gives a block of one a pair's value.
                        Value::Array(kv) if hash_style && name == "index" => {
                            vec![kv.get(1).cloned().unwrap_or(Value::Undef)]
                        }
                        v if pairs && name != "reduce" => vec![Value::Int(i as i64), v],
                        v => vec![v],
                    }
                }))
            }
            // `Integer[1, 3]` iterates its range.
            Value::Type(t) if iterable_range(t).is_some() => {
                let (lo, hi) = iterable_range(t).expect("checked");
                Box::new((lo..=hi).map(move |v| {
                    if pairs && name != "reduce" {
                        vec![Value::Int(v.wrapping_sub(lo)), Value::Int(v)]
                    } else {
                        vec![Value::Int(v)]
                    }
                }))
            }
            Value::Str(s) => Box::new(s.chars().collect::<Vec<_>>().into_iter().enumerate().map(
                move |(i, c)| {
                    if pairs && name != "reduce" {
                        vec![Value::Int(i as i64), Value::str(c.to_string())]
                    } else {
                        vec![Value::str(c.to_string())]
                    }
                },
            )),
            other => Box::new(std::iter::once(vec![other.clone()])),
        };
        match name {
            "with" => self.call_lambda(lambda, args, scope, site),
            "each" | "reverse_each" => {
                let ordered: Items<'_> = if name == "each" {
                    items
                } else {
                    Box::new(items.rev())
                };
                for item in ordered {
                    if self.call_or_break(lambda, item, scope, site)?.is_none() {
                        break;
                    }
                }
                // `each` gives back its subject; `reverse_each`'s iterator
                // run by a block, nothing.
                Ok(if name == "each" {
                    subject
                } else {
                    Value::Undef
                })
            }
            "map" => {
                let mut out = Vec::new();
                for item in items {
                    match self.call_or_break(lambda, item, scope, site)? {
                        Some(v) => out.push(v),
                        None => break,
                    }
                }
                Ok(Value::array(out))
            }
            "filter" => {
                let mut kept_array = Vec::new();
                let mut kept_hash = Map::default();
                // A hash's own iterator filtered by a block of two makes
                // a hash too; by a block of one, an array of pairs.
                let hash = matches!(subject, Value::Hash(_)) || hash_style == Some(true) && pairs;
                for item in items {
                    // `break()` ends the filtering of an array (keeping
                    // what was kept); a hash's is not ended so.
                    let kept = if hash {
                        Some(self.call_lambda(lambda, item.clone(), scope, site)?)
                    } else {
                        self.call_or_break(lambda, item.clone(), scope, site)?
                    };
                    let Some(keep) = kept else {
                        break;
                    };
                    if keep.truthy() {
                        match (hash, item.as_slice()) {
                            (true, [k, v]) => {
                                kept_hash.insert(k.clone(), v.clone());
                            }
                            (true, [Value::Array(kv)]) => {
                                kept_hash.insert(kv[0].clone(), kv[1].clone());
                            }
                            (_, [_, v]) => kept_array.push(v.clone()),
                            (_, [v]) => kept_array.push(v.clone()),
                            _ => {}
                        }
                    }
                }
                Ok(if hash {
                    Value::hash(kept_hash)
                } else {
                    Value::array(kept_array)
                })
            }
            "group_by" | "partition" => {
                let mut groups: Map<Value, Vec<Value>> = Map::default();
                let (mut yes, mut no) = (Vec::new(), Vec::new());
                for item in items {
                    let element = match (&subject, item.as_slice()) {
                        (Value::Hash(_), [k, v]) => Value::array(vec![k.clone(), v.clone()]),
                        (_, [.., last]) => last.clone(),
                        _ => Value::Undef,
                    };
                    let result = self.call_lambda(lambda, item, scope, site)?;
                    if name == "group_by" {
                        groups.entry(result).or_default().push(element);
                    } else if result.truthy() {
                        yes.push(element);
                    } else {
                        no.push(element);
                    }
                }
                Ok(if name == "group_by" {
                    Value::hash(
                        groups
                            .into_iter()
                            .map(|(k, v)| (k, Value::array(v)))
                            .collect(),
                    )
                } else {
                    Value::array(vec![Value::array(yes), Value::array(no)])
                })
            }
            "tree_each" => {
                drop(items);
                for (path, value) in self.tree_walk(&args, site)? {
                    let args = if pairs {
                        vec![Value::array(path), value]
                    } else {
                        vec![Value::array(vec![Value::array(path), value])]
                    };
                    if self.call_or_break(lambda, args, scope, site)?.is_none() {
                        break;
                    }
                }
                Ok(subject)
            }
            "index" => {
                for (position, item) in items.enumerate() {
                    if self.call_lambda(lambda, item, scope, site)?.truthy() {
                        return Ok(match &subject {
                            Value::Hash(h) => h
                                .get_index(position)
                                .map_or(Value::Undef, |(k, _)| k.clone()),
                            // A hash's own iterator: the pair's key.
                            Value::Iterator(it) if hash_style == Some(true) => {
                                match it.items.get(position) {
                                    Some(Value::Array(kv)) => kv[0].clone(),
                                    _ => Value::Undef,
                                }
                            }
                            _ => Value::Int(position as i64),
                        });
                    }
                }
                Ok(Value::Undef)
            }
            "any" | "all" => {
                for item in items {
                    let r = self.call_lambda(lambda, item, scope, site)?.truthy();
                    if name == "any" && r {
                        return Ok(Value::Bool(true));
                    }
                    if name == "all" && !r {
                        return Ok(Value::Bool(false));
                    }
                }
                Ok(Value::Bool(name == "all"))
            }
            _ => {
                let mut iter = items.map(|mut v| {
                    if v.len() == 1 {
                        v.pop().expect("one")
                    } else {
                        Value::array(v)
                    }
                });
                let mut memo = match args.get(1) {
                    Some(start) => start.clone(),
                    None => iter.next().unwrap_or(Value::Undef),
                };
                // `break()` ends the reduction as if the input had ended.
                for item in iter {
                    match self.call_or_break(lambda, vec![memo.clone(), item], scope, site)? {
                        Some(next) => memo = next,
                        None => break,
                    }
                }
                Ok(memo)
            }
        }
    }

    /// `unique`: the first of each kind, the kind a value's own or what
    /// the block makes of it. A hash's keys are grouped by their values'
    /// kind: `{[k1, k2] => [v]}`.
    pub(super) fn unique(
        &mut self,
        args: Vec<Value>,
        lambda: Option<&Arc<Lambda>>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let kind_of = |this: &mut Self, v: &Value| match lambda {
            Some(lambda) => this.call_lambda(lambda, vec![v.clone()], scope, site),
            None => Ok(v.clone()),
        };
        let firsts = |this: &mut Self, items: Vec<Value>| -> Eval<Vec<Value>> {
            let mut seen: rustc_hash::FxHashSet<Value> = Default::default();
            let mut out = Vec::new();
            for item in items {
                let kind = kind_of(this, &item)?;
                if seen.insert(kind) {
                    out.push(item);
                }
            }
            Ok(out)
        };
        Ok(match args.into_iter().next() {
            Some(Value::Str(s)) => {
                let chars = s.chars().map(|c| Value::str(c.to_string())).collect();
                let kept = firsts(self, chars)?;
                Value::str(kept.iter().filter_map(Value::as_str).collect::<String>())
            }
            Some(Value::Array(a)) => Value::array(firsts(self, a.as_ref().clone())?),
            // An integer is iterable: its times.
            Some(Value::Int(n)) => Value::array(firsts(self, (0..n).map(Value::Int).collect())?),
            Some(Value::Iterator(it)) => Value::array(firsts(self, it.take(false))?),
            Some(Value::Hash(map)) => {
                let mut groups: Map<Value, (Vec<Value>, Vec<Value>)> = Map::default();
                let mut seen: rustc_hash::FxHashSet<(Value, Value)> = Default::default();
                for (k, v) in map.iter() {
                    let kind = kind_of(self, v)?;
                    let first = seen.insert((kind.clone(), v.clone()));
                    let (keys, values) = groups.entry(kind).or_default();
                    keys.push(k.clone());
                    if first {
                        values.push(v.clone());
                    }
                }
                Value::hash(
                    groups
                        .into_values()
                        .map(|(keys, values)| (Value::array(keys), Value::array(values)))
                        .collect(),
                )
            }
            other => other.unwrap_or(Value::Undef),
        })
    }

    /// `sort` with a block: the block compares two values (-1, 0, 1).
    pub(super) fn sort_with(
        &mut self,
        args: Vec<Value>,
        lambda: &Arc<Lambda>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let items: Vec<Value> = match args.first() {
            Some(Value::Array(a)) => a.as_ref().clone(),
            Some(Value::Str(s)) => s.chars().map(|c| Value::str(c.to_string())).collect(),
            other => {
                let message = super::library::sort_rejects(other.unwrap_or(&Value::Undef));
                let what = &site.what;
                return Err(self.error(
                    site.span,
                    format!("Evaluation Error: Error while evaluating a {what}, {message}"),
                ));
            }
        };
        // Insertion sort: stable, and each comparison may fail.
        let mut sorted: Vec<Value> = Vec::with_capacity(items.len());
        for item in items {
            let mut at = sorted.len();
            while at > 0 {
                let order = self.call_lambda(
                    lambda,
                    vec![sorted[at - 1].clone(), item.clone()],
                    scope,
                    site,
                )?;
                let after = match order {
                    Value::Int(i) => i > 0,
                    Value::Float(f) => f > 0.0,
                    other => {
                        // Ruby compares the block's answer with 0; with no
                        // answer, it names the two items compared.
                        let class = super::types::ruby_class;
                        let (class, with) = match other {
                            Value::Undef => {
                                let second = match &item {
                                    Value::Int(_) | Value::Bool(_) | Value::Undef => {
                                        super::builtins::ruby_inspect(&item)
                                    }
                                    v => class(v),
                                };
                                (class(&sorted[at - 1]), second)
                            }
                            other => (class(&other), "0".to_string()),
                        };
                        return Err(self.error(
                            site.span,
                            format!(
                                "Evaluation Error: Error while evaluating a {}, comparison of {class} with {with} failed",
                                site.what
                            ),
                        ));
                    }
                };
                if !after {
                    break;
                }
                at -= 1;
            }
            sorted.insert(at, item);
        }
        Ok(Value::array(sorted))
    }

    /// Calls a lambda (or a Puppet function body) with positional args.
    /// `site` says how Puppet words errors about its parameters.
    pub(super) fn call_lambda(
        &mut self,
        lambda: &Lambda,
        args: Vec<Value>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        if crate::interrupt::requested() {
            return Err(self.error(site.span, "Interrupted"));
        }
        let resources = self.catalog.resources.len();
        let local = self.local_scope(scope);
        let result = self.call_lambda_in(lambda, args, local, site);
        self.release_scope(local, resources);
        result
    }

    /// Forgets the local scope of a finished call when nothing can refer
    /// to it any more (no scope or resource was made during the call), so
    /// a loop of ten million calls runs in constant memory.
    pub(super) fn release_scope(&mut self, local: ScopeId, resources: usize) {
        if self.scopes.len() == local + 1
            && self.catalog.resources.len() == resources
            && self
                .pending_params
                .as_ref()
                .is_none_or(|p| p.scope != local)
        {
            self.scopes.pop();
        }
    }

    /// A block's or function's parameters as Puppet shows a signature:
    /// `Array[String] a, Any b?`.
    fn lambda_signature(&mut self, lambda: &Lambda, scope: ScopeId) -> String {
        let mut shown = Vec::new();
        for p in &lambda.params {
            let t = match &p.type_expr {
                Some(t) => match self.eval(t, scope) {
                    Ok(Value::Type(t)) => t.to_string(),
                    _ => "Any".to_string(),
                },
                None => "Any".to_string(),
            };
            let rest = if p.captures_rest { "*" } else { "" };
            let optional = if p.default.is_some() { "?" } else { "" };
            shown.push(format!("{t} {rest}{}{optional}", p.name));
        }
        shown.join(", ")
    }

    fn call_lambda_in(
        &mut self,
        lambda: &Lambda,
        args: Vec<Value>,
        local: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        let fail = |this: &Self, msg: String| {
            this.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, {} {msg}",
                    site.what, site.subject
                ),
            )
        };
        if let Some(p) = lambda
            .params
            .iter()
            .skip_while(|p| p.default.is_none() && !p.captures_rest)
            .find(|p| p.default.is_none() && !p.captures_rest)
        {
            return Err(self.error(
                p.span,
                format!("Evaluation Error: Parameter ${} is required but appears after optional parameters", p.name),
            ));
        }
        for (i, p) in lambda.params.iter().enumerate() {
            let value = if p.captures_rest {
                // Puppet's closure: the arguments from the last parameter's
                // position on (wherever the rest parameter stands); its
                // default when nothing is left for it, or only one undef.
                let from = if i < args.len() {
                    lambda.params.len() - 1
                } else {
                    args.len()
                };
                let rest: Vec<Value> = args.iter().skip(from).cloned().collect();
                let unset = i >= args.len() || (rest.len() == 1 && matches!(args[i], Value::Undef));
                match &p.default {
                    Some(d) if unset => match self.eval(d, local)? {
                        array @ Value::Array(_) => array,
                        other => Value::array(vec![other]),
                    },
                    _ => Value::array(rest),
                }
            } else {
                match args.get(i) {
                    Some(v) => v.clone(),
                    None => match &p.default {
                        Some(d) => self.eval(d, local)?,
                        // Puppet's closure refuses the call at the parameter.
                        None => {
                            return Err(self.error(
                                p.span,
                                format!(
                                    "Evaluation Error: Parameter ${} is required but no value was given",
                                    p.name
                                ),
                            ));
                        }
                    },
                }
            };
            if let Some(t) = &p.type_expr
                && let Value::Type(t) = self.eval(t, local)?
            {
                // A rest parameter's type is each captured value's
                // (its element type when given as an array's).
                let t = match (p.captures_rest, t.as_ref()) {
                    (true, PType::Array(elem, _, _)) => std::rc::Rc::new((**elem).clone()),
                    _ => t,
                };
                let checked = match (&value, p.captures_rest) {
                    (Value::Array(items), true) => items.as_ref().clone(),
                    _ => vec![value.clone()],
                };
                for v in &checked {
                    if !self.instance_of(&t, v) {
                        // Puppet's describer has no size check for a
                        // `Collection`: wrong only in size, the value is
                        // refused with the signature alone.
                        let sizes_only = super::mismatch::without_collection_sizes(&t);
                        let reasons = match self.instance_of(&sizes_only, v) {
                            true => Vec::new(),
                            false => {
                                super::mismatch::merged_reasons(self.describe_mismatches(&t, v))
                            }
                        };
                        if let [why] = reasons.as_slice() {
                            return Err(fail(self, format!("parameter '{}' {why}", p.name)));
                        }
                        // Several reasons: Puppet shows the signature,
                        // then each reason.
                        let signature = self.lambda_signature(lambda, local);
                        let rejected: Vec<String> = reasons
                            .iter()
                            .map(|why| format!("\n  rejected: parameter '{}' {why}", p.name))
                            .collect();
                        return Err(self.error(
                                site.span,
                                format!(
                                    "Evaluation Error: Error while evaluating a {}, {} expects ({signature}){}",
                                    site.what,
                                    site.subject,
                                    rejected.concat()
                                ),
                            ));
                    }
                }
            }
            self.scopes[local].vars.insert(p.name.clone(), value);
        }
        let result = self.block(&lambda.body, local);
        // `next` ends this call with a value; `return` ends a Puppet
        // function; `break` ends the iteration (handled by the caller).
        match (result, self.control.take()) {
            (Err(_), Some(Control::Next(value))) => Ok(value),
            (Err(_), Some(Control::Return(value))) if site.subject != "block" => Ok(value),
            (result, control) => {
                self.control = control;
                result
            }
        }
    }
}

/// The number of arguments a block takes: its required parameters, and
/// at most all of them (no bound with a captures-rest parameter).
pub(super) fn lambda_arity(lambda: &Lambda) -> (usize, Option<usize>) {
    let required = lambda
        .params
        .iter()
        .take_while(|p| p.default.is_none() && !p.captures_rest)
        .count();
    let most = if lambda.params.iter().any(|p| p.captures_rest) {
        None
    } else {
        Some(lambda.params.len())
    };
    (required, most)
}

/// Whether a block can be called with `n` arguments.
pub(super) fn lambda_accepts(lambda: &Lambda, n: usize) -> bool {
    let (min, max) = lambda_arity(lambda);
    n >= min && max.is_none_or(|m| n <= m)
}

/// The bounds of an `Integer[lo, hi]` type with both ends given, which
/// iterates like the array of its values.
pub(super) fn iterable_range(t: &PType) -> Option<(i64, i64)> {
    match t {
        PType::Integer(lo, hi) if *lo > i64::MIN && *hi < i64::MAX => Some((*lo, *hi)),
        _ => None,
    }
}
