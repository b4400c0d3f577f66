//! Arithmetic's operands: how a string is read as a number (Puppet's
//! NUMERIC_COERCION, an error under `strict = error`) and what a
//! timestamp or timespan does with a number; integer arithmetic's Ruby
//! corners (division, shifts, overflow's digits).

use super::expr::{op_text, to_number};
use super::{Compiler, Eval};
use crate::catalog::Value;
use crate::catalog::settings::Strict;
use crate::syntax::Span;
use crate::syntax::ast::BinaryOp;
use crate::syntax::validate::a_an;

impl Compiler {
    /// An arithmetic operand as a number: a number or time as it is, a
    /// numeric string read (an error under `strict = error`), anything
    /// else refused.
    pub(super) fn coerce_operand(&self, v: &Value, at: Span) -> Eval<Value> {
        match v {
            Value::Int(_) | Value::Float(_) | Value::Timestamp(_) | Value::Timespan(_) => {
                Ok(v.clone())
            }
            _ => match to_number(v) {
                Some(n) => {
                    self.numeric_coercion(v, &n, at)?;
                    Ok(n)
                }
                None => Err(self.error(
                    at,
                    format!(
                        "Evaluation Error: The value '{}' cannot be converted to Numeric.",
                        super::builtins::ruby_to_s(v)
                    ),
                )),
            },
        }
    }

    /// Arithmetic with a timestamp or timespan: a number on the left takes
    /// `+` (and `*` a timespan) as the time would, and subtracts a
    /// timespan as seconds; what the time does not do is refused.
    pub(super) fn time_operation(
        &self,
        op: BinaryOp,
        a: Value,
        b: Value,
        left: Span,
    ) -> Eval<Value> {
        use BinaryOp::*;
        let symbol = op_text(op);
        let label = |v: &Value| a_an(&v.type_label());
        let (a, b) = match (&a, &b) {
            (Value::Timestamp(_) | Value::Timespan(_), _) => (a, b),
            (_, Value::Timespan(_)) if matches!(op, Add | Mul) => (b, a),
            (_, Value::Timestamp(_)) if op == Add => (b, a),
            (_, Value::Timespan(_)) if op == Sub => {
                let seconds = match a {
                    Value::Int(i) => i as f64,
                    Value::Float(f) => f,
                    _ => 0.0,
                };
                (Value::Timespan((seconds * 1e9) as i128), b)
            }
            _ => {
                let message = format!(
                    "Evaluation Error: Operator '{symbol}' is not applicable to {} when right side is {}.",
                    label(&a),
                    label(&b)
                );
                return Err(self.error(left, message));
            }
        };
        let computed = match op {
            Add | Sub | Mul | Div => {
                let symbol = symbol.chars().next().unwrap_or('+');
                super::time_values::time_arithmetic(symbol, &a, &b)
            }
            _ => None,
        };
        computed.ok_or_else(|| {
            let message = format!(
                "Evaluation Error: Operator '{symbol}' is not applicable to {}.",
                label(&a)
            );
            self.error(left, message)
        })
    }

    /// Puppet's NUMERIC_COERCION issue: a string read as a number by
    /// arithmetic, unary minus or a string's index is an error under
    /// `strict = error` (Puppet 8's default); Puppet 7 (`warning`) and
    /// `off` take the number.
    pub(super) fn numeric_coercion(&self, before: &Value, after: &Value, span: Span) -> Eval<()> {
        match before {
            Value::Str(s) if self.options.settings.strict == Strict::Error => {
                let message = format!(
                    "Evaluation Error: The string '{s}' was automatically coerced to the numerical value {after}"
                );
                Err(self.error(span, message))
            }
            _ => Ok(()),
        }
    }
}

pub(super) fn ruby_div(x: i64, y: i64) -> i64 {
    // Puppet (Ruby) integer division floors toward negative infinity.
    let q = x / y;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}

/// `x << count` as Ruby computes it, or None when the exact result is
/// outside Puppet's 64-bit integers.
pub(super) fn shift_left(x: i64, count: u64) -> Option<i64> {
    if x == 0 {
        return Some(0);
    }
    if count >= 64 {
        return None;
    }
    i64::try_from(i128::from(x) << count).ok()
}

/// The sign and hexadecimal digits of an exact result.
pub(super) fn exact_parts(exact: i128) -> (bool, String) {
    (exact < 0, format!("{:x}", exact.unsigned_abs()))
}

/// The hexadecimal digits of `magnitude << count`, however long: Ruby
/// prints the whole number in its overflow message.
pub(super) fn shifted_hex(magnitude: u64, count: u64) -> String {
    // The shift splits into whole hexadecimal zeros and 0–3 bits.
    let zeros = (count / 4) as usize;
    let head = u128::from(magnitude) << (count % 4);
    format!("{head:x}{}", "0".repeat(zeros))
}
