//! The REPL: a thin loop over a [`Session`]. In a terminal it edits with
//! rustyline (multi-line input, highlighting, completion, hints, history);
//! otherwise it reads statements and `:commands` from standard input and
//! prints the same accounts without prompts or colour.

pub mod export;
pub mod helper;
mod live;
pub mod query_completion;

use std::io::{BufRead, Write};
use std::path::Path;

use nu_ansi_term::{Color, Style};

use crate::catalog::json::{Selection, check_puppet_nesting, write_catalog_json};
use crate::catalog::text;
use crate::session::{Change, Report, Session, show};

/// How output is styled.
#[derive(Clone, Copy)]
pub struct Painter {
    pub colour: bool,
    /// `--quiet`: warnings are not printed.
    pub quiet: bool,
}

impl Painter {
    fn paint(&self, style: Style, text: &str) -> String {
        if self.colour {
            style.paint(text).to_string()
        } else {
            text.to_string()
        }
    }
}

/// What a `:command` asks of the loop.
enum Flow {
    Continue,
    Quit,
}

const HELP: &str = "\
Type Puppet statements; they are compiled into the live catalog.
Commands:
  :help                      this text
  :load FILE|ENV             compile a manifest (or directory) into the session,
                             or open a Puppet environment
  :reload                    reload loaded files, keeping typed statements
  :resources [FILTER]        list resources (filter on Type[title])
  :show Type[title]          attributes, values and where each came from
  :why Type[title]           what made the resource what it is
  :classes [FILTER]          declared classes, each parameter with its source
  :vars                      top-scope variables and their values
  :functions [FILTER]        the functions there are (built-in, written in Puppet)
  :types                     resource types and their attributes
  :datatypes                 the data types
  :environment               the environment: manifest, modulepath, Hiera, modules
  :whereami                  the last input, line by line
  :lookup KEY                a Hiera lookup, explained as puppet lookup --explain
                             explains it (values decrypted from eyaml masked;
                             :lookup --show-secrets KEY shows them)
  :query Type <| expr |>     what a collector would match (realizes nothing)
  :undo                      take back the last typed input
  :reset                     forget every typed input (back to the loaded files)
  :changes                   every change the last input made
  :node NAME                 compile for another node
  :facts [NAME]              the facts in use, as a tree (or one, e.g. os.family)
  :facts FILE                load the current node's facts from a file
  :export FILE               write the catalog as Puppet's JSON
  :snapshot [NAME]           keep the catalog as it is now, for :diff
  :diff [NAME|-]             what changed since the snapshot NAME, else the last
                             snapshot, else the session's start (- : since the
                             catalog before the last input)
  :tui                       open the explorer on this session (q returns here)
  :quit (:q)                 leave";

/// Opens the explorer on a session, returning when the user leaves it.
pub type Explorer = fn(&mut Session, Option<String>) -> std::io::Result<()>;

/// What `:tui` opens. The explorer is a front end beside the REPL, not a
/// layer under it: the command line that runs both hands it in.
static EXPLORER: std::sync::OnceLock<Explorer> = std::sync::OnceLock::new();

/// Gives `:tui` the explorer to open (once a process).
pub fn set_explorer(open: Explorer) {
    let _ = EXPLORER.set(open);
}

/// Runs the REPL; interactive when standard input is a terminal. Returns
/// whether every input was accepted.
pub fn run(session: &mut Session, interactive: bool) -> bool {
    if interactive {
        run_interactive(session)
    } else {
        run_batch(session, std::io::stdin().lock(), &mut std::io::stdout())
    }
}

