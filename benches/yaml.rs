//! YAML reader throughput: a Hiera-like document of about 1 MB (nested
//! hashes, lists, numbers, booleans, quoted and block strings), read into
//! values with positions, best of several runs; also the writer on the
//! result. System allocator (the binary's mimalloc is faster).
//!
//! Run: `cargo bench --bench yaml`

use std::fmt::Write as _;
use std::time::Instant;

fn document() -> String {
    let mut s = String::from("---\n");
    let mut i = 0;
    while s.len() < 1_000_000 {
        write!(
            s,
            "profile::app{i}::settings:\n  enabled: yes\n  port: {port}\n  ratio: {i}.25\n  \
             mode: 0644\n  owner: 'www-data'\n  servers:\n    - name: node{i}.example.com\n      \
             weight: {i}\n    - name: \"backup{i}.example.com\"\n      weight: ~\n  \
             motd: |\n    Welcome to app {i}\n    Managed by Puppet\n",
            port = 8000 + i % 1000
        )
        .unwrap();
        i += 1;
    }
    s
}

fn main() {
    let text = document();
    let mut best_read = f64::MAX;
    let mut best_write = f64::MAX;
    for _ in 0..10 {
        let start = Instant::now();
        let doc = spaceship::yaml::parse(&text).expect("benchmark document is valid");
        best_read = best_read.min(start.elapsed().as_secs_f64());
        let start = Instant::now();
        let out = spaceship::yaml::to_yaml(&doc.value);
        best_write = best_write.min(start.elapsed().as_secs_f64());
        assert!(out.len() > text.len() / 2);
    }
    println!(
        "yaml: read {:.2} MB in {:.1} ms ({:.0} MB/s), write {:.1} ms",
        text.len() as f64 / 1e6,
        best_read * 1e3,
        text.len() as f64 / 1e6 / best_read,
        best_write * 1e3
    );
}
