//! Built-in functions with several signatures (`downcase` takes a
//! number, a string, an array or a hash): which one a call fits and, when
//! none does, Puppet's account of why.
//!
//! Puppet merges the rejections when every signature refused the same
//! parameter for its kind (`'split' parameter 'pattern' expects a value of
//! type String, Regexp, or Type[Regexp]`); otherwise it lists each
//! signature with its own rejection ("It expects one of: ..."). `assert_type`,
//! which checks a type its caller gives, lives here too.

use std::sync::Arc;

use super::builtins::CallSite;
use super::scope::ScopeId;
use super::{Compiler, Eval};
use crate::catalog::settings::PuppetVersion;
use crate::catalog::{PType, Value};
use crate::syntax::ast::Lambda;

/// One parameter: its name, its type, and how many arguments it takes.
pub(super) type Param = (&'static str, PType, Presence);

/// How many arguments a parameter takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Presence {
    /// Exactly one.
    Required,
    /// One, or none (`name?`).
    Optional,
    /// Any number, the rest of the arguments (`name*`); the last
    /// parameter.
    Repeated,
}
use Presence::{Optional, Repeated, Required};

/// The signatures of a built-in function as the Puppet of `version`
/// declares them, for those whose arguments are checked before the call.
pub(super) fn signatures(name: &str, version: PuppetVersion) -> Option<Vec<Vec<Param>>> {
    let string = || PType::String(0, i64::MAX);
    let any = || Box::new(PType::Any);
    let array = |t: PType| PType::Array(Box::new(t), 0, i64::MAX);
    let hash = |k: PType, v: PType| PType::Hash(Box::new(k), Box::new(v), 0, i64::MAX);
    let one = |name: &'static str, t: PType| vec![(name, t, Required)];
    Some(match name {
        "downcase" | "upcase" => {
            // Puppet's StringData is recursive; one level is checked here.
            let shallow = PType::Variant(vec![
                string(),
                PType::Numeric,
                PType::Array(any(), 0, i64::MAX),
                PType::Hash(any(), any(), 0, i64::MAX),
            ]);
            let data = PType::Alias("StringData".into(), std::rc::Rc::new(shallow));
            vec![
                one("arg", PType::Numeric),
                one("arg", string()),
                one("arg", array(data.clone())),
                one("arg", hash(data.clone(), data)),
            ]
        }
        "capitalize" | "camelcase" | "chomp" | "chop" | "lstrip" | "rstrip" | "strip" => vec![
            one("arg", PType::Numeric),
            one("arg", string()),
            one(
                "arg",
                PType::Iterable(Box::new(PType::Variant(vec![string(), PType::Numeric]))),
            ),
        ],
        "empty" => vec![
            one("coll", PType::Collection(0, i64::MAX)),
            one("str", PType::other("Sensitive[String]")),
            one("str", string()),
            one("num", PType::Numeric),
            one("bin", PType::other("Binary")),
            one("x", PType::Undef),
        ],
        "split" => {
            let regexp = || PType::Regexp(None);
            let mut plain = vec![
                vec![("str", string(), Required), ("pattern", string(), Required)],
                vec![("str", string(), Required), ("pattern", regexp(), Required)],
                vec![
                    ("str", string(), Required),
                    ("pattern", PType::Type(Box::new(regexp())), Required),
                ],
            ];
            // Puppet 8 splits a Sensitive[String] too (into a Sensitive).
            let sensitive = || PType::other("Sensitive[String]");
            let patterns = [string(), regexp(), PType::Type(Box::new(regexp()))];
            if version == PuppetVersion::V8 {
                plain.extend(patterns.into_iter().map(|pattern| {
                    vec![
                        ("sensitive", sensitive(), Required),
                        ("pattern", pattern, Required),
                    ]
                }));
            }
            plain
        }
        "regsubst" => {
            let target = PType::Variant(vec![array(string()), string()]);
            let replacement = PType::Variant(vec![string(), hash(string(), string())]);
            let regexp = PType::Variant(vec![
                PType::Regexp(None),
                PType::Type(Box::new(PType::Regexp(None))),
            ]);
            let encodings = ["E", "N", "S", "U"].map(String::from).to_vec();
            vec![
                vec![
                    ("target", target.clone(), Required),
                    ("pattern", string(), Required),
                    ("replacement", replacement.clone(), Required),
                    (
                        "flags",
                        PType::Optional(Box::new(PType::Pattern(vec!["^[GEIM]*$".into()]))),
                        Optional,
                    ),
                    ("encoding", PType::Enum(encodings), Optional),
                ],
                vec![
                    ("target", target, Required),
                    ("pattern", regexp, Required),
                    ("replacement", replacement, Required),
                    ("flags", PType::Pattern(vec!["^G?$".into()]), Optional),
                ],
            ]
        }
        "match" => {
            let pattern = PType::Variant(vec![PType::Any, PType::Type(any())]);
            vec![
                vec![
                    ("string", string(), Required),
                    ("pattern", pattern.clone(), Required),
                ],
                vec![
                    ("string", array(string()), Required),
                    ("pattern", pattern, Required),
                ],
            ]
        }
        "assert_type" => vec![
            vec![
                ("type", PType::Type(any()), Required),
                ("value", PType::Any, Required),
            ],
            vec![
                ("type_string", string(), Required),
                ("value", PType::Any, Required),
            ],
        ],
        "find_file" | "find_template" => vec![
            vec![("paths", string(), Repeated)],
            vec![("paths_array", array(string()), Repeated)],
        ],
        "lookup" => lookup_signatures(),
        "get" => vec![vec![
            ("value", PType::Any, Required),
            ("dotted_string", string(), Required),
            ("default_value", PType::Any, Optional),
        ]],
        _ => return None,
    })
}

