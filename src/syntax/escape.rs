//! String escapes: single-quoted, double-quoted and heredoc (`/tnrsuL$`).

/// Every escape a double-quoted string honours.
pub const ALL_ESCAPES: &str = "tnrsuL$\"'";

/// `'...'`: only `\\` and `\'` are escapes.
pub fn unescape_single(text: &str) -> String {
    // Most single-quoted strings have no backslash at all.
    if !text.contains('\\') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('\\' | '\'')) {
            out.push(chars.next().expect("peeked"));
        } else {
            out.push(c);
        }
    }
    out
}

/// Double-quoted and heredoc escapes; `enabled` lists the active ones.
pub fn unescape_double(text: &str, enabled: &str) -> String {
    if enabled.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(&next) = chars.peek() else {
            out.push('\\');
            break;
        };
        let on = |flag: char| enabled.contains(flag);
        match next {
            '\\' => out.push('\\'),
            'n' if on('n') => out.push('\n'),
            't' if on('t') => out.push('\t'),
            'r' if on('r') => out.push('\r'),
            's' if on('s') => out.push(' '),
            '$' if on('$') => out.push('$'),
            '"' if on('"') => out.push('"'),
            '\'' if on('\'') => out.push('\''),
            '\n' if on('L') => {}
            'u' if on('u') => {
                chars.next();
                out.push(unicode_escape(&mut chars));
                continue;
            }
            _ => {
                out.push('\\');
                continue;
            }
        }
        chars.next();
    }
    out
}

fn unicode_escape(chars: &mut std::iter::Peekable<std::str::Chars>) -> char {
    let mut hex = String::new();
    if chars.peek() == Some(&'{') {
        chars.next();
        for c in chars.by_ref() {
            if c == '}' {
                break;
            }
            hex.push(c);
        }
    } else {
        for _ in 0..4 {
            if let Some(c) = chars.next() {
                hex.push(c);
            }
        }
    }
    u32::from_str_radix(&hex, 16)
        .ok()
        .and_then(char::from_u32)
        .unwrap_or('\u{fffd}')
}
