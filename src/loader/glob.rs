//! Hiera's `glob`/`globs` levels: files below a datadir matching a
//! pattern as Ruby's `Pathname.glob` matches it (`*`, `?`, `[...]`,
//! `**`, `{a,b}`), hidden files left out. Matching a name takes time
//! proportional to the pattern's length times the name's, and `**`
//! follows no links to directories (as in Ruby), so neither many `*`s
//! nor a link loop can make a lookup run away.

use std::path::{Path, PathBuf};

use rustc_hash::FxHashSet as HashSet;

use super::files;

/// Files below `dir` matching a glob of `*`, `?`, `[...]` and `**`
/// segments, `{a,b}` alternatives taken in their order (as Ruby's
/// `Pathname.glob` does), each sorted.
pub fn glob(dir: &Path, pattern: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut seen = HashSet::default();
    for pattern in expand_braces(pattern) {
        let segments: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
        let mut found = Vec::new();
        glob_into(dir, &segments, &mut found);
        found.sort();
        out.extend(found.into_iter().filter(|f| seen.insert(f.clone())));
    }
    out
}

/// `a{b,c}d` as `abd`, `acd` (nested braces too).
pub fn expand_braces(pattern: &str) -> Vec<String> {
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
        // Zero directories, then each real directory below: as Ruby's
        // `**` does, links to directories are not followed (so no link
        // can make the walk loop), nor hidden directories.
        glob_into(dir, rest, out);
        for e in files::entries(dir).unwrap_or_default() {
            if e.is_real_dir() && !e.is_hidden() {
                glob_into(&e.path, segments, out);
            }
        }
        return;
    }
    if !first.contains(['*', '?', '[', '{']) {
        glob_into(&dir.join(first), rest, out);
        return;
    }
    let pattern: Vec<char> = first.chars().collect();
    for e in files::entries(dir).unwrap_or_default() {
        let name: Vec<char> = e.name.to_string_lossy().chars().collect();
        if !e.is_hidden() && wildcard(&pattern, &name) && (rest.is_empty() || e.is_dir) {
            glob_into(&e.path, rest, out);
        }
    }
}

/// One `[...]` class at the start of `p` (ranges, `^`/`!` negation):
/// whether it admits `c`, and its length; `None` when unclosed (then the
/// `[` is an ordinary character).
fn class(p: &[char], c: char) -> Option<(bool, usize)> {
    let end = p.iter().skip(2).position(|x| *x == ']')? + 2;
    let (negate, set) = match p[1] {
        '^' | '!' => (true, &p[2..end]),
        _ => (false, &p[1..end]),
    };
    let mut hit = false;
    let mut i = 0;
    while i < set.len() {
        if i + 2 < set.len() && set[i + 1] == '-' {
            hit |= set[i] <= c && c <= set[i + 2];
            i += 3;
        } else {
            hit |= set[i] == c;
            i += 1;
        }
    }
    Some((hit != negate, end + 1))
}

/// `*`, `?` and `[...]` matching within one path segment, in time
/// proportional to the pattern's length times the name's (never
/// exponential: on a mismatch only the last `*` takes one more
/// character, as every earlier `*` could only have done the same).
fn wildcard(p: &[char], n: &[char]) -> bool {
    let (mut pi, mut ni) = (0, 0);
    // The last `*`'s position in the pattern and the name it resumes at.
    let mut star: Option<(usize, usize)> = None;
    while ni < n.len() {
        let step = match p.get(pi) {
            Some('*') => {
                star = Some((pi, ni));
                pi += 1;
                continue;
            }
            Some('?') => Some(1),
            Some('[') => match class(&p[pi..], n[ni]) {
                Some((true, len)) => Some(len),
                Some((false, _)) => None,
                None => (n[ni] == '[').then_some(1),
            },
            Some(x) => (*x == n[ni]).then_some(1),
            None => None,
        };
        match (step, star) {
            (Some(len), _) => {
                pi += len;
                ni += 1;
            }
            (None, Some((at, from))) => {
                pi = at + 1;
                ni = from + 1;
                star = Some((at, from + 1));
            }
            (None, None) => return false,
        }
    }
    p[pi..].iter().all(|c| *c == '*')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards_match_within_a_segment() {
        let wildcard = |p: &str, n: &str| {
            let (p, n): (Vec<char>, Vec<char>) = (p.chars().collect(), n.chars().collect());
            wildcard(&p, &n)
        };
        assert!(wildcard("*.yaml", "common.yaml"));
        assert!(wildcard("node?.yaml", "node1.yaml"));
        assert!(!wildcard("*.yaml", "common.json"));
        assert!(wildcard("c[12].yaml", "c2.yaml"));
        assert!(!wildcard("c[!12].yaml", "c2.yaml"));
        assert!(wildcard("a*b*c", "axxbyyc"));
        assert!(!wildcard("a*b*c", "axxbyy"));
        assert!(wildcard("*", ""));
        assert!(wildcard("[a", "[a"));
        assert!(wildcard("**a*", "bab"));
        // Many stars against a long name that does not match: at once.
        let name = format!("{}b", "a".repeat(5000));
        assert!(!wildcard(&"*a".repeat(40), &format!("{name}c")));
        assert!(wildcard(&"*a".repeat(40), &format!("{name}a")));
        assert_eq!(expand_braces("{b,a}.yaml"), ["b.yaml", "a.yaml"]);
    }
}
