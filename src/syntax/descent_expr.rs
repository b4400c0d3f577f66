//! Expressions for the fast path: operators folded by precedence,
//! postfix access, method calls and selectors, and every primary the
//! grammar's `primary` rule lists except heredocs.

use std::rc::Rc;

use super::super::ast::*;
use super::super::escape::{ALL_ESCAPES, unescape_double, unescape_single};
use super::super::operators::{apply_prefix, join, push_operator, reduce};
use super::super::span::Span;
use super::super::strings::variable_first;
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
    fn infix_at(&self) -> Option<(usize, BinaryOp)> {
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
        let mut operands: Vec<Expr> = Vec::new();
        let mut operators: Vec<(BinaryOp, Span)> = Vec::new();
        operands.push(self.unary()?);
        loop {
            let save = self.pos;
            self.skip()?;
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
        let had_operator = !operators.is_empty() || operands.len() > 1;
        while let Some((op, op_span)) = operators.pop() {
            reduce(&mut operands, op, op_span);
        }
        let end = self.pos;
        self.expr_end = if had_operator { end } else { self.loose(end)? };
        self.pos = end;
        operands.pop()
    }

    /// Prefix operators, then a postfix expression.
    fn unary(&mut self) -> Option<Expr> {
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

    /// A primary with its access, method-call and selector suffixes.
    pub(super) fn postfix(&mut self) -> Option<Expr> {
        let expr = self.primary()?;
        self.suffixes(expr, false)
    }

    /// `in_string`: inside `"${...}"` an interpolated word's suffixes.
    fn suffixes(&mut self, mut expr: Expr, in_string: bool) -> Option<Expr> {
        loop {
            if self.peek() == b'[' {
                let start = self.pos;
                self.pos += 1;
                let keys = self.arguments(b']')?;
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
                    call.args = self.arguments(b')')?;
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
                expr = Expr::new(ExprKind::MethodCall(Box::new(expr), call), at);
                continue;
            }
            if self.peek() == b'?' && !in_string {
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
                let span = join(expr.span, self.span(start, self.pos));
                expr = Expr::new(ExprKind::Selector(Box::new(expr), entries), span);
                continue;
            }
            self.pos = save;
            return Some(expr);
        }
    }

    /// Arguments up to `close`: `k => v` pairs gather into one hash.
    fn arguments(&mut self, close: u8) -> Option<Vec<Expr>> {
        let mut args: Vec<Expr> = Vec::new();
        let mut pending_hash = false;
        loop {
            self.skip()?;
            if self.peek() == close {
                self.pos += 1;
                return Some(args);
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
                (key, Some(self.expression()?))
            } else {
                let first = self.element()?;
                let save = self.pos;
                self.skip()?;
                if self.eat("=>") {
                    (first, Some(self.element()?))
                } else {
                    self.pos = save;
                    (first, None)
                }
            };
            let tight = self.pos;
            let pair_end = match &value {
                Some(v) if matches!(v.kind, ExprKind::Resource(_)) => tight,
                Some(_) => self.expr_end,
                None => tight,
            };
            self.pos = tight;
            let span = self.span(start, pair_end);
            match value {
                None => {
                    args.push(key);
                    pending_hash = false;
                }
                Some(value) => {
                    match args.last_mut() {
                        Some(Expr {
                            kind: ExprKind::Hash(entries),
                            span: hash_span,
                        }) if pending_hash => {
                            hash_span.end = span.end;
                            entries.push((key, value));
                        }
                        _ => args.push(Expr::new(ExprKind::Hash(vec![(key, value)]), span)),
                    }
                    pending_hash = true;
                }
            }
            self.skip()?;
            if self.eat(",") {
                continue;
            }
            if self.peek() == close {
                self.pos += 1;
                return Some(args);
            }
            return None;
        }
    }

    /// A keyword (other than a literal) used as a hash key before `=>`.
    fn keyword_key_end(&self) -> Option<usize> {
        let kw = self.keyword_at(self.pos)?;
        if matches!(kw, "true" | "false" | "undef" | "default") {
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

    /// A value position that may hold a resource declaration.
    fn element(&mut self) -> Option<Expr> {
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

    fn lambda(&mut self) -> Option<Rc<Lambda>> {
        let start = self.pos;
        let params = self.parameters(b'|', b'|')?;
        let body = self.block()?;
        Some(Rc::new(Lambda {
            params,
            body,
            span: self.span(start, self.pos),
        }))
    }

    // ------------------------------------------------------------ primaries

    fn primary(&mut self) -> Option<Expr> {
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
                ExprKind::Array(self.arguments(b']')?)
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
            b'/' => {
                let end = self.quoted_end(b'/')?;
                let body = self.slice(start + 1, end - 1).to_string();
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
    fn quoted_end(&self, quote: u8) -> Option<usize> {
        let mut p = self.pos + 1;
        loop {
            match self.text.get(p)? {
                b'\\' => p += 2,
                &c if c == quote => return Some(p + 1),
                _ => p += 1,
            }
        }
    }

    fn hash_entries(&mut self) -> Option<Vec<(Expr, Expr)>> {
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
                None => self.expression()?,
            };
            self.expect("=>")?;
            let value = self.element()?;
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
    fn word_primary(&mut self) -> Option<Expr> {
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
                ExprKind::Unless(Box::new(cond), then, otherwise),
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
                if after.arguments(b']').is_some() {
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
                ExprKind::TypeRef(self.slice(start, end).to_string()),
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

    fn call(&mut self, start: usize, name_end: usize) -> Option<Expr> {
        let name = self.slice(start, name_end).to_string();
        self.pos = name_end;
        self.expect("(")?;
        let args = self.arguments(b')')?;
        let save = self.pos;
        self.skip()?;
        let lambda = if self.peek() == b'|' {
            Some(self.lambda()?)
        } else {
            self.pos = save;
            None
        };
        Some(Expr::new(
            ExprKind::Call(Call {
                name,
                args,
                lambda,
                parenthesized: true,
            }),
            self.span(start, self.pos),
        ))
    }

    fn if_expr(&mut self, start: usize) -> Option<Expr> {
        self.pos += "if".len();
        let cond = self.expression()?;
        let then = self.block()?;
        let (otherwise, end) = self.elsif_chain()?;
        Some(Expr::new(
            ExprKind::If(Box::new(cond), then, otherwise),
            self.span(start, end),
        ))
    }

    /// `elsif` parts become an `if` nested in the `else` branch; also
    /// where the whole `if` ends.
    fn elsif_chain(&mut self) -> Option<(Option<Block>, usize)> {
        let save = self.pos;
        self.skip()?;
        if self.at_keyword("elsif") {
            let start = self.pos;
            self.pos += "elsif".len();
            let cond = self.expression()?;
            let then = self.block()?;
            let end = self.pos;
            let (otherwise, outer_end) = self.elsif_chain()?;
            return Some((
                Some(vec![Expr::new(
                    ExprKind::If(Box::new(cond), then, otherwise),
                    self.span(start, end),
                )]),
                outer_end,
            ));
        }
        self.pos = save;
        self.else_part()
    }

    fn else_part(&mut self) -> Option<(Option<Block>, usize)> {
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

    fn case_expr(&mut self, start: usize) -> Option<Expr> {
        self.pos += "case".len();
        let subject = self.expression()?;
        self.expect("{")?;
        let mut options = Vec::new();
        loop {
            self.skip()?;
            if self.eat("}") {
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

    fn collector(&mut self, start: usize, type_end: usize) -> Option<Expr> {
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
            ExprKind::Collector(Collector {
                type_name,
                exported,
                query,
                ops: Vec::new(),
            }),
            self.span(start, self.pos),
        ))
    }

    fn query_keyword(&mut self, kw: &str) -> bool {
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

    fn query_or(&mut self) -> Option<Query> {
        let mut left = self.query_and()?;
        while self.query_keyword("or") {
            let right = self.query_and()?;
            left = Query::Or(Box::new(left), Box::new(right));
        }
        Some(left)
    }

    fn query_and(&mut self) -> Option<Query> {
        let mut left = self.query_primary()?;
        while self.query_keyword("and") {
            let right = self.query_primary()?;
            left = Query::And(Box::new(left), Box::new(right));
        }
        Some(left)
    }

    fn query_primary(&mut self) -> Option<Query> {
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
        Some(if eq {
            Query::Eq(attr, value)
        } else {
            Query::Ne(attr, value)
        })
    }

    // ------------------------------------------------------------ literals

    /// Numbers the builder accepts; anything odd is left to it.
    fn number(&mut self) -> Option<ExprKind> {
        let start = self.pos;
        let end = start
            + self.text[start..]
                .iter()
                .take_while(|&&b| is_name_char(b))
                .count();
        let mut p = end;
        // `1.5`, `1e3`, `1.5e-3`.
        let digits = |from: usize| {
            self.text[from..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count()
        };
        let word = self.slice(start, end);
        if word.starts_with("0x") || word.starts_with("0X") {
            let v = i64::from_str_radix(&word[2..], 16).ok()?;
            self.pos = end;
            return Some(ExprKind::Integer(v));
        }
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            // Exponents without a dot (`1e3`) and malformed numbers.
            if let Some(e) = word.find(['e', 'E']) {
                let (mantissa, exp) = (&word[..e], &word[e + 1..]);
                if mantissa.bytes().all(|b| b.is_ascii_digit())
                    && !exp.is_empty()
                    && exp.bytes().all(|b| b.is_ascii_digit())
                {
                    self.pos = end;
                    return word.parse::<f64>().ok().map(ExprKind::Float);
                }
            }
            return None;
        }
        let mut is_float = false;
        if self.text.get(p) == Some(&b'.') && digits(p + 1) > 0 {
            p += 1 + digits(p + 1);
            is_float = true;
        }
        if matches!(self.text.get(p), Some(b'e' | b'E')) {
            let mut q = p + 1;
            if matches!(self.text.get(q), Some(b'+' | b'-')) {
                q += 1;
            }
            if digits(q) > 0 {
                p = q + digits(q);
                is_float = true;
            }
        }
        if self.text.get(p).is_some_and(|b| is_name_char(*b)) {
            return None;
        }
        let text = self.slice(start, p);
        self.pos = p;
        if is_float {
            return text.parse::<f64>().ok().map(ExprKind::Float);
        }
        if text.len() > 1 && text.starts_with('0') {
            return i64::from_str_radix(&text[1..], 8)
                .ok()
                .map(ExprKind::Integer);
        }
        text.parse::<i64>().ok().map(ExprKind::Integer)
    }

    /// `"..."` with `$var` and `${expr}` interpolation.
    fn dq_string(&mut self) -> Option<ExprKind> {
        self.pos += 1;
        let mut parts = Vec::new();
        let mut text_start = self.pos;
        loop {
            match self.peek() {
                0 if self.pos >= self.text.len() => return None,
                b'"' => break,
                b'\\' => self.pos += 2,
                b'$' => {
                    let next = self.peek_at(1);
                    let interpolates = next == b'{'
                        || next.is_ascii_lowercase()
                        || next == b'_'
                        || next.is_ascii_digit()
                        || (next == b':'
                            && self.peek_at(2) == b':'
                            && self.peek_at(3).is_ascii_lowercase());
                    if !interpolates {
                        self.pos += 1;
                        continue;
                    }
                    if self.pos > text_start {
                        let raw = self.slice(text_start, self.pos);
                        parts.push(StrPart::Text(unescape_double(raw, ALL_ESCAPES)));
                    }
                    parts.push(StrPart::Expr(self.interpolation()?));
                    text_start = self.pos;
                }
                _ => self.pos += 1,
            }
        }
        if self.pos > text_start {
            let raw = self.slice(text_start, self.pos);
            parts.push(StrPart::Text(unescape_double(raw, ALL_ESCAPES)));
        }
        self.pos += 1;
        Some(match parts.as_slice() {
            [] => ExprKind::Str(String::new()),
            [StrPart::Text(t)] => ExprKind::Str(t.clone()),
            _ => ExprKind::Interpolated(parts),
        })
    }

    fn interpolation(&mut self) -> Option<Expr> {
        let start = self.pos;
        if self.peek_at(1) != b'{' {
            let end = self.variable_end(start)?;
            self.pos = end;
            return Some(Expr::new(
                ExprKind::Variable(self.slice(start + 1, end).to_string()),
                self.span(start, end),
            ));
        }
        self.pos += 2;
        self.skip()?;
        let inner = self.pos;
        // `${name...}`: a word (keywords too) names a variable.
        let mut name_start = inner;
        if self.text[name_start..].starts_with(b"::") {
            name_start += 2;
        }
        let word_start = self.text.get(name_start).copied().unwrap_or(0);
        if word_start.is_ascii_lowercase() || word_start == b'_' {
            let mut end = name_start + self.word_len(name_start);
            while self.text[end..].starts_with(b"::")
                && self
                    .text
                    .get(end + 2)
                    .is_some_and(|b| b.is_ascii_lowercase() || *b == b'_')
            {
                end += 2 + self.word_len(end + 2);
            }
            let var = Expr::new(
                ExprKind::Variable(self.slice(inner, end).to_string()),
                self.span(inner, end),
            );
            let save = self.pos;
            self.pos = end;
            let expr = self.suffixes(var, true)?;
            self.skip()?;
            if self.eat("}") {
                return Some(expr);
            }
            self.pos = save;
        }
        // Anything else is an expression whose leading word (or number)
        // is a variable, as the builder makes it.
        let mut expr = self.chain_operand()?;
        self.chain_rest(&mut expr)?;
        let text = self.slice(inner, self.pos);
        self.expect("}")?;
        Some(variable_first(expr, text))
    }
}
