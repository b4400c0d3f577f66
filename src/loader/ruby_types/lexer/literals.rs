//! The literals of the Ruby tokenizer: strings with their escapes and
//! `#{...}` interpolations, regexes, `%`-literals and heredoc openers. Their
//! contents are kept only where the type DSL reads them (symbols, plain
//! strings, regex sources).

use super::{LexError, Lexer, Tok, is_ident_char};

impl Lexer<'_> {
    /// Reads a string body up to the closing delimiter (nesting when the
    /// delimiters are a pair), skipping `#{...}` when `interp`. Returns its
    /// text (escapes kept as written) and whether it interpolated.
    pub(super) fn string_body(
        &mut self,
        open: u8,
        close: u8,
        interp: bool,
    ) -> Result<(String, bool), LexError> {
        let start_line = self.line;
        let mut text = String::new();
        let mut depth = 0usize;
        let mut interpolated = false;
        loop {
            let Some(&c) = self.s.get(self.i) else {
                return Err(("string or regex literal is never closed".into(), start_line));
            };
            if c == b'\\' {
                let next = self.peek(1);
                // Keep the escape as written except `\'` in single quotes
                // and an escaped delimiter, whose backslash is syntax only.
                if !interp && (next == close || next == b'\\') {
                    text.push(next as char);
                } else {
                    text.push('\\');
                    if next == b'\n' {
                        self.line += 1;
                    }
                    self.push_char(&mut text, 1);
                    continue;
                }
                self.i += 2;
                continue;
            }
            if c == b'\n' {
                self.line += 1;
            }
            if interp && c == b'#' && self.peek(1) == b'{' {
                interpolated = true;
                self.i += 2;
                self.skip_interpolation()?;
                text.push_str("#{}");
                continue;
            }
            if c == close && depth == 0 {
                self.i += 1;
                return Ok((text, interpolated));
            }
            if open != close && c == open {
                depth += 1;
            } else if open != close && c == close {
                depth -= 1;
            }
            self.push_char(&mut text, 0);
        }
    }

    /// Appends the (UTF-8) character at `self.i + off` and moves past it.
    fn push_char(&mut self, text: &mut String, off: usize) {
        let at = self.i + off;
        let Some(ch) = self.src.get(at..).and_then(|r| r.chars().next()) else {
            self.i = at + 1;
            return;
        };
        text.push(ch);
        self.i = at + ch.len_utf8();
    }

    /// Skips Ruby code inside `#{ ... }` up to its closing brace, lexing
    /// it (then dropping its tokens) so that quotes and braces in nested
    /// literals (`#{s.gsub(%r{"}, '')}`) do not end it early.
    pub(super) fn skip_interpolation(&mut self) -> Result<(), LexError> {
        // Interpolations nest in strings in interpolations (30,000 deep
        // in a hostile file): each level a few frames, on a grown stack.
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            self.skip_interpolation_unguarded()
        })
    }

    fn skip_interpolation_unguarded(&mut self) -> Result<(), LexError> {
        let start_line = self.line;
        let mark = self.out.len();
        let mut depth = 0usize;
        loop {
            let Some(&c) = self.s.get(self.i) else {
                return Err(("interpolation #{ is never closed".into(), start_line));
            };
            match c {
                b'}' if depth == 0 => {
                    self.i += 1;
                    break;
                }
                b'{' | b'}' => {
                    if c == b'{' {
                        depth += 1;
                    } else {
                        depth -= 1;
                    }
                    self.push(Tok::Punct(if c == b'{' { "{" } else { "}" }), self.line);
                    self.i += 1;
                }
                b' ' | b'\t' | b'\r' => {
                    self.i += 1;
                    self.space_before = true;
                    continue;
                }
                b'\n' => {
                    self.i += 1;
                    self.line += 1;
                }
                _ => self.token()?,
            }
            self.space_before = false;
        }
        self.out.truncate(mark);
        Ok(())
    }

    pub(super) fn regex(&mut self, open: u8, close: u8, line: usize) -> Result<(), LexError> {
        let (source, interpolated) = self.string_body(open, close, true)?;
        let start = self.i;
        while self.peek(0).is_ascii_alphabetic() {
            self.i += 1;
        }
        let flags = self.src[start..self.i].to_string();
        self.push(
            Tok::Regex {
                source,
                flags,
                interpolated,
            },
            line,
        );
        Ok(())
    }

    /// `%r{..}`, `%w[..]`, `%q(..)` and friends; false when `%` is not one.
    pub(super) fn percent_literal(&mut self, line: usize) -> Result<bool, LexError> {
        let (kind, delim_at) = match self.peek(1) {
            k @ (b'r' | b'w' | b'W' | b'i' | b'I' | b'q' | b'Q' | b's') => (k, 2),
            b'(' | b'[' | b'{' | b'<' | b'|' | b'!' | b'/' => (b'Q', 1),
            _ => return Ok(false),
        };
        let open = self.peek(delim_at);
        let close = match open {
            b'(' => b')',
            b'[' => b']',
            b'{' => b'}',
            b'<' => b'>',
            c if c.is_ascii_punctuation() => c,
            _ => return Ok(false),
        };
        self.i += delim_at + 1;
        match kind {
            b'r' => self.regex(open, close, line)?,
            b's' => {
                let (text, _) = self.string_body(open, close, false)?;
                self.push(Tok::Symbol(text), line);
            }
            b'w' | b'i' | b'q' => {
                let (text, _) = self.string_body(open, close, false)?;
                self.push(Tok::Str(Some(text)), line);
            }
            _ => {
                let (text, interp) = self.string_body(open, close, true)?;
                self.push(Tok::Str((!interp).then_some(text)), line);
            }
        }
        Ok(true)
    }

    /// `<<~EOT`, `<<-EOT`, `<<EOT`, `<<~'EOT'`: records the terminator
    /// (the body follows the current line); false when not a heredoc.
    pub(super) fn heredoc_start(&mut self, line: usize) -> bool {
        let mut j = self.i + 2;
        let indented = matches!(self.s.get(j), Some(b'~' | b'-'));
        if indented {
            j += 1;
        }
        let quote = match self.s.get(j) {
            Some(q @ (b'\'' | b'"' | b'`')) => {
                j += 1;
                Some(*q)
            }
            _ => None,
        };
        let start = j;
        while self.s.get(j).is_some_and(|c| is_ident_char(*c)) {
            j += 1;
        }
        if j == start {
            return false;
        }
        // `<<EOT` without `-`/`~`/quotes must be upper case, as `x <<y`
        // is more likely an append than a heredoc.
        if !indented && quote.is_none() && !self.s[start].is_ascii_uppercase() {
            return false;
        }
        let term = self.src[start..j].to_string();
        if let Some(q) = quote {
            if self.s.get(j) != Some(&q) {
                return false;
            }
            j += 1;
        }
        self.i = j;
        self.heredocs.push((term, indented));
        self.push(Tok::Str(None), line);
        true
    }
}
