//! The syntax layer: Puppet text to an AST with spans, plus the checks
//! Puppet's validator makes after parsing. It knows nothing of evaluation,
//! catalogs or front ends.

pub mod ast;
mod calls;
mod definitions;
mod descent;
mod entries;
pub mod escape;
mod forms;
pub mod heredoc;
mod lexical;
mod operators;
pub mod parser;
pub mod regex;
pub mod span;
mod strings;
mod tail;
pub mod validate;

pub use ast::{Expr, ExprKind};
pub use span::{Diagnostic, FileId, Source, SourceMap, Span};

/// Parses and validates one source; the first problem is returned.
pub fn parse_and_validate(source: &Source, file: FileId) -> Result<Vec<Expr>, Diagnostic> {
    let program = parser::parse(source, file)?;
    validate::validate(&program).map_err(|d| capitalized_segment_error(source, file, d))?;
    Ok(program)
}

/// `class foo::Bar` is two tokens to Puppet's lexer (a name, then the
/// type reference `::Bar`), so it is a syntax error at `::Bar` rather
/// than an unacceptable name.
fn capitalized_segment_error(source: &Source, file: FileId, d: Diagnostic) -> Diagnostic {
    let Some(name) = d
        .message
        .strip_prefix("Unacceptable name. The name '")
        .and_then(|rest| rest.split('\'').next())
    else {
        return d;
    };
    let Some(at) = name
        .find("::")
        .filter(|_| name.starts_with(|c: char| c.is_ascii_lowercase()))
    else {
        return d;
    };
    let rest = &name[at..];
    if !rest[2..].starts_with(|c: char| c.is_ascii_uppercase()) {
        return d;
    }
    let start = d.span.start as usize;
    let Some(offset) = source.text[start..].find(name).map(|o| start + o + at) else {
        return d;
    };
    // The type reference runs on while its segments are capitalized.
    let mut token_len = 2 + rest[2..].find("::").unwrap_or(rest.len() - 2);
    while rest[token_len..].starts_with("::")
        && rest[token_len + 2..].starts_with(|c: char| c.is_ascii_uppercase())
    {
        token_len += 2 + rest[token_len + 2..]
            .find("::")
            .unwrap_or(rest.len() - token_len - 2);
    }
    Diagnostic::new(
        source.span(file, offset, offset),
        format!("Syntax error at '{}'", &rest[..token_len]),
    )
}
