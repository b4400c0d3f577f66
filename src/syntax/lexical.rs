//! Lexical helpers around the PEG: skipping blanks and comments between
//! top-level statements, the nesting guard, and syntax errors worded and
//! located as Puppet's lexer and parser report them.

use super::ast::{Expr, ExprKind};
use super::parser::{MAX_NESTING, Rule};
use super::span::{Diagnostic, FileId, Source, Span};

/// Puppet's lexer reports an unclosed string or `/*` comment, and the
/// parser an input that ends inside brackets, before any other syntax
/// error: so do we.
pub(super) fn unclosed_error(
    source: &Source,
    file: FileId,
    text: &str,
    from: usize,
) -> Option<Diagnostic> {
    let bytes = text.as_bytes();
    let mut depth = 0i64;
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => match text[i + 2..].find("*/") {
                Some(end) => i += end + 3,
                None => {
                    let at = source.span(file, i, i);
                    return Some(Diagnostic::new(at, "Unclosed multiline comment"));
                }
            },
            b'\'' | b'"' => {
                let scanned = string_end(bytes, i);
                if let Err(start) = scanned {
                    let quote = bytes[start];
                    let shown_quote = if quote == b'"' { "'\"'" } else { "\"'\"" };
                    let following: String = text[start + 1..]
                        .chars()
                        .take(5)
                        .collect::<String>()
                        .replace('\n', "\\n");
                    let at = source.span(file, start + 1, start + 1);
                    return Some(Diagnostic::new(
                        at,
                        format!("Unclosed quote after {shown_quote} followed by '{following}...'"),
                    ));
                }
                i = scanned.unwrap_or(i);
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    (depth > 0).then(|| {
        Diagnostic::new(
            Span {
                file,
                start: text.len() as u32,
                end: text.len() as u32,
                line: 0,
                column: 0,
            },
            "Syntax error at end of input",
        )
    })
}

/// The index of the quote closing the string that opens at `start`, or
/// Err with the start of the string left unclosed. In a double-quoted
/// string, `${...}` is code: a quote there opens a string of its own.
fn string_end(bytes: &[u8], start: usize) -> Result<usize, usize> {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return Ok(i),
            b'$' if quote == b'"' && bytes.get(i + 1) == Some(&b'{') => {
                i = interpolation_end(bytes, i + 2)? + 1;
            }
            _ => i += 1,
        }
    }
    Err(start)
}

/// The index of the `}` closing an interpolation whose code starts at
/// `from` (or the end of the text).
fn interpolation_end(bytes: &[u8], from: usize) -> Result<usize, usize> {
    let mut depth = 0usize;
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'\'' | b'"' => i = string_end(bytes, i)?,
            b'{' => depth += 1,
            b'}' if depth == 0 => return Ok(i),
            b'}' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    Ok(bytes.len())
}

/// The grammar's WHITESPACE, for the hand-written skip below.
fn is_blank(c: char) -> bool {
    matches!(
        c,
        ' ' | '\n' | '\t' | '\r' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\u{3000}'
    )
}

/// Skips blanks and comments.
pub(super) fn skip_trivia(text: &str, mut pos: usize) -> usize {
    let bytes = text.as_bytes();
    loop {
        let rest = &text[pos..];
        let trimmed = rest.trim_start_matches(is_blank);
        pos += rest.len() - trimmed.len();
        if bytes[pos..].starts_with(b"#") {
            pos = text[pos..].find('\n').map_or(text.len(), |n| pos + n);
        } else if bytes[pos..].starts_with(b"/*") {
            match text[pos + 2..].find("*/") {
                Some(end) => pos += 2 + end + 2,
                None => return pos,
            }
        } else {
            return pos;
        }
    }
}

/// Skips what may follow a top-level statement: blanks, comments and
/// one `;`, which must separate it from another statement. Err with the
/// offset of what stands where that statement should be (the end of the
/// text, or a second `;`).
pub(super) fn skip_separator(text: &str, pos: usize) -> Result<usize, usize> {
    let pos = skip_trivia(text, pos);
    if text.as_bytes().get(pos) != Some(&b';') {
        return Ok(pos);
    }
    let next = skip_trivia(text, pos + 1);
    match text.as_bytes().get(next) {
        None | Some(b';') => Err(next),
        Some(_) => Ok(next),
    }
}

