//! The documentation a user reads, checked against the program.
//!
//! - The README's tour runs as written: every ```sh block under its
//!   heading runs in bash from the repository's root (a block's `cd`
//!   carries over to the next), with `spaceship` the binary built here,
//!   and must succeed; the ```text block after it shows lines its output
//!   must contain, in order (`...` stands for anything). A block marked
//!   `<!-- tour: terminal ... -->` runs in a pseudo-terminal: its text
//!   block says what the screen must show, then `q` must end it cleanly.
//! - `docs/cli.md` documents exactly the commands and flags `--help`
//!   lists: a `## \`spaceship CMD\`` section for every command (and
//!   sub-command), and in it a table row for every flag. A new command or
//!   flag needs only its lines in docs/cli.md.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const TOUR_HEADING: &str = "## A five-minute tour";
const TERMINAL_MARKER: &str = "<!-- tour: terminal";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_spaceship")
}

// ---------------------------------------------------------------- the tour

/// A shell block of the tour and the output lines shown after it.
#[derive(Debug)]
struct TourBlock {
    script: String,
    shown: Vec<String>,
    terminal: bool,
}

/// The fenced blocks of the README's tour section, in order.
fn tour_blocks(readme: &str) -> Vec<TourBlock> {
    let start = readme
        .find(TOUR_HEADING)
        .unwrap_or_else(|| panic!("README.md has no `{TOUR_HEADING}` section"));
    let section = &readme[start + TOUR_HEADING.len()..];
    let section = section.find("\n## ").map_or(section, |end| &section[..end]);

    let mut blocks: Vec<TourBlock> = Vec::new();
    let mut lines = section.lines();
    let mut marked = false;
    while let Some(line) = lines.next() {
        if line.starts_with(TERMINAL_MARKER) {
            marked = true;
            continue;
        }
        let Some(info) = line.strip_prefix("```") else {
            continue;
        };
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        match info.trim() {
            "sh" => blocks.push(TourBlock {
                script: body.join("\n"),
                shown: Vec::new(),
                terminal: std::mem::take(&mut marked),
            }),
            "text" => {
                let block = blocks
                    .last_mut()
                    .expect("a text block in the tour follows a sh block");
                assert!(block.shown.is_empty(), "two text blocks after one sh block");
                block.shown = body
                    .iter()
                    .filter(|l| !l.trim().is_empty() && l.trim() != "...")
                    .map(|l| l.to_string())
                    .collect();
            }
            other => panic!("the tour's blocks are sh or text, not `{other}`"),
        }
    }
    blocks
}

