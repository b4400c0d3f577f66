//! Module Ruby code through the Ruby worker, against real Puppet: every
//! `tests/ruby/cases/*/` holds a Puppet environment (`env/`) whose module
//! carries Ruby spaceship does not implement natively — functions of both
//! APIs (pure, reading scopes, calling other functions, raising, returning
//! rich data), templates the native ERB refuses, a Hiera backend — and
//! what Puppet 7.23 compiled from it (`expected`, made by
//! `scripts/regen-ruby-worker`). `tests/ruby/worker_faults/` holds
//! functions that crash, hang or do not load.
//!
//! The tests that run Ruby need a Ruby with Puppet's library (Debian's
//! `puppet` package); without one they print `skipped: NAME: no
//! ruby/puppet` and pass. The errors given without a worker are tested
//! everywhere.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value as Json;
use spaceship::catalog::json::{Selection, catalog_json};
use spaceship::catalog::settings::PuppetVersion;
use spaceship::catalog::text;
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::loader::Overrides;
use spaceship::syntax::SourceMap;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ruby")
}

/// Whether a Ruby that loads Puppet is here (as the worker finds one).
fn ruby_with_puppet() -> bool {
    let ruby = std::env::var("SPACESHIP_RUBY")
        .ok()
        .filter(|r| !r.is_empty())
        .or_else(|| {
            Path::new("/opt/puppetlabs/puppet/bin/ruby")
                .is_file()
                .then(|| "/opt/puppetlabs/puppet/bin/ruby".to_string())
        })
        .unwrap_or_else(|| "ruby".into());
    Command::new(ruby)
        .args(["-e", "require 'puppet'"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs a test that needs Ruby, or reports it skipped.
fn needs_ruby(name: &str) -> bool {
    let here = ruby_with_puppet();
    if !here {
        println!("skipped: {name}: no ruby/puppet");
    }
    here
}

/// Compiles an environment as `spaceship compile ENV` does, in this
/// thread (whose worker is kept between compiles); a catalog as the regen
/// script normalizes it, or `error: MESSAGE`.
fn compile(env: &Path, extra_code: Option<&str>) -> String {
    let env_path = std::fs::canonicalize(env).expect("env dir");
    let (compiled, sources) = compile_as(env, extra_code, PuppetVersion::V7);
    let shown = match compiled {
        Ok(compiler) => {
            let mut json = catalog_json(&compiler.catalog, &sources, Selection::Puppet);
            let obj = json.as_object_mut().expect("catalog object");
            for key in ["version", "catalog_uuid", "code_id"] {
                obj.shift_remove(key);
            }
            serde_json::to_string(&json).expect("json")
        }
        Err(e) => format!("error: {}", e.puppet_message()),
    };
    shown.replace(&env_path.display().to_string(), "<env>")
}

/// Compiles an environment (and `extra_code`, instead of its manifests)
/// for a Puppet version.
fn compile_as(
    env: &Path,
    extra_code: Option<&str>,
    version: PuppetVersion,
) -> (
    Result<spaceship::eval::Compiler, driver::CompileError>,
    SourceMap,
) {
    let env_path = std::fs::canonicalize(env).expect("env dir");
    let facts_file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/environments/facts.json");
    let facts_json: Json =
        serde_json::from_str(&std::fs::read_to_string(facts_file).unwrap()).unwrap();
    let overrides = Overrides {
        modulepath: (!env.join("environment.conf").is_file())
            .then(|| env_path.join("modules").display().to_string()),
        ruby: spaceship::ruby::hosts(),
        ..Overrides::default()
    };
    let paths = match extra_code {
        Some(_) => Vec::new(),
        None => vec![env.to_path_buf()],
    };
    let inputs = driver::inputs(&paths, &overrides).expect("inputs");
    let mut sources = SourceMap::default();
    for manifest in &inputs.manifests {
        driver::load(&mut sources, manifest).expect("manifest readable");
    }
    if let Some(code) = extra_code {
        sources.add(spaceship::syntax::Source::new(
            "<execute>",
            code.to_string(),
        ));
    }
    let loader = inputs
        .environment
        .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>);
    let options = Options {
        node: "test".into(),
        facts: spaceship::catalog::json::json_to_value(&facts_json),
        loader,
        exports: None,
        // The expectations are Puppet 7.23's (scripts/regen-ruby-worker).
        settings: spaceship::catalog::settings::Settings::defaults(version),
    };
    let compiled = driver::compile_loading(&mut sources, options);
    (compiled, sources)
}

fn expected(case: &Path) -> String {
    let text = std::fs::read_to_string(case.join("expected"))
        .expect("expected output; run scripts/regen-ruby-worker");
    match serde_json::from_str::<Json>(&text) {
        Ok(json) => serde_json::to_string(&json).expect("json"),
        Err(_) => text.trim_end().to_string(),
    }
}

#[test]
fn module_ruby_code_compiles_as_puppet_compiled_it() {
    if !needs_ruby("module_ruby_code_compiles_as_puppet_compiled_it") {
        return;
    }
    let mut cases: Vec<_> = std::fs::read_dir(root().join("cases"))
        .expect("cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("env").is_dir())
        .collect();
    cases.sort();
    assert!(cases.len() >= 3, "the Ruby cases are missing");
    let mut failures = Vec::new();
    for case in &cases {
        let (want, got) = (expected(case), compile(&case.join("env"), None));
        if want != got {
            failures.push(format!(
                "{}:\n  puppet:    {want}\n  spaceship: {got}",
                case.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn faults() -> PathBuf {
    root().join("worker_faults")
}

/// `spaceship compile` of `code` with the faults module, and its stderr.
fn cli(code: &str, flags: &[&str], env: &[(&str, &str)]) -> (bool, String) {
    let modules = faults().join("modules");
    let mut command = Command::new(env!("CARGO_BIN_EXE_spaceship"));
    command
        .args([
            "compile",
            "--no-storeconfigs",
            "--node",
            "test",
            "--modulepath",
        ])
        .arg(&modules)
        .args(flags)
        .args(["-e", code]);
    for (k, v) in env {
        command.env(k, v);
    }
    let out = command.output().expect("spaceship runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn no_ruby_keeps_the_unknown_function_error() {
    let (ok, stderr) = cli("notice(faults::fine())", &["--no-ruby"], &[]);
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("<execute>:1:8: Evaluation Error: Unknown function: 'faults::fine'. (spaceship does not implement this Ruby function, defined in "),
        "{stderr}"
    );
    assert!(stderr.contains("faults/fine.rb)"), "{stderr}");
}

#[test]
fn without_a_ruby_the_error_says_how_to_install_one() {
    let (ok, stderr) = cli(
        "notice(faults::fine())",
        &[],
        &[("SPACESHIP_RUBY", "/nonexistent/ruby")],
    );
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("no Ruby worker: SPACESHIP_RUBY=/nonexistent/ruby: no such executable; install Puppet's Ruby library (Debian/Ubuntu: `apt-get install puppet`"),
        "{stderr}"
    );
    let (ok, stderr) = cli("notice(faults::fine())", &["--ruby", "/bin/false"], &[]);
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("/bin/false cannot load Puppet's Ruby library"),
        "{stderr}"
    );
}

#[test]
fn a_worker_that_dies_is_a_located_error_and_the_next_call_gets_a_fresh_one() {
    if !needs_ruby("a_worker_that_dies_is_a_located_error_and_the_next_call_gets_a_fresh_one") {
        return;
    }
    let env = faults();
    let died = compile(&env, Some("$x = 1\nnotice(faults::die())"));
    assert_eq!(
        died,
        "error: Evaluation Error: Error while evaluating a Function Call, the Ruby worker died (signal: 9 (SIGKILL)) (line: 2, column: 8)"
    );
    // The same thread's next compile: a new worker answers.
    let fine = compile(&env, Some("notify { faults::fine(): }"));
    assert!(fine.contains(r#""title":"fine""#), "{fine}");
}

#[test]
fn a_function_file_that_does_not_load_is_a_located_error() {
    if !needs_ruby("a_function_file_that_does_not_load_is_a_located_error") {
        return;
    }
    let got = compile(&faults(), Some("notice(faults_not_loading())"));
    assert!(
        got.starts_with("error: Evaluation Error: Error while evaluating a Function Call, Could not autoload puppet/parser/functions/faults_not_loading: "),
        "{got}"
    );
    assert!(
        got.ends_with("faults_not_loading.rb:5: syntax error, unexpected `end', expecting ']'"),
        "{got}"
    );
}

#[test]
fn a_hung_worker_stops_at_the_time_limit() {
    if !needs_ruby("a_hung_worker_stops_at_the_time_limit") {
        return;
    }
    let (ok, stderr) = cli(
        "notice(faults::hang())",
        &[],
        &[("SPACESHIP_RUBY_TIMEOUT", "2")],
    );
    assert!(!ok, "{stderr}");
    assert!(
        stderr.contains("<execute>:1:8: Evaluation Error: Error while evaluating a Function Call, the Ruby worker did not answer within 2 seconds (SPACESHIP_RUBY_TIMEOUT)"),
        "{stderr}"
    );
}

#[test]
fn timings_name_what_went_through_ruby() {
    if !needs_ruby("timings_name_what_went_through_ruby") {
        return;
    }
    let (ok, stderr) = cli(
        "notice(faults::fine()) notice(faults::fine())",
        &[],
        &[("SPACESHIP_TIMINGS", "1")],
    );
    assert!(ok, "{stderr}");
    assert!(
        stderr.contains("timing: Ruby worker (function faults::fine ×2; within the phases above)"),
        "{stderr}"
    );
    assert!(stderr.contains("timing: Ruby worker: Puppet "), "{stderr}");
}

#[test]
fn why_says_what_went_through_ruby() {
    if !needs_ruby("why_says_what_went_through_ruby") {
        return;
    }
    let env = root().join("provenance/env");
    let (compiled, sources) = compile_as(&env, None, PuppetVersion::V7);
    let compiler = compiled.expect("the provenance environment compiles");
    let catalog = &compiler.catalog;
    let why = |type_name: &str, title: &str| {
        let id = catalog.find(type_name, title).expect("resource");
        let shown = text::render_resource(catalog, id, &sources);
        let explained = text::explain(catalog, id, &sources);
        (shown, explained)
    };
    let (shown, explained) = why("Notify", "provenance");
    assert!(
        shown.contains("message => 'RUBY FUNCTION!'  # declared at ")
            && shown
                .contains("site.pp:2; returned by Ruby function pv::shout (by the Ruby worker)"),
        "{shown}"
    );
    assert!(
        explained.contains("  message = 'RUBY FUNCTION!' from declared at "),
        "{explained}"
    );
    assert!(!explained.contains("withpath ="), "{explained}");
    let (shown, explained) = why("File", "/tmp/pv");
    assert!(
        shown.contains("; rendered from template pv/methods.erb (by the Ruby worker)"),
        "{shown}"
    );
    assert!(explained.contains("  content = "), "{explained}");
    let (shown, explained) = why("Class", "Pv::Settings");
    assert!(
        shown.contains(r#"from_ruby => 'hiera value from Ruby'  # hiera 'pv::settings::from_ruby' (merge first) from :0, level "Ruby data" (environment), data_hash function 'pv::data' (by the Ruby worker)"#),
        "{shown}"
    );
    assert!(
        explained
            .contains("  from_ruby = 'hiera value from Ruby' from hiera 'pv::settings::from_ruby'"),
        "{explained}"
    );
    // A value from YAML did not go through Ruby.
    assert!(!explained.contains("  plain ="), "{explained}");
}

#[test]
fn a_worker_of_another_puppet_version_is_said_once() {
    if !needs_ruby("a_worker_of_another_puppet_version_is_said_once") {
        return;
    }
    let worker_major = Command::new("ruby")
        .args([
            "-e",
            "require 'puppet'; print Puppet.version.split('.').first",
        ])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let (other, same) = match worker_major.as_str() {
        "7" => ("8", "7"),
        _ => ("7", "8"),
    };
    let code = "notice(faults::fine()) notice(faults::fine())";
    let (ok, stderr) = cli(code, &["--puppet-version", other], &[]);
    assert!(ok, "{stderr}");
    let warning = format!(
        "; spaceship compiles as Puppet {other} (--puppet-version): module Ruby code runs as Puppet {worker_major}."
    );
    assert_eq!(stderr.matches(&warning).count(), 1, "{stderr}");
    assert!(
        stderr.contains("Warning: the Ruby worker loaded Puppet "),
        "{stderr}"
    );
    let (ok, stderr) = cli(code, &["--puppet-version", same], &[]);
    assert!(ok, "{stderr}");
    assert!(
        !stderr.contains("the Ruby worker loaded Puppet"),
        "{stderr}"
    );
}

/// A `:load` whose code kills the worker fails, located, and leaves the
/// session as it was; the next load gets a fresh worker.
#[test]
fn a_failed_load_through_a_dying_worker_leaves_the_session_as_it_was() {
    if !needs_ruby("a_failed_load_through_a_dying_worker_leaves_the_session_as_it_was") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("spaceship-ruby-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("env/manifests")).unwrap();
    let modules = std::fs::canonicalize(faults().join("modules")).unwrap();
    std::fs::write(
        dir.join("env/environment.conf"),
        format!("modulepath = {}\n", modules.display()),
    )
    .unwrap();
    std::fs::write(
        dir.join("env/manifests/site.pp"),
        "notify { 'before': message => faults::fine() }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("dies.pp"),
        "notify { 'dying': message => faults::die() }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("fine.pp"),
        "notify { 'after': message => faults::fine() }\n",
    )
    .unwrap();
    let mut session = spaceship::session::Session::with_settings(
        "test".into(),
        driver::default_facts("test"),
        None,
        spaceship::catalog::settings::Settings::defaults(PuppetVersion::V7),
    );
    session
        .load_environment(&dir.join("env"))
        .expect("the environment loads");
    let snapshot = |s: &spaceship::session::Session| {
        s.catalog()
            .resources
            .iter()
            .map(|r| format!("{} {:?}", r.reference(), r.params))
            .collect::<Vec<_>>()
    };
    let before = snapshot(&session);
    assert!(session.find("Notify[before]").is_some());
    let error = session.load(&dir.join("dies.pp")).unwrap_err();
    assert!(
        error.0.contains("dies.pp:1:") && error.0.contains("the Ruby worker died"),
        "{}",
        error.0
    );
    assert_eq!(snapshot(&session), before, "a failed :load changes nothing");
    session
        .load(&dir.join("fine.pp"))
        .expect("a fresh worker answers");
    assert!(session.find("Notify[after]").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// What `list` gives once it is not empty and has stopped growing (the
/// same length twice, half a second apart), or after a minute.
fn settled(list: &dyn Fn() -> Vec<String>) -> Vec<String> {
    let mut last = list();
    for _ in 0..120 {
        std::thread::sleep(std::time::Duration::from_millis(500));
        let now = list();
        if !now.is_empty() && now.len() == last.len() {
            return now;
        }
        last = now;
    }
    last
}

#[test]
fn the_library_cache_fills_once_holds_only_the_library_and_can_be_turned_off() {
    if !needs_ruby("the_library_cache_fills_once_holds_only_the_library_and_can_be_turned_off") {
        return;
    }
    let cache = std::env::temp_dir().join(format!("spaceship-ruby-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    std::fs::create_dir_all(&cache).unwrap();
    let cache_var = cache.to_str().unwrap();
    let cached_files = || -> Vec<String> {
        std::fs::read_dir(&cache)
            .unwrap()
            .flatten()
            .filter(|d| d.path().is_dir())
            .flat_map(|d| std::fs::read_dir(d.path()).unwrap().flatten())
            .map(|f| f.file_name().to_string_lossy().into_owned())
            .collect()
    };
    let (ok, first) = cli(
        "notice(faults::fine())",
        &[],
        &[("SPACESHIP_RUBY_CACHE", cache_var)],
    );
    assert!(ok, "{first}");
    // The worker writes the cache from a forked child after answering:
    // wait for the files to settle.
    let filled = settled(&cached_files);
    assert!(
        filled.iter().any(|f| f.contains("%puppet%pops%")),
        "Puppet's library is cached: {filled:?}"
    );
    assert!(
        !filled.iter().any(|f| f.contains("worker_faults")),
        "module code is not: {filled:?}"
    );
    // A second start reads the cache and adds nothing.
    let (ok, second) = cli(
        "notice(faults::fine())",
        &[],
        &[("SPACESHIP_RUBY_CACHE", cache_var)],
    );
    assert!(ok, "{second}");
    assert_eq!(first, second);
    assert_eq!(settled(&cached_files).len(), filled.len());
    // Empty: no cache, the same result.
    std::fs::remove_dir_all(&cache).unwrap();
    std::fs::create_dir_all(&cache).unwrap();
    let (ok, uncached) = cli(
        "notice(faults::fine())",
        &[],
        &[("SPACESHIP_RUBY_CACHE", "")],
    );
    assert!(ok, "{uncached}");
    assert_eq!(first, uncached);
    assert!(cached_files().is_empty());
    let _ = std::fs::remove_dir_all(&cache);
}