/// `lookup`'s five dispatches (the third is the first with a block).
fn lookup_signatures() -> Vec<Vec<Param>> {
    let string = || PType::String(0, i64::MAX);
    let alias = |name: &str, t: PType| PType::Alias(name.into(), std::rc::Rc::new(t));
    let names = || {
        PType::Variant(vec![
            string(),
            PType::Array(Box::new(string()), 0, i64::MAX),
        ])
    };
    let name_t = || alias("NameType", names());
    let value_t = || alias("ValueType", PType::Type(Box::new(PType::Any)));
    let merge_t = || {
        alias(
            "MergeType",
            PType::Variant(vec![
                PType::String(1, i64::MAX),
                PType::Hash(Box::new(string()), Box::new(PType::Scalar), 0, i64::MAX),
            ]),
        )
    };
    let any_hash = || PType::Hash(Box::new(string()), Box::new(PType::Any), 0, i64::MAX);
    let optional = |t: PType| PType::Optional(Box::new(t));
    let options = |with_name: bool| {
        let mut fields = Vec::new();
        if with_name {
            fields.push(("name".to_string(), false, name_t()));
        }
        fields.extend([
            // Keys whose types take undef may be left out.
            ("value_type".to_string(), false, optional(value_t())),
            (
                "default_value".to_string(),
                false,
                alias("DefaultValueType", PType::Any),
            ),
            ("override".to_string(), false, optional(any_hash())),
            (
                "default_values_hash".to_string(),
                false,
                optional(any_hash()),
            ),
            ("merge".to_string(), false, optional(merge_t())),
        ]);
        PType::Struct(fields)
    };
    let first = vec![
        ("name", name_t(), Required),
        ("value_type", value_t(), Optional),
        ("merge", merge_t(), Optional),
    ];
    vec![
        first.clone(),
        vec![
            ("name", name_t(), Required),
            ("value_type", optional(value_t()), Required),
            ("merge", optional(merge_t()), Required),
            (
                "default_value",
                alias("DefaultValueType", PType::Any),
                Required,
            ),
        ],
        first,
        vec![(
            "options_hash",
            alias("OptionsWithName", options(true)),
            Required,
        )],
        vec![
            ("name", names(), Required),
            (
                "options_hash",
                alias("OptionsWithoutName", options(false)),
                Required,
            ),
        ],
    ]
}