/// Reads inputs from `input` (statements may span lines), printing the
/// accounts to `out` without colour. Returns whether all were accepted.
pub fn run_batch(session: &mut Session, input: impl BufRead, out: &mut impl Write) -> bool {
    live::mark_start(session);
    let painter = Painter {
        colour: false,
        quiet: session.quiet(),
    };
    let mut ok = true;
    let mut buffer = String::new();
    for line in input.lines() {
        let Ok(line) = line else { break };
        if buffer.is_empty() && line.trim_start().starts_with('#') {
            continue;
        }
        if buffer.is_empty() && line.trim_start().starts_with(':') {
            match command(session, line.trim(), painter, out) {
                Ok(Flow::Quit) => return ok,
                Ok(Flow::Continue) => {}
                Err(()) => ok = false,
            }
            continue;
        }
        buffer.push_str(&line);
        buffer.push('\n');
        if buffer.trim().is_empty() {
            buffer.clear();
            continue;
        }
        if Session::is_incomplete(&buffer) {
            continue;
        }
        ok &= statement(session, &buffer, painter, out);
        buffer.clear();
    }
    if !buffer.trim().is_empty() {
        ok &= statement(session, &buffer, painter, out);
    }
    ok
}

fn run_interactive(session: &mut Session) -> bool {
    // Ctrl-C stops a running input; a fatal signal restores the terminal.
    crate::interrupt::install();
    live::mark_start(session);
    let painter = Painter {
        colour: std::env::var_os("NO_COLOR").is_none(),
        quiet: session.quiet(),
    };
    // Several candidates are listed (as a shell lists them), not cycled.
    let config = rustyline::Config::builder()
        // A statement spanning lines goes into the history whole.
        .auto_add_history(false)
        .completion_type(rustyline::CompletionType::List)
        .build();
    let Ok(mut editor) = rustyline::Editor::<
        helper::PuppetHelper,
        rustyline::history::DefaultHistory,
    >::with_config(config) else {
        return run_batch(session, std::io::stdin().lock(), &mut std::io::stdout());
    };
    // rustyline opens the history file itself: only a regular file is
    // handed over (or none yet, to be made), so a FIFO or a device there
    // (`SPACESHIP_HISTORY=/dev/zero`) cannot block or flood the start.
    let history = history_path().filter(|p| !p.exists() || crate::loader::files::is_regular(p));
    if let Some(path) = &history {
        let _ = editor.load_history(path);
    }
    let _ = writeln!(
        std::io::stdout(),
        "spaceship {} — Puppet 7 catalog explorer. :help for commands, :quit to leave.",
        env!("CARGO_PKG_VERSION")
    );
    let mut ok = true;
    editor.set_helper(Some(helper::PuppetHelper::new(session)));
    // The lines of a statement still open (an unclosed brace, string...).
    let mut pending = String::new();
    loop {
        if let Some(helper) = editor.helper_mut() {
            helper.refresh(session);
        }
        let prompt = if pending.is_empty() {
            format!("{}> ", session.node())
        } else {
            continuation_prompt(session.node())
        };
        match editor.readline(&prompt) {
            Ok(line) => {
                if !pending.is_empty() {
                    pending.push('\n');
                }
                pending.push_str(&line);
                if !pending.trim_start().starts_with(':') && Session::is_incomplete(&pending) {
                    continue;
                }
                let line = std::mem::take(&mut pending);
                let trimmed = line.trim();
                if trimmed.is_empty() {
                    continue;
                }
                let _ = editor.add_history_entry(line.as_str());
                let mut out = std::io::stdout();
                // Ctrl-C meanwhile stops the input, which is then rejected.
                use crate::interrupt::evaluating;
                if trimmed.starts_with(':') {
                    match evaluating(|| command(session, trimmed, painter, &mut out)) {
                        Ok(Flow::Quit) => break,
                        Ok(Flow::Continue) => {}
                        Err(()) => ok = false,
                    }
                } else {
                    ok &= evaluating(|| statement(session, &line, painter, &mut out));
                }
            }
            // Ctrl-C drops the lines typed so far.
            Err(rustyline::error::ReadlineError::Interrupted) => pending.clear(),
            Err(_) => break,
        }
    }
    if let Some(path) = history.filter(|p| !p.exists() || crate::loader::files::is_regular(p)) {
        let _ = editor.save_history(&path);
    }
    ok
}

