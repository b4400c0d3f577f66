//! String methods, with Ruby's semantics (character indexes, `split`'s
//! whitespace mode and dropped trailing empties, `tr` sets, `to_i`'s
//! lenient parse, replacement strings in `sub`/`gsub`).

use std::rc::Rc;

use super::ast::BlockArg;
use super::interp::{Interp, R};
use super::methods::{arg, conv_name};
use super::value::RV;

const RUBY_SPACE: &[char] = &[' ', '\t', '\n', '\r', '\u{c}', '\u{b}', '\0'];

impl Interp<'_> {
    pub(super) fn string(
        &mut self,
        s: Rc<String>,
        name: &str,
        args: &[RV],
        block: Option<&BlockArg>,
    ) -> R<RV> {
        let a0 = arg(args, 0);
        Ok(match name {
            "+" | "concat" | "<<" => match &a0 {
                RV::Str(o) => RV::str(format!("{s}{o}")),
                o => {
                    return Err(self.ruby_err(format!(
                        "no implicit conversion of {} into String",
                        conv_name(o)
                    )));
                }
            },
            "prepend" => RV::str(format!("{}{s}", self.str_arg(args, 0)?)),
            "*" => {
                let n = self.int_arg(args, 0)?;
                if n < 0 {
                    return Err(self.ruby_err("negative argument"));
                }
                let chars = (n as u128).saturating_mul(s.chars().count() as u128);
                crate::catalog::limits::padding(
                    "repeated length",
                    chars.min(usize::MAX as u128) as usize,
                )
                .map_err(|e| self.ruby_err(e))?;
                RV::str(s.repeat(n as usize))
            }
            "%" => {
                let items = match &a0 {
                    RV::Array(a) => a.borrow().clone(),
                    o => vec![o.clone()],
                };
                self.format(&s, &items)?
            }
            "<=>" => RV::Str(s.clone())
                .compare(&a0)
                .map_or(RV::Nil, |o| RV::Int(o as i128)),
            "<" | "<=" | ">" | ">=" | "between?" => {
                return self.numeric_like_compare(RV::Str(s), name, args);
            }
            "=~" | "match" | "match?" => match &a0 {
                RV::Regex(_) => self.regex_match(&a0, &s, name)?,
                // Ruby compiles the string as a pattern (`Regexp.new`),
                // unescaped.
                RV::Str(p) if name != "=~" => {
                    let re =
                        RV::Regex(super::regex::compile(p, "").map_err(|m| self.unsupported(m))?);
                    self.regex_match(&re, &s, name)?
                }
                o => {
                    return Err(self.ruby_err(format!(
                        "wrong argument type {} (expected Regexp)",
                        o.class_name()
                    )));
                }
            },
            "length" | "size" => RV::Int(s.chars().count() as i128),
            "bytesize" => RV::Int(s.len() as i128),
            "upcase" => RV::str(s.to_uppercase()),
            "downcase" => RV::str(s.to_lowercase()),
            "capitalize" => {
                let mut c = s.chars();
                RV::str(
                    c.next()
                        .map(|f| f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase())
                        .unwrap_or_default(),
                )
            }
            "swapcase" => RV::str(
                s.chars()
                    .map(|c| {
                        if c.is_uppercase() {
                            c.to_lowercase().collect::<String>()
                        } else {
                            c.to_uppercase().collect()
                        }
                    })
                    .collect::<String>(),
            ),
            "strip" => RV::str(s.trim_matches(RUBY_SPACE)),
            "lstrip" => RV::str(s.trim_start_matches(RUBY_SPACE)),
            "rstrip" => RV::str(s.trim_end_matches(RUBY_SPACE)),
            "chomp" => RV::str(match &a0 {
                RV::Str(suffix) => s.strip_suffix(&**suffix).unwrap_or(&s).to_string(),
                _ => s
                    .strip_suffix("\r\n")
                    .or_else(|| s.strip_suffix('\n'))
                    .or_else(|| s.strip_suffix('\r'))
                    .unwrap_or(&s)
                    .to_string(),
            }),
            "chop" => {
                let mut t = s.to_string();
                if t.ends_with("\r\n") {
                    t.truncate(t.len() - 2)
                } else {
                    t.pop();
                }
                RV::str(t)
            }
            "start_with?" | "end_with?" => {
                let mut hit = false;
                for p in args {
                    hit |= match p {
                        RV::Str(p) => {
                            if name == "start_with?" {
                                s.starts_with(&**p)
                            } else {
                                s.ends_with(&**p)
                            }
                        }
                        RV::Regex(r) if name == "start_with?" => {
                            r.re.find(&s).is_some_and(|m| m.start() == 0)
                        }
                        o => {
                            return Err(self.ruby_err(format!(
                                "no implicit conversion of {} into String",
                                conv_name(o)
                            )));
                        }
                    };
                }
                RV::Bool(hit)
            }
            "include?" => RV::Bool(s.as_str().contains(self.str_arg(args, 0)?.as_str())),
            "empty?" => RV::Bool(s.is_empty()),
            "reverse" => RV::str(s.chars().rev().collect::<String>()),
            "to_s" | "to_str" => RV::Str(s),
            "to_sym" | "intern" => RV::Sym(Rc::from(s.as_str())),
            "to_i" => {
                let base = if args.is_empty() {
                    10
                } else {
                    self.int_arg(args, 0)?
                };
                if base == 1 || !(0..=36).contains(&base) {
                    return Err(self.ruby_err(format!("invalid radix {base}")));
                }
                RV::Int(int_with_base(&s, base as u32))
            }
            "hex" => RV::Int(int_with_base(&s, 16)),
            "oct" => RV::Int(int_with_base(&s, 8)),
            "to_f" => RV::Float(lenient_float(&s)),
            "ljust" | "rjust" | "center" => {
                let width = self.int_arg(args, 0)?.max(0) as usize;
                let width = crate::catalog::limits::padding("width", width)
                    .map_err(|e| self.ruby_err(e))?;
                let pad: Vec<char> = if args.len() > 1 {
                    self.str_arg(args, 1)?.chars().collect()
                } else {
                    vec![' ']
                };
                if pad.is_empty() {
                    return Err(self.ruby_err("zero width padding"));
                }
                let len = s.chars().count();
                if width <= len {
                    RV::Str(s)
                } else {
                    let fill = |n: usize| (0..n).map(|i| pad[i % pad.len()]).collect::<String>();
                    let total = width - len;
                    RV::str(match name {
                        "ljust" => format!("{s}{}", fill(total)),
                        "rjust" => format!("{}{s}", fill(total)),
                        _ => format!("{}{s}{}", fill(total / 2), fill(total - total / 2)),
                    })
                }
            }
            "tr" => {
                let from = expand_set(&self.str_arg(args, 0)?);
                let to = expand_set(&self.str_arg(args, 1)?);
                RV::str(tr(&s, &from, &to))
            }
            "delete" => {
                let set = expand_set(&self.str_arg(args, 0)?);
                RV::str(s.chars().filter(|c| !set.contains(*c)).collect::<String>())
            }
            "squeeze" => {
                let set = if args.is_empty() {
                    None
                } else {
                    Some(expand_set(&self.str_arg(args, 0)?))
                };
                let mut out = String::new();
                for c in s.chars() {
                    if out.ends_with(c) && set.as_ref().is_none_or(|st| st.contains(c)) {
                        continue;
                    }
                    out.push(c);
                }
                RV::str(out)
            }
            "count" => {
                let set = expand_set(&self.str_arg(args, 0)?);
                RV::Int(s.chars().filter(|c| set.contains(*c)).count() as i128)
            }
            "index" | "rindex" => {
                let found = match &a0 {
                    RV::Str(p) => {
                        if name == "index" {
                            s.find(&**p)
                        } else {
                            s.rfind(&**p)
                        }
                    }
                    RV::Regex(r) => {
                        if name == "index" {
                            r.re.find(&s).map(|m| m.start())
                        } else {
                            r.re.find_iter(&s).last().map(|m| m.start())
                        }
                    }
                    o => {
                        return Err(self.ruby_err(format!(
                            "no implicit conversion of {} into String",
                            conv_name(o)
                        )));
                    }
                };
                found.map_or(RV::Nil, |b| RV::Int(s[..b].chars().count() as i128))
            }
            "chars" => RV::array(s.chars().map(|c| RV::str(c.to_string())).collect()),
            "bytes" => RV::array(s.bytes().map(|b| RV::Int(b as i128)).collect()),
            "lines" => RV::array(lines(&s)),
            "each_line" | "each_char" => {
                let items = if name == "each_line" {
                    lines(&s)
                } else {
                    s.chars().map(|c| RV::str(c.to_string())).collect()
                };
                match block {
                    Some(b) => {
                        for it in items {
                            self.yield_block(b, vec![it])?;
                        }
                        RV::Str(s)
                    }
                    None => RV::Enumerator(Rc::new(items), Rc::from("each")),
                }
            }
            "ord" => match s.chars().next() {
                Some(c) => RV::Int(c as i128),
                None => return Err(self.ruby_err("empty string")),
            },
            "succ" | "next" => RV::str(succ(&s)),
            "encoding" => RV::Class(Rc::from("UTF-8")),
            "force_encoding" | "encode" | "scrub" | "unicode_normalize"
                if matches!(&a0, RV::Str(e) if e.eq_ignore_ascii_case("UTF-8"))
                    || args.is_empty() =>
            {
                RV::Str(s)
            }
            "casecmp" => RV::Int(match &a0 {
                RV::Str(o) => s.to_ascii_lowercase().cmp(&o.to_ascii_lowercase()) as i128,
                _ => return Ok(RV::Nil),
            }),
            "casecmp?" => match &a0 {
                RV::Str(o) => RV::Bool(s.to_lowercase() == o.to_lowercase()),
                _ => RV::Nil,
            },
            "partition" | "rpartition" => {
                let sep = self.str_arg(args, 0)?;
                let at = if name == "partition" {
                    s.find(&*sep)
                } else {
                    s.rfind(&*sep)
                };
                let parts = match at {
                    Some(i) => [&s[..i], &sep[..], &s[i + sep.len()..]],
                    None if name == "partition" => [&s[..], "", ""],
                    None => ["", "", &s[..]],
                };
                RV::array(parts.iter().map(RV::str).collect())
            }
            "insert" => {
                let i = self.int_arg(args, 0)?;
                let other = self.str_arg(args, 1)?;
                let chars: Vec<char> = s.chars().collect();
                let at = if i < 0 {
                    chars.len() as i128 + i + 1
                } else {
                    i
                };
                if at < 0 || at as usize > chars.len() {
                    return Err(self.ruby_err(format!("index {i} out of string")));
                }
                let (a, b) = chars.split_at(at as usize);
                RV::str(format!(
                    "{}{other}{}",
                    a.iter().collect::<String>(),
                    b.iter().collect::<String>()
                ))
            }
            "[]" | "slice" => self.string_index(&s, args)?,
            "shellescape" => RV::str(super::serialize::shell_escape(&s)),
            "shellsplit" | "shellwords" => {
                let words = super::serialize::shell_split(&s).map_err(|m| self.ruby_err(m))?;
                RV::array(words.into_iter().map(RV::str).collect())
            }
            "split" => self.split(&s, args)?,
            "scan" => self.scan(&s, &a0, block)?,
            "sub" | "gsub" => self.substitute(&s, name == "gsub", args, block)?,
            n if n.ends_with('!') => {
                return Err(self.unsupported(format!(
                    "in-place string method '{n}' is not supported in templates"
                )));
            }
            _ => return Err(self.no_method(&RV::Str(s), name)),
        })
    }

    fn numeric_like_compare(&mut self, recv: RV, name: &str, args: &[RV]) -> R<RV> {
        let cmp = |o: &RV| recv.compare(o);
        if name == "between?" {
            return Ok(RV::Bool(
                cmp(&arg(args, 0)).is_some_and(|o| o.is_ge())
                    && cmp(&arg(args, 1)).is_some_and(|o| o.is_le()),
            ));
        }
        let o = cmp(&arg(args, 0)).ok_or_else(|| {
            self.ruby_err(format!(
                "comparison of String with {} failed",
                arg(args, 0).inspect()
            ))
        })?;
        Ok(RV::Bool(match name {
            "<" => o.is_lt(),
            "<=" => o.is_le(),
            ">" => o.is_gt(),
            _ => o.is_ge(),
        }))
    }

    fn string_index(&mut self, s: &str, args: &[RV]) -> R<RV> {
        let chars: Vec<char> = s.chars().collect();
        let n = chars.len() as i128;
        let sub = |from: i128, len: i128| -> RV {
            let from = if from < 0 { n + from } else { from };
            if from < 0 || from > n || len < 0 {
                return RV::Nil;
            }
            let end = (from + len).min(n);
            RV::str(
                chars[from as usize..end as usize]
                    .iter()
                    .collect::<String>(),
            )
        };
        Ok(match (arg(args, 0), args.len()) {
            (RV::Int(i), 1) => {
                let i = if i < 0 { n + i } else { i };
                if i < 0 || i >= n {
                    RV::Nil
                } else {
                    RV::str(chars[i as usize].to_string())
                }
            }
            (RV::Int(i), 2) => sub(i, self.int_arg(args, 1)?),
            (RV::Range(r), 1) => match (&r.0, &r.1) {
                (RV::Int(a), end @ (RV::Int(_) | RV::Nil)) => {
                    let (b, excl) = match end {
                        RV::Int(b) => (b, r.2),
                        _ => (&-1, false),
                    };
                    let a2 = if *a < 0 { n + a } else { *a };
                    let b2 = if *b < 0 { n + b } else { *b };
                    sub(*a, (b2 - a2 + if excl { 0 } else { 1 }).max(0))
                }
                _ => return Err(self.unsupported("String#[] with this range is not supported")),
            },
            (RV::Str(p), 1) => {
                if s.contains(&*p) {
                    RV::Str(p)
                } else {
                    RV::Nil
                }
            }
            (re @ RV::Regex(_), k) => {
                let m = self.regex_match(&re, s, "match")?;
                let group = if k > 1 {
                    self.int_arg(args, 1)? as usize
                } else {
                    0
                };
                match m {
                    RV::Match(g) => g.get(group).cloned().flatten().map_or(RV::Nil, RV::str),
                    _ => RV::Nil,
                }
            }
            _ => return Err(self.unsupported("String#[] with these arguments is not supported")),
        })
    }

    fn split(&mut self, s: &str, args: &[RV]) -> R<RV> {
        let limit = if args.len() > 1 {
            self.int_arg(args, 1)?
        } else {
            0
        };
        let mut parts: Vec<String> = match arg(args, 0) {
            RV::Nil => awk_split(s, limit),
            RV::Str(p) if &*p == " " => awk_split(s, limit),
            RV::Str(p) if p.is_empty() => {
                let chars: Vec<String> = s.chars().map(String::from).collect();
                if limit > 0 && chars.len() > limit as usize {
                    let mut v: Vec<String> = chars[..limit as usize - 1].to_vec();
                    v.push(chars[limit as usize - 1..].concat());
                    v
                } else {
                    chars
                }
            }
            RV::Str(p) => {
                if limit > 0 {
                    s.splitn(limit as usize, &*p).map(String::from).collect()
                } else {
                    s.split(&*p).map(String::from).collect()
                }
            }
            RV::Regex(r) => {
                let mut out = Vec::new();
                let mut last = 0;
                for caps in r.re.captures_iter(s) {
                    if limit > 0 && out.len() + 1 >= limit as usize {
                        break;
                    }
                    let m = caps.get(0).unwrap();
                    if m.end() == 0 && m.start() == 0 {
                        continue;
                    }
                    if m.start() == m.end() {
                        // An empty match splits between characters.
                        if m.start() >= s.len() {
                            break;
                        }
                        out.push(s[last..m.start()].to_string());
                        last = m.start();
                        continue;
                    }
                    out.push(s[last..m.start()].to_string());
                    for g in caps.iter().skip(1).flatten() {
                        out.push(g.as_str().to_string());
                    }
                    last = m.end();
                }
                out.push(s[last..].to_string());
                out
            }
            o => {
                return Err(self.ruby_err(format!(
                    "wrong argument type {} (expected Regexp)",
                    o.class_name()
                )));
            }
        };
        if limit == 0 {
            while parts.last().is_some_and(|p| p.is_empty()) {
                parts.pop();
            }
        }
        if s.is_empty() {
            parts.clear();
        }
        Ok(RV::array(parts.into_iter().map(RV::str).collect()))
    }

    fn scan(&mut self, s: &str, pattern: &RV, block: Option<&BlockArg>) -> R<RV> {
        let RV::Regex(r) = self.as_regex(pattern)? else {
            unreachable!()
        };
        let mut out = Vec::new();
        for caps in r.re.captures_iter(s) {
            let item = if caps.len() > 1 {
                RV::array(
                    caps.iter()
                        .skip(1)
                        .map(|g| g.map_or(RV::Nil, |m| RV::str(m.as_str())))
                        .collect(),
                )
            } else {
                RV::str(caps.get(0).unwrap().as_str())
            };
            self.last_match = RV::Match(Rc::new(caps.match_data()));
            match block {
                Some(b) => {
                    self.yield_block(b, vec![item])?;
                }
                None => out.push(item),
            }
        }
        Ok(if block.is_some() {
            RV::str(s)
        } else {
            RV::array(out)
        })
    }

    fn as_regex(&mut self, pattern: &RV) -> R<RV> {
        match pattern {
            RV::Regex(_) => Ok(pattern.clone()),
            RV::Str(p) => Ok(RV::Regex(
                super::regex::compile(&regex::escape(p), "").map_err(|m| self.unsupported(m))?,
            )),
            o => Err(self.ruby_err(format!(
                "wrong argument type {} (expected Regexp)",
                o.class_name()
            ))),
        }
    }

    fn substitute(
        &mut self,
        s: &str,
        global: bool,
        args: &[RV],
        block: Option<&BlockArg>,
    ) -> R<RV> {
        let RV::Regex(r) = self.as_regex(&arg(args, 0))? else {
            unreachable!()
        };
        let replacement = arg(args, 1);
        if args.len() < 2 && block.is_none() {
            return Err(
                self.unsupported("sub/gsub without a replacement or block is not supported")
            );
        }
        let mut out = String::new();
        let mut last = 0;
        let all: Vec<super::regex::Caps> = if global {
            r.re.captures_iter(s)
        } else {
            r.re.captures(s).into_iter().collect()
        };
        for caps in all {
            let m = caps.get(0).unwrap();
            out.push_str(&s[last..m.start()]);
            let text = match (&replacement, block) {
                (RV::Str(rep), _) if args.len() > 1 => {
                    super::regex::expand(rep, &caps).map_err(|m| self.unsupported(m))?
                }
                (RV::Hash(_), _) => {
                    let v = replacement
                        .hash_get(&RV::str(m.as_str()))
                        .unwrap_or(RV::Nil);
                    self.text_of(&v)?
                }
                (_, Some(b)) => {
                    self.last_match = RV::Match(Rc::new(caps.match_data()));
                    let v = self.yield_block(b, vec![RV::str(m.as_str())])?;
                    self.text_of(&v)?
                }
                (o, _) => {
                    return Err(self.ruby_err(format!(
                        "no implicit conversion of {} into String",
                        conv_name(o)
                    )));
                }
            };
            out.push_str(&text);
            last = m.end();
        }
        out.push_str(&s[last..]);
        Ok(RV::str(out))
    }
}

