//! A forgiving tokenizer for the Ruby that resource type files are written
//! in. It only needs to be good enough to find the block structure
//! (`do`/`end`, `def`/`end`, braces) and the literal arguments of the type
//! DSL calls; string and heredoc contents are skipped, not interpreted.
//! Where Ruby's grammar is ambiguous (`/` division or regex, `<<` shift or
//! heredoc), it guesses from the previous token as Ruby's own lexer does.

/// One token, with the 1-based line it starts on.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Token {
    pub kind: Tok,
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tok {
    /// A local name, method name or keyword (`newparam`, `do`, `end`,
    /// `valid?`).
    Ident(String),
    /// A constant (`Puppet`), a scope `::` is its own token.
    Const(String),
    /// `:name`, `:"name"`, or a label `name:` in a hash or argument list.
    Symbol(String),
    Label(String),
    /// A string literal; `None` when it interpolates (`"#{x}"`).
    Str(Option<String>),
    /// A regex literal: its source and flags; `interpolated` when it
    /// contains `#{...}`, whose value only running Ruby knows.
    Regex {
        source: String,
        flags: String,
        interpolated: bool,
    },
    /// An instance or class variable (`@doc`, `@@x`), or a global.
    Var(String),
    /// Numbers and other literals whose value does not matter here.
    Other,
    /// Punctuation and operators: `(`, `)`, `[`, `]`, `{`, `}`, `,`, `.`,
    /// `::`, `=>`, `=`, `|`, `;`, ...
    Punct(&'static str),
    /// The end of a line (statements end there).
    Newline,
}

/// A tokenizing error: the message and the line.
pub(super) type LexError = (String, usize);

const PUNCTS: &[&str] = &[
    "**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=", "&.", "::", "=>", "==", "!=", "=~",
    "!~", "<=", ">=", "&&", "||", "<<", ">>", "+=", "-=", "*=", "/=", "|=", "&=", "**", "..", "->",
    "(", ")", "[", "]", "{", "}", ",", ".", "=", "|", ";", "+", "-", "*", "/", "%", "<", ">", "!",
    "&", "^", "~", "?", ":",
];

pub(super) fn tokenize(src: &str) -> Result<Vec<Token>, LexError> {
    let mut lx = Lexer {
        s: src.as_bytes(),
        src,
        i: 0,
        line: 1,
        out: Vec::new(),
        heredocs: Vec::new(),
        space_before: false,
    };
    lx.run()?;
    Ok(lx.out)
}

struct Lexer<'a> {
    s: &'a [u8],
    src: &'a str,
    i: usize,
    line: usize,
    out: Vec<Token>,
    /// Heredoc terminators whose bodies start after the current line:
    /// (terminator, whether it may be indented).
    heredocs: Vec<(String, bool)>,
    /// Whether white space came before the current token, which decides
    /// `foo /x/` (a regex argument) against `foo / x` (a division).
    space_before: bool,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

impl Lexer<'_> {
    fn peek(&self, off: usize) -> u8 {
        *self.s.get(self.i + off).unwrap_or(&0)
    }

    fn push(&mut self, kind: Tok, line: usize) {
        self.out.push(Token { kind, line });
    }

    /// Whether the previous token ends a value, so that `/`, `<<`, `[`
    /// and `?` after it are operators rather than the start of a literal.
    fn after_value(&self) -> bool {
        match self.out.last().map(|t| &t.kind) {
            None | Some(Tok::Newline) => false,
            Some(Tok::Ident(w)) => {
                // After a keyword a value starts; after a method name with
                // a space before and none after, Ruby reads an argument.
                if matches!(
                    w.as_str(),
                    "if" | "unless"
                        | "while"
                        | "until"
                        | "when"
                        | "and"
                        | "or"
                        | "not"
                        | "return"
                        | "then"
                        | "do"
                        | "else"
                        | "elsif"
                        | "case"
                        | "in"
                ) {
                    return false;
                }
                !(self.space_before && !matches!(self.peek(1), b' ' | b'=' | b'\t'))
            }
            Some(Tok::Punct(p)) => matches!(*p, ")" | "]" | "}"),
            // After `key:` comes the value.
            Some(Tok::Label(_)) => false,
            Some(_) => true,
        }
    }

    fn run(&mut self) -> Result<(), LexError> {
        let mut at_line_start = true;
        while self.i < self.s.len() {
            let c = self.s[self.i];
            if at_line_start && self.src[self.i..].starts_with("=begin") {
                self.skip_block_comment()?;
                continue;
            }
            if at_line_start && self.src[self.i..].starts_with("__END__") {
                return Ok(());
            }
            at_line_start = false;
            match c {
                b'\n' => {
                    self.push(Tok::Newline, self.line);
                    self.i += 1;
                    self.line += 1;
                    at_line_start = true;
                    self.space_before = true;
                    if !self.heredocs.is_empty() {
                        self.skip_heredoc_bodies()?;
                    }
                    continue;
                }
                b' ' | b'\t' | b'\r' => {
                    self.i += 1;
                    self.space_before = true;
                    continue;
                }
                b'\\' if self.peek(1) == b'\n' => {
                    // A line continuation: no statement ends here.
                    self.i += 2;
                    self.line += 1;
                    continue;
                }
                b'#' => {
                    while self.i < self.s.len() && self.s[self.i] != b'\n' {
                        self.i += 1;
                    }
                    continue;
                }
                _ => {}
            }
            self.token()?;
            self.space_before = false;
        }
        if let Some((term, _)) = self.heredocs.first() {
            return Err((format!("heredoc <<{term} is never terminated"), self.line));
        }
        Ok(())
    }

    fn skip_block_comment(&mut self) -> Result<(), LexError> {
        let start = self.line;
        loop {
            let Some(nl) = self.src[self.i..].find('\n') else {
                return Err(("=begin comment is never closed by =end".into(), start));
            };
            self.i += nl + 1;
            self.line += 1;
            if self.src[self.i..].starts_with("=end") {
                while self.i < self.s.len() && self.s[self.i] != b'\n' {
                    self.i += 1;
                }
                return Ok(());
            }
        }
    }

    fn skip_heredoc_bodies(&mut self) -> Result<(), LexError> {
        for (term, indented) in std::mem::take(&mut self.heredocs) {
            let start = self.line;
            loop {
                if self.i >= self.s.len() {
                    return Err((format!("heredoc <<{term} is never terminated"), start));
                }
                let end = self.src[self.i..]
                    .find('\n')
                    .map_or(self.s.len(), |n| self.i + n);
                let text = &self.src[self.i..end];
                let text = if indented { text.trim_start() } else { text };
                let done = text.trim_end_matches('\r') == term;
                self.i = (end + 1).min(self.s.len());
                self.line += 1;
                if done {
                    break;
                }
            }
        }
        Ok(())
    }

    fn token(&mut self) -> Result<(), LexError> {
        let line = self.line;
        let c = self.s[self.i];
        if c.is_ascii_digit() {
            while is_ident_char(self.peek(0))
                || (self.peek(0) == b'.' && self.peek(1).is_ascii_digit())
            {
                self.i += 1;
            }
            self.push(Tok::Other, line);
            return Ok(());
        }
        if is_ident_start(c) {
            let start = self.i;
            while is_ident_char(self.peek(0)) {
                self.i += 1;
            }
            // `valid?` and `save!` are method names; `x != y` is not.
            if matches!(self.peek(0), b'?' | b'!') && self.peek(1) != b'=' {
                self.i += 1;
            }
            let word = self.src[start..self.i].to_string();
            // A label `namevar: true`, not `a ? b : c` nor `A::B`.
            if self.peek(0) == b':' && self.peek(1) != b':' && !word.ends_with('?') {
                let prev_is_dot = matches!(self.out.last().map(|t| &t.kind), Some(Tok::Punct(".")));
                if !prev_is_dot {
                    self.i += 1;
                    self.push(Tok::Label(word), line);
                    return Ok(());
                }
            }
            let kind = if c.is_ascii_uppercase() {
                Tok::Const(word)
            } else {
                Tok::Ident(word)
            };
            self.push(kind, line);
            return Ok(());
        }
        match c {
            b'"' | b'`' => {
                self.i += 1;
                let (text, interp) = self.string_body(c, c, true)?;
                self.push(Tok::Str((!interp).then_some(text)), line);
            }
            b'\'' => {
                self.i += 1;
                let (text, _) = self.string_body(b'\'', b'\'', false)?;
                self.push(Tok::Str(Some(text)), line);
            }
            b'@' | b'$' => {
                let start = self.i;
                self.i += 1;
                while matches!(self.peek(0), b'@') || is_ident_char(self.peek(0)) {
                    self.i += 1;
                }
                if self.i == start + 1 && c == b'$' {
                    // `$1`, `$~` and friends.
                    self.i += 1;
                }
                let name = self.src[start..self.i].to_string();
                self.push(Tok::Var(name), line);
            }
            b':' if self.peek(1) == b'"' || self.peek(1) == b'\'' => {
                let q = self.peek(1);
                self.i += 2;
                let (text, _) = self.string_body(q, q, q == b'"')?;
                self.push(Tok::Symbol(text), line);
            }
            b':' if is_ident_start(self.peek(1)) => {
                self.i += 1;
                let start = self.i;
                while is_ident_char(self.peek(0)) {
                    self.i += 1;
                }
                if matches!(self.peek(0), b'?' | b'!' | b'=')
                    && self.peek(1) != b'='
                    && self.peek(1) != b'>'
                {
                    self.i += 1;
                }
                let name = self.src[start..self.i].to_string();
                self.push(Tok::Symbol(name), line);
            }
            b'/' if !self.after_value() => {
                self.i += 1;
                self.regex(b'/', b'/', line)?;
            }
            b'%' if !self.after_value() && self.percent_literal(line)? => {}
            b'<' if self.peek(1) == b'<' && !self.after_value() && self.heredoc_start(line) => {}
            b'?' if !self.after_value() && self.peek(1) != b' ' && !is_ident_char(self.peek(2)) => {
                // A character literal such as `?a`.
                self.i += 2;
                self.push(Tok::Str(None), line);
            }
            _ => {
                let rest = &self.src[self.i..];
                let p = PUNCTS
                    .iter()
                    .find(|p| rest.starts_with(**p))
                    .copied()
                    .unwrap_or("?");
                self.i += p.len().max(1);
                self.push(Tok::Punct(p), line);
            }
        }
        Ok(())
    }

    /// Reads a string body up to the closing delimiter (nesting when the
    /// delimiters are a pair), skipping `#{...}` when `interp`. Returns its
    /// text (escapes kept as written) and whether it interpolated.
    fn string_body(
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
                if next == close && !interp || (next == b'\\' && !interp) {
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
    fn skip_interpolation(&mut self) -> Result<(), LexError> {
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

    fn regex(&mut self, open: u8, close: u8, line: usize) -> Result<(), LexError> {
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
    fn percent_literal(&mut self, line: usize) -> Result<bool, LexError> {
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
    fn heredoc_start(&mut self, line: usize) -> bool {
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
