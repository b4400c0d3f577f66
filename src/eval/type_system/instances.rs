//! `T.new(...)`, `new(T, ...)` and `T(...)` for any type: which types can
//! make instances, the option hashes of `Integer.new` and `Float.new`,
//! `Hash.new`'s tree forms, `Type.new` from a string, the result checked
//! against the (parameterized or aliased) type, and a block given it.

use std::rc::Rc;
use std::sync::Arc;

use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::{Map, PType, Value};
use crate::syntax::Span;
use crate::syntax::ast::Lambda;

/// How a call of `new` was written, for Puppet's wording of its errors.
pub(super) struct NewCall<'a> {
    /// "Method call" or "Function Call".
    pub what: &'static str,
    pub span: Span,
    pub lambda: Option<&'a Arc<Lambda>>,
    pub scope: ScopeId,
}

impl Compiler {
    /// Makes an instance of `t` from `args` as Puppet's `new` does.
    pub(super) fn new_instance(
        &mut self,
        t: &PType,
        args: Vec<Value>,
        call: &NewCall<'_>,
    ) -> Eval<Value> {
        let fail = |this: &Self, message: String| {
            this.error(
                call.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, {message}",
                    call.what
                ),
            )
        };
        let target = self.resolved_alias(t);
        // The Object type itself is an object type without a name.
        let target = match target {
            PType::Other(name, args) if name == "Object" && args.is_empty() => {
                PType::Object(Rc::new(crate::catalog::value::ObjectType::default()))
            }
            other => other,
        };
        // A single value that already is an instance is the instance (and
        // the block is not called).
        if let [only] = args.as_slice() {
            let known = !matches!(target, PType::Other(..) | PType::Any);
            if known && self.instance_of(t, only) {
                return Ok(only.clone());
            }
        }
        // `Optional[T]` and `NotUndef[T]` make what `T` makes.
        let maker = match &target {
            PType::Optional(inner) | PType::NotUndef(inner) => self.resolved_alias(inner),
            other => other.clone(),
        };
        if let PType::Object(object) = &maker {
            let value = self.new_object_value(object, args, call.what, call.span)?;
            return match call.lambda {
                Some(lambda) => {
                    let site = super::builtins::CallSite {
                        what: call.what,
                        subject: "block".to_string(),
                        span: call.span,
                    };
                    self.call_lambda(lambda, vec![value], call.scope, &site)
                }
                None => Ok(value),
            };
        }
        let value = match &maker {
            PType::Undef
            | PType::Variant(_)
            | PType::Any
            | PType::Default
            | PType::Pattern(_)
            | PType::Enum(_)
            | PType::EnumCaseless(_)
            | PType::Scalar
            | PType::Data
            | PType::Class(_)
            | PType::Resource(..)
            | PType::CatalogEntry
            | PType::Iterator(_)
            | PType::Callable => {
                let shown = match t {
                    PType::Alias(..) => target.to_string(),
                    other => other.to_string(),
                };
                return Err(fail(
                    self,
                    format!("Creation of new instance of type '{shown}' is not supported"),
                ));
            }
            PType::Type(_) if matches!(args.first(), Some(Value::Str(_))) => {
                let text = args[0].to_string();
                let parsed = self.type_from_string(&text).map_err(|m| fail(self, m))?;
                Value::Type(parsed)
            }
            _ => {
                let base = base_name(&maker);
                let args = self.new_options(&base, args, call)?;
                let args = match (base.as_str(), args) {
                    ("Hash", args) if args.len() == 2 => {
                        vec![self.tree_hash(&args).map_err(|m| fail(self, m))?]
                    }
                    (_, args) => args,
                };
                self.convert_as(&base, args, call.what, call.span)?
            }
        };
        // Types spaceship knows by name only are not checked.
        if !matches!(maker, PType::Other(..)) && !self.instance_of(t, &value) {
            let shown = match t {
                PType::Alias(name, inner) => format!("{name} = {inner}"),
                other => other.to_string(),
            };
            let lines: Vec<String> = self
                .describe_mismatches(t, &value)
                .into_iter()
                .map(|why| format!("Converted value from {shown}.new() has wrong type, {why}"))
                .collect();
            let message = match lines.as_slice() {
                [one] => one.clone(),
                _ => format!(" {}", lines.join("\n ")),
            };
            return Err(fail(self, message));
        }
        match call.lambda {
            Some(lambda) => {
                let site = super::builtins::CallSite {
                    what: call.what,
                    subject: "block".to_string(),
                    span: call.span,
                };
                self.call_lambda(lambda, vec![value], call.scope, &site)
            }
            None => Ok(value),
        }
    }

    /// `convert_to(value, type, ...)`: the type's `new` of the value and
    /// the further arguments, the block given the result.
    pub(super) fn convert_to(&mut self, args: &[Value], call: &NewCall<'_>) -> Eval<Value> {
        let target = match args.get(1) {
            Some(Value::Type(t)) => t.clone(),
            other => {
                let why = self.describe_mismatch(
                    &PType::Type(Box::new(PType::Any)),
                    other.unwrap_or(&Value::Undef),
                );
                return Err(self.error(
                    call.span,
                    format!(
                        "Evaluation Error: Error while evaluating a {}, 'convert_to' parameter 'type' {why}",
                        call.what
                    ),
                ));
            }
        };
        if let Some(lambda) = call.lambda {
            let site = super::builtins::CallSite {
                what: call.what,
                subject: "block".to_string(),
                span: call.span,
            };
            self.check_block_count("convert_to", lambda, 1, &site)?;
        }
        let mut rest = vec![args.first().cloned().unwrap_or(Value::Undef)];
        rest.extend(args.iter().skip(2).cloned());
        self.new_instance(&target, rest, call)
    }

    /// The type an alias stands for (an alias of an alias followed).
    fn resolved_alias(&self, t: &PType) -> PType {
        match t {
            PType::Alias(_, inner) => self.resolved_alias(inner),
            PType::AliasRef(name) => match self.resolved_aliases.get(name) {
                Some(inner) => self.resolved_alias(inner),
                None => t.clone(),
            },
            other => other.clone(),
        }
    }

    /// `Integer.new` and `Float.new` take their options positionally or
    /// as a hash (`{from => '-1', radix => 16, abs => true}`); the value
    /// is made absolute here and the rest passed on positionally.
    fn new_options(
        &mut self,
        base: &str,
        args: Vec<Value>,
        call: &NewCall<'_>,
    ) -> Eval<Vec<Value>> {
        if !matches!(base, "Integer" | "Float") {
            return Ok(args);
        }
        if let Some((function, arity)) = super::arity::conversion_arity(base)
            && let Some(expected) = arity.mismatch(args.len())
        {
            return Err(self.error(
                call.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, '{function}' {expected}",
                    call.what
                ),
            ));
        }
        let keys: &[&str] = if base == "Integer" {
            &["from", "radix", "abs"]
        } else {
            &["from", "abs"]
        };
        let mut args = args;
        if let [Value::Hash(options)] = args.as_slice() {
            let unknown = options
                .keys()
                .find(|k| !k.as_str().is_some_and(|k| keys.contains(&k)));
            let abs_ok = options
                .get(&Value::str("abs"))
                .is_none_or(|a| matches!(a, Value::Bool(_)));
            match unknown {
                None if base == "Integer" && !options.contains_key(&Value::str("from")) => {
                    return Err(self.error(
                        call.span,
                        format!(
                            "Evaluation Error: Error while evaluating a {}, Integer.new has wrong type, expects a value for key 'from'",
                            call.what
                        ),
                    ));
                }
                Some(key) if base == "Integer" => {
                    return Err(self.error(
                        call.span,
                        format!(
                            "Evaluation Error: Error while evaluating a {}, Integer.new has wrong type, unrecognized key '{key}'",
                            call.what
                        ),
                    ));
                }
                None if abs_ok && options.contains_key(&Value::str("from")) => {
                    let get = |k: &str| options.get(&Value::str(k)).cloned();
                    let mut positional = vec![get("from").unwrap_or(Value::Undef)];
                    if base == "Integer" {
                        positional.push(get("radix").unwrap_or(Value::Default));
                    }
                    positional.push(get("abs").unwrap_or(Value::Bool(false)));
                    args = positional;
                }
                _ => return Ok(args),
            }
        }
        let abs_at = if base == "Integer" { 2 } else { 1 };
        let abs = args.get(abs_at).is_some_and(Value::truthy);
        if args.len() > abs_at {
            args.truncate(abs_at);
        }
        if base == "Integer" && matches!(args.get(1), Some(Value::Default)) {
            args.truncate(1);
        }
        if !abs {
            return Ok(args);
        }
        let converted = self.convert_as(base, args, call.what, call.span)?;
        Ok(vec![match converted {
            Value::Int(i) => Value::Int(i.wrapping_abs()),
            Value::Float(f) => Value::Float(f.abs()),
            other => other,
        }])
    }

    /// `Hash.new(pairs, 'tree')`: each `[path, value]` sets the value at
    /// its path of keys, making the hashes on the way (an array value's
    /// elements are set by index); `'hash_tree'` makes every array a hash
    /// of its indexes. Other options are refused in Puppet's words.
    fn tree_hash(&mut self, args: &[Value]) -> Result<Value, String> {
        let option = &args[1];
        let signatures = |why: String| {
            format!(
                "The function 'new_hash' was called with arguments it does not accept. It expects one of:\n  (TreeArray = Array[Tuple[Array, Any], 1] from, NewHashOption = Enum['hash_tree', 'tree'] build_option?)\n    rejected: {why}\n  (KeyValueArray = Array[Tuple[Any, Any], 1] from)\n    rejected: expects 1 argument, got 2\n  (Any from)\n    rejected: expects 1 argument, got 2"
            )
        };
        let tree_array = PType::Array(
            Box::new(PType::Tuple(
                vec![PType::Array(Box::new(PType::Any), 0, i64::MAX), PType::Any],
                None,
            )),
            1,
            i64::MAX,
        );
        if !self.instance_of(&tree_array, &args[0]) {
            let why = self.describe_mismatch(&tree_array, &args[0]);
            return Err(signatures(format!("parameter 'from' {why}")));
        }
        if !matches!(option.as_str(), Some("tree" | "hash_tree")) {
            let got = match option {
                Value::Str(s) => format!("'{s}'"),
                other => super::mismatch::general(other),
            };
            return Err(signatures(format!(
                "parameter 'build_option' expects a match for NewHashOption = Enum['hash_tree', 'tree'], got {got}"
            )));
        }
        let all_hashes = option.as_str() == Some("hash_tree");
        let mut root = Value::hash(Map::default());
        if let Value::Array(entries) = &args[0] {
            for entry in entries.iter() {
                if let Value::Array(pair) = entry
                    && let (Some(Value::Array(path)), Some(value)) = (pair.first(), pair.get(1))
                {
                    let value = match all_hashes {
                        true => array_as_hash(value),
                        false => value.clone(),
                    };
                    root = match path.is_empty() {
                        // The root's entries merge into the result (an
                        // array's by index).
                        true => {
                            let mut map = match &root {
                                Value::Hash(h) => h.as_ref().clone(),
                                _ => Map::default(),
                            };
                            if let Value::Hash(h) = array_as_hash(&value) {
                                map.extend(h.iter().map(|(k, v)| (k.clone(), v.clone())));
                            }
                            Value::hash(map)
                        }
                        false => set_at_path(&root, path, value),
                    };
                }
            }
        }
        Ok(root)
    }
}

