//! Parsing a large manifest's second half on another thread.
//!
//! Top-level statements parse independently of each other: the fast
//! parser reads a statement from an offset and nothing else. So a thread
//! can start at a likely statement boundary (a line that opens with
//! `class`, `define`, `node` or `function`) while the main loop parses
//! from the beginning. The main loop takes the thread's statements only
//! if its own parse lands exactly on that offset; the tree is then the
//! one a single pass would build. Otherwise (the line was inside a string
//! or a comment, or the thread met something only the full grammar
//! parses) the thread's work is dropped and the main loop goes on alone.

use std::collections::HashMap;

use super::ast::Expr;
use super::heredoc::Heredoc;
use super::lexical::{skip_separator, skip_trivia};
use super::parser::Builder;
use super::span::{FileId, Source};

/// Below this size a second thread costs more than it saves.
const MIN_PARALLEL_BYTES: usize = 256 * 1024;

/// Words that open a top-level definition at the start of a line.
const OPENERS: [&[u8]; 4] = [b"class ", b"define ", b"node ", b"function "];

/// An offset near the middle of `text` where a line opens a definition.
pub(super) fn split_point(text: &str) -> Option<usize> {
    if text.len() < MIN_PARALLEL_BYTES {
        return None;
    }
    let bytes = text.as_bytes();
    let opens_definition = |at: usize| {
        bytes[at - 1] == b'\n' && OPENERS.iter().any(|word| bytes[at..].starts_with(word))
    };
    let middle = text.len() / 2;
    // The nearest opener after the middle, else the nearest before it,
    // within the middle half of the text.
    (middle..text.len() * 3 / 4)
        .find(|&at| opens_definition(at))
        .or_else(|| {
            (text.len() / 4..middle)
                .rev()
                .find(|&at| opens_definition(at))
        })
}

/// The statements from `from` to the end, or None if the fast parser
/// cannot read one of them.
pub(super) fn parse_tail(
    source: &Source,
    file: FileId,
    heredocs: HashMap<usize, Heredoc>,
    text: &str,
    from: usize,
) -> Option<Vec<Expr>> {
    let builder = Builder::new(source, file, heredocs);
    let mut statements = Vec::new();
    let mut pos = from;
    loop {
        pos = if statements.is_empty() {
            skip_trivia(text, pos)
        } else {
            skip_separator(text, pos).ok()?
        };
        if pos == text.len() {
            return Some(statements);
        }
        let (statement, end) = super::descent::statement(&builder, text, pos)?;
        statements.push(statement);
        pos = end;
    }
}
