//! Ruby tokens: the code of a template's tags, with the text between them
//! as tokens of their own, in one stream for the parser.
//!
//! Ruby's grammar depends on spacing and on what came before (`/` divides
//! after a value but opens a regexp elsewhere; `x [1]` passes an array,
//! `x[1]` indexes), so tokens carry whether blanks preceded them.

use super::Pos;
use super::scan::Piece;

#[derive(Debug, Clone, PartialEq)]
pub enum StrPart {
    Lit(String),
    Code(Vec<Token>, Pos),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    Int(i128),
    Float(f64),
    /// A string literal; `interp` when written with double quotes.
    Str(Vec<StrPart>),
    /// A backtick command: refused by the parser.
    XStr,
    Sym(String),
    DSym(Vec<StrPart>),
    Regex(Vec<StrPart>, String),
    /// `%w[]` (symbols: `%i[]`).
    Words(Vec<String>, bool),
    Ident(String),
    Const(String),
    IVar(String),
    GVar(String),
    CVar(String),
    /// `name:` in a hash or argument list.
    Label(String),
    Op(&'static str),
    Newline,
    /// Template text: output as is.
    Text(String),
    /// `<%=` ... `%>`.
    OutStart,
    OutEnd,
    Eof,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub pos: Pos,
    pub space_before: bool,
}

type LexResult<T> = Result<T, (Pos, String)>;

/// Punctuation, longest first.
const OPS: &[&str] = &[
    "**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=", "**", "==", "!=", ">=", "<=", "&&",
    "||", "<<", ">>", "=~", "!~", "..", "::", "=>", "->", "+=", "-=", "*=", "/=", "%=", "|=", "&=",
    "^=", "&.", "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":", ",",
    ".", ";", "(", ")", "[", "]", "{", "}",
];

const KEYWORDS_NOT_VALUES: &[&str] = &[
    "if", "unless", "elsif", "else", "while", "until", "and", "or", "not", "then", "do", "case",
    "when", "in", "return", "begin", "rescue", "ensure", "yield", "def", "class", "module",
    "break", "next",
];

pub fn lex_pieces(pieces: &[Piece]) -> LexResult<Vec<Token>> {
    let mut out = Vec::new();
    for piece in pieces {
        match piece {
            Piece::Text(t) => {
                out.push(Token {
                    tok: Tok::Text(t.clone()),
                    pos: Pos::default(),
                    space_before: true,
                });
                out.push(Token {
                    tok: Tok::Newline,
                    pos: Pos::default(),
                    space_before: true,
                });
            }
            Piece::Code(code, pos) => {
                out.extend(Lexer::new(code, *pos).run()?);
                out.push(Token {
                    tok: Tok::Newline,
                    pos: *pos,
                    space_before: true,
                });
            }
            Piece::Output(code, pos) => {
                out.push(Token {
                    tok: Tok::OutStart,
                    pos: *pos,
                    space_before: true,
                });
                out.extend(Lexer::new(code, *pos).run()?);
                out.push(Token {
                    tok: Tok::OutEnd,
                    pos: *pos,
                    space_before: true,
                });
                out.push(Token {
                    tok: Tok::Newline,
                    pos: *pos,
                    space_before: true,
                });
            }
        }
    }
    out.push(Token {
        tok: Tok::Eof,
        pos: Pos::default(),
        space_before: true,
    });
    Ok(out)
}

struct Lexer<'a> {
    src: &'a str,
    i: usize,
    base: Pos,
    out: Vec<Token>,
    paren_depth: usize,
}

