//! YAML reader throughput: a Hiera-like document of about 1 MB (nested
//! hashes, lists, numbers, booleans, quoted and block strings), read into
//! values with positions, best of several runs; also the writer on the
//! result. System allocator (the binary's mimalloc is faster). Times are
//! the thread's CPU time, so that a busy machine does not inflate them.
//!
//! Run: `cargo bench --bench yaml`

use std::fmt::Write as _;

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

/// CPU seconds this thread has used.
fn cpu_time() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

fn main() {
    let text = document();
    let mut best_read = f64::MAX;
    let mut best_write = f64::MAX;
    for _ in 0..10 {
        let start = cpu_time();
        let doc = spaceship::yaml::parse(&text).expect("benchmark document is valid");
        best_read = best_read.min(cpu_time() - start);
        let start = cpu_time();
        let out = spaceship::yaml::to_yaml(&doc.value);
        best_write = best_write.min(cpu_time() - start);
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
