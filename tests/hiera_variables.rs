//! Variables Hiera interpolates that the scope does not have, against
//! real Puppet 7.23 and 8.10 (`tests/data/hiera_variables`, made by
//! `scripts/regen-hiera-variables`): in data, in a level's datadir and
//! locations, top-scope and qualified names, under each `strict` mode.
//! Puppet 7 warns once per variable; Puppet 8 fails the lookup, except
//! in a level's locations, where it warns and goes on.

use std::path::{Path, PathBuf};

use spaceship::catalog::settings::{PuppetVersion, Settings, Strict};
use spaceship::driver;
use spaceship::eval::Options;
use spaceship::loader::Overrides;
use spaceship::syntax::SourceMap;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hiera_variables")
}

/// What a compile printed, in the words of Puppet's output with the
/// environment written `<env>`: its warnings and notices, then its
/// error (less its file, as `puppet_message` words it), if it failed.
fn compile(case: &Path, version: PuppetVersion) -> (Vec<String>, Option<String>) {
    let env = std::fs::canonicalize(case.join("env")).expect("env dir");
    let facts = spaceship::loader::facts::read(&data().join("facts.yaml")).expect("facts");
    let mut settings = Settings::defaults(version);
    if let Ok(args) = std::fs::read_to_string(case.join("args")) {
        let words: Vec<&str> = args.split_whitespace().collect();
        assert_eq!(words[0], "--strict", "{}: unknown args", case.display());
        settings.strict = Strict::parse(words[1]).expect("strict mode");
    }
    let inputs = driver::inputs(std::slice::from_ref(&env), &Overrides::default()).expect("inputs");
    let mut sources = SourceMap::default();
    for manifest in &inputs.manifests {
        driver::load(&mut sources, manifest).expect("manifest readable");
    }
    let options = Options {
        node: "test".into(),
        facts: spaceship::loader::facts::for_node(&facts.values, "test", &[]),
        loader: inputs
            .environment
            .map(|e| e as std::rc::Rc<dyn spaceship::loader::interface::Loader>),
        exports: None,
        settings,
    };
    let shown = |text: &str| text.replace(&env.display().to_string(), "<env>");
    match driver::compile_loading(&mut sources, options) {
        Ok(compiler) => (compiler.messages.iter().map(|m| shown(m)).collect(), None),
        Err(error) => (
            error.messages.iter().map(|m| shown(m)).collect(),
            Some(shown(&error.puppet_message())),
        ),
    }
}

/// Puppet's output for each case: its warnings and notices as spaceship
/// words them (`warning: X`, `notice: X` for `Notice: Scope(...): X`),
/// and its first error less `(file: F, ` and ` on node N`.
fn puppet(text: &str) -> Vec<(String, Vec<String>, Option<String>)> {
    text.split("== ")
        .filter(|block| !block.is_empty())
        .map(|block| {
            let (name, printed) = block.split_once('\n').expect("a case's name line");
            let mut lines = Vec::new();
            let mut error = None;
            for line in printed.lines() {
                if let Some(rest) = line.strip_prefix("Warning: ") {
                    lines.push(format!("warning: {rest}"));
                } else if let Some(rest) = line.strip_prefix("Notice: Scope(") {
                    let (_, notice) = rest.split_once("): ").expect("a scope's notice");
                    lines.push(format!("notice: {notice}"));
                } else if let Some(rest) = line.strip_prefix("Error: ")
                    && error.is_none()
                {
                    let rest = rest.strip_suffix(" on node test").unwrap_or(rest);
                    error = Some(without_file(rest));
                }
            }
            (name.to_string(), lines, error)
        })
        .collect()
}

/// `(file: F, line: L...)` as `(line: L...)`.
fn without_file(message: &str) -> String {
    let mut message = message.to_string();
    while let Some(start) = message.find("(file: ") {
        let Some(comma) = message[start..].find(", ").map(|c| start + c) else {
            break;
        };
        message.replace_range(start..comma + 2, "(");
    }
    message
}

#[test]
fn undefined_variables_in_hiera_warn_or_fail_as_each_puppet_does() {
    let mut cases = 0;
    for (version, file) in [
        (PuppetVersion::V7, "puppet7.txt"),
        (PuppetVersion::V8, "puppet8.txt"),
    ] {
        let text = std::fs::read_to_string(data().join(file)).expect("Puppet's output");
        for (name, lines, error) in puppet(&text) {
            let case = data().join("cases").join(&name);
            let (printed, failed) = compile(&case, version);
            assert_eq!(printed, lines, "{name} (Puppet {})", version.release());
            assert_eq!(failed, error, "{name} (Puppet {})", version.release());
            cases += 1;
        }
    }
    assert!(cases >= 40, "only {cases} cases");
}
