//! Method calls: dispatch by receiver, the methods every object has
//! (`nil?`, `is_a?`, `to_s`...), numbers, nil, booleans, symbols,
//! regexps and match data, `scope` and the template's own functions.

use std::rc::Rc;

use super::ast::BlockArg;
use super::interp::{Interp, R};
use super::value::{RV, float_to_s, to_puppet};

/// Whether `v` is an instance of the class named `class` (or of a
/// subclass, or includes that module).
pub fn is_a(v: &RV, class: &str) -> bool {
    let own = v.class_name();
    own == class
        || match class {
            "Object" => true,
            "Numeric" | "Comparable" => {
                matches!(v, RV::Int(_) | RV::Float(_))
                    || class == "Comparable" && matches!(v, RV::Str(_))
            }
            "Enumerable" => matches!(
                v,
                RV::Array(_) | RV::Hash(_) | RV::Range(_) | RV::Enumerator(..)
            ),
            "Fixnum" | "Bignum" => matches!(v, RV::Int(_)),
            _ => false,
        }
}

/// Methods the template-visible classes answer to, for `respond_to?`.
fn responds(v: &RV, name: &str) -> bool {
    const OBJECT: &[&str] = &[
        "nil?",
        "is_a?",
        "kind_of?",
        "instance_of?",
        "class",
        "to_s",
        "inspect",
        "==",
        "!=",
        "equal?",
        "eql?",
        "respond_to?",
        "frozen?",
        "freeze",
        "dup",
        "clone",
        "tap",
        "then",
        "hash",
        "===",
        "=~",
        "!",
        "object_id",
        "send",
        "instance_variable_get",
        "method",
        "methods",
    ];
    const ENUM: &[&str] = &[
        "each",
        "map",
        "collect",
        "select",
        "filter",
        "reject",
        "find",
        "detect",
        "find_all",
        "inject",
        "reduce",
        "sort",
        "sort_by",
        "min",
        "max",
        "min_by",
        "max_by",
        "sum",
        "count",
        "to_a",
        "include?",
        "member?",
        "each_with_index",
        "each_with_object",
        "each_slice",
        "each_cons",
        "group_by",
        "partition",
        "first",
        "any?",
        "all?",
        "none?",
        "zip",
        "flat_map",
        "uniq",
        "tally",
        "entries",
        "to_h",
        "filter_map",
        "minmax",
        "take",
        "drop",
    ];
    const STRING: &[&str] = &[
        "+",
        "*",
        "%",
        "<=>",
        "[]",
        "length",
        "size",
        "upcase",
        "downcase",
        "capitalize",
        "swapcase",
        "strip",
        "lstrip",
        "rstrip",
        "chomp",
        "chop",
        "split",
        "start_with?",
        "end_with?",
        "include?",
        "empty?",
        "gsub",
        "sub",
        "tr",
        "delete",
        "squeeze",
        "reverse",
        "to_i",
        "to_f",
        "to_s",
        "to_str",
        "to_sym",
        "ljust",
        "rjust",
        "center",
        "index",
        "rindex",
        "chars",
        "bytes",
        "lines",
        "each_line",
        "each_char",
        "match",
        "match?",
        "scan",
        "succ",
        "next",
        "ord",
        "hex",
        "oct",
        "count",
        "encoding",
        "force_encoding",
        "bytesize",
        "casecmp",
        "casecmp?",
        "partition",
        "rpartition",
        "unpack",
        "<<",
        "concat",
        "between?",
        "upcase!",
        "downcase!",
        "strip!",
        "gsub!",
        "sub!",
    ];
    const ARRAY: &[&str] = &[
        "[]",
        "[]=",
        "+",
        "-",
        "*",
        "&",
        "|",
        "<<",
        "<=>",
        "push",
        "pop",
        "shift",
        "unshift",
        "length",
        "size",
        "empty?",
        "join",
        "flatten",
        "compact",
        "last",
        "reverse",
        "rotate",
        "index",
        "find_index",
        "fetch",
        "at",
        "dig",
        "sample",
        "shuffle",
        "concat",
        "delete",
        "delete_if",
        "keep_if",
        "values_at",
        "product",
        "transpose",
        "each_index",
        "to_ary",
        "pack",
        "slice",
        "insert",
        "clear",
        "map!",
        "sort!",
        "uniq!",
        "flatten!",
        "compact!",
        "reverse!",
        "select!",
        "reject!",
    ];
    const HASH: &[&str] = &[
        "[]",
        "[]=",
        "keys",
        "values",
        "key?",
        "has_key?",
        "value?",
        "has_value?",
        "fetch",
        "dig",
        "merge",
        "merge!",
        "update",
        "delete",
        "length",
        "size",
        "empty?",
        "each_pair",
        "each_key",
        "each_value",
        "invert",
        "key",
        "values_at",
        "to_hash",
        "transform_values",
        "transform_keys",
        "select!",
        "reject!",
        "store",
        "slice",
        "except",
        "compact",
        "default",
        "sort_by",
    ];
    const INT: &[&str] = &[
        "+",
        "-",
        "*",
        "/",
        "%",
        "**",
        "<=>",
        "<",
        ">",
        "<=",
        ">=",
        "abs",
        "times",
        "upto",
        "downto",
        "step",
        "to_i",
        "to_int",
        "to_f",
        "to_s",
        "even?",
        "odd?",
        "zero?",
        "succ",
        "pred",
        "next",
        "chr",
        "divmod",
        "fdiv",
        "round",
        "floor",
        "ceil",
        "between?",
        "clamp",
        "positive?",
        "negative?",
        "integer?",
        "remainder",
        "coerce",
        "truncate",
    ];
    let in_list = |l: &[&str]| l.contains(&name);
    in_list(OBJECT)
        || match v {
            RV::Str(_) => in_list(STRING),
            RV::Array(_) => in_list(ARRAY) || in_list(ENUM),
            RV::Hash(_) => in_list(HASH) || in_list(ENUM),
            RV::Range(_) => {
                in_list(ENUM)
                    || matches!(name, "begin" | "end" | "first" | "last" | "step" | "cover?")
            }
            RV::Int(_) => in_list(INT),
            RV::Float(_) => {
                in_list(INT)
                    && !matches!(
                        name,
                        "times"
                            | "upto"
                            | "downto"
                            | "chr"
                            | "even?"
                            | "odd?"
                            | "succ"
                            | "pred"
                            | "next"
                    )
                    || matches!(name, "nan?" | "infinite?" | "finite?")
            }
            RV::Nil => matches!(name, "to_a" | "to_s" | "to_i" | "to_f" | "to_h" | "&" | "|"),
            RV::Sym(_) => matches!(
                name,
                "to_s"
                    | "to_sym"
                    | "to_proc"
                    | "length"
                    | "size"
                    | "upcase"
                    | "downcase"
                    | "<=>"
                    | "[]"
            ),
            _ => false,
        }
}

