//! Ruby (Onigmo) regexes, as title patterns are written, translated to the
//! `regex-lite` dialect. What `regex-lite` cannot do (look-around, atomic
//! groups, back-references) is refused with a reason rather than guessed.

/// Translates a Ruby regex `source` with its literal's `flags` (`m`, `i`,
/// `x`) into a pattern `regex-lite` compiles to the same matches.
pub(super) fn translate(source: &str, flags: &str) -> Result<String, String> {
    // In Ruby `^` and `$` always match at line boundaries (Rust's `m`),
    // and Ruby's `m` flag is Rust's `s` (`.` matches newlines).
    let mut out = String::from("(?m");
    for f in flags.chars() {
        match f {
            'm' => out.push('s'),
            'i' | 'x' => out.push(f),
            // Encoding flags (`n`, `u`, `e`, `s`) and `o` change nothing here.
            _ => {}
        }
    }
    out.push(')');
    let mut chars = source.chars().peekable();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(e) = chars.next() else {
                    return Err("the pattern ends with a lone backslash".into());
                };
                match e {
                    'h' => out.push_str(if in_class { "0-9a-fA-F" } else { "[0-9a-fA-F]" }),
                    'H' if !in_class => out.push_str("[^0-9a-fA-F]"),
                    // Ruby's \Z is the end, or before a final newline.
                    'Z' => out.push_str("(?:\n?\\z)"),
                    'G' | 'K' | 'R' | 'X' | 'g' | 'k' => {
                        return Err(format!("\\{e} has no equivalent in the regex crate"));
                    }
                    '1'..='9' if !in_class => {
                        return Err("back-references have no equivalent in the regex crate".into());
                    }
                    // `\/` only escapes the literal's delimiter.
                    '/' => out.push('/'),
                    _ => {
                        out.push('\\');
                        out.push(e);
                    }
                }
            }
            '[' if !in_class => {
                in_class = true;
                out.push('[');
                // A `]` or `^]` right after the opening is literal.
                if chars.peek() == Some(&'^') {
                    out.push(chars.next().expect("peeked"));
                }
                if chars.peek() == Some(&']') {
                    chars.next();
                    out.push_str("\\]");
                }
            }
            '[' if in_class => {
                // A POSIX class `[:alpha:]` or a nested set.
                out.push('[');
            }
            ']' if in_class => {
                in_class = false;
                out.push(']');
            }
            '(' if !in_class && chars.peek() == Some(&'?') => {
                chars.next();
                let rest: String = chars.clone().take(2).collect();
                if rest.starts_with('=')
                    || rest.starts_with('!')
                    || rest.starts_with("<=")
                    || rest.starts_with("<!")
                {
                    return Err("look-around has no equivalent in the regex crate".into());
                }
                if rest.starts_with('>') {
                    return Err("atomic groups have no equivalent in the regex crate".into());
                }
                if rest.starts_with('#') {
                    // A comment group.
                    for c in chars.by_ref() {
                        if c == ')' {
                            break;
                        }
                    }
                    continue;
                }
                if rest.starts_with('<') || rest.starts_with('\'') {
                    let close = if rest.starts_with('<') { '>' } else { '\'' };
                    chars.next();
                    out.push_str("(?P<");
                    for c in chars.by_ref() {
                        if c == close {
                            break;
                        }
                        out.push(c);
                    }
                    out.push('>');
                    continue;
                }
                // Inline flags `(?m-ix:` or `(?i)`: Ruby's m is Rust's s.
                out.push_str("(?");
                while let Some(&f) = chars.peek() {
                    match f {
                        'm' => out.push('s'),
                        'i' | 'x' | '-' => out.push(f),
                        _ => break,
                    }
                    chars.next();
                }
            }
            '*' | '+' | '?' | '}' if !in_class && chars.peek() == Some(&'+') => {
                return Err("possessive quantifiers have no equivalent in the regex crate".into());
            }
            _ => out.push(c),
        }
    }
    Ok(out)
}
