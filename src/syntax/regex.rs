//! Ruby's verdict on a regular expression's syntax, for the mistakes
//! people make (unbalanced groups and classes, a repeat with nothing to
//! repeat, an inverted range). Puppet compiles a regex literal while
//! lexing and `Regexp['...']` when it is made, and refuses what Ruby
//! refuses with Ruby's message: `end pattern with unmatched parenthesis:
//! /(/`. Patterns Ruby accepts but spaceship's engine cannot run are not
//! this module's concern: it finds only errors, never false alarms.

/// Ruby's message for a pattern it cannot compile, or `None`.
pub fn ruby_problem(pattern: &str) -> Option<String> {
    problem(pattern).map(|what| format!("{what}: /{pattern}/"))
}

/// Puppet's lexer's error for a regex literal (its body as written) that
/// Ruby refuses: Ruby's message, with no position.
pub(crate) fn literal_error(
    body: &str,
    span: super::span::Span,
) -> Option<super::span::Diagnostic> {
    let problem = ruby_problem(&body.replace("\\/", "/"))?;
    let span = super::span::Span {
        line: 0,
        column: 0,
        ..span
    };
    Some(super::span::Diagnostic::new(span, problem))
}

fn problem(pattern: &str) -> Option<&'static str> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut i = 0;
    let mut open = 0usize;
    // Whether a repeat here has something to repeat.
    let mut target = false;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                if i + 1 >= chars.len() {
                    return Some("too short escape sequence");
                }
                i += 2;
                target = true;
                continue;
            }
            '(' => {
                i += 1;
                open += 1;
                target = false;
                if chars.get(i) == Some(&'?') {
                    let Some((skip, closes)) = group_option(&chars[i + 1..]) else {
                        return Some(if i + 1 >= chars.len() {
                            "end pattern in group"
                        } else {
                            "undefined group option"
                        });
                    };
                    i += 1 + skip;
                    if closes {
                        open -= 1;
                    }
                }
                continue;
            }
            ')' => {
                if open == 0 {
                    return Some("unmatched close parenthesis");
                }
                open -= 1;
                target = true;
            }
            '|' => target = false,
            '*' | '+' | '?' if !target => {
                return Some("target of repeat operator is not specified");
            }
            '{' => {
                if let Some((len, lower, upper)) = interval(&chars[i + 1..]) {
                    if !target {
                        return Some("target of repeat operator is not specified");
                    }
                    if upper.is_some_and(|u| u < lower.unwrap_or(0)) {
                        return Some("upper is smaller than lower in repeat range");
                    }
                    i += 1 + len;
                    continue;
                }
                target = true;
            }
            '[' => {
                i = match class_end(&chars, i + 1) {
                    Ok(end) => end,
                    Err(what) => return Some(what),
                };
                target = true;
                continue;
            }
            _ => target = true,
        }
        i += 1;
    }
    (open > 0).then_some("end pattern with unmatched parenthesis")
}

/// After `(?`: how many characters the group's option takes, and whether
/// it closes the group itself (`(?i)`, `(?#...)`); or Ruby's complaint.
fn group_option(rest: &[char]) -> Option<(usize, bool)> {
    match rest.first() {
        None => None,
        Some(':' | '=' | '!' | '>' | '~') => Some((1, false)),
        Some('<') if matches!(rest.get(1), Some('=' | '!')) => Some((2, false)),
        Some('<' | '\'') => {
            let close = if rest[0] == '<' { '>' } else { '\'' };
            let end = rest[1..].iter().position(|&c| c == close)?;
            Some((end + 2, false))
        }
        Some('#') => {
            let end = rest.iter().position(|&c| c == ')')?;
            Some((end + 1, true))
        }
        Some(_) => {
            let flags = rest
                .iter()
                .take_while(|c| matches!(c, 'i' | 'm' | 'x' | '-'))
                .count();
            match rest.get(flags) {
                Some(')') if flags > 0 => Some((flags + 1, true)),
                Some(':') => Some((flags + 1, false)),
                _ => None,
            }
        }
    }
}

/// After `{`: a repeat range `n}`, `n,}`, `,m}` or `n,m}` as its length
/// and bounds; `None` when the brace is a plain character.
fn interval(rest: &[char]) -> Option<(usize, Option<u64>, Option<u64>)> {
    let end = rest.iter().position(|&c| c == '}')?;
    let body: String = rest[..end].iter().collect();
    let number = |s: &str| -> Option<Option<u64>> {
        if s.is_empty() {
            Some(None)
        } else if s.chars().all(|c| c.is_ascii_digit()) {
            s.parse().ok().map(Some)
        } else {
            None
        }
    };
    let (lower, upper) = match body.split_once(',') {
        Some((l, u)) => (number(l)?, number(u)?),
        None => {
            let n = number(&body)??;
            (Some(n), Some(n))
        }
    };
    if lower.is_none() && upper.is_none() {
        return None;
    }
    Some((end + 1, lower, upper))
}

