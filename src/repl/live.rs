//! The REPL's diff commands, `:snapshot` and `:diff`, and the warning
//! after an input that closes a dependency cycle (the input is still
//! accepted, as Puppet's compile accepts it).

use std::io::Write;

use nu_ansi_term::Color;

use super::Painter;
use crate::diff::{Filters, compare, render};
use crate::graph::cycles;
use crate::session::{Report, Session};

/// Records the session's start (for `:diff` before any snapshot).
pub fn mark_start(session: &mut Session) {
    if !session.snapshots().has_start() {
        let view = session.view();
        session.snapshots().mark_start(view);
    }
}

/// `:snapshot [NAME]`.
pub fn snapshot(session: &mut Session, name: &str, out: &mut impl Write) {
    let view = session.view();
    let count = view.resources.len();
    let name = session
        .snapshots()
        .take((!name.is_empty()).then_some(name), view);
    let _ = writeln!(out, "snapshot {name} ({count} resources)");
}

/// `:diff [NAME|-]`.
pub fn diff(
    session: &mut Session,
    name: &str,
    painter: Painter,
    out: &mut impl Write,
) -> Result<(), String> {
    let now = session.view();
    let (label, diff) = if name == "-" {
        let before = session.view_before_last().map_err(|e| e.0)?;
        (
            "the last input".to_string(),
            compare(&before, &now, &Filters::default()),
        )
    } else {
        let (label, base) = session
            .snapshots()
            .base((!name.is_empty()).then_some(name))?;
        let label = if label.starts_with("the ") {
            label
        } else {
            format!("snapshot {label}")
        };
        (label, compare(base, &now, &Filters::default()))
    };
    let _ = write!(out, "{}", render::text(&diff, painter.colour));
    let _ = writeln!(out, "{} since {label}", render::summary(&diff));
    Ok(())
}

/// After an accepted input: Puppet's cycle message as a warning.
pub fn warn_cycles(session: &Session, report: &Report, painter: Painter, out: &mut impl Write) {
    if painter.quiet {
        return;
    }
    let Some(cycles) = session.cycles_after(report) else {
        return;
    };
    if let Some(message) = cycles::message(&cycles) {
        let _ = writeln!(
            out,
            "{} {message}",
            painter.paint(Color::Yellow.bold(), "warning:")
        );
    }
}
