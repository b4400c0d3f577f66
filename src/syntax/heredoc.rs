//! Heredocs: cut `@(END)` bodies out of the text before the PEG sees it.
//!
//! A heredoc's body starts on the line after its `@(TAG)` while the rest of
//! that line goes on being code, which a PEG cannot express. So a small
//! scanner finds each heredoc, records its body, and blanks the body lines
//! (keeping newlines, so every offset, line and column stays true).

use std::collections::HashMap;

/// A heredoc body found by [`extract`].
#[derive(Debug, Clone, PartialEq)]
pub struct Heredoc {
    /// The body after margin removal and `-` trimming.
    pub text: String,
    /// Byte offset of the body's first character in the original text.
    pub body_offset: usize,
    /// `@("END")`: `$` interpolation is on.
    pub interpolate: bool,
    /// The escapes enabled by `/tnrsuL$` (empty: none).
    pub escapes: String,
    /// The `:syntax` tag, if any.
    pub syntax: Option<String>,
}

/// A problem in heredoc syntax, at a byte offset.
#[derive(Debug, Clone, PartialEq)]
pub struct HeredocError {
    pub offset: usize,
    pub message: String,
}

/// The text with heredoc bodies blanked, and the bodies by `@(` offset.
pub fn extract(text: &str) -> Result<(String, HashMap<usize, Heredoc>), HeredocError> {
    if !text.contains("@(") {
        return Ok((text.to_string(), HashMap::new()));
    }
    let bytes = text.as_bytes();
    let mut out = bytes.to_vec();
    let mut found = HashMap::new();
    let mut pending: Vec<(usize, Spec)> = Vec::new();
    let mut i = 0;
    // Whether the last token could end an operand: then `/` divides,
    // else it starts a regex (whose text may hold quotes), as Puppet's
    // lexer decides.
    let mut after_operand = false;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                i += 1;
                for (at, spec) in pending.drain(..) {
                    let (heredoc, next) = read_body(text, i, &spec, at)?;
                    for b in &mut out[i..next] {
                        if *b != b'\n' {
                            *b = b' ';
                        }
                    }
                    found.insert(at, heredoc);
                    i = next;
                }
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            // A comment only when it is closed, as Puppet's lexer reads
            // `/* ... */`; an unclosed `/*` is a division and a product.
            b'/' if bytes.get(i + 1) == Some(&b'*') && text[i + 2..].contains("*/") => {
                let end = text[i + 2..].find("*/").unwrap_or(0);
                i += 2 + end + 2;
                continue;
            }
            b'/' if !after_operand => {
                if let Some(end) = regex_end(bytes, i) {
                    i = end;
                    after_operand = true;
                    continue;
                }
                after_operand = false;
            }
            b'\'' | b'"' => {
                let quote = bytes[i];
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                after_operand = true;
                continue;
            }
            b'@' if bytes.get(i + 1) == Some(&b'(') => {
                let close = text[i..].find([')', '\n']).map(|c| c + i);
                if let Some(close) = close.filter(|&c| bytes[c] == b')') {
                    let spec = parse_spec(&text[i + 2..close])
                        .map_err(|message| HeredocError { offset: i, message })?;
                    pending.push((i, spec));
                    i = close + 1;
                    after_operand = true;
                    continue;
                }
                after_operand = false;
            }
            b if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80 => {
                let start = i;
                i += 1;
                while i < bytes.len()
                    && (bytes[i].is_ascii_alphanumeric()
                        || bytes[i] == b'_'
                        || bytes[i] >= 0x80
                        || (bytes[i] == b':' && bytes.get(i + 1) == Some(&b':')))
                {
                    i += if bytes[i] == b':' { 2 } else { 1 };
                }
                after_operand = !KEYWORDS.contains(&&text[start..i]);
                continue;
            }
            b')' | b']' => after_operand = true,
            // `|>` and `|>>` end a collector.
            b'>' if i > 0 && (bytes[i - 1] == b'|' || bytes[i - 1] == b'>') => {
                after_operand = bytes[i - 1] == b'|' || after_operand;
            }
            _ => after_operand = false,
        }
        i += 1;
    }
    if !pending.is_empty() {
        // The heredoc's line is the last one: its body would start at the end.
        return Err(HeredocError {
            offset: text.len(),
            message: "Heredoc without end-tagged line".to_string(),
        });
    }
    let out = String::from_utf8(out).expect("only ASCII bytes were replaced");
    Ok((out, found))
}

/// Puppet's keywords: after one, `/` starts a regex (`node /web/`).
const KEYWORDS: &[&str] = &[
    "and",
    "application",
    "attr",
    "case",
    "class",
    "consumes",
    "default",
    "define",
    "else",
    "elsif",
    "environment",
    "function",
    "if",
    "import",
    "in",
    "inherits",
    "node",
    "or",
    "private",
    "produces",
    "site",
    "type",
    "undef",
    "unit",
    "unless",
];

/// Where a regex literal starting at `start` ends (past its closing
/// `/`), if it closes on its line; a `\/` does not close it.
fn regex_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => return None,
            b'\\' => i += 2,
            b'/' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

#[derive(Debug)]
struct Spec {
    tag: String,
    interpolate: bool,
    escapes: String,
    syntax: Option<String>,
}

