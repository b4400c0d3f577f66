//! The fast path of the parser: a hand-written recursive descent over the
//! statements real manifests are mostly made of, building exactly the AST
//! (spans included) that the pest grammar's builder builds.
//!
//! It never reports errors. Whatever it is not sure of — a construct it
//! does not handle, or input that is not valid — makes it give the
//! statement up (`None`), and the pest grammar, which stays the
//! definition of the language, parses that statement and words any error.
//! `tests/parse.rs` checks that both paths build the same trees.

use std::rc::Rc;

use super::ast::*;
use super::lexical::check_continuations;
use super::parser::Builder;
use super::span::{FileId, Source, Span};

/// Parses the statement at `pos` in `text` (the source with heredoc
/// bodies cut out); the statement and the offset where it ends.
pub(super) fn statement(builder: &Builder<'_>, text: &str, pos: usize) -> Option<(Expr, usize)> {
    let mut p = Descent {
        builder,
        source: builder.source,
        file: builder.file,
        text: text.as_bytes(),
        str_text: text,
        pos,
        expr_end: pos,
        operand_end: pos,
    };
    let statement = p.statement()?;
    // Like the grammar, a statement may run on into `;` separators.
    let end = p.pos;
    Some((statement, end))
}

struct Descent<'a> {
    /// For heredocs, whose bodies the builder holds.
    builder: &'a Builder<'a>,
    source: &'a Source,
    file: FileId,
    text: &'a [u8],
    str_text: &'a str,
    pos: usize,
    /// Where the grammar's `expression` pair that was parsed last ends:
    /// past trailing blanks when it had no binary operator.
    expr_end: usize,
    /// Where the last chain operand's pair ends (see `expr_end`).
    operand_end: usize,
}

const KEYWORDS: &[&str] = &[
    "and", "case", "class", "default", "define", "elsif", "else", "false", "function", "if", "in",
    "inherits", "node", "or", "true", "type", "undef", "unless", "attr", "private",
];

const STATEMENT_FUNCTIONS: &[&str] = &[
    "require", "realize", "include", "contain", "tag", "debug", "info", "notice", "warning", "err",
    "fail", "break", "next", "return",
];

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

impl<'a> Descent<'a> {
    // ------------------------------------------------------------ tokens

    fn span(&self, start: usize, end: usize) -> Span {
        self.source.span(self.file, start, end)
    }

    fn peek(&self) -> u8 {
        self.text.get(self.pos).copied().unwrap_or(0)
    }

    fn peek_at(&self, offset: usize) -> u8 {
        self.text.get(self.pos + offset).copied().unwrap_or(0)
    }

    fn at(&self, token: &str) -> bool {
        self.text[self.pos..].starts_with(token.as_bytes())
    }

    /// Skips blanks and comments. Non-ASCII blanks are rare: give up.
    fn skip(&mut self) -> Option<()> {
        loop {
            match self.peek() {
                b' ' | b'\n' | b'\t' | b'\r' => self.pos += 1,
                b'#' => {
                    self.pos = memchr(b'\n', &self.text[self.pos..])
                        .map_or(self.text.len(), |n| self.pos + n);
                }
                b'/' if self.peek_at(1) == b'*' => {
                    let end = self.str_text[self.pos + 2..].find("*/")?;
                    self.pos += 2 + end + 2;
                }
                b if b >= 0x80 => {
                    // Blanks outside ASCII that the grammar skips too.
                    let c = self.str_text[self.pos..].chars().next()?;
                    let blank = matches!(
                        c,
                        '\u{feff}'
                            | '\u{a0}'
                            | '\u{1680}'
                            | '\u{202f}'
                            | '\u{205f}'
                            | '\u{3000}'
                            | '\u{2000}'..='\u{200a}'
                    );
                    if !blank {
                        return Some(());
                    }
                    self.pos += c.len_utf8();
                }
                _ => return Some(()),
            }
        }
    }

    /// Where pest's implicit skip after `end` stops. A rule that ends in
    /// an optional or repeated part keeps the blanks skipped before it
    /// even when the part is absent, so such pairs' spans (and the
    /// position after them) run on over trailing blanks and comments.
    fn loose(&mut self, end: usize) -> Option<usize> {
        self.pos = end;
        self.skip()?;
        Some(self.pos)
    }

