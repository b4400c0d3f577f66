//! The block structure of Ruby code and the arguments of DSL calls, shared
//! by the type reader and the helper-module reader: which tokens open a
//! block closed by `end` (`do`, `def`, a statement `if` but not a modifier
//! one), which brackets nest, and what a call such as `newparam(:x,
//! namevar: true) do` says.

use super::lexer::{Tok, Token};

const KEYWORDS: &[&str] = &[
    "do", "then", "else", "elsif", "begin", "and", "or", "not", "when", "in", "if", "unless",
    "while", "until", "case", "ensure", "rescue",
];

/// Whether the token ends a value, making a following `if` a modifier.
pub(super) fn ends_value(t: Option<&Token>) -> bool {
    match t.map(|t| &t.kind) {
        None | Some(Tok::Newline) => false,
        Some(Tok::Ident(w)) => !KEYWORDS.contains(&w.as_str()),
        Some(Tok::Punct(p)) => matches!(*p, ")" | "]" | "}"),
        Some(_) => true,
    }
}

/// How a token changes the block structure.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Block {
    /// `(`, `[` or `{`, closed by its bracket.
    OpenBracket,
    CloseBracket,
    /// `do`, `def`, `class`, `module`, `begin`, `case`, or a statement
    /// (not modifier) `if`/`unless`/`while`/`until`/`for`: closed by `end`.
    Open,
    /// `end`.
    Close,
    None,
}

/// The block event at token `i`. `loop_do` carries, along a line, whether
/// a `while`/`until`/`for` opened there (its `do` opens nothing).
pub(super) fn block_event(toks: &[Token], i: usize, loop_do: &mut bool) -> Block {
    let prev = i.checked_sub(1).and_then(|p| toks.get(p));
    let after_dot = is_punct(prev, ".") || is_punct(prev, "&.");
    match &toks[i].kind {
        Tok::Newline | Tok::Punct(";") => {
            *loop_do = false;
            Block::None
        }
        Tok::Punct("(" | "[" | "{") => Block::OpenBracket,
        Tok::Punct(")" | "]" | "}") => Block::CloseBracket,
        Tok::Ident(w) if !after_dot => match w.as_str() {
            "do" if *loop_do => {
                *loop_do = false;
                Block::None
            }
            "do" | "def" | "class" | "module" | "begin" | "case" => Block::Open,
            "if" | "unless" | "while" | "until" | "for" if !ends_value(prev) => {
                *loop_do = matches!(w.as_str(), "while" | "until" | "for");
                Block::Open
            }
            "end" => Block::Close,
            _ => Block::None,
        },
        _ => Block::None,
    }
}

pub(super) fn ident(t: Option<&Token>) -> Option<&str> {
    match t.map(|t| &t.kind) {
        Some(Tok::Ident(w)) => Some(w),
        _ => None,
    }
}

pub(super) fn is_punct(t: Option<&Token>, p: &str) -> bool {
    matches!(t.map(|t| &t.kind), Some(Tok::Punct(q)) if *q == p)
}

/// A DSL call's first argument and options, and where its block opens.
pub(super) struct Call {
    pub name: Option<String>,
    pub namevar: bool,
    /// Index of the `do` or `{` that opens the call's block.
    pub block: Option<usize>,
}

/// Reads the arguments of a call whose name is at `at`.
pub(super) fn read_call(toks: &[Token], at: usize) -> Call {
    let mut i = at + 1;
    let parens = is_punct(toks.get(i), "(");
    if parens {
        i += 1;
        while toks.get(i).map(|t| &t.kind) == Some(&Tok::Newline) {
            i += 1;
        }
    }
    let name = match toks.get(i).map(|t| &t.kind) {
        Some(Tok::Symbol(s)) | Some(Tok::Str(Some(s))) => Some(s.clone()),
        _ => None,
    };
    let mut namevar = false;
    let mut depth = 0i32;
    while let Some(t) = toks.get(i) {
        match &t.kind {
            Tok::Punct("(" | "[" | "{") if parens || depth > 0 || !is_punct(Some(t), "{") => {
                depth += 1
            }
            Tok::Punct(")" | "]" | "}") => {
                depth -= 1;
                if parens && depth < 0 {
                    i += 1;
                    break;
                }
            }
            Tok::Newline if !parens && depth == 0 => break,
            Tok::Ident(w) if w == "do" && depth == 0 && !parens => break,
            Tok::Punct("{") if depth == 0 && !parens => break,
            Tok::Label(l) if l == "namevar" => {
                namevar = ident(toks.get(i + 1)) == Some("true");
            }
            Tok::Symbol(l) if l == "namevar" && is_punct(toks.get(i + 1), "=>") => {
                namevar = ident(toks.get(i + 2)) == Some("true");
            }
            _ => {}
        }
        i += 1;
    }
    let block = match toks.get(i).map(|t| &t.kind) {
        Some(Tok::Ident(w)) if w == "do" => Some(i),
        Some(Tok::Punct("{")) => Some(i),
        _ => None,
    };
    Call {
        name,
        namevar,
        block,
    }
}