fn parse_spec(spec: &str) -> Result<Spec, String> {
    let (rest, escapes) = match spec.find('/') {
        Some(slash) => {
            let flags = spec[slash + 1..].trim();
            if let Some(bad) = flags.chars().find(|c| !"tnrsuL$".contains(*c)) {
                return Err(format!(
                    "Invalid heredoc escape char. Only t, r, n, s, u, L, $ allowed. Got '{bad}'"
                ));
            }
            let flags = if flags.is_empty() {
                "tnrsuL$".to_string()
            } else {
                flags.to_string()
            };
            (&spec[..slash], flags)
        }
        None => (spec, String::new()),
    };
    let (tag_part, syntax) = match rest.find(':') {
        Some(colon) => (&rest[..colon], Some(rest[colon + 1..].trim().to_string())),
        None => (rest, None),
    };
    let tag_part = tag_part.trim();
    let (tag, interpolate) =
        if tag_part.len() >= 2 && tag_part.starts_with('"') && tag_part.ends_with('"') {
            (tag_part[1..tag_part.len() - 1].to_string(), true)
        } else {
            (tag_part.to_string(), false)
        };
    if tag.is_empty() || tag.contains('"') {
        return Err("Invalid heredoc tag".to_string());
    }
    Ok(Spec {
        tag,
        interpolate,
        escapes,
        syntax,
    })
}

/// Reads lines from `start` up to the end-tag line; returns the heredoc and
/// the offset just past the end-tag line.
fn read_body(
    text: &str,
    start: usize,
    spec: &Spec,
    at: usize,
) -> Result<(Heredoc, usize), HeredocError> {
    let mut lines: Vec<String> = Vec::new();
    let mut pos = start;
    while pos < text.len() {
        let end = text[pos..].find('\n').map_or(text.len(), |e| pos + e);
        let line = &text[pos..end];
        let next = (end + 1).min(text.len());
        if let Some((margin, trim)) = end_tag(line, &spec.tag) {
            let mut body = String::new();
            // As Puppet does, a line loses the margin only if it starts
            // with exactly the blanks before `|`; others stay untouched.
            let margin = &line[margin];
            for l in &lines {
                let l: &str = l.as_str();
                body.push_str(l.strip_prefix(margin).unwrap_or(l));
                body.push('\n');
            }
            if trim {
                if body.ends_with("\r\n") {
                    body.truncate(body.len() - 2);
                } else if body.ends_with('\n') {
                    body.pop();
                }
            }
            let heredoc = Heredoc {
                text: body,
                body_offset: start,
                interpolate: spec.interpolate,
                escapes: spec.escapes.clone(),
                syntax: spec.syntax.clone(),
            };
            return Ok((heredoc, next.max(end)));
        }
        lines.push(line.to_string());
        pos = if end >= text.len() {
            text.len()
        } else {
            end + 1
        };
    }
    // Puppet points at the start of the body.
    let _ = (at, &spec.tag);
    Err(HeredocError {
        offset: start,
        message: "Heredoc without end-tagged line".to_string(),
    })
}

/// Whether `line` ends a heredoc tagged `tag`: `  |- END`. Returns the
/// margin to strip (the blanks before `|`) and whether `-` trims.
/// Puppet's end-line pattern is not anchored at the line's start: any
/// line that ends with the tag, after blanks and an optional `|` and `-`,
/// ends the heredoc (`text END` too), the match starting as far left as
/// it can.
fn end_tag(line: &str, tag: &str) -> Option<(std::ops::Range<usize>, bool)> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let before_tag = line.trim_end_matches(BLANKS).strip_suffix(tag)?;
    (0..=before_tag.len())
        .filter(|&start| before_tag.is_char_boundary(start))
        .find_map(|start| {
            let (leading, bar, trim) = end_line_prefix(&before_tag[start..])?;
            let margin = if bar { start..start + leading } else { 0..0 };
            Some((margin, trim))
        })
}

const BLANKS: [char; 2] = [' ', '\t'];

/// Whether `prefix` is all blanks, then maybe `|` and blanks, then maybe
/// `-` and blanks: the blanks' length first, whether `|` and `-` are there.
fn end_line_prefix(prefix: &str) -> Option<(usize, bool, bool)> {
    let rest = prefix.trim_start_matches(BLANKS);
    let leading = prefix.len() - rest.len();
    let (rest, bar) = match rest.strip_prefix('|') {
        Some(r) => (r.trim_start_matches(BLANKS), true),
        None => (rest, false),
    };
    let (rest, trim) = match rest.strip_prefix('-') {
        Some(r) => (r.trim_start_matches(BLANKS), true),
        None => (rest, false),
    };
    rest.is_empty().then_some((leading, bar, trim))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn margin_and_trim_are_applied_and_offsets_kept() {
        let src = "$a = @(END)\n    hello\n      world\n    |- END\n$b = 1\n";
        let (blanked, docs) = extract(src).unwrap();
        assert_eq!(blanked.len(), src.len());
        assert_eq!(blanked.lines().count(), src.lines().count());
        assert_eq!(docs[&5].text, "hello\n  world");
        assert!(blanked.ends_with("$b = 1\n"));
    }

    #[test]
    fn two_heredocs_on_one_line_read_bodies_in_order() {
        let src = "f(@(A), @(B))\na\nA\nb\nB\n";
        let (_, docs) = extract(src).unwrap();
        assert_eq!(docs[&2].text, "a\n");
        assert_eq!(docs[&8].text, "b\n");
    }

    #[test]
    fn any_line_ending_with_the_tag_ends_the_heredoc() {
        // Puppet's end-line pattern is unanchored: `text END` ends it,
        // its margin taken from the blanks before a `|` in that line.
        let (_, docs) = extract("$a = @(END)\n  hi\n  |$x END\n").unwrap();
        assert_eq!(docs[&5].text, "  hi\n");
        let (_, docs) = extract("$a = @(END)\n  hi\nx  | END\n").unwrap();
        assert_eq!(docs[&5].text, "hi\n");
        assert!(extract("$a = @(END)\n  hi\n  END x\n").is_err());
    }

    #[test]
    fn missing_end_tag_is_an_error() {
        assert!(extract("$a = @(END)\nno end\n").is_err());
    }
}
