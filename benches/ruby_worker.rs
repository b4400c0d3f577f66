//! The Ruby worker (issue #37): a generated environment whose site
//! manifest calls 20 module functions written in Ruby that spaceship does
//! not implement (10 of the modern API, 10 of Puppet 3's; some read
//! variables and call other functions), plus a template the native ERB
//! refuses. Reports:
//! - a cold single compile, whole process (`spaceship compile ENV`, the
//!   worker started inside it, its cache of Puppet's compiled library
//!   filled), best of 3 — target ≥ 2× faster than Puppet;
//! - the same with that cache empty (a machine's first start), best of 3;
//! - a warm compile, in process, as a REPL session's second compile (the
//!   worker kept from the first), best of 5 — target ≥ 20× faster;
//! - `puppet catalog compile` of the same environment, best of 2, when
//!   Debian's `puppet` is installed;
//! - the worker's resident memory.
//!
//! Without a Ruby that loads Puppet it says so and measures nothing.
//! Run: `cargo build --release && cargo bench --bench ruby_worker`

#[path = "common/process.rs"]
mod process;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use spaceship::driver;
use spaceship::eval::Options;
use spaceship::syntax::SourceMap;

const FUNCTIONS: usize = 20;

/// Writes the environment: module `rb` with the functions, `site.pp`
/// calling each once.
fn generate(env: &Path) {
    let _ = std::fs::remove_dir_all(env);
    let modern = env.join("modules/rb/lib/puppet/functions/rb");
    let legacy = env.join("modules/rb/lib/puppet/parser/functions");
    let templates = env.join("modules/rb/templates");
    for dir in [&modern, &legacy, &templates, &env.join("manifests")] {
        std::fs::create_dir_all(dir).expect("bench dirs");
    }
    std::fs::write(env.join("environment.conf"), "modulepath = modules\n").unwrap();
    let mut site = String::from("$base = 'site'\n");
    for i in 0..FUNCTIONS / 2 {
        std::fs::write(
            modern.join(format!("f{i}.rb")),
            format!(
                "Puppet::Functions.create_function(:'rb::f{i}') do\n  dispatch :f do\n    param 'String', :s\n  end\n  def f(s)\n    \"#{{call_function('upcase', s)}}-#{{closure_scope['base']}}-{i}\"\n  end\nend\n"
            ),
        )
        .unwrap();
        std::fs::write(
            legacy.join(format!("rb_g{i}.rb")),
            format!(
                "module Puppet::Parser::Functions\n  newfunction(:rb_g{i}, :type => :rvalue) do |args|\n    args.map {{ |a| a.to_s * 2 }}.join(lookupvar('base'))\n  end\nend\n"
            ),
        )
        .unwrap();
        site.push_str(&format!(
            "notify {{ 'f{i}': message => rb::f{i}('x{i}') }}\nnotify {{ 'g{i}': message => rb_g{i}('a', {i}) }}\n"
        ));
    }
    std::fs::write(
        templates.join("pp.erb"),
        // `each_grapheme_cluster`: Ruby the native evaluator refuses.
        "<%= @base.each_grapheme_cluster.map(&:upcase).join %>",
    )
    .unwrap();
    site.push_str("file { '/tmp/pp': content => template('rb/pp.erb') }\n");
    std::fs::write(env.join("manifests/site.pp"), site).unwrap();
}