/// An array as a hash of its indexes, nested arrays too (`hash_tree`'s
/// values).
fn array_as_hash(value: &Value) -> Value {
    match value {
        Value::Array(items) => Value::hash(
            items
                .iter()
                .enumerate()
                .map(|(i, v)| (Value::Int(i as i64), array_as_hash(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// `container` with `value` set at `path`: a hash's missing keys make
/// hashes on the way, an array's index sets (or appends) its element.
fn set_at_path(container: &Value, path: &[Value], value: Value) -> Value {
    let Some((key, rest)) = path.split_first() else {
        return value;
    };
    let child = |existing: Option<&Value>| match (existing, rest.is_empty()) {
        (_, true) => value.clone(),
        (Some(v @ (Value::Hash(_) | Value::Array(_))), false) => {
            set_at_path(v, rest, value.clone())
        }
        (_, false) => set_at_path(&Value::hash(Map::default()), rest, value.clone()),
    };
    match (container, key) {
        (Value::Array(items), Value::Int(i)) if *i >= 0 => {
            let mut items = items.as_ref().clone();
            let i = *i as usize;
            if items.len() <= i {
                items.resize(i + 1, Value::Undef);
            }
            items[i] = child(items.get(i));
            Value::array(items)
        }
        (Value::Hash(map), _) => {
            let mut map = map.as_ref().clone();
            let new = child(map.get(key));
            map.insert(key.clone(), new);
            Value::hash(map)
        }
        _ => {
            let mut map = Map::default();
            map.insert(key.clone(), child(None));
            Value::hash(map)
        }
    }
}

/// The name of a type without its parameters (`Array[Integer]` is
/// `Array`), which says how its `new` converts.
fn base_name(t: &PType) -> String {
    match t {
        PType::Tuple(..) => "Array".to_string(),
        PType::Struct(_) => "Hash".to_string(),
        other => {
            let text = other.to_string();
            text.split('[').next().unwrap_or_default().to_string()
        }
    }
}
