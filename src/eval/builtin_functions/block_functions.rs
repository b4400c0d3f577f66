//! Built-in functions whose block shapes the result, beyond iteration:
//! `min` and `max` with a comparison block, the block counts `lest`,
//! `then`, `sort` and `unique` insist on, and `tree_each`'s options and
//! walk, in Puppet's words.

use std::sync::Arc;

use super::builtins::CallSite;
use super::lambdas::{lambda_accepts, lambda_arity};
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::{Map, Value};
use crate::syntax::ast::Lambda;

/// A block's parameter count as Puppet words it: `none`, `2`,
/// `between 1 and 2`, `at least 1`.
pub(super) fn block_given(lambda: &Lambda) -> String {
    match lambda_arity(lambda) {
        (0, Some(0)) => "none".to_string(),
        (n, Some(m)) if n == m => n.to_string(),
        (n, Some(m)) => format!("between {n} and {m}"),
        (n, None) => format!("at least {n}"),
    }
}

impl Compiler {
    /// Refuses a block that cannot take exactly `count` arguments.
    pub(super) fn check_block_count(
        &self,
        name: &str,
        lambda: &Lambda,
        count: usize,
        site: &CallSite,
    ) -> Eval<()> {
        if lambda_accepts(lambda, count) {
            return Ok(());
        }
        let expected = match count {
            0 => "no arguments".to_string(),
            1 => "1 argument".to_string(),
            n => format!("{n} arguments"),
        };
        Err(self.error(
            site.span,
            format!(
                "Evaluation Error: Error while evaluating a {}, '{name}' block expects {expected}, got {}",
                site.what,
                block_given(lambda)
            ),
        ))
    }