/// From just after `[`: the index after the class's `]`, or Ruby's
/// complaint. Classes nest; `]` first in a class is a plain character
/// when another `]` closes it.
fn class_end(chars: &[char], mut i: usize) -> Result<usize, &'static str> {
    if chars.get(i) == Some(&'^') {
        i += 1;
    }
    if chars.get(i) == Some(&']') {
        if class_end_plain(chars, i + 1).is_none() {
            return Err("empty char-class");
        }
        i += 1;
    }
    let mut previous: Option<char> = None;
    while i < chars.len() {
        match chars[i] {
            ']' => return Ok(i + 1),
            '\\' => {
                i += 2;
                previous = None;
                continue;
            }
            '[' if chars.get(i + 1) == Some(&':') => {
                i = match posix_bracket(chars, i + 2)? {
                    Some(end) => end,
                    // Not a POSIX bracket: `[` opens a nested class.
                    None => class_end(chars, i + 1)?,
                };
                previous = None;
                continue;
            }
            '[' => {
                i = class_end(chars, i + 1)?;
                previous = None;
                continue;
            }
            '-' if previous.is_some() => {
                if let Some(&high) = chars
                    .get(i + 1)
                    .filter(|&&c| !matches!(c, ']' | '\\' | '['))
                {
                    if high < previous.expect("checked") {
                        return Err("empty range in char class");
                    }
                    i += 2;
                    previous = None;
                    continue;
                }
                previous = Some('-');
            }
            c => previous = Some(c),
        }
        i += 1;
    }
    Err("premature end of char-class")
}

/// Onigmo's POSIX bracket names (`[[:alpha:]]`, `[[:^digit:]]`).
const POSIX_BRACKETS: [&str; 14] = [
    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space",
    "upper", "xdigit", "word", "ascii",
];

/// From just after `[:` in a class: the index after a POSIX bracket's
/// `:]`, `None` when the text is no POSIX bracket (the `[` then opens a
/// nested class), or Ruby's complaint when it is one with a name Ruby
/// does not know: a `:]` within 20 characters that no `:` or `]` comes
/// before.
fn posix_bracket(chars: &[char], mut i: usize) -> Result<Option<usize>, &'static str> {
    if chars.get(i) == Some(&'^') {
        i += 1;
    }
    let rest = &chars[i.min(chars.len())..];
    for name in POSIX_BRACKETS {
        let len = name.len();
        if rest.len() >= len + 2
            && rest[..len].iter().copied().eq(name.chars())
            && rest[len..len + 2] == [':', ']']
        {
            return Ok(Some(i + len + 2));
        }
    }
    let mut scanned = 0;
    for (k, &c) in rest.iter().enumerate() {
        if c == ':' || c == ']' {
            return if c == ':' && rest.get(k + 1) == Some(&']') {
                Err("invalid POSIX bracket type")
            } else {
                Ok(None)
            };
        }
        scanned += 1;
        if scanned > 20 {
            break;
        }
    }
    Ok(None)
}

/// Whether an unescaped `]` follows `i`.
fn class_end_plain(chars: &[char], mut i: usize) -> Option<usize> {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            ']' => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::ruby_problem;

    #[test]
    fn ruby_refuses_these_with_its_words() {
        for (pattern, message) in [
            ("(", "end pattern with unmatched parenthesis"),
            ("(?<n>a", "end pattern with unmatched parenthesis"),
            (")", "unmatched close parenthesis"),
            ("[", "premature end of char-class"),
            ("[a[b]", "premature end of char-class"),
            ("[]", "empty char-class"),
            ("[^]", "empty char-class"),
            ("[b-a]", "empty range in char class"),
            ("+", "target of repeat operator is not specified"),
            ("a|*", "target of repeat operator is not specified"),
            ("(*)", "target of repeat operator is not specified"),
            ("(?i)*", "target of repeat operator is not specified"),
            ("{2}", "target of repeat operator is not specified"),
            ("a{2,1}", "upper is smaller than lower in repeat range"),
            ("\\", "too short escape sequence"),
            ("[[:xigit:]]", "invalid POSIX bracket type"),
            ("[[:^foo:]]", "invalid POSIX bracket type"),
            ("[[::]]", "invalid POSIX bracket type"),
            ("[[:abcdefghijklmnopqrst:]]", "invalid POSIX bracket type"),
            ("[[:alpha:]", "premature end of char-class"),
        ] {
            assert_eq!(
                ruby_problem(pattern),
                Some(format!("{message}: /{pattern}/")),
                "{pattern}"
            );
        }
    }

    #[test]
    fn ruby_accepts_these() {
        for pattern in [
            "",
            "^*",
            "[]a]",
            "[^]a]",
            "[a-]",
            "(?<n>a)",
            "(?'n'a)",
            "(?<=a)b",
            "(?i-m:a)",
            "a{1,2}{3}",
            "a{,",
            "x{a}",
            "[[:alpha:]]",
            "[[:^alpha:]]",
            "[[:word:]x]",
            "[[:alpha]]",
            "[[:alpha ]]",
            "[[:alpha:x]]",
            "[[:]]",
            "[[:abcdefghijklmnopqrstu:]]",
            "[\\d-z]",
            "\\\\",
            "a\\/b",
            "(?:a|b)+?",
            "\\(",
            "[(]",
            "(?#c)a",
            "a**",
            "^(\\d+)\\.(\\d+)$",
        ] {
            assert_eq!(ruby_problem(pattern), None, "{pattern}");
        }
    }
}
