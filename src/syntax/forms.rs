//! Builder parts for literals and compound forms: number literals with
//! Puppet's messages for malformed ones, `if`/`elsif`/`else` chains,
//! collector queries, and selectors with what follows their closing brace.

use pest::iterators::Pair;

use super::ast::*;
use super::operators::join;
use super::parser::{Builder, Built, Rule, parts};
use super::span::{Diagnostic, Span};
use super::validate::a_an_uc;

impl Builder<'_> {
    /// A selector `subject ? { k => v, ... }`, with any method calls and
    /// accesses after its closing brace (`}.split(',')`).
    pub(super) fn selector(&self, subject: Expr, p: Pair<Rule>) -> Built<Expr> {
        let mut span = join(subject.span, self.span(&p));
        let mut entries = Vec::new();
        let mut suffix = None;
        for part in p.into_inner() {
            match part.as_rule() {
                Rule::selector_entry => {
                    let mut kv = part.into_inner();
                    entries.push((
                        self.expression(kv.next().expect("key"))?,
                        self.expression(kv.next().expect("value"))?,
                    ));
                }
                Rule::selector_close => {
                    let brace = self.span(&part);
                    let brace = Span {
                        end: brace.start + 1,
                        ..brace
                    };
                    span = join(subject.span, brace);
                    suffix = Some(part);
                }
                _ => {}
            }
        }
        let selector = Expr::new(ExprKind::Selector(Box::new(subject), entries), span);
        match suffix {
            Some(suffix) => self.apply_postfixes(selector, suffix.into_inner()),
            None => Ok(selector),
        }
    }

    /// Number literals, with Puppet's messages for malformed ones.
    pub(super) fn number(&self, p: &Pair<Rule>) -> Built<ExprKind> {
        let text = p.as_str();
        if let Some(message) = malformed_number(text) {
            return Err(self.error(p, message));
        }
        let magnitude = if let Some(hex) =
            text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"))
        {
            u128::from_str_radix(hex, 16)
        } else if text.len() > 1 && text.starts_with('0') && !text.starts_with("0.") {
            u128::from_str_radix(&text[1..], 8)
        } else if text.contains(['.', 'e', 'E']) {
            let value: f64 = text.parse().expect("a checked decimal");
            if value.is_infinite() {
                // Ruby's Float is infinite: Puppet's parser says so
                // with no position.
                let mut error = self.error(
                    p,
                    format!("Internal Error, NUMBER token does not contain a valid number, {text}"),
                );
                (error.span.line, error.span.column) = (0, 0);
                return Err(error);
            }
            return Ok(ExprKind::Float(value));
        } else {
            text.parse::<u128>()
        };
        magnitude.map_or_else(|_| self.overflow(p, u128::MAX), |v| self.integer(p, v))
    }

    pub(super) fn integer(&self, p: &Pair<Rule>, v: u128) -> Built<ExprKind> {
        match i64::try_from(v) {
            Ok(i) => Ok(ExprKind::Integer(i)),
            Err(_) => self.overflow(p, v),
        }
    }

    /// An integer literal out of range. Puppet finds it after lexing the
    /// whole text, so a malformed number anywhere is reported first: the
    /// error waits in `deferred`, and parsing goes on.
    pub(super) fn overflow(&self, p: &Pair<Rule>, v: u128) -> Built<ExprKind> {
        let error = self.error(p, format!("A Literal Integer resulted in a value outside of Puppet Integer max range, got '+{v:#x}'"));
        self.deferred.borrow_mut().get_or_insert(error);
        Ok(ExprKind::Integer(0))
    }

    pub(super) fn if_expr(&self, p: Pair<Rule>) -> Built<ExprKind> {
        let mut it = parts(p);
        let cond = self.expression(it.next().expect("if cond"))?;
        let then = self.block(it.next().expect("if then"))?;
        let rest: Vec<Pair<Rule>> = it.collect();
        let otherwise = self.else_chain(&rest)?;
        Ok(ExprKind::If(Box::new(cond), then, otherwise.map(Box::new)))
    }

    /// `elsif` parts become an `if` nested in the `else` branch, nested
    /// from the last one out (a chain of any length takes no stack).
    pub(super) fn else_chain(&self, rest: &[Pair<Rule>]) -> Built<Option<Block>> {
        let mut branches = Vec::new();
        let mut otherwise = None;
        for part in rest {
            if part.as_rule() == Rule::else_part {
                otherwise = Some(self.block(parts(part.clone()).next().expect("else block"))?);
                break;
            }
            let span = self.span(part);
            let mut it = parts(part.clone());
            let cond = self.expression(it.next().expect("elsif cond"))?;
            let then = self.block(it.next().expect("elsif block"))?;
            branches.push((cond, then, span));
        }
        for (cond, then, span) in branches.into_iter().rev() {
            otherwise = Some(vec![Expr::new(
                ExprKind::If(Box::new(cond), then, otherwise.map(Box::new)),
                span,
            )]);
        }
        Ok(otherwise)
    }

    /// Whether a query operator is `!=`; `=~` and `!~` parse only to be
    /// refused in Puppet's words.
    fn query_negated(&self, op_pair: Pair<Rule>) -> Built<bool> {
        let op = op_pair.as_str();
        if op == "=~" || op == "!~" {
            return Err(self.error(
                &op_pair,
                format!("Illegal query expression. A '{op}' expression cannot be used in a query"),
            ));
        }
        Ok(op == "!=")
    }

    pub(super) fn query(&self, p: Pair<Rule>) -> Built<Query> {
        match p.as_rule() {
            Rule::query | Rule::query_and => {
                let is_or = p.as_rule() == Rule::query;
                let mut it = p.into_inner();
                let mut left = self.query(it.next().expect("query operand"))?;
                for right in it {
                    let right = self.query(right)?;
                    left = if is_or {
                        Query::Or(Box::new(left), Box::new(right))
                    } else {
                        Query::And(Box::new(left), Box::new(right))
                    };
                }
                Ok(left)
            }
            Rule::query_compare => {
                let mut it = p.into_inner();
                let attr = it.next().expect("query attr").as_str().to_string();
                let negated = self.query_negated(it.next().expect("query op"))?;
                let value = Box::new(self.expression(it.next().expect("query value"))?);
                Ok(if negated {
                    Query::Ne(attr, value)
                } else {
                    Query::Eq(attr, value)
                })
            }
            Rule::query_computed => {
                let mut it = p.into_inner();
                let key = Box::new(self.expression(it.next().expect("query key"))?);
                let negated = self.query_negated(it.next().expect("query op"))?;
                let value = Box::new(self.expression(it.next().expect("query value"))?);
                Ok(Query::Computed {
                    key,
                    negated,
                    value,
                })
            }
            Rule::query_other => {
                let expr = self.expression(p.into_inner().next().expect("query expression"))?;
                let bad = illegal_in_query(&expr).unwrap_or(&expr);
                let label = super::validate::label(bad);
                Err(Diagnostic::new(
                    bad.span,
                    format!(
                        "Illegal query expression. {} cannot be used in a query",
                        a_an_uc(&label)
                    ),
                ))
            }
            rule => unreachable!("query {rule:?}"),
        }
    }
}

