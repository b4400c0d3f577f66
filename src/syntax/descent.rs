//! The fast path of the parser: a hand-written recursive descent over the
//! statements real manifests are mostly made of, building exactly the AST
//! (spans included) that the pest grammar's builder builds.
//!
//! It never reports errors. Whatever it is not sure of — a construct it
//! does not handle, or input that is not valid — makes it give the
//! statement up (`None`), and the pest grammar, which stays the
//! definition of the language, parses that statement and words any error.
//! `tests/parse.rs` checks that both paths build the same trees.

use super::ast::*;
use super::parser::Builder;
use super::span::{FileId, Source, Span};

/// Parses the statement at `pos` in `text` (the source with heredoc
/// bodies cut out); the statement and the offset where it ends. Deep
/// nesting grows the stack rather than overflowing it.
pub(super) fn statement(builder: &Builder<'_>, text: &str, pos: usize) -> Option<(Expr, usize)> {
    stacker::maybe_grow(256 * 1024, 8 * 1024 * 1024, || {
        statement_at(builder, text, pos)
    })
}

/// How many primaries one statement may try, beyond one per byte left:
/// backtracking over malformed nesting (`File[x { 'a': b => File[x {...`)
/// is exponential; out of budget, the fast path hands the statement to
/// the grammar, whose calls are limited too. The most any statement of
/// 4,856 real manifests (64 public repositories) needed was 7,819.
const PRIMARY_BUDGET: usize = 50_000;

fn statement_at(builder: &Builder<'_>, text: &str, pos: usize) -> Option<(Expr, usize)> {
    let budget = std::cell::Cell::new(PRIMARY_BUDGET + (text.len() - pos.min(text.len())));
    let mut p = Descent {
        budget: &budget,
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
    /// Primaries this statement may still try (see `PRIMARY_BUDGET`).
    budget: &'a std::cell::Cell<usize>,
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

/// The entry of `list` spelled `word`; length and first letter are
/// compared before the rest, as this runs for every word parsed.
fn find_word(list: &[&'static str], word: &[u8]) -> Option<&'static str> {
    let first = *word.first()?;
    list.iter()
        .copied()
        .find(|k| k.len() == word.len() && k.as_bytes()[0] == first && k.as_bytes() == word)
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

impl<'a> Descent<'a> {
    // ------------------------------------------------------------ tokens

    fn span(&self, start: usize, end: usize) -> Span {
        self.source
            .span_near(self.file, start, end, &self.builder.line_hint)
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

    /// Skips blanks (Unicode ones too) and comments.
    #[inline]
    fn skip(&mut self) -> Option<()> {
        // Most calls find a token at once: decide that without a call.
        match self.peek() {
            b' ' | b'\n' | b'\t' | b'\r' | b'#' | b'/' => self.skip_trivia(),
            b if b >= 0x80 => self.skip_trivia(),
            _ => Some(()),
        }
    }

    fn skip_trivia(&mut self) -> Option<()> {
        loop {
            match self.peek() {
                b' ' | b'\n' | b'\t' | b'\r' => self.pos += 1,
                b'#' => {
                    // `str::find` on a char scans with SIMD: comments are
                    // a good share of real manifests.
                    self.pos = self.str_text[self.pos..]
                        .find('\n')
                        .map_or(self.text.len(), |n| self.pos + n);
                }
                b'/' if self.peek_at(1) == b'*' => {
                    let end = self.str_text.get(self.pos + 2..)?.find("*/")?;
                    self.pos += 2 + end + 2;
                }
                b if b >= 0x80 => {
                    // Blanks outside ASCII that the grammar skips too.
                    // Not at a character boundary: unsure, leave it to
                    // the grammar.
                    let c = self.str_text.get(self.pos..)?.chars().next()?;
                    let blank = matches!(
                        c,
                        '\u{a0}' | '\u{1680}' | '\u{202f}' | '\u{205f}' | '\u{3000}' | '\u{2000}'
                            ..='\u{200a}'
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
        let keyword = find_word(KEYWORDS, &self.text[from..end])?;
        let next = self.text.get(end).copied().unwrap_or(0);
        (next != b'-' && !self.text[end..].starts_with(b"::")).then_some(keyword)
    }

    /// `kw` followed by a non-name character (the grammar's `kw_*` rules).
    fn at_keyword(&self, kw: &str) -> bool {
        self.at(kw) && !is_name_char(self.text.get(self.pos + kw.len()).copied().unwrap_or(0))
    }

    /// `qualified_word`: `::`? lower_word (`::` lower_word)*; its end.
    fn qualified_word_end(&self, from: usize) -> Option<usize> {
        self.path_end(from, |b| b.is_ascii_lowercase() || b == b'_', false)
    }

    /// `qualified_ref`: `::`? Upper name_char* (`::` Upper name_char*)*.
    pub(super) fn qualified_ref_end(&self, from: usize) -> Option<usize> {
        self.path_end(from, |b| b.is_ascii_uppercase(), false)
    }

    /// `bare_word`: a lower word that may hold `-` between name characters.
    fn bare_word_end(&self, from: usize) -> Option<usize> {
        if self.keyword_at(from).is_some() {
            return None;
        }
        self.path_end(from, |b| b.is_ascii_lowercase() || b == b'_', true)
    }

    /// `::`? segment (`::` segment)*: each segment starts with a byte that
    /// `starts` accepts and runs on over name characters (and, with
    /// `hyphens`, a `-` between two of them); its end.
    fn path_end(&self, from: usize, starts: fn(u8) -> bool, hyphens: bool) -> Option<usize> {
        let byte = |p: usize| self.text.get(p).copied().unwrap_or(0);
        let mut p = from;
        if self.text[p..].starts_with(b"::") {
            p += 2;
        }
        loop {
            if !starts(byte(p)) {
                return None;
            }
            p += 1;
            while is_name_char(byte(p)) || (hyphens && byte(p) == b'-' && is_name_char(byte(p + 1)))
            {
                p += 1;
            }
            if self.text[p..].starts_with(b"::") && starts(byte(p + 2)) {
                p += 2;
            } else {
                return Some(p);
            }
        }
    }

    fn slice(&self, start: usize, end: usize) -> &'a str {
        &self.str_text[start..end]
    }
}

mod definitions;
mod expressions;
mod literals;
mod primaries;
mod resources;
mod statements;
