//! Drawing the explorer: a header with counts per status, the resource
//! list with status badges (matches of the query highlighted), the detail
//! pane (attributes with their origin, tags, relationships in and out),
//! the input line and a help overlay. Drawing only reads the [`App`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use super::app::{App, Focus, Pane, Sort};
use crate::catalog::schema;
use crate::catalog::text;
use crate::session::show;

const HELP: &[(&str, &str)] = &[
    ("↑ ↓ j k", "move in the list (or scroll the detail pane)"),
    ("PgUp PgDn g G", "page, top, bottom"),
    ("Tab / Enter", "switch between list and detail"),
    ("/", "collector query, previewed as you type"),
    ("n", "next match of the query"),
    ("A", "apply the query to the session (realizes, overrides)"),
    ("=", "evaluate an expression, e.g. File['/etc/x']['mode']"),
    (":", "compile a statement into the session"),
    ("s", "sort: catalog order, type, status"),
    ("d", "diff against the last :snapshot (or the start)"),
    ("o", "what must come before and after the resource"),
    ("Esc", "clear the query / leave an input line"),
    ("?", "this help"),
    ("q", "quit"),
];

fn badge(state: &str) -> (&'static str, Color) {
    match state {
        "virtual" => ("V", Color::DarkGray),
        "realized" => ("R", Color::Green),
        "exported" | "exported, collected" => ("E", Color::Magenta),
        "overridden" => ("O", Color::Yellow),
        _ => (" ", Color::Reset),
    }
}

/// "1 match", "2 matches".
fn matches_text(n: usize) -> String {
    if n == 1 {
        "1 match".to_string()
    } else {
        format!("{n} matches")
    }
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &mut App) {
    let area = frame.area();
    let rows = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .split(area);
    draw_header(frame, app, rows[0]);
    let panes = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Percentage(45), Constraint::Percentage(55)])
        .split(rows[1]);
    draw_list(frame, app, panes[0]);
    draw_detail(frame, app, panes[1]);
    draw_input(frame, app, rows[2]);
    draw_message(frame, app, rows[3]);
    if app.help {
        draw_help(frame, area);
    }
}

fn draw_header(frame: &mut Frame, app: &App, area: Rect) {
    let mut spans = vec![
        Span::styled(
            format!(" {} ", app.session.node()),
            Style::default().add_modifier(Modifier::REVERSED),
        ),
        Span::raw(format!(" {} resources", app.rows.len())),
    ];
    for (state, n) in &app.counts {
        spans.push(Span::raw(format!(" · {n} {state}")));
    }
    let sort = match app.sort {
        Sort::Catalog => "catalog order",
        Sort::Type => "by type",
        Sort::Status => "by status",
    };
    spans.push(Span::styled(
        format!("  [{sort}]  ? help"),
        Style::default().fg(Color::DarkGray),
    ));
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

fn draw_list(frame: &mut Frame, app: &mut App, area: Rect) {
    let title = if app.query.is_empty() {
        " Resources ".to_string()
    } else {
        format!(" Resources — {} ", matches_text(app.matches.len()))
    };
    let focused = app.focus == Focus::List;
    let block = Block::default()
        .borders(Borders::ALL)
        .title(title)
        .border_style(border(focused));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let height = inner.height as usize;
    app.scroll_into_view(height);
    let catalog = app.session.catalog();
    let lines: Vec<Line> = app
        .rows
        .iter()
        .enumerate()
        .skip(app.offset)
        .take(height)
        .map(|(row, &id)| {
            let r = &catalog.resources[id];
            let (mark, color) = badge(text::state(r));
            let matched = app.matches.contains(&id);
            let mut style = Style::default();
            if matched {
                style = style.fg(Color::Black).bg(Color::Yellow);
            }
            if row == app.selected {
                style = style.add_modifier(Modifier::REVERSED);
            }
            // Matches are marked as well as coloured, for monochrome terminals.
            let pointer = if matched { "»" } else { " " };
            Line::from(vec![
                Span::styled(
                    format!("{mark}{pointer}"),
                    Style::default().fg(color).add_modifier(Modifier::BOLD),
                ),
                Span::styled(format!("{}[{}]", r.type_name, r.title), style),
            ])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), inner);
}

fn draw_detail(frame: &mut Frame, app: &App, area: Rect) {
    let focused = app.focus == Focus::Detail;
    if app.pane != Pane::Detail {
        let title = if app.pane == Pane::Diff {
            " Diff "
        } else {
            " Order "
        };
        let block = Block::default()
            .borders(Borders::ALL)
            .title(title)
            .border_style(border(focused));
        let lines: Vec<Line> = app.pane_lines.iter().map(|l| pane_line(l)).collect();
        frame.render_widget(
            Paragraph::new(lines)
                .block(block)
                .wrap(Wrap { trim: false })
                .scroll((app.detail_scroll, 0)),
            area,
        );
        return;
    }
    let block = Block::default()
        .borders(Borders::ALL)
        .title(" Detail ")
        .border_style(border(focused));
    let Some(r) = app.selected_resource() else {
        frame.render_widget(Paragraph::new("no resources").block(block), area);
        return;
    };
    let sources = app.session.sources();
    let dim = Style::default().fg(Color::DarkGray);
    let mut lines = vec![Line::from(Span::styled(
        r.reference(),
        Style::default().add_modifier(Modifier::BOLD),
    ))];
    let at = r
        .span
        .map(|s| format!("{}:{}", sources.name(s.file), s.line))
        .unwrap_or_else(|| "(made by the compiler)".into());
    lines.push(Line::from(vec![
        Span::styled(
            format!("{} ", text::state(r)),
            Style::default().fg(badge(text::state(r)).1),
        ),
        Span::styled(at, dim),
    ]));
    lines.push(Line::raw(""));
    for (name, p) in &r.params {
        if p.value.is_undef() {
            continue;
        }
        lines.push(Line::from(vec![
            Span::styled(format!("{name} => "), Style::default().fg(Color::Cyan)),
            Span::raw(show(&p.value)),
        ]));
        lines.push(Line::from(Span::styled(
            format!(
                "    {}",
                text::origin(app.session.catalog(), r, name, p, sources)
            ),
            dim,
        )));
    }
    lines.push(Line::raw(""));
    lines.push(Line::from(vec![
        Span::styled("tags: ", Style::default().fg(Color::Cyan)),
        Span::raw(r.tags.iter().cloned().collect::<Vec<_>>().join(", ")),
    ]));
    let incoming: Vec<String> = app
        .incoming
        .get(&r.reference())
        .map(|v| v.iter().map(|s| format!("← {s}")).collect())
        .unwrap_or_default();
    let outgoing: Vec<String> = schema::RELATIONSHIP_PARAMS
        .iter()
        .filter_map(|param| {
            r.params
                .get(*param)
                .map(|p| format!("→ {param} {}", show(&p.value)))
        })
        .collect();
    if !incoming.is_empty() || !outgoing.is_empty() {
        lines.push(Line::from(Span::styled(
            "relationships:",
            Style::default().fg(Color::Cyan),
        )));
        lines.extend(
            outgoing
                .into_iter()
                .chain(incoming)
                .map(|l| Line::raw(format!("  {l}"))),
        );
    }
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false })
            .scroll((app.detail_scroll, 0)),
        area,
    );
}

