//! Limits that keep evaluation from crashing, hanging or growing without
//! bound, and the resolution of type names (where aliases are checked).
//!
//! Recursive type aliases. Puppet refuses an alias that reaches no real
//! type through its variants and aliases (`type A = Variant[A]`, `type A
//! = B` with `type B = A`): "Type alias 'A' cannot be resolved to a real
//! type". A legal recursive alias (`type M = Variant[Integer, M]`) is
//! checked with a guard: asking again whether the same value is an
//! instance of the same alias, while that question is open, answers no.
//!
//! Bounded value nesting. Every walk over a value (printing,
//! interpolation, comparison, hashing, type checks, conversion, catalog
//! JSON, and dropping it) recurses once per level, so a value nested
//! tens of thousands of levels deep would overflow the stack. The values
//! that can grow a level (array and hash literals, operators, function
//! and method results) are measured as they are made, and a value nested
//! more than [`MAX_VALUE_DEPTH`] levels is refused with Ruby's words,
//! "stack level too deep" (Puppet itself fails so when it prints a value
//! nested 3,000 levels).

use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;

use super::{Compiler, Eval};
use crate::catalog::value::capitalize_type_name;
use crate::catalog::{PType, Value};
use crate::syntax::Span;
use crate::syntax::ast::{Expr, ExprKind};

impl Compiler {
    /// Resolves a capitalized name to a type value: data types, resource
    /// types (built-in or defined), classes and type aliases.
    pub(super) fn resolve_type_name(&mut self, name: &str, span: Span) -> Eval<Value> {
        if let Some(t) = super::types::data_type(name) {
            return Ok(Value::ty(t));
        }
        self.autoload_type_alias(name, span)?;
        if let Some(alias) = self.type_aliases.get(name).cloned() {
            if self.resolving_aliases.iter().any(|n| n == name) {
                return Ok(Value::ty(PType::AliasRef(name.to_string())));
            }
            // Puppet resolves names inside an alias only when a check
            // reaches them: an unknown one is an error only then.
            let outer = std::mem::replace(&mut self.in_type_alias, true);
            self.resolving_aliases.push(name.to_string());
            let resolved = match super::object_types::defines_object(&alias) {
                true => self.object_alias(name, &alias, span),
                false => self.eval(&alias, 0),
            };
            self.resolving_aliases.pop();
            self.in_type_alias = outer;
            return Ok(match resolved? {
                Value::Type(t) => {
                    // `type T = Object[{...}]` made an object type named T.
                    if matches!(t.as_ref(), PType::Object(_))
                        && super::object_types::defines_object(&alias)
                    {
                        let t = t.as_ref().clone();
                        self.resolved_aliases.insert(name.to_string(), t.clone());
                        return Ok(Value::ty(t));
                    }
                    if !reaches_real_type(name, &t, &self.resolved_aliases) {
                        return Err(self.error(span, unresolvable(name)));
                    }
                    self.resolved_aliases
                        .insert(name.to_string(), t.as_ref().clone());
                    Value::ty(PType::Alias(name.to_string(), t.clone()))
                }
                other => other,
            });
        }
        // No alias of this name: one typed later must recompile.
        self.missed_types.insert(name.to_lowercase());
        let type_name = capitalize_type_name(name);
        if type_name != "Node" && !self.in_type_alias && self.type_kind(&type_name, span).is_err() {
            return Err(self.error(
                span,
                // Named as written, not capitalized.
                format!("Evaluation Error: Resource type not found: {name}"),
            ));
        }
        Ok(Value::ty(PType::Resource(Some(type_name), None)))
    }

    /// `result` of `expr`, unless `expr` could nest a value a level
    /// deeper (literals, operators, calls) and made it too deep.
    /// Also refused: a string, array or hash past the size budget of
    /// one value (each doubling is measured, so no more than twice the
    /// budget is ever asked for).
    pub(super) fn refuse_too_deep(&self, expr: &Expr, result: Eval<Value>) -> Eval<Value> {
        use crate::catalog::limits::{characters, elements};
        let too_big = match &result {
            Ok(Value::Str(s)) => characters("a string", s.len() as u128).err(),
            Ok(Value::Array(a)) => elements("an array", a.len() as u128).err(),
            Ok(Value::Hash(h)) => elements("a hash", h.len() as u128).err(),
            _ => None,
        };
        if let Some(e) = too_big {
            return Err(self.error(expr.span, format!("Evaluation Error: {e}")));
        }
        if let Ok(v @ (Value::Array(_) | Value::Hash(_))) = &result {
            let grows = matches!(
                expr.kind,
                ExprKind::Array(_)
                    | ExprKind::Hash(_)
                    | ExprKind::Call(_)
                    | ExprKind::MethodCall(..)
                    | ExprKind::Binary(..)
            );
            if grows && too_deep(v) {
                return Err(self.error(expr.span, TOO_DEEP));
            }
        }
        result
    }
}

/// Whether the alias `name`, defined as `t`, reaches a type other than
/// an alias or a variant. `resolved` holds aliases already resolved; a
/// reference to one still being resolved (further out) is assumed real:
/// the outermost alias's own check decides.
pub(super) fn reaches_real_type(name: &str, t: &PType, resolved: &HashMap<String, PType>) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    seen.insert(name.to_string());
    real(t, resolved, &mut seen)
}