    /// `min` and `max` with a block that compares two values (negative
    /// when the first is the smaller): the first smallest or largest.
    pub(super) fn min_max_with(
        &mut self,
        name: &str,
        args: Vec<Value>,
        lambda: &Arc<Lambda>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Eval<Value> {
        self.check_block_count(name, lambda, 2, site)?;
        let items = match args.as_slice() {
            [Value::Array(items)] => items.as_ref().clone(),
            _ => args,
        };
        let mut best: Option<Value> = None;
        for item in items {
            let Some(current) = best.clone() else {
                best = Some(item);
                continue;
            };
            let order = self.call_lambda(lambda, vec![item.clone(), current], scope, site)?;
            let order = match order {
                Value::Int(i) => i as f64,
                Value::Float(f) => f,
                _ => 0.0,
            };
            if (name == "min" && order < 0.0) || (name == "max" && order > 0.0) {
                best = Some(item);
            }
        }
        best.ok_or_else(|| {
            self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, {name}(): Wrong number of arguments need at least one",
                    site.what
                ),
            )
        })
    }

    /// `tree_each` without a block: its walk as `[path, value]` pairs, for
    /// the next step of a chain (`$x.tree_each.map |$v| { }`); remembered
    /// as the tree iterator Puppet makes of it.
    pub(super) fn tree_iterator(&mut self, args: &[Value], site: &CallSite) -> Eval<Value> {
        let pairs = self.tree_walk(args, site)?;
        let items = std::rc::Rc::new(
            pairs
                .into_iter()
                .map(|(path, value)| Value::array(vec![Value::array(path), value]))
                .collect::<Vec<_>>(),
        );
        let breadth = matches!(
            args.get(1),
            Some(Value::Hash(h)) if h.get(&Value::str("order")).is_some_and(|o| o.to_string() == "breadth_first")
        );
        self.tree_iterators.push((items.clone(), breadth));
        Ok(Value::Array(items))
    }

    /// Puppet's failure to iterate a tree iterator where its function
    /// calls a method the iterator lacks: `any?`, `all?` and `reduce`, and
    /// under Ruby 3.3 (Puppet 8.10) `each_with_index` (a block of two),
    /// which Ruby 3.1 (Puppet 7.23) gives it. Ruby 3.1 names the iterator
    /// by its address and fields; spaceship writes `#<CLASS>`.
    pub(super) fn tree_iterator_refused(
        &self,
        name: &str,
        subject: &Value,
        pairs: bool,
        site: &CallSite,
    ) -> Eval<()> {
        let Value::Array(items) = subject else {
            return Ok(());
        };
        let ruby_3_3 = self.options.settings.version == crate::catalog::settings::PuppetVersion::V8;
        let Some((_, breadth)) = self
            .tree_iterators
            .iter()
            .find(|(rc, _)| std::rc::Rc::ptr_eq(rc, items))
        else {
            return Ok(());
        };
        let method = match (name, pairs) {
            ("reduce", _) => "reduce",
            ("map" | "each" | "filter" | "any" | "all", true) if ruby_3_3 => "each_with_index",
            ("any", false) => "any?",
            ("all", false) => "all?",
            _ => return Ok(()),
        };
        let order = if *breadth {
            "BreadthFirst"
        } else {
            "DepthFirst"
        };
        let class = format!("Puppet::Pops::Types::Iterable::{order}TreeIterator");
        let receiver = if ruby_3_3 {
            format!("an instance of {class}")
        } else {
            format!("#<{class}>")
        };
        Err(self.error(
            site.span,
            format!(
                "Evaluation Error: Error while evaluating a {}, undefined method `{method}' for {receiver}",
                site.what
            ),
        ))
    }

    /// `tree_each`'s walk of `tree` with its options (`order`,
    /// `include_root`, `include_containers`, `include_values`), checked as
    /// Puppet checks them: `[path, value]` pairs in order.
    pub(super) fn tree_walk(
        &self,
        args: &[Value],
        site: &CallSite,
    ) -> Eval<Vec<(Vec<Value>, Value)>> {
        let fail = |message: String| {
            self.error(
                site.span,
                format!(
                    "Evaluation Error: Error while evaluating a {}, {message}",
                    site.what
                ),
            )
        };
        let tree = args.first().cloned().unwrap_or(Value::Undef);
        if !matches!(tree, Value::Array(_) | Value::Hash(_)) {
            let got = super::mismatch::general(&tree);
            return Err(fail(format!(
                "'tree_each' parameter 'tree' expects a value of type Iterator, Array, Hash, or Object, got {got}"
            )));
        }
        let empty = Map::default();
        let options = match args.get(1) {
            None => &empty,
            Some(Value::Hash(h)) => h.as_ref(),
            Some(other) => {
                let got = super::mismatch::general(other);
                return Err(fail(format!(
                    "'tree_each' parameter 'options' expects an OptionsType = Struct[{{'container_type' => Optional[Type], 'include_root' => Optional[Boolean], 'include_containers' => Optional[Boolean], 'include_values' => Optional[Boolean], 'order' => Optional[Enum['breadth_first', 'depth_first']], 'include_refs' => Optional[Boolean]}}] value, got {got}"
                )));
            }
        };
        const KEYS: [&str; 4] = [
            "order",
            "include_root",
            "include_containers",
            "include_values",
        ];
        if let Some(key) = options
            .keys()
            .find(|k| !k.as_str().is_some_and(|k| KEYS.contains(&k)))
        {
            return Err(fail(format!(
                "The function 'tree_each' was called with arguments it does not accept. It expects one of:\n  (Variant[Iterator, Array, Hash, Object] tree, OptionsType = Struct[{{Optional['order'] => Enum['breadth_first', 'depth_first'], Optional['include_containers'] => Boolean, Optional['include_values'] => Boolean, Optional['include_root'] => Boolean, Optional['container_type'] => Optional[Type[Variant[Array, Hash, Object]]], Optional['include_refs'] => Boolean}}] options?, Callable[1, 2] block?)\n    rejected: parameter 'options' unrecognized key '{key}'"
            )));
        }
        let order = match options.get(&Value::str("order")) {
            None | Some(Value::Undef) => "depth_first".to_string(),
            Some(Value::Str(s)) if s.as_ref() == "depth_first" || s.as_ref() == "breadth_first" => {
                s.to_string()
            }
            Some(other) => {
                let got = match other {
                    Value::Str(s) => format!("'{s}'"),
                    other => super::mismatch::general(other),
                };
                return Err(fail(format!(
                    "'tree_each' parameter 'options' entry 'order' expects an undef value or a match for Enum['breadth_first', 'depth_first'], got {got}"
                )));
            }
        };
        let mut flags = [true; 3];
        for (slot, key) in ["include_root", "include_containers", "include_values"]
            .iter()
            .enumerate()
        {
            match options.get(&Value::str(*key)) {
                None | Some(Value::Undef) => {}
                Some(Value::Bool(b)) => flags[slot] = *b,
                Some(other) => {
                    let got = super::mismatch::general(other);
                    return Err(fail(format!(
                        "'tree_each' parameter 'options' entry '{key}' expects a value of type Undef or Boolean, got {got}"
                    )));
                }
            }
        }
        let [root, containers, values] = flags;
        if !containers && !values {
            return Err(fail(
                "Options 'include_containers' and 'include_values' cannot both be false".into(),
            ));
        }
        let all = if order == "breadth_first" {
            breadth_first(&tree)
        } else {
            tree_nodes_of(&tree)
        };
        Ok(all
            .into_iter()
            .filter(|(path, value)| {
                let container = matches!(value, Value::Array(_) | Value::Hash(_));
                if path.is_empty() && !root {
                    return false;
                }
                if container { containers } else { values }
            })
            .collect())
    }
}

/// The keys (indexes of an array) and values of a container; none for
/// any other value.
fn children(value: &Value) -> Vec<(Value, Value)> {
    match value {
        Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, v)| (Value::Int(i as i64), v.clone()))
            .collect(),
        Value::Hash(map) => map.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        _ => Vec::new(),
    }
}

/// The nodes of a tree level by level, each with its path.
fn breadth_first(tree: &Value) -> Vec<(Vec<Value>, Value)> {
    let mut out = Vec::new();
    let mut level = vec![(Vec::new(), tree.clone())];
    while !level.is_empty() {
        let mut next = Vec::new();
        for (path, value) in level {
            for (key, child) in children(&value) {
                let mut child_path = path.clone();
                child_path.push(key);
                next.push((child_path, child));
            }
            out.push((path, value));
        }
        level = next;
    }
    out
}

/// `tree_each`'s walk: the root, then each container and value, depth
/// first, with the path of keys or indexes that leads to it.
fn tree_nodes_of(value: &Value) -> Vec<(Vec<Value>, Value)> {
    let mut nodes = Vec::new();
    tree_nodes(value, &mut Vec::new(), &mut nodes);
    nodes
}

fn tree_nodes(value: &Value, path: &mut Vec<Value>, out: &mut Vec<(Vec<Value>, Value)>) {
    out.push((path.clone(), value.clone()));
    for (key, child) in children(value) {
        path.push(key);
        tree_nodes(&child, path, out);
        path.pop();
    }
}
