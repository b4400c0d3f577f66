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

/// Where a `# comment` at the end of a code tag stops. Ruby's ERB puts
/// the next text and tags on the same line of the code it generates (a
/// text as one string literal, its line breaks after it), so the comment
/// hides them up to the first text or code with a line break.
fn after_comment(piece: &Piece) -> Result<Option<Piece>, ()> {
    let cut = |s: &str| s.find('\n').map(|i| s[i + 1..].to_string());
    Ok(match piece {
        Piece::Text(t) if t.contains('\n') => Some(Piece::Text(String::new())),
        Piece::Text(_) => None,
        Piece::Code(c, pos, trimmed) => cut(c).map(|rest| {
            let line = pos.line + c.len() - c.replace('\n', "").len();
            let rest_pos = Pos {
                line: line.max(pos.line),
                column: 1,
            };
            Piece::Code(rest, rest_pos, *trimmed)
        }),
        // On one line, the whole output is hidden; over several, the
        // comment would hide where the expression ends.
        Piece::Output(c, _) if c.contains('\n') => return Err(()),
        Piece::Output(..) => None,
    })
}

pub fn lex_pieces(pieces: &[Piece]) -> LexResult<Vec<Token>> {
    let mut out = Vec::new();
    let mut hidden = false;
    let mut kept;
    for piece in pieces {
        let mut piece = piece;
        if hidden {
            match after_comment(piece) {
                Ok(Some(rest)) => {
                    hidden = false;
                    kept = rest;
                    piece = &kept;
                }
                Ok(None) => continue,
                Err(()) => {
                    let Piece::Output(_, pos) = piece else {
                        unreachable!()
                    };
                    return Err((*pos, "syntax error: a '#' comment in the code before hides this '<%=' tag's end (Ruby's ERB puts it on the comment's line)".into()));
                }
            }
        }
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
            Piece::Code(code, pos, trimmed) => {
                let mut lexer = Lexer::new(code, *pos);
                out.extend(lexer.run_keep()?);
                hidden = lexer.in_comment && !trimmed;
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
                let mut lexer = Lexer::new(code, *pos);
                out.extend(lexer.run_keep()?);
                if lexer.in_comment {
                    return Err((*pos, "syntax error: a '#' comment in '<%=' hides the end of the expression (Ruby's ERB closes it on the same line)".into()));
                }
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
    in_comment: bool,
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str, base: Pos) -> Self {
        Lexer {
            src,
            i: 0,
            base,
            out: Vec::new(),
            paren_depth: 0,
            in_comment: false,
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

    pub(super) fn run(mut self) -> LexResult<Vec<Token>> {
        self.run_keep()
    }

    /// Lexes it all, leaving `in_comment` telling whether the code ended
    /// inside a `#` comment.
    fn run_keep(&mut self) -> LexResult<Vec<Token>> {
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
                    // By characters: a comment may hold any text.
                    while let Some(c) = self.peek().filter(|&c| c != '\n') {
                        self.i += c.len_utf8();
                    }
                    self.in_comment = self.peek().is_none();
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
                if let Some(q @ ('?' | '!')) = self.peek()
                    && (self.peek_at(1) != Some('=') || self.peek_at(2) == Some('='))
                {
                    name.push(q);
                    self.i += 1;
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
                if let Some(q @ ('?' | '!' | '=')) = self.peek()
                    && (q != '='
                        || self
                            .peek_at(1)
                            .is_none_or(|c| c != '=' && c != '>' && c != '~'))
                {
                    name.push(q);
                    self.i += 1;
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
            } else if c == '?' && !self.after_value() && self.char_literal(start, space)? {
                // `?c`: a one-character string.
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
        Ok(std::mem::take(&mut self.out))
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
        if self.peek() == Some(':')
            && self.peek_at(1) != Some(':')
            && self.ternary_open() == 0
            && let Tok::Str(parts) = &tok
        {
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

    pub(super) fn regex_flags(&mut self) -> String {
        let s: String = self.src[self.i..]
            .chars()
            .take_while(|c| "imxonesu".contains(*c))
            .collect();
        self.i += s.len();
        s
    }
}

mod literals;