fn ruby_with_puppet() -> bool {
    Command::new("ruby")
        .args(["-e", "require 'puppet'"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Compiles in this process (this thread's worker), returning seconds.
fn compile_in_process(env: &Path) -> (f64, usize) {
    let start = Instant::now();
    let inputs = driver::inputs(
        &[env.to_path_buf()],
        &spaceship::loader::Overrides {
            ruby: spaceship::ruby::hosts(),
            ..Default::default()
        },
    )
    .expect("inputs");
    let mut sources = SourceMap::default();
    for manifest in &inputs.manifests {
        driver::load(&mut sources, manifest).expect("manifest");
    }
    let loader = inputs
        .environment
        .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>);
    let options = Options {
        node: "test".into(),
        facts: driver::default_facts("test"),
        loader,
        exports: None,
        // Measured beside the system's Puppet 7.23.
        settings: spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    };
    let compiler = driver::compile_loading(&mut sources, options).expect("compiles");
    let through: usize = compiler.ruby_uses().iter().map(|(_, n)| n).sum();
    (start.elapsed().as_secs_f64(), through)
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    if !ruby_with_puppet() {
        println!("ruby_worker: no Ruby with Puppet's library here: nothing measured");
        return;
    }
    let env = root.join("target/bench/ruby-worker-env");
    generate(&env);
    let bin = root.join("target/release/spaceship");

    // Cold: a whole `spaceship compile`, its worker started inside it.
    let cold = process::best_of(3, || {
        let mut c = Command::new(&bin);
        c.args(["compile", "--no-storeconfigs", "--node", "test"])
            .arg(&env);
        c
    })
    .expect("spaceship runs");
    assert!(
        cold.stdout.contains("\"content\":\"SITE\""),
        "{}",
        cold.stderr
    );
    println!(
        "ruby_worker: cold compile: {:.0} ms wall, {:.0} ms CPU, {:.1} MB peak (spaceship alone; the worker is another process)",
        cold.seconds * 1000.0,
        cold.cpu_seconds * 1000.0,
        cold.peak_mb
    );
    let cold = cold.seconds;
    // The first start on a machine: the worker's cache of Puppet's
    // compiled library (see docs/templates-and-ruby.md) empty.
    let empty_cache = root.join("target/bench/ruby-worker-empty-cache");
    let first_start = process::best_of(3, || {
        let _ = std::fs::remove_dir_all(&empty_cache);
        std::fs::create_dir_all(&empty_cache).unwrap();
        let mut c = Command::new(&bin);
        c.args(["compile", "--no-storeconfigs", "--node", "test"])
            .arg(&env)
            .env("SPACESHIP_RUBY_CACHE", &empty_cache);
        c
    })
    .expect("spaceship runs")
    .seconds;
    // Warm: the second and later compiles of one session.
    let (first, through) = compile_in_process(&env);
    assert_eq!(through, FUNCTIONS + 1, "everything went through the worker");
    let warm = (0..5)
        .map(|_| compile_in_process(&env).0)
        .fold(f64::MAX, f64::min);
    println!(
        "ruby_worker: {FUNCTIONS} Ruby functions + 1 template: cold compile {:.0} ms (whole process), first in-process compile {:.0} ms, warm compile {:.1} ms",
        cold * 1000.0,
        first * 1000.0,
        warm * 1000.0
    );
    let inputs = driver::inputs(
        std::slice::from_ref(&env),
        &spaceship::loader::Overrides {
            ruby: spaceship::ruby::hosts(),
            ..Default::default()
        },
    )
    .expect("inputs");
    if let Some(host) = inputs
        .environment
        .as_ref()
        .and_then(|e| spaceship::loader::interface::Loader::ruby_host(&**e))
        && let Some(described) = host.describe()
    {
        println!("ruby_worker: {described}");
    }
    if !process::on_path("puppet") {
        println!("ruby_worker: puppet not installed: no comparison");
        return;
    }
    let work = root.join("target/bench/ruby-worker-puppet");
    let puppet = process::best_of(2, || {
        let _ = std::fs::remove_dir_all(&work);
        for sub in ["conf", "var", "code/environments"] {
            std::fs::create_dir_all(work.join(sub)).unwrap();
        }
        std::os::unix::fs::symlink(&env, work.join("code/environments/production")).unwrap();
        let mut cmd = Command::new("puppet");
        cmd.args([
            "catalog",
            "compile",
            "--render-as",
            "json",
            "--certname",
            "test",
        ]);
        for sub in ["conf", "var", "code"] {
            cmd.arg(format!("--{sub}dir")).arg(work.join(sub));
        }
        cmd
    })
    .expect("puppet runs");
    let best = puppet.seconds;
    println!(
        "ruby_worker: puppet catalog compile {:.0} ms: cold {:.1}x faster (target 2x), warm {:.0}x faster (target 20x); a machine's first start (empty library cache, {:.0} ms) {:.1}x",
        best * 1000.0,
        best / cold,
        best / warm,
        first_start * 1000.0,
        best / first_start
    );
}
