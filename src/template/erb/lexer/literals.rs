//! Literal tokens: numbers (with Ruby's radix prefixes and underscores),
//! strings (single-quoted, double-quoted with escapes and `#{}`),
//! regexps (kept escaped for the regexp translator) and `%` literals.

use super::{LexResult, Lexer, StrPart, Tok};

fn closing(open: char) -> char {
    match open {
        '(' => ')',
        '[' => ']',
        '{' => '}',
        '<' => '>',
        c => c,
    }
}

impl Lexer<'_> {
    pub(super) fn number(&mut self, start: usize, space: bool) -> LexResult<()> {
        let rest = &self.src[self.i..];
        let radix = match rest.get(..2) {
            Some("0x" | "0X") => 16,
            Some("0b" | "0B") => 2,
            Some("0o" | "0O") => 8,
            _ if rest.len() > 1
                && rest.starts_with('0')
                && rest[1..].starts_with(|c: char| c.is_ascii_digit() || c == '_') =>
            {
                8
            }
            _ => 10,
        };
        if radix != 10 {
            let skip = if rest[1..].starts_with(|c: char| c.is_ascii_digit() || c == '_') {
                1
            } else {
                2
            };
            self.i += skip;
            let digits: String = self.src[self.i..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            self.i += digits.len();
            let clean = digits.replace('_', "");
            let v = i128::from_str_radix(&clean, radix).map_err(|_| {
                (
                    self.pos_at(start),
                    format!("invalid number literal '{}'", &self.src[start..self.i]),
                )
            })?;
            self.push(Tok::Int(v), start, space);
            return Ok(());
        }
        let mut end = self.i;
        let b = self.src.as_bytes();
        while end < b.len()
            && (b[end].is_ascii_digit()
                || b[end] == b'_' && end + 1 < b.len() && b[end + 1].is_ascii_digit())
        {
            end += 1;
        }
        let mut float = false;
        if end + 1 < b.len() && b[end] == b'.' && b[end + 1].is_ascii_digit() {
            float = true;
            end += 1;
            while end < b.len() && (b[end].is_ascii_digit() || b[end] == b'_') {
                end += 1;
            }
        }
        if end < b.len() && (b[end] == b'e' || b[end] == b'E') {
            let mut e = end + 1;
            if e < b.len() && (b[e] == b'+' || b[e] == b'-') {
                e += 1;
            }
            if e < b.len() && b[e].is_ascii_digit() {
                float = true;
                end = e;
                while end < b.len() && b[end].is_ascii_digit() {
                    end += 1;
                }
            }
        }
        let text = self.src[self.i..end].replace('_', "");
        self.i = end;
        if float {
            self.push(Tok::Float(text.parse().unwrap_or(0.0)), start, space);
        } else {
            let v = text
                .parse::<i128>()
                .map_err(|_| (self.pos_at(start), "integer literal too large".to_string()))?;
            self.push(Tok::Int(v), start, space);
        }
        Ok(())
    }

    /// `%w[a b]`, `%i[a b]`, `%q()`, `%Q()`, `%()`, `%r{}`.
    pub(super) fn percent_literal(&mut self, start: usize, space: bool) -> LexResult<()> {
        self.i += 1;
        let mut kind = 'Q';
        if let Some(c) = self.peek().filter(|c| c.is_alphabetic()) {
            kind = c;
            self.i += 1;
        }
        let open = self
            .peek()
            .ok_or_else(|| (self.pos_at(start), "unterminated % literal".to_string()))?;
        self.i += open.len_utf8();
        let nest = if closing(open) != open {
            Some(open)
        } else {
            None
        };
        let close = closing(open);
        match kind {
            'w' | 'W' | 'i' | 'I' => {
                let body = self.single_body(close, nest)?;
                let words = body.split_whitespace().map(String::from).collect();
                self.push(
                    Tok::Words(words, kind.eq_ignore_ascii_case(&'i')),
                    start,
                    space,
                );
            }
            'q' => {
                let body = self.single_body(close, nest)?;
                self.push(Tok::Str(vec![StrPart::Lit(body)]), start, space);
            }
            'Q' => {
                let parts = self.string_body(close, nest, false)?;
                self.push(Tok::Str(parts), start, space);
            }
            'r' => {
                let parts = self.string_body(close, nest, true)?;
                let flags = self.regex_flags();
                self.push(Tok::Regex(parts, flags), start, space);
            }
            _ => {
                return Err((
                    self.pos_at(start),
                    format!("unsupported % literal '%{kind}'"),
                ));
            }
        }
        Ok(())
    }

    /// A single-quoted body: only `\\` and `\<close>` are escapes.
    pub(super) fn single_body(&mut self, close: char, nest: Option<char>) -> LexResult<String> {
        let start = self.i;
        let mut out = String::new();
        let mut depth = 0;
        loop {
            let Some(c) = self.peek() else {
                return Err((
                    self.pos_at(start.saturating_sub(1)),
                    "unterminated string literal".into(),
                ));
            };
            self.i += c.len_utf8();
            if c == '\\' {
                match self.peek() {
                    Some(n) if n == '\\' || n == close || Some(n) == nest => {
                        self.i += n.len_utf8();
                        out.push(n);
                    }
                    _ => out.push('\\'),
                }
            } else if Some(c) == nest {
                depth += 1;
                out.push(c);
            } else if c == close {
                if depth == 0 {
                    return Ok(out);
                }
                depth -= 1;
                out.push(c);
            } else {
                out.push(c);
            }
        }
    }

    /// A double-quoted body (also regexps, which keep their escapes for
    /// the regexp translator): escapes and `#{}` interpolation.
    pub(super) fn string_body(
        &mut self,
        close: char,
        nest: Option<char>,
        is_regex: bool,
    ) -> LexResult<Vec<StrPart>> {
        let start = self.i;
        let mut parts = Vec::new();
        let mut lit = String::new();
        let mut depth = 0;
        loop {
            let Some(c) = self.peek() else {
                return Err((
                    self.pos_at(start.saturating_sub(1)),
                    "unterminated string literal".into(),
                ));
            };
            self.i += c.len_utf8();
            if c == '\\' {
                let Some(n) = self.peek() else { continue };
                self.i += n.len_utf8();
                if is_regex {
                    if n == '/' && close == '/' {
                        lit.push('/');
                    } else {
                        lit.push('\\');
                        lit.push(n);
                    }
                    continue;
                }
                self.escape(n, &mut lit)?;
            } else if c == '#' && self.sigil_interpolation() {
                // `"#@var"`, `"#@@var"`, `"#$var"`: the variable's value.
                let code_start = self.i;
                let sigils = self.src[code_start..]
                    .chars()
                    .take_while(|c| *c == '@' || *c == '$')
                    .count();
                let end = code_start
                    + sigils
                    + self.src[code_start + sigils..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .map(char::len_utf8)
                        .sum::<usize>();
                let pos = self.pos_at(code_start);
                let tokens = Lexer::new(&self.src[code_start..end], pos).run()?;
                if !lit.is_empty() {
                    parts.push(StrPart::Lit(std::mem::take(&mut lit)));
                }
                parts.push(StrPart::Code(tokens, pos));
                self.i = end;
            } else if c == '#' && self.peek() == Some('{') {
                self.i += 1;
                let code_start = self.i;
                let end = self.matching_brace(code_start)?;
                let code = &self.src[code_start..end];
                let pos = self.pos_at(code_start);
                let tokens = Lexer::new(code, pos).run()?;
                if !lit.is_empty() {
                    parts.push(StrPart::Lit(std::mem::take(&mut lit)));
                }
                parts.push(StrPart::Code(tokens, pos));
                self.i = end + 1;
            } else if Some(c) == nest {
                depth += 1;
                lit.push(c);
            } else if c == close {
                if depth == 0 {
                    break;
                }
                depth -= 1;
                lit.push(c);
            } else {
                lit.push(c);
            }
        }
        if !lit.is_empty() || parts.is_empty() {
            parts.push(StrPart::Lit(lit));
        }
        Ok(parts)
    }

    /// After a `#` in a string: whether a variable follows (`@name`,
    /// `@@name`, `$name`), which Ruby interpolates without braces.
    fn sigil_interpolation(&self) -> bool {
        let rest = &self.src[self.i..];
        let name = rest
            .strip_prefix("@@")
            .or_else(|| rest.strip_prefix('@'))
            .or_else(|| rest.strip_prefix('$'));
        name.and_then(|n| n.chars().next())
            .is_some_and(|c| c.is_alphabetic() || c == '_')
    }

    /// `?c` where a value may start: a one-character string (`?a`, `?"`,
    /// `?\n`); `false` (nothing consumed) when what follows is not one.
    pub(super) fn char_literal(&mut self, start: usize, space: bool) -> LexResult<bool> {
        let Some(c) = self.peek_at(1) else {
            return Ok(false);
        };
        if c.is_whitespace() {
            return Ok(false);
        }
        let mut lit = String::new();
        if c == '\\' {
            let Some(n) = self.peek_at(2) else {
                return Ok(false);
            };
            self.i += 1 + c.len_utf8() + n.len_utf8();
            self.escape(n, &mut lit)?;
        } else {
            // `?ab` is not a character literal (a ternary's `?` before a
            // name, say).
            if (c.is_alphanumeric() || c == '_')
                && self
                    .peek_at(2)
                    .is_some_and(|d| d.is_alphanumeric() || d == '_')
            {
                return Ok(false);
            }
            self.i += 1 + c.len_utf8();
            lit.push(c);
        }
        self.push(Tok::Str(vec![StrPart::Lit(lit)]), start, space);
        Ok(true)
    }

    fn matching_brace(&self, from: usize) -> LexResult<usize> {
        let mut depth = 0;
        let mut quote: Option<char> = None;
        let mut chars = self.src[from..].char_indices();
        while let Some((k, c)) = chars.next() {
            match (quote, c) {
                (Some(_), '\\') => {
                    chars.next();
                }
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '{') => depth += 1,
                (None, '}') if depth == 0 => return Ok(from + k),
                (None, '}') => depth -= 1,
                _ => {}
            }
        }
        Err((self.pos_at(from), "unterminated #{} in string".into()))
    }

    fn escape(&mut self, n: char, lit: &mut String) -> LexResult<()> {
        let at = self.i;
        match n {
            'n' => lit.push('\n'),
            't' => lit.push('\t'),
            'r' => lit.push('\r'),
            's' => lit.push(' '),
            'e' => lit.push('\u{1b}'),
            '0'..='7' => {
                let mut v = n.to_digit(8).unwrap();
                for _ in 0..2 {
                    match self.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            self.i += 1;
                        }
                        None => break,
                    }
                }
                lit.push(char::from_u32(v).unwrap_or('\0'));
            }
            'a' => lit.push('\u{7}'),
            'b' => lit.push('\u{8}'),
            'f' => lit.push('\u{c}'),
            'v' => lit.push('\u{b}'),
            'x' => {
                let hex: String = self.src[self.i..]
                    .chars()
                    .take(2)
                    .take_while(|c| c.is_ascii_hexdigit())
                    .collect();
                self.i += hex.len();
                let v = u32::from_str_radix(&hex, 16)
                    .map_err(|_| (self.pos_at(at), "invalid hex escape".to_string()))?;
                if v > 0x7f {
                    return Err((
                        self.pos_at(at),
                        "byte escapes above \\x7F (binary strings) are not supported".into(),
                    ));
                }
                lit.push(char::from_u32(v).unwrap());
            }
            'u' => {
                let codes: Vec<String> = if self.peek() == Some('{') {
                    let end = self.src[self.i..]
                        .find('}')
                        .ok_or_else(|| (self.pos_at(at), "unterminated \\u{}".to_string()))?;
                    let inner = self.src[self.i + 1..self.i + end].to_string();
                    self.i += end + 1;
                    inner.split_whitespace().map(String::from).collect()
                } else {
                    let hex: String = self.src[self.i..].chars().take(4).collect();
                    self.i += hex.len();
                    vec![hex]
                };
                for code in codes {
                    let ch = u32::from_str_radix(&code, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .ok_or_else(|| (self.pos_at(at), "invalid Unicode escape".to_string()))?;
                    lit.push(ch);
                }
            }
            '\n' => {}
            other => lit.push(other),
        }
        Ok(())
    }
}
