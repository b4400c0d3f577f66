//! Manifests to type into a session one top-level statement at a time:
//! a manifest cut into its statements.

use spaceship::syntax::{Source, parser};

/// The top-level statements of a manifest, as text (none if it does not
/// parse).
pub fn statements(text: &str) -> Vec<String> {
    let Ok(program) = parser::parse(&Source::new("case.pp", text), 0) else {
        return Vec::new();
    };
    program
        .iter()
        .map(|s| text[s.span.start as usize..s.span.end as usize].to_string())
        .collect()
}
