//! A ratatui `TestBackend`'s screen as text: a line a row, trailing
//! blanks trimmed, for snapshots and `contains` checks.

use ratatui::buffer::Buffer;

/// The buffer's rows, each trimmed at the end and ended by a newline.
pub fn text(buffer: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buffer.area.height {
        let line: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol().to_string())
            .collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
