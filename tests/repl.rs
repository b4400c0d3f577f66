//! REPL transcripts: each `tests/data/repl/NAME.in` is fed to the REPL as
//! standard input (not a terminal: no prompts, no colour) for node `test`,
//! and what it prints must equal `NAME.out`. `UPDATE_EXPECT=1 cargo test`
//! rewrites the `.out` files; review their diff before committing.

use std::path::Path;

use spaceship::driver;
use spaceship::session::{FactsSource, Session};

#[path = "common/manifests.rs"]
#[allow(dead_code)]
mod manifests;
#[path = "common/session.rs"]
mod session;
use session::puppet7_session;

fn transcript(input: &str) -> String {
    let mut session = puppet7_session("test");
    session.set_verify_incremental(true);
    let mut out = Vec::new();
    let ok = spaceship::repl::run_batch(&mut session, input.as_bytes(), &mut out);
    let mut text = String::from_utf8(out).expect("utf-8");
    text.push_str(&format!("[all inputs accepted: {ok}]\n"));
    text
}

/// Runs every `DIR/NAME.in` through `run` and compares with `NAME.out`
/// (`UPDATE_EXPECT=1` rewrites them).
fn check_transcripts(dir: &Path, run: impl Fn(&Path, &str) -> String) {
    let inputs = manifests::files_ending(dir, "in");
    assert!(!inputs.is_empty());
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for input in inputs {
        let actual = run(&input, &std::fs::read_to_string(&input).unwrap());
        let expected_path = input.with_extension("out");
        if update {
            std::fs::write(&expected_path, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != actual {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- actual\n{actual}",
                input.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn transcripts_match() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/repl");
    check_transcripts(&dir, |_, text| transcript(text));
}

/// Transcripts in an environment: `tests/data/repl_env/NAME.in` runs in a
/// session on `tests/environments/cases/NAME/env` (its manifests loaded,
/// its modules and Hiera data at hand; `NAME.facts/` is its facts
/// directory); paths print relative to the repository.
#[test]
fn environment_transcripts_match() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    check_transcripts(&root.join("tests/data/repl_env"), |input, text| {
        let name = input.file_stem().unwrap().to_string_lossy().to_string();
        let env = root
            .join("tests/environments/cases")
            .join(&name)
            .join("env");
        let mut session = puppet7_session("test");
        session.load(&env).expect("environment loads");
        // `NAME.facts/`, when there, is the facts directory `:node` reads.
        let facts = input.with_extension("facts");
        if facts.is_dir() {
            session.set_facts_source(Some(FactsSource::of_path(&facts)));
        }
        let mut out = Vec::new();
        let ok = spaceship::repl::run_batch(&mut session, text.as_bytes(), &mut out);
        let mut actual = String::from_utf8(out).expect("utf-8");
        actual.push_str(&format!("[all inputs accepted: {ok}]\n"));
        actual.replace(&format!("{}/", root.display()), "")
    });
}

/// The catalog's resources and their attributes, for comparing states.
fn snapshot(session: &Session) -> String {
    format!(
        "{:?}",
        session
            .catalog()
            .resources
            .iter()
            .map(|r| (r.reference(), r.params.clone()))
            .collect::<Vec<_>>()
    )
}

#[test]
fn rejected_input_leaves_catalog_unchanged() {
    let mut session = puppet7_session("test");
    session.submit("notify { 'a': message => 'x' }").unwrap();
    let before = snapshot(&session);
    assert!(session.submit("notify { 'a': }").is_err());
    assert!(
        session
            .submit("Notify <| |> { message => 'y' } notify { 'a': }")
            .is_err()
    );
    assert_eq!(before, snapshot(&session));
    assert_eq!(session.accepted_count(), 1);
}

#[test]
fn incomplete_statements_continue() {
    assert!(Session::is_incomplete("file { '/a':"));
    assert!(Session::is_incomplete("$x = [1,"));
    assert!(Session::is_incomplete("$s = 'open"));
    assert!(!Session::is_incomplete("file { '/a': }"));
    assert!(!Session::is_incomplete("file { '/a' }}"));
}

/// With this machine's facts, `:node` renames the node in them (hostname,
/// fqdn, networking), and a failed switch keeps the old ones.
#[test]
fn host_facts_follow_the_node() {
    let mut session = Session::with_settings(
        "first.example.com".into(),
        driver::default_facts("x"),
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
    session.use_host_facts().expect("facts gathered");
    session.set_node("web9.example.com").expect("node switch");
    let fact = |s: &Session, path: &[&str]| {
        let mut v = s.facts().clone();
        for key in path {
            v = match &v {
                spaceship::catalog::Value::Hash(h) => h
                    .get(&spaceship::catalog::Value::str(key))
                    .cloned()
                    .unwrap_or(spaceship::catalog::Value::Undef),
                _ => spaceship::catalog::Value::Undef,
            };
        }
        v.to_string()
    };
    assert_eq!(fact(&session, &["hostname"]), "web9");
    assert_eq!(fact(&session, &["networking", "fqdn"]), "web9.example.com");
    assert_eq!(fact(&session, &["domain"]), "example.com");
}

/// A start-up load that fails leaves its files to `:reload`: once fixed,
/// they load (a directory as one program), and until then a reload that
/// fails changes nothing.
#[test]
fn a_failed_start_up_load_is_reloaded_once_fixed() {
    let dir = std::env::temp_dir().join(format!("spaceship-reload-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("a.pp"), "include foo\n").unwrap();
    std::fs::write(dir.join("b.pp"), "class foo { notify { 'from foo':\n").unwrap();
    let files = spaceship::driver::manifest_files(std::slice::from_ref(&dir)).unwrap();
    let mut session = puppet7_session("test");
    let error = session.load_files(&files).unwrap_err();
    assert!(error.0.contains("b.pp:"), "located in b.pp: {}", error.0);
    session.keep_files_for_reload(&files);
    let before = snapshot(&session);
    assert!(session.reload().is_err());
    assert_eq!(
        snapshot(&session),
        before,
        "a failed reload changes nothing"
    );
    std::fs::write(dir.join("b.pp"), "class foo { notify { 'from foo': } }\n").unwrap();
    session.reload().expect("loads once fixed");
    assert!(session.find("Notify[from foo]").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// With one facts file, `:node` keeps its facts and says so; with a
/// directory lacking the node, it refuses and the session stays as it was.
#[test]
fn node_switch_with_a_facts_file_or_directory() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/repl_env");
    let file = root.join("node_facts_switch.facts/web1.example.com.json");
    let mut session = Session::with_settings(
        "web1.example.com".into(),
        driver::default_facts("x"),
        None,
        spaceship::catalog::settings::Settings::defaults(
            spaceship::catalog::settings::PuppetVersion::V7,
        ),
    );
    session.set_facts_source(Some(FactsSource::of_path(&file)));
    let facts = session.facts().clone();
    let report = session.set_node("other.example.com").expect("switch");
    assert_eq!(session.node(), "other.example.com");
    assert_eq!(session.facts(), &facts, "the file's facts stay");
    assert!(
        report
            .messages
            .iter()
            .any(|m| m.contains("keeps the facts of")),
        "{:?}",
        report.messages
    );

    let dir = root.join("node_facts_switch.facts");
    session.set_facts_source(Some(FactsSource::of_path(&dir)));
    assert_eq!(
        session.known_nodes(),
        vec![
            "db1.example.com".to_string(),
            "web1.example.com".to_string()
        ]
    );
    session.submit("notify { 'x': }").unwrap();
    let before = snapshot(&session);
    let error = session.set_node("absent.example.com").unwrap_err();
    assert!(
        error.0.contains("no facts for absent.example.com"),
        "{}",
        error.0
    );
    assert_eq!(session.node(), "other.example.com");
    assert_eq!(session.facts(), &facts);
    assert_eq!(snapshot(&session), before);
    session.set_node("db1.example.com").expect("switch");
    assert!(
        session.facts().to_string().contains("Rocky"),
        "db1's facts: {}",
        session.facts()
    );
}

/// Through the binary: `--trusted-fact` extensions stay with every node
/// `:node` switches to, and the facts directory stays after `:reload`
/// and `:reset` (each node keeps its own facts, `clientcert` and Hiera's
/// node level).
#[test]
fn node_switches_keep_trusted_facts_and_the_facts_directory_after_reload() {
    use std::io::Write as _;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let home = std::env::temp_dir().join(format!("spaceship-repl-trusted-{}", std::process::id()));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_spaceship"))
        .args(["--puppet-version", "7", "--no-storeconfigs", "--facts"])
        .arg(root.join("tests/data/repl_env/node_facts_switch.facts"))
        .args([
            "--node",
            "web1.example.com",
            "--trusted-fact",
            "pp_role=edge",
        ])
        .arg(root.join("tests/environments/cases/node_facts_switch/env"))
        .env("HOME", &home)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = ":reload\n:node db1.example.com\n$trusted['extensions']\n$facts['clientcert']\n\
                 :reset\n:node web1.example.com\n$trusted['extensions']['pp_role']\n\
                 :facts os.family\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&home);
    let text = String::from_utf8_lossy(&out.stdout);
    let answers: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("=> ") || l.starts_with('\''))
        .collect();
    assert_eq!(
        answers,
        [
            "=> {'pp_role' => 'edge'}",
            "=> 'db1.example.com'",
            "=> 'edge'",
            "'Debian'"
        ],
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
