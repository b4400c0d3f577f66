//! Hiera's `glob`/`globs` levels: files below a datadir matching a
//! pattern as Ruby's `Pathname.glob` matches it (`*`, `?`, `[...]`,
//! `**`, `{a,b}`), hidden files left out.

use std::path::{Path, PathBuf};

/// Files below `dir` matching a glob of `*`, `?`, `[...]` and `**`
/// segments, `{a,b}` alternatives taken in their order (as Ruby's
/// `Pathname.glob` does), each sorted.
pub fn glob(dir: &Path, pattern: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for pattern in expand_braces(pattern) {
        let segments: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
        let mut found = Vec::new();
        glob_into(dir, &segments, &mut found);
        found.sort();
        for f in found {
            if !out.contains(&f) {
                out.push(f);
            }
        }
    }
    out
}

/// `a{b,c}d` as `abd`, `acd` (nested braces too).
fn expand_braces(pattern: &str) -> Vec<String> {
    let Some(open) = pattern.find('{') else {
        return vec![pattern.to_string()];
    };
    let (mut depth, mut close, mut commas) = (0, None, vec![]);
    for (i, c) in pattern[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(open + i);
                    break;
                }
            }
            ',' if depth == 1 => commas.push(open + i),
            _ => {}
        }
    }
    let Some(close) = close else {
        return vec![pattern.to_string()];
    };
    let mut bounds = vec![open];
    bounds.extend(commas);
    bounds.push(close);
    let (head, tail) = (&pattern[..open], &pattern[close + 1..]);
    bounds
        .windows(2)
        .flat_map(|w| expand_braces(&format!("{head}{}{tail}", &pattern[w[0] + 1..w[1]])))
        .collect()
}

fn glob_into(dir: &Path, segments: &[&str], out: &mut Vec<PathBuf>) {
    let Some((first, rest)) = segments.split_first() else {
        if dir.is_file() {
            out.push(dir.to_path_buf());
        }
        return;
    };
    if *first == "**" {
        glob_into(dir, rest, out);
        if let Ok(entries) = std::fs::read_dir(dir) {
            for e in entries.filter_map(Result::ok).filter(|e| e.path().is_dir()) {
                glob_into(&e.path(), segments, out);
            }
        }
        return;
    }
    if !first.contains(['*', '?', '[', '{']) {
        glob_into(&dir.join(first), rest, out);
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.filter_map(Result::ok) {
        let name = e.file_name().to_string_lossy().to_string();
        if !name.starts_with('.') && wildcard(first, &name) {
            glob_into(&e.path(), rest, out);
        }
    }
}

/// `*`, `?` and `[...]` (ranges, `^`/`!` negation) matching within one
/// path segment.
fn wildcard(pattern: &str, name: &str) -> bool {
    let (p, n): (Vec<char>, Vec<char>) = (pattern.chars().collect(), name.chars().collect());
    fn matches(p: &[char], n: &[char]) -> bool {
        match p.first() {
            None => n.is_empty(),
            Some('*') => (0..=n.len()).any(|k| matches(&p[1..], &n[k..])),
            Some('?') => !n.is_empty() && matches(&p[1..], &n[1..]),
            Some('[') => {
                let Some(end) = p.iter().skip(2).position(|c| *c == ']').map(|e| e + 2) else {
                    return n.first() == Some(&'[') && matches(&p[1..], &n[1..]);
                };
                let Some(c) = n.first() else { return false };
                let (negate, set) = match p[1] {
                    '^' | '!' => (true, &p[2..end]),
                    _ => (false, &p[1..end]),
                };
                let mut hit = false;
                let mut i = 0;
                while i < set.len() {
                    if i + 2 < set.len() && set[i + 1] == '-' {
                        hit |= set[i] <= *c && *c <= set[i + 2];
                        i += 3;
                    } else {
                        hit |= set[i] == *c;
                        i += 1;
                    }
                }
                hit != negate && matches(&p[end + 1..], &n[1..])
            }
            Some(x) => n.first() == Some(x) && matches(&p[1..], &n[1..]),
        }
    }
    matches(&p, &n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards_match_within_a_segment() {
        assert!(wildcard("*.yaml", "common.yaml"));
        assert!(wildcard("node?.yaml", "node1.yaml"));
        assert!(!wildcard("*.yaml", "common.json"));
        assert!(wildcard("c[12].yaml", "c2.yaml"));
        assert!(!wildcard("c[!12].yaml", "c2.yaml"));
        assert_eq!(expand_braces("{b,a}.yaml"), ["b.yaml", "a.yaml"]);
    }
}
