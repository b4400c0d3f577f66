//! stdlib's array and hash functions (`pick`, `concat`, `deep_merge`,
//! `delete`, `member`, `zip`...) and `stdlib::merge`, whose block form
//! needs the compiler. Equality is Ruby's `==` (`1 == 1.0`), as the Ruby
//! code compares with it.

use super::Ctx;
use crate::catalog::{Map, Value};
use crate::eval::builtins::{ruby_class, ruby_to_s};
use crate::eval::{Compiler, Eval};

/// The collection function `name`, if it is one of these.
pub(super) fn call(name: &str, args: &[Value]) -> Option<Result<Value, String>> {
    Some(match name {
        "pick" => {
            let found = args.iter().find(|a| !is_blank(a));
            match found {
                Some(v) if !ruby_to_s(v).is_empty() => Ok(v.clone()),
                _ => Err("pick(): must receive at least one non empty value".into()),
            }
        }
        "pick_default" => match args.split_last() {
            None => Err("Must receive at least one argument.".into()),
            Some((default, rest)) => Ok(rest
                .iter()
                .find(|a| !is_blank(a))
                .unwrap_or(default)
                .clone()),
        },
        "any2array" => Ok(match args {
            [] => Value::array(vec![]),
            [Value::Array(_)] => args[0].clone(),
            [Value::Str(s)] if s.is_empty() => Value::array(vec![]),
            [Value::Hash(map)] => Value::array(
                map.iter()
                    .flat_map(|(k, v)| [k.clone(), v.clone()])
                    .collect(),
            ),
            _ => Value::array(args.to_vec()),
        }),
        "concat" => {
            if args.len() < 2 {
                return Some(Err(format!(
                    "concat(): Wrong number of arguments given ({} for < 2)",
                    args.len()
                )));
            }
            let Value::Array(first) = &args[0] else {
                return Some(Err("concat(): Requires array to work with".into()));
            };
            let mut out = first.as_ref().clone();
            for a in &args[1..] {
                match a {
                    Value::Array(items) => out.extend(items.iter().cloned()),
                    other => out.push(other.clone()),
                }
            }
            Ok(Value::array(out))
        }
        "deep_merge" => {
            if args.len() < 2 {
                return Some(Err(format!(
                    "deep_merge(): wrong number of arguments ({}; must be at least 2)",
                    args.len()
                )));
            }
            let mut result = Map::default();
            for a in args {
                match a {
                    Value::Str(s) if s.is_empty() => {}
                    Value::Hash(h) => deep_merge_into(&mut result, h),
                    other => {
                        return Some(Err(format!(
                            "deep_merge: unexpected argument type {}, only expects hash arguments",
                            ruby_class(other)
                        )));
                    }
                }
            }
            Ok(Value::hash(result))
        }
        "delete" => delete(args),
        "delete_at" => delete_at(args),
        "delete_undef_values" => match args.first() {
            None => Err("delete_undef_values(): Wrong number of arguments given (0)".into()),
            Some(Value::Array(items)) => Ok(Value::array(
                items.iter().filter(|v| !v.is_undef()).cloned().collect(),
            )),
            Some(Value::Hash(map)) => Ok(Value::hash(
                map.iter()
                    .filter(|(_, v)| !v.is_undef())
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            )),
            Some(other) => Err(format!(
                "delete_undef_values(): expected an array or hash, got {} type  {} ",
                ruby_to_s(other),
                ruby_class(other)
            )),
        },
        "member" => member(args),
        "zip" => {
            if args.len() < 2 {
                return Some(Err(format!(
                    "zip(): Wrong number of arguments given ({} for 2)",
                    args.len()
                )));
            }
            let (Value::Array(a), Value::Array(b)) = (&args[0], &args[1]) else {
                return Some(Err("zip(): Requires array to work with".into()));
            };
            let flatten = match args.get(2) {
                None | Some(Value::Undef) | Some(Value::Bool(false)) => false,
                Some(Value::Str(s)) => matches!(s.as_ref(), "1" | "t" | "y" | "true" | "yes"),
                Some(v) => v.truthy(),
            };
            let pairs = a
                .iter()
                .enumerate()
                .map(|(i, x)| [x.clone(), b.get(i).cloned().unwrap_or(Value::Undef)]);
            Ok(Value::array(if flatten {
                crate::eval::types::flatten(&pairs.flatten().collect::<Vec<_>>())
            } else {
                pairs.map(|p| Value::array(p.to_vec())).collect()
            }))
        }
        "stdlib::nested_values" => {
            let mut out = Vec::new();
            nested_values(args.first().unwrap_or(&Value::Undef), &mut out);
            Ok(Value::array(out))
        }
        _ => return None,
    })
}

/// What `pick` skips: undef and the empty string.
fn is_blank(v: &Value) -> bool {
    matches!(v, Value::Undef) || v.as_str() == Some("")
}

/// Ruby's `hash1.merge(hash2)`, merging hashes found under the same key.
pub(super) fn deep_merge_into(into: &mut Map<Value, Value>, from: &Map<Value, Value>) {
    for (k, v) in from {
        match (into.get_mut(k), v) {
            (Some(Value::Hash(old)), Value::Hash(new)) => {
                let mut merged = old.as_ref().clone();
                deep_merge_into(&mut merged, new);
                *old = std::rc::Rc::new(merged);
            }
            _ => {
                into.insert(k.clone(), v.clone());
            }
        }
    }
}