/// How each byte changes the bracket depth.
static BRACKET_DELTA: [i8; 256] = {
    let mut table = [0i8; 256];
    table[b'(' as usize] = 1;
    table[b'[' as usize] = 1;
    table[b'{' as usize] = 1;
    table[b')' as usize] = -1;
    table[b']' as usize] = -1;
    table[b'}' as usize] = -1;
    table
};

/// Finds the offset where bracket nesting first exceeds [`MAX_NESTING`].
/// A table lookup per byte: this runs over every manifest before parsing.
pub(super) fn check_nesting(text: &str) -> Result<(), usize> {
    let mut depth = 0i32;
    for (i, &b) in text.as_bytes().iter().enumerate() {
        let delta = BRACKET_DELTA[b as usize] as i32;
        if delta != 0 {
            depth = (depth + delta).max(0);
            if depth > MAX_NESTING as i32 {
                return Err(i);
            }
        }
    }
    Ok(())
}

/// The rule calls one run of the grammar may make: a base plus some per
/// byte of the text it reads. Backtracking over nested unterminated
/// interpolations or brackets (`"${x "${x "${...`) is exponential in a
/// PEG; the limit turns such a hang into a syntax error, in time
/// proportional to the input. A well-formed statement needs a few calls
/// per byte: apache's 145 KB `vhost.pp`, one statement, parses with the
/// grammar alone in under a million (a third of its limit).
const GRAMMAR_CALLS_BASE: usize = 200_000;
const GRAMMAR_CALLS_PER_BYTE: usize = 20;

/// Runs one parse of the grammar over `len` bytes with the call limit
/// for that length. pest's limit is one for the whole process, so parses
/// take turns (a parse within a parse keeps its outer turn and limit).
pub(super) fn with_grammar_limit<T>(len: usize, parse: impl FnOnce() -> T) -> T {
    use std::cell::Cell;
    use std::sync::Mutex;
    thread_local! {
        static HOLDING: Cell<bool> = const { Cell::new(false) };
    }
    static TURN: Mutex<()> = Mutex::new(());
    if HOLDING.get() {
        return parse();
    }
    /// Gives the turn back even if the parse panics.
    struct Holding;
    impl Drop for Holding {
        fn drop(&mut self) {
            HOLDING.set(false);
        }
    }
    let _turn = TURN.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    HOLDING.set(true);
    let _holding = Holding;
    let limit = GRAMMAR_CALLS_BASE.saturating_add(len.saturating_mul(GRAMMAR_CALLS_PER_BYTE));
    pest::set_call_limit(std::num::NonZeroUsize::new(limit));
    parse()
}

/// Puppet refuses a byte order mark at the start of input before lexing,
/// with no position (elsewhere it is a character it cannot lex).
pub(super) fn refuse_byte_order_mark(source: &Source, file: FileId) -> Result<(), Diagnostic> {
    if !source.text.starts_with('\u{feff}') {
        return Ok(());
    }
    let span = Span {
        file,
        ..Span::default()
    };
    Err(Diagnostic::new(
        span,
        "Illegal UTF-8 Byte Order mark at beginning of input: [EF BB BF] - remove these from the puppet source",
    ))
}

pub(super) fn syntax_error(
    source: &Source,
    file: FileId,
    text: &str,
    base: usize,
    error: pest::error::Error<Rule>,
) -> Diagnostic {
    if std::env::var_os("SPACESHIP_DEBUG_PEST").is_some() {
        eprintln!("{error}");
    }
    syntax_error_at(source, file, text, base + error_offset(&error))
}

/// Where a rule fails on `text`, counting every token tried (pest's
/// plain errors count only rule attempts): the start of the first token
/// no reading of the text could take, which is where an LR parser such
/// as Puppet's stops. None if the rule matches.
pub(super) fn token_error_offset(rule: Rule, text: &str) -> Option<usize> {
    use pest::Parser as _;
    let result = with_grammar_limit(text.len(), || {
        pest::set_error_detail(true);
        let result = super::parser::PuppetParser::parse(rule, text);
        pest::set_error_detail(false);
        result
    });
    Some(result.err()?.parse_attempts()?.max_position)
}

