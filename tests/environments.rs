//! Environments against real Puppet: every `tests/environments/cases/*/`
//! holds a Puppet environment (`env/`: environment.conf, manifests,
//! modules, Hiera data), optionally its node's name (`node`) and facts
//! (`facts.json`), and what Puppet 7.23 compiled from it (`expected`,
//! made by `scripts/regen-environments`, paths inside the environment
//! written `<env>/...`); a case's `hiera-global.yaml` is the global Hiera
//! layer (`--hiera_config`, paths in the case written `<case>/...`). Each is compiled as `spaceship compile ENV` does
//! and must give the same catalog or the same error. A case whose
//! `puppet-version` file says `8` holds Puppet 8.10's answer instead, and
//! is compiled with Puppet 8 semantics.

use std::path::{Path, PathBuf};

use serde_json::Value as Json;
use spaceship::catalog::json::{Selection, catalog_json};
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::loader::Overrides;
use spaceship::syntax::SourceMap;

#[path = "common/session.rs"]
mod session;
use session::puppet7_session;

/// The Puppet version whose answer a case holds (7 unless its
/// `puppet-version` file says otherwise).
fn version_of(case: &Path) -> spaceship::catalog::settings::PuppetVersion {
    std::fs::read_to_string(case.join("puppet-version"))
        .map(|v| spaceship::catalog::settings::PuppetVersion::parse(&v).expect("7 or 8"))
        .unwrap_or(spaceship::catalog::settings::PuppetVersion::V7)
}

fn read_json(path: &Path) -> Json {
    serde_json::from_str(&std::fs::read_to_string(path).expect("readable")).expect("JSON")
}

/// Compiles a case's environment and normalizes as the regen script does.
fn actual(case: &Path) -> String {
    let env = case.join("env");
    let env_path = std::fs::canonicalize(&env).expect("env dir");
    let node = std::fs::read_to_string(case.join("node"))
        .map(|n| n.trim().to_string())
        .unwrap_or_else(|_| "test".into());
    let facts_file = match case.join("facts.json") {
        f if f.is_file() => f,
        _ => case.parent().unwrap().parent().unwrap().join("facts.json"),
    };
    // As Puppet's agent sends them (and the regen script gives them).
    let facts = spaceship::loader::facts::for_node(
        &spaceship::catalog::json::json_to_value(&read_json(&facts_file)),
        &node,
        &[],
    );
    let global = case.join("hiera-global.yaml");
    let overrides = Overrides {
        hiera_config: global
            .is_file()
            .then(|| std::fs::canonicalize(&global).expect("hiera-global.yaml")),
        ruby: spaceship::ruby::hosts(),
        ..Overrides::default()
    };
    let inputs = driver::inputs(std::slice::from_ref(&env), &overrides).expect("inputs");
    let mut sources = SourceMap::default();
    for manifest in &inputs.manifests {
        driver::load(&mut sources, manifest).expect("manifest readable");
    }
    let loader = inputs
        .environment
        .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>);
    let options = Options {
        node,
        facts,
        loader,
        exports: None,
        settings: spaceship::catalog::settings::Settings::defaults(version_of(case)),
    };
    let shown = match driver::compile_loading(&mut sources, options) {
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
    let case_path = std::fs::canonicalize(case).expect("case dir");
    shown
        .replace(&env_path.display().to_string(), "<env>")
        .replace(&case_path.display().to_string(), "<case>")
}

fn expected(case: &Path) -> String {
    let text = std::fs::read_to_string(case.join("expected"))
        .expect("expected output; run scripts/regen-environments");
    match serde_json::from_str::<Json>(&text) {
        Ok(json) => serde_json::to_string(&json).expect("json"),
        Err(_) => text.trim_end().to_string(),
    }
}

