//! Primaries for the fast path, tried in the grammar's order: literals,
//! arrays and hashes, `if`/`unless`/`case`, collectors, calls, types and
//! bare words.

use super::super::ast::*;
use super::super::escape::unescape_single;
use super::{Descent, is_name_char};

impl Descent<'_> {
    // ------------------------------------------------------------ primaries

    pub(super) fn primary(&mut self) -> Option<Expr> {
        let left = self.budget.get().checked_sub(1)?;
        self.budget.set(left);
        let start = self.pos;
        let b = self.peek();
        let kind = match b {
            b'\'' => {
                let end = self.quoted_end(b'\'')?;
                let body = self.slice(start + 1, end - 1);
                self.pos = end;
                ExprKind::Str(unescape_single(body))
            }
            b'"' => self.dq_string()?,
            b'$' => {
                let end = self.variable_end(start)?;
                // `$a::B`, `$3x`: Puppet's token is longer; the grammar
                // builds it for the validator to refuse.
                if self.dollar_word_end(start + 1) != Some(end) {
                    return None;
                }
                self.pos = end;
                ExprKind::Variable(self.slice(start + 1, end).to_string())
            }
            b'0'..=b'9' => self.number()?,
            b'(' => {
                self.pos += 1;
                let mut inner = self.chain_operand()?;
                self.chain_rest(&mut inner)?;
                self.expect(")")?;
                ExprKind::Paren(Box::new(inner))
            }
            b'[' => {
                self.pos += 1;
                ExprKind::Array(self.arguments(b']', false)?)
            }
            b'{' => {
                self.pos += 1;
                ExprKind::Hash(self.hash_entries()?)
            }
            b'@' if self.peek_at(1) == b'(' => {
                let close = self.text[start..]
                    .iter()
                    .position(|&c| c == b')' || c == b'\n')?;
                if self.text[start + close] != b')'
                    || close < 3
                    || !self.builder.heredocs.contains_key(&start)
                {
                    return None;
                }
                self.pos = start + close + 1;
                let span = self.span(start, self.pos);
                return self.builder.heredoc_at(start, span).ok();
            }
            b'@' => return None,
            // `/*` opens a comment, never a regex.
            b'/' if self.text.get(start + 1) == Some(&b'*') => return None,
            b'/' => {
                let end = self.quoted_end(b'/')?;
                let body = self.slice(start + 1, end - 1).to_string();
                // Ruby refuses it: the grammar's builder reports that.
                if crate::syntax::regex::ruby_problem(&body.replace("\\/", "/")).is_some() {
                    return None;
                }
                self.pos = end;
                ExprKind::Regex(body)
            }
            _ => return self.word_primary(),
        };
        Some(Expr::new(kind, self.span(start, self.pos)))
    }

    /// A string, regex or literal word on its own (node names).
    pub(super) fn postfix_free_primary(&mut self) -> Option<Expr> {
        self.primary()
    }

    /// The end of `'...'` or `/.../` (a backslash escapes any character).
    pub(super) fn quoted_end(&self, quote: u8) -> Option<usize> {
        let mut p = self.pos + 1;
        loop {
            match self.text.get(p)? {
                b'\\' => p += 2,
                &c if c == quote => return Some(p + 1),
                _ => p += 1,
            }
        }
    }

    pub(super) fn hash_entries(&mut self) -> Option<Vec<(Expr, Expr)>> {
        let mut entries = Vec::new();
        loop {
            self.skip()?;
            if self.eat("}") {
                return Some(entries);
            }
            let start = self.pos;
            let key = match self.keyword_key_end() {
                Some(end) => {
                    self.pos = end;
                    Expr::new(
                        ExprKind::Str(self.slice(start, end).to_string()),
                        self.span(start, end),
                    )
                }
                None => self.entry_value()?,
            };
            self.expect("=>")?;
            let value = self.entry_value()?;
            entries.push((key, value));
            self.skip()?;
            if self.eat(",") {
                continue;
            }
            self.eat("}").then_some(())?;
            return Some(entries);
        }
    }

    /// Words: literals, `if`/`unless`/`case`, collectors, calls, types
    /// and bare words, tried in the grammar's order.
    pub(super) fn word_primary(&mut self) -> Option<Expr> {
        let start = self.pos;
        for (word, kind) in [
            ("true", ExprKind::Bool(true)),
            ("false", ExprKind::Bool(false)),
            ("undef", ExprKind::Undef),
            ("default", ExprKind::Default),
        ] {
            if self.at(word) && !is_name_char(self.peek_at(word.len())) {
                self.pos += word.len();
                return Some(Expr::new(kind, self.span(start, self.pos)));
            }
        }
        if self.at_keyword("if") {
            return self.if_expr(start);
        }
        if self.at_keyword("unless") {
            self.pos += "unless".len();
            let cond = self.expression()?;
            let then = self.block()?;
            let (otherwise, end) = self.else_part()?;
            return Some(Expr::new(
                ExprKind::Unless(Box::new(cond), then, otherwise.map(Box::new)),
                self.span(start, end),
            ));
        }
        if self.at_keyword("case") {
            return self.case_expr(start);
        }
        // A type name: a collector, a `Type(...)` call or the type itself.
        if let Some(end) = self.qualified_ref_end(start) {
            let mut probe = Descent { pos: end, ..*self };
            probe.skip()?;
            if probe.at("<|") || probe.at("<<|") {
                return self.collector(start, end);
            }
            if probe.peek() == b'[' {
                // `Type[...] <| |>` is an error the grammar words.
                let mut after = Descent { pos: end, ..*self };
                after.pos += 1;
                if after.arguments(b']', true).is_some() {
                    after.skip()?;
                    if after.at("<|") || after.at("<<|") {
                        return None;
                    }
                }
            }
            if probe.peek() == b'(' {
                return self.call(start, end);
            }
            let next = self.text.get(end).copied().unwrap_or(0);
            if self.text[end..].starts_with(b"::") || is_name_char(next) {
                return None;
            }
            self.pos = end;
            return Some(Expr::new(
                // Type references are absolute: `::Php::Config` is `Php::Config`.
                ExprKind::TypeRef(self.slice(start, end).trim_start_matches("::").to_string()),
                self.span(start, end),
            ));
        }
        let keyword = self.keyword_at(start);
        if let Some(end) = self.qualified_word_end(start) {
            let mut probe = Descent { pos: end, ..*self };
            probe.skip()?;
            if probe.at("<|") || probe.at("<<|") {
                return None;
            }
            if probe.peek() == b'(' && (keyword.is_none() || keyword == Some("type")) {
                return self.call(start, end);
            }
        }
        keyword.is_none().then_some(())?;
        let end = self.bare_word_end(start)?;
        self.pos = end;
        Some(Expr::new(
            ExprKind::BareWord(self.slice(start, end).to_string()),
            self.span(start, end),
        ))
    }

    pub(super) fn call(&mut self, start: usize, name_end: usize) -> Option<Expr> {
        let name = self.slice(start, name_end).to_string();
        self.pos = name_end;
        self.expect("(")?;
        let args = self.arguments(b')', false)?;
        let save = self.pos;
        self.skip()?;
        let lambda = if self.peek() == b'|' {
            Some(self.lambda()?)
        } else {
            self.pos = save;
            None
        };
        Some(Expr::new(
            ExprKind::Call(Box::new(Call {
                name,
                args,
                lambda,
                parenthesized: true,
            })),
            self.span(start, self.pos),
        ))
    }

    pub(super) fn if_expr(&mut self, start: usize) -> Option<Expr> {
        self.pos += "if".len();
        let cond = self.expression()?;
        let then = self.block()?;
        let (otherwise, end) = self.elsif_chain()?;
        Some(Expr::new(
            ExprKind::If(Box::new(cond), then, otherwise.map(Box::new)),
            self.span(start, end),
        ))
    }

    /// `elsif` parts become an `if` nested in the `else` branch; also
    /// where the whole `if` ends. The parts are read in a loop and nested
    /// from the last one out, so a chain of any length takes no stack.
    pub(super) fn elsif_chain(&mut self) -> Option<(Option<Block>, usize)> {
        let mut parts = Vec::new();
        loop {
            let save = self.pos;
            self.skip()?;
            if !self.at_keyword("elsif") {
                self.pos = save;
                break;
            }
            let start = self.pos;
            self.pos += "elsif".len();
            let cond = self.expression()?;
            let then = self.block()?;
            parts.push((cond, then, self.span(start, self.pos)));
        }
        let (mut otherwise, end) = self.else_part()?;
        for (cond, then, span) in parts.into_iter().rev() {
            otherwise = Some(vec![Expr::new(
                ExprKind::If(Box::new(cond), then, otherwise.map(Box::new)),
                span,
            )]);
        }
        Some((otherwise, end))
    }

    pub(super) fn else_part(&mut self) -> Option<(Option<Block>, usize)> {
        let save = self.pos;
        self.skip()?;
        if self.at_keyword("else") {
            self.pos += "else".len();
            let block = self.block()?;
            return Some((Some(block), self.pos));
        }
        self.pos = save;
        Some((None, save))
    }

    pub(super) fn case_expr(&mut self, start: usize) -> Option<Expr> {
        self.pos += "case".len();
        let subject = self.expression()?;
        self.expect("{")?;
        let mut options = Vec::new();
        loop {
            self.skip()?;
            // A case needs an option: an empty one is the grammar's error.
            if !options.is_empty() && self.eat("}") {
                break;
            }
            let option_start = self.pos;
            let mut values = vec![self.expression()?];
            loop {
                self.skip()?;
                if !self.eat(",") {
                    break;
                }
                self.skip()?;
                if self.peek() == b':' {
                    break;
                }
                values.push(self.expression()?);
            }
            self.expect(":")?;
            let body = self.block()?;
            options.push(CaseOption {
                values,
                body,
                span: self.span(option_start, self.pos),
            });
        }
        Some(Expr::new(
            ExprKind::Case(Box::new(subject), options),
            self.span(start, self.pos),
        ))
    }

    pub(super) fn collector(&mut self, start: usize, type_end: usize) -> Option<Expr> {
        let type_name = self
            .slice(start, type_end)
            .trim_start_matches("::")
            .to_string();
        self.pos = type_end;
        self.skip()?;
        let exported = self.at("<<|");
        self.pos += if exported { 3 } else { 2 };
        let close = if exported { "|>>" } else { "|>" };
        self.skip()?;
        let query = if self.at(close) {
            None
        } else {
            Some(self.query_or()?)
        };
        self.expect(close)?;
        Some(Expr::new(
            ExprKind::Collector(Box::new(Collector {
                type_name,
                exported,
                query,
                ops: Vec::new(),
            })),
            self.span(start, self.pos),
        ))
    }

    pub(super) fn query_keyword(&mut self, kw: &str) -> bool {
        let save = self.pos;
        if self.skip().is_none() {
            self.pos = save;
            return false;
        }
        let matches = self.text[self.pos..]
            .get(..kw.len())
            .is_some_and(|w| w.eq_ignore_ascii_case(kw.as_bytes()));
        if matches {
            self.pos += kw.len();
            true
        } else {
            self.pos = save;
            false
        }
    }

    pub(super) fn query_or(&mut self) -> Option<Query> {
        let mut left = self.query_and()?;
        while self.query_keyword("or") {
            let right = self.query_and()?;
            left = Query::Or(Box::new(left), Box::new(right));
        }
        Some(left)
    }

    pub(super) fn query_and(&mut self) -> Option<Query> {
        let mut left = self.query_primary()?;
        while self.query_keyword("and") {
            let right = self.query_primary()?;
            left = Query::And(Box::new(left), Box::new(right));
        }
        Some(left)
    }

    pub(super) fn query_primary(&mut self) -> Option<Query> {
        self.skip()?;
        if self.eat("(") {
            let inner = self.query_or()?;
            self.expect(")")?;
            return Some(inner);
        }
        let start = self.pos;
        let end = self.attribute_name_end(start)?;
        let attr = self.slice(start, end).to_string();
        self.pos = end;
        self.skip()?;
        let eq = if self.eat("==") {
            true
        } else if self.eat("!=") {
            false
        } else {
            return None;
        };
        self.skip()?;
        let value = Box::new(self.postfix()?);
        // An operator after the value (`'a' + 'b'`) is the grammar's to fold.
        let after = self.pos;
        self.skip()?;
        let next = self.text.get(self.pos).copied();
        let ends = matches!(next, Some(b'|' | b')'))
            || self.text[self.pos..].starts_with(b"and")
            || self.text[self.pos..].starts_with(b"or");
        self.pos = after;
        if !ends {
            return None;
        }
        Some(if eq {
            Query::Eq(attr, value)
        } else {
            Query::Ne(attr, value)
        })
    }
}
