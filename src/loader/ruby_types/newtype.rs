//! Reads the type DSL from tokens: `Puppet::Type.newtype(:name) do ... end`
//! with its `newparam`, `newproperty`, `ensurable`, `isnamevar` and
//! `def self.title_patterns`, following the block structure so that a
//! `newparam` inside a `def` or a string is not taken for the type's own.

use super::blocks::{Block, block_event, ident, is_punct, read_call};
use super::lexer::{Tok, Token};
use super::mixins::{Decl, Mixin, const_path};
use super::title_patterns::{RawPattern, title_patterns};

/// What the DSL declared, before namevars and default title patterns are
/// worked out (see `RubyType::from_decls`).
#[derive(Debug, Default)]
pub(super) struct Decls {
    pub name: String,
    pub line: usize,
    /// Parameters in declaration order, and whether each was marked as a
    /// namevar.
    pub params: Vec<(String, bool)>,
    pub properties: Vec<String>,
    /// `Some` when `def self.title_patterns` exists: the patterns read, or
    /// why they could not be.
    pub title_patterns: Option<Result<Vec<RawPattern>, String>>,
    pub isomorphic: bool,
    pub notes: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Frame {
    /// A block or bracket with no meaning here.
    Other,
    TypeBody,
    /// The block of one `newparam`, or of several when declared in a loop
    /// over a literal list: indexes `.0..=.1`.
    Param(usize, usize),
    /// `[:a, :b].each do |x|`: an index into the loops read so far.
    Loop(usize),
    Property,
    Def,
    TitlePatterns(usize),
}

/// Whether the receiver before the `.` at `dot` is `Puppet::Type.type(:name)`
/// (or `type(:name)`) for this type.
fn receiver_is_type(toks: &[Token], dot: usize, name: &str) -> bool {
    dot >= 4
        && is_punct(toks.get(dot - 1), ")")
        && matches!(&toks[dot - 2].kind, Tok::Symbol(s) if s == name)
        && is_punct(toks.get(dot - 3), "(")
        && ident(toks.get(dot - 4)) == Some("type")
}

pub(super) fn read(toks: &[Token], mixins: &[Mixin]) -> Result<Decls, (String, usize)> {
    // Methods the type gets from modules it extends, which may declare
    // attributes when called.
    let mut methods: Vec<(&str, &[Decl])> = Vec::new();
    let mut d = Decls {
        isomorphic: true,
        ..Decls::default()
    };
    let mut found = false;
    // Open frames: what they mean, their line, and whether a bracket
    // (rather than `end`) closes them.
    let mut stack: Vec<(Frame, usize, bool)> = Vec::new();
    // Block openers whose frame has a meaning: (token index, frame).
    let mut tagged: Vec<(usize, Frame)> = Vec::new();
    // A `do` on the line of a `while`/`until`/`for` belongs to the loop.
    let mut loop_do = false;
    let mut loops: Vec<(String, Vec<String>)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        let prev = i.checked_sub(1).and_then(|p| toks.get(p));
        let tag = tagged.iter().find(|(at, _)| *at == i).map(|(_, f)| *f);
        // The innermost frame that has a meaning; other blocks (`if`,
        // `each do`, braces) are transparent.
        let context = stack
            .iter()
            .rev()
            .map(|(f, _, _)| *f)
            .find(|f| !matches!(f, Frame::Other | Frame::Loop(_)));
        // The innermost loop over a literal list, whose variable may name
        // the attributes declared in it.
        let each = stack.iter().rev().find_map(|(f, _, _)| match f {
            Frame::Loop(l) => Some(loops[*l].clone()),
            _ => None,
        });
        let each = each.as_ref();
        let after_dot = is_punct(prev, ".") || is_punct(prev, "&.");
        match block_event(toks, i, &mut loop_do) {
            Block::OpenBracket => {
                stack.push((tag.unwrap_or(Frame::Other), t.line, true));
            }
            Block::CloseBracket => {
                if let Some(pos) = stack.iter().rposition(|(_, _, bracket)| *bracket) {
                    close(&mut stack, pos, toks, i, &mut d);
                }
            }
            Block::Open => {
                let title_patterns = ident(Some(t)) == Some("def")
                    && ident(toks.get(i + 1)) == Some("self")
                    && is_punct(toks.get(i + 2), ".")
                    && ident(toks.get(i + 3)) == Some("title_patterns");
                let frame = if title_patterns && context == Some(Frame::TypeBody) {
                    Frame::TitlePatterns(i + 4)
                } else if ident(Some(t)) == Some("def") {
                    Frame::Def
                } else if let Some(l) = literal_each(toks, i) {
                    loops.push(l);
                    Frame::Loop(loops.len() - 1)
                } else {
                    tag.unwrap_or(Frame::Other)
                };
                stack.push((frame, t.line, false));
            }
            Block::Close => {
                if let Some(pos) = stack.iter().rposition(|(_, _, bracket)| !*bracket) {
                    close(&mut stack, pos, toks, i, &mut d);
                }
            }
            Block::None => {}
        }
        match &t.kind {
            Tok::Ident(w) if !after_dot => match w.as_str() {
                "isnamevar" => {
                    if let Some(Frame::Param(first, last)) = context {
                        for p in &mut d.params[first..=last] {
                            p.1 = true;
                        }
                    }
                }
                "ensurable" if context == Some(Frame::TypeBody) => add_property(&mut d, "ensure"),
                "extend" | "include" if context == Some(Frame::TypeBody) => {
                    let Some(path) = const_path(toks, i + 1) else {
                        i += 1;
                        continue;
                    };
                    match mixins.iter().find(|m| m.is(&path)) {
                        Some(m) if w == "extend" => {
                            apply(&mut d, m.item("extended").unwrap_or_default());
                            methods.extend(m.methods());
                        }
                        Some(m) => apply(&mut d, m.item("included").unwrap_or_default()),
                        None if !path.starts_with("Puppet::") => d.notes.push(format!(
                            "line {}: {w} {path}: attributes it may declare are not known",
                            t.line
                        )),
                        None => {}
                    }
                }
                "newparam" | "newproperty" | "newmetaparam" if context == Some(Frame::TypeBody) => {
                    declare(&mut d, toks, i, w, each, &mut tagged);
                }
                // `instance_eval(&PuppetX::Foreman::Common::PARAMS)` with
                // `PARAMS = Proc.new do ... end` in a helper module.
                "instance_eval" | "class_eval"
                    if context == Some(Frame::TypeBody)
                        && is_punct(toks.get(i + 1), "(")
                        && is_punct(toks.get(i + 2), "&") =>
                {
                    if let Some(path) = const_path(toks, i + 3)
                        && let Some((module, proc_name)) = path.rsplit_once("::")
                    {
                        let item = format!("proc {proc_name}");
                        match mixins
                            .iter()
                            .find_map(|m| m.is(module).then(|| m.item(&item)).flatten())
                        {
                            Some(decls) => apply(&mut d, decls),
                            None => d.notes.push(format!(
                                "line {}: {w}(&{path}): attributes it may declare are not known",
                                t.line
                            )),
                        }
                    }
                }
                _ if context == Some(Frame::TypeBody) => {
                    if let Some((_, decls)) = methods.iter().find(|(n, _)| n == w) {
                        apply(&mut d, decls);
                    }
                }
                _ => {}
            },
            Tok::Ident(w) if w == "newtype" && !found => {
                let call = read_call(toks, i);
                let Some(name) = call.name else {
                    return Err(("newtype with a name computed at run time".into(), t.line));
                };
                let Some(block) = call.block else {
                    return Err((format!("newtype(:{name}) has no block"), t.line));
                };
                d.name = name;
                d.line = t.line;
                found = true;
                tagged.push((block, Frame::TypeBody));
            }
            Tok::Ident(w)
                if matches!(w.as_str(), "newparam" | "newproperty" | "ensurable")
                    && (context == Some(Frame::TypeBody)
                        || found
                            && context.is_none()
                            && receiver_is_type(toks, i - 1, &d.name)) =>
            {
                // `self.newproperty(...)` in the body, or
                // `Puppet::Type.type(:x).newparam(...)` after it.
                if w == "ensurable" {
                    add_property(&mut d, "ensure");
                } else {
                    declare(&mut d, toks, i, w, each, &mut tagged);
                }
            }
            // `PuppetX::Splunk::Type.clone_type(self)`: a module function
            // declaring attributes on the type it is given.
            Tok::Const(_) if context == Some(Frame::TypeBody) && !is_punct(prev, "::") => {
                if let Some(path) = const_path(toks, i) {
                    let k = i + 2 * path.matches("::").count() + 1;
                    if is_punct(toks.get(k), ".")
                        && let Some(f) = ident(toks.get(k + 1))
                        && is_punct(toks.get(k + 2), "(")
                        && ident(toks.get(k + 3)) == Some("self")
                        && is_punct(toks.get(k + 4), ")")
                    {
                        let item = format!("function {f}");
                        match mixins.iter().find_map(|m| m.is(&path).then(|| m.item(&item)).flatten()) {
                            Some(decls) => apply(&mut d, decls),
                            None => d.notes.push(format!(
                                "line {}: {path}.{f}(self): attributes it may declare are not known",
                                t.line
                            )),
                        }
                    }
                }
            }
            Tok::Var(v)
                if v == "@isomorphic"
                    && context == Some(Frame::TypeBody)
                    && is_punct(toks.get(i + 1), "=")
                    && ident(toks.get(i + 2)) == Some("false") =>
            {
                d.isomorphic = false;
            }
            _ => {}
        }
        i += 1;
    }
    if let Some((_, line, _)) = stack.iter().find(|(f, _, _)| *f == Frame::TypeBody) {
        return Err((
            format!("the block of newtype(:{}) is never closed", d.name),
            *line,
        ));
    }
    if !found {
        return Err((
            "no `Puppet::Type.newtype(:name) do ... end` nor `Puppet::ResourceApi.register_type(...)` here".into(),
            1,
        ));
    }
    Ok(d)
}