fn draw_input(frame: &mut Frame, app: &App, area: Rect) {
    let (prompt, text) = match app.focus {
        Focus::Query => ("/", app.query.as_str()),
        Focus::Eval => ("=", app.input.as_str()),
        Focus::Statement => (":", app.input.as_str()),
        _ if !app.query.is_empty() => ("/", app.query.as_str()),
        _ => ("", ""),
    };
    let mut spans = vec![
        Span::styled(prompt.to_string(), Style::default().fg(Color::Yellow)),
        Span::raw(text.to_string()),
    ];
    if matches!(app.focus, Focus::Query | Focus::Eval | Focus::Statement) {
        spans.push(Span::styled("█", Style::default().fg(Color::Yellow)));
    }
    if prompt == "/" {
        match &app.query_error {
            Some(e) => spans.push(Span::styled(
                format!("   {e}"),
                Style::default().fg(Color::Red),
            )),
            None if !app.query.is_empty() => spans.push(Span::styled(
                format!("   {}", matches_text(app.matches.len())),
                Style::default().fg(Color::Green),
            )),
            None => {}
        }
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

/// A line of the diff or order pane, coloured by its first character.
fn pane_line(l: &str) -> Line<'static> {
    let colour = match l.trim_start().chars().next() {
        Some('+') => Color::Green,
        Some('-') => Color::Red,
        Some('~') => Color::Yellow,
        _ => Color::Reset,
    };
    Line::from(Span::styled(l.to_string(), Style::default().fg(colour)))
}

fn draw_message(frame: &mut Frame, app: &App, area: Rect) {
    let line = match &app.message {
        Some((true, m)) => Line::from(Span::styled(m.clone(), Style::default().fg(Color::Green))),
        Some((false, m)) => Line::from(Span::styled(m.clone(), Style::default().fg(Color::Red))),
        None if app.cycles.is_some() => Line::from(Span::styled(
            app.cycles.clone().unwrap_or_default(),
            Style::default().fg(Color::Red),
        )),
        None => Line::from(Span::styled(
            "/ query  = evaluate  : statement  ? help  q quit",
            Style::default().fg(Color::DarkGray),
        )),
    };
    frame.render_widget(Paragraph::new(line), area);
}

fn draw_help(frame: &mut Frame, area: Rect) {
    let width = 66.min(area.width);
    let height = (HELP.len() as u16 + 2).min(area.height);
    let popup = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    let lines: Vec<Line> = HELP
        .iter()
        .map(|(k, d)| {
            Line::from(vec![
                Span::styled(format!("{k:<14}"), Style::default().fg(Color::Yellow)),
                Span::raw(*d),
            ])
        })
        .collect();
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(" Keys (any key closes) "),
        ),
        popup,
    );
}

fn border(focused: bool) -> Style {
    if focused {
        Style::default().fg(Color::Cyan)
    } else {
        Style::default()
    }
}
