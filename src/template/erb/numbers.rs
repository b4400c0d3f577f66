//! Integers and floats: Ruby's arithmetic (division and modulo round
//! toward negative infinity, integers grow past 64 bits up to a limit,
//! `**` of a negative integer would be a Rational and is refused),
//! comparisons, rounding and iteration (`times`, `upto`, `step`).

use super::ast::BlockArg;
use super::interp::{Interp, R};
use super::methods::{arg, conv_name};
use super::value::{RV, float_to_s};

impl Interp<'_> {
    pub(super) fn numeric(
        &mut self,
        recv: &RV,
        name: &str,
        args: &[RV],
        block: Option<&BlockArg>,
    ) -> R<RV> {
        let other = arg(args, 0);
        if let (RV::Int(a), "times" | "upto" | "downto" | "step") = (recv, name) {
            let (from, to, step) = match name {
                "times" => (0, a.saturating_sub(1), 1),
                "upto" => (*a, self.int_arg(args, 0)?, 1),
                "downto" => (*a, self.int_arg(args, 0)?, -1),
                _ => (
                    *a,
                    self.int_arg(args, 0)?,
                    if args.len() > 1 {
                        self.int_arg(args, 1)?
                    } else {
                        1
                    },
                ),
            };
            if step == 0 {
                return Err(self.ruby_err("step can't be 0"));
            }
            let Some(b) = block else {
                // `3.times.map { }`: an enumerator of the counts.
                let count = to.checked_sub(from).and_then(|d| d.checked_div(step));
                if count.is_none_or(|n| n > 10_000_000) {
                    return Err(self.unsupported("range too large to enumerate in a template"));
                }
                let mut items = Vec::new();
                let mut i = from;
                while if step > 0 { i <= to } else { i >= to } {
                    items.push(RV::Int(i));
                    // (Stepping past Integer::MAX ends the walk.)
                    let Some(next) = i.checked_add(step) else {
                        break;
                    };
                    i = next;
                }
                return Ok(RV::Enumerator(
                    std::rc::Rc::new(items),
                    std::rc::Rc::from("each"),
                ));
            };
            let mut i = from;
            while if step > 0 { i <= to } else { i >= to } {
                self.yield_block(b, vec![RV::Int(i)])?;
                let Some(next) = i.checked_add(step) else {
                    break;
                };
                i = next;
            }
            return Ok(recv.clone());
        }
        match (recv, name, &other) {
            (
                RV::Int(a),
                "+" | "-" | "*" | "/" | "%" | "**" | "divmod" | "remainder" | "&" | "|" | "^"
                | "<<" | ">>",
                RV::Int(b),
            ) => self.int_op(*a, name, *b),
            (
                _,
                "+" | "-" | "*" | "/" | "%" | "**" | "fdiv" | "divmod" | "remainder",
                RV::Int(_) | RV::Float(_),
            ) => {
                let (a, b) = (as_f(recv), as_f(&other));
                Ok(match name {
                    "+" => RV::Float(a + b),
                    "-" => RV::Float(a - b),
                    "*" => RV::Float(a * b),
                    "/" | "fdiv" => RV::Float(a / b),
                    "%" => RV::Float(a - b * (a / b).floor()),
                    "remainder" => RV::Float(a % b),
                    "divmod" => RV::array(vec![
                        RV::Float((a / b).floor()),
                        RV::Float(a - b * (a / b).floor()),
                    ]),
                    _ => RV::Float(a.powf(b)),
                })
            }
            (_, "+" | "-" | "*" | "/" | "%" | "**", _) => Err(self.ruby_err(format!(
                "{} can't be coerced into {}",
                conv_name(&other),
                recv.class_name()
            ))),
            (_, "<" | "<=" | ">" | ">=", _) => match recv.compare(&other) {
                Some(o) => Ok(RV::Bool(match name {
                    "<" => o.is_lt(),
                    "<=" => o.is_le(),
                    ">" => o.is_gt(),
                    _ => o.is_ge(),
                })),
                None => Err(self.ruby_err(format!(
                    "comparison of {} with {} failed",
                    recv.class_name(),
                    other.inspect()
                ))),
            },
            (_, "<=>", _) => Ok(recv.compare(&other).map_or(RV::Nil, |o| RV::Int(o as i128))),
            (_, "between?", _) => {
                let lo = recv.compare(&arg(args, 0)).is_some_and(|o| o.is_ge());
                let hi = recv.compare(&arg(args, 1)).is_some_and(|o| o.is_le());
                Ok(RV::Bool(lo && hi))
            }
            (_, "clamp", _) => {
                let (lo, hi) = (arg(args, 0), arg(args, 1));
                Ok(if recv.compare(&lo).is_some_and(|o| o.is_lt()) {
                    lo
                } else if recv.compare(&hi).is_some_and(|o| o.is_gt()) {
                    hi
                } else {
                    recv.clone()
                })
            }
            (RV::Int(a), _, _) => self.int_method(*a, name, args),
            (RV::Float(f), _, _) => self.float_method(*f, name, args),
            _ => Err(self.no_method(recv, name)),
        }
    }

    fn int_op(&mut self, a: i128, op: &str, b: i128) -> R<RV> {
        let overflow = || self.unsupported("integer result too large for templates");
        if matches!(op, "/" | "%" | "divmod") && b == 0 {
            return Err(self.ruby_err("divided by 0"));
        }
        // (Integer::MIN / -1 is the one quotient past i128.)
        let floor_div = |a: i128, b: i128| {
            let q = a.checked_div(b)?;
            Some(if (a % b != 0) && ((a < 0) != (b < 0)) {
                q - 1
            } else {
                q
            })
        };
        // (Anything modulo -1 is 0, Integer::MIN included.)
        let modulo = |a: i128, b: i128| match b {
            -1 => Some(0),
            _ => a.checked_sub(b.checked_mul(floor_div(a, b)?)?),
        };
        Ok(RV::Int(match op {
            "+" => a.checked_add(b).ok_or_else(overflow)?,
            "-" => a.checked_sub(b).ok_or_else(overflow)?,
            "*" => a.checked_mul(b).ok_or_else(overflow)?,
            "/" => floor_div(a, b).ok_or_else(overflow)?,
            "%" => modulo(a, b).ok_or_else(overflow)?,
            "divmod" => {
                let (q, m) = floor_div(a, b).zip(modulo(a, b)).ok_or_else(overflow)?;
                return Ok(RV::array(vec![RV::Int(q), RV::Int(m)]));
            }
            "remainder" if b == -1 => 0,
            "remainder" => a.checked_rem(b).ok_or_else(overflow)?,
            "**" => {
                if b < 0 {
                    return Err(self.unsupported(
                        "Integer ** negative Integer (a Rational) is not supported in templates",
                    ));
                }
                a.checked_pow(u32::try_from(b).map_err(|_| overflow())?)
                    .ok_or_else(overflow)?
            }
            "&" => a & b,
            "|" => a | b,
            "^" => a ^ b,
            // Ruby shifts the other way by a negative count; right by
            // more bits than there are gives 0 or -1.
            _ => {
                let left = if op == "<<" { Some(b) } else { b.checked_neg() };
                match left {
                    Some(left) if left >= 0 => a
                        .checked_shl(u32::try_from(left).map_err(|_| overflow())?)
                        .filter(|r| r >> left == a)
                        .ok_or_else(overflow)?,
                    Some(left) => a >> left.unsigned_abs().min(127),
                    // `>> Integer::MIN`: a left shift past any size.
                    None => return Err(overflow()),
                }
            }
        }))
    }

    fn int_method(&mut self, a: i128, name: &str, args: &[RV]) -> R<RV> {
        Ok(match name {
            "-@" => RV::Int(
                a.checked_neg()
                    .ok_or_else(|| self.unsupported("integer result too large for templates"))?,
            ),
            "~" => RV::Int(!a),
            "abs" | "magnitude" => RV::Int(
                a.checked_abs()
                    .ok_or_else(|| self.unsupported("integer result too large for templates"))?,
            ),
            "to_i" | "to_int" | "floor" | "ceil" | "truncate" | "ord" if args.is_empty() => {
                RV::Int(a)
            }
            "round" if args.is_empty() => RV::Int(a),
            // To a multiple of 10^-digits, half away from zero: 0 when
            // that is past the integer's magnitude.
            "round" => {
                let digits = self.int_arg(args, 0)?;
                if digits >= 0 {
                    RV::Int(a)
                } else {
                    match 10i128.checked_pow(digits.unsigned_abs().min(u32::MAX as u128) as u32) {
                        Some(p) => {
                            let half = p / 2;
                            let away = if a < 0 {
                                a.saturating_sub(half)
                            } else {
                                a.saturating_add(half)
                            };
                            RV::Int(away / p * p)
                        }
                        None => RV::Int(0),
                    }
                }
            }
            "to_f" => RV::Float(a as f64),
            "to_s" => {
                let base = self.int_arg(args, 0)?;
                if !(2..=36).contains(&base) {
                    return Err(self.ruby_err(format!("invalid radix {base}")));
                }
                RV::str(to_radix(a, base as u32))
            }
            "even?" => RV::Bool(a % 2 == 0),
            "odd?" => RV::Bool(a % 2 != 0),
            "zero?" => RV::Bool(a == 0),
            "positive?" => RV::Bool(a > 0),
            "negative?" => RV::Bool(a < 0),
            "integer?" => RV::Bool(true),
            "finite?" => RV::Bool(true),
            "succ" | "next" | "pred" => RV::Int(
                a.checked_add(if name == "pred" { -1 } else { 1 })
                    .ok_or_else(|| self.unsupported("integer result too large for templates"))?,
            ),
            "chr" if (0..128).contains(&a) => RV::str((a as u8 as char).to_string()),
            "fdiv" => RV::Float(a as f64 / as_f(&arg(args, 0))),
            "size" => RV::Int(8),
            _ => return Err(self.no_method(&RV::Int(a), name)),
        })
    }

    fn float_method(&mut self, f: f64, name: &str, args: &[RV]) -> R<RV> {
        let to_int = |this: &Self, v: f64| {
            if v.is_finite() {
                Ok(RV::Int(v as i128))
            } else {
                Err(this.ruby_err(format!("{} out of range of integer", float_to_s(v))))
            }
        };
        Ok(match name {
            "-@" => RV::Float(-f),
            "abs" | "magnitude" => RV::Float(f.abs()),
            "to_f" => RV::Float(f),
            "to_i" | "to_int" | "truncate" => to_int(self, f.trunc())?,
            "floor" if args.is_empty() => to_int(self, f.floor())?,
            "ceil" if args.is_empty() => to_int(self, f.ceil())?,
            "round" if args.is_empty() => to_int(self, f.round())?,
            "round" => {
                let digits = self.int_arg(args, 0)?;
                // Past a double's digits Ruby returns the float itself
                // (and 0 for a negative count past its magnitude).
                if digits > 400 {
                    return Ok(RV::Float(f));
                }
                if digits < -308 {
                    return Ok(RV::Int(0));
                }
                if digits <= 0 {
                    let p = 10f64.powi((-digits) as i32);
                    return to_int(self, (f / p).round() * p);
                }
                // Ruby rounds the decimal text, not the binary value.
                let s = format!("{:.*}", digits as usize, f);
                let r: f64 = s.parse().unwrap_or(f);
                let check = format!("{:.*}", digits as usize + 1, f);
                if check.ends_with('5') && !s.is_empty() {
                    let p = 10f64.powi(digits as i32);
                    RV::Float((f * p).round() / p)
                } else {
                    RV::Float(r)
                }
            }
            "nan?" => RV::Bool(f.is_nan()),
            "infinite?" => {
                if f.is_infinite() {
                    RV::Int(if f > 0.0 { 1 } else { -1 })
                } else {
                    RV::Nil
                }
            }
            "finite?" => RV::Bool(f.is_finite()),
            "zero?" => RV::Bool(f == 0.0),
            "positive?" => RV::Bool(f > 0.0),
            "negative?" => RV::Bool(f < 0.0),
            "integer?" => RV::Bool(false),
            _ => return Err(self.no_method(&RV::Float(f), name)),
        })
    }
}

fn as_f(v: &RV) -> f64 {
    match v {
        RV::Int(i) => *i as f64,
        RV::Float(f) => *f,
        _ => 0.0,
    }
}

fn to_radix(mut a: i128, base: u32) -> String {
    if a == 0 {
        return "0".into();
    }
    let neg = a < 0;
    let mut digits = Vec::new();
    while a != 0 {
        let d = (a % base as i128).unsigned_abs() as u32;
        digits.push(std::char::from_digit(d, base).unwrap());
        a /= base as i128;
    }
    if neg {
        digits.push('-');
    }
    digits.iter().rev().collect()
}

/// `Integer("42")`: Ruby's strict parse (underscores, radix prefixes).
pub(super) fn parse_int_strict(s: &str) -> Option<i128> {
    let t = s.trim().replace('_', "");
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, t.trim_start_matches('+').to_string()),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()?
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        i128::from_str_radix(b, 2).ok()?
    } else if let Some(o) = t
        .strip_prefix("0o")
        .or_else(|| t.strip_prefix('0').filter(|r| !r.is_empty()))
    {
        i128::from_str_radix(o, 8).ok()?
    } else {
        t.parse().ok()?
    };
    Some(if neg { -v } else { v })
}
