//! Ruby regexps: the syntax translated (`^`/`$` are line anchors in
//! Ruby, `\h` is a hex digit, POSIX brackets are Unicode-aware) for the
//! `regex` crate, or for `fancy-regex` where only backtracking matches
//! (look-around, atomic groups); Ruby's replacement strings (`\1`,
//! `\k<name>`, `\0`, `\&`) expanded.

use std::cell::RefCell;
use std::rc::Rc;

use rustc_hash::FxHashMap as HashMap;

use super::value::RRegex;

/// How many compiled regexps a thread keeps; past that the cache starts
/// over (templates that build patterns from data could make any number).
const CACHED_REGEXPS: usize = 256;

thread_local! {
    /// Compiled regexps by (source, flags): a template's regexp literal
    /// is compiled each time it is evaluated, in every loop iteration and
    /// every render, and compiling costs far more than matching.
    static COMPILED: RefCell<HashMap<(String, String), Rc<RRegex>>> =
        RefCell::new(HashMap::default());
}

/// A Ruby regexp, compiled once per thread (see [`COMPILED`]).
pub fn compile(source: &str, flags: &str) -> Result<Rc<RRegex>, String> {
    let key = (source.to_string(), flags.to_string());
    if let Some(found) = COMPILED.with(|c| c.borrow().get(&key).cloned()) {
        return Ok(found);
    }
    let compiled = Rc::new(translate_and_compile(source, flags)?);
    COMPILED.with(|c| {
        let mut cache = c.borrow_mut();
        if cache.len() >= CACHED_REGEXPS {
            cache.clear();
        }
        cache.insert(key, compiled.clone());
    });
    Ok(compiled)
}

