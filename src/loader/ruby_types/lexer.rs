//! A forgiving tokenizer for the Ruby that resource type files are written
//! in. It only needs to be good enough to find the block structure
//! (`do`/`end`, `def`/`end`, braces) and the literal arguments of the type
//! DSL calls; string and heredoc contents are skipped, not interpreted.
//! Where Ruby's grammar is ambiguous (`/` division or regex, `<<` shift or
//! heredoc), it guesses from the previous token as Ruby's own lexer does.

mod literals;

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
                !self.space_before || matches!(self.peek(1), b' ' | b'=' | b'\t')
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
}
