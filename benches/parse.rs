//! Parser throughput: parses every `.pp` file below `SPACESHIP_CORPUS`
//! (the real-world corpus of issue #2, never committed) in one process and
//! prints MB/s. Without it, the repository's own test manifests are used,
//! repeated to a few megabytes.
//!
//! Run: `SPACESHIP_CORPUS=/path/to/corpus cargo bench --bench parse`

use std::path::{Path, PathBuf};
use std::time::Instant;

use spaceship::syntax::{self, Source};

// The allocator the `spaceship` binary runs with.
#[global_allocator]
static ALLOCATOR: spaceship::allocator::MiMalloc = spaceship::allocator::MiMalloc;

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "pp") {
            out.push(p);
        }
    }
}

fn main() {
    let root = std::env::var_os("SPACESHIP_CORPUS").map(PathBuf::from);
    let mut files = Vec::new();
    match &root {
        Some(r) => collect(r, &mut files),
        None => collect(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
            &mut files,
        ),
    }
    files.sort();
    let mut texts: Vec<String> = files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .collect();
    if root.is_none() {
        let base = texts.clone();
        while texts.iter().map(String::len).sum::<usize>() < 4_000_000 {
            texts.extend(base.iter().cloned());
        }
    }
    let bytes: usize = texts.iter().map(String::len).sum();
    let sources: Vec<Source> = texts
        .into_iter()
        .enumerate()
        .map(|(i, t)| Source::new(format!("f{i}"), t))
        .collect();
    let mut best = f64::MAX;
    let mut accepted = 0;
    for _ in 0..5 {
        let start = Instant::now();
        accepted = sources
            .iter()
            .filter(|s| syntax::parse_and_validate(s, 0).is_ok())
            .count();
        best = best.min(start.elapsed().as_secs_f64());
    }
    let mb = bytes as f64 / 1e6;
    println!(
        "parse: {} files, {:.2} MB, {} accepted, best of 5: {:.3} s = {:.1} MB/s",
        sources.len(),
        mb,
        accepted,
        best,
        mb / best
    );
}
