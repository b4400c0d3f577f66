//! ERB scanning: cuts a template into text and tags exactly as Ruby's
//! `ERB.new(text, trim_mode: '-')` does (Puppet's setting).
//!
//! `<%=` outputs, `<%` runs code, `<%#` is a comment, `<%%` is a literal
//! `<%` (in text; `%%>` in text stays as written), `%%>` inside a tag is
//! a literal `%>`. `-%>` eats the line break after it; `<%-` eats the
//! blanks before it when only blanks precede it on its line.

use super::Pos;

/// One part of a template.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    Text(String),
    /// `<% code %>`: code, where it starts, and whether `-%>` ate the
    /// line break after it (Ruby's generated code then breaks the line
    /// there too, which ends a `#` comment in the code).
    Code(String, Pos, bool),
    /// `<%= code %>`.
    Output(String, Pos),
}

/// Line and column of a byte offset.
pub fn position(text: &str, offset: usize) -> Pos {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Pos {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

/// Positions of increasing offsets, counted from the last one asked for
/// (a template's tags are many: counting each from the start is
/// quadratic).
struct Positions<'a> {
    text: &'a str,
    offset: usize,
    line: usize,
    line_start: usize,
}

impl Positions<'_> {
    fn at(&mut self, offset: usize) -> Pos {
        let between = &self.text[self.offset..offset];
        self.line += between.matches('\n').count();
        if let Some(i) = between.rfind('\n') {
            self.line_start = self.offset + i + 1;
        }
        self.offset = offset;
        Pos {
            line: self.line,
            column: self.text[self.line_start..offset].chars().count() + 1,
        }
    }
}

pub fn scan(text: &str) -> Result<Vec<Piece>, (Pos, String)> {
    let mut positions = Positions {
        text,
        offset: 0,
        line: 1,
        line_start: 0,
    };
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < text.len() {
        let Some(rel) = text[i..].find("<%") else {
            literal.push_str(&text[i..]);
            break;
        };
        let open = i + rel;
        literal.push_str(&text[i..open]);
        let after = open + 2;
        match bytes.get(after) {
            Some(b'%') => {
                literal.push_str("<%");
                i = after + 1;
                continue;
            }
            Some(b'-') => {
                // Only blanks back to the start of the line: they go.
                let line_start = text[..open].rfind('\n').map_or(0, |p| p + 1);
                if text[line_start..open]
                    .bytes()
                    .all(|b| b == b' ' || b == b'\t')
                {
                    literal.truncate(literal.len() - (open - line_start));
                }
            }
            _ => {}
        }
        let (kind, content_start) = match bytes.get(after) {
            Some(b'=') => ('=', after + 1),
            Some(b'#') => ('#', after + 1),
            Some(b'-') => ('%', after + 1),
            _ => ('%', after),
        };
        // The tag's content, with `%%>` standing for a literal `%>`.
        let mut content = String::new();
        let mut j = content_start;
        let (close_end, trim) = loop {
            let Some(rel) = text[j..].find("%>") else {
                return Err((
                    position(text, open),
                    "unterminated ERB tag: no '%>' closes this '<%'".into(),
                ));
            };
            let at = j + rel;
            if at > j && bytes[at - 1] == b'%' {
                content.push_str(&text[j..at - 1]);
                content.push_str("%>");
                j = at + 2;
                continue;
            }
            if at > j && bytes[at - 1] == b'-' {
                content.push_str(&text[j..at - 1]);
                break (at + 2, true);
            }
            content.push_str(&text[j..at]);
            break (at + 2, false);
        };
        let mut next = close_end;
        let ate_newline = trim && text[next..].starts_with(['\n', '\r']);
        if trim {
            if text[next..].starts_with("\r\n") {
                next += 2;
            } else if text[next..].starts_with('\n') {
                next += 1;
            }
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut literal)));
        }
        let pos = positions.at(content_start);
        match kind {
            '=' => pieces.push(Piece::Output(content, pos)),
            '#' => {}
            _ => pieces.push(Piece::Code(content, pos, ate_newline)),
        }
        i = next;
    }
    if !literal.is_empty() {
        pieces.push(Piece::Text(literal));
    }
    Ok(pieces)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &str) -> Vec<String> {
        scan(t)
            .unwrap()
            .into_iter()
            .map(|p| match p {
                Piece::Text(s) => format!("T{s:?}"),
                Piece::Code(s, ..) => format!("C{s:?}"),
                Piece::Output(s, _) => format!("O{s:?}"),
            })
            .collect()
    }

    #[test]
    fn trims_as_ruby_does() {
        assert_eq!(texts("  <%- x -%>\nb"), ["C\" x \"", "T\"b\""]);
        assert_eq!(texts("a <%- x %>\n"), ["T\"a \"", "C\" x \"", "T\"\\n\""]);
        assert_eq!(
            texts("<%% a %%> <%= '%%>' %>"),
            ["T\"<% a %%> \"", "O\" '%>' \""]
        );
        assert_eq!(texts("x<%# c -%>\r\ny"), ["T\"x\"", "T\"y\""]);
    }
}
