//! Drawing the explorer: a header with counts per status, the resource
//! list with every status's badge (matches of the query highlighted,
//! long names cut with an ellipsis), the detail pane (attributes with
//! their origin, tags, relationships in and out), the input line (query
//! and filter), the message or key-hint line, and the help and error
//! popups. Drawing only reads the [`App`].

use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use super::app::{App, Focus, Pane, Sort};
use super::hints::{self, HELP};
use crate::catalog::schema;
use crate::catalog::text;
use crate::session::show;

fn badge(state: &str) -> (&'static str, Color) {
    match state {
        "virtual" => ("V", Color::DarkGray),
        "realized" | "collected" => ("R", Color::Green),
        "exported" | "exported, collected" => ("E", Color::Magenta),
        "overridden" => ("O", Color::Yellow),
        _ => (" ", Color::Reset),
    }
}

/// The badges of every status a resource has (`RO`: realized and
/// overridden), in a column of [`BADGES`] characters.
const BADGES: usize = 2;

fn badges(r: &crate::catalog::Resource) -> Vec<Span<'static>> {
    let mut spans: Vec<Span> = text::states(r)
        .into_iter()
        .map(badge)
        .filter(|(mark, _)| *mark != " ")
        .take(BADGES)
        .map(|(mark, color)| {
            Span::styled(
                mark,
                Style::default().fg(color).add_modifier(Modifier::BOLD),
            )
        })
        .collect();
    let pad = BADGES - spans.len();
    if pad > 0 {
        spans.push(Span::raw(" ".repeat(pad)));
    }
    spans
}

/// `text` cut to `width` characters, an ellipsis marking the cut.
fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
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
    if app.error_popup {
        draw_error(frame, app, area);
    }
    if let Some(picker) = &app.node_picker {
        draw_node_picker(frame, picker, app.session.node(), area);
    }
}

/// The node picker (`N`): the nodes offered, the current one marked, the
/// highlighted one reversed, and what is typed on its last line.
fn draw_node_picker(
    frame: &mut Frame,
    picker: &super::nodes::NodePicker,
    current: &str,
    area: Rect,
) {
    let shown = picker.shown();
    let room = area.height.saturating_sub(6).max(1) as usize;
    let first = picker.selected.saturating_sub(room.saturating_sub(1));
    let mut lines: Vec<Line> = shown
        .iter()
        .enumerate()
        .skip(first)
        .take(room)
        .map(|(row, node)| {
            let mark = if *node == current { "● " } else { "  " };
            let mut style = Style::default();
            if row == picker.selected {
                style = style.add_modifier(Modifier::REVERSED);
            }
            Line::from(vec![Span::raw(mark), Span::styled(node.to_string(), style)])
        })
        .collect();
    if shown.is_empty() {
        let why = if picker.nodes.is_empty() {
            "  no facts directory: Enter tries the name typed"
        } else {
            "  no node listed matches: Enter tries the name typed"
        };
        lines.push(Line::from(Span::styled(
            why,
            Style::default().fg(Color::DarkGray),
        )));
    }
    lines.push(Line::from(vec![
        Span::styled("node: ", Style::default().fg(Color::Yellow)),
        Span::raw(picker.typed.clone()),
        Span::styled("█", Style::default().fg(Color::Yellow)),
    ]));
    let widest = picker
        .nodes
        .iter()
        .map(|n| n.chars().count() + 2)
        .chain([52])
        .max()
        .unwrap_or(52);
    let place = popup(area, widest as u16 + 4, lines.len() as u16 + 2);
    frame.render_widget(Clear, place);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(" Node (↑↓ Enter switch, Esc cancel) "),
        ),
        place,
    );
}

