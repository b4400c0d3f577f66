//! Recursive type aliases. Puppet refuses an alias that reaches no real
//! type through its variants and aliases (`type A = Variant[A]`, `type A
//! = B` with `type B = A`): "Type alias 'A' cannot be resolved to a real
//! type". A legal recursive alias (`type M = Variant[Integer, M]`) is
//! checked with a guard: asking again whether the same value is an
//! instance of the same alias, while that question is open, answers no.

use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;

use crate::catalog::{PType, Value};

/// Whether the alias `name`, defined as `t`, reaches a type other than
/// an alias or a variant. `resolved` holds aliases already resolved; a
/// reference to one still being resolved (further out) is assumed real:
/// the outermost alias's own check decides.
pub(in crate::eval) fn reaches_real_type(
    name: &str,
    t: &PType,
    resolved: &HashMap<String, PType>,
) -> bool {
    let mut seen = vec![name.to_string()];
    real(t, resolved, &mut seen)
}

fn real(t: &PType, resolved: &HashMap<String, PType>, seen: &mut Vec<String>) -> bool {
    match t {
        PType::Alias(n, inner) => {
            if seen.contains(n) {
                return false;
            }
            seen.push(n.clone());
            real(inner, resolved, seen)
        }
        PType::AliasRef(n) => {
            if seen.contains(n) {
                return false;
            }
            match resolved.get(n) {
                Some(t) => {
                    seen.push(n.clone());
                    real(t, resolved, seen)
                }
                None => true,
            }
        }
        PType::Variant(ts) => ts.iter().any(|t| real(t, resolved, seen)),
        _ => true,
    }
}

/// Puppet's message for an alias that reaches no real type.
pub(in crate::eval) fn unresolvable(name: &str) -> String {
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
pub(in crate::eval) fn guarded(name: &str, value: &Value, check: impl FnOnce() -> bool) -> bool {
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
