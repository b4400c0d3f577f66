//! Set operations benchmark for issue #42: `unique`, array `-`,
//! stdlib's `union` and a template filling a hash key by key, over arrays of 10,000 and 100,000 strings, each in a
//! whole `spaceship compile` of the release binary (best of 3), and the
//! growth from one size to the other, which should be within twice
//! linear (they were quadratic: 8.8–10.6 s at 100,000 elements, against
//! Puppet's 1.4 s). The 200,000-resource compile's growth is the compile
//! benchmark's (`cargo bench --bench compile`).
//!
//! Run: `cargo build --release && cargo bench --bench sets`

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

const RUNS: usize = 3;

/// The manifest for `op` over arrays of `n` elements: two arrays of
/// strings that half overlap, and one repeated operation on them.
fn manifest(op: &str, n: usize) -> String {
    let arrays = format!(
        "$a = Integer[1, {n}].map |$i| {{ \"s${{i}}\" }}\n$b = Integer[1, {n}].map |$i| {{ \"s${{$i * 2}}\" }}\n"
    );
    let operation = match op {
        "unique" => "notice(unique($a + $b).length)",
        "minus" => "notice(($a - $b).length)",
        "union" => "notice(union($a, $b).length)",
        "template-hash" => {
            "notice(inline_template('<% h = {}; @a.each { |k| h[k] = 1 }; @b.each { |k| h[k] = 2 } %><%= h.size %>'))"
        }
        _ => "notice($a.length + $b.length)",
    };
    format!("{arrays}{operation}\n")
}

/// Seconds of the best of [`RUNS`] compiles of `manifest`.
fn best(bin: &Path, modules: &Path, manifest: &Path) -> f64 {
    (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            let status = Command::new(bin)
                .args([
                    "compile",
                    "--no-storeconfigs",
                    "--node",
                    "test",
                    "--format",
                    "text",
                ])
                .arg("--modulepath")
                .arg(modules)
                .arg(manifest)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .expect("spawn");
            assert!(status.success(), "{} failed", manifest.display());
            start.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("target/release/spaceship");
    assert!(
        bin.exists(),
        "build the release binary first: cargo build --release"
    );
    let dir = root.join("target/bench/sets");
    // stdlib's union is callable once a module defines it.
    let functions = dir.join("modules/stdlib/lib/puppet/parser/functions");
    std::fs::create_dir_all(&functions).expect("bench dir");
    std::fs::write(
        functions.join("union.rb"),
        "module Puppet::Parser::Functions\n  newfunction(:union, type: :rvalue) { |args| }\nend\n",
    )
    .expect("write module");
    let modules = dir.join("modules");
    for op in ["baseline", "unique", "minus", "union", "template-hash"] {
        let mut times = Vec::new();
        for n in [10_000, 100_000] {
            let path = dir.join(format!("{op}-{n}.pp"));
            std::fs::write(&path, manifest(op, n)).expect("write manifest");
            let t = best(&bin, &modules, &path);
            println!("{op:>8} at {n:>7} elements: {:8.1} ms", t * 1000.0);
            times.push(t);
        }
        let growth = times[1] / times[0];
        println!(
            "{op:>8} growth: 10x elements -> {growth:.1}x time ({})",
            if growth <= 20.0 {
                "within 2x of linear"
            } else {
                "WORSE than 2x linear"
            }
        );
    }
}
