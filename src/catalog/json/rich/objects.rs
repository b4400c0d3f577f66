//! The Pcore attributes of the types spaceship names only (`PType::Other`):
//! Puppet 8's rich data writes a parameterized `Runtime`, `Init`,
//! `Iterator`, `SemVer`, `Timespan`, `Timestamp` or `Callable` as its init
//! hash, made here from the parameters the type was given.

use serde_json::{Value as Json, json};

use super::{integer_bounds, pcore, rich_value};
use crate::catalog::Value;
use crate::catalog::value::CallableSignature;

/// The Pcore object of type `name` given `args`, or `None` for a type
/// whose parameters Puppet does not write (`Sensitive[String]` is written
/// as `Sensitive`).
pub(super) fn parameterized(name: &str, args: &[Value]) -> Option<Json> {
    let attribute = |key: &'static str, index: usize| args.get(index).map(|v| (key, rich_value(v)));
    Some(match name {
        "Runtime" => pcore(
            name,
            attribute("runtime", 0)
                .into_iter()
                .chain(attribute("name_or_pattern", 1))
                .collect(),
        ),
        "Iterator" => pcore(name, attribute("type", 0).into_iter().collect()),
        "URI" => pcore(name, attribute("parameters", 0).into_iter().collect()),
        "Init" => {
            let init_args = args.get(1..).filter(|rest| !rest.is_empty());
            let init_args =
                init_args.map(|rest| ("init_args", rest.iter().map(rich_value).collect()));
            pcore(
                name,
                attribute("type", 0).into_iter().chain(init_args).collect(),
            )
        }
        "SemVer" => {
            let ranges = args
                .iter()
                .map(|range| json!({"__ptype": "SemVerRange", "__pvalue": range.to_string()}))
                .collect();
            pcore(name, vec![("ranges", Json::Array(ranges))])
        }
        // A time range: `from` null before a bounded `to`; open ends unwritten.
        "Timespan" | "Timestamp" => {
            let bound = |index: usize| {
                args.get(index)
                    .filter(|v| !matches!(v, Value::Default | Value::Undef))
                    .map(rich_value)
            };
            pcore(name, super::bounds(bound(0), bound(1)))
        }
        "Callable" => callable(args),
        _ => return None,
    })
}

/// A callable's signature: its parameter types as a tuple (sized by the
/// range given), then the block and the return type, null when none.
fn callable(args: &[Value]) -> Json {
    let signature = CallableSignature::new(args);
    let size_type = signature.size.map(|(min, max)| {
        (
            "size_type",
            pcore("Integer", integer_bounds(min, max.unwrap_or(i64::MAX))),
        )
    });
    let types = Json::Array(signature.params.iter().map(rich_value).collect());
    let tuple = pcore(
        "Tuple",
        std::iter::once(("types", types)).chain(size_type).collect(),
    );
    let or_null = |v: &Option<Value>| v.as_ref().map(rich_value).unwrap_or(Json::Null);
    pcore(
        "Callable",
        vec![
            ("param_types", tuple),
            ("block_type", or_null(&signature.block)),
            ("return_type", or_null(&signature.returns)),
        ],
    )
}
