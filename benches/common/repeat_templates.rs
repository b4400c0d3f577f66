//! A copy of a modules directory in which one module renders each of its
//! templates `n` times: every `template(...)` and `epp(...)` call in its
//! manifests becomes `[1, ..., n].map |$_repeat| { CALL }.join('')`. The
//! copy is links to the originals (nothing is written into them) but for
//! that module's `manifests`, rewritten. Each render runs in a lambda's
//! own local scope, as a template that sets a variable (apache's
//! `_directories.erb` calls `scope.setvar`) needs when it runs again; the
//! rendered texts are joined, so the catalog holds what every render made.

use std::path::Path;

/// Lays out `to` as `from` with module `module`'s template calls made `n`
/// times each; how many calls were rewritten.
pub fn repeat_module_templates(
    from: &Path,
    to: &Path,
    module: &str,
    n: usize,
) -> std::io::Result<usize> {
    let _ = std::fs::remove_dir_all(to);
    std::fs::create_dir_all(to)?;
    let mut rewritten = 0;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_name() != module {
            std::os::unix::fs::symlink(entry.path(), &target)?;
            continue;
        }
        std::fs::create_dir_all(&target)?;
        for inner in std::fs::read_dir(entry.path())? {
            let inner = inner?;
            let inner_target = target.join(inner.file_name());
            if inner.file_name() == "manifests" {
                rewritten += rewrite_tree(&inner.path(), &inner_target, n)?;
            } else {
                std::os::unix::fs::symlink(inner.path(), &inner_target)?;
            }
        }
    }
    Ok(rewritten)
}

fn rewrite_tree(from: &Path, to: &Path, n: usize) -> std::io::Result<usize> {
    std::fs::create_dir_all(to)?;
    let mut rewritten = 0;
    for entry in std::fs::read_dir(from)? {
        let path = entry?.path();
        let target = to.join(path.file_name().unwrap_or_default());
        if path.is_dir() {
            rewritten += rewrite_tree(&path, &target, n)?;
        } else {
            let (text, count) = repeat_calls(&std::fs::read_to_string(&path)?, n);
            std::fs::write(&target, text)?;
            rewritten += count;
        }
    }
    Ok(rewritten)
}

/// The manifest text with each `template(...)` and `epp(...)` call (not
/// `inline_template`, `inline_epp` or `mod::epp`: the name must start a
/// word) repeated `n` times, and how many there were. Strings and
/// comments are skipped, so that only calls are rewritten.
pub fn repeat_calls(text: &str, n: usize) -> (String, usize) {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => i = skip_comment(bytes, i),
            b'\'' | b'"' => i = skip_string(bytes, i),
            _ => {
                let starts_word = i == 0
                    || !(bytes[i - 1].is_ascii_alphanumeric() || b"_:$".contains(&bytes[i - 1]));
                let name = ["template(", "epp("]
                    .into_iter()
                    .find(|name| starts_word && text[i..].starts_with(name));
                let Some(name) = name else {
                    i += 1;
                    continue;
                };
                let Some(end) = call_end(bytes, i + name.len() - 1) else {
                    i += 1;
                    continue;
                };
                let call = &text[i..end];
                let times: Vec<String> = (1..=n).map(|k| k.to_string()).collect();
                out.push_str(&text[copied..i]);
                out.push_str(&format!(
                    "[{}].map |$_repeat| {{ {call} }}.join('')",
                    times.join(", ")
                ));
                copied = end;
                count += 1;
                i = end;
            }
        }
    }
    out.push_str(&text[copied..]);
    (out, count)
}

fn skip_comment(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i] != b'\n' {
        i += 1;
    }
    i
}

/// The index after the string that opens at `i`.
fn skip_string(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let mut j = i + 1;
    while j < bytes.len() && bytes[j] != quote {
        if bytes[j] == b'\\' {
            j += 1;
        }
        j += 1;
    }
    j + 1
}

/// The index after the parenthesis matching the one at `open`.
fn call_end(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                i = skip_comment(bytes, i);
                continue;
            }
            b'\'' | b'"' => {
                i = skip_string(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}
