//! `def self.title_patterns` as written: the literal array it returns,
//! `[[/re/, [[:a], [:b, proc]]], ...]`, read from tokens. The procs
//! applied to captures (usually the identity) are skipped.

use super::blocks::{ident, is_punct};
use super::lexer::{Tok, Token};

/// A title pattern as written: regex source, flags, and attribute names.
#[derive(Debug, Clone)]
pub(super) struct RawPattern {
    pub source: String,
    pub flags: String,
    pub attrs: Vec<String>,
}

/// Reads the value `def self.title_patterns` returns when it is a literal
/// array `[[/re/, [[:a], [:b, proc]]], ...]` (local variables bound before
/// it, such as `identity = lambda { |x| x }`, are fine).
pub(super) fn title_patterns(body: &[Token]) -> Result<Vec<RawPattern>, String> {
    // The last statement that starts with `[` at the body's top level.
    let mut depth = 0i32;
    let mut start = None;
    for (i, t) in body.iter().enumerate() {
        match &t.kind {
            Tok::Punct("(" | "[" | "{") => {
                let at_statement_start = i == 0
                    || matches!(body[i - 1].kind, Tok::Newline | Tok::Punct(";"))
                    || ident(body.get(i - 1)) == Some("return");
                if depth == 0 && at_statement_start && is_punct(Some(t), "[") {
                    start = Some(i);
                }
                depth += 1;
            }
            Tok::Punct(")" | "]" | "}") => depth -= 1,
            _ => {}
        }
    }
    let Some(start) = start else {
        return Err("title_patterns does not return a literal array".into());
    };
    let toks: Vec<&Token> = body[start..]
        .iter()
        .filter(|t| t.kind != Tok::Newline)
        .collect();
    let mut p = Parser { toks, i: 0 };
    let patterns = p.patterns()?;
    if p.i < p.toks.len() {
        return Err("title_patterns does more than return a literal array".into());
    }
    Ok(patterns)
}

struct Parser<'a> {
    toks: Vec<&'a Token>,
    i: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.i).map(|t| &t.kind)
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if *q == p) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str, what: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(format!("title_patterns: expected {what}"))
        }
    }

    /// A comma-separated list in brackets, the opening one already eaten.
    fn list<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        let mut out = Vec::new();
        loop {
            if self.eat("]") {
                return Ok(out);
            }
            out.push(item(self)?);
            if !self.eat(",") {
                self.expect("]", "`,` or `]`")?;
                return Ok(out);
            }
        }
    }

    fn patterns(&mut self) -> Result<Vec<RawPattern>, String> {
        self.expect("[", "an array")?;
        self.list(|p| {
            p.expect("[", "[regex, attributes]")?;
            let (source, flags) = match p.peek() {
                Some(Tok::Regex {
                    source,
                    flags,
                    interpolated: false,
                }) => (source.clone(), flags.clone()),
                Some(Tok::Regex { .. }) => {
                    return Err(
                        "title_patterns: a regex interpolates values only Ruby knows".into(),
                    );
                }
                _ => return Err("title_patterns: a pattern is not a regex literal".into()),
            };
            p.i += 1;
            p.expect(",", "`,` after the regex")?;
            p.expect("[", "the attribute list")?;
            let attrs = p.list(|p| {
                p.expect("[", "[:attribute, proc]")?;
                let Some(Tok::Symbol(name)) = p.peek() else {
                    return Err("title_patterns: an attribute is not a symbol".into());
                };
                let name = name.clone();
                p.i += 1;
                // The proc applied to the capture (usually the identity)
                // is skipped: its brackets balanced up to the closing `]`.
                let mut depth = 0;
                loop {
                    match p.peek() {
                        None => return Err("title_patterns: unbalanced brackets".into()),
                        Some(Tok::Punct("(" | "[" | "{")) => depth += 1,
                        Some(Tok::Punct(")" | "}")) => depth -= 1,
                        Some(Tok::Punct("]")) if depth == 0 => break,
                        Some(Tok::Punct("]")) => depth -= 1,
                        _ => {}
                    }
                    p.i += 1;
                }
                p.i += 1;
                Ok(name)
            })?;
            p.eat(",");
            p.expect("]", "`]` closing [regex, attributes]")?;
            Ok(RawPattern {
                source,
                flags,
                attrs,
            })
        })
    }
}