/// The first part of a query expression Puppet's validator rejects: it
/// allows `and`/`or`, parentheses and `==`/`!=` comparisons.
fn illegal_in_query(expr: &Expr) -> Option<&Expr> {
    match &expr.kind {
        ExprKind::Binary(BinaryOp::And | BinaryOp::Or, l, r) => {
            illegal_in_query(l).or_else(|| illegal_in_query(r))
        }
        ExprKind::Paren(inner) => illegal_in_query(inner),
        ExprKind::Binary(BinaryOp::Eq | BinaryOp::Ne, ..) => None,
        _ => Some(expr),
    }
}

/// Puppet's lexer's complaint about a malformed number token, in the
/// order it checks (hexadecimal, octal, decimal, anything else), or None
/// for a well-formed one.
pub(super) fn malformed_number(text: &str) -> Option<String> {
    let digits = |s: &str, radix: u32| !s.is_empty() && s.chars().all(|c| c.is_digit(radix));
    let b = text.as_bytes();
    let int_end = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if text.starts_with("0x") || text.starts_with("0X") {
        (!digits(&text[2..], 16)).then(|| format!("Not a valid hex number {text}"))
    } else if b.len() > 1 && b[0] == b'0' && b[1] != b'.' {
        (!digits(&text[1..], 8)).then(|| format!("Not a valid octal number {text}"))
    } else if int_end > 0 && matches!(b.get(int_end), Some(b'e' | b'E' | b'.')) {
        // \d+(\.\d+)?([eE]-?\d+)?
        let mut rest = &text[int_end..];
        if let Some(fraction) = rest.strip_prefix('.') {
            let end = fraction.bytes().take_while(u8::is_ascii_digit).count();
            rest = if end > 0 { &fraction[end..] } else { "?" };
        }
        if let Some(exponent) = rest.strip_prefix(['e', 'E']) {
            let exponent = exponent.strip_prefix('-').unwrap_or(exponent);
            rest = if digits(exponent, 10) { "" } else { "?" };
        }
        (!rest.is_empty()).then(|| format!("Not a valid decimal number {text}"))
    } else {
        (!digits(text, 10)).then(|| format!("Illegal number '{text}'"))
    }
}
