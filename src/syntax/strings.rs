//! Strings: double-quoted text with interpolation and interpolating
//! heredocs, built from their pest pairs.

use std::collections::HashMap;

use pest::Parser as _;
use pest::iterators::Pair;

use super::ast::*;
use super::escape::{ALL_ESCAPES, unescape_double};
use super::parser::{Builder, Built, PuppetParser, Rule, syntax_error};
use super::span::{Diagnostic, Source, Span};

impl Builder<'_> {
    pub(super) fn dq_string(&self, p: Pair<Rule>) -> Built<ExprKind> {
        let mut parts = Vec::new();
        for part in p.into_inner() {
            match part.as_rule() {
                Rule::dq_text => {
                    parts.push(StrPart::Text(unescape_double(part.as_str(), ALL_ESCAPES)))
                }
                other => parts.push(StrPart::Expr(self.interpolation(part, other)?)),
            }
        }
        Ok(simplify(parts))
    }

    fn interpolation(&self, part: Pair<Rule>, rule: Rule) -> Built<Expr> {
        let span = self.span(&part);
        if rule == Rule::interp_var {
            return Ok(Expr::new(
                ExprKind::Variable(part.as_str()[1..].to_string()),
                span,
            ));
        }
        let inner = part.into_inner().next().expect("interpolated expression");
        if inner.as_rule() == Rule::interp_word {
            let mut it = inner.into_inner();
            let name = it.next().expect("interpolated name");
            let var = Expr::new(
                ExprKind::Variable(name.as_str().to_string()),
                self.span(&name),
            );
            return self.apply_postfixes(var, it);
        }
        // A leading number keeps its spelling: `${0777}` is an illegal
        // variable name, not `$511`.
        let text = inner.as_str().trim_start().to_string();
        Ok(variable_first(self.chain(inner)?, &text))
    }

    pub(super) fn heredoc(&self, p: &Pair<Rule>, span: Span) -> Built<Expr> {
        self.heredoc_at(self.base + p.as_span().start(), span)
    }

    /// The heredoc whose `@(` is at `offset` in the source.
    pub(super) fn heredoc_at(&self, offset: usize, span: Span) -> Built<Expr> {
        // The grammar saw a heredoc where the body scan did not (text the
        // scan took for a comment or string): a syntax error, not a panic.
        let Some(doc) = self.heredocs.get(&offset) else {
            return Err(Diagnostic::new(span, "Syntax error at '@('"));
        };
        if !doc.interpolate {
            return Ok(Expr::new(
                ExprKind::Str(unescape_double(&doc.text, &doc.escapes)),
                span,
            ));
        }
        let body = Source::new(self.source.name.clone(), doc.text.clone());
        let pairs = super::lexical::with_grammar_limit(doc.text.len(), || {
            PuppetParser::parse(Rule::heredoc_body, &doc.text)
        })
        .map_err(|e| syntax_error(&body, self.file, &doc.text, 0, e))?;
        let mut parts = Vec::new();
        for part in pairs.into_iter().next().expect("heredoc body").into_inner() {
            match part.as_rule() {
                Rule::heredoc_text => {
                    parts.push(StrPart::Text(unescape_double(part.as_str(), &doc.escapes)))
                }
                Rule::EOI => {}
                other => {
                    let builder = Builder {
                        source: &body,
                        file: self.file,
                        heredocs: HashMap::new(),
                        base: 0,
                        line_hint: std::cell::Cell::new(0),
                        deferred: Default::default(),
                    };
                    let mut expr = builder.interpolation(part, other)?;
                    if let Some(error) = builder.deferred.take() {
                        return Err(error);
                    }
                    shift_spans(&mut expr, span);
                    parts.push(StrPart::Expr(expr));
                }
            }
        }
        Ok(Expr::new(simplify(parts), span))
    }
}

/// Expressions inside a heredoc are located at the heredoc's start; their
/// own offsets are relative to the cut-out body.
fn shift_spans(expr: &mut Expr, to: Span) {
    expr.span = to;
}