fn closing(open: char) -> char {
    match open {
        '(' => ')',
        '[' => ']',
        '{' => '}',
        '<' => '>',
        c => c,
    }
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str, base: Pos) -> Self {
        Lexer {
            src,
            i: 0,
            base,
            out: Vec::new(),
            paren_depth: 0,
        }
    }

    fn pos_at(&self, i: usize) -> Pos {
        let before = &self.src[..i];
        let nl = before.matches('\n').count();
        if nl == 0 {
            Pos {
                line: self.base.line,
                column: self.base.column + before.chars().count(),
            }
        } else {
            let start = before.rfind('\n').unwrap() + 1;
            Pos {
                line: self.base.line + nl,
                column: before[start..].chars().count() + 1,
            }
        }
    }

    fn peek(&self) -> Option<char> {
        self.src[self.i..].chars().next()
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.src[self.i..].chars().nth(n)
    }

    /// Whether the previous token ends a value (so `/`, `[`, `:` ... are
    /// operators after it, not the start of a literal).
    fn after_value(&self) -> bool {
        match self.out.last().map(|t| &t.tok) {
            None => false,
            Some(Tok::Ident(name)) => !KEYWORDS_NOT_VALUES.contains(&name.as_str()),
            Some(Tok::Op(op)) => matches!(*op, ")" | "]" | "}"),
            Some(Tok::Newline | Tok::Label(_)) => false,
            Some(_) => true,
        }
    }

    /// After an identifier and a blank, with no blank after: a method's
    /// first argument (`split /,/`, `puts -1`, `x :sym`).
    fn command_arg_position(&self, space: bool) -> bool {
        let next_blank = self.peek_at(1).is_none_or(|c| c.is_whitespace());
        space && !next_blank && matches!(self.out.last().map(|t| &t.tok), Some(Tok::Ident(_)))
    }

    fn push(&mut self, tok: Tok, start: usize, space: bool) {
        let pos = self.pos_at(start);
        self.out.push(Token {
            tok,
            pos,
            space_before: space,
        });
    }

    fn run(mut self) -> LexResult<Vec<Token>> {
        loop {
            let mut space = false;
            // Blanks, comments, line continuations.
            while let Some(c) = self.peek() {
                if c == ' ' || c == '\t' || c == '\r' {
                    self.i += 1;
                    space = true;
                } else if c == '\\' && self.peek_at(1) == Some('\n') {
                    self.i += 2;
                    space = true;
                } else if c == '#' {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.i += 1;
                    }
                } else {
                    break;
                }
            }
            let start = self.i;
            let Some(c) = self.peek() else { break };
            if c == '\n' {
                self.i += 1;
                // A line starting with `.meth` continues the expression.
                let rest = self.src[self.i..].trim_start();
                let continues =
                    rest.starts_with('.') && !rest.starts_with("..") || rest.starts_with("&.");
                if !continues && self.paren_depth == 0 {
                    self.push(Tok::Newline, start, space);
                }
                continue;
            }
            if c.is_ascii_digit() {
                self.number(start, space)?;
            } else if c == '"' || c == '`' {
                self.i += 1;
                let parts = self.string_body(c, None, false)?;
                let tok = if c == '`' { Tok::XStr } else { Tok::Str(parts) };
                self.label_or(tok, start, space);
            } else if c == '\'' {
                self.i += 1;
                let s = self.single_body('\'', None)?;
                self.label_or(Tok::Str(vec![StrPart::Lit(s)]), start, space);
            } else if c == '@' {
                self.i += 1;
                let class = self.peek() == Some('@');
                if class {
                    self.i += 1;
                }
                let name = self.ident_chars();
                if name.is_empty() {
                    return Err((self.pos_at(start), "'@' without a variable name".into()));
                }
                self.push(
                    if class {
                        Tok::CVar(name)
                    } else {
                        Tok::IVar(name)
                    },
                    start,
                    space,
                );
            } else if c == '$' {
                self.i += 1;
                let name = match self.peek() {
                    Some(d) if d.is_ascii_digit() => {
                        let n: String = self.src[self.i..]
                            .chars()
                            .take_while(|c| c.is_ascii_digit())
                            .collect();
                        self.i += n.len();
                        n
                    }
                    Some(c)
                        if "~&`'+!@/\\;,.<>_0*$?:\"".contains(c)
                            && !(c == '_'
                                && self.peek_at(1).is_some_and(|c| c.is_alphanumeric())) =>
                    {
                        self.i += c.len_utf8();
                        c.to_string()
                    }
                    _ => self.ident_chars(),
                };
                self.push(Tok::GVar(name), start, space);
            } else if c.is_alphabetic() || c == '_' {
                let mut name = self.ident_chars();
                // `include?`, `upcase!` (but not `x != y`, `a ?b :c`).
                if let Some(q @ ('?' | '!')) = self.peek() {
                    if self.peek_at(1) != Some('=') || self.peek_at(2) == Some('=') {
                        name.push(q);
                        self.i += 1;
                    }
                }
                let label = self.peek() == Some(':')
                    && self.peek_at(1) != Some(':')
                    && !matches!(self.out.last().map(|t| &t.tok), Some(Tok::Op("?")))
                    && !name.ends_with('?');
                if label
                    && self
                        .peek_at(1)
                        .is_none_or(|c| c.is_whitespace() || c != ':')
                {
                    self.i += 1;
                    self.push(Tok::Label(name), start, space);
                } else if name.starts_with(|c: char| c.is_uppercase()) {
                    self.push(Tok::Const(name), start, space);
                } else {
                    self.push(Tok::Ident(name), start, space);
                }
            } else if c == ':'
                && self.peek_at(1) == Some('@')
                && self
                    .peek_at(2)
                    .is_some_and(|d| d.is_alphabetic() || d == '_')
            {
                // `:@name`, as `instance_variables` lists them.
                self.i += 2;
                let name = format!("@{}", self.ident_chars());
                self.push(Tok::Sym(name), start, space);
            } else if c == ':' && self.peek_at(1) == Some('"') && (!self.after_value() || space) {
                self.i += 2;
                let parts = self.string_body('"', None, false)?;
                self.push(Tok::DSym(parts), start, space);
            } else if c == ':'
                && self
                    .peek_at(1)
                    .is_some_and(|d| d.is_alphabetic() || d == '_')
                && (!self.after_value()
                    || space
                        && self.peek_at(1).is_some_and(|d| !d.is_whitespace())
                        && !matches!(self.out.last().map(|t| &t.tok), Some(Tok::Op("?")))
                        && self.ternary_open() == 0)
            {
                self.i += 1;
                let mut name = self.ident_chars();
                if let Some(q @ ('?' | '!' | '=')) = self.peek() {
                    if q != '='
                        || self
                            .peek_at(1)
                            .is_none_or(|c| c != '=' && c != '>' && c != '~')
                    {
                        name.push(q);
                        self.i += 1;
                    }
                }
                self.push(Tok::Sym(name), start, space);
            } else if c == ':'
                && self
                    .peek_at(1)
                    .is_some_and(|d| "+-*/<=>![%&|^~".contains(d))
                && !self.after_value()
            {
                // `:+` (as in `reduce(:+)`), `:<=>`, `:[]`.
                self.i += 1;
                let op = OPS
                    .iter()
                    .find(|op| self.src[self.i..].starts_with(**op))
                    .copied()
                    .unwrap_or("+");
                self.i += op.len();
                let name = if op == "[" && self.peek() == Some(']') {
                    self.i += 1;
                    "[]".to_string()
                } else {
                    op.to_string()
                };
                self.push(Tok::Sym(name), start, space);
            } else if c == '/'
                && (!self.after_value()
                    || self.command_arg_position(space) && self.peek_at(1) != Some('='))
            {
                self.i += 1;
                let parts = self.string_body('/', None, true)?;
                let flags = self.regex_flags();
                self.push(Tok::Regex(parts, flags), start, space);
            } else if c == '%'
                && (!self.after_value() || self.command_arg_position(space))
                && self
                    .peek_at(1)
                    .is_some_and(|d| "wWiIqQr({[<|!/".contains(d))
            {
                self.percent_literal(start, space)?;
            } else if let Some(op) = OPS.iter().find(|op| self.src[self.i..].starts_with(**op)) {
                self.i += op.len();
                match *op {
                    "(" | "[" | "{" => self.paren_depth += usize::from(*op != "{"),
                    ")" | "]" => self.paren_depth = self.paren_depth.saturating_sub(1),
                    _ => {}
                }
                self.push(Tok::Op(op), start, space);
            } else {
                return Err((
                    self.pos_at(start),
                    format!("unexpected character {c:?} in Ruby code"),
                ));
            }
        }
        Ok(self.out)
    }

    /// How many `?` of ternaries are waiting for their `:`.
    fn ternary_open(&self) -> i32 {
        let mut n = 0;
        for t in self.out.iter().rev() {
            match t.tok {
                Tok::Op("?") => n += 1,
                Tok::Op(":") => n -= 1,
                Tok::Newline => break,
                _ => {}
            }
        }
        n.max(0)
    }

    /// `"a":` in a hash: the string is a symbol key.
    fn label_or(&mut self, tok: Tok, start: usize, space: bool) {
        if self.peek() == Some(':') && self.peek_at(1) != Some(':') && self.ternary_open() == 0 {
            if let Tok::Str(parts) = &tok {
                if let [StrPart::Lit(s)] = parts.as_slice() {
                    self.i += 1;
                    self.push(Tok::Label(s.clone()), start, space);
                    return;
                }
                if parts.is_empty() {
                    self.i += 1;
                    self.push(Tok::Label(String::new()), start, space);
                    return;
                }
            }
        }
        self.push(tok, start, space);
    }

    fn ident_chars(&mut self) -> String {
        let s: String = self.src[self.i..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        self.i += s.len();
        s
    }

    fn regex_flags(&mut self) -> String {
        let s: String = self.src[self.i..]
            .chars()
            .take_while(|c| "imxonesu".contains(*c))
            .collect();
        self.i += s.len();
        s
    }

    fn number(&mut self, start: usize, space: bool) -> LexResult<()> {
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
    fn percent_literal(&mut self, start: usize, space: bool) -> LexResult<()> {
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
    fn single_body(&mut self, close: char, nest: Option<char>) -> LexResult<String> {
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
    fn string_body(
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