/// The prompt of a statement's next line, as wide as the first line's
/// (`test> ` then `   .. `).
fn continuation_prompt(node: &str) -> String {
    format!("{}.. ", " ".repeat(node.chars().count().saturating_sub(1)))
}

fn history_path() -> Option<std::path::PathBuf> {
    std::env::var_os("SPACESHIP_HISTORY")
        .map(Into::into)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".spaceship_history")))
}

/// Compiles one statement and prints what it changed.
fn statement(session: &mut Session, text: &str, painter: Painter, out: &mut impl Write) -> bool {
    let timer = crate::timing::PhaseTimer::start();
    let started = std::time::Instant::now();
    match session.submit(text) {
        Ok(report) => {
            // Which inputs took the fast path, for finding what recompiles.
            let how = match (&report.incremental, &report.recompiled_because) {
                (true, _) => "incremental".to_string(),
                (false, Some(because)) => format!("recompiled: {because}"),
                (false, None) => "recompiled".to_string(),
            };
            timer.report(&format!("input ({how})"), started.elapsed());
            answer(session, &report, painter, out);
            timer.report("input answered", started.elapsed());
            session.last_changes = report.changes;
            true
        }
        Err(rejection) => {
            let _ = writeln!(
                out,
                "{} {}",
                painter.paint(Color::Red.bold(), "error:"),
                rejection.0
            );
            false
        }
    }
}

/// What the REPL prints for an accepted input: its account, then a
/// warning if it closed a dependency cycle.
pub fn answer(session: &Session, report: &Report, painter: Painter, out: &mut impl Write) {
    print_report(report, painter, out);
    live::warn_cycles(session, report, painter, out);
}

/// Prints an account of an input: messages, value, then changes.
pub fn print_report(report: &Report, painter: Painter, out: &mut impl Write) {
    for message in &report.messages {
        if painter.quiet && is_warning(message) {
            continue;
        }
        let _ = writeln!(out, "{}", painter.paint(Color::Cyan.normal(), message));
    }
    if let Some(value) = &report.value {
        let _ = writeln!(
            out,
            "{} {}",
            painter.paint(Color::DarkGray.normal(), "=>"),
            show(value)
        );
    }
    print_changes(&report.changes, painter, out, LONG_ACCOUNT);
}

/// Whether a compiler message is a warning (`warning: ...`), which
/// `--quiet` hides.
pub fn is_warning(message: &str) -> bool {
    message
        .trim_start()
        .get(..8)
        .is_some_and(|head| head.eq_ignore_ascii_case("warning:"))
}

/// Accounts longer than this are summarized (`:changes` shows them whole).
const LONG_ACCOUNT: usize = 40;