fn translate_and_compile(source: &str, flags: &str) -> Result<RRegex, String> {
    let mut out = String::from("(?m");
    if flags.contains('i') {
        out.push('i');
    }
    if flags.contains('x') {
        out.push('x');
    }
    out.push(')');
    if flags.contains('m') {
        out.push_str("(?s)");
    }
    let chars: Vec<char> = source.chars().collect();
    let mut i = 0;
    let mut in_class = 0;
    let mut backtracking = false;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' if i + 1 < chars.len() => {
                let n = chars[i + 1];
                i += 2;
                match n {
                    'A' => out.push_str("\\A"),
                    'z' => out.push_str("\\z"),
                    'Z' => out.push_str("(?:\\n?\\z)"),
                    'h' => out.push_str(if in_class > 0 {
                        "0-9a-fA-F"
                    } else {
                        "[0-9a-fA-F]"
                    }),
                    'H' => out.push_str("[^0-9a-fA-F]"),
                    // Ruby's \w \d \s are ASCII.
                    'w' => out.push_str(if in_class > 0 {
                        "a-zA-Z0-9_"
                    } else {
                        "[a-zA-Z0-9_]"
                    }),
                    'W' => out.push_str("[^a-zA-Z0-9_]"),
                    'd' => out.push_str(if in_class > 0 { "0-9" } else { "[0-9]" }),
                    'D' => out.push_str("[^0-9]"),
                    's' => out.push_str(if in_class > 0 {
                        " \\t\\r\\n\\x0C\\x0B"
                    } else {
                        "[ \\t\\r\\n\\x0C\\x0B]"
                    }),
                    'S' => out.push_str("[^ \\t\\r\\n\\x0C\\x0B]"),
                    'G' | 'K' | 'R' | 'X' | 'g' => {
                        return Err(format!(
                            "regexp escape '\\{n}' is not supported in templates"
                        ));
                    }
                    'k' => {
                        return Err(
                            "regexp backreferences ('\\k<name>') are not supported in templates"
                                .into(),
                        );
                    }
                    '1'..='9' if in_class == 0 => {
                        return Err(format!(
                            "regexp backreferences ('\\{n}') are not supported in templates"
                        ));
                    }
                    'e' => out.push_str("\\x1B"),
                    '/' => out.push('/'),
                    '-' if in_class > 0 => out.push_str("\\-"),
                    c if c.is_ascii_alphanumeric() => {
                        out.push('\\');
                        out.push(c);
                    }
                    c => {
                        // Escaped punctuation: literal.
                        out.push_str(&regex::escape(&c.to_string()));
                    }
                }
                continue;
            }
            '[' => {
                if in_class > 0 && chars.get(i + 1) == Some(&':') {
                    let rest: String = chars[i..].iter().collect();
                    if let Some(end) = rest.find(":]") {
                        let name = &rest[2..end];
                        let (neg, name) = match name.strip_prefix('^') {
                            Some(n) => (true, n),
                            None => (false, name),
                        };
                        let class = match name {
                            "alpha" => "\\p{Alphabetic}",
                            "digit" => "0-9",
                            "alnum" => "\\p{Alphabetic}\\p{Nd}",
                            "upper" => "\\p{Uppercase}",
                            "lower" => "\\p{Lowercase}",
                            "space" => "\\s",
                            "punct" => "\\p{P}",
                            "xdigit" => "0-9a-fA-F",
                            "word" => "\\w",
                            "cntrl" => "\\p{Cc}",
                            "print" | "graph" | "blank" => {
                                if name == "blank" {
                                    " \\t"
                                } else {
                                    return Err(format!(
                                        "POSIX class [:{name}:] is not supported in templates"
                                    ));
                                }
                            }
                            _ => return Err(format!("unknown POSIX class [:{name}:]")),
                        };
                        if neg {
                            return Err(
                                "negated POSIX classes are not supported in templates".into()
                            );
                        }
                        out.push_str(class);
                        i += end + 2;
                        continue;
                    }
                }
                if in_class > 0 {
                    // A nested class (Ruby allows `[a-z[0-9]]`).
                    out.push('[');
                } else {
                    out.push('[');
                    if chars.get(i + 1) == Some(&'^') {
                        out.push('^');
                        i += 1;
                    }
                    // A leading `]` is literal in Ruby too.
                    if chars.get(i + 1) == Some(&']') {
                        out.push_str("\\]");
                        i += 1;
                    }
                }
                in_class += 1;
            }
            ']' if in_class > 0 => {
                in_class -= 1;
                out.push(']');
            }
            '(' if in_class == 0 && chars.get(i + 1) == Some(&'?') => {
                let rest: String = chars[i + 2..].iter().take(2).collect();
                // Look-around and atomic groups: the backtracking engine.
                if rest.starts_with('=')
                    || rest.starts_with('!')
                    || rest.starts_with("<=")
                    || rest.starts_with("<!")
                    || rest.starts_with('>')
                {
                    backtracking = true;
                    out.push_str("(?");
                    i += 2;
                    continue;
                }
                if rest.starts_with('#') {
                    return Err("regexp comments ('(?#') are not supported in templates".into());
                }
                if rest.starts_with('<') || rest.starts_with('\'') {
                    let close = if rest.starts_with('\'') { '\'' } else { '>' };
                    let Some(end) = chars
                        .iter()
                        .skip(i + 3)
                        .position(|c| *c == close)
                        .map(|p| p + 3)
                    else {
                        return Err("unterminated group name in regexp".into());
                    };
                    let name: String = chars[i + 3..i + end].iter().collect();
                    out.push_str(&format!("(?P<{name}>"));
                    i += end + 1;
                    continue;
                }
                // Inline options (`(?i-mx:...)`, as `Regexp#to_s` and
                // `Regexp.union` write them): Ruby's `m` is `s` here.
                let options: String = chars[i + 2..]
                    .iter()
                    .take_while(|c| matches!(c, 'm' | 'i' | 'x' | '-'))
                    .collect();
                if !options.is_empty()
                    && matches!(chars.get(i + 2 + options.len()), Some(':' | ')'))
                {
                    let options = options.replace('m', "s");
                    // `(?-:` is not accepted: drop an empty side.
                    let options = options.trim_end_matches('-');
                    out.push_str(&format!("(?{options}"));
                    i += 2 + options_len(&chars[i + 2..]);
                    continue;
                }
                out.push('(');
            }
            '{' if in_class == 0 => {
                // A `{` that does not open a repetition is literal in Ruby.
                let rest: String = chars[i + 1..].iter().collect();
                let rep = rest.find('}').map(|e| &rest[..e]).filter(|inner| {
                    let (lo, hi) = inner.split_once(',').unwrap_or((inner, inner));
                    (!lo.is_empty() || !hi.is_empty())
                        && lo.chars().all(|c| c.is_ascii_digit())
                        && hi.chars().all(|c| c.is_ascii_digit())
                });
                match rep {
                    Some(inner) => {
                        let inner = inner.to_string();
                        let inner = if inner.starts_with(',') {
                            format!("0{inner}")
                        } else {
                            inner
                        };
                        out.push_str(&format!("{{{inner}}}"));
                        i += rest.find('}').unwrap() + 2;
                        continue;
                    }
                    None => out.push_str("\\{"),
                }
            }
            '}' if in_class == 0 => out.push_str("\\}"),
            '&' | '~' if in_class > 0 => {
                if c == '&' && chars.get(i + 1) == Some(&'&') {
                    return Err(
                        "character class intersection ('&&') is not supported in templates".into(),
                    );
                }
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
        i += 1;
    }
    let cannot = |e: String| {
        format!(
            "regexp /{source}/ cannot be used: {}",
            e.lines().last().unwrap_or_default()
        )
    };
    let re = match backtracking {
        false => Engine::Plain(regex::Regex::new(&out).map_err(|e| cannot(e.to_string()))?),
        true => {
            Engine::Backtracking(fancy_regex::Regex::new(&out).map_err(|e| cannot(e.to_string()))?)
        }
    };
    Ok(RRegex {
        source: source.to_string(),
        flags: flags.to_string(),
        re,
    })
}

