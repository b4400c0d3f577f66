//! Bounded value nesting. Every walk over a value (printing,
//! interpolation, comparison, hashing, type checks, conversion, catalog
//! JSON, and dropping it) recurses once per level, so a value nested
//! tens of thousands of levels deep would overflow the stack. The values
//! that can grow a level (array and hash literals, operators, function
//! and method results) are measured as they are made, and a value nested
//! more than [`MAX_VALUE_DEPTH`] levels is refused with Ruby's words,
//! "stack level too deep" (Puppet's own limit is lower: it fails to print
//! a value nested 3,000 levels).

use crate::catalog::Value;

/// The deepest nesting of arrays and hashes a value may have.
pub(in crate::eval) const MAX_VALUE_DEPTH: usize = 500;

/// Puppet's (Ruby's) message for a walk too deep for its stack.
pub(in crate::eval) const TOO_DEEP: &str = "Evaluation Error: stack level too deep";

/// Whether `value` nests arrays and hashes more than `MAX_VALUE_DEPTH`
/// levels deep. Iterative, and visits only containers below the limit.
pub(in crate::eval) fn too_deep(value: &Value) -> bool {
    let mut stack: Vec<(&Value, usize)> = vec![(value, 1)];
    while let Some((v, depth)) = stack.pop() {
        let mut children: Box<dyn Iterator<Item = &Value>> = match v {
            Value::Array(items) => Box::new(items.iter()),
            Value::Hash(map) => Box::new(map.iter().flat_map(|(k, v)| [k, v])),
            Value::Sensitive(inner) => Box::new(std::iter::once(inner.as_ref())),
            _ => continue,
        };
        if children.any(|child| {
            let container = matches!(
                child,
                Value::Array(_) | Value::Hash(_) | Value::Sensitive(_)
            );
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
}