fn apply(d: &mut Decls, decls: &[Decl]) {
    for decl in decls {
        match decl {
            Decl::Param(name, namevar) => match d.params.iter_mut().find(|(p, _)| p == name) {
                Some(p) => p.1 |= namevar,
                None => d.params.push((name.clone(), *namevar)),
            },
            Decl::Property(name) => add_property(d, name),
            Decl::TitlePatterns(patterns) => d.title_patterns = Some(patterns.clone()),
        }
    }
}

fn add_property(d: &mut Decls, name: &str) {
    if d.properties.iter().any(|p| p == name) {
        return;
    }
    // Puppet always puts `ensure` first.
    if name == "ensure" {
        d.properties.insert(0, name.to_string());
    } else {
        d.properties.push(name.to_string());
    }
}

/// `[:a, :b].each do |x|` or `%w[a b].each do |x|` with `do` at `at`:
/// the variable and the names.
fn literal_each(toks: &[Token], at: usize) -> Option<(String, Vec<String>)> {
    let var = match (toks.get(at + 1), toks.get(at + 2), toks.get(at + 3)) {
        (
            Some(a),
            Some(Token {
                kind: Tok::Ident(v),
                ..
            }),
            Some(b),
        ) if is_punct(Some(a), "|") && is_punct(Some(b), "|") => v.clone(),
        _ => return None,
    };
    if at < 3 || ident(toks.get(at - 1)) != Some("each") || !is_punct(toks.get(at - 2), ".") {
        return None;
    }
    match &toks[at - 3].kind {
        // `%w[a b]` and `%i[a b]` (the lexer keeps their raw text).
        Tok::Str(Some(words)) => Some((var, words.split_whitespace().map(String::from).collect())),
        Tok::Punct("]") => {
            let mut names = Vec::new();
            let mut j = at - 4;
            loop {
                match &toks[j].kind {
                    Tok::Punct("[") => break,
                    Tok::Symbol(n) | Tok::Str(Some(n)) => names.push(n.clone()),
                    Tok::Punct(",") | Tok::Newline => {}
                    _ => return None,
                }
                j = j.checked_sub(1)?;
            }
            names.reverse();
            Some((var, names))
        }
        _ => None,
    }
}

