//! The explorer over a fleet report (`spaceship fleet diff --explore`,
//! `spaceship explore REPORT.json`): on the left the groups of nodes with
//! identical diffs, largest first, each with its nodes, then the failed
//! nodes; on the right the selected group's changes, attribute by
//! attribute, each with its causes (or the selected failure's side and
//! error). Enter on a node opens its live catalog at `--to` in the
//! ordinary explorer; Esc there comes back. State and keys here
//! ([`FleetApp`]), drawing in [`draw`]; the terminal is `tui`'s.

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use serde_json::Value as Json;

use super::app::Key;
use crate::fleet::report::{Report, Status};

/// A line of the left-hand list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// A group (index into the report's groups).
    Group(usize),
    /// A node of a group.
    Node(usize, String),
    /// The failures' heading.
    Failures,
    /// A failed node.
    Failed(String),
}

/// The report explorer's state.
pub struct FleetApp {
    pub report: Report,
    pub rows: Vec<Row>,
    pub selected: usize,
    pub offset: usize,
    pub detail_scroll: u16,
    pub quit: bool,
    /// The node whose live catalog Enter asked for (the runner opens it).
    pub open: Option<String>,
    /// Why the last node could not be opened, for the status line.
    pub message: Option<String>,
}

impl FleetApp {
    pub fn new(report: Report) -> FleetApp {
        let mut rows = Vec::new();
        for (g, group) in report.groups.iter().enumerate() {
            rows.push(Row::Group(g));
            rows.extend(group.nodes.iter().map(|n| Row::Node(g, n.clone())));
        }
        let failed: Vec<String> = report
            .nodes
            .iter()
            .filter(|(_, e)| e.status == Status::Failed)
            .map(|(n, _)| n.clone())
            .collect();
        if !failed.is_empty() {
            rows.push(Row::Failures);
            rows.extend(failed.into_iter().map(Row::Failed));
        }
        FleetApp {
            report,
            rows,
            selected: 0,
            offset: 0,
            detail_scroll: 0,
            quit: false,
            open: None,
            message: None,
        }
    }

    fn move_to(&mut self, row: usize) {
        self.selected = row.min(self.rows.len().saturating_sub(1));
        self.detail_scroll = 0;
    }

    /// Handles a key; `page` is the list's height.
    pub fn key(&mut self, key: Key, page: usize) {
        self.message = None;
        match key {
            Key::Char('q') | Key::Esc => self.quit = true,
            Key::Up | Key::Char('k') => self.move_to(self.selected.saturating_sub(1)),
            Key::Down | Key::Char('j') => self.move_to(self.selected + 1),
            Key::PageUp => self.move_to(self.selected.saturating_sub(page.max(1))),
            Key::PageDown => self.move_to(self.selected + page.max(1)),
            Key::Home | Key::Char('g') => self.move_to(0),
            Key::End | Key::Char('G') => self.move_to(usize::MAX),
            Key::Char('J') => self.detail_scroll = self.detail_scroll.saturating_add(1),
            Key::Char('K') => self.detail_scroll = self.detail_scroll.saturating_sub(1),
            Key::Enter => match self.rows.get(self.selected) {
                Some(Row::Node(_, name)) | Some(Row::Failed(name)) => {
                    self.open = Some(name.clone())
                }
                _ => {
                    self.message = Some("Enter on a node opens its catalog at --to".into());
                }
            },
            _ => {}
        }
    }

    /// The group the selected row belongs to.
    fn group(&self) -> Option<usize> {
        match self.rows.get(self.selected)? {
            Row::Group(g) | Row::Node(g, _) => Some(*g),
            _ => None,
        }
    }

    /// The right-hand pane's lines for the selection.
    pub fn detail(&self) -> Vec<Line<'static>> {
        match self.rows.get(self.selected) {
            Some(Row::Failed(name)) => {
                let entry = &self.report.nodes[name];
                let mut lines = vec![Line::from(Span::styled(
                    format!(
                        "{name}: failed at {}",
                        entry.side.as_deref().unwrap_or("both")
                    ),
                    Style::default().fg(Color::Red).add_modifier(Modifier::BOLD),
                ))];
                for l in entry.error.as_deref().unwrap_or("").lines() {
                    lines.push(Line::from(l.to_string()));
                }
                lines
            }
            Some(Row::Failures) => vec![Line::from(
                "Nodes that did not compile at one side or both: select one for its error.",
            )],
            _ => match self.group() {
                Some(g) => changes_lines(&self.report.groups[g].changes),
                None => vec![Line::from("No node changed.")],
            },
        }
    }
}