fn lines(s: &str) -> Vec<RV> {
    s.split_inclusive('\n').map(RV::str).collect()
}

fn awk_split(s: &str, limit: i128) -> Vec<String> {
    let t = s.trim_start_matches(RUBY_SPACE);
    if limit > 0 {
        let mut out = Vec::new();
        let mut rest = t;
        while out.len() + 1 < limit as usize {
            match rest.find(RUBY_SPACE) {
                Some(i) => {
                    out.push(rest[..i].to_string());
                    rest = rest[i..].trim_start_matches(RUBY_SPACE);
                }
                None => break,
            }
        }
        out.push(rest.to_string());
        return out;
    }
    let mut v: Vec<String> = t
        .split(RUBY_SPACE)
        .filter(|p| !p.is_empty())
        .map(String::from)
        .collect();
    if limit < 0 && t.ends_with(RUBY_SPACE) {
        v.push(String::new());
    }
    v
}

/// `String#to_i(base)`: blanks, a sign, the base's prefix (any, with
/// base 0), then digits.
fn int_with_base(s: &str, base: u32) -> i128 {
    let t = s.trim_start_matches(RUBY_SPACE);
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let lower = t.to_ascii_lowercase();
    let (base, digits) = match (base, lower.get(..2)) {
        (0 | 16, Some("0x")) => (16, &t[2..]),
        (0 | 2, Some("0b")) => (2, &t[2..]),
        (0 | 8, Some("0o")) => (8, &t[2..]),
        (0, _) if t.starts_with('0') && t.len() > 1 => (8, &t[1..]),
        (0, _) => (10, t),
        (b, _) => (b, t),
    };
    let v = lenient_int(digits, base);
    if neg { -v } else { v }
}