fn real(
    t: &PType,
    resolved: &HashMap<String, PType>,
    seen: &mut rustc_hash::FxHashSet<String>,
) -> bool {
    // A chain of aliases (1,000 long is fine in Puppet) is followed in a
    // loop, not a recursion; only variants recurse.
    let mut t = t;
    loop {
        match t {
            PType::Alias(n, inner) => {
                if !seen.insert(n.clone()) {
                    return false;
                }
                t = inner;
            }
            PType::AliasRef(n) => {
                if seen.contains(n) {
                    return false;
                }
                match resolved.get(n) {
                    Some(next) => {
                        seen.insert(n.clone());
                        t = next;
                    }
                    None => return true,
                }
            }
            PType::Variant(ts) => {
                return stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    ts.iter().any(|t| real(t, resolved, seen))
                });
            }
            _ => return true,
        }
    }
}

/// Ruby's complaint about a `Regexp['...']` type's pattern, which Puppet
/// compiles when the type is matched against.
pub(super) fn bad_regexp_type(value: &Value) -> Option<String> {
    match value {
        Value::Type(t) => match t.as_ref() {
            PType::Regexp(Some(p)) => crate::syntax::regex::ruby_problem(p),
            _ => None,
        },
        _ => None,
    }
}

/// Puppet's message for an alias that reaches no real type.
pub(super) fn unresolvable(name: &str) -> String {
    format!(
        "Evaluation Error: Error while evaluating a Type-Name, Type alias '{name}' cannot be resolved to a real type"
    )
}

thread_local! {
    /// The (alias, value) instance questions open right now.
    static OPEN: RefCell<Vec<(String, usize)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `check` (whether `value` is an instance of alias `name`) unless
/// the same question is already open further up: then the answer is no,
/// as Puppet's recursion guard answers.
pub(super) fn guarded(name: &str, value: &Value, check: impl FnOnce() -> bool) -> bool {
    let key = (name.to_string(), value as *const Value as usize);
    let open = OPEN.with(|o| o.borrow().contains(&key));
    if open {
        return false;
    }
    OPEN.with(|o| o.borrow_mut().push(key));
    struct Close;
    impl Drop for Close {
        fn drop(&mut self) {
            OPEN.with(|o| o.borrow_mut().pop());
        }
    }
    let _close = Close;
    check()
}

/// The deepest nesting of arrays and hashes a value may have.
pub(super) const MAX_VALUE_DEPTH: usize = 500;

/// Puppet's (Ruby's) message for a walk too deep for its stack.
pub(super) const TOO_DEEP: &str = "Evaluation Error: stack level too deep";

/// Whether `value` nests arrays and hashes more than `MAX_VALUE_DEPTH`
/// levels deep. Iterative, visits only containers below the limit, and
/// each shared container (`[$m, $m]` holds `$m` twice, and sixty such
/// levels hold it 2^60 times) once per depth it is first seen deeper at.
pub(super) fn too_deep(value: &Value) -> bool {
    let mut stack: Vec<(&Value, usize)> = vec![(value, 1)];
    // A container's address -> the deepest level it was explored at.
    let mut explored: HashMap<usize, usize> = HashMap::default();
    while let Some((v, depth)) = stack.pop() {
        let (address, mut children): (usize, Box<dyn Iterator<Item = &Value>>) = match v {
            Value::Array(items) => (
                std::rc::Rc::as_ptr(items) as *const u8 as usize,
                Box::new(items.iter()),
            ),
            Value::Hash(map) => (
                std::rc::Rc::as_ptr(map) as *const u8 as usize,
                Box::new(map.iter().flat_map(|(k, v)| [k, v])),
            ),
            Value::Sensitive(inner) => (
                std::rc::Rc::as_ptr(inner) as *const u8 as usize,
                Box::new(std::iter::once(inner.as_ref())),
            ),
            _ => continue,
        };
        match explored.get(&address) {
            Some(&deepest) if deepest >= depth => continue,
            _ => explored.insert(address, depth),
        };
        if children.any(|child| {
            let container = child.is_container();
            if container && depth < MAX_VALUE_DEPTH {
                stack.push((child, depth + 1));
            }
            container && depth >= MAX_VALUE_DEPTH
        }) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(levels: usize) -> Value {
        let mut v = Value::Int(1);
        for _ in 0..levels {
            v = Value::array(vec![Value::Int(0), v]);
        }
        v
    }

    #[test]
    fn depth_is_measured_to_the_limit() {
        assert!(!too_deep(&Value::Int(1)));
        assert!(!too_deep(&nested(MAX_VALUE_DEPTH)));
        assert!(too_deep(&nested(MAX_VALUE_DEPTH + 1)));
    }

    #[test]
    fn shared_values_are_measured_once() {
        let mut v = Value::Int(1);
        for _ in 0..60 {
            v = Value::array(vec![v.clone(), v]);
        }
        assert!(!too_deep(&v));
        for _ in 0..MAX_VALUE_DEPTH {
            v = Value::array(vec![v.clone(), v]);
        }
        assert!(too_deep(&v));
    }
}
