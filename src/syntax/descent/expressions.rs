//! Expressions for the fast path: operators folded by precedence, and
//! postfix access, method calls and selectors.

use std::sync::Arc;

use super::super::ast::*;
use super::super::operators::{apply_prefix, fold_for_selector, join, push_operator, reduce};
use super::super::parser::Arguments;
use super::super::span::Span;
use super::{Descent, is_name_char};

/// Binary operators in the grammar's order of trial, with their text.
const INFIX: &[(&str, BinaryOp)] = &[
    ("or", BinaryOp::Or),
    ("and", BinaryOp::And),
    ("in", BinaryOp::In),
    ("=~", BinaryOp::Match),
    ("!~", BinaryOp::NotMatch),
    ("==", BinaryOp::Eq),
    ("!=", BinaryOp::Ne),
    ("<=", BinaryOp::Le),
    (">=", BinaryOp::Ge),
    ("<<", BinaryOp::Shl),
    (">>", BinaryOp::Shr),
    ("<", BinaryOp::Lt),
    (">", BinaryOp::Gt),
    ("+", BinaryOp::Add),
    ("-", BinaryOp::Sub),
    ("*", BinaryOp::Mul),
    ("/", BinaryOp::Div),
    ("%", BinaryOp::Mod),
];

impl Descent<'_> {
    /// The binary operator at `pos`, as the grammar's `infix_op` matches it.
    pub(super) fn infix_at(&self) -> Option<(usize, BinaryOp)> {
        if !matches!(
            self.peek(),
            b'o' | b'a' | b'i' | b'=' | b'!' | b'<' | b'>' | b'+' | b'-' | b'*' | b'/' | b'%'
        ) {
            return None;
        }
        for &(text, op) in INFIX {
            if !self.at(text) {
                continue;
            }
            let after = self.text.get(self.pos + text.len()).copied().unwrap_or(0);
            let ok = match text {
                "or" | "and" | "in" => !is_name_char(after),
                "<" => !(self.at("<|") || self.at("<<|") || self.at("<-") || self.at("<~")),
                ">" => !self.at(">>"),
                "-" => !self.at("->"),
                "/" => after != b'*',
                _ => true,
            };
            if ok {
                return Some((text.len(), op));
            }
        }
        None
    }

    /// `prefix* postfix (infix prefix* postfix)*`, folded by precedence.
    pub(super) fn expression(&mut self) -> Option<Expr> {
        let first = self.unary()?;
        // Most expressions are a single operand: no operator stacks then.
        let end = self.pos;
        self.skip()?;
        if self.infix_at().is_none() && self.peek() != b'?' {
            // A lone operand's loose end is past the trivia just skipped.
            self.expr_end = self.pos;
            self.pos = end;
            return Some(first);
        }
        self.pos = end;
        let mut operands: Vec<Expr> = vec![first];
        let mut operators: Vec<(BinaryOp, Span)> = Vec::new();
        let mut had_selector = false;
        loop {
            let save = self.pos;
            self.skip()?;
            if self.peek() == b'?' {
                fold_for_selector(&mut operands, &mut operators);
                let subject = operands.pop().expect("a selector's subject");
                operands.push(self.selector(subject)?);
                had_selector = true;
                continue;
            }
            let Some((len, op)) = self.infix_at() else {
                self.pos = save;
                break;
            };
            let op_start = self.pos;
            self.pos += len;
            self.skip()?;
            if !self.starts_operand() {
                // The grammar's repetition gives the operator back.
                self.pos = save;
                break;
            }
            let operand = self.unary()?;
            let at = self.span(op_start, op_start + len);
            push_operator(&mut operands, &mut operators, op, at);
            operands.push(operand);
        }
        let had_operator = had_selector || !operators.is_empty() || operands.len() > 1;
        while let Some((op, op_span)) = operators.pop() {
            reduce(&mut operands, op, op_span);
        }
        let end = self.pos;
        self.expr_end = if had_operator { end } else { self.loose(end)? };
        self.pos = end;
        operands.pop()
    }

    /// Prefix operators, then a postfix expression.
    pub(super) fn unary(&mut self) -> Option<Expr> {
        self.skip()?;
        let mut prefixes = Vec::new();
        while matches!(self.peek(), b'!' | b'-' | b'*') {
            let op = match self.peek() {
                b'!' => UnaryOp::Not,
                b'-' => UnaryOp::Neg,
                _ => UnaryOp::Splat,
            };
            prefixes.push((op, self.pos));
            self.pos += 1;
            self.skip()?;
        }
        let start = self.pos;
        if self.at("9223372036854775808") {
            // Only valid negated; the grammar's builder special-cases it.
            return None;
        }
        let mut operand = self.postfix()?;
        debug_assert!(operand.span.start as usize >= start);
        for (op, at) in prefixes.into_iter().rev() {
            let span = join(self.span(at, at + 1), operand.span);
            operand = apply_prefix(op, operand, span);
        }
        Some(operand)
    }

    /// A primary with its access and method-call suffixes (a selector
    /// is an operator: see [`Descent::expression`]).
    pub(super) fn postfix(&mut self) -> Option<Expr> {
        let expr = self.primary()?;
        self.suffixes(expr)
    }

    /// Access and method-call suffixes, also of an interpolated word.
    pub(super) fn suffixes(&mut self, mut expr: Expr) -> Option<Expr> {
        loop {
            if self.peek() == b'[' {
                let start = self.pos;
                self.pos += 1;
                let keys = self.arguments(b']', true)?;
                let span = join(expr.span, self.span(start, self.pos));
                expr = Expr::new(ExprKind::Access(Box::new(expr), keys), span);
                continue;
            }
            let save = self.pos;
            self.skip()?;
            if self.peek() == b'.' {
                let dot = self.pos;
                self.pos += 1;
                self.skip()?;
                let Some(name_end) = self.qualified_word_end(self.pos) else {
                    self.pos = save;
                    return Some(expr);
                };
                let name = self.slice(self.pos, name_end).to_string();
                self.pos = name_end;
                let mut at = self.span(dot, name_end);
                let mut call = Call {
                    name,
                    args: Vec::new(),
                    lambda: None,
                    parenthesized: false,
                };
                let after_name = self.pos;
                self.skip()?;
                if self.peek() == b'(' {
                    let open = self.pos;
                    self.pos += 1;
                    call.args = self.arguments(b')', false)?;
                    at = self.span(open, self.pos);
                    call.parenthesized = true;
                } else {
                    self.pos = after_name;
                }
                let before_lambda = self.pos;
                self.skip()?;
                if self.peek() == b'|' {
                    call.lambda = Some(self.lambda()?);
                } else {
                    self.pos = before_lambda;
                }
                let whole = join(expr.span, self.span(dot, self.pos));
                let at = Span {
                    end: whole.end,
                    ..at
                };
                expr = Expr::new(ExprKind::MethodCall(Box::new(expr), Box::new(call)), at);
                continue;
            }
            self.pos = save;
            return Some(expr);
        }
    }

    /// `? { k => v, ... }` after its subject.
    fn selector(&mut self, subject: Expr) -> Option<Expr> {
        let start = self.pos;
        self.pos += 1;
        self.expect("{")?;
        let mut entries = Vec::new();
        loop {
            let key = self.expression()?;
            self.expect("=>")?;
            let value = self.expression()?;
            entries.push((key, value));
            self.skip()?;
            if self.eat(",") {
                self.skip()?;
                if self.eat("}") {
                    break;
                }
                continue;
            }
            self.eat("}").then_some(())?;
            break;
        }
        let span = join(subject.span, self.span(start, self.pos));
        // `$x ? { ... }.split(',')`: suffixes apply to the selector.
        self.suffixes(Expr::new(
            ExprKind::Selector(Box::new(subject), entries),
            span,
        ))
    }

    /// Arguments up to `close`: `k => v` pairs gather into one hash.
    /// `access`: the arguments of `x[...]`, where a lone value must be an
    /// expression.
    pub(super) fn arguments(&mut self, close: u8, access: bool) -> Option<Vec<Expr>> {
        let mut args = Arguments::default();
        loop {
            self.skip()?;
            if self.peek() == close {
                self.pos += 1;
                return Some(args.values);
            }
            let start = self.pos;
            let keyword_key = self.keyword_key_end();
            let (key, value) = if let Some(end) = keyword_key {
                let key = Expr::new(
                    ExprKind::Str(self.slice(start, end).to_string()),
                    self.span(start, end),
                );
                self.pos = end;
                self.expect("=>")?;
                (key, Some(self.entry_value()?))
            } else {
                let first = self.entry_value()?;
                let save = self.pos;
                self.skip()?;
                if self.eat("=>") {
                    (first, Some(self.entry_value()?))
                } else {
                    self.pos = save;
                    // A resource alone is no access key: the grammar
                    // words the error.
                    if access && matches!(first.kind, ExprKind::Resource(_)) {
                        return None;
                    }
                    (first, None)
                }
            };
            let tight = self.pos;
            // A value's chain pair keeps the blanks after it.
            let pair_end = match &value {
                Some(_) => self.loose(tight)?,
                None => tight,
            };
            self.pos = tight;
            let span = self.span(start, pair_end);
            match value {
                None => args.push_value(key),
                Some(value) => args.push_pair((key, value), span),
            }
            self.skip()?;
            if self.eat(",") {
                continue;
            }
            if self.peek() == close {
                self.pos += 1;
                return Some(args.values);
            }
            return None;
        }
    }

    /// `type` or `function` used as a hash key before `=>` (Puppet's
    /// `collection_entry_keyword`; other keywords are syntax errors).
    pub(super) fn keyword_key_end(&self) -> Option<usize> {
        let kw = self.keyword_at(self.pos)?;
        if !matches!(kw, "type" | "function") {
            return None;
        }
        let end = self.pos + kw.len();
        let rest = &self.text[end..];
        let blanks = rest
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\n' | b'\t' | b'\r'))
            .count();
        rest[blanks..].starts_with(b"=>").then_some(end)
    }

    /// An argument, element, hash key or value: Puppet's `assignment`.
    /// Given up when a relationship, assignment or `{ ... }` tail
    /// follows the value: the grammar builds those.
    pub(super) fn entry_value(&mut self) -> Option<Expr> {
        let value = self.element()?;
        let mut probe = Descent {
            pos: self.pos,
            ..*self
        };
        probe.skip()?;
        let tail = ["->", "~>", "<-", "<~", "{"].iter().any(|t| probe.at(t))
            || probe.assign_op_len().is_some();
        (!tail).then_some(value)
    }

    /// A value position that may hold a resource declaration.
    pub(super) fn element(&mut self) -> Option<Expr> {
        self.skip()?;
        let is_resource = (self.peek() == b'@' && !self.at("@("))
            || self.qualified_word_end(self.pos).is_some_and(|end| {
                let mut probe = Descent { pos: end, ..*self };
                probe.skip().is_some() && probe.peek() == b'{'
            });
        if is_resource {
            return self.resource_expr()?;
        }
        self.expression()
    }

    pub(super) fn lambda(&mut self) -> Option<Arc<Lambda>> {
        let start = self.pos;
        let params = self.parameters(b'|', b'|')?;
        let body = self.block()?;
        Some(Arc::new(Lambda {
            params,
            body,
            span: self.span(start, self.pos),
        }))
    }
}
