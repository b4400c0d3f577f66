//! A `Callable` type's signature as Puppet makes it from the type's
//! parameters (`Callable[String, 1, 2, Callable]`,
//! `Callable[[String], Integer]`): parameter types, the count of arguments
//! accepted, a block and a return type. Both its text and its rich data
//! (Puppet 8's `Pcore::CallableType`) are written from it.

use super::{PType, Value, puppet_source};

/// What `Callable[...]`'s parameters make.
#[derive(Debug, Clone, PartialEq)]
pub struct CallableSignature {
    /// The parameter types (a `Unit` type when a range asks for arguments
    /// but none are typed).
    pub params: Vec<Value>,
    /// How many arguments, when a range was given: a count, so an open or
    /// negative minimum is 0; `None` as maximum is unbounded.
    pub size: Option<(i64, Option<i64>)>,
    /// A trailing callable (or optional callable): the block.
    pub block: Option<Value>,
    /// `Callable[[params], R]`'s `R`, unless it is `Any`.
    pub returns: Option<Value>,
}

/// Whether a type is (or only holds) callables.
fn kind_of_callable(t: &PType) -> bool {
    match t {
        PType::Callable => true,
        PType::Other(name, _) => name.starts_with("Callable["),
        PType::Optional(inner) | PType::Instance(inner) => kind_of_callable(inner),
        PType::Alias(_, inner) => kind_of_callable(inner),
        PType::Variant(types) => !types.is_empty() && types.iter().all(kind_of_callable),
        _ => false,
    }
}

fn is_range(value: Option<&Value>) -> bool {
    matches!(value, Some(Value::Int(_) | Value::Default))
}

fn bound(value: &Value) -> Option<i64> {
    match value {
        Value::Int(n) => Some(*n),
        _ => None,
    }
}

fn is_unit(value: &Value) -> bool {
    matches!(value, Value::Type(t) if matches!(t.as_ref(), PType::Other(n, _) if n == "Unit"))
}

impl CallableSignature {
    /// The signature of `Callable[args...]`.
    pub fn new(args: &[Value]) -> Self {
        let (mut params, returns) = match args {
            [Value::Array(params), returns] => (params.to_vec(), Some(returns.clone())),
            _ => (args.to_vec(), None),
        };
        let block = match params.last() {
            Some(Value::Type(t)) if kind_of_callable(t) => params.pop(),
            _ => None,
        };
        let n = params.len();
        let size = if n >= 2 && is_range(params.get(n - 2)) && is_range(params.get(n - 1)) {
            let range = (bound(&params[n - 2]), bound(&params[n - 1]));
            params.truncate(n - 2);
            Some(range)
        } else if n >= 1 && is_range(params.get(n - 1)) {
            let range = (bound(&params[n - 1]), None);
            params.truncate(n - 1);
            Some(range)
        } else {
            None
        };
        let size = size.map(|(min, max)| (min.unwrap_or(0).max(0), max));
        if params.is_empty() && size.is_some_and(|(_, max)| max.is_none_or(|m| m > 0)) {
            params.push(Value::ty(PType::other("Unit")));
        }
        let returns = returns.filter(|r| !matches!(r, Value::Type(t) if **t == PType::Any));
        CallableSignature {
            params,
            size,
            block,
            returns,
        }
    }

    /// Puppet's text of the type: the typed parameters (never `Unit`), the
    /// range (`0, 0` when no types), the block; in brackets before the
    /// return type when there is one.
    pub fn text(&self) -> String {
        let mut parts: Vec<String> = self
            .params
            .iter()
            .filter(|p| !is_unit(p))
            .map(puppet_source)
            .collect();
        match self.size {
            _ if self.params.is_empty() => parts.extend(["0".into(), "0".into()]),
            Some((min, max)) => {
                parts.push(min.to_string());
                parts.extend(max.map(|m| m.to_string()));
            }
            None => {}
        }
        parts.extend(self.block.iter().map(puppet_source));
        match &self.returns {
            None => format!("Callable[{}]", parts.join(", ")),
            Some(returns) => format!(
                "Callable[[{}], {}]",
                parts.join(", "),
                puppet_source(returns)
            ),
        }
    }
}