fn value_text(v: &Json) -> String {
    match v {
        Json::Null => "(absent)".to_string(),
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A group's changes: each resource with its change, its attributes
/// (`from` → `to`, multi-line values line by line) and its causes.
fn changes_lines(changes: &[Json]) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for change in changes {
        let kind = change["change"].as_str().unwrap_or("");
        let (mark, color) = match kind {
            "added" => ("+", Color::Green),
            "removed" => ("-", Color::Red),
            _ => ("~", Color::Yellow),
        };
        lines.push(Line::from(vec![
            Span::styled(
                format!("{mark} "),
                Style::default().fg(color).add_modifier(Modifier::BOLD),
            ),
            Span::styled(
                change["resource"].as_str().unwrap_or("").to_string(),
                Style::default().add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!(" {kind}")),
        ]));
        if let Some(attributes) = change["attributes"].as_object() {
            for (name, pair) in attributes {
                let (from, to) = (value_text(&pair["from"]), value_text(&pair["to"]));
                if from.contains('\n') || to.contains('\n') {
                    lines.push(Line::from(format!("    {name}:")));
                    for l in from.lines() {
                        lines.push(Line::from(Span::styled(
                            format!("      -{l}"),
                            Style::default().fg(Color::Red),
                        )));
                    }
                    for l in to.lines() {
                        lines.push(Line::from(Span::styled(
                            format!("      +{l}"),
                            Style::default().fg(Color::Green),
                        )));
                    }
                } else {
                    lines.push(Line::from(format!("    {name}: {from} → {to}")));
                }
            }
        }
        for cause in change["causes"].as_array().into_iter().flatten() {
            lines.push(Line::from(Span::styled(
                format!("    cause: {}", cause.as_str().unwrap_or("")),
                Style::default().fg(Color::Cyan),
            )));
        }
    }
    lines
}

/// Draws the report explorer.
pub fn draw(frame: &mut Frame, app: &mut FleetApp) {
    let area = frame.area();
    let outer = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(1),
        ])
        .split(area);
    let report = &app.report;
    let header = format!(
        " {} → {}  {} nodes · {} changed · {} unchanged · {} failed · {} groups",
        report.from,
        report.to,
        report.nodes.len(),
        report.count(Status::Changed),
        report.count(Status::Unchanged),
        report.count(Status::Failed),
        report.groups.len()
    );
    frame.render_widget(
        Paragraph::new(header).style(Style::default().add_modifier(Modifier::BOLD)),
        outer[0],
    );
    let panes = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Percentage(40), Constraint::Percentage(60)])
        .split(outer[1]);
    let height = panes[0].height.saturating_sub(2) as usize;
    if app.selected < app.offset {
        app.offset = app.selected;
    } else if height > 0 && app.selected >= app.offset + height {
        app.offset = app.selected + 1 - height;
    }
    let width = panes[0].width.saturating_sub(2) as usize;
    let lines: Vec<Line> = app
        .rows
        .iter()
        .enumerate()
        .skip(app.offset)
        .take(height)
        .map(|(i, row)| {
            let text = match row {
                Row::Group(g) => {
                    let group = &report.groups[*g];
                    format!(
                        "Group {} · {} node{} · {} change{}",
                        group.id,
                        group.nodes.len(),
                        if group.nodes.len() == 1 { "" } else { "s" },
                        group.changes.len(),
                        if group.changes.len() == 1 { "" } else { "s" }
                    )
                }
                Row::Node(_, n) | Row::Failed(n) => format!("  {n}"),
                Row::Failures => "Failed".to_string(),
            };
            let text: String = text.chars().take(width).collect();
            let mut style = match row {
                Row::Group(_) => Style::default().add_modifier(Modifier::BOLD),
                Row::Failures => Style::default().fg(Color::Red).add_modifier(Modifier::BOLD),
                Row::Failed(_) => Style::default().fg(Color::Red),
                Row::Node(..) => Style::default(),
            };
            if i == app.selected {
                style = style.add_modifier(Modifier::REVERSED);
            }
            Line::from(Span::styled(text, style))
        })
        .collect();
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title("Groups")),
        panes[0],
    );
    frame.render_widget(
        Paragraph::new(app.detail())
            .wrap(Wrap { trim: false })
            .scroll((app.detail_scroll, 0))
            .block(Block::default().borders(Borders::ALL).title("Changes")),
        panes[1],
    );
    let status = match &app.message {
        Some(m) => m.clone(),
        None => "↑↓ move  J/K scroll changes  Enter open the node at --to  q/Esc quit".into(),
    };
    frame.render_widget(
        Paragraph::new(status).style(Style::default().fg(Color::DarkGray)),
        outer[2],
    );
}
