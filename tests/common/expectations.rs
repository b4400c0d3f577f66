//! Expectations files made by the regen scripts: blocks, each a head
//! line `== <query> (exit <status>)` and the output Puppet printed.

use std::path::Path;

/// The blocks of an expectations file: the query, the exit status, the
/// output.
pub fn blocks(file: &Path) -> Vec<(String, i32, String)> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut blocks: Vec<(String, i32, String)> = Vec::new();
    for line in text.lines() {
        if let Some(head) = line.strip_prefix("== ") {
            let (query, status) = head.rsplit_once(" (exit ").unwrap();
            let status = status.trim_end_matches(')').parse().unwrap();
            blocks.push((query.to_string(), status, String::new()));
        } else {
            let block = blocks.last_mut().unwrap();
            block.2.push_str(line);
            block.2.push('\n');
        }
    }
    blocks
}
