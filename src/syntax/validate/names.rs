//! Puppet's naming rule for variables, which the validator checks for
//! each variable read or assigned.

/// Puppet's rule for variable names: segments start with a lowercase
/// letter, the last one may start with `_`.
pub(super) fn conforming_variable(name: &str) -> bool {
    let segments: Vec<&str> = name.trim_start_matches("::").split("::").collect();
    segments.iter().enumerate().all(|(i, seg)| {
        let last = i + 1 == segments.len();
        seg.chars()
            .next()
            .is_some_and(|c| c.is_ascii_lowercase() || (last && c == '_'))
            && seg.chars().all(|c| c.is_alphanumeric() || c == '_')
    })
}
