//! Parser data tests: `tests/data/parse/ok/*.pp` must be accepted and
//! `tests/data/parse/err/*.pp` rejected with the diagnostic that
//! `puppet parser validate` gave (`.expected`, file name stripped).
//! `known-differences.txt` lists error files whose wording still differs.

use std::path::Path;

use spaceship::driver::CompileError;
use spaceship::syntax::{self, Source, SourceMap};

#[path = "common/manifests.rs"]
#[allow(dead_code)]
mod manifests;

/// The `.pp` files of `dir`, sorted.
fn files(dir: &Path) -> Vec<std::path::PathBuf> {
    manifests::files_ending(dir, "pp")
}

fn check(path: &Path) -> Result<(), String> {
    let mut sources = SourceMap::default();
    let file = sources.add(Source::new(
        path.display().to_string(),
        std::fs::read_to_string(path).unwrap(),
    ));
    syntax::parse_and_validate(sources.get(file), file)
        .map(|_| ())
        .map_err(|diagnostic| {
            CompileError {
                diagnostic,
                is_parse: false,
                messages: Vec::new(),
            }
            .puppet_message()
        })
}

#[test]
fn accepted_manifests_parse() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut accepted = files(&root.join("tests/data/parse/ok"));
    // Every conformance case that Puppet did not reject while parsing is
    // accepted data too (its .expected says so). Puppet logs the first of
    // several parse errors without that preamble: those cases are `parse_*`.
    let cases = root.join("tests/conformance/cases");
    accepted.extend(files(&cases).into_iter().filter(|p| {
        !p.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("parse_"))
            && !std::fs::read_to_string(p.with_extension("expected"))
                .unwrap_or_default()
                .contains("Could not parse")
    }));
    assert!(
        accepted.len() >= 150,
        "only {} accepted files",
        accepted.len()
    );
    let failures: Vec<String> = accepted
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{}: {e}", p.display())))
        .collect();
    assert!(failures.is_empty(), "rejected:\n{}", failures.join("\n"));
}

#[test]
fn rejected_manifests_fail_like_puppet() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/parse");
    let known = std::fs::read_to_string(root.join("known-differences.txt")).unwrap_or_default();
    let mut problems = Vec::new();
    for path in files(&root.join("err")) {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap()
            .trim()
            .to_string();
        match check(&path) {
            Ok(()) => problems.push(format!("{name}: accepted, Puppet says: {expected}")),
            Err(actual) => {
                let listed = known.lines().any(|l| l.trim() == name);
                if (actual == expected) == listed {
                    problems.push(format!("{name}: expected `{expected}`, got `{actual}` (listed as known difference: {listed})"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every `.pp` below `dir`, recursively.
fn files_below(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files_below(&path, out);
        } else if path.extension().is_some_and(|x| x == "pp") {
            out.push(path);
        }
    }
}

/// The hand-written fast path builds the same trees (spans included) as
/// the pest grammar alone, and rejects what it rejects. Runs over the
/// repository's manifests, plus `SPACESHIP_CORPUS` (a directory) if set.
#[test]
fn fast_path_builds_the_reference_trees() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    for dir in [
        "tests/data/parse",
        "tests/conformance/cases",
        "examples",
        "tests/data/repl",
    ] {
        files_below(&root.join(dir), &mut paths);
    }
    if let Some(corpus) = std::env::var_os("SPACESHIP_CORPUS") {
        files_below(Path::new(&corpus), &mut paths);
    }
    assert!(paths.len() > 500, "only {} manifests", paths.len());
    let mut differences = Vec::new();
    for path in &paths {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let source = Source::new(path.display().to_string(), text);
        let fast = syntax::parser::parse(&source, 0);
        let reference = syntax::parser::parse_reference(&source, 0);
        let same = match (&fast, &reference) {
            (Ok(a), Ok(b)) => a == b,
            (Err(a), Err(b)) => a.message == b.message && a.span == b.span,
            _ => false,
        };
        if !same {
            let describe = |r: &Result<Vec<syntax::Expr>, syntax::Diagnostic>| match r {
                Ok(tree) => format!("{tree:?}"),
                Err(d) => format!("error {d}"),
            };
            let (a, b) = (describe(&fast), describe(&reference));
            let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
            let from = at.saturating_sub(300);
            differences.push(format!(
                "{}\n  fast:      …{}\n  reference: …{}",
                path.display(),
                a.get(from..(at + 300).min(a.len())).unwrap_or(""),
                b.get(from..(at + 300).min(b.len())).unwrap_or(""),
            ));
        }
    }
    assert!(
        differences.is_empty(),
        "{} of {} manifests differ:\n{}",
        differences.len(),
        paths.len(),
        differences
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// A manifest large enough that its second half is parsed on another
/// thread, with `middle` placed so that the middle of the text falls on
/// its first character: the thread then starts at the first line after it
/// that opens with `class`.
fn large_manifest(middle: &str) -> String {
    let class = |i: usize| {
        format!(
            "class big::c{i} {{\n  file {{ '/srv/f{i}': ensure => file, mode => '0644' }}\n  notify {{ 'n{i}': message => \"m${{i}}\" }}\n}}\n"
        )
    };
    let half: String = (0..1500).map(class).collect();
    let rest: String = (1500..3000).map(class).collect();
    // A comment that pads the first half to the length of the rest.
    let pad = rest.len() + middle.len() - half.len() - 2;
    format!("{half}{}\n{middle}{rest}", "#".repeat(pad - 1))
}

#[test]
fn a_large_manifest_split_across_threads_parses_as_in_one_pass() {
    let cases = [
        // A plain boundary.
        String::new(),
        // A line that looks like a boundary inside a string and a comment.
        "$s = \"text\nclass not::a::statement {\n\"\n/*\nclass nor::this {}\n*/\n".to_string(),
        // A heredoc whose body holds such a line.
        "$h = @(END)\n  class in::heredoc {}\n  | END\nnotify { $h: }\n".to_string(),
        // A syntax error in the second half.
        "class broken { notify { 'x': message => } }\n".to_string(),
        // A statement only the full grammar reads, right at the boundary.
        "class odd { $x = 1 ; ; }\n".to_string(),
        // A syntax error where the thread starts.
        "class ok {}\nclass broken { notify { 'x': message => } }\n".to_string(),
    ];
    for (n, middle) in cases.iter().enumerate() {
        let text = large_manifest(middle);
        assert!(text.len() > 256 * 1024, "case {n} is too small to split");
        let source = Source::new(format!("big{n}.pp"), text);
        let split = syntax::parser::parse(&source, 0);
        let single = syntax::parser::parse_reference(&source, 0);
        match (&split, &single) {
            (Ok(a), Ok(b)) => assert!(a == b, "case {n}: trees differ"),
            (Err(a), Err(b)) => {
                assert_eq!((&a.message, a.span), (&b.message, b.span), "case {n}")
            }
            _ => panic!("case {n}: {split:?} vs {single:?}"),
        }
    }
}

#[test]
fn a_large_program_is_validated_in_halves_with_the_first_error_reported() {
    let text = large_manifest("class late { 2 notify { 'x': } }\n");
    let early = "class early { 1 notify { 'y': } }\n";
    let source = Source::new("big.pp", format!("{early}{text}"));
    let error = syntax::parse_and_validate(&source, 0).expect_err("two values are forgotten");
    assert_eq!(error.span.line, 1, "{error:?}");
    assert!(
        error.message.contains("Literal Integer has no effect"),
        "{error:?}"
    );
    assert_eq!(error.further, 1, "the second half's error is counted");
}