pub(super) fn arg(args: &[RV], i: usize) -> RV {
    args.get(i).cloned().unwrap_or(RV::Nil)
}

impl Interp<'_> {
    pub(super) fn int_arg(&self, args: &[RV], i: usize) -> R<i128> {
        match args.get(i) {
            Some(RV::Int(n)) => Ok(*n),
            Some(RV::Float(f)) => Ok(*f as i128),
            Some(other) => Err(self.ruby_err(format!(
                "no implicit conversion of {} into Integer",
                other.class_name()
            ))),
            None => Err(self.ruby_err("wrong number of arguments (given 0, expected 1)")),
        }
    }

    pub(super) fn str_arg(&self, args: &[RV], i: usize) -> R<Rc<str>> {
        match args.get(i) {
            Some(RV::Str(s)) => Ok(s.clone()),
            Some(other) => Err(self.ruby_err(format!(
                "no implicit conversion of {} into String",
                conv_name(other)
            ))),
            None => Err(self.ruby_err("wrong number of arguments (given 0, expected 1)")),
        }
    }

    pub(super) fn no_method(&self, recv: &RV, name: &str) -> super::interp::Flow {
        match recv {
            RV::Nil => self.ruby_err(format!("undefined method `{name}' for nil:NilClass")),
            _ => self.unsupported(format!(
                "method '{name}' of {} is not supported in templates",
                recv.class_name()
            )),
        }
    }

    /// `recv.name(args) { block }`.
    pub fn send(&mut self, recv: RV, name: &str, args: Vec<RV>, block: Option<&BlockArg>) -> R<RV> {
        // Methods every object has.
        match name {
            "nil?" => return Ok(RV::Bool(matches!(recv, RV::Nil))),
            "is_a?" | "kind_of?" | "instance_of?" => {
                return match arg(&args, 0) {
                    RV::Class(c) if name == "instance_of?" => Ok(RV::Bool(recv.class_name() == *c)),
                    RV::Class(c) => Ok(RV::Bool(is_a(&recv, &c))),
                    _ => Err(self.ruby_err("class or module required")),
                };
            }
            "class" => {
                return match &recv {
                    RV::Opaque(o) if o.class.is_empty() => Err(self.unsupported(
                        "the Ruby class of a Puppet data type is not supported in templates",
                    )),
                    _ => Ok(RV::Class(Rc::from(recv.class_name()))),
                };
            }
            "inspect" => return Ok(RV::str(recv.inspect())),
            "to_s" if !matches!(recv, RV::Int(_)) || args.is_empty() => {
                let s = self.to_s(&recv)?;
                return Ok(RV::str(s));
            }
            "==" | "eql?" | "equal?" | "!=" => {
                let other = arg(&args, 0);
                let eq = match name {
                    "eql?" => recv.eql(&other),
                    "equal?" => {
                        return Err(self.unsupported(
                            "object identity ('equal?') is not supported in templates",
                        ));
                    }
                    _ => recv.equals(&other),
                };
                return Ok(RV::Bool(eq != (name == "!=")));
            }
            "===" => return Ok(RV::Bool(self.case_eq(&recv, &arg(&args, 0))?)),
            "!" => return Ok(RV::Bool(!recv.truthy())),
            "respond_to?" => {
                let m = match arg(&args, 0) {
                    RV::Sym(s) | RV::Str(s) => s,
                    _ => return Err(self.ruby_err("respond_to? needs a method name")),
                };
                return Ok(RV::Bool(responds(&recv, &m)));
            }
            "frozen?" => {
                return match recv {
                    RV::Nil | RV::Bool(_) | RV::Int(_) | RV::Float(_) | RV::Sym(_) => {
                        Ok(RV::Bool(true))
                    }
                    // Whether Puppet froze a value, or the template did,
                    // is not tracked.
                    _ => Err(self.unsupported(
                        "'frozen?' on strings and collections is not supported in templates",
                    )),
                };
            }
            "freeze" | "itself" => return Ok(recv),
            "to_json" => {
                let mut out = String::new();
                super::serialize::json(&recv, false, 0, &mut out)
                    .map_err(|m| self.unsupported(m))?;
                return Ok(RV::str(out));
            }
            "to_yaml" => {
                return super::serialize::yaml_document(&recv)
                    .map(RV::str)
                    .map_err(|m| self.unsupported(m));
            }
            "dup" | "clone" => {
                return Ok(match &recv {
                    RV::Array(a) => RV::array(a.borrow().clone()),
                    RV::Hash(h) => RV::hash(h.borrow().clone()),
                    _ => recv,
                });
            }
            "tap" | "then" | "yield_self" => {
                let Some(b) = block else {
                    return Err(
                        self.unsupported(format!("'{name}' without a block is not supported"))
                    );
                };
                let r = self.yield_block(b, vec![recv.clone()])?;
                return Ok(if name == "tap" { recv } else { r });
            }
            _ => {}
        }
        match &recv {
            RV::Nil => self.nil_method(name, &args),
            RV::Bool(b) => match name {
                "&" => Ok(RV::Bool(*b && arg(&args, 0).truthy())),
                "|" => Ok(RV::Bool(*b || arg(&args, 0).truthy())),
                "^" => Ok(RV::Bool(*b != arg(&args, 0).truthy())),
                _ => Err(self.no_method(&recv, name)),
            },
            RV::Int(_) | RV::Float(_) => self.numeric(&recv, name, &args, block),
            RV::Str(s) => self.string(s.clone(), name, &args, block),
            RV::Sym(s) => match name {
                "to_sym" => Ok(recv.clone()),
                "to_proc" => {
                    Err(self.unsupported("Symbol#to_proc outside '&:name' is not supported"))
                }
                "length" | "size" | "upcase" | "downcase" | "capitalize" | "[]" | "start_with?"
                | "end_with?" | "empty?" => {
                    let r = self.string(s.clone(), name, &args, block)?;
                    Ok(match (name, r) {
                        ("upcase" | "downcase" | "capitalize", RV::Str(s)) => RV::Sym(s),
                        (_, r) => r,
                    })
                }
                "<=>" => Ok(recv
                    .compare(&arg(&args, 0))
                    .map_or(RV::Nil, |o| RV::Int(o as i128))),
                _ => Err(self.no_method(&recv, name)),
            },
            RV::Array(_) | RV::Hash(_) | RV::Range(_) | RV::Enumerator(..) => {
                self.collection(recv.clone(), name, args, block)
            }
            RV::Regex(r) => match name {
                "source" => Ok(RV::str(&r.source)),
                "=~" | "match" | "match?" => {
                    let target = arg(&args, 0);
                    let s = match &target {
                        RV::Str(s) | RV::Sym(s) => s.clone(),
                        RV::Nil => {
                            if name != "match?" {
                                self.last_match = RV::Nil;
                            }
                            return Ok(if name == "match?" {
                                RV::Bool(false)
                            } else {
                                RV::Nil
                            });
                        }
                        other => {
                            return Err(self.ruby_err(format!(
                                "no implicit conversion of {} into String",
                                conv_name(other)
                            )));
                        }
                    };
                    self.regex_match(&recv, &s, name)
                }
                "options" => Ok(RV::Int(
                    i128::from(r.flags.contains('i'))
                        | (i128::from(r.flags.contains('x')) << 1)
                        | (i128::from(r.flags.contains('m')) << 2),
                )),
                "casefold?" => Ok(RV::Bool(r.flags.contains('i'))),
                _ => Err(self.no_method(&recv, name)),
            },
            RV::Match(m) => match name {
                "[]" => match arg(&args, 0) {
                    RV::Int(i) => Ok(m
                        .get(i as usize)
                        .cloned()
                        .flatten()
                        .map_or(RV::Nil, RV::str)),
                    _ => {
                        Err(self.unsupported("MatchData#[] by name is not supported in templates"))
                    }
                },
                "captures" => Ok(RV::array(
                    m[1..]
                        .iter()
                        .map(|g| g.clone().map_or(RV::Nil, RV::str))
                        .collect(),
                )),
                "to_a" => Ok(RV::array(
                    m.iter()
                        .map(|g| g.clone().map_or(RV::Nil, RV::str))
                        .collect(),
                )),
                "to_s" => Ok(RV::str(m[0].clone().unwrap_or_default())),
                _ => Err(self.no_method(&recv, name)),
            },
            RV::Class(c) => match name {
                "name" | "to_s" => Ok(RV::str(&**c)),
                "generate" | "dump" | "pretty_generate" if &**c == "JSON" => {
                    if args.len() > 1 {
                        return Err(self
                            .unsupported("JSON generator options are not supported in templates"));
                    }
                    let mut out = String::new();
                    super::serialize::json(&arg(&args, 0), name == "pretty_generate", 0, &mut out)
                        .map_err(|m| self.unsupported(m))?;
                    Ok(RV::str(out))
                }
                "escape" | "shellescape" if &**c == "Shellwords" => {
                    let s = self.to_s(&arg(&args, 0))?;
                    Ok(RV::str(super::serialize::shell_escape(&s)))
                }
                "split" | "shellsplit" | "shellwords" if &**c == "Shellwords" => {
                    let s = self.str_arg(&args, 0)?;
                    let words = super::serialize::shell_split(&s).map_err(|m| self.ruby_err(m))?;
                    Ok(RV::array(words.into_iter().map(RV::str).collect()))
                }
                "new" if &**c == "Hash" && args.is_empty() && block.is_none() => {
                    Ok(RV::hash(vec![]))
                }
                "new" if &**c == "Array" && block.is_none() => {
                    let n = if args.is_empty() {
                        0
                    } else {
                        self.int_arg(&args, 0)?.max(0) as usize
                    };
                    Ok(RV::array(vec![arg(&args, 1); n]))
                }
                "dump" if &**c == "YAML" => super::serialize::yaml_document(&arg(&args, 0))
                    .map(RV::str)
                    .map_err(|m| self.unsupported(m)),
                "[]" if &**c == "Hash" => match arg(&args, 0) {
                    h @ RV::Hash(_) => Ok(RV::hash(match h {
                        RV::Hash(p) => p.borrow().clone(),
                        _ => unreachable!(),
                    })),
                    a @ RV::Array(_) => self.collection(a, "to_h", vec![], None),
                    other => Err(self.ruby_err(format!(
                        "odd number of arguments for Hash: {}",
                        other.inspect()
                    ))),
                },
                _ => Err(self.no_method(&recv, name)),
            },
            RV::Opaque(o) => match name {
                "unwrap" if o.class.contains("Sensitive") => match &o.inner {
                    crate::catalog::Value::Sensitive(inner) => Ok(super::value::from_puppet(inner)),
                    other => Ok(super::value::from_puppet(other)),
                },
                _ => Err(self.no_method(&recv, name)),
            },
            RV::Scope => self.scope_method(name, args),
        }
    }

    fn nil_method(&mut self, name: &str, args: &[RV]) -> R<RV> {
        Ok(match name {
            "to_a" => RV::array(vec![]),
            "to_s" => RV::str(""),
            "to_i" => RV::Int(0),
            "to_f" => RV::Float(0.0),
            "to_h" => RV::hash(vec![]),
            "&" => RV::Bool(false),
            "|" => RV::Bool(arg(args, 0).truthy()),
            "=~" => RV::Nil,
            _ => return Err(self.no_method(&RV::Nil, name)),
        })
    }

    /// `recv =~ str`, `match`, `match?`: sets `$~` as Ruby does.
    pub(super) fn regex_match(&mut self, re: &RV, s: &str, how: &str) -> R<RV> {
        let RV::Regex(r) = re else { unreachable!() };
        let Some(caps) = r.re.captures(s) else {
            if how != "match?" {
                self.last_match = RV::Nil;
            }
            return Ok(if how == "match?" {
                RV::Bool(false)
            } else {
                RV::Nil
            });
        };
        if how == "match?" {
            return Ok(RV::Bool(true));
        }
        let groups: Vec<Option<String>> = caps
            .iter()
            .map(|g| g.map(|m| m.as_str().to_string()))
            .collect();
        let start = caps.get(0).unwrap().start();
        let m = RV::Match(Rc::new(groups));
        self.last_match = m.clone();
        Ok(if how == "=~" {
            RV::Int(s[..start].chars().count() as i128)
        } else {
            m
        })
    }

    /// Methods of `scope`, the Puppet scope object.
    fn scope_method(&mut self, name: &str, args: Vec<RV>) -> R<RV> {
        match name {
            "[]" | "lookupvar" => {
                let n = self.str_arg(&args, 0)?;
                Ok(self
                    .ctx
                    .variable(&n)
                    .map_or(RV::Nil, |v| super::value::from_puppet(&v)))
            }
            "call_function" => {
                let f = self.str_arg(&args, 0)?;
                let fargs = match arg(&args, 1) {
                    RV::Array(a) => a.borrow().clone(),
                    RV::Nil => vec![],
                    other => vec![other],
                };
                self.puppet_function(&f, &fargs)
            }
            n if n.starts_with("function_") => {
                let fargs = match arg(&args, 0) {
                    RV::Array(a) => a.borrow().clone(),
                    _ => return Err(self.ruby_err(format!("{n}(): arguments must be an array"))),
                };
                self.puppet_function(&n["function_".len()..], &fargs)
            }
            _ => Err(self.unsupported(format!("scope.{name} is not supported in templates"))),
        }
    }

    pub(super) fn puppet_function(&mut self, f: &str, args: &[RV]) -> R<RV> {
        let pargs = args
            .iter()
            .map(to_puppet)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|m| self.unsupported(m))?;
        match self.ctx.call_function(f, pargs) {
            Ok(v) => Ok(super::value::from_puppet(&v)),
            Err(m) => Err(self.unsupported(m)),
        }
    }

    /// Ruby's `format(fmt, args...)` (`fmt % args`), as Puppet's sprintf.
    pub(super) fn format(&mut self, fmt: &str, args: &[RV]) -> R<RV> {
        // `%s` and `%p` show Ruby's to_s and inspect, which Puppet's
        // sprintf would word its own way: they are made strings first.
        let mut args = args.to_vec();
        let mut out_fmt = String::with_capacity(fmt.len());
        let mut chars = fmt.chars().peekable();
        let mut k = 0;
        while let Some(c) = chars.next() {
            out_fmt.push(c);
            if c != '%' {
                continue;
            }
            if chars.peek() == Some(&'%') {
                out_fmt.push(chars.next().unwrap());
                continue;
            }
            let mut spec = String::new();
            while let Some(&d) = chars.peek() {
                if d.is_ascii_alphabetic() {
                    break;
                }
                spec.push(d);
                chars.next();
            }
            let conv = chars.next();
            out_fmt.push_str(&spec);
            if spec.contains('$') || spec.contains('*') || spec.contains('<') || spec.contains('{')
            {
                out_fmt.extend(conv);
                continue;
            }
            match (conv, args.get(k).cloned()) {
                (Some('s'), Some(v)) => args[k] = RV::str(self.to_s(&v)?),
                (Some('p'), Some(v)) => args[k] = RV::str(v.inspect()),
                _ => {}
            }
            out_fmt.push(if conv == Some('p') {
                's'
            } else {
                conv.unwrap_or('%')
            });
            k += 1;
        }
        let mut all = vec![RV::str(out_fmt)];
        all.extend(args);
        self.puppet_function("sprintf", &all)
    }

    /// A call with no receiver: the template's own methods.
    pub fn call_function_like(
        &mut self,
        name: &str,
        args: Vec<RV>,
        _block: Option<&BlockArg>,
    ) -> R<RV> {
        if let Some(r) = self.user_method(name, &args) {
            return r;
        }
        match name {
            "scope" => Ok(RV::Scope),
            "instance_variables" => Ok(self.instance_variables()),
            // Raising stops the template with the message, as in Ruby.
            "raise" | "fail" => {
                let message = match (args.first(), args.get(1)) {
                    (Some(RV::Class(_)), Some(m)) | (Some(m), _) => self.to_s(m)?,
                    (None, _) => "unhandled exception".to_string(),
                };
                Err(self.ruby_err(message))
            }
            "has_variable?" => {
                let n = self.str_arg(&args, 0)?;
                Ok(RV::Bool(self.ctx.has_variable(&n)))
            }
            "format" | "sprintf" => {
                let f = self.str_arg(&args, 0)?;
                self.format(&f, &args[1..])
            }
            "Integer" => match arg(&args, 0) {
                RV::Int(i) => Ok(RV::Int(i)),
                RV::Float(f) => Ok(RV::Int(f as i128)),
                RV::Str(s) => parse_int_strict(&s).map(RV::Int).ok_or_else(|| {
                    self.ruby_err(format!(
                        "invalid value for Integer(): {}",
                        super::value::inspect_str(&s)
                    ))
                }),
                other => {
                    Err(self.ruby_err(format!("can't convert {} into Integer", other.class_name())))
                }
            },
            "Float" => match arg(&args, 0) {
                RV::Int(i) => Ok(RV::Float(i as f64)),
                RV::Float(f) => Ok(RV::Float(f)),
                RV::Str(s) => s
                    .trim()
                    .replace('_', "")
                    .parse::<f64>()
                    .map(RV::Float)
                    .map_err(|_| {
                        self.ruby_err(format!(
                            "invalid value for Float(): {}",
                            super::value::inspect_str(&s)
                        ))
                    }),
                other => {
                    Err(self.ruby_err(format!("can't convert {} into Float", other.class_name())))
                }
            },
            "String" => {
                let s = self.to_s(&arg(&args, 0))?;
                Ok(RV::str(s))
            }
            "Array" => Ok(match arg(&args, 0) {
                RV::Nil => RV::array(vec![]),
                RV::Array(a) => RV::Array(a),
                v @ (RV::Hash(_) | RV::Range(_)) => RV::array(self.items(&v)?),
                v => RV::array(vec![v]),
            }),
            _ => Err(self.ruby_err(format!("undefined local variable or method `{name}'"))),
        }
    }

    fn numeric(&mut self, recv: &RV, name: &str, args: &[RV], block: Option<&BlockArg>) -> R<RV> {
        let other = arg(args, 0);
        if let (RV::Int(a), "times" | "upto" | "downto" | "step") = (recv, name) {
            let Some(b) = block else {
                return Err(self.unsupported(format!(
                    "Integer#{name} without a block is not supported in templates"
                )));
            };
            let (from, to, step) = match name {
                "times" => (0, *a - 1, 1),
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
            let mut i = from;
            while if step > 0 { i <= to } else { i >= to } {
                self.yield_block(b, vec![RV::Int(i)])?;
                i += step;
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
        let floor_div = |a: i128, b: i128| {
            let q = a / b;
            if (a % b != 0) && ((a < 0) != (b < 0)) {
                q - 1
            } else {
                q
            }
        };
        Ok(RV::Int(match op {
            "+" => a.checked_add(b).ok_or_else(overflow)?,
            "-" => a.checked_sub(b).ok_or_else(overflow)?,
            "*" => a.checked_mul(b).ok_or_else(overflow)?,
            "/" => floor_div(a, b),
            "%" => a - b * floor_div(a, b),
            "divmod" => {
                return Ok(RV::array(vec![
                    RV::Int(floor_div(a, b)),
                    RV::Int(a - b * floor_div(a, b)),
                ]));
            }
            "remainder" => a % b,
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
            "<<" => a
                .checked_shl(u32::try_from(b).map_err(|_| overflow())?)
                .filter(|r| r >> b == a)
                .ok_or_else(overflow)?,
            _ => a >> b.min(127),
        }))
    }

    fn int_method(&mut self, a: i128, name: &str, args: &[RV]) -> R<RV> {
        Ok(match name {
            "-@" => RV::Int(-a),
            "~" => RV::Int(!a),
            "abs" | "magnitude" => RV::Int(a.abs()),
            "to_i" | "to_int" | "floor" | "ceil" | "truncate" | "ord" if args.is_empty() => {
                RV::Int(a)
            }
            "round" => RV::Int(a),
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
            "succ" | "next" => RV::Int(a + 1),
            "pred" => RV::Int(a - 1),
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

/// The class name Ruby's conversion errors use (`nil` for nil).
pub(super) fn conv_name(v: &RV) -> String {
    match v {
        RV::Nil => "nil".into(),
        RV::Bool(b) => b.to_string(),
        other => other.class_name(),
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
fn parse_int_strict(s: &str) -> Option<i128> {
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