/// The same case through the command line, as users (and Puppet's own
/// scripts) run it: `spaceship compile --node N --facts F ENV`. Only
/// catalogs are compared (errors print as `file:line:column` there).
fn actual_from_the_command_line(case: &Path) -> Option<String> {
    let env = std::fs::canonicalize(case.join("env")).expect("env dir");
    let node = std::fs::read_to_string(case.join("node"))
        .map(|n| n.trim().to_string())
        .unwrap_or_else(|_| "test".into());
    let facts = match case.join("facts.json") {
        f if f.is_file() => f,
        _ => case.parent().unwrap().parent().unwrap().join("facts.json"),
    };
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_spaceship"));
    command
        // The expectations are Puppet 7.23's, or the case's version's.
        .env("SPACESHIP_PUPPET_VERSION", version_of(case).release())
        .args(["compile", "--no-storeconfigs", "--node", &node, "--facts"])
        .arg(&facts);
    let global = case.join("hiera-global.yaml");
    if global.is_file() {
        command
            .arg("--hiera-config")
            .arg(std::fs::canonicalize(&global).expect("hiera-global.yaml"));
    }
    let out = command.arg(&env).output().expect("spaceship runs");
    if !out.status.success() {
        return None;
    }
    let mut json: Json = serde_json::from_slice(&out.stdout).expect("catalog JSON");
    let obj = json.as_object_mut().expect("catalog object");
    for key in ["version", "catalog_uuid", "code_id"] {
        obj.shift_remove(key);
    }
    let shown = serde_json::to_string(&json).expect("json");
    let case_path = std::fs::canonicalize(case).expect("case dir");
    Some(
        shown
            .replace(&env.display().to_string(), "<env>")
            .replace(&case_path.display().to_string(), "<case>"),
    )
}