/// Prints changes one a line; more than `limit` are summarized: counts
/// per change and type, then the first lines.
pub fn print_changes(changes: &[Change], painter: Painter, out: &mut impl Write, limit: usize) {
    let shown = if changes.len() > limit {
        let mut counts: std::collections::BTreeMap<(&str, String), usize> = Default::default();
        for change in changes {
            let (kind, reference) = match change {
                Change::Added { reference, .. } => ("added", reference),
                Change::Removed { reference } => ("removed", reference),
                Change::Realized { reference } => ("realized", reference),
                Change::Unrealized { reference } => ("made virtual again", reference),
                Change::Overridden { reference, .. } => ("overridden", reference),
                Change::Changed { reference, .. } => ("changed", reference),
                Change::Tagged { reference, .. } => ("tagged", reference),
                Change::Related { source, .. } => ("related", source),
            };
            let type_name = reference.split('[').next().unwrap_or_default().to_string();
            *counts.entry((kind, type_name)).or_default() += 1;
        }
        let _ = writeln!(out, "{} changes:", changes.len());
        for ((kind, type_name), n) in &counts {
            let _ = writeln!(out, "  {n} {type_name} {kind}");
        }
        let _ = writeln!(
            out,
            "the first {} (:changes lists them all):",
            LONG_ACCOUNT / 4
        );
        &changes[..LONG_ACCOUNT / 4]
    } else {
        changes
    };
    for change in shown {
        let line = match change {
            Change::Added { reference, state } => {
                let sign = painter.paint(Color::Green.bold(), "+");
                if *state == "declared" {
                    format!("{sign} {reference}")
                } else {
                    format!("{sign} {reference} ({state})")
                }
            }
            Change::Removed { reference } => {
                format!("{} {reference}", painter.paint(Color::Red.bold(), "-"))
            }
            Change::Realized { reference } => format!(
                "{} {reference} realized",
                painter.paint(Color::Green.bold(), "*")
            ),
            Change::Unrealized { reference } => format!(
                "{} {reference} virtual again",
                painter.paint(Color::Red.bold(), "*")
            ),
            Change::Changed {
                reference,
                attribute,
                old,
                new,
                causes,
            } => changed_line(reference, attribute, (old, new), (None, causes), painter),
            Change::Overridden {
                reference,
                attribute,
                old,
                new,
                by,
            } => match old {
                Some(old) => {
                    changed_line(reference, attribute, (old, new), (Some(by), &[]), painter)
                }
                None => format!(
                    "{} {reference} {attribute} {} by {by}",
                    painter.paint(Color::Yellow.bold(), "~"),
                    show(new)
                ),
            },
            Change::Tagged {
                reference,
                added,
                removed,
            } => {
                let signed = (added.iter().map(|t| format!("+{t}")))
                    .chain(removed.iter().map(|t| format!("-{t}")));
                format!(
                    "{} {reference} tags {}",
                    painter.paint(Color::Yellow.bold(), "~"),
                    signed.collect::<Vec<_>>().join(" ")
                )
            }
            Change::Related {
                source,
                param,
                target,
            } => format!(
                "{} {source} {param} {target}",
                painter.paint(Color::Blue.bold(), "→")
            ),
        };
        let _ = writeln!(out, "{line}");
    }
}

/// A changed attribute: its values on one line, or (file contents and
/// other long texts) a unified diff under it; then its causes.
fn changed_line(
    reference: &str,
    attribute: &str,
    (old, new): (&crate::catalog::Value, &crate::catalog::Value),
    (by, causes): (Option<&str>, &[String]),
    painter: Painter,
) -> String {
    let by = by.map(|b| format!(" by {b}")).unwrap_or_default();
    let sign = painter.paint(Color::Yellow.bold(), "~");
    let long = |v: &crate::catalog::Value| match v {
        crate::catalog::Value::Str(s) if s.len() >= 120 || s.contains('\n') => Some(s.to_string()),
        _ => None,
    };
    let mut text = match (long(old), long(new)) {
        (Some(a), Some(b)) => {
            let mut body = String::new();
            crate::diff::render::values(
                &mut body,
                attribute,
                Some(&serde_json::Value::String(a)),
                Some(&serde_json::Value::String(b)),
                painter.colour,
            );
            // The values' lines are indented under the resource already.
            let body = body
                .strip_prefix(&format!("    {attribute}:\n"))
                .unwrap_or(&body);
            format!(
                "{sign} {reference} {attribute}{by}:\n{}",
                body.trim_end_matches('\n')
            )
        }
        _ => format!(
            "{sign} {reference} {attribute} {} → {}{by}",
            show(old),
            show(new)
        ),
    };
    for cause in causes {
        text.push_str(&format!("\n    cause: {cause}"));
    }
    text
}