fn simplify(parts: Vec<StrPart>) -> ExprKind {
    match parts.as_slice() {
        [] => ExprKind::Str(String::new()),
        [StrPart::Text(t)] => ExprKind::Str(t.clone()),
        _ => ExprKind::Interpolated(parts),
    }
}

/// The number at the start of `text`, as written (`1.0`, `2.50`, `1e3`).
fn number_text(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut end = 0;
    while end < bytes.len() {
        let b = bytes[end];
        let sign_after_e =
            (b == b'+' || b == b'-') && end > 0 && matches!(bytes[end - 1], b'e' | b'E');
        if b.is_ascii_alphanumeric() || b == b'.' || b == b'_' || sign_after_e {
            end += 1;
        } else {
            break;
        }
    }
    text[..end].to_string()
}

/// `text` is the expression's source, from its first character.
/// Puppet's lexer makes the first token of `"${...}"` a variable when it
/// is the only token, or when `[` or `.` follows it: `"${name}"`,
/// `"${name[1] ? { ... }}"`, `"${x.m + 1}"`. Inside other expressions
/// (`"${x + 1}"`) a word stays a word.
/// `text` is the expression's source, from its first character.
pub(super) fn variable_first(expr: Expr, text: &str) -> Expr {
    // (`${-1}` is a negation, not a number token.)
    let lone = matches!(
        expr.kind,
        ExprKind::BareWord(_) | ExprKind::Integer(_) | ExprKind::Float(_)
    ) && !text.trim_start().starts_with('-');
    if lone || access_after_first_token(text) {
        leftmost_to_variable(expr, text)
    } else {
        expr
    }
}

/// Whether `text` starts with a word or a number followed by `[` or `.`.
fn access_after_first_token(text: &str) -> bool {
    let bytes = text.as_bytes();
    let end = match bytes.first() {
        // `${3.map ...}`: the number ends where a method's name begins.
        Some(b) if b.is_ascii_digit() => {
            let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
            match bytes.get(digits + 1) {
                Some(c) if bytes[digits] == b'.' && (c.is_ascii_alphabetic() || *c == b'_') => {
                    digits
                }
                _ => number_text(text).len(),
            }
        }
        Some(b':' | b'_' | b'a'..=b'z') => {
            let mut end = 0;
            loop {
                if text[end..].starts_with("::") {
                    end += 2;
                }
                let word = text[end..]
                    .bytes()
                    .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
                    .count();
                if word == 0 {
                    return false;
                }
                end += word;
                if !text[end..].starts_with("::") {
                    break end;
                }
            }
        }
        _ => return false,
    };
    let rest = text[end..].trim_start();
    text[end..].starts_with('[') || rest.starts_with('.')
}

/// The expression with its first operand, a word or a number, made a
/// variable.
fn leftmost_to_variable(expr: Expr, text: &str) -> Expr {
    let leading = &text[..text
        .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .unwrap_or(text.len())];
    let span = expr.span;
    let first = |e: Box<Expr>| Box::new(leftmost_to_variable(*e, text));
    let kind = match expr.kind {
        ExprKind::BareWord(name) => ExprKind::Variable(name.to_string()),
        ExprKind::Integer(_) => ExprKind::Variable(leading.to_string()),
        // Puppet makes any leading number a variable name; the validator
        // then rejects `${1.5}` as an illegal numeric variable.
        ExprKind::Float(_) => ExprKind::Variable(number_text(text)),
        ExprKind::Access(target, keys) => ExprKind::Access(first(target), keys),
        ExprKind::MethodCall(target, call) => ExprKind::MethodCall(first(target), call),
        ExprKind::Binary(op, l, r) => ExprKind::Binary(op, first(l), r),
        ExprKind::Selector(subject, options) => ExprKind::Selector(first(subject), options),
        ExprKind::Chain(op, l, r) => ExprKind::Chain(op, first(l), r),
        ExprKind::Assign(op, l, r) => ExprKind::Assign(op, first(l), r),
        other => other,
    };
    Expr::new(kind, span)
}
