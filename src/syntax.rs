//! The syntax layer: Puppet text to an AST with spans, plus the checks
//! Puppet's validator makes after parsing. It knows nothing of evaluation,
//! catalogs or front ends.

pub mod ast;
mod definitions;
mod descent;
pub mod escape;
mod forms;
pub mod heredoc;
mod lexical;
mod operators;
pub mod parser;
pub mod span;
mod strings;
pub mod validate;

pub use ast::{Expr, ExprKind};
pub use span::{Diagnostic, FileId, Source, SourceMap, Span};

/// Parses and validates one source; the first problem is returned.
pub fn parse_and_validate(source: &Source, file: FileId) -> Result<Vec<Expr>, Diagnostic> {
    let program = parser::parse(source, file)?;
    validate::validate(&program)?;
    Ok(program)
}
