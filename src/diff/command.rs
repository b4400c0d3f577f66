//! `spaceship diff` and `spaceship graph`: the command line's work, apart
//! from its flags (which `cli.rs` declares).

use std::io::{IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;

use super::compare::{Filters, compare};
use super::render;
use super::side::{SideOptions, load, load_all};
use crate::graph::{Graph, cycles, dot};

/// Exit status when the catalogs differ.
pub const DIFFER: u8 = 2;

/// What `spaceship diff` was asked.
pub struct DiffRequest {
    pub from: PathBuf,
    pub to: PathBuf,
    pub from_side: SideOptions,
    pub to_side: SideOptions,
    pub filters: Filters,
    pub json: bool,
}

/// Writes `text` to standard output: a reader that went away (`| head`)
/// is a quiet end, as for other Unix tools, never a panic; any other
/// write error is reported.
pub fn print(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spaceship: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Compares two sides: 0 if the same, 2 if they differ, 1 on error.
pub fn diff(request: DiffRequest) -> ExitCode {
    // The two sides load (read and parse, or compile) on two threads.
    let (from, to) = std::thread::scope(|scope| {
        let from = scope.spawn(|| load(&request.from, &request.from_side));
        let to = load(&request.to, &request.to_side);
        (from.join().expect("loading a side"), to)
    });
    let (from, to) = match (from, to) {
        (Ok(from), Ok(to)) => (from, to),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("spaceship: {e}");
            return ExitCode::FAILURE;
        }
    };
    let diff = compare(&from, &to, &request.filters);
    let text = if request.json {
        let mut t = serde_json::to_string_pretty(&render::to_json(&diff)).expect("json");
        t.push('\n');
        t
    } else {
        let mut t = render::text(&diff, std::io::stdout().is_terminal());
        t.push_str(&render::summary(&diff));
        t.push('\n');
        t
    };
    let printed = print(&text);
    // Skip freeing the catalogs: the process is about to exit.
    let same = diff.is_empty();
    std::mem::forget((from, to, diff));
    if printed == ExitCode::FAILURE {
        return ExitCode::FAILURE;
    }
    if same {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(DIFFER)
    }
}

/// Prints the relationship graph (DOT, or JSON with the cycles).
pub fn graph(paths: &[PathBuf], side: &SideOptions, json: bool) -> ExitCode {
    let view = match load_all(paths, side) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("spaceship: {e}");
            return ExitCode::FAILURE;
        }
    };
    let graph = Graph::from_view(&view);
    let text = if json {
        let mut doc = dot::to_json(&graph);
        doc["cycles"] = serde_json::json!(cycles::find(&view));
        let mut t = serde_json::to_string_pretty(&doc).expect("json");
        t.push('\n');
        t
    } else {
        dot::dot(&graph)
    };
    print(&text)
}

/// `--check-graph`: relationships to missing resources and dependency
/// cycles, in the words of `puppet apply`; `None` if there are none.
pub fn check_graph(view: &crate::catalog::view::View) -> Option<String> {
    let graph = Graph::from_view(view);
    let mut problems: Vec<String> = graph
        .missing
        .iter()
        .map(|m| {
            let description = if matches!(m.param, "require" | "subscribe") {
                "dependency"
            } else {
                "dependent"
            };
            format!("Could not find {description} {} for {}", m.target, m.source)
        })
        .collect();
    problems.extend(cycles::message(&cycles::find(view)));
    (!problems.is_empty()).then(|| problems.join("\n"))
}