/// Runs a `:command`. `Err` means it failed (for the batch exit status).
fn command(
    session: &mut Session,
    line: &str,
    painter: Painter,
    out: &mut impl Write,
) -> Result<Flow, ()> {
    let (name, arg) = line[1..]
        .split_once(char::is_whitespace)
        .map_or((&line[1..], ""), |(n, a)| (n, a.trim()));
    let fail = |out: &mut dyn Write, message: &str| {
        let _ = writeln!(
            out,
            "{} {message}",
            painter.paint(Color::Red.bold(), "error:")
        );
        Err(())
    };
    // A command's account: what it did in one line, then its changes.
    let report = |session: &mut Session,
                  out: &mut dyn Write,
                  done: String,
                  result: Result<Report, crate::session::Rejection>| match result {
        Ok(r) => {
            // Counted as `:snapshot` and the explorer's header count:
            // as Puppet writes the catalog (unrealized virtual and
            // exported resources left out).
            let _ = writeln!(
                out,
                "{done} ({} resources)",
                crate::catalog::text::resources_in_catalog(session.catalog())
            );
            let mut buffer = Vec::new();
            print_report(&r, painter, &mut buffer);
            let _ = out.write_all(&buffer);
            session.last_changes = r.changes;
            Ok(Flow::Continue)
        }
        Err(e) => fail(out, &e.0),
    };
    match name {
        "help" | "h" | "?" => {
            let _ = writeln!(out, "{HELP}");
            Ok(Flow::Continue)
        }
        "quit" | "q" | "exit" => Ok(Flow::Quit),
        "tui" => match EXPLORER.get().map(|open| open(session, None)) {
            Some(Ok(())) => Ok(Flow::Continue),
            Some(Err(e)) => fail(out, &format!("explorer: {e}")),
            None => fail(out, "explorer: not available here"),
        },
        "load" if !arg.is_empty() => {
            let result = session.load(Path::new(arg));
            report(session, out, format!("loaded {arg}"), result)
        }
        "reload" => {
            let result = session.reload();
            let done = match &result {
                Ok(r) if r.changes.is_empty() => format!(
                    "reloaded {} file(s): no change",
                    session.loaded_files().len()
                ),
                _ => format!("reloaded {} file(s)", session.loaded_files().len()),
            };
            report(session, out, done, result)
        }
        "undo" => {
            let result = session.undo();
            report(session, out, "undid the last input".into(), result)
        }
        "reset" => {
            let result = session.reset();
            let done = format!(
                "reset to the {} loaded file(s)",
                session.loaded_files().len()
            );
            report(session, out, done, result)
        }
        "vars" => {
            for (name, value) in session.compiler().top_scope_values() {
                let shown = match (name.as_str(), &value) {
                    // The facts are listed by :facts.
                    ("facts" | "server_facts", crate::catalog::Value::Hash(h)) => {
                        format!("{{...}} ({} entries)", h.len())
                    }
                    _ => show(&value),
                };
                let _ = writeln!(out, "${name} = {shown}");
            }
            Ok(Flow::Continue)
        }
        "functions" => {
            let filter = arg.to_lowercase();
            let wanted = |n: &str| filter.is_empty() || n.contains(filter.as_str());
            let _ = writeln!(out, "built-in:");
            for name in crate::eval::known::BUILTIN_FUNCTIONS
                .iter()
                .filter(|n| wanted(n))
            {
                let _ = writeln!(out, "  {name}");
            }
            let defined = session.compiler().puppet_functions();
            let defined: Vec<&str> = defined
                .iter()
                .map(String::as_str)
                .filter(|n| wanted(n))
                .collect();
            if !defined.is_empty() {
                let _ = writeln!(out, "written in Puppet:");
                for name in defined {
                    let _ = writeln!(out, "  {name}");
                }
            }
            Ok(Flow::Continue)
        }
        "types" => {
            let _ = writeln!(out, "built-in:");
            for name in crate::catalog::schema::builtin_names() {
                let Some(t) = crate::catalog::schema::builtin(name) else {
                    continue;
                };
                let attributes: Vec<&str> = std::iter::once(t.namevar)
                    .chain(t.attributes.iter().copied())
                    .collect();
                let _ = writeln!(out, "  {name}: {}", attributes.join(", "));
            }
            for (title, list) in [
                ("defined:", session.compiler().defined_types()),
                (
                    "written in Ruby (used so far):",
                    session.compiler().ruby_type_attributes(),
                ),
            ] {
                if !list.is_empty() {
                    let _ = writeln!(out, "{title}");
                    for (name, params) in list {
                        let _ = writeln!(out, "  {name}: {}", params.join(", "));
                    }
                }
            }
            Ok(Flow::Continue)
        }
        "datatypes" => {
            let _ = writeln!(out, "{}", crate::eval::known::DATA_TYPES.join(", "));
            Ok(Flow::Continue)
        }
        "environment" => {
            let _ = write!(out, "{}", session.describe_environment());
            Ok(Flow::Continue)
        }
        "whereami" => match session.last_input() {
            Some((name, text)) => {
                let _ = writeln!(out, "{name}:");
                for (n, line) in text.lines().enumerate() {
                    let _ = writeln!(out, "{:>4} | {line}", n + 1);
                }
                Ok(Flow::Continue)
            }
            None => fail(out, "nothing typed yet"),
        },
        "changes" => {
            let mut buffer = Vec::new();
            print_changes(&session.last_changes, painter, &mut buffer, usize::MAX);
            let _ = out.write_all(&buffer);
            if session.last_changes.is_empty() {
                let _ = writeln!(out, "the last input changed nothing");
            }
            Ok(Flow::Continue)
        }
        "node" if !arg.is_empty() => {
            let result = session.set_node(arg);
            report(session, out, format!("node is now {arg}"), result)
        }
        "node" => {
            let _ = writeln!(out, "{}", session.node());
            Ok(Flow::Continue)
        }
        "facts" if !arg.is_empty() && std::path::Path::new(arg).is_file() => {
            let result = session.load_facts(std::path::Path::new(arg));
            report(
                session,
                out,
                format!("facts of {} now from {arg}", session.node()),
                result,
            )
        }
        "facts" if arg.contains(std::path::MAIN_SEPARATOR) => {
            fail(out, &format!("no facts file {arg}"))
        }
        "facts" => {
            // One fact (a dotted path digs into structured facts), or all.
            let mut value = session.facts().clone();
            for key in arg.split('.').filter(|k| !k.is_empty()) {
                value = match &value {
                    crate::catalog::Value::Hash(h) => h
                        .get(&crate::catalog::Value::str(key))
                        .cloned()
                        .unwrap_or(crate::catalog::Value::Undef),
                    _ => crate::catalog::Value::Undef,
                };
            }
            if !arg.is_empty() && value.is_undef() {
                // `nope.json` is a facts file not found, not fact `nope`.
                let file = [".json", ".yaml", ".yml"].iter().any(|e| arg.ends_with(e));
                return fail(
                    out,
                    &match file {
                        true => format!("no facts file {arg} (:facts FILE loads a node's facts)"),
                        false => format!("no fact {arg}"),
                    },
                );
            }
            let mut text = String::new();
            fact_tree(&value, 0, &mut text);
            let _ = write!(out, "{text}");
            Ok(Flow::Continue)
        }
        "lookup" if !arg.is_empty() => {
            // Values decrypted from eyaml show only when asked.
            let (show_secrets, key) = match arg.strip_prefix("--show-secrets") {
                Some(rest) => (true, rest.trim()),
                None => (false, arg),
            };
            match session.explain_lookup_showing(key.trim_matches(['\'', '"']), show_secrets) {
                Ok(text) => {
                    let _ = write!(out, "{text}");
                    Ok(Flow::Continue)
                }
                Err(e) => fail(out, &e.0),
            }
        }
        "classes" => {
            let listed = text::classes(session.catalog(), session.sources(), arg);
            if listed.is_empty() && arg.is_empty() {
                let _ = writeln!(out, "no classes declared but main");
            } else if listed.is_empty() {
                let _ = writeln!(out, "no declared class matches {arg}");
            } else {
                let _ = write!(out, "{listed}");
            }
            Ok(Flow::Continue)
        }
        "resources" => {
            let filter = arg.to_lowercase();
            for r in &session.catalog().resources {
                let reference = r.reference();
                if filter.is_empty() || reference.to_lowercase().contains(&filter) {
                    let _ = writeln!(out, "{reference} ({})", text::state(r));
                }
            }
            Ok(Flow::Continue)
        }
        "show" | "why" if !arg.is_empty() => match session.find(arg) {
            Some(id) => {
                let text = if name == "show" {
                    text::render_resource(session.catalog(), id, session.sources())
                } else {
                    text::explain(session.catalog(), id, session.sources())
                };
                let _ = write!(out, "{text}");
                Ok(Flow::Continue)
            }
            None => fail(out, &format!("no resource {arg} in the catalog")),
        },
        "query" if !arg.is_empty() => {
            let found = session
                .query(arg)
                .and_then(|ids| Ok((ids, session.query_other_nodes(arg)?)));
            match found {
                Ok((ids, remote)) => {
                    let _ = writeln!(out, "{} matching", ids.len());
                    for id in ids {
                        let r = &session.catalog().resources[id];
                        let _ = writeln!(out, "  {} ({})", r.reference(), text::state(r));
                    }
                    if !remote.is_empty() {
                        let _ = writeln!(out, "{} from other nodes in the store", remote.len());
                        for (reference, origin) in remote {
                            let _ = writeln!(out, "  {reference} ({origin})");
                        }
                    }
                    Ok(Flow::Continue)
                }
                Err(e) => fail(out, &e.0),
            }
        }
        "snapshot" => {
            live::snapshot(session, arg, out);
            Ok(Flow::Continue)
        }
        "diff" => match live::diff(session, arg, painter, out) {
            Ok(()) => Ok(Flow::Continue),
            Err(e) => fail(out, &e),
        },
        "export" if !arg.is_empty() => {
            // Written beside and renamed: a failed write keeps the old file.
            let written = export::write_atomically(Path::new(arg), |out| {
                check_puppet_nesting(session.catalog(), Selection::Puppet)
                    .map_err(std::io::Error::other)?;
                write_catalog_json(out, session.catalog(), session.sources(), Selection::Puppet)
            })
            .map_err(|e| e.to_string());
            match written {
                Ok(()) => {
                    let _ = writeln!(out, "wrote {arg}");
                    Ok(Flow::Continue)
                }
                Err(e) => fail(out, &format!("{arg}: {e}")),
            }
        }
        _ => fail(
            out,
            &format!("unknown command or missing argument: {line} (:help lists commands)"),
        ),
    }
}

/// Facts as an indented tree: a hash's keys sorted, one a line, nested
/// values below their key; scalars and lists after the key.
fn fact_tree(value: &crate::catalog::Value, depth: usize, out: &mut String) {
    use crate::catalog::Value;
    let Value::Hash(h) = value else {
        out.push_str(&format!("{}{}\n", "  ".repeat(depth), show(value)));
        return;
    };
    let mut entries: Vec<(String, &Value)> = h.iter().map(|(k, v)| (k.to_string(), v)).collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (key, v) in entries {
        match v {
            Value::Hash(inner) if !inner.is_empty() => {
                out.push_str(&format!("{}{key}:\n", "  ".repeat(depth)));
                fact_tree(v, depth + 1, out);
            }
            _ => out.push_str(&format!("{}{key}: {}\n", "  ".repeat(depth), show(v))),
        }
    }
}