/// Why one signature refuses the arguments.
enum Rejection {
    Count {
        min: usize,
        max: usize,
    },
    /// The parameter, its type, and whether the value is of another kind
    /// altogether (rather than wrong somewhere inside).
    Type {
        param: &'static str,
        expected: PType,
        at_value: bool,
        value: Value,
    },
}

/// A type without its parameters: what a value must be to be "of the
/// kind", so that a mismatch lies inside it.
fn kind(t: &PType) -> PType {
    match t {
        PType::Array(..) => PType::Array(Box::new(PType::Any), 0, i64::MAX),
        PType::Hash(..) => PType::Hash(Box::new(PType::Any), Box::new(PType::Any), 0, i64::MAX),
        PType::Iterable(_) => PType::Iterable(Box::new(PType::Any)),
        PType::Iterator(_) => PType::Iterator(None),
        PType::Variant(ts) => PType::Variant(ts.iter().map(kind).collect()),
        PType::Alias(_, inner) => kind(inner),
        other => other.clone(),
    }
}

/// A variant's members in place of the variant, recursively.
fn flatten_variants(t: &PType, out: &mut Vec<PType>) {
    match t {
        PType::Variant(ts) => ts.iter().for_each(|t| flatten_variants(t, out)),
        other if !out.contains(other) => out.push(other.clone()),
        _ => {}
    }
}

