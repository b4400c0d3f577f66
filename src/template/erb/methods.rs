//! Method calls: dispatch by receiver, the methods every object has
//! (`nil?`, `is_a?`, `to_s`...), nil, booleans, symbols, regexps and
//! match data, classes and Puppet's opaque values.

use std::rc::Rc;

use super::ast::BlockArg;
use super::ast::Expr;
use super::classes::{is_a, responds};
use super::interp::{Interp, R};
use super::value::RV;

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

    pub(super) fn str_arg(&self, args: &[RV], i: usize) -> R<Rc<String>> {
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

    /// Appends `tail` to the string a variable holds, in place (copied
    /// first only when something else holds it too), as `s << tail` and
    /// `s += tail` do; `None`, changing nothing, where that is not a plain
    /// append: not a string, a frozen one (Ruby's error is the general
    /// path's), or past the size budget (its error too).
    pub(super) fn append_in_place(&mut self, target: &Expr, tail: &RV) -> Option<RV> {
        let RV::Str(tail) = tail else { return None };
        let slot = match target {
            Expr::LVar(n) => self.frames.iter_mut().rev().find_map(|f| f.get_mut(n))?,
            Expr::IVar(n) => self.ivars.get_mut(n)?,
            _ => return None,
        };
        let RV::Str(s) = slot else { return None };
        let address = Rc::as_ptr(s) as *const u8 as usize;
        let length = s.len() as u128 + tail.len() as u128;
        if self.frozen.contains(&address)
            || crate::catalog::limits::characters("a string", length).is_err()
        {
            return None;
        }
        Rc::make_mut(s).push_str(tail);
        Some(RV::Str(s.clone()))
    }

    /// `recv.name(args) { block }`.
    /// Ruby's NoMemoryError where a value of `n` elements (or
    /// characters) is past the size budget of one value.
    pub(super) fn fits(&self, what: &str, n: u128) -> R<()> {
        crate::catalog::limits::elements(what, n)
            .map(|_| ())
            .map_err(|e| self.ruby_err(e))
    }

    /// Calls a method; a string, array or hash it made (or grew in place)
    /// past the size budget of one value is refused, so that repeated
    /// doubling stops at twice the budget.
    pub fn send(&mut self, recv: RV, name: &str, args: Vec<RV>, block: Option<&BlockArg>) -> R<RV> {
        use crate::catalog::limits::{characters, elements};
        let result = self.send_unmeasured(recv, name, args, block)?;
        let too_big = match &result {
            RV::Str(s) => characters("a string", s.len() as u128).err(),
            RV::Array(a) => elements("an array", a.borrow().len() as u128).err(),
            RV::Hash(h) => elements("a hash", h.borrow().len() as u128).err(),
            _ => None,
        };
        match too_big {
            Some(e) => Err(self.ruby_err(e)),
            None => Ok(result),
        }
    }

    fn send_unmeasured(
        &mut self,
        recv: RV,
        name: &str,
        args: Vec<RV>,
        block: Option<&BlockArg>,
    ) -> R<RV> {
        if removed_in_ruby_3_2(&recv, name) {
            if self.ctx.ruby_3_3() {
                let class = recv.class_name();
                return Err(self.ruby_err(format!(
                    "undefined method `{name}' for an instance of {class}"
                )));
            }
            // Ruby 3.1's deprecated forms: `=~` matches nothing, taint
            // tracking does nothing.
            return Ok(match name {
                "=~" => RV::Nil,
                "tainted?" | "untrusted?" => RV::Bool(false),
                _ => recv,
            });
        }
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
            "pretty_inspect" => {
                return Ok(RV::str(format!("{}\n", super::pretty::pretty(&recv, 79))));
            }
            "to_s" if !matches!(recv, RV::Int(_)) || args.is_empty() => {
                let s = self.text_of(&recv)?;
                return Ok(RV::str(s));
            }
            "==" | "eql?" | "equal?" | "!=" => {
                let other = arg(&args, 0);
                let eq = match name {
                    "eql?" => recv.eql(&other),
                    // Immediates are identical when equal; arrays and
                    // hashes are objects shared as Ruby shares them (see
                    // `objects`); strings' identity is not tracked.
                    "equal?" => match (&recv, &other) {
                        (RV::Nil | RV::Bool(_) | RV::Int(_) | RV::Sym(_), _) => recv.eql(&other),
                        (RV::Array(a), RV::Array(b)) => Rc::ptr_eq(a, b),
                        (RV::Hash(a), RV::Hash(b)) => Rc::ptr_eq(a, b),
                        (RV::Array(_) | RV::Hash(_), _) => false,
                        _ => {
                            return Err(self.unsupported(
                                "object identity ('equal?') is not supported in templates",
                            ));
                        }
                    },
                    _ => recv.equals(&other),
                };
                return Ok(RV::Bool(eq != (name == "!=")));
            }
            "===" => return Ok(RV::Bool(self.case_eq(&recv, &arg(&args, 0))?)),
            "!" => return Ok(RV::Bool(!recv.truthy())),
            "respond_to?" => {
                let m = match arg(&args, 0) {
                    RV::Sym(s) => s.to_string(),
                    RV::Str(s) => s.to_string(),
                    _ => return Err(self.ruby_err("respond_to? needs a method name")),
                };
                return Ok(RV::Bool(responds(&recv, &m)));
            }
            "frozen?" => {
                return Ok(RV::Bool(match &recv {
                    RV::Nil | RV::Bool(_) | RV::Int(_) | RV::Float(_) | RV::Sym(_) => true,
                    other => self.is_frozen(other),
                }));
            }
            "freeze" => {
                self.freeze(&recv);
                return Ok(recv);
            }
            "itself" => return Ok(recv),
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
                    // A copy is a new (unfrozen) string.
                    RV::Str(s) => RV::str(&**s),
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
                    let r = self.string(Rc::new(s.to_string()), name, &args, block)?;
                    Ok(match (name, r) {
                        ("upcase" | "downcase" | "capitalize", RV::Str(s)) => {
                            RV::Sym(Rc::from(s.as_str()))
                        }
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
                        RV::Str(s) => Rc::from(s.as_str()),
                        RV::Sym(s) => s.clone(),
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
                    named @ (RV::Str(_) | RV::Sym(_)) => {
                        let n = named.to_s();
                        match m
                            .names
                            .iter()
                            .position(|x| x.as_deref() == Some(n.as_str()))
                        {
                            Some(i) => Ok(m.get(i).cloned().flatten().map_or(RV::Nil, RV::str)),
                            None => {
                                Err(self.ruby_err(format!("undefined group name reference: {n}")))
                            }
                        }
                    }
                    _ => Err(self
                        .unsupported("MatchData#[] with this index is not supported in templates")),
                },
                "pre_match" => Ok(RV::str(&m.pre)),
                "post_match" => Ok(RV::str(&m.post)),
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
                "join" | "basename" | "dirname" | "extname" if &**c == "File" => {
                    self.file_path(name, &args)
                }
                "pp" if &**c == "PP" => {
                    let width = match args.get(2) {
                        Some(RV::Int(w)) => *w as usize,
                        _ => 79,
                    };
                    let text = super::pretty::pretty(&arg(&args, 0), width);
                    // What it returns: the output string, the text added.
                    match args.get(1) {
                        Some(RV::Str(out)) => Ok(RV::str(format!("{out}{text}\n"))),
                        _ => Err(self.unsupported("PP.pp prints only into a string in templates")),
                    }
                }
                "new" | "compile" if &**c == "Regexp" => {
                    let (source, flags) = match arg(&args, 0) {
                        RV::Regex(r) => (r.source.clone(), r.flags.clone()),
                        other => {
                            let source = self.text_of(&other)?;
                            let flags = match args.get(1) {
                                Some(RV::Int(bits)) => {
                                    let mut f = String::new();
                                    for (bit, flag) in [(4, 'm'), (1, 'i'), (2, 'x')] {
                                        if bits & bit != 0 {
                                            f.push(flag);
                                        }
                                    }
                                    f
                                }
                                Some(RV::Str(s)) => {
                                    s.chars().filter(|c| "mix".contains(*c)).collect()
                                }
                                Some(v) if v.truthy() => "i".to_string(),
                                _ => String::new(),
                            };
                            (source, flags)
                        }
                    };
                    super::regex::compile(&source, &flags)
                        .map(RV::Regex)
                        .map_err(|m| self.unsupported(m))
                }
                "union" if &**c == "Regexp" => {
                    let patterns = match args.as_slice() {
                        [RV::Array(items)] => items.borrow().clone(),
                        _ => args.clone(),
                    };
                    let mut parts = Vec::new();
                    for p in &patterns {
                        parts.push(match p {
                            RV::Regex(_) => p.to_s(),
                            RV::Str(s) => regexp_escape(s),
                            RV::Sym(s) => regexp_escape(s),
                            other => {
                                return Err(self.ruby_err(format!(
                                    "no implicit conversion of {} into String",
                                    other.class_name()
                                )));
                            }
                        });
                    }
                    let source = match parts.is_empty() {
                        true => "(?!)".to_string(),
                        false => parts.join("|"),
                    };
                    super::regex::compile(&source, "")
                        .map(RV::Regex)
                        .map_err(|m| self.unsupported(m))
                }
                // A set as its distinct items, in order (what templates
                // do with one: `to_a`, `include?`, `each`, `size`).
                "new" if &**c == "Set" => {
                    let items = match args.first() {
                        None | Some(RV::Nil) => Vec::new(),
                        Some(v) => self.items(v)?,
                    };
                    let mut distinct: Vec<RV> = Vec::new();
                    for it in items {
                        if !distinct.iter().any(|d| d.equals(&it)) {
                            distinct.push(it);
                        }
                    }
                    Ok(RV::array(distinct))
                }
                "html_escape" | "h" if &**c == "ERB::Util" => {
                    let s = self.text_of(&arg(&args, 0))?;
                    Ok(RV::str(
                        s.replace('&', "&amp;")
                            .replace('<', "&lt;")
                            .replace('>', "&gt;")
                            .replace('"', "&quot;")
                            .replace('\'', "&#39;"),
                    ))
                }
                "escape" | "quote" if &**c == "Regexp" => {
                    let s = self.text_of(&arg(&args, 0))?;
                    Ok(RV::str(regexp_escape(&s)))
                }
                "escape" | "shellescape" if &**c == "Shellwords" => {
                    let s = self.text_of(&arg(&args, 0))?;
                    Ok(RV::str(super::serialize::shell_escape(&s)))
                }
                "split" | "shellsplit" | "shellwords" if &**c == "Shellwords" => {
                    let s = self.str_arg(&args, 0)?;
                    let words = super::serialize::shell_split(&s).map_err(|m| self.ruby_err(m))?;
                    Ok(RV::array(words.into_iter().map(RV::str).collect()))
                }
                "new" if &**c == super::ipaddr::CLASS => {
                    let text = self.str_arg(&args, 0)?;
                    super::ipaddr::new(&text).map_err(|m| self.ruby_err(m))
                }
                "new" if &**c == "Hash" && args.is_empty() && block.is_none() => {
                    Ok(RV::hash(vec![]))
                }
                "new" if &**c == "Array" && block.is_none() => {
                    let n = if args.is_empty() {
                        0
                    } else {
                        self.int_arg(&args, 0)?.max(0) as u128
                    };
                    self.fits("an array", n)?;
                    Ok(RV::array(vec![arg(&args, 1); n as usize]))
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
            RV::Opaque(o) if o.class == super::ipaddr::CLASS => {
                match super::ipaddr::method(o, name, &args) {
                    Some(result) => result.map_err(|m| self.ruby_err(m)),
                    None => Err(self.no_method(&recv, name)),
                }
            }
            RV::Opaque(o) if super::exceptions::is_exception(o) => match name {
                "message" | "to_s" => Ok(RV::str(&o.text)),
                "full_message" => Ok(RV::str(format!("{} ({})", o.text, o.class))),
                "inspect" => Ok(RV::str(format!("#<{}: {}>", o.class, o.text))),
                "class" => Ok(RV::Class(Rc::from(o.class.as_str()))),
                "backtrace" => Ok(RV::Nil),
                "is_a?" | "kind_of?" => match arg(&args, 0) {
                    RV::Class(c) => Ok(RV::Bool(super::exceptions::is_a(&o.class, &c))),
                    _ => Err(self.ruby_err("class or module required")),
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
        let start = caps.get(0).unwrap().start();
        let m = RV::Match(Rc::new(caps.match_data()));
        self.last_match = m.clone();
        Ok(if how == "=~" {
            RV::Int(s[..start].chars().count() as i128)
        } else {
            m
        })
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

/// Ruby's `Regexp.escape`: metacharacters, `-`, `#` and space get a
/// backslash; tab, newline, return, form feed and vertical tab their
/// escape letters.
fn regexp_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '.' | '*' | '?' | '+' | '^' | '$' | '|' | '(' | ')' | '[' | ']' | '{' | '}' | '\\'
            | '-' | '#' | ' ' => {
                out.push('\\');
                out.push(c);
            }
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\x0c' => out.push_str("\\f"),
            '\x0b' => out.push_str("\\v"),
            other => out.push(other),
        }
    }
    out
}

/// Methods Ruby 3.2 removed: `Object#=~` (strings, regexps, symbols and
/// nil keep theirs) and the taint tracking.
fn removed_in_ruby_3_2(recv: &RV, name: &str) -> bool {
    match name {
        "=~" => !matches!(recv, RV::Str(_) | RV::Regex(_) | RV::Sym(_) | RV::Nil),
        "taint" | "untaint" | "tainted?" | "trust" | "untrust" | "untrusted?" => true,
        _ => false,
    }
}

impl Interp<'_> {
    /// `File.join/basename/dirname/extname`: path arithmetic, as Ruby
    /// does it on a Unix system (no file is looked at).
    fn file_path(&mut self, name: &str, args: &[RV]) -> R<RV> {
        if name == "join" {
            let mut parts = Vec::new();
            flatten_strings(args, &mut parts).map_err(|m| self.ruby_err(m))?;
            let mut joined = String::new();
            for (i, part) in parts.iter().enumerate() {
                if i == 0 {
                    joined.push_str(part);
                    continue;
                }
                match (joined.ends_with('/'), part.starts_with('/')) {
                    (true, true) => joined.push_str(part.trim_start_matches('/')),
                    (true, false) | (false, true) => joined.push_str(part),
                    (false, false) => {
                        joined.push('/');
                        joined.push_str(part);
                    }
                }
            }
            return Ok(RV::str(joined));
        }
        let path = self.str_arg(args, 0)?;
        let trimmed = path.trim_end_matches('/');
        let all_slashes = trimmed.is_empty() && path.starts_with('/');
        Ok(RV::str(match name {
            "basename" => {
                if all_slashes {
                    "/".to_string()
                } else {
                    let base = trimmed.rsplit('/').next().unwrap_or_default();
                    match args.get(1) {
                        Some(RV::Str(suffix)) if &**suffix == ".*" => match base.rfind('.') {
                            Some(dot) if dot > 0 => base[..dot].to_string(),
                            _ => base.to_string(),
                        },
                        Some(RV::Str(suffix))
                            if base.ends_with(&**suffix) && base != suffix.as_str() =>
                        {
                            base[..base.len() - suffix.len()].to_string()
                        }
                        _ => base.to_string(),
                    }
                }
            }
            "dirname" => {
                if all_slashes {
                    "/".to_string()
                } else {
                    match trimmed.rfind('/') {
                        None => ".".to_string(),
                        Some(at) => {
                            let dir = trimmed[..at].trim_end_matches('/');
                            if dir.is_empty() {
                                "/".to_string()
                            } else {
                                dir.to_string()
                            }
                        }
                    }
                }
            }
            _ => {
                let base = trimmed.rsplit('/').next().unwrap_or_default();
                let stem = base.trim_start_matches('.');
                match stem.rfind('.') {
                    Some(dot) if dot + 1 < stem.len() => stem[dot..].to_string(),
                    _ => String::new(),
                }
            }
        }))
    }
}

/// `File.join`'s arguments: strings, arrays of them flattened.
fn flatten_strings(args: &[RV], out: &mut Vec<String>) -> Result<(), String> {
    for a in args {
        match a {
            RV::Str(s) => out.push(s.to_string()),
            RV::Array(items) => flatten_strings(&items.borrow(), out)?,
            other => {
                return Err(format!(
                    "no implicit conversion of {} into String",
                    other.class_name()
                ));
            }
        }
    }
    Ok(())
}

impl Interp<'_> {
    /// The address a string or collection is frozen by.
    fn frozen_key(v: &RV) -> Option<usize> {
        match v {
            RV::Str(s) => Some(std::rc::Rc::as_ptr(s) as *const u8 as usize),
            RV::Array(a) => Some(std::rc::Rc::as_ptr(a) as *const u8 as usize),
            RV::Hash(h) => Some(std::rc::Rc::as_ptr(h) as *const u8 as usize),
            _ => None,
        }
    }

    /// Whether a string or collection was frozen (by Puppet or `freeze`).
    pub(super) fn is_frozen(&self, v: &RV) -> bool {
        Self::frozen_key(v).is_some_and(|k| self.frozen.contains(&k))
    }

    /// `freeze`.
    pub(super) fn freeze(&mut self, v: &RV) {
        if let Some(k) = Self::frozen_key(v)
            && self.frozen.insert(k)
        {
            self.kept_frozen.push(v.clone());
        }
    }
}
