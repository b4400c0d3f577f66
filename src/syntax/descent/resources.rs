//! Resource declarations for the fast path: `@@type { title: attrs; ... }`,
//! their bodies and attribute operations.

use super::super::ast::*;
use super::{Descent, is_name_char};

impl Descent<'_> {
    /// `@@type { ... }` or `type { ... }`; `Some(None)` when not one.
    pub(super) fn resource_expr(&mut self) -> Option<Option<Expr>> {
        let start = self.pos;
        if self.at("@(") {
            // A heredoc, not a virtual resource.
            return Some(None);
        }
        let form = if self.at("@@") {
            self.pos += 2;
            ResourceForm::Exported
        } else if self.peek() == b'@' {
            self.pos += 1;
            ResourceForm::Virtual
        } else {
            ResourceForm::Regular
        };
        if form != ResourceForm::Regular {
            self.skip()?;
            // `@@@file` is `@@` applied to `@file`: the first prefix decides.
            while self.peek() == b'@' && !self.at("@(") {
                self.pos += if self.at("@@") { 2 } else { 1 };
                self.skip()?;
            }
            let type_expr = match self.bare_type_word() {
                Some(word) => word,
                None => self.postfix()?,
            };
            let bodies = self.braced_bodies()?;
            return Some(Some(self.resource(form, type_expr, bodies, start)));
        }
        let Some(word) = self.bare_type_word() else {
            return Some(None);
        };
        let after_word = self.pos;
        self.skip()?;
        if self.peek() != b'{' || !self.looks_like_bodies(self.pos + 1)? {
            self.pos = start;
            let _ = after_word;
            return Some(None);
        }
        let bodies = self.braced_bodies()?;
        Some(Some(self.resource(
            ResourceForm::Regular,
            word,
            bodies,
            start,
        )))
    }

    pub(super) fn resource(
        &self,
        form: ResourceForm,
        type_expr: Expr,
        bodies: Vec<ResourceBody>,
        start: usize,
    ) -> Expr {
        Expr::new(
            ExprKind::Resource(Box::new(ResourceExpr {
                form,
                type_expr: Box::new(type_expr),
                bodies,
            })),
            self.span(start, self.pos),
        )
    }

    /// `bare_type_word`: a lower qualified word, not a keyword other than
    /// `class`, not followed by a name character or `(`.
    pub(super) fn bare_type_word(&mut self) -> Option<Expr> {
        let start = self.pos;
        if self.keyword_at(start).is_some_and(|k| k != "class") {
            return None;
        }
        let end = self.qualified_word_end(start)?;
        let next = self.text.get(end).copied().unwrap_or(0);
        if is_name_char(next) || next == b'(' {
            return None;
        }
        self.pos = end;
        Some(Expr::new(
            ExprKind::BareWord(self.slice(start, end).to_string()),
            self.span(start, end),
        ))
    }

    /// After `{`: do resource bodies (`title:`) follow, rather than
    /// attribute operations? Decided on the first token, as the grammar's
    /// ordered choice would.
    pub(super) fn looks_like_bodies(&self, from: usize) -> Option<bool> {
        let mut probe = Descent { pos: from, ..*self };
        probe.skip()?;
        if probe.peek() == b'}' {
            return Some(false);
        }
        if probe.peek() == b'*' {
            let mut after = Descent {
                pos: probe.pos + 1,
                ..*self
            };
            after.skip()?;
            return Some(!(after.at("=>") || after.at("+>")));
        }
        if let Some(end) = probe.attribute_name_end(probe.pos) {
            let mut after = Descent { pos: end, ..*self };
            after.skip()?;
            if after.at("=>") || after.at("+>") {
                return Some(false);
            }
        }
        Some(true)
    }

    /// `attribute_name`: a qualified word without a leading `::`, each
    /// segment starting with a letter (Puppet's NAME: `_a` is a WORD).
    /// One pass over the bytes: this runs for every attribute of every
    /// resource, several times.
    pub(super) fn attribute_name_end(&self, from: usize) -> Option<usize> {
        let byte = |p: usize| self.text.get(p).copied().unwrap_or(0);
        let mut p = from;
        loop {
            if !byte(p).is_ascii_lowercase() {
                return None;
            }
            p += 1;
            while super::is_name_char(byte(p)) {
                p += 1;
            }
            // The word goes on past `::` where a segment (or, as the
            // word's grammar has it, an underscore) follows.
            let next = byte(p + 2);
            if self.text[p..].starts_with(b"::") && (next.is_ascii_lowercase() || next == b'_') {
                p += 2;
            } else {
                return Some(p);
            }
        }
    }

    /// `{ body ; body ; }`.
    pub(super) fn braced_bodies(&mut self) -> Option<Vec<ResourceBody>> {
        self.expect("{")?;
        let bodies = self.resource_bodies()?;
        self.expect("}")?;
        Some(bodies)
    }

    pub(super) fn resource_bodies(&mut self) -> Option<Vec<ResourceBody>> {
        let mut bodies = vec![self.resource_body()?];
        loop {
            let save = self.pos;
            self.skip()?;
            if !self.eat(";") {
                self.pos = save;
                return Some(bodies);
            }
            self.skip()?;
            if self.peek() == b'}' {
                return Some(bodies);
            }
            bodies.push(self.resource_body()?);
        }
    }

    pub(super) fn resource_body(&mut self) -> Option<ResourceBody> {
        self.skip()?;
        let start = self.pos;
        let title = self.expression()?;
        self.expect(":")?;
        let end;
        let save = self.pos;
        self.skip()?;
        let ops = if self.peek() == b'}' || self.peek() == b';' {
            end = self.loose(save)?;
            Vec::new()
        } else {
            let (ops, trailing_comma) = self.attribute_ops()?;
            end = if trailing_comma {
                self.pos
            } else {
                self.loose(self.pos)?
            };
            ops
        };
        self.pos = end;
        Some(ResourceBody {
            title,
            ops,
            span: self.span(start, end),
        })
    }

    /// `,`? op (`,` op)* `,`?; whether a trailing comma ended them.
    pub(super) fn attribute_ops(&mut self) -> Option<(Vec<AttributeOp>, bool)> {
        self.skip()?;
        if self.peek() == b',' {
            self.pos += 1;
        }
        // Room for a few attributes at once: most bodies have two to four,
        // and growing one at a time reallocates twice.
        let mut ops = Vec::with_capacity(4);
        ops.push(self.attribute_op()?);
        loop {
            let save = self.pos;
            self.skip()?;
            if !self.eat(",") {
                self.pos = save;
                return Some((ops, false));
            }
            let after_comma = self.pos;
            self.skip()?;
            if self.peek() == b'*' || self.attribute_name_end(self.pos).is_some() {
                ops.push(self.attribute_op()?);
            } else {
                self.pos = after_comma;
                return Some((ops, true));
            }
        }
    }

    pub(super) fn attribute_op(&mut self) -> Option<AttributeOp> {
        self.skip()?;
        let start = self.pos;
        let name = if self.peek() == b'*' {
            self.pos += 1;
            "*".to_string()
        } else {
            let end = self.attribute_name_end(start)?;
            self.pos = end;
            self.slice(start, end).to_string()
        };
        self.skip()?;
        let append = if self.eat("=>") {
            false
        } else if self.eat("+>") {
            true
        } else {
            return None;
        };
        let value = self.expression()?;
        Some(AttributeOp {
            name,
            append,
            span: self.span(start, self.expr_end),
            value,
        })
    }
}