#[test]
fn environments_compile_as_puppet_compiles_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/environments/cases");
    let mut cases: Vec<_> = std::fs::read_dir(&root)
        .expect("cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("env").is_dir())
        .collect();
    cases.sort();
    assert!(
        !cases.is_empty(),
        "no environment cases in {}",
        root.display()
    );
    let mut failures = Vec::new();
    for case in &cases {
        let (want, got) = (expected(case), actual(case));
        if !want.starts_with("error:") {
            let cli = actual_from_the_command_line(case).unwrap_or_else(|| "compile failed".into());
            if cli != want {
                failures.push(format!(
                    "{} (command line)\n  expected: {want}\n  actual:   {cli}",
                    case.file_name().unwrap().to_string_lossy()
                ));
            }
        }
        if want != got {
            failures.push(format!(
                "{}\n  expected: {want}\n  actual:   {got}",
                case.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} environment cases differ from Puppet:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// A session on an environment case, as `spaceship repl ENV` opens it.
fn session_on(case: &str) -> spaceship::session::Session {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/environments/cases");
    let mut session = puppet7_session("test");
    session
        .load(&root.join(case).join("env"))
        .expect("environment loads");
    session
}

#[test]
fn a_failed_environment_load_leaves_the_session_as_it_was() {
    let mut session = session_on("hiera_layers");
    let before = serde_json::to_string(&catalog_json(
        session.catalog(),
        session.sources(),
        Selection::All,
    ))
    .unwrap();
    let broken = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/environments/cases/error_parse_error_in_module/env");
    let error = session
        .load(&broken)
        .expect_err("the broken environment is refused");
    assert!(
        error.0.contains("init.pp:2:28: Syntax error at '}'"),
        "{}",
        error.0
    );
    let after = serde_json::to_string(&catalog_json(
        session.catalog(),
        session.sources(),
        Selection::All,
    ))
    .unwrap();
    assert_eq!(before, after);
    // The environment it had still answers.
    assert!(
        session
            .explain_lookup("m::q")
            .unwrap()
            .contains("Module \"m\" Data Provider")
    );
}

/// `find_file` and `find_template` read no variable, class or resource:
/// an input calling them is added without recompiling and finds what a
/// compile finds (the session checks each input against a recompile).
#[test]
fn module_file_lookups_typed_into_a_session_are_incremental() {
    let mut session = session_on("find_file_and_template");
    session.set_verify_incremental(true);
    let input = "notify { 'typed': message => [find_file('web/missing', 'web/motd'), \
                 find_template(['web/vhost.epp']), find_file('web/vhost.epp')] }";
    let report = session.submit(input).expect("accepted");
    assert!(report.incremental, "{input} recompiled");
    let catalog = session.catalog();
    let id = catalog.find("Notify", "typed").expect("declared");
    let message = catalog.resources[id].params.get("message").expect("set");
    let found: Vec<String> = match &message.value {
        spaceship::catalog::Value::Array(items) => items.iter().map(|v| v.to_string()).collect(),
        other => panic!("not an array: {other:?}"),
    };
    assert!(
        found[0].ends_with("/env/site-modules/web/files/motd"),
        "{found:?}"
    );
    assert!(
        found[1].ends_with("/env/site-modules/web/templates/vhost.epp"),
        "{found:?}"
    );
    assert_eq!(found[2], "");
}

#[test]
fn missing_inputs_are_clear_errors_from_the_command_line() {
    let bin = env!("CARGO_BIN_EXE_spaceship");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/environments/cases");
    let env = root.join("autoload_paths/env");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin)
            .env("SPACESHIP_PUPPET_VERSION", "7")
            .args(args)
            // Never the user's own storeconfigs store.
            .env(
                "XDG_DATA_HOME",
                std::env::temp_dir().join("spaceship-test-data"),
            )
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, stderr) = run(&[
        "compile",
        "--facts",
        "/nonexistent/facts.yaml",
        env.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("Could not read facts file /nonexistent/facts.yaml"),
        "{stderr}"
    );
    let missing = root.join("error_missing_module/env");
    let (code, stderr) = run(&["compile", missing.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("site.pp:1:1: Evaluation Error: Error while evaluating a Function Call, Could not find class ::nomodule for"), "{stderr}");
}

/// Inputs typed into a session on each environment (whose nodes, classes,
/// define bodies and templates ran after the top scope) give what a
/// recompile gives, incremental or not.
#[test]
fn inputs_typed_into_environments_equal_recompiles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/environments/cases");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            !p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("error")
        })
        .collect();
    cases.sort();
    let inputs = [
        "$typed_x = [1, 2].map |$v| { $v * 2 }",
        "notice(\"typed ${typed_x}\")",
        "notify { 'typed': message => \"${typed_x}\" }",
        "file { '/tmp/typed': ensure => file }",
        "Notify['typed'] { loglevel => 'info' }",
        "define typed_define($m = 'x') { notify { \"typed ${title}\": message => $m } }",
        "function typed_function($x) { \"${x}!\" }",
        "package { 'typed-package': ensure => installed }",
        "typed_define { 'instance': m => $typed_x }",
        "class typed_class($n = 1) { notify { \"typed class ${n}\": } typed_define { 'from class': } } include typed_class",
        "$typed_l = lookup('typed::missing', undef, undef, 'fallback')",
        "notify { 'typed lookup': message => inline_epp('<%= $typed_l %> <%= $typed_x %>') }",
        "$typed_t = inline_template('<%= @typed_l %> <%= scope[\"::typed_x\"] %>')",
        "notify { 'typed found': message => String(find_file('web/motd', '/nonexistent') =~ String) }",
        "$typed_f = typed_function($typed_t)",
        "create_resources('notify', { 'typed created' => { 'message' => $typed_f } })",
        "ensure_resource('package', 'typed-package', { 'ensure' => 'installed' })",
        "ensure_resource('package', 'typed-ensured', { 'ensure' => 'installed' })",
        "define typed_body($m = 'x') { if $m =~ /^(x)$/ { notify { \"typed body ${title} ${1}\": message => inline_epp('<%= $m %>') } } if defined(Notify['typed']) { notify { \"typed saw ${title}\": } } notify { \"typed chain ${title}\": } -> file { \"/tmp/typed-${title}\": } }",
        "typed_body { 'b': noop => true, loglevel => 'info' }",
        "define typed_outer() { typed_body { \"inner ${title}\": } } typed_outer { 'o': }",
        "define typed_ensurer() { ensure_resource('file', '/tmp/typed-dir', { 'ensure' => 'directory' }) ensure_resource('package', 'typed-package') notify { \"ensurer ${title}\": } } typed_ensurer { ['e1', 'e2']: }",
    ];
    let (mut sessions, mut incremental) = (0, 0);
    for case in &cases {
        let mut session = puppet7_session("test");
        if session.load(&case.join("env")).is_err() {
            continue;
        }
        sessions += 1;
        session.set_verify_incremental(true);
        for input in inputs {
            let accepted =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| session.submit(input)))
                    .unwrap_or_else(|_| {
                        panic!("{}: incremental differs at {input:?}", case.display())
                    });
            if let Ok(report) = accepted {
                incremental += usize::from(report.incremental);
            }
        }
    }
    assert!(sessions > 100, "only {sessions} environments loaded");
    // Nearly all are incremental (a class or define named like the typed
    // ones, or looked for in vain, recompiles).
    assert!(
        incremental > sessions * 14,
        "only {incremental} incremental inputs"
    );
    println!("{incremental} incremental inputs in {sessions} environments");
}

/// A module's function the incremental path cannot vouch for is refused
/// as it runs, not where it is written: typed after a node, stdlib's
/// `str2resource` of what the node declared fails in the compile the
/// input stands for (the input runs first there), as it does here.
#[test]
fn module_functions_that_are_not_plain_recompile_where_they_run() {
    let mut session = session_on("fn_extras_compiler");
    session.set_verify_incremental(true);
    session
        .submit("node default { notify { 'in node': } }")
        .unwrap();
    let report = session
        .submit("if $facts['no_such_fact'] { notify { 'never': message => stdlib::str2resource('Notify[in node]') } }")
        .unwrap();
    assert!(report.incremental, "{:?}", report.recompiled_because);
    let rejected = session
        .submit("notify { 'ran': message => stdlib::str2resource('Notify[in node]') }")
        .unwrap_err();
    assert!(rejected.0.contains("Notify[in node]"), "{}", rejected.0);
    assert!(session.find("Notify[ran]").is_none());
}