/// `String#to_i`: leading blanks, sign, digits and underscores; else 0.
fn lenient_int(s: &str, base: u32) -> i128 {
    let t = s.trim_start_matches(RUBY_SPACE);
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let mut v: i128 = 0;
    for c in t.chars() {
        if c == '_' {
            continue;
        }
        match c.to_digit(base) {
            Some(d) => v = v.saturating_mul(base as i128).saturating_add(d as i128),
            None => break,
        }
    }
    if neg { -v } else { v }
}

fn lenient_float(s: &str) -> f64 {
    let t = s.trim_start_matches(RUBY_SPACE);
    let mut end = 0;
    let b = t.as_bytes();
    let mut seen_dot = false;
    let mut seen_e = false;
    while end < b.len() {
        let c = b[end];
        let ok = c.is_ascii_digit()
            || (c == b'-' || c == b'+') && (end == 0 || matches!(b[end - 1], b'e' | b'E'))
            || c == b'.' && !seen_dot && !seen_e
            || (c == b'e' || c == b'E') && !seen_e && end > 0;
        if !ok {
            break;
        }
        seen_dot |= c == b'.';
        seen_e |= c == b'e' || c == b'E';
        end += 1;
    }
    let mut text = &t[..end];
    while !text.is_empty() && text.parse::<f64>().is_err() {
        text = &text[..text.len() - 1];
    }
    text.parse().unwrap_or(0.0)
}

