//! Benchmarks of issue #20: `spaceship diff` of two 20,000-resource
//! catalog JSON files, whole process (goal: under 100 ms), and the
//! dependency-cycle check of a 20,000-resource graph in process (goal:
//! under 20 ms). The catalogs come from the shared generated manifest
//! (`common/manifest.rs`) with every notify chained before the next; the
//! second catalog changes a message in 100, a mode in 100, drops 20
//! resources and adds 20.
//!
//! Run: `cargo build --release && cargo bench --bench diff`

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use spaceship::catalog::view::View;

/// The binary's allocator: the in-process cycle check measures what the
/// binary runs.
#[global_allocator]
static ALLOCATOR: spaceship::allocator::MiMalloc = spaceship::allocator::MiMalloc;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::graph::cycles;
use spaceship::syntax::{Source, SourceMap};

#[path = "common/manifest.rs"]
mod manifest;
use manifest::manifest;

/// Resources asked of the generator: a third are virtual and most of
/// those stay unrealized, so this gives a catalog of over 20,000.
const GENERATED: usize = 20_000;

fn chained(n: usize) -> String {
    let mut text = manifest(n);
    let notifies: Vec<usize> = (0..n).filter(|i| i % 3 == 2).collect();
    for pair in notifies.windows(2) {
        writeln!(text, "Notify['n{}'] -> Notify['n{}']", pair[0], pair[1]).unwrap();
    }
    text
}

fn edited(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut messages, mut modes, mut dropped) = (0, 0, 0);
    for line in text.lines() {
        if line.contains("notify {") && messages < 100 && line.contains("'n5") {
            out.push_str(&line.replace("message => 'm", "message => 'changed m"));
            messages += 1;
        } else if line.contains("file {") && modes < 100 && line.contains("/srv/f1") {
            out.push_str(&line.replace("'0644'", "'0640'"));
            modes += 1;
        } else if line.contains("file {") && dropped < 20 && line.contains("/srv/f4") {
            dropped += 1;
            continue;
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    for i in 0..20 {
        writeln!(out, "notify {{ 'added{i}': }}").unwrap();
    }
    out
}

fn compile(bin: &Path, manifest: &Path, json: &Path) -> usize {
    let out = Command::new(bin)
        .args(["compile", "--node", "test"])
        .arg(manifest)
        .output()
        .expect("spaceship compile");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::write(json, &out.stdout).expect("write catalog");
    String::from_utf8_lossy(&out.stdout)
        .matches("\"type\":")
        .count()
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("target/release/spaceship");
    assert!(
        bin.exists(),
        "build the release binary first: cargo build --release"
    );
    let dir = root.join("target/bench");
    std::fs::create_dir_all(&dir).expect("bench dir");
    let before = chained(GENERATED);
    let after = edited(&before);
    let (a_pp, b_pp) = (dir.join("diff-a.pp"), dir.join("diff-b.pp"));
    std::fs::write(&a_pp, &before).expect("write");
    std::fs::write(&b_pp, &after).expect("write");
    let (a_json, b_json) = (dir.join("diff-a.json"), dir.join("diff-b.json"));
    let a_count = compile(&bin, &a_pp, &a_json);
    let b_count = compile(&bin, &b_pp, &b_json);

    let mut times = Vec::new();
    let mut summary = String::new();
    for _ in 0..11 {
        let start = Instant::now();
        let out = Command::new(&bin)
            .args(["diff", "--format", "json"])
            .arg(&a_json)
            .arg(&b_json)
            .stderr(Stdio::inherit())
            .output()
            .expect("spaceship diff");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(out.status.code(), Some(2), "the catalogs differ");
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        summary = format!(
            "{} added, {} removed, {} changed",
            json["added"].as_array().map_or(0, Vec::len),
            json["removed"].as_array().map_or(0, Vec::len),
            json["changed"].as_array().map_or(0, Vec::len)
        );
    }
    println!(
        "diff: {a_count} vs {b_count} resources ({summary}): median {:.1} ms whole process (goal < 100 ms)",
        median(times)
    );

    // The cycle check, in process, on the first catalog and on it with a
    // three-resource cycle added.
    for (label, extra) in [
        ("no cycle", ""),
        ("one cycle", "Notify['n8'] -> Notify['n2']\n"),
    ] {
        let mut sources = SourceMap::default();
        sources.add(Source::new("bench.pp", format!("{before}{extra}")));
        let compiler = driver::compile(
            &sources,
            Options {
                node: "test".into(),
                facts: driver::default_facts("test"),
                loader: None,
                exports: None,
                settings: Default::default(),
            },
        )
        .expect("compiles");
        let view = View::from_catalog(&compiler.catalog, &sources);
        let mut times = Vec::new();
        let mut found = 0;
        for _ in 0..21 {
            let start = Instant::now();
            found = cycles::find(&view).len();
            times.push(start.elapsed().as_secs_f64() * 1000.0);
        }
        println!(
            "cycle check ({label}): {} resources, {found} cycle(s): median {:.1} ms (goal < 20 ms)",
            view.resources.len(),
            median(times)
        );
    }
}
