//! A fleet report in words: text for the terminal (coloured where it is
//! one) and Markdown for a pull-request comment, which must stay within
//! GitHub's 65,536 characters and says what it left out.

use std::fmt::Write as _;

use nu_ansi_term::Color;
use serde_json::Value as Json;

use super::nodes::compress;
use super::report::{Group, Report, Status};

/// GitHub's limit on a comment's body, in characters.
pub const COMMENT_LIMIT: usize = 65_536;

/// A string is shown as a unified diff from this length, or if it has
/// more than one line.
const LONG: usize = 120;

fn paint(colour: bool, c: Color, s: &str) -> String {
    if colour {
        c.paint(s).to_string()
    } else {
        s.to_string()
    }
}

fn long_string(v: &Json) -> Option<&str> {
    match v {
        Json::String(s) if s.len() >= LONG || s.contains('\n') => Some(s),
        _ => None,
    }
}

/// A value as Puppet code writes it; `(absent)` for none.
fn show(v: &Json) -> String {
    match v {
        Json::Null => "(absent)".into(),
        other => crate::diff::render::show(other),
    }
}

/// One group's changes, attribute by attribute; file contents and other
/// long strings as unified diffs; each change's causes under it.
pub fn changes_text(out: &mut String, group: &Group, colour: bool) {
    for change in &group.changes {
        let resource = change["resource"].as_str().unwrap_or_default();
        let (mark, c) = match change["change"].as_str() {
            Some("added") => ('+', Color::Green),
            Some("removed") => ('-', Color::Red),
            _ => ('~', Color::Yellow),
        };
        let _ = writeln!(out, "  {}", paint(colour, c, &format!("{mark} {resource}")));
        if mark == '~' {
            for (name, values) in change["attributes"].as_object().into_iter().flatten() {
                attribute(out, name, &values["from"], &values["to"], colour);
            }
        }
        for cause in change["causes"].as_array().into_iter().flatten() {
            let _ = writeln!(out, "      cause: {}", cause.as_str().unwrap_or_default());
        }
    }
}

fn attribute(out: &mut String, name: &str, from: &Json, to: &Json, colour: bool) {
    if let (Some(old), Some(new)) = (long_string(from), long_string(to)) {
        let _ = writeln!(out, "      {name}:");
        for line in crate::diff::render::unified_lines(old, new).lines() {
            let painted = match line.chars().next() {
                Some('+') => paint(colour, Color::Green, line),
                Some('-') => paint(colour, Color::Red, line),
                Some('@') => paint(colour, Color::Cyan, line),
                _ => line.to_string(),
            };
            let _ = writeln!(out, "        {painted}");
        }
    } else {
        let _ = writeln!(
            out,
            "      {name}: {} → {}",
            paint(colour, Color::Red, &show(from)),
            paint(colour, Color::Green, &show(to))
        );
    }
}

fn summary_line(report: &Report) -> String {
    format!(
        "{} nodes: {} changed, {} unchanged, {} failed",
        report.nodes.len(),
        report.count(Status::Changed),
        report.count(Status::Unchanged),
        report.count(Status::Failed)
    )
}

/// Failed nodes grouped by side and error: (side, error, nodes).
fn failures(report: &Report) -> Vec<(String, String, Vec<String>)> {
    let mut out: Vec<(String, String, Vec<String>)> = Vec::new();
    for (name, n) in &report.nodes {
        if n.status != Status::Failed {
            continue;
        }
        let side = n.side.clone().unwrap_or_default();
        let error = n.error.clone().unwrap_or_default();
        match out.iter_mut().find(|(s, e, _)| *s == side && *e == error) {
            Some((_, _, nodes)) => nodes.push(name.clone()),
            None => out.push((side, error, vec![name.clone()])),
        }
    }
    out.sort_by(|a, b| b.2.len().cmp(&a.2.len()).then(a.2.cmp(&b.2)));
    out
}

fn side_words(side: &str) -> &'static str {
    match side {
        "from" => "fails at the from side only",
        "to" => "fails at the to side only",
        _ => "fails at both sides",
    }
}