    fn eat(&mut self, token: &str) -> bool {
        if self.at(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }

    /// Skips trivia, then requires `token`.
    fn expect(&mut self, token: &str) -> Option<()> {
        self.skip()?;
        self.eat(token).then_some(())
    }

    /// A word of name characters starting at `pos` (no `::`).
    fn word_len(&self, from: usize) -> usize {
        self.text[from..]
            .iter()
            .take_while(|&&b| is_name_char(b))
            .count()
    }

    fn keyword_at(&self, from: usize) -> Option<&'static str> {
        let end = from + self.word_len(from);
        let keyword = KEYWORDS
            .iter()
            .copied()
            .find(|k| k.as_bytes() == &self.text[from..end])?;
        let next = self.text.get(end).copied().unwrap_or(0);
        (next != b'-' && !self.text[end..].starts_with(b"::")).then_some(keyword)
    }

    /// `kw` followed by a non-name character (the grammar's `kw_*` rules).
    fn at_keyword(&self, kw: &str) -> bool {
        self.at(kw) && !is_name_char(self.text.get(self.pos + kw.len()).copied().unwrap_or(0))
    }

    /// `qualified_word`: `::`? lower_word (`::` lower_word)*; its end.
    fn qualified_word_end(&self, from: usize) -> Option<usize> {
        let mut p = from;
        if self.text[p..].starts_with(b"::") {
            p += 2;
        }
        loop {
            let b = self.text.get(p).copied().unwrap_or(0);
            if !(b.is_ascii_lowercase() || b == b'_') {
                return None;
            }
            p += self.word_len(p);
            if self.text[p..].starts_with(b"::")
                && self
                    .text
                    .get(p + 2)
                    .is_some_and(|b| b.is_ascii_lowercase() || *b == b'_')
            {
                p += 2;
            } else {
                return Some(p);
            }
        }
    }

    /// `qualified_ref`: `::`? Upper name_char* (`::` Upper name_char*)*.
    fn qualified_ref_end(&self, from: usize) -> Option<usize> {
        let mut p = from;
        if self.text[p..].starts_with(b"::") {
            p += 2;
        }
        loop {
            if !self.text.get(p).is_some_and(u8::is_ascii_uppercase) {
                return None;
            }
            p += self.word_len(p);
            if self.text[p..].starts_with(b"::")
                && self.text.get(p + 2).is_some_and(u8::is_ascii_uppercase)
            {
                p += 2;
            } else {
                return Some(p);
            }
        }
    }

    /// `bare_word`: a lower word that may hold `-` between name characters.
    fn bare_word_end(&self, from: usize) -> Option<usize> {
        if self.keyword_at(from).is_some() {
            return None;
        }
        let mut p = from;
        if self.text[p..].starts_with(b"::") {
            p += 2;
        }
        loop {
            let b = self.text.get(p).copied().unwrap_or(0);
            if !(b.is_ascii_lowercase() || b == b'_') {
                return None;
            }
            p += 1;
            loop {
                let b = self.text.get(p).copied().unwrap_or(0);
                if is_name_char(b) {
                    p += 1;
                } else if b == b'-' && self.text.get(p + 1).is_some_and(|n| is_name_char(*n)) {
                    p += 1;
                } else {
                    break;
                }
            }
            if self.text[p..].starts_with(b"::")
                && self
                    .text
                    .get(p + 2)
                    .is_some_and(|b| b.is_ascii_lowercase() || *b == b'_')
            {
                p += 2;
            } else {
                return Some(p);
            }
        }
    }

