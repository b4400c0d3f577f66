//! Interactive latency (issues #4 and #5): REPL start-up, one REPL input
//! with a 20,000-resource manifest loaded, and one explorer keystroke in
//! the query bar (matches computed and a frame drawn) with 100,000
//! resources loaded.
//!
//! Run: `cargo build --release && cargo bench --bench interactive`

use std::process::{Command, Stdio};
use std::time::Instant;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use spaceship::session::Session;
use spaceship::tui::{App, Key, ui};

#[path = "common/manifest.rs"]
mod manifest;

/// The binary's allocator, so that inputs are timed as the REPL runs them.
#[global_allocator]
static ALLOCATOR: spaceship::allocator::MiMalloc = spaceship::allocator::MiMalloc;

/// One kind of input the benchmark types: its name, and the input for
/// probe number `i`.
type Probe = (&'static str, fn(usize) -> String);

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = root.join("target/release/spaceship");
    let dir = root.join("target/bench");
    std::fs::create_dir_all(&dir).unwrap();

    if bin.exists() {
        let mut best = f64::MAX;
        for _ in 0..10 {
            let start = Instant::now();
            Command::new(&bin)
                .args(["--node", "test"])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .status()
                .unwrap();
            best = best.min(start.elapsed().as_secs_f64());
        }
        println!(
            "repl start-up (whole process, empty session): {:.1} ms",
            best * 1000.0
        );
    }

    // As the REPL and the explorer run.
    spaceship::allocator::keep_freed_memory();
    let path = dir.join("interactive-20000.pp");
    std::fs::write(&path, manifest::manifest(20_000)).unwrap();
    let mut session = Session::new("test".into(), spaceship::driver::default_facts("test"));
    let start = Instant::now();
    session.load(&path).unwrap();
    println!(
        "repl: loading 20,000 resources: {:.0} ms",
        start.elapsed().as_secs_f64() * 1000.0
    );
    // An input is answered when its account is printed and the prompt's
    // completion data is up to date again.
    let mut helper = spaceship::repl::helper::PuppetHelper::new(&session);
    let painter = spaceship::repl::Painter {
        colour: true,
        quiet: false,
    };
    // Classes to declare (defining one is itself a recompile).
    for i in 0..5 {
        for name in ["probe_class", "late_class"] {
            let class = format!(
                "class {name}{i}($n = {i}) {{ file {{ \"/srv/{name}{i}\": mode => '0644', tag => 'ft0' }} notify {{ \"{name}{i}\": message => \"${{n}}\" }} }}"
            );
            session.submit(&class).unwrap();
        }
        let outer =
            format!("define probe_outer{i}() {{ probe_def{i} {{ \"inner ${{title}}\": }} }}");
        session.submit(&outer).unwrap();
    }
    let inputs: [Probe; 25] = [
        ("declaration", |i| {
            format!("notify {{ 'probe{i}': message => \"m{i}\" }}")
        }),
        ("assignment", |i| {
            format!("$probe{i} = [1, 2, 3].map |$x| {{ $x * {i} }}")
        }),
        ("notice", |i| format!("notice(\"probe {i}\")")),
        ("attribute", |_| "File['/srv/f1']['mode']".to_string()),
        // Matched by a collector with overrides.
        // Relationships: the REPL looks for a cycle they may close.
        ("chain", |i| {
            format!("notify {{ 'chained{i}': }} -> file {{ '/srv/chained{i}': }}")
        }),
        ("type alias", |i| {
            format!("type ProbeAlias{i} = Integer[0, {i}]")
        }),
        // Tags what the top scope declared (no define instance took the
        // top scope's tags yet).
        ("tag()", |i| format!("tag('probe{i}')")),
        ("collected", |i| {
            format!("file {{ '/srv/probe{i}': tag => 'ft0' }}")
        }),
        ("collector", |i| {
            format!("User <| tag == 'team{i}' |> {{ shell => '/bin/sh' }}")
        }),
        ("class", |i| format!("include probe_class{i}")),
        // A user a collector realized already.
        ("realize", |i| format!("realize(User['user{}'])", i * 3)),
        // Defaults reach only what is declared after them.
        ("resource default", |i| {
            let attribute = ["loglevel", "withpath", "noop", "schedule", "audit"][i % 5];
            format!("Notify {{ {attribute} => undef }}")
        }),
        // Reads an attribute as the top scope left it (before the
        // collectors' overrides).
        ("declaration reading an attribute", |i| {
            format!("notify {{ 'read{i}': message => File['/srv/f1']['mode'] }}")
        }),
        ("definition", |i| {
            format!(
                "define probe_def{i}($m = 'x') {{ notify {{ \"pd${{title}}\": message => $m }} }}"
            )
        }),
        // Of a resource the top scope declared (only subclasses override
        // what classes declared).
        ("resource override", |i| {
            format!("Notify['probe{i}'] {{ withpath => true }}")
        }),
        // Its body runs after the top scope: the last of the kinds.
        ("define instance", |i| format!("probe_def{i} {{ 'i{i}': }}")),
        // Metaparameters pass to the body's resources.
        ("define instance with metaparameters", |i| {
            format!("probe_def{i} {{ 'meta{i}': noop => true, require => Notify['probe{i}'] }}")
        }),
        // Its body declares an instance, run in the loop's next pass.
        ("nested define instance", |i| {
            format!("probe_outer{i} {{ 'o{i}': }}")
        }),
        ("assignment after a define body ran", |i| {
            format!("$late{i} = [1, 2, 3].map |$x| {{ $x * {i} }}")
        }),
        ("notice after a define body ran", |i| {
            format!("notice(\"late {i}\")")
        }),
        ("declaration after a define body ran", |i| {
            format!("notify {{ 'late{i}': message => \"m{i}\" }}")
        }),
        ("class after a define body ran", |i| {
            format!("include late_class{i}")
        }),
        ("lookup after a define body ran", |i| {
            format!("$lookup{i} = lookup('probe::key{i}', undef, undef, {i})")
        }),
        ("collector after a define body ran", |i| {
            format!("File <| title == '/srv/f{i}1' |> {{ owner => 'u{i}' }}")
        }),
        ("template after a define body ran", |i| {
            format!("notify {{ 'rendered{i}': message => inline_epp('<%= $lookup{i} %>') }}")
        }),
    ];
    for (kind, input) in inputs {
        let mut times = Vec::new();
        let mut incremental = true;
        for i in 0..5 {
            let start = Instant::now();
            let report = session.submit(&input(i)).unwrap();
            spaceship::repl::answer(&session, &report, painter, &mut Vec::new());
            helper.refresh(&session);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            incremental &= report.incremental || report.value.is_some();
        }
        let how = if incremental { "" } else { " (recompiled)" };
        println!(
            "repl: one input with 20,000 resources loaded, {kind}{how}: {:.2} ms (median of 5)",
            median(&mut times)
        );
    }
    // Define instances the top scope declared took its tags as their
    // bodies ran: `tag()` now recompiles the whole catalog. The first
    // input that may close a cycle after a recompile looks at the whole
    // catalog (and makes the cycle watch the next ones use).
    let mut recompiles = Vec::new();
    let mut times = Vec::new();
    for i in 0..5 {
        let start = Instant::now();
        let report = session.submit(&format!("tag('first{i}')")).unwrap();
        spaceship::repl::answer(&session, &report, painter, &mut Vec::new());
        helper.refresh(&session);
        recompiles.push(start.elapsed().as_secs_f64() * 1000.0);
        assert!(!report.incremental, "the bench needs a recompile here");
        let start = Instant::now();
        let report = session
            .submit(&format!(
                "notify {{ 'first{i}': }} -> file {{ '/srv/first{i}': }}"
            ))
            .unwrap();
        spaceship::repl::answer(&session, &report, painter, &mut Vec::new());
        helper.refresh(&session);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    println!(
        "repl: one input with 20,000 resources loaded, tag() once define instances took the top scope's tags (recompiled): {:.2} ms (median of 5)",
        median(&mut recompiles)
    );
    println!(
        "repl: one input with 20,000 resources loaded, chain just after a recompile: {:.2} ms (median of 5)",
        median(&mut times)
    );

    let path = dir.join("interactive-100000.pp");
    std::fs::write(&path, manifest::manifest(100_000)).unwrap();
    let mut session = Session::new("test".into(), spaceship::driver::default_facts("test"));
    session.load(&path).unwrap();
    let mut app = App::new(&mut session);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    app.key(Key::Char('/'));
    let (median_ms, worst) = keystrokes(&mut app, &mut terminal, "User <| tag == 'team3' |>");
    println!(
        "explorer: query keystroke with {} resources: median {median_ms:.1} ms, worst {worst:.1} ms ({} matches)",
        app.rows.len(),
        app.matches.len()
    );

    // The filter runs over every resource at each keystroke.
    app.key(Key::Esc);
    app.key(Key::Esc);
    app.key(Key::Char('f'));
    let (median_ms, worst) = keystrokes(&mut app, &mut terminal, "type:file srv -tag:x");
    println!(
        "explorer: filter keystroke with {} resources: median {median_ms:.1} ms, worst {worst:.1} ms ({} kept)",
        app.session.catalog().resources.len(),
        app.rows.len()
    );
}

/// Types `text` a key at a time, each drawn: the median and worst times
/// of a keystroke, in ms.
fn keystrokes(app: &mut App, terminal: &mut Terminal<TestBackend>, text: &str) -> (f64, f64) {
    let mut times = Vec::new();
    for c in text.chars() {
        let start = Instant::now();
        app.key(Key::Char(c));
        terminal.draw(|f| ui::draw(f, app)).unwrap();
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    if std::env::var_os("SPACESHIP_BENCH_KEYS").is_some() {
        eprintln!("keystrokes of {text:?}: {times:.1?}");
    }
    let worst = times.iter().cloned().fold(0.0, f64::max);
    (median(&mut times), worst)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}
