//! Numbers and double-quoted strings for the fast path.

use super::super::ast::*;
use super::super::escape::{ALL_ESCAPES, unescape_double};
use super::super::strings::variable_first;
use super::{Descent, is_name_char};

impl Descent<'_> {
    // ------------------------------------------------------------ literals

    /// Numbers the builder accepts; anything odd is left to it.
    pub(super) fn number(&mut self) -> Option<ExprKind> {
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
                    return word
                        .parse::<f64>()
                        .ok()
                        .filter(|v| v.is_finite())
                        .map(ExprKind::Float);
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
            if matches!(self.text.get(q), Some(b'-')) {
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
            // An infinite float is an error the grammar's builder words.
            return text
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite())
                .map(ExprKind::Float);
        }
        if text.len() > 1 && text.starts_with('0') {
            return i64::from_str_radix(&text[1..], 8)
                .ok()
                .map(ExprKind::Integer);
        }
        text.parse::<i64>().ok().map(ExprKind::Integer)
    }

    /// Where Puppet's variable token that starts at `from` (after its
    /// `$`) ends: `(::)?(\w+::)*\w+`, any name the validator may refuse.
    pub(super) fn dollar_word_end(&self, from: usize) -> Option<usize> {
        let word = |at: usize| {
            self.text.get(at..).map_or(0, |rest| {
                rest.iter().take_while(|&&b| is_name_char(b)).count()
            })
        };
        let mut end = from;
        if self.text[from..].starts_with(b"::") {
            end += 2;
        }
        let first = word(end);
        if first == 0 {
            return None;
        }
        end += first;
        while self.text[end..].starts_with(b"::") && word(end + 2) > 0 {
            end += 2 + word(end + 2);
        }
        Some(end)
    }

    /// `"..."` with `$var` and `${expr}` interpolation.
    pub(super) fn dq_string(&mut self) -> Option<ExprKind> {
        self.pos += 1;
        let mut parts = Vec::new();
        let mut text_start = self.pos;
        loop {
            match self.peek() {
                0 if self.pos >= self.text.len() => return None,
                b'"' => break,
                b'\\' => self.pos += 2,
                b'$' => {
                    if self.peek_at(1) != b'{' {
                        let Some(end) = self.dollar_word_end(self.pos + 1) else {
                            self.pos += 1;
                            continue;
                        };
                        // A name the validator refuses (`"$M3U"`): the
                        // grammar builds it.
                        if self.variable_end(self.pos) != Some(end) {
                            return None;
                        }
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

    pub(super) fn interpolation(&mut self) -> Option<Expr> {
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
            let expr = self.suffixes(var)?;
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
