//! A buffered JSON writer for the catalog printer: raw punctuation,
//! escaped strings, numbers. Strings are escaped as serde_json escapes
//! them (short escapes for `\b \t \n \f \r`, `\u00xx` for other control
//! characters), scanning eight bytes at a time for the rare byte that
//! needs one.

use std::fmt::Write as _;
use std::io::Write;

/// Bytes kept before handing them to the underlying writer.
const CAPACITY: usize = 64 * 1024;

pub struct JsonWriter<W: Write> {
    out: W,
    buffer: Vec<u8>,
    /// Reused for values written through `Display`.
    scratch: String,
}

impl<W: Write> JsonWriter<W> {
    pub fn new(out: W) -> Self {
        JsonWriter {
            out,
            buffer: Vec::with_capacity(CAPACITY + 1024),
            scratch: String::new(),
        }
    }

    /// Text that is already JSON.
    pub fn raw(&mut self, text: &str) {
        self.buffer.extend_from_slice(text.as_bytes());
    }

    /// Bytes that are already JSON.
    pub fn raw_bytes(&mut self, bytes: &[u8]) {
        self.buffer.extend_from_slice(bytes);
    }

    /// A comma before every element but the first.
    pub fn separator(&mut self, first: &mut bool) {
        if !std::mem::take(first) {
            self.buffer.push(b',');
        }
    }

    pub fn integer(&mut self, value: i64) {
        self.buffer
            .extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
    }

    /// A float as serde_json writes it (shortest round-trip form; `null`
    /// for NaN and infinities).
    pub fn float(&mut self, value: f64) {
        serde_json::to_writer(&mut self.buffer, &value).expect("writing to memory");
    }

    /// A JSON string.
    pub fn string(&mut self, text: &str) {
        escape_string_into(&mut self.buffer, text);
    }

    /// A JSON string holding what `value` displays.
    pub fn display_string(&mut self, value: impl std::fmt::Display) {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        write!(scratch, "{value}").expect("formatting into a string");
        self.string(&scratch);
        self.scratch = scratch;
    }

    /// A JSON string of the parts, one after another.
    pub fn joined_string(&mut self, parts: &[&str]) {
        self.buffer.push(b'"');
        for part in parts {
            escape_into(&mut self.buffer, part.as_bytes());
        }
        self.buffer.push(b'"');
    }

    /// A JSON array of strings.
    pub fn strings<'s>(&mut self, items: impl Iterator<Item = &'s str>) {
        self.buffer.push(b'[');
        let mut first = true;
        for item in items {
            self.separator(&mut first);
            self.string(item);
        }
        self.buffer.push(b']');
    }

    /// Hands the buffer on once it is full.
    pub fn flush_if_full(&mut self) -> std::io::Result<()> {
        if self.buffer.len() >= CAPACITY {
            self.out.write_all(&self.buffer)?;
            self.buffer.clear();
        }
        Ok(())
    }

    /// Writes what is left.
    pub fn finish(mut self) -> std::io::Result<()> {
        self.out.write_all(&self.buffer)?;
        self.out.flush()
    }
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// Whether any of the eight bytes is a control character, `"` or `\`.
fn needs_escape(word: u64) -> bool {
    let below_space = word.wrapping_sub(ONES * 0x20) & !word;
    let quote = word ^ (ONES * u64::from(b'"'));
    let backslash = word ^ (ONES * u64::from(b'\\'));
    let zero_in = |x: u64| x.wrapping_sub(ONES) & !x;
    (below_space | zero_in(quote) | zero_in(backslash)) & HIGHS != 0
}

/// `text` as a JSON string, quotes included.
#[inline]
pub fn escape_string_into(out: &mut Vec<u8>, text: &str) {
    out.push(b'"');
    escape_into(out, text.as_bytes());
    out.push(b'"');
}

#[inline]
fn escape_into(out: &mut Vec<u8>, bytes: &[u8]) {
    // Nearly every string needs no escape: one copy.
    let first = next_special(bytes, 0);
    if first == bytes.len() {
        out.extend_from_slice(bytes);
    } else {
        escape_from(out, bytes, first);
    }
}

/// Escapes `bytes`, the first special one at `first`.
#[cold]
fn escape_from(out: &mut Vec<u8>, bytes: &[u8], first: usize) {
    let mut start = 0;
    let mut i = first;
    while i < bytes.len() {
        let byte = bytes[i];
        let short = SHORT_ESCAPE[usize::from(byte)];
        out.extend_from_slice(&bytes[start..i]);
        out.push(b'\\');
        out.push(short);
        if short == b'u' {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.extend_from_slice(b"00");
            out.push(HEX[usize::from(byte >> 4)]);
            out.push(HEX[usize::from(byte & 0xF)]);
        }
        start = i + 1;
        i = next_special(bytes, start);
    }
    out.extend_from_slice(&bytes[start..]);
}

/// The index of the first byte from `from` on that needs an escape, or
/// the length: eight bytes at a time, then byte by byte.
#[inline]
fn next_special(bytes: &[u8], from: usize) -> usize {
    let mut i = from;
    while let Some(word) = bytes.get(i..i + 8) {
        let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        if needs_escape(word) {
            break;
        }
        i += 8;
    }
    while i < bytes.len() && SHORT_ESCAPE[usize::from(bytes[i])] == 0 {
        i += 1;
    }
    i
}

/// For each byte, the letter after the backslash that escapes it (`u`
/// for `\u00XX`), or 0 if it stands as it is.
const SHORT_ESCAPE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 0x20 {
        table[byte] = b'u';
        byte += 1;
    }
    table[0x08] = b'b';
    table[0x09] = b't';
    table[0x0A] = b'n';
    table[0x0C] = b'f';
    table[0x0D] = b'r';
    table[b'"' as usize] = b'"';
    table[b'\\' as usize] = b'\\';
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    fn written(text: &str) -> String {
        let mut bytes = Vec::new();
        let mut w = JsonWriter::new(&mut bytes);
        w.string(text);
        w.finish().unwrap();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        let mut samples: Vec<String> = vec![
            String::new(),
            "plain text longer than eight bytes".into(),
            "quote \" and backslash \\ inside".into(),
            "tab\tnewline\ncr\rbell\u{7}del\u{7f}".into(),
            "ünïcödé and emoji 🚀 stay as they are".into(),
        ];
        // Every byte value that needs care, at every offset in a word.
        for special in (0u8..0x20).chain([b'"', b'\\', 0x7F]) {
            for offset in 0..9 {
                let mut s = "x".repeat(offset);
                s.push(char::from(special));
                s.push_str("tail-text");
                samples.push(s);
            }
        }
        for sample in samples {
            assert_eq!(written(&sample), serde_json::to_string(&sample).unwrap());
        }
    }
}
