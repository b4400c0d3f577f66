//! Statements for the fast path: calls without parentheses, relationship
//! chains, operands with their `{ ... }` tails, and assignments (which
//! bind looser than `->`).

use super::super::ast::*;
use super::super::operators::chain_link;
use super::super::span::Span;
use super::{Descent, STATEMENT_FUNCTIONS, find_word};

impl Descent<'_> {
    // ------------------------------------------------------------ statements

    pub(super) fn statement(&mut self) -> Option<Expr> {
        self.skip()?;
        for kw in ["class", "define"] {
            if self.at_keyword(kw) {
                let save = self.pos;
                self.pos += kw.len();
                self.skip()?;
                if self.peek() != b'{' {
                    self.pos = save;
                    return self.definition(kw);
                }
                self.pos = save;
            }
        }
        if self.at_keyword("function") {
            return self.definition("function");
        }
        if self.at_keyword("node") {
            return self.node_definition();
        }
        if self.at_keyword("type") {
            let mut probe = Descent {
                pos: self.pos + 4,
                ..*self
            };
            probe.skip()?;
            if probe.qualified_ref_end(probe.pos).is_some() {
                return self.type_alias();
            }
        }
        self.statement_chain()
    }

    pub(super) fn statement_chain(&mut self) -> Option<Expr> {
        let mut left = match self.statement_call()? {
            Some(call) => call,
            None => self.chain_operand()?,
        };
        self.chain_rest(&mut left)?;
        Some(left)
    }

    pub(super) fn chain_rest(&mut self, left: &mut Expr) -> Option<()> {
        loop {
            let save = self.pos;
            self.skip()?;
            let op = if self.at("->") {
                ChainOp::Before
            } else if self.at("~>") {
                ChainOp::Notify
            } else if self.at("<-") {
                ChainOp::After
            } else if self.at("<~") {
                ChainOp::NotifiedBy
            } else {
                self.pos = save;
                return Some(());
            };
            let op_start = self.pos;
            self.pos += 2;
            let right = self.chain_operand()?;
            let at = self.span(op_start, op_start + 2);
            let l = std::mem::replace(left, Expr::new(ExprKind::Undef, at));
            *left = chain_link(op, l, at, right);
        }
    }

    /// `include a, b` and friends without parentheses; `Some(None)` when
    /// the statement is not such a call.
    pub(super) fn statement_call(&mut self) -> Option<Option<Expr>> {
        let start = self.pos;
        if !self.peek().is_ascii_lowercase() {
            return Some(None);
        }
        let word_end = start + self.word_len(start);
        let word = &self.text[start..word_end];
        let Some(name) =
            find_word(STATEMENT_FUNCTIONS, word).filter(|_| self.text.get(word_end) != Some(&b'['))
        else {
            return Some(None);
        };
        self.pos += name.len();
        self.skip()?;
        let blocked = ["(", "=", ".", "{", "?", "->", "~>", "<-", "<~", "==", "!="];
        if blocked.iter().any(|t| self.at(t)) {
            self.pos = start;
            return Some(None);
        }
        // Without arguments the word is no call but a bare word.
        if !self.starts_operand() {
            self.pos = start;
            return Some(None);
        }
        let mut args = Vec::new();
        loop {
            args.push(self.entry_value()?);
            let save = self.pos;
            self.skip()?;
            if self.peek() == b',' && {
                self.pos += 1;
                self.skip()?;
                self.starts_operand()
            } {
                continue;
            }
            self.pos = save;
            break;
        }
        // The last argument's chain pair keeps the blanks after it.
        let end = self.loose(self.pos)?;
        Some(Some(Expr::new(
            ExprKind::Call(Box::new(Call {
                name: name.to_string(),
                args,
                lambda: None,
                parenthesized: false,
            })),
            self.span(start, end),
        )))
    }

    /// Whether the next token can begin an expression (trivia skipped).
    pub(super) fn starts_operand(&self) -> bool {
        match self.peek() {
            b'!' | b'-' | b'*' | b'\'' | b'"' | b'$' | b'(' | b'[' | b'{' | b'/' | b'@' => true,
            b if b.is_ascii_alphanumeric() || b == b'_' => true,
            b':' => self.peek_at(1) == b':',
            _ => false,
        }
    }

    pub(super) fn chain_operand(&mut self) -> Option<Expr> {
        self.skip()?;
        if let Some(resource) = self.lone_resource()? {
            // The grammar's resource pair keeps the blanks after it.
            let tight = self.pos;
            self.operand_end = self.loose(tight)?;
            self.pos = tight;
            return Some(resource);
        }
        self.operand()
    }

    /// A resource expression with no bodies after it (those declare more
    /// resources, which the grammar builds): `None` inside if there is no
    /// resource expression here.
    fn lone_resource(&mut self) -> Option<Option<Expr>> {
        let Some(resource) = self.resource_expr()? else {
            return Some(None);
        };
        let mut probe = Descent {
            pos: self.pos,
            ..*self
        };
        probe.skip()?;
        (probe.peek() != b'{').then_some(Some(resource))
    }

    /// `expression` with an optional `{ ... }` tail or assignment.
    pub(super) fn operand(&mut self) -> Option<Expr> {
        self.skip()?;
        let start = self.pos;
        let target = self.expression()?;
        let save = self.pos;
        self.skip()?;
        if self.assign_op_len().is_some() {
            let (assignment, end) = self.assignment(target)?;
            self.operand_end = end;
            return Some(assignment);
        }
        if self.peek() != b'{' {
            // The optional tail's skip stays in the operand's pair.
            self.operand_end = self.pos;
            self.pos = save;
            return Some(target);
        }
        if self.looks_like_bodies(self.pos + 1)? {
            let bodies = self.braced_bodies()?;
            self.operand_end = self.pos;
            return Some(Expr::new(
                ExprKind::Resource(Box::new(ResourceExpr {
                    form: ResourceForm::Regular,
                    type_expr: Box::new(target),
                    bodies,
                })),
                self.span(start, self.pos),
            ));
        }
        self.pos += 1;
        self.skip()?;
        let ops = if self.peek() == b'}' {
            Vec::new()
        } else {
            self.attribute_ops()?.0
        };
        self.expect("}")?;
        let span = self.span(start, self.pos);
        self.operand_end = self.pos;
        match target.kind {
            ExprKind::TypeRef(_) => Some(Expr::new(
                ExprKind::ResourceDefaults(Box::new(target), ops),
                span,
            )),
            ExprKind::Access(..) => Some(Expr::new(
                ExprKind::ResourceOverride(Box::new(target), ops),
                span,
            )),
            ExprKind::Collector(mut c) => {
                c.ops = ops;
                Some(Expr::new(ExprKind::Collector(c), span))
            }
            _ => None,
        }
    }

    /// `left = ...` with the position at the operator; the assignment
    /// and where its pair ends. Puppet locates it at the operator.
    pub(super) fn assignment(&mut self, left: Expr) -> Option<(Expr, usize)> {
        let len = self.assign_op_len()?;
        let op_start = self.pos;
        let op = match len {
            2 if self.at("+=") => AssignOp::Append,
            2 => AssignOp::Delete,
            _ => AssignOp::Assign,
        };
        self.pos += len;
        let (right, end) = self.assignment_rhs()?;
        let span = Span {
            end: end as u32,
            ..self.span(op_start, op_start + len)
        };
        let assignment = Expr::new(ExprKind::Assign(op, Box::new(left), Box::new(right)), span);
        Some((assignment, end))
    }

    pub(super) fn assign_op_len(&self) -> Option<usize> {
        if self.at("+=") || self.at("-=") {
            Some(2)
        } else if self.peek() == b'=' && !(self.at("==") || self.at("=~") || self.at("=>")) {
            Some(1)
        } else {
            None
        }
    }

    /// The right side of `=` (a value or a chain: assignment binds looser
    /// than `->`), and where its pair ends.
    pub(super) fn assignment_rhs(&mut self) -> Option<(Expr, usize)> {
        self.skip()?;
        let mut value = match self.lone_resource()? {
            Some(resource) => resource,
            None => self.operand()?,
        };
        let before_chain = self.pos;
        self.chain_rest(&mut value)?;
        let end = if self.pos == before_chain {
            // No relationship: the repetition's skip stays in the pair.
            let tight = self.pos;
            let end = self.loose(tight)?;
            self.pos = tight;
            end
        } else {
            self.operand_end
        };
        Some((value, end))
    }
}