    fn slice(&self, start: usize, end: usize) -> &'a str {
        &self.str_text[start..end]
    }

    // ------------------------------------------------------------ statements

    fn statement(&mut self) -> Option<Expr> {
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

    fn statement_chain(&mut self) -> Option<Expr> {
        let mut left = match self.statement_call()? {
            Some(call) => call,
            None => self.chain_operand()?,
        };
        self.chain_rest(&mut left)?;
        Some(left)
    }

    fn chain_rest(&mut self, left: &mut Expr) -> Option<()> {
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
            let span = Span {
                end: right.span.end,
                ..self.span(op_start, op_start + 2)
            };
            let l = std::mem::replace(left, Expr::new(ExprKind::Undef, span));
            *left = Expr::new(ExprKind::Chain(op, Box::new(l), Box::new(right)), span);
        }
    }

    /// `include a, b` and friends without parentheses; `Some(None)` when
    /// the statement is not such a call.
    fn statement_call(&mut self) -> Option<Option<Expr>> {
        let start = self.pos;
        if !self.peek().is_ascii_lowercase() {
            return Some(None);
        }
        let word_end = start + self.word_len(start);
        let word = &self.text[start..word_end];
        let Some(name) = STATEMENT_FUNCTIONS
            .iter()
            .copied()
            .find(|f| f.as_bytes() == word)
            .filter(|_| self.text.get(word_end) != Some(&b'['))
        else {
            return Some(None);
        };
        self.pos += name.len();
        let after_name = self.pos;
        self.skip()?;
        let blocked = ["(", "=", ".", "{", "?", "->", "~>", "<-", "<~", "==", "!="];
        if blocked.iter().any(|t| self.at(t)) {
            self.pos = start;
            return Some(None);
        }
        let mut args = Vec::new();
        let mut end = after_name;
        if self.starts_operand() {
            loop {
                let arg = self.expression()?;
                end = if args.is_empty() {
                    self.pos
                } else {
                    self.expr_end
                };
                args.push(arg);
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
        }
        // One argument or none: the optional tail keeps the blanks skipped
        // before it; after several, the last expression's pair ends it.
        let end = if args.len() > 1 {
            end
        } else {
            self.loose(end)?
        };
        Some(Some(Expr::new(
            ExprKind::Call(Call {
                name: name.to_string(),
                args,
                lambda: None,
                parenthesized: false,
            }),
            self.span(start, end),
        )))
    }

    /// Whether the next token can begin an expression (trivia skipped).
    fn starts_operand(&self) -> bool {
        match self.peek() {
            b'!' | b'-' | b'*' | b'\'' | b'"' | b'$' | b'(' | b'[' | b'{' | b'/' | b'@' => true,
            b if b.is_ascii_alphanumeric() || b == b'_' => true,
            b':' => self.peek_at(1) == b':',
            _ => false,
        }
    }

    fn chain_operand(&mut self) -> Option<Expr> {
        self.skip()?;
        if let Some(resource) = self.resource_expr()? {
            self.operand_end = self.pos;
            return Some(resource);
        }
        self.operand()
    }

    /// `@@type { ... }` or `type { ... }`; `Some(None)` when not one.
    fn resource_expr(&mut self) -> Option<Option<Expr>> {
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

    fn resource(
        &self,
        form: ResourceForm,
        type_expr: Expr,
        bodies: Vec<ResourceBody>,
        start: usize,
    ) -> Expr {
        Expr::new(
            ExprKind::Resource(ResourceExpr {
                form,
                type_expr: Box::new(type_expr),
                bodies,
            }),
            self.span(start, self.pos),
        )
    }

    /// `bare_type_word`: a lower qualified word, not a keyword other than
    /// `class`, not followed by a name character or `(`.
    fn bare_type_word(&mut self) -> Option<Expr> {
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
    fn looks_like_bodies(&self, from: usize) -> Option<bool> {
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

    /// `attribute_name`: a qualified word without a leading `::`.
    fn attribute_name_end(&self, from: usize) -> Option<usize> {
        if self.text[from..].starts_with(b"::") {
            return None;
        }
        self.qualified_word_end(from)
    }

    /// `{ body ; body ; }`.
    fn braced_bodies(&mut self) -> Option<Vec<ResourceBody>> {
        self.expect("{")?;
        let bodies = self.resource_bodies()?;
        self.expect("}")?;
        Some(bodies)
    }

    fn resource_bodies(&mut self) -> Option<Vec<ResourceBody>> {
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

    fn resource_body(&mut self) -> Option<ResourceBody> {
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
    fn attribute_ops(&mut self) -> Option<(Vec<AttributeOp>, bool)> {
        self.skip()?;
        if self.peek() == b',' {
            self.pos += 1;
        }
        let mut ops = vec![self.attribute_op()?];
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

    fn attribute_op(&mut self) -> Option<AttributeOp> {
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

    /// `expression` with an optional `{ ... }` tail or assignment.
    fn operand(&mut self) -> Option<Expr> {
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
                ExprKind::Resource(ResourceExpr {
                    form: ResourceForm::Regular,
                    type_expr: Box::new(target),
                    bodies,
                }),
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
    fn assignment(&mut self, left: Expr) -> Option<(Expr, usize)> {
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

    fn assign_op_len(&self) -> Option<usize> {
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
    fn assignment_rhs(&mut self) -> Option<(Expr, usize)> {
        self.skip()?;
        let mut value = match self.resource_expr()? {
            Some(resource) => resource,
            None => {
                let left = self.expression()?;
                let save = self.pos;
                self.skip()?;
                if self.assign_op_len().is_some() {
                    self.assignment(left)?.0
                } else {
                    self.pos = save;
                    left
                }
            }
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

    // ------------------------------------------------------------ definitions

    fn definition(&mut self, kw: &str) -> Option<Expr> {
        let start = self.pos;
        self.pos += kw.len();
        self.skip()?;
        let name_start = self.pos;
        let name_end = self.class_name_end(name_start)?;
        self.pos = name_end;
        let name = self
            .slice(name_start, name_end)
            .trim_start_matches("::")
            .to_string();
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
            return_type = Some(self.postfix()?);
        }
        if kw == "class" && self.at_keyword("inherits") {
            self.pos += "inherits".len();
            self.skip()?;
            let p_start = self.pos;
            let p_end = self.class_name_end(p_start)?;
            self.pos = p_end;
            parent = Some(
                self.slice(p_start, p_end)
                    .trim_start_matches("::")
                    .to_string(),
            );
        }
        let body = self.block()?;
        let def = Rc::new(Definition {
            name,
            params,
            parent,
            return_type,
            body,
            span: self.span(start, self.pos),
        });
        let kind = match kw {
            "class" => ExprKind::ClassDef(def),
            "define" => ExprKind::DefineDef(def),
            _ => ExprKind::FunctionDef(def),
        };
        Some(Expr::new(kind, self.span(start, self.pos)))
    }

    /// `type Name = Type`; located over the whole alias.
    fn type_alias(&mut self) -> Option<Expr> {
        let start = self.pos;
        self.pos += "type".len();
        self.skip()?;
        let name_start = self.pos;
        let name_end = self.qualified_ref_end(name_start)?;
        self.pos = name_end;
        let name = self
            .slice(name_start, name_end)
            .trim_start_matches("::")
            .to_string();
        self.expect("=")?;
        let target = self.expression()?;
        let end = self.expr_end;
        Some(Expr::new(
            ExprKind::TypeAlias(name, Box::new(target)),
            self.span(start, end),
        ))
    }

    /// `node 'a', /b/, default { ... }` (inheritance is left to pest).
    fn node_definition(&mut self) -> Option<Expr> {
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
            ExprKind::NodeDef(Rc::new(NodeDef {
                names,
                parent: None,
                body,
                span,
            })),
            span,
        ))
    }

    fn node_name(&mut self) -> Option<Expr> {
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
        if end == start {
            return None;
        }
        while self.text.get(end) == Some(&b'.') && segment(end + 1) > end + 1 {
            end = segment(end + 1);
        }
        self.pos = end;
        Some(Expr::new(
            ExprKind::Str(self.slice(start, end).to_string()),
            self.span(start, end),
        ))
    }

    /// `class_name`: segments of name characters and `-`, joined by `::`.
    fn class_name_end(&self, from: usize) -> Option<usize> {
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
    fn parameters(&mut self, open: u8, close: u8) -> Option<Vec<Parameter>> {
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

    fn parameter(&mut self) -> Option<Parameter> {
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
    fn variable_end(&self, from: usize) -> Option<usize> {
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

    fn block(&mut self) -> Option<Block> {
        self.expect("{")?;
        let mut statements = Vec::new();
        loop {
            self.skip()?;
            while self.peek() == b';' && !statements.is_empty() {
                self.pos += 1;
                self.skip()?;
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

/// The position of the first `needle` in `haystack`.
fn memchr(needle: u8, haystack: &[u8]) -> Option<usize> {
    haystack.iter().position(|&b| b == needle)
}

#[path = "descent_expr.rs"]
mod expressions;
