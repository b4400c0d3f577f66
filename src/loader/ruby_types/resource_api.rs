//! Types written for the Resource API: `Puppet::ResourceApi.register_type(
//! name: 'x', title_patterns: [...], attributes: { a: { behaviour: ... } })`.
//! The Resource API makes an attribute a parameter when its behaviour is
//! `namevar`, `parameter` or `read_only`, and a property otherwise; its
//! title patterns name their captures (`(?<name>...)`).

use super::lexer::{Tok, Token};
use super::newtype::Decls;
use super::title_patterns::RawPattern;

pub(super) fn is_resource_api(toks: &[Token]) -> bool {
    register_type_at(toks).is_some()
}

/// The index of the `(` after `ResourceApi.register_type`.
fn register_type_at(toks: &[Token]) -> Option<usize> {
    toks.windows(4)
        .position(|w| {
            matches!(&w[0].kind, Tok::Const(c) if c == "ResourceApi")
                && w[1].kind == Tok::Punct(".")
                && matches!(&w[2].kind, Tok::Ident(i) if i == "register_type")
                && w[3].kind == Tok::Punct("(")
        })
        .map(|p| p + 3)
}

/// The keys of the hash (or keyword arguments) opened at `open`, each with
/// the index of its value; and the index of the closing bracket.
fn entries(toks: &[Token], open: usize) -> (Vec<(String, usize)>, usize) {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut i = open;
    while i < toks.len() {
        match &toks[i].kind {
            Tok::Punct("(" | "[" | "{") => depth += 1,
            Tok::Punct(")" | "]" | "}") => {
                depth -= 1;
                if depth == 0 {
                    return (out, i);
                }
            }
            Tok::Label(k) if depth == 1 => out.push((k.clone(), i + 1)),
            Tok::Symbol(k) | Tok::Str(Some(k))
                if depth == 1 && toks.get(i + 1).map(|t| &t.kind) == Some(&Tok::Punct("=>")) =>
            {
                out.push((k.clone(), i + 2));
            }
            _ => {}
        }
        i += 1;
    }
    (out, i)
}

fn skip_newlines(toks: &[Token], mut i: usize) -> usize {
    while toks.get(i).map(|t| &t.kind) == Some(&Tok::Newline) {
        i += 1;
    }
    i
}

pub(super) fn read(toks: &[Token]) -> Result<Decls, (String, usize)> {
    let open = register_type_at(toks).expect("checked by is_resource_api");
    let line = toks[open].line;
    let mut d = Decls {
        line,
        isomorphic: true,
        ..Decls::default()
    };
    let (top, _) = entries(toks, open);
    for (key, at) in &top {
        let at = skip_newlines(toks, *at);
        match (key.as_str(), &toks[at].kind) {
            ("name", Tok::Str(Some(n)) | Tok::Symbol(n)) => d.name = n.clone(),
            ("attributes", Tok::Punct("{")) => {
                for (attr, value) in entries(toks, at).0 {
                    let value = skip_newlines(toks, value);
                    let behaviour = if toks[value].kind == Tok::Punct("{") {
                        entries(toks, value).0.into_iter().find_map(|(k, v)| {
                            match (k.as_str(), &toks[skip_newlines(toks, v)].kind) {
                                ("behaviour", Tok::Symbol(b)) => Some(b.clone()),
                                _ => None,
                            }
                        })
                    } else {
                        None
                    };
                    match behaviour.as_deref() {
                        Some("namevar") => d.params.push((attr, true)),
                        Some("parameter" | "read_only") => d.params.push((attr, false)),
                        _ if attr == "ensure" => d.properties.insert(0, attr),
                        _ => d.properties.push(attr),
                    }
                }
            }
            ("title_patterns", Tok::Punct("[")) => {
                d.title_patterns = Some(title_patterns(toks, at));
            }
            _ => {}
        }
    }
    if d.name.is_empty() {
        return Err(("register_type without a literal `name:`".into(), line));
    }
    Ok(d)
}

/// `[{ pattern: %r{...(?<name>...)...}, desc: '...' }, ...]`: each
/// pattern's named captures are its attributes.
fn title_patterns(toks: &[Token], open: usize) -> Result<Vec<RawPattern>, String> {
    let mut out = Vec::new();
    let (_, close) = entries(toks, open);
    let mut i = open + 1;
    while i < close {
        if toks[i].kind == Tok::Punct("{") {
            let (fields, end) = entries(toks, i);
            let pattern = fields.iter().find(|(k, _)| k == "pattern");
            match pattern.map(|(_, v)| &toks[skip_newlines(toks, *v)].kind) {
                Some(Tok::Regex {
                    source,
                    flags,
                    interpolated: false,
                }) => out.push(RawPattern {
                    attrs: capture_names(source),
                    source: source.clone(),
                    flags: flags.clone(),
                }),
                _ => return Err("title_patterns: a pattern is not a regex literal".into()),
            }
            i = end;
        }
        i += 1;
    }
    Ok(out)
}

/// The names of `(?<name>...)` groups, in order.
fn capture_names(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("(?<") {
        let after = &rest[at + 3..];
        if !after.starts_with(['=', '!'])
            && let Some(end) = after.find('>')
        {
            out.push(after[..end].to_string());
        }
        rest = after;
    }
    out
}
