//! The REPL: a thin loop over a [`Session`]. In a terminal it edits with
//! rustyline (multi-line input, highlighting, completion, hints, history);
//! otherwise it reads statements and `:commands` from standard input and
//! prints the same accounts without prompts or colour.

pub mod helper;
mod live;

use std::io::{BufRead, Write};
use std::path::Path;

use nu_ansi_term::{Color, Style};

use crate::catalog::json::{Selection, write_catalog_json};
use crate::catalog::text;
use crate::session::{Change, Report, Session, show};

/// How output is styled.
#[derive(Clone, Copy)]
pub struct Painter {
    pub colour: bool,
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
  :classes                   declared classes, each parameter with its source
  :lookup KEY                a Hiera lookup, explained level by level
  :query Type <| expr |>     what a collector would match (realizes nothing)
  :undo                      take back the last accepted input
  :reset                     forget every input
  :node NAME                 compile for another node
  :facts                     the facts in use
  :export FILE               write the catalog as Puppet's JSON
  :snapshot [NAME]           keep the catalog as it is now, for :diff
  :diff [NAME|-]             what changed since the snapshot NAME, else the last
                             snapshot, else the session's start (- : since the
                             catalog before the last input)
  :tui                       open the explorer on this session (q returns here)
  :quit                      leave";

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
    let painter = Painter { colour: false };
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
    live::mark_start(session);
    let painter = Painter {
        colour: std::env::var_os("NO_COLOR").is_none(),
    };
    let config = rustyline::Config::builder().auto_add_history(true).build();
    let Ok(mut editor) = rustyline::Editor::<
        helper::PuppetHelper,
        rustyline::history::DefaultHistory,
    >::with_config(config) else {
        return run_batch(session, std::io::stdin().lock(), &mut std::io::stdout());
    };
    let history = history_path();
    if let Some(path) = &history {
        let _ = editor.load_history(path);
    }
    println!(
        "spaceship {} — Puppet 7 catalog explorer. :help for commands, :quit to leave.",
        env!("CARGO_PKG_VERSION")
    );
    let mut ok = true;
    editor.set_helper(Some(helper::PuppetHelper::new(session)));
    loop {
        if let Some(helper) = editor.helper_mut() {
            helper.refresh(session);
        }
        let prompt = format!("{}> ", session.node());
        match editor.readline(&prompt) {
            Ok(line) => {
                let trimmed = line.trim();
                if trimmed.is_empty() {
                    continue;
                }
                let mut out = std::io::stdout();
                if trimmed.starts_with(':') {
                    match command(session, trimmed, painter, &mut out) {
                        Ok(Flow::Quit) => break,
                        Ok(Flow::Continue) => {}
                        Err(()) => ok = false,
                    }
                } else {
                    ok &= statement(session, &line, painter, &mut out);
                }
            }
            Err(rustyline::error::ReadlineError::Interrupted) => continue,
            Err(_) => break,
        }
    }
    if let Some(path) = &history {
        let _ = editor.save_history(path);
    }
    ok
}

fn history_path() -> Option<std::path::PathBuf> {
    std::env::var_os("SPACESHIP_HISTORY")
        .map(Into::into)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".spaceship_history")))
}

/// Compiles one statement and prints what it changed.
fn statement(session: &mut Session, text: &str, painter: Painter, out: &mut impl Write) -> bool {
    match session.submit(text) {
        Ok(report) => {
            print_report(&report, painter, out);
            live::warn_cycles(session, &report, painter, out);
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

/// Prints an account of an input: messages, value, then changes.
pub fn print_report(report: &Report, painter: Painter, out: &mut impl Write) {
    for message in &report.messages {
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
    for change in &report.changes {
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
            Change::Overridden {
                reference,
                attribute,
                old,
                new,
                by,
            } => {
                let from = old
                    .as_ref()
                    .map(|o| format!("{} → ", show(o)))
                    .unwrap_or_default();
                format!(
                    "{} {reference} {attribute} {from}{} by {by}",
                    painter.paint(Color::Yellow.bold(), "~"),
                    show(new)
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
    let report =
        |out: &mut dyn Write, result: Result<Report, crate::session::Rejection>| match result {
            Ok(r) => {
                let mut buffer = Vec::new();
                print_report(&r, painter, &mut buffer);
                let _ = out.write_all(&buffer);
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
        "tui" => match crate::tui::run(session) {
            Ok(()) => Ok(Flow::Continue),
            Err(e) => fail(out, &format!("explorer: {e}")),
        },
        "load" if !arg.is_empty() => report(out, session.load(Path::new(arg))),
        "reload" => report(out, session.reload()),
        "undo" => report(out, session.undo()),
        "reset" => {
            session.reset();
            let _ = writeln!(out, "session reset");
            Ok(Flow::Continue)
        }
        "node" if !arg.is_empty() => report(out, session.set_node(arg)),
        "node" => {
            let _ = writeln!(out, "{}", session.node());
            Ok(Flow::Continue)
        }
        "facts" => {
            let _ = writeln!(out, "{}", show(session.facts()));
            Ok(Flow::Continue)
        }
        "lookup" if !arg.is_empty() => {
            match session.explain_lookup(arg.trim_matches(['\'', '"'])) {
                Ok(text) => {
                    let _ = write!(out, "{text}");
                    Ok(Flow::Continue)
                }
                Err(e) => fail(out, &e.0),
            }
        }
        "classes" => {
            let _ = write!(
                out,
                "{}",
                text::classes(session.catalog(), session.sources())
            );
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
                let r = &session.catalog().resources[id];
                let text = if name == "show" {
                    text::render_resource(r, session.sources())
                } else {
                    text::explain(session.catalog(), id, session.sources())
                };
                let _ = write!(out, "{text}");
                Ok(Flow::Continue)
            }
            None => fail(out, &format!("no resource {arg} in the catalog")),
        },
        "query" if !arg.is_empty() => match session.query(arg) {
            Ok(ids) => {
                let _ = writeln!(out, "{} matching", ids.len());
                for id in ids {
                    let r = &session.catalog().resources[id];
                    let _ = writeln!(out, "  {} ({})", r.reference(), text::state(r));
                }
                Ok(Flow::Continue)
            }
            Err(e) => fail(out, &e.0),
        },
        "snapshot" => {
            live::snapshot(session, arg, out);
            Ok(Flow::Continue)
        }
        "diff" => match live::diff(session, arg, painter, out) {
            Ok(()) => Ok(Flow::Continue),
            Err(e) => fail(out, &e),
        },
        "export" if !arg.is_empty() => {
            let written = std::fs::File::create(arg)
                .map_err(|e| e.to_string())
                .and_then(|f| {
                    write_catalog_json(
                        std::io::BufWriter::new(f),
                        session.catalog(),
                        session.sources(),
                        Selection::Puppet,
                    )
                    .map_err(|e| e.to_string())
                });
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