/// Whether `line` shows `shown`: its parts between `...` appear in order.
fn line_shows(line: &str, shown: &str) -> bool {
    let mut rest = line;
    for part in shown.split("...").map(str::trim).filter(|p| !p.is_empty()) {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

/// The shown lines `output` lacks (they must come in order).
fn missing_lines(output: &str, shown: &[String]) -> Vec<String> {
    let mut lines = output.lines();
    let mut missing = Vec::new();
    for expected in shown {
        let mut search = lines.clone();
        if search.any(|line| line_shows(line, expected)) {
            lines = search;
        } else {
            missing.push(expected.clone());
        }
    }
    missing
}

/// The bash prelude: `spaceship` is the binary under test, and the block
/// starts where the previous one ended.
fn prelude(cwd: &Path) -> String {
    format!(
        "set -e\nspaceship() {{ \"$SPACESHIP_BIN\" \"$@\"; }}\ncd '{}'\n",
        cwd.display()
    )
}

/// A scratch folder for the storeconfigs store (never the user's).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spaceship-docs-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn readme_tour_runs_as_written() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let blocks = tour_blocks(&readme);
    assert!(
        blocks.iter().filter(|b| !b.terminal).count() >= 3,
        "the tour has its shell blocks"
    );
    let data = scratch("tour");
    let cwd_file = data.join("cwd");
    let mut cwd = root().to_path_buf();
    let mut failures = Vec::new();
    for block in &blocks {
        if block.terminal {
            if let Err(e) = run_in_terminal(block, &cwd, &data) {
                failures.push(format!("```sh\n{}\n```\n{e}", block.script));
            }
            continue;
        }
        let script = format!(
            "{}{}\npwd > '{}'\n",
            prelude(&cwd),
            block.script,
            cwd_file.display()
        );
        let output = Command::new("bash")
            .arg("-c")
            .arg(&script)
            .env("SPACESHIP_BIN", binary())
            .env("XDG_DATA_HOME", &data)
            .env("NO_COLOR", "1")
            .output()
            .expect("bash runs");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        if !output.status.success() {
            failures.push(format!(
                "```sh\n{}\n```\nfailed ({}):\n{text}",
                block.script, output.status
            ));
            continue;
        }
        cwd = PathBuf::from(std::fs::read_to_string(&cwd_file).unwrap().trim());
        let missing = missing_lines(&text, &block.shown);
        if !missing.is_empty() {
            failures.push(format!(
                "```sh\n{}\n```\ndoes not print, in order:\n{}\nit printed:\n{text}",
                block.script,
                missing.join("\n")
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&data);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The texts a shown screen line asks for, in order: what lies between
/// box-drawing characters (their widths differ with the terminal's) and
/// `...`.
fn screen_fragments(line: &str) -> Vec<String> {
    line.split(|c: char| ('\u{2500}'..='\u{257F}').contains(&c))
        .flat_map(|part| part.split("..."))
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(str::to_string)
        .collect()
}

/// A regex finding `text` on a terminal: between its characters, escape
/// sequences and cursor moves (ratatui skips cells that stay blank).
fn screen_pattern(text: &str) -> String {
    let gap = r"(?:\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\s)*";
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| regex::escape(&c.to_string()))
        .collect::<Vec<_>>()
        .join(gap)
}

fn run_in_terminal(block: &TourBlock, cwd: &Path, data: &Path) -> Result<(), String> {
    use expectrl::process::unix::WaitStatus;
    use expectrl::{Eof, Expect, Regex, Session};
    // A screen large enough for the whole example catalog.
    let script = format!("stty rows 50 cols 160\n{}{}\n", prelude(cwd), block.script);
    let mut command = Command::new("bash");
    command
        .arg("-c")
        .arg(script)
        .env("SPACESHIP_BIN", binary())
        .env("XDG_DATA_HOME", data)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut session = Session::spawn(command).map_err(|e| format!("spawn: {e}"))?;
    session.set_expect_timeout(Some(Duration::from_secs(30)));
    // One regex for the whole screen: expectrl consumes up to its last
    // match, so a text found twice would swallow what follows it.
    let fragments: Vec<String> = block
        .shown
        .iter()
        .flat_map(|line| screen_fragments(line))
        .collect();
    let screen = fragments
        .iter()
        .map(|text| screen_pattern(text))
        .collect::<Vec<_>>()
        .join("(?s:.*?)");
    session
        .expect(Regex(screen))
        .map_err(|e| format!("the screen never showed, in order, {fragments:?}: {e}"))?;
    session.send("q").map_err(|e| e.to_string())?;
    session
        .expect(Eof)
        .map_err(|e| format!("`q` did not end it: {e}"))?;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        match session.get_process().status() {
            Ok(WaitStatus::Exited(_, 0)) => return Ok(()),
            Ok(WaitStatus::StillAlive) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20))
            }
            other => return Err(format!("ended with {other:?}")),
        }
    }
}

// ------------------------------------------------------ the command line

