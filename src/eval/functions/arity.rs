//! How many arguments functions accept, and Puppet's wording when a
//! call gives another number; the types of the arguments of built-in
//! functions that have one signature.

use crate::catalog::{PType, Value};
use crate::syntax::ast::Parameter;

/// How many arguments a built-in function accepts (its block aside), as
/// its Puppet 7 signatures say.
pub(super) struct Arity {
    min: usize,
    max: Option<usize>,
}

impl Arity {
    /// What a function written in Puppet accepts: its parameters without
    /// defaults, up to all of them (any number with a rest parameter).
    pub(super) fn of_params(params: &[Parameter]) -> Arity {
        Arity {
            min: params
                .iter()
                .filter(|p| p.default.is_none() && !p.captures_rest)
                .count(),
            max: (!params.iter().any(|p| p.captures_rest)).then_some(params.len()),
        }
    }

    /// Between `min` and `max` arguments (`None`: any number above).
    pub(super) fn new(min: usize, max: Option<usize>) -> Arity {
        Arity { min, max }
    }

    /// Puppet's wording of what was expected and what was given
    /// (`expects 1 argument, got none`), if `given` does not fit.
    pub(super) fn mismatch(&self, given: usize) -> Option<String> {
        let fits = given >= self.min && self.max.is_none_or(|max| given <= max);
        if fits {
            return None;
        }
        let plural = |n: usize| if n == 1 { "argument" } else { "arguments" };
        let expected = match self.max {
            None => format!("at least {} {}", self.min, plural(self.min)),
            Some(max) if max == self.min => format!("{max} {}", plural(max)),
            Some(max) => format!("between {} and {max} arguments", self.min),
        };
        let got = match given {
            0 => "none".to_string(),
            n => n.to_string(),
        };
        Some(format!("expects {expected}, got {got}"))
    }
}

impl super::Compiler {
    /// What a function written in Puppet accepts. A rest parameter typed
    /// `Array[T, min, max]` captures between `min` and `max` arguments,
    /// as Puppet's closure counts it.
    pub(super) fn function_arity(&mut self, params: &[crate::syntax::ast::Parameter]) -> Arity {
        let plain = Arity::of_params(params);
        let Some(rest) = params.iter().find(|p| p.captures_rest) else {
            return plain;
        };
        let Some(Ok(Value::Type(t))) = rest.type_expr.as_ref().map(|t| self.eval(t, 0)) else {
            return plain;
        };
        let PType::Array(_, min, max) = t.as_ref() else {
            return plain;
        };
        let single = |p: &&crate::syntax::ast::Parameter| !p.captures_rest;
        let required = params
            .iter()
            .filter(single)
            .filter(|p| p.default.is_none())
            .count();
        let others = params.iter().filter(single).count();
        let min = usize::try_from(*min).unwrap_or(0);
        let max = (!crate::catalog::value::unbounded(*max))
            .then(|| usize::try_from(*max).ok())
            .flatten()
            .map(|m| others + m);
        Arity::new(required + min, max)
    }
}

/// The functions still written in Puppet 3's API, which word an
/// argument count error their own way.
pub(super) fn legacy_minimum_arity(name: &str) -> Option<usize> {
    match name {
        "realize" | "sprintf" | "tag" | "tagged" => Some(1),
        "create_resources" => Some(2),
        _ => None,
    }
}

/// Puppet's functions still written in Puppet 3's API, whose arguments
/// are converted as that API takes them: an iterator cannot be.
pub(super) fn converts_arguments(name: &str) -> bool {
    matches!(
        name,
        "create_resources"
            | "digest"
            | "fail"
            | "file"
            | "fqdn_rand"
            | "generate"
            | "inline_template"
            | "md5"
            | "realize"
            | "sha1"
            | "sha256"
            | "shellquote"
            | "sprintf"
            | "tag"
            | "tagged"
            | "template"
    )
}

pub(super) fn arity(name: &str) -> Option<Arity> {
    let (min, max) = match name {
        "keys" | "values" | "length" | "size" | "empty" | "unique" | "sort" | "upcase"
        | "downcase" | "capitalize" | "camelcase" | "strip" | "lstrip" | "rstrip" | "chomp"
        | "chop" | "abs" | "round" | "floor" | "ceiling" | "reverse_each" | "each" | "map"
        | "filter" | "any" | "all" | "then" | "lest" | "md5" | "sha1" | "sha256" => (1, Some(1)),
        "join" | "type" | "reduce" | "index" => (1, Some(2)),
        "split" | "step" | "slice" | "assert_type" | "match" => (2, Some(2)),
        "versioncmp" | "get" => (2, Some(3)),
        "regsubst" => (3, Some(5)),
        "lookup" => (1, Some(4)),
        "hiera" | "hiera_array" | "hiera_hash" | "hiera_include" => (1, Some(3)),
        "convert_to" => (2, None),
        "annotate" => (2, Some(3)),
        "call" => (1, None),
        "fqdn_rand" => (1, Some(3)),
        "compare" => (2, Some(3)),
        "group_by" | "partition" => (1, Some(1)),
        "inline_epp" => (1, Some(2)),
        "getvar" => (1, Some(2)),
        "include" | "require" | "contain" | "defined" | "dig" => (1, None),
        _ => return None,
    };
    Some(Arity { min, max })
}

/// The name Puppet gives the `new` of a type it converts to, and how many
/// arguments that takes.
pub(super) fn conversion_arity(type_name: &str) -> Option<(&'static str, Arity)> {
    let (name, min, max) = match type_name {
        "String" => ("new_string", 1, 2),
        "Integer" => ("new", 1, 3),
        "Float" => ("new_float", 1, 2),
        "Numeric" => ("new_numeric", 1, 2),
        "Array" => ("new_array", 1, 2),
        "Hash" => ("new_hash", 1, 2),
        "Boolean" => ("new_boolean", 1, 1),
        _ => return None,
    };
    Some((
        name,
        Arity {
            min,
            max: Some(max),
        },
    ))
}

/// The parameter names and types of a built-in function with a single
/// signature, as Puppet 7 declares them, for the functions whose
/// arguments are checked before the call (optional ones when given).
pub(super) fn parameter_types(name: &str) -> Option<Vec<(&'static str, PType)>> {
    let string = || PType::String(0, i64::MAX);
    Some(match name {
        "join" => vec![
            ("arg", PType::Array(Box::new(PType::Any), 0, i64::MAX)),
            ("delimiter", string()),
        ],
        "versioncmp" => vec![
            ("a", string()),
            ("b", string()),
            ("ignore_trailing_zeroes", PType::Boolean),
        ],
        "round" => vec![("val", PType::Numeric)],
        // Three signatures that differ only in this enum: Puppet reports
        // them merged.
        "type" => vec![
            ("value", PType::Any),
            (
                "inference_method",
                PType::Enum(
                    ["detailed", "generalized", "reduced"]
                        .map(String::from)
                        .to_vec(),
                ),
            ),
        ],
        "dig" => vec![(
            "data",
            PType::Optional(Box::new(PType::Collection(0, i64::MAX))),
        )],
        _ => return None,
    })
}