/// A syntax error at byte `offset` of `text`.
pub(super) fn syntax_error_at(
    source: &Source,
    file: FileId,
    text: &str,
    offset: usize,
) -> Diagnostic {
    // Puppet's lexer reads `->`, `=>`, `<=`... as one token, cutting a
    // run of operator characters greedily from its start: an error found
    // inside a token is at the token.
    let offset = operator_token_start(text, offset);
    let rest = &text[offset.min(text.len())..];
    let token = first_token(rest);
    if rest.trim_start().is_empty() {
        // Puppet gives no position for an error at the end of input.
        let span = Span {
            file,
            start: offset as u32,
            end: offset as u32,
            line: 0,
            column: 0,
        };
        return Diagnostic::new(span, "Syntax error at end of input");
    }
    // Puppet's lexer names no character it cannot read (a byte order
    // mark, a non-breaking space's relatives...): "Syntax error at ''".
    let token = if token.starts_with(|c: char| !c.is_ascii()) {
        ""
    } else {
        token.as_str()
    };
    // `private` and `attr` are reserved words to Puppet's lexer: its
    // grammar takes them as values and its validator refuses them.
    if matches!(token, "private" | "attr") {
        return Diagnostic::new(
            source.span(file, offset, offset),
            format!(
                "Use of reserved word: {token}, must be quoted if intended to be a String value"
            ),
        );
    }
    Diagnostic::new(
        source.span(file, offset, offset),
        format!("Syntax error at '{token}'"),
    )
}

/// Puppet's tokens of more than one punctuation character, each before
/// any token it starts with (the lexer takes the longest).
const MULTI_CHAR_TOKENS: [&str; 21] = [
    "@@", "<<|", "|>>", "=>", "+>", "->", "~>", "<-", "<~", "==", "!=", "<|", "|>", "=~", "!~",
    ">=", "<=", "<<", ">>", "+=", "::",
];

/// The start of the operator token that covers byte `offset`, cutting the
/// run of operator characters around it as Puppet's lexer does (`<=>` is
/// `<=` then `>`).
fn operator_token_start(text: &str, offset: usize) -> usize {
    const OPERATOR: &[u8] = b"<>=!~+-|";
    let bytes = text.as_bytes();
    if offset >= bytes.len() || !OPERATOR.contains(&bytes[offset]) {
        return offset;
    }
    let mut start = offset;
    while start > 0 && OPERATOR.contains(&bytes[start - 1]) {
        start -= 1;
    }
    while start < offset {
        let rest = &text[start..];
        let len = MULTI_CHAR_TOKENS
            .iter()
            .find(|t| rest.starts_with(**t))
            .map_or(1, |t| t.len());
        if start + len > offset {
            break;
        }
        start += len;
    }
    start
}