/// The names of a help text's `Commands:` section (clap's `help` aside).
fn help_commands(help: &str) -> BTreeSet<String> {
    help_section(help, "Commands:")
        .iter()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// The flags of a help text's `Options:` section: `--long` and `-s`
/// (`-h`/`--help` and `-V`/`--version` aside: every command has them).
fn help_flags(help: &str) -> BTreeSet<String> {
    help_section(help, "Options:")
        .iter()
        .filter(|line| line.trim_start().starts_with('-'))
        .flat_map(|line| flags_in(line.split("  ").find(|s| !s.is_empty()).unwrap_or("")))
        .collect()
}

/// The flags named in a flag's usage (`-e, --execute <CODE>`).
fn flags_in(usage: &str) -> Vec<String> {
    usage
        .split([' ', ',', '`', '|'])
        .map(|word| word.split(['=', '<', '[']).next().unwrap_or(""))
        .filter(|word| {
            word.len() > 1
                && word.starts_with('-')
                && word[1..]
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        .filter(|word| !matches!(*word, "-h" | "--help" | "-V" | "--version"))
        .map(str::to_string)
        .collect()
}

/// The lines of a help section: from its title to the next unindented
/// line (blank lines stay: long help separates entries with them).
fn help_section<'a>(help: &'a str, title: &str) -> Vec<&'a str> {
    help.lines()
        .skip_while(|l| l.trim() != title)
        .skip(1)
        .take_while(|l| l.is_empty() || l.starts_with(' '))
        .collect()
}

fn help_of(command: &[String]) -> String {
    let output = Command::new(binary())
        .args(command)
        .arg("--help")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "spaceship {command:?} --help fails"
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Every command path (`[]` for `spaceship` itself, `["compile"]`...) and
/// its flags, as `--help` lists them.
fn commands_by_help() -> Vec<(String, BTreeSet<String>)> {
    let mut found = Vec::new();
    let mut pending: Vec<Vec<String>> = vec![Vec::new()];
    while let Some(path) = pending.pop() {
        let help = help_of(&path);
        for sub in help_commands(&help) {
            let mut sub_path = path.clone();
            sub_path.push(sub);
            pending.push(sub_path);
        }
        found.push((command_name(&path), help_flags(&help)));
    }
    found.sort();
    found
}

fn command_name(path: &[String]) -> String {
    std::iter::once("spaceship")
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every command docs/cli.md documents (its `## \`spaceship ...\``
/// headings) and the flags of its section's table rows.
fn commands_by_docs(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut found: Vec<(String, BTreeSet<String>)> = Vec::new();
    for line in text.lines() {
        if let Some(heading) = line.strip_prefix("## ") {
            let name = heading.trim().trim_matches('`');
            if name.starts_with("spaceship") && heading.trim().starts_with('`') {
                found.push((name.to_string(), BTreeSet::new()));
            }
            continue;
        }
        let Some((_, flags)) = found.last_mut() else {
            continue;
        };
        // A flag row: `| `--flag <V>` | meaning |`.
        if let Some(cell) = line.strip_prefix("| `-") {
            let usage = cell.split(" |").next().unwrap_or("");
            flags.extend(flags_in(&format!("-{usage}")));
        }
    }
    found.sort();
    found
}

#[test]
fn cli_docs_list_every_command_and_flag() {
    let docs = std::fs::read_to_string(root().join("docs/cli.md")).unwrap();
    let documented = commands_by_docs(&docs);
    let actual = commands_by_help();
    assert!(actual.len() > 5, "--help lists the commands: {actual:?}");
    let names = |list: &[(String, BTreeSet<String>)]| -> BTreeSet<String> {
        list.iter().map(|(n, _)| n.clone()).collect()
    };
    let mut problems = Vec::new();
    for name in names(&actual).difference(&names(&documented)) {
        problems.push(format!("`{name}` is not documented in docs/cli.md"));
    }
    for name in names(&documented).difference(&names(&actual)) {
        problems.push(format!(
            "docs/cli.md documents `{name}`, which --help does not list"
        ));
    }
    for (name, flags) in &actual {
        let Some((_, doc_flags)) = documented.iter().find(|(n, _)| n == name) else {
            continue;
        };
        for flag in flags.difference(doc_flags) {
            problems.push(format!("`{name} {flag}` is not in docs/cli.md"));
        }
        for flag in doc_flags.difference(flags) {
            problems.push(format!(
                "docs/cli.md documents `{name} {flag}`, which `{name} --help` does not list"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn help_parsing_reads_clap_layouts() {
    let short = "Usage: x\n\nCommands:\n  run   Runs\n  help  Print\n\nOptions:\n  -e, --execute <CODE>  Code\n      --all             All\n  -h, --help            Print help\n";
    assert_eq!(help_commands(short), BTreeSet::from(["run".to_string()]));
    let flags: BTreeSet<String> = ["-e", "--execute", "--all"].map(String::from).into();
    assert_eq!(help_flags(short), flags);
    // Long help: the description on the next lines.
    let long = "Options:\n      --node <NODE>\n          The node (`--x` is not a flag here)\n\n      --ignore-tags\n          Leave out tags\n\n  -h, --help\n          Print help\n";
    let flags: BTreeSet<String> = ["--node", "--ignore-tags"].map(String::from).into();
    assert_eq!(help_flags(long), flags);
    let docs = "## `spaceship run`\n\n| Flag | Meaning |\n|---|---|\n| `-e, --execute <CODE>` | code, not `--x` |\n| `--all` | all |\n";
    assert_eq!(
        commands_by_docs(docs),
        vec![(
            "spaceship run".to_string(),
            ["-e", "--execute", "--all"].map(String::from).into()
        )]
    );
}

#[test]
fn shown_lines_match_in_order_with_gaps() {
    let output = "a 1\nport => 8080  # hiera from ./x.yaml:4\nz\n";
    assert!(missing_lines(output, &["port => 8080 ... x.yaml:4".into()]).is_empty());
    assert_eq!(
        missing_lines(output, &["z".into(), "a 1".into()]),
        vec!["a 1".to_string()]
    );
    assert!(!line_shows("abc", "b...a"));
    assert_eq!(
        screen_fragments("│   Exec[a]   ││declared ... here │"),
        vec!["Exec[a]", "declared", "here"]
    );
    assert!(screen_fragments("└──┘").is_empty());
}

// ------------------------------------------------ the interactive pages

/// Every key of the explorer's `?` help has its row in docs/explorer.md.
#[test]
fn explorer_docs_list_every_key() {
    let docs = std::fs::read_to_string(root().join("docs/explorer.md")).unwrap();
    let missing: Vec<&str> = spaceship::tui::hints::HELP
        .iter()
        .map(|(keys, _)| *keys)
        .filter(|keys| !docs.contains(&format!("| `{keys}` |")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/explorer.md has no row for the keys {missing:?}"
    );
}

/// Every command the REPL's `:help` lists has its row in docs/repl.md.
#[test]
fn repl_docs_list_every_command() {
    use std::io::Write;
    let mut child = Command::new(binary())
        .args(["--node", "test", "--no-storeconfigs"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b":help\n").unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    let commands: Vec<&str> = help
        .lines()
        .filter_map(|line| line.trim_start().strip_prefix(':'))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect();
    assert!(commands.len() > 10, ":help lists the commands: {help}");
    let docs = std::fs::read_to_string(root().join("docs/repl.md")).unwrap();
    let missing: Vec<&&str> = commands
        .iter()
        .filter(|name| !docs.contains(&format!("| `:{name}")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/repl.md has no row for :{missing:?}"
    );
}

/// Relative links of the README and docs/ lead to files that exist.
#[test]
fn links_between_pages_resolve() {
    let mut pages = vec![root().join("README.md")];
    for entry in std::fs::read_dir(root().join("docs")).unwrap() {
        pages.push(entry.unwrap().path());
    }
    let mut broken = Vec::new();
    for page in pages
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
    {
        let text = std::fs::read_to_string(page).unwrap();
        for target in text.split("](").skip(1).filter_map(|s| s.split(')').next()) {
            let file = target.split('#').next().unwrap_or("");
            if file.is_empty() || file.contains("://") {
                continue;
            }
            if !page.parent().unwrap().join(file).exists() {
                broken.push(format!("{}: {target}", page.display()));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The tour's control repository compiles, for each of its facts files, to
/// the catalog Puppet 7.23 compiled (`tests/data/control-repo/NODE.json`,
/// made by `scripts/regen-control-repo`): `spaceship diff` sees no change.
#[test]
fn example_control_repo_compiles_as_puppet_does() {
    let repo = root().join("examples/control-repo");
    let expected_dir = root().join("tests/data/control-repo");
    let mut nodes: Vec<String> = std::fs::read_dir(repo.join("facts"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    nodes.sort();
    assert!(nodes.len() >= 2, "the example has facts files");
    let data = scratch("control-repo");
    let mut failures = Vec::new();
    for node in &nodes {
        let expected = expected_dir.join(format!("{node}.json"));
        if !expected.exists() {
            failures.push(format!(
                "{}: missing; run scripts/regen-control-repo",
                expected.display()
            ));
            continue;
        }
        let output = Command::new(binary())
            .arg("diff")
            .arg("--facts")
            .arg(repo.join(format!("facts/{node}.yaml")))
            .arg(&expected)
            .arg(&repo)
            .env("XDG_DATA_HOME", &data)
            .output()
            .unwrap();
        if output.status.code() != Some(0) {
            failures.push(format!(
                "{node} differs from Puppet's catalog ({}):\n{}{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&data);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