/// The report as text.
pub fn text(report: &Report, colour: bool) -> String {
    let mut out = String::new();
    let shard = report
        .shard
        .map(|s| format!(", shard {s}"))
        .unwrap_or_default();
    let cached = match report.cached {
        0 => String::new(),
        n => format!(", {n} of them at neither side: their reads cached by an earlier run"),
    };
    let skipped = match report.skipped {
        0 => String::new(),
        n => format!(
            "; {n} not compiled again at {}: nothing they read changed{cached}",
            report.to
        ),
    };
    let _ = writeln!(
        out,
        "{} → {}{shard}: {} ({:.2} s{skipped})",
        report.from,
        report.to,
        summary_line(report),
        report.seconds
    );
    for g in &report.groups {
        let _ = writeln!(
            out,
            "\n{} ({} node{}): {}",
            paint(colour, Color::Cyan, &format!("group {}", g.id)),
            g.nodes.len(),
            if g.nodes.len() == 1 { "" } else { "s" },
            compress(&g.nodes).join(", ")
        );
        changes_text(&mut out, g, colour);
    }
    for (side, error, nodes) in failures(report) {
        let _ = writeln!(
            out,
            "\n{} ({} node{}, {}): {}",
            paint(colour, Color::Red, "failed"),
            nodes.len(),
            if nodes.len() == 1 { "" } else { "s" },
            side_words(&side),
            compress(&nodes).join(", ")
        );
        for line in error.lines() {
            let _ = writeln!(out, "  {line}");
        }
    }
    out
}

/// The report as a pull-request comment: the summary, then a collapsed
/// section per group (largest first) and per failure, as many as fit in
/// GitHub's limit; what did not fit is counted at the end.
pub fn markdown(report: &Report) -> String {
    markdown_within(report, COMMENT_LIMIT)
}

/// [`markdown`] within `limit` characters.
pub fn markdown_within(report: &Report, limit: usize) -> String {
    let mut head = String::new();
    let shard = report
        .shard
        .map(|s| format!(" (shard {s})"))
        .unwrap_or_default();
    let _ = writeln!(
        head,
        "### spaceship fleet diff: `{}` → `{}`{shard}\n",
        report.from, report.to
    );
    let _ = writeln!(
        head,
        "| nodes | changed | unchanged | failed | distinct diffs |\n|---:|---:|---:|---:|---:|\n| {} | {} | {} | {} | {} |\n",
        report.nodes.len(),
        report.count(Status::Changed),
        report.count(Status::Unchanged),
        report.count(Status::Failed),
        report.groups.len()
    );
    // Failures first: a node the change breaks matters most.
    let mut sections: Vec<(String, usize)> = Vec::new();
    for (side, error, nodes) in failures(report) {
        let s = format!(
            "<details><summary>:x: {} node{} {}: {}</summary>\n\n```\n{}\n```\n</details>\n\n",
            nodes.len(),
            if nodes.len() == 1 { "" } else { "s" },
            side_words(&side),
            escape_html(&compress(&nodes).join(", ")),
            fence_safe(error.trim_end())
        );
        sections.push((s, nodes.len()));
    }
    for g in &report.groups {
        let mut body = String::new();
        changes_text(&mut body, g, false);
        let s = format!(
            "<details><summary>Group {}: {} node{} — {}</summary>\n\n```diff\n{}```\n</details>\n\n",
            g.id,
            g.nodes.len(),
            if g.nodes.len() == 1 { "" } else { "s" },
            escape_html(&compress(&g.nodes).join(", ")),
            fence_safe(&diff_marked(&body))
        );
        sections.push((s, g.nodes.len()));
    }
    let mut out = head;
    // Room kept for the note on what was left out.
    let reserve = 300;
    let mut cut = (0, 0);
    for (s, nodes) in sections {
        let fits = out.chars().count() + s.chars().count() + reserve <= limit;
        if fits && cut.0 == 0 {
            out.push_str(&s);
        } else {
            cut.0 += 1;
            cut.1 += nodes;
        }
    }
    if cut.0 > 0 {
        let _ = writeln!(
            out,
            "_{} section{} ({} nodes) not shown: the comment would pass GitHub's {} characters. The JSON report (`--format json`) has them all._",
            cut.0,
            if cut.0 == 1 { "" } else { "s" },
            cut.1,
            limit
        );
    }
    out
}

/// Text lines as a `diff` block colours them: unified-diff lines keep
/// their mark at the start of the line.
fn diff_marked(body: &str) -> String {
    let mut out = String::new();
    for line in body.lines() {
        let trimmed = line.trim_start();
        let first = trimmed.chars().next();
        let shown = match first {
            Some('+' | '-') if !trimmed.starts_with("+++") && !trimmed.starts_with("---") => {
                format!("{}{}", &trimmed[..1], line.replacen(&trimmed[..1], " ", 1))
            }
            _ => format!(" {line}"),
        };
        out.push_str(&shown);
        out.push('\n');
    }
    out
}

fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Keeps a fenced block's text from closing the fence.
fn fence_safe(s: &str) -> String {
    s.replace("```", "`\u{200b}``")
}
