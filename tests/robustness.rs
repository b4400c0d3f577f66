//! No input makes spaceship panic or overflow its stack: random and
//! mutated manifests (seeded, bounded in count and time) go through the
//! parser and, when they parse, the compiler; deep nesting gets a clean
//! error.

use std::path::Path;
use std::time::{Duration, Instant};

use spaceship::driver;

#[path = "common/compile.rs"]
#[allow(dead_code)]
mod compile;
use compile::{default_options, one_source};

/// xorshift64*: deterministic, dependency-free randomness.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "<|",
    "|>",
    "<<|",
    "|>>",
    "->",
    "~>",
    "=>",
    "+>",
    ",",
    ";",
    ":",
    "'",
    "\"",
    "$",
    "${",
    "@",
    "@@",
    "*",
    "=",
    "==",
    "!",
    "?",
    "|",
    "/",
    "#",
    "\n",
    "@(END)\n",
    "END\n",
    "file",
    "class",
    "define",
    "node",
    "if",
    "else",
    "case",
    "default",
    "undef",
    "File",
    "Resource[",
    "include",
    "notice",
    "0x",
    "1e",
    "\\",
    "\u{e9}",
    "\u{a0}",
];

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if !chars.is_empty() => {
                let end = (at + 1 + rng.below(8)).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len())];
                for (i, c) in piece.chars().enumerate() {
                    chars.insert((at + i).min(chars.len()), c);
                }
            }
            _ if chars.len() > 2 => {
                let other = rng.below(chars.len());
                let at = at.min(chars.len() - 1);
                chars.swap(at, other);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn check(text: &str) {
    let sources = one_source("<fuzz>", text);
    let options = default_options();
    // Errors are fine; a panic fails the test (with the input).
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = driver::compile(&sources, options);
    }));
    assert!(
        result.is_ok(),
        "panicked on input:\n{text}\n(as a Rust string: {text:?})"
    );
}

#[test]
fn mutated_manifests_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/cases");
    let mut seeds: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "pp"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .collect();
    seeds.sort();
    let mut rng = Rng(0x5eed_cafe_f00d_d00d);
    let deadline = Instant::now() + Duration::from_secs(8);
    let mut tried = 0;
    while tried < 3000 && Instant::now() < deadline {
        let seed = &seeds[rng.below(seeds.len())];
        check(&mutate(&mut rng, seed));
        tried += 1;
    }
    assert!(tried >= 200, "too few inputs tried: {tried}");
}

#[test]
fn random_token_soup_never_panics() {
    let mut rng = Rng(42);
    for _ in 0..500 {
        let text: String = (0..rng.below(40))
            .map(|_| PIECES[rng.below(PIECES.len())])
            .collect::<Vec<_>>()
            .join(" ");
        check(&text);
    }
}

#[test]
fn deep_nesting_is_a_clean_error() {
    for open in ["[", "(", "{", "$x = ["] {
        let text = format!("$x = {}", open.repeat(10_000));
        let sources = one_source("<deep>", text);
        let options = default_options();
        let error = driver::compile(&sources, options).err().expect("rejected");
        assert!(
            error.diagnostic.message.contains("nesting is too deep"),
            "{}",
            error.diagnostic.message
        );
    }
    // Deep but legal nesting still compiles.
    let text = format!(
        "$x = {}1{}\nnotify {{ 'n': message => \"${{x}}\" }}",
        "[".repeat(150),
        "]".repeat(150)
    );
    let sources = one_source("<deep>", text);
    let options = default_options();
    assert!(driver::compile(&sources, options).is_ok());
}

/// Inputs the fuzzer found crashing (`tests/data/fuzz-findings`), kept
/// as they were found: each compiles or fails cleanly, never panics.
#[test]
fn fuzz_findings_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz-findings");
    let mut found = 0;
    for entry in std::fs::read_dir(root).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        check(&String::from_utf8_lossy(&bytes));
        found += 1;
    }
    assert!(found >= 3, "the findings are missing");
}

/// A quote inside a regex literal is not a string: the heredoc after it
/// is still found (Puppet's lexer decides regex or division by the token
/// before the `/`).
#[test]
fn a_quote_in_a_regex_does_not_hide_a_heredoc() {
    let text = "$x = 'a' =~ /'/\n$y = @(E)\n  body\n  E\nnotify { $y: }\n";
    let sources = one_source("<regex>", text);
    let options = default_options();
    let compiled = driver::compile(&sources, options).expect("compiles as in Puppet");
    assert!(
        compiled
            .catalog
            .resources
            .iter()
            .any(|r| r.title == "  body\n"),
        "the heredoc's text is the title"
    );
}
