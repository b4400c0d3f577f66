//! A stable-Rust stand-in for `cargo fuzz` (see `fuzz/README.md`): parse
//! and compile, in-process, mutated copies of the seed corpus
//! (`fuzz/seeds` and the conformance manifests) for the given number of
//! seconds, with a time limit per input.
//!
//! `cargo run --release --example mutate -- SECONDS [SEED]` prints the
//! executions and findings. A panic is caught and saved; the input being
//! run is kept in `target/mutate-current.pp`, so an abort (stack overflow)
//! leaves it behind; an input running over 5 s is saved and ends the run.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::{Source, SourceMap};

/// Inputs run so far (the watchdog reports them on a hang).
static RUNS: AtomicU64 = AtomicU64::new(0);

/// xorshift64*: deterministic randomness.
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

/// Fragments worth splicing in: the syntax the bugs hid behind.
const PIECES: &[&str] = &[
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    "|$x|",
    "$x",
    "${",
    "\"",
    "'",
    "/(/",
    "/[a/",
    "\u{feff}",
    "Variant[A]",
    "type A = A\n",
    "type A = Variant[A]\n",
    ".each |$v| { }",
    ".reduce([]) |$m, $i| { [$m] }",
    "Integer[1,3000]",
    "=~",
    "->",
    "@(END)\nx\nEND\n",
    "<| |>",
    "::",
    "\\",
    "\n",
    "case $x { default: {} }",
    "Regexp['(']",
    "*",
    "undef",
    "=>",
    ",",
    ";",
    "# c\n",
    "/* c */",
    "notice(",
    "é",
];

fn mutate(rng: &mut Rng, seed: &str, other: &str) -> String {
    let mut text: Vec<char> = seed.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(text.len() + 1);
        match rng.below(6) {
            0 if !text.is_empty() => {
                let end = (at + rng.below(20)).min(text.len());
                text.drain(at.min(end)..end);
            }
            1 | 2 => {
                let piece = PIECES[rng.below(PIECES.len())];
                text.splice(at..at, piece.chars());
            }
            3 => {
                // Splice a slice of another seed.
                let o: Vec<char> = other.chars().collect();
                let from = rng.below(o.len() + 1);
                let to = (from + rng.below(80)).min(o.len());
                text.splice(at..at, o[from..to].iter().copied());
            }
            4 if !text.is_empty() => {
                let at = at.min(text.len() - 1);
                let copy: Vec<char> = text[at..(at + rng.below(40)).min(text.len())].to_vec();
                text.splice(
                    at..at,
                    copy.into_iter().cycle().take(40 * (1 + rng.below(50))),
                );
            }
            _ if !text.is_empty() => {
                let at = at.min(text.len() - 1);
                const BYTES: &[u8] = b" ()[]{}$|,;'\"/\\=<>-~@*?:#0a\n";
                text[at] = char::from(BYTES[rng.below(BYTES.len())]);
            }
            _ => {}
        }
    }
    text.into_iter().collect()
}

fn seeds(root: &Path) -> Vec<String> {
    let mut seeds = Vec::new();
    for dir in ["fuzz/seeds", "tests/conformance/cases"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        let mut paths: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "pp"))
            .collect();
        paths.sort();
        seeds.extend(paths.iter().filter_map(|p| std::fs::read_to_string(p).ok()));
    }
    seeds
}

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(60);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(0x5eed);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = seeds(root);
    assert!(
        !corpus.is_empty(),
        "no seeds found under {}",
        root.display()
    );
    let current = root.join("target/mutate-current.pp");
    let findings = root.join("target/mutate-findings");
    std::fs::create_dir_all(&findings).expect("target directory");
    // The watchdog: an input running over the limit is a hang.
    let started = Arc::new(AtomicU64::new(0));
    let epoch = Instant::now();
    {
        let started = started.clone();
        let (current, findings) = (current.clone(), findings.clone());
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(200));
                let at = started.load(Ordering::Relaxed);
                let now = epoch.elapsed().as_millis() as u64;
                if at != 0 && now.saturating_sub(at) > 5_000 {
                    let _ = std::fs::copy(&current, findings.join("hang.pp"));
                    eprintln!(
                        "hang: an input ran over 5 s; kept in {}",
                        findings.join("hang.pp").display()
                    );
                    std::process::exit(2);
                }
            }
        });
    }
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::env::var_os("MUTATE_VERBOSE").is_some() {
            hook(info);
        }
    }));
    let mut rng = Rng(seed);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut runs, mut accepted, mut panics) = (0u64, 0u64, 0u64);
    while Instant::now() < deadline {
        let a = &corpus[rng.below(corpus.len())];
        let b = &corpus[rng.below(corpus.len())];
        let text = mutate(&mut rng, a, b);
        let _ = std::fs::write(&current, &text);
        started.store(epoch.elapsed().as_millis().max(1) as u64, Ordering::Relaxed);
        let result = std::panic::catch_unwind(|| {
            let mut sources = SourceMap::default();
            sources.add(Source::new("<fuzz>", text.as_str()));
            let options = Options {
                node: "test".into(),
                facts: driver::default_facts("test"),
                loader: None,
                exports: None,
                settings: spaceship::catalog::settings::Settings::defaults(
                    spaceship::catalog::settings::PuppetVersion::V7,
                ),
            };
            driver::compile(&sources, options).is_ok()
        });
        started.store(0, Ordering::Relaxed);
        runs += 1;
        RUNS.store(runs, Ordering::Relaxed);
        match result {
            Ok(true) => accepted += 1,
            Ok(false) => {}
            Err(_) => {
                panics += 1;
                let _ = std::fs::write(findings.join(format!("panic-{runs}.pp")), &text);
            }
        }
    }
    println!(
        "{runs} inputs in {seconds} s ({} compiled cleanly), {panics} panics, 0 hangs, 0 aborts",
        accepted
    );
    if panics > 0 {
        println!("panicking inputs are in {}", findings.display());
        std::process::exit(1);
    }
}