fn declare(
    d: &mut Decls,
    toks: &[Token],
    at: usize,
    what: &str,
    each: Option<&(String, Vec<String>)>,
    tagged: &mut Vec<(usize, Frame)>,
) {
    let call = read_call(toks, at);
    let line = toks[at].line;
    let arg = toks.get(at + 1 + usize::from(is_punct(toks.get(at + 1), "(")));
    let names = match (call.name, each, arg.map(|t| &t.kind)) {
        (Some(name), _, _) => vec![name],
        (None, Some((var, names)), Some(Tok::Ident(v))) if v == var => names.clone(),
        _ => {
            d.notes.push(format!(
                "line {line}: {what} with a name computed at run time is not known"
            ));
            return;
        }
    };
    let name = names[0].clone();
    let frame = match what {
        "newparam" => {
            let mut range = (usize::MAX, 0);
            for name in names {
                let idx = match d.params.iter().position(|(p, _)| *p == name) {
                    Some(idx) => idx,
                    None => {
                        d.params.push((name, false));
                        d.params.len() - 1
                    }
                };
                d.params[idx].1 |= call.namevar;
                range = (range.0.min(idx), range.1.max(idx));
            }
            Frame::Param(range.0, range.1)
        }
        "newproperty" => {
            for name in &names {
                add_property(d, name);
            }
            Frame::Property
        }
        _ => {
            d.notes.push(format!(
                "line {line}: newmetaparam({name}) adds a metaparameter to every type; not applied"
            ));
            Frame::Def
        }
    };
    if let Some(b) = call.block {
        tagged.push((b, frame));
    }
}

/// Pops the frame at `pos` (and any unclosed ones above it); at the end of
/// `def self.title_patterns`, reads its body.
fn close(
    stack: &mut Vec<(Frame, usize, bool)>,
    pos: usize,
    toks: &[Token],
    end: usize,
    d: &mut Decls,
) {
    if let Frame::TitlePatterns(start) = stack[pos].0 {
        d.title_patterns = Some(title_patterns(&toks[start..end]));
    }
    stack.truncate(pos);
}