fn delete(args: &[Value]) -> Result<Value, String> {
    if args.len() != 2 {
        return Err(format!(
            "delete(): Wrong number of arguments given {} for 2",
            args.len()
        ));
    }
    // Ruby's `Array(x)`: nil is none, a hash its pairs.
    let items: Vec<Value> = match &args[1] {
        Value::Undef => vec![],
        Value::Array(a) => a.as_ref().clone(),
        Value::Hash(h) => h
            .iter()
            .map(|(k, v)| Value::array(vec![k.clone(), v.clone()]))
            .collect(),
        other => vec![other.clone()],
    };
    let mut collection = args[0].clone();
    for item in &items {
        collection = match &collection {
            Value::Array(a) => {
                Value::array(a.iter().filter(|v| !v.ruby_eq(item)).cloned().collect())
            }
            Value::Hash(h) => {
                let mut h = h.as_ref().clone();
                h.shift_remove(item);
                Value::hash(h)
            }
            Value::Str(s) => {
                let Value::Str(pattern) = item else {
                    return Err(format!(
                        "wrong argument type {} (expected Regexp)",
                        ruby_class(item)
                    ));
                };
                Value::str(if pattern.is_empty() {
                    s.to_string()
                } else {
                    s.replace(pattern.as_ref(), "")
                })
            }
            other => {
                return Err(format!(
                    "delete(): First argument must be an Array, String, or Hash. Given an argument of class {}.",
                    ruby_class(other)
                ));
            }
        };
    }
    Ok(collection)
}

fn delete_at(args: &[Value]) -> Result<Value, String> {
    if args.len() < 2 {
        return Err(format!(
            "delete_at(): Wrong number of arguments given ({} for 2)",
            args.len()
        ));
    }
    let Value::Array(items) = &args[0] else {
        return Err("delete_at(): Requires array to work with".into());
    };
    let index = match &args[1] {
        Value::Str(s) if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) => {
            return Err("delete_at(): You must provide non-negative numeric index".into());
        }
        Value::Str(s) => s.parse::<i64>().unwrap_or(i64::MAX),
        Value::Int(i) => *i,
        Value::Float(f) => *f as i64,
        other => {
            return Err(format!("undefined method `to_i' for {}", ruby_class(other)));
        }
    };
    if index > items.len() as i64 - 1 {
        return Err("delete_at(): Given index exceeds size of array given".into());
    }
    let mut out = items.as_ref().clone();
    let at = if index < 0 {
        index + out.len() as i64
    } else {
        index
    };
    if (0..out.len() as i64).contains(&at) {
        out.remove(at as usize);
    }
    Ok(Value::array(out))
}

fn member(args: &[Value]) -> Result<Value, String> {
    if args.len() < 2 {
        return Err(format!(
            "member(): Wrong number of arguments given ({} for 2)",
            args.len()
        ));
    }
    let Value::Array(array) = &args[0] else {
        return Err("member(): Requires array to work with".into());
    };
    let items = match &args[1] {
        Value::Str(_) | Value::Int(_) => vec![args[1].clone()],
        Value::Array(a) => a.as_ref().clone(),
        _ => return Err("member(): Item to search for must be a string, fixnum, or array".into()),
    };
    if items.is_empty() || args[1].as_str() == Some("") {
        return Err("member(): You must provide item to search for within array given".into());
    }
    Ok(Value::Bool(
        items.iter().all(|i| array.iter().any(|a| a.ruby_eq(i))),
    ))
}

fn nested_values(v: &Value, out: &mut Vec<Value>) {
    if let Value::Hash(h) = v {
        for value in h.values() {
            match value {
                Value::Hash(_) => nested_values(value, out),
                other => out.push(other.clone()),
            }
        }
    }
}

impl Compiler {
    /// `stdlib::merge`: hashes merged left to right (undef and `''`
    /// skipped), or with a block, the hashes it returns for each entry.
    pub(super) fn merge(&mut self, args: &[Value], ctx: &Ctx) -> Eval<Value> {
        let mut merged = Map::default();
        let Some(lambda) = ctx.lambda else {
            for a in args {
                if let Value::Hash(h) = a {
                    merged.extend(h.iter().map(|(k, v)| (k.clone(), v.clone())));
                }
            }
            return Ok(Value::hash(merged));
        };
        let entries: Vec<Vec<Value>> = match args.first() {
            Some(Value::Hash(h)) => h.iter().map(|(k, v)| vec![k.clone(), v.clone()]).collect(),
            Some(Value::Array(a)) => a
                .iter()
                .enumerate()
                .map(|(i, v)| vec![Value::Int(i as i64), v.clone()])
                .collect(),
            _ => vec![],
        };
        let two = lambda.params.len() == 2;
        for entry in entries {
            let mut call = vec![Value::hash(merged.clone())];
            if two {
                // Two parameters: the entry as one value.
                let is_hash = matches!(args.first(), Some(Value::Hash(_)));
                call.push(if is_hash {
                    Value::array(entry)
                } else {
                    entry[1].clone()
                });
            } else {
                call.extend(entry);
            }
            if let Value::Hash(r) = self.call_lambda(lambda, call, ctx.scope, ctx.site)? {
                merged.extend(r.iter().map(|(k, v)| (k.clone(), v.clone())));
            }
        }
        Ok(Value::hash(merged))
    }
}