/// The message of `Notify[title]` in a catalog JSON.
fn notify_message(catalog: &Json, title: &str) -> String {
    catalog["resources"]
        .as_array()
        .and_then(|rs| {
            rs.iter()
                .find(|r| r["type"] == "Notify" && r["title"] == title)
        })
        .map(|r| {
            r["parameters"]["message"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        })
        .unwrap_or_default()
}

/// `--trusted-fact KEY=VALUE` and a facts file's `trusted` hash give
/// `$trusted['extensions']` (as rspec-puppet's `trusted_facts` and
/// onceover's factsets do); the node's name is the certname.
#[test]
fn trusted_facts_come_from_the_command_line_and_the_facts_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .args(["compile", "--no-storeconfigs", "--node", "db1.example.com"])
        .arg("--facts")
        .arg(root.join("tests/data/trusted/facts.yaml"))
        .args([
            "--trusted-fact",
            "pp_role=db",
            "--trusted-fact",
            "pp_zone=a=b",
        ])
        .arg(root.join("tests/environments/cases/trusted_from_node/env"))
        .output()
        .expect("spaceship runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let catalog: Json = serde_json::from_slice(&out.stdout).expect("catalog JSON");
    assert_eq!(
        notify_message(&catalog, "trusted"),
        "{'authenticated' => 'local', 'certname' => 'db1.example.com', \
         'extensions' => {'pp_environment' => 'production', 'pp_role' => 'db', 'pp_zone' => 'a=b'}, \
         'hostname' => 'db1', 'domain' => 'example.com', 'external' => {}}"
    );
    assert_eq!(
        notify_message(&catalog, "clientcert"),
        "db1.example.com db1.example.com"
    );
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .args(["compile", "--trusted-fact", "pp_role", "-e", ""])
        .output()
        .expect("spaceship runs");
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("expected KEY=VALUE, got 'pp_role'"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

/// `:node` keeps the facts file's trusted facts and names the new node
/// as the certname, as the Hiera `nodes/%{trusted.certname}` level sees.
#[test]
fn the_session_keeps_trusted_facts_per_node() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let facts =
        spaceship::loader::facts::read(&root.join("tests/data/trusted/facts.yaml")).expect("facts");
    let mut session = spaceship::session::Session::with_settings(
        "web1.example.com".into(),
        facts.values,
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
    session
        .load(&root.join("tests/environments/cases/trusted_from_node/env"))
        .expect("environment loads");
    session
        .submit("notify { 'typed': message => \"${trusted['extensions']['pp_environment']} ${trusted['certname']}\" }")
        .expect("accepted");
    let message = |session: &spaceship::session::Session, title: &str| {
        let catalog = session.catalog();
        let id = catalog.find("Notify", title).expect("declared");
        catalog.resources[id]
            .params
            .get("message")
            .expect("set")
            .value
            .to_string()
    };
    assert_eq!(message(&session, "typed"), "production web1.example.com");
    assert_eq!(message(&session, "role"), "from the node file");
    session.set_node("db2.example.com").expect("recompiles");
    assert_eq!(message(&session, "typed"), "production db2.example.com");
    assert_eq!(message(&session, "role"), "common");
}

/// `:lookup` masks what it decrypted from eyaml data unless asked; the
/// catalog holds the value as Puppet's does.
#[test]
fn decrypted_values_are_shown_only_when_asked() {
    let mut session = session_on("eyaml_decrypt");
    let masked = session.explain_lookup("password").expect("explained");
    assert!(!masked.contains("hunter2"), "{masked}");
    assert!(
        masked.contains("Found key: \"password\" value: <encrypted: eyaml>"),
        "{masked}"
    );
    // A value interpolating a decrypted one (then a plain one) is masked
    // at its level; the nested lookups show beneath, the plain one's
    // value shown.
    let conn = session.explain_lookup("conn").expect("explained");
    assert!(!conn.contains("hunter2"), "{conn}");
    assert!(
        conn.contains("Found key: \"conn\" value: <encrypted: eyaml>"),
        "{conn}"
    );
    assert!(conn.contains("Searching for \"password\""), "{conn}");
    assert!(conn.contains("Found key: \"number\" value: 42"), "{conn}");
    // Plain values of the same file show.
    let plain = session.explain_lookup("number").expect("explained");
    assert!(plain.contains("Found key: \"number\" value: 42"), "{plain}");
    let shown = session
        .explain_lookup_showing("password", true)
        .expect("explained");
    assert!(
        shown.contains("Found key: \"password\" value: \"hunter2\""),
        "{shown}"
    );
    let catalog = session.catalog();
    let id = catalog.find("Notify", "key password").expect("declared");
    assert_eq!(
        catalog.resources[id]
            .params
            .get("message")
            .expect("set")
            .value
            .to_string(),
        "hunter2"
    );
    // `:show` masks it too, and what code computed from a decrypted value
    // (a Sensitive's unwrap included); plain values show.
    for title in ["key password", "unwrapped", "key conn"] {
        let Some(id) = catalog.find("Notify", title) else {
            continue;
        };
        let shown = spaceship::catalog::text::render_resource(catalog, id, session.sources());
        assert!(shown.contains("message => <encrypted: eyaml>"), "{shown}");
    }
    let id = catalog.find("Notify", "key number").expect("declared");
    let shown = spaceship::catalog::text::render_resource(catalog, id, session.sources());
    assert!(shown.contains("message => 42"), "{shown}");
}

fn spaceship(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("spaceship runs")
}

/// `spaceship modules DIR` lists the Puppetfile's entries against
/// `modules/`: missing and mismatched first.
#[test]
fn modules_lists_the_puppetfile_against_what_is_installed() {
    let out = spaceship(&["modules", "tests/data/puppetfile"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let firsts: Vec<(&str, &str)> = text
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            Some((words.next()?, words.next()?))
        })
        .collect();
    assert_eq!(
        firsts[..5],
        [
            ("missing", "ntp"),
            ("missing", "apache"),
            ("mismatched", "concat"),
            ("installed", "stdlib"),
            ("installed", "profile"),
        ]
    );
    assert!(text.contains("9.0.0 installed, 9.1.0 wanted"), "{text}");
    assert!(
        text.contains("5 modules: 2 missing, 1 mismatched, 2 installed"),
        "{text}"
    );
    let json = spaceship(&["modules", "--format", "json", "tests/data/puppetfile"]);
    let rows: Json = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(rows[0]["status"], "missing");
    assert_eq!(rows[1]["wanted"], "12.3.1");
    assert_eq!(rows[2]["installed"], "9.0.0");
}

/// A class not found names the Puppetfile entry that would provide it and
/// what `modules/` holds.
#[test]
fn a_class_not_found_names_its_puppetfile_entry() {
    let run = |code: &str| {
        let out = spaceship(&[
            "compile",
            "--no-storeconfigs",
            "tests/data/puppetfile",
            "-e",
            code,
        ]);
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    // The installed concat 9.0.0 lacks concat::other.
    let error = run("include concat::other");
    assert!(
        error.contains("Could not find class ::concat::other for ")
            && error.contains(
                "(Puppetfile line 6: mod 'puppetlabs-concat', '9.1.0' would provide it; modules/concat holds version 9.0.0)"
            ),
        "{error}"
    );
    let error = run("class { 'ntp': }");
    assert!(
        error.contains("Could not find declared class ntp (Puppetfile line 7: mod 'puppetlabs-ntp' would provide it; modules/ntp is not installed"),
        "{error}"
    );
    let error = run("apache::vhost_name('x')");
    assert!(
        error.contains("Unknown function: 'apache::vhost_name'. (Puppetfile line 8: mod 'apache', :git => 'https://example.com/puppetlabs-apache.git', :tag => 'v12.3.1' would provide it"),
        "{error}"
    );
    // A name no entry provides keeps Puppet's words alone.
    let error = run("include nothere");
    assert!(
        error.contains("Could not find class ::nothere for "),
        "{error}"
    );
    assert!(!error.contains("Puppetfile"), "{error}");
}

/// A malformed Puppetfile is a located error.
#[test]
fn a_malformed_puppetfile_is_a_located_error() {
    let dir = std::env::temp_dir().join(format!("spaceship-puppetfile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("Puppetfile"),
        "mod 'a/b', '1.0'\nmod 'c/d', :git =>\n",
    )
    .unwrap();
    let out = spaceship(&["modules", dir.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!out.status.success());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains("Puppetfile:2:12: no value for :git"),
        "{error}"
    );
}