/// `Variant[Array[String], String] target, ... Pattern[/^G?$/] flags?`
fn signature_text(params: &[Param]) -> String {
    params
        .iter()
        .map(|(name, t, presence)| {
            let t = match t {
                PType::Optional(inner) if *presence == Optional => inner.as_ref(),
                t => t,
            };
            // A parameter typed by an alias shows what the alias stands for.
            let t = match t {
                PType::Alias(alias, inner) => format!("{alias} = {inner}"),
                t => t.to_string(),
            };
            let mark = match presence {
                Required => "",
                Optional => "?",
                Repeated => "*",
            };
            format!("{t} {name}{mark}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

impl Compiler {
    /// `Err(message)` when no signature of `name` accepts `args`.
    pub(super) fn check_signatures(
        &self,
        name: &str,
        args: &[Value],
        signatures: &[Vec<Param>],
    ) -> Result<(), String> {
        let mut rejections = Vec::with_capacity(signatures.len());
        for params in signatures {
            match self.rejection(params, args) {
                None => return Ok(()),
                Some(r) => rejections.push(r),
            }
        }
        // Refused by all at the same parameter for its kind: one message.
        if let Some(Rejection::Type { param, value, .. }) = rejections.first() {
            let same = rejections.iter().all(
                |r| matches!(r, Rejection::Type { param: p, at_value: true, .. } if p == param),
            );
            if same {
                let mut expected = Vec::new();
                for r in &rejections {
                    if let Rejection::Type { expected: t, .. } = r {
                        flatten_variants(t, &mut expected);
                    }
                }
                let expected = match expected.len() {
                    1 => expected.remove(0),
                    _ => PType::Variant(expected),
                };
                let why = self.describe_mismatch(&expected, value);
                return Err(format!("'{name}' parameter '{param}' {why}"));
            }
        }
        let mut lines = vec![format!(
            "The function '{name}' was called with arguments it does not accept. It expects one of:"
        )];
        for (params, rejection) in signatures.iter().zip(&rejections) {
            lines.push(format!("  ({})", signature_text(params)));
            let why = match rejection {
                Rejection::Count { min, max } => {
                    let expected = if min == max {
                        format!("{min}")
                    } else if *max == usize::MAX {
                        format!("at least {min}")
                    } else {
                        format!("between {min} and {max}")
                    };
                    let noun = if *min == 1 && (min == max || *max == usize::MAX) {
                        "argument"
                    } else {
                        "arguments"
                    };
                    format!("expects {expected} {noun}, got {}", args.len())
                }
                Rejection::Type {
                    param,
                    expected,
                    value,
                    ..
                } => {
                    let why = self.describe_mismatch(expected, value);
                    format!("parameter '{param}' {}", why.replace('\n', " "))
                }
            };
            lines.push(format!("    rejected: {why}"));
        }
        Err(lines.join("\n"))
    }

    fn rejection(&self, params: &[Param], args: &[Value]) -> Option<Rejection> {
        let min = params.iter().filter(|(.., p)| *p == Required).count();
        // A repeated parameter takes every argument past the others.
        let rest = params.last().filter(|(.., p)| *p == Repeated);
        let max = match rest {
            Some(_) => usize::MAX,
            None => params.len(),
        };
        if args.len() < min || args.len() > max {
            return Some(Rejection::Count { min, max });
        }
        params
            .iter()
            .chain(rest.into_iter().cycle())
            .zip(args)
            .find_map(|((param, expected, _), value)| {
                (!self.instance_of(expected, value)).then(|| Rejection::Type {
                    param,
                    expected: expected.clone(),
                    // Puppet finds what is wrong inside an array, not inside
                    // a hash (which iterates as pairs).
                    at_value: match expected {
                        PType::Iterable(_) => !matches!(value, Value::Array(_)),
                        expected => !self.instance_of(&kind(expected), value),
                    },
                    value: value.clone(),
                })
            })
    }

    /// `assert_type(type, value)`: the value, or what the block makes of
    /// the two types when it does not match; without a block, Puppet's
    /// account of the mismatch (`Err(message)`).
    pub(super) fn assert_type(
        &mut self,
        args: &[Value],
        lambda: Option<&Arc<Lambda>>,
        scope: ScopeId,
        site: &CallSite,
    ) -> Result<Eval<Value>, String> {
        let value = args.get(1).cloned().unwrap_or(Value::Undef);
        // The type may be given as its source text.
        let expected = match args.first() {
            Some(Value::Str(text)) => self.type_from_string(text)?,
            Some(Value::Type(t)) => t.clone(),
            _ => return Ok(Ok(value)),
        };
        if self.instance_of(&expected, &value) {
            return Ok(Ok(value));
        }
        if let Some(lambda) = lambda {
            let inferred = PType::other(super::builtins::infer_text(&value));
            let given = vec![Value::Type(expected), Value::ty(inferred)];
            return Ok(self.call_lambda(lambda, given, scope, site));
        }
        // Puppet's describer has no size check for a `Collection`: wrong
        // only in size, the value is refused with no words at all.
        let sizes_only = super::mismatch::without_collection_sizes(&expected);
        if self.instance_of(&sizes_only, &value) {
            return Err(String::new());
        }
        Err(match self.describe_mismatch(&expected, &value) {
            // Several problems: one a line, each indented, as Puppet
            // words them.
            why if why.contains('\n') => why
                .lines()
                .map(|l| format!(" assert_type(): {l}"))
                .collect::<Vec<_>>()
                .join("\n "),
            why => format!("assert_type(): {why}"),
        })
    }

    /// A type from its source text (`'Array[Integer]'`), as Puppet's type
    /// parser reads one.
    pub(super) fn type_from_string(&mut self, text: &str) -> Result<std::rc::Rc<PType>, String> {
        let invalid = || format!("The expression <{text}> is not a valid type specification.");
        let source = crate::syntax::Source::new("type", text.to_string());
        let parsed = crate::syntax::parser::parse(&source, 0).map_err(|d| d.message)?;
        let [expr] = parsed.as_slice() else {
            return Err(invalid());
        };
        match self.eval(expr, 0) {
            Ok(Value::Type(t)) => Ok(t),
            _ => Err(invalid()),
        }
    }
}
