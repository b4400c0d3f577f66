//! `--puppet-version`, `SPACESHIP_PUPPET_VERSION`, `--strict` and
//! `--[no-]strict-variables` on the command line: each case is a compile
//! of a line of Puppet with some flags, and what Puppet does with the same
//! settings (the first error line, or the notices), as Puppet 7.23 and
//! 8.10 answer the conformance cases these lines come from.

use std::process::Command;

/// (environment version, flags, code, what the compile prints first).
const CASES: &[(Option<&str>, &[&str], &str, &str)] = &[
    // Puppet 8 by default: strict_variables.
    (None, &[], "notice($x)", "Unknown variable: 'x'."),
    (None, &["--puppet-version", "7"], "notice($x)", "notice: "),
    (Some("7"), &[], "notice($x)", "notice: "),
    // The flag wins over the environment.
    (
        Some("7"),
        &["--puppet-version", "8"],
        "notice($x)",
        "Unknown variable: 'x'.",
    ),
    // strict_variables and strict as Puppet's settings, on either version.
    (
        None,
        &["--no-strict-variables", "--strict", "warning"],
        "notice($x)",
        "notice: ",
    ),
    (
        None,
        &["--no-strict-variables"],
        "notice($x)",
        "Unknown variable: 'x'.",
    ),
    (
        Some("7"),
        &["--strict-variables"],
        "notice($x)",
        "Unknown variable: 'x'.",
    ),
    (
        Some("7"),
        &["--strict", "error"],
        "notice($x)",
        "Unknown variable: 'x'.",
    ),
    // Built-in variables are never unknown.
    (None, &[], "notice($caller_module_name)", "notice: "),
    // Numeric coercion of strings under strict = error.
    (
        None,
        &[],
        "notice('5' + 1)",
        "The string '5' was automatically coerced to the numerical value 5",
    ),
    (None, &["--strict", "off"], "notice('5' + 1)", "notice: 6"),
    (Some("7"), &[], "notice('5' + 1)", "notice: 6"),
    // $serverversion and $settings::strict follow the version.
    (
        None,
        &[],
        "notice($serverversion, $settings::strict)",
        "notice: 8.10.0 error",
    ),
    (
        Some("7"),
        &[],
        "notice($serverversion, $settings::strict)",
        "notice: 7.23.0 warning",
    ),
];

fn run(version: Option<&str>, args: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_spaceship"));
    command.env_remove("SPACESHIP_PUPPET_VERSION");
    if let Some(v) = version {
        command.env("SPACESHIP_PUPPET_VERSION", v);
    }
    let out = command.args(args).output().expect("spaceship runs");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn flags_choose_the_semantics() {
    let mut failures = Vec::new();
    for (version, flags, code, want) in CASES {
        let mut args: Vec<&str> = flags.to_vec();
        args.extend([
            "compile",
            "--no-storeconfigs",
            "--node",
            "test",
            "--format",
            "text",
        ]);
        args.extend(["-e", code]);
        let got = run(*version, &args);
        if !got.contains(want) {
            failures.push(format!(
                "{version:?} {flags:?} {code}: want {want:?}, got {got}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn version_says_which_semantics_are_in_force() {
    let eight = run(None, &["--version"]);
    assert!(
        eight.contains("Puppet 8.10 semantics (strict=error"),
        "{eight}"
    );
    let seven = run(Some("7"), &["--version"]);
    assert!(
        seven.contains("Puppet 7.23 semantics (strict=warning"),
        "{seven}"
    );
    let bad = run(Some("6"), &["--version"]);
    assert!(bad.contains("unknown Puppet version '6'"), "{bad}");
}

/// What the REPL's `:environment` prints, given the flags and
/// SPACESHIP_PUPPET_VERSION.
fn environment_line(version: Option<&str>, flags: &[&str]) -> String {
    use std::io::Write;
    let mut command = Command::new(env!("CARGO_BIN_EXE_spaceship"));
    command.env_remove("SPACESHIP_PUPPET_VERSION");
    if let Some(v) = version {
        command.env("SPACESHIP_PUPPET_VERSION", v);
    }
    let mut child = command
        .args(flags)
        .args(["repl", "--no-storeconfigs"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spaceship runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b":environment\n")
        .expect("stdin written");
    let out = child.wait_with_output().expect("spaceship ends");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find(|l| l.starts_with("semantics: "))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn repl_environment_says_which_semantics_are_in_force() {
    let cases: &[(Option<&str>, &[&str], &str)] = &[
        (
            None,
            &[],
            "semantics: Puppet 8.10 semantics (strict=error, strict_variables=true, catalog values as rich data)",
        ),
        (
            Some("7"),
            &[],
            "semantics: Puppet 7.23 semantics (strict=warning, strict_variables=false, catalog values as strings)",
        ),
        (
            Some("7"),
            &["--puppet-version", "8", "--strict", "off"],
            "semantics: Puppet 8.10 semantics (strict=off, strict_variables=true, catalog values as rich data)",
        ),
        (
            None,
            &["--puppet-version", "7", "--strict-variables"],
            "semantics: Puppet 7.23 semantics (strict=warning, strict_variables=true, catalog values as strings)",
        ),
    ];
    for (version, flags, want) in cases {
        assert_eq!(
            &environment_line(*version, flags),
            want,
            "{version:?} {flags:?}"
        );
    }
}