/// A `tr` set: `a-z` ranges, `^` negation (kept as a leading `^`).
fn expand_set(set: &str) -> String {
    let chars: Vec<char> = set.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if i + 2 < chars.len() && chars[i + 1] == '-' {
            for c in chars[i]..=chars[i + 2] {
                out.push(c);
            }
            i += 3;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

trait SetContains {
    fn contains(&self, c: char) -> bool;
}

impl SetContains for String {
    fn contains(&self, c: char) -> bool {
        match self.strip_prefix('^') {
            Some(rest) if !rest.is_empty() => !rest.chars().any(|x| x == c),
            _ => self.chars().any(|x| x == c),
        }
    }
}

fn tr(s: &str, from: &str, to: &str) -> String {
    let to: Vec<char> = to.chars().collect();
    if let Some(neg) = from.strip_prefix('^').filter(|r| !r.is_empty()) {
        let last = to.last().copied();
        return s
            .chars()
            .map(|c| {
                if neg.contains(c) {
                    c
                } else {
                    last.unwrap_or(c)
                }
            })
            .collect();
    }
    let from: Vec<char> = from.chars().collect();
    s.chars()
        .filter_map(|c| match from.iter().rposition(|x| *x == c) {
            Some(i) => to.get(i).or(to.last()).copied(),
            None => Some(c),
        })
        .collect()
}

/// `String#succ` for the common cases: the rightmost alphanumerics
/// increment with carry.
fn succ(s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    if !chars.iter().any(|c| c.is_ascii_alphanumeric()) {
        if let Some(last) = chars.last_mut() {
            *last = char::from_u32(*last as u32 + 1).unwrap_or(*last);
        }
        return chars.into_iter().collect();
    }
    let mut i = chars.len();
    while let Some(k) = (0..i).rev().find(|&k| chars[k].is_ascii_alphanumeric()) {
        let (next, carry, first) = match chars[k] {
            'z' => ('a', true, 'a'),
            'Z' => ('A', true, 'A'),
            '9' => ('0', true, '1'),
            c => (char::from_u32(c as u32 + 1).unwrap(), false, c),
        };
        chars[k] = next;
        if !carry {
            break;
        }
        if !(0..k).any(|j| chars[j].is_ascii_alphanumeric()) {
            chars.insert(k, first);
            break;
        }
        i = k;
    }
    chars.into_iter().collect()
}