/// The token at the start of `rest`, roughly as Puppet's lexer would cut it.
fn first_token(rest: &str) -> String {
    let rest = rest.trim_start();
    let Some(first) = rest.chars().next() else {
        return String::new();
    };
    if first.is_alphanumeric() || first == '_' || first == '$' {
        let bytes = rest.as_bytes();
        // A number's token takes its fraction: `1.9`.
        let in_token = |i: usize, c: char| {
            c.is_alphanumeric()
                || c == '_'
                || c == ':'
                || (c == '.'
                    && first.is_ascii_digit()
                    && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        };
        let len = rest
            .char_indices()
            .skip(1)
            .find(|&(i, c)| !in_token(i, c))
            .map_or(rest.len(), |(i, _)| i);
        // A variable token's text is its name, without the `$`.
        // (A `$` alone is a variable token with an empty name.)
        return match rest[..len].strip_prefix('$') {
            Some(name) => name.to_string(),
            None => rest[..len].to_string(),
        };
    }
    // Puppet names a string token by its text, without the quotes.
    if first == '\'' || first == '"' {
        let body = &rest[1..];
        let end = body.find(first).unwrap_or(body.len());
        return body[..end].to_string();
    }
    if let Some(op) = MULTI_CHAR_TOKENS.iter().find(|op| rest.starts_with(**op)) {
        return op.to_string();
    }
    first.to_string()
}

/// Puppet's words for `expr { ... }` whose expression names no type,
/// reference or collector.
pub(super) const NOT_A_RESOURCE: &str =
    "Expression is not valid as a resource, resource-default, or resource-override";

/// Puppet's grammar reads `expr { ... }` as a resource expression even
/// across lines, so a statement that starts with a hash literal right
/// after another statement (no `;` between) is an error there: a syntax
/// error at the first `=>` when the hash cannot be attribute operations,
/// else "not valid as a resource" at the previous expression.
pub(super) fn check_continuations(
    source: &Source,
    file: FileId,
    statements: &[Expr],
) -> Result<(), Diagnostic> {
    for pair in statements.windows(2) {
        let (prev, next) = (&pair[0], &pair[1]);
        let Some(hash) = leading_hash(next) else {
            continue;
        };
        let between = source
            .text
            .get(prev.span.end as usize..hash.span.start as usize)
            .unwrap_or(";");
        if between.contains(';') {
            continue;
        }
        let ExprKind::Hash(entries) = &hash.kind else {
            continue;
        };
        let attribute_like = entries.iter().all(|(k, _)| matches!(k.kind, ExprKind::BareWord(_)) || matches!(&k.kind, ExprKind::Str(_) if source.text.get(k.span.start as usize..k.span.start as usize + 1).is_some_and(|c| c != "'" && c != "\"")));
        if attribute_like {
            let at = rightmost(prev);
            // A word before the body is an untitled resource to Puppet.
            if let ExprKind::BareWord(word) = &at.kind {
                return Err(Diagnostic::new(
                    at.span,
                    format!(
                        "This expression is invalid. Did you try declaring a '{word}' resource without a title?"
                    ),
                ));
            }
            return Err(Diagnostic::new(at.span, NOT_A_RESOURCE));
        }
        let text = source
            .text
            .get(hash.span.start as usize..hash.span.end as usize)
            .unwrap_or("");
        let offset = hash.span.start as usize + text.find("=>").unwrap_or(0);
        return Err(Diagnostic::new(
            source.span(file, offset, offset),
            "Syntax error at '=>'",
        ));
    }
    Ok(())
}

/// The last operand of an expression: where Puppet's parser was when a
/// following brace turned it into a resource expression.
/// Operators bind tighter than the block (`1 + 1 { }` is located at the
/// `+`); assignments, relationships and a call without parentheses take
/// it into their last operand.
fn rightmost(expr: &Expr) -> &Expr {
    match &expr.kind {
        ExprKind::Assign(_, _, right) | ExprKind::Chain(_, _, right) => rightmost(right),
        ExprKind::Call(call) if !call.parenthesized && call.lambda.is_none() => {
            call.args.last().map_or(expr, rightmost)
        }
        _ => expr,
    }
}

/// The hash literal a statement starts with, if any.
fn leading_hash(expr: &Expr) -> Option<&Expr> {
    match &expr.kind {
        ExprKind::Hash(_) => Some(expr),
        ExprKind::MethodCall(receiver, _)
        | ExprKind::Access(receiver, _)
        | ExprKind::Selector(receiver, _)
        | ExprKind::Binary(_, receiver, _)
        | ExprKind::Assign(_, receiver, _)
        | ExprKind::Chain(_, receiver, _) => leading_hash(receiver),
        _ => None,
    }
}

/// Where in its input a grammar error is.
pub(super) fn error_offset(error: &pest::error::Error<Rule>) -> usize {
    match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
}

/// Whether a statement starts `class NAME (`, `define NAME (` or
/// `function NAME (`: a definition with a parameter list.
pub(super) fn opens_definition(rest: &str) -> bool {
    let rest = rest.trim_start();
    let Some(after) = ["class", "define", "function"]
        .iter()
        .find_map(|k| rest.strip_prefix(k))
    else {
        return false;
    };
    if !after.starts_with(char::is_whitespace) {
        return false;
    }
    let after = after.trim_start();
    let name_end = after
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .unwrap_or(after.len());
    name_end > 0 && after[name_end..].trim_start().starts_with('(')
}