/// Expands a Ruby replacement string for one match.
pub fn expand(replacement: &str, caps: &Caps) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = replacement.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(d @ '0'..='9') => {
                let n = d.to_digit(10).unwrap() as usize;
                out.push_str(caps.get(n).map_or("", |m| m.as_str()));
            }
            Some('&') => out.push_str(caps.get(0).map_or("", |m| m.as_str())),
            Some(c @ ('`' | '\'')) => {
                return Err(format!("replacement '\\{c}' is not supported in templates"));
            }
            Some('\\') => out.push('\\'),
            Some('k') if chars.peek() == Some(&'<') => {
                chars.next();
                let name: String = chars.by_ref().take_while(|c| *c != '>').collect();
                out.push_str(caps.name(&name).map_or("", |m| m.as_str()));
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    Ok(out)
}

/// How many characters of inline options (`mix-`) start `chars`.
fn options_len(chars: &[char]) -> usize {
    chars
        .iter()
        .take_while(|c| matches!(c, 'm' | 'i' | 'x' | '-'))
        .count()
}

/// A compiled regexp: the `regex` crate's automaton, or, for what only
/// backtracking matches (look-around, atomic groups), `fancy-regex`.
#[derive(Debug)]
pub enum Engine {
    Plain(regex::Regex),
    Backtracking(fancy_regex::Regex),
}

/// A matched span of the searched text.
#[derive(Debug, Clone, Copy)]
pub struct Span<'t> {
    text: &'t str,
    start: usize,
    end: usize,
}

impl<'t> Span<'t> {
    pub fn start(&self) -> usize {
        self.start
    }
    pub fn end(&self) -> usize {
        self.end
    }
    pub fn as_str(&self) -> &'t str {
        &self.text[self.start..self.end]
    }
}

/// A match's groups (0: the whole match), by number and name.
#[derive(Debug, Clone)]
pub struct Caps<'t> {
    text: &'t str,
    groups: Vec<Option<(usize, usize)>>,
    names: Vec<Option<String>>,
}

impl<'t> Caps<'t> {
    pub fn get(&self, i: usize) -> Option<Span<'t>> {
        self.groups
            .get(i)
            .copied()
            .flatten()
            .map(|(start, end)| Span {
                text: self.text,
                start,
                end,
            })
    }
    pub fn len(&self) -> usize {
        self.groups.len()
    }
    pub fn iter(&self) -> impl Iterator<Item = Option<Span<'t>>> + '_ {
        (0..self.groups.len()).map(|i| self.get(i))
    }
    pub fn name(&self, name: &str) -> Option<Span<'t>> {
        let i = self.names.iter().position(|n| n.as_deref() == Some(name))?;
        self.get(i)
    }
}

impl Caps<'_> {
    /// The match as `$~` holds it.
    pub fn match_data(&self) -> super::value::MatchData {
        let (start, end) = self.groups[0].unwrap_or_default();
        super::value::MatchData {
            groups: self
                .iter()
                .map(|g| g.map(|m| m.as_str().to_string()))
                .collect(),
            pre: self.text[..start].to_string(),
            post: self.text[end..].to_string(),
            names: self.names.clone(),
        }
    }
}

impl Engine {
    fn names(&self) -> Vec<Option<String>> {
        match self {
            Engine::Plain(re) => re.capture_names().map(|n| n.map(String::from)).collect(),
            Engine::Backtracking(re) => re.capture_names().map(|n| n.map(String::from)).collect(),
        }
    }

    /// The first match's groups.
    pub fn captures<'t>(&self, text: &'t str) -> Option<Caps<'t>> {
        let groups = match self {
            Engine::Plain(re) => re
                .captures(text)?
                .iter()
                .map(|g| g.map(|m| (m.start(), m.end())))
                .collect(),
            // A match that gives up (past the backtracking limit) is no
            // match.
            Engine::Backtracking(re) => re
                .captures(text)
                .ok()??
                .iter()
                .map(|g| g.map(|m| (m.start(), m.end())))
                .collect(),
        };
        Some(Caps {
            text,
            groups,
            names: self.names(),
        })
    }

    /// Every match's groups, left to right.
    pub fn captures_iter<'t>(&self, text: &'t str) -> Vec<Caps<'t>> {
        let names = self.names();
        let spans: Vec<Vec<Option<(usize, usize)>>> = match self {
            Engine::Plain(re) => re
                .captures_iter(text)
                .map(|c| c.iter().map(|g| g.map(|m| (m.start(), m.end()))).collect())
                .collect(),
            Engine::Backtracking(re) => re
                .captures_iter(text)
                .map_while(Result::ok)
                .map(|c| c.iter().map(|g| g.map(|m| (m.start(), m.end()))).collect())
                .collect(),
        };
        spans
            .into_iter()
            .map(|groups| Caps {
                text,
                groups,
                names: names.clone(),
            })
            .collect()
    }

    /// The first match.
    pub fn find<'t>(&self, text: &'t str) -> Option<Span<'t>> {
        self.captures(text).and_then(|c| c.get(0))
    }

    /// Every match.
    pub fn find_iter<'t>(&self, text: &'t str) -> Vec<Span<'t>> {
        self.captures_iter(text)
            .into_iter()
            .filter_map(|c| c.get(0))
            .collect()
    }
}
