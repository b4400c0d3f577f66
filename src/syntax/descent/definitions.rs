//! Definitions for the fast path: classes, defines, functions, nodes,
//! type aliases, parameters and blocks.

use std::sync::Arc;

use super::super::ast::*;
use super::super::lexical::check_continuations;
use super::{Descent, is_name_char};

impl Descent<'_> {
    // ------------------------------------------------------------ definitions

    pub(super) fn definition(&mut self, kw: &str) -> Option<Expr> {
        let start = self.pos;
        self.pos += kw.len();
        self.skip()?;
        let name_at = self.pos;
        // A name from the top (`::x`) is refused: the grammar words it.
        if self.text[name_at..].starts_with(b"::") {
            return None;
        }
        let name = self.absolute_name(Self::class_name_end)?;
        let name_span = self.span(name_at, self.pos);
        self.skip()?;
        let params = if self.peek() == b'(' {
            self.parameters(b'(', b')')?
        } else {
            Vec::new()
        };
        self.skip()?;
        let mut parent = None;
        let mut return_type = None;
        if kw == "function" && self.eat(">>") {
            self.skip()?;
            // A return type starts with a type name (else the grammar
            // words the error).
            if !self.peek().is_ascii_uppercase() && !self.text[self.pos..].starts_with(b"::") {
                return None;
            }
            return_type = Some(self.postfix()?);
        }
        if kw == "class" && self.at_keyword("inherits") {
            self.pos += "inherits".len();
            self.skip()?;
            parent = Some(self.absolute_name(Self::class_name_end)?);
        }
        let body = self.block()?;
        let def = Arc::new(Definition {
            name,
            params,
            parent,
            return_type,
            body,
            span: self.span(start, self.pos),
            name_span,
        });
        let kind = match kw {
            "class" => ExprKind::ClassDef(def),
            "define" => ExprKind::DefineDef(def),
            _ => ExprKind::FunctionDef(def),
        };
        Some(Expr::new(kind, self.span(start, self.pos)))
    }

    /// `type Name = Type`; located over the whole alias.
    pub(super) fn type_alias(&mut self) -> Option<Expr> {
        let start = self.pos;
        self.pos += "type".len();
        self.skip()?;
        if self.text[self.pos..].starts_with(b"::") {
            return None;
        }
        let name = self.absolute_name(Self::qualified_ref_end)?;
        self.expect("=")?;
        self.skip()?;
        // `type T = {...}` is an object type, and `type T = P {...}` one
        // whose parent is P (`Object {...}` and `TypeSet {...}` are those
        // types' own).
        if self.peek() == b'{' {
            let hash = self.object_hash(self.pos, None)?;
            let end = hash.span.end as usize;
            return Some(Expr::new(
                ExprKind::TypeAlias(name, Box::new(hash)),
                self.span(start, end),
            ));
        }
        let target = self.expression()?;
        if let ExprKind::TypeRef(_) = &target.kind {
            let mut probe = Descent {
                pos: self.pos,
                ..*self
            };
            probe.skip()?;
            if probe.peek() == b'{' {
                let hash = self.object_hash(probe.pos, Some(target))?;
                let end = hash.span.end as usize;
                return Some(Expr::new(
                    ExprKind::TypeAlias(name, Box::new(hash)),
                    self.span(start, end),
                ));
            }
        }
        // The aliased type is a type name, maybe parameterized.
        let is_type = |e: &Expr| matches!(e.kind, ExprKind::TypeRef(_));
        match &target.kind {
            ExprKind::TypeRef(_) => {}
            ExprKind::Access(left, _) if is_type(left) => {}
            _ => return None,
        }
        // A relationship or assignment after it holds the alias in an
        // expression: an error the grammar's builder words.
        let mut probe = Descent {
            pos: self.pos,
            ..*self
        };
        probe.skip()?;
        if ["->", "~>", "<-", "<~", "{"].iter().any(|t| probe.at(t))
            || probe.assign_op_len().is_some()
        {
            return None;
        }
        let end = target.span.end as usize;
        Some(Expr::new(
            ExprKind::TypeAlias(name, Box::new(target)),
            self.span(start, end),
        ))
    }

    /// The `{...}` of an object type alias at `open`, as the type it
    /// makes ([`Expr::object_alias`]).
    fn object_hash(&mut self, open: usize, parent: Option<Expr>) -> Option<Expr> {
        self.pos = open + 1;
        let entries = self.hash_entries()?;
        let hash = Expr::new(ExprKind::Hash(entries), self.span(open, self.pos));
        Some(Expr::object_alias(parent, hash))
    }

    /// `node 'a', /b/, default { ... }` (inheritance is left to pest).
    pub(super) fn node_definition(&mut self) -> Option<Expr> {
        let start = self.pos;
        self.pos += "node".len();
        let mut names = Vec::new();
        loop {
            self.skip()?;
            if self.peek() == b'{' && !names.is_empty() {
                break;
            }
            names.push(self.node_name()?);
            self.skip()?;
            if self.eat(",") {
                continue;
            }
            if self.at_keyword("inherits") {
                return None;
            }
            if self.peek() != b'{' {
                return None;
            }
            break;
        }
        let body = self.block()?;
        let span = self.span(start, self.pos);
        Some(Expr::new(
            ExprKind::NodeDef(Arc::new(NodeDef {
                names,
                parent: None,
                body,
                span,
            })),
            span,
        ))
    }

    pub(super) fn node_name(&mut self) -> Option<Expr> {
        let start = self.pos;
        let b = self.peek();
        if b == b'\'' || b == b'"' || b == b'/' {
            return self.postfix_free_primary();
        }
        for word in ["true", "false", "undef", "default"] {
            if self.at(word) && !is_name_char(self.peek_at(word.len())) {
                return self.postfix_free_primary();
            }
        }
        let segment = |p: usize| {
            p + self.text[p..]
                .iter()
                .take_while(|&&c| is_name_char(c) || c == b'-')
                .count()
        };
        let mut end = segment(start);
        // A capitalized name is a type to Puppet: the grammar words it.
        if end == start || b.is_ascii_uppercase() {
            return None;
        }
        while self.text.get(end) == Some(&b'.') && segment(end + 1) > end + 1 {
            if self.text[end + 1].is_ascii_uppercase() {
                return None;
            }
            end = segment(end + 1);
        }
        self.pos = end;
        Some(Expr::new(
            ExprKind::Str(self.slice(start, end).to_string()),
            self.span(start, end),
        ))
    }

    /// `class_name`: segments of name characters and `-`, joined by `::`.
    /// The name at the cursor, as `end` delimits it, without a leading
    /// `::`; the cursor moves past it.
    fn absolute_name(&mut self, end: fn(&Self, usize) -> Option<usize>) -> Option<String> {
        let start = self.pos;
        self.pos = end(self, start)?;
        Some(
            self.slice(start, self.pos)
                .trim_start_matches("::")
                .to_string(),
        )
    }

    pub(super) fn class_name_end(&self, from: usize) -> Option<usize> {
        // A keyword is no name (the grammar words the error).
        if self.keyword_at(from).is_some() {
            return None;
        }
        let mut p = from;
        if self.text[p..].starts_with(b"::") {
            p += 2;
        }
        let segment = |p: usize| {
            if !self.text.get(p).is_some_and(|b| is_name_char(*b)) {
                return None;
            }
            Some(
                p + self.text[p..]
                    .iter()
                    .take_while(|&&b| is_name_char(b) || b == b'-')
                    .count(),
            )
        };
        p = segment(p)?;
        while self.text[p..].starts_with(b"::") {
            match segment(p + 2) {
                Some(end) => p = end,
                None => break,
            }
        }
        Some(p)
    }

    /// `( params )` or `| params |`.
    pub(super) fn parameters(&mut self, open: u8, close: u8) -> Option<Vec<Parameter>> {
        if self.peek() != open {
            return None;
        }
        self.pos += 1;
        let mut params = Vec::new();
        loop {
            self.skip()?;
            if self.peek() == close {
                self.pos += 1;
                return Some(params);
            }
            params.push(self.parameter()?);
            self.skip()?;
            if self.peek() == b',' {
                self.pos += 1;
            } else if self.peek() == close {
                self.pos += 1;
                return Some(params);
            } else {
                return None;
            }
        }
    }

    pub(super) fn parameter(&mut self) -> Option<Parameter> {
        self.skip()?;
        let mut type_expr = None;
        let upper_next = |p: &Self| {
            let from = if p.at("::") { p.pos + 2 } else { p.pos };
            p.text.get(from).is_some_and(u8::is_ascii_uppercase)
        };
        if upper_next(self) {
            type_expr = Some(self.postfix()?);
            self.skip()?;
        }
        let captures_rest = self.peek() == b'*';
        if captures_rest {
            self.pos += 1;
            self.skip()?;
        }
        let var_start = self.pos;
        let var_end = self.variable_end(var_start)?;
        self.pos = var_end;
        let mut default = None;
        let save = self.pos;
        self.skip()?;
        if self.peek() == b'=' && !(self.at("==") || self.at("=~") || self.at("=>")) {
            self.pos += 1;
            default = Some(self.expression()?);
        } else {
            self.pos = save;
        }
        Some(Parameter {
            name: self.slice(var_start + 1, var_end).to_string(),
            type_expr,
            default,
            captures_rest,
            span: self.span(var_start, var_end),
        })
    }

    /// `variable`: `$`, `::`?, a lower qualified name or digits.
    pub(super) fn variable_end(&self, from: usize) -> Option<usize> {
        if self.text.get(from) != Some(&b'$') {
            return None;
        }
        let p = from + 1;
        if self.text.get(p).is_some_and(u8::is_ascii_digit) {
            return Some(
                p + self.text[p..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count(),
            );
        }
        self.qualified_word_end(p)
    }

    pub(super) fn block(&mut self) -> Option<Block> {
        self.expect("{")?;
        let mut statements = Vec::new();
        loop {
            self.skip()?;
            // One `;` between statements; after the last one, or a
            // second, is an error the grammar words.
            if self.peek() == b';' && !statements.is_empty() {
                self.pos += 1;
                self.skip()?;
                if matches!(self.peek(), b';' | b'}') {
                    return None;
                }
            }
            if self.peek() == b'}' {
                self.pos += 1;
                break;
            }
            statements.push(self.statement()?);
        }
        check_continuations(self.source, self.file, &statements).ok()?;
        Some(statements)
    }
}