fn draw_header(frame: &mut Frame, app: &App, area: Rect) {
    // The catalog's count is `:snapshot`'s: resources as Puppet writes
    // them. Unrealized virtual and exported ones are listed too, and
    // counted after a `+`.
    let catalog = app.session.catalog();
    let in_catalog = app.in_catalog;
    let shown = if app.filter.is_empty() {
        format!(" {in_catalog} resources")
    } else {
        format!(
            " {} of {} listed · {in_catalog} resources",
            app.rows.len(),
            catalog.resources.len()
        )
    };
    let mut spans = vec![
        Span::styled(
            format!(" {} ", app.session.node()),
            Style::default().add_modifier(Modifier::REVERSED),
        ),
        Span::raw(shown),
    ];
    for (state, n) in &app.counts {
        let outside = matches!(*state, "virtual" | "exported");
        let plus = if outside { "+" } else { "" };
        spans.push(Span::raw(format!(" · {plus}{n} {state}")));
    }
    if let Some(cycle) = &app.cycles {
        let count = cycle.split(' ').next().unwrap_or("1");
        spans.push(Span::styled(
            format!(" · {count} cycle{}", if count == "1" { "" } else { "s" }),
            Style::default().fg(Color::Red),
        ));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

fn draw_list(frame: &mut Frame, app: &mut App, area: Rect) {
    let mut title = String::from(" Resources");
    if app.sort != Sort::Catalog || app.reverse {
        title.push_str(&format!(
            " — {}{}",
            app.sort.name(),
            if app.reverse { " ↑" } else { "" }
        ));
    }
    if !app.query.is_empty() {
        title.push_str(&format!(" — {}", matches_text(app.matches.len())));
    }
    title.push(' ');
    let focused = app.focus == Focus::List;
    let block = Block::default()
        .borders(Borders::ALL)
        .title(title)
        .border_style(border(focused));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let height = inner.height as usize;
    let width = inner.width as usize;
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
            let mut spans = badges(r);
            spans.push(Span::raw(pointer));
            let name = format!("{}[{}]", r.type_name, r.title);
            spans.push(Span::styled(
                fit(&name, width.saturating_sub(BADGES + 1)),
                style,
            ));
            Line::from(spans)
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
    let exported_by = app
        .rows
        .get(app.selected)
        .and_then(|id| app.session.catalog().exported_by.get(id));
    let inclusion = match app.rows.get(app.selected) {
        Some(id) => inclusion_lines(app.session.catalog(), *id, sources, dim),
        None => Vec::new(),
    };
    let at = match (r.span, exported_by) {
        (Some(s), _) => format!(" {}:{}", sources.name(s.file), s.line),
        (None, Some(origin)) => format!(" ({origin})"),
        // A class is declared where its inclusion lines below say.
        (None, None) if !inclusion.is_empty() => String::new(),
        (None, None) => " (made by the compiler)".into(),
    };
    let mut status: Vec<Span> = Vec::new();
    for state in text::states(r) {
        if !status.is_empty() {
            status.push(Span::raw(", "));
        }
        status.push(Span::styled(state, Style::default().fg(badge(state).1)));
    }
    status.push(Span::styled(at, dim));
    lines.push(Line::from(status));
    if let Some(id) = app.rows.get(app.selected)
        && let Some(by) = text::realized_by(app.session.catalog(), *id, sources)
    {
        lines.push(Line::from(Span::styled(format!("realized by {by}"), dim)));
    }
    lines.extend(inclusion);
    lines.push(Line::raw(""));
    for (name, p) in &r.params {
        if p.value.is_undef() {
            continue;
        }
        // A value decrypted from eyaml data (a class parameter Hiera
        // gave, or a value code computed from such a lookup) is not shown
        // on screen.
        let shown = match app.rows.get(app.selected) {
            Some(id) if text::holds_secret(app.session.catalog(), *id, name, p) => {
                text::SECRET.to_string()
            }
            _ => show(&p.value),
        };
        lines.push(Line::from(vec![
            Span::styled(format!("{name} => "), Style::default().fg(Color::Cyan)),
            Span::raw(shown),
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
            r.params.get(param).map(|p| {
                // What set it (a chain, the `require` function...).
                let by = match &p.provenance {
                    crate::catalog::Provenance::Compiler => String::new(),
                    other => format!(" ({})", text::provenance_text(other, sources)),
                };
                format!("→ {param} {}{by}", show(&p.value))
            })
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

/// The input line: what is being typed (with a cursor), else the query
/// and the filter in force.
fn draw_input(frame: &mut Frame, app: &App, area: Rect) {
    let prompt = |p: &str| Span::styled(p.to_string(), Style::default().fg(Color::Yellow));
    let cursor = Span::styled("█", Style::default().fg(Color::Yellow));
    let mut spans = Vec::new();
    match app.focus {
        Focus::Eval | Focus::Statement => {
            spans.push(prompt(if app.focus == Focus::Eval { "=" } else { ":" }));
            spans.push(Span::raw(app.input.clone()));
            spans.push(cursor);
        }
        _ => {
            let typing_query = app.focus == Focus::Query;
            if typing_query || !app.query.is_empty() {
                spans.push(prompt("/"));
                spans.push(Span::raw(app.query.clone()));
                if typing_query {
                    spans.push(cursor.clone());
                }
                match &app.query_error {
                    Some(e) => spans.push(Span::styled(
                        format!("   {e}"),
                        Style::default().fg(Color::Red),
                    )),
                    None if !app.query.is_empty() => {
                        let mut found = format!("   {}", matches_text(app.matches.len()));
                        if !app.remote_matches.is_empty() {
                            found.push_str(&format!(
                                " · {} from other nodes",
                                app.remote_matches.len()
                            ));
                        }
                        spans.push(Span::styled(found, Style::default().fg(Color::Green)))
                    }
                    None => {}
                }
            }
            let typing_filter = app.focus == Focus::Filter;
            if typing_filter || !app.filter_text.trim().is_empty() {
                if !spans.is_empty() {
                    spans.push(Span::raw("   "));
                }
                spans.push(prompt("filter: "));
                spans.push(Span::raw(app.filter_text.clone()));
                if typing_filter {
                    spans.push(cursor);
                }
            }
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

/// The message line: the last result (its first line, and where to
/// read the rest), or the keys that apply now.
fn draw_message(frame: &mut Frame, app: &App, area: Rect) {
    let line = match &app.message {
        Some((ok, m)) => {
            let first = m.lines().next().unwrap_or_default();
            let more = m.lines().nth(1).is_some() || first.chars().count() > area.width as usize;
            let colour = if *ok { Color::Green } else { Color::Red };
            let width = area.width as usize;
            let hint = "  e: whole error";
            let style = Style::default().fg(colour);
            let mut spans = Vec::new();
            if more && !ok && first.chars().count() + hint.chars().count() <= width {
                spans.push(Span::styled(first.to_string(), style));
                spans.push(Span::styled(hint, Style::default().fg(Color::DarkGray)));
            } else if more && !ok && first.chars().count() > width {
                let room = width.saturating_sub(hint.chars().count());
                spans.push(Span::styled(fit(first, room), style));
                spans.push(Span::styled(hint, Style::default().fg(Color::DarkGray)));
            } else {
                spans.push(Span::styled(fit(first, width), style));
            }
            Line::from(spans)
        }
        None => Line::from(Span::styled(
            fit(&hints::bar(app), area.width as usize),
            Style::default().fg(Color::DarkGray),
        )),
    };
    frame.render_widget(Paragraph::new(line), area);
}

/// A popup in the middle of the screen, as wide as `width` allows.
fn popup(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// The last error, whole and wrapped (`e`).
fn draw_error(frame: &mut Frame, app: &App, area: Rect) {
    let Some(error) = &app.last_error else {
        return;
    };
    let width = area.width.saturating_sub(4).max(20);
    let inner = width.saturating_sub(2).max(1) as usize;
    let rows: usize = error
        .lines()
        .map(|l| l.chars().count().div_ceil(inner).max(1))
        .sum();
    let place = popup(area, width, rows as u16 + 2);
    frame.render_widget(Clear, place);
    frame.render_widget(
        Paragraph::new(error.as_str())
            .style(Style::default().fg(Color::Red))
            .wrap(Wrap { trim: false })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(" Error (any key closes) "),
            ),
        place,
    );
}

/// The `?` help: each key with its purpose, the purpose wrapped under
/// itself when the screen is narrow.
fn draw_help(frame: &mut Frame, area: Rect) {
    const KEYS: usize = 14;
    let widest = HELP
        .iter()
        .map(|(_, d)| d.chars().count())
        .max()
        .unwrap_or(0);
    let width = (KEYS + widest + 2) as u16;
    let width = width
        .min(area.width.saturating_sub(2))
        .max(KEYS as u16 + 12);
    let room = (width as usize).saturating_sub(KEYS + 2).max(1);
    let mut lines: Vec<Line> = Vec::new();
    for (k, d) in HELP {
        let mut rest: &str = d;
        let mut first = true;
        while first || !rest.is_empty() {
            let cut = wrap_at(rest, room);
            let key = if first {
                format!("{k:<KEYS$}")
            } else {
                " ".repeat(KEYS)
            };
            lines.push(Line::from(vec![
                Span::styled(key, Style::default().fg(Color::Yellow)),
                Span::raw(rest[..cut].trim_end().to_string()),
            ]));
            rest = rest[cut..].trim_start();
            first = false;
        }
    }
    let place = popup(area, width, lines.len() as u16 + 2);
    frame.render_widget(Clear, place);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(" Keys (any key closes) "),
        ),
        place,
    );
}

/// Where to cut `text` to fit `room` characters: at the last space that
/// fits, else at `room`.
fn wrap_at(text: &str, room: usize) -> usize {
    if text.chars().count() <= room {
        return text.len();
    }
    let limit = text.char_indices().nth(room).map_or(text.len(), |(i, _)| i);
    match text[..limit].rfind(' ') {
        Some(space) if space > 0 => space,
        _ => limit,
    }
}

fn border(focused: bool) -> Style {
    if focused {
        Style::default().fg(Color::Cyan)
    } else {
        Style::default()
    }
}

/// Why the selected resource is here: each declaration of a class, then
/// the chain from the top scope or node down to it (the REPL's `:why`).
fn inclusion_lines<'a>(
    catalog: &crate::catalog::Catalog,
    id: crate::catalog::ResourceId,
    sources: &crate::syntax::SourceMap,
    dim: Style,
) -> Vec<Line<'a>> {
    use crate::catalog::inclusion;
    let r = &catalog.resources[id];
    let mut lines: Vec<Line> = inclusion::other_declarations(catalog, id, r.span)
        .into_iter()
        .map(|d| {
            let text = inclusion::declaration_text(catalog, d, sources);
            Line::from(Span::styled(format!("declared {text}"), dim))
        })
        .collect();
    let chain = inclusion::chain(catalog, id, sources);
    if chain.len() > 2 {
        lines.push(Line::from(Span::styled("how it got here:", dim)));
        for (depth, step) in chain.into_iter().enumerate() {
            lines.push(Line::from(Span::styled(
                format!("  {}{step}", "  ".repeat(depth)),
                dim,
            )));
        }
    }
    lines
}
